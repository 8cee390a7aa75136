// The differential search beyond its JSON comparison (model/analysis/differential.h; docs/reports.md, how
// a report finds where two readings part): StatesDiffer counts a reading that changes only who wins a tie
// (the final ranking, the scores alike) as a difference of outcome, and ShrinkActions returns a failing
// list that is 1-minimal (no single action can go) within its budget of calls ("removes chunks while
// `still_fails` holds; returns the smallest list found within `budget` calls"). The expectations are
// worked by hand from those sentences.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/core/game.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

// A finished two-player game scored 5 to 5. Its tie-break reading (the context's reading 0) ranks p0
// first under reading 0 and p1 first under reading 1; the state itself is the same under both.
class FinishedTie : public State {
 public:
  using State::State;

 protected:
  int DoCurrentPlayer() const override { return kTerminal; }
  void DoLegalActions(std::vector<Action>&) const override {}
  void DoChanceOutcomes(std::vector<ChanceOutcome>&) const override {}
  std::string DoActionToString(Action) const override { return "none"; }
  std::optional<Action> DoParseAction(std::string_view) const override { return std::nullopt; }
  void DoApplyAction(Action) override {}
  std::vector<std::int64_t> DoScores() const override { return {5, 5}; }
  std::vector<int> DoRanking() const override { return Reading(0) == 0 ? std::vector<int>{1, 2} : std::vector<int>{2, 1}; }
  std::unique_ptr<State> DoClone() const override { return std::make_unique<FinishedTie>(*this); }
  Json DoToJson() const override { return {{"scores", {5, 5}}}; }
  Json DoObservationJson(int) const override { return DoToJson(); }
  void DoCheckInvariants(InvariantReport&) const override {}
  std::unique_ptr<State> DoResampleHidden(int, std::uint64_t) const override { return DoClone(); }
};

std::unique_ptr<State> Finished(int tie_break) {
  static const GameInfo info = [] {
    GameInfo i;
    i.name = "toy-finished-tie";
    i.min_players = i.max_players = i.default_players = 2;
    return i;
  }();
  auto context = std::make_shared<GameContext>();
  context->info = &info;
  context->players = 2;
  context->readings = {tie_break};
  return std::make_unique<FinishedTie>(context);
}

// "a0" ... "a15"; the list fails while it holds both a3 and a11.
std::vector<std::string> Sixteen() {
  std::vector<std::string> all;
  for (int i = 0; i < 16; ++i) all.push_back("a" + std::to_string(i));
  return all;
}
bool HoldsA3AndA11(const std::vector<std::string>& v) {
  return std::find(v.begin(), v.end(), "a3") != v.end() && std::find(v.begin(), v.end(), "a11") != v.end();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(differential_search)

// Scores 5-5 under both readings, ranks 1 2 against 2 1: the readings part in outcome, told with both.
// The same reading on both sides: no difference.
BOOST_AUTO_TEST_CASE(a_reading_that_changes_only_the_tie_break_is_a_difference_of_outcome) {
  std::string kind, detail;
  BOOST_TEST(StatesDiffer(*Finished(0), *Finished(1), &kind, &detail));
  BOOST_TEST(kind == "outcome");
  BOOST_TEST(detail == "final scores [5 5; ranks 1 2] vs [5 5; ranks 2 1]");
  BOOST_TEST(!StatesDiffer(*Finished(1), *Finished(1), &kind, &detail));
}

// With the budget to finish: the only 1-minimal failing sublist of a0..a15 is {a3, a11}.
// With a budget of 5 calls: exactly 5 are made and the list returned still fails. (Worked through: the
// halves a0-a7 and a8-a15 each hold a needed action; then the quarters a0-a3 (holds a3) and a4-a7 (dropped);
// then a0-a3 of the 12 left: 5 calls, and 12 actions are not yet 1-minimal, so no budget is left over.)
BOOST_AUTO_TEST_CASE(shrinking_returns_a_one_minimal_failing_list_within_its_budget) {
  std::uint64_t calls = 0;
  BOOST_TEST(ShrinkActions(Sixteen(), HoldsA3AndA11, 400, &calls) == (std::vector<std::string>{"a3", "a11"}));
  BOOST_TEST(calls <= 400u);
  calls = 0;
  const auto cut = ShrinkActions(Sixteen(), HoldsA3AndA11, 5, &calls);
  BOOST_TEST(calls == 5u);
  BOOST_TEST(HoldsA3AndA11(cut));
}

BOOST_AUTO_TEST_SUITE_END()
