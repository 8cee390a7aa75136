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

// ---- the packed encodings of the canonical JSON, said by name (public form <-> canonical numbers) ----------
// Colours, Influence/Intrigue/Opportunity kinds, fingers and Action letters as the action texts write them
// (td_text.cc); what gives a movement by the Action letter, the Move Courtier bonus ("bonus-move") or the
// Scenario move (Scenario Card 3's "jump", Scenario Card 5's "strong-move"); sub.action 8, a Scenario's
// "Court Card of your choice", as "card-of-choice".
using Names = std::span<const char* const>;
constexpr std::array<const char*, kFactions> kColours = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};
constexpr std::array<const char*, kNumII> kIIKinds = {"influence", "intrigue", "opportunity"};
// sub.finger: a finger (index 0-4 here) or, after an enhanced B's second exchange, a colour (index 5 + colour).
constexpr std::array<const char*, kFingers + kFactions> kFingerOrColour = {
    "f0", "f1", "f2", "f3", "f4", "blue", "green", "red", "yellow", "brown", "gray", "purple"};
constexpr std::array<const char*, 7> kMoveKinds = {"A", "C", "E", "G", "bonus-move", "jump", "strong-move"};
constexpr std::array<const char*, 9> kSubActions = {"A", "B", "C", "D", "E", "F", "G", "H", "card-of-choice"};
constexpr const char* kAlternate = "G/H";  // turn.open: one alternate Action G or H may still be taken

std::string Listed(Names names) {  // empty names (nothing to name there) left out
  std::string out;
  for (const char* name : names)
    if (*name) out += fmt::format("{}\"{}\"", out.empty() ? "" : ", ", name);
  return out;
}
Json Named(Names names, const Json& v) {
  const int i = v.get<int>();
  return i >= 0 && i < static_cast<int>(names.size()) ? Json(names[i]) : Json();
}
int Unnamed(Names names, const Json& v, const std::string& path, bool nullable = true) {
  if (v.is_null() && nullable) return kNone;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (v.is_string() && v.get<std::string>() == names[i]) return static_cast<int>(i);
  state_json::Fail(path, fmt::format("expected {}one of {}", nullable ? "null or " : "", Listed(names)));
}
Json Nullable(const Json& v, int offset = 0) { return v.get<int>() < 0 ? Json() : Json(v.get<int>() + offset); }
// null -> -1; else an integer within [lo, hi], less `offset` (a card number 1-5 -> its index 0-4).
int Unnull(const Json& v, const std::string& path, int lo, int hi, int offset = 0) {
  if (v.is_null()) return kNone;
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
    state_json::Fail(path, fmt::format("expected null or an integer from {} to {}", lo, hi));
  return v.get<int>() - offset;
}
// A bit set written as the sorted list of what its bits name (bit i: names[i]), and back (each once).
Json NamedSet(Names names, int bits) {
  Json out = Json::array();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (bits & (1 << i)) out.push_back(names[i]);
  return out;
}
int UnnamedSet(Names names, const Json& list, const std::string& path, const std::string& note = "") {
  if (!list.is_array()) state_json::Fail(path, "expected a list of " + Listed(names) + note);
  int bits = 0;
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string at = fmt::format("{}[{}]", path, k);
    int i = kNone;
    for (std::size_t n = 0; n < names.size(); ++n)
      if (*names[n] && list[k].is_string() && list[k].get<std::string>() == names[n]) i = static_cast<int>(n);
    if (i == kNone) state_json::Fail(at, "expected one of " + Listed(names) + note);
    if (bits & (1 << i)) state_json::Fail(at, fmt::format("\"{}\" listed twice", names[i]));
    bits |= 1 << i;
  }
  return bits;
}
// Each element of the list at st[key] (if it is one; otherwise the strict loader reports it) through f.
template <class F>
void EachOf(Json& st, const std::string& path, const char* key, F f) {
  if (!st.is_object() || !st.contains(key) || !st[key].is_array()) return;
  Json& list = st[key];
  for (std::size_t i = 0; i < list.size(); ++i) list[i] = f(list[i], fmt::format("{}[{}]", state_json::Sub(path, key), i));
}
Json& MemberOr(Json& st, const char* key) {  // st[key] if it is an object, else a scratch object
  static thread_local Json scratch;
  scratch = Json::object();
  return st.is_object() && st.contains(key) && st[key].is_object() ? st[key] : scratch;
}
// The names of turn.open's bits: the activated chamber's two Actions (data/tudor/board.json), then G/H.
std::array<std::string, 3> OpenNames(const BoardData& board, int chamber) {
  if (chamber < 0 || chamber >= kChambers) return {"", "", kAlternate};  // no chamber: only G/H can be named
  return {std::string(1, static_cast<char>('A' + board.chamber_actions[chamber][0])),
          std::string(1, static_cast<char>('A' + board.chamber_actions[chamber][1])), kAlternate};
}

// Canonical numbers -> names in the public "state" (`mode` the canonical decision code).
void ToNames(Json& st, const BoardData& board, const std::string& mode) {
  st["start"] = Nullable(st["start"]);
  st["scenario"] = Nullable(st["scenario"], 1);
  for (Json& card : st["scoring"]) card = Nullable(card, 1);
  for (Json& player : st["players"]) {
    player["lord"] = Nullable(player["lord"]);
    for (Json& finger : player["fingers"]) finger = Named(kColours, finger);
  }
  for (Json& t : st["token"]) t = Named(kColours, t);
  for (Json& t : st["ii"]) t = Named(kIIKinds, t);
  for (const char* key : {"fig", "office", "bench"})
    for (Json& seat : st[key]) seat = Nullable(seat);
  for (const char* key : {"chairs", "lords"})
    for (Json& chair : st[key])
      chair = chair.get<int>() < 0 ? Json() : Json{{"owner", chair.get<int>() / 2}, {"acted", chair.get<int>() % 2 == 1}};
  Json& turn = st["turn"];
  const auto open = OpenNames(board, turn["chamber"].get<int>());
  Json open_list = Json::array();
  for (int i = 0; i < 3; ++i)
    if ((turn["open"].get<int>() >> i & 1) && !open[i].empty()) open_list.push_back(open[i]);
  turn["open"] = open_list;
  turn["chamber"] = Nullable(turn["chamber"]);
  Json& sub = st["sub"];
  // sub.finger is the finger of an enhanced B's first exchange while its second is open, then the colour
  // of the second new Ring while its card is taken; once B is over the reference leaves it behind, unread
  // (and which of the two it is can no longer be told): then it is not public.
  const bool b_card = mode == "card" && sub["action"] == 1;
  sub["finger"] = mode == "exchange" ? Named(kFingerOrColour, sub["finger"])
                  : b_card && sub["finger"].get<int>() >= 0 ? Named(kFingerOrColour, sub["finger"].get<int>() + kFingers)
                                                            : Json();
  sub["action"] = Named(kSubActions, sub["action"]);
  sub["color"] = Named(kColours, sub["color"]);
  Json& move = st["move"];
  move["kind"] = Named(kMoveKinds, move["kind"]);
  move["pos"] = Nullable(move["pos"]);
  move["start"] = Nullable(move["start"]);
  move["discarded"] = NamedSet(kColours, move["discarded"].get<int>());
  Json& pending = st["pending"];
  pending["ii"] = Named(kIIKinds, pending["ii"]);
  pending["office"] = Nullable(pending["office"]);
  pending["victim"] = Nullable(pending["victim"]);
  Json seats = Json::array();
  for (std::size_t p = 0; p < st["arrange"].size(); ++p)
    if (st["arrange"][p].get<int>() != 0) seats.push_back(p);
  st["arrange"] = seats;
}

// Names in a public "state" -> the canonical numbers (a member left out stays out: the strict loader
// reports a required one; a value that names nothing is a ParseError naming the field).
void FromNames(Json& st, const BoardData& board, int n) {
  if (!st.is_object()) return;
  auto seat = [n](const Json& v, const std::string& path) { return Json(Unnull(v, path, 0, n - 1)); };
  if (st.contains("start")) st["start"] = seat(st["start"], "start");
  if (st.contains("scenario")) st["scenario"] = Unnull(st["scenario"], "scenario", 1, kNumScenario, 1);
  EachOf(st, "", "scoring", [](const Json& v, const std::string& path) { return Json(Unnull(v, path, 1, kNumScoring, 1)); });
  if (st.contains("players") && st["players"].is_array())
    for (std::size_t p = 0; p < st["players"].size(); ++p) {
      Json& player = st["players"][p];
      const std::string path = fmt::format("players[{}]", p);
      if (player.is_object() && player.contains("lord"))
        player["lord"] = Unnull(player["lord"], path + ".lord", 0, kChambers - 1);
      EachOf(player, path, "fingers", [](const Json& v, const std::string& at) { return Json(Unnamed(kColours, v, at)); });
    }
  EachOf(st, "", "token", [](const Json& v, const std::string& at) { return Json(Unnamed(kColours, v, at)); });
  EachOf(st, "", "ii", [](const Json& v, const std::string& at) { return Json(Unnamed(kIIKinds, v, at)); });
  for (const char* key : {"fig", "office", "bench"}) EachOf(st, "", key, seat);
  for (const char* key : {"chairs", "lords"})
    EachOf(st, "", key, [n](const Json& v, const std::string& at) {
      if (v.is_null()) return Json(kNone);
      if (!v.is_object() || !v.contains("owner") || !v.contains("acted"))
        state_json::Fail(at, "expected null (empty) or {\"owner\": <seat>, \"acted\": true|false}");
      state_json::Keys(v, at, {"owner", "acted"});
      const int owner = static_cast<int>(state_json::Int(v["owner"], at + ".owner", 0, n - 1));
      return Json(owner * 2 + (state_json::Bool(v["acted"], at + ".acted") ? 1 : 0));
    });
  Json& turn = MemberOr(st, "turn");
  if (turn.contains("chamber")) turn["chamber"] = Unnull(turn["chamber"], "turn.chamber", 0, kChambers - 1);
  if (turn.contains("open")) {
    const auto names = OpenNames(board, turn.value("chamber", kNone));
    std::vector<const char*> listed;
    for (const std::string& name : names) listed.push_back(name.c_str());
    turn["open"] = UnnamedSet(listed, turn["open"], "turn.open", " (the activated chamber's Actions, then G/H)");
  }
  Json& sub = MemberOr(st, "sub");
  if (sub.contains("action")) sub["action"] = Unnamed(kSubActions, sub["action"], "sub.action");
  if (sub.contains("color")) sub["color"] = Unnamed(kColours, sub["color"], "sub.color");
  if (sub.contains("finger")) {
    const int i = Unnamed(kFingerOrColour, sub["finger"], "sub.finger");
    sub["finger"] = i < kFingers ? i : i - kFingers;  // -1 (null) stays
  }
  Json& move = MemberOr(st, "move");
  if (move.contains("kind")) move["kind"] = Unnamed(kMoveKinds, move["kind"], "move.kind", false);
  if (move.contains("pos")) move["pos"] = Unnull(move["pos"], "move.pos", 0, kMaxSpaces - 1);
  if (move.contains("start")) move["start"] = Unnull(move["start"], "move.start", 0, kMaxSpaces - 1);
  if (move.contains("discarded")) move["discarded"] = UnnamedSet(kColours, move["discarded"], "move.discarded");
  Json& pending = MemberOr(st, "pending");
  if (pending.contains("ii")) pending["ii"] = Unnamed(kIIKinds, pending["ii"], "pending.ii");
  if (pending.contains("office")) pending["office"] = Unnull(pending["office"], "pending.office", 0, kMaxCols - 1);
  if (pending.contains("victim")) pending["victim"] = seat(pending["victim"], "pending.victim");
  if (st.contains("arrange")) {
    std::array<int, kMaxPlayers> flags{};
    const Json& list = st["arrange"];
    if (!list.is_array()) state_json::Fail("arrange", "expected a list of seats");
    for (std::size_t k = 0; k < list.size(); ++k) {
      const std::string at = fmt::format("arrange[{}]", k);
      const int p = static_cast<int>(state_json::Int(list[k], at, 0, n - 1));
      if (flags[p]) state_json::Fail(at, fmt::format("seat {} listed twice", p));
      flags[p] = 1;
    }
    st["arrange"] = flags;
  }
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
