// The report builder's shared pieces (model/analysis/report.h): the command a report prints to regenerate it
// (docs/reports.md: "The same seed and budget give byte-identical files", so the command must name every
// option with the value the report used), the shares and the mean scores its tables show ("p0 0.51, p1
// 0.48"). Expectations written by hand: 1 of 3 is 33.3%, 2 of 3 is 66.7%; scores 3, 3 and 0 average 2.
#include <boost/test/unit_test.hpp>

#include "model/analysis/report.h"
#include "model/analysis/stats.h"
#include "model/core/game.h"

using namespace peerage;

BOOST_AUTO_TEST_SUITE(report_build)

BOOST_AUTO_TEST_CASE(the_command_names_every_option_with_its_value) {
  GameReport r;
  r.info = &Registry::Instance().Get("dueling-nobles");
  ReportOptions& o = r.options;
  o.seed = 7, o.games = 11, o.games_per_reading = 12, o.diff_games = 13, o.freq_games = 14, o.context_games = 15;
  o.hunt_games = 16, o.shrink_budget = 17;
  BOOST_TEST(ReportCommand(r) ==
             "peerage report dueling-nobles --seed 7 --games 11 --games-per-reading 12 --diff-games 13 --freq-games 14 "
             "--context-games 15 --hunt-games 16 --shrink-budget 17");
  o.data_file = "my.json";
  o.parameters = {{"a", "1"}, {"b", "2"}};
  BOOST_TEST(ReportCommand(r) ==
             "peerage report dueling-nobles --seed 7 --games 11 --games-per-reading 12 --diff-games 13 --freq-games 14 "
             "--context-games 15 --hunt-games 16 --shrink-budget 17 --data my.json --param a=1 "
             "--param b=2");
}

BOOST_AUTO_TEST_CASE(shares_and_mean_scores_count_every_game) {
  BOOST_TEST(Percent(1, 3) == "33.3%");
  BOOST_TEST(Percent(2, 3) == "66.7%");
  BOOST_TEST(Percent(3, 3) == "100.0%");
  PlayStats s;
  s.players = 2;
  s.scores = {{{3, 2}, {0, 1}}, {{1, 3}}};  // p0 scored 3 in two games and 0 in one; p1 1 in all three
  BOOST_TEST(MeanScores(s) == "p0 2.00, p1 1.00");
}

BOOST_AUTO_TEST_SUITE_END()
