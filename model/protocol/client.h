// The runner's side of the protocol: an engine under test (a child process) spoken to with typed calls.
// Every failure of the engine — process faults from Child, and replies that are garbage, carry the wrong
// id, speak another version or answer an error where none is allowed — is an EngineFault, after which
// the process is gone (the next Connect starts a fresh one).
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "model/core/state.h"
#include "model/protocol/child.h"
#include "model/protocol/messages.h"

namespace peerage::protocol {

class RemoteEngine {
 public:
  RemoteEngine(std::string command, ChildLimits limits) : child_(std::move(command), limits) {}

  // Starts the engine (if it is not running) and shakes hands. Throws EngineFault: kVersion if it does
  // not speak kVersion, otherwise whatever went wrong.
  void Connect();
  bool connected() const { return child_.running(); }
  const HelloReply& hello() const { return hello_; }

  // Starts a game of `context` (game, players, fully resolved settings), from `start` if not null.
  // nullopt if it did; the engine's refusal if it answered bad-config (it does not implement that
  // configuration) or bad-state (it cannot load the start state). Any other error reply is a fault.
  std::optional<ErrorInfo> NewGame(const GameContext& context, const Json* start);
  StatusReply Status();
  LegalReply Legal();
  // nullopt if the engine applied the action; its error reply if it refused it.
  std::optional<ErrorInfo> Apply(const std::string& action);
  Json FullState();
  Json Observation(int player);

  // Fails (EngineFault) if the engine wrote anything it was not asked for since the last reply.
  void CheckQuiet() { child_.CheckQuiet(); }
  // Polite quit, then the process group is killed and reaped. Never throws.
  void Disconnect();
  void Kill() { child_.Kill(); }

  std::uint64_t requests() const { return requests_; }

 private:
  // Sends one request and returns its validated reply message. If `refusal` is given an error reply is
  // stored there; otherwise an error reply is a protocol fault.
  Json Call(const std::string& line, std::int64_t id, const char* what, ErrorInfo* refusal);
  std::int64_t NextId() { return next_id_++; }

  Child child_;
  std::int64_t next_id_ = 1;
  std::uint64_t requests_ = 0;
  HelloReply hello_;
};

}  // namespace peerage::protocol
