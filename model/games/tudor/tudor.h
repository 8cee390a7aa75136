// Tudor (Jan Kirschner, Academy Games) — the reference engine, 2-4 players.
//
// What the game is: players send Courtiers through three Audience Chambers whose two Actions (A-F, or the
// alternates G/H) gain Court Cards, exchange Privilege Rings and move Courtiers up the columns of the
// Throne Room, picking up Court Tokens (set scoring) and Influence/Intrigue Tokens (Special Actions and
// the Garter award). A Courtier reaching the top of a column takes that column's Office and a Ring (from
// the stand, or from the Office holder it disgraces). Rings on the fingers of a player's screen enhance
// Actions A-F. Two Scoring Cards (of six) and one Scenario Card (of five) define each game.
// Rulebook: shared/rulebooks/tudor.txt. Rule ids "td.<area>.<rule>" (td_catalogue.cc). Board geometry,
// chamber actions, finger patterns and the numbers printed only on cards: data/tudor/board.json.
//
// Parameters (set-up choices the rulebook offers; --param id=value; values and reasons: td_parameters.cc)
//   name                  | type    | meaning                                                    | default
//   players               | int     | 2-4                                                        | 3
//   td.scoring-cards      | value   | "random" (one Red + one Green: 9 pairs) or a pair "1+4"    | random
//   td.scenario           | value   | "random" (a chance node over the 5 cards) or "1".."5"      | random
//   td.opportunity        | value   | the "Advanced Variant": off / on (8 Opportunity Tokens)    | off
//   td.enhance-first-round| value   | the NOTE's option for new players: always / from-round-2   | always
//                         |         | (no enhancement in round 1; rearrange at round 2's start)  |
//   every interpretation  | reading | see the table below                                        | as marked
//
// Interpretations (id | phrase | readings, default first)  — questions and rules: td_catalogue.cc
//   td.restock-start      | "all spaces the Courtier moved through"   | restock* / leave-empty
//   td.lord-alternate     | "instead of an Action listed"             | instead-of-one* / instead-of-both
//   td.special-move-place | "Unless stated otherwise"                 | no* / yes
//   td.crowded-last-round | "At the end of every Round"               | scored* / not-scored
//   td.crowded-tie        | "the highest figure in the column"        | office-highest* / board-only
//   td.garter-opportunity | "remaining Influence Tokens, Intrigue"    | counted* / not-counted
//   td.garter-tie         | "the following rank is not scored"        | competition* / next-only
//   td.bench-two-player   | "4 Courtiers (3 in a 3 player game)"      | four* / three
//   td.lord-optional      | "each player may now place their Lord"    | must* / may
//   td.empty-space-a      | "ANY Privilege Ring for Action A"         | any-ring* / none
//   td.disgrace-arrange   | "Any time a player gains or loses a Ring" | both* / winner-only
//   td.office-restock     | "After taking the Tokens ... topmost"     | restock* / leave-empty
//   td.discard-to         | "discard a Court Card"                    | supply* / out-of-game
//   td.ring-full-hand     | (silent: a Ring gained with five Rings)   | no-ring* / no-office
//   td.chamber-leave      | "This is the ONLY way a Courtier ever leaves" | card-wins* / summary-wins
//   td.first-player       | "is voted for as the start player"        | seat0* / chance
//   td.banish-space       | "banish another player‘s Courtier ..."    | refill* / stays-empty
//   td.no-courtiers-recall| "the player may choose to remove any ..." | optional* / forced
//   td.recall-whose       | "remove any existing Courtier from the Throne Room" | own* / any
//   td.no-reentry         | "may not re-enter a space that it previously occupied" | enhanced-c-only* / every-move
//
// Modelling decisions (not rule readings), all listed again in the report:
// - Figures of one player in one chamber are interchangeable: "activate" takes that player's topmost
//   waiting Courtier there. (Who starts is td.first-player: the text's vote is outside the rules.)
// - Ring placement and every rearrangement is ONE decision: the final finger arrangement (dedup by colour).
// - A finger holds at most one Ring: the rulebook places the two starting Rings "on separate fingers" and
//   never puts two on one, so a sixth Ring has no place (what then happens to an Office is td.ring-full-hand).
// - A movement is a sequence of steps ("step" onto an adjacent open space, "jump" over one occupied space),
//   each naming the card it discards, ended by "stop" or automatically (no steps left, Office reached).
// - No Courtier in supply (SPECIAL CASES): a movement's placement from supply becomes "recall-place": one of
//   the player's own Courtiers leaves the Throne Room and is placed at once (its old space, which waits for a
//   new Court Token, cannot be the target). Diplomatic Service Ambassadors are excluded by their own card.
//   In phase 1 the bench placement takes one back ("recall") or, under td.no-courtiers-recall=optional,
//   declines ("decline-recall"); a movement's placement is itself a choice, so it is never forced.
//   td.recall-whose=any also offers another player's Courtier ("recall:<space>", phase 1 and a movement's
//   start): it goes back to its owner's supply, the placing player still has none, so that placement lapses.
// - Special Action costs are paid with the named token first, then with Opportunity Tokens.
// - Hidden information: none that a player who remembers the game does not know. "Court Cards are kept
//   hidden behind the Player Hand Screens", and Court Tokens and Influence/Intrigue/Opportunity Tokens go
//   there too, but everything enters and leaves a screen face up: cards are taken from colour-sorted stacks
//   (the draft's cards match the Rings, A-H and the Special Actions name the colour), discarded onto their
//   stack or out of the game by colour (C/E/G payments, the 2-for-1 trade, F's return); tokens are picked
//   up face up from the board, spent face up in front of the screen, Influence/Intrigue paid for Special
//   Actions is named, Opportunity Tokens pay only what the named token cannot. The bag and the box start
//   with known contents and every draw is placed face up. So every screen, the bag and the box are fixed by
//   public history: observations show the whole state and ResampleHidden returns a clone. (The screens
//   only spare players the bookkeeping.) properties/games/tudor/tudor_knowledge_props.cc deduces every screen
//   from the public piles step by step and checks it against the state.
//
// State JSON ("state" member; all fields required, unknown fields are errors): see td_json.cc.
// Public state (GameInfo::public_state, td_public.cc; schema model/games/tudor/public_state.schema.json,
// `peerage schema tudor`): the wrapper {"game","players","step","state"} whose "state" is the canonical one
// (everything is open information, screens included), every field under its name, except the bookkeeping:
// - left out, rebuilt by the loader: setup_step (set-up draws made: the tokens on the board; afterwards its
//   final value, 2 x columns x rows), draft_pick (Rings drafted: the Rings on fingers during the draft, 0
//   before, 2n after), each player's turns (turns this round, read only for staying equal: 1 for the players
//   from the start player up to the one to act, 0 for the others, Actions phase only; the canonical JSON may
//   have more, equal up to that offset), each player's placed (phase 1: the placements made, owed x n less
//   assign_left, dealt round the table from the start player; Lords phase: 1 from the start player up to the
//   one to act; 1 each afterwards, 0 before), and "mode" (which sub-decision is asked), derived from the
//   turn in progress (td_public.cc, DerivedMode) except where nothing else tells it, see "decision";
// - said as a table would say it: "decision" names the four decisions the rest does not tell apart
//   ("ring-for-office": a Ring from the stand for the Office just taken; "exchange-ring": Action B's Ring
//   exchange, the first or an enhanced B's second; "swap-tokens" / "swap-chairs": the Immediate Actions of
//   Scenario Cards 1 and 2), null otherwise; "restock" is the list of Throne Room spaces (column*9 + row)
//   waiting for a new Court Token (canonical: one 0/1 flag per space); move.visited the list of spaces the
//   moving Courtier entered or passed (canonical: a bit mask). Outside a movement "move" holds its defaults
//   but "discarded" (read by the E enhancement's card): a movement stopped before its first step leaves its
//   figures in the reference's scratch, unread until the next movement; they are not public.
// - said by name (td_public.cc, ToNames / FromNames), where the canonical JSON packs numbers: colours
//   (players' fingers, token, sub.color, move.discarded) as the action texts write them ("blue" ...
//   "purple"), the kind of Influence/Intrigue/Opportunity Token (ii, pending.ii: "influence", "intrigue",
//   "opportunity"), the Scenario Card and Scoring Cards by their printed numbers (1-5, 1-6), chairs and lords
//   as {"owner": seat, "acted": bool} (canonical owner*2 + done), turn.open as the Actions still open ("C",
//   "D", "G/H"; canonical: bits of the chamber's two Actions and the alternate), sub.action as its letter
//   ("A"-"H", "card-of-choice" for a Scenario's "Court Card of your choice"), move.kind as what gives the
//   movement ("A", "C", "E", "G", "bonus-move", "jump", "strong-move"), move.discarded and arrange as sorted
//   lists (colours; seats); every -1 meaning none (start, scenario, scoring, lord, fig, office, bench,
//   turn.chamber, move.pos/start, pending.office/victim, and the above) is null. Seats, chambers (0-2),
//   columns and spaces (column*9 + row) stay numbers. sub.finger is public only while Action B is
//   resolved: the finger ("f0"-"f4") of an enhanced B's first exchange while the second is open, then the
//   second new Ring's colour while its card is taken; afterwards the reference leaves it behind, unread
//   until the next Action resets it, and which of the two it holds can no longer be told (null; the
//   loader gives -1).
// Optional (left out at their default): turn, sub, move, pending (the turn, Action, movement and pick-up in
// progress) and each of their values (nulls; open, discarded and visited []; kind "A"), decision null,
// restock [], arrange [], assign_left 0, cards_out and spent all 0, ii_used [0,0,0], and per player
// ambassadors 0, lord_done / bonus_used false. Still a count in the engine's terms: sub.count (cards still
// to take, or D's stage); sub.action keeps a finished movement Action's letter until the next Action.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/state.h"

namespace peerage::td {

inline constexpr int kFactions = 7, kMaxPlayers = 4, kMaxCols = 7, kMaxRows = 9, kMaxSpaces = kMaxCols * kMaxRows;
inline constexpr int kChambers = 3, kMaxChairs = 6, kLordChairs = 2, kMaxBench = 4, kFingers = 5;
inline constexpr int kCourtiers = 14, kCardsPerFaction = 10, kTokensPerFaction = 20;
inline constexpr int kNumScoring = 6, kNumScenario = 5, kNumPairs = 15;
inline constexpr int kNone = -1;
// Scoring Cards 0-2 (numbered 1-3) are Red, 3-5 (4-6) Green: the colours the text names for its recommended
// set-ups ("Red Scoring Card 2  Green Scoring Card 5") and the card list's order (data/tudor/board.json).
constexpr bool IsRedScoring(int card) { return card < 3; }
enum II : int { kInfluence, kIntrigue, kOpportunity, kNumII };
// Faction initials in faction order (blue green red yellow brown gray purple), as in "arrange:" texts, and the
// Intrigue/Influence Token kinds' names.
inline constexpr char kInitials[] = "bgrynap";
inline constexpr std::array<const char*, kNumII> kIINames = {"influence", "intrigue", "opportunity"};
const char* FactionName(int f);

// ---- rules and interpretations ------------------------------------------------------------------------
enum RuleIndex : RuleId {
  kRSetupCards, kRSetupII, kRSetupTokens, kRSetupRemovals, kRDraft, kRDraftPlace, kRDraftCards,
  kRAssign, kREntry, kRPushOut, kRLord, kRNoLord, kRActivate, kRLordBoth, kRCourtierOne, kREqualTurns,
  kRAltGH, kRMovePickup, kRMoveII, kRRestock, kRRestockEmpty, kRNoEndOccupied, kRPassOccupied,
  kROffice, kROfficeRing, kRDisgrace, kROwnOffice, kRPlaceSupply, kRArrange,
  kRActA, kRActB, kRActC, kRActD, kRActE, kRActF, kRActG, kRActH,
  kREnhA, kREnhB, kREnhC, kREnhD, kREnhE, kREnhF,
  kRBonusMove, kRBonusTrade, kREndRound, kRSpentRemoved, kRStartRotates,
  kRScFocused, kRScEssentials, kRScFlexible, kRScQuest, kRScCrowded, kRScDiplomatic,
  kRSn1Left, kRSn1Right, kRSn2Left, kRSn2Right, kRSn3Left, kRSn3Right, kRSn4Left, kRSn4Right, kRSn5Left,
  kRSn5Right, kRImmediateKeep, kRGarter, kRTieBreak, kRNoCourtiers, kRRoundCount, kRStartPlayer,
  kNumRules
};

enum InterpIndex : int {
  kIRestockStart, kILordAlternate, kISpecialMovePlace,
  kICrowdedLast, kICrowdedTie, kIGarterOpportunity, kIGarterTie, kIBenchTwo, kILordOptional, kIEmptySpaceA,
  kIDisgraceArrange, kIOfficeRestock, kIDiscardTo, kIRingFullHand, kIChamberLeave,
  kIFirstPlayer, kIBanishSpace, kIRecallOptional, kIRecallWhose, kINoReentry,
  kNumInterps
};

// Set-up parameters (td_parameters.cc), read with context().Param(kP...): the value's index.
enum ParamIndex : int { kPScoringCards, kPScenario, kPOpportunity, kPEnhFirstRound, kNumParams };
std::vector<Parameter> TudorParameters();

// ---- data (data/tudor/board.json) -----------------------------------------------------------------------
struct BoardData : GameData {
  std::array<int, 5> columns{};          // per player count (index 2..4)
  int rows = 7;
  int stairs_below = 3;                  // rows 1..stairs_below are "below the stairs"
  std::array<std::array<int, 2>, kChambers> chamber_actions{};  // 0..5 = A..F
  std::array<int, 5> chairs{}, bench{};  // per player count
  std::array<std::uint8_t, 6> finger_mask{};  // per action A..F: fingers that must hold Rings
  std::array<std::array<int, 5>, kNumScenario> rounds{};  // per scenario, per player count
  std::array<std::array<int, 2>, kNumScenario> courtiers{};  // first round, later rounds
  std::array<int, kFactions> essentials_removed{}, essentials_value{};
  int quest_prestige = 0;
  // Politically Focused / Flexible: the Prestige of a set of 1..7 Court Tokens (index size - 1).
  std::array<int, kFactions> focused_sets{}, flexible_sets{};
  int crowded_prestige = 6, ambassador_prestige = 6;
  std::array<std::array<int, 4>, 5> garter{};  // per player count, per place
};
std::shared_ptr<const GameData> LoadBoard(const Json& j);

// ---- actions: kind << 16 | argument ---------------------------------------------------------------------
enum ActKind : int {
  kCScoring, kCScenario, kCII, kCToken,                       // chance
  kARing, kAArrange, kABench, kARecall, kALord, kANoLord, kAActivate, kADo, kAEnd,
  kAFrom, kAStep, kAJump, kAStop, kACard, kAReturn, kAExchange, kABonusMove, kATrade,
  kAKeep, kAUse, kAScenario, kASwapTokens, kASwapChair, kABanish, kARingSwap, kAWithdraw, kAAny,
  kARecallPlace,  // no Courtier in supply: remove one from the Throne Room and place it (space 512, space 8, pay)
  kCStart,        // chance (td.first-player=chance): the first start player
  kADeclineRecall,  // phase 1, no Courtier in supply (td.no-courtiers-recall=optional): take none back, place none
  kNumActKinds
};
constexpr Action MakeAction(int kind, int arg = 0) { return (kind << 16) | arg; }
constexpr int KindOf(Action a) { return a >> 16; }
constexpr int ArgOf(Action a) { return a & 0xffff; }
std::string ActionText(Action action);
std::optional<Action> ParseActionText(std::string_view text);

enum class Phase : std::uint8_t {
  kSetup, kDraft, kAssign, kLords, kActions, kGameOver
};
// What the current decision is about (inside a phase).
enum class Mode : std::uint8_t {
  kNone, kArrange, kTurn, kMove, kExchange, kCard, kReturn, kOfficeRing, kTakeRing, kToken,
  kSwapTokens, kSwapChair, kRingSwap, kAnyAction
};

// A movement in progress (one Movement Action).
enum MoveKind : std::uint8_t { kMvA, kMvC, kMvE, kMvG, kMvBonus, kMvJump, kMvStrong };
struct Move {
  std::uint8_t kind = 0;
  std::int8_t pos = kNone;       // current space, kNone before the first step
  std::int8_t start = kNone;     // space it began on (kNone: placed from supply)
  std::uint8_t left = 0;         // steps left
  std::uint8_t moved = 0;        // spaces moved (for the E enhancement)
  bool any_dir = false, enhanced = false;
  std::uint64_t visited = 0;     // spaces entered or passed (no re-entry: the C enhancement, td.no-reentry)
  std::uint8_t discarded = 0;    // colours discarded (E enhancement)
};

struct Player {
  int supply = kCourtiers, lord_chamber = kNone, prestige = 0, ambassadors = 0;
  bool lord_done = false, bonus_used = false;
  std::array<std::int8_t, kFingers> fingers{-1, -1, -1, -1, -1};
  std::array<std::uint8_t, kFactions> cards{}, tokens{}, spent{};
  std::array<std::uint8_t, kNumII> ii{};
  int turns = 0, placed = 0;
  int Rings() const { int n = 0; for (auto f : fingers) n += f >= 0; return n; }
  int CardCount() const { int n = 0; for (auto c : cards) n += c; return n; }
  int TokenCount() const { int n = 0; for (auto c : tokens) n += c; return n; }
  int IICount() const { return ii[0] + ii[1] + ii[2]; }
};

struct Chair { std::int8_t player = kNone; bool done = false; };

class TudorState : public State {
 public:
  explicit TudorState(std::shared_ptr<const GameContext> context);
  TudorState(const TudorState&) = default;

  static std::unique_ptr<State> FromJson(std::shared_ptr<const GameContext> context, const Json& j);
  const BoardData& board() const { return context().Data<BoardData>(); }
  int Cols() const { return board().columns[NumPlayers()]; }
  int Rows() const { return board().rows; }
  int Space(int col, int row) const { return col * kMaxRows + row; }
  int ColOf(int s) const { return s / kMaxRows; }
  int RowOf(int s) const { return s % kMaxRows; }
  bool OnBoard(int s) const { return s >= 0 && ColOf(s) < Cols() && RowOf(s) < Rows(); }
  const Player& player(int p) const { return players_[p]; }
  Phase phase() const { return phase_; }
  int round() const { return round_; }
  int start() const { return start_; }  // the start player of this round, kNone before it is chosen
  int FirstStart() const;               // the start player of round 1 (kNone before it is chosen)
  int scoring(int i) const { return scoring_[i]; }
  int scenario() const { return scenario_; }
  int Figure(int s) const { return fig_[s]; }
  int Office(int c) const { return office_[c]; }
  bool Enhanced(int p, int action) const;
  bool HasScoring(int card) const { return scoring_[0] == card || scoring_[1] == card; }
  int RoundsTotal() const;

 protected:
  int DoCurrentPlayer() const override;
  void DoLegalActions(std::vector<Action>& out) const override;
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override;
  std::string DoActionToString(Action action) const override { return ActionText(action); }
  std::optional<Action> DoParseAction(std::string_view text) const override { return ParseActionText(text); }
  void DoApplyAction(Action action) override;
  std::vector<std::int64_t> DoScores() const override;
  std::vector<int> DoRanking() const override;
  std::unique_ptr<State> DoClone() const override { return std::make_unique<TudorState>(*this); }
  Json DoToJson() const override;
  Json DoObservationJson(int player) const override;
  void DoCheckInvariants(InvariantReport& report) const override;
  std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t seed) const override;

 private:
  friend struct StateIo;
  friend struct Picture;  // td_render.cc
  friend struct Simpler;  // td_simplify.cc
  // tudor.cc: setup, phases, turn menu, Advance().
  void ChanceCounts(std::array<int, 16>& counts, int& kind) const;
  void ApplyChance(int kind, int arg);
  void SetupAfterCards();
  void NextSetupDraw();
  void StartRound();
  void BeginAssign();  // phase 1 proper, after any round-start Ring arrangement
  void AfterAssign();
  void StartLords();
  void StartActions();
  void EndTurn();
  void EndRound();
  void EndGame();
  void Advance();
  void LegalTurn(std::vector<Action>& out) const;
  void ApplyTurn(Action a);
  bool FigureAvailable(int p) const;
  bool AnyFigureLeft() const;
  void LegalArrange(std::vector<Action>& out) const;
  int AssignNeeded(int p) const;
  int BenchSize() const;
  void Enter(int chamber, int p);
  // td_move.cc: movement, offices, rings, restocking.
  Move NewMove(int kind, bool enhanced) const;
  void StartMove(int kind, bool enhanced);
  // Options of movement `m` for player p (kAStop excluded); empty: the movement cannot start/continue.
  void MoveOptions(const Move& m, int p, std::vector<Action>& out) const;
  void PayOptions(const Move& m, int p, int s, int reserved, std::vector<int>& out) const;
  void LegalMove(std::vector<Action>& out) const;
  void ApplyMove(Action a);
  bool CanEnter(int p, int s) const;
  void Discard(int p, int f);
  void EnterSpace(int s, int pay);
  void FinishMove();
  void TakeOffice(int col);
  void QueueRestock(int s);
  void RestockFrom(int faction);
  int NextRestock() const;
  void RequestArrange(int p);
  // Special case "no Courtiers in supply" (every placement from supply onto the board): the spaces of the
  // Courtiers p may take off (p's own; under td.recall-whose=any every player's; Office holders are not in
  // the Throne Room), and taking one off (to its owner's supply; its space waits for a new Court Token).
  void RecallOptions(int p, std::vector<int>& out) const;
  void Recall(int s);
  // td_actions.cc: chamber actions, bonus and scenario actions.
  bool ActionDoable(int p, int action) const;
  void StartAction(int action);
  void LegalSub(std::vector<Action>& out) const;
  void ApplySub(Action a);
  void LegalSpecial(std::vector<Action>& out) const;
  void ApplySpecial(Action a);
  void LegalTokenUse(std::vector<Action>& out) const;
  void ApplyTokenUse(Action a);
  bool Pay(int p, int type, int n);
  bool CanPay(int p, int type, int n) const;
  void TakeCard(int p, int f);
  // td_score.cc
  void TellCrowdedColumn(int c, const std::array<int, kMaxPlayers>& count, const std::array<int, kMaxPlayers>& top,
                         int best, bool tie);
  void TellGarter(const std::array<int, kMaxPlayers>& total, const std::array<int, kMaxPlayers>& won,
                  const std::array<int, kMaxPlayers>& place);
  // Crowded Court at a round's end; returns each column's scorer (kNone: nobody scores it).
  std::vector<int> ScoreRound();
  void TellCrowdedLastRound(const std::vector<int>& scorers, bool scored);
  void ScoreEnd();
  int Garter(int p) const;

  Phase phase_ = Phase::kSetup;
  Mode mode_ = Mode::kNone;
  int round_ = 0, start_ = 0, actor_ = 0, scenario_ = kNone;
  std::array<int, 2> scoring_{kNone, kNone};
  std::array<Player, kMaxPlayers> players_{};
  std::array<std::int8_t, kMaxSpaces> token_{}, ii_{}, fig_{};
  std::array<std::int8_t, kMaxCols> office_{};
  std::array<int, kFactions> bag_{}, stack_{}, stand_{}, removed_{};
  std::array<int, kNumII> ii_pool_{};   // Influence/Intrigue/Opportunity tokens not on the board
  std::array<std::array<std::int8_t, kMaxBench>, kChambers> bench_{};
  std::array<std::array<Chair, kMaxChairs>, kChambers> chairs_{};
  std::array<std::array<Chair, kLordChairs>, kChambers> lords_{};
  // Turn bookkeeping (phase 4): the figure activated, actions still open (bit 0-1: chamber actions,
  // bit 2: alternate G/H allowed), the chamber.
  int turn_chamber_ = kNone, turn_open_ = 0, turn_steps_ = 0;
  bool turn_lord_ = false, turn_acted_ = false;
  int sub_action_ = kNone, sub_count_ = 0, sub_color_ = kNone, sub_finger_ = kNone;
  Move mv_;
  std::array<std::int8_t, kMaxSpaces> restock_{};  // 1: waiting for a Court Token from the bag
  int pending_ii_ = kNone;        // token just picked up, awaiting keep/use
  int pending_office_ = kNone;    // column whose Office the mover entered
  int pending_victim_ = kNone;    // disgraced player
  std::array<std::int8_t, kMaxPlayers> arrange_{};  // 1: this player may rearrange Rings now
  int draft_pick_ = 0;            // rings picked in the draft
  int setup_step_ = 0;            // spaces filled in setup
  int assign_left_ = 0;           // courtiers still to assign this round (all players)
  int pending_any_ = 0;           // Exploiting Connections: free Actions A-F still owed (Office taken)
  bool pending_ecard_ = false;    // E enhancement: a card matching a discarded one may be taken
  std::array<int, kNumII> ii_used_{};  // Influence/Intrigue/Opportunity Tokens spent (out of the game)
  std::array<int, kFactions> cards_out_{};  // Court Cards discarded out of the game (td.discard-to)
};

const GameInfo& TudorInfo();
// The public state (td_public.cc, GameInfo::public_state): see "Public state" in the header comment.
Json PublicState(const State& state);
// True when "mode", setup_step, draft_pick or a player's turns or placed is missing (a public state); the
// loader then reads WithBookkeeping(context, state), which rebuilds them from the rest of the state and,
// for a public state (no "mode"), turns its names, nulls and lists and "decision", "restock" and
// move.visited back into the canonical numbers (a value that names nothing, a bad list or decision is a
// ParseError naming the field).
bool LacksBookkeeping(const Json& state);
Json WithBookkeeping(const GameContext& context, const Json& state);

// Text picture (GameInfo::render, td_render.cc): a header (round, phase, who acts, the Scoring and
// Scenario Cards, what is being decided), the Throne Room grid (row 7 at the top, the Offices above it;
// a cell is the Courtier's owner 0-3 or the Court Token's initial, then its Influence/Intrigue token), one
// line per occupied Audience Chamber, the supplies, and per player their counters, Rings and what is
// behind their screen (open information, see "Hidden information" above).
std::string RenderTudor(const State& state);
// Simpler neighbours (GameInfo::simplify, td_simplify.cc). Measure, strictly lowered by every candidate:
// Courtiers on Throne Room spaces + Offices held + Court Tokens and Influence/Intrigue Tokens on spaces +
// per player (Court Cards + Court Tokens + Influence/Intrigue/Opportunity Tokens + Rings + Ambassadors +
// |Prestige|). Candidates, most drastic first: a Courtier off the Throne Room, then an Office holder, to
// its owner's supply; a Ring to the stand; a whole hand of Court Cards (to the stacks), of Court Tokens
// (out of the game) or of Influence/Intrigue Tokens (the box); a Court Token off a space (out of the
// game), an Influence/Intrigue Token off a space (the box); then, player by player, one Court Card, Court
// Token or Influence/Intrigue Token, an Ambassador back to supply, Prestige to 0 and one nearer 0. None
// during setup; the phase, the player to act and what is being resolved (the moving Courtier, the pending
// Office and token, the acting player's screen and Rings during an Action's sub-decision, the Rings being
// taken or arranged, the own Courtiers of a player who must take one back to place it) are left alone.
std::vector<Json> SimplifyTudor(const State& state);
// The narrator (GameInfo::narrator, td_narrate*.cc): actions and public-state differences in the rulebook's words.
Narrator TudorNarrator();

}  // namespace peerage::td
