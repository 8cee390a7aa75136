// The rule and reading coverage checks (properties/coverage_check.h, run by the suite rule_coverage) on
// registrations made up here, since the real ones all pass. What they promise (docs/battery.md, "rule
// coverage" and "Reading coverage"; properties/rule_assertions.h): the suite "fails when a rule of any game
// has no asserting test or a registration names no real test or rule", and "for any reading of any
// interpretation, the default included, without one". Every expectation below is read off the made-up
// game and registrations by hand.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "properties/coverage_check.h"

using namespace peerage;
using namespace peerage::test;

namespace {

// A made-up game: three rules, one interpretation with two readings (split, the default, and first).
const GameInfo& Game() {
  static const GameInfo info = [] {
    GameInfo g;
    g.name = "toy-coverage";
    g.rules = {{"tc.one", "Rule 1", ""}, {"tc.two", "Rule 2", ""}, {"tc.three", "Rule 3", ""}};
    Interpretation tie;
    tie.id = "tc.tie";
    tie.readings = {{"split", ""}, {"first", ""}};
    tie.default_reading = "split";
    g.interpretations = {tie};
    return g;
  }();
  return info;
}

// Test cases of a made-up binary: name -> the file defining it.
const TestCaseFiles kCases = {{"ties_split", "/src/properties/games/toy/ties_props.cc"},
                              {"ties_first", "/src/properties/games/toy/ties_props.cc"},
                              {"rule_three", "/src/properties/games/toy/rules_props.cc"}};
const char kTiesFile[] = "/build/../src/properties/games/toy/ties_props.cc";  // __FILE__ may be spelled otherwise

}  // namespace

BOOST_AUTO_TEST_SUITE(coverage_check)

// Registrations name tc.one and tc.two (and an id of no rule of this game): tc.three alone is unasserted;
// once a third registration names it, none is.
BOOST_AUTO_TEST_CASE(every_rule_without_an_asserting_test_is_named) {
  std::vector<RuleAssertion> all = {{"ties_split", kTiesFile, 10, {"tc.one", "tc.elsewhere"}},
                                    {"ties_first", kTiesFile, 20, {"tc.two"}}};
  BOOST_TEST(UnassertedRules(Game(), all) == std::vector<std::string>{"tc.three (Rule 3)"});
  all.push_back({"rule_three", "rules_props.cc", 5, {"tc.three"}});
  BOOST_TEST(UnassertedRules(Game(), all).empty());
}

// A test of the default reading covers the default only: tc.tie=first still needs a test of its own; a
// test of first alone leaves the default, split, uncovered.
BOOST_AUTO_TEST_CASE(every_reading_the_default_included_needs_a_test_of_its_own) {
  const std::vector<ReadingAssertion> split_only = {{"ties_split", kTiesFile, 10, "tc.tie", {"split"}}};
  BOOST_TEST(UnassertedReadings(Game(), split_only) == std::vector<std::string>{"tc.tie=first"});
  const std::vector<ReadingAssertion> first_only = {{"ties_first", kTiesFile, 20, "tc.tie", {"first"}}};
  BOOST_TEST(UnassertedReadings(Game(), first_only) == std::vector<std::string>{"tc.tie=split"});
  const std::vector<ReadingAssertion> both = {{"ties_split", kTiesFile, 10, "tc.tie", {"split", "first"}}};
  BOOST_TEST(UnassertedReadings(Game(), both).empty());
}

// A rule registration is refused, one line per problem, for: a test case not defined in its own file
// (rule_three is rules_props.cc's, not ties_props.cc's), naming no rule, an id no game has. A good one
// (line 10) has no problem.
BOOST_AUTO_TEST_CASE(a_rule_registration_naming_no_real_test_or_rule_is_refused) {
  const std::vector<RuleAssertion> all = {{"ties_split", kTiesFile, 10, {"tc.one"}},
                                          {"rule_three", kTiesFile, 11, {"tc.three"}},
                                          {"ties_first", kTiesFile, 12, {}},
                                          {"ties_first", kTiesFile, 13, {"tc.two", "tc.four"}}};
  const std::vector<std::string> want = {"ties_props.cc:11: no test case 'rule_three' in this file",
                                         "ties_props.cc:12: names no rule",
                                         "ties_props.cc:13: 'tc.four' is no rule id of any game"};
  BOOST_TEST(RuleRegistrationProblems(all, kCases, {&Game()}) == want);
}

// A reading registration is refused for: naming no reading, an interpretation no game has, a reading its
// interpretation does not have. A good one (line 10) has no problem.
BOOST_AUTO_TEST_CASE(a_reading_registration_naming_no_real_reading_is_refused) {
  const std::vector<ReadingAssertion> all = {{"ties_split", kTiesFile, 10, "tc.tie", {"split", "first"}},
                                             {"ties_split", kTiesFile, 11, "tc.tie", {}},
                                             {"ties_split", kTiesFile, 12, "tc.draw", {"split"}},
                                             {"ties_first", kTiesFile, 13, "tc.tie", {"last"}}};
  const std::vector<std::string> want = {"ties_props.cc:11: names no reading",
                                         "ties_props.cc:12: 'tc.draw' is no interpretation",
                                         "ties_props.cc:13: 'last' is no reading of tc.tie"};
  BOOST_TEST(ReadingRegistrationProblems(all, kCases, {&Game()}) == want);
}

BOOST_AUTO_TEST_SUITE_END()
