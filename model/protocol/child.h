// An engine under test as a child process: started with fork/exec (`/bin/sh -c COMMAND`, `exec`-prefixed
// when COMMAND is a simple command so the engine replaces the shell; in its own
// process group), talked to over pipes with poll() and a deadline per request. Whatever the engine does
// — crash, hang, flood, half a line, chatter on stderr — the parent gets an EngineFault naming it, the
// whole process group is killed and the child reaped (no zombies, no orphans holding our pipes).
#pragma once
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/error.h"

namespace peerage::protocol {

enum class FaultKind {
  kStart,        // could not start (fork/pipe failed)
  kCrash,        // exited or was killed by a signal while we waited for a reply
  kTimeout,      // no complete reply line within the per-request timeout
  kFlood,        // a line longer than the line cap, or more output than the byte cap
  kPartialLine,  // bytes without a closing newline, then silence or exit
  kStderr,       // wrote to stderr (unless allowed)
  kGarbage,      // a reply line that is not a well-formed reply
  kVersion,      // speaks another protocol version
  kProtocol,     // a well-formed reply that breaks the protocol (wrong id, unexpected error, unsolicited line)
};
const char* FaultName(FaultKind kind);  // "start", "crash", "timeout", "flood", "partial-line", ...

// A failure of the engine process or of its protocol conduct (never a rule divergence).
class EngineFault : public Error {
 public:
  EngineFault(FaultKind kind, std::string why) : Error(FaultName(kind), std::move(why)), kind_(kind) {}
  FaultKind kind() const { return kind_; }

 private:
  FaultKind kind_;
};

struct ChildLimits {
  int timeout_ms = 5000;                   // per request: write + complete reply line
  std::size_t max_line = std::size_t{4} << 20;  // longest reply line
  std::uint64_t max_bytes = std::uint64_t{64} << 20;  // stdout+stderr bytes read while waiting for one reply
  bool allow_stderr = false;               // if true, stderr is collected (shown in crash reports) only
};

class Child {
 public:
  Child(std::string command, ChildLimits limits) : command_(std::move(command)), limits_(limits) {}
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  ~Child() { Kill(); }

  // Starts `/bin/sh -c COMMAND` with stdin/stdout/stderr on pipes. Throws EngineFault(kStart).
  void Start();
  bool running() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }

  // Writes `line` and a newline, then reads one line (without the newline; a trailing '\r' is dropped).
  // On any fault the process group is killed and reaped before EngineFault is thrown.
  std::string Exchange(std::string_view line);
  // Pipelining: writes `lines` (complete request lines, each ending in a newline) while reading, and
  // appends one reply line per request to `replies` as they arrive, until `count` are in. The timeout
  // runs per reply. On a fault `replies` holds the replies read before it.
  void Pipeline(std::string_view lines, std::size_t count, std::vector<std::string>& replies);
  // Without blocking: fails (EngineFault, child killed) if the engine wrote unsolicited stdout lines or,
  // unless allowed, anything to stderr since the last reply.
  void CheckQuiet();
  // Sends `quit_line`, waits up to the timeout for the engine to exit, then kills whatever is left of
  // its process group and reaps it. Never throws.
  void Stop(std::string_view quit_line);
  // SIGKILL to the process group, reap, close pipes. Never throws; no-op if not running.
  void Kill();

  // The last few KiB the engine wrote to stderr (for reports).
  std::string StderrTail() const;

 private:
  [[noreturn]] void Fail(FaultKind kind, std::string why);
  // Reads what is available on `fd` without blocking; returns false at end of file.
  bool ReadAvailable(int fd, std::string& into);
  void DrainStderr();
  // Waits up to `ms` for the child to exit (without reaping); returns a description or "".
  std::string WaitExit(int ms);

  std::string command_;
  ChildLimits limits_;
  pid_t pid_ = 0;
  int in_ = -1, out_ = -1, err_ = -1;
  std::string pending_;      // stdout bytes not yet returned as a line
  std::string stderr_;       // stderr bytes (the last few KiB)
  std::uint64_t stderr_new_ = 0;  // stderr bytes since the last check
  std::uint64_t bytes_ = 0;  // bytes read during the current exchange
};

}  // namespace peerage::protocol
