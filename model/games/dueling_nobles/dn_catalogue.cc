// Dueling Nobles catalogue: the rule table, the interpretation table, the game length bound and the
// GameInfo registration. Places refer to shared/rulebooks/dueling-nobles.txt; summaries are our words.
#include <nlohmann/json.hpp>

#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace {

std::vector<RuleInfo> MakeRules() {
  std::vector<RuleInfo> r(kNumRules);
  r[kRSetupDealerRoll] = {"dn.setup.dealer-roll", "Setup, determining the dealer",
                          "Each player rolls both dice; the lower total deals first."};
  r[kRSetupDealerReroll] = {"dn.setup.dealer-reroll", "Setup, determining the dealer",
                            "Equal dealer-roll totals: both players roll again."};
  r[kRSetupDealNobles] = {"dn.setup.deal-nobles", "To begin the game",
                          "The dealer deals six Nobles to each player one at a time, face down, opponent first."};
  r[kRSetupChooseNobles] = {"dn.setup.choose-nobles", "To begin the game",
                            "Each player puts any three of his six Nobles face up in his Courtyard."};
  r[kRSetupNobleStack] = {"dn.setup.noble-stack", "To begin the game",
                          "The six Nobles nobody chose are shuffled into a face-down Noble stack."};
  r[kRSetupDealSupport] = {"dn.setup.deal-support", "To begin the game",
                           "The dealer deals six Support cards to each player one at a time, opponent first."};
  r[kRTurnOrder] = {"dn.turn.order", "The players take alternating turns",
                    "Turns alternate, the dealer's opponent first; each turn runs Income, Reinforcements, "
                    "Command, Dueling."};
  r[kRIncomeAuto] = {"dn.income.auto", "Income",
                     "The active player gains one Resource at the start of his Income phase."};
  r[kRIncomeTriple] = {"dn.income.triple", "Income, first method",
                       "Discarding three Support cards of one suit from hand earns three Resources; the cards "
                       "go face down onto the common discard pile."};
  r[kRIncomeTax] = {"dn.income.king-tax", "Income, second method; King Leadership",
                    "A King in the Courtyard may lose one Stamina to earn one Resource, never down to 0."};
  r[kRReinforceHire] = {"dn.reinforce.hire", "Reinforcements, first action",
                        "For five Resources the player draws a Noble from the Noble stack into his Courtyard."};
  r[kRReinforceBuy] = {"dn.reinforce.buy", "Reinforcements, second action",
                       "Once a turn the player pays for and draws one to three Support cards."};
  r[kRCommandWeapon] = {"dn.command.weapon", "Command, first action",
                        "One new weapon a turn: a rank 2 or 3 Support card under a Noble with no weapon adds "
                        "its rank to that Noble's strength."};
  r[kRCommandMove] = {"dn.command.move-weapon", "Command, second action",
                      "A weapon moves from one of the player's Nobles to another that has none."};
  r[kRCommandHearts] = {"dn.command.hearts", "Command, Suit Abilities, Hearts",
                        "Once a game: play a Heart to restore one Stamina to a Noble in the Courtyard."};
  r[kRCommandDiamonds] = {"dn.command.diamonds", "Command, Suit Abilities, Diamonds",
                          "Once a game, only if the opponent has more Nobles: play a Diamond to draw three "
                          "Support cards."};
  r[kRCommandClubs] = {"dn.command.clubs", "Command, Suit Abilities, Clubs",
                       "Once a game: play a Club to take one card from the exposed discard pile."};
  r[kRCommandSpades] = {"dn.command.spades", "Command, Suit Abilities, Spades",
                        "Once a game: play a Spade to see the opponent's hand."};
  r[kRDuelDeclare] = {"dn.duel.declare", "Dueling, declaring a duel",
                      "The active player names one of his Nobles and one of the opponent's to duel."};
  r[kRDuelDeflect] = {"dn.duel.deflect", "Dueling, deflecting",
                      "The defender may pay two Resources to make another of his Nobles the target."};
  r[kRDuelStrength] = {"dn.duel.strength", "Dueling, Step 1 and Step 4",
                       "A Noble's strength is its base plus its weapon plus its bonuses, dice and supports."};
  r[kRDuelQueenBonus] = {"dn.duel.queen-bonus", "Queen Inspiration; Step 1",
                         "A Queen adds three per other Noble in her owner's Courtyard."};
  r[kRDuelDice] = {"dn.duel.dice", "Dueling, Step 2", "Each side rolls one die and adds it."};
  r[kRDuelKingDice] = {"dn.duel.king-two-dice", "King Leadership; Step 2", "A King rolls two dice."};
  r[kRDuelSupport] = {"dn.duel.support", "Dueling, Step 3",
                      "Attacker first, then defender, may play one Support card adding its rank."};
  r[kRDuelJackSupports] = {"dn.duel.jack-two-supports", "Jack Bravery; Step 3",
                           "A Jack may play two Support cards in a duel."};
  r[kRDuelAdrenaline] = {"dn.duel.adrenaline", "Step 3, Adrenaline",
                         "A Support card of the dueling Noble's suit adds two more."};
  r[kRDuelCriticalHit] = {"dn.duel.critical-hit", "Step 3, Critical Hit",
                          "The player who plays an Ace wins the duel outright."};
  r[kRDuelDoubleAce] = {"dn.duel.double-ace", "Step 3, Critical Hit",
                        "If both players play an Ace the duel is a tie."};
  r[kRDuelOutcome] = {"dn.duel.outcome", "Dueling, Step 4",
                      "The higher total wins; equal totals tie."};
  r[kRDuelWinnerResource] = {"dn.duel.winner-resource", "After Step 4",
                             "The duel's winner gains one Resource."};
  r[kRDuelStaminaLoss] = {"dn.duel.stamina-loss", "After Step 4",
                          "The losing Noble (both Nobles on a tie) loses one Stamina."};
  r[kRDuelTie] = {"dn.duel.tie", "After Step 4",
                  "On a tie both Nobles lose one Stamina and nobody gains a Resource."};
  r[kRDuelVanquish] = {"dn.duel.vanquish", "After Step 4",
                       "A Noble at 0 Stamina is vanquished and leaves the Courtyard."};
  r[kRDuelWeaponDiscard] = {"dn.duel.weapon-discard", "After Step 4",
                            "A vanquished Noble's weapon goes to the Support discard pile."};
  r[kRDuelNobleShuffledBack] = {"dn.duel.noble-shuffled-back", "After Step 4",
                                "A vanquished Noble is shuffled back into the Noble stack."};
  r[kRDuelSupportsDiscarded] = {"dn.duel.supports-discarded", "Step 3, after the duel",
                                "Support cards played in a duel go to the discard pile afterwards."};
  r[kRDeckDiscard] = {"dn.deck.discard-face-up", "Discarded Support cards",
                      "Discarded Support cards go to one common face-up discard pile."};
  r[kRDeckSupportReshuffle] = {"dn.deck.support-reshuffle", "Depleted piles",
                               "When the Support stock runs out the discard pile is shuffled into a new stock."};
  r[kRDeckNobleStackEmpty] = {"dn.deck.noble-stack-empty", "Depleted piles; Reinforcements",
                              "With the Noble stack empty nobody can hire until a Noble is vanquished."};
  r[kREndCourtyardEmpty] = {"dn.end.courtyard-empty", "Game end",
                            "After a duel, a player with no Nobles left loses; his opponent wins."};
  return r;
}

std::vector<Interpretation> MakeInterpretations() {
  std::vector<Interpretation> v(kNumInterps);
  v[kIDuelsPerTurn] = {
      "dn.duels-per-turn", "To declare a duel",
      "How many duels may I declare in one Dueling phase?",
      {{"one", "one duel per turn"},
       {"each-noble", "each of the player's Nobles may declare one duel per turn"},
       {"unlimited", "any number of duels per turn"}},
      "one", {"dn.duel.declare"},
      "The text's literal wording: the player declares \"a duel\" by selecting one Noble and one target; "
      "further duels are never mentioned."};
  v[kIEmptyCourtyards] = {
      "dn.empty-courtyards", "his opponent declared the winner",
      "A tied duel vanquishes both players' last Nobles: who wins?",
      {{"draw", "the game ends drawn (scores 0, 0)"},
       {"shared-win", "both players win (scores 1, 1)"}},
      "draw", {"dn.end.courtyard-empty", "dn.duel.tie"},
      "When both Courtyards empty at once, each player's opponent is declared the winner and the two "
      "declarations cancel; a draw says that without inventing a shared win the text never mentions."};
  v[kITripleDiscardFace] = {
      "dn.triple-discard-face", "face-down in a common Support card discard pile",
      "Are three-of-a-suit cards discarded face down, out of reach of Clubs, or into the face-up pile?",
      {{"face-up", "they join the face-up pile: everyone sees them and Clubs may take them"},
       {"face-down", "they stay face down, so Clubs cannot take them; the opponent knows only that they are three "
                     "cards of one suit"}},
      "face-up", {"dn.income.triple", "dn.deck.discard-face-up", "dn.command.clubs"},
      "There is one common discard pile, which the text elsewhere calls face-up and exposed to Clubs; "
      "the default keeps it one pile treated one way."};
  v[kISupportPrice] = {
      "dn.support-price", "the appropriate number of Resources",
      "What do Support cards cost?",
      {{"one-each", "one Resource per card bought"},
       {"one-per-purchase", "one Resource per purchase of one to three cards"}},
      "one-each", {"dn.reinforce.buy"},
      "The player pays \"the appropriate number of Resources\" and draws \"the same number\" of cards, "
      "which reads as one Resource per card."};
  v[kITriplesPerTurn] = {
      "dn.triples-per-turn", "he may discard these cards",
      "May I cash in three of a suit more than once in one Income phase?",
      {{"repeat", "as often as the hand allows"}, {"once", "at most once per turn"}},
      "repeat", {"dn.income.triple"},
      "The text limits the Support card purchase to once per turn but gives the three-of-a-suit discard"
      " no such limit."};
  v[kIKingTax] = {
      "dn.king-tax", "He may opt to do this for each King Noble",
      "May I tax the same King more than once in one Income phase?",
      {{"once-per-king", "each King at most once per turn"},
       {"repeat", "a King may be taxed repeatedly down to 1 Stamina"}},
      "once-per-king", {"dn.income.king-tax"},
      "\"He may opt to do this for each King Noble\" offers the choice once per King; taxing one King "
      "again is not described."};
  v[kIWeaponMoves] = {
      "dn.weapon-moves", "as many weapons as needed",
      "May I move the same weapon more than once in one Command phase?",
      {{"each-once", "each weapon moves at most once per turn"},
       {"unlimited", "a weapon may be moved again, as often as the player likes"}},
      "each-once", {"dn.command.move-weapon"},
      "The allowance is counted in weapons, not moves: a player \"may move as many weapons as needed\", "
      "which lets every weapon move and says nothing of moving one twice. \"as needed\" could be read "
      "as any number of moves until the player is done, but the sentence measures what it allows by the "
      "weapons moved, and the default gives each of them its move."};
  v[kIHeartsCap] = {
      "dn.hearts-cap", "restore 1 Stamina point",
      "May Hearts raise a Noble above its starting Stamina?",
      {{"capped", "only a Noble below its table Stamina may be restored, up to that Stamina"},
       {"uncapped", "any Noble gains one Stamina, possibly above its table value"}},
      "capped", {"dn.command.hearts"},
      "To \"restore\" Stamina is to give back what was lost, so a Noble cannot rise above its starting "
      "Stamina."};
  v[kIClubsSelf] = {
      "dn.clubs-self", "it is added to the discard pile and the special effects are applied",
      "May a Clubs card take itself back from the discard pile?",
      {{"allowed", "the just-played Clubs card may itself be taken"},
       {"excluded", "the Clubs card cannot take itself; Clubs needs another takeable card"}},
      "allowed", {"dn.command.clubs"},
      "The text's order: the card is \"added to the discard pile\" and then its effect applies, so the "
      "Clubs card is in the pile it takes from."};
  v[kISupportReshuffle] = {
      "dn.support-reshuffle", "if the Support card pile is depleted",
      "When is the discard pile shuffled into a new Support stock?",
      {{"immediate", "the moment the stock is empty and the discard pile is not"},
       {"on-draw", "only when a card must be drawn from an empty stock"}},
      "immediate", {"dn.deck.support-reshuffle"},
      "The text's literal wording: \"At any time during the game, if the Support card pile is depleted\" "
      "it is reshuffled, at once rather than at the next draw."};
  v[kISupportExhausted] = {
      "dn.support-exhausted", "(silent: a Support card draw when the stock and the discard pile are both empty)",
      "I must draw a Support card, but the stock and the discard pile are both empty: what happens?",
      {{"skip", "the remaining draws are skipped; Resources already paid stay paid"},
       {"refund", "the remaining draws are skipped and the price of undrawn bought cards is refunded"}},
      "skip", {"dn.deck.support-reshuffle", "dn.reinforce.buy", "dn.command.diamonds"},
      "No textual support either way; nothing in the text ever refunds Resources, so the simpler rule "
      "keeps a price once paid."};
  v[kIJackAces] = {
      "dn.jack-aces", "If both payers play an Ace",
      "A Jack plays two Aces against one: is the duel still a tie?",
      {{"tie", "any Ace on both sides is a tie"},
       {"more-aces-wins", "the side with more Aces wins by critical hit"}},
      "tie", {"dn.duel.critical-hit", "dn.duel.double-ace", "dn.duel.jack-two-supports"},
      "The text's literal wording: \"If both payers play an Ace\" the duel is a tie; Aces are not "
      "counted."};
  v[kIDoubleAce] = {
      "dn.double-ace", "the Duel is considered a tie",
      "With Aces on both sides, is the duel simply tied, or do the totals decide?",
      {{"tie", "the duel is a tie"}, {"totals-decide", "the Aces cancel; the higher total wins"}},
      "tie", {"dn.duel.double-ace", "dn.duel.outcome"},
      "The text's literal wording: the duel \"is considered a tie\"; nothing says the totals are compared"
      " afterwards."};
  v[kIAceValue] = {
      "dn.ace-value", "from two to ten",
      "If totals decide a duel with Aces, what does an Ace add to the total?",
      {{"one", "an Ace counts 1"}, {"zero", "an Ace counts 0"}},
      "one", {"dn.duel.strength"},
      "No textual support either way (only two to ten add their rank); an Ace's usual rank, 1, was "
      "chosen over 0."};
  v[kIDeflectTarget] = {
      "dn.deflect-target", "any other Noble in his own courtyard",
      "Must a deflected duel go to a different Noble?",
      {{"other", "the new target must be another Noble"},
       {"any", "the defender may pay and name any of his Nobles, the declared one included"}},
      "other", {"dn.duel.deflect"},
      "The text's literal wording: the defender selects \"any other Noble\" as the new target."};
  v[kITurnLimit] = {
      "dn.turn-limit", "(silent: a game in which neither Courtyard ever empties)",
      "What ends a game in which neither Courtyard ever empties?",
      {{"draw-after-200", "the game is drawn when turn 201 would begin"},
       {"draw-after-1000", "the game is drawn when turn 1001 would begin"}},
      "draw-after-200", {"dn.turn.order", "dn.end.courtyard-empty"},
      "No textual support either way: the text has no limit. The smaller bound keeps random-play "
      "analysis fast; `draw-after-1000` checks that a result does not depend on where the cut falls."};
  v[kIDiamondsCount] = {
      "dn.diamonds-count", "the opponent currently has more total Nobles",
      "When are the Courtyards counted for the Diamonds condition?",
      {{"when-played", "when the Diamond is played"},
       {"start-of-turn", "at the start of the player's turn (before hiring)"}},
      "when-played", {"dn.command.diamonds"},
      "The text's literal wording: the opponent \"currently\" has more Nobles, at the moment the Diamond "
      "is played."};
  v[kISpadesKnowledge] = {
      "dn.spades-knowledge", "immediately view all cards",
      "What does the Spades player keep knowing?",
      {{"snapshot", "the hand as it was at that moment, for the rest of the game"},
       {"glimpse", "that hand only until the end of the turn"}},
      "snapshot", {"dn.command.spades"},
      "A player who has seen a hand remembers it; the engine assumes perfect recall, so the sight lasts"
      " the rest of the game."};
  v[kICommandOrder] = {
      "dn.command-order", "The last action a player may take during the Command phase",
      "In what order may the Command actions come: may a weapon be played or moved after a Suit Ability?",
      {{"free", "any order"},
       {"listed", "a new weapon, then weapon moves, then suit abilities; no going back"},
       {"suit-abilities-last", "a new weapon and weapon moves in any order; once a Suit Ability is played, only "
                               "further Suit Abilities"}},
      "suit-abilities-last", {"dn.command.weapon", "dn.command.move-weapon", "dn.command.hearts"},
      "The text makes Suit Abilities \"the last action a player may take during the Command phase\", so no "
      "weapon is played or moved after one; it gives no order between the new weapon and weapon moves "
      "(\"Also during this phase\"), so those two stay free. `listed` also orders them; `free` ignores the "
      "sentence."};
  v[kIHiresPerTurn] = {
      "dn.hires-per-turn", "either, both or none of the following optional actions",
      "May I hire more than one Noble in one Reinforcements phase?",
      {{"once", "at most one hire per turn"}, {"unlimited", "any number while Resources last"}},
      "once", {"dn.reinforce.hire"},
      "The Reinforcements phase lists two optional actions that a player may take \"either, both or "
      "none\" of. Each is one action, taken or not, and taking \"both\" takes each once. The purchase's own "
      "\"once per turn\" says for buying what the list already says of both. The three-of-a-suit discard "
      "(dn.triples-per-turn) belongs to the Income phase, which has no such list, so it has no limit."};
  v[kITokenSupply] = {
      "dn.token-supply", "approximately 24 counters",
      "Can the central Resource pile run out?",
      {{"unlimited", "Resources are bookkeeping; the pile never runs out"},
       {"24-counters", "both treasuries together hold at most 24; a gain the pile cannot pay is lost"}},
      "unlimited", {"dn.income.auto", "dn.income.triple", "dn.income.king-tax", "dn.duel.winner-resource"},
      "The text allows \"pencil and paper\" instead of counters and calls 24 only \"approximately\", so the"
      " counters are not a limit."};
  v[kIDealerTies] = {
      "dn.dealer-ties", "they should each roll again",
      "What if the rolls for dealer keep tying?",
      {{"cap-32", "after 32 tied rounds in a row player 0 deals (a livelock finding)"},
       {"cap-32-void", "after 32 tied rounds in a row the game ends drawn before it starts (a livelock finding)"}},
      "cap-32", {"dn.setup.dealer-reroll"},
      "No textual support either way: the text re-rolls without end. 32 ties in a row has a chance "
      "below 1 in 10^30, and letting player 0 deal keeps the game, the simpler rule."};
  // Modelling choices, not rules questions (catalogue.h: InterpretationKind): TurnLimit (a cap that keeps play finite); SpadesKnowledge (what a player remembers); DealerTies (a cap on re-rolls).
  v[kITurnLimit].kind = InterpretationKind::kModellingChoice;
  v[kISpadesKnowledge].kind = InterpretationKind::kModellingChoice;
  v[kIDealerTies].kind = InterpretationKind::kModellingChoice;
  // Where each phrase stands in the rulebook when that is not the place of the entry's first rule.
  v[kITokenSupply].phrase_place = "the opening paragraphs, on the dice and counters";
  v[kIAceValue].phrase_place = "Dueling, Step 3";
  v[kICommandOrder].phrase_place = "Command, the last action (Suit Abilities)";
  v[kIClubsSelf].phrase_place = "Command, Suit Abilities";
  return v;
}

}  // namespace

// A true bound on the actions of one turn, by phase, under the context's readings.
int MaxActionsPerTurn(const GameContext& c) {
  const int max_stamina = 3 + (c.Reading(kIHeartsCap) == kHeartsUncapped ? 1 : 0);
  // Income: end-income; taxes (4 Kings, once each, or each down to 1 Stamina); three-of-a-suit runs of 4
  // actions (a hand holds at most 40 Support cards, so at most 13 runs).
  const int taxes = c.Reading(kIKingTax) == kTaxOncePerKing ? 4 : 4 * (max_stamina - 1);
  const int triples = c.Reading(kITriplesPerTurn) == kTriplesOnce ? 1 : 13;
  const int income = 1 + taxes + 4 * triples;
  // Reinforcements: end; hires of 2 actions (at most 10 Nobles can be in the stack while both Courtyards
  // hold one); one purchase of up to 4 actions (buy + 3 draws).
  const int hires = c.Reading(kIHiresPerTurn) == kHiresOnce ? 1 : 10;
  const int reinforce = 1 + 2 * hires + 4;
  // Command: end; one weapon; moves (each weapon once: at most 8 rank 2-3 cards exist; unlimited: not
  // bounded by the rules — we count 64 and the playout overrun flag reports more); suit abilities:
  // Hearts 1, Diamonds 1 + 3 draws, Clubs 2, Spades 1.
  const int moves = c.Reading(kIWeaponMoves) == kMovesEachOnce ? 8 : 64;
  const int command = 1 + 1 + moves + 8;
  // Dueling: end-turn; per duel declare + deflect/accept + at most 4 dice + at most 2 support actions per
  // side. Duels: one; each Noble of the player (at most 11); unlimited: each duel takes at least one
  // Stamina off the board, which holds at most 12 Nobles x max Stamina.
  const int reading = c.Reading(kIDuelsPerTurn);
  const int duels = reading == kDuelsOne ? 1 : reading == kDuelsEachNoble ? 11 : 12 * max_stamina;
  const int dueling = 1 + duels * (1 + 1 + 4 + 2 + 2);
  return income + reinforce + command + dueling;
}

namespace {

// Setup: at most kDealerTieCap rounds of 4 dice, 12 Noble deals, 6 picks, 12 Support deals; then at most
// the turn limit's number of turns.
int MaxGameLength(const GameContext& c) {
  const int setup = 4 * kDealerTieCap + 12 + 6 + 12;
  return setup + kTurnLimits[c.Reading(kITurnLimit)] * MaxActionsPerTurn(c);
}

const GameInfo kInfo{
    .name = "dueling-nobles",
    .title = "Dueling Nobles",
    .rulebook = {.title = "Dueling Nobles", .edition = "text of 2015", .author = "Jesse Carlucci (designer)",
                 .source = "CatsAtCards.com, as the rules' copyright line (\u00a9 2015) names it"},
    .fuzz_id = 1,  // never change: saved fuzz inputs name the game by it
    .summary = "Two players build Courtyards of Jacks, Queens and Kings, arm them with Support cards, "
               "and duel with dice and cards until one Courtyard is empty.",
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
    .rules = MakeRules(),
    .interpretations = MakeInterpretations(),
    .max_game_length = MaxGameLength,
    .new_initial_state = [](std::shared_ptr<const GameContext> c) -> std::unique_ptr<State> {
      return std::make_unique<DuelingNoblesState>(std::move(c));
    },
    // The dealer's opponent takes the first turn; unknown (-1) until the dealer roll is decided.
    .first_player = [](const State& s) {
      const int dealer = static_cast<const DuelingNoblesState&>(s).dealer();
      return dealer < 0 ? -1 : 1 - dealer;
    },
    .state_from_json = DuelingNoblesState::FromJson,
    .render = RenderDuelingNobles,
    .simplify = SimplifyDuelingNobles,
    .public_state = DuelingNoblesPublicState,
    .public_schema = kDuelingNoblesPublicSchema,
    .narrator = DuelingNoblesNarrator(),
};

}  // namespace

const GameInfo& DuelingNoblesInfo() { return kInfo; }

PEERAGE_REGISTER_GAME(kInfo);

}  // namespace peerage::dn
