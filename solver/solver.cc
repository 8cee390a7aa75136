#include "solver/solver.h"

#include <map>

namespace peerage {
namespace {

std::map<std::string, solver::QueryRunner>& Table() {
  static std::map<std::string, solver::QueryRunner> table;
  return table;
}

}  // namespace

solver::QueryRegistrar::QueryRegistrar(const char* game, QueryRunner run) { Table()[game] = run; }

std::vector<SolverAnswer> RunSolverQueries(const std::string& game) {
  auto it = Table().find(game);
  return it == Table().end() ? std::vector<SolverAnswer>{} : it->second();
}

std::vector<std::string> SolverGames() {
  std::vector<std::string> names;
  for (const auto& [game, run] : Table()) names.push_back(game);
  return names;  // a std::map: sorted
}

}  // namespace peerage
