// Tudor scenario states (see td_scenario.h).
#include "model/games/tudor/td_scenario.h"

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/state.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td {

nlohmann::json BeforeTheEndEmptyHands(const GameConfig& config, std::uint64_t seed) {
  PlayoutOptions o;
  o.seed = seed;
  auto whole = Playout(MakeContext(config), o);
  auto s = NewGame(config);
  const auto& h = whole.state->History();
  if (h.empty()) throw Error("tudor scenario", "the game has no actions");
  for (size_t i = 0; i + 1 < h.size(); ++i) s->ApplyAction(h[i]);
  if (s->ActionToString(h.back()) != "end") throw Error("tudor scenario", "the last action of the game is not end");
  nlohmann::json j = s->ToJson();
  nlohmann::json& st = j["state"];
  for (auto& pl : st["players"]) {
    for (int f = 0; f < kFactions; ++f) {
      st["bag"][f] = st["bag"][f].get<int>() + pl["tokens"][f].get<int>();
      st["stack"][f] = st["stack"][f].get<int>() + pl["cards"][f].get<int>();
      pl["tokens"][f] = 0;
      pl["cards"][f] = 0;
    }
    for (int t = 0; t < kNumII; ++t) {
      st["ii_pool"][t] = st["ii_pool"][t].get<int>() + pl["ii"][t].get<int>();
      pl["ii"][t] = 0;
    }
  }
  return j;
}

}  // namespace peerage::td
