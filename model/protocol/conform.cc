#include "model/protocol/conform.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/perft.h"
#include "model/core/trace.h"
#include "model/protocol/perft_walk.h"

namespace peerage::protocol {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kUnusableAfter = 3;  // handshake failures in a row before the remaining cases are skipped

double Since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string FileName(const std::string& source, const std::string& name) {
  std::string s = source + "-";
  for (char c : name) s += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '_';
  if (s.size() > 11 && s.compare(s.size() - 11, 11, ".trace.json") == 0) s.resize(s.size() - 11);
  return s + ".trace.json";
}

Divergence FaultDivergence(const EngineFault& f, int step) {
  Divergence d;
  d.kind = FaultName(f.kind());
  d.fault = true;
  d.step = d.needed = step;
  d.summary = f.why();
  return d;
}

class Runner {
 public:
  explicit Runner(const ConformOptions& o) : o_(o), engine_(o.engine, o.limits) {}
  ~Runner() { engine_.Disconnect(); }

  CaseResult Run(const Case& c) {
    CaseResult r;
    r.source = c.source;
    r.name = c.name;
    r.original_actions = static_cast<int>(c.actions.size());
    auto t0 = Clock::now();
    try {
      if (Connect(c, r)) {
        if (c.perft.empty()) RunTrace(c, r);
        else RunPerft(c, r);
      }
    } catch (const EngineFault& f) {  // a fault outside a lockstep run (e.g. during a perft re-check)
      Fail(c, FaultDivergence(f, static_cast<int>(c.actions.size())), r, false);
    } catch (const Error& e) {
      r.outcome = Outcome::kError;
      r.error = "bad case: " + std::string(e.what());
    }
    r.seconds = Since(t0);
    return r;
  }

  std::string engine_name() const { return engine_.hello().engine; }
  std::uint64_t requests() const { return engine_.requests(); }

 private:
  // Starts the engine if needed; on failure the case is an error (the engine is unusable).
  bool Connect(const Case& c, CaseResult& r) {
    if (unusable_ >= kUnusableAfter) {
      r.outcome = Outcome::kError;
      r.error = "skipped: the engine failed its handshake " + std::to_string(unusable_) + " times in a row";
      return false;
    }
    try {
      engine_.Connect();
    } catch (const EngineFault& f) {
      ++unusable_;
      r.outcome = Outcome::kError;
      r.error = std::string("engine unusable (") + FaultName(f.kind()) + "): " + f.why();
      r.divergence = FaultDivergence(f, 0);
      return false;
    }
    unusable_ = 0;
    const auto& games = engine_.hello().games;
    if (std::find(games.begin(), games.end(), c.config.game) == games.end()) {
      std::string list;
      for (const auto& g : games) list += (list.empty() ? "" : ", ") + g;
      r.outcome = Outcome::kError;
      r.error = "engine unusable: it does not list game " + c.config.game + " (it lists: " + list + ")";
      return false;
    }
    return true;
  }

  // One lockstep run, with a check that nothing unasked-for followed the last reply.
  std::optional<Divergence> Play(const Case& c, int* steps) {
    LockstepResult lr = RunLockstep(engine_, c, o_.compare);
    if (steps) *steps = lr.steps;
    if (lr.divergence) return lr.divergence;
    try {
      engine_.CheckQuiet();
    } catch (const EngineFault& f) {
      return FaultDivergence(f, lr.steps);
    }
    return std::nullopt;
  }

  void RunTrace(const Case& c, CaseResult& r) {
    if (auto d = Play(c, &r.steps)) Fail(c, std::move(*d), r, true);
  }

  void RunPerft(const Case& c, CaseResult& r) {
    const int depth = static_cast<int>(c.perft.size());
    PerftWalk walk;
    try {
      walk = WalkPerft(engine_, c, depth);
    } catch (const EngineFault& f) {
      return Fail(c, FaultDivergence(f, static_cast<int>(c.actions.size())), r, false);
    }
    int bad_depth = 0;
    for (int d = 1; d <= depth; ++d) {
      r.notes.push_back("depth " + std::to_string(d) + ": table " + std::to_string(c.perft[d - 1]) + ", engine " +
                        std::to_string(walk.counts[d - 1]));
      if (!bad_depth && walk.counts[d - 1] != c.perft[d - 1]) bad_depth = d;
    }
    r.steps = static_cast<int>(walk.nodes);
    if (!bad_depth && !walk.mismatch_path) return;
    auto position = CaseStart(c);
    for (const std::string& a : c.actions) position->ApplyActionText(a);
    std::vector<std::string> lines;
    if (bad_depth) {
      std::uint64_t reference = Perft(*position, bad_depth);
      if (reference != c.perft[bad_depth - 1] && !walk.mismatch_path) {
        r.outcome = Outcome::kError;
        r.error = "the perft table is stale: depth " + std::to_string(bad_depth) + " lists " +
                  std::to_string(c.perft[bad_depth - 1]) + " but the reference counts " + std::to_string(reference);
        return;
      }
      lines.push_back("perft depth " + std::to_string(bad_depth) + ": table " + std::to_string(c.perft[bad_depth - 1]) +
                      ", engine " + std::to_string(walk.counts[bad_depth - 1]) + "; divide:");
      for (auto& l : DivideDiff(*position, walk, bad_depth)) lines.push_back(std::move(l));
    }
    Case located = c;
    located.perft.clear();
    if (walk.mismatch_path) {
      for (const auto& a : *walk.mismatch_path) located.actions.push_back(a);
      lines.push_back("first differing node: " + std::to_string(walk.mismatch_path->size()) +
                      " action(s) below the position");
    }
    // Replay the located path in lockstep for the standard report (rules, fields), then shrink it.
    std::optional<Divergence> d;
    if (walk.mismatch_path && Connect(located, r)) d = Play(located, &r.steps);
    if (r.outcome == Outcome::kError) return;
    if (!d) {
      Divergence p;
      p.kind = "perft";
      p.summary = walk.mismatch_path ? "legal actions differ during the perft walk" : "perft counts differ";
      p.step = p.needed = static_cast<int>(located.actions.size());
      for (const auto& m : walk.mismatch) p.details.push_back(m);
      d = p;
    }
    r.original_actions = static_cast<int>(located.actions.size());
    bool shrink = d->kind != "perft";
    Fail(located, std::move(*d), r, shrink, lines);
  }

  // Records a failure: shrinks it (if asked), puts `context` lines ahead of its details and writes the
  // reproducer trace.
  void Fail(const Case& c, Divergence d, CaseResult& r, bool shrink, const std::vector<std::string>& context = {}) {
    r.outcome = Outcome::kFail;
    Case repro = c;
    repro.actions.resize(std::min<std::size_t>(c.actions.size(), static_cast<std::size_t>(std::max(d.needed, 0))));
    if (shrink && o_.shrink && d.needed > 0) {
      CaseRunner run = [this](const Case& candidate) -> std::optional<Divergence> {
        try {
          engine_.Connect();
        } catch (const EngineFault&) {
          return std::nullopt;
        }
        return Play(candidate, nullptr);
      };
      ShrinkResult s = Shrink(c, d, run, o_.shrink_options);
      r.shrunk_actions = static_cast<int>(s.shrunk.actions.size());
      r.shrink_runs = s.runs;
      repro = s.shrunk;
      d = s.divergence;
    }
    d.details.insert(d.details.begin(), context.begin(), context.end());
    r.divergence = d;
    if (!o_.repro_dir.empty()) {
      try {
        auto state = CaseStart(repro);
        for (const std::string& a : repro.actions) state->ApplyActionText(a);
        std::string note = "peerage conform: " + r.source + " case " + r.name + ": " + d.kind + " at step " +
                           std::to_string(d.step) + ": " + d.summary;
        std::filesystem::create_directories(o_.repro_dir);
        std::string path = (std::filesystem::path(o_.repro_dir) / FileName(r.source, r.name)).string();
        WriteFileAtomic(path, WriteTrace(RecordTrace(*state, true, note)));
        r.reproducer = path;
      } catch (const std::exception& e) {
        r.notes.push_back(std::string("could not write the reproducer: ") + e.what());
      }
    }
  }

  const ConformOptions& o_;
  RemoteEngine engine_;
  int unusable_ = 0;
};

void Validate(const ConformOptions& o) {
  Registry::Instance().Get(o.sources.config.game);
  MakeContext(o.sources.config);
  if (o.engine.empty()) throw ConfigError("--engine", "name the engine command to test");
  if (o.shards < 1 || o.shard < 0 || o.shard >= o.shards)
    throw ConfigError("--shard", "expected i/n with 0 <= i < n");
  if (o.limits.timeout_ms < 1) throw ConfigError("--timeout", "must be at least 1 ms");
  for (const std::string& f : o.compare.fields) {
    try {
      Json::json_pointer p(f);
      (void)p;
    } catch (const nlohmann::json::exception&) {
      throw ConfigError("--field " + f, "not a JSON pointer (e.g. /state/phase)");
    }
  }
}

}  // namespace

const char* OutcomeName(Outcome o) {
  switch (o) {
    case Outcome::kPass: return "pass";
    case Outcome::kFail: return "fail";
    case Outcome::kError: return "error";
  }
  return "?";
}

ConformReport RunConform(const ConformOptions& o) {
  Validate(o);
  auto t0 = Clock::now();
  std::vector<Case> cases = Shard(BuildCases(o.sources), o.shard, o.shards);
  ConformReport report;
  Runner runner(o);
  auto finish = [&](CaseResult r) {
    if (o.on_result) o.on_result(r);
    report.results.push_back(std::move(r));
  };
  for (size_t i = 0; i < cases.size(); ++i) {
    if (o.progress) o.progress("conform", i, cases.size());
    finish(runner.Run(cases[i]));
  }
  if (o.progress && !cases.empty()) o.progress("conform", cases.size(), cases.size());
  if (o.explore_seconds > 0) {
    auto start = NewGame(o.sources.config);
    Explorer explorer(*start, SubSeed(o.sources.seed, 0x6578706c), o.sources.max_steps);
    auto begin = Clock::now();
    auto deadline = begin + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.explore_seconds));
    auto total_ms = static_cast<std::uint64_t>(o.explore_seconds * 1000);
    int index = 0, run = 0;
    while (o.explore_cases == 0 || run < o.explore_cases) {
      auto actions = explorer.Next(deadline);
      if (!actions) break;
      int j = index++;
      if (j % o.shards != o.shard) continue;
      Case c;
      c.source = "explore";
      c.name = "explore#" + std::to_string(j);
      c.config = o.sources.config;
      c.config.players = start->NumPlayers();
      c.config.settings = start->context().settings;
      c.config.data_file = start->context().data_file;
      c.actions = std::move(*actions);
      ++run;
      finish(runner.Run(c));
      if (o.progress) o.progress("explore (ms)", std::min<std::uint64_t>(static_cast<std::uint64_t>(Since(begin) * 1000), total_ms), total_ms);
    }
    if (o.progress) o.progress("explore (ms)", total_ms, total_ms);
    report.explore = explorer.stats();
  }
  report.engine_name = runner.engine_name();
  report.requests = runner.requests();
  report.seconds = Since(t0);
  return report;
}

int ExitStatus(const ConformReport& report) {
  if (report.results.empty()) return 2;
  bool fail = false;
  for (const CaseResult& r : report.results) {
    if (r.outcome == Outcome::kError) return 2;
    fail |= r.outcome == Outcome::kFail;
  }
  return fail ? 1 : 0;
}

BenchResult Bench(const ConformOptions& o, double seconds) {
  Validate(o);
  BenchResult b;
  RemoteEngine engine(o.engine, o.limits);
  engine.Connect();
  while (b.seconds < seconds) {
    Case c = RandomCase(o.sources.config, o.sources.seed, static_cast<int>(b.games), o.sources.max_steps);
    auto t0 = Clock::now();
    LockstepResult lr = RunLockstep(engine, c, o.compare);
    b.seconds += Since(t0);
    if (lr.divergence)
      throw Error("bench", "the engine diverged on " + c.name + " (" + lr.divergence->kind + ": " +
                               lr.divergence->summary + "); run conform first");
    b.actions += static_cast<std::uint64_t>(lr.steps);
    ++b.games;
  }
  b.requests = engine.requests();
  engine.Disconnect();
  return b;
}

}  // namespace peerage::protocol
