// Shared fixtures of the Nobles (solo) rule scenarios (nobles_solo_rules_props.cc,
// nobles_solo_rules_event_props.cc): a small state built as canonical JSON and loaded with StateFromJson
// (which runs the invariant checks), and readers of legal actions, chance outcomes and the state JSON.
// Expected values stay in the test files, derived by hand from shared/rulebooks/nobles-solo.txt.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"

namespace ns_test {

using peerage::Json;
using peerage::State;
using Strings = std::vector<std::string>;

// The card faces: 27 Nobles and 24 Events, counted once per printed copy.
inline const std::map<std::string, int>& CardCounts() {
  static const std::map<std::string, int> counts = {
      {"shade", 5},  {"interloper", 3}, {"construct", 3},  {"baroness", 4}, {"veteran", 4},    {"debutante", 4},
      {"archivist", 4}, {"battle", 6},  {"coronation", 6}, {"feast", 6},    {"expansion", 6}};
  return counts;
}
inline const Strings& NobleKinds() {  // in the engine's kind order (which orders its actions)
  static const Strings kinds = {"shade", "interloper", "construct", "baroness", "veteran", "debutante", "archivist"};
  return kinds;
}
inline bool IsNoble(const std::string& k) {
  for (const auto& n : NobleKinds())
    if (n == k) return true;
  return false;
}

// One deck: known cards bottom..top, an unordered face-down part, face up or down.
inline Json Deck(const Strings& cards, const Json& hidden = Json::object(), bool face_down = false) {
  return Json{{"cards", cards}, {"hidden", hidden}, {"face_down", face_down}};
}
inline Json Down(const Json& hidden) { return Deck({}, hidden, true); }

struct Spec {
  std::vector<Json> nobles;                       // N0, N1, N2
  std::vector<Json> events;                       // E0, E1, E2
  Json completed = Json::object();
  Json deceased = nullptr;                        // null: every Noble in no deck is Deceased
  int pad = 0;                                    // with `deceased` given: the other Nobles lie at the
                                                  // bottom of this Noble deck (kind order)
  std::string phase = "court";
  std::map<std::string, int> scratch = {};
  std::map<std::string, std::string> settings = {};
  int turn = 5;
};

// The state of `spec`; Events in no deck and not Completed are out of the game ("removed").
inline std::unique_ptr<State> Build(Spec spec) {
  std::map<std::string, int> left = CardCounts();
  auto use = [&](const Json& counts) {
    for (const auto& [k, c] : counts.items()) left[k] -= c.get<int>();
  };
  for (const auto* decks : {&spec.nobles, &spec.events})
    for (const Json& d : *decks) {
      for (const Json& c : d["cards"]) --left[c.get<std::string>()];
      use(d["hidden"]);
    }
  use(spec.completed);
  Json deceased = Json::object(), removed = Json::object();
  if (!spec.deceased.is_null()) {
    use(spec.deceased);
    deceased = spec.deceased;
    Strings pad;
    for (const auto& k : NobleKinds())
      for (int i = 0; i < left[k]; ++i) pad.push_back(k);
    for (const Json& c : spec.nobles[spec.pad]["cards"]) pad.push_back(c.get<std::string>());
    spec.nobles[spec.pad]["cards"] = pad;
    for (const auto& k : NobleKinds()) left[k] = 0;
  }
  for (const auto& [k, n] : left) {
    BOOST_REQUIRE_MESSAGE(n >= 0, "scenario uses too many " << k);
    if (n > 0) (IsNoble(k) ? deceased : removed)[k] = n;
  }
  Json sc = Json::object();
  for (const char* name : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                           "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    sc[name] = 255;
  for (const char* name : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) sc[name] = 0;
  sc["dealt"] = 51;
  for (const auto& [k, v] : spec.scratch) sc[k] = v;
  Json st = {{"phase", spec.phase},       {"turn", spec.turn},   {"pool", Json::object()},
             {"noble_decks", spec.nobles}, {"event_decks", spec.events}, {"deceased", deceased},
             {"completed", spec.completed}, {"removed", removed}, {"scratch", sc},
             {"discarded", Json::array()}, {"effects", Json::array()}};
  Json full = {{"game", "nobles-solo"}, {"players", 1}, {"settings", spec.settings}, {"step", 0}, {"state", st}};
  return peerage::StateFromJson(full, "nobles-solo rule scenario");
}

inline Strings Texts(const State& s) {
  Strings out;
  for (peerage::Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}
// The chance node's outcomes as "action p/q" (exact, reduced), in the engine's order.
inline Strings Outcomes(const State& s) {
  Strings out;
  for (const auto& o : s.ChanceOutcomes())
    out.push_back(fmt::format("{} {}/{}", s.ActionToString(o.action), o.probability.num, o.probability.den));
  return out;
}
inline void Play(State& s, const Strings& texts) {
  for (const auto& t : texts) s.ApplyActionText(t);
}
inline Json St(const State& s) { return s.ToJson()["state"]; }
// A deck of the state by name: "N0".."N2", "E0".."E2".
inline const Json& DeckOf(const Json& st, const std::string& name) {
  return st[name[0] == 'N' ? "noble_decks" : "event_decks"][name[1] - '0'];
}
inline std::string Top(const Json& st, const std::string& name) {
  const Json& cards = DeckOf(st, name)["cards"];
  return cards.empty() ? "" : cards.back().get<std::string>();
}
// The known cards of a deck from the top down, at most n of them.
inline Strings TopDown(const Json& st, const std::string& name, size_t n) {
  const Json& cards = DeckOf(st, name)["cards"];
  Strings out;
  for (size_t i = 0; i < n && i < cards.size(); ++i) out.push_back(cards[cards.size() - 1 - i].get<std::string>());
  return out;
}
inline int Count(const Json& counts, const std::string& kind) {
  return counts.contains(kind) ? counts[kind].get<int>() : 0;
}
inline int Total(const Json& counts) {
  int n = 0;
  for (const auto& [k, c] : counts.items()) n += c.get<int>();
  return n;
}
inline int Size(const Json& st, const std::string& name) {
  const Json& d = DeckOf(st, name);
  return static_cast<int>(d["cards"].size()) + Total(d["hidden"]);
}

}  // namespace ns_test
