// Confirming solver answers on the Dueling Nobles engine: reading what a duel did from the engine's state
// JSON, comparing it with what the model claims, and exploring every continuation of a position (all
// dice, all card choices) for the exhaustive checks behind "whatever the dice" and "impossible" answers.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/core/trace.h"
#include "solver/games/dueling_nobles/dn_witness.h"

namespace peerage::solver::dn {

// What a duel did, read from the canonical JSON before and after it (never from engine internals).
struct DuelObservation {
  bool recognised = false;    // the Stamina changes are those of one of the three outcomes
  int outcome = 0;            // 1 declarer won, -1 defender won, 0 tie (when recognised)
  int stamina[2] = {0, 0};    // the dueling Nobles' Stamina afterwards (0: vanquished, out of the Courtyard)
  int courtyard[2] = {0, 0};  // Nobles in each Courtyard afterwards
  int resource_gain[2] = {0, 0};  // Resources gained by the duel (a new turn's automatic Resource removed)
  bool game_over = false;
  std::vector<std::int64_t> scores;  // when game_over
  std::vector<Finding> findings;     // recorded during the duel
  std::string Describe() const;
};
DuelObservation ObserveDuel(const State& before, const State& after, const DuelSetup& setup);
// The same with the state before the duel given as its canonical JSON's "state" (read once by a search that
// observes every leaf of one duel).
DuelObservation ObserveDuel(const Json& before_state, const State& after, const DuelSetup& setup);

// What a model says the duel does.
struct DuelClaim {
  int outcome = 0;  // 1 declarer wins, -1 defender wins, 0 tie
  int courtyard[2] = {0, 0};
  bool game_over = false;
  std::string Describe() const;
};
// Every difference between claim and observation, plus the Resource rule (the winner gains one, nobody
// on a tie); empty when they agree.
std::string CompareDuel(const DuelClaim& claim, const DuelObservation& seen);

struct Confirmation {
  bool ok = false;
  std::string text;              // what the engine showed, or the mismatch
  std::optional<Trace> witness;  // the replayed trace
  std::optional<DuelObservation> seen;
};
// Plays the set-up's duel on the engine, replays the recorded trace (checkpoints on) and checks the claim
// on the replayed final state.
Confirmation ConfirmDuel(const DuelSetup& setup, const DuelClaim& claim, const std::string& note);

// Depth-first walk over every continuation: each chance outcome and each player action, as long as
// `inside` holds; a state where it fails is a leaf. Returns the number of leaves; throws peerage::Error
// beyond `max_nodes`.
struct ExploreOptions {
  std::function<bool(const State&)> inside;
  // Restricts the actions taken (state, canonical text, path so far); empty: every legal action.
  std::function<bool(const State& state, const std::string& action, const std::vector<std::string>& path)>
      allow;
  std::function<void(const State& node, const std::vector<std::string>& path)> node;  // optional
  std::function<void(const State& leaf, const std::vector<std::string>& path)> leaf;
  long max_nodes = 2000000;
};
long Explore(const State& start, const ExploreOptions& options);

// For ExploreOptions::allow: at the declarer's support step only the set-up's planned cards, in card
// order, then "end-support"; any other action passes.
bool DeclarerFollowsPlan(const State& state, const std::string& action, const DuelSetup& setup);

}  // namespace peerage::solver::dn
