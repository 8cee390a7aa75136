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

namespace state_json {

void Fail(const std::string& path, const std::string& why) { throw ParseError("state." + path, why); }

std::string Sub(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }

const nlohmann::json* Field(const nlohmann::json& obj, const std::string& path, const char* key, bool required) {
  auto it = obj.find(key);
  if (it == obj.end()) {
    if (required) Fail(Sub(path, key), "missing");
    return nullptr;
  }
  return &*it;
}

const nlohmann::json& Need(const nlohmann::json& obj, const std::string& path, const char* key) {
  return *Field(obj, path, key, true);
}

void Keys(const nlohmann::json& obj, const std::string& path, std::initializer_list<const char*> allowed) {
  if (!obj.is_object()) Fail(path, "expected an object");
  for (const auto& [key, _] : obj.items()) {
    bool ok = false;
    for (const char* a : allowed) ok = ok || key == a;
    if (!ok) Fail(Sub(path, key), "unknown field");
  }
}

long long Int(const nlohmann::json& v, const std::string& path, long long lo, long long hi) {
  if (!v.is_number_integer()) Fail(path, "expected an integer");
  const long long x = v.get<long long>();
  if (x < lo || x > hi) Fail(path, std::to_string(x) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return x;
}

bool Bool(const nlohmann::json& v, const std::string& path) {
  if (!v.is_boolean()) Fail(path, "expected true or false");
  return v.get<bool>();
}

}  // namespace state_json

}  // namespace peerage
