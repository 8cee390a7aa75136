// Dueling Nobles solver queries: when can a King with a 3-weapon and a Jack tie without support cards?
#include <fmt/format.h>

#include "model/core/error.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_query_util.h"

namespace peerage::solver::dn {
namespace {

// The duel of these queries: a lone King of Clubs with a 3-weapon declares on a lone Jack of Hearts with
// `jack_weapon`; neither plays a support card.
z3::expr KingVsJack(const SideVars& a, const SideVars& d, int jack_weapon) {
  z3::expr none = a.type.ctx().bool_val(true);
  for (const SupportVars& v : a.supports) none = none && !v.played;
  for (const SupportVars& v : d.supports) none = none && !v.played;
  return DuelRules(a, d) && none && a.type == kKing && a.suit == 0 && a.weapon == 3 && a.others == 0 &&
         a.stamina == 3 && d.type == kJack && d.suit == 2 && d.weapon == jack_weapon && d.others == 0 &&
         d.stamina == 2;
}

DuelSetup KingVsJackSetup(int jack_weapon) {
  DuelSetup s;
  s.declarer = {.type = kKing, .suit = 0, .weapon = 3, .stamina = 3};
  s.defender = {.type = kJack, .suit = 2, .weapon = jack_weapon, .stamina = 2};
  return s;
}

std::string DiceText(const TieDice& t) {
  std::string s;
  for (size_t i = 0; i < t.size(); ++i) s += (i == 0 ? "" : i == 2 ? " v " : "+") + std::to_string(t[i]);
  return s;
}

}  // namespace

std::set<TieDice> TieDiceByZ3(int jack_weapon) {
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::solver s(c);
  s.add(KingVsJack(a, d, jack_weapon) && Outcome(a, d) == 0);
  std::set<TieDice> out;
  while (s.check() == z3::sat) {
    z3::model m = s.get_model();
    TieDice t = {Value(m, a.die1), Value(m, a.die2), Value(m, d.die1)};
    out.insert(t);
    s.add(a.die1 != t[0] || a.die2 != t[1] || d.die1 != t[2]);  // block this roll (d.die2 is unused for a Jack)
  }
  return out;
}

RollTally TallyKingVsJack(int jack_weapon) {
  RollTally t;
  DuelSetup setup = KingVsJackSetup(jack_weapon);
  std::unique_ptr<State> before = DuelStartState(setup);
  const Json before_state = before->ToJson().at("state");
  std::unique_ptr<State> start = before->Clone();
  start->ApplyActionText("duel:KC>JH");
  t.rolls = Explore(*start, {.inside = [](const State& st) { return InDuel(st); },
                             .leaf =
                                 [&](const State& leaf, const std::vector<std::string>& path) {
                                   DuelObservation ob = ObserveDuel(before_state, leaf, setup);
                                   TieDice roll;
                                   for (const std::string& p : path) roll.push_back(std::stoi(p.substr(4)));
                                   if (!ob.recognised || roll.size() != 3)
                                     ++t.odd;
                                   else if (ob.outcome == 0)
                                     t.ties.insert(roll);
                                   else
                                     ++(ob.outcome > 0 ? t.king_wins : t.jack_wins);
                                 }});
  return t;
}

Confirmation ConfirmTieDice(int jack_weapon, const std::set<TieDice>& claimed) {
  Confirmation c;
  try {
    RollTally t = TallyKingVsJack(jack_weapon);
    std::string missing, extra;
    for (const TieDice& roll : claimed)
      if (!t.ties.count(roll)) missing += " " + DiceText(roll);
    for (const TieDice& roll : t.ties)
      if (!claimed.count(roll)) extra += " " + DiceText(roll);
    c.ok = t.odd == 0 && t.rolls == 6 * 6 * 6 && missing.empty() && extra.empty();
    c.text =
        fmt::format("engine, all {} rolls (King's two dice v Jack's die): {} ties, {} King wins, {} Jack wins",
                    t.rolls, t.ties.size(), t.king_wins, t.jack_wins);
    if (!missing.empty()) c.text += "; claimed ties the engine does not tie:" + missing;
    if (!extra.empty()) c.text += "; engine ties not claimed:" + extra;
    if (t.odd) c.text += fmt::format("; {} ends with an unexpected shape", t.odd);
  } catch (const Error& e) {
    c.text = std::string("engine check failed: ") + e.what();
  }
  return c;
}

/// \brief Can a King with a 3-weapon and an unarmed Jack tie when neither plays a support card?
///
/// Rule fragment encoded: Steps 1, 2 and 4 (King 13 + 3 + two dice, Jack 11 + one die, equal totals
/// tie). Asks for dice giving a tie (unsat), and for dice where the Jack wins (unsat): the King wins
/// every roll. Confirmation: all 216 rolls are played on the engine with empty hands; every one must be
/// a King win; the witness is the closest roll (King 1+1, Jack 6).
SolverAnswer QueryKingVsUnarmedJackNeverTies() {
  SolverAnswer answer;
  answer.id = "dn.king3-vs-unarmed-jack-never-ties";
  answer.question =
      "Without support cards, can a King with a 3-weapon and an unarmed Jack ever tie (or the Jack win)?";
  z3::context c;
  SideVars a = MakeSide(c, "a"), d = MakeSide(c, "d");
  z3::solver s(c);
  s.add(KingVsJack(a, d, 0) && Outcome(a, d) != 1);
  z3::check_result r = s.check();
  answer.verdict = Verdict(r);
  answer.answer = r == z3::unsat
                      ? "No: the King totals at least 13+3+2 = 18, the Jack at most 11+6 = 17; the King "
                        "wins every roll."
                      : "Yes: the encoding finds a roll that does not make the King win.";
  RollTally all;
  std::string error;
  try {
    all = TallyKingVsJack(0);
  } catch (const Error& e) {
    error = std::string("; engine check failed: ") + e.what();
  }
  DuelSetup close = KingVsJackSetup(0);
  close.declarer.dice = {1, 1};
  close.defender.dice = {6};
  Confirmation w = ConfirmDuel(close, {.outcome = 1, .courtyard = {1, 1}, .game_over = false},
                               "solver witness: " + answer.id + " (closest roll)");
  answer.witness = w.witness;
  answer.confirmed = r == z3::unsat && error.empty() && all.odd == 0 && all.rolls == 6 * 6 * 6 &&
                     all.king_wins == all.rolls && w.ok;
  answer.confirmation =
      fmt::format("engine, all {} rolls: {} King wins, {} ties, {} Jack wins{}; closest roll: {}", all.rolls,
                  all.king_wins, all.ties.size(), all.jack_wins, error, w.text);
  return answer;
}

/// \brief Which rolls tie a King with a 3-weapon and a Jack with a weapon (no support cards)?
///
/// Rule fragment encoded: as above with the Jack's weapon 2 or 3. Z3 enumerates every tying roll (one
/// model at a time, each blocked once found). Confirmation: for each weapon all 216 rolls are played on
/// the engine and the set of tying rolls must equal the enumerated set; the witness is one tie.
SolverAnswer QueryKingVsArmedJackTieDice() {
  SolverAnswer answer;
  answer.id = "dn.king3-vs-armed-jack-tie-dice";
  answer.question =
      "Without support cards, which rolls tie a King with a 3-weapon and a Jack with a 2- or 3-weapon?";
  answer.confirmed = true;
  std::string found;
  TieDice example;
  for (int w : {2, 3}) {
    std::set<TieDice> ties = TieDiceByZ3(w);
    Confirmation conf = ConfirmTieDice(w, ties);
    answer.confirmed = answer.confirmed && conf.ok && !ties.empty();
    std::string list;
    for (const TieDice& t : ties) list += (list.empty() ? "" : ", ") + DiceText(t);
    found += fmt::format("{}Jack with weapon {}: {} tying rolls ({})", found.empty() ? "" : "; ", w,
                         ties.size(), list);
    answer.confirmation +=
        fmt::format("{}weapon {}: {}", answer.confirmation.empty() ? "" : "; ", w, conf.text);
    if (w == 3 && !ties.empty()) example = *ties.begin();
  }
  answer.verdict = example.empty() ? "unsat" : "sat";
  answer.answer =
      "Ties need the Jack's die to beat the King's two dice by exactly the strength gap: " + found + ".";
  if (!example.empty()) {
    DuelSetup tie = KingVsJackSetup(3);
    tie.declarer.dice = {example[0], example[1]};
    tie.defender.dice = {example[2]};
    Confirmation w = ConfirmDuel(tie, {.outcome = 0, .courtyard = {1, 1}, .game_over = false},
                                 "solver witness: " + answer.id);
    answer.witness = w.witness;
    answer.confirmed = answer.confirmed && w.ok;
    answer.confirmation += "; witness: " + w.text;
  }
  return answer;
}

}  // namespace peerage::solver::dn
