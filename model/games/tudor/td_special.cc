// Tudor special actions: an Influence/Intrigue Token just picked up (keep, Immediate Scenario action,
// Diplomatic Service Ambassador), the two Bonus Actions and the non-immediate Scenario Card actions.
#include "model/games/tudor/tudor.h"

#include <fmt/format.h>

namespace peerage::td {
namespace {
constexpr int kAnyCard = 8;  // sub_action_ of a scenario "Court Card of your choice"
bool Intrigue(int t) { return t == kIntrigue || t == kOpportunity; }
bool Influence(int t) { return t == kInfluence || t == kOpportunity; }
}  // namespace

// ---- Influence/Intrigue token just picked up ---------------------------------------------------------------

void TudorState::LegalTokenUse(std::vector<Action>& out) const {
  const int p = actor_, t = pending_ii_;
  out.push_back(MakeAction(kAKeep));
  int stacks = 0;
  for (int s : stack_) stacks += s;
  if (scenario_ == 1 && Influence(t) && stacks > 0) out.push_back(MakeAction(kAUse, 0));
  if ((scenario_ == 0 || scenario_ == 1) && Intrigue(t)) out.push_back(MakeAction(kAUse, 1));
  if (HasScoring(5) && players_[p].supply > 0) out.push_back(MakeAction(kAUse, 2));
}

void TudorState::ApplyTokenUse(Action a) {
  const int t = pending_ii_, p = actor_;
  pending_ii_ = kNone;
  if (KindOf(a) == kAKeep) {
    ++players_[p].ii[t];
    if (mode_ == Mode::kToken) Fire(kRImmediateKeep);
    mode_ = Mode::kNone;
    Advance();
    return;
  }
  ++ii_used_[t];
  switch (ArgOf(a)) {
    case 0:
      Fire(kRSn2Left);
      sub_action_ = kAnyCard;
      sub_count_ = 1;
      mode_ = Mode::kCard;
      return;
    case 1:
      Fire(scenario_ == 0 ? kRSn1Right : kRSn2Right);
      mode_ = scenario_ == 0 ? Mode::kSwapTokens : Mode::kSwapChair;
      return;
    default:
      --players_[p].supply;
      ++players_[p].ambassadors;
      Fire(kRScDiplomatic);
      mode_ = Mode::kNone;
      Advance();
      return;
  }
}

// ---- Bonus Actions and non-immediate Scenario actions (any time in the turn menu) ----------------------------

void TudorState::LegalSpecial(std::vector<Action>& out) const {
  const int p = actor_;
  const Player& pl = players_[p];
  std::vector<Action> opts;
  if (!pl.bonus_used && pl.TokenCount() >= 2) {
    MoveOptions(NewMove(kMvBonus, false), p, opts);
    if (!opts.empty())
      for (int a = 0; a < kFactions; ++a)
        for (int b = a; b < kFactions; ++b) {
          const bool neg = HasScoring(1) && (board().essentials_value[a] < 0 || board().essentials_value[b] < 0);
          if (!neg && pl.tokens[a] > 0 && pl.tokens[b] > (a == b ? 1 : 0)) out.push_back(MakeAction(kABonusMove, a * 7 + b));
        }
  }
  if (pl.CardCount() >= 2)
    for (int a = 0; a < kFactions; ++a)
      for (int b = a; b < kFactions; ++b) {
        if (pl.cards[a] == 0 || pl.cards[b] <= (a == b ? 1 : 0)) continue;
        for (int c = 0; c < kFactions; ++c) {
          const int back = Reading(kIDiscardTo) == 0 ? (a == c) + (b == c) : 0;
          if (stack_[c] + back > 0) out.push_back(MakeAction(kATrade, a * 49 + b * 7 + c));
        }
      }
  int stacks = 0;
  for (int s : stack_) stacks += s;
  switch (scenario_) {
    case 0:
      if (CanPay(p, kInfluence, 2) && Reading(kIChamberLeave) == 0)
        for (int c = 0; c < kChambers; ++c)
          for (int done = 0; done < 2; ++done) {
            bool has = false;
            for (const Chair& ch : chairs_[c]) has = has || (ch.player == p && ch.done == (done == 1));
            if (!has) continue;
            for (int b = 0; b < kChambers; ++b)
              if (bench_[b][BenchSize() - 1] == kNone) out.push_back(MakeAction(kAWithdraw, c * 16 + done * 8 + b));
          }
      break;
    case 2:
      if (CanPay(p, kInfluence, 2) && stacks > 0) out.push_back(MakeAction(kAScenario, 0));
      if (CanPay(p, kIntrigue, 2)) {
        opts.clear();
        MoveOptions(NewMove(kMvJump, false), p, opts);
        if (!opts.empty()) out.push_back(MakeAction(kAScenario, 1));
      }
      break;
    case 3:
      if (CanPay(p, kNumII, 2))
        for (int mf = 0; mf < kFingers; ++mf)
          for (int q = 0; q < NumPlayers(); ++q)
            for (int of = 0; of < kFingers; ++of) {
              if (q == p || pl.fingers[mf] < 0 || players_[q].fingers[of] < 0) continue;
              if (pl.fingers[mf] != players_[q].fingers[of]) out.push_back(MakeAction(kARingSwap, mf * 32 + q * 8 + of));
            }
      break;
    case 4:
      if (CanPay(p, kInfluence, 2)) {
        opts.clear();
        MoveOptions(NewMove(kMvStrong, false), p, opts);
        if (!opts.empty()) out.push_back(MakeAction(kAScenario, 0));
      }
      for (int s = 0; s < kMaxSpaces; ++s)
        if (fig_[s] != kNone && fig_[s] != p && CanPay(p, kIntrigue, RowOf(s) < board().stairs_below ? 2 : 3))
          out.push_back(MakeAction(kABanish, s));
      break;
    default: break;
  }
}

void TudorState::ApplySpecial(Action a) {
  const int kind = KindOf(a), arg = ArgOf(a), p = actor_;
  Player& pl = players_[p];
  switch (kind) {
    case kABonusMove: {
      const int x = arg / 7, y = arg % 7;
      for (int f : {x, y}) {
        --pl.tokens[f];
        ++pl.spent[f];
      }
      pl.bonus_used = true;
      Fire(kRBonusMove);
      StartMove(kMvBonus, false);
      return;
    }
    case kATrade: {
      Discard(p, arg / 49);
      Discard(p, (arg / 7) % 7);
      TakeCard(p, arg % 7);
      Fire(kRBonusTrade);
      return;
    }
    case kAWithdraw: {  // Persistent Courtiers, left
      Pay(p, kInfluence, 2);
      const int c = arg / 16, done = (arg / 8) % 2, b = arg % 8;
      for (Chair& ch : chairs_[c])
        if (ch.player == p && ch.done == (done == 1)) { ch = Chair{}; break; }
      for (auto& x : bench_[b])
        if (x == kNone) { x = static_cast<std::int8_t>(p); break; }
      Fire(kRSn1Left);
      RecordFinding(FindingKind::kContradiction, {kRPushOut, kRSn1Left}, kIChamberLeave,
                    "Persistent Courtiers moves a Courtier out of an Audience Chamber, which the Game Summary says "
                    "only a push-out ever does; the Scenario Card is applied");
      return;
    }
    case kAScenario:
      if (scenario_ == 2 && arg == 0) {
        Pay(p, kInfluence, 2);
        Fire(kRSn3Left);
        sub_action_ = kAnyCard;
        sub_count_ = 1;
        mode_ = Mode::kCard;
      } else if (scenario_ == 2) {
        Pay(p, kIntrigue, 2);
        Fire(kRSn3Right);
        StartMove(kMvJump, false);
      } else {
        Pay(p, kInfluence, 2);
        Fire(kRSn5Left);
        StartMove(kMvStrong, false);
      }
      return;
    case kARingSwap: {
      Pay(p, kNumII, 2);
      const int mf = arg / 32, q = (arg / 8) % 4, of = arg % 8;
      std::swap(pl.fingers[mf], players_[q].fingers[of]);
      Fire(kRSn4Left);
      return;
    }
    case kABanish: {
      Pay(p, kIntrigue, RowOf(arg) < board().stairs_below ? 2 : 3);
      ++players_[fig_[arg]].supply;
      fig_[arg] = kNone;
      // td.banish-space: the text is silent on the space left; "refill" draws a Court Token for it at once
      // (as the SPECIAL CASES removal does), "stays-empty" leaves it for a later movement's restock.
      if (Reading(kIBanishSpace) == 0) QueueRestock(arg);
      Fire(kRSn5Right);
      mode_ = Mode::kNone;
      Advance();
      return;
    }
    default: return;
  }
}

}  // namespace peerage::td
