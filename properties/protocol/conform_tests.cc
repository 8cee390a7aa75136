// The conformance runner against purpose-built faulty engines (peerage_faulty_engine): each fault is
// detected with the right reason, the runner carries on with the next case and leaves no process
// behind, and the honest engine (`peerage serve`) passes.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <nlohmann/json.hpp>
#include <set>

#include "model/core/playout.h"
#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {

std::vector<std::string> Games() {
  std::vector<std::string> out;
  for (const GameInfo* g : Registry::Instance().All()) out.push_back(g->name);
  return out;
}

ConformOptions Options(const std::string& engine, const std::string& game, int random = 2) {
  ConformOptions o;
  o.engine = engine;
  o.limits.timeout_ms = 10000;  // generous: only the hang tests rely on timeouts, and they set their own
  o.limits.max_line = 1 << 20;
  o.sources.config.game = game;
  o.sources.random = random;
  o.sources.seed = 11;
  o.shrink = false;
  return o;
}

// Runs conform and checks that nothing outlived it.
ConformReport Run(const ConformOptions& o) {
  ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  return r;
}

// Every case failed (or errored) with divergence kind `kind`.
void ExpectAll(const ConformReport& r, Outcome outcome, const std::string& kind, const std::string& why = "") {
  BOOST_REQUIRE(!r.results.empty());
  for (const CaseResult& c : r.results) {
    BOOST_TEST_CONTEXT(c.source << "/" << c.name) {
      BOOST_TEST(OutcomeName(c.outcome) == OutcomeName(outcome));
      BOOST_REQUIRE(c.divergence.has_value());
      BOOST_TEST(c.divergence->kind == kind);
      if (!why.empty())
        BOOST_TEST(c.divergence->summary.find(why) != std::string::npos, c.divergence->summary << " lacks " << why);
    }
  }
}

ConformReport Faulted(const std::string& fault, int at, const std::string& game, int timeout_ms = 10000) {
  ConformOptions o = Options(Faulty(fault, at), game);
  o.limits.timeout_ms = timeout_ms;
  // A process fault ends its case; no deciding condition is looked for (each search replays the position
  // hundreds of times: minutes under ASan, where sanitize.protocol runs these cases).
  o.condition_runs = 0;
  return Run(o);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(conform)

BOOST_AUTO_TEST_CASE(the_honest_engines_pass) {
  for (const std::string& game : Games()) {
    BOOST_TEST_CONTEXT(game) {
      for (std::string engine : {Honest(), Faulty("honest")}) {
        ConformOptions o = Options(engine, game, 3);
        o.explore_seconds = 0.5;
        ConformReport r = Run(o);
        BOOST_TEST(ExitStatus(r) == 0);
        BOOST_TEST(r.results.size() >= 3u);
        for (const auto& c : r.results) BOOST_TEST(c.outcome == Outcome::kPass, c.name);
        BOOST_TEST(r.explore.has_value());
        o.compare.state = StateCompare::kObservation;
        o.explore_seconds = 0;
        BOOST_TEST(ExitStatus(Run(o)) == 0);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(process_faults_are_named) {
  const std::string game = Games().front();
  ExpectAll(Faulted("garbage", 3, game), Outcome::kFail, "garbage", "not JSON");
  ExpectAll(Faulted("wrong-id", 3, game), Outcome::kFail, "protocol", "does not match request id");
  ExpectAll(Faulted("exit", 3, game), Outcome::kFail, "crash", "exited with status 3");
  ExpectAll(Faulted("crash", 3, game), Outcome::kFail, "crash", "signal 6");
  ExpectAll(Faulted("partial-exit", 3, game), Outcome::kFail, "partial-line", "exited with status 0");
  ExpectAll(Faulted("stderr", 3, game), Outcome::kFail, "stderr", "debug:");
  ExpectAll(Faulted("extra-line", 3, game), Outcome::kFail, "protocol");
  ExpectAll(Faulted("flood", 3, game), Outcome::kFail, "flood");
  ExpectAll(Faulted("refuse", 3, game), Outcome::kFail, "rejected");
  ConformReport version = Faulted("version", 0, game);
  ExpectAll(version, Outcome::kError, "version", "protocol 99");
  BOOST_TEST(ExitStatus(version) == 2);
  // Stderr output can be allowed.
  ConformOptions allowed = Options(Faulty("stderr", 3), game);
  allowed.limits.allow_stderr = true;
  BOOST_TEST(ExitStatus(Run(allowed)) == 0);
}

BOOST_AUTO_TEST_CASE(hangs_time_out_and_nothing_survives) {
  const std::string game = Games().front();
  auto t0 = std::chrono::steady_clock::now();
  ExpectAll(Faulted("delay", 2, game, kPatientMs), Outcome::kFail, "timeout", "no reply within 2000 ms");
  // A dropped reply: requests are pipelined, so the reply to the next one comes in its place (another id).
  ExpectAll(Faulted("drop", 2, game, kPatientMs), Outcome::kFail, "protocol", "does not match request id");
  ExpectAll(Faulted("partial", 2, game, kPatientMs), Outcome::kFail, "partial-line", "then silence");
  TempDir dir;
  ConformOptions o = Options(Faulty("hang-group", 2, "--pidfile " + (dir / "helper.pid")), game, 1);
  o.limits.timeout_ms = kPatientMs;
  ExpectAll(Run(o), Outcome::kFail, "timeout");
  pid_t helper = ReadPid(dir / "helper.pid");
  BOOST_REQUIRE(helper > 0);
  BOOST_TEST(ProcessGone(helper), "the engine's helper process outlived the engine");
  ConformOptions quit = Options(Faulty("ignore-quit", 0, "--pidfile " + (dir / "engine.pid")), game, 1);
  quit.limits.timeout_ms = kPatientMs;
  BOOST_TEST(ExitStatus(Run(quit)) == 0);
  pid_t engine = ReadPid(dir / "engine.pid");
  BOOST_REQUIRE(engine > 0);
  BOOST_TEST(ProcessGone(engine));
  // About 7 deadlines of 2 s in all; a runner that waited out the two 30 s delays would take over 60 s.
  BOOST_TEST(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 50.0);
}

BOOST_AUTO_TEST_CASE(rule_faults_are_divergences_at_the_right_step) {
  const std::string game = Games().front();
  const int at = 5;
  ConformReport omit = Faulted("omit-legal", at, game);
  ExpectAll(omit, Outcome::kFail, "legal");
  for (const CaseResult& c : omit.results) {
    // Restated: the fault drops the last legal action (in canonical order) from step `at` on.
    Case rc = RandomCase(GameConfig{game, 0, {}}, 11, std::stoi(c.name.substr(c.name.find('#') + 1)), 0);
    auto ref = CaseStart(rc);
    for (int k = 0; k < at; ++k) ref->ApplyActionText(rc.actions[k]);
    std::string last = ref->ActionToString(ref->LegalActions().back());
    BOOST_TEST(c.divergence->step == at);
    BOOST_TEST(c.divergence->action == rc.actions[at - 1]);
    BOOST_TEST(c.divergence->details.front() == "missing in engine: " + last);
  }
  ConformOptions so = Options(Faulty("wrong-scores", 0), game, 4);
  ConformReport scores = Run(so);
  int finished = 0;
  for (const CaseResult& c : scores.results) {
    BOOST_TEST_CONTEXT(c.name) {
      Case rc = RandomCase(GameConfig{game, 0, {}}, 11, std::stoi(c.name.substr(c.name.find('#') + 1)), 0);
      auto ref = CaseStart(rc);
      for (const auto& a : rc.actions) ref->ApplyActionText(a);
      if (!ref->IsTerminal()) continue;  // a playout cut at the step bound has no scores to get wrong
      BOOST_REQUIRE(c.divergence.has_value());
      BOOST_TEST(c.divergence->kind == "scores");
      BOOST_TEST(c.divergence->step == static_cast<int>(rc.actions.size()));
      ++finished;
    }
  }
  BOOST_TEST(finished > 0, "no random playout reached a terminal state, so wrong scores went untested");
  // The full state (--state full): the fault adds a field to it.
  ConformOptions full = Options(Faulty("wrong-state", 4), game);
  full.compare.state = StateCompare::kFull;
  ConformReport state = Run(full);
  ExpectAll(state, Outcome::kFail, "state");
  for (const CaseResult& c : state.results) {
    BOOST_TEST(c.divergence->step == 4);
    BOOST_TEST(c.divergence->details.front() == "/state/faulty: only in engine, true");
  }
  // Comparing only chosen fields (that the fault does not touch) lets the same engine pass.
  ConformOptions fields = full;
  fields.compare.fields = {"/step", "/players"};
  BOOST_TEST(ExitStatus(Run(fields)) == 0);
  fields.compare.fields = {"/state/faulty"};
  BOOST_TEST(ExitStatus(Run(fields)) == 1);
}

BOOST_AUTO_TEST_CASE(the_runner_restarts_the_engine_after_each_fault) {
  const std::string game = Games().front();
  ConformOptions o = Options(Faulty("exit", 2), game, 4);
  ConformReport r = Run(o);
  BOOST_TEST(r.results.size() == 4u);
  ExpectAll(r, Outcome::kFail, "crash");
  BOOST_TEST(ExitStatus(r) == 1);
}

BOOST_AUTO_TEST_CASE(shards_split_the_cases_deterministically) {
  const std::string game = Games().front();
  std::multiset<std::string> all, parts;
  for (const auto& c : Run(Options(Honest(), game, 5)).results) all.insert(c.name);
  for (int i = 0; i < 2; ++i) {
    ConformOptions o = Options(Honest(), game, 5);
    o.shard = i, o.shards = 2;
    for (const auto& c : Run(o).results) parts.insert(c.name);
  }
  BOOST_TEST(all.size() == 5u);
  BOOST_TEST((all == parts));
}

BOOST_AUTO_TEST_CASE(failures_shrink_to_valid_reproducers) {
  const std::string game = Games().front();
  TempDir dir;
  const int at = 12;
  ConformOptions o = Options(Faulty("omit-legal", at), game, 1);
  o.shrink = true;
  o.repro_dir = dir / "repro";
  ConformReport r = Run(o);
  BOOST_REQUIRE(r.results.size() == 1u);
  const CaseResult& c = r.results[0];
  BOOST_TEST(c.outcome == Outcome::kFail);
  // The fault shows once the game is `at` actions from its deal: the witness is that position, loaded as a
  // start state (the game's simplify hook may have made it smaller), with no action at all.
  BOOST_TEST(c.shrunk_actions == 0);
  BOOST_TEST(c.from_position);
  BOOST_REQUIRE(!c.reproducer.empty());
  Trace t = ReadTraceFile(c.reproducer);
  BOOST_TEST(t.steps.empty());
  BOOST_REQUIRE(t.start != nullptr);
  BOOST_TEST((*t.start)["step"].get<int>() == at);
  BOOST_CHECK_NO_THROW(Replay(t, {.check_checkpoints = true, .where = c.reproducer}));
  BOOST_TEST(t.note.find("legal") != std::string::npos);
  // The reproducer alone reproduces it, and the honest engine passes it.
  ConformOptions again = Options(Faulty("omit-legal", at), game, 0);
  again.sources.traces = {c.reproducer};
  ConformReport rr = Run(again);
  ExpectAll(rr, Outcome::kFail, "legal");
  again.engine = Honest();
  BOOST_TEST(ExitStatus(Run(again)) == 0);
}

BOOST_AUTO_TEST_CASE(shrinking_drops_what_the_divergence_does_not_need) {
  const std::string game = Games().front();
  // A rule fault tied to one action rather than a step: the engine never offers `target`. The
  // shrunk trace must still be valid and diverge, and be 1-minimal: dropping any single action
  // makes it invalid in the reference or lets the engine pass.
  Case rc = RandomCase(GameConfig{game, 0, {}}, 11, 0, 0);
  auto ref = CaseStart(rc);
  std::string target;
  for (size_t k = 0; k < rc.actions.size() && k < 60; ++k) {
    if (!ref->IsChance() && k > 10 && ref->LegalActions().size() > 1) target = ref->ActionToString(ref->LegalActions().back());
    ref->ApplyActionText(rc.actions[k]);
  }
  BOOST_REQUIRE(!target.empty());
  TempDir dir;
  ConformOptions o = Options(Faulty("omit-action", 0, "--action '" + target + "'"), game, 1);
  o.sources.seed = 11;
  o.shrink = true;
  o.repro_dir = dir / "repro";
  ConformReport r = Run(o);
  BOOST_REQUIRE(r.results.size() == 1u);
  const CaseResult& c = r.results[0];
  BOOST_REQUIRE(c.outcome == Outcome::kFail);
  BOOST_TEST(c.divergence->details.front() == "missing in engine: " + target);
  BOOST_TEST(c.shrunk_actions <= c.divergence->step + 1);
  Case shrunk = CaseFromTrace(c.reproducer, "trace");
  BOOST_TEST(static_cast<int>(shrunk.actions.size()) == c.shrunk_actions);
  BOOST_TEST(ValidInReference(shrunk));
  RemoteEngine engine(o.engine, o.limits);
  engine.Connect();
  BOOST_TEST(RunLockstep(engine, shrunk, o.compare).divergence.has_value());
  for (size_t k = 0; k < shrunk.actions.size(); ++k) {
    Case fewer = shrunk;
    fewer.actions.erase(fewer.actions.begin() + static_cast<long>(k));
    if (!ValidInReference(fewer)) continue;
    auto d = RunLockstep(engine, fewer, o.compare).divergence;
    BOOST_TEST(!(d && d->kind == "legal"), "dropping action " << k << " still diverges: not 1-minimal");
  }
  engine.Disconnect();
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_SUITE_END()
