// The fuzzers' start positions (model/analysis/fuzz_starts.h) and the decoder steps that use them
// (model/analysis/fuzz_decode.h steps 3b and 3c, FuzzDecodeOptions::max_actions and checked_last).
// Expectations come from the header's definitions, worked by hand: position k lies k * 24 actions into
// its configuration's line, or at its end; an input bounded to n actions from a start at step s stops at
// step s + n.
#include <string>
#include <unordered_set>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/analysis/fuzz_starts.h"
#include "model/core/error.h"
#include "model/core/game.h"

using namespace peerage;

namespace {

const GameConfig kDueling{.game = "dueling-nobles", .players = 2, .settings = {}};

std::vector<Action> HistoryOf(int k, const GameConfig& config = kDueling) {
  return FuzzStartPosition(MakeContext(config), k)->History();
}

// The first `n` actions from `state` that a player or chance could take: always the first legal one.
std::vector<Action> FirstLegal(const State& from, int n) {
  auto state = from.Clone();
  std::vector<Action> line;
  for (int i = 0; i < n && !state->IsTerminal(); ++i) {
    line.push_back(state->LegalActions().front());
    state->ApplyLegalAction(line.back());
  }
  return line;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fuzz_starts)

// A Dueling Nobles game lasts about 185 actions (docs/measured.md): positions 1..7 (24..168 actions) lie
// inside it, and position 28 (672 actions) is past its end, so it is the line's terminal state.
BOOST_AUTO_TEST_CASE(positions_every_24_actions_along_one_line) {
  const auto context = MakeContext(kDueling);
  const auto last = FuzzStartPosition(context, kFuzzStarts);
  BOOST_TEST(last->IsTerminal());
  const int length = last->Step();
  BOOST_TEST(length > 7 * 24);
  std::vector<Action> before;
  for (int k = 1; k <= kFuzzStarts; ++k) {
    const auto position = FuzzStartPosition(context, k);
    if (24 * k < length) {
      BOOST_TEST(position->Step() == 24 * k, "position " << k);
      BOOST_TEST(!position->IsTerminal(), "position " << k);
    } else {
      BOOST_TEST(position->Step() == length, "position " << k);
      BOOST_TEST(position->IsTerminal(), "position " << k);
    }
    // One line: each position's history extends the one before it.
    const std::vector<Action>& history = position->History();
    BOOST_TEST_REQUIRE(history.size() >= before.size());
    BOOST_TEST((std::vector<Action>(history.begin(), history.begin() + before.size()) == before), "position " << k);
    before = history;
    // Reached by legal play from the deal: the validating path replays it to the same state.
    auto replay = NewGame(context);
    for (Action a : history) replay->ApplyAction(a);
    BOOST_TEST(replay->ToJson() == position->ToJson(), "position " << k);
  }
}

// The same configuration gives the same positions, whatever was asked in between and in which order (a
// fresh context, another configuration's line in between, a deep position asked first).
BOOST_AUTO_TEST_CASE(positions_are_deterministic) {
  const std::vector<Action> third = HistoryOf(3);
  HistoryOf(5, {.game = "tudor", .players = 3, .settings = {}});
  HistoryOf(2, {.game = "dueling-nobles", .players = 2, .settings = {{"dn.diamonds-count", "start-of-turn"}}});
  BOOST_TEST(HistoryOf(3) == third);
  BOOST_TEST(third.size() == 72u);
}

BOOST_AUTO_TEST_CASE(outside_1_to_28_is_refused) {
  const auto context = MakeContext(kDueling);
  BOOST_CHECK_THROW(FuzzStartPosition(context, 0), Error);
  BOOST_CHECK_THROW(FuzzStartPosition(context, kFuzzStarts + 1), Error);
  BOOST_CHECK_THROW(EncodeFuzzInput(kDueling, {}, true, kFuzzStarts + 1), ConfigError);
  BOOST_CHECK_THROW(EncodeFuzzInput(kDueling, {}, true, -1), ConfigError);
}

// Step 3b: an input naming start 3 plays on from position 3 (72 actions in), and its history begins with
// that position's line, so its trace starts at the deal. Step 3c: the encoder asks for the round trip.
BOOST_AUTO_TEST_CASE(an_input_starts_where_it_says) {
  const auto start = FuzzStartPosition(MakeContext(kDueling), 3);
  const std::vector<Action> more = FirstLegal(*start, 4);
  BOOST_TEST_REQUIRE(more.size() == 4u);
  const std::vector<std::uint8_t> bytes = EncodeFuzzInput(kDueling, more, true, 3);
  const FuzzDecodeResult r = DecodeFuzzInput(bytes.data(), bytes.size(), {.game = "dueling-nobles"});
  BOOST_TEST(r.violations.empty());
  BOOST_TEST(r.start == 3);
  BOOST_TEST(r.start_step == 72);
  BOOST_TEST(r.final_round_trip);
  BOOST_TEST_REQUIRE(r.state->Step() == 72 + 4);
  std::vector<Action> want = start->History();
  want.insert(want.end(), more.begin(), more.end());
  BOOST_TEST(r.state->History() == want);
  // Start 0 is the deal.
  const std::vector<std::uint8_t> deal = EncodeFuzzInput(kDueling, {}, true, 0);
  const FuzzDecodeResult d = DecodeFuzzInput(deal.data(), deal.size(), {.game = "dueling-nobles"});
  BOOST_TEST(d.start == 0);
  BOOST_TEST(d.start_step == 0);
}

// max_actions bounds the actions after the start: 10 encoded from position 2 (48 actions in), 6 allowed,
// so decoding stops at step 48 + 6 = 54 with the step cap.
BOOST_AUTO_TEST_CASE(max_actions_counts_from_the_start) {
  const auto start = FuzzStartPosition(MakeContext(kDueling), 2);
  const std::vector<Action> more = FirstLegal(*start, 10);
  BOOST_TEST_REQUIRE(more.size() == 10u);
  const std::vector<std::uint8_t> bytes = EncodeFuzzInput(kDueling, more, true, 2);
  const FuzzDecodeResult r =
      DecodeFuzzInput(bytes.data(), bytes.size(), {.game = "dueling-nobles", .max_actions = 6});
  BOOST_TEST(r.state->Step() == 54);
  BOOST_TEST(FuzzStopName(r.stop) == std::string("step cap"));
  const FuzzDecodeResult whole = DecodeFuzzInput(bytes.data(), bytes.size(), {.game = "dueling-nobles"});
  BOOST_TEST(whole.state->Step() == 58);
}

// checked_last: a last state checked once is remembered (one hash per configuration, line and round-trip
// choice) and not checked again; the verdict and the decoded game are the same either way.
BOOST_AUTO_TEST_CASE(a_checked_last_state_is_remembered) {
  std::unordered_set<std::uint64_t> checked;
  FuzzDecodeOptions options{.game = "dueling-nobles"};
  options.checked_last = &checked;
  const std::vector<std::uint8_t> a = EncodeFuzzInput(kDueling, {}, true, 1);
  const std::vector<std::uint8_t> b = EncodeFuzzInput(kDueling, {}, true, 2);
  const FuzzDecodeResult first = DecodeFuzzInput(a.data(), a.size(), options);
  BOOST_TEST(checked.size() == 1u);
  const FuzzDecodeResult again = DecodeFuzzInput(a.data(), a.size(), options);
  BOOST_TEST(checked.size() == 1u);
  BOOST_TEST(first.violations.empty());
  BOOST_TEST(again.violations.empty());
  BOOST_TEST(again.state->History() == first.state->History());
  DecodeFuzzInput(b.data(), b.size(), options);
  BOOST_TEST(checked.size() == 2u);
  // Unchecked decoding remembers nothing.
  options.check = false;
  const std::vector<std::uint8_t> c = EncodeFuzzInput(kDueling, {}, true, 4);
  DecodeFuzzInput(c.data(), c.size(), options);
  BOOST_TEST(checked.size() == 2u);
}

BOOST_AUTO_TEST_SUITE_END()
