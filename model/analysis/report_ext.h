// Game-specific additions to the generic analysis, registered by game name so that the generic report and
// CLI never need to know a game: extra report sections, and a game's greedy policy for solitaire analyses.
// A game that registers nothing gets exactly the generic report.
//
// A game's analysis file ends with e.g.
//   PEERAGE_REGISTER_REPORT_EXTENSION(kNoblesSoloExtension);
// where kNoblesSoloExtension is a ReportExtension built with designated initialisers.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/analysis/solitaire_search.h"
#include "model/core/game.h"

namespace peerage {

// One extra section of a report: a title, and its body in Markdown and in HTML (an HTML fragment, no
// <h2>: the renderer adds the title). Must be deterministic: the same options give the same bytes.
struct ReportSection {
  std::string title;
  std::string markdown;
  std::string html;
};

struct ReportExtensionOptions {
  std::uint64_t seed = 1;
  // Checked-in certificates a section may replay (e.g. optimal lines found offline by long searches).
  std::string certificate_dir = "corpus/foresight";
  // Called with (stage, done, total) for progress displays.
  std::function<void(const std::string&, std::uint64_t, std::uint64_t)> progress;
};

struct ReportExtension {
  std::string game;  // registry name of the game
  std::function<std::vector<ReportSection>(const GameInfo&, const ReportExtensionOptions&)> sections;
  // Optional: a deterministic policy for "greedy play" in solitaire analyses, and what it does in words.
  std::function<DeterministicPolicy(const GameContext&)> greedy;
  std::string greedy_description;
  // Optional: an admissible upper bound on the final score for the branch-and-bound foresight search.
  std::function<ScoreBoundFn(const GameContext&)> score_bound;
};

void RegisterReportExtension(const ReportExtension* extension);
const ReportExtension* FindReportExtension(const std::string& game);  // nullptr if none

struct ReportExtensionRegistrar {
  explicit ReportExtensionRegistrar(const ReportExtension* e) { RegisterReportExtension(e); }
};
#define PEERAGE_REGISTER_REPORT_EXTENSION(ext) \
  static const ::peerage::ReportExtensionRegistrar PEERAGE_CONCAT(peerage_report_ext_, __LINE__)(&(ext))

// Small shared helpers for extension sections.
std::string HtmlEscape(const std::string& text);
// Text written for the Markdown report, as HTML: escaped, each `code` span (between backticks) set as <code>,
// so no literal backtick reaches the page.
std::string HtmlText(const std::string& text);
// A Markdown table and the same table as HTML (cells are Markdown text: escaped, backtick spans as <code>).
std::string MarkdownTable(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows);
std::string HtmlTable(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows);

}  // namespace peerage
