// Noblemen: neighbours of a state that no one-field change reaches (GameInfo::neighbours), for the
// deciding-facts ablation.
//
// A title is one of a fixed set (the title supply and the players' titles together hold every title of the
// game: noblemen.h), so a player's title changed by its field alone, or the supply's count alone, is no valid
// position. The neighbour gives a player another title from the supply and puts theirs back: whether p2 is
// an Earl is then a fact the ablation can find (pass 13: nm.earl-discount named p2's pounds, not the title
// the discount hangs on).
#include <nlohmann/json.hpp>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

std::vector<Json> NoblemenState::Neighbours() const {
  std::vector<Json> out;
  for (int p = 0; p < N(); ++p) {
    const int held = pl_[p].title;
    if (held < 0) continue;  // during a Ball, titles are back in the supply
    for (int t = 0; t < kNumTitles; ++t) {
      if (t == held || titles_supply_[t] == 0) continue;
      NoblemenState s(*this);
      --s.titles_supply_[t];
      ++s.titles_supply_[held];
      s.pl_[p].title = static_cast<std::int8_t>(t);
      out.push_back(s.ToJson());
    }
  }
  return out;
}

}  // namespace peerage::nm
