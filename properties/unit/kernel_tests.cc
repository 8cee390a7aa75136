// Kernel unit tests: registry and configuration errors, exact arithmetic, ranking, chance sampling.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <set>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/rng.h"
#include "model/core/state.h"

using namespace peerage;

BOOST_AUTO_TEST_SUITE(kernel)

BOOST_AUTO_TEST_CASE(rational_is_exact_and_normalised) {
  Rational sixth(1, 6);
  Rational sum;
  for (int i = 0; i < 6; ++i) sum = sum + sixth;
  BOOST_TEST(sum.num == 1);
  BOOST_TEST(sum.den == 1);
  BOOST_TEST((Rational(2, -4) == Rational(-1, 2)));
  BOOST_TEST((Rational(1, 3) < Rational(1, 2)));
  BOOST_TEST(Rational(3, 9).ToString() == "1/3");
}

BOOST_AUTO_TEST_CASE(ranking_shares_ties) {
  // Scores 5, 7, 7, 1: two share first, then third, then fourth.
  auto rank = RankByKeys({{5}, {7}, {7}, {1}});
  BOOST_TEST((rank == std::vector<int>{3, 1, 1, 4}));
  // Tie-break keys compare lexicographically.
  rank = RankByKeys({{7, 2}, {7, 3}});
  BOOST_TEST((rank == std::vector<int>{2, 1}));
  // A draw: everyone first.
  rank = RankByKeys({{0}, {0}});
  BOOST_TEST((rank == std::vector<int>{1, 1}));
}

BOOST_AUTO_TEST_CASE(sample_chance_follows_exact_probabilities) {
  // Outcomes 1/2, 1/3, 1/6: frequencies over many draws land near them (a sampler that ignored the
  // probabilities, e.g. uniform, would give 1/3 each and fail the first and last checks).
  std::vector<ChanceOutcome> outcomes = {{10, Rational(1, 2)}, {20, Rational(1, 3)}, {30, Rational(1, 6)}};
  Rng rng(7);
  int count[3] = {0, 0, 0};
  const int n = 60000;
  for (int i = 0; i < n; ++i) {
    Action a = SampleChance(outcomes, rng);
    BOOST_REQUIRE((a == 10 || a == 20 || a == 30));
    ++count[a / 10 - 1];
  }
  BOOST_TEST(std::abs(count[0] - n / 2) < n / 100);
  BOOST_TEST(std::abs(count[1] - n / 3) < n / 100);
  BOOST_TEST(std::abs(count[2] - n / 6) < n / 100);
}

BOOST_AUTO_TEST_CASE(rng_is_reproducible) {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) {
    auto x = a.Next();
    BOOST_TEST(x == b.Next());
    BOOST_TEST(a.Below(7) < 7u);
    b.Below(7);
    (void)c;
  }
  BOOST_TEST(Rng(1).Next() != Rng(2).Next());
  // splitmix64's published first output for seed 0.
  BOOST_TEST(Rng(0).Next() == 0xe220a8397b1dcdafull);
}

BOOST_AUTO_TEST_CASE(fnv1a_matches_reference_values) {
  BOOST_TEST(Fnv1a64("") == 0xcbf29ce484222325ull);
  BOOST_TEST(Fnv1a64("a") == 0xaf63dc4c8601ec8cull);
  BOOST_TEST(HashHex(0xaf63dc4c8601ec8cull) == "af63dc4c8601ec8c");
}

BOOST_AUTO_TEST_CASE(config_errors_name_what_is_wrong) {
  BOOST_CHECK_EXCEPTION(MakeContext({.game = "no-such-game", .players = 0, .settings = {}}), ConfigError,
                        [](const ConfigError& e) { return e.where() == "game 'no-such-game'"; });
  BOOST_REQUIRE(!Registry::Instance().All().empty());
  const GameInfo* g = Registry::Instance().All().front();
  BOOST_CHECK_EXCEPTION(MakeContext({.game = g->name, .players = g->max_players + 1, .settings = {}}), ConfigError,
                        [](const ConfigError& e) { return e.why().find("players") != std::string::npos; });
  BOOST_CHECK_EXCEPTION(MakeContext({.game = g->name, .players = 0, .settings = {{"no.such.option", "x"}}}),
                        ConfigError, [](const ConfigError& e) { return e.where() == "option 'no.such.option'"; });
  if (!g->interpretations.empty()) {
    const auto& i = g->interpretations.front();
    BOOST_CHECK_EXCEPTION(MakeContext({.game = g->name, .players = 0, .settings = {{i.id, "no-such-reading"}}}),
                          ConfigError,
                          [](const ConfigError& e) { return e.why().find("no-such-reading") != std::string::npos; });
  }
}

BOOST_AUTO_TEST_CASE(every_game_declares_a_consistent_catalogue) {
  for (const GameInfo* g : Registry::Instance().All()) {
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_TEST((g->min_players >= 1 && g->min_players <= g->default_players && g->default_players <= g->max_players));
      BOOST_TEST(!g->rules.empty());
      std::set<std::string> rule_ids;
      for (const auto& r : g->rules) {
        BOOST_TEST(rule_ids.insert(r.id).second, "duplicate rule id " << r.id);
        BOOST_TEST(!r.place.empty(), r.id << " has no rulebook place");
      }
      std::set<std::string> ids;
      for (const auto& i : g->interpretations) {
        BOOST_TEST(ids.insert(i.id).second, "duplicate interpretation " << i.id);
        BOOST_TEST(!i.phrase.empty(), i.id << " has no phrase");
        BOOST_TEST(i.phrase.size() <= 120u, i.id << ": quote only a short phrase");
        BOOST_TEST(i.readings.size() >= 2u, i.id << " needs at least two readings");
        bool has_default = false;
        for (const auto& r : i.readings) has_default |= r.id == i.default_reading;
        BOOST_TEST(has_default, i.id << " default is not one of its readings");
        for (const auto& r : i.rules) BOOST_TEST(rule_ids.count(r) == 1u, i.id << " names unknown rule " << r);
      }
      BOOST_TEST(static_cast<bool>(g->max_game_length));
      BOOST_TEST(static_cast<bool>(g->state_from_json));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
