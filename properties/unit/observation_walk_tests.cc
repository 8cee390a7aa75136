// The observation walk's contract (model/analysis/observation_walk.h; docs/battery.md, the suite
// `observation_walk`: "the observer's view, who decides next and the phase must agree step after step"):
// a leak that shows after ANOTHER player's step, after CHANCE's step, or in the PHASE alone is found, for
// the observer the hidden information is hidden from, and nothing is found for an observer who sees it.
//
// The real games no longer leak, so the property suite cannot tell a walk that finds leaks from one that
// finds nothing. The fixture here leaks on purpose. "Hidden coin", two players:
//   step 0  chance deals a coin, 0 or 1, that p0 sees and p1 does not;
//   step 1  the trigger: p0 passes (kinds kAfterOther, kInPhase), or chance rolls a public die, 0 or 1
//           (kind kAfterChance);
//   step 2  one last pass, by: kAfterOther p1 if the coin is 1, else p0; kAfterChance p1 if coin xor die
//           is 1, else p0; kInPhase p1 always, in the phase "high" if the coin is 1, else "low";
//   then the game is over.
// The leak kind is the context's reading 0 (the fixture has no catalogue). Resampled for p1, the coin is
// always the other one (p1 cannot tell 0 from 1): a seed would redraw the same coin half the time.
#include <memory>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/analysis/observation_walk.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

enum Leak : int { kAfterOther, kAfterChance, kInPhase };

class HiddenCoin : public State {
 public:
  using State::State;

 protected:
  int DoCurrentPlayer() const override {
    if (stage_ == 0) return kChance;
    if (stage_ == 1) return Reading(0) == kAfterChance ? kChance : 0;
    if (stage_ == 3) return kTerminal;
    switch (Reading(0)) {
      case kAfterOther: return coin_ == 1 ? 1 : 0;
      case kAfterChance: return (coin_ ^ die_) == 1 ? 1 : 0;
      default: return 1;
    }
  }
  void DoLegalActions(std::vector<Action>& out) const override {
    if (IsChance()) out = {0, 1};
    else if (!IsTerminal()) out = {0};
  }
  void DoChanceOutcomes(std::vector<ChanceOutcome>& out) const override {
    if (IsChance()) out = {{0, Rational(1, 2)}, {1, Rational(1, 2)}};
  }
  std::string DoActionToString(Action a) const override {
    if (!IsChance()) return "pass";
    return (stage_ == 0 ? "coin:" : "die:") + std::to_string(a);
  }
  std::optional<Action> DoParseAction(std::string_view text) const override {
    for (Action a : LegalActions())
      if (DoActionToString(a) == text) return a;
    return std::nullopt;
  }
  void DoApplyAction(Action a) override {
    if (stage_ == 0) coin_ = a;
    if (stage_ == 1 && IsChance()) die_ = a;
    ++stage_;
  }
  std::vector<std::int64_t> DoScores() const override { return {0, 0}; }
  std::unique_ptr<State> DoClone() const override { return std::make_unique<HiddenCoin>(*this); }
  Json DoToJson() const override { return {{"stage", stage_}, {"coin", coin_}, {"die", die_}, {"phase", Phase()}}; }
  Json DoObservationJson(int player) const override {
    return {{"stage", stage_}, {"coin", player == 0 ? coin_ : -1}, {"die", die_}, {"phase", Phase()}};
  }
  void DoCheckInvariants(InvariantReport&) const override {}
  std::unique_ptr<State> DoResampleHidden(int observer, std::uint64_t) const override {
    auto t = std::make_unique<HiddenCoin>(*this);
    if (observer == 1 && coin_ >= 0) t->coin_ = 1 - coin_;
    return t;
  }

 private:
  std::string Phase() const {
    if (stage_ != 2) return stage_ < 2 ? "start" : "over";
    return Reading(0) == kInPhase ? (coin_ == 1 ? "high" : "low") : "last";
  }
  int stage_ = 0, coin_ = -1, die_ = -1;
};

const GameInfo& Info() {
  static const GameInfo info = [] {
    GameInfo i;
    i.name = "toy-hidden-coin";
    i.min_players = i.max_players = i.default_players = 2;
    i.max_game_length = [](const GameContext&) { return 3; };
    i.new_initial_state = [](std::shared_ptr<const GameContext> c) { return std::make_unique<HiddenCoin>(c); };
    return i;
  }();
  return info;
}

// The fixture after chance dealt the coin 1: p0 knows it, p1 does not.
std::unique_ptr<State> Dealt(Leak leak) {
  auto context = std::make_shared<GameContext>();
  context->info = &Info();
  context->players = 2;
  context->readings = {leak};
  auto s = NewGame(context);
  s->ApplyActionText("coin:1");
  return s;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(observation_walk_contract)

// After p0's pass, s (coin 1) has p1 to act and s' (coin 0) has p0: p1's view is alike in both, so who
// decides next tells p1 the coin. Found at the first step, which is another player's (p0's).
BOOST_AUTO_TEST_CASE(a_leak_after_another_players_step_is_found) {
  const WalkOutcome w = WalkPair(*Dealt(kAfterOther), 1, 11, 12, 5);
  BOOST_TEST_REQUIRE(w.divergence.has_value());
  BOOST_TEST(w.divergence->kind == "next actor");
  BOOST_TEST(w.divergence->walk_step == 1);
  // p0 sees the coin: its resample is the same state, there is nothing to find.
  BOOST_TEST(!WalkPair(*Dealt(kAfterOther), 0, 11, 12, 5).divergence.has_value());
}

// After the die d, s (coin 1) has p1 to act when 1 xor d = 1, s' (coin 0) when 0 xor d = 1: for d = 0
// p1 in s and p0 in s', for d = 1 p0 in s and p1 in s'. Whatever the die, found at the first step, chance's.
BOOST_AUTO_TEST_CASE(a_leak_after_chances_step_is_found) {
  for (std::uint64_t walk_seed : {21, 22, 23, 24}) {
    const WalkOutcome w = WalkPair(*Dealt(kAfterChance), 1, 11, walk_seed, 5);
    BOOST_TEST_REQUIRE(w.divergence.has_value());
    BOOST_TEST(w.divergence->kind == "next actor");
    BOOST_TEST(w.divergence->walk_step == 1);
  }
  BOOST_TEST(!WalkPair(*Dealt(kAfterChance), 0, 11, 21, 5).divergence.has_value());
}

// After p0's pass both have p1 to act, but the phase is "high" in s (coin 1) and "low" in s' (coin 0): the
// phase is the shape of play, not a field the rules reveal. Found at the first step.
BOOST_AUTO_TEST_CASE(a_leak_in_the_phase_alone_is_found) {
  const WalkOutcome w = WalkPair(*Dealt(kInPhase), 1, 11, 12, 5);
  BOOST_TEST_REQUIRE(w.divergence.has_value());
  BOOST_TEST(w.divergence->kind == "phase");
  BOOST_TEST(w.divergence->walk_step == 1);
  BOOST_TEST(!WalkPair(*Dealt(kInPhase), 0, 11, 12, 5).divergence.has_value());
}

BOOST_AUTO_TEST_SUITE_END()
