// Z3 rule queries. Each game that has some keeps them in its own folder, solver/games/<folder>/, and
// registers its entry point there (one QueryRegistrar); a game without queries simply has no folder. Every
// answer's encoding restates a rule fragment from the rulebook; its verdict is then confirmed on the engine.
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

namespace solver {

using QueryRunner = std::vector<SolverAnswer> (*)();
// A game's queries, registered by a static object in its folder:
//   const solver::QueryRegistrar kRegistered("tudor", &TudorQueries);
// (peerage_solver is an OBJECT library, so the registering object is always linked in.)
struct QueryRegistrar {
  QueryRegistrar(const char* game, QueryRunner run);
};

}  // namespace solver
}  // namespace peerage
