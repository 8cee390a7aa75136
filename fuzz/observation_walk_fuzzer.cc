// libFuzzer target: the observation walk (model/analysis/observation_walk.h) from states the fuzzer
// chooses. The input's last 17 bytes (when it has more than 17) pick the observer (1 byte, modulo the
// players) and the resample and walk seeds (8 bytes each); the bytes before them are decoded by the shared
// decoder (model/analysis/fuzz_decode.h, without its per-step checks: play_fuzzer does those) into a game
// and the position to start from: at most kPlayFuzzerMaxActions actions from the deal or from one of the
// configuration's start positions (fuzz_starts.h), as play_fuzzer decodes. A divergence in the shape of the observer's view (who decides next,
// the phase) is a leak of hidden information: the report (the readable counterexample, the start
// position's trace and the seeds) goes to stderr and the target aborts, so libFuzzer keeps the input.
//
// A walk this process already took (same configuration, start line, observer and seeds) is not taken again.
//
// PEERAGE_FUZZ_GAME=<name> fixes the game, as for play_fuzzer.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_set>

#include <fmt/format.h>

#include "model/analysis/fuzz_decode.h"
#include "model/analysis/observation_walk.h"
#include "model/core/error.h"
#include "model/core/trace.h"

namespace {

peerage::FuzzDecodeOptions g_options;
constexpr std::size_t kTrailer = 17;
// Lockstep steps per walk. The input chooses where the walk starts (any position play reaches), so a longer
// walk mostly repeats what other inputs walk from later starts; two views per step are the target's cost
// (24 steps: about 190 inputs/s under ASan, 12: see docs/measured.md).
constexpr int kWalkSteps = 12;

std::uint64_t Read64(const std::uint8_t* p) {
  std::uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | p[i];
  return v;
}

// Whether this walk (configuration, start line, observer, seeds) is new to the process. A walk is
// deterministic, so one walked before (and found no leak, or the target would have stopped) is not walked
// again: most mutations of an input decode to a start and trailer an earlier input had.
bool FirstWalk(const peerage::FuzzDecodeResult& r, int observer, std::uint64_t resample_seed, std::uint64_t walk_seed) {
  static std::unordered_set<std::uint64_t> walked;
  std::string key = fmt::format("{}/{}/{}/{}/{}", r.config.game, r.config.players, observer, resample_seed, walk_seed);
  for (const auto& [id, value] : r.config.settings) key += fmt::format("/{}={}", id, value);
  key += '|';
  for (peerage::Action a : r.state->History()) key += fmt::format("{},", a);
  if (walked.size() >= (std::size_t{1} << 22)) walked.clear();
  return walked.insert(peerage::Fnv1a64(key)).second;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  g_options.check = false;
  g_options.detect_repeats = false;
  g_options.max_actions = peerage::kPlayFuzzerMaxActions;
  if (const char* game = std::getenv("PEERAGE_FUZZ_GAME"); game && *game) {
    try {
      peerage::Registry::Instance().Get(game);
    } catch (const peerage::Error& e) {
      std::fprintf(stderr, "PEERAGE_FUZZ_GAME: %s\n", e.what());
      std::exit(2);
    }
    g_options.game = game;
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size <= kTrailer) return 0;
  const std::uint8_t* trailer = data + size - kTrailer;
  peerage::FuzzDecodeResult result = peerage::DecodeFuzzInput(data, size - kTrailer, g_options);
  if (!result.state || result.state->IsTerminal()) return 0;
  const int observer = trailer[0] % result.state->NumPlayers();
  const std::uint64_t resample_seed = Read64(trailer + 1), walk_seed = Read64(trailer + 9);
  if (!FirstWalk(result, observer, resample_seed, walk_seed)) return 0;
  const peerage::WalkOutcome walk = peerage::WalkPair(*result.state, observer, resample_seed, walk_seed, kWalkSteps, false);
  if (!walk.divergence) return 0;
  std::string report = fmt::format("peerage observation_walk_fuzzer: {}\n  (observer p{}, resample seed {}, walk seed {})\n",
                                   walk.divergence->message, observer, resample_seed, walk_seed);
  try {
    report += "start position:\n" + peerage::WriteTrace(peerage::RecordTrace(*result.state, false, "observation walk start"));
  } catch (const std::exception& e) {
    report += std::string("(the trace could not be recorded: ") + e.what() + ")\n";
  }
  std::fputs(report.c_str(), stderr);
  std::abort();
}
