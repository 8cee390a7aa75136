// Runs everything a report shows: playouts per player count and per reading, the differential search
// per reading, the findings hunt, and shrinks every witness.
#include <fmt/core.h>

#include "model/analysis/report.h"
#include "model/analysis/report_faq.h"

#include <algorithm>
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

std::string ReportCommand(const GameReport& r) {
  const ReportOptions& o = r.options;
  return fmt::format("peerage report {} --seed {} --games {} --games-per-reading {} --diff-games {} --freq-games {} "
                     "--context-games {} --hunt-games {} --shrink-budget {}{}",
                     r.info->name, o.seed, o.games, o.games_per_reading, o.diff_games, o.freq_games, o.context_games,
                     o.hunt_games, o.shrink_budget, o.data_file.empty() ? "" : " --data " + o.data_file) +
         [&o] {
           std::string params;
           for (const auto& [id, value] : o.parameters) params += " --param " + id + "=" + value;
           return params;
         }();
}

std::map<std::string, std::string> WithParameters(const ReportOptions& options, std::map<std::string, std::string> settings) {
  settings.insert(options.parameters.begin(), options.parameters.end());
  return settings;
}

std::map<std::string, std::string> ReportParameters(const GameReport& r) {
  if (r.info->parameters.empty()) return {};
  GameConfig c{.game = r.info->name, .players = 0, .settings = r.options.parameters, .data_file = {}};
  return Split(*r.info, MakeContext(c)->settings).parameters;
}

std::map<std::string, std::string> ExampleSetUp(const GameReport& r, const FaqExample& ex) {
  const std::map<std::string, std::string> report = ReportParameters(r);
  std::map<std::string, std::string> own;
  for (const auto& [id, value] : ex.trace.parameters) {
    const auto at = report.find(id);
    if (at == report.end() || at->second != value) own[id] = value;
  }
  return own;
}

std::string ContextList(const std::map<std::string, std::string>& context) {
  std::string out;
  for (const auto& [id, reading] : context) out += (out.empty() ? "" : ", ") + ("`" + id + "=" + reading + "`");
  return out;
}

std::vector<std::string> ExampleSteps(const FaqExample& example, bool markdown) {
  std::vector<std::string> out;
  for (std::size_t k = 0; k < example.trace.steps.size(); ++k) {
    const TraceStep& s = example.trace.steps[k];
    const std::string action = markdown ? "`" + s.action + "`" : s.action;
    if (k < example.steps_told.size()) {  // told by the narrator; the text follows so the trace can be replayed
      out.push_back(example.steps_told[k] + " (" + action + ")");
      continue;
    }
    const std::string actor = s.actor.value_or("?");
    out.push_back(actor == "chance" ? "chance gives " + action : actor + " plays " + action);
  }
  return out;
}

std::string CountOf(std::size_t n, const std::string& one, const std::string& many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string ExampleOrigin(const FaqExample& example) {
  if (example.hand_built) return "from " + example.source;
  if (example.history == 0 && !example.constructed.empty()) return "from " + example.source;
  return fmt::format("from {}; the position is the one reached after {} of that game, which the trace keeps "
                     "(`peerage replay` plays them)",
                     example.source, CountOf(example.history, "action", "actions"));
}

std::string ConstructedSentence(const FaqExample& example) {
  if (example.constructed.empty()) return "";
  return "This position is constructed, not reached by play: " + example.constructed + ".";
}

std::vector<std::string> DataAssumptions(const GameInfo& info) {
  if (info.data.json.empty()) return {};
  const Json data = Json::parse(info.data.json);
  std::vector<std::string> out;
  if (data.contains("assumptions"))
    for (const Json& a : data["assumptions"]) out.push_back(a.get<std::string>());
  return out;
}

std::string PlayerCount(int players) { return fmt::format("{} player{}", players, players == 1 ? "" : "s"); }

std::string NeverPartedSentence(const FaqEntry& entry) {
  if (entry.frequency.empty() || entry.unraised) return "";  // its answer says why, and what play found
  std::uint64_t games = 0;
  std::vector<std::string> counts;
  for (const Frequency& f : entry.frequency) {
    if (f.diverged > 0) return "";
    games += f.games;
    const std::string at = std::to_string(f.players);
    if (std::find(counts.begin(), counts.end(), at) == counts.end()) counts.push_back(at);
  }
  std::string players = counts.back();
  if (counts.size() > 1) {
    counts.pop_back();
    players = fmt::format("{} and {}", fmt::join(counts, ", "), players);
  }
  return fmt::format("Random play never reached it: in none of {} random games {}, played under the default "
                     "with the other reading in lockstep, did who acts, the legal actions or the result differ.",
                     games, players == "1" ? std::string("of the one-player game") : "at " + players + " players");
}

std::string EndsAlikeSentence(const FaqEntry& entry) {
  if (!entry.unraised || !EndsAlikeEverywhere(entry)) return "";
  std::uint64_t games = 0;
  for (const Frequency& f : entry.frequency) games += f.games;
  return fmt::format("It can arise only as the game ends, where it changes nothing: in {} below, the game ends with "
                     "the same scores and places under every reading, and in none of {} random games, played under "
                     "the default with the other reading in lockstep, did who acts, the legal actions or the result "
                     "differ.", entry.examples.size() == 1 ? "the example" : "each example", games);
}

namespace {

std::uint64_t Games(const FaqEntry& entry) {
  std::uint64_t n = 0;
  for (const Frequency& f : entry.frequency) n += f.games;
  return n;
}

}  // namespace

std::map<std::string, int> EntryNumbers(const GameReport& r) {
  std::map<std::string, int> numbers;
  int n = 0;
  for (const int part : {0, 1, 2})
    for (const FaqEntry& e : r.faq)
      if (e.kind == "interpretation" && (e.modelling ? 2 : e.unraised ? 1 : 0) == part) numbers[e.id] = ++n;
  return numbers;
}

std::string NeedsOtherAnswerSentence(const FaqEntry& entry, const std::map<std::string, int>& numbers) {
  if (entry.kind != "interpretation" || entry.modelling || entry.examples.empty() || entry.frequency.empty()) return "";
  for (const Frequency& f : entry.frequency)
    if (f.diverged > 0) return "";  // random play under the default answers parted them: it arises there
  // The answers every example needs (pass 13: dn.ace-value and ns.debutante-feast arise only under another
  // question's other answer, said only in the examples' headings).
  std::map<std::string, std::string> common = entry.examples.front().context;
  for (const FaqExample& ex : entry.examples)
    for (auto it = common.begin(); it != common.end();)
      it = ex.context.count(it->first) && ex.context.at(it->first) == it->second ? std::next(it) : common.erase(it);
  if (common.empty()) return "";
  std::vector<std::string> needs;
  for (const auto& [id, reading] : common) {
    const auto n = numbers.find(id);
    needs.push_back(n == numbers.end() ? fmt::format("`{}={}`", id, reading) : fmt::format("`{}={}` (question {})", id, reading, n->second));
  }
  // Said as what was played, not as a rule: more games under the default answers may part them (pass 13b:
  // dn.support-reshuffle's "arises only with" was false in 200 games).
  return fmt::format("{} {}; in the {} random games played with the other questions' default answers these readings "
                     "never parted.",
                     entry.examples.size() == 1 ? "The example needs" : "The examples need", fmt::join(needs, " and "),
                     Games(entry));
}

std::string SolverWitnessFile(const GameReport& r, const SolverAnswer& a) {
  return r.info->name + "/solver-" + a.id + ".trace.json";
}

std::vector<std::pair<std::string, std::string>> ExampleFiles(const GameReport& r) {
  std::vector<std::pair<std::string, std::string>> files;
  for (const FaqEntry& e : r.faq)
    for (const FaqExample& ex : e.examples) files.emplace_back(ex.file, WriteTrace(ex.recorded));
  for (const SolverAnswer& a : r.solver)
    if (a.witness) files.emplace_back(SolverWitnessFile(r, a), WriteTrace(*a.witness));
  std::sort(files.begin(), files.end());
  return files;
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
  r.findings.push_back({"coverage-guided fuzzing (the play fuzzer), readings: " + (readings.empty() ? "defaults" : readings),
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
    GameConfig c{.game = info.name, .players = p, .settings = options.parameters, .data_file = options.data_file};
    PlayOptions po{.seed = options.seed, .games = options.games, .max_steps = 0, .policy = {},
                   .progress = progress("playouts, " + PlayerCount(p))};
    r.base.push_back(RunPlayouts(MakeContext(c), po));
    AddFindings(r, PlayerCount(p) + ", default readings", r.base.back());
    HuntOptions ho{.seed = options.seed, .games = options.hunt_games, .max_steps = 0,
                   .shrink_budget = options.shrink_budget};
    HuntResult h = HuntCyclesAndInvariants(MakeContext(c), ho);
    r.hunt_games += h.games;
    r.hunt_steps += h.steps;
    for (auto& f : h.findings) r.findings.push_back({"hunt, " + PlayerCount(p) + ", default readings", f, f.witness.steps.size()});
  }
  if (options.data_file.empty()) MergeFuzzLoopWitness(r, info, options.witness_dir);
  {
    GameConfig c{.game = info.name, .players = info.default_players, .settings = options.parameters, .data_file = options.data_file};
    PlayOptions po{.seed = options.seed, .games = options.games_per_reading, .max_steps = 0, .policy = {}, .progress = {}};
    r.reading_baseline = RunPlayouts(MakeContext(c), po);
  }
  std::uint64_t pairs = 0, done = 0;
  for (const Interpretation& i : info.interpretations) pairs += i.readings.size() - 1;
  for (const Interpretation& i : info.interpretations) {
    for (const Reading& reading : i.readings) {
      if (reading.id == i.default_reading) continue;
      std::string key = i.id + "=" + reading.id;
      GameConfig c{.game = info.name, .players = info.default_players, .settings = WithParameters(options, {{i.id, reading.id}}),
                   .data_file = options.data_file};
      PlayOptions po{.seed = options.seed, .games = options.games_per_reading, .max_steps = 0, .policy = {}, .progress = {}};
      r.by_reading[key] = RunPlayouts(MakeContext(c), po);
      AddFindings(r, "reading " + key, r.by_reading[key]);
    }
  }
  const std::vector<ExampleSeed> seeds =
      options.data_file.empty() ? LoadExampleSeeds(info, options.examples_dir) : std::vector<ExampleSeed>{};
  for (const Interpretation& i : info.interpretations) {
    // The solver answers on this question: linked from its entry, their confirmed witnesses tried as examples
    // where the searches find none.
    std::vector<ExampleSeed> with_solver = seeds;
    std::vector<std::string> linked;
    for (const SolverAnswer& a : r.solver) {
      if (std::find(a.interpretations.begin(), a.interpretations.end(), i.id) == a.interpretations.end()) continue;
      linked.push_back(a.id);
      if (a.witness && a.confirmed && options.data_file.empty())
        with_solver.push_back({.path = SolverWitnessFile(r, a), .trace = *a.witness, .solver = a.id});
    }
    r.faq.push_back(InterpretationEntry(info, i, options, with_solver));
    r.faq.back().solver = linked;
    // Other components (`--data`) may raise any question: nothing is set apart then.
    r.faq.back().unraised = options.data_file.empty() && UnraisedQuestion(r.faq.back(), r.solver);
    done += i.readings.size() - 1;
    if (options.progress) options.progress("readings", done, pairs);
  }
  for (FaqEntry& e : FindingEntries(info, r.findings)) r.faq.push_back(std::move(e));
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
