// Dueling Nobles public state (GameInfo::public_state): the canonical state without the reference's
// bookkeeping, its packed numbers written as a table would (the dealer null until decided, the Command
// step reached by name, the duel's side to play Support cards by name); and the loader's step that turns
// those forms back into the canonical numbers. Which fields are kept and why: dueling_nobles.h, "Public
// state"; the schema is public_state.schema.json beside this file (`peerage schema dueling-nobles`).
#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/core/public_state.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {

namespace {
// turn_state.command_stage: the furthest step of the listed Command order (dn.command-order) reached this
// turn, named for the action that reaches it: 0 still at the weapon, 1 a weapon moved, 2 a suit ability.
constexpr std::array<const char*, 3> kCommandSteps = {"weapon", "move", "suit-ability"};
// duel.side: whose Support cards are being played, 0 the attacker's, 1 the defender's.
constexpr std::array<const char*, 2> kSides = {"attacker", "defender"};

// The canonical number for a public name in `names`, or the value as it is when it is a number already
// (the canonical form, read and range-checked by the canonical reader).
template <std::size_t N>
void NumberForName(Json& v, const std::array<const char*, N>& names, const std::string& path, const char* expected) {
  if (v.is_number_integer()) return;
  for (std::size_t k = 0; k < N; ++k)
    if (v.is_string() && v.get<std::string>() == names[k]) {
      v = static_cast<int>(k);
      return;
    }
  state_json::Fail(path, expected);
}
}  // namespace

Json DuelingNoblesPublicState(const State& state) {
  Json inner = state.ToJson().at("state");
  inner.erase("dealt");  // the cards dealt so far: the dealt Nobles or hands already count them
  if (inner.at("dealer") == -1) inner["dealer"] = nullptr;  // not decided yet
  Json& marks = inner.at("turn_state");
  marks.erase("move_seen");          // weapon arrangements remembered for the engine's livelock check
  marks.erase("livelock_reported");  // whether that check has reported already
  marks["command_stage"] = kCommandSteps.at(marks.at("command_stage").get<std::size_t>());
  if (Json& duel = inner.at("duel"); !duel.is_null()) duel["side"] = kSides.at(duel.at("side").get<std::size_t>());
  for (Json& player : inner.at("players")) player.erase("spied_hand");  // a player's memory, not the table
  return PublicStateWrapper(state, std::move(inner));
}

Json WithCanonicalNumbers(const Json& state) {
  if (!state.is_object()) return state;  // the canonical reader names the error
  Json out = state;
  if (auto it = out.find("dealer"); it != out.end()) {
    if (it->is_null()) *it = -1;
    else if (!it->is_number_integer()) state_json::Fail("dealer", "expected null (not decided yet) or the dealer's seat, 0 or 1");
  }
  if (auto marks = out.find("turn_state"); marks != out.end() && marks->is_object())
    if (auto it = marks->find("command_stage"); it != marks->end())
      NumberForName(*it, kCommandSteps, "turn_state.command_stage", R"(expected "weapon", "move" or "suit-ability")");
  if (auto duel = out.find("duel"); duel != out.end() && duel->is_object())
    if (auto it = duel->find("side"); it != duel->end())
      NumberForName(*it, kSides, "duel.side", R"(expected "attacker" or "defender")");
  return out;
}

}  // namespace peerage::dn
