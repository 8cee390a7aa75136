// The registry refuses what would let one game take another's place: a name registered twice (the second
// would silently replace the first), a real game with a fuzz id kept for test fixtures (240-249), and a
// fixture's "toy-" name with a real game's id (model/core/fixture_games.h). Each refusal is one ConfigError
// naming the game and why, and leaves the registry as it was.
#include <string>

#include <boost/test/unit_test.hpp>

#include "model/core/error.h"
#include "model/core/fixture_games.h"
#include "model/core/game.h"

using namespace peerage;

namespace {

// The message of the ConfigError Registry::Add throws for `info` ("" if it registered).
std::string Refusal(const GameInfo& info) {
  try {
    Registry::Instance().Add(&info);
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(registry)

BOOST_AUTO_TEST_CASE(a_real_game_cannot_take_a_fixture_fuzz_id) {
  GameInfo info = Registry::Instance().Get("tudor");
  info.name = "tudor-again";
  for (int id : {240, 245, 249}) {
    info.fuzz_id = id;
    const std::string why = Refusal(info);
    BOOST_TEST(why.find("registering game 'tudor-again'") == 0u, why);
    BOOST_TEST(why.find("fuzz id " + std::to_string(id) + " is reserved for test fixtures (240-249") != std::string::npos, why);
    BOOST_TEST(Registry::Instance().Find("tudor-again") == nullptr);
  }
  // The ids around the range are real games' to take (only the rule is asked: nothing is registered).
  for (int id : {-1, 0, 5, 239, 250, 255}) BOOST_TEST(FixtureRuleProblem("tudor-again", id).empty(), id);
}

BOOST_AUTO_TEST_CASE(a_toy_name_cannot_take_a_real_fuzz_id) {
  GameInfo info = Registry::Instance().Get("tudor");
  info.name = "toy-tudor";
  for (int id : {0, 5, 239, 250}) {
    info.fuzz_id = id;
    const std::string why = Refusal(info);
    BOOST_TEST(why.find("a name starting 'toy-' is a test fixture's, whose fuzz id is one of 240-249 (or -1), not " +
                        std::to_string(id)) != std::string::npos,
               why);
    BOOST_TEST(Registry::Instance().Find("toy-tudor") == nullptr);
  }
  for (int id : {-1, 240, 249}) BOOST_TEST(FixtureRuleProblem("toy-tudor", id).empty(), id);
}

BOOST_AUTO_TEST_CASE(a_name_registered_twice_is_refused_and_the_first_game_stays) {
  const GameInfo& tudor = Registry::Instance().Get("tudor");
  GameInfo again = tudor;
  again.fuzz_id = 77;
  const std::string why = Refusal(again);
  BOOST_TEST(why == "registering game 'tudor': that name is registered already (each game registers once, under a "
                    "name of its own)");
  BOOST_TEST(&Registry::Instance().Get("tudor") == &tudor);
  BOOST_TEST(Registry::Instance().Get("tudor").fuzz_id == 4);
}

// peerage_unit links the games of model/games/ only: none of them is a fixture.
BOOST_AUTO_TEST_CASE(no_game_of_model_games_takes_a_fixture_name) {
  for (const GameInfo* info : Registry::Instance().All()) BOOST_TEST(!IsFixtureName(info->name), info->name);
}

BOOST_AUTO_TEST_SUITE_END()
