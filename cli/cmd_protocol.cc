// `peerage serve`: the reference engines as a protocol server on stdin/stdout (docs/protocol.md).
// `peerage conform`: test an external engine against the reference through the protocol.
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <optional>
#include <thread>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/trace.h"
#include "model/analysis/perft_table.h"
#include "model/protocol/bench.h"
#include "model/protocol/conform.h"
#include "model/protocol/default_corpus.h"
#include "model/protocol/junit.h"
#include "model/protocol/server.h"

namespace peerage::cli {
namespace {

using namespace peerage::protocol;

struct ConformArgs {
  GameOptions game;
  std::string engine, golden, perft, root, state = "public";  // golden, perft, root empty: the default corpus
  std::string junit, shard, repro_dir = "conform-repro";
  std::vector<std::string> traces, fields;
  bool no_golden = false, no_perft = false, no_shrink = false, allow_stderr = false;
  int perft_depth = 5, random = 10, max_steps = 0, explore_cases = 0, timeout_ms = 5000, shrink_runs = 400;
  int divergences = 0, state_every = 64;
  std::uint64_t seed = 1, max_line = std::uint64_t{4} << 20;
  double explore = 0, shrink_seconds = 10, bench = 0, perft_seconds = 60, progress_every = 5;
  int condition_runs = 400, condition_total = 3000;
};

#ifndef PEERAGE_SOURCE_DIR
#define PEERAGE_SOURCE_DIR ""
#endif

// The default corpus directory of `kind` (golden, perft): installed beside the executable or in the source
// tree. A missing one is a note on stderr, not an error; nullopt then.
std::optional<CorpusDir> DefaultCorpus(const std::string& kind, const std::string& flag) {
  const std::string exe = ExecutablePath();
  if (auto found = FindDefaultCorpus(kind, exe, PEERAGE_SOURCE_DIR)) return found;
  std::string looked;
  for (const CorpusDir& c : DefaultCorpusCandidates(kind, exe, PEERAGE_SOURCE_DIR)) looked += (looked.empty() ? "" : ", ") + c.dir;
  fmt::print(stderr, "note: no default {} corpus (looked in {}); running without it (give {} DIR to name one)\n", kind,
             looked.empty() ? "nowhere" : looked, flag);
  return std::nullopt;
}

// The default perft table of `game` in `dir` if it loads (its trace paths relative to `root`); a table that
// does not is a note, not an error, since the user did not name it.
bool DefaultPerftLoads(const std::string& dir, const std::string& root, const std::string& game) {
  std::string path = dir + "/" + game + ".json";
  if (!std::filesystem::exists(path)) return true;
  try {
    LoadPerftTable(path, root);
    return true;
  } catch (const std::exception& e) {
    fmt::print(stderr, "note: the default perft table does not load, running without it: {}\n", e.what());
    return false;
  }
}

// Progress lines at intervals on stderr when it is not a terminal (a log, CI), so a long run is never
// silent: what is running, how far, failures so far, time spent.
class Ticker {
 public:
  explicit Ticker(double every) : every_(every), t0_(std::chrono::steady_clock::now()) {
    if (every_ > 0) thread_ = std::thread([this] { Loop(); });
  }
  ~Ticker() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  void Progress(const std::string& what, std::uint64_t done, std::uint64_t total) {
    std::lock_guard<std::mutex> lock(mu_);
    what_ = what, done_ = done, total_ = total;
  }
  void Case(const std::string& name) {
    std::lock_guard<std::mutex> lock(mu_);
    case_ = name;
  }
  void Result(const CaseResult& r) {
    std::lock_guard<std::mutex> lock(mu_);
    failed_ += r.outcome == Outcome::kFail;
    skipped_ += r.outcome == Outcome::kSkip;
  }

 private:
  void Loop() {
    std::unique_lock<std::mutex> lock(mu_);
    auto period = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(every_));
    while (!cv_.wait_for(lock, period, [this] { return stop_; })) {
      double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count();
      fmt::print(stderr, "progress: {} {}/{}, {} failed, {} skipped, {:.0f} s; running {}\n", what_, done_, total_, failed_,
                 skipped_, elapsed, case_.empty() ? "(starting)" : case_);
      std::fflush(stderr);
    }
  }

  double every_;
  std::chrono::steady_clock::time_point t0_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::string what_ = "conform", case_;
  std::uint64_t done_ = 0, total_ = 0;
  int failed_ = 0, skipped_ = 0;
  std::thread thread_;
};

ConformOptions ToOptions(const ConformArgs& a) {
  ConformOptions o;
  o.engine = a.engine;
  o.limits.timeout_ms = a.timeout_ms;
  o.limits.max_line = a.max_line;
  o.limits.allow_stderr = a.allow_stderr;
  if (a.state == "public") o.compare.state = StateCompare::kPublic;
  else if (a.state == "full") o.compare.state = StateCompare::kFull;
  else if (a.state == "observation") o.compare.state = StateCompare::kObservation;
  else if (a.state == "none") o.compare.state = StateCompare::kNone;
  else throw ConfigError("--state " + a.state, "expected public, full, observation or none");
  o.compare.state_every = a.state_every;
  o.compare.fields = a.fields;
  o.sources.config = a.game.Config();
  o.sources.traces = a.traces;
  // Named directories must exist (BuildCases says so); the default corpus is looked for, and may be absent.
  std::string root;
  if (!a.no_golden && !a.golden.empty()) o.sources.golden_dir = a.golden;
  else if (!a.no_golden) {
    if (auto found = DefaultCorpus("golden", "--golden")) o.sources.golden_dir = found->dir;
  }
  if (!a.no_perft && !a.perft.empty()) o.sources.perft_dir = a.perft;
  else if (!a.no_perft) {
    if (auto found = DefaultCorpus("perft", "--perft")) {
      root = found->root;
      if (DefaultPerftLoads(found->dir, a.root.empty() ? root : a.root, o.sources.config.game))
        o.sources.perft_dir = found->dir;
    }
  }
  o.sources.root = !a.root.empty() ? a.root : !root.empty() ? root : ".";
  o.sources.perft_depth = a.perft_depth;
  o.sources.random = a.random;
  o.sources.seed = a.seed;
  o.sources.max_steps = a.max_steps;
  o.explore_seconds = a.explore;
  o.explore_cases = a.explore_cases;
  o.perft_seconds = a.perft_seconds;
  o.max_divergences = a.divergences;
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
  o.condition_runs = a.condition_runs;
  o.condition_total_runs = a.condition_total;
  o.repro_dir = a.repro_dir;
  return o;
}

void BenchVerb(const ConformArgs& a) {
  ConformOptions o = ToOptions(a);
  std::string note;
  StateCompare state = EffectiveStateCompare(o.compare, o.sources.config.game, &note);
  BenchResult b = Bench(o, a.bench);
  fmt::print("engine: {}\n", a.engine);
  fmt::print("lockstep: random playouts of {} (seed {}) played on the engine and the reference side by side;\n"
             "          per step apply, status and legal (pipelined, {} steps per batch), state ({}) every {} steps\n"
             "          and at the end; {:.2f} s spent in lockstep\n",
             o.sources.config.game, o.sources.seed, o.compare.state_every, StateCompareName(state), o.compare.state_every,
             b.seconds);
  if (!note.empty()) fmt::print("note: {}\n", note);
  fmt::print("  {} games, {} actions, {} requests\n", b.games, b.actions, b.requests);
  if (b.diverged > 0)
    fmt::print("  {} of {} games diverged; the engine was re-synchronised from the reference's state {} time(s) and "
               "played on (first divergence: {}); run conform for the details\n",
               b.diverged, b.games, b.resyncs, b.first_divergence);
  fmt::print("  throughput: {:.0f} actions/s, {:.0f} requests/s\n", b.actions / b.seconds, b.requests / b.seconds);
  if (b.actions > 0 && b.engine_cpu >= 0)
    fmt::print("  CPU per action: runner {:.1f} us, engine {:.1f} us (on two otherwise idle cores about {:.0f} actions/s)\n",
               b.runner_cpu / b.actions * 1e6, b.engine_cpu / b.actions * 1e6,
               b.actions / std::max({b.runner_cpu, b.engine_cpu, 1e-9}));
  fmt::print("alone: random playouts through the engine's own legal lists, no reference; {:.2f} s\n", b.alone_seconds);
  fmt::print("  {} games, {} actions, {} requests{}\n", b.alone_games, b.alone_actions, b.alone_requests,
             b.alone_cut ? fmt::format(" ({} cut short: the engine refused its own action or overran the step bound)", b.alone_cut) : "");
  fmt::print("  throughput: {:.0f} actions/s, {:.0f} requests/s\n", b.alone_actions / b.alone_seconds,
             b.alone_requests / b.alone_seconds);
}

void ConformVerb(const ConformArgs& a) {
  if (a.bench > 0) return BenchVerb(a);
  ConformOptions o = ToOptions(a);
  // On a terminal the usual progress bar; otherwise (a log, CI) a progress line every --progress-every s.
  const bool terminal = isatty(2);
  Ticker ticker(terminal ? 0 : a.progress_every);
  o.progress = [&](const std::string& what, std::uint64_t done, std::uint64_t total) {
    if (terminal) Progress(what, done, total);
    else ticker.Progress(what, done, total);
  };
  o.on_case = [&](const std::string& name) { ticker.Case(name); };
  o.on_result = [&](const CaseResult& r) {
    ticker.Result(r);
    if (r.outcome != Outcome::kPass) fmt::print("{}\n", DescribeResult(r));
    else if (!r.limited.empty()) fmt::print("{}", DescribeLimited(r));
    std::fflush(stdout);
  };
  ConformReport report = RunConform(o);
  fmt::print("engine {} ({}), game {}, state comparison: {}{}\n",
             report.engine_name.empty() ? "(no handshake)" : report.engine_name, a.engine, o.sources.config.game,
             StateCompareName(o.compare.state), o.compare.fields.empty() ? "" : " (chosen fields)");
  if (!report.state_note.empty()) fmt::print("note: {}\n", report.state_note);
  fmt::print("{}", SummaryTable(report));
  fmt::print("{}", DistinctList(report));
  if (report.explore)
    fmt::print("explore: {} playouts generated, {} with something new run as cases, {} novelty features, {} rules fired\n",
               report.explore->candidates, report.explore->emitted, report.explore->features, report.explore->rules_fired);
  fmt::print("{} requests in {:.2f} s\n", report.requests, report.seconds);
  if (!a.junit.empty()) WriteFileAtomic(a.junit, JUnitXml(report, o.sources.config.game));
  int status = ExitStatus(report);
  if (status == kExitBadInput)
    throw Error("conform", report.results.empty() ? "no test cases (no golden traces, perft table or random playouts)"
                           : std::all_of(report.results.begin(), report.results.end(),
                                         [](const CaseResult& r) { return r.outcome == Outcome::kSkip; })
                               ? "the engine declined every case's configuration, so nothing was tested"
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
    cmd->add_option("--golden", a->golden,
                    "golden trace directory (default: installed beside the executable, share/peerage/corpus/golden, or the "
                    "source tree's corpus/golden)");
    cmd->add_flag("--no-golden", a->no_golden, "skip golden traces");
    cmd->add_option("--perft", a->perft,
                    "perft table directory (<dir>/<game>.json; default: share/peerage/corpus/perft beside the executable, "
                    "or the source tree's corpus/perft)");
    cmd->add_flag("--no-perft", a->no_perft, "skip perft tables");
    cmd->add_option("--perft-depth", a->perft_depth, "deepest perft depth to walk through the protocol (0: all listed; each node costs a replay from the start)")
        ->check(Count(0, 64));
    cmd->add_option("--perft-seconds", a->perft_seconds,
                    "time budget shared by the perft positions: the deepest depth each completes within its share "
                    "is checked, said in the output (0: none)")
        ->capture_default_str()
        ->check(Seconds(kMaxSeconds));
    cmd->add_option("--root", a->root,
                    "directory perft tables' trace paths are relative to (default: the default corpus's, else .)");
    cmd->add_option("--random,-n", a->random, "random playouts")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--seed,-s", a->seed, "seed for random playouts and exploration")
        ->capture_default_str()
        ->check(Count(0, kMaxSeed));
    cmd->add_option("--max-steps", a->max_steps, "step bound per random/explore playout (0: the game's maximum)")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--explore", a->explore, "seconds of novelty-guided exploration (0: none)")->check(Seconds(kMaxSeconds));
    cmd->add_option("--explore-cases", a->explore_cases, "cap on exploration cases (0: time box only)")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--state", a->state,
                    "state comparison: public (the game's public state, `peerage schema GAME`; optional fields "
                    "filled with their defaults), full (the reference's whole state, for engines that mirror it), "
                    "observation (every player's) or none")
        ->capture_default_str();
    cmd->add_option("--state-every", a->state_every,
                    "steps between state comparisons (actors and legal actions are compared at every step; a "
                    "state divergence is still reported at its exact step, found by replay); 1: every step")
        ->capture_default_str()
        ->check(Count(1, kMaxCount));
    cmd->add_option("--field", a->fields, "compare only these JSON pointers of the state/observation (repeatable)");
    cmd->add_option("--timeout", a->timeout_ms, "per-request timeout in ms")->capture_default_str()->check(Count(1, 3600000));
    cmd->add_option("--max-line", a->max_line, "longest reply line in bytes")->capture_default_str()->check(Count(1, 1u << 30));
    cmd->add_flag("--allow-stderr", a->allow_stderr, "tolerate engine output on stderr (shown in crash reports)");
    cmd->add_option("--divergences", a->divergences,
                    "divergences collected per case (0: no limit, every case runs to its end): after each, the engine "
                    "is re-synchronised from the reference's state (new_game with start) and the case goes on; "
                    "divergences are grouped by what differs and each group is shrunk and listed once (1: stop "
                    "each case at its first)")
        ->capture_default_str()
        ->check(Count(0, kMaxCount));
    cmd->add_flag("--no-shrink", a->no_shrink, "report failures without shrinking them");
    cmd->add_option("--shrink-seconds", a->shrink_seconds,
                    "time budget per group's witness (cut to a few actions from a position just before the "
                    "divergence, which the game's simplify hook then makes smaller)")->capture_default_str()->check(Seconds(kMaxSeconds));
    cmd->add_option("--shrink-runs", a->shrink_runs, "engine runs budget per group's witness")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--condition-runs", a->condition_runs,
                    "engine runs per new group to find the facts of its witness's position that decide it (each "
                    "public-state field changed on its own and the position loaded into the engine again); 0: groups "
                    "by what differs only, no condition")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--condition-total", a->condition_total,
                    "engine runs per conform run for deciding which group a divergence with a condition joins "
                    "(after them: the first group showing the same difference)")->capture_default_str()->check(Count(0, kMaxCount));
    cmd->add_option("--repro-dir", a->repro_dir, "where reproducer traces go (empty: none)")->capture_default_str();
    cmd->add_option("--junit", a->junit, "write a JUnit XML report here");
    cmd->add_option("--shard", a->shard, "run shard i of n (i/n, 0-based) of the case list");
    cmd->add_option("--progress-every", a->progress_every,
                    "seconds between progress lines on stderr when it is not a terminal (0: none)")
        ->capture_default_str()
        ->check(Seconds(kMaxSeconds));
    cmd->add_option("--bench", a->bench,
                    "measure actions/s through the protocol instead: this many seconds in lockstep with the "
                    "reference (a game that diverges is re-synchronised from the reference's state and played on, "
                    "when the engine loads states; else it counts up to its divergence), then as long with the "
                    "engine alone")
        ->check(Seconds(kMaxSeconds));
    cmd->callback([a] { ConformVerb(*a); });
  }
}

}  // namespace peerage::cli
