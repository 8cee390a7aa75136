#include "model/analysis/fuzz_decode.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <unordered_map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/trace.h"

namespace peerage {
namespace {

// Pick k of a choice whose default is alternative `def` among `n`: 0 maps to the default.
int Rotated(int def, std::size_t k, int n) { return static_cast<int>((def + k) % n); }

constexpr int kFuzzIds = 256;  // the game byte's values

// A parameter's values in decoding order: its value ids, or the numbers min..max (never listed: a range
// may be long). Index i <-> value text; -1 for a text that is no value.
struct ParamValues {
  const Parameter& p;
  std::int64_t Count() const {
    return p.values.empty() ? std::int64_t{p.max} - p.min + 1 : static_cast<std::int64_t>(p.values.size());
  }
  std::string At(std::int64_t i) const {
    return p.values.empty() ? std::to_string(p.min + i) : p.values[static_cast<std::size_t>(i)].id;
  }
  std::int64_t IndexOf(const std::string& text) const {
    for (std::int64_t i = 0; i < Count() && !p.values.empty(); ++i)
      if (p.values[static_cast<std::size_t>(i)].id == text) return i;
    if (!p.values.empty()) return -1;
    try {
      std::size_t used = 0;
      const long long v = std::stoll(text, &used);
      return used == text.size() && v >= p.min && v <= p.max ? v - p.min : -1;
    } catch (const std::exception&) {
      return -1;
    }
  }
};

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

// Replays `actions` on a fresh game; used after an engine threw half-way through an action.
std::unique_ptr<State> Rebuild(std::shared_ptr<const GameContext> context, const std::vector<Action>& actions) {
  auto state = NewGame(std::move(context));
  for (Action a : actions) state->ApplyLegalAction(a);
  return state;
}

// Records a violation; details are only formatted for failures (the checks run on every fuzzed step).
void Fail(InvariantReport& report, const char* name, std::string detail) {
  report.Check(false, name, std::move(detail));
}

void CheckLegal(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const bool terminal = state.IsTerminal();
  if (legal.empty() != terminal)
    Fail(report, "fuzz.legal-empty-iff-terminal", fmt::format("{} legal actions, terminal={}", legal.size(), terminal));
  for (std::size_t i = 1; i < legal.size(); ++i)
    if (!(legal[i - 1] < legal[i])) {
      Fail(report, "fuzz.legal-sorted-unique",
           fmt::format("legal[{}]={} then legal[{}]={}", i - 1, legal[i - 1], i, legal[i]));
      break;
    }
  std::set<std::string> texts;
  for (Action a : legal) {
    std::string text = state.ActionToString(a);
    const auto back = state.ParseAction(text);
    if (!back || *back != a)
      Fail(report, "fuzz.action-text", fmt::format("action {} prints as '{}' which parses back to {}", a, text,
                                                   back ? std::to_string(*back) : std::string("nothing")));
    if (!texts.insert(text).second)
      Fail(report, "fuzz.action-text-distinct", fmt::format("two legal actions print as '{}'", text));
  }
}

void CheckChance(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const auto outcomes = state.ChanceOutcomes();
  if (!state.IsChance()) {
    if (!outcomes.empty()) Fail(report, "fuzz.chance-outcomes", "chance outcomes at a non-chance node");
    return;
  }
  bool same = outcomes.size() == legal.size();
  bool positive = true;
  Rational sum(0);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const ChanceOutcome& o = outcomes[i];
    same = same && o.action == legal[i];
    if (o.probability.num <= 0 || o.probability.den <= 0) {
      positive = false;
      Fail(report, "fuzz.chance-probability", fmt::format("outcome '{}' has probability {}",
                                                          state.ActionToString(o.action), o.probability.ToString()));
    }
    sum = sum + o.probability;
  }
  if (!same)
    Fail(report, "fuzz.chance-outcomes",
         fmt::format("the {} outcomes are not the {} legal actions in order", outcomes.size(), legal.size()));
  if (positive && !(sum == Rational(1))) Fail(report, "fuzz.chance-sum", "probabilities sum to " + sum.ToString());
}

// Equal canonical JSON implies equal hashes (Hash() is a function of ToJson()), so hashes are not compared.
void CheckJsonRoundTrip(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const Json json = state.ToJson();
  std::unique_ptr<State> back;
  try {
    back = StateFromJson(json, "round trip");
  } catch (const Error& e) {
    Fail(report, "fuzz.json-roundtrip", std::string("StateFromJson(ToJson()) threw: ") + e.what());
    return;
  }
  const Json again = back->ToJson();
  if (again != json)
    Fail(report, "fuzz.json-roundtrip",
         "reloaded state writes different JSON (patch from the original): " + Json::diff(json, again).dump());
  if (back->CurrentPlayer() != state.CurrentPlayer())
    Fail(report, "fuzz.json-roundtrip",
         fmt::format("reloaded state's player is {}, not {}", back->CurrentPlayer(), state.CurrentPlayer()));
  if (back->LegalActions() != legal) Fail(report, "fuzz.json-roundtrip", "reloaded state has other legal actions");
}

void CheckTerminal(const State& state, InvariantReport& report) {
  if (!state.IsTerminal()) return;
  const int n = state.NumPlayers();
  const auto scores = state.Scores();
  const auto ranks = state.Ranking();
  if (static_cast<int>(scores.size()) != n)
    Fail(report, "fuzz.terminal-scores", fmt::format("{} scores for {} players", scores.size(), n));
  if (static_cast<int>(ranks.size()) != n)
    Fail(report, "fuzz.terminal-scores", fmt::format("{} ranks for {} players", ranks.size(), n));
  if (std::find(ranks.begin(), ranks.end(), 1) == ranks.end())
    Fail(report, "fuzz.terminal-scores", "no player ranks first");
  for (int r : ranks)
    if (r < 1 || r > n) Fail(report, "fuzz.terminal-scores", fmt::format("rank {} outside 1..{}", r, n));
}

void CheckFindingsInto(const State& state, InvariantReport& report) {
  const GameContext& context = state.context();
  for (const Finding& f : state.Findings()) {
    auto what = [&] { return fmt::format("finding at step {} ('{}')", f.step, f.detail); };
    if (f.rules.empty()) Fail(report, "fuzz.finding", what() + " names no rule");
    for (const std::string& id : f.rules)
      if (id.empty() || context.RuleIndex(id) < 0)
        Fail(report, "fuzz.finding", what() + " names unknown rule '" + id + "'");
    if (f.interpretation.empty()) continue;
    const auto eq = f.interpretation.find('=');
    const int index = eq == std::string::npos ? -1 : context.InterpretationIndex(f.interpretation.substr(0, eq));
    bool reading_ok = false;
    if (index >= 0)
      for (const Reading& r : state.info().interpretations[index].readings)
        reading_ok = reading_ok || r.id == f.interpretation.substr(eq + 1);
    if (!reading_ok) Fail(report, "fuzz.finding", what() + " names unknown interpretation '" + f.interpretation + "'");
  }
}

template <typename F>
void Guarded(InvariantReport& report, const char* part, F&& check) {
  try {
    check();
  } catch (const std::exception& e) {
    report.Check(false, "fuzz.exception", fmt::format("checking {} threw: {}", part, e.what()));
  } catch (...) {
    report.Check(false, "fuzz.exception", fmt::format("checking {} threw a non-std exception", part));
  }
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

std::vector<InvariantViolation> CheckFindings(const State& state) {
  InvariantReport report;
  Guarded(report, "findings", [&] { CheckFindingsInto(state, report); });
  return std::move(report.violations());
}

std::vector<InvariantViolation> CheckStep(const State& state, bool json_round_trip) {
  InvariantReport report;
  Guarded(report, "invariants", [&] {
    for (auto& v : state.CheckInvariants()) report.violations().push_back(std::move(v));
  });
  std::vector<Action> legal;
  Guarded(report, "legal actions", [&] {
    legal = state.LegalActions();
    CheckLegal(state, legal, report);
  });
  Guarded(report, "chance outcomes", [&] { CheckChance(state, legal, report); });
  if (json_round_trip) Guarded(report, "JSON round trip", [&] { CheckJsonRoundTrip(state, legal, report); });
  Guarded(report, "scores", [&] { CheckTerminal(state, report); });
  Guarded(report, "findings", [&] { CheckFindingsInto(state, report); });
  return std::move(report.violations());
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
  try {
    result.state = NewGame(context);
  } catch (const std::exception& e) {
    return fail("fuzz.exception", std::string("creating the initial state threw: ") + e.what());
  }
  const int declared = DeclaredMaxLength(*context);
  const int cap = options.max_steps > 0 ? std::min(options.max_steps, declared) : declared;
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
    if (options.check) {
      // The last state always gets the JSON round trip; the fuzzer decides where inputs end.
      result.violations = CheckStep(state, options.json_every_step || stop || overrun);
      if (!result.violations.empty()) {
        result.stop = FuzzStop::kViolation;
        return result;
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

namespace {

// Appends, in consumption order, the bytes ConsumeIntegralInRange<size_t>(0, n - 1) reads to return k.
void PutChoice(std::vector<std::uint8_t>& order, std::size_t k, std::size_t n) {
  const std::uint64_t range = n - 1;
  int bytes = 0;
  while (bytes < 8 && (range >> (8 * bytes)) > 0) ++bytes;
  for (int b = bytes - 1; b >= 0; --b) order.push_back(static_cast<std::uint8_t>(k >> (8 * b)));
}

}  // namespace

std::vector<std::uint8_t> EncodeFuzzInput(const GameConfig& config, const std::vector<Action>& actions,
                                          bool game_fixed) {
  const GameInfo& info = Registry::Instance().Get(config.game);
  std::vector<std::uint8_t> order;  // bytes in the order the decoder consumes them (from the end)
  if (!game_fixed) {
    if (info.fuzz_id < 0 || info.fuzz_id >= kFuzzIds)
      throw ConfigError(config.game, "has no fuzz id (GameInfo::fuzz_id): it can only be fuzzed with the game fixed");
    PutChoice(order, static_cast<std::size_t>(info.fuzz_id), kFuzzIds);
  }
  const int span = info.max_players - info.min_players + 1;
  const int players = config.players ? config.players : info.default_players;
  if (players < info.min_players || players > info.max_players)
    throw ConfigError(config.game, fmt::format("{} players is outside {}..{}", players, info.min_players, info.max_players));
  PutChoice(order, static_cast<std::size_t>((players - info.default_players + span) % span), span);
  for (const Interpretation& interp : info.interpretations) {
    const int n = static_cast<int>(interp.readings.size());
    const auto chosen = config.settings.find(interp.id);
    const std::string& want = chosen == config.settings.end() ? interp.default_reading : chosen->second;
    int def = 0, target = -1;
    for (int r = 0; r < n; ++r) {
      if (interp.readings[r].id == interp.default_reading) def = r;
      if (interp.readings[r].id == want) target = r;
    }
    if (target < 0) throw ConfigError(config.game, fmt::format("unknown reading {}={}", interp.id, want));
    PutChoice(order, static_cast<std::size_t>((target - def + n) % n), n);
  }
  for (const Parameter& p : info.parameters) {
    const ParamValues values{p};
    const std::int64_t n = values.Count();
    if (n <= 0) continue;
    const std::int64_t def = std::max<std::int64_t>(0, values.IndexOf(p.default_value));
    const auto chosen = config.settings.find(p.id);
    const std::string& want = chosen == config.settings.end() ? p.default_value : chosen->second;
    const std::int64_t target = values.IndexOf(want);
    if (target < 0) throw ConfigError(config.game, fmt::format("unknown value {}={}", p.id, want));
    PutChoice(order, static_cast<std::size_t>((target - def + n) % n), static_cast<std::size_t>(n));
  }
  std::unique_ptr<State> state = NewGame(config);
  std::vector<Action> legal;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    state->LegalActions(legal);
    const auto at = std::find(legal.begin(), legal.end(), actions[i]);
    if (at == legal.end()) throw Error(config.game, fmt::format("action {} of the line is not legal there", i));
    PutChoice(order, static_cast<std::size_t>(at - legal.begin()), legal.size());
    state->ApplyLegalAction(actions[i]);
  }
  return {order.rbegin(), order.rend()};
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
  out += fmt::format("\n{} actions decoded; stopped: {}", steps, FuzzStopName(result.stop));
  if (result.stop == FuzzStop::kRepeat) out += fmt::format(" (first reached after {} actions)", result.repeat_first);
  out += "\n";
  if (result.failed_action)
    out += fmt::format("the next action, {} ('{}'), threw\n", *result.failed_action, result.failed_action_text);
  for (const InvariantViolation& v : result.violations) out += fmt::format("violation {}: {}\n", v.name, v.detail);
  return out;
}

}  // namespace peerage
