// The generic property suite: every registered game, with random configurations (player counts and
// interpretation readings), random playouts and states reached on the way. Nothing here names a game.
// Checks restate the kernel's contract (model/core/state.h) independently of the engine under test.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck/boost_test.h>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/trace.h"
#include "properties/generators.h"

using namespace peerage;
using namespace peerage::props;

// Fails the case with a formatted message; the message is only built on failure.
#define PROP_REQUIRE(cond, ...)                      \
  do {                                               \
    if (!(cond)) RC_FAIL(fmt::format(__VA_ARGS__));  \
  } while (false)

namespace {

std::string Where(const State& s) {
  return fmt::format("{} step {} ({})", s.info().name, s.Step(),
                     s.IsTerminal() ? std::string("terminal") : ActorName(s.CurrentPlayer()));
}

std::string Describe(const std::vector<InvariantViolation>& violations) {
  std::string out;
  for (const auto& v : violations) out += "\n  " + v.name + ": " + v.detail;
  return out;
}

// The observable identity of a state: canonical JSON (which includes the step), hash, history.
struct Snapshot {
  Json json;
  std::uint64_t hash;
  std::vector<Action> history;
  explicit Snapshot(const State& s) : json(s.ToJson()), hash(s.Hash()), history(s.History()) {}
  bool operator==(const Snapshot& o) const { return json == o.json && hash == o.hash && history == o.history; }
};

// Does the observation of some player leave out part of the full state?
bool HidesSomething(const State& s) {
  const Json full = s.ToJson().at("state");
  for (int p = 0; p < s.NumPlayers(); ++p)
    if (s.ObservationJson(p).at("state") != full) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(generic)

// ---- metadata -------------------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(some_game_is_registered) {
  BOOST_TEST(!Registry::Instance().All().empty(), "no game registered: every property would be vacuous");
}

BOOST_AUTO_TEST_CASE(game_metadata_is_well_formed) {
  for (const GameInfo* info : props::GamesUnderTest()) {
    BOOST_TEST_CONTEXT(info->name) {
      BOOST_TEST(!info->name.empty());
      BOOST_TEST(!info->title.empty());
      BOOST_TEST(!info->rulebook.empty());
      BOOST_TEST((1 <= info->min_players && info->min_players <= info->max_players));
      BOOST_TEST((info->min_players <= info->default_players && info->default_players <= info->max_players));
      BOOST_TEST(bool(info->max_game_length));
      BOOST_TEST(bool(info->new_initial_state));
      BOOST_TEST(bool(info->state_from_json));
      std::set<std::string> rule_ids;
      for (const RuleInfo& r : info->rules) {
        BOOST_TEST(!r.id.empty());
        BOOST_TEST(!r.place.empty(), r.id << " has no rulebook place");
        BOOST_TEST(rule_ids.insert(r.id).second, "rule id " << r.id << " twice");
      }
      std::set<std::string> interp_ids;
      for (const Interpretation& in : info->interpretations) {
        BOOST_TEST(interp_ids.insert(in.id).second, "interpretation " << in.id << " twice");
        BOOST_TEST(!in.readings.empty(), in.id << " offers no reading");
        if (in.readings.size() == 1) BOOST_TEST_MESSAGE(info->name << ": " << in.id << " has a single reading");
        std::set<std::string> readings;
        for (const Reading& r : in.readings) BOOST_TEST(readings.insert(r.id).second, in.id << ": reading " << r.id << " twice");
        BOOST_TEST(readings.count(in.default_reading) == 1, in.id << ": default " << in.default_reading << " is no reading");
        for (const std::string& rule : in.rules) BOOST_TEST(rule_ids.count(rule) == 1, in.id << " affects unknown rule " << rule);
      }
      for (int n = info->min_players; n <= info->max_players; ++n) {
        GameConfig config{info->name, n, {}};
        BOOST_TEST(DeclaredMaxLength(*MakeContext(config)) > 0, n << " players: declared maximum length <= 0");
      }
    }
  }
}

// ---- whole playouts, every step checked --------------------------------------------------------------

RC_BOOST_PROP(playouts_end_within_declared_length, ()) {
  const GameConfig config = *GenConfig();
  const std::uint64_t seed = *GenSeed();
  const auto context = MakeContext(config);
  const int declared = DeclaredMaxLength(*context);
  PlayoutOptions options;
  options.seed = seed;
  options.max_steps = declared;
  auto result = Playout(context, options);
  PROP_REQUIRE(result.end != PlayoutEnd::kDeadlock, "{}: no legal action in a non-terminal state",
               Where(*result.state));
  PROP_REQUIRE(result.end == PlayoutEnd::kTerminal && result.state->IsTerminal(),
               "{} not over after the declared maximum of {} actions", Where(*result.state), declared);
  PROP_REQUIRE(result.state->Step() <= declared, "{} > declared {}", result.state->Step(), declared);
  const int length = result.state->Step();
  RC_CLASSIFY(length * 4 < declared, "under a quarter of the declared length");
  RC_CLASSIFY(length * 4 >= declared, "a quarter of the declared length or more");
}

RC_BOOST_PROP(invariants_hold_after_every_step, ()) {
  Walk(*GenConfig(), *GenSeed(), 0, [](const State& s) {
    auto violations = s.CheckInvariants();
    PROP_REQUIRE(violations.empty(), "{}:{}", Where(s), Describe(violations));
  });
}

RC_BOOST_PROP(legal_actions_are_sorted_unique_and_round_trip_as_text, ()) {
  std::vector<Action> buffer{-7, 7};  // a reused buffer must be cleared by LegalActions(out)
  Walk(*GenConfig(), *GenSeed(), 0, [&](const State& s) {
    const auto legal = s.LegalActions();
    PROP_REQUIRE(legal.empty() == s.IsTerminal(), "{}: {} legal actions", Where(s), legal.size());
    s.LegalActions(buffer);
    PROP_REQUIRE(buffer == legal, "{}: LegalActions(out) differs from LegalActions()", Where(s));
    std::map<std::string, Action> texts;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const Action a = legal[i];
      PROP_REQUIRE(i == 0 || legal[i - 1] < a, "{}: legal[{}]={} is not above legal[{}]={}", Where(s), i, a, i - 1,
                   legal[i - 1]);
      const std::string text = s.ActionToString(a);
      PROP_REQUIRE(!text.empty(), "{}: action {} has empty text", Where(s), a);
      const auto back = s.ParseAction(text);
      PROP_REQUIRE(back && *back == a, "{}: action {} prints as '{}', which parses to {}", Where(s), a, text,
                   back ? std::to_string(*back) : std::string("nothing"));
      auto [it, fresh] = texts.emplace(text, a);
      PROP_REQUIRE(fresh, "{}: actions {} and {} both print as '{}'", Where(s), it->second, a, text);
    }
  });
}

RC_BOOST_PROP(chance_outcomes_are_exact_and_match_legal_actions, ()) {
  int chance_nodes = 0;
  Walk(*GenConfig(), *GenSeed(), 0, [&](const State& s) {
    const auto outcomes = s.ChanceOutcomes();
    if (!s.IsChance()) {
      PROP_REQUIRE(outcomes.empty(), "{}: {} chance outcomes at a player node", Where(s), outcomes.size());
      Rng r(1);
      PROP_REQUIRE(!s.SampleChanceOutcome(r), "{}: SampleChanceOutcome drew at a player node", Where(s));
      return;
    }
    ++chance_nodes;
    std::vector<Action> actions;
    Rational sum(0);
    for (const ChanceOutcome& o : outcomes) {
      PROP_REQUIRE(o.probability.num > 0 && o.probability.den > 0, "{}: outcome {} has probability {}", Where(s),
                   s.ActionToString(o.action), o.probability.ToString());
      actions.push_back(o.action);
      sum = sum + o.probability;
    }
    PROP_REQUIRE(sum == Rational(1), "{}: probabilities sum to {}", Where(s), sum.ToString());
    PROP_REQUIRE(actions == s.LegalActions(), "{}: outcomes are not the legal actions in order", Where(s));
    // A game's own sampler (DoSampleChance) must draw exactly what sampling the listed outcomes draws,
    // from the same random numbers.
    for (std::uint64_t k = 0; k < 4; ++k) {
      Rng r1(SubSeed(chance_nodes, k)), r2(SubSeed(chance_nodes, k));
      const std::optional<Action> fast = s.SampleChanceOutcome(r1);
      const Action listed = SampleChance(outcomes, r2);
      PROP_REQUIRE(fast && *fast == listed && r1.Next() == r2.Next(), "{}: SampleChanceOutcome drew {} where SampleChance drew {}",
                   Where(s), fast ? s.ActionToString(*fast) : std::string("nothing"), s.ActionToString(listed));
    }
  });
  RC_CLASSIFY(chance_nodes > 0, "visited chance nodes");
}

RC_BOOST_PROP(terminal_states_score_and_rank_every_player, ()) {
  const GameConfig config = *GenConfig();
  PlayoutOptions options;
  options.seed = *GenSeed();
  auto result = Playout(MakeContext(config), options);
  RC_PRE(result.state->IsTerminal());  // overruns are the declared-length property's failure
  const State& s = *result.state;
  const int n = s.NumPlayers();
  const auto scores = s.Scores();
  const auto rank = s.Ranking();
  RC_ASSERT(static_cast<int>(scores.size()) == n);
  RC_ASSERT(static_cast<int>(rank.size()) == n);
  RC_ASSERT(std::count(rank.begin(), rank.end(), 1) >= 1);
  for (int p = 0; p < n; ++p) {
    RC_ASSERT(rank[p] >= 1);
    RC_ASSERT(rank[p] <= n);
    // Competition ranking: a player's rank is one more than the number of players strictly ahead.
    const auto ahead = std::count_if(rank.begin(), rank.end(), [&](int r) { return r < rank[p]; });
    PROP_REQUIRE(rank[p] == 1 + ahead, "ranking {} is not a competition ranking", fmt::join(rank, ","));
    // Higher score is better; a game's own ranking only breaks ties.
    for (int q = 0; q < n; ++q)
      PROP_REQUIRE(!(scores[p] > scores[q]) || rank[p] < rank[q], "scores {} but ranking {}",
                   fmt::join(scores, ","), fmt::join(rank, ","));
  }
}

RC_BOOST_PROP(findings_name_real_rules_and_the_reading_in_force, ()) {
  const GameConfig config = *GenConfig();
  auto end = Walk(config, *GenSeed(), 0, [](const State&) {});
  const GameInfo& info = end->info();
  for (const Finding& f : end->Findings()) {
    const std::string what = fmt::format("finding at step {} ({}: {})", f.step, FindingKindName(f.kind), f.detail);
    PROP_REQUIRE(!f.rules.empty(), "{} names no rule", what);
    PROP_REQUIRE(!f.detail.empty(), "{} has no detail", what);
    PROP_REQUIRE(f.step >= 0 && f.step <= end->Step(), "{}: step outside the game", what);
    for (const std::string& id : f.rules)
      PROP_REQUIRE(!id.empty() && end->context().RuleIndex(id) >= 0, "{} names unknown rule '{}'", what, id);
    if (f.interpretation.empty()) continue;
    const auto eq = f.interpretation.find('=');
    PROP_REQUIRE(eq != std::string::npos, "{}: interpretation '{}' is not id=reading", what, f.interpretation);
    const std::string id = f.interpretation.substr(0, eq), reading = f.interpretation.substr(eq + 1);
    const int index = end->context().InterpretationIndex(id);
    PROP_REQUIRE(index >= 0, "{} names unknown interpretation '{}'", what, id);
    const auto& readings = info.interpretations[index].readings;
    PROP_REQUIRE(std::any_of(readings.begin(), readings.end(), [&](const Reading& r) { return r.id == reading; }),
                 "{}: '{}' is no reading of {}", what, reading, id);
    PROP_REQUIRE(end->context().settings.at(id) == reading, "{}: continued by '{}' but '{}' is in force", what,
                 reading, end->context().settings.at(id));
  }
  RC_CLASSIFY(!end->Findings().empty(), "with findings");
}

// ---- reached states ---------------------------------------------------------------------------------

RC_BOOST_PROP(illegal_actions_are_rejected_and_change_nothing, ()) {
  const Reach reach = *GenReach();
  const auto extra_ids = *rc::gen::container<std::vector<Action>>(rc::gen::arbitrary<Action>());
  const auto junk = *rc::gen::container<std::vector<std::string>>(rc::gen::arbitrary<std::string>());
  Reached r = ReachState(reach);
  State& s = *r.state;
  const auto legal = s.LegalActions();
  auto is_legal = [&](Action a) { return std::binary_search(legal.begin(), legal.end(), a); };
  // Near misses, ids legal elsewhere in this game, extremes and random ids.
  const std::set<Action> elsewhere(r.game_actions.begin(), r.game_actions.end());
  std::set<Action> ids(elsewhere);
  ids.insert(extra_ids.begin(), extra_ids.end());
  auto near = [&](std::int64_t v) {
    if (v >= INT32_MIN && v <= INT32_MAX) ids.insert(static_cast<Action>(v));
  };
  for (Action a : legal)
    for (int d : {-2, -1, 1, 2}) near(std::int64_t{a} + d);
  ids.insert({0, -1, 1, INT32_MIN, INT32_MAX});
  std::vector<std::string> texts(junk.begin(), junk.end());
  texts.insert(texts.end(), {"", " ", "pass", "\xff", "-1", "p0", "die:7", "99999999999999999999"});
  for (Action a : elsewhere)
    if (!is_legal(a)) texts.push_back(s.ActionToString(a));
  for (Action a : legal) texts.push_back(fmt::format(" {}x", s.ActionToString(a)));  // near-miss spellings

  const Snapshot before(s);
  int tried = 0;
  for (Action a : ids) {
    if (is_legal(a)) continue;
    ++tried;
    RC_ASSERT_THROWS_AS(s.ApplyAction(a), IllegalActionError);
    PROP_REQUIRE(Snapshot(s) == before, "{}: rejected action {} changed the state", Where(s), a);
  }
  for (const std::string& text : texts) {
    const auto parsed = s.ParseAction(text);
    if (parsed && is_legal(*parsed)) continue;  // a legal action spelt another way
    ++tried;
    RC_ASSERT_THROWS_AS(s.ApplyActionText(text), IllegalActionError);
    PROP_REQUIRE(Snapshot(s) == before, "{}: rejected text '{}' changed the state", Where(s), text);
  }
  RC_ASSERT(tried > 0);
}

RC_BOOST_PROP(clones_are_equal_and_independent, ()) {
  const Reach reach = *GenReach();
  const std::uint64_t pick = *GenSeed();
  auto original = ReachState(reach).state;
  auto clone = original->Clone();
  const Snapshot before(*original);
  RC_ASSERT(Snapshot(*clone) == before);
  RC_ASSERT(clone->LegalActions() == original->LegalActions());
  RC_ASSERT(clone->CurrentPlayer() == original->CurrentPlayer());
  RC_PRE(!original->IsTerminal());
  const auto legal = original->LegalActions();
  const Action a = legal[pick % legal.size()];
  clone->ApplyAction(a);
  PROP_REQUIRE(Snapshot(*original) == before, "{}: applying {} to a clone changed the original", Where(*original),
               original->ActionToString(a));
  auto twin = original->Clone();
  original->ApplyAction(a);
  PROP_REQUIRE(Snapshot(*twin) == before, "applying to the original changed a clone");
  PROP_REQUIRE(Snapshot(*original) == Snapshot(*clone), "the same action on original and clone diverged");
}

RC_BOOST_PROP(json_round_trip_keeps_the_state_and_its_future, ()) {
  const Reach reach = *GenReach();
  const std::uint64_t seed = *GenSeed();
  auto s = ReachState(reach).state;
  auto back = StateFromJson(s->ToJson(), "property");
  PROP_REQUIRE(back->ToJson() == s->ToJson(), "{}: reloaded JSON differs (patch from original): {}", Where(*s),
               Json::diff(s->ToJson(), back->ToJson()).dump());
  RC_ASSERT(back->Hash() == s->Hash());
  RC_ASSERT(back->CurrentPlayer() == s->CurrentPlayer());
  RC_ASSERT(back->LegalActions() == s->LegalActions());
  for (int p = 0; p < s->NumPlayers(); ++p) RC_ASSERT(back->ObservationJson(p) == s->ObservationJson(p));
  // Everything that shapes the rest of the game is in the JSON: both continue identically.
  PlayoutOptions more;
  more.seed = seed;
  more.max_steps = s->Step() + 64;
  PlayoutFrom(*s, more);
  PlayoutFrom(*back, more);
  PROP_REQUIRE(back->ToJson() == s->ToJson(), "after the same continuation the reloaded game differs at {}", Where(*s));
}

RC_BOOST_PROP(trace_round_trip_reproduces_the_state, ()) {
  const Reach reach = *GenReach();
  const std::uint64_t seed = *GenSeed();
  auto s = ReachState(reach).state;
  const std::string text = WriteTrace(RecordTrace(*s, true, "round trip"));
  const Trace parsed = ParseTrace(text, "property");
  RC_ASSERT(WriteTrace(parsed) == text);
  auto replayed = Replay(parsed);
  PROP_REQUIRE(replayed->Hash() == s->Hash(), "{}: replayed trace ends in another state", Where(*s));
  RC_ASSERT(replayed->History() == s->History());
  // A trace that starts from a loaded state (the "start" member) round-trips too.
  auto loaded = StateFromJson(s->ToJson(), "property");
  PlayoutOptions more;
  more.seed = seed;
  more.max_steps = loaded->Step() + 32;
  PlayoutFrom(*loaded, more);
  const Trace from_start = ParseTrace(WriteTrace(RecordTrace(*loaded, true)), "property (start)");
  RC_ASSERT(from_start.start != nullptr);
  PROP_REQUIRE(Replay(from_start)->Hash() == loaded->Hash(), "{}: trace from a start state ends elsewhere",
               Where(*loaded));
}

// The same line under other readings (ReplayUnderReadings): it stops exactly at the first step whose action
// text is not among the legal actions' texts under the new readings (checked here by listing them, not by
// parsing), and otherwise ends in the state that playing the line under those readings reaches. Under the
// trace's own readings it is the plain replay.
RC_BOOST_PROP(replay_under_other_readings_stops_at_the_first_illegal_step, ()) {
  const Reach reach = *GenReach();
  auto s = ReachState(reach).state;
  const Trace trace = RecordTrace(*s, false);
  const RereadResult same = ReplayUnderReadings(trace, s->context().settings, "property");
  PROP_REQUIRE(same.diverged_at == -1 && same.state->Hash() == s->Hash(), "{}: re-read under its own readings differs",
               Where(*s));
  const GameConfig other = *GenConfigFor(s->info());
  const RereadResult r = ReplayUnderReadings(trace, other.settings, "property");
  GameConfig config = reach.config;
  config.settings = other.settings;
  auto expect = NewGame(config);
  int diverged = -1;
  for (std::size_t k = 0; k < trace.steps.size() && diverged < 0; ++k) {
    // The same text by another player is another action (a Murder offer's "pass" asked of p2 instead of p1).
    bool legal = false;
    if (!expect->IsTerminal() && (!trace.steps[k].actor || *trace.steps[k].actor == ActorName(expect->CurrentPlayer())))
      for (Action a : expect->LegalActions()) legal = legal || expect->ActionToString(a) == trace.steps[k].action;
    if (legal) expect->ApplyActionText(trace.steps[k].action);
    else diverged = static_cast<int>(k);
  }
  PROP_REQUIRE(r.diverged_at == diverged, "{}: re-read stops at step {}, expected {} ({})", Where(*s), r.diverged_at,
               diverged, r.why);
  RC_ASSERT((diverged < 0) == r.why.empty());
  PROP_REQUIRE(r.state->Hash() == expect->Hash() && r.state->History() == expect->History(),
               "{}: re-read ends in another state", Where(*s));
  RC_ASSERT(r.state->context().settings == expect->context().settings);
}

RC_BOOST_PROP(same_seed_same_game, ()) {
  const GameConfig config = *GenConfig();
  PlayoutOptions options;
  options.seed = *GenSeed();
  auto a = Playout(MakeContext(config), options);  // separate contexts: nothing shared but the config
  auto b = Playout(MakeContext(config), options);
  RC_ASSERT(a.state->History() == b.state->History());
  RC_ASSERT(a.state->HistoryActors() == b.state->HistoryActors());
  RC_ASSERT(a.state->Hash() == b.state->Hash());
  RC_ASSERT(a.state->ToJson() == b.state->ToJson());
  RC_ASSERT(a.state->RuleCounts() == b.state->RuleCounts());
  // Two games of the same seed played in lockstep, one action each in turn: hidden shared state (a
  // static counter, a shared cache) shows up as a divergence.
  auto c = NewGame(config), d = NewGame(config);
  Rng rng_c(options.seed), rng_d(options.seed);
  const int cap = DeclaredMaxLength(c->context());
  auto next = [](State& s, Rng& rng) {
    const auto legal = s.LegalActions();
    PROP_REQUIRE(!legal.empty(), "{}: no legal action", Where(s));
    s.ApplyLegalAction(s.IsChance() ? SampleChance(s.ChanceOutcomes(), rng) : legal[rng.Below(legal.size())]);
  };
  while (!c->IsTerminal() && c->Step() < cap) {
    RC_ASSERT(!d->IsTerminal());
    next(*c, rng_c);
    next(*d, rng_d);
    PROP_REQUIRE(c->Hash() == d->Hash(), "{}: two games of one seed played in lockstep diverged", Where(*c));
  }
  RC_ASSERT(d->IsTerminal() == c->IsTerminal());
}

RC_BOOST_PROP(resampled_hidden_information_is_indistinguishable, ()) {
  const Reach reach = *GenReach();
  const std::uint64_t seed = *GenSeed();
  auto s = ReachState(reach).state;
  bool changed = false;
  for (int p = 0; p < s->NumPlayers(); ++p) {
    auto r = s->ResampleHidden(p, seed);
    PROP_REQUIRE(r->ObservationJson(p) == s->ObservationJson(p),
                 "{}: player {} can tell the resample apart (patch from the original observation): {}", Where(*s), p,
                 Json::diff(s->ObservationJson(p), r->ObservationJson(p)).dump());
    auto violations = r->CheckInvariants();
    PROP_REQUIRE(violations.empty(), "{}: resample for player {} breaks invariants:{}", Where(*s), p, Describe(violations));
    if (s->CurrentPlayer() == p)
      PROP_REQUIRE(r->LegalActions() == s->LegalActions(), "{}: resampling changed player {}'s own legal actions",
                   Where(*s), p);
    changed = changed || r->ToJson() != s->ToJson();
  }
  RC_CLASSIFY(changed, "resample changed the full state");
  RC_CLASSIFY(!changed, "resample left the full state as it was");
}

// A game whose observations hide something must be able to resample it; otherwise the property above
// compares a state with itself and proves nothing.
BOOST_AUTO_TEST_CASE(resampling_changes_hidden_information_somewhere) {
  for (const GameInfo* info : props::GamesUnderTest()) {
    for (int players = info->min_players; players <= info->max_players; ++players) {
      GameConfig config{info->name, players, {}};
      int hiding = 0, changed = 0;
      for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        int step = 0;
        Walk(config, seed, 0, [&](const State& s) {
          // Every 3rd step, shifted by the seed: over the 20 seeds every step of a short game is looked at.
          if ((step++ + seed) % 3 != 0 || !HidesSomething(s)) return;
          ++hiding;
          for (int p = 0; p < s.NumPlayers(); ++p)
            changed += s.ResampleHidden(p, SubSeed(seed, step))->ToJson() != s.ToJson();
        });
      }
      BOOST_TEST_MESSAGE(fmt::format("{} ({} players): {} states hide something, {} resamples changed the state",
                                     info->name, players, hiding, changed));
      if (hiding > 0)
        BOOST_TEST(changed > 0, info->name << " with " << players
                                           << " players hides information but ResampleHidden never changed a state");
    }
  }
}

// ---- the fuzz decoder (model/analysis/fuzz_decode.h) -------------------------------------------------

BOOST_AUTO_TEST_CASE(fuzz_bytes_take_bytes_from_the_end_like_fuzzed_data_provider) {
  const std::uint8_t bytes[] = {0x01, 0x02, 0x03, 0x04};
  FuzzBytes in(bytes, sizeof bytes);
  BOOST_TEST(in.ConsumeIntegralInRange<std::size_t>(0, 0) == 0u);  // one alternative: no byte used
  BOOST_TEST(in.remaining_bytes() == 4u);
  BOOST_TEST(in.ConsumeIntegralInRange<std::size_t>(0, 255) == 0x04u);       // last byte
  BOOST_TEST(in.ConsumeIntegralInRange<std::size_t>(0, 65535) == 0x0302u);   // 03 taken first: high byte
  BOOST_TEST(in.ConsumeIntegralInRange<std::size_t>(10, 12) == 10u + 0x01u % 3u);
  BOOST_TEST(in.remaining_bytes() == 0u);
  BOOST_TEST(in.ConsumeIntegralInRange<std::size_t>(5, 9) == 5u);  // exhausted: the minimum
  BOOST_TEST(in.ConsumeIntegralInRange<int>(-3, 3) == -3);
}

BOOST_AUTO_TEST_CASE(fuzz_decoder_reads_an_empty_input_as_the_default_configuration) {
  for (const GameInfo* info : props::GamesUnderTest()) {
    FuzzDecodeOptions options;
    options.game = info->name;
    auto result = DecodeFuzzInput(nullptr, 0, options);
    BOOST_TEST(result.config.players == info->default_players);
    for (const Interpretation& in : info->interpretations)
      BOOST_TEST(result.config.settings.at(in.id) == in.default_reading);
    BOOST_TEST(result.violations.empty(), DescribeFuzzResult(result));
  }
}

RC_BOOST_PROP(fuzz_decoder_plays_legal_deterministic_checked_games, ()) {
  auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(rc::gen::arbitrary<std::uint8_t>());
  // The game byte is the last one (bytes are read from the end): any bytes, then a registered game's fuzz id
  // (a byte that is no game's id plays nothing: properties/unit/fuzz_stable_ids_tests.cc).
  const GameInfo* game = *rc::gen::elementOf(Registry::Instance().All());
  RC_PRE(game->fuzz_id >= 0);
  bytes.push_back(static_cast<std::uint8_t>(game->fuzz_id));
  auto a = DecodeFuzzInput(bytes.data(), bytes.size());
  RC_ASSERT(a.state != nullptr);
  RC_ASSERT(a.config.game == game->name);
  PROP_REQUIRE(a.violations.empty(), "{}", DescribeFuzzResult(a));
  const GameInfo& info = Registry::Instance().Get(a.config.game);
  RC_ASSERT(a.config.players >= info.min_players);
  RC_ASSERT(a.config.players <= info.max_players);
  RC_ASSERT(a.config.settings.size() == info.interpretations.size() + info.parameters.size());
  auto b = DecodeFuzzInput(bytes.data(), bytes.size());
  RC_ASSERT(b.state->History() == a.state->History());
  // Every decoded action was legal where it was taken: the validating path accepts the whole history.
  auto replay = NewGame(a.config);
  for (Action act : a.state->History()) replay->ApplyAction(act);
  RC_ASSERT(replay->Hash() == a.state->Hash());
  RC_ASSERT((a.stop != FuzzStop::kTerminal) || a.state->IsTerminal());
  RC_CLASSIFY(a.stop == FuzzStop::kTerminal, "decoded to the end of the game");
  // A repeat stop names a real repeat: replaying, the final position was first reached at repeat_first.
  if (a.stop == FuzzStop::kRepeat) {
    RC_ASSERT(info.position_key != nullptr);
    auto r = NewGame(a.config);
    std::string first, last;
    for (Action act : a.state->History()) {
      if (r->Step() == a.repeat_first) info.position_key(*r, first);
      r->ApplyAction(act);
    }
    info.position_key(*r, last);
    RC_ASSERT(!first.empty());
    RC_ASSERT(first == last);
  }
}

// EncodeFuzzInput is the decoder's inverse: a random configuration and a random line of play (chance
// included) encode to bytes that decode to the same configuration and begin with the same actions, with the
// game fixed by the options or chosen by the bytes.
RC_BOOST_PROP(fuzz_encoder_inverts_the_decoder, ()) {
  const GameInfo* info = *rc::gen::elementOf(props::GamesUnderTest());
  const GameConfig config = *props::GenConfigFor(*info);
  auto s = NewGame(config);
  Rng rng(*props::GenSeed());
  const int steps = *rc::gen::inRange(0, 300);
  for (int i = 0; i < steps && !s->IsTerminal(); ++i) {
    const std::vector<Action> legal = s->LegalActions();
    s->ApplyLegalAction(legal[rng.Below(legal.size())]);
  }
  const std::vector<Action> line = s->History();
  for (bool fixed : {true, false}) {
    const std::vector<std::uint8_t> bytes = EncodeFuzzInput(config, line, fixed);
    FuzzDecodeOptions o;
    if (fixed) o.game = info->name;
    o.check = false;
    o.detect_repeats = false;
    const FuzzDecodeResult d = DecodeFuzzInput(bytes.data(), bytes.size(), o);
    RC_ASSERT(d.config.game == info->name);
    RC_ASSERT(d.config.players == s->NumPlayers());
    RC_ASSERT(d.config.settings == s->context().settings);
    const std::vector<Action> got = d.state->History();
    RC_ASSERT(got.size() >= line.size());
    RC_ASSERT(std::equal(line.begin(), line.end(), got.begin()));
  }
}

// Last in the suite: how many generated configurations each game got (the per-game CTest entries run one
// game each; a run over all games shares the cases out at random), and none went without.
BOOST_AUTO_TEST_CASE(every_game_under_test_got_cases) {
  std::uint64_t total = 0;
  std::string line;
  for (const auto& [game, n] : props::CasesPerGame()) {
    total += n;
    line += fmt::format("{}{} {}", line.empty() ? "" : ", ", game, n);
  }
  if (total == 0) return;  // run alone (--run_test=generic/every_game_under_test_got_cases): nothing to count
  BOOST_TEST_MESSAGE("generic suite: configurations generated per game: " << line);
  for (const GameInfo* info : props::GamesUnderTest())
    BOOST_TEST(props::CasesPerGame()[info->name] > 0u, info->name << " got no generated case in the generic suite");
}

BOOST_AUTO_TEST_SUITE_END()
