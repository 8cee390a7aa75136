// The FAQ edge-case report for one game (reports/<game>.md): interpretation catalogue with the impact of
// each reading, findings with witness traces, solver answers, rule-id coverage, playout statistics.
// Deterministic: the same seed and budget give the same bytes (no timings, no dates).
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/analysis/solver_answer.h"
#include "model/core/game.h"

namespace peerage {

struct ReportOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 2000;             // per player count, default readings
  std::uint64_t games_per_reading = 300;  // per non-default reading, default player count
  std::function<void(const std::string& stage, std::uint64_t done, std::uint64_t total)> progress;
};

std::string GameReportMarkdown(const GameInfo& info, const ReportOptions& options,
                               const std::vector<SolverAnswer>& solver_answers);

}  // namespace peerage
