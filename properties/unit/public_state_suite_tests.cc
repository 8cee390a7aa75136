// The built-in schema validator (model/core/public_state.h) against the official JSON Schema test suite
// (json-schema-org/JSON-Schema-Test-Suite; Debian's json-schema-test-suite, installed by ci/setup.sh), read
// at run time from /usr/share/json-schema-test-suite (or the suite root in $PEERAGE_JSON_SCHEMA_TEST_SUITE).
//
// Every case group of the suite's files (and of optional/, formats aside) is sorted by the subset the
// header documents, written out again below (SubsetProblem) rather than asked of the code under test:
//   - a schema inside the subset must load (ParsePublicSchema), and each case's data must get the suite's
//     verdict (valid or invalid) from ValidatePublicState;
//   - a schema outside it must be refused, and one using a keyword outside the subset must be refused
//     naming that keyword.
//
// Which draft: our schemas declare draft 2020-12, and the suite's draft2020-12 cases run when the installed
// suite has them. Debian 12's package (2.0.0) stops at draft7; its draft7 cases run then. The subset's
// keywords mean the same in both drafts ("integer" takes 1.0 since draft 6; "items" as one schema; the
// bounds are inclusive); the keywords whose meaning changed ("$ref" beside other keywords, "items" as an
// array, "definitions" -> "$defs") are outside the subset or refused in that form.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/public_state.h"

using namespace peerage;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The subset, as model/core/public_state.h documents it.
const std::set<std::string> kKeywords = {"type",    "properties",  "required", "additionalProperties",
                                         "items",   "enum",        "minimum",  "maximum",
                                         "default", "description", "title",    "$schema",
                                         "$defs",   "$ref",        "x-peerage-readings"};
// Keywords that change no verdict: the only ones that may stand beside a "$ref".
const std::set<std::string> kAnnotations = {"default", "description", "title", "$schema", "x-peerage-readings"};
const std::set<std::string> kTypes = {"object", "array", "string", "integer", "boolean", "null"};

// Cases whose schema is inside the subset but which need something the validator does not do. Each with
// its reason; the list is matched by file, group and case description.
struct Skip {
  const char* file;
  const char* group;
  const char* test;
  const char* why;
};
const std::vector<Skip> kSkips = {};

bool Skipped(const std::string& file, const std::string& group, const std::string& test) {
  return std::any_of(kSkips.begin(), kSkips.end(),
                     [&](const Skip& s) { return file == s.file && group == s.group && test == s.test; });
}

// Why `node` (at `ptr` in `root`) is outside the subset: "keyword 'K'" for a keyword the subset does not
// read, another text for a form it does not take; empty when it is inside. `keyword` gets K.
std::string SubsetProblem(const json& root, const json& node, const std::string& ptr, bool is_root,
                          std::string& keyword) {
  if (!node.is_object()) return ptr + ": a schema that is not an object (" + node.dump() + ")";
  for (const auto& [key, v] : node.items())
    if (!kKeywords.count(key)) {
      keyword = key;
      return ptr + ": keyword '" + key + "'";
    }
  if (!is_root && (node.contains("$defs") || node.contains("$schema"))) return ptr + ": $defs or $schema below the top";
  if (auto ref = node.find("$ref"); ref != node.end()) {
    // "#/$defs/" and one JSON pointer token ("~0" for "~", "~1" for "/"; no "%" encoding) naming a definition.
    const std::string prefix = "#/$defs/";
    std::string text = ref->is_string() ? ref->get<std::string>() : "", name;
    bool named = text.rfind(prefix, 0) == 0 && text.find_first_of("/%", prefix.size()) == std::string::npos;
    for (std::size_t i = prefix.size(); named && i < text.size(); ++i) {
      if (text[i] != '~') name += text[i];
      else if (i + 1 < text.size() && (text[i + 1] == '0' || text[i + 1] == '1')) name += text[++i] == '0' ? '~' : '/';
      else named = false;
    }
    named = named && root.contains("$defs") && root["$defs"].is_object() && root["$defs"].contains(name);
    if (!named) return ptr + ": $ref " + ref->dump() + " is not #/$defs/<a definition's name>";
    for (const auto& [key, v] : node.items())
      if (!kAnnotations.count(key) && key != "$ref" && key != "$defs") return ptr + ": '" + key + "' beside $ref";
  }
  if (auto t = node.find("type"); t != node.end()) {
    const json types = t->is_string() ? json::array({*t}) : *t;
    if (!types.is_array() || types.empty()) return ptr + ": type " + t->dump();
    for (const json& name : types)
      if (!name.is_string() || !kTypes.count(name.get<std::string>())) return ptr + ": type " + name.dump();
  }
  if (auto a = node.find("additionalProperties"); a != node.end() && *a != json(false))
    return ptr + ": additionalProperties other than false";
  if (auto e = node.find("enum"); e != node.end() && (!e->is_array() || e->empty())) return ptr + ": enum " + e->dump();
  for (const char* bound : {"minimum", "maximum"})
    if (auto b = node.find(bound); b != node.end() && !b->is_number()) return ptr + ": " + bound + " not a number";
  for (const char* text : {"description", "title", "$schema"})
    if (auto d = node.find(text); d != node.end() && !d->is_string()) return ptr + ": " + text + " not a string";
  const json props = node.value("properties", json::object());
  if (!props.is_object()) return ptr + ": properties not an object";
  if (auto req = node.find("required"); req != node.end()) {
    if (!req->is_array()) return ptr + ": required not an array";
    for (const json& name : *req)
      if (!name.is_string() || !props.contains(name.get<std::string>()))
        return ptr + ": required " + name.dump() + " is not a listed property";
  }
  for (const auto& [key, sub] : props.items())
    if (std::string why = SubsetProblem(root, sub, ptr + "/properties/" + key, false, keyword); !why.empty())
      return why;
  if (auto items = node.find("items"); items != node.end())
    if (std::string why = SubsetProblem(root, *items, ptr + "/items", false, keyword); !why.empty()) return why;
  if (auto defs = node.find("$defs"); defs != node.end()) {
    if (!defs->is_object()) return ptr + ": $defs not an object";
    for (const auto& [key, sub] : defs->items())
      if (std::string why = SubsetProblem(root, sub, ptr + "/$defs/" + key, false, keyword); !why.empty()) return why;
  }
  return "";
}

// Keywords of the subset that the accepted groups use (to show the run covers them).
void KeywordsUsed(const json& node, std::set<std::string>& used) {
  if (!node.is_object()) return;
  for (const auto& [key, v] : node.items()) used.insert(key);
  for (const char* place : {"properties", "$defs"})
    if (auto subs = node.find(place); subs != node.end() && subs->is_object())
      for (const auto& [key, sub] : subs->items()) KeywordsUsed(sub, used);
  if (auto items = node.find("items"); items != node.end()) KeywordsUsed(*items, used);
}

fs::path SuiteRoot() {
  const char* env = std::getenv("PEERAGE_JSON_SCHEMA_TEST_SUITE");
  return env != nullptr && *env != '\0' ? fs::path(env) : fs::path("/usr/share/json-schema-test-suite");
}

// The suite's case files of the draft our schemas use, or of draft7 (see the top of this file).
std::vector<fs::path> SuiteFiles(fs::path& draft_dir) {
  const fs::path tests = SuiteRoot() / "tests";
  draft_dir = fs::is_directory(tests / "draft2020-12") ? tests / "draft2020-12" : tests / "draft7";
  BOOST_TEST_REQUIRE(fs::is_directory(draft_dir),
                     "the official JSON Schema test suite is not installed: no " << draft_dir.string()
                         << " (`bash ci/setup.sh` installs Debian's json-schema-test-suite; "
                            "PEERAGE_JSON_SCHEMA_TEST_SUITE names another suite root)");
  std::vector<fs::path> files;
  for (const fs::path& dir : {draft_dir, draft_dir / "optional"}) {
    if (!fs::is_directory(dir)) continue;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

json ReadSuiteFile(const fs::path& path) {
  std::ifstream in(path);
  BOOST_TEST_REQUIRE(in.good(), "cannot read " << path.string());
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());
}

std::string Verdict(bool valid) { return valid ? "valid" : "invalid"; }

}  // namespace

BOOST_AUTO_TEST_SUITE(public_state_official_suite)

BOOST_AUTO_TEST_CASE(official_cases_inside_the_subset_agree_and_the_rest_is_refused) {
  fs::path draft_dir;
  const std::vector<fs::path> files = SuiteFiles(draft_dir);
  int groups_run = 0, cases_run = 0, cases_skipped = 0, groups_refused = 0;
  std::set<std::string> used;
  for (const fs::path& path : files) {
    const std::string file = fs::relative(path, draft_dir).string();
    const json groups = ReadSuiteFile(path);
    for (const json& group : groups) {
      const json& schema = group.at("schema");
      const std::string name = file + ": " + group.at("description").get<std::string>();
      std::string keyword;
      const std::string outside = SubsetProblem(schema, schema, "#", true, keyword);
      if (!outside.empty()) {
        ++groups_refused;
        bool refused = false;
        try {
          ParsePublicSchema(schema.dump(), "suite");
        } catch (const ParseError&) {
          refused = true;
        }
        BOOST_TEST(refused, name << ": a schema outside the subset (" << outside << ") was accepted");
        if (!keyword.empty() && schema.is_object()) {
          const std::vector<std::string> problems = PublicSchemaProblems(schema);
          const std::string named = "keyword '" + keyword + "' is not in the subset";
          BOOST_TEST(std::any_of(problems.begin(), problems.end(),
                                 [&](const std::string& p) { return p.find(named) != std::string::npos; }),
                     name << " (" << outside << "): no problem says \"" << named << "\"");
        }
        continue;
      }
      json parsed;
      try {
        parsed = ParsePublicSchema(schema.dump(), "suite");
      } catch (const ParseError& e) {
        BOOST_ERROR(name << ": a schema inside the subset was refused: " << e.what());
        continue;
      }
      ++groups_run;
      KeywordsUsed(schema, used);
      for (const json& test : group.at("tests")) {
        const std::string description = test.at("description").get<std::string>();
        if (Skipped(file, group.at("description").get<std::string>(), description)) {
          ++cases_skipped;
          continue;
        }
        ++cases_run;
        const std::vector<std::string> violations = ValidatePublicState(parsed, test.at("data"), 1);
        const bool expected = test.at("valid").get<bool>();
        BOOST_TEST(violations.empty() == expected,
                   name << " / " << description << ": the suite says " << Verdict(expected) << ", ours "
                        << Verdict(violations.empty()) << (violations.empty() ? "" : " (" + violations[0] + ")")
                        << "; data " << test.at("data").dump() << ", schema " << schema.dump());
      }
    }
  }
  BOOST_TEST_MESSAGE(draft_dir.string() << ": " << groups_run << " case groups inside the subset (" << cases_run
                                        << " cases run, " << cases_skipped << " skipped), " << groups_refused
                                        << " outside it refused");
  // The run means something only if it reached the subset's validation keywords.
  for (const char* k : {"type", "properties", "required", "items", "enum", "minimum", "maximum"})
    BOOST_TEST(used.count(k) == 1u, "no official case inside the subset uses '" << k << "'");
  BOOST_TEST(cases_run >= 50);
}

// Every other keyword of draft 2020-12 (and the draft 7 ones it dropped) is refused wherever it stands, the
// error naming it and its place.
BOOST_AUTO_TEST_CASE(every_other_keyword_is_refused_naming_it) {
  const std::vector<std::string> others = {
      "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "contains",
      "additionalItems", "patternProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties",
      "const", "multipleOf", "exclusiveMaximum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
      "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties",
      "dependentRequired", "format", "contentEncoding", "contentMediaType", "contentSchema", "$id", "$anchor",
      "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "deprecated", "readOnly", "writeOnly",
      "examples", "definitions", "dependencies", "$recursiveRef", "$recursiveAnchor"};
  for (const std::string& k : others) {
    BOOST_TEST_REQUIRE(!kKeywords.count(k));
    const json schema = {{"type", "object"},
                         {"properties", {{"a", {{"type", "array"}, {"items", {{k, json::object()}}}}}}}};
    std::string error = "accepted";
    try {
      ParsePublicSchema(schema.dump(), "g");
    } catch (const ParseError& e) {
      error = e.what();
    }
    BOOST_TEST(error == "g public_state.schema.json: #/properties/a/items: keyword '" + k +
                            "' is not in the subset public_state.h reads");
  }
}

// What the official suite of Debian 12 cannot show (its draft7 has no "$defs"), by hand: a "$ref" names a
// definition by a JSON pointer token ("~1" is "/", "~0" is "~"); beside it only annotations may stand,
// since from draft 2019-09 on the other keywords there would apply too.
BOOST_AUTO_TEST_CASE(refs_follow_pointer_escapes_and_take_only_annotations_beside) {
  const json schema = ParsePublicSchema(
      R"({"$defs":{"a/b":{"type":"integer"},"c~d":{"type":"string"}},"type":"object",
          "properties":{"x":{"$ref":"#/$defs/a~1b","description":"x"},"y":{"$ref":"#/$defs/c~0d","default":"s"}}})",
      "g");
  BOOST_TEST(ValidatePublicState(schema, json::parse(R"({"x":2,"y":"t"})")).empty());
  BOOST_TEST(ValidatePublicState(schema, json::parse(R"({"x":"2"})")) ==
             std::vector<std::string>{"/x: expected integer, got string"});
  auto why = [](const char* text) {
    try {
      ParsePublicSchema(text, "g");
    } catch (const ParseError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  // "~2" is no escape, "%2F" percent-encodes "/", and a pointer into a definition is deeper than the subset.
  for (const char* ref : {"#/$defs/a~2b", "#/$defs/a%2Fb", "#/$defs/a/type"})
    BOOST_TEST(why((std::string(R"({"$defs":{"a/b":{},"a~2b":{},"a%2Fb":{},"a":{}},"items":{"$ref":")") + ref +
                    "\"}}").c_str()) ==
               std::string("g public_state.schema.json: #/items/$ref: expected \"#/$defs/<name>\" naming a "
                           "definition, got \"") + ref + "\"");
  BOOST_TEST(why(R"({"$defs":{"a":{}},"items":{"$ref":"#/$defs/a","maximum":3}})") ==
             "g public_state.schema.json: #/items/maximum: keyword 'maximum' beside \"$ref\" is not in the subset "
             "(only $schema, default, description, title, x-peerage-readings)");
}

BOOST_AUTO_TEST_SUITE_END()
