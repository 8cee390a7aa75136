#include "model/core/public_state.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/state.h"

namespace peerage {
namespace {

using Json = nlohmann::json;

// Function-local, so that a game may read its schema while static registrars run (its narrator's field list).
const std::set<std::string>& Keywords() {
  static const std::set<std::string> keywords = {"type",    "properties",  "required", "additionalProperties",
                                                 "items",   "enum",        "minimum",  "maximum",
                                                 "default", "description", "title",    "$schema",
                                                 "$defs",   "$ref",        "x-peerage-readings"};
  return keywords;
}
// Keywords that never change a verdict (what may stand beside a "$ref").
const std::set<std::string>& Annotations() {
  // x-peerage-readings: the readings ("id=reading") under which alone a field matters (conform compares it
  // only when one of them is in play: model/protocol/compare.cc).
  static const std::set<std::string> annotations = {"default", "description", "title", "$schema", "x-peerage-readings"};
  return annotations;
}
const std::set<std::string>& Types() {
  static const std::set<std::string> types = {"object", "array", "string", "integer", "boolean", "null"};
  return types;
}
constexpr std::string_view kRefPrefix = "#/$defs/";
constexpr int kMaxRefChain = 32;  // a "$ref" to a "$ref" ...: deeper than this is a cycle

std::string Child(const std::string& ptr, const std::string& key) { return ptr + "/" + PointerToken(key); }
std::string Shown(const std::string& ptr) { return ptr.empty() ? "(root)" : ptr; }

// A JSON text for a message, cut short so one huge value cannot flood it.
std::string Brief(const Json& v) {
  std::string s = v.dump();
  return s.size() <= 60 ? s : s.substr(0, 57) + "...";
}

// As JSON Schema (draft 6 on) defines "integer": any number whose value is a whole number, written with a
// fraction or exponent or not (1.0 and 1e2 are integers; the official test suite and python's jsonschema
// agree), so that ours accepts exactly the states a standard validator accepts.
std::string TypeName(const Json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "boolean";
  if (v.is_number_integer()) return "integer";  // signed or unsigned, no fraction or exponent
  if (v.is_number_float() && std::isfinite(v.get<double>()) && std::floor(v.get<double>()) == v.get<double>())
    return "integer";
  if (v.is_number()) return "number";
  if (v.is_string()) return "string";
  if (v.is_array()) return "array";
  return "object";
}

// The definition name in "#/$defs/<name>" (a JSON pointer token: "~1" stands for "/", "~0" for "~"), or
// nothing for any other reference: a deeper pointer, a percent-encoded character, a bad "~" escape.
std::optional<std::string> DefinitionName(const std::string& ref) {
  if (ref.rfind(kRefPrefix, 0) != 0) return std::nullopt;
  std::string name;
  for (std::size_t i = kRefPrefix.size(); i < ref.size(); ++i) {
    const char c = ref[i];
    if (c == '/' || c == '%') return std::nullopt;
    if (c != '~') {
      name += c;
    } else if (i + 1 < ref.size() && (ref[i + 1] == '0' || ref[i + 1] == '1')) {
      name += ref[++i] == '0' ? '~' : '/';
    } else {
      return std::nullopt;
    }
  }
  return name;
}

// The definition a "$ref" names, or nullptr when there is none.
const Json* Definition(const Json& root, const Json& ref) {
  if (!ref.is_string() || !root.is_object()) return nullptr;
  const std::optional<std::string> name = DefinitionName(ref.get_ref<const std::string&>());
  if (!name) return nullptr;
  auto defs = root.find("$defs");
  if (defs == root.end() || !defs->is_object()) return nullptr;
  auto it = defs->find(*name);
  return it == defs->end() ? nullptr : &*it;
}

// `node` with its "$ref"s followed; nullptr if one names nothing (or they loop).
const Json* Resolve(const Json& root, const Json& node) {
  const Json* at = &node;
  for (int i = 0; i < kMaxRefChain; ++i) {
    if (!at->is_object() || !at->contains("$ref")) return at;
    at = Definition(root, at->at("$ref"));
    if (at == nullptr) return nullptr;
  }
  return nullptr;
}

// The default an absent property stands for: on the property node itself, else on what it refers to.
const Json* DefaultOf(const Json& root, const Json& property) {
  const Json* at = &property;
  for (int i = 0; i < kMaxRefChain && at != nullptr && at->is_object(); ++i) {
    if (auto d = at->find("default"); d != at->end()) return &*d;
    if (!at->contains("$ref")) return nullptr;
    at = Definition(root, at->at("$ref"));
  }
  return nullptr;
}

bool IsRequired(const Json& node, const std::string& key) {
  auto req = node.find("required");
  if (req == node.end() || !req->is_array()) return false;
  return std::find(req->begin(), req->end(), Json(key)) != req->end();
}

// A schema node with a non-empty "description" text.
bool Described(const Json& node) {
  auto d = node.find("description");
  return d != node.end() && d->is_string() && !d->get_ref<const std::string&>().empty();
}

std::vector<std::string> TypesOf(const Json& node) {
  std::vector<std::string> out;
  auto t = node.find("type");
  if (t == node.end()) return out;
  if (t->is_string()) out.push_back(t->get<std::string>());
  if (t->is_array())
    for (const Json& e : *t)
      if (e.is_string()) out.push_back(e.get<std::string>());
  return out;
}

class Validator {
 public:
  Validator(const Json& root, std::size_t limit) : root_(root), limit_(limit) {}
  std::vector<std::string> Take() { return std::move(out_); }

  void Visit(const Json& schema_node, const Json& value, const std::string& ptr) {
    if (out_.size() >= limit_) return;
    const Json* node = Resolve(root_, schema_node);
    if (node == nullptr) return Add(ptr, "the schema's \"$ref\" " + Brief(schema_node.value("$ref", Json())) +
                                             " names no definition");
    if (!node->is_object()) return;
    if (!TypeAllowed(*node, value, ptr)) return;
    if (auto e = node->find("enum"); e != node->end() && e->is_array()) {
      if (std::find(e->begin(), e->end(), value) == e->end())
        return Add(ptr, "value " + Brief(value) + " is not one of " + Brief(*e));
    }
    if (value.is_number()) {
      if (auto m = node->find("minimum"); m != node->end() && m->is_number() && value < *m)
        Add(ptr, Brief(value) + " is below the minimum " + Brief(*m));
      if (auto m = node->find("maximum"); m != node->end() && m->is_number() && value > *m)
        Add(ptr, Brief(value) + " is above the maximum " + Brief(*m));
    }
    if (value.is_object()) VisitObject(*node, value, ptr);
    if (value.is_array()) {
      if (auto items = node->find("items"); items != node->end())
        for (std::size_t i = 0; i < value.size(); ++i) Visit(*items, value[i], Child(ptr, std::to_string(i)));
    }
  }

 private:
  void Add(const std::string& ptr, const std::string& why) {
    if (out_.size() < limit_) out_.push_back(Shown(ptr) + ": " + why);
  }

  bool TypeAllowed(const Json& node, const Json& value, const std::string& ptr) {
    if (!node.contains("type")) return true;
    const std::vector<std::string> types = TypesOf(node);
    const std::string got = TypeName(value);
    for (const std::string& t : types)
      if (t == got) return true;
    std::string expected;
    for (std::size_t i = 0; i < types.size(); ++i) expected += (i == 0 ? "" : " or ") + types[i];
    Add(ptr, "expected " + expected + ", got " + got);
    return false;
  }

  void VisitObject(const Json& node, const Json& value, const std::string& ptr) {
    auto props = node.find("properties");
    if (auto req = node.find("required"); req != node.end() && req->is_array()) {
      for (const Json& name : *req)
        if (name.is_string() && !value.contains(name.get<std::string>()))
          Add(ptr, "missing required field '" + name.get<std::string>() + "'");
    }
    const bool closed = node.value("additionalProperties", Json(true)) == Json(false);
    for (const auto& [key, member] : value.items()) {
      if (props != node.end() && props->is_object() && props->contains(key)) {
        Visit(props->at(key), member, Child(ptr, key));
      } else if (closed) {
        Add(ptr, "unknown field '" + key + "'");
      }
    }
  }

  const Json& root_;
  std::size_t limit_;
  std::vector<std::string> out_;
};

Json Fill(const Json& root, const Json& schema_node, const Json& value) {
  const Json* node = Resolve(root, schema_node);
  if (node == nullptr || !node->is_object()) return value;
  Json out = value;
  if (auto props = node->find("properties"); out.is_object() && props != node->end() && props->is_object()) {
    for (const auto& [key, sub] : props->items()) {
      if (out.contains(key)) {
        out[key] = Fill(root, sub, out[key]);
      } else if (const Json* d = DefaultOf(root, sub)) {
        out[key] = Fill(root, sub, *d);
      }
    }
  }
  if (auto items = node->find("items"); out.is_array() && items != node->end())
    for (Json& e : out) e = Fill(root, *items, e);
  return out;
}

Json Strip(const Json& root, const Json& schema_node, const Json& value) {
  const Json* node = Resolve(root, schema_node);
  if (node == nullptr || !node->is_object()) return value;
  Json out = value;
  if (auto props = node->find("properties"); out.is_object() && props != node->end() && props->is_object()) {
    for (const auto& [key, sub] : props->items()) {
      if (!out.contains(key)) continue;
      const Json* d = DefaultOf(root, sub);
      // Fill puts back the default filled in itself, so that is what a dropped property comes back as.
      if (d != nullptr && !IsRequired(*node, key) && out[key] == Fill(root, sub, *d)) {
        out.erase(key);
      } else {
        out[key] = Strip(root, sub, out[key]);
      }
    }
  }
  if (auto items = node->find("items"); out.is_array() && items != node->end())
    for (Json& e : out) e = Strip(root, *items, e);
  return out;
}

// Walks every schema node (root, definitions, properties, items) checking the subset and, with `style`,
// the documentation rules.
class SchemaChecker {
 public:
  SchemaChecker(const Json& root, bool style) : root_(root), style_(style) {}
  std::vector<std::string> Run() {
    Node(root_, "", true);
    return std::move(out_);
  }

 private:
  void Add(const std::string& ptr, const std::string& why) { out_.push_back("#" + ptr + ": " + why); }

  void Node(const Json& node, const std::string& ptr, bool is_root) {
    if (!node.is_object()) return Add(ptr, "expected a schema object, got " + TypeName(node));
    for (const auto& [key, v] : node.items()) {
      if (!Keywords().count(key)) Add(ptr, "keyword '" + key + "' is not in the subset public_state.h reads");
      if ((key == "$defs" || key == "$schema") && !is_root) Add(ptr, "'" + key + "' belongs at the top only");
      if ((key == "description" || key == "title" || key == "$schema") && !v.is_string())
        Add(Child(ptr, key), "expected string, got " + TypeName(v));
    }
    if (auto ref = node.find("$ref"); ref != node.end()) {
      if (Definition(root_, *ref) == nullptr)
        Add(Child(ptr, "$ref"), "expected \"#/$defs/<name>\" naming a definition, got " + Brief(*ref));
      // Since draft 2019-09 the keywords beside a "$ref" apply too; the checks here follow the "$ref"
      // alone, so only annotations may stand beside it.
      std::string allowed;
      for (const std::string& a : Annotations()) allowed += (allowed.empty() ? "" : ", ") + a;
      for (const auto& [key, v] : node.items())
        if (Keywords().count(key) && !Annotations().count(key) && key != "$ref" && key != "$defs")
          Add(Child(ptr, key), "keyword '" + key + "' beside \"$ref\" is not in the subset (only " + allowed + ")");
    }
    if (auto t = node.find("type"); t != node.end()) {
      const bool listed = t->is_array() && !t->empty();
      if (!t->is_string() && !listed) Add(Child(ptr, "type"), "expected a type name or a non-empty list of them");
      for (const std::string& name : TypesOf(node))
        if (!Types().count(name)) Add(Child(ptr, "type"), "type '" + name + "' is not in the subset");
      if (listed)
        for (const Json& e : *t)
          if (!e.is_string()) Add(Child(ptr, "type"), "expected type names, got " + Brief(e));
    }
    if (auto a = node.find("additionalProperties"); a != node.end() && *a != Json(false))
      Add(Child(ptr, "additionalProperties"), "only false is in the subset");
    if (auto e = node.find("enum"); e != node.end() && (!e->is_array() || e->empty()))
      Add(Child(ptr, "enum"), "expected a non-empty array");
    for (const char* bound : {"minimum", "maximum"})
      if (auto b = node.find(bound); b != node.end() && !b->is_number())
        Add(Child(ptr, bound), "expected a number, got " + TypeName(*b));
    Properties(node, ptr);
    if (auto items = node.find("items"); items != node.end()) Node(*items, Child(ptr, "items"), false);
    if (auto defs = node.find("$defs"); defs != node.end()) {
      if (!defs->is_object()) Add(Child(ptr, "$defs"), "expected an object of definitions");
      else
        for (const auto& [name, def] : defs->items()) Node(def, Child(Child(ptr, "$defs"), name), false);
    }
    if (style_) Style(node, ptr);
  }

  void Properties(const Json& node, const std::string& ptr) {
    auto props = node.find("properties");
    if (props != node.end() && !props->is_object()) Add(Child(ptr, "properties"), "expected an object");
    const bool have = props != node.end() && props->is_object();
    if (auto req = node.find("required"); req != node.end()) {
      if (!req->is_array()) Add(Child(ptr, "required"), "expected an array of names");
      else
        for (const Json& name : *req)
          if (!name.is_string() || !have || !props->contains(name.get<std::string>()))
            Add(Child(ptr, "required"), "required " + Brief(name) + " is not a listed property");
    }
    if (!have) return;
    for (const auto& [key, sub] : props->items()) {
      const std::string at = Child(Child(ptr, "properties"), key);
      Node(sub, at, false);
      if (!style_ || !sub.is_object()) continue;
      const Json* target = Resolve(root_, sub);
      const bool described = Described(sub) || (target != nullptr && Described(*target));
      if (!described) Add(at, "a property needs a \"description\" in plain words");
      const Json* d = DefaultOf(root_, sub);
      if (d != nullptr && IsRequired(node, key)) Add(at, "a property with a default must not be required");
      if (d != nullptr) {
        Validator v(root_, 1);
        v.Visit(sub, *d, "");
        for (const std::string& why : v.Take()) Add(at, "its default does not validate: " + why);
      }
    }
  }

  void Style(const Json& node, const std::string& ptr) {
    const std::vector<std::string> types = TypesOf(node);
    const bool object = node.contains("properties") || std::count(types.begin(), types.end(), "object");
    if (object && node.value("additionalProperties", Json(true)) != Json(false))
      Add(ptr, "an object schema sets \"additionalProperties\": false");
  }

  const Json& root_;
  bool style_;
  std::vector<std::string> out_;
};

}  // namespace

nlohmann::json PublicStateWrapper(const State& state, nlohmann::json inner) {
  return Json{{"game", state.info().name}, {"players", state.NumPlayers()}, {"step", state.Step()},
              {"state", std::move(inner)}};
}

nlohmann::json ParsePublicSchema(std::string_view text, std::string_view game) {
  const std::string where = std::string(game) + " public_state.schema.json";
  Json schema;
  try {
    schema = Json::parse(text);
  } catch (const Json::parse_error& e) {
    throw ParseError(where, "not valid JSON (at byte " + std::to_string(e.byte) + ")");
  }
  std::vector<std::string> problems = SchemaChecker(schema, false).Run();
  if (!problems.empty()) throw ParseError(where, problems.front());
  return schema;
}

nlohmann::json PublicSchemaOf(const GameInfo& info) {
  if (info.public_schema.empty()) return nullptr;
  return ParsePublicSchema(info.public_schema, info.name);
}

std::vector<std::string> PublicSchemaProblems(const nlohmann::json& schema) {
  return SchemaChecker(schema, true).Run();
}

std::vector<std::string> ValidatePublicState(const nlohmann::json& schema, const nlohmann::json& value,
                                             std::size_t limit) {
  Validator v(schema, limit);
  v.Visit(schema, value, "");
  return v.Take();
}

nlohmann::json WithPublicDefaults(const nlohmann::json& schema, const nlohmann::json& value) {
  return Fill(schema, schema, value);
}

nlohmann::json WithoutPublicDefaults(const nlohmann::json& schema, const nlohmann::json& value) {
  return Strip(schema, schema, value);
}

}  // namespace peerage
