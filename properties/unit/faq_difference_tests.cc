// What a FAQ example shows from a start position (model/analysis/faq.h: FaqDifference), the key deciding facts
// are found with: the point its outcome sentences open with. The promise (faq.h, FaqDifference; docs/reports.md,
// "What decides it here": "a field is deciding when its change makes the readings agree or changes the point
// their lines open with (where an action stops being allowed, who decides next, what may be done next, else which
// fields differ at the table) ... A change that gives the turn to another player decides nothing"): the point is
// the first of those that differs, in that order; "" when the readings agree; no valid position (nullopt) when
// another player is to act than at the example's start or the example's first action is illegal under both.
// Each expectation is worked out by hand from the Dueling Nobles rules and the readings' texts (dn_catalogue.cc)
// at two positions reached by play from the deal, whose facts the test checks before relying on them.
#include <boost/test/unit_test.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/analysis/faq.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"

using namespace peerage;
using nlohmann::json;

namespace {

const std::string kGame = "dueling-nobles";

// From the deal under the default readings, 35 actions to turn 1, p0's Income (the play of the report example
// dueling-nobles/dn.king-tax=repeat as of this test): p0 holds JC (2 Stamina), KC (3) and KH, just taxed from 3
// to 2; p1 holds JD, QD and KD; p0 has 2 Resources and the hand 5D 6S 7C 9H 10C 10S.
const std::vector<std::string> kToIncome = {
    "die:6",    "die:5",    "die:1",    "die:3",    "draw:JS",  "draw:QD",  "draw:JC", "draw:QC", "draw:QH",
    "draw:KS",  "draw:QS",  "draw:KD",  "draw:KH",  "draw:JH",  "draw:KC",  "draw:JD", "keep:JC", "keep:KC",
    "keep:KH",  "keep:JD",  "keep:QD",  "keep:KD",  "draw:10C", "draw:2S",  "draw:7C", "draw:AC", "draw:9H",
    "draw:AD",  "draw:6S",  "draw:2C",  "draw:10S", "draw:10H", "draw:5D",  "draw:6D", "tax:KH"};

// From the deal under the default readings, 43 actions to a duel of p0's Queen of Spades against p1's King of
// Clubs, where p1 (defending) plays a support card after p0's 5 of Hearts (the play of the report example
// dueling-nobles/dn.duels-per-turn=each-noble as of this test).
const std::vector<std::string> kToDuelEnd = {
    "die:2",   "die:6",   "die:4",   "die:3",   "draw:QS", "draw:JS",  "draw:QD", "draw:JC", "draw:JD",
    "draw:JH", "draw:KD", "draw:KH", "draw:QC", "draw:QH", "draw:KS",  "draw:KC", "keep:QD", "keep:QS",
    "keep:KS", "keep:JH", "keep:KC", "keep:KH", "draw:2D", "draw:8C",  "draw:10S", "draw:8S", "draw:7H",
    "draw:6S", "draw:6C", "draw:AH", "draw:5H", "draw:7D", "draw:9D",  "draw:3S", "tax:KS",  "end-income",
    "end-reinforcements", "end-command", "duel:QS>KC", "die:3", "die:2", "die:6", "support:5H"};

std::unique_ptr<State> Reach(const std::vector<std::string>& actions) {
  auto s = NewGame(GameConfig{kGame, 2, {}});
  for (const std::string& a : actions) s->ApplyActionText(a);
  return s;
}

constexpr const char* kNoPosition = "(no valid position)";

// The position a checked-in report example starts from: its trace played from the deal to `shown_from`.
std::unique_ptr<State> ReachedBy(const Trace& recorded) {
  BOOST_REQUIRE(recorded.shown_from.has_value());
  auto s = NewGame(TraceConfig(recorded));
  for (int k = 0; k < *recorded.shown_from; ++k) s->ApplyActionText(recorded.steps[static_cast<std::size_t>(k)].action);
  return s;
}

// The point of the example `actions` from `start` under readings `a` and `b` of `game`'s `interpretation`, as a
// function of the (changed) start wrapper; kNoPosition for nullopt.
std::function<std::string(const json&)> PointOf(const State& start, const std::string& game, const std::string& interpretation,
                                                const std::string& a, const std::string& b,
                                                const std::vector<std::string>& actions) {
  FaqExample ex;
  ex.trace.game = game;
  ex.trace.players = start.NumPlayers();
  ex.trace.start = std::make_shared<const json>(start.ToJson());
  for (const std::string& x : actions) ex.trace.steps.push_back(TraceStep{x});
  ex.reading_a = a;
  ex.reading_b = b;
  const Interpretation* in = nullptr;
  for (const Interpretation& i : Registry::Instance().Get(game).interpretations)
    if (i.id == interpretation) in = &i;
  BOOST_REQUIRE(in);
  const DifferenceAt difference = FaqDifference(ex, *in);
  return [difference](const json& wrapper) { return difference(wrapper).value_or(kNoPosition); };
}

// The example: `actions` from `start` under `a` and `b` of `interpretation` (Dueling Nobles); kNoPosition for
// nullopt.
std::string PointAt(const State& start, const json& wrapper, const std::vector<std::string>& actions,
                    const std::string& interpretation, const std::string& a, const std::string& b) {
  return PointOf(start, kGame, interpretation, a, b, actions)(wrapper);
}

json Courtier(const json& wrapper, int player, const std::string& noble) {
  for (const json& c : wrapper["state"]["players"][player]["courtyard"])
    if (c["noble"] == noble) return c;
  return nullptr;
}

// The wrapper with `noble`'s Stamina (in `player`'s Courtyard) set to `stamina`.
json WithStamina(json wrapper, int player, const std::string& noble, int stamina) {
  for (json& c : wrapper["state"]["players"][player]["courtyard"])
    if (c["noble"] == noble) c["stamina"] = stamina;
  return wrapper;
}

// The facts of the Income position the expectations below rely on.
void RequireTheIncomePosition(const State& s, const json& w) {
  BOOST_REQUIRE(s.CurrentPlayer() == 0);
  BOOST_REQUIRE(w["state"]["phase"] == "income");
  BOOST_REQUIRE(Courtier(w, 0, "KC")["stamina"] == 3);
  BOOST_REQUIRE(Courtier(w, 0, "KH")["stamina"] == 2);
  BOOST_REQUIRE(w["state"]["players"][0]["resources"] == 2);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(faq_difference)

// Promise: "where an action stops being allowed" is the point, before who decides next.
BOOST_AUTO_TEST_CASE(an_action_one_reading_forbids_is_the_point_before_who_decides_next) {
  auto s = Reach(kToIncome);
  const json w = PublicWrapper(*s);
  RequireTheIncomePosition(*s, w);
  // dn.king-tax: under once-per-king "each King at most once per turn": KH, taxed this turn, may not be taxed
  // again (the example's first action is illegal); under repeat "a King may be taxed repeatedly down to 1
  // Stamina": KH goes from 2 to 1. The first stops at action 0, the second plays every action.
  BOOST_TEST(PointAt(*s, w, {"tax:KH"}, "dn.king-tax", "once-per-king", "repeat") == "stops 0/-1");
  BOOST_TEST(PointAt(*s, w, {"tax:KH"}, "dn.king-tax", "repeat", "once-per-king") == "stops -1/0");
  // Played on to the end of p0's turn under repeat, p1 decides next there and p0 (stopped at Income) under
  // once-per-king: that follows from the stop, which stays the point.
  const std::vector<std::string> to_turn_end = {"tax:KH", "end-income", "end-reinforcements", "end-command", "end-turn"};
  BOOST_TEST(PointAt(*s, w, to_turn_end, "dn.king-tax", "once-per-king", "repeat") == "stops 0/-1");
}

// Promise: where both readings play every action, "who decides next" is the point.
BOOST_AUTO_TEST_CASE(who_decides_next_is_the_point_when_both_play_every_action) {
  auto s = Reach(kToDuelEnd);
  const json w = PublicWrapper(*s);
  BOOST_REQUIRE(s->CurrentPlayer() == 1);
  BOOST_REQUIRE(w["state"]["phase"] == "duel-support");
  // dn.duels-per-turn: p1's support card (3S), the last of the duel, resolves it in p0's turn, and no Noble is
  // vanquished (QS and KC have 2 Stamina or more). Under "one duel per turn" p0's turn ends and p1 decides next
  // (p1's Income); under each-noble p0's Nobles that have not dueled (QD, KS) may still declare one, so p0
  // decides next. Both readings play the action.
  BOOST_TEST(PointAt(*s, w, {"support:3S"}, "dn.duels-per-turn", "one", "each-noble") == "acts p1/p0");
}

// Promise: where the same player decides next, "what may be done next" (the kinds of action only one reading
// allows, either way round) is the point.
BOOST_AUTO_TEST_CASE(what_may_be_done_next_is_the_point_either_way_round) {
  auto s = Reach(kToIncome);
  const json w = PublicWrapper(*s);
  RequireTheIncomePosition(*s, w);
  // As it stands both readings offer KC's tax (3 Stamina, not taxed yet) and end-income; only repeat offers
  // KH's again (taxed this turn, 2 Stamina -> 1): a tax only the second reading offers, though both offer one.
  BOOST_TEST(PointAt(*s, w, {}, "dn.king-tax", "once-per-king", "repeat") == "may +b tax|");
  BOOST_TEST(PointAt(*s, w, {}, "dn.king-tax", "repeat", "once-per-king") == "may +a tax|");
  // With KH's tax this turn forgotten (the turn's record empty) both readings offer KC's and KH's taxes: the
  // readings agree.
  json none_taxed = w;
  none_taxed["state"]["turn_state"]["taxed"] = json::array();
  BOOST_TEST(PointAt(*s, none_taxed, {}, "dn.king-tax", "once-per-king", "repeat") == "");
  // With KC at 1 Stamina (no King is taxed at 1: "down to 1 Stamina"), once-per-king offers no tax at all,
  // repeat still KH's (2 -> 1): 'tax' only under the second reading, or under the first with the readings
  // swapped.
  const json kc_at_one = WithStamina(w, 0, "KC", 1);
  BOOST_TEST(PointAt(*s, kc_at_one, {}, "dn.king-tax", "once-per-king", "repeat") == "may +b tax|");
  BOOST_TEST(PointAt(*s, kc_at_one, {}, "dn.king-tax", "repeat", "once-per-king") == "may +a tax|");
}

// Promise: where nothing else differs, "which fields differ at the table" (as patterns, list indices '*').
BOOST_AUTO_TEST_CASE(the_fields_that_differ_at_the_table_are_the_point_when_nothing_else_does) {
  auto s = Reach(kToIncome);
  const json w = PublicWrapper(*s);
  RequireTheIncomePosition(*s, w);
  // dn.support-price: p0 ends Income and buys two Support cards: "one Resource per card bought" (one-each) leaves
  // p0 0 of its 2 Resources, "one Resource per purchase of one to three cards" 1. The cards are drawn next (chance
  // decides next under both, with the same draws offered): only p0's Resources differ.
  // Every field that differs is a number, so by how much (second reading minus first): p0 keeps 0 against 1,
  // +1.
  BOOST_TEST(PointAt(*s, w, {"end-income", "buy:2"}, "dn.support-price", "one-each", "one-per-purchase") ==
             "table /players/0/resources +1|");
  // With 3 Resources both readings leave p0 one more (1 against 2): the same difference, which the rule
  // gives, not the Resources p0 had.
  json richer = w;
  richer["state"]["players"][0]["resources"] = 3;
  BOOST_TEST(PointAt(*s, richer, {"end-income", "buy:2"}, "dn.support-price", "one-each", "one-per-purchase") ==
             "table /players/0/resources +1|");
  // Three cards from 3 Resources: one-each leaves 0, one-per-purchase 2: another difference, +2.
  BOOST_TEST(PointAt(*s, richer, {"end-income", "buy:3"}, "dn.support-price", "one-each", "one-per-purchase") ==
             "table /players/0/resources +2|");
}

// Promise (faq_deciding.cc): where the example's actions apply a rule the question affects, a change after
// which neither reading applies it and each line ends elsewhere takes the occasion away and decides nothing.
// The position: the Tudor report's td.crowded-tie example, a game played from a chosen deal to the last turn
// of round 1, where p1's "end" ends the round and Crowded Court scores (facts checked first).
BOOST_AUTO_TEST_CASE(a_change_that_keeps_the_rule_from_being_applied_decides_nothing) {
  auto s = ReachedBy(ReadTraceFile("reports/tudor/td.crowded-tie=board-only.trace.json"));
  const json w = PublicWrapper(*s);
  const json& st = w["state"];
  BOOST_REQUIRE(st["round"] == 1);
  BOOST_REQUIRE(st["office"][0] == 0);   // p0 holds column 1's Office
  BOOST_REQUIRE(st["fig"][3] == 1);      // p1's Courtier on c1r4 (column 1's spaces are 0..6)
  for (int r = 0; r < 7; ++r) BOOST_REQUIRE((r == 3 || st["fig"][r].is_null() || st["fig"][r] == -1));
  BOOST_REQUIRE(s->CurrentPlayer() == 1);
  const auto point = PointOf(*s, "tudor", "td.crowded-tie", "office-highest", "board-only", {"end"});
  // Column 1 is tied 1 to 1 (p0's Office, p1 on c1r4): office-highest gives p0 the 6 Prestige, board-only p1.
  // p0 6 less and p1 6 more under board-only.
  BOOST_TEST(point(w) == "table /players/0/prestige -6|/players/1/prestige +6|");
  // With p1's Courtier on c1r4 back in p1's supply, p0 alone holds column 1 under both readings: they agree.
  json without = w;
  without["state"]["fig"][3] = st["fig"][0];
  without["state"]["players"][1]["supply"] = st["players"][1]["supply"].get<int>() + 1;
  BOOST_TEST(point(without) == "");
  // A Courtier of p0's not yet activated (a chair's figure that has not acted): p1's "end" passes the turn to
  // p0 and the round goes on under both readings, so Crowded Court is not applied: the occasion is gone, which
  // decides nothing of the question.
  json waiting = w;
  bool found = false;
  for (json& chair : waiting["state"]["chairs"])
    if (!found && chair["owner"] == 0 && chair["acted"] == true) chair["acted"] = false, found = true;
  BOOST_REQUIRE(found);
  BOOST_TEST(point(waiting) == kNoPosition);
}

// Promise: "A change that gives the turn to another player decides nothing", nor a start where the example's
// first action is illegal under both readings (faq.h: no valid start).
BOOST_AUTO_TEST_CASE(a_start_with_another_player_to_act_or_the_first_action_illegal_under_both_is_no_position) {
  auto s = Reach(kToIncome);
  const json w = PublicWrapper(*s);
  RequireTheIncomePosition(*s, w);
  // KH at 1 Stamina: no reading taxes it (once-per-king: taxed this turn; repeat: not below 1).
  BOOST_TEST(PointAt(*s, WithStamina(w, 0, "KH", 1), {"tax:KH"}, "dn.king-tax", "once-per-king", "repeat") == kNoPosition);
  // p1 to act in Income (the public state's "active"), KC at 1: p1 may tax KD (3 Stamina) under both readings,
  // so the readings would agree; but another player acts than at the example's start: no valid position.
  json p1_to_act = WithStamina(w, 0, "KC", 1);
  BOOST_REQUIRE(p1_to_act["state"]["active"] == 0);
  p1_to_act["state"]["active"] = 1;
  BOOST_REQUIRE(StateFromJson(p1_to_act, "p1 to act")->CurrentPlayer() == 1);
  BOOST_TEST(PointAt(*s, p1_to_act, {}, "dn.king-tax", "once-per-king", "repeat") == kNoPosition);
}

// Promise: at a game end where the readings order players otherwise, the point is which pairs they order
// otherwise, not the places themselves. The position: a copy of an earlier Noblemen report example for
// nm.tie-after-pounds (a tie for second place), a game played from the deal to its end (the facts relied on
// are checked first).
BOOST_AUTO_TEST_CASE(at_a_game_end_the_pairs_ordered_otherwise_are_the_point) {
  auto s = ReachedBy(ReadTraceFile("properties/fixtures/traces/nm-tie-for-second.trace.json"));
  BOOST_REQUIRE(s->IsTerminal());
  const json w = PublicWrapper(*s);
  const json& pl = w["state"]["players"];
  BOOST_REQUIRE(pl.size() == 3u);
  BOOST_REQUIRE((pl[0]["vp"] == 23 && pl[1]["vp"] == 46 && pl[2]["vp"] == 23));
  BOOST_REQUIRE((pl[0]["pounds"] == 0 && pl[2]["pounds"] == 0));
  BOOST_REQUIRE((pl[0]["title"] == "baron" && pl[1]["title"] == "earl" && pl[2]["title"] == "viscount"));
  const auto point = PointOf(*s, "noblemen", "nm.tie-after-pounds", "shared", "higher-title", {});
  // p1 wins with 46 VP under both. p0 and p2 tie on 23 VP and 0 pounds: "shared" leaves them level; under
  // "higher-title" the Viscount (p2) is ahead of the Baron (p0). The pair p0-p2: '=' then '<' (p0 behind).
  BOOST_TEST(point(w) == "places p0=p2/<");
  // p0 with 1 pound is ahead of p2 under both readings (pounds break the tie first): the readings agree.
  json richer = w;
  richer["state"]["players"][0]["pounds"] = 1;
  BOOST_TEST(point(richer) == "");
  // The titles exchanged (p0 the Viscount, p2 the Baron): still level under "shared", p0 ahead under
  // "higher-title": the pair turns, so the titles decide which way.
  json exchanged = w;
  exchanged["state"]["players"][0]["title"] = "viscount";
  exchanged["state"]["players"][2]["title"] = "baron";
  BOOST_TEST(point(exchanged) == "places p0=p2/>");
  // p1 with 23 VP as well (a three-way tie on VP and pounds): "shared" puts all three level; "higher-title"
  // orders Earl p1, Viscount p2, Baron p0. Every pair turns: p0-p1 '=' then '<', p0-p2 '=' then '<', p1-p2
  // '=' then '>'.
  json three = w;
  three["state"]["players"][1]["vp"] = 23;
  BOOST_TEST(point(three) == "places p0=p1/< p0=p2/< p1=p2/>");
}

BOOST_AUTO_TEST_SUITE_END()
