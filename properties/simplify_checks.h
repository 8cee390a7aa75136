// The checks every game's simplify hook (GameInfo::simplify, the report shrinker's candidates) must pass,
// in one place for the per-game situation suites (properties/games/<game>/<game>_situation_props.cc).
// Each candidate of a state s: loads with StateFromJson (a parse error is a failure naming it), keeps its
// invariants, round-trips through its canonical JSON, keeps game/players/settings/step, the player to act
// and the state fields the game names as fixed, differs from s, is strictly smaller by the game's measure,
// appears once, and can be played on (a legal action unless terminal; with a seed, a few random steps
// without a dead end or a broken invariant). The list is the same when asked twice and stays short.
// A game adds its own checks through `extra` (called with the candidate and s's canonical JSON).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/state.h"

namespace peerage::props {

struct SimplifyRules {
  // The game's measure of a canonical JSON (the whole wrapper; a game measuring the "state" member
  // reads it there): every candidate is strictly smaller.
  std::function<int(const Json&)> measure;
  // Members of "state" every candidate keeps as they are (the decision in progress).
  std::vector<std::string> fixed;
  // Play a few random steps from some candidates with this seed (none: only check a legal action exists).
  std::optional<std::uint64_t> playout_seed;
  std::function<void(const Json& candidate, const Json& base)> extra;
};

inline void CheckSimplifyCandidates(const State& s, const SimplifyRules& rules) {
  const GameInfo& info = s.info();
  const Json base = s.ToJson();
  const std::vector<Json> candidates = info.simplify(s);
  RC_ASSERT(candidates == info.simplify(s));  // deterministic
  RC_ASSERT(candidates.size() < 200u);
  const int measure = rules.measure(base);
  std::set<std::string> seen;
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    const Json& c = candidates[k];
    RC_ASSERT(seen.insert(c.dump()).second);
    for (const char* key : {"game", "players", "settings", "step"}) RC_ASSERT(c.value(key, Json()) == base.value(key, Json()));
    std::unique_ptr<State> loaded;
    try {
      loaded = StateFromJson(c, "simplify");
    } catch (const std::exception& e) {
      RC_FAIL(std::string("candidate does not load: ") + e.what());
    }
    RC_ASSERT(loaded->CheckInvariants().empty());
    RC_ASSERT(loaded->ToJson() == c);
    RC_ASSERT(loaded->CurrentPlayer() == s.CurrentPlayer());
    for (const std::string& key : rules.fixed) RC_ASSERT(c["state"].value(key, Json()) == base["state"].value(key, Json()));
    RC_ASSERT(c != base);
    RC_ASSERT(rules.measure(c) < measure);
    if (!loaded->IsTerminal()) RC_ASSERT(!loaded->LegalActions().empty());
    if (rules.extra) rules.extra(c, base);
    if (rules.playout_seed && k % 8 == 0) {  // a few steps on from some candidates: no dead end, invariants kept
      PlayoutOptions on;
      on.seed = *rules.playout_seed + k;
      on.max_steps = loaded->Step() + 25;
      RC_ASSERT(PlayoutFrom(*loaded, on) != PlayoutEnd::kDeadlock);
      RC_ASSERT(loaded->CheckInvariants().empty());
    }
  }
}

}  // namespace peerage::props
