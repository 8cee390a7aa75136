// Nobles (solo) under ns.face-up-decks=tops-only: a face-up deck shows only its top card; the cards never
// seen form one pool per family (the three Noble decks, the three Event decks), a deck's unseen part is a
// count, and each card uncovered is a chance node uniform over that pool. Hand-built small states (full
// canonical JSON, loaded with StateFromJson, which runs the invariants); every expected outcome and
// probability is worked out by hand in the comments. These tests do not use PEERAGE_ASSERTS_RULES: they
// check a reading of how decks are seen, not the effect of a rule card; those that assert what
// ns.face-up-decks=tops-only (or open) does name it with PEERAGE_ASSERTS_READING.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using ns_test::Deck;
using ns_test::Outcomes;
using ns_test::Play;
using ns_test::St;
using ns_test::Strings;
using ns_test::Texts;

namespace {

const std::map<std::string, std::string> kTopsOnly = {{"ns.face-up-decks", "tops-only"}};

Json TDeck(const Strings& cards, int unseen, const Json& hidden = Json::object(), bool face_down = false) {
  return Json{{"cards", cards}, {"hidden", hidden}, {"face_down", face_down}, {"unseen", unseen}};
}

Json Scratch() {
  Json sc = Json::object();
  for (const char* name : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                           "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    sc[name] = 255;
  for (const char* name : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) sc[name] = 0;
  sc["dealt"] = 51;
  return sc;
}

// A whole state: the caller lists where all 51 cards are (the invariants check it on loading).
std::unique_ptr<State> Load(const Json& pool, const std::vector<Json>& nobles, const std::vector<Json>& events,
                            const Json& deceased, const Json& removed,
                            const std::map<std::string, std::string>& settings = kTopsOnly,
                            const std::string& phase = "court") {
  Json st = {{"phase", phase},      {"turn", 3},       {"pool", pool},     {"noble_decks", nobles},
             {"event_decks", events}, {"deceased", deceased}, {"completed", Json::object()},
             {"removed", removed},    {"scratch", Scratch()}, {"discarded", Json::array()},
             {"effects", Json::array()}};
  Json full = {{"game", "nobles-solo"}, {"players", 1}, {"settings", settings}, {"step", 0}, {"state", st}};
  return StateFromJson(full, "nobles-solo tops-only scenario");
}

// Events: E0 = feast over 2 unseen, E1 = battle, E2 = coronation; the 2 unseen Events are the pool's
// {expansion: 1, battle: 1}. Out of the game: battle 6-1-1 = 4, coronation 5, feast 5, expansion 5.
std::vector<Json> Events() { return {TDeck({"feast"}, 2), TDeck({"battle"}, 0), TDeck({"coronation"}, 0)}; }
const Json kRemoved = {{"battle", 4}, {"coronation", 5}, {"feast", 5}, {"expansion", 5}};

// Nobles for the discard scenario: N0 = baroness over 3 unseen, N1 = shade, N2 = veteran; the unseen
// three are the pool's {archivist: 2, debutante: 1}. Deceased: the other 27 - 3 - 3 = 21 Nobles:
// shade 5-1 = 4, interloper 3, construct 3, baroness 4-1 = 3, veteran 4-1 = 3, debutante 4-1 = 3,
// archivist 4-2 = 2.
std::unique_ptr<State> DiscardScenario() {
  const Json pool = {{"archivist", 2}, {"debutante", 1}, {"expansion", 1}, {"battle", 1}};
  const Json deceased = {{"shade", 4},    {"interloper", 3}, {"construct", 3}, {"baroness", 3},
                         {"veteran", 3},  {"debutante", 3},  {"archivist", 2}};
  return Load(pool, {TDeck({"baroness"}, 3), TDeck({"shade"}, 0), TDeck({"veteran"}, 0)}, Events(), deceased,
              kRemoved);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(nobles_solo_tops_only)

// Discarding N0's Baroness (no two identical face-up Events: feast, battle, coronation, so her Ability
// does nothing) uncovers N0's next card before the Event step: uniform over the Noble pool
// {archivist: 2, debutante: 1} -> debutante 1/3, archivist 2/3 (engine order: kind order).
PEERAGE_ASSERTS_READING(a_discarded_top_uncovers_a_card_of_the_common_pool, "ns.face-up-decks", "tops-only");
BOOST_AUTO_TEST_CASE(a_discarded_top_uncovers_a_card_of_the_common_pool) {
  auto s = DiscardScenario();
  BOOST_TEST(!s->IsChance());  // every top is known
  Play(*s, {"court:N0"});
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:debutante 1/3", "draw:archivist 2/3"}), boost::test_tools::per_element());
  Play(*s, {"draw:archivist"});
  const Json st = St(*s);
  // N0: 1 known + 3 unseen = 4, less the Baroness = 3: the archivist known on top over 2 unseen.
  BOOST_TEST(st["noble_decks"][0]["cards"] == Json::array({"archivist"}));
  BOOST_TEST(st["noble_decks"][0]["unseen"].get<int>() == 2);
  // The pool loses that archivist: {archivist: 1, debutante: 1}; the Event part is untouched.
  BOOST_TEST(st["pool"] == (Json{{"archivist", 1}, {"debutante", 1}, {"expansion", 1}, {"battle", 1}}));
  BOOST_TEST(st["deceased"]["baroness"].get<int>() == 4);  // 3 + the Court discard
  BOOST_TEST(st["phase"] == "event-choose");
  BOOST_TEST(!s->IsChance());
  // Observations equal the state: the pool and the counts are exactly what the player knows.
  BOOST_TEST(s->ObservationJson(0)["state"] == st);
}

// Interloper (Court): "three different Nobles" looks at the three tops, so the card under the discarded
// Interloper is uncovered first and the Ability is judged on it.
PEERAGE_ASSERTS_READING(interloper_looks_at_a_top_uncovered_for_it, "ns.face-up-decks", "tops-only");
BOOST_AUTO_TEST_CASE(interloper_looks_at_a_top_uncovered_for_it) {
  // N0 = interloper over 1 unseen, N1 = shade, N2 = veteran over 1 unseen; pool {baroness: 1, shade: 1}.
  // Deceased: shade 5-1-1 = 3, interloper 3-1 = 2, construct 3, baroness 4-1 = 3, veteran 4-1 = 3,
  // debutante 4, archivist 4 (27 - 3 known - 2 unseen = 22 = 3+2+3+3+3+4+4).
  const Json pool = {{"baroness", 1}, {"shade", 1}, {"expansion", 1}, {"battle", 1}};
  const Json deceased = {{"shade", 3},   {"interloper", 2}, {"construct", 3}, {"baroness", 3},
                         {"veteran", 3}, {"debutante", 4},  {"archivist", 4}};
  for (const std::string uncovered : {"baroness", "shade"}) {
    auto s = Load(pool, {TDeck({"interloper"}, 1), TDeck({"shade"}, 0), TDeck({"veteran"}, 1)}, Events(),
                  deceased, kRemoved);
    Play(*s, {"court:N0"});
    BOOST_REQUIRE(s->IsChance());
    // Pool {shade: 1, baroness: 1} -> 1/2 each (kind order: shade, baroness).
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/2", "draw:baroness 1/2"}), boost::test_tools::per_element());
    Play(*s, {"draw:" + uncovered});
    const Json st = St(*s);
    BOOST_TEST(st["noble_decks"][0]["cards"] == Json::array({uncovered}));
    BOOST_TEST(st["noble_decks"][0]["unseen"].get<int>() == 0);
    // baroness, shade, veteran are three different Nobles: take one Event; shade, shade, veteran are not.
    if (uncovered == "baroness") {
      BOOST_TEST(st["phase"] == "take-event");
      BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E1", "take-event:E2"}),
                 boost::test_tools::per_element());
    } else {
      BOOST_TEST(st["phase"] == "event-choose");
    }
  }
}

// Debutante shuffles E0 (feast over 2 unseen): the known feast joins the deck's counts and its 2 unseen
// cards are named from the Event pool {expansion: 1, battle: 1} as the deck is gathered: battle 1/2,
// expansion 1/2, then the other one 1/1. E0 ends face down holding {feast, battle, expansion} as counts
// (3 cards, order unknown) and the Event pool is empty.
BOOST_AUTO_TEST_CASE(a_debutante_shuffle_names_the_unseen_cards_and_keeps_the_order_unknown) {
  // N0 = shade, debutante (known, top last); N1 = shade; N2 = veteran; no Noble is unseen.
  // Deceased: shade 5-2 = 3, interloper 3, construct 3, baroness 4, veteran 3, debutante 3, archivist 4 (23).
  const Json pool = {{"expansion", 1}, {"battle", 1}};
  const Json deceased = {{"shade", 3},   {"interloper", 3}, {"construct", 3}, {"baroness", 4},
                         {"veteran", 3}, {"debutante", 3},  {"archivist", 4}};
  auto s = Load(pool, {TDeck({"shade", "debutante"}, 0), TDeck({"shade"}, 0), TDeck({"veteran"}, 0)}, Events(),
                deceased, kRemoved);
  Play(*s, {"court:N0", "shuffle:E0"});
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:battle 1/2", "draw:expansion 1/2"}), boost::test_tools::per_element());
  Play(*s, {"draw:battle"});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:expansion 1/1"}), boost::test_tools::per_element());
  Play(*s, {"draw:expansion"});
  const Json st = St(*s);
  const Json& e0 = st["event_decks"][0];
  BOOST_TEST(e0["cards"] == Json::array());
  BOOST_TEST(e0["hidden"] == (Json{{"battle", 1}, {"feast", 1}, {"expansion", 1}}));
  BOOST_TEST(e0["unseen"].get<int>() == 0);
  BOOST_TEST(e0["face_down"].get<bool>());
  BOOST_TEST(st["pool"] == Json::object());
  // The Debutante goes on to the next deck (E1) with the player deciding, not chance.
  BOOST_TEST(Texts(*s) == (Strings{"shuffle:E1", "keep:E1"}), boost::test_tools::per_element());
  BOOST_TEST(s->ObservationJson(0)["state"] == st);
  // Choosing E0's Event later reveals its top from those counts: 1/3 each.
  Play(*s, {"keep:E1", "keep:E2", "keep:N0", "keep:N1", "keep:N2", "event:E0"});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:battle 1/3", "draw:feast 1/3", "draw:expansion 1/3"}),
             boost::test_tools::per_element());
}

// Set-up deals what the player sees: the six tops, N0..N2 from the Nobles (shade 5/27, interloper
// 3/27 = 1/9, construct 1/9, baroness 4/27, veteran 4/27, debutante 4/27, archivist 4/27), then E0..E2
// from the Events (6/24 = 1/4 each kind). Dealing shade, shade, interloper, battle, battle, feast leaves
// the pool Nobles 27-3 = 24 {shade 3, interloper 2, ...} and Events 24-3 = 21; each Noble deck is 1 known
// over 9-1 = 8 unseen, each Event deck 1 over 8-1 = 7.
PEERAGE_ASSERTS_READING(setup_deals_exactly_the_six_tops, "ns.face-up-decks", "tops-only");
BOOST_AUTO_TEST_CASE(setup_deals_exactly_the_six_tops) {
  auto s = NewGame(GameConfig{"nobles-solo", 1, kTopsOnly});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 5/27", "draw:interloper 1/9", "draw:construct 1/9",
                                      "draw:baroness 4/27", "draw:veteran 4/27", "draw:debutante 4/27",
                                      "draw:archivist 4/27"}),
             boost::test_tools::per_element());
  Play(*s, {"draw:shade", "draw:shade", "draw:interloper"});
  // After the third Noble (shade 5 - 2 = 3 of 24 left, interloper 2 of 24): the Events' turn.
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:battle 1/4", "draw:coronation 1/4", "draw:feast 1/4",
                                      "draw:expansion 1/4"}),
             boost::test_tools::per_element());
  Play(*s, {"draw:battle", "draw:battle", "draw:feast"});
  BOOST_TEST(!s->IsChance());  // six deals, then the first Court decision
  const Json st = St(*s);
  BOOST_TEST(st["phase"] == "court");
  const Strings tops = {"shade", "shade", "interloper", "battle", "battle", "feast"};
  for (int d = 0; d < 6; ++d) {
    const Json& deck = d < 3 ? st["noble_decks"][d] : st["event_decks"][d - 3];
    BOOST_TEST(deck["cards"] == Json::array({tops[d]}));
    BOOST_TEST(deck["unseen"].get<int>() == (d < 3 ? 8 : 7));
    BOOST_TEST(deck["hidden"] == Json::object());
  }
  BOOST_TEST(st["pool"] == (Json{{"shade", 3},      {"interloper", 2}, {"construct", 3}, {"baroness", 4},
                                 {"veteran", 4},    {"debutante", 4},  {"archivist", 4}, {"battle", 4},
                                 {"coronation", 6}, {"feast", 5},      {"expansion", 6}}));
  BOOST_TEST(s->ObservationJson(0)["state"] == st);
  BOOST_TEST(Texts(*s) == (Strings{"court:N0", "court:N1", "court:N2"}), boost::test_tools::per_element());
}

// Interloper's Effect (ns.interloper-others=anywhere, the default) "discard all other Interlopers" searches
// the Noble decks, so their unseen cards are named first, top down, and stay known in place.
// N0 = construct, interloper (top) over 2 unseen; N1 = baroness; N2 = veteran; Noble pool {interloper: 1,
// archivist: 1}. Deceased: shade 5, construct 3-1 = 2, interloper 3-1-1 = 1, baroness 3, veteran 3,
// debutante 4, archivist 4-1 = 3 (21 = 27 - 4 known - 2 unseen). Events all known: E0 = feast,
// coronation (top); E1 = battle; E2 = feast; out of the game battle 5, coronation 5, feast 4, expansion 6.
BOOST_AUTO_TEST_CASE(interloper_effect_searches_the_unseen_cards) {
  const Json pool = {{"interloper", 1}, {"archivist", 1}};
  const Json deceased = {{"shade", 5},   {"construct", 2}, {"interloper", 1}, {"baroness", 3},
                         {"veteran", 3}, {"debutante", 4}, {"archivist", 3}};
  const Json removed = {{"battle", 5}, {"coronation", 5}, {"feast", 4}, {"expansion", 6}};
  auto s = Load(pool, {TDeck({"construct", "interloper"}, 2), TDeck({"baroness"}, 0), TDeck({"veteran"}, 0)},
                {TDeck({"feast", "coronation"}, 0), TDeck({"battle"}, 0), TDeck({"feast"}, 0)}, deceased, removed,
                kTopsOnly, "event-choose");
  // Coronation: two Nobles from one deck -- the Interloper, then the Construct under it.
  Play(*s, {"event:E0", "take:N0", "take:N0"});
  // N0's next card is unseen: uncovered before the next decision, pool {interloper: 1, archivist: 1}.
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:interloper 1/2", "draw:archivist 1/2"}), boost::test_tools::per_element());
  Play(*s, {"draw:archivist", "finish"});
  // The Effect searches N0 (1 unseen card left): the pool holds one interloper, so it is that, 1/1.
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:interloper 1/1"}), boost::test_tools::per_element());
  BOOST_TEST(St(*s)["noble_decks"][0]["unseen"].get<int>() == 1);
  Play(*s, {"draw:interloper"});
  const Json st = St(*s);
  // Found under the archivist and discarded: N0 = archivist alone; Interlopers Deceased 1 + 1 taken + 1
  // found = 3; the Coronation is Completed; no deck is empty, so a new turn begins (turn 3 + 1 = 4).
  BOOST_TEST(st["noble_decks"][0]["cards"] == Json::array({"archivist"}));
  BOOST_TEST(st["noble_decks"][0]["unseen"].get<int>() == 0);
  BOOST_TEST(st["pool"] == Json::object());
  BOOST_TEST(st["deceased"]["interloper"].get<int>() == 3);
  BOOST_TEST(st["completed"] == (Json{{"coronation", 1}}));
  BOOST_TEST(st["phase"] == "court");
  BOOST_TEST(st["turn"].get<int>() == 4);
}

// Unseen cards belong to the tops-only reading only: the same state under the default (open) reading is
// refused on loading, naming the invariant.
BOOST_AUTO_TEST_CASE(unseen_cards_are_refused_under_the_open_reading) {
  const Json pool = {{"archivist", 2}, {"debutante", 1}, {"expansion", 1}, {"battle", 1}};
  const Json deceased = {{"shade", 4},    {"interloper", 3}, {"construct", 3}, {"baroness", 3},
                         {"veteran", 3},  {"debutante", 3},  {"archivist", 2}};
  try {
    Load(pool, {TDeck({"baroness"}, 3), TDeck({"shade"}, 0), TDeck({"veteran"}, 0)}, Events(), deceased, kRemoved,
         {});
    BOOST_FAIL("loaded");
  } catch (const Error& e) {
    BOOST_TEST(std::string(e.what()).find("ns.unseen") != std::string::npos, e.what());
  }
}

// The same table under the other reading (`replay --set ns.face-up-decks=tops-only` from a start state
// written under open; the report's example for this reading): the player has seen only the tops, so the
// cards beneath each face-up top become unseen and join the pool. N0 = archivist, shade, veteran (top);
// N1 = debutante; N2 = baroness; E0-E2 = battle, coronation, expansion; everything else Deceased or out
// of the game (Nobles: 27 - 5 = 22 = shade 4 + interloper 3 + construct 3 + baroness 3 + veteran 3 +
// debutante 3 + archivist 3; Events: 24 - 3 = 21 = battle 5 + coronation 5 + feast 6 + expansion 5).
// Under open the Court takes the Veteran and the Shade beneath shows at once: p0 decides where the
// Veteran goes. Under tops-only N0 holds the Veteran over 2 unseen, the pool is {archivist 1, shade 1},
// and taking the Veteran uncovers N0's new top by a chance draw: shade 1/2, archivist 1/2.
PEERAGE_ASSERTS_READING(a_state_written_under_open_is_replayed_under_tops_only_as_seen_from_the_tops, "ns.face-up-decks",
                        "open", "tops-only");
BOOST_AUTO_TEST_CASE(a_state_written_under_open_is_replayed_under_tops_only_as_seen_from_the_tops) {
  const Json deceased = {{"shade", 4},   {"interloper", 3}, {"construct", 3}, {"baroness", 3},
                         {"veteran", 3}, {"debutante", 3},  {"archivist", 3}};
  const Json removed = {{"battle", 5}, {"coronation", 5}, {"feast", 6}, {"expansion", 5}};
  auto open = Load(Json::object(), {Deck({"archivist", "shade", "veteran"}), Deck({"debutante"}), Deck({"baroness"})},
                   {Deck({"battle"}), Deck({"coronation"}), Deck({"expansion"})}, deceased, removed,
                   {{"ns.face-up-decks", "open"}});
  Play(*open, {"court:N0"});
  BOOST_TEST(!open->IsChance());
  BOOST_TEST(St(*open)["noble_decks"][0]["cards"] == (Json::array({"archivist", "shade"})));
  const Trace trace = RecordTrace(*open, false);

  RereadResult tops = ReplayUnderReadings(trace, kTopsOnly, "tops-only reread");
  BOOST_REQUIRE(tops.state);
  BOOST_TEST(tops.diverged_at == -1);
  const Json start = tops.state->StartState()->at("state");
  BOOST_TEST(start["noble_decks"][0]["cards"] == Json::array({"veteran"}));
  BOOST_TEST(start["noble_decks"][0]["unseen"].get<int>() == 2);
  BOOST_TEST(start["noble_decks"][1]["unseen"].get<int>() == 0);  // a single card: its top, seen
  BOOST_TEST(start["event_decks"][0]["unseen"].get<int>() == 0);
  BOOST_TEST(start["pool"] == (Json{{"archivist", 1}, {"shade", 1}}));
  BOOST_REQUIRE(tops.state->IsChance());
  BOOST_TEST(Outcomes(*tops.state) == (Strings{"draw:shade 1/2", "draw:archivist 1/2"}),
             boost::test_tools::per_element());
  Play(*tops.state, {"draw:shade"});
  const Json after = St(*tops.state);
  BOOST_TEST(after["noble_decks"][0]["cards"] == Json::array({"shade"}));
  BOOST_TEST(after["noble_decks"][0]["unseen"].get<int>() == 1);
  BOOST_TEST(after["pool"] == (Json{{"archivist", 1}}));
  BOOST_TEST(Texts(*tops.state) == Texts(*open), boost::test_tools::per_element());  // now p0 decides as under open

  // The other way cannot invent an order: a tops-only state with unseen cards is refused under open.
  auto seen = ReplayUnderReadings(trace, kTopsOnly, "tops-only reread").state;
  const Trace tops_trace = RecordTrace(*seen, false);
  try {
    ReplayUnderReadings(tops_trace, {{"ns.face-up-decks", "open"}}, "open reread");
    BOOST_FAIL("loaded");
  } catch (const Error& e) {
    BOOST_TEST(std::string(e.what()).find("ns.unseen") != std::string::npos, e.what());
  }
}

// What the player's observation shows under each reading, on one table. N0 = archivist, shade, veteran (top),
// N1 = debutante, N2 = baroness; E0-E2 = battle, coronation, expansion; the other cards Deceased or out of the
// game (as in the replay test above: Nobles 27 - 5 = 22, Events 24 - 3 = 21).
//   open ("every card of a face-up deck is seen, in order"): N0 shows all three cards, bottom to top, and no
//   unseen count; the pool is empty (everything was dealt). The picture: "N0 face up, 3 cards: archivist,
//   shade, veteran (top)".
//   tops-only ("a face-up deck shows its top; the cards that have been on top are remembered, the rest known
//   only as counts over the three decks"): N0 shows the veteran over 2 unseen, the other decks their single
//   card (unseen 0), and the pool holds the two unseen Nobles {archivist 1, shade 1}. The picture: "N0 face
//   up, 3 cards: 2 unseen, then veteran (top)".
// The Court takes N0's Veteran ("Do not discard this Noble. Instead, move it to the top of another deck").
//   open: the shade beneath is in view at once (no chance node): N0 = archivist, shade; p0 chooses N1 or N2.
//   tops-only: N0's new top is uncovered first, uniform over the pool: shade 1/2, archivist 1/2; drawn the
//   shade: N0 = shade over 1 unseen, the pool {archivist 1}; then the same choice.
// The Veteran goes onto N1. Under both N1 shows debutante, veteran (top): under tops-only the debutante,
// once on top, is remembered (unseen 0), and the pool is unchanged {archivist 1}. Every observation equals
// the state (the player sees exactly what the state holds).
PEERAGE_ASSERTS_READING(the_observation_of_the_decks_by_reading, "ns.face-up-decks", "open", "tops-only");
BOOST_AUTO_TEST_CASE(the_observation_of_the_decks_by_reading) {
  const Json deceased = {{"shade", 4},   {"interloper", 3}, {"construct", 3}, {"baroness", 3},
                         {"veteran", 3}, {"debutante", 3},  {"archivist", 3}};
  const Json removed = {{"battle", 5}, {"coronation", 5}, {"feast", 6}, {"expansion", 5}};
  const GameInfo& info = Registry::Instance().Get("nobles-solo");
  auto deck = [](const Strings& cards, bool tops, int unseen) {
    Json d = {{"cards", cards}, {"hidden", Json::object()}, {"face_down", false}};
    if (tops) d["unseen"] = unseen;
    return d;
  };
  for (const std::string reading : {"open", "tops-only"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool tops = reading == "tops-only";
      const std::map<std::string, std::string> settings = {{"ns.face-up-decks", reading}};
      const Strings n0 = tops ? Strings{"veteran"} : Strings{"archivist", "shade", "veteran"};
      const Json pool = tops ? Json{{"archivist", 1}, {"shade", 1}} : Json::object();
      auto s = Load(pool, {deck(n0, tops, 2), deck({"debutante"}, tops, 0), deck({"baroness"}, tops, 0)},
                    {deck({"battle"}, tops, 0), deck({"coronation"}, tops, 0), deck({"expansion"}, tops, 0)},
                    deceased, removed, settings);
      Json seen = s->ObservationJson(0)["state"];
      BOOST_TEST(seen["noble_decks"][0] == deck(n0, tops, 2));
      BOOST_TEST(seen["noble_decks"][1] == deck({"debutante"}, tops, 0));
      BOOST_TEST(seen["event_decks"][0] == deck({"battle"}, tops, 0));
      BOOST_TEST(seen["pool"] == pool);
      BOOST_TEST(seen == St(*s));
      const std::string picture = info.render(*s);
      const std::string line = tops ? "N0 face up, 3 cards: 2 unseen, then veteran (top)\n"
                                    : "N0 face up, 3 cards: archivist, shade, veteran (top)\n";
      BOOST_TEST(picture.find(line) != std::string::npos, picture);

      Play(*s, {"court:N0"});
      BOOST_TEST(s->IsChance() == tops);
      if (tops) {
        BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/2", "draw:archivist 1/2"}), boost::test_tools::per_element());
        Play(*s, {"draw:shade"});
      }
      seen = s->ObservationJson(0)["state"];
      BOOST_TEST(seen["noble_decks"][0] == deck(tops ? Strings{"shade"} : Strings{"archivist", "shade"}, tops, 1));
      BOOST_TEST(seen["pool"] == (tops ? Json{{"archivist", 1}} : Json::object()));
      BOOST_TEST(Texts(*s) == (Strings{"place:N1", "place:N2"}), boost::test_tools::per_element());

      Play(*s, {"place:N1"});
      seen = s->ObservationJson(0)["state"];
      BOOST_TEST(seen["noble_decks"][1] == deck({"debutante", "veteran"}, tops, 0));
      BOOST_TEST(seen["pool"] == (tops ? Json{{"archivist", 1}} : Json::object()));
      BOOST_TEST(seen["phase"] == "event-choose");
      BOOST_TEST(seen == St(*s));
      BOOST_TEST(info.render(*s).find("N1 face up, 2 cards: debutante, veteran (top)\n") != std::string::npos);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
