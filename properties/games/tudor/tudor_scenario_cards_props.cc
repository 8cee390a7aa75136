// Tudor Scenario Card actions (SCENARIO CARDS, shared/rulebooks/tudor.txt) from hand-built states (tudor_build in
// tudor_fixtures.h). Every expectation is worked out by hand in the comment next to it. Scenarios: 1 Persistent
// Courtiers, 2 Rise And Fall, 3 Climbing The Ranks, 4 Exploiting Connections (data/tudor/board.json). 3 players
// (chairs 4, bench 3); chamber 1 = A/B. Texts: "use:left|right" (Immediate), "scenario-action:left|right",
// "withdraw:<chamber>:<waiting|done>:<bench>", "swap-tokens:<space>:<space>", "swap-chair:<chamber>:<chair>"
// (chairs n and n+1), "ring-swap:f<own finger>:p<player>:f<their finger>", "jump:<space>:<skip pay>:<pay>".
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {
// Leaves exactly `k` Court Tokens of colour f in the bag (the rest out of the game).
void BagOnly(Json& j, int f, int k) {
  Json& st = j["state"];
  for (int c = 0; c < 7; ++c) {
    const int keep = c == f ? k : 0;
    st["removed"][c] = st["removed"][c].get<int>() + st["bag"][c].get<int>() - keep;
    st["bag"][c] = keep;
  }
}
// p0: Lord in chamber 1, a red Ring on finger 0 (A not enhanced), ready to place with A onto c1r1 (red Court
// Token and Influence/Intrigue Token `ii`); the other bottom spaces hold yellow tokens (no yellow Ring).
Json PickUpSetup(int scenario, int ii) {
  Json j = Blank(3, "1+4", scenario, 2);
  Lord(j, 1, 1, 0, false);
  RingOn(j, 0, 0, kRed);
  Tok(j, 1, 1, kRed);
  IIon(j, 1, 1, ii);
  for (int c = 2; c <= 5; ++c) Tok(j, c, 1, kYellow);
  return j;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_scenario_cards)

// Persistent Courtiers, LEFT: "discard 2 Influence Tokens to remove one of your own Courtiers from an Audience
// Chamber and immediately place it on ANY open Audience Chamber Assignment Bench. You may select a Courtier that
// has already been activated." p0 (3 Influence, Lord in chamber 3) has a waiting Courtier in chamber 1 (chair 2,
// p1 in chair 1) and an activated one in chamber 2 (chair 1). Bench 1 is full (p1, p2, p1: 3 places), benches
// 2 and 3 open: 2 Courtiers x 2 benches = 4 options. The activated one to bench 3: chamber 2 chair 1 empty, bench 3
// holds p0, Influence 3 - 2 = 1 (2 spent out of the game), supply unchanged; with 1 Influence left no further
// withdraw is offered.
PEERAGE_ASSERTS_RULES(persistent_courtiers_left_moves_an_own_courtier_to_a_bench, "td.scenario.persistent-left");
BOOST_AUTO_TEST_CASE(persistent_courtiers_left_moves_an_own_courtier_to_a_bench) {
  Json j = Blank(3, "1+4", 1, 2);
  Lord(j, 3, 1, 0, false);
  Chair(j, 1, 1, 1, false);
  Chair(j, 1, 2, 0, false);
  Chair(j, 2, 1, 0, true);
  Add(j, 0, "ii", kInf, 3);
  for (int k = 0; k < 3; ++k) {  // bench 1 full (3 places): p1, p2, p1
    j["state"]["bench"][k] = k % 2 + 1;
    j["state"]["players"][k % 2 + 1]["supply"] = j["state"]["players"][k % 2 + 1]["supply"].get<int>() - 1;
  }
  auto s = Load(j);
  BOOST_TEST(LegalWith(*s, "withdraw") == (Texts{"withdraw:1:waiting:2", "withdraw:1:waiting:3",
                                                 "withdraw:2:done:2", "withdraw:2:done:3"}));
  const int supply = s->ToJson()["state"]["players"][0]["supply"];
  s->ApplyActionText("withdraw:2:done:3");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["chairs"][6] == -1);
  BOOST_TEST(now["chairs"][1] == 0);  // the waiting one stays
  BOOST_TEST(now["bench"][8] == 0);   // bench 3, first place
  BOOST_TEST(now["players"][0]["ii"] == Json::array({1, 0, 0}));
  BOOST_TEST(now["ii_used"] == Json::array({2, 0, 0}));
  BOOST_TEST(now["players"][0]["supply"] == supply);
  BOOST_TEST(LegalWith(*s, "withdraw").empty());
}

// Persistent Courtiers, RIGHT: "Immediately perform an Action when receiving an Intrigue Token. Discard the Token
// to swap any 2 Court Tokens in the Throne Room (after refilling it at the end of your movement)." p0 Courtier on
// c1r2 (no token) moves with A onto c1r3 (red Court Token, Intrigue Token). The bag holds one yellow token: c1r2
// is refilled first (draw-token:yellow 1/1), then keep or use:right. Court Tokens then on the board: c1r2 yellow,
// c2r1 blue, c3r1 blue (other bottom spaces empty); swaps of two different tokens: c1r2-c2r1 and c1r2-c3r1 (the
// two blues are alike). Swap c1r2 and c3r1: c1r2 blue, c3r1 yellow; the Intrigue Token is spent.
PEERAGE_ASSERTS_RULES(persistent_courtiers_right_swaps_two_court_tokens_after_the_refill,
                      "td.scenario.persistent-right");
BOOST_AUTO_TEST_CASE(persistent_courtiers_right_swaps_two_court_tokens_after_the_refill) {
  Json j = Blank(3, "1+4", 1, 2);
  Lord(j, 1, 1, 0, false);
  RingOn(j, 0, 0, kRed);
  Fig(j, 0, 1, 2);
  Tok(j, 1, 3, kRed);
  IIon(j, 1, 3, kInt);
  Tok(j, 2, 1, kBlue);
  Tok(j, 3, 1, kBlue);
  BagOnly(j, kYellow, 1);
  auto s = Load(j);
  s->ApplyActionText("activate:1:lord");
  s->ApplyActionText("do:A");
  s->ApplyActionText("from:c1r2");
  s->ApplyActionText("step:c1r3:-");
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:yellow 1/1"}));
  s->ApplyActionText("draw-token:yellow");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"keep", "use:right"}));
  s->ApplyActionText("use:right");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"swap-tokens:c1r2:c2r1", "swap-tokens:c1r2:c3r1"}));
  s->ApplyActionText("swap-tokens:c1r2:c3r1");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["token"][At(1, 2)] == kBlue);
  BOOST_TEST(now["token"][At(3, 1)] == kYellow);
  BOOST_TEST(now["token"][At(2, 1)] == kBlue);
  BOOST_TEST(now["players"][0]["ii"] == Json::array({0, 0, 0}));
  BOOST_TEST(now["ii_used"] == Json::array({0, 1, 0}));
  BOOST_TEST(now["mode"] == "turn");
}

// Rise And Fall, LEFT: "Immediate Action when receiving an Influence Token. Discard the Token to take a Court Card
// of your choice from supply." p0 places with A onto c1r1 (Influence Token): keep or use:left. Used: any colour
// with cards on its stack, here all but purple (p1 holds the 10 purple cards): 6 options; gray taken: 1 gray card,
// gray stack 10 - 1 = 9, the Influence Token spent (not behind the screen).
PEERAGE_ASSERTS_RULES(rise_and_fall_left_influence_for_a_card_of_choice, "td.scenario.rise-left");
BOOST_AUTO_TEST_CASE(rise_and_fall_left_influence_for_a_card_of_choice) {
  Json j = PickUpSetup(2, kInf);
  Add(j, 1, "cards", kPurple, 10);
  auto s = Load(j);
  s->ApplyActionText("activate:1:lord");
  s->ApplyActionText("do:A");
  s->ApplyActionText("step:c1r1:-");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"keep", "use:left"}));
  s->ApplyActionText("use:left");
  BOOST_TEST(LegalWith(*s, "") ==
             (Texts{"card:blue", "card:green", "card:red", "card:yellow", "card:brown", "card:gray"}));
  s->ApplyActionText("card:gray");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 0, 0, 0, 0, 1, 0}));
  BOOST_TEST(now["stack"][kGray] == 9);
  BOOST_TEST(now["players"][0]["ii"] == Json::array({0, 0, 0}));
  BOOST_TEST(now["ii_used"] == Json::array({1, 0, 0}));
  BOOST_TEST(now["mode"] == "turn");
}

// Rise And Fall, RIGHT: "Discard the Token to immediately switch the position of one of your Courtier with an
// ADJACENT Courtier in the same Audience Chamber." Chamber 2 chairs [p1 p0 p2 p2], chamber 3 [p0 p0], chamber 1
// [p1 p2]. Switches: chairs 1-2 (p1/p0) and 2-3 (p0/p2) of chamber 2; not 3-4 (p2/p2, no Courtier of p0), not
// chamber 3 (both p0's), not chamber 1 (none of p0's). Chairs 2-3 switched: chamber 2 [p1 p2 p0 p2].
PEERAGE_ASSERTS_RULES(rise_and_fall_right_switches_adjacent_courtiers, "td.scenario.rise-right");
BOOST_AUTO_TEST_CASE(rise_and_fall_right_switches_adjacent_courtiers) {
  Json j = PickUpSetup(2, kInt);
  Chair(j, 1, 1, 1, false); Chair(j, 1, 2, 2, false);
  Chair(j, 2, 1, 1, false); Chair(j, 2, 2, 0, false); Chair(j, 2, 3, 2, false); Chair(j, 2, 4, 2, false);
  Chair(j, 3, 1, 0, false); Chair(j, 3, 2, 0, false);
  auto s = Load(j);
  s->ApplyActionText("activate:1:lord");
  s->ApplyActionText("do:A");
  s->ApplyActionText("step:c1r1:-");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"keep", "use:right"}));
  s->ApplyActionText("use:right");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"swap-chair:2:1", "swap-chair:2:2"}));
  s->ApplyActionText("swap-chair:2:2");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(std::vector<int>(now["chairs"].begin() + 6, now["chairs"].begin() + 10) ==
             (std::vector<int>{2, 4, 0, 4}));  // player * 2 + done
  BOOST_TEST(std::vector<int>(now["chairs"].begin(), now["chairs"].begin() + 2) == (std::vector<int>{2, 4}));
  BOOST_TEST(now["ii_used"] == Json::array({0, 1, 0}));
  BOOST_TEST(now["players"][0]["ii"] == Json::array({0, 0, 0}));
}

// Climbing The Ranks, LEFT: "At any time during your Turn, discard 2 Influence Tokens and take a Court Card of
// your choice from the supply." p0 (3 Influence, no figure) takes brown: Influence 3 - 2 = 1, 1 brown card,
// brown stack 9; with 1 Influence the action is no longer offered. The turn is not used up.
PEERAGE_ASSERTS_RULES(climbing_the_ranks_left_two_influence_for_a_card, "td.scenario.climbing-left");
BOOST_AUTO_TEST_CASE(climbing_the_ranks_left_two_influence_for_a_card) {
  Json j = Blank(3, "1+4", 3, 2);
  Add(j, 0, "ii", kInf, 3);
  auto s = Load(j);
  BOOST_TEST(LegalWith(*s, "scenario-action") == (Texts{"scenario-action:left"}));
  s->ApplyActionText("scenario-action:left");
  BOOST_TEST(LegalWith(*s, "card:").size() == 7u);
  s->ApplyActionText("card:brown");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 0, 0, 0, 1, 0, 0}));
  BOOST_TEST(now["stack"][kBrown] == 9);
  BOOST_TEST(now["players"][0]["ii"] == Json::array({1, 0, 0}));
  BOOST_TEST(now["ii_used"] == Json::array({2, 0, 0}));
  BOOST_TEST(now["turn"]["acted"] == false);
  BOOST_TEST(LegalWith(*s, "scenario-action").empty());
}

// Climbing The Ranks, RIGHT: "discard 2 Intrigue Tokens to move one of your Courtiers in the Throne Room 2 spaces
// by jumping over any directly adjacent Courtier ... in any direction if another Courtier is adjacent in that
// direction and the next space is open ... may not be used to place a new Courtier". p0 (2 Intrigue, Courtiers
// in supply) has Courtiers on c2r2 and c5r5; p1 on c2r3 (above c2r2) and c4r2, p2 on c3r2 (right of c2r2). From
// c2r2: up over p1 to c2r4 (open, green token) is the only jump (right: c4r2 occupied; left and down: nobody
// adjacent); c5r5 has no neighbour: not a start. No card is paid ("jump:c2r4:-:-"). After it: p0 on c2r4 with
// the green Court Token, Intrigue 0; c2r2 left behind is refilled (bag: one yellow, 1/1).
PEERAGE_ASSERTS_RULES(climbing_the_ranks_right_jumps_an_adjacent_courtier, "td.scenario.climbing-right");
BOOST_AUTO_TEST_CASE(climbing_the_ranks_right_jumps_an_adjacent_courtier) {
  Json j = Blank(3, "1+4", 3, 2);
  Add(j, 0, "ii", kInt, 2);
  Fig(j, 0, 2, 2);
  Fig(j, 0, 5, 5);
  Fig(j, 1, 2, 3);
  Fig(j, 1, 4, 2);
  Fig(j, 2, 3, 2);
  Tok(j, 2, 4, kGreen);
  BagOnly(j, kYellow, 1);
  auto s = Load(j);
  BOOST_TEST(LegalWith(*s, "scenario-action") == (Texts{"scenario-action:right"}));
  s->ApplyActionText("scenario-action:right");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"from:c2r2", "stop"}));
  s->ApplyActionText("from:c2r2");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"jump:c2r4:-:-", "stop"}));
  s->ApplyActionText("jump:c2r4:-:-");
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:yellow 1/1"}));
  s->ApplyActionText("draw-token:yellow");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["fig"][At(2, 4)] == 0);
  BOOST_TEST(now["fig"][At(2, 2)] == -1);
  BOOST_TEST(now["fig"][At(2, 3)] == 1);
  BOOST_TEST(now["token"][At(2, 2)] == kYellow);
  BOOST_TEST(now["players"][0]["tokens"][kGreen] == 1);
  BOOST_TEST(now["players"][0]["ii"] == Json::array({0, 0, 0}));
  BOOST_TEST(now["ii_used"] == Json::array({0, 2, 0}));
}

// Exploiting Connections, LEFT: "discard 1 Influence and 1 Intrigue Token to exchange one of your Rings with a
// Ring on another Player's Hand Screen. The Rings must be placed back on the same fingers and may not be
// rearranged." p0 red f0, blue f3; p1 red f2, green f4; p2 no Ring. Exchanges of different Rings: f0 red <-> p1
// f4 green, f3 blue <-> p1 f2 red, f3 blue <-> p1 f4 green (f0 red <-> p1 f2 red changes nothing). Swapping f3
// and p1's f2: p0 [red - - red -], p1 [- - blue - green], tokens spent, no rearrangement. With 2 Influence and no
// Intrigue it is not offered.
PEERAGE_ASSERTS_RULES(exploiting_connections_left_swaps_rings_finger_for_finger, "td.scenario.exploiting-left");
BOOST_AUTO_TEST_CASE(exploiting_connections_left_swaps_rings_finger_for_finger) {
  for (const bool both : {true, false}) {
    Json j = Blank(3, "1+4", 4, 2);
    RingOn(j, 0, 0, kRed);
    RingOn(j, 0, 3, kBlue);
    RingOn(j, 1, 2, kRed);
    RingOn(j, 1, 4, kGreen);
    Add(j, 0, "ii", kInf, both ? 1 : 2);
    if (both) Add(j, 0, "ii", kInt, 1);
    auto s = Load(j);
    if (!both) {
      BOOST_TEST(LegalWith(*s, "ring-swap").empty());
      continue;
    }
    BOOST_TEST(LegalWith(*s, "ring-swap") == (Texts{"ring-swap:f0:p1:f4", "ring-swap:f3:p1:f2", "ring-swap:f3:p1:f4"}));
    s->ApplyActionText("ring-swap:f3:p1:f2");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["players"][0]["fingers"] == Json::array({kRed, -1, -1, kRed, -1}));
    BOOST_TEST(now["players"][1]["fingers"] == Json::array({-1, -1, kBlue, -1, kGreen}));
    BOOST_TEST(now["players"][0]["ii"] == Json::array({0, 0, 0}));
    BOOST_TEST(now["ii_used"] == Json::array({1, 1, 0}));
    BOOST_TEST(now["mode"] == "turn");
    BOOST_TEST(s->CurrentPlayer() == 0);
  }
}

BOOST_AUTO_TEST_SUITE_END()
