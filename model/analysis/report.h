// The FAQ edge-case report for one game: interpretation catalogue with divergence witnesses and the
// impact of each reading, findings with shrunk witnesses, solver answers, rule-id coverage, playout
// statistics. Built once (BuildReport), rendered as Markdown (reports/<game>.md) and as self-contained
// HTML with SVG charts (reports/<game>.html). Deterministic: the same seed and budget give the same
// bytes (no timings, no dates).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/analysis/differential.h"
#include "model/analysis/hunt.h"
#include "model/analysis/report_ext.h"
#include "model/analysis/solver_answer.h"
#include "model/analysis/stats.h"

namespace peerage {

struct ReportOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 1000;             // per player count, default readings
  std::uint64_t games_per_reading = 200;  // per non-default reading, default player count
  std::uint64_t diff_games = 20;          // differential playouts per reading pair and direction
  std::uint64_t hunt_games = 10;          // cycle/invariant hunt playouts per player count
  std::uint64_t shrink_budget = 300;      // replays per witness spent shrinking
  // Divergence witnesses kept by the coverage-guided search (fuzz/interp_diff_fuzzer.cc, ci/hunt.sh):
  // <dir>/<game>--<id>=<reading>.trace.json; used when they still diverge and are shorter.
  std::string witness_dir = "corpus/witnesses";
  // A user's data file (games with one, e.g. the real Among Nobles cards); "": the shipped data. With a
  // user's file the stored witnesses (recorded with the shipped data) are not merged.
  std::string data_file;
  std::function<void(const std::string& stage, std::uint64_t done, std::uint64_t total)> progress;
};

struct ReportFinding {
  std::string run;        // which configuration found it
  FindingSummary summary;  // witness already shrunk
  std::size_t found_steps = 0;  // witness length before shrinking
};

struct GameReport {
  const GameInfo* info = nullptr;
  ReportOptions options;
  std::vector<PlayStats> base;                     // per player count, default readings
  std::map<std::string, PlayStats> by_reading;     // "id=reading" -> stats (default players)
  // Default readings over the same seeds (and count) as each by_reading run, for a paired comparison.
  PlayStats reading_baseline;
  std::map<std::string, DifferentialResult> diff;  // "id=reading" -> search against the default
  std::vector<ReportFinding> findings;
  std::uint64_t hunt_games = 0, hunt_steps = 0;
  std::vector<SolverAnswer> solver;
  std::vector<std::uint64_t> rule_totals;  // all runs
  std::vector<ReportSection> extra;        // the game's report extension (report_ext.h), if any
  const PlayStats& Main() const { return base[info->default_players - info->min_players]; }
};

GameReport BuildReport(const GameInfo& info, const ReportOptions& options, std::vector<SolverAnswer> solver);
std::string RenderMarkdown(const GameReport& report);
std::string RenderHtml(const GameReport& report);

// Shared by both renderers.
std::string MeanScores(const PlayStats& s);  // "p0 0.51, p1 0.48"
// The state a witness ends in, as indented JSON (the game's part of the canonical state).
std::string WitnessState(const Trace& witness);
// The game's text picture of that state (GameInfo::render), or "" for games without one.
std::string WitnessPicture(const Trace& witness);
std::string Percent(std::uint64_t part, std::uint64_t whole);
std::string MeanLength(const PlayStats& s);
std::string OutcomeList(const PlayStats& s);

}  // namespace peerage
