// Among Nobles' public state: two hand-built 3-player positions written out by hand (between two turns, and
// in the middle of an ability that interrupts an activation), each loaded back from its public form with
// the decisions a table would expect; and, on random reachable states, a loaded public state gives back
// the canonical state but for what the public state leaves out, and plays on exactly like the original.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/generators.h"

using namespace peerage;
using namespace peerage::an_test;

namespace {

// Round 2's activation phase, first player 0, who has taken one turn (the activated George, c1): player 1
// is to act. Player 0 has spent 2 gold of the 5 that came in (ledger: gold_in 5, gold_out 2) and keeps an
// army in the supply; player 2 has 2 armies in Westfalen (province 3). Two age-I cards on display, one in
// the deck, every other card out of the game.
Position Built() {
  Position pos(3);
  pos.card(1, "owned p0 r0 act").card(2, "owned p1 r0").card(5, "owned p2 r0");
  pos.card(13, "display").card(14, "display").card(18, "deck");
  pos.sc("turn", 1).sc("actor", 1);
  pos.gold(0, 3).gold(1, 1).prestige(1, 2).supply(0, 1).armies(2, 3, 2);
  pos.st()["players"][0]["gold_out"] = 2;
  pos.st()["players"][0]["tokens_used"] = 1;
  return pos;
}

// Its public state by hand: the wrapper without "settings", the state without the ledger and the scratch
// values; round 2 and first player 0 as set; nothing in progress (no activation, ability or change).
const char* const kPublic = R"({"game": "among-nobles", "players": 3, "step": 0, "state": {
  "phase": "activate", "round": 2, "first_player": 0, "display_card_taken": false, "decks_run_out": [],
  "generational_changes_due": 0, "generational_changes_done": 0,
  "cards": ["out", "owned p0 r0 act", "owned p1 r0", "out", "out", "owned p2 r0", "out", "out", "out", "out",
            "out", "out", "out", "display", "display", "out", "out", "out", "deck", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out"],
  "players": [
    {"gold": 3, "prestige": 0, "supply": 1, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 1},
    {"gold": 1, "prestige": 2, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 0},
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 2, 0, 0, 0, 0, 0], "tokens_used": 0}],
  "activation": null, "presented": [null, null, null], "revealed": false, "ability": null,
  "generational_change": null}})";

// A marriage being arranged: player 0 activated the unmarried George (c1) for his marriage action and paid
// its 2 gold; the opponents present brides from player 0's left. Player 1 has presented Eleanor of Lancaster
// (c24, blue), born in play to Charlemagne (c2, blue) and Bona (c11, yellow): parents' traits blue and yellow, mask 2 + 4 = 6.
// Player 2 (Presenter(1) = (0 + 1 + 1) mod 3) is to present one of their unmarried daughters: Hildegard (c8).
Position Marriage() {
  Position pos(3);
  pos.card(1, "owned p0 r0 act").card(2, "owned p1 r0 s11").card(11, "owned p1 r0 s2").card(24, "owned p1 r1 b6");
  pos.card(5, "owned p2 r0").card(8, "owned p2 r0").card(13, "display").card(20, "deck");
  pos.st()["phase"] = "present";
  pos.st()["queue"] = Json::array({"marriage"});
  pos.st()["presented"][1] = 24;
  pos.sc("head", 1).sc("groom", 1).sc("marriage_paid", 2).sc("present_idx", 1);
  pos.st()["players"][0]["tokens_used"] = 1;
  pos.st()["players"][0]["gold_out"] = 2;
  return pos;
}

// Its public state by hand: the mask 6 written as the traits' names, player 1's bride by name, nobody else's
// yet (null); optional fields at their defaults left out.
const char* const kMarriageSparse = R"json({"game": "among-nobles", "players": 3, "step": 0, "state": {
  "phase": "present", "round": 2, "first_player": 0,
  "cards": ["out", "owned p0 r0 act", "owned p1 r0 s11", "out", "out", "owned p2 r0", "out", "out", "owned p2 r0", "out",
            "out", "owned p1 r0 s2", "out", "display", "out", "out", "out", "out", "out", "out",
            "deck", "out", "out", "out", "owned p1 r1 parents:blue,yellow", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out"],
  "players": [
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 1},
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0]},
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0]}],
  "activation": {"head": "George, Earl of Cumberland", "actions": ["marriage"], "groom": "George, Earl of Cumberland"},
  "presented": [null, "Eleanor of Lancaster (sample)", null]}})json";

// In the middle of a turn, under an.intrigue-couple=both: player 0 activated Pedro (c18), husband of
// Charlotte von Mecklenburg (c12, intrigue: return up to 2 armies), and chose series 4: his [daughter,
// intrigue] then hers [commerce, son]. The daughter was passed (no daughter on display: only Charles I,
// c13, a male); the intrigue runs Charlotte's ability, which has returned 1 army (player 1's from
// Westfalen, now in their supply) and may return 1 more: player 1's other army in Westfalen or player 2's
// in Rom (province 5).
Position MidTurn() {
  Position pos(3, {{"an.intrigue-couple", "both"}});
  pos.card(1, "owned p1 r0").card(5, "owned p2 r0");
  pos.card(12, "owned p0 r0 s18").card(18, "owned p0 r0 s12 act").card(13, "display").card(20, "deck");
  pos.st()["phase"] = "effect";
  pos.st()["queue"] = Json::array({"daughter", "intrigue", "commerce", "son"});
  pos.sc("head", 18).sc("pos", 1).sc("eff_card", 12).sc("eff_left", 1).sc("eff_trigger", 5);  // 5: intrigue
  pos.gold(0, 1).supply(1, 1).armies(1, 3, 1).armies(2, 5, 1);
  pos.st()["players"][0]["tokens_used"] = 1;
  return pos;
}

// Its public state by hand: the activation is left with the intrigue being executed, then commerce and
// son; the ability waits with 1 army returned. Stripped of every optional field at its default.
const char* const kMidTurnSparse = R"json({"game": "among-nobles", "players": 3, "step": 0, "state": {
  "phase": "effect", "round": 2, "first_player": 0,
  "cards": ["out", "owned p1 r0", "out", "out", "out", "owned p2 r0", "out", "out", "out", "out",
            "out", "out", "owned p0 r0 s18", "display", "out", "out", "out", "out", "owned p0 r0 s12 act", "out",
            "deck", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out",
            "out", "out", "out", "out", "out", "out", "out", "out", "out", "out"],
  "players": [
    {"gold": 1, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 0, 0, 0, 0, 0, 0], "tokens_used": 1},
    {"gold": 0, "prestige": 0, "supply": 1, "armies": [0, 0, 0, 1, 0, 0, 0, 0, 0]},
    {"gold": 0, "prestige": 0, "supply": 0, "armies": [0, 0, 0, 0, 0, 1, 0, 0, 0]}],
  "activation": {"head": "Pedro af Sverige (sample)", "actions": ["intrigue", "commerce", "son"]},
  "presented": [null, null, null],
  "ability": {"card": "Charlotte von Mecklenburg", "player": 0, "resolving": "return_armies", "returned": 1}}})json";

// The canonical "state" without what the public state leaves out or the loader rebuilds.
Json WithoutBookkeeping(Json state) {
  for (Json& player : state["players"])
    for (const char* key : {"gained_armies", "gold_in", "gold_out"}) player.erase(key);
  if (state.contains("fingers")) state["fingers"].erase("rounds");
  state.erase("sc");
  state.erase("queue");
  return state;
}

Json Schema() { return PublicSchemaOf(Registry::Instance().Get("among-nobles")); }

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_public)

BOOST_AUTO_TEST_CASE(activation_position_written_out_by_hand) {
  const auto state = Built().Load();
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == Json::parse(kPublic), "got " << got.dump());
  const auto violations = ValidatePublicState(Schema(), got);
  BOOST_TEST(violations.empty(), (violations.empty() ? "" : violations.front()));
}

BOOST_AUTO_TEST_CASE(loading_the_public_state_balances_the_ledger_and_finds_the_turn) {
  // Without the ledger, player 0's 3 gold all came in (gold_in 3, gold_out 0, not 5 and 2), and each
  // player gained exactly the armies they own: 1 in p0's supply, none for p1, 2 in Westfalen for p2.
  // Tokens used 1 + 0 + 0 = 1: one turn taken, so player (0 + 1) mod 3 = 1 acts; round 2 with 3 players
  // gives 3 tokens each; both couple picks of a 3-player set-up were made.
  const auto state = StateFromJson(Json::parse(kPublic), "public state");
  const Json st = state->ToJson()["state"];
  BOOST_TEST(st["players"][0]["gold_in"] == 3);
  BOOST_TEST(st["players"][0]["gold_out"] == 0);
  BOOST_TEST(st["players"][0]["gained_armies"] == 1);
  BOOST_TEST(st["players"][1]["gained_armies"] == 0);
  BOOST_TEST(st["players"][2]["gained_armies"] == 2);
  BOOST_TEST(st["sc"]["turn"] == 1);
  BOOST_TEST(st["sc"]["actor"] == 1);
  BOOST_TEST(st["sc"]["tokens"] == 3);
  BOOST_TEST(st["sc"]["picks"] == 2);
  BOOST_TEST(state->CurrentPlayer() == 1);
  // Player 1's only head is Charlemagne (c2), not yet activated: activating him is the one choice.
  BOOST_TEST(Legal(*state) == Strings({"activate:c2"}), "legal");
}

BOOST_AUTO_TEST_CASE(an_interrupted_ability_is_told_in_the_rulebook_terms) {
  const auto state = MidTurn().Load();
  const Json got = state->info().public_state(*state);
  const Json want = WithPublicDefaults(Schema(), Json::parse(kMidTurnSparse));
  BOOST_TEST(got == want, "got " << got.dump());
  // Filled with its defaults, the sparse form says: not a reactivation, nothing hired, no groom, no
  // generational change, no card taken from the display, no deck run out, no generational change due.
  BOOST_TEST(want["state"]["activation"]["reactivation"] == false);
  BOOST_TEST(want["state"]["activation"]["hired"].is_null());
  BOOST_TEST(want["state"]["generational_change"].is_null());
  BOOST_TEST(want["state"]["decks_run_out"] == Json::array());
  BOOST_TEST(ValidatePublicState(Schema(), Json::parse(kMidTurnSparse)).empty());
}

BOOST_AUTO_TEST_CASE(packed_numbers_are_written_by_name_and_load_back) {
  const auto state = Marriage().Load();
  const Json got = state->info().public_state(*state);
  BOOST_TEST(got == WithPublicDefaults(Schema(), Json::parse(kMarriageSparse)), "got " << got.dump());
  BOOST_TEST(ValidatePublicState(Schema(), got).empty());
  Json wrapper = Json::parse(kMarriageSparse);
  wrapper["settings"] = Marriage().j["settings"];
  const auto loaded = StateFromJson(wrapper, "public state");
  // Back in the canonical numbers: card 24's mask 6, player 1's bride c24, -1 for the others.
  BOOST_TEST(CardAt(*loaded, 24) == "owned p1 r1 b6");
  BOOST_TEST(St(*loaded)["presented"] == Json::array({-1, 24, -1}));
  BOOST_TEST(loaded->CurrentPlayer() == 2);
  BOOST_TEST(Legal(*loaded) == Strings({"present:c8"}), "legal");
  // A mask, a card number or -1 in the public form is refused, naming the field.
  auto refused = [&](const char* field, const Json& value, const std::string& where) {
    Json bad = wrapper;
    bad["state"][field][1] = value;
    try {
      StateFromJson(bad, "public state");
      BOOST_ERROR("accepted " << value.dump());
    } catch (const std::exception& e) {
      BOOST_TEST(std::string(e.what()).find(where) != std::string::npos, e.what());
    }
  };
  refused("presented", 24, "presented[1]");
  refused("presented", -1, "presented[1]");
  refused("presented", "Nobody", "presented[1]");
  wrapper["state"]["cards"][24] = "owned p1 r1 b6";
  refused("presented", "Eleanor of Lancaster (sample)", "cards[24]");
  wrapper["state"]["cards"][24] = "owned p1 r1 parents:yellow,blue";  // not in the order red, blue, yellow, green
  refused("presented", "Eleanor of Lancaster (sample)", "cards[24]");
}

// The finger game (an.first-player=fingers): player 0 has shown 2 fingers, the others not yet (null, not -1).
BOOST_AUTO_TEST_CASE(fingers_not_yet_shown_are_null) {
  auto state = NewGame(GameConfig{"among-nobles", 3, {{"an.first-player", "fingers"}}});
  while (Phase(*state) != "fingers") {
    BOOST_REQUIRE(state->IsChance());
    state->ApplyLegalAction(state->ChanceOutcomes().front().action);
  }
  state->ApplyActionText("fingers:2");
  Json pub = state->info().public_state(*state);
  BOOST_TEST(pub["state"]["fingers"] == Json::parse(R"({"shown": [2, null, null]})"));
  BOOST_TEST(ValidatePublicState(Schema(), pub).empty());
  pub["settings"] = state->ToJson()["settings"];
  const auto loaded = StateFromJson(pub, "public state");
  BOOST_TEST(St(*loaded)["fingers"]["shown"] == Json::array({2, -1, -1}));
  BOOST_TEST(loaded->CurrentPlayer() == 1);  // seat order: player 1 shows next, 0 to 5 fingers
  BOOST_TEST(Legal(*loaded) == Strings({"fingers:0", "fingers:1", "fingers:2", "fingers:3", "fingers:4", "fingers:5"}));
  pub["state"]["fingers"]["shown"][1] = -1;
  BOOST_CHECK_EXCEPTION(StateFromJson(pub, "public state"), std::exception,
                        [](const std::exception& e) { return std::string(e.what()).find("fingers.shown[1]") != std::string::npos; });
}

// From the mid-turn position, loaded from its public form or from the canonical one: player 0 decides for
// Charlotte's ability, one more army back from the provinces that hold one (Westfalen, player 1; Rom,
// player 2), or done. Done: the ability has no other part, the intrigue is over and the couple goes on
// with commerce (take 1 gold, or skip it); son is still to come.
void GoesOnAsAtTheTable(State& state) {
  BOOST_TEST(state.CheckInvariants().empty());
  BOOST_TEST(state.CurrentPlayer() == 0);
  BOOST_TEST(Legal(state) == Strings({"return:P3/p1", "return:P5/p2", "done"}), "legal");
  state.ApplyLegalAction(*state.ParseAction("done"));
  BOOST_TEST(Phase(state) == "action");
  BOOST_TEST(state.CurrentPlayer() == 0);
  BOOST_TEST(Legal(state) == Strings({"skip", "do"}), "legal");
  const Json pub = state.info().public_state(state)["state"];
  BOOST_TEST(pub["activation"]["actions"] == Json::array({"commerce", "son"}));
  BOOST_TEST(pub["ability"].is_null());
}

BOOST_AUTO_TEST_CASE(an_interrupted_ability_loads_and_goes_on_as_at_the_table) {
  Json wrapper = Json::parse(kMidTurnSparse);
  wrapper["settings"] = MidTurn().j["settings"];
  GoesOnAsAtTheTable(*StateFromJson(wrapper, "public state"));
  GoesOnAsAtTheTable(*MidTurn().Load());
}

RC_BOOST_PROP(reloaded_public_states_match_and_play_on_like_the_original, ()) {
  props::Reach reach;
  reach.config = *props::GenConfigFor(Registry::Instance().Get("among-nobles"));
  reach.seed = *rc::gen::noShrink(props::GenSeed());
  reach.permille = *rc::gen::inRange(0, 1001);
  const std::uint64_t walk_seed = *rc::gen::noShrink(props::GenSeed());
  auto state = props::ReachState(reach).state;
  const Json full = state->ToJson();
  Json wrapper = state->info().public_state(*state);
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full[key];
  auto loaded = StateFromJson(wrapper, "public state");
  const Json again = loaded->ToJson()["state"];
  if (WithoutBookkeeping(again) != WithoutBookkeeping(full["state"]))
    RC_FAIL(props::ShowState(*state) + "\n" + Json::diff(full["state"], again).dump());
  // The same actions from both: the same public state, player to act and legal actions all the way.
  Rng rng(walk_seed);
  for (int i = 0; i < 60 && !state->IsTerminal(); ++i) {
    const auto legal = state->LegalActions();
    const Action a = state->IsChance() ? SampleChance(state->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
    state->ApplyLegalAction(a);
    loaded->ApplyLegalAction(a);
    RC_ASSERT(loaded->CurrentPlayer() == state->CurrentPlayer());
    RC_ASSERT(Legal(*loaded) == Legal(*state));
    const Json want = state->info().public_state(*state), got = loaded->info().public_state(*loaded);
    if (want != got)
      RC_FAIL("after '" + state->ActionToString(a) + "':\n" + props::ShowState(*state) + "\n" + Json::diff(want, got).dump());
  }
}

// The one place where a state loaded from its public state may play on differently from the original, as
// among_nobles.h says ("rounds 0 (a loaded finger game may show up to kFingerRounds more times before the
// cut-off)"), and where public_state/round_trip_plays_on_alike (properties/public_state_roundtrip_props.cc)
// stops its continuation: 3 players under an.first-player=fingers all show 4 fingers nine times (no unique
// number: they start over), then the public state is loaded. At the tenth tie the original reaches the
// cut-off (kFingerRounds = 10 showings without a winner: a livelock finding, the first player drawn by
// chance, phase choose-first) while the loaded game has counted one showing and starts over (phase fingers);
// it reaches the cut-off nine showings later.
BOOST_AUTO_TEST_CASE(a_loaded_finger_game_counts_its_showings_anew) {
  auto s = NewGame(GameConfig{"among-nobles", 3, {{"an.first-player", "fingers"}}});
  Rng rng(1);
  while (s->IsChance()) s->ApplyAction(*s->SampleChanceOutcome(rng));
  BOOST_REQUIRE(s->ToJson()["state"]["phase"] == "fingers");
  auto tie = [](State& game) {
    for (int p = 0; p < 3; ++p) game.ApplyActionText("fingers:4");
    return game.ToJson()["state"]["phase"].get<std::string>();
  };
  for (int round = 1; round <= 9; ++round) BOOST_REQUIRE(tie(*s) == "fingers");
  Json wrapper = s->info().public_state(*s);
  wrapper["settings"] = s->ToJson()["settings"];
  auto loaded = StateFromJson(wrapper, "public state");
  BOOST_TEST(loaded->info().public_state(*loaded) == s->info().public_state(*s));  // rounds is not in it
  const std::size_t findings = s->Findings().size();
  BOOST_TEST(tie(*s) == "choose-first");
  BOOST_TEST(s->Findings().size() == findings + 1);
  BOOST_TEST((s->Findings().back().kind == FindingKind::kLivelock));
  BOOST_TEST(tie(*loaded) == "fingers");
  for (int round = 2; round <= 9; ++round) BOOST_REQUIRE(tie(*loaded) == "fingers");
  BOOST_TEST(tie(*loaded) == "choose-first");
}

BOOST_AUTO_TEST_SUITE_END()
