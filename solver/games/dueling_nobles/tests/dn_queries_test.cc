// Each Dueling Nobles query: its verdict, its answer where the rule arithmetic fixes it (restated here by
// hand from the rulebook, not taken from the encoding), and its confirmation on the engine.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_witness.h"
#include "solver/solver.h"

namespace dn = peerage::solver::dn;
using peerage::SolverAnswer;

namespace {

// Runs a query, logs its timing and answer, and checks the common shape: confirmed, with a witness that
// replays.
SolverAnswer Run(SolverAnswer (*query)(), const std::string& verdict) {
  auto t0 = std::chrono::steady_clock::now();
  SolverAnswer a = query();
  auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
  BOOST_TEST_MESSAGE(a.id << " [" << a.verdict << ", " << ms << " ms] " << a.answer
                          << "\n  confirmation: " << a.confirmation);
  BOOST_TEST(a.verdict == verdict);
  BOOST_TEST(a.confirmed, a.id << ": " << a.confirmation);
  BOOST_TEST(!a.id.empty());
  BOOST_TEST(!a.question.empty());
  BOOST_REQUIRE(a.witness.has_value());
  BOOST_TEST(a.witness->game == "dueling-nobles");
  BOOST_CHECK_NO_THROW(peerage::Replay(*a.witness));
  return a;
}

const nlohmann::json& StartState(const SolverAnswer& a) { return a.witness->start->at("state"); }

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_queries)

// Both Courtyards can only empty when each holds one Noble at 1 Stamina and both lose one.
BOOST_AUTO_TEST_CASE(tie_empties_both_courtyards) {
  SolverAnswer a = Run(&dn::QueryTieEmptiesBothCourtyards, "sat");
  for (int p = 0; p < 2; ++p) {
    const auto& court = StartState(a).at("players").at(p).at("courtyard");
    BOOST_TEST(court.size() == 1u);
    BOOST_TEST(court.at(0).at("stamina").get<int>() == 1);
  }
  BOOST_TEST(a.confirmation.find("contradiction finding") != std::string::npos);
  BOOST_TEST(a.confirmation.find("scores [0, 0]") != std::string::npos);  // the draw reading
  BOOST_TEST(a.confirmation.find("scores [1, 1]") != std::string::npos);  // the shared-win reading
  for (const auto& step : a.witness->steps) BOOST_TEST(step.action.rfind("support:A", 0) != 0u);
}

BOOST_AUTO_TEST_CASE(double_ace_empties_both_courtyards) {
  SolverAnswer a = Run(&dn::QueryDoubleAceEmptiesBothCourtyards, "sat");
  int aces = 0;
  for (const auto& step : a.witness->steps) aces += step.action.rfind("support:A", 0) == 0u;
  BOOST_TEST(aces >= 2);
}

BOOST_AUTO_TEST_CASE(only_a_tie_empties_both) { Run(&dn::QueryOnlyATieEmptiesBoth, "unsat"); }

// Restated by hand from the witness's start state: the declarer's worst total (lowest dice, its planned
// cards, which are its whole hand) beats the defender's best (highest dice, the best one or two non-Ace
// cards of the whole deck that the declarer does not hold).
BOOST_AUTO_TEST_CASE(win_without_ace_whatever_the_dice) {
  SolverAnswer a = Run(&dn::QueryWinWithoutAceWhateverTheDice, "sat");
  for (const auto& step : a.witness->steps) BOOST_TEST(step.action.rfind("support:A", 0) != 0u);
  const std::string duel = a.witness->steps.at(0).action;  // "duel:JC>QD"
  BOOST_REQUIRE(duel.rfind("duel:", 0) == 0u);
  const std::string noble[2] = {duel.substr(5, duel.find('>') - 5), duel.substr(duel.find('>') + 1)};
  auto rank = [](const std::string& card) {
    std::string r = card.substr(0, card.size() - 1);
    return r == "J" ? 11 : r == "Q" ? 12 : r == "K" ? 13 : r == "A" ? 1 : std::stoi(r);
  };
  auto suit = [](const std::string& card) { return card.back(); };
  int low = 0, high = 0;
  for (int p = 0; p < 2; ++p) {
    const auto& player = StartState(a).at("players").at(p);
    const auto& court = player.at("courtyard");
    int strength = 0;
    for (const auto& n : court)
      if (n.at("noble") == noble[p]) {
        strength = rank(noble[p]) + (n.at("weapon").is_null() ? 0 : rank(n.at("weapon").get<std::string>()));
        if (rank(noble[p]) == 12) strength += 3 * (static_cast<int>(court.size()) - 1);
      }
    BOOST_REQUIRE(strength > 0);
    const bool king = rank(noble[p]) == 13;
    if (p == 0) {
      low = strength + (king ? 2 : 1);
      for (const auto& card : player.at("hand")) {
        const std::string c = card.get<std::string>();
        low += rank(c) + (suit(c) == suit(noble[0]) ? 2 : 0);
      }
    } else {
      std::vector<int> values;
      const char* suits = "CDHS";
      for (int r = 2; r <= 10; ++r)
        for (int k = 0; k < 4; ++k) {
          std::string c = std::to_string(r) + suits[k];
          bool declarers = false;
          for (const auto& h : StartState(a).at("players").at(0).at("hand")) declarers = declarers || h == c;
          if (!declarers) values.push_back(r + (suits[k] == suit(noble[1]) ? 2 : 0));
        }
      std::sort(values.rbegin(), values.rend());
      high = strength + (king ? 12 : 6) + values[0] + (rank(noble[1]) == 11 ? values[1] : 0);
    }
  }
  BOOST_TEST(low > high, "declarer's worst " << low << " against defender's best " << high);
}

// The best non-Ace card is a 10 in the Noble's suit: 10 + 2 Adrenaline = 12, so 11 behind still wins.
BOOST_AUTO_TEST_CASE(single_support_swing) {
  SolverAnswer a = Run(&dn::QuerySingleSupportSwing, "unsat");
  BOOST_TEST(a.answer.rfind(std::to_string(10 + 2 - 1) + " points", 0) == 0u);
}

// King 13 + 3 + two dice >= 18 > Jack 11 + one die <= 17.
BOOST_AUTO_TEST_CASE(king_vs_unarmed_jack_never_ties) { Run(&dn::QueryKingVsUnarmedJackNeverTies, "unsat"); }

BOOST_AUTO_TEST_CASE(king_vs_armed_jack_tie_dice) {
  Run(&dn::QueryKingVsArmedJackTieDice, "sat");
  for (int w : {0, 2, 3}) {
    std::set<dn::TieDice> expected;
    for (int k1 = 1; k1 <= 6; ++k1)
      for (int k2 = 1; k2 <= 6; ++k2)
        for (int j = 1; j <= 6; ++j)
          if (13 + 3 + k1 + k2 == 11 + w + j) expected.insert({k1, k2, j});
    BOOST_TEST((dn::TieDiceByZ3(w) == expected), "weapon " << w);
  }
}

BOOST_AUTO_TEST_CASE(king_tax_never_vanquishes) {
  SolverAnswer a = Run(&dn::QueryKingTaxNeverVanquishes, "unsat");
  // One tax per King per turn, or down to 1 Stamina: from 3, at most 1 or 2 taxes.
  BOOST_TEST(a.answer.find("once-per-king from 3: 1") != std::string::npos);
  BOOST_TEST(a.answer.find("repeat from 3: 2") != std::string::npos);
  BOOST_TEST(a.answer.find("repeat from 1: 0") != std::string::npos);
}

// The table runs every query above, each confirmed, each with its own id.
BOOST_AUTO_TEST_CASE(all_queries_through_the_table) {
  std::vector<SolverAnswer> all = peerage::RunSolverQueries("dueling-nobles");
  BOOST_TEST(all.size() == 8u);
  std::set<std::string> ids;
  for (const SolverAnswer& a : all) {
    ids.insert(a.id);
    BOOST_TEST(a.confirmed, a.id);
  }
  BOOST_TEST(ids.size() == all.size());
}

BOOST_AUTO_TEST_SUITE_END()
