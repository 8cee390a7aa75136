#include "model/protocol/shrink.h"

#include <algorithm>
#include <chrono>

namespace peerage::protocol {

ShrinkResult Shrink(const Case& failing, const Divergence& divergence, const CaseRunner& run,
                    const ShrinkOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(options.seconds));
  ShrinkResult result;
  result.shrunk = failing;
  result.divergence = divergence;
  auto& actions = result.shrunk.actions;
  actions.resize(std::min<std::size_t>(actions.size(), static_cast<std::size_t>(std::max(divergence.needed, 0))));
  std::size_t parts = 2;
  while (!actions.empty()) {
    const std::size_t len = actions.size();
    parts = std::min(parts, len);
    const std::size_t chunk = (len + parts - 1) / parts;
    bool improved = false;
    for (std::size_t from = 0; from < len && !improved; from += chunk) {
      Case candidate = result.shrunk;
      auto first = candidate.actions.begin() + static_cast<std::ptrdiff_t>(from);
      candidate.actions.erase(first, first + static_cast<std::ptrdiff_t>(std::min(chunk, len - from)));
      if (!ValidInReference(candidate)) continue;
      if (result.runs >= options.max_runs || Clock::now() >= deadline) {
        result.exhausted = true;
        return result;
      }
      ++result.runs;
      std::optional<Divergence> d = run(candidate);
      if (d && d->kind == result.divergence.kind) {
        candidate.actions.resize(std::min<std::size_t>(candidate.actions.size(), static_cast<std::size_t>(d->needed)));
        result.shrunk = std::move(candidate);
        result.divergence = std::move(*d);
        improved = true;
      }
    }
    if (improved) {
      parts = std::max<std::size_t>(parts - 1, 2);
      continue;
    }
    if (chunk == 1) break;
    parts = std::min(parts * 2, len);
  }
  return result;
}

}  // namespace peerage::protocol
