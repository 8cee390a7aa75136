// Among Nobles Z3 queries. Each encodes a rule fragment over the shipped card data, asks Z3, and confirms
// the answer on the engine with a concrete state (state_from_json) and a replayed witness.
#include <fmt/format.h>
#include <z3++.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/trace.h"
#include "solver/games/among_nobles/an_scenario.h"
#include "solver/solver.h"

namespace peerage::solver::an {
namespace {

using peerage::an::CardData;

std::string Verdict(z3::check_result r) { return r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown"; }
int Val(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_int(); }

// Every draw was lowest-first, every decision the first legal one, until `stop` or the end.
template <typename Stop>
void Drive(State& s, Stop&& stop) {
  while (!s.IsTerminal() && !stop(s)) s.ApplyAction(s.LegalActions().front());
}

}  // namespace

/// \brief Can two players tie on prestige after gold conversion, on remaining gold and on provinces?
///
/// Rule fragment: upkeep step 2 income (1 gold per commerce, 1 prestige per piety symbol of each
/// province whose only armies are yours), game end (3 gold buy 1 prestige), tie-break chain (remaining
/// gold, then provinces, then "play another game": a shared win). Asked over the shipped provinces with
/// different gold and prestige totals for the two players. Confirmation: the model's values are put in
/// the last turn of a game whose third generational change is pending; the engine plays it to the end
/// and must rank both first, and rank them apart under an.remaining-gold=before-conversion.
SolverAnswer QueryTieSurvivesGoldAndProvinces() {
  SolverAnswer answer;
  answer.id = "an.tie-survives-gold-and-provinces";
  answer.interpretations = {"an.remaining-gold"};
  answer.question = "Can two players end tied on prestige (after buying with gold), remaining gold and provinces?";
  auto ctx = Context(4);
  const auto& prov = ctx->Data<CardData>().provinces;
  z3::context c;
  z3::solver s(c);
  std::array<z3::expr, 2> gold = {c.int_const("gA"), c.int_const("gB")}, prestige = {c.int_const("pA"), c.int_const("pB")};
  std::array<std::vector<z3::expr>, 2> own;
  std::array<z3::expr, 2> G = {c.int_val(0), c.int_val(0)}, P = G, N = G;
  for (int p = 0; p < 2; ++p) {
    s.add(gold[p] >= 0 && gold[p] <= 12 && prestige[p] >= 0 && prestige[p] <= 12);
    G[p] = gold[p];
    P[p] = prestige[p];
    for (int i = 0; i < 9; ++i) {
      own[p].push_back(c.bool_const(fmt::format("o{}_{}", p, i).c_str()));
      G[p] = G[p] + z3::ite(own[p][i], c.int_val(prov[i].commerce), c.int_val(0));
      P[p] = P[p] + z3::ite(own[p][i], c.int_val(prov[i].piety), c.int_val(0));
      N[p] = N[p] + z3::ite(own[p][i], c.int_val(1), c.int_val(0));
    }
  }
  for (int i = 0; i < 9; ++i) s.add(!(own[0][i] && own[1][i]));
  const z3::expr SA = P[0] + G[0] / 3, SB = P[1] + G[1] / 3;
  s.add(SA == SB && G[0] % 3 == G[1] % 3 && N[0] == N[1] && N[0] >= 1 && SA >= 1 && G[0] != G[1] && P[0] != P[1]);
  const z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  if (r != z3::sat) {
    answer.answer = "No model found.";
    return answer;
  }
  const z3::model m = s.get_model();
  try {
    Json start = SetupJson(ctx);
    for (int card = 0; card < peerage::an::kCards; ++card)
      if (start["state"]["cards"][card] == "display") SetCard(start, card, "discard");
    std::array<std::array<int, 9>, 2> armies{};
    for (int p = 0; p < 2; ++p)
      for (int i = 0; i < 9; ++i) armies[p][i] = m.eval(own[p][i], true).is_true() ? 1 : 0;
    for (int p = 0; p < 4; ++p)
      SetPlayer(start, p, p < 2 ? Val(m, gold[p]) : 0, p < 2 ? Val(m, prestige[p]) : 0, p < 2 ? armies[p] : std::array<int, 9>{}, 0);
    Json& sc = start["state"]["sc"];
    sc["gc_done"] = 2;
    sc["gc_pending"] = 1;
    sc["deck"] = 4;
    sc["run_out"] = 7;
    LastTurn(start, 4);
    auto game = Load(start, "an.tie witness");
    PlayQuietTurn(*game);
    answer.witness = RecordTrace(*game, false, "tie surviving gold and provinces");
    const auto scores = game->Scores();
    const auto rank = game->Ranking();
    Json alt = start;
    alt["settings"]["an.remaining-gold"] = "before-conversion";
    auto other = Load(alt, "an.tie witness (before-conversion)");
    PlayQuietTurn(*other);
    const auto rank2 = other->Ranking();
    answer.confirmed = game->IsTerminal() && scores[0] == scores[1] && scores[0] == Val(m, SA) && rank[0] == 1 &&
                       rank[1] == 1 && other->IsTerminal() && rank2[0] != rank2[1];
    answer.confirmation = fmt::format(
        "engine: terminal {}, scores [{}], ranks [{}] (default reading); ranks [{}] under "
        "an.remaining-gold=before-conversion",
        game->IsTerminal(), fmt::join(scores, ", "), fmt::join(rank, ", "), fmt::join(rank2, ", "));
    answer.answer = fmt::format(
        "Yes: before the last upkeep p0 has {} gold and {} prestige and p1 {} gold and {} prestige, each with "
        "armies alone in {} provinces; after income both score {} with {} gold left over; the rulebook's "
        "last resort (play another game) applies, so both rank first.",
        Val(m, gold[0]), Val(m, prestige[0]), Val(m, gold[1]), Val(m, prestige[1]), Val(m, N[0]), Val(m, SA),
        Val(m, G[0] % 3));
  } catch (const Error& e) {
    answer.confirmation = std::string("engine check failed: ") + e.what();
  }
  return answer;
}

/// \brief Can two decks run out in one refill (two generational changes due at one upkeep)?
///
/// Rule fragment: upkeep step 6 (refill to 7 cards, 5 with 3 players, across decks; a deck's last card
/// on display triggers a generational change) with the deck sizes of the shipped data after the 3-player
/// trait removal (every reading of an.three-player-trait) or none (4-5 players). A double run-out needs
/// the next deck to hold fewer cards than one refill draws. Asked over all configurations: unsat.
/// Confirmation: the engine's initial states are built for every configuration and the deck sizes read
/// from their JSON; each must exceed the display size (so the premise of the encoding is the engine's).
SolverAnswer QueryDoubleRunOut() {
  SolverAnswer answer;
  answer.id = "an.double-run-out-shipped-data";
  answer.interpretations = {"an.double-run-out"};
  answer.question =
      "With the shipped cards, can two decks run out in one refill, so that two generational changes fall "
      "due at the same upkeep (an.double-run-out)?";
  z3::context c;
  z3::solver s(c);
  z3::expr any = c.bool_val(false);
  std::string sizes;
  bool premise = true;
  static const char* kTraits[] = {"green", "red", "blue", "yellow"};
  for (int n = 3; n <= 5; ++n)
    for (int t = 0; t < (n == 3 ? 4 : 1); ++t) {
      auto ctx = n == 3 ? Context(n, {{"an.three-player-trait", kTraits[t]}}) : Context(n);
      const int display = peerage::an::DisplaySize(n);
      // Engine: deck sizes in the initial state.
      auto game = NewGame(ctx);
      const Json st = game->ToJson()["state"];
      std::array<int, 4> size{};
      for (int card = 0; card < peerage::an::kCards; ++card)
        if (st["cards"][card] == "deck") ++size[ctx->Data<CardData>().cards[card].deck];
      sizes += fmt::format(" {}p{}: {}/{}/{}", n, n == 3 ? std::string("-") + kTraits[t] : "", size[1], size[2], size[3]);
      for (int d = 2; d <= 3; ++d) {
        premise = premise && size[d] > display;
        // left: cards of deck d-1 still to draw (>= 1), k: cards this refill draws (<= display).
        z3::expr left = c.int_const(fmt::format("left{}_{}_{}", n, t, d).c_str());
        z3::expr k = c.int_const(fmt::format("k{}_{}_{}", n, t, d).c_str());
        any = any || (left >= 1 && k >= 1 && k <= display && left + size[d] <= k);
      }
    }
  s.add(any);
  const z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  answer.answer = r == z3::unsat
                      ? "No: every later deck holds more cards than a refill draws, so one refill empties at most "
                        "one deck; an.double-run-out only matters for card sets with a deck of 7 or fewer cards "
                        "after the 3-player trait removal."
                      : "Yes: some configuration lets one refill empty two decks.";
  answer.confirmed = r == z3::unsat && premise;
  answer.never_with_shipped = true;  // over every shipped configuration: the question never arises with them
  answer.confirmation = "engine initial deck sizes I/II/III:" + sizes + (premise ? " (all later decks exceed the display size)" : " (a deck is small)");
  try {  // the witness: one refill of the engine's first round, no deck running out
    auto ctx = Context(3);
    auto game = NewGame(ctx);
    Drive(*game, [](const State& st) { return st.ToJson()["state"]["sc"]["round"] == 2; });
    answer.witness = RecordTrace(*game, false, "first refill: one deck at a time");
    answer.confirmed = answer.confirmed && game->ToJson()["state"]["sc"]["gc_pending"] == 0;
  } catch (const Error& e) {
    answer.confirmed = false;
    answer.confirmation += std::string("; engine check failed: ") + e.what();
  }
  return answer;
}

/// \brief Can a player end a generational change with no male heir and no male left to draw?
///
/// Rule fragment: generational change (the oldest row dies; a player without a male draws from the deck
/// until a male appears, the revealed cards go back) with the shipped deck III (its male count M), 4
/// players: the refill that emptied deck II put x <= 6 cards of deck III on display, and the players
/// without a male draw in turn from the first player. Asks for the fewest heirless players h such that
/// one finds no male (x + h - 1 >= M). Confirmation: that state is built (x males of deck III on
/// display, every family only its oldest row) and the engine records the an.gen.no-male-heir finding.
SolverAnswer QueryNoMaleHeirNoDrawableMale() {
  SolverAnswer answer;
  answer.id = "an.no-male-heir-and-none-to-draw";
  answer.interpretations = {"an.heir-deck"};
  answer.question =
      "Can a player be left without a male heir after a generational change when no male can be drawn?";
  auto ctx = Context(4);
  const auto& cards = ctx->Data<CardData>().cards;
  int males = 0;
  for (const auto& card : cards) males += card.deck == 3 && card.male;
  z3::context c;
  z3::optimize o(c);
  z3::expr x = c.int_const("x"), h = c.int_const("h");
  o.add(x >= 0 && x <= 6 && x <= males && h >= 1 && h <= 4 && x + h - 1 >= males);
  o.minimize(h);
  const z3::check_result r = o.check();
  answer.verdict = Verdict(r);
  if (r != z3::sat) {
    answer.answer = "No: the deck always keeps a male for every heirless player.";
    return answer;
  }
  const z3::model m = o.get_model();
  const int xs = Val(m, x), hs = Val(m, h);
  answer.answer = fmt::format(
      "Yes: deck III holds {} males; if the refill that emptied deck II put {} of them on display and {} "
      "families have no male after the second generational change, family number {} to draw finds none (finding "
      "an.gen.no-male-heir, read by an.heir-deck).",
      males, xs, hs, hs);
  try {
    Json start = SetupJson(ctx);
    int shown = 0;
    for (int card = 0; card < peerage::an::kCards; ++card) {
      const std::string loc = start["state"]["cards"][card];
      if (loc == "display" || (loc == "deck" && cards[card].deck < 3)) SetCard(start, card, "discard");
      if (loc == "deck" && cards[card].deck == 3 && cards[card].male && shown < xs) {
        SetCard(start, card, "display");
        ++shown;
      }
    }
    for (int p = 0; p < 4; ++p) SetPlayer(start, p, 0, 0, {}, 0);
    Json& sc = start["state"]["sc"];
    sc["gc_done"] = 1;
    sc["gc_pending"] = 1;
    sc["deck"] = 3;
    sc["run_out"] = 3;
    sc["taken"] = 1;
    LastTurn(start, 4);
    auto game = Load(start, "an.no-male-heir witness");
    PlayQuietTurn(*game);
    auto found = [](const State& st) {
      for (const Finding& f : st.Findings())
        for (const std::string& rule : f.rules)
          if (rule == "an.gen.no-male-heir" && f.kind == FindingKind::kSilent) return true;
      return false;
    };
    Drive(*game, found);
    answer.witness = RecordTrace(*game, false, "no male heir and none to draw");
    int left = 0;
    const Json st = game->ToJson()["state"];
    for (int card = 0; card < peerage::an::kCards; ++card) left += st["cards"][card] == "deck" && cards[card].deck == 3 && cards[card].male;
    answer.confirmed = found(*game) && left == 0;
    answer.confirmation = fmt::format("engine: finding an.gen.no-male-heir recorded: {}; males left in deck III: {}",
                                      found(*game), left);
  } catch (const Error& e) {
    answer.confirmation = std::string("engine check failed: ") + e.what();
  }
  return answer;
}

std::vector<SolverAnswer> Queries() {
  return {QueryTieSurvivesGoldAndProvinces(), QueryDoubleRunOut(), QueryDoubleRunOutTiming(),
          QueryNoMaleHeirNoDrawableMale(), QueryFingerTieMatters()};
}

}  // namespace peerage::solver::an

namespace peerage::solver {
std::vector<SolverAnswer> AmongNoblesQueries() { return an::Queries(); }
const QueryRegistrar kRegistered("among-nobles", &AmongNoblesQueries);

}  // namespace peerage::solver
