// Noblemen rule scenarios, part 2: the turn, playing lands, building, Men-at-Arms, Acquire Land, Taxes,
// Donate and Bribe. Every state is built by hand (noblemen_table_fixtures.h); every expected value is
// derived from shared/rulebooks/noblemen.txt with the arithmetic in a comment. 4 players, p0 to act.
#include <fstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/public_state_resume.h"
#include "properties/rule_assertions.h"
#include "properties/temp_dir.h"

using namespace peerage;
using namespace nm_test;

namespace {
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_rules)

// "place it squarely next to any other land"; 2x2 groups; "When you play the fourth pond you immediately
// get the Queen's Crown"; woods: 1 land per wood + 2 per Forest, "collected after you have played your
// lands"; farms 1 pound each; War with Spain: 1 pound per land played "until there are 9 pounds".
// p0 (10 pounds, crown with p1) plays wood 2,0 (completes the Forest at 1,0; Spain 7 -> 8, p0 9),
// farm -1,0 (+1, Spain 8 -> 9: p0 9), pond 0,2 (completes the Garden at -1,1: crown to p0; Spain full:
// p0 9). Owed 1 + 2 = 3 lands; the bag holds a clearing and a pond: 1/2 each, then the pond 1/1, then
// the bag is empty: "all you can acquire are what are available" - the third land is never drawn.
PEERAGE_ASSERTS_RULES(lands_go_next_to_the_estate_form_groups_and_pay, "nm.land.place", "nm.land.group",
                      "nm.land.garden-crown", "nm.land.wood", "nm.land.farm", "nm.card.spain", "nm.bag.empty",
                      "nm.turn.one-action");
BOOST_AUTO_TEST_CASE(lands_go_next_to_the_estate_form_groups_and_pay) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["crown"] = 1;
  st["players"][0]["tiles"] = "0,0,CK 1,0,W 1,1,W 2,1,W 0,1,P -1,1,P -1,2,P";
  st["players"][0]["screen"] = Json{{"wood", 1}, {"pond", 1}, {"farm", 1}, {"clearing", 1}};
  st["war"] = 12;
  st["war_pounds"] = 7;
  st["bag"] = Json{{"clearing", 1}, {"pond", 1}};
  Balance(st, {.keep_bag = true, .sink = 3});
  auto s = Load(j, "lands");
  const Texts legal = LegalTexts(*s);
  BOOST_TEST(Has(legal, "land wood 2,0"));
  BOOST_TEST(Has(legal, "land pond 0,2"));
  BOOST_TEST(!Has(legal, "land wood 1,0"));  // taken
  BOOST_TEST(!Has(legal, "land wood 3,3"));  // not next to the estate
  s->ApplyActionText("land wood 2,0");
  BOOST_TEST(St(*s)["players"][0]["groups"] == "1,0,W");
  BOOST_TEST(Pounds(*s, 0) == 9);
  BOOST_TEST(St(*s)["war_pounds"] == 8);
  s->ApplyActionText("land farm -1,0");
  BOOST_TEST(Pounds(*s, 0) == 9);
  BOOST_TEST(St(*s)["war_pounds"] == 9);
  BOOST_TEST(St(*s)["crown"] == 1);
  s->ApplyActionText("land pond 0,2");
  Json now = St(*s);
  BOOST_TEST(now["crown"] == 0);
  BOOST_TEST(now["players"][0]["groups"] == "1,0,W -1,1,P");
  BOOST_TEST(now["players"][0]["pounds"] == 9);
  BOOST_TEST(now["war_pounds"] == 9);
  BOOST_TEST((now["draws"] == Json::array({3, 0, 0, 0})));
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land clearing 1/2", "draw-land pond 1/2"}));
  s->ApplyActionText("draw-land clearing");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land pond 1/1"}));
  s->ApplyActionText("draw-land pond");
  now = St(*s);
  BOOST_TEST(!s->IsChance());
  BOOST_TEST(now["phase"] == "main");
  BOOST_TEST((now["draws"] == Json::array({0, 0, 0, 0})));
  BOOST_TEST((now["players"][0]["screen"] == Json{{"clearing", 2}, {"pond", 1}}));
  BOOST_TEST(Has(LegalTexts(*s), "end"));  // the one action is spent
  BOOST_TEST(!Has(LegalTexts(*s), "vp"));
  BOOST_TEST(!Has(LegalTexts(*s), "land pond 3,0"));
}

// "Farms can only be part of one Plantation": farm at 1,1 completes both the square at 0,1 (0,1 1,1 0,2
// 1,2) and the one at 1,1 (1,1 2,1 1,2 2,2). nm.group-order = nw-first joins the first in NW, NE, SW, SE
// order: SW = corner 0,1; se-first: SE = corner 1,1. Either way +1 (farm) + 2 (Plantation) = 13 pounds.
PEERAGE_ASSERTS_RULES(a_land_completing_two_squares_joins_one_group, "nm.land.group", "nm.land.farm");
PEERAGE_ASSERTS_READING(a_land_completing_two_squares_joins_one_group, "nm.group-order", "nw-first", "se-first");
BOOST_AUTO_TEST_CASE(a_land_completing_two_squares_joins_one_group) {
  for (const char* reading : {"nw-first", "se-first"}) {
    Json j = NewTable(4, Json{{"nm.group-order", reading}});
    Json& st = j["state"];
    st["players"][0]["tiles"] = "0,0,CK 0,1,F 0,2,F 1,2,F 2,1,F 2,2,F";
    st["players"][0]["screen"] = Json{{"farm", 1}};
    Balance(st);
    auto s = Load(j, "group order");
    s->ApplyActionText("land farm 1,1");
    BOOST_TEST(P(*s, 0)["groups"] == (std::string(reading) == "nw-first" ? "0,1,F" : "1,1,F"));
    BOOST_TEST(Pounds(*s, 0) == 13);
  }
}

// The same farm under nm.group-order = choose ("the player placing the land chooses"): the play stops at
// group-pick, p0 to choose between the squares at 0,1 and 1,1 (written by their top-left corners); the farm's
// 1 pound is paid (10 + 1 = 11), the Plantation's 2 only once it forms. Either choice: that square is the
// Plantation, 13 pounds, and the land play goes on (1 land of up to 3 played).
PEERAGE_ASSERTS_READING(the_placing_player_chooses_which_square_forms, "nm.group-order", "choose");
BOOST_AUTO_TEST_CASE(the_placing_player_chooses_which_square_forms) {
  for (const char* square : {"0,1", "1,1"}) {
    BOOST_TEST_CONTEXT(square) {
      Json j = NewTable(4, Json{{"nm.group-order", "choose"}});
      Json& st = j["state"];
      st["players"][0]["tiles"] = "0,0,CK 0,1,F 0,2,F 1,2,F 2,1,F 2,2,F";
      st["players"][0]["screen"] = Json{{"farm", 1}, {"wood", 1}};
      Balance(st);
      auto s = Load(j, "group choice");
      s->ApplyActionText("land farm 1,1");
      BOOST_TEST(St(*s)["phase"] == "group-pick");
      BOOST_TEST(s->CurrentPlayer() == 0);
      BOOST_TEST((LegalTexts(*s) == std::vector<std::string>{"group 0,1", "group 1,1"}));
      BOOST_TEST(P(*s, 0)["groups"] == "");
      BOOST_TEST(Pounds(*s, 0) == 11);
      // The public state says which land's squares are offered ("squares_of"), and an engine resumed from it
      // (the conform re-synchronisation) offers the same choice (random play rarely reaches it).
      BOOST_TEST(Registry::Instance().Get("noblemen").public_state(*s)["state"]["turn"]["lands"]["squares_of"] == "1,1");
      auto resumed = StateFromJson(props::ResumeWrapper(Registry::Instance().Get("noblemen"), *s), "resumed from the public state");
      BOOST_TEST((LegalTexts(*resumed) == std::vector<std::string>{"group 0,1", "group 1,1"}));
      s->ApplyActionText(std::string("group ") + square);
      BOOST_TEST(P(*s, 0)["groups"] == std::string(square) + ",F");
      BOOST_TEST(Pounds(*s, 0) == 13);
      BOOST_TEST(St(*s)["phase"] == "lands");
      BOOST_TEST(Has(LegalTexts(*s), "land wood 3,1"));  // the play goes on: the wood is still behind the screen
    }
  }
}

// Build a Castle: "Take the left most Castle and immediately pay the price shown under it discounting";
// no Castle next to or diagonal to a Castle; only on an open clearing. Board: Castles on slots 3 and 4
// (data prices 7 and 8): the left-most costs 7. Earl 1 (earl-1) -> 6, Earl 2 (earl-2) -> 5, Viscount
// none -> 7, Duke 3 -> 4; from 10 pounds: 4, 5, 3, 6. Then a Men-at-Arms on p1's Plantation: "2 pounds
// ... If the owner doesn't have enough ... you only get what they have": p1 has 1, pays 1.
PEERAGE_ASSERTS_RULES(a_castle_costs_the_leftmost_price_less_the_discount, "nm.build.castle",
                      "nm.build.castle-spacing", "nm.build.clearing", "nm.build.discount", "nm.maa.place",
                      "nm.maa.plantation", "nm.maa.shortfall");
PEERAGE_ASSERTS_READING(a_castle_costs_the_leftmost_price_less_the_discount, "nm.earl-discount", "earl-1", "earl-2");
BOOST_AUTO_TEST_CASE(a_castle_costs_the_leftmost_price_less_the_discount) {
  struct Case { int title; const char* reading; int pounds; };
  for (const Case c : {Case{2, "earl-1", 4}, Case{2, "earl-2", 5}, Case{1, "earl-1", 3}, Case{4, "earl-1", 6}}) {
    Json j = NewTable(4, Json{{"nm.earl-discount", c.reading}});
    Json& st = j["state"];
    st["castle_slots"] = 24;
    st["players"][0]["title"] = c.title;
    st["players"][0]["tiles"] = "0,0,CK 1,0,C 2,0,C 3,0,F 1,1,C";
    st["players"][1]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
    st["players"][1]["groups"] = "1,0,F";
    st["players"][1]["pounds"] = 1;
    Balance(st);
    auto s = Load(j, "castle");
    const Texts legal = LegalTexts(*s);
    BOOST_TEST(Has(legal, "castle 2,0"));
    BOOST_TEST(!Has(legal, "castle 1,0"));  // next to the Castle on 0,0
    BOOST_TEST(!Has(legal, "castle 1,1"));  // diagonal to it
    BOOST_TEST(!Has(legal, "castle 3,0"));  // a farm
    BOOST_TEST(!Has(legal, "castle 0,0"));  // not open
    s->ApplyActionText("castle 2,0");
    BOOST_TEST(Pounds(*s, 0) == c.pounds);
    BOOST_TEST(St(*s)["castle_slots"] == 16);
    BOOST_TEST(P(*s, 0)["tiles"] == "0,0,CK 1,0,C 2,0,CK 3,0,F 1,1,C");
    BOOST_TEST((LegalTexts(*s) == Texts{"maa 0 p1 1,0", "skip"}));
    s->ApplyActionText("maa 0 p1 1,0");
    BOOST_TEST(Pounds(*s, 1) == 0);
    BOOST_TEST(Pounds(*s, 0) == c.pounds + 1);
    BOOST_TEST((P(*s, 0)["maa"] == Json::array({Json::array({1, 1, 0}), nullptr})));
    BOOST_TEST(St(*s)["phase"] == "main");
  }
}

// Men-at-Arms: "one marker per ... Garden"; on one's own estate "you may displace other players
// Men-at-arms ... Return the previous one to its owner"; on another's estate "you may not displace any";
// on a Garden "The Queen's Crown" - per the FAQ only from the player that has it (nm.garden-crown =
// from-holder), from any opponent under `always`. p1's marker is on p0's Garden, p2 (crown) has an empty
// Garden, p3 one Garden with p2's marker and one empty.
PEERAGE_ASSERTS_RULES(men_at_arms_displace_at_home_and_take_the_crown_from_its_holder, "nm.maa.place",
                      "nm.maa.displace", "nm.maa.garden");
PEERAGE_ASSERTS_READING(men_at_arms_displace_at_home_and_take_the_crown_from_its_holder, "nm.garden-crown", "from-holder", "always");
BOOST_AUTO_TEST_CASE(men_at_arms_displace_at_home_and_take_the_crown_from_its_holder) {
  for (const char* reading : {"from-holder", "always"}) {
    Json j = NewTable(4, Json{{"nm.garden-crown", reading}});
    Json& st = j["state"];
    st["crown"] = 2;
    st["castle_slots"] = 1;
    st["players"][0]["tiles"] = "0,0,CK 1,0,P 2,0,P 1,1,P 2,1,P -1,0,W -2,0,C";
    st["players"][0]["groups"] = "1,0,P";
    st["players"][1]["maa"] = Json::array({Json::array({0, 1, 0}), nullptr});
    st["players"][2]["tiles"] = "0,0,CK 1,0,P 2,0,P 1,1,P 2,1,P";
    st["players"][2]["groups"] = "1,0,P";
    st["players"][2]["maa"] = Json::array({Json::array({3, 1, 0}), nullptr});
    st["players"][3]["tiles"] = "0,0,CK 1,0,P 2,0,P 1,1,P 2,1,P 1,2,P 2,2,P 1,3,P 2,3,P";
    st["players"][3]["groups"] = "1,0,P 1,2,P";
    Balance(st);
    auto s = Load(j, "maa");
    s->ApplyActionText("castle -2,0");
    BOOST_TEST((LegalTexts(*s) == Texts{"maa 0 p0 1,0", "maa 0 p2 1,0", "maa 0 p3 1,2", "skip"}));
    auto home = s->Clone();
    home->ApplyActionText("maa 0 p0 1,0");
    BOOST_TEST(P(*home, 1)["maa"][0].is_null());
    BOOST_TEST((P(*home, 0)["maa"][0] == Json::array({0, 1, 0})));
    BOOST_TEST(St(*home)["crown"] == 2);
    auto holder = s->Clone();
    holder->ApplyActionText("maa 0 p2 1,0");
    BOOST_TEST(St(*holder)["crown"] == 0);
    s->ApplyActionText("maa 0 p3 1,2");
    BOOST_TEST(St(*s)["crown"] == (std::string(reading) == "always" ? 0 : 2));
  }
}

// Build a Church: the left-most Church (slots 1 and 2: prices 3 and 4 -> 3; 10 - 3 = 7), no Church next
// to or diagonal to a Church; "Each time you buy a church you also get a Scandal card. Take the top
// three, choose one": shuffled part white-hall 1, tariff 2: tariff 2/3, white-hall 1/3; after a tariff
// 1/2 each; after the white-hall tariff 1/1.
PEERAGE_ASSERTS_RULES(a_church_costs_the_leftmost_price_and_brings_a_scandal_card, "nm.build.church",
                      "nm.build.church-spacing", "nm.build.church-card", "nm.card.draw", "nm.build.clearing");
BOOST_AUTO_TEST_CASE(a_church_costs_the_leftmost_price_and_brings_a_scandal_card) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["church_slots"] = 6;
  st["players"][0]["tiles"] = "0,0,CK 1,0,C 2,0,CH 3,0,C 4,0,C 3,1,C";
  st["pile"] = Json{{"white-hall", 1}, {"tariff", 2}};
  Balance(st, {.keep_pile = true});
  auto s = Load(j, "church");
  const Texts legal = LegalTexts(*s);
  BOOST_TEST(Has(legal, "church 4,0"));
  BOOST_TEST(!Has(legal, "church 1,0"));
  BOOST_TEST(!Has(legal, "church 3,0"));
  BOOST_TEST(!Has(legal, "church 3,1"));  // diagonal to the Church on 2,0
  BOOST_TEST(!Has(legal, "church 0,0"));
  s->ApplyActionText("church 4,0");
  BOOST_TEST(Pounds(*s, 0) == 7);
  BOOST_TEST(St(*s)["church_slots"] == 4);
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card tariff 2/3", "draw-card white-hall 1/3"}));
  s->ApplyActionText("draw-card tariff");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card tariff 1/2", "draw-card white-hall 1/2"}));
  s->ApplyActionText("draw-card white-hall");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card tariff 1/1"}));
  s->ApplyActionText("draw-card tariff");
  BOOST_TEST((P(*s, 0)["offered"] == Json{{"tariff", 2}, {"white-hall", 1}}));
  s->ApplyActionText("choose white-hall");
  s->ApplyActionText("bottom tariff");
  BOOST_TEST((P(*s, 0)["hand"] == Json{{"white-hall", 1}}));
  BOOST_TEST(St(*s)["phase"] == "main");
  BOOST_TEST(Has(LegalTexts(*s), "end"));
  BOOST_TEST(!Has(LegalTexts(*s), "vp"));
}

// Build a Palace: "pay 8 pounds discounting if possible. Replace one of your castles with the Palace.
// The Castle then goes back to the supply"; "you immediately get the Queen's Crown". A Marquess: 8 - 2 =
// 6, 10 - 6 = 4 pounds; only on a Castle.
PEERAGE_ASSERTS_RULES(a_palace_replaces_a_castle_and_takes_the_crown, "nm.build.palace", "nm.build.palace-crown",
                      "nm.build.discount");
BOOST_AUTO_TEST_CASE(a_palace_replaces_a_castle_and_takes_the_crown) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["crown"] = 1;
  st["palaces_board"] = 1;
  st["players"][0]["title"] = 3;
  st["players"][0]["tiles"] = "0,0,CK 1,0,W 2,0,W 3,0,CK 4,0,C";
  Balance(st);
  const int castles = st["castles_supply"].get<int>();
  auto s = Load(j, "palace");
  BOOST_TEST(Has(LegalTexts(*s), "palace 0,0"));
  BOOST_TEST(!Has(LegalTexts(*s), "palace 4,0"));
  s->ApplyActionText("palace 3,0");
  const Json now = St(*s);
  BOOST_TEST(now["players"][0]["pounds"] == 4);
  BOOST_TEST(now["players"][0]["tiles"] == "0,0,CK 1,0,W 2,0,W 3,0,CQ 4,0,C");
  BOOST_TEST(now["castles_supply"] == castles + 1);
  BOOST_TEST(now["palaces_board"] == 0);
  BOOST_TEST(now["crown"] == 0);
}

// A Men-at-Arms on an opponent's Forest: "2 land from behind the screen of the owner's choice ... If the
// owner doesn't have enough of the requested payment you only get what they have": p1 holds 1 pond only:
// p1 is asked once ("give pond", the only land), p0 gets that pond and the action is over.
PEERAGE_ASSERTS_RULES(a_forest_owner_short_of_lands_gives_what_they_have, "nm.maa.forest", "nm.maa.shortfall");
BOOST_AUTO_TEST_CASE(a_forest_owner_short_of_lands_gives_what_they_have) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["castle_slots"] = 1;
  st["players"][0]["tiles"] = "0,0,CK 1,0,W 2,0,C";
  st["players"][1]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W";
  st["players"][1]["groups"] = "1,0,W";
  st["players"][1]["screen"] = Json{{"pond", 1}};
  Balance(st);
  auto s = Load(j, "forest shortfall");
  s->ApplyActionText("castle 2,0");
  s->ApplyActionText("maa 0 p1 1,0");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST((LegalTexts(*s) == Texts{"give pond"}));
  s->ApplyActionText("give pond");
  BOOST_TEST((P(*s, 0)["screen"] == Json{{"pond", 1}}));
  BOOST_TEST(P(*s, 1)["screen"] == Json::object());
  BOOST_TEST(St(*s)["phase"] == "main");
  BOOST_TEST(s->CurrentPlayer() == 0);
}

// "You can never pay less than zero pounds to build a structure": with a data file whose Palace costs 1
// pound, a Duke (discount 3) pays max(0, 1 - 3) = 0 and keeps 5 pounds; a Baron pays 1.
PEERAGE_ASSERTS_RULES(a_discount_never_takes_a_price_below_zero, "nm.build.discount", "nm.build.palace");
BOOST_AUTO_TEST_CASE(a_discount_never_takes_a_price_below_zero) {
  const peerage::test::TempDir tmp("noblemen-discount");
  const std::string path = tmp / "components.json";
  // The shipped counts and prices (data/noblemen/components.json), the Palace at 1 pound.
  const Json d = {{"source", "test"}, {"assumptions", Json::array({"a 1-pound Palace"})},
                  {"lands", {{"clearing", 30}, {"wood", 30}, {"pond", 30}, {"farm", 30}}},
                  {"castle_prices", {4, 5, 6, 7, 8}}, {"church_prices", {2, 3, 4, 5, 6}}, {"palace_price", 1},
                  {"folly_price", 10}, {"castles", 20}, {"churches", 15}, {"palaces", 12},
                  {"titles_5_players", {{"baron", 5}, {"viscount", 2}, {"earl", 2}, {"marquess", 2}, {"duke", 1}}}};
  std::ofstream(path) << d.dump();
  for (const int title : {4, 0}) {
    Json j = NewTable(4);
    j["data"] = path;
    Json& st = j["state"];
    st["palaces_board"] = 1;
    st["players"][0]["title"] = title;
    st["players"][0]["pounds"] = 5;
    Balance(st);
    auto s = Load(j, "discount");
    s->ApplyActionText("palace 0,0");
    BOOST_TEST(Pounds(*s, 0) == (title == 4 ? 5 : 4));
  }
}

// Acquire Land: 1 land per wood + 2 per Forest + 1 per chit redeemed; a Forest with an opponent's
// Men-at-Arms gives its 2 to that opponent. p0: 5 woods, one Forest (p1's marker on it), 2 chits, redeems
// 1: p0 is owed 5 + 1 = 6, p1 2; the chit goes back (supply 10 + 1 = 11). The bag holds only 7 farms:
// p0 (lowest seat) draws first and gets 6, p1 the 1 left (the bag runs out; 1 owed is lost).
PEERAGE_ASSERTS_RULES(acquire_land_pays_woods_forests_and_chits_and_redirects_the_forest_bonus, "nm.acquire",
                      "nm.acquire.redirect", "nm.bribe.redeem", "nm.bag.empty");
BOOST_AUTO_TEST_CASE(acquire_land_pays_woods_forests_and_chits_and_redirects_the_forest_bonus) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W 3,0,W";
  st["players"][0]["groups"] = "1,0,W";
  st["players"][0]["chits"] = 2;
  st["players"][1]["maa"] = Json::array({Json::array({0, 1, 0}), nullptr});
  st["bag"] = Json{{"farm", 7}};
  Balance(st, {.keep_bag = true, .sink = 3});
  auto s = Load(j, "acquire");
  s->ApplyActionText("acquire");
  BOOST_TEST((LegalTexts(*s) == Texts{"redeem 0", "redeem 1", "redeem 2"}));
  s->ApplyActionText("redeem 1");
  Json now = St(*s);
  BOOST_TEST((now["draws"] == Json::array({6, 2, 0, 0})));
  BOOST_TEST(now["players"][0]["chits"] == 1);
  BOOST_TEST(now["chits_supply"] == 11);
  BOOST_TEST(now["players"][0]["acquire_used"] == true);
  for (int k = 0; k < 7; ++k) {
    BOOST_TEST((Outcomes(*s) == Texts{"draw-land farm 1/1"}));
    s->ApplyActionText("draw-land farm");
  }
  now = St(*s);
  BOOST_TEST(!s->IsChance());
  BOOST_TEST(Count(now["players"][0]["screen"], "farm") == 6);
  BOOST_TEST(Count(now["players"][1]["screen"], "farm") == 1);
  BOOST_TEST(!Has(LegalTexts(*s), "acquire"));
}

// Taxes: 1 pound per farm + 2 per Plantation + 1 per chit redeemed; a Plantation with an opponent's
// Men-at-Arms pays its 2 to that opponent. p0: 9 farms, 2 Plantations (p2's marker on the one at 3,0),
// 3 chits redeemed: 10 + 9 + 2 + 3 = 24; p2 10 + 2 = 12; the chits back (supply 12).
PEERAGE_ASSERTS_RULES(taxes_pay_farms_plantations_and_chits_and_redirect_the_bonus, "nm.taxes", "nm.taxes.redirect",
                      "nm.bribe.redeem");
BOOST_AUTO_TEST_CASE(taxes_pay_farms_plantations_and_chits_and_redirect_the_bonus) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F 3,0,F 4,0,F 3,1,F 4,1,F 5,0,F";
  st["players"][0]["groups"] = "1,0,F 3,0,F";
  st["players"][0]["chits"] = 3;
  st["players"][2]["maa"] = Json::array({Json::array({0, 3, 0}), nullptr});
  Balance(st);
  auto s = Load(j, "taxes");
  s->ApplyActionText("taxes");
  s->ApplyActionText("redeem 3");
  BOOST_TEST(Pounds(*s, 0) == 24);
  BOOST_TEST(Pounds(*s, 2) == 12);
  BOOST_TEST(St(*s)["chits_supply"] == 12);
  BOOST_TEST(P(*s, 0)["taxes_used"] == true);
  BOOST_TEST(St(*s)["phase"] == "main");
}

// Donate: "three of each type", 1 VP per land; Favor of the Vicar: "up to five of a type of land instead of
// three". The area holds 1 wood; p0 holds 6 woods and a pond. Without the card: 2 more woods (3), then
// no wood is legal: +2 VP. With it: 4 more (5): +4 VP.
PEERAGE_ASSERTS_RULES(donations_stop_at_three_of_a_type_or_five_with_the_vicar, "nm.donate", "nm.card.vicar");
BOOST_AUTO_TEST_CASE(donations_stop_at_three_of_a_type_or_five_with_the_vicar) {
  for (const bool vicar : {false, true}) {
    Json j = NewTable(4);
    Json& st = j["state"];
    st["players"][0]["screen"] = Json{{"wood", 6}, {"pond", 1}};
    st["donated"] = Json{{"wood", 1}};
    if (vicar) st["players"][0]["hand"] = Json{{"favor-of-the-vicar", 1}};
    Balance(st);
    auto s = Load(j, "donate");
    if (vicar) s->ApplyActionText("play favor-of-the-vicar");
    const int more = vicar ? 4 : 2;
    for (int k = 0; k < more; ++k) s->ApplyActionText("donate wood");
    BOOST_TEST(Count(St(*s)["donated"], "wood") == 1 + more);
    BOOST_TEST(Vp(*s, 0) == more);
    BOOST_TEST(!Has(LegalTexts(*s), "donate wood"));
    BOOST_TEST(Has(LegalTexts(*s), "donate pond"));
  }
}

// Bribe Royalty: chits at 2 pounds and 1 VP each while chits remain and pounds last; Secret Marriage:
// "pay 1 pound for the first 4 bribe chits bought". 5 chits in supply (p1 holds 7). With the card and 10
// pounds: 1+1+1+1+2 = 6 -> 4 pounds, +5 VP, the supply empty ends the action. Without, 7 pounds:
// 2+2+2 = 6 -> 1 pound, +3 VP, and 1 pound cannot buy another: the action ends.
PEERAGE_ASSERTS_RULES(bribes_cost_two_or_one_with_secret_marriage, "nm.bribe", "nm.card.marriage");
BOOST_AUTO_TEST_CASE(bribes_cost_two_or_one_with_secret_marriage) {
  for (const bool marriage : {true, false}) {
    Json j = NewTable(4);
    Json& st = j["state"];
    st["players"][1]["chits"] = 7;
    st["players"][0]["pounds"] = marriage ? 10 : 7;
    if (marriage) st["players"][0]["hand"] = Json{{"secret-marriage", 1}};
    Balance(st);
    auto s = Load(j, "bribe");
    if (marriage) s->ApplyActionText("play secret-marriage");
    const int buys = marriage ? 5 : 3;
    for (int k = 0; k < buys; ++k) {
      BOOST_TEST_REQUIRE(Has(LegalTexts(*s), "bribe"));
      s->ApplyActionText("bribe");
    }
    BOOST_TEST(Pounds(*s, 0) == (marriage ? 4 : 1));
    BOOST_TEST(Vp(*s, 0) == buys);
    BOOST_TEST(P(*s, 0)["chits"] == buys);
    BOOST_TEST(St(*s)["phase"] == "main");
    BOOST_TEST(Has(LegalTexts(*s), "end"));
  }
}

// "You may do one of the following actions ... If you do not want to do an action you may score one
// victory point instead. Anytime during your turn you may play 1 Scandal card." p0 holds Tariff and
// White Hall: after the Tariff (+5 pounds) no second card; after "vp" (+1) only "end" is left.
PEERAGE_ASSERTS_RULES(one_action_or_a_victory_point_and_one_scandal_card, "nm.turn.one-action",
                      "nm.turn.vp-instead", "nm.turn.scandal", "nm.card.tariff");
BOOST_AUTO_TEST_CASE(one_action_or_a_victory_point_and_one_scandal_card) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["hand"] = Json{{"tariff", 1}, {"white-hall", 1}};
  Balance(st);
  auto s = Load(j, "turn");
  BOOST_TEST(Has(LegalTexts(*s), "play white-hall"));
  s->ApplyActionText("play tariff");
  BOOST_TEST(Pounds(*s, 0) == 15);
  BOOST_TEST(!Has(LegalTexts(*s), "play white-hall"));
  s->ApplyActionText("vp");
  BOOST_TEST(Vp(*s, 0) == 1);
  BOOST_TEST((LegalTexts(*s) == Texts{"end"}));
}

// "At any time you may trade any two land tiles for any one tile of your choice from the bag": two woods
// in, a pond out (bag wood +2, pond -1); it is no action (1 VP still possible) and it is offered again
// after the action (nm.trade-points = own-turn).
PEERAGE_ASSERTS_RULES(two_lands_trade_for_one_of_choice, "nm.turn.trade");
PEERAGE_ASSERTS_READING(two_lands_trade_for_one_of_choice, "nm.trade-points", "own-turn");
BOOST_AUTO_TEST_CASE(two_lands_trade_for_one_of_choice) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["players"][0]["screen"] = Json{{"wood", 2}, {"farm", 1}};
  Balance(st);
  const Json bag = st["bag"];
  auto s = Load(j, "trade");
  BOOST_TEST(Has(LegalTexts(*s), "trade wood farm"));
  s->ApplyActionText("trade wood wood");
  BOOST_TEST((LegalTexts(*s) == Texts{"take clearing", "take wood", "take pond", "take farm"}));
  s->ApplyActionText("take pond");
  const Json now = St(*s);
  BOOST_TEST((now["players"][0]["screen"] == Json{{"farm", 1}, {"pond", 1}}));
  BOOST_TEST(Count(now["bag"], "wood") == Count(bag, "wood") + 2);
  BOOST_TEST(Count(now["bag"], "pond") == Count(bag, "pond") - 1);
  BOOST_TEST(Has(LegalTexts(*s), "vp"));
  s->ApplyActionText("vp");
  BOOST_TEST(Has(LegalTexts(*s), "trade pond farm"));
}

BOOST_AUTO_TEST_SUITE_END()
