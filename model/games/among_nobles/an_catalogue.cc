// Among Nobles: rule table, interpretation catalogue and GameInfo registration. Places refer to
// shared/rulebooks/among-nobles.txt; summaries are our own words.
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {
namespace {

std::vector<RuleInfo> Rules() {
  std::vector<RuleInfo> r(kNumRules);
  r[kRSetupProvinces] = {"an.setup.provinces", "Setup 1", "9 provinces; with 3 players the three 4+ provinces are removed"};
  r[kRSetupTraitRemoval] = {"an.setup.trait-removal", "Setup 2; Difference between 3, 4 and 5 player games",
                            "with 3 players every card of one trait (green) leaves the game"};
  r[kRSetupDisplay] = {"an.setup.display", "Setup 3-4", "deck I is shuffled and 7 cards (5 with 3 players) go on display"};
  r[kRSetupTokens] = {"an.setup.tokens", "Setup 6", "3 action tokens each (2 with 5 players)"};
  r[kRSetupSupply] = {"an.setup.supply", "Setup 8", "each player starts with 1 gold and 2 armies in the supply"};
  r[kRSetupFirst] = {"an.setup.first-player", "Determining first player", "a first player is determined"};
  r[kRSetupCouples] = {"an.setup.couples", "Distributing ancestral lords and ladies",
                       "ancestral couples are chosen by the last player, then the first, rival couples given as listed"};
  r[kRActTurn] = {"an.act.turn", "Activation phase", "players in turn from the first player place a token on a character or couple"};
  r[kRActFirstPhase] = {"an.act.first-phase", "Activation phase", "in the very first activation phase each player has one token"};
  r[kRActCouple] = {"an.act.couple", "Activation phase; Marriage", "a married character activates the couple: the wife's series join the husband's"};
  r[kRActOnce] = {"an.act.once", "Activation phase", "each character or couple is activated at most once per phase"};
  r[kRActReactivate] = {"an.act.reactivate", "Activation phase",
                        "when all males and couples are activated, a token may reactivate one, with only the leftmost action of a series"};
  r[kRActSeriesOrder] = {"an.act.series-order", "Activation phase", "the actions of the chosen series are executed strictly left to right, optional except births"};
  r[kRWarSupply] = {"an.war.supply", "Warfare", "1 gold: an army from the personal supply to any province"};
  r[kRWarMove] = {"an.war.move", "Warfare", "free: an army from one province to any other"};
  r[kRPiety] = {"an.piety", "Piety", "gain 1 prestige point"};
  r[kRCommerce] = {"an.commerce", "Commerce", "gain 1 gold"};
  r[kRBirthTake] = {"an.birth.take", "Birth", "take a display card of the birth symbol's gender into the row below the couple"};
  r[kRBirthCost] = {"an.birth.cost", "Birth", "a son costs 1 gold, a daughter nothing"};
  r[kRBirthMandatory] = {"an.birth.mandatory", "Birth; Activation phase",
                         "births are mandatory for couples when possible and unavailable to unmarried characters"};
  r[kRBirthRows] = {"an.birth.rows", "Birth; Generational change", "no birth may start a fourth generation row"};
  r[kRBirthShields] = {"an.birth.shields", "Birth", "a child's shields bring as many armies to the supply"};
  r[kRBirthTrait] = {"an.birth.trait", "Birth", "a child must have a trait of one of its parents"};
  r[kRChristening] = {"an.power.christening", "The character card; Birth", "christening benefits are claimed at birth"};
  r[kRMarryGroom] = {"an.marry.groom", "Marriage", "2 gold: one of your unmarried males is sent to court"};
  r[kRMarryPresent] = {"an.marry.present", "Marriage", "each opponent who can presents one unmarried female"};
  r[kRMarryRefund] = {"an.marry.refund", "Marriage", "no bride presented: nothing happens and the 2 gold come back"};
  r[kRMarryChoose] = {"an.marry.choose", "Marriage", "the groom's player must choose one presented bride; the others go back"};
  r[kRMarryPrestige] = {"an.marry.prestige", "Marriage", "the chosen bride's player gains 2 prestige points"};
  r[kRAlliance] = {"an.power.alliance", "Marriage; The character card", "alliance benefits go to the bride's former player"};
  r[kRMarryJoin] = {"an.marry.join", "Marriage",
                    "the bride joins the groom's family and row; her rule box no longer applies and she is no longer activated"};
  r[kRHire] = {"an.hire", "Hire", "2 gold: an extra warfare, piety or marriage action (its own cost paid too)"};
  r[kRIntrigue] = {"an.intrigue", "Intrigue", "each intrigue action triggers the character's intrigue ability once"};
  r[kRNobilityOnSon] = {"an.power.nobility-son", "The character card (nobility)", "a permanent benefit each time his couple gains a son"};
  r[kRNobilityCost] = {"an.power.nobility-cost", "The character card (nobility)", "a permanent change of a cost while he acts"};
  r[kRUpOwnership] = {"an.upkeep.ownership", "Upkeep phase 1", "armies of several players in a province cancel one for one back to their supplies"};
  r[kRUpIncome] = {"an.upkeep.income", "Upkeep phase 2", "owners gain 1 gold per commerce and 1 prestige per piety symbol"};
  r[kRUpReset] = {"an.upkeep.reset", "Upkeep phase 3", "action tokens are taken back"};
  r[kRUpDisplayDiscard] = {"an.upkeep.display-discard", "Upkeep phase 4", "if no display card was taken, the display is discarded"};
  r[kRUpGenChange] = {"an.upkeep.generational-change", "Upkeep phase 5; Generational change",
                      "the oldest row dies; the third generational change ends the game"};
  r[kRLegacy] = {"an.power.legacy", "Generational change", "legacies of removed characters are claimed"};
  r[kRNoMaleHeir] = {"an.gen.no-male-heir", "Generational change",
                     "without a male, draw until a male appears; he heads the family and marries a daughter of the oldest generation"};
  r[kRUpRefill] = {"an.upkeep.refill", "Upkeep phase 6", "the display is refilled from deck I, then II, then III"};
  r[kRUpDeckRunOut] = {"an.upkeep.deck-run-out", "Upkeep phase 6; Game play",
                       "the last card of a deck put on display triggers a generational change at the next upkeep"};
  r[kRUpFirstPlayer] = {"an.upkeep.first-player", "Upkeep phase 7", "the first player card passes left"};
  r[kREndScore] = {"an.end.score", "Game end and scoring", "gold buys prestige at 3 gold each; most prestige wins"};
  r[kREndTieBreak] = {"an.end.tie-break", "Game end and scoring", "ties: most remaining gold, then most provinces, else shared"};
  r[kREffReturnArmies] = {"an.effect.return-armies", "The character card (Charlotte von Mecklenburg)",
                          "up to N armies in provinces go back to their owners' supplies"};
  r[kREffSacrifice] = {"an.effect.sacrifice", "Genealogical tree (Felipe II de Espana)",
                       "remove one of your unmarried females from the game for a benefit"};
  r[kRPass] = {"an.act.no-character", "Activation phase (silent)", "a player with nothing to activate passes (finding)"};
  r[kRSetupFingers] = {"an.setup.fingers", "Determining first player",
                       "each player shows zero to five fingers; the picks are revealed together"};
  r[kRSetupFingersAgain] = {"an.setup.fingers-again", "Determining first player",
                            "no player showed a unique number: start over"};
  return r;
}

std::vector<Interpretation> Interps() {
  std::vector<Interpretation> v(kNumInterps);
  v[kIFirstPlayer] = {"an.first-player", "show a number of fingers",
                      "The finger game is a simultaneous guess with no strategy the rules value; how is it modelled?",
                      {{"chance", "a chance node picks the first player uniformly"}, {"seat-zero", "player 0 is first"},
                       {"fingers", "each player chooses 0-5 fingers in seat order, hidden from the later choosers, "
                                   "revealed together (see an.finger-tie)"}},
                      "chance", {"an.setup.first-player", "an.setup.fingers"},
      "The finger showing is a simultaneous guess with no stake the rules value, so every player is "
      "equally likely to start; a uniform chance node gives exactly that. `fingers` plays the text's "
      "procedure itself."};
  v[kITraitInherit] = {"an.trait-inheritance", "must have a trait inherited from the parents",
                       "For a card with two traits: must one or all of its traits come from the parents?",
                       {{"any-shared", "one shared trait suffices"}, {"all-inherited", "every trait of the child"}},
                       "any-shared", {"an.birth.trait"},
      "The rule sentence asks for \"a trait\" inherited, one trait; the per-colour explanation after it "
      "is read as illustrating that for single-trait cards."};
  v[kIDisplayReset] = {"an.display-reset", "If all 7 cards ... still remain in the display line",
                       "If the line was short (the last deck ran dry), does 'all cards remain' mean none taken or a full line?",
                       {{"none-taken", "discard when no card was taken this phase"},
                        {"line-full", "discard only when the line is full and none was taken"}},
                       "none-taken", {"an.upkeep.display-discard"},
      "The step's own heading says \"if no cards were taken\", which a short line satisfies too; \"all 7 "
      "cards\" is read as describing the usual full line."};
  v[kIDoubleRunOut] = {"an.double-run-out", "a generational change occurs in the next upkeep phase",
                       "Two decks run out in one refill: two generational changes in the next upkeep, or one per upkeep?",
                       {{"one-per-upkeep", "one per upkeep, the other waits"},
                        {"all-next-upkeep", "both in the next upkeep"}},
                       "all-next-upkeep", {"an.upkeep.generational-change", "an.upkeep.deck-run-out"},
      "Upkeep phase 6 says \"When the last card from deck III has been put on display, the game ends after "
      "the next upkeep phase\"; when decks II and III run out together only both changes in that upkeep keep "
      "it and still end \"after the third and final generational change\"."};
  v[kIEmptyDeck] = {"an.empty-deck", "When the last card of a deck is put on display",
                    "A deck emptied at set-up (3 players) never puts a last card on display: when does its generational "
                    "change come?",
                    {{"skipped-counts", "the refill skipping it counts as its running out"},
                     {"never", "it triggers nothing; if no change can come any more the game ends (finding)"}},
                    "skipped-counts", {"an.upkeep.deck-run-out"},
      "An age \"lasts until the current deck of cards runs out\" and the game \"ends after the third and "
      "final generational change\"; a deck emptied at set-up has run out before its age begins, so the "
      "refill that finds it empty counts as its running out and the game keeps the three generational "
      "changes the text describes, which `never` would lose."};
  v[kIRemainingGold] = {"an.remaining-gold", "the player with most remaining gold wins",
                        "For the tie-break, is the \"remaining gold\" the gold left after buying prestige, or all gold before buying?",
                        {{"leftover", "gold left after buying prestige"}, {"before-conversion", "all gold at the end"}},
                        "leftover", {"an.end.tie-break"},
      "The tie-break sentence follows the one about using remaining gold to buy prestige, so \"remaining"
      " gold\" is what is left after buying."};
  v[kIOwnDaughter] = {"an.own-daughter", "Each opponent must, if they can, present",
                      "May the groom's own player present a bride?",
                      {{"opponents-only", "only opponents present"}, {"own-too", "the groom's player presents too"}},
                      "opponents-only", {"an.marry.present"},
      "The text's literal wording: \"Each opponent\" presents a bride; the groom's own player is not "
      "named."};
  v[kIWifeRuleBox] = {"an.wife-rule-box", "her rule box text no longer applies",
                      "Is a married wife's legacy claimed when she dies?",
                      {{"never", "no: her rule box never applies"}, {"legacy-too", "yes: legacies of wives are claimed"}},
                      "never", {"an.power.legacy", "an.marry.join"},
      "The text's literal wording: once married, \"her rule box text no longer applies\"; a legacy "
      "printed there is read as covered by it."};
  v[kIReactivationFemales] = {"an.reactivation-females", "even if there are unactivated female characters",
                              "Once all males are activated, may a token reactivate while daughters wait?",
                              {{"either", "activate a daughter or reactivate"},
                               {"females-first", "daughters first, then reactivation"}},
                              "either", {"an.act.reactivate"},
      "The text's literal wording: reactivation is allowed \"even if there are unactivated female "
      "characters\"."};
  v[kIHire] = {"an.hire-then-skip", "execute an extra action for 2 gold",
               "May a hire be bought when the hired action cannot then be carried out?",
               {{"pay-first", "yes: pay 2 gold, the hired action is optional as usual"},
                {"must-afford", "only if the hired action can be carried out (its cost too)"}},
               "pay-first", {"an.hire"},
      "The hire buys the right to an extra action and carrying out an action is optional as always; "
      "nothing asks to check first that it can be done. The most permissive reading, so `must-afford` "
      "is a restriction a group can add."};
  v[kIHeirDeck] = {"an.heir-deck", "draws character cards from the deck",
                   "Which deck, when the deck just ran out?",
                   {{"next-deck", "the deck the display is refilled from next"}, {"none", "no draw; the family stays without a male, a silence the report records"}},
                   "next-deck", {"an.gen.no-male-heir"},
      "The draw exists so the family gets a head (\"until a male character is drawn\"); the deck play "
      "continues from is the only deck that can give one once the old one ran out."};
  v[kIHeirRow] = {"an.heir-row", "He becomes the player's new head of family",
                  "In which row does the drawn male go?",
                  {{"top-row", "the oldest row; his bride joins him there"}, {"bride-row", "the row of his bride (top row if none)"}},
                  "top-row", {"an.gen.no-male-heir"},
      "He becomes the \"new head of family\" and marries \"from the oldest possible generation\"; both "
      "point to the oldest row."};
  v[kILegacyOrder] = {"an.legacy-order", "When character cards are removed, claim any inheritance",
                      "Are counts in a legacy taken before or after the oldest row leaves?",
                      {{"before-removal", "the dying row still counts"}, {"after-removal", "the dying row no longer counts"}},
                      "before-removal", {"an.power.legacy"},
      "The text claims inheritance \"When character cards are removed\", as they go, so the dying row "
      "still counts while its legacies are claimed."};
  v[kIPrestigeOpen] = {"an.prestige-open", "keep their prestige point tokens face down",
                       "Prestige follows from public events; is another player's total known?",
                       {{"open", "known (perfect recall)"}, {"concealed", "hidden in observations"}},
                       "open", {"an.end.score"},
      "Every prestige gain happens in public, so a player who remembers the game knows each total; the "
      "face-down tokens only test memory, and the engine assumes perfect recall."};
  v[kIIntrigueCouple] = {"an.intrigue-couple", "when the character (or couple) executes an intrigue action",
                         "Does a wife's intrigue ability trigger when her couple takes an intrigue action?",
                         {{"head-only", "no: her rule box no longer applies"}, {"both", "yes, after the husband's"}},
                         "head-only", {"an.intrigue", "an.marry.join"},
      "A married wife's \"rule box text no longer applies\", and intrigue abilities are printed in the "
      "rule box."};
  v[kIChildCost] = {"an.child-cost", "Cost: 1 gold for a son",
                    "Does a birth of either gender that takes a male pay for a son?",
                    {{"son-cost-if-male", "yes"}, {"free", "no: only a son symbol costs"}},
                    "son-cost-if-male", {"an.birth.cost"},
      "The cost is stated per result (\"1 gold for a son\", \"0 gold for a daughter\"), so a male child "
      "costs 1 whichever birth symbol produced him."};
  v[kIFingerTie] = {"an.finger-tie", "If there is a tie, the first player is the player who presented the second-most",
                    "When fingers decide the first player, a tie for the most passes to the second-most; what if "
                    "that is tied too?",
                    {{"highest-unique", "it passes on down: the highest number shown by exactly one player wins; start "
                                        "over only when no number is unique"},
                     {"second-most", "only the most and the second-most count: a tie there too, or no second-most, "
                                     "starts over"}},
                    "highest-unique", {"an.setup.fingers", "an.setup.fingers-again"},
      "The text starts over only when \"no player showed a unique number of fingers\", which implies any "
      "unique number can decide; passing down to the highest unique number fits that."};
  // Modelling choices, not rules questions (catalogue.h: InterpretationKind): FirstPlayer (a first-player model);
  // PrestigeOpen (what a player remembers); EmptyDeck (what keeps play finite with a card set the text does not
  // foresee: the shipped decks keep 12 cards each after any trait's removal).
  v[kIFirstPlayer].kind = InterpretationKind::kModellingChoice;
  v[kIPrestigeOpen].kind = InterpretationKind::kModellingChoice;
  v[kIEmptyDeck].kind = InterpretationKind::kModellingChoice;
  // Why the searches find no example with the shipped cards (the reports say so): properties/games/
  // among_nobles tests single_trait_children_agree_under_both_trait_readings and
  // shipped_decks_are_never_empty_from_the_start check the first and the last on the data.
  v[kITraitInherit].shipped_answer =
      "every shipped card has a single trait, so a child with one trait from its parents has all of them: both "
      "readings allow the same births (the question arises only with a data file giving a card two traits)";
  v[kIHeirRow].shipped_answer =
      "in play every card below the top row has a male of its family in the row above it (a child's father, a "
      "bride's father-in-law), and a generational change removes only the top row, so a player left without a "
      "male holds only top-row cards: the heir and his bride go to the top row under both readings";
  v[kIEmptyDeck].shipped_answer =
      "the shipped decks hold 16 cards each (12 once a 3-player game removes a colour), so none is empty at set-up, "
      "and a refill empties a deck only by putting its last card on display: no refill meets an empty deck";
  // Where each phrase stands in the rulebook when that is not the place of the entry's first rule.
  v[kIWifeRuleBox].phrase_place = "Marriage";
  v[kIPrestigeOpen].phrase_place = "Game components";
  return v;
}

// A line that tells a sample card's ability ("Ludwig of Lancaster's legacy gives ..."): its point is a card
// the data file made up (GameInfo::tells_invented).
bool TellsSampleAbility(const State& s, std::string_view told) {
  for (const Card& card : s.context().Data<CardData>().cards)
    if (card.sample && card.power != kPNone && told.find(card.TableName() + "'s") != std::string_view::npos) return true;
  return false;
}

const GameInfo kInfo{
    .name = "among-nobles",
    .title = "Among Nobles",
    .rulebook = {.title = "Among Nobles", .edition = "", .author = "",
                 .source = "the game's rule book (its text names no designer, publisher, edition or web address)"},
    .fuzz_id = 0,  // never change: saved fuzz inputs name the game by it
    .summary = "A 3-5 player card game of dynasties: activate characters and couples for warfare, piety, commerce, "
               "births, marriages, hires and intrigue; three generational changes; most prestige wins.",
    .min_players = 3,
    .max_players = 5,
    .default_players = 4,
    .rules = Rules(),
    .interpretations = Interps(),
    // A set-up choice the rulebook offers as a variant, not a rules question (catalogue.h: Parameter).
    .parameters = {{"an.three-player-trait",
                    "Difference between 3, 4 and 5 player games: \"As a game variant, either all the red or all the "
                    "blue character cards could be removed instead\" (Setup 2 names green)",
                    "Which trait's character cards leave the game with 3 players (4 and 5 players use every card).",
                    {{"green", "the green cards (Setup 2)"},
                     {"red", "the red cards instead (the variant)"},
                     {"blue", "the blue cards instead (the variant)"},
                     {"yellow", "the yellow cards instead (\"only advised for expert players\")"}},
                    0, 0, "green",
                    "The setup step itself names green; red, blue and yellow come only from the variant."},
                   {"an.bride-presentation",
                    "Marriage: brides are \"normally selected ... simultaneously, but if a player requests it\", "
                    "presented in player order",
                    "How the opponents present their brides at court: the table plays one way or the other, and any "
                    "player may ask for player order.",
                    {{"simultaneous", "hidden picks in player order, revealed together (the normal case)"},
                     {"ordered", "open picks in player order from the groom's player (at a player's request)"}},
                    0, 0, "simultaneous",
                    "The text calls the simultaneous presentation the normal case; player order is played when a "
                    "player asks for it, which the table decides before play."}},
    .max_game_length = MaxGameLength,
    .new_initial_state = [](std::shared_ptr<const GameContext> c) -> std::unique_ptr<State> {
      return std::make_unique<AmongNoblesState>(std::move(c));
    },
    .first_player = [](const State& s) {
      const auto& st = static_cast<const AmongNoblesState&>(s);
      if (st.phase() < Phase::kActivate) return -1;  // the first player card passes left every round
      const int n = st.NumPlayers(), rounds = st.scratch().round;
      return ((st.scratch().first - (rounds - 1)) % n + n) % n;
    },
    .state_from_json = AmongNoblesState::FromJson,
    .data = {.file = "data/among-nobles/cards.json", .json = kAmongNoblesCards, .load = LoadCardData},
    .render = [](const State& s) { return static_cast<const AmongNoblesState&>(s).Render(); },
    .simplify = [](const State& s) { return static_cast<const AmongNoblesState&>(s).Simplify(); },
    .neighbours = [](const State& s) { return static_cast<const AmongNoblesState&>(s).Neighbours(); },
    .tells_invented = TellsSampleAbility,
    .public_state = PublicState,
    .public_schema = kAmongNoblesPublicSchema,
    .narrator = AmongNoblesNarrator(),
};

}  // namespace

const GameInfo& AmongNoblesInfo() { return kInfo; }

PEERAGE_REGISTER_GAME(kInfo);

}  // namespace peerage::an
