// Nobles (solo print-and-play) — the reference engine.
//
// What the game is: a one-player card game. 27 Noble cards are dealt into three face-up Noble decks and
// 24 Event cards into three face-up Event decks. Each turn the player discards the top of a Noble deck
// and follows its Ability (Court), then takes the top Event of an Event deck, discards the Nobles its
// Requirements ask for and moves it to the Completed Events, following the Effects of the discarded
// Nobles (Event). The game ends when a Noble deck or an Event deck is empty (Downfall); otherwise another
// turn begins (New Year). Score: one point per Completed Event.
// Rulebook: shared/rulebooks/nobles-solo.txt (rules on the two RULES cards and the TURN ORDER card; card
// texts on the card faces). Rule ids "ns.<area>.<rule>", see ns_catalogue.cc.
//
// Card counts (counted from the card faces, each printed once per copy):
//   Nobles 27 = Shade 5, Interloper 3, Construct 3, Baroness 4, Veteran 4, Debutante 4, Archivist 4
//               (27 NOBLES backs; three even decks of 9)
//   Events 24 = Battle 6, Coronation 6, Feast 6, Expansion 6 (24 EVENTS backs; three even decks of 8)
//
// Parameters
//   name                 | type    | meaning                                                  | default
//   players              | int     | exactly 1                                                 | 1
//   every interpretation | reading | see the table below; choose with settings {id: reading}   | as marked
//
// Interpretations (id | phrase it hinges on | readings, the default marked *)
//   ns.game-end            | "If there is an empty Noble and/or Event deck" | downfall* / after-each-step
//   ns.unmet-requirement   | "Check its Requirements"           | complete-anyway* / not-completed
//   ns.shade-self          | "Move one Deceased Noble"          | allowed* / other-only
//   ns.shade-beneath       | "discard the Noble beneath it"     | current-top* / none-if-taken
//   ns.three-different     | "three different Nobles"           | tops* / deceased
//   ns.take-event-source   | "take one Event"                   | any-top* / face-up-top
//   ns.construct-self      | "one random deceased Noble"        | included* / excluded
//   ns.construct-limit     | "only one of this Noble can ever"  | per-event* / per-game
//   ns.baroness-take       | "take one Event" (Baroness)        | any* / of-the-pair
//   ns.debutante-choice    | "You may shuffle each Event deck"  | each-deck* / all-or-nothing
//   ns.debutante-feast     | "never discarded for a FEAST"      | skip-deck* / feast-fails
//   ns.archivist-replaced  | "Replace the top card"             | to-completed* / removed
//   ns.archivist-another   | "Use another Noble Ability"        | other-type* / deceased-type / any-type
//   ns.archivist-gain      | "all face up Events of that type"  | tops* / repeat
//   ns.interloper-others   | "discard all other Interlopers"    | anywhere* / tops-only
//   ns.effect-chain        | "Follow any applicable Effects"    | none* / chain
//   ns.veteran-battle-deck | "move it to the top of a deck"     | any-deck* / other-deck
//   ns.turn-cap            | (silent: a turn that completes nothing) | cap-60* / cap-200
// Questions, reading descriptions and affected rules: ns_catalogue.cc (also `peerage rules nobles-solo`).
//
// Modelling decisions (not rule readings):
// - Setup: each card dealt is one chance node, uniform over the cards left (by kind, weighted by count);
//   Nobles fill deck N0 (9 cards, first drawn at the bottom), then N1, N2; Events E0, E1, E2 (8 each).
// - A face-up deck is open information (its cards are face up; the text never forbids looking).
//   This is a reading, not yet a named interpretation: the text says only "three even face up decks" and
//   that Nobles are "discarded from the top of these decks"; at a table a face-up deck shows its top card,
//   and nothing says the player may spread it. Under "tops only" (with perfect recall) the player knows
//   exactly the cards that have been on top since the deal and the rest as counts, so it would be modelled
//   as the face-down deck already is: each face-up deck dealt as one known top over an unordered part,
//   every uncovering a chance node (the state would still hold no hidden order). Every best-score result
//   (report "Whole deals": 24 on every deal, corpus/foresight/) reads the whole order of the face-up decks
//   and so holds under the open-decks reading only; under "tops only" best scores are expectations over
//   the uncoverings and have not been searched (issue 16 leaves this open).
// - A deck shuffled during play turns face down. Its order is never fixed before a card is seen: the
//   deck holds an ordered known part on top (cards placed on it, or revealed and left there) over an
//   unordered part known only as counts. Whenever the top of the unordered part is needed (discarded,
//   taken, checked) a chance node reveals it, uniform over that part. This is exactly what the player
//   knows, so the state holds no hidden order: observations equal the full state and ResampleHidden
//   returns a clone (redrawing an order that does not exist yet would change nothing).
// - A player action on an unknown top first reveals it; if the revealed card makes the action illegal
//   (a Debutante for a Feast, a second Construct), the card stays known on top and the player chooses again.
// - Compound choices are sequences of small decisions; requirements end with an explicit "finish", offered
//   once the Requirement is met (a Battle with two identical Nobles may still take a third) or when no
//   Noble can be taken (then ns.unmet-requirement decides). Nobles for a Requirement always come from the
//   tops of the Noble decks ("discarded from the top of these decks").
// - Construct "If possible" is judged per Noble taken: a second Construct is allowed only when no other
//   Noble deck offers a legal non-Construct top (no lookahead over later takes).
// - Interloper (tops reading) compares the three known tops; an unknown face-down top never counts.
// - Abilities followed through an Archivist treat the Archivist as "this" Noble (Shade: its deck; Veteran:
//   the Archivist moves to another deck; Construct excluded: the Archivist is not drawn).
// - Score: the number of Completed Events ("each worth one point"); Scores() returns {score}.
// - Face-up Events (Baroness, Archivist) are the known tops of decks that were never shuffled.
//
// State JSON ("state" member of the canonical JSON; kinds are lower-case card names):
//   phase      phase name (see kPhaseNames)                                               (required)
//   turn       turns begun                                                                 (required)
//   pool       {kind: count} cards not yet dealt at setup                                  (required)
//   noble_decks, event_decks  [{"cards": [bottom..top known kinds], "hidden": {kind: count},
//                               "face_down": bool}] x3                                      (required)
//   deceased, completed, removed  {kind: count}                                            (required)
//   scratch    {name: int} the turn's working values (kScratchNames), all required
//   discarded  [[kind, deck], ...] Nobles discarded for the Event being resolved           (required)
//   effects    [[kind, deck, taken-later], ...] Effects waiting to be followed             (required)
// Unknown fields are errors; a loaded state must pass DoCheckInvariants.
// Public state (GameInfo::public_state, ns_public.cc; schema public_state.schema.json beside this file,
// printed by `peerage schema nobles-solo`): the state JSON above with the same names, less scratch.dealt
// (the setup deal counter: the cards no longer in the pool; the loader counts it again when it is
// absent). Everything else is what the table shows or what the turn goes on: the decks (a shuffled deck's
// unordered part as counts, exactly what the player knows), Deceased, Completed and removed cards, the
// setup pool, and the scratch values, each a pending choice of this turn (the deck of the Court Noble,
// the Event being completed, a reveal or Construct draw the next chance node makes, an action waiting for
// a reveal, ...) or a mark the rules limit by (Archivist chain, Constructs discarded this game).
// Optional (with a default): pool, removed, scratch and each of its values (the fresh values a turn
// begins with: 255 for none, else 0), discarded, effects, a deck's hidden ({}) and face_down (false).
// The wrapper plus "settings" loads with StateFromJson (resumable) in every state. Observations equal
// the full state; scratch.dealt changes only in a setup deal, which also empties the pool by one card.
//
// Render (ns_render.cc, GameInfo::render): a heading line (turn, phase, who acts, score), the turn's
// working values that are set, the Nobles and Effects of the Event being resolved, each deck on one line
// bottom to top (a shuffled deck's unordered part first, marked "unknown order"), then Deceased,
// Completed and out-of-the-game counts (and the setup pool while dealing).
// Simplify (ns_simplify.cc, GameInfo::simplify): measure = cards in the six decks + Completed Events.
// The invariants pin every card to a deck, Deceased (Nobles only), Completed or out of the game (Events
// only), so a card taken off a deck can only go to Deceased (a Noble) or out of the game (an Event), and
// a Deceased Noble has no simpler place at all. Candidates, most drastic first: a deck cut down to its
// known top card, then a deck's bottom card out (one candidate per kind in a shuffled deck's unordered
// part), then a Completed Event out of the game. A deck never loses its top or its last card (the top
// is what the turn looks at, and an empty deck ends the game); the Completed Event an Archivist is
// restoring, the last one an Archivist may restore, and Completed Expansions while an Expansion's
// Requirement (which counts them) is being met are kept. Nothing is simplified during setup.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/state.h"

namespace peerage {
// public_state.schema.json beside this header, embedded (CMakeLists.txt: peerage_embed_data).
extern const std::string_view kNoblesSoloPublicSchema;
}  // namespace peerage

namespace peerage::ns {

// Card kinds: Nobles 0..6, Events 7..10.
enum Kind : std::uint8_t {
  kShade, kInterloper, kConstruct, kBaroness, kVeteran, kDebutante, kArchivist,
  kBattle, kCoronation, kFeast, kExpansion, kNumKinds
};
inline constexpr int kNumNobleKinds = 7;
inline constexpr int kFirstEvent = kBattle;
inline constexpr std::array<int, kNumKinds> kKindCounts = {5, 3, 3, 4, 4, 4, 4, 6, 6, 6, 6};
inline constexpr int kNobleCards = 27, kEventCards = 24;
inline constexpr int kNobleDeckSize = 9, kEventDeckSize = 8;
inline constexpr int kNone = 255;
inline constexpr int kArchivistChainCap = 8;
inline constexpr int kTurnCaps[] = {60, 200};
inline constexpr int kMaxActionsPerTurn = 400;
const char* KindName(int kind);
inline bool IsNoble(int kind) { return kind < kNumNobleKinds; }

enum RuleIndex : RuleId {
  kRSetupNobles, kRSetupEvents, kRCourtDiscard,
  kRAbShade, kRAbInterloper, kRAbConstruct, kRAbBaroness, kRAbVeteran, kRAbDebutante, kRAbArchivistReplace,
  kRAbArchivistAnother, kRTakeEvent,
  kREventChoose, kRReqBattle, kRReqCoronation, kRReqFeast, kRReqExpansion, kREventComplete,
  kREfShade, kREfInterloper, kREfConstruct, kREfBaroness, kREfVeteran, kREfDebutante, kREfArchivist,
  kRDeckFaceDown, kRDeckReveal, kREndDownfall, kRTurnNewYear, kRScore,
  kNumRules
};

enum InterpIndex : int {
  kIGameEnd, kIUnmet, kIShadeSelf, kIShadeBeneath, kIThreeDifferent, kITakeSource, kIConstructSelf,
  kIConstructLimit, kIBaronessTake, kIDebutanteChoice, kIDebutanteFeast, kIArchivistReplaced,
  kIArchivistAnother, kIArchivistGain, kIInterloperOthers, kIEffectChain, kIVeteranBattleDeck, kITurnCap,
  kNumInterps
};

enum class Phase : std::uint8_t {
  kSetup, kCourt, kShade, kTakeEvent, kConstructDeck, kVeteranMove, kDebutante, kArchivistRestore,
  kArchivistReplace, kArchivistAbility, kEventChoose, kRequire, kVeteranEffect, kGameOver
};
inline constexpr int kNumPhases = 14;
const char* PhaseName(Phase p);

// Action kinds; an action id is kind * 64 + argument.
enum ActKind : int {
  kADraw, kACourt, kAEvent, kATake, kAFinish, kARaise, kATakeEvent, kAPlace, kAShuffle, kAKeep, kARestore,
  kAReplace, kAAbility, kNumActKinds
};
constexpr Action MakeAction(int kind, int arg = 0) { return kind * 64 + arg; }
constexpr int ActKindOf(Action a) { return a / 64; }
constexpr int ArgOf(Action a) { return a % 64; }
std::string ActionText(Action action);
std::optional<Action> ParseActionText(std::string_view text);

// One deck: an ordered known part (top = last) over an unordered part known only as counts.
struct Deck {
  std::array<std::uint8_t, kNobleCards> known{};
  std::uint8_t n_known = 0;
  std::array<std::uint8_t, kNumKinds> hidden{};
  std::uint8_t n_hidden = 0;
  bool face_down = false;
  int Size() const { return n_known + n_hidden; }
  bool Empty() const { return Size() == 0; }
  // The top kind, or kNone when the deck is empty or its top is not yet revealed.
  int Top() const { return n_known ? known[n_known - 1] : kNone; }
  bool TopUnknown() const { return n_known == 0 && n_hidden > 0; }
  void Push(int kind) { known[n_known++] = static_cast<std::uint8_t>(kind); }
  int Pop() { return known[--n_known]; }
};

// Scratch values of the turn being played (serialised by name, see kScratchNames).
struct Scratch {
  std::uint8_t court_deck = kNone;     // Noble deck of the Court discard
  std::uint8_t this_kind = kNone;      // the Noble whose Ability is being followed ("this")
  std::uint8_t reveal = kNone;         // deck 0..5 whose top a chance node reveals
  std::uint8_t construct_draw = kNone; // Noble deck a random deceased Noble goes to (chance pending)
  std::uint8_t construct_first = kNone;// first deck chosen for a Construct
  std::uint8_t constructs_left = 0;    // Construct placements still to make
  std::uint8_t pending = kNone;        // player action waiting for a reveal (action id / 64 packed)
  std::uint8_t pending_arg = 0;
  std::uint8_t debut_index = 0;        // Debutante: next deck to decide (0-2 Events, 3-5 Nobles)
  std::uint8_t restore_kind = kNone;   // Archivist: completed Event chosen to go back
  std::uint8_t chain = 0;              // Archivist Abilities followed this turn
  std::uint8_t take_pair = kNone;      // Baroness of-the-pair: kind of the identical pair
  std::uint8_t event_deck = kNone;     // Event deck chosen in the Event step
  std::uint8_t event_kind = kNone;
  std::uint8_t moving = kNone;         // Veteran being moved (Court), deck it left
  std::uint8_t constructs_ever = 0;    // Constructs discarded for Events this game
  std::uint8_t veteran_effect_from = kNone;  // deck the Veteran of a Battle was discarded from
  std::uint8_t dealt = 0;              // setup cards dealt
};
inline constexpr int kNumScratch = 18;
extern const std::array<const char*, kNumScratch> kScratchNames;
std::uint8_t* ScratchField(Scratch& s, int i);
const std::uint8_t* ScratchField(const Scratch& s, int i);

class NoblesSoloState : public State {
 public:
  explicit NoblesSoloState(std::shared_ptr<const GameContext> context);
  NoblesSoloState(const NoblesSoloState&) = default;

  Phase phase() const { return phase_; }
  int score() const { return completed_total(); }
  const Deck& deck(int d) const { return decks_[d]; }
  int deceased(int kind) const { return deceased_[kind]; }

  static std::unique_ptr<State> FromJson(std::shared_ptr<const GameContext> context, const Json& j);
  // Appends the whole game state as raw bytes (exact searches' state key, GameInfo::search_key); with
  // `with_turn` false the engine's cut-off counters (turn, Archivist chain) are left out (loop searches).
  // Defined in ns_analysis.cc.
  void AppendKey(std::string& out, bool with_turn) const;
  // The text picture of the state (ns_render.cc) and its simpler neighbours (ns_simplify.cc): see the
  // header comment above.
  std::string Render() const;
  std::vector<Json> Simplify() const;

 protected:
  int DoCurrentPlayer() const override;
  void DoLegalActions(std::vector<Action>& out) const override;
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override;
  std::string DoActionToString(Action action) const override { return ActionText(action); }
  std::optional<Action> DoParseAction(std::string_view text) const override { return ParseActionText(text); }
  void DoApplyAction(Action action) override;
  std::vector<std::int64_t> DoScores() const override { return {completed_total()}; }
  std::unique_ptr<State> DoClone() const override { return std::make_unique<NoblesSoloState>(*this); }
  Json DoToJson() const override;
  Json DoObservationJson(int player) const override;
  void DoCheckInvariants(InvariantReport& report) const override;
  std::unique_ptr<State> DoResampleHidden(int, std::uint64_t) const override { return Clone(); }

 private:
  // nobles_solo.cc: flow, Court and Abilities.
  void ChanceSource(std::array<int, kNumKinds>& counts) const;
  void ApplyDraw(int kind);
  void ApplyPlayer(Action action);
  bool NeedsReveal(Action action) const;
  void StartTurn();
  void Discard(int deck);                // top of Noble deck -> deceased (top must be known)
  void RunAbility(int kind);
  void AfterAbility();
  void LegalAbility(std::vector<Action>& out) const;
  bool ThreeDifferent() const;
  bool IdenticalFaceUpEvents(int* pair_kind) const;
  void TakeEvent(int event_deck, RuleId rule);
  void Shuffle(int deck);
  void NextDebutante();
  void StartArchivistAbility();
  // ns_event.cc: the Event step, Requirements, Effects, Downfall.
  void StartEventStep();
  void LegalEvent(std::vector<Action>& out) const;
  void ApplyEventAction(Action action);
  bool BaseTakeLegal(int deck) const;
  RuleId RequirementRule() const;
  bool TakeLegal(int deck) const;
  bool Satisfied() const;
  int Weight() const;
  void Finish();
  void RunEffects();
  void Downfall();
  bool AnyDeckEmpty() const;
  int completed_total() const;

  friend struct StateIo;

  Phase phase_ = Phase::kSetup;
  int turn_ = 0;
  std::array<std::uint8_t, kNumKinds> pool_ = {5, 3, 3, 4, 4, 4, 4, 6, 6, 6, 6};
  std::array<Deck, 6> decks_{};  // 0-2 Noble decks, 3-5 Event decks
  std::array<std::uint8_t, kNumKinds> deceased_{}, completed_{}, removed_{};
  Scratch sc_;
  // Nobles discarded for the Event being resolved: kind, deck.
  std::array<std::array<std::uint8_t, 2>, kNobleCards> discarded_{};
  std::uint8_t n_discarded_ = 0;
  // Effects waiting: kind, deck, 1 if a later Noble for the same Event came from the same deck.
  std::array<std::array<std::uint8_t, 3>, 2 * kNobleCards> effects_{};
  std::uint8_t n_effects_ = 0;
};

const GameInfo& NoblesSoloInfo();
// GameInfo::public_state (ns_public.cc); its schema is peerage::kNoblesSoloPublicSchema (above).
Json NoblesSoloPublicState(const State& state);
// GameInfo::render and GameInfo::simplify (ns_render.cc, ns_simplify.cc).
std::string RenderNoblesSolo(const State& state);
std::vector<Json> SimplifyNoblesSolo(const State& state);

}  // namespace peerage::ns
