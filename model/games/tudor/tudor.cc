// Tudor: setup, the ring draft, chance nodes, legal actions (the phase-4 turn menu) and their dispatch.
// Rounds and Advance(): td_rounds.cc; movement: td_move.cc; chamber, bonus and scenario actions: td_actions.cc.
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
  const int scoring = this->context().Param(kPScoringCards), scenario = this->context().Param(kPScenario);
  if (scoring > 0) {  // value k (1..15) = the k-th pair in lexicographic order (td_parameters.cc)
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
  if (context().Param(kPEnhFirstRound) == 1 && round_ <= 1) return false;
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
  const int each = 18 - (n == 2 ? 4 : 0) - (context().Param(kPOpportunity) == 1 ? 4 : 0);
  ii_pool_ = {each, each, context().Param(kPOpportunity) == 1 ? 8 : 0};
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
    if (scoring_[0] == kNone) {  // Random Setup: one Red (cards 1-3) and one Green (4-6), 9 pairs alike
      kind = kCScoring;
      int k = 0;
      for (int a = 0; a < kNumScoring; ++a)
        for (int b = a + 1; b < kNumScoring; ++b, ++k) counts[k] = IsRedScoring(a) && !IsRedScoring(b);
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
      if (phase_ == Phase::kAssign) {  // the round-start arrangement (td.enhance-first-round=from-round-2)
        BeginAssign();
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

}  // namespace peerage::td
