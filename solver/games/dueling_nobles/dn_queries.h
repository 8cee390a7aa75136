// The Dueling Nobles solver queries, one function each (documented at their definitions). Each returns
// one answer, already confirmed on the engine (answer.confirmed, answer.confirmation, answer.witness).
#pragma once
#include <set>
#include <vector>

#include "model/analysis/solver_answer.h"
#include "solver/games/dueling_nobles/dn_confirm.h"

namespace peerage::solver::dn {

SolverAnswer QueryTieEmptiesBothCourtyards();        // dueling_nobles_queries.cc
SolverAnswer QueryDoubleAceEmptiesBothCourtyards();  // dueling_nobles_queries.cc
SolverAnswer QueryOnlyATieEmptiesBoth();             // dueling_nobles_queries.cc
SolverAnswer QueryWinWithoutAceWhateverTheDice();    // dn_no_ace_query.cc
SolverAnswer QuerySingleSupportSwing();              // dn_swing_query.cc
SolverAnswer QueryKingVsUnarmedJackNeverTies();      // dn_tie_dice_query.cc
SolverAnswer QueryKingVsArmedJackTieDice();          // dn_tie_dice_query.cc
SolverAnswer QueryKingTaxNeverVanquishes();          // dn_tax_query.cc

// The pieces of the King-versus-Jack queries that tests use directly (dn_tie_dice_query.cc). The duel: a
// lone King of Clubs with a 3-weapon (Stamina 3) declares on a lone Jack of Hearts (Stamina 2) carrying a
// weapon of `jack_weapon` (0, 2 or 3); neither plays a support card.
using TieDice = std::vector<int>;  // {King's first die, King's second die, Jack's die}
// Every tying roll, enumerated by Z3 from the rule encoding.
std::set<TieDice> TieDiceByZ3(int jack_weapon);
// Every roll played on the engine.
struct RollTally {
  std::set<TieDice> ties;
  long rolls = 0, king_wins = 0, jack_wins = 0, odd = 0;
};
RollTally TallyKingVsJack(int jack_weapon);
// ok iff the engine's tying rolls are exactly `claimed`; the text names any difference.
Confirmation ConfirmTieDice(int jack_weapon, const std::set<TieDice>& claimed);

}  // namespace peerage::solver::dn
