// The findings hunt: shrinking the witnesses of findings the engines record, and searching playouts for
// what engines cannot see themselves — cycles (a state repeated on one path: the rules do not force
// progress), invariant violations, deadlocks.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "model/analysis/stats.h"

namespace peerage {

// Smallest action list (delta debugging, at most `budget` replays) that, replayed from `witness`'s start,
// still records a finding of the same kind, rules and interpretation; the witness is returned shrunk.
Trace ShrinkFindingWitness(const Trace& witness, const Finding& finding, std::uint64_t budget,
                           std::uint64_t* replays);
// Same for a deadlock witness: the replay must end in a non-terminal state without legal actions.
Trace ShrinkDeadlockWitness(const Trace& witness, std::uint64_t budget, std::uint64_t* replays);

struct HuntOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 20;  // playouts that hash every state and check invariants at every step
  int max_steps = 0;         // 0: the declared maximum
  std::uint64_t shrink_budget = 300;
};

struct HuntResult {
  std::uint64_t games = 0, steps = 0, replays = 0;
  std::vector<FindingSummary> findings;  // kind kLivelock (cycles) and kInvariant
};

// Hash of the position for loop detection: GameInfo::position_key, else the game's state JSON (without the
// kernel's step counter).
std::uint64_t PositionHash(const State& state);

HuntResult HuntCyclesAndInvariants(std::shared_ptr<const GameContext> context, const HuntOptions& options);

// Re-checks a loop witness (e.g. kept by the play fuzzer): replayed on the engine under its readings, its
// last position (GameInfo::position_key, else the state JSON) must have occurred earlier in it. Returns the
// kLivelock finding with the witness re-recorded, or nullopt when it no longer replays or does not come
// back (the engine changed). Throws Error for a trace of an unknown game or reading. A loop that applies a rule
// of an interpretation the witness plays under a non-default reading is that reading's (Finding::interpretation
// "id=reading"): reports tell it inside that interpretation's entry, not as a question of its own.
std::optional<FindingSummary> CheckLoopWitness(const Trace& witness);

}  // namespace peerage
