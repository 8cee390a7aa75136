// libFuzzer target: arbitrary bytes as trace text (peerage::ParseTrace + Replay) and as a state's
// canonical JSON (peerage::ParseJsonInput + peerage::StateFromJson, as the tools read a state). Rejecting input is fine, but only by a peerage::Error;
// anything else escaping (another exception type), a sanitizer report or a hang is a bug.
// Whatever loads must also be sound: the replayed or loaded state passes the generic step checks
// (model/analysis/fuzz_decode.h CheckStep), and a short deterministic playout from it keeps passing them
// without any exception (a loaded state is a promise that the engine can continue from it).
#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/input_file.h"
#include "model/core/rng.h"
#include "model/core/trace.h"

namespace {

constexpr int kContinueSteps = 24;

[[noreturn]] void Bug(const char* part, const std::string& what, const std::string& input) {
  std::fprintf(stderr, "peerage trace_fuzzer: %s: %s\ninput (%zu bytes):\n%s\n", part, what.c_str(),
               input.size(), input.c_str());
  std::abort();
}

void CheckOrDie(const peerage::State& state, const char* part, const std::string& input) {
  auto violations = peerage::CheckStep(state);
  if (violations.empty()) return;
  std::string what;
  for (const auto& v : violations) what += "\n  " + v.name + ": " + v.detail;
  Bug(part, "at step " + std::to_string(state.Step()) + what, input);
}

// Continues `state` a few steps (actions chosen by a fixed-seed Rng), checking each state. Legal
// actions must apply without throwing.
void ContinueChecked(peerage::State& state, const char* part, const std::string& input) {
  peerage::Rng rng(input.size());
  for (int k = 0; k < kContinueSteps && !state.IsTerminal(); ++k) {
    auto legal = state.LegalActions();
    if (legal.empty()) return;  // CheckOrDie already reported a non-terminal state without actions
    try {
      state.ApplyLegalAction(legal[rng.Below(legal.size())]);
    } catch (const std::exception& e) {
      Bug(part, std::string("applying a legal action threw: ") + e.what(), input);
    }
    CheckOrDie(state, part, input);
  }
}

template <typename F>
void OnlyPeerageErrors(const char* part, const std::string& input, F&& body) {
  try {
    body();
  } catch (const peerage::Error&) {
    // rejected with a proper error: fine
  } catch (const std::exception& e) {
    Bug(part, std::string("non-peerage exception: ") + e.what(), input);
  } catch (...) {
    Bug(part, "non-std exception", input);
  }
}

}  // namespace

// An input that names a user's data file ("data" in a trace or a state) is parsed but not loaded: the file
// would be read from this machine (any path the mutator writes, /proc included), so runs would depend on
// the machine and not only on the input. Data files are data_fuzzer's: it feeds the bytes themselves.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  OnlyPeerageErrors("trace", input, [&] {
    peerage::Trace trace = peerage::ParseTrace(input, "fuzz");
    if (!trace.data_file.empty()) return;  // names a file on this machine: see LLVMFuzzerTestOneInput
    peerage::ReplayOptions options;
    options.where = "fuzz";
    auto state = peerage::Replay(trace, options);
    CheckOrDie(*state, "replayed trace", input);
    ContinueChecked(*state, "replayed trace, continued", input);
  });
  OnlyPeerageErrors("state JSON", input, [&] {
    // Through the bounded reader, as every tool reads a state (64 levels, no duplicate key).
    const nlohmann::json json = peerage::ParseJsonInput(input, "fuzz");
    if (json.is_object() && json.contains("data")) return;  // names a file on this machine
    auto state = peerage::StateFromJson(json, "fuzz");
    CheckOrDie(*state, "loaded state", input);
    ContinueChecked(*state, "loaded state, continued", input);
  });
  return 0;
}
