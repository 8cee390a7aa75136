// Noblemen Masquerade Balls (prestige track, titles, title VP), scoring rounds, the end of the game and
// the ranking with its tie-breaks.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

void NoblemenState::StartBall() {
  Fire(kRBallStart);
  for (int p = 0; p < N(); ++p) {
    if (pl_[p].title >= 0) ++titles_supply_[pl_[p].title];
    pl_[p].title = -1;
    prestige_[p] = -1;
  }
  sc_.ball_index = sc_.ball_extra = sc_.ball_redeemed = sc_.ball_blackmail = 0;
  phase_ = Phase::kBall;
}

int NoblemenState::BasePrestige(int p) const {
  const Estate& e = pl_[p].estate;
  int total = e.CountLand(kPond);
  for (const Tile& t : e.tiles) total += t.structure == kPalace ? 2 : 0;
  for (int o = 0; o < N(); ++o)
    for (const Group& g : pl_[o].estate.groups) {
      if (g.land != kPond) continue;
      const int q = MaaOn(o, g.x, g.y);
      const bool redirected = q >= 0 && q != o;
      if ((o == p && !redirected) || (o != p && q == p)) total += 2;
    }
  return total;
}

// Where a Ball total comes from, for the table (" (1 from the estate's pond)"): the estate's ponds, Palaces
// and pond groups (BasePrestige), then what chits and Scandal cards added; "" for no prestige at all.
std::string NoblemenState::PrestigeSources(int p, int total) const {
  if (total <= 0) return "";
  const Estate& e = pl_[p].estate;
  const int ponds = e.CountLand(kPond), base = BasePrestige(p);
  int palaces = 0;
  for (const Tile& t : e.tiles) palaces += t.structure == kPalace;
  const int groups = (base - ponds - 2 * palaces) / 2;  // pond groups held (BasePrestige: 2 each)
  std::vector<std::string> things;
  if (ponds > 0) things.push_back(ponds == 1 ? "pond" : fmt::format("{} ponds", ponds));
  if (palaces > 0) things.push_back(palaces == 1 ? "Palace" : fmt::format("{} Palaces", palaces));
  if (groups > 0) things.push_back(groups == 1 ? "pond group" : fmt::format("{} pond groups", groups));
  std::vector<std::string> parts;
  if (base > 0) parts.push_back(fmt::format("{} from the estate's {}", base, fmt::join(things, " and ")));
  if (total > base) parts.push_back(fmt::format("{} from chits and Scandal cards", total - base));
  return fmt::format(" ({})", fmt::join(parts, ", "));
}

void NoblemenState::LegalBall(std::vector<Action>& out) const {
  const PlayerState& ps = pl_[BallPlayer()];
  if (!sc_.ball_redeemed)
    for (int k = 1; k <= ps.chits; ++k) out.push_back(Act(kARedeem, k));
  for (int c = 0; c < kNumCards; ++c)
    if (ps.hand[c]) out.push_back(Act(kASpend, c));
  if (ps.hand[kBlackmail] && (Reading(kIBlackmailPerBall) == 1 || sc_.ball_blackmail == 0))
    out.push_back(Act(kABlackmail));
  out.push_back(Act(kAPlace));
}

void NoblemenState::ApplyBall(Action a) {
  const int p = BallPlayer(), v = Payload(a);
  PlayerState& ps = pl_[p];
  switch (KindOf(a)) {
    case kARedeem:
      ps.chits = static_cast<std::uint8_t>(ps.chits - v);
      chits_supply_ += v;
      sc_.ball_extra += v;
      sc_.ball_redeemed = 1;
      Fire(kRBallChits);
      Fire(kRBribeRedeem);
      return;
    case kASpend:
      --ps.hand[v];
      ReturnToBottom(v, -1, false);  // shown for the prestige
      ++sc_.ball_extra;
      Fire(kRBallCards);
      Fire(kRCardBottom);
      return;
    case kABlackmail:
      --ps.hand[kBlackmail];
      ReturnToBottom(kBlackmail, -1, false);
      sc_.ball_extra += 3;
      ++sc_.ball_blackmail;
      Fire(kRCardBlackmail);
      return;
    default: break;
  }
  Fire(kRBallPrestige);
  PlaceMarker(p, BasePrestige(p) + sc_.ball_extra);
  sc_.ball_extra = sc_.ball_redeemed = sc_.ball_blackmail = 0;
  if (++sc_.ball_index == N()) FinishBall();
}

void NoblemenState::PlaceMarker(int p, int total) {
  auto occupied = [&](int s) {
    for (int q = 0; q < N(); ++q)
      if (prestige_[q] == s) return true;
    return false;
  };
  int v = std::min(kTrackMax, total);
  if (total > kTrackMax) Fire(kRBallCap);
  const int want = v;
  while (v >= 0 && occupied(v)) --v;
  if (v < want) Fire(kRBallPlace);
  if (v < 0) {
    RecordFinding(FindingKind::kContradiction, {kRBallPlace}, kIBallFloor,
                  fmt::format("p{} with {} prestige ties down to space 0: no open space behind, yet markers "
                              "may not share", p, total));
    if (Reading(kIBallFloor) == 0) {
      v = want;
      while (occupied(v)) ++v;
    } else {
      v = 0;
    }
    // Explaining (State::StepParts): where the marker goes when every space behind its own is taken.
    if (Explaining()) {
      std::string sharer;
      for (int q = 0; q < N(); ++q)
        if (q != p && prestige_[q] == 0) sharer = fmt::format("p{}", q);
      const std::string behind = want == 0 ? "space 0 taken" : fmt::format("every space from {} down to 0 taken", want);
      const std::string with = fmt::format("with {} prestige{}", total, PrestigeSources(p, total));
      Tell(v == 0 ? fmt::format("p{}'s marker, {}, finds {}, so it shares space 0 with {}", p, with, behind,
                                sharer.empty() ? std::string("another marker") : sharer)
                  : fmt::format("p{}'s marker, {}, finds {}, so it goes up to space {}, the first open space above", p,
                                with, behind, v));
    }
  }
  prestige_[p] = static_cast<std::int8_t>(v);
}

void NoblemenState::FinishBall() {
  // Highest marker first; equal spaces (share-zero only) in placing order.
  std::array<int, kMaxPlayers> order{};
  for (int k = 0; k < N(); ++k) order[k] = (crown_ + k) % N();
  std::stable_sort(order.begin(), order.begin() + N(), [&](int a, int b) { return prestige_[a] > prestige_[b]; });
  for (int k = 0; k < N(); ++k) {
    const int p = order[k];
    for (int t = kNumTitles - 1; t >= 0; --t)
      if (titles_supply_[t] > 0 && kTitleNeed[t] <= prestige_[p]) {
        --titles_supply_[t];
        pl_[p].title = static_cast<std::int8_t>(t);
        pl_[p].vp += kTitleVp[t];
        Fire(kRBallTitles);
        if (kTitleVp[t] > 0) Fire(kRBallTitleVp);
        break;
      }
    if (pl_[p].title < 0)
      RecordFinding(FindingKind::kSilent, {kRBallTitles}, -1, fmt::format("no title left for p{}", p));
  }
  prestige_.fill(-1);
  ++balls_;
  if (balls_ == 2) {
    final_left_ = N();
    Fire(kRBallFinal);
  }
  BeginTurn(Left(active_));
}

bool NoblemenState::ChurchNear(const Estate& e, int x, int y, int dx, int dy) const {
  const int i = e.Find(x + dx, y + dy);
  return i >= 0 && e.tiles[i].structure == kChurch;
}

int NoblemenState::ScoreStructure(const Estate& e, const Tile& t) const {
  int churches = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      if (!dx && !dy) continue;
      if (dx && dy && Reading(kIChurchAdjacent) == 0) continue;
      churches += ChurchNear(e, t.x, t.y, dx, dy);
    }
  return t.structure == kCastle ? 3 + churches : 5 + 2 * churches;
}

// Explaining (State::StepParts), where nm.church-adjacent matters: a scored Castle or Palace with a Church
// diagonal to it, told with what it scores under the reading in force.
void NoblemenState::TellDiagonalChurches(int p, const Estate& e, const Tile& t) {
  std::vector<std::string> diagonal;
  int orthogonal = 0;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      if ((!dx && !dy) || !ChurchNear(e, t.x, t.y, dx, dy)) continue;
      if (dx && dy) diagonal.push_back(fmt::format("{},{}", t.x + dx, t.y + dy));
      else ++orthogonal;
    }
  if (diagonal.empty()) return;
  const bool castle = t.structure == kCastle;
  const int base = castle ? 3 : 5, each = castle ? 1 : 2;
  const bool eight = Reading(kIChurchAdjacent) != 0;
  const int counted = orthogonal + (eight ? static_cast<int>(diagonal.size()) : 0);
  std::string at = diagonal.back();
  if (diagonal.size() > 1)
    at = fmt::format("{} and {}", fmt::join(diagonal.begin(), diagonal.end() - 1, ", "), diagonal.back());
  Tell(fmt::format("p{}'s {} at {},{} has {} diagonal to it at {}: {}, so it scores {} + {} x {} = {}", p,
                   castle ? "Castle" : "Palace", t.x, t.y, diagonal.size() == 1 ? "a Church" : "Churches", at, eight ? "counted, as all eight neighbours are" : "not counted, as only the four orthogonal neighbours are",
                   base, each, counted, base + each * counted));
}

void NoblemenState::ScoringRound() {
  for (int p = 0; p < N(); ++p) {
    const Estate& e = pl_[p].estate;
    for (const Tile& t : e.tiles) {
      if ((t.structure != kCastle && t.structure != kPalace) || !e.Surrounded(t.x, t.y)) continue;
      pl_[p].vp += ScoreStructure(e, t);
      Fire(t.structure == kCastle ? kRScoreCastle : kRScorePalace);
      if (Explaining()) TellDiagonalChurches(p, e, t);
    }
  }
  Fire(kRScoreDecadeEnd);
  if (++decade_ == 3) EndGame();
  else StartDecade();
}

void NoblemenState::EndGame() {
  for (int p = 0; p < N(); ++p)
    if (pl_[p].hand[kLiaison]) {
      pl_[p].vp += 3 * pl_[p].hand[kLiaison];
      Fire(kREndLiaison);
    }
  Fire(kREndWinner);
  for (int p = 0; p < N(); ++p)
    for (int q = p + 1; q < N(); ++q)
      if (pl_[p].vp == pl_[q].vp) {
        Fire(kREndTie);
        p = q = N();
      }
  phase_ = Phase::kGameOver;
}

std::vector<std::int64_t> NoblemenState::DoScores() const {
  std::vector<std::int64_t> s(N());
  for (int p = 0; p < N(); ++p) s[p] = pl_[p].vp;
  return s;
}

std::vector<int> NoblemenState::DoRanking() const {
  std::vector<std::vector<std::int64_t>> keys(N());
  for (int p = 0; p < N(); ++p) {
    keys[p] = {pl_[p].vp, pl_[p].pounds};
    if (Reading(kITieAfterPounds) == 1) keys[p].push_back(pl_[p].title);
  }
  return RankByKeys(keys);
}

// nm.end.tie: players level on VP are ranked by pounds, then (nm.tie-after-pounds=higher-title) by title.
std::string NoblemenState::DoTieBreakWhy(int p, int q) const {
  const PlayerState &a = pl_[p], &b = pl_[q];
  auto pounds = [](int n) { return fmt::format("{} pound{}", n, n == 1 ? "" : "s"); };
  const std::string money = a.pounds == b.pounds ? fmt::format("each has {}", pounds(a.pounds))
                                                 : fmt::format("p{} has {} and p{} {}", p, pounds(a.pounds), q, b.pounds);
  if (a.pounds != b.pounds || Reading(kITieAfterPounds) == 0) return money;
  auto title = [](int t) {
    if (t < 0 || t >= kNumTitles) return std::string("without a title");
    const std::string name = TitleName(t);
    return (name.front() == 'E' ? "an " : "a ") + name;
  };
  if (a.title == b.title) return fmt::format("{}, and each is {}", money, title(a.title));
  return fmt::format("{}, and p{} is {}, p{} {}", money, p, title(a.title), q, title(b.title));
}

}  // namespace peerage::nm
