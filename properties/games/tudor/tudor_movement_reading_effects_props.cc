// Tudor readings, whole effect (issue 40 item 4), continued from tudor_reading_effects_props.cc: consequences
// of three movement readings that the earlier tests left unasserted. Each test compares EVERY reading of its
// interpretation on one hand-built state (tudor_build in tudor_fixtures.h); expectations are derived by hand
// from shared/rulebooks/tudor.txt and td_catalogue.cc. Board numbers as in tudor_readings2_props.cc (3
// players: 5 columns of 7 rows, stairs below row 4; chambers 1 = A/B, 2 = C/D, 3 = E/F; the C enhancement
// needs Rings on fingers 2 and 3), every space without a Court Token unless placed (so any card pays for it:
// "Spaces without Court Tokens may be moved onto using ANY Court Card for Actions C/E/G"), the bag 20 of each
// colour less the tokens placed.
//   td.discard-to     names C, E, G and the exchange; E, G and the exchange were tested: here Action C, its
//                     skip card, its landing card, and a Courtier placed from supply and moved up.
//   td.banish-space   stays-empty: "until a later movement passes through it and restocks it": a movement
//                     elsewhere (and its restock) leaves the space empty; one passing through it restocks it.
//   td.no-reentry     every-move: "no movement re-enters a space it occupied or passed (the C enhancement's
//                     limit read as a rule of every movement)": the enhanced C movement (the one multi-space
//                     movement in any direction besides the Strong move) keeps its limit under both readings;
//                     and the Strong move whose only way on is back ends at once under every-move.
//                     (A jump cannot re-enter: it is the whole of a 2-space movement, in a straight line.)
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

BOOST_AUTO_TEST_SUITE(tudor_movement_reading_effects)

// td.discard-to with Action C (SHORT COURT MOVEMENT: "For each space entered you must discard a Court Card
// matching the Court Token on that space. If the first space is blocked by another Courtier, any Court Card may
// be discarded to skip that space"). p1's Lord and p0's Courtier in chamber 2 (C/D); p0 has no Ring (C plain).
// (a) p0 on c1r1, p1 on c1r2, a red Court Token on c1r3; p0 holds a blue and a red card (stacks 10 - 1 = 9).
//     From c1r1 the first space is blocked: the only move is the skip, jump:c1r3:blue:red (blue for c1r2, red
//     for c1r3; skipping with the red would leave no red for c1r3). Both spaces used, the movement ends on
//     c1r3 with the red Court Token picked up; c1r1 is restocked (1 draw).
// (b) p0 places from supply ("or place a new Courtier from your supply into the Throne Room and move it up 1
//     space"): yellow Court Token on c2r1, green on c2r2, p0 holds a yellow and a green card: step:c2r1:yellow
//     (placed: supply 14 - 1 = 13 less the chamber Courtier = 12), step:c2r2:green; c2r1 restocked (1 draw).
// Each way p0 ends with no card.
//   supply: the discarded cards go back to their stacks: 9 + 1 = 10 each, none out of the game.
//   out-of-game: the stacks stay 9 and cards_out holds 1 of each colour discarded.
PEERAGE_ASSERTS_READING(cards_discarded_by_action_c_by_reading, "td.discard-to", "supply", "out-of-game");
BOOST_AUTO_TEST_CASE(cards_discarded_by_action_c_by_reading) {
  for (const std::string reading : {"supply", "out-of-game"}) {
    const bool supply = reading == "supply";
    auto base = [&] {
      Json j = WithReading(Blank(3, "1+4", 3, 2), "td.discard-to", reading);
      Lord(j, 2, 1, 1, false);
      Chair(j, 2, 1, 0, false);
      return j;
    };
    {
      Json j = base();
      Fig(j, 0, 1, 1);
      Fig(j, 1, 1, 2);
      Tok(j, 1, 3, kRed);
      for (int f : {kBlue, kRed}) Add(j, 0, "cards", f, 1);
      auto s = Load(j);
      for (const char* a : {"activate:2:courtier", "do:C", "from:c1r1"}) s->ApplyActionText(a);
      BOOST_TEST(LegalWith(*s, "step:").empty(), reading);
      BOOST_TEST(LegalWith(*s, "jump:") == (Texts{"jump:c1r3:blue:red"}), reading);
      s->ApplyActionText("jump:c1r3:blue:red");
      BOOST_TEST(DrawAll(*s) == 1, reading);
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["fig"][At(1, 3)] == 0, reading);
      BOOST_TEST(now["players"][0]["tokens"][kRed] == 1, reading);
      BOOST_TEST(now["mode"] == "turn", reading);
      for (int f : {kBlue, kRed}) {
        BOOST_TEST(now["players"][0]["cards"][f] == 0, reading << " " << kColourNames[f]);
        BOOST_TEST(now["stack"][f] == (supply ? 10 : 9), reading << " " << kColourNames[f]);
        BOOST_TEST(now["cards_out"][f] == (supply ? 0 : 1), reading << " " << kColourNames[f]);
      }
      BOOST_TEST(s->CheckInvariants().empty());
    }
    {
      Json j = base();
      Tok(j, 2, 1, kYellow);
      Tok(j, 2, 2, kGreen);
      for (int f : {kYellow, kGreen}) Add(j, 0, "cards", f, 1);
      auto s = Load(j);
      for (const char* a : {"activate:2:courtier", "do:C", "step:c2r1:yellow", "step:c2r2:green"})
        s->ApplyActionText(a);
      BOOST_TEST(DrawAll(*s) == 1, reading);
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["fig"][At(2, 2)] == 0, reading);
      BOOST_TEST(now["players"][0]["supply"] == 12, reading);
      for (int f : {kYellow, kGreen}) {
        BOOST_TEST(now["players"][0]["cards"][f] == 0, reading << " " << kColourNames[f]);
        BOOST_TEST(now["stack"][f] == (supply ? 10 : 9), reading << " " << kColourNames[f]);
        BOOST_TEST(now["cards_out"][f] == (supply ? 0 : 1), reading << " " << kColourNames[f]);
      }
      BOOST_TEST(s->CheckInvariants().empty());
    }
  }
}

// td.banish-space, after the banishment. Only The Strong Shall Rule (Scenario 5). p1's Courtier on c2r2
// (row 2, below the stairs: 2 Intrigue Tokens), p0's on c2r1 and c4r1, a green Court Token on c2r3 (bag green
// 20 - 1 = 19); p0 holds 2 Intrigue and 2 Influence Tokens, a blue and a green card, and its Lord sits in
// chamber 3 (E/F).
//   1. banish:c2r2. refill: a Court Token is drawn for c2r2 at once (drawn here: blue); stays-empty: no draw.
//   2. LEFT ACTION (2 Influence), c4r1 -> c4r2 -> c4r3, the move's 2 spaces. RESTOCK COURT TOKENS: "all
//      spaces the Courtier moved through are re-stocked": c4r1 and c4r2, 2 draws under both readings, and no
//      more: under stays-empty c2r2 was not moved through, so it still has no Court Token (and waits for none).
//   3. The Lord's Action E from c2r1: c2r2 first. refill: its blue token wants the blue card ("step:c2r2:blue"
//      alone); stays-empty: no token, so "ANY Court Card": "step:c2r2:blue" and "step:c2r2:green". Blue is
//      paid, then c2r3's green token with the green card; no card is left for c2r4 (empty: any card), so the
//      movement ends on c2r3. c2r1 and c2r2 were moved through: 2 draws under both readings, and c2r2 holds a
//      Court Token again under both ("until a later movement passes through it and restocks it"). p0 picked
//      up green 1 under both, and blue 1 (c2r2's) under refill only ("The player gains no Court Token for
//      moving onto these spaces").
PEERAGE_ASSERTS_READING(a_banished_courtiers_space_restocked_only_when_moved_through, "td.banish-space", "refill",
                        "stays-empty");
BOOST_AUTO_TEST_CASE(a_banished_courtiers_space_restocked_only_when_moved_through) {
  for (const std::string reading : {"refill", "stays-empty"}) {
    const bool refill = reading == "refill";
    Json j = WithReading(Blank(3, "1+4", 5, 2), "td.banish-space", reading);
    Fig(j, 1, 2, 2);
    Fig(j, 0, 2, 1);
    Fig(j, 0, 4, 1);
    Tok(j, 2, 3, kGreen);
    Add(j, 0, "ii", kInt, 2);
    Add(j, 0, "ii", kInf, 2);
    for (int f : {kBlue, kGreen}) Add(j, 0, "cards", f, 1);
    Lord(j, 3, 1, 0, false);
    auto s = Load(j);
    s->ApplyActionText("banish:c2r2");
    BOOST_TEST(s->IsChance() == refill, reading);
    if (refill) s->ApplyActionText("draw-token:blue");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["token"][At(2, 2)] == (refill ? kBlue : -1), reading);
    BOOST_TEST(now["players"][1]["supply"] == 14, reading);

    for (const char* a : {"scenario-action:left", "from:c4r1", "step:c4r2:-", "step:c4r3:-"}) s->ApplyActionText(a);
    BOOST_TEST(DrawAll(*s) == 2, reading);
    now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(4, 3)] == 0, reading);
    BOOST_TEST(now["token"][At(4, 1)] != -1, reading);
    BOOST_TEST(now["token"][At(4, 2)] != -1, reading);
    BOOST_TEST(now["token"][At(2, 2)] == (refill ? kBlue : -1), reading);
    BOOST_TEST(now["restock"][At(2, 2)] == 0, reading);
    BOOST_TEST(now["mode"] == "turn", reading);

    for (const char* a : {"activate:3:lord", "do:E", "from:c2r1"}) s->ApplyActionText(a);
    BOOST_TEST(LegalWith(*s, "step:") == (refill ? Texts{"step:c2r2:blue"} : Texts{"step:c2r2:blue", "step:c2r2:green"}),
               reading);
    s->ApplyActionText("step:c2r2:blue");
    BOOST_TEST(LegalWith(*s, "step:") == (Texts{"step:c2r3:green"}), reading);
    s->ApplyActionText("step:c2r3:green");
    BOOST_TEST(DrawAll(*s) == 2, reading);
    now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(2, 3)] == 0, reading);
    BOOST_TEST(now["token"][At(2, 1)] != -1, reading);
    BOOST_TEST(now["token"][At(2, 2)] != -1, reading);
    BOOST_TEST(now["token"][At(2, 3)] == -1, reading);
    BOOST_TEST(now["players"][0]["tokens"][kGreen] == 1, reading);
    BOOST_TEST(now["players"][0]["tokens"][kBlue] == (refill ? 1 : 0), reading);
    BOOST_TEST(now["mode"] == "turn", reading);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// td.no-reentry, the multi-space movements in any direction. Scenario 5 (the Strong move), p1's Lord and p0's
// Courtier in chamber 2 (C/D).
// (a) Enhanced C (Rings on fingers 2 and 3: "You may move up to 3 spaces (instead of 2) and each move may be made
//     in any vertical or horizontal direction. Your Courtier may not re-enter a space that it previously
//     occupied"): p0 on c3r3, 3 blue cards, the spaces around empty. From c3r3: c3r4, c3r2, c4r3, c2r3. After
//     c3r4: c3r5, c4r4, c2r4 but not c3r3 (left). After c2r4: c2r5, c2r3, c1r4 but not c3r4. Under BOTH
//     readings (every-move reads the C enhancement's own limit as every movement's, so C keeps it). The third
//     step, to c2r3, ends the movement: c3r3, c3r4 and c2r4 were moved through: 3 draws; blue 3 - 3 = 0.
// (b) The Strong move (LEFT ACTION, 2 spaces in any direction) into a dead end: p0 on c3r1, p1's Courtiers on
//     c2r2, c4r2 and c3r3 around c3r2. From c3r1: c3r2, c4r1, c2r1. After c3r2 every way on is occupied (a
//     pass needs 2 spaces, 1 is left) but c3r1, the start:
//       enhanced-c-only: "the Strong move may step out and back": step:c3r1:- is offered; taken, the movement
//       ends on c3r1, c3r2 is restocked (1 draw) and c3r1, re-entered, is not.
//       every-move: nothing is offered; the movement ends on c3r2 at once, its second space lost; c3r1 is
//       restocked (1 draw).
PEERAGE_ASSERTS_READING(multi_space_movements_re_entering_by_reading, "td.no-reentry", "enhanced-c-only", "every-move");
BOOST_AUTO_TEST_CASE(multi_space_movements_re_entering_by_reading) {
  for (const std::string reading : {"enhanced-c-only", "every-move"}) {
    auto base = [&] {
      Json j = WithReading(Blank(3, "1+4", 5, 2), "td.no-reentry", reading);
      Lord(j, 2, 1, 1, false);
      Chair(j, 2, 1, 0, false);
      return j;
    };
    {
      Json j = base();
      RingOn(j, 0, 2, kRed);
      RingOn(j, 0, 3, kGreen);
      Fig(j, 0, 3, 3);
      Add(j, 0, "cards", kBlue, 3);
      auto s = Load(j);
      for (const char* a : {"activate:2:courtier", "do:C", "from:c3r3"}) s->ApplyActionText(a);
      BOOST_TEST(Sorted(LegalWith(*s, "step:")) ==
                     (Texts{"step:c2r3:blue", "step:c3r2:blue", "step:c3r4:blue", "step:c4r3:blue"}),
                 reading);
      s->ApplyActionText("step:c3r4:blue");
      BOOST_TEST(Sorted(LegalWith(*s, "step:")) == (Texts{"step:c2r4:blue", "step:c3r5:blue", "step:c4r4:blue"}),
                 reading);
      s->ApplyActionText("step:c2r4:blue");
      BOOST_TEST(Sorted(LegalWith(*s, "step:")) == (Texts{"step:c1r4:blue", "step:c2r3:blue", "step:c2r5:blue"}),
                 reading);
      s->ApplyActionText("step:c2r3:blue");
      BOOST_TEST(DrawAll(*s) == 3, reading);
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["fig"][At(2, 3)] == 0, reading);
      for (const auto& [c, r] : std::vector<std::pair<int, int>>{{3, 3}, {3, 4}, {2, 4}})
        BOOST_TEST(now["token"][At(c, r)] != -1, reading);
      BOOST_TEST(now["players"][0]["cards"][kBlue] == 0, reading);
      BOOST_TEST(now["mode"] == "turn", reading);
    }
    {
      Json j = base();
      Fig(j, 0, 3, 1);
      for (const auto& [c, r] : std::vector<std::pair<int, int>>{{2, 2}, {4, 2}, {3, 3}}) Fig(j, 1, c, r);
      Add(j, 0, "ii", kInf, 2);
      auto s = Load(j);
      s->ApplyActionText("scenario-action:left");
      s->ApplyActionText("from:c3r1");
      BOOST_TEST(Sorted(LegalWith(*s, "step:")) == (Texts{"step:c2r1:-", "step:c3r2:-", "step:c4r1:-"}), reading);
      s->ApplyActionText("step:c3r2:-");
      if (reading == "enhanced-c-only") {
        BOOST_TEST(LegalWith(*s, "step:") == (Texts{"step:c3r1:-"}));
        BOOST_TEST(LegalWith(*s, "jump:").empty());
        s->ApplyActionText("step:c3r1:-");
      }
      BOOST_TEST(DrawAll(*s) == 1, reading);
      const Json now = s->ToJson()["state"];
      const bool back = reading == "enhanced-c-only";
      BOOST_TEST(now["fig"][At(3, 1)] == (back ? 0 : -1), reading);
      BOOST_TEST(now["fig"][At(3, 2)] == (back ? -1 : 0), reading);
      BOOST_TEST(now["token"][At(3, 1)] == (back ? -1 : kBlue), reading);  // the first outcome drawn: blue
      BOOST_TEST(now["token"][At(3, 2)] == (back ? kBlue : -1), reading);
      BOOST_TEST(now["mode"] == "turn", reading);
      BOOST_TEST(s->CheckInvariants().empty());
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
