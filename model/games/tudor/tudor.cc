// Tudor: setup, the ring draft, phases 1-3, the phase-4 turn menu, Advance() (what is decided next) and
// the end of a round. Movement: td_move.cc; chamber, bonus and scenario actions: td_actions.cc.
#include "model/games/tudor/tudor.h"

#include <algorithm>

#include <fmt/format.h>

namespace peerage::td {

TudorState::TudorState(std::shared_ptr<const GameContext> context) : State(std::move(context)) {
  token_.fill(kNone);
  ii_.fill(kNone);
  fig_.fill(kNone);
  office_.fill(kNone);
  restock_.fill(0);
  arrange_.fill(0);
  for (auto& b : bench_) b.fill(kNone);
  if (Reading(kIFirstPlayer) == 1) start_ = kNone;  // drawn by a chance node once the board is filled
  const int scoring = Reading(kIScoringCards), scenario = Reading(kIScenario);
  if (scoring > 0) {  // reading k (1..15) = the k-th pair in lexicographic order
    int k = scoring - 1;
    for (int a = 0; a < kNumScoring; ++a)
      for (int b = a + 1; b < kNumScoring; ++b)
        if (k-- == 0) scoring_ = {a, b};
  }
  if (scenario > 0) scenario_ = scenario - 1;
  if (scoring_[0] != kNone && scenario_ != kNone) SetupAfterCards();
}

// The start player passes one seat per round (td.phase5.start-player), so round 1's is found from today's.
int TudorState::FirstStart() const {
  if (start_ == kNone) return kNone;
  const int n = NumPlayers();
  return ((start_ - std::max(round_ - 1, 0)) % n + n) % n;
}

int TudorState::RoundsTotal() const { return board().rounds[scenario_][NumPlayers()]; }
int TudorState::BenchSize() const {
  if (NumPlayers() == 2 && Reading(kIBenchTwo) == 1) return 3;
  return board().bench[NumPlayers()];
}

bool TudorState::Enhanced(int p, int action) const {
  if (action < 0 || action > 5) return false;
  if (Reading(kIEnhFirstRound) == 1 && round_ <= 1) return false;
  const int mask = board().finger_mask[action];
  for (int f = 0; f < kFingers; ++f)
    if ((mask & (1 << f)) && players_[p].fingers[f] < 0) return false;
  return true;
}

// ---- setup --------------------------------------------------------------------------------------------

void TudorState::SetupAfterCards() {
  const int n = NumPlayers();
  for (int f = 0; f < kFactions; ++f) {
    bag_[f] = kTokensPerFaction - (n == 2 ? 2 : 0);
    stack_[f] = kCardsPerFaction;
    stand_[f] = n <= 3 ? 2 : 3;
  }
  if (HasScoring(1)) {
    for (int f = 0; f < kFactions; ++f) {
      bag_[f] -= board().essentials_removed[f];
      removed_[f] += board().essentials_removed[f];
    }
    Fire(kRSetupRemovals);
  }
  const int each = 18 - (n == 2 ? 4 : 0) - (Reading(kIOpportunity) == 1 ? 4 : 0);
  ii_pool_ = {each, each, Reading(kIOpportunity) == 1 ? 8 : 0};
  Fire(kRSetupCards);
  NextSetupDraw();
}

void TudorState::NextSetupDraw() {
  if (setup_step_ < 2 * Cols() * Rows()) return;  // more chance draws
  if (start_ == kNone) return;  // td.first-player=chance: the start player is drawn next
  Fire(kRSetupII);
  Fire(kRSetupTokens);
  Fire(kRStartPlayer);
  phase_ = Phase::kDraft;
  actor_ = start_;
  draft_pick_ = 0;
}

void TudorState::ChanceCounts(std::array<int, 16>& counts, int& kind) const {
  counts.fill(0);
  kind = kCToken;
  if (phase_ == Phase::kSetup) {
    if (scoring_[0] == kNone) {
      kind = kCScoring;
      for (int k = 0; k < kNumPairs; ++k) counts[k] = 1;
      return;
    }
    if (scenario_ == kNone) {
      kind = kCScenario;
      for (int k = 0; k < kNumScenario; ++k) counts[k] = 1;
      return;
    }
    if (setup_step_ < Cols() * Rows()) {
      kind = kCII;
      for (int t = 0; t < kNumII; ++t) counts[t] = ii_pool_[t];
      return;
    }
    if (setup_step_ >= 2 * Cols() * Rows()) {  // td.first-player=chance: each seat with probability 1/n
      kind = kCStart;
      for (int p = 0; p < NumPlayers(); ++p) counts[p] = 1;
      return;
    }
  }
  for (int f = 0; f < kFactions; ++f) counts[f] = bag_[f];
}

int TudorState::DoCurrentPlayer() const {
  if (phase_ == Phase::kGameOver) return kTerminal;
  if (phase_ == Phase::kSetup) return kChance;
  if (NextRestock() >= 0) return kChance;
  if (mode_ == Mode::kArrange)
    for (int i = 0; i < NumPlayers(); ++i) {
      const int p = (actor_ + i) % NumPlayers();
      if (arrange_[p]) return p;
    }
  return actor_;
}

void TudorState::DoChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  std::array<int, 16> counts;
  int kind;
  ChanceCounts(counts, kind);
  int total = 0;
  for (int c : counts) total += c;
  for (int k = 0; k < 16; ++k)
    if (counts[k] > 0) out.push_back({MakeAction(kind, k), Rational(counts[k], total)});
}

void TudorState::ApplyChance(int kind, int arg) {
  switch (kind) {
    case kCScoring: {
      int k = arg;
      for (int a = 0; a < kNumScoring; ++a)
        for (int b = a + 1; b < kNumScoring; ++b)
          if (k-- == 0) scoring_ = {a, b};
      if (scenario_ != kNone) SetupAfterCards();
      return;
    }
    case kCScenario:
      scenario_ = arg;
      SetupAfterCards();
      return;
    case kCStart:
      start_ = arg;
      NextSetupDraw();
      return;
    case kCII: {
      const int s = Space(setup_step_ / Rows(), setup_step_ % Rows());
      --ii_pool_[arg];
      ii_[s] = static_cast<std::int8_t>(arg);
      ++setup_step_;
      return;
    }
    default: break;
  }
  // A Court Token from the bag.
  --bag_[arg];
  if (phase_ == Phase::kSetup) {
    const int i = setup_step_ - Cols() * Rows();
    token_[Space(i / Rows(), i % Rows())] = static_cast<std::int8_t>(arg);
    ++setup_step_;
    NextSetupDraw();
    return;
  }
  RestockFrom(arg);
}

// ---- legal actions and dispatch -------------------------------------------------------------------------

void TudorState::DoLegalActions(std::vector<Action>& out) const {
  if (phase_ == Phase::kGameOver) return;
  if (CurrentPlayer() == kChance) {
    std::array<int, 16> counts;
    int kind;
    ChanceCounts(counts, kind);
    for (int k = 0; k < 16; ++k)
      if (counts[k] > 0) out.push_back(MakeAction(kind, k));
    return;
  }
  const int p = actor_;
  if (mode_ == Mode::kArrange) {
    LegalArrange(out);
    return;
  }
  switch (phase_) {
    case Phase::kDraft:
      for (int f = 0; f < kFactions; ++f)
        if (stand_[f] > 0) out.push_back(MakeAction(kARing, f));
      return;
    case Phase::kAssign: {
      const Player& pl = players_[p];
      if (pl.supply > 0) {
        for (int c = 0; c < kChambers; ++c)
          if (bench_[c][BenchSize() - 1] == kNone) out.push_back(MakeAction(kABench, c));
      } else {
        std::vector<int> spaces;
        RecallOptions(p, spaces);
        for (int s : spaces) out.push_back(MakeAction(kARecall, s));
        // td.no-courtiers-recall: "may choose to remove" read literally, taking none back is a choice.
        if (!spaces.empty() && Reading(kIRecallOptional) == 0) out.push_back(MakeAction(kADeclineRecall));
      }
      if (out.empty()) out.push_back(MakeAction(kAEnd));  // nothing can be placed: the placement lapses
      return;
    }
    case Phase::kLords:
      for (int c = 0; c < kChambers; ++c)
        if (lords_[c][1].player == kNone) out.push_back(MakeAction(kALord, c));
      if (Reading(kILordOptional) == 1 || out.empty()) out.push_back(MakeAction(kANoLord));
      return;
    case Phase::kActions:
      if (mode_ == Mode::kTurn) LegalTurn(out);
      else if (mode_ == Mode::kMove) LegalMove(out);
      else if (mode_ == Mode::kToken) LegalTokenUse(out);
      else LegalSub(out);
      std::sort(out.begin(), out.end());
      return;
    default: return;
  }
}

void TudorState::DoApplyAction(Action action) {
  const int kind = KindOf(action), arg = ArgOf(action);
  if (kind <= kCToken || kind == kCStart) {
    ApplyChance(kind, arg);
    if (phase_ != Phase::kSetup) Advance();
    return;
  }
  const int p = CurrentPlayer();
  if (kind == kAArrange) {
    for (int f = 0; f < kFingers; ++f) players_[p].fingers[f] = static_cast<std::int8_t>(((arg >> (3 * f)) & 7) - 1);
    arrange_[p] = 0;
    Fire(kRArrange);
    bool more = false;
    for (int q = 0; q < NumPlayers(); ++q) more = more || arrange_[q];
    if (!more) {
      mode_ = Mode::kNone;
      if (phase_ == Phase::kDraft) {
        Fire(kRDraftPlace);
        StartRound();
        return;
      }
      Advance();
    }
    return;
  }
  switch (phase_) {
    case Phase::kDraft: {
      --stand_[arg];
      Player& pl = players_[p];
      for (auto& f : pl.fingers)
        if (f < 0) { f = static_cast<std::int8_t>(arg); break; }
      TakeCard(p, arg);
      Fire(kRDraft);
      Fire(kRDraftCards);
      ++draft_pick_;
      const int n = NumPlayers();
      if (draft_pick_ == 2 * n) {
        for (int q = 0; q < n; ++q) arrange_[q] = 1;
        actor_ = start_;
        mode_ = Mode::kArrange;
      } else {  // clockwise from the start player, then back: the start player picks last
        actor_ = (start_ + (draft_pick_ < n ? draft_pick_ : 2 * n - 1 - draft_pick_)) % n;
      }
      return;
    }
    case Phase::kAssign:
      if (kind == kARecall) {  // special case: no Courtier in supply
        const bool own = fig_[arg] == p;
        Recall(arg);
        if (!own) {  // td.recall-whose=any: p still has no Courtier, this placement lapses (after the refill)
          ++players_[p].placed;
          --assign_left_;
        }
        Advance();
        return;
      }
      if (kind == kABench) {
        auto& b = bench_[arg];
        for (auto& x : b)
          if (x == kNone) { x = static_cast<std::int8_t>(p); break; }
        --players_[p].supply;
        Fire(kRAssign);
      }
      if (kind == kADeclineRecall) Fire(kRNoCourtiers);  // no Courtier taken back: this placement lapses
      if (kind == kAEnd)
        RecordFinding(FindingKind::kSilent, {kRAssign, kRNoCourtiers}, -1,
                      "a Courtier must be assigned but the player has none in supply or in the Throne Room (or "
                      "every bench is full); the placement lapses");
      ++players_[p].placed;
      --assign_left_;
      AfterAssign();
      return;
    case Phase::kLords:
      if (kind == kALord) {
        auto& l = lords_[arg];
        (l[0].player == kNone ? l[0] : l[1]).player = static_cast<std::int8_t>(p);
        players_[p].lord_chamber = arg;
        Fire(kRLord);
      }
      ++players_[p].placed;
      if (players_[(p + 1) % NumPlayers()].placed > 0) {
        StartActions();
      } else {
        actor_ = (p + 1) % NumPlayers();
      }
      return;
    case Phase::kActions:
      if (mode_ == Mode::kTurn) ApplyTurn(action);
      else if (mode_ == Mode::kMove) ApplyMove(action);
      else if (mode_ == Mode::kToken) ApplyTokenUse(action);
      else ApplySub(action);
      return;
    default: return;
  }
}

void TudorState::LegalArrange(std::vector<Action>& out) const {
  const int p = CurrentPlayer();
  std::array<int, kFingers> f;
  for (int i = 0; i < kFingers; ++i) f[i] = players_[p].fingers[i];
  std::sort(f.begin(), f.end());
  do {
    int code = 0;
    for (int i = 0; i < kFingers; ++i) code |= (f[i] + 1) << (3 * i);
    out.push_back(MakeAction(kAArrange, code));
  } while (std::next_permutation(f.begin(), f.end()));
  std::sort(out.begin(), out.end());
}

// ---- rounds ---------------------------------------------------------------------------------------------

int TudorState::AssignNeeded(int) const { return board().courtiers[scenario_][round_ == 1 ? 0 : 1]; }

void TudorState::StartRound() {
  ++round_;
  phase_ = Phase::kAssign;
  mode_ = Mode::kNone;
  for (int p = 0; p < NumPlayers(); ++p) players_[p].placed = 0;
  assign_left_ = AssignNeeded(0) * NumPlayers();
  actor_ = start_;
  if (assign_left_ == 0) {
    AfterAssign();
  }
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
  if (!last || Reading(kICrowdedLast) == 0) ScoreRound();
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
