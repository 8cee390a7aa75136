// Noblemen action effects: Acquire Land and Taxes (with Men-at-Arms redirects), playing lands and forming
// groups, building structures, placing Men-at-Arms with their payments, and the Scandal cards played in
// one's own turn. Legal actions and the dispatch are in nm_turn.cc.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {
namespace {
int ScreenTotal(const PlayerState& ps) { return ps.screen[0] + ps.screen[1] + ps.screen[2] + ps.screen[3]; }
}  // namespace

void NoblemenState::Acquire(int redeemed) {
  const int p = active_;
  const Estate& e = pl_[p].estate;
  int own = e.CountLand(kWood) + redeemed;
  for (const Group& g : e.groups) {
    if (g.land != kWood) continue;
    const int q = MaaOn(p, g.x, g.y);
    if (q >= 0 && q != p) {
      draws_[q] = static_cast<std::uint16_t>(draws_[q] + 2);
      Fire(kRAcquireRedirect);
    } else {
      own += 2;
    }
  }
  draws_[p] = static_cast<std::uint16_t>(draws_[p] + own);
  Fire(kRAcquire);
  sc_.action_done = 1;
  Fire(kRTurnOneAction);
  StartLandDraws(kResMain);
}

void NoblemenState::Taxes(int redeemed) {
  const int p = active_;
  const Estate& e = pl_[p].estate;
  int own = e.CountLand(kFarm) + redeemed;
  for (const Group& g : e.groups) {
    if (g.land != kFarm) continue;
    const int q = MaaOn(p, g.x, g.y);
    if (q >= 0 && q != p) {
      pl_[q].pounds += 2;
      Fire(kRTaxesRedirect);
    } else {
      own += 2;
    }
  }
  pl_[p].pounds += own;
  Fire(kRTaxes);
  AfterAction();
}

void NoblemenState::WarPay(int p, int land) {
  if (war_ < 0) return;
  int want = 0;
  if (war_ == kSpain) want = std::min(1, 9 - war_pounds_);
  if (war_ == kFrance && land == kPond) want = std::min(2, 6 - war_pounds_);
  const int paid = std::min(want, pl_[p].pounds);
  if (paid <= 0) return;
  pl_[p].pounds -= paid;
  war_pounds_ += paid;
  Fire(war_ == kSpain ? kRCardSpain : kRCardFrance);
}

// The 2x2 squares of `land` that the tile at x, y completes, none of whose tiles is in a group yet: their
// top-left corners, in the order NW, NE, SW, SE of the tile.
std::vector<std::pair<int, int>> NoblemenState::CompletedSquares(int p, int x, int y) const {
  const Estate& e = pl_[p].estate;
  const int at = e.Find(x, y);
  std::vector<std::pair<int, int>> out;
  if (at < 0 || e.tiles[at].land == kClearing || e.tiles[at].group >= 0) return out;
  const int land = e.tiles[at].land;
  static constexpr int kCorners[4][2] = {{-1, -1}, {0, -1}, {-1, 0}, {0, 0}};  // NW, NE, SW, SE
  for (const auto& corner : kCorners) {
    const int cx = x + corner[0], cy = y + corner[1];
    int n = 0;
    for (int dx = 0; dx <= 1; ++dx)
      for (int dy = 0; dy <= 1; ++dy) {
        const int i = e.Find(cx + dx, cy + dy);
        n += i >= 0 && e.tiles[i].land == land && e.tiles[i].group < 0;
      }
    if (n == 4) out.emplace_back(cx, cy);
  }
  return out;
}

// The square with top-left corner cx, cy becomes a group: a Plantation (2 pounds at once), a Forest (2 more
// lands owed) or a Garden (the Queen's crown).
void NoblemenState::FormGroup(int p, int cx, int cy) {
  PlayerState& ps = pl_[p];
  Estate& e = ps.estate;
  const int land = e.tiles[e.Find(cx, cy)].land;
  const auto g = static_cast<std::int16_t>(e.groups.size());
  for (int dx = 0; dx <= 1; ++dx)
    for (int dy = 0; dy <= 1; ++dy) e.tiles[e.Find(cx + dx, cy + dy)].group = g;
  e.groups.push_back({static_cast<std::int16_t>(cx), static_cast<std::int16_t>(cy), static_cast<std::uint8_t>(land)});
  Fire(kRLandGroup);
  if (land == kWood) ++sc_.forests;
  if (land == kFarm) {
    ps.pounds += 2;
    Fire(kRLandFarm);
  }
  if (land == kPond) GainCrown(p, kRLandGardenCrown);
}

void NoblemenState::PlayLand(int p, int land, int x, int y) {
  PlayerState& ps = pl_[p];
  Estate& e = ps.estate;
  --ps.screen[land];
  e.Add(x, y, land);
  Fire(kRLandPlace);
  --sc_.lands_left;
  if (land == kWood) ++sc_.woods;
  if (land == kFarm) {
    ++ps.pounds;
    Fire(kRLandFarm);
  }
  // "Farms can only be part of one Plantation": one square forms a group. nm.group-order: the player chooses
  // among two or more (group-pick), or the first in a fixed order forms.
  std::vector<std::pair<int, int>> squares = CompletedSquares(p, x, y);
  if (Reading(kIGroupOrder) == 2) std::reverse(squares.begin(), squares.end());
  if (squares.size() >= 2 && Explaining()) TellSquares(p, land, x, y, squares);
  if (squares.size() >= 2 && Reading(kIGroupOrder) == 0) {
    sc_.group_x = x, sc_.group_y = y;
    phase_ = Phase::kGroupPick;
    return;
  }
  if (!squares.empty()) FormGroup(p, squares.front().first, squares.front().second);
  AfterLand(p, land);
}

// Explaining (State::StepParts), where nm.group-order matters: the squares a land completes, and which becomes
// the group ("the farm at 2,1 completes the squares at 1,0 and 2,0: p0 chooses which becomes the Plantation").
void NoblemenState::TellSquares(int p, int land, int x, int y, const std::vector<std::pair<int, int>>& squares) {
  std::vector<std::pair<int, int>> sorted = squares;
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::string> at;
  for (const auto& [cx, cy] : sorted) at.push_back(fmt::format("{},{}", cx, cy));
  const std::string list = at.size() == 2 ? at[0] + " and " + at[1]
                                          : fmt::format("{} and {}", fmt::join(at.begin(), at.end() - 1, ", "), at.back());
  const std::string completes = fmt::format("the {} at {},{} completes the squares at {}", LandName(land), x, y, list);
  const int order = Reading(kIGroupOrder);
  if (order == 0) {
    Tell(fmt::format("{}: p{} chooses which becomes the {}", completes, p, GroupName(land)));
    return;
  }
  Tell(fmt::format("{}: the first in the order {}, at {},{}, becomes the {}", completes,
                   order == 1 ? "NW, NE, SW, SE" : "SE, SW, NE, NW", squares.front().first, squares.front().second,
                   GroupName(land)));
}

// What follows a land's placement once its group (if any) is formed: a war's payment, then the end of the
// land play when the turn's lands are placed or the screen is empty.
void NoblemenState::AfterLand(int p, int land) {
  WarPay(p, land);
  if (sc_.lands_left == 0 || ScreenTotal(pl_[p]) == 0) FinishLands();
}

void NoblemenState::FinishLands() {
  const int owed = sc_.woods + 2 * sc_.forests;
  if (owed > 0) Fire(kRLandWood);
  draws_[active_] = static_cast<std::uint16_t>(draws_[active_] + owed);
  if (sc_.lands_card) {
    Fire(kRCardOutmaneuver);
  } else {
    sc_.action_done = 1;
    Fire(kRTurnOneAction);
  }
  StartLandDraws(kResMain);
}

void NoblemenState::Build(int p, int kind, int sub, int x, int y) {
  PlayerState& ps = pl_[p];
  Estate& e = ps.estate;
  Tile& t = e.tiles[e.Find(x, y)];
  const Components& d = data();
  int base = 0;
  if (kind == kACastle) base = CastlePrice();
  if (kind == kAChurch) base = ChurchPrice();
  if (kind == kAPalace) base = d.palace_price;
  if (kind == kAFolly) base = d.folly_price;
  const int cost = Cost(p, base);
  if (cost < base) Fire(kRBuildDiscount);
  // Explaining (State::StepParts): a discounted price as its sum, the title's discount named.
  if (Explaining() && cost < base) {
    static constexpr const char* kStructures[] = {"Castle", "Church", "Palace", "Folly"};
    const int k = kind == kACastle ? 0 : kind == kAChurch ? 1 : kind == kAPalace ? 2 : 3;
    const char* title = ps.title == kEarl ? "Earl" : ps.title == kMarquess ? "Marquess" : "Duke";
    auto pounds = [](int n) { return fmt::format("{} pound{}", n, n == 1 ? "" : "s"); };
    Tell(fmt::format("the {} costs {}, less {} for p{}'s title of {}: p{} pays {}", kStructures[k],
                     pounds(base), pounds(base - cost), p, title, p, pounds(cost)));
  }
  if (ps.title == kEarl && base > 0)
    RecordFinding(FindingKind::kContradiction, {kRBuildDiscount, kRBallTitles}, kIEarlDiscount,
                  fmt::format("Earl p{} builds: the title list gives a 1 pound discount, the Ball example 2", p));
  ps.pounds -= cost;
  if (kind != kAPalace) Fire(kRBuildClearing);
  switch (kind) {
    case kACastle:
      castle_slots_ &= castle_slots_ - 1;  // the left-most (cheapest) filled space
      t.structure = kCastle;
      Fire(kRBuildCastle);
      Fire(kRBuildCastleSpacing);
      {
        std::vector<Action> targets;
        LegalMaa(p, false, targets);
        if (Explaining()) TellCastleMaa(p, !targets.empty());
        if (!targets.empty()) {
          sc_.maa_treachery = 0;
          phase_ = Phase::kMaaOffer;
          return;
        }
      }
      AfterAction();
      return;
    case kAChurch:
      church_slots_ &= church_slots_ - 1;
      t.structure = kChurch;
      Fire(kRBuildChurch);
      Fire(kRBuildChurchSpacing);
      Fire(kRBuildChurchCard);
      AfterAction();
      card_queue_.assign(1, static_cast<std::int8_t>(p));
      sc_.resume = kResMain;
      NextCardChooser();
      return;
    case kAPalace:
      --palaces_board_;
      t.structure = kPalace;
      ++castles_supply_;
      Fire(kRBuildPalace);
      GainCrown(p, kRBuildPalaceCrown);
      AfterAction();
      return;
    default:
      follies_left_ &= ~(1 << sub);
      t.structure = static_cast<std::uint8_t>(kFollyCountry + sub);
      ps.vp += kFollyVp[follies_built_++];
      Fire(kRBuildFolly);
      Fire(kRBuildFollyVp);
      AfterAction();
      return;
  }
}

void NoblemenState::PlaceMaa(int p, int m, int owner, int x, int y, bool treachery) {
  Fire(treachery ? kRCardTreachery : kRMaaPlace);
  sc_.maa_treachery = treachery;
  const int occupant = MaaOn(owner, x, y);
  if (occupant >= 0) {
    for (int k = 0; k < 2; ++k)
      if (pl_[occupant].maa_owner[k] == owner && pl_[occupant].maa_x[k] == x && pl_[occupant].maa_y[k] == y)
        pl_[occupant].maa_owner[k] = -1;
    Fire(kRMaaDisplace);
  }
  PlayerState& me = pl_[p];
  me.maa_owner[m] = static_cast<std::int8_t>(owner);
  me.maa_x[m] = static_cast<std::int16_t>(x);
  me.maa_y[m] = static_cast<std::int16_t>(y);
  if (owner != p) {
    const Estate& e = pl_[owner].estate;
    const int land = e.groups[e.GroupAt(x, y)].land;
    if (land == kFarm) {
      const int paid = std::min(2, pl_[owner].pounds);
      pl_[owner].pounds -= paid;
      me.pounds += paid;
      Fire(kRMaaPlantation);
      if (paid < 2) Fire(kRMaaShortfall);
    } else if (land == kWood) {
      Fire(kRMaaForest);
      const int have = ScreenTotal(pl_[owner]);
      if (have < 2) Fire(kRMaaShortfall);
      if (have > 0) {
        sc_.give_from = owner;
        sc_.give_to = p;
        sc_.give_left = std::min(2, have);
        phase_ = Phase::kForestGive;
        return;
      }
    } else if (land == kPond) {
      // Not a contradiction: the Men-at-Arms text itself limits the gain to what the land's owner has ("the
      // player owning the land ... you only get what they have"), which the FAQ repeats for the crown.
      const int holder = crown_;
      if (crown_ == owner || Reading(kIGardenCrown) == 1) GainCrown(p, kRMaaGarden);
      // Explaining (State::StepParts), where nm.garden-crown matters: a Garden whose owner does not hold the
      // crown, and what the Men-at-Arms there takes under the reading in force.
      if (Explaining() && holder >= 0 && holder != owner && holder != p)
        Tell(Reading(kIGardenCrown) == 1
                 ? fmt::format("p{}'s Men-at-Arms on p{}'s Garden takes the Queen's crown, though p{} holds it, not p{}", p,
                               owner, holder, owner)
                 : fmt::format("p{}'s Men-at-Arms on p{}'s Garden takes nothing: the crown moves only from its holder's "
                               "Garden, and p{} holds it, not p{}", p, owner, holder, owner));
    }
  }
  AfterMaa();
}

void NoblemenState::AfterMaa() {
  sc_.give_from = sc_.give_to = -1;
  sc_.give_left = 0;
  if (sc_.maa_treachery) {
    sc_.maa_treachery = 0;
    phase_ = Phase::kMain;
  } else {
    AfterAction();
  }
}

void NoblemenState::PlayCard(int p, int c) {
  PlayerState& ps = pl_[p];
  --ps.hand[c];
  sc_.scandal_played = 1;
  Fire(kRTurnScandal);
  if (c == kSpain || c == kFrance) {
    if (war_ >= 0) ReturnToBottom(war_, -1, false);  // kicked out
    war_ = c;
    war_pounds_ = 0;
  } else {
    ReturnToBottom(c, -1, false);
    Fire(kRCardBottom);
  }
  switch (c) {
    case kOutmaneuver:
      sc_.lands_left = 3; sc_.woods = sc_.forests = 0; sc_.lands_card = 1;
      phase_ = Phase::kLands;
      return;
    case kDowry:
      draws_[p] = static_cast<std::uint16_t>(draws_[p] + 4);
      Fire(kRCardDowry);
      StartLandDraws(kResMain);
      return;
    case kVicar: sc_.vicar = 1; return;
    case kMarriage: sc_.marriage = 1; return;
    case kPurloin: sc_.purloin_left = 5; sc_.trade_for = 1; phase_ = Phase::kPurloin; return;
    case kTreachery: phase_ = Phase::kTreachery; return;
    case kTariff: ps.pounds += 5; Fire(kRCardTariff); return;
    case kWhiteHall: GainCrown(p, kRCardWhiteHall); return;
    case kTreason: phase_ = Phase::kTreason; return;
    case kSpain: Fire(kRCardSpain); return;
    case kFrance: Fire(kRCardFrance); return;
    default: return;
  }
}

// Explaining (State::StepParts), where nm.own-estate-maa matters (the builder has groups of their own without
// a Men-at-Arms): whether the new Castle's Men-at-Arms may guard one of them, or only displace an opponent's.
void NoblemenState::TellCastleMaa(int p, bool any) {
  int open = 0;
  for (const Group& g : pl_[p].estate.groups) open += MaaOn(p, g.x, g.y) < 0;
  if (open == 0) return;
  const std::string groups = open == 1 ? std::string("their own group without a Men-at-Arms")
                                       : fmt::format("their own {} groups without a Men-at-Arms", open);
  const std::string unguarded = open == 1 ? fmt::format("p{}'s own group stays unguarded", p)
                                            : fmt::format("p{}'s own {} groups stay unguarded", p, open);
  if (Reading(kIOwnEstateMaa) == 0)
    Tell(fmt::format("the new Castle brings a Men-at-Arms: p{} may place it on {} to guard it", p, groups));
  else if (!any)
    Tell(fmt::format("the new Castle brings no Men-at-Arms: on their own estate p{} may only displace an opponent's, "
                     "none stands there and no opponent has an open group, so {} and the action ends", p, unguarded));
  else
    Tell(fmt::format("the new Castle brings a Men-at-Arms, but on their own estate p{} may only displace an opponent's: {}",
                     p, unguarded));
}

}  // namespace peerage::nm
