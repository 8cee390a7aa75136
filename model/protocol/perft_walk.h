// Perft through the protocol: the engine under test counts action sequences by being walked — legal
// actions at a node, apply to descend, a fresh new_game plus the path to go back up (the protocol has no
// undo). The walk runs beside the reference tree, so besides the counts per depth and per first action
// (perft divide) it records the first node, in walk order, whose legal action sets differ.
#pragma once
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/protocol/lockstep.h"

namespace peerage::protocol {

struct PerftWalk {
  std::vector<std::uint64_t> counts;  // counts[d-1]: the engine's perft at depth d
  // Per first action (engine's order): counts[d-1] = sequences of length d starting with it.
  std::vector<std::pair<std::string, std::vector<std::uint64_t>>> divide;
  // The first node whose legal action sets differ: its path from the position, and the difference.
  std::optional<std::vector<std::string>> mismatch_path;
  std::vector<std::string> mismatch;
  std::uint64_t nodes = 0;  // nodes whose legal actions were asked
  bool complete = true;     // false: the deadline passed before the walk finished (counts are partial)
  std::optional<ErrorInfo> declined;  // the engine refused the position's new_game (bad-config, bad-state)
};

// Walks the engine from the position `c` describes (config, start, actions) to `depth`, giving up when
// `deadline` (if any) passes. Throws EngineFault; a case the reference cannot play throws peerage::Error.
PerftWalk WalkPerft(RemoteEngine& engine, const Case& c, int depth,
                    std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);

// Readable lines for a count mismatch at `depth`: the per-first-action counts that differ between the
// reference's divide and the engine's.
std::vector<std::string> DivideDiff(const State& position, const PerftWalk& walk, int depth);

}  // namespace peerage::protocol
