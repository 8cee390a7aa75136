// Shared helpers for the protocol tests: the binaries under test (passed after `--`), temporary
// directories, and checks that no child process or helper outlives a test.
#pragma once
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <ostream>
#include <thread>

#include <map>
#include <vector>

#include "model/protocol/cases.h"
#include "model/protocol/conform.h"
#include "model/protocol/lockstep.h"

namespace peerage::protocol {
// So Boost.Test can print outcomes it compares.
inline std::ostream& operator<<(std::ostream& os, Outcome o) { return os << OutcomeName(o); }
}  // namespace peerage::protocol

namespace peerage::protocol::testing {

// The game of the planted bugs and of most conform tests.
inline const std::string kGame = "dueling-nobles";

// argv[1]: the peerage binary, argv[2]: the faulty engine.
inline std::string Arg(int i) {
  auto& suite = boost::unit_test::framework::master_test_suite();
  BOOST_REQUIRE_MESSAGE(suite.argc > i, "run as: peerage_protocol_tests -- PEERAGE FAULTY_ENGINE");
  return suite.argv[i];
}
inline std::string PeerageBin() { return Arg(1); }
inline std::string FaultyBin() { return Arg(2); }
inline std::string Honest() { return PeerageBin() + " serve"; }
inline std::string Faulty(const std::string& fault, int at = 0, const std::string& extra = "") {
  return FaultyBin() + " --fault " + fault + " --at " + std::to_string(at) + (extra.empty() ? "" : " " + extra);
}

// The reply deadline of the tests whose engine hangs or stalls on purpose. An honest reply comes well
// within it even from an ASan build on a loaded two-core CI machine (300 ms once did not), and every
// hang it must catch lasts far longer (the faulty engine's delay: 30 s; the shell programs': 600 s).
constexpr int kPatientMs = 2000;

// A fresh directory under the system temp dir, removed at scope exit.
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "peerage-protocol-XXXXXX").string();
    path = mkdtemp(tmpl.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  std::string operator/(const std::string& name) const { return (path / name).string(); }
};

// True if this process has no child left (running or zombie).
inline bool NoChildrenLeft() {
  int status;
  return waitpid(-1, &status, WNOHANG) == -1 && errno == ECHILD;
}

// True once `pid` is gone or a zombie (a killed orphan waits for init to reap it), within `ms`.
inline bool ProcessGone(pid_t pid, int ms = 10000) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  while (true) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string content;
    if (!stat || !std::getline(stat, content)) return true;
    auto close = content.rfind(')');
    if (close != std::string::npos && close + 2 < content.size() && content[close + 2] == 'Z') return true;
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

inline pid_t ReadPid(const std::string& path, int ms = 10000) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(path);
    long pid = 0;
    if (in >> pid && pid > 0) return static_cast<pid_t>(pid);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return 0;
}

// The faulty engine's command with the given planted bugs (faulty_engine.cc: --bug NAME).
inline std::string WithBugs(const std::vector<std::string>& bugs) {
  std::string command = FaultyBin();
  for (const std::string& b : bugs) command += " --bug " + b;
  return command;
}

// Whether `text` contains `part`.
inline bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A shell command's exit status and output.
struct Shell {
  int status = -1;
  std::string out;
};

// A random case of `game` (seed 11) that reaches a terminal state, and a player's action legal at exactly
// one position of it (so an engine that never lists it diverges once).
struct Target {
  int index = -1;
  std::string action;
};
inline Target FindTarget(const std::string& game) {
  for (int i = 0; i < 10; ++i) {
    Case c = RandomCase(GameConfig{game, 0, {}}, 11, i, 0);
    auto s = CaseStart(c);
    std::map<std::string, int> seen;
    std::vector<std::string> order;
    for (const std::string& a : c.actions) {
      if (!s->IsChance() && !s->IsTerminal())
        for (Action x : s->LegalActions()) {
          std::string text = s->ActionToString(x);
          if (seen[text]++ == 0) order.push_back(text);
        }
      s->ApplyActionText(a);
    }
    if (!s->IsTerminal()) continue;
    for (const std::string& text : order)
      if (seen[text] == 1 && text.find('\'') == std::string::npos) return {i, text};
  }
  return {};
}

}  // namespace peerage::protocol::testing
