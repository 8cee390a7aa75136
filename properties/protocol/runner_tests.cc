// A runner that helps, and more than one bug per run: configurations an engine declines are skipped and
// counted, perft keeps to its time budget, a legal-set divergence names the decision, the default corpus
// is found from any working directory, long runs print progress lines without a terminal, and after a
// divergence the engine is re-synchronised from the reference's state so one run lists every distinct
// divergence with its own witness (or says why it could not).
#include <sys/wait.h>

#include <boost/test/unit_test.hpp>
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "model/core/perft.h"
#include "model/core/playout.h"
#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "model/protocol/default_corpus.h"
#include "model/protocol/junit.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;
namespace fs = std::filesystem;

namespace {

ConformOptions Options(const std::string& engine, int random) {
  ConformOptions o;
  o.engine = engine;
  o.limits.timeout_ms = 10000;
  o.sources.config.game = kGame;
  o.sources.random = random;
  o.sources.seed = 11;
  o.shrink = false;
  return o;
}

std::string Absolute(const std::string& path) { return fs::absolute(path).string(); }

// Runs `command` in `cwd` with stdout and stderr to a file (so stderr is not a terminal).
Shell RunIn(const std::string& cwd, const std::string& command, const TempDir& dir) {
  Shell s;
  std::string out = dir / "out.txt";
  int raw = std::system(("cd '" + cwd + "' && " + command + " > '" + out + "' 2>&1").c_str());
  s.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream in(out);
  std::stringstream ss;
  ss << in.rdbuf();
  s.out = ss.str();
  return s;
}


}  // namespace

BOOST_AUTO_TEST_SUITE(runner)

BOOST_AUTO_TEST_CASE(declined_configurations_are_skipped_and_counted) {
  // The source tree's golden traces of dueling-nobles include one with dn.duels-per-turn=unlimited; an engine
  // that does not implement that reading declines it, and the rest still run and pass.
  ConformOptions o = Options(Faulty("decline", 0, "--decline dn.duels-per-turn=unlimited"), 2);
  o.sources.golden_dir = "corpus/golden";
  ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  int skipped = 0, passed = 0;
  for (const CaseResult& c : r.results) {
    BOOST_TEST_CONTEXT(c.source << "/" << c.name) {
      BOOST_TEST(c.outcome != Outcome::kFail);
      BOOST_TEST(c.outcome != Outcome::kError);
      if (c.outcome == Outcome::kSkip) {
        ++skipped;
        BOOST_TEST(c.error.find("declined the configuration (bad-config: reading dn.duels-per-turn=unlimited") !=
                   std::string::npos, c.error);
      }
      passed += c.outcome == Outcome::kPass;
    }
  }
  BOOST_TEST(skipped == 1);
  BOOST_TEST(passed >= 3);
  BOOST_TEST(ExitStatus(r) == 0);
  BOOST_TEST(SummaryTable(r).find("1 skipped (engine declined the configuration)") != std::string::npos, SummaryTable(r));
  BOOST_TEST(JUnitXml(r, kGame).find("<skipped message=") != std::string::npos);
  // An engine that declines everything tested nothing: that is not a pass.
  ConformOptions all = Options(Faulty("decline", 0, "--decline dn.duels-per-turn=one"), 2);
  ConformReport none = RunConform(all);
  for (const CaseResult& c : none.results) BOOST_TEST(c.outcome == Outcome::kSkip);
  BOOST_TEST(ExitStatus(none) == 2);
}

BOOST_AUTO_TEST_CASE(perft_keeps_to_its_time_budget) {
  TempDir dir;
  fs::create_directories(dir / "perft");
  auto initial = NewGame(GameConfig{kGame, 0, {}});
  Json counts = Json::array();
  for (int d = 1; d <= 4; ++d) counts.push_back(Perft(*initial, d));
  WriteFileAtomic(dir / ("perft/" + kGame + ".json"),
                  Json{{"game", kGame}, {"positions", {{{"name", "initial"}, {"counts", counts}}}}}.dump());
  ConformOptions o = Options(Honest(), 0);
  o.sources.perft_dir = dir / "perft";
  o.sources.root = dir.path.string();
  o.perft_seconds = 1e-6;  // depth 1 is always walked; nothing deeper fits
  ConformReport r = RunConform(o);
  BOOST_REQUIRE(r.results.size() == 1u);
  const CaseResult& c = r.results.front();
  BOOST_TEST(c.outcome == Outcome::kPass);
  BOOST_TEST(c.notes.size() == 1u);
  BOOST_TEST(c.limited.find("perft checked to depth 1 of 4") != std::string::npos, c.limited);
  BOOST_TEST(DescribeLimited(c).find("NOTE perft/initial: perft checked to depth 1 of 4") == 0u);
  // Without a budget every depth is walked and nothing is said.
  o.perft_seconds = 0;
  ConformReport full = RunConform(o);
  BOOST_TEST(full.results.front().notes.size() == 4u);
  BOOST_TEST(full.results.front().limited.empty());
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_CASE(a_legal_set_divergence_names_the_decision) {
  ConformOptions o = Options(Faulty("omit-legal", 5), 1);
  o.max_divergences = 1;
  ConformReport r = RunConform(o);
  BOOST_REQUIRE(r.results.size() == 1u);
  const CaseResult& c = r.results.front();
  BOOST_REQUIRE(c.divergence.has_value());
  const Divergence& d = *c.divergence;
  // Restated from the reference: who is to act after 5 actions, its phase and its actions' kinds.
  Case rc = RandomCase(GameConfig{kGame, 0, {}}, 11, 0, 0);
  auto ref = CaseStart(rc);
  for (int k = 0; k < 5; ++k) ref->ApplyActionText(rc.actions[k]);
  BOOST_TEST(d.to_act == ActorText(ref->CurrentPlayer()));
  BOOST_TEST(d.phase == ref->ToJson()["state"]["phase"].get<std::string>());
  std::string first = ref->ActionToString(ref->LegalActions().front());
  BOOST_REQUIRE(!d.decision.empty());
  BOOST_TEST(d.decision.front() == first.substr(0, first.find(':')));
  std::string text = DescribeResult(c);
  BOOST_TEST(text.find("  decision: " + d.to_act + " to act, phase " + d.phase + ", choosing among " + d.decision.front()) !=
                 std::string::npos,
             text);
}

BOOST_AUTO_TEST_CASE(one_run_reports_two_unrelated_bugs_each_with_its_witness) {
  Target t = FindTarget(kGame);
  BOOST_REQUIRE_MESSAGE(t.index >= 0, "no random game reaching its end with an action legal only once");
  TempDir dir;
  const std::string both = FaultyBin() + " --fault omit-action --action '" + t.action + "' --fault wrong-scores";
  ConformOptions o = Options(both, 0);
  o.sources.traces = {};
  Case rc = RandomCase(GameConfig{kGame, 0, {}}, 11, t.index, 0);
  std::string trace_path = dir / "game.trace.json";
  {
    auto s = CaseStart(rc);
    for (const auto& a : rc.actions) s->ApplyActionText(a);
    WriteFileAtomic(trace_path, WriteTrace(RecordTrace(*s, true)));
  }
  o.sources.traces = {trace_path};
  o.shrink = true;
  o.shrink_options.max_runs = 60;
  o.repro_dir = dir / "repro";
  ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  BOOST_REQUIRE(r.results.size() == 1u);
  const CaseResult& c = r.results.front();
  BOOST_REQUIRE(c.outcome == Outcome::kFail);
  BOOST_TEST(c.divergence->kind == "legal");
  BOOST_TEST(c.divergence->details.front() == "missing in engine: " + t.action);
  BOOST_REQUIRE(c.later.size() == 1u);
  BOOST_TEST(c.later.front().divergence.kind == "scores");
  BOOST_TEST(c.later.front().divergence.resynced);
  BOOST_TEST(r.resync_note.empty());
  BOOST_REQUIRE(r.distinct.size() == 2u);
  // Each bug has its own reproducer, and each reproduces with an engine that has only that bug.
  std::map<std::string, std::string> single = {
      {"legal", FaultyBin() + " --fault omit-action --action '" + t.action + "'"},
      {"scores", FaultyBin() + " --fault wrong-scores"}};
  for (const DistinctDivergence& g : r.distinct) {
    BOOST_TEST_CONTEXT(g.signature) {
      BOOST_REQUIRE(!g.witness.reproducer.empty());
      BOOST_TEST(g.witness.shrunk_actions >= 0);
      BOOST_TEST(g.occurrences == 1);
      ConformOptions again = Options(single.at(g.witness.divergence.kind), 0);
      again.sources.traces = {g.witness.reproducer};
      ConformReport rr = RunConform(again);
      BOOST_REQUIRE(rr.results.size() == 1u);
      BOOST_REQUIRE(rr.results.front().divergence.has_value());
      BOOST_TEST(rr.results.front().divergence->kind == g.witness.divergence.kind);
    }
  }
  std::string list = DistinctList(r);
  BOOST_TEST(list.find("2 divergence(s) in 2 group(s)") != std::string::npos, list);
  // The scores at the end came after the engine was re-synchronised where the missing action showed (the
  // finished game itself is not re-synchronised from, so the line names the step it was).
  BOOST_TEST(DescribeResult(c).find(fmt::format("then, after re-synchronising from the reference's state at step {}: scores",
                                                c.divergence->step)) != std::string::npos,
             DescribeResult(c));

  // An engine that cannot load states: today's behaviour (the first divergence only), said in the report.
  ConformOptions stuck = o;
  stuck.engine = both + " --fault no-start";
  stuck.repro_dir.clear();
  ConformReport s = RunConform(stuck);
  BOOST_REQUIRE(s.results.size() == 1u);
  BOOST_TEST(s.results.front().divergence->kind == "legal");
  BOOST_TEST(s.results.front().later.empty());
  BOOST_TEST(s.distinct.size() == 1u);
  BOOST_TEST(s.resync_note.find("cannot load states (new_game with start: bad-state") != std::string::npos, s.resync_note);
  BOOST_TEST(DistinctList(s).find("note: the engine cannot load states") == 0u);
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_CASE(the_default_corpus_is_found_from_any_directory) {
  TempDir dir;
  const std::string peerage = Absolute(PeerageBin());
  const std::string engine = "'" + peerage + " serve'";
  const std::string base = peerage + " conform --game " + kGame + " --random 0 --perft-depth 1 --no-shrink --engine " + engine;
  Shell s = RunIn(dir.path.string(), base, dir);
  BOOST_TEST(s.status == 0, s.out);
  BOOST_TEST(s.out.find("golden ") != std::string::npos, s.out);
  BOOST_TEST(s.out.find("perft ") != std::string::npos, s.out);
  BOOST_TEST(s.out.find("not a directory") == std::string::npos, s.out);
  // A directory the user names must exist.
  Shell named = RunIn(dir.path.string(), base + " --golden nowhere", dir);
  BOOST_TEST(named.status == 2, named.out);
  BOOST_TEST(named.out.find("nowhere: not a directory of golden traces") != std::string::npos, named.out);
  // Installed: <prefix>/bin/peerage finds <prefix>/share/peerage/corpus/golden first.
  fs::create_directories(dir / "prefix/bin");
  fs::create_directories(dir / "prefix/share/peerage/corpus/golden");
  fs::copy_file(peerage, dir / "prefix/bin/peerage");
  fs::copy_file("corpus/golden/" + kGame + "-default-readings-seed1-game0.trace.json",
                dir / ("prefix/share/peerage/corpus/golden/" + kGame + "-default-readings-seed1-game0.trace.json"));
  Shell installed = RunIn(dir.path.string(), (dir / "prefix/bin/peerage") + " conform --game " + kGame +
                                                 " --random 0 --no-perft --no-shrink --engine " + engine, dir);
  BOOST_TEST(installed.status == 0, installed.out);
  BOOST_TEST(installed.out.find(fmt::format("{:<10} {:>6} {:>6}", "golden", 1, 1)) != std::string::npos, installed.out);
  // Where it looks, in order; nothing found is nullopt (the command then notes it and runs without).
  auto candidates = DefaultCorpusCandidates("golden", "/p/bin/peerage", "/src");
  BOOST_REQUIRE(candidates.size() == 2u);
  BOOST_TEST(candidates[0].dir == "/p/share/peerage/corpus/golden");
  BOOST_TEST(candidates[0].root == "/p/share/peerage");
  BOOST_TEST(candidates[1].dir == "/src/corpus/golden");
  BOOST_TEST(candidates[1].root == "/src");
  BOOST_TEST(!FindDefaultCorpus("golden", dir / "nowhere/bin/peerage", dir / "nosource").has_value());
}

// 100 random games take about 0.25 s in a release build (the server answers the per-step requests without a
// JSON document since 2026-12-03: 20 games then took 0.05 s, the old interval, and printed no line), 25
// progress intervals; slower builds only print more lines.
BOOST_AUTO_TEST_CASE(long_runs_print_progress_lines_without_a_terminal) {
  TempDir dir;
  const std::string peerage = Absolute(PeerageBin());
  Shell s = RunIn(dir.path.string(),
                  peerage + " conform --game " + kGame + " --no-golden --no-perft --random 100 --progress-every 0.01 " +
                      "--engine '" + peerage + " serve'",
                  dir);
  BOOST_TEST(s.status == 0, s.out);
  BOOST_TEST(s.out.find("progress: conform ") != std::string::npos, s.out);
  BOOST_TEST(s.out.find("; running random/random#") != std::string::npos, s.out);
  BOOST_TEST(s.out.find('\r') == std::string::npos);
}

// A wrong value shows after whichever action exposes it next, so state divergences are grouped by the
// fields that differ (list indices as "*"), not by the step's rule ids: player 1's and player 0's wrong vp
// after different actions are one group; a wrong bag is another.
BOOST_AUTO_TEST_CASE(state_divergences_are_grouped_by_the_fields_that_differ) {
  Divergence a = MakeDivergence("state", "states differ", {"/state/players/1/vp: reference 3, engine 4"});
  a.rules = {"nm.ball.prestige"};
  a.phase = "ball";
  Divergence b = MakeDivergence("state", "states differ", {"/state/players/0/vp: reference 5, engine 6"});
  b.rules = {"nm.estate.castle"};
  b.phase = "main";
  Divergence c = MakeDivergence("state", "states differ", {"/state/bag/wood: reference 2, engine 3"});
  c.rules = a.rules;
  c.phase = a.phase;
  BOOST_TEST(Signature(a) == Signature(b));
  BOOST_TEST(Signature(a) != Signature(c));
  Divergence seen = MakeDivergence("observation", "player 1's observations differ", {"p1 /state/hand: first differing index 0: reference \"7H\", engine \"9H\""});
  Divergence seen2 = MakeDivergence("observation", "player 0's observations differ", {"p0 /state/hand: only in engine: \"9H\""});
  BOOST_TEST(Signature(seen) == Signature(seen2));

  // End to end: an engine whose full state carries a stray field from 3 actions after each (re)start
  // diverges again after every re-synchronisation, each time after other actions and rules: one group.
  ConformOptions o = Options(FaultyBin() + " --fault wrong-state-since-start --at 3", 1);
  o.compare.state = StateCompare::kFull;
  o.compare.state_every = 1;
  o.max_divergences = 5;
  {
    RemoteEngine engine(o.engine, o.limits);
    engine.Connect();
    LockstepResult lr = RunLockstep(engine, RandomCase(GameConfig{kGame, 0, {}}, 11, 0, 0), o.compare, 5);
    engine.Disconnect();
    BOOST_REQUIRE(lr.divergences.size() == 5u);
    std::set<std::string> rules, signatures;
    for (const Divergence& d : lr.divergences) {
      rules.insert(fmt::format("{}", fmt::join(d.rules, ",")));
      signatures.insert(Signature(d));
    }
    BOOST_TEST(rules.size() > 1u, "the divergences followed different rules");
    BOOST_TEST(signatures.size() == 1u);
  }
  ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  BOOST_REQUIRE(r.results.size() >= 1u);
  const CaseResult& first = r.results.front();
  BOOST_REQUIRE(first.divergence.has_value());
  BOOST_TEST(first.divergences == 5, DescribeResult(first));
  BOOST_TEST(first.later.empty(), "a group is listed once per case");
  BOOST_REQUIRE_MESSAGE(r.distinct.size() == 1u, DistinctList(r));
  BOOST_TEST(r.distinct.front().signature == "state | /state/faulty");
  int shown = 0;  // every divergence of every case is this one
  for (const CaseResult& cr : r.results) shown += cr.divergences;
  BOOST_TEST(r.distinct.front().occurrences == shown);
  BOOST_TEST(r.distinct.front().cases == static_cast<int>(std::count_if(r.results.begin(), r.results.end(), [](const CaseResult& cr) { return cr.divergence.has_value(); })));
  BOOST_TEST(shown >= 5);
}

BOOST_AUTO_TEST_SUITE_END()
