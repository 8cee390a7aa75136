// Tudor solver queries: Garter ties across 2-4 players, the winner's tie chain ending in a shared win, and
// a turn with no legal chamber action. Each Z3 answer is confirmed on the engine: a concrete state is built
// from a real game (the state before its final "end", edited with state_from_json) and played.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <z3++.h>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "model/games/tudor/td_scenario.h"
#include "solver/solver.h"

namespace peerage::solver {
namespace {

constexpr const char* kGame = "tudor";
std::string Verdict(z3::check_result r) { return r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown"; }
int Val(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_int(); }

// Order of the Garter chart (rulebook, Game end), per player count.
const int kGarter[5][4] = {{}, {}, {5, 0}, {5, 2, 0}, {5, 3, 1, 0}};

// Garter points of player p for totals t under the competition rule ("all tied players receive the full
// Prestige Points for their rank and the following rank is not scored").
z3::expr GarterPoints(z3::context& c, const std::vector<z3::expr>& t, int p) {
  const int n = static_cast<int>(t.size());
  z3::expr ahead = c.int_val(0);
  for (int q = 0; q < n; ++q) ahead = ahead + z3::ite(t[q] > t[p], c.int_val(1), c.int_val(0));
  z3::expr pts = c.int_val(kGarter[n][n - 1]);
  for (int k = n - 1; k >= 0; --k) pts = z3::ite(ahead == k, c.int_val(kGarter[n][k]), pts);
  return pts;
}

// The state just before the final "end" of a real game (Scoring Cards 1+4: with no Court Tokens nothing
// but the Garter scores at the end), every hand emptied into the supply so the query can set it.
Json BeforeTheEnd(int players, std::uint64_t seed) {
  return td::BeforeTheEndEmptyHands({kGame, players, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}}}, seed);
}

// Gives player p `k` Court Cards, spread over the factions with cards left in the stacks.
void GiveCards(Json& j, int p, int k) {
  Json& st = j["state"];
  for (int f = 0; f < 7 && k > 0; ++f) {
    const int take = std::min(k, st["stack"][f].get<int>());
    st["stack"][f] = st["stack"][f].get<int>() - take;
    st["players"][p]["cards"][f] = st["players"][p]["cards"][f].get<int>() + take;
    k -= take;
  }
  if (k > 0) throw Error("solver", "not enough Court Cards in the stacks");
}

int Rings(const Json& pl) {
  int n = 0;
  for (const auto& f : pl.at("fingers")) n += f != -1;
  return n;
}

// Plays "end" from the edited state; the witness is that one-step trace.
std::unique_ptr<State> PlayEnd(const Json& j, SolverAnswer& answer) {
  auto s = StateFromJson(j, "solver witness");
  s->ApplyActionText("end");
  answer.witness = RecordTrace(*s, true, "solver witness: " + answer.id);
  return s;
}

}  // namespace

/// \brief Garter ties across 2-4 players: can every player tie for the most Influence/Intrigue Tokens and
/// Court Cards, and does a tie ever split the points?
///
/// Encoded: the competition rule over per-player totals t_p >= 0. Query 1 (sat): for n = 2, 3, 4 a tie of
/// two players on top with the others strictly below and all distinct, asking each player's points. Query
/// 2 (unsat, proof): two players with equal totals receive different points. Confirmation: for each n the
/// model's totals are dealt as Court Cards in a real end-of-game state and "end" is played; each player's
/// Prestige gain must equal Z3's points.
SolverAnswer QueryGarterTies() {
  SolverAnswer answer;
  answer.id = "td.garter-ties";
  answer.interpretations = {"td.garter-tie"};
  answer.question = "With 2, 3 and 4 players, what do tied players get for the Order of the Garter, and can a tie "
                    "ever split the points?";
  bool all_ok = true, all_sat = true;
  std::string text, conf;
  for (int n = 2; n <= 4; ++n) {
    z3::context c;
    std::vector<z3::expr> t;
    for (int p = 0; p < n; ++p) t.push_back(c.int_const(fmt::format("t{}", p).c_str()));
    z3::solver s(c);
    for (int p = 0; p < n; ++p) s.add(t[p] >= 0 && t[p] <= 6);
    s.add(t[0] == t[1]);
    for (int p = 2; p < n; ++p) {
      s.add(t[p] < t[0]);
      for (int q = p + 1; q < n; ++q) s.add(t[p] > t[q]);
    }
    const z3::check_result r = s.check();
    all_sat = all_sat && r == z3::sat;
    if (r != z3::sat) continue;
    const z3::model m = s.get_model();
    std::vector<int> totals, points;
    for (int p = 0; p < n; ++p) {
      totals.push_back(Val(m, t[p]));
      points.push_back(Val(m, GarterPoints(c, t, p)));
    }
    text += fmt::format("{} players: totals {} -> points {}; ", n, fmt::join(totals, "/"), fmt::join(points, "/"));
    try {
      Json j = BeforeTheEnd(n, 21 + n);
      for (int p = 0; p < n; ++p) GiveCards(j, p, totals[p]);
      std::vector<int> before;
      for (const auto& pl : j["state"]["players"]) before.push_back(pl["prestige"].get<int>());
      auto s2 = PlayEnd(j, answer);
      const auto scores = s2->Scores();
      bool ok = s2->IsTerminal();
      for (int p = 0; p < n; ++p) ok = ok && scores[p] - before[p] == points[p];
      all_ok = all_ok && ok;
      conf += fmt::format("{} players: engine gains {}{}; ", n, [&] {
        std::vector<long long> g;
        for (int p = 0; p < n; ++p) g.push_back(scores[p] - before[p]);
        return fmt::format("{}", fmt::join(g, "/"));
      }(), ok ? "" : " (DIFFERS)");
    } catch (const Error& e) {
      all_ok = false;
      conf += std::string(e.what()) + "; ";
    }
  }
  // Proof: equal totals never get different points.
  z3::context c;
  std::vector<z3::expr> t;
  for (int p = 0; p < 4; ++p) t.push_back(c.int_const(fmt::format("u{}", p).c_str()));
  z3::solver proof(c);
  proof.add(t[0] == t[1] && GarterPoints(c, t, 0) != GarterPoints(c, t, 1));
  const bool proved = proof.check() == z3::unsat;
  answer.verdict = all_sat ? "sat" : "unknown";
  answer.answer = text + (proved ? "tied players always receive equal points (unsat)." : "a split tie exists?!");
  answer.confirmed = all_ok && proved && all_sat;
  answer.confirmation = conf;
  return answer;
}

/// \brief The winner's tie chain ending in a shared win: can two players tie on Prestige, Court Cards,
/// unspent Influence/Intrigue Tokens and Rings?
///
/// Encoded: final Prestige = Prestige before the end + Garter points (competition rule, totals = cards +
/// tokens); two players equal on all four keys, a third player (3-player game) strictly behind. Confirmation:
/// the model is dealt into a real 3-player end-of-game state in which p0 and p1 hold the same number of Rings;
/// after "end" the engine must rank p0 and p1 both first.
SolverAnswer QuerySharedWin() {
  SolverAnswer answer;
  answer.id = "td.shared-win";
  answer.question = "Can the winner's tie chain (Prestige, Court Cards, unspent tokens, Rings) end in a shared win?";
  z3::context c;
  const int n = 3;
  std::vector<z3::expr> pre, cards, total, fin;
  for (int p = 0; p < n; ++p) {
    pre.push_back(c.int_const(fmt::format("prestige{}", p).c_str()));
    cards.push_back(c.int_const(fmt::format("cards{}", p).c_str()));
    total.push_back(cards.back());  // no Influence/Intrigue Tokens kept
  }
  z3::solver s(c);
  for (int p = 0; p < n; ++p) {
    s.add(pre[p] >= 0 && pre[p] <= 20 && cards[p] >= 0 && cards[p] <= 5);
    fin.push_back(pre[p] + GarterPoints(c, total, p));
  }
  s.add(fin[0] == fin[1] && cards[0] == cards[1]);  // tokens 0 = 0, Rings equal by choice of the game
  s.add(fin[2] < fin[0]);
  s.add(pre[0] != pre[1] || cards[0] > 0);
  const z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  if (r != z3::sat) {
    answer.answer = "No shared win found by the encoding.";
    return answer;
  }
  const z3::model m = s.get_model();
  std::vector<int> p0(n), k0(n);
  for (int p = 0; p < n; ++p) {
    p0[p] = Val(m, pre[p]);
    k0[p] = Val(m, cards[p]);
  }
  answer.answer = fmt::format("Yes: Prestige before the end {}, Court Cards {}, no tokens kept, equal Rings: p0 and p1 "
                              "tie on every key and share the win.", fmt::join(p0, "/"), fmt::join(k0, "/"));
  try {
    for (std::uint64_t seed = 31; seed < 60; ++seed) {
      Json j = BeforeTheEnd(n, seed);
      const Json& pls = j["state"]["players"];
      if (Rings(pls[0]) != Rings(pls[1])) continue;
      for (int p = 0; p < n; ++p) {
        j["state"]["players"][p]["prestige"] = p0[p];
        GiveCards(j, p, k0[p]);
      }
      auto st = PlayEnd(j, answer);
      const auto rank = st->Ranking();
      answer.confirmed = st->IsTerminal() && rank[0] == 1 && rank[1] == 1 && rank[2] == 3;
      answer.confirmation = fmt::format("seed {}: engine scores {}, ranks {}", seed, fmt::join(st->Scores(), "/"),
                                        fmt::join(rank, "/"));
      break;
    }
  } catch (const Error& e) {
    answer.confirmation = e.what();
  }
  return answer;
}

/// \brief Reachability of a turn with no legal chamber action: can a player activate a figure whose two
/// chamber Actions and both alternates (G, H) are all impossible?
///
/// Encoded (chamber 2 = C and D, data/tudor/board.json): C and G need a Court Card (any space costs one);
/// D and H need a Court Card in a stack matching one of the player's Rings. Z3 finds hand and stack
/// contents with none possible. Confirmation: a real phase-4 state where the player to act can activate a
/// figure in chamber 2 is edited to the model (the player's cards go to another player; the stacks of its
/// Ring colours are emptied into that player's hand); after the activation the engine offers no "do:*".
SolverAnswer QueryNoChamberAction() {
  SolverAnswer answer;
  answer.id = "td.no-chamber-action";
  answer.question = "Is a turn reachable in which the activated figure has no legal chamber Action (nor G/H)?";
  z3::context c;
  z3::expr hand = c.int_const("hand"), ring_stacks = c.int_const("ring_stacks"), rings = c.int_const("rings");
  z3::solver s(c);
  s.add(hand >= 0 && ring_stacks >= 0 && rings >= 1 && rings <= 5);
  const z3::expr c_ok = hand >= 1, g_ok = hand >= 1, d_ok = ring_stacks >= 1, h_ok = ring_stacks >= 1;
  s.add(!c_ok && !g_ok && !d_ok && !h_ok);
  const z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  if (r != z3::sat) {
    answer.answer = "No such turn.";
    return answer;
  }
  answer.answer = "Yes: no Court Card in hand and the stacks of the player's Ring colours empty leave C, D, G and H "
                  "impossible; only Bonus/Scenario actions and \"end\" remain.";
  for (std::uint64_t seed = 1; seed < 40 && !answer.confirmed; ++seed) {
    GameConfig config{kGame, 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}}};
    auto s2 = NewGame(config);
    Rng rng(seed);
    std::vector<Action> legal;
    while (!s2->IsTerminal()) {
      s2->LegalActions(legal);
      bool found = false;
      for (Action a : legal) found = found || s2->ActionToString(a).rfind("activate:2:", 0) == 0;
      if (found) break;
      const Action a = s2->IsChance() ? *s2->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())];
      s2->ApplyLegalAction(a);
    }
    if (s2->IsTerminal()) continue;
    try {
      Json j = s2->ToJson();
      Json& st = j["state"];
      const int me = s2->CurrentPlayer(), other = (me + 1) % 3;
      Json& pl = st["players"][me];
      for (int f = 0; f < 7; ++f) {  // my cards to the other player
        st["players"][other]["cards"][f] = st["players"][other]["cards"][f].get<int>() + pl["cards"][f].get<int>();
        pl["cards"][f] = 0;
      }
      for (const auto& ring : pl["fingers"]) {  // stacks of my Ring colours into the other player's hand
        if (ring == -1) continue;
        const int f = ring.get<int>();
        st["players"][other]["cards"][f] = st["players"][other]["cards"][f].get<int>() + st["stack"][f].get<int>();
        st["stack"][f] = 0;
      }
      auto edited = StateFromJson(j, "solver witness");
      std::string act;
      for (Action a : edited->LegalActions())
        if (edited->ActionToString(a).rfind("activate:2:", 0) == 0) act = edited->ActionToString(a);
      edited->ApplyActionText(act);
      bool any_do = false;
      for (Action a : edited->LegalActions()) any_do = any_do || edited->ActionToString(a).rfind("do:", 0) == 0;
      answer.witness = RecordTrace(*edited, true, "solver witness: " + answer.id);
      answer.confirmed = !any_do && !edited->IsTerminal();
      const std::size_t offered = edited->LegalActions().size();
      answer.confirmation = fmt::format("seed {}: after {} the engine offers {} action{}, {} a chamber Action or G/H",
                                        seed, act, offered, offered == 1 ? "" : "s", offered == 1 ? "not" : "none of them");
    } catch (const Error& e) {
      answer.confirmation = e.what();
    }
  }
  return answer;
}

std::vector<SolverAnswer> TudorQueries() { return {QueryGarterTies(), QuerySharedWin(), QueryNoChamberAction()}; }

const QueryRegistrar kRegistered("tudor", &TudorQueries);

}  // namespace peerage::solver
