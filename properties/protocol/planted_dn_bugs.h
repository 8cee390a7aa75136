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
  // Edits a legal reply of the server's current game.
  void EditLegal(nlohmann::json& reply, const Server& server) const;

 private:
  bool Has(const char* bug) const { return bugs_.count(bug) > 0; }
  std::set<std::string> bugs_;
};

}  // namespace peerage::protocol::testing
