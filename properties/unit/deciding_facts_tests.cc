// Deciding facts (model/analysis/deciding_facts.h): the ablation's contract, as its header states it. A field
// is deciding when some valid change of it alters the difference; every other field is free; a change the
// `difference` calls invalid decides nothing. Checked on a hand-made difference over a small JSON state
// (every candidate counted by hand) and on the Dueling Nobles King tax, whose condition the rulebook gives.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <functional>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "model/core/trace.h"

using namespace peerage;
using nlohmann::json;

namespace {

bool HasFact(const DecidingFacts& f, const std::string& pattern) {
  return std::any_of(f.facts.begin(), f.facts.end(), [&](const DecidingFact& x) {
    return std::find(x.patterns.begin(), x.patterns.end(), pattern) != x.patterns.end();
  });
}

// "offers" while count >= 2 and armed; a position with an empty hand is refused (nullopt).
std::optional<std::string> Offers(const json& wrapper) {
  const json& s = wrapper.at("state");
  if (s.at("hand").empty()) return std::nullopt;
  return s.at("count").get<int>() >= 2 && s.at("armed").get<bool>() ? "offers" : "";
}

const json kSmall = json::parse(R"({"state": {"phase": "income", "count": 2, "hand": ["a", "b"], "armed": true,
  "court": [{"x": 1, "w": "c"}, {"x": 3, "w": null}]}})");

}  // namespace

BOOST_AUTO_TEST_SUITE(deciding_facts)

BOOST_AUTO_TEST_CASE(candidates_follow_the_header) {
  // Keys in order armed, count, court, hand, phase. armed: the other value (1). count 2: one less, one more,
  // lowered to 0 (3). court, a list of objects: without each element (2); court/0/x 1: one less, one more
  // (2); court/0/w "c": none (1); court/1/x 3: one less, one more, lowered to 1, lowered to 0 (4);
  // court/1/w null with no deal: nothing. hand: emptied, without a, without b (3). phase: none (1).
  // 1 + 3 + 2 + 2 + 1 + 4 + 3 + 1 = 17.
  std::vector<FactEdit> e = CandidateEdits(kSmall["state"], nullptr);
  BOOST_TEST(e.size() == 17u);
  BOOST_TEST(e.front().pointer == "/armed");
  BOOST_TEST(e.front().value == json(false));
  // With a deal whose count is 4 and whose hand is ["z"]: count gets the deal's value (4, not a neighbour
  // of 2 nor 0 or 1), hand the deal's value too: 19.
  json deal = kSmall["state"];
  deal["count"] = 4, deal["hand"] = {"z"};
  std::vector<FactEdit> with_deal = CandidateEdits(kSmall["state"], deal);
  BOOST_TEST(with_deal.size() == 19u);
  BOOST_TEST(std::count_if(with_deal.begin(), with_deal.end(), [](const FactEdit& x) { return x.how == "the deal's value"; }) == 2);
}

// Promise (deciding_facts.h, CandidateEdits): a list of objects gets no deal's value of its own, only its
// elements' fields theirs.
BOOST_AUTO_TEST_CASE(a_list_of_objects_gets_no_deal_value_of_its_own) {
  // The deal of candidates_follow_the_header (count 4, hand ["z"]: 19 changes, 2 of them the deal's value)
  // with a one-place Courtyard: /court is not reset to it; court/0 equals the deal's first place (nothing
  // new), court/1 has no place in the deal (nothing): still 19, 2 of them the deal's value.
  json deal = kSmall["state"];
  deal["count"] = 4, deal["hand"] = {"z"};
  deal["court"] = json::array({kSmall["state"]["court"][0]});
  std::vector<FactEdit> e = CandidateEdits(kSmall["state"], deal);
  BOOST_TEST(e.size() == 19u);
  BOOST_TEST(std::none_of(e.begin(), e.end(), [](const FactEdit& x) { return x.pointer == "/court" && x.how == "the deal's value"; }));
}

// Promise (deciding_facts.h, SwappedPositions): two elements of a short list of objects exchange the values
// of a scalar field where they differ; the two fields are named, the rest of the position is kept.
BOOST_AUTO_TEST_CASE(two_elements_exchange_a_field_where_they_differ) {
  // kSmall's court: w "c" and null differ (one exchange), x 1 and 3 differ (one exchange): 2, in the order
  // of the first place's keys (sorted: w, then x).
  std::vector<FactEdit> e = SwappedPositions(kSmall);
  BOOST_REQUIRE(e.size() == 2u);
  BOOST_TEST(e[0].pointer == "/court/0/w");
  BOOST_TEST(e[0].also == std::vector<std::string>{"/court/1/w"});
  BOOST_TEST(e[1].pointer == "/court/0/x");
  const json swapped = WithEdit(kSmall, e[1]);
  BOOST_TEST(swapped["state"]["court"][0]["x"] == 3);
  BOOST_TEST(swapped["state"]["court"][1]["x"] == 1);
  BOOST_TEST(swapped["state"]["court"][0]["w"] == "c");
  BOOST_TEST(swapped["state"]["count"] == 2);
  BOOST_TEST(e[1].exchange);
  // Equal values exchange nothing; a list of seven objects (longer than a table's players) none at all.
  json same = kSmall;
  same["state"]["court"][1] = same["state"]["court"][0];
  BOOST_TEST(SwappedPositions(same).empty());
  json seven = kSmall;
  seven["state"]["court"] = json::array();
  for (int k = 0; k < 7; ++k) seven["state"]["court"].push_back({{"x", k}});
  BOOST_TEST(SwappedPositions(seven).empty());
  // Only the ablation's `simpler` candidates carry them: with them, x exchanged (3 first) turns "x1" into "".
  auto first_x = [](const json& w) -> std::optional<std::string> {
    return w.at("state").at("court")[0].at("x") == 1 ? "x1" : "";
  };
  DecidingFacts f = FindDecidingFacts(kSmall, nullptr, first_x, {}, SwappedPositions(kSmall));
  BOOST_TEST(std::any_of(f.facts.begin(), f.facts.end(), [](const DecidingFact& x) { return x.edit.exchange; }));
}

BOOST_AUTO_TEST_CASE(a_field_is_deciding_when_some_valid_change_alters_the_difference) {
  DecidingFacts f = FindDecidingFacts(kSmall, nullptr, Offers);
  BOOST_TEST(f.base == "offers");
  // armed flipped: "" (deciding). count one less, 1: "" (deciding; its "one more" is then not tried).
  // Everything else leaves "offers"; hand emptied is refused.
  BOOST_REQUIRE(f.facts.size() == 2u);
  BOOST_TEST(f.facts[0].pointer == "/armed");
  BOOST_TEST(f.facts[1].pointer == "/count");
  BOOST_TEST(f.facts[1].edit.how == "one less");
  BOOST_TEST(f.facts[1].shown == "");
  BOOST_TEST(f.tried == 15);  // 17 candidates less count's "one more" and "lowered to 0"
  BOOST_TEST(f.invalid == 1);
  BOOST_TEST(f.complete);
  // Only the given patterns are changed.
  BOOST_TEST(DecidedBy(kSmall, nullptr, {"/count"}, Offers));
  BOOST_TEST(!DecidedBy(kSmall, nullptr, {"/court/*/x", "/hand", "/phase"}, Offers));
}

BOOST_AUTO_TEST_CASE(an_invalid_start_decides_nothing) {
  json empty = kSmall;
  empty["state"]["hand"] = json::array();
  DecidingFacts f = FindDecidingFacts(empty, nullptr, Offers);
  BOOST_TEST(f.facts.empty());
  BOOST_TEST(!f.complete);
}

BOOST_AUTO_TEST_CASE(the_king_tax_is_decided_by_the_kings_stamina_and_presence) {
  // Rulebook (King): during Income a King in the player's own Courtyard may be taxed, losing one current
  // Stamina point for one Resource. The engine offers it to a King with at least 2 Stamina (a King at 1
  // would be vanquished by his own tax) not taxed this turn (dn.king-tax=once-per-king). So at an Income
  // position with a tax offered, the King's Stamina (2 -> 1) and the King's place in the Courtyard decide
  // whether 'tax' is offered; the player's hand and Resources do not.
  Trace golden = ReadTraceFile("corpus/golden/dueling-nobles-seed1-game0.trace.json");
  auto s = NewGame(TraceConfig(golden));
  bool found = false;
  for (const TraceStep& step : golden.steps) {
    const json pub = s->info().public_state(*s);
    bool tax = false;
    if (pub["state"]["phase"] == "income")
      for (Action a : s->LegalActions()) tax |= s->ActionToString(a).rfind("tax:", 0) == 0;
    if (tax) {
      found = true;
      break;
    }
    s->ApplyActionText(step.action);
  }
  BOOST_REQUIRE_MESSAGE(found, "the golden game never offers a tax: the test shows nothing");
  const json wrapper = PublicWrapper(*s);
  auto offers_tax = [](const json& w) -> std::optional<std::string> {
    std::unique_ptr<State> at;
    try {
      at = StateFromJson(w, "edited");
    } catch (const std::exception&) {
      return std::nullopt;
    }
    std::string kings;
    if (!at->IsTerminal() && !at->IsChance())
      for (Action a : at->LegalActions())
        if (std::string t = at->ActionToString(a); t.rfind("tax:", 0) == 0) kings += t + " ";
    return kings;
  };
  DecidingFacts f = FindDecidingFacts(wrapper, DealPublicState(*s), offers_tax, {}, SimplerPositions(*s));
  BOOST_TEST_MESSAGE("base: " << f.base << " tried " << f.tried << " invalid " << f.invalid);
  for (const DecidingFact& x : f.facts) BOOST_TEST_MESSAGE(x.pointer << " (" << x.edit.how << ") -> " << x.shown);
  BOOST_TEST(HasFact(f, "/players/*/courtyard/*/stamina"));
  BOOST_TEST(HasFact(f, "/players/*/courtyard"));
  BOOST_TEST(!HasFact(f, "/players/*/hand"));
  BOOST_TEST(!HasFact(f, "/players/*/resources"));
  BOOST_TEST(!HasFact(f, "/support_stock"));
  const std::vector<std::string> told = TellFacts(s->info(), wrapper, f);
  for (const std::string& t : told) BOOST_TEST_MESSAGE("told: " << t);
  BOOST_TEST(std::any_of(told.begin(), told.end(), [](const std::string& t) { return t.find("King") != std::string::npos; }));

  // Promise (deciding_facts.h, TellFacts: "Where some facts' change makes the difference go away ... only those
  // are told"; docs/reports.md, "What decides it here"): two facts of this position, p0's first Noble's
  // Stamina and p0's Resources, each changed by one more. Both make the difference go away: both told. Only
  // the Stamina does (the Resources' change turns it into another difference): the Stamina alone. Neither
  // does: both again.
  const json& inner = wrapper.at("state");
  auto fact = [&](const std::string& pointer, const std::string& shown) {
    DecidingFact d;
    d.pointer = pointer;
    d.pattern = FieldPattern(pointer, inner);
    d.patterns = {d.pattern};
    d.edit = FactEdit{pointer, inner.at(json::json_pointer(pointer)).get<int>() + 1, "one more", {}, nullptr};
    d.shown = shown;
    return d;
  };
  auto tells = [&](const std::string& stamina_shown, const std::string& resources_shown) {
    DecidingFacts two;
    two.base = "tax:K";
    two.facts = {fact("/players/0/courtyard/0/stamina", stamina_shown), fact("/players/0/resources", resources_shown)};
    std::string all;
    for (const std::string& t : TellFacts(s->info(), wrapper, two, 4)) all += t + "|";
    BOOST_TEST_MESSAGE("told: " << all);
    return std::make_pair(all.find("Stamina") != std::string::npos, all.find("Resource") != std::string::npos);
  };
  BOOST_TEST((tells("", "") == std::make_pair(true, true)));
  BOOST_TEST((tells("", "tax:KH") == std::make_pair(true, false)));
  BOOST_TEST((tells("tax:KH", "tax:KC") == std::make_pair(true, true)));
}

// Promise (model/analysis/deciding_facts.h, the header's list of changes; docs/protocol.md, "The condition: what
// decides a group": "a number one less or one more, or down to 1 or 0; a flag the other way; a list without one
// of its elements, or emptied"): a number is never made negative ("one less (not below 0)"), a string's change
// is null ("a Weapon taken off, a result not yet known"), and a list leaves each of its values out once.
BOOST_AUTO_TEST_CASE(numbers_stay_at_least_zero_strings_become_null_and_each_value_is_left_out_once) {
  // Keys in order b, l, m, n, s, no deal. b false: the other value (1). l [0, 0, 2]: emptied, then from the
  // end (a deck's top first) without 2, without 0 (the second 0 from the end; the first is the same value:
  // not again), one more at 0, one more at 1, one less at 2, one more
  // at 2 (7; no one less at 0 or 1). m 1: one less, one more (2; "lowered to" only from values above them).
  // n 0: one more (1). s "x": none (1). 1 + 7 + 2 + 1 + 1 = 12.
  const json state = json::parse(R"({"b": false, "l": [0, 0, 2], "m": 1, "n": 0, "s": "x"})");
  std::vector<FactEdit> e = CandidateEdits(state, nullptr);
  for (const FactEdit& x : e) BOOST_TEST_MESSAGE(x.pointer << " " << x.how << " " << x.value.dump());
  BOOST_TEST(e.size() == 12u);
  std::function<bool(const json&)> negative = [&](const json& v) {
    if (v.is_number_integer()) return v.get<long long>() < 0;
    return v.is_array() && std::any_of(v.begin(), v.end(), negative);
  };
  BOOST_TEST(std::none_of(e.begin(), e.end(), [&](const FactEdit& x) { return negative(x.value); }));
  std::vector<json> of_n, of_s, of_l;
  for (const FactEdit& x : e) {
    if (x.pointer == "/n") of_n.push_back(x.value);
    if (x.pointer == "/s") of_s.push_back(x.value);
    if (x.pointer == "/l" && x.how.rfind("without", 0) == 0) of_l.push_back(x.value);
  }
  BOOST_TEST(of_n == std::vector<json>{json(1)});
  BOOST_REQUIRE(of_s.size() == 1u);
  BOOST_TEST(of_s.front().is_null());
  BOOST_TEST(of_l == (std::vector<json>{json::parse("[0, 0]"), json::parse("[0, 2]")}));
  // At most `limit` candidates, the first in document order.
  std::vector<FactEdit> five = CandidateEdits(state, nullptr, 5);
  BOOST_REQUIRE(five.size() == 5u);
  for (std::size_t k = 0; k < 5; ++k) BOOST_TEST(five[k].how == e[k].how);
}

// Promise (deciding_facts.h, AblationBudget: "calls of `difference` (max_runs: a deterministic bound, the same on
// every machine) ... the search stops at the first bound it meets"; DecidingFacts::complete "false: the budget ran
// out before every candidate was tried"; docs/protocol.md: `--condition-runs`, engine runs per group).
BOOST_AUTO_TEST_CASE(the_budget_counts_changes_tried) {
  // kSmall's candidates in order: armed flipped (deciding), count one less (deciding), count one more and
  // lowered to 0 (count already decided: not run), court without its first element (run 3), ...
  AblationBudget three;
  three.max_runs = 3;
  DecidingFacts f = FindDecidingFacts(kSmall, nullptr, Offers, three);
  BOOST_TEST(f.tried == 3);
  BOOST_TEST(!f.complete);
  BOOST_REQUIRE(f.facts.size() == 2u);
  BOOST_TEST(f.facts[0].pointer == "/armed");
  BOOST_TEST(f.facts[1].pointer == "/count");
  // Enough runs for all 15: complete.
  AblationBudget fifteen;
  fifteen.max_runs = 15;
  BOOST_TEST(FindDecidingFacts(kSmall, nullptr, Offers, fifteen).complete);
  fifteen.max_runs = 14;
  BOOST_TEST(!FindDecidingFacts(kSmall, nullptr, Offers, fifteen).complete);
}

// Promise (deciding_facts.h: "A change the position's loader refuses, or after which the example's actions are
// no longer legal, counts as invalid and decides nothing"; docs/protocol.md: a change "that the reference
// refuses as a position ... decides nothing"): a `difference` that throws on a change (a loader refusing it)
// counts the change invalid, as nullopt does.
BOOST_AUTO_TEST_CASE(a_change_the_loader_throws_on_decides_nothing) {
  auto throwing = [](const json& w) -> std::optional<std::string> {
    if (w.at("state").at("hand").empty()) throw std::runtime_error("an empty hand is no position");
    return Offers(w);
  };
  DecidingFacts f = FindDecidingFacts(kSmall, nullptr, throwing);
  BOOST_REQUIRE(f.facts.size() == 2u);  // armed and count, as with nullopt
  BOOST_TEST(f.facts[0].pointer == "/armed");
  BOOST_TEST(f.facts[1].pointer == "/count");
  BOOST_TEST(f.invalid == 1);
  BOOST_TEST(!HasFact(f, "/hand"));
}

// Promise (deciding_facts.h, DecidedBy: "Only the given field patterns are changed"): a list's pattern changes
// the list (an element left out, emptied, the deal's value), not the fields inside its elements, which are
// patterns of their own.
BOOST_AUTO_TEST_CASE(decided_by_changes_only_the_fields_named) {
  // Valid only with both Courtyard places; shows "x1" while the first place's x is 1.
  auto first_x = [](const json& w) -> std::optional<std::string> {
    const json& court = w.at("state").at("court");
    if (court.size() != 2) return std::nullopt;
    return court[0].at("x") == 1 ? "x1" : "";
  };
  BOOST_TEST(DecidedBy(kSmall, nullptr, {"/court/*/x"}, first_x));
  // /court's own changes leave an element out: no valid position, so nothing decides it.
  BOOST_TEST(!DecidedBy(kSmall, nullptr, {"/court"}, first_x));
  BOOST_TEST(!FindDecidingFacts(kSmall, nullptr, first_x).facts.empty());
}

// Two hands and an empty discard pile; each simplification moves one card from a hand onto the pile.
std::vector<FactEdit> SpendEach(const json& wrapper) {
  std::vector<FactEdit> out;
  for (int p = 0; p < 2; ++p)
    for (std::size_t i = 0; i < wrapper["state"]["hands"][p].size(); ++i) {
      json w = wrapper;
      json& hand = w["state"]["hands"][p];
      w["state"]["discard"].push_back(hand[i]);
      hand.erase(i);
      out.push_back({.pointer = "/discard", .value = nullptr, .how = "simplified",
                     .also = {fmt::format("/hands/{}", p)}, .wrapper = std::make_shared<const json>(w)});
    }
  return out;
}

// Where every card moved onto the empty pile alters the difference (a Clubs card that can take only itself
// back), the empty pile is the fact; where only some do (the Aces of a duel: 2 of the 4 cards), the hands
// they came from are. The pile is filled 4 times: once by each of the first card of p0's hand and of p1's
// (both found deciding), then by the two skipped second cards, tried at the end.
BOOST_AUTO_TEST_CASE(an_empty_pile_decides_only_when_every_card_moved_onto_it_does) {
  const json w = json::parse(R"({"state": {"hands": [["A1", "x"], ["A2", "y"]], "discard": []}})");
  const std::vector<FactEdit> simpler = SpendEach(w);
  auto pile_empty = [](const json& v) -> std::optional<std::string> {
    return v.at("state").at("discard").empty() ? "differs" : "";
  };
  auto aces = [](const json& v) -> std::optional<std::string> {
    const json& h = v.at("state").at("hands");
    return std::find(h[0].begin(), h[0].end(), "A1") != h[0].end() && std::find(h[1].begin(), h[1].end(), "A2") != h[1].end()
               ? "differs" : "";
  };
  AblationBudget only_simpler{.max_edits = 0};
  const DecidingFacts by_pile = FindDecidingFacts(w, nullptr, pile_empty, only_simpler, simpler);
  BOOST_TEST(by_pile.fills.at("/discard").first == 4);
  BOOST_TEST(by_pile.fills.at("/discard").second == 4);
  BOOST_TEST_REQUIRE(by_pile.facts.size() == 2u);
  BOOST_TEST(ToldField(by_pile, by_pile.facts[0], w["state"]) == "/discard");
  const DecidingFacts by_aces = FindDecidingFacts(w, nullptr, aces, only_simpler, simpler);
  BOOST_TEST(by_aces.fills.at("/discard").first == 4);
  BOOST_TEST(by_aces.fills.at("/discard").second == 2);
  BOOST_TEST_REQUIRE(by_aces.facts.size() == 2u);
  BOOST_TEST(ToldField(by_aces, by_aces.facts[0], w["state"]) == "/hands/*");
  BOOST_TEST(ToldField(by_aces, by_aces.facts[1], w["state"]) == "/hands/*");
}

// A picture of a 3+-player example draws a written or deciding field for the seat it belongs to: the
// pattern keeps the player's index and writes every other list index '*'; EverySeat gives the index back
// to every player; pointers outside "/players" are FieldPattern's.
BOOST_AUTO_TEST_CASE(a_players_field_is_patterned_by_seat) {
  const json inner = {{"players", json::array({json::object(), json::object(), {{"hand", json::array({"a", "b"})}}})},
                      {"bag", json::array({1, 2})}};
  BOOST_TEST(PlayerFieldPattern("/players/2/hand/1", inner) == "/players/2/hand/*");
  BOOST_TEST(PlayerFieldPattern("/players/2", inner) == "/players/2");
  BOOST_TEST(PlayerFieldPattern("/bag/0", inner) == "/bag/*");
  BOOST_TEST(FieldPattern("/players/2/hand/1", inner) == "/players/*/hand/*");
  BOOST_TEST(EverySeat("/players/2/hand/*") == "/players/*/hand/*");
  BOOST_TEST(EverySeat("/players/12") == "/players/*");
  BOOST_TEST(EverySeat("/bag/*") == "/bag/*");
}

// RFC 6901, section 3: '~' is written "~0" and '/' "~1" in a reference token; a key with both ("a/b~c") is one
// token "a~1b~0c", and a differing leaf under it is named with that token.
BOOST_AUTO_TEST_CASE(keys_are_escaped_as_pointer_tokens) {
  BOOST_TEST(PointerToken("a/b~c") == "a~1b~0c");
  BOOST_TEST(PointerToken("plain") == "plain");
  const json a = {{"a/b~c", 1}}, b = {{"a/b~c", 2}};
  BOOST_TEST(DifferingLeaves(a, b) == std::vector<std::string>{"/a~1b~0c"}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
