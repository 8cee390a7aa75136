// Nobles (solo) situation hooks: GameInfo::render, GameInfo::simplify and GameInfo::neighbours (ns_render.cc,
// ns_simplify.cc, ns_neighbours.cc).
// The measure each candidate must lower is restated here from nobles_solo.h and computed from the
// canonical JSON only: cards in the six decks + Completed Events. Expected candidates and the expected
// picture of the hand-built state are worked out by hand.
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/generators.h"
#include "properties/simplify_checks.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("nobles-solo"); }
rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Info()); }

using ns_test::Total;
int DeckSize(const Json& deck) { return static_cast<int>(deck["cards"].size()) + Total(deck["hidden"]); }
std::vector<Json> Decks(const Json& st) {
  std::vector<Json> out;
  for (const char* key : {"noble_decks", "event_decks"})
    for (const Json& d : st[key]) out.push_back(d);
  return out;
}
int Measure(const Json& full) {
  int m = Total(full["state"]["completed"]);
  for (const Json& d : Decks(full["state"])) m += DeckSize(d);
  return m;
}

// The generic candidate checks (properties/simplify_checks.h), the turn in progress kept, and per deck:
// never emptied, its known top kept (or, while the step looks only at the tops, Court or choosing the
// Event, lifted off to show the known card beneath), its face kept.
void CheckCandidates(const State& s) {
  props::CheckSimplifyCandidates(
      s, {.measure = Measure,
          .fixed = {"phase", "turn", "pool", "scratch", "discarded", "effects"},
          .playout_seed = static_cast<std::uint64_t>(s.Step()),
          .extra = [](const Json& c, const Json& orig) {
            const std::vector<Json> before = Decks(orig["state"]), after = Decks(c["state"]);
            for (size_t d = 0; d < 6; ++d) {
              RC_ASSERT(DeckSize(after[d]) >= 1 || DeckSize(before[d]) == 0);
              const Json& was = before[d]["cards"];
              const Json& is = after[d]["cards"];
              const std::string phase = orig["state"]["phase"];
              const bool lifted = (phase == "court" || phase == "event-choose") && was.size() >= 2 &&
                                  is == Json(std::vector<Json>(was.begin(), was.end() - 1));
              if (!was.empty()) RC_ASSERT(lifted || (!is.empty() && is.back() == was.back()));
              RC_ASSERT(after[d]["face_down"] == before[d]["face_down"]);
            }
          }});
}

void CheckRender(const State& s) {
  const std::string text = Info().render(s);
  RC_ASSERT(!text.empty() && text.back() == '\n');
  RC_ASSERT(text.find(" \n") == std::string::npos);
}

// ---- a hand-built state ------------------------------------------------------------------------------
// Turn 2, Court step. Decks (bottom to top): N0 shade, veteran; N1 shuffled, {interloper} under a known
// baroness; N2 debutante; E0 battle, feast, coronation; E1 shuffled {expansion 2}; E2 feast. Every other
// card is Deceased or Completed (score 18). Measure: 11 cards in decks + 18 Completed = 29.
Json Small() {
  auto deck = [](Json cards, Json hidden, bool down) {
    return Json{{"cards", std::move(cards)}, {"hidden", std::move(hidden)}, {"face_down", down}};
  };
  Json scratch = Json::object();
  for (const char* k : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                        "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    scratch[k] = 255;
  for (const char* k : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) scratch[k] = 0;
  scratch["dealt"] = 51;
  Json st = {
      {"phase", "court"}, {"turn", 2}, {"pool", Json::object()},
      {"noble_decks", Json::array({deck(Json::array({"shade", "veteran"}), Json::object(), false),
                                   deck(Json::array({"baroness"}), Json{{"interloper", 1}}, true),
                                   deck(Json::array({"debutante"}), Json::object(), false)})},
      {"event_decks", Json::array({deck(Json::array({"battle", "feast", "coronation"}), Json::object(), false),
                                   deck(Json::array(), Json{{"expansion", 2}}, true),
                                   deck(Json::array({"feast"}), Json::object(), false)})},
      {"deceased", {{"shade", 4}, {"interloper", 2}, {"construct", 3}, {"baroness", 3}, {"veteran", 3},
                    {"debutante", 3}, {"archivist", 4}}},
      {"completed", {{"battle", 5}, {"coronation", 5}, {"feast", 4}, {"expansion", 4}}},
      {"removed", Json::object()}, {"scratch", scratch}, {"discarded", Json::array()}, {"effects", Json::array()}};
  return {{"game", "nobles-solo"}, {"players", 1}, {"settings", Json::object()}, {"step", 0}, {"state", st}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(nobles_solo_situation)

RC_BOOST_PROP(simplify_candidates_are_valid_smaller_neighbours, ()) {
  props::Reach r{*AnyConfig(), *props::GenSeed(), *rc::gen::inRange(0, 1001)};
  const props::Reached reached = props::ReachState(r);
  CheckCandidates(*reached.state);
  CheckRender(*reached.state);
}

// Walks whole games and checks the states where something is pending (a reveal, an Archivist restoring,
// a Requirement being met, a Noble held), which a random cut rarely meets: the first two of each phase
// (a pending reveal counted as a phase of its own).
RC_BOOST_PROP(simplify_keeps_pending_choices, ()) {
  const GameConfig config = *AnyConfig();
  std::map<std::string, int> checked;
  props::Walk(config, *props::GenSeed(), 0, [&checked](const State& s) {
    const Json st = s.ToJson()["state"];
    std::string phase = st["phase"];
    if (st["scratch"]["reveal"] != 255) phase += "+reveal";
    if (phase != "court" && phase != "setup" && phase != "event-choose" && checked[phase]++ < 2) CheckCandidates(s);
  });
}

RC_BOOST_PROP(render_never_throws_and_ends_with_a_newline, ()) {
  const GameConfig config = *AnyConfig();
  props::Walk(config, *props::GenSeed(), 0, [](const State& s) { CheckRender(s); });
}

BOOST_AUTO_TEST_CASE(hand_built_candidates_in_order) {
  auto s = StateFromJson(Small(), "small");
  const Json base = s->ToJson();
  BOOST_TEST(Measure(base) == 29);
  using Edit = std::function<void(Json&)>;
  const std::vector<std::pair<const char*, Edit>> expected = {
      {"E0 cut to its top: battle and feast out of the game",
       [](Json& st) {
         st["event_decks"][0]["cards"] = Json::array({"coronation"});
         st["removed"] = {{"battle", 1}, {"feast", 1}};
       }},
      {"N0's bottom shade Deceased",
       [](Json& st) {
         st["noble_decks"][0]["cards"] = Json::array({"veteran"});
         st["deceased"]["shade"] = 5;
       }},
      {"N1's unordered interloper Deceased",
       [](Json& st) {
         st["noble_decks"][1]["hidden"] = Json::object();
         st["deceased"]["interloper"] = 3;
       }},
      {"E0's bottom battle out of the game",
       [](Json& st) {
         st["event_decks"][0]["cards"] = Json::array({"feast", "coronation"});
         st["removed"] = {{"battle", 1}};
       }},
      {"one of E1's unordered expansions out of the game",
       [](Json& st) {
         st["event_decks"][1]["hidden"] = {{"expansion", 1}};
         st["removed"] = {{"expansion", 1}};
       }},
      // In the Court step the tops are what the step looks at: a known top with a known card beneath it lifts
      // off (N0's Veteran over the Shade, E0's Coronation over the Feast; N1's and N2's single known cards stay).
      {"N0's top veteran Deceased",
       [](Json& st) {
         st["noble_decks"][0]["cards"] = Json::array({"shade"});
         st["deceased"]["veteran"] = 4;
       }},
      {"E0's top coronation out of the game",
       [](Json& st) {
         st["event_decks"][0]["cards"] = Json::array({"battle", "feast"});
         st["removed"] = {{"coronation", 1}};
       }},
      {"a Completed battle out", [](Json& st) { st["completed"]["battle"] = 4; st["removed"] = {{"battle", 1}}; }},
      {"a Completed coronation out",
       [](Json& st) { st["completed"]["coronation"] = 4; st["removed"] = {{"coronation", 1}}; }},
      {"a Completed feast out", [](Json& st) { st["completed"]["feast"] = 3; st["removed"] = {{"feast", 1}}; }},
      {"a Completed expansion out",
       [](Json& st) { st["completed"]["expansion"] = 3; st["removed"] = {{"expansion", 1}}; }},
  };
  const std::vector<Json> cands = Info().simplify(*s);
  BOOST_TEST_REQUIRE(cands.size() == expected.size());
  for (size_t i = 0; i < cands.size(); ++i) {
    Json want = base;
    expected[i].second(want["state"]);
    BOOST_TEST_INFO(expected[i].first);
    BOOST_TEST(cands[i] == want);
  }
}

// GameInfo::neighbours (ns_neighbours.cc): each face-down deck turned face up, one at a time, its unordered
// part laid open below its known part in the kinds' order (nobles_solo.h). Small() has two face-down decks:
// N1 (a known Baroness over an unordered Interloper) and E1 (two unordered Expansions), so, in deck order,
// N1 becomes interloper, baroness (bottom to top) and E1 expansion, expansion; nothing else changes.
BOOST_AUTO_TEST_CASE(hand_built_neighbours_turn_each_face_down_deck_face_up) {
  auto s = StateFromJson(Small(), "small");
  const Json base = s->ToJson();
  BOOST_REQUIRE(Info().neighbours);
  const std::vector<Json> got = Info().neighbours(*s);
  BOOST_TEST_REQUIRE(got.size() == 2u);
  Json n1 = base, e1 = base;
  n1["state"]["noble_decks"][1] = {{"cards", {"interloper", "baroness"}}, {"hidden", Json::object()}, {"face_down", false}};
  e1["state"]["event_decks"][1] = {{"cards", {"expansion", "expansion"}}, {"hidden", Json::object()}, {"face_down", false}};
  BOOST_TEST(got[0] == n1);
  BOOST_TEST(got[1] == e1);
  for (const Json& g : got) BOOST_CHECK_NO_THROW(StateFromJson(g, "a neighbour"));
}

// In play: every neighbour is a valid position that differs from the state in one deck only, now face up
// with the same cards (the multiset of its known and unordered parts).
RC_BOOST_PROP(neighbours_turn_one_deck_face_up_keeping_its_cards, ()) {
  props::Reach r{*AnyConfig(), *props::GenSeed(), *rc::gen::inRange(0, 1001)};
  const props::Reached reached = props::ReachState(r);
  const Json base = reached.state->ToJson();
  auto kinds = [](const Json& deck) {
    std::map<std::string, int> m;
    for (const Json& c : deck["cards"]) ++m[c.get<std::string>()];
    for (const auto& [k, n] : deck["hidden"].items()) m[k] += n.get<int>();
    return m;
  };
  for (const Json& g : Info().neighbours(*reached.state)) {
    StateFromJson(g, "a neighbour");  // throws (fails the property) if the position is not valid
    const std::vector<Json> before = Decks(base["state"]), after = Decks(g["state"]);
    int changed = 0;
    for (size_t d = 0; d < 6; ++d) {
      if (before[d] == after[d]) continue;
      ++changed;
      RC_ASSERT(before[d]["face_down"] == true);
      RC_ASSERT(after[d]["face_down"] == false);
      RC_ASSERT(kinds(before[d]) == kinds(after[d]));
    }
    RC_ASSERT(changed == 1);
    Json rest = g, was = base;
    for (const char* key : {"noble_decks", "event_decks"}) rest["state"].erase(key), was["state"].erase(key);
    RC_ASSERT(rest == was);
  }
}

// An Archivist restoring the only Completed Event keeps it.
BOOST_AUTO_TEST_CASE(archivist_restore_keeps_the_last_completed_event) {
  Json full = Small();
  Json& st = full["state"];
  st["phase"] = "archivist-restore";
  st["scratch"]["court_deck"] = 1;
  st["scratch"]["this_kind"] = 6;  // the Archivist (kind 6) from N1's top
  // Only one Completed Event (a battle); the other 17 go out of the game.
  st["completed"] = {{"battle", 1}};
  st["removed"] = {{"battle", 4}, {"coronation", 5}, {"feast", 4}, {"expansion", 4}};
  auto s = StateFromJson(full, "restore");
  const std::vector<Json> cands = Info().simplify(*s);
  BOOST_TEST(cands.size() == 5u);  // the E0 cut and the bottoms of N0, N1, E0 and E1 (as in the list above)
  const Json one_battle = {{"battle", 1}};
  for (const Json& c : cands) BOOST_TEST(c["state"]["completed"] == one_battle);
}

BOOST_AUTO_TEST_CASE(setup_is_never_simplified) {
  auto s = NewGame(GameConfig{"nobles-solo", 1, {}});
  BOOST_TEST(Info().simplify(*s).empty());
}

BOOST_AUTO_TEST_CASE(hand_built_render) {
  auto s = StateFromJson(Small(), "small");
  const std::string want =
      "turn 2, phase court, to act: p0, score 18\n"
      "N0 face up, 2 cards: shade, veteran (top)\n"
      "N1 face down, 2 cards: unknown order {interloper 1}, then baroness (top)\n"
      "N2 face up, 1 card: debutante (top)\n"
      "E0 face up, 3 cards: battle, feast, coronation (top)\n"
      "E1 face down, 2 cards: unknown order {expansion 2}\n"
      "E2 face up, 1 card: feast (top)\n"
      "Deceased: shade 4, interloper 2, construct 3, baroness 3, veteran 3, debutante 3, archivist 4\n"
      "Completed: battle 5, coronation 5, feast 4, expansion 4\n";
  BOOST_TEST(Info().render(*s) == want);
}

BOOST_AUTO_TEST_SUITE_END()
