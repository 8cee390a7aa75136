#include "model/analysis/report.h"

#include <fmt/core.h>

#include <algorithm>
#include <map>

#include "model/analysis/stats.h"
#include "model/core/state.h"

namespace peerage {
namespace {

std::string Pct(std::uint64_t part, std::uint64_t whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : "–";
}

// Escapes a table cell.
std::string Cell(std::string s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

std::string Mean(const PlayStats& s) {
  return s.games ? fmt::format("{:.1f}", static_cast<double>(s.actions) / s.games) : "–";
}

std::string Outcomes(const PlayStats& s) {
  std::string out;
  for (const auto& [key, n] : s.outcomes) out += (out.empty() ? "" : ", ") + key + " " + Pct(n, s.terminal);
  return out.empty() ? "–" : out;
}

std::string RulesOf(const Finding& f) {
  std::string out;
  for (const auto& r : f.rules) out += (out.empty() ? "" : ", ") + ("`" + r + "`");
  return out.empty() ? "–" : out;
}

std::string TraceBlock(const Trace& t) {
  return "<details><summary>witness trace (" + std::to_string(t.steps.size()) +
         " steps; replay with <code>peerage replay FILE</code>)</summary>\n\n```json\n" + WriteTrace(t) +
         "```\n</details>\n";
}

std::string Histogram(const std::map<int, std::uint64_t>& lengths, std::uint64_t games) {
  if (lengths.empty()) return "";
  int lo = lengths.begin()->first, hi = lengths.rbegin()->first;
  int buckets = 10, width = std::max(1, (hi - lo + buckets) / buckets);
  std::vector<std::uint64_t> count(buckets, 0);
  for (const auto& [len, n] : lengths) count[std::min(buckets - 1, (len - lo) / width)] += n;
  std::uint64_t top = *std::max_element(count.begin(), count.end());
  std::string out = "```text\n";
  for (int b = 0; b < buckets; ++b) {
    int from = lo + b * width;
    if (from > hi) break;
    int bar = top ? static_cast<int>(40 * count[b] / top) : 0;
    out += fmt::format("{:>6}-{:<6} {:<40} {} ({})\n", from, from + width - 1, std::string(bar, '#'), count[b],
                       Pct(count[b], games));
  }
  return out + "```\n";
}

void StatsSection(std::string& md, const GameInfo& info, const PlayStats& s) {
  md += fmt::format("### {} players ({} games, seed {})\n\n", s.players, s.games, s.seed);
  md += fmt::format("- ended: {} terminal, {} over the step bound, {} deadlocked\n", s.terminal, s.overran, s.deadlocked);
  if (!s.lengths.empty())
    md += fmt::format("- length in actions (chance included): min {}, mean {}, max {}; {} of them chance\n",
                      s.lengths.begin()->first, Mean(s), s.lengths.rbegin()->first, Pct(s.chance_actions, s.actions));
  md += "- outcomes (by ranking; `draw` = every player ranked first): " + Outcomes(s) + "\n";
  if (s.first_player_games)
    md += fmt::format("- the player who took the first turn won (alone or shared) {} of {} games\n",
                      Pct(s.first_player_wins, s.first_player_games), s.first_player_games);
  for (int p = 0; p < s.players; ++p) {
    std::string scores;
    for (const auto& [score, n] : s.scores[p]) scores += (scores.empty() ? "" : ", ") + fmt::format("{}: {}", score, n);
    md += fmt::format("- scores of p{}: {}\n", p, scores.empty() ? "–" : scores);
  }
  md += "\nGame length distribution:\n\n" + Histogram(s.lengths, s.games) + "\n";
  (void)info;
}

}  // namespace

std::string GameReportMarkdown(const GameInfo& info, const ReportOptions& options,
                               const std::vector<SolverAnswer>& solver_answers) {
  auto progress = [&](const std::string& stage) {
    return [&options, stage](std::uint64_t d, std::uint64_t t) {
      if (options.progress) options.progress(stage, d, t);
    };
  };
  // Default readings at every player count.
  std::vector<PlayStats> base;
  for (int p = info.min_players; p <= info.max_players; ++p) {
    GameConfig c{.game = info.name, .players = p, .settings = {}};
    PlayOptions po{.seed = options.seed, .games = options.games, .max_steps = 0, .policy = {},
                   .progress = progress(fmt::format("{} players", p))};
    base.push_back(RunPlayouts(MakeContext(c), po));
  }
  const PlayStats& main = base[info.default_players - info.min_players];
  // Each non-default reading, one at a time, at the default player count.
  std::map<std::string, PlayStats> by_reading;  // "id=reading"
  for (const Interpretation& interp : info.interpretations) {
    for (const Reading& r : interp.readings) {
      if (r.id == interp.default_reading) continue;
      GameConfig c{.game = info.name, .players = info.default_players, .settings = {{interp.id, r.id}}};
      PlayOptions po{.seed = options.seed, .games = options.games_per_reading, .max_steps = 0, .policy = {},
                     .progress = progress(interp.id + "=" + r.id)};
      by_reading[interp.id + "=" + r.id] = RunPlayouts(MakeContext(c), po);
    }
  }

  std::string md;
  md += "# " + info.title + " — rules report\n\n";
  md += info.summary + "\n\n";
  md += fmt::format(
      "Rulebook: `shared/rulebooks/{}`. Generated by `peerage report {} --seed {} --games {} --games-per-reading {}`; "
      "the same seed and budget give the same file.\n\n",
      info.rulebook, info.name, options.seed, options.games, options.games_per_reading);
  md += "Contents: [interpretations](#interpretations) · [findings](#findings) · [solver](#solver-answers) · "
        "[rule coverage](#rule-coverage) · [playouts](#playout-statistics)\n\n";

  // --- interpretations ---
  md += "## Interpretations\n\n";
  md += fmt::format("{} places where the rulebook can be read more than one way or is silent. Each reading "
                    "was played {} times at {} players (seed {}) and compared with the default readings "
                    "({} games).\n\n",
                    info.interpretations.size(), options.games_per_reading, info.default_players, options.seed,
                    options.games);
  for (const Interpretation& interp : info.interpretations) {
    md += "### `" + interp.id + "`\n\n";
    md += "> \"" + interp.phrase + "\"\n\n" + interp.question + "\n\n";
    md += "| reading | what the engine does | games | mean length | outcomes | findings |\n|---|---|---|---|---|---|\n";
    for (const Reading& r : interp.readings) {
      bool is_default = r.id == interp.default_reading;
      const PlayStats& s = is_default ? main : by_reading.at(interp.id + "=" + r.id);
      std::uint64_t nf = 0;
      for (const auto& f : s.findings) nf += f.count;
      md += fmt::format("| `{}`{} | {} | {} | {} | {} | {} |\n", r.id, is_default ? " (default)" : "",
                        Cell(r.description), s.games, Mean(s), Cell(Outcomes(s)), nf);
    }
    if (!interp.rules.empty()) {
      md += "\nRules affected:";
      for (const auto& r : interp.rules) md += " `" + r + "`";
      md += "\n";
    }
    md += "\n";
  }

  // --- findings ---
  md += "## Findings\n\n";
  md += "States reached in play where the rules contradict each other, say nothing, deadlock or loop. Each "
        "comes with the shortest witness trace seen; the engine continued by the reading named.\n\n";
  struct Row {
    std::string where;
    const FindingSummary* f;
  };
  std::vector<Row> rows;
  for (const PlayStats& s : base)
    for (const auto& f : s.findings) rows.push_back({fmt::format("{} players, default readings", s.players), &f});
  for (const auto& [key, s] : by_reading)
    for (const auto& f : s.findings) rows.push_back({"reading " + key, &f});
  if (rows.empty()) md += "No finding was recorded within this budget.\n\n";
  int n = 0;
  for (const Row& row : rows) {
    const Finding& f = row.f->first;
    md += fmt::format("### {}. {} — {}\n\n", ++n, FindingKindName(f.kind), Cell(f.detail));
    md += fmt::format("- run: {}\n- rules: {}\n- resolved by: {}\n- seen {} times in {} games; state hash `{}` at step {}\n\n",
                      row.where, RulesOf(f), f.interpretation.empty() ? "–" : "`" + f.interpretation + "`",
                      row.f->count, row.f->games, HashHex(f.state_hash), f.step);
    md += TraceBlock(row.f->witness) + "\n";
  }

  // --- solver ---
  md += "## Solver answers\n\n";
  if (solver_answers.empty()) md += "No solver queries are registered for this game yet.\n\n";
  for (const SolverAnswer& a : solver_answers) {
    md += "### `" + a.id + "`\n\n**Q:** " + a.question + "\n\n**A (" + a.verdict + "):** " + a.answer + "\n\n";
    md += std::string("**Checked against the engine:** ") + (a.confirmed ? "yes — " : "NO — ") + a.confirmation + "\n\n";
    if (a.witness) md += TraceBlock(*a.witness) + "\n";
  }

  // --- rule coverage ---
  md += "## Rule coverage\n\n";
  std::vector<std::uint64_t> all(info.rules.size(), 0);
  for (const PlayStats& s : base)
    for (size_t i = 0; i < all.size(); ++i) all[i] += s.rule_counts[i];
  for (const auto& [_, s] : by_reading)
    for (size_t i = 0; i < all.size(); ++i) all[i] += s.rule_counts[i];
  std::vector<std::string> never;
  md += fmt::format("How often each rule fired: in the {} default-reading games at {} players, and across every run of this report.\n\n",
                    main.games, main.players);
  md += "| rule | place in the rulebook | fired (default) | fired (all runs) |\n|---|---|---|---|\n";
  for (size_t i = 0; i < info.rules.size(); ++i) {
    md += fmt::format("| `{}` | {} | {} | {} |\n", info.rules[i].id, Cell(info.rules[i].place), main.rule_counts[i], all[i]);
    if (all[i] == 0) never.push_back(info.rules[i].id);
  }
  md += "\n";
  if (never.empty()) md += "Every rule fired at least once.\n\n";
  else {
    md += "Never fired (unreachable, or a gap in the search):";
    for (const auto& r : never) md += " `" + r + "`";
    md += "\n\n";
  }

  // --- playouts ---
  md += "## Playout statistics\n\nUniform random play (every legal action equally likely; chance by its exact probabilities).\n\n";
  for (const PlayStats& s : base) StatsSection(md, info, s);
  return md;
}

}  // namespace peerage
