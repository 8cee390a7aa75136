// Noblemen: setup, decades, turn flow, chance nodes and the action dispatch. The main decision point and
// the actions are in nm_turn.cc, Balls and scoring in nm_ball.cc.
#include "model/games/noblemen/noblemen.h"

#include <algorithm>

namespace peerage::nm {

const char* PhaseName(Phase p) {
  static const char* const kNames[kNumPhases] = {
      "deal", "mulligan", "mulligan-draw", "crown-draw", "card-draw", "card-choose", "murder-offer", "main",
      "lands", "land-draw", "maa-offer", "forest-give", "donate", "bribe", "redeem", "trade-pick", "purloin",
      "purloin-pick", "treachery", "treason", "ball", "game-over", "card-order", "group-pick"};
  const int i = static_cast<int>(p);
  return i >= 0 && i < kNumPhases ? kNames[i] : "?";
}

NoblemenState::NoblemenState(std::shared_ptr<const GameContext> context) : State(std::move(context)) {
  const Components& d = data();
  const int n = N();
  for (int l = 0; l < kNumLands; ++l) bag_[l] = static_cast<std::uint8_t>(d.lands[l] - 2 * n);
  const auto titles = TitleCounts(d, n);
  for (int t = 0; t < kNumTitles; ++t) titles_supply_[t] = static_cast<std::uint8_t>(titles[t]);
  titles_supply_[kBaron] = static_cast<std::uint8_t>(titles_supply_[kBaron] - n);
  for (int c = 0; c < kNumCards; ++c) pile_[c] = static_cast<std::uint8_t>(kCardCopies[c]);
  castles_supply_ = d.castles - n;
  churches_supply_ = d.churches;
  palaces_supply_ = d.palaces;
  for (int p = 0; p < n; ++p) {
    PlayerState& ps = pl_[p];
    ps.screen = {1, 2, 2, 2};
    ps.estate.tiles.reserve(64);
    const int i = ps.estate.Add(0, 0, kClearing);
    ps.estate.tiles[i].structure = kCastle;
    draws_[p] = 4;
  }
  marker_ = n == 5 ? 1 : 2;
  phase_ = Phase::kDeal;
  sc_.resume = kResMulligan;
}

int NoblemenState::OfferPlayer(int index) const {
  // The index-th player asked about Murder (nm.murder-order), never the player whose turn starts.
  int start = Left(active_);
  if (Reading(kIMurderOrder) == 1) start = crown_ == active_ ? Left(crown_) : crown_;
  int p = start;
  for (int k = 0; k < index; ++k) {
    p = Left(p);
    if (p == active_) p = Left(p);
  }
  if (p == active_) p = Left(p);
  return p;
}

int NoblemenState::DoCurrentPlayer() const {
  switch (phase_) {
    case Phase::kDeal: case Phase::kMulliganDraw: case Phase::kCrownDraw: case Phase::kCardDraw:
    case Phase::kLandDraw: return kChance;
    case Phase::kMulligan: return sc_.mulligan_player;
    case Phase::kCardChoose: case Phase::kCardOrder: return sc_.chooser;
    case Phase::kMurderOffer: return OfferPlayer(sc_.offer_index);
    case Phase::kForestGive: return sc_.give_from;
    case Phase::kBall: return BallPlayer();
    case Phase::kGameOver: return kTerminal;
    default: return active_;
  }
}

int NoblemenState::PileTotal() const {
  int t = 0;
  for (int c = 0; c < kNumCards; ++c) t += pile_[c];
  return t;
}

void NoblemenState::DoChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  switch (phase_) {
    case Phase::kDeal: case Phase::kMulliganDraw: case Phase::kLandDraw: {
      const int total = BagTotal();
      for (int l = 0; l < kNumLands; ++l)
        if (bag_[l]) out.push_back({Act(kADrawLand, l), Rational(bag_[l], total)});
      break;
    }
    case Phase::kCardDraw: {
      const int total = PileTotal();
      if (total > 0) {
        for (int c = 0; c < kNumCards; ++c)
          if (pile_[c]) out.push_back({Act(kADrawCard, c), Rational(pile_[c], total)});
        break;
      }
      // Shuffled part used up, unordered reading: which card of the front batch comes first.
      const int m = FrontBatch();
      std::array<int, kNumCards> count{};
      for (int i = 0; i < m; ++i) ++count[bottom_[i].card];
      for (int c = 0; c < kNumCards; ++c)
        if (count[c]) out.push_back({Act(kADrawCard, c), Rational(count[c], m)});
      break;
    }
    case Phase::kCrownDraw:
      for (int p = 0; p < N(); ++p) out.push_back({Act(kACrown, p), Rational(1, N())});
      break;
    default: break;
  }
}

void NoblemenState::DoLegalActions(std::vector<Action>& out) const {
  switch (phase_) {
    case Phase::kGameOver: return;
    case Phase::kDeal: case Phase::kMulliganDraw: case Phase::kLandDraw: case Phase::kCardDraw:
    case Phase::kCrownDraw: {
      std::vector<ChanceOutcome> o;
      DoChanceOutcomes(o);
      for (const auto& c : o) out.push_back(c.action);
      return;
    }
    case Phase::kMain: LegalMain(out); break;
    case Phase::kBall: LegalBall(out); break;
    default: LegalSub(out); break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

void NoblemenState::DoApplyAction(Action a) {
  if (IsChance()) ApplyChance(a);
  else ApplyPlayer(a);
}

// ---- chance -------------------------------------------------------------------------------------------

void NoblemenState::ApplyChance(Action a) {
  const int k = KindOf(a), v = Payload(a);
  if (k == kACrown) {
    crown_ = static_cast<std::int8_t>(v);
    Fire(kRSetupCrown);
    StartDecade();
    return;
  }
  if (k == kADrawCard) {
    DrawCardChance(v);
    return;
  }
  const int p = NextDrawer();
  // round-robin with a short bag: the turn passes on. With enough lands the order cannot matter and is not
  // kept (draw_next stays 0), so the two readings' states stay equal until the bag runs short.
  if (RoundRobinShort()) sc_.draw_next = Left(p);
  --bag_[v];
  ++pl_[p].screen[v];
  --draws_[p];
  BagChangedBy(p);  // the drawer sees the land, nobody else does
  if (phase_ == Phase::kDeal) {
    if (Step() == 0) {  // the game's first action: the setup before it is fixed by the text
      Fire(kRSetupScreens);
      Fire(kRSetupTitles);
      Fire(kRSetupMarker);
    }
    Fire(kRSetupDeal);
  }
  ContinueLandDraws();
}

int NoblemenState::NextDrawer() const {
  // nm.short-bag-order: acting-first serves the acting player, then leftwards, each in full (active_ is
  // seat 0 during the setup); round-robin, when the bag holds fewer lands than are owed (then it does
  // until the draws end), gives one land to the first player owed from draw_next on. While the bag holds
  // enough both readings serve in the acting-first order: who ends with what is then alike in law.
  int owed = 0;
  for (int p = 0; p < N(); ++p) owed += draws_[p];
  const bool short_bag = BagTotal() < owed;
  const int start = Reading(kIShortBagOrder) == 1 && short_bag ? sc_.draw_next : active_;
  for (int k = 0; k < N(); ++k) {
    const int p = (start + k) % N();
    if (draws_[p] > 0) return p;
  }
  return start;  // unreachable: a land is drawn only while one is owed
}

void NoblemenState::StartLandDraws(int resume) {
  sc_.resume = resume;
  if (phase_ != Phase::kDeal && phase_ != Phase::kMulliganDraw) phase_ = Phase::kLandDraw;
  if (RoundRobinShort()) sc_.draw_next = active_;
  ContinueLandDraws();
}

void NoblemenState::ContinueLandDraws() {
  bool owed = false;
  for (int p = 0; p < N(); ++p) owed = owed || draws_[p] > 0;
  if (owed && BagTotal() > 0) return;  // another chance node
  if (owed) {
    Fire(kRBagEmpty);
    draws_.fill(0);
  }
  sc_.draw_next = 0;  // no draw in progress: back to the default, so equal positions serialise alike
  Resume(sc_.resume);
}

void NoblemenState::Resume(int resume) {
  switch (resume) {
    case kResMulligan:
      Fire(kRSetupStartLands);
      phase_ = Phase::kMulligan;
      sc_.mulligan_player = 0;
      return;
    case kResAfterMulligan:
      for (int p = 0; p < N(); ++p)
        for (int l = 0; l < kNumLands; ++l) {
          bag_[l] = static_cast<std::uint8_t>(bag_[l] + pl_[p].aside[l]);
          pl_[p].aside[l] = 0;
        }
      BagChangedBy(-1);  // face-down lands back in the bag
      if (Reading(kIFamilies) == 0 && N() >= 4) {
        crown_ = 3;  // Dudley: the fourth seat
        Fire(kRSetupCrown);
        StartDecade();
      } else {
        phase_ = Phase::kCrownDraw;
      }
      return;
    case kResTurns: BeginTurn(Left(crown_)); return;
    default: phase_ = Phase::kMain; return;
  }
}

int NoblemenState::FrontBatch() const {
  int m = bottom_.empty() ? 0 : 1;
  while (m < static_cast<int>(bottom_.size()) && bottom_[m].with_previous) ++m;
  return m;
}

bool NoblemenState::FrontBatchChance() const {
  // A chance node even when the batch's cards are alike: whether they are is hidden from the other
  // players, so the shape of the state must not depend on it.
  return Reading(kIBottomOrder) == 1 && FrontBatch() >= 2;
}

void NoblemenState::TakeFromBottom(int index) {
  const int card = bottom_[index].card;
  const bool next_joins = index + 1 < static_cast<int>(bottom_.size()) && bottom_[index + 1].with_previous;
  if (index == 0 && next_joins) bottom_[1].with_previous = false;  // the batch's next card leads it now
  if (bottom_[index].by < 0) ++pl_[sc_.chooser].offered_public[card];  // everyone saw it go under
  bottom_.erase(bottom_.begin() + index);
  ++pl_[sc_.chooser].offered[card];
  --sc_.card_draws;
  Fire(kRCardDraw);
  Fire(kRCardBottom);
}

void NoblemenState::ReturnToBottom(int card, int by, bool with_previous) {
  Returned r;
  r.card = static_cast<std::uint8_t>(card);
  r.by = static_cast<std::int8_t>(by);
  r.with_previous = with_previous && !bottom_.empty();
  bottom_.push_back(r);
}

void NoblemenState::ReturnOffered() {
  // Under player-chooses the chooser orders the cards (phase card-order) while two or more are left, even
  // when they are alike (then the one legal action is forced): asking only when they differ would tell
  // the others that they do. The last card goes without a decision. Under unordered the batch is stored
  // sorted: its order is no fact.
  PlayerState& ps = pl_[sc_.chooser];
  const bool unordered = Reading(kIBottomOrder) == 1;
  int left = 0;
  for (int c = 0; c < kNumCards; ++c) left += ps.offered[c];
  if (left >= 2 && !unordered) {
    phase_ = Phase::kCardOrder;
    return;
  }
  bool first = true;
  for (int c = 0; c < kNumCards; ++c)
    for (; ps.offered[c] > 0; --ps.offered[c]) {
      ReturnToBottom(c, sc_.chooser, unordered && !first);
      first = false;
    }
  NextCardChooser();
}

void NoblemenState::SortBatches() {
  for (std::size_t i = 0; i < bottom_.size();) {
    std::size_t j = i + 1;
    while (j < bottom_.size() && bottom_[j].with_previous) ++j;
    std::sort(bottom_.begin() + static_cast<std::ptrdiff_t>(i), bottom_.begin() + static_cast<std::ptrdiff_t>(j),
              [](const Returned& a, const Returned& b) { return a.card < b.card; });
    for (std::size_t k = i; k < j; ++k) bottom_[k].with_previous = k > i;
    i = j;
  }
}

void NoblemenState::BagChangedBy(int p) {
  for (int q = 0; q < N(); ++q)
    if (q != p) pl_[q].bag_known = false;
}

void NoblemenState::NextCardChooser() {
  if (card_queue_.empty()) {
    sc_.chooser = -1;
    Resume(sc_.resume);
    return;
  }
  sc_.chooser = card_queue_.front();
  card_queue_.erase(card_queue_.begin());
  sc_.card_draws = 3;
  phase_ = Phase::kCardDraw;
  ContinueCardDraws();
}

void NoblemenState::ContinueCardDraws() {
  while (sc_.card_draws > 0) {
    if (PileTotal() > 0 || FrontBatchChance()) return;  // another chance node
    if (bottom_.empty()) {
      sc_.card_draws = 0;
      break;
    }
    TakeFromBottom(0);  // the oldest return: its place in the deck is known
  }
  int offered = 0;
  for (int c = 0; c < kNumCards; ++c) offered += pl_[sc_.chooser].offered[c];
  if (offered > 0) phase_ = Phase::kCardChoose;
  else NextCardChooser();
}

void NoblemenState::DrawCardChance(int card) {
  if (PileTotal() > 0) {
    --pile_[card];
    ++pl_[sc_.chooser].offered[card];
    --sc_.card_draws;
    Fire(kRCardDraw);
  } else {  // unordered: this card of the front batch comes up first
    int i = 0;
    while (bottom_[i].card != card) ++i;
    TakeFromBottom(i);
  }
  ContinueCardDraws();
}

// ---- decades and turns --------------------------------------------------------------------------------

void NoblemenState::StartDecade() {
  const Components& d = data();
  const int n = N();
  for (int p = 0; p < n; ++p) {
    pl_[p].acquire_used = pl_[p].taxes_used = pl_[p].treason = false;
  }
  Fire(kRDecadeTokens);
  auto fill = [&](int& slots, int& supply, RuleId rule) {
    for (int s = kPriceSlots - 1; s >= 0 && __builtin_popcount(slots) < n && supply > 0; --s)
      if (!(slots & (1 << s))) {
        slots |= 1 << s;
        --supply;
      }
    Fire(rule);
  };
  fill(castle_slots_, castles_supply_, kRDecadeCastles);
  fill(church_slots_, churches_supply_, kRDecadeChurches);
  while (palaces_board_ < n - 1 && palaces_supply_ > 0) {
    ++palaces_board_;
    --palaces_supply_;
  }
  Fire(kRDecadePalaces);
  (void)d;
  for (int l = 0; l < kNumLands; ++l) {
    bag_[l] = static_cast<std::uint8_t>(bag_[l] + donated_[l]);
    donated_[l] = 0;
  }
  Fire(kRDecadeDonate);
  if (war_ >= 0) {
    ReturnToBottom(war_, -1, false);
    war_ = -1;
    war_pounds_ = 0;
    Fire(kRCardBottom);
  }
  marker_ = n == 5 ? 1 : 2;
  Fire(kRDecadeMarker);
  balls_ = 0;
  final_left_ = 0;
  if (decade_ == 0 && Explaining()) TellFirstDeal();
  if (decade_ > 0 || Reading(kIFirstDeal) == 0) {
    Fire(kRDecadeScandals);
    card_queue_.clear();
    for (int k = 1; k <= n; ++k) card_queue_.push_back(static_cast<std::int8_t>((crown_ + k) % n));
    sc_.resume = kResTurns;
    NextCardChooser();
  } else {
    Resume(kResTurns);
  }
}

void NoblemenState::BeginTurn(int p) {
  active_ = static_cast<std::int8_t>(p);
  Fire(kRDecadeFirst);
  sc_.scandal_played = sc_.action_done = sc_.vicar = sc_.marriage = sc_.bought = sc_.donated = 0;
  sc_.murdered = 0;
  sc_.offer_index = 0;
  phase_ = Phase::kMurderOffer;
  NextMurderOffer();
}

// Every other player is asked in turn, whether or not they hold Murder (passing is always legal): asking
// only the holders would tell everyone who holds it, and that nobody does when nobody is asked.
void NoblemenState::NextMurderOffer() {
  if (sc_.offer_index >= N() - 1) {
    sc_.offer_index = 0;
    phase_ = Phase::kMain;
  }
}

// Explaining (State::StepParts), where nm.first-deal matters: whether the first decade starts, as every other,
// with the Scandal deal ("p0, p1 and p2 are each dealt three Scandal cards to keep one, from the crown's left,
// before the first turn"), or with the first turn at once.
void NoblemenState::TellFirstDeal() {
  if (Reading(kIFirstDeal) == 1) {
    Tell("the first decade starts without the Scandal deal: the first turn begins at once");
    return;
  }
  std::vector<std::string> seats;
  for (int k = 1; k <= N(); ++k) seats.push_back(fmt::format("p{}", (crown_ + k) % N()));
  Tell(fmt::format("the first decade starts with the Scandal deal, as every decade does: {} and {} are each dealt three "
                   "Scandal cards to keep one, from the crown's left, before the first turn",
                   fmt::join(seats.begin(), seats.end() - 1, ", "), seats.back()));
}

// Explaining (State::StepParts), where nm.murder-vp matters: what the murdered player still receives, and
// why ("p2 is murdered and does not hold the Queen's crown (p1 does): no victory point").
void NoblemenState::TellMurderedVp() {
  const bool always = Reading(kIMurderVp) == 1, holds = crown_ == active_;
  const std::string who = fmt::format("p{} is murdered", active_);
  const std::string crown = holds ? fmt::format("p{} holds the Queen's crown", active_)
                            : crown_ >= 0 ? fmt::format("p{} does not hold the Queen's crown (p{} does)", active_, crown_)
                                          : fmt::format("nobody holds the Queen's crown");
  if (always)
    Tell(fmt::format("{} and still receives 1 victory point, as every murdered player does; {}", who, crown));
  else
    Tell(fmt::format("{}; {}, so {}", who, crown,
                     holds ? "the crown's victory point still comes" : "no victory point comes: only the crown's would"));
}

void NoblemenState::EndTurn() {
  const bool in_final = final_left_ > 0;
  PlayerState& me = pl_[active_];
  if (sc_.murdered && Explaining()) TellMurderedVp();
  if (sc_.murdered && Reading(kIMurderVp) == 1) {
    ++me.vp;
    Fire(kRCardMurder);
  }
  if (crown_ == active_) {
    if (!me.treason && !(in_final && Reading(kIFinalFavour) == 1)) {
      ++me.vp;
      Fire(kRTurnFavour);
    }
    if (!in_final) {
      ++marker_;
      Fire(kRTurnMarker);
      if (marker_ == 6 || marker_ == 10) {
        StartBall();
        return;
      }
    }
  }
  if (in_final && --final_left_ == 0) {
    ScoringRound();
    return;
  }
  BeginTurn(Left(active_));
}

}  // namespace peerage::nm
