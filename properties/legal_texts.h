// A state's legal actions as their canonical texts, sorted: what hand-written tests compare with the
// actions a table would offer (the list is written out by hand in the test).
#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include "model/core/state.h"

namespace peerage::props {

inline std::vector<std::string> SortedLegalTexts(const State& s) {
  std::vector<std::string> out;
  for (Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace peerage::props
