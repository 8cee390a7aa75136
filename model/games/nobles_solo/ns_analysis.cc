// Nobles (solo): greedy policy, loop key and the report extension registration.
#include "model/games/nobles_solo/ns_analysis.h"

#include <array>

#include <nlohmann/json.hpp>

#include "model/analysis/report_ext.h"
#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

const char* const kGreedyDescription =
    "at each decision the action that leaves the most Completed Events; ties to the one keeping the smallest "
    "deck largest, then to the one with fewer face-down decks, then the lowest action id (chance is not "
    "looked through)";

Action GreedyAction(const State& state, const std::vector<Action>& legal) {
  Action best = legal.front();
  std::array<int, 3> best_key = {-1, -1, -99};
  for (Action a : legal) {
    std::unique_ptr<State> c = state.Clone();
    c->ApplyLegalAction(a);
    const auto& s = dynamic_cast<const NoblesSoloState&>(*c);
    int min_size = 99, face_down = 0;
    for (int d = 0; d < 6; ++d) {
      min_size = std::min(min_size, s.deck(d).Size());
      face_down += s.deck(d).face_down;
    }
    const std::array<int, 3> key = {s.score(), min_size, -face_down};
    if (key > best_key) {
      best = a;
      best_key = key;
    }
  }
  return best;
}

void NoblesSoloState::AppendKey(std::string& out, bool with_turn) const {
  auto put = [&out](int v) { out.push_back(static_cast<char>(v)); };
  put(static_cast<int>(phase_));
  if (with_turn) {
    put(turn_ & 0xff);
    put(turn_ >> 8);
  }
  for (int k = 0; k < kNumKinds; ++k) put(pool_[k]);
  for (const Deck& d : decks_) {
    put(d.n_known);
    for (int i = 0; i < d.n_known; ++i) put(d.known[i]);
    for (int k = 0; k < kNumKinds; ++k) put(d.hidden[k]);
    put(d.face_down);
    if (Reading(kIFaceUpDecks) == 1) put(d.unseen);  // tops-only (the open reading's key is unchanged)
  }
  for (int k = 0; k < kNumKinds; ++k) {
    put(deceased_[k]);
    put(completed_[k]);
    put(removed_[k]);
  }
  // Without counters, the Archivist chain count (the engine's cut-off, like the turn) is left out too.
  for (int i = 0; i < kNumScratch; ++i) put(!with_turn && ScratchField(sc_, i) == &sc_.chain ? 0 : *ScratchField(sc_, i));
  put(n_discarded_);
  for (int i = 0; i < n_discarded_; ++i) {
    put(discarded_[i][0]);
    put(discarded_[i][1]);
  }
  put(n_effects_);
  for (int i = 0; i < n_effects_; ++i)
    for (int x = 0; x < 3; ++x) put(effects_[i][x]);
}

std::int64_t EventBound(const State& state) {
  const auto& s = dynamic_cast<const NoblesSoloState&>(state);
  if (s.phase() == Phase::kSetup) return kEventCards;
  std::int64_t n = s.score();
  for (int d = 3; d < 6; ++d) n += s.deck(d).Size();
  return n;
}

ForesightResult SolveDealForesight(const State& deal, const SolitaireOptions& options) {
  return SolveForesightMax(deal, EventBound, options, GreedyAction);
}

void LoopKey(const State& state, std::string& out) {
  dynamic_cast<const NoblesSoloState&>(state).AppendKey(out, false);
}

}  // namespace peerage::ns
