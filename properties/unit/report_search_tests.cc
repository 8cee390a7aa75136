// BuildReport's searches (model/analysis/report_build.cc, report_faq.cc), held to what docs/reports.md
// promises a report's reader, on one small report of Dueling Nobles built here (a few games per search, no
// hand-built seeds or stored witnesses: a fresh empty directory for both, so every example comes from the
// searches). Each check replays what the report hands its reader (the example's file) on the engine; none
// compares with a report written before. The checked-in reports are checked the same way by
// report_examples_tests.cc; these tests catch a broken search before a report is regenerated with it.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/analysis/report.h"
#include "model/analysis/situation.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "properties/temp_dir.h"

using namespace peerage;

namespace {

using Settings = std::map<std::string, std::string>;

SolverAnswer Answer(const std::string& id, std::vector<std::string> interpretations, bool confirmed) {
  SolverAnswer a;
  a.id = id;
  a.interpretations = std::move(interpretations);
  a.question = "made up for the test";
  a.verdict = confirmed ? "sat" : "unknown";
  a.confirmed = confirmed;
  return a;
}

// Made-up solver answers: confirmed and not, on one question, on two, on none; none with a witness (a
// witness would be tried as an example: the examples here must come from the searches).
std::vector<SolverAnswer> Answers() {
  return {Answer("t.confirmed-on-king-tax", {"dn.king-tax"}, true),
          Answer("t.unconfirmed-on-king-tax-and-hearts-cap", {"dn.king-tax", "dn.hearts-cap"}, false),
          Answer("t.unknown-on-double-ace", {"dn.double-ace"}, false),
          Answer("t.on-no-question", {}, true)};
}

constexpr std::uint64_t kFreqGames = 6;

// The report, built once for the suite (a few seconds at these budgets).
const GameReport& SmallReport() {
  static const test::TempDir empty("peerage-report-search");
  static const GameReport report = [] {
    ReportOptions o;
    o.seed = 7;
    o.games = 20;
    o.games_per_reading = 3;
    o.diff_games = 3;
    o.freq_games = kFreqGames;
    o.context_games = 1;
    o.hunt_games = 1;
    o.shrink_budget = 40;
    o.witness_dir = empty.path().string();
    o.examples_dir = empty.path().string();
    return BuildReport(Registry::Instance().Get("dueling-nobles"), o, Answers());
  }();
  return report;
}

Settings Readings(const FaqExample& ex, const std::string& interpretation, const std::string& reading) {
  Settings s = ex.context;
  s[interpretation] = reading;
  return s;
}

// The example as its reader replays it: its file from the position `shown_from` marks (at the deal with no
// start: each reading plays from its own deal), as report_examples_tests.cc and `peerage replay --set` do.
Trace ExampleAsFiled(const FaqExample& ex) {
  const Trace& r = ex.recorded;
  return r.shown_from && (*r.shown_from > 0 || r.start) ? CutSituation(r, *r.shown_from) : r;
}

// The play from the deal that reaches the example's position (the file's first `shown_from` actions).
Trace HistoryOf(const FaqExample& ex) {
  Trace t = ex.recorded;
  t.steps.resize(t.shown_from.value_or(0));
  t.shown_from.reset();
  return t;
}

std::vector<std::string> LegalTexts(const State& s) {
  std::vector<std::string> out;
  if (s.IsTerminal()) return out;
  for (Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  std::sort(out.begin(), out.end());
  return out;
}

// Whether two replays of one line show the reader a difference: one stops where the other goes on, the
// game ends under one only, a different result, someone else to act, other legal actions, or another
// state or player's view (fields one reading leaves out and the other writes empty do not count:
// docs/reports.md, "Two states compare equal where ...").
bool ReplaysDiffer(const RereadResult& a, const RereadResult& b) {
  if (a.diverged_at != b.diverged_at) return true;
  const State &x = *a.state, &y = *b.state;
  if (x.IsTerminal() != y.IsTerminal()) return true;
  if (x.IsTerminal() && (x.Scores() != y.Scores() || x.Ranking() != y.Ranking())) return true;
  if (!x.IsTerminal() && x.CurrentPlayer() != y.CurrentPlayer()) return true;
  if (LegalTexts(x) != LegalTexts(y)) return true;
  Json sx = x.ToJson()["state"], sy = y.ToJson()["state"];
  DropOneSidedEmpty(sx, sy);
  if (sx != sy) return true;
  for (int p = 0; p < x.NumPlayers(); ++p) {
    Json ox = x.ObservationJson(p)["state"], oy = y.ObservationJson(p)["state"];
    DropOneSidedEmpty(ox, oy);
    if (ox != oy) return true;
  }
  return false;
}

// What a player at the table notices: one replay stops where the other goes on, the game ends under one
// only, another result, someone else to act, other legal actions.
bool VisiblyDiffer(const RereadResult& a, const RereadResult& b) {
  if (a.diverged_at != b.diverged_at) return true;
  const State &x = *a.state, &y = *b.state;
  if (x.IsTerminal() != y.IsTerminal()) return true;
  if (x.IsTerminal()) return x.Scores() != y.Scores() || x.Ranking() != y.Ranking();
  return x.CurrentPlayer() != y.CurrentPlayer() || LegalTexts(x) != LegalTexts(y);
}

std::vector<const FaqEntry*> EntriesOf(const GameReport& r, const std::string& kind) {
  std::vector<const FaqEntry*> out;
  for (const FaqEntry& e : r.faq)
    if (e.kind == kind) out.push_back(&e);
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(report_search)

// Promise (docs/reports.md, "Solver answer": a Z3 answer on the same question, "with its question, its answer
// and whether the engine confirmed it"; model/analysis/solver_answer.h: "their report entries show the
// answer"): every answer reaches the entry of every question it names, confirmed or not, and no other.
BOOST_AUTO_TEST_CASE(every_solver_answer_reaches_each_entry_it_names_confirmed_or_not) {
  const GameReport& r = SmallReport();
  BOOST_TEST(r.solver.size() == Answers().size());
  std::size_t links = 0;
  for (const FaqEntry* e : EntriesOf(r, "interpretation")) {
    std::set<std::string> expected;
    for (const SolverAnswer& a : Answers())
      if (std::find(a.interpretations.begin(), a.interpretations.end(), e->id) != a.interpretations.end())
        expected.insert(a.id);
    const std::set<std::string> linked(e->solver.begin(), e->solver.end());
    BOOST_TEST((linked == expected), e->id << " links " << linked.size() << " answers, not " << expected.size());
    BOOST_TEST(linked.size() == e->solver.size(), e->id << " links an answer twice");
    links += e->solver.size();
  }
  BOOST_TEST(links == 4u);  // by hand: king-tax 2, hearts-cap 1, double-ace 1
}

// Promise (docs/reports.md, "Example" and "How an example is made"): an example found under two readings is a
// difference at the table: its file, replayed from the position it marks under each reading, differs (who
// acts, what is allowed, the state, a view or the result).
BOOST_AUTO_TEST_CASE(an_example_replayed_under_each_reading_shows_a_difference) {
  const GameReport& r = SmallReport();
  std::size_t checked = 0;
  for (const FaqEntry* e : EntriesOf(r, "interpretation"))
    for (const FaqExample& ex : e->examples) {
      BOOST_TEST_CONTEXT(ex.file) {
        const Trace t = ExampleAsFiled(ex);
        RereadResult a = ReplayUnderReadings(t, Readings(ex, e->id, ex.reading_a), ex.file);
        RereadResult b = ReplayUnderReadings(t, Readings(ex, e->id, ex.reading_b), ex.file);
        BOOST_TEST(ReplaysDiffer(a, b), "the example's file plays alike under " << ex.reading_a << " and " << ex.reading_b);
        ++checked;
      }
    }
  BOOST_TEST(checked >= 10u);  // the searches find most of Dueling Nobles' readings within these budgets
}

// Promise (docs/reports.md, "A position is one a real game reaches: the example's file keeps the play from the
// deal that reaches it"; "How an example is made": "the line is cut to the position at most 8 actions before
// that point"; report_faq.cc's SameUntil: "An example's position must be one both readings reach"): the
// play before the example's position reaches the same position under both readings, the readings part
// within 9 actions of it, and the example ends where that shows at the table.
BOOST_AUTO_TEST_CASE(an_example_starts_where_both_readings_reach_the_same_position) {
  const GameReport& r = SmallReport();
  std::size_t with_history = 0;
  for (const FaqEntry* e : EntriesOf(r, "interpretation"))
    for (const FaqExample& ex : e->examples) {
      BOOST_TEST_CONTEXT(ex.file) {
        BOOST_TEST(ex.recorded.shown_from.value_or(0) == static_cast<int>(ex.history));
        // At most 8 actions before the point where the readings part, and the point.
        int parts_at = -1;
        const Trace filed = ExampleAsFiled(ex);
        for (std::size_t k = 0; k <= filed.steps.size() && parts_at < 0; ++k) {
          Trace prefix = filed;
          prefix.steps.resize(k);
          if (ReplaysDiffer(ReplayUnderReadings(prefix, Readings(ex, e->id, ex.reading_a), ex.file),
                            ReplayUnderReadings(prefix, Readings(ex, e->id, ex.reading_b), ex.file)))
            parts_at = static_cast<int>(k);
        }
        BOOST_TEST(parts_at >= 0);
        BOOST_TEST(parts_at <= 9);
        if (ex.history == 0) continue;            // at the deal: each reading plays its own
        ++with_history;
        const Trace h = HistoryOf(ex);
        RereadResult a = ReplayUnderReadings(h, Readings(ex, e->id, ex.reading_a), ex.file);
        RereadResult b = ReplayUnderReadings(h, Readings(ex, e->id, ex.reading_b), ex.file);
        BOOST_TEST(a.diverged_at == -1);
        BOOST_TEST(b.diverged_at == -1);
        if (a.diverged_at != -1 || b.diverged_at != -1) continue;
        BOOST_TEST((a.state->ToJson()["state"] == b.state->ToJson()["state"]),
                   "the readings reach different positions by the example's history");
        // Cut where they part (or, where they part only in what the engine keeps track of, played on to where
        // a player notices): one action fewer, nothing differs at the table yet.
        const Trace t = ExampleAsFiled(ex);
        if (t.steps.empty()) continue;
        Trace shorter = t;
        shorter.steps.pop_back();
        RereadResult sa = ReplayUnderReadings(shorter, Readings(ex, e->id, ex.reading_a), ex.file);
        RereadResult sb = ReplayUnderReadings(shorter, Readings(ex, e->id, ex.reading_b), ex.file);
        BOOST_TEST(!VisiblyDiffer(sa, sb), "the readings already part at the table before the example's last action");
      }
    }
  BOOST_TEST(with_history >= 5u);
}

// Promise (docs/reports.md, "Findings ... are told inside the entry ..." with an example; faq.h: the file
// "so that a replay proves the position arises"): a finding's reproducer, its file replayed from the
// position it marks under the readings it records, plays every action and the engine records the finding.
BOOST_AUTO_TEST_CASE(a_findings_reproducer_replays_to_the_finding) {
  const GameReport& r = SmallReport();
  std::size_t checked = 0;
  for (const FaqEntry* e : EntriesOf(r, "finding")) {
    BOOST_TEST_CONTEXT(e->id << " " << e->question) {
      BOOST_TEST_REQUIRE(e->examples.size() == 1u);
      const FaqExample& ex = e->examples.front();
      if (e->finding_kind != "contradiction" && e->finding_kind != "silent") continue;  // hunt kinds: no record
      RereadResult whole = ReplayUnderReadings(ex.recorded, {}, ex.file);
      BOOST_TEST(whole.diverged_at == -1);  // the history from the deal plays
      RereadResult p = ReplayUnderReadings(ExampleAsFiled(ex), {}, ex.file);
      BOOST_TEST_REQUIRE(p.diverged_at == -1);
      bool recorded = false;
      for (const Finding& f : p.state->Findings())
        recorded = recorded || (FindingKindName(f.kind) == e->finding_kind && f.rules == e->rules);
      BOOST_TEST(recorded, "replaying the example does not record the finding");
      ++checked;
    }
  }
  BOOST_TEST(checked >= 1u);  // Dueling Nobles' triple-discard contradiction shows in most games
}

// Promise (docs/reports.md, "How often it matters": "the share of random games ... per player count";
// schema: "frequency": [{"players", "reading", "games", "diverged"}]): every non-default reading has one row
// per player count, counting every game asked for, and the games it mattered in are among them.
BOOST_AUTO_TEST_CASE(the_frequency_table_counts_every_game_per_reading_and_player_count) {
  const GameReport& r = SmallReport();
  const GameInfo& info = *r.info;
  bool some_diverged = false, some_not = false;
  for (const Interpretation& in : info.interpretations) {
    const auto it = std::find_if(r.faq.begin(), r.faq.end(), [&](const FaqEntry& e) { return e.kind == "interpretation" && e.id == in.id; });
    BOOST_TEST_REQUIRE((it != r.faq.end()), in.id << " has no entry");
    for (const Reading& reading : in.readings) {
      if (reading.id == in.default_reading) continue;
      for (int p = info.min_players; p <= info.max_players; ++p) {
        BOOST_TEST_CONTEXT(in.id << "=" << reading.id << ", " << p << " players") {
          const auto rows = std::count_if(it->frequency.begin(), it->frequency.end(),
                                          [&](const Frequency& f) { return f.players == p && f.reading == reading.id; });
          BOOST_TEST(rows == 1);
          for (const Frequency& f : it->frequency) {
            if (f.players != p || f.reading != reading.id) continue;
            BOOST_TEST(f.games == kFreqGames);
            BOOST_TEST(f.diverged <= f.games);
            some_diverged = some_diverged || f.diverged > 0;
            some_not = some_not || f.diverged < f.games;
          }
        }
      }
    }
  }
  BOOST_TEST(some_diverged);  // a count stuck at 0 or at every game is no count
  BOOST_TEST(some_not);
}

BOOST_AUTO_TEST_SUITE_END()
