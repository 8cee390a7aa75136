// The `peerage` command's verbs. Each Add* registers one subcommand (with --help) on the app; its
// callback does the work and throws peerage::Error for bad input (main prints it and exits 2).
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
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

// Integer options: digits only (no sign: "-5" is refused, not wrapped around), within [lo, hi]; the error
// names the option, the value and the range. Every integer option of every verb is checked with it.
CLI::Validator Count(std::uint64_t lo, std::uint64_t hi);
inline constexpr std::uint64_t kMaxCount = 1'000'000'000;  // games, playouts, budgets, steps: at most 10^9
inline constexpr std::uint64_t kMaxSeed = UINT64_MAX;      // seeds: any 64-bit value
// Time options: a number of seconds in [0, hi].
CLI::Validator Seconds(double hi);
inline constexpr double kMaxSeconds = 7 * 24 * 3600;  // a week

// How a verb takes its game: a required positional, an optional one, or none (the verb adds its own).
enum class GameArg { kPositional, kOptionalPositional, kNone };

// --players / --set id=reading / --param id=value / --data FILE options shared by verbs that start games.
struct GameOptions {
  std::string game;
  int players = 0;
  std::vector<std::string> sets;
  std::vector<std::string> params;  // --param: set-up parameters (`peerage rules GAME`, "Parameters")
  std::string data_file;  // --data
  CLI::Option* players_option = nullptr;
  void Add(CLI::App& cmd, GameArg game_arg = GameArg::kPositional);
  // Validates --set/--param syntax (a parameter given with --set, or a reading with --param, is refused
  // naming the right option), refuses an explicit --players 0 (naming the game's range) and reads a user's
  // data file through the bounded reader (CheckDataFile); MakeContext validates names and ranges.
  GameConfig Config() const;
};

// A user's data file for `game` read through the bounded reader (model/core/input_file.h) before the game
// loads it: a directory, FIFO, device, oversized, too deep, duplicate-key or malformed file is refused with
// one clear line. Nothing for a game without data (MakeContext says so) or an unknown game.
void CheckDataFile(const std::string& game, const std::string& file);

// "unknown command 'repaly'; did you mean 'replay'?" (the nearest verbs by edit distance), or the list of
// verbs when none is near.
std::string UnknownVerbMessage(const std::string& word, const std::vector<std::string>& verbs);

void AddInfoCommands(CLI::App& app);    // games, rules
void AddPlayCommands(CLI::App& app);    // play, bench
void AddTraceCommands(CLI::App& app);   // replay, perft, fuzz-to-trace
void AddReportCommands(CLI::App& app);  // report, solve
void AddProtocolCommands(CLI::App& app);  // serve, conform
void AddSchemaCommand(CLI::App& app);     // schema (a game's public state, JSON Schema)
void AddBestCommand(CLI::App& app);       // best (one-player exact search)
void AddFuzzCoverageCommand(CLI::App& app);  // fuzz-coverage (what the fuzz corpora reach)
// `peerage bench`: exact-search cost of every one-player game (or only `game`), about `seconds` each.
void PrintSearchBench(const std::string& game, double seconds);

// Progress on stderr for long runs (only when stderr is a terminal, or always with PEERAGE_PROGRESS=1).
void Progress(const std::string& what, std::uint64_t done, std::uint64_t total);

}  // namespace peerage::cli
