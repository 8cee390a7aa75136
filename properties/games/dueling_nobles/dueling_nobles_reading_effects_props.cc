// Dueling Nobles readings, whole effect (issue 40 item 4): consequences a reading's catalogue description
// names that the per-reading tests (dueling_nobles_readings*_props.cc) left unasserted. Each test compares
// EVERY reading of its interpretation on one hand-built situation; expectations are derived by hand from
// shared/rulebooks/dueling-nobles.txt and dn_catalogue.cc, arithmetic in the comments.
//   dn.king-tax      "each King at most once per turn": with two Kings, each is taxed once (not one tax a turn).
//   dn.token-supply  24-counters caps every gain it names: the King's tax and the duel winner's Resource too.
//   dn.weapon-moves  each-once with two weapons (each moves once); unlimited: ANY repeated arrangement, not only
//                    the starting one, records the livelock finding.
//   dn.support-exhausted refund under dn.support-price=one-per-purchase when part of a purchase was drawn.
#include <string>
#include <utility>
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

// Every Support card but those in `except`, dealt alternately to two hands.
std::pair<Json, Json> HandsOfTheRest(const Strings& except) {
  Json h0 = Json::array(), h1 = Json::array();
  int i = 0;
  for (const std::string& c : AllCards()) {
    bool skip = IsNobleName(c);
    for (const std::string& e : except) skip = skip || e == c;
    if (!skip) (i++ % 2 ? h1 : h0).push_back(c);
  }
  return {h0, h1};
}
}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_reading_effects)

// ---- dn.king-tax with two Kings ------------------------------------------------------------------------

// "He may opt to do this for each King Noble": p0 holds KC and KS at their full 3, 1 Resource. Both
// readings first offer tax:KC, tax:KS, end-income. After tax:KC (KC 3 - 1 = 2, 1 + 1 = 2 Resources):
//   once-per-king: KC is spent, KS is not: tax:KS, end-income. After tax:KS (KS 2, 3 Resources): end-income.
//   repeat: KC (2 >= 2) may go again: tax:KC, tax:KS, end-income. Taxing until nothing is offered: each King
//   down to 1 (2 taxes each), 1 + 2 + 2 = 5 Resources.
PEERAGE_ASSERTS_READING(two_kings_are_taxed_each_by_reading, "dn.king-tax", "once-per-king", "repeat");
BOOST_AUTO_TEST_CASE(two_kings_are_taxed_each_by_reading) {
  const Json st = {{"phase", "income"},
                   {"players", {Player(1, Json::array(), {Noble("KC", 3), Noble("KS", 3)}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  for (const std::string reading : {"once-per-king", "repeat"}) {
    auto s = Load(st, {{"dn.king-tax", reading}});
    BOOST_TEST(Legal(*s) == (Strings{"tax:KC", "tax:KS", "end-income"}), boost::test_tools::per_element());
    s->ApplyActionText("tax:KC");
    BOOST_TEST(Stamina(*s, "KC") == 2, reading);
    BOOST_TEST(Res(*s, 0) == 2, reading);
    if (reading == "once-per-king") {
      BOOST_TEST(Legal(*s) == (Strings{"tax:KS", "end-income"}), boost::test_tools::per_element());
      s->ApplyActionText("tax:KS");
      BOOST_TEST(Stamina(*s, "KS") == 2);
      BOOST_TEST(Res(*s, 0) == 3);
      BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
    } else {
      BOOST_TEST(Legal(*s) == (Strings{"tax:KC", "tax:KS", "end-income"}), boost::test_tools::per_element());
      for (const char* a : {"tax:KC", "tax:KS", "tax:KS"}) s->ApplyActionText(a);
      BOOST_TEST(Stamina(*s, "KC") == 1);
      BOOST_TEST(Stamina(*s, "KS") == 1);
      BOOST_TEST(Res(*s, 0) == 5);
      BOOST_TEST(Legal(*s) == (Strings{"end-income"}), boost::test_tools::per_element());
    }
  }
}

// ---- dn.token-supply: every gain it names --------------------------------------------------------------

// 24-counters names dn.income.king-tax and dn.duel.winner-resource beside the triple and the automatic
// Resource. The pile holds 24 minus both treasuries.
// King's tax: p0 11, p1 13 (24 held, pile 0); tax:KC costs KC 3 - 1 = 2 under both readings (the Stamina
// is paid). unlimited: 11 + 1 = 12, no finding. 24-counters: the pile has 0, so p0 stays at 11 with a
// silent finding naming dn.income.king-tax.
// Duel winner: p0 12 (JC), p1 12 (KD alone, so no deflect under dn.deflect-target=other; no hands: no
// Step 3). JC 11 + 6 = 17 against KD 13 + 1 + 1 = 15: JC wins, KD 3 - 1 = 2, and one duel ends the turn:
// p1's automatic Resource follows. unlimited: p0 12 + 1 = 13, p1 12 + 1 = 13, no finding. 24-counters:
// 24 held, pile 0: p0 stays 12 (finding naming dn.duel.winner-resource), then p1 stays 12 (finding naming
// dn.income.auto).
PEERAGE_ASSERTS_READING(the_counter_cap_on_tax_and_duel_gains_by_reading, "dn.token-supply", "unlimited",
                        "24-counters");
BOOST_AUTO_TEST_CASE(the_counter_cap_on_tax_and_duel_gains_by_reading) {
  for (const std::string reading : {"unlimited", "24-counters"}) {
    const bool capped = reading == "24-counters";
    auto tax = Load({{"phase", "income"},
                     {"players", {Player(11, Json::array(), Json::array({Noble("KC", 3)})),
                                  Player(13, Json::array(), Json::array({Noble("KD", 3)}))}}},
                    {{"dn.token-supply", reading}});
    tax->ApplyActionText("tax:KC");
    BOOST_TEST(Stamina(*tax, "KC") == 2, reading);
    BOOST_TEST(Res(*tax, 0) == (capped ? 11 : 12), reading);
    if (capped) {
      BOOST_REQUIRE_EQUAL(tax->Findings().size(), 1u);
      BOOST_TEST(Kind(tax->Findings()[0]) == "silent");
      BOOST_TEST(tax->Findings()[0].rules == Strings{"dn.income.king-tax"}, boost::test_tools::per_element());
      BOOST_TEST(tax->Findings()[0].interpretation == "dn.token-supply=24-counters");
    } else {
      BOOST_TEST(tax->Findings().empty());
    }
    auto duel = Load({{"phase", "dueling"},
                      {"players", {Player(12, Json::array(), Json::array({Noble("JC", 2)})),
                                   Player(12, Json::array(), Json::array({Noble("KD", 3)}))}}},
                     {{"dn.token-supply", reading}});
    for (const char* a : {"duel:JC>KD", "die:6", "die:1", "die:1"}) duel->ApplyActionText(a);
    BOOST_TEST(Stamina(*duel, "KD") == 2, reading);
    BOOST_TEST(St(*duel)["active"].get<int>() == 1, reading);
    BOOST_TEST(Res(*duel, 0) == (capped ? 12 : 13), reading);
    BOOST_TEST(Res(*duel, 1) == (capped ? 12 : 13), reading);
    if (capped) {
      BOOST_REQUIRE_EQUAL(duel->Findings().size(), 2u);
      BOOST_TEST(duel->Findings()[0].rules == Strings{"dn.duel.winner-resource"}, boost::test_tools::per_element());
      BOOST_TEST(duel->Findings()[1].rules == Strings{"dn.income.auto"}, boost::test_tools::per_element());
      for (const Finding& f : duel->Findings()) BOOST_TEST(Kind(f) == "silent");
    } else {
      BOOST_TEST(duel->Findings().empty());
    }
  }
}

// ---- dn.weapon-moves with two weapons and three Nobles -------------------------------------------------

// "as many weapons as needed": JC holds 2S, KC holds 3S, QC is unarmed (no hand, so only moves). Both
// readings first offer move:JC>QC, move:KC>QC, end-command (from, then to, in J < Q < K order).
// After move:JC>QC (2S on QC; JC unarmed):
//   each-once: 2S has moved, 3S has not: move:KC>JC, end-command. After it (3S on JC): both weapons have
//   moved: end-command only, no finding.
//   unlimited: move:QC>JC, move:KC>JC, end-command. After move:KC>JC (JC 3S, QC 2S: new) move:JC>KC,
//   move:QC>KC, end-command and still no finding; move:JC>KC gives QC 2S, KC 3S, the arrangement after the
//   FIRST move (not the starting one): "a repeated arrangement records a livelock finding", exactly one.
PEERAGE_ASSERTS_READING(two_weapons_moving_by_reading, "dn.weapon-moves", "each-once", "unlimited");
BOOST_AUTO_TEST_CASE(two_weapons_moving_by_reading) {
  const Json st = {{"phase", "command"},
                   {"players", {Player(0, Json::array(), {Noble("JC", 2, "2S"), Noble("QC", 2), Noble("KC", 3, "3S")}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  for (const std::string reading : {"each-once", "unlimited"}) {
    auto s = Load(st, {{"dn.weapon-moves", reading}});
    BOOST_TEST(Legal(*s) == (Strings{"move:JC>QC", "move:KC>QC", "end-command"}), boost::test_tools::per_element());
    s->ApplyActionText("move:JC>QC");
    BOOST_TEST(St(*s)["players"][0]["courtyard"] ==
               Json::array({Noble("JC", 2), Noble("QC", 2, "2S"), Noble("KC", 3, "3S")}));
    if (reading == "each-once") {
      BOOST_TEST(Legal(*s) == (Strings{"move:KC>JC", "end-command"}), boost::test_tools::per_element());
      s->ApplyActionText("move:KC>JC");
      BOOST_TEST(St(*s)["players"][0]["courtyard"] ==
                 Json::array({Noble("JC", 2, "3S"), Noble("QC", 2, "2S"), Noble("KC", 3)}));
      BOOST_TEST(Legal(*s) == (Strings{"end-command"}), boost::test_tools::per_element());
      BOOST_TEST(s->Findings().empty());
      continue;
    }
    BOOST_TEST(Legal(*s) == (Strings{"move:QC>JC", "move:KC>JC", "end-command"}), boost::test_tools::per_element());
    s->ApplyActionText("move:KC>JC");
    BOOST_TEST(Legal(*s) == (Strings{"move:JC>KC", "move:QC>KC", "end-command"}), boost::test_tools::per_element());
    BOOST_TEST(s->Findings().empty());
    s->ApplyActionText("move:JC>KC");
    BOOST_TEST(St(*s)["players"][0]["courtyard"] ==
               Json::array({Noble("JC", 2), Noble("QC", 2, "2S"), Noble("KC", 3, "3S")}));
    BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
    BOOST_TEST(Kind(s->Findings()[0]) == "livelock");
    BOOST_TEST(s->Findings()[0].interpretation == "dn.weapon-moves=unlimited");
  }
}

// ---- dn.support-exhausted under one-per-purchase, part of the purchase drawn ---------------------------

// refund: "the price of undrawn bought cards is refunded". The stock holds only 4C, the discard pile is empty,
// every other Support card is in a hand; p0 has 3 Resources, one-per-purchase. buy:3 costs 1: 3 - 1 = 2; 4C is
// drawn (1/1); the two other draws cannot happen (one silent finding naming the reading). The purchase was
// made and one card of it drawn: its price, 1 for one to three cards, is the price of the one card drawn
// (price(3) - price(1) = 1 - 1 = 0 undrawn), so refund gives nothing back: 2 under both readings. (Under
// one-each they part: skip 3 - 3 = 0, refund 0 + 2 = 2; dueling_nobles_readings_props.cc.)
PEERAGE_ASSERTS_READING(a_part_drawn_purchase_at_one_per_purchase_by_reading, "dn.support-exhausted", "skip", "refund");
BOOST_AUTO_TEST_CASE(a_part_drawn_purchase_at_one_per_purchase_by_reading) {
  const auto [h0, h1] = HandsOfTheRest({"4C"});
  const Json st = {{"phase", "reinforcements"}, {"support_stock", Cards({"4C"})}, {"discard", Json::array()},
                   {"players", {Player(3, h0, Json::array({Noble("KC", 3)})), Player(0, h1, Json::array({Noble("KD", 3)}))}}};
  for (const std::string reading : {"skip", "refund"}) {
    auto s = Load(st, {{"dn.support-exhausted", reading}, {"dn.support-price", "one-per-purchase"}});
    s->ApplyActionText("buy:3");
    BOOST_TEST(Res(*s, 0) == 2, reading);
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:4C=1"}), boost::test_tools::per_element());
    s->ApplyActionText("draw:4C");
    BOOST_TEST(St(*s)["phase"] == "reinforcements", reading);
    BOOST_TEST(Res(*s, 0) == 2, reading);
    BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
    BOOST_TEST(Kind(s->Findings()[0]) == "silent");
    BOOST_TEST(s->Findings()[0].interpretation == "dn.support-exhausted=" + reading);
  }
}

BOOST_AUTO_TEST_SUITE_END()
