// Dueling Nobles: simpler neighbours of a state (GameInfo::simplify), for shrinking report examples.
//
// Each candidate is a copy of the state with one thing taken away or made smaller, written as canonical
// JSON. The measure that every candidate lowers (dueling_nobles.h): Support cards in hands + Nobles in
// Courtyards + weapons on Nobles + Resources + Stamina of the Nobles in Courtyards. Cards are conserved
// (dn.cards-conserved): a Noble goes back to the Noble stack and a Support card is spent to the discard
// pile, as a vanquished Noble and a played card are. Only the discard pile gains cards, so every
// three-of-a-suit discard stays in it (dn.triple-discards).
#include <nlohmann/json.hpp>

#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {

// Spent cards go to the discard pile; under dn.support-reshuffle=immediate an empty stock would take
// that pile at once (outside a Clubs take), so there the card goes to the stock.
void DuelingNoblesState::SpendCard(Card card) {
  if (stock_ == 0 && Reading(kISupportReshuffle) == kReshuffleImmediate && phase_ != Phase::kClubsTake)
    stock_ |= Bit(card);
  else
    discard_ |= Bit(card);
  moved_ &= ~Bit(card);
}

// The Noble leaves as if vanquished: back to the Noble stack, Stamina 0, its weapon spent, this turn's
// marks on it cleared. It stood in the Courtyard at the start of the turn unless the active player may
// have hired it this turn, so the turn-start count drops with it then.
void DuelingNoblesState::RemoveNoble(int owner, Card noble) {
  const int i = NobleIndex(noble);
  courtyard_[owner] &= ~Bit(noble);
  noble_stack_ |= Bit(noble);
  stamina_[i] = 0;
  if (weapon_[i] != kNoCard) SpendCard(weapon_[i]);
  weapon_[i] = kNoCard;
  dueled_ &= ~Bit(noble);
  taxed_ &= ~Bit(noble);
  if (start_nobles_[owner] > 0 && (owner != active_ || hires_ == 0)) --start_nobles_[owner];
}

// Whether `card` may leave `owner`'s hand without undoing the decision being made: a three-of-a-suit
// in progress must stay completable, and a player choosing Step-3 Support cards keeps one to play.
bool DuelingNoblesState::HandCardSpare(int owner, Card card) const {
  if (card == clubs_card_) return false;
  if (phase_ == Phase::kTriple && owner == active_ && triple_suit_ >= 0) {
    const Mask left = hand_[owner] & SupportSuitMask(triple_suit_) &
                      (triple_picked_ ? Above(Highest(triple_picked_)) : kAllCards);
    if (Has(left, card) && Count(left) - 1 < 3 - Count(triple_picked_)) return false;
  }
  if (phase_ == Phase::kDuelSupport && owner == DuelPlayer(support_side_)) {
    const Mask played = duel_supports_[support_side_];
    const Mask playable = played ? hand_[owner] & Above(Highest(played)) : hand_[owner];
    if ((playable & ~Bit(card)) == 0) return false;
  }
  return true;
}

std::vector<Json> DuelingNoblesState::Simplify() const {
  std::vector<Json> out;
  if (phase_ <= Phase::kDealSupport) return out;  // setup: the deal counts fix every hand and Courtyard
  auto emit = [&](auto&& edit) {
    DuelingNoblesState s(*this);
    edit(s);
    out.push_back(s.ToJson());
  };
  const int defender = 1 - active_;
  const bool deflecting = phase_ == Phase::kDeflect;
  const Mask dueling = duel_att_ == kNoCard ? 0 : Bit(duel_att_) | Bit(duel_def_) | Bit(duel_declared_);

  // A Noble out of a Courtyard (never the last one, nor one in the duel; a deflect keeps its target).
  for (int p = 0; p < 2; ++p) {
    const int keep = deflecting && p == defender && Reading(kIDeflectTarget) == kDeflectOther ? 2 : 1;
    if (Count(courtyard_[p]) - 1 < keep) continue;
    for (Mask m = courtyard_[p] & ~dueling; m; m &= m - 1) {
      const Card n = Lowest(m);
      emit([&](DuelingNoblesState& s) { s.RemoveNoble(p, n); });
    }
  }
  // A Support card out of a hand (also out of the opponent's Spades view of it).
  for (int p = 0; p < 2; ++p)
    for (Mask m = hand_[p]; m; m &= m - 1) {
      const Card c = Lowest(m);
      if (!HandCardSpare(p, c)) continue;
      emit([&](DuelingNoblesState& s) {
        s.hand_[p] &= ~Bit(c);
        s.spied_[1 - p] &= ~Bit(c);
        s.SpendCard(c);
      });
    }
  // A weapon off a Noble.
  for (int i = 0; i < kNumNobles; ++i)
    if (weapon_[i] != kNoCard)
      emit([&](DuelingNoblesState& s) {
        s.SpendCard(s.weapon_[i]);
        s.weapon_[i] = kNoCard;
      });
  // Resources down to their least (a deflecting defender keeps the price of the deflect), then by one.
  for (int p = 0; p < 2; ++p) {
    const int least = deflecting && p == defender ? kDeflectCost : 0;
    if (resources_[p] > least) emit([&](DuelingNoblesState& s) { s.resources_[p] = least; });
    if (resources_[p] - 1 > least) emit([&](DuelingNoblesState& s) { --s.resources_[p]; });
  }
  // Stamina down to 1, then by one.
  for (int p = 0; p < 2; ++p)
    for (Mask m = courtyard_[p]; m; m &= m - 1) {
      const int i = NobleIndex(Lowest(m));
      if (stamina_[i] > 1) emit([&](DuelingNoblesState& s) { s.stamina_[i] = 1; });
      if (stamina_[i] > 2) emit([&](DuelingNoblesState& s) { --s.stamina_[i]; });
    }
  return out;
}

std::vector<Json> SimplifyDuelingNobles(const State& state) {
  return static_cast<const DuelingNoblesState&>(state).Simplify();
}

}  // namespace peerage::dn
