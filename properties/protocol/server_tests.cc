// `peerage serve` in-process: the handshake, errors as protocol messages, and for every registered game
// a session whose answers match what the kernel says about the same game.
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>
#include <sys/stat.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"
#include "properties/temp_dir.h"

using namespace peerage;
using namespace peerage::protocol;

namespace {

Json Ask(Server& s, const Json& request) {
  std::string reply = s.Handle(request.dump());
  BOOST_TEST(reply.find('\n') == std::string::npos);
  return Json::parse(reply);
}

std::string ErrorCode(const Json& reply) { return reply.value("ok", true) ? "ok" : reply["error"]["code"].get<std::string>(); }

Server Ready(const std::vector<std::string>& data_dirs = {}) {
  Server s({.data_dirs = data_dirs});
  s.Handle(R"({"id":0,"cmd":"hello","protocol":1})");
  return s;
}

Json NewGameRequestFor(const State& st, int id) {
  return {{"id", id}, {"cmd", "new_game"}, {"game", st.info().name}, {"players", st.NumPlayers()},
          {"settings", st.context().settings}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(server)

BOOST_AUTO_TEST_CASE(handshake_names_version_and_every_registered_game) {
  Server s;
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 1}, {"cmd", "legal"}})) == "handshake-required");
  Json bad = Ask(s, {{"id", 2}, {"cmd", "hello"}, {"protocol", 99}});
  BOOST_TEST(ErrorCode(bad) == "unsupported-version");
  BOOST_TEST(bad["id"] == 2);
  Json hello = Ask(s, {{"id", 3}, {"cmd", "hello"}, {"protocol", 1}});
  BOOST_TEST(hello["ok"] == true);
  BOOST_TEST(hello["protocol"] == 1);
  BOOST_TEST(hello["id"] == 3);
  std::vector<std::string> names;
  for (const GameInfo* g : Registry::Instance().All()) names.push_back(g->name);
  BOOST_TEST(hello["games"].get<std::vector<std::string>>() == names);
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 4}, {"cmd", "status"}})) == "no-game");
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 5}, {"cmd", "new_game"}, {"game", "no-such-game"}})) == "unknown-game");
  const GameInfo* g = Registry::Instance().All().front();
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 6}, {"cmd", "new_game"}, {"game", g->name}, {"players", g->max_players + 1}})) ==
             "bad-config");
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 7}, {"cmd", "new_game"}, {"game", g->name}, {"settings", {{"no.such", "x"}}}})) ==
             "bad-config");
  BOOST_TEST(ErrorCode(Ask(s, {{"id", 8}, {"cmd", "new_game"}, {"game", g->name}, {"start", {{"foo", 1}}}})) ==
             "bad-state");
  Json quit = Ask(s, {{"id", 9}, {"cmd", "quit"}});
  BOOST_TEST(quit["ok"] == true);
  BOOST_TEST(s.done());
}

BOOST_AUTO_TEST_CASE(any_line_gets_exactly_one_reply_line) {
  Server s = Ready();
  for (const std::string& line : std::vector<std::string>{"", "{", "[]", "null", "{\"id\":1}", "{\"id\":1,\"cmd\":7}", "\xff\xfe", "{\"id\":2,\"cmd\":\"apply\"}",
                           std::string(100, '[') + std::string(100, ']')}) {
    std::string reply = s.Handle(line);
    BOOST_TEST_CONTEXT("line " << line) {
      BOOST_TEST(reply.find('\n') == std::string::npos);
      Json j = Json::parse(reply);
      BOOST_TEST(j["ok"] == false);
      BOOST_TEST(j.contains("id"));
      BOOST_TEST(j["error"]["code"].is_string());
    }
  }
  BOOST_TEST(Json::parse(s.Handle("{\"id\":2,\"cmd\":\"apply\"}"))["id"] == 2);
}

BOOST_AUTO_TEST_CASE(sessions_follow_the_kernel_for_every_game) {
  for (const GameInfo* g : Registry::Instance().All()) {
    BOOST_TEST_CONTEXT(g->name) {
      GameConfig config{g->name, 0, {}};
      PlayoutOptions po;
      po.seed = 7;
      auto played = Playout(MakeContext(config), po).state;
      auto ref = NewGame(played->shared_context());
      Server s = Ready();
      BOOST_TEST(Ask(s, NewGameRequestFor(*ref, 1))["ok"] == true);
      int id = 2;
      for (Action a : played->History()) {
        Json status = Ask(s, {{"id", id++}, {"cmd", "status"}});
        int cur = ref->CurrentPlayer();
        BOOST_TEST(status["actor"] == (cur == kChance ? "chance" : "p" + std::to_string(cur)));
        BOOST_TEST(!status.contains("scores"));
        Json legal = Ask(s, {{"id", id++}, {"cmd", "legal"}});
        std::vector<std::string> texts;
        for (Action l : ref->LegalActions()) texts.push_back(ref->ActionToString(l));
        BOOST_TEST(legal["actions"].get<std::vector<std::string>>() == texts);
        BOOST_TEST(legal.contains("probabilities") == ref->IsChance());
        if (ref->IsChance()) {
          std::vector<std::string> probs;
          for (const auto& o : ref->ChanceOutcomes()) probs.push_back(o.probability.ToString());
          BOOST_TEST(legal["probabilities"].get<std::vector<std::string>>() == probs);
        }
        Json apply = Ask(s, {{"id", id++}, {"cmd", "apply"}, {"action", ref->ActionToString(a)}});
        BOOST_TEST(apply == Json({{"id", id - 1}, {"ok", true}}));
        ref->ApplyAction(a);
      }
      BOOST_TEST(Ask(s, {{"id", id++}, {"cmd", "state"}})["state"] == ref->ToJson());
      for (int p = 0; p < ref->NumPlayers(); ++p)
        BOOST_TEST(Ask(s, {{"id", id++}, {"cmd", "observation"}, {"player", p}})["observation"] == ref->ObservationJson(p));
      BOOST_TEST(ErrorCode(Ask(s, {{"id", id++}, {"cmd", "observation"}, {"player", ref->NumPlayers()}})) == "bad-player");
      Json status = Ask(s, {{"id", id++}, {"cmd", "status"}});
      if (ref->IsTerminal()) {
        BOOST_TEST(status["actor"] == "terminal");
        BOOST_TEST(status["scores"].get<std::vector<std::int64_t>>() == ref->Scores());
        BOOST_TEST(Ask(s, {{"id", id++}, {"cmd", "legal"}})["actions"].empty());
      }
      // An illegal action is refused and changes nothing.
      Json before = Ask(s, {{"id", id++}, {"cmd", "state"}})["state"];
      BOOST_TEST(ErrorCode(Ask(s, {{"id", id++}, {"cmd", "apply"}, {"action", "certainly-not-an-action"}})) ==
                 "illegal-action");
      BOOST_TEST(Ask(s, {{"id", id++}, {"cmd", "state"}})["state"] == before);
    }
  }
}

BOOST_AUTO_TEST_CASE(new_game_from_a_start_state) {
  for (const GameInfo* g : Registry::Instance().All()) {
    BOOST_TEST_CONTEXT(g->name) {
      auto state = NewGame(GameConfig{g->name, 0, {}});
      Rng rng(3);
      for (int k = 0; k < 20 && !state->IsTerminal(); ++k) {
        auto legal = state->LegalActions();
        state->ApplyAction(legal[rng.Below(legal.size())]);
      }
      Server s = Ready();
      Json request = NewGameRequestFor(*state, 1);
      request["start"] = state->ToJson();
      BOOST_TEST(Ask(s, request)["ok"] == true);
      BOOST_TEST(Ask(s, {{"id", 2}, {"cmd", "state"}})["state"] == state->ToJson());
      Json other = request;
      other["start"]["game"] = "no-such-game";
      BOOST_TEST(ErrorCode(Ask(s, other)) == "bad-state");
    }
  }
}

// new_game's "data": a user's data file by path and hash, read only under a directory the operator allowed
// (--data-dir). Games without a data file refuse it; games with one accept a copy of their shipped file
// with the right hash and refuse a wrong hash.
BOOST_AUTO_TEST_CASE(new_game_with_a_user_data_file) {
  const test::TempDir allowed("peerage-server-data");
  const std::string path = allowed / "data.json";
  for (const GameInfo* g : Registry::Instance().All()) {
    BOOST_TEST_CONTEXT(g->name) {
      Server s = Ready({allowed.path().string()});
      Json request = {{"id", 1}, {"cmd", "new_game"}, {"game", g->name}, {"settings", Json::object()}};
      if (!g->data.load) {
        request["data"] = {{"file", path}, {"hash", "0000000000000000"}};
        BOOST_TEST(ErrorCode(Ask(s, request)) == "bad-config");
        continue;
      }
      std::ofstream(path, std::ios::binary | std::ios::trunc) << g->data.json;
      std::string hash = HashHex(MakeContext({.game = g->name, .players = 0, .settings = {}, .data_file = path})->data_hash);
      request["data"] = {{"file", path}, {"hash", hash}};
      BOOST_TEST(Ask(s, request)["ok"] == true);
      BOOST_TEST(Ask(s, {{"id", 2}, {"cmd", "state"}})["state"]["data"] == path);
      request["data"]["hash"] = "0123456789abcdef";
      BOOST_TEST(ErrorCode(Ask(s, request)) == "bad-config");
      request["data"] = "not an object";
      BOOST_TEST(ErrorCode(Ask(s, request)) == "bad-request");
    }
  }
}

namespace {

const GameInfo& AGameWithData() {
  for (const GameInfo* g : Registry::Instance().All())
    if (g->data.load) return *g;
  BOOST_FAIL("no registered game has a data file");
  throw std::logic_error("unreachable");
}

Json DataRequest(const GameInfo& g, const std::string& file) {
  return {{"id", 7}, {"cmd", "new_game"}, {"game", g.name}, {"data", {{"file", file}, {"hash", "0000000000000000"}}}};
}

std::string Message(const Json& reply) { return reply["error"]["message"].get<std::string>(); }

}  // namespace

// Outside every --data-dir (or with none): refused by name, whether or not the file exists; "../" and
// symbolic links are resolved first, so neither leads out.
BOOST_AUTO_TEST_CASE(data_files_outside_the_allowed_directories_are_refused) {
  const GameInfo& g = AGameWithData();
  const test::TempDir allowed("peerage-server-allowed"), outside("peerage-server-outside");
  std::ofstream(outside / "data.json", std::ios::binary) << g.data.json;
  std::filesystem::create_symlink(outside / "data.json", allowed / "link.json");
  const std::string escape = allowed / ("../" + outside.path().filename().string() + "/data.json");
  for (const std::string& file : {outside / "data.json", outside / "missing.json", escape, allowed / "link.json",
                                  std::string("/etc/passwd")}) {
    BOOST_TEST_CONTEXT(file) {
      Server s = Ready({allowed.path().string()});
      Json reply = Ask(s, DataRequest(g, file));
      BOOST_TEST(ErrorCode(reply) == "bad-config");
      BOOST_TEST(Message(reply) == "'" + file + "': data file outside --data-dir");
    }
  }
  Server shipped_only = Ready();
  Json reply = Ask(shipped_only, DataRequest(g, outside / "data.json"));
  BOOST_TEST(Message(reply) == "'" + (outside / "data.json") + "': data file outside --data-dir (this server reads only its shipped data)");
  // A shipped game needs no file at all.
  BOOST_TEST(Ask(shipped_only, {{"id", 8}, {"cmd", "new_game"}, {"game", g.name}})["ok"] == true);
  BOOST_CHECK_THROW(Server({.data_dirs = {outside / "no-such-dir"}}), ConfigError);
  BOOST_CHECK_THROW(Server({.data_dirs = {outside / "data.json"}}), ConfigError);
}

// Inside an allowed directory, a file that is not data is refused with the reason only: no bytes of it
// in the reply; a directory or FIFO is refused without being opened (no hang).
BOOST_AUTO_TEST_CASE(refused_data_files_are_never_quoted) {
  const GameInfo& g = AGameWithData();
  const test::TempDir allowed("peerage-server-quote");
  std::ofstream(allowed / "secret.txt", std::ios::binary) << "root:SECRET-BYTES-77:0:0\n";
  std::ofstream(allowed / "secret.json", std::ios::binary) << "{\"SECRET-KEY\": [SECRET-BYTES-77]}";
  std::filesystem::create_directory(allowed / "dir");
  BOOST_REQUIRE(mkfifo((allowed / "fifo").c_str(), 0600) == 0);
  Server s = Ready({allowed.path().string()});
  const std::pair<std::string, std::string> cases[] = {
      {"secret.txt", "malformed JSON: parse error at line 1, column 1: syntax error while parsing value - invalid literal"},
      {"secret.json", "malformed JSON: parse error at line 1, column 17: syntax error while parsing value - invalid literal"},
      {"dir", "data file is a directory"},
      {"fifo", "data file is not a regular file (a FIFO, device or socket)"},
      {"missing.json", "cannot open data file (No such file or directory)"}};
  for (const auto& [name, why] : cases) {
    BOOST_TEST_CONTEXT(name) {
      Json reply = Ask(s, DataRequest(g, allowed / name));
      BOOST_TEST(ErrorCode(reply) == "bad-config");
      BOOST_TEST(Message(reply) == (allowed / name) + ": " + why);
      BOOST_TEST(reply.dump().find("SECRET") == std::string::npos);
    }
  }
}

BOOST_AUTO_TEST_CASE(serve_reads_lines_and_caps_their_length) {
  std::istringstream in("{\"id\":1,\"cmd\":\"hello\",\"protocol\":1}\r\n\n" + std::string(300, 'x') +
                        "\n{\"id\":2,\"cmd\":\"quit\"}\n{\"id\":3,\"cmd\":\"status\"}\n");
  std::ostringstream out;
  Server s;
  s.Serve(in, out, 200);
  std::istringstream replies(out.str());
  std::vector<Json> lines;
  for (std::string l; std::getline(replies, l);) lines.push_back(Json::parse(l));
  BOOST_REQUIRE(lines.size() == 3u);  // hello, the over-long line, quit; nothing after quit
  BOOST_TEST(lines[0]["ok"] == true);
  BOOST_TEST(lines[1]["error"]["code"] == "bad-request");
  BOOST_TEST(lines[1]["id"].is_null());
  BOOST_TEST(lines[2] == Json({{"id", 2}, {"ok", true}}));
}

// docs/protocol.md: "A request line longer than 16 MiB is answered `bad-request`": a line of exactly the cap
// is a request like any other, one byte more is refused. Here with a cap of 200 bytes: a request padded with
// spaces (JSON allows them after the value) to 200 and to 201 bytes, the newline not counted.
BOOST_AUTO_TEST_CASE(a_line_of_exactly_the_cap_is_served_one_byte_more_is_not) {
  const std::string request = "{\"id\":1,\"cmd\":\"hello\",\"protocol\":1}";
  const std::string at_cap = request + std::string(200 - request.size(), ' ');
  const std::string over = at_cap + " ";
  BOOST_REQUIRE(at_cap.size() == 200u && over.size() == 201u);
  std::istringstream in(at_cap + "\n" + over + "\n" + request + "\n");
  std::ostringstream out;
  Server s;
  s.Serve(in, out, 200);
  std::istringstream replies(out.str());
  std::vector<Json> lines;
  for (std::string l; std::getline(replies, l);) lines.push_back(Json::parse(l));
  BOOST_REQUIRE(lines.size() == 3u);
  BOOST_TEST(lines[0]["ok"] == true);
  BOOST_TEST(lines[0]["id"] == 1);
  BOOST_TEST(lines[1]["error"]["code"] == "bad-request");
  BOOST_TEST(Message(lines[1]) == "line longer than 200 bytes");
  BOOST_TEST(lines[2]["ok"] == true);  // the line after the refused one is read whole
}

BOOST_AUTO_TEST_SUITE_END()
