// Tudor's narrator, the rulebook's names for the public state's values (td_narrate.h): colours, token kinds,
// fingers, Actions, cards, chambers, phases, counts, and safe reads of the public state.
#include "model/games/tudor/td_narrate.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>

#include <fmt/format.h>

namespace peerage {
extern const std::string_view kTudorBoardJson;
}  // namespace peerage

namespace peerage::td::narrate {
namespace {

constexpr std::array<const char*, kFactions> kColours = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};
constexpr std::array<const char*, kNumII> kKinds = {"Influence", "Intrigue", "Opportunity"};
constexpr std::array<const char*, kFingers> kFingerNames = {"thumb", "index finger", "middle finger", "ring finger",
                                                            "little finger"};
constexpr std::array<const char*, 8> kActionNames = {
    "Privilege Movement", "Privilege Ring Exchange", "Short Court Movement", "Privilege Cards",
    "Long Court Movement", "Any Court Card", "One Space Court Movement", "Privilege Ring Court Card"};
constexpr std::array<const char*, kNumScoring> kScoringNames = {
    "Politically Focused", "Only The Essentials", "Politically Flexible",
    "The Quest For Power", "Crowded Court", "Diplomatic Service"};
constexpr std::array<const char*, kNumScenario> kScenarioNames = {
    "Persistent Courtiers", "Rise And Fall", "Climbing The Ranks", "Exploiting Connections",
    "Only The Strong Shall Rule"};

const Json& NullJson() {
  static const Json kNull;
  return kNull;
}

}  // namespace

const BoardData& Board() {
  static const std::shared_ptr<const GameData> board = LoadBoard(Json::parse(kTudorBoardJson));
  return static_cast<const BoardData&>(*board);
}
int Columns(const Json& st) {
  const Json& fig = At(st, "fig");
  return fig.is_array() ? std::min<int>(kMaxCols, static_cast<int>(fig.size()) / kMaxRows) : 0;
}
int Rows() { return Board().rows; }

const Json& At(const Json& obj, std::string_view key) {
  if (!obj.is_object()) return NullJson();
  const auto it = obj.find(key);
  return it == obj.end() ? NullJson() : *it;
}
const Json& Item(const Json& arr, int i) {
  return arr.is_array() && i >= 0 && i < static_cast<int>(arr.size()) ? arr[static_cast<std::size_t>(i)] : NullJson();
}
int IntOf(const Json& v, int fallback) { return v.is_number_integer() ? v.get<int>() : fallback; }
int IntAt(const Json& obj, std::string_view key, int fallback) { return IntOf(At(obj, key), fallback); }
std::string StrAt(const Json& obj, std::string_view key) {
  const Json& v = At(obj, key);
  return v.is_string() ? v.get<std::string>() : std::string();
}
bool BoolAt(const Json& obj, std::string_view key) {
  const Json& v = At(obj, key);
  return v.is_boolean() && v.get<bool>();
}

std::string SpaceText(int s) { return fmt::format("c{}r{}", s / kMaxRows + 1, s % kMaxRows + 1); }
std::string Colour(int f) { return f >= 0 && f < kFactions ? kColours[f] : "unknown"; }
int ColourIndex(std::string_view name) {
  for (int f = 0; f < kFactions; ++f)
    if (name == kColours[f]) return f;
  return -1;
}
std::string TokenKind(int t) { return t >= 0 && t < kNumII ? kKinds[t] : "Influence or Intrigue"; }
int TokenKindIndex(std::string_view name) {
  for (int t = 0; t < kNumII; ++t)
    if (name.size() == std::string_view(kKinds[t]).size() &&
        std::equal(name.begin(), name.end(), kKinds[t], [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b)); }))
      return t;
  return -1;
}
std::string Finger(int f) { return f >= 0 && f < kFingers ? kFingerNames[f] : "a finger"; }
std::string ActionName(char letter) {
  const int x = letter - 'A';
  if (x < 0 || x >= 8) return "an Action";
  return fmt::format("Action {} ({})", letter, kActionNames[x]);
}
std::string ScoringName(int n) {
  if (n < 1 || n > kNumScoring) return "a Scoring Card";
  return fmt::format("{} Scoring Card {} ({})", IsRedScoring(n - 1) ? "Red" : "Green", n, kScoringNames[n - 1]);
}
std::string ScenarioName(int n) {
  if (n < 1 || n > kNumScenario) return "a Scenario Card";
  return fmt::format("Blue Scenario Card {} ({})", n, kScenarioNames[n - 1]);
}
std::string ChamberName(int c) { return fmt::format("Audience Chamber {}", c + 1); }
std::string PhaseName(const std::string& phase) {
  if (phase == "setup") return "game set-up";
  if (phase == "draft") return "the Starting Ring Selection";
  if (phase == "assign") return "Phase 1 (Chamber Assignment)";
  if (phase == "lords") return "Phase 3 (Lord Placement)";
  if (phase == "actions") return "Phase 4 (Chamber Actions)";
  if (phase == "game-over") return "the end of the game";
  return "an unknown phase";
}
int RoundsTotal(const Json& ps) {
  const int scenario = IntAt(At(ps, "state"), "scenario"), n = IntAt(ps, "players", 0);
  if (scenario < 1 || scenario > kNumScenario || n < 2 || n > kMaxPlayers) return 0;
  return Board().rounds[scenario - 1][n];
}

std::string JoinAnd(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return out;
}
std::string CountOf(int n, const std::string& noun) {
  if (n == 0) return "no " + noun + "s";
  return fmt::format("{} {}{}", n, noun, n == 1 ? "" : "s");
}
std::string ColourCounts(const Json& counts, const std::string& noun, const std::string& where) {
  std::vector<std::string> parts;
  int total = 0, last = -1;
  for (int f = 0; f < kFactions; ++f) {
    const int k = IntOf(Item(counts, f), 0);
    if (k == 0) continue;
    parts.push_back(fmt::format("{} {}", k, Colour(f)));
    total += k;
    last = f;
  }
  if (total == 0) return "no " + noun + "s" + where;
  if (parts.size() == 1) return fmt::format("{} {} {}{}{}", total, Colour(last), noun, total == 1 ? "" : "s", where);
  return fmt::format("{}{}: {}", CountOf(total, noun), where, JoinAnd(parts));
}
std::string TokenCounts(const Json& counts) {
  std::vector<std::string> parts;
  for (int t = 0; t < kNumII; ++t) {
    const int k = IntOf(Item(counts, t), 0);
    if (k > 0) parts.push_back(CountOf(k, TokenKind(t) + " Token"));
  }
  return parts.empty() ? "no Influence or Intrigue Tokens" : JoinAnd(parts);
}
std::string RingsText(const Json& fingers) {
  std::vector<std::string> parts;
  for (int f = 0; f < kFingers; ++f) {
    const Json& v = Item(fingers, f);
    if (v.is_string()) parts.push_back(fmt::format("a {} Ring on the {}", v.get<std::string>(), Finger(f)));
  }
  return JoinAnd(parts);
}

}  // namespace peerage::td::narrate
