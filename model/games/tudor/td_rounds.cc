// Tudor rounds: Courtier assignment and entry, the Lords and action phases, turn order, the end of a
// round (scoring, clean-up) and of the game, and Advance() (what is decided next).
#include "model/games/tudor/tudor.h"

#include <algorithm>

#include <fmt/format.h>

namespace peerage::td {

int TudorState::AssignNeeded(int) const { return board().courtiers[scenario_][round_ == 1 ? 0 : 1]; }

void TudorState::StartRound() {
  ++round_;
  phase_ = Phase::kAssign;
  mode_ = Mode::kNone;
  for (int p = 0; p < NumPlayers(); ++p) players_[p].placed = 0;
  assign_left_ = AssignNeeded(0) * NumPlayers();
  actor_ = start_;
  if (round_ == 2 && context().Param(kPEnhFirstRound) == 1) {
    // RE-POSITIONING RINGS, NOTE: "at the beginning of the game's second Round they may rearrange the Rings";
    // every player holding a Ring decides, from the start player on (keeping them as they are is a choice).
    for (int p = 0; p < NumPlayers(); ++p)
      if (players_[p].Rings() > 0) RequestArrange(p);
    for (int p = 0; p < NumPlayers(); ++p)
      if (arrange_[p]) {
        mode_ = Mode::kArrange;
        return;  // phase 1 begins once every arrangement is made (BeginAssign)
      }
  }
  BeginAssign();
}

void TudorState::BeginAssign() {
  mode_ = Mode::kNone;
  actor_ = start_;
  if (assign_left_ == 0) AfterAssign();
}

void TudorState::AfterAssign() {
  const int n = NumPlayers();
  if (assign_left_ > 0) {
    for (int i = 1; i <= n; ++i) {
      const int q = (actor_ + i) % n;
      if (players_[q].placed < AssignNeeded(q)) {
        actor_ = q;
        return;
      }
    }
  }
  // Phase 2: chamber entry, each bench in its order.
  for (int c = 0; c < kChambers; ++c) {
    for (int i = 0; i < kMaxBench; ++i)
      if (bench_[c][i] != kNone) Enter(c, bench_[c][i]);
    bench_[c].fill(kNone);
  }
  StartLords();
}

void TudorState::Enter(int c, int p) {
  const int chairs = board().chairs[NumPlayers()];
  auto& row = chairs_[c];
  for (int i = 0; i < chairs; ++i)
    if (row[i].player == kNone) {
      row[i] = {static_cast<std::int8_t>(p), false};
      Fire(kREntry);
      return;
    }
  ++players_[row[0].player].supply;  // pushed off the top chair
  for (int i = 0; i + 1 < chairs; ++i) row[i] = row[i + 1];
  row[chairs - 1] = {static_cast<std::int8_t>(p), false};
  Fire(kRPushOut);
  Fire(kREntry);
}

void TudorState::StartLords() {
  phase_ = Phase::kLords;
  for (int p = 0; p < NumPlayers(); ++p) players_[p].placed = 0;
  actor_ = start_;
}

void TudorState::StartActions() {
  for (int c = 0; c < kChambers; ++c) {
    if (lords_[c][0].player != kNone || lords_[c][1].player != kNone) continue;
    bool any = false;
    for (auto& ch : chairs_[c])
      if (ch.player != kNone) { ch.done = true; any = true; }
    if (any) Fire(kRNoLord);
  }
  phase_ = Phase::kActions;
  for (int p = 0; p < NumPlayers(); ++p) players_[p].turns = 0;
  actor_ = start_;
  turn_acted_ = false;
  turn_open_ = 0;
  turn_steps_ = 0;
  turn_chamber_ = kNone;
  mode_ = Mode::kTurn;
}

bool TudorState::FigureAvailable(int p) const {
  for (int c = 0; c < kChambers; ++c) {
    const bool lorded = lords_[c][0].player != kNone || lords_[c][1].player != kNone;
    for (const Chair& l : lords_[c])
      if (l.player == p && !l.done) return true;
    if (!lorded) continue;
    for (const Chair& ch : chairs_[c])
      if (ch.player == p && !ch.done) return true;
  }
  return false;
}

bool TudorState::AnyFigureLeft() const {
  for (int p = 0; p < NumPlayers(); ++p)
    if (FigureAvailable(p)) return true;
  return false;
}

void TudorState::EndTurn() {
  ++players_[actor_].turns;
  actor_ = (actor_ + 1) % NumPlayers();
  turn_acted_ = false;
  turn_open_ = 0;
  turn_steps_ = 0;
  turn_chamber_ = kNone;
  mode_ = Mode::kTurn;
  if (actor_ == start_ && !AnyFigureLeft()) {
    Fire(kREqualTurns);
    EndRound();
  }
}

void TudorState::EndRound() {
  const bool last = round_ >= RoundsTotal();
  if (!last || Reading(kICrowdedLast) == 0) {
    const std::vector<int> scorers = ScoreRound();
    if (last && HasScoring(4) && Explaining()) TellCrowdedLastRound(scorers, true);
  } else if (HasScoring(4) && Explaining()) {
    // What the last round's Crowded Court would have scored, worked out on a copy (td.crowded-last-round).
    std::unique_ptr<State> copy = Clone();
    TellCrowdedLastRound(static_cast<TudorState&>(*copy).ScoreRound(), false);
  }
  for (int p = 0; p < NumPlayers(); ++p) {
    Player& pl = players_[p];
    for (int f = 0; f < kFactions; ++f) {
      if (pl.spent[f]) Fire(kRSpentRemoved);
      removed_[f] += pl.spent[f];
      pl.spent[f] = 0;
    }
  }
  if (last) {
    EndGame();
    return;
  }
  for (int c = 0; c < kChambers; ++c) {
    for (auto& l : lords_[c]) l = Chair{};
    for (auto& ch : chairs_[c]) ch.done = false;
  }
  for (int p = 0; p < NumPlayers(); ++p) {
    players_[p].lord_chamber = kNone;
    players_[p].lord_done = false;
    players_[p].bonus_used = false;
  }
  Fire(kREndRound);
  start_ = (start_ + 1) % NumPlayers();
  Fire(kRStartRotates);
  StartRound();
}

void TudorState::EndGame() {
  ScoreEnd();
  Fire(kRRoundCount);
  for (int p = 0; p < NumPlayers(); ++p)
    for (int q = p + 1; q < NumPlayers(); ++q)
      if (players_[p].prestige == players_[q].prestige) {
        Fire(kRTieBreak);
        p = q = NumPlayers();
      }
  phase_ = Phase::kGameOver;
  mode_ = Mode::kNone;
}

// What is decided next after an action of phase 4 (or a recall in phase 1) completed a step: restocking
// (chance), the Office, Ring arrangements, a picked-up token, owed cards/actions; else the turn menu.
void TudorState::Advance() {
  if (NextRestock() >= 0) return;  // chance draws come first
  for (auto& r : restock_)
    if (r) { r = 0; Fire(kRRestockEmpty); }  // the bag is empty: these spaces stay empty
  if (phase_ == Phase::kAssign) {  // after a recall and its refill: an own Courtier back in supply is placed
    mode_ = Mode::kNone;              // now; with none (another player's was removed) the placement lapsed
    if (players_[actor_].supply == 0) AfterAssign();
    return;
  }
  if (pending_office_ != kNone) {
    const int col = pending_office_;
    pending_office_ = kNone;
    TakeOffice(col);
    if (mode_ != Mode::kNone && mode_ != Mode::kTurn) return;
  }
  for (int p = 0; p < NumPlayers(); ++p)
    if (arrange_[p]) {
      mode_ = Mode::kArrange;
      return;
    }
  if (pending_ii_ != kNone) {
    mode_ = Mode::kToken;
    std::vector<Action> uses;
    LegalTokenUse(uses);
    if (uses.size() > 1) return;
    ApplyTokenUse(MakeAction(kAKeep));
    return;
  }
  if (pending_ecard_) {
    pending_ecard_ = false;
    sub_action_ = 4;
    mode_ = Mode::kCard;
    sub_count_ = 1;
    std::vector<Action> cards;
    LegalSub(cards);
    if (!cards.empty()) return;
    mv_.discarded = 0;
  }
  if (pending_any_ > 0) {
    mode_ = Mode::kAnyAction;
    return;
  }
  mode_ = Mode::kTurn;
}

}  // namespace peerage::td
