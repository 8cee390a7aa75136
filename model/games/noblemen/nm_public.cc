// Noblemen's public state (GameInfo::public_state): the canonical state JSON without the two per-player
// memories that only shape observations, and the loader defaults that let such a state load again.
// The schema is public_state.schema.json beside this file (`peerage schema noblemen`); noblemen.h says
// which fields are public and why.
#include <nlohmann/json.hpp>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

namespace {
// What each player saw, not what is on the table: a full-table observer knows the bag and every offered
// card anyway. Both only decide what ObservationJson hides.
constexpr const char* kBookkeeping[] = {"bag_known", "offered_public"};
}  // namespace

Json PublicState(const State& state) {
  const Json full = state.ToJson();
  Json inner = full["state"];
  for (Json& player : inner["players"])
    for (const char* key : kBookkeeping) player.erase(key);
  // Every value of the turn in progress, defaults included (the canonical JSON writes only the others; the
  // schema gives each default, so an engine may still leave them out).
  Scratch defaults;
  for (int i = 0; i < kNumScratch; ++i)
    if (!inner["scratch"].contains(kScratchNames[i])) inner["scratch"][kScratchNames[i]] = *ScratchField(defaults, i);
  Json out;
  out["game"] = full["game"];
  out["players"] = full["players"];
  out["step"] = full["step"];
  out["state"] = std::move(inner);
  return out;
}

bool LacksBookkeeping(const Json& state) {
  if (!state.is_object() || !state.contains("players") || !state["players"].is_array()) return false;
  for (const Json& player : state["players"])
    if (player.is_object() && (!player.contains("bag_known") || !player.contains("offered_public"))) return true;
  return false;
}

Json WithBookkeepingDefaults(const Json& state) {
  Json out = state;
  // A player picking a land from the bag (the trade's "take", Purloin's pick) has just looked into it;
  // every other memory starts empty: nobody remembers the bag, no offered card is known to the others.
  const std::string phase = state.contains("phase") && state["phase"].is_string() ? state["phase"].get<std::string>() : "";
  const bool picking = phase == PhaseName(Phase::kTradePick) || phase == PhaseName(Phase::kPurloinPick);
  const Json active = state.contains("active") ? state["active"] : Json();
  for (std::size_t p = 0; p < out["players"].size(); ++p) {
    Json& player = out["players"][p];
    if (!player.is_object()) continue;
    if (!player.contains("bag_known"))
      player["bag_known"] = picking && active.is_number_integer() && active.get<long long>() == static_cast<long long>(p);
    if (!player.contains("offered_public")) player["offered_public"] = Json::object();
  }
  return out;
}

}  // namespace peerage::nm
