// Perft: count action sequences (chance outcomes included, each a branch) of an exact length.
// A terminal state reached before the depth contributes nothing, as in chess perft.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/core/state.h"

namespace peerage {

std::uint64_t Perft(const State& state, int depth);
// Per first action (canonical text, in legal order), the perft count below it at depth-1.
std::vector<std::pair<std::string, std::uint64_t>> PerftDivide(const State& state, int depth);

}  // namespace peerage
