// Tudor catalogue: the rule table, the interpretation table, the game length bound and the registration.
// Places refer to shared/rulebooks/tudor.txt (section headings); summaries are our words.
#include <nlohmann/json.hpp>

#include "model/games/tudor/tudor.h"

namespace peerage {
extern const std::string_view kTudorBoardJson;
extern const std::string_view kTudorPublicSchema;
}

namespace peerage::td {
namespace {

std::vector<RuleInfo> MakeRules() {
  std::vector<RuleInfo> r(kNumRules);
  r[kRSetupCards] = {"td.setup.cards", "Game setup 4-8; Customized/Random Setup",
                     "Two Scoring Cards and one Scenario Card are in play; Court Cards, Rings and the bag are prepared."};
  r[kRSetupII] = {"td.setup.influence-intrigue", "Game setup 9",
                  "One random Influence/Intrigue Token face up on each Throne Room space (4 of each removed with 2 players)."};
  r[kRSetupTokens] = {"td.setup.court-tokens", "Game setup 10", "One random Court Token from the bag on each space."};
  r[kRSetupRemovals] = {"td.setup.essentials-removal", "SCORING CARDS, Only The Essentials",
                        "Court Tokens shown on the card are removed from the bag at setup."};
  r[kRDraft] = {"td.draft.snake", "STARTING RING SELECTION",
                "Players pick one Ring each in turn order, then a second in reverse order."};
  r[kRDraftPlace] = {"td.draft.fingers", "STARTING RING SELECTION", "Both Rings go on separate fingers of the player's choice."};
  r[kRDraftCards] = {"td.draft.cards", "STARTING RING SELECTION", "Each player takes a Court Card matching each starting Ring."};
  r[kRAssign] = {"td.phase1.assign", "PHASE 1 - CHAMBER ASSIGNMENT",
                 "In turn order, one Courtier at a time goes on the next free space of a bench of choice."};
  r[kREntry] = {"td.phase2.entry", "PHASE 2 - CHAMBER ENTRY",
                "Bench Courtiers enter in order onto the topmost empty chair."};
  r[kRPushOut] = {"td.phase2.push-out", "PHASE 2 - CHAMBER ENTRY",
                  "With no empty chair, all seated Courtiers move up; the top one returns to supply."};
  r[kRLord] = {"td.phase3.lord", "PHASE 3 - LORD PLACEMENT", "In turn order each Lord takes a free Lord chair (two per chamber)."};
  r[kRNoLord] = {"td.phase3.no-lord", "PHASE 3 - LORD PLACEMENT", "Courtiers in a chamber without a Lord take no Action this round."};
  r[kRActivate] = {"td.phase4.activate", "PHASE 4 / ACTIVATION DETAILS",
                   "Each turn the player activates one of their figures that has not acted this round."};
  r[kRLordBoth] = {"td.phase4.lord-both", "ACTIVATION DETAILS", "A Lord performs both chamber Actions, one after the other."};
  r[kRCourtierOne] = {"td.phase4.courtier-one", "ACTIVATION DETAILS", "A Courtier performs one of the two chamber Actions."};
  r[kREqualTurns] = {"td.phase4.equal-turns", "ACTIVATION DETAILS",
                     "The phase ends when every figure has acted and all players had equal turns."};
  r[kRAltGH] = {"td.phase4.alternate", "ALTERNATE ACTIONS",
                "G or H may replace a chamber Action; a player without a figure to activate may take one."};
  r[kRMovePickup] = {"td.move.pickup", "MOVEMENT, PICK UP TOKENS", "Court Tokens on every space moved onto are picked up."};
  r[kRMoveII] = {"td.move.end-token", "MOVEMENT, PICK UP TOKENS", "The Influence/Intrigue Token of the end space only is picked up."};
  r[kRRestock] = {"td.move.restock", "MOVEMENT, RESTOCK COURT TOKENS", "Spaces moved through are refilled from the bag."};
  r[kRRestockEmpty] = {"td.special.bag-empty", "SPECIAL CASES", "With the bag empty, spaces stay empty."};
  r[kRNoEndOccupied] = {"td.move.no-end-occupied", "MOVEMENT", "A movement never ends on an occupied space."};
  r[kRPassOccupied] = {"td.move.pass", "MOVEMENT; C/E", "An occupied space may be passed with enough moves (C/E: any card)."};
  r[kROffice] = {"td.office.enter", "COURT OFFICES", "Entering a column's top space ends the move on its Office."};
  r[kROfficeRing] = {"td.office.ring", "COURT OFFICES", "A newly taken empty Office grants a Ring from the stand."};
  r[kRDisgrace] = {"td.office.disgrace", "COURT OFFICES",
                   "An opponent holding the Office is disgraced to supply; the new holder takes one of their Rings."};
  r[kROwnOffice] = {"td.office.own-block", "COURT OFFICES",
                    "A player's own Office holder blocks their other Courtiers from that top space."};
  r[kRPlaceSupply] = {"td.move.place-supply", "COURT OFFICES (last paragraph)",
                      "A movement's first space may place a Courtier from supply on the bottom row."};
  r[kRArrange] = {"td.rings.arrange", "COURT OFFICES; RE-POSITIONING RINGS",
                  "Rings are rearranged only when a Ring is gained or lost."};
  r[kRActA] = {"td.action.a", "A - PRIVILEGE MOVEMENT", "Move 1 space any direction onto a token matching a Ring (or place)."};
  r[kRActB] = {"td.action.b", "B - PRIVILEGE RING EXCHANGE", "Swap a Ring with the stand on the same finger; take a matching card."};
  r[kRActC] = {"td.action.c", "C - SHORT COURT MOVEMENT", "Move 1-2 spaces up paying matching cards (or place and move 1)."};
  r[kRActD] = {"td.action.d", "D - PRIVILEGE CARDS", "Take 2 cards matching 2 different Rings."};
  r[kRActE] = {"td.action.e", "E - LONG COURT MOVEMENT", "Move 1-7 spaces up paying matching cards (or place and move up to 6)."};
  r[kRActF] = {"td.action.f", "F - ANY COURT CARD", "Take a Court Card of your choice."};
  r[kRActG] = {"td.action.g", "ACTION G", "Move 1 up (or place) discarding a matching card."};
  r[kRActH] = {"td.action.h", "ACTION H", "Take a Court Card matching one of your Rings."};
  r[kREnhA] = {"td.enhance.a", "RING ACTION ENHANCEMENTS", "Enhanced A ignores the Ring match."};
  r[kREnhB] = {"td.enhance.b", "RING ACTION ENHANCEMENTS", "Enhanced B exchanges 2 Rings; the card matches either new Ring."};
  r[kREnhC] = {"td.enhance.c", "RING ACTION ENHANCEMENTS", "Enhanced C moves up to 3 spaces in any direction, never re-entering."};
  r[kREnhD] = {"td.enhance.d", "RING ACTION ENHANCEMENTS", "Enhanced D may take 2 cards of one Ring's colour."};
  r[kREnhE] = {"td.enhance.e", "RING ACTION ENHANCEMENTS", "Enhanced E: after 3+ spaces take a card matching a discarded one."};
  r[kREnhF] = {"td.enhance.f", "RING ACTION ENHANCEMENTS", "Enhanced F: take 2 cards, return 1."};
  r[kRBonusMove] = {"td.bonus.move", "BONUS ACTIONS, MOVE COURTIER", "Once per round, spend 2 Court Tokens to move 1 space any direction."};
  r[kRBonusTrade] = {"td.bonus.trade", "BONUS ACTIONS, EXCHANGE 2 CARDS FOR 1", "Any number of times, 2 cards for 1 of choice."};
  r[kREndRound] = {"td.phase5.reset", "PHASE 5 - END OF ROUND", "Lords leave, Courtiers return to their chairs."};
  r[kRSpentRemoved] = {"td.phase5.spent", "PHASE 5 - END OF ROUND", "Spent Court Tokens leave the game."};
  r[kRStartRotates] = {"td.phase5.start-player", "PHASE 5 - END OF ROUND", "The start player passes to the left."};
  r[kRScFocused] = {"td.scoring.focused", "SCORING CARDS, Politically Focused", "Sets of one faction: 1, 3, 6, ... 28 for 7; extras a new set."};
  r[kRScEssentials] = {"td.scoring.essentials", "SCORING CARDS, Only The Essentials", "Each token scores its card value (may be negative)."};
  r[kRScFlexible] = {"td.scoring.flexible", "SCORING CARDS, Politically Flexible", "Sets of different factions: 1, 3, 6, ... 28 for 7."};
  r[kRScQuest] = {"td.scoring.quest", "SCORING CARDS, The Quest For Power", "Prestige on acquiring a Court Office."};
  r[kRScCrowded] = {"td.scoring.crowded", "SCORING CARDS, Crowded Court", "Each round, column majority scores 6; ties to the highest figure."};
  r[kRScDiplomatic] = {"td.scoring.diplomatic", "SCORING CARDS, Diplomatic Service",
                       "A picked-up Influence/Intrigue Token may send a supply Courtier as Ambassador (6 each)."};
  r[kRSn1Left] = {"td.scenario.persistent-left", "SCENARIO CARDS, Persistent Courtiers", "2 Influence: an own chamber Courtier to an open bench."};
  r[kRSn1Right] = {"td.scenario.persistent-right", "SCENARIO CARDS, Persistent Courtiers", "Intrigue (immediate): swap 2 Court Tokens."};
  r[kRSn2Left] = {"td.scenario.rise-left", "SCENARIO CARDS, Rise And Fall", "Influence (immediate): a Court Card of choice."};
  r[kRSn2Right] = {"td.scenario.rise-right", "SCENARIO CARDS, Rise And Fall", "Intrigue (immediate): swap an own Courtier with an adjacent one in its chamber."};
  r[kRSn3Left] = {"td.scenario.climbing-left", "SCENARIO CARDS, Climbing The Ranks", "2 Influence: a Court Card of choice."};
  r[kRSn3Right] = {"td.scenario.climbing-right", "SCENARIO CARDS, Climbing The Ranks", "2 Intrigue: jump over an adjacent Courtier."};
  r[kRSn4Left] = {"td.scenario.exploiting-left", "SCENARIO CARDS, Exploiting Connections", "1 Influence + 1 Intrigue: swap Rings finger for finger."};
  r[kRSn4Right] = {"td.scenario.exploiting-right", "SCENARIO CARDS, Exploiting Connections", "On acquiring an Office, one free Action A-F."};
  r[kRSn5Left] = {"td.scenario.strong-left", "SCENARIO CARDS, Only The Strong Shall Rule", "2 Influence: move up to 2 spaces onto any token."};
  r[kRSn5Right] = {"td.scenario.strong-right", "SCENARIO CARDS, Only The Strong Shall Rule", "2/3 Intrigue: banish another player's Courtier."};
  r[kRImmediateKeep] = {"td.token.keep", "BONUS ACTIONS (Immediate Actions)", "A token kept instead of used immediately stays behind the screen."};
  r[kRGarter] = {"td.end.garter", "Game end, Order of the Garter", "Most Influence/Intrigue Tokens + Court Cards: 5/0, 5/2/0, 5/3/1/0; ties share."};
  r[kRTieBreak] = {"td.end.tie-break", "Game end", "Ties: most Court Cards, then unspent tokens, then Rings, else a shared win."};
  r[kRNoCourtiers] = {"td.special.no-courtiers", "SPECIAL CASES", "With no Courtier in supply, one may be taken back from the Throne Room to be placed (bench "
                      "assignment or a movement's placement; never for an Ambassador); its space gets a new Court Token "
                      "(whose Courtier: td.recall-whose)."};
  r[kRRoundCount] = {"td.end.rounds", "Game end; Scenario Cards", "The game lasts the rounds listed on the Scenario Card for the player count."};
  r[kRStartPlayer] = {"td.setup.start-player", "STARTING RING SELECTION",
                      "A start player is chosen before the Ring draft; it starts the draft and round 1 (how: td.first-player)."};
  return r;
}

Interpretation Two(const char* id, const char* phrase, const char* q, Reading a, Reading b, std::vector<std::string> rules,
                   const char* why) {
  Interpretation in{id, phrase, q, {}, a.id, std::move(rules), why};
  in.readings = {std::move(a), std::move(b)};
  return in;
}

std::vector<Interpretation> MakeInterpretations() {
  std::vector<Interpretation> v(kNumInterps);
  v[kIRestockStart] = Two("td.restock-start", "all spaces the Courtier moved through",
                          "Is the space a Courtier starts from restocked when it leaves?",
                          {"restock", "yes, like every space moved through"}, {"leave-empty", "no, it stays without a Court Token"},
                          {"td.move.restock"},
      "The start space is left like every space moved through, and the text excludes only \"the space "
      "the Courtier ended on\".");
  // The default is the second reading (kept in place: the engine compares the reading's index).
  v[kILordAlternate] = Two("td.lord-alternate", "counts as the player‘s Turn Action",
                           "Does a Lord that takes Action G or H give up one of its two chamber Actions, or both?",
                           {"instead-of-one", "G or H replaces one of the Lord's two chamber Actions; the Lord still "
                                              "takes the other"},
                           {"instead-of-both", "G or H is the Lord's whole turn: the Lord then goes behind its Chair "
                                               "and takes no chamber Action"}, {"td.phase4.alternate"},
      "The sentence after \"instead of an Action listed in its Audience Chamber\" settles it: taking G or H "
      "\"counts as the player‘s Turn Action and that Courtier or Lord is then moved behind its Chair\", "
      "so G or H is the whole turn and the Lord is spent once it is taken. \"instead of an Action\" read "
      "alone would let a Lord keep its other Action, but nothing in the text gives it back once it is "
      "behind its Chair.");
  v[kILordAlternate].default_reading = "instead-of-both";
  v[kISpecialMovePlace] = Two("td.special-move-place", "Unless stated otherwise, any Movement Action",
                              "May the Move Courtier bonus, or the move of Only The Strong Shall Rule, place a new Courtier from supply?",
                              {"no", "they move a Courtier already in the Throne Room"}, {"yes", "their first space may place"},
                              {"td.bonus.move", "td.scenario.strong-left", "td.move.place-supply"},
      "Both texts say which Courtier moves: the bonus moves \"one of their Courtiers 1 space in any "
      "direction\", and the Strong card \"ONE of your Courtiers up to 2 spaces in the Throne Room\"; a "
      "Courtier still in the supply has no space to move from. Both are also kept \"SEPARATE from\" the "
      "Lord and Courtier Actions, whose movement the placement sentence of MOVEMENT describes. The default "
      "takes these words as the \"stated otherwise\" that sentence allows for. `yes` gives more weight to "
      "\"any Movement Action\", which MOVEMENT says covers \"even Special Actions\", and to Climbing The "
      "Ranks, the one card that forbids placing in so many words.");
  v[kICrowdedLast] = Two("td.crowded-last-round", "At the end of every Round",
                         "Does Crowded Court score at the end of the last round too?",
                         {"scored", "every round, the last included"}, {"not-scored", "not after the last round"},
                         {"td.scoring.crowded"},
      "The Scoring Card says \"At the end of every Round\"; a card's own text is read as overriding the "
      "general phase summary.");
  v[kICrowdedTie] = Two("td.crowded-tie", "the highest figure in the column",
                        "Does the Office holder count as the highest figure of its column?",
                        {"office-highest", "yes"}, {"board-only", "only Courtiers on the column's spaces"}, {"td.scoring.crowded"},
      "The card counts Courtiers \"including Office Holders\" for the majority, so the Office holder also"
      " counts as the column's highest figure for the tie.");
  v[kIGarterOpportunity] = Two("td.garter-opportunity", "remaining Influence Tokens, Intrigue Tokens, and Court Cards",
                               "Do Opportunity Tokens count for the Order of the Garter?",
                               {"counted", "yes, they count as both"}, {"not-counted", "no"}, {"td.end.garter"},
      "The setup says Opportunity Tokens \"count as both Influence or Intrigue\", so they count wherever "
      "those Tokens are counted.");
  v[kIGarterTie] = Two("td.garter-tie", "the following rank is not scored",
                       "When three players tie for the Order of the Garter, which place does the next player take?",
                       {"competition", "a player's place is 1 + the players ahead"},
                       {"next-only", "a tie skips only the one rank after it: each group of tied players ahead "
                                     "counts as at most two places"}, {"td.end.garter"},
      "Read literally, \"the following rank is not scored\" names one rank, which is the `next-only` "
      "reading. The default holds because each tied player still takes up a rank: after three tied "
      "players the rank that follows the tie is the fourth, and skipping only one would let the fourth "
      "player score as third with three players ahead. With two tied players both readings agree.");
  v[kIBenchTwo] = Two("td.bench-two-player", "4 Courtiers (3 in a 3 player game)", "How many Courtiers does a bench hold in a 2-player game?",
                      {"four", "4"}, {"three", "3"}, {"td.phase1.assign"},
      "The text names only the 3-player exception; every other player count, two included, gets the "
      "stated 4.");
  v[kILordOptional] = Two("td.lord-optional", "each player may now place their Lord",
                          "May a player keep their Lord out of the Audience Chambers?",
                          {"must", "every Lord is placed"}, {"may", "a player may keep their Lord out"}, {"td.phase3.lord"},
      "The Game Summary states it as a step every player does (\"Each player places their Lord\") and a "
      "chamber needs a Lord for any Action; the Phase 3 \"may\" is read as the choice of chair.");
  v[kIEmptySpaceA] = Two("td.empty-space-a", "ANY Privilege Ring for Action A",
                         "May Action A enter a space without a Court Token?",
                         {"any-ring", "with any Ring"}, {"none", "no (the special case read as C/E/G only)"}, {"td.action.a"},
      "The text's literal wording: such spaces may be entered using \"ANY Privilege Ring for Action A\".");
  v[kIDisgraceArrange] = Two("td.disgrace-arrange", "Any time a player gains or loses a Ring",
                             "May the disgraced player rearrange their Rings after losing one?",
                             {"both", "both players rearrange"}, {"winner-only", "only the new Office holder"},
                             {"td.rings.arrange", "td.office.disgrace"},
      "The text's literal wording: \"Any time a player gains or loses a Ring\" they may rearrange, and "
      "the disgraced player loses one.");
  v[kIOfficeRestock] = Two("td.office-restock", "After taking the Tokens present on the topmost space",
                           "Does the top space get a new Court Token once its Courtier moves onto the Office?",
                           {"restock", "yes"}, {"leave-empty", "no"}, {"td.move.restock", "td.office.enter"},
      "The Courtier takes the top space's Tokens and leaves it for the Office, like any space it passes"
      " through, so the space is restocked.");
  v[kIDiscardTo] = Two("td.discard-to", "discard a Court Card", "Do discarded Court Cards return to the supply?",
                       {"supply", "yes, to their faction's stack"}, {"out-of-game", "no, they leave the game"},
                       {"td.action.c", "td.action.e", "td.action.g", "td.bonus.trade"},
      "The text removes spent Court Tokens from the game but says so of no Court Card, and the nearest "
      "text on giving up a card, the F enhancement's \"return 1 card from your hand to the supply\", "
      "sends it back to the supply.");
  v[kIRingFullHand] = {"td.ring-full-hand", "(silent: where a sixth Ring goes when all five fingers already hold one)",
                       "I have a Ring on every finger and take an Office: do I still take it, and where does the Ring go?",
                       {{"no-ring", "the Office is taken but no Ring (from the stand or the disgraced player)"},
                        {"no-office", "a player with five Rings may not enter a top space"}},
                       "no-ring", {"td.office.ring", "td.office.disgrace", "td.office.enter"},
      "No textual support either way. Entering the Office is allowed as written; only its Ring cannot be "
      "placed, as a Hand Screen holds one Ring per finger (an assumption of this engine: the rulebook puts the "
      "two starting Rings \"on separate fingers\" and never two on one). `no-office` would forbid a move the "
      "text allows."};
  v[kIChamberLeave] = Two("td.chamber-leave", "This is the ONLY way a Courtier ever leaves an Audience Chamber",
                          "May Persistent Courtiers' left action take a Courtier out of an Audience Chamber?",
                          {"card-wins", "the Scenario Card's action is allowed"},
                          {"summary-wins", "the left action of Persistent Courtiers is never offered"},
                          {"td.phase2.push-out", "td.scenario.persistent-left"},
      "A Scenario Card's own text is read as overriding the general Game Summary, as a specific rule "
      "overrides a general one; the contradiction is still recorded as a finding.");
  v[kIFirstPlayer] = Two("td.first-player", "is voted for as the start player",
                         "Who starts the game?",
                         {"seat0", "the first player listed (seat 0) starts; the table decides the seating before play"},
                         {"chance", "a chance node after the board is filled picks the start player, each seat with "
                                    "probability exactly 1/n"},
                         {"td.setup.start-player", "td.draft.snake"},
      "A vote on looks cannot be modelled; the table chooses its seating before play, so seat 0 "
      "starting leaves the choice with the players. `chance` gives every seat an equal start.");
  v[kIBanishSpace] = Two("td.banish-space", "banish another player‘s Courtier from the Throne Room",
                         "Does the space a banished Courtier leaves get a new Court Token?",
                         {"refill", "a Court Token is drawn from the bag for it at once, as the SPECIAL CASES removal "
                                    "places \"a new Court Token\" on the space it loses"},
                         {"stays-empty", "it stays without a Court Token until a later movement passes through it and "
                                         "restocks it; meanwhile it is entered like a space the empty bag left empty"},
                         {"td.scenario.strong-right", "td.move.restock"},
      "The nearest case in the text, the SPECIAL CASES removal, puts \"a new Court Token\" on the space a"
      " removed Courtier leaves; banishment is treated alike.");
  v[kIRecallOptional] = Two("td.no-courtiers-recall", "the player may choose to remove any existing Courtier",
                            "With no Courtier in supply, must I take one back from the Throne Room to place, or may I decline?",
                            {"optional", "\"may\" read literally: the player either takes one back (\"recall\") or "
                                         "declines (\"decline-recall\") and that placement lapses"},
                            {"forced", "a Courtier must be taken back whenever one is in the Throne Room"},
                            {"td.special.no-courtiers", "td.phase1.assign"},
      "The text's literal wording: the player \"may choose\" to remove a Courtier.");
  v[kIRecallWhose] = Two("td.recall-whose", "remove any existing Courtier from the Throne Room",
                         "With no Courtier in supply, may I take back another player's Courtier, or only my own?",
                         {"own", "only one of the player's own Courtiers, which they then place: \"in order to continue\" works "
                                 "only with a Courtier of their own, as every placement puts \"their Courtiers\" on the board"},
                         {"any", "any player's Courtier without an Office may be taken back; another player's goes to its owner's "
                                 "supply, so the placing player still has none and places nothing"},
                         {"td.special.no-courtiers", "td.phase1.assign", "td.move.place-supply"},
      "\"in order to continue\" works only with a Courtier of the player's own, since every placement "
      "puts the player's own Courtiers on the board.");
  v[kINoReentry] = Two("td.no-reentry", "may not re-enter a space that it previously occupied",
                       "May the Only The Strong Shall Rule move step back onto a space it has just left?",
                       {"enhanced-c-only", "yes: only the enhanced C movement is barred from re-entering; the Strong "
                                           "move may step out and back (a space re-entered is no longer \"moved "
                                           "through\" and is not restocked)"},
                       {"every-move", "no: no movement re-enters a space it occupied or passed (the C enhancement's "
                                      "limit read as a rule of every movement)"},
                       {"td.enhance.c", "td.scenario.strong-left"},
      "The sentence is part of the C enhancement's own text, and the normal movement rules have no such"
      " limit.");
  // Modelling choices, not rules questions (catalogue.h: InterpretationKind): FirstPlayer (a first-player model).
  v[kIFirstPlayer].kind = InterpretationKind::kModellingChoice;
  // Where each phrase stands in the rulebook when that is not the place of the entry's first rule.
  v[kIEmptySpaceA].phrase_place = "SPECIAL CASES";
  v[kIOfficeRestock].phrase_place = "COURT OFFICES";
  v[kISpecialMovePlace].phrase_place = "GENERAL ACTION TYPES, the paragraphs on every Movement Action after COURT OFFICES";
  return v;
}

// A true bound, generously: setup <= 3 + 2*63 chance draws (cards, scenario, start player, spaces) + 2n Ring picks + n arrangements. A round (at most
// 8, the data file's limit) <= 150000: phases 1-3 <= 2n placements (each with a recall and a refill) + n
// Lords; phase 4 <= 4 * 17 turns (a player has at most 15 chairs + 1 Lord, plus the equalising turn), and a
// turn <= 2000 actions: at most 70 card trades (each removes a card from a hand of at most 70), at most 36
// token-paid Special Actions (36 Influence/Intrigue Tokens exist) and one bonus move, each <= 40 actions
// (7 steps, stop, 9 refills, Office, Ring, two arrangements, token decision, card), and at most 2 chamber
// Actions plus one free Action per Office taken (at most 14 Courtiers of a player reach an Office).
int MaxGameLength(const GameContext& c) {
  const int n = c.players;
  return 3 + 2 * kMaxSpaces + 3 * n + 8 * 150000;
}

const GameInfo kInfo{
    .name = "tudor",
    .title = "Tudor",
    .rulebook = {.title = "Tudor", .edition = "", .author = "Jan Kirschner (designer)",
                 .source = "AcademyGames.com/pages/Tudor (rules, teaching videos), as the rulebook prints it; also Corax-Games.com"},
    .fuzz_id = 4,  // never change: saved fuzz inputs name the game by it
    .summary = "2-4 players send Courtiers through three Audience Chambers to gain Court Cards, Rings and "
               "Throne Room Offices; Scoring and Scenario Cards vary each game.",
    .min_players = 2,
    .max_players = 4,
    .default_players = 3,
    .rules = MakeRules(),
    .interpretations = MakeInterpretations(),
    .parameters = TudorParameters(),
    .max_game_length = MaxGameLength,
    .new_initial_state = [](std::shared_ptr<const GameContext> c) -> std::unique_ptr<State> {
      return std::make_unique<TudorState>(std::move(c));
    },
    .first_player = [](const State& s) { return static_cast<const TudorState&>(s).FirstStart(); },
    .state_from_json = TudorState::FromJson,
    .data = {.file = "data/tudor/board.json", .json = kTudorBoardJson, .load = LoadBoard},
    .render = RenderTudor,
    .simplify = SimplifyTudor,
    .public_state = PublicState,
    .public_schema = kTudorPublicSchema,
    .narrator = TudorNarrator(),
};

}  // namespace

const GameInfo& TudorInfo() { return kInfo; }

PEERAGE_REGISTER_GAME(kInfo);

}  // namespace peerage::td
