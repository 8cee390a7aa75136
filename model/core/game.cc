#include "model/core/game.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <mutex>
#include <sstream>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/fixture_games.h"
#include "model/core/input_file.h"
#include "model/core/state.h"

namespace peerage {

int GameContext::RuleIndex(const std::string& rule_id) const {
  const auto& rules = info->rules;
  for (size_t i = 0; i < rules.size(); ++i)
    if (rules[i].id == rule_id) return static_cast<int>(i);
  return -1;
}

int GameContext::InterpretationIndex(const std::string& id) const {
  const auto& interps = info->interpretations;
  for (size_t i = 0; i < interps.size(); ++i)
    if (interps[i].id == id) return static_cast<int>(i);
  return -1;
}

int GameContext::ParameterIndex(const std::string& id) const {
  const auto& params = info->parameters;
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].id == id) return static_cast<int>(i);
  return -1;
}

const Parameter* FindParameter(const GameInfo& info, const std::string& id) {
  for (const Parameter& p : info.parameters)
    if (p.id == id) return &p;
  return nullptr;
}

SplitSettings Split(const GameInfo& info, const std::map<std::string, std::string>& settings) {
  SplitSettings out;
  for (const auto& [id, value] : settings) (FindParameter(info, id) ? out.parameters : out.interpretations)[id] = value;
  return out;
}

int ResolveParameter(const Parameter& p, const std::string& value) {
  if (p.values.empty()) {
    int n = 0;
    const char* end = value.data() + value.size();
    auto [ptr, ec] = std::from_chars(value.data(), end, n);
    const bool digits = !value.empty() && (value[0] == '-' || (value[0] >= '0' && value[0] <= '9'));
    if (!digits || ec != std::errc() || ptr != end || n < p.min || n > p.max)
      throw ConfigError("parameter '" + p.id + "'", "value '" + value + "' is not a whole number from " +
                                                        std::to_string(p.min) + " to " + std::to_string(p.max));
    return n;
  }
  std::string known;
  for (size_t v = 0; v < p.values.size(); ++v) {
    if (p.values[v].id == value) return static_cast<int>(v);
    known += (known.empty() ? "" : ", ") + p.values[v].id;
  }
  throw ConfigError("parameter '" + p.id + "'", "unknown value '" + value + "' (values: " + known + ")");
}

Registry& Registry::Instance() {
  static Registry registry;
  return registry;
}

// Refused (the registry unchanged): a name registered twice, which would silently replace the first game, and
// a registration breaking the fixture rule (model/core/fixture_games.h). From a static registrar the error
// ends the program before main, with this message.
void Registry::Add(const GameInfo* info) {
  const std::string where = "registering game '" + info->name + "'";
  if (games_.count(info->name))
    throw ConfigError(where, "that name is registered already (each game registers once, under a name of its own)");
  if (const std::string problem = FixtureRuleProblem(info->name, info->fuzz_id); !problem.empty())
    throw ConfigError(where, problem);
  games_[info->name] = info;
}

const GameInfo* Registry::Find(const std::string& name) const {
  auto it = games_.find(name);
  return it == games_.end() ? nullptr : it->second;
}

const GameInfo& Registry::Get(const std::string& name) const {
  if (const GameInfo* g = Find(name)) return *g;
  std::string known;
  for (const auto& [n, _] : games_) known += (known.empty() ? "" : ", ") + n;
  throw ConfigError("game '" + name + "'", "unknown game (known: " + known + ")");
}

std::vector<const GameInfo*> Registry::All() const {
  std::vector<const GameInfo*> out;
  for (const auto& [_, g] : games_) out.push_back(g);
  return out;
}

namespace {

struct LoadedData {
  std::shared_ptr<const GameData> data;
  std::uint64_t hash = 0;
};

LoadedData ParseGameData(const GameInfo& info, std::string_view text, const std::string& where) {
  // The bounded parser of every input (nesting, duplicate keys, no bytes quoted in errors).
  const nlohmann::json j = ParseJsonInput(text, where);
  LoadedData out;
  try {
    out.data = info.data.load(j);
  } catch (const ParseError& e) {
    throw ParseError(where + ": " + e.where(), e.why());
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(where, std::string("data does not fit the schema: ") + e.what());
  }
  if (!out.data) throw ParseError(where, "the game's data loader returned nothing");
  out.hash = Fnv1a64(j.dump());
  return out;
}

// The shipped data is parsed once per game and shared by every context.
const LoadedData& ShippedData(const GameInfo& info) {
  static std::mutex mutex;
  static std::map<const GameInfo*, LoadedData> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(&info);
  if (it == cache.end())
    it = cache.emplace(&info, ParseGameData(info, info.data.json, info.data.file + " (shipped)")).first;
  return it->second;
}


void ResolveData(const GameInfo& info, const std::string& file, GameContext& ctx) {
  if (!info.data.load) {
    if (!file.empty())
      throw ConfigError("data file '" + file + "'", info.name + " has no data file (all its components are in the rulebook)");
    return;
  }
  if (file.empty()) {
    const LoadedData& d = ShippedData(info);
    ctx.data = d.data;
    ctx.data_hash = d.hash;
    return;
  }
  // The bounded reader (regular files within the size cap only), also for library callers of MakeContext
  // that did not check the file first as the CLI and the server do. The file is read every time (it may
  // change between two contexts) but parsed again only when its text differs from the last one loaded for
  // that game and path: a search replays one example from a user's file hundreds of times.
  std::string text = ReadInputFile(file, "data file");
  static std::mutex mutex;
  static std::map<std::pair<const GameInfo*, std::string>, std::pair<std::string, LoadedData>> cache;
  const auto key = std::make_pair(&info, file);
  LoadedData d;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = cache.find(key);
    if (it != cache.end() && it->second.first == text) d = it->second.second;
  }
  if (!d.data) {
    d = ParseGameData(info, text, file);
    std::lock_guard<std::mutex> lock(mutex);
    cache[key] = {std::move(text), d};
  }
  ctx.data = d.data;
  ctx.data_hash = d.hash;
  ctx.data_file = file;
}

}  // namespace

std::shared_ptr<const GameContext> MakeContext(const GameConfig& config) {
  const GameInfo& info = Registry::Instance().Get(config.game);
  auto ctx = std::make_shared<GameContext>();
  ctx->info = &info;
  ctx->players = config.players == 0 ? info.default_players : config.players;
  if (ctx->players < info.min_players || ctx->players > info.max_players)
    throw ConfigError("players " + std::to_string(ctx->players),
                      info.name + " takes " + std::to_string(info.min_players) + "-" +
                          std::to_string(info.max_players) + " players");
  for (const auto& [id, value] : config.settings) {
    if (ctx->InterpretationIndex(id) < 0 && ctx->ParameterIndex(id) < 0)
      throw ConfigError("option '" + id + "'", "not an interpretation or parameter of " + info.name +
                                                   " (see `peerage rules " + info.name + "`)");
  }
  for (const auto& interp : info.interpretations) {
    auto it = config.settings.find(interp.id);
    const std::string& want = it == config.settings.end() ? interp.default_reading : it->second;
    int index = -1;
    std::string known;
    for (size_t r = 0; r < interp.readings.size(); ++r) {
      if (interp.readings[r].id == want) index = static_cast<int>(r);
      known += (known.empty() ? "" : ", ") + interp.readings[r].id;
    }
    if (index < 0)
      throw ConfigError("option '" + interp.id + "'",
                        "unknown reading '" + want + "' (readings: " + known + ")");
    ctx->readings.push_back(index);
    ctx->settings[interp.id] = want;
  }
  for (const Parameter& p : info.parameters) {
    auto it = config.settings.find(p.id);
    const std::string& want = it == config.settings.end() ? p.default_value : it->second;
    const int value = ResolveParameter(p, want);
    ctx->params.push_back(value);
    ctx->settings[p.id] = p.values.empty() ? std::to_string(value) : want;  // "07" is written "7"
  }
  ResolveData(info, config.data_file, *ctx);
  return ctx;
}

std::unique_ptr<State> NewGame(std::shared_ptr<const GameContext> context) {
  return context->info->new_initial_state(std::move(context));
}

std::unique_ptr<State> NewGame(const GameConfig& config) { return NewGame(MakeContext(config)); }

}  // namespace peerage
