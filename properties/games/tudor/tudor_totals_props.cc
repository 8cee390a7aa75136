// Tudor's total a rule reads (Narrator::totals, td_narrate_totals.cc): in the last round, facts about the
// players' Influence, Intrigue and Opportunity Tokens and Court Cards are told as what each holds for the
// Order of the Garter. Expected sentences are written by hand from the rulebook (Game end, Order of the
// Garter: "remaining Influence Tokens, Intrigue Tokens, and Court Cards") and the hand-built position.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/public_state.h"
#include "properties/games/tudor/tudor_fixtures.h"

using namespace peerage;
using namespace tudor_build;

namespace {

const GameInfo& TotalsGame() { return Registry::Instance().Get("tudor"); }

std::string GarterTold(const Json& canonical) {
  const Json ps = WithPublicDefaults(PublicSchemaOf(TotalsGame()), TotalsGame().public_state(*Load(canonical)));
  BOOST_REQUIRE(TotalsGame().narrator.totals.size() == 1u);
  return TotalsGame().narrator.totals.front().tell(ps, {});
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_totals)

BOOST_AUTO_TEST_CASE(the_garter_holdings_are_told_in_the_last_round_only) {
  // 4 players, Persistent Courtiers: 4 rounds (data/tudor/board.json), so round 4 is the last.
  // p0 1 Intrigue Token + 1 gray Court Card = 2; p1 1 Influence Token + 1 blue = 2; p2 1 blue = 1;
  // p3 1 Intrigue Token + 1 brown = 2. Grouped from the highest: p0, p1 and p3 2 each, then p2 1.
  auto position = [](int round) {
    Json j = Blank(4, "1+4", 1, round);
    Add(j, 0, "ii", kInt, 1);
    Add(j, 0, "cards", kGray, 1);
    Add(j, 1, "ii", kInf, 1);
    Add(j, 1, "cards", kBlue, 1);
    Add(j, 2, "cards", kBlue, 1);
    Add(j, 3, "ii", kInt, 1);
    Add(j, 3, "cards", kBrown, 1);
    return j;
  };
  BOOST_TEST(GarterTold(position(4)) ==
             "for the Order of the Garter, p0, p1 and p3 count 2 each and p2 1: p0 holds 1 Intrigue Token and 1 Court "
             "Card; p1 1 Influence Token and 1 Court Card; p2 1 Court Card; p3 1 Intrigue Token and 1 Court Card");
  // Round 3 of 4: the Order of the Garter is not scored yet, so no total is told.
  BOOST_TEST(GarterTold(position(3)).empty());
}

BOOST_AUTO_TEST_CASE(with_opportunity_tokens_the_count_is_left_to_the_reading) {
  // 2 players, Persistent Courtiers: 5 rounds. p0 2 Influence, 5 Court Cards; p1 2 Influence, 2 Intrigue,
  // 4 Court Cards; then 5 and 1 Opportunity Tokens written into the public state (td.garter-opportunity
  // decides whether they count: 12 v 9 or 7 v 8, so no count is said, only the holdings).
  Json j = Blank(2, "1+4", 1, 5);
  Add(j, 0, "ii", kInf, 2);
  Add(j, 0, "cards", kBlue, 2);
  Add(j, 0, "cards", kGreen, 3);
  Add(j, 1, "ii", kInf, 2);
  Add(j, 1, "ii", kInt, 2);
  Add(j, 1, "cards", kGreen, 4);
  Json ps = WithPublicDefaults(PublicSchemaOf(TotalsGame()), TotalsGame().public_state(*Load(j)));
  ps["state"]["players"][0]["ii"][2] = 5;
  ps["state"]["players"][1]["ii"][2] = 1;
  BOOST_TEST(TotalsGame().narrator.totals.front().tell(ps, {}) ==
             "for the Order of the Garter, p0 holds 2 Influence Tokens, 5 Opportunity Tokens and 5 Court Cards; p1 2 "
             "Influence Tokens, 2 Intrigue Tokens, 1 Opportunity Token and 4 Court Cards");
}

BOOST_AUTO_TEST_SUITE_END()
