// Tudor phase-4 turn: activating a figure, Audience Chamber Actions A-F (with Ring enhancements) and the
// alternates G/H, and their sub-decisions. Bonus and Scenario actions, token uses: td_special.cc.
#include "model/games/tudor/tudor.h"

#include <fmt/format.h>

namespace peerage::td {

void TudorState::TakeCard(int p, int f) {
  if (stack_[f] == 0) return;
  --stack_[f];
  ++players_[p].cards[f];
}

bool TudorState::CanPay(int p, int type, int n) const {
  const auto& ii = players_[p].ii;
  if (type == kNumII) {  // one Influence and one Intrigue
    const int missing = (ii[kInfluence] ? 0 : 1) + (ii[kIntrigue] ? 0 : 1);
    return ii[kOpportunity] >= missing;
  }
  return ii[type] + ii[kOpportunity] >= n;
}

// Pays with the named token first, then with Opportunity Tokens; spent tokens leave the game.
bool TudorState::Pay(int p, int type, int n) {
  if (!CanPay(p, type, n)) return false;
  auto& ii = players_[p].ii;
  auto take = [&](int t, int k) {
    const int own = std::min<int>(ii[t], k);
    ii[t] = static_cast<std::uint8_t>(ii[t] - own);
    ii_used_[t] += own;
    ii[kOpportunity] = static_cast<std::uint8_t>(ii[kOpportunity] - (k - own));
    ii_used_[kOpportunity] += k - own;
  };
  if (type == kNumII) {
    take(kInfluence, 1);
    take(kIntrigue, 1);
  } else {
    take(type, n);
  }
  return true;
}

bool TudorState::ActionDoable(int p, int x) const {
  const Player& pl = players_[p];
  std::vector<Action> opts;
  switch (x) {
    case 0: case 2: case 4: case 6: {
      const int kind = x == 0 ? kMvA : x == 2 ? kMvC : x == 4 ? kMvE : kMvG;
      MoveOptions(NewMove(kind, x < 6 && Enhanced(p, x)), p, opts);
      return !opts.empty();
    }
    case 1: {
      int stand = 0;
      for (int s : stand_) stand += s;
      return pl.Rings() > 0 && stand > 0;
    }
    case 5:
      for (int f = 0; f < kFactions; ++f)
        if (stack_[f] > 0) return true;
      return false;
    default:  // D, H: a card matching a Ring
      for (auto f : pl.fingers)
        if (f >= 0 && stack_[f] > 0) return true;
      return false;
  }
}

void TudorState::StartAction(int x) {
  const int p = actor_;
  sub_action_ = x;
  sub_count_ = 0;
  sub_color_ = kNone;
  sub_finger_ = kNone;
  static constexpr RuleId kActRule[8] = {kRActA, kRActB, kRActC, kRActD, kRActE, kRActF, kRActG, kRActH};
  Fire(kActRule[x]);
  const bool enh = x < 6 && Enhanced(p, x);
  switch (x) {
    case 0:
      if (enh) Fire(kREnhA);
      StartMove(kMvA, enh);
      return;
    case 2: StartMove(kMvC, enh); return;
    case 4: StartMove(kMvE, enh); return;
    case 6: StartMove(kMvG, false); return;
    case 1: mode_ = Mode::kExchange; return;
    case 3: mode_ = Mode::kCard; sub_count_ = 2; return;
    case 5: mode_ = Mode::kCard; sub_count_ = enh ? 2 : 1; return;
    default: mode_ = Mode::kCard; sub_count_ = 1; return;  // H
  }
}

void TudorState::LegalTurn(std::vector<Action>& out) const {
  const int p = actor_;
  if (!turn_acted_) {
    if (FigureAvailable(p)) {
      for (int c = 0; c < kChambers; ++c) {
        const bool lorded = lords_[c][0].player != kNone || lords_[c][1].player != kNone;
        bool lord = false, courtier = false;
        for (const Chair& l : lords_[c]) lord = lord || (l.player == p && !l.done);
        for (const Chair& ch : chairs_[c]) courtier = courtier || (lorded && ch.player == p && !ch.done);
        if (courtier) out.push_back(MakeAction(kAActivate, c * 2));
        if (lord) out.push_back(MakeAction(kAActivate, c * 2 + 1));
      }
    } else {
      for (int x = 6; x < 8; ++x)
        if (ActionDoable(p, x)) out.push_back(MakeAction(kADo, x));
      out.push_back(MakeAction(kAEnd));
    }
  } else {
    if (turn_steps_ > 0) {
      for (int i = 0; i < 2; ++i) {
        const int x = board().chamber_actions[turn_chamber_][i];
        if ((turn_open_ & (1 << i)) && ActionDoable(p, x)) out.push_back(MakeAction(kADo, x));
      }
      if (turn_open_ & 4)
        for (int x = 6; x < 8; ++x)
          if (ActionDoable(p, x)) out.push_back(MakeAction(kADo, x));
    }
    out.push_back(MakeAction(kAEnd));
  }
  LegalSpecial(out);
}

void TudorState::ApplyTurn(Action a) {
  const int kind = KindOf(a), arg = ArgOf(a), p = actor_;
  switch (kind) {
    case kAActivate: {
      const int c = arg / 2;
      turn_lord_ = arg % 2;
      if (turn_lord_) {
        for (Chair& l : lords_[c])
          if (l.player == p && !l.done) { l.done = true; break; }
        players_[p].lord_done = true;
      } else {
        for (Chair& ch : chairs_[c])
          if (ch.player == p && !ch.done) { ch.done = true; break; }
      }
      turn_acted_ = true;
      turn_chamber_ = c;
      turn_open_ = 7;
      turn_steps_ = turn_lord_ ? 2 : 1;
      Fire(kRActivate);
      return;
    }
    case kADo: {
      if (!turn_acted_) {  // no figure to activate: one G or H Action
        turn_acted_ = true;
        turn_steps_ = 0;
        turn_open_ = 0;
        Fire(kRAltGH);
      } else if (arg >= 6) {
        Fire(kRAltGH);
        turn_open_ &= ~4;
        turn_steps_ = turn_lord_ && Reading(kILordAlternate) == 1 ? 0 : turn_steps_ - 1;
      } else {
        const int i = board().chamber_actions[turn_chamber_][0] == arg ? 0 : 1;
        turn_open_ &= ~(1 << i);
        // td.lord-alternate=instead-of-both: G/H is the Lord's only Action, so it closes once the Lord takes
        // one of its chamber's Actions (it would replace both, one of them already spent).
        if (turn_lord_ && Reading(kILordAlternate) == 1) turn_open_ &= ~4;
        --turn_steps_;
        if (!turn_lord_) Fire(kRCourtierOne);
        else if ((turn_open_ & 3) == 0) Fire(kRLordBoth);
      }
      StartAction(arg);
      if (mode_ == Mode::kMove) {
        std::vector<Action> opts;
        MoveOptions(mv_, p, opts);
        if (opts.empty()) FinishMove();
      }
      return;
    }
    case kAEnd:
      EndTurn();
      return;
    default:
      ApplySpecial(a);
      return;
  }
}

// ---- sub-decisions of an Action ---------------------------------------------------------------------------

void TudorState::LegalSub(std::vector<Action>& out) const {
  const int p = actor_;
  const Player& pl = players_[p];
  switch (mode_) {
    case Mode::kExchange:
      for (int f = 0; f < kFingers; ++f) {
        if (pl.fingers[f] < 0) continue;
        for (int c = 0; c < kFactions; ++c)
          if (stand_[c] > 0) out.push_back(MakeAction(kAExchange, f * 8 + c));
      }
      if (sub_count_ == 1 && stack_[sub_color_] > 0) out.push_back(MakeAction(kACard, sub_color_));
      if (sub_count_ == 1 && stack_[sub_color_] == 0) out.push_back(MakeAction(kAStop));
      return;
    case Mode::kCard:
      for (int c = 0; c < kFactions; ++c) {
        if (stack_[c] == 0) continue;
        int rings = 0;
        for (auto f : pl.fingers) rings += f == c;
        bool ok = false;
        switch (sub_action_) {
          case 1: ok = c == sub_color_ || c == sub_finger_; break;      // B enhanced: either new Ring
          case 3:                                                     // D
            if (sub_count_ == 2 || Enhanced(p, 3)) ok = rings > 0;
            else ok = rings - (c == sub_color_ ? 1 : 0) > 0;
            break;
          case 4: ok = (mv_.discarded >> c) & 1; break;                // E enhancement
          case 7: ok = rings > 0; break;                               // H
          default: ok = true; break;                                   // F, any card
        }
        if (ok) out.push_back(MakeAction(kACard, c));
      }
      return;
    case Mode::kReturn:
      for (int c = 0; c < kFactions; ++c)
        if (pl.cards[c] > 0) out.push_back(MakeAction(kAReturn, c));
      return;
    case Mode::kOfficeRing:
      for (int c = 0; c < kFactions; ++c)
        if (stand_[c] > 0) out.push_back(MakeAction(kARing, c));
      return;
    case Mode::kTakeRing: {
      int seen = 0;
      for (auto f : players_[pending_victim_].fingers)
        if (f >= 0 && !(seen & (1 << f))) seen |= 1 << f;
      for (int c = 0; c < kFactions; ++c)
        if (seen & (1 << c)) out.push_back(MakeAction(kARing, c));
      return;
    }
    case Mode::kSwapTokens:
      for (int s = 0; s < kMaxSpaces; ++s)
        for (int t = s + 1; t < kMaxSpaces; ++t)
          if (token_[s] != kNone && token_[t] != kNone && token_[s] != token_[t])
            out.push_back(MakeAction(kASwapTokens, s * 64 + t));
      if (out.empty()) out.push_back(MakeAction(kAStop));
      return;
    case Mode::kSwapChair:
      for (int c = 0; c < kChambers; ++c)
        for (int i = 0; i + 1 < board().chairs[NumPlayers()]; ++i) {
          const int a = chairs_[c][i].player, b = chairs_[c][i + 1].player;
          if (a != kNone && b != kNone && a != b && (a == p || b == p)) out.push_back(MakeAction(kASwapChair, c * 8 + i));
        }
      if (out.empty()) out.push_back(MakeAction(kAStop));
      return;
    case Mode::kAnyAction:
      for (int x = 0; x < 6; ++x)
        if (ActionDoable(p, x)) out.push_back(MakeAction(kAAny, x));
      out.push_back(MakeAction(kAStop));
      return;
    default: return;
  }
}

void TudorState::ApplySub(Action a) {
  const int kind = KindOf(a), arg = ArgOf(a), p = actor_;
  Player& pl = players_[p];
  auto finish = [&] {
    mode_ = Mode::kNone;
    sub_action_ = kNone;
    if (!pending_ecard_) mv_.discarded = 0;  // kept only for the E enhancement's card, until it is offered
    Advance();
  };
  switch (kind) {
    case kAExchange: {  // B: the old Ring back to the stand, a new one on the same finger
      const int f = arg / 8, c = arg % 8;
      ++stand_[pl.fingers[f]];
      --stand_[c];
      pl.fingers[f] = static_cast<std::int8_t>(c);
      ++sub_count_;
      if (sub_count_ == 1) {
        sub_color_ = c;
        sub_finger_ = f;
        if (Enhanced(p, 1)) return;  // may exchange a second Ring
        TakeCard(p, c);
        finish();
        return;
      }
      Fire(kREnhB);
      sub_finger_ = c;  // second new colour (the first finger no longer matters)
      mode_ = Mode::kCard;
      sub_count_ = 1;
      {
        std::vector<Action> opts;
        LegalSub(opts);
        if (opts.empty()) finish();
      }
      return;
    }
    case kACard: {
      TakeCard(p, arg);
      if (sub_action_ == 3 && sub_count_ == 2) sub_color_ = arg;
      if (sub_action_ == 3 && sub_count_ == 1 && arg == sub_color_ && Enhanced(p, 3)) {
        int rings = 0;
        for (auto f : pl.fingers) rings += f == arg;
        if (rings < 2) Fire(kREnhD);
      }
      --sub_count_;
      if (sub_count_ > 0 && mode_ == Mode::kCard) {
        std::vector<Action> opts;
        LegalSub(opts);
        if (!opts.empty()) return;
      }
      if (sub_action_ == 5 && Enhanced(p, 5) && pl.CardCount() > 0) {
        mode_ = Mode::kReturn;
        return;
      }
      finish();
      return;
    }
    case kAReturn:
      --pl.cards[arg];
      ++stack_[arg];
      Fire(kREnhF);
      finish();
      return;
    case kARing:
      if (mode_ == Mode::kOfficeRing) {
        --stand_[arg];
        Fire(kROfficeRing);
      } else {
        Player& victim = players_[pending_victim_];
        for (auto& f : victim.fingers)
          if (f == arg) { f = kNone; break; }
        if (Reading(kIDisgraceArrange) == 0 && victim.Rings() > 0) RequestArrange(pending_victim_);
        pending_victim_ = kNone;
      }
      for (auto& f : pl.fingers)
        if (f < 0) { f = static_cast<std::int8_t>(arg); break; }
      RequestArrange(p);
      finish();
      return;
    case kASwapTokens:
      std::swap(token_[arg / 64], token_[arg % 64]);
      finish();
      return;
    case kASwapChair:
      std::swap(chairs_[arg / 8][arg % 8], chairs_[arg / 8][arg % 8 + 1]);
      finish();
      return;
    case kAAny:
      --pending_any_;
      Fire(kRSn4Right);
      StartAction(arg);
      if (mode_ == Mode::kMove) {
        std::vector<Action> opts;
        MoveOptions(mv_, p, opts);
        if (opts.empty()) FinishMove();
      }
      return;
    default:  // kAStop: give up the rest (no card left for B, nothing to swap, no free Action)
      if (mode_ == Mode::kAnyAction) --pending_any_;
      finish();
      return;
  }
}

}  // namespace peerage::td
