// `peerage conform --bench`: throughput through the protocol, measured two ways, neither ever asserted
// in a test. In lockstep: random playouts of the reference played on the engine with the comparisons of
// the options (what conform does); a case that diverges is re-synchronised from the reference's state and
// goes on (as far as it could, if the engine cannot load states), and the result says how many did. Alone: random playouts through the engine's own legal lists, no reference (the engine's
// and the protocol's own speed, also for an engine that does not conform yet).
#pragma once
#include <cstdint>
#include <string>

#include "model/protocol/conform.h"

namespace peerage::protocol {

struct BenchResult {
  // Lockstep (case generation excluded).
  double seconds = 0;
  std::uint64_t games = 0, actions = 0, requests = 0;
  std::uint64_t diverged = 0;  // games that diverged (re-synchronised from the reference's state and played on)
  std::uint64_t resyncs = 0;    // re-synchronisations (a game stops at a divergence the engine cannot be re-synchronised after)
  std::string first_divergence;  // "random#3 at step 12: legal: ..." (empty if none)
  // CPU seconds spent in lockstep by the runner and by the engine process (what the throughput would be
  // on otherwise idle cores: the two run in parallel, so the busier one bounds it). Negative: unknown.
  double runner_cpu = -1, engine_cpu = -1;
  // Alone.
  double alone_seconds = 0;
  std::uint64_t alone_games = 0, alone_actions = 0, alone_requests = 0;
  std::uint64_t alone_cut = 0;  // games ended early: the engine refused its own action or overran the step bound
};

// Lockstep for `seconds`, then the engine alone for `seconds`. Throws peerage::Error for bad options and
// EngineFault if the engine fails.
BenchResult Bench(const ConformOptions& options, double seconds);

}  // namespace peerage::protocol
