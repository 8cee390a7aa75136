// libFuzzer target: any bytes -> a protocol session and the reply codec. The input is split into lines (at
// most kMaxLines); every line goes to a fresh reference server (model/protocol/server.h) in order, as one
// session, and each line is also read as a reply of every kind the runner reads. A line is parsed once
// (JSON parsing is most of this target's time under ASan).
//
// Checked: Server::Handle never throws and always answers exactly one line that is itself a valid reply
// (parses with our own reply codec, carries the request's id when the request had a readable one); the
// request and reply parsers only ever throw peerage::Error (ProtocolError). Anything else aborts, so
// libFuzzer keeps the input. Deterministic, no I/O, silent on success.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"

namespace {

constexpr int kMaxLines = peerage::kProtocolFuzzerLines;  // fuzz_decode.h says why

[[noreturn]] void Fail(const std::string& what, std::string_view line, const std::string& reply) {
  std::fprintf(stderr, "peerage protocol_fuzzer: %s\n  request: %.*s\n  reply: %s\n", what.c_str(),
               static_cast<int>(std::min<std::size_t>(line.size(), 400)), line.data(), reply.c_str());
  std::abort();
}

// Every reply reader on one parsed line: only our error type may come out.
void ReadAsEveryReply(const peerage::protocol::Json& m) {
  using namespace peerage::protocol;
  auto id = m.contains("id") && m["id"].is_number_integer() ? m["id"].get<std::int64_t>() : 0;
  try { ReadReply(m, id); } catch (const peerage::Error&) {}
  try { ReadHello(m); } catch (const peerage::Error&) {}
  try { ReadStatus(m); } catch (const peerage::Error&) {}
  try { ReadLegal(m); } catch (const peerage::Error&) {}
  try { ReadObject(m, "state"); } catch (const peerage::Error&) {}
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
    // The line is parsed once: as a reply of every kind, as a request, and by the server (HandleMessage;
    // a line that does not parse goes to Handle, which must refuse it the same way).
    std::optional<Json> message;
    std::optional<std::int64_t> request_id;
    try {
      message = ParseLine(line);
    } catch (const ProtocolError& e) {
      request_id = e.id();
    } catch (const peerage::Error&) {
    }
    if (message) {
      ReadAsEveryReply(*message);
      try {
        request_id = ReadRequest(*message).id;
      } catch (const ProtocolError& e) {
        request_id = e.id();
      } catch (const peerage::Error&) {
      }
    }
    std::string reply;
    try {
      reply = message ? server.HandleMessage(*message) : server.Handle(line);
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
