// Among Nobles rule scenarios: the actions of a series (warfare, birth with christening and nobility,
// marriage with alliance, hire, intrigue with its abilities), each from a small position built by hand
// (among_nobles_fixtures.h) on the shipped card data. Every expected value is derived by hand from the
// rulebook (shared/rulebooks/among-nobles.txt) and the card data, with the arithmetic in a comment; nothing
// is computed with the engine's helpers.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace peerage::an_test;

BOOST_AUTO_TEST_SUITE(among_nobles_actions)

// ---- warfare --------------------------------------------------------------------------------------------

// Pedro's first series: warfare, hire. With 1 gold, 1 army in the supply and 1 in Rom (5): moves Rom ->
// any other province (8) and supply -> any province (9), or skip. Supply -> Flandern costs 1 gold: gold
// 1 -> 0, supply 1 -> 0, Flandern 0 -> 1. With no gold, only moves between provinces: Rom -> Westfalen is
// free (Rom 1 -> 0, Westfalen 0 -> 1, gold stays 0).
PEERAGE_ASSERTS_RULES(warfare_from_the_supply_costs_one_gold_moves_are_free, "an.war.supply", "an.war.move");
BOOST_AUTO_TEST_CASE(warfare_from_the_supply_costs_one_gold_moves_are_free) {
  {
    Position pos(4);
    pos.card(18, "owned p0 r0").gold(0, 1).supply(0, 1).armies(0, 5, 1);
    auto s = pos.Load();
    s->ApplyActionText("activate:c18");
    s->ApplyActionText("series:1");
    Strings want = {"war:P5>P0", "war:P5>P1", "war:P5>P2", "war:P5>P3", "war:P5>P4", "war:P5>P6", "war:P5>P7", "war:P5>P8", "skip"};
    for (const std::string& w : Range("war:supply>P{}", 0, 8)) want.push_back(w);
    BOOST_TEST(SortedLegal(*s) == Sorted(want));
    s->ApplyActionText("war:supply>P6");
    BOOST_TEST(Gold(*s, 0) == 0);
    BOOST_TEST(Supply(*s, 0) == 0);
    BOOST_TEST(ArmiesIn(*s, 0, 6) == 1);
    BOOST_TEST(ArmiesIn(*s, 0, 5) == 1);
  }
  {
    Position pos(4);
    pos.card(18, "owned p0 r0").gold(0, 0).supply(0, 1).armies(0, 5, 1);
    auto s = pos.Load();
    s->ApplyActionText("activate:c18");
    s->ApplyActionText("series:1");
    BOOST_TEST(SortedLegal(*s) == Sorted({"war:P5>P0", "war:P5>P1", "war:P5>P2", "war:P5>P3", "war:P5>P4", "war:P5>P6",
                                          "war:P5>P7", "war:P5>P8", "skip"}));
    s->ApplyActionText("war:P5>P3");
    BOOST_TEST(ArmiesIn(*s, 0, 5) == 0);
    BOOST_TEST(ArmiesIn(*s, 0, 3) == 1);
    BOOST_TEST(Gold(*s, 0) == 0);
    BOOST_TEST(Supply(*s, 0) == 1);
  }
}

// ---- birth ------------------------------------------------------------------------------------------------

// Charlemagne (blue) + Hildegard (red), 1 gold; display: Fernando (m yellow), Henri (m red, 1 shield,
// christening 1 gold), Pedro (m blue), Anne (f blue), Charlotte (f green). First series: warfare piety son
// | warfare child warfare. The son must be red or blue and male: Henri or Pedro, no skip (mandatory). Henri:
// gold 1 - 1 (son) + 1 (christening) = 1, supply 0 + 1 shield = 1, in row 1 with his parents' traits
// (blue 2 | red 1 = b3). The child (either gender): Pedro or Anne (Charlotte is green, Fernando yellow);
// Pedro, a son: gold 1 - 1 = 0.
PEERAGE_ASSERTS_RULES(a_couples_births_gender_trait_cost_shields, "an.birth.take", "an.birth.trait", "an.birth.cost",
                      "an.birth.mandatory", "an.birth.shields", "an.power.christening");
BOOST_AUTO_TEST_CASE(a_couples_births_gender_trait_cost_shields) {
  Position pos(4);
  pos.card(2, "owned p0 r0 s8").card(8, "owned p0 r0 s2").gold(0, 1).card(27, "deck");
  for (int c : {14, 16, 18, 15, 12}) pos.card(c, "display");
  auto s = pos.Load();
  s->ApplyActionText("activate:c2");
  s->ApplyActionText("series:1");
  BOOST_TEST(St(*s)["queue"] == Json::parse(R"(["warfare", "piety", "son", "warfare", "child", "warfare"])"));
  s->ApplyActionText("skip");  // piety (warfare had no choice: no army, empty supply)
  BOOST_TEST(Legal(*s) == (Strings{"birth:c16", "birth:c18"}));
  s->ApplyActionText("birth:c16");
  BOOST_TEST(CardAt(*s, 16) == "owned p0 r1 b3");
  BOOST_TEST(Gold(*s, 0) == 1);
  BOOST_TEST(Supply(*s, 0) == 1);
  s->ApplyActionText("skip");  // warfare: now an army and a gold
  BOOST_TEST(Legal(*s) == (Strings{"birth:c15", "birth:c18"}));
  s->ApplyActionText("birth:c18");
  BOOST_TEST(CardAt(*s, 18) == "owned p0 r1 b3");
  BOOST_TEST(Gold(*s, 0) == 0);
  BOOST_TEST(Supply(*s, 0) == 1);
  BOOST_TEST(s->CurrentPlayer() == 1);  // last warfare: 1 army in supply but no gold, none in a province
}

// Without gold a son cannot be paid for, so the birth passes; a daughter costs nothing. Charlemagne +
// Hildegard, 0 gold, first series: warfare piety son | warfare child warfare. Display: Henri (m red), Anne
// (f blue), Isabella (f red), Charlotte (f green). The son passes (Henri would cost 1 gold); the child may
// be Anne or Isabella only (red or blue, and Henri is unaffordable).
// An unmarried character's birth action has no effect: p1's Pedro, fourth series (daughter, intrigue),
// ends the turn at once with the display untouched.
PEERAGE_ASSERTS_RULES(daughters_are_free_and_unmarried_characters_have_no_births, "an.birth.cost",
                      "an.birth.mandatory", "an.birth.take");
BOOST_AUTO_TEST_CASE(daughters_are_free_and_unmarried_characters_have_no_births) {
  Position pos(4);
  pos.card(2, "owned p0 r0 s8").card(8, "owned p0 r0 s2").card(27, "deck").card(18, "owned p1 r0");
  for (int c : {16, 15, 22, 12}) pos.card(c, "display");
  auto s = pos.Load();
  s->ApplyActionText("activate:c2");
  s->ApplyActionText("series:1");
  s->ApplyActionText("skip");  // piety
  BOOST_TEST(St(*s)["sc"]["pos"] == 4);  // the son (2) and the empty-handed warfare (3) passed: the child
  BOOST_TEST(Legal(*s) == (Strings{"birth:c15", "birth:c22"}));
  s->ApplyActionText("birth:c22");
  BOOST_TEST(CardAt(*s, 22) == "owned p0 r1 b3");
  BOOST_TEST(Gold(*s, 0) == 0);
  BOOST_TEST_REQUIRE(s->CurrentPlayer() == 1);
  s->ApplyActionText("activate:c18");
  s->ApplyActionText("series:4");
  BOOST_TEST(s->CurrentPlayer() == 2);
  for (int c : {16, 15, 12}) BOOST_TEST(CardAt(*s, c) == "display", c);
}

// "You can only have three generation rows": a couple in row 2 (Pedro + Anne) cannot have children; the same
// couple in row 1 gets a daughter in row 2. Second series: commerce marriage | piety daughter son; display:
// Eleanor (f blue), Ludwig (m blue); 1 gold (marriage costs 2: passes).
PEERAGE_ASSERTS_RULES(no_birth_starts_a_fourth_row, "an.birth.rows");
BOOST_AUTO_TEST_CASE(no_birth_starts_a_fourth_row) {
  for (int row : {2, 1}) {
    Position pos(4);
    pos.card(18, fmt::format("owned p0 r{} s15", row)).card(15, fmt::format("owned p0 r{} s18", row)).gold(0, 1);
    pos.card(24, "display").card(17, "display").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c18");
    s->ApplyActionText("series:2");
    s->ApplyActionText("skip");  // commerce
    s->ApplyActionText("skip");  // piety
    if (row == 2) {
      BOOST_TEST(s->CurrentPlayer() == 1);
      BOOST_TEST(CardAt(*s, 24) == "display");
      BOOST_TEST(CardAt(*s, 17) == "display");
    } else {
      BOOST_TEST(Legal(*s) == (Strings{"birth:c24"}));
      s->ApplyActionText("birth:c24");
      BOOST_TEST(CardAt(*s, 24) == "owned p0 r2 b2");
    }
  }
}

// Christening: Fernando (m yellow, 1 shield, christening: gain an army) born to George (red) + Arianne
// (yellow) with 1 gold: gold 1 - 1 = 0, supply 0 + 1 shield + 1 army = 2.
// Nobility (son): Charles I (red) + Hildegard (red), 1 gold, first series daughter commerce | warfare child
// warfare; commerce (1 -> 2 gold), then Henri as the child: gold 2 - 1 + 1 (christening) = 2, supply 0 + 1
// shield + 1 (Charles: an army per son) = 2.
PEERAGE_ASSERTS_RULES(christening_and_nobility_on_a_son, "an.power.christening", "an.power.nobility-son",
                      "an.birth.shields");
BOOST_AUTO_TEST_CASE(christening_and_nobility_on_a_son) {
  {
    Position pos(4);
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").gold(0, 1).card(14, "display").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c1");
    s->ApplyActionText("series:1");  // hire (unaffordable) child son | warfare warfare
    BOOST_TEST(Legal(*s) == (Strings{"birth:c14"}));
    s->ApplyActionText("birth:c14");
    BOOST_TEST(Gold(*s, 0) == 0);
    BOOST_TEST(Supply(*s, 0) == 2);
  }
  {
    Position pos(4);
    pos.card(13, "owned p0 r0 s8").card(8, "owned p0 r0 s13").gold(0, 1).card(16, "display").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c13");
    s->ApplyActionText("series:1");
    s->ApplyActionText("do");  // commerce
    BOOST_TEST(Gold(*s, 0) == 2);
    BOOST_TEST(Legal(*s) == (Strings{"birth:c16"}));
    s->ApplyActionText("birth:c16");
    BOOST_TEST(Gold(*s, 0) == 2);
    BOOST_TEST(Supply(*s, 0) == 2);
  }
}

// Nobility costs while he acts: Sancho (sons cost 0) + Hildegard with 0 gold may have Henri (1 gold would
// be needed otherwise): gold 0 + 1 christening = 1. Charles de Solier (supply moves cost 0), 0 gold, 1
// army: supply -> Sachsen is offered and leaves the gold at 0.
PEERAGE_ASSERTS_RULES(nobility_changes_a_cost, "an.power.nobility-cost");
BOOST_AUTO_TEST_CASE(nobility_changes_a_cost) {
  {
    Position pos(4);
    pos.card(48, "owned p0 r0 s8").card(8, "owned p0 r0 s48").card(16, "display").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c48");
    s->ApplyActionText("series:1");  // warfare warfare child | warfare child warfare
    BOOST_TEST(Legal(*s) == (Strings{"birth:c16"}));
    s->ApplyActionText("birth:c16");
    BOOST_TEST(Gold(*s, 0) == 1);
  }
  {
    Position pos(4);
    pos.card(31, "owned p0 r0").supply(0, 1).card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c31");
    s->ApplyActionText("series:1");  // commerce warfare marriage
    s->ApplyActionText("skip");
    s->ApplyActionText("war:supply>P4");
    BOOST_TEST(Gold(*s, 0) == 0);
    BOOST_TEST(Supply(*s, 0) == 0);
    BOOST_TEST(ArmiesIn(*s, 0, 4) == 1);
  }
}

// ---- marriage, hire, intrigue ---------------------------------------------------------------------------

// p0 sends Amadeus (3 gold - 2 = 1). p1 (left of p0) must present one of Anne or Eleanor and presents Anne;
// p2 presents Isabella; p3 has no daughter. p0 chooses Anne: p1 gains 2 prestige and, Anne's alliance,
// 2 gold; Anne joins p0's family in Amadeus's row as his wife; Isabella stays with p2. Anne had been
// activated by p1: no longer.
PEERAGE_ASSERTS_RULES(a_marriage_with_two_brides_presented, "an.marry.groom", "an.marry.present", "an.marry.choose",
                      "an.marry.prestige", "an.power.alliance", "an.marry.join");
BOOST_AUTO_TEST_CASE(a_marriage_with_two_brides_presented) {
  Position pos(4);
  pos.card(5, "owned p0 r0").gold(0, 3).card(15, "owned p1 r1 act").card(24, "owned p1 r1").card(22, "owned p2 r0");
  pos.card(18, "owned p3 r0").card(27, "deck");
  auto s = pos.Load();
  s->ApplyActionText("activate:c5");
  s->ApplyActionText("series:4");  // marriage son
  BOOST_TEST(SortedLegal(*s) == (Strings{"groom:c5", "skip"}));
  s->ApplyActionText("groom:c5");
  BOOST_TEST(Gold(*s, 0) == 1);
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*s) == (Strings{"present:c15", "present:c24"}));
  s->ApplyActionText("present:c15");
  BOOST_TEST(s->CurrentPlayer() == 2);
  BOOST_TEST(Legal(*s) == (Strings{"present:c22"}));
  s->ApplyActionText("present:c22");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Legal(*s) == (Strings{"bride:c15", "bride:c22"}));
  s->ApplyActionText("bride:c15");
  BOOST_TEST(Prestige(*s, 1) == 2);
  BOOST_TEST(Gold(*s, 1) == 2);
  BOOST_TEST(Prestige(*s, 2) == 0);
  BOOST_TEST(CardAt(*s, 15) == "owned p0 r0 s5");
  BOOST_TEST(CardAt(*s, 5) == "owned p0 r0 s15 act");
  BOOST_TEST(CardAt(*s, 22) == "owned p2 r0");
  BOOST_TEST(CardAt(*s, 24) == "owned p1 r1");
  BOOST_TEST(s->CurrentPlayer() == 1);  // the son birth has no card on display: the turn ends
}

// No opponent has an unmarried daughter: nothing happens and the 2 gold come back (2 - 2 + 2 = 2).
PEERAGE_ASSERTS_RULES(no_bride_refunds_the_wedding, "an.marry.refund");
BOOST_AUTO_TEST_CASE(no_bride_refunds_the_wedding) {
  Position pos(4);
  pos.card(5, "owned p0 r0").gold(0, 2).card(2, "owned p1 r0 s8").card(8, "owned p1 r0 s2").card(27, "deck");
  auto s = pos.Load();
  s->ApplyActionText("activate:c5");
  s->ApplyActionText("series:4");
  s->ApplyActionText("groom:c5");
  BOOST_TEST(Gold(*s, 0) == 2);
  BOOST_TEST(CardAt(*s, 5) == "owned p0 r0 act");
  BOOST_TEST(s->CurrentPlayer() == 1);
}

// Hire: 2 gold for warfare, piety or marriage (never commerce, birth or intrigue). Jaime's third series is
// one hire; with 3 gold he hires a marriage (3 - 2 = 1), and his nobility makes the wedding cost 1 (1 - 1
// = 0); p1's only daughter Eleanor is presented and, alone, chosen (p1: +2 prestige). George (2 gold) hires
// piety: gold 0, prestige +1.
PEERAGE_ASSERTS_RULES(hire_pays_two_gold_for_an_extra_action, "an.hire", "an.power.nobility-cost");
// Under an.hire-then-skip=pay-first (the default) Jaime is offered all three hires, warfare too although he
// has no army in a province and none in his supply: the hired warfare could not be carried out.
PEERAGE_ASSERTS_READING(hire_pays_two_gold_for_an_extra_action, "an.hire-then-skip", "pay-first", "must-afford");
BOOST_AUTO_TEST_CASE(hire_pays_two_gold_for_an_extra_action) {
  {
    Position pos(4);
    pos.card(34, "owned p0 r0").gold(0, 3).card(24, "owned p1 r0").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c34");
    s->ApplyActionText("series:3");
    BOOST_TEST(SortedLegal(*s) == (Strings{"hire:marriage", "hire:piety", "hire:warfare", "skip"}));
    s->ApplyActionText("hire:marriage");
    BOOST_TEST(Gold(*s, 0) == 1);
    s->ApplyActionText("groom:c34");
    BOOST_TEST(Gold(*s, 0) == 0);
    BOOST_TEST(Legal(*s) == (Strings{"present:c24"}));
    s->ApplyActionText("present:c24");
    BOOST_TEST(CardAt(*s, 24) == "owned p0 r0 s34");
    BOOST_TEST(Prestige(*s, 1) == 2);
  }
  {
    Position pos(4);
    pos.card(1, "owned p0 r0").gold(0, 2).card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c1");
    s->ApplyActionText("series:1");  // hire child son
    s->ApplyActionText("hire:piety");
    BOOST_TEST(Gold(*s, 0) == 0);
    s->ApplyActionText("do");
    BOOST_TEST(Prestige(*s, 0) == 1);
  }
  // an.hire-then-skip=must-afford: with 2 gold George can hire only what he can then carry out: piety (a
  // marriage would need 2 more gold, a warfare an army in a province or 1 gold for the supply).
  {
    Position pos(4, {{"an.hire-then-skip", "must-afford"}});
    pos.card(1, "owned p0 r0").gold(0, 2).supply(0, 1).card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c1");
    s->ApplyActionText("series:1");
    BOOST_TEST(SortedLegal(*s) == (Strings{"hire:piety", "skip"}));
  }
}

// Intrigue: Isabella (1 prestige per character) in a family of 3 (George, Arianne, Isabella): +3. Sophia's
// fourth series has two intrigue actions, each triggering her ability once (return up to 1 army, then
// 1 prestige): the first returns nothing ("done"), +1; the second returns p2's army from Sachsen to p2's
// supply, +1: prestige 2.
PEERAGE_ASSERTS_RULES(each_intrigue_action_triggers_the_ability, "an.intrigue", "an.effect.return-armies");
BOOST_AUTO_TEST_CASE(each_intrigue_action_triggers_the_ability) {
  {
    Position pos(4);
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(22, "owned p0 r1").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c22");
    s->ApplyActionText("series:4");  // marriage (no gold) intrigue
    BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
    s->ApplyActionText("do");
    BOOST_TEST(Prestige(*s, 0) == 3);
  }
  {
    Position pos(4);
    pos.card(55, "owned p0 r0").armies(1, 5, 2).armies(2, 4, 1).card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c55");
    s->ApplyActionText("series:4");
    s->ApplyActionText("do");
    BOOST_TEST(SortedLegal(*s) == (Strings{"done", "return:P4/p2", "return:P5/p1"}));
    s->ApplyActionText("done");
    BOOST_TEST(Prestige(*s, 0) == 1);
    s->ApplyActionText("do");
    s->ApplyActionText("return:P4/p2");
    BOOST_TEST(ArmiesIn(*s, 2, 4) == 0);
    BOOST_TEST(Supply(*s, 2) == 1);
    BOOST_TEST(ArmiesIn(*s, 1, 5) == 2);
    BOOST_TEST(Prestige(*s, 0) == 2);
  }
}

// Felipe II: remove one of your unmarried daughters (Anne or Eleanor) for 2 gold and 2 prestige.
PEERAGE_ASSERTS_RULES(a_sacrifice_removes_a_daughter_for_its_benefit, "an.effect.sacrifice", "an.intrigue");
BOOST_AUTO_TEST_CASE(a_sacrifice_removes_a_daughter_for_its_benefit) {
  Position pos(4);
  pos.card(47, "owned p0 r0").card(15, "owned p0 r1").card(24, "owned p0 r1").card(27, "deck");
  auto s = pos.Load();
  s->ApplyActionText("activate:c47");
  s->ApplyActionText("series:4");  // hire hire (no gold) intrigue
  s->ApplyActionText("do");
  BOOST_TEST(SortedLegal(*s) == (Strings{"done", "sacrifice:c15", "sacrifice:c24"}));
  s->ApplyActionText("sacrifice:c15");
  BOOST_TEST(CardAt(*s, 15) == "dead");
  BOOST_TEST(CardAt(*s, 24) == "owned p0 r1");
  BOOST_TEST(Gold(*s, 0) == 2);
  BOOST_TEST(Prestige(*s, 0) == 2);
}

BOOST_AUTO_TEST_SUITE_END()
