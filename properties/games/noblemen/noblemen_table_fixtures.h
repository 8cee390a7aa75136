// Hand-built Noblemen tables for the rule scenarios (noblemen_rules_props.cc, noblemen_scoring_props.cc).
// A test writes what matters (estates, screens, hands, pounds, the phase); Balance() then puts every other
// component where the state JSON says it lives, from the shipped data's counts (data/noblemen/
// components.json: 30 tiles of each land, 20 Castles, 15 Churches, 12 Palaces; 12 chits; the 36 Scandal
// cards), so that the state loads with its conservation invariants. Expected values stay in the tests.
#pragma once
#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_fixtures.h"
#include "properties/legal_texts.h"

namespace nm_test {

inline Json NewPlayer(int pounds = 10, int vp = 0, const std::string& tiles = "0,0,CK") {
  return Json{{"pounds", pounds}, {"vp", vp}, {"title", 0}, {"screen", Json::object()}, {"aside", Json::object()},
              {"hand", Json::object()}, {"offered", Json::object()}, {"offered_public", Json::object()},
              {"bag_known", false}, {"chits", 0}, {"acquire_used", false}, {"taxes_used", false},
              {"treason", false}, {"maa", {nullptr, nullptr}}, {"tiles", tiles}, {"groups", ""}};
}

// n players, phase main, p0 to act and holding the crown, first decade, marker 2, nothing bought yet.
inline Json NewTable(int n, const peerage::Json& settings = peerage::Json::object()) {
  auto s = peerage::NewGame(peerage::GameConfig{"noblemen", n, {}});
  Json j = s->ToJson();
  for (const auto& [k, v] : settings.items()) j["settings"][k] = v;
  Json players = Json::array(), zeros = Json::array(), offs = Json::array();
  for (int p = 0; p < n; ++p) {
    players.push_back(NewPlayer());
    zeros.push_back(0);
    offs.push_back(-1);
  }
  j["state"] = Json{{"phase", "main"}, {"active", 0}, {"crown", 0}, {"decade", 0}, {"marker", n == 5 ? 1 : 2},
                    {"balls", 0}, {"final_left", 0}, {"bag", Json::object()}, {"donated", Json::object()},
                    {"pile", Json::object()}, {"bottom", Json::array()}, {"castle_slots", 0}, {"church_slots", 0},
                    {"palaces_board", 0}, {"follies_left", 15}, {"follies_built", 0}, {"castles_supply", 0},
                    {"churches_supply", 0}, {"palaces_supply", 0}, {"titles_supply", {0, 0, 0, 0, 0}},
                    {"chits_supply", 0}, {"war", -1}, {"war_pounds", 0}, {"scratch", Json::object()},
                    {"draws", zeros}, {"prestige", offs}, {"card_queue", Json::array()}, {"players", players}};
  return j;
}

struct BalanceOptions {
  bool keep_bag = false;    // the test wrote the bag: surplus tiles go behind `sink`'s screen
  bool keep_pile = false;   // the test wrote the pile: surplus cards go under the deck face up, by kind
  bool keep_supplies = false;  // the test wrote the structure supplies (the estates must account for the rest)
  int sink = -1;
};

// Puts the components the test did not place: bag (30 of each land), pile (36 cards), structure supplies,
// chits, titles (3 players: 3 Barons + one each; 4 players: one more Viscount; 5: the data file's split).
inline void Balance(Json& st, BalanceOptions o = {}) {
  const int n = static_cast<int>(st["players"].size());
  std::array<int, 4> lands{};
  int castles = 0, palaces = 0, churches = 0, follies = 0, chits = 0;
  std::array<int, 14> cards{};
  std::array<int, 5> titles{};
  for (const Json& p : st["players"]) {
    for (int l = 0; l < 4; ++l) lands[l] += Count(p["screen"], kLands[l]) + Count(p["aside"], kLands[l]);
    const std::string tiles = p["tiles"].get<std::string>();
    std::size_t i = 0;
    while (i < tiles.size()) {
      std::size_t e = tiles.find(' ', i);
      if (e == std::string::npos) e = tiles.size();
      const std::string item = tiles.substr(i, e - i);
      const std::size_t c = item.rfind(',');
      const char land = item[c + 1];
      for (int l = 0; l < 4; ++l) lands[l] += land == "CWPF"[l];
      if (item.size() > c + 2) {
        const char s = item[c + 2];
        castles += s == 'K';
        palaces += s == 'Q';
        churches += s == 'H';
        follies += s >= '1' && s <= '4';
      }
      i = e + 1;
    }
    for (int k = 0; k < 14; ++k) cards[k] += Count(p["hand"], kCards[k]) + Count(p["offered"], kCards[k]);
    chits += p["chits"].get<int>();
    if (p["title"].get<int>() >= 0) ++titles[p["title"].get<int>()];
  }
  for (int l = 0; l < 4; ++l) lands[l] += Count(st["donated"], kLands[l]);
  for (const Json& r : st["bottom"])
    for (int k = 0; k < 14; ++k) cards[k] += r["card"] == kCards[k];
  if (st["war"].get<int>() >= 0) ++cards[st["war"].get<int>()];
  for (int l = 0; l < 4; ++l) {
    if (o.keep_bag) {
      const int surplus = 30 - lands[l] - Count(st["bag"], kLands[l]);
      BOOST_REQUIRE(surplus >= 0);
      Json& screen = st["players"][o.sink]["screen"];
      if (surplus) screen[kLands[l]] = Count(screen, kLands[l]) + surplus;
    } else {
      BOOST_REQUIRE(lands[l] <= 30);
      if (lands[l] < 30) st["bag"][kLands[l]] = 30 - lands[l];
      else st["bag"].erase(kLands[l]);
    }
  }
  for (int k = 0; k < 14; ++k) {
    const int rest = kCopies[k] - cards[k] - (o.keep_pile ? Count(st["pile"], kCards[k]) : 0);
    BOOST_REQUIRE(rest >= 0);
    if (o.keep_pile) {
      for (int r = 0; r < rest; ++r) st["bottom"].push_back(Json{{"card", kCards[k]}, {"by", -1}});
    } else if (rest) {
      st["pile"][kCards[k]] = rest;
    } else {
      st["pile"].erase(kCards[k]);
    }
  }
  if (!o.keep_supplies) {
    st["castles_supply"] = 20 - castles - __builtin_popcount(st["castle_slots"].get<int>());
    st["churches_supply"] = 15 - churches - __builtin_popcount(st["church_slots"].get<int>());
    st["palaces_supply"] = 12 - palaces - st["palaces_board"].get<int>();
  }
  st["chits_supply"] = 12 - chits;
  const std::array<int, 5> all = n == 3 ? std::array<int, 5>{3, 1, 1, 1, 1}
                                 : n == 4 ? std::array<int, 5>{4, 2, 1, 1, 1}
                                          : std::array<int, 5>{5, 2, 2, 2, 1};
  for (int t = 0; t < 5; ++t) st["titles_supply"][t] = all[t] - titles[t];
  (void)follies;
}

inline std::unique_ptr<peerage::State> Load(const Json& j, const char* what) {
  auto s = peerage::StateFromJson(j, what);
  const auto v = s->CheckInvariants();
  BOOST_REQUIRE_MESSAGE(v.empty(), std::string(what) + ": " + (v.empty() ? "" : v[0].name + " " + v[0].detail));
  return s;
}

inline const Json& P(const peerage::State& s, int p) {
  static thread_local Json cache;
  cache = s.ToJson()["state"]["players"][p];
  return cache;
}
inline Json St(const peerage::State& s) { return s.ToJson()["state"]; }
using Texts = std::vector<std::string>;
// Player p's pounds and victory points.
inline int Pounds(const peerage::State& s, int p) { return St(s)["players"][p]["pounds"].get<int>(); }
inline int Vp(const peerage::State& s, int p) { return St(s)["players"][p]["vp"].get<int>(); }
// Whether two reading names are the same.
inline bool Is(const char* a, const char* b) { return std::string(a) == b; }
// The legal action texts that start with `prefix`, sorted.
inline Texts Starting(const peerage::State& s, const std::string& prefix) {
  Texts out;
  for (const std::string& t : peerage::props::SortedLegalTexts(s))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  return out;
}

// The chance outcomes as "text probability" lines, e.g. "draw-land pond 2/3".
inline std::vector<std::string> Outcomes(const peerage::State& s) {
  std::vector<std::string> out;
  for (const auto& o : s.ChanceOutcomes())
    out.push_back(s.ActionToString(o.action) + " " + std::to_string(o.probability.num) + "/" +
                  std::to_string(o.probability.den));
  return out;
}

// Every other player passes the Murder offer at the start of a turn (no Murder in play).
inline void PassOffers(peerage::State& s) {
  while (St(s)["phase"] == "murder-offer") s.ApplyActionText("pass");
}

}  // namespace nm_test
