// Runs everything a report shows: playouts per player count and per reading, the differential search
// per reading, the findings hunt, and shrinks every witness.
#include <fmt/core.h>

#include "model/analysis/report.h"

#include <filesystem>

#include "model/core/error.h"
#include "model/core/state.h"

#include <nlohmann/json.hpp>

namespace peerage {

std::string Percent(std::uint64_t part, std::uint64_t whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : "–";
}

std::string MeanLength(const PlayStats& s) {
  return s.games ? fmt::format("{:.1f}", static_cast<double>(s.actions) / s.games) : "–";
}

std::string OutcomeList(const PlayStats& s) {
  std::string out;
  for (const auto& [key, n] : s.outcomes) out += (out.empty() ? "" : ", ") + key + " " + Percent(n, s.terminal);
  return out.empty() ? "–" : out;
}

std::string MeanScores(const PlayStats& s) {
  std::string out;
  for (int p = 0; p < s.players; ++p) {
    std::int64_t total = 0;
    std::uint64_t n = 0;
    for (const auto& [score, count] : s.scores[p]) {
      total += score * static_cast<std::int64_t>(count);
      n += count;
    }
    out += (out.empty() ? "" : ", ") + fmt::format("p{} {:.2f}", p, n ? static_cast<double>(total) / n : 0.0);
  }
  return out;
}

std::string WitnessState(const Trace& witness) {
  try {
    return Replay(witness, {.check_checkpoints = false, .where = "witness"})->ToJson()["state"].dump(1);
  } catch (const Error& e) {
    return std::string("(does not replay: ") + e.what() + ")";
  }
}

std::string WitnessPicture(const Trace& witness) {
  try {
    auto state = Replay(witness, {.check_checkpoints = false, .where = "witness"});
    return state->info().render ? state->info().render(*state) : "";
  } catch (const Error&) {
    return "";  // WitnessState already says why it does not replay
  }
}

namespace {

void AddFindings(GameReport& r, const std::string& run, const PlayStats& s) {
  for (const FindingSummary& f : s.findings) {
    ReportFinding rf{run, f, f.witness.steps.size()};
    std::uint64_t replays = 0;
    if (f.first.kind == FindingKind::kDeadlock)
      rf.summary.witness = ShrinkDeadlockWitness(f.witness, r.options.shrink_budget, &replays);
    else if (f.first.kind != FindingKind::kLivelock)  // a step-bound overrun cannot be shortened
      rf.summary.witness = ShrinkFindingWitness(f.witness, f.first, r.options.shrink_budget, &replays);
    r.findings.push_back(std::move(rf));
  }
}

// A witness from the coverage-guided search replaces the random search's if it still shows a divergence
// on this engine and is shorter. Its trace names the players and readings it was found under.
void MergeFuzzWitness(DifferentialResult& d, const GameInfo& info, const std::string& dir) {
  std::string path = dir + "/" + info.name + "--" + d.interpretation + "=" + d.reading_b + ".trace.json";
  if (!std::filesystem::exists(path)) return;
  Trace t;
  try {
    t = ReadTraceFile(path);
  } catch (const Error&) {
    return;
  }
  if (t.game != info.name) return;
  std::vector<std::string> actions;
  for (const auto& s : t.steps) actions.push_back(s.action);
  GameConfig a{.game = info.name, .players = t.players, .settings = {}};
  GameConfig b{.game = info.name, .players = t.players, .settings = {{d.interpretation, d.reading_b}}};
  bool valid = false;
  std::optional<Divergence> found;
  try {
    found = FirstDivergence(a, b, actions, &valid);
  } catch (const Error&) {
    return;
  }
  if (!valid || !found) return;  // stale: the engine changed since the search
  if (d.divergence && d.divergence->step <= found->step) return;
  found->witness.note = "found by the coverage-guided search (libFuzzer): under " + d.interpretation + "=" +
                        d.reading_b + ": " + found->detail;
  d.divergence = std::move(found);
}

// A loop witness kept by the play fuzzer (<dir>/<game>--loop.trace.json, fuzz/play_fuzzer.cc) becomes a
// finding if it still shows a loop on this engine (CheckLoopWitness); a stale or unreadable file is skipped.
void MergeFuzzLoopWitness(GameReport& r, const GameInfo& info, const std::string& dir) {
  const std::string path = dir + "/" + info.name + "--loop.trace.json";
  if (!info.position_key || !std::filesystem::exists(path)) return;
  std::optional<FindingSummary> f;
  try {
    const Trace t = ReadTraceFile(path);
    if (t.game != info.name) return;
    f = CheckLoopWitness(t);
  } catch (const Error&) {
    return;
  }
  if (!f) return;
  std::string readings;
  for (const auto& [id, reading] : f->witness.interpretations)
    for (const Interpretation& in : info.interpretations)
      if (in.id == id && in.default_reading != reading) readings += (readings.empty() ? "" : ", ") + id + "=" + reading;
  const std::size_t steps = f->witness.steps.size();
  r.findings.push_back({"coverage-guided fuzzing (play_fuzzer), readings: " + (readings.empty() ? "defaults" : readings),
                        std::move(*f), steps});
}

}  // namespace

GameReport BuildReport(const GameInfo& info, const ReportOptions& options, std::vector<SolverAnswer> solver) {
  GameReport r;
  r.info = &info;
  r.options = options;
  r.solver = std::move(solver);
  auto progress = [&options](std::string stage) {
    return [&options, stage](std::uint64_t d, std::uint64_t t) {
      if (options.progress) options.progress(stage, d, t);
    };
  };
  for (int p = info.min_players; p <= info.max_players; ++p) {
    GameConfig c{.game = info.name, .players = p, .settings = {}, .data_file = options.data_file};
    PlayOptions po{.seed = options.seed, .games = options.games, .max_steps = 0, .policy = {},
                   .progress = progress(fmt::format("playouts, {} players", p))};
    r.base.push_back(RunPlayouts(MakeContext(c), po));
    AddFindings(r, fmt::format("{} players, default readings", p), r.base.back());
    HuntOptions ho{.seed = options.seed, .games = options.hunt_games, .max_steps = 0,
                   .shrink_budget = options.shrink_budget};
    HuntResult h = HuntCyclesAndInvariants(MakeContext(c), ho);
    r.hunt_games += h.games;
    r.hunt_steps += h.steps;
    for (auto& f : h.findings) r.findings.push_back({fmt::format("hunt, {} players, default readings", p), f, f.witness.steps.size()});
  }
  if (options.data_file.empty()) MergeFuzzLoopWitness(r, info, options.witness_dir);
  {
    GameConfig c{.game = info.name, .players = info.default_players, .settings = {}, .data_file = options.data_file};
    PlayOptions po{.seed = options.seed, .games = options.games_per_reading, .max_steps = 0, .policy = {}, .progress = {}};
    r.reading_baseline = RunPlayouts(MakeContext(c), po);
  }
  std::uint64_t pairs = 0, done = 0;
  for (const Interpretation& i : info.interpretations) pairs += i.readings.size() - 1;
  for (const Interpretation& i : info.interpretations) {
    for (const Reading& reading : i.readings) {
      if (reading.id == i.default_reading) continue;
      std::string key = i.id + "=" + reading.id;
      GameConfig c{.game = info.name, .players = info.default_players, .settings = {{i.id, reading.id}},
                   .data_file = options.data_file};
      PlayOptions po{.seed = options.seed, .games = options.games_per_reading, .max_steps = 0, .policy = {}, .progress = {}};
      r.by_reading[key] = RunPlayouts(MakeContext(c), po);
      AddFindings(r, "reading " + key, r.by_reading[key]);
      DifferentialOptions dopt{.seed = options.seed, .games = options.diff_games, .max_steps = 2000,
                               .shrink_budget = options.shrink_budget, .data_file = options.data_file};
      r.diff[key] = SearchDivergence(info, info.default_players, i.id, i.default_reading, reading.id, dopt);
      if (options.data_file.empty()) MergeFuzzWitness(r.diff[key], info, options.witness_dir);
      if (options.progress) options.progress("readings", ++done, pairs);
    }
  }
  if (const ReportExtension* ext = FindReportExtension(info.name); ext && ext->sections) {
    ReportExtensionOptions eo{.seed = options.seed, .certificate_dir = "corpus/foresight", .progress = options.progress};
    r.extra = ext->sections(info, eo);
  }
  r.rule_totals.assign(info.rules.size(), 0);
  for (const PlayStats& s : r.base)
    for (size_t k = 0; k < r.rule_totals.size(); ++k) r.rule_totals[k] += s.rule_counts[k];
  for (const auto& [_, s] : r.by_reading)
    for (size_t k = 0; k < r.rule_totals.size(); ++k) r.rule_totals[k] += s.rule_counts[k];
  return r;
}

}  // namespace peerage
