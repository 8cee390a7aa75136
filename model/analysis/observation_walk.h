// The observation walk: does an observer's view evolve the same way for every hidden state consistent
// with it? (Hidden information includes the shape of play: whose decision comes next, which phase follows.)
//
// WalkPair(s, j, ...) resamples s' = s.ResampleHidden(j, seed), which j cannot tell from s, and walks both
// in lockstep:
//   - j's own decision: j's legal actions must be the same in both (as texts); the same action is taken;
//   - another player's decision or chance: an action (outcome) a is picked in s; where the same text is
//     legal in s' it is applied there too, and then j's view must agree. Where it is not (an action or
//     card j cannot see, e.g. a draw into another hand), s' takes an action a' that leaves j with exactly
//     the view s·a gives j, the hidden counterpart of a. If s' has none, a revealed something s'
//     contradicts (a card played face up that s' does not hold): other picks are tried, then one is
//     played in s and s' is drawn afresh from s (what j knows now); that is not a leak.
// After every step j's view, who decides next (chance included) and the top-level phase/active fields
// must agree. A difference in other fields only, with the shape the same, is the rules showing j
// something (picks revealed together, a bag seen by a trader): not a failure; s' is drawn afresh.
//
// Used by the property suite observation_walk (properties/observation_walk_props.cc) and the fuzz target
// fuzz/observation_walk_fuzzer.cc.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"

namespace peerage {

// (Not "Divergence": peerage::Divergence is the differential search's, model/analysis/differential.h; two
// structs of one name in one namespace break the one-definition rule, and a binary linking both destroyed
// one with the other's destructor.)
struct WalkDivergence {
  // "own legal actions" | "next actor" | "observation and next actor" | "phase"; a reveal's:
  // "fields only (a reveal)" | "a public reveal (not a leak)"
  std::string kind;
  std::string signature;  // kind, action kind and folded differing paths: one signature per leak pattern
  std::string message;    // the readable counterexample
  int walk_step = 0;      // lockstep steps taken before it showed
  int prefix = 0;         // steps of the playout that reached the start state
};

struct WalkOutcome {
  std::optional<WalkDivergence> divergence;  // a difference in the shape of play: the property fails
  std::vector<WalkDivergence> reveals;       // fields only, the shape the same: the rules showed j something
  bool hidden_differs = false;           // the resample changed the full state (see tell_hidden_differs)
  int resyncs = 0;                       // fresh resamples after a reveal
  int steps = 0;
};

// Walks `start` and a resample for observer j (up to `steps` lockstep steps); the first divergence of the
// shape of j's view, if any. WalkOutcome::hidden_differs is filled in only with `tell_hidden_differs` (it
// costs two state JSONs). A divergence's message is a readable counterexample: game, readings,
// observer, the differing paths of j's view, who decides next in each, the walk in both states and what
// the hidden information differs in.
WalkOutcome WalkPair(const State& start, int j, std::uint64_t resample_seed, std::uint64_t walk_seed, int steps = 40,
                     bool tell_hidden_differs = true);

}  // namespace peerage
