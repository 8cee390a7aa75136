// Nobles (solo)'s public state on one hand-built position: turn 2, the Court Noble already discarded from
// N0 and its Ability followed, the player about to take an Event; N1 was shuffled face down by a
// Debutante. The expected public JSON is written out below by hand from the state: the same fields, with
// the engine's scratch numbers written as "this_turn" in the rulebook's terms (decks N0-N2/E0-E2, cards by
// kind, null for none) and scratch.dealt (the setup deal counter: every card is out of the pool) left out.
// A second case (nobles_solo_public_turn_props.cc) sits in an interrupted decision.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "properties/legal_texts.h"

using namespace peerage;

namespace {

// Nobles (27): decks N0 3 + N1 3 (hidden) + N2 3 = 9, Deceased 18: shade 5 = 1 + 1 + 3, interloper 3 =
// 1 + 2, construct 3 = 1 + 2, baroness 4 = 1 + 3, veteran 4 = 1 + 3, debutante 4 = 2 + 2, archivist 4 =
// 1 + 3. Events (24): decks E0 2 + E1 3 + E2 2 = 7, Completed 16, removed 1: battle 6 = 2 + 4, coronation
// 6 = 1 + 4 + 1 removed, feast 6 = 2 + 4, expansion 6 = 2 + 4. Dealt at setup: 27 + 24 = 51.
const char* const kState = R"({
  "game": "nobles-solo", "players": 1, "step": 60,
  "state": {
    "phase": "event-choose", "turn": 2, "pool": {},
    "noble_decks": [
      {"cards": ["shade", "veteran", "baroness"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"construct": 1, "debutante": 2}, "face_down": true},
      {"cards": ["archivist", "interloper", "shade"], "hidden": {}, "face_down": false}],
    "event_decks": [
      {"cards": ["battle", "feast"], "hidden": {}, "face_down": false},
      {"cards": ["coronation", "expansion", "battle"], "hidden": {}, "face_down": false},
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

// The same position as the table sees it (no "settings": an engine was told them at new_game): scratch
// court_deck 0 -> "N0", this_kind 5 -> "debutante" (kinds 0 shade .. 5 debutante), every 255 -> null,
// debut_index 6 outside the Debutante -> null, chain 0 -> archivist_chain 0, pending 255 -> both waiting
// members null; constructs_ever 1 moves up beside the decks.
const char* const kPublic = R"({
  "game": "nobles-solo", "players": 1, "step": 60,
  "state": {
    "phase": "event-choose", "turn": 2, "pool": {},
    "noble_decks": [
      {"cards": ["shade", "veteran", "baroness"], "hidden": {}, "face_down": false},
      {"cards": [], "hidden": {"construct": 1, "debutante": 2}, "face_down": true},
      {"cards": ["archivist", "interloper", "shade"], "hidden": {}, "face_down": false}],
    "event_decks": [
      {"cards": ["battle", "feast"], "hidden": {}, "face_down": false},
      {"cards": ["coronation", "expansion", "battle"], "hidden": {}, "face_down": false},
      {"cards": ["feast", "expansion"], "hidden": {}, "face_down": false}],
    "deceased": {"shade": 3, "interloper": 2, "construct": 2, "baroness": 3, "veteran": 3, "debutante": 2,
                 "archivist": 3},
    "completed": {"battle": 4, "coronation": 4, "feast": 4, "expansion": 4},
    "removed": {"coronation": 1},
    "this_turn": {"court_deck": "N0", "this_noble": "debutante", "uncovering": null, "construct_to": null,
                  "construct_first": null, "constructs_left": 0, "waiting_action": null,
                  "waiting_ability": null, "debutante_next": null, "restoring": null, "archivist_chain": 0,
                  "baroness_pair": null, "event_deck": null, "event": null, "moving": null,
                  "veteran_effect_from": null},
    "constructs_ever": 1,
    "discarded": [], "effects": []}})";

// What an engine may send for it: every optional field holding its default left out (what differs from a
// fresh turn: the Court Noble came from N0 and was a Debutante; one Construct discarded this game). The
// Debutante's index (6, past the six decks) is not written: it says nothing once the Debutante is done.
const char* const kSparse = R"({
  "game": "nobles-solo", "players": 1, "step": 60,
  "state": {
    "phase": "event-choose", "turn": 2,
    "noble_decks": [
      {"cards": ["shade", "veteran", "baroness"]},
      {"cards": [], "hidden": {"construct": 1, "debutante": 2}, "face_down": true},
      {"cards": ["archivist", "interloper", "shade"]}],
    "event_decks": [{"cards": ["battle", "feast"]}, {"cards": ["coronation", "expansion", "battle"]},
                    {"cards": ["feast", "expansion"]}],
    "deceased": {"shade": 3, "interloper": 2, "construct": 2, "baroness": 3, "veteran": 3, "debutante": 2,
                 "archivist": 3},
    "completed": {"battle": 4, "coronation": 4, "feast": 4, "expansion": 4},
    "removed": {"coronation": 1},
    "this_turn": {"court_deck": "N0", "this_noble": "debutante"}, "constructs_ever": 1}})";

}  // namespace

BOOST_AUTO_TEST_SUITE(nobles_solo_public)

BOOST_AUTO_TEST_CASE(event_choice_position_written_out_by_hand) {
  const auto state = StateFromJson(Json::parse(kState), "test state");
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const Json schema = PublicSchemaOf(state->info());
  const auto violations = ValidatePublicState(schema, got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
  BOOST_TEST(WithoutPublicDefaults(schema, got) == Json::parse(kSparse));
  BOOST_TEST(WithPublicDefaults(schema, Json::parse(kSparse)) == got);
}

BOOST_AUTO_TEST_CASE(public_position_resumes_play) {
  const auto state = StateFromJson(Json::parse(kPublic), "public state");
  BOOST_TEST(state->CurrentPlayer() == 0);
  // The Event step takes the top Event of any Event deck: E0 feast, E1 battle, E2 expansion.
  const std::vector<std::string> want = {"event:E0", "event:E1", "event:E2"};
  BOOST_TEST(props::SortedLegalTexts(*state) == want, boost::test_tools::per_element());
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kPublic));
}

BOOST_AUTO_TEST_SUITE_END()
