// What the conformance runner compares at a position, one reply at a time: the engine's status (actor,
// final scores), legal actions (as a set, with chance probabilities when it gives them) and state
// (public, full, every player's observation, or nothing), each against the reference. The lockstep runner
// (lockstep.h) decides when to ask; these say whether the answers agree and, if not, how they differ.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/protocol/client.h"
#include "model/protocol/json_diff.h"

namespace peerage::protocol {

// kPublic: GameInfo::public_state, defaults filled on both sides (the default; a game without a public
// state is compared as kNone). kFull: the reference's canonical JSON (engines that mirror ours).
enum class StateCompare { kNone, kFull, kObservation, kPublic };
const char* StateCompareName(StateCompare c);  // "none", "full", "observation", "public"

struct CompareOptions {
  StateCompare state = StateCompare::kPublic;
  // JSON pointers (RFC 6901, e.g. "/state/phase") into the compared JSON; empty: all of it.
  std::vector<std::string> fields;
  // Steps between state comparisons (status and legal actions are compared at every step); a state that
  // differs at the end of an interval is located at its exact step by replaying the interval with a
  // state comparison at every step. 1: every step.
  int state_every = 64;
};

// Where the engine disagreed with the reference, or failed.
struct Divergence {
  std::string kind;     // actor, legal, probabilities, scores, state, schema, observation, rejected, perft — or a FaultName
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
  // The legal actions only the reference / only the engine lists ("legal", and "actor" when the legal
  // sets differ too), and the actions whose probabilities differ ("probabilities"): what groups it. A
  // "state" divergence whose next decision follows from the engine's state keeps that decision's here.
  std::vector<std::string> missing, extra;
  // "actor": the actor each side names ("p0", "chance", "terminal").
  std::string reference_actor, engine_actor;
};

Divergence MakeDivergence(std::string kind, std::string summary, std::vector<std::string> details = {});

// The reference's legal action texts at `reference`.
std::vector<std::string> LegalTexts(const State& reference);
std::optional<Divergence> CompareStatus(const StatusReply& status, const State& reference);
// `texts`: LegalTexts(reference).
std::optional<Divergence> CompareLegal(const LegalReply& legal, const State& reference,
                                       const std::vector<std::string>& texts);

// Fast paths: true if `reply` is byte for byte the reply the reference server would give to request `id`
// at `reference` (keys sorted, compact), which then needs no parsing to agree. False says nothing: the
// reply is then read and compared in full. Status at a terminal state is never fast.
bool IsCanonicalApplyReply(const std::string& reply, std::int64_t id);
bool IsCanonicalStatusReply(const std::string& reply, std::int64_t id, const State& reference);
bool IsCanonicalLegalReply(const std::string& reply, std::int64_t id, const State& reference,
                           const std::vector<std::string>& texts);

// The state an engine is loaded with under the public comparison: the canonical wrapper (game, players,
// settings, parameters or data file where the game has them, step) around the public inner state, which
// the reference loads. The game must have a public state.
Json PublicStart(const State& reference);

// The state comparison of one game under one option set, prepared once (the schema parsed).
class StateCheck {
 public:
  StateCheck(const GameInfo& game, const CompareOptions& options);
  // The comparison made: options.state, but kNone for kPublic when the game has no public state.
  StateCompare mode() const { return mode_; }
  // Queues the state requests of a position (none, one, or one per player).
  std::vector<RemoteEngine::Queued> Queue(RemoteEngine& engine, int players) const;
  // Compares the replies to Queue's requests (replies[first...]) with `reference`. Throws EngineFault.
  std::optional<Divergence> Check(RemoteEngine& engine, const std::vector<std::string>& replies, std::size_t first,
                                  const std::vector<RemoteEngine::Queued>& queued, const State& reference) const;
  // The reference loaded with the engine's public state (`engine_public`, a state reply under kPublic, in the
  // wrapper of `ref`): what the rules make of the engine's own position. nullptr when the comparison is not
  // kPublic or the state does not load (the engine's state breaks the game's invariants).
  std::unique_ptr<State> ReferenceAt(const Json& engine_public, const State& ref) const;
  // The state to re-synchronise an engine from: under kPublic the canonical wrapper (game, players,
  // settings, parameters or data file where the game has them, step) around the public inner state, which
  // the reference loads; otherwise the canonical JSON.
  Json StartFor(const State& reference) const;

 private:
  std::optional<Divergence> CheckPublic(const Json& engine, const State& reference) const;

  const GameInfo& game_;
  const CompareOptions& options_;
  StateCompare mode_;
  std::shared_ptr<const Json> schema_;  // kPublic: the parsed public schema
};

}  // namespace peerage::protocol
