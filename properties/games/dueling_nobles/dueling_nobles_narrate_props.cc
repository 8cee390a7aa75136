// Dueling Nobles narrator (GameInfo::narrator, dn_narrate*.cc): every action kind and every public-state
// field told in the rulebook's words (shared/rulebooks/dueling-nobles.txt). Each expected sentence below is
// written by hand from the rulebook and the position it is said in, never copied from the narrator. States
// are real: hand-built positions loaded through StateFromJson (dueling_nobles_fixtures.h), the actions
// checked legal there, and the positions those actions lead to.
#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/games/dueling_nobles/dueling_nobles.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/legal_texts.h"
#include "properties/narration_cases.h"

using namespace peerage;
using dn_test::Cards;
using dn_test::Load;
using dn_test::Noble;
using dn_test::Player;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("dueling-nobles"); }

Json Public(const State& s) {
  static const Json schema = PublicSchemaOf(Info());
  return WithPublicDefaults(schema, Info().public_state(s));
}

std::unique_ptr<State> After(const State& s, const std::vector<std::string>& actions) {
  std::unique_ptr<State> out = s.Clone();
  for (const std::string& a : actions) out->ApplyActionText(a);
  return out;
}

// A case on a real position: the action must be legal there (for a chance node: one of its outcomes).
test::ActionCase Case(const State& s, const std::string& action, const std::string& expected) {
  const std::vector<std::string> legal = props::SortedLegalTexts(s);
  BOOST_CHECK_MESSAGE(std::count(legal.begin(), legal.end(), action) == 1, action + " is not legal here");
  return {Public(s), action, s.IsChance() ? -1 : s.CurrentPlayer(), expected};
}

// The Command phase of turn 5: p0 (the dealer's opponent) holds a Weapon card, a Heart, a Diamond, a Club
// and a Spade, and has fewer Nobles than p1 (so Diamonds may be played).
std::unique_ptr<State> CommandState() {
  Json st = {{"phase", "command"},
             {"discard", Cards({"AS", "6C"})},
             {"players", Json::array({Player(3, Cards({"2S", "3H", "4D", "5C", "7H", "9D"}),
                                             Json::array({Noble("QD", 2), Noble("KH", 2, "2C")})),
                                      Player(6, Cards({"4C", "10H"}),
                                             Json::array({Noble("JS", 1), Noble("QC", 2), Noble("KC", 3)}))})},
             {"turn_state", {{"start_nobles", {2, 3}}}}};
  return Load(st);
}

// The Income phase of turn 5: p0 has a King at table Stamina and exactly three Hearts.
std::unique_ptr<State> IncomeState() {
  Json st = {{"phase", "income"},
             {"players", Json::array({Player(1, Cards({"4H", "7H", "9H", "5C"}), Json::array({Noble("QD", 2), Noble("KH", 3)})),
                                      Player(2, Cards({"4C"}), Json::array({Noble("JS", 2), Noble("KC", 3)}))})},
             {"turn_state", {{"start_nobles", {2, 2}}}}};
  return Load(st);
}

std::unique_ptr<State> ReinforcementsState() {
  Json st = {{"phase", "reinforcements"},
             {"players", Json::array({Player(6, Cards({"5C"}), Json::array({Noble("QD", 2), Noble("KH", 3)})),
                                      Player(2, Cards({"4C"}), Json::array({Noble("JS", 2), Noble("KC", 3)}))})},
             {"turn_state", {{"start_nobles", {2, 2}}}}};
  return Load(st);
}

// The Dueling phase: p0's King of Hearts (Weapon 2 of Clubs) may duel; p1 can pay to deflect.
std::unique_ptr<State> DuelingState() {
  Json st = {{"phase", "dueling"},
             {"players", Json::array({Player(1, Cards({"AC", "7H"}), Json::array({Noble("QD", 2), Noble("KH", 3, "2C")})),
                                      Player(2, Cards({"4C"}), Json::array({Noble("JS", 2), Noble("KC", 3)}))})},
             {"turn_state", {{"start_nobles", {2, 2}}}}};
  return Load(st);
}

std::unique_ptr<State> Fresh() { return NewGame(GameConfig{"dueling-nobles", 2, {}}); }

// p1 rolls 3 against p0's 7 (p1 deals), then the Nobles are dealt one by one starting with p0 (the dealer's
// opponent): p0 gets JC JH QC QH KC KH, p1 JD JS QD QS KD KS.
const std::vector<std::string> kRollP1Deals = {"die:3", "die:4", "die:2", "die:1"};
const std::vector<std::string> kNobleDeal = {"draw:JC", "draw:JD", "draw:JH", "draw:JS", "draw:QC", "draw:QD",
                                             "draw:QH", "draw:QS", "draw:KC", "draw:KD", "draw:KH", "draw:KS"};
std::vector<std::string> Concat(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
std::unique_ptr<State> ChooseState() { return After(*Fresh(), Concat(kRollP1Deals, kNobleDeal)); }
std::unique_ptr<State> SupportDealState() {
  return After(*ChooseState(), {"keep:QH", "keep:KC", "keep:KH", "keep:JD", "keep:QD", "keep:KS"});
}

std::vector<test::ActionCase> ActionCases() {
  std::vector<test::ActionCase> c;
  const auto fresh = Fresh();
  c.push_back(Case(*fresh, "die:3", "p0's first die of the dealer roll shows 3"));
  c.push_back(Case(*After(*fresh, {"die:3", "die:4", "die:2"}), "die:1",
                   "p1's second die of the dealer roll shows 1, a total of 3 against p0's 7: p1 becomes the dealer"));
  c.push_back(Case(*After(*fresh, kRollP1Deals), "draw:JC", "the dealer deals p0 the Jack of Clubs from the Nobles deck"));
  const auto choose = ChooseState();
  c.push_back(Case(*choose, "keep:QH", "p0 selects the Queen of Hearts as Noble 1 of 3 for the Courtyard"));
  c.push_back(Case(*SupportDealState(), "draw:7H", "the dealer deals p0 the 7 of Hearts from the Support card deck"));

  const auto income = IncomeState();
  c.push_back(Case(*income, "tax:KH", "p0 taxes the King of Hearts, who drops to 2 Stamina, for one Resource"));
  c.push_back(Case(*income, "triple:H", "p0 chooses to discard three Hearts for three Resources"));
  c.push_back(Case(*income, "end-income", "p0 ends the Income phase"));
  c.push_back(Case(*After(*income, {"triple:H"}), "discard:4H", "p0 discards the 4 of Hearts, the first of the three Hearts"));
  c.push_back(Case(*After(*income, {"triple:H", "discard:4H"}), "discard:7H", "p0 discards the 7 of Hearts, the second of the three Hearts"));
  c.push_back(Case(*After(*income, {"triple:H", "discard:4H", "discard:7H"}), "discard:9H",
                   "p0 discards the 9 of Hearts, the third of the three Hearts, and gains three Resources"));

  const auto reinf = ReinforcementsState();
  c.push_back(Case(*reinf, "hire", "p0 pays 5 Resources to hire the top Noble of the Noble stack"));
  c.push_back(Case(*reinf, "buy:2", "p0 buys two Support cards"));
  c.push_back(Case(*reinf, "end-reinforcements", "p0 ends the Reinforcements phase"));
  c.push_back(Case(*After(*reinf, {"hire"}), "draw:JC", "the Noble stack gives p0 the Jack of Clubs, who joins the Courtyard"));
  c.push_back(Case(*After(*reinf, {"buy:2"}), "draw:7C", "the Support stock gives p0 the 7 of Clubs, one more to draw"));

  const auto command = CommandState();
  c.push_back(Case(*command, "weapon:3H>QD", "p0 plays the 3 of Hearts as a Weapon on the Queen of Diamonds, +3 Strength"));
  c.push_back(Case(*command, "move:KH>QD", "p0 moves the Weapon, the 2 of Clubs, from the King of Hearts to the Queen of Diamonds"));
  c.push_back(Case(*command, "hearts:7H>KH",
                   "p0 plays the 7 of Hearts for the Hearts ability, restoring the King of Hearts from 2 to 3 Stamina"));
  c.push_back(Case(*command, "diamonds:4D", "p0 plays the 4 of Diamonds for the Diamonds ability, to draw three Support cards"));
  c.push_back(Case(*command, "clubs:5C", "p0 plays the 5 of Clubs for the Clubs ability, to take one card from the discard pile"));
  c.push_back(Case(*After(*command, {"clubs:5C"}), "take:AS", "p0 takes the Ace of Spades from the discard pile into hand"));
  c.push_back(Case(*command, "spades:2S", "p0 plays the 2 of Spades for the Spades ability and views p1's hand of 2 cards"));
  c.push_back(Case(*command, "end-command", "p0 ends the Command phase"));

  const auto dueling = DuelingState();
  c.push_back(Case(*dueling, "duel:KH>JS", "p0 declares a duel: the King of Hearts against p1's Jack of Spades"));
  c.push_back(Case(*dueling, "end-turn", "p0 declares no further duel and ends the turn"));
  const auto declared = After(*dueling, {"duel:KH>JS"});
  c.push_back(Case(*declared, "deflect:KC", "p1 pays 2 Resources to deflect the duel from the Jack of Spades to the King of Clubs"));
  c.push_back(Case(*declared, "accept", "p1 does not deflect: the Jack of Spades takes the duel"));
  const auto dice = After(*declared, {"accept"});
  c.push_back(Case(*dice, "die:5", "the first die for p0's King of Hearts shows 5"));
  c.push_back(Case(*After(*dice, {"die:5", "die:3"}), "die:4", "the die for p1's Jack of Spades shows 4"));
  const auto support = After(*dice, {"die:5", "die:3", "die:4"});
  c.push_back(Case(*support, "support:7H",
                   "p0 plays the 7 of Hearts as a Support card for the King of Hearts, with the Adrenaline bonus"));
  c.push_back(Case(*support, "support:AC", "p0 plays the Ace of Clubs as a Support card for the King of Hearts, a Critical Hit"));
  c.push_back(Case(*support, "end-support", "p0 plays no further Support card in this duel"));
  return c;
}

// `before` with one member of its inner state replaced.
Json Edit(Json before, const std::string& pointer, const Json& value) {
  before["state"][Json::json_pointer(pointer)] = value;
  return before;
}

std::vector<test::FieldCase> FieldCases() {
  std::vector<test::FieldCase> c;
  const Json cmd = Public(*CommandState());
  auto edit = [&](const std::string& field, const std::string& pointer, const Json& value, const std::string& expected) {
    c.push_back({field, cmd, Edit(cmd, pointer, value), expected});
  };
  edit("/phase", "/phase", "dueling", "the game is in the Dueling phase");
  // A phase within a phase is told with what is being done (the Income phase's three-of-a-suit discard).
  edit("/phase", "/phase", "triple", "the game is in the Income phase, discarding three of a suit");
  edit("/active", "/active", 1, "it is p1's turn");
  edit("/dealer", "/dealer", 0, "p0 is the dealer");
  edit("/turn", "/turn", 6, "this is turn 6");
  edit("/noble_stack/*", "/noble_stack", Cards({"JD", "JH", "QH", "QS", "KD", "KS"}),
       "the Noble stack holds 6 Nobles, no longer the Jack of Clubs");
  Json stock = cmd["state"]["support_stock"];
  stock.erase(std::find(stock.begin(), stock.end(), Json("7C")));
  edit("/support_stock/*", "/support_stock", stock, "the Support stock holds 28 cards, no longer the 7 of Clubs");
  // The other way (the 7 of Clubs came back): the long list's value told alone is the card it holds that it
  // did not, for a reader of the second state only (a deciding fact: "p0's hand holds the Ace of Hearts").
  c.push_back({"/support_stock/*", Edit(cmd, "/support_stock", stock), cmd, "the Support stock holds the 7 of Clubs"});
  edit("/discard/*", "/discard", Cards({"AS", "6C", "7C"}), "the discard pile holds the Ace of Spades, the 6 of Clubs and the 7 of Clubs");
  edit("/triple_discards/*/*", "/triple_discards/1", Cards({"6C"}), "p1's three-of-a-suit discards in the discard pile are the 6 of Clubs");
  edit("/players/*/resources", "/players/1/resources", 4, "p1 has 4 Resources");
  edit("/players/*/hand/*", "/players/1/hand", Cards({"4C", "10H", "8S"}),
       "p1's hand holds the 4 of Clubs, the 10 of Hearts and the 8 of Spades");
  edit("/players/*/courtyard/*/noble", "/players/0/courtyard/0/noble", "QS",
       "p0's Courtyard holds the Queen of Spades (2 Stamina) and the King of Hearts (2 Stamina, the 2 of Clubs as Weapon)");
  edit("/players/*/courtyard/*/stamina", "/players/0/courtyard/1/stamina", 1, "p0's King of Hearts has 1 Stamina");
  edit("/players/*/courtyard/*/weapon", "/players/0/courtyard/0/weapon", "3C", "p0's Queen of Diamonds holds the 3 of Clubs as Weapon");
  edit("/players/*/abilities_used/*", "/players/0/abilities_used", Cards({"spades"}), "p0 has used the Spades ability");
  edit("/turn_state/taxed/*", "/turn_state/taxed", Cards({"KH"}), "this turn p0 has taxed the King of Hearts");
  edit("/turn_state/triples", "/turn_state/triples", 1, "p0 has discarded three of a suit once this turn");
  edit("/turn_state/hires", "/turn_state/hires", 1, "p0 has hired one Noble this turn");
  edit("/turn_state/bought", "/turn_state/bought", true, "p0 has bought Support cards this turn");
  edit("/turn_state/weapon_played", "/turn_state/weapon_played", true, "p0 has played a new Weapon this turn");
  edit("/turn_state/moved/*", "/turn_state/moved", Cards({"2C"}), "p0 has moved a Weapon this turn: the 2 of Clubs");
  edit("/turn_state/command_stage", "/turn_state/command_stage", "move",
       "p0 has moved a Weapon but played no Suit Ability this turn");
  edit("/turn_state/duels", "/turn_state/duels", 1, "p0 has declared one duel this turn");
  edit("/turn_state/dueled/*", "/turn_state/dueled", Cards({"KH"}), "this turn p0 has dueled with the King of Hearts");
  edit("/turn_state/start_nobles/*", "/turn_state/start_nobles", {3, 3},
       "when this turn began, p0's Courtyard held 3 Nobles and p1's 3");
  edit("/result", "/result", "p1", "p1 has won the game");
  // Real steps: Clubs played; the dealer roll's first die; a Noble chosen.
  const auto command = CommandState();
  c.push_back({"/clubs_card", cmd, Public(*After(*command, {"clubs:5C"})),
               "p0 has played the 5 of Clubs for the Clubs ability and is taking a card from the discard pile"});
  const auto fresh = Fresh();
  const Json start = Public(*fresh);
  c.push_back({"/roll/dice/*", start, Public(*After(*fresh, {"die:4"})),
               "in this round of the dealer roll p0 has rolled 4 and p1 nothing yet"});
  c.push_back({"/roll/ties", start, Edit(start, "/roll/ties", 1), "the dealer roll has tied once in a row"});
  // Counts in words up to two, then in figures: "once", "twice", "3 times".
  c.push_back({"/roll/ties", start, Edit(start, "/roll/ties", 2), "the dealer roll has tied twice in a row"});
  c.push_back({"/roll/ties", start, Edit(start, "/roll/ties", 3), "the dealer roll has tied 3 times in a row"});
  const auto choose = ChooseState();
  const Json chosen = Public(*After(*choose, {"keep:QH"}));
  c.push_back({"/players/*/dealt_nobles/*", Public(*choose), chosen,
               "p0's dealt Nobles not yet chosen are 5 Nobles, no longer the Queen of Hearts"});
  c.push_back({"/players/*/kept/*", Public(*choose), chosen, "p0 has chosen the Queen of Hearts"});
  // A three-of-a-suit under way.
  const auto income = IncomeState();
  const Json triple = Public(*After(*income, {"triple:H"}));
  c.push_back({"/triple/suit", triple, Edit(triple, "/triple/suit", "D"), "p0 is discarding three Diamonds, none discarded yet"});
  c.push_back({"/triple/picked/*", triple, Public(*After(*income, {"triple:H", "discard:4H"})),
               "p0 is discarding three Hearts, the 4 of Hearts discarded so far"});
  // Two bought Support cards to draw.
  const Json draw = Public(*After(*ReinforcementsState(), {"buy:2"}));
  c.push_back({"/draw/pending", draw, Edit(draw, "/draw/pending", 1),
               "p0 still has one Support card to draw of two bought, then goes back to the Reinforcements phase"});
  c.push_back({"/draw/to", draw, Edit(draw, "/draw/to", 1),
               "p1 still has two Support cards to draw of two bought, then goes back to the Reinforcements phase"});
  c.push_back({"/draw/return", draw, Edit(Edit(draw, "/draw/return", "command"), "/draw/bought", 0),
               "p0 still has two Support cards to draw for the Diamonds ability, then goes back to the Command phase"});
  c.push_back({"/draw/bought", draw, Edit(draw, "/draw/bought", 3),
               "p0 still has two Support cards to draw of three bought, then goes back to the Reinforcements phase"});
  // A duel: KH against JS, accepted, before the dice.
  const auto dice = After(*DuelingState(), {"duel:KH>JS", "accept"});
  const Json duel = Public(*dice);
  c.push_back({"/duel/attacker", duel, Edit(duel, "/duel/attacker", "QD"), "the attacking Noble is p0's Queen of Diamonds"});
  c.push_back({"/duel/defender", duel, Edit(duel, "/duel/defender", "KC"), "the defending Noble is p1's King of Clubs"});
  c.push_back({"/duel/declared", duel, Edit(duel, "/duel/declared", "KC"), "the duel was declared against p1's King of Clubs"});
  c.push_back({"/duel/deflected", duel, Edit(duel, "/duel/deflected", true), "the duel has been deflected"});
  c.push_back({"/duel/dice/*/*", duel, Public(*After(*dice, {"die:5"})),
               "in the duel the attacker has rolled 5 and the defender nothing yet"});
  const auto support = After(*dice, {"die:5", "die:3", "die:4"});
  c.push_back({"/duel/supports/*/*", Public(*support), Public(*After(*support, {"support:7H"})),
               "in the duel the attacker has played the 7 of Hearts and the defender no Support card"});
  c.push_back({"/duel/side", duel, Edit(duel, "/duel/side", "defender"), "the defender plays Support cards now"});
  return c;
}

// Whether a sentence keeps the generic rules: no engine names, JSON pointers or raw values.
bool PlainSentence(const std::string& s) {
  if (s.empty() || s.back() == '.') return false;
  for (const char* bad : {"{", "}", "[", "]", "_", "null", "true", "false", "/"})
    if (s.find(bad) != std::string::npos) return false;
  return true;
}

std::size_t Lines(const std::string& s) { return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_narrate)

BOOST_AUTO_TEST_CASE(every_action_kind_and_field_is_told_as_the_rulebook_says) {
  test::CheckNarrationCases(Info(), ActionCases(), FieldCases());
}

BOOST_AUTO_TEST_CASE(declared_kinds_and_fields_are_the_engines_and_the_schemas) {
  const Narrator& n = Info().narrator;
  std::set<std::string> engine;  // every kind dn::ActionText can write
  for (int kind = 0; kind < dn::kNumKinds; ++kind)
    for (int a = 0; a < 64; ++a)
      for (int b = 0; b < 64; ++b)
        if (const std::string t = dn::ActionText(dn::MakeAction(kind, a, b)); t[0] != '#') engine.insert(std::string(ActionKind(t)));
  BOOST_CHECK(std::set<std::string>(n.action_kinds.begin(), n.action_kinds.end()) == engine);
  BOOST_CHECK_EQUAL(n.action_kinds.size(), 24u);
  const std::vector<std::string> schema = SchemaLeafPatterns(PublicSchemaOf(Info()));
  BOOST_CHECK(std::set<std::string>(n.fields.begin(), n.fields.end()) == std::set<std::string>(schema.begin(), schema.end()));
  BOOST_CHECK_EQUAL(n.fields.size(), 43u);
}

BOOST_AUTO_TEST_CASE(the_picture_shows_the_heading_and_only_the_focus) {
  const Narrator& n = Info().narrator;
  const Json cmd = Public(*CommandState());
  BOOST_CHECK_EQUAL(n.picture(cmd, {"/players/*/courtyard"}),
                    "turn 5: p0's turn, the Command phase (p1 is the dealer)\n"
                    "p0: Courtyard QD 2, KH 2 w2C\n"
                    "p1: Courtyard JS 1, QC 2, KC 3\n");
  BOOST_CHECK_EQUAL(n.picture(cmd, {"/players/*/resources", "/discard", "/turn_state/start_nobles"}),
                    "turn 5: p0's turn, the Command phase (p1 is the dealer)\n"
                    "p0: 3 Resources\n"
                    "p1: 6 Resources\n"
                    "discard pile 2: AS 6C\n"
                    "this turn: Nobles at the start of the turn: p0 2, p1 3\n");
  const Json duel = Public(*After(*DuelingState(), {"duel:KH>JS", "deflect:KC", "die:5", "die:3", "die:4", "die:2", "support:7H"}));
  BOOST_CHECK_EQUAL(n.picture(duel, {"/duel"}),
                    "turn 5: p0's turn, the Dueling phase, playing Support cards in the duel (p1 is the dealer)\n"
                    "duel: p0 KH against p1 KC (deflected from JS); dice 5 3 / 4 2; Support 7H / -; the defender plays\n");
  BOOST_CHECK_EQUAL(n.picture(Public(*Fresh()), {}),
                    "setup: the dealer roll\n"
                    "dealer roll: p0 -, p1 -; tied rounds so far 0\n"
                    "Noble stack 12; Support stock 40; discard pile 0\n");
  BOOST_CHECK_EQUAL(n.picture(cmd, {}),
                    "turn 5: p0's turn, the Command phase (p1 is the dealer)\n"
                    "p0: 3 Resources; Courtyard QD 2, KH 2 w2C; hand 2S 3H 4D 5C 7H 9D\n"
                    "p1: 6 Resources; Courtyard JS 1, QC 2, KC 3; hand 4C 10H\n"
                    "Noble stack 7; Support stock 29; discard pile 2: AS 6C\n");
  for (const Json& pos : {cmd, duel}) {
    BOOST_CHECK_LE(Lines(n.picture(pos, {})), 6u);
    BOOST_CHECK_LE(Lines(n.picture(pos, {"/players", "/duel", "/turn_state"})), 12u);
    BOOST_CHECK_LE(Lines(n.picture(pos, {"/players/*/hand", "/duel/dice", "/noble_stack"})), 6u);
  }
  BOOST_CHECK(!n.legend.empty());
}

BOOST_AUTO_TEST_CASE(implausible_positions_are_named_and_the_start_is_not) {
  const Narrator& n = Info().narrator;
  BOOST_CHECK_EQUAL(n.implausible(Public(*Fresh())), "");
  // Turn 1 reached by play: p0 deals (2 against 4), the first legal choice at every step after.
  auto s = After(*Fresh(), {"die:1", "die:1", "die:2", "die:2"});
  while (dn_test::St(*s)["turn"] == 0) s->ApplyAction(s->LegalActions().front());
  const Json turn1 = Public(*s);
  BOOST_REQUIRE_EQUAL(turn1["state"]["active"], 1);
  BOOST_CHECK_EQUAL(n.implausible(turn1), "");
  // p0, the dealer, has had no turn: a card out of the hand is one no table could have spent.
  Json spent = turn1;
  Json& hand = spent["state"]["players"][0]["hand"];
  spent["state"]["discard"].push_back(hand[0]);
  hand.erase(0);
  BOOST_CHECK_EQUAL(n.implausible(spent),
                    "p0 holds 5 Support cards on turn 1 before any duel, though the deal gave six and p0 has had no turn");
  Json lowered = turn1;
  // p0 was dealt JD JS QD QS KD KS (every deal takes the lowest card) and kept the first three.
  BOOST_REQUIRE_EQUAL(lowered["state"]["players"][0]["courtyard"][0]["noble"], "JD");
  lowered["state"]["players"][0]["courtyard"][0]["stamina"] = 1;
  BOOST_CHECK_EQUAL(n.implausible(lowered),
                    "p0's Jack of Diamonds has 1 Stamina on turn 1 before any duel, though only a duel could have lowered it");
  // Turns alternate from the dealer's opponent (turn 1): turn 6 is the dealer's.
  Json odd = Public(*CommandState());
  odd["state"]["turn"] = 6;
  BOOST_CHECK_EQUAL(n.implausible(odd), "turn 6 is p0's turn, though p0, the dealer's opponent, plays only the odd turns");
  // Above table Stamina without Hearts.
  Json raised = Public(*CommandState());
  raised["state"]["players"][1]["courtyard"][2]["stamina"] = 4;
  BOOST_CHECK_EQUAL(n.implausible(raised),
                    "p1's King of Clubs has 4 Stamina, above its table Stamina, though p1 has not used Hearts");
}

// Random games under the default readings: every action is told plainly, every difference is covered, and
// no reachable position is called implausible.
BOOST_AUTO_TEST_CASE(random_games_are_told_plainly_and_completely) {
  const Narrator& n = Info().narrator;
  Rng rng(20261127);
  for (int game = 0; game < 20; ++game) {
    auto s = Fresh();
    Json before = Public(*s);
    for (int step = 0; step < 3000 && !s->IsTerminal(); ++step) {
      const std::vector<Action> legal = s->LegalActions();
      const Action a = legal[rng.Below(legal.size())];
      const std::string text = s->ActionToString(a);
      const std::string said = n.action(before, text, s->IsChance() ? -1 : s->CurrentPlayer());
      BOOST_REQUIRE_MESSAGE(PlainSentence(said), text + " told as: " + said);
      s->ApplyAction(a);
      const Json after = Public(*s);
      const std::vector<NarratedChange> changes = n.differences(before, after);
      for (const NarratedChange& c : changes) BOOST_REQUIRE_MESSAGE(PlainSentence(c.sentence), c.field + ": " + c.sentence);
      for (const std::string& leaf : DifferingLeaves(before["state"], after["state"]))
        BOOST_REQUIRE_MESSAGE(std::any_of(changes.begin(), changes.end(),
                                          [&](const NarratedChange& c) { return PatternCovers(c.field, leaf); }),
                              "after " + text + ": " + leaf + " is not told");
      BOOST_REQUIRE_MESSAGE(n.implausible(after).empty(), "after " + text + ": " + n.implausible(after));
      BOOST_REQUIRE_LE(Lines(n.picture(after, {})), 6u);
      before = after;
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
