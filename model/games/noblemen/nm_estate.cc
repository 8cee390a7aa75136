// Noblemen estates: the tile map on the open grid, 2x2 groups, enclosure, the text rendering, and the
// component names.
#include <algorithm>
#include <climits>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

const char* LandName(int land) {
  static const char* const kNames[] = {"clearing", "wood", "pond", "farm"};
  return land >= 0 && land < kNumLands ? kNames[land] : "?";
}
const char* GroupName(int land) {
  static const char* const kNames[] = {"group", "Forest", "Garden", "Plantation"};
  return land >= 0 && land < kNumLands ? kNames[land] : "group";
}
const char* CardName(int card) {
  static const char* const kNames[] = {"outmaneuver", "blackmail", "dowry", "favor-of-the-vicar", "liaison",
                                       "murder", "purloin", "treachery", "tariff", "white-hall",
                                       "secret-marriage", "high-treason", "war-with-spain", "war-with-france"};
  return card >= 0 && card < kNumCards ? kNames[card] : "?";
}
const char* TitleName(int title) {
  static const char* const kNames[] = {"Baron", "Viscount", "Earl", "Marquess", "Duke"};
  return title >= 0 && title < kNumTitles ? kNames[title] : "none";
}
const char* StructureName(int s) {
  static const char* const kNames[] = {"none", "castle", "palace", "church", "country-folly", "wealth-folly",
                                       "prestige-folly", "grand-folly"};
  return s >= 0 && s < 8 ? kNames[s] : "?";
}

namespace {
int Hash(int x, int y) {
  return static_cast<int>((static_cast<unsigned>(x + kCoordOffset) * 73856093u) ^
                          (static_cast<unsigned>(y + kCoordOffset) * 19349663u)) & (kHashSlots - 1);
}
}  // namespace

int Estate::Find(int x, int y) const {
  for (int h = Hash(x, y);; h = (h + 1) & (kHashSlots - 1)) {
    const int s = slot[h];
    if (s == 0) return -1;
    const Tile& t = tiles[s - 1];
    if (t.x == x && t.y == y) return s - 1;
  }
}

int Estate::Add(int x, int y, int land) {
  const int index = static_cast<int>(tiles.size());
  Tile t;
  t.x = static_cast<std::int16_t>(x);
  t.y = static_cast<std::int16_t>(y);
  t.land = static_cast<std::uint8_t>(land);
  tiles.push_back(t);
  int h = Hash(x, y);
  while (slot[h] != 0) h = (h + 1) & (kHashSlots - 1);
  slot[h] = static_cast<std::uint8_t>(index + 1);
  return index;
}

int Estate::GroupAt(int x, int y) const {
  for (int g = 0; g < static_cast<int>(groups.size()); ++g)
    if (groups[g].x == x && groups[g].y == y) return g;
  return -1;
}

int Estate::CountGroups(int land) const {
  int n = 0;
  for (const Group& g : groups) n += g.land == land;
  return n;
}

int Estate::CountLand(int land) const {
  int n = 0;
  for (const Tile& t : tiles) n += t.land == land;
  return n;
}

bool Estate::Surrounded(int x, int y) const {
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy)
      if ((dx || dy) && Find(x + dx, y + dy) < 0) return false;
  return true;
}

std::string RenderEstate(const Estate& e) {
  if (e.tiles.empty()) return "(empty)\n";
  int x0 = INT_MAX, x1 = INT_MIN, y0 = INT_MAX, y1 = INT_MIN;
  for (const Tile& t : e.tiles) {
    x0 = std::min<int>(x0, t.x); x1 = std::max<int>(x1, t.x);
    y0 = std::min<int>(y0, t.y); y1 = std::max<int>(y1, t.y);
  }
  static const char kLand[] = "CWPF";
  static const char kStruct[] = " KQH1234";
  std::string out;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const int i = e.Find(x, y);
      if (i < 0) { out += ". "; continue; }
      const Tile& t = e.tiles[i];
      char c = t.structure ? kStruct[t.structure] : kLand[t.land];
      if (t.group >= 0 && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      out += c;
      out += ' ';
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

namespace {

// "farm 2, pond 1" from a {name: count} object of the canonical JSON; "" when empty.
std::string Counts(const Json& counts) {
  std::string out;
  for (const auto& [name, n] : counts.items()) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", name, n.dump());
  return out;
}

}  // namespace

std::string RenderNoblemen(const State& state) {
  const auto& s = static_cast<const NoblemenState&>(state);
  const Json j = state.ToJson()["state"];
  const int to_act = state.CurrentPlayer();
  const int crown = j["crown"].get<int>();
  std::string out = fmt::format("decade {}, phase {}, turn of p{}, to act: {}; crown: {}\n", j["decade"].dump(),
                                j["phase"].get<std::string>(), j["active"].dump(),
                                to_act == kTerminal ? "nobody (game over)" : to_act == kChance ? "chance" : fmt::format("p{}", to_act),
                                crown < 0 ? "nobody" : fmt::format("p{}", crown));
  for (int p = 0; p < state.NumPlayers(); ++p) {
    const PlayerState& ps = s.player(p);
    const Json& o = j["players"][p];
    out += fmt::format("p{}: {} VP, {} pounds, {}", p, ps.vp, ps.pounds,
                       ps.title >= 0 ? TitleName(ps.title) : "no title (during a Ball)");
    if (ps.chits) out += fmt::format(", chits: {}", ps.chits);
    if (const std::string hand = Counts(o["hand"]); !hand.empty()) out += "; hand (hidden): " + hand;
    if (const std::string screen = Counts(o["screen"]); !screen.empty()) out += "; behind the screen: " + screen;
    for (const Json& m : o["maa"])
      if (!m.is_null()) out += fmt::format("; Men-at-Arms on p{}'s {},{}", m[0].get<int>(), m[1].get<int>(), m[2].get<int>());
    out += "\n" + RenderEstate(ps.estate);
  }
  if (const std::string donated = Counts(j["donated"]); !donated.empty()) out += "donation area: " + donated + "\n";
  return out;
}

}  // namespace peerage::nm
