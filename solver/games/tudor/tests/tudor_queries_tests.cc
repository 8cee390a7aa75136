// Each Tudor query: its verdict, its answer where the rules fix it (restated here from the rulebook's
// Garter chart and tie-break text), and its confirmation on the engine.
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/core/trace.h"
#include "solver/solver.h"

using peerage::SolverAnswer;

BOOST_AUTO_TEST_SUITE(tudor_queries)

BOOST_AUTO_TEST_CASE(every_query_is_confirmed_on_the_engine) {
  const auto answers = peerage::RunSolverQueries("tudor");
  BOOST_REQUIRE(answers.size() == 3u);
  for (const SolverAnswer& a : answers) {
    BOOST_TEST_MESSAGE(a.id << " [" << a.verdict << "] " << a.answer << "\n  confirmation: " << a.confirmation);
    BOOST_TEST(a.verdict == "sat", a.id);
    BOOST_TEST(a.confirmed, a.id << ": " << a.confirmation);
    BOOST_REQUIRE(a.witness.has_value());
    BOOST_TEST(a.witness->game == "tudor");
    BOOST_CHECK_NO_THROW(peerage::Replay(*a.witness));
  }
}

// Garter chart: two players tied on top both get first place's 5; with 3 players the next rank (second,
// 2) is not scored, so the third player gets third place's 0; with 4 players the two below get third (1)
// and fourth (0).
BOOST_AUTO_TEST_CASE(garter_tie_points_follow_the_chart) {
  const auto answers = peerage::RunSolverQueries("tudor");
  const std::string& text = answers[0].answer;
  BOOST_TEST(text.find("-> points 5/5;") != std::string::npos, text);
  BOOST_TEST(text.find("-> points 5/5/0;") != std::string::npos, text);
  BOOST_TEST(text.find("-> points 5/5/1/0;") != std::string::npos, text);
  BOOST_TEST(text.find("(unsat)") != std::string::npos, text);
}

BOOST_AUTO_TEST_SUITE_END()
