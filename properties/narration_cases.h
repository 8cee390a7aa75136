// Hand-written narration cases: for each action kind and each public-state field of a game, the sentence a
// person reading the rulebook would write, checked against the game's narrator (GameInfo::narrator).
//
// A game's narration test (properties/games/<folder>/<folder>_narrate_props.cc) lists its cases and calls
// CheckNarrationCases, which checks every case and that the cases together cover every declared action
// kind and every declared field. The expected sentences are written by hand in the test, never produced by
// the narrator: a case is a claim about the rulebook's words, not a snapshot.
#pragma once
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/narrator.h"

namespace peerage::test {

// `action` taken by `actor` (-1: chance) in the public state `state` (a whole public state as
// GameInfo::public_state writes it, usually of a real position reached by a fixed trace) is told as
// `expected`.
struct ActionCase {
  nlohmann::json state;
  std::string action;
  int actor = 0;
  std::string expected;
};

// The difference of `after` from `before` (usually `before` with one field changed by hand) is told by a
// change whose sentence is `expected` and whose field covers `field` (one of Narrator::fields; the change
// may name it or a pattern above it, PatternCovers).
struct FieldCase {
  std::string field;
  nlohmann::json before, after;
  std::string expected;
};

inline void CheckNarrationCases(const GameInfo& info, const std::vector<ActionCase>& actions,
                                const std::vector<FieldCase>& fields) {
  const Narrator& n = info.narrator;
  BOOST_REQUIRE_MESSAGE(!n.empty(), info.name + " has no narrator");
  std::set<std::string> kinds_seen, fields_seen;
  for (const ActionCase& c : actions) {
    const std::string kind(ActionKind(c.action));
    kinds_seen.insert(kind);
    BOOST_CHECK_MESSAGE(std::count(n.action_kinds.begin(), n.action_kinds.end(), kind) == 1,
                        fmt::format("{}: action kind '{}' of '{}' is not declared", info.name, kind, c.action));
    const std::string got = n.action(c.state, c.action, c.actor);
    BOOST_CHECK_MESSAGE(got == c.expected, fmt::format("{}: action '{}' by {}: expected \"{}\", narrated \"{}\"",
                                                       info.name, c.action, c.actor, c.expected, got));
  }
  for (const FieldCase& c : fields) {
    fields_seen.insert(c.field);
    BOOST_CHECK_MESSAGE(std::count(n.fields.begin(), n.fields.end(), c.field) == 1,
                        fmt::format("{}: field '{}' is not declared", info.name, c.field));
    const std::vector<NarratedChange> got = n.differences(c.before, c.after);
    bool found = false;
    std::string told;
    for (const NarratedChange& ch : got) {
      told += fmt::format(" [{}: {}]", ch.field, ch.sentence);
      // The value told alone (NarratedChange::alone) where the sentence tells it against `before`.
      found = found || (PatternCovers(ch.field, c.field) && (ch.sentence == c.expected || ch.alone == c.expected));
    }
    BOOST_CHECK_MESSAGE(found, fmt::format("{}: field '{}': expected \"{}\"; narrated{}", info.name, c.field,
                                           c.expected, told.empty() ? " nothing" : told));
  }
  for (const std::string& k : n.action_kinds)
    BOOST_CHECK_MESSAGE(kinds_seen.count(k), fmt::format("{}: action kind '{}' has no hand-written case", info.name, k));
  for (const std::string& f : n.fields)
    BOOST_CHECK_MESSAGE(fields_seen.count(f), fmt::format("{}: field '{}' has no hand-written case", info.name, f));
}

}  // namespace peerage::test
