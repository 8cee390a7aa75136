// Dueling Nobles' public state on one hand-built position: turn 5, player 0 (the dealer's opponent) in
// the Command phase after a purchase, a tax, a weapon move and Spades. The expected public JSON is written
// out below by hand from the state: the same fields, less the deal counter "dealt", the Spades memory
// "spied_hand" and the weapon-move cycle check (turn_state.move_seen, livelock_reported), the Command
// step reached by name ("suit-ability", not 2). A second position, a duel in its Support step, shows the
// side by name ("defender", not 1); a third, the dealer roll, the dealer not yet decided (null, not -1).
#include <algorithm>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/legal_texts.h"

using namespace peerage;

namespace {

// Cards (52). Nobles (12): p0 KH + QD, p1 JS + KC, the stack the other 8. Support (40): hands p0 3 + p1 2,
// the weapon 2C on KH, discard 4 (AS spent on Spades; 6C 6D 6H, p1's three-of-a-suit), stock 40 - 10 = 30.
// KH paid the King tax this turn: table Stamina 3 - 1 = 2. Turns go p0, p1, p0, ...: turn 5 is p0's.
const char* const kState = R"({
  "game": "dueling-nobles", "players": 2, "step": 140,
  "state": {
    "phase": "command", "active": 0, "dealer": 1, "turn": 5,
    "roll": {"dice": [], "ties": 0}, "dealt": 0,
    "noble_stack": ["JC", "JD", "JH", "QC", "QH", "QS", "KD", "KS"],
    "support_stock": ["AC", "AD", "AH", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4D", "4H", "4S", "5C", "5D",
                      "5S", "6S", "7C", "7D", "7H", "8C", "8D", "8H", "8S", "9C", "9H", "9S", "10C", "10D",
                      "10S"],
    "discard": ["AS", "6C", "6D", "6H"],
    "triple_discards": [[], ["6C", "6D", "6H"]],
    "players": [
      {"resources": 3, "hand": ["5H", "7S", "9D"], "dealt_nobles": [], "kept": [],
       "courtyard": [{"noble": "QD", "stamina": 2, "weapon": null}, {"noble": "KH", "stamina": 2, "weapon": "2C"}],
       "abilities_used": ["spades"], "spied_hand": ["4C", "10H"]},
      {"resources": 6, "hand": ["4C", "10H"], "dealt_nobles": [], "kept": [],
       "courtyard": [{"noble": "JS", "stamina": 1, "weapon": null}, {"noble": "KC", "stamina": 3, "weapon": null}],
       "abilities_used": [], "spied_hand": null}],
    "turn_state": {"taxed": ["KH"], "triples": 0, "hires": 0, "bought": true, "weapon_played": false,
                   "moved": ["2C"], "command_stage": 2, "duels": 0, "dueled": [], "start_nobles": [2, 2],
                   "move_seen": [], "livelock_reported": false},
    "triple": null, "draw": null, "clubs_card": null, "duel": null, "result": null}})";

// The same position as the table sees it (no "settings": an engine was told them at new_game).
const char* const kPublic = R"({
  "game": "dueling-nobles", "players": 2, "step": 140,
  "state": {
    "phase": "command", "active": 0, "dealer": 1, "turn": 5,
    "roll": {"dice": [], "ties": 0},
    "noble_stack": ["JC", "JD", "JH", "QC", "QH", "QS", "KD", "KS"],
    "support_stock": ["AC", "AD", "AH", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4D", "4H", "4S", "5C", "5D",
                      "5S", "6S", "7C", "7D", "7H", "8C", "8D", "8H", "8S", "9C", "9H", "9S", "10C", "10D",
                      "10S"],
    "discard": ["AS", "6C", "6D", "6H"],
    "triple_discards": [[], ["6C", "6D", "6H"]],
    "players": [
      {"resources": 3, "hand": ["5H", "7S", "9D"], "dealt_nobles": [], "kept": [],
       "courtyard": [{"noble": "QD", "stamina": 2, "weapon": null}, {"noble": "KH", "stamina": 2, "weapon": "2C"}],
       "abilities_used": ["spades"]},
      {"resources": 6, "hand": ["4C", "10H"], "dealt_nobles": [], "kept": [],
       "courtyard": [{"noble": "JS", "stamina": 1, "weapon": null}, {"noble": "KC", "stamina": 3, "weapon": null}],
       "abilities_used": []}],
    "turn_state": {"taxed": ["KH"], "triples": 0, "hires": 0, "bought": true, "weapon_played": false,
                   "moved": ["2C"], "command_stage": "suit-ability", "duels": 0, "dueled": [], "start_nobles": [2, 2]},
    "triple": null, "draw": null, "clubs_card": null, "duel": null, "result": null}})";

// What an engine may send for it: every optional field holding its default left out.
const char* const kSparse = R"({
  "game": "dueling-nobles", "players": 2, "step": 140,
  "state": {
    "phase": "command", "active": 0, "dealer": 1, "turn": 5,
    "noble_stack": ["JC", "JD", "JH", "QC", "QH", "QS", "KD", "KS"],
    "support_stock": ["AC", "AD", "AH", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4D", "4H", "4S", "5C", "5D",
                      "5S", "6S", "7C", "7D", "7H", "8C", "8D", "8H", "8S", "9C", "9H", "9S", "10C", "10D",
                      "10S"],
    "discard": ["AS", "6C", "6D", "6H"],
    "triple_discards": [[], ["6C", "6D", "6H"]],
    "players": [
      {"resources": 3, "hand": ["5H", "7S", "9D"],
       "courtyard": [{"noble": "QD", "stamina": 2}, {"noble": "KH", "stamina": 2, "weapon": "2C"}],
       "abilities_used": ["spades"]},
      {"resources": 6, "hand": ["4C", "10H"], "courtyard": [{"noble": "JS", "stamina": 1}, {"noble": "KC", "stamina": 3}]}],
    "turn_state": {"taxed": ["KH"], "bought": true, "moved": ["2C"], "command_stage": "suit-ability",
                   "start_nobles": [2, 2]}}})";

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_public)

BOOST_AUTO_TEST_CASE(command_position_written_out_by_hand) {
  const auto state = StateFromJson(Json::parse(kState), "test state");
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const Json schema = PublicSchemaOf(state->info());
  const auto violations = ValidatePublicState(schema, got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
  BOOST_TEST(WithoutPublicDefaults(schema, got) == Json::parse(kSparse));
  BOOST_TEST(WithPublicDefaults(schema, Json::parse(kSparse)) == got);
}

BOOST_AUTO_TEST_CASE(public_position_resumes_play) {
  const auto state = StateFromJson(Json::parse(kPublic), "public state");
  BOOST_TEST(state->CurrentPlayer() == 0);
  // p0's choices: no 2 or 3 in hand (no weapon to play); 2C was moved this turn (each weapon moves once);
  // Hearts 5H on KH only (Stamina 2 below its table 3; QD is at its table 2); Diamonds needs more Nobles
  // opposite (2 against 2: no); no Club in hand; Spades used. So Hearts on KH, or end the Command phase.
  const std::vector<std::string> want = {"end-command", "hearts:5H>KH"};
  BOOST_TEST(props::SortedLegalTexts(*state) == want, boost::test_tools::per_element());
  BOOST_TEST(state->info().public_state(*state) == Json::parse(kPublic));
}

// A duel in its Support step: p0's King KC (weapon 3C, dice 1 + 1) against p1's Queen QD (die 6). The
// attacker has played his one card (a King's limit), AH; the defender's side plays now: p1 (the defender
// is the active player's opponent) may play one card (a Queen's limit) of 10D, 5S, or end the step.
Json SupportStep() {
  return {{"phase", "duel-support"},
          {"players", {dn_test::Player(0, Json::array(), Json::array({dn_test::Noble("KC", 3, "3C")})),
                       dn_test::Player(0, {"10D", "5S"}, Json::array({dn_test::Noble("QD", 2)}))}},
          {"duel", {{"attacker", "KC"}, {"defender", "QD"}, {"dice", {{1, 1}, {6}}},
                    {"supports", {Json::array({"AH"}), Json::array()}}, {"side", 1}}}};
}

BOOST_AUTO_TEST_CASE(packed_numbers_are_written_by_name) {
  const auto state = dn_test::Load(SupportStep());
  Json got = state->info().public_state(*state);
  BOOST_TEST(got["state"]["duel"] == Json::parse(R"({"attacker": "KC", "defender": "QD", "declared": "QD",
      "deflected": false, "dice": [[1, 1], [6]], "supports": [["AH"], []], "side": "defender"})"), "got " << got.dump());
  BOOST_TEST(got["state"]["dealer"] == 1);  // a seat stays a number
  BOOST_TEST(got["state"]["turn_state"]["command_stage"] == "weapon");  // no move nor suit ability this turn
  BOOST_TEST(ValidatePublicState(PublicSchemaOf(state->info()), got).empty());
  got["settings"] = Json::object();
  const auto loaded = StateFromJson(got, "public state");
  BOOST_TEST(loaded->ToJson()["state"]["duel"]["side"] == 1);
  BOOST_TEST(loaded->CurrentPlayer() == 1);
  const std::vector<std::string> want = {"end-support", "support:10D", "support:5S"};
  BOOST_TEST(props::SortedLegalTexts(*loaded) == want, boost::test_tools::per_element());
  // The dealer roll under way: p0 has rolled a 3; nobody deals yet (null), and it loads back as -1.
  auto roll = NewGame(GameConfig{"dueling-nobles", 2, {}});
  roll->ApplyActionText("die:3");
  Json pub = roll->info().public_state(*roll);
  BOOST_TEST(pub["state"]["dealer"].is_null());
  BOOST_TEST(pub["state"]["roll"]["dice"] == Json::array({3}));
  BOOST_TEST(ValidatePublicState(PublicSchemaOf(roll->info()), pub).empty());
  pub["settings"] = Json::object();
  BOOST_TEST(StateFromJson(pub, "public state")->ToJson()["state"]["dealer"] == -1);
}

// A public state the loader must refuse, with a message that contains `where`.
void Refused(const Json& bad, const std::string& where) {
  try {
    StateFromJson(bad, "public state");
    BOOST_ERROR("accepted " << bad["state"].dump());
  } catch (const std::exception& e) {
    BOOST_TEST(std::string(e.what()).find(where) != std::string::npos, e.what());
  }
}

BOOST_AUTO_TEST_CASE(a_malformed_name_is_refused_naming_the_field) {
  Json pub = Json::parse(kPublic);
  Json bad = pub;
  bad["state"]["dealer"] = "p1";
  Refused(bad, "state.dealer: expected null");
  bad = pub;
  bad["state"]["turn_state"]["command_stage"] = "abilities";
  Refused(bad, "state.turn_state.command_stage: expected \"weapon\", \"move\" or \"suit-ability\"");
  Json duel = dn_test::Load(SupportStep())->info().public_state(*dn_test::Load(SupportStep()));
  duel["state"]["duel"]["side"] = "p1";
  Refused(duel, "state.duel.side: expected \"attacker\" or \"defender\"");
}

// A phase that waits on a card or a duel the state does not hold is refused naming what is missing, and the
// checks never read a card's bit for the missing card (the sanitizer build once caught a shift by 255 here:
// a state edited by the deciding-facts search, in clubs-take with no Clubs card).
BOOST_AUTO_TEST_CASE(a_phase_without_its_pending_card_or_duel_is_refused) {
  Json bad = Json::parse(kPublic);
  bad["state"]["phase"] = "clubs-take";
  Refused(bad, "a Clubs card is pending exactly in clubs-take");
  for (const char* phase : {"deflect", "duel-dice", "duel-support"}) {
    bad["state"]["phase"] = phase;
    Refused(bad, "a duel exists exactly in the duel phases");
  }
}

BOOST_AUTO_TEST_SUITE_END()
