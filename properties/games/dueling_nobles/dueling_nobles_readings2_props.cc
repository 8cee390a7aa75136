// Dueling Nobles reading coverage (part 2: the dealer roll, the Dueling phase, the game end, the turn limit
// and the Resource counters). As in
// dueling_nobles_readings_props.cc: a small situation where the readings matter, the options and outcome
// under EVERY reading written out by hand from shared/rulebooks/dueling-nobles.txt and the reading's
// description in dn_catalogue.cc (arithmetic in the comments), and the catalogue's claims about when readings
// agree checked over the whole (small) space they speak of.
// Strength table: Jack 11, Queen 12, King 13; Stamina Jack 2, Queen 2, King 3. After the last duel of a turn
// the turn ends, so the defender's owner also receives his automatic Resource.
// A one-Noble courtyard is Json::array({Noble(...)}): a braced list holding one Json is that Json itself
// under clang (an object, not an array of one).
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/analysis/stats.h"
#include "model/core/catalogue.h"
#include "model/core/rational.h"
#include "model/core/state.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace dn_test;
using Strings = std::vector<std::string>;

namespace {

// Step 3 with the given cards (ascending, as the engine offers a Jack's second card above his first):
// p0 (the attacker) plays his, then declines the rest while still asked; then p1 the same.
void PlaySupports(State& s, const Strings& attacker, const Strings& defender) {
  for (int p = 0; p < 2; ++p) {
    for (const std::string& c : p == 0 ? attacker : defender) s.ApplyActionText("support:" + c);
    if (!s.IsTerminal() && s.CurrentPlayer() == p && St(s)["phase"] == "duel-support") s.ApplyActionText("end-support");
  }
}


}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_readings2)

// ---- dn.dealer-ties ------------------------------------------------------------------------------------

// "If both players both roll the same total, they should each roll again": a round of four dice 1, 1, 1, 1
// is 2 against 2, a tie. After 31 tied rounds the roll goes on (dealer still unknown, -1) under both
// readings. The 32nd tie hits the cap: cap-32 makes player 0 the dealer (so player 1, his opponent, is dealt
// first: phase deal-nobles, active 1) with a livelock finding; cap-32-void ends the game before it starts:
// game over, result "draw", scores 0, 0, IsDraw, turn 0, the same livelock finding.
PEERAGE_ASSERTS_READING(dealer_ties_cap_after_32_tied_rounds_by_reading, "dn.dealer-ties", "cap-32", "cap-32-void");
BOOST_AUTO_TEST_CASE(dealer_ties_cap_after_32_tied_rounds_by_reading) {
  for (const char* reading : {"cap-32", "cap-32-void"}) {
    auto s = NewGame(GameConfig{"dueling-nobles", 2, {{"dn.dealer-ties", reading}}});
    for (int round = 0; round < 31; ++round)
      for (int d = 0; d < 4; ++d) s->ApplyActionText("die:1");
    BOOST_TEST(St(*s)["phase"] == "dealer-roll", reading);
    BOOST_TEST(St(*s)["dealer"].get<int>() == -1, reading);
    BOOST_TEST(St(*s)["roll"]["ties"].get<int>() == 31, reading);
    BOOST_TEST(s->Findings().empty(), reading);
    for (int d = 0; d < 4; ++d) s->ApplyActionText("die:1");
    BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
    BOOST_TEST(Kind(s->Findings()[0]) == "livelock", reading);
    BOOST_TEST(s->Findings()[0].interpretation == std::string("dn.dealer-ties=") + reading);
    if (std::string(reading) == "cap-32") {
      BOOST_TEST(!s->IsTerminal());
      BOOST_TEST(St(*s)["dealer"].get<int>() == 0);
      BOOST_TEST(St(*s)["phase"] == "deal-nobles");
      BOOST_TEST(St(*s)["active"].get<int>() == 1);
    } else {
      BOOST_TEST(s->IsTerminal());
      BOOST_TEST(s->IsDraw());
      BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
      BOOST_TEST(St(*s)["result"] == "draw");
      BOOST_TEST(St(*s)["turn"].get<int>() == 0);
    }
  }
}

// Catalogue claim (default_why of dn.dealer-ties): "32 ties in a row has a chance below 1 in 10^30".
// A round ties when both totals of two dice are equal: the number of ways to roll a total t is
// 1,2,3,4,5,6,5,4,3,2,1 (t = 2..12), so P(tie) = (1+4+9+16+25+36+25+16+9+4+1) / 36^2 = 146/1296. Checked
// on the engine's own dice (each face 1/6) and (146/1296)^32 = 10^(32 * log10(0.11265)) = 10^-30.34.
BOOST_AUTO_TEST_CASE(dealer_tie_cap_chance_is_below_one_in_ten_to_the_thirty) {
  auto s = NewGame(GameConfig{"dueling-nobles", 2, {}});
  const auto dice = s->ChanceOutcomes();
  BOOST_REQUIRE_EQUAL(dice.size(), 6u);
  std::map<int, Rational> total;  // a player's two-dice total -> its probability
  for (const ChanceOutcome& a : dice)
    for (const ChanceOutcome& b : dice) {
      const int t = std::stoi(s->ActionToString(a.action).substr(4)) + std::stoi(s->ActionToString(b.action).substr(4));
      total[t] = total[t] + a.probability * b.probability;
    }
  Rational tie;
  for (const auto& [t, p] : total) tie = tie + p * p;
  BOOST_TEST(tie.ToString() == "73/648");  // 146/1296
  const double log10_cap = 32 * std::log10(73.0 / 648.0);
  BOOST_TEST(log10_cap < -30.0);
  BOOST_TEST(log10_cap > -30.5);
}

// ---- dn.duels-per-turn ---------------------------------------------------------------------------------

// "To declare a duel, the player selects one of the Nobles fron his Courtyard and any of his opponent's
// Nobles": p0's JC and KC against p1's KD (Stamina 3; p1 has no 2 Resources to deflect, no hands: no Step 3).
// Every reading first offers duel:JC>KD, duel:KC>KD, end-turn. Duel 1: JC 11 + 6 = 17 against KD 13 + 1 + 1
// = 15: JC wins, p0 0 + 1 = 1, KD 3 - 1 = 2.
//   one: the turn ends at once: p1's turn 6 (income, 0 + 1 = 1 Resource).
//   each-noble: JC has dueled, KC may still: duel:KC>KD, end-turn.
//   unlimited: all pairs again: duel:JC>KD, duel:KC>KD, end-turn.
// Duel 2 (KC>KD): KC 13 + 6 + 6 = 25 against KD 13 + 1 + 1 = 15: KD 2 - 1 = 1, p0 2. each-noble: both
// Nobles have dueled, the turn ends (p1's turn 6, 1 Resource). unlimited: dueling again, all pairs; duel 3
// (JC>KD, 17 against 15) vanquishes KD, p1's last Noble: p0 wins (scores 1, 0) with 3 Resources.
PEERAGE_ASSERTS_READING(duels_in_one_turn_by_reading, "dn.duels-per-turn", "one", "each-noble", "unlimited");
BOOST_AUTO_TEST_CASE(duels_in_one_turn_by_reading) {
  const Json st = {{"phase", "dueling"},
                   {"players", {Player(0, Json::array(), {Noble("JC", 2), Noble("KC", 3)}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  const Strings all{"duel:JC>KD", "duel:KC>KD", "end-turn"};
  auto jc_duel = [](State& s) { for (const char* a : {"duel:JC>KD", "die:6", "die:1", "die:1"}) s.ApplyActionText(a); };
  auto kc_duel = [](State& s) {
    for (const char* a : {"duel:KC>KD", "die:6", "die:6", "die:1", "die:1"}) s.ApplyActionText(a);
  };
  auto p1_turn = [](const State& s, const std::string& reading) {
    BOOST_TEST(St(s)["active"].get<int>() == 1, reading);
    BOOST_TEST(St(s)["turn"].get<int>() == 6, reading);
    BOOST_TEST(St(s)["phase"] == "income", reading);
    BOOST_TEST(Res(s, 1) == 1, reading);
  };
  for (const std::string reading : {"one", "each-noble", "unlimited"}) {
    auto s = Load(st, {{"dn.duels-per-turn", reading}});
    BOOST_TEST(Legal(*s) == all, boost::test_tools::per_element());
    jc_duel(*s);
    BOOST_TEST(Stamina(*s, "KD") == 2, reading);
    BOOST_TEST(Res(*s, 0) == 1, reading);
    if (reading == "one") {
      p1_turn(*s, reading);
      continue;
    }
    BOOST_TEST(St(*s)["phase"] == "dueling", reading);
    BOOST_TEST(St(*s)["active"].get<int>() == 0, reading);
    BOOST_TEST(Legal(*s) == (reading == "each-noble" ? Strings{"duel:KC>KD", "end-turn"} : all),
               boost::test_tools::per_element());
    kc_duel(*s);
    BOOST_TEST(Stamina(*s, "KD") == 1, reading);
    BOOST_TEST(Res(*s, 0) == 2, reading);
    if (reading == "each-noble") {
      p1_turn(*s, reading);
      continue;
    }
    BOOST_TEST(Legal(*s) == all, boost::test_tools::per_element());
    jc_duel(*s);
    BOOST_TEST(s->IsTerminal());
    BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, 0}));
    BOOST_TEST(Res(*s, 0) == 3);
    BOOST_TEST(St(*s)["players"][1]["courtyard"] == Json::array());
  }
}

// ---- dn.deflect-target ---------------------------------------------------------------------------------

// "by spending 2 Resources ... the opponent can select any other Noble in his own courtyard": p0's KC
// declares on QD; p1 has 3 Resources.
//   p1 holds only QD. other: no other Noble, so no deflect choice: straight to the dice, 3 Resources kept.
//   any: p1 is asked: deflect:QD or accept; deflect:QD costs 3 - 2 = 1 and QD stays the target.
//   p1 holds JD and QD. other: deflect:JD, accept; any: deflect:JD, deflect:QD, accept.
//   With 1 Resource (< 2) neither reading asks.
PEERAGE_ASSERTS_READING(deflecting_onto_the_declared_noble_by_reading, "dn.deflect-target", "other", "any");
BOOST_AUTO_TEST_CASE(deflecting_onto_the_declared_noble_by_reading) {
  auto state = [](int resources, Json court) {
    return Json{{"phase", "dueling"},
                {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                             Player(resources, Json::array(), std::move(court))}}};
  };
  const Json one = Json::array({Noble("QD", 2)});
  const Json two = Json::array({Noble("JD", 2), Noble("QD", 2)});
  auto other = Load(state(3, one), {{"dn.deflect-target", "other"}});
  other->ApplyActionText("duel:KC>QD");
  BOOST_TEST(St(*other)["phase"] == "duel-dice");
  BOOST_TEST(Res(*other, 1) == 3);
  auto any = Load(state(3, one), {{"dn.deflect-target", "any"}});
  any->ApplyActionText("duel:KC>QD");
  BOOST_TEST(St(*any)["phase"] == "deflect");
  BOOST_TEST(any->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*any) == (Strings{"deflect:QD", "accept"}), boost::test_tools::per_element());
  any->ApplyActionText("deflect:QD");
  BOOST_TEST(Res(*any, 1) == 1);
  BOOST_TEST(St(*any)["duel"]["defender"] == "QD");
  BOOST_TEST(St(*any)["phase"] == "duel-dice");
  for (const std::string reading : {"other", "any"}) {
    auto s = Load(state(3, two), {{"dn.deflect-target", reading}});
    s->ApplyActionText("duel:KC>QD");
    BOOST_TEST(Legal(*s) == (reading == "other" ? Strings{"deflect:JD", "accept"}
                                                : Strings{"deflect:JD", "deflect:QD", "accept"}),
               boost::test_tools::per_element());
    for (const Json& court : {one, two}) {
      auto poor = Load(state(1, court), {{"dn.deflect-target", reading}});
      poor->ApplyActionText("duel:KC>QD");
      BOOST_TEST(St(*poor)["phase"] == "duel-dice", reading);
      BOOST_TEST(Res(*poor, 1) == 1, reading);
    }
  }
}

// ---- dn.double-ace -------------------------------------------------------------------------------------

// "If both payers play an Ace, however, the Duel is considered a tie": KC (dice 6, 6) plays AC, JD (die 1)
// plays AH. tie: both lose one Stamina (KC 3 - 1 = 2, JD 2 - 1 = 1), nobody gains (p0 0; p1's 1 is his
// automatic Resource). totals-decide: the Aces cancel and KC 13 + 6 + 6 + 1 + 2 (Adrenaline: AC is a Club
// like KC) = 28 beats JD 11 + 1 + 1 (AH, no Adrenaline) = 13: only JD loses (2 - 1 = 1), KC keeps 3, p0 0 + 1 = 1.
// Equal totals under totals-decide still tie: KC (1, 1) 13 + 1 + 1 + 1 + 2 = 18 against JD (6) 11 + 6 + 1 = 18.
PEERAGE_ASSERTS_READING(aces_on_both_sides_by_reading, "dn.double-ace", "tie", "totals-decide");
BOOST_AUTO_TEST_CASE(aces_on_both_sides_by_reading) {
  auto state = [](Json dice) {
    return Json{{"phase", "duel-support"}, {"duel", Duel("KC", "JD", std::move(dice))},
                {"players", {Player(0, {"AC"}, Json::array({Noble("KC", 3)})),
                             Player(0, {"AH"}, Json::array({Noble("JD", 2)}))}}};
  };
  const Json high = Json::array({Json::array({6, 6}), Json::array({1})});
  const Json even = Json::array({Json::array({1, 1}), Json::array({6})});
  auto tie = Load(state(high), {{"dn.double-ace", "tie"}});
  PlaySupports(*tie, {"AC"}, {"AH"});
  BOOST_TEST(Stamina(*tie, "KC") == 2);
  BOOST_TEST(Stamina(*tie, "JD") == 1);
  BOOST_TEST(Res(*tie, 0) == 0);
  BOOST_TEST(Res(*tie, 1) == 1);
  auto totals = Load(state(high), {{"dn.double-ace", "totals-decide"}});
  PlaySupports(*totals, {"AC"}, {"AH"});
  BOOST_TEST(Stamina(*totals, "KC") == 3);
  BOOST_TEST(Stamina(*totals, "JD") == 1);
  BOOST_TEST(Res(*totals, 0) == 1);
  BOOST_TEST(Res(*totals, 1) == 1);
  for (const char* reading : {"tie", "totals-decide"}) {
    auto s = Load(state(even), {{"dn.double-ace", reading}});
    PlaySupports(*s, {"AC"}, {"AH"});
    BOOST_TEST(Stamina(*s, "KC") == 2, reading);
    BOOST_TEST(Stamina(*s, "JD") == 1, reading);
    BOOST_TEST(Res(*s, 0) == 0, reading);
  }
}

// ---- dn.ace-value --------------------------------------------------------------------------------------

// "Any numerical rank of support card can be played ... (from two to ten)": what an Ace adds shows only when
// totals decide a duel with Aces (dn.double-ace=totals-decide). JC (die 4) plays AC and AH, JD (die 4) AD
// (dn.jack-aces=tie: two Aces against one is a double Ace, and the totals decide).
//   one:  JC 11 + 4 + 1 + 2 (AC Adrenaline) + 1 = 19, JD 11 + 4 + 1 + 2 (AD Adrenaline) = 18: JC wins,
//         JD 2 - 1 = 1, JC keeps 2, p0 0 + 1 = 1.
//   zero: JC 11 + 4 + 0 + 2 + 0 = 17, JD 11 + 4 + 0 + 2 = 17: a tie, both 2 - 1 = 1, p0 0.
// Under dn.double-ace=tie the same duel ties whatever an Ace is worth (both at 1, p0 0).
PEERAGE_ASSERTS_READING(what_an_ace_adds_by_reading, "dn.ace-value", "one", "zero");
BOOST_AUTO_TEST_CASE(what_an_ace_adds_by_reading) {
  const Json st = {{"phase", "duel-support"}, {"duel", Duel("JC", "JD", {Json::array({4}), Json::array({4})})},
                   {"players", {Player(0, {"AC", "AH"}, Json::array({Noble("JC", 2)})),
                                Player(0, {"AD"}, Json::array({Noble("JD", 2)}))}}};
  const std::map<std::string, std::tuple<int, int, int>> want = {{"one", {2, 1, 1}}, {"zero", {1, 1, 0}}};
  for (const auto& [reading, jc_jd_res] : want) {
    auto s = Load(st, {{"dn.ace-value", reading}, {"dn.double-ace", "totals-decide"}});
    PlaySupports(*s, {"AC", "AH"}, {"AD"});
    BOOST_TEST(Stamina(*s, "JC") == std::get<0>(jc_jd_res), reading);
    BOOST_TEST(Stamina(*s, "JD") == std::get<1>(jc_jd_res), reading);
    BOOST_TEST(Res(*s, 0) == std::get<2>(jc_jd_res), reading);
    auto plain = Load(st, {{"dn.ace-value", reading}});
    PlaySupports(*plain, {"AC", "AH"}, {"AD"});
    BOOST_TEST(Stamina(*plain, "JC") == 1, reading);
    BOOST_TEST(Stamina(*plain, "JD") == 1, reading);
    BOOST_TEST(Res(*plain, 0) == 0, reading);
  }
}

// ---- catalogue claims on the Aces ----------------------------------------------------------------------

// Claims: dn.jack-aces "A Jack may play two Aces; does two Aces against one Ace still tie?" (the readings
// part only when both sides play Aces in different numbers, which takes a Jack; more-aces-wins gives that
// duel to the side with more Aces by critical hit); dn.ace-value "matters only when totals decide a duel
// with Aces"; dn.double-ace (Aces on both sides: tie, or the totals decide). Checked over every choice of
// Step-3 cards in two duels, under all eight combinations of the three readings:
//   JC (die 3, hand AC AH 5S) against JD (die 3, hand AD AS 6S): each side plays 0, 1 or 2 of its three
//   cards (7 choices each, 49 duels); KC (dice 2, 2, hand AC 5C) against KD (dice 2, 2, hand AD 6D): 0 or 1
//   card each (9 duels). Outcome: both Nobles' Stamina and p0's Resources.
// Expected, by hand: with no Ace anywhere all eight agree; with Aces on one side only, that side wins under
// all eight; with Aces on both sides in different numbers and more-aces-wins, the side with more wins
// (its Noble keeps its Stamina, the other loses one, p0 + 1 if it is p0's); otherwise with Aces on both
// sides: tie under double-ace=tie (both lose one, p0 + 0) and the totals decide under totals-decide, the
// only case where ace-value can change anything (and does, in the JC AC+AH / JD AD duel above).
PEERAGE_ASSERTS_READING(ace_readings_part_only_where_the_catalogue_says, "dn.jack-aces", "tie", "more-aces-wins");
PEERAGE_ASSERTS_READING(ace_readings_part_only_where_the_catalogue_says, "dn.double-ace", "tie", "totals-decide");
PEERAGE_ASSERTS_READING(ace_readings_part_only_where_the_catalogue_says, "dn.ace-value", "one", "zero");
BOOST_AUTO_TEST_CASE(ace_readings_part_only_where_the_catalogue_says) {
  struct Matchup {
    const char *att, *def;
    Json dice;
    Strings hand0, hand1;
    size_t limit;
  };
  const std::vector<Matchup> matchups = {
      {"JC", "JD", Json::array({Json::array({3}), Json::array({3})}), {"AC", "AH", "5S"}, {"AD", "AS", "6S"}, 2},
      {"KC", "KD", Json::array({Json::array({2, 2}), Json::array({2, 2})}), {"AC", "5C"}, {"AD", "6D"}, 1}};
  auto choices = [](const Strings& hand, size_t limit) {
    std::vector<Strings> out{{}};
    for (size_t i = 0; i < hand.size(); ++i) {
      out.push_back({hand[i]});
      if (limit >= 2)
        for (size_t j = i + 1; j < hand.size(); ++j) out.push_back({hand[i], hand[j]});
    }
    return out;
  };
  auto aces = [](const Strings& cards) {
    int n = 0;
    for (const std::string& c : cards) n += c[0] == 'A';
    return n;
  };
  int checked = 0, ace_value_mattered = 0;
  for (const Matchup& m : matchups)
    for (const Strings& c0 : choices(m.hand0, m.limit))
      for (const Strings& c1 : choices(m.hand1, m.limit)) {
        const Json st = {{"phase", "duel-support"}, {"duel", Duel(m.att, m.def, m.dice)},
                         {"players", {Player(0, Cards(m.hand0), Json::array({Noble(m.att, 2)})),
                                      Player(0, Cards(m.hand1), Json::array({Noble(m.def, 2)}))}}};
        std::map<std::tuple<std::string, std::string, std::string>, std::tuple<int, int, int>> out;
        for (const char* ja : {"tie", "more-aces-wins"})
          for (const char* da : {"tie", "totals-decide"})
            for (const char* av : {"one", "zero"}) {
              auto s = Load(st, {{"dn.jack-aces", ja}, {"dn.double-ace", da}, {"dn.ace-value", av}});
              PlaySupports(*s, c0, c1);
              BOOST_REQUIRE(St(*s)["duel"].is_null());
              out[{ja, da, av}] = {Stamina(*s, m.att), Stamina(*s, m.def), Res(*s, 0)};
              ++checked;
            }
        const int a0 = aces(c0), a1 = aces(c1);
        const std::tuple<int, int, int> p0_wins{2, 1, 1}, p1_wins{1, 2, 0}, tied{1, 1, 0};
        for (const auto& [key, result] : out) {
          const auto& [ja, da, av] = key;
          std::string where = std::string(m.att) + " " + std::to_string(c0.size()) + "/" + std::to_string(c1.size()) +
                              " cards " + ja + "," + da + "," + av;
          if (a0 == 0 && a1 == 0) {
            BOOST_TEST((result == out.begin()->second), where);
          } else if (a0 == 0 || a1 == 0) {
            BOOST_TEST((result == (a0 > 0 ? p0_wins : p1_wins)), where);
          } else if (ja == "more-aces-wins" && a0 != a1) {
            BOOST_TEST((result == (a0 > a1 ? p0_wins : p1_wins)), where);
          } else if (da == "tie") {
            BOOST_TEST((result == tied), where);
          }
          // ace-value parts only under totals-decide with Aces on both sides (not settled by more Aces).
          const std::string other_av = av == "one" ? "zero" : "one";
          if (result != out.at({ja, da, other_av})) {
            BOOST_TEST((da == "totals-decide" && a0 > 0 && a1 > 0 && !(ja == "more-aces-wins" && a0 != a1)), where);
            ++ace_value_mattered;
          }
          // jack-aces parts only with Aces on both sides in different numbers (a Jack's two against one).
          const std::string other_ja = ja == "tie" ? "more-aces-wins" : "tie";
          if (result != out.at({other_ja, da, av})) BOOST_TEST((a0 > 0 && a1 > 0 && a0 != a1), where);
          if (a0 > 0 && a1 > 0 && a0 != a1 && da == "tie") BOOST_TEST((out.at({"tie", da, av}) == tied), where);
        }
      }
  BOOST_TEST(checked == (49 + 9) * 8);
  BOOST_TEST(ace_value_mattered > 0);  // the claim is not vacuous
}

// ---- dn.empty-courtyards -------------------------------------------------------------------------------

// "If, after a duel is completed, either player finds that he has no more Nobels in his Courtyard, the
// game ends with his opponent declared the winner." Both players are down to one Jack at Stamina 1; p0's
// JC rolled 3 (11 + 3 = 14), p1's JD rolls d (11 + d). Over every d:
//   d = 1, 2: 14 > 12, 13: JD is vanquished, p0 wins (scores 1, 0) under both readings, no finding.
//   d = 3: 14 = 14, a tie: both Jacks at 0, both Courtyards empty, a contradiction finding; draw: scores 0, 0
//          and a draw; shared-win: scores 1, 1, not a draw (the catalogue's claim: only here do they part).
//   d = 4, 5, 6: JC is vanquished, p1 wins (0, 1) under both.
PEERAGE_ASSERTS_READING(both_courtyards_empty_by_reading, "dn.empty-courtyards", "draw", "shared-win");
BOOST_AUTO_TEST_CASE(both_courtyards_empty_by_reading) {
  const Json st = {{"phase", "duel-dice"}, {"duel", Duel("JC", "JD", {Json::array({3}), Json::array()})},
                   {"players", {Player(0, Json::array(), Json::array({Noble("JC", 1)})),
                                Player(0, Json::array(), Json::array({Noble("JD", 1)}))}}};
  for (const std::string reading : {"draw", "shared-win"})
    for (int d = 1; d <= 6; ++d) {
      auto s = Load(st, {{"dn.empty-courtyards", reading}});
      s->ApplyActionText("die:" + std::to_string(d));
      const std::string where = reading + " d=" + std::to_string(d);
      BOOST_TEST(s->IsTerminal(), where);
      if (d != 3) {
        BOOST_TEST((s->Scores() == (d < 3 ? std::vector<std::int64_t>{1, 0} : std::vector<std::int64_t>{0, 1})), where);
        BOOST_TEST(!s->IsDraw(), where);
        BOOST_TEST(s->Findings().empty(), where);
        continue;
      }
      BOOST_TEST(St(*s)["players"][0]["courtyard"] == Json::array());
      BOOST_TEST(St(*s)["players"][1]["courtyard"] == Json::array());
      BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
      BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "contradiction");
      BOOST_TEST(s->Findings()[0].interpretation == "dn.empty-courtyards=" + reading);
      if (reading == "draw") {
        BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
        BOOST_TEST(s->IsDraw());
        BOOST_TEST(St(*s)["result"] == "draw");
        BOOST_TEST(OutcomeKey(*s) == "draw");
      } else {
        BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, 1}));
        BOOST_TEST(!s->IsDraw());
        BOOST_TEST(St(*s)["result"] == "shared-win");
        BOOST_TEST(OutcomeKey(*s) == "shared:p0+p1");
      }
    }
}

// ---- dn.turn-limit -------------------------------------------------------------------------------------

// Silent text; the bound: draw-after-200 draws "when turn 201 would begin", draw-after-1000 when turn 1001
// would. p0 ends turn 199: both go on to turn 200 (p1, income, 0 + 1 Resource). p0 ends turn 200:
// draw-after-200 ends the game drawn (scores 0, 0, a silent finding naming the reading), draw-after-1000
// goes on to turn 201. p0 ends turn 1000 under draw-after-1000: drawn.
PEERAGE_ASSERTS_READING(the_turn_bound_by_reading, "dn.turn-limit", "draw-after-200", "draw-after-1000");
BOOST_AUTO_TEST_CASE(the_turn_bound_by_reading) {
  auto at = [](int turn, const std::string& reading) {
    auto s = Load({{"phase", "dueling"}, {"turn", turn},
                   {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}},
                  {{"dn.turn-limit", reading}});
    s->ApplyActionText("end-turn");
    return s;
  };
  auto drawn = [](const State& s, const std::string& reading) {
    BOOST_TEST(s.IsTerminal(), reading);
    BOOST_TEST(s.IsDraw(), reading);
    BOOST_TEST((s.Scores() == std::vector<std::int64_t>{0, 0}));
    BOOST_TEST(OutcomeKey(s) == "draw");
    BOOST_REQUIRE_EQUAL(s.Findings().size(), 1u);
    BOOST_TEST(Kind(s.Findings()[0]) == "silent");
    BOOST_TEST(s.Findings()[0].interpretation == "dn.turn-limit=" + reading);
  };
  auto goes_on = [](const State& s, int turn, const std::string& reading) {
    BOOST_TEST(!s.IsTerminal(), reading);
    BOOST_TEST(St(s)["turn"].get<int>() == turn, reading);
    BOOST_TEST(St(s)["active"].get<int>() == 1);
    BOOST_TEST(St(s)["phase"] == "income");
    BOOST_TEST(Res(s, 1) == 1);
    BOOST_TEST(s.Findings().empty());
  };
  for (const std::string reading : {"draw-after-200", "draw-after-1000"}) goes_on(*at(199, reading), 200, reading);
  drawn(*at(200, "draw-after-200"), "draw-after-200");
  goes_on(*at(200, "draw-after-1000"), 201, "draw-after-1000");
  drawn(*at(1000, "draw-after-1000"), "draw-after-1000");
}

// ---- dn.token-supply -----------------------------------------------------------------------------------

// "approximately 24 counters to represent the Resource levels": p0 (11) and p1 (12) hold 23; p0's Hearts
// triple earns 3. unlimited: 11 + 3 = 14, no finding. 24-counters: the pile holds 24 - 23 = 1, so p0 gets
// 11 + 1 = 12 and a silent finding. With 10 + 11 = 21 the pile holds 3: 10 + 3 = 13 under both, no finding.
// A payment returns counters to the pile: with 12 + 12 = 24 held (the pile empty), p0 hires at 5 (7 + 12 =
// 19 held, the pile 5), then p1's turn starts with his automatic Resource: 12 + 1 = 13 under both.
PEERAGE_ASSERTS_READING(gains_beyond_the_counters_by_reading, "dn.token-supply", "unlimited", "24-counters");
BOOST_AUTO_TEST_CASE(gains_beyond_the_counters_by_reading) {
  auto triple = [](int r0, int r1, const std::string& reading) {
    auto s = Load({{"phase", "income"},
                   {"players", {Player(r0, {"2H", "5H", "9H"}, Json::array({Noble("QC", 2)})),
                                Player(r1, Json::array(), Json::array({Noble("KD", 3)}))}}},
                  {{"dn.token-supply", reading}});
    s->ApplyActionText("triple:H");
    for (const char* d : {"discard:2H", "discard:5H", "discard:9H"}) s->ApplyActionText(d);
    return s;
  };
  auto unl = triple(11, 12, "unlimited");
  BOOST_TEST(Res(*unl, 0) == 14);
  BOOST_TEST(unl->Findings().empty());
  auto cap = triple(11, 12, "24-counters");
  BOOST_TEST(Res(*cap, 0) == 12);
  BOOST_REQUIRE_EQUAL(cap->Findings().size(), 1u);
  BOOST_TEST(Kind(cap->Findings()[0]) == "silent");
  BOOST_TEST(cap->Findings()[0].interpretation == "dn.token-supply=24-counters");
  for (const std::string reading : {"unlimited", "24-counters"}) {
    auto fits = triple(10, 11, reading);
    BOOST_TEST(Res(*fits, 0) == 13, reading);
    BOOST_TEST(fits->Findings().empty(), reading);
    auto pay = Load({{"phase", "reinforcements"},
                     {"players", {Player(12, Json::array(), Json::array({Noble("KC", 3)})),
                                  Player(12, Json::array(), Json::array({Noble("KD", 3)}))}}},
                    {{"dn.token-supply", reading}});
    for (const char* a : {"hire", "draw:JC", "end-reinforcements", "end-command", "end-turn"}) pay->ApplyActionText(a);
    BOOST_TEST(Res(*pay, 0) == 7, reading);
    BOOST_TEST(Res(*pay, 1) == 13, reading);
    BOOST_TEST(pay->Findings().empty(), reading);
  }
}

BOOST_AUTO_TEST_SUITE_END()
