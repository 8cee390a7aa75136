// Dueling Nobles — the reference engine.
//
// What the game is: a two-player card duel (Jesse Carlucci, CatsAtCards.com) with one 52-card deck and two
// dice. The 12 court cards are Nobles (Jack 11/2, Queen 12/2, King 13/3: base strength/stamina) kept in a
// Courtyard; the 40 Ace-10 cards are Support cards (weapons, suit abilities, duel bonuses). Each turn has
// Income, Reinforcements, Command and Dueling phases; a duel costs the loser one stamina, a Noble at 0 is
// vanquished back into the Noble stack, and a player whose Courtyard empties after a duel loses.
// Rulebook: shared/rulebooks/dueling-nobles.txt (the only source; rule ids "dn.<phase>.<rule>" name its
// places, see dn_catalogue.cc).
//
// Parameters
//   name                 | type   | meaning                                                  | default
//   players              | int    | exactly 2                                                 | 2
//   every interpretation | reading| see the table below; choose with settings {id: reading}   | as marked
//
// Interpretations (id | phrase it hinges on | readings, the default marked *)
//   dn.duels-per-turn      | "To declare a duel"               | one* / each-noble / unlimited
//   dn.empty-courtyards    | "his opponent declared the winner"| draw* / shared-win
//   dn.triple-discard-face | "face-down in a common ... pile"  | face-up* / face-down
//   dn.support-price       | "the appropriate number of Resources" | one-each* / one-per-purchase
//   dn.triples-per-turn    | "he may discard these cards"      | repeat* / once
//   dn.king-tax            | "for each King Noble"             | once-per-king* / repeat
//   dn.weapon-moves        | "as many weapons as needed"       | each-once* / unlimited
//   dn.hearts-cap          | "restore 1 Stamina point"         | capped* / uncapped
//   dn.clubs-self          | "added to the discard pile and the special effects" | allowed* / excluded
//   dn.support-reshuffle   | "if the Support card pile is depleted" | immediate* / on-draw
//   dn.support-exhausted   | (silent: stock and discard both empty) | skip* / refund
//   dn.jack-aces           | "If both payers play an Ace"      | tie* / more-aces-wins
//   dn.double-ace          | "the Duel is considered a tie"    | tie* / totals-decide
//   dn.ace-value           | "from two to ten"                 | one* / zero
//   dn.deflect-target      | "any other Noble"                 | other* / any
//   dn.turn-limit          | (silent: no end but an empty Courtyard) | draw-after-200* / draw-after-1000
//   dn.diamonds-count      | "currently has more total Nobles" | when-played* / start-of-turn
//   dn.spades-knowledge    | "immediately view all cards"      | snapshot* / glimpse
//   dn.command-order       | "The last action a player may take" | free* / listed
//   dn.hires-per-turn      | "either, both or none"            | once* / unlimited
//   dn.token-supply        | "approximately 24 counters"       | unlimited* / 24-counters
//   dn.dealer-ties         | "they should each roll again"     | cap-32* / cap-32-void
// Questions, reading descriptions and affected rules: dn_catalogue.cc (also `peerage rules dueling-nobles`).
//
// Modelling decisions (not rule readings): players start with 0 Resources (the text never gives a
// starting amount, and every way of gaining them is a rule of its own: income, taxes, the automatic
// Resource); a game that ends with nobody winning (the turn limit, or dn.empty-courtyards=draw) scores
// [0, 0] and says it is a draw (State::IsDraw, result "draw"), as opposed to a shared win scoring [1, 1];
// a hired Noble enters at its table Stamina with no weapon (the
// table is the only Stamina the text gives a Noble, and a vanquished Noble's chips and weapon are gone);
// the simultaneous Noble choice is sequential (the dealer's opponent first) with hidden picks in
// ascending card order; a compound choice is a sequence of small decisions (ascending where order is
// moot); a decision with one possible action is skipped only where what makes it forced is public
// (only "accept": the defender's Resources and Courtyard are open; only "end-support" because the hand is
// empty or the limit is played; no further duel allowed). A Jack whose hand holds nothing above his first
// Support card is still asked, with only "end-support" legal: skipping him would show his hand. Piles are sets: a draw is uniform over the pile at the moment of drawing. Clubs
// is playable only when it has a card to take; Hearts (capped) only on a Noble below table Stamina.
//
// State JSON ("state" member of the canonical JSON; sets are sorted card-name lists; cards "10H", "KS"):
//   phase        "dealer-roll" | "deal-nobles" | "choose-nobles" | "deal-support" | "income" | "triple" |
//                "reinforcements" | "hire-draw" | "support-draw" | "command" | "clubs-take" | "dueling" |
//                "deflect" | "duel-dice" | "duel-support" | "game-over"                         (required)
//   active       player whose turn it is (the chooser during "choose-nobles")           (default 0)
//   dealer       -1 until decided, else 0/1                                              (default -1)
//   turn         turns begun so far (0 during setup)                                     (default 0)
//   roll         {"dice": [p0 die, p0 die, p1 die, p1 die] rolled so far, "ties": tied rounds}
//   dealt        cards dealt so far in "deal-nobles"/"deal-support"                      (default 0)
//   noble_stack, support_stock, discard: card lists (discard includes triple discards)   (required)
//   triple_discards  [[p0 cards], [p1 cards]]: cards in the discard pile placed there by three-of-a-suit
//   players      [ {resources, hand, courtyard: [{noble, stamina, weapon: card|null}], dealt_nobles, kept,
//                  abilities_used: ["clubs", ...], spied_hand: null|cards} ] x2 (resources, hand,
//                  courtyard required)
//   turn_state   {taxed: kings, triples, hires, bought, weapon_played, moved: weapon cards, command_stage,
//                 duels, dueled: nobles, start_nobles: [n0, n1], move_seen: [arrangement hashes],
//                 livelock_reported}                                                     (default: fresh)
//   triple       null | {suit: "H", picked: cards}            (phase "triple")
//   draw         null | {pending, to, return: "reinforcements"|"command", bought}  (phase "support-draw")
//   clubs_card   null | card                                  (phase "clubs-take")
//   duel         null | {attacker, defender, declared, deflected, dice: [[..], [..]],
//                        supports: [[..], [..]], side: 0 attacker / 1 defender}
//   result       null | "p0" | "p1" | "draw" | "shared-win"
// Fields not marked required may be left out (null, empty or fresh); unknown fields are errors. A loaded
// state must pass DoCheckInvariants (e.g. all 52 cards placed, phase-specific consistency).
// Observations write hidden sets as {"hidden": count} (opponent's hand, dealt Nobles and picks, stock,
// Noble stack) and the opponent's face-down triple discards as {"hidden_by_suit": [C, D, H, S]}.
// Public state (GameInfo::public_state, dn_public.cc; schema public_state.schema.json beside this file,
// printed by `peerage schema dueling-nobles`): the state JSON above with the same names, less the
// reference's bookkeeping, and with its packed numbers written as a table would:
//   dealer       null until the dealer roll decides it (not -1), else the seat 0/1.
//   turn_state.command_stage   "weapon" | "move" | "suit-ability" (not 0/1/2): the furthest step of the
//                listed Command order reached this turn, named for its action (default "weapon").
//   duel.side    "attacker" | "defender" (not 0/1).
// The loader reads these forms back (WithCanonicalNumbers, dn_public.cc, before the reader above).
// Decision per field the issue named as ours alone:
//   dealt        left out: during "deal-nobles" it is the number of dealt Nobles, during "deal-support"
//                the number of cards in hands; the loader counts it again when it is absent.
//   players[].dealt_nobles, kept   kept (default []): the Nobles in a player's hand during setup and the
//                three being chosen from them are what the choice goes on.
//   players[].spied_hand   left out: what a Spades player remembers of a hand, not something on the table
//                (every hand is in the public state already); no rule's legality reads it.
//   triple_discards   kept (default [[], []]): under dn.triple-discard-face=face-down Clubs may not take
//                these cards, and a pending three-of-a-suit's picks are among them.
//   roll         kept (default {}): the dealer-roll dice rolled so far are on the table, and the tied
//                rounds decide the cap of dn.dealer-ties.
//   turn_state   kept (default {}: every mark fresh) except move_seen and livelock_reported (the engine's
//                check for weapon moves that cycle, which records a finding and limits nothing): every
//                other mark limits what may still be done this turn under some reading (one tax per King,
//                one purchase, one weapon played, duels declared, Nobles at the start of the turn, ...).
// Optional (with a default, left out by an engine whenever they hold it): roll, triple_discards,
// turn_state and each of its marks, triple, draw, clubs_card, duel, result, players[].dealt_nobles, kept,
// abilities_used, a courtyard Noble's weapon. The wrapper {"game","players","step","state"} plus
// "settings" loads with StateFromJson (resumable) in every state. No observation field is bookkeeping
// beyond those left out above (dealt, spied_hand, move_seen, livelock_reported), and each of those
// changes only in a step that also changes the public state.
//
// Render (dn_render.cc, GameInfo::render): a heading line (turn, whose turn, dealer, phase, who acts),
// the pending sub-step (dealer roll, three-of-a-suit, draws, Clubs, duel), then per player their
// Resources, used abilities, Courtyard ("KD (stamina 3, weapon 3S)"), hand and Spades view (marked hidden),
// then the Noble stack and stock (face down), the discard pile, this turn's marks and the result.
// Simplify (dn_simplify.cc, GameInfo::simplify): measure = Support cards in hands + Nobles in Courtyards
// + weapons on Nobles + both players' Resources + the Stamina of every Noble in a Courtyard. Candidates,
// most drastic first: a Noble out of a Courtyard into the Noble stack (its weapon spent), a hand card
// spent, a weapon spent, Resources to their least then down by one, a Stamina to 1 then down by one.
// "Spent" is the discard pile (the stock instead when dn.support-reshuffle=immediate would have
// reshuffled a discard pile onto an empty stock). Never touched: setup (deal counts fix every hand and
// Courtyard), the last Noble of a Courtyard, the dueling Nobles, the pending Clubs card, the cards a
// pending three-of-a-suit or Step-3 Support choice needs, the Resources and Nobles a deflect choice needs.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/core/state.h"
#include "model/games/dueling_nobles/dn_cards.h"

namespace peerage {
// public_state.schema.json beside this header, embedded (CMakeLists.txt: peerage_embed_data).
extern const std::string_view kDuelingNoblesPublicSchema;
}  // namespace peerage

namespace peerage::dn {

// Rule indices: the order of the rule table in dn_catalogue.cc.
enum RuleIndex : RuleId {
  kRSetupDealerRoll, kRSetupDealerReroll, kRSetupDealNobles, kRSetupChooseNobles, kRSetupNobleStack,
  kRSetupDealSupport, kRTurnOrder,
  kRIncomeAuto, kRIncomeTriple, kRIncomeTax,
  kRReinforceHire, kRReinforceBuy,
  kRCommandWeapon, kRCommandMove, kRCommandHearts, kRCommandDiamonds, kRCommandClubs, kRCommandSpades,
  kRDuelDeclare, kRDuelDeflect, kRDuelStrength, kRDuelQueenBonus, kRDuelDice, kRDuelKingDice,
  kRDuelSupport, kRDuelJackSupports, kRDuelAdrenaline, kRDuelCriticalHit, kRDuelDoubleAce, kRDuelOutcome,
  kRDuelWinnerResource, kRDuelStaminaLoss, kRDuelTie, kRDuelVanquish, kRDuelWeaponDiscard,
  kRDuelNobleShuffledBack, kRDuelSupportsDiscarded,
  kRDeckDiscard, kRDeckSupportReshuffle, kRDeckNobleStackEmpty,
  kREndCourtyardEmpty,
  kNumRules
};

// Interpretation indices: the order of the interpretation table in dn_catalogue.cc. Reading indices are
// the order of that interpretation's readings (the first listed reading is index 0, and so on).
enum InterpIndex : int {
  kIDuelsPerTurn, kIEmptyCourtyards, kITripleDiscardFace, kISupportPrice, kITriplesPerTurn, kIKingTax,
  kIWeaponMoves, kIHeartsCap, kIClubsSelf, kISupportReshuffle, kISupportExhausted, kIJackAces,
  kIDoubleAce, kIAceValue, kIDeflectTarget, kITurnLimit, kIDiamondsCount,
  kISpadesKnowledge, kICommandOrder, kIHiresPerTurn, kITokenSupply, kIDealerTies,
  kNumInterps
};
enum DuelsPerTurn { kDuelsOne, kDuelsEachNoble, kDuelsUnlimited };
enum EmptyCourtyards { kEmptyDraw, kEmptySharedWin };
enum TripleFace { kTripleFaceUp, kTripleFaceDown };
enum SupportPrice { kPriceOneEach, kPriceOnePerPurchase };
enum TriplesPerTurn { kTriplesRepeat, kTriplesOnce };
enum KingTax { kTaxOncePerKing, kTaxRepeat };
enum WeaponMoves { kMovesEachOnce, kMovesUnlimited };
enum HeartsCap { kHeartsCapped, kHeartsUncapped };
enum ClubsSelf { kClubsSelfAllowed, kClubsSelfExcluded };
enum SupportReshuffle { kReshuffleImmediate, kReshuffleOnDraw };
enum SupportExhausted { kExhaustedSkip, kExhaustedRefund };
enum JackAces { kJackAcesTie, kJackAcesMoreWins };
enum DoubleAce { kDoubleAceTie, kDoubleAceTotals };
enum AceValue { kAceOne, kAceZero };
enum DeflectTarget { kDeflectOther, kDeflectAny };
enum DealerTies { kDealerTiesP0Deals, kDealerTiesVoid };
enum TurnLimit { kTurnLimit200, kTurnLimit1000 };
enum DiamondsCount { kDiamondsWhenPlayed, kDiamondsStartOfTurn };
enum SpadesKnowledge { kSpadesSnapshot, kSpadesGlimpse };
enum CommandOrder { kCommandFree, kCommandListed, kCommandSuitLast };
enum HiresPerTurn { kHiresOnce, kHiresUnlimited };
enum TokenSupply { kTokensUnlimited, kTokens24 };

inline constexpr int kTurnLimits[] = {200, 1000};
inline constexpr int kDealerTieCap = 32;  // tied dealer rolls in a row before the cap (dn.dealer-ties)
inline constexpr int kTokenCount = 24;    // Resource counters under dn.token-supply=24-counters
inline constexpr int kHireCost = 5;
inline constexpr int kDeflectCost = 2;
inline constexpr int kMoveSeenCap = 16;   // weapon arrangements remembered for the livelock check

enum class Phase : std::uint8_t {
  kDealerRoll, kDealNobles, kChooseNobles, kDealSupport, kIncome, kTriple, kReinforcements, kHireDraw,
  kSupportDraw, kCommand, kClubsTake, kDueling, kDeflect, kDuelDice, kDuelSupport, kGameOver
};
inline constexpr int kNumPhases = 16;
const char* PhaseName(Phase p);

enum class Result : std::uint8_t { kNone, kP0, kP1, kDraw, kSharedWin };

// Action kinds; an action id is kind * 4096 + a * 64 + b (a, b: cards, die values, counts, suits).
enum Kind : int {
  kDie, kDraw, kKeep, kTax, kTripleStart, kDiscard, kEndIncome, kHire, kBuy, kEndReinforcements,
  kWeapon, kMove, kHeartsAbility, kDiamondsAbility, kClubsAbility, kTake, kSpadesAbility, kEndCommand,
  kDuel, kDeflect, kAccept, kSupport, kEndSupport, kEndTurn, kNumKinds
};
constexpr Action MakeAction(int kind, int a = 0, int b = 0) { return kind * 4096 + a * 64 + b; }
constexpr int KindOf(Action x) { return x / 4096; }
constexpr int ArgA(Action x) { return (x / 64) % 64; }
constexpr int ArgB(Action x) { return x % 64; }
std::string ActionText(Action action);                          // dn_actions.cc
std::optional<Action> ParseActionText(std::string_view text);   // dn_actions.cc

class DuelingNoblesState : public State {
 public:
  explicit DuelingNoblesState(std::shared_ptr<const GameContext> context);
  DuelingNoblesState(const DuelingNoblesState&) = default;

  // Read access for tests and analyses (the JSON is the full interface).
  Phase phase() const { return phase_; }
  int active() const { return active_; }
  int dealer() const { return dealer_; }
  int resources(int p) const { return resources_[p]; }
  Mask hand(int p) const { return hand_[p]; }
  Mask courtyard(int p) const { return courtyard_[p]; }
  int stamina(Card noble) const { return stamina_[NobleIndex(noble)]; }
  Card weapon(Card noble) const { return weapon_[NobleIndex(noble)]; }
  Mask discard() const { return discard_; }
  Mask noble_stack() const { return noble_stack_; }
  Mask support_stock() const { return stock_; }
  Result result() const { return result_; }
  int turn() const { return turn_; }

  // The state from the "state" member of the canonical JSON (dn_json.cc). Throws ParseError.
  static std::unique_ptr<State> FromJson(std::shared_ptr<const GameContext> context, const Json& j);
  // The text picture of the state (dn_render.cc) and its simpler neighbours (dn_simplify.cc): see the
  // header comment above.
  std::string Render() const;
  std::vector<Json> Simplify() const;

 protected:
  int DoCurrentPlayer() const override;
  void DoLegalActions(std::vector<Action>& out) const override;
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override;
  std::optional<Action> DoSampleChance(Rng& rng) const override;  // same draw, without listing
  std::string DoActionToString(Action action) const override { return ActionText(action); }
  std::optional<Action> DoParseAction(std::string_view text) const override { return ParseActionText(text); }
  void DoApplyAction(Action action) override;
  std::vector<std::int64_t> DoScores() const override;
  bool DoIsDraw() const override { return result_ == Result::kDraw; }
  std::unique_ptr<State> DoClone() const override { return std::make_unique<DuelingNoblesState>(*this); }
  Json DoToJson() const override;
  Json DoObservationJson(int player) const override;
  void DoCheckInvariants(InvariantReport& report) const override;
  std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t seed) const override;

 private:
  // dueling_nobles.cc: setup, turn flow, income, reinforcements, command.
  Mask ChanceSet() const;  // the face-down pile the pending chance draw comes from (0: a die)
  void LegalSetup(std::vector<Action>& out) const;
  void LegalIncome(std::vector<Action>& out) const;
  void LegalReinforcements(std::vector<Action>& out) const;
  void LegalCommand(std::vector<Action>& out) const;
  void ApplyDie(int value);
  void ApplyDraw(Card card);
  void ApplyKeep(Card noble);
  void StartTurn(int player);
  void EndTurn() { StartTurn(1 - active_); }
  void Gain(int player, int amount, RuleId rule);  // from the central pile (dn.token-supply)
  void DiscardCard(Card card);
  void StartDraws(int player, int count, Phase back, bool bought);
  void ContinueDraws();
  void Reshuffle();
  void ApplyWeaponMove(Card from, Card to);
  bool MayUseStage(int stage) const;
  Mask TakeableDiscards() const;
  int SupportPrice(int count) const;
  int MaxStamina(Card noble) const;
  // dn_duel.cc: the Dueling phase.
  void LegalDueling(std::vector<Action>& out) const;
  void ApplyDuelAction(Action action);
  void TellFurtherDuel(bool may);
  bool MayDeclareAnotherDuel() const;
  int DiceNeeded(int side) const;
  int SupportLimit(int side) const;
  void AfterDice();
  void AdvanceSupport();
  void ResolveDuel();
  void Vanquish(int owner, Card noble);
  int DuelPlayer(int side) const { return side == 0 ? active_ : 1 - active_; }
  Card DuelNoble(int side) const { return side == 0 ? duel_att_ : duel_def_; }
  // dn_json.cc / dn_checks.cc
  Json Serialize(int observer) const;
  bool HiddenConsistent(int owner) const;
  // dn_simplify.cc
  void SpendCard(Card card);
  void RemoveNoble(int owner, Card noble);
  bool HandCardSpare(int owner, Card card) const;

  friend struct StateIo;  // dn_json.cc reads and writes the fields

  Phase phase_ = Phase::kDealerRoll;
  Result result_ = Result::kNone;
  std::uint8_t active_ = 0;
  std::int8_t dealer_ = -1;
  int turn_ = 0;
  // Setup.
  std::array<std::uint8_t, 4> roll_{};
  std::uint8_t rolled_ = 0;
  std::uint8_t ties_ = 0;
  std::uint8_t dealt_count_ = 0;
  // Card places: every card is in exactly one of these (weapons through weapon_).
  Mask noble_stack_ = kNobleCards;  // the Nobles deck during setup, the Noble stack afterwards
  Mask stock_ = kSupportCards;
  Mask discard_ = 0;
  std::array<Mask, 2> hand_{}, dealt_{}, kept_{}, courtyard_{}, duel_supports_{};
  std::array<Mask, 2> triple_discards_{};  // subset of discard_, by the player who discarded them
  std::array<Mask, 2> spied_{};            // the opponent's hand as seen with Spades
  std::array<bool, 2> has_spied_{};
  std::array<std::uint8_t, kNumNobles> stamina_{};  // 0 for Nobles outside Courtyards
  std::array<Card, kNumNobles> weapon_{};           // kNoCard when none
  std::array<int, 2> resources_{};
  std::array<std::uint8_t, 2> used_{};  // suit abilities used this game, bit per suit
  // This turn.
  Mask taxed_ = 0;
  std::uint8_t triples_ = 0, hires_ = 0;
  bool bought_ = false, weapon_played_ = false;
  Mask moved_ = 0;
  std::uint8_t command_stage_ = 0;  // dn.command-order=listed: 0 weapon, 1 moves, 2 suit abilities
  std::uint8_t duels_ = 0;
  Mask dueled_ = 0;
  std::array<std::uint8_t, 2> start_nobles_{};
  std::array<std::uint64_t, kMoveSeenCap> move_seen_{};
  std::uint8_t move_seen_count_ = 0;
  bool livelock_reported_ = false;
  // Sub-states.
  std::int8_t triple_suit_ = -1;
  Mask triple_picked_ = 0;
  std::uint8_t draw_pending_ = 0, draw_to_ = 0;
  std::uint8_t draw_bought_ = 0;  // cards bought by this run of draws (0: not a purchase)
  Phase draw_return_ = Phase::kReinforcements;
  Card clubs_card_ = kNoCard;
  Card duel_att_ = kNoCard, duel_def_ = kNoCard, duel_declared_ = kNoCard;
  bool deflected_ = false;
  std::array<std::array<std::uint8_t, 2>, 2> dice_{};
  std::array<std::uint8_t, 2> dice_count_{};
  std::uint8_t support_side_ = 0;
};

// The catalogue (dn_catalogue.cc).
const GameInfo& DuelingNoblesInfo();
// GameInfo::public_state (dn_public.cc); its schema is peerage::kDuelingNoblesPublicSchema (above).
Json DuelingNoblesPublicState(const State& state);
// The loader's first step (dn_public.cc): a public state's names and nulls back into the canonical numbers
// (dealer null -> -1, turn_state.command_stage "weapon"/"move"/"suit-ability" -> 0/1/2, duel.side
// "attacker"/"defender" -> 0/1); numbers already there are left to the canonical reader; any other value is
// refused naming the field.
Json WithCanonicalNumbers(const Json& state);
// GameInfo::render and GameInfo::simplify (dn_render.cc, dn_simplify.cc).
std::string RenderDuelingNobles(const State& state);
std::vector<Json> SimplifyDuelingNobles(const State& state);
// GameInfo::narrator: actions and positions in the rulebook's words (dn_narrate*.cc).
Narrator DuelingNoblesNarrator();
// Upper bound on actions per turn under the context's readings (dn_catalogue.cc).
int MaxActionsPerTurn(const GameContext& context);

}  // namespace peerage::dn
