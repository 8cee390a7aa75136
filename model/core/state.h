// The state machine every engine implements, and the bookkeeping the kernel does once for all games.
//
// A game derives from State and implements only the Do* hooks (its rules). The kernel validates actions,
// records history, counts rule firings, records findings, hashes and serialises.
//
// Players are 0..n-1. Chance (dice, each card drawn) is the pseudo-player kChance; its outcomes have
// exact probabilities, so the action history alone reproduces a game.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "model/core/catalogue.h"
#include "model/core/game.h"
#include "model/core/rational.h"

namespace peerage {

using Action = std::int32_t;
using Json = nlohmann::json;

class Rng;

inline constexpr int kChance = -1;
inline constexpr int kTerminal = -2;

struct ChanceOutcome {
  Action action;
  Rational probability;
};

struct InvariantViolation {
  std::string name;    // e.g. "dn.cards-conserved"
  std::string detail;  // what is wrong, with values
};

// Collects invariant violations; an engine checks each invariant with a name. Checks run after every
// action in validating playouts and fuzzing, so a passing check must cost nothing: pass the detail as a
// lambda (`[&] { return fmt::format(...); }`) and it is only built when the check fails.
class InvariantReport {
 public:
  // Records a violation named `name` unless `ok` holds.
  void Check(bool ok, std::string_view name, std::string_view detail) {
    if (!ok) violations_.push_back({std::string(name), std::string(detail)});
  }
  template <class Detail>
    requires std::is_invocable_r_v<std::string, Detail>
  void Check(bool ok, std::string_view name, Detail&& detail) {
    if (!ok) violations_.push_back({std::string(name), detail()});
  }
  std::vector<InvariantViolation>& violations() { return violations_; }

 private:
  std::vector<InvariantViolation> violations_;
};

class State {
 public:
  explicit State(std::shared_ptr<const GameContext> context);
  State(const State&) = default;
  State& operator=(const State&) = delete;
  virtual ~State() = default;

  // --- queries --------------------------------------------------------------------------------
  const GameContext& context() const { return *context_; }
  std::shared_ptr<const GameContext> shared_context() const { return context_; }
  const GameInfo& info() const { return *context_->info; }
  int NumPlayers() const { return context_->players; }

  // A player 0..n-1, kChance or kTerminal.
  int CurrentPlayer() const { return DoCurrentPlayer(); }
  bool IsTerminal() const { return CurrentPlayer() == kTerminal; }
  bool IsChance() const { return CurrentPlayer() == kChance; }

  // Legal actions, sorted ascending and unique; empty iff terminal. At a chance node: the outcomes.
  std::vector<Action> LegalActions() const;
  void LegalActions(std::vector<Action>& out) const;  // into a reused buffer
  bool IsLegal(Action action) const;

  // At a chance node: (outcome, exact probability), sorted by action, probabilities summing to 1.
  std::vector<ChanceOutcome> ChanceOutcomes() const;
  void ChanceOutcomes(std::vector<ChanceOutcome>& out) const;  // into a reused buffer
  // At a chance node: one outcome drawn with `rng` exactly as SampleChance(ChanceOutcomes(), rng) would
  // draw it (same outcome, same random numbers used); nullopt if there is no outcome. Games may override
  // DoSampleChance to draw without listing every outcome (a property checks the equivalence).
  std::optional<Action> SampleChanceOutcome(Rng& rng) const { return DoSampleChance(rng); }

  // Canonical text of an action; ParseAction(ActionToString(a)) == a for every legal a.
  std::string ActionToString(Action action) const { return DoActionToString(action); }
  // Parses canonical text; nullopt if the text names no action of this game.
  std::optional<Action> ParseAction(std::string_view text) const { return DoParseAction(text); }

  // Final scores (terminal states only) and the ranking derived from them: rank[p] = 1 + number of
  // players strictly ahead of p. Equal ranks are shared wins or draws.
  std::vector<std::int64_t> Scores() const;
  std::vector<int> Ranking() const;
  // A drawn game (terminal states only): nobody won, as the rules say of it (a Dueling Nobles turn limit),
  // as opposed to a shared win (every player ranked first because the rules let them share it). Equal
  // ranks alone cannot tell the two apart; games without draws keep the default (false).
  bool IsDraw() const { return DoIsDraw(); }
  // Terminal states: why the tie-break orders players p and q, level on points, as it does, in the
  // rulebook's terms ("p1 keeps 1 gold after buying prestige, p3 1; each controls 1 province alone"); ""
  // where the game's tie-break has nothing to tell (report examples say only where it leaves them).
  std::string TieBreakWhy(int p, int q) const { return DoTieBreakWhy(p, q); }
  // Why `action` (canonical text) may not be taken here, in the rulebook's terms, where the game can say it
  // (Noblemen: Treachery with no group to play a Men-at-Arms on); "" where it cannot, or the action is legal.
  // Report examples give it after a line's "may not do what ... allows".
  std::string WhyNotLegal(std::string_view action) const { return DoWhyNotLegal(action); }

  // --- changes --------------------------------------------------------------------------------
  // Validates, then applies. Throws IllegalActionError (state unchanged) if `action` is not legal.
  void ApplyAction(Action action);
  // Parses canonical text and applies; throws IllegalActionError naming the text.
  void ApplyActionText(std::string_view text);
  // Fast path for drivers that took `action` from LegalActions() of this very state.
  void ApplyLegalAction(Action action);

  std::unique_ptr<State> Clone() const { return DoClone(); }

  // --- serialisation ----------------------------------------------------------------------------
  // Canonical JSON of the full state (keys sorted): {"game","players","settings","step","state"}.
  Json ToJson() const;
  // What `player` may know: hidden information of others (and face-down decks) removed.
  Json ObservationJson(int player) const;
  // Stable 64-bit hash: FNV-1a of the canonical JSON text. Same state, same hash, on every machine.
  std::uint64_t Hash() const;
  // Every invariant violation (kernel checks plus the game's own), empty when all hold.
  std::vector<InvariantViolation> CheckInvariants() const;

  // A state the observer cannot tell from this one: hidden information of the other players (and
  // face-down decks) redrawn consistently with what `observer` sees, using `seed`. Games without
  // hidden information return a plain clone. Used to check that observations do not leak.
  std::unique_ptr<State> ResampleHidden(int observer, std::uint64_t seed) const {
    return DoResampleHidden(observer, seed);
  }

  // --- bookkeeping ------------------------------------------------------------------------------
  // Actions applied since the start state (the initial state, or a state loaded by StateFromJson).
  const std::vector<Action>& History() const { return history_; }
  const std::vector<int>& HistoryActors() const { return actors_; }
  // Steps since the initial state (a loaded state carries its recorded step count).
  int Step() const { return base_step_ + static_cast<int>(history_.size()); }
  // The loaded start state's canonical JSON, or null when the game began at the initial state.
  const std::shared_ptr<const Json>& StartState() const { return start_; }
  // Per rule index (info().rules), how often it fired since the start of the game.
  const std::vector<std::uint32_t>& RuleCounts() const { return rule_counts_; }
  // Rule indices fired by the most recent ApplyAction, in firing order.
  const std::vector<RuleId>& StepRules() const { return step_rules_; }
  // How the most recent ApplyAction was resolved, in the rulebook's terms, where the rules add up parts the
  // state does not keep (a duel's strengths and bonuses, a score's sources): one sentence per part, told by
  // the game (Tell) only while explaining is on (off by default: play and playouts format nothing). conform
  // shows them on a line whose difference such a step decides (docs/protocol.md).
  const std::vector<std::string>& StepParts() const { return step_parts_; }
  // Whether StepParts()[k] was told as an aside (TellAside): context worth saying only where it differs.
  bool StepPartAside(std::size_t k) const {
    return std::find(step_asides_.begin(), step_asides_.end(), k) != step_asides_.end();
  }
  // Whether the parts were told as a sequence of events (TellInSequence: one Effect after another), not as a
  // reckoning that ends in a verdict (a duel's strengths, then who wins): reports then tell them in order.
  bool StepPartsInSequence() const { return in_sequence_; }
  // Whether StepParts()[k] was told by TellAfter: an event that follows the part before it in time.
  bool StepPartAfter(std::size_t k) const {
    return std::find(step_afters_.begin(), step_afters_.end(), k) != step_afters_.end();
  }
  void SetExplaining(bool on) { explaining_ = on; }
  bool Explaining() const { return explaining_; }
  const std::vector<Finding>& Findings() const { return findings_; }

 protected:
  // --- the game implements these -------------------------------------------------------------------
  virtual int DoCurrentPlayer() const = 0;
  // Append legal actions (chance outcomes at chance nodes) to `out` (already cleared); sortedness and
  // uniqueness are checked by the generic property suite, not re-established here.
  virtual void DoLegalActions(std::vector<Action>& out) const = 0;
  virtual void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const = 0;
  // Default: list the outcomes and sample them (SampleChance).
  virtual std::optional<Action> DoSampleChance(Rng& rng) const;
  virtual std::string DoActionToString(Action action) const = 0;
  virtual std::optional<Action> DoParseAction(std::string_view text) const = 0;
  // Apply a legal action. Must not throw for a legal action.
  virtual void DoApplyAction(Action action) = 0;
  virtual std::vector<std::int64_t> DoScores() const = 0;
  // Games whose ranking is not "higher score is better" (tie-breaks) override this.
  virtual std::vector<int> DoRanking() const;
  virtual bool DoIsDraw() const { return false; }
  virtual std::string DoTieBreakWhy(int /*p*/, int /*q*/) const { return ""; }
  virtual std::string DoWhyNotLegal(std::string_view /*action*/) const { return ""; }
  virtual std::unique_ptr<State> DoClone() const = 0;
  virtual Json DoToJson() const = 0;
  virtual Json DoObservationJson(int player) const = 0;
  virtual void DoCheckInvariants(InvariantReport& report) const = 0;
  virtual std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t seed) const = 0;

  // --- kernel services for the game ----------------------------------------------------------------
  void Fire(RuleId rule);
  // Records one part of how the action being applied is resolved (StepParts); call only when Explaining().
  void Tell(std::string part) { step_parts_.push_back(std::move(part)); }
  // As Tell, for a part that matters only where two readings tell it otherwise (a scoring both apply alike
  // beside the one a question is about, a further duel after the verdict): report examples leave it out
  // where the compared reading tells it too.
  void TellAside(std::string part) {
    step_asides_.push_back(step_parts_.size());
    step_parts_.push_back(std::move(part));
  }
  // As Tell, for one event of a sequence (an Effect followed, then the next): StepPartsInSequence.
  void TellInSequence(std::string part) {
    in_sequence_ = true;
    step_parts_.push_back(std::move(part));
  }
  // As Tell, for an event that follows the parts told before it, once they are over (the next turn's Income
  // after a duel's verdict): a report whose point it is tells the part before it first ("p0's Queen wins
  // the duel; then p1's turn begins, and its Income ...").
  void TellAfter(std::string part) {
    step_afters_.push_back(step_parts_.size());
    step_parts_.push_back(std::move(part));
  }
  // Records a finding about the action being applied (Finding::step = steps before it).
  void RecordFinding(FindingKind kind, std::vector<RuleId> rules, int interpretation_index,
                     std::string detail);
  int Reading(int interpretation_index) const { return context_->readings[interpretation_index]; }

 private:
  void ApplyUnchecked(Action action, int actor);

  friend std::unique_ptr<State> StateFromJson(const Json& json, const std::string& where);

  std::shared_ptr<const GameContext> context_;
  std::shared_ptr<const Json> start_;
  int base_step_ = 0;
  std::vector<Action> history_;
  std::vector<int> actors_;
  std::vector<std::uint32_t> rule_counts_;
  std::vector<RuleId> step_rules_;
  std::vector<std::string> step_parts_;
  std::vector<std::size_t> step_asides_;  // indices into step_parts_ told by TellAside
  std::vector<std::size_t> step_afters_;  // indices into step_parts_ told by TellAfter
  bool explaining_ = false;
  bool in_sequence_ = false;  // some step part was told by TellInSequence
  std::vector<Finding> findings_;
};

// Builds a state from canonical JSON (as ToJson writes it): checks game, players and settings, lets the
// game read its part, then runs the invariant checks. Throws ParseError/ConfigError naming `where`.
std::unique_ptr<State> StateFromJson(const Json& json, const std::string& where);

// Hash of the state `step` steps into `state`'s game (replayed from its start): e.g. the state in which
// a finding's triggering action was taken.
std::uint64_t StateHashAtStep(const State& state, int step);

// Ranking helper: rank[p] = 1 + number of players whose key is strictly greater than p's.
std::vector<int> RankByKeys(const std::vector<std::vector<std::int64_t>>& keys);

// FNV-1a 64-bit, for stable hashes of canonical text.
std::uint64_t Fnv1a64(std::string_view bytes);
std::string HashHex(std::uint64_t hash);  // 16 lower-case hex digits

}  // namespace peerage
