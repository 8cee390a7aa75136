#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/input_file.h"

namespace peerage::cli {

CLI::Validator Count(std::uint64_t lo, std::uint64_t hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const char* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, value);
        const bool digits_only = !text.empty() && text[0] >= '0' && text[0] <= '9' && ptr == end;
        if (digits_only && ec == std::errc() && value >= lo && value <= hi) return "";
        const std::string shown = text.size() > 24 ? text.substr(0, 21) + "..." : text;
        return fmt::format("'{}' is not a whole number from {} to {}", shown, lo, hi);
      },
      fmt::format("INT in {}..{}", lo, hi));
}

CLI::Validator Seconds(double hi) {
  return CLI::Validator(
      [hi](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (!text.empty() && end == text.c_str() + text.size() && value >= 0 && value <= hi) return "";
        const std::string shown = text.size() > 24 ? text.substr(0, 21) + "..." : text;
        return fmt::format("'{}' is not a number of seconds from 0 to {}", shown, hi);
      },
      fmt::format("SECONDS in 0..{}", hi));
}

void GameOptions::Add(CLI::App& cmd, GameArg game_arg) {
  if (game_arg == GameArg::kPositional) cmd.add_option("game", game, "game name (see `peerage games`)")->required();
  if (game_arg == GameArg::kOptionalPositional) cmd.add_option("game", game, "game name (see `peerage games`)");
  players_option = cmd.add_option("--players,-p", players, "number of players (default: the game's default)")
                       ->check(Count(0, kMaxCount));
  cmd.add_option("--set", sets, "interpretation reading, id=reading (repeatable; see `peerage rules GAME`)");
  cmd.add_option("--param", params, "set-up parameter, id=value (repeatable; games with parameters, see `peerage rules GAME`)");
  cmd.add_option("--data", data_file, "your own data file for games whose components are not in the rulebook text "
                                      "(default: the shipped data/<game>/ file; see `peerage rules GAME`)");
}

GameConfig GameOptions::Config() const {
  GameConfig c;
  c.game = game;
  c.players = players;
  c.data_file = data_file;
  if (players_option && players_option->count() > 0 && players == 0) {
    // 0 means "the game's default" inside; given on the command line it is a mistake.
    const GameInfo& info = Registry::Instance().Get(game);
    throw ConfigError("players 0", fmt::format("{} takes {}-{} players", info.name, info.min_players, info.max_players));
  }
  // Readings and parameters share GameConfig::settings; each option takes only its own kind (an id of
  // neither kind is left to MakeContext, which names the game's catalogue).
  const GameInfo* info = Registry::Instance().Find(game);
  auto take = [&](const std::string& option, const std::string& s, bool parameter) {
    auto eq = s.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == s.size())
      throw ConfigError(option + " " + s, parameter ? "expected id=value" : "expected id=reading");
    const std::string id = s.substr(0, eq);
    const bool is_parameter = info && FindParameter(*info, id);
    const bool is_reading = info && std::any_of(info->interpretations.begin(), info->interpretations.end(),
                                                [&](const Interpretation& i) { return i.id == id; });
    if (!parameter && is_parameter)
      throw ConfigError(option + " " + s, id + " is a set-up parameter of " + info->name + ", not an interpretation: use --param " + s);
    if (parameter && is_reading)
      throw ConfigError(option + " " + s, id + " is an interpretation of " + info->name + ", not a parameter: use --set " + s);
    c.settings[id] = s.substr(eq + 1);
  };
  for (const std::string& s : sets) take("--set", s, false);
  for (const std::string& s : params) take("--param", s, true);
  CheckDataFile(game, data_file);
  return c;
}

void CheckDataFile(const std::string& game, const std::string& file) {
  const GameInfo* info = Registry::Instance().Find(game);
  if (!file.empty() && info && info->data.load) ReadJsonFile(file, "data file");
}

void Progress(const std::string& what, std::uint64_t done, std::uint64_t total) {
  static const bool enabled = isatty(2) || (std::getenv("PEERAGE_PROGRESS") && std::string(std::getenv("PEERAGE_PROGRESS")) == "1");
  if (!enabled) return;
  fmt::print(stderr, "\r{}: {}/{} ({:.0f}%)", what, done, total, total ? 100.0 * done / total : 100.0);
  if (done == total) fmt::print(stderr, "\n");
  std::fflush(stderr);
}

}  // namespace peerage::cli
