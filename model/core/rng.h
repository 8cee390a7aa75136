// Deterministic random numbers (same seed, same stream on every machine) and exact chance sampling.
#pragma once
#include <cstdint>
#include <vector>

#include "model/core/state.h"

namespace peerage {

// splitmix64: small, fast, fully specified, so runs are reproducible across compilers and platforms.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : s_(seed) {}
  std::uint64_t Next() {
    std::uint64_t z = (s_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), unbiased (rejection), n > 0.
  std::uint64_t Below(std::uint64_t n) {
    std::uint64_t limit = ~0ull - (~0ull % n);
    std::uint64_t x;
    do { x = Next(); } while (x >= limit);
    return x % n;
  }

 private:
  std::uint64_t s_;
};

// Draws one outcome with exactly its rational probability (common denominator, uniform integer).
Action SampleChance(const std::vector<ChanceOutcome>& outcomes, Rng& rng);

// Derives an independent seed for item `index` of a run seeded with `seed`.
std::uint64_t SubSeed(std::uint64_t seed, std::uint64_t index);

}  // namespace peerage
