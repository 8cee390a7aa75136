// Tudor's public state (GameInfo::public_state): the canonical state JSON without three counters the rules
// never consult, and the loader defaults that rebuild them from the rest. The schema is
// public_state.schema.json beside this file (`peerage schema tudor`); tudor.h says which fields are public.
#include <nlohmann/json.hpp>

#include "model/games/tudor/tudor.h"

namespace peerage::td {

Json PublicState(const State& state) {
  const Json full = state.ToJson();
  Json inner = full["state"];
  inner.erase("setup_step");
  inner.erase("draft_pick");
  for (Json& player : inner["players"]) player.erase("turns");
  Json out;
  out["game"] = full["game"];
  out["players"] = full["players"];
  out["step"] = full["step"];
  out["state"] = std::move(inner);
  return out;
}

bool LacksCounters(const Json& state) {
  if (!state.is_object()) return false;
  if (!state.contains("setup_step") || !state.contains("draft_pick")) return true;
  if (state.contains("players") && state["players"].is_array())
    for (const Json& player : state["players"])
      if (player.is_object() && !player.contains("turns")) return true;
  return false;
}

namespace {
int Placed(const Json& spaces) {  // spaces holding a token (off-board entries are -1)
  int n = 0;
  if (spaces.is_array())
    for (const Json& v : spaces) n += v.is_number_integer() && v.get<int>() >= 0;
  return n;
}
int Field(const Json& state, const char* key) {
  return state.contains(key) && state[key].is_number_integer() ? state[key].get<int>() : kNone;
}
}  // namespace

Json WithCounters(const GameContext& context, const Json& state) {
  Json out = state;
  const int n = context.players;
  const BoardData& board = context.Data<BoardData>();
  const std::string phase = state.contains("phase") && state["phase"].is_string() ? state["phase"].get<std::string>() : "";
  // Set-up fills every Throne Room space with an Influence/Intrigue/Opportunity Token, then every space
  // with a Court Token, one draw each: the draws made are the tokens on the board. Afterwards the count is
  // never read again; it stays at its final value, one draw per space twice over.
  if (!out.contains("setup_step"))
    out["setup_step"] = phase == "setup" ? Placed(state.value("ii", Json())) + Placed(state.value("token", Json()))
                                         : 2 * board.columns[n] * board.rows;
  // The draft: each pick puts a Ring on a finger (no one starts with one), 2 picks per player in all.
  if (!out.contains("draft_pick")) {
    int rings = 0;
    if (phase == "draft" && state.contains("players") && state["players"].is_array())
      for (const Json& player : state["players"])
        if (player.is_object() && player.contains("fingers") && player["fingers"].is_array())
          rings += Placed(player["fingers"]);
    out["draft_pick"] = phase == "setup" ? 0 : phase == "draft" ? rings : 2 * n;
  }
  // Turns this round: only their differences matter (each player takes one turn in turn order from the
  // start player), so the players from the start player up to the one to act have had one, the rest none.
  const int start = Field(state, "start"), actor = Field(state, "actor");
  if (out.contains("players") && out["players"].is_array())
    for (int p = 0; p < static_cast<int>(out["players"].size()); ++p) {
      Json& player = out["players"][p];
      if (!player.is_object() || player.contains("turns")) continue;
      const bool ahead = phase == "actions" && start >= 0 && actor >= 0 && (p - start + n) % n < (actor - start + n) % n;
      player["turns"] = ahead ? 1 : 0;
    }
  return out;
}

}  // namespace peerage::td
