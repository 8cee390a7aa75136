// Among Nobles: the upkeep phase in its seven steps — province ownership, income, reset, display
// discard, generational change (legacies, the no-male-heir rule), refill across decks, first player —
// and the end of the game.
#include <fmt/format.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

void AmongNoblesState::StartUpkeep() {
  const int n = NumPlayers();
  sc_.head = kNone;
  n_queue_ = 0;
  // 1. Province ownership: armies of different players cancel one for one.
  for (int i = 0; i < kProvinces; ++i) {
    for (;;) {
      int holders = 0;
      for (int p = 0; p < n; ++p) holders += players_[p].armies[i] > 0;
      if (holders < 2) break;
      Fire(kRUpOwnership);
      for (int p = 0; p < n; ++p)
        if (players_[p].armies[i] > 0) --players_[p].armies[i], ++players_[p].supply;
    }
  }
  // 2. Income.
  for (int i = 0; i < kProvinces; ++i) {
    if (!ProvinceInPlay(i)) continue;
    const Province& pr = data().provinces[i];
    for (int p = 0; p < n; ++p) {
      if (players_[p].armies[i] == 0 || pr.commerce + pr.piety == 0) continue;
      Fire(kRUpIncome);
      players_[p].gold += pr.commerce;
      players_[p].gold_in += pr.commerce;
      players_[p].prestige += pr.piety;
    }
  }
  // 3. Reset characters.
  Fire(kRUpReset);
  activated_.fill(0);
  for (int p = 0; p < n; ++p) players_[p].tokens_used = 0;
  // 4. Display discard if no card was taken.
  int shown = 0;
  for (int c = 0; c < kCards; ++c) shown += loc_[c] == kLDisplay;
  if (shown > 0 && !sc_.taken && (Reading(kIDisplayReset) == 0 || shown == DisplaySize(n))) {
    Fire(kRUpDisplayDiscard);
    for (int c = 0; c < kCards; ++c)
      if (loc_[c] == kLDisplay) loc_[c] = kLDiscard;
  }
  // 5. Generational change.
  if (sc_.gc_pending == 0 && sc_.deck > 3 && sc_.gc_done < 3) {
    RecordFinding(FindingKind::kSilent, {kRUpDeckRunOut, kRUpGenChange}, kIEmptyDeck,
                  "every deck is used up, no generational change is pending and fewer than three happened; the "
                  "game cannot reach its third one and ends here");
    EndGame();
    return;
  }
  sc_.gc_now = Reading(kIDoubleRunOut) == 0 ? std::min<int>(sc_.gc_pending, 1) : sc_.gc_pending;
  RunGenerationalChanges();
}

void AmongNoblesState::RunGenerationalChanges() {
  if (sc_.gc_now == 0) {
    AfterGenerationalChanges();
    return;
  }
  Fire(kRUpGenChange);
  sc_.up_player = 0;
  sc_.up_cursor = 0;
  ContinueGcPlayer();
}

void AmongNoblesState::ContinueGcPlayer() {
  const int p = (sc_.first + sc_.up_player) % NumPlayers();
  if (sc_.up_cursor == 0) {  // the oldest row starts dying
    for (int c = 0; c < kCards; ++c)
      if (loc_[c] == kLOwned && owner_[c] == p && row_[c] == 0) loc_[c] = kLDying;
    sc_.up_cursor = 1;
  }
  const bool wives = Reading(kIWifeRuleBox) == 1;
  for (int c = sc_.up_cursor - 1; c < kCards; ++c) {
    if (loc_[c] != kLDying || owner_[c] != p || data().cards[c].power != kLegacy) continue;
    if (IsWife(c) && !wives) {  // her rule box no longer applies (an.wife-rule-box=never): applied, not skipped quietly
      Fire(kRMarryJoin);
      if (Explaining()) TellWifeLegacyPassed(c);
      continue;
    }
    sc_.up_cursor = static_cast<std::uint8_t>(c + 2);
    StartEffects(c, p, kLegacy, kResLegacy);
    return;
  }
  FinishGcPlayer(p);
}

void AmongNoblesState::FinishGcPlayer(int p) {
  for (int c = 0; c < kCards; ++c) {
    if (loc_[c] == kLDying) {
      loc_[c] = kLDead;
      owner_[c] = row_[c] = spouse_[c] = kNone;
      born_[c] = activated_[c] = 0;
    } else if (loc_[c] == kLOwned && owner_[c] == p) {
      --row_[c];
    }
  }
  sc_.up_cursor = 0;
  bool male = false;
  for (int c = 0; c < kCards; ++c) male = male || (loc_[c] == kLOwned && owner_[c] == p && data().cards[c].male);
  if (!male && sc_.gc_done + 1 < 3) {
    Fire(kRNoMaleHeir);
    bool drawable = false;
    if (sc_.deck <= 3)
      for (int c = 0; c < kCards; ++c) drawable = drawable || (loc_[c] == kLDeck && data().cards[c].deck == sc_.deck && data().cards[c].male);
    if (Explaining()) TellHeirDraw(p, drawable);
    if (Reading(kIHeirDeck) == 0 && drawable) {
      sc_.actor = static_cast<std::uint8_t>(p);
      phase_ = Phase::kHeirDraw;
      return;
    }
    RecordFinding(FindingKind::kSilent, {kRNoMaleHeir}, kIHeirDeck,
                  "a player has no male heir after a generational change and no male can be drawn; the family goes on without one");
  }
  NextGcPlayer();
}

void AmongNoblesState::NextGcPlayer() {
  ++sc_.up_player;
  sc_.up_cursor = 0;
  if (sc_.up_player < NumPlayers()) {
    ContinueGcPlayer();
    return;
  }
  ++sc_.gc_done;
  --sc_.gc_pending;
  --sc_.gc_now;
  if (sc_.gc_done >= 3) {
    EndGame();
    return;
  }
  RunGenerationalChanges();
}

void AmongNoblesState::HeirDrawn(int card) {
  if (!data().cards[card].male) {
    loc_[card] = kLRevealed;
    return;
  }
  for (int c = 0; c < kCards; ++c)  // the revealed cards are shuffled back
    if (loc_[c] == kLRevealed) loc_[c] = kLDeck;
  const int p = sc_.actor;
  loc_[card] = kLOwned;
  owner_[card] = static_cast<std::uint8_t>(p);
  row_[card] = 0;
  activated_[card] = 0;
  sc_.heir = static_cast<std::uint8_t>(card);
  std::vector<Action> brides;
  LegalHeirWed(brides);
  if (brides.empty()) {
    sc_.heir = kNone;
    NextGcPlayer();
  } else if (brides.size() == 1) {
    WedHeir(ArgOf(brides[0]));
  } else {
    phase_ = Phase::kHeirWed;
  }
}

// Daughters of the oldest generation that has one.
void AmongNoblesState::LegalHeirWed(std::vector<Action>& out) const {
  const int p = owner_[sc_.heir];
  for (int r = 0; r < kRows && out.empty(); ++r)
    for (int c = 0; c < kCards; ++c)
      if (IsUnmarriedFemale(c, p) && row_[c] == r) out.push_back(MakeAction(kAWed, c));
}

void AmongNoblesState::WedHeir(int bride) {
  const int h = sc_.heir;
  if (Reading(kIHeirRow) == 1) row_[h] = row_[bride];
  else row_[bride] = row_[h];
  spouse_[h] = static_cast<std::uint8_t>(bride);
  spouse_[bride] = static_cast<std::uint8_t>(h);
  sc_.heir = kNone;
  NextGcPlayer();
}

void AmongNoblesState::AfterGenerationalChanges() {
  sc_.triggered = 0;
  phase_ = Phase::kRefill;
  ContinueRefill();
}

// Draws until the display is full (a chance node per card) or every deck is used up.
void AmongNoblesState::ContinueRefill() {
  int shown = 0;
  for (int c = 0; c < kCards; ++c) shown += loc_[c] == kLDisplay;
  while (shown < DisplaySize(NumPlayers()) && sc_.deck <= 3) {
    if (!DeckEmpty(sc_.deck)) {
      if (phase_ == Phase::kRefill) Fire(kRUpRefill);
      return;  // a chance node draws the next card
    }
    // A deck that is empty without its last card having been put on display (every card removed).
    if (Reading(kIEmptyDeck) == 0) {
      Fire(kRUpDeckRunOut);
      ++sc_.gc_pending;
      ++sc_.triggered;
    }
    RecordFinding(FindingKind::kSilent, {kRUpDeckRunOut}, kIEmptyDeck,
                  "a deck holds no card (all removed); no last card of it is ever put on display");
    sc_.run_out |= static_cast<std::uint8_t>(1u << (sc_.deck - 1));
    ++sc_.deck;
  }
  if (sc_.triggered >= 2)
    RecordFinding(FindingKind::kContradiction, {kRUpDeckRunOut, kRUpGenChange},
                  kIDoubleRunOut, "two decks ran out in one refill: two generational changes are due at the next upkeep");
  sc_.triggered = 0;
  if (phase_ == Phase::kDealDisplay) {
    Fire(kRSetupProvinces);
    if (NumPlayers() == 3) Fire(kRSetupTraitRemoval);
    Fire(kRSetupDisplay);
    StartFirstPlayer();
    return;
  }
  EndRound();
}

void AmongNoblesState::EndRound() {
  Fire(kRUpFirstPlayer);
  sc_.first = static_cast<std::uint8_t>((sc_.first + 1) % NumPlayers());
  StartRound();
}

void AmongNoblesState::EndGame() {
  phase_ = Phase::kGameOver;
  Fire(kREndScore);
  const auto s = DoScores();
  for (int p = 0; p < NumPlayers(); ++p)
    for (int q = p + 1; q < NumPlayers(); ++q)
      if (s[p] == s[q]) {
        Fire(kREndTieBreak);
        return;
      }
}

}  // namespace peerage::an
