#include "model/protocol/server.h"

#include <algorithm>
#include <istream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "model/core/input_file.h"
#include "model/protocol/messages.h"

namespace peerage::protocol {
namespace {

std::string EngineName() { return "peerage-reference"; }

Json GamesJson() {
  Json games = Json::array();
  for (const GameInfo* g : Registry::Instance().All()) games.push_back(g->name);
  return games;
}

std::vector<std::string> Probabilities(const State& s) {
  std::vector<std::string> p;
  for (const ChanceOutcome& o : s.ChanceOutcomes()) p.push_back(o.probability.ToString());
  return p;
}

// An error message as a reply may carry it: a library's parse error quotes the bytes it last read, which
// would let a client read a file through the server's errors; that part is cut.
std::string WithoutFileBytes(std::string message) {
  if (auto cut = message.find("; last read"); cut != std::string::npos) message.resize(cut);
  return message;
}

bool Under(const std::filesystem::path& file, const std::filesystem::path& dir) {
  auto [d, f] = std::mismatch(dir.begin(), dir.end(), file.begin(), file.end());
  return d == dir.end() || (std::next(d) == dir.end() && d->empty());  // "dir/" ends in an empty element
}

// The error reply to the exception being handled, for the request `id` (when known).
std::string ErrorOfCurrent(std::optional<std::int64_t> id) {
  try {
    throw;
  } catch (const ProtocolError& e) {
    return ErrorReply(e.id() ? e.id() : id, e.code(), e.why());
  } catch (const ConfigError& e) {
    return ErrorReply(id, code::kBadConfig, WithoutFileBytes(e.what()));
  } catch (const Error& e) {
    return ErrorReply(id, code::kInternal, WithoutFileBytes(e.what()));
  } catch (const std::exception& e) {
    return ErrorReply(id, code::kInternal, std::string("internal error: ") + e.what());
  } catch (...) {
    return ErrorReply(id, code::kInternal, "internal error");
  }
}

}  // namespace

Server::Server(const ServerOptions& options) {
  for (const std::string& dir : options.data_dirs) {
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
      throw ConfigError("--data-dir " + dir, "not an existing directory");
    data_dirs_.push_back(std::filesystem::canonical(dir));
  }
}

std::string Server::RefuseDataFile(const std::string& file) const {
  if (data_dirs_.empty()) return "data file outside --data-dir (this server reads only its shipped data)";
  // The path as it resolves now (symbolic links followed; a missing tail resolved lexically), so neither
  // "../" nor a link leads out of an allowed directory.
  std::error_code ec;
  const std::filesystem::path resolved = std::filesystem::weakly_canonical(std::filesystem::absolute(file), ec);
  if (!ec)
    for (const auto& dir : data_dirs_)
      if (Under(resolved, dir)) return "";
  return "data file outside --data-dir";
}

std::string Server::Handle(std::string_view line) {
  // The requests of every step in the runner's own bytes skip the JSON document (the answer is the same).
  if (std::optional<Request> request = ReadCanonicalRequest(line)) return Answer(*request);
  Json message;
  try {
    message = ParseLine(line);
  } catch (...) {
    return ErrorOfCurrent(std::nullopt);
  }
  return HandleMessage(message);
}

std::string Server::HandleMessage(const Json& message) {
  Request request;
  try {
    request = ReadRequest(message);
  } catch (...) {
    return ErrorOfCurrent(std::nullopt);
  }
  return Answer(request);
}

std::string Server::Answer(Request& request) {
  try {
    return Dispatch(request);
  } catch (...) {
    return ErrorOfCurrent(request.id);
  }
}

std::string Server::Dispatch(Request& r) {
  if (r.cmd == "hello") {
    if (r.protocol != kVersion)
      return ErrorReply(r.id, code::kVersion,
                        "this engine speaks protocol " + std::to_string(kVersion) + ", not " + std::to_string(r.protocol));
    hello_ = true;
    return OkReply(r.id, {{"protocol", kVersion}, {"engine", EngineName()}, {"games", GamesJson()}});
  }
  if (r.cmd == "quit") {
    done_ = true;
    return OkReply(r.id, nullptr);
  }
  if (!hello_) return ErrorReply(r.id, code::kHandshake, "send hello first");
  if (r.cmd == "new_game") {
    if (!Registry::Instance().Find(r.config.game))
      return ErrorReply(r.id, code::kUnknownGame, "unknown game '" + r.config.game + "'");
    if (!r.config.data_file.empty()) {
      if (std::string why = RefuseDataFile(r.config.data_file); !why.empty())
        return ErrorReply(r.id, code::kBadConfig, "'" + r.config.data_file + "': " + why);
    }
    std::shared_ptr<const GameContext> context;
    try {
      // The bounded reader first (a directory, FIFO, device, oversized, too deep or malformed file gets
      // one reason, no bytes quoted); then the game loads it.
      if (!r.config.data_file.empty()) ReadJsonFile(r.config.data_file, "data file");
      context = MakeContext(r.config);
    } catch (const Error& e) {  // unknown option or reading; unreadable or invalid data file
      return ErrorReply(r.id, code::kBadConfig, WithoutFileBytes(e.what()));
    }
    if (!r.config.data_file.empty() && HashHex(context->data_hash) != r.data_hash)
      return ErrorReply(r.id, code::kBadConfig, "data file '" + r.config.data_file + "' has hash " +
                                                    HashHex(context->data_hash) + ", the request says " + r.data_hash);
    std::unique_ptr<State> state;
    if (r.start) {
      try {
        state = StateFromJson(*r.start, "start");
      } catch (const Error& e) {
        return ErrorReply(r.id, code::kBadState, e.what());
      }
      if (state->info().name != context->info->name || state->NumPlayers() != context->players ||
          state->context().settings != context->settings)
        return ErrorReply(r.id, code::kBadState, "the start state's game, players or settings differ from the request's");
    } else {
      state = NewGame(context);
    }
    state_ = std::move(state);
    return OkReply(r.id, nullptr);
  }
  if (!state_) return ErrorReply(r.id, code::kNoGame, "send new_game first");
  const State& s = *state_;
  if (r.cmd == "status") {
    if (!s.IsTerminal()) return StatusOkReply(r.id, ActorText(s.CurrentPlayer()), nullptr);
    const std::vector<std::int64_t> scores = s.Scores();
    return StatusOkReply(r.id, ActorText(kTerminal), &scores);
  }
  if (r.cmd == "legal") {
    std::vector<std::string> actions;
    for (Action a : s.LegalActions()) actions.push_back(s.ActionToString(a));
    if (!s.IsChance()) return LegalOkReply(r.id, actions, nullptr);
    const std::vector<std::string> probabilities = Probabilities(s);
    return LegalOkReply(r.id, actions, &probabilities);
  }
  if (r.cmd == "apply") {
    try {
      state_->ApplyActionText(r.action);
    } catch (const IllegalActionError& e) {
      return ErrorReply(r.id, code::kIllegalAction, e.what());
    }
    return EmptyOkReply(r.id);
  }
  if (r.cmd == "state") {
    if (!r.public_view) return OkReply(r.id, {{"state", s.ToJson()}});
    if (!s.info().public_state)
      return ErrorReply(r.id, code::kBadRequest, "game " + std::string(s.info().name) + " has no public state yet");
    return OkReply(r.id, {{"state", s.info().public_state(s)}});
  }
  if (r.cmd == "observation") {
    if (r.player >= s.NumPlayers())
      return ErrorReply(r.id, code::kBadPlayer, "player " + std::to_string(r.player) + " is not in this game");
    return OkReply(r.id, {{"observation", s.ObservationJson(r.player)}});
  }
  return ErrorReply(r.id, code::kUnknownCommand, "unknown command \"" + r.cmd + "\"");
}

void Server::Serve(std::istream& in, std::ostream& out, std::size_t max_line) {
  std::string line;
  while (!done_) {
    line.clear();
    bool too_long = false, any = false;
    std::streambuf* buf = in.rdbuf();
    for (int c; (c = buf->sbumpc()) != std::char_traits<char>::eof();) {
      any = true;
      if (c == '\n') break;
      if (line.size() < max_line) line.push_back(static_cast<char>(c));
      else too_long = true;
    }
    if (!any) break;  // end of input
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::string reply = too_long ? ErrorReply(std::nullopt, code::kBadRequest,
                                              "line longer than " + std::to_string(max_line) + " bytes")
                                 : Handle(line);
    out << reply << '\n';
    // Flushed before the next read could wait: a client that pipelines requests gets the replies to
    // what it has sent in one write rather than one per reply.
    if (buf->in_avail() <= 0) out.flush();
  }
  out.flush();
}

}  // namespace peerage::protocol
