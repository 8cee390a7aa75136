// Many seeded playouts of one game configuration, summarised: lengths, outcomes, scores, rule coverage,
// findings with witnesses. Deterministic for a given seed and count (timings are kept apart).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "model/core/playout.h"
#include "model/core/trace.h"

namespace peerage {

// A finding seen during a run, deduplicated by (kind, rules, interpretation), with the shortest witness
// found: the trace up to and including the action that produced it.
struct FindingSummary {
  Finding first;          // as recorded in the witness game
  std::uint64_t count = 0;  // occurrences across the run
  std::uint64_t games = 0;  // games in which it occurred at least once
  Trace witness;
};

struct PlayStats {
  std::string game;
  int players = 0;
  std::map<std::string, std::string> settings;
  std::uint64_t seed = 0;
  std::uint64_t games = 0;
  std::uint64_t terminal = 0, overran = 0, deadlocked = 0;
  std::uint64_t actions = 0, chance_actions = 0;
  std::map<int, std::uint64_t> lengths;  // game length (actions) -> games
  // Outcome (OutcomeKey): "p0" sole winner, "shared:p0+p2" shared win, "draw", "solo".
  std::map<std::string, std::uint64_t> outcomes;
  std::vector<std::map<std::int64_t, std::uint64_t>> scores;  // per seat: score -> games
  // Wins (sole or shared) of the player who took the first turn vs games with a known first player.
  std::uint64_t first_player_wins = 0, first_player_games = 0;
  std::vector<std::uint64_t> rule_counts;  // per rule index of the game
  std::vector<FindingSummary> findings;    // in order of first appearance
  double seconds = 0;                      // wall time (not part of any report: varies by machine)
};

struct PlayOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 100;
  int max_steps = 0;  // 0: the declared maximum
  Policy policy;      // empty: uniform random
  // Called every so often with (games done, games total) for progress displays.
  std::function<void(std::uint64_t, std::uint64_t)> progress;
};

PlayStats RunPlayouts(std::shared_ptr<const GameContext> context, const PlayOptions& options);

// The trace of the first `steps` actions of `state`'s history (from its start state).
Trace PrefixTrace(const State& state, int steps, const std::string& note);

// The player who took the first turn of the game, or -1 if unknown (not reached).
int FirstPlayer(const State& state);

// "p0" sole winner, "shared:p0+p2" a shared win (every player ranked first is a shared win too, unless the
// game calls it a draw: State::IsDraw), "draw", "solo" for a one-player game (no winner to name).
std::string OutcomeKey(const State& terminal);

}  // namespace peerage
