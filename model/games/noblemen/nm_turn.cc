// Noblemen turns: the main decision point (action, Scandal card, 2-for-1 trade, end), the legal actions of
// every sub-step, and the dispatch of a player's action (effects in nm_effects.cc).
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {
namespace {
int ScreenTotal(const PlayerState& ps) { return ps.screen[0] + ps.screen[1] + ps.screen[2] + ps.screen[3]; }
}  // namespace

// ---- helpers ------------------------------------------------------------------------------------------

int NoblemenState::Discount(int p) const {
  switch (pl_[p].title) {
    case kEarl: return Reading(kIEarlDiscount) == 0 ? 1 : 2;
    case kMarquess: return 2;
    case kDuke: return 3;
    default: return 0;
  }
}
int NoblemenState::Cost(int p, int base) const { return std::max(0, base - Discount(p)); }
int NoblemenState::CastlePrice() const { return data().castle_prices[__builtin_ctz(castle_slots_)]; }
int NoblemenState::ChurchPrice() const { return data().church_prices[__builtin_ctz(church_slots_)]; }
int NoblemenState::ChitPrice() const { return sc_.marriage && sc_.bought < 4 ? 1 : 2; }

bool NoblemenState::CastleSpacingOk(const Estate& e, int x, int y, int ignore_index) const {
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      if (!dx && !dy) continue;
      const int i = e.Find(x + dx, y + dy);
      if (i >= 0 && i != ignore_index && (e.tiles[i].structure == kCastle || e.tiles[i].structure == kPalace))
        return false;
    }
  return true;
}

bool NoblemenState::ChurchSpacingOk(const Estate& e, int x, int y) const {
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      if (!dx && !dy) continue;
      const int i = e.Find(x + dx, y + dy);
      if (i >= 0 && e.tiles[i].structure == kChurch) return false;
    }
  return true;
}

bool NoblemenState::FollyRequirement(int p, int folly) const {
  const Estate& e = pl_[p].estate;
  const int forests = e.CountGroups(kWood), plantations = e.CountGroups(kFarm), gardens = e.CountGroups(kPond);
  switch (folly) {
    case 0: return forests >= 2;
    case 1: return plantations >= 2;
    case 2: return gardens >= 2;
    default: return forests >= 1 && plantations >= 1 && gardens >= 1;
  }
}

int NoblemenState::MaaOn(int owner, int x, int y) const {
  for (int q = 0; q < N(); ++q)
    for (int m = 0; m < 2; ++m)
      if (pl_[q].maa_owner[m] == owner && pl_[q].maa_x[m] == x && pl_[q].maa_y[m] == y) return q;
  return -1;
}

void NoblemenState::GainCrown(int p, RuleId rule) {
  crown_ = static_cast<std::int8_t>(p);
  Fire(rule);
}

int NoblemenState::DonateCap(int) const { return sc_.vicar ? 5 : 3; }

bool NoblemenState::CanDonate(int p, int land) const {
  return pl_[p].screen[land] > 0 && donated_[land] < DonateCap(land) && CanDonateMore();
}

bool NoblemenState::CanDonateMore() const {  // the Vicar's total cap (public)
  const int total = donated_[0] + donated_[1] + donated_[2] + donated_[3];
  return !(sc_.vicar && Reading(kIVicarCap) == 1 && total >= 12);
}

// ---- legal actions ------------------------------------------------------------------------------------

void NoblemenState::LegalLandCells(int p, std::vector<Action>& out) const {
  const PlayerState& ps = pl_[p];
  const Estate& e = ps.estate;
  for (const Tile& t : e.tiles)
    for (int d = 0; d < 4; ++d) {
      const int x = t.x + kDx[d], y = t.y + kDy[d];
      if (e.Find(x, y) >= 0) continue;
      for (int l = 0; l < kNumLands; ++l)
        if (ps.screen[l]) out.push_back(PosAct(kALand, x, y, l));
    }
}

void NoblemenState::LegalBuilds(int p, std::vector<Action>& out) const {
  const PlayerState& ps = pl_[p];
  const Estate& e = ps.estate;
  const Components& d = data();
  const bool castle = castle_slots_ && ps.pounds >= Cost(p, CastlePrice());
  const bool church = church_slots_ && ps.pounds >= Cost(p, ChurchPrice());
  const bool palace = palaces_board_ > 0 && ps.pounds >= Cost(p, d.palace_price);
  const bool folly_money = follies_left_ && ps.pounds >= Cost(p, d.folly_price);
  for (int i = 0; i < static_cast<int>(e.tiles.size()); ++i) {
    const Tile& t = e.tiles[i];
    if (t.structure == kCastle && palace) out.push_back(PosAct(kAPalace, t.x, t.y));
    if (t.land != kClearing || t.structure != kNoStructure) continue;
    if (castle && CastleSpacingOk(e, t.x, t.y, -1)) out.push_back(PosAct(kACastle, t.x, t.y));
    if (church && ChurchSpacingOk(e, t.x, t.y)) out.push_back(PosAct(kAChurch, t.x, t.y));
    if (folly_money)
      for (int f = 0; f < 4; ++f)
        if ((follies_left_ >> f & 1) && FollyRequirement(p, f)) out.push_back(PosAct(kAFolly, t.x, t.y, f));
  }
}

void NoblemenState::LegalMaa(int p, bool treachery, std::vector<Action>& out) const {
  const PlayerState& ps = pl_[p];
  for (int m = 0; m < 2; ++m) {
    if (m == 1 && ps.maa_owner[0] < 0 && ps.maa_owner[1] < 0) break;  // two markers in supply: one choice
    for (int o = 0; o < N(); ++o)
      for (const Group& g : pl_[o].estate.groups) {
        const int occupant = MaaOn(o, g.x, g.y);
        if (occupant == p) continue;
        bool ok;
        if (o == p)
          ok = occupant < 0 ? Reading(kIOwnEstateMaa) == 0
                            : !(treachery && Reading(kITreacheryDisplace) == 1);
        else
          ok = occupant < 0;
        if (ok) out.push_back(PosAct(kAMaa, g.x, g.y, 0, m, o));
      }
  }
}

void NoblemenState::LegalScandals(int p, std::vector<Action>& out) const {
  const PlayerState& ps = pl_[p];
  for (int c = 0; c < kNumCards; ++c) {
    if (!ps.hand[c]) continue;
    bool ok = true;
    switch (c) {
      case kBlackmail: case kLiaison: case kMurder: ok = false; break;
      case kOutmaneuver: case kPurloin: ok = ScreenTotal(ps) > 0; break;
      case kVicar: case kMarriage: ok = !sc_.action_done; break;
      case kTreachery: {
        std::vector<Action> t;
        LegalMaa(p, true, t);
        ok = !t.empty();
        break;
      }
      default: break;
    }
    if (ok) out.push_back(Act(kAPlay, c));
  }
}

// nm.card.treachery: why Treachery may not be played, where the player holds it and may still play a Scandal
// card but LegalMaa finds no group to put a Men-at-Arms on: each group in play, and what keeps it closed
// (at most three told, the rest counted).
std::string NoblemenState::DoWhyNotLegal(std::string_view action) const {
  if (action != "play treachery" || phase_ != Phase::kMain) return "";
  const int p = active_;
  if (!pl_[p].hand[kTreachery] || sc_.scandal_played) return "";
  std::vector<Action> targets;
  LegalMaa(p, true, targets);
  if (!targets.empty()) return "";
  std::size_t groups = 0;
  for (int o = 0; o < N(); ++o) groups += pl_[o].estate.groups.size();
  if (groups == 0) return "Treachery has no target: no Forest, Garden or Plantation is in play";
  std::vector<std::string> closed;
  for (int o = 0; o < N(); ++o)
    for (const Group& g : pl_[o].estate.groups) {
      const int occupant = MaaOn(o, g.x, g.y);
      const std::string where = fmt::format("{} {} at {},{}{}", o == p ? fmt::format("p{}'s own", p) : fmt::format("p{}'s", o),
                                            GroupName(g.land), g.x, g.y,
                                            groups == 1 ? ", the only group in play," : "");
      if (occupant == p) closed.push_back(fmt::format("{} holds p{}'s own Men-at-Arms already", where, p));
      else if (o == p && occupant >= 0)
        closed.push_back(fmt::format("{} holds p{}'s Men-at-Arms, which Treachery may not send back under this reading",
                                     where, occupant));
      else if (o == p)
        closed.push_back(fmt::format("{} is empty, and on one's own estate a Men-at-Arms may only displace another's "
                                     "under the readings played", where));
      else closed.push_back(fmt::format("{} holds p{}'s Men-at-Arms", where, occupant));
    }
  const std::size_t told = std::min<std::size_t>(closed.size(), 3);
  std::string list = fmt::format("{}", fmt::join(closed.begin(), closed.begin() + static_cast<std::ptrdiff_t>(told), "; "));
  if (closed.size() > told)
    list += fmt::format("; {} more group{} closed", closed.size() - told, closed.size() - told == 1 ? " is" : "s are");
  return "Treachery has no target: " + list;
}

void NoblemenState::LegalMain(std::vector<Action>& out) const {
  const int p = active_;
  const PlayerState& ps = pl_[p];
  if (!sc_.action_done) {
    out.push_back(Act(kAVp));
    LegalLandCells(p, out);
    LegalBuilds(p, out);
    if (!ps.acquire_used) out.push_back(Act(kAAcquire));
    if (!ps.taxes_used) out.push_back(Act(kATaxes));
    for (int l = 0; l < kNumLands; ++l)
      if (CanDonate(p, l)) out.push_back(Act(kADonate, l));
    if (chits_supply_ > 0 && ps.pounds >= ChitPrice()) out.push_back(Act(kABribe));
  } else {
    out.push_back(Act(kAEnd));
  }
  if (!sc_.scandal_played) LegalScandals(p, out);
  if (ScreenTotal(ps) >= 2 && (Reading(kITradePoints) == 0 || !sc_.action_done))
    for (int a = 0; a < kNumLands; ++a)
      for (int b = a; b < kNumLands; ++b)
        if (ps.screen[a] && ps.screen[b] && (a != b || ps.screen[a] >= 2)) out.push_back(Act(kATrade, a * kNumLands + b));
}

void NoblemenState::LegalSub(std::vector<Action>& out) const {
  const PlayerState& me = pl_[active_];
  switch (phase_) {
    case Phase::kMulligan: {
      const PlayerState& ps = pl_[sc_.mulligan_player];
      for (int l = 0; l < kNumLands; ++l)
        if (ps.screen[l]) out.push_back(Act(kAAside, l));
      out.push_back(Act(kAKeep));
      break;
    }
    case Phase::kCardChoose: case Phase::kCardOrder:
      for (int c = 0; c < kNumCards; ++c)
        if (pl_[sc_.chooser].offered[c]) out.push_back(Act(phase_ == Phase::kCardChoose ? kAChoose : kABottom, c));
      break;
    case Phase::kMurderOffer:  // asked of every other player; only a holder may play it
      if (pl_[OfferPlayer(sc_.offer_index)].hand[kMurder] > 0) out.push_back(Act(kAMurder));
      out.push_back(Act(kAPass));
      break;
    case Phase::kLands: LegalLandCells(active_, out); out.push_back(Act(kADone)); break;
    case Phase::kGroupPick: {  // nm.group-order = choose: the squares the land just placed completes
      for (const auto& [cx, cy] : CompletedSquares(active_, sc_.group_x, sc_.group_y)) out.push_back(PosAct(kAGroup, cx, cy));
      std::sort(out.begin(), out.end());
      break;
    }
    case Phase::kMaaOffer: LegalMaa(active_, false, out); out.push_back(Act(kASkip)); break;
    case Phase::kTreachery: LegalMaa(active_, true, out); break;
    case Phase::kForestGive:
      for (int l = 0; l < kNumLands; ++l)
        if (pl_[sc_.give_from].screen[l]) out.push_back(Act(kAGive, l));
      break;
    case Phase::kDonate:
      for (int l = 0; l < kNumLands; ++l)
        if (CanDonate(active_, l)) out.push_back(Act(kADonate, l));
      out.push_back(Act(kADone));
      break;
    case Phase::kBribe:
      if (chits_supply_ > 0 && me.pounds >= ChitPrice()) out.push_back(Act(kABribe));
      out.push_back(Act(kADone));
      break;
    case Phase::kRedeem:
      for (int k = 0; k <= me.chits; ++k) out.push_back(Act(kARedeem, k));
      break;
    case Phase::kTradePick: case Phase::kPurloinPick:
      for (int l = 0; l < kNumLands; ++l)
        if (bag_[l]) out.push_back(Act(kATake, l));
      break;
    case Phase::kPurloin:
      for (int l = 0; l < kNumLands; ++l)
        if (me.screen[l]) out.push_back(Act(kAGive, l));
      out.push_back(Act(kADone));
      break;
    case Phase::kTreason:
      for (int q = 0; q < N(); ++q)
        if (q != active_) out.push_back(Act(kATarget, q));
      break;
    default: break;
  }
}

// ---- applying -----------------------------------------------------------------------------------------

void NoblemenState::AfterAction() {
  sc_.action_done = 1;
  phase_ = Phase::kMain;
  Fire(kRTurnOneAction);
}

void NoblemenState::ApplyPlayer(Action a) {
  const int k = KindOf(a), v = Payload(a);
  const int x = PosX(v), y = PosY(v), sub = (v >> 18) & 3;
  PlayerState& me = pl_[active_];
  switch (phase_) {
    case Phase::kMulligan: {
      PlayerState& ps = pl_[sc_.mulligan_player];
      if (k == kAAside) {
        --ps.screen[v];
        ++ps.aside[v];
        Fire(kRSetupMulligan);
        if (ScreenTotal(ps) > 0) return;
      }
      if (++sc_.mulligan_player < N()) return;
      sc_.mulligan_player = 0;
      for (int p = 0; p < N(); ++p)
        draws_[p] = static_cast<std::uint16_t>(pl_[p].aside[0] + pl_[p].aside[1] + pl_[p].aside[2] + pl_[p].aside[3]);
      phase_ = Phase::kMulliganDraw;
      StartLandDraws(kResAfterMulligan);
      return;
    }
    case Phase::kCardChoose: {
      PlayerState& ps = pl_[sc_.chooser];
      --ps.offered[v];
      ++ps.hand[v];
      ps.offered_public.fill(0);  // which one was kept is the chooser's secret
      Fire(kRCardDraw);
      ReturnOffered();
      return;
    }
    case Phase::kCardOrder:  // the next card under the deck, face down
      --pl_[sc_.chooser].offered[v];
      ReturnToBottom(v, sc_.chooser, false);
      Fire(kRCardDraw);
      ReturnOffered();
      return;
    case Phase::kMurderOffer:
      if (k == kAMurder) {
        const int q = OfferPlayer(sc_.offer_index);
        --pl_[q].hand[kMurder];
        ReturnToBottom(kMurder, -1, false);
        Fire(kRCardMurder);
        sc_.murdered = 1;
        sc_.offer_index = 0;
        EndTurn();
      } else {
        ++sc_.offer_index;
        NextMurderOffer();
      }
      return;
    case Phase::kMain:
      switch (k) {
        case kAVp: ++me.vp; Fire(kRTurnVp); AfterAction(); return;
        case kALand:
          sc_.lands_left = 3; sc_.woods = sc_.forests = 0; sc_.lands_card = 0;
          phase_ = Phase::kLands;
          PlayLand(active_, sub, x, y);
          return;
        case kACastle: case kAChurch: case kAPalace: case kAFolly: Build(active_, k, sub, x, y); return;
        case kAAcquire: case kATaxes:
          (k == kAAcquire ? me.acquire_used : me.taxes_used) = true;
          sc_.redeem_for = k == kAAcquire ? 0 : 1;
          if (me.chits > 0) { phase_ = Phase::kRedeem; return; }
          if (k == kAAcquire) Acquire(0); else Taxes(0);
          return;
        case kADonate: phase_ = Phase::kDonate; break;  // handled below
        case kABribe: phase_ = Phase::kBribe; break;    // handled below
        case kAPlay: PlayCard(active_, v); return;
        case kATrade:
          --me.screen[v / kNumLands]; --me.screen[v % kNumLands];
          ++bag_[v / kNumLands]; ++bag_[v % kNumLands];
          BagChangedBy(active_);
          me.bag_known = true;  // digs through the bag for the land they want (FAQ)
          sc_.trade_for = 0;
          phase_ = Phase::kTradePick;
          return;
        case kAEnd: EndTurn(); return;
        default: return;
      }
      break;
    default: break;
  }
  switch (phase_) {
    case Phase::kLands:
      if (k == kALand) PlayLand(active_, sub, x, y);
      else FinishLands();
      return;
    case Phase::kGroupPick: {
      const int land = me.estate.tiles[me.estate.Find(sc_.group_x, sc_.group_y)].land;
      FormGroup(active_, x, y);
      sc_.group_x = sc_.group_y = 0;
      phase_ = Phase::kLands;
      AfterLand(active_, land);
      return;
    }
    case Phase::kMaaOffer: case Phase::kTreachery:
      if (k == kAMaa) PlaceMaa(active_, (v >> 20) & 1, v >> 21, x, y, phase_ == Phase::kTreachery);
      else AfterAction();
      return;
    case Phase::kForestGive: {
      --pl_[sc_.give_from].screen[v];
      ++pl_[sc_.give_to].screen[v];
      if (--sc_.give_left == 0 || ScreenTotal(pl_[sc_.give_from]) == 0) AfterMaa();
      return;
    }
    case Phase::kDonate:
      if (k == kADonate) {
        --me.screen[v];
        ++donated_[v];
        ++me.vp;
        Fire(kRDonate);
        if (donated_[v] > 3) Fire(kRCardVicar);
        // The donor goes on deciding while the table can see that a donation might still be possible
        // (land behind the screen, a type with room left): ending on its own when the donor holds no
        // land of a type with room would show what is behind the screen.
        if (ScreenTotal(me) > 0)
          for (int l = 0; l < kNumLands; ++l)
            if (donated_[l] < DonateCap(l) && CanDonateMore()) return;
      }
      AfterAction();
      return;
    case Phase::kBribe:
      if (k == kABribe) {
        const int price = ChitPrice();
        if (price == 1) Fire(kRCardMarriage);
        me.pounds -= price;
        ++me.chits;
        --chits_supply_;
        ++me.vp;
        ++sc_.bought;
        Fire(kRBribe);
        if (chits_supply_ > 0 && me.pounds >= ChitPrice()) return;
      }
      AfterAction();
      return;
    case Phase::kRedeem:
      me.chits = static_cast<std::uint8_t>(me.chits - v);
      chits_supply_ += v;
      if (v > 0) Fire(kRBribeRedeem);
      if (sc_.redeem_for == 0) Acquire(v); else Taxes(v);
      return;
    case Phase::kTradePick: case Phase::kPurloinPick:
      --bag_[v];
      ++me.screen[v];
      BagChangedBy(active_);
      if (phase_ == Phase::kTradePick) {
        Fire(kRTurnTrade);
        phase_ = Phase::kMain;
      } else {
        Fire(kRCardPurloin);
        phase_ = --sc_.purloin_left > 0 && ScreenTotal(me) > 0 ? Phase::kPurloin : Phase::kMain;
      }
      return;
    case Phase::kPurloin:
      if (k == kAGive) {
        --me.screen[v];
        ++bag_[v];
        BagChangedBy(active_);
        me.bag_known = true;  // picks "the lands of your choice": sees the bag
        phase_ = Phase::kPurloinPick;
      } else {
        phase_ = Phase::kMain;
      }
      return;
    case Phase::kTreason:
      pl_[v].treason = true;
      Fire(kRCardTreason);
      phase_ = Phase::kMain;
      return;
    case Phase::kBall: ApplyBall(a); return;
    default: return;
  }
}

}  // namespace peerage::nm
