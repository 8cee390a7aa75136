// Novelty-guided exploration (the g++ build has no libFuzzer): a random search on the reference that
// keeps a pool of trace prefixes and prefers extending those that reached something not seen before.
//
// Novelty features (64-bit keys in one set): each rule id fired; each pair of consecutively fired rule
// ids; (first rule of a step, log2 bucket of the legal action count after it); each finding kind; each
// final ranking pattern. A playout that adds a feature is returned as a test case, and every prefix of
// it that ended in a new feature joins the pool. Prefix choice: half the time among the newest quarter
// of the pool, otherwise uniformly. Deterministic for a seed; the caller's time box sets how far it gets.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "model/core/rng.h"
#include "model/core/state.h"

namespace peerage::protocol {

struct ExploreStats {
  std::uint64_t candidates = 0;  // playouts generated
  std::uint64_t emitted = 0;     // playouts that found something new (returned as cases)
  std::size_t features = 0;      // distinct novelty features seen
  std::size_t pool = 0;          // prefixes in the pool
  std::size_t rules_fired = 0;   // distinct rule ids fired
};

class Explorer {
 public:
  // `start`: the state exploration begins from (cloned); `max_steps` bounds one playout (0: the game's
  // declared maximum length).
  Explorer(const State& start, std::uint64_t seed, int max_steps);

  // Generates playouts until one adds a novelty feature (its actions, canonical text) or `deadline`.
  std::optional<std::vector<std::string>> Next(std::chrono::steady_clock::time_point deadline);
  ExploreStats stats() const;

 private:
  bool Add(std::uint64_t feature);

  std::unique_ptr<State> start_;
  Rng rng_;
  int max_steps_;
  std::vector<std::vector<Action>> pool_;
  std::unordered_set<std::uint64_t> seen_;
  std::unordered_set<RuleId> rules_;
  ExploreStats stats_;
};

}  // namespace peerage::protocol
