#include "model/core/trace.h"

#include <fcntl.h>
#include <fmt/core.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>

#include "model/core/error.h"
#include "model/core/input_file.h"
#include "model/core/json_util.h"

namespace peerage {
namespace {

// Line number (1-based) of each top-level element of the "actions" array, found by a string-aware scan.
std::vector<int> ActionLines(const std::string& text) {
  std::vector<int> lines;
  size_t key = text.find("\"actions\"");
  if (key == std::string::npos) return lines;
  size_t i = text.find('[', key);
  if (i == std::string::npos) return lines;
  int line = 1;
  for (size_t k = 0; k < i; ++k) line += text[k] == '\n';
  int depth = 0;
  bool in_string = false, expect_element = true;
  for (++i; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') ++line;
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
    if (depth == 0 && expect_element && c != ']') {
      lines.push_back(line);
      expect_element = false;
    }
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') ++depth;
    else if (c == '}' || c == ']') {
      if (depth == 0) break;
      --depth;
    } else if (c == ',' && depth == 0) expect_element = true;
  }
  return lines;
}

std::string Where(const std::string& source, int line, int step) {
  std::string w = source.empty() ? "trace" : source;
  if (line > 0) w += ":" + std::to_string(line);
  if (step >= 0) w += " (step " + std::to_string(step) + ")";
  return w;
}

template <typename T>
T Field(const Json& j, const char* key, const std::string& where) {
  if (!j.contains(key)) throw ParseError(where, std::string("missing field \"") + key + "\"");
  try {
    return j.at(key).get<T>();
  } catch (const nlohmann::json::exception&) {
    throw ParseError(where, std::string("field \"") + key + "\" has the wrong type");
  }
}

// A user's data file named by a trace goes through the bounded reader before the game loads it: a
// directory, FIFO, device, oversized, too deep or malformed file is refused here with one clear line.
// The file is read every time; its text is parsed again only when it differs from the last text of that path
// found well-formed (a search replays one example hundreds of times).
void CheckDataFile(const Trace& trace) {
  if (trace.data_file.empty()) return;
  std::string text = ReadInputFile(trace.data_file, "data file");
  static std::mutex mutex;
  static std::map<std::string, std::string> well_formed;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = well_formed.find(trace.data_file);
    if (it != well_formed.end() && it->second == text) return;
  }
  ParseJsonInput(text, trace.data_file);
  std::lock_guard<std::mutex> lock(mutex);
  well_formed[trace.data_file] = std::move(text);
}

// Parameters apart from readings, as read: an id under "parameters" must be a parameter of the game (of a
// registered game; an unknown game is refused later, by name), an id may not be under both, and a parameter
// under "interpretations" (a trace from before parameters) is moved to `parameters`.
void SplitTraceSettings(Trace& t, const std::string& w) {
  const GameInfo* info = Registry::Instance().Find(t.game);
  if (!info) return;
  for (const auto& [id, value] : t.parameters) {
    if (!FindParameter(*info, id))
      throw ParseError(w, "\"" + id + "\" under \"parameters\" is not a parameter of " + t.game +
                              (info->parameters.empty() ? "" : " (readings go under \"interpretations\")"));
    if (t.interpretations.count(id))
      throw ParseError(w, "\"" + id + "\" is given under both \"interpretations\" and \"parameters\"");
  }
  SplitSettings split = Split(*info, t.interpretations);
  t.interpretations = std::move(split.interpretations);
  t.parameters.merge(split.parameters);
}

// A state JSON with its parameters apart from its readings (games with parameters; a start state written by
// hand or before parameters may have them under "settings").
Json SplitStateSettings(const GameInfo* info, const Json& state) {
  if (!info || info->parameters.empty() || !state.is_object() || !state.contains("settings") ||
      !state.at("settings").is_object())
    return state;
  Json out = state;
  for (const auto& [id, value] : state.at("settings").items())
    if (FindParameter(*info, id)) {
      out["parameters"][id] = value;
      out["settings"].erase(id);
    }
  return out;
}

}  // namespace

std::string ActorName(int player) { return player == kChance ? "chance" : "p" + std::to_string(player); }

Trace ParseTrace(const std::string& text, const std::string& where) {
  Json j = ParseJsonInput(text, where.empty() ? "trace" : where);
  const std::string w = where.empty() ? "trace" : where;
  if (!j.is_object()) throw ParseError(w, "a trace is a JSON object");
  if (Field<std::string>(j, "format", w) != "peerage-trace")
    throw ParseError(w, "field \"format\" must be \"peerage-trace\"");
  int version = static_cast<int>(IntField(j, "version", 0, 1 << 30, w));
  if (version != 1) throw ParseError(w, "unsupported trace version " + std::to_string(version) + " (this build reads 1)");
  Trace t;
  t.game = Field<std::string>(j, "game", w);
  t.players = static_cast<int>(IntField(j, "players", 0, 64, w));
  if (j.contains("interpretations"))
    t.interpretations = Field<std::map<std::string, std::string>>(j, "interpretations", w);
  if (j.contains("parameters")) t.parameters = Field<std::map<std::string, std::string>>(j, "parameters", w);
  SplitTraceSettings(t, w);
  if (j.contains("note")) t.note = Field<std::string>(j, "note", w);
  if (j.contains("data")) {
    const Json& d = j.at("data");
    if (!d.is_object()) throw ParseError(w, "field \"data\" must be an object with \"file\" and \"hash\"");
    t.data_file = Field<std::string>(d, "file", w + " (data)");
    t.data_hash = Field<std::string>(d, "hash", w + " (data)");
    if (t.data_file.empty()) throw ParseError(w + " (data)", "\"file\" must name the data file");
  }
  if (auto start = j.find("start"); start != j.end()) t.start = std::make_shared<const Json>(std::move(*start));
  auto found = j.find("actions");
  if (found == j.end() || !found->is_array()) throw ParseError(w, "field \"actions\" must be an array");
  const Json& actions = *found;
  std::vector<int> lines = ActionLines(text);
  for (size_t k = 0; k < actions.size(); ++k) {
    const Json& a = actions[k];
    TraceStep s;
    s.line = k < lines.size() ? lines[k] : 0;
    std::string sw = Where(where, s.line, static_cast<int>(k));
    if (a.is_string()) {
      s.action = a.get<std::string>();
    } else if (a.is_object()) {
      s.action = Field<std::string>(a, "action", sw);
      if (a.contains("actor")) s.actor = Field<std::string>(a, "actor", sw);
      if (a.contains("legal")) s.legal = static_cast<int>(IntField(a, "legal", 0, 1 << 30, sw));
      if (a.contains("hash")) s.hash = Field<std::string>(a, "hash", sw);
    } else {
      throw ParseError(sw, "an action is a string or an object with \"action\"");
    }
    t.steps.push_back(std::move(s));
  }
  if (j.contains("shown_from")) {
    t.shown_from = static_cast<int>(IntField(j, "shown_from", 0, 1 << 30, w));
    if (*t.shown_from > static_cast<int>(t.steps.size()))
      throw ParseError(w, fmt::format("\"shown_from\" is {}, but the trace has only {} actions", *t.shown_from,
                                      t.steps.size()));
  }
  if (j.contains("final")) {
    const Json& f = j.at("final");
    if (!f.is_object()) throw ParseError(w, "field \"final\" must be an object");
    TraceFinal fin;
    fin.terminal = Field<bool>(f, "terminal", w + " (final)");
    if (f.contains("scores")) fin.scores = Field<std::vector<std::int64_t>>(f, "scores", w + " (final)");
    if (f.contains("hash")) fin.hash = Field<std::string>(f, "hash", w + " (final)");
    t.final_state = fin;
  }
  return t;
}

Trace ReadTraceFile(const std::string& path) { return ParseTrace(ReadInputFile(path, "trace"), path); }

std::string WriteTrace(const Trace& t) {
  std::string out = "{\n";
  out += "  \"format\": \"peerage-trace\",\n  \"version\": 1,\n";
  out += "  \"game\": " + Json(t.game).dump() + ",\n";
  out += "  \"players\": " + std::to_string(t.players) + ",\n";
  // Written split whatever the caller put where (RecordTrace and the reports fill `interpretations` from a
  // context's settings, which hold both).
  const GameInfo* info = Registry::Instance().Find(t.game);
  std::map<std::string, std::string> all = t.interpretations;
  all.insert(t.parameters.begin(), t.parameters.end());
  SplitSettings split = info ? Split(*info, all) : SplitSettings{t.interpretations, t.parameters};
  out += "  \"interpretations\": " + Json(split.interpretations).dump() + ",\n";
  if (!split.parameters.empty()) out += "  \"parameters\": " + Json(split.parameters).dump() + ",\n";
  if (!t.data_file.empty())
    out += "  \"data\": " + Json{{"file", t.data_file}, {"hash", t.data_hash}}.dump() + ",\n";
  if (!t.note.empty()) out += "  \"note\": " + Json(t.note).dump() + ",\n";
  if (t.start) out += "  \"start\": " + SplitStateSettings(info, *t.start).dump() + ",\n";
  if (t.shown_from) out += "  \"shown_from\": " + std::to_string(*t.shown_from) + ",\n";
  out += "  \"actions\": [";
  for (size_t k = 0; k < t.steps.size(); ++k) {
    const TraceStep& s = t.steps[k];
    Json a = Json::object();
    if (s.actor) a["actor"] = *s.actor;
    a["action"] = s.action;
    if (s.legal) a["legal"] = *s.legal;
    if (s.hash) a["hash"] = *s.hash;
    out += (k ? ",\n    " : "\n    ") + a.dump();
  }
  out += t.steps.empty() ? "]" : "\n  ]";
  if (t.final_state) {
    Json f;
    f["terminal"] = t.final_state->terminal;
    if (t.final_state->scores) f["scores"] = *t.final_state->scores;
    if (t.final_state->hash) f["hash"] = *t.final_state->hash;
    out += ",\n  \"final\": " + f.dump();
  }
  out += "\n}\n";
  return out;
}

void WriteFileAtomic(const std::string& path, const std::string& content) {
  // A temporary of our own beside the target (same file system, so the rename is atomic): created with
  // O_EXCL under a fresh name, so an existing file (a user's own "<path>.tmp") is never touched.
  static std::atomic<std::uint64_t> counter{0};
  std::random_device entropy;
  std::string tmp;
  int fd = -1;
  for (int attempt = 0; fd < 0; ++attempt) {
    tmp = path + fmt::format(".peerage-{}-{}-{:08x}.tmp", ::getpid(), counter++, entropy());
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && (errno != EEXIST || attempt >= 100))
      throw Error(path, std::string("cannot write file (") + std::strerror(errno) + ")");
  }
  auto fail = [&](const std::string& why) {
    const std::string reason = std::strerror(errno);
    if (fd >= 0) ::close(fd);
    ::unlink(tmp.c_str());
    return Error(path, why + " (" + reason + ")");
  };
  for (std::size_t done = 0; done < content.size();) {
    ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw fail("write failed");
    done += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0) {
    fd = -1;
    throw fail("write failed");
  }
  fd = -1;
  if (std::rename(tmp.c_str(), path.c_str()) != 0) throw fail("cannot move the finished file into place");
}

GameConfig TraceConfig(const Trace& trace) {
  GameConfig c;
  c.game = trace.game;
  c.players = trace.players;
  c.settings = trace.interpretations;
  c.settings.insert(trace.parameters.begin(), trace.parameters.end());
  c.data_file = trace.data_file;
  return c;
}

Trace RecordTrace(const State& state, bool checkpoints, const std::string& note) {
  Trace t;
  t.game = state.info().name;
  t.players = state.NumPlayers();
  SplitSettings split = Split(state.info(), state.context().settings);
  t.interpretations = std::move(split.interpretations);
  t.parameters = std::move(split.parameters);
  if (!state.context().data_file.empty()) {
    t.data_file = state.context().data_file;
    t.data_hash = HashHex(state.context().data_hash);
  }
  t.note = note;
  t.start = state.StartState();
  auto replay = t.start ? StateFromJson(*t.start, "start state") : NewGame(state.shared_context());
  for (size_t k = 0; k < state.History().size(); ++k) {
    Action a = state.History()[k];
    TraceStep s;
    s.action = replay->ActionToString(a);
    s.actor = ActorName(replay->CurrentPlayer());
    if (checkpoints) {
      s.legal = static_cast<int>(replay->LegalActions().size());
      s.hash = HashHex(replay->Hash());
    }
    replay->ApplyLegalAction(a);
    t.steps.push_back(std::move(s));
  }
  if (checkpoints) {
    TraceFinal f;
    f.terminal = replay->IsTerminal();
    if (f.terminal) f.scores = replay->Scores();
    f.hash = HashHex(replay->Hash());
    t.final_state = f;
  }
  return t;
}

std::unique_ptr<State> Replay(const Trace& trace, const ReplayOptions& options) {
  CheckDataFile(trace);
  std::unique_ptr<State> state;
  try {
    if (trace.start) {
      state = StateFromJson(*trace.start, Where(options.where, 0, -1) + " (start)");
      if (state->info().name != trace.game || state->NumPlayers() != trace.players ||
          state->context().settings != MakeContext(TraceConfig(trace))->settings)
        throw ParseError(Where(options.where, 0, -1), "start state's game, players or interpretations differ from the trace's");
    } else {
      state = NewGame(TraceConfig(trace));
    }
    if (!trace.data_hash.empty() && HashHex(state->context().data_hash) != trace.data_hash)
      throw ParseError(Where(options.where, 0, -1), "data file '" + trace.data_file + "' has hash " +
                                                        HashHex(state->context().data_hash) + " but the trace was recorded with " +
                                                        trace.data_hash);
  } catch (const ConfigError& e) {
    throw ConfigError(Where(options.where, 0, -1) + ": " + e.where(), e.why());
  }
  for (size_t k = 0; k < trace.steps.size(); ++k) {
    const TraceStep& s = trace.steps[k];
    std::string w = Where(options.where, s.line, static_cast<int>(k));
    if (state->IsTerminal())
      throw IllegalActionError(w, "the game is already over; action '" + s.action + "' cannot follow");
    std::string actor = ActorName(state->CurrentPlayer());
    if (s.actor && *s.actor != actor)
      throw IllegalActionError(w, "trace says actor " + *s.actor + " but " + actor + " is to act");
    if (options.check_checkpoints && s.legal) {
      int n = static_cast<int>(state->LegalActions().size());
      if (n != *s.legal)
        throw IllegalActionError(w, "checkpoint mismatch: " + std::to_string(n) +
                                        " legal actions, trace recorded " + std::to_string(*s.legal));
    }
    if (options.check_checkpoints && s.hash) {
      std::string h = HashHex(state->Hash());
      if (h != *s.hash) throw IllegalActionError(w, "checkpoint mismatch: state hash " + h + ", trace recorded " + *s.hash);
    }
    try {
      state->ApplyActionText(s.action);
    } catch (const IllegalActionError& e) {
      throw IllegalActionError(w, e.why());
    }
  }
  if (options.check_checkpoints && trace.final_state) {
    std::string w = Where(options.where, 0, -1) + " (final)";
    const TraceFinal& f = *trace.final_state;
    if (f.terminal != state->IsTerminal())
      throw IllegalActionError(w, std::string("trace says the game is ") + (f.terminal ? "" : "not ") +
                                      "over, replay disagrees");
    if (f.scores && state->IsTerminal() && *f.scores != state->Scores())
      throw IllegalActionError(w, "final scores differ from the trace's");
    if (f.hash && *f.hash != HashHex(state->Hash()))
      throw IllegalActionError(w, "final state hash " + HashHex(state->Hash()) + " differs from the trace's " + *f.hash);
  }
  return state;
}

RereadResult ReplayUnderReadings(const Trace& trace, const std::map<std::string, std::string>& overrides,
                                 const std::string& where) {
  GameConfig config = TraceConfig(trace);
  for (const auto& [id, reading] : overrides) config.settings[id] = reading;
  CheckDataFile(trace);
  RereadResult r;
  try {
    if (trace.start) {
      // The same position under the new readings: the game's part of the start state is kept (or
      // rewritten by the game's reread_state where a reading changes what the state records), its
      // settings replaced (the state loader checks the invariants under the new readings).
      Json start = *trace.start;
      const auto context = MakeContext(config);
      if (context->info->reread_state && start.contains("state"))
        context->info->reread_state(start["state"], MakeContext(TraceConfig(trace))->settings, context->settings);
      SplitSettings split = Split(*context->info, context->settings);
      start["settings"] = std::move(split.interpretations);
      if (split.parameters.empty()) start.erase("parameters");
      else start["parameters"] = std::move(split.parameters);
      r.state = StateFromJson(start, Where(where, 0, -1) + " (start)");
    } else {
      r.state = NewGame(config);
    }
  } catch (const ConfigError& e) {
    throw ConfigError(Where(where, 0, -1) + ": " + e.where(), e.why());
  }
  if (!trace.data_hash.empty() && HashHex(r.state->context().data_hash) != trace.data_hash)
    throw ParseError(Where(where, 0, -1), "data file '" + trace.data_file + "' has hash " +
                                              HashHex(r.state->context().data_hash) +
                                              " but the trace was recorded with " + trace.data_hash);
  for (size_t k = 0; k < trace.steps.size(); ++k) {
    const TraceStep& s = trace.steps[k];
    const std::string actor = r.state->IsTerminal() ? "" : ActorName(r.state->CurrentPlayer());
    if (r.state->IsTerminal())
      r.why = "the game is already over";
    else if (s.actor && *s.actor != actor)
      r.why = "the trace says actor " + *s.actor + " but " + actor + " is to act";
    else if (const std::optional<Action> a = r.state->ParseAction(s.action); !a || !r.state->IsLegal(*a))
      r.why = "'" + s.action + "' is " + (a ? "not legal here" : "not an action of " + trace.game);
    if (!r.why.empty()) {
      r.diverged_at = static_cast<int>(k);
      return r;
    }
    r.state->ApplyActionText(s.action);
  }
  return r;
}

}  // namespace peerage
