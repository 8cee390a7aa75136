// Nobles (solo): simpler neighbours of a state (GameInfo::simplify), for shrinking report examples.
//
// The invariants leave little room: every card is in a deck, Deceased (Nobles), Completed or out of the
// game (Events), or held as the Veteran being moved (ns.cards-conserved, ns.deceased-nobles,
// ns.completed-events). So the candidates make decks shorter, taking cards from the bottom (a Noble goes
// to Deceased, an Event out of the game), and take Completed Events out of the game. The measure each
// candidate lowers (nobles_solo.h): cards in the six decks + Completed Events.
#include <nlohmann/json.hpp>

#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {
namespace {

// Where a card taken off a deck goes: Deceased for a Noble, out of the game for an Event.
void SetAside(std::array<std::uint8_t, kNumKinds>& deceased, std::array<std::uint8_t, kNumKinds>& removed,
              int kind) {
  ++(IsNoble(kind) ? deceased : removed)[kind];
}

}  // namespace

std::vector<Json> NoblesSoloState::Simplify() const {
  std::vector<Json> out;
  if (phase_ == Phase::kSetup) return out;  // the deal order fixes every deck's size
  auto emit = [&](auto&& edit) {
    NoblesSoloState s(*this);
    edit(s);
    out.push_back(s.ToJson());
  };

  // A deck cut down to its known top card (when that takes more than one card away).
  for (int d = 0; d < 6; ++d) {
    const Deck& x = decks_[d];
    if (x.n_known == 0 || x.Size() < 3 || x.unseen > 0) continue;  // tops-only: unseen cards have no kind
    emit([d](NoblesSoloState& s) {
      Deck& y = s.decks_[d];
      for (int i = 0; i + 1 < y.n_known; ++i) SetAside(s.deceased_, s.removed_, y.known[i]);
      for (int k = 0; k < kNumKinds; ++k)
        for (int c = 0; c < y.hidden[k]; ++c) SetAside(s.deceased_, s.removed_, k);
      y.known[0] = y.known[y.n_known - 1];
      for (int i = 1; i < y.n_known; ++i) y.known[i] = 0;
      y.n_known = 1;
      y.hidden.fill(0);
      y.n_hidden = 0;
    });
  }
  // A deck's bottom card out: the lowest known card, or, below a known part, one card of the unordered
  // part (one candidate per kind it holds).
  for (int d = 0; d < 6; ++d) {
    const Deck& x = decks_[d];
    if (x.Size() < 2 || x.unseen > 0) continue;
    if (x.n_hidden > 0) {
      for (int k = 0; k < kNumKinds; ++k)
        if (x.hidden[k] > 0)
          emit([d, k](NoblesSoloState& s) {
            --s.decks_[d].hidden[k];
            --s.decks_[d].n_hidden;
            SetAside(s.deceased_, s.removed_, k);
          });
    } else {
      emit([d](NoblesSoloState& s) {
        Deck& y = s.decks_[d];
        SetAside(s.deceased_, s.removed_, y.known[0]);
        for (int i = 0; i + 1 < y.n_known; ++i) y.known[i] = y.known[i + 1];
        y.known[--y.n_known] = 0;
      });
    }
  }
  // A deck's known top card out, the card beneath becoming its top, where the step only looks at the tops
  // (choosing the Noble to Court, choosing the Event): a deciding fact may be the top itself (a Debutante on
  // top of N2 that a Feast must take). A deck keeps at least one card, and the card beneath must be known.
  if (phase_ == Phase::kCourt || phase_ == Phase::kEventChoose)
    for (int d = 0; d < 6; ++d) {
      const Deck& x = decks_[d];
      // A top of the same kind as the card beneath shows nothing new when lifted (and may be the bottom-out).
      if (x.n_known < 2 || x.unseen > 0 || x.known[x.n_known - 1] == x.known[x.n_known - 2]) continue;
      emit([d](NoblesSoloState& s) {
        Deck& y = s.decks_[d];
        SetAside(s.deceased_, s.removed_, y.known[y.n_known - 1]);
        y.known[--y.n_known] = 0;
      });
    }
  // A Completed Event out of the game.
  int completed = 0;
  for (int k = kFirstEvent; k < kNumKinds; ++k) completed += completed_[k];
  for (int k = kFirstEvent; k < kNumKinds; ++k) {
    if (completed_[k] == 0) continue;
    if (phase_ == Phase::kArchivistRestore && completed < 2) continue;  // the last one to restore
    if (phase_ == Phase::kArchivistReplace && k == sc_.restore_kind && completed_[k] < 2) continue;
    if (phase_ == Phase::kRequire && sc_.event_kind == kExpansion && k == kExpansion) continue;
    emit([k](NoblesSoloState& s) {
      --s.completed_[k];
      ++s.removed_[k];
    });
  }
  return out;
}

std::vector<Json> SimplifyNoblesSolo(const State& state) {
  return static_cast<const NoblesSoloState&>(state).Simplify();
}

}  // namespace peerage::ns
