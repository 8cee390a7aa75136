// Conditions: the facts of a position that decide a conform group (model/analysis/deciding_facts.h), so that
// its line says under which condition the engine goes wrong ("where p0's King of Clubs has 1 Stamina: the
// engine offers 'tax' actions ...") and two bugs that share an action kind at one decision, but not their
// condition, are two groups.
//
// A group's condition is looked for at one position, changed one public-state field at a time and loaded
// into the engine as a start state (new_game with start, as re-synchronisation loads it): for a decision (the
// legal actions, the actor, chance probabilities, how a position loads) the position where it shows, with
// no action; for what an action shows (a state, a refusal, final scores) the position before that action,
// and the action.
#pragma once
#include <string>
#include <vector>

#include "model/protocol/lockstep.h"

namespace peerage::protocol {

// True for a difference seen at a position itself (legal, actor, probabilities, loading).
bool IsDecision(const Divergence& d);
// True if a condition is looked for at all: a rule divergence other than a reply in the wrong shape or a
// perft count.
bool HasCondition(const Divergence& d);
// The case a condition is looked for with (see above); `c`'s first d.step actions reach the divergence.
// Its start is the position's public wrapper (PublicStart). Throws peerage::Error for a bad case.
Case ConditionCase(const Case& c, const Divergence& d);
// "where A and B: " + text, or text when there is no condition.
std::string WithCondition(const std::vector<std::string>& condition, const std::string& text);

}  // namespace peerage::protocol
