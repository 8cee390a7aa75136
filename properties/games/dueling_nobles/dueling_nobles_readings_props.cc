// Dueling Nobles reading coverage (part 1: Income, Reinforcements, Command and the Support stock). Each
// test builds a small situation where an interpretation's readings matter and compares, under EVERY reading
// of it, the options offered (legal action texts, written out by hand) and the outcome with values derived
// by hand from shared/rulebooks/dueling-nobles.txt and the reading's description in dn_catalogue.cc
// (arithmetic in the comments). Catalogue claims about when the readings agree are checked over the whole
// (small) space they speak of.
// The dealer roll, the duel, the game end, the turn limit and the counters: dueling_nobles_readings2_props.cc.
// A one-Noble courtyard is Json::array({Noble(...)}): a braced list holding one Json is that Json itself
// under clang (an object, not an array of one).
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/catalogue.h"
#include "model/core/state.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace dn_test;
using Strings = std::vector<std::string>;

namespace {

// All Support cards except `except`, for a hand that holds the rest of the Support deck.
Json SupportExcept(const Strings& except) {
  Json out = Json::array();
  for (const std::string& c : AllCards()) {
    if (IsNobleName(c)) continue;
    bool skip = false;
    for (const std::string& e : except) skip = skip || e == c;
    if (!skip) out.push_back(c);
  }
  return out;
}


}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_readings)

// ---- dn.triples-per-turn -------------------------------------------------------------------------------

// "If a player has three Support cards of the same suit in his hand he may discard these cards which then
// earns that player three additional Resources". Hand 2H 5H 9H 3C 6C 8C 4S: a Clubs and a Hearts triple.
// Both readings offer triple:C and triple:H first. After the Hearts triple (1 + 3 = 4 Resources): repeat
// offers the Clubs triple as well (4 + 3 = 7 after it), once offers only end-income.
PEERAGE_ASSERTS_READING(a_second_three_of_a_suit_by_reading, "dn.triples-per-turn", "repeat", "once");
BOOST_AUTO_TEST_CASE(a_second_three_of_a_suit_by_reading) {
  const Json st = {{"phase", "income"},
                   {"players", {Player(1, {"2H", "5H", "9H", "3C", "6C", "8C", "4S"}, Json::array({Noble("QC", 2)})),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  for (const char* reading : {"repeat", "once"}) {
    auto s = Load(st, {{"dn.triples-per-turn", reading}});
    BOOST_TEST(Legal(*s) == (Strings{"triple:C", "triple:H", "end-income"}), boost::test_tools::per_element());
    s->ApplyActionText("triple:H");
    for (const char* d : {"discard:2H", "discard:5H", "discard:9H"}) s->ApplyActionText(d);
    BOOST_TEST(Res(*s, 0) == 4, reading);
    if (std::string(reading) == "once") {
      BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
    } else {
      BOOST_TEST(Legal(*s) == (Strings{"triple:C", "end-income"}), boost::test_tools::per_element());
      s->ApplyActionText("triple:C");
      for (const char* d : {"discard:3C", "discard:6C", "discard:8C"}) s->ApplyActionText(d);
      BOOST_TEST(Res(*s, 0) == 7);
      BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"4S"}));
      BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
    }
  }
}

// ---- dn.king-tax ---------------------------------------------------------------------------------------

// Catalogue claim ("repeat: a King may be taxed repeatedly down to 1 Stamina"; "a player may never ...
// reduce one of his Noble's Stamina to zero"), over every Stamina a King can have: 1, 2, 3 and (with
// dn.hearts-cap=uncapped, a King restored above his table 3) 4. Taxes possible, by hand:
//   Stamina  once-per-king  repeat
//      1          0           0      (1 - 1 = 0 is forbidden)
//      2          1           1      (the readings agree up to Stamina 2)
//      3          1           2
//      4          1           3
// each tax +1 Resource (from 1), the King ends at Stamina - taxes.
PEERAGE_ASSERTS_READING(king_taxes_by_stamina_and_reading, "dn.king-tax", "once-per-king", "repeat");
BOOST_AUTO_TEST_CASE(king_taxes_by_stamina_and_reading) {
  const std::map<std::string, std::vector<int>> expected = {{"once-per-king", {0, 1, 1, 1}},
                                                            {"repeat", {0, 1, 2, 3}}};
  for (const auto& [reading, taxes] : expected)
    for (int stamina = 1; stamina <= 4; ++stamina) {
      auto s = Load({{"phase", "income"},
                     {"players", {Player(1, Json::array(), Json::array({Noble("KC", stamina)})),
                                  Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}},
                    {{"dn.king-tax", reading}, {"dn.hearts-cap", "uncapped"}});
      int n = 0;
      while (s->IsLegal(*s->ParseAction("tax:KC"))) {
        s->ApplyActionText("tax:KC");
        ++n;
      }
      BOOST_TEST(n == taxes[stamina - 1], reading << " at Stamina " << stamina);
      BOOST_TEST(Stamina(*s, "KC") == stamina - n, reading);
      BOOST_TEST(Res(*s, 0) == 1 + n, reading);
      BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
    }
}

// ---- dn.support-price ----------------------------------------------------------------------------------

// "puts the appropriate number of Resources back into the center pile and draws the same number": one-each
// charges n for n cards, one-per-purchase charges 1 for 1 to 3 cards. Over Resources 0..4 and n = 1..3:
// buy:n is offered when Resources >= price, and leaves Resources - price; the readings agree on buy:1
// (price 1 both) and differ on buy:2 (2 / 1) and buy:3 (3 / 1). Then n draws follow, the first uniform
// over the 40 - 0 stock cards (nothing is in hands or piles here): 1/40 each.
PEERAGE_ASSERTS_READING(support_card_price_by_count_and_reading, "dn.support-price", "one-each", "one-per-purchase");
BOOST_AUTO_TEST_CASE(support_card_price_by_count_and_reading) {
  auto price = [](const std::string& reading, int n) { return reading == "one-each" ? n : 1; };
  for (const std::string reading : {"one-each", "one-per-purchase"})
    for (int r = 0; r <= 4; ++r) {
      const Json st = {{"phase", "reinforcements"},
                       {"players", {Player(r, Json::array(), Json::array({Noble("KC", 3)})),
                                    Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
      auto s = Load(st, {{"dn.support-price", reading}});
      Strings want;
      for (int n = 1; n <= 3; ++n)
        if (r >= price(reading, n)) want.push_back("buy:" + std::to_string(n));
      want.push_back("end-reinforcements");
      BOOST_TEST(Legal(*s) == want, boost::test_tools::per_element());
      for (int n = 1; n <= 3; ++n) {
        if (r < price(reading, n)) continue;
        auto b = Load(st, {{"dn.support-price", reading}});
        b->ApplyActionText("buy:" + std::to_string(n));
        BOOST_TEST(Res(*b, 0) == r - price(reading, n), reading << " r=" << r << " n=" << n);
        BOOST_TEST(St(*b)["draw"]["pending"].get<int>() == n);
        BOOST_TEST(Outcomes(*b).size() == 40u);
      }
    }
  // The hand-derived corner: 1 Resource buys three cards only per purchase.
  auto one = Load({{"phase", "reinforcements"},
                   {"players", {Player(1, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}},
                  {{"dn.support-price", "one-per-purchase"}});
  BOOST_TEST(Legal(*one) == (Strings{"buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
}

// ---- dn.hires-per-turn ---------------------------------------------------------------------------------

// "At a cost of five Resources a player may draw the top card of the Noble stack": 10 Resources, stack
// JH JS QS (the other nine Nobles in Courtyards). Both readings offer hire; 10 - 5 = 5 and JH is drawn (1/3).
// once: no second hire (5 Resources would pay for it): buy:1..3 and end. unlimited: hire again, 5 - 5 = 0,
// JS drawn with 1/2, then nothing left to pay for: only end-reinforcements.
PEERAGE_ASSERTS_READING(a_second_hire_by_reading, "dn.hires-per-turn", "once", "unlimited");
BOOST_AUTO_TEST_CASE(a_second_hire_by_reading) {
  const Json st = {{"phase", "reinforcements"}, {"noble_stack", Cards({"JH", "JS", "QS"})},
                   {"players", {Player(10, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(0, Json::array(), {Noble("JC", 2), Noble("JD", 2), Noble("QC", 2), Noble("QD", 2),
                                                          Noble("QH", 2), Noble("KD", 3), Noble("KH", 3), Noble("KS", 3)})}}};
  for (const char* reading : {"once", "unlimited"}) {
    auto s = Load(st, {{"dn.hires-per-turn", reading}});
    BOOST_TEST(Legal(*s) == (Strings{"hire", "buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
    s->ApplyActionText("hire");
    BOOST_TEST(Outcomes(*s) == Each("draw:", {"JH", "JS", "QS"}, "1/3"), boost::test_tools::per_element());
    s->ApplyActionText("draw:JH");
    BOOST_TEST(Res(*s, 0) == 5, reading);
    if (std::string(reading) == "once") {
      BOOST_TEST(Legal(*s) == (Strings{"buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
    } else {
      BOOST_TEST(Legal(*s) == (Strings{"hire", "buy:1", "buy:2", "buy:3", "end-reinforcements"}),
                 boost::test_tools::per_element());
      s->ApplyActionText("hire");
      BOOST_TEST(Outcomes(*s) == Each("draw:", {"JS", "QS"}, "1/2"), boost::test_tools::per_element());
      s->ApplyActionText("draw:JS");
      BOOST_TEST(Res(*s, 0) == 0);
      BOOST_TEST(St(*s)["players"][0]["courtyard"] == Json::array({Noble("JH", 2), Noble("JS", 2), Noble("KC", 3)}));
      BOOST_TEST(Legal(*s) == (Strings{"end-reinforcements"}), boost::test_tools::per_element());
    }
  }
}

// ---- dn.support-exhausted ------------------------------------------------------------------------------

// A purchase that runs out: the stock holds only 4C and the discard pile is empty (every other Support card
// in hands). p0 (3 Resources) buys 3 at one each: 3 - 3 = 0, draws 4C (1/1); the two remaining draws cannot
// happen (a silent finding). skip: Resources stay 0. refund: the two undrawn cards' price comes back,
// 0 + 2 = 2. Under one-per-purchase with nothing drawable at all (stock and pile empty before the buy):
// 3 - 1 = 2 paid; skip keeps 2, refund gives the 1 back: 3.
// A Diamonds draw is not bought: p0 (1 Noble against 2) plays 4D; it is discarded, the empty stock takes
// the pile (4D) and 4D is drawn back; the other two draws fail. Nothing was paid, so both readings leave
// p0's 3 Resources alone.
PEERAGE_ASSERTS_READING(exhausted_draws_refund_only_bought_cards_by_reading, "dn.support-exhausted", "skip", "refund");
BOOST_AUTO_TEST_CASE(exhausted_draws_refund_only_bought_cards_by_reading) {
  const Json hands = SupportExcept({"4C"});
  Json h0 = Json::array(), h1 = Json::array();
  for (size_t i = 0; i < hands.size(); ++i) (i % 2 ? h1 : h0).push_back(hands[i]);
  const Json partial = {{"phase", "reinforcements"}, {"support_stock", Cards({"4C"})}, {"discard", Json::array()},
                        {"players", {Player(3, h0, Json::array({Noble("KC", 3)})),
                                     Player(0, h1, Json::array({Noble("KD", 3)}))}}};
  for (const std::string reading : {"skip", "refund"}) {
    auto s = Load(partial, {{"dn.support-exhausted", reading}});
    s->ApplyActionText("buy:3");
    BOOST_TEST(Res(*s, 0) == 0);
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:4C=1"}), boost::test_tools::per_element());
    s->ApplyActionText("draw:4C");
    BOOST_TEST(St(*s)["phase"] == "reinforcements", reading);
    BOOST_TEST(Res(*s, 0) == (reading == "skip" ? 0 : 2), reading);
    BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
    BOOST_TEST(Kind(s->Findings()[0]) == "silent");
    BOOST_TEST(s->Findings()[0].interpretation == "dn.support-exhausted=" + reading);
  }
  // Nothing drawable at all, one-per-purchase.
  const Json all = SupportExcept({});
  Json a0 = Json::array(), a1 = Json::array();
  for (size_t i = 0; i < all.size(); ++i) (i % 2 ? a1 : a0).push_back(all[i]);
  for (const std::string reading : {"skip", "refund"}) {
    auto s = Load({{"phase", "reinforcements"}, {"support_stock", Json::array()}, {"discard", Json::array()},
                   {"players", {Player(3, a0, Json::array({Noble("KC", 3)})), Player(0, a1, Json::array({Noble("KD", 3)}))}}},
                  {{"dn.support-exhausted", reading}, {"dn.support-price", "one-per-purchase"}});
    s->ApplyActionText("buy:3");
    BOOST_TEST(St(*s)["phase"] == "reinforcements");
    BOOST_TEST(Res(*s, 0) == (reading == "skip" ? 2 : 3), reading);
  }
  // Diamonds: not a purchase.
  const Json rest = SupportExcept({"4D"});
  Json d0 = Json::array({"4D"}), d1 = Json::array();
  for (size_t i = 0; i < rest.size(); ++i) (i % 2 ? d1 : d0).push_back(rest[i]);
  for (const std::string reading : {"skip", "refund"}) {
    auto s = Load({{"phase", "command"}, {"support_stock", Json::array()}, {"discard", Json::array()},
                   {"players", {Player(3, d0, Json::array({Noble("KC", 3)})),
                                Player(0, d1, {Noble("QD", 2), Noble("KD", 3)})}}},
                  {{"dn.support-exhausted", reading}});
    s->ApplyActionText("diamonds:4D");
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:4D=1"}), boost::test_tools::per_element());
    s->ApplyActionText("draw:4D");
    BOOST_TEST(St(*s)["phase"] == "command", reading);
    BOOST_TEST(Res(*s, 0) == 3, reading);
    BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
    BOOST_TEST(Kind(s->Findings()[0]) == "silent");
  }
}

// ---- dn.support-reshuffle ------------------------------------------------------------------------------

// Reinforcements, p0 to buy: the Support stock holds only 4C and the discard pile 2D; p0 has 1 Resource and
// the hand 5C, p1 every other Support card.
static Json OneCardInStock() {
  return {{"phase", "reinforcements"}, {"support_stock", Cards({"4C"})}, {"discard", Cards({"2D"})},
          {"players", {Player(1, {"5C"}, Json::array({Noble("KC", 3)})),
                       Player(0, SupportExcept({"4C", "2D", "5C"}), Json::array({Noble("KD", 3)}))}}};
}

// "At any time during the game, if the Support card pile is depleted": stock 4C, pile 2D, p0 (1 Resource,
// hand 5C) buys one card and draws 4C (1/1). immediate: the stock is rebuilt at once (stock 2D, pile empty);
// on-draw: it waits (stock empty, pile 2D). In Command p0 plays Clubs (5C goes to the pile; the card may
// take itself, the default of dn.clubs-self): immediate offers take:5C only, on-draw take:2D and take:5C,
// the 2D still lying face up. A buy of two draws through the pile under both readings: 4C (1/1), then 2D
// (1/1), the same cards in the same order.
PEERAGE_ASSERTS_READING(the_empty_stock_waits_for_a_draw_by_reading, "dn.support-reshuffle", "immediate", "on-draw");
BOOST_AUTO_TEST_CASE(the_empty_stock_waits_for_a_draw_by_reading) {
  const Json st = OneCardInStock();
  for (const std::string reading : {"immediate", "on-draw"}) {
    auto s = Load(st, {{"dn.support-reshuffle", reading}});
    s->ApplyActionText("buy:1");
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:4C=1"}), boost::test_tools::per_element());
    s->ApplyActionText("draw:4C");
    const bool now = reading == "immediate";
    BOOST_TEST(St(*s)["support_stock"] == (now ? Cards({"2D"}) : Json::array()), reading);
    BOOST_TEST(St(*s)["discard"] == (now ? Json::array() : Cards({"2D"})), reading);
    s->ApplyActionText("end-reinforcements");
    BOOST_TEST(Legal(*s) == (Strings{"clubs:4C", "clubs:5C", "end-command"}), boost::test_tools::per_element());
    s->ApplyActionText("clubs:5C");
    BOOST_TEST(Legal(*s) == (now ? Strings{"take:5C"} : Strings{"take:2D", "take:5C"}), boost::test_tools::per_element());
    auto two = Load(st, {{"dn.support-reshuffle", reading}, {"dn.support-price", "one-per-purchase"}});
    two->ApplyActionText("buy:2");
    BOOST_TEST(Outcomes(*two) == (Strings{"draw:4C=1"}), boost::test_tools::per_element());
    two->ApplyActionText("draw:4C");
    BOOST_TEST(Outcomes(*two) == (Strings{"draw:2D=1"}), boost::test_tools::per_element());
    two->ApplyActionText("draw:2D");
    BOOST_TEST(St(*two)["players"][0]["hand"] == Cards({"2D", "4C", "5C"}));
  }
}

// The same draw told while explaining (State::StepParts): p0 buys one card and draws 4C, which empties the
// stock with one card (2D) in the pile: shuffled into a new stock at once (immediate), or left until a card
// must be drawn (on-draw). The next action (the stock already empty under on-draw) tells nothing more.
BOOST_AUTO_TEST_CASE(the_emptied_stock_is_told_by_reading) {
  const Json st = OneCardInStock();
  for (const std::string reading : {"immediate", "on-draw"}) {
    auto s = Load(st, {{"dn.support-reshuffle", reading}});
    s->SetExplaining(true);
    s->ApplyActionText("buy:1");
    s->ApplyActionText("draw:4C");
    BOOST_TEST(s->StepParts() ==
                   (Strings{reading == "immediate"
                                ? "the Support stock is empty, so the card of the discard pile is shuffled into a new "
                                  "Support stock at once"
                                : "the Support stock is empty; the card of the discard pile stays there until a card must "
                                  "be drawn"}),
               boost::test_tools::per_element());
    s->ApplyActionText("end-reinforcements");
    BOOST_TEST(s->StepParts().empty(), reading);
  }
}

// ---- dn.weapon-moves -----------------------------------------------------------------------------------

// "A player may move as many weapons as needed": KC holds 2C, QC none. Both readings offer move:KC>QC.
// each-once: 2C has moved, nothing else may move: end-command only, no finding. unlimited: 2C may go back
// (move:QC>KC), which repeats the arrangement: one livelock finding; moving it again (KC>QC) repeats an
// arrangement again but the finding is reported once a phase.
PEERAGE_ASSERTS_READING(a_weapon_moved_twice_by_reading, "dn.weapon-moves", "each-once", "unlimited");
BOOST_AUTO_TEST_CASE(a_weapon_moved_twice_by_reading) {
  const Json st = {{"phase", "command"},
                   {"players", {Player(0, Json::array(), {Noble("QC", 2), Noble("KC", 3, "2C")}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  auto once = Load(st, {{"dn.weapon-moves", "each-once"}});
  BOOST_TEST(Legal(*once) == (Strings{"move:KC>QC", "end-command"}), boost::test_tools::per_element());
  once->ApplyActionText("move:KC>QC");
  BOOST_TEST(Legal(*once) == (Strings{"end-command"}), boost::test_tools::per_element());
  BOOST_TEST(once->Findings().empty());
  auto loop = Load(st, {{"dn.weapon-moves", "unlimited"}});
  BOOST_TEST(Legal(*loop) == (Strings{"move:KC>QC", "end-command"}), boost::test_tools::per_element());
  loop->ApplyActionText("move:KC>QC");
  BOOST_TEST(St(*loop)["players"][0]["courtyard"] == Json::array({Noble("QC", 2, "2C"), Noble("KC", 3)}));
  BOOST_TEST(loop->Findings().empty());
  BOOST_TEST(Legal(*loop) == (Strings{"move:QC>KC", "end-command"}), boost::test_tools::per_element());
  loop->ApplyActionText("move:QC>KC");
  BOOST_REQUIRE_EQUAL(loop->Findings().size(), 1u);
  BOOST_TEST(Kind(loop->Findings()[0]) == "livelock");
  BOOST_TEST(loop->Findings()[0].interpretation == "dn.weapon-moves=unlimited");
  BOOST_TEST(Legal(*loop) == (Strings{"move:KC>QC", "end-command"}), boost::test_tools::per_element());
  loop->ApplyActionText("move:KC>QC");
  BOOST_TEST(loop->Findings().size() == 1u);
}

// ---- dn.hearts-cap -------------------------------------------------------------------------------------

// "restore 1 Stamina point to any one Noble": QC at 1 of her 2, KC at his full 3, hand 7H.
// capped: only QC (below her table Stamina) may be restored: 1 + 1 = 2. uncapped: KC may be raised too:
// 3 + 1 = 4. With every Noble at full Stamina (QC 2, KC 3), capped offers no Hearts at all, uncapped offers
// both (QC 2 + 1 = 3).
PEERAGE_ASSERTS_READING(hearts_above_the_table_stamina_by_reading, "dn.hearts-cap", "capped", "uncapped");
BOOST_AUTO_TEST_CASE(hearts_above_the_table_stamina_by_reading) {
  auto state = [](int qc) {
    return Json{{"phase", "command"},
                {"players", {Player(0, {"7H"}, {Noble("QC", qc), Noble("KC", 3)}),
                             Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  };
  auto capped = Load(state(1), {{"dn.hearts-cap", "capped"}});
  BOOST_TEST(Legal(*capped) == (Strings{"hearts:7H>QC", "end-command"}), boost::test_tools::per_element());
  capped->ApplyActionText("hearts:7H>QC");
  BOOST_TEST(Stamina(*capped, "QC") == 2);
  auto uncapped = Load(state(1), {{"dn.hearts-cap", "uncapped"}});
  BOOST_TEST(Legal(*uncapped) == (Strings{"hearts:7H>QC", "hearts:7H>KC", "end-command"}), boost::test_tools::per_element());
  uncapped->ApplyActionText("hearts:7H>KC");
  BOOST_TEST(Stamina(*uncapped, "KC") == 4);
  BOOST_TEST(Stamina(*uncapped, "QC") == 1);
  auto full_capped = Load(state(2), {{"dn.hearts-cap", "capped"}});
  BOOST_TEST(Legal(*full_capped) == (Strings{"end-command"}), boost::test_tools::per_element());
  auto full_uncapped = Load(state(2), {{"dn.hearts-cap", "uncapped"}});
  BOOST_TEST(Legal(*full_uncapped) == (Strings{"hearts:7H>QC", "hearts:7H>KC", "end-command"}),
             boost::test_tools::per_element());
  full_uncapped->ApplyActionText("hearts:7H>QC");
  BOOST_TEST(Stamina(*full_uncapped, "QC") == 3);
}

// ---- dn.clubs-self and dn.triple-discard-face ----------------------------------------------------------

// "After the card is played, it is added to the discard pile and the special effects are applied": hand 2C,
// KC unarmed (2C could also be a weapon). Empty pile: allowed offers clubs:2C, whose only take is 2C itself
// (hand 2C again, pile empty, Clubs used); excluded has nothing else to take, so no Clubs at all. Pile 9D:
// allowed takes 2C or 9D, excluded 9D only.
PEERAGE_ASSERTS_READING(clubs_taking_itself_by_reading, "dn.clubs-self", "allowed", "excluded");
BOOST_AUTO_TEST_CASE(clubs_taking_itself_by_reading) {
  auto state = [](Json discard) {
    return Json{{"phase", "command"}, {"discard", std::move(discard)},
                {"players", {Player(0, {"2C"}, Json::array({Noble("KC", 3)})),
                             Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  };
  auto allowed = Load(state(Json::array()), {{"dn.clubs-self", "allowed"}});
  BOOST_TEST(Legal(*allowed) == (Strings{"weapon:2C>KC", "clubs:2C", "end-command"}), boost::test_tools::per_element());
  allowed->ApplyActionText("clubs:2C");
  BOOST_TEST(Legal(*allowed) == (Strings{"take:2C"}), boost::test_tools::per_element());
  allowed->ApplyActionText("take:2C");
  BOOST_TEST(St(*allowed)["players"][0]["hand"] == Cards({"2C"}));
  BOOST_TEST(St(*allowed)["discard"] == Json::array());
  BOOST_TEST(St(*allowed)["players"][0]["abilities_used"] == Json::array({"clubs"}));
  auto excluded = Load(state(Json::array()), {{"dn.clubs-self", "excluded"}});
  BOOST_TEST(Legal(*excluded) == (Strings{"weapon:2C>KC", "end-command"}), boost::test_tools::per_element());
  for (const char* reading : {"allowed", "excluded"}) {
    auto s = Load(state(Cards({"9D"})), {{"dn.clubs-self", reading}});
    BOOST_TEST(Legal(*s) == (Strings{"weapon:2C>KC", "clubs:2C", "end-command"}), boost::test_tools::per_element());
    s->ApplyActionText("clubs:2C");
    BOOST_TEST(Legal(*s) == (std::string(reading) == "allowed" ? Strings{"take:2C", "take:9D"} : Strings{"take:9D"}),
               boost::test_tools::per_element());
  }
}

// "The three discarded Support cards are placed face-down in a common Support card discard pile" against
// Clubs' "exposed Support discard pile". p0's triple 4H 5H 6H and a 9S lie in the pile; p0 plays 2C.
// face-up: everything may be taken (2C itself by dn.clubs-self=allowed, 4H 5H 6H 9S) and p1 sees all five;
// face-down: 2C and 9S only, and p1 sees the triple as three Hearts by suit (C, D, H, S = 0, 0, 3, 0), the
// pile as 2C 9S. With only the triple in the pile and dn.clubs-self=excluded, face-down leaves Clubs nothing
// to take, so Clubs is not offered; face-up offers it (4H, 5H or 6H).
PEERAGE_ASSERTS_READING(clubs_and_three_of_a_suit_discards_by_reading, "dn.triple-discard-face", "face-up", "face-down");
BOOST_AUTO_TEST_CASE(clubs_and_three_of_a_suit_discards_by_reading) {
  auto state = [](Json discard) {
    return Json{{"phase", "command"}, {"discard", std::move(discard)},
                {"triple_discards", {{"4H", "5H", "6H"}, Json::array()}},
                {"players", {Player(0, {"2C"}, Json::array({Noble("KC", 3)})),
                             Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  };
  auto up = Load(state(Cards({"4H", "5H", "6H", "9S"})), {{"dn.triple-discard-face", "face-up"}});
  up->ApplyActionText("clubs:2C");
  BOOST_TEST(Legal(*up) == (Strings{"take:2C", "take:4H", "take:5H", "take:6H", "take:9S"}), boost::test_tools::per_element());
  BOOST_TEST(up->ObservationJson(1)["state"]["discard"] == Cards({"2C", "4H", "5H", "6H", "9S"}));
  BOOST_TEST(up->ObservationJson(1)["state"]["triple_discards"][0] == Cards({"4H", "5H", "6H"}));
  up->ApplyActionText("take:5H");
  BOOST_TEST(St(*up)["players"][0]["hand"] == Cards({"5H"}));
  BOOST_TEST(St(*up)["triple_discards"][0] == Cards({"4H", "6H"}));
  auto down = Load(state(Cards({"4H", "5H", "6H", "9S"})), {{"dn.triple-discard-face", "face-down"}});
  down->ApplyActionText("clubs:2C");
  BOOST_TEST(Legal(*down) == (Strings{"take:2C", "take:9S"}), boost::test_tools::per_element());
  const Json obs = down->ObservationJson(1)["state"];
  BOOST_TEST(obs["discard"] == Cards({"2C", "9S"}));
  BOOST_TEST(obs["triple_discards"][0] == (Json{{"hidden_by_suit", {0, 0, 3, 0}}}));
  BOOST_TEST(down->ObservationJson(0)["state"]["triple_discards"][0] == Cards({"4H", "5H", "6H"}));  // his own
  for (const char* face : {"face-up", "face-down"}) {
    auto s = Load(state(Cards({"4H", "5H", "6H"})), {{"dn.triple-discard-face", face}, {"dn.clubs-self", "excluded"}});
    const bool shown = std::string(face) == "face-up";
    BOOST_TEST(Legal(*s) == (shown ? Strings{"weapon:2C>KC", "clubs:2C", "end-command"}
                                   : Strings{"weapon:2C>KC", "end-command"}),
               boost::test_tools::per_element());
    if (shown) {
      s->ApplyActionText("clubs:2C");
      BOOST_TEST(Legal(*s) == (Strings{"take:4H", "take:5H", "take:6H"}), boost::test_tools::per_element());
    }
  }
}

// ---- dn.command-order ----------------------------------------------------------------------------------

// "The last action a player may take during the Command phase ... is the play of Suit Abilities": hand 2C 7H,
// JC armed (3S), KC unarmed at 2 of 3. Every reading first offers weapon:2C>KC, move:JC>KC, hearts:7H>KC
// (JC is at his full 2), clubs:2C (it may take itself) and end-command.
// After Hearts (KC 2 + 1 = 3): free still offers the weapon and the move; listed and suit-abilities-last only
// further suit abilities (clubs:2C): nothing follows a Suit Ability but another.
// After the move (3S to KC): free and suit-abilities-last still offer a new weapon (2C on the now unarmed JC:
// the text orders nothing between weapons and moves); listed does not (no going back to weapons); Hearts and
// Clubs remain under all three.
// After the weapon (2C on KC): both Nobles are armed, so no move is left, and the 2C is spent (no Clubs): every
// reading offers Hearts and end-command.
PEERAGE_ASSERTS_READING(command_steps_out_of_order_by_reading, "dn.command-order", "free", "listed",
                        "suit-abilities-last");
BOOST_AUTO_TEST_CASE(command_steps_out_of_order_by_reading) {
  const Json st = {{"phase", "command"},
                   {"players", {Player(0, {"2C", "7H"}, {Noble("JC", 2, "3S"), Noble("KC", 2)}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  const Strings first{"weapon:2C>KC", "move:JC>KC", "hearts:7H>KC", "clubs:2C", "end-command"};
  for (const std::string reading : {"free", "listed", "suit-abilities-last"}) {
    const bool free = reading == "free", listed = reading == "listed";
    auto a = Load(st, {{"dn.command-order", reading}});
    BOOST_TEST(Legal(*a) == first, boost::test_tools::per_element());
    a->ApplyActionText("hearts:7H>KC");
    BOOST_TEST(Stamina(*a, "KC") == 3);
    BOOST_TEST(Legal(*a) == (free ? Strings{"weapon:2C>KC", "move:JC>KC", "clubs:2C", "end-command"}
                                  : Strings{"clubs:2C", "end-command"}),
               boost::test_tools::per_element());
    auto b = Load(st, {{"dn.command-order", reading}});
    b->ApplyActionText("move:JC>KC");
    BOOST_TEST(Legal(*b) == (!listed ? Strings{"weapon:2C>JC", "hearts:7H>KC", "clubs:2C", "end-command"}
                                     : Strings{"hearts:7H>KC", "clubs:2C", "end-command"}),
               boost::test_tools::per_element());
    // The weapon first: everything else may follow it under every reading.
    auto c = Load(st, {{"dn.command-order", reading}});
    c->ApplyActionText("weapon:2C>KC");
    BOOST_TEST(Legal(*c) == (Strings{"hearts:7H>KC", "end-command"}), boost::test_tools::per_element());
  }
}

// ---- dn.diamonds-count ---------------------------------------------------------------------------------

// "this action may only be taken if the opponent currently has more total Nobles in his Courtyard than the
// player". p1 ends his turn; p0's turn starts with 1 Noble (KC) against p1's 2 (QD KD) and 4 + 1 = 5
// Resources. p0 hires (5 - 5 = 0) and draws JC: 2 against 2 in Command. when-played: not more now, so no
// Diamonds; start-of-turn: 1 < 2 at the start of the turn, so diamonds:4D is offered. Without the hire
// (1 against 2 throughout) both offer it.
PEERAGE_ASSERTS_READING(diamonds_after_a_hire_by_reading, "dn.diamonds-count", "when-played", "start-of-turn");
BOOST_AUTO_TEST_CASE(diamonds_after_a_hire_by_reading) {
  const Json st = {{"phase", "dueling"}, {"active", 1},
                   {"players", {Player(4, {"4D"}, Json::array({Noble("KC", 3)})),
                                Player(0, Json::array(), {Noble("QD", 2), Noble("KD", 3)})}}};
  for (const std::string reading : {"when-played", "start-of-turn"}) {
    for (bool hire : {true, false}) {
      auto s = Load(st, {{"dn.diamonds-count", reading}});
      s->ApplyActionText("end-turn");
      BOOST_TEST(St(*s)["active"].get<int>() == 0);
      BOOST_TEST(Res(*s, 0) == 5);
      BOOST_TEST(St(*s)["turn_state"]["start_nobles"] == Json::array({1, 2}));
      s->ApplyActionText("end-income");
      if (hire) {
        s->ApplyActionText("hire");
        s->ApplyActionText("draw:JC");
        BOOST_TEST(Res(*s, 0) == 0);
      }
      s->ApplyActionText("end-reinforcements");
      const bool offered = !hire || reading == "start-of-turn";
      BOOST_TEST(Legal(*s) == (offered ? Strings{"diamonds:4D", "end-command"} : Strings{"end-command"}),
                 boost::test_tools::per_element());
    }
  }
}

// ---- dn.spades-knowledge -------------------------------------------------------------------------------

// "immediately view all cards in his opponent's current hand": p1 holds 2D 7C; p0 plays 3S and sees 2D 7C
// (under both readings, still within his turn in the Dueling phase). p0 ends his turn: glimpse forgets the
// hand (spied_hand null), snapshot keeps 2D 7C. p1 then plays 2D as a weapon (hand 7C): snapshot still
// shows 2D 7C, the hand as it was when seen.
PEERAGE_ASSERTS_READING(spades_view_after_the_turn_by_reading, "dn.spades-knowledge", "snapshot", "glimpse");
BOOST_AUTO_TEST_CASE(spades_view_after_the_turn_by_reading) {
  const Json st = {{"phase", "command"},
                   {"players", {Player(0, {"3S"}, Json::array({Noble("KC", 3)})),
                                Player(0, {"2D", "7C"}, Json::array({Noble("KD", 3)}))}}};
  for (const std::string reading : {"snapshot", "glimpse"}) {
    auto s = Load(st, {{"dn.spades-knowledge", reading}});
    s->ApplyActionText("spades:3S");
    BOOST_TEST(s->ObservationJson(0)["state"]["players"][0]["spied_hand"] == Cards({"2D", "7C"}));
    s->ApplyActionText("end-command");
    BOOST_TEST(s->ObservationJson(0)["state"]["players"][0]["spied_hand"] == Cards({"2D", "7C"}));
    s->ApplyActionText("end-turn");
    BOOST_TEST(St(*s)["active"].get<int>() == 1);
    const Json seen = s->ObservationJson(0)["state"]["players"][0]["spied_hand"];
    BOOST_TEST(seen == (reading == "snapshot" ? Cards({"2D", "7C"}) : Json(nullptr)), reading);
    BOOST_TEST(St(*s)["players"][0]["abilities_used"] == Json::array({"spades"}));
    for (const char* a : {"end-income", "end-reinforcements", "weapon:2D>KD"}) s->ApplyActionText(a);
    BOOST_TEST(St(*s)["players"][1]["hand"] == Cards({"7C"}));
    BOOST_TEST(s->ObservationJson(0)["state"]["players"][0]["spied_hand"] ==
               (reading == "snapshot" ? Cards({"2D", "7C"}) : Json(nullptr)), reading);
  }
}

BOOST_AUTO_TEST_SUITE_END()
