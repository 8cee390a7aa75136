// conform's merge of groups (model/protocol/conform.cc: MergeCoOccurring, PositionKey), held to what
// docs/protocol.md promises under "The condition: what decides a group": "Groups that showed at exactly the
// same positions (at least two) are one bug seen two ways and are listed as one line ('...; at the same
// positions, ...'), under the first one's number" — and only those; and under '"On loading a position"': a
// difference on loading is "its own kind, loading, one line per field pattern".
//
// The engine: the faulty engine with two faults that fire from the 199th action of a game on (--at 199):
// its public state says "step" one more than it is (a state difference after the 199th action, then one on
// loading the position conform re-synchronises from), and it never lists 'support:9D' (a legal difference).
// In the golden trace dueling-nobles-seed1-game0 the 200th and last action is 'support:9D': the two show at
// its position 199 and nowhere else; in dueling-nobles-default-readings-seed1-game0 the state shows at 199
// too but 'support:9D' is left out at another position. Each run plays copies of these traces as cases of
// their own (a position is a case and a step).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>

#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "model/protocol/junit.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {

const std::string kEndsWithSupport = "corpus/golden/dueling-nobles-seed1-game0.trace.json";
const std::string kOtherGame = "corpus/golden/dueling-nobles-default-readings-seed1-game0.trace.json";

// The engine's faults and the facts of the traces the header states, checked so the test cannot pass on a
// trace that changed under it.
void RequireTheTraces() {
  const Trace a = ReadTraceFile(kEndsWithSupport), c = ReadTraceFile(kOtherGame);
  BOOST_REQUIRE(a.steps.size() == 200u);
  BOOST_REQUIRE(a.steps.back().action == "support:9D");
  BOOST_REQUIRE(c.steps.size() > 200u);
  BOOST_REQUIRE(c.steps[199].action != "support:9D");
}

// conform on copies of `traces` (each its own case), no random playouts, the state compared at every step,
// without shrinking or conditions (neither changes where a group shows).
ConformReport RunOn(const TempDir& dir, const std::vector<std::string>& traces) {
  ConformOptions o;
  o.engine = Faulty("wrong-public", 199, "--fault omit-action --action support:9D");
  o.limits.timeout_ms = 10000;
  o.limits.max_line = 1 << 20;
  o.sources.config.game = kGame;
  o.sources.random = 0;
  int n = 0;
  for (const std::string& t : traces) {
    const std::string copy = dir / ("case" + std::to_string(n++) + ".trace.json");
    std::filesystem::copy_file(t, copy);
    o.sources.traces.push_back(copy);
  }
  o.compare.state_every = 1;
  o.shrink = false;
  o.condition_runs = 0;
  ConformReport r = RunConform(o);
  BOOST_TEST(NoChildrenLeft());
  return r;
}


const DistinctDivergence* Line(const ConformReport& r, const std::string& part) {
  for (const DistinctDivergence& g : r.distinct)
    if (Has(GroupText(g), part)) return &g;
  return nullptr;
}

const std::string kLegal = "the engine does not offer 'support' actions in phase duel-support";
const std::string kState = "the state differs after 'die': /step";
const std::string kLoading = "on loading a position the engine's state differs from the one it was given: /step";

}  // namespace

BOOST_AUTO_TEST_SUITE(group_merge)

// Promise: groups that showed at exactly the same positions, at least two, are one line, under the first
// one's number, the other's text after "at the same positions"; a loading difference at those steps is
// seen where the state difference made conform load the position, and stays a line of its own.
BOOST_AUTO_TEST_CASE(groups_at_exactly_the_same_two_positions_are_one_line) {
  RequireTheTraces();
  TempDir dir;
  const ConformReport r = RunOn(dir, {kEndsWithSupport, kEndsWithSupport});
  const std::string list = DistinctList(r);
  BOOST_TEST_MESSAGE(list);
  BOOST_REQUIRE_MESSAGE(r.distinct.size() == 2u, list);
  const DistinctDivergence* legal = Line(r, kLegal);
  BOOST_REQUIRE_MESSAGE(legal != nullptr, list);
  BOOST_TEST(legal->also.size() == 1u, list);
  BOOST_TEST(Has(GroupText(*legal), "; at the same positions, " + kState), list);
  const DistinctDivergence* loading = Line(r, kLoading);
  BOOST_REQUIRE_MESSAGE(loading != nullptr, list);
  BOOST_TEST(loading->also.empty(), list);
  // The cases name the merged line's number (the first one's, 1) and the loading line's, as listed.
  for (const CaseResult& c : r.results) {
    BOOST_TEST(c.group == 1, DescribeResult(c));
    for (const auto& [group, count] : c.group_counts) BOOST_TEST((group == 1 || group == 3), DescribeResult(c));
  }
}

// Promise: at least two positions: two differences that showed together once only are two lines.
BOOST_AUTO_TEST_CASE(groups_sharing_a_single_position_stay_apart) {
  RequireTheTraces();
  TempDir dir;
  const ConformReport r = RunOn(dir, {kEndsWithSupport});
  const std::string list = DistinctList(r);
  BOOST_TEST_MESSAGE(list);
  BOOST_TEST(r.distinct.size() == 3u, list);
  for (const DistinctDivergence& g : r.distinct) BOOST_TEST(g.also.empty(), list);
  BOOST_TEST((Line(r, kLegal) && Line(r, kState) && Line(r, kLoading)), list);
}

// Promise: exactly the same positions, and only those: the state difference shows at position 199 of all
// three cases, the legal one at 199 of two and elsewhere in the third (as many positions each, two shared):
// three lines.
BOOST_AUTO_TEST_CASE(groups_at_partly_the_same_positions_stay_apart) {
  RequireTheTraces();
  TempDir dir;
  const ConformReport r = RunOn(dir, {kEndsWithSupport, kEndsWithSupport, kOtherGame});
  const std::string list = DistinctList(r);
  BOOST_TEST_MESSAGE(list);
  BOOST_TEST(r.distinct.size() == 3u, list);
  for (const DistinctDivergence& g : r.distinct) BOOST_TEST(g.also.empty(), list);
  const DistinctDivergence *legal = Line(r, kLegal), *state = Line(r, kState);
  BOOST_REQUIRE_MESSAGE((legal && state), list);
  BOOST_TEST(legal->occurrences == 3, list);  // the facts the header states, seen by conform
  BOOST_TEST(state->occurrences == 3, list);
}

BOOST_AUTO_TEST_SUITE_END()
