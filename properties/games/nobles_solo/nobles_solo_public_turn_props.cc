// Nobles (solo)'s public state in the middle of an interrupted decision, written out by hand. The position
// of nobles_solo_public_props.cc, except that the Debutante (the Court Noble, from N0) shuffled E1 too: E1
// is face down, its three cards (battle, coronation, expansion) known only as counts. In the Event step the
// player takes the top Event of E1; its top is unknown, so the card is first turned over (a chance node)
// and the Event step waits for it. The table says: "E1's top is being turned over; then the player takes
// it for the Event step". The public state says it as this_turn {"uncovering": "E1", "waiting_action":
// "event:E1"}; loaded, it is a chance node over E1's three cards, and once the card is seen the Event step
// goes ahead with it. A third case, under ns.face-up-decks=tops-only, has an Interloper's check waiting for
// a face-up top to be uncovered (this_turn.waiting_ability).
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

const std::map<std::string, std::string> kTopsOnly = {{"ns.face-up-decks", "tops-only"}};

// Cards as in nobles_solo_public_props.cc (27 Nobles, 24 Events, 51 dealt); only E1's three cards moved
// from its known part to its unordered part (3 = battle 1 + coronation 1 + expansion 1).
const char* const kBefore = R"({
  "game": "nobles-solo", "players": 1, "step": 60,
  "state": {
    "phase": "event-choose", "turn": 2, "pool": {},
    "noble_decks": [
      {"cards": ["shade", "veteran", "baroness"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"construct": 1, "debutante": 2}, "face_down": true},
      {"cards": ["archivist", "interloper", "shade"], "hidden": {}, "face_down": false}],
    "event_decks": [
      {"cards": ["battle", "feast"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"battle": 1, "coronation": 1, "expansion": 1}, "face_down": true},
      {"cards": ["feast", "expansion"], "hidden": {}, "face_down": false}],
    "deceased": {"shade": 3, "interloper": 2, "construct": 2, "baroness": 3, "veteran": 3, "debutante": 2,
                 "archivist": 3},
    "completed": {"battle": 4, "coronation": 4, "feast": 4, "expansion": 4},
    "removed": {"coronation": 1},
    "scratch": {"court_deck": 0, "this_kind": 5, "reveal": 255, "construct_draw": 255, "construct_first": 255,
                "constructs_left": 0, "pending": 255, "pending_arg": 0, "debut_index": 6, "restore_kind": 255,
                "chain": 0, "take_pair": 255, "event_deck": 255, "event_kind": 255, "moving": 255,
                "constructs_ever": 1, "veteran_effect_from": 255, "dealt": 51},
    "discarded": [], "effects": []}})";

// After "event:E1" (one step, 61): E1's top is being turned over and the Event step waits for it. Every
// other this_turn member as in the first case (court_deck "N0", this_noble "debutante", the rest null/0).
const char* const kInterrupted = R"({
  "game": "nobles-solo", "players": 1, "step": 61,
  "state": {
    "phase": "event-choose", "turn": 2, "pool": {},
    "noble_decks": [
      {"cards": ["shade", "veteran", "baroness"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"construct": 1, "debutante": 2}, "face_down": true},
      {"cards": ["archivist", "interloper", "shade"], "hidden": {}, "face_down": false}],
    "event_decks": [
      {"cards": ["battle", "feast"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"battle": 1, "coronation": 1, "expansion": 1}, "face_down": true},
      {"cards": ["feast", "expansion"], "hidden": {}, "face_down": false}],
    "deceased": {"shade": 3, "interloper": 2, "construct": 2, "baroness": 3, "veteran": 3, "debutante": 2,
                 "archivist": 3},
    "completed": {"battle": 4, "coronation": 4, "feast": 4, "expansion": 4},
    "removed": {"coronation": 1},
    "this_turn": {"court_deck": "N0", "this_noble": "debutante", "uncovering": "E1", "construct_to": null,
                  "construct_first": null, "constructs_left": 0, "waiting_action": "event:E1",
                  "waiting_ability": null, "debutante_next": null, "restoring": null, "archivist_chain": 0,
                  "baroness_pair": null, "event_deck": null, "event": null, "moving": null,
                  "veteran_effect_from": null},
    "constructs_ever": 1,
    "discarded": [], "effects": []}})";

// Under tops-only, turn 3, Court step. Nobles (27): N0 interloper over 2 unseen, N1 shade, N2 veteran, the
// pool's 2 unseen Nobles {shade 1, debutante 1}; Deceased 22: shade 5-1-1 = 3, interloper 3-1 = 2,
// construct 3, baroness 4, veteran 4-1 = 3, debutante 4-1 = 3, archivist 4 (3+2+3+4+3+3+4 = 22; 5 + 22 = 27).
// Events (24): E0 feast over 2 unseen, E1 battle, E2 coronation, the pool's {battle 1, expansion 1}; out of
// the game battle 6-1-1 = 4, coronation 5, feast 5, expansion 5 (3 + 2 + 19 = 24).
Json TopsOnlyCourt() {
  const auto deck = [](const char* top, int unseen) {
    return Json{{"cards", {top}}, {"hidden", Json::object()}, {"face_down", false}, {"unseen", unseen}};
  };
  Json sc = Json::object();
  for (const char* name : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                           "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    sc[name] = 255;
  for (const char* name : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) sc[name] = 0;
  sc["dealt"] = 51;
  const Json st = {
      {"phase", "court"}, {"turn", 3},
      {"pool", {{"shade", 1}, {"debutante", 1}, {"battle", 1}, {"expansion", 1}}},
      {"noble_decks", {deck("interloper", 2), deck("shade", 0), deck("veteran", 0)}},
      {"event_decks", {deck("feast", 2), deck("battle", 0), deck("coronation", 0)}},
      {"deceased", {{"shade", 3}, {"interloper", 2}, {"construct", 3}, {"baroness", 4}, {"veteran", 3},
                    {"debutante", 3}, {"archivist", 4}}},
      {"completed", Json::object()},
      {"removed", {{"battle", 4}, {"coronation", 5}, {"feast", 5}, {"expansion", 5}}},
      {"scratch", sc}, {"discarded", Json::array()}, {"effects", Json::array()}};
  return {{"game", "nobles-solo"}, {"players", 1}, {"settings", kTopsOnly}, {"step", 0}, {"state", st}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(nobles_solo_public_turn)

BOOST_AUTO_TEST_CASE(a_tops_only_interloper_waiting_for_a_top_is_named_and_resumes) {
  auto state = StateFromJson(TopsOnlyCourt(), "tops-only court");
  // The Interloper leaves N0; its check reads the three tops, and N0's new top has never been seen: it is
  // uncovered first, and the Interloper's Ability is followed again once it is seen.
  state->ApplyActionText("court:N0");
  Json pub = state->info().public_state(*state);
  const Json want_turn = Json::parse(R"({"court_deck": "N0", "this_noble": "interloper", "uncovering": "N0",
      "construct_to": null, "construct_first": null, "constructs_left": 0, "waiting_action": null,
      "waiting_ability": "interloper", "debutante_next": null, "restoring": null, "archivist_chain": 0,
      "baroness_pair": null, "event_deck": null, "event": null, "moving": null, "veteran_effect_from": null})");
  BOOST_TEST(pub.at("state").at("this_turn") == want_turn, "got " << pub.at("state").at("this_turn").dump());
  // Loaded from the public state (plus the settings), the uncovering is a chance node over the pool's
  // Nobles: shade 1/2, debutante 1/2 (1 of 2 each).
  pub["settings"] = kTopsOnly;
  auto loaded = StateFromJson(pub, "public state");
  BOOST_TEST(loaded->CurrentPlayer() == kChance);
  std::vector<std::string> texts;
  for (const ChanceOutcome& o : loaded->ChanceOutcomes()) {
    texts.push_back(loaded->ActionToString(o.action));
    BOOST_TEST(o.probability.num == 1);
    BOOST_TEST(o.probability.den == 2);
  }
  const std::vector<std::string> want = {"draw:shade", "draw:debutante"};
  BOOST_TEST(texts == want, boost::test_tools::per_element());
  // A Debutante turns up: the tops are debutante, shade, veteran, three different Nobles, so the
  // Interloper takes one Event from the top of any Event deck (feast, battle, coronation all seen).
  loaded->ApplyActionText("draw:debutante");
  BOOST_TEST(loaded->CurrentPlayer() == 0);
  std::vector<std::string> legal;
  for (Action a : loaded->LegalActions()) legal.push_back(loaded->ActionToString(a));
  const std::vector<std::string> want_legal = {"take-event:E0", "take-event:E1", "take-event:E2"};
  BOOST_TEST(legal == want_legal, boost::test_tools::per_element());
  BOOST_TEST(loaded->info().public_state(*loaded).at("state").at("this_turn").at("waiting_ability").is_null());
}

BOOST_AUTO_TEST_CASE(an_event_waiting_for_its_card_is_written_in_the_tables_words) {
  auto state = StateFromJson(Json::parse(kBefore), "test state");
  state->ApplyActionText("event:E1");
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kInterrupted), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(the_interrupted_event_loads_and_goes_ahead_once_the_card_is_seen) {
  auto state = StateFromJson(Json::parse(kInterrupted), "public state");
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kInterrupted));
  // Turning E1's top over: one of its three unordered cards, each 1 of 3.
  BOOST_TEST(state->CurrentPlayer() == kChance);
  std::vector<std::string> texts;
  for (const ChanceOutcome& o : state->ChanceOutcomes()) {
    texts.push_back(state->ActionToString(o.action));
    BOOST_TEST(o.probability.num == 1);
    BOOST_TEST(o.probability.den == 3);
  }
  const std::vector<std::string> want = {"draw:battle", "draw:coronation", "draw:expansion"};
  BOOST_TEST(texts == want, boost::test_tools::per_element());
  // An Expansion turns up: any top Event may be taken, so "event:E1" still holds and goes ahead. The
  // Expansion stays on E1 as its known top while its Requirement is met; the Event step has chosen.
  state->ApplyActionText("draw:expansion");
  const Json after = state->info().public_state(*state).at("state");
  BOOST_TEST(after.at("phase") == "require");
  BOOST_TEST(after.at("event_decks")[1] ==
             Json::parse(R"({"cards": ["expansion"], "hidden": {"battle": 1, "coronation": 1}, "face_down": true})"));
  const Json& turn = after.at("this_turn");
  BOOST_TEST(turn.at("event_deck") == "E1");
  BOOST_TEST(turn.at("event") == "expansion");
  BOOST_TEST(turn.at("uncovering").is_null());
  BOOST_TEST(turn.at("waiting_action").is_null());
  BOOST_TEST(state->CurrentPlayer() == 0);
}

BOOST_AUTO_TEST_CASE(a_malformed_turn_value_is_refused_naming_its_field) {
  const auto refused = [](const char* member, Json value, const std::string& field) {
    Json j = Json::parse(kInterrupted);
    j["state"]["this_turn"][member] = std::move(value);
    try {
      StateFromJson(j, "public state");
    } catch (const ParseError& e) {
      return std::string(e.what()).find(field) != std::string::npos;
    }
    return false;
  };
  BOOST_TEST(refused("uncovering", "E3", "this_turn.uncovering"));        // no deck E3
  BOOST_TEST(refused("court_deck", "E0", "this_turn.court_deck"));        // an Event deck for the Court
  BOOST_TEST(refused("event", "shade", "this_turn.event"));               // a Noble as the Event
  BOOST_TEST(refused("waiting_action", "court", "this_turn.waiting_action"));  // court names no deck
  BOOST_TEST(refused("waiting_action", "draw:shade", "this_turn.waiting_action"));  // chance's, not the player's
  BOOST_TEST(refused("archivist_chain", -1, "this_turn.archivist_chain"));
  BOOST_TEST(refused("turn_order", 1, "this_turn.turn_order"));           // no such member
}

BOOST_AUTO_TEST_SUITE_END()
