#include "model/core/perft.h"

namespace peerage {

std::uint64_t Perft(const State& state, int depth) {
  if (depth == 0) return 1;
  std::vector<Action> legal = state.LegalActions();
  if (depth == 1) return legal.size();
  std::uint64_t total = 0;
  for (Action a : legal) {
    auto child = state.Clone();
    child->ApplyLegalAction(a);
    total += Perft(*child, depth - 1);
  }
  return total;
}

std::vector<std::pair<std::string, std::uint64_t>> PerftDivide(const State& state, int depth) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  if (depth < 1) return out;
  for (Action a : state.LegalActions()) {
    auto child = state.Clone();
    child->ApplyLegalAction(a);
    out.emplace_back(state.ActionToString(a), Perft(*child, depth - 1));
  }
  return out;
}

}  // namespace peerage
