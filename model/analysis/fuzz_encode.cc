// The fuzz decoder's inverse (EncodeFuzzInput, declared in fuzz_decode.h): the bytes that make
// DecodeFuzzInput choose a given game, player count, readings, parameters, start and line of play.
#include <algorithm>

#include <fmt/format.h>

#include "model/analysis/fuzz_decode.h"
#include "model/analysis/fuzz_starts.h"
#include "model/analysis/fuzz_values.h"
#include "model/core/error.h"

namespace peerage {

using fuzz_detail::kFuzzIds;
using fuzz_detail::ParamValues;

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
                                          bool game_fixed, int start) {
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
  if (start < 0 || start > kFuzzStarts)
    throw ConfigError(config.game, fmt::format("start position {} is outside 0..{}", start, kFuzzStarts));
  PutChoice(order, static_cast<std::size_t>(start), kFuzzStarts + 1);
  PutChoice(order, 1, 2);  // the final state gets the JSON round trip too
  const auto context = MakeContext(config);
  std::unique_ptr<State> state = start == 0 ? NewGame(context) : FuzzStartPosition(context, start);
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

}  // namespace peerage
