// The public state round trip (issue 40 item 2), generic over every registered game with a public state that
// can resume from it (NotResumable, public_state_resume.h; PEERAGE_GAME narrows it as for the generic suite).
//
// The promise: an engine re-synchronised from the public state plays on exactly as the original game would.
// docs/protocol.md ("Every bug in one run") says conform sends the public wrapper plus the settings as the
// `start` of a re-synchronisation and that the reference server loads it; docs/engine-developers.md ("The
// public state") says "every public state loads and play resumes"; each game's header says so of its loader
// (among_nobles.h, dueling_nobles.h, noblemen.h, nobles_solo.h, tudor.h: "Public state").
//
// On random reachable states (random player count, readings and set-up parameters, several points of one
// random game), the state loaded with StateFromJson from ResumeWrapper(original) must have the same player
// to act, step, legal action texts, chance outcomes with their probabilities, public state, and (terminal)
// scores, ranking and draw; then both play the SAME next kContinuation actions (a decision chosen by its
// index among the legal actions with one Rng, equal lists being checked first; a chance outcome drawn on the
// original and applied to the loaded state by its text) and are compared the same way after every step.
// The two sides come by different paths: the original by play from the initial state, the other by the
// public-state writer and the game's loader; nothing of one is computed from the other's result.
//
// What the public state does not carry. Every public state here is a full-table view (hands, decks as
// contents, every pick on the table), so no hidden field is resampled: the games' headers list what the
// loader rebuilds or leaves at a default, all bookkeeping that no rule's legality or chance reads --
//   among-nobles: the gold/army ledger (conservation invariants only), the executed part of an activation's
//     queue (never read again), and fingers.rounds, the engine's cut-off of the endless finger game, which the
//     loader restarts at 0 ("a loaded finger game may show up to kFingerRounds more times before the
//     cut-off", among_nobles.h): after the step at which the ORIGINAL reaches the cut-off (it records a
//     livelock finding and draws the first player by chance) the two may go different ways, so the
//     continuation stops there (kStopAfter below) -- the only place it stops early;
//   dueling-nobles: dealt (counted again), spied_hand (a memory, read by no rule), move_seen and
//     livelock_reported (a finding, limits nothing) -- dueling_nobles.h;
//   noblemen: bag_known / offered_public (shape observations only) and stale scratch values outside their
//     phase (never read) -- noblemen.h;
//   nobles-solo: scratch.dealt (counted from the pool) and stale pending_arg / debut_index -- nobles_solo.h;
//   tudor: setup_step, draft_pick, turns (read only by the equal-turns invariant, up to an offset), placed,
//     mode, and movement figures left behind outside a movement (unread) -- tudor.h.
// So the comparison is of everything the kernel exposes but observations and findings: an observation
// depends on those per-player memories (which the public state leaves out by design), and findings are
// the engine's reports, not play.
//
// Coverage (checked at the end, per game, so the test cannot silently cover less): every player count the
// game allows; at every count with more than one player, a state whose seat rotation (kRotation: the first
// player, dealer, crown holder or start player) is not seat 0; and at least kPhaseShare of the phases the
// public schema lists. The bounds hold with a quarter of the CTest entries' cases (max_success=25, as the
// fuzz preset runs them; checked with ten seeds); with the entries' own, every seat at every player count
// and every phase of every game is round-tripped (printed at the end: --log_level=message).
// The random games reach rotated states on their own, so no set-up parameter is needed for them:
// among-nobles' first player is drawn by chance (or by fingers) under two of the three an.first-player
// readings and passes left at each upkeep; dueling-nobles' dealer is the dealer roll's; noblemen's crown
// goes to the fourth seat or by the crown draw at set-up and moves with play; tudor's start player is
// seat 0 under td.first-player=seat0 but passes left every round (drawn by chance under the other reading).
// GenConfigFor draws the readings at random, so each of these readings is played.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "properties/generators.h"
#include "properties/public_state_resume.h"

using namespace peerage;
using namespace peerage::props;

namespace {

constexpr int kContinuation = 20;  // actions played on both after the load (issue 40 item 2)
constexpr int kCheckpoints = 4;    // random points of one random game round-tripped per case (and more below)
constexpr int kPhaseCases = 4;     // about one case in this many round-trips a state of every phase of its game
constexpr double kPhaseShare = 0.75;  // of the schema's phases, at least this share must be round-tripped

// Per game with a public state: the JSON pointer (into the public state) of the seat play is rotated by,
// and what it is. Empty pointer: one player, nothing to rotate. A game missing here fails the test: say
// what its rotation is before it is covered.
struct Rotation {
  const char* pointer;
  const char* what;
};
const std::map<std::string, Rotation> kRotation = {
    {"among-nobles", {"/state/first_player", "first player"}},
    {"dueling-nobles", {"/state/dealer", "dealer"}},
    {"noblemen", {"/state/crown", "crown holder"}},
    {"nobles-solo", {"", "none (one player)"}},
    {"tudor", {"/state/start", "start player"}},
};

// After a continuation step of the ORIGINAL that satisfies the test, the two may differ as the game's
// header documents (see the file comment); the continuation stops there.
struct Stop {
  const char* game;
  bool (*after)(const State& original, std::size_t findings_before);
  const char* reason;
};
const std::vector<Stop> kStopAfter = {
    {"among-nobles",
     [](const State& s, std::size_t before) {
       for (std::size_t i = before; i < s.Findings().size(); ++i)
         if (s.Findings()[i].kind == FindingKind::kLivelock) return true;
       return false;
     },
     "the original reached the finger game's cut-off; the loader restarts its count (among_nobles.h)"},
};

const Stop* StopAfter(const std::string& game, const State& original, std::size_t findings_before) {
  for (const Stop& s : kStopAfter)
    if (game == s.game && s.after(original, findings_before)) return &s;
  return nullptr;
}

// The phase names the public schema lists (/state/phase's enum), for the coverage check.
std::set<std::string> SchemaPhases(const Json& schema) {
  auto resolve = [&](const Json& node) -> const Json& {
    if (node.contains("$ref")) {
      const std::string ref = node.at("$ref").get<std::string>();  // "#/$defs/<name>"
      return schema.at(Json::json_pointer(ref.substr(1)));
    }
    return node;
  };
  std::set<std::string> out;
  const Json& state = resolve(schema.at("properties").at("state"));
  if (!state.contains("properties") || !state.at("properties").contains("phase")) return out;
  const Json& phase = resolve(state.at("properties").at("phase"));
  if (phase.contains("enum"))
    for (const Json& p : phase.at("enum")) out.insert(p.get<std::string>());
  return out;
}

// A value for each set-up parameter of the game (GenConfigFor leaves them at their defaults): one of its
// values, or a number in its range, shrinking towards the default. The loader must carry what they set up
// (tudor's Opportunity Tokens, the enhancement's first round; among-nobles' three-player trait).
rc::Gen<std::map<std::string, std::string>> GenParameters(const GameInfo& info) {
  return rc::gen::exec([&info] {
    std::map<std::string, std::string> out;
    for (const Parameter& p : info.parameters) {
      if (p.values.empty()) {
        const int def = std::stoi(p.default_value), span = p.max - p.min + 1;
        out[p.id] = std::to_string(p.min + (def - p.min + *rc::gen::inRange(0, span)) % span);
        continue;
      }
      const int n = static_cast<int>(p.values.size());
      int def = 0;
      for (int v = 0; v < n; ++v)
        if (p.values[v].id == p.default_value) def = v;
      out[p.id] = p.values[(def + *rc::gen::inRange(0, n)) % n].id;
    }
    return out;
  });
}

// The configuration of a case: GenConfigFor's readings, GenParameters' set-up, and a player count taken
// from the case's seed (uniform over the game's counts from the first case on: RapidCheck scales
// GenConfigFor's count with the size, so that small runs would seldom reach the largest count).
rc::Gen<GameConfig> GenRoundTripConfig(const GameInfo& info, std::uint64_t seed) {
  return rc::gen::exec([&info, seed] {
    GameConfig config = *GenConfigFor(info);
    const auto counts = static_cast<std::uint64_t>(info.max_players - info.min_players + 1);
    config.players = info.min_players + static_cast<int>(SubSeed(seed, 0) % counts);
    for (const auto& [id, value] : *GenParameters(info)) config.settings[id] = value;
    return config;
  });
}

std::string PhaseOf(const GameInfo& info, const State& s) {
  return info.public_state(s).at("state").value("phase", std::string("?"));
}

std::vector<std::string> OutcomeTexts(const State& s) {
  std::vector<std::string> out;
  if (!s.IsChance()) return out;
  for (const ChanceOutcome& o : s.ChanceOutcomes())
    out.push_back(s.ActionToString(o.action) + " " + o.probability.ToString());
  return out;
}

std::string Joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return "[" + out + "]";
}

// What differs between the original and the loaded state, as the public state determines it; empty if
// nothing does.
std::string Differences(const GameInfo& info, const State& original, const State& loaded) {
  std::string out;
  if (original.CurrentPlayer() != loaded.CurrentPlayer())
    out += fmt::format("\n  to act: {} vs {}", ActorName(original.CurrentPlayer()), ActorName(loaded.CurrentPlayer()));
  if (original.Step() != loaded.Step()) out += fmt::format("\n  step: {} vs {}", original.Step(), loaded.Step());
  const std::vector<std::string> legal = ActionTexts(original), legal_loaded = ActionTexts(loaded);
  if (legal != legal_loaded)
    out += fmt::format("\n  legal actions: {}\n           vs   {}", Joined(legal), Joined(legal_loaded));
  else if (OutcomeTexts(original) != OutcomeTexts(loaded))
    out += fmt::format("\n  chance outcomes: {}\n             vs   {}", Joined(OutcomeTexts(original)),
                       Joined(OutcomeTexts(loaded)));
  const Json pub = info.public_state(original), again = info.public_state(loaded);
  if (pub != again) out += "\n  public state (original -> loaded): " + Json::diff(pub, again).dump();
  if (original.IsTerminal() && loaded.IsTerminal()) {
    if (original.Scores() != loaded.Scores())
      out += fmt::format("\n  scores: {} vs {}", fmt::join(original.Scores(), " "), fmt::join(loaded.Scores(), " "));
    if (original.Ranking() != loaded.Ranking())
      out += fmt::format("\n  ranking: {} vs {}", fmt::join(original.Ranking(), " "), fmt::join(loaded.Ranking(), " "));
    if (original.IsDraw() != loaded.IsDraw())
      out += fmt::format("\n  draw: {} vs {}", original.IsDraw(), loaded.IsDraw());
  }
  return out;
}

struct Coverage {
  std::map<int, std::set<int>> rotations;  // player count -> rotation seats seen (-1: not yet decided)
  std::set<std::tuple<int, int, std::string>> triples;  // (players, rotation seat, phase)
  std::set<std::string> phases;
  int states = 0, terminal = 0, steps = 0, stopped = 0, ended = 0;  // ended: continuations reaching the end
  std::set<std::string> stop_reasons;
};

// The round trip of one state: load, compare, then kContinuation actions on both, compared after each.
void RoundTrip(const GameInfo& info, const State& at, std::uint64_t walk_seed, Coverage& coverage) {
  const Json pub = info.public_state(at);
  const Rotation& rotation = kRotation.at(info.name);
  int seat = 0;
  if (*rotation.pointer) {
    const Json& v = pub.at(Json::json_pointer(rotation.pointer));
    seat = v.is_null() ? -1 : v.get<int>();
  }
  const std::string phase = pub.at("state").value("phase", std::string("?"));
  coverage.rotations[at.NumPlayers()].insert(seat);
  coverage.triples.emplace(at.NumPlayers(), seat, phase);
  coverage.phases.insert(phase);
  ++coverage.states;
  coverage.terminal += at.IsTerminal();

  std::unique_ptr<State> loaded;
  try {
    loaded = StateFromJson(ResumeWrapper(info, at), "public state");
  } catch (const Error& e) {
    RC_FAIL(fmt::format("the public state does not load: {}\nat {}", e.what(), ShowState(at)));
  }
  if (const std::string d = Differences(info, at, *loaded); !d.empty())
    RC_FAIL(fmt::format("loaded from its public state, the state differs:{}\nat {}", d, ShowState(at)));

  auto original = at.Clone();
  Rng rng(walk_seed);
  std::vector<std::string> played;
  for (int i = 0; i < kContinuation && !original->IsTerminal(); ++i) {
    const std::vector<Action> legal = original->LegalActions();
    if (legal.empty()) break;
    const Action a =
        original->IsChance() ? SampleChance(original->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
    const std::string text = original->ActionToString(a);
    const std::optional<Action> b = loaded->ParseAction(text);
    if (!b || !loaded->IsLegal(*b))
      RC_FAIL(fmt::format("'{}' is not legal in the loaded state after {}\nat {}", text, Joined(played),
                          ShowState(at)));
    const std::size_t findings = original->Findings().size();
    original->ApplyLegalAction(a);
    loaded->ApplyAction(*b);
    played.push_back(text);
    ++coverage.steps;
    coverage.ended += original->IsTerminal();
    if (const Stop* stop = StopAfter(info.name, *original, findings)) {
      ++coverage.stopped;
      coverage.stop_reasons.insert(stop->reason);
      return;
    }
    if (const std::string d = Differences(info, *original, *loaded); !d.empty())
      RC_FAIL(fmt::format("after the same {} action(s) {} (walk seed {}), the original and the state loaded from "
                          "its public state differ:{}\nloaded at {}",
                          played.size(), Joined(played), walk_seed, d, ShowState(at)));
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(public_state)

// Per game with a public state that resumes: the round trip above at kCheckpoints random points of each
// random game, at its end, and in about one case of kPhaseCases at one state of each of its phases
// (RapidCheck cases: random player count, readings, parameters, seed, points), then the coverage check.
BOOST_AUTO_TEST_CASE(round_trip_plays_on_alike) {
  for (const GameInfo* g : GamesWithPublicState()) {
    if (NotResumable().count(g->name)) {
      BOOST_TEST_MESSAGE(g->name << ": skipped, its header says a public state cannot resume play");
      continue;
    }
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_TEST_REQUIRE((kRotation.count(g->name) == 1), "kRotation: say which field holds the seat rotation");
      Coverage coverage;
      const bool ok = rc::check(g->name + ": a state loaded from its public state plays on alike", [g, &coverage] {
        const std::uint64_t seed = *rc::gen::noShrink(GenSeed());
        const GameConfig config = *GenRoundTripConfig(*g, seed);
        const std::vector<int> points = *rc::gen::container<std::vector<int>>(kCheckpoints, rc::gen::inRange(0, 1001));
        // About one case in kPhaseCases (and each of the first, small cases: RapidCheck scales inRange with
        // the size) also round-trips a state of every phase its game passes through; the phase of every
        // state costs a public state per step, as much as the round trips themselves.
        const bool every_phase = *rc::gen::inRange(0, kPhaseCases) == 0;
        const std::uint64_t pick_seed = *rc::gen::noShrink(GenSeed());
        const std::uint64_t walk_seed = *rc::gen::noShrink(GenSeed());
        auto context = MakeContext(config);
        PlayoutOptions whole;
        whole.seed = seed;  // the random game of Reach (generators.h), cut at each chosen step in turn
        const std::vector<Action> history = Playout(context, whole).state->History();
        const int length = static_cast<int>(history.size());
        // The steps round-tripped: the random points (per mille of the game); in the cases above,
        // one state of each phase the game passes through (drawn at random among that phase's states, so
        // that a rare phase is covered whenever such a game reaches it, at whatever rotation it then has);
        // and the end of the game (terminal unless the playout overran: scores, ranking and draw).
        std::set<int> steps;
        for (int p : points) steps.insert(static_cast<int>(static_cast<std::int64_t>(length) * p / 1000));
        auto state = NewGame(context);
        if (every_phase) {
          std::map<std::string, std::vector<int>> by_phase;
          for (int i = 0;; ++i) {
            by_phase[PhaseOf(*g, *state)].push_back(i);
            if (i == length) break;
            state->ApplyLegalAction(history[i]);
          }
          Rng pick(pick_seed);
          for (const auto& [phase, at] : by_phase) steps.insert(at[pick.Below(at.size())]);
          state = NewGame(context);
        }
        steps.insert(length);
        std::uint64_t k = 0;
        for (int step : steps) {
          while (state->Step() < step) state->ApplyLegalAction(history[state->Step()]);
          RoundTrip(*g, *state, SubSeed(walk_seed, k++), coverage);
        }
      });
      BOOST_TEST(ok);
      if (!ok) continue;
      // Coverage: every player count, at each count a rotation off seat 0, and most phases (the seats and
      // phases seen are printed: with the CTest entries' seed, every seat at every count and every phase).
      const Rotation& rotation = kRotation.at(g->name);
      std::string seen;
      for (int n = g->min_players; n <= g->max_players; ++n) {
        const auto it = coverage.rotations.find(n);
        BOOST_TEST((it != coverage.rotations.end()), n << " players never round-tripped");
        if (it == coverage.rotations.end()) continue;
        seen += fmt::format(" {}p {}: {{{}}};", n, rotation.what, fmt::join(it->second, ","));
        if (n > 1 && *rotation.pointer)
          BOOST_TEST(std::any_of(it->second.begin(), it->second.end(), [](int seat) { return seat > 0; }),
                     n << " players: no state with the " << rotation.what << " off seat 0");
      }
      const std::set<std::string> listed = SchemaPhases(PublicSchemaOf(*g));
      std::vector<std::string> missing;
      for (const std::string& p : listed)
        if (!coverage.phases.count(p)) missing.push_back(p);
      BOOST_TEST((coverage.phases.size() >= kPhaseShare * listed.size()),
                 coverage.phases.size() << " of " << listed.size() << " phases round-tripped; never: "
                                        << fmt::format("{}", fmt::join(missing, ", ")));
      BOOST_TEST_MESSAGE(fmt::format(
          "{}: {} states round-tripped ({} terminal), {} continuation steps ({} reaching the end), {} stopped at a "
          "documented cut-off{}; {} (players, {}, phase) triples;{} phases {}/{} (never: {})",
          g->name, coverage.states, coverage.terminal, coverage.steps, coverage.ended, coverage.stopped,
          coverage.stop_reasons.empty() ? "" : fmt::format(" ({})", fmt::join(coverage.stop_reasons, "; ")),
          coverage.triples.size(), rotation.what, seen, coverage.phases.size(), listed.size(),
          fmt::join(missing, ", ")));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
