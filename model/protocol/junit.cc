#include "model/protocol/junit.h"
#include "model/protocol/conditions.h"

#include <fmt/core.h>

#include <algorithm>

namespace peerage::protocol {
namespace {

struct Tally {
  int cases = 0, pass = 0, fail = 0, error = 0, skip = 0;
  double seconds = 0;
  void Add(const CaseResult& r) {
    ++cases;
    seconds += r.seconds;
    if (r.outcome == Outcome::kPass) ++pass;
    else if (r.outcome == Outcome::kFail) ++fail;
    else if (r.outcome == Outcome::kSkip) ++skip;
    else ++error;
  }
};

std::string Joined(const std::vector<std::string>& v) {
  std::string j;
  for (const auto& x : v) j += (j.empty() ? "" : ", ") + x;
  return j;
}

// "step 6: p0 played 'x'; reference rules: a, b" for the action before a divergence, if there is one.
std::string StepLine(const Divergence& d) {
  if (d.step <= 0 || d.action.empty()) return "";
  return fmt::format("step {}: {} played '{}'; reference rules: {}", d.step - 1, d.actor, d.action,
                     d.rules.empty() ? std::string("(none)") : Joined(d.rules));
}

std::string WitnessLine(const Witness& w) {
  std::string s;
  if (w.shrunk_actions >= 0 && w.from_position)
    s += fmt::format("{} action(s) from a position of its own (cut from {} action(s) from the case's start; {} engine "
                     "runs)", w.shrunk_actions, w.original_actions, w.shrink_runs);
  else if (w.shrunk_actions >= 0 && w.shrunk_actions < w.original_actions)
    s += fmt::format("{} action(s) from the case's start (shrunk from {}; {} engine runs)", w.shrunk_actions,
                     w.original_actions, w.shrink_runs);
  else
    s += fmt::format("{} action(s) from the case's start{}", w.original_actions, w.shrunk_actions < 0 ? " (not shrunk)" : "");
  if (!w.reproducer.empty()) s += "; reproducer: " + w.reproducer;
  return s;
}

// Sources in the order cases run.
std::vector<std::pair<std::string, Tally>> BySource(const ConformReport& report) {
  std::vector<std::pair<std::string, Tally>> out;
  for (const CaseResult& r : report.results) {
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == r.source; });
    if (it == out.end()) it = out.insert(out.end(), {r.source, Tally{}});
    it->second.Add(r);
  }
  return out;
}

}  // namespace

// Length of the valid UTF-8 sequence starting at text[i], or 0 if it is not valid.
static size_t Utf8Length(const std::string& text, size_t i) {
  auto c = static_cast<unsigned char>(text[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) >> 6) != 2) return 0;
  return n;
}

std::string XmlEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    size_t n = Utf8Length(text, i);
    if (n == 0) {  // not UTF-8: XML could not carry it
      out += '?';
      ++i;
      continue;
    }
    if (n > 1) {
      out.append(text, i, n);
      i += n;
      continue;
    }
    char c = text[i++];
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') out += '?';  // not in XML 1.0
        else out += c;
    }
  }
  return out;
}

std::string DescribeResult(const CaseResult& r) {
  if (r.outcome == Outcome::kSkip) return fmt::format("SKIP {}/{}: {}\n", r.source, r.name, r.error);
  if (r.outcome == Outcome::kPass) return fmt::format("PASS {}/{}\n", r.source, r.name);
  std::string s = fmt::format("{} {}/{}", r.outcome == Outcome::kFail ? "FAIL" : "ERROR", r.source, r.name);
  if (r.outcome == Outcome::kError) {
    s += ": " + r.error + "\n";
    return s;
  }
  if (!r.divergence) return s + "\n";
  const Divergence& d = *r.divergence;
  s += fmt::format(": {} at step {}{}", d.kind, d.step, d.fault ? " (engine fault)" : "");
  if (r.divergences > 1)
    s += fmt::format("; {} divergences in {} group(s), played {} of {} actions", r.divergences, r.group_counts.size(),
                     r.steps, r.original_actions);
  s += "\n";
  s += "  " + d.summary + "\n";
  if (!r.same_as.empty() && r.group > 0) {
    // Told in full where the group was first seen.
    s += fmt::format("  group {}: {}; first seen in {} (witness there)\n", r.group, WithCondition(r.condition, DifferenceText(d)), r.same_as);
    if (!r.limited.empty()) s += "  note: " + r.limited + "\n";
    for (const std::string& line : r.notes) s += "  note: " + line + "\n";
  } else {
  if (!DecisionText(d).empty()) s += "  decision: " + DecisionText(d) + "\n";
  if (!StepLine(d).empty()) s += "  " + StepLine(d) + "\n";
  for (const std::string& line : d.details) s += "    " + line + "\n";
  for (const std::string& line : r.notes) s += "  note: " + line + "\n";
  if (!r.limited.empty()) s += "  note: " + r.limited + "\n";
  if (!r.same_as.empty()) s += "  same divergence as " + r.same_as + " (witness there; not shrunk again)\n";
  if (r.group > 0) s += fmt::format("  group {}: {}\n", r.group, WithCondition(r.condition, DifferenceText(d)));
  if (r.shrunk_actions >= 0)
    s += fmt::format("  shrunk: {} -> {} actions{} ({} engine runs)\n", r.original_actions, r.shrunk_actions,
                     r.from_position ? " from a position of its own" : "", r.shrink_runs);
  if (!r.reproducer.empty()) s += "  reproducer: " + r.reproducer + "  (peerage replay --show " + r.reproducer + ")\n";
  }
  int previous = d.step;  // the step of the divergence told before: the engine was re-synchronised there
  for (const Witness& w : r.later) {
    const Divergence& l = w.divergence;
    // Everything that differs at one position is told at that position (no re-synchronisation between); a
    // later one came after the engine was re-synchronised where the one before it showed -- never at a
    // finished game, which is not re-synchronised from (docs/protocol.md).
    const std::string when = l.step == previous
                                 ? fmt::format("also at step {}", l.step)
                                 : fmt::format("then, after re-synchronising from the reference's state at step {}", previous);
    previous = l.step;
    s += fmt::format("  {}: {} at step {}: {} (group {})\n", when, l.kind, l.step, l.summary, w.group);
    if (!DecisionText(l).empty()) s += "    decision: " + DecisionText(l) + "\n";
    if (!StepLine(l).empty()) s += "    " + StepLine(l) + "\n";
    for (const std::string& line : l.details) s += "      " + line + "\n";
    if (!w.reproducer.empty() || w.shrunk_actions >= 0) s += "    witness: " + WitnessLine(w) + "\n";
  }
  if (r.group_counts.size() > 1 || r.divergences > 1) {
    std::string counts;
    for (const auto& [group, n] : r.group_counts) counts += fmt::format("{}{} ({}x)", counts.empty() ? "" : ", ", group, n);
    s += "  groups in this case: " + counts + "\n";
  }
  return s;
}

std::string DescribeLimited(const CaseResult& r) {
  if (r.limited.empty()) return "";
  return fmt::format("NOTE {}/{}: {}\n", r.source, r.name, r.limited);
}

std::string DistinctList(const ConformReport& report) {
  std::string s;
  if (!report.resync_note.empty()) s += "note: " + report.resync_note + "\n";
  if (report.distinct.empty()) return s;
  int divergences = 0;
  for (const DistinctDivergence& g : report.distinct) divergences += g.occurrences;
  s += fmt::format("{} divergence(s) in {} group(s), grouped by what differs; one line each, with its shortest witness:\n",
                   divergences, report.distinct.size());
  int i = 0;
  for (const DistinctDivergence& g : report.distinct) {
    ++i;
    s += fmt::format("  {}. {} -- {} time(s) in {} case(s), first in {}; witness: {}\n", g.witness.group > 0 ? g.witness.group : i,
                     GroupText(g), g.occurrences, g.cases, g.first_case,
                     WitnessLine(g.witness));
  }
  return s;
}

std::string SummaryTable(const ConformReport& report) {
  std::string s = fmt::format("{:<10} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9}\n", "source", "cases", "pass", "fail", "error",
                              "skip", "seconds");
  Tally total;
  for (const auto& [source, t] : BySource(report)) {
    s += fmt::format("{:<10} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9.2f}\n", source, t.cases, t.pass, t.fail, t.error, t.skip,
                     t.seconds);
    total.cases += t.cases, total.pass += t.pass, total.fail += t.fail, total.error += t.error, total.skip += t.skip;
  }
  s += fmt::format("{:<10} {:>6} {:>6} {:>6} {:>6} {:>6} {:>9.2f}\n", "total", total.cases, total.pass, total.fail,
                   total.error, total.skip, report.seconds);
  if (total.skip > 0) s += fmt::format("{} skipped (engine declined the configuration)\n", total.skip);
  return s;
}

std::string JUnitXml(const ConformReport& report, const std::string& game) {
  Tally total;
  for (const CaseResult& r : report.results) total.Add(r);
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += fmt::format("<testsuites name=\"peerage conform {}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{:.3f}\">\n",
                   XmlEscape(game), total.cases, total.fail, total.error, total.skip, report.seconds);
  for (const auto& [source, t] : BySource(report)) {
    x += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{:.3f}\">\n",
                     XmlEscape(source), t.cases, t.fail, t.error, t.skip, t.seconds);
    for (const CaseResult& r : report.results) {
      if (r.source != source) continue;
      x += fmt::format("    <testcase classname=\"conform.{}.{}\" name=\"{}\" time=\"{:.3f}\"", XmlEscape(game),
                       XmlEscape(source), XmlEscape(r.name), r.seconds);
      if (r.outcome == Outcome::kPass) {
        x += "/>\n";
        continue;
      }
      x += ">\n";
      if (r.outcome == Outcome::kSkip) {
        x += fmt::format("      <skipped message=\"{}\"/>\n", XmlEscape(r.error));
      } else if (r.outcome == Outcome::kFail) {
        const Divergence& d = *r.divergence;
        x += fmt::format("      <failure type=\"{}\" message=\"{}\">{}</failure>\n", XmlEscape(d.kind),
                         XmlEscape(fmt::format("step {}: {}", d.step, d.summary)), XmlEscape(DescribeResult(r)));
      } else {
        x += fmt::format("      <error type=\"{}\" message=\"{}\">{}</error>\n",
                         r.divergence ? XmlEscape(r.divergence->kind) : "error", XmlEscape(r.error),
                         XmlEscape(DescribeResult(r)));
      }
      x += "    </testcase>\n";
    }
    x += "  </testsuite>\n";
  }
  x += "</testsuites>\n";
  return x;
}

}  // namespace peerage::protocol
