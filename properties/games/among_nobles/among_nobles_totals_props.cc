// Among Nobles' total a rule reads (Narrator::totals, an_narrate_totals.cc): when the game is over, facts about
// gold, prestige or armies are told as the standing of the players they concern. Expected sentences are
// written by hand from the rulebook (Game end and scoring: remaining gold buys prestige "for 3 gold each"; a
// tie goes to the most remaining gold, then the most provinces controlled) and the position.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

const GameInfo& TotalsGame() { return Registry::Instance().Get("among-nobles"); }

// A 4-player public state at the game's end (`over`) or before it: p0 0 gold and 5 prestige; p1 4 gold, 9
// prestige, an army in Holland (province 0 of the card data); p2 1 gold, 0 prestige; p3 1 gold, 10
// prestige, an army in Wien (province 2). The holdings are written into the public state, which is all the
// narrator reads.
Json ReckoningEnd(bool over) {
  Json ps = WithPublicDefaults(PublicSchemaOf(TotalsGame()), TotalsGame().public_state(*Position(4).Load()));
  Json& players = ps["state"]["players"];
  const int gold[] = {0, 4, 1, 1}, prestige[] = {5, 9, 0, 10};
  for (int p = 0; p < 4; ++p) {
    players[p]["gold"] = gold[p];
    players[p]["prestige"] = prestige[p];
    for (Json& a : players[p]["armies"]) a = 0;
  }
  players[1]["armies"][0] = 1;
  players[3]["armies"][2] = 1;
  if (over) ps["state"]["phase"] = "game-over";
  return ps;
}

std::string Reckoning(const Json& ps, const std::vector<std::string>& pointers) {
  BOOST_REQUIRE(TotalsGame().narrator.totals.size() == 1u);
  return TotalsGame().narrator.totals.front().tell(ps, pointers);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_totals)

BOOST_AUTO_TEST_CASE(a_tie_on_prestige_is_told_with_what_breaks_it) {
  // Facts: p1's gold and p0's (absent) army in Wien, which p3 holds alone. So p1 and p3 are concerned.
  // p1: 9 + floor(4 / 3) = 10; p3: 10 + floor(1 / 3) = 10: level, so the sentence says so first.
  BOOST_TEST(Reckoning(ReckoningEnd(true), {"/players/1/gold", "/players/0/armies/2"}) ==
             "at the game's end, both p1 and p3 reach 10 prestige points with their gold bought in: p1 has 4 gold and "
             "9 prestige points, controlling Holland alone; p3 has 1 gold and 10 prestige points, controlling Wien alone");
}

BOOST_AUTO_TEST_CASE(players_not_level_are_each_told) {
  // p1 (10) and p2 (0 + floor(1 / 3) = 0) are not level: each told, p2 holding no province alone.
  BOOST_TEST(Reckoning(ReckoningEnd(true), {"/players/1/gold", "/players/2/gold"}) ==
             "at the game's end, p1 has 4 gold and 9 prestige points, controlling Holland alone; p2 has 1 gold and no "
             "prestige points, controlling no province alone");
}

BOOST_AUTO_TEST_CASE(before_the_end_or_for_one_player_nothing_is_told) {
  BOOST_TEST(Reckoning(ReckoningEnd(false), {"/players/1/gold", "/players/0/armies/2"}).empty());
  BOOST_TEST(Reckoning(ReckoningEnd(true), {"/players/1/gold", "/players/1/prestige"}).empty());
}

BOOST_AUTO_TEST_SUITE_END()
