// Game data files (model/core/game.h GameData): for every registered game that has one, the shipped
// file loads, a user's copy of it gives the same data, bad files get one clear error naming the file,
// and traces record a user's file with its hash so replay refuses other data.
#include <sys/stat.h>

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/trace.h"
#include "properties/temp_dir.h"

using namespace peerage;

namespace {

std::vector<const GameInfo*> GamesWithData() {
  std::vector<const GameInfo*> out;
  for (const GameInfo* g : Registry::Instance().All())
    if (g->data.load) out.push_back(g);
  return out;
}

// `content` as the file `name` in the test's own temporary directory.
std::string TempFile(const test::TempDir& dir, const std::string& name, const std::string& content) {
  const std::string path = dir / name;
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
      const test::TempDir dir("peerage-data-test");
      auto copy = TempFile(dir, g->name + "-copy.json", nlohmann::json::parse(g->data.json).dump(1));
      auto user = MakeContext(Config(*g, copy));
      BOOST_TEST(user->data_hash == shipped->data_hash);
      BOOST_TEST(user->data_file == copy);
      // The same seed plays the same game with either.
      PlayoutOptions o{.seed = 11, .max_steps = 3000, .validate = false, .policy = {}};
      auto a = Playout(shipped, o), b = Playout(user, o);
      BOOST_TEST(a.state->History() == b.state->History());
    }
  }
}

BOOST_AUTO_TEST_CASE(bad_data_files_get_one_clear_error) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_CHECK_THROW(MakeContext(Config(*g, "/nonexistent/peerage.json")), ParseError);
      const test::TempDir dir("peerage-data-test");
      auto broken = TempFile(dir, g->name + "-broken.json", std::string(g->data.json.substr(0, g->data.json.size() / 2)));
      try {
        MakeContext(Config(*g, broken));
        BOOST_FAIL("half a data file loaded");
      } catch (const ParseError& e) {
        BOOST_TEST(std::string(e.what()).find(broken) != std::string::npos);
      }
      auto empty_object = TempFile(dir, g->name + "-empty.json", "{}");
      BOOST_CHECK_THROW(MakeContext(Config(*g, empty_object)), ParseError);
    }
  }
}

BOOST_AUTO_TEST_CASE(traces_record_a_user_data_file_and_refuse_changed_data) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      const test::TempDir dir("peerage-data-test");
      auto copy = TempFile(dir, g->name + "-trace.json", std::string(g->data.json));
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
    }
  }
}

// A data file named by a trace goes through the bounded reader before the game loads it: a duplicate key,
// a directory or a FIFO in its place is one ParseError naming the file and why (a FIFO without hanging).
BOOST_AUTO_TEST_CASE(a_trace_data_file_is_read_through_the_bounded_reader) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      const test::TempDir dir("peerage-data-test");
      const std::string text(g->data.json);
      const std::string file = TempFile(dir, "data.json", text);
      Trace t = RecordTrace(*NewGame(Config(*g, file)), false);
      const std::size_t brace = text.find('{');
      const std::size_t colon = text.find(':', brace);
      // The first key of the shipped file, written a second time in front of it.
      const std::string key = nlohmann::json::parse(text.substr(brace + 1, colon - brace - 1)).get<std::string>();
      std::ofstream(file, std::ios::binary | std::ios::trunc) << "{\"" << key << "\": 0," << text.substr(brace + 1);
      auto why = [&] {
        try {
          Replay(t);
        } catch (const ParseError& e) {
          return std::string(e.what());
        }
        return std::string("no error");
      };
      BOOST_TEST(why() == file + ": duplicate key \"" + key + "\" in an object");
      std::filesystem::remove(file);
      std::filesystem::create_directory(file);
      BOOST_TEST(why() == file + ": data file is a directory");
      std::filesystem::remove(file);
      BOOST_REQUIRE(mkfifo(file.c_str(), 0600) == 0);
      BOOST_TEST(why() == file + ": data file is not a regular file (a FIFO, device or socket)");
    }
  }
}

// MakeContext itself reads a user's data file through the bounded reader, so a library caller that did not
// check the file first (as the CLI and the server do) gets the same refusals: a directory, a FIFO (refused
// before it is opened: nothing blocks), a duplicate key.
BOOST_AUTO_TEST_CASE(make_context_reads_data_files_through_the_bounded_reader) {
  for (const GameInfo* g : GamesWithData()) {
    BOOST_TEST_CONTEXT(g->name) {
      const test::TempDir dir("peerage-data-test");
      auto why = [&](const std::string& file) -> std::string {
        try {
          MakeContext(Config(*g, file));
        } catch (const Error& e) {
          return e.what();
        }
        return "(loaded)";
      };
      BOOST_TEST(why(dir.path().string()).find("data file is a directory") != std::string::npos, why(dir.path().string()));
      const std::string fifo = dir / "fifo";
      BOOST_REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
      BOOST_TEST(why(fifo).find("data file is not a regular file") != std::string::npos, why(fifo));
      const std::string dup = TempFile(dir, "dup.json", R"({"a": 1, "a": 2})");
      BOOST_TEST(why(dup).find("duplicate key \"a\"") != std::string::npos, why(dup));
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
