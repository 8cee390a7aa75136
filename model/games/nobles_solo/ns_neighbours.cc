// Nobles (solo): neighbours of a state that no one-field change reaches (GameInfo::neighbours), for the
// deciding-facts ablation.
//
// A face-down deck's cards are known only as counts, and a face-up deck's order is known (ns.face-up-known),
// so turning a face-down deck face up by its "face_down" field alone gives no valid position. The neighbour
// turns it face up with its unordered part laid open below its known part, in the kinds' order (Nobles:
// Shade first; Events: Battle first). Whether the deck is face down is then the only fact that changed in
// what a player may do with its top (ns.take-event-source=face-up-top takes only from a face-up deck).
#include <nlohmann/json.hpp>

#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

std::vector<Json> NoblesSoloState::Neighbours() const {
  std::vector<Json> out;
  if (phase_ == Phase::kSetup) return out;
  for (int d = 0; d < 6; ++d) {
    const Deck& x = decks_[d];
    // A deck whose top is being uncovered is mid-draw; a tops-only deck's unseen cards have no kind yet.
    if (!x.face_down || x.unseen > 0 || sc_.reveal == d) continue;
    NoblesSoloState s(*this);
    Deck& y = s.decks_[d];
    std::array<std::uint8_t, kNobleCards> known{};
    int n = 0;
    for (int k = 0; k < kNumKinds; ++k)
      for (int c = 0; c < y.hidden[k]; ++c) known[n++] = static_cast<std::uint8_t>(k);
    for (int i = 0; i < y.n_known; ++i) known[n++] = y.known[i];
    y.known = known;
    y.n_known = static_cast<std::uint8_t>(n);
    y.hidden.fill(0);
    y.n_hidden = 0;
    y.face_down = false;
    out.push_back(s.ToJson());
  }
  return out;
}

std::vector<Json> NeighboursNoblesSolo(const State& state) {
  return static_cast<const NoblesSoloState&>(state).Neighbours();
}

}  // namespace peerage::ns
