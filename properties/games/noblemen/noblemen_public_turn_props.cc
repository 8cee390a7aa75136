// Noblemen's public state in the middle of a turn: the "turn" member tells an interrupted decision as the
// table would (player 2's Treachery waiting on the Forest payment it triggered; round-robin land draws with
// too few lands in the bag), the position loads from it and play goes on with the decisions a table
// expects. Expected JSON and legal actions are derived by hand in the comments.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/legal_texts.h"

using namespace peerage;

namespace {

// Player 2's turn, interrupted: they played Treachery (the turn's Scandal card; pile treachery 2 -> 1, the
// card face up under the deck) and put a Men-at-Arms on p0's Forest (tiles 1,0 2,0 1,1 2,1, corner 1,0),
// so p0 owes them two lands of p0's choice and has given one (a pond: p0 screen pond 2 -> 1, p2 3). The
// turn's action is still to come. "scratch" also holds stale values of an earlier land play (lands_left 2,
// woods 1) that nothing reads any more. Lands (30 of each): wood = bag 23 + p0 estate 4 + p0 screen 1 + p2
// screen 2 = 30; pond = bag 24 + screens 1 + 2 + 3 = 30; clearing = bag 24 + 3 x (screen 1 + start 1) = 30;
// farm = bag 24 + 3 x 2 = 30. Cards (36): liaison 3 in the pile + p0's 1 = 4, murder 1 + p1's 1 = 2, dowry
// 2 + p2's 1 = 3, white-hall 3 + 1 under the deck = 4, outmaneuver 2 + 1 under = 3, treachery 1 + 1 under
// = 2, the rest all in the pile. Chits: 11 + p2's 1 = 12. Castles: 17 in the supply + 3 starting ones = 20.
const char* const kForestState = R"({
  "game": "noblemen", "players": 3, "step": 80,
  "state": {
    "phase": "forest-give", "active": 2, "crown": 0, "decade": 0, "marker": 3, "balls": 0, "final_left": 0,
    "bag": {"clearing": 24, "wood": 23, "pond": 24, "farm": 24}, "donated": {},
    "pile": {"outmaneuver": 2, "blackmail": 4, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 1,
             "purloin": 2, "treachery": 1, "tariff": 3, "white-hall": 3, "secret-marriage": 3,
             "high-treason": 2, "war-with-spain": 1, "war-with-france": 1},
    "bottom": [{"card": "white-hall", "by": 2}, {"card": "outmaneuver", "by": -1}, {"card": "treachery", "by": -1}],
    "castle_slots": 0, "church_slots": 0, "palaces_board": 0, "follies_left": 15, "follies_built": 0,
    "castles_supply": 17, "churches_supply": 15, "palaces_supply": 12, "titles_supply": [0, 1, 1, 1, 1],
    "chits_supply": 11, "war": -1, "war_pounds": 0,
    "scratch": {"lands_left": 2, "woods": 1, "scandal_played": 1, "give_from": 0, "give_to": 2, "give_left": 1,
                "maa_treachery": 1},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [-1, -1, -1],
    "players": [
      {"pounds": 8, "vp": 1, "title": 0, "screen": {"clearing": 1, "wood": 1, "pond": 1, "farm": 2}, "aside": {},
       "hand": {"liaison": 1}, "offered": {}, "offered_public": {}, "bag_known": false, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W", "groups": "1,0,W"},
      {"pounds": 10, "vp": 0, "title": 0, "screen": {"clearing": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"murder": 1}, "offered": {}, "offered_public": {}, "bag_known": false, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK", "groups": ""},
      {"pounds": 12, "vp": 0, "title": 0, "screen": {"clearing": 1, "wood": 2, "pond": 3, "farm": 2}, "aside": {},
       "hand": {"dowry": 1}, "offered": {}, "offered_public": {}, "bag_known": false, "chits": 1,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [[0, 1, 0], null],
       "tiles": "0,0,CK", "groups": ""}]}})";

// As the table says it: "p2 has played their Scandal card, Treachery; p0 owes p2 one more land for the
// Forest; then p2's turn goes on" (placement treachery: the Men-at-Arms came from the card, not from a new
// Castle, so the action is still to come). The receiver is the player whose turn it is and is not written;
// the stale land-play values do not show. The packed values are written plainly as in
// noblemen_public_props.cc (by -1 -> null, masks 0 -> [], 15 -> all four Follies, title 0 -> baron).
const char* const kForestPublic = R"({
  "game": "noblemen", "players": 3, "step": 80,
  "state": {
    "phase": "forest-give", "active": 2, "crown": 0, "decade": 0, "marker": 3, "balls": 0, "final_left": 0,
    "bag": {"clearing": 24, "wood": 23, "pond": 24, "farm": 24}, "donated": {},
    "pile": {"outmaneuver": 2, "blackmail": 4, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 1,
             "purloin": 2, "treachery": 1, "tariff": 3, "white-hall": 3, "secret-marriage": 3,
             "high-treason": 2, "war-with-spain": 1, "war-with-france": 1},
    "bottom": [{"card": "white-hall", "by": 2}, {"card": "outmaneuver", "by": null}, {"card": "treachery", "by": null}],
    "castle_slots": [], "church_slots": [], "palaces_board": 0,
    "follies_left": ["country", "wealth", "prestige", "grand"], "follies_built": 0,
    "castles_supply": 17, "churches_supply": 15, "palaces_supply": 12, "titles_supply": [0, 1, 1, 1, 1],
    "chits_supply": 11, "war": null, "war_pounds": 0,
    "turn": {"scandal_played": true, "action_taken": false, "card_in_effect": null, "lands": null,
             "chits_bought": 0, "redeem_for": null, "purloin_left": 0,
             "forest_payment": {"from": 0, "lands_left": 1, "placement": "treachery"},
             "murder_offer_to": null, "mulligan_by": null, "deal": null, "ball": null, "next_land_to": null},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [null, null, null],
    "players": [
      {"pounds": 8, "vp": 1, "title": "baron", "screen": {"clearing": 1, "wood": 1, "pond": 1, "farm": 2}, "aside": {},
       "hand": {"liaison": 1}, "offered": {}, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W", "groups": "1,0,W"},
      {"pounds": 10, "vp": 0, "title": "baron", "screen": {"clearing": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"murder": 1}, "offered": {}, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK", "groups": ""},
      {"pounds": 12, "vp": 0, "title": "baron", "screen": {"clearing": 1, "wood": 2, "pond": 3, "farm": 2}, "aside": {},
       "hand": {"dowry": 1}, "offered": {}, "chits": 1, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [[0, 1, 0], null], "tiles": "0,0,CK", "groups": ""}]}})";


using nm_test::Has;

bool HasPrefix(const std::vector<std::string>& texts, const std::string& prefix) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.rfind(prefix, 0) == 0; });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_public_turn)

BOOST_AUTO_TEST_CASE(forest_payment_after_treachery_written_out_by_hand) {
  const auto state = StateFromJson(Json::parse(kForestState), "test state");
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kForestPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(forest_payment_loads_and_the_turn_goes_on_as_the_table_expects) {
  const auto state = StateFromJson(Json::parse(kForestPublic), "public state");
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kForestPublic));
  // p0, the Forest's owner, chooses the land: one of each type behind p0's screen (clearing 1, wood 1,
  // pond 1, farm 2).
  BOOST_TEST(state->CurrentPlayer() == 0);
  const std::vector<std::string> gives = {"give clearing", "give farm", "give pond", "give wood"};
  BOOST_TEST(props::SortedLegalTexts(*state) == gives, boost::test_tools::per_element());
  // The second land ends the payment (lands_left 1 -> 0) and p2's turn goes on before the action: the
  // Treachery was the turn's Scandal card, so no "play"; the action is open, so "vp" is offered and "end"
  // is not (it comes only after the action).
  state->ApplyLegalAction(*state->ParseAction("give farm"));
  BOOST_TEST(state->CurrentPlayer() == 2);
  const Json after = state->info().public_state(*state)["state"];
  BOOST_TEST(after["phase"] == "main");
  BOOST_TEST(after["players"][0]["screen"]["farm"] == 1);  // 2 - 1
  BOOST_TEST(after["players"][2]["screen"]["farm"] == 3);  // 2 + 1
  BOOST_TEST(after["turn"]["forest_payment"].is_null());
  BOOST_TEST(after["turn"]["scandal_played"] == true);
  BOOST_TEST(after["turn"]["action_taken"] == false);
  const auto main = props::SortedLegalTexts(*state);
  BOOST_TEST(Has(main, "vp"));
  BOOST_TEST(!Has(main, "end"));
  BOOST_TEST(!HasPrefix(main, "play "));
}

BOOST_AUTO_TEST_CASE(forest_payment_after_a_castle_ends_the_action) {
  // The same payment with placement castle: the Men-at-Arms came with a new Castle, the turn's action, so
  // once the land is given only "end" (and a trade, p2 holding 2 or more lands) is left, and no "vp".
  Json j = Json::parse(kForestPublic);
  j["state"]["turn"]["forest_payment"]["placement"] = "castle";
  const auto state = StateFromJson(j, "public state");
  BOOST_TEST(state->info().public_state(*state) == j);
  state->ApplyLegalAction(*state->ParseAction("give wood"));
  BOOST_TEST(state->CurrentPlayer() == 2);
  BOOST_TEST(state->info().public_state(*state)["state"]["turn"]["action_taken"] == true);
  const auto main = props::SortedLegalTexts(*state);
  BOOST_TEST(Has(main, "end"));
  BOOST_TEST(!Has(main, "vp"));
}

BOOST_AUTO_TEST_CASE(a_turn_that_does_not_fit_the_phase_is_refused_by_name) {
  Json j = Json::parse(kForestPublic);
  j["state"]["turn"]["forest_payment"] = nullptr;  // forest-give without the payment
  BOOST_CHECK_EXCEPTION(StateFromJson(j, "public state"), Error, [](const Error& e) {
    return std::string(e.what()).find("turn.forest_payment") != std::string::npos;
  });
  j = Json::parse(kForestPublic);
  j["state"]["turn"]["murder_offer_to"] = 1;  // not a murder offer
  BOOST_CHECK_EXCEPTION(StateFromJson(j, "public state"), Error, [](const Error& e) {
    return std::string(e.what()).find("turn.murder_offer_to") != std::string::npos;
  });
}


// nm.short-bag-order=round-robin with too few lands: the table must say whose land comes next. p1 acts and
// holds a Forest (1,0) with p0's Men-at-Arms on it, the bag holds 3 farms. Acquire Land: 1 per wood = 4
// to p1, the Forest's 2 to p0 instead: owed [2, 4, 0], 6 > 3 in the bag. Round robin starts with the
// acting player: p1; then left of p1 is p2 (owed none), so p0; then p1 again.
BOOST_AUTO_TEST_CASE(round_robin_short_bag_names_the_next_drawer_and_resumes) {
  Json j = nm_test::NewTable(3, Json{{"nm.short-bag-order", "round-robin"}});
  Json& st = j["state"];
  st["active"] = 1;
  st["crown"] = 1;
  st["players"][1]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W";
  st["players"][1]["groups"] = "1,0,W";
  st["players"][0]["maa"] = Json::array({Json::array({1, 1, 0}), nullptr});
  st["bag"] = Json{{"farm", 3}};
  nm_test::Balance(st, {.keep_bag = true, .sink = 2});
  auto s = nm_test::Load(j, "round-robin");
  s->ApplyActionText("acquire");
  BOOST_TEST(s->info().public_state(*s)["state"]["turn"]["next_land_to"] == 1);
  s->ApplyActionText("draw-land farm");
  Json pub = s->info().public_state(*s);
  BOOST_TEST(pub["state"]["turn"]["next_land_to"] == 0);
  BOOST_TEST((pub["state"]["draws"] == Json::array({2, 3, 0})));  // p1: 4 - 1
  pub["settings"] = s->ToJson()["settings"];
  auto loaded = StateFromJson(pub, "public state");
  loaded->ApplyActionText("draw-land farm");
  const Json after = loaded->info().public_state(*loaded)["state"];
  BOOST_TEST((after["draws"] == Json::array({1, 3, 0})));  // p0: 2 - 1
  BOOST_TEST(after["turn"]["next_land_to"] == 1);
}

BOOST_AUTO_TEST_SUITE_END()
