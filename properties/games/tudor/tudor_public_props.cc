// Tudor's public state: one hand-built 2-player position written out by hand (colours, kinds, Actions and
// cards by name, chairs as owner and acted, "none" as null); turns interrupted in the middle (a movement,
// Action B's second exchange, the three decisions after an Office is taken, a Lord's two Actions) described
// in the table's terms, loaded and offering the actions a table would expect or the canonical numbers; a
// bad description or value is one clear error naming the field. Random states reloading exactly:
// tudor_public_reload_props.cc.
#include <string>
#include <tuple>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/error.h"
#include "model/core/public_state.h"
#include "properties/games/tudor/tudor_fixtures.h"

using namespace peerage;
using namespace tudor_build;

namespace {

// A 2-player round-2 Actions turn (Scoring Cards 1+4, Scenario 1): start player 0 has had their turn, player
// 1 is to act. On the board (4 columns, space = col*9 + row from 0): a red Court Token on c1r1 (space 0), a
// Courtier of player 1 on c2r3 (space 11), an Intrigue Token on c3r2 (space 19). Player 0 holds a blue Ring
// on the thumb and a blue Court Card and sat in chamber 1 (done); player 1 sits in chamber 2 with their Lord.
Json RoundTwoTurn() {
  Json j = Blank(2, "1+4", 1, 2);
  Tok(j, 1, 1, 2);
  Fig(j, 1, 2, 3);
  IIon(j, 3, 2, 1);
  RingOn(j, 0, 0, 0);
  Add(j, 0, "cards", 0, 1);
  Chair(j, 1, 1, 0, true);
  Chair(j, 2, 1, 1, false);
  Lord(j, 2, 1, 1, false);
  ActorIs(j, 1);
  return j;
}

// Its public state, by hand: supplies 14 - 1 chair = 13 (p0) and 14 - 1 Courtier - 1 chair = 12 (p1); bag
// 18 red - 1 = 17; box 14 Intrigue - 1 = 13; stand 2 blue - 1 = 1; stack 10 blue - 1 = 9. By name: Scenario
// Card 1 and Scoring Cards 1 and 4 by their numbers; player 0's thumb "blue", c1r1's token "red", c3r2's
// "intrigue" (space 2*9 + 1 = 19), the Courtier on space 11 seat 1; chairs[0] player 0 acted, chairs[6]
// (chamber 2, chair 1) player 1 not acted, lords[2] (chamber 2, seat 1) player 1 not acted; every empty
// place and "none" null (player 0's Lord, fingers, spaces, Offices, benches, the turn's chamber, the
// movement's spaces, the pending token, Office and victim). The turn menu is asked: "decision" null, no
// space waiting for a Court Token (restock []), no movement (kind "A", visited and discarded []), no Action
// open (open []), nobody arranging (arrange []). No "mode", "turns", "placed", "draft_pick" or
// "setup_step", and no "parameters" in the wrapper.
const char* const kPublic = R"({"game": "tudor", "players": 2, "step": 100, "state": {
  "phase": "actions", "decision": null, "round": 2, "start": 0, "actor": 1, "scenario": 1, "scoring": [1, 4],
  "players": [
    {"supply": 13, "lord": null, "prestige": 0, "ambassadors": 0, "lord_done": false, "bonus_used": false,
     "fingers": ["blue", null, null, null, null], "cards": [1, 0, 0, 0, 0, 0, 0], "tokens": [0, 0, 0, 0, 0, 0, 0],
     "spent": [0, 0, 0, 0, 0, 0, 0], "ii": [0, 0, 0]},
    {"supply": 12, "lord": 1, "prestige": 0, "ambassadors": 0, "lord_done": false, "bonus_used": false,
     "fingers": [null, null, null, null, null], "cards": [0, 0, 0, 0, 0, 0, 0], "tokens": [0, 0, 0, 0, 0, 0, 0],
     "spent": [0, 0, 0, 0, 0, 0, 0], "ii": [0, 0, 0]}],
  "token": ["red", null, null, null, null, null, null, null, null,  null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null,  null, null, null, null, null, null, null, null, null],
  "ii": [null, null, null, null, null, null, null, null, null,  null, null, null, null, null, null, null, null, null,
         null, "intrigue", null, null, null, null, null, null, null,  null, null, null, null, null, null, null, null, null],
  "fig": [null, null, null, null, null, null, null, null, null,  null, null, 1, null, null, null, null, null, null,
          null, null, null, null, null, null, null, null, null,  null, null, null, null, null, null, null, null, null],
  "restock": [],
  "office": [null, null, null, null, null, null, null],
  "bag": [18, 18, 17, 18, 18, 18, 18], "ii_pool": [14, 13, 0], "stack": [9, 10, 10, 10, 10, 10, 10],
  "stand": [1, 2, 2, 2, 2, 2, 2], "removed": [0, 0, 0, 0, 0, 0, 0], "cards_out": [0, 0, 0, 0, 0, 0, 0],
  "ii_used": [0, 0, 0],
  "bench": [null, null, null, null, null, null, null, null, null, null, null, null],
  "chairs": [{"owner": 0, "acted": true}, null, null, null, null, null,
             {"owner": 1, "acted": false}, null, null, null, null, null,  null, null, null, null, null, null],
  "lords": [null, null, {"owner": 1, "acted": false}, null, null, null],
  "turn": {"chamber": null, "open": [], "steps": 0, "lord": false, "acted": false},
  "sub": {"action": null, "count": 0, "color": null, "finger": null},
  "move": {"kind": "A", "pos": null, "start": null, "left": 0, "moved": 0, "any_dir": false, "enhanced": false,
           "visited": [], "discarded": []},
  "pending": {"ii": null, "office": null, "victim": null, "any": 0, "ecard": false},
  "arrange": [], "assign_left": 0}})";

// The turn-in-progress members of a public state's "state" (the rest is the board, screens and supplies).
Json TurnInProgress(const Json& pub) {
  Json out;
  for (const char* key : {"decision", "restock", "turn", "sub", "move", "pending"}) out[key] = pub["state"][key];
  return out;
}

// A public state loaded (with the hand-built game's set-up parameters): the legal action texts.
std::vector<std::string> LegalAfterLoading(const State& state) {
  Json pub = state.info().public_state(state);
  pub["parameters"] = state.ToJson()["parameters"];
  const auto loaded = Load(pub);
  BOOST_TEST(loaded->CurrentPlayer() == 0);
  return LegalWith(*loaded, "");
}


}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_public)

BOOST_AUTO_TEST_CASE(actions_turn_written_out_by_hand) {
  const auto state = Load(RoundTwoTurn());
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(PublicSchemaOf(state->info()), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(loading_the_public_state_rebuilds_the_counters) {
  // Blank() sets draft_pick 2n = 4 and setup_step 2 x 4 columns x 7 rows = 56, and ActorIs(1) turns 1, 0:
  // the values the loader derives for an Actions turn with player 1 to act after start player 0. "mode" is
  // "turn" (Actions phase, no movement, pick-up, card or free Action owed), the restock flags all 0. Blank()
  // leaves placed 0, which no game reaches in the Actions phase: every player placed a Lord or passed in the
  // Lords phase, so the loader gives 1 each.
  Json pub = Json::parse(kPublic);
  pub["parameters"] = RoundTwoTurn()["parameters"];
  const auto state = Load(pub);
  Json expected = RoundTwoTurn()["state"];
  for (Json& player : expected["players"]) player["placed"] = 1;
  BOOST_TEST(state->ToJson()["state"] == expected, Json::diff(expected, state->ToJson()["state"]).dump());
}

// Interrupted in the middle of a movement. 2 players, round 2, Scenario 1, start player 0 to act. Player 0
// has a Courtier on c2r1 (space 1*9 + 0 = 9) and one waiting in chamber 2 (Actions C and D; player 1's Lord
// there, done, so the chamber is lorded), Rings on fingers 2 and 3 (Action C enhanced: 3 steps, any
// direction, no space re-entered), one red, green and blue Court Card. Court Tokens: red on c2r2 (10), blue
// on c2r3 (11), green on c3r2 (19). It activates that Courtier, takes Action C, starts from c2r1 and steps
// onto c2r2 paying red (picking up the red token).
BOOST_AUTO_TEST_CASE(a_movement_in_progress_in_the_tables_terms) {
  Json j = Blank(2, "1+4", 1, 2);
  Fig(j, 0, 2, 1);
  Tok(j, 2, 2, kRed);
  Tok(j, 2, 3, kBlue);
  Tok(j, 3, 2, kGreen);
  RingOn(j, 0, 2, kRed);
  RingOn(j, 0, 3, kBlue);
  for (int f : {kRed, kGreen, kBlue}) Add(j, 0, "cards", f, 1);
  Chair(j, 2, 1, 0, false);
  Lord(j, 2, 1, 1, true);
  auto state = Load(j);
  for (const char* text : {"activate:2:courtier", "do:C", "from:c2r1", "step:c2r2:red"}) state->ApplyActionText(text);
  // The table: Action C (move.kind "C"), enhanced, in any direction, from c2r1 (start 9) now on c2r2 (pos
  // 10), 3 - 1 = 2 steps left, 1 moved; it has been on c2r1 and c2r2 (visited [9, 10]); c2r1 waits for a new
  // Court Token once the movement is over (restock [9], td.restock-start=restock); a red card discarded. The
  // turn: chamber 2 (index 1) activated by a Courtier (steps 1 - 1 = 0), C (one of its Actions C and D)
  // taken: open D and the alternate G/H. No decision to name (a movement shows in "move"): null. Nothing
  // pending (nulls).
  const Json expected = Json::parse(R"({
    "decision": null, "restock": [9],
    "turn": {"chamber": 1, "open": ["D", "G/H"], "steps": 0, "lord": false, "acted": true},
    "sub": {"action": "C", "count": 0, "color": null, "finger": null},
    "move": {"kind": "C", "pos": 10, "start": 9, "left": 2, "moved": 1, "any_dir": true, "enhanced": true,
             "visited": [9, 10], "discarded": ["red"]},
    "pending": {"ii": null, "office": null, "victim": null, "any": 0, "ecard": false}})");
  const Json got = TurnInProgress(state->info().public_state(*state));
  BOOST_TEST(got == expected, Json::diff(expected, got).dump());
  // Loaded, the table expects from c2r2: up to c2r3 paying its token's blue, right to c3r2 paying green, left
  // to the empty c1r2 paying any card still held (blue or green: the red one is spent), or stopping; not back
  // down to c2r1 (entered before). Engine order: steps by space (1, 11, 19), then stop.
  const std::vector<std::string> legal = {"step:c1r2:blue", "step:c1r2:green", "step:c2r3:blue", "step:c3r2:green",
                                          "stop"};
  BOOST_TEST(LegalAfterLoading(*state) == legal, boost::test_tools::per_element());
}

// Interrupted between the two exchanges of an enhanced Action B. Player 0 has Rings red on finger 1 and blue
// on finger 2 (Action B enhanced) and a Courtier waiting in chamber 1 (Actions A and B; player 1's Lord
// there, done). It activates it, takes B and exchanges finger 1's red Ring for a green one.
BOOST_AUTO_TEST_CASE(a_ring_exchange_in_progress_is_named) {
  Json j = Blank(2, "1+4", 1, 2);
  RingOn(j, 0, 1, kRed);
  RingOn(j, 0, 2, kBlue);
  Chair(j, 1, 1, 0, false);
  Lord(j, 1, 1, 1, true);
  auto state = Load(j);
  for (const char* text : {"activate:1:courtier", "do:B", "exchange:f1:green"}) state->ApplyActionText(text);
  // The table: Action B, one Ring exchanged (count 1), the new one green on finger f1; the second exchange (or
  // the green card) is asked, which nothing else shows: decision "exchange-ring". The turn: chamber 1 (index
  // 0) by a Courtier, B (of its Actions A and B) taken: open A and the alternate G/H. No movement: kind "A"
  // (the default), nulls, nothing discarded.
  const Json expected = Json::parse(R"({
    "decision": "exchange-ring", "restock": [],
    "turn": {"chamber": 0, "open": ["A", "G/H"], "steps": 0, "lord": false, "acted": true},
    "sub": {"action": "B", "count": 1, "color": "green", "finger": "f1"},
    "move": {"kind": "A", "pos": null, "start": null, "left": 0, "moved": 0, "any_dir": false, "enhanced": false,
             "visited": [], "discarded": []},
    "pending": {"ii": null, "office": null, "victim": null, "any": 0, "ecard": false}})");
  const Json got = TurnInProgress(state->info().public_state(*state));
  BOOST_TEST(got == expected, Json::diff(expected, got).dump());
  // Loaded, the table expects: the green Court Card (declining the second exchange), or a second exchange of
  // either Ring (finger 1 green, finger 2 blue) for any colour the stand still holds. Stand, 2 of each with 2
  // players: red 2 - 1 + 1 (returned) = 2, blue 2 - 1 = 1, green 2 - 1 = 1, the others 2: every colour.
  // Engine order: the card, then finger 1's seven colours, then finger 2's.
  std::vector<std::string> legal = {"card:green"};
  for (const char* finger : {"f1", "f2"})
    for (const char* colour : {"blue", "green", "red", "yellow", "brown", "gray", "purple"})
      legal.push_back(fmt::format("exchange:{}:{}", finger, colour));
  BOOST_TEST(LegalAfterLoading(*state) == legal, boost::test_tools::per_element());
  // The second exchange, finger f2's blue Ring for a yellow one: the card of either new colour is taken now
  // (no decision to name: sub.action B with a card owed), sub.finger the second new colour. Loaded, the
  // table offers the green or the yellow card (10 of each in the stacks), in colour order.
  state->ApplyActionText("exchange:f2:yellow");
  const Json sub = TurnInProgress(state->info().public_state(*state));
  BOOST_TEST(sub["decision"].is_null());
  BOOST_TEST(sub["sub"] == Json::parse(R"({"action": "B", "count": 1, "color": "green", "finger": "yellow"})"));
  BOOST_TEST(LegalAfterLoading(*state) == (std::vector<std::string>{"card:green", "card:yellow"}),
             boost::test_tools::per_element());
}

// The decisions after an Office is taken, too rare for random play to reach often. Player 0's Courtier on
// c1r6 (space 5) moves up to c1r7 with the Move Courtier bonus (two blue Court Tokens); the Office of column
// 1 is taken once the spaces it left are refilled (chance draws, the first outcome each time).
std::unique_ptr<State> OfficeTaken(Json j) {
  Fig(j, 0, 1, 6);
  Add(j, 0, "tokens", kBlue, 2);
  auto state = Load(j);
  for (const char* text : {"bonus-move:blue:blue", "from:c1r6", "step:c1r7:-"}) state->ApplyActionText(text);
  while (state->IsChance()) state->ApplyAction(state->LegalActions().front());
  return state;
}

BOOST_AUTO_TEST_CASE(the_decisions_after_an_office_are_told_apart) {
  const std::vector<std::string> colours = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};
  {  // Nobody held it: a Ring from the stand (2 of every colour with 2 players), which only "decision" says.
    auto state = OfficeTaken(Blank(2, "1+4", 1, 2));
    const Json pub = state->info().public_state(*state);
    BOOST_TEST(pub["state"]["decision"] == "ring-for-office");
    BOOST_TEST(pub["state"]["office"][0] == 0);
    std::vector<std::string> legal;
    for (const std::string& c : colours) legal.push_back("ring:" + c);
    BOOST_TEST(LegalAfterLoading(*state) == legal, boost::test_tools::per_element());
  }
  {  // Player 1 held it with a red and a green Ring: disgraced, one of its Rings is taken (pending.victim 1;
     // no decision to name). Engine order by colour: green, red.
    Json j = Blank(2, "1+4", 1, 2);
    OfficeOf(j, 1, 1);
    RingOn(j, 1, 0, kRed);
    RingOn(j, 1, 1, kGreen);
    auto state = OfficeTaken(j);
    const Json pub = state->info().public_state(*state);
    BOOST_TEST(pub["state"]["decision"].is_null());
    BOOST_TEST(pub["state"]["pending"]["victim"] == 1);
    BOOST_TEST(LegalAfterLoading(*state) == (std::vector<std::string>{"ring:green", "ring:red"}),
               boost::test_tools::per_element());
  }
  {  // Scenario 4 (Exploiting Connections): after the Ring (blue) and its arrangement, one free Action A-F is
     // owed (pending.any 1, no decision to name). Player 0 now holds one Ring, no Court Card, 13 Courtiers
     // in supply and none on the board: A places one on an empty row-1 space with any Ring (td.empty-space-a
     // =any-ring), B exchanges its Ring, D and F take a card; C and E need a Court Card to pay. Or stop.
    auto state = OfficeTaken(Blank(2, "1+4", 4, 2));
    state->ApplyActionText("ring:blue");
    state->ApplyAction(state->LegalActions().front());  // the arrangement
    const Json pub = state->info().public_state(*state);
    BOOST_TEST(pub["state"]["decision"].is_null());
    BOOST_TEST(pub["state"]["pending"]["any"] == 1);
    BOOST_TEST(LegalAfterLoading(*state) ==
                   (std::vector<std::string>{"stop", "free-action:A", "free-action:B", "free-action:D", "free-action:F"}),
               boost::test_tools::per_element());
  }
}

BOOST_AUTO_TEST_CASE(a_bad_turn_in_progress_is_one_clear_error) {
  // "spend" named no decision of the game; a space index past the 2-player board's 4 x 9 = 36 entries; the
  // canonical numbers where the public state names (a chair's owner*2 + done, Scenario Card index 0, a
  // colour index, Action index 3, a movement kind index); a colour that is none of the seven; "C" open with
  // no chamber activated (only G/H can be); -1 for none; red discarded twice.
  Json pub = Json::parse(kPublic);
  pub["parameters"] = RoundTwoTurn()["parameters"];
  for (const auto& [pointer, value, names] : std::vector<std::tuple<const char*, Json, const char*>>{
           {"/state/decision", "spend", "state.decision"},
           {"/state/restock", Json::array({36}), "state.restock[0]"},
           {"/state/move/visited", Json::array({3, 3}), "state.move.visited[1]"},
           {"/state/chairs/0", 1, "state.chairs[0]"},
           {"/state/scenario", 0, "state.scenario"},
           {"/state/token/0", 2, "state.token[0]"},
           {"/state/token/1", "pink", "state.token[1]"},
           {"/state/sub/action", 3, "state.sub.action"},
           {"/state/move/kind", 1, "state.move.kind"},
           {"/state/turn/open", Json::array({"C"}), "state.turn.open[0]"},
           {"/state/office/0", -1, "state.office[0]"},
           {"/state/move/discarded", Json::array({"red", "red"}), "state.move.discarded[1]"}}) {
    Json bad = pub;
    bad[Json::json_pointer(pointer)] = value;
    try {
      Load(bad);
      BOOST_ERROR("loaded with " << pointer << " = " << value.dump());
    } catch (const ParseError& e) {
      BOOST_TEST(std::string(e.what()).find(names) != std::string::npos, e.what());
      BOOST_TEST_MESSAGE(e.what());
    }
  }
}

// A Lord at work, by name and back. In RoundTwoTurn(), player 1 activates its Lord in chamber 2 (index 1, Actions
// C and D): both Actions and the alternate G/H are open, two Actions to take; its Lord chair is now acted.
BOOST_AUTO_TEST_CASE(a_lords_turn_by_name_loads_back_into_the_numbers) {
  const Json j = RoundTwoTurn();
  auto state = Load(j);
  state->ApplyActionText("activate:2:lord");
  Json pub = state->info().public_state(*state);
  BOOST_TEST(pub["state"]["turn"] == Json::parse(R"({"chamber": 1, "open": ["C", "D", "G/H"], "steps": 2,
                                                    "lord": true, "acted": true})"));
  BOOST_TEST(pub["state"]["lords"] == Json::parse(R"([null, null, {"owner": 1, "acted": true}, null, null, null])"));
  BOOST_TEST(pub["state"]["chairs"][0] == Json::parse(R"({"owner": 0, "acted": true})"));
  // Loaded: open is bits 0 (C) + 1 (D) + 2 (G/H) = 7; lords[2] = owner 1 * 2 + acted 1 = 3; chairs[0] = 0 * 2
  // + 1 = 1; chairs[6] = 1 * 2 + 0 = 2; Scenario Card 1 and Scoring Cards 1 and 4 are indices 0 and 0, 3.
  pub["parameters"] = j["parameters"];
  const Json loaded = Load(pub)->ToJson()["state"];
  BOOST_TEST(loaded["turn"]["open"] == 7);
  BOOST_TEST(loaded["turn"]["chamber"] == 1);
  BOOST_TEST(loaded["lords"] == Json::parse("[-1, -1, 3, -1, -1, -1]"));
  BOOST_TEST(loaded["chairs"][0] == 1);
  BOOST_TEST(loaded["chairs"][6] == 2);
  BOOST_TEST(loaded["scenario"] == 0);
  BOOST_TEST(loaded["scoring"] == Json::parse("[0, 3]"));
  // Player 1, to act, owed a Ring arrangement: the public state lists the seat, arrange [1]; loaded, one flag
  // per seat (always 4 entries), [0, 1, 0, 0], and the decision asked is that arrangement.
  Json owed = Json::parse(kPublic);
  owed["parameters"] = j["parameters"];
  owed["state"]["arrange"] = Json::array({1});
  const Json arranging = Load(owed)->ToJson()["state"];
  BOOST_TEST(arranging["arrange"] == Json::parse("[0, 1, 0, 0]"));
  BOOST_TEST(arranging["mode"] == "arrange");
  Json back = RoundTwoTurn();
  back["state"]["arrange"][1] = 1;
  BOOST_TEST(Load(back)->info().public_state(*Load(back))["state"]["arrange"] == Json::array({1}));
}

BOOST_AUTO_TEST_SUITE_END()
