// Nobles (solo) solver queries: every answer is confirmed by the engine, and the answers say what the card
// texts imply (restated here, not read from the query code).
#include <boost/test/unit_test.hpp>

#include <nlohmann/json.hpp>

#include "model/core/trace.h"
#include "solver/solver.h"

BOOST_AUTO_TEST_SUITE(nobles_solo_queries)

BOOST_AUTO_TEST_CASE(every_answer_is_confirmed_on_the_engine) {
  const auto answers = peerage::RunSolverQueries("nobles-solo");
  BOOST_REQUIRE_EQUAL(answers.size(), 3u);
  for (const auto& a : answers) {
    BOOST_TEST(a.confirmed, a.id << ": " << a.confirmation);
    BOOST_TEST(a.verdict == "sat", a.id);
    BOOST_REQUIRE(a.witness.has_value());
  }
}

// A zero-Event game needs an Event step that completes nothing: only a Feast under a Debutante top with
// feast-fails and not-completed. The witness game must replay to a terminal state scoring 0 under them.
BOOST_AUTO_TEST_CASE(zero_event_game_replays_to_score_zero) {
  const auto answers = peerage::RunSolverQueries("nobles-solo");
  const peerage::Trace& t = *answers.at(0).witness;
  BOOST_TEST(t.interpretations.at("ns.unmet-requirement") == "not-completed");
  BOOST_TEST(t.interpretations.at("ns.debutante-feast") == "feast-fails");
  auto end = peerage::Replay(t, {.check_checkpoints = true, .where = "test"});
  BOOST_TEST(end->IsTerminal());
  BOOST_TEST(end->Scores().at(0) == 0);
  bool feast_failed = false;
  for (const auto& step : t.steps) feast_failed = feast_failed || step.action == "finish";
  BOOST_TEST(feast_failed);
}

// With every Noble deck holding at most one card, a Coronation (two from one deck) cannot be met; the
// answer's position must be at the Event step with such tops.
BOOST_AUTO_TEST_CASE(no_completable_event_position_is_an_event_step) {
  const auto answers = peerage::RunSolverQueries("nobles-solo");
  const peerage::Trace& t = *answers.at(1).witness;
  BOOST_REQUIRE(t.start);
  BOOST_TEST(t.start->at("state").at("phase") == "event-choose");
  int nobles = 0;
  for (const auto& d : t.start->at("state").at("noble_decks")) nobles += static_cast<int>(d["cards"].size());
  BOOST_TEST(nobles <= 3);
}

// The largest number of Events: a deal has 24 Event cards (6 of each of the four kinds), and none is ever
// created, so no game scores more than 24. The witness is the search's optimal line: it replays to a
// finished game whose score is at most 24 and is the number the answer reports for the search.
BOOST_AUTO_TEST_CASE(max_events_line_replays_to_its_score_within_the_card_count) {
  const auto answers = peerage::RunSolverQueries("nobles-solo");
  const auto& a = answers.at(2);
  BOOST_TEST(a.id == "ns.max-events-of-a-deal");
  BOOST_REQUIRE(a.witness.has_value());
  auto end = peerage::Replay(*a.witness, {.check_checkpoints = true, .where = "test"});
  BOOST_REQUIRE(end->IsTerminal());
  const auto score = end->Scores().at(0);
  BOOST_TEST(score <= 24);
  BOOST_TEST(score >= 1);
  BOOST_TEST(a.answer.find("exactly " + std::to_string(score) + " (") != std::string::npos, a.answer);
}

BOOST_AUTO_TEST_SUITE_END()
