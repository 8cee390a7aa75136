// Noblemen readings, part 3: more situations where a reading matters, pinning what a reading does beyond
// the one case its first test shows (High Treason on a murdered player, the whole group scan order,
// diagonal Churches for Palaces, equal titles after pounds). As in part 1 (noblemen_readings_props.cc):
// hand-built states, expectations derived by hand from shared/rulebooks/noblemen.txt and the readings'
// descriptions, the arithmetic in a comment.
#include <cstdint>
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
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_readings_more)

// nm.murder-vp with High Treason on the victim. Murder: "They skip their turn but still receive a victory
// point and the decade marker still moves if they have the Queen's Favor"; High Treason: the chosen player
// "will not receive a victory point from the Queen's crown". p0 holds the crown under Treason; p1 murders
// p0. if-favour ("only the crown holder's usual VP and marker move"): the crown's VP is barred: 0 VP,
// marker 2 -> 3. always ("1 VP in any case, plus the crown's VP ... if they hold it"): 1 + 0 = 1 VP,
// marker 3.
PEERAGE_ASSERTS_READING(murder_vp_under_high_treason_by_reading, "nm.murder-vp", "if-favour", "always");
BOOST_AUTO_TEST_CASE(murder_vp_under_high_treason_by_reading) {
  for (const char* reading : {"if-favour", "always"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.murder-vp", reading}});
      Json& st = j["state"];
      st["phase"] = "murder-offer";
      st["players"][0]["treason"] = true;
      st["players"][1]["hand"] = Json{{"murder", 1}};
      Balance(st);
      auto s = Load(j, "murder under treason");
      BOOST_TEST(s->CurrentPlayer() == 1);
      s->ApplyActionText("murder");
      BOOST_TEST(Vp(*s, 0) == (Is(reading, "always") ? 1 : 0));
      BOOST_TEST(St(*s)["marker"] == 3);
      BOOST_TEST(St(*s)["active"] == 1);
    }
  }
}

// nm.group-order, the whole scan order. "Farms can only be part of one Plantation": a farm completing two
// 2x2 squares joins the first in nw-first's order NW, NE, SW, SE, or se-first's SE, SW, NE, NW (corners
// named from the new tile; a square is written by its top-left corner). noblemen_rules_props.cc checks SW
// against SE; here the other two neighbouring pairs, so that the order is pinned: the new farm at 2,2.
// NW + NE (farms 1,1 2,1 3,1 1,2 3,2): nw-first NW = corner 1,1; se-first NE = corner 2,1.
// NE + SW (farms 2,1 3,1 3,2 1,2 1,3 2,3): nw-first NE = 2,1; se-first SW = 1,2.
// Either way +1 pound for the farm and +2 for the Plantation: 10 + 3 = 13.
PEERAGE_ASSERTS_READING(group_order_scan_order_by_reading, "nm.group-order", "nw-first", "se-first");
BOOST_AUTO_TEST_CASE(group_order_scan_order_by_reading) {
  struct Case { const char* tiles; const char* nw_first; const char* se_first; };
  for (const Case c : {Case{"0,0,CK 1,0,W 1,1,F 2,1,F 3,1,F 1,2,F 3,2,F", "1,1,F", "2,1,F"},
                       Case{"0,0,CK 1,0,W 1,1,W 2,1,F 3,1,F 3,2,F 1,2,F 1,3,F 2,3,F", "2,1,F", "1,2,F"}})
    for (const char* reading : {"nw-first", "se-first"}) {
      BOOST_TEST_CONTEXT(reading << " " << c.tiles) {
        Json j = NewTable(4, Json{{"nm.group-order", reading}});
        Json& st = j["state"];
        st["players"][0]["tiles"] = c.tiles;
        st["players"][0]["screen"] = Json{{"farm", 1}};
        Balance(st);
        auto s = Load(j, "group order");
        s->ApplyActionText("land farm 2,2");
        BOOST_TEST(P(*s, 0)["groups"] == (Is(reading, "nw-first") ? c.nw_first : c.se_first));
        BOOST_TEST(Pounds(*s, 0) == 13);
      }
    }
}

// nm.church-adjacent for Castles and Palaces alike. "A Castle is worth 3 victory points plus 1 for each
// Church adjacent to it ... A Palace ... 5 victory points plus 2 for each church adjacent to it"; enclosed
// = all 8 neighbours land (FAQ). p0's estate is the 9 x 3 block x -1..7, y -1..1 (filler woods and farms in
// a checkerboard, no 2x2 group): a Palace at 0,0 with Churches at -1,0 (orthogonal), 1,1 and 1,-1
// (diagonal); a Castle at 6,0 with Churches on its four diagonals 5,-1 5,1 7,-1 7,1 (no two Churches
// touch). orthogonal ("the four orthogonal neighbours"): (5 + 2*1) + (3 + 0) = 10. eight ("all eight"):
// (5 + 2*3) + (3 + 4) = 18. p2 ends the last final turn of decade 0 without the crown (p3's): the scoring
// round; nobody else has an enclosed structure.
PEERAGE_ASSERTS_READING(church_adjacent_counts_diagonals_for_castles_and_palaces, "nm.church-adjacent",
                        "orthogonal", "eight");
BOOST_AUTO_TEST_CASE(church_adjacent_counts_diagonals_for_castles_and_palaces) {
  std::string tiles;
  for (int x = -1; x <= 7; ++x)
    for (int y = -1; y <= 1; ++y) {
      std::string what = (x + y + 2) % 2 ? "W" : "F";
      if (x == 0 && y == 0) what = "CQ";
      if (x == 6 && y == 0) what = "CK";
      if ((x == -1 && y == 0) || (x == 1 && y != 0) || ((x == 5 || x == 7) && y != 0)) what = "CH";
      tiles += (tiles.empty() ? "" : " ") + std::to_string(x) + "," + std::to_string(y) + "," + what;
    }
  for (const char* reading : {"orthogonal", "eight"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.church-adjacent", reading}});
      Json& st = j["state"];
      st["active"] = 2;
      st["crown"] = 3;
      st["marker"] = 10;
      st["balls"] = 2;
      st["final_left"] = 1;
      st["scratch"]["action_done"] = 1;
      st["players"][0]["tiles"] = tiles;
      Balance(st);
      auto s = Load(j, "church adjacent");
      s->SetExplaining(true);
      s->ApplyActionText("end");
      BOOST_TEST(St(*s)["decade"] == 1);
      BOOST_TEST(Vp(*s, 0) == (Is(reading, "orthogonal") ? 10 : 18));
      // Told while explaining (State::StepParts): each structure with a diagonal Church, with its sum.
      const std::string how = Is(reading, "orthogonal") ? "not counted, as only the four orthogonal neighbours are"
                                                        : "counted, as all eight neighbours are";
      const std::vector<std::string> told = {
          "p0's Palace at 0,0 has Churches diagonal to it at 1,-1 and 1,1: " + how + ", so it scores 5 + 2 x " +
              (Is(reading, "orthogonal") ? "1 = 7" : "3 = 11"),
          "p0's Castle at 6,0 has Churches diagonal to it at 5,-1, 5,1, 7,-1 and 7,1: " + how + ", so it scores 3 + 1 x " +
              (Is(reading, "orthogonal") ? "0 = 3" : "4 = 7")};
      BOOST_TEST(s->StepParts() == told, boost::test_tools::per_element());
      for (int p = 1; p < 4; ++p) BOOST_TEST(Vp(*s, p) == 0);
    }
  }
}

// nm.tie-after-pounds when the titles tie too. "If there is a tie, the player among the tied players, with
// the most pounds wins"; past pounds: shared ("players tied in VP and pounds share the place") or
// higher-title ("then the higher title held at the end"). All four end on 10 VP and 10 pounds; p1 and p2
// are Viscounts, p0 and p3 Barons (the last final turn of the third decade, p3 ends without the crown).
// shared: all first (1, 1, 1, 1). higher-title: the Viscounts share first, the Barons share third
// (3, 1, 1, 3): equal titles still share.
PEERAGE_ASSERTS_READING(tie_after_pounds_with_equal_titles_by_reading, "nm.tie-after-pounds", "shared",
                        "higher-title");
BOOST_AUTO_TEST_CASE(tie_after_pounds_with_equal_titles_by_reading) {
  for (const char* reading : {"shared", "higher-title"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = NewTable(4, Json{{"nm.tie-after-pounds", reading}});
      Json& st = j["state"];
      st["active"] = 3;
      st["decade"] = 2;
      st["marker"] = 10;
      st["balls"] = 2;
      st["final_left"] = 1;
      st["scratch"]["action_done"] = 1;
      for (int p = 0; p < 4; ++p) {
        st["players"][p]["vp"] = 10;
        st["players"][p]["title"] = p == 1 || p == 2 ? 1 : 0;
      }
      Balance(st);
      auto s = Load(j, "equal titles");
      s->ApplyActionText("end");
      BOOST_TEST_REQUIRE(s->IsTerminal());
      BOOST_TEST((s->Scores() == std::vector<std::int64_t>{10, 10, 10, 10}));
      BOOST_TEST(s->Ranking() == (Is(reading, "shared") ? std::vector<int>{1, 1, 1, 1} : std::vector<int>{3, 1, 1, 3}));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
