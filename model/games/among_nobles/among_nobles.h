// Among Nobles (3-5 players) — the data-driven reference engine.
//
// What the game is: each player heads a dynasty of character cards laid out as a family tree of at most
// three generation rows. Players take turns activating a character or a married couple (the wife's action
// series join her husband's) and executing one of four action series left to right: warfare (armies to
// provinces), piety (+1 prestige), commerce (+1 gold), birth (a display card of the right gender and an
// inherited trait joins the row below the couple), marriage (opponents present unmarried daughters, the
// groom's player picks one), hire (2 gold for an extra warfare/piety/marriage) and intrigue (the card's
// intrigue ability). Each round ends with a seven-step upkeep (province fights, income, reset, display
// discard, generational change, refill, first player passes). Three decks (ages I, II, III) feed the
// display; the last card of a deck put on display triggers a generational change at the next upkeep; the
// third one ends the game. Score: prestige + floor(gold / 3); ties: leftover gold, then provinces.
// Rulebook: shared/rulebooks/among-nobles.txt. Rule ids "an.<area>.<rule>", see an_catalogue.cc.
//
// Card data (data/among-nobles/cards.json, schema in its "schema" notes and in an_data.cc): 60 character
// cards {name, deck ancestral|I|II|III, gender, traits {top, bottom}, series[4] of <= 4 action words,
// shields, power none|nobility|christening|alliance|legacy|intrigue, ability [effect terms], group A|B|C and
// spouse for ancestral cards, sample} and 9 provinces {name, commerce, piety, four_plus}. Abilities are
// a closed vocabulary interpreted by one evaluator (an_effects.cc):
//   {gain: gold|prestige|army, amount, per?: province_with_army|row_character|character|unmarried_female}
//   {return_armies: n}   up to n armies of any players go from provinces back to their owners' supplies
//   {sacrifice: unmarried_female, then: [gain]}   optional: remove one of your unmarried daughters
//   {on_son: [gain]}     nobility: whenever his couple gains a son
//   {cost: son|supply_move|marriage|hire, amount}   nobility: the cost while he is the activated head
// The power symbol says when the terms apply: christening (the child's player, at birth), alliance (the
// bride's former player, when she is chosen), legacy (the owner, when he dies at a generational change),
// intrigue (on each intrigue action of his activation), nobility (permanent, passive terms only).
//
// Parameters
//   name                 | type    | meaning                                                  | default
//   players              | int     | 3, 4 or 5                                                 | 4
//   data file            | path    | card set (GameConfig::data_file / --data)                 | shipped sample
//   an.three-player-trait| value   | the variant: the trait whose cards leave with 3 players:  | green
//                        |         | green / red / blue / yellow (--param; an_catalogue.cc)     |
//   an.bride-presentation| value   | how brides are presented: simultaneous (the text's normal | simultaneous
//                        |         | case) / ordered (the order a player may request; --param)  |
//   every interpretation | reading | see the table below; choose with settings {id: reading}   | as marked
//
// Interpretations (id | phrase it hinges on | readings, default marked *)
//   an.first-player        | "show a number of fingers"          | chance* / seat-zero / fingers
//   an.trait-inheritance   | "must have a trait inherited"      | any-shared* / all-inherited
//   an.display-reset       | "If all 7 cards ... still remain"  | none-taken* / line-full
//   an.double-run-out      | "a generational change occurs in the next upkeep" | one-per-upkeep / all-next-upkeep*
//   an.empty-deck          | "When the last card of a deck is put on display" | skipped-counts* / never
//   an.remaining-gold      | "most remaining gold"              | leftover* / before-conversion
//   an.own-daughter        | "Each opponent must ... present"   | opponents-only* / own-too
//   an.wife-rule-box       | "her rule box text no longer applies" | never* / legacy-too
//   an.reactivation-females| "even if there are unactivated female characters" | either* / females-first
//   an.hire-then-skip      | "execute an extra action for 2 gold" | pay-first* / must-afford
//   an.heir-deck           | "draws character cards from the deck" | next-deck* / none
//   an.heir-row            | "He becomes the player's new head of family" | top-row* / bride-row
//   an.legacy-order        | "When character cards are removed, claim" | before-removal* / after-removal
//   an.prestige-open       | "keep their prestige point tokens face down" | open* / concealed
//   an.intrigue-couple     | "when the character (or couple) executes an intrigue" | head-only* / both
//   an.child-cost          | "Cost: 1 gold for a son"           | son-cost-if-male* / free
//   an.finger-tie          | "If there is a tie, ... second-most" | highest-unique* / second-most
// Questions, reading descriptions and affected rules: an_catalogue.cc (`peerage rules among-nobles`).
//
// Modelling decisions (not rule readings):
// - Decks are multisets: each card put on display (or drawn for a missing heir) is one chance node,
//   uniform over the cards left in that deck. Deck contents are the complement of the seen cards, so
//   they are open information; the only hidden information is the earlier simultaneous bride picks and finger counts
//   (and, under an.prestige-open=concealed, other players' prestige). A state redrawn for an observer
//   (ResampleHidden) draws each concealed total uniformly from 0 to twice the observer's own total plus 4:
//   the public state carries no history of the gains, so this is a guess from what the observer holds, made
//   without looking at the hidden totals.
// - Compound choices are sequences: activate a card, pick a series, then one decision per action
//   ("skip" declines an optional action; a step whose only option is "skip" is passed automatically).
// - Simultaneous bride presentation: the opponents pick in player order from the groom's player's left;
//   each pick is hidden from the others until all have picked (then revealed together).
// - The finger game (an.first-player=fingers): players show in seat order, each count hidden until all have
//   shown. The text's "start over" has no end; the engine stops after kFingerRounds (10) showings without a
//   winner, records a livelock finding naming an.first-player=fingers, and draws the first player by chance
//   (a cut-off like a step bound, so every game has a declared maximum length).
// - The display line is a set (its order has no game effect). Removed cards (dead, sacrificed, unused
//   ancestral, 3-player trait removal) and discarded display cards are out of the game.
//
// State JSON ("state" member of the canonical JSON):
//   phase  phase name; sc {name: int} scratch values (kScratchNames), all required
//   cards  [60 texts] "<loc>" or for a card in a family "<loc> p<owner> r<row>[ s<spouse>][ act][ b<mask>]"
//          (loc: deck display owned discard dead out pool revealed dying; mask: parents' traits at birth)
//   players [{"gold","prestige","supply","armies":[9],"gained_armies","gold_in","gold_out","tokens_used"}]
//   queue [action words of the activation being executed]; presented [card or -1 per player]
// Unknown fields are errors; a loaded state must pass DoCheckInvariants.
// Public state (GameInfo::public_state, an_public.cc; schema model/games/among_nobles/public_state.schema.json,
// `peerage schema among-nobles`): the wrapper {"game","players","step","state"}. Its "state" keeps phase,
// cards, players, presented, revealed and fingers of the state above under their names (presented brides,
// shown fingers and prestige all in view), without the bookkeeping: each player's gained_armies, gold_in and
// gold_out (a ledger only the conservation invariants read) and fingers.rounds (the engine's cut-off of the
// endless finger game, not a rule). Its packed numbers are written out: a card text's " b<mask>" becomes
// " parents:red,blue" (the parents' traits at birth by name, in the order red, blue, yellow, green; left out
// when none), presented holds the presented card's name or null (not a card number or -1), fingers.shown
// null for a player who has not shown yet (not -1); a card text's " s<spouse>" stays the spouse's place in
// "cards" (the card data's order). In place of "sc" and "queue" it says what a table would say of the round
// and the turn in progress, cards by their names in the card data:
//   round, first_player             rounds begun (0 in set-up) and the first player's seat
//   display_card_taken              a display card was taken this round (upkeep step 4 then keeps the display)
//   decks_run_out                   ["I", "II"]: decks used up, in order (last card put on display, or found
//                                   empty at a refill); the display is refilled from the next one
//   generational_changes_due/_done  changes waiting for an upkeep / carried out
//   activation                      {head, reactivation, actions: the action words still to execute, the
//                                   current one first, hired: the extra action a hire paid for, groom: the
//                                   marriage being arranged}; null outside an activation
//   ability                         {card, player who carries it out, resolving: return_armies | sacrifice,
//                                   returned: armies returned so far}; null outside phase effect
//   generational_change             {player whose family it handles, heir: the drawn male waiting for his
//                                   bride}; only while play waits inside one (a legacy, heir-draw, heir-wed)
// Left out as derivable: the turn and actor (tokens used and the activation's head), tokens (the round),
// couple picks (families at set-up), the deck drawn from (decks_run_out), the power and return point of an
// ability (the card's power symbol: a legacy goes back into the generational change, the others into the
// activation), which legacy comes next (the dying legacy cards after the one claimed, in card order), the
// players handled in a generational change (its player, from the first player), the marriage's price (the
// head's cost), who presents next (the next opponent after the last bride presented who has a daughter to
// offer), the changes still to run this upkeep (one, or all due under an.double-run-out=all-next-upkeep);
// and the run-outs of the refill in progress (counted only to record a finding). The loader
// (WithBookkeepingDefaults, then LoadTurnInProgress, an_public.cc) turns the names and nulls back into
// numbers and rebuilds the scratch values from this; the actions already executed in
// an activation are not kept (a loaded state's queue starts at the current action). Limits: of an ability
// with two decision terms of one kind (none in the shipped data) the first is taken to be the one resolving.
// Optional (left out at their default): display_card_taken false, decks_run_out [], the two counts 0,
// activation/ability/generational_change null and their optional members, revealed false, tokens_used 0;
// "fingers" is present only under an.first-player=fingers. The loader fills gold_in = gold, gold_out 0,
// gained_armies = the armies the player owns, rounds 0 (a loaded finger game may show up to kFingerRounds
// more times before the cut-off).
//
// Render (an_render.cc, GameInfo::render): a heading (round, first player, tokens, phase, who acts), the
// ancestral couples left in setup, each deck face down by card id, the display, the discarded/dead cards
// and the count out of the game; per player gold, prestige, armies and tokens, then the family row by row
// ("c0 Name (m red) activated + c6 Name (f blue)"); then what is being resolved (activation with its
// series, the current action in brackets; marriage with the presented brides, hidden until revealed;
// ability term; dying, revealed and heir cards; generational changes; shown fingers, hidden).
// Simplify (an_simplify.cc, GameInfo::simplify): measure = cards in families + on display + in decks +
// every player's gold + prestige + armies (supply and provinces). Candidates, most drastic first: a family
// member dies (a spouse stays unmarried), a display card is discarded, a deck card leaves the game (each
// deck keeps a card; an heir draw keeps a male), gold and prestige to 0, one army off a province or out of
// the supply, gold and prestige down by one. Never touched: the activated head and his wife, the groom,
// the card whose ability runs, the heir, the presented brides, the daughters the player to decide may
// offer, sacrifice or wed, and (during an ability) the armies in the provinces.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/game.h"
#include "model/core/state.h"

namespace peerage {
extern const std::string_view kAmongNoblesCards;
extern const std::string_view kAmongNoblesPublicSchema;
}

namespace peerage::an {

inline constexpr int kMaxCards = 64, kCards = 60, kProvinces = 9, kMaxPlayers = 5, kRows = 3;
// At the game's end remaining gold buys prestige points at this price (Game end and scoring).
inline constexpr int kGoldPerPrestige = 3;
inline constexpr std::uint8_t kNone = 255;

enum Trait : std::uint8_t { kRed, kBlue, kYellow, kGreen, kNumTraits };
enum Act : std::uint8_t { kWarfare, kPiety, kCommerce, kMarriage, kIntrigue, kHire, kSon, kDaughter, kChild, kNumActs };
// The acts the Hire action can take (action "hire:<act>", argument = index here).
inline constexpr std::array<int, 3> kHireActs = {kWarfare, kPiety, kMarriage};
enum Power : std::uint8_t { kPNone, kNobility, kChristening, kAlliance, kLegacy, kPIntrigue, kNumPowers };
enum Res : std::uint8_t { kGold, kPrestige, kArmy, kNumRes };
enum Per : std::uint8_t { kPerNone, kPerProvinceWithArmy, kPerRowCharacter, kPerCharacter, kPerUnmarriedFemale, kNumPers };
enum TermKind : std::uint8_t { kTGain, kTReturnArmies, kTSacrifice, kTOnSon, kTCost };
enum CostKind : std::uint8_t { kCostSon, kCostSupplyMove, kCostMarriage, kCostHire, kNumCosts };
const char* ActName(int a);
const char* TraitName(int t);

struct Gain {
  Res res = kGold;
  int amount = 0;
  Per per = kPerNone;
};
struct Term {
  TermKind kind = kTGain;
  Gain gain;                 // kTGain
  int n = 0;                 // kTReturnArmies: up to n; kTCost: the cost
  CostKind cost = kCostSon;  // kTCost
  std::vector<Gain> then;    // kTSacrifice, kTOnSon
};
struct Card {
  std::string name;
  int deck = 0;  // 0 ancestral, 1..3 age I..III
  bool male = false;
  std::uint8_t traits = 0;  // bit mask of Trait (top | bottom)
  std::array<std::array<std::uint8_t, 4>, 4> series{};
  std::array<std::uint8_t, 4> len{};
  int shields = 0;
  Power power = kPNone;
  std::vector<Term> terms;
  int group = -1;   // ancestral: 0..2 (A, B, C)
  int spouse = -1;  // ancestral lady: her lord's card index
  bool sample = false;
  // The name as the table says it: without the data file's " (sample)" marker on a card it made up.
  std::string TableName() const {
    const std::size_t mark = name.find(" (sample)");
    return mark == std::string::npos ? name : name.substr(0, mark);
  }
};
struct Province {
  std::string name;
  int commerce = 0, piety = 0;
  bool four_plus = false;
  bool sample = false;
};
struct Couple {
  int lord, lady, group;
};
struct CardData : GameData {
  std::vector<Card> cards;
  std::vector<Province> provinces;
  std::vector<Couple> couples;  // 6, in lord order
  int RivalOf(int couple) const;
};
// Parses and validates card data; throws ParseError("cards[12] (Name).field", why).
std::shared_ptr<const GameData> LoadCardData(const nlohmann::json& j);

enum RuleIndex : RuleId {
  kRSetupProvinces, kRSetupTraitRemoval, kRSetupDisplay, kRSetupTokens, kRSetupSupply, kRSetupFirst,
  kRSetupCouples, kRActTurn, kRActFirstPhase, kRActCouple, kRActOnce, kRActReactivate, kRActSeriesOrder,
  kRWarSupply, kRWarMove, kRPiety, kRCommerce, kRBirthTake, kRBirthCost, kRBirthMandatory, kRBirthRows,
  kRBirthShields, kRBirthTrait, kRChristening, kRMarryGroom, kRMarryPresent, kRMarryRefund, kRMarryChoose,
  kRMarryPrestige, kRAlliance, kRMarryJoin, kRHire, kRIntrigue, kRNobilityOnSon, kRNobilityCost,
  kRUpOwnership, kRUpIncome, kRUpReset, kRUpDisplayDiscard, kRUpGenChange, kRLegacy, kRNoMaleHeir,
  kRUpRefill, kRUpDeckRunOut, kRUpFirstPlayer, kREndScore, kREndTieBreak, kREffReturnArmies,
  kREffSacrifice, kRPass, kRSetupFingers, kRSetupFingersAgain,
  kNumRules
};

enum InterpIndex : int {
  kIFirstPlayer, kITraitInherit, kIDisplayReset, kIDoubleRunOut, kIEmptyDeck,
  kIRemainingGold, kIOwnDaughter, kIWifeRuleBox, kIReactivationFemales, kIHire, kIHeirDeck, kIHeirRow,
  kILegacyOrder, kIPrestigeOpen, kIIntrigueCouple, kIChildCost, kIFingerTie,
  kNumInterps
};

// Set-up parameters (an_catalogue.cc), read with context().Param(kP...): the value's index.
enum ParamIndex : int { kPThreeTrait, kPBrides, kNumParams };

enum class Phase : std::uint8_t {
  kDealDisplay, kChooseFirst, kFingers, kPickCouple, kActivate, kSeries, kAction, kPresent, kChooseBride, kEffect,
  kRefill, kHeirDraw, kHeirWed, kGameOver
};
inline constexpr int kNumPhases = 14;
const char* PhaseName(Phase p);

// Card locations.
enum Loc : std::uint8_t { kLDeck, kLDisplay, kLOwned, kLDiscard, kLDead, kLOut, kLPool, kLRevealed, kLDying, kNumLocs };
const char* LocName(int loc);

// Action kinds; an action id is kind * 1024 + argument.
enum ActKind : int {
  kADraw, kAFirst, kACouple, kAActivate, kASeries, kASkip, kADo, kAWar, kABirth, kAGroom, kAPresent,
  kABride, kAHire, kAReturn, kASacrifice, kADone, kAPass, kAWed, kAFingers, kNumActKinds
};
constexpr Action MakeAction(int kind, int arg = 0) { return kind * 1024 + arg; }
constexpr int ActKindOf(Action a) { return a / 1024; }
constexpr int ArgOf(Action a) { return a % 1024; }
inline constexpr int kSupplySource = 9;  // war from the personal supply
std::string ActionText(Action action);
std::optional<Action> ParseActionText(std::string_view text);
// A card's ability as its rule box states it, in words ("1 gold for each character in her row"; an_tell.cc).
std::string AbilityWords(const Card& card);

// ---- the finger game (an_fingers.cc), under an.first-player=fingers --------------------------------------
// an.first-player readings (index): chance 0, seat-zero 1, fingers 2; an.finger-tie: highest-unique 0,
// second-most 1.
inline constexpr int kFirstByChance = 0, kFirstSeatZero = 1, kFirstByFingers = 2;
inline constexpr int kMaxFingers = 5;
// Showings without a unique winner before the engine stops asking and draws the first player by chance
// (a livelock finding: the rule itself may start over forever).
inline constexpr int kFingerRounds = 10;
// The first player for fingers shown by players 0..n-1 (each 0..kMaxFingers), or -1: start over.
// highest_unique: the highest number shown by exactly one player wins; otherwise only the most and, when
// the most is tied, the second-most (the next lower number shown) count.
int FingerWinner(const std::array<std::int8_t, 5>& shown, int n, bool highest_unique);

// Where an effect evaluation resumes when it finishes.
enum Resume : std::uint8_t { kResAction, kResLegacy };

// Scratch values (serialised by name, see kScratchNames).
struct Scratch {
  std::uint8_t round = 0;          // rounds begun (1 = first activation phase)
  std::uint8_t first = 0;          // first player of this round
  std::uint8_t turn = 0;           // activation turns taken this phase
  std::uint8_t tokens = 1;         // action tokens per player this phase
  std::uint8_t picks = 0;          // ancestral couple picks made
  std::uint8_t head = kNone;       // activated card (unmarried character or husband)
  std::uint8_t reactivation = 0;   // 1: this activation is a reactivation
  std::uint8_t pos = 0;            // next queue entry
  std::uint8_t hired = kNone;      // hired action waiting to be executed
  std::uint8_t groom = kNone;
  std::uint8_t marriage_paid = 0;
  std::uint8_t present_idx = 0;    // presenters asked so far (opponents in order from the actor's left)
  std::uint8_t eff_card = kNone;   // card whose terms are evaluated
  std::uint8_t eff_term = 0;       // next term
  std::uint8_t eff_player = 0;     // beneficiary
  std::uint8_t eff_left = 0;       // armies still to return
  std::uint8_t eff_resume = 0;     // Resume
  std::uint8_t eff_trigger = 0;    // Power of the trigger (for rule firing)
  std::uint8_t taken = 0;          // a display card was taken this phase
  std::uint8_t deck = 1;           // deck the refill draws from (1..3; 4 = all used)
  std::uint8_t run_out = 0;        // bit d-1: deck d has run out (its generational change triggered)
  std::uint8_t gc_pending = 0;     // generational changes waiting for an upkeep
  std::uint8_t gc_done = 0;
  std::uint8_t up_player = 0;      // generational change: players handled (from the first player)
  std::uint8_t up_cursor = 0;      // legacy: next card index to look at
  std::uint8_t heir = kNone;       // drawn male waiting for a bride decision
  std::uint8_t actor = 0;          // player who acts in the current activation
  std::uint8_t triggered = 0;      // generational changes triggered by the refill in progress
  std::uint8_t gc_now = 0;         // generational changes still to run in this upkeep
};
inline constexpr int kNumScratch = 29;
extern const std::array<const char*, kNumScratch> kScratchNames;
std::uint8_t* ScratchField(Scratch& s, int i);
const std::uint8_t* ScratchField(const Scratch& s, int i);

struct PlayerState {
  int gold = 1, prestige = 0, supply = 2;
  std::array<int, kProvinces> armies{};
  int gained_armies = 2, gold_in = 1, gold_out = 0;
  int tokens_used = 0;
};

class AmongNoblesState : public State {
 public:
  explicit AmongNoblesState(std::shared_ptr<const GameContext> context);
  AmongNoblesState(const AmongNoblesState&) = default;

  const CardData& data() const { return context().Data<CardData>(); }
  Phase phase() const { return phase_; }
  const PlayerState& player(int p) const { return players_[p]; }
  int loc(int c) const { return loc_[c]; }
  int owner(int c) const { return owner_[c]; }
  int row(int c) const { return row_[c]; }
  int spouse(int c) const { return spouse_[c] == kNone ? -1 : spouse_[c]; }
  const Scratch& scratch() const { return sc_; }
  bool ProvinceInPlay(int p) const;
  int ControlledProvinces(int player) const;
  int FinalScore(int player) const;
  int RemainingGoldKey(int player) const;

  static std::unique_ptr<State> FromJson(std::shared_ptr<const GameContext> context, const Json& j);
  // The text picture of the state (an_render.cc) and its simpler neighbours (an_simplify.cc): see the
  // header comment above.
  std::string Render() const;
  std::vector<Json> Simplify() const;
  std::vector<Json> Neighbours() const;  // an_neighbours.cc (GameInfo::neighbours): a married card exchanged

 protected:
  int DoCurrentPlayer() const override;
  void DoLegalActions(std::vector<Action>& out) const override;
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override;
  std::optional<Action> DoSampleChance(Rng& rng) const override;
  std::string DoActionToString(Action action) const override { return ActionText(action); }
  std::optional<Action> DoParseAction(std::string_view text) const override { return ParseActionText(text); }
  void DoApplyAction(Action action) override;
  std::vector<std::int64_t> DoScores() const override;
  std::vector<int> DoRanking() const override;
  std::string DoTieBreakWhy(int p, int q) const override;
  std::unique_ptr<State> DoClone() const override { return std::make_unique<AmongNoblesState>(*this); }
  Json DoToJson() const override;
  Json DoObservationJson(int player) const override;
  void DoCheckInvariants(InvariantReport& report) const override;
  std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t seed) const override;

 private:
  // among_nobles.cc: setup, chance, activation flow.
  int ChanceDeck() const;  // deck (1..3) the pending draw comes from
  void ApplyDraw(int card);
  void StartRound();
  void NextTurn();
  void LegalActivate(std::vector<Action>& out) const;
  void LegalSeries(std::vector<Action>& out) const;
  void Activate(int card);
  void ChooseSeries(int s);
  int QueueLen() const { return n_queue_; }
  int CurrentAct() const;
  void Settle();   // to the next action with a choice (or the end of the turn)
  void Advance();  // past the current action, to the next one with a choice (or the end of the turn)
  bool HasChoice() const;
  bool IsHead(int c) const { return loc_[c] == kLOwned && !(IsWife(c)); }
  bool IsWife(int c) const { return spouse_[c] != kNone && !data().cards[c].male; }
  bool IsUnmarriedFemale(int c, int p) const;
  // an_actions.cc: the actions of a series.
  void LegalAction(std::vector<Action>& out) const;
  void ApplyActionChoice(Action a);
  bool BirthLegal(int card) const;
  int Cost(CostKind k) const;
  void Birth(int card);
  void StartMarriage(int groom);
  void NextPresenter();
  void ChooseBride(int bride);
  void LegalPresent(std::vector<Action>& out) const;
  int Presenter(int index) const;  // index-th opponent from the actor's left
  // an_effects.cc: the ability evaluator.
  void StartEffects(int card, int player, Power trigger, Resume resume);
  void RunEffects();
  void LegalEffect(std::vector<Action>& out) const;
  void ApplyEffectChoice(Action a);
  void ApplyGain(const Gain& g, int player, int source);
  int CountPer(Per per, int player, int source) const;
  void ResumeAfterEffects();
  // an_upkeep.cc: upkeep steps, generational change, refill, end.
  void StartUpkeep();
  void RunGenerationalChanges();
  void ContinueGcPlayer();
  void FinishGcPlayer(int p);
  void NextGcPlayer();
  void AfterGenerationalChanges();
  void ContinueRefill();
  void EndRound();
  void HeirDrawn(int card);
  void WedHeir(int bride);
  void LegalHeirWed(std::vector<Action>& out) const;
  void EndGame();
  bool DeckEmpty(int d) const;
  // an_fingers.cc: how the first player is determined (per an.first-player), and the finger game.
  void StartFirstPlayer();
  int FingerChooser() const;  // the next player to show (players show in seat order)
  void LegalFingers(std::vector<Action>& out) const;
  void TellFingers(int winner);
  // an_tell.cc: abilities and the tie-break told while explaining (State::StepParts, TieBreakWhy).
  void TellAbilityGain(const Gain& g);
  void TellWifeLegacyPassed(int card);
  int TellCoupleIntrigue();  // 1 where a couple's intrigue action is passed (head-only), told by TellIntriguesPassed
  void TellIntriguesPassed(int passed);
  void TellHeirDraw(int player, bool drawable);
  void ShowFingers(int fingers);

  // an_public.cc: after the common fields of a public state are read, its round and turn in progress
  // (see "Public state" above) checked and turned back into the scratch values and queue.
  void LoadTurnInProgress(const Json& pub);

  bool KeepsDecision(int c) const;  // an_simplify.cc: the card takes part in the decision being made
  std::string CardText(int c) const;
  void ReadCardText(int c, const Json& v, const std::string& path);

  friend struct StateIo;

  Phase phase_ = Phase::kDealDisplay;
  Scratch sc_;
  std::array<std::uint8_t, kMaxCards> loc_{}, owner_{}, row_{}, spouse_{}, activated_{}, born_{};
  std::array<PlayerState, kMaxPlayers> players_{};
  std::array<std::uint8_t, 8> queue_{};
  std::uint8_t n_queue_ = 0;
  std::array<std::int8_t, kMaxPlayers> presented_{-1, -1, -1, -1, -1};
  std::uint8_t presented_revealed_ = 0;
  // The finger game: what each player has shown this showing (-1: not yet; hidden from the others until
  // everyone has shown), and the showings that had no winner.
  std::array<std::int8_t, kMaxPlayers> fingers_{-1, -1, -1, -1, -1};
  std::uint8_t finger_rounds_ = 0;
};

const GameInfo& AmongNoblesInfo();
// The narrator (an_narrate*.cc, GameInfo::narrator): actions and positions in the rulebook's words.
Narrator AmongNoblesNarrator();
// The public state (an_public.cc, GameInfo::public_state): see "Public state" in the header comment.
Json PublicState(const State& state);
// True for a public state (no "sc"), or a state whose player entry lacks gained_armies, gold_in or gold_out,
// or whose "fingers" lacks "rounds"; the loader then reads WithBookkeepingDefaults(state): the ledger filled
// (gold_in = gold + gold_out, gold_out 0, gained_armies = supply + armies in provinces), rounds 0, and for a
// public state the canonical layout with every scratch value at its initial value and an empty queue, which
// AmongNoblesState::LoadTurnInProgress then rebuilds from the public description of the turn.
bool LacksBookkeeping(const Json& state);
Json WithBookkeepingDefaults(const Json& state, const CardData& d);
int DisplaySize(int players);
int TokensPerPlayer(int players);
int MaxGameLength(const GameContext& c);

}  // namespace peerage::an
