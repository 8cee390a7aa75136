// Game data files (model/core/game.h GameData): for every registered game that has one, the shipped
// file loads, a user's copy of it gives the same data, bad files get one clear error naming the file,
// and traces record a user's file with its hash so replay refuses other data.
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

std::vector<const GameInfo*> GamesWithData() {
  std::vector<const GameInfo*> out;
  for (const GameInfo* g : Registry::Instance().All())
    if (g->data.load) out.push_back(g);
  return out;
}

std::string TempFile(const std::string& name, const std::string& content) {
  auto path = (std::filesystem::temp_directory_path() / ("peerage-data-test-" + name)).string();
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

GameConfig Config(const GameInfo& g, const std::string& data_file = "") {
  return {.game = g.name, .players = 0, .settings = {}, .data_file = data_file};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(game_data)

BOOST_AUTO_TEST_CASE(games_without_data_refuse_a_data_file) {
  for (const GameInfo* g : Registry::Instance().All()) {
    if (g->data.load) continue;
    BOOST_CHECK_THROW(MakeContext(Config(*g, "whatever.json")), ConfigError);
  }
}

BOOST_AUTO_TEST_CASE(shipped_data_loads_and_a_user_copy_is_the_same_data) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_TEST(g->data.file.rfind("data/", 0) == 0u);  // shipped under data/
      auto shipped = MakeContext(Config(*g));
      BOOST_TEST(shipped->data_file.empty());
      BOOST_TEST(shipped->data_hash != 0u);
      // Reformatting the file (whitespace, key order) does not change the data or its hash.
      auto copy = TempFile(g->name + "-copy.json", nlohmann::json::parse(g->data.json).dump(1));
      auto user = MakeContext(Config(*g, copy));
      BOOST_TEST(user->data_hash == shipped->data_hash);
      BOOST_TEST(user->data_file == copy);
      // The same seed plays the same game with either.
      PlayoutOptions o{.seed = 11, .max_steps = 3000, .validate = false, .policy = {}};
      auto a = Playout(shipped, o), b = Playout(user, o);
      BOOST_TEST(a.state->History() == b.state->History());
      std::remove(copy.c_str());
    }
  }
}

BOOST_AUTO_TEST_CASE(bad_data_files_get_one_clear_error) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_CHECK_THROW(MakeContext(Config(*g, "/nonexistent/peerage.json")), ParseError);
      auto broken = TempFile(g->name + "-broken.json", std::string(g->data.json.substr(0, g->data.json.size() / 2)));
      try {
        MakeContext(Config(*g, broken));
        BOOST_FAIL("half a data file loaded");
      } catch (const ParseError& e) {
        BOOST_TEST(std::string(e.what()).find(broken) != std::string::npos);
      }
      auto empty_object = TempFile(g->name + "-empty.json", "{}");
      BOOST_CHECK_THROW(MakeContext(Config(*g, empty_object)), ParseError);
      std::remove(broken.c_str());
      std::remove(empty_object.c_str());
    }
  }
}

BOOST_AUTO_TEST_CASE(traces_record_a_user_data_file_and_refuse_changed_data) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      auto copy = TempFile(g->name + "-trace.json", std::string(g->data.json));
      auto r = Playout(MakeContext(Config(*g, copy)), {.seed = 5, .max_steps = 200, .validate = false, .policy = {}});
      Trace t = RecordTrace(*r.state, true);
      BOOST_TEST(t.data_file == copy);
      Trace back = ParseTrace(WriteTrace(t), "mem");
      BOOST_TEST(back.data_file == copy);
      BOOST_TEST(back.data_hash == t.data_hash);
      BOOST_TEST(Replay(back)->Hash() == r.state->Hash());
      // Same file name, other content: refused by hash (a "note" member is extra data, so the canonical
      // JSON differs whether or not the loader ignores it).
      auto j = nlohmann::json::parse(g->data.json);
      j["peerage-test-extra"] = 1;
      std::ofstream(copy, std::ios::binary | std::ios::trunc) << j.dump();
      BOOST_CHECK_THROW(Replay(back), Error);
      BOOST_CHECK_THROW(ReplayUnderReadings(back, {}, "mem"), Error);  // the same line under other readings too
      std::remove(copy.c_str());
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
