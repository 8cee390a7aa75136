// Exact search over the decisions of a one-player game from a given state (usually a dealt deal):
// the best expected score (expectimax: max over the player's actions, exact-probability expectation over
// chance outcomes), the best score with perfect foresight (max over chance outcomes too), and the exact
// expected score of uniformly random play, all in one pass with a transposition table. Also the exact
// expected score of a deterministic policy (e.g. a greedy one). Works for any registered game with one
// player through the kernel API; a game may give a fast state key (GameInfo::search_key).
//
// Never a silent wrong answer: a search that hits its node limit, or meets a state twice on one path
// (the values of a cyclic game are undefined), returns exhausted = false with the reason, and its values
// must not be used. Probabilities are the engine's exact rationals; they are accumulated in double
// (a rational sum over thousands of chance nodes overflows 64 bits); properties check the sums against
// exact rational enumeration on small states.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/core/state.h"

namespace peerage {

// Writes a key identifying `state` for the search: two states with equal keys must have the same future
// (legal actions, chance outcomes and probabilities, scores). Default: the canonical JSON of the game's
// part of the state (the "state" member; the step count and history are left out).
using StateKeyFn = std::function<void(const State& state, std::string& out)>;
// The game's own key if its GameInfo has a search_key, else the canonical-JSON key.
StateKeyFn SearchKeyFor(const GameInfo& info);
void CanonicalStateKey(const State& state, std::string& out);

struct SolitaireOptions {
  std::uint64_t max_nodes = 2'000'000;  // states expanded (table hits not counted); over it: not exhausted
  bool transposition = true;            // false: every path is expanded again (for tests and timing)
  std::uint64_t max_table = 8'000'000;  // entries kept; beyond it no new entries (still exact, slower)
  StateKeyFn key;                       // empty: SearchKeyFor(state.info())
  // SolveForesightMax only: 0 = one depth-first pass; otherwise restarts, round i expanding at most
  // restart_nodes * Luby(i) states in a fresh random order of equally bounded children (seeded, so the
  // result is reproducible); max_nodes still caps the total. The value is exact either way.
  std::uint64_t restart_nodes = 0;
  // SolveForesightMax only: consider only lines whose every chance node after `start` has a single outcome
  // (probability 1). The player can follow such a line for certain, so its score is the value of a
  // deterministic strategy: the maximum over these lines is a lower bound on best_expected, and where it
  // reaches an upper bound on every score (e.g. the game's score bound at `start`) it IS best_expected.
  bool certain_only = false;
  // SolveSureTarget only: the rounds allow min_branchings, min_branchings + 1, ... up to max_branchings
  // chance nodes with several outcomes on one line (starting above 0 skips the certain-line round, which
  // may never finish on its own).
  int min_branchings = 0;
  int max_branchings = 8;
};

struct SolitaireResult {
  bool exhausted = false;  // the whole tree below the start was searched; values valid only if true
  std::string why_not;     // reason when not exhausted
  double best_expected = 0;      // max over actions, expectation over chance
  std::int64_t best_foresight = 0;  // max over actions and chance outcomes (all chance known in advance)
  double random_expected = 0;    // uniform choice among the legal actions, expectation over chance
  std::int64_t worst = 0;        // min over actions and chance outcomes
  std::uint64_t nodes = 0, table_hits = 0, table_entries = 0;
  double seconds = 0;  // wall time (varies by machine; never part of a deterministic report)
  // One optimal line for best_expected: the player's best action at each decision, and the most likely
  // chance outcome (lowest action on ties) at each chance node, from the start to the end.
  std::vector<Action> line;
};

// Searches from `start` (a player or chance node of a one-player game). Throws Error if the game has
// more than one player.
SolitaireResult SolveSolitaire(const State& start, const SolitaireOptions& options = {});

// A deterministic policy: the action to take among `legal` (non-empty) at a player node.
using DeterministicPolicy = std::function<Action(const State& state, const std::vector<Action>& legal)>;

// ---- perfect-foresight maximum by branch and bound ------------------------------------------------------
// An admissible upper bound on the final score reachable from `state` by any choices and any chance
// outcomes: it must never be below the exact maximum (properties check this on solved endgames).
using ScoreBoundFn = std::function<std::int64_t(const State& state)>;

struct ForesightResult {
  bool exhausted = false;  // the value is exact only if true
  std::string why_not;
  // A line to a terminal state was found. Always true when exhausted, except with certain_only: then an
  // exhausted search without one proves that no line of certain chance ends the game.
  bool found = false;
  // Exhausted: the max over actions and chance outcomes of the final score. Not exhausted but found: the
  // best final score found so far, reached by `line` (a lower bound on the max; with certain_only, on the
  // best expected score).
  std::int64_t max = 0;
  std::vector<Action> line;  // actions (player and chance) from the start to a terminal state scoring `max`
  std::uint64_t nodes = 0, table_hits = 0, pruned = 0, table_entries = 0;
  double seconds = 0;  // wall time (never part of a deterministic report)
};
// Depth-first max over player actions and chance outcomes with a global incumbent (the best final score
// found so far): a state whose bound is <= the incumbent is not expanded; a fully searched state is kept
// in a visited table (every score below it is <= the incumbent from then on, so a revisit adds nothing).
// `first` (optional) is tried first at player nodes (e.g. greedy play), so a good incumbent comes early.
// An empty `bound` searches without pruning (for tests). The result equals SolveSolitaire's best_foresight.
ForesightResult SolveForesightMax(const State& start, const ScoreBoundFn& bound, const SolitaireOptions& options = {},
                                  const DeterministicPolicy& first = {});

// Nested Monte Carlo search for a high-scoring line: level 0 a uniformly random playout (seeded), level k
// every move of the current position tried with level k-1, the best line kept and followed. With
// options.certain_only only lines of certain chance (SolitaireOptions); options.max_nodes caps the actions
// applied. It stops early once a line reaches `bound` at the start (if given). The result is never
// exhausted (a heuristic proves no maximum): `found`, `max` and `line` are the best line found, real play
// from `start` to the end. `policy` (optional): at a player node of a playout, policy_percent % of the time
// its move is taken (if allowed) instead of a random one.
ForesightResult SolveNestedMonteCarlo(const State& start, const ScoreBoundFn& bound, int level,
                                      const SolitaireOptions& options = {}, std::uint64_t seed = 1,
                                      const DeterministicPolicy& policy = {}, int policy_percent = 0);

struct PolicyValue {
  bool exhausted = false;
  std::string why_not;
  double expected = 0;  // exact expectation over chance of the policy's score (double accumulation)
  std::uint64_t nodes = 0;
};
PolicyValue EvaluatePolicy(const State& start, const DeterministicPolicy& policy,
                           const SolitaireOptions& options = {});

// The state after the setup: chance outcomes drawn with a seeded Rng from the initial state until the
// first player decision (or the end). Deal `index` of a run seeded with `seed` uses SubSeed(seed, index).
std::unique_ptr<State> DealFor(std::shared_ptr<const GameContext> context, std::uint64_t seed,
                               std::uint64_t index);
// Where `peerage best --save-lines DIR` writes a line of deal `deal` (`kind`: "foresight" or "certain"):
// DIR/GAME-seedS-dealD.KIND.trace.json, with "--ID=READING" before ".KIND" for each reading of `context` that
// is not its interpretation's default (catalogue order), so lines under different readings never collide.
std::string DealLinePath(const std::string& dir, const GameContext& context, std::uint64_t seed, std::uint64_t deal,
                         const std::string& kind);

// ---- a strategy that reaches a target for certain ------------------------------------------------------
// Is there a strategy — the player's choices may depend on every chance outcome seen so far — under which
// EVERY line ends with a score of at least `target`? An AND-OR search: a player node needs one such child,
// a chance node needs all of its outcomes; proved and refuted states are kept in tables. A line of certain
// chance (SolitaireOptions::certain_only) is the special case without chance branching. Where `target` is
// an upper bound on every score (e.g. the game's score bound at the start), proved means the best expected
// score is exactly `target` and refuted means it is below (an expectation equals the maximum only if
// every line reaches it). A state whose `bound` is below the target is refuted without expansion.
// Rounds of iterative deepening allow 0, 1, 2, ... chance nodes with several outcomes per line (round 0 is
// the certain-line search), so strategies that branch little are found first; refuted needs a round in
// which no line ran out of its allowance; beyond max_branchings rounds the search gives up (not exhausted).
struct SureResult {
  bool exhausted = false;  // the answer is valid only if true
  std::string why_not;
  bool proved = false;     // a strategy exists (see strategy); false: refuted
  int branchings = 0;      // proved: the most chance nodes of several outcomes on one of its lines
  // The strategy: for each player decision it reaches, the canonical-state digest (StrategyKey) and the
  // action. Following it from `start`, every chance outcome included, always ends at >= target.
  std::vector<std::pair<std::uint64_t, Action>> strategy;
  std::uint64_t nodes = 0, proved_entries = 0, refuted_entries = 0;
  double seconds = 0;  // wall time (never part of a deterministic report)
};
SureResult SolveSureTarget(const State& start, std::int64_t target, const ScoreBoundFn& bound,
                           const SolitaireOptions& options = {}, const DeterministicPolicy& first = {});
// The state digest strategies are keyed by: FNV-1a 64 of the canonical JSON's "state" member (the game's
// part: no step count, no history), so a strategy file is independent of the search's own keys.
std::uint64_t StrategyKey(const State& state);

// ---- best play over a horizon, then a policy ------------------------------------------------------------
// The exact expected score of the strategy "the best choices for the next `decisions` player decisions of
// every line (chance exact), then `policy` to the end": expectimax over the first `decisions` decisions
// with the policy's exact value below them. It is the value of a strategy the player can follow, so it is
// a lower bound on the best expected score; it never decreases as `decisions` grows (the longer horizon can
// copy the shorter one's choices and then the policy's) and equals the best expected score once `decisions`
// reaches the length of the longest line. `decisions` 0: the policy's own value (EvaluatePolicy).
struct HorizonResult {
  bool exhausted = false;  // the value is exact only if true
  std::string why_not;
  double expected = 0;
  Action first = -1;  // the strategy's choice at `start` (start must be a player node for it to be set)
  std::uint64_t nodes = 0, table_entries = 0;
  double seconds = 0;  // wall time (never part of a deterministic report)
};
HorizonResult SolveHorizon(const State& start, const DeterministicPolicy& policy, int decisions,
                           const SolitaireOptions& options = {});

// Plays `decisions` player decisions of `state` with `policy` (chance drawn with Rng(seed)), in place;
// stops early at the end of the game.
void AdvanceByPolicy(State& state, const DeterministicPolicy& policy, int decisions, std::uint64_t seed);

// Where a whole deal is too large to search, its endgame: the policy plays the deal (chance drawn with
// Rng(seed)) and the exact search is run from the positions on that line, latest first, each search with
// what is left of `node_budget`; the result is the earliest position whose search was exhausted.
struct EndgameResult {
  int decisions = 0;   // player decisions on the policy's line
  int from = -1;       // decision index of the searched position (-1: not even the last one was solved)
  SolitaireResult best;  // from that position
  PolicyValue policy;    // the policy's exact expected score from that position
  std::uint64_t nodes = 0;  // all searches together
};
EndgameResult SolveEndgame(const State& deal, const DeterministicPolicy& policy, std::uint64_t seed,
                           std::uint64_t node_budget, const SolitaireOptions& options = {});

}  // namespace peerage
