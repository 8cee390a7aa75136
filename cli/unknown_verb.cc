// The message for a word that is not a verb: the nearest verbs by edit distance (insertions, deletions,
// substitutions and swaps of neighbours, so "repaly" is one step from "replay").
#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "cli/commands.h"

namespace peerage::cli {
namespace {

// Optimal string alignment distance.
std::size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

}  // namespace

std::string UnknownVerbMessage(const std::string& word, const std::vector<std::string>& verbs) {
  const std::string shown = word.size() > 40 ? word.substr(0, 37) + "..." : word;
  // Near: at most 2 edits, and fewer than half the word's letters (so "x" is not "near" every short verb).
  std::size_t best = std::min<std::size_t>(2, std::max<std::size_t>(1, word.size() / 2));
  std::vector<std::string> nearest;
  for (const std::string& v : verbs) {
    std::size_t d = EditDistance(word, v);
    if (d < best) nearest.clear(), best = d;
    if (d == best) nearest.push_back("'" + v + "'");
  }
  if (nearest.empty()) return fmt::format("unknown command '{}' (commands: {})", shown, fmt::join(verbs, ", "));
  if (nearest.size() == 1) return fmt::format("unknown command '{}'; did you mean {}?", shown, nearest[0]);
  return fmt::format("unknown command '{}'; did you mean one of {}?", shown, fmt::join(nearest, ", "));
}

}  // namespace peerage::cli
