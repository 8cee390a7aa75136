// `peerage replay TRACE`, `peerage perft GAME`, `peerage fuzz-to-trace FILE`, `peerage trace-to-fuzz TRACE`.
#include <filesystem>
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/project_root.h"
#include "model/analysis/fuzz_decode.h"
#include "model/analysis/fuzz_starts.h"
#include "model/analysis/perft_table.h"
#include "model/core/error.h"
#include "model/core/input_file.h"
#include "model/core/perft.h"
#include "model/core/trace.h"

namespace peerage::cli {
namespace {

std::string Join(const std::vector<std::int64_t>& v) {
  std::string s;
  for (auto x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}

// The end position of a replay, and the steps that led there (all of them, or up to a divergence).
struct Replayed {
  std::unique_ptr<State> state;
  std::size_t steps = 0;
  GameConfig config;  // the readings the steps were applied under
};

void PrintSteps(const Trace& trace, const Replayed& r, const std::string& path) {
  // Step by step again, printing the rule ids each action fired.
  auto step = trace.start ? StateFromJson(*trace.start, path) : NewGame(r.config);
  for (size_t k = 0; k < r.steps; ++k) {
    // A report example's file keeps the play that reaches its position: the line marks where the example starts.
    if (trace.shown_from && k == static_cast<size_t>(*trace.shown_from) && k > 0)
      fmt::print("       -- the example's position: what the report shows starts here --\n");
    std::string actor = ActorName(step->CurrentPlayer());
    step->ApplyActionText(trace.steps[k].action);
    std::string rules;
    for (RuleId id : step->StepRules()) rules += (rules.empty() ? "" : ", ") + step->info().rules[id].id;
    fmt::print("{:>5}  {:<7} {:<18} {}\n", k, actor, trace.steps[k].action, rules);
  }
}

void ReplayVerb(const std::string& path, const std::vector<std::string>& sets, const std::vector<std::string>& params,
                bool show, bool json, bool observe_set, int observer, bool render, const std::string& record) {
  Trace trace = ReadTraceFile(path);
  Replayed r;
  std::string diverged;  // with --set/--param: why the line stops being legal under the new settings
  std::vector<std::string> changed = sets;
  changed.insert(changed.end(), params.begin(), params.end());
  if (changed.empty()) {
    // Validates every action and checkpoint first: errors name the file, line and step.
    r.state = Replay(trace, {.check_checkpoints = true, .where = path});
    r.steps = trace.steps.size();
    r.config = TraceConfig(trace);
  } else {
    GameOptions o;  // the trace's game, so that a reading given as --param (or the reverse) is named
    o.game = trace.game;
    o.sets = sets;
    o.params = params;
    RereadResult rr = ReplayUnderReadings(trace, o.Config().settings, path);
    r.state = std::move(rr.state);
    r.steps = rr.diverged_at < 0 ? trace.steps.size() : static_cast<std::size_t>(rr.diverged_at);
    r.config = TraceConfig(trace);
    r.config.settings = r.state->context().settings;
    if (rr.diverged_at >= 0) {
      const TraceStep& s = trace.steps[r.steps];
      diverged = fmt::format("{}{}: step {} ({}): {}", path, s.line ? fmt::format(":{}", s.line) : "", r.steps,
                             s.action, rr.why);
    }
  }
  if (show) PrintSteps(trace, r, path);
  if (!record.empty())  // the steps replayed (under --set: up to a divergence), with the engine's checkpoints
    WriteFileAtomic(record, WriteTrace(RecordTrace(*r.state, true, trace.note)));
  const State& state = *r.state;
  if (observe_set && (observer < 0 || observer >= state.NumPlayers()))
    throw ConfigError("--observer " + std::to_string(observer),
                      "players are 0.." + std::to_string(state.NumPlayers() - 1));
  if (render) {
    if (!state.info().render) throw ConfigError("--render", trace.game + " has no text rendering; use --json");
    fmt::print("{}", state.info().render(state));
  }
  if (json) {
    fmt::print("{}\n", (observe_set ? state.ObservationJson(observer) : state.ToJson()).dump(2));
  } else {
    if (changed.empty())
      fmt::print("{}: {} players, {} steps replayed, checkpoints agree\n", trace.game, trace.players, r.steps);
    else
      fmt::print("{}: {} players, under {}: {} of {} steps legal (checkpoints not compared: they belong to the "
                 "trace's readings)\n",
                 trace.game, trace.players, fmt::join(changed, ", "), r.steps, trace.steps.size());
    fmt::print("state hash {}\n", HashHex(state.Hash()));
    if (state.IsTerminal()) {
      std::string ranks;
      for (int k : state.Ranking()) ranks += (ranks.empty() ? "" : " ") + std::to_string(k);
      fmt::print("game over: scores [{}], ranking [{}]\n", Join(state.Scores()), ranks);
    } else {
      const std::size_t legal = state.LegalActions().size();
      fmt::print("not over: {} to act, {} legal action{}\n", ActorName(state.CurrentPlayer()), legal, legal == 1 ? "" : "s");
    }
    for (const Finding& f : state.Findings())
      fmt::print("finding at step {} (state {}): {} — {}{}\n", f.step, HashHex(StateHashAtStep(state, f.step)),
                 FindingKindName(f.kind), f.detail, f.interpretation.empty() ? "" : " (" + f.interpretation + ")");
  }
  // Under other readings the line may stop being legal: an answer, but not a whole replay (exit 1).
  if (!diverged.empty()) throw CheckFailed("the line diverges under these settings at " + diverged);
}

void PerftVerb(const GameOptions& opts, int depth, const std::string& from, bool divide) {
  std::unique_ptr<State> state;
  if (!from.empty()) {
    // The trace fixes the game, players, readings, parameters and data: options that would set them again
    // are refused rather than ignored.
    const bool players = opts.players_option && opts.players_option->count() > 0;
    if (!opts.game.empty() || players || !opts.sets.empty() || !opts.params.empty() || !opts.data_file.empty())
      throw ConfigError("perft --from " + from, "the trace sets the game, players, readings, parameters and data; "
                                                "leave out GAME, --players, --set, --param and --data (or replay the "
                                                "trace under other settings with `peerage replay --set/--param --record`)");
    Trace t = ReadTraceFile(from);
    t.final_state.reset();
    state = Replay(t, {.check_checkpoints = true, .where = from});
  } else {
    state = NewGame(opts.Config());
  }
  if (divide) {
    std::uint64_t total = 0;
    for (const auto& [action, n] : PerftDivide(*state, depth)) {
      fmt::print("{:<20} {}\n", action, n);
      total += n;
    }
    fmt::print("total {}\n", total);
    return;
  }
  for (int d = 1; d <= depth; ++d) fmt::print("depth {:>2}  {}\n", d, Perft(*state, d));
}

// The directory a perft table's trace paths (repository paths, "corpus/golden/...") are relative to: the
// project the table lies in (<root>/corpus/perft/GAME.json), else the project the command was built from or
// installed with, else the working directory.
std::string PerftTableRoot(const std::string& table_path) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::absolute(table_path).lexically_normal().parent_path();
  if (dir.filename() == "perft" && dir.parent_path().filename() == "corpus") return dir.parent_path().parent_path().string();
  const std::string root = ProjectRoot();
  return root.empty() ? "." : root;
}

void PerftCheck(const std::string& table_path, int max_depth) {
  // Through the bounded reader first (model/analysis/perft_table.cc reads it with a plain stream).
  ReadJsonFile(table_path, "perft table");
  auto table = LoadPerftTable(table_path, PerftTableRoot(table_path));
  auto mismatches = CheckPerftTable(table, max_depth);
  for (const auto& m : mismatches) {
    fmt::print("{}: depth {} expected {} got {}\n  divide:\n", m.position, m.depth, m.expected, m.actual);
    for (const auto& [a, n] : m.divide) fmt::print("    {:<20} {}\n", a, n);
  }
  if (!mismatches.empty()) throw CheckFailed(fmt::format("{} perft position(s) disagree", mismatches.size()));
  fmt::print("{}: {} positions agree\n", table_path, table.size());
}

}  // namespace

void AddTraceCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("replay", "replay a trace, checking its checkpoints; print the outcome");
    auto path = std::make_shared<std::string>();
    auto show = std::make_shared<bool>(false);
    auto json = std::make_shared<bool>(false);
    auto observer = std::make_shared<int>(-1);
    cmd->add_option("trace", *path, "trace file (JSON; format in docs/engine-developers.md)")->required();
    cmd->add_flag("--show", *show, "print every step with the rule ids it fired");
    cmd->add_flag("--json", *json, "print the final state as canonical JSON");
    auto* obs = cmd->add_option("--observer", *observer, "with --json: print this player's observation instead")
                    ->check(Count(0, 63));
    auto render = std::make_shared<bool>(false);
    cmd->add_flag("--render", *render, "print the final state as the game's text picture (games that have one)");
    auto sets = std::make_shared<std::vector<std::string>>();
    cmd->add_option("--set", *sets,
                    "replay the same actions under another reading, id=reading (repeatable): checkpoints are not "
                    "compared; the output says where the line stops being legal (exit 1) or how it ends");
    auto params = std::make_shared<std::vector<std::string>>();
    cmd->add_option("--param", *params,
                    "replay the same actions under another set-up parameter, id=value (repeatable; as --set)");
    auto record = std::make_shared<std::string>();
    cmd->add_option("--record", *record,
                    "write the replayed line as a trace with this engine's checkpoints (e.g. to add checkpoints to "
                    "a trace of actions only; under --set, the line under those readings, up to a divergence)");
    cmd->callback([=] { ReplayVerb(*path, *sets, *params, *show, *json, obs->count() > 0, *observer, *render, *record); });
  }
  {
    auto* cmd = app.add_subcommand("perft", "count action sequences (chance included) to a depth");
    auto opts = std::make_shared<GameOptions>();
    auto depth = std::make_shared<int>(3);
    auto from = std::make_shared<std::string>();
    auto divide = std::make_shared<bool>(false);
    auto check = std::make_shared<std::string>();
    opts->Add(*cmd, GameArg::kOptionalPositional);
    cmd->add_option("--depth,-d", *depth, "depth")->check(Count(0, 64));
    cmd->add_option("--from", *from, "start from the end of this trace instead of the initial state");
    cmd->add_flag("--divide", *divide, "counts per first action at the given depth");
    cmd->add_option("--check", *check, "verify a perft table (corpus/perft/GAME.json); exit 1 on mismatch");
    cmd->callback([=] {
      if (!check->empty()) return PerftCheck(*check, 0);
      if (opts->game.empty() && from->empty()) throw ConfigError("perft", "name a game, --from TRACE or --check TABLE");
      PerftVerb(*opts, *depth, *from, *divide);
    });
  }
  {
    auto* cmd = app.add_subcommand("fuzz-to-trace", "turn a fuzzer input (e.g. a crash file) into a trace");
    auto path = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto game = std::make_shared<std::string>();
    cmd->add_option("input", *path, "fuzzer input file")->required();
    auto max_actions = std::make_shared<int>(kPlayFuzzerMaxActions);
    cmd->add_option("--game", *game, "the game a per-game fuzzer was fixed to");
    cmd->add_option("--max-actions", *max_actions,
                    "actions decoded after the start, as the fuzzer bounds them (0: no bound)")
        ->default_val(kPlayFuzzerMaxActions)
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--out,-o", *out, "write the trace here (default: stdout)");
    cmd->callback([=] {
      if (!game->empty()) Registry::Instance().Get(*game);
      const std::string bytes = ReadInputFile(*path, "fuzzer input");
      FuzzDecodeResult r = DecodeFuzzInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(),
                                           {.game = *game, .max_steps = 0, .max_actions = *max_actions, .check = true});
      if (!r.state) throw Error(*path, DescribeFuzzResult(r));  // no game named, or no initial state
      Trace t = RecordTrace(*r.state, true, "from fuzz input " + *path + ": " + FuzzStopName(r.stop));
      if (!r.failed_action_text.empty()) {
        // The action whose application failed: appended without checkpoints so replay reproduces it.
        TraceStep s;
        s.action = r.failed_action_text;
        s.actor = ActorName(r.state->CurrentPlayer());
        t.steps.push_back(s);
        t.final_state.reset();
      }
      fmt::print(stderr, "{}", DescribeFuzzResult(r));
      std::string text = WriteTrace(t);
      if (out->empty()) fmt::print("{}", text);
      else WriteFileAtomic(*out, text);
    });
  }
  {
    auto* cmd = app.add_subcommand("trace-to-fuzz", "turn a trace into a fuzzer input (a seed that plays that game)");
    auto path = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto any_game = std::make_shared<bool>(false);
    cmd->add_option("trace", *path, "trace file (from the initial state; a trace with a start state cannot be encoded)")
        ->required();
    cmd->add_option("--out,-o", *out, "write the bytes here")->required();
    cmd->add_flag("--any-game", *any_game,
                  "for a fuzzer that chooses the game from the bytes (default: one fixed by PEERAGE_FUZZ_GAME)");
    auto start = std::make_shared<int>(0);
    cmd->add_option("--start", *start,
                    "start at the fuzzers' start position K (1-28: K x 24 actions into a fixed playout of the "
                    "trace's configuration) instead of the deal; the trace must have no actions")
        ->check(CLI::Range(0, kFuzzStarts));
    cmd->callback([=] {
      const Trace t = ReadTraceFile(*path);
      if (t.start) throw Error(*path, "the trace starts from a given state; only traces from the initial state encode");
      // Replay first: a bad trace is refused with its step and reason before anything is written.
      std::unique_ptr<State> end = Replay(t, {.check_checkpoints = true, .where = *path});
      if (*start > 0 && !end->History().empty())
        throw Error(*path, "--start: the trace has actions; from a start position only a trace without actions encodes");
      const std::vector<std::uint8_t> bytes = EncodeFuzzInput(TraceConfig(t), end->History(), !*any_game, *start);
      WriteFileAtomic(*out, std::string(bytes.begin(), bytes.end()));
      fmt::print("{}: {} actions of {} from {} in {} bytes\n", *out, end->History().size(), t.game,
                 *start == 0 ? std::string("the deal") : fmt::format("start position {}", *start), bytes.size());
    });
  }
}

}  // namespace peerage::cli
