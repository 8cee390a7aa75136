// How deciding facts are told (model/analysis/deciding_facts.h, TellFacts), each promise of the header checked
// on hand-made facts told by a hand-made narrator, so that every expected sentence is written here, not taken
// from a game's words: facts about where play stands (Narrator::standing) only where nothing else decides;
// facts about one list merged into one sentence; two or more fields of one total a rule reads
// (Narrator::totals) told as that total, first; an exchange of two values told only where it makes the
// difference go away.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

using namespace peerage;
using nlohmann::json;

namespace {

// A Dueling Nobles position (its schema gives the public state's defaults) and a copy of the game's
// description whose narrator tells a difference in /players/<p>/resources as "p<p> has <n> Resources",
// in /players/<p>/hand as "p<p>'s hand holds <n> cards, among them <the last>", and anything else as
// "<pointer> is <value>".
struct Telling {
  std::unique_ptr<State> state;
  GameInfo info;
  json wrapper;

  Telling() : state(NewGame(GameConfig{"dueling-nobles", 2, {}, ""})), info(state->info()) {
    while (state->IsChance()) state->ApplyLegalAction(state->ChanceOutcomes().front().action);
    wrapper = PublicWrapper(*state);
    info.narrator.totals.clear();
    info.narrator.standing.clear();
    info.narrator.differences = [](const json& then, const json& now) {
      std::vector<NarratedChange> out;
      for (const std::string& leaf : DifferingLeaves(then.at("state"), now.at("state"))) {
        const json& v = now.at("state").at(json::json_pointer(leaf));
        const int seat = leaf.rfind("/players/", 0) == 0 ? leaf[9] - '0' : -1;
        if (leaf.find("/resources") != std::string::npos)
          out.push_back({FieldPattern(leaf, now.at("state")), fmt::format("p{} has {} Resources", seat, v.get<int>()), ""});
        else if (leaf.find("/hand") != std::string::npos) {
          const json& hand = now.at("state").at(json::json_pointer(leaf.substr(0, leaf.find("/hand") + 5)));
          out.push_back({FieldPattern(leaf, now.at("state")),
                         fmt::format("p{}'s hand holds {} cards, among them {}", seat, hand.size(), v.dump()), ""});
        } else {
          out.push_back({FieldPattern(leaf, now.at("state")), fmt::format("{} is {}", leaf, v.dump()), ""});
        }
      }
      return out;
    };
  }

  const json& inner() const { return wrapper.at("state"); }

  // A fact: the field at `pointer` changed to `value`, with `shown` the difference after the change.
  DecidingFact Fact(const std::string& pointer, json value, const std::string& shown) const {
    DecidingFact d;
    d.pointer = pointer;
    d.pattern = FieldPattern(pointer, inner());
    d.patterns = {d.pattern};
    d.edit = FactEdit{pointer, std::move(value), "hand-made", {}, nullptr};
    d.shown = shown;
    return d;
  }

  std::vector<std::string> Tell(const std::vector<DecidingFact>& facts, std::size_t limit = 4) const {
    DecidingFacts f;
    f.base = "differs";
    f.facts = facts;
    return TellFacts(info, wrapper, f, limit);
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(deciding_facts_telling)

BOOST_AUTO_TEST_CASE(standing_facts_are_told_only_where_nothing_else_decides) {
  Telling t;
  const int turn = t.inner().at("turn").get<int>();
  const int r1 = t.inner().at("players")[1].at("resources").get<int>();
  t.info.narrator.standing = {"/turn"};
  // The turn (where play stands) and p1's Resources both decide: only p1's Resources are told, by their value.
  const std::vector<std::string> both = t.Tell({t.Fact("/turn", turn + 1, ""), t.Fact("/players/1/resources", r1 + 1, "")});
  BOOST_TEST(both == std::vector<std::string>{fmt::format("p1 has {} Resources", r1)}, boost::test_tools::per_element());
  // The turn alone decides: it is what there is to tell.
  const std::vector<std::string> alone = t.Tell({t.Fact("/turn", turn + 1, "")});
  BOOST_TEST(alone == std::vector<std::string>{fmt::format("/turn is {}", turn)}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(facts_about_one_list_merge_into_one_sentence) {
  Telling t;
  json& hand = t.wrapper["state"]["players"][0]["hand"];
  BOOST_REQUIRE(hand.is_array());
  hand = json::array({"AS", "KD", "7H"});
  // Each card's fact tells "p0's hand holds 3 cards, among them <card>"; told together: one sentence naming
  // the two cards, in the order found ("KD" then "7H"), joined by "and".
  const std::vector<std::string> told = t.Tell({t.Fact("/players/0/hand/1", "QD", ""), t.Fact("/players/0/hand/2", "QD", "")});
  BOOST_TEST(told == std::vector<std::string>{"p0's hand holds 3 cards, among them \"KD\" and \"7H\""}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(fields_of_one_total_are_told_as_the_total_first) {
  Telling t;
  std::vector<std::vector<std::string>> asked;
  t.info.narrator.totals = {{{"/players/*/resources"}, [&](const json&, const std::vector<std::string>& pointers) {
                               asked.push_back(pointers);
                               return std::string("the Resources total");
                             }}};
  const int r0 = t.inner().at("players")[0].at("resources").get<int>();
  const int r1 = t.inner().at("players")[1].at("resources").get<int>();
  const DecidingFact other = t.Fact("/turn", 99, "");
  // Two Resources facts and one other: the total first (asked with both facts' fields), then the other fact;
  // neither Resources fact on its own.
  const std::vector<std::string> told =
      t.Tell({other, t.Fact("/players/0/resources", r0 + 1, ""), t.Fact("/players/1/resources", r1 + 1, "")});
  BOOST_REQUIRE(!told.empty());
  BOOST_TEST(told.front() == "the Resources total");
  BOOST_TEST(told.size() == 2u);
  BOOST_REQUIRE(asked.size() == 1u);
  BOOST_TEST(asked[0] == (std::vector<std::string>{"/players/0/resources", "/players/1/resources"}), boost::test_tools::per_element());
  // One Resources fact alone is told by its field: a total needs two or more.
  const std::vector<std::string> one = t.Tell({t.Fact("/players/0/resources", r0 + 1, "")});
  BOOST_TEST(one == std::vector<std::string>{fmt::format("p0 has {} Resources", r0)}, boost::test_tools::per_element());
  // A total that is not in play there ("") leaves the facts told one by one.
  t.info.narrator.totals.front().tell = [](const json&, const std::vector<std::string>&) { return std::string(); };
  const std::vector<std::string> off = t.Tell({t.Fact("/players/0/resources", r0 + 1, ""), t.Fact("/players/1/resources", r1 + 1, "")});
  BOOST_TEST(off == (std::vector<std::string>{fmt::format("p0 has {} Resources", r0), fmt::format("p1 has {} Resources", r1)}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_exchange_is_told_only_where_it_makes_the_difference_go_away) {
  Telling t;
  json& players = t.wrapper["state"]["players"];
  players[0]["resources"] = 3;
  players[1]["resources"] = 0;
  // p0's and p1's Resources exchanged: a fact that changes both fields; told by both values.
  auto exchange = [&](const std::string& shown) {
    DecidingFact d = t.Fact("/players/0/resources", 0, shown);
    json swapped = t.wrapper;
    swapped["state"]["players"][0]["resources"] = 0;
    swapped["state"]["players"][1]["resources"] = 3;
    d.edit.also = {"/players/1/resources"};
    d.edit.wrapper = std::make_shared<const json>(swapped);
    d.edit.exchange = true;
    d.patterns = {"/players/*/resources", "/players/*/resources"};
    return d;
  };
  const std::vector<std::string> agree = t.Tell({exchange("")});
  BOOST_TEST(agree == (std::vector<std::string>{"p0 has 3 Resources", "p1 has 0 Resources"}), boost::test_tools::per_element());
  // The same exchange turning the difference into another one (p1 could then buy what only one reading
  // offered) is no condition of this one: nothing told.
  BOOST_TEST(t.Tell({exchange("another")}).empty());
}

BOOST_AUTO_TEST_CASE(a_long_fact_is_cut_after_a_few_items) {
  Telling t;
  // "/turn is \"...\"": 11 characters around the value. A value of 6 items of 20 characters each, joined by
  // ", " (6 x 20 + 5 x 2 = 130), makes a sentence of 141: told whole (at most 160).
  auto items = [](int n) {
    std::string v;
    for (int k = 0; k < n; ++k) v += (k ? ", " : "") + fmt::format("item number {:08d}", k);
    return v;
  };
  t.wrapper["state"]["turn"] = items(6);
  const std::vector<std::string> whole = t.Tell({t.Fact("/turn", "x", "")});
  BOOST_REQUIRE(whole.size() == 1u);
  BOOST_TEST(whole[0].size() == 141u);
  BOOST_TEST(whole[0].find("and so on") == std::string::npos);
  // 9 items: 9 x 20 + 8 x 2 = 196, a sentence of 207: cut at the last ", " starting by character 110. After the
  // 10 characters of '/turn is "', the ", " after the 4th item starts at 10 + 4 x 20 + 3 x 2 = 96, the one after
  // the 5th at 118: four items are kept, with "and so on".
  t.wrapper["state"]["turn"] = items(9);
  const std::vector<std::string> cut = t.Tell({t.Fact("/turn", "x", "")});
  BOOST_REQUIRE(cut.size() == 1u);
  BOOST_TEST(cut[0] == "/turn is \"" + items(4) + " and so on");
}

BOOST_AUTO_TEST_SUITE_END()
