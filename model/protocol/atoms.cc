#include "model/protocol/atoms.h"

#include <map>
#include <set>
#include <fmt/format.h>

namespace peerage::protocol {
namespace {

std::string ActionKindOf(const std::string& action) { return action.substr(0, action.find_first_of(": ")); }

}  // namespace

std::vector<Divergence> SplitAtoms(Divergence d, const std::vector<std::string>& reference_texts) {
  if (d.kind == "loading") {  // one difference per field pattern the engine changes on loading
    std::map<std::string, std::vector<std::string>> by_field;
    std::vector<std::string> order;
    for (const std::string& line : d.details) {
      const std::string field = DifferingFields({line});
      if (by_field[field].empty()) order.push_back(field);
      by_field[field].push_back(line);
    }
    if (order.size() < 2) return {std::move(d)};
    std::vector<Divergence> out;
    for (const std::string& field : order) {
      Divergence a = d;
      a.details = by_field[field];
      out.push_back(std::move(a));
    }
    return out;
  }
  if (d.kind != "legal" || d.missing.size() + d.extra.size() < 2) return {std::move(d)};
  std::set<std::string> reference_kinds, engine_kinds;
  const std::set<std::string> missing(d.missing.begin(), d.missing.end());
  for (const std::string& a : reference_texts) {
    reference_kinds.insert(ActionKindOf(a));
    if (!missing.count(a)) engine_kinds.insert(ActionKindOf(a));
  }
  for (const std::string& a : d.extra) engine_kinds.insert(ActionKindOf(a));
  bool shared = false;
  for (const std::string& k : engine_kinds) shared |= reference_kinds.count(k) > 0;
  if (!shared) return {std::move(d)};  // another decision altogether
  // One atom per kind only one side offers, in the order: what is left out, then what is added.
  std::map<std::string, std::vector<std::string>> left_out, added;
  std::vector<std::string> order_out, order_added;
  for (const std::string& a : d.missing) {
    auto& v = left_out[ActionKindOf(a)];
    if (v.empty()) order_out.push_back(ActionKindOf(a));
    v.push_back(a);
  }
  for (const std::string& a : d.extra) {
    auto& v = added[ActionKindOf(a)];
    if (v.empty()) order_added.push_back(ActionKindOf(a));
    v.push_back(a);
  }
  if (order_out.size() + order_added.size() < 2) return {std::move(d)};
  std::vector<Divergence> out;
  auto atom = [&](std::vector<std::string> missing_part, std::vector<std::string> extra_part) {
    Divergence a = d;
    a.missing = std::move(missing_part), a.extra = std::move(extra_part);
    a.details.clear();
    if (!a.missing.empty()) a.details.push_back("missing in engine: " + fmt::format("{}", fmt::join(a.missing, ", ")));
    if (!a.extra.empty()) a.details.push_back("extra in engine: " + fmt::format("{}", fmt::join(a.extra, ", ")));
    a.summary = d.summary + ": " + (a.missing.empty() ? "'" + ActionKindOf(a.extra.front()) + "' actions added"
                                                       : "'" + ActionKindOf(a.missing.front()) + "' actions left out");
    out.push_back(std::move(a));
  };
  for (const std::string& k : order_out) atom(left_out[k], {});
  for (const std::string& k : order_added) atom({}, added[k]);
  return out;
}

}  // namespace peerage::protocol
