// Dueling Nobles public state (GameInfo::public_state): the canonical state without the reference's
// bookkeeping. Which fields are kept and why: dueling_nobles.h, "Public state"; the schema is
// public_state.schema.json beside this file (`peerage schema dueling-nobles`).
#include <nlohmann/json.hpp>

#include "model/core/public_state.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {

Json DuelingNoblesPublicState(const State& state) {
  Json inner = state.ToJson().at("state");
  inner.erase("dealt");  // the cards dealt so far: the dealt Nobles or hands already count them
  Json& marks = inner.at("turn_state");
  marks.erase("move_seen");          // weapon arrangements remembered for the engine's livelock check
  marks.erase("livelock_reported");  // whether that check has reported already
  for (Json& player : inner.at("players")) player.erase("spied_hand");  // a player's memory, not the table
  return PublicStateWrapper(state, std::move(inner));
}

}  // namespace peerage::dn
