// Noblemen catalogue: the rule table, the interpretation table, the data-file loader, the game length
// bound and the GameInfo registration. Places refer to shared/rulebooks/noblemen.txt; summaries are our
// own words.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage {
extern const std::string_view kNoblemenComponents;
extern const std::string_view kNoblemenPublicSchema;
}

namespace peerage::nm {
namespace {

std::vector<RuleInfo> MakeRules() {
  std::vector<RuleInfo> r(kNumRules);
  auto R = [&](int i, const char* id, const char* place, const char* summary) { r[i] = {id, place, summary}; };
  R(kRSetupScreens, "nm.setup.screens", "Give each player", "Each player starts with 10 pounds, two Men-at-Arms, a Taxes and an Acquire Land token.");
  R(kRSetupTitles, "nm.setup.titles", "Give each player", "Everyone starts as Baron; the other titles for the player count wait in the supply.");
  R(kRSetupStartLands, "nm.setup.start-lands", "Starting Lands", "Two tiles of each land; one clearing goes out with a Castle on it, the rest behind the screen.");
  R(kRSetupDeal, "nm.setup.deal", "Starting Lands", "The rest go in the bag; each player draws 4 random lands.");
  R(kRSetupMulligan, "nm.setup.mulligan", "Starting Lands", "Once, each player may set aside any of their 11 tiles, draw as many, then return the set-aside ones to the bag.");
  R(kRSetupCrown, "nm.setup.crown", "SET UP", "The Dudley player takes the crown, otherwise a random player.");
  R(kRSetupMarker, "nm.setup.marker", "SET UP", "The decade marker starts on 2 (3-4 players) or 1 (5 players).");
  R(kRDecadeTokens, "nm.decade.tokens", "Start New Decade Here", "Spent Acquire Land and Taxes tokens come back.");
  R(kRDecadeScandals, "nm.decade.scandals", "Start New Decade Here", "Each player is dealt three Scandal cards, keeps one, the rest go to the bottom.");
  R(kRDecadeCastles, "nm.decade.castles", "Start New Decade Here", "Castles fill the board, most expensive spaces first, to one per player.");
  R(kRDecadeChurches, "nm.decade.churches", "Start New Decade Here", "Churches fill the board, most expensive spaces first, to one per player.");
  R(kRDecadePalaces, "nm.decade.palaces", "Start New Decade Here", "Palaces on the board: one fewer than the players.");
  R(kRDecadeDonate, "nm.decade.donate", "Start New Decade Here", "Donated lands return to the bag.");
  R(kRDecadeMarker, "nm.decade.marker", "Start New Decade Here", "The decade marker goes back to its start space.");
  R(kRDecadeFirst, "nm.decade.first-player", "Start New Decade Here", "The player left of the crown begins; play passes left.");
  R(kRTurnOneAction, "nm.turn.one-action", "Turn summary", "A turn is one of the six actions.");
  R(kRTurnVp, "nm.turn.vp-instead", "Turn summary", "Instead of an action a player may score 1 VP.");
  R(kRTurnScandal, "nm.turn.scandal", "Turn summary", "At most one Scandal card may be played during one's own turn.");
  R(kRTurnFavour, "nm.turn.favour", "Turn summary", "Ending the turn with the crown scores 1 VP.");
  R(kRTurnMarker, "nm.turn.marker", "Game Play Overview", "Ending the turn with the crown moves the decade marker; at 6 and 10 a Ball starts.");
  R(kRTurnTrade, "nm.turn.trade", "Things to remember; FAQ", "Two lands from behind the screen may be traded for any one land from the bag.");
  R(kRLandPlace, "nm.land.place", "Playing a land tile", "A land goes orthogonally next to a land of one's estate.");
  R(kRLandGroup, "nm.land.group", "Playing a land tile", "Four like lands in a 2x2 square form a Plantation/Forest/Garden; a tile is in one group at most.");
  R(kRLandGardenCrown, "nm.land.garden-crown", "Playing a land tile", "Completing a Garden takes the crown.");
  R(kRLandWood, "nm.land.wood", "Playing a land tile", "After the lands are played: 1 random land per wood played plus 2 per Forest completed.");
  R(kRLandFarm, "nm.land.farm", "Playing a land tile", "1 pound per farm played plus 2 per Plantation completed, at once.");
  R(kRBuildClearing, "nm.build.clearing", "2 - Build a structure", "Castles, Churches and Follies need an open clearing.");
  R(kRBuildDiscount, "nm.build.discount", "2 - Build a structure", "Earl, Marquess and Duke pay less; never below zero.");
  R(kRBuildCastle, "nm.build.castle", "Build a Castle", "Take the left-most Castle of the board and pay its price.");
  R(kRBuildCastleSpacing, "nm.build.castle-spacing", "Build a Castle; Things to remember", "No Castle next to or diagonal to a Castle or Palace.");
  R(kRBuildChurch, "nm.build.church", "Build a Church", "Take the left-most Church of the board and pay its price.");
  R(kRBuildChurchSpacing, "nm.build.church-spacing", "Build a Church; Things to remember", "No Church next to or diagonal to a Church.");
  R(kRBuildChurchCard, "nm.build.church-card", "Build a Church", "Each Church bought gives a Scandal card (three drawn, one kept).");
  R(kRBuildPalace, "nm.build.palace", "Build a Palace", "Pay 8 pounds; a Palace replaces one of one's Castles, which returns to supply.");
  R(kRBuildPalaceCrown, "nm.build.palace-crown", "Build a Palace", "Building a Palace takes the crown.");
  R(kRBuildFolly, "nm.build.folly", "Build a Folly", "A Folly needs its groups (2 Forests / 2 Plantations / 2 Gardens / one each) and 10 pounds.");
  R(kRBuildFollyVp, "nm.build.folly-vp", "Build a Folly", "Follies score 12, 10, 8, 6 VP in the order built.");
  R(kRMaaPlace, "nm.maa.place", "Men-at-arms", "After a new Castle a Men-at-Arms may be placed or moved onto a group with no marker.");
  R(kRMaaDisplace, "nm.maa.displace", "Men-at-arms", "On one's own estate an opponent's marker may be displaced; one's own there cannot be.");
  R(kRMaaForest, "nm.maa.forest", "Men-at-arms", "On an opponent's Forest: 2 lands of the owner's choice from behind the screen.");
  R(kRMaaPlantation, "nm.maa.plantation", "Men-at-arms", "On an opponent's Plantation: 2 pounds from the owner.");
  R(kRMaaGarden, "nm.maa.garden", "Men-at-arms; FAQ", "On an opponent's Garden: the crown.");
  R(kRMaaShortfall, "nm.maa.shortfall", "Men-at-arms", "An owner short of the payment pays what they have.");
  R(kRAcquire, "nm.acquire", "3 - Acquire Land", "Once per decade: 1 land per wood plus 2 per Forest, plus 1 per chit redeemed.");
  R(kRAcquireRedirect, "nm.acquire.redirect", "3 - Acquire Land", "A Forest holding an opponent's Men-at-Arms gives its 2 lands to that opponent.");
  R(kRTaxes, "nm.taxes", "4 - Taxes", "Once per decade: 1 pound per farm plus 2 per Plantation, plus 1 per chit redeemed.");
  R(kRTaxesRedirect, "nm.taxes.redirect", "4 - Taxes", "A Plantation holding an opponent's Men-at-Arms gives its 2 pounds to that opponent.");
  R(kRDonate, "nm.donate", "5 - Donate land to the Church", "Donate lands up to three of each type in the area, 1 VP each.");
  R(kRBribe, "nm.bribe", "6 - Bribe Royalty", "Buy chits for 2 pounds each, 1 VP each, while chits remain.");
  R(kRBribeRedeem, "nm.bribe.redeem", "6 - Bribe Royalty", "Redeemed chits give a pound / land / prestige each and return to the board.");
  R(kRBallStart, "nm.ball.start", "Masquerade Ball", "Titles return to supply; the crown holder places first, then left.");
  R(kRBallPrestige, "nm.ball.prestige", "Masquerade Ball", "Prestige: 1 per pond, 2 per Garden, 2 per Palace.");
  R(kRBallRedirect, "nm.ball.redirect", "Masquerade Ball", "A Garden holding an opponent's Men-at-Arms gives its 2 prestige to that opponent.");
  R(kRBallChits, "nm.ball.chits", "Masquerade Ball", "Chits may be redeemed for 1 prestige each.");
  R(kRBallCards, "nm.ball.cards", "Masquerade Ball; Scandal Cards", "Scandal cards may be returned for 1 prestige each.");
  R(kRBallPlace, "nm.ball.place", "Masquerade Ball", "No two markers share a space: a tied marker goes on the first open space behind.");
  R(kRBallCap, "nm.ball.cap", "FAQ", "The track ends at 34.");
  R(kRBallTitles, "nm.ball.titles", "Masquerade Ball", "Highest prestige first, each takes the highest title left whose need it meets.");
  R(kRBallTitleVp, "nm.ball.title-vp", "Masquerade Ball", "Titles score 0/1/3/5/7 VP at once.");
  R(kRBallFinal, "nm.ball.final-turns", "Game Play Overview", "After the second Ball every player has one more turn, then a scoring round.");
  R(kRScoreCastle, "nm.score.castle", "Scoring round; FAQ", "A Castle with all 8 neighbours land scores 3 + 1 per adjacent Church.");
  R(kRScorePalace, "nm.score.palace", "Scoring round", "A Palace with all 8 neighbours land scores 5 + 2 per adjacent Church.");
  R(kRScoreDecadeEnd, "nm.score.decade-end", "Scoring round", "The scoring round ends the decade; the third ends the game.");
  R(kREndLiaison, "nm.end.liaison", "End Game", "Each Liaison card held adds 3 VP.");
  R(kREndWinner, "nm.end.winner", "End Game", "Most VP wins.");
  R(kREndTie, "nm.end.tie", "End Game", "Among tied players the most pounds wins.");
  R(kRCardOutmaneuver, "nm.card.outmaneuver", "Scandal Cards: Outmaneuver", "Play up to 3 lands.");
  R(kRCardBlackmail, "nm.card.blackmail", "Scandal Cards: Blackmail", "During a Ball: 3 prestige.");
  R(kRCardDowry, "nm.card.dowry", "Scandal Cards: Dowry", "Draw 4 random lands.");
  R(kRCardVicar, "nm.card.vicar", "Scandal Cards: Favor of the Vicar", "Donate up to five of a type.");
  R(kRCardMurder, "nm.card.murder", "Scandal Cards: Murder", "At the start of another's turn: that turn is skipped.");
  R(kRCardPurloin, "nm.card.purloin", "Scandal Cards: Purloin", "Trade 1 for 1 with the bag, up to 5 lands.");
  R(kRCardTreachery, "nm.card.treachery", "Scandal Cards: Treachery", "Place or move a Men-at-Arms and collect its payment.");
  R(kRCardTariff, "nm.card.tariff", "Scandal Cards: Tariff", "Collect 5 pounds.");
  R(kRCardWhiteHall, "nm.card.white-hall", "Scandal Cards: White Hall; FAQ", "Take the crown.");
  R(kRCardMarriage, "nm.card.marriage", "Scandal Cards: Secret Marriage", "The first 4 chits of the Bribe cost 1 pound.");
  R(kRCardTreason, "nm.card.treason", "Scandal Cards: High Treason", "The chosen opponent gets no crown VP for the rest of the decade.");
  R(kRCardSpain, "nm.card.spain", "Scandal Cards: War with Spain", "Each land played puts 1 pound on the card, up to 9.");
  R(kRCardFrance, "nm.card.france", "Scandal Cards: War with France", "Each pond played puts 2 pounds on the card, up to 6.");
  R(kRCardDraw, "nm.card.draw", "Scandal Cards", "Getting a card: draw three, keep one, the rest to the bottom.");
  R(kRCardBottom, "nm.card.bottom", "Scandal Cards", "Used cards go to the bottom of the deck, which is drawn oldest return first once the shuffled cards are gone; War cards leave at the end of the decade.");
  R(kRBagEmpty, "nm.bag.empty", "FAQ", "An empty bag gives only what it has.");
  return r;
}

// The default is the first reading unless `default_id` names another (kept in place so that reading
// indices, which the engine compares against, do not move).
Interpretation I(const char* id, const char* phrase, const char* question, std::vector<Reading> readings,
                 std::vector<std::string> rules, const char* why, const char* default_id = nullptr) {
  Interpretation in{id, phrase, question, std::move(readings), "", std::move(rules), why};
  in.default_reading = default_id ? default_id : in.readings[0].id;
  return in;
}

std::vector<Interpretation> MakeInterpretations() {
  std::vector<Interpretation> v(kNumInterps);
  v[kIEarlDiscount] = I("nm.earl-discount", "Earl will also give a discount of 2 pounds",
      "Does an Earl take 1 pound or 2 pounds off the price of a structure?",
      {{"earl-1", "an Earl pays 1 pound less (title list)"}, {"earl-2", "an Earl pays 2 pounds less (example)"}},
      {"nm.build.discount", "nm.ball.titles"},
      "The Build rule itself says \"the Earl will provide 1 pound discount\", and the title list gives the "
      "same 1-2-3 series (Earl, Marquess, Duke); the Ball example's 2 pounds is read as a slip.");
  v[kIBallFloor] = I("nm.ball-floor", "place yours on the first open space behind theirs",
      "My marker must go behind a tie, but no open space is left behind it down to Zero: where does it go?",
      {{"next-open-above", "the marker goes on the first open space above instead"},
       {"share-zero", "markers may share space 0 (ordered by placing order)"}},
      {"nm.ball.place"},
      "The rule's aim is that a marker never outranks one that mustered more (\"You have to muster more "
      "than them\"); sharing space 0, the earlier placer ranking first, keeps that, while moving up "
      "would let 0 prestige beat 1 and take a title it has not earned. The track begins at \"Zero\", so "
      "nothing lies behind it.",
      "share-zero");
  v[kIGardenCrown] = I("nm.garden-crown", "The Queen's Crown if placed on a Garden",
      "Does a Men-at-Arms on any opponent's Garden take the Queen's Crown, or only on the crown holder's?",
      {{"from-holder", "the crown moves only if the Garden's owner holds it (FAQ)"},
       {"always", "a Men-at-Arms on any opponent's Garden takes the crown"}},
      {"nm.maa.garden", "nm.maa.place", "nm.card.treachery"},
      "The FAQ answers it: the crown comes from a Men-at-Arms on a Garden \"of the player that has the "
      "Crown\".");
  v[kIChurchAdjacent] = I("nm.church-adjacent", "1 for each Church adjacent to it",
      "Does a Church diagonal to a Castle or Palace count as adjacent?",
      {{"orthogonal", "the four orthogonal neighbours"}, {"eight", "all eight neighbours"}},
      {"nm.score.castle", "nm.score.palace"},
      "The text says just \"adjacent\", while the spacing rules write \"next to or diagonal to\" and the "
      "FAQ names the diagonals when it means them.");
  v[kIMurderVp] = I("nm.murder-vp", "still receive a victory point",
      "Does a murdered player always get 1 VP, or only the crown's VP if they hold the crown?",
      {{"if-favour", "only the crown holder's usual VP and marker move"},
       {"always", "1 VP in any case, plus the crown's VP and marker move if they hold it"}},
      {"nm.card.murder"},
      "The sentence ties both to the crown: they \"still\" get what they would have had, a point and a "
      "marker move \"if they have the Queen's Favor\", and only the crown holder scores at the end of a "
      "turn. `always` reads \"still receive a victory point\" on its own, as the point any player may score "
      "instead of an action; but a murdered player skips the turn and takes no such choice.");
  v[kITieAfterPounds] = I("nm.tie-after-pounds", "with the most pounds wins",
      "Who wins when players tie on both victory points and pounds?",
      {{"shared", "players tied in VP and pounds share the place"},
       {"higher-title", "then the higher title held at the end"}},
      {"nm.end.tie"},
      "No textual support for anything past pounds; a shared place is the simpler rule and adds no "
      "tie-break the text lacks.");
  v[kITradePoints] = I("nm.trade-points", "At any time you may trade any two land tiles",
      "When during a turn may a player trade two land tiles?",
      {{"own-turn", "at the player's main decision points, before and after the action"},
       {"before-action", "only before the action of the player's own turn"}},
      {"nm.turn.trade"},
      "\"At any time\" honoured as far as turn-based play allows: before and after the player's action; "
      "trading only before the action is a restriction a group can add.");
  v[kIFinalFavour] = I("nm.final-favour", "all players get one more turn",
      "Does the crown still score during the turns after the second Ball (the marker has nowhere to go)?",
      {{"favour-vp", "the crown holder still scores 1 VP; the marker stays at 10"},
       {"no-favour-vp", "no crown VP during the extra turns"}},
      {"nm.ball.final-turns", "nm.turn.favour"},
      "The crown rule applies \"At the end of each turn\" and the extra turns are turns; only the marker,"
      " which has nowhere left to go, stops.");
  v[kIGroupOrder] = I("nm.group-order", "Farms can only be part of one Plantation",
      "My new land completes two 2x2 squares at once, but can join only one group: which one?",
      {{"choose", "the player placing the land chooses which square becomes the group"},
       {"nw-first", "the first square in the order NW, NE, SW, SE of the new tile"},
       {"se-first", "the first in the order SE, SW, NE, NW"}},
      {"nm.land.group"},
      "The text is silent on which square forms; it says only that a land joins one group. A choice the rules "
      "give to no one is made by the player placing the land, as every other choice in laying out an estate "
      "is; the fixed orders show whether the choice matters.");
  v[kIFirstDeal] = I("nm.first-deal", "Deal three Scandal Cards to each player",
      "Are the start-of-decade steps (the Scandal deal) also done for the first decade?",
      {{"deal", "yes, every decade"}, {"no-deal", "not at the start of the game"}},
      {"nm.decade.scandals"},
      "The Scandal Cards section says \"At the start of each decade each player gets one card\", and the "
      "first decade is one of the three.");
  v[kIMurderOrder] = I("nm.murder-order", "at the start of another players turn",
      "Several players may hold Murder: who is asked first?",
      {{"left-of-victim", "from the player left of the player whose turn starts"},
       {"from-crown", "from the crown holder (or left of it when the holder is the victim)"}},
      {"nm.card.murder"},
      "No textual support either way; asking from the left of the player whose turn starts follows play"
      " order, as every other round of the game does.");
  v[kIVicarCap] = I("nm.vicar-cap", "up to five of a type of land instead of three",
      "Does the area's 12-land capacity still apply with Favor of the Vicar?",
      {{"type-only", "only the per-type limit becomes 5"}, {"area-12", "5 per type but still 12 in all"}},
      {"nm.card.vicar", "nm.donate"},
      "The area's 12 is just three of each type (\"three of each type for a total of 12\"), so raising "
      "the per-type limit to five lifts it; the card names no other cap.");
  v[kITreacheryDisplace] = I("nm.treachery-displace", "Play or move one of your Men-at-arms",
      "Does Treachery follow the Men-at-Arms placement limits (displace only on one's own estate)?",
      {{"as-men-at-arms", "the same targets as a Men-at-Arms action"},
       {"no-displace", "only groups with no marker"}},
      {"nm.card.treachery"},
      "Treachery repeats the Men-at-Arms wording (\"Play or move one of your Men-at-arms\"), so it is "
      "read as that placement with its rules, displacement on one's own estate included.");
  v[kIBlackmailPerBall] = I("nm.blackmail-per-ball", "use for 3 prestige",
      "How many Blackmail cards may one player use in one Ball?",
      {{"one", "one per player per Ball"}, {"any", "any number"}},
      {"nm.card.blackmail"},
      "At a Ball a player may add \"any prestige they can from scandal cards\", one prestige a card, and "
      "any number of cards may be given up that way. Blackmail is different: it is played (\"Played during "
      "a Masquerade Ball\") for 3 prestige, and a player may play one Scandal card a turn (\"Anytime during "
      "your turn\"). The "
      "default treats a player's placement at the Ball as their turn there: one Blackmail is played for 3, "
      "and a second may still be given up for 1 like any other card. `any` reads \"any prestige they can\" "
      "as covering Blackmail's 3 as well.");
  v[kIScreenMoney] = I("nm.screen-money", "conceal your family's private holdings: money",
      "Pounds are behind the screen, but every change of them is public: does the observation show them?",
      {{"derivable", "pounds and chits are shown (they follow from public play)"},
       {"hidden", "other players' pounds are hidden"}},
      {"nm.setup.screens"},
      "Every change of a player's pounds happens in public (prices, taxes, payments), so a player who "
      "remembers the game knows each total; the engine assumes perfect recall.");
  v[kIFamilies] = I("nm.families", "the player playing the Dudley family",
      "Which seat plays Dudley?",
      {{"seat-order", "seats take Stuart, Howard, Seymour, Dudley, Grey in order (Dudley from 4 players)"},
       {"random-crown", "families are free choices: the crown always goes to a random player"}},
      {"nm.setup.crown"},
      "The text names Dudley but not who plays which family; handing families out in the order the "
      "contents list them makes the Dudley rule apply, as written, whenever the Dudley screen is in "
      "play (4 or 5 players).");
  v[kIOwnEstateMaa] = I("nm.own-estate-maa", "If you place it on your own estate you may displace",
      "May a marker go on one's own empty group (to guard it), or only to displace?",
      {{"allowed", "any own group without one's own marker"},
       {"only-to-displace", "on one's own estate only onto an opponent's marker"}},
      {"nm.maa.place", "nm.maa.displace", "nm.build.castle", "nm.card.treachery"},
      "The placement sentence allows any group without a marker; the displacement sentence adds a right"
      " on one's own estate and does not restrict where a marker may go.");
  v[kIBottomOrder] = I("nm.bottom-order", "choose one and put the rest on the bottom",
      "Two Scandal cards go under the deck at once: in what order?",
      {{"player-chooses", "the returning player puts them under one at a time, in the order they choose"},
       {"unordered", "no order: when they come up, which comes first is a uniform chance draw"}},
      {"nm.card.draw", "nm.card.bottom", "nm.decade.scandals", "nm.build.church-card"},
      "No textual support either way; the returning player holds the cards and puts them under, so they"
      " choose the order, as at the table.");
  v[kIShortBagOrder] = I("nm.short-bag-order", "all you can acquire are what are available",
      "Several players are owed lands from the bag at once and it holds too few: who goes short?",
      {{"acting-first", "the acting player draws all theirs first, then each other player in full, leftwards "
                        "(the mulligan, no one's action: from the first seat, the order it is asked in)"},
       {"round-robin", "when the bag is short, one land at a time from the acting player leftwards, skipping "
                       "those served in full"}},
      {"nm.bag.empty", "nm.acquire.redirect", "nm.setup.mulligan"},
      "The FAQ answers the short bag for the player acquiring (\"all you can acquire are what are "
      "available\"), and the Forest bonus is \"a bonus of two for each forest\" on top of that player's "
      "draw, which a Men-at-Arms holder takes \"instead of you\": the acquirer draws, the bonus comes "
      "after, and anyone else owed draws in play order, which \"always continues to left\".");
  // Modelling choices, not rules questions (catalogue.h: InterpretationKind): ScreenMoney (what a player
  // remembers); Families (a seat model); TradePoints ("At any time" made into decision points of a turn-based
  // model); BottomOrder (the order of cards put under the deck together, which the engine must fix to model
  // the deck at all).
  v[kIScreenMoney].kind = InterpretationKind::kModellingChoice;
  v[kIFamilies].kind = InterpretationKind::kModellingChoice;
  v[kITradePoints].kind = InterpretationKind::kModellingChoice;
  v[kIBottomOrder].kind = InterpretationKind::kModellingChoice;
  // The Earl's 2 pounds are in the example that closes the Masquerade Ball section, not in "2 - Build a structure".
  v[kIEarlDiscount].phrase_place = "Masquerade Ball, the example";
  // The screens are described among the Contents.
  v[kIScreenMoney].phrase_place = "Contents, Family screen";
  return v;
}

int Get(const Json& j, const char* key, int lo, int hi, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw ParseError(where + "." + key, "missing");
  return static_cast<int>(IntField(j, key, lo, hi, where + "." + key));
}

// Every action of a turn shrinks something bounded (see MaxGameLength); a generous per-turn bound.
int MaxGameLength(const GameContext& c) {
  const auto& d = c.Data<Components>();
  const int n = c.players, tiles = d.TotalLands();
  const int setup = 4 * n + n * (2 * 11 + 1) + n * 11 + 1;
  const int per_turn = n + 4 * tiles + 3 * kChits + 2 * kDeckSize + 80;
  const int turns_per_decade = n * 11 + n;  // <= 9 marker moves, each at most n turns apart, + n
  const int ball = n * (kDeckSize + 4);
  const int decade = n * 5 + turns_per_decade * per_turn + 2 * ball;  // a deal: 3 draws, keep, order
  return setup + 3 * decade;
}

const GameInfo kInfo{
    .name = "noblemen",
    .title = "Noblemen",
    .rulebook = {.title = "Noblemen", .edition = "version 0.8.6.5", .author = "",
                 .source = "the rules file as distributed (its text names no designer, publisher or web address)"},
    .fuzz_id = 2,  // never change: saved fuzz inputs name the game by it
    .summary = "Three to five noble families grow estates of land tiles over three decades, build Castles, "
               "Churches, Palaces and Follies, chase the Queen's crown, and win titles at Masquerade Balls.",
    .min_players = 3,
    .max_players = 5,
    .default_players = 4,
    .rules = MakeRules(),
    .interpretations = MakeInterpretations(),
    .max_game_length = MaxGameLength,
    .new_initial_state = [](std::shared_ptr<const GameContext> c) -> std::unique_ptr<State> {
      return std::make_unique<NoblemenState>(std::move(c));
    },
    .first_player = nullptr,
    .state_from_json = NoblemenState::FromJson,
    .data = {.file = "data/noblemen/components.json", .json = kNoblemenComponents, .load = LoadComponents},
    .render = RenderNoblemen,
    .simplify = [](const State& s) { return static_cast<const NoblemenState&>(s).Simplify(); },
    .neighbours = [](const State& s) { return static_cast<const NoblemenState&>(s).Neighbours(); },
    .public_state = PublicState,
    .public_schema = kNoblemenPublicSchema,
    .narrator = NoblemenNarrator(),
};

}  // namespace

std::shared_ptr<const GameData> LoadComponents(const Json& j) {
  auto c = std::make_shared<Components>();
  if (!j.is_object()) throw ParseError("components", "must be an object");
  for (const auto& [k, v] : j.items())
    if (k != "source" && k != "assumptions" && k != "lands" && k != "castle_prices" && k != "church_prices" &&
        k != "palace_price" && k != "folly_price" && k != "castles" && k != "churches" && k != "palaces" &&
        k != "titles_5_players")
      throw ParseError(k, "unknown field");
  if (!j.contains("assumptions") || !j["assumptions"].is_array()) throw ParseError("assumptions", "must be an array of strings");
  for (const auto& a : j["assumptions"]) if (!a.is_string()) throw ParseError("assumptions", "must be an array of strings");
  if (!j.contains("lands")) throw ParseError("lands", "missing");
  for (int l = 0; l < kNumLands; ++l) c->lands[l] = Get(j["lands"], LandName(l), 0, kMaxTiles, "lands");
  if (j["lands"].size() != kNumLands) throw ParseError("lands", "must name exactly clearing, wood, pond, farm");
  // Starting lands: 2 of each per player and 4 more drawn, up to 5 players: the bag must hold them.
  for (int l = 0; l < kNumLands; ++l)
    if (c->lands[l] < 2 * kMaxPlayers)
      throw ParseError(fmt::format("lands.{}", LandName(l)), "must be at least 10 (two per player for 5 players)");
  if (c->TotalLands() > kMaxTiles) throw ParseError("lands", fmt::format("at most {} tiles in all", kMaxTiles));
  if (c->TotalLands() < 12 * kMaxPlayers) throw ParseError("lands", "at least 60 tiles (12 per player for 5 players)");
  for (const char* key : {"castle_prices", "church_prices"}) {
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != kPriceSlots)
      throw ParseError(key, "must be an array of 5 prices");
    auto& arr = std::string(key) == "castle_prices" ? c->castle_prices : c->church_prices;
    for (int i = 0; i < kPriceSlots; ++i) {
      const Json& e = j[key][i];
      const std::string w = fmt::format("{}[{}]", key, i);
      if (!e.is_number_integer() || e.get<long long>() < 0 || e.get<long long>() > 99) throw ParseError(w, "must be an integer 0-99");
      arr[i] = e.get<int>();
      if (i > 0 && arr[i] < arr[i - 1]) throw ParseError(w, "prices must not fall from left to right");
    }
  }
  c->palace_price = Get(j, "palace_price", 0, 99, "components");
  c->folly_price = Get(j, "folly_price", 0, 99, "components");
  c->castles = Get(j, "castles", kMaxPlayers * 2, 99, "components");
  c->churches = Get(j, "churches", kMaxPlayers, 99, "components");
  c->palaces = Get(j, "palaces", kMaxPlayers - 1, 99, "components");
  if (!j.contains("titles_5_players")) throw ParseError("titles_5_players", "missing");
  const Json& t = j["titles_5_players"];
  if (!t.is_object() || t.size() != kNumTitles) throw ParseError("titles_5_players", "must name the five titles");
  int total = 0;
  for (int k = 0; k < kNumTitles; ++k) {
    std::string name = TitleName(k);
    for (char& ch : name) ch = static_cast<char>(std::tolower(ch));
    c->titles5[k] = Get(t, name.c_str(), 0, 12, "titles_5_players");
    total += c->titles5[k];
  }
  if (c->titles5[kBaron] != 5) throw ParseError("titles_5_players.baron", "must be 5 (one per player, from the text)");
  if (total != 12) throw ParseError("titles_5_players", "must total 12 (the text: all 12 titles)");
  if (c->titles5[kViscount] < 2 || c->titles5[kEarl] < 1 || c->titles5[kMarquess] < 1 || c->titles5[kDuke] < 1)
    throw ParseError("titles_5_players", "must include the 4-player titles (1 Duke, 1 Marquess, 1 Earl, 2 Viscounts)");
  return c;
}

std::array<int, kNumTitles> TitleCounts(const Components& c, int players) {
  if (players >= 5) return c.titles5;
  if (players == 4) return {4, 2, 1, 1, 1};
  return {3, 1, 1, 1, 1};
}

const GameInfo& NoblemenInfo() { return kInfo; }

PEERAGE_REGISTER_GAME(kInfo);

}  // namespace peerage::nm
