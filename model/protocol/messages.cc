#include "model/protocol/messages.h"

#include <nlohmann/json.hpp>

#include "model/core/state.h"

namespace peerage::protocol {
namespace {

// Appends Dump(j) to `out`, stopping soon after `out` holds more than `limit` characters: the same text as
// far as it goes (compact, keys in order, each key and scalar written by Dump), without writing a whole
// state to show its first line.
void DumpPrefix(const Json& j, std::string& out, std::size_t limit) {
  if (j.is_object() || j.is_array()) {
    out += j.is_object() ? '{' : '[';
    bool first = true;
    for (auto it = j.begin(); it != j.end() && out.size() <= limit; ++it) {
      if (!first) out += ',';
      first = false;
      if (j.is_object()) out += Dump(Json(it.key())) + ':';
      DumpPrefix(it.value(), out, limit);
    }
    out += j.is_object() ? '}' : ']';
  } else {
    out += Dump(j);
  }
}

std::string Shown(const Json& j) {
  std::string s;
  DumpPrefix(j, s, 60);
  return s.size() > 60 ? s.substr(0, 57) + "..." : s;
}

// Garbage in a reply: the engine's answer is not what the protocol says.
[[noreturn]] void Garbage(const std::string& why) { throw ProtocolError(why, "garbage"); }

const Json& Need(const Json& message, const char* key) {
  auto it = message.find(key);
  if (it == message.end()) Garbage(std::string("reply has no \"") + key + "\" field: " + Shown(message));
  return *it;
}

std::int64_t ReadId(const Json& v) {
  if (!v.is_number_integer()) return -1;
  if (v.is_number_unsigned()) {
    auto u = v.get<std::uint64_t>();
    return u <= static_cast<std::uint64_t>(kMaxId) ? static_cast<std::int64_t>(u) : -1;
  }
  auto i = v.get<std::int64_t>();
  return i >= 0 && i <= kMaxId ? i : -1;
}

// Request field readers: a missing or mistyped field is a bad-request answered with the request's id.
const Json& Field(const Json& m, const char* key, std::int64_t id) {
  auto it = m.find(key);
  if (it == m.end()) throw ProtocolError(std::string("missing field \"") + key + "\"", code::kBadRequest, id);
  return *it;
}

std::string StringField(const Json& m, const char* key, std::int64_t id) {
  const Json& v = Field(m, key, id);
  if (!v.is_string()) throw ProtocolError(std::string("field \"") + key + "\" must be a string", code::kBadRequest, id);
  return v.get<std::string>();
}

int IntField(const Json& m, const char* key, std::int64_t id, int lo, int hi) {
  const Json& v = Field(m, key, id);
  bool in_range = v.is_number_unsigned() ? v.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi) &&
                                                static_cast<std::int64_t>(v.get<std::uint64_t>()) >= lo
                                          : v.is_number_integer() && v.get<std::int64_t>() >= lo &&
                                                v.get<std::int64_t>() <= hi;
  if (!in_range)
    throw ProtocolError(std::string("field \"") + key + "\" must be an integer in " + std::to_string(lo) + ".." +
                            std::to_string(hi),
                        code::kBadRequest, id);
  return v.get<int>();
}

}  // namespace

std::string Dump(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

Json ParseLine(std::string_view line) {
  if (JsonNestingDepth(line) > kMaxJsonDepth)
    throw ProtocolError("JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  Json j = Json::parse(line, nullptr, false);
  if (j.is_discarded()) {
    std::string shown(line.substr(0, 60));
    throw ProtocolError("not JSON: " + Dump(Json(shown)) + (line.size() > 60 ? "..." : ""));
  }
  if (!j.is_object()) throw ProtocolError("a message is a JSON object, got " + Shown(j));
  return j;
}

Request ParseRequest(std::string_view line) { return ReadRequest(ParseLine(line)); }

namespace {

// Reads `prefix` at the front of `rest` and drops it; false (rest unchanged) if it is not there.
bool Eat(std::string_view& rest, std::string_view prefix) {
  if (rest.substr(0, prefix.size()) != prefix) return false;
  rest.remove_prefix(prefix.size());
  return true;
}

// `rest` is exactly `<id>}` with the id as a JSON reader reads it (no sign, no leading zero, no fraction) in
// 0..kMaxId.
std::optional<std::int64_t> CanonicalIdEnd(std::string_view rest) {
  if (rest.size() < 2 || rest.size() > 17 || rest.back() != '}') return std::nullopt;
  rest.remove_suffix(1);
  if (rest.size() > 1 && rest[0] == '0') return std::nullopt;
  std::int64_t id = 0;
  for (char c : rest) {
    if (c < '0' || c > '9') return std::nullopt;
    id = id * 10 + (c - '0');
  }
  if (id > kMaxId) return std::nullopt;
  return id;
}

// A string Dump writes unchanged between its quotes: printable ASCII without quote or backslash.
bool Plain(std::string_view s) {
  for (char c : s)
    if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') return false;
  return true;
}

void AppendString(std::string& out, const std::string& s) {
  if (!Plain(s)) {
    out += Dump(Json(s));
    return;
  }
  out += '"';
  out += s;
  out += '"';
}

void AppendIdAndOk(std::string& out, std::int64_t id) {
  out += "\"id\":";
  out += std::to_string(id);
  out += ",\"ok\":true";
}

}  // namespace

std::optional<Request> ReadCanonicalRequest(std::string_view line) {
  Request r;
  std::string_view rest = line;
  if (Eat(rest, R"({"cmd":")")) {
    if (Eat(rest, R"(status",)")) r.cmd = "status";
    else if (Eat(rest, R"(legal",)")) r.cmd = "legal";
    else return std::nullopt;
  } else if (Eat(rest, R"({"action":")")) {
    std::size_t end = rest.find('"');
    if (end == std::string_view::npos || !Plain(rest.substr(0, end))) return std::nullopt;
    r.action = std::string(rest.substr(0, end));
    rest.remove_prefix(end);
    if (!Eat(rest, R"(","cmd":"apply",)")) return std::nullopt;
    r.cmd = "apply";
  } else {
    return std::nullopt;
  }
  if (!Eat(rest, R"("id":)")) return std::nullopt;
  auto id = CanonicalIdEnd(rest);
  if (!id) return std::nullopt;
  r.id = *id;
  return r;
}

Request ReadRequest(const Json& m) {
  Request r;
  auto id_it = m.find("id");
  if (id_it == m.end()) throw ProtocolError("missing field \"id\"");
  r.id = ReadId(*id_it);
  if (r.id < 0) throw ProtocolError("field \"id\" must be an integer in 0..2^53-1");
  r.cmd = StringField(m, "cmd", r.id);
  if (r.cmd == "hello") {
    r.protocol = IntField(m, "protocol", r.id, 0, 1 << 30);
  } else if (r.cmd == "new_game") {
    r.config.game = StringField(m, "game", r.id);
    if (m.contains("players")) r.config.players = IntField(m, "players", r.id, 1, 64);
    if (m.contains("settings")) {
      const Json& s = m.at("settings");
      if (!s.is_object()) throw ProtocolError("field \"settings\" must be an object", code::kBadRequest, r.id);
      for (const auto& [k, v] : s.items()) {
        if (!v.is_string())
          throw ProtocolError("setting \"" + k + "\" must be a string (a reading id)", code::kBadRequest, r.id);
        r.config.settings[k] = v.get<std::string>();
      }
    }
    // Set-up parameters (games that have them) travel apart from the readings; GameConfig holds both. A
    // parameter under "settings" (an engine written before parameters) is accepted; MakeContext checks it.
    if (m.contains("parameters")) {
      const Json& s = m.at("parameters");
      if (!s.is_object()) throw ProtocolError("field \"parameters\" must be an object", code::kBadRequest, r.id);
      const GameInfo* info = Registry::Instance().Find(r.config.game);
      for (const auto& [k, v] : s.items()) {
        if (!v.is_string())
          throw ProtocolError("parameter \"" + k + "\" must be a string (a value id)", code::kBadRequest, r.id);
        if (info && !FindParameter(*info, k))
          throw ProtocolError("\"" + k + "\" is not a parameter of " + r.config.game, code::kBadConfig, r.id);
        if (!r.config.settings.emplace(k, v.get<std::string>()).second)
          throw ProtocolError("\"" + k + "\" is given under both \"settings\" and \"parameters\"", code::kBadRequest, r.id);
      }
    }
    if (m.contains("data")) {
      const Json& d = m.at("data");
      if (!d.is_object()) throw ProtocolError("field \"data\" must be an object with \"file\" and \"hash\"", code::kBadRequest, r.id);
      r.config.data_file = StringField(d, "file", r.id);
      r.data_hash = StringField(d, "hash", r.id);
    }
    if (m.contains("start")) {
      if (!m.at("start").is_object()) throw ProtocolError("field \"start\" must be an object", code::kBadRequest, r.id);
      r.start = std::make_shared<const Json>(m.at("start"));
    }
  } else if (r.cmd == "apply") {
    r.action = StringField(m, "action", r.id);
  } else if (r.cmd == "observation") {
    r.player = IntField(m, "player", r.id, 0, 63);
  } else if (r.cmd == "state") {
    if (m.contains("view")) {
      std::string view = StringField(m, "view", r.id);
      if (view != "public" && view != "full")
        throw ProtocolError("field \"view\" must be \"public\" or \"full\"", code::kBadRequest, r.id);
      r.public_view = view == "public";
    }
  } else if (r.cmd != "status" && r.cmd != "legal" && r.cmd != "quit") {
    throw ProtocolError("unknown command \"" + r.cmd + "\"", code::kUnknownCommand, r.id);
  }
  return r;
}

std::string HelloRequest(std::int64_t id, int protocol) {
  return Dump({{"id", id}, {"cmd", "hello"}, {"protocol", protocol}});
}

std::string NewGameRequest(std::int64_t id, const std::string& game, int players,
                           const std::map<std::string, std::string>& settings, const Json* start,
                           const std::string& data_file, const std::string& data_hash) {
  Json j = {{"id", id}, {"cmd", "new_game"}, {"game", game}, {"players", players}, {"settings", settings}};
  if (const GameInfo* info = Registry::Instance().Find(game); info && !info->parameters.empty()) {
    SplitSettings split = Split(*info, settings);
    j["settings"] = split.interpretations;
    if (!split.parameters.empty()) j["parameters"] = split.parameters;
  }
  if (!data_file.empty()) j["data"] = {{"file", data_file}, {"hash", data_hash}};
  if (start) j["start"] = *start;
  return Dump(j);
}

// The requests sent at every step are written directly (the same bytes Dump would write: keys sorted),
// as the runner sends hundreds of thousands a second. `cmd` is a plain command name.
std::string SimpleRequest(std::int64_t id, const char* cmd) {
  return std::string("{\"cmd\":\"") + cmd + "\",\"id\":" + std::to_string(id) + "}";
}

std::string ApplyRequest(std::int64_t id, const std::string& action) {
  return "{\"action\":" + Dump(Json(action)) + ",\"cmd\":\"apply\",\"id\":" + std::to_string(id) + "}";
}

std::string StateRequest(std::int64_t id, bool public_view) {
  if (!public_view) return SimpleRequest(id, "state");
  return Dump({{"id", id}, {"cmd", "state"}, {"view", "public"}});
}

std::string ObservationRequest(std::int64_t id, int player) {
  return Dump({{"id", id}, {"cmd", "observation"}, {"player", player}});
}

std::string OkReply(std::int64_t id, Json fields) {
  Json j = fields.is_object() ? std::move(fields) : Json::object();
  j["id"] = id;
  j["ok"] = true;
  return Dump(j);
}

std::string ErrorReply(std::optional<std::int64_t> id, const std::string& code, const std::string& message) {
  Json j = {{"ok", false}, {"error", {{"code", code}, {"message", message}}}};
  j["id"] = id ? Json(*id) : Json(nullptr);
  return Dump(j);
}

std::string EmptyOkReply(std::int64_t id) {
  std::string out = "{";
  AppendIdAndOk(out, id);
  return out + "}";
}

std::string StatusOkReply(std::int64_t id, const std::string& actor, const std::vector<std::int64_t>* scores) {
  std::string out = "{\"actor\":";
  AppendString(out, actor);
  out += ',';
  AppendIdAndOk(out, id);
  if (scores) {
    out += ",\"scores\":[";
    for (std::size_t k = 0; k < scores->size(); ++k) out += (k ? "," : "") + std::to_string((*scores)[k]);
    out += ']';
  }
  return out + "}";
}

std::string LegalOkReply(std::int64_t id, const std::vector<std::string>& actions,
                         const std::vector<std::string>* probabilities) {
  auto list = [](std::string& out, const std::vector<std::string>& texts) {
    out += '[';
    for (std::size_t k = 0; k < texts.size(); ++k) {
      if (k) out += ',';
      AppendString(out, texts[k]);
    }
    out += ']';
  };
  std::string out = "{\"actions\":";
  list(out, actions);
  out += ',';
  AppendIdAndOk(out, id);
  if (probabilities) {
    out += ",\"probabilities\":";
    list(out, *probabilities);
  }
  return out + "}";
}

Reply ReadReply(const Json& message, std::int64_t expected_id) {
  Reply r;
  const Json& id = Need(message, "id");
  r.id = ReadId(id);
  if (r.id != expected_id)
    throw ProtocolError("reply id " + Shown(id) + " does not match request id " + std::to_string(expected_id), "id");
  const Json& ok = Need(message, "ok");
  if (!ok.is_boolean()) Garbage("field \"ok\" must be true or false, got " + Shown(ok));
  r.ok = ok.get<bool>();
  if (!r.ok) {
    const Json& e = Need(message, "error");
    if (!e.is_object() || !e.contains("code") || !e["code"].is_string() || !e.contains("message") ||
        !e["message"].is_string())
      Garbage("field \"error\" must be {\"code\": string, \"message\": string}, got " + Shown(e));
    r.error = {e["code"].get<std::string>(), e["message"].get<std::string>()};
  }
  return r;
}

HelloReply ReadHello(const Json& m) {
  HelloReply h;
  const Json& p = Need(m, "protocol");
  if (!p.is_number_integer() || p.get<std::int64_t>() < 0 || p.get<std::int64_t>() > (1 << 30))
    Garbage("field \"protocol\" must be a version number, got " + Shown(p));
  h.protocol = p.get<int>();
  const Json& e = Need(m, "engine");
  if (!e.is_string()) Garbage("field \"engine\" must be a string");
  h.engine = e.get<std::string>();
  const Json& g = Need(m, "games");
  if (!g.is_array()) Garbage("field \"games\" must be an array of game names");
  for (const Json& name : g) {
    if (!name.is_string()) Garbage("field \"games\" must be an array of game names, got " + Shown(g));
    h.games.push_back(name.get<std::string>());
  }
  return h;
}

StatusReply ReadStatus(const Json& m) {
  StatusReply s;
  const Json& a = Need(m, "actor");
  if (!a.is_string()) Garbage("field \"actor\" must be a string");
  s.actor = a.get<std::string>();
  bool actor_ok = s.actor == "chance" || s.actor == "terminal";
  if (!actor_ok && s.actor.size() >= 2 && s.actor[0] == 'p' && s.actor.size() <= 3) {
    actor_ok = true;
    for (size_t i = 1; i < s.actor.size(); ++i) actor_ok = actor_ok && s.actor[i] >= '0' && s.actor[i] <= '9';
    actor_ok = actor_ok && !(s.actor.size() == 3 && s.actor[1] == '0');
  }
  if (!actor_ok) Garbage("field \"actor\" must be \"p<i>\", \"chance\" or \"terminal\", got " + Shown(a));
  auto it = m.find("scores");
  if (s.actor == "terminal") {
    if (it == m.end() || !it->is_array()) Garbage("a terminal status carries \"scores\": [integers]");
    std::vector<std::int64_t> scores;
    for (const Json& v : *it) {
      if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > (1ull << 62)))
        Garbage("field \"scores\" must hold integers, got " + Shown(*it));
      scores.push_back(v.get<std::int64_t>());
    }
    s.scores = std::move(scores);
  } else if (it != m.end()) {
    Garbage("only a terminal status carries \"scores\"");
  }
  return s;
}

LegalReply ReadLegal(const Json& m) {
  LegalReply l;
  const Json& a = Need(m, "actions");
  if (!a.is_array()) Garbage("field \"actions\" must be an array of strings");
  for (const Json& v : a) {
    if (!v.is_string()) Garbage("field \"actions\" must be an array of strings, got " + Shown(v));
    l.actions.push_back(v.get<std::string>());
  }
  if (auto it = m.find("probabilities"); it != m.end()) {
    if (!it->is_array() || it->size() != a.size())
      Garbage("field \"probabilities\" must be an array as long as \"actions\"");
    std::vector<std::string> p;
    for (const Json& v : *it) {
      if (!v.is_string()) Garbage("field \"probabilities\" must hold strings \"n/d\", got " + Shown(v));
      p.push_back(v.get<std::string>());
    }
    l.probabilities = std::move(p);
  }
  return l;
}

const Json& ReadObject(const Json& m, const char* key) {
  const Json& v = Need(m, key);
  if (!v.is_object()) Garbage(std::string("field \"") + key + "\" must be a JSON object");
  return v;
}

std::string ActorText(int player) {
  if (player == kTerminal) return "terminal";
  if (player == kChance) return "chance";
  return "p" + std::to_string(player);
}

}  // namespace peerage::protocol
