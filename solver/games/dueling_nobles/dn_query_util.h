// Shared pieces of the Dueling Nobles queries: the full duel rule constraints, reading a Z3 model into a
// duel set-up and a claim, and describing both in words.
#pragma once
#include <string>
#include <vector>

#include <z3++.h>

#include "model/analysis/solver_answer.h"
#include "solver/games/dueling_nobles/dn_confirm.h"
#include "solver/games/dueling_nobles/dn_duel_z3.h"
#include "solver/games/dueling_nobles/dn_witness.h"

namespace peerage::solver::dn {

// Both sides' Nobles, dice and support cards within the rules, and all of them physically distinct cards.
z3::expr DuelRules(const SideVars& a, const SideVars& d);

// How elaborate a duel set-up is: company, weapons, support cards and Kings' extra die all count, so
// that Smallest() reports plain examples.
z3::expr Elaborateness(const SideVars& a, const SideVars& d);
// A model of `s` (which must be sat) with the least `cost`: each model's cost is excluded in turn
// until none is left. The solver is left as it was.
z3::model Smallest(z3::solver& s, const z3::expr& cost);

// The side as the model has it: Noble, weapon, company, Stamina, its dice (two for a King) and the
// support cards it plays.
DuelSide SideFromModel(const z3::model& m, const SideVars& s);
// What the model says the duel does: outcome, Courtyards after it, whether the game ends.
DuelClaim ClaimFromModel(const z3::model& m, const SideVars& a, const SideVars& d);

std::string DescribeSide(const DuelSide& side);  // "JC (Stamina 1, no weapon, alone) rolling 4 playing 9C"
std::string Verdict(z3::check_result r);         // "sat", "unsat", "unknown"

// The non-Ace support cards neither side plans to play, strongest first for a Noble of `suit` (rank,
// +2 Adrenaline in the Noble's suit; equal values keep higher ranks first), the first `count` of them:
// the hand a defender answers with in the confirmations' worst cases.
std::vector<CardRef> StrongestNonAceLeft(const DuelSetup& setup, int suit, int count);

// Copies a confirmation (flag, text, witness) into the answer.
void Attach(SolverAnswer& answer, const Confirmation& c);

}  // namespace peerage::solver::dn
