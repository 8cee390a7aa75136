// The trace format: round trips, and one clear error (where + why) for every kind of bad input.
#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/trace.h"

using namespace peerage;

namespace {

// A recorded game of every registered game, with checkpoints.
std::vector<Trace> SampleTraces() {
  std::vector<Trace> out;
  for (const GameInfo* g : Registry::Instance().All()) {
    auto r = Playout(MakeContext({.game = g->name, .players = 0, .settings = {}}), {.seed = 3, .max_steps = 400, .validate = false, .policy = {}});
    out.push_back(RecordTrace(*r.state, true, "unit test"));
  }
  return out;
}

template <typename E>
E Expect(const std::function<void()>& f) {
  try {
    f();
  } catch (const E& e) {
    return e;
  }
  BOOST_FAIL("expected an exception");
  throw;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(trace_format)

BOOST_AUTO_TEST_CASE(write_parse_replay_round_trip) {
  for (const Trace& t : SampleTraces()) {
    std::string text = WriteTrace(t);
    Trace back = ParseTrace(text, "mem");
    BOOST_TEST(WriteTrace(back) == text);
    auto state = Replay(back, {.check_checkpoints = true, .where = "mem"});
    BOOST_TEST(static_cast<int>(state->History().size()) == static_cast<int>(t.steps.size()));
    BOOST_TEST(HashHex(state->Hash()) == *t.final_state->hash);
    // Canonical layout: one action per line, and ParseTrace knows each action's line: the first on line 9
    // ("{", format, version, game, players, interpretations, note, "actions": [), or 10 for a game with set-up
    // parameters (their own "parameters" line after the interpretations).
    const int first = back.parameters.empty() ? 9 : 10;
    for (size_t k = 0; k < back.steps.size(); ++k) BOOST_TEST(back.steps[k].line == static_cast<int>(first + k));
  }
}

BOOST_AUTO_TEST_CASE(malformed_json_names_line_and_column) {
  auto e = Expect<ParseError>([] { ParseTrace("{\n  \"format\": \"peerage-trace\",\n  oops\n}", "bad.json"); });
  BOOST_TEST(e.where() == "bad.json");
  BOOST_TEST(e.why().find("line 3") != std::string::npos, e.why());
}

BOOST_AUTO_TEST_CASE(structural_errors_name_the_field) {
  auto e = Expect<ParseError>([] { ParseTrace(R"({"format":"peerage-trace","version":1,"players":2,"actions":[]})", "t"); });
  BOOST_TEST(e.why().find("\"game\"") != std::string::npos);
  e = Expect<ParseError>([] { ParseTrace(R"({"format":"peerage-trace","version":2,"game":"x","players":2,"actions":[]})", "t"); });
  BOOST_TEST(e.why().find("version 2") != std::string::npos);
  e = Expect<ParseError>([] { ParseTrace(R"({"format":"other","version":1})", "t"); });
  BOOST_TEST(e.why().find("format") != std::string::npos);
  e = Expect<ParseError>([] { ParseTrace("{\"format\":\"peerage-trace\",\"version\":1,\"game\":\"x\",\"players\":2,\n\"actions\":[\n\"a\",\n7]}", "t"); });
  BOOST_TEST(e.where() == "t:4 (step 1)");
  e = Expect<ParseError>([] { ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":"two","actions":[]})", "t"); });
  BOOST_TEST(e.why().find("\"players\"") != std::string::npos);
}

// A report example's file marks its position (docs/engine-developers.md, "Trace format": `shown_from`, at most
// the number of actions): written and read back as it was, and a mark past the last action is refused.
BOOST_AUTO_TEST_CASE(shown_from_round_trips_and_is_bounded_by_the_actions) {
  Trace t = ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":2,"shown_from":2,"actions":["a","b","c"]})", "t");
  BOOST_REQUIRE(t.shown_from.has_value());
  BOOST_TEST(*t.shown_from == 2);
  BOOST_TEST(*ParseTrace(WriteTrace(t), "t2").shown_from == 2);
  BOOST_TEST(!ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":2,"actions":["a"]})", "t").shown_from);
  BOOST_TEST(*ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":2,"shown_from":1,"actions":["a"]})", "t").shown_from == 1);
  auto e = Expect<ParseError>([] {
    ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":2,"shown_from":4,"actions":["a","b","c"]})", "t");
  });
  BOOST_TEST(e.why().find("\"shown_from\" is 4, but the trace has only 3 actions") != std::string::npos, e.why());
  e = Expect<ParseError>([] {
    ParseTrace(R"({"format":"peerage-trace","version":1,"game":"x","players":2,"shown_from":-1,"actions":[]})", "t");
  });
  BOOST_TEST(e.why().find("shown_from") != std::string::npos, e.why());
}

BOOST_AUTO_TEST_CASE(unknown_game_and_option_are_config_errors) {
  Trace t;
  t.game = "no-such-game";
  t.players = 2;
  BOOST_CHECK_THROW(Replay(t, {.check_checkpoints = true, .where = "t.json"}), ConfigError);
  for (Trace s : SampleTraces()) {
    s.interpretations["no.such.option"] = "x";
    BOOST_CHECK_THROW(Replay(s, {.check_checkpoints = true, .where = "t.json"}), ConfigError);
  }
}

BOOST_AUTO_TEST_CASE(illegal_action_names_step_and_line) {
  for (const Trace& good : SampleTraces()) {
    BOOST_REQUIRE(good.steps.size() > 5);
    Trace t = ParseTrace(WriteTrace(good), "g.json");
    t.steps[5].action = "no-such-action";
    t.final_state.reset();
    auto e = Expect<IllegalActionError>([&] { Replay(t, {.check_checkpoints = true, .where = "g.json"}); });
    BOOST_TEST(e.where() == (t.parameters.empty() ? "g.json:14 (step 5)" : "g.json:15 (step 5)"));  // 9 + 5, one more with "parameters"
    BOOST_TEST(e.why().find("no-such-action") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(checkpoint_mismatch_is_reported) {
  for (const Trace& good : SampleTraces()) {
    Trace t = good;
    t.steps[3].hash = "0000000000000000";
    auto e = Expect<IllegalActionError>([&] { Replay(t, {.check_checkpoints = true, .where = "g"}); });
    BOOST_TEST(e.why().find("hash") != std::string::npos);
    BOOST_TEST(e.where().find("step 3") != std::string::npos);
    t = good;
    *t.steps[2].legal += 1;
    BOOST_CHECK_THROW(Replay(t, {.check_checkpoints = true, .where = "g"}), IllegalActionError);
    // With checks off the same trace replays.
    BOOST_CHECK_NO_THROW(Replay(t, {.check_checkpoints = false, .where = "g"}));
    t = good;
    t.final_state->hash = "0000000000000000";
    BOOST_CHECK_THROW(Replay(t, {.check_checkpoints = true, .where = "g"}), IllegalActionError);
  }
}

BOOST_AUTO_TEST_CASE(trace_with_start_state_replays_from_it) {
  for (const Trace& good : SampleTraces()) {
    auto mid = Replay(Trace{.game = good.game, .players = good.players, .interpretations = good.interpretations,
                            .note = "", .start = nullptr,
                            .steps = {good.steps.begin(), good.steps.begin() + 10}, .final_state = {}});
    auto loaded = StateFromJson(mid->ToJson(), "mid");
    BOOST_TEST(loaded->Hash() == mid->Hash());
    BOOST_TEST(loaded->Step() == mid->Step());
    for (size_t k = 10; k < 20 && k < good.steps.size(); ++k) loaded->ApplyActionText(good.steps[k].action);
    Trace from_mid = RecordTrace(*loaded, true);
    BOOST_REQUIRE(from_mid.start != nullptr);
    auto replayed = Replay(ParseTrace(WriteTrace(from_mid), "mid"), {.check_checkpoints = true, .where = "mid"});
    BOOST_TEST(replayed->Hash() == loaded->Hash());
  }
}

BOOST_AUTO_TEST_CASE(replay_under_readings_refuses_bad_readings) {
  Trace t = SampleTraces().front();
  const auto unknown = Expect<ConfigError>([&] { ReplayUnderReadings(t, {{"no.such-option", "x"}}, "t.json"); });
  BOOST_TEST(unknown.where().find("t.json") != std::string::npos);
  const std::string id = t.interpretations.begin()->first;
  const auto bad = Expect<ConfigError>([&] { ReplayUnderReadings(t, {{id, "no-such-reading"}}, "t.json"); });
  BOOST_TEST(bad.why().find("no-such-reading") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(replay_under_readings_reads_a_start_state_as_the_same_position) {
  // Dueling Nobles after its setup: the same position under dn.token-supply=24-counters keeps the game's part
  // of the state and takes the new reading; 30 Resources in hand cannot be under 24 counters (dn.resources).
  Trace t = ReadTraceFile("corpus/golden/dueling-nobles-seed1-game0.trace.json");
  auto mid = Replay(t, {.check_checkpoints = false, .where = "golden"});
  t.start = std::make_shared<const Json>(mid->ToJson());
  t.steps.clear();
  t.final_state.reset();
  const RereadResult r = ReplayUnderReadings(t, {{"dn.token-supply", "24-counters"}}, "t.json");
  BOOST_TEST(r.diverged_at == -1);
  BOOST_TEST(r.state->context().settings.at("dn.token-supply") == "24-counters");
  BOOST_TEST(r.state->ToJson()["state"] == mid->ToJson()["state"]);
  Json rich = mid->ToJson();
  rich["state"]["players"][0]["resources"] = 30;
  t.start = std::make_shared<const Json>(rich);
  BOOST_CHECK_NO_THROW(ReplayUnderReadings(t, {}, "t.json"));
  const auto broken = Expect<ParseError>([&] { ReplayUnderReadings(t, {{"dn.token-supply", "24-counters"}}, "t.json"); });
  BOOST_TEST(broken.why().find("dn.resources") != std::string::npos, broken.why());
}

BOOST_AUTO_TEST_CASE(replay_under_readings_names_the_step_where_the_line_stops) {
  Trace t = SampleTraces().front();
  BOOST_REQUIRE(t.steps.size() > 3);
  t.steps[2].action = "not-an-action";
  const RereadResult r = ReplayUnderReadings(t, {}, "t.json");
  BOOST_TEST(r.diverged_at == 2);
  BOOST_TEST(r.state->History().size() == 2u);
  BOOST_TEST(r.why.find("not-an-action") != std::string::npos);
  t.steps.resize(3);
  t.steps[2] = t.steps[1];
  t.steps[2].actor = "p7";
  BOOST_TEST(ReplayUnderReadings(t, {}, "t.json").why.find("p7") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(atomic_write_leaves_no_partial_file) {
  auto dir = std::filesystem::temp_directory_path() / "peerage_unit_atomic";
  std::filesystem::create_directories(dir);
  std::string path = (dir / "out.json").string();
  WriteFileAtomic(path, "hello");
  std::ifstream in(path);
  std::string content;
  std::getline(in, content);
  BOOST_TEST(content == "hello");
  BOOST_TEST(!std::filesystem::exists(path + ".tmp"));
  BOOST_CHECK_THROW(WriteFileAtomic((dir / "missing-dir" / "x.json").string(), "x"), Error);
  BOOST_TEST(!std::filesystem::exists(dir / "missing-dir"));
  std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(strict_numbers)

// Regression inputs found by fuzz/trace_fuzzer: each was a library exception or undefined behaviour.
BOOST_AUTO_TEST_CASE(trace_numbers_out_of_range_are_parse_errors) {
  const char* bad[] = {
      R"({"format":"peerage-trace","version":1,"game":"x","players":1E400,"actions":[]})",
      R"({"format":"peerage-trace","version":1e10,"game":"x","players":2,"actions":[]})",
      R"({"format":"peerage-trace","version":4294967297,"game":"x","players":2,"actions":[]})",
      R"({"format":"peerage-trace","version":1,"game":"x","players":-3,"actions":[]})",
      R"({"format":"peerage-trace","version":1,"game":"x","players":2,"actions":[{"action":"a","legal":2.5}]})",
  };
  for (const char* text : bad) BOOST_CHECK_THROW(ParseTrace(text, "t"), ParseError);
}

BOOST_AUTO_TEST_CASE(state_numbers_out_of_range_are_parse_errors) {
  const GameInfo* g = Registry::Instance().All().front();
  Json good = NewGame({.game = g->name, .players = 0, .settings = {}})->ToJson();
  BOOST_CHECK_NO_THROW(StateFromJson(good, "s"));
  for (const char* field : {"players", "step"}) {
    for (Json v : {Json(1e300), Json(-1), Json(2147483647), Json(1.5)}) {
      Json j = good;
      j[field] = v;
      BOOST_CHECK_THROW(StateFromJson(j, "s"), ParseError);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
