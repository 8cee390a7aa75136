#include "model/protocol/default_corpus.h"

#include <filesystem>
#include <system_error>

namespace peerage::protocol {
namespace fs = std::filesystem;

std::vector<CorpusDir> DefaultCorpusCandidates(const std::string& kind, const std::string& exe,
                                               const std::string& source_dir) {
  std::vector<CorpusDir> out;
  if (!exe.empty()) {
    fs::path share = fs::path(exe).parent_path().parent_path() / "share" / "peerage";
    // Installed in the source tree's layout (share/peerage/corpus/<kind>) so that the paths perft tables
    // give their traces ("corpus/golden/...") resolve against share/peerage as they do against the checkout.
    out.push_back({(share / "corpus" / kind).lexically_normal().string(), share.lexically_normal().string()});
  }
  if (!source_dir.empty())
    out.push_back({(fs::path(source_dir) / "corpus" / kind).lexically_normal().string(), source_dir});
  return out;
}

std::optional<CorpusDir> FindDefaultCorpus(const std::string& kind, const std::string& exe,
                                           const std::string& source_dir) {
  for (CorpusDir& c : DefaultCorpusCandidates(kind, exe, source_dir)) {
    std::error_code ec;
    if (fs::is_directory(c.dir, ec)) return c;
  }
  return std::nullopt;
}

std::string ExecutablePath() {
  std::error_code ec;
  fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : p.string();
}

}  // namespace peerage::protocol
