// Tudor board data: loads and validates data/tudor/board.json (see the file's "assumptions").
// Every error names the field: ParseError("columns.3", "must be 1-7").
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td {
namespace {

const Json& DataField(const Json& j, const std::string& where, const char* key) {
  if (!j.is_object() || !j.contains(key)) throw ParseError(where.empty() ? key : where + "." + key, "missing");
  return j.at(key);
}

int DataInt(const Json& v, const std::string& where, int lo, int hi) {
  if (!v.is_number_integer()) throw ParseError(where, "expected an integer");
  const auto x = v.get<std::int64_t>();
  if (x < lo || x > hi) throw ParseError(where, fmt::format("must be {}-{}", lo, hi));
  return static_cast<int>(x);
}

// {"2": n, "3": n, "4": n}
std::array<int, 5> PerCount(const Json& j, const std::string& where, int lo, int hi) {
  if (!j.is_object() || j.size() != 3) throw ParseError(where, "expected {\"2\": n, \"3\": n, \"4\": n}");
  std::array<int, 5> out{};
  for (int n = 2; n <= 4; ++n) out[n] = DataInt(DataField(j, where, std::to_string(n).c_str()), fmt::format("{}.{}", where, n), lo, hi);
  return out;
}

int ActionLetter(const Json& v, const std::string& where) {
  if (!v.is_string() || v.get<std::string>().size() != 1 || v.get<std::string>()[0] < 'A' || v.get<std::string>()[0] > 'F')
    throw ParseError(where, "expected an action letter A-F");
  return v.get<std::string>()[0] - 'A';
}

void Only(const Json& j, const std::string& where, std::initializer_list<const char*> keys) {
  if (!j.is_object()) throw ParseError(where.empty() ? "data" : where, "expected an object");
  for (const auto& [k, _] : j.items()) {
    bool ok = false;
    for (const char* a : keys) ok = ok || k == a;
    if (!ok) throw ParseError(where.empty() ? k : where + "." + k, "unknown field");
  }
}

}  // namespace

std::shared_ptr<const GameData> LoadBoard(const Json& j) {
  Only(j, "", {"source", "assumptions", "rows", "stairs_below", "columns", "chairs", "bench", "chambers", "fingers",
               "scenarios", "essentials", "focused_sets", "flexible_sets", "quest_prestige", "crowded_prestige", "ambassador_prestige", "garter"});
  auto d = std::make_shared<BoardData>();
  if (!DataField(j, "", "source").is_string()) throw ParseError("source", "expected a string");
  const Json& as = DataField(j, "", "assumptions");
  if (!as.is_array()) throw ParseError("assumptions", "expected a list of strings");
  for (size_t i = 0; i < as.size(); ++i)
    if (!as[i].is_string()) throw ParseError(fmt::format("assumptions[{}]", i), "expected a string");
  d->rows = DataInt(DataField(j, "", "rows"), "rows", 3, kMaxRows);
  d->stairs_below = DataInt(DataField(j, "", "stairs_below"), "stairs_below", 1, d->rows - 1);
  d->columns = PerCount(DataField(j, "", "columns"), "columns", 1, kMaxCols);
  d->chairs = PerCount(DataField(j, "", "chairs"), "chairs", 1, kMaxChairs);
  d->bench = PerCount(DataField(j, "", "bench"), "bench", 2, kMaxBench);
  const Json& ch = DataField(j, "", "chambers");
  if (!ch.is_array() || ch.size() != kChambers) throw ParseError("chambers", "expected three chambers");
  int seen = 0;
  for (int c = 0; c < kChambers; ++c) {
    const std::string w = fmt::format("chambers[{}]", c);
    if (!ch[c].is_array() || ch[c].size() != 2) throw ParseError(w, "expected two action letters");
    for (int k = 0; k < 2; ++k) {
      const int a = ActionLetter(ch[c][k], fmt::format("{}[{}]", w, k));
      if (seen & (1 << a)) throw ParseError(fmt::format("{}[{}]", w, k), "action offered by two chambers");
      seen |= 1 << a;
      d->chamber_actions[c][k] = a;
    }
  }
  if (seen != 0x3f) throw ParseError("chambers", "every action A-F must be offered by exactly one chamber");
  const Json& fi = DataField(j, "", "fingers");
  Only(fi, "fingers", {"A", "B", "C", "D", "E", "F"});
  for (int a = 0; a < 6; ++a) {
    const std::string key(1, static_cast<char>('A' + a)), w = "fingers." + key;
    const Json& list = DataField(fi, "fingers", key.c_str());
    if (!list.is_array() || list.empty() || list.size() > kFingers) throw ParseError(w, "expected 1-5 finger numbers");
    for (size_t i = 0; i < list.size(); ++i) {
      const int f = DataInt(list[i], fmt::format("{}[{}]", w, i), 0, kFingers - 1);
      if (d->finger_mask[a] & (1 << f)) throw ParseError(fmt::format("{}[{}]", w, i), "finger listed twice");
      d->finger_mask[a] |= static_cast<std::uint8_t>(1 << f);
    }
  }
  const Json& sc = DataField(j, "", "scenarios");
  if (!sc.is_array() || sc.size() != kNumScenario) throw ParseError("scenarios", "expected five scenario cards");
  for (int s = 0; s < kNumScenario; ++s) {
    const std::string w = fmt::format("scenarios[{}]", s);
    Only(sc[s], w, {"name", "rounds", "courtiers"});
    if (!DataField(sc[s], w, "name").is_string()) throw ParseError(w + ".name", "expected a string");
    d->rounds[s] = PerCount(DataField(sc[s], w, "rounds"), w + ".rounds", 1, 8);
    const Json& co = DataField(sc[s], w, "courtiers");
    if (!co.is_array() || co.size() != 2) throw ParseError(w + ".courtiers", "expected [first round, later rounds]");
    for (int k = 0; k < 2; ++k) d->courtiers[s][k] = DataInt(co[k], fmt::format("{}.courtiers[{}]", w, k), 0, 2);
  }
  const Json& es = DataField(j, "", "essentials");
  Only(es, "essentials", {"removed", "value"});
  for (const char* key : {"removed", "value"}) {
    const Json& list = DataField(es, "essentials", key);
    const std::string w = std::string("essentials.") + key;
    if (!list.is_array() || list.size() != kFactions) throw ParseError(w, "expected seven numbers (one per faction)");
    for (int f = 0; f < kFactions; ++f) {
      const std::string wf = fmt::format("{}[{}]", w, f);
      if (std::string(key) == "removed") d->essentials_removed[f] = DataInt(list[f], wf, 0, 18);
      else d->essentials_value[f] = DataInt(list[f], wf, -10, 10);
    }
  }
  // Set tables: the Prestige of a set of 1..7 Court Tokens; a bigger set never scores less than a smaller one.
  for (const char* key : {"focused_sets", "flexible_sets"}) {
    const Json& list = DataField(j, "", key);
    auto& out = std::string(key) == "focused_sets" ? d->focused_sets : d->flexible_sets;
    if (!list.is_array() || list.size() != kFactions)
      throw ParseError(key, "expected seven numbers (the Prestige of a set of 1, 2, ... 7 Court Tokens)");
    for (int k = 0; k < kFactions; ++k) {
      const std::string w = fmt::format("{}[{}]", key, k);
      out[k] = DataInt(list[k], w, 0, 100);
      if (k > 0 && out[k] < out[k - 1]) throw ParseError(w, "a set of more tokens must not score less than a smaller set");
    }
  }
  d->quest_prestige = DataInt(DataField(j, "", "quest_prestige"), "quest_prestige", 0, 30);
  d->crowded_prestige = DataInt(DataField(j, "", "crowded_prestige"), "crowded_prestige", 0, 30);
  d->ambassador_prestige = DataInt(DataField(j, "", "ambassador_prestige"), "ambassador_prestige", 0, 30);
  const Json& ga = DataField(j, "", "garter");
  if (!ga.is_object() || ga.size() != 3) throw ParseError("garter", "expected {\"2\": [..], \"3\": [..], \"4\": [..]}");
  for (int n = 2; n <= 4; ++n) {
    const std::string w = fmt::format("garter.{}", n);
    const Json& list = DataField(ga, "garter", std::to_string(n).c_str());
    if (!list.is_array() || static_cast<int>(list.size()) != n) throw ParseError(w, fmt::format("expected {} numbers", n));
    for (int k = 0; k < n; ++k) d->garter[n][k] = DataInt(list[k], fmt::format("{}[{}]", w, k), 0, 30);
  }
  // Every space must be fillable at setup: Influence/Intrigue Tokens (28 for 2 players, 36 otherwise) and
  // Court Tokens (126 / 140 less the Only The Essentials removals).
  int removed = 0;
  for (int r : d->essentials_removed) removed += r;
  for (int n = 2; n <= 4; ++n) {
    const int spaces = d->columns[n] * d->rows;
    if (spaces > (n == 2 ? 28 : 36)) throw ParseError(fmt::format("columns.{}", n), "more spaces than Influence/Intrigue Tokens");
    if (spaces > (n == 2 ? 126 : 140) - removed) throw ParseError(fmt::format("columns.{}", n), "more spaces than Court Tokens");
  }
  return d;
}

}  // namespace peerage::td
