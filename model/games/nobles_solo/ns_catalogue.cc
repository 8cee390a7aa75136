// Nobles (solo) catalogue: the rule table, the interpretation table, the game length bound and the
// GameInfo registration. Places refer to shared/rulebooks/nobles-solo.txt; summaries are our words.
#include <nlohmann/json.hpp>

#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {
namespace {

std::vector<RuleInfo> MakeRules() {
  std::vector<RuleInfo> r(kNumRules);
  r[kRSetupNobles] = {"ns.setup.noble-decks", "NOBLES card back",
                      "The 27 Nobles are shuffled and split into three even face-up decks of nine."};
  r[kRSetupEvents] = {"ns.setup.event-decks", "EVENTS card back",
                      "The 24 Events are shuffled and split into three even face-up decks of eight."};
  r[kRCourtDiscard] = {"ns.court.discard", "TURN ORDER CARD, 1. COURT",
                       "Discard the top card of a Noble deck of your choice and follow its Ability."};
  r[kRAbShade] = {"ns.ability.shade", "SHADE card, Ability",
                  "Put one Deceased Noble on top of the deck the Shade came from."};
  r[kRAbInterloper] = {"ns.ability.interloper", "INTERLOPER card, Ability",
                       "With three different Nobles present, take one Event without its Requirements."};
  r[kRAbConstruct] = {"ns.ability.construct", "CONSTRUCT card, Ability",
                      "A random Deceased Noble goes on top of each of two different Noble decks."};
  r[kRAbBaroness] = {"ns.ability.baroness", "BARONESS card, Ability",
                     "With two identical face-up Events, take one Event."};
  r[kRAbVeteran] = {"ns.ability.veteran", "VETERAN card, Ability",
                    "The Veteran is not discarded: it moves to the top of another Noble deck."};
  r[kRAbDebutante] = {"ns.ability.debutante", "DEBUTANTE card, Ability",
                      "The player may shuffle each Event deck and each Noble deck."};
  r[kRAbArchivistReplace] = {"ns.ability.archivist-replace", "ARCHIVIST card, Ability",
                             "A Completed Event replaces the top card of an Event deck."};
  r[kRAbArchivistAnother] = {"ns.ability.archivist-another", "ARCHIVIST card, Ability",
                             "The player then follows another Noble Ability."};
  r[kRTakeEvent] = {"ns.take-event", "PLAYING NOBLES (2 of 2)",
                    "Taking an Event ignores its Requirements and adds it to the Completed Events."};
  r[kREventChoose] = {"ns.event.choose", "TURN ORDER CARD, 2. EVENT",
                      "Choose the top Event of an Event deck."};
  r[kRReqBattle] = {"ns.req.battle", "BATTLE card", "Discard two identical Nobles or any three Nobles."};
  r[kRReqCoronation] = {"ns.req.coronation", "CORONATION card", "Discard two Nobles from one deck."};
  r[kRReqFeast] = {"ns.req.feast", "FEAST card", "Discard the top Noble of each Noble deck."};
  r[kRReqExpansion] = {"ns.req.expansion", "EXPANSION card",
                       "Discard one Noble per Expansion completed, counting this one."};
  r[kREventComplete] = {"ns.event.complete", "TURN ORDER CARD, 2. EVENT; PLAYING NOBLES",
                        "The Event moves to the Completed Events, face up."};
  r[kREfShade] = {"ns.effect.shade", "SHADE card, Effect",
                  "A Shade discarded for an Event takes the Noble beneath it along."};
  r[kREfInterloper] = {"ns.effect.interloper", "INTERLOPER card, Effect",
                       "An Interloper discarded for an Event takes all other Interlopers along."};
  r[kREfConstruct] = {"ns.effect.construct", "CONSTRUCT card, Effect",
                      "If possible, only one Construct is discarded for an Event."};
  r[kREfBaroness] = {"ns.effect.baroness", "BARONESS card, Effect",
                     "A Baroness discarded for an Expansion counts as three Nobles."};
  r[kREfVeteran] = {"ns.effect.veteran", "VETERAN card, Effect",
                    "A Veteran discarded for a Battle goes on top of a deck, which is then shuffled."};
  r[kREfDebutante] = {"ns.effect.debutante", "DEBUTANTE card, Effect",
                      "A Debutante is never discarded for a Feast."};
  r[kREfArchivist] = {"ns.effect.archivist", "ARCHIVIST card, Effect",
                      "An Archivist discarded for an Event gains every face-up Event of that type."};
  r[kRDeckFaceDown] = {"ns.deck.face-down", "NOBLES and EVENTS card backs",
                       "A deck shuffled during the game is turned face down first."};
  r[kRDeckReveal] = {"ns.deck.reveal", "NOBLES and EVENTS card backs",
                     "The top card of a face-down deck is unknown until it is used."};
  r[kREndDownfall] = {"ns.end.downfall", "TURN ORDER CARD, 3. DOWNFALL; RULES (1 of 2)",
                      "An empty Noble or Event deck ends the game."};
  r[kRTurnNewYear] = {"ns.turn.newyear", "TURN ORDER CARD, 4. NEWYEAR",
                      "With no empty deck, another turn begins."};
  r[kRScore] = {"ns.score", "RULES (1 of 2)", "Each Completed Event scores one point."};
  return r;
}

std::vector<Interpretation> MakeInterpretations() {
  std::vector<Interpretation> v(kNumInterps);
  v[kIGameEnd] = {"ns.game-end", "If there is an empty Noble and/or Event deck",
                  "If the Court step empties a deck, do I still play the Event step?",
                  {{"downfall", "checked only at Downfall (step 3); the Event step is always played"},
                   {"after-each-step", "also checked after the Court step; an empty deck skips the Event step"}},
                  "downfall", {"ns.end.downfall"},
      "The TURN ORDER card, which holds what \"you can and must do\" and in what order, checks for an "
      "empty deck only at step 3, DOWNFALL."};
  v[kIUnmet] = {"ns.unmet-requirement", "Check its Requirements",
                "What happens if I cannot meet the Requirements of the Event I chose?",
                {{"complete-anyway", "discard what can be discarded and complete it"},
                 {"not-completed", "the discarded Nobles stay Deceased and the Event stays on its deck"}},
                "complete-anyway", {"ns.event.complete", "ns.req.battle", "ns.req.coronation", "ns.req.feast",
                                    "ns.req.expansion"},
      "The TURN ORDER card, which holds what you \"can and must do\", has its Event step choose an Event, "
      "discard and then \"Move it to your Completed Events\", with no way out for an Event that cannot be "
      "met, so the step is carried out as far as the decks allow. Against it: PLAYING NOBLES says you \"must "
      "discard the appropriate number of Nobles\", and the RULES card's \"to the best of your ability\" "
      "speaks of Effects and Abilities, not Requirements; both favour `not-completed`."};
  v[kIShadeSelf] = {"ns.shade-self", "Move one Deceased Noble",
                    "May a Shade's Ability move that same Shade back?",
                    {{"allowed", "any Deceased Noble, the Shade included"},
                     {"other-only", "a Deceased Noble other than this Shade (nothing if there is none)"}},
                    "allowed", {"ns.ability.shade"},
      "The text's literal wording: \"one Deceased Noble\", and the Shade is Deceased when its Ability is "
      "followed; no exception is stated."};
  v[kIShadeBeneath] = {"ns.shade-beneath", "discard the Noble beneath it as well",
                       "If the card beneath a Shade was also discarded for the Event, which card does the Shade's Effect take?",
                       {{"current-top", "the current top of the deck the Shade came from"},
                        {"none-if-taken", "nothing more if the card beneath was discarded for the Event"}},
                       "current-top", {"ns.effect.shade"},
      "Effects follow completion, so \"beneath it\" is read at that moment, where the Shade came from; "
      "that always names a card, and the text gives no exception for one already discarded."};
  v[kIThreeDifferent] = {"ns.three-different", "If there are three different Nobles",
                         "Where must the Interloper's three different Nobles be?",
                         {{"tops", "the three Noble decks show three different known tops"},
                          {"deceased", "the Deceased pile holds at least three different Nobles"}},
                         "tops", {"ns.ability.interloper"},
      "No place is named; the Interloper is discarded from a deck top, and the three deck tops are the "
      "Nobles a player sees in play, so they are read as the plainer place over the Deceased pile (which the "
      "Shade's and Construct's Abilities use, each naming it)."};
  v[kITakeSource] = {"ns.take-event-source", "take one Event",
                     "Which Events may an Interloper or Baroness take?",
                     {{"any-top", "the top of any Event deck, face down ones included"},
                      {"face-up-top", "only the top of a face-up Event deck"}},
                     "any-top", {"ns.take-event", "ns.ability.interloper", "ns.ability.baroness"},
      "The text's literal wording: \"take one Event\", with no mention of face-up decks; the most "
      "permissive reading, so face-up only is a restriction a group can add."};
  v[kIConstructSelf] = {"ns.construct-self", "one random deceased Noble",
                        "May a Construct's Ability pick that same Construct as one of its random Deceased Nobles?",
                        {{"included", "yes, every Deceased Noble"}, {"excluded", "every Deceased Noble but this one"}},
                        "included", {"ns.ability.construct"},
      "The text's literal wording: \"one random deceased Noble\", with no exception for the Construct "
      "itself."};
  v[kIConstructLimit] = {"ns.construct-limit", "only one of this Noble can ever be discarded",
                         "Is the Construct's \"only one ... ever\" counted per Event or per game?",
                         {{"per-event", "at most one Construct per Event, unless no other Noble can be taken"},
                          {"per-game", "after one Construct was discarded for an Event, no other if avoidable"}},
                         "per-event", {"ns.effect.construct"},
      "The limit is part of the Construct's Effect and governs what is \"discarded for an Event\". "
      "\"If possible\" makes it a choice made while picking one Event's discards. Counted over the whole "
      "game, it would need a record of Constructs discarded for earlier Events, and Shades and "
      "Constructs return Deceased Nobles to the decks, where nothing shows that they were once discarded. The default "
      "therefore allows one Construct per Event, however large the Requirement, unless no other Noble can "
      "be taken. `per-game` takes \"ever\" at full strength: a count kept for the whole game."};
  v[kIBaronessTake] = {"ns.baroness-take", "take one Event",
                       "Which Event does the Baroness take?",
                       {{"any", "the top of any Event deck"}, {"of-the-pair", "one of the two identical Events"}},
                       "any", {"ns.ability.baroness"},
      "The text's literal wording: the pair of identical Events is the condition, then \"take one Event\""
      " names no deck; the most permissive reading."};
  v[kIDebutanteChoice] = {"ns.debutante-choice", "You may shuffle each Event deck",
                          "Does the Debutante let me choose deck by deck which decks to shuffle?",
                          {{"each-deck", "a yes/no decision for each of the six decks"},
                           {"all-or-nothing", "one decision for the three Event decks, one for the Noble decks"}},
                          "each-deck", {"ns.ability.debutante", "ns.deck.face-down"},
      "The text's literal wording: \"You may shuffle each Event deck\" offers the option deck by deck."};
  v[kIDebutanteFeast] = {"ns.debutante-feast", "This is never discarded for a FEAST",
                         "A Feast takes the top of each Noble deck: what if one top is a Debutante?",
                         {{"skip-deck", "that deck is skipped; the Feast is met by the others"},
                          {"feast-fails", "the Feast cannot be met (see ns.unmet-requirement)"}},
                         "skip-deck", {"ns.effect.debutante", "ns.req.feast"},
      "The card says it \"is never discarded for a FEAST\"; skipping its deck honours that while the "
      "Feast still takes the other tops, rather than letting one card spoil every Feast."};
  v[kIArchivistReplaced] = {"ns.archivist-replaced", "Replace the top card of an Event deck",
                            "Where does the replaced Event go?",
                            {{"to-completed", "it becomes a Completed Event (a swap)"},
                             {"removed", "it leaves the game"}},
                            "to-completed", {"ns.ability.archivist-replace"},
      "\"Replace ... with a Completed Event\" reads as a swap: the two cards change places, so the "
      "replaced Event becomes Completed."};
  v[kIArchivistAnother] = {"ns.archivist-another", "Use another Noble Ability",
                           "Which Noble Abilities may the Archivist use?",
                           {{"other-type", "the Ability of any of the six other Noble kinds"},
                            {"deceased-type", "the Ability of a non-Archivist kind in the Deceased pile"},
                            {"any-type", "any kind, the Archivist's own included, so one Archivist may lead to another"}},
                           "other-type", {"ns.ability.archivist-another"},
      "\"Use another Noble Ability\" is said while the Archivist's own Ability is being used, so "
      "\"another\" is one other than it, which rules out `any-type`. The card names no place the other Noble "
      "must be, so any of the six other kinds may be used; `deceased-type` adds a condition the text does "
      "not state."};
  v[kIArchivistGain] = {"ns.archivist-gain", "gain all face up Events of that type",
                        "Does the Archivist gain only the face-up tops of that type, or also those uncovered as it gains?",
                        {{"tops", "each face-up Event deck's top, once"},
                         {"repeat", "keep gaining while a face-up top is of that type"}},
                        "tops", {"ns.effect.archivist"},
      "Events are taken from the tops of their decks, as every Event is; the \"face up Events\" of that type"
      " are read as the face-up decks' tops when the Effect applies, each gained once. Gaining the ones each "
      "gain uncovers adds steps the text does not state."};
  v[kIInterloperOthers] = {"ns.interloper-others", "discard all other Interlopers as well",
                           "Does the Interloper's Effect take Interlopers anywhere in the Noble decks, or only those on top?",
                           {{"anywhere", "every Interloper in the Noble decks"},
                            {"tops-only", "Interlopers on the known tops, repeatedly"}},
                           "anywhere", {"ns.effect.interloper"},
      "The text's literal wording: \"all other Interlopers\", not only those on top."};
  v[kIEffectChain] = {"ns.effect-chain", "Follow any applicable Effects of any discarded Nobles",
                      "Do Nobles discarded by another Noble's Effect (Shade, Interloper) have Effects too?",
                      {{"none", "only Nobles discarded for the Requirement"},
                       {"chain", "every Noble discarded while completing the Event"}},
                      "none", {"ns.effect.shade", "ns.effect.interloper", "ns.effect.archivist", "ns.effect.veteran"},
      "The TURN ORDER card attaches Effects to the Event step's \"discarded Nobles\", those discarded for"
      " the Requirements; chaining through Nobles discarded by other Effects is not described."};
  v[kIVeteranBattleDeck] = {"ns.veteran-battle-deck", "move it to the top of a deck",
                            "May a Veteran discarded for a Battle go back on its own deck?",
                            {{"any-deck", "any Noble deck"}, {"other-deck", "a deck other than the one it left"}},
                            "any-deck", {"ns.effect.veteran"},
      "The text's literal wording: the Battle case says \"a deck\" where the general case says \"another "
      "deck\"; the change of word is read as deliberate."};
  v[kITurnCap] = {"ns.turn-cap", "(silent: a game in which turns stop emptying the decks)",
                  "What ends a game whose turns stop emptying the decks?",
                  {{"cap-60", "stop after 60 turns with a livelock finding"},
                   {"cap-200", "stop after 200 turns with a livelock finding"}},
                  "cap-60", {"ns.turn.newyear"},
      "No textual support either way: the text has no limit. Every game ends under the default "
      "readings, so the cap only matters under others; the smaller bound keeps searches fast and "
      "`cap-200` checks that a result does not depend on it."};
  v[kIFaceUpDecks] = {"ns.face-up-decks", "three even face up decks",
                      "May the player look through a face-up deck, or does it show only its top card?",
                      {{"open", "every card of a face-up deck is seen, in order"},
                       {"tops-only", "a face-up deck shows its top; the cards that have been on top are "
                                     "remembered, the rest known only as counts over the three decks"}},
                      "open",
                      {"ns.setup.noble-decks", "ns.setup.event-decks", "ns.deck.face-down", "ns.deck.reveal",
                       "ns.ability.interloper", "ns.ability.baroness", "ns.effect.interloper",
                       "ns.effect.archivist"},
      "A face-up deck shows its cards' faces, and the one place the text hides a deck's order is its shuffle "
      "(\"flip it face down first\"), which implies the order is otherwise in view; the solo player handles "
      "the decks and nothing asks them to keep one squared. `tops-only` is what a table shows when the decks "
      "stay squared, with perfect recall of every card seen."};
  // Modelling choices, not rules questions (catalogue.h: InterpretationKind): TurnCap (a cap that keeps play finite).
  v[kITurnCap].kind = InterpretationKind::kModellingChoice;
  // The phrase is the TURN ORDER card's (step 2), not one of the Effect cards' the rules above name.
  v[kIEffectChain].phrase_place = "TURN ORDER CARD, 2. EVENT";
  // The phrase is the INTERLOPER's and BARONESS's Ability text; PLAYING NOBLES says "take an Event".
  v[kITakeSource].phrase_place = "INTERLOPER and BARONESS cards, Ability";
  v[kIFaceUpDecks].chance_differs =
      "under `tops-only` the set-up deals only the six tops and each card beneath is drawn from the unseen ones when "
      "it comes to light, so the same draws land on other decks than under `open`, and two random games played in "
      "lockstep are two different deals; only a built situation shows one deal seen both ways";
  return v;
}

// Setup: 51 deals; then at most the turn cap of turns, each at most kMaxActionsPerTurn actions.
int MaxGameLength(const GameContext& c) {
  return kNobleCards + kEventCards + kTurnCaps[c.Reading(kITurnCap)] * kMaxActionsPerTurn;
}

const GameInfo kInfo{
    .name = "nobles-solo",
    .title = "Nobles (solo print-and-play)",
    .rulebook = {.title = "Nobles", .edition = "solo print-and-play PDF", .author = "",
                 .source = "print-and-play file as distributed (its text names no designer, publisher or web address)"},
    .fuzz_id = 3,  // never change: saved fuzz inputs name the game by it
    .summary = "One player discards Nobles from three decks to follow their Abilities and to meet the "
               "Requirements of Events; each Completed Event scores one point.",
    .min_players = 1,
    .max_players = 1,
    .default_players = 1,
    .rules = MakeRules(),
    .interpretations = MakeInterpretations(),
    .max_game_length = MaxGameLength,
    .new_initial_state = [](std::shared_ptr<const GameContext> c) -> std::unique_ptr<State> {
      return std::make_unique<NoblesSoloState>(std::move(c));
    },
    .first_player = [](const State&) { return 0; },
    .state_from_json = NoblesSoloState::FromJson,
    .data = {},
    .render = RenderNoblesSolo,
    .simplify = SimplifyNoblesSolo,
    .neighbours = NeighboursNoblesSolo,
    .public_state = NoblesSoloPublicState,
    .public_schema = kNoblesSoloPublicSchema,
    .search_key = [](const State& s, std::string& out) {
      static_cast<const NoblesSoloState&>(s).AppendKey(out, true);
    },
    .position_key = [](const State& s, std::string& out) {
      static_cast<const NoblesSoloState&>(s).AppendKey(out, false);
    },
    .reread_state = RereadTopsOnly,
    .narrator = MakeNoblesSoloNarrator(),
};

}  // namespace

const GameInfo& NoblesSoloInfo() { return kInfo; }

PEERAGE_REGISTER_GAME(kInfo);

}  // namespace peerage::ns
