// Dueling Nobles: named invariant checks and resampling of hidden information.
#include <fmt/format.h>

#include <array>

#include "model/core/rng.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace {

std::string Names(Mask m) {
  std::string s;
  for (; m; m &= m - 1) {
    if (!s.empty()) s.push_back(' ');
    s += CardName(Lowest(m));
  }
  return s.empty() ? "none" : s;
}

bool IsSetup(Phase p) { return p <= Phase::kDealSupport; }
bool IsDuel(Phase p) { return p == Phase::kDeflect || p == Phase::kDuelDice || p == Phase::kDuelSupport; }

}  // namespace

void DuelingNoblesState::DoCheckInvariants(InvariantReport& report) const {
  // Every card in exactly one place.
  Mask weapons = 0, seen = 0, twice = 0;
  int weapon_count = 0;
  for (int i = 0; i < kNumNobles; ++i)
    if (weapon_[i] != kNoCard) {
      report.Check(weapon_[i] < kNumCards, "dn.weapons", [&] { return fmt::format("weapon id {} is not a card", weapon_[i]); });
      if (weapon_[i] >= kNumCards) continue;
      ++weapon_count;
      twice |= weapons & Bit(weapon_[i]);
      weapons |= Bit(weapon_[i]);
    }
  const Mask places[] = {noble_stack_, stock_,          discard_,         hand_[0],         hand_[1],
                         dealt_[0],    dealt_[1],       kept_[0],         kept_[1],         courtyard_[0],
                         courtyard_[1], duel_supports_[0], duel_supports_[1], weapons};
  for (Mask m : places) {
    twice |= seen & m;
    seen |= m;
  }
  report.Check(twice == 0 && seen == kAllCards && (seen & ~kAllCards) == 0, "dn.cards-conserved",
               [&] { return fmt::format("cards in two places: {}; cards nowhere: {}", Names(twice), Names(kAllCards & ~seen)); });
  const Mask noble_places = noble_stack_ | dealt_[0] | dealt_[1] | kept_[0] | kept_[1] | courtyard_[0] | courtyard_[1];
  const Mask support_places = stock_ | discard_ | hand_[0] | hand_[1] | duel_supports_[0] | duel_supports_[1] | weapons;
  report.Check((noble_places & kSupportCards) == 0 && (support_places & kNobleCards) == 0, "dn.card-kinds",
               [&] { return fmt::format("Support cards among Nobles: {}; Nobles among Support cards: {}",
                           Names(noble_places & kSupportCards), Names(support_places & kNobleCards)); });

  // Stamina and weapons of Nobles.
  const Mask courts = courtyard_[0] | courtyard_[1];
  for (int i = 0; i < kNumNobles; ++i) {
    const Card n = static_cast<Card>(kFirstNoble + i);
    const int st = stamina_[i];
    if (Has(courts, n)) {
      report.Check(st >= 1 && st <= MaxStamina(n), "dn.stamina-range",
                   [&] { return fmt::format("{} has Stamina {} (allowed 1..{})", CardName(n), st, MaxStamina(n)); });
      const Card w = weapon_[i];
      report.Check(w == kNoCard || (w < kNumCards && Has(kWeaponRanks, w)), "dn.weapons",
                   [&] { return fmt::format("{} carries {}, not a rank 2-3 Support card", CardName(n), CardName(w)); });
    } else {
      report.Check(st == 0 && weapon_[i] == kNoCard, "dn.noble-out-of-play",
                   [&] { return fmt::format("{} is outside the Courtyards but has Stamina {} / weapon {}", CardName(n), st,
                               CardName(weapon_[i])); });
    }
  }
  report.Check(weapon_count == Count(weapons), "dn.weapons", "a card is the weapon of two Nobles");

  // Resources and abilities.
  for (int p = 0; p < 2; ++p) {
    report.Check(resources_[p] >= 0, "dn.resources", [&] { return fmt::format("p{} has {} Resources", p, resources_[p]); });
    report.Check(used_[p] < 16, "dn.abilities-used", [&] { return fmt::format("p{} ability bits {}", p, used_[p]); });
    report.Check(!has_spied_[p] || (used_[p] & (1u << kSpades)), "dn.abilities-used",
                 [&] { return fmt::format("p{} holds a Spades view without having used Spades", p); });
    report.Check(has_spied_[p] || spied_[p] == 0, "dn.abilities-used", "a Spades view without the flag");
    report.Check((spied_[p] & ~kSupportCards) == 0, "dn.abilities-used", "a Spades view holds Nobles");
    report.Check((triple_discards_[p] & ~discard_) == 0, "dn.triple-discards",
                 [&] { return fmt::format("p{}'s three-of-a-suit discards {} are not in the discard pile", p,
                             Names(triple_discards_[p] & ~discard_)); });
  }
  report.Check((triple_discards_[0] & triple_discards_[1]) == 0, "dn.triple-discards", "a card discarded by both");
  if (Reading(kITokenSupply) == kTokens24)
    report.Check(resources_[0] + resources_[1] <= kTokenCount, "dn.resources", "more Resources than counters");

  // Phase consistency.
  const Phase ph = phase_;
  const std::string where = PhaseName(ph);
  auto check = [&](bool ok, const std::string& detail) { report.Check(ok, "dn.phase", where + ": " + detail); };
  check(active_ <= 1, "active player out of range");
  check((ph == Phase::kGameOver) == (result_ != Result::kNone), "the result is set exactly when the game is over");
  check(turn_ <= kTurnLimits[Reading(kITurnLimit)], "turn beyond the turn limit");
  check((ph == Phase::kTriple) == (triple_suit_ >= 0), "a three-of-a-suit choice exists exactly in phase triple");
  check((ph == Phase::kSupportDraw) == (draw_pending_ > 0), "pending draws exist exactly in phase support-draw");
  check((ph == Phase::kClubsTake) == (clubs_card_ != kNoCard), "a Clubs card is pending exactly in clubs-take");
  check(IsDuel(ph) == (duel_att_ != kNoCard), "a duel exists exactly in the duel phases");
  check(ph == Phase::kDealerRoll || (ties_ == 0 && rolled_ == 0), "dealer-roll dice outside the dealer roll");
  check(ph == Phase::kDealNobles || ph == Phase::kDealSupport || dealt_count_ == 0, "a deal count outside a deal");
  if (IsSetup(ph)) {
    check(ph == Phase::kDealSupport || courts == 0, "Courtyards before the Nobles are chosen");
    check((ph == Phase::kDealerRoll) == (dealer_ < 0), "the dealer is known exactly after the dealer roll");
    check(ph == Phase::kDealSupport || (hand_[0] | hand_[1] | discard_) == 0, "Support cards dealt too early");
    check(turn_ == 0 && resources_[0] == 0 && resources_[1] == 0, "turns or Resources during setup");
    if (ph == Phase::kDealerRoll) check((dealt_[0] | dealt_[1] | kept_[0] | kept_[1]) == 0, "Nobles dealt early");
    if (ph == Phase::kDealNobles)
      check(Count(dealt_[1 - dealer_]) == (dealt_count_ + 1) / 2 && Count(dealt_[dealer_]) == dealt_count_ / 2,
            "Noble deal counts do not match the deal order");
    if (ph == Phase::kChooseNobles) {
      const int first = 1 - dealer_;
      check(Count(dealt_[0] | kept_[0]) == 6 && Count(dealt_[1] | kept_[1]) == 6, "six Nobles each");
      check(Count(kept_[active_]) < 3, "the chooser already holds three");
      check(active_ == first ? kept_[dealer_] == 0 : Count(kept_[first]) == 3, "choice order");
    }
    if (ph == Phase::kDealSupport) {
      check(Count(courtyard_[0]) == 3 && Count(courtyard_[1]) == 3 && (dealt_[0] | kept_[0] | dealt_[1] | kept_[1]) == 0,
            "three Nobles each in the Courtyards");
      check(Count(hand_[1 - dealer_]) == (dealt_count_ + 1) / 2 && Count(hand_[dealer_]) == dealt_count_ / 2,
            "Support deal counts do not match the deal order");
    }
  } else if (ph != Phase::kGameOver || turn_ > 0) {  // (a void game ends before any turn)
    check(dealer_ >= 0 && turn_ >= 1, "play without a dealer or a turn");
    check((dealt_[0] | dealt_[1] | kept_[0] | kept_[1]) == 0, "Nobles left in hands after setup");
    check(ph == Phase::kGameOver || (courtyard_[0] != 0 && courtyard_[1] != 0), "an empty Courtyard in play");
  }
  if (ph == Phase::kTriple) {
    const Mask suit = SupportSuitMask(triple_suit_);
    check((triple_picked_ & ~(suit & triple_discards_[active_])) == 0 && Count(triple_picked_) < 3,
          "picked cards must be the active player's discards of the suit, fewer than three");
    const Mask left = hand_[active_] & suit & (triple_picked_ ? Above(Highest(triple_picked_)) : kAllCards);
    check(Count(left) >= 3 - Count(triple_picked_), "the three-of-a-suit cannot be completed");
    check(Reading(kITriplesPerTurn) == kTriplesRepeat || triples_ == 0, "a second three-of-a-suit");
  } else {
    check(triple_picked_ == 0, "picked cards outside phase triple");
  }
  if (ph == Phase::kHireDraw) check(noble_stack_ != 0, "hiring from an empty Noble stack");
  if (ph == Phase::kSupportDraw) {
    check(stock_ != 0, "drawing from an empty stock");
    check(draw_return_ == Phase::kReinforcements || draw_return_ == Phase::kCommand, "draw return phase");
  }
  // The checks below read the pending card, the duel's Nobles and the active player's places; the lines
  // above already report a missing card or duel, or an active player out of range (no bit is read then).
  const bool places_readable = active_ <= 1;
  if (ph == Phase::kClubsTake && clubs_card_ < kNumCards && places_readable) {
    check(Has(discard_, clubs_card_) || Has(hand_[active_], clubs_card_), "the Clubs card is missing");
    check((used_[active_] & (1u << kClubs)) != 0, "taking a card without having used Clubs");
    check(TakeableDiscards() != 0, "Clubs with nothing to take");
  }
  check(Reading(kIWeaponMoves) == kMovesUnlimited || (moved_ & ~kWeaponRanks) == 0, "moved marks a non-weapon");
  if (IsDuel(ph) && duel_att_ < kNumCards && duel_def_ < kNumCards && duel_declared_ < kNumCards && places_readable) {
    const int att = active_, def = 1 - active_;
    check(Has(courtyard_[att], duel_att_) && Has(courtyard_[def], duel_def_) && Has(courtyard_[def], duel_declared_),
          "the dueling Nobles must stand in the right Courtyards");
    check(deflected_ || duel_def_ == duel_declared_, "target changed without a deflect");
    // Declaring a duel counts it and marks its attacker (under every reading of dn.duels-per-turn), and
    // the marks last until the turn ends, after the duel.
    check(duels_ >= 1 && Has(dueled_, duel_att_), "a duel in progress that this turn never declared (duels "
          + std::to_string(duels_) + ", attacker " + (Has(dueled_, duel_att_) ? "" : "not ") + "marked)");
    for (int side = 0; side < 2; ++side) {
      check(dice_count_[side] <= DiceNeeded(side), "too many dice");
      check(Count(duel_supports_[side]) <= SupportLimit(side), "too many Support cards");
    }
    if (ph != Phase::kDuelSupport)
      check((duel_supports_[0] | duel_supports_[1]) == 0 && support_side_ == 0, "Support cards before Step 3");
    if (ph == Phase::kDeflect) {
      check(!deflected_ && dice_count_[0] + dice_count_[1] == 0, "deflect after the dice");
      check(resources_[def] >= kDeflectCost, "deflect without two Resources");
      check(Reading(kIDeflectTarget) == kDeflectAny || Count(courtyard_[def]) >= 2, "deflect without another Noble");
    }
    if (ph == Phase::kDuelDice) {
      check(dice_count_[1] == 0 || dice_count_[0] == DiceNeeded(0), "dice order");
      check(dice_count_[1] < DiceNeeded(1), "all dice rolled but still rolling");
    }
    if (ph == Phase::kDuelSupport) {
      check(dice_count_[0] == DiceNeeded(0) && dice_count_[1] == DiceNeeded(1), "Step 3 before all dice");
      check(support_side_ == 1 || duel_supports_[1] == 0, "the defender played before the attacker finished");
    }
  } else {
    check(dice_count_[0] + dice_count_[1] == 0 && (duel_supports_[0] | duel_supports_[1]) == 0,
          "duel dice or cards outside a duel");
  }
  if (ph >= Phase::kIncome && ph != Phase::kGameOver) {
    check(Reading(kIHiresPerTurn) == kHiresUnlimited || hires_ <= 1, "more than one hire");
    check(Reading(kIDuelsPerTurn) != kDuelsOne || duels_ <= 1, "more than one duel");
    check((dueled_ & ~kNobleCards) == 0 && (taxed_ & ~kKings) == 0, "turn marks on the wrong cards");
  }
}

// What the observer knows about the opponent's hidden cards beyond their number: a three-of-a-suit in
// progress can be completed, and a side asked for Support cards has one it may play.
bool DuelingNoblesState::HiddenConsistent(int owner) const {
  if (phase_ == Phase::kTriple && active_ == owner) {
    const Mask suit = SupportSuitMask(triple_suit_);
    if ((triple_picked_ & ~(suit & triple_discards_[owner])) != 0) return false;
    const Mask left = hand_[owner] & suit & (triple_picked_ ? Above(Highest(triple_picked_)) : kAllCards);
    if (Count(left) < 3 - Count(triple_picked_)) return false;
  }
  if (phase_ == Phase::kDuelSupport && DuelPlayer(support_side_) == owner) {
    const Mask played = duel_supports_[support_side_];
    const Mask playable = played ? hand_[owner] & Above(Highest(played)) : hand_[owner];
    if (playable == 0) return false;
  }
  return true;
}

// Redraws what `observer` cannot see, uniformly among the assignments consistent with the observation:
// the opponent's dealt Nobles and picks (setup), the opponent's hand, the Support stock, and (face-down
// reading) the opponent's three-of-a-suit discards within their announced suits. Assignments that break
// HiddenConsistent are rejected and redrawn; after 1000 rejections the true assignment is kept.
std::unique_ptr<State> DuelingNoblesState::DoResampleHidden(int observer, std::uint64_t seed) const {
  if (observer < 0 || observer > 1) return std::make_unique<DuelingNoblesState>(*this);
  const int q = 1 - observer;
  Rng rng(seed);
  // Takes `count` cards uniformly from `pool` (removing them from it).
  auto take = [&rng](Mask& pool, int count) {
    std::array<Card, kNumCards> cards{};
    int n = 0;
    for (Mask m = pool; m; m &= m - 1) cards[n++] = Lowest(m);
    Mask out = 0;
    for (int i = 0; i < count; ++i) {
      const int k = i + static_cast<int>(rng.Below(static_cast<std::uint64_t>(n - i)));
      std::swap(cards[i], cards[k]);
      out |= Bit(cards[i]);
    }
    pool &= ~out;
    return out;
  };
  const bool face_down = Reading(kITripleDiscardFace) == kTripleFaceDown;
  for (int attempt = 0; attempt < 1000; ++attempt) {
    auto copy = std::make_unique<DuelingNoblesState>(*this);
    DuelingNoblesState& s = *copy;
    Mask nobles = noble_stack_ | dealt_[q] | kept_[q];
    s.kept_[q] = take(nobles, Count(kept_[q]));
    s.dealt_[q] = take(nobles, Count(dealt_[q]));
    s.noble_stack_ = nobles;
    Mask pool = stock_ | hand_[q];
    if (face_down) {
      const Mask old = triple_discards_[q];
      pool |= old;
      Mask fresh = 0;
      for (int suit = 0; suit < 4; ++suit) {
        Mask in_suit = pool & SupportSuitMask(suit);
        fresh |= take(in_suit, Count(old & SupportSuitMask(suit)));
      }
      pool &= ~fresh;
      if (triple_suit_ >= 0 && active_ == q) {  // the cards picked so far are among them
        Mask in_suit = fresh & SupportSuitMask(triple_suit_);
        s.triple_picked_ = take(in_suit, Count(triple_picked_));
      }
      s.triple_discards_[q] = fresh;
      s.discard_ = (discard_ & ~old) | fresh;
    }
    s.hand_[q] = take(pool, Count(hand_[q]));
    s.stock_ = pool;
    if (s.HiddenConsistent(q)) return copy;
  }
  return std::make_unique<DuelingNoblesState>(*this);
}

}  // namespace peerage::dn
