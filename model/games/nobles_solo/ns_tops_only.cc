// Nobles (solo) under ns.face-up-decks=tops-only: a face-up deck shows only its top card.
//
// What the player knows, and so what the state holds: the cards that have been on top of a deck since
// the deal (in order, the deck's known part) and, for the rest, only counts. The unseen cards of the three
// Noble decks cannot be told apart by deck, so they form one common pool per family (pool_, the setup
// pool's continuation: Noble kinds for the Noble decks, Event kinds for the Event decks) and a deck's
// unseen part is a number (Deck::unseen). With the deal uniform and every observation a card seen in a
// place, the unseen cards are spread uniformly over the unseen places, so a card uncovered in a deck is
// uniform over the family's pool: kind k with probability pool[k] / (cards in the pool).
//
// When cards are uncovered:
// - a face-up deck shows its top: before the next decision or chance node of the turn, and before any
//   check that reads a top (Interloper's three different Nobles, Baroness's identical Events, the
//   Archivist's and Interloper's Effects), a chance node uncovers it (UncoverDeck, RevealFirst);
// - a shuffled deck (Debutante, Veteran's Battle Effect) keeps its known cards as counts and its unseen
//   cards are named at once, one chance node each, uniform over the pool (ResolveDeck): the player
//   gathering the deck learns what it holds but not its order. Leaving them unnamed would be inexact: a
//   card later revealed from a deck mixing known cards and pool cards could be either, and the player's
//   belief would become a mixture no count can hold;
// - Interloper's Effect under ns.interloper-others=anywhere searches the Noble decks: their unseen cards
//   are named the same way, top down, and stay known in place (the player sees every card while searching
//   a face-up deck). A face-up deck thus never holds counted cards: its unordered part is all unseen.
// Under the open reading none of this happens: unseen is 0 everywhere and the pool empties at setup.
#include "model/games/nobles_solo/nobles_solo.h"

#include <nlohmann/json.hpp>

namespace peerage::ns {

bool NoblesSoloState::NeedsUncover(int deck) const {
  return TopsOnly() && phase_ != Phase::kSetup && !decks_[deck].face_down && decks_[deck].TopUnknown();
}

int NoblesSoloState::UncoverDeck() const {
  for (int d = 0; d < 6; ++d)
    if (NeedsUncover(d)) return d;
  return kNone;
}

int NoblesSoloState::ResolveDeck() const {
  if (!TopsOnly() || phase_ == Phase::kSetup || phase_ == Phase::kGameOver) return kNone;
  for (int d = 0; d < 6; ++d)
    if (decks_[d].face_down && decks_[d].unseen > 0) return d;
  // The Interloper Effect waiting at the head of the queue searches the Noble decks (RunEffects).
  const bool search = phase_ == Phase::kRequire && sc_.reveal == kNone && n_effects_ > 0 &&
                      effects_[0][0] == kInterloper && Reading(kIInterloperOthers) == 0;
  if (search)
    for (int d = 0; d < 3; ++d)
      if (decks_[d].unseen > 0) return d;
  return kNone;
}

bool NoblesSoloState::RevealFirst(int first, int last) {
  for (int d = first; d <= last; ++d)
    if (NeedsUncover(d)) {
      sc_.reveal = static_cast<std::uint8_t>(d);
      return true;
    }
  return false;
}

// The unordered part of a deck as chance weights: its unseen cards drawn from the family's pool, else
// its known counts. A deck never holds both when a card is drawn from it: a face-up deck holds no counts
// (ns.face-up-known) and ResolveDeck names a shuffled deck's unseen cards before any other chance node.
void NoblesSoloState::UnorderedCounts(int deck, std::array<int, kNumKinds>& counts) const {
  counts.fill(0);
  const Deck& x = decks_[deck];
  for (int k = 0; k < kNumKinds; ++k) {
    if (x.unseen > 0) {
      if (IsNoble(k) == (deck < 3)) counts[k] = pool_[k];
    } else {
      counts[k] = x.hidden[k];
    }
  }
}

void NoblesSoloState::TakeUnordered(int deck, int kind) {
  Deck& x = decks_[deck];
  if (x.unseen > 0) {
    --pool_[kind];
    --x.unseen;
  } else {
    --x.hidden[kind];
    --x.n_hidden;
  }
}

// One unseen card of ResolveDeck() is named. A shuffled deck counts it with its other cards (order
// unknown); a face-up deck being searched shows it in place: it is the card just below the known part
// (the search goes down from the top), so it becomes the bottom of the known part.
void NoblesSoloState::ApplyResolve(int kind) {
  const int d = ResolveDeck();
  Deck& x = decks_[d];
  --pool_[kind];
  --x.unseen;
  if (x.face_down) {
    ++x.hidden[kind];
    ++x.n_hidden;
  } else {
    for (int i = x.n_known; i > 0; --i) x.known[i] = x.known[i - 1];
    x.known[0] = static_cast<std::uint8_t>(kind);
    ++x.n_known;
  }
  Fire(kRDeckReveal);
  // The Interloper search resumes once every Noble deck is named (RunEffects waited for it).
  if (ResolveDeck() != kNone || sc_.reveal != kNone) return;
  if (phase_ == Phase::kRequire && n_effects_ > 0 && effects_[0][0] == kInterloper &&
      Reading(kIInterloperOthers) == 0) {
    if (d < 3) RunEffects();
  }
}

// The same table under tops-only for a state written under open (`replay --set ns.face-up-decks=tops-only`
// from a start state; the report's examples): the player is taken to have seen only the tops of the
// face-up decks, so the cards beneath each top join their family's pool as unseen cards. Face-down decks
// keep what they hold (their unordered part is what the player knows under either reading). During setup
// nothing changes: the deal itself differs. The other way (tops-only to open) cannot invent an order: the
// state is kept and the loader refuses its unseen cards.
void RereadTopsOnly(Json& state, const std::map<std::string, std::string>& from,
                    const std::map<std::string, std::string>& to) {
  auto reading = [](const std::map<std::string, std::string>& s) {
    auto it = s.find("ns.face-up-decks");
    return it == s.end() ? std::string("open") : it->second;
  };
  if (reading(from) != "open" || reading(to) != "tops-only") return;
  if (!state.is_object() || !state.contains("phase") || state["phase"] == "setup") return;
  if (!state.contains("pool") || !state["pool"].is_object()) return;
  Json& pool = state["pool"];
  for (const char* family : {"noble_decks", "event_decks"}) {
    if (!state.contains(family) || !state[family].is_array()) return;
    for (Json& deck : state[family]) {
      if (!deck.is_object() || !deck.contains("cards") || !deck["cards"].is_array()) return;
      Json& cards = deck["cards"];
      const bool face_down = deck.contains("face_down") && deck["face_down"] == true;
      int unseen = 0;
      if (!face_down && cards.size() > 1) {
        for (size_t i = 0; i + 1 < cards.size(); ++i) {
          if (!cards[i].is_string()) return;
          const std::string kind = cards[i].get<std::string>();
          pool[kind] = (pool.contains(kind) && pool[kind].is_number_integer() ? pool[kind].get<int>() : 0) + 1;
          ++unseen;
        }
        cards = Json::array({cards.back()});
      }
      deck["unseen"] = unseen;
    }
  }
}

// After the six tops: every other card of a deck is unseen, its kind known only through the pool.
void NoblesSoloState::FinishTopsOnlySetup() {
  for (int d = 0; d < 6; ++d) decks_[d].unseen = static_cast<std::uint8_t>((d < 3 ? kNobleDeckSize : kEventDeckSize) - 1);
  sc_.dealt = kNobleCards + kEventCards;
}

}  // namespace peerage::ns
