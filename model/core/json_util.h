// Strict reading of JSON fields for every loader: a wrong type or an out-of-range number is a ParseError
// naming the field, never a library exception or an unchecked conversion.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

// The integer at j[key], which must be an integer (not a float) within [lo, hi].
std::int64_t IntField(const nlohmann::json& j, const char* key, std::int64_t lo, std::int64_t hi,
                      const std::string& where);

// Helpers for a game's state_from_json. Paths name the field below the canonical JSON's "state" member
// ("players[0].hand[1]"); every failure is ParseError("state.<path>", why).
namespace state_json {
[[noreturn]] void Fail(const std::string& path, const std::string& why);
std::string Sub(const std::string& path, const std::string& key);  // "a.b", or "b" at the top
// obj[key]; missing: Fail if required, else nullptr.
const nlohmann::json* Field(const nlohmann::json& obj, const std::string& path, const char* key, bool required);
const nlohmann::json& Need(const nlohmann::json& obj, const std::string& path, const char* key);
// obj must be an object whose keys are all in `allowed`.
void Keys(const nlohmann::json& obj, const std::string& path, std::initializer_list<const char*> allowed);
long long Int(const nlohmann::json& v, const std::string& path, long long lo, long long hi);
bool Bool(const nlohmann::json& v, const std::string& path);
}  // namespace state_json

}  // namespace peerage
