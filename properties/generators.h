// RapidCheck generators for the property suites, in one place, and readable counterexamples.
//
// Everything is generated from the registry, so a game added later is covered with no change here:
//   GenConfig()  a registered game, a player count in its range, each interpretation a random reading
//                (shrinks towards the first game, the fewest players and each default reading);
//   GenSeed()    a playout seed;
//   GenReach()   a recipe for a reachable state: config + seed + how far into that seed's random game
//                (per mille of its length), played by peerage::Playout / PlayoutFrom with max_steps.
// A recipe (not a State) is what RapidCheck holds, shrinks and prints: showValue(Reach) replays it and
// prints the state as game, settings and the trace text (RecordTrace + WriteTrace).
#pragma once
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/core/trace.h"

namespace peerage {

// Counterexample text for a configuration (found by ADL from rc::show).
inline void showValue(const GameConfig& config, std::ostream& os) {
  os << config.game << " with " << config.players << " players";
  for (const auto& [id, reading] : config.settings) os << ", " << id << "=" << reading;
}

namespace props {

// The games the property suites run on: every registered game, or only the one named by the environment
// variable PEERAGE_GAME (the per-game CTest entries set it: ctest -L tudor). An unknown name is an error
// naming it, not a silently empty run.
inline std::vector<const GameInfo*> GamesUnderTest() {
  const char* only = std::getenv("PEERAGE_GAME");
  if (!only || !*only) return Registry::Instance().All();
  return {&Registry::Instance().Get(only)};
}

// Configurations generated per game by GenConfig (printed at the end of a run: how many cases each game got).
inline std::map<std::string, std::uint64_t>& CasesPerGame() {
  static std::map<std::string, std::uint64_t> counts;
  return counts;
}

// A configuration of `info`: a player count in its range, each interpretation at a random reading
// (shrinking towards the defaults).
inline rc::Gen<GameConfig> GenConfigFor(const GameInfo& info) {
  return rc::gen::exec([&info] {
    GameConfig config;
    config.game = info.name;
    config.players = *rc::gen::inRange(info.min_players, info.max_players + 1);
    for (const Interpretation& interp : info.interpretations) {
      const int n = static_cast<int>(interp.readings.size());
      int def = 0;
      for (int r = 0; r < n; ++r)
        if (interp.readings[r].id == interp.default_reading) def = r;
      const int k = *rc::gen::inRange(0, n);  // 0 (where shrinking goes) is the default reading
      config.settings[interp.id] = interp.readings[(def + k) % n].id;
    }
    return config;
  });
}

// A configuration of any game under test (GamesUnderTest).
inline rc::Gen<GameConfig> GenConfig() {
  return rc::gen::exec([] {
    const auto games = GamesUnderTest();  // empty: elementOf fails the property, as it should
    GameConfig config = *GenConfigFor(**rc::gen::elementOf(games));
    ++CasesPerGame()[config.game];
    return config;
  });
}

inline rc::Gen<std::uint64_t> GenSeed() { return rc::gen::arbitrary<std::uint64_t>(); }

// How to reach a state: the first (permille/1000) of the random game played with `seed`.
struct Reach {
  GameConfig config;
  std::uint64_t seed = 1;
  int permille = 0;  // 0: the initial state; 1000: the end of the playout (terminal unless it overran)
};

inline rc::Gen<Reach> GenReach() {
  return rc::gen::exec([] {
    Reach r;
    r.config = *GenConfig();
    r.seed = *GenSeed();
    r.permille = *rc::gen::inRange(0, 1001);
    return r;
  });
}

struct Reached {
  std::unique_ptr<State> state;
  std::vector<Action> game_actions;  // every action of the whole playout (legal somewhere in this game)
  int game_length = 0;
};

inline Reached ReachState(const Reach& r) {
  auto context = MakeContext(r.config);
  PlayoutOptions full;
  full.seed = r.seed;  // max_steps 0: bounded by the game's declared maximum length
  auto whole = Playout(context, full);
  Reached out;
  out.game_actions = whole.state->History();
  out.game_length = whole.state->Step();
  const int prefix = static_cast<int>(static_cast<std::int64_t>(out.game_length) * r.permille / 1000);
  out.state = NewGame(context);
  if (prefix > 0) {
    PlayoutOptions part;
    part.seed = r.seed;  // the same random stream: the same game, cut after `prefix` actions
    part.max_steps = prefix;
    PlayoutFrom(*out.state, part);
  }
  return out;
}

// The readable form of a state for counterexamples: game, settings, step, whose turn and the trace that
// reaches it (`peerage replay` shows the state it reaches).
inline std::string ShowState(const State& state) {
  std::string out = fmt::format("{} with {} players, step {}, to act: {}", state.info().name,
                                state.NumPlayers(), state.Step(),
                                state.IsTerminal() ? std::string("nobody (terminal)") : ActorName(state.CurrentPlayer()));
  for (const auto& [id, reading] : state.context().settings) out += fmt::format("\n  {}={}", id, reading);
  try {
    out += "\ntrace:\n" + WriteTrace(RecordTrace(state, false, "property counterexample"));
  } catch (const std::exception& e) {
    out += std::string("\n(trace unavailable: ") + e.what() + ")\n";
  }
  return out;
}

inline void showValue(const Reach& r, std::ostream& os) {
  os << "seed " << r.seed << ", " << r.permille << "/1000 of the playout, ";
  showValue(r.config, os);
  try {
    Reached reached = ReachState(r);
    os << " (game length " << reached.game_length << ")\n" << ShowState(*reached.state);
  } catch (const std::exception& e) {
    os << "\n(cannot replay: " << e.what() << ")";
  }
}

// Plays a random game (chance by its probabilities, players uniformly) from the initial state, calling
// visit(state) on every state reached, the initial and the last included. Stops at a terminal state or
// after max_steps actions (0: the declared maximum length).
template <typename Visit>
std::unique_ptr<State> Walk(const GameConfig& config, std::uint64_t seed, int max_steps, Visit&& visit) {
  auto state = NewGame(config);
  const int cap = max_steps > 0 ? max_steps : DeclaredMaxLength(state->context());
  Rng rng(seed);
  std::vector<Action> legal;
  visit(*state);
  while (!state->IsTerminal() && state->Step() < cap) {
    state->LegalActions(legal);
    const auto outcomes = state->ChanceOutcomes();
    // A non-terminal state without actions (or outcomes) ends the walk; the visitor has seen it.
    if (legal.empty() || (state->IsChance() && outcomes.empty())) break;
    const Action a = state->IsChance() ? SampleChance(outcomes, rng) : legal[rng.Below(legal.size())];
    state->ApplyLegalAction(a);
    visit(*state);
  }
  return state;
}

// Plays one random game (PlayoutFrom, one action per call, seeded per step) and calls
// check(pre, text, actor, post, state) after each action: pre/post are the "state" members of the
// canonical JSON before and after, text the action's canonical text, actor who took it. For per-game
// properties that compare a rule's effect on the state with the rule restated.
template <typename Check>
std::unique_ptr<State> StepWalk(const GameConfig& config, std::uint64_t seed, Check&& check) {
  auto state = NewGame(config);
  Json pre = state->ToJson().at("state");
  while (!state->IsTerminal()) {
    const int actor = state->CurrentPlayer();
    PlayoutOptions one;
    one.seed = SubSeed(seed, static_cast<std::uint64_t>(state->Step()));
    one.max_steps = state->Step() + 1;
    PlayoutFrom(*state, one);
    Json post = state->ToJson().at("state");
    check(pre, state->ActionToString(state->History().back()), actor, post, *state);
    pre = std::move(post);
  }
  return state;
}

}  // namespace props
}  // namespace peerage
