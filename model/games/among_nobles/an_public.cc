// Among Nobles' public state (GameInfo::public_state): the canonical state JSON without each player's gold
// and army ledger (kept only to check conservation) and the finger game's cut-off counter, and the loader
// defaults that fill them back in. The schema is public_state.schema.json beside this file
// (`peerage schema among-nobles`); among_nobles.h says which fields are public and why.
#include <nlohmann/json.hpp>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

namespace {
constexpr const char* kLedger[] = {"gained_armies", "gold_in", "gold_out"};

long long IntOr(const Json& obj, const char* key, long long fallback) {
  return obj.contains(key) && obj[key].is_number_integer() ? obj[key].get<long long>() : fallback;
}
}  // namespace

Json PublicState(const State& state) {
  const Json full = state.ToJson();
  Json inner = full["state"];
  for (Json& player : inner["players"])
    for (const char* key : kLedger) player.erase(key);
  if (inner.contains("fingers")) inner["fingers"].erase("rounds");
  Json out;
  out["game"] = full["game"];
  out["players"] = full["players"];
  out["step"] = full["step"];
  out["state"] = std::move(inner);
  return out;
}

bool LacksBookkeeping(const Json& state) {
  if (!state.is_object()) return false;
  if (state.contains("fingers") && state["fingers"].is_object() && !state["fingers"].contains("rounds")) return true;
  if (state.contains("players") && state["players"].is_array())
    for (const Json& player : state["players"])
      if (player.is_object())
        for (const char* key : kLedger)
          if (!player.contains(key)) return true;
  return false;
}

Json WithBookkeepingDefaults(const Json& state) {
  Json out = state;
  // The ledger that balances what the player has: all their gold came in, none went out, and every army
  // they own (in the supply or in a province) was gained.
  if (out.contains("players") && out["players"].is_array())
    for (Json& player : out["players"]) {
      if (!player.is_object()) continue;
      long long armies = IntOr(player, "supply", 0);
      if (player.contains("armies") && player["armies"].is_array())
        for (const Json& a : player["armies"]) armies += a.is_number_integer() ? a.get<long long>() : 0;
      if (!player.contains("gold_in")) player["gold_in"] = IntOr(player, "gold", 0) + IntOr(player, "gold_out", 0);
      if (!player.contains("gold_out")) player["gold_out"] = 0;
      if (!player.contains("gained_armies")) player["gained_armies"] = armies;
    }
  // Showings without a winner: the engine's cut-off, not a rule; a loaded finger game starts counting anew.
  if (out.contains("fingers") && out["fingers"].is_object() && !out["fingers"].contains("rounds"))
    out["fingers"]["rounds"] = 0;
  return out;
}

}  // namespace peerage::an
