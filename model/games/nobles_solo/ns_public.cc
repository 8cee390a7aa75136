// Nobles (solo) public state (GameInfo::public_state): the canonical state with its "scratch" (the engine's
// working numbers) replaced by "this_turn", the turn in progress as a table would say it (decks named as
// the action texts name them, N0-N2 and E0-E2; cards by kind name; the action waiting for a top card as
// its action text; null for none), and "constructs_ever" (a count the rules limit by for the whole game);
// and the loader's step that turns that description back into the engine's scratch. Which fields are kept
// and why: nobles_solo.h, "Public state"; the schema is public_state.schema.json beside this file
// (`peerage schema nobles-solo`).
#include <fmt/format.h>

#include <string>

#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/core/public_state.h"
#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

namespace {

// What a "this_turn" member names: a deck (all six, the Noble decks or the Event decks) or a card kind
// (any, the Nobles or the Events).
enum class Names { kAnyDeck, kNobleDeck, kEventDeck, kNobleKind, kEventKind };

// One member of "this_turn": its public name, the scratch value it stands for, and what it names.
struct NamedMember {
  const char* name;
  const char* scratch;
  Names names;
};
constexpr NamedMember kNamed[] = {
    {"court_deck", "court_deck", Names::kNobleDeck},     {"this_noble", "this_kind", Names::kNobleKind},
    {"uncovering", "reveal", Names::kAnyDeck},           {"construct_to", "construct_draw", Names::kNobleDeck},
    {"construct_first", "construct_first", Names::kNobleDeck}, {"restoring", "restore_kind", Names::kEventKind},
    {"baroness_pair", "take_pair", Names::kEventKind},   {"event_deck", "event_deck", Names::kEventDeck},
    {"event", "event_kind", Names::kEventKind},          {"moving", "moving", Names::kNobleKind},
    {"veteran_effect_from", "veteran_effect_from", Names::kNobleDeck}};
// Counts kept as numbers: public name, scratch name, largest value.
struct Count {
  const char* name;
  const char* scratch;
  int max;
};
constexpr Count kCounts[] = {{"constructs_left", "constructs_left", 2}, {"archivist_chain", "chain", 255}};

std::string DeckText(int deck) { return deck < 3 ? fmt::format("N{}", deck) : fmt::format("E{}", deck - 3); }

Json NameOf(int value, Names names) {
  if (value == kNone) return nullptr;
  if (names == Names::kAnyDeck || names == Names::kNobleDeck || names == Names::kEventDeck) return DeckText(value);
  return KindName(value);
}

// The scratch number for a public name, or a Fail naming the field and what it may hold.
int NumberOf(const Json& v, Names names, const std::string& path) {
  if (v.is_null()) return kNone;
  const bool deck = names == Names::kAnyDeck || names == Names::kNobleDeck || names == Names::kEventDeck;
  const int first = names == Names::kEventDeck ? 3 : names == Names::kEventKind ? kFirstEvent : 0;
  const int last = names == Names::kNobleDeck ? 3 : names == Names::kNobleKind ? kNumNobleKinds
                   : deck                     ? 6 : kNumKinds;
  std::string expected = "expected null or one of";
  for (int x = first; x < last; ++x) {
    const std::string name = deck ? DeckText(x) : KindName(x);
    if (v.is_string() && v.get<std::string>() == name) return x;
    expected += fmt::format("{} \"{}\"", x == first ? "" : ",", name);
  }
  state_json::Fail(path, expected);
}

}  // namespace

Json NoblesSoloPublicState(const State& state) {
  Json inner = state.ToJson().at("state");
  const Json sc = inner.at("scratch");
  inner.erase("scratch");
  Json turn = Json::object();
  for (const NamedMember& m : kNamed) turn[m.name] = NameOf(sc.at(m.scratch).get<int>(), m.names);
  for (const Count& c : kCounts) turn[c.name] = sc.at(c.scratch);
  // The player's action waiting for a top card to be turned over, or (tops-only) an Ability whose check
  // waits for a face-up top: the action text, or the Ability's kind.
  const int pending = sc.at("pending").get<int>(), arg = sc.at("pending_arg").get<int>();
  turn["waiting_action"] = pending < kPendingAbility ? Json(ActionText(MakeAction(pending, arg))) : Json(nullptr);
  turn["waiting_ability"] = pending == kPendingAbility ? Json(KindName(arg)) : Json(nullptr);
  // The Debutante's next deck to decide on, only while the Debutante is being followed (the index is
  // reset when one begins, so a value left over from an earlier one says nothing).
  const int debut = sc.at("debut_index").get<int>();
  const bool deciding = inner.at("phase") == PhaseName(Phase::kDebutante) && debut < 6;
  turn["debutante_next"] = deciding ? Json(DeckText(kDebutanteDeck[debut])) : Json(nullptr);
  inner["this_turn"] = turn;
  inner["constructs_ever"] = sc.at("constructs_ever");
  // scratch.dealt (the setup deal counter) is left out: the cards no longer in the pool.
  return PublicStateWrapper(state, std::move(inner));
}

Json WithEngineScratch(const Json& state) {
  if (!state.is_object() || state.contains("scratch")) return state;  // canonical (or the reader names the error)
  Json out = state;
  Json turn = Json::object();
  if (auto it = out.find("this_turn"); it != out.end()) {
    if (!it->is_object()) state_json::Fail("this_turn", "expected an object");
    turn = *it;
    out.erase(it);
  }
  Json sc = Json::object();
  for (const NamedMember& m : kNamed)
    sc[m.scratch] = turn.contains(m.name) ? NumberOf(turn[m.name], m.names, std::string("this_turn.") + m.name) : kNone;
  for (const Count& c : kCounts)
    sc[c.scratch] = turn.contains(c.name) ? state_json::Int(turn[c.name], std::string("this_turn.") + c.name, 0, c.max) : 0;
  sc["pending"] = kNone;
  sc["pending_arg"] = 0;
  const Json action = turn.value("waiting_action", Json(nullptr)), ability = turn.value("waiting_ability", Json(nullptr));
  if (!action.is_null() && !ability.is_null())
    state_json::Fail("this_turn.waiting_ability", "a top card is awaited for one thing: waiting_action is set too");
  if (!action.is_null()) {
    const auto a = action.is_string() ? ParseActionText(action.get<std::string>()) : std::nullopt;
    if (!a || ActKindOf(*a) == kADraw)  // a draw is chance's, never a player's action
      state_json::Fail("this_turn.waiting_action", "expected null or a player's action text such as \"court:N1\"");
    sc["pending"] = ActKindOf(*a);
    sc["pending_arg"] = ArgOf(*a);
  }
  if (!ability.is_null()) {
    sc["pending"] = kPendingAbility;
    sc["pending_arg"] = NumberOf(ability, Names::kNobleKind, "this_turn.waiting_ability");
  }
  sc["debut_index"] = 0;
  if (auto it = turn.find("debutante_next"); it != turn.end() && !it->is_null()) {
    const int deck = NumberOf(*it, Names::kAnyDeck, "this_turn.debutante_next");
    for (int i = 0; i < 6; ++i)
      if (kDebutanteDeck[i] == deck) sc["debut_index"] = i;
  }
  for (const auto& [key, _] : turn.items()) {
    bool known = key == "waiting_action" || key == "waiting_ability" || key == "debutante_next";
    for (const NamedMember& m : kNamed) known = known || key == m.name;
    for (const Count& c : kCounts) known = known || key == c.name;
    if (!known) state_json::Fail("this_turn." + key, "unknown field");
  }
  sc["constructs_ever"] = 0;
  if (auto it = out.find("constructs_ever"); it != out.end()) {
    sc["constructs_ever"] = state_json::Int(*it, "constructs_ever", 0, 255);
    out.erase(it);
  }
  out["scratch"] = sc;  // "dealt" left out: the canonical reader counts it from the pool
  return out;
}

}  // namespace peerage::ns
