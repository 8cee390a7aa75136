// What the public-state suites share (public_state_props.cc, public_state_roundtrip_props.cc): which games
// have a public state, which of them cannot resume from one, and the wrapper a resuming engine is sent.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/generators.h"

namespace peerage::props {

// Games whose header explains why a loaded public state cannot resume play (property (c) and the round
// trip of public_state_roundtrip_props.cc skipped). None today: every game's header says its wrapper plus
// "settings" loads with StateFromJson and play resumes.
inline const std::set<std::string>& NotResumable() {
  static const std::set<std::string> games = {};
  return games;
}

inline std::vector<const GameInfo*> GamesWithPublicState() {
  std::vector<const GameInfo*> out;
  for (const GameInfo* g : GamesUnderTest())
    if (g->public_state) out.push_back(g);
  return out;
}

inline std::vector<std::string> ActionTexts(const State& s) {
  std::vector<std::string> out;
  for (Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}

// What an engine is sent to resume from a public state (docs/protocol.md, "Every bug in one run"): the
// public wrapper {"game","players","step","state"} plus the configuration the game began with ("settings",
// and "parameters" / "data" where the game has them), taken from the state's canonical JSON.
inline Json ResumeWrapper(const GameInfo& info, const State& state) {
  Json wrapper = info.public_state(state);
  const Json full = state.ToJson();
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full.at(key);
  return wrapper;
}

}  // namespace peerage::props
