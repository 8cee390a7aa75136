#include "solver/solver.h"

#include <algorithm>

#include "solver/queries.h"

namespace peerage {
namespace {

struct GameQueries {
  const char* game;
  std::vector<SolverAnswer> (*run)();
};

// A game with queries adds its file and one line here.
const GameQueries kQueryTable[] = {
    {"among-nobles", &solver::AmongNoblesQueries},
    {"dueling-nobles", &solver::DuelingNoblesQueries},
    {"noblemen", &solver::NoblemenQueries},
    {"nobles-solo", &solver::NoblesSoloQueries},
    {"tudor", &solver::TudorQueries},
};

}  // namespace

std::vector<SolverAnswer> RunSolverQueries(const std::string& game) {
  for (const GameQueries& g : kQueryTable)
    if (game == g.game) return g.run();
  return {};
}

std::vector<std::string> SolverGames() {
  std::vector<std::string> names;
  for (const GameQueries& g : kQueryTable) names.push_back(g.game);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace peerage
