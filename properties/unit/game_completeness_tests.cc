// The game completeness check (properties/game_completeness.h) over every registered game: one message
// naming, per game, each piece of the recipe (docs/adding-a-game.md) it still lacks. Runs from the source root
// (CTest's working directory for peerage_unit). With PEERAGE_GAME set, that game alone: ci/new_game.sh runs
// it so, in the tree it wrote into, to print what is left to write by hand. Compiled also into the toy-game
// fixture's binary (properties/fixtures/toy_game/), where the toy is registered.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "properties/game_completeness.h"

using namespace peerage;

BOOST_AUTO_TEST_SUITE(game_completeness)

BOOST_AUTO_TEST_CASE(every_registered_game_has_every_piece_of_the_recipe) {
  BOOST_REQUIRE_MESSAGE(std::filesystem::is_regular_file("docs/games.md"),
                        "run from the source root (the check reads corpus/, reports/ and docs/)");
  const auto all = Registry::Instance().All();
  const char* only = std::getenv("PEERAGE_GAME");
  std::vector<const GameInfo*> checked = all;
  if (only && *only) checked = {&Registry::Instance().Get(only)};  // an unknown name: one clear error
  std::vector<std::pair<std::string, props::Completeness>> results;
  for (const GameInfo* info : checked) {
    props::Completeness c = props::CheckCompleteness(*info, all, ".");
    for (const std::string& note : c.notes) BOOST_TEST_MESSAGE(info->name << ": " << note);
    results.emplace_back(info->name, std::move(c));
  }
  const std::string missing = props::DescribeCompleteness(results);
  BOOST_TEST(missing.empty(), missing);
}

// The recipe (docs/adding-a-game.md, "The recipe") names, in bold and in order, exactly the pieces the check names.
BOOST_AUTO_TEST_CASE(readme_recipe_names_the_pieces_the_check_names) {
  const std::string readme = props::completeness::ReadText("docs/adding-a-game.md");
  const auto begin = readme.find("\n## The recipe\n");
  BOOST_REQUIRE(begin != std::string::npos);
  const std::string section = readme.substr(begin, readme.find("\n## ", begin + 1) - begin);
  std::vector<std::string> bold;
  for (auto at = section.find("**"); at != std::string::npos; at = section.find("**", at)) {
    const auto end = section.find("**", at + 2);
    BOOST_REQUIRE(end != std::string::npos);
    std::string name;  // a name broken over two lines reads as one
    for (char ch : section.substr(at + 2, end - at - 2))
      if (ch != '\n' && !(ch == ' ' && !name.empty() && name.back() == ' ')) name += ch;
    if (name != "Title") bold.push_back(name);  // the Games paragraph's pattern, not a piece
    at = end + 2;
  }
  BOOST_TEST(bold == props::PieceNames(), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
