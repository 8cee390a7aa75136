// Does a one-player game always end? A breadth-first search over every action (the player's choices and
// every chance outcome of positive probability) from a fixed state, looking for
//  - a loop: a state that comes back on one line of play (by a caller-given key that leaves out the
//    engine's own cut-off counters, e.g. a turn counter), so the player can make the game go round
//    forever (with positive probability where chance is involved);
//  - an overrun: a line of play on which the engine records a kLivelock finding (it cut play off at a
//    bound) or which exceeds `max_depth` actions.
// Breadth-first, so the first overrun found is a shortest one, and a loop is reported as the shortest
// path to the first state (in breadth-first order) found to close a loop on its own search-tree path,
// followed by that loop. Bounded by `max_nodes`; `exhausted` says whether every reachable state was seen
// (then "no loop" is a proof for this start state).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/analysis/solitaire_search.h"

namespace peerage {

struct LoopSearchOptions {
  std::uint64_t max_nodes = 20000;  // distinct states expanded
  int max_depth = 0;                // actions from the start; 0: the game's declared maximum length
  StateKeyFn key;                   // empty: SearchKeyFor(info) (then only exact repeats count)
  // true: only a line that comes back to the start state counts as a loop, and the first one found is a
  // shortest way round (breadth-first); used to shorten a loop found by other means.
  bool back_to_start = false;
};

struct LoopWitness {
  std::vector<Action> actions;  // from the start state: the path to the loop's state, then the loop
  std::size_t loop_start = 0;   // actions[loop_start..] lead from the repeated state back to it
  std::string detail;
};

struct LoopSearchResult {
  bool exhausted = false;
  std::uint64_t nodes = 0;
  int depth = 0;  // deepest level expanded
  std::optional<LoopWitness> loop;
  std::optional<LoopWitness> overrun;  // loop_start = actions.size()
};

LoopSearchResult SearchLoop(const State& start, const LoopSearchOptions& options);

}  // namespace peerage
