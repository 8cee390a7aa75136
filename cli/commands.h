// The `peerage` command's verbs. Each Add* registers one subcommand (with --help) on the app; its
// callback does the work and throws peerage::Error for bad input (main prints it and exits 2).
#pragma once
#include <CLI/CLI.hpp>
#include <map>
#include <string>
#include <vector>

#include "model/core/game.h"

namespace peerage::cli {

// Exit codes: 0 success, 1 a check failed (mismatch, drift, finding when asked to fail), 2 bad input.
inline constexpr int kExitCheckFailed = 1;
inline constexpr int kExitBadInput = 2;

// Thrown by a verb whose check failed; main prints the message and exits 1.
struct CheckFailed : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// --players / --set id=value / --data FILE options shared by verbs that start games.
struct GameOptions {
  std::string game;
  int players = 0;
  std::vector<std::string> sets;
  std::string data_file;  // --data
  void Add(CLI::App& cmd, bool game_positional = true);
  GameConfig Config() const;  // validates --set syntax; MakeContext validates names
};

void AddInfoCommands(CLI::App& app);    // games, rules
void AddPlayCommands(CLI::App& app);    // play, bench
void AddTraceCommands(CLI::App& app);   // replay, perft, fuzz-to-trace
void AddReportCommands(CLI::App& app);  // report, solve
void AddProtocolCommands(CLI::App& app);  // serve, conform
void AddBestCommand(CLI::App& app);       // best (one-player exact search)
// `peerage bench`: exact-search cost of every one-player game (or only `game`), about `seconds` each.
void PrintSearchBench(const std::string& game, double seconds);

// Progress on stderr for long runs (only when stderr is a terminal, or always with PEERAGE_PROGRESS=1).
void Progress(const std::string& what, std::uint64_t done, std::uint64_t total);

}  // namespace peerage::cli
