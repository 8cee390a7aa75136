// Bounded input: the one reader for every file the tools take (traces, data files, state JSON, perft
// tables, --from/--check files, fuzz inputs) and the one JSON parser for them.
//
// A file is read only if it is a regular file (a directory, FIFO, device or socket is refused by stat
// before it is opened, and again by fstat after an open that cannot block) of at most kMaxInputBytes; a
// read error is reported, never a short file parsed. JSON is parsed only when it is nested at most
// kMaxJsonDepth levels (the protocol's per-message bound too), a key appears at most once per object,
// and error messages never quote the text (no "last read" bytes): they give the line and column.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

inline constexpr std::uint64_t kMaxInputBytes = std::uint64_t{64} << 20;  // 64 MiB per input file
inline constexpr int kMaxJsonDepth = 64;  // deepest array/object nesting in any JSON input or message

// The whole file at `path`. `what` names it in errors ("trace", "data file", ...). Throws ParseError(path,
// why): "cannot open <what> (reason)", "<what> is a directory", "<what> is not a regular file",
// "<what> is too large (N bytes; the limit is 64 MiB)", "read error on <what> (reason)".
std::string ReadInputFile(const std::string& path, const std::string& what = "file");

// Deepest nesting of arrays/objects in `text` (a string-aware scan; stops early past `limit`).
int JsonNestingDepth(std::string_view text, int limit = kMaxJsonDepth);

// Parses `text` as JSON with the bounds above. Throws ParseError(where, why): "malformed JSON: parse error
// at line L, column C: ...", "JSON too deep: nested more than 64 levels", "duplicate key \"k\" in an
// object".
nlohmann::json ParseJsonInput(std::string_view text, const std::string& where);

// ReadInputFile then ParseJsonInput, errors naming `path`.
nlohmann::json ReadJsonFile(const std::string& path, const std::string& what = "file");

}  // namespace peerage
