// The solver registry across games: queries are optional (a game without a folder under solver/games/
// has none), but every registered set of queries names a registered game.
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "solver/solver.h"

BOOST_AUTO_TEST_SUITE(solver_registry)

BOOST_AUTO_TEST_CASE(query_sets_name_registered_games) {
  std::vector<std::string> registered;
  for (const peerage::GameInfo* g : peerage::Registry::Instance().All()) registered.push_back(g->name);
  const std::vector<std::string> solved = peerage::SolverGames();
  BOOST_TEST(std::is_sorted(solved.begin(), solved.end()));
  for (const std::string& game : solved)
    BOOST_TEST((std::find(registered.begin(), registered.end(), game) != registered.end()),
               "solver queries for unregistered game '" << game << "'");
  BOOST_TEST(!solved.empty());
  BOOST_TEST(peerage::RunSolverQueries("no-such-game").empty());
}

BOOST_AUTO_TEST_SUITE_END()
