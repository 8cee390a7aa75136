// Nobles (solo) public state (GameInfo::public_state): the canonical state without the setup deal counter.
// Which fields are kept and why: nobles_solo.h, "Public state"; the schema is public_state.schema.json
// beside this file (`peerage schema nobles-solo`).
#include <nlohmann/json.hpp>

#include "model/core/public_state.h"
#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

Json NoblesSoloPublicState(const State& state) {
  Json inner = state.ToJson().at("state");
  inner.at("scratch").erase("dealt");  // cards dealt at setup: all the cards no longer in the pool
  return PublicStateWrapper(state, std::move(inner));
}

}  // namespace peerage::ns
