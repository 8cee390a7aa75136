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

}  // namespace peerage::test

#define PEERAGE_ASSERTS_RULES(test_name, ...)                                                          \
  static const ::peerage::test::AssertsRules peerage_asserts_##test_name(#test_name, __FILE__, __LINE__, \
                                                                            {__VA_ARGS__})
