// Noblemen's public forms (nm_public_forms.h): price tracks as lists of spaces, Follies, War cards and
// titles by name, null for none, and back.
#include "model/games/noblemen/nm_public_forms.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {
namespace {

// The plain forms of the canonical JSON's packed values. A Folly is named as the action texts name it
// ("folly <kind> x,y"), a title as the data file does (titles_5_players: "baron" .. "duke"), a War card
// by its card name; the price tracks' spaces are numbered 1 to 5 from the left (the cheapest).
std::string FollyName(int f) {
  const std::string text = ActionText(PosAct(kAFolly, 0, 0, f));  // "folly country 0,0"
  return text.substr(6, text.find(' ', 6) - 6);
}
std::string TitleKey(int t) {
  std::string name = TitleName(t);
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return name;
}
const char* const kSlotKeys[] = {"castle_slots", "church_slots"};
const char* const kSlotsAre = "a list of the filled price spaces, 1 to 5 from the cheapest, in increasing order";
const char* const kFolliesAre = "a list of the Follies left, from country, wealth, prestige, grand, in that order";
const char* const kWarIs = "expected null, \"war-with-spain\" or \"war-with-france\"";

// Bit masks as lists, -1 as null, War cards and titles by name.

int ListMask(const Json& v, const std::string& path, const std::vector<Json>& items, const std::string& what) {
  if (!v.is_array()) state_json::Fail(path, "expected " + what);
  int mask = 0, last = -1;
  for (const Json& e : v) {
    int k = 0;
    while (k < static_cast<int>(items.size()) && items[k] != e) ++k;
    if (k == static_cast<int>(items.size()) || k <= last || e.is_number_float())
      state_json::Fail(path, "expected " + what + ", got " + v.dump());
    mask |= 1 << k;
    last = k;
  }
  return mask;
}

// The inverse of WritePlainForms, for the loader: every value checked, a malformed one refused naming its
// field. A member that is missing or of the wrong shape around these values is left for the canonical
// reader to refuse.

}  // namespace

void WritePlainForms(Json& st) {
  auto or_null = [](Json& v) { if (v.get<int>() < 0) v = nullptr; };
  or_null(st["crown"]);
  for (Json& e : st["bottom"]) or_null(e["by"]);
  for (Json& v : st["prestige"]) or_null(v);
  for (const char* key : kSlotKeys) {
    const int mask = st[key].get<int>();
    st[key] = Json::array();
    for (int s = 0; s < kPriceSlots; ++s)
      if (mask >> s & 1) st[key].push_back(s + 1);
  }
  const int follies = st["follies_left"].get<int>();
  st["follies_left"] = Json::array();
  for (int f = 0; f < 4; ++f)
    if (follies >> f & 1) st["follies_left"].push_back(FollyName(f));
  const int war = st["war"].get<int>();
  st["war"] = war < 0 ? Json() : Json(CardName(war));
  for (Json& player : st["players"]) {
    const int title = player["title"].get<int>();
    player["title"] = title < 0 ? Json() : Json(TitleKey(title));
  }
}

// A list of items taken from `items` in their order, none twice, as a bit mask (bit k: items[k]).

void ReadPlainForms(Json& st) {
  using namespace state_json;
  const bool players = st.contains("players") && st["players"].is_array();
  const int n = players ? static_cast<int>(st["players"].size()) : kMaxPlayers;
  auto or_minus_one = [](Json& v, const std::string& path, int hi, const std::string& what) {
    if (v.is_null()) v = -1;
    else if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > hi)
      Fail(path, "expected null or " + what + ", got " + v.dump());
  };
  const std::string seat = "a seat, 0 to " + std::to_string(n - 1);
  if (st.contains("crown")) or_minus_one(st["crown"], "crown", n - 1, seat);
  if (st.contains("bottom") && st["bottom"].is_array())
    for (std::size_t i = 0; i < st["bottom"].size(); ++i)
      if (Json& e = st["bottom"][i]; e.is_object() && e.contains("by"))
        or_minus_one(e["by"], "bottom[" + std::to_string(i) + "].by", n - 1, seat);
  if (st.contains("prestige") && st["prestige"].is_array())
    for (std::size_t p = 0; p < st["prestige"].size(); ++p)
      or_minus_one(st["prestige"][p], "prestige[" + std::to_string(p) + "]", kTrackMax,
                   "a space of the Ball track, 0 to " + std::to_string(kTrackMax));
  const std::vector<Json> spaces = {1, 2, 3, 4, 5};
  for (const char* key : kSlotKeys)
    if (st.contains(key)) st[key] = ListMask(st[key], key, spaces, kSlotsAre);
  if (st.contains("follies_left")) {
    std::vector<Json> follies;
    for (int f = 0; f < 4; ++f) follies.push_back(FollyName(f));
    st["follies_left"] = ListMask(st["follies_left"], "follies_left", follies, kFolliesAre);
  }
  if (st.contains("war")) {
    Json& war = st["war"];
    if (war.is_null()) war = -1;
    else if (war == CardName(kSpain)) war = static_cast<int>(kSpain);
    else if (war == CardName(kFrance)) war = static_cast<int>(kFrance);
    else Fail("war", std::string(kWarIs) + ", got " + war.dump());
  }
  for (int p = 0; players && p < n; ++p) {
    Json& player = st["players"][p];
    if (!player.is_object() || !player.contains("title")) continue;
    Json& title = player["title"];
    int t = title.is_null() ? -1 : 0;
    while (t >= 0 && t < kNumTitles && title != TitleKey(t)) ++t;
    if (t == kNumTitles)
      Fail("players[" + std::to_string(p) + "].title",
           "expected null (handed back during a Ball) or baron, viscount, earl, marquess or duke, got " + title.dump());
    title = t;
  }
}

}  // namespace peerage::nm
