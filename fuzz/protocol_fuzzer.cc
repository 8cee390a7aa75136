// libFuzzer target: any bytes -> a protocol session and the reply codec. The input is split into lines (at
// most kMaxLines); every line goes to a fresh reference server (model/protocol/server.h) in order, as one
// session, and each line is also parsed as a reply of every kind the runner reads.
//
// Checked: Server::Handle never throws and always answers exactly one line that is itself a valid reply
// (parses with our own reply codec, carries the request's id when the request had a readable one); the
// request and reply parsers only ever throw peerage::Error (ProtocolError). Anything else aborts, so
// libFuzzer keeps the input. Deterministic, no I/O, silent on success.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"

namespace {

constexpr int kMaxLines = 256;  // requests per input: a session of a few dozen actions fits

[[noreturn]] void Fail(const std::string& what, std::string_view line, const std::string& reply) {
  std::fprintf(stderr, "peerage protocol_fuzzer: %s\n  request: %.*s\n  reply: %s\n", what.c_str(),
               static_cast<int>(std::min<std::size_t>(line.size(), 400)), line.data(), reply.c_str());
  std::abort();
}

// Every reply reader on one line: only our error type may come out.
void ParseAsEveryReply(std::string_view line) {
  using namespace peerage::protocol;
  try {
    Json m = ParseLine(line);
    auto id = m.contains("id") && m["id"].is_number_integer() ? m["id"].get<std::int64_t>() : 0;
    try { ReadReply(m, id); } catch (const peerage::Error&) {}
    try { ReadHello(m); } catch (const peerage::Error&) {}
    try { ReadStatus(m); } catch (const peerage::Error&) {}
    try { ReadLegal(m); } catch (const peerage::Error&) {}
    try { ReadObject(m, "state"); } catch (const peerage::Error&) {}
  } catch (const peerage::Error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace peerage::protocol;
  std::string_view input(reinterpret_cast<const char*>(data), size);
  Server server;
  std::size_t begin = 0;
  for (int lines = 0; begin <= input.size() && lines < kMaxLines && !server.done(); ++lines) {
    std::size_t end = input.find('\n', begin);
    if (end == std::string_view::npos) end = input.size();
    std::string_view line = input.substr(begin, end - begin);
    begin = end + 1;
    ParseAsEveryReply(line);
    std::optional<std::int64_t> request_id;
    try {
      request_id = ParseRequest(line).id;
    } catch (const ProtocolError& e) {
      request_id = e.id();
    } catch (const peerage::Error&) {
    }
    std::string reply;
    try {
      reply = server.Handle(line);
    } catch (const std::exception& e) {
      Fail(std::string("Server::Handle threw: ") + e.what(), line, "");
    }
    if (reply.find('\n') != std::string::npos) Fail("reply spans lines", line, reply);
    try {
      Json m = ParseLine(reply);
      if (request_id) ReadReply(m, *request_id);
      else if (!m.contains("id") || !m["id"].is_null()) Fail("an unreadable request is answered with id null", line, reply);
    } catch (const peerage::Error& e) {
      Fail(std::string("the server's reply is not a valid reply: ") + e.what(), line, reply);
    }
  }
  return 0;
}
