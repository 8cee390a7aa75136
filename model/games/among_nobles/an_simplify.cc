// Among Nobles: simpler neighbours of a state (GameInfo::simplify), for shrinking report examples.
//
// Each candidate is a copy of the state with one thing taken away or made smaller, written as canonical
// JSON. The measure every candidate lowers (among_nobles.h): character cards in families, on display and
// in the decks, plus every player's gold, prestige and armies (supply and provinces). Cards are
// conserved by moving them where the rules move cards: a family member dies (as a sacrificed daughter
// does), a display card is discarded (as at the upkeep), a deck card leaves the game (as the 3-player
// trait removal does). Gold is lowered through its income ledger (gold = gold_in - gold_out) and an army
// through the armies gained (an.armies-conserved).
#include <utility>

#include <nlohmann/json.hpp>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

// Cards whose removal would undo the decision being made: the activated head and his wife (their action
// series are the queue), the groom, the card whose ability runs, the drawn heir, the presented brides,
// and the unmarried daughters the player to decide may offer, sacrifice or wed right now.
bool AmongNoblesState::KeepsDecision(int c) const {
  if (c == sc_.head || c == sc_.groom || c == sc_.eff_card || c == sc_.heir) return true;
  if (sc_.head != kNone && spouse_[sc_.head] == c) return true;
  for (int p = 0; p < NumPlayers(); ++p)
    if (presented_[p] == c) return true;
  const bool offers_daughter = phase_ == Phase::kPresent || phase_ == Phase::kHeirWed || phase_ == Phase::kEffect;
  return offers_daughter && IsUnmarriedFemale(c, CurrentPlayer());
}

std::vector<Json> AmongNoblesState::Simplify() const {
  std::vector<Json> out;
  const CardData& d = data();
  const int n = NumPlayers();
  auto emit = [&](auto&& change) {
    AmongNoblesState s(*this);
    change(s);
    out.push_back(s.ToJson());
  };
  // 1. A character out of a family: dead, as a sacrificed daughter (the spouse stays, unmarried).
  for (int c = 0; c < kCards; ++c) {
    if (loc_[c] != kLOwned || KeepsDecision(c)) continue;
    emit([c](AmongNoblesState& s) {
      if (s.spouse_[c] != kNone) s.spouse_[s.spouse_[c]] = kNone;
      s.loc_[c] = kLDead;
      s.owner_[c] = s.row_[c] = s.spouse_[c] = kNone;
      s.activated_[c] = s.born_[c] = 0;
    });
  }
  // 2. A display card discarded.
  for (int c = 0; c < kCards; ++c)
    if (loc_[c] == kLDisplay) emit([c](AmongNoblesState& s) { s.loc_[c] = kLDiscard; });
  // 3. A deck made shorter: a card out of the game. Every deck keeps a card (an emptied deck would run
  // out without its last card put on display), and during an heir draw the deck drawn from keeps a male.
  std::array<int, 4> left{}, males{};
  for (int c = 0; c < kCards; ++c)
    if (loc_[c] == kLDeck) ++left[d.cards[c].deck], males[d.cards[c].deck] += d.cards[c].male;
  for (int c = 0; c < kCards; ++c) {
    if (loc_[c] != kLDeck) continue;
    const Card& card = d.cards[c];
    if (left[card.deck] < 2) continue;
    if (phase_ == Phase::kHeirDraw && card.deck == sc_.deck && card.male && males[card.deck] < 2) continue;
    emit([c](AmongNoblesState& s) { s.loc_[c] = kLOut; });
  }
  // 4. Gold and prestige to none.
  for (int p = 0; p < n; ++p) {
    const PlayerState& ps = players_[p];
    if (ps.gold > 1) emit([p](AmongNoblesState& s) { s.players_[p].gold_in -= std::exchange(s.players_[p].gold, 0); });
    if (ps.prestige > 1) emit([p](AmongNoblesState& s) { s.players_[p].prestige = 0; });
  }
  // 5. One army fewer: off a province (not while an ability is returning armies from the provinces), or
  // out of the supply.
  for (int p = 0; p < n; ++p) {
    for (int i = 0; i < kProvinces && phase_ != Phase::kEffect; ++i)
      if (players_[p].armies[i] > 0)
        emit([p, i](AmongNoblesState& s) { --s.players_[p].armies[i], --s.players_[p].gained_armies; });
    if (players_[p].supply > 0)
      emit([p](AmongNoblesState& s) { --s.players_[p].supply, --s.players_[p].gained_armies; });
  }
  // 6. Gold and prestige down by one.
  for (int p = 0; p < n; ++p) {
    if (players_[p].gold > 0) emit([p](AmongNoblesState& s) { --s.players_[p].gold, --s.players_[p].gold_in; });
    if (players_[p].prestige > 0) emit([p](AmongNoblesState& s) { --s.players_[p].prestige; });
  }
  return out;
}

}  // namespace peerage::an
