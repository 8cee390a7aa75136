// Set-up parameters (model/core/catalogue.h: Parameter): declared apart from interpretations, validated by
// MakeContext, read by engines with GameContext::Param, and kept in their own "parameters" object by the
// state JSON and the trace format (an older trace with a parameter under "interpretations" is read as if
// it were under "parameters"). Tudor's catalogue is the registered example: td.scoring-cards, td.scenario,
// td.opportunity, td.enhance-first-round (model/games/tudor/td_parameters.cc).
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"

using namespace peerage;

namespace {

std::shared_ptr<const GameContext> Tudor(std::map<std::string, std::string> settings) {
  return MakeContext({.game = "tudor", .players = 3, .settings = std::move(settings), .data_file = {}});
}

// The message of the ConfigError `f` throws ("" if it throws none).
template <class F>
std::string ConfigErrorOf(F f) {
  try {
    f();
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "";
}

template <class F>
std::string ParseErrorOf(F f) {
  try {
    f();
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A trace of tudor written by hand, with `config` as its configuration lines and no actions.
std::string TudorTrace(const std::string& config) {
  return R"({"format": "peerage-trace", "version": 1, "game": "tudor", "players": 3, )" + config +
         R"(, "actions": []})";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(parameters)

BOOST_AUTO_TEST_CASE(defaults_resolve_and_values_give_their_index) {
  auto ctx = Tudor({});
  const int scenario = ctx->ParameterIndex("td.scenario");
  const int scoring = ctx->ParameterIndex("td.scoring-cards");
  BOOST_REQUIRE(scenario >= 0);
  BOOST_REQUIRE(scoring >= 0);
  BOOST_TEST(ctx->InterpretationIndex("td.scenario") == -1);
  // Defaults: "random" is the first value of both (index 0), and the resolved settings name it.
  BOOST_TEST(ctx->Param(scenario) == 0);
  BOOST_TEST(ctx->settings.at("td.scenario") == "random");
  BOOST_TEST(ctx->settings.at("td.opportunity") == "off");
  // td.scenario's values are random, 1, 2, 3, 4, 5: "3" is index 3. td.scoring-cards' are random, then the
  // pairs in order 1+2, 1+3, 1+4, ...: "1+4" is index 3, "5+6" the 15th pair, index 15.
  auto set = Tudor({{"td.scenario", "3"}, {"td.scoring-cards", "1+4"}});
  BOOST_TEST(set->Param(scenario) == 3);
  BOOST_TEST(set->Param(scoring) == 3);
  BOOST_TEST(Tudor({{"td.scoring-cards", "5+6"}})->Param(scoring) == 15);
}

BOOST_AUTO_TEST_CASE(bad_ids_and_values_are_one_clear_config_error) {
  const std::string value = ConfigErrorOf([] { Tudor({{"td.scenario", "9"}}); });
  BOOST_TEST(Contains(value, "parameter 'td.scenario'"), value);
  BOOST_TEST(Contains(value, "unknown value '9' (values: random, 1, 2, 3, 4, 5)"), value);
  const std::string id = ConfigErrorOf([] { Tudor({{"td.scenery", "1"}}); });
  BOOST_TEST(Contains(id, "'td.scenery'"), id);
  BOOST_TEST(Contains(id, "not an interpretation or parameter of tudor"), id);
  // A game without parameters names the same way.
  const std::string other = ConfigErrorOf(
      [] { MakeContext({.game = "dueling-nobles", .players = 0, .settings = {{"td.scenario", "1"}}, .data_file = {}}); });
  BOOST_TEST(Contains(other, "not an interpretation or parameter of dueling-nobles"), other);
}

BOOST_AUTO_TEST_CASE(integer_parameters_take_whole_numbers_in_range) {
  // A parameter with no values is a whole number in [min, max]: here 3..13 (cards per suit, say).
  const Parameter cards{"x.cards", "Setup", "cards per suit", {}, 3, 13, "13", "the full suit."};
  BOOST_TEST(ResolveParameter(cards, "3") == 3);
  BOOST_TEST(ResolveParameter(cards, "7") == 7);
  BOOST_TEST(ResolveParameter(cards, "13") == 13);
  for (const char* bad : {"2", "14", "seven", "", "7x", "+7", " 7", "99999999999"}) {
    const std::string why = ConfigErrorOf([&] { ResolveParameter(cards, bad); });
    BOOST_TEST(Contains(why, "parameter 'x.cards': value '" + std::string(bad) + "' is not a whole number from 3 to 13"),
               bad << ": " << why);
  }
  const Parameter negative{"x.offset", "Setup", "an offset", {}, -2, 2, "0", "none."};
  BOOST_TEST(ResolveParameter(negative, "-2") == -2);
}

BOOST_AUTO_TEST_CASE(split_tells_parameters_from_readings) {
  const GameInfo& tudor = Registry::Instance().Get("tudor");
  SplitSettings s = Split(tudor, {{"td.scenario", "2"}, {"td.garter-tie", "next-only"}, {"no.such", "x"}});
  BOOST_TEST(s.parameters.size() == 1u);
  BOOST_TEST(s.parameters.at("td.scenario") == "2");
  // Everything that is not a parameter stays with the readings (an unknown id is MakeContext's to name).
  BOOST_TEST(s.interpretations.size() == 2u);
  BOOST_TEST(s.interpretations.count("no.such") == 1u);
}

BOOST_AUTO_TEST_CASE(state_json_keeps_parameters_apart_and_round_trips) {
  auto state = NewGame(Tudor({{"td.scenario", "2"}}));
  const Json j = state->ToJson();
  BOOST_REQUIRE(j.contains("parameters"));
  BOOST_TEST(j["parameters"].size() == 4u);  // td.enhance-first-round, td.opportunity, td.scenario, td.scoring-cards
  BOOST_TEST(j["parameters"]["td.scenario"] == "2");
  BOOST_TEST(!j["settings"].contains("td.scenario"));
  BOOST_TEST(j["settings"].contains("td.garter-tie"));
  auto back = StateFromJson(j, "round trip");
  BOOST_TEST(back->ToJson() == j);
  // A game without parameters writes no "parameters" (its canonical JSON, and so its hashes, are as before).
  BOOST_TEST(!NewGame({.game = "dueling-nobles", .players = 0, .settings = {}, .data_file = {}})->ToJson().contains("parameters"));
}

BOOST_AUTO_TEST_CASE(state_json_from_before_parameters_is_read_and_mixups_refused) {
  auto state = NewGame(Tudor({{"td.scenario", "2"}}));
  const Json j = state->ToJson();
  Json old = j;  // every id under "settings", as written before parameters existed
  for (const auto& [id, value] : j["parameters"].items()) old["settings"][id] = value;
  old.erase("parameters");
  BOOST_TEST(StateFromJson(old, "old")->Hash() == state->Hash());
  Json reading = j;
  reading["parameters"]["td.garter-tie"] = "next-only";
  reading["settings"].erase("td.garter-tie");
  const std::string misplaced = ParseErrorOf([&] { StateFromJson(reading, "s"); });
  BOOST_TEST(Contains(misplaced, "\"td.garter-tie\" under \"parameters\" is not a parameter of tudor"), misplaced);
  Json both = j;
  both["settings"]["td.scenario"] = "2";
  const std::string twice = ParseErrorOf([&] { StateFromJson(both, "s"); });
  BOOST_TEST(Contains(twice, "\"td.scenario\" is given under both"), twice);
}

BOOST_AUTO_TEST_CASE(trace_writes_parameters_apart_and_reads_them_back) {
  auto state = NewGame(Tudor({{"td.scenario", "4"}, {"td.garter-tie", "next-only"}}));
  for (int k = 0; k < 3; ++k) state->ApplyLegalAction(state->LegalActions().front());
  const std::string text = WriteTrace(RecordTrace(*state, true));
  BOOST_TEST(Contains(text, "\"parameters\": {\"td.enhance-first-round\":\"always\",\"td.opportunity\":\"off\","
                            "\"td.scenario\":\"4\",\"td.scoring-cards\":\"random\"}"),
             text);
  Trace t = ParseTrace(text, "t");
  BOOST_TEST(t.parameters.at("td.scenario") == "4");
  BOOST_TEST(t.interpretations.count("td.scenario") == 0u);
  BOOST_TEST(t.interpretations.at("td.garter-tie") == "next-only");
  BOOST_TEST(TraceConfig(t).settings.at("td.scenario") == "4");
  BOOST_TEST(Replay(t)->Hash() == state->Hash());
  // Games without parameters write no "parameters" line.
  auto dn = NewGame({.game = "dueling-nobles", .players = 0, .settings = {}, .data_file = {}});
  BOOST_TEST(!Contains(WriteTrace(RecordTrace(*dn, false)), "parameters"));
}

BOOST_AUTO_TEST_CASE(old_trace_with_a_parameter_among_interpretations_is_read_as_a_parameter) {
  Trace t = ParseTrace(TudorTrace(R"("interpretations": {"td.scenario": "2", "td.garter-tie": "next-only"})"), "old");
  BOOST_TEST(t.parameters.at("td.scenario") == "2");
  BOOST_TEST(t.interpretations.count("td.scenario") == 0u);
  BOOST_TEST(t.interpretations.at("td.garter-tie") == "next-only");
  // Written back, it takes the new form.
  const std::string text = WriteTrace(t);
  BOOST_TEST(Contains(text, "\"interpretations\": {\"td.garter-tie\":\"next-only\"},\n  \"parameters\": {\"td.scenario\":\"2\"}"),
             text);
  BOOST_TEST(NewGame(TraceConfig(t))->context().settings.at("td.scenario") == "2");
}

BOOST_AUTO_TEST_CASE(trace_parameters_must_be_parameters_given_once) {
  const std::string reading =
      ParseErrorOf([] { ParseTrace(TudorTrace(R"("interpretations": {}, "parameters": {"td.garter-tie": "next-only"})"), "t.json"); });
  BOOST_TEST(Contains(reading, "t.json"), reading);
  BOOST_TEST(Contains(reading, "\"td.garter-tie\" under \"parameters\" is not a parameter of tudor (readings go under "
                               "\"interpretations\")"),
             reading);
  const std::string twice = ParseErrorOf(
      [] { ParseTrace(TudorTrace(R"("interpretations": {"td.scenario": "1"}, "parameters": {"td.scenario": "2"})"), "t"); });
  BOOST_TEST(Contains(twice, "\"td.scenario\" is given under both \"interpretations\" and \"parameters\""), twice);
  const std::string type = ParseErrorOf([] { ParseTrace(TudorTrace(R"("parameters": {"td.scenario": 2})"), "t"); });
  BOOST_TEST(Contains(type, "field \"parameters\" has the wrong type"), type);
}

BOOST_AUTO_TEST_CASE(catalogue_parameters_are_well_formed) {
  // Every parameter of every game: a unique id that is no interpretation's, the place that offers it, what it
  // sets, a default among its values (or in its range) and a reason for it.
  int seen = 0;
  for (const GameInfo* g : Registry::Instance().All()) {
    std::set<std::string> ids;
    for (const Interpretation& in : g->interpretations) ids.insert(in.id);
    for (const Parameter& p : g->parameters) {
      BOOST_TEST_CONTEXT(g->name << " " << p.id) {
        ++seen;
        BOOST_TEST(ids.insert(p.id).second, "id used twice (or also an interpretation)");
        BOOST_TEST(!p.place.empty());
        BOOST_TEST(!p.sets.empty());
        BOOST_TEST((p.values.size() >= 2u || (p.values.empty() && p.min < p.max)));
        std::set<std::string> values;
        for (const ParameterValue& v : p.values) {
          BOOST_TEST(values.insert(v.id).second, "duplicate value " << v.id);
          BOOST_TEST(!v.meaning.empty());
        }
        BOOST_CHECK_NO_THROW(ResolveParameter(p, p.default_value));
        BOOST_TEST(p.default_why.size() >= 30u, "default_why missing or too short");
        BOOST_TEST((!p.default_why.empty() && p.default_why.back() == '.'));
      }
    }
  }
  BOOST_TEST(seen >= 4);  // Tudor's four
}

BOOST_AUTO_TEST_SUITE_END()
