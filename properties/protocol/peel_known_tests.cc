// conform's split of a state divergence by the groups already seen (model/protocol/conform.cc: PeelKnown), held
// to what docs/protocol.md promises under "Groups: one line per bug": "a state difference whose fields include
// all of an earlier group's (and more) is split: that group takes its part, the rest is a difference of its own
// (a wrong duel result and a missing payment at one step are two lines once each was seen alone)".
//
// The engine: the faulty engine with three planted bugs (planted_dn_bugs.h): wrong-loser (the winner's Noble
// loses the duel's Stamina point: /players/*/courtyard/*/stamina) and no-income (the Resource a turn starts with
// is not paid: /players/*/resources). A duel that ends a turn (one duel per turn, the default) and the next
// turn's Income meet in one step, the last 'support', so both fields differ there; the missing Resource also
// shows alone where a turn ends without a duel. The third, reroll (the engine records a die of the dealer roll
// one more than drawn: /roll/dice), shows at the roll that opens every game, before the other two, and never
// where they do: a group already seen that takes no part of their step.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "model/protocol/atoms.h"
#include "model/protocol/conform.h"
#include "model/protocol/junit.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {

const std::string kStamina = "/state/players/*/courtyard/*/stamina";
const std::string kResources = "/state/players/*/resources";
const std::string kDice = "/state/roll/dice";


// conform on 6 random playouts (seed 11), every case to its end, the state compared at every step (so that each
// bug shows wherever it acts, whichever others act too: compared every 64 steps, a difference gone by the next
// comparison, such as a die of the dealer roll, is seen only where another bug made conform look), without
// shrinking or conditions (neither changes how a state divergence is split).
ConformOptions On(const std::vector<std::string>& bugs) {
  ConformOptions o;
  o.engine = WithBugs(bugs);
  o.limits.timeout_ms = 10000;
  o.limits.max_line = 1 << 20;
  o.sources.config.game = kGame;
  o.sources.random = 6;
  o.sources.seed = 11;
  o.compare.state_every = 1;
  o.shrink = false;
  o.condition_runs = 0;
  return o;
}

// The lines of a run by the fields their witness names, with how often each showed.
std::map<std::string, int> LinesByFields(const ConformReport& r) {
  std::map<std::string, int> out;
  for (const DistinctDivergence& g : r.distinct) out[DifferingFields(g.witness.divergence.details)] += g.occurrences;
  return out;
}

int Shown(const std::map<std::string, int>& lines, const std::string& fields) {
  const auto at = lines.find(fields);
  return at == lines.end() ? 0 : at->second;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(peel_known)

// Promise (docs/protocol.md, "Groups: one line per bug": "a wrong duel result and a missing payment at one step
// are two lines once each was seen alone"; and "Groups: one line per bug" itself: a line per bug, counted where
// it shows).
BOOST_AUTO_TEST_CASE(a_wrong_duel_result_and_a_missing_payment_at_one_step_are_two_lines) {
  TempDir dir;
  ConformOptions both = On({"reroll", "wrong-loser", "no-income"});
  both.repro_dir = dir / "repro";
  const ConformReport r = RunConform(both);
  BOOST_TEST(NoChildrenLeft());
  const std::string list = DistinctList(r);
  BOOST_TEST_MESSAGE(list);

  // The two bugs meet at some step: a case played in lockstep shows both fields in one divergence there.
  int met = 0;
  for (int game = 0; game < 6; ++game) {
    RemoteEngine engine(both.engine, both.limits);
    engine.Connect();
    for (const Divergence& d :
         RunLockstep(engine, RandomCase(GameConfig{kGame, 0, {}}, 11, game, 0), both.compare, 0).divergences)
      met += d.kind == "state" && DifferingFieldSet(d.details) == std::set<std::string>{kResources, kStamina};
    engine.Disconnect();
  }
  BOOST_TEST(NoChildrenLeft());
  BOOST_REQUIRE_MESSAGE(met > 0, "the two bugs never show at one step: the test shows nothing");

  // Three lines, one per bug, each naming its own field only; none names both (nor none).
  const std::map<std::string, int> lines = LinesByFields(r);
  BOOST_TEST(r.distinct.size() == 3u, list);
  BOOST_TEST(lines.count(kStamina) == 1u, list);
  BOOST_TEST(lines.count(kResources) == 1u, list);
  BOOST_TEST(lines.count(kDice) == 1u, list);

  // Each line shows as often as its bug does alone on the same games (conform re-synchronises the engine from
  // the reference's state after each divergence, so one bug does not move where the other shows): a step where
  // both show counts once in each line.
  const std::map<std::string, int> loser = LinesByFields(RunConform(On({"wrong-loser"})));
  const std::map<std::string, int> income = LinesByFields(RunConform(On({"no-income"})));
  const std::map<std::string, int> reroll = LinesByFields(RunConform(On({"reroll"})));
  BOOST_TEST(NoChildrenLeft());
  BOOST_REQUIRE(Shown(loser, kStamina) > 0);
  BOOST_REQUIRE(Shown(income, kResources) > 0);
  BOOST_REQUIRE(Shown(reroll, kDice) > 0);
  BOOST_TEST(Shown(lines, kStamina) == Shown(loser, kStamina), list);
  BOOST_TEST(Shown(lines, kResources) == Shown(income, kResources), list);
  BOOST_TEST(Shown(lines, kDice) == Shown(reroll, kDice), list);
}

BOOST_AUTO_TEST_SUITE_END()
