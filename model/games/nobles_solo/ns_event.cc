// Nobles (solo): the Event step (choose an Event, meet its Requirements with Nobles from the tops of the
// Noble decks, complete it), the Effects of the discarded Nobles, Downfall and New Year.
#include <fmt/format.h>

#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

void NoblesSoloState::StartEventStep() {
  phase_ = Phase::kEventChoose;
  n_discarded_ = 0;
  bool any = false;
  for (int e = 3; e < 6; ++e) any = any || !decks_[e].Empty();
  if (!any) {
    RecordFinding(FindingKind::kSilent, {kREventChoose}, -1, "no Event deck holds a card at the Event step");
    Downfall();
  }
}

RuleId NoblesSoloState::RequirementRule() const {
  switch (sc_.event_kind) {
    case kBattle: return kRReqBattle;
    case kCoronation: return kRReqCoronation;
    case kFeast: return kRReqFeast;
    default: return kRReqExpansion;
  }
}

// Nobles the Requirement counts so far: a Baroness counts as three for an Expansion.
int NoblesSoloState::Weight() const {
  int w = 0;
  for (int i = 0; i < n_discarded_; ++i)
    w += sc_.event_kind == kExpansion && discarded_[i][0] == kBaroness ? 3 : 1;
  return w;
}

// May the next Noble for the Requirement come from `deck`, Construct limit aside?
bool NoblesSoloState::BaseTakeLegal(int deck) const {
  if (decks_[deck].Empty()) return false;
  const int count = n_discarded_;
  switch (sc_.event_kind) {
    case kBattle: return count < 3;
    case kCoronation: return count == 0 || (count == 1 && discarded_[0][1] == deck);
    case kFeast:
      for (int i = 0; i < count; ++i)
        if (discarded_[i][1] == deck) return false;
      return decks_[deck].Top() != kDebutante;  // Debutante: "never discarded for a FEAST"
    default: return Weight() < completed_[kExpansion] + 1;
  }
}

bool NoblesSoloState::TakeLegal(int deck) const {
  if (!BaseTakeLegal(deck)) return false;
  if (decks_[deck].Top() != kConstruct) return true;
  // Construct: "If possible, only one of this Noble can ever be discarded for an Event".
  bool used = sc_.constructs_ever > 0 && Reading(kIConstructLimit) == 1;
  for (int i = 0; i < n_discarded_; ++i) used = used || discarded_[i][0] == kConstruct;
  if (!used) return true;
  for (int d = 0; d < 3; ++d)
    if (d != deck && BaseTakeLegal(d) && decks_[d].Top() != kConstruct) return false;
  return true;
}

bool NoblesSoloState::Satisfied() const {
  const int count = n_discarded_;
  switch (sc_.event_kind) {
    case kBattle:
      return count == 3 || (count == 2 && discarded_[0][0] == discarded_[1][0]);
    case kCoronation: return count == 2;
    case kFeast:
      for (int d = 0; d < 3; ++d) {
        bool taken = false;
        for (int i = 0; i < count; ++i) taken = taken || discarded_[i][1] == d;
        const bool skipped = Reading(kIDebutanteFeast) == 0 && decks_[d].Top() == kDebutante;
        if (!taken && !decks_[d].Empty() && !skipped) return false;
      }
      return true;
    default: return Weight() >= completed_[kExpansion] + 1;
  }
}

void NoblesSoloState::LegalEvent(std::vector<Action>& out) const {
  if (phase_ == Phase::kEventChoose) {
    for (int e = 0; e < 3; ++e)
      if (!decks_[3 + e].Empty()) out.push_back(MakeAction(kAEvent, e));
    return;
  }
  bool any_take = false;
  for (int d = 0; d < 3; ++d)
    if (TakeLegal(d)) {
      out.push_back(MakeAction(kATake, d));
      any_take = true;
    }
  if (!any_take || Satisfied()) out.push_back(MakeAction(kAFinish));
}

void NoblesSoloState::ApplyEventAction(Action action) {
  const int kind = ActKindOf(action), arg = ArgOf(action);
  if (kind == kAEvent) {
    sc_.event_deck = static_cast<std::uint8_t>(3 + arg);
    sc_.event_kind = static_cast<std::uint8_t>(decks_[3 + arg].Top());
    n_discarded_ = 0;
    Fire(kREventChoose);
    phase_ = Phase::kRequire;
  } else if (kind == kATake) {
    const int noble = decks_[arg].Pop();
    ++deceased_[noble];
    discarded_[n_discarded_++] = {static_cast<std::uint8_t>(noble), static_cast<std::uint8_t>(arg)};
    Fire(RequirementRule());
    if (noble == kConstruct) {
      ++sc_.constructs_ever;
      Fire(kREfConstruct);
    }
    if (noble == kBaroness && sc_.event_kind == kExpansion) Fire(kREfBaroness);
  } else if (kind == kAFinish) {
    Finish();
  }
}

void NoblesSoloState::Finish() {
  const bool met = Satisfied();
  if (!met) {
    const bool complete = Reading(kIUnmet) == 0;
    // A Debutante on top that blocks a Feast (ns.debutante-feast=feast-fails) is not a contradiction: the
    // Debutante's "never discarded for a FEAST" is a specific exception to the Feast's requirement.
    RecordFinding(FindingKind::kSilent, {RequirementRule(), kREventComplete}, kIUnmet,
                  fmt::format("the {} cannot be met with the Nobles left ({} discarded); the Event is {}",
                              KindName(sc_.event_kind), n_discarded_, complete ? "completed" : "not completed"));
    if (!complete) {
      n_discarded_ = 0;
      Downfall();
      return;
    }
  }
  TakeEvent(sc_.event_deck, kREventComplete);
  for (int i = 0; i < n_discarded_; ++i) {
    const int noble = discarded_[i][0], deck = discarded_[i][1];
    if (noble == kDebutante && sc_.event_kind != kFeast) Fire(kREfDebutante);
    const bool has_effect = noble == kShade || noble == kInterloper || noble == kArchivist ||
                            (noble == kVeteran && sc_.event_kind == kBattle);
    if (!has_effect) continue;
    std::uint8_t later = 0;
    for (int j = i + 1; j < n_discarded_; ++j) later = later || discarded_[j][1] == deck;
    effects_[n_effects_++] = {static_cast<std::uint8_t>(noble), static_cast<std::uint8_t>(deck), later};
  }
  n_discarded_ = 0;
  RunEffects();
}

namespace {

// A kind's name as a card names it ("Shade").
std::string EffectCardName(int kind) {
  std::string s = KindName(kind);
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// A deck as the table names it ("N1", "E0").
std::string EffectDeckName(int deck) { return deck < 3 ? fmt::format("N{}", deck) : fmt::format("E{}", deck - 3); }

// "the Shade's Effect", or with several Shades followed "the second Shade's Effect" (in the order followed).
std::string ShadeEffect(int seen, bool several) {
  static const char* const kOrdinals[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
  if (!several || seen < 1) return "the Shade's Effect";
  return seen <= 8 ? fmt::format("the {} Shade's Effect", kOrdinals[seen - 1]) : fmt::format("Shade {}'s Effect", seen);
}

}  // namespace

// Follows the waiting Effects in discard order; returns early for a reveal or a player choice. Explaining
// (State::StepParts), each Effect says what it discards or gains, and under ns.effect-chain=chain that a Noble
// it discards has an Effect of its own: what the Effects did is not left to the reader to work out from the
// decks (pass 13: ns.effect-chain, ns.shade-beneath).
void NoblesSoloState::RunEffects() {
  const bool chain = Reading(kIEffectChain) == 1;
  auto queue = [&](int noble, int deck) {
    const bool has_effect = noble == kShade || noble == kInterloper || noble == kArchivist ||
                            (noble == kVeteran && sc_.event_kind == kBattle);
    if (chain && has_effect && n_effects_ < effects_.size()) {
      effects_[n_effects_++] = {static_cast<std::uint8_t>(noble), static_cast<std::uint8_t>(deck), 0};
      if (Explaining()) TellInSequence(fmt::format("that {} has an Effect of its own, followed in turn", EffectCardName(noble)));
    }
  };
  auto pop = [&] {
    for (int i = 1; i < n_effects_; ++i) effects_[i - 1] = effects_[i];
    --n_effects_;
  };
  // Explaining: several Shades' Effects are told apart by the order they are followed in.
  int shades = 0, shades_seen = 0;
  for (int i = 0; i < n_effects_; ++i) shades += effects_[i][0] == kShade;
  while (n_effects_ > 0) {
    const int noble = effects_[0][0], deck = effects_[0][1], later = effects_[0][2];
    switch (noble) {
      case kShade: {
        const std::string shade = ShadeEffect(shades_seen + 1, shades > 1 || shades_seen > 0);
        if ((Reading(kIShadeBeneath) == 1 && later) || decks_[deck].Empty()) {
          ++shades_seen;
          if (Explaining())
            TellInSequence(decks_[deck].Empty() ? fmt::format("{} discards nothing: {} is empty", shade, EffectDeckName(deck))
                                      : fmt::format("{} discards nothing: the card beneath it on {} was "
                                                    "discarded for the Event", shade, EffectDeckName(deck)));
          pop();
          break;
        }
        if (decks_[deck].TopUnknown()) {
          sc_.reveal = static_cast<std::uint8_t>(deck);
          phase_ = Phase::kRequire;
          return;
        }
        const int beneath = decks_[deck].Pop();
        ++deceased_[beneath];
        Fire(kREfShade);
        ++shades_seen;
        if (Explaining()) TellInSequence(fmt::format("{} discards the {} beneath it on {}", shade, EffectCardName(beneath), EffectDeckName(deck)));
        pop();
        queue(beneath, deck);
        break;
      }
      case kInterloper: {
        // tops-only (ns_tops_only.cc): the search names the decks' unseen cards first (ResolveDeck), the
        // tops-only Effect uncovers each top it looks at; the Effect stays at the head until done.
        bool unseen = false;
        for (int d = 0; d < 3; ++d) unseen = unseen || decks_[d].unseen > 0;
        if (Reading(kIInterloperOthers) == 0 && unseen) return;
        if (Reading(kIInterloperOthers) == 1 && RevealFirst(0, 2)) return;
        for (int d = 0; d < 3; ++d) {
          Deck& x = decks_[d];
          if (Reading(kIInterloperOthers) == 1) {
            while (x.Top() == kInterloper) {
              x.Pop();
              ++deceased_[kInterloper];
              Fire(kREfInterloper);
              if (Explaining()) TellInSequence(fmt::format("the Interloper's Effect discards the Interloper on top of {}", EffectDeckName(d)));
              queue(kInterloper, d);
              if (RevealFirst(d, d)) return;
            }
            continue;
          }
          int kept = 0, found = 0;
          for (int i = 0; i < x.n_known; ++i) {
            if (x.known[i] == kInterloper) {
              ++found;
            } else {
              x.known[kept++] = x.known[i];
            }
          }
          x.n_known = static_cast<std::uint8_t>(kept);
          found += x.hidden[kInterloper];
          x.n_hidden = static_cast<std::uint8_t>(x.n_hidden - x.hidden[kInterloper]);
          x.hidden[kInterloper] = 0;
          deceased_[kInterloper] = static_cast<std::uint8_t>(deceased_[kInterloper] + found);
          if (found > 0 && Explaining())
            TellInSequence(fmt::format("the Interloper's Effect discards {} from {}", found == 1 ? std::string("the Interloper")
                                                                                      : fmt::format("{} Interlopers", found), EffectDeckName(d)));
          for (int i = 0; i < found; ++i) {
            Fire(kREfInterloper);
            queue(kInterloper, d);
          }
        }
        pop();
        break;
      }
      case kVeteran:
        pop();
        if (deceased_[kVeteran] == 0) break;
        sc_.veteran_effect_from = static_cast<std::uint8_t>(deck);
        phase_ = Phase::kVeteranEffect;
        return;
      case kArchivist: {
        if (RevealFirst(3, 5)) return;  // tops-only: the face-up Events are looked at
        for (int e = 3; e < 6; ++e) {
          Deck& x = decks_[e];
          for (bool first = true; !x.face_down && x.Top() == sc_.event_kind; first = false) {
            if (Explaining())
              TellInSequence(first ? fmt::format("the Archivist's Effect gains the {} on top of {}", EffectCardName(sc_.event_kind), EffectDeckName(e))
                         : fmt::format("it gains the {} uncovered beneath it on {} too", EffectCardName(sc_.event_kind), EffectDeckName(e)));
            TakeEvent(e, kREfArchivist);
            if (Reading(kIArchivistGain) == 0) break;
            if (RevealFirst(e, e)) return;
          }
        }
        pop();
        break;
      }
      default:
        pop();
        break;
    }
  }
  Downfall();
}

bool NoblesSoloState::AnyDeckEmpty() const {
  for (const Deck& d : decks_)
    if (d.Empty()) return true;
  return false;
}

int NoblesSoloState::completed_total() const {
  int n = 0;
  for (int k = kFirstEvent; k < kNumKinds; ++k) n += completed_[k];
  return n;
}

void NoblesSoloState::Downfall() {
  if (AnyDeckEmpty()) {
    Fire(kREndDownfall);
    phase_ = Phase::kGameOver;
    Fire(kRScore);
    return;
  }
  Fire(kRTurnNewYear);
  if (turn_ >= kTurnCaps[Reading(kITurnCap)]) {
    RecordFinding(FindingKind::kLivelock, {kRTurnNewYear}, kITurnCap,
                  fmt::format("no deck emptied in {} turns; the game is stopped", turn_));
    phase_ = Phase::kGameOver;
    Fire(kRScore);
    return;
  }
  StartTurn();
}

}  // namespace peerage::ns
