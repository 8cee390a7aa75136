// Noblemen small situations: the simplify hook (simpler neighbours of a state, for shrinking report
// examples) and the render of a small state. The measure is recomputed here from the documented state
// JSON (tiles strings, hands, markers, counters), never with the engine's helpers; the expected
// candidates and picture of the hand-built state are derived by hand from its JSON.
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
#include "properties/games/noblemen/noblemen_fixtures.h"
#include "properties/generators.h"
#include "properties/simplify_checks.h"

using namespace peerage;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("noblemen"); }

// Over all players: tiles + structures ("x,y,L" plus a structure letter) + hand cards + Men-at-Arms
// placed + chits + pounds + VP, plus the spaces of the prestige markers on the track and the donated lands.
int Measure(const Json& st) {
  int m = 0;
  for (const Json& p : st["players"]) {
    const std::string tiles = p["tiles"].get<std::string>();
    std::size_t start = 0;
    while (start < tiles.size()) {
      std::size_t end = tiles.find(' ', start);
      if (end == std::string::npos) end = tiles.size();
      const std::string item = tiles.substr(start, end - start);
      m += 1 + (item.size() - item.rfind(',') == 3);  // ",CK": a structure on the tile
      start = end + 1;
    }
    m += nm_test::Total(p["hand"]) + p["chits"].get<int>() + p["pounds"].get<int>() + p["vp"].get<int>();
    for (const Json& maa : p["maa"]) m += !maa.is_null();
  }
  for (const Json& v : st["prestige"]) m += std::max(0, v.get<int>());
  m += nm_test::Total(st["donated"]);  // the Church's donation area
  return m;
}

props::Reach AnyReach() {
  props::Reach r;
  r.config = *props::GenConfigFor(Info());
  r.seed = *props::GenSeed();
  r.permille = *rc::gen::inRange(0, 1001);
  return r;
}

// A 3-player position written by hand, p0 to take the turn's action (crown p0, first decade). p0's estate:
// the start Castle at 0,0, a wood at 1,0 and a pond at 2,0; 5 pounds, 2 VP, a chit and a Tariff card.
// p1 (1 pound) and p2 hold their start Castles only. Every other Scandal card is in the shuffled pile,
// the bag holds the other lands (30 of each exist), the castle supply the other 17 of 20.
Json HandBuilt() {
  Json pile = Json::object();
  for (int c = 0; c < 14; ++c) pile[nm_test::kCards[c]] = nm_test::kCopies[c];
  pile["tariff"] = 2;
  auto player = [](int pounds, int vp, Json hand, int chits, const char* tiles) {
    return Json{{"pounds", pounds}, {"vp", vp}, {"title", 0}, {"screen", Json::object()}, {"aside", Json::object()},
                {"hand", std::move(hand)}, {"offered", Json::object()}, {"offered_public", Json::object()},
                {"bag_known", false}, {"chits", chits}, {"acquire_used", false}, {"taxes_used", false},
                {"treason", false}, {"maa", {nullptr, nullptr}}, {"tiles", tiles}, {"groups", ""}};
  };
  const Json state = {
      {"phase", "main"}, {"active", 0}, {"crown", 0}, {"decade", 0}, {"marker", 2}, {"balls", 0},
      {"final_left", 0}, {"bag", {{"clearing", 27}, {"wood", 29}, {"pond", 29}, {"farm", 30}}},
      {"donated", Json::object()}, {"pile", pile}, {"bottom", Json::array()}, {"castle_slots", 0},
      {"church_slots", 0}, {"palaces_board", 0}, {"follies_left", 15}, {"follies_built", 0},
      {"castles_supply", 17}, {"churches_supply", 15}, {"palaces_supply", 12}, {"titles_supply", {0, 1, 1, 1, 1}},
      {"chits_supply", 11}, {"war", -1}, {"war_pounds", 0}, {"scratch", Json::object()}, {"draws", {0, 0, 0}},
      {"prestige", {-1, -1, -1}}, {"card_queue", Json::array()},
      {"players", {player(5, 2, {{"tariff", 1}}, 1, "0,0,CK 1,0,W 2,0,P"), player(1, 0, Json::object(), 0, "0,0,CK"),
                   player(0, 0, Json::object(), 0, "0,0,CK")}}};
  auto s = NewGame(GameConfig{"noblemen", 3, {}});
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

BOOST_AUTO_TEST_SUITE(noblemen_situation)

RC_BOOST_PROP(simplify_candidates_are_valid_smaller_positions, ()) {
  const props::Reach r = AnyReach();
  const props::Reached reached = props::ReachState(r);
  RC_TAG(reached.state->ToJson()["state"]["phase"].get<std::string>());
  CheckCandidates(*reached.state, r.seed);
}

// The same in the rarer decision phases (offers, land plays, Men-at-Arms, cards, Balls, the end), met
// along a whole random game.
RC_BOOST_PROP(simplify_candidates_in_decision_phases, ()) {
  const GameConfig config = *props::GenConfigFor(Info());
  const std::uint64_t seed = *props::GenSeed();
  static const std::set<std::string> kPhases = {
      "murder-offer", "lands", "maa-offer", "forest-give", "treachery", "card-choose", "card-order", "ball",
      "redeem",       "purloin", "purloin-pick", "treason", "donate", "bribe", "game-over"};
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
}

BOOST_AUTO_TEST_CASE(hand_built_state_loads) {
  auto s = StateFromJson(HandBuilt(), "test");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Measure(s->ToJson()["state"]) == (3 + 1 + 1 + 1 + 5 + 2) + (1 + 1 + 1) + (1 + 1));
}

// By hand: the three start Castles back to the supply (p0, p1, p2), the Tariff under the deck face up,
// the pond at 2,0 back to the bag (the wood at 1,0 holds the pond to the estate and 0,0 is the start
// clearing), p0's chit back to the supply, p0's 5 pounds and 2 VP to 0 (p1's single pound is for the
// down-by-one step), then p0's pounds, p0's VP and p1's pounds down by one.
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
  edit([](Json& st) { st["players"][0]["tiles"] = "0,0,C 1,0,W 2,0,P"; st["castles_supply"] = 18; });
  edit([](Json& st) { st["players"][1]["tiles"] = "0,0,C"; st["castles_supply"] = 18; });
  edit([](Json& st) { st["players"][2]["tiles"] = "0,0,C"; st["castles_supply"] = 18; });
  edit([](Json& st) {
    st["players"][0]["hand"] = Json::object();
    st["bottom"] = {{{"card", "tariff"}, {"by", -1}}};
  });
  edit([](Json& st) { st["players"][0]["tiles"] = "0,0,CK 1,0,W"; st["bag"]["pond"] = 30; });
  edit([](Json& st) { st["players"][0]["chits"] = 0; st["chits_supply"] = 12; });
  edit([](Json& st) { st["players"][0]["pounds"] = 0; });
  edit([](Json& st) { st["players"][0]["vp"] = 0; });
  edit([](Json& st) { st["players"][0]["pounds"] = 4; });
  edit([](Json& st) { st["players"][0]["vp"] = 1; });
  edit([](Json& st) { st["players"][1]["pounds"] = 0; });
  BOOST_TEST_REQUIRE(got.size() == want.size());
  for (std::size_t k = 0; k < want.size(); ++k)
    BOOST_TEST(got[k] == want[k], "candidate " << k << ": " << got[k]["state"].dump());
}

// While p1 is offered a Murder at the start of p0's turn, p1's Murder stays in hand.
// GameInfo::neighbours (nm_neighbours.cc): each player's title exchanged for each other kind the supply holds.
// HandBuilt(): every player a Baron (title 0), the supply one each of Viscount, Earl, Marquess and Duke (1-4)
// and no Baron: 3 players x 4 titles = 12 neighbours, p0's first, the supply's titles in order; in each, the
// player's Baron goes back to the supply and the title taken leaves it.
BOOST_AUTO_TEST_CASE(hand_built_neighbours_exchange_a_title_with_the_supply) {
  const Json base = HandBuilt();
  auto s = StateFromJson(base, "test");
  BOOST_REQUIRE(Info().neighbours);
  const std::vector<Json> got = Info().neighbours(*s);
  BOOST_TEST_REQUIRE(got.size() == 12u);
  std::size_t k = 0;
  for (int p = 0; p < 3; ++p)
    for (int t = 1; t <= 4; ++t, ++k) {
      Json want = base;
      want["state"]["players"][p]["title"] = t;
      want["state"]["titles_supply"][0] = 1;
      want["state"]["titles_supply"][t] = 0;
      BOOST_TEST_INFO("p" << p << " takes title " << t);
      BOOST_TEST(got[k]["state"]["players"] == want["state"]["players"]);
      BOOST_TEST(got[k]["state"]["titles_supply"] == want["state"]["titles_supply"]);
      BOOST_CHECK_NO_THROW(StateFromJson(got[k], "a neighbour"));
    }
}

BOOST_AUTO_TEST_CASE(murder_on_offer_is_kept) {
  Json j = HandBuilt();
  Json& st = j["state"];
  st["phase"] = "murder-offer";
  st["players"][1]["hand"] = {{"murder", 1}};
  st["pile"]["murder"] = 1;
  auto s = StateFromJson(j, "test");
  BOOST_TEST(s->CurrentPlayer() == 1);
  int tariff_out = 0;
  for (const Json& c : Info().simplify(*s)) {
    BOOST_TEST(c["state"]["players"][1]["hand"] == Json({{"murder", 1}}));
    tariff_out += c["state"]["players"][0]["hand"].empty();
  }
  BOOST_TEST(tariff_out == 1);
}

BOOST_AUTO_TEST_CASE(hand_built_render) {
  auto s = StateFromJson(HandBuilt(), "test");
  // By hand from HandBuilt: decade 0, phase main, p0's turn and p0 to act, p0 holds the crown; p0 has
  // 2 VP, 5 pounds, the Baron title (0), one chit and one Tariff in hand, tiles K (0,0), W (1,0), P (2,0);
  // nothing behind screens, no Men-at-Arms, an empty donation area (so no such lines).
  BOOST_TEST(Info().render(*s) ==
             "decade 0, phase main, turn of p0, to act: p0; crown: p0\n"
             "p0: 2 VP, 5 pounds, Baron, chits: 1; hand (hidden): tariff 1\n"
             "K W P\n"
             "p1: 0 VP, 1 pounds, Baron\n"
             "K\n"
             "p2: 0 VP, 0 pounds, Baron\n"
             "K\n");
}

BOOST_AUTO_TEST_SUITE_END()
