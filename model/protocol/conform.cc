#include "model/protocol/conform.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include <fmt/core.h>

#include <map>

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

constexpr int kMaxWitnesses = 10;  // distinct divergences shrunk per run; later ones are reported unshrunk

class Runner {
 public:
  explicit Runner(const ConformOptions& o) : o_(o), engine_(o.engine, o.limits) {}
  ~Runner() { engine_.Disconnect(); }

  // `perft_seconds`: this case's share of the perft budget (0: none).
  CaseResult Run(const Case& c, double perft_seconds = 0) {
    CaseResult r;
    r.source = c.source;
    r.name = c.name;
    r.original_actions = static_cast<int>(c.actions.size());
    auto t0 = Clock::now();
    try {
      if (Connect(c, r)) {
        if (c.perft.empty()) RunTrace(c, r);
        else RunPerft(c, r, perft_seconds);
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
  const std::string& resync_note() const { return resync_note_; }

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

  int MaxDivergences() const { return resync_note_.empty() ? std::max(o_.max_divergences, 1) : 1; }

  // One lockstep run collecting up to `max_divergences`, with a check that nothing unasked-for followed
  // the last reply. Remembers an engine that cannot load states.
  LockstepResult PlayAll(const Case& c, int max_divergences) {
    LockstepResult lr = RunLockstep(engine_, c, o_.compare, max_divergences);
    if (lr.resync_refused && resync_note_.empty())
      resync_note_ = "the engine cannot load states (new_game with start: " + lr.resync_refused->code + ": " +
                     lr.resync_refused->message + "), so each case stopped at its first divergence";
    if (lr.declined || (!lr.divergences.empty() && lr.divergences.back().fault)) return lr;
    try {
      engine_.CheckQuiet();
    } catch (const EngineFault& f) {
      Divergence d = FaultDivergence(f, lr.steps);
      if (!lr.divergence) lr.divergence = d;
      lr.divergences.push_back(std::move(d));
    }
    return lr;
  }

  // The first divergence only, as a run without re-synchronisation sees it.
  std::optional<Divergence> Play(const Case& c, int* steps) {
    LockstepResult lr = PlayAll(c, 1);
    if (steps) *steps = lr.steps;
    return lr.divergence;
  }

  void Skip(CaseResult& r, const ErrorInfo& refusal) {
    r.outcome = Outcome::kSkip;
    r.error = std::string(refusal.code == code::kBadState ? "the engine declined the start state"
                                                          : "the engine declined the configuration") +
              " (" + refusal.code + ": " + refusal.message + ")";
  }

  void RunTrace(const Case& c, CaseResult& r) {
    LockstepResult lr = PlayAll(c, MaxDivergences());
    r.steps = lr.steps;
    if (lr.declined) return Skip(r, *lr.declined);
    if (lr.divergences.empty()) return;
    Fail(c, lr.divergences.front(), r, true);
    for (size_t k = 1; k < lr.divergences.size(); ++k) Later(c, lr.divergences[k], r, static_cast<int>(k));
  }

  void RunPerft(const Case& c, CaseResult& r, double seconds) {
    const int depth = static_cast<int>(c.perft.size());
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    PerftWalk walk;
    int done = 0;
    try {
      // Iterative deepening: each depth is a complete walk, so the deepest one finished in time is checked.
      for (int d = 1; d <= depth; ++d) {
        std::optional<Clock::time_point> limit;
        if (d > 1 && seconds > 0) limit = deadline;
        PerftWalk w = WalkPerft(engine_, c, d, limit);
        if (w.declined) return Skip(r, *w.declined);
        if (!w.complete) break;
        walk = std::move(w);
        done = d;
        if (walk.counts[d - 1] != c.perft[d - 1] || walk.mismatch_path) break;
      }
    } catch (const EngineFault& f) {
      return Fail(c, FaultDivergence(f, static_cast<int>(c.actions.size())), r, false);
    }
    if (done < depth && (done == 0 || (walk.counts[done - 1] == c.perft[done - 1] && !walk.mismatch_path)))
      r.limited = "perft checked to depth " + std::to_string(done) + " of " + std::to_string(depth) + ": the " +
                  fmt::format("{:.1f}", seconds) + " s budget for this position (--perft-seconds) ran out during depth " +
                  std::to_string(done + 1);
    int bad_depth = 0;
    for (int d = 1; d <= done; ++d) {
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

  // Writes `repro` as a peerage trace named for the case; the path, or empty (with a note) on failure.
  std::string WriteRepro(const Case& repro, const Divergence& d, const std::string& name, CaseResult& r) {
    if (o_.repro_dir.empty()) return "";
    try {
      auto state = CaseStart(repro);
      for (const std::string& a : repro.actions) state->ApplyActionText(a);
      std::string note = "peerage conform: " + r.source + " case " + r.name + ": " + d.kind + " at step " +
                         std::to_string(d.step) + ": " + d.summary;
      if (d.resynced) note += " (found after re-synchronising from the reference's state; replayed alone, an earlier divergence may show first)";
      std::filesystem::create_directories(o_.repro_dir);
      std::string path = (std::filesystem::path(o_.repro_dir) / FileName(r.source, name)).string();
      WriteFileAtomic(path, WriteTrace(RecordTrace(*state, true, note)));
      return path;
    } catch (const std::exception& e) {
      r.notes.push_back(std::string("could not write the reproducer: ") + e.what());
      return "";
    }
  }

  // A candidate runner for shrinking: the first divergence of the candidate when `first_only`, otherwise
  // (re-synchronising) the first whose kind and decision match `target`'s.
  CaseRunner ShrinkRunner(const Divergence& target, bool first_only) {
    return [this, target, first_only](const Case& candidate) -> std::optional<Divergence> {
      try {
        engine_.Connect();
      } catch (const EngineFault&) {
        return std::nullopt;
      }
      if (first_only) return Play(candidate, nullptr);
      for (Divergence& d : PlayAll(candidate, MaxDivergences()).divergences)
        if (d.kind == target.kind && d.phase == target.phase && d.decision == target.decision) return d;
      return std::nullopt;
    };
  }

  // Records a failure: shrinks it (if asked and it is new), puts `context` lines ahead of its details and
  // writes the reproducer trace.
  void Fail(const Case& c, Divergence d, CaseResult& r, bool shrink, const std::vector<std::string>& context = {}) {
    r.outcome = Outcome::kFail;
    Case repro = c;
    repro.actions.resize(std::min<std::size_t>(c.actions.size(), static_cast<std::size_t>(std::max(d.needed, 0))));
    const std::string sig = Signature(d);
    auto seen = witnessed_.find(sig);
    if (seen != witnessed_.end()) {
      r.same_as = seen->second;
    } else if (shrink && o_.shrink && d.needed > 0) {
      ShrinkResult s = Shrink(c, d, ShrinkRunner(d, true), o_.shrink_options);
      r.shrunk_actions = static_cast<int>(s.shrunk.actions.size());
      r.shrink_runs = s.runs;
      repro = s.shrunk;
      d = s.divergence;
    }
    if (seen == witnessed_.end()) witnessed_[sig] = r.source + "/" + r.name;
    d.details.insert(d.details.begin(), context.begin(), context.end());
    r.divergence = d;
    r.reproducer = WriteRepro(repro, d, r.name, r);
  }

  // Records divergence number `k` (from 1) found after re-synchronising: a new one gets its own shrunk
  // witness and reproducer; one already witnessed is listed with where it was first seen.
  void Later(const Case& c, const Divergence& d, CaseResult& r, int k) {
    Witness w;
    w.divergence = d;
    w.original_actions = std::min(d.needed, static_cast<int>(c.actions.size()));
    const std::string sig = Signature(d);
    if (witnessed_.count(sig)) {
      r.later.push_back(std::move(w));
      return;
    }
    Case repro = c;
    repro.actions.resize(static_cast<std::size_t>(w.original_actions));
    if (o_.shrink && !d.fault && w.original_actions > 0 && static_cast<int>(witnessed_.size()) < kMaxWitnesses) {
      ShrinkResult s = Shrink(repro, d, ShrinkRunner(d, false), o_.shrink_options);
      w.shrunk_actions = static_cast<int>(s.shrunk.actions.size());
      w.shrink_runs = s.runs;
      repro = s.shrunk;
    }
    witnessed_[sig] = r.source + "/" + r.name;
    std::string base = r.name;  // "x.trace.json" -> "x-2"
    if (base.size() > 11 && base.compare(base.size() - 11, 11, ".trace.json") == 0) base.resize(base.size() - 11);
    w.reproducer = WriteRepro(repro, d, base + "-" + std::to_string(k + 1), r);
    r.later.push_back(std::move(w));
  }

  const ConformOptions& o_;
  RemoteEngine engine_;
  int unusable_ = 0;
  std::string resync_note_;
  std::map<std::string, std::string> witnessed_;  // signature -> the case where it was first reported
};

// Every divergence of the run by signature, in the order first seen, with the first occurrence's witness.
std::vector<DistinctDivergence> Group(const std::vector<CaseResult>& results) {
  std::vector<DistinctDivergence> out;
  auto add = [&](const CaseResult& r, const Witness& w) {
    std::string sig = Signature(w.divergence);
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& g) { return g.signature == sig; });
    if (it == out.end()) {
      it = out.insert(out.end(), DistinctDivergence{sig, r.source + "/" + r.name, 0, w});
    } else if (it->witness.reproducer.empty() && !w.reproducer.empty() && it->witness.shrunk_actions < 0) {
      it->witness = w;
    }
    ++it->occurrences;
  };
  for (const CaseResult& r : results) {
    if (r.outcome != Outcome::kFail || !r.divergence) continue;
    add(r, Witness{*r.divergence, r.original_actions, r.shrunk_actions, r.shrink_runs, r.reproducer});
    for (const Witness& w : r.later) add(r, w);
  }
  return out;
}

void Validate(const ConformOptions& o) {
  Registry::Instance().Get(o.sources.config.game);
  MakeContext(o.sources.config);
  if (o.engine.empty()) throw ConfigError("--engine", "name the engine command to test");
  if (o.shards < 1 || o.shard < 0 || o.shard >= o.shards)
    throw ConfigError("--shard", "expected i/n with 0 <= i < n");
  if (o.limits.timeout_ms < 1) throw ConfigError("--timeout", "must be at least 1 ms");
  if (o.max_divergences < 1) throw ConfigError("--divergences", "must be at least 1 (1: stop each case at its first)");
  if (o.compare.state_every < 1) throw ConfigError("--state-every", "must be at least 1 (1: the state at every step)");
  if (o.perft_seconds < 0) throw ConfigError("--perft-seconds", "must not be negative");
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
    case Outcome::kSkip: return "skip";
  }
  return "?";
}

StateCompare EffectiveStateCompare(const CompareOptions& options, const std::string& game, std::string* note) {
  StateCheck check(Registry::Instance().Get(game), options);
  if (note && check.mode() != options.state)
    *note = "game " + game + " has no public state yet, so states were not compared (only actors, scores and legal "
            "actions); use --state full or observation to compare more";
  return check.mode();
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
  // The perft budget is shared: each perft case gets what is left divided by the perft cases left.
  int perft_left = static_cast<int>(std::count_if(cases.begin(), cases.end(), [](const Case& c) { return !c.perft.empty(); }));
  double perft_budget = o.perft_seconds;
  for (size_t i = 0; i < cases.size(); ++i) {
    if (o.progress) o.progress("conform", i, cases.size());
    if (o.on_case) o.on_case(cases[i].source + "/" + cases[i].name);
    double share = 0;
    if (!cases[i].perft.empty() && o.perft_seconds > 0) share = std::max(perft_budget, 0.0) / perft_left--;
    CaseResult r = runner.Run(cases[i], share);
    if (!cases[i].perft.empty()) perft_budget -= r.seconds;
    finish(std::move(r));
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
      if (o.on_case) o.on_case(c.source + "/" + c.name);
      finish(runner.Run(c));
      if (o.progress) o.progress("explore (ms)", std::min<std::uint64_t>(static_cast<std::uint64_t>(Since(begin) * 1000), total_ms), total_ms);
    }
    if (o.progress) o.progress("explore (ms)", total_ms, total_ms);
    report.explore = explorer.stats();
  }
  report.distinct = Group(report.results);
  report.resync_note = runner.resync_note();
  EffectiveStateCompare(o.compare, o.sources.config.game, &report.state_note);
  report.engine_name = runner.engine_name();
  report.requests = runner.requests();
  report.seconds = Since(t0);
  return report;
}

int ExitStatus(const ConformReport& report) {
  bool fail = false, ran = false;
  for (const CaseResult& r : report.results) {
    if (r.outcome == Outcome::kError) return 2;
    fail |= r.outcome == Outcome::kFail;
    ran |= r.outcome != Outcome::kSkip;
  }
  if (!ran) return 2;
  return fail ? 1 : 0;
}

}  // namespace peerage::protocol
