// Nobles (solo): setup, chance reveals, turn flow, the Court step and the Noble Abilities.
// The Event step, Requirements, Effects and Downfall live in ns_event.cc.
#include "model/games/nobles_solo/nobles_solo.h"

#include <fmt/format.h>

namespace peerage::ns {
namespace {

constexpr std::array<const char*, kNumKinds> kKindNames = {
    "shade", "interloper", "construct", "baroness", "veteran", "debutante", "archivist",
    "battle", "coronation", "feast", "expansion"};
constexpr std::array<const char*, kNumActKinds> kActNames = {
    "draw", "court", "event", "take", "finish", "raise", "take-event", "place", "shuffle", "keep", "restore",
    "replace", "ability"};
constexpr std::array<const char*, kNumPhases> kPhaseNames = {
    "setup", "court", "shade", "take-event", "construct-deck", "veteran-move", "debutante", "archivist-restore",
    "archivist-replace", "archivist-ability", "event-choose", "require", "veteran-effect", "game-over"};
// A reused buffer for "is there any legal choice?" checks (no allocation once warmed up).
std::vector<Action>& Buffer() {
  thread_local std::vector<Action> buffer;
  buffer.clear();
  return buffer;
}

// Which argument an action kind takes: 0 none, 1 Noble deck, 2 Event deck, 3 kind, 4 Debutante index.
int ArgType(int kind) {
  switch (kind) {
    case kACourt: case kATake: case kAPlace: return 1;
    case kAEvent: case kATakeEvent: case kAReplace: return 2;
    case kADraw: case kARaise: case kARestore: case kAAbility: return 3;
    case kAShuffle: case kAKeep: return 4;
    default: return 0;
  }
}

std::string DeckName(int deck) { return deck < 3 ? fmt::format("N{}", deck) : fmt::format("E{}", deck - 3); }

}  // namespace

const char* KindName(int kind) { return kKindNames.at(kind); }
const char* PhaseName(Phase p) { return kPhaseNames.at(static_cast<int>(p)); }

std::string ActionText(Action action) {
  // Any id may arrive here (the kernel names illegal actions in its errors): negative ids too.
  if (action < 0) return fmt::format("unknown:{}", action);
  const int kind = ActKindOf(action), arg = ArgOf(action);
  if (kind < 0 || kind >= kNumActKinds || arg < 0) return fmt::format("unknown:{}", action);
  switch (ArgType(kind)) {
    case 1: return fmt::format("{}:{}", kActNames[kind], DeckName(arg));
    case 2: return fmt::format("{}:{}", kActNames[kind], DeckName(arg + 3));
    case 3: return fmt::format("{}:{}", kActNames[kind], arg < kNumKinds ? kKindNames[arg] : "?");
    case 4: return fmt::format("{}:{}", kActNames[kind], arg < 6 ? DeckName(kDebutanteDeck[arg]) : "?");
    default: return kActNames[kind];
  }
}

std::optional<Action> ParseActionText(std::string_view text) {
  const auto colon = text.find(':');
  const std::string_view head = text.substr(0, colon);
  for (int kind = 0; kind < kNumActKinds; ++kind) {
    if (head != kActNames[kind]) continue;
    const int type = ArgType(kind);
    if (type == 0) return colon == std::string_view::npos ? std::optional<Action>(MakeAction(kind)) : std::nullopt;
    for (int arg = 0; arg < (type == 3 ? kNumKinds : 6); ++arg) {
      if (type == 1 && arg >= 3) break;
      if (type == 2 && arg >= 3) break;
      const Action a = MakeAction(kind, arg);
      if (ActionText(a) == text) return a;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

NoblesSoloState::NoblesSoloState(std::shared_ptr<const GameContext> context) : State(std::move(context)) {}

int NoblesSoloState::DoCurrentPlayer() const {
  if (phase_ == Phase::kGameOver) return kTerminal;
  if (phase_ == Phase::kSetup || sc_.reveal != kNone || sc_.construct_draw != kNone) return kChance;
  if (TopsOnly() && (ResolveDeck() != kNone || UncoverDeck() != kNone)) return kChance;
  return 0;
}

// The pile the pending chance node draws from, as counts per kind.
void NoblesSoloState::ChanceSource(std::array<int, kNumKinds>& counts) const {
  counts.fill(0);
  if (phase_ == Phase::kSetup) {
    const bool nobles = sc_.dealt < (TopsOnly() ? 3 : kNobleCards);  // tops-only deals the six tops
    for (int k = 0; k < kNumKinds; ++k)
      if (IsNoble(k) == nobles) counts[k] = pool_[k];
  } else if (const int d = ResolveDeck(); d != kNone) {  // tops-only: a card of the pool, by kind
    for (int k = 0; k < kNumKinds; ++k)
      if (IsNoble(k) == (d < 3)) counts[k] = pool_[k];
  } else if (sc_.reveal != kNone) {
    UnorderedCounts(sc_.reveal, counts);
  } else if (sc_.construct_draw == kNone) {  // tops-only: a face-up deck's top is uncovered
    if (const int u = UncoverDeck(); u != kNone) UnorderedCounts(u, counts);
  } else {
    for (int k = 0; k < kNumNobleKinds; ++k) counts[k] = deceased_[k];
    if (Reading(kIConstructSelf) == 1 && sc_.this_kind != kNone && counts[sc_.this_kind] > 0)
      --counts[sc_.this_kind];  // excluded: the Construct ("this") is not among the random picks
  }
}

void NoblesSoloState::DoChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  std::array<int, kNumKinds> counts;
  ChanceSource(counts);
  int total = 0;
  for (int c : counts) total += c;
  for (int k = 0; k < kNumKinds; ++k)
    if (counts[k] > 0) out.push_back({MakeAction(kADraw, k), Rational(counts[k], total)});
}

void NoblesSoloState::DoLegalActions(std::vector<Action>& out) const {
  if (CurrentPlayer() == kChance) {
    std::array<int, kNumKinds> counts;
    ChanceSource(counts);
    for (int k = 0; k < kNumKinds; ++k)
      if (counts[k] > 0) out.push_back(MakeAction(kADraw, k));
    return;
  }
  switch (phase_) {
    case Phase::kCourt:
      for (int d = 0; d < 3; ++d)
        if (!decks_[d].Empty()) out.push_back(MakeAction(kACourt, d));
      break;
    case Phase::kEventChoose: case Phase::kRequire: LegalEvent(out); break;
    case Phase::kGameOver: case Phase::kSetup: break;
    default: LegalAbility(out); break;
  }
}

void NoblesSoloState::LegalAbility(std::vector<Action>& out) const {
  switch (phase_) {
    case Phase::kShade:
      for (int k = 0; k < kNumNobleKinds; ++k) {
        const int self = Reading(kIShadeSelf) == 1 && k == sc_.this_kind ? 1 : 0;
        if (deceased_[k] > self) out.push_back(MakeAction(kARaise, k));
      }
      break;
    case Phase::kTakeEvent:
      for (int e = 0; e < 3; ++e) {
        const Deck& deck = decks_[3 + e];
        if (deck.Empty()) continue;
        if (Reading(kITakeSource) == 1 && deck.face_down) continue;
        if (sc_.take_pair != kNone && (deck.face_down || deck.Top() != sc_.take_pair)) continue;
        out.push_back(MakeAction(kATakeEvent, e));
      }
      break;
    case Phase::kConstructDeck:
      for (int d = 0; d < 3; ++d)
        if (d != sc_.construct_first) out.push_back(MakeAction(kAPlace, d));
      break;
    case Phase::kVeteranMove:
      for (int d = 0; d < 3; ++d)
        if (d != sc_.court_deck) out.push_back(MakeAction(kAPlace, d));
      break;
    case Phase::kVeteranEffect:
      for (int d = 0; d < 3; ++d)
        if (Reading(kIVeteranBattleDeck) == 0 || d != sc_.veteran_effect_from) out.push_back(MakeAction(kAPlace, d));
      break;
    case Phase::kDebutante:
      out.push_back(MakeAction(kAShuffle, sc_.debut_index));
      out.push_back(MakeAction(kAKeep, sc_.debut_index));
      break;
    case Phase::kArchivistRestore:
      for (int k = kFirstEvent; k < kNumKinds; ++k)
        if (completed_[k] > 0) out.push_back(MakeAction(kARestore, k));
      break;
    case Phase::kArchivistReplace:
      for (int e = 0; e < 3; ++e)
        if (!decks_[3 + e].Empty()) out.push_back(MakeAction(kAReplace, e));
      break;
    case Phase::kArchivistAbility: {
      const int reading = Reading(kIArchivistAnother);
      for (int k = 0; k < kNumNobleKinds; ++k) {
        if (reading != 2 && k == kArchivist) continue;
        if (reading == 1 && deceased_[k] == 0) continue;
        out.push_back(MakeAction(kAAbility, k));
      }
      break;
    }
    default: break;
  }
}

bool NoblesSoloState::NeedsReveal(Action action) const {
  const int kind = ActKindOf(action), arg = ArgOf(action);
  int deck = -1;
  if (kind == kACourt || kind == kATake) deck = arg;
  if (kind == kAEvent || kind == kATakeEvent || kind == kAReplace) deck = 3 + arg;
  return deck >= 0 && decks_[deck].TopUnknown();
}

void NoblesSoloState::DoApplyAction(Action action) {
  if (ActKindOf(action) == kADraw) {
    ApplyDraw(ArgOf(action));
  } else {
    ApplyPlayer(action);
  }
}

void NoblesSoloState::ApplyDraw(int kind) {
  if (phase_ == Phase::kSetup) {
    const int dealt = sc_.dealt;
    if (TopsOnly()) {  // the six tops, N0..N2 then E0..E2; the rest stays in the pool, unseen
      --pool_[kind];
      decks_[dealt].Push(kind);
      ++sc_.dealt;
      if (sc_.dealt == 3) Fire(kRSetupNobles);
      if (sc_.dealt == 6) {
        Fire(kRSetupEvents);
        FinishTopsOnlySetup();
        StartTurn();
      }
      return;
    }
    const int deck = dealt < kNobleCards ? dealt / kNobleDeckSize : 3 + (dealt - kNobleCards) / kEventDeckSize;
    --pool_[kind];
    decks_[deck].Push(kind);
    ++sc_.dealt;
    if (sc_.dealt == kNobleCards) Fire(kRSetupNobles);
    if (sc_.dealt == kNobleCards + kEventCards) {
      Fire(kRSetupEvents);
      StartTurn();
    }
    return;
  }
  if (ResolveDeck() != kNone) {
    ApplyResolve(kind);
    return;
  }
  if (sc_.reveal != kNone) {
    TakeUnordered(sc_.reveal, kind);
    decks_[sc_.reveal].Push(kind);
    sc_.reveal = kNone;
    Fire(kRDeckReveal);
    if (sc_.pending == kNone) {  // an Effect was waiting for this card
      RunEffects();
      return;
    }
    if (sc_.pending == kPendingAbility) {  // tops-only: an Ability's check waited for this top
      sc_.pending = kNone;
      RunAbility(sc_.pending_arg);
      return;
    }
    const Action again = MakeAction(sc_.pending, sc_.pending_arg);
    sc_.pending = kNone;
    // The revealed card may forbid the action (it then stays known on top and the player chooses again).
    std::vector<Action>& legal = Buffer();
    DoLegalActions(legal);
    bool still_legal = false;
    for (Action a : legal) still_legal = still_legal || a == again;
    if (still_legal) ApplyPlayer(again);
    return;
  }
  if (sc_.construct_draw == kNone) {  // tops-only: a face-up deck's new top is uncovered
    const int d = UncoverDeck();
    TakeUnordered(d, kind);
    decks_[d].Push(kind);
    Fire(kRDeckReveal);
    return;
  }
  // A Construct's random deceased Noble.
  --deceased_[kind];
  decks_[sc_.construct_draw].Push(kind);
  sc_.construct_draw = kNone;
  --sc_.constructs_left;
  Fire(kRAbConstruct);
  std::array<int, kNumKinds> counts;
  sc_.construct_draw = 0;  // ask ChanceSource what a further draw could pick
  ChanceSource(counts);
  sc_.construct_draw = kNone;
  int left = 0;
  for (int c : counts) left += c;
  if (sc_.constructs_left == 0 || left == 0) AfterAbility();
}

void NoblesSoloState::ApplyPlayer(Action action) {
  const int kind = ActKindOf(action), arg = ArgOf(action);
  if (NeedsReveal(action)) {
    sc_.reveal = static_cast<std::uint8_t>(kind == kACourt || kind == kATake ? arg : 3 + arg);
    sc_.pending = static_cast<std::uint8_t>(kind);
    sc_.pending_arg = static_cast<std::uint8_t>(arg);
    return;
  }
  switch (kind) {
    case kACourt: {
      Fire(kRCourtDiscard);
      sc_.court_deck = static_cast<std::uint8_t>(arg);
      const int top = decks_[arg].Top();
      sc_.this_kind = static_cast<std::uint8_t>(top);
      if (top == kVeteran) {  // "Do not discard this Noble": it is held and moved to another deck
        decks_[arg].Pop();
        sc_.moving = kVeteran;
        phase_ = Phase::kVeteranMove;
        return;
      }
      Discard(arg);
      RunAbility(top);
      return;
    }
    case kARaise:
      --deceased_[arg];
      decks_[sc_.court_deck].Push(arg);
      Fire(kRAbShade);
      AfterAbility();
      return;
    case kATakeEvent:
      TakeEvent(3 + arg, kRTakeEvent);
      AfterAbility();
      return;
    case kAPlace:
      if (phase_ == Phase::kConstructDeck) {
        if (sc_.constructs_left == 2) sc_.construct_first = static_cast<std::uint8_t>(arg);
        sc_.construct_draw = static_cast<std::uint8_t>(arg);
      } else if (phase_ == Phase::kVeteranMove) {
        decks_[arg].Push(sc_.moving);
        sc_.moving = kNone;
        Fire(kRAbVeteran);
        AfterAbility();
      } else {  // kVeteranEffect
        --deceased_[kVeteran];
        decks_[arg].Push(kVeteran);
        Shuffle(arg);
        Fire(kREfVeteran);
        phase_ = Phase::kRequire;
        RunEffects();
      }
      return;
    case kAShuffle: case kAKeep:
      if (Explaining()) TellDebutante(kind == kAShuffle, arg);
      if (kind == kAShuffle) {
        const bool all = Reading(kIDebutanteChoice) == 1;
        for (int i = arg; i < (all ? arg + 3 : arg + 1); ++i) Shuffle(kDebutanteDeck[i]);
      }
      NextDebutante();
      return;
    case kARestore:
      sc_.restore_kind = static_cast<std::uint8_t>(arg);
      phase_ = Phase::kArchivistReplace;
      return;
    case kAReplace: {
      Deck& deck = decks_[3 + arg];
      const int old = deck.Pop();
      --completed_[sc_.restore_kind];
      deck.Push(sc_.restore_kind);
      ++(Reading(kIArchivistReplaced) == 0 ? completed_ : removed_)[old];
      sc_.restore_kind = kNone;
      Fire(kRAbArchivistReplace);
      StartArchivistAbility();
      return;
    }
    case kAAbility:
      Fire(kRAbArchivistAnother);
      RunAbility(arg);
      return;
    default:
      ApplyEventAction(action);
      return;
  }
}

void NoblesSoloState::StartTurn() {
  const std::uint8_t ever = sc_.constructs_ever, dealt = sc_.dealt;
  sc_ = Scratch{};
  sc_.constructs_ever = ever;
  sc_.dealt = dealt;
  ++turn_;
  phase_ = Phase::kCourt;
}

void NoblesSoloState::Discard(int deck) {
  const int kind = decks_[deck].Pop();
  ++deceased_[kind];
}

// Follows the Ability of `kind`; "this" Noble is sc_.this_kind (the Court card, or the Archivist whose
// "Use another Noble Ability" is being followed).
void NoblesSoloState::RunAbility(int kind) {
  sc_.take_pair = kNone;
  switch (kind) {
    case kShade:
      phase_ = Phase::kShade;
      break;
    case kInterloper:
      if (RevealFirst(0, 2)) {  // tops-only: the three tops are looked at, so each is uncovered first
        sc_.pending = kPendingAbility;
        sc_.pending_arg = kInterloper;
        return;
      }
      if (ThreeDifferent()) {
        Fire(kRAbInterloper);
        phase_ = Phase::kTakeEvent;
      } else {
        AfterAbility();
        return;
      }
      break;
    case kConstruct: {
      sc_.constructs_left = 2;
      sc_.construct_first = kNone;
      phase_ = Phase::kConstructDeck;
      std::array<int, kNumKinds> counts;
      sc_.construct_draw = 0;
      ChanceSource(counts);
      sc_.construct_draw = kNone;
      int left = 0;
      for (int c : counts) left += c;
      if (left == 0) {
        AfterAbility();
        return;
      }
      break;
    }
    case kBaroness: {
      int pair = kNone;
      if (RevealFirst(3, 5)) {  // tops-only: the face-up Events are looked at
        sc_.pending = kPendingAbility;
        sc_.pending_arg = kBaroness;
        return;
      }
      if (!IdenticalFaceUpEvents(&pair)) {
        AfterAbility();
        return;
      }
      Fire(kRAbBaroness);
      if (Reading(kIBaronessTake) == 1) sc_.take_pair = static_cast<std::uint8_t>(pair);
      phase_ = Phase::kTakeEvent;
      break;
    }
    case kVeteran:  // reached through an Archivist: "this" (the Archivist) leaves the Deceased pile
      if (deceased_[sc_.this_kind] == 0) {
        AfterAbility();
        return;
      }
      --deceased_[sc_.this_kind];
      sc_.moving = sc_.this_kind;
      phase_ = Phase::kVeteranMove;
      return;
    case kDebutante:
      Fire(kRAbDebutante);
      sc_.debut_index = 0;
      phase_ = Phase::kDebutante;
      return;
    case kArchivist: {
      bool any_completed = false, any_deck = false;
      for (int k = kFirstEvent; k < kNumKinds; ++k) any_completed = any_completed || completed_[k] > 0;
      for (int e = 3; e < 6; ++e) any_deck = any_deck || !decks_[e].Empty();
      if (any_completed && any_deck) {
        phase_ = Phase::kArchivistRestore;
        return;
      }
      StartArchivistAbility();
      return;
    }
    default: break;
  }
  // A phase with nothing to choose is skipped.
  std::vector<Action>& legal = Buffer();
  LegalAbility(legal);
  if (legal.empty()) AfterAbility();
}

void NoblesSoloState::StartArchivistAbility() {
  ++sc_.chain;
  if (sc_.chain > kArchivistChainCap) {
    RecordFinding(FindingKind::kLivelock, {kRAbArchivistAnother}, kIArchivistAnother,
                  fmt::format("Archivist Abilities chained {} times in one turn; the chain is cut", kArchivistChainCap));
    AfterAbility();
    return;
  }
  phase_ = Phase::kArchivistAbility;
  std::vector<Action>& legal = Buffer();
  LegalAbility(legal);
  if (legal.empty()) AfterAbility();
}

// Explaining (State::StepParts), where ns.debutante-choice matters: which decks one Debutante choice shuffles
// or keeps, all three of a kind at once or the one deck alone, with the deck asked about next.
void NoblesSoloState::TellDebutante(bool shuffle, int index) {
  const bool events = kDebutanteDeck[static_cast<std::size_t>(index)] >= 3;
  const std::string kind = events ? "Event" : "Noble";
  const int first = index - index % 3;
  if (Reading(kIDebutanteChoice) == 1) {
    Tell(fmt::format("one choice of the Debutante covers every {} deck: {}, {} and {} are {}", kind,
                     DeckName(kDebutanteDeck[first]), DeckName(kDebutanteDeck[first + 1]), DeckName(kDebutanteDeck[first + 2]),
                     shuffle ? "all shuffled face down" : "all kept as they are"));
    return;
  }
  const std::string deck = DeckName(kDebutanteDeck[static_cast<std::size_t>(index)]);
  Tell(fmt::format("{} deck {} alone is {}{}", kind, deck, shuffle ? "shuffled face down" : "kept as it is",
                   index % 3 == 2 ? std::string()
                                  : fmt::format(": each {} deck is a choice of its own, and {} is asked about next", kind,
                                                DeckName(kDebutanteDeck[static_cast<std::size_t>(index + 1)]))));
}

void NoblesSoloState::NextDebutante() {
  sc_.debut_index = static_cast<std::uint8_t>(sc_.debut_index + (Reading(kIDebutanteChoice) == 1 ? 3 : 1));
  if (sc_.debut_index >= 6) AfterAbility();
}

void NoblesSoloState::AfterAbility() {
  if (Reading(kIGameEnd) == 1 && AnyDeckEmpty()) {
    Fire(kREndDownfall);
    phase_ = Phase::kGameOver;
    Fire(kRScore);
    return;
  }
  StartEventStep();
}

bool NoblesSoloState::ThreeDifferent() const {
  if (Reading(kIThreeDifferent) == 1) {
    int kinds = 0;
    for (int k = 0; k < kNumNobleKinds; ++k) kinds += deceased_[k] > 0;
    return kinds >= 3;
  }
  const int a = decks_[0].Top(), b = decks_[1].Top(), c = decks_[2].Top();
  return a != kNone && b != kNone && c != kNone && a != b && b != c && a != c;
}

bool NoblesSoloState::IdenticalFaceUpEvents(int* pair_kind) const {
  for (int i = 3; i < 6; ++i)
    for (int j = i + 1; j < 6; ++j) {
      const Deck &x = decks_[i], &y = decks_[j];
      if (x.face_down || y.face_down || x.Top() == kNone || x.Top() != y.Top()) continue;
      *pair_kind = x.Top();
      return true;
    }
  return false;
}

void NoblesSoloState::TakeEvent(int event_deck, RuleId rule) {
  const int kind = decks_[event_deck].Pop();
  ++completed_[kind];
  Fire(rule);
}

void NoblesSoloState::Shuffle(int deck) {
  Deck& d = decks_[deck];
  while (d.n_known > 0) {
    ++d.hidden[d.Pop()];
    ++d.n_hidden;
  }
  d.face_down = true;
  Fire(kRDeckFaceDown);
}

}  // namespace peerage::ns
