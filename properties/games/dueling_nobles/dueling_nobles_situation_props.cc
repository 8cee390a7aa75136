// Dueling Nobles situation hooks: GameInfo::render and GameInfo::simplify (dn_render.cc, dn_simplify.cc).
// The measure each candidate must lower is restated here from dueling_nobles.h and computed from the
// canonical JSON only: Support cards in hands + Nobles in Courtyards + weapons + Resources + Stamina.
// Expected candidates and the expected picture of the hand-built state are worked out by hand.
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/generators.h"
#include "properties/simplify_checks.h"
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("dueling-nobles"); }
rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Info()); }

int Measure(const Json& full) {
  int m = 0;
  for (const Json& p : full["state"]["players"]) {
    m += static_cast<int>(p["hand"].size()) + p["resources"].get<int>();
    for (const Json& n : p["courtyard"]) m += 1 + n["stamina"].get<int>() + (n["weapon"].is_null() ? 0 : 1);
  }
  return m;
}

// The generic candidate checks (properties/simplify_checks.h); the decision in progress is kept.
void CheckCandidates(const State& s) {
  props::CheckSimplifyCandidates(
      s, {.measure = Measure,
          .fixed = {"phase", "active", "dealer", "turn", "duel", "triple", "draw", "clubs_card", "result"},
          .playout_seed = static_cast<std::uint64_t>(s.Step())});
}

// Render: never throws, ends with a newline, no trailing spaces.
void CheckRender(const State& s) {
  const std::string text = Info().render(s);
  RC_ASSERT(!text.empty() && text.back() == '\n');
  RC_ASSERT(text.find(" \n") == std::string::npos);
}

// ---- a hand-built state ------------------------------------------------------------------------------
// p0 to act in Command, turn 3 (p1 dealt). p0: 2 Resources, hand 5H 9S, JC (Stamina 2, weapon 2C) and
// KS (Stamina 3). p1: 0 Resources, hand AD, QD (Stamina 1). Discard 7C; the other Nobles in the Noble
// stack, the other Support cards in the stock. Measure 3 + 3 + 1 + 2 + 6 = 15.
const char* kStock[] = {"AC", "AH", "AS", "2D", "2H", "2S", "3C", "3D", "3H", "3S", "4C", "4D",
                        "4H", "4S", "5C", "5D", "5S", "6C", "6D", "6H", "6S", "7D", "7H", "7S",
                        "8C", "8D", "8H", "8S", "9C", "9D", "9H", "10C", "10D", "10H", "10S"};

Json Small() {
  Json stock = Json::array();
  for (const char* c : kStock) stock.push_back(c);
  Json st = {
      {"phase", "command"}, {"active", 0}, {"dealer", 1}, {"turn", 3},
      {"noble_stack", {"JD", "JH", "JS", "QC", "QH", "QS", "KC", "KD", "KH"}},
      {"support_stock", stock}, {"discard", Json::array({"7C"})},
      {"players",
       {{{"resources", 2}, {"hand", {"5H", "9S"}},
         {"courtyard", {{{"noble", "JC"}, {"stamina", 2}, {"weapon", "2C"}},
                        {{"noble", "KS"}, {"stamina", 3}, {"weapon", nullptr}}}}},
        {{"resources", 0}, {"hand", {"AD"}}, {"courtyard", Json::array({Json{{"noble", "QD"}, {"stamina", 1}, {"weapon", nullptr}}})}}}},
      {"turn_state", {{"weapon_played", true}, {"start_nobles", {2, 1}}}}};
  return {{"game", "dueling-nobles"}, {"players", 2}, {"settings", Json::object()}, {"step", 0}, {"state", st}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_situation)

RC_BOOST_PROP(simplify_candidates_are_valid_smaller_neighbours, ()) {
  props::Reach r{*AnyConfig(), *props::GenSeed(), *rc::gen::inRange(0, 1001)};
  const props::Reached reached = props::ReachState(r);
  CheckCandidates(*reached.state);
  CheckRender(*reached.state);
}

// The pending sub-steps are rare at a random cut: walk a whole game and check the first two states of
// each such phase.
RC_BOOST_PROP(simplify_keeps_pending_choices, ()) {
  const GameConfig config = *AnyConfig();
  std::map<std::string, int> checked;
  props::Walk(config, *props::GenSeed(), 0, [&checked](const State& s) {
    const std::string phase = s.ToJson()["state"]["phase"];
    if ((phase == "triple" || phase == "deflect" || phase == "duel-support" || phase == "clubs-take" ||
         phase == "support-draw" || phase == "hire-draw" || phase == "game-over") &&
        checked[phase]++ < 2)
      CheckCandidates(s);
  });
}

RC_BOOST_PROP(render_never_throws_and_ends_with_a_newline, ()) {
  const GameConfig config = *AnyConfig();
  int step = 0;
  props::Walk(config, *props::GenSeed(), 0, [&step](const State& s) {
    if (step++ % 7 == 0 || s.IsTerminal()) CheckRender(s);
  });
}

BOOST_AUTO_TEST_CASE(hand_built_candidates_in_order) {
  const Json full = Small();
  auto s = StateFromJson(full, "small");
  const Json base = s->ToJson();
  BOOST_TEST(Measure(base) == 15);
  using Edit = std::function<void(Json&)>;
  const std::vector<std::pair<const char*, Edit>> expected = {
      {"JC back to the Noble stack, 2C discarded",
       [](Json& st) {
         st["players"][0]["courtyard"].erase(0);
         st["noble_stack"] = {"JC", "JD", "JH", "JS", "QC", "QH", "QS", "KC", "KD", "KH"};
         st["discard"] = {"2C", "7C"};
         st["turn_state"]["start_nobles"] = {1, 1};
       }},
      {"KS back to the Noble stack",
       [](Json& st) {
         st["players"][0]["courtyard"].erase(1);
         st["noble_stack"] = {"JD", "JH", "JS", "QC", "QH", "QS", "KC", "KD", "KH", "KS"};
         st["turn_state"]["start_nobles"] = {1, 1};
       }},
      {"5H discarded", [](Json& st) { st["players"][0]["hand"] = Json::array({"9S"}); st["discard"] = {"5H", "7C"}; }},
      {"9S discarded", [](Json& st) { st["players"][0]["hand"] = Json::array({"5H"}); st["discard"] = {"7C", "9S"}; }},
      {"AD discarded", [](Json& st) { st["players"][1]["hand"] = Json::array(); st["discard"] = {"AD", "7C"}; }},
      {"2C off JC", [](Json& st) { st["players"][0]["courtyard"][0]["weapon"] = nullptr; st["discard"] = {"2C", "7C"}; }},
      {"p0 Resources 0", [](Json& st) { st["players"][0]["resources"] = 0; }},
      {"p0 Resources 1", [](Json& st) { st["players"][0]["resources"] = 1; }},
      {"JC Stamina 1", [](Json& st) { st["players"][0]["courtyard"][0]["stamina"] = 1; }},
      {"KS Stamina 1", [](Json& st) { st["players"][0]["courtyard"][1]["stamina"] = 1; }},
      {"KS Stamina 2", [](Json& st) { st["players"][0]["courtyard"][1]["stamina"] = 2; }},
  };
  const std::vector<Json> cands = Info().simplify(*s);
  BOOST_TEST_REQUIRE(cands.size() == expected.size());
  for (size_t i = 0; i < cands.size(); ++i) {
    Json want = base;
    expected[i].second(want["state"]);
    BOOST_TEST_INFO(expected[i].first);
    BOOST_TEST(cands[i] == want);
  }
}

// Taking the first candidate until none is left: JC goes (with 2C), then 5H, 9S, AD, p0's Resources to
// 0 and KS's Stamina to 1; QD and KS each stay, as the last Noble of their Courtyard.
BOOST_AUTO_TEST_CASE(greedy_shrinking_ends) {
  auto s = StateFromJson(Small(), "small");
  int steps = 0;
  for (std::vector<Json> c = Info().simplify(*s); !c.empty(); c = Info().simplify(*s)) {
    s = StateFromJson(c.front(), "step");
    ++steps;
  }
  BOOST_TEST(steps == 6);
  const Json st = s->ToJson()["state"];
  BOOST_TEST(Measure(s->ToJson()) == 4);
  BOOST_TEST(st["discard"] == Json::array({"AD", "2C", "5H", "7C", "9S"}));
  BOOST_TEST(st["players"][0]["courtyard"] == Json::array({Json{{"noble", "KS"}, {"stamina", 1}, {"weapon", nullptr}}}));
}

BOOST_AUTO_TEST_CASE(setup_is_never_simplified) {
  auto s = NewGame(GameConfig{"dueling-nobles", 2, {}});
  BOOST_TEST(Info().simplify(*s).empty());
}

BOOST_AUTO_TEST_CASE(hand_built_render) {
  auto s = StateFromJson(Small(), "small");
  const std::string want =
      "turn 3, p0's turn, dealer p1: phase command, to act: p0\n"
      "p0: 2 Resources\n"
      "  courtyard: JC (stamina 2, weapon 2C), KS (stamina 3)\n"
      "  hand (hidden): 5H 9S\n"
      "p1: 0 Resources\n"
      "  courtyard: QD (stamina 1)\n"
      "  hand (hidden): AD\n"
      "Noble stack (face down, 9): JD JH JS QC QH QS KC KD KH\n"
      "Support stock (face down, 35): AC AH AS 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5S 6C 6D 6H 6S 7D 7H 7S "
      "8C 8D 8H 8S 9C 9D 9H 10C 10D 10H 10S\n"
      "discard pile: 7C\n"
      "this turn: weapon played; Nobles at turn start 2/1\n";
  BOOST_TEST(Info().render(*s) == want);
}

BOOST_AUTO_TEST_SUITE_END()
