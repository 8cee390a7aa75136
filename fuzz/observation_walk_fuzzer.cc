// libFuzzer target: the observation walk (model/analysis/observation_walk.h) from states the fuzzer
// chooses. The input's last 17 bytes (when it has more than 17) pick the observer (1 byte, modulo the
// players) and the resample and walk seeds (8 bytes each); the bytes before them are decoded by the shared
// decoder (model/analysis/fuzz_decode.h, without its per-step checks: play_fuzzer does those) into a game
// and the position to start from. A divergence in the shape of the observer's view (who decides next,
// the phase) is a leak of hidden information: the report (the readable counterexample, the start
// position's trace and the seeds) goes to stderr and the target aborts, so libFuzzer keeps the input.
//
// PEERAGE_FUZZ_GAME=<name> fixes the game, as for play_fuzzer.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "model/analysis/fuzz_decode.h"
#include "model/analysis/observation_walk.h"
#include "model/core/error.h"
#include "model/core/trace.h"

namespace {

peerage::FuzzDecodeOptions g_options;
constexpr std::size_t kTrailer = 17;

std::uint64_t Read64(const std::uint8_t* p) {
  std::uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | p[i];
  return v;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  g_options.check = false;
  g_options.detect_repeats = false;
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
  const peerage::WalkOutcome walk = peerage::WalkPair(*result.state, observer, resample_seed, walk_seed, 24);
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
