#include "model/core/json_util.h"

#include <nlohmann/json.hpp>

#include "model/core/error.h"

namespace peerage {

std::int64_t IntField(const nlohmann::json& j, const char* key, std::int64_t lo, std::int64_t hi,
                      const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw ParseError(where, std::string("missing field \"") + key + "\"");
  const nlohmann::json& v = j.at(key);
  auto fail = [&] {
    return ParseError(where, std::string("field \"") + key + "\" must be an integer from " + std::to_string(lo) +
                                 " to " + std::to_string(hi));
  };
  if (v.is_number_unsigned()) {
    if (v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) throw fail();
    return static_cast<std::int64_t>(v.get<std::uint64_t>());
  }
  if (!v.is_number_integer()) throw fail();
  std::int64_t x = v.get<std::int64_t>();
  if (x < lo || x > hi) throw fail();
  return x;
}

}  // namespace peerage
