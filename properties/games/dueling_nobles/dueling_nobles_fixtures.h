// Shared fixtures of the Dueling Nobles rule-scenario files (dueling_nobles_rules_props.cc,
// dueling_nobles_duel_rules_props.cc): hand-built states from canonical JSON and readers of the legal
// actions and chance outcomes as text. Expected values stay in the test files, derived by hand from the
// rulebook (shared/rulebooks/dueling-nobles.txt).
#pragma once
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/catalogue.h"
#include "model/core/game.h"
#include "model/core/state.h"

namespace dn_test {

using peerage::Json;
using peerage::State;

// The default two-player configuration (every reading at its default).
inline const peerage::GameConfig kDefault{"dueling-nobles", 2, {}};
// A finding's kind as its catalogue name ("silent", "livelock").
inline std::string Kind(const peerage::Finding& f) { return peerage::FindingKindName(f.kind); }

inline std::vector<std::string> AllCards() {
  std::vector<std::string> out;
  for (const char* r : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})
    for (char s : std::string("CDHS")) out.push_back(std::string(r) + s);
  return out;
}
inline bool IsNobleName(const std::string& c) { return c[0] == 'J' || c[0] == 'Q' || c[0] == 'K'; }

inline Json Noble(const std::string& card, int stamina, const char* weapon = nullptr) {
  return {{"noble", card}, {"stamina", stamina}, {"weapon", weapon ? Json(weapon) : Json(nullptr)}};
}
// A declared duel with the given dice already rolled (per side): phase duel-dice while dice are missing,
// duel-support (the attacker to play first) once every die is rolled.
inline Json Duel(const char* attacker, const char* defender, Json dice) {
  return {{"attacker", attacker}, {"defender", defender}, {"dice", std::move(dice)},
          {"supports", {Json::array(), Json::array()}}, {"side", 0}};
}
inline Json Player(int resources, Json hand, Json court) {
  return {{"resources", resources}, {"hand", std::move(hand)}, {"courtyard", std::move(court)}};
}

// Loads a hand-built state. Defaults: p0 active, p1 dealer, turn 5, a pending duel declared this turn
// (its attacker has dueled; one duel a turn ends the turn after it). Cards not placed anywhere go to the
// Noble stack (Nobles, unless "noble_stack" is given) and to the Support stock (Support cards, unless
// "support_stock" is given; then to the discard pile). StateFromJson runs the invariant checks.
inline std::unique_ptr<State> Load(Json st, const std::map<std::string, std::string>& settings = {}) {
  std::set<std::string> used;
  auto add = [&](const Json& list) { for (const Json& c : list) used.insert(c.get<std::string>()); };
  for (int p = 0; p < 2; ++p) {
    add(st["players"][p]["hand"]);
    if (st["players"][p].contains("dealt_nobles")) add(st["players"][p]["dealt_nobles"]);
    if (st["players"][p].contains("kept")) add(st["players"][p]["kept"]);
    for (const Json& n : st["players"][p]["courtyard"]) {
      used.insert(n["noble"].get<std::string>());
      if (!n["weapon"].is_null()) used.insert(n["weapon"].get<std::string>());
    }
  }
  for (const char* pile : {"discard", "support_stock", "noble_stack"})
    if (st.contains(pile)) add(st[pile]);
  if (st.contains("duel")) add(st["duel"]["supports"][0]), add(st["duel"]["supports"][1]);
  const bool stock_given = st.contains("support_stock");
  Json nobles = Json::array(), rest = Json::array();
  for (const std::string& c : AllCards())
    if (!used.count(c)) (IsNobleName(c) ? nobles : rest).push_back(c);
  if (!st.contains("noble_stack")) st["noble_stack"] = nobles;
  if (!stock_given) st["support_stock"] = rest;
  if (!st.contains("discard")) st["discard"] = Json::array();
  if (stock_given)
    for (const Json& c : rest) st["discard"].push_back(c);
  if (!st.contains("active")) st["active"] = 0;
  if (!st.contains("dealer")) st["dealer"] = 1;
  if (!st.contains("turn")) st["turn"] = 5;
  if (st.contains("duel") && !st.contains("turn_state"))  // the duel in progress was declared this turn
    st["turn_state"] = {{"duels", 1}, {"dueled", Json::array({st["duel"]["attacker"]})}};
  Json full = {{"game", "dueling-nobles"}, {"players", 2}, {"settings", settings}, {"step", 0}, {"state", st}};
  return peerage::StateFromJson(full, "scenario");
}

inline Json St(const State& s) { return s.ToJson()["state"]; }

inline std::vector<std::string> Legal(const State& s) {
  std::vector<std::string> out;
  for (peerage::Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}

// The chance outcomes as "action=probability" ("die:3=1/6"), in the engine's (ascending) order.
inline std::vector<std::string> Outcomes(const State& s) {
  std::vector<std::string> out;
  for (const peerage::ChanceOutcome& o : s.ChanceOutcomes())
    out.push_back(s.ActionToString(o.action) + "=" + o.probability.ToString());
  return out;
}

// "prefix:X=p" for each X, e.g. Each("draw:", {"4C", "7D"}, "1/2").
inline std::vector<std::string> Each(const std::string& prefix, const std::vector<std::string>& args,
                                     const std::string& p) {
  std::vector<std::string> out;
  for (const std::string& a : args) out.push_back(prefix + a + "=" + p);
  return out;
}

// The Stamina of a Noble in a Courtyard, 0 when it is in none.
inline int Stamina(const State& s, const std::string& noble) {
  const Json st = St(s);
  for (int p = 0; p < 2; ++p)
    for (const Json& n : st["players"][p]["courtyard"])
      if (n["noble"] == noble) return n["stamina"].get<int>();
  return 0;
}
inline int Res(const State& s, int p) { return St(s)["players"][p]["resources"].get<int>(); }
inline Json Cards(std::vector<std::string> cards) {
  Json a = Json::array();
  for (auto& c : cards) a.push_back(c);
  return a;
}

}  // namespace dn_test
