// Child processes with deadlines, driven by small shell programs that misbehave in one way each: every
// fault is named right, comes within its deadline, and leaves no process behind.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <thread>

#include "model/protocol/child.h"
#include "properties/protocol/test_support.h"

using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {

struct Result {
  std::string fault = "none";
  std::string why;
  std::string reply;
  double seconds = 0;
};

// settle_ms: time the child gets between its start and the request, so that one that exits at once has
// gone before the runner writes (the order a slow, e.g. sanitized, runner sees).
Result Exchange(const std::string& command, ChildLimits limits, const std::string& line = "ping", int settle_ms = 0) {
  Result o;
  auto t0 = std::chrono::steady_clock::now();
  {
    Child child(command, limits);
    try {
      child.Start();
      if (settle_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(settle_ms));
      o.reply = child.Exchange(line);
    } catch (const EngineFault& f) {
      o.fault = FaultName(f.kind());
      o.why = f.why();
      BOOST_TEST(!child.running());
    }
  }
  o.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  BOOST_TEST(NoChildrenLeft());
  return o;
}

ChildLimits Patient() {
  ChildLimits l;
  l.timeout_ms = kPatientMs;
  l.max_line = 1 << 16;
  return l;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(child)

BOOST_AUTO_TEST_CASE(a_line_goes_out_and_one_comes_back) {
  Result o = Exchange("cat", Patient(), "hello there");
  BOOST_TEST(o.fault == "none");
  BOOST_TEST(o.reply == "hello there");
  BOOST_TEST(Exchange("read x; printf 'answer\\r\\n'", Patient()).reply == "answer");
}

BOOST_AUTO_TEST_CASE(silence_is_a_timeout_within_the_deadline) {
  Result o = Exchange("sleep 600", Patient());
  BOOST_TEST(o.fault == "timeout");
  BOOST_TEST(o.why.find("no reply within 2000 ms") != std::string::npos);
  BOOST_TEST(o.seconds < 60.0);  // the deadline, not the child's end, ended the exchange
}

BOOST_AUTO_TEST_CASE(exits_and_signals_are_crashes_with_their_status) {
  Result exit3 = Exchange("sh -c 'exit 3'", Patient());
  BOOST_TEST(exit3.fault == "crash");
  BOOST_TEST(exit3.why.find("exited with status 3") != std::string::npos);
  Result segv = Exchange("kill -SEGV $$", Patient());
  BOOST_TEST(segv.fault == "crash");
  BOOST_TEST(segv.why.find("signal 11") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(half_a_line_is_a_partial_line) {
  Result silent = Exchange("printf '{\"id\":1,'; sleep 600", Patient());
  BOOST_TEST(silent.fault == "partial-line");
  BOOST_TEST(silent.why.find("then silence") != std::string::npos);
  Result exited = Exchange("printf '{\"id\":1,'", Patient());
  BOOST_TEST(exited.fault == "partial-line");
  BOOST_TEST(exited.why.find("exited with status 0") != std::string::npos);
  // The same engine gone before the request is written: the broken pipe comes first, and the half line
  // it left is still what names the fault.
  Result gone = Exchange("printf '{\"id\":1,'", Patient(), "ping", 500);
  BOOST_TEST(gone.fault == "partial-line");
  BOOST_TEST(gone.why.find("closed its input and exited with status 0") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(endless_output_is_a_flood) {
  Result o = Exchange("head -c 100000000 /dev/zero; sleep 600", Patient());
  BOOST_TEST(o.fault == "flood");
  BOOST_TEST(o.seconds < 60.0);  // caught while the output came, not at the child's end
  ChildLimits small = Patient();
  small.max_bytes = 1000;
  Result lines = Exchange("yes", small);  // short lines, but far more output than one reply may take
  BOOST_TEST(lines.fault == "flood");
  BOOST_TEST(lines.why.find("1000 bytes") != std::string::npos);
}

// The cap on a reply line (ChildLimits::max_line; docs/protocol.md: "4 MiB per reply line") bounds the
// line's bytes, its newline not counted: a reply of exactly the cap is a reply, one byte more a flood. Here
// with a cap of 1000 bytes, replies of 1000 and 1001 'x's, each written with its newline in one write (a
// pipe delivers up to 4096 bytes whole): the line is judged complete, not as bytes still without a newline.
BOOST_AUTO_TEST_CASE(a_reply_of_exactly_the_cap_is_taken_one_byte_more_is_a_flood) {
  ChildLimits cap = Patient();
  cap.max_line = 1000;
  Result at_cap = Exchange("read x; s=$(head -c 1000 /dev/zero | tr '\\0' x); printf '%s\\n' \"$s\"", cap);
  BOOST_TEST(at_cap.fault == "none");
  BOOST_TEST(at_cap.reply == std::string(1000, 'x'));
  Result over = Exchange("read x; s=$(head -c 1001 /dev/zero | tr '\\0' x); printf '%s\\n' \"$s\"", cap);
  BOOST_TEST(over.fault == "flood");
  BOOST_TEST(over.why.find("1000") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(stderr_is_a_fault_unless_allowed) {
  Result o = Exchange("echo 'debug: hi' >&2; cat", Patient());
  BOOST_TEST(o.fault == "stderr");
  BOOST_TEST(o.why.find("debug: hi") != std::string::npos);
  ChildLimits allow = Patient();
  allow.allow_stderr = true;
  Child child("echo 'debug: hi' >&2; cat", allow);
  child.Start();
  BOOST_TEST(child.Exchange("x") == "x");
  child.Stop("quit");
  BOOST_TEST(child.StderrTail().find("debug: hi") != std::string::npos);
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_CASE(unsolicited_lines_are_caught_between_requests) {
  Child child("read x; printf 'a\\nb\\n'; cat", Patient());
  child.Start();
  BOOST_TEST(child.Exchange("x") == "a");
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  std::string fault;
  try {
    child.CheckQuiet();
  } catch (const EngineFault& f) {
    fault = FaultName(f.kind());
  }
  BOOST_TEST(fault == "protocol");
  BOOST_TEST(!child.running());
  BOOST_TEST(NoChildrenLeft());
}

BOOST_AUTO_TEST_CASE(the_whole_process_group_is_killed) {
  TempDir dir;
  std::string pidfile = dir / "helper.pid";
  Result o = Exchange("sleep 600 & echo $! > " + pidfile + "; wait", Patient());
  BOOST_TEST(o.fault == "timeout");
  pid_t helper = ReadPid(pidfile);
  BOOST_REQUIRE(helper > 0);
  BOOST_TEST(ProcessGone(helper));
}

BOOST_AUTO_TEST_CASE(stop_kills_an_engine_that_ignores_quit) {
  auto t0 = std::chrono::steady_clock::now();
  Child child("trap '' TERM; read x; echo ok; while :; do sleep 1; done", Patient());
  child.Start();
  pid_t pid = child.pid();
  BOOST_TEST(child.Exchange("x") == "ok");
  child.Stop("quit");
  BOOST_TEST(!child.running());
  BOOST_TEST(ProcessGone(pid));
  BOOST_TEST(NoChildrenLeft());
  // Stopped after one deadline for the quit reply and one for the exit, not when the loop would end (never).
  BOOST_TEST(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 60.0);
}

BOOST_AUTO_TEST_CASE(a_missing_command_fails_cleanly) {
  Result o = Exchange("/no/such/engine --serve", Patient());
  BOOST_TEST((o.fault == "crash" || o.fault == "stderr"));
  BOOST_TEST(o.why.find("/no/such/engine") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
