#include "model/core/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "model/core/error.h"

namespace peerage {
namespace {

std::string Reason() { return std::strerror(errno); }

// Refuses anything but a regular file within the cap, from its stat.
void CheckKind(const struct stat& st, const std::string& path, const std::string& what) {
  if (S_ISDIR(st.st_mode)) throw ParseError(path, what + " is a directory");
  if (!S_ISREG(st.st_mode)) throw ParseError(path, what + " is not a regular file (a FIFO, device or socket)");
  if (static_cast<std::uint64_t>(st.st_size) > kMaxInputBytes)
    throw ParseError(path, what + " is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                               std::to_string(kMaxInputBytes >> 20) + " MiB)");
}

class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

// The parse error's position and reason, without the "last read" bytes nlohmann quotes from the input.
std::string WithoutInput(const nlohmann::json::exception& e) {
  std::string msg = e.what();
  if (auto pos = msg.find("parse error"); pos != std::string::npos) msg = msg.substr(pos);
  else if (msg.find("number overflow") != std::string::npos) return "a number is too large";
  else return "not valid JSON";
  if (auto cut = msg.find("; last read"); cut != std::string::npos) msg.resize(cut);
  return msg;
}

std::string QuotedKey(const std::string& key) {
  std::string shown = nlohmann::json(key).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return shown.size() > 42 ? shown.substr(0, 38) + "...\"" : shown;
}

}  // namespace

std::string ReadInputFile(const std::string& path, const std::string& what) {
  // stat first: a FIFO or device is refused without being opened (opening a FIFO can block).
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw ParseError(path, "cannot open " + what + " (" + Reason() + ")");
  CheckKind(st, path, what);
  // O_NONBLOCK: should the path have been replaced by a FIFO since, the open does not wait for a writer;
  // fstat then checks what was actually opened.
  Fd fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) throw ParseError(path, "cannot open " + what + " (" + Reason() + ")");
  if (::fstat(fd.get(), &st) != 0) throw ParseError(path, "read error on " + what + " (" + Reason() + ")");
  CheckKind(st, path, what);
  std::string text;
  text.resize(static_cast<std::size_t>(st.st_size));
  std::size_t have = 0;
  for (;;) {
    if (have == text.size()) {  // the file may have grown since fstat: read on, within the cap
      if (text.size() > kMaxInputBytes)
        throw ParseError(path, what + " is too large (more than " + std::to_string(kMaxInputBytes >> 20) +
                                   " MiB; the limit is " + std::to_string(kMaxInputBytes >> 20) + " MiB)");
      text.resize(std::min<std::size_t>(kMaxInputBytes + 1, text.size() + 65536));
    }
    ssize_t n = ::read(fd.get(), text.data() + have, text.size() - have);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw ParseError(path, "read error on " + what + " (" + Reason() + ")");
    if (n == 0) break;
    have += static_cast<std::size_t>(n);
  }
  text.resize(have);
  return text;
}

int JsonNestingDepth(std::string_view text, int limit) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

nlohmann::json ParseJsonInput(std::string_view text, const std::string& where) {
  if (JsonNestingDepth(text) > kMaxJsonDepth)
    throw ParseError(where, "JSON too deep: nested more than " + std::to_string(kMaxJsonDepth) + " levels");
  // Duplicate keys: a first pass with a SAX handler that builds nothing (one set of keys per open
  // array/object; arrays' stay empty). The DOM parser's callback interface would do it in one pass, but its
  // end_object rescans the enclosing array, so a trace of many actions took quadratic time.
  struct DuplicateKeys : nlohmann::json_sax<nlohmann::json> {
    std::vector<std::set<std::string>> keys;
    std::string duplicate;
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return keys.emplace_back(), true; }
    bool end_object() override { return keys.pop_back(), true; }
    bool start_array(std::size_t) override { return keys.emplace_back(), true; }
    bool end_array() override { return keys.pop_back(), true; }
    bool key(string_t& k) override {
      if (keys.back().insert(k).second) return true;
      duplicate = k;
      return false;  // stops the pass
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
  } sax;
  nlohmann::json::sax_parse(text, &sax);
  if (!sax.duplicate.empty())
    throw ParseError(where, "duplicate key " + QuotedKey(sax.duplicate) + " in an object");
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(where, "malformed JSON: " + WithoutInput(e));
  }
}

nlohmann::json ReadJsonFile(const std::string& path, const std::string& what) {
  return ParseJsonInput(ReadInputFile(path, what), path);
}

}  // namespace peerage
