// Tudor rules from hand-built states (tudor_build in tudor_fixtures.h): the five phases of a round, the
// activation of figures, movement (passing, ending, picking up, restocking from a short bag with its exact
// chance outcomes). Every expectation is worked out by hand from shared/rulebooks/tudor.txt in the comment
// next to it (chairs, benches, chamber actions: data/tudor/board.json).
#include "model/core/error.h"
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

BOOST_AUTO_TEST_SUITE(tudor_rules)

// PHASE 1-3 with 3 players (bench 3, chairs 4; chamber 1 = A/B, 2 = C/D, 3 = E/F), Persistent Courtiers round 1:
// 2 Courtiers each. Chamber 1 already seats p1, p2, p1, p2 (chairs 1-4). Placing "in the unoccupied bench space
// closest to that Audience Chamber's entrance door", clockwise from the start player p0: p0, p1, p2 to bench 1
// (now full: "When full, no more Courtiers may be placed"), so p0 is offered benches 2 and 3 only; p0, p1 to
// bench 2, p2 to bench 3. PHASE 2: bench 1 enters chamber 1 in order, each time with no empty chair: "all
// Courtiers already in chairs will be pushed upwards", the top one "returned to its player's supply":
//   [p1 p2 p1 p2] +p0 -> [p2 p1 p2 p0] (p1 out), +p1 -> [p1 p2 p0 p1] (p2 out), +p2 -> [p2 p0 p1 p2] (p1 out);
// chamber 2 [p0 p1 - -], chamber 3 [p2 - - -]. Supplies: 14 - 2 seated - 2 placed + pushed out: p0 12,
// p1 10 + 2 = 12, p2 10 + 1 = 11. PHASE 3 in player order: p0 and p1 take chamber 2's two Lord chairs; p2 is
// offered chambers 1 and 3 only, and takes 3. Chamber 1 has no Lord: its Courtiers "may not take an Action this
// Round" (all marked done). Phase 4 starts with p0, who may activate only its Courtier or Lord in chamber 2.
PEERAGE_ASSERTS_RULES(assignment_entry_push_out_and_lords, "td.phase1.assign", "td.phase2.entry",
                      "td.phase2.push-out", "td.phase3.lord", "td.phase3.no-lord", "td.phase4.activate");
BOOST_AUTO_TEST_CASE(assignment_entry_push_out_and_lords) {
  Json j = Blank(3, "1+4", 1, 1);
  Json& st = j["state"];
  st["phase"] = "assign";
  st["mode"] = "none";
  st["assign_left"] = 6;
  Chair(j, 1, 1, 1, false); Chair(j, 1, 2, 2, false); Chair(j, 1, 3, 1, false); Chair(j, 1, 4, 2, false);
  auto s = Load(j);
  for (const char* a : {"bench:1", "bench:1", "bench:1"}) s->ApplyActionText(a);
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(LegalWith(*s, "") == (Texts{"bench:2", "bench:3"}));
  for (const char* a : {"bench:2", "bench:2", "bench:3"}) s->ApplyActionText(a);
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["phase"] == "lords");
  auto seats = [](const Json& n, int c) {  // -1 empty, else player*2 + done
    return std::vector<int>(n["chairs"].begin() + c * 6, n["chairs"].begin() + c * 6 + 4);
  };
  BOOST_TEST(seats(now, 0) == (std::vector<int>{4, 0, 2, 4}));
  BOOST_TEST(seats(now, 1) == (std::vector<int>{0, 2, -1, -1}));
  BOOST_TEST(seats(now, 2) == (std::vector<int>{4, -1, -1, -1}));
  BOOST_TEST(now["players"][0]["supply"] == 12);
  BOOST_TEST(now["players"][1]["supply"] == 12);
  BOOST_TEST(now["players"][2]["supply"] == 11);
  BOOST_TEST(s->CurrentPlayer() == 0);
  s->ApplyActionText("lord:2");
  s->ApplyActionText("lord:2");
  BOOST_TEST(s->CurrentPlayer() == 2);
  BOOST_TEST(LegalWith(*s, "") == (Texts{"lord:1", "lord:3"}));
  s->ApplyActionText("lord:3");
  now = s->ToJson()["state"];
  BOOST_TEST(now["phase"] == "actions");
  BOOST_TEST(seats(now, 0) == (std::vector<int>{5, 1, 3, 5}));  // no Lord: every Courtier marked done
  BOOST_TEST(seats(now, 1) == (std::vector<int>{0, 2, -1, -1}));
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(LegalWith(*s, "activate") == (Texts{"activate:2:courtier", "activate:2:lord"}));
}

// ACTIVATION DETAILS: "When activating a Lord, you may perform both of that Audience Chamber's Actions"; "When
// activating a Courtier, you may only choose one of the two Actions". 3 players, Climbing The Ranks (no
// Immediate Action), chamber 3 = E/F. p0 has a Lord and a Courtier in chamber 3. The Lord does F (a card of
// choice: all 7 colours), after which E is still offered; the Courtier does F and then only "end" remains.
// ALTERNATE ACTIONS: p1 has no figure ("A player may always take one G or H Action if they have no Courtier or
// Lord to activate"): with a red Ring and no card, H (a card matching a Ring: red only) and "end" are offered,
// G is not (no card to discard). p2 with a blue card and a blue Court Token on c2r1 may take G: place on
// c2r1 discarding the blue card (the only bottom space whose token it can match).
PEERAGE_ASSERTS_RULES(lord_both_courtier_one_and_the_alternates, "td.phase4.lord-both", "td.phase4.courtier-one",
                      "td.phase4.alternate", "td.action.f", "td.action.h", "td.action.g", "td.phase4.activate");
BOOST_AUTO_TEST_CASE(lord_both_courtier_one_and_the_alternates) {
  Json j = Blank(3, "1+4", 3, 2);
  Lord(j, 3, 1, 0, false);
  Chair(j, 3, 1, 0, false);
  Add(j, 0, "cards", kRed, 1);
  Tok(j, 1, 1, kRed);  // E can place on c1r1 with the red card
  RingOn(j, 1, 0, kRed);
  Add(j, 2, "cards", kBlue, 1);
  Tok(j, 2, 1, kBlue);
  for (int c = 3; c <= 5; ++c) Tok(j, c, 1, kYellow);  // no empty bottom space (any card would enter it)
  auto s = Load(j);
  s->ApplyActionText("activate:3:lord");
  BOOST_TEST(LegalWith(*s, "do:") == (Texts{"do:E", "do:F", "do:G"}));
  s->ApplyActionText("do:F");
  BOOST_TEST(LegalWith(*s, "card:").size() == 7u);
  s->ApplyActionText("card:green");
  BOOST_TEST(s->ToJson()["state"]["players"][0]["cards"][kGreen] == 1);
  // The second Action: E only. G or H "counts as the player's Turn Action" and the Lord is then moved behind
  // its Chair (td.lord-alternate=instead-of-both, the default), so a Lord that has taken F can no longer take
  // G; H is not offered in any case (no Ring).
  BOOST_TEST(LegalWith(*s, "do:") == (Texts{"do:E"}), "the Lord's second Action");
  s->ApplyActionText("do:E");
  s->ApplyActionText("step:c1r1:red");
  if (Offers(*s, "stop")) s->ApplyActionText("stop");
  while (s->IsChance()) s->ApplyAction(s->LegalActions().front());
  BOOST_TEST(LegalWith(*s, "do:").empty(), "a Lord performs a third Action");
  s->ApplyActionText("end");
  // p1: no figure
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(LegalWith(*s, "") == (Texts{"do:H", "end"}));
  s->ApplyActionText("do:H");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"card:red"}));
  s->ApplyActionText("card:red");
  BOOST_TEST(s->ToJson()["state"]["players"][1]["cards"][kRed] == 1);
  s->ApplyActionText("end");
  BOOST_TEST(s->CurrentPlayer() == 2);
  s->ApplyActionText("do:G");
  BOOST_TEST(LegalWith(*s, "step") == (Texts{"step:c2r1:blue"}));
  s->ApplyActionText("step:c2r1:blue");
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["fig"][At(2, 1)] == 2);
  BOOST_TEST(now["players"][2]["cards"][kBlue] == 0);
  BOOST_TEST(now["players"][2]["tokens"][kBlue] == 1);
  s->ApplyActionText("end");
  // p0's Courtier: one Action only
  BOOST_TEST(s->CurrentPlayer() == 0);
  s->ApplyActionText("activate:3:courtier");
  s->ApplyActionText("do:F");
  s->ApplyActionText("card:blue");
  BOOST_TEST(LegalWith(*s, "do:").empty(), "a Courtier performs a second Action");
  BOOST_TEST(Offers(*s, "end"));
}

// PHASE 4 end and PHASE 5, 3 players, Persistent Courtiers round 1 of 4, start player p1. "The phase ends when
// all player figures have been activated and all players have had an equal number of Turns (play continues
// clockwise to the start player)": p2's Courtier is the last figure; after p2's turn p0 still has a Turn (only
// "end": no figure, no card, no Ring), then the round ends. PHASE 5: Lords leave the chambers, Courtiers go back
// onto their chairs (not done), spent Court Tokens (p0: 2 blue) leave the game (removed 0 -> 2), the Move
// Courtier bonus is available again, "The player to the previous start player's left becomes the new start
// player": p2, who places first in round 2 (1 Courtier each: 3 placements).
PEERAGE_ASSERTS_RULES(last_turns_and_end_of_round, "td.phase4.equal-turns", "td.phase5.reset", "td.phase5.spent",
                      "td.phase5.start-player");
BOOST_AUTO_TEST_CASE(last_turns_and_end_of_round) {
  Json j = Blank(3, "1+4", 1, 1);
  Json& st = j["state"];
  st["start"] = 1;
  st["actor"] = 2;
  st["players"][1]["turns"] = 1;
  Lord(j, 1, 1, 1, true);
  Lord(j, 1, 2, 0, true);
  Chair(j, 1, 1, 2, false);
  Chair(j, 1, 2, 0, true);
  Add(j, 0, "spent", kBlue, 2);
  st["players"][0]["bonus_used"] = true;
  auto s = Load(j);
  s->ApplyActionText("activate:1:courtier");
  s->ApplyActionText("end");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(s->ToJson()["state"]["phase"] == "actions");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"end"}));
  s->ApplyActionText("end");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["round"] == 2);
  BOOST_TEST(now["phase"] == "assign");
  BOOST_TEST(now["lords"] == Json::array({-1, -1, -1, -1, -1, -1}));
  BOOST_TEST(now["chairs"][0] == 4);  // p2, not done
  BOOST_TEST(now["chairs"][1] == 0);  // p0, not done
  BOOST_TEST(now["players"][0]["spent"][kBlue] == 0);
  BOOST_TEST(now["removed"][kBlue] == 2);
  BOOST_TEST(now["players"][0]["bonus_used"] == false);
  BOOST_TEST(now["start"] == 2);
  BOOST_TEST(s->CurrentPlayer() == 2);
  BOOST_TEST(now["assign_left"] == 3);
}

// MOVEMENT with Action E (Lord in chamber 3), 3 players, Climbing The Ranks. p0 on c1r1; p1 on c1r2; c1r3 red
// Court Token + Intrigue Token; c1r4 green + Influence Token. p0 holds a blue, a red and a green card.
// "It is possible to move through a space occupied by another Courtier (counting their space)": c1r2 cannot
// be entered ("may never end on a space occupied"), only passed: "any Court Card may be discarded to skip that
// space" with a card matching c1r3 (red); the skip card is blue or green (red is needed for c1r3):
// jump:c1r3:blue:red and jump:c1r3:green:red. Then c1r4 with the green card, then stop. Picked up: red, green
// Court Tokens; "Influence and Intrigue Tokens on spaces other than the final movement space are NOT picked up":
// the Influence Token of c1r4 only (kept: no Immediate Action in this scenario). RESTOCK: c1r1 and c1r3 were
// moved through (not c1r4, the end space). "Fill spaces from top to bottom and from left to right": c1r3
// first. (No card is left after c1r4: the movement ends there.) The bag holds 1 blue and 3 red (the rest out of the game): first draw blue 1/4, red 3/4; after red,
// blue 1/3, red 2/3. With a bag of 1 yellow only, c1r3 gets it and c1r1 stays empty ("these spaces remain
// empty").
PEERAGE_ASSERTS_RULES(long_movement_passes_picks_up_and_restocks_top_first, "td.action.e", "td.move.pass",
                      "td.move.no-end-occupied", "td.move.pickup", "td.move.end-token", "td.move.restock",
                      "td.special.bag-empty");
BOOST_AUTO_TEST_CASE(long_movement_passes_picks_up_and_restocks_top_first) {
  for (const bool short_bag : {false, true}) {
    Json j = Blank(3, "1+4", 3, 2);
    Lord(j, 3, 1, 0, false);
    Fig(j, 0, 1, 1);
    Fig(j, 1, 1, 2);
    Tok(j, 1, 3, kRed);
    IIon(j, 1, 3, kInt);
    Tok(j, 1, 4, kGreen);
    IIon(j, 1, 4, kInf);
    for (int f : {kBlue, kRed, kGreen}) Add(j, 0, "cards", f, 1);
    Json& st = j["state"];
    for (int f = 0; f < 7; ++f) {  // the bag: 1 blue + 3 red, or 1 yellow
      const int keep = short_bag ? (f == kYellow ? 1 : 0) : (f == kBlue ? 1 : f == kRed ? 3 : 0);
      st["removed"][f] = st["removed"][f].get<int>() + st["bag"][f].get<int>() - keep;
      st["bag"][f] = keep;
    }
    auto s = Load(j);
    s->ApplyActionText("activate:3:lord");
    s->ApplyActionText("do:E");
    s->ApplyActionText("from:c1r1");
    BOOST_TEST(LegalWith(*s, "step") == Texts{});
    BOOST_TEST(LegalWith(*s, "jump") == (Texts{"jump:c1r3:blue:red", "jump:c1r3:green:red"}));
    s->ApplyActionText("jump:c1r3:blue:red");
    BOOST_TEST(LegalWith(*s, "step") == (Texts{"step:c1r4:green"}));
    s->ApplyActionText("step:c1r4:green");  // no card left: the movement ends by itself
    BOOST_REQUIRE(s->IsChance());
    if (!short_bag) {
      BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:blue 1/4", "draw-token:red 3/4"}));
      s->ApplyActionText("draw-token:red");
      BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:blue 1/3", "draw-token:red 2/3"}));
      s->ApplyActionText("draw-token:blue");
    } else {
      BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:yellow 1/1"}));
      s->ApplyActionText("draw-token:yellow");
    }
    BOOST_TEST(!s->IsChance());
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(1, 4)] == 0);
    BOOST_TEST(now["fig"][At(1, 1)] == -1);
    BOOST_TEST(now["fig"][At(1, 2)] == 1);
    BOOST_TEST(now["token"][At(1, 3)] == (short_bag ? kYellow : kRed));
    BOOST_TEST(now["token"][At(1, 1)] == (short_bag ? -1 : kBlue));
    BOOST_TEST(now["token"][At(1, 4)] == -1);
    BOOST_TEST(now["players"][0]["tokens"][kRed] == 1);
    BOOST_TEST(now["players"][0]["tokens"][kGreen] == 1);
    BOOST_TEST(now["players"][0]["ii"] == Json::array({1, 0, 0}));
    BOOST_TEST(now["ii"][At(1, 3)] == kInt);  // passed over, left on the board
    BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 0, 0, 0, 0, 0, 0}));
  }
}

// A space waits for a Court Token only while it is empty (fuzz/trace_fuzzer found a loaded state flagging c4r3,
// which held a yellow token, for a refill: the draw overwrote it and 19 of 20 yellow tokens were left). The
// loader refuses the flag on a space holding a token or a Courtier; on an empty space it loads, and the refill
// is the next decision, a chance draw over the full bag (7 factions x 20 = 140 tokens, 20/140 = 1/7 each).
BOOST_AUTO_TEST_CASE(a_space_waiting_for_a_court_token_is_empty) {
  auto refused = [](const Json& j) {
    try {
      Load(j);
    } catch (const ParseError& e) {
      return std::string(e.what()).find("td.restock-empty") != std::string::npos;
    }
    return false;
  };
  Json empty = Blank(3, "1+4", 3, 2);
  Lord(empty, 3, 1, 0, false);
  empty["state"]["restock"][At(4, 3)] = 1;
  Json token = empty, figure = empty;
  Tok(token, 4, 3, kYellow);
  Fig(figure, 1, 4, 3);
  BOOST_TEST(refused(token));
  BOOST_TEST(refused(figure));
  auto s = Load(empty);
  BOOST_REQUIRE(s->IsChance());
  BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:blue 1/7", "draw-token:green 1/7", "draw-token:red 1/7",
                                    "draw-token:yellow 1/7", "draw-token:brown 1/7", "draw-token:gray 1/7",
                                    "draw-token:purple 1/7"}));
}

// Actions left in a turn belong to the activated chamber: a state with Actions left and no chamber activated
// is refused by name (the legal list would read chamber -1's Actions; the sanitizer build caught it in a
// state the deciding-facts search had edited). The same turn with its chamber loads.
BOOST_AUTO_TEST_CASE(actions_left_in_a_turn_need_the_activated_chamber) {
  Json j = Blank(3, "1+4", 3, 2);
  Lord(j, 2, 1, 0, false);  // chamber 2 (index 1), seat 1
  j["state"]["turn"] = {{"chamber", -1}, {"open", 3}, {"steps", 2}, {"lord", true}, {"acted", true}};
  try {
    Load(j);
    BOOST_ERROR("a turn with Actions left and no chamber loaded");
  } catch (const ParseError& e) {
    BOOST_TEST(std::string(e.what()).find("td.turn-chamber") != std::string::npos, e.what());
  }
  j["state"]["turn"]["chamber"] = 1;
  auto s = Load(j);
  BOOST_TEST(!s->IsChance());
}

BOOST_AUTO_TEST_SUITE_END()
