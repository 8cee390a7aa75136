// Tudor readings asserted one by one (continued in tudor_readings2_props.cc: Offices, discards, chambers and
// the Garter claim): for every interpretation whose readings no other test compares with a
// hand-derived expectation, a small hand-built state (tudor_build in tudor_fixtures.h) where the reading
// matters, the exact options offered and/or the outcome under each reading, worked out in the comment next
// to it from shared/rulebooks/tudor.txt and the reading's description (td_catalogue.cc). Board numbers
// (chambers 1 = A/B, 2 = C/D, 3 = E/F; finger patterns A 0+1, B 1+2, C 2+3, D 3+4, E 0+4, F 1+3; 7 rows;
// benches 4/3/4 for 2/3/4 players; Garter 5 0 / 5 2 0 / 5 3 1 0) are from data/tudor/board.json.
// Scoring Cards 1+4 (Focused, Quest) score nothing during a turn but the Quest's Office Prestige, which no
// test here reads; Climbing The Ranks (Scenario 3) has no Immediate Action, so picked-up tokens are kept.
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {

// Chamber Assignment of round 1 of Persistent Courtiers (2 Courtiers each), empty benches and chairs; the
// start player p0 places first.
Json AssignPhase(int n) {
  Json j = Blank(n, "1+4", 1, 1);
  j["state"]["phase"] = "assign";
  j["state"]["mode"] = "none";
  j["state"]["assign_left"] = 2 * n;
  return j;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_readings)

// ---- td.restock-start ---------------------------------------------------------------------------------------
// RESTOCK COURT TOKENS: "all spaces the Courtier moved through are re-stocked ... Do not restock the space the
// Courtier ended on". 3 players, p1's Lord in chamber 2 (C/D) and p0's Courtier there; p0's Courtier on c2r1
// (no Court Token under it), a red Court Token on c2r2, a green one on c2r3, p0 holds a red and a green card.
// Short Court Movement (C, not enhanced: p0 has no Ring): from c2r1, step onto c2r2 (discard red), then c2r3
// (discard green); the 2 spaces are used up and the movement ends on c2r3.
//   restock: c2r1 (the start, left) and c2r2 (moved through) wait for a Court Token: 2 chance draws, c2r1 gets one.
//   leave-empty: only c2r2 waits: 1 draw; c2r1 stays without a Court Token.
// Under both: c2r3 (the end space) is not restocked, and p0 picked up the red and the green Court Token.
PEERAGE_ASSERTS_READING(restock_start_space_by_reading, "td.restock-start", "restock", "leave-empty");
BOOST_AUTO_TEST_CASE(restock_start_space_by_reading) {
  for (const std::string reading : {"restock", "leave-empty"}) {
    Json j = WithReading(Blank(3, "1+4", 3, 2), "td.restock-start", reading);
    Lord(j, 2, 1, 1, false);
    Chair(j, 2, 1, 0, false);
    Fig(j, 0, 2, 1);
    Tok(j, 2, 2, kRed);
    Tok(j, 2, 3, kGreen);
    Add(j, 0, "cards", kRed, 1);
    Add(j, 0, "cards", kGreen, 1);
    auto s = Load(j);
    for (const char* a : {"activate:2:courtier", "do:C", "from:c2r1", "step:c2r2:red", "step:c2r3:green"})
      s->ApplyActionText(a);
    const bool restock = reading == "restock";
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(2, 3)] == 0);
    BOOST_TEST(now["restock"][At(2, 1)] == (restock ? 1 : 0), reading);
    BOOST_TEST(now["restock"][At(2, 2)] == 1, reading);
    BOOST_TEST(now["restock"][At(2, 3)] == 0, reading);
    BOOST_TEST(now["players"][0]["tokens"][kRed] == 1);
    BOOST_TEST(now["players"][0]["tokens"][kGreen] == 1);
    BOOST_TEST(DrawAll(*s) == (restock ? 2 : 1), reading);
    now = s->ToJson()["state"];
    BOOST_TEST((now["token"][At(2, 1)] != -1) == restock, reading);
    BOOST_TEST(now["token"][At(2, 2)] != -1);
    BOOST_TEST(now["token"][At(2, 3)] == -1);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// ---- td.lord-alternate --------------------------------------------------------------------------------------
// ALTERNATE ACTIONS: "A Courtier or Lord may perform one of these Actions instead of an Action listed in its
// Audience Chamber." 3 players, p0's Lord in chamber 3 (E/F), p0 a red Ring on finger 2 (no enhancement), no
// card. Activated, the Lord is offered F (a card of choice) and H (a card matching a Ring); E and G need a card.
// (a) H first (takes the red card): instead-of-one: G/H replaced one Action, the Lord keeps the other: E (now
//     payable with the red card on a bottom space without a Court Token) and F are offered; instead-of-both:
//     G/H was the Lord's only Action: nothing but "end".
// (b) F first (takes a blue card): instead-of-one: the second Action may be E or G/H ("do:E", "do:G", "do:H");
//     instead-of-both: G/H "is the Lord's only Action", so a Lord that already took F cannot take it: "do:E".
PEERAGE_ASSERTS_READING(lord_alternate_one_or_both_by_reading, "td.lord-alternate", "instead-of-one", "instead-of-both");
BOOST_AUTO_TEST_CASE(lord_alternate_one_or_both_by_reading) {
  for (const std::string reading : {"instead-of-one", "instead-of-both"}) {
    Json j = WithReading(Blank(3, "1+4", 3, 2), "td.lord-alternate", reading);
    Lord(j, 3, 1, 0, false);
    RingOn(j, 0, 2, kRed);
    auto base = Load(j);
    base->ApplyActionText("activate:3:lord");
    BOOST_TEST(LegalWith(*base, "do:") == (Texts{"do:F", "do:H"}), reading);
    const bool one = reading == "instead-of-one";
    auto h = base->Clone();
    h->ApplyActionText("do:H");
    BOOST_TEST(LegalWith(*h, "card:") == (Texts{"card:red"}));
    h->ApplyActionText("card:red");
    BOOST_TEST(LegalWith(*h, "do:") == (one ? Texts{"do:E", "do:F"} : Texts{}), reading);
    if (!one) BOOST_TEST(LegalWith(*h, "") == (Texts{"end"}));
    auto f = base->Clone();
    f->ApplyActionText("do:F");
    f->ApplyActionText("card:blue");
    BOOST_TEST(LegalWith(*f, "do:") == (one ? Texts{"do:E", "do:G", "do:H"} : Texts{"do:E"}), reading);
    // turn.open (bits: E 1, F 2, G/H 4): F taken; instead-of-one keeps E and G/H open (5), instead-of-both E (1).
    BOOST_TEST(f->ToJson()["state"]["turn"]["open"] == (one ? 5 : 1), reading);
    // Either way E is the Lord's second Action (placing on c1r1 with the blue card; no card left for a second
    // space, so the movement ends): nothing is left after it.
    f->ApplyActionText("do:E");
    f->ApplyActionText("step:c1r1:blue");
    BOOST_TEST(f->ToJson()["state"]["mode"] == "turn");
    BOOST_TEST(LegalWith(*f, "do:").empty(), reading);
  }
}

// ---- td.special-move-place ----------------------------------------------------------------------------------
// "Unless stated otherwise, any Movement Action can also allow a new Courtier to be placed". MOVE COURTIER: "spend
// any 2 Court Tokens ... to move one of their Courtiers 1 space"; Only The Strong Shall Rule, left: "discard 2
// Influence Tokens to move ONE of your Courtiers up to 2 spaces". 3 players, Scenario 5, p0 has 2 blue Court
// Tokens and 2 Influence Tokens, no Courtier in the Throne Room or a chamber, no card, no Ring (no G or H).
//   no: neither special move can place, and p0 has nothing to move: only "end".
//   yes: "bonus-move:blue:blue" and "scenario-action:left" are offered too; their first space may be any open
//   bottom space (c1r1..c5r1, nothing to pay). The bonus move placing on c3r1: p0's supply 14 -> 13, the two
//   blue Court Tokens spent (spent blue 2), its one space used: back to the turn menu.
// (b) below: with a Courtier of p0's on the board the bonus move is offered under both readings.
PEERAGE_ASSERTS_READING(special_move_place_by_reading, "td.special-move-place", "no", "yes");
BOOST_AUTO_TEST_CASE(special_move_place_by_reading) {
  for (const std::string reading : {"no", "yes"}) {
    Json j = WithReading(Blank(3, "1+4", 5, 2), "td.special-move-place", reading);
    Add(j, 0, "tokens", kBlue, 2);
    Add(j, 0, "ii", kInf, 2);
    {  // (b) p0's Courtier on c2r1: the bonus move is offered under both readings; its first space is a step
       // of that Courtier ("from:c2r1") and, under yes only, a placement on an open bottom space (c1r1, c3r1,
       // c4r1, c5r1: c2r1 is taken).
      Json k = j;
      Fig(k, 0, 2, 1);
      auto b = Load(k);
      b->ApplyActionText("bonus-move:blue:blue");
      BOOST_TEST(LegalWith(*b, "from:") == (Texts{"from:c2r1"}));
      BOOST_TEST(LegalWith(*b, "step:") == (reading == "yes" ? Texts{"step:c1r1:-", "step:c3r1:-", "step:c4r1:-", "step:c5r1:-"}
                                                               : Texts{}), reading);
    }
    auto s = Load(j);
    if (reading == "no") {
      BOOST_TEST(LegalWith(*s, "") == (Texts{"end"}));
      continue;
    }
    BOOST_TEST(Sorted(LegalWith(*s, "")) == (Texts{"bonus-move:blue:blue", "end", "scenario-action:left"}));
    const Texts bottom{"step:c1r1:-", "step:c2r1:-", "step:c3r1:-", "step:c4r1:-", "step:c5r1:-"};
    auto strong = s->Clone();
    strong->ApplyActionText("scenario-action:left");
    BOOST_TEST(LegalWith(*strong, "step:") == bottom);
    BOOST_TEST(LegalWith(*strong, "from:").empty());
    s->ApplyActionText("bonus-move:blue:blue");
    BOOST_TEST(LegalWith(*s, "step:") == bottom);
    s->ApplyActionText("step:c3r1:-");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(3, 1)] == 0);
    BOOST_TEST(now["players"][0]["supply"] == 13);
    BOOST_TEST(now["players"][0]["tokens"][kBlue] == 0);
    BOOST_TEST(now["players"][0]["spent"][kBlue] == 2);
    BOOST_TEST(now["mode"] == "turn");
    BOOST_TEST(!s->IsChance());
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// ---- td.garter-opportunity ------------------------------------------------------------------------------------
// Order of the Garter: "Each player adds their remaining Influence Tokens, Intrigue Tokens, and Court Cards";
// the Advanced Variant's Opportunity Tokens "count as both". 3 players (5 2 0), td.opportunity=on (8 Opportunity
// Tokens, 14 Influence and 14 Intrigue), Scoring Cards 4+5 (nothing to score on an empty board), last round.
//   (a) p0 1 Opportunity Token. counted: totals 1, 0, 0: p0 first (5), p1 and p2 share second (2 each): 5 2 2.
//       not-counted: 0, 0, 0: all share first: 5 5 5.
//   (b) p0 1 Influence, p1 2 Opportunity. counted: 1, 2, 0: p1 5, p0 2, p2 0. not-counted: 1, 0, 0: 5 2 2.
PEERAGE_ASSERTS_READING(garter_opportunity_by_reading, "td.garter-opportunity", "counted", "not-counted");
BOOST_AUTO_TEST_CASE(garter_opportunity_by_reading) {
  for (const std::string reading : {"counted", "not-counted"}) {
    auto base = [&] {
      Json j = WithReading(Blank(3, "4+5", 1, 4), "td.garter-opportunity", reading);
      j["parameters"]["td.opportunity"] = "on";
      j["state"]["ii_pool"] = {14, 14, 8};
      return j;
    };
    const bool counted = reading == "counted";
    Json a = base();
    Add(a, 0, "ii", 2, 1);
    BOOST_TEST(FinalPrestige(a) == (counted ? std::vector<std::int64_t>{5, 2, 2} : std::vector<std::int64_t>{5, 5, 5}), reading);
    Json b = base();
    Add(b, 0, "ii", kInf, 1);
    Add(b, 1, "ii", 2, 2);
    BOOST_TEST(FinalPrestige(b) == (counted ? std::vector<std::int64_t>{2, 5, 0} : std::vector<std::int64_t>{5, 2, 2}), reading);
  }
}

// ---- td.bench-two-player --------------------------------------------------------------------------------------
// "Each Assignment Bench is limited to a total of 4 Courtiers (3 in a 3 player game). When full, no more
// Courtiers may be placed on the bench." 2 players, 2 Courtiers each: p0, p1, p0 place on bench 1 (3 there).
//   four: bench 1 still has a space: p1 is offered benches 1, 2, 3. three: bench 1 is full: benches 2 and 3.
PEERAGE_ASSERTS_READING(bench_two_player_by_reading, "td.bench-two-player", "four", "three");
BOOST_AUTO_TEST_CASE(bench_two_player_by_reading) {
  for (const std::string reading : {"four", "three"}) {
    auto s = Load(WithReading(AssignPhase(2), "td.bench-two-player", reading));
    for (const char* a : {"bench:1", "bench:1", "bench:1"}) s->ApplyActionText(a);
    BOOST_TEST(s->CurrentPlayer() == 1);
    BOOST_TEST(LegalWith(*s, "") == (reading == "four" ? Texts{"bench:1", "bench:2", "bench:3"} : Texts{"bench:2", "bench:3"}),
               reading);
  }
}

// Catalogue claim: the question is the bench size "with 2 players"; the text's sizes for 3 players (3) and 4
// players (4) are the same under both readings. After k Courtiers on bench 1 it is still offered iff k < size:
// 2 players four 4, three 3; 3 players 3 under both; 4 players 4 under both.
BOOST_AUTO_TEST_CASE(bench_two_player_readings_differ_only_with_two_players) {
  for (int n = 2; n <= 4; ++n)
    for (const std::string reading : {"four", "three"}) {
      const int size = n == 3 ? 3 : n == 4 ? 4 : reading == "four" ? 4 : 3;
      for (int k = 0; k <= std::min(size, 2 * n - 1); ++k) {
        auto s = Load(WithReading(AssignPhase(n), "td.bench-two-player", reading));
        for (int i = 0; i < k; ++i) s->ApplyActionText("bench:1");
        BOOST_TEST(Offers(*s, "bench:1") == (k < size), "n=" << n << " " << reading << " k=" << k);
      }
    }
}

// ---- td.lord-optional -----------------------------------------------------------------------------------------
// PHASE 3: "each player may now place their Lord onto one of the patterned Lord's Chairs"; "Up to two Lords may
// be placed in the same Audience Chamber". 3 players, every Lord's Chair free: p0 (the start player) is asked.
//   must: "lord:1", "lord:2", "lord:3". may: the same and "no-lord". Under may, p0 declining keeps its Lord
//   off the board (lord -1) and p1 is asked next; p1 and p2 then both take chamber 1 and phase 4 begins.
PEERAGE_ASSERTS_READING(lord_optional_by_reading, "td.lord-optional", "must", "may");
BOOST_AUTO_TEST_CASE(lord_optional_by_reading) {
  for (const std::string reading : {"must", "may"}) {
    auto s = Load(WithReading(AssignPhase(3), "td.lord-optional", reading));
    for (const char* a : {"bench:1", "bench:2", "bench:3", "bench:1", "bench:2", "bench:3"}) s->ApplyActionText(a);
    BOOST_REQUIRE(s->ToJson()["state"]["phase"] == "lords");
    BOOST_TEST(s->CurrentPlayer() == 0);
    const bool may = reading == "may";
    BOOST_TEST(LegalWith(*s, "") == (may ? Texts{"lord:1", "lord:2", "lord:3", "no-lord"} : Texts{"lord:1", "lord:2", "lord:3"}),
               reading);
    if (!may) continue;
    s->ApplyActionText("no-lord");
    BOOST_TEST(s->CurrentPlayer() == 1);
    s->ApplyActionText("lord:1");
    s->ApplyActionText("lord:1");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["phase"] == "actions");
    BOOST_TEST(now["players"][0]["lord"] == -1);
    BOOST_TEST(now["lords"] == Json::array({2, 4, -1, -1, -1, -1}));
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// ---- td.empty-space-a -----------------------------------------------------------------------------------------
// SPECIAL CASES: "Spaces without Court Tokens may be moved onto using ... ANY Privilege Ring for Action A"; A:
// "move ... 1 space in any direction as long as the Court Token on the target space matches a Ring". 3 players,
// p0's Lord in chamber 1 (A/B), p0 a blue Ring on finger 2 (A needs fingers 0+1: not enhanced), p0's Courtier on
// c2r1. Court Tokens: c1r1 blue, c3r1 red, c5r1 red; c4r1 and c2r2 have none.
//   any-ring: placing from supply on c1r1 (blue) or c4r1 (no token); from c2r1: c1r1 or c2r2 (up, no token).
//   none: placing on c1r1 only; from c2r1: c1r1 only. c3r1/c5r1 (red) never: no red Ring.
// any-ring, c2r1 -> c2r2: no Court Token to pick up (p0's tokens stay 0); c2r1 waits for a new Court Token.
PEERAGE_ASSERTS_READING(empty_space_a_by_reading, "td.empty-space-a", "any-ring", "none");
BOOST_AUTO_TEST_CASE(empty_space_a_by_reading) {
  for (const std::string reading : {"any-ring", "none"}) {
    Json j = WithReading(Blank(3, "1+4", 3, 2), "td.empty-space-a", reading);
    Lord(j, 1, 1, 0, false);
    RingOn(j, 0, 2, kBlue);
    Fig(j, 0, 2, 1);
    Tok(j, 1, 1, kBlue);
    Tok(j, 3, 1, kRed);
    Tok(j, 5, 1, kRed);
    auto s = Load(j);
    s->ApplyActionText("activate:1:lord");
    BOOST_REQUIRE(Offers(*s, "do:A"));
    s->ApplyActionText("do:A");
    const bool any = reading == "any-ring";
    BOOST_TEST(LegalWith(*s, "from:") == (Texts{"from:c2r1"}));
    BOOST_TEST(LegalWith(*s, "step:") == (any ? Texts{"step:c1r1:-", "step:c4r1:-"} : Texts{"step:c1r1:-"}), reading);
    s->ApplyActionText("from:c2r1");
    BOOST_TEST(LegalWith(*s, "step:") == (any ? Texts{"step:c1r1:-", "step:c2r2:-"} : Texts{"step:c1r1:-"}), reading);
    if (!any) continue;
    s->ApplyActionText("step:c2r2:-");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(2, 2)] == 0);
    BOOST_TEST(now["fig"][At(2, 1)] == -1);
    BOOST_TEST(Sum(now["players"][0]["tokens"]) == 0);
    BOOST_TEST(now["restock"][At(2, 1)] == 1);
    BOOST_TEST(now["restock"][At(2, 2)] == 0);
  }
}

BOOST_AUTO_TEST_SUITE_END()
