// Among Nobles: action text, setup (display, first player, ancestral couples), chance nodes and the
// activation flow (turns, activation, series, reactivation). The actions of a series: an_actions.cc;
// abilities: an_effects.cc; upkeep and game end: an_upkeep.cc; JSON and invariants: an_json.cc.
#include "model/games/among_nobles/among_nobles.h"

#include <fmt/format.h>

#include "model/core/rng.h"

namespace peerage::an {
namespace {

constexpr std::array<const char*, kNumActKinds> kActNames = {
    "draw", "first", "couple", "activate", "series", "skip", "do", "war", "birth", "groom", "present",
    "bride", "hire", "return", "sacrifice", "done", "pass", "wed", "fingers"};
constexpr std::array<const char*, kNumPhases> kPhaseNames = {
    "deal-display", "choose-first", "fingers", "pick-couple", "activate", "series", "action", "present", "choose-bride",
    "effect", "refill", "heir-draw", "heir-wed", "game-over"};
constexpr std::array<const char*, kNumLocs> kLocNames = {"deck", "display", "owned", "discard", "dead", "out",
                                                         "pool", "revealed", "dying"};

// Argument type of an action kind: 0 none, 1 card, 2 player, 3 couple, 4 series, 5 war, 6 hire, 7 return,
// 8 fingers.
int ArgType(int kind) {
  switch (kind) {
    case kADraw: case kAActivate: case kABirth: case kAGroom: case kAPresent: case kABride: case kASacrifice:
    case kAWed: return 1;
    case kAFirst: return 2;
    case kACouple: return 3;
    case kASeries: return 4;
    case kAWar: return 5;
    case kAHire: return 6;
    case kAReturn: return 7;
    case kAFingers: return 8;
    default: return 0;
  }
}

bool ValidArg(int type, int arg) {
  switch (type) {
    case 0: return arg == 0;
    case 1: return arg < kMaxCards;
    case 2: return arg < kMaxPlayers;
    case 3: return arg < 6;
    case 4: return arg < 4;
    case 5: return arg / 16 <= kSupplySource && arg % 16 < kProvinces && arg / 16 != arg % 16;
    case 6: return arg < 3;
    case 7: return arg / 8 < kProvinces && arg % 8 < kMaxPlayers;
    case 8: return arg <= kMaxFingers;
    default: return false;
  }
}

}  // namespace

const char* PhaseName(Phase p) { return kPhaseNames.at(static_cast<int>(p)); }
const char* LocName(int loc) { return loc >= 0 && loc < kNumLocs ? kLocNames[loc] : "?"; }
int DisplaySize(int players) { return players == 3 ? 5 : 7; }
int TokensPerPlayer(int players) { return players == 5 ? 2 : 3; }

std::string ActionText(Action action) {
  // Any id may arrive here (the kernel names illegal actions in its errors): negative ids too.
  if (action < 0) return fmt::format("unknown:{}", action);
  const int kind = ActKindOf(action), arg = ArgOf(action);
  if (kind >= kNumActKinds || !ValidArg(ArgType(kind), arg)) return fmt::format("unknown:{}", action);
  switch (ArgType(kind)) {
    case 1: return fmt::format("{}:c{}", kActNames[kind], arg);
    case 2: return fmt::format("{}:p{}", kActNames[kind], arg);
    case 3: return fmt::format("{}:{}", kActNames[kind], arg);
    case 4: return fmt::format("{}:{}", kActNames[kind], arg + 1);
    case 5: return arg / 16 == kSupplySource ? fmt::format("war:supply>P{}", arg % 16)
                                             : fmt::format("war:P{}>P{}", arg / 16, arg % 16);
    case 6: return fmt::format("hire:{}", ActName(kHireActs[arg]));
    case 7: return fmt::format("return:P{}/p{}", arg / 8, arg % 8);
    case 8: return fmt::format("fingers:{}", arg);
    default: return kActNames[kind];
  }
}

std::optional<Action> ParseActionText(std::string_view text) {
  const auto colon = text.find(':');
  const std::string_view head = text.substr(0, colon);
  for (int kind = 0; kind < kNumActKinds; ++kind) {
    if (head != kActNames[kind]) continue;
    const int type = ArgType(kind);
    const int limit = type == 0 ? 1 : type == 5 ? 160 : type == 7 ? 72 : type == 8 ? kMaxFingers + 1 : kMaxCards;
    for (int arg = 0; arg < limit; ++arg) {
      const Action a = MakeAction(kind, arg);
      if (ValidArg(type, arg) && ActionText(a) == text) return a;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

AmongNoblesState::AmongNoblesState(std::shared_ptr<const GameContext> context) : State(std::move(context)) {
  const CardData& d = data();
  const int n = NumPlayers();
  const int trait = this->context().Param(kPThreeTrait);  // green, red, blue, yellow
  const int removed_trait = trait == 0 ? kGreen : trait - 1;
  owner_.fill(kNone);
  row_.fill(kNone);
  spouse_.fill(kNone);
  for (int c = 0; c < kMaxCards; ++c) loc_[c] = kLOut;
  for (int c = 0; c < kCards; ++c) {
    const Card& card = d.cards[c];
    loc_[c] = card.deck == 0 ? kLPool : kLDeck;
    if (n == 3 && (card.traits >> removed_trait & 1)) loc_[c] = kLOut;
  }
  if (n == 3)  // a couple with one removed card is not among the couples to choose from
    for (const Couple& cp : d.couples)
      if (loc_[cp.lord] == kLOut || loc_[cp.lady] == kLOut) loc_[cp.lord] = loc_[cp.lady] = kLOut;
  sc_.deck = 1;
  phase_ = Phase::kDealDisplay;
  // Decks left empty by the 3-player trait removal (possible with a user's card set) are passed over.
  while (sc_.deck <= 3 && DeckEmpty(sc_.deck)) {
    if (Reading(kIEmptyDeck) == 0) ++sc_.gc_pending;
    sc_.run_out |= static_cast<std::uint8_t>(1u << (sc_.deck - 1));
    ++sc_.deck;
  }
  if (sc_.deck > 3) StartFirstPlayer();
}

bool AmongNoblesState::ProvinceInPlay(int p) const { return NumPlayers() > 3 || !data().provinces[p].four_plus; }

bool AmongNoblesState::DeckEmpty(int d) const {
  for (int c = 0; c < kCards; ++c)
    if (loc_[c] == kLDeck && data().cards[c].deck == d) return false;
  return true;
}

bool AmongNoblesState::IsUnmarriedFemale(int c, int p) const {
  return loc_[c] == kLOwned && owner_[c] == p && !data().cards[c].male && spouse_[c] == kNone;
}

int AmongNoblesState::DoCurrentPlayer() const {
  switch (phase_) {
    case Phase::kGameOver: return kTerminal;
    case Phase::kDealDisplay: case Phase::kChooseFirst: case Phase::kRefill: case Phase::kHeirDraw: return kChance;
    case Phase::kPickCouple: {
      const int n = NumPlayers();
      // Pick 0: the last player; pick 1: the first player; pick 2 (5 players): the player left of the first.
      static constexpr std::array<int, 3> kOffset = {-1, 0, 1};
      return (sc_.first + kOffset[std::min<int>(sc_.picks, 2)] + n) % n;
    }
    case Phase::kPresent: return Presenter(sc_.present_idx);
    case Phase::kFingers: return FingerChooser();
    case Phase::kEffect: return sc_.eff_player;
    case Phase::kHeirWed: return sc_.heir < kCards && owner_[sc_.heir] != kNone ? owner_[sc_.heir] : sc_.actor;
    default: return sc_.actor;
  }
}

int AmongNoblesState::ChanceDeck() const { return sc_.deck; }

void AmongNoblesState::DoChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  if (phase_ == Phase::kChooseFirst) {
    for (int p = 0; p < NumPlayers(); ++p) out.push_back({MakeAction(kAFirst, p), Rational(1, NumPlayers())});
    return;
  }
  const int d = ChanceDeck();
  int total = 0;
  for (int c = 0; c < kCards; ++c) total += loc_[c] == kLDeck && data().cards[c].deck == d;
  for (int c = 0; c < kCards; ++c)
    if (loc_[c] == kLDeck && data().cards[c].deck == d) out.push_back({MakeAction(kADraw, c), Rational(1, total)});
}

std::optional<Action> AmongNoblesState::DoSampleChance(Rng& rng) const {
  // Every outcome is uniform: one draw below the count, as SampleChance does for uniform outcomes.
  if (CurrentPlayer() != kChance) return std::nullopt;
  if (phase_ == Phase::kChooseFirst) return MakeAction(kAFirst, static_cast<int>(rng.Below(NumPlayers())));
  const int d = ChanceDeck();
  int total = 0;
  for (int c = 0; c < kCards; ++c) total += loc_[c] == kLDeck && data().cards[c].deck == d;
  if (total == 0) return std::nullopt;
  int pick = static_cast<int>(rng.Below(static_cast<std::uint64_t>(total)));
  for (int c = 0; c < kCards; ++c)
    if (loc_[c] == kLDeck && data().cards[c].deck == d && pick-- == 0) return MakeAction(kADraw, c);
  return std::nullopt;
}

void AmongNoblesState::DoLegalActions(std::vector<Action>& out) const {
  switch (phase_) {
    case Phase::kDealDisplay: case Phase::kChooseFirst: case Phase::kRefill: case Phase::kHeirDraw: {
      std::vector<ChanceOutcome> o;
      DoChanceOutcomes(o);
      for (const auto& x : o) out.push_back(x.action);
      return;
    }
    case Phase::kPickCouple:
      for (int k = 0; k < static_cast<int>(data().couples.size()); ++k)
        if (loc_[data().couples[k].lord] == kLPool) out.push_back(MakeAction(kACouple, k));
      return;
    case Phase::kActivate: LegalActivate(out); return;
    case Phase::kSeries: LegalSeries(out); return;
    case Phase::kAction: LegalAction(out); return;
    case Phase::kPresent: LegalPresent(out); return;
    case Phase::kFingers: LegalFingers(out); return;
    case Phase::kChooseBride:
      for (int p = 0; p < NumPlayers(); ++p)
        if (presented_[p] >= 0) out.push_back(MakeAction(kABride, presented_[p]));
      std::sort(out.begin(), out.end());
      return;
    case Phase::kEffect: LegalEffect(out); return;
    case Phase::kHeirWed: LegalHeirWed(out); return;
    case Phase::kGameOver: return;
  }
}

void AmongNoblesState::DoApplyAction(Action action) {
  const int kind = ActKindOf(action), arg = ArgOf(action);
  switch (phase_) {
    case Phase::kDealDisplay: case Phase::kRefill: case Phase::kHeirDraw: ApplyDraw(arg); return;
    case Phase::kChooseFirst:
      sc_.first = static_cast<std::uint8_t>(arg);
      Fire(kRSetupFirst);
      phase_ = Phase::kPickCouple;
      return;
    case Phase::kFingers: ShowFingers(arg); return;
    case Phase::kPickCouple: {
      const CardData& d = data();
      const int n = NumPlayers();
      auto give = [&](int k, int p) {
        const Couple& cp = d.couples[k];
        for (int c : {cp.lord, cp.lady}) {
          loc_[c] = kLOwned;
          owner_[c] = static_cast<std::uint8_t>(p);
          row_[c] = 0;
        }
        spouse_[cp.lord] = static_cast<std::uint8_t>(cp.lady);
        spouse_[cp.lady] = static_cast<std::uint8_t>(cp.lord);
      };
      Fire(kRSetupCouples);
      const int chooser = CurrentPlayer();
      give(arg, chooser);
      if (n > 3 && sc_.picks < 2) give(d.RivalOf(arg), (sc_.first + (n == 4 ? 1 + sc_.picks : 2 + sc_.picks)) % n);
      ++sc_.picks;
      const int picks_needed = n == 5 ? 3 : 2;
      if (sc_.picks < picks_needed) return;
      if (n == 3)  // the last couple goes to the remaining player
        for (int k = 0; k < static_cast<int>(d.couples.size()); ++k)
          if (loc_[d.couples[k].lord] == kLPool) give(k, (sc_.first + 1) % n);
      for (int c = 0; c < kCards; ++c)
        if (loc_[c] == kLPool) loc_[c] = kLOut;
      Fire(kRSetupTokens);
      Fire(kRSetupSupply);
      StartRound();
      return;
    }
    case Phase::kActivate:
      if (kind == kAPass) {
        Fire(kRPass);
        RecordFinding(FindingKind::kSilent, {kRActTurn, kRPass}, -1,
                      "a player has no character to activate; the token is passed");
        ++players_[sc_.actor].tokens_used;
        NextTurn();
      } else {
        Activate(arg);
      }
      return;
    case Phase::kSeries: ChooseSeries(arg); return;
    case Phase::kAction: case Phase::kPresent: case Phase::kChooseBride: ApplyActionChoice(action); return;
    case Phase::kEffect: ApplyEffectChoice(action); return;
    case Phase::kHeirWed: WedHeir(arg); return;
    case Phase::kGameOver: return;
  }
}

void AmongNoblesState::ApplyDraw(int card) {
  if (phase_ == Phase::kHeirDraw) {
    HeirDrawn(card);
    return;
  }
  loc_[card] = kLDisplay;
  if (DeckEmpty(sc_.deck)) {  // the last card of this deck is on display
    Fire(kRUpDeckRunOut);
    sc_.run_out |= static_cast<std::uint8_t>(1u << (sc_.deck - 1));
    ++sc_.gc_pending;
    ++sc_.triggered;
    ++sc_.deck;
  }
  ContinueRefill();
}

void AmongNoblesState::StartRound() {
  ++sc_.round;
  sc_.turn = 0;
  sc_.tokens = static_cast<std::uint8_t>(sc_.round == 1 ? 1 : TokensPerPlayer(NumPlayers()));
  if (sc_.round == 1) Fire(kRActFirstPhase);
  sc_.taken = 0;
  sc_.actor = sc_.first;
  phase_ = Phase::kActivate;
  Fire(kRActTurn);
}

void AmongNoblesState::NextTurn() {
  sc_.head = kNone;
  n_queue_ = 0;
  sc_.pos = 0;
  sc_.hired = kNone;
  ++sc_.turn;
  const int n = NumPlayers();
  if (sc_.turn >= n * sc_.tokens) {
    StartUpkeep();
    return;
  }
  sc_.actor = static_cast<std::uint8_t>((sc_.first + sc_.turn) % n);
  phase_ = Phase::kActivate;
  Fire(kRActTurn);
}

void AmongNoblesState::LegalActivate(std::vector<Action>& out) const {
  const int p = sc_.actor;
  bool males_done = true, females_waiting = false;
  for (int c = 0; c < kCards; ++c) {
    if (!IsHead(c) || owner_[c] != p || activated_[c]) continue;
    if (data().cards[c].male) males_done = false;
    else females_waiting = true;
  }
  const bool reactivate = males_done && !(Reading(kIReactivationFemales) == 1 && females_waiting);
  for (int c = 0; c < kCards; ++c)
    if (IsHead(c) && owner_[c] == p && (!activated_[c] || reactivate)) out.push_back(MakeAction(kAActivate, c));
  if (out.empty()) out.push_back(MakeAction(kAPass));
}

void AmongNoblesState::Activate(int card) {
  sc_.reactivation = activated_[card];
  Fire(sc_.reactivation ? kRActReactivate : kRActOnce);
  if (spouse_[card] != kNone) Fire(kRActCouple);
  activated_[card] = 1;
  ++players_[sc_.actor].tokens_used;
  sc_.head = static_cast<std::uint8_t>(card);
  phase_ = Phase::kSeries;
}

void AmongNoblesState::LegalSeries(std::vector<Action>& out) const {
  const Card& h = data().cards[sc_.head];
  const int wife = spouse_[sc_.head];
  for (int s = 0; s < 4; ++s)
    if (h.len[s] > 0 || (wife != kNone && data().cards[wife].len[s] > 0)) out.push_back(MakeAction(kASeries, s));
}

void AmongNoblesState::ChooseSeries(int s) {
  const Card& h = data().cards[sc_.head];
  n_queue_ = 0;
  for (int k = 0; k < h.len[s]; ++k) queue_[n_queue_++] = h.series[s][k];
  if (spouse_[sc_.head] != kNone) {
    const Card& w = data().cards[spouse_[sc_.head]];
    for (int k = 0; k < w.len[s]; ++k) queue_[n_queue_++] = w.series[s][k];
  }
  if (sc_.reactivation) n_queue_ = 1;  // only the leftmost present action
  sc_.pos = 0;
  sc_.hired = kNone;
  phase_ = Phase::kAction;
  Fire(kRActSeriesOrder);
  Settle();
}

int AmongNoblesState::CurrentAct() const { return sc_.hired != kNone ? sc_.hired : queue_[sc_.pos]; }

bool AmongNoblesState::HasChoice() const {
  thread_local std::vector<Action> buffer;
  buffer.clear();
  LegalAction(buffer);
  for (Action a : buffer)
    if (a != MakeAction(kASkip)) return true;
  return false;
}

void AmongNoblesState::Settle() {
  phase_ = Phase::kAction;
  int passed = 0;  // explaining: the couple's intrigue actions passed in this step, told once
  while (sc_.pos < n_queue_) {
    if (Explaining()) passed += TellCoupleIntrigue();
    if (HasChoice()) {
      if (Explaining()) TellIntriguesPassed(passed);
      return;
    }
    if (CurrentAct() >= kSon && sc_.hired == kNone && spouse_[sc_.head] != kNone) Fire(kRBirthMandatory);
    sc_.hired = kNone;
    ++sc_.pos;
  }
  if (Explaining()) TellIntriguesPassed(passed);
  NextTurn();
}

void AmongNoblesState::Advance() {
  sc_.hired = kNone;
  ++sc_.pos;
  Settle();
}

std::vector<std::int64_t> AmongNoblesState::DoScores() const {
  std::vector<std::int64_t> s(NumPlayers());
  for (int p = 0; p < NumPlayers(); ++p) s[p] = FinalScore(p);
  return s;
}

int AmongNoblesState::FinalScore(int p) const { return players_[p].prestige + players_[p].gold / kGoldPerPrestige; }

int AmongNoblesState::RemainingGoldKey(int p) const {
  return Reading(kIRemainingGold) == 0 ? players_[p].gold % kGoldPerPrestige : players_[p].gold;
}

int AmongNoblesState::ControlledProvinces(int p) const {
  int n = 0;
  for (int i = 0; i < kProvinces; ++i) {
    if (!ProvinceInPlay(i) || players_[p].armies[i] == 0) continue;
    bool alone = true;
    for (int q = 0; q < NumPlayers(); ++q) alone = alone && (q == p || players_[q].armies[i] == 0);
    n += alone;
  }
  return n;
}

std::vector<int> AmongNoblesState::DoRanking() const {
  std::vector<std::vector<std::int64_t>> keys(NumPlayers());
  for (int p = 0; p < NumPlayers(); ++p) keys[p] = {FinalScore(p), RemainingGoldKey(p), ControlledProvinces(p)};
  return RankByKeys(keys);
}

int MaxGameLength(const GameContext& c) {
  const auto& d = c.Data<CardData>();
  const int n = c.players;
  const int removed = c.Param(kPThreeTrait) == 0 ? kGreen : c.Param(kPThreeTrait) - 1;
  int cards = 0;
  for (const Card& card : d.cards) cards += card.deck > 0 && !(n == 3 && (card.traits >> removed & 1));
  // Every round before the decks are empty puts at least one card on display; after that at most three
  // upkeeps are needed for the pending generational changes. Per round: n * 3 activations of at most
  // 2 + 8 actions, each at most a hire, the action, n presentations, a bride choice and 4 effect terms of
  // at most 5 decisions; upkeep: refill draws and, per player, legacies of at most 60 cards plus heir draws.
  const int rounds = cards + 5;
  const int per_action = 2 + n + 2 + 2 * 4 * 5;
  const int per_round = n * 3 * (2 + 8 * per_action) + 7 + n * (60 * 21 + 60 + 2);
  // The finger game (an.first-player=fingers): at most kFingerRounds showings of n choices, then one draw.
  const int first_player = kFingerRounds * n + 1;
  return 11 + first_player + rounds * per_round;
}

}  // namespace peerage::an
