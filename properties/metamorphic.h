// Shared pieces of the metamorphic properties (metamorphic_props.cc, metamorphic_scoring_props.cc).
#pragma once
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <rapidcheck.h>

#include "model/core/playout.h"
#include "properties/generators.h"

// Fails the case with a formatted message; the message is only built on failure.
#define META_REQUIRE(cond, ...)                      \
  do {                                               \
    if (!(cond)) RC_FAIL(fmt::format(__VA_ARGS__));  \
  } while (false)

namespace peerage::props {

inline bool SameOutcomes(const std::vector<ChanceOutcome>& a, const std::vector<ChanceOutcome>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].action != b[i].action || a[i].probability.num != b[i].probability.num ||
        a[i].probability.den != b[i].probability.den)
      return false;
  return true;
}

// A configuration of one game under test with every interpretation at its default reading.
inline GameConfig DefaultConfig(const GameInfo& info, int players) {
  GameConfig config;
  config.game = info.name;
  config.players = players;
  for (const Interpretation& in : info.interpretations) config.settings[in.id] = in.default_reading;
  return config;
}

inline std::unique_ptr<State> TerminalGame(const GameConfig& config, std::uint64_t seed) {
  PlayoutOptions options;
  options.seed = seed;
  auto result = Playout(MakeContext(config), options);
  RC_PRE(result.state->IsTerminal());  // an overrun is the generic suite's declared-length failure
  return std::move(result.state);
}

// One of the games under test that a property covers (`only`; empty: all), or null when it covers none
// of them (the property then passes with nothing to check, as in the per-game CTest entries).
inline const GameInfo* GenGame(const std::set<std::string>& only) {
  std::vector<const GameInfo*> games;
  for (const GameInfo* g : GamesUnderTest())
    if (only.empty() || only.count(g->name)) games.push_back(g);
  if (games.empty()) return nullptr;
  return *rc::gen::elementOf(games);
}


}  // namespace peerage::props
