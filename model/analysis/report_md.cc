// reports/<game>.md
#include <fmt/core.h>

#include <cctype>

#include <algorithm>

#include "model/analysis/report.h"
#include "model/core/state.h"

namespace peerage {
namespace {

std::string Cell(std::string s) {
  std::string out;
  for (char c : s) out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
  return out;
}

std::string RuleList(const std::vector<std::string>& rules) {
  std::string out;
  for (const auto& r : rules) out += (out.empty() ? "" : ", ") + ("`" + r + "`");
  return out.empty() ? "–" : out;
}

std::string TraceBlock(const Trace& t, const std::string& what) {
  return "<details><summary>" + what + " (" + std::to_string(t.steps.size()) +
         " actions; save as a file and run <code>peerage replay FILE --show</code>)</summary>\n\n```json\n" +
         WriteTrace(t) + "```\n</details>\n";
}

std::string Histogram(const std::map<int, std::uint64_t>& lengths, std::uint64_t games) {
  if (lengths.empty()) return "";
  int lo = lengths.begin()->first, hi = lengths.rbegin()->first;
  const int buckets = 10;
  int width = std::max(1, (hi - lo + buckets) / buckets);
  std::vector<std::uint64_t> count(buckets, 0);
  for (const auto& [len, n] : lengths) count[std::min(buckets - 1, (len - lo) / width)] += n;
  std::uint64_t top = *std::max_element(count.begin(), count.end());
  std::string out = "```text\n";
  for (int b = 0; b < buckets && lo + b * width <= hi; ++b) {
    int bar = top ? static_cast<int>(40 * count[b] / top) : 0;
    out += fmt::format("{:>6}-{:<6} {:<40} {} ({})\n", lo + b * width, lo + (b + 1) * width - 1,
                       std::string(bar, '#'), count[b], Percent(count[b], games));
  }
  return out + "```\n";
}

void Interpretations(std::string& md, const GameReport& r) {
  const GameInfo& info = *r.info;
  md += "## Interpretations\n\n";
  md += fmt::format(
      "{} places where the rulebook can be read more than one way or is silent. Each non-default reading "
      "was played {} times at {} players, on the same seeds as the default readings' row, so the rows are "
      "paired samples; a lockstep search ({} random playouts per direction, seed {}) looked for the first point where the two readings "
      "disagree, and the witness was shrunk by delta debugging.\n\n",
      info.interpretations.size(), r.options.games_per_reading, info.default_players, r.options.diff_games,
      r.options.seed);
  for (const Interpretation& i : info.interpretations) {
    md += "### `" + i.id + "`\n\n> \"" + i.phrase + "\"\n\n" + i.question + "\n\n";
    md += "| reading | what the engine does | games | mean length | outcomes | mean scores | findings |\n|---|---|---|---|---|---|---|\n";
    for (const Reading& reading : i.readings) {
      bool is_default = reading.id == i.default_reading;
      const PlayStats& s = is_default ? r.reading_baseline : r.by_reading.at(i.id + "=" + reading.id);
      std::uint64_t nf = 0;
      for (const auto& f : s.findings) nf += f.count;
      md += fmt::format("| `{}`{} | {} | {} | {} | {} | {} | {} |\n", reading.id, is_default ? " (default)" : "",
                        Cell(reading.description), s.games, MeanLength(s), Cell(OutcomeList(s)), MeanScores(s), nf);
    }
    md += "\n";
    for (const Reading& reading : i.readings) {
      if (reading.id == i.default_reading) continue;
      const DifferentialResult& d = r.diff.at(i.id + "=" + reading.id);
      if (d.divergence) {
        md += fmt::format("**`{}` vs `{}`: diverges after {} actions** ({}: {}).\n\n", i.default_reading, reading.id,
                          d.divergence->step, d.divergence->kind, Cell(d.divergence->detail));
        md += TraceBlock(d.divergence->witness, "divergence witness") + "\n";
      } else {
        md += fmt::format("**`{}` vs `{}`: never diverged** in {} lockstep playouts ({} steps compared).\n\n",
                          i.default_reading, reading.id, d.games, d.steps);
      }
    }
    if (!i.rules.empty()) md += "Rules affected: " + RuleList(i.rules) + "\n\n";
  }
}

void Findings(std::string& md, const GameReport& r) {
  md += "## Findings\n\n";
  md += fmt::format(
      "States reached in play where the rules contradict each other, say nothing, deadlock or cycle, and "
      "invariant violations. Sources: the playouts above, plus a hunt of {} playouts ({} steps) that hashed "
      "every position and checked every invariant. Each witness is the shortest seen, shrunk by delta "
      "debugging; the engine continued by the reading named.\n\n",
      r.hunt_games, r.hunt_steps);
  if (r.findings.empty()) md += "No finding was recorded within this budget.\n\n";
  int n = 0;
  for (const ReportFinding& rf : r.findings) {
    const Finding& f = rf.summary.first;
    md += fmt::format("### {}. {} — {}\n\n", ++n, FindingKindName(f.kind), Cell(f.detail));
    md += fmt::format("- found in: {}\n- rules: {}\n- resolved by: {}\n- seen {} times in {} games\n"
                      "- first seen in the state with hash `{}` (step {} of its game)\n- witness: {} actions (shrunk from {})\n\n",
                      rf.run, RuleList(f.rules), f.interpretation.empty() ? "–" : "`" + f.interpretation + "`",
                      rf.summary.count, rf.summary.games, HashHex(f.state_hash), f.step, rf.summary.witness.steps.size(),
                      rf.found_steps);
    md += TraceBlock(rf.summary.witness, "witness trace");
    md += "<details><summary>the state the witness ends in</summary>\n\n```json\n" + WitnessState(rf.summary.witness) +
          "\n```\n</details>\n\n";
    if (std::string picture = WitnessPicture(rf.summary.witness); !picture.empty())
      md += "<details><summary>the same state as a picture</summary>\n\n```text\n" + picture + "```\n</details>\n\n";
  }
}

void Solver(std::string& md, const GameReport& r) {
  md += "## Solver answers\n\n";
  if (r.solver.empty()) md += "No solver queries are registered for this game yet.\n\n";
  for (const SolverAnswer& a : r.solver) {
    md += "### `" + a.id + "`\n\n**Q:** " + a.question + "\n\n**A (" + a.verdict + "):** " + a.answer + "\n\n";
    md += std::string("**Checked against the engine:** ") + (a.confirmed ? "yes — " : "NO — ") + a.confirmation + "\n\n";
    if (a.witness) md += TraceBlock(*a.witness, "witness") + "\n";
  }
}

void Coverage(std::string& md, const GameReport& r) {
  const GameInfo& info = *r.info;
  const PlayStats& m = r.Main();
  md += "## Rule coverage\n\n";
  md += fmt::format("How often each rule fired: in the {} default-reading games at {} players, and across every "
                    "playout of this report.\n\n| rule | place in the rulebook | fired (default) | fired (all runs) |\n|---|---|---|---|\n",
                    m.games, m.players);
  std::vector<std::string> never;
  for (size_t i = 0; i < info.rules.size(); ++i) {
    md += fmt::format("| `{}` | {} | {} | {} |\n", info.rules[i].id, Cell(info.rules[i].place), m.rule_counts[i], r.rule_totals[i]);
    if (r.rule_totals[i] == 0) never.push_back(info.rules[i].id);
  }
  md += never.empty() ? "\nEvery rule fired at least once.\n\n"
                      : "\nNever fired (unreachable, or a gap in the search): " + RuleList(never) + "\n\n";
}

void Playouts(std::string& md, const GameReport& r) {
  md += "## Playout statistics\n\nUniform random play: every legal action equally likely, chance by its exact probabilities.\n\n";
  for (const PlayStats& s : r.base) {
    md += fmt::format("### {} players ({} games, seed {})\n\n", s.players, s.games, s.seed);
    md += fmt::format("- ended: {} terminal, {} over the step bound, {} deadlocked\n", s.terminal, s.overran, s.deadlocked);
    if (!s.lengths.empty())
      md += fmt::format("- length in actions (chance included): min {}, mean {}, max {}; {} of actions are chance\n",
                        s.lengths.begin()->first, MeanLength(s), s.lengths.rbegin()->first, Percent(s.chance_actions, s.actions));
    md += "- outcomes (by ranking; `draw` = every player ranked first): " + OutcomeList(s) + "\n";
    if (s.first_player_games)
      md += fmt::format("- the player who took the first turn won (alone or shared) {} of {} games\n",
                        Percent(s.first_player_wins, s.first_player_games), s.first_player_games);
    for (int p = 0; p < s.players; ++p) {
      std::string scores;
      for (const auto& [score, n] : s.scores[p]) scores += (scores.empty() ? "" : ", ") + fmt::format("{}: {}", score, n);
      md += fmt::format("- scores of p{} (score: games): {}\n", p, scores.empty() ? "–" : scores);
    }
    md += "\nGame length distribution:\n\n" + Histogram(s.lengths, s.games) + "\n";
  }
}

}  // namespace

// GitHub's heading anchor: lower case, spaces to '-', only letters, digits, '-' and '_' kept.
static std::string Anchor(const std::string& title) {
  std::string a;
  for (char c : title) {
    if (c == ' ') a += '-';
    else if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') a += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return a;
}

std::string RenderMarkdown(const GameReport& r) {
  const GameInfo& info = *r.info;
  const ReportOptions& o = r.options;
  std::string md = "# " + info.title + " — rules report\n\n" + info.summary + "\n\n";
  md += fmt::format(
      "Rulebook: `shared/rulebooks/{}`. Generated by `peerage report {} --seed {} --games {} --games-per-reading {} "
      "--diff-games {} --hunt-games {} --shrink-budget {}`; the same seed and budget give the same file. "
      "A self-contained HTML version with charts is `{}.html`.\n\n",
      info.rulebook, info.name, o.seed, o.games, o.games_per_reading, o.diff_games, o.hunt_games, o.shrink_budget,
      info.name);
  if (!o.data_file.empty())
    md += fmt::format("**Data:** the user's file `{}` (`--data`) instead of the shipped `{}`; the solver answers use "
                      "the shipped data.\n\n", o.data_file, info.data.file);
  md += "Contents: [interpretations](#interpretations) · [findings](#findings) · [solver](#solver-answers) · ";
  for (const ReportSection& section : r.extra) md += "[" + section.title + "](#" + Anchor(section.title) + ") · ";
  md += "[rule coverage](#rule-coverage) · [playouts](#playout-statistics)\n\n";
  Interpretations(md, r);
  Findings(md, r);
  Solver(md, r);
  for (const ReportSection& section : r.extra) md += "## " + section.title + "\n\n" + section.markdown + "\n";
  Coverage(md, r);
  Playouts(md, r);
  return md;
}

}  // namespace peerage
