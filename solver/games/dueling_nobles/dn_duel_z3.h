// The Dueling Nobles duel, restated in Z3 straight from the rulebook (Noble table; Dueling, Steps 1-4;
// vanquishing). The engine is never called here: these formulas are an independent second reading of
// the text, and every answer built on them is afterwards confirmed on the engine (dn_confirm.h).
//
// Encoding (all Int unless said otherwise):
//   Noble type 0 Jack, 1 Queen, 2 King; suit 0..3 = C, D, H, S; weapon 0 (none), 2 or 3;
//   others = how many other Nobles share the Courtyard (the Queen's Inspiration counts them);
//   stamina = current Stamina before the duel (1..printed Stamina).
//   Dice: die1 always rolled, die2 only counts for a King (Leadership); each 1..6.
//   Support slots: up to two (the second only for a Jack, Bravery); rank 1 is the Ace, 2..10 numerals.
#pragma once
#include <string>
#include <vector>

#include <z3++.h>

namespace peerage::solver::dn {

inline constexpr int kJack = 0, kQueen = 1, kKing = 2;
inline constexpr int kNobleCards = 12;  // J, Q, K of each of the four suits form the Nobles deck

struct SupportVars {
  z3::expr played;  // Bool
  z3::expr rank;    // 1 (Ace) .. 10
  z3::expr suit;    // 0..3
};

struct SideVars {
  z3::expr type, suit, weapon, others, stamina;
  z3::expr die1, die2;
  std::vector<SupportVars> supports;  // two slots
};

// Fresh variables for one side of a duel; names start with `prefix` (e.g. "a" declarer, "d" defender).
SideVars MakeSide(z3::context& c, const std::string& prefix);

// The Noble in the duel: its type, suit, weapon (none, 2 or 3), Courtyard company and Stamina.
z3::expr NobleDomain(const SideVars& s);
// The side's dice show 1..6.
z3::expr DiceDomain(const SideVars& s);
// Support cards: slot 2 only after slot 1, slot 2 only for a Jack, rank 1..10, suit 0..3.
z3::expr SupportDomain(const SideVars& s);
// No Ace among the played supports.
z3::expr NoAce(const SideVars& s);
z3::expr PlaysAce(const SideVars& s);
// Number of support cards played (0..2).
z3::expr SupportCount(const SideVars& s);
// The duel's two Nobles are different cards and both Courtyards fit in the 12-card Nobles deck.
z3::expr NoblesFit(const SideVars& a, const SideVars& d);
// The played support cards among `slots` are different cards.
z3::expr SupportsDistinct(const std::vector<SupportVars>& slots);
// NoblesFit and SupportsDistinct over both sides' slots.
z3::expr PhysicalCards(const SideVars& a, const SideVars& d);

// Printed Base Strength: King 13, Queen 12, Jack 11. Printed Stamina: King 3, Queen and Jack 2.
z3::expr BaseStrength(const z3::expr& type);
z3::expr PrintedStamina(const z3::expr& type);
// Step 1: base + weapon + 3 per other Noble in a Queen's Courtyard.
z3::expr Step1Strength(const SideVars& s);
// Step 2: one die, two for a King.
z3::expr DiceSum(const SideVars& s);
// Step 3: each non-Ace support adds its rank, plus 2 (Adrenaline) when its suit matches the Noble's.
z3::expr SupportBonus(const SideVars& s);
// Step 4 grand total (Ace cards add nothing to it; they decide the duel outright).
z3::expr Total(const SideVars& s);
// Value of one support slot if played (rank + Adrenaline), 0 otherwise; Aces count 0.
z3::expr SlotValue(const SideVars& s, int slot);

// Duel result from the declarer's view: 1 declarer wins, -1 defender wins, 0 tie. Critical Hit: one
// side's Ace wins; both sides' Aces tie; otherwise the higher total wins, equal totals tie.
z3::expr Outcome(const SideVars& a, const SideVars& d);
// Stamina after the duel: the loser loses 1, a tie costs both 1.
z3::expr StaminaAfter(const SideVars& s, const z3::expr& outcome, bool declarer);
// Nobles left in the side's Courtyard after the duel (a Noble at 0 Stamina is vanquished).
z3::expr CourtyardAfter(const SideVars& s, const z3::expr& outcome, bool declarer);

// Reads a model value as int (model completion on).
int Value(const z3::model& m, const z3::expr& e);

}  // namespace peerage::solver::dn
