// Among Nobles rule properties. Expected values are restated from the rulebook
// (shared/rulebooks/among-nobles.txt) and read from the canonical state JSON and the card data JSON —
// never from the engine's helpers. Games are played on the shipped sample card set and on randomly
// generated VALID card sets (among_nobles_gen.h), written to a temporary data file.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "properties/temp_dir.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_gen.h"
#include "properties/generators.h"
#include "properties/rule_assertions.h"

namespace peerage {
extern const std::string_view kAmongNoblesCards;
}

using namespace peerage;

namespace {

Json Shipped() { return Json::parse(kAmongNoblesCards); }

// Writes `data` to a file named by its hash in this test run's own directory (removed at exit); returns the path.
std::string WriteData(const Json& data) {
  static const test::TempDir tmp("among-nobles-data");
  const std::string text = data.dump();
  const std::string path = tmp / fmt::format("cards-{}.json", HashHex(Fnv1a64(text)));
  std::ofstream(path) << text;
  return path;
}

std::uint8_t Traits(const Json& card) {
  static const std::map<std::string, int> kBit = {{"red", 1}, {"blue", 2}, {"yellow", 4}, {"green", 8}};
  return static_cast<std::uint8_t>(kBit.at(card["traits"]["top"]) | kBit.at(card["traits"]["bottom"]));
}
bool Male(const Json& card) { return card["gender"] == "male"; }
// The cost a head's nobility sets for `what` (the base cost otherwise).
int CostFor(const Json& head, const char* what, int base) {
  for (const Json& t : head["ability"])
    if (head["power"] == "nobility" && t.contains("cost") && t["cost"] == what) return t["amount"];
  return base;
}
int Armies(const Json& p) {
  int n = p["supply"];
  for (int a : p["armies"]) n += a;
  return n;
}
// A card's place, read from its documented text "<loc>[ p<owner> r<row>][ s<spouse>][ act][ b<mask>]".
struct Place {
  std::string loc;
  int owner = -1, row = -1, spouse = -1;
};
Place PlaceOf(const Json& state, int c) {
  Place out;
  std::istringstream in(state["cards"][c].get<std::string>());
  in >> out.loc;
  std::string w;
  while (in >> w) {
    if (w[0] == 'p') out.owner = std::stoi(w.substr(1));
    if (w[0] == 'r') out.row = std::stoi(w.substr(1));
    if (w[0] == 's') out.spouse = std::stoi(w.substr(1));
  }
  return out;
}
bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }
int CardArg(const std::string& text) { return std::stoi(text.substr(text.find(":c") + 2)); }

// Plays one random game; check(pre, text, post, state) after each action; invariants after each step.
template <typename Check>
std::unique_ptr<State> WalkChecked(const GameConfig& config, std::uint64_t seed, Check&& check) {
  auto state = NewGame(config);
  const int cap = DeclaredMaxLength(state->context());
  Rng rng(seed);
  Json pre = state->ToJson().at("state");
  while (!state->IsTerminal()) {
    RC_ASSERT(state->Step() < cap);
    const auto legal = state->LegalActions();
    RC_ASSERT(!legal.empty());
    const Action a = state->IsChance() ? *state->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())];
    const int actor = state->CurrentPlayer();
    state->ApplyAction(a);
    Json post = state->ToJson().at("state");
    const auto violations = state->CheckInvariants();
    if (!violations.empty()) RC_FAIL(fmt::format("step {}: {}: {}", state->Step(), violations[0].name, violations[0].detail));
    try {
      check(pre, state->ActionToString(a), actor, post, *state);
    } catch (const nlohmann::json::exception& e) {
      RC_FAIL(fmt::format("step {} ({}): {}\npre sc {}", state->Step(), state->ActionToString(a), e.what(), pre["sc"].dump()));
    }
    pre = std::move(post);
  }
  return state;
}

// The rules restated, checked on every step of a game with card data `data`.
void CheckRules(const GameConfig& config, const Json& data, std::uint64_t seed) {
  const Json& cards = data["cards"];
  const int n = config.players;
  int first_phase_activations = 0;
  auto end = WalkChecked(config, seed, [&](const Json& pre, const std::string& text, int actor, const Json& post,
                                           const State&) {
    const int ncards = static_cast<int>(post["cards"].size());
    for (int c = 0; c < ncards; ++c) RC_ASSERT(PlaceOf(post, c).row <= 2);  // "only 3 generation rows"
    for (int p = 0; p < n; ++p)  // armies never go back to the bank
      RC_ASSERT(Armies(post["players"][p]) >= Armies(pre["players"][p]));
    if (pre["sc"]["round"] == 1 && StartsWith(text, "activate:")) ++first_phase_activations;
    // Gold and prestige deltas are only read while the same turn goes on (an upkeep adds income).
    const bool same_turn = post["sc"]["turn"] == pre["sc"]["turn"] && post["sc"]["round"] == pre["sc"]["round"];
    if (StartsWith(text, "birth:")) {
      const int child = CardArg(text), head = pre["sc"]["head"], wife = PlaceOf(pre, head).spouse;
      RC_ASSERT(wife >= 0);  // unavailable to unmarried characters
      RC_ASSERT((Traits(cards[child]) & (Traits(cards[head]) | Traits(cards[wife]))) != 0);
      if (same_turn) {  // (an upkeep in the same step may shift rows at a generational change)
        RC_ASSERT(PlaceOf(post, child).row == PlaceOf(pre, head).row + 1);
        RC_ASSERT(PlaceOf(post, child).owner == actor);
      }
      if (Male(cards[child]) && config.settings.at("an.child-cost") == "son-cost-if-male") {
        RC_ASSERT(pre["players"][actor]["gold"].get<int>() >= CostFor(cards[head], "son", 1));
      }
      const int shields = cards[child]["shields"];
      RC_ASSERT(post["players"][actor]["gained_armies"].get<int>() >= pre["players"][actor]["gained_armies"].get<int>() + shields);
    }
    if (StartsWith(text, "war:supply>") && same_turn) {
      const int head = pre["sc"]["head"];
      RC_ASSERT(pre["players"][actor]["gold"].get<int>() - post["players"][actor]["gold"].get<int>() ==
                CostFor(cards[head], "supply_move", 1));
      RC_ASSERT(post["players"][actor]["supply"].get<int>() == pre["players"][actor]["supply"].get<int>() - 1);
    }
    if (text == "do" && same_turn && pre["queue"].size() > 0 && pre["sc"]["hired"] == 255) {
      const std::string act = pre["queue"][pre["sc"]["pos"].get<int>()];
      if (act == "piety") RC_ASSERT(post["players"][actor]["prestige"].get<int>() == pre["players"][actor]["prestige"].get<int>() + 1);
      if (act == "commerce") RC_ASSERT(post["players"][actor]["gold"].get<int>() == pre["players"][actor]["gold"].get<int>() + 1);
    }
    // A marriage: a card changes family; its former player gains at least the 2 prestige points.
    for (int c = 0; c < ncards; ++c) {
      const int before = PlaceOf(pre, c).owner, after = PlaceOf(post, c).owner;
      if (before >= 0 && after >= 0 && before != after) {
        RC_ASSERT(!Male(cards[c]));
        RC_ASSERT(PlaceOf(post, c).spouse >= 0);
        if (same_turn)
          RC_ASSERT(post["players"][before]["prestige"].get<int>() >= pre["players"][before]["prestige"].get<int>() + 2);
      }
    }
    // The first activation phase: one token each.
    if (pre["sc"]["round"] == 1 && post["sc"]["round"] == 2) RC_ASSERT(first_phase_activations == n);
  });
  // Gold buys prestige at 3 gold each.
  const Json fin = end->ToJson().at("state");
  const auto scores = end->Scores();
  for (int p = 0; p < n; ++p)
    RC_ASSERT(scores[p] == fin["players"][p]["prestige"].get<int>() + fin["players"][p]["gold"].get<int>() / 3);
}

GameConfig WithData(GameConfig config, const Json& data) {
  config.data_file = WriteData(data);
  return config;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles)

// The component list and setup constraints, restated from the rulebook, hold for the shipped card set.
BOOST_AUTO_TEST_CASE(shipped_cards_match_the_component_list) {
  const Json d = Shipped();
  std::map<std::string, int> per_deck;
  int lords = 0, ladies = 0, four_plus = 0;
  for (const Json& c : d["cards"]) {
    ++per_deck[c["deck"]];
    if (c["deck"] == "ancestral") (Male(c) ? lords : ladies) += 1;
  }
  for (const Json& p : d["provinces"]) four_plus += p["four_plus"].get<bool>();
  BOOST_TEST(d["cards"].size() == 60u);
  BOOST_TEST(lords == 6);
  BOOST_TEST(ladies == 6);
  BOOST_TEST(per_deck["I"] == 16);
  BOOST_TEST(per_deck["II"] == 16);
  BOOST_TEST(per_deck["III"] == 16);
  BOOST_TEST(d["provinces"].size() == 9u);
  BOOST_TEST(four_plus == 3);  // Holland, Normandie and Wien
  for (const char* name : {"Holland", "Normandie", "Wien"}) {
    bool found = false;
    for (const Json& p : d["provinces"]) found = found || (p["name"] == name && p["four_plus"].get<bool>());
    BOOST_TEST(found, name);
  }
  // Every card the rulebook names by its full name is in the set and not marked sample.
  for (const char* name : {"Charlotte von Mecklenburg", "Baudouin de Bourgogne", "Charles I of England", "Anne of Cleves",
                           "Christian II af Danmark", "Jane Seymour of England", "Mary I of England", "Sibylle of Cleves",
                           "Marguerite de Lorraine", "Charles de Solier", "Fernando de Toledo", "Charlemagne",
                           "Hildegard de France", "Sigrid von Sachsen"}) {
    bool found = false;
    for (const Json& c : d["cards"]) found = found || (c["name"] == name && !c["sample"].get<bool>());
    BOOST_TEST(found, name);
  }
}

// Bad card data: a ParseError naming the card (index and name) and the field.
BOOST_AUTO_TEST_CASE(bad_card_data_names_the_card_and_field) {
  struct Case {
    const char* what;
    std::function<void(Json&)> spoil;
    std::string expect;
  };
  const Json good = Shipped();
  const std::string name20 = good["cards"][20]["name"];
  const std::vector<Case> cases = {
      {"gender", [](Json& d) { d["cards"][20]["gender"] = "other"; }, "cards[20] (" + name20 + ").gender"},
      {"trait", [](Json& d) { d["cards"][20]["traits"]["top"] = "purple"; }, "cards[20] (" + name20 + ").traits.top"},
      {"action", [](Json& d) { d["cards"][20]["series"][1] = {"dance"}; }, "cards[20] (" + name20 + ").series[1][0]"},
      {"shields", [](Json& d) { d["cards"][20]["shields"] = 9; }, "cards[20] (" + name20 + ").shields"},
      {"term", [](Json& d) { d["cards"][20]["power"] = "legacy"; d["cards"][20]["ability"] = {{{"explode", 1}}}; },
       "cards[20] (" + name20 + ").ability[0]"},
      {"age count", [](Json& d) { d["cards"][20]["deck"] = d["cards"][20]["deck"] == "I" ? "II" : "I"; }, "cards"},
      {"group traits", [](Json& d) { d["cards"][0]["traits"] = {{"top", "red"}, {"bottom", "red"}}; d["cards"][1]["traits"] = {{"top", "red"}, {"bottom", "red"}}; }, "cards"},
  };
  for (const Case& k : cases) {
    Json bad = good;
    k.spoil(bad);
    GameConfig config{"among-nobles", 4, {}, WriteData(bad)};
    try {
      MakeContext(config);
      BOOST_ERROR(k.what << ": bad data accepted");
    } catch (const ParseError& e) {
      BOOST_TEST(e.where().find(k.expect) != std::string::npos, k.what << ": " << e.what());
    }
  }
}

// CheckRules restates, on every step of random games, the rules whose outcome it compares with the text:
// a child's trait and row (one below the couple, never a fourth row), the warfare supply cost, piety and
// commerce (+1 each), one activation each in the first phase, the bride's player's 2 prestige points and
// the final score (prestige + gold / 3).
PEERAGE_ASSERTS_RULES(rules_hold_on_the_shipped_cards, "an.birth.trait", "an.birth.take", "an.birth.rows",
                      "an.war.supply", "an.piety", "an.commerce", "an.act.first-phase", "an.marry.prestige",
                      "an.end.score");
RC_BOOST_PROP(rules_hold_on_the_shipped_cards, ()) {
  const GameConfig config = *props::GenConfigFor(Registry::Instance().Get("among-nobles"));
  CheckRules(config, Shipped(), *props::GenSeed());
}

PEERAGE_ASSERTS_RULES(rules_hold_on_generated_card_sets, "an.birth.trait", "an.birth.take", "an.birth.rows",
                      "an.war.supply", "an.piety", "an.commerce", "an.act.first-phase", "an.marry.prestige",
                      "an.end.score");
RC_BOOST_PROP(rules_hold_on_generated_card_sets, ()) {
  const Json data = *props::GenCardSet();
  const GameConfig config = WithData(*props::GenConfigFor(Registry::Instance().Get("among-nobles")), data);
  CheckRules(config, data, *props::GenSeed());
}

// Simultaneous presentation: no presenter sees an earlier unrevealed pick of another player.
RC_BOOST_PROP(simultaneous_brides_stay_hidden, ()) {
  GameConfig config{"among-nobles", *rc::gen::inRange(3, 6), {}};
  int seen = 0;
  WalkChecked(config, *props::GenSeed(), [&](const Json&, const std::string&, int, const Json& post, const State& s) {
    if (post["phase"] != "present") return;
    ++seen;
    const int me = s.CurrentPlayer();
    const Json obs = s.ObservationJson(me).at("state");
    for (int p = 0; p < s.NumPlayers(); ++p)
      if (p != me) RC_ASSERT((obs["presented"][p] == "hidden" || obs["presented"][p] == -1));
  });
  RC_CLASSIFY(seen > 0, "saw a presentation");
}

// ---- the finger game (an.first-player=fingers) ---------------------------------------------------------

namespace {

GameConfig FingersConfig(int players, const std::string& tie) {
  return GameConfig{"among-nobles", players, {{"an.first-player", "fingers"}, {"an.finger-tie", tie}}};
}

// Plays the setup draws (chance) until the first finger choice.
std::unique_ptr<State> AtFingers(const GameConfig& config) {
  auto s = NewGame(config);
  Rng rng(1);
  while (s->IsChance()) s->ApplyAction(*s->SampleChanceOutcome(rng));
  BOOST_REQUIRE_EQUAL(s->ToJson()["state"]["phase"], "fingers");
  return s;
}

// The first player after one showing of `shown` (players 0..n-1 in order); -1 when they start over.
int ShowAll(State& s, const std::vector<int>& shown) {
  for (int k : shown) s.ApplyActionText(fmt::format("fingers:{}", k));
  const Json st = s.ToJson()["state"];
  return st["phase"] == "fingers" ? -1 : static_cast<int>(st["sc"]["first"]);
}

}  // namespace

// "The first player is the player who presented the most fingers. If there is a tie, the first player is the
// player who presented the second-most fingers. If no first player could be determined because no player
// showed a unique number of fingers, start over." The expected winners are worked out by hand from that text.
PEERAGE_ASSERTS_RULES(finger_game_winners_follow_the_rulebook, "an.setup.fingers", "an.setup.fingers-again",
                      "an.setup.first-player");
PEERAGE_ASSERTS_READING(finger_game_winners_follow_the_rulebook, "an.finger-tie", "highest-unique", "second-most");
PEERAGE_ASSERTS_READING(finger_game_winners_follow_the_rulebook, "an.first-player", "fingers");
BOOST_AUTO_TEST_CASE(finger_game_winners_follow_the_rulebook) {
  struct Case {
    std::vector<int> shown;
    int highest_unique, second_most;
  };
  const std::vector<Case> cases = {
      {{5, 3, 1}, 0, 0},           // a unique most
      {{2, 5, 5}, 0, 0},           // the most tied: the second-most
      {{4, 4, 4}, -1, -1},         // nothing unique
      {{0, 0, 0, 0, 3}, 4, 4},     // zero fingers count as a number
      {{5, 5, 3, 3, 1}, 4, -1},    // most and second-most tied: passes on down, or starts over
      {{1, 5, 5, 3, 3}, 0, -1},
      {{2, 2, 4, 4}, -1, -1},      // nothing unique
      {{5, 4, 5, 0}, 1, 1},
  };
  for (const Case& c : cases) {
    const int n = static_cast<int>(c.shown.size());
    for (const auto& [tie, want] : {std::pair<std::string, int>{"highest-unique", c.highest_unique},
                                    std::pair<std::string, int>{"second-most", c.second_most}}) {
      auto s = AtFingers(FingersConfig(n, tie));
      BOOST_TEST_CONTEXT(fmt::format("{} under {}", fmt::join(c.shown, " "), tie)) {
        BOOST_TEST(ShowAll(*s, c.shown) == want);
        if (want >= 0) BOOST_TEST(s->ToJson()["state"]["phase"] == "pick-couple");
      }
    }
  }
}

// The same showings told while explaining (State::StepParts): the numbers tied above the one that decides, and
// how each reading passes the tie on. 5 5 3 3 1: 5 and 3 are tied; highest-unique, p4's 1 is the highest
// number one player alone shows; second-most, only 5 and 3 count, both tied: start over. 5 3 1: nothing tied,
// nothing told. 4 4 4 under highest-unique: no number unique: start over.
BOOST_AUTO_TEST_CASE(a_finger_tie_is_told_with_how_it_passes_on) {
  auto told = [](const std::vector<int>& shown, const std::string& tie) {
    auto s = AtFingers(FingersConfig(static_cast<int>(shown.size()), tie));
    s->SetExplaining(true);
    for (int k : shown) s->ApplyActionText(fmt::format("fingers:{}", k));
    return s->StepParts();
  };
  using Strings = std::vector<std::string>;
  BOOST_TEST(told({5, 5, 3, 3, 1}, "highest-unique") ==
                 (Strings{"p0 and p1 tie with 5 fingers, p2 and p3 with 3; p4's 1 finger is the most shown by one player "
                          "alone: p4 is the first player"}),
             boost::test_tools::per_element());
  BOOST_TEST(told({5, 5, 3, 3, 1}, "second-most") ==
                 (Strings{"p0 and p1 tie with 5 fingers, p2 and p3 with 3; only the most and the second-most count, so "
                          "everyone shows fingers again"}),
             boost::test_tools::per_element());
  BOOST_TEST(told({2, 5, 5}, "second-most") ==
                 (Strings{"p1 and p2 tie with 5 fingers; p0's 2 fingers are the second-most: p0 is the first player"}),
             boost::test_tools::per_element());
  BOOST_TEST(told({5, 3, 1}, "highest-unique").empty());
  BOOST_TEST(told({4, 4, 4}, "highest-unique") ==
                 (Strings{"p0, p1 and p2 tie with 4 fingers; no number is shown by one player alone, so everyone shows "
                          "fingers again"}),
             boost::test_tools::per_element());
}

// Sequential hidden choices: a later chooser sees "hidden" for every earlier count, the chooser's own count
// stays visible to them, a resampled state differs only there, and nothing is hidden once all have shown.
BOOST_AUTO_TEST_CASE(finger_counts_stay_hidden_until_all_have_shown) {
  auto s = AtFingers(FingersConfig(4, "highest-unique"));
  BOOST_TEST(s->CurrentPlayer() == 0);
  s->ApplyActionText("fingers:3");
  s->ApplyActionText("fingers:1");
  BOOST_TEST(s->CurrentPlayer() == 2);
  const Json obs = s->ObservationJson(2).at("state");
  BOOST_TEST(obs["fingers"]["shown"] == Json::parse(R"(["hidden", "hidden", -1, -1])"));
  BOOST_TEST(s->ObservationJson(1).at("state")["fingers"]["shown"] == Json::parse(R"(["hidden", 1, -1, -1])"));
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    Json r = s->ResampleHidden(2, seed)->ObservationJson(2).at("state");
    BOOST_TEST(r == obs);
  }
  BOOST_TEST(ShowAll(*s, {0, 0}) == 0);  // 3, 1, 0, 0: the most (3) is unique
  for (int p = 0; p < 4; ++p)
    BOOST_TEST(s->ObservationJson(p).at("state")["fingers"]["shown"] == Json::parse("[-1, -1, -1, -1]"));
}

// "start over": the same players show again; after kFingerRounds (10) showings without a winner the engine
// records a livelock finding naming the tie reading and draws the first player by chance, so every game ends.
PEERAGE_ASSERTS_RULES(finger_game_starts_over_and_is_cut_off_with_a_finding, "an.setup.fingers-again");
BOOST_AUTO_TEST_CASE(finger_game_starts_over_and_is_cut_off_with_a_finding) {
  auto s = AtFingers(FingersConfig(3, "highest-unique"));
  for (int round = 1; round <= 10; ++round) {
    BOOST_TEST(ShowAll(*s, {2, 2, 2}) == (round == 10 ? 0 : -1));  // sc.first stays 0 at the cut-off
    BOOST_TEST(s->ToJson()["state"]["fingers"]["rounds"] == round);
    bool again = false;
    for (RuleId r : s->StepRules()) again = again || s->info().rules[r].id == "an.setup.fingers-again";
    BOOST_TEST(again);
  }
  BOOST_TEST(s->IsChance());
  BOOST_TEST(s->ToJson()["state"]["phase"] == "choose-first");
  BOOST_REQUIRE_EQUAL(s->Findings().size(), 1u);
  BOOST_TEST((s->Findings()[0].kind == FindingKind::kLivelock));
  BOOST_TEST(s->Findings()[0].interpretation == "an.first-player=fingers");  // the reading that brings the cut-off
  BOOST_TEST(s->CheckInvariants().empty());
}

BOOST_AUTO_TEST_SUITE_END()
