// Tudor scenario states for tests and solver confirmations: a real end-of-game state with every hand
// emptied, so a scenario can hand out exactly the Court Cards, Court Tokens and Influence/Intrigue Tokens
// it is about. Built only from the public API (playouts, canonical JSON).
#pragma once
#include <cstdint>

#include <nlohmann/json_fwd.hpp>

#include "model/core/game.h"

namespace peerage::td {

// The canonical JSON ({"game", ..., "state"}) of the state just before the final action of the random
// game of `config` played with `seed` (Playout's default policy); that action must be "end" (else Error).
// Every player's Court Tokens go back into the bag, Court Cards to their stacks and Influence/Intrigue/
// Opportunity Tokens to the pool.
nlohmann::json BeforeTheEndEmptyHands(const GameConfig& config, std::uint64_t seed);

}  // namespace peerage::td
