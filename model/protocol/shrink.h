// Shrinking a failing case to a minimal trace: delta debugging (ddmin) over its action list. A candidate
// drops one chunk of actions; it is kept only if the reference still accepts every action in order and
// the engine still diverges the same way (same kind). Chunks halve until single actions, within a
// budget of engine runs and seconds.
#pragma once
#include <functional>
#include <optional>

#include "model/protocol/lockstep.h"

namespace peerage::protocol {

struct ShrinkOptions {
  double seconds = 20;  // wall-clock budget
  int max_runs = 400;   // engine runs budget
};

struct ShrinkResult {
  Case shrunk;            // actions: exactly the divergence's `needed` prefix
  Divergence divergence;  // as observed on `shrunk`
  int runs = 0;           // candidates played on the engine
  bool exhausted = false; // stopped by the budget rather than at a 1-minimal list
};

// Plays a candidate on the engine under test; its divergence, or nullopt if it passes.
using CaseRunner = std::function<std::optional<Divergence>(const Case&)>;

ShrinkResult Shrink(const Case& failing, const Divergence& divergence, const CaseRunner& run,
                    const ShrinkOptions& options);

}  // namespace peerage::protocol
