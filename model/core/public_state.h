// The public state's schema: reading it, checking a value against it, and its optional fields.
//
// A game's public state (GameInfo::public_state) is documented by a JSON Schema (GameInfo::public_schema,
// the file model/games/<game>/public_state.schema.json). This module reads the small subset of JSON Schema
// those files use, so that conform, `peerage schema` and the tests need no schema library:
//   "type"                  "object", "array", "string", "integer", "boolean", "null", or a list of these
//                           ("integer" means a number whose value is whole: 3 and 3.0 alike, as JSON Schema says)
//   "properties"            object member -> subschema
//   "required"              names that must be present
//   "additionalProperties"  false only: no member other than those in "properties"
//   "items"                 one subschema for every array element
//   "enum"                  the value is equal to one of these
//   "minimum" / "maximum"   inclusive bounds on a number
//   "default"               the value an absent optional property stands for (see below)
//   "$defs" + "$ref"        "$ref": "#/$defs/<name>" reuses a definition (at the top of the file only; the name
//                           is a JSON pointer token: "~1" for "/", "~0" for "~"); beside a "$ref" only
//                           annotations may stand, since from draft 2019-09 other keywords there apply too
//   "description", "title", "$schema"   documentation, ignored by the checks
//   "x-peerage-readings"    ["id=reading", ...]: the readings under which alone the property matters; ignored
//                           by the checks, read by conform (model/protocol/compare.cc), which compares the
//                           property only when one of them is in play
// Any other keyword is refused, naming it and where it stands.
// As in JSON Schema, keywords about one type apply only to values of that type ("properties" to objects,
// "items" to arrays, bounds to numbers); "type" says which types are allowed at all.
//
// Optional fields: a property whose subschema (or the property node itself, beside its "$ref") has a
// "default" may be left out by an engine whenever it holds that default. WithPublicDefaults puts every
// left-out default back (recursively, inside array items and $ref'd definitions, and inside a default it
// inserted); WithoutPublicDefaults drops every such property that equals its default, so that
// WithPublicDefaults(s, WithoutPublicDefaults(s, v)) == v for a value v with all defaults filled in.
//
// Violations are texts "<JSON pointer>: <why>", the pointer into the checked value (RFC 6901: "~" written
// "~0", "/" written "~1"; "(root)" for the value itself), e.g.
//   "/state/players/1/hand: expected array, got null"
//   "/state/duel: unknown field 'x'"
//   "/state: missing required field 'phase'"
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

struct GameInfo;
class State;

// The public state's wrapper every game's GameInfo::public_state returns: {"game", "players", "step",
// "state": inner} with the game, player count and step of `state` (no "settings": an engine was told them
// when the game began).
nlohmann::json PublicStateWrapper(const State& state, nlohmann::json inner);

// Parses a schema text and checks that it uses only the subset above, with well-formed keyword values
// and "$ref"s that name existing definitions. Throws ParseError("<game> public_state.schema.json", why).
nlohmann::json ParsePublicSchema(std::string_view text, std::string_view game);
// The game's public schema parsed (ParsePublicSchema naming the game); null if it has none.
nlohmann::json PublicSchemaOf(const GameInfo& info);

// Problems with the schema itself, each "<pointer into the schema>: <why>": subset violations (as
// ParsePublicSchema throws on) and documentation rules every shipped schema follows: every property has a
// non-empty "description", every schema with "properties" sets "additionalProperties": false, no
// property is both required and defaulted, and every default validates against its own subschema.
std::vector<std::string> PublicSchemaProblems(const nlohmann::json& schema);

// Violations of `schema` by `value`, at most `limit` of them (in document order).
std::vector<std::string> ValidatePublicState(const nlohmann::json& schema, const nlohmann::json& value,
                                             std::size_t limit = 12);

// `value` with every absent optional property filled with its default (recursively).
nlohmann::json WithPublicDefaults(const nlohmann::json& schema, const nlohmann::json& value);
// `value` without the optional properties that hold their default (recursively): the inverse.
nlohmann::json WithoutPublicDefaults(const nlohmann::json& schema, const nlohmann::json& value);

}  // namespace peerage
