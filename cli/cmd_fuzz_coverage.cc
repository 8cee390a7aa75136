// `peerage fuzz-coverage DIR`: what the fuzz corpora in DIR/<target>/ reach, read the way each target reads
// its input: play_fuzzer and interp_diff_fuzzer inputs through the decoder (model/analysis/fuzz_decode.h;
// the game, player count and readings they choose), trace_fuzzer inputs as a trace (replayed) or else a
// state JSON (loaded), protocol_fuzzer and serve_fuzzer inputs as request lines answered by a reference
// server, data_fuzzer inputs by each game's data loader. Per target: the games reached and with how many
// players, the non-default readings seen (and the interpretations never read otherwise), the set-up
// parameters seen off their defaults, the protocol commands answered ok. --check exits 1 when play_fuzzer
// or trace_fuzzer misses a game, a player count or a parameter off its default,
// protocol_fuzzer or serve_fuzzer a game or a command, or data_fuzzer a game with a data file.
#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/input_file.h"
#include "model/core/trace.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"

namespace peerage::cli {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kCommands = {"hello", "new_game", "status", "legal", "apply", "state", "observation", "quit"};

struct GameTally {
  std::map<int, int> players;                // player count -> inputs
  std::set<std::string> readings;            // non-default "id=reading" seen
  std::set<std::string> parameters;          // parameters seen at a value other than their default
  int inputs = 0;
};

struct TargetTally {
  int files = 0;
  std::map<std::string, int> kinds;          // e.g. "trace", "state", "rejected", "whole game"
  std::map<std::string, GameTally> games;
  std::map<std::string, std::pair<int, int>> commands;  // cmd -> (sent, answered ok)
};

// Counts one input that reached `config` (resolved settings: the non-default ones are recorded).
void Reached(TargetTally& t, const std::string& game, int players, const std::map<std::string, std::string>& settings) {
  const GameInfo* info = Registry::Instance().Find(game);
  if (!info) return;
  GameTally& g = t.games[game];
  ++g.inputs;
  if (players > 0) ++g.players[players];
  for (const Interpretation& interp : info->interpretations) {
    auto it = settings.find(interp.id);
    if (it != settings.end() && it->second != interp.default_reading) g.readings.insert(interp.id + "=" + it->second);
  }
  for (const Parameter& p : info->parameters) {
    auto it = settings.find(p.id);
    if (it != settings.end() && it->second != p.default_value) g.parameters.insert(p.id);
  }
}

void PlayInput(TargetTally& t, const std::string& bytes) {
  // Decoded as play_fuzzer decodes it: at most kPlayFuzzerMaxActions actions from its start.
  FuzzDecodeResult r = DecodeFuzzInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(),
                                       {.game = "", .max_steps = 0, .max_actions = kPlayFuzzerMaxActions, .check = false});
  Reached(t, r.config.game, r.config.players, r.config.settings);
  if (r.stop == FuzzStop::kNoGame) {
    ++t.kinds["stopped: names no game"];
    return;
  }
  const std::string from = r.start == 0 ? "from the deal" : "from a start position";
  ++t.kinds[from + " (" + FuzzStopName(r.stop) + ")"];
}

// interp_diff_fuzzer's own header (fuzz/interp_diff_fuzzer.cc): game, interpretation, other reading, players.
void InterpDiffInput(TargetTally& t, const std::string& bytes) {
  FuzzBytes in(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  const GameInfo* info = ConsumeFuzzGame(in);  // nullptr: the game byte is no game's fuzz id
  if (!info || info->interpretations.empty()) return;
  const Interpretation& interp = info->interpretations[in.ConsumeIntegralInRange<std::size_t>(0, info->interpretations.size() - 1)];
  std::vector<std::string> others;
  for (const Reading& r : interp.readings)
    if (r.id != interp.default_reading) others.push_back(r.id);
  if (others.empty()) return;
  const std::string reading = others[in.ConsumeIntegralInRange<std::size_t>(0, others.size() - 1)];
  const int players = in.ConsumeIntegralInRange<int>(info->min_players, info->max_players);
  Reached(t, info->name, players, {{interp.id, reading}});
}

void TraceInput(TargetTally& t, const std::string& text) {
  try {
    Trace trace = ParseTrace(text, "input");
    auto state = Replay(trace, {.check_checkpoints = true, .where = "input"});
    Reached(t, state->info().name, state->NumPlayers(), state->context().settings);
    ++t.kinds[trace.start ? "traces from a start state" : "traces"];
    return;
  } catch (const Error&) {
  }
  try {
    auto state = StateFromJson(ParseJsonInput(text, "input"), "input");
    Reached(t, state->info().name, state->NumPlayers(), state->context().settings);
    ++t.kinds["states"];
  } catch (const Error& e) {
    const std::string why = e.what();
    ++t.kinds[why.find("too deep") != std::string::npos ? "rejected (nested too deep)" : "rejected"];
  }
}

// Request lines as `peerage serve` frames them (a "\r" before "\n" dropped, empty lines skipped), the first
// kProtocolFuzzerLines lines only, as protocol_fuzzer and serve_fuzzer read them.
void ProtocolInput(TargetTally& t, const std::string& text) {
  protocol::Server server;
  std::size_t begin = 0;
  for (int lines = 0; begin < text.size() && !server.done() && lines < kProtocolFuzzerLines; ++lines) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + begin, end - begin);
    begin = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    std::string cmd = "(unreadable)";
    try {
      cmd = protocol::ParseRequest(line).cmd;
    } catch (const Error&) {
    }
    const std::string reply = server.Handle(line);
    auto& [sent, ok] = t.commands[cmd];
    ++sent;
    try {
      if (protocol::ParseLine(reply).value("ok", false)) {
        ++ok;
        if (cmd == "new_game" && server.game())
          Reached(t, server.game()->info().name, server.game()->NumPlayers(), server.game()->context().settings);
      }
    } catch (const Error&) {
    }
  }
}

void DataInput(TargetTally& t, const std::string& text) {
  nlohmann::json j;
  try {
    j = ParseJsonInput(text, "input");
  } catch (const Error&) {
    ++t.kinds["rejected by the bounded reader"];
    return;
  }
  bool any = false;
  for (const GameInfo* info : Registry::Instance().All()) {
    if (!info->data.load) continue;
    try {
      if (info->data.load(j)) {
        Reached(t, info->name, 0, {});
        any = true;
      }
    } catch (const std::exception&) {
    }
  }
  ++t.kinds[any ? "load" : "refused by every game"];
}

using Reader = void (*)(TargetTally&, const std::string&);
const std::vector<std::pair<std::string, Reader>> kTargets = {
    {"play_fuzzer", PlayInput},         {"trace_fuzzer", TraceInput}, {"protocol_fuzzer", ProtocolInput},
    {"serve_fuzzer", ProtocolInput},    {"data_fuzzer", DataInput},   {"interp_diff_fuzzer", InterpDiffInput}};

// What --check requires of a target; the lines name each gap.
std::vector<std::string> Gaps(const std::string& target, const TargetTally& t) {
  std::vector<std::string> gaps;
  const bool games_and_players = target == "play_fuzzer" || target == "trace_fuzzer";
  const bool protocol = target == "protocol_fuzzer" || target == "serve_fuzzer";
  for (const GameInfo* info : Registry::Instance().All()) {
    if (target == "data_fuzzer") {
      if (info->data.load && !t.games.count(info->name)) gaps.push_back(info->name + " (no input loads as its data)");
      continue;
    }
    if (!games_and_players && !protocol) continue;
    auto it = t.games.find(info->name);
    if (it == t.games.end()) {
      gaps.push_back(info->name);
      continue;
    }
    if (!games_and_players) continue;
    for (int p = info->min_players; p <= info->max_players; ++p)
      if (!it->second.players.count(p)) gaps.push_back(fmt::format("{} with {} players", info->name, p));
    for (const Parameter& prm : info->parameters)
      if (!it->second.parameters.count(prm.id))
        gaps.push_back(fmt::format("{} with {} off its default", info->name, prm.id));
  }
  if (protocol)
    for (const std::string& cmd : kCommands) {
      auto it = t.commands.find(cmd);
      if (it == t.commands.end() || it->second.second == 0) gaps.push_back("command " + cmd + " (never answered ok)");
    }
  return gaps;
}

void Print(const std::string& target, const TargetTally& t, const std::vector<std::string>& gaps, bool checked) {
  std::string kinds;
  for (const auto& [kind, n] : t.kinds) kinds += fmt::format("{}{} {}", kinds.empty() ? ": " : ", ", n, kind);
  fmt::print("{} ({} inputs{})\n", target, t.files, kinds);
  const bool data = target == "data_fuzzer";
  for (const GameInfo* info : Registry::Instance().All()) {
    if (data && !info->data.load) continue;
    auto it = t.games.find(info->name);
    if (it == t.games.end()) {
      fmt::print("  {:<15} not reached\n", info->name);
      continue;
    }
    const GameTally& g = it->second;
    if (data) {
      fmt::print("  {:<15} {:>4} inputs load as its data\n", info->name, g.inputs);
      continue;
    }
    std::string players;
    for (const auto& [p, n] : g.players) players += fmt::format(" {}p:{}", p, n);
    int readings = 0;
    std::vector<std::string> never;
    for (const Interpretation& interp : info->interpretations) {
      readings += static_cast<int>(interp.readings.size()) - 1;
      bool seen = false;
      for (const std::string& r : g.readings) seen = seen || r.rfind(interp.id + "=", 0) == 0;
      if (!seen && interp.readings.size() > 1) never.push_back(interp.id);
    }
    fmt::print("  {:<15} {:>4} inputs;{} non-default readings {}/{}", info->name, g.inputs,
               players.empty() ? "" : " players" + players + ";", g.readings.size(), readings);
    if (!info->parameters.empty())  // set-up parameters are not readings: counted apart
      fmt::print("; parameters off their default {}/{}", g.parameters.size(), info->parameters.size());
    if (never.empty() || never.size() == info->interpretations.size()) fmt::print("\n");
    else {
      std::string list;
      for (const std::string& id : never) list += (list.empty() ? "" : " ") + id;
      fmt::print("; never non-default: {}\n", list);
    }
  }
  if (!t.commands.empty()) {
    std::string cmds;
    for (const auto& [cmd, c] : t.commands) cmds += fmt::format(" {} {}/{}", cmd, c.second, c.first);
    fmt::print("  commands answered ok/sent:{}\n", cmds);
  }
  if (checked && target != "interp_diff_fuzzer") {  // the one target --check asks nothing of
    if (gaps.empty()) fmt::print("  nothing missing\n");
    for (const std::string& gap : gaps) fmt::print("  MISSING: {}\n", gap);
  }
}

void FuzzCoverageVerb(const std::string& dir, bool check) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw Error(dir, "not a directory (expected the folder holding <target>/ folders, e.g. corpus/fuzz)");
  int missing = 0;
  bool any = false;
  for (const auto& [target, read] : kTargets) {
    const fs::path folder = fs::path(dir) / target;
    if (!fs::is_directory(folder, ec)) {
      if (check && target != "interp_diff_fuzzer") {
        fmt::print("{}: no folder {}\n  MISSING: the whole corpus\n", target, folder.string());
        ++missing;
      }
      continue;
    }
    any = true;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder))
      if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    TargetTally tally;
    for (const fs::path& file : files) {
      ++tally.files;
      read(tally, ReadInputFile(file.string(), "fuzz input"));
    }
    const std::vector<std::string> gaps = check ? Gaps(target, tally) : std::vector<std::string>{};
    Print(target, tally, gaps, check);
    missing += static_cast<int>(gaps.size());
  }
  if (!any && !check) throw Error(dir, "no fuzz target folders (play_fuzzer/, trace_fuzzer/, ...) in it");
  if (missing > 0)
    throw CheckFailed(fmt::format("{} gap(s) in the fuzz corpora under {} (regenerate the gen-* seeds: python3 "
                                  "corpus/fuzz/make_seeds.py)", missing, dir));
}

}  // namespace

void AddFuzzCoverageCommand(CLI::App& app) {
  auto* cmd = app.add_subcommand("fuzz-coverage",
                                 "what the fuzz corpora reach: games, player counts, readings, protocol commands");
  auto dir = std::make_shared<std::string>();
  auto check = std::make_shared<bool>(false);
  cmd->add_option("dir", *dir, "folder of <target>/ corpus folders (corpus/fuzz, or a libFuzzer work folder)")->required();
  cmd->add_flag("--check", *check,
                "exit 1 if play_fuzzer or trace_fuzzer misses a game or player count, protocol_fuzzer or serve_fuzzer "
                "a game or command, data_fuzzer a game with data");
  cmd->callback([=] { FuzzCoverageVerb(*dir, *check); });
}

}  // namespace peerage::cli
