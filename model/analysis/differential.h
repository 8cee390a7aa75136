// Interpretation-differential search: for one interpretation and two of its readings, find an action
// sequence after which the two readings disagree (legal actions, state, findings or outcome), and shrink
// it. "Never diverged in N games" is reported with the budget spent.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/trace.h"

namespace peerage { class State; }

namespace peerage {

struct Divergence {
  std::string kind;    // "legal-actions", "state", "outcome"
  std::string detail;  // what differs, in words (first differing action or JSON path)
  int step = 0;        // actions played before the divergence shows
  Trace witness;       // under reading_a; replaying it under reading_b shows the difference at its end
};

struct DifferentialResult {
  std::string interpretation, reading_a, reading_b;
  std::uint64_t games = 0;   // playouts tried (both directions)
  std::uint64_t steps = 0;   // lockstep steps executed
  std::uint64_t shrink_replays = 0;
  std::optional<Divergence> divergence;  // the shortest found, shrunk
};

struct DifferentialOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 50;       // playouts per direction
  int max_steps = 2000;           // per playout (before the game's declared maximum)
  std::uint64_t shrink_budget = 400;  // replays spent on delta debugging
  std::string data_file;              // a user's data file (games with one); "": the shipped data
  // Other interpretations set on both sides (a reading that matters only together with another one).
  std::map<std::string, std::string> context;
  // Also compare what each player sees (readings that change only an observation); costs a JSON per player
  // and step, so the report turns it on only where nothing else diverged.
  bool observations = false;
  // Who acts and the legal actions are compared at every step; the state JSON (and views) every this many
  // steps and at the end of a playout. A difference found so is traced back to its first step by replay
  // (FirstDivergence), so only a state difference that appears and vanishes between two looks is missed.
  int compare_every = 1;
};

// Searches with random playouts under each reading, replayed in lockstep under the other.
DifferentialResult SearchDivergence(const GameInfo& info, int players, const std::string& interpretation,
                                    const std::string& reading_a, const std::string& reading_b,
                                    const DifferentialOptions& options);

// Compares two states reached by the same actions under two readings: who acts, legal actions, the
// game's state JSON (a member one side leaves out and the other writes at 0, false, null, {} or [] is no
// difference: a reading may record a field the other does not), final scores. On a difference fills kind ("legal-actions", "state", "outcome") and
// detail, and returns true.
bool StatesDiffer(const State& a, const State& b, std::string* kind, std::string* detail);
// A member one side writes at its empty value (0, false, null, {}, []) and the other leaves out is one
// position written two ways: a reading that records a field the other does not (nobles-solo writes each
// deck's unseen count under ns.face-up-decks=tops-only only). Drops such members from both, at every
// depth, so that what remains compares what differs (StatesDiffer, ObservationsDiffer, the report's
// example sentences).
void DropOneSidedEmpty(Json& a, Json& b);
// Whether some player's observation differs between two states; fills detail ("what p1 sees differs at
// /path").
bool ObservationsDiffer(const State& a, const State& b, std::string* detail);

// Replays `actions` (canonical texts) under both configurations in lockstep; the first divergence, or
// nullopt if none (including when an action is illegal under `a`: then `valid` is set false).
std::optional<Divergence> FirstDivergence(const GameConfig& a, const GameConfig& b,
                                          const std::vector<std::string>& actions, bool* valid,
                                          bool observations = false);

// How often two configurations part in random play: `games` random games under `a` (seeded), `b` following
// in lockstep; a game counts as divergent when who acts, the legal actions or the final result differ at
// some step (a difference only in bookkeeping that never changes play is not counted).
struct DivergenceCount {
  std::uint64_t games = 0, diverged = 0, steps = 0;
  // The first diverging game's actions up to the step where the two part (a witness for FirstDivergence);
  // empty when no game diverged.
  std::vector<std::string> first_diverged;
  std::vector<std::uint64_t> diverged_games;  // the index of every game that diverged, in order
};
DivergenceCount CountDivergentGames(const GameConfig& a, const GameConfig& b, std::uint64_t games,
                                    std::uint64_t seed);
// Game `game` of that count played again: its actions up to the step where the two part (empty when it does
// not diverge). A caller wanting another witness than the first one replays the games it needs only.
std::vector<std::string> CountedGameActions(const GameConfig& a, const GameConfig& b, std::uint64_t seed,
                                            std::uint64_t game);

// Delta debugging over an action list: removes chunks while `still_fails` holds; returns the smallest
// list found within `budget` calls. `still_fails` must hold for `actions`.
std::vector<std::string> ShrinkActions(std::vector<std::string> actions,
                                       const std::function<bool(const std::vector<std::string>&)>& still_fails,
                                       std::uint64_t budget, std::uint64_t* calls);

}  // namespace peerage
