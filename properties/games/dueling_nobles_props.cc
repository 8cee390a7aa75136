// Dueling Nobles rule properties. Expected values are restated here from the rulebook text
// (shared/rulebooks/dueling-nobles.txt), reading only the canonical state JSON — never the engine's helpers.
// States come from random playouts driven by peerage::PlayoutFrom (one action at a time, rc-generated
// seeds) and from state_from_json scenarios.
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/analysis/stats.h"
#include "properties/generators.h"
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/error.h"
#include "model/analysis/stats.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

// ---- the rulebook, restated -------------------------------------------------------------------------

int Rank(const std::string& card) {  // A=1, 2..10, J=11, Q=12, K=13
  const std::string r = card.substr(0, card.size() - 1);
  if (r == "A") return 1;
  if (r == "J") return 11;
  if (r == "Q") return 12;
  if (r == "K") return 13;
  return std::stoi(r);
}
char Suit(const std::string& card) { return card.back(); }
int TableStamina(const std::string& noble) { return Rank(noble) == 13 ? 3 : 2; }  // King 3, Queen/Jack 2

std::vector<std::string> AllCards() {
  std::vector<std::string> out;
  for (const char* r : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})
    for (char s : std::string("CDHS")) out.push_back(std::string(r) + s);
  return out;
}

const GameConfig kDefault{"dueling-nobles", 2, {}};

// A configuration with every interpretation at a random reading.
rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Registry::Instance().Get("dueling-nobles")); }

using props::StepWalk;

bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }
std::string Arg(const std::string& text) { return text.substr(text.find(':') + 1); }

const Json* FindNoble(const Json& st, const std::string& noble, int* owner = nullptr) {
  for (int p = 0; p < 2; ++p)
    for (const Json& n : st["players"][p]["courtyard"])
      if (n["noble"] == noble) {
        if (owner) *owner = p;
        return &n;
      }
  return nullptr;
}

bool Contains(const Json& list, const std::string& card) {
  for (const Json& c : list)
    if (c == card) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles)

// "All 52 cards": every card of the deck is in exactly one place at every step.
RC_BOOST_PROP(every_card_is_in_exactly_one_place, ()) {
  const GameConfig config = *AnyConfig();
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [](const Json&, const std::string& text, int, const Json& st, const State&) {
    std::map<std::string, int> seen;
    auto add = [&](const Json& list) { for (const Json& c : list) ++seen[c.get<std::string>()]; };
    add(st["noble_stack"]);
    add(st["support_stock"]);
    add(st["discard"]);
    for (int p = 0; p < 2; ++p) {
      add(st["players"][p]["hand"]);
      add(st["players"][p]["dealt_nobles"]);
      add(st["players"][p]["kept"]);
      for (const Json& n : st["players"][p]["courtyard"]) {
        ++seen[n["noble"].get<std::string>()];
        if (!n["weapon"].is_null()) ++seen[n["weapon"].get<std::string>()];
        RC_ASSERT(n["stamina"].get<int>() >= 1);  // a Noble at 0 is vanquished
      }
    }
    if (!st["duel"].is_null()) {
      add(st["duel"]["supports"][0]);
      add(st["duel"]["supports"][1]);
    }
    for (const std::string& card : AllCards())
      if (seen[card] != 1) RC_FAIL(fmt::format("after {}: {} is in {} places", text, card, seen[card]));
    RC_ASSERT(seen.size() == 52u);
  });
}

// Step 1-4: strength = base (J 11, Q 12, K 13) + weapon rank + Queen 3 per other Noble + dice (a King
// two) + support ranks + Adrenaline 2 per support of the Noble's suit; an Ace wins outright, Aces on
// both sides tie; winner +1 Resource, loser -1 Stamina (both on a tie), vanquished at 0.
RC_BOOST_PROP(duel_resolution_follows_the_strength_formula, ()) {
  GameConfig config = kDefault;
  config.settings["dn.ace-value"] = *rc::gen::element<std::string>("one", "zero");
  config.settings["dn.double-ace"] = *rc::gen::element<std::string>("tie", "totals-decide");
  config.settings["dn.jack-aces"] = *rc::gen::element<std::string>("tie", "more-aces-wins");
  config.settings["dn.duels-per-turn"] = *rc::gen::element<std::string>("one", "unlimited");
  int with_ace = 0, ties = 0;
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int, const Json& post, const State&) {
    if (pre["duel"].is_null() || !post["duel"].is_null()) return;  // not the action that ends a duel
    const Json& duel = pre["duel"];
    const int attacker = pre["active"].get<int>();
    const std::string noble[2] = {duel["attacker"].get<std::string>(), duel["defender"].get<std::string>()};
    std::vector<int> dice[2] = {duel["dice"][0].get<std::vector<int>>(), duel["dice"][1].get<std::vector<int>>()};
    std::vector<std::string> cards[2] = {duel["supports"][0].get<std::vector<std::string>>(),
                                         duel["supports"][1].get<std::vector<std::string>>()};
    if (StartsWith(text, "die:")) {
      const int need0 = Rank(noble[0]) == 13 ? 2 : 1;
      dice[dice[0].size() < static_cast<size_t>(need0) ? 0 : 1].push_back(std::stoi(Arg(text)));
    }
    if (StartsWith(text, "support:")) cards[duel["side"].get<int>()].push_back(Arg(text));
    int total[2], aces[2];
    for (int side = 0; side < 2; ++side) {
      const int owner = side == 0 ? attacker : 1 - attacker;
      const Json* n = FindNoble(pre, noble[side]);
      RC_ASSERT(n != nullptr);
      int t = Rank(noble[side]);
      if (!(*n)["weapon"].is_null()) t += Rank((*n)["weapon"].get<std::string>());
      if (Rank(noble[side]) == 12) t += 3 * (static_cast<int>(pre["players"][owner]["courtyard"].size()) - 1);
      RC_ASSERT(dice[side].size() == (Rank(noble[side]) == 13 ? 2u : 1u));
      for (int d : dice[side]) t += d;
      RC_ASSERT(cards[side].size() <= (Rank(noble[side]) == 11 ? 2u : 1u));
      aces[side] = 0;
      for (const std::string& c : cards[side]) {
        if (Rank(c) == 1) ++aces[side];
        t += Rank(c) == 1 ? (config.settings["dn.ace-value"] == "one" ? 1 : 0) : Rank(c);
        if (Suit(c) == Suit(noble[side])) t += 2;
      }
      total[side] = t;
    }
    int winner;  // side, -1 tie
    const bool by_totals = !(aces[0] || aces[1]) ||
                           (aces[0] && aces[1] && config.settings["dn.double-ace"] == "totals-decide" &&
                            !(config.settings["dn.jack-aces"] == "more-aces-wins" && aces[0] != aces[1]));
    if (by_totals) winner = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : -1;
    else if (aces[0] && aces[1]) winner = config.settings["dn.jack-aces"] == "more-aces-wins" && aces[0] != aces[1]
                                              ? (aces[0] > aces[1] ? 0 : 1) : -1;
    else winner = aces[0] ? 0 : 1;
    with_ace += aces[0] || aces[1];
    ties += winner < 0;

    const bool new_turn = post["turn"] != pre["turn"];
    for (int side = 0; side < 2; ++side) {
      const int owner = side == 0 ? attacker : 1 - attacker;
      const int gained = (winner == side ? 1 : 0) + (new_turn && post["active"] == owner ? 1 : 0);
      RC_ASSERT(post["players"][owner]["resources"].get<int>() == pre["players"][owner]["resources"].get<int>() + gained);
      const int before = (*FindNoble(pre, noble[side]))["stamina"].get<int>();
      const bool loses = winner != side;
      const Json* after = FindNoble(post, noble[side]);
      if (loses && before == 1) {  // vanquished: back into the Noble stack, weapon to the discard pile
        RC_ASSERT(after == nullptr);
        RC_ASSERT(Contains(post["noble_stack"], noble[side]));
        const Json& w = (*FindNoble(pre, noble[side]))["weapon"];
        if (!w.is_null()) RC_ASSERT(Contains(post["discard"], w.get<std::string>()) || Contains(post["support_stock"], w.get<std::string>()));
      } else {
        RC_ASSERT(after != nullptr);
        RC_ASSERT((*after)["stamina"].get<int>() == before - (loses ? 1 : 0));
      }
      for (const std::string& c : cards[side])  // played supports are discarded (or already reshuffled)
        RC_ASSERT(Contains(post["discard"], c) || (pre["support_stock"].empty() && Contains(post["support_stock"], c)));
    }
    for (int p = 0; p < 2; ++p)
      if (post["players"][p]["courtyard"].empty()) RC_ASSERT(post["phase"] == "game-over");
  });
  RC_CLASSIFY(with_ace > 0, "a duel with an Ace");
  RC_CLASSIFY(ties > 0, "a tied duel");
}

// Suit Abilities: each at most once per game per player, played with a card of that suit.
RC_BOOST_PROP(suit_abilities_once_per_game_per_player, ()) {
  std::map<std::pair<int, std::string>, int> uses;
  const GameConfig config = *AnyConfig();
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int actor, const Json& post, const State&) {
    for (const char* ability : {"hearts", "diamonds", "clubs", "spades"}) {
      if (!StartsWith(text, (std::string(ability) + ":").c_str())) continue;
      const std::string card = Arg(text).substr(0, Arg(text).find('>'));
      RC_ASSERT((Suit(card) == static_cast<char>(std::toupper(ability[0]))));
      RC_ASSERT((++uses[{actor, ability}] == 1));
      RC_ASSERT(Contains(post["players"][actor]["abilities_used"], ability));
      if (std::string(ability) == "diamonds")  // only when the opponent has more Nobles (when played, default)
        if (config.settings.at("dn.diamonds-count") == "when-played")
          RC_ASSERT(pre["players"][1 - actor]["courtyard"].size() > pre["players"][actor]["courtyard"].size());
      if (std::string(ability) == "spades")  // the player sees the opponent's hand as it is now
        RC_ASSERT(post["players"][actor]["spied_hand"] == post["players"][1 - actor]["hand"]);
    }
  });
}

// King tax: one Stamina for one Resource, never down to 0; at most one new weapon per turn; a deflect
// costs exactly two Resources; hire 5; Support cards 1 each (default reading); three of a suit +3;
// one automatic Resource at the start of each turn.
RC_BOOST_PROP(payments_and_per_turn_limits, ()) {
  std::map<int, int> weapons_per_turn;
  StepWalk(kDefault, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int actor, const Json& post, const State&) {
    auto res = [](const Json& st, int p) { return st["players"][p]["resources"].get<int>(); };
    const bool new_turn = post["turn"] != pre["turn"];
    const int other = 1 - actor;
    if (StartsWith(text, "tax:")) {
      const std::string king = Arg(text);
      RC_ASSERT(Rank(king) == 13);
      const int before = (*FindNoble(pre, king))["stamina"].get<int>();
      RC_ASSERT(before >= 2);
      RC_ASSERT((*FindNoble(post, king))["stamina"].get<int>() == before - 1);
      RC_ASSERT(res(post, actor) == res(pre, actor) + 1);
    }
    if (StartsWith(text, "weapon:")) {
      const std::string card = Arg(text).substr(0, Arg(text).find('>'));
      RC_ASSERT((Rank(card) == 2 || Rank(card) == 3));
      RC_ASSERT(++weapons_per_turn[post["turn"].get<int>()] == 1);
    }
    if (StartsWith(text, "deflect:")) {
      RC_ASSERT(actor == 1 - pre["active"].get<int>());
      RC_ASSERT(res(post, actor) == res(pre, actor) - 2);
      RC_ASSERT(post["duel"]["defender"] == Arg(text));
      RC_ASSERT(Arg(text) != pre["duel"]["declared"].get<std::string>());
    }
    if (text == "hire") RC_ASSERT(res(post, actor) == res(pre, actor) - 5);
    if (StartsWith(text, "draw:") && pre["phase"] == "hire-draw") {
      const Json* n = FindNoble(post, Arg(text));
      RC_ASSERT(n != nullptr);
      RC_ASSERT((*n)["stamina"].get<int>() == TableStamina(Arg(text)));
      RC_ASSERT((*n)["weapon"].is_null());
    }
    if (StartsWith(text, "buy:")) RC_ASSERT(res(post, actor) == res(pre, actor) - std::stoi(Arg(text)));
    if (StartsWith(text, "discard:") && post["phase"] == "income")
      RC_ASSERT(res(post, actor) == res(pre, actor) + 3);
    if (new_turn && post["phase"] != "game-over" && pre["phase"] != "deal-support" && pre["duel"].is_null()) {
      const int next = post["active"].get<int>();  // the new player gets the automatic Resource
      RC_ASSERT(next != pre["active"].get<int>());
      RC_ASSERT(res(post, next) == res(pre, next) + 1);
      RC_ASSERT(res(post, 1 - next) == res(pre, 1 - next));
    }
    (void)other;
  });
}

// Hidden information: a player's observation shows the opponent's hand and the face-down piles as counts.
RC_BOOST_PROP(observations_show_hidden_cards_as_counts, ()) {
  StepWalk(*AnyConfig(), *rc::gen::arbitrary<std::uint64_t>(), [&](const Json&, const std::string&, int, const Json& st, const State& s) {
    for (int p = 0; p < 2; ++p) {
      const Json obs = s.ObservationJson(p).at("state");
      RC_ASSERT((obs["players"][1 - p]["hand"] == Json{{"hidden", st["players"][1 - p]["hand"].size()}}));
      RC_ASSERT((obs["players"][1 - p]["kept"] == Json{{"hidden", st["players"][1 - p]["kept"].size()}}));
      RC_ASSERT((obs["support_stock"] == Json{{"hidden", st["support_stock"].size()}}));
      RC_ASSERT((obs["noble_stack"] == Json{{"hidden", st["noble_stack"].size()}}));
      RC_ASSERT(obs["players"][p]["hand"] == st["players"][p]["hand"]);
    }
  });
}

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
  Json full = {{"game", "dueling-nobles"}, {"players", 2}, {"settings", settings}, {"step", 0}, {"state", st}};
  return StateFromJson(full, "scenario");
}

Json Player(int resources, Json hand, Json court) {
  return {{"resources", resources}, {"hand", std::move(hand)}, {"courtyard", std::move(court)}};
}

// Both players down to one 1-Stamina Jack; p0's die is rolled, p1's die is next; no cards in hand.
Json LastJacksTie() {
  return {{"phase", "duel-dice"},
          {"players", {Player(0, Json::array(), {Noble("JC", 1)}), Player(0, Json::array(), {Noble("JD", 1)})}},
          {"duel", {{"attacker", "JC"}, {"defender", "JD"}, {"dice", {{3}, Json::array()}},
                    {"supports", {Json::array(), Json::array()}}}}};
}

}  // namespace

BOOST_AUTO_TEST_CASE(tie_of_the_last_two_nobles_is_a_contradiction_drawn_by_default) {
  auto s = Load(LastJacksTie());
  s->ApplyActionText("die:3");  // 11 + 3 against 11 + 3: a tie, both Jacks vanquished
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "contradiction");
  BOOST_TEST(s->Findings()[0].interpretation == "dn.empty-courtyards=draw");
}

BOOST_AUTO_TEST_CASE(tie_of_the_last_two_nobles_under_shared_win) {
  auto s = Load(LastJacksTie(), {{"dn.empty-courtyards", "shared-win"}});
  s->ApplyActionText("die:3");
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, 1}));
  BOOST_TEST(s->Ranking() == (std::vector<int>{1, 1}));
  BOOST_TEST(!s->IsDraw());  // both won: a shared win, not a draw
  BOOST_TEST(OutcomeKey(*s) == "shared:p0+p1");
}

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
          {"players", {Player(0, std::move(p0_hand), {Noble("KC", 3, "3C")}),
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

BOOST_AUTO_TEST_CASE(an_ace_is_a_critical_hit_against_a_stronger_noble) {
  auto s = Load(AceDuel({"AH"}, {"10D"}));  // 18 against 24
  s->ApplyActionText("support:AH");
  s->ApplyActionText("support:10D");  // 18 + 1 against 24 + 10 + 2: the Ace still wins
  BOOST_TEST(Stamina(*s, "QD") == 1);
  BOOST_TEST(Stamina(*s, "KC") == 3);
  const Json st = s->ToJson()["state"];
  BOOST_TEST(st["players"][0]["resources"].get<int>() == 1);
}

BOOST_AUTO_TEST_CASE(aces_on_both_sides_tie) {
  auto s = Load(AceDuel({"AH"}, {"AD"}));
  s->ApplyActionText("support:AH");
  s->ApplyActionText("support:AD");
  BOOST_TEST(Stamina(*s, "QD") == 1);
  BOOST_TEST(Stamina(*s, "KC") == 2);
}

BOOST_AUTO_TEST_CASE(a_jacks_two_aces_against_one_ace_by_reading) {
  Json st = {{"phase", "duel-support"},
             {"players", {Player(0, {"AC", "AH"}, {Noble("JC", 2)}), Player(0, {"AD"}, {Noble("JD", 2)})}},
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
BOOST_AUTO_TEST_CASE(a_jack_with_no_higher_card_is_still_asked_for_his_second_support) {
  auto players = [](Json hand0) {
    return Json{Player(0, std::move(hand0), {Noble("JC", 2)}), Player(0, {"3S"}, {Noble("JD", 2)})};
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

BOOST_AUTO_TEST_CASE(clubs_meeting_face_down_discards_is_a_contradiction) {
  Json st = {{"phase", "command"},
             {"discard", {"4H", "5H", "6H", "9S"}},
             {"triple_discards", {{"4H", "5H", "6H"}, Json::array()}},
             {"players", {Player(0, {"2C"}, {Noble("KC", 3)}), Player(0, Json::array(), {Noble("KD", 3)})}}};
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

BOOST_AUTO_TEST_CASE(a_draw_from_an_empty_stock_and_pile_is_skipped_as_silent) {
  // All 40 Support cards are in the two hands; p0 buys two.
  Json h0 = Json::array(), h1 = Json::array();
  int i = 0;
  for (const std::string& c : AllCards())
    if (Rank(c) <= 10) (i++ % 2 ? h1 : h0).push_back(c);
  Json st = {{"phase", "reinforcements"},
             {"players", {Player(4, h0, {Noble("KC", 3)}), Player(0, h1, {Noble("KD", 3)})}}};
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

BOOST_AUTO_TEST_CASE(the_turn_limit_ends_the_game_drawn_with_a_silent_finding) {
  Json st = {{"phase", "dueling"}, {"turn", 200},
             {"players", {Player(0, Json::array(), {Noble("KC", 3)}), Player(0, Json::array(), {Noble("KD", 3)})}}};
  auto s = Load(st);
  s->ApplyActionText("end-turn");
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 0}));
  BOOST_TEST(s->IsDraw());  // nobody won: the outcome says so, not only the equal scores
  BOOST_TEST(OutcomeKey(*s) == "draw");
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "silent");
}

BOOST_AUTO_TEST_CASE(weapon_moves_back_and_forth_are_a_livelock_when_unlimited) {
  Json st = {{"phase", "command"},
             {"players", {Player(0, Json::array(), {Noble("KC", 3, "2C"), Noble("QC", 2)}),
                          Player(0, Json::array(), {Noble("KD", 3)})}}};
  auto once = Load(st);
  once->ApplyActionText("move:KC>QC");
  BOOST_TEST(!once->IsLegal(*once->ParseAction("move:QC>KC")));  // each weapon moves once a turn
  auto loop = Load(st, {{"dn.weapon-moves", "unlimited"}});
  loop->ApplyActionText("move:KC>QC");
  loop->ApplyActionText("move:QC>KC");
  BOOST_REQUIRE_EQUAL(loop->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(loop->Findings()[0].kind)) == "livelock");
}

BOOST_AUTO_TEST_CASE(the_counter_supply_caps_gains_under_24_counters) {
  Json st = {{"phase", "dueling"},
             {"players", {Player(12, Json::array(), {Noble("KC", 3)}), Player(12, Json::array(), {Noble("KD", 3)})}}};
  auto s = Load(st, {{"dn.token-supply", "24-counters"}});
  s->ApplyActionText("end-turn");  // p1's automatic Resource has no counter left
  BOOST_TEST(s->ToJson()["state"]["players"][1]["resources"].get<int>() == 12);
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST(std::string(FindingKindName(s->Findings()[0].kind)) == "silent");
}

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
             {"players", {Player(0, {"2C", "ZZ"}, {Noble("KC", 3)}), Player(0, Json::array(), {Noble("KD", 3)})}}};
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
