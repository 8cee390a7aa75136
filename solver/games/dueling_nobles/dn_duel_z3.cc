#include "solver/games/dueling_nobles/dn_duel_z3.h"

namespace peerage::solver::dn {

SideVars MakeSide(z3::context& c, const std::string& p) {
  auto i = [&](const std::string& n) { return c.int_const((p + "." + n).c_str()); };
  SideVars s{i("type"), i("suit"), i("weapon"), i("others"), i("stamina"), i("die1"), i("die2"), {}};
  for (int k = 1; k <= 2; ++k) {
    std::string n = "support" + std::to_string(k);
    s.supports.push_back({c.bool_const((p + "." + n + ".played").c_str()), i(n + ".rank"), i(n + ".suit")});
  }
  return s;
}

z3::expr BaseStrength(const z3::expr& type) {
  return z3::ite(type == kKing, type.ctx().int_val(13),
                 z3::ite(type == kQueen, type.ctx().int_val(12), type.ctx().int_val(11)));
}

z3::expr PrintedStamina(const z3::expr& type) {
  return z3::ite(type == kKing, type.ctx().int_val(3), type.ctx().int_val(2));
}

z3::expr NobleDomain(const SideVars& s) {
  return s.type >= 0 && s.type <= 2 && s.suit >= 0 && s.suit <= 3 &&
         (s.weapon == 0 || s.weapon == 2 || s.weapon == 3) && s.others >= 0 && s.others <= kNobleCards - 1 &&
         s.stamina >= 1 && s.stamina <= PrintedStamina(s.type);
}

z3::expr DiceDomain(const SideVars& s) { return s.die1 >= 1 && s.die1 <= 6 && s.die2 >= 1 && s.die2 <= 6; }

z3::expr SupportDomain(const SideVars& s) {
  z3::expr ok = z3::implies(s.supports[1].played, s.supports[0].played) &&
                z3::implies(s.supports[1].played, s.type == kJack);
  for (const SupportVars& v : s.supports) ok = ok && v.rank >= 1 && v.rank <= 10 && v.suit >= 0 && v.suit <= 3;
  return ok;
}

z3::expr PlaysAce(const SideVars& s) {
  z3::expr any = s.type.ctx().bool_val(false);
  for (const SupportVars& v : s.supports) any = any || (v.played && v.rank == 1);
  return any;
}

z3::expr NoAce(const SideVars& s) { return !PlaysAce(s); }

z3::expr SupportCount(const SideVars& s) {
  z3::context& c = s.type.ctx();
  z3::expr n = c.int_val(0);
  for (const SupportVars& v : s.supports) n = n + z3::ite(v.played, c.int_val(1), c.int_val(0));
  return n;
}

z3::expr NoblesFit(const SideVars& a, const SideVars& d) {
  return (a.type != d.type || a.suit != d.suit) && a.others + d.others + 2 <= kNobleCards;
}

z3::expr SupportsDistinct(const std::vector<SupportVars>& all) {
  z3::expr ok = all.at(0).played.ctx().bool_val(true);
  for (size_t i = 0; i < all.size(); ++i)
    for (size_t j = i + 1; j < all.size(); ++j)
      ok = ok && z3::implies(all[i].played && all[j].played,
                             all[i].rank != all[j].rank || all[i].suit != all[j].suit);
  return ok;
}

z3::expr PhysicalCards(const SideVars& a, const SideVars& d) {
  std::vector<SupportVars> all = a.supports;
  all.insert(all.end(), d.supports.begin(), d.supports.end());
  return NoblesFit(a, d) && SupportsDistinct(all);
}

z3::expr Step1Strength(const SideVars& s) {
  z3::context& c = s.type.ctx();
  return BaseStrength(s.type) + s.weapon + z3::ite(s.type == kQueen, 3 * s.others, c.int_val(0));
}

z3::expr DiceSum(const SideVars& s) {
  return s.die1 + z3::ite(s.type == kKing, s.die2, s.type.ctx().int_val(0));
}

z3::expr SlotValue(const SideVars& s, int slot) {
  z3::context& c = s.type.ctx();
  const SupportVars& v = s.supports[slot];
  return z3::ite(v.played && v.rank >= 2, v.rank + z3::ite(v.suit == s.suit, c.int_val(2), c.int_val(0)),
                 c.int_val(0));
}

z3::expr SupportBonus(const SideVars& s) { return SlotValue(s, 0) + SlotValue(s, 1); }

z3::expr Total(const SideVars& s) { return Step1Strength(s) + DiceSum(s) + SupportBonus(s); }

z3::expr Outcome(const SideVars& a, const SideVars& d) {
  z3::context& c = a.type.ctx();
  z3::expr ta = Total(a), td = Total(d);
  z3::expr by_totals = z3::ite(ta > td, c.int_val(1), z3::ite(ta < td, c.int_val(-1), c.int_val(0)));
  return z3::ite(PlaysAce(a) && PlaysAce(d), c.int_val(0),
                 z3::ite(PlaysAce(a), c.int_val(1), z3::ite(PlaysAce(d), c.int_val(-1), by_totals)));
}

z3::expr StaminaAfter(const SideVars& s, const z3::expr& outcome, bool declarer) {
  z3::context& c = s.type.ctx();
  z3::expr lost = declarer ? outcome <= 0 : outcome >= 0;  // lost or tied
  return s.stamina - z3::ite(lost, c.int_val(1), c.int_val(0));
}

z3::expr CourtyardAfter(const SideVars& s, const z3::expr& outcome, bool declarer) {
  z3::context& c = s.type.ctx();
  return 1 + s.others - z3::ite(StaminaAfter(s, outcome, declarer) == 0, c.int_val(1), c.int_val(0));
}

int Value(const z3::model& m, const z3::expr& e) { return m.eval(e, true).get_numeral_int(); }

}  // namespace peerage::solver::dn
