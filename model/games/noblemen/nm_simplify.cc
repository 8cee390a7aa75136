// Noblemen: simpler neighbours of a state (GameInfo::simplify), for shrinking report examples.
//
// Each candidate is a copy of the state with one thing taken away or made smaller, written as canonical
// JSON. The measure every candidate lowers (noblemen.h): over all players, land tiles in estates +
// structures on them + Scandal cards in hands + Men-at-Arms placed + chits + pounds + VP + the space of
// a prestige marker placed at a Ball, plus the lands in the Church's donation area. Components are conserved (nm_checks.cc) by putting them where the
// rules put them: a land back in the bag (as a donation goes back at a decade's start), a structure back
// to its supply (a folly back among those left to build), a Scandal card under the deck face up (as a
// played card goes), a Men-at-Arms and a chit back to the supply.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {
namespace {

// Whether the estate without tile `gone` still hangs together orthogonally from the start clearing (0, 0).
bool ConnectedWithout(const Estate& e, int gone) {
  const int size = static_cast<int>(e.tiles.size());
  std::vector<char> seen(size, 0);
  std::vector<int> todo = {e.Find(0, 0)};
  if (todo[0] < 0 || todo[0] == gone) return false;
  seen[todo[0]] = 1;
  int reached = 1;
  while (!todo.empty()) {
    const Tile t = e.tiles[todo.back()];
    todo.pop_back();
    for (int k = 0; k < 4; ++k) {
      const int i = e.Find(t.x + kDx[k], t.y + kDy[k]);
      if (i < 0 || i == gone || seen[i]) continue;
      seen[i] = 1;
      ++reached;
      todo.push_back(i);
    }
  }
  return reached == size - 1;
}

// The estate with tile `gone` taken off (play order and groups kept; the tile is in no group).
Estate Without(const Estate& e, int gone) {
  Estate out;
  out.groups = e.groups;
  for (int i = 0; i < static_cast<int>(e.tiles.size()); ++i) {
    if (i == gone) continue;
    const Tile& t = e.tiles[i];
    const int k = out.Add(t.x, t.y, t.land);
    out.tiles[k].structure = t.structure;
    out.tiles[k].group = t.group;
  }
  return out;
}
}  // namespace

std::vector<Json> NoblemenState::Simplify() const {
  std::vector<Json> out;
  const int n = N();
  auto emit = [&](auto&& change) {
    NoblemenState s(*this);
    change(s);
    out.push_back(s.ToJson());
  };
  // 1. A structure off an estate, back to its supply.
  for (int p = 0; p < n; ++p) {
    const Estate& e = pl_[p].estate;
    for (int i = 0; i < static_cast<int>(e.tiles.size()); ++i) {
      const int st = e.tiles[i].structure;
      if (st == kNoStructure) continue;
      emit([p, i, st](NoblemenState& s) {
        s.pl_[p].estate.tiles[i].structure = kNoStructure;
        if (st == kCastle) ++s.castles_supply_;
        else if (st == kPalace) ++s.palaces_supply_;
        else if (st == kChurch) ++s.churches_supply_;
        else s.follies_left_ |= 1 << (st - kFollyCountry), --s.follies_built_;
      });
    }
  }
  // 2. A Men-at-Arms back to the supply (not while one is being placed or paid for).
  const bool maa_pending = phase_ == Phase::kMaaOffer || phase_ == Phase::kTreachery || phase_ == Phase::kForestGive;
  for (int p = 0; p < n && !maa_pending; ++p)
    for (int m = 0; m < 2; ++m)
      if (pl_[p].maa_owner[m] >= 0)
        emit([p, m](NoblemenState& s) { s.pl_[p].maa_owner[m] = -1, s.pl_[p].maa_x[m] = s.pl_[p].maa_y[m] = 0; });
  // 3. A Scandal card out of a hand, under the deck face up (the Murder on offer stays).
  for (int p = 0; p < n; ++p)
    for (int c = 0; c < kNumCards; ++c) {
      if (pl_[p].hand[c] == 0) continue;
      if (phase_ == Phase::kMurderOffer && c == kMurder && p == CurrentPlayer()) continue;
      emit([p, c](NoblemenState& s) {
        --s.pl_[p].hand[c];
        s.ReturnToBottom(c, -1, false);
      });
    }
  // 4. A land tile off an estate, back to the bag: not the start clearing, not under a structure or in a
  // group, not one that holds the estate together, and not the active player's while they play lands.
  for (int p = 0; p < n; ++p) {
    if ((phase_ == Phase::kLands || phase_ == Phase::kGroupPick) && p == active_) continue;
    const Estate& e = pl_[p].estate;
    for (int i = 0; i < static_cast<int>(e.tiles.size()); ++i) {
      const Tile& t = e.tiles[i];
      if ((t.x == 0 && t.y == 0) || t.structure != kNoStructure || t.group >= 0 || !ConnectedWithout(e, i)) continue;
      emit([p, i, land = t.land](NoblemenState& s) {
        s.pl_[p].estate = Without(s.pl_[p].estate, i);
        ++s.bag_[land];
      });
    }
  }
  // 5. A chit back to the supply; a prestige marker of a Ball down to the next open space behind it.
  for (int p = 0; p < n; ++p)
    if (pl_[p].chits > 0) emit([p](NoblemenState& s) { --s.pl_[p].chits, ++s.chits_supply_; });
  for (int p = 0; p < n; ++p) {
    int v = prestige_[p] - 1;
    auto open = [&](int space) {
      if (space == 0 && Reading(kIBallFloor) == 1) return true;
      for (int q = 0; q < n; ++q)
        if (q != p && prestige_[q] == space) return false;
      return true;
    };
    while (v >= 0 && !open(v)) --v;
    if (prestige_[p] > 0 && v >= 0) emit([p, v](NoblemenState& s) { s.prestige_[p] = static_cast<std::int8_t>(v); });
  }
  // 6. Pounds and VP to none, then down by one.
  for (int p = 0; p < n; ++p) {
    if (pl_[p].pounds > 1) emit([p](NoblemenState& s) { s.pl_[p].pounds = 0; });
    if (pl_[p].vp > 1) emit([p](NoblemenState& s) { s.pl_[p].vp = 0; });
  }
  for (int p = 0; p < n; ++p) {
    if (pl_[p].pounds > 0) emit([p](NoblemenState& s) { --s.pl_[p].pounds; });
    if (pl_[p].vp > 0) emit([p](NoblemenState& s) { --s.pl_[p].vp; });
  }
  // 7. A land of the Church's donation area back to the bag (as the donations go back at a decade's start).
  for (int land = 0; land < kNumLands; ++land)
    if (donated_[land] > 0) emit([land](NoblemenState& s) { --s.donated_[land], ++s.bag_[land]; });
  return out;
}

}  // namespace peerage::nm
