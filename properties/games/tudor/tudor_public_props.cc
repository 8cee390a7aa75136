// Tudor's public state: one hand-built 2-player position written out by hand, and, on random reachable
// states, the three counters the public state leaves out (setup_step, draft_pick, each player's turns) are
// rebuilt by the loader exactly (turns up to the offset the rules never read).
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/public_state.h"
#include "properties/games/tudor/tudor_fixtures.h"

using namespace peerage;
using namespace tudor_build;

namespace {

// A 2-player round-2 Actions turn (Scoring Cards 1+4, Scenario 1): start player 0 has had their turn, player
// 1 is to act. On the board (4 columns, space = col*9 + row from 0): a red Court Token on c1r1 (space 0), a
// Courtier of player 1 on c2r3 (space 11), an Intrigue Token on c3r2 (space 19). Player 0 holds a blue Ring
// on the thumb and a blue Court Card and sat in chamber 1 (done); player 1 sits in chamber 2 with their Lord.
Json Position() {
  Json j = Blank(2, "1+4", 1, 2);
  Tok(j, 1, 1, 2);
  Fig(j, 1, 2, 3);
  IIon(j, 3, 2, 1);
  RingOn(j, 0, 0, 0);
  Add(j, 0, "cards", 0, 1);
  Chair(j, 1, 1, 0, true);
  Chair(j, 2, 1, 1, false);
  Lord(j, 2, 1, 1, false);
  ActorIs(j, 1);
  return j;
}

// Its public state, by hand: supplies 14 - 1 chair = 13 (p0) and 14 - 1 Courtier - 1 chair = 12 (p1); bag
// 18 red - 1 = 17; box 14 Intrigue - 1 = 13; stand 2 blue - 1 = 1; stack 10 blue - 1 = 9; chairs[0] = p0*2
// + done = 1, chairs[6] (chamber 2, chair 1) = p1*2 = 2, lords[2] (chamber 2, seat 1) = 2. No "turns",
// "draft_pick" or "setup_step", and no "parameters" in the wrapper.
const char* const kPublic = R"({"game": "tudor", "players": 2, "step": 100, "state": {
  "phase": "actions", "mode": "turn", "round": 2, "start": 0, "actor": 1, "scenario": 0, "scoring": [0, 3],
  "players": [
    {"supply": 13, "lord": -1, "prestige": 0, "ambassadors": 0, "lord_done": false, "bonus_used": false,
     "fingers": [0, -1, -1, -1, -1], "cards": [1, 0, 0, 0, 0, 0, 0], "tokens": [0, 0, 0, 0, 0, 0, 0],
     "spent": [0, 0, 0, 0, 0, 0, 0], "ii": [0, 0, 0], "placed": 0},
    {"supply": 12, "lord": 1, "prestige": 0, "ambassadors": 0, "lord_done": false, "bonus_used": false,
     "fingers": [-1, -1, -1, -1, -1], "cards": [0, 0, 0, 0, 0, 0, 0], "tokens": [0, 0, 0, 0, 0, 0, 0],
     "spent": [0, 0, 0, 0, 0, 0, 0], "ii": [0, 0, 0], "placed": 0}],
  "token": [2, -1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1, -1, -1, -1,
            -1, -1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1, -1, -1, -1],
  "ii": [-1, -1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1, -1, -1, -1,
         -1, 1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1, -1, -1, -1],
  "fig": [-1, -1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, 1, -1, -1, -1, -1, -1, -1,
          -1, -1, -1, -1, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1, -1, -1, -1],
  "restock": [0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0,
              0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0, 0, 0],
  "office": [-1, -1, -1, -1, -1, -1, -1],
  "bag": [18, 18, 17, 18, 18, 18, 18], "ii_pool": [14, 13, 0], "stack": [9, 10, 10, 10, 10, 10, 10],
  "stand": [1, 2, 2, 2, 2, 2, 2], "removed": [0, 0, 0, 0, 0, 0, 0], "cards_out": [0, 0, 0, 0, 0, 0, 0],
  "ii_used": [0, 0, 0],
  "bench": [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
  "chairs": [1, -1, -1, -1, -1, -1,  2, -1, -1, -1, -1, -1,  -1, -1, -1, -1, -1, -1],
  "lords": [-1, -1, 2, -1, -1, -1],
  "turn": {"chamber": -1, "open": 0, "steps": 0, "lord": false, "acted": false},
  "sub": {"action": -1, "count": 0, "color": -1, "finger": -1},
  "move": {"kind": 0, "pos": -1, "start": -1, "left": 0, "moved": 0, "any_dir": false, "enhanced": false,
           "visited": 0, "discarded": 0},
  "pending": {"ii": -1, "office": -1, "victim": -1, "any": 0, "ecard": false},
  "arrange": [0, 0, 0, 0], "assign_left": 0}})";

// Turns this round less the fewest any player has had: all the rules (and the loader) know of them.
Json OffsetTurns(Json state) {
  int least = 1 << 30;
  for (const Json& p : state["players"]) least = std::min(least, p["turns"].get<int>());
  for (Json& p : state["players"]) p["turns"] = p["turns"].get<int>() - least;
  return state;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_public)

BOOST_AUTO_TEST_CASE(actions_turn_written_out_by_hand) {
  const auto state = Load(Position());
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(loading_the_public_state_rebuilds_the_counters) {
  // Blank() sets draft_pick 2n = 4 and setup_step 2 x 4 columns x 7 rows = 56, and ActorIs(1) turns 1, 0:
  // the values the loader derives for an Actions turn with player 1 to act after start player 0.
  Json pub = Json::parse(kPublic);
  pub["parameters"] = Position()["parameters"];
  const auto state = Load(pub);
  BOOST_TEST(state->ToJson()["state"] == Position()["state"]);
}

RC_BOOST_PROP(reloaded_public_states_match_the_canonical_state, ()) {
  props::Reach reach;
  reach.config = *AnyConfig();
  reach.seed = *rc::gen::noShrink(props::GenSeed());
  reach.permille = *rc::gen::inRange(0, 1001);
  const auto state = props::ReachState(reach).state;
  const Json full = state->ToJson();
  Json wrapper = state->info().public_state(*state);
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full[key];
  const auto loaded = StateFromJson(wrapper, "public state");
  const Json again = loaded->ToJson()["state"];
  if (OffsetTurns(again) != OffsetTurns(full["state"]))
    RC_FAIL(props::ShowState(*state) + "\n" + Json::diff(full["state"], again).dump());
}

BOOST_AUTO_TEST_SUITE_END()
