// The FAQ edge-case report for one game: FAQ entries first (one per interpretation and per distinct
// finding, each with a small example situation, see faq.h), then solver answers, the game's own sections,
// rule-id coverage, and an appendix of per-reading and per-player-count playout statistics. Built once
// (BuildReport), rendered as Markdown (reports/<game>.md), self-contained HTML (reports/<game>.html) and
// JSON (reports/<game>.json), with one trace file per example (reports/<game>/*.trace.json).
// Deterministic: the same seed and budget give the same bytes (no timings, no dates).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/analysis/differential.h"
#include "model/analysis/faq.h"
#include "model/analysis/hunt.h"
#include "model/analysis/report_ext.h"
#include "model/analysis/solver_answer.h"
#include "model/analysis/stats.h"

namespace peerage {

// The opening of a report's "Questions these components never raise" (FaqEntry::unraised), Markdown and HTML.
inline constexpr const char* kUnraisedIntro =
    "Rules questions the text leaves open that this game's shipped components never bring to the table: with them "
    "the readings agree in every game, for the reason each entry gives. With other components (`--data`, or a "
    "designer's changes) some may arise; an FAQ for the game as shipped needs none of them.";

struct ReportOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 1000;             // per player count, default readings
  std::uint64_t games_per_reading = 200;  // per non-default reading, default player count
  std::uint64_t diff_games = 20;          // lockstep playouts per reading pair, direction and player count
  std::uint64_t freq_games = 40;          // random games per reading and player count measuring how often it matters
  std::uint64_t context_games = 2;        // lockstep playouts per direction in the follow-up searches (views, pairs)
  std::uint64_t hunt_games = 10;          // cycle/invariant hunt playouts per player count
  std::uint64_t shrink_budget = 300;      // replays per witness spent shrinking
  // Divergence witnesses kept by the coverage-guided search (fuzz/interp_diff_fuzzer.cc, ci/hunt.sh):
  // <dir>/<game>--<id>=<reading>.trace.json; used when they still diverge and are shorter.
  std::string witness_dir = "corpus/witnesses";
  // Hand-built seed situations (<dir>/<game>/*.trace.json: a start position and a few actions) tried for every
  // reading pair; a seed that parts a pair becomes its example.
  std::string examples_dir = "corpus/examples";
  // A user's data file (games with one, e.g. the real Among Nobles cards); "": the shipped data. With a
  // user's file the stored witnesses (recorded with the shipped data) are not merged.
  std::string data_file;
  // Set-up parameters (GameInfo::parameters) every run uses, `--param id=value`; absent ids: the game's
  // defaults. Parameters are never swept or presented as rules questions; the report names the values used.
  std::map<std::string, std::string> parameters;
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
  std::vector<ReportFinding> findings;             // as found, per configuration (FAQ entries merge them)
  std::vector<FaqEntry> faq;                       // interpretations in catalogue order, then findings
  std::uint64_t hunt_games = 0, hunt_steps = 0;
  std::vector<SolverAnswer> solver;
  std::vector<std::uint64_t> rule_totals;  // all runs
  std::vector<ReportSection> extra;        // the game's report extension (report_ext.h), if any
  const PlayStats& Main() const { return base[info->default_players - info->min_players]; }
};

GameReport BuildReport(const GameInfo& info, const ReportOptions& options, std::vector<SolverAnswer> solver);
std::string RenderMarkdown(const GameReport& report);
std::string RenderHtml(const GameReport& report);
// reports/<game>.json: the FAQ entries as data (schema in docs/reports.md), for a wiki or rules site to import.
std::string RenderJson(const GameReport& report);
// The example trace files the report links: (path relative to the report directory, content).
std::vector<std::pair<std::string, std::string>> ExampleFiles(const GameReport& report);

// Shared by both renderers.
std::string MeanScores(const PlayStats& s);  // "p0 0.51, p1 0.48"
std::string Percent(std::uint64_t part, std::uint64_t whole);
// The command that regenerates the report with its options.
std::string ReportCommand(const GameReport& r);
// "id=reading, id=reading"
std::string ContextList(const std::map<std::string, std::string>& context);
// The set-up parameters an example was played under that differ from the report's (a game played from a
// chosen deal with Opportunity Tokens on, in a report set up without them): named in its heading.
std::map<std::string, std::string> ExampleSetUp(const GameReport& r, const FaqExample& ex);
// Every parameter of the game with the value the report's runs used (defaults included); empty for a game
// without parameters.
std::map<std::string, std::string> ReportParameters(const GameReport& r);
// `settings` with the report's parameters added (the configuration of one of its runs).
std::map<std::string, std::string> WithParameters(const ReportOptions& options, std::map<std::string, std::string> settings);
// An example's actions in words: "p0 plays duel:KH>QD", "chance gives draw:6D" (`code` marks around the
// action text with `markdown`).
std::vector<std::string> ExampleSteps(const FaqExample& example, bool markdown = false);
// Where an example comes from, in words: the hand-built seed and its note, or the search and how many
// actions of its game reach the position (the trace keeps them).
std::string ExampleOrigin(const FaqExample& example);
// "This position is constructed, not reached by play: <why>." for a position built rather than dealt and
// played (FaqExample::constructed), else "".
std::string ConstructedSentence(const FaqExample& example);
// "1 action", "3 actions": a count with its noun in the right number.
std::string CountOf(std::size_t n, const std::string& one, const std::string& many);
std::string PlayerCount(int players);  // "1 player", "3 players"
// Where no random game of an entry's frequency count saw its readings part: the sentence that says so
// ("Random play never reached it: ..."), in place of a row of zeros; "" when some game did, and for a
// question the shipped components never raise (its answer says what play found).
std::string NeverPartedSentence(const FaqEntry& entry);
// Where every example of a rules question needs another question's non-default answer (its `context`) and
// no random game under the default answers parted its readings: the sentence that says so before the
// examples ("The example needs `dn.double-ace=totals-decide` (question 13); in the 120 random games played with
// the other questions' default answers these readings never parted.");
// "" otherwise. `numbers` maps an interpretation id to its entry's number in the report (absent: none said).
std::string NeedsOtherAnswerSentence(const FaqEntry& entry, const std::map<std::string, int>& numbers);
// For a question listed as never raised because every example ends alike (EndsAlikeEverywhere): why, said before
// its examples; "" otherwise.
std::string EndsAlikeSentence(const FaqEntry& entry);
// Each interpretation entry's number in the report, in the order the report lists them: the FAQ, then the
// questions the components never raise, then the modelling choices.
std::map<std::string, int> EntryNumbers(const GameReport& r);
// The shipped data file's stated assumptions (its "assumptions" list): what the rulebook does not give and the
// engine assumes. Empty for a game without a data file.
std::vector<std::string> DataAssumptions(const GameInfo& info);
// Where a solver answer's witness trace is written, relative to the report directory.
std::string SolverWitnessFile(const GameReport& r, const SolverAnswer& a);
std::string MeanLength(const PlayStats& s);
std::string OutcomeList(const PlayStats& s);

}  // namespace peerage
