#include "model/protocol/client.h"

#include <nlohmann/json.hpp>

namespace peerage::protocol {

Json RemoteEngine::Take(const std::string& text, std::int64_t id, const char* what, ErrorInfo* refusal) {
  try {
    Json message = ParseLine(text);
    Reply reply = ReadReply(message, id);
    if (!reply.ok) {
      if (reply.error.code == code::kVersion)
        throw EngineFault(FaultKind::kVersion, std::string("engine refused ") + what + ": " + reply.error.message);
      if (!refusal)
        throw EngineFault(FaultKind::kProtocol, std::string("engine answered ") + what + " with error " +
                                                    reply.error.code + ": " + reply.error.message);
      *refusal = reply.error;
    }
    return message;
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(e.code() == "id" ? FaultKind::kProtocol : FaultKind::kGarbage,
                      std::string("reply to ") + what + ": " + e.why());
  } catch (const EngineFault&) {
    child_.Kill();
    throw;
  }
}

Json RemoteEngine::Call(const std::string& line, std::int64_t id, const char* what, ErrorInfo* refusal) {
  ++requests_;
  return Take(child_.Exchange(line), id, what, refusal);
}

template <typename F>
auto RemoteEngine::Read(const char* what, F&& read) -> decltype(read()) {
  try {
    return read();
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, std::string("reply to ") + what + ": " + e.why());
  }
}

void RemoteEngine::Connect() {
  if (child_.running()) return;
  child_.Start();
  queue_.clear(), queued_count_ = 0;
  std::int64_t id = NextId();
  Json m = Call(HelloRequest(id), id, "hello", nullptr);
  hello_ = Read("hello", [&] { return ReadHello(m); });
  if (hello_.protocol != kVersion) {
    child_.Kill();
    throw EngineFault(FaultKind::kVersion, "engine speaks protocol " + std::to_string(hello_.protocol) +
                                               ", this runner speaks " + std::to_string(kVersion));
  }
}

std::optional<ErrorInfo> RemoteEngine::NewGame(const GameContext& context, const Json* start) {
  std::int64_t id = NextId();
  const bool user_data = !context.data_file.empty();
  ErrorInfo refusal;
  Json m = Call(NewGameRequest(id, context.info->name, context.players, context.settings, start, context.data_file,
                               user_data ? HashHex(context.data_hash) : ""),
                id, "new_game", &refusal);
  if (m.at("ok").get<bool>()) return std::nullopt;
  if (refusal.code == code::kBadConfig || refusal.code == code::kBadState) return refusal;
  child_.Kill();
  throw EngineFault(FaultKind::kProtocol, "engine answered new_game with error " + refusal.code + ": " + refusal.message);
}

StatusReply RemoteEngine::Status() {
  Queued q{NextId(), "status"};
  ++requests_;
  return StatusOf(child_.Exchange(SimpleRequest(q.id, "status")), q);
}

LegalReply RemoteEngine::Legal() {
  Queued q{NextId(), "legal"};
  ++requests_;
  return LegalOf(child_.Exchange(SimpleRequest(q.id, "legal")), q);
}

std::optional<ErrorInfo> RemoteEngine::Apply(const std::string& action) {
  Queued q{NextId(), "apply"};
  ++requests_;
  return ApplyOf(child_.Exchange(ApplyRequest(q.id, action)), q);
}

Json RemoteEngine::FullState() {
  Queued q{NextId(), "state"};
  ++requests_;
  return StateOf(child_.Exchange(StateRequest(q.id, false)), q);
}

Json RemoteEngine::PublicState() {
  Queued q{NextId(), "state"};
  ++requests_;
  return StateOf(child_.Exchange(StateRequest(q.id, true)), q);
}

Json RemoteEngine::Observation(int player) {
  Queued q{NextId(), "observation"};
  ++requests_;
  return ObservationOf(child_.Exchange(ObservationRequest(q.id, player)), q);
}

RemoteEngine::Queued RemoteEngine::Queue(const std::string& line, std::int64_t id, const char* what) {
  queue_ += line;
  queue_ += '\n';
  ++queued_count_;
  ++requests_;
  return {id, what};
}

RemoteEngine::Queued RemoteEngine::QueueStatus() {
  std::int64_t id = NextId();
  return Queue(SimpleRequest(id, "status"), id, "status");
}
RemoteEngine::Queued RemoteEngine::QueueLegal() {
  std::int64_t id = NextId();
  return Queue(SimpleRequest(id, "legal"), id, "legal");
}
RemoteEngine::Queued RemoteEngine::QueueApply(const std::string& action) {
  std::int64_t id = NextId();
  return Queue(ApplyRequest(id, action), id, "apply");
}
RemoteEngine::Queued RemoteEngine::QueueState(bool public_view) {
  std::int64_t id = NextId();
  return Queue(StateRequest(id, public_view), id, "state");
}
RemoteEngine::Queued RemoteEngine::QueueObservation(int player) {
  std::int64_t id = NextId();
  return Queue(ObservationRequest(id, player), id, "observation");
}

void RemoteEngine::Flush(std::vector<std::string>& replies) {
  std::string lines;
  lines.swap(queue_);
  std::size_t count = queued_count_;
  queued_count_ = 0;
  if (count > 0) child_.Pipeline(lines, count, replies);
}

StatusReply RemoteEngine::StatusOf(const std::string& reply, Queued q) {
  Json m = Take(reply, q.id, q.what, nullptr);
  return Read(q.what, [&] { return ReadStatus(m); });
}

LegalReply RemoteEngine::LegalOf(const std::string& reply, Queued q) {
  Json m = Take(reply, q.id, q.what, nullptr);
  return Read(q.what, [&] { return ReadLegal(m); });
}

std::optional<ErrorInfo> RemoteEngine::ApplyOf(const std::string& reply, Queued q) {
  ErrorInfo refusal;
  Json m = Take(reply, q.id, q.what, &refusal);
  if (!m.at("ok").get<bool>()) return refusal;
  return std::nullopt;
}

Json RemoteEngine::StateOf(const std::string& reply, Queued q) {
  Json m = Take(reply, q.id, q.what, nullptr);
  return Read(q.what, [&] { return ReadObject(m, "state"); });
}

Json RemoteEngine::ObservationOf(const std::string& reply, Queued q) {
  Json m = Take(reply, q.id, q.what, nullptr);
  return Read(q.what, [&] { return ReadObject(m, "observation"); });
}

void RemoteEngine::Disconnect() {
  if (!child_.running()) return;
  std::int64_t id = NextId();
  child_.Stop(SimpleRequest(id, "quit"));
}

}  // namespace peerage::protocol
