// Lockstep: one test case played on the engine under test and on the reference side by side, comparing
// after every step the actor, terminal and scores, legal action sets and chance probabilities (when the
// engine gives them), and the state (public, full, observations, or chosen JSON pointers: compare.h) every
// CompareOptions::state_every steps and at the end, stopping at the first divergence.
//
// Requests are pipelined: the requests of an interval (apply, status, legal per step, the state at its
// end) are written in one go and their replies read afterwards, as an engine reading line by line answers
// them. A divergence is still reported at its exact step with what a per-step comparison would have
// found first: where any comparison fails inside an interval, the engine is put back at the interval's
// start (new_game with the state it last loaded, then the actions since) and the interval replayed with
// the state compared at every step.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/protocol/compare.h"

namespace peerage::protocol {

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
  // Set for a golden trace or perft position recorded under readings other than the game's defaults (a
  // variant case: source "variant"): those readings, "id=reading, ...".
  std::string variant;
  // False: the start position itself is not compared (a witness cut from a longer case looks only at what
  // its actions lead to; its start may show other differences the run grouped elsewhere).
  bool compare_start = true;
};

// "p1 to act, phase main, choosing among buy, pass" (empty for faults).
std::string DecisionText(const Divergence& d);
// What makes two divergences the same bug: what differs, not what happened before. A decision ("legal", or
// "actor" with the legal actions) by the phase and the kinds of the actions only one side lists (and the
// roles, player or chance, each side gives the turn to); a refused action by phase and kind; wrong
// probabilities by the outcomes' kinds; a "state" or "observation" divergence by the fields that
// differ (JSON pointers, list indices as "*"), whichever action exposed it; a "schema" divergence
// (a state reply that does not follow the game's public schema) by its first violation.
std::string Signature(const Divergence& d);
// True if two divergences show the same difference seen from two positions, so that they are one group:
// the same signature; or two decisions in the same phase (and with the same roles to act) where the
// engine leaves out, or adds, actions of a common kind; or two state (observation) divergences with a
// common field (one pattern the other or inside it); or a refused action and a decision in its phase that
// leaves out (only) actions of its kind. A bug's divergences differ from position to position
// in what else is legal or which other fields it touches; two bugs that touch one field are one group.
bool SameDifference(const Divergence& a, const Divergence& b);
// The difference a signature stands for, in a sentence ("the engine does not offer 'duel' actions in phase
// dueling that the reference offers").
std::string DifferenceText(const Divergence& d);

struct LockstepResult {
  std::optional<Divergence> divergence;  // the first
  std::vector<Divergence> divergences;   // all of them, in order (more than one only when re-synchronising)
  int steps = 0;                         // actions applied to both sides
  std::optional<ErrorInfo> declined;     // the engine refused the case's new_game (bad-config or bad-state)
  std::optional<ErrorInfo> resync_refused;  // the engine refused to load the reference's state (the case ended there)
  int resyncs = 0;                          // re-synchronisations the engine accepted
};

// The reference state a case starts from (its start state or the initial state of its config).
// Throws peerage::Error if the case's configuration or start state is bad.
std::unique_ptr<State> CaseStart(const Case& c);
// True if every action of `c` is legal, in order, in the reference.
bool ValidInReference(const Case& c);

// Plays `c` on `engine` (connected) and the reference. Engine faults become a Divergence with fault set
// (the engine process is then gone); a case action the reference rejects throws peerage::Error.
// At a divergence everything is compared at that position (actor, legal actions, scores, state), each
// difference recorded on its own. Unless max_divergences is reached (0: no limit; 1: stop at the first),
// a rule divergence does not end the case: the engine is re-synchronised from the reference's state
// (new_game with start: StateCheck::StartFor) and the case goes on, until its end, a fault, a "schema"
// divergence (the engine's state replies are in the wrong shape), a finished game (never re-synchronised
// from), or the engine refuses the state (resync_refused; that case then ends there).
LockstepResult RunLockstep(RemoteEngine& engine, const Case& c, const CompareOptions& options,
                           int max_divergences = 1);

// Sets to_act, phase and decision of `d` from the reference at the position where it showed.
void Locate(Divergence& d, const State& reference);

}  // namespace peerage::protocol
