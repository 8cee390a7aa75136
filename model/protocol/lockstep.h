// Lockstep: one test case played on the engine under test and on the reference side by side, comparing
// after every step (actor, terminal and scores, legal action sets, chance probabilities when the engine
// gives them, and the state: full, observations, or chosen JSON pointers) and stopping at the first
// divergence.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/protocol/client.h"

namespace peerage::protocol {

enum class StateCompare { kNone, kFull, kObservation };
const char* StateCompareName(StateCompare c);  // "none", "full", "observation"

struct CompareOptions {
  StateCompare state = StateCompare::kFull;
  // JSON pointers (RFC 6901, e.g. "/state/phase") into the compared JSON; empty: all of it.
  std::vector<std::string> fields;
};

// A test case: a game configuration, an optional start state, and the actions both sides take.
// A perft case also carries the node counts the engine must reproduce from the position the actions
// lead to.
struct Case {
  std::string source;  // "trace", "golden", "perft", "random", "explore"
  std::string name;
  GameConfig config;
  std::shared_ptr<const Json> start;
  std::vector<std::string> actions;  // canonical text
  std::vector<std::uint64_t> perft;  // perft[d-1]: expected count at depth d (perft cases only)
};

// Where the engine first disagreed with the reference, or failed.
struct Divergence {
  std::string kind;     // actor, legal, probabilities, scores, state, observation, rejected, perft — or a FaultName
  bool fault = false;   // an engine fault (crash, timeout, ...) rather than a rule divergence
  // Actions taken when it showed: the comparison after `step` actions failed, or applying action
  // step-1 failed (engine refused it or faulted); so `action` below is action step-1 of the case.
  int step = 0;
  int needed = 0;       // leading actions of the case that reproduce it (usually `step`)
  std::string action;   // action step-1 ("" at the start)
  std::string actor;    // who took it
  std::vector<std::string> rules;    // rule ids the reference applied in that step
  std::string summary;               // one line
  std::vector<std::string> details;  // missing/extra actions, differing fields with both values
  // The decision the reference was asking for where it showed (rule divergences only): who was to act,
  // the reference state's "phase" field (empty if it has none), and the kinds of its legal actions
  // (each action text up to its first ':', distinct, in the reference's order).
  std::string to_act, phase;
  std::vector<std::string> decision;
  bool resynced = false;  // found after the engine was re-synchronised from the reference's state
};

// "p1 to act, phase main, choosing among buy, pass" (empty for faults).
std::string DecisionText(const Divergence& d);
// What makes two divergences the same bug: kind, decision (phase and action kinds, not the seat) and the
// reference's rule ids of the step before.
std::string Signature(const Divergence& d);

struct LockstepResult {
  std::optional<Divergence> divergence;  // the first
  std::vector<Divergence> divergences;   // all of them, in order (more than one only when re-synchronising)
  int steps = 0;                         // actions applied to both sides
  std::optional<ErrorInfo> declined;     // the engine refused the case's new_game (bad-config or bad-state)
  std::optional<ErrorInfo> resync_refused;  // the engine refused new_game with a start: it cannot load states
};

// The reference state a case starts from (its start state or the initial state of its config).
// Throws peerage::Error if the case's configuration or start state is bad.
std::unique_ptr<State> CaseStart(const Case& c);
// True if every action of `c` is legal, in order, in the reference.
bool ValidInReference(const Case& c);

// Plays `c` on `engine` (connected) and the reference. Engine faults become a Divergence with fault set
// (the engine process is then gone); a case action the reference rejects throws peerage::Error.
// With max_divergences > 1, a rule divergence does not end the case: the engine is re-synchronised from
// the reference's state (new_game with start) and the case goes on, until max_divergences are found, a
// fault, or the engine refuses the start state (resync_refused; the case then ends as with 1).
LockstepResult RunLockstep(RemoteEngine& engine, const Case& c, const CompareOptions& options,
                           int max_divergences = 1);

// Compares one position (the engine already there): status, legal actions, probabilities, state.
// Returns the divergence (step and action fields left for the caller). Throws EngineFault.
std::optional<Divergence> ComparePosition(RemoteEngine& engine, const State& reference,
                                          const CompareOptions& options);

// Sets to_act, phase and decision of `d` from the reference at the position where it showed.
void Locate(Divergence& d, const State& reference);

// Sorted-set difference of legal action texts: lines "missing in engine: a, b" / "extra in engine: c".
std::vector<std::string> LegalDiff(const std::vector<std::string>& reference, const std::vector<std::string>& engine);
// Differences between two JSON values as lines "<pointer>: reference <v>, engine <w>" (at most `limit`),
// values in full. Lists are compared per element: "<pointer>: first differing index i: reference <v>,
// engine <w>", then "<pointer>: only in reference: <v>" / "only in engine: <w>" per element (as
// multisets; "same elements in another order" when there are none); lists of equal length whose elements
// are objects or lists are compared index by index instead.
std::vector<std::string> JsonDiff(const Json& reference, const Json& engine, std::size_t limit = 12);

}  // namespace peerage::protocol
