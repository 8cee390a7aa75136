// Tudor's public forms (td_public_forms.h): colours, token kinds, Actions, movement kinds, chairs, Scenario
// and Scoring Cards by name or as printed, sets as lists, "none" as null, and back.
#include "model/games/tudor/td_public_forms.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/error.h"

namespace peerage::td {
namespace {

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

}  // namespace

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

}  // namespace peerage::td
