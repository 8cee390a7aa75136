// Among Nobles readings: for the interpretations whose readings no rule scenario asserted, a small position
// built by hand (among_nobles_fixtures.h) on the shipped card data (or, for the two-trait question, the shipped
// data with one card changed), played under each reading. The options offered (legal action texts) and the
// outcome are derived by hand from the rulebook (shared/rulebooks/among-nobles.txt) and the reading's own
// description (an_catalogue.cc), with the arithmetic in a comment; nothing is computed with the engine's
// helpers. What the catalogue claims about when two readings agree: among_nobles_readings2_props.cc and the
// agreement cases below.
#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "model/games/among_nobles/among_nobles.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/rule_assertions.h"
#include "properties/temp_dir.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

bool Has(const Strings& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

bool HasFinding(const State& s, const std::string& interpretation) {
  for (const Finding& f : s.Findings())
    if (f.interpretation == interpretation) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_readings)

// ---- an.first-player -----------------------------------------------------------------------------------
// 4 players: after the 7 display draws, "chance" draws the first player uniformly (1/4 each); "seat-zero"
// makes p0 first at once (no chance node). Either way the last player, the one to the first player's right,
// chooses the first ancestral couple: p3 when p0 is first.
PEERAGE_ASSERTS_READING(first_player_by_chance_or_seat_zero, "an.first-player", "chance", "seat-zero");
BOOST_AUTO_TEST_CASE(first_player_by_chance_or_seat_zero) {
  for (const char* reading : {"chance", "seat-zero"}) {
    auto s = NewGame(GameConfig{"among-nobles", 4, {{"an.first-player", reading}}});
    for (int k = 0; k < 7; ++k) {
      BOOST_TEST_REQUIRE(Phase(*s) == "deal-display");
      s->ApplyAction(s->ChanceOutcomes().front().action);
    }
    BOOST_TEST_CONTEXT(reading) {
      if (std::string(reading) == "chance") {
        BOOST_TEST(Phase(*s) == "choose-first");
        BOOST_TEST(Outcomes(*s) == (Strings{"first:p0 1/4", "first:p1 1/4", "first:p2 1/4", "first:p3 1/4"}));
        s->ApplyActionText("first:p0");
      }
      BOOST_TEST(Phase(*s) == "pick-couple");
      BOOST_TEST(St(*s)["sc"]["first"] == 0);
      BOOST_TEST(s->CurrentPlayer() == 3);
    }
  }
}

// ---- an.bride-presentation (a set-up parameter since issue 38: its two values, tested like readings) ----
// p0 sends Amadeus (c5, 3 gold: 3 - 2 = 1 left) to court; p1 holds Anne (c15), p2 Isabella (c22), p3 no
// daughter. Both readings ask p1 then p2 (player order from the groom's player's left). When p2 presents,
// p1's pick is hidden from p2 under "simultaneous" and open (card 15) under "ordered"; p1 sees its own pick
// either way. Once both have presented, p0 sees both brides and chooses one.
BOOST_AUTO_TEST_CASE(brides_hidden_or_open_while_presenting) {
  for (const char* reading : {"simultaneous", "ordered"}) {
    Position pos(4, {{"an.bride-presentation", reading}});
    pos.card(5, "owned p0 r0").gold(0, 3).card(15, "owned p1 r1").card(22, "owned p2 r0").card(18, "owned p3 r0");
    pos.card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c5");
    s->ApplyActionText("series:4");  // marriage son
    s->ApplyActionText("groom:c5");
    BOOST_TEST_CONTEXT(reading) {
      BOOST_TEST(Gold(*s, 0) == 1);
      BOOST_TEST(s->CurrentPlayer() == 1);
      BOOST_TEST(Legal(*s) == (Strings{"present:c15"}));
      s->ApplyActionText("present:c15");
      BOOST_TEST(s->CurrentPlayer() == 2);
      const Json seen_by_p2 = s->ObservationJson(2)["state"]["presented"][1];
      if (std::string(reading) == "simultaneous") BOOST_TEST(seen_by_p2 == "hidden");
      else BOOST_TEST(seen_by_p2 == 15);
      BOOST_TEST(s->ObservationJson(1)["state"]["presented"][1] == 15);
      BOOST_TEST(Legal(*s) == (Strings{"present:c22"}));
      s->ApplyActionText("present:c22");
      BOOST_TEST(s->CurrentPlayer() == 0);
      BOOST_TEST(Legal(*s) == (Strings{"bride:c15", "bride:c22"}));
      BOOST_TEST(s->ObservationJson(0)["state"]["presented"] == Json::parse("[-1, 15, 22, -1]"));
    }
  }
}

// ---- an.trait-inheritance -----------------------------------------------------------------------------
// The shipped cards each have one trait (top = bottom), so the question needs a two-trait card: Henri of
// Brabant (c16, male, red) is made red/green. George (c1, red) and Arianne (c7, yellow) are a couple; his
// first series is hire, child, son (the hire passes: 1 gold < 2). The child step (either gender, a son costs 1
// of p0's 1 gold) may take, from the display c14 Fernando (m yellow), c16 Henri (m red/green), c18 Pedro (m
// blue), c24 Eleanor (f blue), c25 Beatrix (f yellow), a card with a parents' trait (parents: red, yellow):
//   any-shared: Fernando (yellow), Henri (red is shared), Beatrix (yellow)  -> c14 c16 c25
//   all-inherited: Henri's green is no parent's trait                        -> c14 c25
// (births are mandatory for a couple: no "skip").
PEERAGE_ASSERTS_READING(a_two_trait_child_by_reading, "an.trait-inheritance", "any-shared", "all-inherited");
BOOST_AUTO_TEST_CASE(a_two_trait_child_by_reading) {
  static const test::TempDir tmp("among-nobles-readings");
  Json data = Json::parse(kAmongNoblesCards);
  BOOST_REQUIRE(data["cards"][16]["name"].get<std::string>().rfind("Henri of Brabant", 0) == 0);
  data["cards"][16]["traits"]["bottom"] = "green";
  const std::string path = tmp / "two-trait-cards.json";
  std::ofstream(path) << data.dump();
  for (const char* reading : {"any-shared", "all-inherited"}) {
    Position pos(4, {{"an.trait-inheritance", reading}});
    pos.j["data"] = path;
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").gold(0, 1).card(27, "deck");
    for (int c : {14, 16, 18, 24, 25}) pos.card(c, "display");
    auto s = pos.Load();
    s->ApplyActionText("activate:c1");
    s->ApplyActionText("series:1");
    const Strings want = std::string(reading) == "any-shared" ? Strings{"birth:c14", "birth:c16", "birth:c25"}
                                                              : Strings{"birth:c14", "birth:c25"};
    BOOST_TEST(Legal(*s) == want, reading);
    if (std::string(reading) == "any-shared") {
      s->ApplyActionText("birth:c16");  // 1 - 1 = 0 gold, then Henri's christening: +1 gold
      BOOST_TEST(CardAt(*s, 16).rfind("owned p0 r1", 0) == 0);
      BOOST_TEST(Gold(*s, 0) == 1);
    }
  }
}

// ---- an.empty-deck ------------------------------------------------------------------------------------
// 3 players (line of 5), p0 first, p2 takes the last turn (turn 8 of 9) and, like everyone, has no character:
// passes. Deck I has run out (its change already done: gc_done 1), the refill draws from deck II, which
// holds no card (all removed), then deck III (c45, c46, c47). Two shown, one taken: 3 to draw.
//   skipped-counts: skipping deck II counts as its running out: a change is due (gc_pending 1);
//   never: nothing (gc_pending 0), with a silent finding.
// The 3 draws empty deck III, whose last card is put on display: a change is due under both readings
// (skipped-counts 2, never 1). Each later upkeep carries out one (an.double-run-out=one-per-upkeep, set here:
// under the default all-next-upkeep skipped-counts would end the game one round earlier):
//   skipped-counts: round 3's upkeep the 2nd, round 4's the 3rd: the game ends (gc_done 3);
//   never: round 3's upkeep the 2nd; at round 4's none is due and no deck is left: the game ends there with a
//   finding (gc_done 2).
PEERAGE_ASSERTS_READING(a_deck_empty_from_the_start_by_reading, "an.empty-deck", "skipped-counts", "never");
BOOST_AUTO_TEST_CASE(a_deck_empty_from_the_start_by_reading) {
  for (const char* reading : {"skipped-counts", "never"}) {
    const bool counts = std::string(reading) == "skipped-counts";
    Position pos(3, {{"an.empty-deck", reading}, {"an.double-run-out", "one-per-upkeep"}});
    pos.sc("turn", 8).sc("actor", 2).sc("taken", 1).sc("deck", 2).sc("run_out", 1).sc("gc_done", 1);
    for (int p = 0; p < 3; ++p) pos.st()["players"][p]["tokens_used"] = p == 2 ? 2 : 3;
    pos.card(13, "display").card(14, "display");
    for (int c : {45, 46, 47}) pos.card(c, "deck");
    auto s = pos.Load();
    s->ApplyActionText("pass");
    BOOST_TEST_CONTEXT(reading) {
      BOOST_TEST(St(*s)["sc"]["gc_pending"] == (counts ? 1 : 0));
      BOOST_TEST(St(*s)["sc"]["deck"] == 3);
      BOOST_TEST(Outcomes(*s) == (Strings{"draw:c45 1/3", "draw:c46 1/3", "draw:c47 1/3"}));
      for (int k = 0; k < 3; ++k) s->ApplyAction(s->ChanceOutcomes().front().action);
      BOOST_TEST(!s->IsChance());
      BOOST_TEST(St(*s)["sc"]["gc_pending"] == (counts ? 2 : 1));
      BOOST_TEST(St(*s)["sc"]["round"] == 3);
      PassRound(*s);  // round 3
      BOOST_TEST_REQUIRE(!s->IsTerminal());
      BOOST_TEST(St(*s)["sc"]["gc_done"] == 2);
      BOOST_TEST(St(*s)["sc"]["round"] == 4);
      PassRound(*s);  // round 4
      BOOST_TEST_REQUIRE(s->IsTerminal());
      BOOST_TEST(St(*s)["sc"]["gc_done"] == (counts ? 3 : 2));
      bool ended_by_finding = false;
      for (const Finding& f : s->Findings())
        ended_by_finding = ended_by_finding || (f.interpretation == "an.empty-deck=never" &&
                                                f.detail.find("ends here") != std::string::npos);
      BOOST_TEST(ended_by_finding == !counts);
    }
  }
}

// ---- an.own-daughter ----------------------------------------------------------------------------------
// p0 sends Amadeus (c5) to court (3 - 2 = 1 gold); p0 has an unmarried daughter, Eleanor (c24), p1 has Anne
// (c15, alliance: 2 gold to the player who presented her), p2 and p3 none.
//   opponents-only: only p1 presents (Anne); one bride is chosen without a choice: p1 +2 prestige, +2 gold.
//   own-too: p0 is asked first (player order from the groom's player): Eleanor; then p1: Anne; p0 chooses
//   between the two. Choosing Eleanor: the player who presented her, p0, gains 2 prestige; Anne goes back.
PEERAGE_ASSERTS_READING(the_grooms_own_daughter_by_reading, "an.own-daughter", "opponents-only", "own-too");
BOOST_AUTO_TEST_CASE(the_grooms_own_daughter_by_reading) {
  for (const char* reading : {"opponents-only", "own-too"}) {
    Position pos(4, {{"an.own-daughter", reading}});
    pos.card(5, "owned p0 r0").gold(0, 3).card(24, "owned p0 r1").card(15, "owned p1 r1").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c5");
    s->ApplyActionText("series:4");
    s->ApplyActionText("groom:c5");
    BOOST_TEST_CONTEXT(reading) {
      if (std::string(reading) == "opponents-only") {
        BOOST_TEST(s->CurrentPlayer() == 1);
        BOOST_TEST(Legal(*s) == (Strings{"present:c15"}));
        s->ApplyActionText("present:c15");
        BOOST_TEST(CardAt(*s, 15) == "owned p0 r0 s5");
        BOOST_TEST(CardAt(*s, 24) == "owned p0 r1");
        BOOST_TEST(Prestige(*s, 1) == 2);
        BOOST_TEST(Gold(*s, 1) == 2);
        BOOST_TEST(Prestige(*s, 0) == 0);
      } else {
        BOOST_TEST(s->CurrentPlayer() == 0);
        BOOST_TEST(Legal(*s) == (Strings{"present:c24"}));
        s->ApplyActionText("present:c24");
        BOOST_TEST(s->CurrentPlayer() == 1);
        BOOST_TEST(Legal(*s) == (Strings{"present:c15"}));
        s->ApplyActionText("present:c15");
        BOOST_TEST(s->CurrentPlayer() == 0);
        BOOST_TEST(Legal(*s) == (Strings{"bride:c15", "bride:c24"}));
        s->ApplyActionText("bride:c24");
        BOOST_TEST(CardAt(*s, 24) == "owned p0 r0 s5");
        BOOST_TEST(CardAt(*s, 15) == "owned p1 r1");
        BOOST_TEST(Prestige(*s, 0) == 2);
        BOOST_TEST(Prestige(*s, 1) == 0);
        BOOST_TEST(Gold(*s, 1) == 0);
      }
      BOOST_TEST(Gold(*s, 0) == 1);
    }
  }
  // The readings agree when the groom's player has no unmarried daughter (Eleanor left out): p0 has nothing to
  // present, so under both only p1 presents and Anne is chosen without a choice.
  for (const char* reading : {"opponents-only", "own-too"}) {
    Position pos(4, {{"an.own-daughter", reading}});
    pos.card(5, "owned p0 r0").gold(0, 3).card(15, "owned p1 r1").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c5");
    s->ApplyActionText("series:4");
    s->ApplyActionText("groom:c5");
    BOOST_TEST(s->CurrentPlayer() == 1, reading);
    BOOST_TEST(Legal(*s) == (Strings{"present:c15"}), reading);
    s->ApplyActionText("present:c15");
    BOOST_TEST(CardAt(*s, 15) == "owned p0 r0 s5", reading);
    BOOST_TEST(Prestige(*s, 1) == 2, reading);
  }
}

// ---- an.wife-rule-box ---------------------------------------------------------------------------------
// A generational change: p1's top row is Ludwig of Lancaster (c17, legacy: 1 gold per character in his row)
// and his wife Jane Seymour (c29, legacy: 2 gold); their son Fernando (c14) moves up. Ludwig's legacy counts
// his row as it dies (an.legacy-order=before-removal): Ludwig and Jane, 1 x 2 = 2 gold.
//   never: Jane's rule box no longer applies: p1 has 2 gold (the marriage rule that says so, an.marry.join,
//          is applied once, at Jane's death; no marriage is made in this turn);
//   legacy-too: her legacy is claimed as well: 2 + 2 = 4 gold (an.marry.join not applied).
PEERAGE_ASSERTS_READING(a_dying_wifes_legacy_by_reading, "an.wife-rule-box", "never", "legacy-too");
BOOST_AUTO_TEST_CASE(a_dying_wifes_legacy_by_reading) {
  for (const char* reading : {"never", "legacy-too"}) {
    auto s = WifeLegacyChange({{"an.wife-rule-box", reading}}).Load();
    PlayTurn(*s, 48, 2);
    BOOST_TEST_CONTEXT(reading) {
      BOOST_TEST(CardAt(*s, 17) == "dead");
      BOOST_TEST(CardAt(*s, 29) == "dead");
      BOOST_TEST(CardAt(*s, 14) == "owned p1 r0");
      BOOST_TEST(Gold(*s, 1) == (std::string(reading) == "never" ? 2 : 4));
      BOOST_TEST(St(*s)["sc"]["gc_done"] == 1);
      std::uint32_t joins = 0;
      for (std::size_t r = 0; r < s->info().rules.size(); ++r)
        if (s->info().rules[r].id == "an.marry.join") joins = s->RuleCounts()[r];
      BOOST_TEST(joins == (std::string(reading) == "never" ? 1u : 0u));
    }
  }
}

// ---- an.heir-deck -------------------------------------------------------------------------------------
// Deck I has just run out (the refill now draws from deck II: c28 Baudouin m, c29 Jane f, c30 Sibylle f). At
// the change p0's George and Arianne die, leaving only daughters (Anne, Margarethe in row 0, Isabella in row 1).
//   next-deck: cards are drawn from deck II until a male: 1/3 each;
//   none: no draw: the family stays without a male (a silent finding), the next round begins.
PEERAGE_ASSERTS_READING(no_male_heir_drawn_from_the_next_deck_or_none, "an.heir-deck", "next-deck", "none");
BOOST_AUTO_TEST_CASE(no_male_heir_drawn_from_the_next_deck_or_none) {
  for (const char* reading : {"next-deck", "none"}) {
    auto s = DaughtersOnlyChange({{"an.heir-deck", reading}}).Load();
    PlayTurn(*s, 47, 2);
    BOOST_TEST_CONTEXT(reading) {
      if (std::string(reading) == "next-deck") {
        BOOST_TEST(Phase(*s) == "heir-draw");
        BOOST_TEST(Outcomes(*s) == (Strings{"draw:c28 1/3", "draw:c29 1/3", "draw:c30 1/3"}));
        BOOST_TEST(!HasFinding(*s, "an.heir-deck=next-deck"));
      } else {
        BOOST_TEST(Phase(*s) == "activate");
        BOOST_TEST(St(*s)["sc"]["round"] == 3);
        for (int c : {28, 29, 30}) BOOST_TEST(CardAt(*s, c) == "deck");
        BOOST_TEST(CardAt(*s, 15) == "owned p0 r0");
        BOOST_TEST(CardAt(*s, 23) == "owned p0 r0");
        BOOST_TEST(CardAt(*s, 22) == "owned p0 r1");
        BOOST_TEST(HasFinding(*s, "an.heir-deck=none"));
      }
    }
  }
}

// ---- an.heir-row --------------------------------------------------------------------------------------
// At the change p0's George and Arianne die and the only other card, Isabella (c22, row 2), moves up to row
// 1: no male. Deck I holds Pedro (c18, m) and Beatrix (c25, f): Pedro is drawn. The oldest generation with a
// daughter is row 1: Isabella is his only possible bride, so he marries her without a choice.
//   top-row: he heads the family in the oldest row, row 0, and she joins him there;
//   bride-row: he joins her row, row 1.
PEERAGE_ASSERTS_READING(the_drawn_heirs_row_by_reading, "an.heir-row", "top-row", "bride-row");
BOOST_AUTO_TEST_CASE(the_drawn_heirs_row_by_reading) {
  for (const char* reading : {"top-row", "bride-row"}) {
    Position pos = LastTurn(0, {{"an.heir-row", reading}});
    pos.sc("gc_pending", 1).sc("taken", 1).card(18, "deck").card(25, "deck");
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(22, "owned p0 r2");
    pos.card(49, "owned p1 r1").card(48, "owned p2 r1").card(47, "owned p3 r1 act");
    for (int c : {12, 13, 14, 16, 17, 19, 20}) pos.card(c, "display");
    auto s = pos.Load();
    PlayTurn(*s, 47, 2);
    BOOST_TEST_CONTEXT(reading) {
      BOOST_TEST_REQUIRE(Phase(*s) == "heir-draw");
      BOOST_TEST(Outcomes(*s) == (Strings{"draw:c18 1/2", "draw:c25 1/2"}));
      s->ApplyActionText("draw:c18");
      const int row = std::string(reading) == "top-row" ? 0 : 1;
      BOOST_TEST(CardAt(*s, 18) == fmt::format("owned p0 r{} s22", row));
      BOOST_TEST(CardAt(*s, 22) == fmt::format("owned p0 r{} s18", row));
      BOOST_TEST(St(*s)["sc"]["round"] == 3);
    }
  }
  // The readings agree when there is no daughter ("top row if none"): George and Arianne were p0's only cards;
  // Pedro is drawn and heads the family alone in row 0 under both.
  for (const char* reading : {"top-row", "bride-row"}) {
    Position pos = LastTurn(0, {{"an.heir-row", reading}});
    pos.sc("gc_pending", 1).sc("taken", 1).card(18, "deck").card(25, "deck");
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1");
    pos.card(49, "owned p1 r1").card(48, "owned p2 r1").card(47, "owned p3 r1 act");
    for (int c : {12, 13, 14, 16, 17, 19, 20}) pos.card(c, "display");
    auto s = pos.Load();
    PlayTurn(*s, 47, 2);
    BOOST_TEST_REQUIRE(Phase(*s) == "heir-draw", reading);
    s->ApplyActionText("draw:c18");
    BOOST_TEST(CardAt(*s, 18) == "owned p0 r0", reading);
    BOOST_TEST(St(*s)["sc"]["round"] == 3, reading);
  }
}

// ---- an.prestige-open ---------------------------------------------------------------------------------
// p1 has 3 prestige, p0 1. p0's view of p1's prestige: 3 under "open", "hidden" under "concealed"; p0's own
// prestige and p1's gold are in view under both.
PEERAGE_ASSERTS_READING(others_prestige_in_view_by_reading, "an.prestige-open", "open", "concealed");
BOOST_AUTO_TEST_CASE(others_prestige_in_view_by_reading) {
  for (const char* reading : {"open", "concealed"}) {
    Position pos(4, {{"an.prestige-open", reading}});
    pos.card(1, "owned p0 r0").prestige(0, 1).prestige(1, 3).gold(1, 2).card(27, "deck");
    auto s = pos.Load();
    const Json players = s->ObservationJson(0)["state"]["players"];
    BOOST_TEST_CONTEXT(reading) {
      if (std::string(reading) == "open") BOOST_TEST(players[1]["prestige"] == 3);
      else BOOST_TEST(players[1]["prestige"] == "hidden");
      BOOST_TEST(players[0]["prestige"] == 1);
      BOOST_TEST(players[1]["gold"] == 2);
      BOOST_TEST(s->ObservationJson(1)["state"]["players"][1]["prestige"] == 3);
    }
  }
}

// ---- an.intrigue-couple -------------------------------------------------------------------------------
// (a) Christian II (c44, intrigue: 1 prestige per character in his row) and his wife Isabella (c22, intrigue:
// 1 prestige per character), their son William (c49) below. The couple's fourth series: daughter, hire,
// intrigue (his) + marriage, intrigue (hers); with no display and no gold only the two intrigue actions have a
// choice. Each intrigue action:
//   head-only: his ability, row 0 = Christian, Isabella: +2; two actions: 2 + 2 = 4;
//   both: his +2, then hers, 3 characters: +3; two actions: 5 + 5 = 10.
// (b) Pedro (c18, no ability) and Isabella: fourth series daughter, intrigue + marriage, intrigue.
//   head-only: no intrigue ability applies: nothing to do, the turn ends at once (prestige 0);
//   both: hers, 2 characters: +2 per action: 4.
PEERAGE_ASSERTS_READING(a_wifes_intrigue_ability_by_reading, "an.intrigue-couple", "head-only", "both");
BOOST_AUTO_TEST_CASE(a_wifes_intrigue_ability_by_reading) {
  for (const char* reading : {"head-only", "both"}) {
    const bool both = std::string(reading) == "both";
    BOOST_TEST_CONTEXT(reading) {
      {
        Position pos(4, {{"an.intrigue-couple", reading}});
        pos.card(44, "owned p0 r0 s22").card(22, "owned p0 r0 s44").card(49, "owned p0 r1").card(27, "deck");
        auto s = pos.Load();
        s->ApplyActionText("activate:c44");
        s->ApplyActionText("series:4");
        BOOST_TEST(St(*s)["queue"] == Json::parse(R"(["daughter", "hire", "intrigue", "marriage", "intrigue"])"));
        BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
        s->ApplyActionText("do");
        BOOST_TEST(Prestige(*s, 0) == (both ? 5 : 2));
        BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
        s->ApplyActionText("do");
        BOOST_TEST(Prestige(*s, 0) == (both ? 10 : 4));
        BOOST_TEST(s->CurrentPlayer() == 1);
      }
      {
        Position pos(4, {{"an.intrigue-couple", reading}});
        pos.card(18, "owned p0 r0 s22").card(22, "owned p0 r0 s18").card(27, "deck");
        auto s = pos.Load();
        s->ApplyActionText("activate:c18");
        s->ApplyActionText("series:4");
        if (both) {
          BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
          s->ApplyActionText("do");
          BOOST_TEST(Prestige(*s, 0) == 2);
          s->ApplyActionText("do");
          BOOST_TEST(Prestige(*s, 0) == 4);
        } else {
          BOOST_TEST(Prestige(*s, 0) == 0);
        }
        BOOST_TEST(s->CurrentPlayer() == 1);
      }
      // (c) The readings agree when the wife has no intrigue ability: Christian II with Catherine (c40, none):
      // his ability only, row 0 = 2 characters: +2 per intrigue action, 4.
      {
        Position pos(4, {{"an.intrigue-couple", reading}});
        pos.card(44, "owned p0 r0 s40").card(40, "owned p0 r0 s44").card(27, "deck");
        auto s = pos.Load();
        s->ApplyActionText("activate:c44");
        s->ApplyActionText("series:4");  // daughter hire intrigue + commerce intrigue
        BOOST_TEST(SortedLegal(*s) == (Strings{"do", "skip"}));
        s->ApplyActionText("do");
        BOOST_TEST(Prestige(*s, 0) == 2);
        s->ApplyActionText("skip");  // commerce declined
        s->ApplyActionText("do");
        BOOST_TEST(Prestige(*s, 0) == 4);
        BOOST_TEST(s->CurrentPlayer() == 1);
      }
    }
  }
}

// ---- an.child-cost ------------------------------------------------------------------------------------
// George (c1, red) and Arianne (c7, yellow), first series hire, child, son (+ warfare, warfare). Display:
// Fernando (c14, m yellow, 1 shield, christening: an army), Charles I (c13, m red), Beatrix (c25, f yellow).
// With 0 gold (the hire passes) the child step offers:
//   son-cost-if-male: a male child costs 1: only Beatrix;          free: Fernando, Charles I, Beatrix.
// With 2 gold (the hire declined), child = Fernando, then son = Charles I (the only male left):
//   son-cost-if-male: 2 - 1 = 1, then 1 - 1 = 0;                  free: 2, then the son symbol costs: 2 - 1 = 1.
PEERAGE_ASSERTS_READING(a_male_child_from_a_child_symbol_by_reading, "an.child-cost", "son-cost-if-male", "free");
BOOST_AUTO_TEST_CASE(a_male_child_from_a_child_symbol_by_reading) {
  for (const char* reading : {"son-cost-if-male", "free"}) {
    const bool free = std::string(reading) == "free";
    BOOST_TEST_CONTEXT(reading) {
      for (int gold : {0, 2}) {
        Position pos(4, {{"an.child-cost", reading}});
        pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").gold(0, gold).card(27, "deck");
        for (int c : {13, 14, 25}) pos.card(c, "display");
        auto s = pos.Load();
        s->ApplyActionText("activate:c1");
        s->ApplyActionText("series:1");
        if (gold == 0) {
          BOOST_TEST(Legal(*s) == (free ? Strings{"birth:c13", "birth:c14", "birth:c25"} : Strings{"birth:c25"}));
          continue;
        }
        BOOST_TEST(Has(Legal(*s), "hire:piety"));
        s->ApplyActionText("skip");
        BOOST_TEST(Legal(*s) == (Strings{"birth:c13", "birth:c14", "birth:c25"}));
        s->ApplyActionText("birth:c14");
        BOOST_TEST(Gold(*s, 0) == (free ? 2 : 1));
        BOOST_TEST(Supply(*s, 0) == 2);  // 1 shield + the christening's army
        BOOST_TEST(Legal(*s) == (Strings{"birth:c13"}));
        s->ApplyActionText("birth:c13");
        BOOST_TEST(Gold(*s, 0) == (free ? 1 : 0));
      }
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
