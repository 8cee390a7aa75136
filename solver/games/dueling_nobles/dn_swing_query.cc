// Dueling Nobles solver query: the largest strength deficit a single support card can overturn.
#include <fmt/format.h>

#include <algorithm>

#include "model/core/error.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_query_util.h"

namespace peerage::solver::dn {
/// \brief What is the largest deficit in duel strength that one non-Ace support card can overturn?
///
/// Rule fragment encoded: Steps 1-4 of the duel (strength formula, dice, support rank + 2 Adrenaline in
/// the Noble's suit, higher total wins, equal totals tie), no Ace on either side, the defender (who plays
/// last) playing exactly one card. The deficit is the declarer's total minus the defender's total
/// without that card. The solver climbs to the largest deficit the defender can still win from (each
/// model's deficit is excluded in turn until none is left), proves that one point more is impossible
/// (unsat), and builds the boundary case: a deficit one point larger met with the best card (a non-Jack
/// defender, so it can play one card only). Confirmation: the maximal model's duel is replayed on the engine
/// (the defender must win); the boundary duel is replayed (it must tie), and from its dice every card choice of
/// the defender holding its card plus the six strongest other non-Ace cards is played out: none may win.
SolverAnswer QuerySingleSupportSwing() {
  SolverAnswer answer;
  answer.id = "dn.single-support-swing";
  answer.question =
      "What is the largest strength deficit a single non-Ace support card can overturn into a win?";
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::expr base = DuelRules(a, d) && NoAce(a) && NoAce(d) && d.supports[0].played && !d.supports[1].played;
  z3::expr card = SlotValue(d, 0);
  z3::expr deficit = Total(a) - (Total(d) - card);
  // Climb: each model's deficit becomes a lower bound for the next, until no larger one exists.
  z3::solver climb(c);
  climb.add(base && Outcome(a, d) == -1);
  std::optional<z3::model> found;
  while (climb.check() == z3::sat) {
    found = climb.get_model();
    climb.add(deficit > Value(*found, deficit));
  }
  if (!found) {
    answer.verdict = "unknown";
    answer.answer = "The encoding found no overturning card.";
    return answer;
  }
  const int max_gap = Value(*found, deficit);
  z3::solver plain(c);  // the plainest duel at that deficit, for the example
  plain.add(base && Outcome(a, d) == -1 && deficit == max_gap);
  plain.check();
  z3::model best = Smallest(plain, Elaborateness(a, d));
  z3::solver prove(c);
  prove.add(base && Outcome(a, d) == -1 && deficit >= max_gap + 1);
  z3::check_result r = prove.check();
  z3::solver edge(c);
  edge.add(base && deficit == max_gap + 1 && card == max_gap + 1 && d.type != kJack);
  z3::check_result re = edge.check();
  answer.verdict = Verdict(r);
  DuelSetup win{SideFromModel(best, a), SideFromModel(best, d), {}};
  answer.answer = fmt::format(
      "{} points: behind by {} before its card, {} still wins with {} (rank + 2 Adrenaline); {} behind, the "
      "best "
      "single card only ties. Example: {} against {}.",
      max_gap, max_gap, CardText(NobleCard(win.defender)), CardText(win.defender.supports.at(0)), max_gap + 1,
      DescribeSide(win.declarer), DescribeSide(win.defender));
  Confirmation w = ConfirmDuel(win, ClaimFromModel(best, a, d), "solver witness: " + answer.id);
  Attach(answer, w);
  answer.confirmed = answer.confirmed && r == z3::unsat && re == z3::sat;
  if (re != z3::sat) {
    answer.confirmation += "; no boundary model";
    return answer;
  }
  z3::model em = Smallest(edge, Elaborateness(a, d));
  DuelSetup tie{SideFromModel(em, a), SideFromModel(em, d), {}};
  DuelClaim tie_claim = ClaimFromModel(em, a, d);
  tie.defender.spare = StrongestNonAceLeft(tie, tie.defender.suit, 6);
  Confirmation b = ConfirmDuel(tie, tie_claim, "solver boundary: " + answer.id);
  answer.confirmed = answer.confirmed && b.ok && tie_claim.outcome == 0;
  answer.confirmation +=
      "; boundary (" + DescribeSide(tie.declarer) + " vs " + DescribeSide(tie.defender) + "): " + b.text;
  try {
    std::unique_ptr<State> before = DuelStartState(tie);
    const Json before_state = before->ToJson().at("state");
    std::unique_ptr<State> start = before->Clone();
    start->ApplyActionText(
        fmt::format("duel:{}>{}", CardText(NobleCard(tie.declarer)), CardText(NobleCard(tie.defender))));
    std::vector<int> dice = tie.declarer.dice;
    dice.insert(dice.end(), tie.defender.dice.begin(), tie.defender.dice.end());
    long defender_wins = 0, ties = 0;
    long leaves = Explore(
        *start, {.inside = [](const State& st) { return InDuel(st); },
                 .allow =
                     [&](const State& st, const std::string& text, const std::vector<std::string>& path) {
                       if (st.IsChance()) {
                         size_t k = std::count_if(path.begin(), path.end(),
                                                  [](const std::string& p) { return p.rfind("die:", 0) == 0; });
                         return k < dice.size() && text == fmt::format("die:{}", dice[k]);
                       }
                       return DeclarerFollowsPlan(st, text, tie);
                     },
                 .leaf =
                     [&](const State& leaf, const std::vector<std::string>&) {
                       DuelObservation ob = ObserveDuel(before_state, leaf, tie);
                       defender_wins += !ob.recognised || ob.outcome == -1;
                       ties += ob.recognised && ob.outcome == 0;
                     }});
    answer.confirmed = answer.confirmed && defender_wins == 0 && ties > 0;
    answer.confirmation +=
        fmt::format("; every defender answer at the boundary: {} ends, {} ties, {} defender wins", leaves, ties,
                    defender_wins);
  } catch (const Error& e) {
    answer.confirmed = false;
    answer.confirmation += std::string("; boundary exploration failed: ") + e.what();
  }
  return answer;
}

}  // namespace peerage::solver::dn
