// Generic helpers for narrators: which leaves of two public states differ, and field patterns.
#include "model/core/narrator.h"
#include "model/core/narrator_readings.h"

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"

namespace peerage {
namespace {

using Json = nlohmann::json;

void Walk(const Json& a, const Json& b, const std::string& at, std::vector<std::string>& out) {
  if (a == b) return;
  if (a.is_object() && b.is_object()) {
    std::set<std::string> keys;
    for (auto it = a.begin(); it != a.end(); ++it) keys.insert(it.key());
    for (auto it = b.begin(); it != b.end(); ++it) keys.insert(it.key());
    for (const std::string& k : keys) {
      const std::string here = at + "/" + PointerToken(k);
      if (!a.contains(k) || !b.contains(k)) out.push_back(here);
      else Walk(a[k], b[k], here, out);
    }
    return;
  }
  if (a.is_array() && b.is_array() && a.size() == b.size()) {
    for (std::size_t i = 0; i < a.size(); ++i) Walk(a[i], b[i], at + "/" + std::to_string(i), out);
    return;
  }
  out.push_back(at.empty() ? "/" : at);
}

std::vector<std::string> Segments(std::string_view p) {
  std::vector<std::string> out;
  if (p.empty() || p == "/") return out;
  std::size_t i = 1;
  while (true) {
    const std::size_t next = p.find('/', i);
    out.emplace_back(p.substr(i, next == std::string_view::npos ? std::string_view::npos : next - i));
    if (next == std::string_view::npos) break;
    i = next + 1;
  }
  return out;
}

const Json& ResolvedNode(const Json& root, const Json& node) {
  if (node.is_object() && node.contains("$ref")) {
    const std::string ref = node["$ref"].get<std::string>();  // "#/$defs/<name>"
    return root["$defs"][ref.substr(ref.rfind('/') + 1)];
  }
  return node;
}

void Leaves(const Json& root, const Json& node, const std::string& at, int depth, std::vector<std::string>& out) {
  const Json& n = ResolvedNode(root, node);
  if (depth > 32) return;
  if (n.contains("properties")) {
    for (auto it = n["properties"].begin(); it != n["properties"].end(); ++it)
      Leaves(root, it.value(), at + "/" + PointerToken(it.key()), depth + 1, out);
    return;
  }
  if (n.contains("items")) {
    Leaves(root, n["items"], at + "/*", depth + 1, out);
    return;
  }
  out.push_back(at);
}

}  // namespace

std::string PointerToken(std::string_view key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

std::vector<std::string> DifferingLeaves(const Json& a, const Json& b) {
  std::vector<std::string> out;
  Walk(a, b, "", out);
  return out;
}

std::string FieldPattern(std::string_view pointer, const Json& document) {
  std::string out;
  const Json* at = &document;
  for (const std::string& seg : Segments(pointer)) {
    const bool index = at && at->is_array();
    out += "/" + (index ? std::string("*") : seg);
    if (!at) continue;
    if (index) {
      const std::size_t k = static_cast<std::size_t>(std::stoul(seg));
      at = k < at->size() ? &(*at)[k] : nullptr;
    } else if (at->is_object()) {
      std::string key;  // unescape
      for (std::size_t i = 0; i < seg.size(); ++i) {
        if (seg[i] == '~' && i + 1 < seg.size()) key += seg[++i] == '1' ? '/' : '~';
        else key += seg[i];
      }
      at = at->contains(key) ? &(*at)[key] : nullptr;
    } else {
      at = nullptr;
    }
  }
  return out.empty() ? "/" : out;
}

std::string PlayerFieldPattern(std::string_view pointer, const Json& document) {
  std::string pattern = FieldPattern(pointer, document);
  static constexpr std::string_view kPlayers = "/players/";
  if (pointer.substr(0, kPlayers.size()) != kPlayers || pattern.compare(0, kPlayers.size() + 1, "/players/*") != 0) return pattern;
  const std::size_t end = std::min(pointer.find('/', kPlayers.size()), pointer.size());
  const std::string_view index = pointer.substr(kPlayers.size(), end - kPlayers.size());
  if (index.empty() || index.find_first_not_of("0123456789") != std::string_view::npos) return pattern;
  return std::string(kPlayers) + std::string(index) + pattern.substr(kPlayers.size() + 1);
}

std::string EverySeat(std::string_view pattern) {
  static constexpr std::string_view kPlayers = "/players/";
  std::string out(pattern);
  if (pattern.substr(0, kPlayers.size()) != kPlayers) return out;
  const std::size_t end = std::min(out.find('/', kPlayers.size()), out.size());
  return out.replace(kPlayers.size(), end - kPlayers.size(), "*");
}

bool PatternCovers(std::string_view pattern, std::string_view pointer) {
  const std::vector<std::string> p = Segments(pattern), q = Segments(pointer);
  if (p.size() > q.size()) return false;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (p[i] != "*" && p[i] != q[i]) return false;
  return true;
}

bool PatternsOverlap(std::string_view a, std::string_view b) {
  const std::vector<std::string> p = Segments(a), q = Segments(b);
  for (std::size_t i = 0; i < std::min(p.size(), q.size()); ++i)
    if (p[i] != "*" && q[i] != "*" && p[i] != q[i]) return false;
  return true;
}

std::vector<std::string> SchemaLeafPatterns(const Json& schema) {
  std::vector<std::string> out;
  if (!schema.is_object() || !schema.contains("properties") || !schema["properties"].contains("state")) return out;
  Leaves(schema, schema["properties"]["state"], "", 0, out);
  return out;
}

std::string Seat(int player) { return "p" + std::to_string(player); }

nlohmann::json WithReadings(const nlohmann::json& public_state, const State& state) {
  nlohmann::json out = public_state;
  if (out.is_object()) out["settings"] = state.context().settings;
  return out;
}

std::string ReadingIn(const nlohmann::json& public_state, const std::string& id) {
  if (public_state.is_object()) {
    if (auto s = public_state.find("settings"); s != public_state.end() && s->is_object())
      if (auto r = s->find(id); r != s->end() && r->is_string()) return r->get<std::string>();
    if (auto g = public_state.find("game"); g != public_state.end() && g->is_string())
      if (const GameInfo* info = Registry::Instance().Find(g->get<std::string>()))
        for (const Interpretation& in : info->interpretations)
          if (in.id == id) return in.default_reading;
  }
  return "";
}

}  // namespace peerage
