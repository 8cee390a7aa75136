// The fuzz decoder (fuzz_decode.h): input bytes -> game, player count, readings, parameters, then one
// legal action per step, every state checked (fuzz_step_checks.cc); the encoder is fuzz_encode.cc.
#include "model/analysis/fuzz_decode.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <unordered_map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_starts.h"
#include "model/analysis/fuzz_values.h"
#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/trace.h"

namespace peerage {
namespace {

// Pick k of a choice whose default is alternative `def` among `n`: 0 maps to the default.
int Rotated(int def, std::size_t k, int n) { return static_cast<int>((def + k) % n); }

static_assert(kPlayFuzzerMaxActions > kFuzzStartStride, "every stretch of a start line within reach of a start");

using fuzz_detail::kFuzzIds;
using fuzz_detail::ParamValues;

// Steps 2 and 3 for `info`.
GameConfig DecodeConfig(FuzzBytes& in, const GameInfo* info) {
  GameConfig config;
  config.game = info->name;
  const int span = info->max_players - info->min_players + 1;
  const std::size_t kp = in.ConsumeIntegralInRange<std::size_t>(0, span - 1);
  config.players = info->min_players + Rotated(info->default_players - info->min_players, kp, span);
  for (const Interpretation& interp : info->interpretations) {
    const int n = static_cast<int>(interp.readings.size());
    int def = 0;
    for (int r = 0; r < n; ++r)
      if (interp.readings[r].id == interp.default_reading) def = r;
    const std::size_t k = in.ConsumeIntegralInRange<std::size_t>(0, n - 1);
    config.settings[interp.id] = interp.readings[Rotated(def, k, n)].id;
  }
  for (const Parameter& p : info->parameters) {
    const ParamValues values{p};
    const std::int64_t n = values.Count();
    if (n <= 0) continue;  // no value at all: MakeContext names the bad declaration
    const std::int64_t def = std::max<std::int64_t>(0, values.IndexOf(p.default_value));
    const std::int64_t k = in.ConsumeIntegralInRange<std::int64_t>(0, n - 1);
    config.settings[p.id] = values.At((def + k) % n);
  }
  return config;
}

// FuzzDecodeOptions::checked_last: at most this many hashes (8 bytes each) are kept, then it starts afresh.
constexpr std::size_t kCheckedLastLimit = std::size_t{1} << 22;

// What makes a last state and its checks the same: configuration, line, step 3c's choice.
std::uint64_t LineHash(const FuzzDecodeResult& result, const std::vector<Action>& line) {
  std::string key = fmt::format("{}/{}/{}", result.config.game, result.config.players, result.final_round_trip);
  for (const auto& [id, value] : result.config.settings) key += fmt::format("/{}={}", id, value);
  key += '|';
  for (Action a : line) key += fmt::format("{},", a);
  return Fnv1a64(key);
}

// Replays `actions` on a fresh game; used after an engine threw half-way through an action.
std::unique_ptr<State> Rebuild(const std::shared_ptr<const GameContext>& context, const std::vector<Action>& actions) {
  auto state = NewGame(context);
  for (Action a : actions) state->ApplyLegalAction(a);
  return state;
}

}  // namespace

const char* FuzzStopName(FuzzStop stop) {
  switch (stop) {
    case FuzzStop::kTerminal: return "terminal";
    case FuzzStop::kInputExhausted: return "input exhausted";
    case FuzzStop::kStepCap: return "step cap";
    case FuzzStop::kViolation: return "violation";
    case FuzzStop::kRepeat: return "position repeated";
    case FuzzStop::kNoGame: return "names no game";
  }
  return "unknown";
}

const GameInfo* ConsumeFuzzGame(FuzzBytes& in, int* byte_read) {
  const int id = in.ConsumeIntegralInRange<int>(0, kFuzzIds - 1);
  if (byte_read) *byte_read = id;
  for (const GameInfo* info : Registry::Instance().All())
    if (info->fuzz_id == id) return info;
  return nullptr;
}

FuzzDecodeResult DecodeFuzzInput(const std::uint8_t* data, std::size_t size, const FuzzDecodeOptions& options) {
  FuzzBytes in(data, size);
  FuzzDecodeResult result;  // result.state stays null if no game is named or the initial state cannot be built
  const GameInfo* info = options.game.empty() ? ConsumeFuzzGame(in, &result.fuzz_id)
                                              : &Registry::Instance().Get(options.game);
  if (!info) {
    result.stop = FuzzStop::kNoGame;
    return result;
  }
  result.config = DecodeConfig(in, info);
  const auto context = MakeContext(result.config);
  auto fail = [&](std::string name, std::string detail) {
    result.violations.push_back({std::move(name), std::move(detail)});
    result.stop = FuzzStop::kViolation;
    return std::move(result);
  };
  result.start = static_cast<int>(in.ConsumeIntegralInRange<std::size_t>(0, kFuzzStarts));
  result.final_round_trip = in.ConsumeIntegralInRange<std::size_t>(0, 1) == 1;
  try {
    result.state = result.start == 0 ? NewGame(context) : FuzzStartPosition(context, result.start);
  } catch (const std::exception& e) {
    return fail("fuzz.exception", fmt::format("creating the {} threw: {}",
                                              result.start == 0 ? std::string("initial state")
                                                                : fmt::format("start position {}", result.start),
                                              e.what()));
  }
  result.start_step = result.state->Step();
  const int declared = DeclaredMaxLength(*context);
  int cap = options.max_steps > 0 ? std::min(options.max_steps, declared) : declared;
  if (options.max_actions > 0) cap = std::min(cap, result.start_step + options.max_actions);
  std::vector<Action> legal;
  const auto& position_key = context->info->position_key;
  std::unordered_map<std::string, int> seen;  // position -> step first reached
  std::string key;
  for (;;) {
    State& state = *result.state;
    std::optional<FuzzStop> stop;
    bool overrun = false;
    try {
      if (state.IsTerminal()) {
        stop = FuzzStop::kTerminal;
      } else if (state.Step() >= declared) {
        overrun = true;
      } else if (state.Step() >= cap) {
        stop = FuzzStop::kStepCap;
      } else {
        state.LegalActions(legal);
        if (legal.size() > 1 && in.remaining_bytes() == 0) stop = FuzzStop::kInputExhausted;
      }
    } catch (const std::exception& e) {
      return fail("fuzz.exception", std::string("querying the state threw: ") + e.what());
    }
    const bool last = stop || overrun;
    std::uint64_t line_hash = 0;
    bool checked_before = false;
    if (last && options.check && options.checked_last) {
      line_hash = LineHash(result, state.History());
      checked_before = options.checked_last->count(line_hash) > 0;
    }
    if (options.check && !checked_before &&
        (last || options.check_every <= 1 || state.Step() % options.check_every == 0 ||
         in.remaining_bytes() <= options.check_tail)) {
      // The last state always gets every check (the JSON round trip when the input asks, step 3c); the
      // fuzzer decides where inputs end, so any reachable state can be a last state.
      result.violations = CheckStep(state, options.json_every_step || (last && result.final_round_trip));
      if (!result.violations.empty()) {
        result.stop = FuzzStop::kViolation;
        return result;
      }
      if (last && options.checked_last) {
        if (options.checked_last->size() >= kCheckedLastLimit) options.checked_last->clear();
        options.checked_last->insert(line_hash);
      }
    }
    if (options.detect_repeats && position_key && !result.state->IsTerminal()) {
      key.clear();
      try {
        position_key(*result.state, key);
      } catch (const std::exception& e) {
        return fail("fuzz.exception", std::string("the position key threw: ") + e.what());
      }
      const auto [it, fresh] = seen.emplace(key, result.state->Step());
      if (!fresh) {
        result.stop = FuzzStop::kRepeat;
        result.repeat_first = it->second;
        return result;
      }
    }
    if (overrun)
      return fail("fuzz.declared-max-length",
                  fmt::format("not over after {} actions, the declared maximum game length", declared));
    if (stop) {
      result.stop = *stop;
      return result;
    }
    if (legal.empty()) return fail("fuzz.legal-empty-iff-terminal", "no legal action in a non-terminal state");
    const Action pick = legal[in.ConsumeIntegralInRange<std::size_t>(0, legal.size() - 1)];
    try {
      state.ApplyLegalAction(pick);
    } catch (const std::exception& e) {
      result.failed_action = pick;
      try {
        result.state = Rebuild(context, state.History());
        result.failed_action_text = result.state->ActionToString(pick);
      } catch (const std::exception& again) {
        result.violations.push_back({"fuzz.nondeterministic",
                                     std::string("replaying the history again threw: ") + again.what()});
      }
      return fail("fuzz.apply-threw", fmt::format("applying legal action {} ('{}') threw: {}", pick,
                                                  result.failed_action_text, e.what()));
    }
  }
}


void KeepShorterWitness(const std::string& path, const Trace& trace) {
  if (std::filesystem::exists(path)) {
    try {
      if (ReadTraceFile(path).steps.size() <= trace.steps.size()) return;
    } catch (const Error&) {
      // An unreadable file is replaced.
    }
  }
  WriteFileAtomic(path, WriteTrace(trace));
}

FuzzDecodeResult DecodeFuzzFile(const std::string& path, const FuzzDecodeOptions& options) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error(path, "cannot open file");
  std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (file.bad()) throw Error(path, "cannot read file");
  return DecodeFuzzInput(bytes.data(), bytes.size(), options);
}

std::string DescribeFuzzResult(const FuzzDecodeResult& result) {
  if (result.stop == FuzzStop::kNoGame)
    return fmt::format("the input's game byte {} is no registered game's fuzz id: nothing to play\n", result.fuzz_id);
  std::string out = fmt::format("game {} with {} players", result.config.game, result.config.players);
  for (const auto& [id, reading] : result.config.settings) out += fmt::format(", {}={}", id, reading);
  const int steps = result.state ? result.state->Step() : 0;
  if (result.start == 0) out += fmt::format("\n{} actions decoded from the deal", steps);
  else
    out += fmt::format("\n{} actions decoded from start position {} (reached by the first {} actions, a random "
                       "playout)", steps - result.start_step, result.start, result.start_step);
  out += fmt::format("; stopped: {}", FuzzStopName(result.stop));
  if (result.stop == FuzzStop::kRepeat) out += fmt::format(" (first reached after {} actions)", result.repeat_first);
  out += "\n";
  if (result.failed_action)
    out += fmt::format("the next action, {} ('{}'), threw\n", *result.failed_action, result.failed_action_text);
  for (const InvariantViolation& v : result.violations) out += fmt::format("violation {}: {}\n", v.name, v.detail);
  return out;
}

}  // namespace peerage
