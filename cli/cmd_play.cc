// `peerage play`: random playouts with summary statistics; `peerage bench`: throughput per game.
#include <fmt/core.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sys/utsname.h>

#include "cli/commands.h"
#include "model/analysis/report.h"
#include "model/analysis/stats.h"
#include "model/core/error.h"
#include "model/core/state.h"
#include "solver/solver.h"

namespace peerage::cli {
namespace {

// The name `play --save-traces` gives game `g` of a run: the game, the player count, every non-default
// reading and parameter value ("--ID=VALUE", as `best --save-lines` names its lines), the user's data file
// (by the hash of its data), then seed and game number, so that runs of two configurations never write the
// same file: <game>-<n>p[--<id>=<value>...][--data-<hash>]-seed<S>-game<G>.trace.json. A configuration
// whose suffix would make the name too long for a file system (over 150 characters) is named by the hash
// of that suffix instead ("--settings-<hash>"); the trace itself lists every reading.
std::string TraceFileName(const GameContext& ctx, std::uint64_t seed, std::uint64_t g) {
  std::string config;
  for (const auto& [id, value] : ctx.settings) {
    std::string def;
    for (const Interpretation& i : ctx.info->interpretations)
      if (i.id == id) def = i.default_reading;
    for (const Parameter& p : ctx.info->parameters)
      if (p.id == id) def = p.default_value;
    if (value != def) config += "--" + id + "=" + value;
  }
  if (!ctx.data_file.empty()) config += "--data-" + HashHex(ctx.data_hash).substr(0, 12);
  if (config.size() > 150) config = "--settings-" + HashHex(Fnv1a64(config)).substr(0, 12);
  return fmt::format("{}-{}p{}-seed{}-game{}.trace.json", ctx.info->name, ctx.players, config, seed, g);
}

std::string Percent(std::uint64_t part, std::uint64_t whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : "-";
}

void PrintStats(const PlayStats& s, const GameInfo& info) {
  fmt::print("{}: {} players, seed {}, {} games\n", s.game, s.players, s.seed, s.games);
  for (const auto& [id, value] : s.settings) {
    for (const auto& i : info.interpretations)
      if (i.id == id && i.default_reading != value) fmt::print("  reading {}={} (default {})\n", id, value, i.default_reading);
  }
  fmt::print("ended: {} terminal, {} over the step bound, {} deadlocked\n", s.terminal, s.overran, s.deadlocked);
  if (!s.lengths.empty()) {
    double mean = s.games ? static_cast<double>(s.actions) / s.games : 0;
    fmt::print("length (actions, chance included): min {}, mean {:.1f}, max {}\n", s.lengths.begin()->first,
               mean, s.lengths.rbegin()->first);
  }
  fmt::print("outcomes:");
  for (const auto& [key, n] : s.outcomes) fmt::print(" {} {}", key, Percent(n, s.terminal));
  fmt::print("\n");
  if (s.first_player_games)
    fmt::print("first player wins (sole or shared): {}\n", Percent(s.first_player_wins, s.first_player_games));
  else if (s.terminal && s.players > 1)
    fmt::print("first player: left out ({} names no first player: GameInfo::first_player)\n", s.game);
  fmt::print("findings: {}\n", s.findings.size());
  for (const auto& f : s.findings) {
    std::string rules;
    for (const auto& r : f.first.rules) rules += (rules.empty() ? "" : ",") + r;
    fmt::print("  {} [{}]{} x{} in {} games: {} (witness: {} steps)\n", FindingKindName(f.first.kind), rules,
               f.first.interpretation.empty() ? "" : " under " + f.first.interpretation, f.count, f.games,
               f.first.detail, f.witness.steps.size());
  }
  std::vector<std::string> never;
  for (size_t i = 0; i < s.rule_counts.size(); ++i)
    if (s.rule_counts[i] == 0) never.push_back(info.rules[i].id);
  fmt::print("rules fired: {}/{}", s.rule_counts.size() - never.size(), s.rule_counts.size());
  if (!never.empty()) {
    fmt::print("; never fired:");
    for (const auto& r : never) fmt::print(" {}", r);
  }
  fmt::print("\n");
  if (s.seconds > 0)
    fmt::print("throughput: {:.0f} games/s, {:.0f} actions/s ({:.2f} s)\n", s.games / s.seconds,
               s.actions / s.seconds, s.seconds);
}

std::string CpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown CPU";
}

struct BenchRow {
  double games_per_s = 0, actions_per_s = 0, mean_length = 0;
};

BenchRow Measure(std::shared_ptr<const GameContext> ctx, double seconds, bool validate) {
  using Clock = std::chrono::steady_clock;
  std::uint64_t games = 0, actions = 0;
  auto start = Clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 0; i < 64; ++i) {
      PlayoutOptions po;
      po.seed = SubSeed(12345, games);
      po.validate = validate;
      PlayoutResult r = Playout(ctx, po);
      actions += r.state->History().size();
      ++games;
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  return {games / elapsed, actions / elapsed, static_cast<double>(actions) / games};
}

}  // namespace

void AddPlayCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("play", "random playouts with summary statistics, findings and throughput");
    auto opts = std::make_shared<GameOptions>();
    auto games = std::make_shared<std::uint64_t>(1000);
    auto seed = std::make_shared<std::uint64_t>(1);
    auto max_steps = std::make_shared<int>(0);
    auto save = std::make_shared<std::string>();
    opts->Add(*cmd);
    cmd->add_option("--save-traces", *save, "also write each game as a trace with checkpoints into this directory, "
                    "named GAME-Np[--ID=VALUE...]-seedS-gameG.trace.json (the non-default readings and parameters)");
    cmd->add_option("--games,-n", *games, "number of games")->check(Count(1, kMaxCount));
    cmd->add_option("--seed,-s", *seed, "seed (same seed, same games)")->check(Count(0, kMaxSeed));
    cmd->add_option("--max-steps", *max_steps, "step bound per game (default: the game's declared maximum)")
        ->check(Count(0, kMaxCount));
    cmd->callback([=] {
      auto ctx = MakeContext(opts->Config());
      PlayOptions po;
      po.seed = *seed;
      po.games = *games;
      po.max_steps = *max_steps;
      po.progress = [](std::uint64_t d, std::uint64_t t) { Progress("playing", d, t); };
      PrintStats(RunPlayouts(ctx, po), *ctx->info);
      if (!save->empty()) {
        if (!std::filesystem::is_directory(*save)) throw Error(*save, "directory does not exist");
        for (std::uint64_t g = 0; g < *games; ++g) {
          // The same seeds RunPlayouts used, so the files are the games summarised above.
          PlayoutOptions one{.seed = SubSeed(*seed, g), .max_steps = *max_steps, .validate = false, .policy = {}};
          PlayoutResult r = Playout(ctx, one);
          const std::string path = *save + "/" + TraceFileName(*ctx, *seed, g);
          WriteFileAtomic(path, WriteTrace(RecordTrace(*r.state, true, fmt::format("peerage play --seed {} game {}", *seed, g))));
        }
        fmt::print("wrote {} trace(s) to {}\n", *games, *save);
      }
    });
  }
  {
    auto* cmd = app.add_subcommand("bench", "measure playouts/s and actions/s for every game and player count");
    auto game = std::make_shared<std::string>();
    auto seconds = std::make_shared<double>(2.0);
    auto validate = std::make_shared<bool>(false);
    auto reports = std::make_shared<bool>(false);
    cmd->add_option("--game", *game, "only this game");
    cmd->add_flag("--reports", *reports, "also time `peerage report` at the default budget (no files written)");
    cmd->add_option("--seconds", *seconds, "time per measurement")->check(Seconds(kMaxSeconds));
    cmd->add_flag("--validate", *validate, "apply through the validating path (checks legality every step)");
    cmd->callback([=] {
      struct utsname u{};
      uname(&u);
      fmt::print("machine: {}, {} {} ({})\n", CpuModel(), u.sysname, u.release, u.machine);
      fmt::print("method: one thread, uniform random playouts from the initial state, {} path, {:.1f} s per row\n",
                 *validate ? "validating" : "fast (unchecked)", *seconds);
      fmt::print("{:<18} {:>7} {:>12} {:>14} {:>12}\n", "game", "players", "games/s", "actions/s", "mean length");
      for (const GameInfo* g : Registry::Instance().All()) {
        if (!game->empty() && g->name != *game) continue;
        for (int p = g->min_players; p <= g->max_players; ++p) {
          GameConfig c;
          c.game = g->name;
          c.players = p;
          BenchRow row = Measure(MakeContext(c), *seconds, *validate);
          fmt::print("{:<18} {:>7} {:>12.0f} {:>14.0f} {:>12.1f}\n", g->name, p, row.games_per_s, row.actions_per_s,
                     row.mean_length);
        }
      }
      if (!game->empty() && !Registry::Instance().Find(*game)) Registry::Instance().Get(*game);
      PrintSearchBench(*game, *seconds);
      if (*reports) {
        fmt::print("\nreport generation at the default budget (playouts, differential search, hunt, solver, both renderings):\n");
        for (const GameInfo* g : Registry::Instance().All()) {
          if (!game->empty() && g->name != *game) continue;
          auto start = std::chrono::steady_clock::now();
          GameReport r = BuildReport(*g, ReportOptions{}, RunSolverQueries(g->name));
          std::size_t bytes = RenderMarkdown(r).size() + RenderHtml(r).size();
          double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          fmt::print("{:<18} {:>8.1f} s  ({} bytes)\n", g->name, secs, bytes);
        }
      }
    });
  }
}

}  // namespace peerage::cli
