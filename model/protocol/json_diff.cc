#include "model/protocol/json_diff.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <fmt/format.h>

#include "model/core/narrator.h"

namespace peerage::protocol {
namespace {


bool Structured(const Json& j) { return j.is_object() || j.is_array(); }

// Two lists that differ: where they first differ, then what each holds that the other does not.
void ListDiff(const Json& a, const Json& b, const std::string& at, std::vector<std::string>& out, std::size_t limit) {
  const std::string p = at.empty() ? "/" : at;
  size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  auto at_index = [](const Json& list, size_t k) { return k < list.size() ? Dump(list[k]) : std::string("(end of list)"); };
  out.push_back(p + ": first differing index " + std::to_string(i) + ": reference " + at_index(a, i) + ", engine " +
                at_index(b, i) + " (" + std::to_string(a.size()) + " elements in reference, " +
                std::to_string(b.size()) + " in engine)");
  std::map<std::string, int> count;  // reference minus engine, by element text
  for (const Json& x : a) ++count[Dump(x)];
  for (const Json& x : b) --count[Dump(x)];
  bool any = false;
  for (const Json& x : a) {  // what only the reference holds, in its order
    std::string t = Dump(x);
    if (count[t] > 0 && out.size() < limit) out.push_back(p + ": only in reference: " + t), --count[t], any = true;
  }
  for (const Json& x : b) {  // what only the engine holds, in its order
    std::string t = Dump(x);
    if (count[t] < 0 && out.size() < limit) out.push_back(p + ": only in engine: " + t), ++count[t], any = true;
  }
  if (!any && out.size() < limit) out.push_back(p + ": same elements in another order");
}

void Diff(const Json& a, const Json& b, const std::string& at, std::vector<std::string>& out, std::size_t limit) {
  if (out.size() >= limit) return;
  if (a.is_object() && b.is_object()) {
    std::set<std::string> keys;
    for (const auto& [k, _] : a.items()) keys.insert(k);
    for (const auto& [k, _] : b.items()) keys.insert(k);
    for (const std::string& k : keys) {
      std::string p = at + "/" + PointerToken(k);
      auto ia = a.find(k), ib = b.find(k);
      if (ia == a.end()) out.push_back(p + ": only in engine, " + Dump(*ib));
      else if (ib == b.end()) out.push_back(p + ": only in reference, " + Dump(*ia));
      else Diff(*ia, *ib, p, out, limit);
      if (out.size() >= limit) return;
    }
    return;
  }
  if (a.is_array() && b.is_array()) {
    if (a == b) return;
    bool structured = a.size() == b.size() && std::all_of(a.begin(), a.end(), Structured) &&
                      std::all_of(b.begin(), b.end(), Structured);
    if (!structured) return ListDiff(a, b, at, out, limit);
    for (size_t i = 0; i < a.size() && out.size() < limit; ++i) Diff(a[i], b[i], at + "/" + std::to_string(i), out, limit);
    return;
  }
  if (a != b) out.push_back((at.empty() ? "/" : at) + ": reference " + Dump(a) + ", engine " + Dump(b));
}


}  // namespace

std::vector<std::string> CompareJson(const Json& reference, const Json& engine, const std::vector<std::string>& fields,
                                     const std::string& prefix) {
  std::vector<std::string> out;
  if (fields.empty()) {
    if (reference == engine) return out;
    Diff(reference, engine, "", out, 12);
  } else {
    for (const std::string& f : fields) {
      Json::json_pointer p(f);  // validated by the caller that accepted the options
      bool in_ref = reference.contains(p), in_eng = engine.contains(p);
      if (!in_ref && !in_eng) continue;
      if (!in_eng) out.push_back(f + ": only in reference, " + Dump(reference.at(p)));
      else if (!in_ref) out.push_back(f + ": only in engine, " + Dump(engine.at(p)));
      else Diff(reference.at(p), engine.at(p), f, out, 12);
    }
  }
  for (auto& line : out) line = prefix + line;
  return out;
}

std::vector<std::string> LegalDiff(const std::vector<std::string>& reference, const std::vector<std::string>& engine) {
  std::set<std::string> ref(reference.begin(), reference.end()), eng;
  std::vector<std::string> missing, extra, twice, out;
  for (const auto& a : engine)
    if (!eng.insert(a).second) twice.push_back(a);
  for (const auto& a : reference)
    if (!eng.count(a)) missing.push_back(a);
  for (const auto& a : engine)
    if (!ref.count(a) && std::find(extra.begin(), extra.end(), a) == extra.end()) extra.push_back(a);
  if (!missing.empty()) out.push_back("missing in engine: " + fmt::format("{}", fmt::join(missing, ", ")));
  if (!extra.empty()) out.push_back("extra in engine: " + fmt::format("{}", fmt::join(extra, ", ")));
  if (!twice.empty()) out.push_back("listed more than once by engine: " + fmt::format("{}", fmt::join(twice, ", ")));
  return out;
}

std::vector<std::string> JsonDiff(const Json& reference, const Json& engine, std::size_t limit) {
  std::vector<std::string> out;
  Diff(reference, engine, "", out, limit);
  return out;
}


}  // namespace peerage::protocol
