// Among Nobles' public state (GameInfo::public_state): the canonical state JSON without each player's gold
// and army ledger (kept only to check conservation), the finger game's cut-off counter and the scratch
// values, which give way to a description of the round and the turn in progress in the rulebook's terms;
// the loader path that turns such a state back is an_public_load.cc. The schema is
// public_state.schema.json beside this file (`peerage schema among-nobles`); among_nobles.h ("Public
// state") says which fields are public, which are derived, and why.
#include <algorithm>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/games/among_nobles/among_nobles.h"
#include "model/games/among_nobles/an_public_terms.h"

namespace peerage::an {

using namespace public_terms;

Json PublicState(const State& state) {
  const auto& s = static_cast<const AmongNoblesState&>(state);
  const Scratch& sc = s.scratch();
  const CardData& d = s.data();
  const Json full = state.ToJson();
  Json inner = full["state"];
  const Json queue = inner["queue"];
  inner.erase("sc");
  inner.erase("queue");
  for (Json& player : inner["players"])
    for (const char* key : kLedger) player.erase(key);
  for (Json& card : inner["cards"]) card = PublicCardText(card.get<std::string>());
  for (Json& bride : inner["presented"]) bride = NameOr(d, bride < 0 ? kNone : bride.get<std::uint8_t>());
  if (inner.contains("fingers")) {
    inner["fingers"].erase("rounds");
    for (Json& shown : inner["fingers"]["shown"])
      if (shown < 0) shown = nullptr;
  }
  inner["round"] = sc.round;
  inner["first_player"] = sc.first;
  inner["display_card_taken"] = sc.taken != 0;
  Json decks = Json::array();
  for (int age = 1; age <= 3; ++age)
    if (sc.run_out >> (age - 1) & 1) decks.push_back(kAges[age]);
  inner["decks_run_out"] = std::move(decks);
  inner["generational_changes_due"] = sc.gc_pending;
  inner["generational_changes_done"] = sc.gc_done;
  inner["activation"] = nullptr;
  if (sc.head != kNone) {
    Json actions = Json::array();
    for (std::size_t k = sc.pos; k < queue.size(); ++k) actions.push_back(queue[k]);
    inner["activation"] = {{"head", d.cards[sc.head].name}, {"reactivation", sc.reactivation != 0},
                           {"actions", std::move(actions)},
                           {"hired", sc.hired == kNone ? Json(nullptr) : Json(ActName(sc.hired))},
                           {"groom", NameOr(d, sc.groom)}};
  }
  inner["ability"] = nullptr;
  if (sc.eff_card != kNone) {
    const Term& t = d.cards[sc.eff_card].terms[sc.eff_term];
    const bool returning = t.kind == kTReturnArmies;
    inner["ability"] = {{"card", d.cards[sc.eff_card].name}, {"player", sc.eff_player},
                        {"resolving", returning ? "return_armies" : "sacrifice"},
                        {"returned", returning ? t.n - sc.eff_left : 0}};
  }
  inner["generational_change"] = nullptr;
  if (InGenerationalChange(s.phase(), sc.eff_resume == kResLegacy))
    inner["generational_change"] = {{"player", (sc.first + sc.up_player) % s.NumPlayers()},
                                    {"heir", NameOr(d, sc.heir)}};
  Json out;
  out["game"] = full["game"];
  out["players"] = full["players"];
  out["step"] = full["step"];
  out["state"] = std::move(inner);
  return out;
}

}  // namespace peerage::an
