// Noblemen readings, part 1: what each reading of an interpretation does (nm_catalogue.cc), on small
// hand-built situations where the reading matters: the options offered (legal action texts) and the outcome
// under each reading, derived by hand from shared/rulebooks/noblemen.txt and the reading's own description,
// with the arithmetic in a comment. Claims the catalogue makes about when readings agree are checked in
// noblemen_readings2_props.cc; more situations per reading in noblemen_readings3_props.cc.
#include <algorithm>
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
Texts Sorted(Texts v) {
  std::sort(v.begin(), v.end());
  return v;
}
Texts Legal(const State& s) { return props::SortedLegalTexts(s); }
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_readings)

// nm.trade-points. "At any time you may trade any two land tiles for any one tile of your choice from the
// bag." own-turn: offered "at the player's main decision points, before and after the action";
// before-action: "only before the action". p0 holds wood 2, farm 1 and a Tariff. Before the action both
// offer the trades of two lands behind the screen: wood+wood and wood+farm, also after the Tariff (+5
// pounds: 15; a Scandal card is no action). After "vp" (the action):
// own-turn {end, trade wood farm, trade wood wood}; before-action {end}. Under own-turn the trade after the
// action goes through: wood and farm into the bag, a pond out: screen wood 1, pond 1, and it is offered
// again (two lands: {end, trade wood pond}).
PEERAGE_ASSERTS_READING(trade_points_by_reading, "nm.trade-points", "own-turn", "before-action");
BOOST_AUTO_TEST_CASE(trade_points_by_reading) {
  for (const char* reading : {"own-turn", "before-action"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.trade-points", reading}});
      Json& st = j["state"];
      st["players"][0]["screen"] = Json{{"wood", 2}, {"farm", 1}};
      st["players"][0]["hand"] = Json{{"tariff", 1}};
      Balance(st);
      const Json bag = st["bag"];
      auto s = Load(j, "trade points");
      BOOST_TEST((Starting(*s, "trade") == Texts{"trade wood farm", "trade wood wood"}));
      s->ApplyActionText("play tariff");
      BOOST_TEST(Pounds(*s, 0) == 15);
      BOOST_TEST((Starting(*s, "trade") == Texts{"trade wood farm", "trade wood wood"}));
      s->ApplyActionText("vp");
      if (Is(reading, "before-action")) {
        BOOST_TEST((Legal(*s) == Texts{"end"}));
        continue;
      }
      BOOST_TEST((Legal(*s) == Sorted({"end", "trade wood farm", "trade wood wood"})));
      s->ApplyActionText("trade wood farm");
      s->ApplyActionText("take pond");
      const Json now = St(*s);
      BOOST_TEST((now["players"][0]["screen"] == Json{{"wood", 1}, {"pond", 1}}));
      BOOST_TEST(Count(now["bag"], "wood") == Count(bag, "wood") + 1);
      BOOST_TEST(Count(now["bag"], "farm") == Count(bag, "farm") + 1);
      BOOST_TEST(Count(now["bag"], "pond") == Count(bag, "pond") - 1);
      BOOST_TEST((Legal(*s) == Sorted({"end", "trade wood pond"})));
    }
  }
}

// nm.first-deal. "At the start of each decade each player gets one card" / "Deal three Scandal Cards to
// each player". 4 players (the crown goes to Dudley, seat 3, nm.families = seat-order). After the 16 start
// draws and four "keep"s the first decade starts. deal: the deal begins at the crown's left, p0 draws first
// (a chance node, phase card-draw), then p1, p2, p3 (card_queue). no-deal: "not at the start of the game":
// no deal, p0's turn starts at once (the Murder offer, p1 asked first), no hand holds a card, the pile
// holds all 36. Either way the second decade is dealt (no-deal only skips the start of the game): the last
// final turn of decade 0 (p0 ends, p1 holds the crown) -> scoring round -> decade 1: p2 (left of p1) draws
// first, then p3, p0, p1.
// The same start told while explaining (State::StepParts), on the last "keep": the crown is Dudley's (seat
// 3), so the deal runs from p0 to p3; no-deal: the first turn at once.
BOOST_AUTO_TEST_CASE(the_first_decades_start_is_told_by_reading) {
  for (const std::string reading : {"deal", "no-deal"}) {
    auto s = NewGame(GameConfig{"noblemen", 4, {{"nm.first-deal", reading}}});
    for (int k = 0; k < 16; ++k) s->ApplyActionText("draw-land clearing");
    for (int p = 0; p < 3; ++p) s->ApplyActionText("keep");
    s->SetExplaining(true);
    s->ApplyActionText("keep");
    const std::string want = reading == "deal"
                                 ? "the first decade starts with the Scandal deal, as every decade does: p0, p1, p2 and p3 "
                                   "are each dealt three Scandal cards to keep one, from the crown's left, before the first turn"
                                 : "the first decade starts without the Scandal deal: the first turn begins at once";
    BOOST_TEST((s->StepParts() == std::vector<std::string>{want}), reading);
  }
}

PEERAGE_ASSERTS_READING(first_deal_by_reading, "nm.first-deal", "deal", "no-deal");
BOOST_AUTO_TEST_CASE(first_deal_by_reading) {
  for (const char* reading : {"deal", "no-deal"}) {
    BOOST_TEST_CONTEXT(reading) {
      auto s = NewGame(GameConfig{"noblemen", 4, {{"nm.first-deal", reading}}});
      for (int k = 0; k < 16; ++k) s->ApplyActionText("draw-land clearing");
      for (int p = 0; p < 4; ++p) s->ApplyActionText("keep");
      Json now = St(*s);
      BOOST_TEST(now["crown"] == 3);
      if (Is(reading, "deal")) {
        BOOST_TEST(now["phase"] == "card-draw");
        BOOST_TEST(s->IsChance());
        BOOST_TEST(now["scratch"]["chooser"] == 0);
        BOOST_TEST((now["card_queue"] == Json::array({1, 2, 3})));
      } else {
        BOOST_TEST(now["phase"] == "murder-offer");
        BOOST_TEST(now["active"] == 0);
        BOOST_TEST(s->CurrentPlayer() == 1);
        BOOST_TEST(Total(now["pile"]) == 36);
        for (int p = 0; p < 4; ++p) BOOST_TEST(now["players"][p]["hand"] == Json::object());
      }
      // The second decade.
      Json j = NewTable(4, Json{{"nm.first-deal", reading}});
      Json& st = j["state"];
      st["crown"] = 1;
      st["marker"] = 10;
      st["balls"] = 2;
      st["final_left"] = 1;
      st["scratch"]["action_done"] = 1;
      Balance(st);
      auto d = Load(j, "second decade");
      d->ApplyActionText("end");
      now = St(*d);
      BOOST_TEST(now["decade"] == 1);
      BOOST_TEST(now["phase"] == "card-draw");
      BOOST_TEST(now["scratch"]["chooser"] == 2);
      BOOST_TEST((now["card_queue"] == Json::array({3, 0, 1})));
    }
  }
}

// nm.vicar-cap. Favor of the Vicar: "you may play up to five of a type of land instead of three"; the area
// "can hold three of each type for a total of 12 lands". The area holds clearing 3, wood 3, pond 3, farm 1
// (10); p0 holds 4 farms and has played the Vicar. type-only ("only the per-type limit becomes 5"): farms
// 1 -> 5, four donations, +4 VP, the area 14; the screen is empty, the action ends. area-12 ("5 per type
// but still 12 in all"): 10 + 2 = 12: two donations, +2 VP, farm 3, then the action ends on its own (the
// table sees no room) and p0 keeps 2 farms. Offers: after the first farm (11 in the area) both still offer
// {donate farm, done}; after the second, type-only {donate farm, done}, area-12 back at the main point.
PEERAGE_ASSERTS_READING(vicar_cap_by_reading, "nm.vicar-cap", "type-only", "area-12");
BOOST_AUTO_TEST_CASE(vicar_cap_by_reading) {
  for (const char* reading : {"type-only", "area-12"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.vicar-cap", reading}});
      Json& st = j["state"];
      st["donated"] = Json{{"clearing", 3}, {"wood", 3}, {"pond", 3}, {"farm", 1}};
      st["players"][0]["screen"] = Json{{"farm", 4}};
      st["players"][0]["hand"] = Json{{"favor-of-the-vicar", 1}};
      Balance(st);
      auto s = Load(j, "vicar cap");
      BOOST_TEST((Starting(*s, "donate") == Texts{"donate farm"}));
      s->ApplyActionText("play favor-of-the-vicar");
      BOOST_TEST((Starting(*s, "donate") == Texts{"donate farm"}));
      s->ApplyActionText("donate farm");
      BOOST_TEST((Legal(*s) == Texts{"donate farm", "done"}));
      s->ApplyActionText("donate farm");
      const bool area = Is(reading, "area-12");
      if (area) {
        BOOST_TEST(St(*s)["phase"] == "main");
        BOOST_TEST((Legal(*s) == Texts{"end", "trade farm farm"}));  // two farms left: the 2-for-1 trade
      } else {
        BOOST_TEST((Legal(*s) == Texts{"donate farm", "done"}));
        s->ApplyActionText("donate farm");
        s->ApplyActionText("donate farm");
        BOOST_TEST(St(*s)["phase"] == "main");
      }
      const Json now = St(*s);
      BOOST_TEST(Count(now["donated"], "farm") == (area ? 3 : 5));
      BOOST_TEST(Total(now["donated"]) == (area ? 12 : 14));
      BOOST_TEST(Vp(*s, 0) == (area ? 2 : 4));
      BOOST_TEST(Count(now["players"][0]["screen"], "farm") == (area ? 2 : 0));
    }
  }
}

// nm.treachery-displace. Treachery: "Play or move one of your Men-at-arms to a Plantation, Garden or
// Forest"; the Men-at-Arms rule: "If you place it on your own estate you may displace other players
// Men-at-arms ... Return the previous one to its owner." p1's marker sits on p0's Plantation (1,0); p2 has
// an empty Plantation (1,0). as-men-at-arms ("the same targets as a Men-at-Arms action"): {maa 0 p0 1,0
// (displacing p1), maa 0 p2 1,0}; no-displace ("only groups with no marker"): {maa 0 p2 1,0}. Displacing:
// p1's marker back to supply, p0's on its own Plantation, no payment (own estate): p0 keeps 10 pounds, and
// the card is no action (vp still open). On p2's Plantation (both): "Two pounds": p2 10 - 2 = 8, p0 12.
// With p2's Plantation p0 also has an empty Forest (3,0): a group with no marker, a target under both
// (nm.own-estate-maa = allowed, the default). Without p2's Plantation and that Forest the only target is
// the displacement: "play treachery" is offered under
// as-men-at-arms only, and under no-displace the game says why (State::WhyNotLegal): the one group, p0's
// Plantation, holds p1's marker. The Men-at-Arms action after a new Castle is no Treachery: it may displace under
// both ({maa 0 p0 1,0, skip}).
PEERAGE_ASSERTS_READING(treachery_displace_by_reading, "nm.treachery-displace", "as-men-at-arms", "no-displace");
BOOST_AUTO_TEST_CASE(treachery_displace_by_reading) {
  for (const char* reading : {"as-men-at-arms", "no-displace"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool displace = Is(reading, "as-men-at-arms");
      for (const bool p2_plantation : {true, false}) {
        Json j = NewTable(4, Json{{"nm.treachery-displace", reading}});
        Json& st = j["state"];
        st["castle_slots"] = 1;
        st["players"][0]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F -1,0,W -2,0,C";
        st["players"][0]["groups"] = "1,0,F";
        st["players"][0]["hand"] = Json{{"treachery", 1}};
        st["players"][1]["maa"] = Json::array({Json::array({0, 1, 0}), nullptr});
        if (p2_plantation) {
          st["players"][0]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F -1,0,W -2,0,C 3,0,W 4,0,W 3,1,W 4,1,W";
          st["players"][0]["groups"] = "1,0,F 3,0,W";
          st["players"][2]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
          st["players"][2]["groups"] = "1,0,F";
        }
        Balance(st);
        auto s = Load(j, "treachery displace");
        if (!p2_plantation) {
          BOOST_TEST(Has(LegalTexts(*s), "play treachery") == displace);
          BOOST_TEST(s->WhyNotLegal("play treachery") ==
                     (displace ? std::string()
                               : std::string("Treachery has no target: p0's own Plantation at 1,0, the only group in "
                                             "play, holds p1's Men-at-Arms, which Treachery may not send back under "
                                             "this reading")));
          s->ApplyActionText("castle -2,0");  // the Men-at-Arms action: 4 pounds (slot 1)
          BOOST_TEST((Legal(*s) == Texts{"maa 0 p0 1,0", "skip"}));
          continue;
        }
        s->ApplyActionText("play treachery");
        BOOST_TEST((Legal(*s) == (displace ? Texts{"maa 0 p0 1,0", "maa 0 p0 3,0", "maa 0 p2 1,0"}
                                           : Texts{"maa 0 p0 3,0", "maa 0 p2 1,0"})));
        auto other = s->Clone();
        other->ApplyActionText("maa 0 p2 1,0");
        BOOST_TEST(Pounds(*other, 2) == 8);
        BOOST_TEST(Pounds(*other, 0) == 12);
        if (!displace) continue;
        s->ApplyActionText("maa 0 p0 1,0");
        BOOST_TEST((P(*s, 1)["maa"] == Json::array({nullptr, nullptr})));
        BOOST_TEST((P(*s, 0)["maa"] == Json::array({Json::array({0, 1, 0}), nullptr})));
        BOOST_TEST(Pounds(*s, 0) == 10);
        BOOST_TEST(St(*s)["phase"] == "main");
        BOOST_TEST(Has(LegalTexts(*s), "vp"));
      }
    }
  }
}

// nm.own-estate-maa. "To dispatch your Men-at-Arms place or move one marker on a Plantation, Garden, or
// Forest. There can only be one marker per ..."; "If you place it on your own estate you may displace".
// p0 has an empty Forest (1,0) and a Plantation (3,0) holding p1's marker; p2 an empty Plantation (1,0).
// After a new Castle (-2,0; slot 1 costs 4: 10 - 4 = 6): allowed ("any own group without one's own
// marker"): {maa 0 p0 1,0, maa 0 p0 3,0, maa 0 p2 1,0, skip}; only-to-displace ("on one's own estate only
// onto an opponent's marker"): {maa 0 p0 3,0, maa 0 p2 1,0, skip}. Treachery (as-men-at-arms, the default)
// follows the same targets without "skip". Under allowed the marker guards the Forest: p0's marker on
// (0, 1,0), no payment (6 pounds), the action spent.
PEERAGE_ASSERTS_READING(own_estate_maa_by_reading, "nm.own-estate-maa", "allowed", "only-to-displace");
BOOST_AUTO_TEST_CASE(own_estate_maa_by_reading) {
  for (const char* reading : {"allowed", "only-to-displace"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool allowed = Is(reading, "allowed");
      Json j = NewTable(4, Json{{"nm.own-estate-maa", reading}});
      Json& st = j["state"];
      st["castle_slots"] = 1;
      st["players"][0]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W 3,0,F 4,0,F 3,1,F 4,1,F -1,0,W -2,0,C";
      st["players"][0]["groups"] = "1,0,W 3,0,F";
      st["players"][0]["hand"] = Json{{"treachery", 1}};
      st["players"][1]["maa"] = Json::array({Json::array({0, 3, 0}), nullptr});
      st["players"][2]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
      st["players"][2]["groups"] = "1,0,F";
      Balance(st);
      auto s = Load(j, "own estate maa");
      const Texts targets = allowed ? Texts{"maa 0 p0 1,0", "maa 0 p0 3,0", "maa 0 p2 1,0"}
                                    : Texts{"maa 0 p0 3,0", "maa 0 p2 1,0"};
      auto card = s->Clone();
      card->ApplyActionText("play treachery");
      BOOST_TEST(Legal(*card) == targets);
      s->SetExplaining(true);
      s->ApplyActionText("castle -2,0");
      BOOST_TEST(Pounds(*s, 0) == 6);
      // Told while explaining: the Forest (1,0) is p0's one own group without a marker (the Plantation holds
      // p1's); p2's Plantation is open, so there is a target under both readings.
      BOOST_TEST(s->StepParts().back() ==
                 (allowed ? "the new Castle brings a Men-at-Arms: p0 may place it on their own group without a "
                            "Men-at-Arms to guard it"
                          : "the new Castle brings a Men-at-Arms, but on their own estate p0 may only displace an "
                            "opponent's: p0's own group stays unguarded"));
      Texts with_skip = targets;
      with_skip.push_back("skip");
      BOOST_TEST(Legal(*s) == Sorted(with_skip));
      if (!allowed) continue;
      s->ApplyActionText("maa 0 p0 1,0");
      BOOST_TEST((P(*s, 0)["maa"] == Json::array({Json::array({0, 1, 0}), nullptr})));
      BOOST_TEST((P(*s, 1)["maa"] == Json::array({Json::array({0, 3, 0}), nullptr})));
      BOOST_TEST(Pounds(*s, 0) == 6);
      BOOST_TEST((Legal(*s) == Texts{"end", "play treachery"}));  // the action is spent, the card is not
    }
  }
}

// nm.blackmail-per-ball. Blackmail: "Played during a Masquerade Ball; use for 3 prestige"; a card
// returned at a Ball gives 1 prestige. 3 players; p0 holds the crown and 2 Blackmails, ends its turn with
// the marker on 5: +1 VP, marker 6, a Ball; p0 places first. Offered first: {blackmail, place, spend
// blackmail}. one ("one per player per Ball"): after one Blackmail {place, spend blackmail}; p0 returns the
// second for 1: 0 ponds + 3 + 1 = 4 prestige: Viscount (need 2; the Earl needs 6): +1 VP, 2 in all. any
// ("any number"): both as Blackmail: 3 + 3 = 6: Earl (need 6): +3 VP, 4 in all. p1 and p2 muster 0
// (Barons, 0 VP).
PEERAGE_ASSERTS_READING(blackmail_per_ball_by_reading, "nm.blackmail-per-ball", "one", "any");
BOOST_AUTO_TEST_CASE(blackmail_per_ball_by_reading) {
  for (const char* reading : {"one", "any"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool any = Is(reading, "any");
      Json j = NewTable(3, Json{{"nm.blackmail-per-ball", reading}});
      Json& st = j["state"];
      st["marker"] = 5;
      st["scratch"]["action_done"] = 1;
      st["players"][0]["hand"] = Json{{"blackmail", 2}};
      Balance(st);
      auto s = Load(j, "blackmail per ball");
      s->ApplyActionText("end");
      BOOST_TEST(St(*s)["phase"] == "ball");
      BOOST_TEST(s->CurrentPlayer() == 0);
      BOOST_TEST((Legal(*s) == Texts{"blackmail", "place", "spend blackmail"}));
      s->ApplyActionText("blackmail");
      BOOST_TEST((Legal(*s) == (any ? Texts{"blackmail", "place", "spend blackmail"}
                                    : Texts{"place", "spend blackmail"})));
      s->ApplyActionText(any ? "blackmail" : "spend blackmail");
      BOOST_TEST((Legal(*s) == Texts{"place"}));
      s->ApplyActionText("place");
      BOOST_TEST(St(*s)["prestige"][0] == (any ? 6 : 4));
      s->ApplyActionText("place");
      s->ApplyActionText("place");
      const Json now = St(*s);
      BOOST_TEST(now["players"][0]["title"] == (any ? 2 : 1));
      BOOST_TEST(Vp(*s, 0) == (any ? 4 : 2));
      BOOST_TEST((now["players"][1]["title"] == 0 && now["players"][2]["title"] == 0));
      BOOST_TEST((Vp(*s, 1) == 0 && Vp(*s, 2) == 0));
    }
  }
}

// nm.screen-money. The screens "conceal your family's private holdings: money, scandal cards and land
// tiles". derivable: "pounds and chits are shown (they follow from public play)": p1 sees p0's 17 pounds
// and 2 chits. hidden: "other players' pounds are hidden": p1's view of p0's pounds is hidden, p0 still sees
// its own 17 and p1 its own 10. The state itself (a full-table view) holds 17 under both.
PEERAGE_ASSERTS_READING(screen_money_by_reading, "nm.screen-money", "derivable", "hidden");
BOOST_AUTO_TEST_CASE(screen_money_by_reading) {
  for (const char* reading : {"derivable", "hidden"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.screen-money", reading}});
      Json& st = j["state"];
      st["players"][0]["pounds"] = 17;
      st["players"][0]["chits"] = 2;
      Balance(st);
      auto s = Load(j, "screen money");
      const Json by1 = s->ObservationJson(1)["state"]["players"];
      if (Is(reading, "derivable")) {
        BOOST_TEST(by1[0]["pounds"] == 17);
        BOOST_TEST(by1[0]["chits"] == 2);
        for (int o = 2; o < 4; ++o) BOOST_TEST(s->ObservationJson(o)["state"]["players"][0]["pounds"] == 17);
      } else {
        BOOST_TEST(by1[0]["pounds"] == "hidden");
        for (int o = 2; o < 4; ++o) BOOST_TEST(s->ObservationJson(o)["state"]["players"][0]["pounds"] == "hidden");
      }
      BOOST_TEST(by1[1]["pounds"] == 10);
      BOOST_TEST(s->ObservationJson(0)["state"]["players"][0]["pounds"] == 17);
      BOOST_TEST(St(*s)["players"][0]["pounds"] == 17);
    }
  }
}

// nm.families. "Give the Queen's crown to the player playing the Dudley family if there is one. Otherwise
// give the crown to someone randomly." seat-order: "seats take Stuart, Howard, Seymour, Dudley, Grey in
// order (Dudley from 4 players)": with 4 and 5 players seat 3 is Dudley and takes the crown (no chance
// node; the first decade's deal starts at its left, p4 with 5 players, p0 with 4); with 3 players there is
// no Dudley: a random player, 1/3 each. random-crown: "the crown always goes to a random player": 1/n each
// for 3, 4 and 5 players.
PEERAGE_ASSERTS_READING(families_by_reading, "nm.families", "seat-order", "random-crown");
BOOST_AUTO_TEST_CASE(families_by_reading) {
  for (const char* reading : {"seat-order", "random-crown"}) {
    for (int n = 3; n <= 5; ++n) {
      BOOST_TEST_CONTEXT(reading << ", " << n << " players") {
        auto s = NewGame(GameConfig{"noblemen", n, {{"nm.families", reading}}});
        for (int k = 0; k < 4 * n; ++k) s->ApplyActionText("draw-land clearing");
        for (int p = 0; p < n; ++p) s->ApplyActionText("keep");
        const Json now = St(*s);
        if (Is(reading, "seat-order") && n >= 4) {
          BOOST_TEST(now["crown"] == 3);
          BOOST_TEST(now["phase"] == "card-draw");
          BOOST_TEST(now["scratch"]["chooser"] == (n == 4 ? 0 : 4));
        } else {
          BOOST_TEST(now["phase"] == "crown-draw");
          Texts want;
          for (int p = 0; p < n; ++p) want.push_back("crown p" + std::to_string(p) + " 1/" + std::to_string(n));
          BOOST_TEST(Outcomes(*s) == want);
        }
      }
    }
  }
}

// nm.murder-order. Murder "must be played at the start of another players turn". p0's turn starts (4
// players), the crown is p2's, p1 and p3 hold a Murder each. left-of-victim ("from the player left of the
// player whose turn starts"): p1 is asked first and may murder ({murder, pass}); played, p1's Murder goes
// under the deck and p3 keeps its. from-crown ("from the crown holder"): p2 first ({pass}), then p3
// ({murder, pass}); played, p3's Murder is spent and p1 keeps its. Everyone passing: p1, p2, p3 /
// p2, p3, p1. With the crown on the victim p0 ("or left of it when the holder is the victim"): from-crown
// asks p1, p2, p3.
PEERAGE_ASSERTS_READING(murder_order_by_reading, "nm.murder-order", "left-of-victim", "from-crown");
BOOST_AUTO_TEST_CASE(murder_order_by_reading) {
  for (const char* reading : {"left-of-victim", "from-crown"}) {
    BOOST_TEST_CONTEXT(reading) {
      const bool crown_first = Is(reading, "from-crown");
      auto table = [&](int crown, bool holders) {
        Json j = NewTable(4, Json{{"nm.murder-order", reading}});
        Json& st = j["state"];
        st["phase"] = "murder-offer";
        st["crown"] = crown;
        if (holders) {
          st["players"][1]["hand"] = Json{{"murder", 1}};
          st["players"][3]["hand"] = Json{{"murder", 1}};
        }
        Balance(st);
        return Load(j, "murder order");
      };
      auto asked = [](State& s) {
        std::vector<int> order;
        while (St(s)["phase"] == "murder-offer") {
          order.push_back(s.CurrentPlayer());
          s.ApplyActionText("pass");
        }
        return order;
      };
      auto s = table(2, true);
      const int first_holder = crown_first ? 3 : 1;
      if (crown_first) {
        BOOST_TEST(s->CurrentPlayer() == 2);
        BOOST_TEST((Legal(*s) == Texts{"pass"}));
        s->ApplyActionText("pass");
      }
      BOOST_TEST(s->CurrentPlayer() == first_holder);
      BOOST_TEST((Legal(*s) == Texts{"murder", "pass"}));
      s->ApplyActionText("murder");
      BOOST_TEST(Count(P(*s, first_holder)["hand"], "murder") == 0);
      BOOST_TEST(Count(P(*s, 4 - first_holder)["hand"], "murder") == 1);
      BOOST_TEST((St(*s)["bottom"].back() == Json{{"card", "murder"}, {"by", -1}}));
      BOOST_TEST(St(*s)["active"] == 1);  // p0's turn is skipped
      auto pass = table(2, false);
      BOOST_TEST((asked(*pass) == (crown_first ? std::vector<int>{2, 3, 1} : std::vector<int>{1, 2, 3})));
      auto victim_crowned = table(0, false);
      BOOST_TEST((asked(*victim_crowned) == std::vector<int>{1, 2, 3}));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
