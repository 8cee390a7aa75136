// Interpretation catalogues (model/core/catalogue.h): every interpretation of every registered game names
// a default that is one of its readings and says why that default was chosen; reading ids are unique; the
// FAQ wording built from the reason ("Default: `x`, because ...") keeps acronyms and quotes as written.
#include <boost/test/unit_test.hpp>

#include <set>
#include <string>

#include "model/analysis/faq.h"
#include "model/core/game.h"

using namespace peerage;

BOOST_AUTO_TEST_SUITE(interpretation_catalogue)

BOOST_AUTO_TEST_CASE(every_interpretation_has_a_reason_and_a_listed_default) {
  int seen = 0;
  for (const GameInfo* g : Registry::Instance().All()) {
    std::set<std::string> ids;
    for (const Interpretation& in : g->interpretations) {
      BOOST_TEST_CONTEXT(g->name << " " << in.id) {
        ++seen;
        BOOST_TEST(!in.id.empty());
        BOOST_TEST(ids.insert(in.id).second, "duplicate interpretation id");
        BOOST_TEST(in.readings.size() >= 2u);
        std::set<std::string> readings;
        bool listed = false;
        for (const Reading& r : in.readings) {
          BOOST_TEST(readings.insert(r.id).second, "duplicate reading " << r.id);
          listed = listed || r.id == in.default_reading;
        }
        BOOST_TEST(listed, "default '" << in.default_reading << "' is not one of the readings");
        // A reason is a sentence of its own: more than a few words, ending with a full stop.
        BOOST_TEST(in.default_why.size() >= 40u, "default_why missing or too short: '" << in.default_why << "'");
        BOOST_TEST((!in.default_why.empty() && in.default_why.back() == '.'), "default_why must end with '.'");
        BOOST_TEST(in.default_why.find("Default because") == std::string::npos);
      }
    }
  }
  BOOST_TEST(seen >= 100);  // five games, about twenty each: a registry that lost a game fails here
}

BOOST_AUTO_TEST_CASE(noblemen_ball_floor_defaults_to_sharing_zero) {
  // Issue 16: moving a tied marker up from 0 let 0 prestige outrank 1; the default shares space 0.
  const GameInfo& g = Registry::Instance().Get("noblemen");
  const Interpretation* floor = nullptr;
  for (const Interpretation& in : g.interpretations)
    if (in.id == "nm.ball-floor") floor = &in;
  BOOST_REQUIRE(floor != nullptr);
  BOOST_TEST(floor->default_reading == "share-zero");
  auto ctx = MakeContext({.game = "noblemen", .players = 0, .settings = {}, .data_file = {}});
  BOOST_TEST(ctx->settings.at("nm.ball-floor") == "share-zero");
}

BOOST_AUTO_TEST_CASE(because_lowers_only_an_ordinary_first_word) {
  BOOST_TEST(Because("The text's literal wording.") == "the text's literal wording.");
  BOOST_TEST(Because("FAQ answers it.") == "FAQ answers it.");
  BOOST_TEST(Because("\"another\" excludes it.") == "\"another\" excludes it.");
  BOOST_TEST(Because("") == "");
}

BOOST_AUTO_TEST_SUITE_END()
