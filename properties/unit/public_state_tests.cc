// The public-state schema reader (model/core/public_state.h) on small hand-written schemas: each keyword of
// the subset, "$ref", nested defaults, the texts of violations, and schema problems.
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/public_state.h"

using namespace peerage;
using nlohmann::json;

namespace {

// A player with a hand (required) and a pending choice (optional, default null); a top-level phase
// (required, one of two names), a counter from 0 to 3 (optional, default 0) and a list of players.
const char* kSchemaText = R"({
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "test",
  "type": "object",
  "additionalProperties": false,
  "required": ["phase", "players"],
  "properties": {
    "phase": {"type": "string", "enum": ["play", "end"], "description": "the phase"},
    "count": {"type": "integer", "minimum": 0, "maximum": 3, "default": 0, "description": "a counter"},
    "players": {"type": "array", "items": {"$ref": "#/$defs/player"}, "description": "the players"},
    "note": {"type": ["string", "null"], "default": null, "description": "a note"}
  },
  "$defs": {
    "player": {
      "type": "object",
      "additionalProperties": false,
      "required": ["hand"],
      "description": "one player",
      "properties": {
        "hand": {"type": "array", "items": {"type": "string"}, "description": "cards"},
        "choice": {"$ref": "#/$defs/choice", "default": null, "description": "pending choice"},
        "flags": {"type": "object", "additionalProperties": false, "default": {},
                  "description": "marks",
                  "properties": {"passed": {"type": "boolean", "default": false, "description": "passed"}}}
      }
    },
    "choice": {"type": ["object", "null"], "additionalProperties": false, "description": "a choice",
               "properties": {"card": {"type": "string", "description": "the card"}}}
  }
})";

json Schema() { return ParsePublicSchema(kSchemaText, "test-game"); }

std::vector<std::string> Check(const json& value) { return ValidatePublicState(Schema(), value); }

}  // namespace

BOOST_AUTO_TEST_SUITE(public_state_schema)

BOOST_AUTO_TEST_CASE(valid_values_have_no_violations) {
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[{"hand":["KH"]}]})")).empty());
  BOOST_TEST(Check(json::parse(
      R"({"phase":"end","count":3,"note":"x","players":[{"hand":[],"choice":{"card":"QD"},"flags":{"passed":true}}]})"))
                 .empty());
  BOOST_TEST(PublicSchemaProblems(Schema()).empty());
}

BOOST_AUTO_TEST_CASE(type_mismatch_names_pointer_and_types) {
  const auto v = Check(json::parse(R"({"phase":"play","players":[{"hand":["KH"]},{"hand":null}]})"));
  BOOST_TEST_REQUIRE(v.size() == 1u);
  BOOST_TEST(v[0] == "/players/1/hand: expected array, got null");
  // A type list is named with "or"; an integer is not a string.
  const auto w = Check(json::parse(R"({"phase":"play","players":[],"note":7})"));
  BOOST_TEST_REQUIRE(w.size() == 1u);
  BOOST_TEST(w[0] == "/note: expected string or null, got integer");
  // A fraction is a number, not an integer.
  const auto f = Check(json::parse(R"({"phase":"play","players":[],"count":1.5})"));
  BOOST_TEST_REQUIRE(f.size() == 1u);
  BOOST_TEST(f[0] == "/count: expected integer, got number");
  BOOST_TEST(Check(json(5)) == std::vector<std::string>{"(root): expected object, got integer"});
}

BOOST_AUTO_TEST_CASE(required_unknown_enum_and_bounds) {
  BOOST_TEST(Check(json::parse(R"({"players":[]})")) ==
             std::vector<std::string>{"(root): missing required field 'phase'"});
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[{"hand":[],"x":1}]})")) ==
             std::vector<std::string>{"/players/0: unknown field 'x'"});
  BOOST_TEST(Check(json::parse(R"({"phase":"duel","players":[]})")) ==
             std::vector<std::string>{"/phase: value \"duel\" is not one of [\"play\",\"end\"]"});
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"count":4})")) ==
             std::vector<std::string>{"/count: 4 is above the maximum 3"});
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"count":-1})")) ==
             std::vector<std::string>{"/count: -1 is below the minimum 0"});
  // Through a $ref'd definition and a nullable object: the inner field is checked.
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[{"hand":[],"choice":{"card":2}}]})")) ==
             std::vector<std::string>{"/players/0/choice/card: expected string, got integer"});
}

// The subset's keywords as model/core/public_state.h states them ("minimum" / "maximum": inclusive bounds;
// "required": names that must be present; "additionalProperties": false, no member other than those in
// "properties"), at every object of the value, the root and nested ones alike; `peerage schema GAME --check`
// (docs/commands.md) validates with them. The expectations follow kSchemaText: count from 0 to 3, a player
// requires its hand, the root and a player are closed.
BOOST_AUTO_TEST_CASE(bounds_inclusive_required_and_closed_everywhere) {
  // Both bounds are allowed values; one past either is not.
  for (int count : {0, 1, 2, 3})
    BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"count":)" + std::to_string(count) + "}")).empty(),
               "count " << count);
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"count":-1})")).size() == 1u);
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"count":4})")).size() == 1u);
  // "required" of a nested object (a player, through "items" and "$ref"), not only the root's.
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[{"hand":[]},{}]})")) ==
             std::vector<std::string>{"/players/1: missing required field 'hand'"});
  // The root is closed as the nested objects are.
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[],"extra":true})")) ==
             std::vector<std::string>{"(root): unknown field 'extra'"});
  // ... and a nested closed object without "required" (a player's flags).
  BOOST_TEST(Check(json::parse(R"({"phase":"play","players":[{"hand":[],"flags":{"passed":true,"x":0}}]})")) ==
             std::vector<std::string>{"/players/0/flags: unknown field 'x'"});
}

BOOST_AUTO_TEST_CASE(pointer_escapes_and_limit) {
  const json schema = ParsePublicSchema(
      R"({"type":"object","additionalProperties":false,"properties":{"a/b~c":{"type":"null","description":"d"}}})",
      "g");
  BOOST_TEST(ValidatePublicState(schema, json::parse(R"({"a/b~c":1})")) ==
             std::vector<std::string>{"/a~1b~0c: expected null, got integer"});
  // 5 bad hands, limit 3: the first three in document order.
  const json value = json::parse(R"({"phase":"play","players":[{"hand":1},{"hand":2},{"hand":3},{"hand":4},{"hand":5}]})");
  const auto v = ValidatePublicState(Schema(), value, 3);
  BOOST_TEST_REQUIRE(v.size() == 3u);
  BOOST_TEST(v[2] == "/players/2/hand: expected array, got integer");
  BOOST_TEST(ValidatePublicState(Schema(), value).size() == 5u);
}

BOOST_AUTO_TEST_CASE(defaults_fill_recursively) {
  // Absent: count (0), note (null) at the top; in each player (array items through $ref) choice (null) and
  // flags ({}), and inside the inserted flags default its own passed (false).
  const json sparse = json::parse(R"({"phase":"play","players":[{"hand":["KH"]},{"hand":[],"flags":{"passed":true}}]})");
  const json full = json::parse(R"({"phase":"play","count":0,"note":null,"players":[
      {"hand":["KH"],"choice":null,"flags":{"passed":false}},
      {"hand":[],"choice":null,"flags":{"passed":true}}]})");
  BOOST_TEST(WithPublicDefaults(Schema(), sparse) == full);
  BOOST_TEST(Check(WithPublicDefaults(Schema(), sparse)).empty());
  // The inverse drops every optional property holding its default, and only those (the second player's
  // flags hold passed=true, which is not the default; its inner default-free object stays).
  const json stripped = json::parse(R"({"phase":"play","players":[{"hand":["KH"]},{"hand":[],"flags":{"passed":true}}]})");
  BOOST_TEST(WithoutPublicDefaults(Schema(), full) == stripped);
  BOOST_TEST(WithPublicDefaults(Schema(), WithoutPublicDefaults(Schema(), full)) == full);
  // A required property is never dropped, even when it equals what a default would be.
  const json kept = json::parse(R"({"phase":"end","count":2,"players":[]})");
  BOOST_TEST(WithoutPublicDefaults(Schema(), kept) == kept);
}

BOOST_AUTO_TEST_CASE(schema_subset_errors_name_the_game) {
  auto why = [](const char* text) {
    try {
      ParsePublicSchema(text, "some-game");
    } catch (const ParseError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  // "{" is byte 1, "n" byte 2 (starts "null"), "o" byte 3: the first byte that cannot continue.
  BOOST_TEST(why("{nope") == "some-game public_state.schema.json: not valid JSON (at byte 3)");
  BOOST_TEST(why(R"({"type":"object","oneOf":[]})") ==
             "some-game public_state.schema.json: #: keyword 'oneOf' is not in the subset public_state.h reads");
  BOOST_TEST(why(R"({"type":"number"})") ==
             "some-game public_state.schema.json: #/type: type 'number' is not in the subset");
  BOOST_TEST(why(R"({"items":{"$ref":"#/$defs/none"}})") ==
             "some-game public_state.schema.json: #/items/$ref: expected \"#/$defs/<name>\" naming a definition, "
             "got \"#/$defs/none\"");
  BOOST_TEST(why(R"({"additionalProperties":true})") ==
             "some-game public_state.schema.json: #/additionalProperties: only false is in the subset");
  BOOST_TEST(why(R"({"properties":{"a":{}},"required":["b"]})") ==
             "some-game public_state.schema.json: #/required: required \"b\" is not a listed property");
}

BOOST_AUTO_TEST_CASE(style_problems) {
  // A description that is not text is a problem named, not an exception.
  const json odd = json::parse(R"({"type":"object","additionalProperties":false,"properties":{"a":{"type":"null","description":5}}})");
  BOOST_TEST(PublicSchemaProblems(odd) ==
             (std::vector<std::string>{"#/properties/a/description: expected string, got integer",
                                       "#/properties/a: a property needs a \"description\" in plain words"}),
             boost::test_tools::per_element());
  // No description, an open object, a required default, and a default of the wrong type.
  const json schema = json::parse(R"({"type":"object","required":["a"],"properties":{
      "a":{"type":"integer","default":0,"description":"x"},
      "b":{"type":"integer"},
      "c":{"type":"string","default":1,"description":"y"}}})");
  const auto p = PublicSchemaProblems(schema);
  const std::vector<std::string> expected = {
      "#/properties/a: a property with a default must not be required",
      "#/properties/b: a property needs a \"description\" in plain words",
      "#/properties/c: its default does not validate: (root): expected string, got integer",
      "#: an object schema sets \"additionalProperties\": false"};
  BOOST_TEST(p == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
