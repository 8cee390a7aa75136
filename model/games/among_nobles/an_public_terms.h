// What Among Nobles' public-state writer (an_public.cc) and its loader (an_public_load.cc) share: the
// ledger fields left out, the decks' names, the hireable actions, the phases of an activation and of a
// generational change, and the card texts' public form of the parents' traits. Internal to those files.
#pragma once
#include <array>
#include <string>

#include "model/core/json_util.h"
#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an::public_terms {

inline constexpr const char* kLedger[] = {"gained_armies", "gold_in", "gold_out"};
inline constexpr std::array<const char*, 4> kAges = {"", "I", "II", "III"};
inline constexpr std::array<int, 3> kHireable = {kWarfare, kPiety, kMarriage};

inline long long IntOr(const Json& obj, const char* key, long long fallback) {
  return obj.contains(key) && obj[key].is_number_integer() ? obj[key].get<long long>() : fallback;
}
inline Json NameOr(const CardData& d, std::uint8_t card) { return card == kNone ? Json(nullptr) : Json(d.cards[card].name); }
// A generational change in progress waits in a legacy ability, the heir draw or the heir's wedding.
inline bool InGenerationalChange(Phase phase, bool legacy) {
  return phase == Phase::kHeirDraw || phase == Phase::kHeirWed || (phase == Phase::kEffect && legacy);
}
inline bool InActivation(Phase phase) {
  return phase == Phase::kSeries || phase == Phase::kAction || phase == Phase::kPresent || phase == Phase::kChooseBride;
}

// The card texts' packed part, the parents' traits at birth: " b<mask>" in the canonical text, " parents:"
// with the trait names joined by commas (in the order red, blue, yellow, green) in the public one.
inline constexpr const char* kParents = "parents:";
inline std::string PublicCardText(const std::string& text) {
  const std::size_t at = text.find(" b");
  if (at == std::string::npos) return text;
  const int mask = std::stoi(text.substr(at + 2));
  std::string traits;
  for (int t = 0; t < kNumTraits; ++t)
    if (mask >> t & 1) traits += (traits.empty() ? "" : ",") + std::string(TraitName(t));
  return text.substr(0, at) + " " + kParents + traits;
}

}  // namespace peerage::an::public_terms
