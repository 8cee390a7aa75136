// The fuzzers' start positions (fuzz_starts.h): one playout per configuration, played on demand, its
// positions every kFuzzStartStride actions kept per process.
#include "model/analysis/fuzz_starts.h"

#include <list>
#include <mutex>
#include <string>
#include <unordered_map>

#include <fmt/format.h>

#include "model/core/error.h"
#include "model/core/rng.h"

namespace peerage {
namespace {

// Everything that makes two contexts play alike: game, players, every resolved setting, the data.
std::string ConfigKey(const GameContext& context) {
  std::string key = fmt::format("{}/{}/{}/{:x}", context.info->name, context.players, context.data_file,
                                context.data_hash);
  for (const auto& [id, value] : context.settings) key += fmt::format("/{}={}", id, value);
  return key;
}

// One configuration's line, played as far as asked so far.
struct Line {
  std::unique_ptr<State> playing;                  // the playout's current state
  Rng rng{1};
  std::vector<std::unique_ptr<State>> positions;  // positions[i]: start position i + 1

  const State& Position(int k) {
    std::vector<Action> legal;
    while (static_cast<int>(positions.size()) < k) {
      const int depth = static_cast<int>(positions.size() + 1) * kFuzzStartStride;
      while (playing->Step() < depth && !playing->IsTerminal()) {
        if (playing->IsChance()) {
          const std::optional<Action> drawn = playing->SampleChanceOutcome(rng);
          if (!drawn) break;  // no outcome: the fuzzers' checks name it at this position
          playing->ApplyLegalAction(*drawn);
        } else {
          playing->LegalActions(legal);
          if (legal.empty()) break;  // likewise
          playing->ApplyLegalAction(legal[rng.Below(legal.size())]);
        }
      }
      positions.push_back(playing->Clone());
    }
    return *positions[k - 1];
  }
};

struct Cache {
  std::mutex mutex;
  std::list<std::pair<std::string, Line>> lines;  // most recently used first
  std::unordered_map<std::string, std::list<std::pair<std::string, Line>>::iterator> index;
};

}  // namespace

std::unique_ptr<State> FuzzStartPosition(const std::shared_ptr<const GameContext>& context, int k) {
  if (k < 1 || k > kFuzzStarts) throw Error("fuzz start", fmt::format("position {} is outside 1..{}", k, kFuzzStarts));
  static Cache cache;
  const std::string key = ConfigKey(*context);
  std::lock_guard lock(cache.mutex);
  auto found = cache.index.find(key);
  if (found == cache.index.end()) {
    if (cache.lines.size() >= kFuzzStartCacheSize) {
      cache.index.erase(cache.lines.back().first);
      cache.lines.pop_back();
    }
    Line line;
    line.playing = NewGame(context);
    cache.lines.emplace_front(key, std::move(line));
    found = cache.index.emplace(key, cache.lines.begin()).first;
  } else if (found->second != cache.lines.begin()) {
    cache.lines.splice(cache.lines.begin(), cache.lines, found->second);
  }
  return found->second->second.Position(k).Clone();
}

}  // namespace peerage
