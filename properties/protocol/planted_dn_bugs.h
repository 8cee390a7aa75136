// Rule bugs planted over the reference Dueling Nobles engine, for conform's tests (peerage_faulty_engine
// --bug NAME, repeatable): one of each kind an outside engine really had, each a few lines of edits to
// what the reference server answers or to its state after an action. Under the default readings:
//   phase-order   Command comes straight after Income: the turn skips Reinforcements (a wrong phase order)
//   no-tax        the King tax is never offered, and a tax action is refused (a missing action)
//   wrong-loser   in a duel with a winner the winner's Noble loses the Stamina point and the loser keeps
//                 his (a wrong duel result; a loser the reference vanquishes stays, so the next turn starts
//                 differently too). Left alone where the reference's duel ends the game or the winner's
//                 Noble has 1 Stamina.
//   free-hire     a Noble is offered for hire without the 5 Resources it costs (an unchecked condition)
//   loaded-die    the die is said to show 6 with probability 1/3 and each other face 2/15 (a wrong chance
//                 distribution; the outcomes drawn are the reference's)
// and seven more, for the grouping by condition (conditions.h):
//   armed-weapon  where a Weapon may be played, it is also offered for a Noble that already holds one (an
//                 action offered under a condition: an armed Noble)
//   weapon-after-ability  after a Suit Ability this turn, a Weapon is still offered for the unarmed Nobles
//                 (under the default dn.command-order=suit-abilities-last; shares 'weapon' in Command with
//                 armed-weapon)
//   tax-at-one    a King at 1 Stamina is offered the tax too (shares 'tax' in Income with no-tax)
//   no-income     the Resource every turn starts with is not paid (a missing payment; where the turn's first
//                 position also offers a tax, its legal set differs too under no-tax)
//   reroll        the engine rolls a die of the dealer roll itself where the roll is not yet decided: the
//                 die it records is one more than the one drawn, 6 becoming 1 (an engine that re-rolls chance)
//   load-dealer   loaded at a position after the deal, the engine swaps the dealer (a loading mismatch)
//   load-turn     loaded at any position, the engine restarts the turn count at 1 (another loading mismatch)
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>

#include "model/protocol/server.h"

namespace peerage::protocol::testing {

class PlantedDnBugs {
 public:
  explicit PlantedDnBugs(std::set<std::string> bugs) : bugs_(std::move(bugs)) {}
  // An unknown bug name, if any (the engine then refuses to start).
  std::optional<std::string> Unknown() const;

  // The reply to `request` if a planted bug answers it instead of the server (a refused apply).
  std::optional<nlohmann::json> Answer(const nlohmann::json& request, const Server& server) const;
  // After the server applied an action: `before` is the full state JSON before it; may reload the server's
  // game with an edited state.
  void AfterApply(Server& server, const nlohmann::json& before) const;
  // After the server loaded a start state (new_game with start): may reload it edited.
  void AfterNewGame(Server& server) const;
  // Edits a legal reply of the server's current game.
  void EditLegal(nlohmann::json& reply, const Server& server) const;

 private:
  bool Has(const char* bug) const { return bugs_.count(bug) > 0; }
  std::set<std::string> bugs_;
};

}  // namespace peerage::protocol::testing
