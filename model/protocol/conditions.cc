#include "model/protocol/conditions.h"

#include <algorithm>

namespace peerage::protocol {

bool IsDecision(const Divergence& d) {
  return d.kind == "legal" || d.kind == "actor" || d.kind == "probabilities" || d.kind == "loading";
}

bool HasCondition(const Divergence& d) { return !d.fault && d.kind != "schema" && d.kind != "perft"; }

Case ConditionCase(const Case& c, const Divergence& d) {
  const int step = std::clamp(d.step, 0, static_cast<int>(c.actions.size()));
  const int at = IsDecision(d) ? step : std::max(step - 1, 0);
  auto position = CaseStart(c);
  for (int t = 0; t < at; ++t) position->ApplyActionText(c.actions[static_cast<std::size_t>(t)]);
  Case out = c;
  out.name = c.name + " (condition)";
  out.start = std::make_shared<const Json>(PublicStart(*position));
  out.actions.assign(c.actions.begin() + at, c.actions.begin() + step);
  out.compare_start = IsDecision(d);
  return out;
}

std::string WithCondition(const std::vector<std::string>& condition, const std::string& text) {
  if (condition.empty()) return text;
  std::string s = "where ";
  for (std::size_t k = 0; k < condition.size(); ++k)
    s += (k == 0 ? "" : k + 1 == condition.size() ? " and " : ", ") + condition[k];
  return s + ": " + text;
}

}  // namespace peerage::protocol
