// Among Nobles small situations: the simplify hook (simpler neighbours of a state, for shrinking report
// examples) and the render hook (the text picture). The measure is recomputed here from the documented
// state JSON ("cards" texts and the players' counters), never with the engine's helpers; the expected
// candidates and the expected picture of the hand-built state are derived by hand from its JSON and the
// shipped card data (data/among-nobles/cards.json).
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "properties/generators.h"
#include "properties/simplify_checks.h"

using namespace peerage;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("among-nobles"); }

// Cards in families, on display and in the decks, plus gold, prestige and armies of every player.
int Measure(const Json& st) {
  int m = 0;
  for (const Json& c : st["cards"]) {
    const std::string text = c.get<std::string>();
    const std::string loc = text.substr(0, text.find(' '));
    m += loc == "owned" || loc == "display" || loc == "deck";
  }
  for (const Json& p : st["players"]) {
    m += p["gold"].get<int>() + p["prestige"].get<int>() + p["supply"].get<int>();
    for (const Json& a : p["armies"]) m += a.get<int>();
  }
  return m;
}

props::Reach AnyReach() {
  props::Reach r;
  r.config = *props::GenConfigFor(Info());
  r.seed = *props::GenSeed();
  r.permille = *rc::gen::inRange(0, 1001);
  return r;
}

// A 3-player position written by hand: round 2, p0 to activate. p0's family is the couple George, Earl
// of Cumberland (c1) and Arianne of Cumberland (c7); p1 has Charlemagne (c2), p2 Amadeus de Savoie (c5).
// Charles I of England (c13) is on display, deck I holds c14 and c15, c16 was discarded, Hildegard de
// France (c8) is dead, every other card is out of the game. p0: 2 gold, 1 prestige, an army in the
// supply and one in Westfalen (province 3; the 4+ provinces 0-2 are not in play with 3 players).
Json HandBuilt() {
  Json cards = Json::array();
  for (int c = 0; c < 60; ++c) cards.push_back("out");
  cards[1] = "owned p0 r0 s7";
  cards[7] = "owned p0 r0 s1";
  cards[2] = "owned p1 r0";
  cards[5] = "owned p2 r0";
  cards[8] = "dead";
  cards[13] = "display";
  cards[14] = "deck";
  cards[15] = "deck";
  cards[16] = "discard";
  auto player = [](int gold, int prestige, int supply, int westfalen, int gold_in, int gold_out) {
    return Json{{"gold", gold}, {"prestige", prestige}, {"supply", supply},
                {"armies", {0, 0, 0, westfalen, 0, 0, 0, 0, 0}}, {"gained_armies", supply + westfalen},
                {"gold_in", gold_in}, {"gold_out", gold_out}, {"tokens_used", 0}};
  };
  const Json sc = {{"round", 2}, {"first", 0}, {"turn", 0}, {"tokens", 3}, {"picks", 2}, {"head", 255},
                   {"reactivation", 0}, {"pos", 0}, {"hired", 255}, {"groom", 255}, {"marriage_paid", 0},
                   {"present_idx", 0}, {"eff_card", 255}, {"eff_term", 0}, {"eff_player", 0}, {"eff_left", 0},
                   {"eff_resume", 0}, {"eff_trigger", 0}, {"taken", 0}, {"deck", 1}, {"run_out", 0},
                   {"gc_pending", 0}, {"gc_done", 0}, {"up_player", 0}, {"up_cursor", 0}, {"heir", 255},
                   {"actor", 0}, {"triggered", 0}, {"gc_now", 0}};
  const Json state = {{"phase", "activate"}, {"sc", sc}, {"cards", cards},
                      {"players", {player(2, 1, 1, 1, 2, 0), player(0, 0, 2, 0, 1, 1), player(0, 0, 2, 0, 0, 0)}},
                      {"queue", Json::array()}, {"presented", {-1, -1, -1}}, {"revealed", false}};
  auto s = NewGame(GameConfig{"among-nobles", 3, {}});
  Json j = s->ToJson();
  j["state"] = state;
  return j;
}

// The generic candidate checks (properties/simplify_checks.h), the phase kept, a few steps played on.
void CheckCandidates(const State& s, std::uint64_t seed) {
  props::CheckSimplifyCandidates(s, {.measure = [](const Json& j) { return Measure(j["state"]); },
                                     .fixed = {"phase"},
                                     .playout_seed = seed});
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_situation)

RC_BOOST_PROP(simplify_candidates_are_valid_smaller_positions, ()) {
  const props::Reach r = AnyReach();
  const props::Reached reached = props::ReachState(r);
  RC_TAG(reached.state->ToJson()["state"]["phase"].get<std::string>());
  CheckCandidates(*reached.state, r.seed);
}

// The same in the rarer decision phases (marriages, abilities, heirs, the end), met along a whole random game.
RC_BOOST_PROP(simplify_candidates_in_decision_phases, ()) {
  const GameConfig config = *props::GenConfigFor(Info());
  const std::uint64_t seed = *props::GenSeed();
  static const std::set<std::string> kPhases = {"present",   "choose-bride", "effect",
                                                "heir-draw", "heir-wed",     "game-over"};
  std::map<std::string, int> checked;  // at most two states of each phase per game
  props::Walk(config, seed, 0, [&](const State& s) {
    const std::string phase = s.ToJson()["state"]["phase"];
    if (!kPhases.count(phase) || ++checked[phase] > 2) return;
    CheckCandidates(s, seed);
  });
}

RC_BOOST_PROP(render_never_throws_and_ends_with_a_newline, ()) {
  const props::Reached reached = props::ReachState(AnyReach());
  const std::string text = Info().render(*reached.state);
  RC_ASSERT(!text.empty());
  RC_ASSERT(text.back() == '\n');
  RC_ASSERT(text.find(" \n") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(hand_built_state_loads) {
  auto s = StateFromJson(HandBuilt(), "test");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Measure(s->ToJson()["state"]) == 4 + 1 + 2 + (2 + 1 + 2) + (0 + 0 + 2) + (0 + 0 + 2));
}

// By hand: the four family members by card index (c1, c2, c5, c7; removing one of the couple leaves the
// other unmarried), the display card c13 discarded, each deck card (deck I keeps the other one), p0's 2
// gold to 0 (1 prestige is not "to 0"-worthy: that is the down-by-one step), one army off Westfalen, one
// out of each supply (p0, p1, p2), then p0's gold and prestige down by one.
BOOST_AUTO_TEST_CASE(hand_built_candidates) {
  const Json base = HandBuilt();
  auto s = StateFromJson(base, "test");
  const std::vector<Json> got = Info().simplify(*s);
  std::vector<Json> want;
  auto edit = [&](auto&& change) {
    Json j = base;
    change(j["state"]);
    want.push_back(j);
  };
  edit([](Json& st) { st["cards"][1] = "dead"; st["cards"][7] = "owned p0 r0"; });
  edit([](Json& st) { st["cards"][2] = "dead"; });
  edit([](Json& st) { st["cards"][5] = "dead"; });
  edit([](Json& st) { st["cards"][7] = "dead"; st["cards"][1] = "owned p0 r0"; });
  edit([](Json& st) { st["cards"][13] = "discard"; });
  edit([](Json& st) { st["cards"][14] = "out"; });
  edit([](Json& st) { st["cards"][15] = "out"; });
  edit([](Json& st) { st["players"][0]["gold"] = 0; st["players"][0]["gold_in"] = 0; });
  edit([](Json& st) { st["players"][0]["armies"][3] = 0; st["players"][0]["gained_armies"] = 1; });
  edit([](Json& st) { st["players"][0]["supply"] = 0; st["players"][0]["gained_armies"] = 1; });
  edit([](Json& st) { st["players"][1]["supply"] = 1; st["players"][1]["gained_armies"] = 1; });
  edit([](Json& st) { st["players"][2]["supply"] = 1; st["players"][2]["gained_armies"] = 1; });
  edit([](Json& st) { st["players"][0]["gold"] = 1; st["players"][0]["gold_in"] = 1; });
  edit([](Json& st) { st["players"][0]["prestige"] = 0; });
  BOOST_TEST_REQUIRE(got.size() == want.size());
  for (std::size_t k = 0; k < want.size(); ++k)
    BOOST_TEST(got[k] == want[k], "candidate " << k << ": " << got[k]["state"].dump());
}

// While p1 presents a bride to p0's groom, the groom, p1's unmarried daughters and the head are kept.
BOOST_AUTO_TEST_CASE(decision_cards_are_kept) {
  Json j = HandBuilt();
  Json& st = j["state"];
  st["cards"][1] = "owned p0 r0 act";  // George, activated, unmarried: the groom
  st["cards"][7] = "owned p1 r0";      // Arianne: p1's unmarried daughter
  st["phase"] = "present";
  st["sc"]["head"] = 1;
  st["sc"]["groom"] = 1;
  st["sc"]["marriage_paid"] = 2;
  st["queue"] = {"marriage"};
  st["players"][0]["tokens_used"] = 1;
  auto s = StateFromJson(j, "test");
  BOOST_TEST(s->CurrentPlayer() == 1);
  for (const Json& c : Info().simplify(*s)) {
    BOOST_TEST(c["state"]["cards"][1] == "owned p0 r0 act");
    BOOST_TEST(c["state"]["cards"][7] == "owned p1 r0");
  }
}

BOOST_AUTO_TEST_CASE(hand_built_render) {
  auto s = StateFromJson(HandBuilt(), "test");
  const std::string want =
      "round 2, first player p0, 3 tokens each, phase activate, to act: p0\n"
      "deck I (face down, 2 cards, drawn next): c14 c15\n"
      "display: c13 Charles I of England (m red)\n"
      "discarded: c16\n"
      "dead: c8\n"
      "out of the game: 51 cards\n"
      "p0: gold 2, prestige 1, armies: 1 in supply, Westfalen 1; tokens used 0\n"
      "  row 0: c1 George, Earl of Cumberland (m red) + c7 Arianne of Cumberland (f yellow)\n"
      "p1: gold 0, prestige 0, armies: 2 in supply; tokens used 0\n"
      "  row 0: c2 Charlemagne (m blue)\n"
      "p2: gold 0, prestige 0, armies: 2 in supply; tokens used 0\n"
      "  row 0: c5 Amadeus de Savoie (sample) (m blue)\n";
  BOOST_TEST(Info().render(*s) == want);
}


// GameInfo::neighbours (an_neighbours.cc): a married card with a power exchanged with a dead card of the same
// gender without one. HandBuilt() with Jane Seymour of England (c29, female, legacy) as George's wife in
// p0's top row and Arianne (c7, female, no power) dead: George (c1) has no power, so Jane is the one card to
// exchange, and the first dead female without a power is Arianne. The one neighbour is HandBuilt() with Jane
// dead, "about" Jane's card (the field its fact is told by).
BOOST_AUTO_TEST_CASE(hand_built_neighbour_exchanges_a_wife_with_a_dead_card) {
  const Json base = HandBuilt();
  Json jane = base;
  jane["state"]["cards"][29] = "owned p0 r0 s1";
  jane["state"]["cards"][1] = "owned p0 r0 s29";
  jane["state"]["cards"][7] = "dead";
  auto s = StateFromJson(jane, "test");
  BOOST_REQUIRE(Info().neighbours);
  const std::vector<Json> got = Info().neighbours(*s);
  BOOST_TEST_REQUIRE(got.size() == 1u);
  Json want = base["state"]["cards"];
  want[29] = "dead";
  BOOST_TEST(got[0]["state"]["cards"] == want, got[0]["state"]["cards"].dump());
  BOOST_TEST(got[0]["about"] == "/cards/29");  // told by Jane's place, not Arianne's
  Json loadable = got[0];
  loadable.erase("about");
  BOOST_CHECK_NO_THROW(StateFromJson(loadable, "the neighbour"));
}

// The same in a position reached by play (properties/fixtures/traces/an-jane-seymour-wed-top-row.trace.json):
// Felipe II de Espana (c47, activated) and his wife Jane Seymour (c29) in p2's top row. Felipe is the card
// whose action is being taken (not exchanged); Jane's place goes to a dead female without a power, wed to
// Felipe in row 0, and Jane is dead. The neighbour loads.
BOOST_AUTO_TEST_CASE(reached_neighbour_exchanges_the_wife_not_the_acting_husband) {
  const Trace t = ReadTraceFile("properties/fixtures/traces/an-jane-seymour-wed-top-row.trace.json");
  auto s = NewGame(TraceConfig(t));
  for (const TraceStep& step : t.steps) s->ApplyActionText(step.action);
  const Json cards = s->ToJson()["state"]["cards"];
  BOOST_REQUIRE(cards[29] == "owned p2 r0 s47 b3");
  BOOST_REQUIRE(cards[47] == "owned p2 r0 s29 act");
  const std::vector<Json> got = Info().neighbours(*s);
  BOOST_TEST_REQUIRE(got.size() == 1u);
  const Json& after = got[0]["state"]["cards"];
  // The dead females without a power are Arianne of Cumberland (c7), Hildegard de France (c8) and Bona de
  // Savoie (c11, data/among-nobles/cards.json): the first is taken, married in (no "b" mark: she was not born
  // to the family, so her traits need not be her parents').
  BOOST_TEST(after[29] == "dead");
  BOOST_TEST(after[7] == "owned p2 r0 s47");
  BOOST_TEST(after[47] == "owned p2 r0 s7 act");
  BOOST_TEST(got[0]["about"] == "/cards/29");
  Json loadable = got[0];
  loadable.erase("about");
  BOOST_CHECK_NO_THROW(StateFromJson(loadable, "the neighbour"));
}

BOOST_AUTO_TEST_SUITE_END()
