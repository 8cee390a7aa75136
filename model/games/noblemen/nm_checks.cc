// Noblemen invariants: conservation of tiles, cards, chits, titles and structures; pounds never negative;
// exactly one crown holder; prestige markers never share a space; estates obey the spacing rules; each
// Men-at-Arms on a real group, one per group. Messages are built only when a check fails.
#include <fmt/format.h>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

#define NM_CHECK(cond, name, ...)                                   \
  do {                                                              \
    if (!(cond)) report.Check(false, name, fmt::format(__VA_ARGS__)); \
  } while (false)

void NoblemenState::DoCheckInvariants(InvariantReport& report) const {
  const Components& d = data();
  const int n = N();
  // Tiles: bag + donation area + screens + set-aside + estates = the tiles that exist.
  for (int l = 0; l < kNumLands; ++l) {
    int t = bag_[l] + donated_[l];
    for (int p = 0; p < n; ++p) t += pl_[p].screen[l] + pl_[p].aside[l] + pl_[p].estate.CountLand(l);
    NM_CHECK(t == d.lands[l], "nm.tiles-conserved", "{}: {} placed, {} exist", LandName(l), t, d.lands[l]);
    NM_CHECK(donated_[l] <= 5, "nm.donate-area", "{} {} donated", donated_[l], LandName(l));
  }
  // Cards.
  std::array<int, kNumCards> under{};
  for (std::size_t i = 0; i < bottom_.size(); ++i) {
    const Returned& r = bottom_[i];
    ++under[r.card];
    NM_CHECK(r.by >= -1 && r.by < n, "nm.bottom-entry", "bottom[{}] returned by p{}", i, r.by);
    // Batches exist only under unordered, hold one player's face-down returns, and are kept sorted.
    if (r.with_previous)
      NM_CHECK(Reading(kIBottomOrder) == 1 && i > 0 && r.by >= 0 && bottom_[i - 1].by == r.by &&
                   bottom_[i - 1].card <= r.card,
               "nm.bottom-batch", "bottom[{}] joins a batch it cannot join", i);
  }
  for (int c = 0; c < kNumCards; ++c) {
    int t = pile_[c] + under[c] + (war_ == c);
    for (int p = 0; p < n; ++p) t += pl_[p].hand[c] + pl_[p].offered[c];
    NM_CHECK(t == kCardCopies[c], "nm.cards-conserved", "{}: {} placed, {} exist", CardName(c), t, kCardCopies[c]);
  }
  for (int p = 0; p < n; ++p)
    for (int c = 0; c < kNumCards; ++c)
      NM_CHECK(pl_[p].offered_public[c] <= pl_[p].offered[c] &&
                   (pl_[p].offered_public[c] == 0 || ((phase_ == Phase::kCardDraw || phase_ == Phase::kCardChoose) &&
                                                      p == sc_.chooser)),
               "nm.offered-public", "p{}: {} public {} of {} offered in phase {}", p, pl_[p].offered_public[c],
               CardName(c), pl_[p].offered[c], PhaseName(phase_));
  // Draws from the bottom: only once the shuffled part is used up (the bottom is below it).
  if (phase_ == Phase::kCardDraw)
    NM_CHECK(sc_.card_draws > 0 && (PileTotal() > 0 || FrontBatchChance()), "nm.card-draw-chance",
             "a card draw with {} left to draw, {} in the shuffled part", sc_.card_draws, PileTotal());
  if (phase_ == Phase::kCardOrder) {
    int left = 0;
    for (int c = 0; c < kNumCards; ++c) left += sc_.chooser >= 0 && sc_.chooser < n ? pl_[sc_.chooser].offered[c] : 0;
    NM_CHECK(Reading(kIBottomOrder) == 0 && left >= 2, "nm.card-order", "ordering {} cards", left);
  }
  // nm.group-order=choose: the land placed last completes two or more squares, one of which the player picks.
  if (phase_ == Phase::kGroupPick) {
    const Estate& e = pl_[active_].estate;
    const bool last = !e.tiles.empty() && e.tiles.back().x == sc_.group_x && e.tiles.back().y == sc_.group_y;
    NM_CHECK(Reading(kIGroupOrder) == 0 && last && CompletedSquares(active_, sc_.group_x, sc_.group_y).size() >= 2,
             "nm.group-pick", "a square choice at {},{} (the last land: {})", sc_.group_x, sc_.group_y, last);
  }
  // Bag memory: a player picking from the bag sees it.
  if (phase_ == Phase::kTradePick || phase_ == Phase::kPurloinPick)
    NM_CHECK(pl_[active_].bag_known, "nm.bag-glimpse", "p{} picks from a bag it has not seen", active_);
  // Chits, titles, pounds, crown.
  int chits = chits_supply_;
  std::array<int, kNumTitles> titles{};
  for (int t = 0; t < kNumTitles; ++t) titles[t] = titles_supply_[t];
  for (int p = 0; p < n; ++p) {
    chits += pl_[p].chits;
    NM_CHECK(pl_[p].pounds >= 0, "nm.pounds-nonnegative", "p{} has {} pounds", p, pl_[p].pounds);
    if (pl_[p].title >= 0) ++titles[pl_[p].title];
    else NM_CHECK(phase_ == Phase::kBall, "nm.titles-held", "p{} has no title outside a Ball", p);
  }
  NM_CHECK(chits == kChits, "nm.chits-conserved", "{} chits", chits);
  const auto want = TitleCounts(d, n);
  for (int t = 0; t < kNumTitles; ++t)
    NM_CHECK(titles[t] == want[t], "nm.titles-conserved", "{}: {} counted, {} exist", TitleName(t), titles[t], want[t]);
  const bool setup = phase_ == Phase::kDeal || phase_ == Phase::kMulligan || phase_ == Phase::kMulliganDraw ||
                     phase_ == Phase::kCrownDraw;
  NM_CHECK(setup ? crown_ == -1 : (crown_ >= 0 && crown_ < n), "nm.one-crown", "crown {} in phase {}", crown_,
           PhaseName(phase_));
  // Prestige markers.
  for (int p = 0; p < n; ++p) {
    NM_CHECK(phase_ == Phase::kBall || prestige_[p] == -1, "nm.prestige-off-track", "p{} on {} outside a Ball", p,
             prestige_[p]);
    for (int q = p + 1; q < n; ++q)
      NM_CHECK(prestige_[p] < 0 || prestige_[p] != prestige_[q] || (prestige_[p] == 0 && Reading(kIBallFloor) == 1),
               "nm.prestige-no-sharing", "p{} and p{} share space {}", p, q, prestige_[p]);
  }
  // Structures.
  int castles = castles_supply_ + __builtin_popcount(castle_slots_), palaces = palaces_supply_ + palaces_board_;
  int churches = churches_supply_ + __builtin_popcount(church_slots_), follies = 0;
  for (int p = 0; p < n; ++p) {
    const Estate& e = pl_[p].estate;
    for (int i = 0; i < static_cast<int>(e.tiles.size()); ++i) {
      const Tile& t = e.tiles[i];
      castles += t.structure == kCastle;
      palaces += t.structure == kPalace;
      churches += t.structure == kChurch;
      follies += t.structure >= kFollyCountry;
      if (t.structure == kCastle || t.structure == kPalace)
        NM_CHECK(CastleSpacingOk(e, t.x, t.y, i), "nm.castle-spacing", "p{}: castle/palace at {},{} has one next to it",
                 p, t.x, t.y);
      if (t.structure == kChurch)
        NM_CHECK(ChurchSpacingOk(e, t.x, t.y), "nm.church-spacing", "p{}: church at {},{} has one next to it", p, t.x, t.y);
      NM_CHECK(t.structure == kNoStructure || t.land == kClearing, "nm.structure-on-clearing", "p{} {},{}", p, t.x, t.y);
      NM_CHECK(t.group < 0 || (t.group < static_cast<int>(e.groups.size()) && e.groups[t.group].land == t.land),
               "nm.group-tiles", "p{} tile {},{} in group {}", p, t.x, t.y, t.group);
    }
  }
  const int built_palaces = palaces - palaces_supply_ - palaces_board_;
  NM_CHECK(castles + built_palaces == d.castles + built_palaces && castles == d.castles, "nm.castles-conserved",
           "{} castles counted, {} exist", castles, d.castles);
  NM_CHECK(palaces == d.palaces, "nm.palaces-conserved", "{} palaces, {} exist", palaces, d.palaces);
  NM_CHECK(churches == d.churches, "nm.churches-conserved", "{} churches, {} exist", churches, d.churches);
  NM_CHECK(follies == follies_built_ && __builtin_popcount(follies_left_) + follies_built_ == 4, "nm.follies",
           "{} follies built, {} counted, mask {}", follies_built_, follies, follies_left_);
  // Men-at-Arms.
  for (int p = 0; p < n; ++p)
    for (int m = 0; m < 2; ++m) {
      const int o = pl_[p].maa_owner[m];
      if (o < 0) continue;
      NM_CHECK(o < n && pl_[o].estate.GroupAt(pl_[p].maa_x[m], pl_[p].maa_y[m]) >= 0, "nm.maa-on-group",
               "p{} marker {} on no group", p, m);
      int same = 0;
      for (int q = 0; q < n; ++q)
        for (int k = 0; k < 2; ++k)
          same += pl_[q].maa_owner[k] == o && pl_[q].maa_x[k] == pl_[p].maa_x[m] && pl_[q].maa_y[k] == pl_[p].maa_y[m];
      NM_CHECK(same == 1, "nm.maa-one-per-group", "{} markers on p{}'s group {},{}", same, o, pl_[p].maa_x[m],
               pl_[p].maa_y[m]);
    }
  NM_CHECK(war_pounds_ <= (war_ == kFrance ? 6 : 9) && (war_ >= 0 || war_pounds_ == 0), "nm.war-pounds",
           "{} pounds on war card {}", war_pounds_, war_);
  if (phase_ == Phase::kMurderOffer)
    NM_CHECK(sc_.offer_index < N() - 1, "nm.murder-offer", "offer index past the last player asked");
  if (phase_ == Phase::kForestGive)
    NM_CHECK(sc_.give_from >= 0 && sc_.give_from < n && sc_.give_to >= 0 && sc_.give_to < n && sc_.give_left > 0,
             "nm.forest-give", "bad payment {} -> {}", sc_.give_from, sc_.give_to);
  if (phase_ == Phase::kCardChoose || phase_ == Phase::kCardDraw || phase_ == Phase::kCardOrder)
    NM_CHECK(sc_.chooser >= 0 && sc_.chooser < n, "nm.card-chooser", "chooser {}", sc_.chooser);
}

}  // namespace peerage::nm
