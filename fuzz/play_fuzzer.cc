// libFuzzer target: any bytes -> a game played through the shared decoder (model/analysis/fuzz_decode.h),
// states checked by CheckStep (the game's invariants, legal-action order, exact chance probabilities,
// action text and JSON round trips, scores, findings) and the declared maximum length.
//
// Speed (docs/fuzzing.md, figures in docs/measured.md): an input plays at most kPlayFuzzerMaxActions
// actions (fuzz_decode.h), from the deal or from one of its configuration's start positions, spread over
// whole games (fuzz_starts.h, chosen by the input), so short inputs reach every part of a game. CheckStep
// costs far more than the step itself under ASan, so it runs on a deterministic sample: every
// kCheckEvery-th state, every state decoded while at most kCheckTail input bytes remain, and the final
// state (with the JSON round trip when the input asks for it, decoder step 3c). Since the fuzzer chooses
// where an input ends (erasing bytes is one of its mutations), every reachable state is still a final
// state of some input and gets every check; the sample only saves re-checking each input's prefix.
// A last state an earlier input of the process already checked (same configuration and line) is not
// checked again (FuzzDecodeOptions::checked_last): most mutations decode to a line played before.
// PEERAGE_FUZZ_CHECK_EVERY=1 in the environment checks every state, as `peerage fuzz-to-trace` does
// (which finds the first failing step and decodes with the same bound on actions).
// On a violation it prints what failed and the trace so far, then aborts, so libFuzzer keeps the input
// as a crash file that `peerage fuzz-to-trace` turns back into a trace. Silent on success.
//
// PEERAGE_FUZZ_GAME=<name> in the environment fixes the game (per-game fuzzing; pass the same name to
// `peerage fuzz-to-trace --game`). Otherwise the input's first choice picks a registered game.
//
// A repeated position (games with GameInfo::position_key) is a finding about the rules, not a bug: the
// input is not aborted; with PEERAGE_WITNESS_DIR set, the shortest such line per game is kept there as
// <game>--loop.trace.json, which `peerage report` re-checks and lists among the findings (ci/hunt.sh).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_set>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/trace.h"

namespace {

peerage::FuzzDecodeOptions g_options;
std::unordered_set<std::uint64_t> g_checked_last;  // FuzzDecodeOptions::checked_last
constexpr int kCheckEvery = 16;
constexpr std::size_t kCheckTail = 4;

// FuzzBytes promises FuzzedDataProvider's values; check that once against the real thing.
void CheckFuzzBytesMatchesProvider() {
  std::vector<std::uint8_t> bytes(97);
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(i * 151u + 7u);
  FuzzedDataProvider reference(bytes.data(), bytes.size());
  peerage::FuzzBytes ours(bytes.data(), bytes.size());
  const std::size_t ranges[] = {0, 1, 5, 255, 256, 1000, 65535, 65536, 1u << 20, ~std::size_t{0}};
  for (int round = 0; round < 12; ++round)
    for (std::size_t range : ranges) {
      auto a = reference.ConsumeIntegralInRange<std::size_t>(0, range);
      auto b = ours.ConsumeIntegralInRange<std::size_t>(0, range);
      auto c = reference.ConsumeIntegralInRange<int>(-3, 40);
      auto d = ours.ConsumeIntegralInRange<int>(-3, 40);
      if (a != b || c != d || reference.remaining_bytes() != ours.remaining_bytes()) {
        std::fprintf(stderr, "FuzzBytes disagrees with FuzzedDataProvider (range %zu, round %d)\n", range, round);
        std::abort();
      }
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  CheckFuzzBytesMatchesProvider();
  g_options.check_every = kCheckEvery;
  g_options.check_tail = kCheckTail;
  g_options.max_actions = peerage::kPlayFuzzerMaxActions;
  g_options.checked_last = &g_checked_last;
  if (const char* every = std::getenv("PEERAGE_FUZZ_CHECK_EVERY"); every && *every) {
    g_options.check_every = std::atoi(every);
    if (g_options.check_every < 1) {
      std::fprintf(stderr, "PEERAGE_FUZZ_CHECK_EVERY: a positive number, not '%s'\n", every);
      std::exit(2);
    }
  }
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
  peerage::FuzzDecodeResult result = peerage::DecodeFuzzInput(data, size, g_options);
  if (result.stop == peerage::FuzzStop::kRepeat) {
    if (const char* dir = std::getenv("PEERAGE_WITNESS_DIR"))
      peerage::KeepShorterWitness(
          std::string(dir) + "/" + result.config.game + "--loop.trace.json",
          peerage::RecordTrace(*result.state, false,
                               "coverage-guided fuzzing (play_fuzzer): the last position occurred after step " +
                                   std::to_string(result.repeat_first)));
    return 0;
  }
  if (result.violations.empty()) return 0;
  std::string report = "peerage play_fuzzer: " + peerage::DescribeFuzzResult(result);
  if (result.state) {
    try {
      report += peerage::WriteTrace(peerage::RecordTrace(*result.state, false, "play_fuzzer violation"));
    } catch (const std::exception& e) {
      report += std::string("(the trace could not be recorded: ") + e.what() + ")\n";
    }
  }
  std::fputs(report.c_str(), stderr);
  std::abort();
}
