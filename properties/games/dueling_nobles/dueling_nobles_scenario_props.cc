// Dueling Nobles rule scenarios built with state_from_json (the suite dueling_nobles, continued from
// dueling_nobles_props.cc): expected values restated from shared/rulebooks/dueling-nobles.txt and read
// from the canonical state JSON only.
// A one-Noble courtyard is Json::array({Noble(...)}): a braced list holding one Json is that Json itself
// under clang (an object, not an array of one).
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"
#include <nlohmann/json.hpp>

#include "model/analysis/stats.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

int Rank(const std::string& card) {  // A=1, 2..10, J=11, Q=12, K=13
  const std::string r = card.substr(0, card.size() - 1);
  if (r == "A") return 1;
  if (r == "J") return 11;
  if (r == "Q") return 12;
  if (r == "K") return 13;
  return std::stoi(r);
}

using dn_test::AllCards;

using dn_test::kDefault;

const Json* FindNoble(const Json& st, const std::string& noble) {
  for (int p = 0; p < 2; ++p)
    for (const Json& n : st["players"][p]["courtyard"])
      if (n["noble"] == noble) return &n;
  return nullptr;
}

bool Contains(const Json& list, const std::string& card) {
  for (const Json& c : list)
    if (c == card) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles)

// ---- scenarios built with state_from_json ---------------------------------------------------------------

namespace {

Json Noble(const std::string& card, int stamina, const char* weapon = nullptr) {
  return {{"noble", card}, {"stamina", stamina}, {"weapon", weapon ? Json(weapon) : Json(nullptr)}};
}

// A play-phase state: p0 active (p1 dealt), turn 5; unlisted Nobles go to the Noble stack and unlisted
// Support cards to the stock (unless `extra` says otherwise).
std::unique_ptr<State> Load(Json st, const std::map<std::string, std::string>& settings = {}) {
  std::set<std::string> used;
  auto add = [&](const Json& list) { for (const Json& c : list) used.insert(c.get<std::string>()); };
  for (int p = 0; p < 2; ++p) {
    add(st["players"][p]["hand"]);
    for (const Json& n : st["players"][p]["courtyard"]) {
      used.insert(n["noble"].get<std::string>());
      if (!n["weapon"].is_null()) used.insert(n["weapon"].get<std::string>());
    }
  }
  if (st.contains("discard")) add(st["discard"]);
  if (st.contains("duel")) add(st["duel"]["supports"][0]), add(st["duel"]["supports"][1]);
  Json nobles = Json::array(), stock = Json::array();
  for (const std::string& c : AllCards())
    if (!used.count(c)) (Rank(c) >= 11 ? nobles : stock).push_back(c);
  if (!st.contains("noble_stack")) st["noble_stack"] = nobles;
  if (!st.contains("support_stock")) st["support_stock"] = stock;
  if (!st.contains("discard")) st["discard"] = Json::array();
  if (!st.contains("active")) st["active"] = 0;
  st["dealer"] = 1;
  if (!st.contains("turn")) st["turn"] = 5;
  if (st.contains("duel") && !st.contains("turn_state")) {  // the duel in progress was declared this turn
    st["turn_state"] = Json::object();
    st["turn_state"]["duels"] = 1;
    st["turn_state"]["dueled"] = Json::array({st["duel"]["attacker"]});
  }
  Json full = {{"game", "dueling-nobles"}, {"players", 2}, {"settings", settings}, {"step", 0}, {"state", st}};
  return StateFromJson(full, "scenario");
}

Json Player(int resources, Json hand, Json court) {
  return {{"resources", resources}, {"hand", std::move(hand)}, {"courtyard", std::move(court)}};
}

// Both players down to one 1-Stamina Jack; p0's die is rolled, p1's die is next; no cards in hand.
Json LastJacksTie() {
  return {{"phase", "duel-dice"},
          {"players", {Player(0, Json::array(), Json::array({Noble("JC", 1)})),
                       Player(0, Json::array(), Json::array({Noble("JD", 1)}))}},
          {"duel", {{"attacker", "JC"}, {"defender", "JD"}, {"dice", {{3}, Json::array()}},
                    {"supports", {Json::array(), Json::array()}}}}};
}

}  // namespace

PEERAGE_ASSERTS_READING(tie_of_the_last_two_nobles_is_a_contradiction_drawn_by_default, "dn.empty-courtyards", "draw");
PEERAGE_ASSERTS_RULES(tie_of_the_last_two_nobles_is_a_contradiction_drawn_by_default, "dn.duel.tie",
                      "dn.end.courtyard-empty");
BOOST_AUTO_TEST_CASE(tie_of_the_last_two_nobles_is_a_contradiction_drawn_by_default) {
  auto s = Load(LastJacksTie());
  s->ApplyActionText("die:3");  // 11 + 3 against 11 + 3: a tie, both Jacks vanquished
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "contradiction");
  BOOST_TEST(s->Findings()[0].interpretation == "dn.empty-courtyards=draw");
}

PEERAGE_ASSERTS_READING(tie_of_the_last_two_nobles_under_shared_win, "dn.empty-courtyards", "shared-win");
BOOST_AUTO_TEST_CASE(tie_of_the_last_two_nobles_under_shared_win) {
  auto s = Load(LastJacksTie(), {{"dn.empty-courtyards", "shared-win"}});
  s->ApplyActionText("die:3");
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, 1}));
  BOOST_TEST(s->Ranking() == (std::vector<int>{1, 1}));
  BOOST_TEST(!s->IsDraw());  // both won: a shared win, not a draw
  BOOST_TEST(OutcomeKey(*s) == "shared:p0+p1");
}

PEERAGE_ASSERTS_RULES(a_higher_roll_wins_and_vanquishes_the_last_noble, "dn.duel.dice", "dn.duel.outcome",
                      "dn.end.courtyard-empty");
BOOST_AUTO_TEST_CASE(a_higher_roll_wins_and_vanquishes_the_last_noble) {
  auto s = Load(LastJacksTie());
  s->ApplyActionText("die:2");  // 14 against 13
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, 0}));
  BOOST_TEST(s->Findings().empty());
}

namespace {
// p0's King (13 + weapon 3, dice 1+1) attacks p1's Queen with two other Nobles (12 + 6, die 6); Step 3.
Json AceDuel(Json p0_hand, Json p1_hand) {
  return {{"phase", "duel-support"},
          {"players", {Player(0, std::move(p0_hand), Json::array({Noble("KC", 3, "3C")})),
                       Player(0, std::move(p1_hand), {Noble("QD", 2), Noble("JH", 2), Noble("JS", 2)})}},
          {"duel", {{"attacker", "KC"}, {"defender", "QD"}, {"dice", {{1, 1}, {6}}},
                    {"supports", {Json::array(), Json::array()}}, {"side", 0}}}};
}
int Stamina(const State& s, const std::string& noble) {
  const Json st = s.ToJson()["state"];
  const Json* n = FindNoble(st, noble);
  return n ? (*n)["stamina"].get<int>() : 0;
}
}  // namespace

PEERAGE_ASSERTS_RULES(an_ace_is_a_critical_hit_against_a_stronger_noble, "dn.duel.critical-hit",
                      "dn.duel.winner-resource", "dn.duel.stamina-loss");
BOOST_AUTO_TEST_CASE(an_ace_is_a_critical_hit_against_a_stronger_noble) {
  auto s = Load(AceDuel({"AH"}, {"10D"}));  // 18 against 24
  s->ApplyActionText("support:AH");
  s->ApplyActionText("support:10D");  // 18 + 1 against 24 + 10 + 2: the Ace still wins
  BOOST_TEST(Stamina(*s, "QD") == 1);
  BOOST_TEST(Stamina(*s, "KC") == 3);
  const Json st = s->ToJson()["state"];
  BOOST_TEST(st["players"][0]["resources"].get<int>() == 1);
}

PEERAGE_ASSERTS_READING(aces_on_both_sides_tie, "dn.double-ace", "tie");
PEERAGE_ASSERTS_RULES(aces_on_both_sides_tie, "dn.duel.double-ace", "dn.duel.tie");
BOOST_AUTO_TEST_CASE(aces_on_both_sides_tie) {
  auto s = Load(AceDuel({"AH"}, {"AD"}));
  s->ApplyActionText("support:AH");
  s->ApplyActionText("support:AD");
  BOOST_TEST(Stamina(*s, "QD") == 1);
  BOOST_TEST(Stamina(*s, "KC") == 2);
}

PEERAGE_ASSERTS_READING(a_jacks_two_aces_against_one_ace_by_reading, "dn.jack-aces", "tie", "more-aces-wins");
PEERAGE_ASSERTS_RULES(a_jacks_two_aces_against_one_ace_by_reading, "dn.duel.jack-two-supports",
                      "dn.duel.double-ace");
BOOST_AUTO_TEST_CASE(a_jacks_two_aces_against_one_ace_by_reading) {
  Json st = {{"phase", "duel-support"},
             {"players", {Player(0, {"AC", "AH"}, Json::array({Noble("JC", 2)})),
                          Player(0, {"AD"}, Json::array({Noble("JD", 2)}))}},
             {"duel", {{"attacker", "JC"}, {"defender", "JD"}, {"dice", {{4}, {4}}},
                       {"supports", {Json::array(), Json::array()}}, {"side", 0}}}};
  for (const char* reading : {"tie", "more-aces-wins"}) {
    auto s = Load(st, {{"dn.jack-aces", reading}});
    s->ApplyActionText("support:AC");
    s->ApplyActionText("support:AH");
    s->ApplyActionText("support:AD");
    BOOST_TEST(Stamina(*s, "JD") == 1, reading);
    BOOST_TEST(Stamina(*s, "JC") == (std::string(reading) == "tie" ? 1 : 2), reading);
  }
}

// Issue 16: the Jack's second Support must be above his first. p0's Jack (JC) attacks p1's Jack (JD);
// p0 holds 9H, 5C and 2D. After support:9H nothing in his hand is above 9, but his hand is not empty and
// he has played one of his two cards, so he is still asked (only "end-support" is legal) and p1 cannot
// tell this hand from one holding 10S. With 10S instead of 2D, "support:10S" is legal too.
PEERAGE_ASSERTS_RULES(a_jack_with_no_higher_card_is_still_asked_for_his_second_support, "dn.duel.jack-two-supports",
                      "dn.duel.support");
BOOST_AUTO_TEST_CASE(a_jack_with_no_higher_card_is_still_asked_for_his_second_support) {
  auto players = [](Json hand0) {
    return Json{Player(0, std::move(hand0), Json::array({Noble("JC", 2)})),
                Player(0, {"3S"}, Json::array({Noble("JD", 2)}))};
  };
  auto duel = Json{{"attacker", "JC"}, {"defender", "JD"}, {"dice", {{4}, {4}}},
                   {"supports", {Json::array(), Json::array()}}, {"side", 0}};
  auto low = Load({{"phase", "duel-support"}, {"players", players({"9H", "5C", "2D"})}, {"duel", duel}});
  auto high = Load({{"phase", "duel-support"}, {"players", players({"9H", "5C", "10S"})}, {"duel", duel}});
  for (State* s : {low.get(), high.get()}) s->ApplyActionText("support:9H");
  BOOST_TEST(low->CurrentPlayer() == 0);
  BOOST_TEST(low->ToJson()["state"]["phase"] == "duel-support");
  std::vector<std::string> legal;
  for (Action a : low->LegalActions()) legal.push_back(low->ActionToString(a));
  BOOST_TEST(legal == (std::vector<std::string>{"end-support"}), boost::test_tools::per_element());
  BOOST_TEST(high->IsLegal(*high->ParseAction("support:10S")));
  // p1's view and whose decision it is are the same in both.
  BOOST_TEST(low->ObservationJson(1) == high->ObservationJson(1));
  BOOST_TEST(low->CurrentPlayer() == high->CurrentPlayer());
  // After "end-support" the defender (one card in hand, limit not reached) is asked next.
  low->ApplyActionText("end-support");
  BOOST_TEST(low->CurrentPlayer() == 1);
}

PEERAGE_ASSERTS_READING(clubs_meeting_face_down_discards_is_a_contradiction, "dn.triple-discard-face", "face-up",
                        "face-down");
PEERAGE_ASSERTS_RULES(clubs_meeting_face_down_discards_is_a_contradiction, "dn.command.clubs");
BOOST_AUTO_TEST_CASE(clubs_meeting_face_down_discards_is_a_contradiction) {
  Json st = {{"phase", "command"},
             {"discard", {"4H", "5H", "6H", "9S"}},
             {"triple_discards", {{"4H", "5H", "6H"}, Json::array()}},
             {"players", {Player(0, {"2C"}, Json::array({Noble("KC", 3)})),
                          Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  auto up = Load(st);
  up->ApplyActionText("clubs:2C");
  BOOST_REQUIRE_EQUAL(up->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(up->Findings()[0].kind)) == "contradiction");
  BOOST_TEST(up->IsLegal(*up->ParseAction("take:5H")));  // face-up reading: takeable
  auto down = Load(st, {{"dn.triple-discard-face", "face-down"}});
  down->ApplyActionText("clubs:2C");
  BOOST_TEST(!down->IsLegal(*down->ParseAction("take:5H")));
  BOOST_TEST(down->IsLegal(*down->ParseAction("take:9S")));
  // The opponent sees the face-down cards' suits only.
  const Json obs = down->ObservationJson(1)["state"];
  BOOST_TEST(obs["triple_discards"][0] == (Json{{"hidden_by_suit", {0, 0, 3, 0}}}));
  BOOST_TEST(!Contains(obs["discard"], "5H"));
}

PEERAGE_ASSERTS_READING(a_draw_from_an_empty_stock_and_pile_is_skipped_as_silent, "dn.support-exhausted", "skip",
                        "refund");
BOOST_AUTO_TEST_CASE(a_draw_from_an_empty_stock_and_pile_is_skipped_as_silent) {
  // All 40 Support cards are in the two hands; p0 buys two.
  Json h0 = Json::array(), h1 = Json::array();
  int i = 0;
  for (const std::string& c : AllCards())
    if (Rank(c) <= 10) (i++ % 2 ? h1 : h0).push_back(c);
  Json st = {{"phase", "reinforcements"},
             {"players", {Player(4, h0, Json::array({Noble("KC", 3)})), Player(0, h1, Json::array({Noble("KD", 3)}))}}};
  auto skip = Load(st);
  skip->ApplyActionText("buy:2");
  BOOST_REQUIRE_EQUAL(skip->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(skip->Findings()[0].kind)) == "silent");
  BOOST_TEST(skip->ToJson()["state"]["players"][0]["resources"].get<int>() == 2);
  BOOST_TEST(skip->ToJson()["state"]["phase"] == "reinforcements");
  auto refund = Load(st, {{"dn.support-exhausted", "refund"}});
  refund->ApplyActionText("buy:2");
  BOOST_TEST(refund->ToJson()["state"]["players"][0]["resources"].get<int>() == 4);
}

PEERAGE_ASSERTS_READING(the_turn_limit_ends_the_game_drawn_with_a_silent_finding, "dn.turn-limit", "draw-after-200");
BOOST_AUTO_TEST_CASE(the_turn_limit_ends_the_game_drawn_with_a_silent_finding) {
  Json st = {{"phase", "dueling"}, {"turn", 200},
             {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                          Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  auto s = Load(st);
  s->ApplyActionText("end-turn");
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
  BOOST_TEST(s->IsDraw());  // nobody won: the outcome says so, not only the equal scores
  BOOST_TEST(OutcomeKey(*s) == "draw");
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "silent");
}

PEERAGE_ASSERTS_READING(weapon_moves_back_and_forth_are_a_livelock_when_unlimited, "dn.weapon-moves", "each-once",
                        "unlimited");
PEERAGE_ASSERTS_RULES(weapon_moves_back_and_forth_are_a_livelock_when_unlimited, "dn.command.move-weapon");
BOOST_AUTO_TEST_CASE(weapon_moves_back_and_forth_are_a_livelock_when_unlimited) {
  Json st = {{"phase", "command"},
             {"players", {Player(0, Json::array(), {Noble("KC", 3, "2C"), Noble("QC", 2)}),
                          Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  auto once = Load(st);
  once->ApplyActionText("move:KC>QC");
  BOOST_TEST(!once->IsLegal(*once->ParseAction("move:QC>KC")));  // each weapon moves once a turn
  auto loop = Load(st, {{"dn.weapon-moves", "unlimited"}});
  loop->ApplyActionText("move:KC>QC");
  loop->ApplyActionText("move:QC>KC");
  BOOST_REQUIRE_EQUAL(loop->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(loop->Findings()[0].kind)) == "livelock");
}

PEERAGE_ASSERTS_READING(the_counter_supply_caps_gains_under_24_counters, "dn.token-supply", "24-counters");
BOOST_AUTO_TEST_CASE(the_counter_supply_caps_gains_under_24_counters) {
  Json st = {{"phase", "dueling"},
             {"players", {Player(12, Json::array(), Json::array({Noble("KC", 3)})),
                          Player(12, Json::array(), Json::array({Noble("KD", 3)}))}}};
  auto s = Load(st, {{"dn.token-supply", "24-counters"}});
  s->ApplyActionText("end-turn");  // p1's automatic Resource has no counter left
  BOOST_TEST(s->ToJson()["state"]["players"][1]["resources"].get<int>() == 12);
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "silent");
}

PEERAGE_ASSERTS_RULES(the_lower_dealer_roll_deals_and_its_opponent_starts, "dn.setup.dealer-roll",
                      "dn.setup.dealer-reroll", "dn.setup.choose-nobles", "dn.setup.noble-stack",
                      "dn.setup.deal-support", "dn.turn.order");
BOOST_AUTO_TEST_CASE(the_lower_dealer_roll_deals_and_its_opponent_starts) {
  auto s = NewGame(kDefault);
  for (const char* d : {"die:3", "die:4", "die:5", "die:2"}) s->ApplyActionText(d);  // 7 = 7: roll again
  BOOST_TEST(s->ToJson()["state"]["dealer"].get<int>() == -1);
  for (const char* d : {"die:6", "die:6", "die:1", "die:2"}) s->ApplyActionText(d);  // p1 rolls lower
  BOOST_TEST(s->ToJson()["state"]["dealer"].get<int>() == 1);
  PlayoutOptions o;
  o.seed = 5;
  while (s->ToJson()["state"]["turn"].get<int>() == 0) {
    o.max_steps = s->Step() + 1;
    PlayoutFrom(*s, o);
  }
  BOOST_TEST(s->ToJson()["state"]["active"].get<int>() == 0);  // the dealer's opponent plays first
  for (int p = 0; p < 2; ++p) {
    BOOST_TEST(s->ToJson()["state"]["players"][p]["hand"].size() == 6u);
    BOOST_TEST(s->ToJson()["state"]["players"][p]["courtyard"].size() == 3u);
  }
  BOOST_TEST(s->ToJson()["state"]["noble_stack"].size() == 6u);
}

BOOST_AUTO_TEST_CASE(state_json_errors_name_the_field) {
  Json st = {{"phase", "dueling"},
             {"players", {Player(0, {"2C", "ZZ"}, Json::array({Noble("KC", 3)})),
                          Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
  try {
    Load(st);
    BOOST_FAIL("a bad card was accepted");
  } catch (const ParseError& e) {
    BOOST_TEST(std::string(e.what()).find("players[0].hand[1]") != std::string::npos, e.what());
  }
  st["players"][0]["hand"] = {"2C"};
  st["phase"] = "brunch";
  BOOST_CHECK_THROW(Load(st), ParseError);
}

BOOST_AUTO_TEST_CASE(action_text_follows_the_grammar_and_round_trips) {
  auto s = NewGame(kDefault);
  for (const char* text : {"die:4", "draw:7C", "draw:10H", "keep:KH", "tax:KS", "triple:H", "discard:5H",
                           "end-income", "hire", "buy:3", "end-reinforcements", "weapon:3C>KH", "move:KH>QS",
                           "hearts:7H>KH", "diamonds:4D", "clubs:5C", "take:9S", "spades:2S", "end-command",
                           "duel:KH>QS", "deflect:JC", "accept", "support:AH", "end-support", "end-turn"}) {
    auto a = s->ParseAction(text);
    BOOST_REQUIRE_MESSAGE(a.has_value(), text);
    BOOST_TEST(s->ActionToString(*a) == text);
  }
  for (const char* bad : {"weapon:5C>KH", "tax:QH", "die:7", "buy:4", "hearts:7S>KH", "keep:5H", "draw:1H"})
    BOOST_TEST(!s->ParseAction(bad).has_value(), bad);
}

BOOST_AUTO_TEST_SUITE_END()
