// reports/<game>.md
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <cctype>

#include <algorithm>
#include <utility>

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

std::string Percent1(std::uint64_t part, std::uint64_t whole) {
  return fmt::format("{} of {} ({})", part, whole, Percent(part, whole));
}

void Example(std::string& md, const GameReport& r, const FaqEntry& e, const FaqExample& ex) {
  const std::size_t n = ex.trace.steps.size();
  const std::map<std::string, std::string> set_up = ExampleSetUp(r, ex);
  if (e.kind == "interpretation")
    md += fmt::format("**Example: `{}` against `{}`**{}{} — {}, {} from this position:\n\n", ex.reading_a, ex.reading_b,
                      ex.context.empty() ? "" : " (with " + ContextList(ex.context) + ")",
                      set_up.empty() ? "" : " (set up with " + ContextList(set_up) + ")", PlayerCount(ex.trace.players),
                      n == 1 ? std::string("1 action") : fmt::format("{} actions", n));
  else
    md += fmt::format("**Example** — {}, {} from this position:\n\n", PlayerCount(ex.trace.players),
                      n == 1 ? std::string("1 action") : fmt::format("{} actions", n));
  md += "```text\n" + ex.picture + "```\n\n";
  if (!ex.deciding.empty())
    md += "What decides it here: " + Cell(fmt::format("{}", fmt::join(ex.deciding, "; "))) + ".\n\n";
  if (!ex.constructed.empty()) md += Cell(ConstructedSentence(ex)) + "\n\n";
  std::vector<std::string> steps = ExampleSteps(ex, true);
  md += steps.empty() ? std::string("Nothing is played: the position itself shows it.\n\n")
                      : "Then " + fmt::format("{}", fmt::join(steps, ", then ")) + ".\n\n";
  for (const ReadingOutcome& o : ex.outcomes)
    md += fmt::format("- {}: {}\n", o.reading.empty() ? std::string("Result") : "Under `" + o.reading + "`" +
                                        (o.reading == e.default_reading ? " (default)" : ""), Cell(o.sentence));
  md += fmt::format("\nTrace: [`{0}`]({0}) — {1}.\n\n", ex.file, ExampleOrigin(ex));
}

void Modelling(std::string& md, const GameReport& r, int n);
void Findings(std::string& md, const GameReport& r);

// A finding's facts in one paragraph: under which readings it is reached (first, when only non-default ones),
// how often, and the reading the engine continued by.
std::string FindingFacts(const FaqEntry& e) {
  std::string out;
  if (!e.only_under.empty())
    out = fmt::format("Reached only under a non-default reading ({}); never in play under the defaults. ",
                      fmt::join(e.only_under, ", "));
  out += fmt::format("Seen {} in {}; the engine continued by {}. Reached in: {}.",
                     e.count == 1 ? std::string("once") : fmt::format("{} times", e.count),
                     CountOf(e.games, "random game", "random games"),
                     e.resolved_by.empty() ? "no reading" : "`" + e.resolved_by + "`",
                     Cell(fmt::format("{}", fmt::join(e.configurations, "; "))));
  return out;
}

void Entry(std::string& md, const GameReport& r, const FaqEntry& e, int n) {
  md += fmt::format("<a id=\"{}\"></a>\n\n### {}{}. {}\n\n", e.id, e.kind == "finding" ? "F" : "", n,
                    e.kind == "interpretation" ? "`" + e.id + "`: " + Cell(e.question) : Cell(e.question));
  if (e.kind == "finding" && !e.inside.empty())
    md += fmt::format("Recorded under the question [`{0}`](#{0}).\n\n", e.inside);
  if (const std::string silent = SilentAbout(e.phrase); !silent.empty())
    md += "The rulebook says nothing about " + silent + (e.place.empty() ? "" : " (the nearest rules: " + e.place + ")") + ".\n\n";
  else if (!e.phrase.empty()) md += "> \"" + e.phrase + "\"" + (e.place.empty() ? "" : " — " + e.place) + "\n\n";
  else if (!e.place.empty()) md += "Rulebook: " + e.place + "\n\n";
  if (e.kind == "finding") {
    md += FindingFacts(e) + "\n\n";
    if (e.inside.empty())
      md += "No interpretation covers this: the text gives no answer here, so it is proposed as a new interpretation "
            "(a named question with readings).\n\n";
  }
  // A finding recorded under a question links to it: its readings and default are said there, not again.
  const bool under_question = e.kind == "finding" && !e.inside.empty();
  for (const Reading& reading : e.readings)
    if (!under_question)
      md += fmt::format("- `{}`{}: {}\n", reading.id, reading.id == e.default_reading ? " (default)" : "", Cell(reading.description));
  if (!e.readings.empty() && !under_question) md += "\n";
  if (!e.default_why.empty() && !under_question)
    md += fmt::format("Default: `{}`, because {}\n\n", e.default_reading, Because(e.default_why));
  if (const std::string needs = NeedsOtherAnswerSentence(e, EntryNumbers(r)); !needs.empty()) md += needs + "\n\n";
  if (const std::string alike = EndsAlikeSentence(e); !alike.empty()) md += alike + "\n\n";
  // A question the components never raise says why first: the solver's proof comes before the built example.
  auto answers = [&] {
    for (const SolverAnswer& a : r.solver)
      if (std::find(e.solver.begin(), e.solver.end(), a.id) != e.solver.end())
        md += fmt::format("**Solver answer** ([`{}`](#solver-{})): {} **{}** {}\n\n", a.id, a.id, Cell(a.question),
                          a.confirmed ? "Confirmed on the engine:" : "Not confirmed on the engine:", Cell(a.answer));
  };
  if (e.unraised) answers();
  for (const FaqExample& ex : e.examples) Example(md, r, e, ex);
  for (const std::string& w : e.without_example) md += "- " + w + ".\n";
  if (!e.without_example.empty()) md += "\n";
  if (!e.unraised) answers();
  if (const auto found = FindingsUnder(r.faq, e.id); found.size() == 1) {
    md += fmt::format("Play under this question also recorded {}: [{}](#{}) (F{} under Findings from play).\n\n",
                      FindingsNoun(found), Cell(found.front().detail), found.front().id, found.front().number);
  } else if (!found.empty()) {
    std::vector<std::string> links;  // each told by its words: a bare "F1, F2" says nothing
    for (const FindingLink& f : found) links.push_back(fmt::format("[{}](#{}) (F{})", Cell(f.detail), f.id, f.number));
    md += fmt::format("Play under this question also recorded {}, told under Findings from play: {}.\n\n",
                      FindingsNoun(found), fmt::join(links, "; "));
  }
  if (const std::string never = NeverPartedSentence(e); !never.empty()) {
    md += never + "\n\n";
  } else if (!e.frequency.empty() && !e.unraised) {
    std::vector<std::string> parts;
    for (const Frequency& f : e.frequency)
      parts.push_back(fmt::format("`{}` at {}: {}", f.reading, PlayerCount(f.players), Percent1(f.diverged, f.games)));
    md += "How often it matters (random games, played under the default with the other reading in lockstep, in which "
          "who acts, the legal actions or the result differ): " + fmt::format("{}", fmt::join(parts, "; ")) + ".\n\n";
  }
  md += "Rules: " + RuleList(e.rules) + "\n\n";
}

void Faq(std::string& md, const GameReport& r) {
  md += "## FAQ\n\n";
  md += "One entry per place where the rulebook can be read more than one way or is silent and the game's components "
        "let it arise (questions they never raise, and what play recorded where the rules run out, follow the FAQ). Each example is a position and the few actions that follow it; every sentence about a reading "
        "comes from replaying that example under that reading (a test replays them all). Replay one yourself: "
        "`peerage replay reports/FILE --set ID=READING --show`.\n\n";
  md += "Each position shows whose turn it is and only the parts of the table its example touches. Each action is told "
        "in words, its text in the trace following in brackets.";
  if (!r.info->narrator.legend.empty()) {
    md += " Symbols in the positions:\n\n";
    std::string line;
    for (char c : r.info->narrator.legend + "\n")
      if (c != '\n') line += c;
      else if (!line.empty()) md += "- " + Cell(std::exchange(line, "")) + "\n";
  }
  md += "\n\n";
  int n = 0;
  for (const FaqEntry& e : r.faq)
    if (!e.modelling && !e.unraised && e.kind != "finding") Entry(md, r, e, ++n);
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.unraised; })) {
    md += "## Questions these components never raise\n\n";
    md += std::string(kUnraisedIntro) + "\n\n";
    for (const FaqEntry& e : r.faq)
      if (e.unraised) Entry(md, r, e, ++n);
  }
  Modelling(md, r, n);
  Findings(md, r);
}

// Findings are no rules questions: what play recorded (a contradiction, a silence, a loop), each with the
// question it was recorded under, kept apart so that the FAQ holds questions only.
void Findings(std::string& md, const GameReport& r) {
  if (std::none_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.kind == "finding"; })) return;
  md += "## Findings from play\n\n";
  md += "What the engine recorded in random play where the rules run out: a contradiction (two rules demand different "
        "things), a silence (the text gives no answer) or a loop (play can go round for ever). Each is told with the "
        "position where it was recorded; one recorded under a question's reading links to that question, one no "
        "question covers is proposed as a new one.\n\n";
  int n = 0;
  for (const FaqEntry& e : r.faq)
    if (e.kind == "finding") Entry(md, r, e, ++n);
}

void Modelling(std::string& md, const GameReport& r, int n) {
  const auto assumptions = DataAssumptions(*r.info);
  const bool any = std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.modelling; });
  if (!any && assumptions.empty()) return;
  md += "## How this engine models the game\n\n";
  md += "What this engine had to decide to model the game at all, apart from the rules questions above: caps that keep "
        "play finite, seat and first-player models, what a player is assumed to remember, and the components the "
        "rulebook does not list. None is a question of what the text means; each choice is a reading you can change "
        "(`--set`) or data you can replace (`--data`).\n\n";
  for (const FaqEntry& e : r.faq)
    if (e.modelling) Entry(md, r, e, ++n);
  if (assumptions.empty()) return;
  md += fmt::format("### Components the rulebook does not give\n\nThe shipped data file `{}` (`peerage data {}` prints it; "
                    "`--data FILE` replaces it) assumes:\n\n", r.info->data.file, r.info->name);
  for (const std::string& a : assumptions) md += "- " + Cell(a) + "\n";
  md += "\n";
}

void Appendix(std::string& md, const GameReport& r) {
  const GameInfo& info = *r.info;
  md += "## Appendix: play under each reading\n\n";
  md += fmt::format("Each reading played {} times at {} on the same seeds as the default row (paired samples).\n\n",
                    r.options.games_per_reading, PlayerCount(info.default_players));
  md += "| reading | games | mean length | outcomes | mean scores | findings |\n|---|---|---|---|---|---|\n";
  auto row = [&](const std::string& name, const PlayStats& s) {
    std::uint64_t nf = 0;
    for (const auto& f : s.findings) nf += f.count;
    md += fmt::format("| {} | {} | {} | {} | {} | {} |\n", name, s.games, MeanLength(s), Cell(OutcomeList(s)), MeanScores(s), nf);
  };
  row("defaults", r.reading_baseline);
  for (const auto& [key, s] : r.by_reading) row("`" + key + "`", s);
  md += "\n";
}

void Solver(std::string& md, const GameReport& r) {
  md += "## Solver answers\n\n";
  if (r.solver.empty()) md += "No solver queries are registered for this game yet.\n\n";
  for (const SolverAnswer& a : r.solver) {
    md += "<a id=\"solver-" + a.id + "\"></a>\n\n### `" + a.id + "`\n\n**Q:** " + a.question + "\n\n**A (" + a.verdict + "):** " + a.answer + "\n\n";
    md += std::string("**Checked against the engine:** ") + (a.confirmed ? "yes — " : "NO — ") + a.confirmation + "\n\n";
    if (a.witness)
      md += fmt::format("Witness: [`{0}`]({0}) ({1}).\n\n", SolverWitnessFile(r, a), CountOf(a.witness->steps.size(), "action", "actions"));
  }
}

void Coverage(std::string& md, const GameReport& r) {
  const GameInfo& info = *r.info;
  const PlayStats& m = r.Main();
  md += "## Rule coverage\n\n";
  md += fmt::format("How often each rule fired: in the {} default-reading games at {}, and across every "
                    "playout of this report.\n\n| rule | place in the rulebook | fired (default) | fired (all runs) |\n|---|---|---|---|\n",
                    m.games, PlayerCount(m.players));
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
    md += fmt::format("### {} ({} games, seed {})\n\n", PlayerCount(s.players), s.games, s.seed);
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
      "Rulebook: {}. Generated by `{}`; the same seed and budget give the same file. "
      "A self-contained HTML version with charts is `{}.html`, the FAQ entries as data `{}.json`, and every example's "
      "trace is in `{}/`.\n\n",
      CiteRulebook(info.rulebook), ReportCommand(r), info.name, info.name, info.name);
  if (!o.data_file.empty())
    md += fmt::format("**Data:** the user's file `{}` (`--data`) instead of the shipped `{}`; the solver answers use "
                      "the shipped data.\n\n", o.data_file, info.data.file);
  if (const auto params = ReportParameters(r); !params.empty())
    md += fmt::format("**Set-up parameters:** {}. These are choices the rulebook offers, not rules questions: every playout and search "
                      "of this report uses these values (`--param id=value` changes them; `peerage rules {}` lists "
                      "them); an example played or built in another set-up keeps it and names it in its heading.\n\n", ContextList(params), info.name);
  md += "Contents: [FAQ](#faq) · ";
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.unraised; }))
    md += "[questions these components never raise](#questions-these-components-never-raise) · ";
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.kind == "finding"; }))
    md += "[findings from play](#findings-from-play) · ";
  md += "[solver](#solver-answers) · ";
  for (const ReportSection& section : r.extra) md += "[" + section.title + "](#" + Anchor(section.title) + ") · ";
  md += "[rule coverage](#rule-coverage) · [appendix: readings](#appendix-play-under-each-reading) · "
        "[appendix: playouts](#playout-statistics)\n\n";
  md += "FAQ entries:\n\n";
  int n = 0;
  auto toc = [&](bool modelling, bool unraised) {
    for (const FaqEntry& e : r.faq)
      if (e.modelling == modelling && e.unraised == unraised && e.kind != "finding")
        md += fmt::format("{}. [{}](#{}){}\n", ++n, Cell(e.question), e.id,
                          unraised ? std::string() : WithoutExampleNote(e));
  };
  toc(false, false);
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.unraised; })) {
    md += "\nQuestions these components never raise (the readings agree in every game with them):\n\n";
    toc(false, true);
  }
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.modelling; })) {
    md += "\nHow this engine models the game (modelling choices, not rules questions):\n\n";
    toc(true, false);
  }
  if (std::any_of(r.faq.begin(), r.faq.end(), [](const FaqEntry& e) { return e.kind == "finding"; })) {
    md += "\nFindings from play (what the engine recorded where the rules run out):\n\n";
    int f = 0;
    for (const FaqEntry& e : r.faq)
      if (e.kind == "finding") md += fmt::format("- F{}. [{}](#{})\n", ++f, Cell(e.question), e.id);
  }
  md += "\n";
  Faq(md, r);
  Solver(md, r);
  for (const ReportSection& section : r.extra) md += "## " + section.title + "\n\n" + section.markdown + "\n";
  Coverage(md, r);
  Appendix(md, r);
  Playouts(md, r);
  return md;
}

}  // namespace peerage
