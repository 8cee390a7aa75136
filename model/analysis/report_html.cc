// reports/<game>.html: the same report, self-contained (inline CSS and SVG, no script, no network).
#include <utility>
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <sstream>

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
  return BarChart(fmt::format("Game length, {} ({} games)", PlayerCount(s.players), s.games), bars, top);
}

std::string OutcomeChart(const PlayStats& s) {
  std::vector<Bar> bars;
  for (const auto& [key, n] : s.outcomes)
    bars.push_back({key, static_cast<double>(n), Percent(n, s.terminal)});
  return BarChart(fmt::format("{} (share of finished games)", s.players == 1 ? std::string("Scores reached, 1 player") : "Winners, " + PlayerCount(s.players)), bars,
                  static_cast<double>(s.terminal));
}

// At most this many bars in one chart: 28 + 20 x 40 + 10 = 838 px, within a page's height.
constexpr int kMaxChartRows = 40;

// Final scores per player, binned so that all players together take at most kMaxChartRows bars: every player
// the same bins (equal width, from the lowest score any player reached to the highest), empty bins drawn too.
std::string ScoreChart(const PlayStats& s) {
  std::int64_t lo = 0, hi = 0;
  bool any = false;
  for (const auto& per_player : s.scores)
    for (const auto& [score, n] : per_player) {
      lo = any ? std::min(lo, score) : score;
      hi = any ? std::max(hi, score) : score;
      any = true;
    }
  if (!any || s.players <= 0) return "";
  const std::int64_t range = hi - lo + 1, most = std::max(1, kMaxChartRows / s.players);
  const std::int64_t width = (range + most - 1) / most, bins = (range + width - 1) / width;
  std::vector<Bar> bars;
  double top = 0;
  for (int p = 0; p < s.players; ++p) {
    std::vector<std::uint64_t> count(static_cast<std::size_t>(bins), 0);
    for (const auto& [score, n] : s.scores[p]) count[static_cast<std::size_t>((score - lo) / width)] += n;
    for (std::int64_t b = 0; b < bins; ++b) {
      const std::int64_t from = lo + b * width, to = std::min(hi, from + width - 1);
      const std::uint64_t n = count[static_cast<std::size_t>(b)];
      bars.push_back({from == to ? fmt::format("p{} scored {}", p, from) : fmt::format("p{} scored {}–{}", p, from, to),
                      static_cast<double>(n), fmt::format("{}", n)});
      top = std::max(top, static_cast<double>(n));
    }
  }
  return BarChart(fmt::format("Final scores, {} (games{})", PlayerCount(s.players), width == 1 ? "" : fmt::format(
                                  ", scores in bins of {}", width)), bars, top);
}

std::string FirstPlayerChart(const std::vector<PlayStats>& base) {
  std::vector<Bar> bars;
  for (const PlayStats& s : base)
    if (s.first_player_games)
      bars.push_back({PlayerCount(s.players),
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
  return BarChart("Mean game length per reading, " + PlayerCount(r.info->default_players), bars, top);
}

// A finding's facts (escaped HTML): under which readings it is reached (first, when only non-default ones), how
// often, and the reading the engine continued by.
std::string FindingFactsHtml(const FaqEntry& e) {
  std::string out;
  if (!e.only_under.empty())
    out = "Reached only under a non-default reading (" + HtmlEscape(fmt::format("{}", fmt::join(e.only_under, ", "))) +
          "); never in play under the defaults. ";
  out += fmt::format("Seen {} in {}; the engine continued by {}. Reached in: {}.",
                     e.count == 1 ? std::string("once") : fmt::format("{} times", e.count),
                     CountOf(e.games, "random game", "random games"),
                     e.resolved_by.empty() ? "no reading" : "<code>" + HtmlEscape(e.resolved_by) + "</code>",
                     HtmlText(fmt::format("{}", fmt::join(e.configurations, "; "))));
  return out;
}

// The widest picture line a page shows without wrapping: a pre at the page's 980 px, less padding, holds
// about 105 characters of its monospace font.
constexpr std::size_t kPictureColumns = 100;

// A position picture for the page: a line that pairs players (" || ", Among Nobles with four or more players)
// and would be wider than kPictureColumns is split into one player per line, so no player wraps in the middle.
std::string PagePicture(const std::string& picture) {
  static const std::string kPair = " || ";
  std::string out, line;
  std::istringstream lines(picture);
  bool first = true;
  while (std::getline(lines, line)) {
    if (!std::exchange(first, false)) out += '\n';
    if (line.size() <= kPictureColumns || line.find(kPair) == std::string::npos) {
      out += line;
      continue;
    }
    for (std::size_t at; (at = line.find(kPair)) != std::string::npos; line.erase(0, at + kPair.size()))
      out += line.substr(0, at) + '\n';
    out += line;
  }
  if (!picture.empty() && picture.back() == '\n') out += '\n';
  return out;
}

const char* kStyle =
    "body{font-family:system-ui,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}"
    "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;padding:.25em .5em;vertical-align:top;font-size:.92em}"
    "th{background:#f3f3f3}code,pre{font-family:ui-monospace,monospace;font-size:.88em}pre{background:#f7f7f7;padding:.6em;overflow-x:auto;max-height:24em}"
    "blockquote{margin:.5em 0;padding-left:1em;border-left:3px solid #bbb;color:#555}.ok{color:#1a7f37}.bad{color:#b42318}"
    ".chart{display:block;margin:.8em 0}.ct{font-weight:600;font-size:13px}.cl,.cv{font-size:12px}.cb{fill:#4a78b5}"
    ".cr{stroke:#b42318;stroke-dasharray:4 3}.toc ol{margin:.2em 0}.toc{font-size:.92em}"
    ".entry{border-top:1px solid #ddd;margin-top:1.2em}.example{background:#fbfbf6;border:1px solid #e6e2c8;padding:.2em .8em;margin:.6em 0}"
    "pre.picture{background:#fff;max-height:none;white-space:pre-wrap;overflow-wrap:anywhere}"
    "ul.legend{font-size:.9em}.src{font-size:.85em;color:#555}";

}  // namespace

std::string RenderHtml(const GameReport& r) {
  const GameInfo& info = *r.info;
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + HtmlEscape(info.title) +
                  " — rules report</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<h1>" + HtmlEscape(info.title) + " — rules report</h1>\n<p>" + HtmlText(info.summary) + "</p>\n";
  h += fmt::format("<p>Rulebook: {}. Generated by <code>{}</code>; the same seed and budget "
                   "give the same file. The Markdown version is <code>{}.md</code>, the FAQ entries as data <code>{}.json</code>.</p>\n",
                   HtmlEscape(CiteRulebook(info.rulebook)), HtmlEscape(ReportCommand(r)), HtmlEscape(info.name), HtmlEscape(info.name));
  if (!r.options.data_file.empty())
    h += fmt::format("<p><strong>Data:</strong> the user's file <code>{}</code> instead of the shipped <code>{}</code>; "
                     "the solver answers use the shipped data.</p>\n",
                     HtmlEscape(r.options.data_file), HtmlEscape(info.data.file));
  if (const auto params = ReportParameters(r); !params.empty()) {
    std::string list;
    for (const auto& [id, value] : params) list += (list.empty() ? "" : ", ") + ("<code>" + HtmlEscape(id + "=" + value) + "</code>");
    h += fmt::format("<p><strong>Set-up parameters:</strong> {}. These are choices the rulebook offers, not rules "
                     "questions: every playout and search of this report uses these values (<code>--param id=value</code> "
                     "changes them; <code>peerage rules {}</code> lists them); an example played or built in another "
                     "set-up keeps it and names it in its heading.</p>\n", list, HtmlEscape(info.name));
  }
  const bool modelling = std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.modelling; });
  h += "<nav class=\"toc\"><b>Contents</b><ol><li><a href=\"#faq\">FAQ</a><ol>";
  int listed = 0;
  const bool unraised = std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.unraised; });
  auto toc = [&](bool of_modelling, bool of_unraised) {
    for (const FaqEntry& e : r.faq)
      if (e.modelling == of_modelling && e.unraised == of_unraised && e.kind != "finding")
        h += fmt::format("<li value=\"{}\"><a href=\"#{}\">{}</a>{}</li>", ++listed, HtmlEscape(e.id), HtmlText(e.question),
                         of_unraised ? std::string() : WithoutExampleNote(e));
  };
  toc(false, false);
  h += "</ol></li>";
  if (unraised) {
    h += "<li><a href=\"#unraised\">questions these components never raise</a><ol>";
    toc(false, true);
    h += "</ol></li>";
  }
  if (modelling) {
    h += "<li><a href=\"#modelling\">how this engine models the game</a><ol>";
    toc(true, false);
    h += "</ol></li>";
  }
  const bool findings = std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.kind == "finding"; });
  if (findings) {
    h += "<li><a href=\"#findings\">findings from play</a><ol>";
    int f = 0;
    for (const FaqEntry& e : r.faq)
      if (e.kind == "finding")
        h += fmt::format("<li value=\"{}\"><a href=\"#{}\">{}</a></li>", ++f, HtmlEscape(e.id), HtmlText(e.question));
    h += "</ol></li>";
  }
  h += "<li><a href=\"#solver\">solver answers</a></li>";
  for (std::size_t i = 0; i < r.extra.size(); ++i)
    h += fmt::format("<li><a href=\"#extra-{}\">{}</a></li>", i + 1, HtmlText(r.extra[i].title));
  h += "<li><a href=\"#coverage\">rule coverage</a></li><li><a href=\"#readings\">appendix: play under each reading</a></li>"
       "<li><a href=\"#playouts\">appendix: playouts</a></li></ol></nav>\n";

  h += "<h2 id=\"faq\">FAQ</h2>\n<p>One entry per place where the rulebook can be read more than one way or is silent and "
       "the game's components let it arise (questions they never raise, and what play recorded where the rules run out, "
       "follow the FAQ). Each example is a position and the few actions that follow it; every sentence about a "
       "reading comes from replaying that example under that reading.</p>\n";
  h += "<p>Each position shows whose turn it is and only the parts of the table its example touches. Each action is told "
       "in words, its text in the trace following in brackets.";
  if (!info.narrator.legend.empty()) {
    h += " Symbols in the positions:</p>\n<ul class=\"legend\">";
    std::string line;
    for (char c : info.narrator.legend + "\n")
      if (c != '\n') line += c;
      else if (!line.empty()) h += "<li>" + HtmlText(std::exchange(line, "")) + "</li>";
    h += "</ul>\n";
  } else {
    h += "</p>\n";
  }
  auto example = [&](const FaqEntry& e, const FaqExample& ex) {
      const std::size_t steps = ex.trace.steps.size();
      h += "<div class=\"example\"><p><b>Example</b>";
      if (e.kind == "interpretation")
        h += fmt::format(": <code>{}</code> against <code>{}</code>{}{}", HtmlEscape(ex.reading_a), HtmlEscape(ex.reading_b),
                         ex.context.empty() ? "" : " (with " + HtmlText(ContextList(ex.context)) + ")",
                         ExampleSetUp(r, ex).empty() ? "" : " (set up with " + HtmlText(ContextList(ExampleSetUp(r, ex))) + ")");
      h += fmt::format(" — {}, {} action{} from this position:</p>\n<pre class=\"picture\">{}</pre>\n",
                       PlayerCount(ex.trace.players), steps, steps == 1 ? "" : "s", HtmlEscape(PagePicture(ex.picture)));
      if (!ex.deciding.empty())
        h += "<p>What decides it here: " + HtmlText(fmt::format("{}", fmt::join(ex.deciding, "; "))) + ".</p>\n";
      if (!ex.constructed.empty()) h += "<p>" + HtmlText(ConstructedSentence(ex)) + "</p>\n";
      const std::vector<std::string> words = ExampleSteps(ex, true);
      h += words.empty() ? std::string("<p>Nothing is played: the position itself shows it.</p>\n")
                         : "<p>Then " + HtmlText(fmt::format("{}", fmt::join(words, ", then "))) + ".</p>\n";
      h += "<ul class=\"outcomes\">";
      // The point shows; the rest (who decides next, what else differs) unfolds on a click.
      for (const ReadingOutcome& o : ex.outcomes) {
        const std::string details = OutcomeDetails(o);
        h += fmt::format("<li>{}: {}{}</li>", o.reading.empty() ? std::string("Result") : "Under <code>" + HtmlEscape(o.reading) + "</code>" +
                                                (o.reading == e.default_reading ? " (default)" : ""), HtmlText(OutcomePoint(o)),
                         details.empty() ? std::string() : "<details><summary>more</summary>" + HtmlText(details) + "</details>");
      }
      h += fmt::format("</ul>\n<p class=\"src\">Trace: <a href=\"{0}\"><code>{0}</code></a> — {1}.</p></div>\n",
                       HtmlEscape(ex.file), HtmlText(ExampleOrigin(ex)));
      };
  int n = 0;
  auto entry = [&](const FaqEntry& e) {
    h += fmt::format("<section class=\"entry\" id=\"{}\">\n<h3>{}{}. {}</h3>\n", HtmlEscape(e.id), e.kind == "finding" ? "F" : "",
                     ++n, e.kind == "interpretation" ? "<code>" + HtmlEscape(e.id) + "</code>: " + HtmlText(e.question)
                                                     : HtmlText(e.question));
    if (e.kind == "finding" && !e.inside.empty())
      h += fmt::format("<p>Recorded under the question <a href=\"#{0}\"><code>{0}</code></a>.</p>\n", HtmlEscape(e.inside));
    if (const std::string silent = SilentAbout(e.phrase); !silent.empty())
      h += "<p>The rulebook says nothing about " + HtmlText(silent) +
           (e.place.empty() ? "" : " (the nearest rules: " + HtmlText(e.place) + ")") + ".</p>\n";
    else if (!e.phrase.empty())
      h += "<blockquote>“" + HtmlEscape(e.phrase) + "”" + (e.place.empty() ? "" : " — " + HtmlText(e.place)) + "</blockquote>\n";
    if (e.kind == "finding") {
      h += "<p>" + FindingFactsHtml(e) + "</p>\n";
      if (e.inside.empty())
        h += "<p>No interpretation covers this: the text gives no answer here, so it is proposed as a new interpretation "
             "(a named question with readings).</p>\n";
    }
    // A finding recorded under a question links to it: its readings and default are said there, not again.
    const bool under_question = e.kind == "finding" && !e.inside.empty();
    if (!e.readings.empty() && !under_question) {
      h += "<ul>";
      for (const Reading& reading : e.readings)
        h += fmt::format("<li><code>{}</code>{}: {}</li>", HtmlEscape(reading.id),
                         reading.id == e.default_reading ? " (default)" : "", HtmlText(reading.description));
      h += "</ul>\n";
    }
    if (!e.default_why.empty() && !under_question)
      h += fmt::format("<p class=\"why\">Default: <code>{}</code>, because {}</p>\n", HtmlEscape(e.default_reading),
                       HtmlText(Because(e.default_why)));
    // A question the components never raise says why first: the solver's proof before the built example.
    auto answers = [&] {
      for (const SolverAnswer& a : r.solver)
        if (std::find(e.solver.begin(), e.solver.end(), a.id) != e.solver.end())
          h += fmt::format("<p class=\"solver\"><b>Solver answer</b> (<a href=\"#solver-{0}\"><code>{0}</code></a>): {1} "
                           "<b>{2}</b> {3}</p>\n", HtmlEscape(a.id), HtmlText(a.question),
                           a.confirmed ? "Confirmed on the engine:" : "Not confirmed on the engine:", HtmlText(a.answer));
    };
    if (const std::string needs = NeedsOtherAnswerSentence(e, EntryNumbers(r)); !needs.empty())
      h += "<p>" + HtmlText(needs) + "</p>\n";
    if (const std::string alike = EndsAlikeSentence(e); !alike.empty()) h += "<p>" + HtmlText(alike) + "</p>\n";
    if (e.unraised) answers();
    for (const FaqExample& ex : e.examples) example(e, ex);
    for (const std::string& w : e.without_example) h += "<p>" + HtmlText(w) + ".</p>\n";
    if (const auto found = FindingsUnder(r.faq, e.id); found.size() == 1) {
      h += fmt::format("<p>Play under this question also recorded {}: <a href=\"#{}\">{}</a> (F{} under Findings from "
                       "play).</p>\n", FindingsNoun(found), HtmlEscape(found.front().id), HtmlText(found.front().detail),
                       found.front().number);
    } else if (!found.empty()) {
      std::string links;
      for (const FindingLink& f : found)
        links += fmt::format("{}<a href=\"#{}\">{}</a> (F{})", links.empty() ? "" : "; ", HtmlEscape(f.id),
                             HtmlText(f.detail), f.number);
      h += fmt::format("<p>Play under this question also recorded {}, told under Findings from play: {}.</p>\n",
                       FindingsNoun(found), links);
    }
    if (!e.unraised) answers();
    if (const std::string never = NeverPartedSentence(e); !never.empty()) {
      h += "<p>" + HtmlText(never) + "</p>\n";
    } else if (!e.frequency.empty() && !e.unraised) {
      h += "<table><tr><th>reading</th><th>players</th><th>random games where it matters</th></tr>";
      for (const Frequency& f : e.frequency)
        h += fmt::format("<tr><td><code>{}</code></td><td>{}</td><td>{} of {} ({})</td></tr>", HtmlEscape(f.reading), f.players,
                         f.diverged, f.games, Percent(f.diverged, f.games));
      h += "</table>\n";
    }
    std::string rules;
    for (const auto& x : e.rules) rules += (rules.empty() ? "" : ", ") + ("<code>" + HtmlEscape(x) + "</code>");
    h += "<p>Rules: " + (rules.empty() ? std::string("–") : rules) + "</p>\n</section>\n";
  };
  for (const FaqEntry& e : r.faq)
    if (!e.modelling && !e.unraised && e.kind != "finding") entry(e);
  if (unraised) {
    h += "<h2 id=\"unraised\">Questions these components never raise</h2>\n<p>" + HtmlText(kUnraisedIntro) + "</p>\n";
    for (const FaqEntry& e : r.faq)
      if (e.unraised) entry(e);
  }
  const auto assumptions = DataAssumptions(info);
  if (modelling || !assumptions.empty()) {
    h += "<h2 id=\"modelling\">How this engine models the game</h2>\n<p>What this engine had to decide to model the game "
         "at all, apart from the rules questions above: caps that keep play finite, seat and first-player models, what a "
         "player is assumed to remember, and the components the rulebook does not list. None is a question of what the "
         "text means; each choice is a reading you can change (<code>--set</code>) or data you can replace "
         "(<code>--data</code>).</p>\n";
    for (const FaqEntry& e : r.faq)
      if (e.modelling) entry(e);
    if (!assumptions.empty()) {
      h += fmt::format("<h3>Components the rulebook does not give</h3>\n<p>The shipped data file <code>{}</code> "
                       "(<code>peerage data {}</code> prints it; <code>--data FILE</code> replaces it) assumes:</p>\n<ul>",
                       HtmlEscape(info.data.file), HtmlEscape(info.name));
      for (const std::string& a : assumptions) h += "<li>" + HtmlText(a) + "</li>";
      h += "</ul>\n";
    }
  }
  if (findings) {
    h += "<h2 id=\"findings\">Findings from play</h2>\n<p>What the engine recorded in random play where the rules run "
         "out: a contradiction (two rules demand different things), a silence (the text gives no answer) or a loop (play "
         "can go round for ever). Each is told with the position where it was recorded; one recorded under a question's "
         "reading links to that question, one no question covers is proposed as a new one.</p>\n";
    n = 0;
    for (const FaqEntry& e : r.faq)
      if (e.kind == "finding") entry(e);
  }

  h += "<h2 id=\"solver\">Solver answers</h2>\n";
  if (r.solver.empty()) h += "<p>No solver queries are registered for this game yet.</p>\n";
  for (const SolverAnswer& a : r.solver) {
    h += "<h3 id=\"solver-" + HtmlEscape(a.id) + "\"><code>" + HtmlEscape(a.id) + "</code></h3>\n<p><b>Q:</b> " + HtmlText(a.question) + "</p>\n<p><b>A (" + HtmlEscape(a.verdict) +
         "):</b> " + HtmlText(a.answer) + "</p>\n<p class=\"" + (a.confirmed ? "ok" : "bad") + "\"><b>Checked against the engine:</b> " +
         (a.confirmed ? "yes — " : "NO — ") + HtmlText(a.confirmation) + "</p>\n";
    if (a.witness)
      h += fmt::format("<p>Witness: <a href=\"{0}\"><code>{0}</code></a> ({1}).</p>\n", HtmlEscape(SolverWitnessFile(r, a)),
                       CountOf(a.witness->steps.size(), "action", "actions"));
  }

  for (std::size_t i = 0; i < r.extra.size(); ++i)
    h += fmt::format("<h2 id=\"extra-{}\">{}</h2>\n", i + 1, HtmlText(r.extra[i].title)) + r.extra[i].html;

  h += "<h2 id=\"coverage\">Rule coverage</h2>\n<table><tr><th>rule</th><th>place in the rulebook</th><th>fired (default)</th><th>fired (all runs)</th></tr>\n";
  for (size_t i = 0; i < info.rules.size(); ++i)
    h += fmt::format("<tr{}><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                     r.rule_totals[i] == 0 ? " class=\"bad\"" : "", HtmlEscape(info.rules[i].id), HtmlText(info.rules[i].place),
                     r.Main().rule_counts[i], r.rule_totals[i]);
  h += "</table>\n";

  h += "<h2 id=\"readings\">Appendix: play under each reading</h2>\n" + ImpactChart(r);
  h += "<table><tr><th>reading</th><th>games</th><th>mean length</th><th>outcomes</th><th>mean scores</th></tr>\n";
  auto row = [&](const std::string& name, const PlayStats& s) {
    h += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n", HtmlEscape(name), s.games, MeanLength(s),
                     HtmlEscape(OutcomeList(s)), HtmlEscape(MeanScores(s)));
  };
  row("defaults", r.reading_baseline);
  for (const auto& [key, s] : r.by_reading) row(key, s);
  h += "</table>\n";

  h += "<h2 id=\"playouts\">Playout statistics</h2>\n<p>Uniform random play: every legal action equally likely, chance by its exact probabilities.</p>\n";
  h += FirstPlayerChart(r.base);
  for (const PlayStats& s : r.base) {
    h += fmt::format("<h3>{}</h3>\n<p>{} games: {} terminal, {} over the step bound, {} deadlocked; mean length {} actions.</p>\n",
                     PlayerCount(s.players), s.games, s.terminal, s.overran, s.deadlocked, MeanLength(s));
    h += LengthChart(s) + OutcomeChart(s) + ScoreChart(s);
  }
  return h + "</body>\n</html>\n";
}

}  // namespace peerage
