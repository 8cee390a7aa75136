// The differential search's state comparison (model/analysis/differential.h: DropOneSidedEmpty, used by
// StatesDiffer, ObservationsDiffer and the report's examples): docs/reports.md, "Two states compare equal
// where one reading leaves out a field the other writes empty (0, false, null, {}, [])". A member one side
// writes at its empty value and the other leaves out is dropped from both, at every depth; nothing else is:
// a non-empty value one side lacks, or a member both sides have (empty on one side), is a difference that
// must stay. The values below are written by hand from that sentence.
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"

using namespace peerage;
using nlohmann::json;

namespace {

// The two values after DropOneSidedEmpty.
std::pair<json, json> Dropped(json a, json b) {
  DropOneSidedEmpty(a, b);
  return {a, b};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(differential_compare)

BOOST_AUTO_TEST_CASE(one_sided_empty_members_are_dropped_at_every_depth_and_nothing_else) {
  // Every empty value, on either side, at the top.
  const auto ab = Dropped(json::parse(R"({"n":0,"f":false,"z":null,"o":{},"l":[],"keep":1})"),
                          json::parse(R"({"keep":1,"u":0})"));
  BOOST_TEST(ab.first == json::parse(R"({"keep":1})"));
  BOOST_TEST(ab.second == json::parse(R"({"keep":1})"));
  // Inside objects and inside the elements of lists of one length.
  const auto cd = Dropped(json::parse(R"({"p":[{"x":1,"seen":0},{"x":2}],"q":{"r":{"count":0}}})"),
                          json::parse(R"({"p":[{"x":1},{"x":2,"seen":[]}],"q":{"r":{}}})"));
  BOOST_TEST(cd.first == json::parse(R"({"p":[{"x":1},{"x":2}],"q":{"r":{}}})"));
  BOOST_TEST(cd.second == json::parse(R"({"p":[{"x":1},{"x":2}],"q":{"r":{}}})"));
  // Not empty: true, 1, a string (even ""), a list or object with members; kept, and so the states differ.
  const json full = json::parse(R"({"t":true,"one":1,"s":"","l":[0],"o":{"k":0}})");
  const auto ef = Dropped(full, json::object());
  BOOST_TEST(ef.first == full);
  BOOST_TEST(ef.second == json::object());
  // A member both sides have stays, empty on one side or not.
  const auto gh = Dropped(json::parse(R"({"x":0,"y":{"z":false}})"), json::parse(R"({"x":5,"y":{"z":true}})"));
  BOOST_TEST(gh.first == json::parse(R"({"x":0,"y":{"z":false}})"));
  BOOST_TEST(gh.second == json::parse(R"({"x":5,"y":{"z":true}})"));
}

BOOST_AUTO_TEST_SUITE_END()
