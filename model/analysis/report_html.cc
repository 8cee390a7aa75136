// reports/<game>.html: the same report, self-contained (inline CSS and SVG, no script, no network).
#include <fmt/core.h>

#include <algorithm>

#include "model/analysis/report.h"
#include "model/analysis/report_ext.h"
#include "model/core/state.h"

namespace peerage {
namespace {

struct Bar {
  std::string label;
  double value;
  std::string text;  // shown at the bar's end
};

// A horizontal bar chart; `reference` (if >= 0) draws a dashed line at that value (e.g. a fair share).
std::string BarChart(const std::string& title, const std::vector<Bar>& bars, double max_value, double reference = -1) {
  const int label_w = 230, plot_w = 360, row_h = 20, top = 28;
  int height = top + row_h * static_cast<int>(bars.size()) + 10;
  if (max_value <= 0) max_value = 1;
  std::string svg = fmt::format(
      "<svg class=\"chart\" role=\"img\" aria-label=\"{0}\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{1}\" "
      "height=\"{2}\" viewBox=\"0 0 {1} {2}\">\n<title>{0}</title>\n"
      "<text x=\"0\" y=\"16\" class=\"ct\">{0}</text>\n",
      HtmlEscape(title), label_w + plot_w + 90, height);
  for (size_t i = 0; i < bars.size(); ++i) {
    int y = top + static_cast<int>(i) * row_h;
    double w = plot_w * std::clamp(bars[i].value / max_value, 0.0, 1.0);
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" class=\"cl\" text-anchor=\"end\">{}</text>"
        "<rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" class=\"cb\"/>"
        "<text x=\"{:.1f}\" y=\"{}\" class=\"cv\">{}</text>\n",
        label_w - 6, y + 14, HtmlEscape(bars[i].label), label_w, y + 3, w, row_h - 6, label_w + w + 4, y + 14, HtmlEscape(bars[i].text));
  }
  if (reference >= 0) {
    double x = label_w + plot_w * std::clamp(reference / max_value, 0.0, 1.0);
    svg += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" class=\"cr\"/>\n", x, top - 4, height - 6);
  }
  return svg + "</svg>\n";
}

std::string LengthChart(const PlayStats& s) {
  if (s.lengths.empty()) return "";
  int lo = s.lengths.begin()->first, hi = s.lengths.rbegin()->first;
  const int buckets = 12;
  int width = std::max(1, (hi - lo + buckets) / buckets);
  std::vector<std::uint64_t> count(buckets, 0);
  for (const auto& [len, n] : s.lengths) count[std::min(buckets - 1, (len - lo) / width)] += n;
  std::vector<Bar> bars;
  double top = 0;
  for (int b = 0; b < buckets && lo + b * width <= hi; ++b) {
    bars.push_back({fmt::format("{}–{} actions", lo + b * width, lo + (b + 1) * width - 1), static_cast<double>(count[b]),
                    fmt::format("{} ({})", count[b], Percent(count[b], s.games))});
    top = std::max(top, static_cast<double>(count[b]));
  }
  return BarChart(fmt::format("Game length, {} players ({} games)", s.players, s.games), bars, top);
}

std::string OutcomeChart(const PlayStats& s) {
  std::vector<Bar> bars;
  for (const auto& [key, n] : s.outcomes)
    bars.push_back({key, static_cast<double>(n), Percent(n, s.terminal)});
  return BarChart(fmt::format("Winners, {} players (share of finished games)", s.players), bars,
                  static_cast<double>(s.terminal));
}

std::string ScoreChart(const PlayStats& s) {
  std::vector<Bar> bars;
  double top = 0;
  for (int p = 0; p < s.players; ++p)
    for (const auto& [score, n] : s.scores[p]) {
      bars.push_back({fmt::format("p{} scored {}", p, score), static_cast<double>(n), fmt::format("{}", n)});
      top = std::max(top, static_cast<double>(n));
    }
  return BarChart(fmt::format("Final scores, {} players (games)", s.players), bars, top);
}

std::string FirstPlayerChart(const std::vector<PlayStats>& base) {
  std::vector<Bar> bars;
  for (const PlayStats& s : base)
    if (s.first_player_games)
      bars.push_back({fmt::format("{} players", s.players),
                      static_cast<double>(s.first_player_wins) / s.first_player_games,
                      Percent(s.first_player_wins, s.first_player_games) + fmt::format(" (fair share {})", Percent(1, s.players))});
  if (bars.empty()) return "";
  return BarChart("First player's wins (sole or shared); dashed line: 50%", bars, 1.0, 0.5);
}

std::string ImpactChart(const GameReport& r) {
  std::vector<Bar> bars;
  double top = 0;
  auto add = [&](const std::string& label, const PlayStats& s) {
    double mean = s.games ? static_cast<double>(s.actions) / s.games : 0;
    bars.push_back({label, mean, MeanLength(s)});
    top = std::max(top, mean);
  };
  add("default readings", r.reading_baseline);
  for (const auto& [key, s] : r.by_reading) add(key, s);
  return BarChart(fmt::format("Mean game length per reading, {} players", r.info->default_players), bars, top);
}

std::string TraceDetails(const Trace& t, const std::string& what) {
  return "<details><summary>" + HtmlEscape(what) + " (" + std::to_string(t.steps.size()) +
         " actions)</summary><pre>" + HtmlEscape(WriteTrace(t)) + "</pre></details>\n";
}

const char* kStyle =
    "body{font-family:system-ui,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}"
    "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;padding:.25em .5em;vertical-align:top;font-size:.92em}"
    "th{background:#f3f3f3}code,pre{font-family:ui-monospace,monospace;font-size:.88em}pre{background:#f7f7f7;padding:.6em;overflow-x:auto;max-height:24em}"
    "blockquote{margin:.5em 0;padding-left:1em;border-left:3px solid #bbb;color:#555}.ok{color:#1a7f37}.bad{color:#b42318}"
    ".chart{display:block;margin:.8em 0}.ct{font-weight:600;font-size:13px}.cl,.cv{font-size:12px}.cb{fill:#4a78b5}"
    ".cr{stroke:#b42318;stroke-dasharray:4 3}";

}  // namespace

std::string RenderHtml(const GameReport& r) {
  const GameInfo& info = *r.info;
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + HtmlEscape(info.title) +
                  " — rules report</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<h1>" + HtmlEscape(info.title) + " — rules report</h1>\n<p>" + HtmlEscape(info.summary) + "</p>\n";
  h += fmt::format("<p>Rulebook: <code>shared/rulebooks/{}</code>. Seed {}, {} games per player count, {} per reading, "
                   "{} differential playouts per direction, {} hunt playouts. The Markdown version is <code>{}.md</code>.</p>\n",
                   HtmlEscape(info.rulebook), r.options.seed, r.options.games, r.options.games_per_reading, r.options.diff_games,
                   r.options.hunt_games, HtmlEscape(info.name));
  if (!r.options.data_file.empty())
    h += fmt::format("<p><strong>Data:</strong> the user's file <code>{}</code> instead of the shipped <code>{}</code>; "
                     "the solver answers use the shipped data.</p>\n",
                     HtmlEscape(r.options.data_file), HtmlEscape(info.data.file));
  h += "<nav><a href=\"#interpretations\">interpretations</a> · <a href=\"#findings\">findings</a> · "
       "<a href=\"#solver\">solver</a> · ";
  for (std::size_t i = 0; i < r.extra.size(); ++i)
    h += fmt::format("<a href=\"#extra-{}\">{}</a> · ", i + 1, HtmlEscape(r.extra[i].title));
  h += "<a href=\"#coverage\">rule coverage</a> · <a href=\"#playouts\">playouts</a></nav>\n";

  h += "<h2 id=\"interpretations\">Interpretations</h2>\n" + ImpactChart(r);
  for (const Interpretation& i : info.interpretations) {
    h += "<h3><code>" + HtmlEscape(i.id) + "</code></h3>\n<blockquote>“" + HtmlEscape(i.phrase) + "”</blockquote>\n<p>" + HtmlEscape(i.question) + "</p>\n";
    h += "<table><tr><th>reading</th><th>what the engine does</th><th>games</th><th>mean length</th><th>outcomes</th><th>mean scores</th><th>divergence from the default</th></tr>\n";
    for (const Reading& reading : i.readings) {
      bool is_default = reading.id == i.default_reading;
      const PlayStats& s = is_default ? r.reading_baseline : r.by_reading.at(i.id + "=" + reading.id);
      std::string div = "–";
      if (!is_default) {
        const DifferentialResult& d = r.diff.at(i.id + "=" + reading.id);
        div = d.divergence ? fmt::format("after {} actions ({}: {})", d.divergence->step, d.divergence->kind, d.divergence->detail)
                           : fmt::format("never, in {} playouts ({} steps)", d.games, d.steps);
      }
      h += fmt::format("<tr><td><code>{}</code>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                       HtmlEscape(reading.id), is_default ? " (default)" : "", HtmlEscape(reading.description), s.games, MeanLength(s),
                       HtmlEscape(OutcomeList(s)), HtmlEscape(MeanScores(s)), HtmlEscape(div));
    }
    h += "</table>\n";
    for (const Reading& reading : i.readings) {
      if (reading.id == i.default_reading) continue;
      const DifferentialResult& d = r.diff.at(i.id + "=" + reading.id);
      if (d.divergence) h += TraceDetails(d.divergence->witness, "divergence witness, " + reading.id);
    }
  }

  h += "<h2 id=\"findings\">Findings</h2>\n";
  if (r.findings.empty()) h += "<p>No finding was recorded within this budget.</p>\n";
  int n = 0;
  for (const ReportFinding& rf : r.findings) {
    const Finding& f = rf.summary.first;
    std::string rules;
    for (const auto& x : f.rules) rules += (rules.empty() ? "" : ", ") + x;
    h += fmt::format("<h3>{}. {} — {}</h3>\n<ul><li>found in: {}</li><li>rules: {}</li><li>resolved by: {}</li>"
                     "<li>seen {} times in {} games</li><li>witness: {} actions (shrunk from {})</li></ul>\n",
                     ++n, FindingKindName(f.kind), HtmlEscape(f.detail), HtmlEscape(rf.run), rules.empty() ? "–" : HtmlEscape(rules),
                     f.interpretation.empty() ? "–" : HtmlEscape(f.interpretation), rf.summary.count, rf.summary.games,
                     rf.summary.witness.steps.size(), rf.found_steps);
    h += TraceDetails(rf.summary.witness, "witness trace");
    h += "<details><summary>the state the witness ends in</summary><pre>" + HtmlEscape(WitnessState(rf.summary.witness)) +
         "</pre></details>\n";
    if (std::string picture = WitnessPicture(rf.summary.witness); !picture.empty())
      h += "<details><summary>the same state as a picture</summary><pre>" + HtmlEscape(picture) + "</pre></details>\n";
  }

  h += "<h2 id=\"solver\">Solver answers</h2>\n";
  if (r.solver.empty()) h += "<p>No solver queries are registered for this game yet.</p>\n";
  for (const SolverAnswer& a : r.solver) {
    h += "<h3><code>" + HtmlEscape(a.id) + "</code></h3>\n<p><b>Q:</b> " + HtmlEscape(a.question) + "</p>\n<p><b>A (" + HtmlEscape(a.verdict) +
         "):</b> " + HtmlEscape(a.answer) + "</p>\n<p class=\"" + (a.confirmed ? "ok" : "bad") + "\"><b>Checked against the engine:</b> " +
         (a.confirmed ? "yes — " : "NO — ") + HtmlEscape(a.confirmation) + "</p>\n";
    if (a.witness) h += TraceDetails(*a.witness, "witness");
  }

  for (std::size_t i = 0; i < r.extra.size(); ++i)
    h += fmt::format("<h2 id=\"extra-{}\">{}</h2>\n", i + 1, HtmlEscape(r.extra[i].title)) + r.extra[i].html;

  h += "<h2 id=\"coverage\">Rule coverage</h2>\n<table><tr><th>rule</th><th>place in the rulebook</th><th>fired (default)</th><th>fired (all runs)</th></tr>\n";
  for (size_t i = 0; i < info.rules.size(); ++i)
    h += fmt::format("<tr{}><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                     r.rule_totals[i] == 0 ? " class=\"bad\"" : "", HtmlEscape(info.rules[i].id), HtmlEscape(info.rules[i].place),
                     r.Main().rule_counts[i], r.rule_totals[i]);
  h += "</table>\n";

  h += "<h2 id=\"playouts\">Playout statistics</h2>\n<p>Uniform random play: every legal action equally likely, chance by its exact probabilities.</p>\n";
  h += FirstPlayerChart(r.base);
  for (const PlayStats& s : r.base) {
    h += fmt::format("<h3>{} players</h3>\n<p>{} games: {} terminal, {} over the step bound, {} deadlocked; mean length {} actions.</p>\n",
                     s.players, s.games, s.terminal, s.overran, s.deadlocked, MeanLength(s));
    h += LengthChart(s) + OutcomeChart(s) + ScoreChart(s);
  }
  return h + "</body>\n</html>\n";
}

}  // namespace peerage
