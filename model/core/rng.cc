#include "model/core/rng.h"

#include <numeric>

#include "model/core/error.h"

namespace peerage {

Action SampleChance(const std::vector<ChanceOutcome>& outcomes, Rng& rng) {
  if (outcomes.empty()) throw Error("chance", "no outcomes to sample");
  // Uniform outcomes (every die, every card drawn from a pile): one draw below n. Same distribution as
  // the general path, which it skips for speed.
  const Rational& p0 = outcomes.front().probability;
  if (p0.num == 1 && p0.den == static_cast<std::int64_t>(outcomes.size())) {
    bool uniform = true;
    for (const auto& o : outcomes) uniform &= o.probability == p0;
    if (uniform) return outcomes[rng.Below(outcomes.size())].action;
  }
  std::int64_t lcm = 1;
  for (const auto& o : outcomes) lcm = std::lcm(lcm, o.probability.den);
  auto pick = static_cast<std::int64_t>(rng.Below(static_cast<std::uint64_t>(lcm)));
  for (const auto& o : outcomes) {
    pick -= o.probability.num * (lcm / o.probability.den);
    if (pick < 0) return o.action;
  }
  return outcomes.back().action;  // only reachable if probabilities sum below 1 (an invariant bug)
}

std::uint64_t SubSeed(std::uint64_t seed, std::uint64_t index) {
  Rng r(seed ^ (0xd1b54a32d192ed03ull * (index + 1)));
  return r.Next();
}

}  // namespace peerage
