// Tudor movement (every Movement Action: A, C, E, G, the Move Courtier bonus and the scenario moves),
// Court Token pickup and restocking, Court Offices, disgrace and Ring gains.
#include "model/games/tudor/tudor.h"

#include <fmt/format.h>

namespace peerage::td {
namespace {
constexpr int kNoPay = 7;
constexpr int kDirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};  // (dcol, drow): up, down, right, left
}  // namespace

Move TudorState::NewMove(int kind, bool enhanced) const {
  Move m;
  m.kind = static_cast<std::uint8_t>(kind);
  m.enhanced = enhanced;
  switch (kind) {
    case kMvA: m.left = 1; m.any_dir = true; break;
    case kMvC: m.left = enhanced ? 3 : 2; m.any_dir = enhanced; break;
    case kMvE: m.left = 7; break;
    case kMvG: m.left = 1; break;
    case kMvBonus: m.left = 1; m.any_dir = true; break;
    case kMvJump: m.left = 2; m.any_dir = true; break;
    case kMvStrong: m.left = 2; m.any_dir = true; break;
    default: break;
  }
  return m;
}

void TudorState::StartMove(int kind, bool enhanced) {
  mv_ = NewMove(kind, enhanced);
  mode_ = Mode::kMove;
}

// A player's own Office above a column blocks its other Courtiers from that column's top space.
bool TudorState::CanEnter(int p, int s) const {
  if (fig_[s] != kNone) return false;
  if (RowOf(s) == Rows() - 1 && office_[ColOf(s)] == p) return false;
  if (RowOf(s) == Rows() - 1 && Reading(kIRingFullHand) == 1 && players_[p].Rings() == kFingers) return false;
  return true;
}

// Ways to pay for entering space s (a card colour, or kNoPay when nothing is discarded); `reserved` is a
// colour already committed to a skipped space in the same jump (kNone if none).
void TudorState::PayOptions(const Move& m, int p, int s, int reserved, std::vector<int>& out) const {
  const Player& pl = players_[p];
  const int tok = token_[s];
  switch (m.kind) {
    case kMvA: {
      if (m.enhanced) { out.push_back(kNoPay); return; }
      bool ok = false;
      for (auto f : pl.fingers) ok = ok || (f >= 0 && (tok < 0 ? Reading(kIEmptySpaceA) == 0 : f == tok));
      if (ok) out.push_back(kNoPay);
      return;
    }
    case kMvC: case kMvE: case kMvG:
      for (int c = 0; c < kFactions; ++c) {
        if (tok >= 0 && c != tok) continue;
        if (pl.cards[c] > (c == reserved ? 1 : 0)) out.push_back(c);
      }
      return;
    default:
      out.push_back(kNoPay);
      return;
  }
}

void TudorState::MoveOptions(const Move& m, int p, std::vector<Action>& out) const {
  std::vector<int> pays;
  if (m.pos == kNone) {
    // Start: an own Courtier in the Throne Room (if it can take a first step), or one from the supply.
    for (int s = 0; s < kMaxSpaces; ++s) {
      if (fig_[s] != p || !OnBoard(s)) continue;
      Move from = m;
      from.pos = static_cast<std::int8_t>(s);
      from.start = static_cast<std::int8_t>(s);
      from.visited = 1ull << s;
      std::vector<Action> next;
      MoveOptions(from, p, next);
      if (!next.empty()) out.push_back(MakeAction(kAFrom, s));
    }
    const bool place = m.kind <= kMvG || ((m.kind == kMvBonus || m.kind == kMvStrong) && Reading(kISpecialMovePlace) == 1);
    if (place && players_[p].supply > 0)
      for (int c = 0; c < Cols(); ++c) {
        const int s = Space(c, 0);
        if (!CanEnter(p, s)) continue;
        pays.clear();
        PayOptions(m, p, s, kNone, pays);
        for (int pay : pays) out.push_back(MakeAction(kAStep, s * 8 + pay));
      }
    if (place && players_[p].supply == 0) {
      // No Courtier in supply: one may be taken back from the Throne Room and placed. Its old space is
      // lost (it waits for a new Court Token), so it is not a target of this placement.
      std::vector<int> from;
      RecallOptions(p, from);
      for (int r : from) {
        if (fig_[r] != p) {  // td.recall-whose=any: another player's Courtier; nothing is placed after it
          out.push_back(MakeAction(kARecall, r));
          continue;
        }
        for (int c = 0; c < Cols(); ++c) {
          const int s = Space(c, 0);
          if (s == r || !CanEnter(p, s)) continue;
          pays.clear();
          PayOptions(m, p, s, kNone, pays);
          for (int pay : pays) out.push_back(MakeAction(kARecallPlace, r * 512 + s * 8 + pay));
        }
      }
    }
    return;
  }
  if (m.left == 0) return;
  // Re-entering a space of this movement: barred for the enhanced C movement by its text, for every movement
  // under td.no-reentry=every-move. (The other movements either go up only or take one step or one jump.)
  const std::uint64_t barred = (m.kind == kMvC && m.enhanced) || Reading(kINoReentry) == 1 ? m.visited : 0;
  const int col = ColOf(m.pos), row = RowOf(m.pos);
  for (int d = 0; d < (m.any_dir ? 4 : 1); ++d) {
    const int c1 = col + kDirs[d][0], r1 = row + kDirs[d][1];
    if (c1 < 0 || c1 >= Cols() || r1 < 0 || r1 >= Rows()) continue;
    const int t = Space(c1, r1);
    if (barred & (1ull << t)) continue;
    if (fig_[t] == kNone) {
      if (m.kind == kMvJump || !CanEnter(p, t)) continue;
      pays.clear();
      PayOptions(m, p, t, kNone, pays);
      for (int pay : pays) out.push_back(MakeAction(kAStep, t * 8 + pay));
      continue;
    }
    // Passing an occupied space needs a second step onto an open space beyond it.
    const bool can_pass = m.kind == kMvC || m.kind == kMvE || m.kind == kMvJump || m.kind == kMvStrong;
    if (!can_pass || m.left < 2) continue;
    const int c2 = c1 + kDirs[d][0], r2 = r1 + kDirs[d][1];
    if (c2 < 0 || c2 >= Cols() || r2 < 0 || r2 >= Rows()) continue;
    const int u = Space(c2, r2);
    if ((barred & (1ull << u)) || !CanEnter(p, u)) continue;
    const bool cards = m.kind == kMvC || m.kind == kMvE;
    for (int skip = 0; skip < (cards ? kFactions : 1); ++skip) {
      const int ps = cards ? skip : kNoPay;
      if (cards && players_[p].cards[ps] == 0) continue;
      pays.clear();
      PayOptions(m, p, u, cards ? ps : kNone, pays);
      for (int pl : pays) out.push_back(MakeAction(kAJump, u * 64 + ps * 8 + pl));
    }
  }
}

void TudorState::LegalMove(std::vector<Action>& out) const {
  MoveOptions(mv_, actor_, out);
  out.push_back(MakeAction(kAStop));
}

void TudorState::Discard(int p, int f) {
  --players_[p].cards[f];
  if (Reading(kIDiscardTo) == 0) ++stack_[f];
  else ++cards_out_[f];
}

void TudorState::QueueRestock(int s) { restock_[s] = 1; }

// The next space to refill: "from top to bottom and from left to right"; none while a movement is still
// under way or when the bag is empty.
int TudorState::NextRestock() const {
  if (mode_ == Mode::kMove) return kNone;
  int bag = 0;
  for (int b : bag_) bag += b;
  if (bag == 0) return kNone;
  for (int r = Rows() - 1; r >= 0; --r)
    for (int c = 0; c < Cols(); ++c)
      if (restock_[Space(c, r)]) return Space(c, r);
  return kNone;
}

void TudorState::RestockFrom(int faction) {
  // The space NextRestock() named before the draw: the drawn token has already left the bag, which may now be
  // empty (NextRestock() would then name no space), so the topmost-leftmost waiting space is found directly.
  int s = kNone;
  for (int r = Rows() - 1; r >= 0 && s == kNone; --r)
    for (int c = 0; c < Cols(); ++c)
      if (restock_[Space(c, r)]) { s = Space(c, r); break; }
  token_[s] = static_cast<std::int8_t>(faction);
  restock_[s] = 0;
  Fire(kRRestock);
}

// Enter space s (a step, a jump's landing or a placement from the supply), paying `pay`.
void TudorState::EnterSpace(int s, int pay) {
  const int p = actor_;
  Player& pl = players_[p];
  if (pay != kNoPay) {
    Discard(p, pay);
    mv_.discarded |= static_cast<std::uint8_t>(1 << pay);
  }
  const int old = mv_.pos;
  if (old == kNone) {
    --pl.supply;
    Fire(kRPlaceSupply);
  } else {
    fig_[old] = kNone;
    if (old != mv_.start || Reading(kIRestockStart) == 0) QueueRestock(old);
  }
  fig_[s] = static_cast<std::int8_t>(p);
  restock_[s] = 0;  // re-entered (td.no-reentry=enhanced-c-only): no longer a space moved through
  mv_.pos = static_cast<std::int8_t>(s);
  mv_.visited |= 1ull << s;
  --mv_.left;
  ++mv_.moved;
  if (token_[s] != kNone) {
    ++pl.tokens[token_[s]];
    token_[s] = kNone;
    Fire(kRMovePickup);
  }
}

void TudorState::ApplyMove(Action a) {
  const int kind = KindOf(a), arg = ArgOf(a);
  switch (kind) {
    case kAFrom:
      mv_.pos = static_cast<std::int8_t>(arg);
      mv_.start = static_cast<std::int8_t>(arg);
      mv_.visited = 1ull << arg;
      return;
    case kAStep:
      EnterSpace(arg / 8, arg % 8);
      break;
    case kARecallPlace:
      Recall(arg / 512);
      EnterSpace((arg / 8) % 64, arg % 8);
      break;
    case kARecall:  // td.recall-whose=any: another player's Courtier is taken off; the player still has none
      Recall(arg);
      FinishMove();  // nothing was placed: the movement ends here
      return;
    case kAJump: {
      const int u = arg / 64, ps = (arg / 8) % 8, pl = arg % 8;
      if (ps != kNoPay) {
        Discard(actor_, ps);
        mv_.discarded |= static_cast<std::uint8_t>(1 << ps);
      }
      const int over = Space((ColOf(mv_.pos) + ColOf(u)) / 2, (RowOf(mv_.pos) + RowOf(u)) / 2);
      mv_.visited |= 1ull << over;
      --mv_.left;
      ++mv_.moved;
      Fire(kRPassOccupied);
      EnterSpace(u, pl);
      break;
    }
    default:  // kAStop
      FinishMove();
      return;
  }
  if (RowOf(mv_.pos) == Rows() - 2 && office_[ColOf(mv_.pos)] == actor_) Fire(kROwnOffice);  // top space closed
  std::vector<Action> next;
  if (RowOf(mv_.pos) != Rows() - 1) MoveOptions(mv_, actor_, next);
  if (next.empty()) FinishMove();
}

void TudorState::FinishMove() {
  mode_ = Mode::kNone;
  const int e = mv_.pos;
  if (e == kNone) {
    Advance();
    return;
  }
  Fire(kRNoEndOccupied);
  if (ii_[e] != kNone) {
    pending_ii_ = ii_[e];
    ii_[e] = kNone;
    Fire(kRMoveII);
  }
  if (RowOf(e) == Rows() - 1) {
    fig_[e] = kNone;
    if (Reading(kIOfficeRestock) == 0) QueueRestock(e);
    pending_office_ = ColOf(e);
    Fire(kROffice);
    // td.ring-full-hand=no-ring (no-office keeps such a player out of the top space): the Office, taken once
    // the space is restocked (TakeOffice), comes without a Ring; told with the step that reaches it.
    const int p = actor_, holder = office_[ColOf(e)];
    if (Explaining() && players_[p].Rings() == kFingers && holder != p)
      Tell(holder == kNone
               ? fmt::format("p{} takes column {}'s Office but no Ring from the Ring Stand: each of p{}'s five fingers "
                             "already holds one", p, ColOf(e) + 1, p)
               : fmt::format("p{} takes column {}'s Office from p{}, who is disgraced, but no Ring from them: each of "
                             "p{}'s five fingers already holds one", p, ColOf(e) + 1, holder, p));
  }
  if (mv_.kind == kMvE && mv_.enhanced && mv_.moved >= 3 && mv_.discarded) {
    pending_ecard_ = true;
    Fire(kREnhE);
  }
  if (mv_.kind == kMvC && mv_.enhanced && mv_.moved == 3) Fire(kREnhC);
  const std::uint8_t discarded = mv_.discarded;
  mv_ = Move{};
  if (pending_ecard_) mv_.discarded = discarded;  // the E enhancement's card matches one of these
  Advance();
}

void TudorState::TakeOffice(int col) {
  const int p = actor_;
  if (HasScoring(3)) {
    players_[p].prestige += board().quest_prestige;
    Fire(kRScQuest);
  }
  if (scenario_ == 3) ++pending_any_;
  const int holder = office_[col];
  office_[col] = static_cast<std::int8_t>(p);
  const bool room = players_[p].Rings() < kFingers;
  if (!room)
    RecordFinding(FindingKind::kSilent, {holder == kNone ? kROfficeRing : kRDisgrace}, kIRingFullHand,
                  "a player with a Ring on every finger takes an Office: the text has no finger for the new Ring; "
                  "no Ring is taken");
  if (holder == kNone) {
    int stand = 0;
    for (int s : stand_) stand += s;
    if (stand > 0 && room) mode_ = Mode::kOfficeRing;
    return;
  }
  ++players_[holder].supply;
  Fire(kRDisgrace);
  if (players_[holder].Rings() > 0 && room) {
    pending_victim_ = holder;
    mode_ = Mode::kTakeRing;
  }
}

void TudorState::RequestArrange(int p) { arrange_[p] = 1; }

// td.recall-whose: "own" offers p's Courtiers only, "any" every Courtier in the Throne Room.
void TudorState::RecallOptions(int p, std::vector<int>& out) const {
  const bool any = Reading(kIRecallWhose) == 1;
  for (int s = 0; s < kMaxSpaces; ++s)
    if (OnBoard(s) && (fig_[s] == p || (any && fig_[s] != kNone))) out.push_back(s);
}

void TudorState::Recall(int s) {
  const int owner = fig_[s];
  ++players_[owner].supply;
  fig_[s] = kNone;
  QueueRestock(s);
  Fire(kRNoCourtiers);
  if (owner != actor_)
    RecordFinding(FindingKind::kSilent, {kRNoCourtiers}, kIRecallWhose,
                  "another player's Courtier is removed under the no-Courtier special case: the text says neither "
                  "where it goes nor how the placement continues; it returns to its owner's supply and, the placing "
                  "player still having no Courtier, that placement lapses");
}

}  // namespace peerage::td
