// The rule and reading coverage checks of the suite rule_coverage (properties/rule_coverage.cc) as functions
// of the registrations (properties/rule_assertions.h), so that what they promise can be tested on
// registrations made up for it (properties/unit/coverage_check_tests.cc), not only on the real ones, which
// pass: every rule id and every reading, the default included, needs a test naming it; a registration must
// name a test case of its own file and ids that exist.
#pragma once
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "model/core/game.h"
#include "properties/rule_assertions.h"

namespace peerage::test {

// The test cases of a binary: name -> a file it is defined in (one entry per definition).
using TestCaseFiles = std::multimap<std::string, std::string>;

inline std::string FileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

// Rule id -> "`file`: `test`" entries, for one game's rules.
inline std::map<std::string, std::set<std::string>> AssertedBy(const GameInfo& info,
                                                               const std::vector<RuleAssertion>& all) {
  std::map<std::string, std::set<std::string>> by;
  std::set<std::string> ids;
  for (const RuleInfo& r : info.rules) ids.insert(r.id);
  for (const auto& a : all)
    for (const std::string& r : a.rules)
      if (ids.count(r)) by[r].insert(fmt::format("`{}`: `{}`", FileName(a.file), a.test));
  return by;
}

// "interpretation=reading" -> "`file`: `test`" entries, for one game's readings.
inline std::map<std::string, std::set<std::string>> ReadingsAssertedBy(const GameInfo& info,
                                                                       const std::vector<ReadingAssertion>& all) {
  std::map<std::string, std::set<std::string>> by;
  for (const auto& a : all)
    for (const std::string& r : a.readings) by[a.interpretation + "=" + r].insert(fmt::format("`{}`: `{}`", FileName(a.file), a.test));
  std::map<std::string, std::set<std::string>> mine;
  for (const Interpretation& in : info.interpretations)
    for (const Reading& r : in.readings)
      if (auto it = by.find(in.id + "=" + r.id); it != by.end()) mine[it->first] = it->second;
  return mine;
}

// The rules of `info` no registration asserts, as "id (place)".
inline std::vector<std::string> UnassertedRules(const GameInfo& info, const std::vector<RuleAssertion>& all) {
  const auto by = AssertedBy(info, all);
  std::vector<std::string> missing;
  for (const RuleInfo& r : info.rules)
    if (!by.count(r.id)) missing.push_back(fmt::format("{} ({})", r.id, r.place));
  return missing;
}

// The readings of `info` (every reading of every interpretation, the default included) no registration
// asserts, as "interpretation=reading".
inline std::vector<std::string> UnassertedReadings(const GameInfo& info, const std::vector<ReadingAssertion>& all) {
  const auto by = ReadingsAssertedBy(info, all);
  std::vector<std::string> missing;
  for (const Interpretation& in : info.interpretations)
    for (const Reading& r : in.readings)
      if (!by.count(in.id + "=" + r.id)) missing.push_back(in.id + "=" + r.id);
  return missing;
}

// Whether `cases` defines `test` in the file the registration is in (a case of the same name in another
// file is another test).
inline bool DefinedInFile(const TestCaseFiles& cases, const std::string& test, const std::string& file) {
  bool found = false;
  for (auto [it, end] = cases.equal_range(test); it != end; ++it) found = found || FileName(it->second) == FileName(file);
  return found;
}

// What is wrong with each rule registration, one "file:line: ..." line per problem: no test case of that
// name in its file, no rule named, a rule id no game of `games` has.
inline std::vector<std::string> RuleRegistrationProblems(const std::vector<RuleAssertion>& all, const TestCaseFiles& cases,
                                                         const std::vector<const GameInfo*>& games) {
  std::set<std::string> ids;
  for (const GameInfo* info : games)
    for (const RuleInfo& r : info->rules) ids.insert(r.id);
  std::vector<std::string> problems;
  for (const auto& a : all) {
    const std::string at = fmt::format("{}:{}", FileName(a.file), a.line);
    if (!DefinedInFile(cases, a.test, a.file)) problems.push_back(fmt::format("{}: no test case '{}' in this file", at, a.test));
    if (a.rules.empty()) problems.push_back(at + ": names no rule");
    for (const std::string& r : a.rules)
      if (ids.count(r) != 1u) problems.push_back(fmt::format("{}: '{}' is no rule id of any game", at, r));
  }
  return problems;
}

// What is wrong with each reading registration: no test case of that name in its file, no reading named, an
// interpretation no game of `games` has, a reading the interpretation does not have.
inline std::vector<std::string> ReadingRegistrationProblems(const std::vector<ReadingAssertion>& all,
                                                            const TestCaseFiles& cases,
                                                            const std::vector<const GameInfo*>& games) {
  std::map<std::string, std::set<std::string>> readings;
  for (const GameInfo* info : games)
    for (const Interpretation& in : info->interpretations)
      for (const Reading& r : in.readings) readings[in.id].insert(r.id);
  std::vector<std::string> problems;
  for (const auto& a : all) {
    const std::string at = fmt::format("{}:{}", FileName(a.file), a.line);
    if (!DefinedInFile(cases, a.test, a.file)) problems.push_back(fmt::format("{}: no test case '{}' in this file", at, a.test));
    if (a.readings.empty()) problems.push_back(at + ": names no reading");
    const auto it = readings.find(a.interpretation);
    if (it == readings.end()) {
      problems.push_back(fmt::format("{}: '{}' is no interpretation", at, a.interpretation));
      continue;
    }
    for (const std::string& r : a.readings)
      if (it->second.count(r) != 1u) problems.push_back(fmt::format("{}: '{}' is no reading of {}", at, r, a.interpretation));
  }
  return problems;
}

}  // namespace peerage::test
