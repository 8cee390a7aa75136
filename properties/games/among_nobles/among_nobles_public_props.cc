// Among Nobles' public state: one hand-built 3-player position written out by hand, and, on random
// reachable states, loading the public state gives back the canonical state but for the bookkeeping it
// leaves out (each player's gold and army ledger, the finger game's cut-off counter).
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/public_state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/generators.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

// Round 2's activation phase, first player 0, who has taken one turn (the activated George, c1): player 1
// is to act. Player 0 has spent 2 gold of the 5 that came in (ledger: gold_in 5, gold_out 2) and keeps an
// army in the supply; player 2 has 2 armies in Westfalen (province 3). Two age-I cards on display, one in
// the deck, every other card out of the game.
Position Built() {
  Position pos(3);
  pos.card(1, "owned p0 r0 act").card(2, "owned p1 r0").card(5, "owned p2 r0");
  pos.card(13, "display").card(14, "display").card(18, "deck");
  pos.sc("turn", 1).sc("actor", 1);
  pos.gold(0, 3).gold(1, 1).prestige(1, 2).supply(0, 1).armies(2, 3, 2);
  pos.st()["players"][0]["gold_out"] = 2;
  pos.st()["players"][0]["tokens_used"] = 1;
  return pos;
}

// Its public state by hand: the wrapper without "settings", the state without the ledger.
const char* const kPublic = R"({"game": "among-nobles", "players": 3, "step": 0, "state": {
  "phase": "activate",
  "sc": {"round": 2, "first": 0, "turn": 1, "tokens": 3, "picks": 2, "head": 255, "reactivation": 0, "pos": 0,
         "hired": 255, "groom": 255, "marriage_paid": 0, "present_idx": 0, "eff_card": 255, "eff_term": 0,
         "eff_player": 0, "eff_left": 0, "eff_resume": 0, "eff_trigger": 0, "taken": 0, "deck": 1, "run_out": 0,
         "gc_pending": 0, "gc_done": 0, "up_player": 0, "up_cursor": 0, "heir": 255, "actor": 1, "triggered": 0,
         "gc_now": 0},
  "cards": ["out", "owned p0 r0 act", "owned p1 r0", "out", "out", "owned p2 r0", "out", "out", "out", "out",
            "out", "out", "out", "display", "display", "out", "out", "out", "deck", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out"],
  "players": [
    {"gold": 3, "prestige": 0, "supply": 1, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 1},
    {"gold": 1, "prestige": 2, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 0},
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 2, 0, 0, 0, 0, 0], "tokens_used": 0}],
  "queue": [], "presented": [-1, -1, -1], "revealed": false}})";

// The canonical "state" without what the public state leaves out.
Json WithoutBookkeeping(Json state) {
  for (Json& player : state["players"])
    for (const char* key : {"gained_armies", "gold_in", "gold_out"}) player.erase(key);
  if (state.contains("fingers")) state["fingers"].erase("rounds");
  return state;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_public)

BOOST_AUTO_TEST_CASE(activation_position_written_out_by_hand) {
  const auto state = Built().Load();
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(loading_the_public_state_balances_the_ledger) {
  // Without the ledger, player 0's 3 gold all came in (gold_in 3, gold_out 0, not 5 and 2), and each
  // player gained exactly the armies they own: 1 in p0's supply, none for p1, 2 in Westfalen for p2.
  const auto state = StateFromJson(Json::parse(kPublic), "public state");
  const Json players = state->ToJson()["state"]["players"];
  BOOST_TEST(players[0]["gold_in"] == 3);
  BOOST_TEST(players[0]["gold_out"] == 0);
  BOOST_TEST(players[0]["gained_armies"] == 1);
  BOOST_TEST(players[1]["gained_armies"] == 0);
  BOOST_TEST(players[2]["gained_armies"] == 2);
  BOOST_TEST(state->CurrentPlayer() == 1);
}

RC_BOOST_PROP(reloaded_public_states_match_the_canonical_state, ()) {
  props::Reach reach;
  reach.config = *props::GenConfigFor(Registry::Instance().Get("among-nobles"));
  reach.seed = *rc::gen::noShrink(props::GenSeed());
  reach.permille = *rc::gen::inRange(0, 1001);
  const auto state = props::ReachState(reach).state;
  const Json full = state->ToJson();
  Json wrapper = state->info().public_state(*state);
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full[key];
  const Json again = StateFromJson(wrapper, "public state")->ToJson()["state"];
  if (WithoutBookkeeping(again) != WithoutBookkeeping(full["state"]))
    RC_FAIL(props::ShowState(*state) + "\n" + Json::diff(full["state"], again).dump());
}

BOOST_AUTO_TEST_SUITE_END()
