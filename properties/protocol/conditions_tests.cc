// Conditions (model/protocol/conditions.h): where a group's condition is looked for, which divergences get one,
// and how a line names it. The promises: conditions.h ("A group's condition is looked for at one position ...:
// for a decision (the legal actions, the actor, chance probabilities, how a position loads) the position where
// it shows, with no action; for what an action shows (a state, a refusal, final scores) the position before that
// action, and the action"; HasCondition: "a rule divergence other than a reply in the wrong shape or a perft
// count") and docs/protocol.md, "The condition: what decides a group" (the line names what it found, "where A
// and B: ..."; its examples "where p1 has played a Suit Ability this turn, p1 has not played a new Weapon this
// turn and p1's hand holds the 2 of Clubs: the engine offers ...").
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "model/core/trace.h"
#include "model/protocol/compare.h"
#include "model/protocol/conditions.h"
#include "model/protocol/lockstep.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;

namespace {

// The golden Dueling Nobles game as a case from the deal: 200 actions.
Case Golden() {
  const Trace t = ReadTraceFile("corpus/golden/dueling-nobles-seed1-game0.trace.json");
  Case c;
  c.source = "golden";
  c.name = "dueling-nobles-seed1-game0.trace.json";
  c.config = TraceConfig(t);
  for (const TraceStep& s : t.steps) c.actions.push_back(s.action);
  BOOST_REQUIRE(c.actions.size() == 200u);
  return c;
}

Divergence At(const std::string& kind, int step) {
  Divergence d;
  d.kind = kind;
  d.step = d.needed = step;
  return d;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(conditions)

// Promise (conditions.h, ConditionCase): a decision from the position where it shows, with no action and that
// position itself compared; what an action shows from the position before it, with that action.
BOOST_AUTO_TEST_CASE(a_decision_is_looked_at_where_it_shows_an_outcome_from_the_position_before_its_action) {
  const Case c = Golden();
  for (const std::string kind : {"legal", "actor", "probabilities", "loading"}) {
    BOOST_TEST_CONTEXT(kind) {
      const Case at = ConditionCase(c, At(kind, 40));
      BOOST_REQUIRE(at.start);
      BOOST_TEST(at.start->at("step") == 40);  // the position after the case's first 40 actions
      BOOST_TEST(at.actions.empty());
      BOOST_TEST(at.compare_start);
    }
  }
  for (const std::string kind : {"state", "rejected", "scores"}) {
    BOOST_TEST_CONTEXT(kind) {
      const Case at = ConditionCase(c, At(kind, 40));
      BOOST_REQUIRE(at.start);
      BOOST_TEST(at.start->at("step") == 39);  // the position before the 40th action
      BOOST_REQUIRE(at.actions.size() == 1u);
      BOOST_TEST(at.actions.front() == c.actions[39]);
      BOOST_TEST(!at.compare_start);
    }
  }
  // The start is the position's public wrapper, which the reference loads at the same position.
  const Case at = ConditionCase(c, At("state", 40));
  BOOST_TEST(CaseStart(at)->ToJson()["step"] == 39);
}

// Promise (conditions.h, HasCondition): a condition is looked for for every rule divergence but a reply in the
// wrong shape (schema) or a perft count, never for an engine fault.
BOOST_AUTO_TEST_CASE(rule_divergences_have_conditions_faults_schema_and_perft_do_not) {
  for (const std::string kind : {"legal", "actor", "probabilities", "loading", "state", "rejected", "scores", "observation"})
    BOOST_TEST(HasCondition(At(kind, 3)), kind);
  BOOST_TEST(!HasCondition(At("schema", 3)));
  BOOST_TEST(!HasCondition(At("perft", 3)));
  Divergence crash = At("crash", 3);
  crash.fault = true;
  BOOST_TEST(!HasCondition(crash));
}

// Promise (docs/protocol.md, "The condition: what decides a group": "where A and B: ..."; "where A, B and C: ...").
BOOST_AUTO_TEST_CASE(a_line_names_its_condition_first) {
  const std::string text = "the engine offers 'tax' actions in phase income that the reference does not";
  BOOST_TEST(WithCondition({}, text) == text);
  BOOST_TEST(WithCondition({"p0's King of Hearts has 1 Stamina"}, text) ==
             "where p0's King of Hearts has 1 Stamina: " + text);
  BOOST_TEST(WithCondition({"A", "B"}, text) == "where A and B: " + text);
  BOOST_TEST(WithCondition({"p1 has played a Suit Ability this turn", "p1 has not played a new Weapon this turn",
                            "p1's hand holds the 2 of Clubs"},
                           "the engine offers 'weapon' actions in phase command that the reference does not") ==
             "where p1 has played a Suit Ability this turn, p1 has not played a new Weapon this turn and p1's hand "
             "holds the 2 of Clubs: the engine offers 'weapon' actions in phase command that the reference does not");
  BOOST_TEST(WithCondition({"A", "B", "C", "D"}, text) == "where A, B, C and D: " + text);
}

BOOST_AUTO_TEST_SUITE_END()
