// Among Nobles rule scenarios: setup (supply, display, first player, couples) and activation (turns, tokens,
// couples, once per phase, reactivation), each from a small position built by hand
// (among_nobles_fixtures.h) or from the start of a game, on the shipped card data. Every expected value is
// derived by hand from the rulebook (shared/rulebooks/among-nobles.txt) and the card data, with the
// arithmetic in a comment; nothing is computed with the engine's helpers.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

// Plays the chance draws (the first outcome each time) until a decision.
void DrawFirst(State& s) {
  while (s.IsChance()) s.ApplyAction(s.ChanceOutcomes().front().action);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_rules)

// ---- setup ------------------------------------------------------------------------------------------

// 4 players: "Each player receives 1 gold and 2 armies"; deck I (16 cards, c12-c27) is shuffled and 7 go on
// display: the first draw is uniform over 16 cards (1/16 each), the second over the 15 left (1/15); after 7
// draws the first player is drawn: 1/4 for each of the 4 players.
PEERAGE_ASSERTS_RULES(four_player_setup_supply_display_and_first_player, "an.setup.supply", "an.setup.display",
                      "an.setup.first-player");
PEERAGE_ASSERTS_READING(four_player_setup_supply_display_and_first_player, "an.first-player", "chance");
BOOST_AUTO_TEST_CASE(four_player_setup_supply_display_and_first_player) {
  auto s = NewGame(GameConfig{"among-nobles", 4, {}});
  for (int p = 0; p < 4; ++p) {
    BOOST_TEST(Gold(*s, p) == 1);
    BOOST_TEST(Supply(*s, p) == 2);
    BOOST_TEST(Prestige(*s, p) == 0);
  }
  BOOST_TEST(Outcomes(*s) == Range("draw:c{}", 12, 27, " 1/16"));
  s->ApplyActionText("draw:c20");
  Strings second = Range("draw:c{}", 12, 27, " 1/15");
  second.erase(second.begin() + 8);  // c20 is on display
  BOOST_TEST(Outcomes(*s) == second);
  for (int c : {12, 13, 14, 15, 16, 17}) s->ApplyActionText(fmt::format("draw:c{}", c));
  int shown = 0;
  for (int c = 0; c < 60; ++c) shown += CardAt(*s, c) == "display";
  BOOST_TEST(shown == 7);
  BOOST_TEST(Phase(*s) == "choose-first");
  BOOST_TEST(Outcomes(*s) == (Strings{"first:p0 1/4", "first:p1 1/4", "first:p2 1/4", "first:p3 1/4"}));
  s->ApplyActionText("first:p2");
  BOOST_TEST(St(*s)["sc"]["first"] == 2);
  BOOST_TEST(s->CurrentPlayer() == 1);  // the last player (right of p2) chooses the first couple
}

// 3 players: "remove all the green character cards" and "place ... 5 cards" on display. Green cards of the
// shipped set: ancestral c0 (Christian), c9 (Cyntia), c10 (Sigrid), so the couples c0+c6, c3+c9, c4+c10 are
// gone and three couples remain (c1+c7, c2+c8, c5+c11); of deck I's 16 cards c12, c20, c21, c27 are green,
// so 12 remain and each is drawn first with 1/12; the 5th draw (1/8 each of the 8 left) completes the line.
// Under an.three-player-trait=red the red cards go instead: c1, c4 and c8 among the ancestral ones.
PEERAGE_ASSERTS_RULES(three_player_setup_removes_a_trait_and_shows_five, "an.setup.trait-removal", "an.setup.display");
BOOST_AUTO_TEST_CASE(three_player_setup_removes_a_trait_and_shows_five) {
  auto s = NewGame(GameConfig{"among-nobles", 3, {}});
  for (int c : {0, 3, 4, 6, 9, 10, 12, 20, 21, 27, 31, 37, 42, 43, 44, 53, 58, 59}) BOOST_TEST(CardAt(*s, c) == "out", c);
  for (int c : {1, 2, 5, 7, 8, 11}) BOOST_TEST(CardAt(*s, c) == "pool", c);
  const Strings first = {"draw:c13 1/12", "draw:c14 1/12", "draw:c15 1/12", "draw:c16 1/12", "draw:c17 1/12", "draw:c18 1/12",
                         "draw:c19 1/12", "draw:c22 1/12", "draw:c23 1/12", "draw:c24 1/12", "draw:c25 1/12", "draw:c26 1/12"};
  BOOST_TEST(Outcomes(*s) == first);
  for (int c : {13, 14, 15, 16}) s->ApplyActionText(fmt::format("draw:c{}", c));
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:c17 1/8", "draw:c18 1/8", "draw:c19 1/8", "draw:c22 1/8", "draw:c23 1/8",
                                      "draw:c24 1/8", "draw:c25 1/8", "draw:c26 1/8"}));
  s->ApplyActionText("draw:c17");
  BOOST_TEST(Phase(*s) == "choose-first");
  BOOST_TEST(Outcomes(*s) == (Strings{"first:p0 1/3", "first:p1 1/3", "first:p2 1/3"}));
  auto red = NewGame(GameConfig{"among-nobles", 3, {{"an.three-player-trait", "red"}}});
  for (int c : {1, 4, 7, 8, 10}) BOOST_TEST(CardAt(*red, c) == "out", c);  // couples c1+c7 and c4+c10, lady c8
  for (int c : {0, 6, 3, 9, 5, 11}) BOOST_TEST(CardAt(*red, c) == "pool", c);
}

// Setup 1: with 3 players Holland, Normandie and Wien (provinces 0-2, "4+") are removed, so an army from
// the supply can go to provinces 3-8 only; with 4 players to all nine.
PEERAGE_ASSERTS_RULES(three_players_play_on_six_provinces, "an.setup.provinces");
BOOST_AUTO_TEST_CASE(three_players_play_on_six_provinces) {
  for (int n : {3, 4}) {
    Position pos(n);
    pos.card(18, "owned p0 r0").gold(0, 1).supply(0, 1);  // Pedro, series 1: warfare, hire
    auto s = pos.Load();
    s->ApplyActionText("activate:c18");
    s->ApplyActionText("series:1");
    Strings want = Range("war:supply>P{}", n == 3 ? 3 : 0, 8);
    want.push_back("skip");
    BOOST_TEST(SortedLegal(*s) == Sorted(want), n);
  }
}

// The five-player example of the rulebook: Asger (p0) is first; Emil (p4, the last player) picks the A
// couple Christian + Benedicte (couple 0) and Camilla (p2, third) receives the rival A couple George +
// Arianne; Asger picks Charlemagne + Hildegard (B) and Daniel (p3, fourth) receives Alfonso + Cyntia; Bo
// (p1) picks Johann + Sigrid from the two C couples; Amadeus + Bona are not used. Then the first
// activation phase: one token each ("only one action in the very first activation phase"), p0 to p4 in
// turn; the next phase has 2 tokens each (5 players) and p1 is first.
PEERAGE_ASSERTS_RULES(five_player_couples_as_in_the_rulebook_example, "an.setup.couples", "an.act.first-phase",
                      "an.setup.tokens", "an.act.turn");
BOOST_AUTO_TEST_CASE(five_player_couples_as_in_the_rulebook_example) {
  auto s = NewGame(GameConfig{"among-nobles", 5, {{"an.first-player", "seat-zero"}}});
  DrawFirst(*s);
  BOOST_TEST(s->CurrentPlayer() == 4);
  BOOST_TEST(Legal(*s) == Range("couple:{}", 0, 5));
  s->ApplyActionText("couple:0");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Legal(*s) == Range("couple:{}", 2, 5));
  s->ApplyActionText("couple:2");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*s) == Range("couple:{}", 4, 5));
  s->ApplyActionText("couple:4");
  const Strings want = {"owned p4 r0 s6", "owned p2 r0 s7", "owned p0 r0 s8", "owned p3 r0 s9", "owned p1 r0 s10", "out",
                        "owned p4 r0 s0", "owned p2 r0 s1", "owned p0 r0 s2", "owned p3 r0 s3", "owned p1 r0 s4", "out"};
  for (int c = 0; c < 12; ++c) BOOST_TEST(CardAt(*s, c) == want[c], c);
  BOOST_TEST(Phase(*s) == "activate");
  BOOST_TEST(St(*s)["sc"]["tokens"] == 1);
  const int lords[5] = {2, 4, 1, 3, 0};
  for (int p = 0; p < 5; ++p) {
    BOOST_TEST_REQUIRE(s->CurrentPlayer() == p);
    PlayTurn(*s, lords[p], 1);
  }
  BOOST_TEST(St(*s)["sc"]["round"] == 1);  // upkeep: the refill draws come next
  DrawFirst(*s);
  const Json st = St(*s);
  BOOST_TEST(st["sc"]["round"] == 2);
  BOOST_TEST(st["sc"]["tokens"] == 2);
  BOOST_TEST(st["sc"]["first"] == 1);
  BOOST_TEST(s->CurrentPlayer() == 1);
}

// 4 players, p3 first: p3 (last) picks couple 2 (Charlemagne), the rival couple 3 goes to p1 (second in
// player order, across); p0 picks couple 5 (Amadeus), its rival 4 goes to p2; couples 0 and 1 are unused.
// 3 players, p0 first: the green couples are gone; p2 (last) picks couple 2, p0 picks from couples 1 and
// 5 and takes 5, and the last couple (1) goes to p1.
PEERAGE_ASSERTS_RULES(four_and_three_player_couples, "an.setup.couples");
BOOST_AUTO_TEST_CASE(four_and_three_player_couples) {
  auto s = NewGame(GameConfig{"among-nobles", 4, {{"an.first-player", "seat-zero"}}});
  DrawFirst(*s);
  BOOST_TEST(s->CurrentPlayer() == 3);
  s->ApplyActionText("couple:2");
  BOOST_TEST(CardAt(*s, 2) == "owned p3 r0 s8");
  BOOST_TEST(CardAt(*s, 3) == "owned p1 r0 s9");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Legal(*s) == (Strings{"couple:0", "couple:1", "couple:4", "couple:5"}));
  s->ApplyActionText("couple:5");
  BOOST_TEST(CardAt(*s, 5) == "owned p0 r0 s11");
  BOOST_TEST(CardAt(*s, 4) == "owned p2 r0 s10");
  for (int c : {0, 1, 6, 7}) BOOST_TEST(CardAt(*s, c) == "out", c);
  BOOST_TEST(Phase(*s) == "activate");

  auto t = NewGame(GameConfig{"among-nobles", 3, {{"an.first-player", "seat-zero"}}});
  DrawFirst(*t);
  BOOST_TEST(t->CurrentPlayer() == 2);
  BOOST_TEST(Legal(*t) == (Strings{"couple:1", "couple:2", "couple:5"}));
  t->ApplyActionText("couple:2");
  BOOST_TEST(CardAt(*t, 2) == "owned p2 r0 s8");
  BOOST_TEST(t->CurrentPlayer() == 0);
  BOOST_TEST(Legal(*t) == (Strings{"couple:1", "couple:5"}));
  t->ApplyActionText("couple:5");
  BOOST_TEST(CardAt(*t, 5) == "owned p0 r0 s11");
  BOOST_TEST(CardAt(*t, 1) == "owned p1 r0 s7");
  BOOST_TEST(Phase(*t) == "activate");
}

// ---- activation -------------------------------------------------------------------------------------

// Round 2, 4 players, p2 first, 3 tokens: the turns go p2 p3 p0 p1 three times (12 turns), then the
// upkeep; the next round has p3 first and 3 tokens again. With 5 players (p4 first, 2 tokens): p4 p0 p1 p2
// p3 twice (10 turns), then p0 first and 2 tokens. (The display is full and a card was taken: no refill.)
PEERAGE_ASSERTS_RULES(turns_go_clockwise_from_the_first_player, "an.act.turn", "an.setup.tokens",
                      "an.upkeep.first-player");
BOOST_AUTO_TEST_CASE(turns_go_clockwise_from_the_first_player) {
  for (int n : {4, 5}) {
    const int first = n - 2, tokens = n == 5 ? 2 : 3;
    Position pos(n);
    pos.sc("first", first).sc("actor", first).sc("taken", 1);
    const int males[5] = {18, 17, 16, 14, 19};
    for (int p = 0; p < n; ++p) pos.card(males[p], fmt::format("owned p{} r0", p));
    for (int c = 20; c < 27; ++c) pos.card(c, "display");
    pos.card(27, "deck");
    auto s = pos.Load();
    for (int t = 0; t < n * tokens; ++t) {
      const int p = (first + t) % n;
      BOOST_TEST_REQUIRE(s->CurrentPlayer() == p, "turn " << t);
      PlayTurn(*s, males[p], 1);
    }
    const Json st = St(*s);
    BOOST_TEST(st["sc"]["round"] == 3);
    BOOST_TEST(st["sc"]["first"] == (first + 1) % n);
    BOOST_TEST(st["sc"]["tokens"] == tokens);
    BOOST_TEST(s->CurrentPlayer() == (first + 1) % n);
  }
}

// A couple's activation joins the wife's series to the husband's: George's third series (commerce) then
// Arianne's (child, commerce, piety). Executed left to right: commerce +1 gold (0 -> 1), the child birth
// has no card on display and passes, commerce +1 (1 -> 2), piety +1 prestige (0 -> 1). Only the husband
// takes a token: the wife cannot be activated alone.
PEERAGE_ASSERTS_RULES(a_couple_executes_both_series_left_to_right, "an.act.couple", "an.act.series-order", "an.piety",
                      "an.commerce");
BOOST_AUTO_TEST_CASE(a_couple_executes_both_series_left_to_right) {
  Position pos(4);
  pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(27, "deck");
  auto s = pos.Load();
  BOOST_TEST(Legal(*s) == (Strings{"activate:c1"}));
  s->ApplyActionText("activate:c1");
  s->ApplyActionText("series:3");
  BOOST_TEST(St(*s)["queue"] == Json::parse(R"(["commerce", "child", "commerce", "piety"])"));
  BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
  s->ApplyActionText("do");
  BOOST_TEST(Gold(*s, 0) == 1);
  BOOST_TEST(St(*s)["sc"]["pos"] == 2);  // the child birth passed: nothing on display
  s->ApplyActionText("do");
  BOOST_TEST(Gold(*s, 0) == 2);
  BOOST_TEST(Prestige(*s, 0) == 0);
  s->ApplyActionText("do");
  BOOST_TEST(Prestige(*s, 0) == 1);
  BOOST_TEST(Gold(*s, 0) == 2);
  BOOST_TEST(s->CurrentPlayer() == 1);  // the series is done: p1's turn
}

// p0 has two unmarried sons (George c1, Charles I c13) and a daughter (Anne c15); p1-p3 have no family and
// pass. Turn 1: any of the three. Turn 2: c1 is spent, c13 is not, so no reactivation yet. Turn 3: all
// males are activated, so even with Anne unactivated any card may be (re)activated; reactivating Charles I
// with his second series (commerce, marriage, piety) executes only the leftmost action: commerce, +1 gold.
// Under an.reactivation-females=females-first only Anne may be activated then.
PEERAGE_ASSERTS_RULES(activation_once_then_reactivation_of_the_leftmost_action, "an.act.once", "an.act.reactivate",
                      "an.act.no-character");
PEERAGE_ASSERTS_READING(activation_once_then_reactivation_of_the_leftmost_action, "an.reactivation-females", "either",
                        "females-first");
BOOST_AUTO_TEST_CASE(activation_once_then_reactivation_of_the_leftmost_action) {
  for (const char* reading : {"either", "females-first"}) {
    Position pos(4, {{"an.reactivation-females", reading}});
    pos.card(1, "owned p0 r0").card(13, "owned p0 r1").card(15, "owned p0 r1").card(27, "deck");
    auto s = pos.Load();
    BOOST_TEST(Legal(*s) == (Strings{"activate:c1", "activate:c13", "activate:c15"}));
    PlayTurn(*s, 1, 2);  // piety, declined
    for (int p = 1; p < 4; ++p) {
      BOOST_TEST(s->CurrentPlayer() == p);
      BOOST_TEST(Legal(*s) == (Strings{"pass"}));
      s->ApplyActionText("pass");
      BOOST_TEST(St(*s)["players"][p]["tokens_used"] == 1);
    }
    BOOST_TEST(Legal(*s) == (Strings{"activate:c13", "activate:c15"}));
    PlayTurn(*s, 13, 3);  // piety, marriage: declined / unaffordable
    for (int p = 1; p < 4; ++p) s->ApplyActionText("pass");
    if (std::string(reading) == "females-first") {
      BOOST_TEST(Legal(*s) == (Strings{"activate:c15"}));
      continue;
    }
    BOOST_TEST(Legal(*s) == (Strings{"activate:c1", "activate:c13", "activate:c15"}));
    s->ApplyActionText("activate:c13");
    s->ApplyActionText("series:2");
    BOOST_TEST(St(*s)["queue"] == Json::parse(R"(["commerce"])"));
    s->ApplyActionText("do");
    BOOST_TEST(Gold(*s, 0) == 1);
    BOOST_TEST(s->CurrentPlayer() == 1);
  }
}

BOOST_AUTO_TEST_SUITE_END()
