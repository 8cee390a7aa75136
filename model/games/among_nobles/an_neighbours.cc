// Among Nobles: neighbours of a state that no one-field change reaches (GameInfo::neighbours), for the
// deciding-facts ablation.
//
// A family's married character is a card with a rule box; which card it is decides whether its legacy or
// intrigue ability could apply (an.wife-rule-box, an.intrigue-couple). The card cannot change by a field of
// its own: cards are conserved (each is in exactly one place). The neighbour exchanges a married character
// with a dead card of the same gender and no power: the same couple in the same row, with an empty rule box,
// the new card married in rather than born to the family; the first card takes its place among the dead. Whether Jane Seymour, with her legacy, is
// the wife in p2's top row is then a fact the ablation can find (it told only "1 generational change is
// due" before).
#include <nlohmann/json.hpp>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

std::vector<Json> AmongNoblesState::Neighbours() const {
  std::vector<Json> out;
  const CardData& d = data();
  for (int c = 0; c < kCards; ++c) {
    if (loc_[c] != kLOwned || spouse_[c] == kNone || d.cards[c].power == kPNone) continue;
    if (c == sc_.head || c == sc_.groom || c == sc_.eff_card || c == sc_.heir) continue;  // named by the step
    for (int x = 0; x < kCards; ++x) {
      if (loc_[x] != kLDead || d.cards[x].male != d.cards[c].male || d.cards[x].power != kPNone) continue;
      AmongNoblesState s(*this);
      const int spouse = spouse_[c];
      s.loc_[x] = kLOwned, s.owner_[x] = owner_[c], s.row_[x] = row_[c], s.spouse_[x] = spouse_[c];
      // Married in, not born to the family: a card born to it must have inherited its parents' traits
      // (an.trait-inherited), which the dead card need not have.
      s.activated_[x] = activated_[c], s.born_[x] = 0;
      s.spouse_[spouse] = static_cast<std::uint8_t>(x);
      s.loc_[c] = kLDead;
      s.owner_[c] = s.row_[c] = s.spouse_[c] = kNone;
      s.activated_[c] = s.born_[c] = 0;
      Json j = s.ToJson();
      j["about"] = "/cards/" + std::to_string(c);  // the fact is this card in its place, not the dead card's
      out.push_back(std::move(j));
      break;  // one rule box without a power is enough to tell whether this card's decides
    }
  }
  return out;
}

}  // namespace peerage::an
