// The answer to one solver query, as reports and the CLI show it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "model/core/trace.h"

namespace peerage {

struct SolverAnswer {
  std::string id;           // e.g. "dn.duel-empties-both-courtyards"
  // The interpretations whose question it bears on (ids); their report entries show the answer and use its
  // confirmed witness as an example where the searches found none. Empty: it bears on rules no reading
  // changes, and stands in the report's solver section alone.
  std::vector<std::string> interpretations;
  std::string question;     // the rule question, in words
  std::string verdict;      // "sat" (possible: witness found), "unsat" (proved impossible), "unknown"
  std::string answer;       // the answer in words, e.g. "Yes: a tied duel between two 1-stamina Nobles ..."
  std::optional<Trace> witness;  // a trace (usually with a start state) that the engine replays
  bool confirmed = false;        // the engine replayed the witness/checked the proof's consequence
  std::string confirmation;      // what the replay showed, in words
  // An "unsat" answer over the shipped components proving the situation its interpretations turn on never
  // arises with them (an.double-run-out-shipped-data: no refill empties two decks). Where the entry's only
  // examples are built (a solver's model with other cards), the report lists the question under "Questions
  // these components never raise" (UnraisedQuestion).
  bool never_with_shipped = false;
};

}  // namespace peerage
