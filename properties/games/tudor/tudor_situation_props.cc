// Tudor render and simplify hooks (td_render.cc, td_simplify.cc): every simplify candidate is a valid
// position with the same player to act and decision, strictly smaller by the measure stated in tudor.h
// (recomputed here from the JSON); a hand-built state's candidates and picture, derived by hand.
#include <cstdlib>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/generators.h"
#include "properties/simplify_checks.h"
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/rng.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

const GameInfo& Tudor() { return Registry::Instance().Get("tudor"); }

int Count(const Json& a, bool (*keep)(int)) {
  int n = 0;
  for (const auto& x : a) n += keep(x.get<int>());
  return n;
}
int Sum(const Json& a) {
  int n = 0;
  for (const auto& x : a) n += x.get<int>();
  return n;
}
bool Placed(int v) { return v != -1; }
bool Ring(int v) { return v >= 0; }

// tudor.h: Courtiers on spaces + Offices held + Court Tokens and Influence/Intrigue Tokens on spaces + per
// player (Court Cards + Court Tokens + Influence/Intrigue/Opportunity Tokens + Rings + Ambassadors + |Prestige|).
int Measure(const Json& st) {
  int m = Count(st["fig"], Placed) + Count(st["office"], Placed) + Count(st["token"], Placed) + Count(st["ii"], Placed);
  for (const Json& pl : st["players"])
    m += Sum(pl["cards"]) + Sum(pl["tokens"]) + Sum(pl["ii"]) + Count(pl["fingers"], Ring) +
         pl["ambassadors"].get<int>() + std::abs(pl["prestige"].get<int>());
  return m;
}

// The generic candidate checks (properties/simplify_checks.h), the decision in progress and the supplies
// kept; nothing to simplify during set-up; the moving Courtier stays where it is.
void CheckCandidates(const State& s) {
  if (s.ToJson()["state"]["phase"] == "setup") RC_ASSERT(Tudor().simplify(s).empty());
  props::CheckSimplifyCandidates(
      s, {.measure = [](const Json& j) { return Measure(j["state"]); },
          .fixed = {"phase", "mode", "actor", "round", "start", "turn", "sub", "move", "pending", "arrange", "restock",
                    "bag", "chairs", "lords", "bench"},
          .playout_seed = static_cast<std::uint64_t>(s.Step()),
          .extra = [](const Json& c, const Json& base) {
            const Json& st = base["state"];
            const int pos = st["move"]["pos"].get<int>();
            if (st["mode"] == "move" && pos >= 0) RC_ASSERT(c["state"]["fig"][pos] == st["fig"][pos]);
          }});
}

// Walks one random game; calls `check` on about `points` states along it.
template <class Check>
void Walk(const GameConfig& config, std::uint64_t seed, int points, Check&& check) {
  auto s = NewGame(config);
  Rng rng(seed);
  std::vector<Action> legal;
  check(*s);
  while (!s->IsTerminal()) {
    s->LegalActions(legal);
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
    if (rng.Below(400) < static_cast<std::uint64_t>(points)) check(*s);
  }
  check(*s);
}

// ---- a hand-built state -------------------------------------------------------------------------------------
// 2 players (4 columns of 7 spaces, 3 chairs, Rings 2 and Court Tokens 18 of a colour, 14 Influence and 14
// Intrigue Tokens), Politically Focused + The Quest For Power, Persistent Courtiers; round 1, phase 4, p0 to
// act from the turn menu. p0: a Courtier on c1r1, one (already activated) in chamber 1, 12 in supply, a blue
// Ring on the thumb, 2 blue Court Cards, 1 green Court Token, 1 Influence Token, 3 Prestige. p1: the Office
// of column 2, 13 in supply, a green Ring on the thumb. A red Court Token and an Intrigue Token on c1r2.
Json Seq(int n, int v) { return Json(std::vector<int>(n, v)); }

Json SmallState() {
  Json pl0 = {{"supply", 12}, {"lord", -1}, {"prestige", 3}, {"ambassadors", 0}, {"lord_done", false},
              {"bonus_used", false}, {"fingers", {0, -1, -1, -1, -1}}, {"cards", {2, 0, 0, 0, 0, 0, 0}},
              {"tokens", {0, 1, 0, 0, 0, 0, 0}}, {"spent", Seq(7, 0)}, {"ii", {1, 0, 0}}, {"turns", 0}, {"placed", 0}};
  Json pl1 = pl0;
  pl1["supply"] = 13;
  pl1["prestige"] = 0;
  pl1["fingers"] = {1, -1, -1, -1, -1};
  pl1["cards"] = Seq(7, 0);
  pl1["tokens"] = Seq(7, 0);
  pl1["ii"] = {0, 0, 0};
  Json st = {{"phase", "actions"}, {"mode", "turn"}, {"round", 1}, {"start", 0}, {"actor", 0}, {"scenario", 0},
             {"scoring", {0, 3}}, {"players", {pl0, pl1}}, {"token", Seq(36, -1)}, {"ii", Seq(36, -1)},
             {"fig", Seq(36, -1)}, {"restock", Seq(36, 0)}, {"office", {-1, 1, -1, -1, -1, -1, -1}},
             {"bag", {18, 17, 17, 18, 18, 18, 18}}, {"ii_pool", {13, 13, 0}}, {"stack", {8, 10, 10, 10, 10, 10, 10}},
             {"stand", {1, 1, 2, 2, 2, 2, 2}}, {"removed", Seq(7, 0)}, {"cards_out", Seq(7, 0)},
             {"ii_used", {0, 0, 0}}, {"bench", Seq(12, -1)}, {"chairs", Seq(18, -1)}, {"lords", Seq(6, -1)},
             {"turn", {{"chamber", -1}, {"open", 0}, {"steps", 0}, {"lord", false}, {"acted", false}}},
             {"sub", {{"action", -1}, {"count", 0}, {"color", -1}, {"finger", -1}}},
             {"move", {{"kind", 0}, {"pos", -1}, {"start", -1}, {"left", 0}, {"moved", 0}, {"any_dir", false},
                       {"enhanced", false}, {"visited", 0}, {"discarded", 0}}},
             {"pending", {{"ii", -1}, {"office", -1}, {"victim", -1}, {"any", 0}, {"ecard", false}}},
             {"arrange", {0, 0, 0, 0}}, {"draft_pick", 4}, {"setup_step", 56}, {"assign_left", 0}};
  st["fig"][0] = 0;     // c1r1
  st["token"][1] = 2;   // c1r2: red
  st["ii"][1] = 1;      // c1r2: Intrigue
  st["chairs"][0] = 1;  // chamber 1, chair 1: p0, activated
  return {{"game", "tudor"}, {"players", 2}, {"step", 100},
          {"parameters", {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}}}, {"state", st}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_situation)

RC_BOOST_PROP(simplify_candidates_are_valid_smaller_and_keep_the_decision, ()) {
  const GameConfig config = *props::GenConfigFor(Tudor());
  const auto seed = *props::GenSeed();
  Walk(config, seed, 8, [](const State& s) { CheckCandidates(s); });
}

RC_BOOST_PROP(render_never_throws_and_ends_each_line_cleanly, ()) {
  const GameConfig config = *props::GenConfigFor(Tudor());
  const auto seed = *props::GenSeed();
  Walk(config, seed, 10, [](const State& s) {
    const std::string text = Tudor().render(s);
    RC_ASSERT(!text.empty() && text.back() == '\n');
    RC_ASSERT(text.find(" \n") == std::string::npos);
    RC_ASSERT(text.find("\n\n") == std::string::npos);
  });
}

// Derived by hand from SmallState, in the order of tudor.h: the Courtier off c1r1, p1's Office, the two
// Rings, p0's two Court Cards at once; the red Court Token and the Intrigue Token off c1r2; one blue card,
// the green Court Token, the Influence Token; p0's Prestige to 0, then to 2. p1 holds nothing else.
BOOST_AUTO_TEST_CASE(small_state_candidates_by_hand) {
  const Json j = SmallState();
  const auto s = StateFromJson(j, "small state");
  BOOST_REQUIRE_EQUAL(s->CurrentPlayer(), 0);
  std::vector<Json> want(12, j["state"]);
  want[0]["fig"][0] = -1, want[0]["players"][0]["supply"] = 13;
  want[1]["office"][1] = -1, want[1]["players"][1]["supply"] = 14;
  want[2]["players"][0]["fingers"][0] = -1, want[2]["stand"][0] = 2;
  want[3]["players"][1]["fingers"][0] = -1, want[3]["stand"][1] = 2;
  want[4]["players"][0]["cards"][0] = 0, want[4]["stack"][0] = 10;
  want[5]["token"][1] = -1, want[5]["removed"][2] = 1;
  want[6]["ii"][1] = -1, want[6]["ii_pool"][1] = 14;
  want[7]["players"][0]["cards"][0] = 1, want[7]["stack"][0] = 9;
  want[8]["players"][0]["tokens"][1] = 0, want[8]["removed"][1] = 1;
  want[9]["players"][0]["ii"][0] = 0, want[9]["ii_pool"][0] = 14;
  want[10]["players"][0]["prestige"] = 0;
  want[11]["players"][0]["prestige"] = 2;
  const auto got = Tudor().simplify(*s);
  BOOST_REQUIRE_EQUAL(got.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    BOOST_TEST_INFO("candidate " << i);
    BOOST_CHECK(got[i]["state"] == want[i]);
    BOOST_CHECK_EQUAL(got[i]["step"].get<int>(), 100);
    BOOST_CHECK_NO_THROW(StateFromJson(got[i], "candidate"));
  }
}

BOOST_AUTO_TEST_CASE(small_state_render_by_hand) {
  const auto s = StateFromJson(SmallState(), "small state");
  const std::string want =
      "round 1 of 5, phase 4 (actions), start player p0; to act: p0\n"
      "scoring 1 Politically Focused + 4 The Quest For Power; scenario 1 Persistent Courtiers\n"
      "Throne Room (Courtier 0-3 or Court Token bgrynap, ? awaited; then I Influence, T Intrigue, O Opportunity):\n"
      "       c1 c2 c3 c4\n"
      "office .. p1 .. ..\n"
      "r7     .. .. .. ..\n"
      "r6     .. .. .. ..\n"
      "r5     .. .. .. ..\n"
      "r4     .. .. .. ..\n"
      "r3     .. .. .. ..\n"
      "r2     rT .. .. ..\n"
      "r1     0. .. .. ..\n"
      "(* = already activated)\n"
      "chamber 1 (A B): chairs p0*\n"
      "stand (Rings): blue 1 green 1 red 2 yellow 2 brown 2 gray 2 purple 2\n"
      "Court Card stacks: blue 8 green 10 red 10 yellow 10 brown 10 gray 10 purple 10\n"
      "bag: blue 18 green 17 red 17 yellow 18 brown 18 gray 18 purple 18\n"
      "box: influence 13 intrigue 13\n"
      "p0: 3 prestige, 12 in supply, rings b----, 0 turn(s)\n"
      "  behind the screen: cards blue 2; Court Tokens green 1; influence 1\n"
      "p1: 0 prestige, 13 in supply, rings g----, Offices c2, 0 turn(s)\n";
  BOOST_CHECK_EQUAL(Tudor().render(*s), want);
}

// A state with nothing left to take away: the candidates of the hand-built state, applied greedily (the
// first each time), end in a state with no candidates; each step lowers the measure.
BOOST_AUTO_TEST_CASE(greedy_simplification_ends) {
  auto s = StateFromJson(SmallState(), "small state");
  int steps = 0;
  for (auto c = Tudor().simplify(*s); !c.empty(); c = Tudor().simplify(*s), ++steps) {
    const int before = Measure(s->ToJson()["state"]);
    s = StateFromJson(c.front(), "candidate");
    BOOST_REQUIRE_LT(Measure(s->ToJson()["state"]), before);
  }
  // Courtier, Office, 2 Rings, the cards, 2 board tokens, the Court Token, the Influence Token, Prestige.
  BOOST_CHECK_EQUAL(steps, 10);
  BOOST_CHECK_EQUAL(Measure(s->ToJson()["state"]), 0);
}

BOOST_AUTO_TEST_SUITE_END()
