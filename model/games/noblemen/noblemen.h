// Noblemen — the reference engine.
//
// What the game is: 3-5 heads of noble families grow estates of land tiles (clearing, wood, pond, farm)
// on an open grid over three decades. A turn is one action (play up to 3 lands, build a Castle / Church /
// Palace / Folly, Acquire Land, Taxes, Donate land, Bribe Royalty, or 1 VP instead) plus at most one
// Scandal card. The Queen's crown gives 1 VP at the end of its holder's turn and moves the decade marker;
// at 6 and 10 a Masquerade Ball hands out titles by prestige; after the second Ball every player has one
// more turn, then a scoring round pays enclosed Castles and Palaces. After three decades Liaisons add 3
// VP each; most VP wins, ties go to most pounds. Rulebook: shared/rulebooks/noblemen.txt (v0.8.6.5 with
// its FAQ); rule ids "nm.<area>.<rule>" (nm_catalogue.cc).
//
// Parameters
//   name                 | type    | meaning                                                 | default
//   players              | int     | 3, 4 or 5                                                | 4
//   --data FILE          | json    | land bag, price tracks, supplies, 5-player titles        | data/noblemen/components.json
//   every interpretation | reading | see the table below; choose with settings {id: reading}  | as marked
//
// Interpretations (id | phrase it hinges on | readings, the default marked *)
//   nm.earl-discount      | "Earl will also give a discount of 2 pounds" | earl-1* / earl-2
//   nm.ball-floor         | "the first open space behind theirs"   | next-open-above / share-zero*
//   nm.garden-crown       | "The Queen's Crown if placed on a Garden" | from-holder* / always
//   nm.church-adjacent    | "for each Church adjacent to it"       | orthogonal* / eight
//   nm.murder-vp          | "still receive a victory point"        | if-favour* / always
//   nm.tie-after-pounds   | "with the most pounds wins"            | shared* / higher-title
//   nm.trade-points       | "At any time you may trade"            | own-turn* / before-action
//   nm.final-favour       | "all players get one more turn"        | favour-vp* / no-favour-vp
//   nm.group-order        | "Farms can only be part of one Plantation" | choose* / nw-first / se-first
//   nm.first-deal         | "Deal three Scandal Cards to each player" | deal* / no-deal
//   nm.murder-order       | "at the start of another players turn" | left-of-victim* / from-crown
//   nm.vicar-cap          | "up to five of a type of land instead of three" | type-only* / area-12
//   nm.treachery-displace | "Play or move one of your Men-at-arms" | as-men-at-arms* / no-displace
//   nm.blackmail-per-ball | "use for 3 prestige"                  | one* / any
//   nm.screen-money       | "conceal your family's private holdings: money" | derivable* / hidden
//   nm.families           | "player playing the Dudley family"     | seat-order* / random-crown
//   nm.own-estate-maa     | "If you place it on your own estate"   | allowed* / only-to-displace
//   nm.bottom-order       | "choose one and put the rest on the bottom" | player-chooses* / unordered
//   nm.short-bag-order    | "all you can acquire are what are available" | acting-first* / round-robin
// Questions, reading descriptions and affected rules: nm_catalogue.cc (also `peerage rules noblemen`).
//
// Modelling decisions (not rule readings):
// - Estates: a tile map keyed by (x, y), the starting Castle's clearing at (0, 0). A new land goes on an
//   empty cell orthogonally next to a land of the same estate, so |x|, |y| < number of tiles that exist
//   (<= kMaxTiles = 240 by data validation); action ids store x, y + 256 in 9 bits each: no legal play is
//   ever cut off. Estates are never shrunk (tiles leave only from behind screens).
// - A 2x2 group forms when the land completing it is played, from four like tiles none already grouped;
//   when one land completes two squares, nm.group-order picks which: by default (choose) the placing player
//   does, in the phase group-pick ("group X,Y", the square's top-left corner), before the war's payment and
//   the next land; the fixed orders form the first square at once.
// - Every draw of a land from the bag is its own chance node, uniform over what is left. When several
//   players are owed lands at once (an Acquire Land whose Forest bonus goes to a Men-at-Arms holder, the
//   mulligan's replacements), the order they draw in is nm.short-bag-order: the acting player first, then
//   the others leftwards (in the mulligan, which no player's action starts, from seat 0, the order the
//   mulligan is asked in), or one land at a time around the table. While the bag holds enough for all,
//   the order cannot change who ends with what (draws are uniform without replacement and each drawer
//   sees only their own); when it holds too few it decides who goes short.
// - The decade-start Scandal deal is dealt one player at a time (three cards, keep one, two under the
//   deck, then the next player), not all hands first. It cannot change what can happen: at most 2n cards
//   are kept per decade (a deal and at most n Churches), so before the third deal at most 4n of the 36
//   are held and the deck still has 36 - 4n >= 3n cards (n <= 5); every player's three therefore come
//   from cards that were in the deck before the deal, returns go under them, and each keep and each
//   return is hidden from the others.
// - The Scandal deck is the shuffled part (pile_, counts: each draw a chance node, uniform) above an
//   ordered queue of returned cards (bottom_, oldest first). Once the shuffled part is used up, draws take
//   the oldest return: no chance node, the order is known (under nm.bottom-order = unordered, the cards
//   returned together are drawn in a uniform chance order). Every return records who put it there: -1
//   for a card played or spent face up (everyone knows it), p for a card p returned face down (only p
//   knows it). Under player-chooses the returning player puts the cards under one at a time ("bottom
//   <card>") while two or more are left, alike or not (asking only when they differ would show that they
//   do); the last one goes without a decision. Observations keep exactly
//   that knowledge; what a player could infer later (e.g. that another player drew one of their known
//   returns) is not kept, except that a face-up return drawn by a player is known to all until that
//   player chooses (offered_public).
// - Bag glimpse: picking a land from the bag (trade, Purloin) shows the picker the whole bag. The player
//   remembers it (PlayerState::bag_known) while every later change of the bag is one they see (their own
//   draws and trades, the public return of the donated lands); a change they cannot see (another player's
//   draw, trade or pick, the set-aside lands of the setup) ends the memory. Only exact knowledge is
//   remembered (what a player could still infer after an unseen change is not).
// - Out-of-turn decisions: at the start of each turn every other player is asked in the order of
//   nm.murder-order whether they play Murder ("pass" always legal, "murder" for a holder); the first
//   Murder played ends the offers. Asking only holders would tell the table who holds one. The
//   owner of a Forest chooses the 2 lands a Men-at-Arms takes ("give <land>"). Ball choices are made by
//   each player in placing order.
// - The 2-for-1 trade is offered at the player's own main decision points ("trade a b" puts two lands in
//   the bag, then "take c" picks one from the bag, whose contents the trader sees), see nm.trade-points.
// - Scandal cards in a turn: at most one, at the main decision points (before or after the action);
//   Favor of the Vicar and Secret Marriage only before the action (they modify it). Blackmail and cards
//   spent for prestige belong to the Ball, Murder to the offer, Liaison to the end.
// - Compound choices: lands one at a time ("land wood 1,0"), donations one at a time, chits one at a time,
//   each ended by "done"; the first one of an action is chosen at the main decision point. Donations end
//   on their own only when the table can see none is possible (an empty screen, no type with room, the
//   Vicar's cap); otherwise the donor says "done", even when nothing they hold could still go.
// - Supplies (pounds) are unlimited; structure supplies come from the data file; a replenish step that
//   runs out places what there is.
// - War cards: a player short of pounds pays what they have; pounds on a War card leave the game when the
//   card is kicked out or goes away at the end of the decade (the text says nothing about them).
// - Pounds are never negative: a price is only legal when affordable, payments take what is there.
// - Titles are taken automatically (the highest one left whose need the prestige meets): no choice exists.
//
// State JSON ("state" member of the canonical JSON):
//   phase, active, crown (-1 only before the 3-player crown draw), decade 0-2, marker, balls, final_left,
//   bag, donated {land: count}, pile {card: count} (non-zero counts only; likewise the players' screen,
//   aside, hand, offered), bottom [{card, by (-1 face up | returning player), with_previous (only when
//   true, unordered reading only: returned in one go with the entry before)}] oldest first,
//   castle_slots / church_slots (bit masks of filled price slots), palaces_board, follies_left (4 bits), follies_built,
//   castles_supply, churches_supply, palaces_supply, titles_supply [5], chits_supply, war (-1 | 12 | 13),
//   war_pounds, scratch {name: int} (values other than the default only; draw_next a seat), draws [per player lands to draw], card_queue [players],
//   prestige [per player, -1 when off the track], players [{pounds, vp, title (-1 during a Ball),
//   screen, aside, hand, offered, offered_public (part of offered everyone knows), bag_known, chits, acquire_used, taxes_used,
//   treason, maa [[owner, x, y] | null] x2, tiles "x,y,L[S] ..." (play order; L in CWPF, S in KQH1234 for
//   castle, palace, church, follies), groups "x,y,L ..." (top-left corners)}].
// Public state (GameInfo::public_state, nm_public.cc; schema model/games/noblemen/public_state.schema.json,
// `peerage schema noblemen`): the wrapper {"game","players","step","state"} whose "state" is the one above
// with every field kept under its name (draws and card_queue included), except:
// - two per-player memories that are bookkeeping: bag_known (the player has seen the bag and every change
//   since) and offered_public (which offered cards the others saw go under the deck). A full-table observer
//   knows the bag and the offered cards anyway; both only shape what ObservationJson hides, so a change to
//   an observation's "bag" (shown/hidden) or a player's "offered_public" alone is bookkeeping. The loader
//   reads a state without them as bag_known false (true for the player picking from the bag in trade-pick /
//   purloin-pick) and offered_public {}.
// - "scratch" (our working values, named for how the engine works) is replaced by "turn": the turn, set-up
//   step, Scandal deal or Ball in progress as a table would describe it, every member optional with its
//   default (false, 0, null), set only while it means something:
//     scandal_played, action_taken    the turn's one Scandal card / one action is spent (during a turn)
//     card_in_effect                  favor-of-the-vicar or secret-marriage played this turn
//     lands {for: action|outmaneuver, played, squares_of}   phases lands, group-pick: lands played so far in
//                                     this play; in group-pick, the position of the land whose squares are offered
//     chits_bought                    phase bribe: chits bought so far in this Bribe Royalty
//     redeem_for acquire-land|taxes   phase redeem
//     purloin_left                    phases purloin, purloin-pick: lands the Purloin may still trade
//     forest_payment {from, lands_left, placement: castle|treachery}   phase forest-give
//     murder_offer_to                 phase murder-offer: the player now asked
//     mulligan_by                     phase mulligan: the player deciding
//     deal {to, for: decade|church}   phases card-draw, card-choose, card-order
//     ball {prestige_added, chits_redeemed, blackmail_used}   phase ball: the player now placing
//     next_land_to                    nm.short-bag-order=round-robin with fewer lands in the bag than owed
//   Left out as derivable: the land draws owed by the woods and Forests of a land play (the estate's last
//   `played` tiles), the card draws left in a deal (three less the cards on offer), who places at a Ball
//   (the first from the crown holder without a marker), the Forest payment's receiver (the active player),
//   where play goes on after draws (the phase, and a deal's "for"), the next land's drawer otherwise
//   (acting player first, then leftwards). Left out as meaningless to the table: the murdered mark (used
//   up when the turn is skipped), the trade/Purloin switch (the phase says it) and the unused donated
//   count. Scratch values outside their phase are stale and never read; the loader (LoadPublicTurn) sets
//   them to their defaults, so a reloaded canonical state may differ from the original there only.
// - values the canonical JSON packs into numbers are written as a table would (the loader turns them back,
//   ReadPlainForms, refusing a malformed one by its field): castle_slots / church_slots the filled price
//   spaces as a list [1-5, increasing; 1 the cheapest, space k costs castle_prices[k-1]], follies_left the
//   Follies left by the action texts' names [country, wealth, prestige, grand, in that order], war null |
//   "war-with-spain" | "war-with-france", a player's title "baron" .. "duke" (the data file's names) or null
//   during a Ball, and null for every -1 meaning none: crown (before it is given at set-up), bottom[].by
//   (face up), prestige (off the track).
// Optional (an engine may leave them out at their default): final_left 0, donated {}, bottom [], war null,
// war_pounds 0, turn {} and each of its members, card_queue [], and per player aside {}, offered {},
// chits 0, acquire_used / taxes_used / treason false, maa [null, null], groups "". A bottom entry's
// with_previous stays as in the canonical JSON (written only when true).
// Observations replace what the observer cannot see by {"hidden": count} (a bottom entry returned face
// down by another player shows card "hidden"; the bag is shown while the observer's bag_known holds) and
// add each estate's "render" (RenderEstate).
//
// Simplify (nm_simplify.cc, GameInfo::simplify): measure = over all players, land tiles in estates +
// structures on them + Scandal cards in hands + Men-at-Arms placed + chits + pounds + VP + the space of a
// prestige marker placed at a Ball + the lands in the Church's donation area. Candidates, most drastic first: a structure back to its supply (a
// folly back among those left), a Men-at-Arms back to the supply, a Scandal card from a hand under the
// deck face up, a land tile back to the bag (not the start clearing, a tile under a structure or in a
// group, or one that holds the estate together), a chit back to the supply, a Ball marker down to the
// next open space, pounds and VP to 0, then down by one, a donated land back to the bag. Never touched: the Murder on offer, the
// Men-at-Arms while one is being placed or paid for, the active player's estate while they play lands,
// offered cards, screens and the bag's draws in progress.
// Neighbours (nm_neighbours.cc, GameInfo::neighbours): a player's title exchanged for another kind still in
// the supply; for the deciding-facts ablation only (an Earl's discount decides a Build), never for shrinking.
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

namespace peerage::nm {

inline constexpr int kMaxPlayers = 5;
inline constexpr int kMaxTiles = 240;      // data validation bound on all land tiles
inline constexpr int kCoordOffset = 256;   // x, y stored as x + 256 in 9 bits
inline constexpr int kHashSlots = 1024;
inline constexpr int kTrackMax = 34;
inline constexpr int kNumCards = 14;
inline constexpr int kDeckSize = 36;
// The four orthogonal neighbours of an estate square (x + kDx[i], y + kDy[i]).
inline constexpr int kDx[4] = {1, -1, 0, 0}, kDy[4] = {0, 0, 1, -1};
inline constexpr int kChits = 12;
inline constexpr int kPriceSlots = 5;

enum Land : std::uint8_t { kClearing, kWood, kPond, kFarm, kNumLands };
enum Structure : std::uint8_t { kNoStructure, kCastle, kPalace, kChurch, kFollyCountry, kFollyWealth,
                                kFollyPrestige, kFollyGrand };
enum Title : std::uint8_t { kBaron, kViscount, kEarl, kMarquess, kDuke, kNumTitles };
enum Card : std::uint8_t {
  kOutmaneuver, kBlackmail, kDowry, kVicar, kLiaison, kMurder, kPurloin, kTreachery, kTariff, kWhiteHall,
  kMarriage, kTreason, kSpain, kFrance
};
inline constexpr std::array<int, kNumCards> kCardCopies = {3, 4, 3, 2, 4, 2, 2, 2, 3, 4, 3, 2, 1, 1};
inline constexpr std::array<int, kNumTitles> kTitleNeed = {0, 2, 6, 10, 14};
inline constexpr std::array<int, kNumTitles> kTitleVp = {0, 1, 3, 5, 7};
inline constexpr std::array<int, 4> kFollyVp = {12, 10, 8, 6};
const char* LandName(int land);
const char* GroupName(int land);  // a 2x2 square of the land: "Forest", "Garden", "Plantation" ("group" else)
const char* CardName(int card);
const char* TitleName(int title);
const char* StructureName(int s);

// Data the rulebook does not give (data/noblemen/components.json).
struct Components : GameData {
  std::array<int, kNumLands> lands{};               // tiles of each land type in the game
  std::array<int, kPriceSlots> castle_prices{};     // action-board castle track, left (cheap) to right
  std::array<int, kPriceSlots> church_prices{};
  int palace_price = 8, folly_price = 10;            // given by the text
  int castles = 0, churches = 0, palaces = 0;        // structure supplies
  std::array<int, kNumTitles> titles5{};             // 5-player title split (Barons first)
  int TotalLands() const { return lands[0] + lands[1] + lands[2] + lands[3]; }
};
std::shared_ptr<const GameData> LoadComponents(const Json& j);

enum RuleIndex : RuleId {
  kRSetupScreens, kRSetupTitles, kRSetupStartLands, kRSetupDeal, kRSetupMulligan, kRSetupCrown,
  kRSetupMarker,
  kRDecadeTokens, kRDecadeScandals, kRDecadeCastles, kRDecadeChurches, kRDecadePalaces, kRDecadeDonate,
  kRDecadeMarker, kRDecadeFirst,
  kRTurnOneAction, kRTurnVp, kRTurnScandal, kRTurnFavour, kRTurnMarker, kRTurnTrade,
  kRLandPlace, kRLandGroup, kRLandGardenCrown, kRLandWood, kRLandFarm,
  kRBuildClearing, kRBuildDiscount, kRBuildCastle, kRBuildCastleSpacing, kRBuildChurch, kRBuildChurchSpacing,
  kRBuildChurchCard, kRBuildPalace, kRBuildPalaceCrown, kRBuildFolly, kRBuildFollyVp,
  kRMaaPlace, kRMaaDisplace, kRMaaForest, kRMaaPlantation, kRMaaGarden, kRMaaShortfall,
  kRAcquire, kRAcquireRedirect, kRTaxes, kRTaxesRedirect, kRDonate, kRBribe, kRBribeRedeem,
  kRBallStart, kRBallPrestige, kRBallRedirect, kRBallChits, kRBallCards, kRBallPlace, kRBallCap,
  kRBallTitles, kRBallTitleVp, kRBallFinal,
  kRScoreCastle, kRScorePalace, kRScoreDecadeEnd,
  kREndLiaison, kREndWinner, kREndTie,
  kRCardOutmaneuver, kRCardBlackmail, kRCardDowry, kRCardVicar, kRCardMurder, kRCardPurloin,
  kRCardTreachery, kRCardTariff, kRCardWhiteHall, kRCardMarriage, kRCardTreason, kRCardSpain, kRCardFrance,
  kRCardDraw, kRCardBottom, kRBagEmpty,
  kNumRules
};

enum InterpIndex : int {
  kIEarlDiscount, kIBallFloor, kIGardenCrown, kIChurchAdjacent, kIMurderVp, kITieAfterPounds,
  kITradePoints, kIFinalFavour, kIGroupOrder, kIFirstDeal, kIMurderOrder, kIVicarCap, kITreacheryDisplace,
  kIBlackmailPerBall, kIScreenMoney, kIFamilies, kIOwnEstateMaa, kIBottomOrder, kIShortBagOrder,
  kNumInterps
};

enum class Phase : std::uint8_t {
  kDeal, kMulligan, kMulliganDraw, kCrownDraw, kCardDraw, kCardChoose, kMurderOffer, kMain, kLands,
  kLandDraw, kMaaOffer, kForestGive, kDonate, kBribe, kRedeem, kTradePick, kPurloin, kPurloinPick,
  kTreachery, kTreason, kBall, kGameOver, kCardOrder, kGroupPick
};
inline constexpr int kNumPhases = 24;
const char* PhaseName(Phase p);

// Action ids: kind << 24 | payload. Payload layouts: land / card / player / count in the low bits;
// positions: y + 256 in bits 0-8, x + 256 in bits 9-17, land or folly kind in bits 18-19, marker bit 20,
// estate owner in bits 21-23.
enum Kind : int {
  kADrawLand, kADrawCard, kACrown, kAAside, kAKeep, kAChoose, kAMurder, kAPass, kAVp, kALand, kADone,
  kACastle, kAChurch, kAPalace, kAFolly, kAMaa, kASkip, kAGive, kAAcquire, kATaxes, kARedeem, kADonate,
  kABribe, kAPlay, kATrade, kATake, kATarget, kASpend, kABlackmail, kAPlace, kAEnd, kABottom, kAGroup, kNumKinds
};
constexpr Action Act(int kind, int payload = 0) { return (kind << 24) | payload; }
constexpr int KindOf(Action a) { return a >> 24; }
constexpr int Payload(Action a) { return a & 0xFFFFFF; }
constexpr int Pos(int x, int y) { return ((x + kCoordOffset) << 9) | (y + kCoordOffset); }
constexpr int PosX(int payload) { return ((payload >> 9) & 511) - kCoordOffset; }
constexpr int PosY(int payload) { return (payload & 511) - kCoordOffset; }
constexpr Action PosAct(int kind, int x, int y, int sub = 0, int marker = 0, int owner = 0) {
  return Act(kind, (owner << 21) | (marker << 20) | (sub << 18) | Pos(x, y));
}
std::string ActionText(Action action);
std::optional<Action> ParseActionText(std::string_view text);

// One estate: tiles in play order with an insert-only hash from (x, y) to the tile index.
struct Tile { std::int16_t x = 0, y = 0; std::uint8_t land = 0, structure = 0; std::int16_t group = -1; };
struct Group { std::int16_t x = 0, y = 0; std::uint8_t land = 0; };  // top-left (min x, min y) corner
struct Estate {
  std::vector<Tile> tiles;
  std::vector<Group> groups;
  std::array<std::uint8_t, kHashSlots> slot{};  // tile index + 1, 0 = empty
  int Find(int x, int y) const;                  // tile index or -1
  int Add(int x, int y, int land);               // returns the index
  int GroupAt(int x, int y) const;               // group index with corner (x, y), or -1
  int CountGroups(int land) const;
  int CountLand(int land) const;
  bool Surrounded(int x, int y) const;           // all eight neighbours are lands
};
// Text rendering of an estate: one row per y, one cell per x: ". " empty, "C " clearing, "W " wood,
// "P " pond, "F " farm, structures as letters on clearings (K castle, Q palace, H church, 1-4 follies);
// grouped tiles in lower case.
std::string RenderEstate(const Estate& e);
// Every player's VP, pounds, title and estate (GameInfo::render: `peerage replay --render`, report witnesses).
std::string RenderNoblemen(const State& state);

struct PlayerState {
  int pounds = 10, vp = 0;
  std::int8_t title = kBaron;
  std::array<std::uint8_t, kNumLands> screen{}, aside{};
  std::array<std::uint8_t, kNumCards> hand{}, offered{};
  // Offered cards everyone knows: drawn from under the deck where a face-up return lay (until the choice).
  std::array<std::uint8_t, kNumCards> offered_public{};
  std::uint8_t chits = 0;
  bool acquire_used = false, taxes_used = false, treason = false;
  bool bag_known = false;  // has seen the whole bag and every change of it since (see the glimpse note)
  // Men-at-Arms: estate owner (-1 = in supply) and the group's corner.
  std::array<std::int8_t, 2> maa_owner{-1, -1};
  std::array<std::int16_t, 2> maa_x{}, maa_y{};
  Estate estate;
};

// Per-turn / per-step working values (serialised by name, kScratchNames).
struct Scratch {
  int lands_left = 0, woods = 0, forests = 0;   // land play in progress
  int scandal_played = 0, action_done = 0;
  int vicar = 0, marriage = 0, bought = 0, donated = 0;
  int give_from = -1, give_to = -1, give_left = 0;  // Forest payment
  int redeem_for = 0;                               // 0 acquire, 1 taxes
  int resume = 0;                                   // Resume after draws / choices
  int offer_index = 0, murdered = 0;
  int purloin_left = 0, trade_for = 0;              // trade_for: 0 trade, 1 purloin
  int ball_index = 0, ball_extra = 0, ball_redeemed = 0, ball_blackmail = 0;
  int mulligan_player = 0, chooser = -1, card_draws = 0;
  int maa_treachery = 0, lands_card = 0;
  int draw_next = 0;  // nm.short-bag-order = round-robin: the seat the next land draw is offered to first
  int group_x = 0, group_y = 0;  // nm.group-order = choose: the land just placed, whose squares are offered
};
inline constexpr int kNumScratch = 30;
extern const std::array<const char*, kNumScratch> kScratchNames;
int* ScratchField(Scratch& s, int i);

// A card under the Scandal deck: by = -1 face up (public), else the player who returned it face down.
struct Returned {
  std::uint8_t card = 0;
  std::int8_t by = -1;
  bool with_previous = false;  // unordered reading: returned in one go with the entry before (one batch)
  bool operator==(const Returned&) const = default;
};

enum Resume : int { kResMain, kResMulligan, kResAfterMulligan, kResTurns };

class NoblemenState : public State {
 public:
  explicit NoblemenState(std::shared_ptr<const GameContext> context);
  NoblemenState(const NoblemenState&) = default;

  Phase phase() const { return phase_; }
  const PlayerState& player(int p) const { return pl_[p]; }
  int crown() const { return crown_; }
  int bag(int land) const { return bag_[land]; }
  int prestige(int p) const { return prestige_[p]; }

  static std::unique_ptr<State> FromJson(std::shared_ptr<const GameContext> context, const Json& j);
  // Simpler neighbours of the state (nm_simplify.cc): see the header comment above.
  std::vector<Json> Simplify() const;
  // Each player's title exchanged for another kind from the supply (nm_neighbours.cc, GameInfo::neighbours).
  std::vector<Json> Neighbours() const;
  // The public state's "turn" (nm_public.cc): the turn in progress in the rulebook's terms.
  Json PublicTurn() const;

 protected:
  int DoCurrentPlayer() const override;
  void DoLegalActions(std::vector<Action>& out) const override;
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override;
  std::string DoActionToString(Action action) const override { return ActionText(action); }
  std::optional<Action> DoParseAction(std::string_view text) const override { return ParseActionText(text); }
  void DoApplyAction(Action action) override;
  std::vector<std::int64_t> DoScores() const override;
  std::vector<int> DoRanking() const override;
  std::string DoTieBreakWhy(int p, int q) const override;
  std::string DoWhyNotLegal(std::string_view action) const override;  // nm_turn.cc
  std::unique_ptr<State> DoClone() const override { return std::make_unique<NoblemenState>(*this); }
  Json DoToJson() const override;
  Json DoObservationJson(int player) const override;
  void DoCheckInvariants(InvariantReport& report) const override;
  std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t seed) const override;

 private:
  const Components& data() const { return context().Data<Components>(); }
  int N() const { return NumPlayers(); }
  int Left(int p) const { return (p + 1) % N(); }
  // noblemen.cc: setup, decades, turns, chance.
  void StartDecade();
  void NextCardChooser();
  void ContinueCardDraws();
  int OfferPlayer(int index) const;
  int BallPlayer() const { return (crown_ + sc_.ball_index) % N(); }
  void BeginTurn(int p);
  void NextMurderOffer();
  void TellMurderedVp();
  void TellFirstDeal();
  void EndTurn();
  void StartLandDraws(int resume);
  void ContinueLandDraws();
  int NextDrawer() const;  // the player the next land from the bag goes to (nm.short-bag-order)
  void Resume(int resume);
  void ApplyChance(Action a);
  void DrawCardChance(int card);
  int PileTotal() const;
  int FrontBatch() const;                            // entries returned together with bottom_[0]
  bool FrontBatchChance() const;                      // unordered: the front batch has 2+ cards (a chance)
  void TakeFromBottom(int index);                     // bottom_[index] to the chooser's offered cards
  void ReturnToBottom(int card, int by, bool with_previous);
  void ReturnOffered();                               // the chooser's offered cards not kept
  void SortBatches();                                 // unordered: each batch by card (its order is no fact)
  void BagChangedBy(int p);                           // ends every other player's bag memory
  int BagTotal() const { return bag_[0] + bag_[1] + bag_[2] + bag_[3]; }
  // nm_turn.cc: the main decision point and the actions.
  void LegalMain(std::vector<Action>& out) const;
  void LegalLandCells(int p, std::vector<Action>& out) const;
  void LegalBuilds(int p, std::vector<Action>& out) const;
  void LegalMaa(int p, bool treachery, std::vector<Action>& out) const;
  void LegalScandals(int p, std::vector<Action>& out) const;
  void LegalSub(std::vector<Action>& out) const;
  void ApplyPlayer(Action a);
  void PlayLand(int p, int land, int x, int y);
  // nm_effects.cc: the squares a land completes (top-left corners, NW, NE, SW, SE of it), one made a group,
  // and what follows a land once its group is formed.
  std::vector<std::pair<int, int>> CompletedSquares(int p, int x, int y) const;
  void FormGroup(int p, int cx, int cy);
  void AfterLand(int p, int land);
  void TellSquares(int p, int land, int x, int y, const std::vector<std::pair<int, int>>& squares);
  void FinishLands();
  void TellCastleMaa(int p, bool any);
  void AfterMaa();
  void Acquire(int redeemed);
  void Taxes(int redeemed);
  int ChitPrice() const;
  int Cost(int p, int base) const;
  bool CanDonate(int p, int land) const;
  bool CanDonateMore() const;  // false once the Vicar's cap of 12 donated lands is reached (nm.vicar-cap)
  void ApplyBall(Action a);
  void PlaceMaa(int p, int marker, int owner, int x, int y, bool treachery);
  void PlayCard(int p, int card);
  void Build(int p, int kind, int sub, int x, int y);
  void AfterAction();
  int Discount(int p) const;
  int CastlePrice() const;
  int ChurchPrice() const;
  bool CastleSpacingOk(const Estate& e, int x, int y, int ignore_index) const;
  bool ChurchSpacingOk(const Estate& e, int x, int y) const;
  bool FollyRequirement(int p, int folly) const;
  int MaaOn(int owner, int x, int y) const;  // player whose marker is on that group, or -1
  void GainCrown(int p, RuleId rule);
  void WarPay(int p, int land);
  int DonateCap(int land) const;
  // nm_ball.cc: balls, scoring rounds, end.
  void StartBall();
  int BasePrestige(int p) const;
  std::string PrestigeSources(int p, int total) const;  // " (1 from the estate's pond)"
  void PlaceMarker(int p, int total);
  void FinishBall();
  void ScoringRound();
  void EndGame();
  void LegalBall(std::vector<Action>& out) const;
  bool ChurchNear(const Estate& e, int x, int y, int dx, int dy) const;
  void TellDiagonalChurches(int p, const Estate& e, const Tile& t);
  int ScoreStructure(const Estate& e, const Tile& t) const;
  // nm_json.cc
  Json Serialize(int observer) const;
  // nm_public.cc: the scratch rebuilt from a public state's "turn" (after everything else is loaded).
  void LoadPublicTurn(const Json& turn);
  bool RoundRobinShort() const;  // round-robin land draws with fewer lands in the bag than owed

  friend struct StateIo;

  Phase phase_ = Phase::kDeal;
  std::int8_t active_ = 0, crown_ = -1;
  int decade_ = 0, marker_ = 2, balls_ = 0, final_left_ = 0;
  std::array<std::uint8_t, kNumLands> bag_{}, donated_{};
  std::array<std::uint8_t, kNumCards> pile_{};
  std::vector<Returned> bottom_;  // oldest first
  int castle_slots_ = 0, church_slots_ = 0, palaces_board_ = 0, follies_left_ = 15, follies_built_ = 0;
  int castles_supply_ = 0, churches_supply_ = 0, palaces_supply_ = 0;
  std::array<std::uint8_t, kNumTitles> titles_supply_{};
  int chits_supply_ = kChits;
  int war_ = -1, war_pounds_ = 0;
  Scratch sc_;
  std::array<std::uint16_t, kMaxPlayers> draws_{};
  std::vector<std::int8_t> card_queue_;
  std::array<std::int8_t, kMaxPlayers> prestige_{-1, -1, -1, -1, -1};
  std::array<PlayerState, kMaxPlayers> pl_{};
};

const GameInfo& NoblemenInfo();
// The narrator (nm_narrate*.cc, GameInfo::narrator): actions and positions in the rulebook's words.
Narrator NoblemenNarrator();
// The public state (nm_public.cc, GameInfo::public_state): see "Public state" in the header comment.
Json PublicState(const State& state);
// A public state describes the turn in progress under "turn" and has no "scratch".
bool IsPublicTurnState(const Json& state);
// True when some player entry lacks bag_known or offered_public (a public state).
bool LacksBookkeeping(const Json& state);
// The loader reads a public state as WithBookkeepingDefaults(state) (bag_known true only for a player
// picking from the bag, offered_public {}, "turn" replaced by an empty "scratch", the plainly written values
// back to the canonical numbers), then LoadPublicTurn.
Json WithBookkeepingDefaults(const Json& state);
std::array<int, kNumTitles> TitleCounts(const Components& c, int players);

}  // namespace peerage::nm
