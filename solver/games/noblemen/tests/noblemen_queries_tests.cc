// Each Noblemen query: its verdict, its answer where the rules fix it (restated here by hand from the
// rulebook: with five markers the four earlier ones can fill spaces 0-3 only, so the highest prestige that
// finds no space is 3; there is a Baron per player), and its confirmation on the engine.
#include <boost/test/unit_test.hpp>

#include "model/core/trace.h"
#include "solver/solver.h"

using peerage::SolverAnswer;

namespace {

const SolverAnswer& Find(const std::vector<SolverAnswer>& all, const std::string& id) {
  for (const SolverAnswer& a : all)
    if (a.id == id) return a;
  BOOST_FAIL("no answer " << id);
  return all.front();
}

void Common(const SolverAnswer& a, const std::string& verdict) {
  BOOST_TEST_MESSAGE(a.id << " [" << a.verdict << "] " << a.answer << "\n  confirmation: " << a.confirmation);
  BOOST_TEST(a.verdict == verdict);
  BOOST_TEST(a.confirmed, a.id << ": " << a.confirmation);
  BOOST_REQUIRE(a.witness.has_value());
  BOOST_TEST(a.witness->game == "noblemen");
  BOOST_CHECK_NO_THROW(peerage::Replay(*a.witness));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_queries)

BOOST_AUTO_TEST_CASE(every_noblemen_query_is_answered_and_confirmed) {
  const auto all = peerage::RunSolverQueries("noblemen");
  BOOST_TEST(all.size() == 4u);
  const SolverAnswer& floor = Find(all, "nm.ball-no-space-behind");
  Common(floor, "sat");
  BOOST_TEST(floor.answer.find("highest such prestige is 3 ") != std::string::npos);
  Common(Find(all, "nm.ball-first-to-34"), "unsat");
  Common(Find(all, "nm.ball-no-title"), "unsat");
  Common(Find(all, "nm.tie-after-pounds"), "sat");
}

BOOST_AUTO_TEST_SUITE_END()
