#include "cli/project_root.h"

#include <filesystem>
#include <system_error>

#include <fmt/core.h>

#include "model/protocol/default_corpus.h"

#ifndef PEERAGE_SOURCE_DIR
#define PEERAGE_SOURCE_DIR ""
#endif

namespace peerage::cli {
namespace fs = std::filesystem;

std::string ProjectRoot() {
  std::vector<std::string> candidates;
  if (const std::string exe = protocol::ExecutablePath(); !exe.empty())
    candidates.push_back((fs::path(exe).parent_path().parent_path() / "share" / "peerage").lexically_normal().string());
  if (*PEERAGE_SOURCE_DIR) candidates.push_back(PEERAGE_SOURCE_DIR);
  for (const std::string& c : candidates) {
    std::error_code ec;
    if (fs::is_directory(fs::path(c) / "corpus", ec)) return c;
  }
  return "";
}

void RunFromProjectRoot(const std::vector<std::string*>& user_paths, const std::string& lacks) {
  const std::string root = ProjectRoot();
  if (root.empty()) {
    fmt::print(stderr, "note: the project's corpus/ was found neither beside this binary (share/peerage) nor in its "
                       "source tree ({}); {}\n", *PEERAGE_SOURCE_DIR ? PEERAGE_SOURCE_DIR : "unknown", lacks);
    return;
  }
  for (std::string* p : user_paths)
    if (!p->empty()) *p = fs::absolute(*p).lexically_normal().string();
  fs::current_path(root);
}

}  // namespace peerage::cli
