#include "model/core/game.h"

#include <algorithm>

#include "model/core/error.h"
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

Registry& Registry::Instance() {
  static Registry registry;
  return registry;
}

void Registry::Add(const GameInfo* info) { games_[info->name] = info; }

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
    if (ctx->InterpretationIndex(id) < 0)
      throw ConfigError("option '" + id + "'", "not an interpretation of " + info.name +
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
  return ctx;
}

std::unique_ptr<State> NewGame(std::shared_ptr<const GameContext> context) {
  return context->info->new_initial_state(std::move(context));
}

std::unique_ptr<State> NewGame(const GameConfig& config) { return NewGame(MakeContext(config)); }

}  // namespace peerage
