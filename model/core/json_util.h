// Strict reading of JSON fields for every loader: a wrong type or an out-of-range number is a ParseError
// naming the field, never a library exception or an unchecked conversion.
#pragma once
#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

// The integer at j[key], which must be an integer (not a float) within [lo, hi].
std::int64_t IntField(const nlohmann::json& j, const char* key, std::int64_t lo, std::int64_t hi,
                      const std::string& where);

}  // namespace peerage
