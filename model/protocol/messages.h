// The engine protocol's messages (docs/protocol.md): one JSON object per line, every message carrying the
// request id. This file is the codec both sides share: building requests and replies, and parsing them
// with validation that names what is wrong. Nothing here does I/O.
//
//   request  {"id": 7, "cmd": "legal"}
//   reply    {"id": 7, "ok": true, "actions": ["die:3", "die:4"]}
//   error    {"id": 7, "ok": false, "error": {"code": "no-game", "message": "..."}}
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/input_file.h"

namespace peerage::protocol {

using Json = nlohmann::json;

inline constexpr int kVersion = 1;          // the protocol version this build speaks
inline constexpr std::int64_t kMaxId = (std::int64_t{1} << 53) - 1;  // ids are exact in any JSON reader

// Error codes a server puts in {"error": {"code": ...}}.
namespace code {
inline constexpr const char* kBadRequest = "bad-request";          // not JSON, not an object, bad field
inline constexpr const char* kUnknownCommand = "unknown-command";
inline constexpr const char* kHandshake = "handshake-required";    // a command before hello
inline constexpr const char* kVersion = "unsupported-version";
inline constexpr const char* kUnknownGame = "unknown-game";
inline constexpr const char* kBadConfig = "bad-config";            // players, settings
inline constexpr const char* kBadState = "bad-state";              // start state does not load
inline constexpr const char* kNoGame = "no-game";                  // no new_game yet
inline constexpr const char* kIllegalAction = "illegal-action";
inline constexpr const char* kBadPlayer = "bad-player";            // observation of a non-player
inline constexpr const char* kInternal = "internal";
}  // namespace code

// A line that breaks the protocol. `id` is the request id when one could be read (so a server can still
// answer it), `code` one of the codes above.
class ProtocolError : public Error {
 public:
  ProtocolError(std::string why, std::string code = code::kBadRequest, std::optional<std::int64_t> id = {})
      : Error("protocol", std::move(why)), code_(std::move(code)), id_(id) {}
  const std::string& code() const { return code_; }
  const std::optional<std::int64_t>& id() const { return id_; }

 private:
  std::string code_;
  std::optional<std::int64_t> id_;
};

// One JSON line, no newline: compact, keys sorted (nlohmann objects are ordered), invalid UTF-8 replaced.
std::string Dump(const Json& j);
// Parses one line into a JSON object; throws ProtocolError naming the problem (malformed JSON, nesting
// deeper than kMaxJsonDepth (model/core/input_file.h: the bound of every JSON input), not an object).
Json ParseLine(std::string_view line);

// --- requests ------------------------------------------------------------------------------------------
// A validated request; only the fields of its command are set.
struct Request {
  std::int64_t id = 0;
  std::string cmd;                     // hello, new_game, status, legal, apply, state, observation, quit
  int protocol = 0;                    // hello
  GameConfig config;                   // new_game: game, players (0 if absent), settings + parameters
  std::shared_ptr<const Json> start;   // new_game: optional start state (canonical JSON)
  std::string data_hash;               // new_game: with config.data_file, the user's data file's hash
  std::string action;                  // apply
  int player = 0;                      // observation
  bool public_view = false;            // state: "view": "public" (the game's public state) or "full" (default)
};

// Validates {"id": <0..2^53-1>, "cmd": <string>} and the command's own fields. Throws ProtocolError
// (carrying the id when the line had a valid one, so the error can still be answered).
Request ParseRequest(std::string_view line);
// The same for a line already parsed by ParseLine (a JSON object).
Request ReadRequest(const Json& message);
// The requests a runner sends at every step, read without building a JSON document when they are in the
// exact bytes SimpleRequest / ApplyRequest write ({"cmd":"legal","id":7}, {"action":"die:3","cmd":"apply",
// "id":7}; an action of printable ASCII without quote or backslash). nullopt for any other line (spaces,
// another key order, escapes, another command): ParseRequest reads those, with the same result.
std::optional<Request> ReadCanonicalRequest(std::string_view line);

std::string HelloRequest(std::int64_t id, int protocol = kVersion);
// `settings` are sent fully resolved (every interpretation id with its reading id, every parameter id with
// its value); a game's parameters go in their own "parameters" object (games without any: no such field).
std::string NewGameRequest(std::int64_t id, const std::string& game, int players,
                           const std::map<std::string, std::string>& settings, const Json* start,
                           const std::string& data_file = "", const std::string& data_hash = "");
std::string SimpleRequest(std::int64_t id, const char* cmd);  // status, legal, state, quit
std::string ApplyRequest(std::int64_t id, const std::string& action);
std::string ObservationRequest(std::int64_t id, int player);
// {"cmd": "state"}, or with "view": "public" for the game's public state.
std::string StateRequest(std::int64_t id, bool public_view);

// --- replies -------------------------------------------------------------------------------------------
std::string OkReply(std::int64_t id, Json fields);  // fields: an object (or null) merged after id/ok
std::string ErrorReply(std::optional<std::int64_t> id, const std::string& code, const std::string& message);
// The replies of every step, written directly: the same bytes as OkReply with these fields (`scores` and
// `probabilities` left out when null).
std::string EmptyOkReply(std::int64_t id);  // apply
std::string StatusOkReply(std::int64_t id, const std::string& actor, const std::vector<std::int64_t>* scores);
std::string LegalOkReply(std::int64_t id, const std::vector<std::string>& actions,
                         const std::vector<std::string>* probabilities);

struct ErrorInfo {
  std::string code;
  std::string message;
};

struct Reply {
  std::int64_t id = 0;
  bool ok = false;
  ErrorInfo error;  // when !ok
};

// Validates {"id": expected_id, "ok": bool} (+ a well-formed "error" when ok is false).
// Throws ProtocolError with code "garbage" for malformed lines and "id" for a wrong id.
Reply ReadReply(const Json& message, std::int64_t expected_id);

struct HelloReply {
  int protocol = 0;
  std::string engine;
  std::vector<std::string> games;
};
struct StatusReply {
  std::string actor;  // "p<i>", "chance" or "terminal"
  std::optional<std::vector<std::int64_t>> scores;  // present iff actor is "terminal"
};
struct LegalReply {
  std::vector<std::string> actions;
  std::optional<std::vector<std::string>> probabilities;  // optional, at chance nodes: "n/d" per action
};

// Field readers for ok replies; throw ProtocolError (code "garbage") naming the missing/mistyped field.
HelloReply ReadHello(const Json& message);
StatusReply ReadStatus(const Json& message);
LegalReply ReadLegal(const Json& message);
const Json& ReadObject(const Json& message, const char* key);  // "state" / "observation"

// "p0".."p<n-1>", "chance", "terminal" for a kernel player index (kChance, kTerminal included).
std::string ActorText(int player);

}  // namespace peerage::protocol
