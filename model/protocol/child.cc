#include "model/protocol/child.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/core.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

namespace peerage::protocol {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kStderrKeep = 4096;

int MillisLeft(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1 << 30));
}

void SetNonBlocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

std::string Printable(std::string_view s, std::size_t limit = 120) {
  std::string out;
  for (char c : s.substr(0, limit)) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) out += c;
    else if (c == '\n') out += "\\n";
    else out += fmt::format("\\x{:02x}", u);
  }
  if (s.size() > limit) out += "...";
  return out;
}

}  // namespace

const char* FaultName(FaultKind kind) {
  switch (kind) {
    case FaultKind::kStart: return "start";
    case FaultKind::kCrash: return "crash";
    case FaultKind::kTimeout: return "timeout";
    case FaultKind::kFlood: return "flood";
    case FaultKind::kPartialLine: return "partial-line";
    case FaultKind::kStderr: return "stderr";
    case FaultKind::kGarbage: return "garbage";
    case FaultKind::kVersion: return "version";
    case FaultKind::kProtocol: return "protocol";
  }
  return "unknown";
}

void Child::Start() {
  Kill();
  // A write to an engine that has gone away must fail with EPIPE, not kill the runner.
  static const bool sigpipe_ignored = [] { return signal(SIGPIPE, SIG_IGN) != SIG_ERR; }();
  (void)sigpipe_ignored;
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) != 0) throw EngineFault(FaultKind::kStart, std::string("pipe: ") + std::strerror(errno));
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]), close(in[1]);
    throw EngineFault(FaultKind::kStart, std::string("pipe: ") + std::strerror(errno));
  }
  if (pipe2(err, O_CLOEXEC) != 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    throw EngineFault(FaultKind::kStart, std::string("pipe: ") + std::strerror(errno));
  }
  // Everything the child needs is prepared before fork: after it only async-signal-safe calls.
  // A simple command (no shell syntax) replaces the shell, so signals and exit codes are the engine's own.
  bool simple = command_.find_first_of(";&|<>()$`\\\n*?[]{}~#=") == std::string::npos;
  std::string shell = "/bin/sh", dash_c = "-c", cmd = simple ? "exec " + command_ : command_;
  std::vector<char*> argv = {shell.data(), dash_c.data(), cmd.data(), nullptr};
  pid_t pid = fork();
  if (pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) close(fd);
    throw EngineFault(FaultKind::kStart, std::string("fork: ") + std::strerror(errno));
  }
  if (pid == 0) {
    setpgid(0, 0);
    dup2(in[0], 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    sigaction(SIGPIPE, &dfl, nullptr);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  setpgid(pid, pid);  // also in the parent, so a kill of the group can never miss (races with exec are harmless)
  close(in[0]), close(out[1]), close(err[1]);
  pid_ = pid;
  in_ = in[1], out_ = out[0], err_ = err[0];
  SetNonBlocking(in_), SetNonBlocking(out_), SetNonBlocking(err_);
  pending_.clear(), stderr_.clear();
  stderr_new_ = 0, bytes_ = 0;
}

void Child::Kill() {
  if (pid_ > 0) {
    kill(-pid_, SIGKILL);  // the leader is not reaped yet, so its pid still names this group
    kill(pid_, SIGKILL);
    int status;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = 0;
  }
  for (int* fd : {&in_, &out_, &err_})
    if (*fd >= 0) close(*fd), *fd = -1;
}

void Child::Fail(FaultKind kind, std::string why) {
  DrainStderr();
  Kill();
  std::string tail = StderrTail();
  if (!tail.empty() && kind != FaultKind::kStderr) why += "; engine stderr: " + Printable(tail, 300);
  throw EngineFault(kind, why);
}

bool Child::ReadAvailable(int fd, std::string& into) {
  char buf[65536];
  while (true) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n > 0) {
      into.append(buf, static_cast<size_t>(n));
      bytes_ += static_cast<std::uint64_t>(n);
      if (bytes_ > limits_.max_bytes || into.size() > limits_.max_line + kStderrKeep) return true;
      continue;
    }
    if (n == 0) return false;
    if (errno == EINTR) continue;
    return true;  // EAGAIN: nothing more for now
  }
}

void Child::DrainStderr() {
  if (err_ < 0) return;
  std::size_t before = stderr_.size();
  bool open = ReadAvailable(err_, stderr_);
  stderr_new_ += stderr_.size() - before;
  if (stderr_.size() > kStderrKeep) stderr_.erase(0, stderr_.size() - kStderrKeep);
  if (!open) close(err_), err_ = -1;
}

std::string Child::StderrTail() const { return stderr_; }

std::string Child::WaitExit(int ms) {
  auto deadline = Clock::now() + std::chrono::milliseconds(ms);
  while (true) {
    siginfo_t info{};
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_) {
      if (info.si_code == CLD_EXITED) {
        std::string how = "exited with status " + std::to_string(info.si_status);
        int sig = info.si_status - 128;  // how a shell reports a command killed by a signal
        if (sig > 0 && sig < 65) how += std::string(" (as a shell reports signal ") + std::to_string(sig) + ", " + strsignal(sig) + ")";
        return how;
      }
      return "was killed by signal " + std::to_string(info.si_status) + " (" + strsignal(info.si_status) + ")";
    }
    if (Clock::now() >= deadline) return "";
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

std::string Child::Exchange(std::string_view line) {
  std::string out(line);
  out += '\n';
  std::vector<std::string> replies;
  Pipeline(out, 1, replies);
  return std::move(replies.front());
}

void Child::Pipeline(std::string_view out, std::size_t count, std::vector<std::string>& replies) {
  if (!running()) throw EngineFault(FaultKind::kCrash, "the engine is not running");
  auto deadline = Clock::now() + std::chrono::milliseconds(limits_.timeout_ms);
  std::size_t written = 0, sent = 0, got = 0;  // sent: complete request lines written
  std::size_t scanned = 0;                       // bytes of pending_ known to hold no newline
  bytes_ = 0;
  while (true) {
    if (bytes_ > limits_.max_bytes)
      Fail(FaultKind::kFlood, "more than " + std::to_string(limits_.max_bytes) + " bytes of output for one request");
    // Every complete line is a reply (one may arrive before the whole batch is written: an engine reads
    // and answers line by line, and its output pipe must not fill while we write).
    std::size_t from = 0;
    // A line read before its request was sent is taken as the reply to it (a wrong id, then).
    while (got < count && got < sent) {
      std::size_t nl = pending_.find('\n', std::max(from, scanned));
      if (nl == std::string::npos) {
        scanned = pending_.size();
        break;
      }
      if (nl - from > limits_.max_line)
        Fail(FaultKind::kFlood, "reply line of " + std::to_string(nl - from) + " bytes exceeds the cap of " +
                                    std::to_string(limits_.max_line));
      std::size_t end = nl > from && pending_[nl - 1] == '\r' ? nl - 1 : nl;
      replies.emplace_back(pending_, from, end - from);
      from = nl + 1, scanned = from;
      ++got;
      bytes_ = 0;
      deadline = Clock::now() + std::chrono::milliseconds(limits_.timeout_ms);  // the timeout is per reply
    }
    if (from > 0) pending_.erase(0, from), scanned -= from;
    if (got == count && written == out.size()) {
      DrainStderr();
      if (stderr_new_ > 0 && !limits_.allow_stderr)
        Fail(FaultKind::kStderr, "engine wrote to stderr: " + Printable(stderr_));
      return;
    }
    if (pending_.size() > limits_.max_line)
      Fail(FaultKind::kFlood, "more than " + std::to_string(limits_.max_line) + " bytes without a newline");
    int left = MillisLeft(deadline);
    if (left == 0) {
      if (!pending_.empty())
        Fail(FaultKind::kPartialLine, "partial line (" + std::to_string(pending_.size()) + " bytes, no newline: " +
                                          Printable(pending_, 60) + "), then silence for " +
                                          std::to_string(limits_.timeout_ms) + " ms");
      Fail(FaultKind::kTimeout, written < out.size() ? "engine stopped reading its input for " +
                                                           std::to_string(limits_.timeout_ms) + " ms"
                                                     : "no reply within " + std::to_string(limits_.timeout_ms) + " ms");
    }
    pollfd fds[3];
    int n = 0;
    fds[n++] = {out_, POLLIN, 0};
    int err_index = -1, in_index = -1;
    if (err_ >= 0) err_index = n, fds[n++] = {err_, POLLIN, 0};
    if (written < out.size()) in_index = n, fds[n++] = {in_, POLLOUT, 0};
    int r = poll(fds, static_cast<nfds_t>(n), left);
    if (r < 0 && errno != EINTR) Fail(FaultKind::kCrash, std::string("poll: ") + std::strerror(errno));
    if (r <= 0) continue;
    if (in_index >= 0 && fds[in_index].revents) {
      ssize_t w = write(in_, out.data() + written, out.size() - written);
      if (w > 0) {
        sent += static_cast<std::size_t>(std::count(out.data() + written, out.data() + written + w, '\n'));
        written += static_cast<size_t>(w);
      } else if (w < 0 && errno == EPIPE) {
        std::string how = WaitExit(std::min(limits_.timeout_ms, 1000));
        how = "closed its input" + (how.empty() ? "" : " and " + how);
        // What it wrote before it went says more than the broken pipe: half a line is a partial line
        // (which of the two the runner notices first depends only on timing).
        ReadAvailable(out_, pending_);
        if (!pending_.empty() && pending_.find('\n') == std::string::npos)
          Fail(FaultKind::kPartialLine, "partial line (" + std::to_string(pending_.size()) +
                                            " bytes, no newline: " + Printable(pending_, 60) + "), then engine " + how);
        Fail(FaultKind::kCrash, "engine " + how);
      }
    }
    if (err_index >= 0 && fds[err_index].revents) DrainStderr();
    if (fds[0].revents) {
      if (!ReadAvailable(out_, pending_)) {
        DrainStderr();
        std::string how = WaitExit(std::min(limits_.timeout_ms, 1000));
        if (how.empty()) how = "closed its output but kept running";
        if (!pending_.empty() && pending_.find('\n') == std::string::npos)
          Fail(FaultKind::kPartialLine, "partial line (" + std::to_string(pending_.size()) +
                                            " bytes, no newline: " + Printable(pending_, 60) + "), then engine " + how);
        if (pending_.find('\n') == std::string::npos) Fail(FaultKind::kCrash, "engine " + how + " before replying");
      }
    }
  }
}

void Child::CheckQuiet() {
  if (!running()) return;
  if (!ReadAvailable(out_, pending_) && pending_.empty()) {
    std::string how = WaitExit(std::min(limits_.timeout_ms, 1000));
    Fail(FaultKind::kCrash, "engine " + (how.empty() ? "closed its output" : how) + " between requests");
  }
  DrainStderr();
  if (stderr_new_ > 0 && !limits_.allow_stderr) Fail(FaultKind::kStderr, "engine wrote to stderr: " + Printable(stderr_));
  if (!pending_.empty())
    Fail(FaultKind::kProtocol, "unsolicited output after the last reply: " + Printable(pending_, 60));
}

void Child::Stop(std::string_view quit_line) {
  if (!running()) return;
  try {
    Exchange(quit_line);
    WaitExit(limits_.timeout_ms);
  } catch (const EngineFault&) {
    // Stopping anyway: the group is killed below (or already was).
  }
  Kill();
}

}  // namespace peerage::protocol
