#include "model/protocol/client.h"

#include <nlohmann/json.hpp>

namespace peerage::protocol {

Json RemoteEngine::Call(const std::string& line, std::int64_t id, const char* what, ErrorInfo* refusal) {
  ++requests_;
  std::string text = child_.Exchange(line);
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

void RemoteEngine::Connect() {
  if (child_.running()) return;
  child_.Start();
  std::int64_t id = NextId();
  Json m = Call(HelloRequest(id), id, "hello", nullptr);
  try {
    hello_ = ReadHello(m);
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, "reply to hello: " + e.why());
  }
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
  std::int64_t id = NextId();
  Json m = Call(SimpleRequest(id, "status"), id, "status", nullptr);
  try {
    return ReadStatus(m);
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, "reply to status: " + e.why());
  }
}

LegalReply RemoteEngine::Legal() {
  std::int64_t id = NextId();
  Json m = Call(SimpleRequest(id, "legal"), id, "legal", nullptr);
  try {
    return ReadLegal(m);
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, "reply to legal: " + e.why());
  }
}

std::optional<ErrorInfo> RemoteEngine::Apply(const std::string& action) {
  std::int64_t id = NextId();
  ErrorInfo refusal;
  Json m = Call(ApplyRequest(id, action), id, "apply", &refusal);
  if (!m.at("ok").get<bool>()) return refusal;
  return std::nullopt;
}

Json RemoteEngine::FullState() {
  std::int64_t id = NextId();
  Json m = Call(SimpleRequest(id, "state"), id, "state", nullptr);
  try {
    return ReadObject(m, "state");
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, "reply to state: " + e.why());
  }
}

Json RemoteEngine::Observation(int player) {
  std::int64_t id = NextId();
  Json m = Call(ObservationRequest(id, player), id, "observation", nullptr);
  try {
    return ReadObject(m, "observation");
  } catch (const ProtocolError& e) {
    child_.Kill();
    throw EngineFault(FaultKind::kGarbage, "reply to observation: " + e.why());
  }
}

void RemoteEngine::Disconnect() {
  if (!child_.running()) return;
  std::int64_t id = NextId();
  child_.Stop(SimpleRequest(id, "quit"));
}

}  // namespace peerage::protocol
