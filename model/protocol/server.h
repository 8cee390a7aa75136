// The reference engines as a protocol server (`peerage serve`): one session, one game at a time, every
// registered game. Handle() never throws: whatever the line, the answer is one reply line (an error reply
// for anything malformed), so the server is also safe to fuzz.
#pragma once
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

#include "model/core/state.h"

namespace peerage::protocol {

struct Request;

class Server {
 public:
  // The reply line (no newline) to one request line. Sets done() after "quit".
  std::string Handle(std::string_view line);
  bool done() const { return done_; }

  // The current game, if any (for in-process wrappers such as the test suite's faulty engines).
  const State* game() const { return state_.get(); }

  // Reads request lines from `in` and writes reply lines to `out` (flushed per line) until quit or end of
  // input. Lines longer than `max_line` bytes are answered with a bad-request error and skipped.
  void Serve(std::istream& in, std::ostream& out, std::size_t max_line = std::size_t{16} << 20);

 private:
  std::string Dispatch(Request& request);

  bool hello_ = false;
  bool done_ = false;
  std::unique_ptr<State> state_;
};

}  // namespace peerage::protocol
