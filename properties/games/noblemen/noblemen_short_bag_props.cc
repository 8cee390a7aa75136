// Noblemen: who goes short when several players are owed lands and the bag holds too few
// (nm.short-bag-order). The FAQ: "If the bag has fewer lands than you want to acquire all you can acquire
// are what are available"; the text never says in what order several players owed lands at once draw.
// Every state is built by hand (noblemen_table_fixtures.h); the expected split is derived by hand for each
// reading in the comments. 3 players.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {

int ScreenLand(const State& s, int p, const char* land) { return Count(St(s)["players"][p]["screen"], land); }

// Three players owed one land each (draws [1, 1, 1]), p1 acting (the draws come from p1's action), the
// bag holding one clearing and one pond; every tile not written here sits behind p0's screen (the sink).
std::unique_ptr<State> ThreeOwedTwoInBag(const char* reading) {
  Json j = NewTable(3, Json{{"nm.short-bag-order", reading}});
  Json& st = j["state"];
  st["phase"] = "land-draw";
  st["active"] = 1;
  st["crown"] = 1;
  st["draws"] = Json::array({1, 1, 1});
  if (std::string(reading) == "round-robin") st["scratch"]["draw_next"] = 1;  // as Acquire Land starts it
  st["bag"] = Json::object();
  st["bag"]["clearing"] = 1;
  st["bag"]["pond"] = 1;
  Balance(st, {.keep_bag = true, .sink = 0});
  return Load(j, reading);
}

// p1 acts and holds a Forest (1,0) with p0's Men-at-Arms on it; the bag holds 3 farms. Acquire Land:
// p1 draws 1 per wood = 4 woods -> 4, the Forest's 2 go to p0 instead ("they get the two land bonus from
// the bag instead of you"): owed [2, 4, 0], 6 in all, 3 in the bag.
std::unique_ptr<State> AcquireWithRedirect(const char* reading) {
  Json j = NewTable(3, Json{{"nm.short-bag-order", reading}});
  Json& st = j["state"];
  st["active"] = 1;
  st["crown"] = 1;
  st["players"][1]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W";
  st["players"][1]["groups"] = "1,0,W";
  st["players"][0]["maa"] = Json::array({Json::array({1, 1, 0}), nullptr});
  st["bag"] = Json::object();
  st["bag"]["farm"] = 3;
  Balance(st, {.keep_bag = true, .sink = 2});
  auto s = Load(j, reading);
  s->ApplyActionText("acquire");
  BOOST_TEST((St(*s)["draws"] == Json::array({2, 4, 0})));
  for (int k = 0; k < 3; ++k) {  // 3 farms: each draw is certain
    BOOST_TEST((Outcomes(*s) == Texts{"draw-land farm 1/1"}));
    s->ApplyActionText("draw-land farm");
  }
  BOOST_TEST(!s->IsChance());  // the bag is empty: the other 3 owed lands are never drawn
  BOOST_TEST(St(*s)["phase"] == "main");
  BOOST_TEST((St(*s)["draws"] == Json::array({0, 0, 0})));
  BOOST_TEST(!St(*s)["scratch"].contains("draw_next"));  // no draw in progress: back to its default
  return s;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_short_bag)

// acting-first: p1 (acting) is served first, then leftwards p2, then p0. Draw 1: 2 tiles, clearing 1/2
// and pond 1/2; the pond goes to p1. Draw 2: the clearing 1/1 goes to p2. The bag is empty: p0 (owed 1)
// goes short. (Serving the lowest seat first, the engine's old order, would have shorted p2 instead.)
PEERAGE_ASSERTS_RULES(three_owed_one_each_two_in_the_bag_acting_first, "nm.bag.empty");
PEERAGE_ASSERTS_READING(three_owed_one_each_two_in_the_bag_acting_first, "nm.short-bag-order", "acting-first");
BOOST_AUTO_TEST_CASE(three_owed_one_each_two_in_the_bag_acting_first) {
  auto s = ThreeOwedTwoInBag("acting-first");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land clearing 1/2", "draw-land pond 1/2"}));
  s->ApplyActionText("draw-land pond");
  BOOST_TEST(ScreenLand(*s, 1, "pond") == 1);
  BOOST_TEST((St(*s)["draws"] == Json::array({1, 0, 1})));
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land clearing 1/1"}));
  s->ApplyActionText("draw-land clearing");
  BOOST_TEST(ScreenLand(*s, 2, "clearing") == 1);
  BOOST_TEST(!s->IsChance());
  BOOST_TEST((St(*s)["draws"] == Json::array({0, 0, 0})));
  BOOST_TEST(St(*s)["phase"] == "main");
}

// round-robin: one land at a time from p1 leftwards: p1, p2, p0, ... With one owed each it gives the same
// split: the pond to p1, the clearing to p2, p0 short; the turn passes on after each draw (draw_next
// 1 -> 2 -> back to the default 0 once the draws end).
PEERAGE_ASSERTS_RULES(three_owed_one_each_two_in_the_bag_round_robin, "nm.bag.empty");
PEERAGE_ASSERTS_READING(three_owed_one_each_two_in_the_bag_round_robin, "nm.short-bag-order", "round-robin");
BOOST_AUTO_TEST_CASE(three_owed_one_each_two_in_the_bag_round_robin) {
  auto s = ThreeOwedTwoInBag("round-robin");
  s->ApplyActionText("draw-land pond");
  BOOST_TEST(ScreenLand(*s, 1, "pond") == 1);
  BOOST_TEST(St(*s)["scratch"]["draw_next"] == 2);
  s->ApplyActionText("draw-land clearing");
  BOOST_TEST(ScreenLand(*s, 2, "clearing") == 1);
  BOOST_TEST(!s->IsChance());
  BOOST_TEST((St(*s)["draws"] == Json::array({0, 0, 0})));
  BOOST_TEST(!St(*s)["scratch"].contains("draw_next"));
}

// acting-first: p1 draws all 3 farms (owed 4: 3 drawn, 1 short), p0 (owed 2) gets none.
PEERAGE_ASSERTS_RULES(acquire_short_bag_serves_the_acquirer_first, "nm.bag.empty", "nm.acquire.redirect",
                      "nm.acquire");
PEERAGE_ASSERTS_READING(acquire_short_bag_serves_the_acquirer_first, "nm.short-bag-order", "acting-first");
BOOST_AUTO_TEST_CASE(acquire_short_bag_serves_the_acquirer_first) {
  auto s = AcquireWithRedirect("acting-first");
  BOOST_TEST(ScreenLand(*s, 1, "farm") == 3);
  BOOST_TEST(ScreenLand(*s, 0, "farm") == 0);
}

// round-robin: p1, then p2 (owed nothing: skipped), p0, then p1 again: p1 2 farms, p0 1 farm
// (p1 owed 4, got 2; p0 owed 2, got 1: 3 drawn = the bag).
PEERAGE_ASSERTS_RULES(acquire_short_bag_round_robin_shares_the_shortfall, "nm.bag.empty", "nm.acquire.redirect");
PEERAGE_ASSERTS_READING(acquire_short_bag_round_robin_shares_the_shortfall, "nm.short-bag-order", "round-robin");
BOOST_AUTO_TEST_CASE(acquire_short_bag_round_robin_shares_the_shortfall) {
  auto s = AcquireWithRedirect("round-robin");
  BOOST_TEST(ScreenLand(*s, 1, "farm") == 2);
  BOOST_TEST(ScreenLand(*s, 0, "farm") == 1);
}

// A draw_next that is no seat is refused when the state is read, naming the field.
BOOST_AUTO_TEST_CASE(draw_next_must_be_a_seat) {
  Json j = NewTable(3);
  Balance(j["state"]);
  j["state"]["scratch"]["draw_next"] = 3;
  try {
    (void)StateFromJson(j, "bad");
    BOOST_FAIL("a draw_next of 3 with 3 players was accepted");
  } catch (const std::exception& e) {
    BOOST_TEST(std::string(e.what()).find("scratch.draw_next") != std::string::npos);
  }
}

BOOST_AUTO_TEST_SUITE_END()
