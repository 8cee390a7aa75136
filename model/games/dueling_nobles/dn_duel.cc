// Dueling Nobles: the Dueling phase — declaring, deflecting, the four steps of a duel, and the game end.
//
// Side 0 is the attacker (the active player's Noble), side 1 the defender.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/dueling_nobles/dn_narrate.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {

bool DuelingNoblesState::MayDeclareAnotherDuel() const {
  switch (Reading(kIDuelsPerTurn)) {
    case kDuelsOne: return duels_ == 0;
    case kDuelsEachNoble: return (courtyard_[active_] & ~dueled_) != 0;
    default: return true;
  }
}

int DuelingNoblesState::DiceNeeded(int side) const { return RankOf(DuelNoble(side)) == kKing ? 2 : 1; }
int DuelingNoblesState::SupportLimit(int side) const { return RankOf(DuelNoble(side)) == kJack ? 2 : 1; }

// Support cards one side may still play: up to its limit, a second card above the first (order is moot).
static Mask PlayableSupports(Mask hand, Mask played, int limit) {
  if (Count(played) >= limit) return 0;
  return played ? hand & Above(Highest(played)) : hand;
}

void DuelingNoblesState::LegalDueling(std::vector<Action>& out) const {
  if (phase_ == Phase::kDueling) {
    if (MayDeclareAnotherDuel()) {
      Mask attackers = courtyard_[active_];
      if (Reading(kIDuelsPerTurn) == kDuelsEachNoble) attackers &= ~dueled_;
      for (Mask a = attackers; a; a &= a - 1)
        for (Mask d = courtyard_[1 - active_]; d; d &= d - 1)
          out.push_back(MakeAction(kDuel, Lowest(a), Lowest(d)));
    }
    out.push_back(MakeAction(kEndTurn));
  } else if (phase_ == Phase::kDeflect) {
    const bool any = Reading(kIDeflectTarget) == kDeflectAny;
    for (Mask m = courtyard_[1 - active_]; m; m &= m - 1)
      if (any || Lowest(m) != duel_declared_) out.push_back(MakeAction(kDeflect, Lowest(m)));
    out.push_back(MakeAction(kAccept));
  } else {  // kDuelSupport
    const int side = support_side_;
    const Mask playable = PlayableSupports(hand_[DuelPlayer(side)], duel_supports_[side], SupportLimit(side));
    for (Mask m = playable; m; m &= m - 1) out.push_back(MakeAction(kSupport, Lowest(m)));
    out.push_back(MakeAction(kEndSupport));
  }
}

// Step 3 in order: the attacker's cards, then the defender's. A side is skipped only for reasons both
// players see: its hand is empty (hand sizes are public) or it has played its limit (one card, a Jack
// two). A Jack whose hand holds nothing above his first card is still asked (only "end-support" is
// legal): skipping him would tell his opponent that his hand holds no higher card.
void DuelingNoblesState::AdvanceSupport() {
  while (support_side_ < 2 && (hand_[DuelPlayer(support_side_)] == 0 ||
                               Count(duel_supports_[support_side_]) >= SupportLimit(support_side_)))
    ++support_side_;
  if (support_side_ < 2) phase_ = Phase::kDuelSupport;
  else ResolveDuel();
}

void DuelingNoblesState::AfterDice() {
  support_side_ = 0;
  AdvanceSupport();
}

void DuelingNoblesState::ApplyDuelAction(Action action) {
  const int kind = KindOf(action);
  const Card a = static_cast<Card>(ArgA(action)), b = static_cast<Card>(ArgB(action));
  const int defender = 1 - active_;
  switch (kind) {
    case kDuel: {
      duel_att_ = a;
      duel_def_ = duel_declared_ = b;
      deflected_ = false;
      ++duels_;
      dueled_ |= Bit(a);
      dice_ = {};
      dice_count_ = {0, 0};
      duel_supports_ = {0, 0};
      support_side_ = 0;
      Fire(kRDuelDeclare);
      const bool any = Reading(kIDeflectTarget) == kDeflectAny;
      const bool target = any || Count(courtyard_[defender]) >= 2;
      phase_ = resources_[defender] >= kDeflectCost && target ? Phase::kDeflect : Phase::kDuelDice;
      break;
    }
    case kDeflect:
      resources_[defender] -= kDeflectCost;
      duel_def_ = a;
      deflected_ = true;
      Fire(kRDuelDeflect);
      phase_ = Phase::kDuelDice;
      break;
    case kAccept: phase_ = Phase::kDuelDice; break;
    case kDie: {  // Step 2: the attacker's dice, then the defender's (a King rolls two)
      const int side = dice_count_[0] < DiceNeeded(0) ? 0 : 1;
      dice_[side][dice_count_[side]++] = a;
      Fire(kRDuelDice);
      if (dice_count_[side] == 2) Fire(kRDuelKingDice);
      if (side == 1 && dice_count_[1] == DiceNeeded(1)) AfterDice();
      break;
    }
    case kSupport: {
      const int side = support_side_;
      hand_[DuelPlayer(side)] &= ~Bit(a);
      duel_supports_[side] |= Bit(a);
      Fire(kRDuelSupport);
      if (Count(duel_supports_[side]) == 2) Fire(kRDuelJackSupports);
      AdvanceSupport();
      break;
    }
    case kEndSupport:
      ++support_side_;
      AdvanceSupport();
      break;
    default:  // kEndTurn
      EndTurn();
      break;
  }
}

void DuelingNoblesState::Vanquish(int owner, Card noble) {
  courtyard_[owner] &= ~Bit(noble);
  stamina_[NobleIndex(noble)] = 0;
  Fire(kRDuelVanquish);
  const Card w = weapon_[NobleIndex(noble)];
  if (w != kNoCard) {
    weapon_[NobleIndex(noble)] = kNoCard;
    DiscardCard(w);
    Fire(kRDuelWeaponDiscard);
  }
  noble_stack_ |= Bit(noble);
  Fire(kRDuelNobleShuffledBack);
}

// Steps 1, 3 and 4: strengths, critical hits, the outcome, stamina, vanquishing and the game end.
void DuelingNoblesState::ResolveDuel() {
  int total[2], aces[2];
  Fire(kRDuelStrength);
  // Explaining (State::StepParts): each side's strength told as its sum, e.g. "p0's King of Hearts: 13
  // (strength) + 5 (the 5 of Clubs as Weapon) + 4 + 2 (dice) + 7 (the 7 of Hearts) + 2 (same suit) = 33".
  for (int side = 0; side < 2; ++side) {
    const Card noble = DuelNoble(side);
    const Card w = weapon_[NobleIndex(noble)];
    std::string sum;
    auto add = [&](int value, const std::string& what) {
      if (Explaining()) sum += fmt::format("{}{} ({})", sum.empty() ? "" : " + ", value, what);
    };
    int t = BaseStrength(noble);
    add(t, "strength");
    if (w != kNoCard) {
      t += RankOf(w);
      add(RankOf(w), "the " + narration::CardWords(CardName(w)) + " as Weapon");
    }
    if (RankOf(noble) == kQueen) {
      const int others = Count(courtyard_[DuelPlayer(side)]) - 1;
      if (others > 0) {
        t += 3 * others;
        Fire(kRDuelQueenBonus);
        add(3 * others, fmt::format("the Queen's bonus, {} other Noble{}", others, others == 1 ? "" : "s"));
      }
    }
    for (int i = 0; i < dice_count_[side]; ++i) {
      t += dice_[side][i];
      add(dice_[side][i], "die");
    }
    for (Mask m = duel_supports_[side]; m; m &= m - 1) {
      const Card c = Lowest(m);
      const int value = RankOf(c) == kAce ? (Reading(kIAceValue) == kAceOne ? 1 : 0) : RankOf(c);
      t += value;
      add(value, "the " + narration::CardWords(CardName(c)) + " in support");
      if (SuitOf(c) == SuitOf(noble)) {
        t += 2;
        Fire(kRDuelAdrenaline);
        add(2, "same suit as the Noble");
      }
    }
    total[side] = t;
    aces[side] = Count(duel_supports_[side] & kAces);
    if (Explaining())
      Tell(fmt::format("p{}'s {}{}: {} = {}", DuelPlayer(side), narration::CardWords(CardName(noble)),
                       side == 0 ? " (attacking)" : " (defending)", sum, t));
  }
  int winner = -1;  // -1: tie
  // How the duel was decided, for the narration: by strength, by one side's Critical Hit, by more Aces
  // (dn.jack-aces=more-aces-wins), a tie because both played an Ace, or the totals with Aces on both sides
  // (dn.double-ace=totals-decide).
  enum class DecidedBy { kStrength, kCritical, kMoreAces, kBothAcesTie, kBothAcesTotals } decided = DecidedBy::kStrength;
  auto compare = [&] {
    Fire(kRDuelOutcome);
    winner = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : -1;
  };
  if (aces[0] > 0 && aces[1] > 0) {
    if (Reading(kIJackAces) == kJackAcesMoreWins && aces[0] != aces[1]) {
      winner = aces[0] > aces[1] ? 0 : 1;
      decided = DecidedBy::kMoreAces;
      Fire(kRDuelCriticalHit);
    } else {
      Fire(kRDuelDoubleAce);
      decided = DecidedBy::kBothAcesTie;
      if (Reading(kIDoubleAce) == kDoubleAceTotals) {
        decided = DecidedBy::kBothAcesTotals;
        compare();
      }
    }
  } else if (aces[0] > 0 || aces[1] > 0) {
    winner = aces[0] > 0 ? 0 : 1;
    decided = DecidedBy::kCritical;
    Fire(kRDuelCriticalHit);
  } else {
    compare();
  }
  if (duel_supports_[0] | duel_supports_[1]) {
    discard_ |= duel_supports_[0] | duel_supports_[1];
    Fire(kRDeckDiscard);
    Fire(kRDuelSupportsDiscarded);
  }
  auto lose_stamina = [&](int side) {
    const Card noble = DuelNoble(side);
    --stamina_[NobleIndex(noble)];
    Fire(kRDuelStaminaLoss);
    if (stamina_[NobleIndex(noble)] == 0) Vanquish(DuelPlayer(side), noble);
  };
  if (Explaining()) {
    const int first = winner >= 0 ? winner : 0;  // the winner's total first
    auto aces_words = [](int n) { return fmt::format("{} Ace{}", n, n == 1 ? "" : "s"); };
    std::string how;
    switch (decided) {
      case DecidedBy::kStrength: how = fmt::format("by strength, {} against {}", total[first], total[1 - first]); break;
      case DecidedBy::kCritical: how = "by a Critical Hit (an Ace in support)"; break;
      case DecidedBy::kMoreAces:
        how = fmt::format("with more Aces, {} against {} (strengths {} against {})", aces_words(aces[first]),
                          aces_words(aces[1 - first]), total[first], total[1 - first]);
        break;
      case DecidedBy::kBothAcesTie:
        how = fmt::format("as both played an Ace ({} against {}; strengths {} against {})", aces_words(aces[0]),
                          aces_words(aces[1]), total[0], total[1]);
        break;
      case DecidedBy::kBothAcesTotals:  // the reason is the totals, not the Aces
        how = winner >= 0 ? fmt::format("by strength, {} against {}: with an Ace on both sides the totals decide",
                                        total[first], total[1 - first])
                          : fmt::format("with equal strengths, {} against {}: with an Ace on both sides the totals "
                                        "decide", total[0], total[1]);
        break;
    }
    if (winner >= 0)
      Tell(fmt::format("p{}'s {} wins the duel {}", DuelPlayer(winner), narration::CardWords(CardName(DuelNoble(winner))), how));
    else
      Tell(fmt::format("the duel is a tie {}: both Nobles lose 1 Stamina", how));
  }
  if (winner >= 0) {
    Gain(DuelPlayer(winner), 1, kRDuelWinnerResource);
    Fire(kRDuelWinnerResource);
    lose_stamina(1 - winner);
  } else {
    Fire(kRDuelTie);
    lose_stamina(0);
    lose_stamina(1);
  }
  duel_att_ = duel_def_ = duel_declared_ = kNoCard;
  deflected_ = false;
  dice_ = {};
  dice_count_ = {0, 0};
  duel_supports_ = {0, 0};
  support_side_ = 0;

  const bool empty0 = courtyard_[0] == 0, empty1 = courtyard_[1] == 0;
  if (empty0 && empty1) {
    RecordFinding(FindingKind::kContradiction, {kREndCourtyardEmpty, kRDuelTie}, kIEmptyCourtyards,
                  "a tied duel vanquished both players' last Nobles: each player's opponent is declared "
                  "the winner");
    result_ = Reading(kIEmptyCourtyards) == kEmptySharedWin ? Result::kSharedWin : Result::kDraw;
  } else if (empty0) {
    result_ = Result::kP1;
  } else if (empty1) {
    result_ = Result::kP0;
  }
  if (result_ != Result::kNone) {
    Fire(kREndCourtyardEmpty);
    if (Explaining())
      Tell(empty0 && empty1 ? "the tie vanquishes both players' last Nobles: both Courtyards are empty at once"
                            : fmt::format("p{}'s Courtyard is empty: p{} wins the game", empty0 ? 0 : 1, empty0 ? 1 : 0));
    phase_ = Phase::kGameOver;
  } else if (MayDeclareAnotherDuel()) {
    if (Explaining()) TellFurtherDuel(true);
    phase_ = Phase::kDueling;
  } else {
    if (Explaining()) TellFurtherDuel(false);
    EndTurn();
  }
}

// Explaining (State::StepParts), where dn.duels-per-turn matters: after a duel, whether the active player may
// declare another and why, told only where another reading would decide otherwise (a Noble who has not
// dueled is left, or the reading allows no second duel).
void DuelingNoblesState::TellFurtherDuel(bool may) {
  const Mask fresh = courtyard_[active_] & ~dueled_;
  const int reading = Reading(kIDuelsPerTurn);
  if (reading == kDuelsOne && fresh == 0) return;  // every reading ends the phase but unlimited: no Noble left is moot
  std::vector<std::string> names;
  for (Mask m = fresh; m; m &= m - 1) names.push_back("the " + narration::CardWords(CardName(Lowest(m))));
  std::string list = names.empty() ? std::string()
                     : names.size() == 1 ? names[0]
                                         : fmt::format("{} and {}", fmt::join(names.begin(), names.end() - 1, ", "), names.back());
  if (!may)
    TellAside(reading == kDuelsOne ? fmt::format("p{} has declared their one duel of the turn, so the Dueling phase ends", active_)
                              : fmt::format("each of p{}'s Nobles has dueled this turn, so the Dueling phase ends", active_));
  else if (reading == kDuelsEachNoble)
    TellAside(fmt::format("p{} may declare a further duel: each Noble may duel once a turn, and {} {} not dueled yet", active_, list,
                     names.size() == 1 ? "has" : "have"));
  else
    TellAside(fmt::format("p{} may declare a further duel: a player may declare any number of duels a turn", active_));
}

}  // namespace peerage::dn
