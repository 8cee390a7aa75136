// Hidden information includes the shape of play: an observer's view must evolve the same way for every
// hidden state consistent with it — its fields, whose decision comes next (chance included) and which
// phase follows. The walk itself is model/analysis/observation_walk.h (also fuzz/observation_walk_fuzzer.cc).
//
// The property (every game under test, PEERAGE_GAME narrows it): from a random reachable state (a random
// playout cut at a random point, random player count and readings), every observer, two resamples each,
// walked 40 steps.
//
// `observation_walk/survey` (disabled; PEERAGE_WALK_SURVEY_CASES=300 ... --run_test=observation_walk/survey) walks many cases
// per game and player count and prints, per distinct divergence (kind, differing paths, the step's
// action kind), the shortest example found: a catalogue of the leaks rather than the first one.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iterator>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "model/analysis/observation_walk.h"
#include "properties/generators.h"

using namespace peerage;
using namespace peerage::props;

namespace {

constexpr int kLockstepSteps = 40;     // lockstep steps after the resample
constexpr int kResamples = 2;      // resamples walked per observer and start state

struct WalkCase {
  Reach reach;
  int observer = 0;
  std::uint64_t resample_seed = 0;
  std::uint64_t walk_seed = 0;
};

void showValue(const WalkCase& c, std::ostream& os) {
  os << "playout seed " << c.reach.seed << " cut at " << c.reach.permille << "/1000, observer p" << c.observer
     << ", resample seed " << c.resample_seed << ", walk seed " << c.walk_seed << ", ";
  showValue(c.reach.config, os);
}

rc::Gen<WalkCase> GenWalkCase(const GameInfo& info) {
  return rc::gen::exec([&info] {
    WalkCase c;
    c.reach.config = *GenConfigFor(info);
    // Seeds and the observer do not shrink (another seed is another game, not a smaller one): shrinking
    // goes to fewer players, default readings and an earlier start, and stays cheap.
    c.reach.seed = *rc::gen::noShrink(GenSeed());
    c.reach.permille = *rc::gen::inRange(0, 1001);
    c.observer = *rc::gen::noShrink(rc::gen::inRange(0, c.reach.config.players));
    c.resample_seed = *rc::gen::noShrink(GenSeed());
    c.walk_seed = *rc::gen::noShrink(GenSeed());
    return c;
  });
}

// One case walks from its start state for every observer (the case's own first), kResamples resamples
// each: the leaks sit at rare steps (a Jack's second Support, a Murder offer), and the playout that reaches
// the start state costs more than the walks.
void CheckGame(const std::string& name) {
  const GameInfo& info = Registry::Instance().Get(name);
  const WalkCase c = *GenWalkCase(info);
  auto start = ReachState(c.reach).state;
  const int n = start->NumPlayers();
  bool differs = false, revealed = false, full = false;
  for (int k = 0; k < n; ++k) {
    const int observer = (c.observer + k) % n;
    for (int r = 0; r < kResamples; ++r) {
      const std::uint64_t index = static_cast<std::uint64_t>(k * kResamples + r);
      const std::uint64_t rseed = index == 0 ? c.resample_seed : SubSeed(c.resample_seed, index);
      const std::uint64_t wseed = index == 0 ? c.walk_seed : SubSeed(c.walk_seed, index);
      const WalkOutcome w = WalkPair(*start, observer, rseed, wseed, kLockstepSteps);
      differs = differs || w.hidden_differs;
      revealed = revealed || !w.reveals.empty();
      full = full || w.steps >= kLockstepSteps;
      if (w.divergence)
        RC_FAIL(fmt::format("{}\n  (walk with observer p{}, resample seed {}, walk seed {})", w.divergence->message,
                            observer, rseed, wseed));
    }
  }
  RC_CLASSIFY(differs, "a resample changed hidden information");
  RC_CLASSIFY(revealed, "the rules revealed something on the way (s' drawn afresh)");
  RC_CLASSIFY(full, "a walk took every step");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(observation_walk)

// One property for every game under test (PEERAGE_GAME=<game> narrows it to one: CTest runs it per game
// in properties.<game>.generic); the generic suite's every_game_under_test_got_cases counts the cases.
RC_BOOST_PROP(an_observers_view_evolves_alike_for_every_hidden_state_consistent_with_it, ()) {
  const GameInfo* info = *rc::gen::elementOf(GamesUnderTest());
  ++CasesPerGame()[info->name];
  RC_TAG(info->name);
  CheckGame(info->name);
}

// A catalogue of divergences: many walks per game and player count (default readings, then random
// readings), grouped by signature, the shortest example of each printed. Runs only when
// PEERAGE_WALK_SURVEY_CASES (walks per game and player count) is set.
BOOST_AUTO_TEST_CASE(survey, *boost::unit_test::disabled()) {
  const char* env = std::getenv("PEERAGE_WALK_SURVEY_CASES");
  if (env == nullptr) {  // named in --run_test with its suite, Boost runs it despite disabled()
    BOOST_TEST_MESSAGE("observation_walk/survey: set PEERAGE_WALK_SURVEY_CASES to run it");
    return;
  }
  const int cases = std::max(1, std::atoi(env));
  for (const GameInfo* info : Registry::Instance().All()) {
    std::map<std::string, std::pair<WalkDivergence, int>> found, reveals;  // signature -> shortest, count
    int walks = 0, revealed = 0, differs = 0;
    for (int players = info->min_players; players <= info->max_players; ++players) {
      for (int k = 0; k < cases; ++k) {
        const std::uint64_t seed = SubSeed(0x5eed, static_cast<std::uint64_t>(players * 100000 + k));
        Rng rng(seed);
        Reach reach;
        reach.config.game = info->name;
        reach.config.players = players;
        if (k % 2 == 1)
          for (const Interpretation& interp : info->interpretations)
            reach.config.settings[interp.id] = interp.readings[rng.Below(interp.readings.size())].id;
        reach.seed = rng.Next();
        reach.permille = static_cast<int>(rng.Below(1001));
        const int observer = static_cast<int>(rng.Below(static_cast<std::uint64_t>(players)));
        auto start = ReachState(reach).state;
        const WalkOutcome w = WalkPair(*start, observer, rng.Next(), rng.Next());
        ++walks;
        revealed += w.resyncs > 0;
        for (const WalkDivergence& r : w.reveals) {
          auto [it, fresh] = reveals.try_emplace(r.signature, r, 0);
          ++it->second.second;
          if (!fresh && r.walk_step + r.prefix < it->second.first.walk_step + it->second.first.prefix) it->second.first = r;
        }
        differs += w.hidden_differs;
        if (!w.divergence) continue;
        auto [it, fresh] = found.try_emplace(w.divergence->signature, *w.divergence, 0);
        ++it->second.second;
        const WalkDivergence& d = *w.divergence;
        if (!fresh && (d.walk_step < it->second.first.walk_step ||
                       (d.walk_step == it->second.first.walk_step && d.prefix < it->second.first.prefix)))
          it->second.first = d;
      }
    }
    std::string text = fmt::format("==== {}: {} walks, {} resamples changed the state, {} met a reveal, "
                                   "{} distinct divergences\n",
                                   info->name, walks, differs, revealed, found.size());
    for (const auto& [sig, entry] : found)
      text += fmt::format("---- [{}x] {}\n{}\n", entry.second, sig, entry.first.message);
    text += fmt::format("==== {}: {} kinds of reveal (fields only; not failures)\n", info->name, reveals.size());
    for (const auto& [sig, entry] : reveals)
      text += fmt::format("---- [{}x] {}\n{}\n", entry.second, sig, entry.first.message);
    BOOST_TEST_MESSAGE(text);
  }
}

BOOST_AUTO_TEST_SUITE_END()
