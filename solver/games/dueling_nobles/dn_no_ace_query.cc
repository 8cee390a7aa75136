// Dueling Nobles solver query: can a duel be won without an Ace whatever the dice?
#include <fmt/format.h>

#include <algorithm>

#include "model/core/error.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_query_util.h"

namespace peerage::solver::dn {
/// \brief Can a duel be won without an Ace whatever the dice?
///
/// The question asked: is there a duel set-up (both Nobles' types, suits, weapons, Courtyard sizes for
/// the Queen's bonus, and the declarer's non-Ace support cards) such that for EVERY roll of the dice and
/// EVERY answer of the defender without an Ace (no card, one card, or two for a Jack; any rank 2-10, any
/// suit, Adrenaline included) the declarer wins? Rule fragment encoded: Steps 1-4 of the duel (the
/// strength formula, one die or two for a King, one support or two for a Jack, Adrenaline, higher total
/// wins). The dice and the defender's cards are universally quantified (z3::forall); the defender's cards
/// are not required to differ from the declarer's, which only makes the defender stronger. Among the
/// set-ups found, the search keeps lowering a cost (declarer's company, cards, weapon, card ranks) to
/// report a small one. Confirmation: the set-up is built on the engine with the defender holding the six
/// strongest non-Ace cards left; every die roll and every defender card choice is played out (the
/// declarer playing its planned cards), and the declarer must win every one; the witness trace is the
/// worst case (declarer rolls 1s, defender 6s and plays its best cards).
SolverAnswer QueryWinWithoutAceWhateverTheDice() {
  SolverAnswer answer;
  answer.id = "dn.win-without-ace-whatever-the-dice";
  answer.question =
      "Is there a duel the declarer wins without an Ace for every roll of the dice, whatever "
      "non-Ace support cards the defender answers with?";
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::expr_vector bound(c);
  for (const z3::expr& v : {a.die1, a.die2, d.die1, d.die2}) bound.push_back(v);
  for (const SupportVars& v : d.supports) {
    bound.push_back(v.played);
    bound.push_back(v.rank);
    bound.push_back(v.suit);
  }
  z3::expr whatever = DiceDomain(a) && DiceDomain(d) && SupportDomain(d) && NoAce(d);
  z3::solver s(c);
  s.add(NobleDomain(a) && NobleDomain(d) && SupportDomain(a) && NoAce(a) && NoblesFit(a, d) &&
        SupportsDistinct(a.supports));
  s.add(z3::forall(bound, z3::implies(whatever, Outcome(a, d) == 1)));
  z3::expr ranks = SlotValue(a, 0) + SlotValue(a, 1);
  z3::expr cost = 1000 * a.others + 100 * SupportCount(a) + 10 * a.weapon + ranks;
  z3::check_result r = s.check();
  std::optional<z3::model> best;
  while (r == z3::sat) {
    best = s.get_model();
    s.add(cost < Value(*best, cost));
    r = s.check();
  }
  answer.verdict = best ? "sat" : Verdict(r);
  if (!best) {
    answer.answer = "No: the encoding finds no such duel.";
    answer.confirmation = "nothing to replay";
    return answer;
  }
  DuelSetup setup{SideFromModel(*best, a), SideFromModel(*best, d), {}};
  const int limit = setup.defender.type == kJack ? 2 : 1;
  setup.defender.spare = StrongestNonAceLeft(setup, setup.defender.suit, 6);
  setup.declarer.dice.clear();  // bound by the forall: no values in the model
  setup.defender.dice.clear();
  setup.defender.supports.clear();
  answer.answer = fmt::format(
      "Yes: {}, declaring on {}, wins on every roll whatever non-Ace cards the "
      "defender plays (Z3 forall over the dice and the defender's cards).",
      DescribeSide(setup.declarer), DescribeSide(setup.defender));
  try {
    std::unique_ptr<State> before = DuelStartState(setup);
    const Json before_state = before->ToJson().at("state");
    std::unique_ptr<State> start = before->Clone();
    start->ApplyActionText(
        fmt::format("duel:{}>{}", CardText(NobleCard(setup.declarer)), CardText(NobleCard(setup.defender))));
    long wins = 0, other = 0;
    std::string first_other;
    long leaves = Explore(
        *start, {.inside = [](const State& st) { return InDuel(st); },
                 .allow = [&](const State& st, const std::string& text,
                              const std::vector<std::string>&) { return DeclarerFollowsPlan(st, text, setup); },
                 .leaf =
                     [&](const State& leaf, const std::vector<std::string>& path) {
                       DuelObservation ob = ObserveDuel(before_state, leaf, setup);
                       if (ob.recognised && ob.outcome == 1 && ob.resource_gain[0] == 1)
                         ++wins;
                       else if (other++ == 0) {
                         for (const std::string& p : path) first_other += p + " ";
                         first_other += ": " + ob.Describe();
                       }
                     }});
    DuelSetup worst = setup;
    worst.declarer.dice.assign(setup.declarer.type == kKing ? 2 : 1, 1);
    worst.defender.dice.assign(setup.defender.type == kKing ? 2 : 1, 6);
    worst.defender.supports.assign(worst.defender.spare.begin(), worst.defender.spare.begin() + limit);
    worst.defender.spare.erase(worst.defender.spare.begin(), worst.defender.spare.begin() + limit);
    Confirmation w = ConfirmDuel(
        worst,
        {.outcome = 1,
         .courtyard = {1 + setup.declarer.others, 1 + setup.defender.others - (setup.defender.stamina == 1)},
         .game_over = setup.defender.others == 0 && setup.defender.stamina == 1},
        "solver witness: " + answer.id + " (worst case)");
    answer.witness = w.witness;
    answer.confirmed = other == 0 && wins > 0 && w.ok;
    std::string hand;
    for (const CardRef& card : setup.defender.spare) hand += " " + CardText(card);
    answer.confirmation = fmt::format(
        "engine, every roll and every defender choice from hand{}: the declarer won {} of {} duel ends{}; "
        "worst "
        "case: {}",
        hand, wins, leaves, other ? fmt::format(" ({} not won, first: {})", other, first_other) : "", w.text);
  } catch (const Error& e) {
    answer.confirmed = false;
    answer.confirmation = std::string("engine check failed: ") + e.what();
  }
  return answer;
}

}  // namespace peerage::solver::dn
