#include "model/protocol/bench.h"

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <nlohmann/json.hpp>

#include "model/core/playout.h"
#include "model/core/rng.h"

namespace peerage::protocol {
namespace {

using Clock = std::chrono::steady_clock;
double SecondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// CPU seconds (user + system) this process has used.
double OwnCpu() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
  return s(u.ru_utime) + s(u.ru_stime);
}

// CPU seconds (user + system) process `pid` has used, from /proc (Linux); -1 if unknown.
double ProcessCpu(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  if (pid <= 0 || !std::getline(in, text)) return -1;
  auto close = text.rfind(')');  // the command name may hold spaces; fields resume after it
  if (close == std::string::npos) return -1;
  std::istringstream fields(text.substr(close + 2));
  std::string field;
  double ticks = 0;
  for (int k = 3; k <= 15 && fields >> field; ++k)  // field 3 is the state; 14 utime, 15 stime
    if (k >= 14) ticks += std::strtod(field.c_str(), nullptr);
  return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// Random playouts through the engine's own legal lists for `seconds`: the next action (uniform among
// the listed ones, chance outcomes included) is applied in the same batch as the status and legal
// requests of the position it leads to, so each step costs one round trip.
void Alone(RemoteEngine& engine, const ConformOptions& o, double seconds, BenchResult& b) {
  auto context = MakeContext(o.sources.config);
  const int max_steps = o.sources.max_steps > 0 ? o.sources.max_steps : DeclaredMaxLength(*context);
  Rng rng(SubSeed(o.sources.seed, 0x616c6f6e));
  const std::uint64_t requests0 = engine.requests();
  auto t0 = Clock::now();
  while (SecondsSince(t0) < seconds) {
    if (auto refusal = engine.NewGame(*context, nullptr))
      throw Error("bench", "the engine declined the configuration (" + refusal->code + ": " + refusal->message + ")");
    std::optional<std::string> action;
    int steps = 0;
    while (true) {
      std::optional<RemoteEngine::Queued> apply;
      if (action) apply = engine.QueueApply(*action);
      auto status = engine.QueueStatus();
      auto legal = engine.QueueLegal();
      std::vector<std::string> replies;
      engine.Flush(replies);
      std::size_t r = 0;
      if (apply) {
        if (engine.ApplyOf(replies[r++], *apply)) {
          ++b.alone_cut;
          break;
        }
        ++steps;
      }
      if (engine.StatusOf(replies[r++], status).actor == "terminal") break;
      LegalReply l = engine.LegalOf(replies[r++], legal);
      if (l.actions.empty() || steps >= max_steps) {
        b.alone_cut += l.actions.empty() ? 0 : 1;
        break;
      }
      action = l.actions[rng.Below(l.actions.size())];
    }
    b.alone_actions += static_cast<std::uint64_t>(steps);
    ++b.alone_games;
  }
  b.alone_seconds = SecondsSince(t0);
  b.alone_requests = engine.requests() - requests0;
}

}  // namespace

BenchResult Bench(const ConformOptions& o, double seconds) {
  std::string note;
  EffectiveStateCompare(o.compare, o.sources.config.game, &note);  // checks the game too
  BenchResult b;
  RemoteEngine engine(o.engine, o.limits);
  engine.Connect();
  double runner_cpu = 0, engine_cpu = 0;
  bool engine_known = true;
  while (b.seconds < seconds) {
    Case c = RandomCase(o.sources.config, o.sources.seed, static_cast<int>(b.games), o.sources.max_steps);
    if (!engine.connected()) engine.Connect();
    const std::uint64_t before = engine.requests();
    const double own0 = OwnCpu(), engine0 = ProcessCpu(engine.pid());
    auto t0 = Clock::now();
    // Re-synchronised at every divergence (when the engine loads states), so a diverging engine still
    // plays whole games in lockstep.
    LockstepResult lr = RunLockstep(engine, c, o.compare, 0);
    b.seconds += SecondsSince(t0);
    const double engine1 = engine.connected() ? ProcessCpu(engine.pid()) : -1;
    runner_cpu += OwnCpu() - own0;
    if (engine0 >= 0 && engine1 >= 0) engine_cpu += engine1 - engine0;
    else engine_known = false;
    b.requests += engine.requests() - before;
    if (lr.declined)
      throw Error("bench", "the engine declined the configuration (" + lr.declined->code + ": " + lr.declined->message + ")");
    if (lr.divergence) {
      ++b.diverged;
      if (b.first_divergence.empty())
        b.first_divergence = c.name + " at step " + std::to_string(lr.divergence->step) + ": " + lr.divergence->kind +
                             ": " + lr.divergence->summary;
    }
    b.actions += static_cast<std::uint64_t>(lr.steps);
    b.resyncs += static_cast<std::uint64_t>(lr.resyncs);
    ++b.games;
  }
  b.runner_cpu = runner_cpu;
  if (engine_known) b.engine_cpu = engine_cpu;
  if (!engine.connected()) engine.Connect();
  Alone(engine, o, seconds, b);
  engine.Disconnect();
  return b;
}

}  // namespace peerage::protocol
