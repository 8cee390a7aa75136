// `peerage serve`: the reference engines as a protocol server on stdin/stdout (docs/protocol.md).
// `peerage conform`: test an external engine against the reference through the protocol.
#include <fmt/core.h>

#include <iostream>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "model/protocol/junit.h"
#include "model/protocol/server.h"

namespace peerage::cli {
namespace {

using namespace peerage::protocol;

struct ConformArgs {
  GameOptions game;
  std::string engine, golden = "corpus/golden", perft = "corpus/perft", root = ".", state = "full";
  std::string junit, shard, repro_dir = "conform-repro";
  std::vector<std::string> traces, fields;
  bool no_golden = false, no_perft = false, no_shrink = false, allow_stderr = false;
  int perft_depth = 5, random = 10, max_steps = 0, explore_cases = 0, timeout_ms = 5000, shrink_runs = 400;
  std::uint64_t seed = 1, max_line = std::uint64_t{4} << 20;
  double explore = 0, shrink_seconds = 20, bench = 0;
};

ConformOptions ToOptions(const ConformArgs& a) {
  ConformOptions o;
  o.engine = a.engine;
  o.limits.timeout_ms = a.timeout_ms;
  o.limits.max_line = a.max_line;
  o.limits.allow_stderr = a.allow_stderr;
  if (a.state == "full") o.compare.state = StateCompare::kFull;
  else if (a.state == "observation") o.compare.state = StateCompare::kObservation;
  else if (a.state == "none") o.compare.state = StateCompare::kNone;
  else throw ConfigError("--state " + a.state, "expected full, observation or none");
  o.compare.fields = a.fields;
  o.sources.config = a.game.Config();
  o.sources.traces = a.traces;
  if (!a.no_golden) o.sources.golden_dir = a.golden;
  if (!a.no_perft) o.sources.perft_dir = a.perft;
  o.sources.root = a.root;
  o.sources.perft_depth = a.perft_depth;
  o.sources.random = a.random;
  o.sources.seed = a.seed;
  o.sources.max_steps = a.max_steps;
  o.explore_seconds = a.explore;
  o.explore_cases = a.explore_cases;
  if (!a.shard.empty()) {
    int i = -1, n = 0;
    char tail = 0;
    if (std::sscanf(a.shard.c_str(), "%d/%d%c", &i, &n, &tail) != 2)
      throw ConfigError("--shard " + a.shard, "expected i/n, e.g. 0/4");
    o.shard = i, o.shards = n;
  }
  o.shrink = !a.no_shrink;
  o.shrink_options.seconds = a.shrink_seconds;
  o.shrink_options.max_runs = a.shrink_runs;
  o.repro_dir = a.repro_dir;
  return o;
}

void BenchVerb(const ConformArgs& a) {
  ConformOptions o = ToOptions(a);
  BenchResult b = Bench(o, a.bench);
  fmt::print("engine: {}\n", a.engine);
  fmt::print("method: random playouts of {} (seed {}) in lockstep with the reference; per step the runner asks\n"
             "        status and legal, compares state ({}), then applies; {:.2f} s spent in lockstep\n",
             o.sources.config.game, o.sources.seed, StateCompareName(o.compare.state), b.seconds);
  fmt::print("{} games, {} actions, {} requests\n", b.games, b.actions, b.requests);
  fmt::print("throughput: {:.0f} actions/s, {:.0f} requests/s\n", b.actions / b.seconds, b.requests / b.seconds);
}

void ConformVerb(const ConformArgs& a) {
  if (a.bench > 0) return BenchVerb(a);
  ConformOptions o = ToOptions(a);
  o.progress = [](const std::string& what, std::uint64_t done, std::uint64_t total) { Progress(what, done, total); };
  o.on_result = [](const CaseResult& r) {
    if (r.outcome != Outcome::kPass) fmt::print("{}\n", DescribeResult(r));
    std::fflush(stdout);
  };
  ConformReport report = RunConform(o);
  fmt::print("engine {} ({}), game {}, state comparison: {}{}\n",
             report.engine_name.empty() ? "(no handshake)" : report.engine_name, a.engine, o.sources.config.game,
             StateCompareName(o.compare.state), o.compare.fields.empty() ? "" : " (chosen fields)");
  fmt::print("{}", SummaryTable(report));
  if (report.explore)
    fmt::print("explore: {} playouts generated, {} with something new run as cases, {} novelty features, {} rules fired\n",
               report.explore->candidates, report.explore->emitted, report.explore->features, report.explore->rules_fired);
  fmt::print("{} requests in {:.2f} s\n", report.requests, report.seconds);
  if (!a.junit.empty()) WriteFileAtomic(a.junit, JUnitXml(report, o.sources.config.game));
  int status = ExitStatus(report);
  if (status == kExitBadInput)
    throw Error("conform", report.results.empty() ? "no test cases (no golden traces, perft table or random playouts)"
                                                  : "some cases could not run (engine unusable?), see above");
  if (status == kExitCheckFailed) {
    int failed = 0;
    for (const auto& r : report.results) failed += r.outcome == Outcome::kFail;
    throw CheckFailed(fmt::format("{} of {} case(s) diverge from the reference", failed, report.results.size()));
  }
}

}  // namespace

void AddProtocolCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("serve", "run the reference engines as a protocol server on stdin/stdout");
    auto data_dirs = std::make_shared<std::vector<std::string>>();
    cmd->add_option("--data-dir", *data_dirs,
                    "a directory new_game may load users' data files from (repeatable; default: none, only the "
                    "shipped data)");
    cmd->callback([data_dirs] {
      std::ios::sync_with_stdio(false);
      Server server({.data_dirs = *data_dirs});
      server.Serve(std::cin, std::cout);
    });
  }
  {
    auto* cmd = app.add_subcommand("conform", "test an external engine against the reference through the protocol");
    auto a = std::make_shared<ConformArgs>();
    cmd->add_option("--engine", a->engine, "engine command line (run with /bin/sh -c)")->required();
    cmd->add_option("--game", a->game.game, "game under test")->required();
    a->game.Add(*cmd, GameArg::kNone);  // for random/explore cases; a data file is sent to the engine by path and hash
    cmd->add_option("--trace", a->traces, "also run this trace file (repeatable), e.g. a reproducer");
    cmd->add_option("--golden", a->golden, "golden trace directory")->capture_default_str();
    cmd->add_flag("--no-golden", a->no_golden, "skip golden traces");
    cmd->add_option("--perft", a->perft, "perft table directory (<dir>/<game>.json)")->capture_default_str();
    cmd->add_flag("--no-perft", a->no_perft, "skip perft tables");
    cmd->add_option("--perft-depth", a->perft_depth, "deepest perft depth to walk through the protocol (0: all listed; each node costs a replay from the start)")
        ->check(Count(0, 64));
    cmd->add_option("--root", a->root, "directory perft tables' trace paths are relative to")->capture_default_str();
    cmd->add_option("--random,-n", a->random, "random playouts")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--seed,-s", a->seed, "seed for random playouts and exploration")
        ->capture_default_str()
        ->check(Count(0, kMaxSeed));
    cmd->add_option("--max-steps", a->max_steps, "step bound per random/explore playout (0: the game's maximum)")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--explore", a->explore, "seconds of novelty-guided exploration (0: none)")->check(Seconds(kMaxSeconds));
    cmd->add_option("--explore-cases", a->explore_cases, "cap on exploration cases (0: time box only)")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--state", a->state, "state comparison: full, observation (every player's) or none")
        ->capture_default_str();
    cmd->add_option("--field", a->fields, "compare only these JSON pointers of the state/observation (repeatable)");
    cmd->add_option("--timeout", a->timeout_ms, "per-request timeout in ms")->capture_default_str()->check(Count(1, 3600000));
    cmd->add_option("--max-line", a->max_line, "longest reply line in bytes")->capture_default_str()->check(Count(1, 1u << 30));
    cmd->add_flag("--allow-stderr", a->allow_stderr, "tolerate engine output on stderr (shown in crash reports)");
    cmd->add_flag("--no-shrink", a->no_shrink, "report failures without shrinking them");
    cmd->add_option("--shrink-seconds", a->shrink_seconds, "time budget per shrink")->capture_default_str()->check(Seconds(kMaxSeconds));
    cmd->add_option("--shrink-runs", a->shrink_runs, "engine runs budget per shrink")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--repro-dir", a->repro_dir, "where reproducer traces go (empty: none)")->capture_default_str();
    cmd->add_option("--junit", a->junit, "write a JUnit XML report here");
    cmd->add_option("--shard", a->shard, "run shard i of n (i/n, 0-based) of the case list");
    cmd->add_option("--bench", a->bench, "measure actions/s through the protocol for this many seconds instead")
        ->check(Seconds(kMaxSeconds));
    cmd->callback([a] { ConformVerb(*a); });
  }
}

}  // namespace peerage::cli
