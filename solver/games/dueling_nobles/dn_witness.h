// Turning a solver model into something the Dueling Nobles engine can play: a concrete duel set-up (plain
// values read off a Z3 model), the engine state it describes (the engine's canonical JSON, loaded with
// peerage::StateFromJson) and the trace of the duel played out on the engine (dice and cards as planned).
//
// The set-up is placed in the Dueling phase of turn 1: player 0 (the declarer) is to act, player 1
// defends; both hold 0 Resources (so no deflect is possible); every other card lies in the Noble stack or
// the Support stock. Cards needed besides the planned ones (the Noble cards of the other Courtyard
// members, the weapon cards) are taken from the unused cards in card order.
#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/core/trace.h"

namespace peerage::solver::dn {

inline constexpr const char* kGame = "dueling-nobles";

// A card: rank 1 (Ace) .. 10, 11 Jack, 12 Queen, 13 King; suit 0..3 = C, D, H, S.
struct CardRef {
  int rank = 0;
  int suit = 0;
  friend bool operator==(const CardRef&, const CardRef&) = default;
};
std::string CardText(const CardRef& c);  // "10H", "KS", "AC"
// Cards in card order (rank, then suit C, D, H, S): the order in which the engine takes a Jack's two
// support cards (the second above the first; the rules make the order moot).
std::vector<CardRef> InCardOrder(std::vector<CardRef> cards);

// One side of a duel. `type` uses the encoding of dn_duel_z3.h (0 Jack, 1 Queen, 2 King).
struct DuelSide {
  int type = 0;
  int suit = 0;
  int weapon = 0;                 // 0 (none), 2 or 3
  int others = 0;                 // other Nobles in the same Courtyard
  int stamina = 1;                // before the duel
  std::vector<int> dice;          // this side's dice, in rolling order (two for a King)
  std::vector<CardRef> supports;  // support cards this side plays, in order
  std::vector<CardRef> spare;     // further cards in hand that the plan does not play
};

struct DuelSetup {
  DuelSide declarer;                            // player 0
  DuelSide defender;                            // player 1
  std::map<std::string, std::string> settings;  // interpretation readings; missing ones take the default
};

// A table position for a witness: each player's Courtyard, hand and Resources in a given phase of turn 1
// (player 0 active, player 1 the dealer). Every card not named lies in the Noble stack or the Support
// stock; the discard pile is empty.
struct NobleSpot {
  CardRef noble;
  int stamina = 1;
  std::optional<CardRef> weapon;
};
struct TableSpec {
  std::string phase = "dueling";
  std::vector<NobleSpot> courtyard[2];
  std::vector<CardRef> hand[2];
  int resources[2] = {0, 0};
  std::map<std::string, std::string> settings;
};
// The canonical state JSON ({"game", "players", "settings", "step", "state"}). Throws peerage::Error if a
// card is named twice.
Json TableJson(const TableSpec& table);

CardRef NobleCard(const DuelSide& side);
// The canonical state JSON ({"game", "players", "settings", "step", "state"}) of the set-up, just before
// the declaration. Throws peerage::Error if the set-up needs one card twice or too many Nobles.
Json DuelStartJson(const DuelSetup& setup);
// The engine state loaded from DuelStartJson (the kernel's invariant checks run on it).
std::unique_ptr<State> DuelStartState(const DuelSetup& setup);

// The duel played out on the engine from the set-up: declaration, the planned dice (declarer's then
// defender's), the planned support cards ("end-support" after them), "accept" if the engine offers a
// deflect. `trace` is the witness (start state + checkpointed actions); `error` is non-empty when the
// engine refused a planned action or asked for a different number of dice than planned.
struct DuelRun {
  std::unique_ptr<State> before;  // the start state
  std::unique_ptr<State> after;   // the state right after the duel was resolved
  Trace trace;
  std::string error;
};
DuelRun PlayDuel(const DuelSetup& setup, const std::string& note);

// Whether the engine is still inside a declared duel (deflect, dice or support decisions pending).
bool InDuel(const State& state);

}  // namespace peerage::solver::dn
