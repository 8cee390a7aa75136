// Deciding facts (model/analysis/deciding_facts.h): the ablation's contract, as its header states it. A field
// is deciding when some valid change of it alters the difference; every other field is free; a change the
// `difference` calls invalid decides nothing. Checked on a hand-made difference over a small JSON state
// (every candidate counted by hand) and on the Dueling Nobles King tax, whose condition the rulebook gives.
#include <boost/test/unit_test.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/core/game.h"
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
}

BOOST_AUTO_TEST_SUITE_END()
