// Dueling Nobles: how a duel is resolved, told while explaining (State::StepParts; conform shows it on the
// line of a difference such a step decides, issue 39 item 4). The states are those of the duel rule tests
// (dueling_nobles_duel_rules_props.cc); each expected sentence is worked by hand from the rulebook's duel
// steps: strength Jack 11, Queen 12, King 13, plus the Weapon's rank, the Queen's 3 per other Noble in her
// Courtyard, the dice, each Support card's rank (an Ace 1 under the default dn.ace-value) and 2 for a Support
// card of the Noble's suit; an Ace in support on one side only wins outright (Critical Hit).
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"

using namespace peerage;
using namespace dn_test;
using Strings = std::vector<std::string>;

BOOST_AUTO_TEST_SUITE(dueling_nobles_duel_explained)

// KC: 13 + dice 1 + 1 + 4C (4, Clubs = KC's suit: + 2) = 21. JD: 11 + die 6 + 2H (2) + 3D (3, Diamonds =
// JD's suit: + 2) = 24. 24 > 21: JD wins by strength.
BOOST_AUTO_TEST_CASE(a_duel_by_strength_is_told_as_both_sums_and_the_winner) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({1, 1}), Json::array({6})})},
                 {"players", {Player(0, {"4C", "5S"}, Json::array({Noble("KC", 3)})),
                              Player(0, {"2H", "3D"}, Json::array({Noble("JD", 2)}))}}});
  s->SetExplaining(true);
  s->ApplyActionText("support:4C");
  BOOST_TEST(s->StepParts().empty());  // the duel is not resolved yet
  s->ApplyActionText("support:2H");
  s->ApplyActionText("support:3D");
  const Strings expected = {
      "p0's King of Clubs (attacking): 13 (strength) + 1 (die) + 1 (die) + 4 (the 4 of Clubs in support) + 2 (same "
      "suit as the Noble) = 21",
      "p1's Jack of Diamonds (defending): 11 (strength) + 6 (die) + 2 (the 2 of Hearts in support) + 3 (the 3 of "
      "Diamonds in support) + 2 (same suit as the Noble) = 24",
      "p1's Jack of Diamonds wins the duel by strength, 24 against 21"};
  BOOST_TEST(s->StepParts() == expected, boost::test_tools::per_element());
  // The next action clears them; without explaining nothing is told.
  auto quiet = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({1, 1}), Json::array({6})})},
                     {"players", {Player(0, {"4C", "5S"}, Json::array({Noble("KC", 3)})),
                                  Player(0, {"2H", "3D"}, Json::array({Noble("JD", 2)}))}}});
  for (const char* a : {"support:4C", "support:2H", "support:3D"}) quiet->ApplyActionText(a);
  BOOST_TEST(quiet->StepParts().empty());
}

// QC with the 3C as Weapon and two other Nobles (JH, KH): 12 + 3 + 3 * 2 = 6 + die 2 = 23. KD with the 2D as
// Weapon: 13 + 2 + dice 4 + 4 = 23. Equal: a tie, both lose 1 Stamina.
BOOST_AUTO_TEST_CASE(a_tie_is_told_with_the_weapon_and_the_queens_bonus) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("QC", "KD", {Json::array({2}), Json::array({4})})},
                 {"players", {Player(0, Json::array(), {Noble("JH", 2), Noble("QC", 2, "3C"), Noble("KH", 3)}),
                              Player(0, Json::array(), Json::array({Noble("KD", 3, "2D")}))}}});
  s->SetExplaining(true);
  s->ApplyActionText("die:4");
  const Strings expected = {
      "p0's Queen of Clubs (attacking): 12 (strength) + 3 (the 3 of Clubs as Weapon) + 6 (the Queen's bonus, 2 "
      "other Nobles) + 2 (die) = 23",
      "p1's King of Diamonds (defending): 13 (strength) + 2 (the 2 of Diamonds as Weapon) + 4 (die) + 4 (die) = 23",
      "the duel is a tie by strength, 23 against 23: both Nobles lose 1 Stamina",
      // JH and KH have not dueled, so another reading of dn.duels-per-turn would let p0 go on: why the turn ends.
      "p0 has declared their one duel of the turn, so the Dueling phase ends"};
  BOOST_TEST(s->StepParts() == expected, boost::test_tools::per_element());
}

// After a duel, whether p0 may declare another (dn.duels-per-turn), told by reading. p0's Courtyard holds JH,
// QC and KH; QC has dueled (the fixture's duel of this turn) and wins: QC 12 + 6 (Queen's bonus, 2 other
// Nobles) + die 6 = 24 against KD 13 + dice 1 + 1 = 15. one: "a duel", one a turn: the phase ends. each-noble:
// JH and KH have not dueled: p0 may go on. unlimited: p0 may go on whatever has dueled.
BOOST_AUTO_TEST_CASE(a_further_duel_is_told_by_reading) {
  const Json st = {{"phase", "duel-dice"}, {"duel", Duel("QC", "KD", {Json::array({6}), Json::array({1})})},
                   {"players", {Player(0, Json::array(), {Noble("JH", 2), Noble("QC", 2), Noble("KH", 3)}),
                                Player(0, Json::array(), {Noble("JD", 2), Noble("KD", 3)})}}};
  const std::map<std::string, std::string> want = {
      {"one", "p0 has declared their one duel of the turn, so the Dueling phase ends"},
      {"each-noble",
       "p0 may declare a further duel: each Noble may duel once a turn, and the Jack of Hearts and the King of Hearts "
       "have not dueled yet"},
      {"unlimited", "p0 may declare a further duel: a player may declare any number of duels a turn"}};
  for (const auto& [reading, sentence] : want) {
    auto s = Load(st, {{"dn.duels-per-turn", reading}});
    s->SetExplaining(true);
    s->ApplyActionText("die:1");
    BOOST_REQUIRE(!s->StepParts().empty());
    BOOST_TEST(s->StepParts().front().find("p0's Queen of Clubs (attacking): ") == 0u, reading);
    BOOST_TEST(s->StepParts().back() == sentence, reading);
    // Told as an aside (State::TellAside): a report leaves it out where the compared reading tells it too;
    // the duel's sums and verdict are not asides.
    BOOST_TEST(s->StepPartAside(s->StepParts().size() - 1), reading);
    BOOST_TEST(!s->StepPartAside(0), reading);
  }
}

// KC with the 3C: 13 + 3 + dice 6 + 6 + 10C (10, Clubs: + 2) = 40. JD: 11 + die 1 + AD (1, Diamonds: + 2)
// = 15. Only p1 played an Ace: JD wins whatever the totals (Critical Hit). p1 then empties no Courtyard.
BOOST_AUTO_TEST_CASE(a_critical_hit_is_told_as_such) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({6, 6}), Json::array({1})})},
                 {"players", {Player(0, {"10C"}, Json::array({Noble("KC", 3, "3C")})),
                              Player(0, {"AD"}, Json::array({Noble("JD", 2)}))}}});
  s->SetExplaining(true);
  s->ApplyActionText("support:10C");
  s->ApplyActionText("support:AD");
  const Strings expected = {
      "p0's King of Clubs (attacking): 13 (strength) + 3 (the 3 of Clubs as Weapon) + 6 (die) + 6 (die) + 10 (the "
      "10 of Clubs in support) + 2 (same suit as the Noble) = 40",
      "p1's Jack of Diamonds (defending): 11 (strength) + 1 (die) + 1 (the Ace of Diamonds in support) + 2 (same "
      "suit as the Noble) = 15",
      "p1's Jack of Diamonds wins the duel by a Critical Hit (an Ace in support)"};
  BOOST_TEST(s->StepParts() == expected, boost::test_tools::per_element());
}

// QC alone at 1 Stamina (no bonus: no other Noble): 12 + die 1 = 13 against JD 11 + die 2 = 13: a tie; QC
// 1 - 1 = 0 is vanquished (JD 2 - 1 = 1), p0's Courtyard is empty: p1 wins.
BOOST_AUTO_TEST_CASE(the_game_end_is_told_after_the_duel) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("QC", "JD", {Json::array({1}), Json::array()})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("QC", 1)})),
                              Player(0, Json::array(), {Noble("JD", 2), Noble("KD", 3)})}}});
  s->SetExplaining(true);
  s->ApplyActionText("die:2");
  BOOST_REQUIRE(s->StepParts().size() == 4u);
  BOOST_TEST(s->StepParts()[2] == "the duel is a tie by strength, 13 against 13: both Nobles lose 1 Stamina");
  BOOST_TEST(s->StepParts()[3] == "p0's Courtyard is empty: p1 wins the game");
}

// Both last Nobles at 1 Stamina: QC alone (no bonus) 12 + die 1 = 13 against JD alone 11 + die 2 = 13: a
// tie, both lose 1 Stamina, 1 - 1 = 0 each: both are vanquished and both Courtyards are empty at once.
BOOST_AUTO_TEST_CASE(a_tie_that_empties_both_courtyards_is_told_as_such) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("QC", "JD", {Json::array({1}), Json::array()})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("QC", 1)})),
                              Player(0, Json::array(), Json::array({Noble("JD", 1)}))}}});
  s->SetExplaining(true);
  s->ApplyActionText("die:2");
  BOOST_REQUIRE(s->StepParts().size() == 4u);
  BOOST_TEST(s->StepParts()[2] == "the duel is a tie by strength, 13 against 13: both Nobles lose 1 Stamina");
  BOOST_TEST(s->StepParts()[3] == "the tie vanquishes both players' last Nobles: both Courtyards are empty at once");
}

// Both sides play an Ace. KC: 13 + dice 6 + 6 + AC (1, Clubs = KC's suit: + 2) = 28. JD: 11 + die 1 + AD
// (1, Diamonds: + 2) = 15. dn.double-ace=tie (default): "the Duel is considered a tie", both lose 1
// Stamina; totals-decide: the totals decide, 28 > 15, KC wins.
BOOST_AUTO_TEST_CASE(aces_on_both_sides_are_told_by_reading) {
  const Json st = {{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({6, 6}), Json::array({1})})},
                   {"players", {Player(0, {"AC"}, Json::array({Noble("KC", 3)})),
                                Player(0, {"AD"}, Json::array({Noble("JD", 2)}))}}};
  const std::string kc = "p0's King of Clubs (attacking): 13 (strength) + 6 (die) + 6 (die) + 1 (the Ace of Clubs in "
                         "support) + 2 (same suit as the Noble) = 28";
  const std::string jd = "p1's Jack of Diamonds (defending): 11 (strength) + 1 (die) + 1 (the Ace of Diamonds in "
                         "support) + 2 (same suit as the Noble) = 15";
  for (const char* reading : {"tie", "totals-decide"}) {
    auto s = Load(st, {{"dn.double-ace", reading}});
    s->SetExplaining(true);
    s->ApplyActionText("support:AC");
    s->ApplyActionText("support:AD");
    const Strings expected = {
        kc, jd,
        std::string(reading) == "tie"
            ? "the duel is a tie as both played an Ace (1 Ace against 1 Ace; strengths 28 against 15): both Nobles "
              "lose 1 Stamina"
            : "p0's King of Clubs wins the duel by strength, 28 against 15: with an Ace on both sides the totals decide"};
    BOOST_TEST(s->StepParts() == expected, boost::test_tools::per_element());
  }
}

// dn.ace-value under dn.double-ace=totals-decide: the reason told is the totals, never "more Aces" (that is
// dn.jack-aces=more-aces-wins, not in force here). JC (Jack of Clubs) 2 Stamina, JD 1; dice 4 and 4; p0 plays
// AH and AS (neither of JC's suit), p1 plays AC (not JD's suit).
//   one (an Ace counts 1): JC 11 + 4 + 1 + 1 = 17, JD 11 + 4 + 1 = 16: JC wins by strength, 17 against 16.
//   zero: JC 11 + 4 + 0 + 0 = 15, JD 11 + 4 + 0 = 15: a tie with equal strengths, 15 against 15.
BOOST_AUTO_TEST_CASE(totals_with_aces_on_both_sides_are_told_as_totals) {
  const Json st = {{"phase", "duel-support"}, {"duel", Duel("JC", "JD", {Json::array({4}), Json::array({4})})},
                   {"players", {Player(0, {"AH", "AS"}, Json::array({Noble("JC", 2)})),
                                Player(0, {"AC"}, Json::array({Noble("JD", 1)}))}}};
  for (const char* value : {"one", "zero"}) {
    auto s = Load(st, {{"dn.double-ace", "totals-decide"}, {"dn.ace-value", value}});
    s->SetExplaining(true);
    s->ApplyActionText("support:AH");
    s->ApplyActionText("support:AS");
    s->ApplyActionText("support:AC");
    const std::string verdict =
        std::string(value) == "one"
            ? "p0's Jack of Clubs wins the duel by strength, 17 against 16: with an Ace on both sides the totals decide"
            : "the duel is a tie with equal strengths, 15 against 15: with an Ace on both sides the totals decide: both "
              "Nobles lose 1 Stamina";
    std::string told;
    bool found = false;
    for (const std::string& part : s->StepParts()) {
      told += part + " | ";
      found |= part == verdict;
    }
    BOOST_TEST(found, value << ": " << told);
  }
}

// dn.token-supply: a gain the 24 counters cannot pay is told with what it is owed for and where the Resources
// come from. p0 taxes
// the King of Clubs for 1 Resource with p0 holding 11 and p1 13: 11 + 13 = 24 counters held, so the pile
// (24 - 24 = 0) is empty. unlimited: p0 takes 1 all the same; 24-counters: p0 gets none. With p0 at 5 (18
// held, 6 in the pile) the Resource is paid under both readings and nothing is told.
BOOST_AUTO_TEST_CASE(a_gain_the_counters_cannot_pay_is_told_by_reading) {
  auto taxed = [](int resources, const std::string& reading) {
    auto s = Load({{"phase", "income"},
                   {"players", {Player(resources, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(13, Json::array(), Json::array({Noble("KD", 3)}))}}},
                  {{"dn.token-supply", reading}});
    s->SetExplaining(true);
    s->ApplyActionText("tax:KC");
    return s->StepParts();
  };
  BOOST_TEST(taxed(11, "unlimited") ==
                 Strings{"p0's Income for taxing a King (1 Resource) comes from the pile, which is unlimited, though "
                         "the treasuries already hold 24 (p0 holds 11 and p1 13)"},
             boost::test_tools::per_element());
  BOOST_TEST(taxed(11, "24-counters") ==
                 Strings{"p0's Income for taxing a King (1 Resource) is not paid: the pile is empty, all 24 counters "
                         "being in the treasuries (p0 holds 11 and p1 13)"},
             boost::test_tools::per_element());
  BOOST_TEST(taxed(5, "unlimited").empty());
  BOOST_TEST(taxed(5, "24-counters").empty());
}

BOOST_AUTO_TEST_SUITE_END()
