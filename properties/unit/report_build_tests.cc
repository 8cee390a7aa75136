// The report builder's shared pieces (model/analysis/report.h): the command a report prints to regenerate it
// (docs/reports.md: "The same seed and budget give byte-identical files", so the command must name every
// option with the value the report used), the shares and the mean scores its tables show ("p0 0.51, p1
// 0.48"). Expectations written by hand: 1 of 3 is 33.3%, 2 of 3 is 66.7%; scores 3, 3 and 0 average 2.
#include <boost/test/unit_test.hpp>

#include <map>
#include <string>

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



// NeedsOtherAnswerSentence (report.h): said only where every example needs the same other answer and no random
// game under the default answers parted the readings; the number of those games and the other question's
// number in the report are in it. 40 + 40 = 80 games, question 13.
BOOST_AUTO_TEST_CASE(an_entry_whose_examples_need_another_answer_says_so) {
  FaqEntry e;
  e.kind = "interpretation";
  e.examples.resize(2);
  e.examples[0].context = {{"dn.double-ace", "totals-decide"}};
  e.examples[1].context = {{"dn.double-ace", "totals-decide"}, {"dn.other", "x"}};
  e.frequency = {Frequency{.players = 2, .reading = "zero", .games = 40, .diverged = 0},
                 Frequency{.players = 3, .reading = "zero", .games = 40, .diverged = 0}};
  const std::map<std::string, int> numbers = {{"dn.double-ace", 13}};
  BOOST_TEST(NeedsOtherAnswerSentence(e, numbers) ==
             "The examples need `dn.double-ace=totals-decide` (question 13); in the 80 random games played with the other "
             "questions' default answers these readings never parted.");
  BOOST_TEST(NeedsOtherAnswerSentence(e, {}) ==
             "The examples need `dn.double-ace=totals-decide`; in the 80 random games played with the other questions' "
             "default answers these readings never parted.");
  e.frequency[1].diverged = 1;  // a default game parted them: it arises there too
  BOOST_TEST(NeedsOtherAnswerSentence(e, numbers).empty());
  e.frequency[1].diverged = 0;
  e.examples[1].context = {{"dn.other", "x"}};  // no answer every example needs
  BOOST_TEST(NeedsOtherAnswerSentence(e, numbers).empty());
  e.examples.pop_back();
  e.modelling = true;  // a modelling choice: not said
  BOOST_TEST(NeedsOtherAnswerSentence(e, numbers).empty());
}

// EndsAlikeSentence (report.h): said, before the examples, of a question listed as never raised because its one
// example ends the game alike (p1 wins 5, 11, 8 under both readings) and 40 + 40 = 80 random games never parted
// the readings; not said of an entry in the FAQ.
BOOST_AUTO_TEST_CASE(a_question_whose_examples_end_alike_says_why_it_is_never_raised) {
  FaqEntry e;
  e.kind = "interpretation";
  e.frequency = {Frequency{.players = 3, .reading = "line-full", .games = 40, .diverged = 0},
                 Frequency{.players = 4, .reading = "line-full", .games = 40, .diverged = 0}};
  ReadingOutcome over;
  over.narrated = true;
  over.terminal = true;
  over.scores = {5, 11, 8};
  over.ranking = {3, 1, 2};
  over.same_result = true;
  e.examples.resize(1);
  e.examples[0].outcomes = {over, over};
  e.unraised = true;
  BOOST_TEST(EndsAlikeSentence(e) ==
             "It can arise only as the game ends, where it changes nothing: in the example below, the game ends with "
             "the same scores and places under every reading, and in none of 80 random games, played under the default "
             "with the other reading in lockstep, did who acts, the legal actions or the result differ.");
  e.unraised = false;
  BOOST_TEST(EndsAlikeSentence(e).empty());
}

BOOST_AUTO_TEST_SUITE_END()
