#include "solver/games/dueling_nobles/dn_query_util.h"

#include <algorithm>

#include <fmt/format.h>

namespace peerage::solver::dn {

z3::expr DuelRules(const SideVars& a, const SideVars& d) {
  return NobleDomain(a) && NobleDomain(d) && DiceDomain(a) && DiceDomain(d) && SupportDomain(a) &&
         SupportDomain(d) && PhysicalCards(a, d);
}

z3::expr Elaborateness(const SideVars& a, const SideVars& d) {
  z3::context& c = a.type.ctx();
  z3::expr cost = c.int_val(0);
  for (const SideVars* s : {&a, &d})
    cost = cost + 4 * s->others + s->weapon + 3 * SupportCount(*s) +
           z3::ite(s->type == kKing, c.int_val(1), c.int_val(0));
  return cost;
}

z3::model Smallest(z3::solver& s, const z3::expr& cost) {
  z3::model best = s.get_model();
  s.push();
  while (true) {
    s.add(cost < Value(best, cost));
    if (s.check() != z3::sat) break;
    best = s.get_model();
  }
  s.pop();
  return best;
}

DuelSide SideFromModel(const z3::model& m, const SideVars& s) {
  DuelSide out;
  out.type = Value(m, s.type);
  out.suit = Value(m, s.suit);
  out.weapon = Value(m, s.weapon);
  out.others = Value(m, s.others);
  out.stamina = Value(m, s.stamina);
  out.dice.push_back(Value(m, s.die1));
  if (out.type == kKing) out.dice.push_back(Value(m, s.die2));
  for (const SupportVars& v : s.supports)
    if (m.eval(v.played, true).is_true()) out.supports.push_back({Value(m, v.rank), Value(m, v.suit)});
  return out;
}

DuelClaim ClaimFromModel(const z3::model& m, const SideVars& a, const SideVars& d) {
  DuelClaim c;
  z3::expr o = Outcome(a, d);
  c.outcome = Value(m, o);
  c.courtyard[0] = Value(m, CourtyardAfter(a, o, true));
  c.courtyard[1] = Value(m, CourtyardAfter(d, o, false));
  c.game_over = c.courtyard[0] == 0 || c.courtyard[1] == 0;
  return c;
}

std::string DescribeSide(const DuelSide& s) {
  std::string company =
      s.others == 0 ? "alone" : fmt::format("{} other Noble{}", s.others, s.others == 1 ? "" : "s");
  std::string weapon = s.weapon == 0 ? "no weapon" : fmt::format("weapon {}", s.weapon);
  std::string dice;
  for (int d : s.dice) dice += (dice.empty() ? "" : "+") + std::to_string(d);
  std::string cards;
  for (const CardRef& c : s.supports) cards += (cards.empty() ? "" : " and ") + CardText(c);
  return fmt::format("{} (Stamina {}, {}, {}){}{}", CardText(NobleCard(s)), s.stamina, weapon, company,
                     dice.empty() ? "" : " rolling " + dice, cards.empty() ? "" : " playing " + cards);
}

std::string Verdict(z3::check_result r) { return r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown"; }

void Attach(SolverAnswer& answer, const Confirmation& c) {
  answer.confirmed = c.ok;
  answer.confirmation = c.text;
  answer.witness = c.witness;
}

std::vector<CardRef> StrongestNonAceLeft(const DuelSetup& setup, int suit, int count) {
  std::vector<CardRef> used = setup.declarer.supports;
  used.insert(used.end(), setup.defender.supports.begin(), setup.defender.supports.end());
  std::vector<CardRef> cards;
  for (int r = 10; r >= 2; --r)
    for (int s = 0; s < 4; ++s)
      if (std::find(used.begin(), used.end(), CardRef{r, s}) == used.end()) cards.push_back({r, s});
  auto value = [&](const CardRef& c) { return c.rank + (c.suit == suit ? 2 : 0); };
  std::stable_sort(cards.begin(), cards.end(), [&](const CardRef& x, const CardRef& y) { return value(x) > value(y); });
  cards.resize(std::min<std::size_t>(cards.size(), static_cast<std::size_t>(count)));
  return cards;
}

}  // namespace peerage::solver::dn
