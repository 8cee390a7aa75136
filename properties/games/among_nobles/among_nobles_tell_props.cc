// Among Nobles: what the engine tells of a step while explaining (State::StepParts) and of a tie-break
// (State::TieBreakWhy), in the rulebook's terms. Each expectation is worked by hand from the card texts in
// data/among-nobles/cards.json and the rulebook's Generational change, Intrigue and Game end sections.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>

#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

// Plays `card`'s series `series` to the end of the turn, as FinishTurn does, with explaining on: every part
// told on the way, in order.
Strings TurnTold(State& s, int card, int series) {
  s.SetExplaining(true);
  const int actor = s.CurrentPlayer();
  Strings told;
  auto apply = [&](const std::string& text) {
    s.ApplyActionText(text);
    told.insert(told.end(), s.StepParts().begin(), s.StepParts().end());
  };
  apply(fmt::format("activate:c{}", card));
  apply(fmt::format("series:{}", series));
  while (!s.IsTerminal() && !s.IsChance() && s.CurrentPlayer() == actor && Phase(s) != "activate") {
    const Strings legal = Legal(s);
    if (std::find(legal.begin(), legal.end(), "skip") != legal.end()) apply("skip");
    else if (std::find(legal.begin(), legal.end(), "done") != legal.end()) apply("done");
    else apply(legal.front());
  }
  return told;
}

bool Has(const Strings& told, const std::string& part) { return std::find(told.begin(), told.end(), part) != told.end(); }

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_tell)

// The generational change of a_dying_wifes_legacy_by_reading: p1's top row is Ludwig of Lancaster (legacy: 1
// gold for each character in his row) married to Jane Seymour (legacy: 2 gold). Ludwig's row is Ludwig and
// Jane, and it still counts as it dies (an.legacy-order=before-removal): 1 x 2 = 2 gold.
//   never: Jane's legacy is passed over, and the tell says why; legacy-too: it gives its 2 gold.
BOOST_AUTO_TEST_CASE(a_legacy_is_told_with_what_it_counts_and_a_wifes_why_it_is_passed) {
  for (const std::string reading : {"never", "legacy-too"}) {
    auto s = WifeLegacyChange({{"an.wife-rule-box", reading}}).Load();
    const Strings told = TurnTold(*s, 48, 2);
    BOOST_TEST_CONTEXT(reading << ": " << fmt::format("{}", fmt::join(told, " | "))) {
      BOOST_TEST(Has(told, "Ludwig of Lancaster's legacy gives 1 gold for each character in his row: 2 count, the row "
                           "leaving the game still counting, so p1 gains 2 gold"));
      BOOST_TEST(Has(told, "Jane Seymour of England's legacy (2 gold) is not claimed: she is married, and her rule box no "
                           "longer applies") == (reading == "never"));
      BOOST_TEST(Has(told, "Jane Seymour of England's legacy gives 2 gold: p1 gains 2 gold") == (reading == "legacy-too"));
    }
  }
}

// The change of the_oldest_row_dies_and_legacies_are_claimed: p1's Ludwig (1 gold for each character in his
// row) dies beside Pedro. before-removal: the dying row counts, Ludwig and Pedro: 2 gold; after-removal: the
// row has gone when he claims: none counts, nothing gained.
BOOST_AUTO_TEST_CASE(a_legacy_counting_its_row_is_told_by_legacy_order) {
  for (const std::string reading : {"before-removal", "after-removal"}) {
    auto s = LegacyRowChange({{"an.legacy-order", reading}}).Load();
    const Strings told = TurnTold(*s, 48, 2);
    const std::string want =
        reading == "before-removal"
            ? "Ludwig of Lancaster's legacy gives 1 gold for each character in his row: 2 count, the row leaving the game "
              "still counting, so p1 gains 2 gold"
            : "Ludwig of Lancaster's legacy gives 1 gold for each character in his row: none counts, the row leaving the "
              "game no longer counting, so p1 gains nothing";
    BOOST_TEST(Has(told, want), reading << ": " << fmt::format("{}", fmt::join(told, " | ")));
  }
}

// The change of no_male_heir_drawn_from_the_next_deck_or_none: deck I has run out, p0 keeps only daughters.
// next-deck: p0 draws from deck II (it holds Baudouin, a male); none: no draw, the family goes on headless.
BOOST_AUTO_TEST_CASE(a_family_without_a_male_is_told_where_its_heir_comes_from) {
  for (const std::string reading : {"next-deck", "none"}) {
    auto s = DaughtersOnlyChange({{"an.heir-deck", reading}}).Load();
    const Strings told = TurnTold(*s, 47, 2);
    const std::string want =
        reading == "next-deck"
            ? "p0's family has no male after the generational change: p0 draws from deck II, the deck play continues "
              "from, until a male appears"
            : "p0's family has no male after the generational change, and with the deck it drew from run out it draws "
              "from no other: it goes on without a head";
    BOOST_TEST(Has(told, want), reading << ": " << fmt::format("{}", fmt::join(told, " | ")));
  }
}

// Case (b) of a_wifes_intrigue_ability_by_reading: Pedro (no ability) and Isabella von Bayern (intrigue: 1
// prestige for each character of the family). Series 4 holds two intrigue actions (the husband's daughter,
// intrigue and the wife's marriage, intrigue: data/among-nobles/cards.json). head-only: both are passed in the
// step of series:4, told once as "the couple's two intrigue actions do nothing"; both: her ability serves the
// couple's intrigue action.
BOOST_AUTO_TEST_CASE(a_couples_intrigue_action_is_told_by_whose_ability_serves_it) {
  for (const std::string reading : {"head-only", "both"}) {
    Position pos(4, {{"an.intrigue-couple", reading}});
    pos.card(18, "owned p0 r0 s22").card(22, "owned p0 r0 s18").card(27, "deck");
    auto s = pos.Load();
    s->SetExplaining(true);
    s->ApplyActionText("activate:c18");
    s->ApplyActionText("series:4");
    const Strings told = s->StepParts();
    const Strings want = {reading == "both"
                              ? "Isabella von Bayern's intrigue ability (1 prestige point for each character of the "
                                "family) serves the couple's intrigue action"
                              : "the couple's two intrigue actions do nothing: Pedro af Sverige has no intrigue ability, and "
                                "Isabella von Bayern's (1 prestige point for each character of the family) no longer "
                                "applies, she being married"};
    BOOST_TEST(told == want, reading);
  }
}

// The tie-break chain of tie_break_by_gold_then_provinces_then_shared (6 points each for p0..p3):
// p0 5 gold (2 left after buying 1 prestige), no province; p1 1 gold (1 left), Westfalen alone; p2 7 gold (1
// left), 2 provinces; p3 1 gold (1 left), 1 province.
//   leftover, p0 v p1: 2 left against 1; p1 v p3: 1 left each, 1 province each: level; p2 v p3: 1 left each,
//   2 provinces against 1.
//   before-conversion, p0 v p2: 5 gold against 7.
BOOST_AUTO_TEST_CASE(a_tie_break_is_told_by_the_gold_and_provinces_it_compares) {
  auto at_end = [](const std::string& reading) {
    Position pos(5, {{"an.remaining-gold", reading}});
    pos.st()["phase"] = "game-over";
    pos.sc("gc_done", 3).sc("deck", 4).sc("run_out", 7);
    pos.prestige(0, 5).gold(0, 5).prestige(1, 6).gold(1, 1).armies(1, 3, 1).prestige(2, 4).gold(2, 7);
    pos.armies(2, 5, 1).armies(2, 4, 2).prestige(3, 6).gold(3, 1).armies(3, 6, 1).prestige(4, 7);
    return pos.Load();
  };
  auto leftover = at_end("leftover");
  BOOST_TEST(leftover->TieBreakWhy(0, 1) == "p0 keeps 2 gold after buying prestige and p1 1");
  BOOST_TEST(leftover->TieBreakWhy(1, 3) == "each keeps 1 gold after buying prestige, and each controls 1 province alone");
  BOOST_TEST(leftover->TieBreakWhy(2, 3) ==
             "each keeps 1 gold after buying prestige, and p2 controls 2 provinces alone, p3 1");
  auto before = at_end("before-conversion");
  BOOST_TEST(before->TieBreakWhy(0, 2) == "p0 has 5 gold and p2 7");
  BOOST_TEST(before->TieBreakWhy(1, 3) == "each has 1 gold, and each controls 1 province alone");
}

BOOST_AUTO_TEST_SUITE_END()
