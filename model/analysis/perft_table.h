// Perft reference tables (corpus/perft/<game>.json): positions and their node counts per depth, as data
// read by an in-process test and by `peerage perft --check`.
//
//   {"game": "dueling-nobles",
//    "positions": [
//      {"name": "initial", "players": 2, "interpretations": {}, "counts": [6, 36, 216],
//       "derivation": "how the counts were obtained/checked"},
//      {"name": "first turn", "trace": "corpus/golden/dn-seed1.trace.json", "steps": 40, "counts": [...]}
//    ]}
// A position is the initial state of (game, players, interpretations), or the state after the first
// `steps` actions of a trace (all of them if "steps" is absent); paths are relative to the repository.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/core/state.h"

namespace peerage {

struct PerftPosition {
  std::string name;
  std::unique_ptr<State> state;
  std::vector<std::uint64_t> counts;  // counts[d-1] = perft(depth d)
};

struct PerftMismatch {
  std::string position;
  int depth = 0;
  std::uint64_t expected = 0, actual = 0;
  // Perft divide at the mismatching depth: first action and count below it (to localise).
  std::vector<std::pair<std::string, std::uint64_t>> divide;
};

// Loads a table; `root` is the directory trace paths are relative to. Throws ParseError naming the file.
std::vector<PerftPosition> LoadPerftTable(const std::string& path, const std::string& root);
// Checks every position up to `max_depth` (0: all listed depths); returns the mismatches.
std::vector<PerftMismatch> CheckPerftTable(const std::vector<PerftPosition>& table, int max_depth = 0);

}  // namespace peerage
