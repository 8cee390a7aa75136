// Noblemen readings, part 4: the consequences of a reading that its first tests left unasserted (issue 40
// item 4: a test per reading is not a test of the reading's whole effect). Each case is played under EVERY
// reading of its interpretation, so the test shows where the readings part and where they agree. As in
// parts 1-3: hand-built tables (noblemen_table_fixtures.h), expectations derived by hand from
// shared/rulebooks/noblemen.txt and the readings' descriptions (nm_catalogue.cc), arithmetic in comments.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/legal_texts.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {
Texts Legal(const State& s) { return props::SortedLegalTexts(s); }
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_reading_effects)

// nm.earl-discount on a Church, and on what an Earl is offered. "Earl will also give a discount" is a
// discount on every structure ("2 - Build a structure": the title list's benefits), so a reading sets both
// what a Church costs and whether it is affordable; "never below zero". The left-most Church is slot 0:
// 2 pounds (data/noblemen/components.json: 2, 3, 4, 5, 6). Discounts: Baron 0, Viscount 0, Earl 1 (earl-1)
// or 2 (earl-2), Marquess 2, Duke 3 (3 > 2: the price stops at 0). Cost max(0, 2 - d):
//   Baron 2, Viscount 2, Earl 1 | 0, Marquess 0, Duke 0.
// From 10 pounds: 8, 8, 9 | 10, 10, 10. From 0 pounds "church 1,0" is offered only at cost 0: Marquess and
// Duke under both readings, the Earl under earl-2 only.
PEERAGE_ASSERTS_READING(earl_discount_on_a_church_and_on_what_is_affordable, "nm.earl-discount", "earl-1", "earl-2");
BOOST_AUTO_TEST_CASE(earl_discount_on_a_church_and_on_what_is_affordable) {
  const int d1[5] = {0, 0, 1, 2, 3}, d2[5] = {0, 0, 2, 2, 3};
  for (const char* reading : {"earl-1", "earl-2"})
    for (int title = 0; title < 5; ++title)
      for (const int pounds : {10, 0}) {
        BOOST_TEST_CONTEXT(reading << ", title " << title << ", " << pounds << " pounds") {
          const int d = (Is(reading, "earl-1") ? d1 : d2)[title];
          const int cost = d >= 2 ? 0 : 2 - d;
          Json j = NewTable(4, Json{{"nm.earl-discount", reading}});
          Json& st = j["state"];
          st["church_slots"] = 1;
          st["players"][0]["title"] = title;
          st["players"][0]["pounds"] = pounds;
          st["players"][0]["tiles"] = "0,0,CK 1,0,C";
          Balance(st);
          auto s = Load(j, "earl church");
          const bool offered = Has(LegalTexts(*s), "church 1,0");
          BOOST_TEST(offered == (pounds >= cost));
          if (pounds == 0) BOOST_TEST(offered == (title >= 3 || (title == 2 && Is(reading, "earl-2"))));
          if (!offered) continue;
          s->ApplyActionText("church 1,0");
          BOOST_TEST(Pounds(*s, 0) == pounds - cost);
        }
      }
}

// nm.earl-discount on a Folly. Build a Folly: "Immediately pay the 10 pounds, discounting if possible", with
// the discount of "2 - Build a structure" (Baron 0, Viscount 0, Earl 1 under earl-1 or 2 under earl-2,
// Marquess 2, Duke 3). p0's estate: a Castle at 0,0, an open clearing at 1,0 and two Forest groups (0,1 and
// 2,1): the Country Folly ("two Forest anywhere in your estate") may go on 1,0. Cost 10 - d:
//   Baron 10, Viscount 10, Earl 9 | 8, Marquess 8, Duke 7.
// From 10 pounds every title builds it: 0, 0, 1 | 2, 2, 3 left. From 8 pounds "folly country 1,0" is offered
// only where the cost is 8 or less: Marquess and Duke under both readings, the Earl under earl-2 only (9 > 8
// under earl-1); 0, 0, 1 left. The first Folly built "will get 12 victory points": VP 0 + 12.
PEERAGE_ASSERTS_READING(earl_discount_on_a_folly_and_on_what_is_affordable, "nm.earl-discount", "earl-1", "earl-2");
BOOST_AUTO_TEST_CASE(earl_discount_on_a_folly_and_on_what_is_affordable) {
  const int d1[5] = {0, 0, 1, 2, 3}, d2[5] = {0, 0, 2, 2, 3};
  for (const char* reading : {"earl-1", "earl-2"})
    for (int title = 0; title < 5; ++title)
      for (const int pounds : {10, 8}) {
        BOOST_TEST_CONTEXT(reading << ", title " << title << ", " << pounds << " pounds") {
          const int cost = 10 - (Is(reading, "earl-1") ? d1 : d2)[title];
          Json j = NewTable(4, Json{{"nm.earl-discount", reading}});
          Json& st = j["state"];
          st["players"][0]["title"] = title;
          st["players"][0]["pounds"] = pounds;
          st["players"][0]["tiles"] = "0,0,CK 1,0,C 0,1,W 1,1,W 0,2,W 1,2,W 2,1,W 3,1,W 2,2,W 3,2,W";
          st["players"][0]["groups"] = "0,1,W 2,1,W";
          Balance(st);
          auto s = Load(j, "earl folly");
          const bool offered = Has(LegalTexts(*s), "folly country 1,0");
          BOOST_TEST(offered == (pounds >= cost));
          if (pounds == 8) BOOST_TEST(offered == (title >= 3 || (title == 2 && Is(reading, "earl-2"))));
          if (!offered) continue;
          s->ApplyActionText("folly country 1,0");
          BOOST_TEST(Pounds(*s, 0) == pounds - cost);
          BOOST_TEST(Vp(*s, 0) == 12);
          BOOST_TEST(St(*s)["follies_built"] == 1);
        }
      }
}

// nm.earl-discount told while explaining (State::StepParts): the Church on slot 0 costs 2 pounds; an Earl
// pays 2 - 1 = 1 under earl-1 and 2 - 2 = 0 under earl-2; a Duke's 3 stops at the price, 2 off, so pays 0;
// a Baron has no discount and nothing is told.
BOOST_AUTO_TEST_CASE(a_discounted_price_is_told_as_its_sum) {
  auto told = [](const char* reading, int title) {
    Json j = NewTable(4, Json{{"nm.earl-discount", reading}});
    Json& st = j["state"];
    st["church_slots"] = 1;
    st["players"][0]["title"] = title;
    st["players"][0]["pounds"] = 10;
    st["players"][0]["tiles"] = "0,0,CK 1,0,C";
    Balance(st);
    auto s = Load(j, "told church");
    s->SetExplaining(true);
    s->ApplyActionText("church 1,0");
    return s->StepParts();
  };
  using Strings = std::vector<std::string>;
  BOOST_TEST(told("earl-1", 2) == Strings{"the Church costs 2 pounds, less 1 pound for p0's title of Earl: p0 pays 1 pound"},
             boost::test_tools::per_element());
  BOOST_TEST(told("earl-2", 2) == Strings{"the Church costs 2 pounds, less 2 pounds for p0's title of Earl: p0 pays 0 pounds"},
             boost::test_tools::per_element());
  BOOST_TEST(told("earl-1", 4) == Strings{"the Church costs 2 pounds, less 2 pounds for p0's title of Duke: p0 pays 0 pounds"},
             boost::test_tools::per_element());
  BOOST_TEST(told("earl-1", 0).empty());
}

// nm.blackmail-per-ball with three Blackmails, so that "any number" is not read as "two". Blackmail: "use
// for 3 prestige"; a Scandal card returned at a Ball: 1 prestige; a pond: 1. 3 players; p0 (the crown, 1
// pond, 3 Blackmails) ends its turn on marker 5: +1 VP, marker 6, a Ball, p0 places first.
//   one: 1 pond + 3 + the other two returned 1 + 1 = 6: Earl (need 6; the Marquess needs 10): +3 VP, 4 in all.
//        Offered after the first Blackmail {place, spend blackmail}, and again after one is returned.
//   any: 1 + 3 + 3 + 3 = 10: Marquess: +5 VP, 6 in all. Offered after the first and the second Blackmail
//        {blackmail, place, spend blackmail}; after the third {place}.
// p1 and p2 muster 0: Barons, 0 VP, under both.
PEERAGE_ASSERTS_READING(three_blackmails_in_one_ball_by_reading, "nm.blackmail-per-ball", "one", "any");
BOOST_AUTO_TEST_CASE(three_blackmails_in_one_ball_by_reading) {
  for (const char* reading : {"one", "any"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool any = Is(reading, "any");
      Json j = NewTable(3, Json{{"nm.blackmail-per-ball", reading}});
      Json& st = j["state"];
      st["marker"] = 5;
      st["scratch"]["action_done"] = 1;
      st["players"][0]["tiles"] = "0,0,CK 1,0,P";
      st["players"][0]["hand"] = Json{{"blackmail", 3}};
      Balance(st);
      auto s = Load(j, "three blackmails");
      s->ApplyActionText("end");
      BOOST_TEST_REQUIRE(St(*s)["phase"] == "ball");
      BOOST_TEST((Legal(*s) == Texts{"blackmail", "place", "spend blackmail"}));
      s->ApplyActionText("blackmail");
      if (any) {
        BOOST_TEST((Legal(*s) == Texts{"blackmail", "place", "spend blackmail"}));
        s->ApplyActionText("blackmail");
        BOOST_TEST((Legal(*s) == Texts{"blackmail", "place", "spend blackmail"}));
        s->ApplyActionText("blackmail");
      } else {
        BOOST_TEST((Legal(*s) == Texts{"place", "spend blackmail"}));
        s->ApplyActionText("spend blackmail");
        BOOST_TEST((Legal(*s) == Texts{"place", "spend blackmail"}));
        s->ApplyActionText("spend blackmail");
      }
      BOOST_TEST((Legal(*s) == Texts{"place"}));
      s->ApplyActionText("place");
      BOOST_TEST(St(*s)["prestige"][0] == (any ? 10 : 6));
      s->ApplyActionText("place");
      s->ApplyActionText("place");
      const Json now = St(*s);
      BOOST_TEST(now["players"][0]["title"] == (any ? 3 : 2));
      BOOST_TEST(Vp(*s, 0) == (any ? 6 : 4));
      for (int p = 1; p < 3; ++p) {
        BOOST_TEST(now["players"][p]["title"] == 0);
        BOOST_TEST(Vp(*s, p) == 0);
      }
    }
  }
}

// nm.screen-money: derivable "pounds and chits are shown"; hidden "other players' pounds are hidden" - the
// pounds only: chits are bought and redeemed on the board in view, VP and titles are public. p0 has 17
// pounds, 2 chits, 3 VP, a Viscount. Every other observer (p1, p2, p3) sees chits 2, VP 3, title 1 under
// both readings; pounds 17 (derivable) or "hidden" (hidden). p0 sees its own 17 under both.
PEERAGE_ASSERTS_READING(screen_money_hides_pounds_only_by_reading, "nm.screen-money", "derivable", "hidden");
BOOST_AUTO_TEST_CASE(screen_money_hides_pounds_only_by_reading) {
  for (const char* reading : {"derivable", "hidden"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.screen-money", reading}});
      Json& st = j["state"];
      st["players"][0]["pounds"] = 17;
      st["players"][0]["chits"] = 2;
      st["players"][0]["vp"] = 3;
      st["players"][0]["title"] = 1;
      Balance(st);
      auto s = Load(j, "screen money");
      for (int o = 1; o < 4; ++o) {
        const Json seen = s->ObservationJson(o)["state"]["players"][0];
        BOOST_TEST(seen["chits"] == 2, "observer p" << o);
        BOOST_TEST(seen["vp"] == 3, "observer p" << o);
        BOOST_TEST(seen["title"] == 1, "observer p" << o);
        BOOST_TEST((seen["pounds"] == (Is(reading, "hidden") ? Json("hidden") : Json(17))), "observer p" << o);
      }
      BOOST_TEST(s->ObservationJson(0)["state"]["players"][0]["pounds"] == 17);
    }
  }
}

// nm.garden-crown through Treachery (the interpretation names nm.card.treachery: the card "Play or move one
// of your Men-at-arms" and "collect a payment", on a Garden "The Queen's Crown"). p2 holds the crown; p1 and
// p2 each have an empty Garden (1,0), p0 has no group. Treachery offers {maa 0 p1 1,0, maa 0 p2 1,0} under
// both readings. On p2's Garden (the holder's) the crown goes to p0 under both. On p1's Garden:
// from-holder ("only if the Garden's owner holds it"): the crown stays with p2; always ("any opponent's
// Garden"): p0 takes it from p2. Either way the card is no action: "vp" is still offered.
PEERAGE_ASSERTS_READING(garden_crown_through_treachery_by_reading, "nm.garden-crown", "from-holder", "always");
BOOST_AUTO_TEST_CASE(garden_crown_through_treachery_by_reading) {
  for (const char* reading : {"from-holder", "always"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.garden-crown", reading}});
      Json& st = j["state"];
      st["crown"] = 2;
      st["players"][0]["hand"] = Json{{"treachery", 1}};
      for (int p : {1, 2}) {
        st["players"][p]["tiles"] = "0,0,CK 1,0,P 2,0,P 1,1,P 2,1,P";
        st["players"][p]["groups"] = "1,0,P";
      }
      Balance(st);
      auto s = Load(j, "garden treachery");
      s->SetExplaining(true);
      s->ApplyActionText("play treachery");
      BOOST_TEST((Legal(*s) == Texts{"maa 0 p1 1,0", "maa 0 p2 1,0"}));
      auto holder = s->Clone();
      holder->ApplyActionText("maa 0 p2 1,0");
      BOOST_TEST(St(*holder)["crown"] == 0);
      BOOST_TEST(holder->StepParts().empty());  // the holder's own Garden: the readings agree, nothing told
      s->ApplyActionText("maa 0 p1 1,0");
      BOOST_TEST(St(*s)["crown"] == (Is(reading, "always") ? 0 : 2));
      // Told while explaining: p1's Garden, p2 holding the crown.
      BOOST_TEST(s->StepParts() ==
                     (std::vector<std::string>{Is(reading, "always")
                                                   ? "p0's Men-at-Arms on p1's Garden takes the Queen's crown, though p2 "
                                                     "holds it, not p1"
                                                   : "p0's Men-at-Arms on p1's Garden takes nothing: the crown moves only "
                                                     "from its holder's Garden, and p2 holds it, not p1"}),
                 boost::test_tools::per_element());
      BOOST_TEST((P(*s, 0)["maa"] == Json::array({Json::array({1, 1, 0}), nullptr})));
      BOOST_TEST(Has(LegalTexts(*s), "vp"));
      BOOST_TEST(Pounds(*s, 1) == 10);  // a Garden's payment is the crown, never pounds
    }
  }
}

// nm.murder-vp x nm.final-favour: a crown holder murdered in one of the turns after the second Ball. Murder:
// "They skip their turn but still receive a victory point and the decade marker still moves if they have
// the Queen's Favor"; after the second Ball the marker is on 10 and stays. p0 holds the crown, 2 last turns
// are left, p1 murders p0:
//   murder-vp  final-favour     VP
//   if-favour  favour-vp        0 + 1 (the crown's usual point)          = 1
//   if-favour  no-favour-vp     0 + 0 (no crown VP in the extra turns)   = 0
//   always     favour-vp        1 + 1                                     = 2
//   always     no-favour-vp     1 + 0                                     = 1
// Every case: marker 10, 2 - 1 = 1 last turn left (p1's), p0's turn skipped.
PEERAGE_ASSERTS_READING(a_crown_holder_murdered_in_a_last_turn_by_reading, "nm.murder-vp", "if-favour", "always");
PEERAGE_ASSERTS_READING(a_crown_holder_murdered_in_a_last_turn_by_reading, "nm.final-favour", "favour-vp",
                        "no-favour-vp");
BOOST_AUTO_TEST_CASE(a_crown_holder_murdered_in_a_last_turn_by_reading) {
  struct Case { const char* murder; const char* favour; int vp; };
  for (const Case c : {Case{"if-favour", "favour-vp", 1}, Case{"if-favour", "no-favour-vp", 0},
                       Case{"always", "favour-vp", 2}, Case{"always", "no-favour-vp", 1}}) {
    BOOST_TEST_CONTEXT(c.murder << ", " << c.favour) {
      Json j = NewTable(4, Json{{"nm.murder-vp", c.murder}, {"nm.final-favour", c.favour}});
      Json& st = j["state"];
      st["phase"] = "murder-offer";
      st["decade"] = 2;
      st["marker"] = 10;
      st["balls"] = 2;
      st["final_left"] = 2;
      st["players"][1]["hand"] = Json{{"murder", 1}};
      Balance(st);
      auto s = Load(j, "murdered in a last turn");
      BOOST_TEST_REQUIRE(s->CurrentPlayer() == 1);
      s->ApplyActionText("murder");
      const Json now = St(*s);
      BOOST_TEST(Vp(*s, 0) == c.vp);
      BOOST_TEST(now["marker"] == 10);
      BOOST_TEST(now["final_left"] == 1);
      BOOST_TEST(now["active"] == 1);
      BOOST_TEST(!s->IsTerminal());
    }
  }
}

// nm.short-bag-order, "skipping those served in full". p1 acts and is owed 4 lands, p0 1, p2 none; the bag
// holds 4 farms (5 owed: short). acting-first: p1 in full first: farms 4, 4 draws, then p2 (none owed),
// then p0: the bag is empty, p0 goes short (0). round-robin: one at a time from p1 leftwards: p1 (1), p2
// owes none, p0 (1, now served in full), p1 (2), p2 and p0 skipped, p1 (3): p1 3, p0 1. Each draw is the
// only farm kind: probability 1. After the last draw no one is owed anything and p1's turn goes on.
PEERAGE_ASSERTS_READING(a_player_served_in_full_is_skipped_by_reading, "nm.short-bag-order", "acting-first",
                        "round-robin");
BOOST_AUTO_TEST_CASE(a_player_served_in_full_is_skipped_by_reading) {
  for (const char* reading : {"acting-first", "round-robin"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool rr = Is(reading, "round-robin");
      Json j = NewTable(3, Json{{"nm.short-bag-order", reading}});
      Json& st = j["state"];
      st["phase"] = "land-draw";
      st["active"] = 1;
      st["crown"] = 1;
      st["draws"] = Json::array({1, 4, 0});
      if (rr) st["scratch"]["draw_next"] = 1;  // as a draw the acting player starts sets it
      st["bag"] = Json{{"farm", 4}};
      Balance(st, {.keep_bag = true, .sink = 2});
      const int sink_farms = Count(st["players"][2]["screen"], "farm");
      auto s = Load(j, reading);
      // Farms behind p0's and p1's screens after each of the 4 draws.
      const std::vector<std::pair<int, int>> want =
          rr ? std::vector<std::pair<int, int>>{{0, 1}, {1, 1}, {1, 2}, {1, 3}}
             : std::vector<std::pair<int, int>>{{0, 1}, {0, 2}, {0, 3}, {0, 4}};
      for (const auto& [p0, p1] : want) {
        BOOST_TEST_REQUIRE((Outcomes(*s) == Texts{"draw-land farm 1/1"}));
        s->ApplyActionText("draw-land farm");
        BOOST_TEST(Count(P(*s, 0)["screen"], "farm") == p0);
        BOOST_TEST(Count(P(*s, 1)["screen"], "farm") == p1);
      }
      BOOST_TEST(!s->IsChance());
      BOOST_TEST((St(*s)["draws"] == Json::array({0, 0, 0})));
      BOOST_TEST(St(*s)["phase"] == "main");
      BOOST_TEST(Count(P(*s, 2)["screen"], "farm") == sink_farms);
    }
  }
}

// nm.treachery-displace where no reading may displace. as-men-at-arms: "the same targets as a Men-at-Arms
// action", which on another's estate "you may not displace any"; no-displace: "only groups with no
// marker". p1's Plantation (1,0) holds p2's marker, p3's Plantation (1,0) is empty, p0 has no group. Under
// both readings Treachery offers only {maa 0 p3 1,0}; placed there it collects "Two pounds" from p3:
// p3 10 - 2 = 8, p0 10 + 2 = 12, and p2's marker stays on p1's Plantation.
PEERAGE_ASSERTS_READING(treachery_never_displaces_on_anothers_estate, "nm.treachery-displace", "as-men-at-arms",
                        "no-displace");
BOOST_AUTO_TEST_CASE(treachery_never_displaces_on_anothers_estate) {
  for (const char* reading : {"as-men-at-arms", "no-displace"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.treachery-displace", reading}});
      Json& st = j["state"];
      st["players"][0]["hand"] = Json{{"treachery", 1}};
      for (int p : {1, 3}) {
        st["players"][p]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
        st["players"][p]["groups"] = "1,0,F";
      }
      st["players"][2]["maa"] = Json::array({Json::array({1, 1, 0}), nullptr});
      Balance(st);
      auto s = Load(j, "treachery elsewhere");
      s->ApplyActionText("play treachery");
      BOOST_TEST((Legal(*s) == Texts{"maa 0 p3 1,0"}));
      s->ApplyActionText("maa 0 p3 1,0");
      BOOST_TEST(Pounds(*s, 3) == 8);
      BOOST_TEST(Pounds(*s, 0) == 12);
      BOOST_TEST((P(*s, 2)["maa"] == Json::array({Json::array({1, 1, 0}), nullptr})));
    }
  }
}

// nm.trade-points where neither reading offers the trade. own-turn: "at the player's main decision points,
// before and after the action"; before-action: "only before the action of the player's own turn". So under
// both no trade is offered inside an action or in another player's turn. p0 (screen farm 2, wood 1) donates a
// farm (+1 VP): inside the Donate action the offers are the donations left - farm (1 left, 1 in the area,
// fewer than 3) and wood - and "done", no trade. After "done" (the action over): own-turn {end, trade wood
// farm} (farm 1 + wood 1: one pair), before-action {end}. Then p1's turn starts with the Murder offer; p2,
// asked first, holds wood 2 but is offered only {pass}.
PEERAGE_ASSERTS_READING(no_trade_inside_an_action_or_anothers_turn, "nm.trade-points", "own-turn", "before-action");
BOOST_AUTO_TEST_CASE(no_trade_inside_an_action_or_anothers_turn) {
  for (const char* reading : {"own-turn", "before-action"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.trade-points", reading}});
      Json& st = j["state"];
      st["players"][0]["screen"] = Json{{"farm", 2}, {"wood", 1}};
      st["players"][2]["screen"] = Json{{"wood", 2}};
      Balance(st);
      auto s = Load(j, "trade points inside");
      s->ApplyActionText("donate farm");
      BOOST_TEST(Vp(*s, 0) == 1);
      BOOST_TEST((Legal(*s) == Texts{"donate farm", "donate wood", "done"}));
      s->ApplyActionText("done");
      BOOST_TEST((Legal(*s) == (Is(reading, "own-turn") ? Texts{"end", "trade wood farm"} : Texts{"end"})));
      s->ApplyActionText("end");
      BOOST_TEST_REQUIRE(St(*s)["phase"] == "murder-offer");
      BOOST_TEST(St(*s)["active"] == 1);
      BOOST_TEST(s->CurrentPlayer() == 2);
      BOOST_TEST((Legal(*s) == Texts{"pass"}));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
