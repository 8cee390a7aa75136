// Dueling Nobles solver queries: the table of queries, and "can one duel leave both players without a
// Noble?" (three answers: by equal totals, by two Aces, and only by a tie).
#include <fmt/format.h>

#include "model/core/error.h"
#include "model/core/game.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_query_util.h"
#include "solver/solver.h"

namespace peerage::solver {

std::vector<SolverAnswer> DuelingNoblesQueries() {
  using namespace dn;
  return {QueryTieEmptiesBothCourtyards(), QueryDoubleAceEmptiesBothCourtyards(),
          QueryOnlyATieEmptiesBoth(),      QueryWinWithoutAceWhateverTheDice(),
          QuerySingleSupportSwing(),       QueryKingVsUnarmedJackNeverTies(),
          QueryKingVsArmedJackTieDice(),   QueryKingTaxNeverVanquishes()};
}

namespace dn {
namespace {

constexpr const char* kEmptyCourtyards = "dn.empty-courtyards";

// Readings of the interpretation `id` in the engine's catalogue (empty if the engine has none).
std::vector<std::string> ReadingsOf(const std::string& id) {
  std::vector<std::string> out;
  for (const Interpretation& i : Registry::Instance().Get(kGame).interpretations)
    if (i.id == id)
      for (const Reading& r : i.readings) out.push_back(r.id);
  return out;
}

// Shared by the two "yes" answers: a duel whose end leaves both Courtyards empty, with or without Aces.
SolverAnswer BothEmpty(bool with_ace, SolverAnswer answer) {
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::expr o = Outcome(a, d);
  z3::solver s(c);
  s.add(DuelRules(a, d));
  s.add(CourtyardAfter(a, o, true) == 0 && CourtyardAfter(d, o, false) == 0);
  s.add(with_ace ? PlaysAce(a) || PlaysAce(d) : NoAce(a) && NoAce(d));
  z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  if (r != z3::sat) {
    answer.answer = "No such duel found by the encoding.";
    answer.confirmation = "nothing to replay";
    return answer;
  }
  z3::model m = Smallest(s, Elaborateness(a, d));
  DuelSetup setup{SideFromModel(m, a), SideFromModel(m, d), {}};
  DuelClaim claim = ClaimFromModel(m, a, d);
  answer.answer = fmt::format("Yes: {} declares on {}: {} and both last Nobles are vanquished.",
                              DescribeSide(setup.declarer), DescribeSide(setup.defender),
                              with_ace ? "two Aces make it a tie" : "equal totals make it a tie");
  Confirmation conf = ConfirmDuel(setup, claim, "solver witness: " + answer.id);
  Attach(answer, conf);
  if (!conf.ok || !conf.seen) return answer;
  // What the engine records: the finding, and the result under each reading of the end-of-game rule.
  if (conf.seen->findings.empty()) {
    answer.confirmed = false;
    answer.confirmation += "; but the engine recorded no finding for the double vanquish";
    return answer;
  }
  for (const std::string& reading : ReadingsOf(kEmptyCourtyards)) {
    DuelSetup variant = setup;
    variant.settings[kEmptyCourtyards] = reading;
    Confirmation v = ConfirmDuel(variant, claim, "solver witness: " + answer.id + " under " + reading);
    answer.confirmed = answer.confirmed && v.ok;
    answer.confirmation += fmt::format(
        "; under {}={}: {}", kEmptyCourtyards, reading,
        v.seen ? fmt::format("scores [{}, {}]", v.seen->scores.at(0), v.seen->scores.at(1)) : v.text);
  }
  return answer;
}

}  // namespace

/// \brief Can one duel leave both players without a Noble, with no Ace played?
///
/// Rule fragment encoded: the Noble table (base Strength, Stamina, Queen's +3 per other Noble, King's two
/// dice, Jack's two supports), Steps 1-4 (total = base + weapon + bonus + dice + supports + Adrenaline;
/// higher total wins, equal totals tie), the loser losing one Stamina (both on a tie), vanquishing at 0
/// Stamina, and the Courtyards' sizes. Asks for a duel without Aces after which both Courtyards hold no
/// Noble (reporting the plainest: fewest other Nobles, weapons and cards). Confirmation: the model's
/// duel is built as an engine state and played (the declaration, its dice, its cards), the trace is
/// replayed with checkpoints, and the engine must show the tie, both Courtyards empty and the game over,
/// with a finding; the same duel is replayed under every reading of dn.empty-courtyards to report the
/// scores each gives.
SolverAnswer QueryTieEmptiesBothCourtyards() {
  SolverAnswer a;
  a.id = "dn.duel-empties-both-courtyards";
  a.interpretations = {"dn.empty-courtyards"};
  a.question = "Can one duel leave both players without a Noble (no Ace played)?";
  return BothEmpty(false, a);
}

/// \brief Can two Aces (Critical Hit on both sides) leave both players without a Noble?
///
/// Rule fragment encoded: as above plus Critical Hit: one side's Ace wins outright, Aces on both sides
/// tie (the default readings of dn.jack-aces and dn.double-ace). Asks for such a duel with some Ace
/// played. Confirmation as above.
SolverAnswer QueryDoubleAceEmptiesBothCourtyards() {
  SolverAnswer a;
  a.id = "dn.double-ace-empties-both-courtyards";
  a.interpretations = {"dn.empty-courtyards", "dn.double-ace"};
  a.question = "Can a double Ace (both players play an Ace) leave both players without a Noble?";
  return BothEmpty(true, a);
}

/// \brief Is a tie the only way one duel can empty both Courtyards?
///
/// Rule fragment encoded: the duel of the two queries above. Proves (unsat of the negation) that a duel
/// empties both Courtyards only when both dueling Nobles stood alone at 1 Stamina and the duel tied; in
/// particular no duel with a winner empties both. Confirmation, exhaustively on the engine: from two lone
/// 1-Stamina Nobles (a Jack holding AC 5C 9D, a King holding AH 7H 10S) every die roll and every card
/// choice is played out; every end must be a game over, and both Courtyards are empty exactly when
/// neither player gained the winner's Resource and both Nobles lost Stamina (a tie). The same walk with
/// the King at 2 Stamina must never empty both Courtyards.
SolverAnswer QueryOnlyATieEmptiesBoth() {
  SolverAnswer answer;
  answer.id = "dn.only-a-tie-empties-both-courtyards";
  answer.interpretations = {"dn.empty-courtyards"};
  answer.question =
      "Can a duel with a winner, or a duel between Nobles that are not both lone 1-Stamina Nobles, "
      "empty both Courtyards?";
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::expr o = Outcome(a, d);
  z3::solver s(c);
  s.add(DuelRules(a, d));
  s.add(CourtyardAfter(a, o, true) == 0 && CourtyardAfter(d, o, false) == 0);
  s.add(!(o == 0 && a.others == 0 && d.others == 0 && a.stamina == 1 && d.stamina == 1));
  z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  answer.answer =
      r == z3::unsat ? "No: both Courtyards empty only after a tie (equal totals or two Aces) between two lone "
                       "Nobles at 1 Stamina; a duel with a winner costs only the loser Stamina."
                     : "The encoding found a counterexample; see the confirmation.";

  DuelSetup setup;
  setup.declarer = {.type = kJack, .suit = 0, .stamina = 1, .spare = {{1, 0}, {5, 0}, {9, 1}}};
  setup.defender = {.type = kKing, .suit = 2, .stamina = 1, .spare = {{1, 2}, {7, 2}, {10, 3}}};
  long ties = 0, decisive = 0, bad = 0;
  std::string first_bad;
  auto walk = [&](const DuelSetup& su, bool lone_ones) {
    std::unique_ptr<State> before = DuelStartState(su);
    const Json before_state = before->ToJson().at("state");
    std::unique_ptr<State> start = before->Clone();
    start->ApplyActionText(
        fmt::format("duel:{}>{}", CardText(NobleCard(su.declarer)), CardText(NobleCard(su.defender))));
    return Explore(*start, {.inside = [](const State& st) { return InDuel(st); },
                            .leaf =
                                [&](const State& leaf, const std::vector<std::string>& path) {
                                  DuelObservation ob = ObserveDuel(before_state, leaf, su);
                                  bool both_empty = ob.courtyard[0] == 0 && ob.courtyard[1] == 0;
                                  bool tie = ob.recognised && ob.outcome == 0 && ob.resource_gain[0] == 0 &&
                                             ob.resource_gain[1] == 0;
                                  bool ok = ob.recognised &&
                                            (lone_ones ? ob.game_over && both_empty == tie : !both_empty);
                                  if (lone_ones && ok) ++(tie ? ties : decisive);
                                  if (!ok && bad++ == 0) {
                                    first_bad = "after";
                                    for (const std::string& p : path) first_bad += " " + p;
                                    first_bad += ": " + ob.Describe();
                                  }
                                }});
  };
  try {
    long leaves = walk(setup, true);
    DuelSetup stronger = setup;
    stronger.defender.stamina = 2;
    long leaves2 = walk(stronger, false);
    // The witness: the same two Nobles, the Jack's Ace wins; only the King's Courtyard empties.
    DuelSetup decisive_duel = setup;
    decisive_duel.declarer.dice = {3};
    decisive_duel.declarer.supports = {{1, 0}};
    decisive_duel.declarer.spare = {{5, 0}, {9, 1}};
    decisive_duel.defender.dice = {2, 5};
    DuelClaim claim{.outcome = 1, .courtyard = {1, 0}, .game_over = true};
    Confirmation w = ConfirmDuel(decisive_duel, claim, "solver witness: " + answer.id + " (a decisive duel)");
    answer.witness = w.witness;
    answer.confirmed = r == z3::unsat && bad == 0 && ties > 0 && decisive > 0 && w.ok;
    answer.confirmation = fmt::format(
        "engine, every roll and card choice: two lone 1-Stamina Nobles (JC vs KH): {} duel ends, {} ties all "
        "emptying both Courtyards, {} with a winner none emptying both; KH at 2 Stamina: {} ends, none empty "
        "both{}",
        leaves, ties, decisive, leaves2, bad ? fmt::format("; {} violations, first {}", bad, first_bad) : "");
    answer.confirmation += "; witness (JC's Ace wins): " + w.text;
  } catch (const Error& e) {
    answer.confirmed = false;
    answer.confirmation = std::string("engine exploration failed: ") + e.what();
  }
  return answer;
}

}  // namespace dn
const QueryRegistrar kRegistered("dueling-nobles", &DuelingNoblesQueries);

}  // namespace peerage::solver
