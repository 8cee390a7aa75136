// Breadth-first loop and overrun search (see loop_search.h).
#include "model/analysis/loop_search.h"

#include <fmt/format.h>

#include <deque>
#include <unordered_map>

#include "model/core/playout.h"

namespace peerage {
namespace {

struct Node {
  std::int64_t parent = -1;
  Action action = -1;
  int depth = 0;
  std::string key;
};

std::vector<Action> PathTo(const std::vector<Node>& nodes, std::int64_t i) {
  std::vector<Action> path;
  for (; nodes[i].parent >= 0; i = nodes[i].parent) path.push_back(nodes[i].action);
  return {path.rbegin(), path.rend()};
}

}  // namespace

LoopSearchResult SearchLoop(const State& start, const LoopSearchOptions& options) {
  LoopSearchResult r;
  const StateKeyFn key = options.key ? options.key : SearchKeyFor(start.info());
  const int max_depth = options.max_depth > 0 ? options.max_depth : DeclaredMaxLength(start.context());
  std::vector<Node> nodes;
  std::unordered_map<std::string, std::int64_t> seen;
  std::deque<std::pair<std::int64_t, std::unique_ptr<State>>> frontier;
  auto key_of = [&key](const State& s) {
    std::string k;
    key(s, k);
    return k;
  };
  nodes.push_back({-1, -1, 0, key_of(start)});
  seen.emplace(nodes[0].key, 0);
  frontier.emplace_back(0, start.Clone());
  std::vector<Action> actions;
  while (!frontier.empty()) {
    if (r.nodes >= options.max_nodes) return r;
    auto [index, state] = std::move(frontier.front());
    frontier.pop_front();
    ++r.nodes;
    r.depth = nodes[index].depth;
    state->LegalActions(actions);
    const std::size_t findings = state->Findings().size();
    for (Action a : std::vector<Action>(actions)) {
      std::unique_ptr<State> child = state->Clone();
      child->ApplyLegalAction(a);
      bool overrun = false;
      for (std::size_t f = findings; f < child->Findings().size(); ++f)
        overrun = overrun || child->Findings()[f].kind == FindingKind::kLivelock;
      const bool too_long = nodes[index].depth + 1 > max_depth && !child->IsTerminal();
      if ((overrun || too_long) && !r.overrun) {
        std::vector<Action> path = PathTo(nodes, index);
        path.push_back(a);
        r.overrun = LoopWitness{path, path.size(),
                                overrun ? "the engine cut play off: " + child->Findings().back().detail
                                        : fmt::format("no end after {} actions", max_depth)};
      }
      if (child->IsTerminal() || overrun || too_long) continue;
      std::string k = key_of(*child);
      auto it = seen.find(k);
      if (it != seen.end()) {
        if (r.loop) continue;
        // A loop if the repeated state is an ancestor of this one on the search tree.
        for (std::int64_t up = index; up >= 0; up = nodes[up].parent) {
          if (up != it->second || (options.back_to_start && up != 0)) continue;
          std::vector<Action> path = PathTo(nodes, index);
          path.push_back(a);
          r.loop = LoopWitness{path, static_cast<std::size_t>(nodes[up].depth),
                               fmt::format("the state after {} actions comes back after {} more", nodes[up].depth,
                                           path.size() - nodes[up].depth)};
          break;
        }
        continue;
      }
      nodes.push_back({index, a, nodes[index].depth + 1, std::move(k)});
      seen.emplace(nodes.back().key, static_cast<std::int64_t>(nodes.size() - 1));
      frontier.emplace_back(static_cast<std::int64_t>(nodes.size() - 1), std::move(child));
    }
    if (r.loop) return r;  // a shortest-found loop is the answer; the overrun found so far is kept
  }
  r.exhausted = true;
  return r;
}

}  // namespace peerage
