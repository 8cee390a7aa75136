// One entry point per game with solver queries; solver.cc lists them in its table.
#pragma once
#include <vector>

#include "model/analysis/solver_answer.h"

namespace peerage::solver {

// Dueling Nobles (dueling_nobles_queries.cc).
std::vector<SolverAnswer> DuelingNoblesQueries();
// Among Nobles (an_queries.cc).
std::vector<SolverAnswer> AmongNoblesQueries();
// Noblemen (nm_ball_queries.cc).
std::vector<SolverAnswer> NoblemenQueries();
// Tudor (td_queries.cc).
std::vector<SolverAnswer> TudorQueries();
// Nobles (solo) (ns_queries.cc).
std::vector<SolverAnswer> NoblesSoloQueries();

}  // namespace peerage::solver
