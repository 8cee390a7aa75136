// Noblemen's public state writes plainly what the canonical JSON packs into numbers: the filled spaces of
// the price tracks and the Follies left as lists, the War card and titles by name, null for "none" (no
// crown yet, a face-up return, a marker off the track, no War, a title handed back at a Ball). A hand-built
// Masquerade Ball shows every one of them; it loads back to the engine's numbers and the Ball goes on as a
// table expects; a value in the old packed form, or otherwise malformed, is refused naming its field.
// Expected JSON, numbers and legal actions are derived by hand in the comments.
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

// The first Ball of a 3-player game (marker 6). p1 holds the crown, so markers go down p1, p2, p0: p1 has
// placed at 4; p2 is placing and has redeemed 2 chits (prestige added 2; 1 chit left). Every title is back
// in the supply (3 players: Baron 3, one each of the rest). The board: Castles on price spaces 2, 4 and 5
// (mask 2 + 8 + 16 = 26), a Church on space 3 (mask 4); the country Folly built by p0 (1,0) and the
// prestige Folly by p2 (0,1), so wealth and grand are left (mask 2 + 8 = 10); War with Spain (card 12) in
// play with 3 pounds on it. Under the deck: a dowry p0 returned face down, a liaison spent face up.
// Counts: clearing bag 25 + estates 2 + 1 + 2 = 30, other lands all 30 in the bag. Cards: blackmail pile 3
// + p2's 1 = 4, tariff 2 + 1 = 3, dowry 2 + 1 under = 3, liaison 3 + 1 under = 4, war-with-spain 0 + the
// War in play = 1, the rest all in the pile. Castles: supply 14 + 3 on the board + 3 starting = 20;
// Churches: 14 + 1 = 15. Chits: 11 + p2's 1 = 12.
const char* const kBallState = R"({
  "game": "noblemen", "players": 3, "step": 200,
  "state": {
    "phase": "ball", "active": 1, "crown": 1, "decade": 0, "marker": 6, "balls": 0, "final_left": 0,
    "bag": {"clearing": 25, "wood": 30, "pond": 30, "farm": 30}, "donated": {},
    "pile": {"outmaneuver": 3, "blackmail": 3, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 2,
             "purloin": 2, "treachery": 2, "tariff": 2, "white-hall": 4, "secret-marriage": 3,
             "high-treason": 2, "war-with-france": 1},
    "bottom": [{"card": "dowry", "by": 0}, {"card": "liaison", "by": -1}],
    "castle_slots": 26, "church_slots": 4, "palaces_board": 0, "follies_left": 10, "follies_built": 2,
    "castles_supply": 14, "churches_supply": 14, "palaces_supply": 12, "titles_supply": [3, 1, 1, 1, 1],
    "chits_supply": 11, "war": 12, "war_pounds": 3,
    "scratch": {"ball_index": 1, "ball_extra": 2, "ball_redeemed": 1},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [-1, 4, -1],
    "players": [
      {"pounds": 6, "vp": 14, "title": -1, "screen": {}, "aside": {}, "hand": {}, "offered": {},
       "offered_public": {}, "bag_known": false, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK 1,0,C1", "groups": ""},
      {"pounds": 9, "vp": 3, "title": -1, "screen": {}, "aside": {}, "hand": {}, "offered": {},
       "offered_public": {}, "bag_known": false, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK", "groups": ""},
      {"pounds": 4, "vp": 10, "title": -1, "screen": {}, "aside": {}, "hand": {"blackmail": 1, "tariff": 1},
       "offered": {}, "offered_public": {}, "bag_known": false, "chits": 1, "acquire_used": false,
       "taxes_used": false, "treason": false, "maa": [null, null], "tiles": "0,0,CK 0,1,C3", "groups": ""}]}})";

// As the table writes it: Castles on spaces [2, 4, 5], a Church on [3]; Follies left wealth and grand (the
// action texts' names, in the order country, wealth, prestige, grand); war-with-spain; the face-up liaison
// has by null; only p1's marker is on the track ([null, 4, null]); every title is null (handed back).
// "turn": the Ball's player has added 2 prestige by redeeming chits, no Blackmail yet.
const char* const kBallPublic = R"({
  "game": "noblemen", "players": 3, "step": 200,
  "state": {
    "phase": "ball", "active": 1, "crown": 1, "decade": 0, "marker": 6, "balls": 0, "final_left": 0,
    "bag": {"clearing": 25, "wood": 30, "pond": 30, "farm": 30}, "donated": {},
    "pile": {"outmaneuver": 3, "blackmail": 3, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 2,
             "purloin": 2, "treachery": 2, "tariff": 2, "white-hall": 4, "secret-marriage": 3,
             "high-treason": 2, "war-with-france": 1},
    "bottom": [{"card": "dowry", "by": 0}, {"card": "liaison", "by": null}],
    "castle_slots": [2, 4, 5], "church_slots": [3], "palaces_board": 0,
    "follies_left": ["wealth", "grand"], "follies_built": 2,
    "castles_supply": 14, "churches_supply": 14, "palaces_supply": 12, "titles_supply": [3, 1, 1, 1, 1],
    "chits_supply": 11, "war": "war-with-spain", "war_pounds": 3,
    "turn": {"scandal_played": false, "action_taken": false, "card_in_effect": null, "lands": null,
             "chits_bought": 0, "redeem_for": null, "purloin_left": 0, "forest_payment": null,
             "murder_offer_to": null, "mulligan_by": null, "deal": null,
             "ball": {"prestige_added": 2, "chits_redeemed": true, "blackmail_used": 0}, "next_land_to": null},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [null, 4, null],
    "players": [
      {"pounds": 6, "vp": 14, "title": null, "screen": {}, "aside": {}, "hand": {}, "offered": {}, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK 1,0,C1", "groups": ""},
      {"pounds": 9, "vp": 3, "title": null, "screen": {}, "aside": {}, "hand": {}, "offered": {}, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK", "groups": ""},
      {"pounds": 4, "vp": 10, "title": null, "screen": {}, "aside": {}, "hand": {"blackmail": 1, "tariff": 1},
       "offered": {}, "chits": 1, "acquire_used": false, "taxes_used": false, "treason": false,
       "maa": [null, null], "tiles": "0,0,CK 0,1,C3", "groups": ""}]}})";

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_public_forms)

BOOST_AUTO_TEST_CASE(ball_position_written_plainly_by_hand) {
  const auto state = nm_test::Load(Json::parse(kBallState), "test state");
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kBallPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(plain_forms_load_back_to_the_engine_numbers_and_the_ball_goes_on) {
  const auto state = StateFromJson(Json::parse(kBallPublic), "public state");
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kBallPublic));
  // The canonical JSON keeps its numbers: spaces [2, 4, 5] are bits 1, 3, 4 = 2 + 8 + 16 = 26; [3] is bit 2
  // = 4; wealth and grand are bits 1 and 3 = 10; war-with-spain is card 12; every null is -1.
  const Json inner = state->ToJson()["state"];
  BOOST_TEST(inner["castle_slots"] == 26);
  BOOST_TEST(inner["church_slots"] == 4);
  BOOST_TEST(inner["follies_left"] == 10);
  BOOST_TEST(inner["war"] == 12);
  BOOST_TEST((inner["prestige"] == Json::array({-1, 4, -1})));
  BOOST_TEST(inner["bottom"][1]["by"] == -1);
  for (int p = 0; p < 3; ++p) BOOST_TEST(inner["players"][p]["title"] == -1);
  // p2 places next (crown p1, then leftwards; p1's marker is down). Chits already redeemed at this Ball, so
  // no "redeem"; each card in hand may be spent; Blackmail once (nm.blackmail-per-ball=one, none used).
  BOOST_TEST(state->CurrentPlayer() == 2);
  const std::vector<std::string> want = {"blackmail", "place", "spend blackmail", "spend tariff"};
  BOOST_TEST(props::SortedLegalTexts(*state) == want, boost::test_tools::per_element());
  // p2's marker: base prestige 0 (no pond, palace or Lake) + 2 added = space 2, open. p0 then has nothing
  // to add (no chits, no cards): only "place", at 0 + 0 = space 0.
  state->ApplyActionText("place");
  Json pub = state->info().public_state(*state)["state"];
  BOOST_TEST((pub["prestige"] == Json::array({nullptr, 4, 2})));
  BOOST_TEST((pub["turn"]["ball"] == Json{{"prestige_added", 0}, {"chits_redeemed", false}, {"blackmail_used", 0}}));
  BOOST_TEST(state->CurrentPlayer() == 0);
  BOOST_TEST(props::SortedLegalTexts(*state) == std::vector<std::string>{"place"}, boost::test_tools::per_element());
  // The last marker ends the Ball: highest first, p1 (4) takes the best title its prestige meets and the
  // supply holds: Viscount (needs 2; Earl needs 6), +1 VP (3 -> 4); p2 (2) finds the one Viscount gone:
  // Baron; p0 (0): Baron. The markers leave the track.
  state->ApplyActionText("place");
  pub = state->info().public_state(*state)["state"];
  BOOST_TEST((pub["players"][0]["title"] == "baron"));
  BOOST_TEST((pub["players"][1]["title"] == "viscount"));
  BOOST_TEST((pub["players"][2]["title"] == "baron"));
  BOOST_TEST(pub["players"][1]["vp"] == 4);
  BOOST_TEST((pub["prestige"] == Json::array({nullptr, nullptr, nullptr})));
}

BOOST_AUTO_TEST_CASE(packed_or_malformed_values_are_refused_naming_the_field) {
  struct Case { const char* pointer; Json value; const char* error; };
  const std::vector<Case> cases = {
      {"/state/war", 12, "state.war: expected null, \"war-with-spain\" or \"war-with-france\""},
      {"/state/war", "war-with-england", "state.war: expected null"},
      {"/state/castle_slots", 26, "state.castle_slots: expected a list of the filled price spaces"},
      {"/state/castle_slots", Json::array({4, 2}), "state.castle_slots: expected"},
      {"/state/church_slots", Json::array({3, 3}), "state.church_slots: expected"},
      {"/state/church_slots", Json::array({6}), "state.church_slots: expected"},
      {"/state/follies_left", 10, "state.follies_left: expected a list of the Follies left"},
      {"/state/follies_left", Json::array({"grand", "wealth"}), "state.follies_left: expected"},
      {"/state/players/1/title", 0, "state.players[1].title: expected null"},
      {"/state/players/1/title", "Baron", "state.players[1].title: expected null"},
      {"/state/crown", -1, "state.crown: expected null or a seat, 0 to 2"},
      {"/state/bottom/1/by", -1, "state.bottom[1].by: expected null or a seat"},
      {"/state/prestige/1", -1, "state.prestige[1]: expected null or a space"},
  };
  for (const Case& c : cases) {
    Json j = Json::parse(kBallPublic);
    j[Json::json_pointer(c.pointer)] = c.value;
    std::string what = "(loaded)";
    try {
      StateFromJson(j, "public state");
    } catch (const Error& e) {
      what = e.what();
    }
    BOOST_TEST(what.find(c.error) != std::string::npos, c.pointer << " = " << c.value.dump() << ": " << what);
  }
}

BOOST_AUTO_TEST_SUITE_END()
