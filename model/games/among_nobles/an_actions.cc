// Among Nobles: the actions of an action series — warfare, piety, commerce, birth, marriage (with the
// bride presentation), hire and intrigue — and the nobility cost modifiers.
#include <fmt/format.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {
namespace {
constexpr std::array<int, kNumCosts> kBaseCost = {1, 1, 2, 2};
}  // namespace

// A cost while the activated head acts: the base cost, or his nobility's cost term.
int AmongNoblesState::Cost(CostKind k) const {
  if (sc_.head != kNone)
    for (const Term& t : data().cards[sc_.head].terms)
      if (t.kind == kTCost && t.cost == k) return t.n;
  return kBaseCost[k];
}

bool AmongNoblesState::BirthLegal(int card) const {
  if (loc_[card] != kLDisplay) return false;
  const int h = sc_.head, w = spouse_[h];
  if (w == kNone || row_[h] + 1 >= kRows) return false;
  const Card& child = data().cards[card];
  const int act = CurrentAct();
  if ((act == kSon && !child.male) || (act == kDaughter && child.male)) return false;
  const std::uint8_t parents = data().cards[h].traits | data().cards[w].traits;
  const bool inherited = Reading(kITraitInherit) == 0 ? (child.traits & parents) != 0 : (child.traits & ~parents) == 0;
  if (!inherited) return false;
  const bool pays = child.male && (act == kSon || Reading(kIChildCost) == 0);
  return !pays || players_[sc_.actor].gold >= Cost(kCostSon);
}

void AmongNoblesState::LegalAction(std::vector<Action>& out) const {
  const int p = sc_.actor, act = CurrentAct();
  const PlayerState& ps = players_[p];
  bool optional = true;
  switch (act) {
    case kWarfare: {
      const bool from_supply = ps.supply > 0 && ps.gold >= Cost(kCostSupplyMove);
      for (int from = 0; from <= kSupplySource; ++from) {
        if (from == kSupplySource ? !from_supply : (!ProvinceInPlay(from) || ps.armies[from] == 0)) continue;
        for (int to = 0; to < kProvinces; ++to)
          if (to != from && ProvinceInPlay(to)) out.push_back(MakeAction(kAWar, from * 16 + to));
      }
      break;
    }
    case kPiety: case kCommerce: out.push_back(MakeAction(kADo)); break;
    case kIntrigue: {
      const int w = spouse_[sc_.head];
      if (data().cards[sc_.head].power == kPIntrigue ||
          (Reading(kIIntrigueCouple) == 1 && w != kNone && data().cards[w].power == kPIntrigue))
        out.push_back(MakeAction(kADo));
      break;
    }
    case kHire: {
      if (ps.gold < Cost(kCostHire)) break;
      const int left = ps.gold - Cost(kCostHire);
      bool has_groom = false, army_in_province = false;
      for (int c = 0; c < kCards; ++c)
        has_groom = has_groom || (IsHead(c) && owner_[c] == p && data().cards[c].male && spouse_[c] == kNone);
      for (int i = 0; i < kProvinces; ++i) army_in_province = army_in_province || ps.armies[i] > 0;
      for (int k = 0; k < 3; ++k) {
        if (Reading(kIHire) == 1) {  // must-afford: the hired action must be possible
          if (kHireActs[k] == kWarfare && !army_in_province && !(ps.supply > 0 && left >= Cost(kCostSupplyMove))) continue;
          if (kHireActs[k] == kMarriage && !(has_groom && left >= Cost(kCostMarriage))) continue;
        }
        out.push_back(MakeAction(kAHire, k));
      }
      break;
    }
    case kMarriage:
      if (ps.gold >= Cost(kCostMarriage))
        for (int c = 0; c < kCards; ++c)
          if (IsHead(c) && owner_[c] == p && data().cards[c].male && spouse_[c] == kNone) out.push_back(MakeAction(kAGroom, c));
      break;
    default: {  // births
      for (int c = 0; c < kCards; ++c)
        if (BirthLegal(c)) out.push_back(MakeAction(kABirth, c));
      optional = out.empty();  // mandatory for a couple when possible
      break;
    }
  }
  if (optional) out.push_back(MakeAction(kASkip));
  std::sort(out.begin(), out.end());
}

void AmongNoblesState::ApplyActionChoice(Action a) {
  const int kind = ActKindOf(a), arg = ArgOf(a);
  PlayerState& ps = players_[sc_.actor];
  switch (kind) {
    case kASkip: Advance(); return;
    case kAWar: {
      const int from = arg / 16, to = arg % 16;
      if (from == kSupplySource) {
        const int cost = Cost(kCostSupplyMove);
        if (cost != 1) Fire(kRNobilityCost);
        ps.gold -= cost;
        ps.gold_out += cost;
        --ps.supply;
        Fire(kRWarSupply);
      } else {
        --ps.armies[from];
        Fire(kRWarMove);
      }
      ++ps.armies[to];
      Advance();
      return;
    }
    case kADo:
      if (CurrentAct() == kPiety) {
        ++ps.prestige;
        Fire(kRPiety);
        Advance();
      } else if (CurrentAct() == kCommerce) {
        ++ps.gold;
        ++ps.gold_in;
        Fire(kRCommerce);
        Advance();
      } else {  // intrigue
        // Not a contradiction: "the character (or couple) executes an intrigue action" names who acts, and a
        // married wife's "rule box text no longer applies", so the couple acts with the head's ability
        // (an.intrigue-couple says how the engine reads it).
        const int w = spouse_[sc_.head];
        if (data().cards[sc_.head].power == kPIntrigue) StartEffects(sc_.head, sc_.actor, kPIntrigue, kResAction);
        else StartEffects(w, sc_.actor, kPIntrigue, kResAction);
      }
      return;
    case kAHire: {
      const int cost = Cost(kCostHire);
      if (cost != 2) Fire(kRNobilityCost);
      ps.gold -= cost;
      ps.gold_out += cost;
      Fire(kRHire);
      sc_.hired = static_cast<std::uint8_t>(kHireActs[arg]);
      if (!HasChoice()) Advance();
      return;
    }
    case kABirth: Birth(arg); return;
    case kAGroom: StartMarriage(arg); return;
    case kAPresent:
      presented_[CurrentPlayer()] = static_cast<std::int8_t>(arg);
      Fire(kRMarryPresent);
      ++sc_.present_idx;
      NextPresenter();
      return;
    case kABride: ChooseBride(arg); return;
    default: return;
  }
}

void AmongNoblesState::Birth(int card) {
  const int p = sc_.actor, h = sc_.head, w = spouse_[h];
  PlayerState& ps = players_[p];
  const Card& child = data().cards[card];
  if (child.male && (CurrentAct() == kSon || Reading(kIChildCost) == 0)) {
    const int cost = Cost(kCostSon);
    if (cost != 1) Fire(kRNobilityCost);
    ps.gold -= cost;
    ps.gold_out += cost;
    Fire(kRBirthCost);
  }
  Fire(kRBirthTake);
  Fire(kRBirthTrait);
  Fire(kRBirthMandatory);
  if (row_[h] == 1) Fire(kRBirthRows);  // a grandchild: the third and last row
  loc_[card] = kLOwned;
  owner_[card] = static_cast<std::uint8_t>(p);
  row_[card] = static_cast<std::uint8_t>(row_[h] + 1);
  spouse_[card] = kNone;
  activated_[card] = 0;
  born_[card] = data().cards[h].traits | data().cards[w].traits;
  sc_.taken = 1;
  if (child.shields > 0) {
    ps.supply += child.shields;
    ps.gained_armies += child.shields;
    Fire(kRBirthShields);
  }
  if (child.male)
    for (const Term& t : data().cards[h].terms)
      if (t.kind == kTOnSon) {
        Fire(kRNobilityOnSon);
        for (const Gain& g : t.then) ApplyGain(g, p, h);
      }
  if (child.power == kChristening) StartEffects(card, p, kChristening, kResAction);
  else Advance();
}

int AmongNoblesState::Presenter(int index) const {
  const int n = NumPlayers();
  return (sc_.actor + index + (Reading(kIOwnDaughter) == 0 ? 1 : 0)) % n;
}

void AmongNoblesState::LegalPresent(std::vector<Action>& out) const {
  const int q = Presenter(sc_.present_idx);
  for (int c = 0; c < kCards; ++c)
    if (IsUnmarriedFemale(c, q) && c != sc_.head) out.push_back(MakeAction(kAPresent, c));
}

void AmongNoblesState::StartMarriage(int groom) {
  const int cost = Cost(kCostMarriage);
  if (cost != 2) Fire(kRNobilityCost);
  PlayerState& ps = players_[sc_.actor];
  ps.gold -= cost;
  ps.gold_out += cost;
  sc_.marriage_paid = static_cast<std::uint8_t>(cost);
  sc_.groom = static_cast<std::uint8_t>(groom);
  Fire(kRMarryGroom);
  presented_.fill(-1);
  presented_revealed_ = 0;
  sc_.present_idx = 0;
  NextPresenter();
}

void AmongNoblesState::NextPresenter() {
  const int count = NumPlayers() - (Reading(kIOwnDaughter) == 0 ? 1 : 0);
  thread_local std::vector<Action> buffer;
  while (sc_.present_idx < count) {
    buffer.clear();
    LegalPresent(buffer);
    if (!buffer.empty()) {
      phase_ = Phase::kPresent;
      return;
    }
    ++sc_.present_idx;
  }
  presented_revealed_ = 1;  // every pick is made: the brides are revealed together
  int shown = 0, last = -1;
  for (int p = 0; p < NumPlayers(); ++p)
    if (presented_[p] >= 0) ++shown, last = presented_[p];
  if (shown == 0) {
    PlayerState& ps = players_[sc_.actor];
    ps.gold += sc_.marriage_paid;
    ps.gold_in += sc_.marriage_paid;
    sc_.marriage_paid = 0;
    sc_.groom = kNone;
    Fire(kRMarryRefund);
    Advance();
    return;
  }
  if (shown == 1) {
    ChooseBride(last);
    return;
  }
  phase_ = Phase::kChooseBride;
}

void AmongNoblesState::ChooseBride(int bride) {
  const int from = owner_[bride], groom = sc_.groom;
  Fire(kRMarryChoose);
  players_[from].prestige += 2;
  Fire(kRMarryPrestige);
  loc_[bride] = kLOwned;
  owner_[bride] = sc_.actor;
  row_[bride] = row_[groom];
  spouse_[bride] = static_cast<std::uint8_t>(groom);
  spouse_[groom] = static_cast<std::uint8_t>(bride);
  activated_[bride] = 0;  // her token goes back to its owner, unusable this phase
  Fire(kRMarryJoin);
  presented_.fill(-1);
  presented_revealed_ = 0;
  sc_.groom = kNone;
  sc_.marriage_paid = 0;
  phase_ = Phase::kAction;
  if (data().cards[bride].power == kAlliance) StartEffects(bride, from, kAlliance, kResAction);
  else Advance();
}

}  // namespace peerage::an
