// `peerage perft --check TABLE` (model/analysis/perft_table.h): every listed depth of every position is
// compared, and each disagreeing position is reported (docs/commands.md: "1 a check failed (perft
// mismatch ...)"; docs/adding-a-game.md: a table's counts checked by `peerage perft <game> --check`).
// The tables here are written by hand from dueling-nobles' initial position with two players, whose first
// four actions are the four dealer-roll dice: perft(d) = 6^d for d = 1..4 (corpus/perft/dueling-nobles.json
// "derivation"). A check that stops one depth short, or at the first disagreeing position, passes a table
// with a wrong count there.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "model/analysis/perft_table.h"

using namespace peerage;
namespace fs = std::filesystem;

namespace {

// Loads a table from `json` through a temporary file (removed at once).
std::vector<PerftPosition> Table(const std::string& json) {
  const fs::path path = fs::temp_directory_path() /
                        ("peerage-perft-check-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + ".json");
  { std::ofstream(path) << json; }
  auto table = LoadPerftTable(path.string(), ".");
  fs::remove(path);
  return table;
}

std::string Position(const std::string& name, const std::string& counts) {
  return R"({"name": ")" + name + R"(", "players": 2, "interpretations": {}, "counts": )" + counts + "}";
}

std::string Of(const std::string& positions) { return R"({"game": "dueling-nobles", "positions": [)" + positions + "]}"; }

}  // namespace

BOOST_AUTO_TEST_SUITE(perft_check)

BOOST_AUTO_TEST_CASE(right_counts_agree) {
  BOOST_TEST(CheckPerftTable(Table(Of(Position("dice", "[6, 36, 216, 1296]")))).empty());
}

BOOST_AUTO_TEST_CASE(a_wrong_count_at_the_deepest_depth_is_a_mismatch) {
  // 6^4 = 1296, the table says 1297: the last listed depth is checked too.
  const auto m = CheckPerftTable(Table(Of(Position("dice", "[6, 36, 216, 1297]"))));
  BOOST_TEST_REQUIRE(m.size() == 1u);
  BOOST_TEST(m[0].position == "dice");
  BOOST_TEST(m[0].depth == 4);
  BOOST_TEST(m[0].expected == 1297u);
  BOOST_TEST(m[0].actual == 1296u);
  // A depth-1 table with a wrong count: its only depth is its deepest.
  BOOST_TEST(CheckPerftTable(Table(Of(Position("one die", "[7]")))).size() == 1u);
  // Up to max_depth only (0: every listed depth): depth 3 is right.
  BOOST_TEST(CheckPerftTable(Table(Of(Position("dice", "[6, 36, 216, 1297]"))), 3).empty());
}

BOOST_AUTO_TEST_CASE(every_disagreeing_position_is_reported) {
  const auto m = CheckPerftTable(Table(Of(Position("first", "[6, 37]") + ", " + Position("right", "[6, 36]") + ", " +
                                          Position("third", "[5]"))));
  BOOST_TEST_REQUIRE(m.size() == 2u);
  BOOST_TEST(m[0].position == "first");
  BOOST_TEST(m[0].depth == 2);
  BOOST_TEST(m[1].position == "third");
  BOOST_TEST(m[1].depth == 1);
}

BOOST_AUTO_TEST_SUITE_END()
