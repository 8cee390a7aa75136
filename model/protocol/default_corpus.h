// Where `peerage conform` finds its default corpus (golden traces, perft tables) from any working
// directory: installed beside the executable (<exe dir>/../share/peerage/<kind>, the layout
// cmake/install.cmake writes), else in the source tree the executable was built from
// (<source dir>/corpus/<kind>).
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace peerage::protocol {

struct CorpusDir {
  std::string dir;   // the directory of golden traces or perft tables
  std::string root;  // the directory perft tables' trace paths ("corpus/golden/...") are relative to
};

// The places searched for `kind` ("golden" or "perft"), in order; `exe` is the executable's path and
// `source_dir` the source tree's (either may be empty: not searched).
std::vector<CorpusDir> DefaultCorpusCandidates(const std::string& kind, const std::string& exe,
                                               const std::string& source_dir);
// The first candidate that is a directory; nullopt if none is.
std::optional<CorpusDir> FindDefaultCorpus(const std::string& kind, const std::string& exe,
                                           const std::string& source_dir);
// This process's executable (/proc/self/exe resolved); empty if it cannot be read.
std::string ExecutablePath();

}  // namespace peerage::protocol
