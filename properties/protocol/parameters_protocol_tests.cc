// new_game and set-up parameters (docs/protocol.md, new_game): a game's parameters travel in their own
// "parameters" object beside the readings' "settings" (games without parameters: no such field, as before);
// the reference server also accepts a parameter sent under "settings" (a client from before parameters).
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/core/state.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"

using namespace peerage;
using namespace peerage::protocol;

namespace {

Json Ask(Server& s, const Json& request) { return Json::parse(s.Handle(request.dump())); }

std::string Code(const Json& reply) { return reply.value("ok", true) ? "ok" : reply["error"]["code"].get<std::string>(); }

Server Ready() {
  Server s;
  s.Handle(R"({"id":0,"cmd":"hello","protocol":1})");
  return s;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(protocol_parameters)

BOOST_AUTO_TEST_CASE(new_game_request_sends_parameters_apart) {
  const Json tudor = Json::parse(NewGameRequest(2, "tudor", 3, {{"td.scenario", "2"}, {"td.garter-tie", "next-only"}}, nullptr));
  BOOST_TEST(tudor["parameters"] == Json({{"td.scenario", "2"}}));
  BOOST_TEST(tudor["settings"] == Json({{"td.garter-tie", "next-only"}}));
  const Json dn = Json::parse(NewGameRequest(2, "dueling-nobles", 2, {{"dn.duels-per-turn", "one"}}, nullptr));
  BOOST_TEST(!dn.contains("parameters"));
  BOOST_TEST(dn["settings"] == Json({{"dn.duels-per-turn", "one"}}));
}

BOOST_AUTO_TEST_CASE(parse_request_merges_parameters_into_the_config) {
  Request r = ParseRequest(
      R"({"id":3,"cmd":"new_game","game":"tudor","players":3,"settings":{"td.garter-tie":"next-only"},"parameters":{"td.scenario":"2"}})");
  BOOST_TEST(r.config.settings.at("td.scenario") == "2");
  BOOST_TEST(r.config.settings.at("td.garter-tie") == "next-only");
  auto code = [](const std::string& line) {
    try {
      ParseRequest(line);
    } catch (const ProtocolError& e) {
      return e.code();
    }
    return std::string("accepted");
  };
  // A reading under "parameters" names the wrong place; an id under both is a malformed request.
  BOOST_TEST(code(R"({"id":4,"cmd":"new_game","game":"tudor","parameters":{"td.garter-tie":"next-only"}})") == "bad-config");
  BOOST_TEST(code(R"({"id":4,"cmd":"new_game","game":"tudor","settings":{"td.scenario":"1"},"parameters":{"td.scenario":"2"}})") ==
             "bad-request");
  BOOST_TEST(code(R"({"id":4,"cmd":"new_game","game":"tudor","parameters":{"td.scenario":2}})") == "bad-request");
  BOOST_TEST(code(R"({"id":4,"cmd":"new_game","game":"tudor","parameters":["td.scenario"]})") == "bad-request");
}

BOOST_AUTO_TEST_CASE(server_plays_the_parameters_it_is_sent) {
  Server s = Ready();
  BOOST_TEST(Code(Ask(s, {{"id", 1}, {"cmd", "new_game"}, {"game", "tudor"}, {"players", 3},
                          {"parameters", {{"td.scenario", "2"}}}})) == "ok");
  const Json state = Ask(s, {{"id", 2}, {"cmd", "state"}})["state"];
  BOOST_TEST(state["parameters"]["td.scenario"] == "2");
  BOOST_TEST(!state["settings"].contains("td.scenario"));
  // The same game asked for the old way (the parameter among the settings) is the same game.
  Server old = Ready();
  BOOST_TEST(Code(Ask(old, {{"id", 1}, {"cmd", "new_game"}, {"game", "tudor"}, {"players", 3},
                            {"settings", {{"td.scenario", "2"}}}})) == "ok");
  BOOST_TEST(Ask(old, {{"id", 2}, {"cmd", "state"}})["state"] == state);
  // A value the parameter does not have is a configuration the server cannot play.
  BOOST_TEST(Code(Ask(s, {{"id", 3}, {"cmd", "new_game"}, {"game", "tudor"}, {"parameters", {{"td.scenario", "9"}}}})) ==
             "bad-config");
}

BOOST_AUTO_TEST_SUITE_END()
