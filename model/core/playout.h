// Playing games out: random (or policy-driven) playouts, used by the CLI, properties, bench and reports.
#pragma once
#include <functional>
#include <memory>

#include "model/core/rng.h"
#include "model/core/state.h"

namespace peerage {

// Chooses a player action among `legal` (non-empty). Chance is always sampled by its probabilities.
using Policy = std::function<Action(const State&, const std::vector<Action>& legal, Rng&)>;

struct PlayoutOptions {
  std::uint64_t seed = 1;
  int max_steps = 0;       // 0: the game's declared maximum length
  bool validate = false;   // apply through the validating path (slower)
  Policy policy;           // empty: uniform random
};

enum class PlayoutEnd {
  kTerminal,  // the game ended
  kOverran,   // hit max_steps before a terminal state (a livelock candidate)
  kDeadlock,  // a non-terminal state with no legal action
};

struct PlayoutResult {
  std::unique_ptr<State> state;  // final state
  PlayoutEnd end = PlayoutEnd::kTerminal;
  bool overran() const { return end == PlayoutEnd::kOverran; }
};

PlayoutResult Playout(std::shared_ptr<const GameContext> context, const PlayoutOptions& options);
// Continues an existing state in place.
PlayoutEnd PlayoutFrom(State& state, const PlayoutOptions& options);

int DeclaredMaxLength(const GameContext& context);

}  // namespace peerage
