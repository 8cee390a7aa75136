// Dueling Nobles rule scenarios (issue 18): setup, turn order, Income, Reinforcements, Command and the
// Support stock. Every test starts from a small hand-built state (or a new game), takes a few actions and
// compares the outcome with values worked out by hand from shared/rulebooks/dueling-nobles.txt; the
// arithmetic is in the comments. The duel itself: dueling_nobles_duel_rules_props.cc.
// A one-Noble courtyard is Json::array({Noble(...)}): a braced list holding one Json is that Json itself
// under clang (an object, not an array of one).
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace dn_test;
using Strings = std::vector<std::string>;

namespace {
using dn_test::kDefault;
const Strings kSixDice = Each("die:", {"1", "2", "3", "4", "5", "6"}, "1/6");
}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_rules)

// ---- setup -------------------------------------------------------------------------------------------

// "each player rolling both dice. The player who rolls the lowest total becomes the first dealer."
// Each die: six faces, 1/6 each. p0 2+5 = 7 < p1 4+4 = 8: p0 deals, so p1 (his opponent) is dealt first.
// Second game: p0 6+6 = 12 > p1 1+1 = 2: p1 deals.
PEERAGE_ASSERTS_RULES(the_lower_dealer_roll_total_deals, "dn.setup.dealer-roll");
BOOST_AUTO_TEST_CASE(the_lower_dealer_roll_total_deals) {
  auto s = NewGame(kDefault);
  BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  for (const char* d : {"die:2", "die:5", "die:4"}) {
    s->ApplyActionText(d);
    BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  }
  s->ApplyActionText("die:4");
  BOOST_TEST(St(*s)["dealer"].get<int>() == 0);
  BOOST_TEST(St(*s)["phase"] == "deal-nobles");
  auto t = NewGame(kDefault);
  for (const char* d : {"die:6", "die:6", "die:1", "die:1"}) t->ApplyActionText(d);
  BOOST_TEST(St(*t)["dealer"].get<int>() == 1);
}

// "If both players both roll the same total, they should each roll again": 3+4 = 7 = 5+2, no dealer yet,
// all four dice rolled afresh (1/6 each); then 1+1 = 2 < 1+2 = 3: p0 deals.
PEERAGE_ASSERTS_RULES(equal_dealer_roll_totals_roll_again, "dn.setup.dealer-reroll");
BOOST_AUTO_TEST_CASE(equal_dealer_roll_totals_roll_again) {
  auto s = NewGame(kDefault);
  for (const char* d : {"die:3", "die:4", "die:5", "die:2"}) s->ApplyActionText(d);
  BOOST_TEST(St(*s)["dealer"].get<int>() == -1);
  BOOST_TEST(St(*s)["phase"] == "dealer-roll");
  BOOST_TEST(St(*s)["roll"]["dice"] == Json::array());
  BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  for (const char* d : {"die:1", "die:1", "die:1", "die:2"}) s->ApplyActionText(d);
  BOOST_TEST(St(*s)["dealer"].get<int>() == 0);
  BOOST_TEST(St(*s)["phase"] == "deal-nobles");
}

// "the dealer deals 6 cards to each player from the Nobles deck ... one by one, face down and starting
// with his opponent". Dealer p0: cards 1, 3, 5, ... go to p1, cards 2, 4, ... to p0. The first card is
// one of the 12 Nobles, 1/12 each; the second one of the 11 left, 1/11 each; the last 1/1.
// Order dealt: KS JC JD JH JS QC QD QH QS KC KD KH -> p1 KS JD JS QD QS KD, p0 JC JH QC QH KC KH.
PEERAGE_ASSERTS_RULES(nobles_are_dealt_one_by_one_opponent_first, "dn.setup.deal-nobles");
BOOST_AUTO_TEST_CASE(nobles_are_dealt_one_by_one_opponent_first) {
  const Strings nobles = {"JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS"};
  auto s = Load({{"phase", "deal-nobles"}, {"dealer", 0}, {"active", 1}, {"turn", 0}, {"noble_stack", Cards(nobles)},
                 {"players", {Player(0, Json::array(), Json::array()), Player(0, Json::array(), Json::array())}}});
  BOOST_TEST(Outcomes(*s) == Each("draw:", nobles, "1/12"), boost::test_tools::per_element());
  s->ApplyActionText("draw:KS");
  BOOST_TEST(St(*s)["players"][1]["dealt_nobles"] == Cards({"KS"}));
  BOOST_TEST(St(*s)["players"][0]["dealt_nobles"] == Json::array());
  BOOST_TEST(Outcomes(*s) == Each("draw:", Strings(nobles.begin(), nobles.end() - 1), "1/11"),
             boost::test_tools::per_element());
  s->ApplyActionText("draw:JC");
  BOOST_TEST(St(*s)["players"][0]["dealt_nobles"] == Cards({"JC"}));
  for (const char* c : {"JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD"}) s->ApplyActionText(std::string("draw:") + c);
  BOOST_TEST(Outcomes(*s) == Strings{"draw:KH=1"}, boost::test_tools::per_element());
  s->ApplyActionText("draw:KH");
  BOOST_TEST(St(*s)["players"][1]["dealt_nobles"] == Cards({"JD", "JS", "QD", "QS", "KD", "KS"}));
  BOOST_TEST(St(*s)["players"][0]["dealt_nobles"] == Cards({"JC", "JH", "QC", "QH", "KC", "KH"}));
  BOOST_TEST(St(*s)["phase"] == "choose-nobles");
  BOOST_TEST(s->CurrentPlayer() == 1);
}

// "selects three of these cards and places them face-up ... in his Courtyard"; "The remaining three
// Nobles unselected by each player are then all shuffled together and placed ... in a face-down stack".
// p1 keeps QS KD KS of JD JS QD QS KD KS, p0 keeps JC QH KH of JC JH QC QH KC KH. Courtyards at table
// Stamina (Jack 2, Queen 2, King 3), no weapons; the stack = JD JS QD + JH QC KC = 6 cards, hidden from
// both players (count only).
PEERAGE_ASSERTS_RULES(three_nobles_are_kept_and_the_other_six_form_the_stack, "dn.setup.choose-nobles",
                      "dn.setup.noble-stack");
BOOST_AUTO_TEST_CASE(three_nobles_are_kept_and_the_other_six_form_the_stack) {
  Json p0 = Player(0, Json::array(), Json::array()), p1 = p0;
  p0["dealt_nobles"] = Cards({"JC", "JH", "QC", "QH", "KC", "KH"});
  p1["dealt_nobles"] = Cards({"JD", "JS", "QD", "QS", "KD", "KS"});
  auto s = Load({{"phase", "choose-nobles"}, {"dealer", 0}, {"active", 1}, {"turn", 0},
                 {"noble_stack", Json::array()}, {"players", {p0, p1}}});
  BOOST_TEST(s->CurrentPlayer() == 1);  // the dealer's opponent chooses first
  for (const char* k : {"keep:QS", "keep:KD", "keep:KS"}) s->ApplyActionText(k);
  BOOST_TEST(s->CurrentPlayer() == 0);
  for (const char* k : {"keep:JC", "keep:QH", "keep:KH"}) s->ApplyActionText(k);
  const Json st = St(*s);
  BOOST_TEST(st["players"][0]["courtyard"] == Json::array({Noble("JC", 2), Noble("QH", 2), Noble("KH", 3)}));
  BOOST_TEST(st["players"][1]["courtyard"] == Json::array({Noble("QS", 2), Noble("KD", 3), Noble("KS", 3)}));
  BOOST_TEST(st["noble_stack"] == Cards({"JD", "JH", "JS", "QC", "QD", "KC"}));
  for (int p = 0; p < 2; ++p) BOOST_TEST(s->ObservationJson(p)["state"]["noble_stack"] == (Json{{"hidden", 6}}));
  BOOST_TEST(st["phase"] == "deal-support");
}

// "The dealer then distributes six cards to each player from the Support deck, also one-by-one and
// face-down starting with his opponent." Dealer p1: first card to p0 (1/40 each of the 40), second to p1
// (1/39 each), ..., the twelfth from 40 - 11 = 29 cards (1/29 each). Then "alternating turns, starting
// with the dealer's opponent": turn 1 is p0's, and its Income phase starts with p0's automatic Resource
// (0 + 1 = 1; p1 stays at 0).
PEERAGE_ASSERTS_RULES(support_cards_are_dealt_opponent_first_and_he_plays_first, "dn.setup.deal-support",
                      "dn.turn.order", "dn.income.auto");
BOOST_AUTO_TEST_CASE(support_cards_are_dealt_opponent_first_and_he_plays_first) {
  auto s = Load({{"phase", "deal-support"}, {"dealer", 1}, {"active", 0}, {"turn", 0},
                 {"players", {Player(0, Json::array(), {Noble("JC", 2), Noble("QC", 2), Noble("KC", 3)}),
                              Player(0, Json::array(), {Noble("JD", 2), Noble("QD", 2), Noble("KD", 3)})}}});
  Strings support;
  for (const std::string& c : AllCards())
    if (!IsNobleName(c)) support.push_back(c);
  BOOST_TEST(Outcomes(*s) == Each("draw:", support, "1/40"), boost::test_tools::per_element());
  const Strings order = {"AC", "AD", "AH", "AS", "2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S"};
  for (size_t i = 0; i < order.size(); ++i) {
    if (i == 1) BOOST_TEST(Outcomes(*s) == Each("draw:", Strings(support.begin() + 1, support.end()), "1/39"));
    if (i == 11) BOOST_TEST(Outcomes(*s) == Each("draw:", Strings(support.begin() + 11, support.end()), "1/29"));
    s->ApplyActionText("draw:" + order[i]);
  }
  const Json st = St(*s);
  BOOST_TEST(st["players"][0]["hand"] == Cards({"AC", "AH", "2C", "2H", "3C", "3H"}));
  BOOST_TEST(st["players"][1]["hand"] == Cards({"AD", "AS", "2D", "2S", "3D", "3S"}));
  BOOST_TEST(st["turn"].get<int>() == 1);
  BOOST_TEST(st["active"].get<int>() == 0);
  BOOST_TEST(st["phase"] == "income");
  BOOST_TEST(Res(*s, 0) == 1);
  BOOST_TEST(Res(*s, 1) == 0);
}

// ---- turn order and Income ------------------------------------------------------------------------------

// Turns alternate and run Income, Reinforcements, Command, Dueling in order. p0 ends turn 5 with 2
// Resources; turn 6 is p1's: his automatic Resource 0 + 1 = 1 (p0 keeps 2). With 1 Resource he may buy
// one card (hire costs 5); with no cards he can only end Command; then he may duel with KD. Turn 7 is
// p0's: 2 + 1 = 3.
PEERAGE_ASSERTS_RULES(turns_alternate_through_the_four_phases, "dn.turn.order", "dn.income.auto");
BOOST_AUTO_TEST_CASE(turns_alternate_through_the_four_phases) {
  auto s = Load({{"phase", "dueling"},
                 {"players", {Player(2, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  s->ApplyActionText("end-turn");
  BOOST_TEST(St(*s)["turn"].get<int>() == 6);
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Res(*s, 1) == 1);
  BOOST_TEST(Res(*s, 0) == 2);
  BOOST_TEST(Legal(*s) == (Strings{"tax:KD", "end-income"}), boost::test_tools::per_element());
  s->ApplyActionText("end-income");
  BOOST_TEST(Legal(*s) == (Strings{"buy:1", "end-reinforcements"}), boost::test_tools::per_element());
  s->ApplyActionText("end-reinforcements");
  BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("end-command");
  BOOST_TEST(Legal(*s) == (Strings{"duel:KD>KC", "end-turn"}), boost::test_tools::per_element());
  s->ApplyActionText("end-turn");
  BOOST_TEST(St(*s)["turn"].get<int>() == 7);
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Res(*s, 0) == 3);
  BOOST_TEST(Res(*s, 1) == 1);
}

// "three Support cards of the same suit ... discard these cards which then earns that player three
// additional Resources". Hand 2H 5H 9H 4C: only Hearts make three. 1 + 3 = 4 Resources, hand 4C, the
// three Hearts in the common discard pile (face-up by default: the opponent sees them).
PEERAGE_ASSERTS_RULES(three_of_a_suit_earns_three_resources, "dn.income.triple", "dn.deck.discard-face-up");
BOOST_AUTO_TEST_CASE(three_of_a_suit_earns_three_resources) {
  auto s = Load({{"phase", "income"},
                 {"players", {Player(1, {"2H", "5H", "9H", "4C"}, Json::array({Noble("QC", 2)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"triple:H", "end-income"}), boost::test_tools::per_element());
  s->ApplyActionText("triple:H");
  for (const char* d : {"discard:2H", "discard:5H", "discard:9H"}) s->ApplyActionText(d);
  const Json st = St(*s);
  BOOST_TEST(Res(*s, 0) == 4);
  BOOST_TEST(st["players"][0]["hand"] == Cards({"4C"}));
  BOOST_TEST(st["discard"] == Cards({"2H", "5H", "9H"}));
  BOOST_TEST(st["phase"] == "income");
  BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
  BOOST_TEST(s->ObservationJson(1)["state"]["discard"] == Cards({"2H", "5H", "9H"}));
}

// King tax: "subtract one current Stamina point which earns the player one Resource ... never ... reduce
// one of his Noble's Stamina to zero". KC at 3 may be taxed (3 - 1 = 2, Resources 1 + 1 = 2); KD at 1 may
// not (1 - 1 = 0); the Queen has no Leadership. Once per King by default; under dn.king-tax=repeat KC
// goes again to 1 (Resources 3) and then stops (1 - 1 = 0).
PEERAGE_ASSERTS_READING(a_king_is_taxed_for_one_resource_never_down_to_zero, "dn.king-tax", "once-per-king", "repeat");
PEERAGE_ASSERTS_RULES(a_king_is_taxed_for_one_resource_never_down_to_zero, "dn.income.king-tax");
BOOST_AUTO_TEST_CASE(a_king_is_taxed_for_one_resource_never_down_to_zero) {
  const Json st = {{"phase", "income"},
                   {"players", {Player(1, Json::array(), {Noble("QH", 2), Noble("KC", 3), Noble("KD", 1)}),
                                Player(0, Json::array(), Json::array({Noble("KS", 3)}))}}};
  auto s = Load(st);
  BOOST_TEST(Legal(*s) == (Strings{"tax:KC", "end-income"}), boost::test_tools::per_element());
  s->ApplyActionText("tax:KC");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Res(*s, 0) == 2);
  BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
  auto r = Load(st, {{"dn.king-tax", "repeat"}});
  r->ApplyActionText("tax:KC");
  r->ApplyActionText("tax:KC");
  BOOST_TEST(Stamina(*r, "KC") == 1);
  BOOST_TEST(Res(*r, 0) == 3);
  BOOST_TEST(Legal(*r) == (Strings{"end-income"}), boost::test_tools::per_element());
}

// ---- Reinforcements --------------------------------------------------------------------------------------

// "At a cost of five Resources a player may draw the top card of the Noble stack": 6 - 5 = 1 Resource;
// the stack JH JS QS is shuffled, so each is drawn with 1/3. QS joins the Courtyard at table Stamina 2
// without a weapon; the stack keeps JH JS. With 1 Resource no second hire (and 1 < 5).
PEERAGE_ASSERTS_RULES(hiring_costs_five_and_draws_uniformly_from_the_noble_stack, "dn.reinforce.hire");
BOOST_AUTO_TEST_CASE(hiring_costs_five_and_draws_uniformly_from_the_noble_stack) {
  auto s = Load({{"phase", "reinforcements"}, {"noble_stack", Cards({"JH", "JS", "QS"})},
                 {"players", {Player(6, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), {Noble("JC", 2), Noble("JD", 2), Noble("QC", 2), Noble("QD", 2),
                                                        Noble("QH", 2), Noble("KD", 3), Noble("KH", 3), Noble("KS", 3)})}}});
  BOOST_TEST(Legal(*s) == (Strings{"hire", "buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
  s->ApplyActionText("hire");
  BOOST_TEST(Res(*s, 0) == 1);
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"JH", "JS", "QS"}, "1/3"), boost::test_tools::per_element());
  s->ApplyActionText("draw:QS");
  BOOST_TEST(St(*s)["players"][0]["courtyard"] == Json::array({Noble("QS", 2), Noble("KC", 3)}));
  BOOST_TEST(St(*s)["noble_stack"] == Cards({"JH", "JS"}));
  BOOST_TEST(Legal(*s) == (Strings{"buy:1", "end-reinforcements"}), boost::test_tools::per_element());
}

// "if there are no cards remaining in the Nobles stack, the player would not have the option": 7
// Resources (enough for 5) but all twelve Nobles are in the Courtyards: no hire.
PEERAGE_ASSERTS_RULES(no_hire_from_an_empty_noble_stack, "dn.deck.noble-stack-empty");
BOOST_AUTO_TEST_CASE(no_hire_from_an_empty_noble_stack) {
  auto s = Load({{"phase", "reinforcements"}, {"noble_stack", Json::array()},
                 {"players", {Player(7, Json::array(), {Noble("JC", 2), Noble("JH", 2), Noble("QC", 2), Noble("QH", 2),
                                                        Noble("KC", 3), Noble("KH", 3)}),
                              Player(0, Json::array(), {Noble("JD", 2), Noble("JS", 2), Noble("QD", 2), Noble("QS", 2),
                                                        Noble("KD", 3), Noble("KS", 3)})}}});
  BOOST_TEST(Legal(*s) == (Strings{"buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
}

// "buy up to three support cards ... puts the appropriate number of Resources back ... and draws the same
// number": one Resource each (default reading), 3 - 2 = 1. Stock 4C 7D 9S: first card 1/3 each, then
// 1/2 each of the two left. Only once a turn: afterwards only end-reinforcements.
PEERAGE_ASSERTS_READING(buying_support_cards_costs_one_each_and_draws_uniformly, "dn.support-price", "one-each");
PEERAGE_ASSERTS_RULES(buying_support_cards_costs_one_each_and_draws_uniformly, "dn.reinforce.buy");
BOOST_AUTO_TEST_CASE(buying_support_cards_costs_one_each_and_draws_uniformly) {
  auto s = Load({{"phase", "reinforcements"}, {"support_stock", Cards({"4C", "7D", "9S"})},
                 {"players", {Player(3, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
  s->ApplyActionText("buy:2");
  BOOST_TEST(Res(*s, 0) == 1);
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"4C", "7D", "9S"}, "1/3"), boost::test_tools::per_element());
  s->ApplyActionText("draw:7D");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"4C", "9S"}, "1/2"), boost::test_tools::per_element());
  s->ApplyActionText("draw:9S");
  BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"7D", "9S"}));
  BOOST_TEST(St(*s)["support_stock"] == Cards({"4C"}));
  BOOST_TEST(Legal(*s) == (Strings{"end-reinforcements"}), boost::test_tools::per_element());
}

// "if the Support card pile is depleted, the support card pile should be shuffled and turned over": p0
// buys 3 with a stock of one card (4C, 1/1) and a discard pile 2D 2H 8H. After 4C the pile becomes the
// stock: each CARD 1/3 (a 2 with 2/3, not 1/2 as a draw over ranks would give), then 1/2, then 1/1.
PEERAGE_ASSERTS_RULES(an_empty_stock_is_refilled_from_the_shuffled_discard_pile, "dn.deck.support-reshuffle");
BOOST_AUTO_TEST_CASE(an_empty_stock_is_refilled_from_the_shuffled_discard_pile) {
  Json h1 = Json::array();
  for (const std::string& c : AllCards())
    if (!IsNobleName(c) && c != "4C" && c != "2D" && c != "2H" && c != "8H") h1.push_back(c);
  auto s = Load({{"phase", "reinforcements"}, {"support_stock", Cards({"4C"})}, {"discard", Cards({"2D", "2H", "8H"})},
                 {"players", {Player(3, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(0, h1, Json::array({Noble("KD", 3)}))}}});
  s->ApplyActionText("buy:3");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:4C=1"}), boost::test_tools::per_element());
  s->ApplyActionText("draw:4C");
  BOOST_TEST(St(*s)["discard"] == Json::array());
  BOOST_TEST(St(*s)["support_stock"] == Cards({"2D", "2H", "8H"}));
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"2D", "2H", "8H"}, "1/3"), boost::test_tools::per_element());
  s->ApplyActionText("draw:8H");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"2D", "2H"}, "1/2"), boost::test_tools::per_element());
  s->ApplyActionText("draw:2H");
  BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"2H", "4C", "8H"}));
  BOOST_TEST(St(*s)["phase"] == "reinforcements");
  BOOST_TEST(Res(*s, 0) == 0);
}

// "At any time during the game, if the Support card pile is depleted": buying the last stock card (4C)
// rebuilds the stock from the pile (2D) at once by default, although no further draw is due; under
// dn.support-reshuffle=on-draw the pile waits for the next draw.
PEERAGE_ASSERTS_READING(the_stock_is_rebuilt_the_moment_it_runs_out, "dn.support-reshuffle", "immediate", "on-draw");
PEERAGE_ASSERTS_RULES(the_stock_is_rebuilt_the_moment_it_runs_out, "dn.deck.support-reshuffle");
BOOST_AUTO_TEST_CASE(the_stock_is_rebuilt_the_moment_it_runs_out) {
  Json h1 = Json::array();
  for (const std::string& c : AllCards())
    if (!IsNobleName(c) && c != "4C" && c != "2D") h1.push_back(c);
  const Json st = {{"phase", "reinforcements"}, {"support_stock", Cards({"4C"})}, {"discard", Cards({"2D"})},
                   {"players", {Player(1, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(0, h1, Json::array({Noble("KD", 3)}))}}};
  auto now = Load(st);
  now->ApplyActionText("buy:1");
  now->ApplyActionText("draw:4C");
  BOOST_TEST(St(*now)["support_stock"] == Cards({"2D"}));
  BOOST_TEST(St(*now)["discard"] == Json::array());
  auto later = Load(st, {{"dn.support-reshuffle", "on-draw"}});
  later->ApplyActionText("buy:1");
  later->ApplyActionText("draw:4C");
  BOOST_TEST(St(*later)["support_stock"] == Json::array());
  BOOST_TEST(St(*later)["discard"] == Cards({"2D"}));
}

// ---- Command -------------------------------------------------------------------------------------------

// Weapon: "any Support card ... of rank 2 or 3, on one of his Nobles ... only one new weapon card during
// his turn ... any particular Noble can only have ... one". Hand 2H 3D 5H (5H is no weapon; no Noble is
// wounded, so no Hearts; p1 has fewer Nobles, so no Diamonds), QC already armed (3S): weapons go on JC or
// KC. After 3D on JC, no second weapon this turn (2H on KC is not offered); 3D itself may still move.
PEERAGE_ASSERTS_RULES(one_rank_two_or_three_weapon_a_turn_on_an_unarmed_noble, "dn.command.weapon");
BOOST_AUTO_TEST_CASE(one_rank_two_or_three_weapon_a_turn_on_an_unarmed_noble) {
  auto s = Load({{"phase", "command"},
                 {"players", {Player(0, {"2H", "3D", "5H"}, {Noble("JC", 2), Noble("QC", 2, "3S"), Noble("KC", 3)}),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"weapon:2H>JC", "weapon:2H>KC", "weapon:3D>JC", "weapon:3D>KC", "move:QC>JC",
                                   "move:QC>KC", "end-command"}),
             boost::test_tools::per_element());
  s->ApplyActionText("weapon:3D>JC");
  BOOST_TEST(St(*s)["players"][0]["courtyard"][0] == Noble("JC", 2, "3D"));
  BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"2H", "5H"}));
  BOOST_TEST(Legal(*s) == (Strings{"move:JC>KC", "move:QC>KC", "end-command"}), boost::test_tools::per_element());
}

// "move a Weapon from one of his Nobles to another, as long as the receiving Noble does not already have
// a Weapon": JC (3H) and KC (2C) can only move to QC. KC>QC, then 3H may go JC>KC; each weapon moves once
// a turn (default reading), so afterwards no move is left.
PEERAGE_ASSERTS_READING(weapons_move_only_to_unarmed_nobles, "dn.weapon-moves", "each-once");
PEERAGE_ASSERTS_RULES(weapons_move_only_to_unarmed_nobles, "dn.command.move-weapon");
BOOST_AUTO_TEST_CASE(weapons_move_only_to_unarmed_nobles) {
  auto s = Load({{"phase", "command"},
                 {"players", {Player(0, Json::array(), {Noble("JC", 2, "3H"), Noble("QC", 2), Noble("KC", 3, "2C")}),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"move:JC>QC", "move:KC>QC", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("move:KC>QC");
  BOOST_TEST(St(*s)["players"][0]["courtyard"] ==
             Json::array({Noble("JC", 2, "3H"), Noble("QC", 2, "2C"), Noble("KC", 3)}));
  BOOST_TEST(Legal(*s) == (Strings{"move:JC>KC", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("move:JC>KC");
  BOOST_TEST(St(*s)["players"][0]["courtyard"] ==
             Json::array({Noble("JC", 2), Noble("QC", 2, "2C"), Noble("KC", 3, "3H")}));
  BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
}

// Hearts: "restore 1 Stamina point to any one Noble"; once per game. KC at 1 of 3 may be restored (QC is
// at her full 2: capped reading): 1 + 1 = 2. The Heart goes to the face-up discard pile (p1 sees 7H);
// 9H cannot be used for Hearts again although KC is still below 3.
PEERAGE_ASSERTS_READING(hearts_restores_one_stamina_once_a_game, "dn.hearts-cap", "capped");
PEERAGE_ASSERTS_RULES(hearts_restores_one_stamina_once_a_game, "dn.command.hearts", "dn.deck.discard-face-up");
BOOST_AUTO_TEST_CASE(hearts_restores_one_stamina_once_a_game) {
  auto s = Load({{"phase", "command"},
                 {"players", {Player(0, {"7H", "9H"}, {Noble("QC", 2), Noble("KC", 1)}),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"hearts:7H>KC", "hearts:9H>KC", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("hearts:7H>KC");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(St(*s)["players"][0]["abilities_used"] == Json::array({"hearts"}));
  BOOST_TEST(St(*s)["discard"] == Cards({"7H"}));
  BOOST_TEST(s->ObservationJson(1)["state"]["discard"] == Cards({"7H"}));
  BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
}

// Diamonds: "draw 3 additional support cards ... only ... if the opponent currently has more total Nobles".
// p0 has 1 Noble, p1 2: allowed. Stock 2S 5S 8S 10C: 1/4 each, then 1/3 each of the three left, then 1/2.
// With equal Courtyards (1 and 1) it is not offered.
PEERAGE_ASSERTS_RULES(diamonds_draws_three_when_the_opponent_has_more_nobles, "dn.command.diamonds");
BOOST_AUTO_TEST_CASE(diamonds_draws_three_when_the_opponent_has_more_nobles) {
  auto s = Load({{"phase", "command"}, {"support_stock", Cards({"2S", "5S", "8S", "10C"})},
                 {"players", {Player(0, {"4D"}, Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), {Noble("QD", 2), Noble("KD", 3)})}}});
  BOOST_TEST(Legal(*s) == (Strings{"diamonds:4D", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("diamonds:4D");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"2S", "5S", "8S", "10C"}, "1/4"), boost::test_tools::per_element());
  s->ApplyActionText("draw:5S");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"2S", "8S", "10C"}, "1/3"), boost::test_tools::per_element());
  s->ApplyActionText("draw:2S");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"8S", "10C"}, "1/2"), boost::test_tools::per_element());
  s->ApplyActionText("draw:10C");
  const Json st = St(*s);
  BOOST_TEST(st["phase"] == "command");
  BOOST_TEST(st["players"][0]["hand"] == Cards({"2S", "5S", "10C"}));
  BOOST_TEST(st["players"][0]["abilities_used"] == Json::array({"diamonds"}));
  BOOST_TEST(st["support_stock"] == Cards({"8S"}));
  auto even = Load({{"phase", "command"},
                    {"players", {Player(0, {"4D"}, Json::array({Noble("KC", 3)})),
                                 Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*even) == (Strings{"end-command"}), boost::test_tools::per_element());
}

// Diamonds with a short stock: 4D goes to the discard pile (9C already there) and its three draws begin:
// 5S (1/1) empties the stock, which is rebuilt from the pile 4D 9C (the played Diamond included): 1/2
// each, then 1/1. Hand 4D 5S 9C; stock and pile empty.
PEERAGE_ASSERTS_RULES(diamonds_draws_through_a_reshuffle, "dn.command.diamonds", "dn.deck.support-reshuffle");
BOOST_AUTO_TEST_CASE(diamonds_draws_through_a_reshuffle) {
  Json h1 = Json::array();
  for (const std::string& c : AllCards())
    if (!IsNobleName(c) && c != "4D" && c != "5S" && c != "9C") h1.push_back(c);
  auto s = Load({{"phase", "command"}, {"support_stock", Cards({"5S"})}, {"discard", Cards({"9C"})},
                 {"players", {Player(0, {"4D"}, Json::array({Noble("KC", 3)})),
                              Player(0, h1, {Noble("QD", 2), Noble("KD", 3)})}}});
  s->ApplyActionText("diamonds:4D");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:5S=1"}), boost::test_tools::per_element());
  s->ApplyActionText("draw:5S");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"4D", "9C"}, "1/2"), boost::test_tools::per_element());
  s->ApplyActionText("draw:9C");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:4D=1"}), boost::test_tools::per_element());
  s->ApplyActionText("draw:4D");
  BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"4D", "5S", "9C"}));
  BOOST_TEST(St(*s)["support_stock"] == Json::array());
  BOOST_TEST(St(*s)["discard"] == Json::array());
  BOOST_TEST(St(*s)["phase"] == "command");
}

// Clubs: "take any one card from the exposed Support discard pile and add it into his hand". Discard
// 6S 9D plus the played 2C (default: it may take itself). p0 takes 9D: hand 9D, pile 2C 6S; once a game.
PEERAGE_ASSERTS_READING(clubs_takes_one_card_from_the_discard_pile, "dn.clubs-self", "allowed");
PEERAGE_ASSERTS_RULES(clubs_takes_one_card_from_the_discard_pile, "dn.command.clubs");
BOOST_AUTO_TEST_CASE(clubs_takes_one_card_from_the_discard_pile) {
  auto s = Load({{"phase", "command"}, {"discard", Cards({"6S", "9D"})},
                 {"players", {Player(0, {"2C"}, Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"weapon:2C>KC", "clubs:2C", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("clubs:2C");
  BOOST_TEST(Legal(*s) == (Strings{"take:2C", "take:6S", "take:9D"}), boost::test_tools::per_element());
  s->ApplyActionText("take:9D");
  const Json st = St(*s);
  BOOST_TEST(st["players"][0]["hand"] == Cards({"9D"}));
  BOOST_TEST(st["discard"] == Cards({"2C", "6S"}));
  BOOST_TEST(st["phase"] == "command");
  BOOST_TEST(st["players"][0]["abilities_used"] == Json::array({"clubs"}));
  BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
}

// Spades: "immediately view all cards in his opponent's current hand": p1 holds 4D 7C; p0's view (in his
// own observation) is exactly 4D 7C, while the hand itself stays hidden (2 cards).
PEERAGE_ASSERTS_RULES(spades_shows_the_opponents_hand, "dn.command.spades");
BOOST_AUTO_TEST_CASE(spades_shows_the_opponents_hand) {
  auto s = Load({{"phase", "command"},
                 {"players", {Player(0, {"3S"}, Json::array({Noble("KC", 3)})),
                              Player(0, {"4D", "7C"}, Json::array({Noble("KD", 3)}))}}});
  BOOST_TEST(Legal(*s) == (Strings{"weapon:3S>KC", "spades:3S", "end-command"}), boost::test_tools::per_element());
  s->ApplyActionText("spades:3S");
  const Json obs = s->ObservationJson(0)["state"];
  BOOST_TEST(obs["players"][0]["spied_hand"] == Cards({"4D", "7C"}));
  BOOST_TEST(obs["players"][1]["hand"] == (Json{{"hidden", 2}}));
  BOOST_TEST(St(*s)["players"][0]["abilities_used"] == Json::array({"spades"}));
  BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
