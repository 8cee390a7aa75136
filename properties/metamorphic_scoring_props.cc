// Metamorphic properties of final scoring (issue 18 item 3; the readings property: metamorphic_props.cc):
//   - Seat permutation: where final scoring is seat-symmetric, permuting the players' areas of a terminal
//     state permutes Scores and Ranking (Noblemen, Dueling Nobles; see SeatGames for the others).
//   - Money monotonicity: one more unit of the currency a tie-break reads (Noblemen pounds, Among Nobles
//     gold) never lowers its holder's rank nor raises anyone else's, and a player tied with others moves
//     strictly ahead of them.
// Runs per game with the cross-game suites (PEERAGE_GAME; properties/CMakeLists.txt).
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck/boost_test.h>

#include "properties/metamorphic.h"

using namespace peerage;
using namespace peerage::props;

namespace {

// ---- seat permutation --------------------------------------------------------------------------------

// new seat of old seat p: perm[p]. Remaps every seat the terminal state's JSON holds.
int Seat(const std::vector<int>& perm, int p) { return p >= 0 && p < static_cast<int>(perm.size()) ? perm[p] : p; }

Json PermuteArray(const Json& a, const std::vector<int>& perm) {
  Json out = a;
  for (std::size_t p = 0; p < perm.size(); ++p) out[perm[p]] = a[p];
  return out;
}

// Noblemen: players, prestige and draws are per seat; crown, active, the returning player of each card
// under the deck, each Men-at-Arms' estate owner, the card queue and the scratch seats name seats.
Json PermuteNoblemen(Json st, const std::vector<int>& perm) {
  for (const char* k : {"players", "prestige", "draws"}) st[k] = PermuteArray(st[k], perm);
  for (const char* k : {"crown", "active"}) st[k] = Seat(perm, st[k].get<int>());
  for (Json& r : st["bottom"]) r["by"] = Seat(perm, r["by"].get<int>());
  for (Json& q : st["card_queue"]) q = Seat(perm, q.get<int>());
  for (Json& pl : st["players"])
    for (Json& m : pl["maa"])
      if (!m.is_null()) m[0] = Seat(perm, m[0].get<int>());
  for (const char* k : {"give_from", "give_to", "chooser", "mulligan_player", "draw_next"})
    if (st["scratch"].contains(k)) st["scratch"][k] = Seat(perm, st["scratch"][k].get<int>());
  return st;
}

// Dueling Nobles (2 players: the one permutation that moves anything is the swap): players, the
// three-of-a-suit discards and the turn's starting Noble counts per side; active, dealer and the result.
Json SwapDuelingNobles(Json st, const std::vector<int>& perm) {
  if (perm[0] == 0) return st;
  for (const char* k : {"players", "triple_discards"})
    if (st.contains(k)) st[k] = PermuteArray(st[k], perm);
  if (st.contains("turn_state") && st["turn_state"].contains("start_nobles"))
    st["turn_state"]["start_nobles"] = PermuteArray(st["turn_state"]["start_nobles"], perm);
  for (const char* k : {"active", "dealer"})
    if (st.contains(k)) st[k] = Seat(perm, st[k].get<int>());
  if (st.contains("result") && st["result"].is_string()) {
    const std::string r = st["result"].get<std::string>();
    st["result"] = r == "p0" ? "p1" : r == "p1" ? "p0" : r;
  }
  return st;
}

using Permuter = Json (*)(Json, const std::vector<int>&);
// Games whose final scoring is seat-symmetric and whose terminal state is permuted here. Left out:
// nobles-solo (one seat); tudor and among-nobles keep owners inside the board (Tudor's chairs, figures and
// rings; Among Nobles' family cards "p<owner>", spouses and presentations): permuting them is a second
// serialiser of those states, larger than the engines' own scoring. Their ranking is hand-checked level
// by level instead (tudor_scoring_props.cc, among_nobles_rules_props.cc).
const std::map<std::string, Permuter>& SeatGames() {
  static const std::map<std::string, Permuter> games = {{"noblemen", PermuteNoblemen},
                                                        {"dueling-nobles", SwapDuelingNobles}};
  return games;
}

std::set<std::string> Keys(const std::map<std::string, Permuter>& m) {
  std::set<std::string> out;
  for (const auto& [k, v] : m) out.insert(k);
  return out;
}

// ---- money -------------------------------------------------------------------------------------------

// Adds `amount` of the tie-break currency to player p's area of a terminal state's JSON.
void AddMoney(const std::string& game, Json& st, int p, int amount) {
  Json& pl = st["players"][p];
  if (game == "noblemen") {
    pl["pounds"] = pl["pounds"].get<int>() + amount;  // pounds are unlimited: no ledger
  } else {
    pl["gold"] = pl["gold"].get<int>() + amount;  // the ledger: gold = gold_in - gold_out
    const char* side = amount >= 0 ? "gold_in" : "gold_out";
    pl[side] = pl[side].get<int>() + (amount >= 0 ? amount : -amount);
  }
}

std::unique_ptr<State> Reload(const State& s, const Json& st, const char* what) {
  Json j = s.ToJson();
  j["state"] = st;
  return StateFromJson(j, what);
}


}  // namespace

BOOST_AUTO_TEST_SUITE(metamorphic)

// Final scoring does not look at seats: a terminal state with the players' areas permuted ranks each
// player's area where it ranked before.
RC_BOOST_PROP(permuting_the_seats_permutes_the_final_ranking, ()) {
  const GameInfo* game_info = GenGame(Keys(SeatGames()));
  if (!game_info) return;
  const GameInfo& info = *game_info;
  const GameConfig config = *GenConfigFor(info);
  auto game = TerminalGame(config, *GenSeed());
  const int n = game->NumPlayers();
  std::vector<int> perm(n);
  for (int p = 0; p < n; ++p) perm[p] = p;
  for (int i = n - 1; i > 0; --i) std::swap(perm[i], perm[*rc::gen::inRange(0, i + 1)]);
  const Json permuted = SeatGames().at(info.name)(game->ToJson().at("state"), perm);
  auto moved = Reload(*game, permuted, "permuted seats");
  RC_ASSERT(moved->IsTerminal());
  const auto scores = game->Scores(), moved_scores = moved->Scores();
  const auto rank = game->Ranking(), moved_rank = moved->Ranking();
  for (int p = 0; p < n; ++p) {
    META_REQUIRE(moved_scores[perm[p]] == scores[p] && moved_rank[perm[p]] == rank[p],
                 "{}: seat {} moved to {}: score {} rank {} became score {} rank {} (permutation [{}])", info.name, p,
                 perm[p], scores[p], rank[p], moved_scores[perm[p]], moved_rank[perm[p]], fmt::join(perm, " "));
  }
}

// One more pound (Noblemen: "ties go to most pounds") or gold (Among Nobles: gold counts a point per 3,
// the remainder breaks ties) for player p: p's rank never worsens and nobody else's improves; each player
// p was tied with (same rank, with p's VP or score) now ranks behind p. A tie is also made on purpose:
// q gets p's VP / score and money, then p one more.
RC_BOOST_PROP(one_more_unit_of_the_tie_break_money_never_lowers_its_holder, ()) {
  const GameInfo* game_info = GenGame({"noblemen", "among-nobles"});
  if (!game_info) return;
  const GameInfo& info = *game_info;
  const GameConfig config = *GenConfigFor(info);
  auto game = TerminalGame(config, *GenSeed());
  const int n = game->NumPlayers();
  const int p = *rc::gen::inRange(0, n);
  Json st = game->ToJson().at("state");
  if (*rc::gen::arbitrary<bool>()) {  // make q tie p on the first criterion and on money
    const int q = (p + *rc::gen::inRange(1, n)) % n;
    const char* first = info.name == "noblemen" ? "vp" : "prestige";
    const char* money = info.name == "noblemen" ? "pounds" : "gold";
    st["players"][q][first] = st["players"][p][first];
    AddMoney(info.name, st, q, st["players"][p][money].get<int>() - st["players"][q][money].get<int>());
  }
  auto before = Reload(*game, st, "tie made");
  AddMoney(info.name, st, p, 1);
  auto after = Reload(*game, st, "one more unit");
  const auto r0 = before->Ranking(), r1 = after->Ranking();
  const std::string where = fmt::format("{}: p{} given one more (ranks [{}] -> [{}])", info.name, p, fmt::join(r0, " "),
                                        fmt::join(r1, " "));
  META_REQUIRE(r1[p] <= r0[p], "{}: its rank worsened", where);
  for (int q = 0; q < n; ++q) {
    if (q == p) continue;
    META_REQUIRE(r1[q] >= r0[q], "{}: p{}'s rank improved", where, q);
    if (r0[q] == r0[p]) META_REQUIRE(r1[q] > r1[p], "{}: p{} was tied with it and still is not behind", where, q);
  }
  RC_CLASSIFY(std::count(r0.begin(), r0.end(), r0[p]) > 1, "p was tied");
}

BOOST_AUTO_TEST_SUITE_END()
