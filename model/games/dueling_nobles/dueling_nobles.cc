// Dueling Nobles: setup, turn flow, Income, Reinforcements and Command (the duel lives in dn_duel.cc).
#include "model/games/dueling_nobles/dueling_nobles.h"

#include "model/core/rng.h"
#include "model/games/dueling_nobles/dn_narrate.h"

#include <algorithm>
#include <fmt/format.h>

namespace peerage::dn {

DuelingNoblesState::DuelingNoblesState(std::shared_ptr<const GameContext> context)
    : State(std::move(context)) {
  weapon_.fill(kNoCard);
}

int DuelingNoblesState::DoCurrentPlayer() const {
  switch (phase_) {
    case Phase::kDealerRoll: case Phase::kDealNobles: case Phase::kDealSupport: case Phase::kHireDraw:
    case Phase::kSupportDraw: case Phase::kDuelDice:
      return kChance;
    case Phase::kDeflect: return 1 - active_;
    case Phase::kDuelSupport: return DuelPlayer(support_side_);
    case Phase::kGameOver: return kTerminal;
    default: return active_;
  }
}

Mask DuelingNoblesState::ChanceSet() const {
  switch (phase_) {
    case Phase::kDealNobles: case Phase::kHireDraw: return noble_stack_;
    case Phase::kDealSupport: case Phase::kSupportDraw: return stock_;
    default: return 0;
  }
}

void DuelingNoblesState::DoLegalActions(std::vector<Action>& out) const {
  switch (phase_) {
    case Phase::kDealerRoll: case Phase::kDuelDice:
      for (int v = 1; v <= 6; ++v) out.push_back(MakeAction(kDie, v));
      break;
    case Phase::kDealNobles: case Phase::kHireDraw: case Phase::kDealSupport: case Phase::kSupportDraw:
      for (Mask m = ChanceSet(); m; m &= m - 1) out.push_back(MakeAction(kDraw, Lowest(m)));
      break;
    case Phase::kChooseNobles: LegalSetup(out); break;
    case Phase::kIncome: case Phase::kTriple: LegalIncome(out); break;
    case Phase::kReinforcements: LegalReinforcements(out); break;
    case Phase::kCommand: case Phase::kClubsTake: LegalCommand(out); break;
    case Phase::kDueling: case Phase::kDeflect: case Phase::kDuelSupport: LegalDueling(out); break;
    case Phase::kGameOver: break;
  }
}

void DuelingNoblesState::DoChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  if (phase_ == Phase::kDealerRoll || phase_ == Phase::kDuelDice) {
    for (int v = 1; v <= 6; ++v) out.push_back({MakeAction(kDie, v), Rational(1, 6)});
    return;
  }
  const Mask set = ChanceSet();
  const Rational p(1, Count(set));
  for (Mask m = set; m; m &= m - 1) out.push_back({MakeAction(kDraw, Lowest(m)), p});
}

// The draw SampleChance would make from DoChanceOutcomes' list (uniform, ascending actions: outcome
// number rng.Below(n)), found in the card mask instead of a 40-entry list: a third of playout time.
std::optional<Action> DuelingNoblesState::DoSampleChance(Rng& rng) const {
  if (phase_ == Phase::kDealerRoll || phase_ == Phase::kDuelDice)
    return MakeAction(kDie, 1 + static_cast<int>(rng.Below(6)));
  Mask m = ChanceSet();
  const int n = Count(m);
  if (n == 0) return std::nullopt;
  for (std::uint64_t k = rng.Below(static_cast<std::uint64_t>(n)); k > 0; --k) m &= m - 1;
  return MakeAction(kDraw, Lowest(m));
}

std::vector<std::int64_t> DuelingNoblesState::DoScores() const {
  switch (result_) {
    case Result::kP0: return {1, 0};
    case Result::kP1: return {0, 1};
    case Result::kSharedWin: return {1, 1};
    default: return {0, 0};
  }
}

// Picks are ascending with enough cards left above to complete the choice: no dead ends, no duplicates.
static void AscendingPicks(Mask candidates, Mask picked, int total, int kind, std::vector<Action>& out) {
  const int needed = total - Count(picked);
  if (picked) candidates &= Above(Highest(picked));
  for (Mask m = candidates; m; m &= m - 1) {
    const Card c = Lowest(m);
    if (Count(candidates & Above(c)) >= needed - 1) out.push_back(MakeAction(kind, c));
  }
}

void DuelingNoblesState::LegalSetup(std::vector<Action>& out) const {
  AscendingPicks(dealt_[active_], kept_[active_], 3, kKeep, out);
}

void DuelingNoblesState::LegalIncome(std::vector<Action>& out) const {
  if (phase_ == Phase::kTriple) {
    AscendingPicks(hand_[active_] & SupportSuitMask(triple_suit_), triple_picked_, 3, kDiscard, out);
    return;
  }
  const bool tax_repeat = Reading(kIKingTax) == kTaxRepeat;
  for (Mask m = courtyard_[active_] & kKings; m; m &= m - 1) {
    const Card k = Lowest(m);
    if (stamina_[NobleIndex(k)] >= 2 && (tax_repeat || !Has(taxed_, k))) out.push_back(MakeAction(kTax, k));
  }
  if (triples_ == 0 || Reading(kITriplesPerTurn) == kTriplesRepeat)
    for (int s = 0; s < 4; ++s)
      if (Count(hand_[active_] & SupportSuitMask(s)) >= 3) out.push_back(MakeAction(kTripleStart, s));
  out.push_back(MakeAction(kEndIncome));
}

int DuelingNoblesState::SupportPrice(int count) const {
  if (count <= 0) return 0;
  return Reading(kISupportPrice) == kPriceOneEach ? count : 1;
}

void DuelingNoblesState::LegalReinforcements(std::vector<Action>& out) const {
  const int r = resources_[active_];
  if (r >= kHireCost && noble_stack_ != 0 && (hires_ == 0 || Reading(kIHiresPerTurn) == kHiresUnlimited))
    out.push_back(MakeAction(kHire));
  if (!bought_)
    for (int n = 1; n <= 3; ++n)
      if (r >= SupportPrice(n)) out.push_back(MakeAction(kBuy, n));
  out.push_back(MakeAction(kEndReinforcements));
}

// Command steps: 0 a new weapon, 1 weapon moves, 2 suit abilities (command_stage_: the furthest reached).
bool DuelingNoblesState::MayUseStage(int stage) const {
  switch (Reading(kICommandOrder)) {
    case kCommandFree: return true;
    case kCommandListed: return command_stage_ <= stage;
    default: return stage == 2 || command_stage_ < 2;  // suit abilities last: nothing else after one
  }
}

int DuelingNoblesState::MaxStamina(Card noble) const {
  return TableStamina(noble) + (Reading(kIHeartsCap) == kHeartsUncapped ? 1 : 0);
}

Mask DuelingNoblesState::TakeableDiscards() const {
  Mask m = discard_;
  if (Reading(kITripleDiscardFace) == kTripleFaceDown) m &= ~(triple_discards_[0] | triple_discards_[1]);
  if (clubs_card_ != kNoCard && Reading(kIClubsSelf) == kClubsSelfExcluded) m &= ~Bit(clubs_card_);
  return m;
}

void DuelingNoblesState::LegalCommand(std::vector<Action>& out) const {
  if (phase_ == Phase::kClubsTake) {
    for (Mask m = TakeableDiscards(); m; m &= m - 1) out.push_back(MakeAction(kTake, Lowest(m)));
    return;
  }
  const int p = active_;
  const Mask court = courtyard_[p], hand = hand_[p];
  Mask armed = 0;
  for (Mask m = court; m; m &= m - 1)
    if (weapon_[NobleIndex(Lowest(m))] != kNoCard) armed |= Bit(Lowest(m));
  const Mask unarmed = court & ~armed;
  if (!weapon_played_ && MayUseStage(0))
    for (Mask w = hand & kWeaponRanks; w; w &= w - 1)
      for (Mask n = unarmed; n; n &= n - 1) out.push_back(MakeAction(kWeapon, Lowest(w), Lowest(n)));
  if (MayUseStage(1)) {
    const bool unlimited = Reading(kIWeaponMoves) == kMovesUnlimited;
    for (Mask f = armed; f; f &= f - 1) {
      const Card from = Lowest(f);
      if (!unlimited && Has(moved_, weapon_[NobleIndex(from)])) continue;
      for (Mask t = unarmed; t; t &= t - 1) out.push_back(MakeAction(kMove, from, Lowest(t)));
    }
  }
  const std::uint8_t used = used_[p];
  if (!(used & (1u << kHearts))) {
    const bool capped = Reading(kIHeartsCap) == kHeartsCapped;
    for (Mask c = hand & SupportSuitMask(kHearts); c; c &= c - 1)
      for (Mask n = court; n; n &= n - 1) {
        const Card noble = Lowest(n);
        if (!capped || stamina_[NobleIndex(noble)] < TableStamina(noble))
          out.push_back(MakeAction(kHeartsAbility, Lowest(c), noble));
      }
  }
  if (!(used & (1u << kDiamonds))) {
    const bool now = Reading(kIDiamondsCount) == kDiamondsWhenPlayed;
    const int mine = now ? Count(court) : start_nobles_[p];
    const int theirs = now ? Count(courtyard_[1 - p]) : start_nobles_[1 - p];
    if (theirs > mine)
      for (Mask c = hand & SupportSuitMask(kDiamonds); c; c &= c - 1)
        out.push_back(MakeAction(kDiamondsAbility, Lowest(c)));
  }
  if (!(used & (1u << kClubs))) {
    const bool self = Reading(kIClubsSelf) == kClubsSelfAllowed;
    const bool face_down = Reading(kITripleDiscardFace) == kTripleFaceDown;
    const Mask takeable = discard_ & ~(face_down ? (triple_discards_[0] | triple_discards_[1]) : 0);
    for (Mask c = hand & SupportSuitMask(kClubs); c; c &= c - 1)
      if (takeable != 0 || self) out.push_back(MakeAction(kClubsAbility, Lowest(c)));
  }
  if (!(used & (1u << kSpades)))
    for (Mask c = hand & SupportSuitMask(kSpades); c; c &= c - 1)
      out.push_back(MakeAction(kSpadesAbility, Lowest(c)));
  out.push_back(MakeAction(kEndCommand));
}

// Explaining (State::StepParts), only where the 24 counters could not pay what is owed (under either
// reading, so that the two are told side by side): what the Resources are owed for (the turn's Income, a King
// taxed, a three of a suit, a duel won), where they come from, with the treasuries' totals that empty the pile.
void DuelingNoblesState::Gain(int player, int amount, RuleId rule) {
  const int held = resources_[0] + resources_[1];
  const int supply = std::max(0, kTokenCount - held);
  const int owed = amount;
  if (Reading(kITokenSupply) == kTokens24 && amount > supply) {
    RecordFinding(FindingKind::kSilent, {rule}, kITokenSupply,
                  fmt::format("p{} is owed {} Resource(s) but the central pile holds {}", player, amount, supply));
    amount = supply;
  }
  if (Explaining() && owed > supply) {
    const std::string treasuries = fmt::format("p0 holds {} and p1 {}", resources_[0], resources_[1]);
    const std::string resources = narration::Plural(owed, "Resource", "Resources");
    const std::string what = rule == kRIncomeAuto      ? fmt::format("p{}'s turn begins, and its Income ({})", player, resources)
                             : rule == kRIncomeTax     ? fmt::format("p{}'s Income for taxing a King ({})", player, resources)
                             : rule == kRIncomeTriple  ? fmt::format("p{}'s Income for a three of a suit ({})", player, resources)
                             : rule == kRDuelWinnerResource ? fmt::format("p{}'s reward for winning the duel ({})", player, resources)
                                                       : fmt::format("what p{} is owed ({})", player, resources);
    // The next turn's Income follows the step's other events (a duel's verdict): told as such (TellAfter).
    auto tell = [&](std::string part) { rule == kRIncomeAuto ? TellAfter(std::move(part)) : Tell(std::move(part)); };
    if (Reading(kITokenSupply) != kTokens24)
      tell(fmt::format("{} comes from the pile, which is unlimited, though the treasuries already hold {} ({})", what,
                       held, treasuries));
    else if (supply == 0)
      tell(fmt::format("{} is not paid: the pile is empty, all {} counters being in the treasuries ({})", what,
                       kTokenCount, treasuries));
    else
      tell(fmt::format("{} is paid only in part: the pile holds only {} of the {} counters ({}), so p{} gets {}", what,
                       supply, kTokenCount, treasuries, player, supply));
  }
  resources_[player] += amount;
}

void DuelingNoblesState::DiscardCard(Card card) {
  discard_ |= Bit(card);
  Fire(kRDeckDiscard);
}

void DuelingNoblesState::Reshuffle() {
  stock_ |= discard_;
  discard_ = 0;
  triple_discards_ = {0, 0};
  Fire(kRDeckSupportReshuffle);
}

void DuelingNoblesState::StartDraws(int player, int count, Phase back, bool bought) {
  draw_to_ = static_cast<std::uint8_t>(player);
  draw_pending_ = static_cast<std::uint8_t>(count);
  draw_bought_ = static_cast<std::uint8_t>(bought ? count : 0);
  draw_return_ = back;
  ContinueDraws();
}

// Before each draw: an empty stock takes the shuffled discard pile; with both empty the draw cannot
// happen (the text is silent): a finding, and the remaining draws are skipped (refunded by reading).
void DuelingNoblesState::ContinueDraws() {
  if (draw_pending_ > 0 && stock_ == 0) {
    if (discard_ != 0) {
      Reshuffle();
    } else {
      RecordFinding(FindingKind::kSilent, {kRDeckSupportReshuffle}, kISupportExhausted,
                    fmt::format("p{} must draw {} Support card{} but the stock and the discard pile are "
                                "both empty", draw_to_, draw_pending_, draw_pending_ == 1 ? "" : "s"));
      if (Reading(kISupportExhausted) == kExhaustedRefund)  // the price of the cards not drawn
        resources_[draw_to_] += SupportPrice(draw_bought_) - SupportPrice(draw_bought_ - draw_pending_);
      draw_pending_ = 0;
    }
  }
  if (draw_pending_ > 0) {
    phase_ = Phase::kSupportDraw;
  } else {
    phase_ = draw_return_;
    draw_bought_ = 0;
    draw_to_ = 0;
    draw_return_ = Phase::kReinforcements;
  }
}

void DuelingNoblesState::StartTurn(int player) {
  if (turn_ >= kTurnLimits[Reading(kITurnLimit)]) {
    RecordFinding(FindingKind::kSilent, {kRTurnOrder, kREndCourtyardEmpty}, kITurnLimit,
                  fmt::format("{} turns played and both Courtyards still hold Nobles; the rules have no "
                              "other end", turn_));
    result_ = Result::kDraw;
    phase_ = Phase::kGameOver;
    return;
  }
  ++turn_;
  active_ = static_cast<std::uint8_t>(player);
  taxed_ = moved_ = dueled_ = 0;
  triples_ = hires_ = command_stage_ = duels_ = 0;
  bought_ = weapon_played_ = livelock_reported_ = false;
  move_seen_.fill(0);
  move_seen_count_ = 0;
  start_nobles_ = {static_cast<std::uint8_t>(Count(courtyard_[0])),
                   static_cast<std::uint8_t>(Count(courtyard_[1]))};
  if (Reading(kISpadesKnowledge) == kSpadesGlimpse) {
    spied_ = {0, 0};
    has_spied_ = {false, false};
  }
  Fire(kRTurnOrder);
  Gain(player, 1, kRIncomeAuto);
  Fire(kRIncomeAuto);
  phase_ = Phase::kIncome;
}

void DuelingNoblesState::ApplyDie(int value) {
  roll_[rolled_++] = static_cast<std::uint8_t>(value);
  Fire(kRSetupDealerRoll);
  if (rolled_ < 4) return;
  const int t0 = roll_[0] + roll_[1], t1 = roll_[2] + roll_[3];
  roll_ = {};
  rolled_ = 0;
  if (t0 == t1) {
    Fire(kRSetupDealerReroll);
    if (++ties_ < kDealerTieCap) return;
    RecordFinding(FindingKind::kLivelock, {kRSetupDealerReroll}, kIDealerTies,
                  fmt::format("the dealer roll tied {} times in a row", ties_));
    ties_ = 0;
    if (Reading(kIDealerTies) == kDealerTiesVoid) {
      result_ = Result::kDraw;
      phase_ = Phase::kGameOver;
      return;
    }
    dealer_ = 0;
  } else {
    dealer_ = t0 < t1 ? 0 : 1;
  }
  ties_ = 0;
  active_ = static_cast<std::uint8_t>(1 - dealer_);
  phase_ = Phase::kDealNobles;
}

void DuelingNoblesState::ApplyDraw(Card card) {
  // Deals go one by one starting with the dealer's opponent.
  const int recipient = dealt_count_ % 2 == 0 ? 1 - dealer_ : dealer_;
  switch (phase_) {
    case Phase::kDealNobles:
      noble_stack_ &= ~Bit(card);
      dealt_[recipient] |= Bit(card);
      Fire(kRSetupDealNobles);
      if (++dealt_count_ == 2 * 6) {
        dealt_count_ = 0;
        active_ = static_cast<std::uint8_t>(1 - dealer_);
        phase_ = Phase::kChooseNobles;
      }
      break;
    case Phase::kDealSupport:
      stock_ &= ~Bit(card);
      hand_[recipient] |= Bit(card);
      Fire(kRSetupDealSupport);
      if (++dealt_count_ == 2 * 6) {
        dealt_count_ = 0;
        StartTurn(1 - dealer_);
      }
      break;
    case Phase::kHireDraw:
      noble_stack_ &= ~Bit(card);
      courtyard_[active_] |= Bit(card);
      stamina_[NobleIndex(card)] = static_cast<std::uint8_t>(TableStamina(card));
      weapon_[NobleIndex(card)] = kNoCard;
      Fire(kRReinforceHire);
      phase_ = Phase::kReinforcements;
      break;
    default:  // kSupportDraw
      stock_ &= ~Bit(card);
      hand_[draw_to_] |= Bit(card);
      --draw_pending_;
      ContinueDraws();
      break;
  }
}

void DuelingNoblesState::ApplyKeep(Card noble) {
  dealt_[active_] &= ~Bit(noble);
  kept_[active_] |= Bit(noble);
  Fire(kRSetupChooseNobles);
  if (Count(kept_[active_]) < 3) return;
  if (active_ != dealer_) {  // the dealer's opponent chose first; now the dealer chooses
    active_ = static_cast<std::uint8_t>(dealer_);
    return;
  }
  for (int p = 0; p < 2; ++p) {
    courtyard_[p] = kept_[p];
    for (Mask m = kept_[p]; m; m &= m - 1)
      stamina_[NobleIndex(Lowest(m))] = static_cast<std::uint8_t>(TableStamina(Lowest(m)));
    noble_stack_ |= dealt_[p];
    kept_[p] = dealt_[p] = 0;
  }
  Fire(kRSetupNobleStack);
  active_ = static_cast<std::uint8_t>(1 - dealer_);
  phase_ = Phase::kDealSupport;
}

void DuelingNoblesState::ApplyWeaponMove(Card from, Card to) {
  const Card w = weapon_[NobleIndex(from)];
  if (Reading(kIWeaponMoves) == kMovesUnlimited) {
    // Only weapons move in a run of moves, so the state repeats exactly when the arrangement does.
    auto arrangement = [this] { return Fnv1a64({reinterpret_cast<const char*>(weapon_.data()), weapon_.size()}); };
    if (move_seen_count_ == 0) move_seen_[move_seen_count_++] = arrangement();
    weapon_[NobleIndex(from)] = kNoCard;
    weapon_[NobleIndex(to)] = w;
    const std::uint64_t now = arrangement();
    const bool seen = std::find(move_seen_.begin(), move_seen_.begin() + move_seen_count_, now) !=
                      move_seen_.begin() + move_seen_count_;
    if (seen && !livelock_reported_) {
      livelock_reported_ = true;
      RecordFinding(FindingKind::kLivelock, {kRCommandMove}, kIWeaponMoves,
                    "a weapon arrangement repeated within one Command phase: weapon moves can cycle "
                    "without end");
    }
    if (!seen && move_seen_count_ < kMoveSeenCap) move_seen_[move_seen_count_++] = now;
  } else {
    weapon_[NobleIndex(from)] = kNoCard;
    weapon_[NobleIndex(to)] = w;
  }
  moved_ |= Bit(w);
  command_stage_ = std::max<std::uint8_t>(command_stage_, 1);
  Fire(kRCommandMove);
}

void DuelingNoblesState::DoApplyAction(Action action) {
  const bool stocked = stock_ != 0;  // whether this action may be the one that empties the Support stock
  const int kind = KindOf(action);
  const Card a = static_cast<Card>(ArgA(action)), b = static_cast<Card>(ArgB(action));
  const int p = active_;
  if (phase_ == Phase::kCommand && kind != kMove && kind != kEndCommand) {
    move_seen_.fill(0);  // any other change to the state ends a run of pure weapon moves
    move_seen_count_ = 0;
  }
  switch (kind) {
    case kDie:
      if (phase_ == Phase::kDealerRoll) ApplyDie(a);
      else ApplyDuelAction(action);
      break;
    case kDraw: ApplyDraw(a); break;
    case kKeep: ApplyKeep(a); break;
    case kTax:
      --stamina_[NobleIndex(a)];
      taxed_ |= Bit(a);
      Gain(p, 1, kRIncomeTax);
      Fire(kRIncomeTax);
      break;
    case kTripleStart:
      triple_suit_ = static_cast<std::int8_t>(a);
      triple_picked_ = 0;
      phase_ = Phase::kTriple;
      break;
    case kDiscard:  // three-of-a-suit discards go to the pile ("face-down", see dn.triple-discard-face)
      hand_[p] &= ~Bit(a);
      discard_ |= Bit(a);
      triple_discards_[p] |= Bit(a);
      triple_picked_ |= Bit(a);
      if (Count(triple_picked_) == 3) {
        ++triples_;
        Gain(p, 3, kRIncomeTriple);
        Fire(kRIncomeTriple);
        triple_suit_ = -1;
        triple_picked_ = 0;
        phase_ = Phase::kIncome;
      }
      break;
    case kEndIncome: phase_ = Phase::kReinforcements; break;
    case kHire:
      resources_[p] -= kHireCost;
      ++hires_;
      phase_ = Phase::kHireDraw;
      break;
    case kBuy:
      resources_[p] -= SupportPrice(a);
      bought_ = true;
      Fire(kRReinforceBuy);
      StartDraws(p, a, Phase::kReinforcements, true);
      break;
    case kEndReinforcements:
      if (noble_stack_ == 0 && resources_[p] >= kHireCost) Fire(kRDeckNobleStackEmpty);
      phase_ = Phase::kCommand;
      break;
    case kWeapon:
      hand_[p] &= ~Bit(a);
      weapon_[NobleIndex(b)] = a;
      weapon_played_ = true;
      Fire(kRCommandWeapon);
      break;
    case kMove: ApplyWeaponMove(a, b); break;
    case kHeartsAbility: case kDiamondsAbility: case kClubsAbility: case kSpadesAbility: {
      // The card goes to the discard pile, then its suit's effect applies; once per game per player.
      hand_[p] &= ~Bit(a);
      DiscardCard(a);
      used_[p] |= static_cast<std::uint8_t>(1u << SuitOf(a));
      command_stage_ = 2;
      if (kind == kHeartsAbility) {
        ++stamina_[NobleIndex(b)];
        Fire(kRCommandHearts);
      } else if (kind == kDiamondsAbility) {
        Fire(kRCommandDiamonds);
        StartDraws(p, 3, Phase::kCommand, false);
      } else if (kind == kClubsAbility) {
        Fire(kRCommandClubs);
        const Mask down = triple_discards_[0] | triple_discards_[1];
        if (down)
          RecordFinding(FindingKind::kContradiction, {kRIncomeTriple, kRDeckDiscard, kRCommandClubs},
                        kITripleDiscardFace,
                        fmt::format("Clubs played while the discard pile holds {} card{} placed face-down "
                                    "by three-of-a-suit, in a pile also called face-up and exposed",
                                    Count(down), Count(down) == 1 ? "" : "s"));
        clubs_card_ = a;
        phase_ = Phase::kClubsTake;
      } else {
        spied_[p] = hand_[1 - p];
        has_spied_[p] = true;
        Fire(kRCommandSpades);
      }
      break;
    }
    case kTake:
      discard_ &= ~Bit(a);
      triple_discards_[0] &= ~Bit(a);
      triple_discards_[1] &= ~Bit(a);
      hand_[p] |= Bit(a);
      clubs_card_ = kNoCard;
      phase_ = Phase::kCommand;
      break;
    case kEndCommand: phase_ = Phase::kDueling; break;
    default: ApplyDuelAction(action); break;
  }
  // dn.support-reshuffle=immediate: the stock is rebuilt the moment it is empty and the pile is not
  // (a Clubs effect finishes first: its card is in the pile while the player takes one).
  const bool now = stock_ == 0 && discard_ != 0 && phase_ > Phase::kDealSupport && phase_ != Phase::kClubsTake;
  // Explaining (State::StepParts), where dn.support-reshuffle matters: the stock just emptied with cards in the
  // discard pile, shuffled into a new stock at once or left there until a card must be drawn.
  if (now && stocked && Explaining()) {
    const int n = Count(discard_);
    const std::string pile = n == 1 ? std::string("the card of the discard pile") : fmt::format("the {} cards of the discard pile", n);
    Tell(Reading(kISupportReshuffle) == kReshuffleImmediate
             ? fmt::format("the Support stock is empty, so {} {} shuffled into a new Support stock at once", pile, n == 1 ? "is" : "are")
             : fmt::format("the Support stock is empty; {} {} there until a card must be drawn", pile, n == 1 ? "stays" : "stay"));
  }
  if (now && Reading(kISupportReshuffle) == kReshuffleImmediate) Reshuffle();
}

}  // namespace peerage::dn
