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
  pid_t pid() const { return child_.pid(); }
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
  // The public state (`state` with "view": "public"): the wrapper the engine answers, unchecked.
  Json PublicState();
  Json Observation(int player);

  // Pipelining: requests are queued (each gets its id now), Flush sends them all at once and reads
  // their replies in order; each reply is then read with the matching ...Of call, in any order, and
  // replies after the point of interest may be left unread. An engine reading line by line answers a
  // batch exactly as it would answer the requests one at a time.
  struct Queued {
    std::int64_t id = 0;
    const char* what = "";
  };
  Queued QueueStatus();
  Queued QueueLegal();
  Queued QueueApply(const std::string& action);
  Queued QueueState(bool public_view);
  Queued QueueObservation(int player);
  // Throws EngineFault (engine gone) if the process fails; `replies` then holds the replies read before.
  void Flush(std::vector<std::string>& replies);
  std::size_t queued() const { return queued_count_; }
  StatusReply StatusOf(const std::string& reply, Queued q);
  LegalReply LegalOf(const std::string& reply, Queued q);
  std::optional<ErrorInfo> ApplyOf(const std::string& reply, Queued q);
  Json StateOf(const std::string& reply, Queued q);        // "state" of a state reply
  Json ObservationOf(const std::string& reply, Queued q);  // "observation" of an observation reply

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
  // Validates one reply line (Call without the exchange).
  Json Take(const std::string& text, std::int64_t id, const char* what, ErrorInfo* refusal);
  // A typed field reader's ProtocolError as a garbage fault (the process is killed).
  template <typename F>
  auto Read(const char* what, F&& read) -> decltype(read());
  Queued Queue(const std::string& line, std::int64_t id, const char* what);
  std::int64_t NextId() { return next_id_++; }

  Child child_;
  std::int64_t next_id_ = 1;
  std::uint64_t requests_ = 0;
  std::string queue_;  // request lines waiting for Flush
  std::size_t queued_count_ = 0;
  HelloReply hello_;
};

}  // namespace peerage::protocol
