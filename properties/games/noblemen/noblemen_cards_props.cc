// Noblemen rule scenarios, part 3: the Scandal cards played in a turn and Murder. Every state is built by
// hand (noblemen_table_fixtures.h); expected values are derived from the card texts in
// shared/rulebooks/noblemen.txt, with the arithmetic in a comment. 4 players, p0 to act.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {
Json FaceUp(const char* card) { return Json{{"card", card}, {"by", -1}}; }
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_cards)

// Outmaneuver: "Play up to 3 lands from behind your screen" - as a card, not the action: after two farms
// (+1 pound each: 12) and "done", 1 VP instead of an action is still open. The card goes under the deck
// face up ("All cards go to the bottom of the deck after use").
PEERAGE_ASSERTS_RULES(outmaneuver_plays_lands_without_spending_the_action, "nm.card.outmaneuver", "nm.card.bottom");
BOOST_AUTO_TEST_CASE(outmaneuver_plays_lands_without_spending_the_action) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["screen"] = Json{{"farm", 2}, {"clearing", 1}};
  st["players"][0]["hand"] = Json{{"outmaneuver", 1}};
  Balance(st);
  auto s = Load(j, "outmaneuver");
  s->ApplyActionText("play outmaneuver");
  BOOST_TEST((St(*s)["bottom"].back() == FaceUp("outmaneuver")));
  s->ApplyActionText("land farm 1,0");
  s->ApplyActionText("land farm 2,0");
  s->ApplyActionText("done");
  BOOST_TEST(Pounds(*s, 0) == 12);
  BOOST_TEST(P(*s, 0)["tiles"] == "0,0,CK 1,0,F 2,0,F");
  BOOST_TEST(Has(LegalTexts(*s), "vp"));
}

// Dowry: "Take 4 random lands from the bag". The bag holds wood 2, pond 1: wood 2/3, pond 1/3; after a
// wood 1/2 each; after the pond wood 1/1; then the bag is empty and the fourth land is not drawn.
PEERAGE_ASSERTS_RULES(dowry_draws_four_random_lands_or_what_the_bag_has, "nm.card.dowry", "nm.bag.empty");
BOOST_AUTO_TEST_CASE(dowry_draws_four_random_lands_or_what_the_bag_has) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["hand"] = Json{{"dowry", 1}};
  st["bag"] = Json{{"wood", 2}, {"pond", 1}};
  Balance(st, {.keep_bag = true, .sink = 3});
  auto s = Load(j, "dowry");
  s->ApplyActionText("play dowry");
  BOOST_TEST((St(*s)["draws"] == Json::array({4, 0, 0, 0})));
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land wood 2/3", "draw-land pond 1/3"}));
  s->ApplyActionText("draw-land wood");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land wood 1/2", "draw-land pond 1/2"}));
  s->ApplyActionText("draw-land pond");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land wood 1/1"}));
  s->ApplyActionText("draw-land wood");
  BOOST_TEST(!s->IsChance());
  BOOST_TEST((P(*s, 0)["screen"] == Json{{"wood", 2}, {"pond", 1}}));
  BOOST_TEST(St(*s)["phase"] == "main");
}

// Purloin: "trade with the bag of lands 1 for 1 for the lands of your choice for up to 5 lands". p0 holds
// 6 woods, the bag 6 ponds: five swaps, then the card is spent with a wood still behind the screen:
// screen wood 1 pond 5, bag wood 5 pond 1.
PEERAGE_ASSERTS_RULES(purloin_swaps_up_to_five_lands_one_for_one, "nm.card.purloin");
BOOST_AUTO_TEST_CASE(purloin_swaps_up_to_five_lands_one_for_one) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["hand"] = Json{{"purloin", 1}};
  st["players"][0]["screen"] = Json{{"wood", 6}};
  st["bag"] = Json{{"pond", 6}};
  Balance(st, {.keep_bag = true, .sink = 3});
  auto s = Load(j, "purloin");
  s->ApplyActionText("play purloin");
  BOOST_TEST((LegalTexts(*s) == Texts{"done", "give wood"}));
  for (int k = 0; k < 5; ++k) {
    BOOST_TEST_REQUIRE(St(*s)["phase"] == "purloin");
    s->ApplyActionText("give wood");
    BOOST_TEST(Has(LegalTexts(*s), "take pond"));
    s->ApplyActionText("take pond");
  }
  const Json now = St(*s);
  BOOST_TEST(now["phase"] == "main");
  BOOST_TEST((now["players"][0]["screen"] == Json{{"wood", 1}, {"pond", 5}}));
  BOOST_TEST((now["bag"] == Json{{"wood", 5}, {"pond", 1}}));
}

// Treachery: "Play or move one of your Men-at-arms ... Immediately collect a payment: Two pounds if on
// Plantation". p1 (5 pounds) has a Plantation: p1 3, p0 12; the card is no action (1 VP still open).
PEERAGE_ASSERTS_RULES(treachery_places_a_man_at_arms_and_collects, "nm.card.treachery", "nm.maa.plantation");
BOOST_AUTO_TEST_CASE(treachery_places_a_man_at_arms_and_collects) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["hand"] = Json{{"treachery", 1}};
  st["players"][1]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
  st["players"][1]["groups"] = "1,0,F";
  st["players"][1]["pounds"] = 5;
  Balance(st);
  auto s = Load(j, "treachery");
  s->ApplyActionText("play treachery");
  BOOST_TEST((LegalTexts(*s) == Texts{"maa 0 p1 1,0"}));
  s->ApplyActionText("maa 0 p1 1,0");
  BOOST_TEST(Pounds(*s, 1) == 3);
  BOOST_TEST(Pounds(*s, 0) == 12);
  BOOST_TEST(Has(LegalTexts(*s), "vp"));
}

// White Hall: "Take the Queen's crown" (from p2). High Treason: "the chosen player will not receive a
// victory point from the Queen's crown" for the rest of the decade: p0 names p1 (the crown holder in the
// second case); p1 ends its turn with the crown: no VP, but the marker still moves (2 -> 3).
PEERAGE_ASSERTS_RULES(white_hall_takes_the_crown_and_treason_stops_its_point, "nm.card.white-hall",
                      "nm.card.treason", "nm.turn.marker");
BOOST_AUTO_TEST_CASE(white_hall_takes_the_crown_and_treason_stops_its_point) {
  {
    Json j = NewTable(4);
    Json& st = j["state"];
    st["crown"] = 2;
    st["players"][0]["hand"] = Json{{"white-hall", 1}};
    Balance(st);
    auto s = Load(j, "white hall");
    s->ApplyActionText("play white-hall");
    BOOST_TEST(St(*s)["crown"] == 0);
  }
  Json j = NewTable(4);
  Json& st = j["state"];
  st["crown"] = 1;
  st["players"][0]["hand"] = Json{{"high-treason", 1}};
  Balance(st);
  auto s = Load(j, "treason");
  s->ApplyActionText("play high-treason");
  BOOST_TEST((LegalTexts(*s) == Texts{"target p1", "target p2", "target p3"}));
  s->ApplyActionText("target p1");
  BOOST_TEST(P(*s, 1)["treason"] == true);
  s->ApplyActionText("vp");
  s->ApplyActionText("end");
  PassOffers(*s);
  BOOST_TEST(St(*s)["active"] == 1);
  s->ApplyActionText("vp");
  s->ApplyActionText("end");
  BOOST_TEST(Vp(*s, 1) == 1);  // the action's point only
  BOOST_TEST(St(*s)["marker"] == 3);
}

// War with France: "two pounds on the card for each pond they play or until there are 6 pounds"; lands
// other than ponds pay nothing. France holds 3: pond (+2 -> 5, p0 10 - 2 = 8), farm (+1 pound: 9; France
// unchanged), pond (only 1 fits: 6; p0 8). Then War with Spain "kicks out any others": France goes
// under the deck face up, Spain starts at 0.
PEERAGE_ASSERTS_RULES(war_with_france_takes_two_per_pond_up_to_six_and_a_new_war_kicks_it_out,
                      "nm.card.france", "nm.card.spain", "nm.card.bottom");
BOOST_AUTO_TEST_CASE(war_with_france_takes_two_per_pond_up_to_six_and_a_new_war_kicks_it_out) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["war"] = 13;
  st["war_pounds"] = 3;
  st["players"][0]["screen"] = Json{{"pond", 2}, {"farm", 1}};
  st["players"][0]["hand"] = Json{{"war-with-spain", 1}};
  Balance(st);
  auto s = Load(j, "war");
  s->ApplyActionText("land pond 1,0");
  BOOST_TEST(St(*s)["war_pounds"] == 5);
  BOOST_TEST(Pounds(*s, 0) == 8);
  s->ApplyActionText("land farm 2,0");
  BOOST_TEST(St(*s)["war_pounds"] == 5);
  BOOST_TEST(Pounds(*s, 0) == 9);
  s->ApplyActionText("land pond 3,0");
  BOOST_TEST(St(*s)["war_pounds"] == 6);
  BOOST_TEST(Pounds(*s, 0) == 8);
  s->ApplyActionText("play war-with-spain");
  const Json now = St(*s);
  BOOST_TEST(now["war"] == 12);
  BOOST_TEST(now["war_pounds"] == 0);
  BOOST_TEST((now["bottom"].back() == FaceUp("war-with-france")));
}

// Murder: "played at the start of another players turn. They skip their turn but still receive a victory
// point and the decade marker still moves if they have the Queen's Favor." p0's turn starts; p2 holds
// Murder. Asked from p0's left (nm.murder-order = left-of-victim): p1 may only pass, p2 may murder.
// nm.murder-vp = if-favour: p0 gets +1 and the marker moves (2 -> 3) only when p0 holds the crown;
// always: +1 in any case, +1 more with the crown. The card goes under the deck face up; p1's turn
// starts, p2 asked first.
namespace {
// p0's turn starts, the crown with `crown`, p2 holding Murder, under nm.murder-vp = `reading`.
std::unique_ptr<State> MurderOffered(const char* reading, int crown) {
  Json j = NewTable(4, Json{{"nm.murder-vp", reading}});
  Json& st = j["state"];
  st["phase"] = "murder-offer";
  st["crown"] = crown;
  st["players"][2]["hand"] = Json{{"murder", 1}};
  Balance(st);
  return Load(j, "murder");
}
}  // namespace

PEERAGE_ASSERTS_RULES(murder_skips_the_turn_keeping_only_the_crowns_point, "nm.card.murder", "nm.turn.favour",
                      "nm.card.bottom");
PEERAGE_ASSERTS_READING(murder_skips_the_turn_keeping_only_the_crowns_point, "nm.murder-vp", "if-favour", "always");
PEERAGE_ASSERTS_READING(murder_skips_the_turn_keeping_only_the_crowns_point, "nm.murder-order", "left-of-victim");
BOOST_AUTO_TEST_CASE(murder_skips_the_turn_keeping_only_the_crowns_point) {
  struct Case { const char* reading; int crown, vp, marker; };
  for (const Case c : {Case{"if-favour", 0, 1, 3}, Case{"if-favour", 3, 0, 2}, Case{"always", 3, 1, 2},
                       Case{"always", 0, 2, 3}}) {
    auto s = MurderOffered(c.reading, c.crown);
    BOOST_TEST(s->CurrentPlayer() == 1);
    BOOST_TEST((LegalTexts(*s) == Texts{"pass"}));
    s->ApplyActionText("pass");
    BOOST_TEST(s->CurrentPlayer() == 2);
    BOOST_TEST((LegalTexts(*s) == Texts{"murder", "pass"}));
    s->ApplyActionText("murder");
    const Json now = St(*s);
    BOOST_TEST(Vp(*s, 0) == c.vp);
    BOOST_TEST(now["marker"] == c.marker);
    BOOST_TEST((now["bottom"].back() == FaceUp("murder")));
    BOOST_TEST(now["phase"] == "murder-offer");
    BOOST_TEST(now["active"] == 1);
    BOOST_TEST(s->CurrentPlayer() == 2);
  }
}

// The same murders told while explaining (State::StepParts): what the murdered p0 still receives and why,
// by reading and by who holds the crown (the four cases above: p0 or p3).
BOOST_AUTO_TEST_CASE(a_murdered_players_point_is_told_with_the_crown) {
  struct Case { const char* reading; int crown; const char* told; };
  for (const Case c :
       {Case{"if-favour", 0, "p0 is murdered; p0 holds the Queen's crown, so the crown's victory point still comes"},
        Case{"if-favour", 3,
             "p0 is murdered; p0 does not hold the Queen's crown (p3 does), so no victory point comes: only the crown's would"},
        Case{"always", 3,
             "p0 is murdered and still receives 1 victory point, as every murdered player does; p0 does not hold the "
             "Queen's crown (p3 does)"},
        Case{"always", 0,
             "p0 is murdered and still receives 1 victory point, as every murdered player does; p0 holds the Queen's crown"}}) {
    auto s = MurderOffered(c.reading, c.crown);
    s->ApplyActionText("pass");
    s->SetExplaining(true);
    s->ApplyActionText("murder");
    const auto& parts = s->StepParts();
    BOOST_TEST((std::find(parts.begin(), parts.end(), std::string(c.told)) != parts.end()), c.reading << " crown p" << c.crown);
  }
}

BOOST_AUTO_TEST_SUITE_END()
