#include <unistd.h>

#include <cstdlib>
#include <fmt/core.h>

#include "cli/commands.h"
#include "model/core/error.h"

namespace peerage::cli {

void GameOptions::Add(CLI::App& cmd, bool game_positional) {
  if (game_positional) cmd.add_option("game", game, "game name (see `peerage games`)")->required();
  cmd.add_option("--players,-p", players, "number of players (default: the game's default)");
  cmd.add_option("--set", sets, "interpretation reading, id=reading (repeatable; see `peerage rules GAME`)");
  cmd.add_option("--data", data_file, "your own data file for games whose components are not in the rulebook text "
                                      "(default: the shipped data/<game>/ file; see `peerage rules GAME`)");
}

GameConfig GameOptions::Config() const {
  GameConfig c;
  c.game = game;
  c.players = players;
  c.data_file = data_file;
  for (const std::string& s : sets) {
    auto eq = s.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == s.size())
      throw ConfigError("--set " + s, "expected id=reading");
    c.settings[s.substr(0, eq)] = s.substr(eq + 1);
  }
  return c;
}

void Progress(const std::string& what, std::uint64_t done, std::uint64_t total) {
  static const bool enabled = isatty(2) || (std::getenv("PEERAGE_PROGRESS") && std::string(std::getenv("PEERAGE_PROGRESS")) == "1");
  if (!enabled) return;
  fmt::print(stderr, "\r{}: {}/{} ({:.0f}%)", what, done, total, total ? 100.0 * done / total : 100.0);
  if (done == total) fmt::print(stderr, "\n");
  std::fflush(stderr);
}

}  // namespace peerage::cli
