// Internal machinery shared by the exact solitaire searches (solitaire_search.cc, solitaire_horizon.cc,
// which also values a fixed policy for EvaluatePolicy):
// a 128-bit digest of a state key (two independent 64-bit hashes: a false match needs both to collide,
// probability about n^2 / 2^129 for n entries), the node budget, and the set of states on the current line
// (a state met twice on one line means a cyclic game, whose values are undefined). Not a public API.
#pragma once
#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <unordered_set>

#include "model/analysis/solitaire_search.h"
#include "model/core/error.h"

namespace peerage::search_detail {

struct Key128 {
  std::uint64_t a = 0, b = 0;
  bool operator==(const Key128& o) const { return a == o.a && b == o.b; }
};
struct Key128Hash {
  std::size_t operator()(const Key128& k) const { return static_cast<std::size_t>(k.a ^ (k.b * 0x9e3779b97f4a7c15ull)); }
};

inline Key128 Digest(const std::string& text) {
  Key128 k{Fnv1a64(text), 0x84222325cbf29ce4ull};
  for (unsigned char c : text) k.b = (k.b ^ c) * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
  return k;
}

struct Abort {
  std::string why;
};

struct Values {
  double best = 0;
  std::int64_t hi = 0;
  double rnd = 0;
  std::int64_t lo = 0;
  Action best_action = -1;
};

inline std::int64_t FinalScore(const State& s) { return s.Scores().at(0); }

// Shared depth-first machinery: keys, the table, the path set, the node budget.
class SearchBase {
 public:
  SearchBase(const State& start, const SolitaireOptions& options) : options_(options) {
    if (start.NumPlayers() != 1)
      throw Error(start.info().name, "the solitaire search needs a one-player game");
    key_ = options.key ? options.key : SearchKeyFor(start.info());
  }

 protected:
  Key128 KeyOf(const State& s) {
    buffer_.clear();
    key_(s, buffer_);
    return Digest(buffer_);
  }
  void Count() {
    if (++nodes_ > options_.max_nodes)
      throw Abort{fmt::format("node limit {} reached before the search was exhausted", options_.max_nodes)};
  }
  void Enter(const Key128& k) {
    if (!path_.insert(k).second)
      throw Abort{"a state repeats on one line of play (cyclic game): the values are undefined"};
  }
  void Leave(const Key128& k) { path_.erase(k); }

  const SolitaireOptions& options_;
  StateKeyFn key_;
  std::string buffer_;
  std::unordered_set<Key128, Key128Hash> path_;
  std::uint64_t nodes_ = 0, hits_ = 0;
};

}  // namespace peerage::search_detail
