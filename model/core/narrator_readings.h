// The readings a narrator's plausibility check (Narrator::implausible) reads. What a table can reach
// depends on the readings played (in Nobles solo an Event leaves the game only under a reading that removes
// it), and a public state does not carry them: callers of `implausible` pass the public state WithReadings,
// and a check asks ReadingIn. A public state without them is read under the game's default readings.
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

class State;

// The public state with the state's readings and parameters (GameContext::settings, defaults included)
// under "settings".
nlohmann::json WithReadings(const nlohmann::json& public_state, const State& state);
// The reading of interpretation `id` in force for `public_state`: its "settings" (WithReadings), else the
// default reading of its game's catalogue ("" for an id the game does not have).
std::string ReadingIn(const nlohmann::json& public_state, const std::string& id);

}  // namespace peerage
