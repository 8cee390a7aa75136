// conform's witness search from a loaded position (model/protocol/conform.cc: Shrunk, its `shows` check,
// WriteRepro), held to what docs/protocol.md promises under "Witnesses from a small state": "conform loads
// the reference's position a few actions before the divergence (up to 10) as a start state and keeps the
// fewest actions from there that still show the same group", written "as a peerage trace (with its start
// state ...)" to --repro-dir, and reported as "witness: N action(s) from a position of its own"; and in
// docs/engine-developers.md: "each with a witness of a few actions from a small position". So a group's
// reproducer, played from its start state against the same engine, shows that group's difference first, and
// the honest engine passes it. Checked for cases from the deal and for a case that itself starts from a
// loaded position (a trace with a start), with five planted Dueling Nobles bugs (planted_dn_bugs.h) of
// which none is in loading: a hire offered without its cost, a Weapon offered for an armed Noble (decisions
// in two phases), a wrong duel result (a state), and the King tax never offered and offered to a King at 1
// Stamina (two differences of one decision, so that a start simplified from one may show the other).
#include <boost/test/unit_test.hpp>

#include <fstream>

#include <nlohmann/json.hpp>

#include "model/analysis/situation.h"
#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "model/protocol/junit.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {


std::string Engine() { return FaultyBin() + " --bug free-hire --bug armed-weapon --bug wrong-loser --bug no-tax --bug tax-at-one"; }

ConformOptions Options(const TempDir& dir) {
  ConformOptions o;
  o.engine = Engine();
  o.limits.timeout_ms = 10000;
  o.limits.max_line = 1 << 20;
  o.sources.config.game = kGame;
  o.sources.seed = 11;
  o.condition_runs = 0;  // the witness search alone
  o.repro_dir = dir / "repro";
  return o;
}

// Plays `reproducer` from its start state against `engine`, every divergence collected (the start position
// itself not compared, as the witness search does not compare it).
LockstepResult Replay(const std::string& engine_command, const std::string& reproducer, const ConformOptions& o) {
  Case c = CaseFromTrace(reproducer, "trace");
  c.compare_start = false;
  RemoteEngine engine(engine_command, o.limits);
  engine.Connect();
  LockstepResult lr = RunLockstep(engine, c, o.compare, 0);
  engine.Disconnect();
  return lr;
}

// Every group's witness is a position of its own with at most 10 actions, written with its start, and shows
// its group's difference first when replayed from there; the honest engine passes it. Returns the groups
// checked.
int CheckWitnesses(const ConformReport& r, const ConformOptions& o) {
  const std::string list = DistinctList(r);
  int checked = 0;
  for (const DistinctDivergence& g : r.distinct) {
    BOOST_TEST_CONTEXT(GroupText(g)) {
      BOOST_TEST(g.witness.from_position, "the witness does not start from a position of its own\n" << list);
      BOOST_TEST(g.witness.shrunk_actions >= 0);
      BOOST_TEST(g.witness.shrunk_actions <= 10);
      BOOST_REQUIRE(!g.witness.reproducer.empty());
      const Trace t = ReadTraceFile(g.witness.reproducer);
      BOOST_TEST((t.start != nullptr), "the reproducer has no start state");
      BOOST_TEST(static_cast<int>(t.steps.size()) == g.witness.shrunk_actions);
      const LockstepResult mine = Replay(o.engine, g.witness.reproducer, o);
      BOOST_REQUIRE_MESSAGE(!mine.divergences.empty(), "the reproducer shows nothing");
      const int first = mine.divergences.front().step;
      bool shows = false;
      for (const Divergence& x : mine.divergences) shows = shows || (x.step == first && SameDifference(g.witness.divergence, x));
      BOOST_TEST(shows, "the reproducer shows another difference first: " << mine.divergences.front().summary);
      BOOST_TEST(Replay(Honest(), g.witness.reproducer, o).divergences.empty());
      ++checked;
    }
  }
  return checked;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(witness_loaded)

// Promise (docs/protocol.md, "Witnesses from a small state"): from cases dealt from the start, each group's
// witness is loaded from the reference's position before the divergence and shows its own group.
BOOST_AUTO_TEST_CASE(a_witness_from_a_loaded_position_shows_its_own_groups_difference) {
  TempDir dir;
  ConformOptions o = Options(dir);
  o.sources.random = 2;
  const ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  BOOST_TEST_MESSAGE(DistinctList(r));
  BOOST_TEST(CheckWitnesses(r, o) >= 3);  // a line per bug at least
  BOOST_TEST(NoChildrenLeft());
}

// Promise (docs/protocol.md, "Witnesses from a small state": the loaded witness for an engine that loads
// states, delta debugging over the case's actions only "for an engine that cannot load states"): a run
// that stops each case at its first divergence (--divergences 1: no re-synchronisation ever) still loads
// each group's witness from the reference's position before it.
BOOST_AUTO_TEST_CASE(a_run_without_re_synchronisation_still_loads_its_witnesses) {
  TempDir dir;
  ConformOptions o = Options(dir);
  o.sources.random = 3;
  o.max_divergences = 1;
  const ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  BOOST_TEST_MESSAGE(DistinctList(r));
  BOOST_TEST(r.resync_note.empty(), r.resync_note);
  BOOST_TEST(CheckWitnesses(r, o) >= 1);
  BOOST_TEST(NoChildrenLeft());
}

// Promise (the same, and "A case that starts mid-game (a golden trace or perft position with a start) ...
// hands your engine a state with new_game"): a case that starts from a loaded public state gets witnesses
// from positions of their own too, each replayed from its start showing its own group.
BOOST_AUTO_TEST_CASE(a_case_from_a_loaded_position_gets_witnesses_that_replay_from_their_start) {
  TempDir dir;
  const Trace golden = ReadTraceFile("corpus/golden/dueling-nobles-seed1-game0.trace.json");
  Trace mid = CutSituation(golden, 40);  // the position after 40 actions becomes the case's start
  for (TraceStep& s : mid.steps) s.legal.reset(), s.hash.reset();
  mid.final_state.reset();
  BOOST_REQUIRE(mid.start != nullptr);
  const std::string path = dir / "mid-game.trace.json";
  {
    std::ofstream out(path);
    out << WriteTrace(mid);
  }
  ConformOptions o = Options(dir);
  o.sources.random = 0;
  o.sources.traces = {path};
  const ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  BOOST_TEST_MESSAGE(DistinctList(r));
  BOOST_REQUIRE(r.results.size() == 1u);
  BOOST_TEST(r.results.front().outcome == Outcome::kFail, DescribeResult(r.results.front()));
  BOOST_TEST(CheckWitnesses(r, o) >= 1);
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_SUITE_END()
