// Noblemen's public state on a hand-built position: a 3-player game early in the first decade, player 1 in
// the middle of the 2-for-1 trade (two woods put into the bag, now picking one land from it), and on random
// reachable states. Filled price tracks, a War, titles and a Ball written plainly: noblemen_public_forms_props.cc. The expected public JSON is written out below by hand from the state: the same fields,
// without each player's bag_known and offered_public (what the players saw, not what is on the table), and
// "turn" (the turn in progress in the rulebook's terms) instead of the engine's "scratch". Interrupted
// turns told in those terms: noblemen_public_turn_props.cc.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "properties/generators.h"
#include "properties/legal_texts.h"

using namespace peerage;

namespace {

// Lands (30 of each type exist): wood = bag 26 + p0 screen 1 + p0 estate 1 + p2 screen 2 = 30 (p1 traded
// both its woods into the bag: 24 + 2 = 26); clearing = bag 24 + 3 x (screen 1 + start clearing 1) = 30;
// pond and farm = bag 24 + 3 x screen 2 = 30. Cards (36): liaison 3 in the pile + p0's 1 = 4, murder 1 + 1
// = 2, dowry 2 + 1 = 3, white-hall 3 + 1 under the deck = 4, outmaneuver 2 + 1 under = 3, the rest all in
// the pile. Chits: 11 in the supply + p2's 1 = 12. Castles: 17 in the supply + 3 starting Castles = 20.
const char* const kState = R"({
  "game": "noblemen", "players": 3, "step": 57,
  "state": {
    "phase": "trade-pick", "active": 1, "crown": 0, "decade": 0, "marker": 3, "balls": 0, "final_left": 0,
    "bag": {"clearing": 24, "wood": 26, "pond": 24, "farm": 24}, "donated": {},
    "pile": {"outmaneuver": 2, "blackmail": 4, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 1,
             "purloin": 2, "treachery": 2, "tariff": 3, "white-hall": 3, "secret-marriage": 3,
             "high-treason": 2, "war-with-spain": 1, "war-with-france": 1},
    "bottom": [{"card": "white-hall", "by": 2}, {"card": "outmaneuver", "by": -1}],
    "castle_slots": 0, "church_slots": 0, "palaces_board": 0, "follies_left": 15, "follies_built": 0,
    "castles_supply": 17, "churches_supply": 15, "palaces_supply": 12, "titles_supply": [0, 1, 1, 1, 1],
    "chits_supply": 11, "war": -1, "war_pounds": 0, "scratch": {"scandal_played": 1},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [-1, -1, -1],
    "players": [
      {"pounds": 8, "vp": 1, "title": 0, "screen": {"clearing": 1, "wood": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"liaison": 1}, "offered": {}, "offered_public": {}, "bag_known": true, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK 1,0,W", "groups": ""},
      {"pounds": 10, "vp": 0, "title": 0, "screen": {"clearing": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"murder": 1}, "offered": {}, "offered_public": {}, "bag_known": true, "chits": 0,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK", "groups": ""},
      {"pounds": 12, "vp": 0, "title": 0, "screen": {"clearing": 1, "wood": 2, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"dowry": 1}, "offered": {}, "offered_public": {}, "bag_known": false, "chits": 1,
       "acquire_used": false, "taxes_used": false, "treason": false, "maa": [null, null],
       "tiles": "0,0,CK", "groups": ""}]}})";

// The same position as the table sees it: no "settings" in the wrapper, every field kept under its name
// except bag_known and offered_public, and "turn" for "scratch": the Scandal card of the turn is spent
// (scandal_played true), the action not yet taken; a trade's pick is a phase of its own, so nothing else is
// under way and every other member of "turn" is written at its default. The packed values are written
// plainly: the face-up outmaneuver's by -1 -> null, both empty price tracks (mask 0) -> [], follies_left 15
// = bits 0-3 -> all four Follies by name, war -1 -> null, prestige -1 (no Ball) -> null, title 0 -> baron.
const char* const kPublic = R"({
  "game": "noblemen", "players": 3, "step": 57,
  "state": {
    "phase": "trade-pick", "active": 1, "crown": 0, "decade": 0, "marker": 3, "balls": 0, "final_left": 0,
    "bag": {"clearing": 24, "wood": 26, "pond": 24, "farm": 24}, "donated": {},
    "pile": {"outmaneuver": 2, "blackmail": 4, "dowry": 2, "favor-of-the-vicar": 2, "liaison": 3, "murder": 1,
             "purloin": 2, "treachery": 2, "tariff": 3, "white-hall": 3, "secret-marriage": 3,
             "high-treason": 2, "war-with-spain": 1, "war-with-france": 1},
    "bottom": [{"card": "white-hall", "by": 2}, {"card": "outmaneuver", "by": null}],
    "castle_slots": [], "church_slots": [], "palaces_board": 0,
    "follies_left": ["country", "wealth", "prestige", "grand"], "follies_built": 0,
    "castles_supply": 17, "churches_supply": 15, "palaces_supply": 12, "titles_supply": [0, 1, 1, 1, 1],
    "chits_supply": 11, "war": null, "war_pounds": 0,
    "turn": {"scandal_played": true, "action_taken": false, "card_in_effect": null, "lands": null,
             "chits_bought": 0, "redeem_for": null, "purloin_left": 0, "forest_payment": null,
             "murder_offer_to": null, "mulligan_by": null, "deal": null, "ball": null, "next_land_to": null},
    "draws": [0, 0, 0], "card_queue": [], "prestige": [null, null, null],
    "players": [
      {"pounds": 8, "vp": 1, "title": "baron", "screen": {"clearing": 1, "wood": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"liaison": 1}, "offered": {}, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK 1,0,W", "groups": ""},
      {"pounds": 10, "vp": 0, "title": "baron", "screen": {"clearing": 1, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"murder": 1}, "offered": {}, "chits": 0, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK", "groups": ""},
      {"pounds": 12, "vp": 0, "title": "baron", "screen": {"clearing": 1, "wood": 2, "pond": 2, "farm": 2}, "aside": {},
       "hand": {"dowry": 1}, "offered": {}, "chits": 1, "acquire_used": false, "taxes_used": false,
       "treason": false, "maa": [null, null], "tiles": "0,0,CK", "groups": ""}]}})";


// The canonical "state" without what the public state leaves out or rebuilds: the two memories, and the
// scratch (rebuilt from "turn"; its values outside their phase are stale and come back at their defaults).
Json WithoutBookkeeping(Json state) {
  for (Json& player : state["players"]) {
    player.erase("bag_known");
    player.erase("offered_public");
  }
  state.erase("scratch");
  return state;
}


// The public wrapper of `s` with its settings (what a re-synchronised engine is sent), loaded.
std::unique_ptr<State> Reload(const State& s) {
  const Json full = s.ToJson();
  Json wrapper = s.info().public_state(s);
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full[key];
  return StateFromJson(wrapper, "public state");
}


}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_public)

BOOST_AUTO_TEST_CASE(trade_pick_position_written_out_by_hand) {
  const auto state = StateFromJson(Json::parse(kState), "test state");
  const Json got = state->info().public_state(*state);
  const Json want = Json::parse(kPublic);
  BOOST_TEST(got == want, "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(public_position_loads_with_the_picker_remembering_the_bag) {
  // Loaded without the memories, the picker (p1, in trade-pick) has seen the bag, nobody else remembers
  // it: p0's true above is the bookkeeping the public state drops.
  const auto state = StateFromJson(Json::parse(kPublic), "public state");
  const Json inner = state->ToJson()["state"];
  BOOST_TEST(inner["players"][0]["bag_known"] == false);
  BOOST_TEST(inner["players"][1]["bag_known"] == true);
  BOOST_TEST(inner["players"][2]["bag_known"] == false);
  // The bag holds all four land types, so the trader may take any of them.
  const std::vector<std::string> want = {"take clearing", "take farm", "take pond", "take wood"};
  const auto got = props::SortedLegalTexts(*state);
  BOOST_TEST(got == want, boost::test_tools::per_element());
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kPublic));
}


// On random reachable states, loading the public state gives back the whole canonical state but for the
// memories and the scratch, and play goes on from it exactly as from the original: the same public
// states, players to act and legal actions on a random continuation (the stale scratch values the loader
// resets are never read). Every state of the continuation also reloads to itself, so each phase met on the
// way is loaded from its "turn" at least once.
RC_BOOST_PROP(reloaded_public_states_play_on_like_the_original, ()) {
  props::Reach reach;
  reach.config = *props::GenConfigFor(Registry::Instance().Get("noblemen"));
  reach.seed = *rc::gen::noShrink(props::GenSeed());
  reach.permille = *rc::gen::inRange(0, 1001);
  const std::uint64_t walk_seed = *rc::gen::noShrink(props::GenSeed());
  auto state = props::ReachState(reach).state;
  const Json full = state->ToJson();
  auto loaded = Reload(*state);
  const Json again = loaded->ToJson()["state"];
  if (WithoutBookkeeping(again) != WithoutBookkeeping(full["state"]))
    RC_FAIL(props::ShowState(*state) + "\n" + Json::diff(full["state"], again).dump());
  Rng rng(walk_seed);
  auto same = [&](const State& a, const State& b, const std::string& what) {
    const Json want = a.info().public_state(a), got = b.info().public_state(b);
    if (want != got || a.CurrentPlayer() != b.CurrentPlayer() || props::SortedLegalTexts(a) != props::SortedLegalTexts(b))
      RC_FAIL(fmt::format("{} (walk seed {}):\n{}\n{}", what, walk_seed, props::ShowState(a), Json::diff(want, got).dump()));
  };
  for (int i = 0; i < 60 && !state->IsTerminal(); ++i) {
    const auto legal = state->LegalActions();
    const Action a = state->IsChance() ? SampleChance(state->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
    state->ApplyLegalAction(a);
    loaded->ApplyLegalAction(a);
    same(*state, *loaded, fmt::format("played on {} steps from the reloaded state", i + 1));
    same(*state, *Reload(*state), fmt::format("reloaded after {} steps", i + 1));
  }
}

BOOST_AUTO_TEST_SUITE_END()
