// Where the `peerage` command finds the project's own inputs (hand-built report examples, stored witnesses,
// certificates, derived data sets), named inside the code by repository paths ("corpus/examples"): installed
// beside the binary (<exe dir>/../share/peerage, cmake/install.cmake) or the source tree the binary was built
// from, whichever holds corpus/ -- so `report` and `solve` give the same answers from any working directory.
#pragma once
#include <string>
#include <vector>

namespace peerage::cli {

// The project root (a directory holding corpus/), or "" when neither place has one.
std::string ProjectRoot();

// Makes each of `user_paths` (paths the user gave, relative to the working directory) absolute, then makes
// the project root the working directory, so repository paths resolve there and texts that name them stay
// the same. Without a project root it changes nothing and prints one note naming what the output will lack.
void RunFromProjectRoot(const std::vector<std::string*>& user_paths, const std::string& lacks);

}  // namespace peerage::cli
