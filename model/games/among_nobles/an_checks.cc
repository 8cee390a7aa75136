// Among Nobles invariants: card conservation (every card in one place, decks only hold their age's cards),
// the family tree (at most three rows, married couples symmetric and side by side, children's traits
// inherited), army and gold ledgers, token counts and the working values that index arrays.
// Cheap when they pass: messages are only built on failure.
#include <fmt/format.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

void AmongNoblesState::DoCheckInvariants(InvariantReport& report) const {
  const CardData& d = data();
  const int n = NumPlayers();
  auto fail = [&](const char* name, const std::string& detail) { report.Check(false, name, detail); };
  int shown = 0;
  for (int c = 0; c < kCards; ++c) {
    const Card& card = d.cards[c];
    const int l = loc_[c];
    if (l >= kNumLocs) { fail("an.card-location", fmt::format("card {} has location {}", c, l)); continue; }
    shown += l == kLDisplay;
    const bool placed = l == kLOwned || l == kLDying;
    if (placed != (owner_[c] != kNone && row_[c] != kNone))
      fail("an.card-owner", fmt::format("card {} ({}) at {} has owner {} row {}", c, card.name, LocName(l), owner_[c], row_[c]));
    if (placed && (owner_[c] >= n || row_[c] >= kRows))
      fail("an.three-rows", fmt::format("card {} has owner {} row {}", c, owner_[c], row_[c]));
    if (card.deck == 0 && (l == kLDeck || l == kLDisplay || l == kLDiscard || l == kLRevealed))
      fail("an.card-deck", fmt::format("ancestral card {} is in {}", card.name, LocName(l)));
    if (card.deck != 0 && l == kLPool) fail("an.card-deck", fmt::format("age card {} is in the ancestral pool", card.name));
    if (l == kLPool && phase_ > Phase::kPickCouple) fail("an.card-pool", fmt::format("{} left in the pool after setup", card.name));
    if (l == kLDying && phase_ != Phase::kEffect)
      fail("an.card-dying", fmt::format("{} is dying outside a legacy", card.name));
    if (l == kLRevealed && phase_ != Phase::kHeirDraw)
      fail("an.card-revealed", fmt::format("{} stays revealed outside the heir draw", card.name));
    if (spouse_[c] != kNone) {
      const int w = spouse_[c];
      if (w >= kCards || spouse_[w] != c || d.cards[w].male == card.male || !placed || owner_[w] != owner_[c] ||
          row_[w] != row_[c])
        fail("an.marriage", fmt::format("card {} ({}) and spouse {} are not a couple side by side", c, card.name, w));
    }
    if (born_[c] != 0 && !placed) fail("an.card-owner", fmt::format("{} outside a family keeps its parents' traits", card.name));
    if (born_[c] != 0) {
      const bool ok = Reading(kITraitInherit) == 0 ? (card.traits & born_[c]) != 0 : (card.traits & ~born_[c]) == 0;
      if (!ok) fail("an.trait-inherited", fmt::format("{} has traits {} but parents {}", card.name, card.traits, born_[c]));
      if (card.deck == 0) fail("an.trait-inherited", fmt::format("ancestral {} was born in play", card.name));
    }
    if (activated_[c] && !(placed && (spouse_[c] == kNone || card.male)))
      fail("an.activation", fmt::format("card {} is activated but is no head of a family", card.name));
  }
  if (shown > DisplaySize(n)) fail("an.display-size", fmt::format("{} cards on display", shown));
  // Each player's tokens this round are set by the rules (1 in round 1, then 3, or 2 with 5 players), never
  // by the position: a loaded state with more would let a player spend a token the rules never give.
  if (sc_.round >= 1 && sc_.tokens != (sc_.round == 1 ? 1 : TokensPerPlayer(n)))
    fail("an.tokens", fmt::format("round {} with {} tokens per player; the rules give {}", static_cast<int>(sc_.round),
                                  static_cast<int>(sc_.tokens), sc_.round == 1 ? 1 : TokensPerPlayer(n)));
  for (int p = 0; p < n; ++p) {
    const PlayerState& ps = players_[p];
    int armies = ps.supply;
    bool negative = ps.supply < 0 || ps.gold < 0 || ps.prestige < 0;
    for (int i = 0; i < kProvinces; ++i) {
      armies += ps.armies[i];
      negative = negative || ps.armies[i] < 0;
      if (ps.armies[i] > 0 && !ProvinceInPlay(i))
        fail("an.province", fmt::format("player {} has armies in removed province {}", p, i));
    }
    if (negative) fail("an.non-negative", fmt::format("player {}: gold {} prestige {} supply {}", p, ps.gold, ps.prestige, ps.supply));
    if (armies != ps.gained_armies)
      fail("an.armies-conserved", fmt::format("player {} has {} armies but gained {}", p, armies, ps.gained_armies));
    if (ps.gold != ps.gold_in - ps.gold_out)
      fail("an.gold-conserved", fmt::format("player {} has {} gold; in {} out {}", p, ps.gold, ps.gold_in, ps.gold_out));
    if (ps.tokens_used > sc_.tokens) fail("an.tokens", fmt::format("player {} used {} of {} tokens", p, ps.tokens_used, sc_.tokens));
  }
  // Working values used as indices.
  auto card_or_none = [&](std::uint8_t v) { return v == kNone || v < kCards; };
  if (!card_or_none(sc_.head) || !card_or_none(sc_.groom) || !card_or_none(sc_.eff_card) || !card_or_none(sc_.heir) ||
      sc_.actor >= n || sc_.first >= n || sc_.eff_player >= n || sc_.deck < 1 || sc_.deck > 4 || sc_.picks > 3 ||
      sc_.pos > n_queue_ || !(sc_.hired == kNone || sc_.hired < kNumActs) || sc_.present_idx > n || sc_.up_player > n ||
      sc_.eff_resume > kResLegacy || sc_.gc_done > 3 || sc_.up_cursor > kCards + 1)
    fail("an.scratch", "a working value is out of range");
  if (!report.violations().empty()) return;  // the checks below read through these values
  const bool acting = phase_ == Phase::kSeries || phase_ == Phase::kAction || phase_ == Phase::kPresent ||
                      phase_ == Phase::kChooseBride || (phase_ == Phase::kEffect && sc_.eff_resume == kResAction);
  if (acting && (sc_.head == kNone || !IsHead(sc_.head) || owner_[sc_.head] != sc_.actor))
    fail("an.activation", "no activated head of the acting player");
  // The activation round goes round the table from the first player, one token per turn (a pass spends one
  // too): in turn t the actor is (first + t) mod n, and each player has spent one token per earlier turn of
  // theirs, the actor one more once their head is activated.
  if (phase_ == Phase::kActivate || acting) {
    if (sc_.turn >= n * sc_.tokens || sc_.actor != (sc_.first + sc_.turn) % n)
      fail("an.tokens", fmt::format("turn {} of {} ({} tokens each) is not player {}'s", sc_.turn, n * sc_.tokens,
                                    sc_.tokens, static_cast<int>(sc_.actor)));
    for (int p = 0; p < n; ++p) {
      const int earlier = sc_.turn / n + ((p - sc_.first + n) % n < sc_.turn % n ? 1 : 0);
      const int spent = earlier + (acting && p == sc_.actor ? 1 : 0);
      if (players_[p].tokens_used != spent)
        fail("an.tokens", fmt::format("player {} used {} tokens; turn {} means {}", p, players_[p].tokens_used,
                                      sc_.turn, spent));
    }
  }
  if ((phase_ == Phase::kAction && sc_.pos >= n_queue_) || (phase_ == Phase::kEffect && sc_.eff_card == kNone))
    fail("an.scratch", "nothing to decide in this phase");
  if (phase_ == Phase::kEffect && sc_.eff_card != kNone && sc_.eff_term >= d.cards[sc_.eff_card].terms.size())
    fail("an.scratch", "effect term out of range");
  if ((phase_ == Phase::kPresent || phase_ == Phase::kChooseBride) && (sc_.groom == kNone || !d.cards[sc_.groom].male))
    fail("an.scratch", "marriage without a groom");
  if (phase_ == Phase::kHeirWed && (sc_.heir == kNone || loc_[sc_.heir] != kLOwned))
    fail("an.scratch", "heir wedding without an heir");
  for (int p = 0; p < n; ++p)
    if (presented_[p] >= 0 && (presented_[p] >= kCards || !IsUnmarriedFemale(presented_[p], p)))
      fail("an.marriage", fmt::format("player {} presented card {} which is not an unmarried daughter", p, presented_[p]));
  // The finger game: players show in seat order, so the shown counts are a prefix; outside it nothing is shown.
  const int chooser = FingerChooser();
  for (int p = 0; p < n; ++p)
    if (fingers_[p] > kMaxFingers || (fingers_[p] >= 0 && (phase_ != Phase::kFingers || p > chooser)))
      fail("an.fingers", fmt::format("player {} shows {} fingers in phase {} (next to show: player {})", p,
                                     fingers_[p], PhaseName(phase_), chooser));
  if (phase_ == Phase::kFingers && (chooser >= n || Reading(kIFirstPlayer) != kFirstByFingers))
    fail("an.fingers", "a finger showing with nobody to show or under another first-player reading");
  if (finger_rounds_ > kFingerRounds || (phase_ == Phase::kFingers && finger_rounds_ >= kFingerRounds))
    fail("an.fingers", fmt::format("{} showings without a winner (at most {})", finger_rounds_, kFingerRounds));
}

}  // namespace peerage::an
