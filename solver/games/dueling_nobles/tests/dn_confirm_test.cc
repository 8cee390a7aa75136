// The confirmation routines themselves: they accept a true claim and report a mismatch for a false one.
#include <boost/test/unit_test.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "solver/games/dueling_nobles/dn_confirm.h"
#include "solver/games/dueling_nobles/dn_duel_z3.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_witness.h"

namespace dn = peerage::solver::dn;

namespace {

// A lone Jack of Clubs (11) rolling 4 against a lone Queen of Hearts (12, no company) rolling 3: 15 = 15,
// a tie; both stand at 1 Stamina, so both are vanquished and the game ends.
dn::DuelSetup TiedLastNobles() {
  dn::DuelSetup s;
  s.declarer = {.type = dn::kJack, .suit = 0, .stamina = 1, .dice = {4}};
  s.defender = {.type = dn::kQueen, .suit = 2, .stamina = 1, .dice = {3}};
  return s;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_confirmation)

BOOST_AUTO_TEST_CASE(true_claim_is_confirmed) {
  dn::Confirmation c =
      dn::ConfirmDuel(TiedLastNobles(), {.outcome = 0, .courtyard = {0, 0}, .game_over = true}, "test");
  BOOST_TEST(c.ok, c.text);
  BOOST_REQUIRE(c.seen.has_value());
  BOOST_TEST(c.seen->findings.size() == 1u);
  BOOST_TEST((c.seen->scores == std::vector<std::int64_t>{0, 0}));  // default reading: a draw
  BOOST_REQUIRE(c.witness.has_value());
  BOOST_TEST((c.witness->steps.front().action == "duel:JC>QH"));
}

BOOST_AUTO_TEST_CASE(wrong_outcome_is_a_mismatch) {
  dn::Confirmation c =
      dn::ConfirmDuel(TiedLastNobles(), {.outcome = 1, .courtyard = {1, 0}, .game_over = true}, "test");
  BOOST_TEST(!c.ok);
  BOOST_TEST(c.text.find("mismatch") != std::string::npos, c.text);
  BOOST_TEST(c.text.find("claimed the declarer wins, engine: a tie") != std::string::npos, c.text);
  BOOST_TEST(c.text.find("p0's Courtyard holds 1, engine: 0") != std::string::npos, c.text);
}

BOOST_AUTO_TEST_CASE(wrong_game_end_is_a_mismatch) {
  dn::Confirmation c =
      dn::ConfirmDuel(TiedLastNobles(), {.outcome = 0, .courtyard = {0, 0}, .game_over = false}, "test");
  BOOST_TEST(!c.ok);
  BOOST_TEST(c.text.find("claimed the game goes on") != std::string::npos, c.text);
}

// A model that gives a King only one die: the engine asks for a second one, and the run reports it.
BOOST_AUTO_TEST_CASE(wrong_dice_count_is_reported) {
  dn::DuelSetup s = TiedLastNobles();
  s.defender = {.type = dn::kKing, .suit = 2, .stamina = 3, .dice = {3}};
  dn::Confirmation c = dn::ConfirmDuel(s, {.outcome = 1, .courtyard = {1, 1}, .game_over = false}, "test");
  BOOST_TEST(!c.ok);
  BOOST_TEST(c.text.find("asks for die 3") != std::string::npos, c.text);
}

// A card the set-up needs twice cannot become an engine state.
BOOST_AUTO_TEST_CASE(card_used_twice_is_rejected) {
  dn::DuelSetup s = TiedLastNobles();
  s.declarer.supports = {{9, 1}};
  s.defender.spare = {{9, 1}};
  BOOST_CHECK_THROW(dn::DuelStartJson(s), peerage::Error);
  dn::Confirmation c = dn::ConfirmDuel(s, {.outcome = 1, .courtyard = {1, 0}, .game_over = true}, "test");
  BOOST_TEST(!c.ok);
}

// The tie-dice check against a claimed set with one roll missing, or one roll too many.
BOOST_AUTO_TEST_CASE(wrong_tie_dice_are_a_mismatch) {
  std::set<dn::TieDice> right = dn::TieDiceByZ3(3);
  BOOST_REQUIRE(!right.empty());
  BOOST_TEST(dn::ConfirmTieDice(3, right).ok);
  std::set<dn::TieDice> fewer = right;
  fewer.erase(fewer.begin());
  dn::Confirmation c1 = dn::ConfirmTieDice(3, fewer);
  BOOST_TEST(!c1.ok);
  BOOST_TEST(c1.text.find("engine ties not claimed") != std::string::npos, c1.text);
  std::set<dn::TieDice> more = right;
  more.insert({6, 6, 1});  // 13 + 3 + 12 = 28 against 11 + 3 + 1 = 15: never a tie
  dn::Confirmation c2 = dn::ConfirmTieDice(3, more);
  BOOST_TEST(!c2.ok);
  BOOST_TEST(c2.text.find("claimed ties the engine does not tie: 6+6 v 1") != std::string::npos, c2.text);
}

// Explore visits every die value at a chance node and stops at states outside the region.
BOOST_AUTO_TEST_CASE(explore_counts_every_roll) {
  auto before = dn::DuelStartState(TiedLastNobles());
  auto start = before->Clone();
  start->ApplyActionText("duel:JC>QH");
  long leaves = dn::Explore(*start, {.inside = [](const peerage::State& s) { return dn::InDuel(s); },
                                     .leaf = [](const peerage::State&, const std::vector<std::string>&) {}});
  BOOST_TEST(leaves == 6 * 6);  // one die each, empty hands
}

// Exploration beyond its node budget stops with an error instead of running on.
BOOST_AUTO_TEST_CASE(explore_budget_is_enforced) {
  auto start = dn::DuelStartState(TiedLastNobles());
  start->ApplyActionText("duel:JC>QH");
  dn::ExploreOptions o{.inside = [](const peerage::State& s) { return dn::InDuel(s); },
                       .leaf = [](const peerage::State&, const std::vector<std::string>&) {},
                       .max_nodes = 5};
  BOOST_CHECK_THROW(dn::Explore(*start, o), peerage::Error);
}

// With the plan enforced, a Jack planned to play 9C and 8D plays both in every explored duel (the engine
// takes them in card order: 8D, then 9C).
BOOST_AUTO_TEST_CASE(declarer_follows_its_plan) {
  dn::DuelSetup s = TiedLastNobles();
  s.declarer.supports = {{9, 0}, {8, 1}};
  auto before = dn::DuelStartState(s);
  auto start = before->Clone();
  start->ApplyActionText("duel:JC>QH");
  long both = 0;
  long leaves = dn::Explore(
      *start, {.inside = [](const peerage::State& st) { return dn::InDuel(st); },
               .allow = [&](const peerage::State& st, const std::string& a,
                            const std::vector<std::string>&) { return dn::DeclarerFollowsPlan(st, a, s); },
               .leaf =
                   [&](const peerage::State&, const std::vector<std::string>& path) {
                     both += std::count(path.begin(), path.end(), "support:8D") == 1 &&
                             std::count(path.begin(), path.end(), "support:9C") == 1;
                   }});
  BOOST_TEST(leaves == 6 * 6);
  BOOST_TEST(both == leaves);
}

BOOST_AUTO_TEST_SUITE_END()
