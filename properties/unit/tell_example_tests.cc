// What an example's picture draws with three or more players (model/analysis/faq.h: TellExample). The
// promises (docs/reports.md, "How an example is drawn"): a difference the readings' lines tell is drawn for
// the seat it belongs to, not for every player; and a last action that writes three or more players'
// holdings at once (a decade's scoring round) is told by the lines, its writes not drawn.
//
// The position: a 5-player Noblemen game played from the deal under the default readings to p2's turn, the
// last turn after the second Ball of decade 1 (properties/fixtures/traces/nm-church-adjacent-scoring.trace.json,
// a copy of the report example noblemen/nm.church-adjacent=eight as of this test). p2 ends the turn, so the
// decade's scoring round follows and every player's once-a-decade actions come back. The test checks the
// facts it relies on before relying on them.
//
// By hand, from the rulebook's scoring round ("1 for each Church adjacent to it"; nm.church-adjacent):
// p4's estate holds a Palace at 0,0 and the estate's only Church at 1,-1, diagonal to it; 0,0's four
// orthogonal neighbours (0,-1 farm, -1,0 clearing, 1,0 wood, 0,1 clearing) hold no Church. A Palace
// scores 5 + 2 per adjacent Church: under `orthogonal` 5 + 2 x 0 = 5, under `eight` 5 + 2 x 1 = 7, so p4
// ends 2 victory points higher under `eight`. The Church's other neighbours (1,-2 and 2,-1 ponds, 0,-1
// farm, 1,0 wood, and 0,-2, 2,-2, 2,0 empty) hold no Palace or Castle, so nothing else differs: the lines
// differ in p4's victory points only, and the picture draws p4's, no other player's.
//
// A second position: a Nobles solo game played from the deal to turn 1's Event step, the Feast's
// Requirements met (properties/fixtures/traces/ns-archivist-gain-finish.trace.json, a copy of the report
// example nobles-solo/ns.archivist-gain=repeat). Its one action, `finish`, completes the Feast and ends the
// turn, so the turn's notes (the Court deck, "this" Noble, the Construct's choices, the Event chosen) are
// cleared: where play stands (Narrator::standing), which the line tells and the picture leaves out.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/analysis/faq.h"
#include "model/analysis/situation.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"

using namespace peerage;

namespace {

const char* const kScoringTrace = "properties/fixtures/traces/nm-church-adjacent-scoring.trace.json";

const Interpretation& ChurchAdjacent() {
  for (const Interpretation& in : Registry::Instance().Get("noblemen").interpretations)
    if (in.id == "nm.church-adjacent") return in;
  BOOST_FAIL("nm.church-adjacent is not registered");
  throw 0;
}

// The example as the report builds it: the recorded game cut at the position it is shown from.
FaqExample ScoringExample() {
  const Trace recorded = ReadTraceFile(kScoringTrace);
  BOOST_REQUIRE(recorded.shown_from.has_value());
  FaqExample ex;
  ex.trace = CutSituation(recorded, *recorded.shown_from);
  ex.reading_a = "orthogonal";
  ex.reading_b = "eight";
  return ex;
}

nlohmann::json PlayersAfter(const Trace& t, const std::string& reading) {
  SituationPlay p = PlaySituation(t, {{"nm.church-adjacent", reading}});
  BOOST_REQUIRE(p.state != nullptr);
  BOOST_REQUIRE_EQUAL(p.illegal_at, -1);
  return p.state->info().public_state(*p.state).at("state").at("players");
}

bool Holds(const std::vector<std::string>& focus, const std::string& field) {
  return std::find(focus.begin(), focus.end(), field) != focus.end();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tell_example)

BOOST_AUTO_TEST_CASE(the_position_is_the_one_the_arithmetic_reads) {
  const FaqExample ex = ScoringExample();
  BOOST_REQUIRE_EQUAL(ex.trace.steps.size(), 1u);
  BOOST_TEST(ex.trace.steps[0].action == "end");
  const std::unique_ptr<State> start = StateFromJson(*ex.trace.start, kScoringTrace);
  BOOST_TEST(start->CurrentPlayer() == 2);
  const nlohmann::json p4 = start->info().public_state(*start).at("state").at("players").at(4);
  const std::string tiles = p4.at("tiles").get<std::string>();
  std::vector<std::string> held;  // "x,y,LAND[BUILDING]" separated by spaces
  for (std::size_t at = 0; at < tiles.size();) {
    const std::size_t next = std::min(tiles.find(' ', at), tiles.size());
    held.push_back(tiles.substr(at, next - at));
    at = next + 1;
  }
  for (const char* tile : {"0,0,CQ", "1,-1,CH", "0,-1,F", "-1,0,C", "1,0,W", "0,1,C", "1,-2,P", "2,-1,P"})
    BOOST_TEST(Holds(held, tile), "p4's estate holds " << tile << ": " << tiles);
  BOOST_TEST(std::count(tiles.begin(), tiles.end(), 'H') == 1, "one Church in p4's estate: " << tiles);
  // Ending the turn ends the decade: its scoring round, and every player's once-a-decade Taxes and Acquire
  // come back, so the one action writes three or more players' holdings (here under the default).
  const nlohmann::json before = start->info().public_state(*start).at("state").at("players");
  const nlohmann::json after = PlayersAfter(ex.trace, "orthogonal");
  int written = 0;
  for (std::size_t k = 0; k < before.size(); ++k) written += before[k] != after[k];
  BOOST_TEST(written >= 3);
  // The arithmetic above: p4 2 higher under `eight`, every other player alike.
  const nlohmann::json eight = PlayersAfter(ex.trace, "eight");
  BOOST_TEST(eight[4].at("vp").get<int>() - after[4].at("vp").get<int>() == 2);
  for (std::size_t k = 0; k < 4; ++k) BOOST_TEST(eight[k].at("vp") == after[k].at("vp"), "p" << k);
}

BOOST_AUTO_TEST_CASE(a_scoring_round_is_drawn_for_the_seat_that_differs_only) {
  FaqExample ex = ScoringExample();
  const Interpretation& in = ChurchAdjacent();
  DescribeExample(ex, &in, nullptr);
  TellExample(ex, &in);
  // By seat: p4's victory points, not every player's.
  BOOST_TEST(Holds(ex.focus, "/players/4/vp"));
  BOOST_TEST(!Holds(ex.focus, "/players/*/vp"));
  // The scoring round's writes are not drawn: no other player's victory points, no other player at all.
  for (int k = 0; k < 4; ++k) {
    const std::string seat = "/players/" + std::to_string(k) + "/";
    BOOST_TEST(std::none_of(ex.focus.begin(), ex.focus.end(), [&](const std::string& f) { return f.rfind(seat, 0) == 0; }),
               "p" << k << " drawn");
    BOOST_TEST(ex.picture.find("\np" + std::to_string(k) + ":") == std::string::npos, ex.picture);
  }
  BOOST_TEST(ex.picture.find("\np4: ") != std::string::npos, ex.picture);
}

BOOST_AUTO_TEST_CASE(the_turn_notes_the_last_action_clears_are_not_drawn) {
  const Trace recorded = ReadTraceFile("properties/fixtures/traces/ns-archivist-gain-finish.trace.json");
  BOOST_REQUIRE(recorded.shown_from.has_value());
  FaqExample ex;
  ex.trace = CutSituation(recorded, *recorded.shown_from);
  ex.reading_a = "repeat";
  ex.reading_b = "tops";
  BOOST_REQUIRE_EQUAL(ex.trace.steps.size(), 1u);
  BOOST_REQUIRE(ex.trace.steps[0].action == "finish");
  const std::unique_ptr<State> start = StateFromJson(*ex.trace.start, "ns-archivist-gain-finish");
  const nlohmann::json notes = start->info().public_state(*start).at("state").at("this_turn");
  BOOST_REQUIRE(!notes.at("court_deck").is_null() && !notes.at("event").is_null());  // the turn's notes are set
  SituationPlay p = PlaySituation(ex.trace, {});
  BOOST_REQUIRE(p.state != nullptr);
  const nlohmann::json after = p.state->info().public_state(*p.state).at("state");
  BOOST_REQUIRE(!after.contains("this_turn") || (after["this_turn"].value("court_deck", nlohmann::json()).is_null() &&
                                                  after["this_turn"].value("event", nlohmann::json()).is_null()));
  const Interpretation* in = nullptr;
  for (const Interpretation& x : start->info().interpretations)
    if (x.id == "ns.archivist-gain") in = &x;
  BOOST_REQUIRE(in != nullptr);
  DescribeExample(ex, in, nullptr);
  TellExample(ex, in);
  for (const std::string& f : ex.focus) BOOST_TEST(f.rfind("/this_turn", 0) != 0, f << " drawn");
  BOOST_TEST(ex.picture.find("This turn:") == std::string::npos, ex.picture);
}

BOOST_AUTO_TEST_SUITE_END()
