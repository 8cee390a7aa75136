// Among Nobles: the one evaluator of ability terms (the closed vocabulary of among_nobles.h). Terms run in
// order; a term that needs a decision (return armies, sacrifice) waits in Phase::kEffect for its
// beneficiary, then evaluation goes on and finally resumes where it was triggered.
#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

void AmongNoblesState::StartEffects(int card, int player, Power trigger, Resume resume) {
  sc_.eff_card = static_cast<std::uint8_t>(card);
  sc_.eff_player = static_cast<std::uint8_t>(player);
  sc_.eff_term = 0;
  sc_.eff_left = 0;
  sc_.eff_trigger = trigger;
  sc_.eff_resume = resume;
  switch (trigger) {
    case kChristening: Fire(kRChristening); break;
    case kAlliance: Fire(kRAlliance); break;
    case kLegacy: Fire(kRLegacy); break;
    default: Fire(kRIntrigue); break;
  }
  RunEffects();
}

bool AnyArmyInPlay(const std::array<PlayerState, kMaxPlayers>& players, int n) {
  for (int p = 0; p < n; ++p)
    for (int a : players[p].armies)
      if (a > 0) return true;
  return false;
}

void AmongNoblesState::RunEffects() {
  const auto& terms = data().cards[sc_.eff_card].terms;
  while (sc_.eff_term < terms.size()) {
    const Term& t = terms[sc_.eff_term];
    if (t.kind == kTGain) {
      if (Explaining()) TellAbilityGain(t.gain);
      ApplyGain(t.gain, sc_.eff_player, sc_.eff_card);
    } else if (t.kind == kTReturnArmies) {
      if (AnyArmyInPlay(players_, NumPlayers())) {
        sc_.eff_left = static_cast<std::uint8_t>(t.n);
        phase_ = Phase::kEffect;
        return;
      }
    } else if (t.kind == kTSacrifice) {
      thread_local std::vector<Action> buffer;
      buffer.clear();
      phase_ = Phase::kEffect;
      LegalEffect(buffer);
      if (buffer.size() > 1) return;  // some daughter besides "done"
    }
    ++sc_.eff_term;
  }
  ResumeAfterEffects();
}

void AmongNoblesState::LegalEffect(std::vector<Action>& out) const {
  const Term& t = data().cards[sc_.eff_card].terms[sc_.eff_term];
  const int p = sc_.eff_player;
  if (t.kind == kTReturnArmies) {
    for (int i = 0; i < kProvinces; ++i)
      for (int q = 0; q < NumPlayers(); ++q)
        if (players_[q].armies[i] > 0) out.push_back(MakeAction(kAReturn, i * 8 + q));
  } else {
    for (int c = 0; c < kCards; ++c)
      if (IsUnmarriedFemale(c, p) && c != sc_.eff_card && c != sc_.head) out.push_back(MakeAction(kASacrifice, c));
  }
  out.push_back(MakeAction(kADone));
}

void AmongNoblesState::ApplyEffectChoice(Action a) {
  const int kind = ActKindOf(a), arg = ArgOf(a);
  const Term& t = data().cards[sc_.eff_card].terms[sc_.eff_term];
  if (kind == kAReturn) {
    const int i = arg / 8, q = arg % 8;
    --players_[q].armies[i];
    ++players_[q].supply;
    Fire(kREffReturnArmies);
    if (--sc_.eff_left > 0 && AnyArmyInPlay(players_, NumPlayers())) return;
  } else if (kind == kASacrifice) {
    loc_[arg] = kLDead;
    owner_[arg] = row_[arg] = kNone;
    activated_[arg] = born_[arg] = 0;
    Fire(kREffSacrifice);
    for (const Gain& g : t.then) {
      if (Explaining()) TellAbilityGain(g);
      ApplyGain(g, sc_.eff_player, sc_.eff_card);
    }
  }
  sc_.eff_left = 0;
  ++sc_.eff_term;
  RunEffects();
}

int AmongNoblesState::CountPer(Per per, int p, int source) const {
  const bool dying_counts = Reading(kILegacyOrder) == 0;
  auto owned = [&](int c) {
    return owner_[c] == p && (loc_[c] == kLOwned || (loc_[c] == kLDying && dying_counts));
  };
  int n = 0;
  switch (per) {
    case kPerNone: return 1;
    case kPerProvinceWithArmy:
      for (int i = 0; i < kProvinces; ++i) n += players_[p].armies[i] > 0;
      return n;
    case kPerRowCharacter:
      for (int c = 0; c < kCards; ++c) n += owned(c) && row_[c] == row_[source];
      return n;
    case kPerCharacter:
      for (int c = 0; c < kCards; ++c) n += owned(c);
      return n;
    case kPerUnmarriedFemale:
      for (int c = 0; c < kCards; ++c) n += owned(c) && !data().cards[c].male && spouse_[c] == kNone;
      return n;
    default: return 0;
  }
}

void AmongNoblesState::ApplyGain(const Gain& g, int p, int source) {
  const int amount = g.amount * CountPer(g.per, p, source);
  PlayerState& ps = players_[p];
  switch (g.res) {
    case kGold: ps.gold += amount; ps.gold_in += amount; break;
    case kPrestige: ps.prestige += amount; break;
    default: ps.supply += amount; ps.gained_armies += amount; break;
  }
}

void AmongNoblesState::ResumeAfterEffects() {
  const int card = sc_.eff_card;
  sc_.eff_card = kNone;
  sc_.eff_term = 0;
  sc_.eff_left = 0;
  if (sc_.eff_resume == kResLegacy) {
    ContinueGcPlayer();
    return;
  }
  phase_ = Phase::kAction;
  // Reading "both": a wife's intrigue ability follows her husband's.
  const int w = sc_.head == kNone ? kNone : spouse_[sc_.head];
  if (sc_.eff_trigger == kPIntrigue && card == sc_.head && Reading(kIIntrigueCouple) == 1 && w != kNone &&
      data().cards[w].power == kPIntrigue) {
    StartEffects(w, sc_.actor, kPIntrigue, kResAction);
    return;
  }
  Advance();
}

}  // namespace peerage::an
