// Z3 rule queries: each game that has some lists them in one table (solver.cc). Every answer's
// encoding restates a rule fragment from the rulebook; its verdict is then confirmed on the engine.
#pragma once
#include <string>
#include <vector>

#include "model/analysis/solver_answer.h"

namespace peerage {

// Runs every query registered for `game` and confirms each answer on the engine; empty if the game has
// no queries (or is unknown).
std::vector<SolverAnswer> RunSolverQueries(const std::string& game);
// The games that have solver queries, sorted by name.
std::vector<std::string> SolverGames();

}  // namespace peerage
