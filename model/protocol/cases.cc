#include "model/protocol/cases.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "model/analysis/perft_table.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/trace.h"

namespace peerage::protocol {
namespace fs = std::filesystem;

namespace {

bool EndsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

std::vector<std::string> Texts(const Trace& t) {
  std::vector<std::string> out;
  for (const TraceStep& s : t.steps) out.push_back(s.action);
  return out;
}

}  // namespace

Case CaseFromTrace(const std::string& path, const std::string& source) {
  Trace t = ReadTraceFile(path);
  Case c;
  c.source = source;
  c.name = fs::path(path).filename().string();
  c.config = TraceConfig(t);
  c.start = t.start;
  c.actions = Texts(t);
  return c;
}

Case RandomCase(const GameConfig& config, std::uint64_t seed, int index, int max_steps) {
  PlayoutOptions po;
  po.seed = SubSeed(seed, static_cast<std::uint64_t>(index));
  po.max_steps = max_steps;
  PlayoutResult r = Playout(MakeContext(config), po);
  Case c;
  c.source = "random";
  c.name = "random#" + std::to_string(index);
  c.config = config;
  c.config.players = r.state->NumPlayers();
  c.config.settings = r.state->context().settings;
  c.config.data_file = r.state->context().data_file;
  c.actions = Texts(RecordTrace(*r.state, false));
  return c;
}

std::string NonDefaultReadings(const std::string& game, const std::map<std::string, std::string>& settings) {
  std::string out;
  for (const auto& interp : Registry::Instance().Get(game).interpretations) {
    auto it = settings.find(interp.id);
    if (it != settings.end() && it->second != interp.default_reading)
      out += (out.empty() ? "" : ", ") + interp.id + "=" + it->second;
  }
  return out;
}

namespace {

// A golden or perft case under other readings than the defaults becomes a variant case.
void MarkVariant(Case& c) {
  c.variant = NonDefaultReadings(c.config.game, c.config.settings);
  if (!c.variant.empty()) c.source = "variant";
}

}  // namespace

std::vector<Case> BuildCases(const CaseSources& src) {
  const std::string& game = src.config.game;
  std::vector<Case> cases;
  for (const std::string& path : src.traces) {
    Case c = CaseFromTrace(path, "trace");
    if (c.config.game != game) throw ConfigError(path, "a trace of " + c.config.game + ", not of " + game);
    cases.push_back(std::move(c));
  }
  if (!src.golden_dir.empty()) {
    if (!fs::is_directory(src.golden_dir)) throw ParseError(src.golden_dir, "not a directory of golden traces");
    std::vector<std::string> paths;
    for (const auto& entry : fs::directory_iterator(src.golden_dir))
      if (EndsWith(entry.path().string(), ".trace.json")) paths.push_back(entry.path().string());
    std::sort(paths.begin(), paths.end());
    for (const std::string& path : paths) {
      Case c = CaseFromTrace(path, "golden");
      MarkVariant(c);
      if (c.config.game == game) cases.push_back(std::move(c));
    }
  }
  if (!src.perft_dir.empty()) {
    std::string path = src.perft_dir + "/" + game + ".json";
    if (fs::exists(path)) {
      for (PerftPosition& pos : LoadPerftTable(path, src.root)) {
        Case c;
        c.source = "perft";
        c.name = pos.name;
        c.config.game = pos.state->info().name;
        c.config.players = pos.state->NumPlayers();
        c.config.settings = pos.state->context().settings;
        c.config.data_file = pos.state->context().data_file;
        c.start = pos.state->StartState();
        c.actions = Texts(RecordTrace(*pos.state, false));
        c.perft = pos.counts;
        if (src.perft_depth > 0 && static_cast<int>(c.perft.size()) > src.perft_depth) c.perft.resize(src.perft_depth);
        MarkVariant(c);
        if (!c.perft.empty()) cases.push_back(std::move(c));
      }
    }
  }
  for (int i = 0; i < src.random; ++i) cases.push_back(RandomCase(src.config, src.seed, i, src.max_steps));
  std::stable_partition(cases.begin(), cases.end(), [](const Case& c) { return c.variant.empty(); });
  return cases;
}

std::vector<Case> Shard(std::vector<Case> cases, int index, int count) {
  if (count <= 1) return cases;
  std::vector<Case> out;
  for (size_t i = 0; i < cases.size(); ++i)
    if (static_cast<int>(i % static_cast<size_t>(count)) == index) out.push_back(std::move(cases[i]));
  return out;
}

}  // namespace peerage::protocol
