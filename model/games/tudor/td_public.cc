// Tudor's public state (GameInfo::public_state): the canonical state JSON without the reference's
// bookkeeping, the turn in progress said as a table would say it, every packed number said by name (ToNames),
// and the loader path that turns the names back into numbers (FromNames) and rebuilds the bookkeeping. The schema is public_state.schema.json beside this file (`peerage schema
// tudor`); tudor.h ("Public state") says which fields are public and how each left-out one is rebuilt.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/core/public_state.h"
#include "model/games/tudor/td_public_forms.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td {
namespace {

// The decisions nothing else in the public state tells apart, by their public name and the canonical
// "mode" each stands for: the Ring from the stand owed for an Office nobody held; Action B's Ring exchange
// (the first, or an enhanced B's second); the Immediate Actions of Scenario Cards 1 and 2 (swap two Court
// Tokens, swap two chairs). Every other decision follows from the rest (DerivedMode).
constexpr std::array<std::array<const char*, 2>, 4> kDecisions = {{{"ring-for-office", "office-ring"},
                                                                   {"exchange-ring", "exchange"},
                                                                   {"swap-tokens", "swap-tokens"},
                                                                   {"swap-chairs", "swap-chair"}}};

// An integer member, `fallback` when absent or not an integer (the strict loader reports bad values).
int IntOr(const Json& obj, const char* key, int fallback) {
  if (!obj.is_object() || !obj.contains(key) || !obj[key].is_number_integer()) return fallback;
  return obj[key].get<int>();
}
const Json& ObjectOr(const Json& obj, const char* key) {
  static const Json kEmpty = Json::object();
  return obj.is_object() && obj.contains(key) && obj[key].is_object() ? obj[key] : kEmpty;
}
int Total(const Json& counts) {
  int n = 0;
  if (counts.is_array())
    for (const Json& v : counts) n += v.is_number_integer() ? v.get<int>() : 0;
  return n;
}
int Placed(const Json& spaces) {  // entries holding something (empty ones are -1)
  int n = 0;
  if (spaces.is_array())
    for (const Json& v : spaces) n += v.is_number_integer() && v.get<int>() >= 0;
  return n;
}

// A list of Throne Room spaces (index column*9 + row) read strictly: each one once, below `limit`.
std::uint64_t SpaceSet(const Json& list, const std::string& path, int limit) {
  if (!list.is_array()) state_json::Fail(path, "expected a list of Throne Room spaces (column*9 + row)");
  std::uint64_t set = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const int s = static_cast<int>(state_json::Int(list[i], fmt::format("{}[{}]", path, i), 0, limit - 1));
    if (set & (1ull << s)) state_json::Fail(fmt::format("{}[{}]", path, i), fmt::format("space {} listed twice", s));
    set |= 1ull << s;
  }
  return set;
}
Json SpaceList(std::uint64_t set) {
  Json out = Json::array();
  for (int s = 0; s < 64; ++s)
    if (set & (1ull << s)) out.push_back(s);
  return out;
}

// The canonical "mode" of a public state (its "restock" still the public list), from what the table sees.
// Actions phase, first match: the named decision; a movement with steps left; spaces waiting for a Court
// Token while the bag holds some (the draws come first: a chance node); a disgraced player's Ring to take;
// a Ring arrangement owed; an Influence/Intrigue Token just picked up; Action F's card(s) while a stack
// holds one, then its enhanced return; a Court Card still owed by Action B, D, H or a Scenario's "Court
// Card of your choice", or by the E enhancement (a card matching a discarded colour); free Actions owed
// (Exploiting Connections); else the turn menu. Draft: a Ring arrangement, else "turn" (the code the end of
// set-up leaves); phase 1: a Ring arrangement or nothing; every other phase: nothing.
std::string DerivedMode(const Json& st, const std::string& decision) {
  const std::string phase = st.value("phase", std::string());
  bool arrange = false;
  if (st.contains("arrange") && st["arrange"].is_array())
    for (const Json& a : st["arrange"]) arrange = arrange || (a.is_number_integer() && a.get<int>() != 0);
  if (phase == "draft") return arrange ? "arrange" : "turn";  // as the end of set-up leaves it
  if (phase == "assign") return arrange ? "arrange" : "none";
  if (phase != "actions") return "none";
  for (const auto& [name, mode] : kDecisions)
    if (decision == name) return mode;
  const Json &move = ObjectOr(st, "move"), &sub = ObjectOr(st, "sub"), &pending = ObjectOr(st, "pending");
  if (IntOr(move, "left", 0) > 0) return "move";
  if (st.contains("restock") && st["restock"].is_array() && !st["restock"].empty() && Total(st.value("bag", Json())) > 0)
    return "none";
  if (IntOr(pending, "victim", kNone) != kNone) return "take-ring";
  if (arrange) return "arrange";
  if (IntOr(pending, "ii", kNone) != kNone) return "token";
  const int action = IntOr(sub, "action", kNone), count = IntOr(sub, "count", 0);
  if (action == 5) return count > 0 && Total(st.value("stack", Json())) > 0 ? "card" : "return";
  if (count > 0 && (action == 1 || action == 3 || action == 7 || action == 8)) return "card";
  if (count > 0 && action == 4) {  // the E enhancement: cards matching the colours discarded for it
    const Json& discarded = move.contains("discarded") ? move["discarded"] : Json(0);
    if (discarded.is_number_integer() && discarded.get<int>() != 0) return "card";
  }
  if (IntOr(pending, "any", 0) > 0) return "any-action";
  return "turn";
}

}  // namespace

Json PublicState(const State& state) {
  const Json full = state.ToJson();
  Json inner = full["state"];
  const std::string mode = inner["mode"].get<std::string>();
  for (const char* key : {"setup_step", "draft_pick", "mode"}) inner.erase(key);
  for (Json& player : inner["players"]) {
    player.erase("turns");
    player.erase("placed");
  }
  std::uint64_t waiting = 0;
  for (std::size_t s = 0; s < inner["restock"].size(); ++s)
    if (inner["restock"][s].get<int>() != 0) waiting |= 1ull << s;
  inner["restock"] = SpaceList(waiting);
  // The movement in progress. A movement stopped before its first step leaves its figures behind in the
  // reference (unread until the next movement overwrites them): outside a movement only the colours
  // discarded for it stay, which the E enhancement's card still reads.
  if (mode != "move") {
    const Move none;
    inner["move"] = {{"kind", none.kind}, {"pos", none.pos}, {"start", none.start}, {"left", none.left},
                     {"moved", none.moved}, {"any_dir", none.any_dir}, {"enhanced", none.enhanced},
                     {"visited", none.visited}, {"discarded", inner["move"]["discarded"]}};
  }
  inner["move"]["visited"] = SpaceList(inner["move"]["visited"].get<std::uint64_t>());
  inner["decision"] = nullptr;
  for (const auto& [name, canonical] : kDecisions)
    if (mode == canonical) inner["decision"] = name;
  ToNames(inner, static_cast<const TudorState&>(state).board(), mode);
  return PublicStateWrapper(state, std::move(inner));
}

bool LacksBookkeeping(const Json& state) {
  if (!state.is_object()) return false;
  if (!state.contains("mode") || !state.contains("setup_step") || !state.contains("draft_pick")) return true;
  if (state.contains("players") && state["players"].is_array())
    for (const Json& player : state["players"])
      if (player.is_object() && (!player.contains("turns") || !player.contains("placed"))) return true;
  return false;
}

Json WithBookkeeping(const GameContext& context, const Json& given) {
  const int n = context.players;
  const BoardData& board = context.Data<BoardData>();
  // A public state (no "mode") says colours, kinds, Actions and cards by name, "none" as null: the
  // canonical numbers first, then the bookkeeping from them.
  Json named = given;
  if (!given.contains("mode")) FromNames(named, board, n);
  const Json& state = named;
  Json out = state;
  const std::string phase = state.value("phase", std::string());
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
        if (player.is_object()) rings += Placed(player.value("fingers", Json()));
    out["draft_pick"] = phase == "setup" ? 0 : phase == "draft" ? rings : 2 * n;
  }
  // Turns this round: only their differences matter (each player takes one turn in turn order from the
  // start player), so the players from the start player up to the one to act have had one, the rest none.
  // Placements this round: phase 1 deals them one at a time in turn order from the start player, all
  // players owing the same number, so the k made so far (owed in all less assign_left) are k/n each plus
  // one for the first k mod n seats from the start player; the Lords phase, one each from the start
  // player up to the one to act; afterwards one each (every player placed a Lord or passed).
  const int start = IntOr(state, "start", kNone), actor = IntOr(state, "actor", kNone);
  const int scenario = IntOr(state, "scenario", kNone), round = IntOr(state, "round", 0);
  const int owed = scenario >= 0 && scenario < kNumScenario ? board.courtiers[scenario][round == 1 ? 0 : 1] : 0;
  const int made = owed * n - IntOr(state, "assign_left", 0);
  auto before_actor = [&](int p) { return start >= 0 && actor >= 0 && (p - start + n) % n < (actor - start + n) % n; };
  if (out.contains("players") && out["players"].is_array())
    for (int p = 0; p < static_cast<int>(out["players"].size()); ++p) {
      Json& player = out["players"][p];
      if (!player.is_object()) continue;
      if (!player.contains("turns")) player["turns"] = phase == "actions" && before_actor(p) ? 1 : 0;
      if (player.contains("placed")) continue;
      if (phase == "assign")
        player["placed"] = made / n + (start >= 0 && (p - start + n) % n < made % n ? 1 : 0);
      else if (phase == "lords")
        player["placed"] = before_actor(p) ? 1 : 0;
      else
        player["placed"] = phase == "actions" || phase == "game-over" ? 1 : 0;
    }
  if (state.contains("mode")) return out;  // a canonical state missing only counters
  // The turn in progress, from its public description: the decision named (or derived), the spaces
  // waiting for a Court Token and those the moving Courtier entered or passed, as lists.
  std::string decision;
  if (state.contains("decision") && !state["decision"].is_null()) {
    const Json& d = state["decision"];
    for (const auto& [name, mode] : kDecisions)
      if (d.is_string() && d.get<std::string>() == name) decision = name;
    if (decision.empty())
      state_json::Fail("decision", "expected null, \"ring-for-office\", \"exchange-ring\", \"swap-tokens\" or \"swap-chairs\"");
  }
  out.erase("decision");
  const int spaces = board.columns[n] * kMaxRows;
  if (!out.contains("restock")) out["restock"] = Json::array();
  out["mode"] = DerivedMode(out, decision);
  const std::uint64_t waiting = SpaceSet(out["restock"], "restock", spaces);
  std::vector<int> flags(static_cast<std::size_t>(spaces));
  for (int s = 0; s < spaces; ++s) flags[s] = (waiting >> s) & 1;
  out["restock"] = flags;
  if (out.contains("move") && out["move"].is_object()) {  // a missing "move" is the strict loader's error
    Json& move = out["move"];
    move["visited"] = SpaceSet(move.value("visited", Json::array()), "move.visited", kMaxSpaces);
  }
  return out;
}

}  // namespace peerage::td
