// Shared fixtures of the Tudor property files (tudor_props.cc, tudor_scenario_props.cc): random walks,
// scenario states edited from canonical JSON, a generator of valid board geometries. Expected values stay
// in the test files, restated from the rulebook.
#pragma once
#include <algorithm>
#include <fstream>
#include <unistd.h>
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/generators.h"
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/games/tudor/td_scenario.h"

using namespace peerage;

namespace tudor_test {


inline rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Registry::Instance().Get("tudor")); }

// Plays one random game one action at a time (props::StepWalk); check(pre, text, actor, post).
template <typename Check>
inline std::unique_ptr<State> WalkTudor(const GameConfig& config, std::uint64_t seed, Check&& check) {
  return props::StepWalk(config, seed, [&](const Json& pre, const std::string& text, int actor, const Json& post,
                                           const State&) { check(pre, text, actor, post); });
}

inline int Sum(const Json& a) {
  int n = 0;
  for (const auto& x : a) n += x.get<int>();
  return n;
}

inline std::string PairName(int a, int b) { return fmt::format("{}+{}", a, b); }

// The state just before the last action of a random game of `config` (that action is the final "end"),
// with every player's Court Tokens, Court Cards and Influence/Intrigue Tokens put back (bag, stacks,
// pool), so a scenario can hand out exactly what it tests. One copy, shared with the solver.
inline Json BeforeTheEnd(const GameConfig& config, std::uint64_t seed) {
  return td::BeforeTheEndEmptyHands(config, seed);
}

inline void Give(Json& j, int p, const char* what, const char* from, int f, int k) {
  Json& st = j["state"];
  BOOST_REQUIRE(st[from][f].get<int>() >= k);
  st[from][f] = st[from][f].get<int>() - k;
  st["players"][p][what][f] = st["players"][p][what][f].get<int>() + k;
}

// Plays the final "end" from the edited state; returns prestige gained per player.
inline std::vector<std::int64_t> FinalGain(const Json& j) {
  auto s = StateFromJson(j, "scenario");
  std::vector<std::int64_t> before;
  for (const auto& pl : j.at("state").at("players")) before.push_back(pl.at("prestige").get<int>());
  s->ApplyActionText("end");
  BOOST_REQUIRE(s->IsTerminal());
  auto after = s->Scores();
  for (size_t p = 0; p < after.size(); ++p) after[p] -= before[p];
  return after;
}


// A phase-4 turn-menu state of a real game (the actor has not activated yet), for Office scenarios.
inline Json TurnMenuState(const GameConfig& config, std::uint64_t seed) {
  auto s = NewGame(config);
  Rng rng(seed);
  std::vector<Action> legal;
  while (!s->IsTerminal()) {
    const Json st = s->ToJson().at("state");
    if (st.at("phase") == "actions" && st.at("mode") == "turn" && st.at("turn").at("acted") == false && !s->IsChance())
      return s->ToJson();
    s->LegalActions(legal);
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
  }
  BOOST_FAIL("no phase-4 turn found");
  return {};
}

// Puts a Courtier of player p from its supply on space (col, row) (its Court Token back into the bag).
inline void PutCourtier(Json& j, int p, int col, int row) {
  Json& st = j["state"];
  const int s = col * 9 + row;
  BOOST_REQUIRE(st["fig"][s] == -1);
  const int tok = st["token"][s];
  if (tok != -1) st["bag"][tok] = st["bag"][tok].get<int>() + 1;
  st["token"][s] = -1;
  st["fig"][s] = p;
  st["players"][p]["supply"] = st["players"][p]["supply"].get<int>() - 1;
}

constexpr std::array<const char*, 7> kColourNames = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};
constexpr char kInitials[] = "bgrynap";

inline bool Offers(const State& s, const std::string& text) {
  for (Action a : s.LegalActions())
    if (s.ActionToString(a) == text) return true;
  return false;
}


// ---- any valid board geometry -------------------------------------------------------------------------------
// A random valid data/tudor/board.json (the loader's rules): columns and rows within the token supply
// (28 spaces with 2 players, 36 otherwise), any stairs row, a random split of A-F into three chambers,
// random finger patterns, chairs 1-6, benches 2-4, rounds 1-8, 0-2 Courtiers a round, any card numbers.
inline Json GenBoard() {
  Json b;
  b["source"] = "generated";
  b["assumptions"] = Json::array({"random valid geometry"});
  const int rows = *rc::gen::inRange(3, 10);
  b["rows"] = rows;
  b["stairs_below"] = *rc::gen::inRange(1, rows);
  for (int n = 2; n <= 4; ++n) {
    const int max_cols = std::min(7, (n == 2 ? 28 : 36) / rows);
    const std::string k = std::to_string(n);
    b["columns"][k] = *rc::gen::inRange(1, std::max(2, max_cols + 1));
    b["chairs"][k] = *rc::gen::inRange(1, 7);
    b["bench"][k] = *rc::gen::inRange(2, 5);
  }
  std::vector<std::string> letters = {"A", "B", "C", "D", "E", "F"};
  const auto order = *rc::gen::container<std::vector<int>>(6, rc::gen::arbitrary<int>());
  std::vector<std::pair<int, std::string>> keyed;
  for (int i = 0; i < 6; ++i) keyed.push_back({order[i], letters[i]});
  std::stable_sort(keyed.begin(), keyed.end(), [](auto& x, auto& y) { return x.first < y.first; });
  for (int c = 0; c < 3; ++c) b["chambers"][c] = Json::array({keyed[2 * c].second, keyed[2 * c + 1].second});
  for (const auto& l : letters) {
    const int mask = *rc::gen::inRange(1, 32);
    Json list = Json::array();
    for (int f = 0; f < 5; ++f)
      if (mask & (1 << f)) list.push_back(f);
    b["fingers"][l] = list;
  }
  for (int sc = 0; sc < 5; ++sc) {
    Json card;
    card["name"] = "card";
    for (int n = 2; n <= 4; ++n) card["rounds"][std::to_string(n)] = *rc::gen::inRange(1, 9);
    card["courtiers"] = Json::array({*rc::gen::inRange(0, 3), *rc::gen::inRange(0, 3)});
    b["scenarios"][sc] = card;
  }
  Json removed = Json::array(), value = Json::array();
  for (int f = 0; f < 7; ++f) {
    removed.push_back(*rc::gen::inRange(0, 3));
    value.push_back(*rc::gen::inRange(-3, 4));
  }
  b["essentials"] = {{"removed", removed}, {"value", value}};
  for (const char* key : {"focused_sets", "flexible_sets"}) {  // any non-decreasing table of 7 values
    Json sets = Json::array();
    int v = 0;
    for (int k = 0; k < 7; ++k) sets.push_back(v += *rc::gen::inRange(0, 8));
    b[key] = sets;
  }
  b["quest_prestige"] = *rc::gen::inRange(0, 10);
  b["crowded_prestige"] = *rc::gen::inRange(0, 10);
  b["ambassador_prestige"] = *rc::gen::inRange(0, 10);
  b["garter"] = {{"2", {5, 0}}, {"3", {5, 2, 0}}, {"4", {5, 3, 1, 0}}};
  return b;
}


}  // namespace tudor_test
using namespace tudor_test;

// ---- hand-built states (tudor_rules_props.cc, tudor_scoring_props.cc) -----------------------------------------
// Blank(): a phase-4 turn-menu state with an empty Throne Room (no Court Token, Influence/Intrigue Token or
// figure on any space), every component in its supply (bag, box, stacks, Ring stand, 14 Courtiers each), round
// `round`, start player 0 and player 0 to act. The setters move one component from its supply to its place,
// so the state keeps every conservation invariant. Space text "c<col+1>r<row+1>", index col * 9 + row.
namespace tudor_build {
inline Json Seq(int n, int v) { return Json(std::vector<int>(n, v)); }
inline int Cols(int n) { return n == 2 ? 4 : 5; }
inline Json Blank(int n, const std::string& pair, int scenario, int round) {
  const int cols = Cols(n), spaces = cols * 9, tokens = n == 2 ? 18 : 20, each = n == 2 ? 14 : 18;
  Json pl = {{"supply", 14}, {"lord", -1}, {"prestige", 0}, {"ambassadors", 0}, {"lord_done", false},
             {"bonus_used", false}, {"fingers", Seq(5, -1)}, {"cards", Seq(7, 0)}, {"tokens", Seq(7, 0)},
             {"spent", Seq(7, 0)}, {"ii", Seq(3, 0)}, {"turns", 0}, {"placed", 0}};
  Json players = Json::array();
  for (int p = 0; p < n; ++p) players.push_back(pl);
  const int a = pair[0] - '1', b = pair[2] - '1';
  Json st = {{"phase", "actions"}, {"mode", "turn"}, {"round", round}, {"start", 0}, {"actor", 0},
             {"scenario", scenario - 1}, {"scoring", {a, b}}, {"players", players}, {"token", Seq(spaces, -1)},
             {"ii", Seq(spaces, -1)}, {"fig", Seq(spaces, -1)}, {"restock", Seq(spaces, 0)}, {"office", Seq(7, -1)},
             {"bag", Seq(7, tokens)}, {"ii_pool", {each, each, 0}}, {"stack", Seq(7, 10)},
             {"stand", Seq(7, n == 4 ? 3 : 2)}, {"removed", Seq(7, 0)}, {"cards_out", Seq(7, 0)},
             {"ii_used", {0, 0, 0}}, {"bench", Seq(12, -1)}, {"chairs", Seq(18, -1)}, {"lords", Seq(6, -1)},
             {"turn", {{"chamber", -1}, {"open", 0}, {"steps", 0}, {"lord", false}, {"acted", false}}},
             {"sub", {{"action", -1}, {"count", 0}, {"color", -1}, {"finger", -1}}},
             {"move", {{"kind", 0}, {"pos", -1}, {"start", -1}, {"left", 0}, {"moved", 0}, {"any_dir", false},
                       {"enhanced", false}, {"visited", 0}, {"discarded", 0}}},
             {"pending", {{"ii", -1}, {"office", -1}, {"victim", -1}, {"any", 0}, {"ecard", false}}},
             {"arrange", Seq(4, 0)}, {"draft_pick", 2 * n}, {"setup_step", 2 * cols * 7}, {"assign_left", 0}};
  if (a == 1 || b == 1)  // Only The Essentials: 5 brown, gray and purple Court Tokens removed (data file)
    for (int f = 4; f < 7; ++f) {
      st["bag"][f] = tokens - 5;
      st["removed"][f] = 5;
    }
  return {{"game", "tudor"}, {"players", n}, {"step", 100},
          {"parameters", {{"td.scoring-cards", pair}, {"td.scenario", std::to_string(scenario)}}}, {"state", st}};
}
inline int At(int col, int row) { return (col - 1) * 9 + (row - 1); }  // 1-based, as in the action texts
inline void Move(Json& st, const char* from, int f, const Json::json_pointer& to, int k) {
  st[from][f] = st[from][f].get<int>() - k;
  BOOST_REQUIRE(st[from][f].get<int>() >= 0);
  st[to] = st[to].get<int>() + k;
}
inline void Fig(Json& j, int p, int col, int row) {
  Json& st = j["state"];
  BOOST_REQUIRE(st["fig"][At(col, row)] == -1);
  st["fig"][At(col, row)] = p;
  st["players"][p]["supply"] = st["players"][p]["supply"].get<int>() - 1;
}
inline void Tok(Json& j, int col, int row, int f) {
  Json& st = j["state"];
  BOOST_REQUIRE(st["token"][At(col, row)] == -1);
  st["token"][At(col, row)] = f;
  st["bag"][f] = st["bag"][f].get<int>() - 1;
}
inline void IIon(Json& j, int col, int row, int t) {
  Json& st = j["state"];
  st["ii"][At(col, row)] = t;
  st["ii_pool"][t] = st["ii_pool"][t].get<int>() - 1;
}
inline void RingOn(Json& j, int p, int finger, int f) {
  Json& st = j["state"];
  st["players"][p]["fingers"][finger] = f;
  st["stand"][f] = st["stand"][f].get<int>() - 1;
}
inline void Add(Json& j, int p, const char* what, int f, int k) {  // cards / tokens / spent / ii
  const char* from = std::string(what) == "cards" ? "stack" : std::string(what) == "ii" ? "ii_pool" : "bag";
  Move(j["state"], from, f, Json::json_pointer("/players/" + std::to_string(p) + "/" + what + "/" + std::to_string(f)), k);
}
inline void Chair(Json& j, int chamber, int seat, int p, bool done) {  // chamber, seat 1-based
  Json& st = j["state"];
  st["chairs"][(chamber - 1) * 6 + seat - 1] = p * 2 + (done ? 1 : 0);
  st["players"][p]["supply"] = st["players"][p]["supply"].get<int>() - 1;
}
inline void Lord(Json& j, int chamber, int seat, int p, bool done) {
  Json& st = j["state"];
  st["lords"][(chamber - 1) * 2 + seat - 1] = p * 2 + (done ? 1 : 0);
  st["players"][p]["lord"] = chamber - 1;
  st["players"][p]["lord_done"] = done;
}
inline void OfficeOf(Json& j, int col, int p) {
  Json& st = j["state"];
  st["office"][col - 1] = p;
  st["players"][p]["supply"] = st["players"][p]["supply"].get<int>() - 1;
}
inline std::unique_ptr<State> Load(const Json& j) { return StateFromJson(j, "hand-built"); }
// The turn passes to `a` (start player 0): seats before it have had one Turn this phase.
inline void ActorIs(Json& j, int a) {
  j["state"]["actor"] = a;
  for (int p = 0; p < j["players"].get<int>(); ++p) j["state"]["players"][p]["turns"] = p < a ? 1 : 0;
}
// Legal action texts with the given prefix, in the engine's order.
inline std::vector<std::string> LegalWith(const State& s, const std::string& prefix) {
  std::vector<std::string> out;
  for (Action a : s.LegalActions()) {
    const std::string t = s.ActionToString(a);
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  }
  return out;
}
// Chance outcomes as "text p/q".
inline std::vector<std::string> Outcomes(const State& s) {
  std::vector<std::string> out;
  for (const auto& o : s.ChanceOutcomes())
    out.push_back(fmt::format("{} {}/{}", s.ActionToString(o.action), o.probability.num, o.probability.den));
  return out;
}
using Texts = std::vector<std::string>;
constexpr int kBlue = 0, kGreen = 1, kRed = 2, kYellow = 3, kBrown = 4, kGray = 5, kPurple = 6;
constexpr int kInf = 0, kInt = 1;
// ---- Shared by the readings suites (tudor_readings*_props.cc) ----
// `j` with one reading set.
inline Json WithReading(Json j, const char* id, const std::string& reading) {
  j["settings"][id] = reading;
  return j;
}
// The Office tests' setting (tudor_readings2_props.cc, tudor_reading_effects_props.cc): a 3-player state with
// p0's Courtier on c2r6 under the top space c2r7 (red Court Token), p0 one red card and no figure in a chamber,
// one reading set: "do:G" (One Space Court Movement, discarding a Court Card matching the Court Token),
// "from:c2r6", "step:c2r7:red" takes c2's Office. COURT OFFICES: a Courtier entering a column's topmost space
// ends its movement, takes the Tokens there and is placed on the Office.
inline Json OfficeByG(const char* id, const std::string& reading) {
  Json j = WithReading(Blank(3, "1+4", 3, 2), id, reading);
  Fig(j, 0, 2, 6);
  Tok(j, 2, 7, kRed);
  Add(j, 0, "cards", kRed, 1);
  return j;
}
inline std::vector<std::string> Sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}
// Resolves every pending chance draw (first outcome); returns how many there were.
inline int DrawAll(State& s) {
  int draws = 0;
  while (s.IsChance()) {
    BOOST_REQUIRE(s.ActionToString(s.LegalActions().front()).rfind("draw-token:", 0) == 0u);
    s.ApplyAction(s.LegalActions().front());
    ++draws;
  }
  return draws;
}
// The last turn of the last round (no figure left, the player before the start player seat 0 to act); "end"
// closes the game. Returns each player's Prestige.
inline std::vector<std::int64_t> FinalPrestige(Json j) {
  ActorIs(j, j["players"].get<int>() - 1);
  auto s = Load(j);
  s->ApplyActionText("end");
  BOOST_REQUIRE(s->IsTerminal());
  std::vector<std::int64_t> out;
  const Json js = s->ToJson();  // not a reference into a destroyed temporary
  for (const auto& pl : js.at("state").at("players")) out.push_back(pl.at("prestige").get<int>());
  return out;
}
}  // namespace tudor_build
