// Which rules a test asserts. A test that checks a rule's EFFECT (its expected values derived by hand
// from the rulebook) declares the rule ids it asserts, next to it:
//
//   PEERAGE_ASSERTS_RULES(a_jacks_two_aces_against_one_ace_by_reading, "dn.duel.jack-two-supports",
//                         "dn.duel.double-ace");
//   BOOST_AUTO_TEST_CASE(a_jacks_two_aces_against_one_ace_by_reading) { ... }
//
// (works the same before RC_BOOST_PROP). "Fired in play" is not "asserted": only a test that compares
// the rule's outcome with an expectation written in the test may name it. The suite rule_coverage
// (properties/rule_coverage.cc) checks that every registration names a test case of this binary in the
// same file and rule ids that exist, that every rule id of every game under test has an asserting test,
// and that docs/rule-tests/<game>.md (the table rule id -> rulebook place -> tests) is current.
#pragma once
#include <initializer_list>
#include <string>
#include <vector>

namespace peerage::test {

struct RuleAssertion {
  std::string test;  // the Boost.Test case name (in `file`)
  std::string file;  // __FILE__ of the registration
  int line = 0;
  std::vector<std::string> rules;
};

inline std::vector<RuleAssertion>& RuleAssertions() {
  static std::vector<RuleAssertion> all;
  return all;
}

struct AssertsRules {
  AssertsRules(const char* test, const char* file, int line, std::initializer_list<const char*> rules) {
    RuleAssertion a{test, file, line, {}};
    for (const char* r : rules) a.rules.emplace_back(r);
    RuleAssertions().push_back(std::move(a));
  }
};

// Which readings a test asserts: a test that checks what one reading of an interpretation does (the options
// offered and the outcome under that reading, derived by hand from the rulebook and the reading's own
// description) names the interpretation and the readings it asserts, next to it:
//
//   PEERAGE_ASSERTS_READING(garter_three_way_tie_by_reading, "td.garter-tie", "competition", "next-only");
//
// Rule coverage counts rule ids; a reading changes what a rule does, so it is counted apart: the suite
// rule_coverage fails for any reading (default or not) of any interpretation without an asserting test,
// and docs/rule-tests/<game>.md lists the readings with their tests as it lists the rules.
struct ReadingAssertion {
  std::string test;  // the Boost.Test case name (in `file`)
  std::string file;  // __FILE__ of the registration
  int line = 0;
  std::string interpretation;
  std::vector<std::string> readings;
};

inline std::vector<ReadingAssertion>& ReadingAssertions() {
  static std::vector<ReadingAssertion> all;
  return all;
}

struct AssertsReading {
  AssertsReading(const char* test, const char* file, int line, const char* interpretation,
                 std::initializer_list<const char*> readings) {
    ReadingAssertion a{test, file, line, interpretation, {}};
    for (const char* r : readings) a.readings.emplace_back(r);
    ReadingAssertions().push_back(std::move(a));
  }
};

}  // namespace peerage::test

// One registration per interpretation a test asserts; a test may register several (one line each).
#define PEERAGE_ASSERTS_READING(test_name, interpretation, ...)                                            \
  static const ::peerage::test::AssertsReading PEERAGE_READING_NAME(peerage_asserts_reading_##test_name, \
                                                                    __LINE__)(                           \
      #test_name, __FILE__, __LINE__, interpretation, {__VA_ARGS__})
#define PEERAGE_READING_NAME(a, b) PEERAGE_READING_NAME2(a, b)
#define PEERAGE_READING_NAME2(a, b) a##_##b

#define PEERAGE_ASSERTS_RULES(test_name, ...)                                                          \
  static const ::peerage::test::AssertsRules peerage_asserts_##test_name(#test_name, __FILE__, __LINE__, \
                                                                            {__VA_ARGS__})
