// The reference engines as a protocol server (`peerage serve`): one session, one game at a time, every
// registered game. Handle() never throws: whatever the line, the answer is one reply line (an error reply
// for anything malformed), so the server is also safe to fuzz.
//
// What it touches (threat model: docs/protocol.md): the embedded shipped data, and a user's data file only
// when it lies (symbolic links resolved) under one of the directories its operator allowed
// (ServerOptions::data_dirs, `--data-dir DIR`); such a file is read through the bounded reader
// (model/core/input_file.h). Error replies name the file and the reason, never its bytes.
#pragma once
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/state.h"

namespace peerage::protocol {

struct Request;

struct ServerOptions {
  std::vector<std::string> data_dirs;  // directories data files may come from; empty: shipped data only
};

class Server {
 public:
  // Throws Error naming a data directory that does not exist or is not a directory.
  explicit Server(const ServerOptions& options = {});

  // The reply line (no newline) to one request line. Sets done() after "quit".
  std::string Handle(std::string_view line);
  // The same for a line already parsed by ParseLine (a caller that also reads the line itself parses it once).
  std::string HandleMessage(const Json& message);
  bool done() const { return done_; }

  // The current game, if any (for in-process wrappers such as the test suite's faulty engines).
  const State* game() const { return state_.get(); }

  // Reads request lines from `in` and writes reply lines to `out` (flushed per line) until quit or end of
  // input. Lines longer than `max_line` bytes are answered with a bad-request error and skipped.
  void Serve(std::istream& in, std::ostream& out, std::size_t max_line = std::size_t{16} << 20);

 private:
  // The reply to a valid request: Dispatch's, or the error reply of what it threw.
  std::string Answer(Request& request);
  std::string Dispatch(Request& request);
  // "" if `file` (resolved) lies under an allowed directory, else why it is refused.
  std::string RefuseDataFile(const std::string& file) const;

  std::vector<std::filesystem::path> data_dirs_;  // canonical

  bool hello_ = false;
  bool done_ = false;
  std::unique_ptr<State> state_;
};

}  // namespace peerage::protocol
