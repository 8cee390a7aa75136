// Nobles (solo): the text picture of a state (GameInfo::render, `peerage replay --render`, report
// examples). The state holds no hidden order (nobles_solo.h), so everything is shown; the unordered part
// of a shuffled deck is marked "unknown order" (the player knows only its counts).
#include <fmt/format.h>

#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {
namespace {

std::string KindText(int kind) { return kind >= 0 && kind < kNumKinds ? KindName(kind) : fmt::format("#{}", kind); }
std::string DeckLabel(int deck) {
  if (deck >= 0 && deck < 3) return fmt::format("N{}", deck);
  if (deck >= 3 && deck < 6) return fmt::format("E{}", deck - 3);
  return fmt::format("#{}", deck);
}

// "shade 2, veteran 1" for the kinds with a count (empty when none).
std::string Counts(const std::array<std::uint8_t, kNumKinds>& c) {
  std::string s;
  for (int k = 0; k < kNumKinds; ++k)
    if (c[k] > 0) s += fmt::format("{}{} {}", s.empty() ? "" : ", ", KindName(k), c[k]);
  return s;
}

std::string DeckLine(const Deck& d, int index) {
  std::string s = fmt::format("{} face {}, {} card{}: ", DeckLabel(index), d.face_down ? "down" : "up", d.Size(),
                              d.Size() == 1 ? "" : "s");
  if (d.Empty()) return s + "empty";
  if (d.unseen > 0) s += fmt::format("{} unseen{}", d.unseen, d.n_hidden || d.n_known ? ", then " : "");
  if (d.n_hidden > 0) s += "unknown order {" + Counts(d.hidden) + "}" + (d.n_known ? ", then " : "");
  for (int i = 0; i < d.n_known; ++i) s += (i ? ", " : "") + KindText(d.known[i]);
  return s + (d.n_known ? " (top)" : "");
}

}  // namespace

std::string NoblesSoloState::Render() const {
  std::string out;
  const int actor = CurrentPlayer();
  out += fmt::format("turn {}, phase {}, to act: {}, score {}\n", turn_, PhaseName(phase_),
                     actor == kChance ? "chance" : actor == kTerminal ? "nobody" : "p0", completed_total());
  if (phase_ == Phase::kSetup) out += fmt::format("setup: {} of 51 cards dealt; to deal: {}\n", sc_.dealt, Counts(pool_));

  // The turn's working values that are set.
  std::string work;
  auto add = [&work](const std::string& w) { work += (work.empty() ? "" : "; ") + w; };
  const Scratch& c = sc_;
  if (c.court_deck != kNone) add("Court from " + DeckLabel(c.court_deck));
  if (c.this_kind != kNone) add("this Noble " + KindText(c.this_kind));
  if (c.moving != kNone) add("held (being moved): " + KindText(c.moving));
  if (c.reveal != kNone) add("revealing the top of " + DeckLabel(c.reveal));
  if (c.pending != kNone) add("then " + ActionText(MakeAction(c.pending, c.pending_arg)));
  if (c.construct_draw != kNone) add("a random Deceased Noble goes onto " + DeckLabel(c.construct_draw));
  if (c.construct_first != kNone) add("first Construct deck " + DeckLabel(c.construct_first));
  if (c.constructs_left != 0) add(fmt::format("Construct placements left {}", c.constructs_left));
  if (phase_ == Phase::kDebutante)
    add("Debutante decides " + (c.debut_index < 6 ? DeckLabel(kDebutanteDeck[c.debut_index]) : KindText(c.debut_index)));
  if (c.restore_kind != kNone) add("restoring " + KindText(c.restore_kind));
  if (c.chain != 0) add(fmt::format("Archivist Abilities this turn {}", c.chain));
  if (c.take_pair != kNone) add("take a " + KindText(c.take_pair) + " (the pair)");
  if (c.event_kind != kNone || c.event_deck != kNone)
    add("Event " + KindText(c.event_kind) + " from " + DeckLabel(c.event_deck));
  if (c.veteran_effect_from != kNone) add("the Battle's Veteran came from " + DeckLabel(c.veteran_effect_from));
  if (c.constructs_ever != 0) add(fmt::format("Constructs discarded for Events so far {}", c.constructs_ever));
  if (!work.empty()) out += "working: " + work + "\n";
  if (n_discarded_ > 0) {
    std::string s;
    for (int i = 0; i < n_discarded_; ++i)
      s += fmt::format("{}{} ({})", i ? ", " : "", KindText(discarded_[i][0]), DeckLabel(discarded_[i][1]));
    out += "discarded for the Event: " + s + "\n";
  }
  if (n_effects_ > 0) {
    std::string s;
    for (int i = 0; i < n_effects_; ++i)
      s += fmt::format("{}{} ({}{})", i ? ", " : "", KindText(effects_[i][0]), DeckLabel(effects_[i][1]),
                       effects_[i][2] ? ", a later Noble taken from it" : "");
    out += "Effects waiting: " + s + "\n";
  }

  // The decks (during setup only those dealt to so far), bottom to top, and the piles.
  for (int d = 0; d < 6; ++d)
    if (phase_ != Phase::kSetup || !decks_[d].Empty()) out += DeckLine(decks_[d], d) + "\n";
  if (const std::string s = Counts(deceased_); !s.empty()) out += "Deceased: " + s + "\n";
  if (const std::string s = Counts(completed_); !s.empty()) out += "Completed: " + s + "\n";
  if (const std::string s = Counts(removed_); !s.empty()) out += "out of the game: " + s + "\n";
  return out;
}

std::string RenderNoblesSolo(const State& state) { return static_cast<const NoblesSoloState&>(state).Render(); }

}  // namespace peerage::ns
