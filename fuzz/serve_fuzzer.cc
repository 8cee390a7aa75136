// libFuzzer target: any bytes as the standard input of `peerage serve` (Server::Serve, model/protocol/
// server.h): the framing, not just the requests. The bytes go to Serve through an istream twice, once with
// the real line bound (16 MiB) and once with a 64-byte bound so that the too-long-line path is reachable
// by short inputs. Long lines, "\r\n", a missing final newline, empty lines, NUL bytes, many requests:
// the same bytes are also cut into lines here, by the framing docs/protocol.md states (a line ends at
// "\n"; one "\r" before it is dropped; empty lines are skipped; a line longer than the bound gets a
// bad-request reply with id null and is skipped; "quit" ends the session; so does the end of input, also
// in the middle of a line), and each line handed to Server::Handle of a second server.
//
// Only the input's first kMaxLines lines are served (a line is counted at each "\n").
//
// Checked: Serve's output is exactly that second server's replies, each followed by "\n" (so every
// reply is one line and nothing is answered twice or dropped); the framing's own reply to a too-long line
// parses as a reply with id null (Server::Handle's replies are protocol_fuzzer's to check). Anything
// else aborts. A crash file reproduces with `peerage serve < crash-...` (the 16 MiB pass).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"

namespace {

using peerage::protocol::Server;

constexpr int kMaxLines = peerage::kProtocolFuzzerLines;  // lines of the input served (fuzz_decode.h)
constexpr std::size_t kShortLine = 64;
constexpr std::size_t kRealLine = std::size_t{16} << 20;  // Server::Serve's default, as `peerage serve` uses it

[[noreturn]] void Fail(const std::string& what, std::size_t max_line, const std::string& detail) {
  std::fprintf(stderr, "peerage serve_fuzzer (line bound %zu): %s\n%.2000s\n", max_line, what.c_str(), detail.c_str());
  std::abort();
}

// The replies the framing calls for, line by line through Server::Handle. `too_long`: whether a line
// was too long (answered by the framing itself).
std::string ExpectedOutput(std::string_view input, std::size_t max_line, bool& too_long_seen) {
  Server server;
  std::string out;
  std::size_t begin = 0;
  while (begin < input.size() && !server.done()) {
    std::size_t end = input.find('\n', begin);
    const std::size_t next = end == std::string_view::npos ? input.size() : end + 1;
    if (end == std::string_view::npos) end = input.size();
    std::string_view line = input.substr(begin, end - begin);
    begin = next;
    const bool too_long = line.size() > max_line;
    too_long_seen = too_long_seen || too_long;
    if (!too_long && !line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    out += too_long ? peerage::protocol::ErrorReply(std::nullopt, peerage::protocol::code::kBadRequest,
                                                    "line longer than " + std::to_string(max_line) + " bytes")
                    : server.Handle(line);
    out += '\n';
  }
  return out;
}

void ServeAndCompare(std::string_view input, std::size_t max_line) {
  std::istringstream in{std::string(input)};
  std::ostringstream out;
  Server server;
  try {
    server.Serve(in, out, max_line);
  } catch (const std::exception& e) {
    Fail(std::string("Server::Serve threw: ") + e.what(), max_line, "");
  }
  const std::string got = out.str();
  bool too_long = false;
  const std::string want = ExpectedOutput(input, max_line, too_long);
  if (got != want) Fail("the output is not one reply per line as framed", max_line, "got:\n" + got + "\nwant:\n" + want);
  // Every reply is one of Server::Handle's, which protocol_fuzzer checks are valid replies, or the
  // framing's own answer to a line too long: that one must be a valid reply with id null.
  if (!too_long) return;
  const std::string reply = peerage::protocol::ErrorReply(std::nullopt, peerage::protocol::code::kBadRequest,
                                                          "line longer than " + std::to_string(max_line) + " bytes");
  try {
    peerage::protocol::Json m = peerage::protocol::ParseLine(reply);
    if (!m.contains("id") || !m["id"].is_null() || !m.contains("ok")) Fail("a too-long line's reply", max_line, reply);
  } catch (const peerage::Error& e) {
    Fail(std::string("a too-long line's reply does not parse: ") + e.what(), max_line, reply);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  // The first kMaxLines lines only (a session's cost is its requests; what framing can get wrong shows in a few).
  std::size_t cut = 0;
  for (int lines = 0; lines < kMaxLines && cut != std::string_view::npos; ++lines) {
    cut = input.find('\n', cut);
    if (cut != std::string_view::npos) ++cut;
  }
  if (cut != std::string_view::npos) input = input.substr(0, cut);
  ServeAndCompare(input, kRealLine);
  ServeAndCompare(input, kShortLine);
  return 0;
}
