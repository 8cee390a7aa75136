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
//   ns.face-up-decks       | "three even face up decks"         | open* / tops-only
// Questions, reading descriptions and affected rules: ns_catalogue.cc (also `peerage rules nobles-solo`).
//
// Modelling decisions (not rule readings):
// - Setup: each card dealt is one chance node, uniform over the cards left (by kind, weighted by count);
//   Nobles fill deck N0 (9 cards, first drawn at the bottom), then N1, N2; Events E0, E1, E2 (8 each).
//   Under ns.face-up-decks=tops-only only what the player sees is dealt: the six tops (N0, N1, N2 from
//   the Nobles, then E0, E1, E2 from the Events, same chance nodes); the other 45 cards stay in the pool.
// - What a face-up deck shows is the reading ns.face-up-decks ("three even face up decks"; Nobles are
//   "discarded from the top of these decks"). `open` (default): the whole deck is seen in order -- a face-up
//   deck shows its cards' faces, and the one place the text hides a deck's order is its shuffle ("flip it
//   face down first"); the best-score results (report "Whole deals": 24 on every deal, corpus/foresight/)
//   are results under this reading, not its reason. `tops-only`: a face-up deck shows its top
//   card, as at a table when the decks stay squared; with perfect recall the player knows the cards that
//   have been on top and the rest only as counts. Model (ns_tops_only.cc): the unseen cards of the three
//   Noble decks cannot be told apart by deck, so they form one pool per family (the state's "pool", the
//   setup pool's continuation) and each deck holds a known part over a number of unseen cards ("unseen").
//   The deal is uniform and every observation is a card seen in a place, so the unseen cards are spread
//   uniformly over the unseen places: a card uncovered anywhere is a chance node over the family's pool,
//   kind k with probability pool[k] / cards pooled. A face-up deck's new top is uncovered before the next
//   decision or chance node, and before any check that reads tops (Interloper's "three different Nobles",
//   Baroness's identical Events, the Archivist and Interloper Effects); the face-down reveal machinery
//   below does the work (scratch "reveal"; "pending" 254 = follow the Ability in "pending_arg" again once
//   the top is seen). A shuffle (Debutante, Veteran's Battle Effect) of a deck with unseen cards first
//   names those cards, one chance node each from the pool, into the deck's counts, then the deck is face
//   down as below: the player gathering the deck learns what it holds, not its order. This is a modelling
//   choice: leaving them unnamed (the deck's known cards and pool cards mixed) would make a later reveal
//   ambiguous between the two parts, a belief that no count can hold. Interloper's Effect under
//   ns.interloper-others=anywhere searches the Noble decks: their unseen cards are named top down and stay
//   known in place. The state still holds no hidden order: observations equal the state, ResampleHidden is
//   a clone. Best scores under tops-only: see "Best scores" below.
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
// - Best scores under ns.face-up-decks=tops-only (`peerage best nobles-solo --set ns.face-up-decks=tops-only
//   --seed 1`, 2-core machine shared with other work, 2026-11-25): the best expected score of a whole deal
//   is out of reach of the exact searches. Every uncovered top is a chance node of up to 7 outcomes (about
//   45 per game), so even the exact expected score of greedy play (`--horizon 0`) is not exhausted at 40M
//   nodes (deal 0, 123 s, 480 MB); the AND-OR proof (`--sure`) allows at most 8 branching chance nodes per
//   line and finds no strategy within that (0.1 s; no proof or refutation either way); `--endgame` (3M
//   nodes) reaches only the last 2-4 decisions of deals 0-2 (8, 8, 10 from there, equal to greedy). The
//   perfect-foresight maximum (which sees chance, so it reads the decks and bounds from above only) is 24
//   on deals 0 and 1 (0.8M nodes 4 s, 4.3M nodes 28 s; deal 2 not within 5M). So under tops-only the
//   report's "24 on every deal" is an upper bound, not a result; nothing better is known yet.
//
// State JSON ("state" member of the canonical JSON; kinds are lower-case card names):
//   phase      phase name (see kPhaseNames)                                               (required)
//   turn       turns begun                                                                 (required)
//   pool       {kind: count} cards not yet dealt at setup; under tops-only afterwards the cards
//              never seen (the decks' unseen cards, per family)                            (required)
//   noble_decks, event_decks  [{"cards": [bottom..top known kinds], "hidden": {kind: count},
//                               "face_down": bool, "unseen": int (tops-only only)}] x3     (required)
//   deceased, completed, removed  {kind: count}                                            (required)
//   scratch    {name: int} the turn's working values (kScratchNames), all required
//   discarded  [[kind, deck], ...] Nobles discarded for the Event being resolved           (required)
//   effects    [[kind, deck, taken-later], ...] Effects waiting to be followed             (required)
// Unknown fields are errors; a loaded state must pass DoCheckInvariants.
// Public state (GameInfo::public_state, ns_public.cc; schema public_state.schema.json beside this file,
// printed by `peerage schema nobles-solo`): the state JSON above with the same names, except that
// "scratch" (the engine's working numbers) is replaced by "this_turn", the turn in progress as a table
// would say it, and "constructs_ever" (Constructs discarded for Events this game, a count the rules limit
// by) moves up beside the decks. this_turn names decks as the action texts do (N0-N2, E0-E2), cards by
// kind name (as in "pool" and "deceased"), the player's action waiting for a top card as its action text,
// and none as null: court_deck (scratch court_deck), this_noble (this_kind), uncovering (reveal: the deck
// whose unknown top the next chance outcome turns over), construct_to (construct_draw), construct_first,
// constructs_left, waiting_action (pending + pending_arg as one action text, e.g. "event:E1"),
// waiting_ability (pending 254 under tops-only: the Ability followed again once the top is seen, its kind
// from pending_arg), debutante_next (debut_index as the deck it decides, written only while the Debutante
// is being followed: a Debutante begins at index 0, so a leftover index says nothing), restoring
// (restore_kind), archivist_chain (chain), baroness_pair (take_pair), event_deck, event (event_kind),
// moving, veteran_effect_from. Left out as bookkeeping: scratch.dealt (the setup deal counter: the cards
// no longer in the pool), pending_arg while nothing waits, and debut_index outside the Debutante.
// Everything else is what the table shows: the decks (a shuffled deck's unordered part as counts,
// exactly what the player knows), Deceased, Completed and removed cards, the setup pool.
// Optional (with a default): pool, removed, this_turn and each of its members (null, or 0 for the
// counts: what a turn begins with), constructs_ever (0), discarded, effects, a deck's hidden ({}),
// face_down (false) and unseen (0; written under tops-only only, so the open reading's JSON is unchanged).
// The loader (WithEngineScratch, called by FromJson for a state without "scratch") rebuilds the scratch:
// each name back to its number, none to 255, the waiting action text parsed back, debut_index 0 unless
// debutante_next names a deck, dealt counted from the pool (51 after setup; tops-only keeps its unseen
// cards in the pool). A malformed value fails naming its field ("state.this_turn.uncovering: expected
// null or one of ..."). The wrapper plus "settings" loads with StateFromJson (resumable) in every state.
// Observations equal the full state; scratch.dealt changes only in a setup deal, which also empties the
// pool by one card, and debut_index changes only with the phase or with debutante_next.
// Render (ns_render.cc, GameInfo::render): a heading line (turn, phase, who acts, score), the turn's
// working values that are set, the Nobles and Effects of the Event being resolved, each deck on one line
// bottom to top (a shuffled deck's unordered part first, marked "unknown order"), then Deceased,
// Completed and out-of-the-game counts (and the setup pool while dealing).
// Simplify (ns_simplify.cc, GameInfo::simplify): measure = cards in the six decks + Completed Events.
// The invariants pin every card to a deck, Deceased (Nobles only), Completed or out of the game (Events
// only), so a card taken off a deck can only go to Deceased (a Noble) or out of the game (an Event), and
// a Deceased Noble has no simpler place at all. Candidates, most drastic first: a deck cut down to its
// known top card, then a deck's bottom card out (one candidate per kind in a shuffled deck's unordered
// part), then, only while the step looks at nothing but the tops (Court, choosing the Event), a deck's
// known top out with a known card beneath it, then a Completed Event out of the game. Otherwise a deck
// never loses its top (what the step in progress works on), and never its last card (an empty deck ends
// the game); the Completed Event an Archivist is
// restoring, the last one an Archivist may restore, and Completed Expansions while an Expansion's
// Requirement (which counts them) is being met are kept. Nothing is simplified during setup.
// Neighbours (ns_neighbours.cc, GameInfo::neighbours): each face-down deck turned face up, its unordered
// part laid open in the kinds' order; for the deciding-facts ablation only (a face-down deck decides which
// tops may be taken), never for shrinking.
#pragma once
#include <array>
#include <map>
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
// The Debutante's decisions in order, decision index -> deck: the card names the Event decks first.
inline constexpr std::array<int, 6> kDebutanteDeck = {3, 4, 5, 0, 1, 2};
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
  kIFaceUpDecks, kNumInterps
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
  // ns.face-up-decks=tops-only: cards of this deck never seen, drawn from the common pool of their family
  // (NoblesSoloState::pool_); always 0 under the open reading.
  std::uint8_t unseen = 0;
  bool face_down = false;
  int Size() const { return n_known + n_hidden + unseen; }
  bool Empty() const { return Size() == 0; }
  // The top kind, or kNone when the deck is empty or its top is not yet revealed.
  int Top() const { return n_known ? known[n_known - 1] : kNone; }
  bool TopUnknown() const { return n_known == 0 && n_hidden + unseen > 0; }
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
// Scratch::pending value: after the reveal, follow the Ability of kind pending_arg again (tops-only: an
// Interloper or Baroness whose check needs a face-up top that has just been uncovered).
inline constexpr int kPendingAbility = 254;
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
  // Its face-down decks turned face up, one at a time (ns_neighbours.cc, GameInfo::neighbours).
  std::vector<Json> Neighbours() const;

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
  // ns_tops_only.cc: the tops-only reading of the face-up decks.
  bool TopsOnly() const { return Reading(kIFaceUpDecks) == 1; }
  bool NeedsUncover(int deck) const;       // a face-up deck whose top is not yet seen
  int UncoverDeck() const;                 // first such deck, or kNone
  int ResolveDeck() const;                 // deck whose unseen cards a chance node names now, or kNone
  bool RevealFirst(int first, int last);   // sets a reveal for a deck in [first, last] needing it
  void UnorderedCounts(int deck, std::array<int, kNumKinds>& counts) const;
  void TakeUnordered(int deck, int kind);  // one card of `kind` leaves the deck's unordered part
  void ApplyResolve(int kind);
  void FinishTopsOnlySetup();
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
  void TellDebutante(bool shuffle, int index);
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
// The public loader's step (ns_public.cc): a state JSON without "scratch" (the public form) gets the
// scratch its "this_turn" and "constructs_ever" describe (scratch.dealt left to the reader); a canonical
// state is returned as it is. A malformed value fails naming its field.
Json WithEngineScratch(const Json& state);
// GameInfo::render and GameInfo::simplify (ns_render.cc, ns_simplify.cc).
std::string RenderNoblesSolo(const State& state);
std::vector<Json> SimplifyNoblesSolo(const State& state);
// GameInfo::neighbours (ns_neighbours.cc).
std::vector<Json> NeighboursNoblesSolo(const State& state);
// GameInfo::reread_state (ns_tops_only.cc): a state written under ns.face-up-decks=open, replayed under
// tops-only, is the same table seen by a player who has looked only at the tops of the face-up decks.
void RereadTopsOnly(Json& state, const std::map<std::string, std::string>& from,
                    const std::map<std::string, std::string>& to);
// GameInfo::narrator (ns_narrate.h and .cc, ns_narrate_diff.cc, ns_narrate_picture.cc): the rulebook's words.
Narrator MakeNoblesSoloNarrator();

}  // namespace peerage::ns
