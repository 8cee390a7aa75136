// SolveSureTarget: an AND-OR search for a strategy that reaches a target score on every line (max over the
// player's actions, all over chance outcomes), with proved/refuted tables keyed like the other searches.
#include <algorithm>
#include <fmt/format.h>

#include <chrono>
#include <tuple>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

#include "model/analysis/search_detail.h"
#include "model/analysis/solitaire_search.h"
#include "model/core/error.h"

namespace peerage {
namespace {

using namespace search_detail;

class SureSolver : public SearchBase {
 public:
  SureSolver(const State& start, const SolitaireOptions& options, std::int64_t target, const ScoreBoundFn& bound,
             const DeterministicPolicy& first)
      : SearchBase(start, options), target_(target), bound_(bound), first_(first) {}

  SureResult Run(const State& start) {
    SureResult r;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      // Iterative deepening on the branching chance nodes a line may meet: 0 is a line of certain chance;
      // each round allows one more. A refutation within the largest allowance is a refutation outright
      // only if no line met the allowance (tracked by limited_).
      for (int allow = options_.min_branchings;; ++allow) {
        limited_ = false;
        r.proved = Prove(start, allow);
        r.branchings = allow;
        if (r.proved || !limited_) break;
        if (allow >= options_.max_branchings) throw Abort{fmt::format(
            "not proved with up to {} chance nodes of several outcomes per line, and not refuted", allow)};
      }
      r.exhausted = true;
      if (r.proved) r.strategy = Strategy(start);
    } catch (const Abort& a) {
      r.why_not = a.why;
    }
    r.nodes = nodes_;
    r.proved_entries = proved_.size();
    r.refuted_entries = refuted_.size();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }

 private:
  // Can every line from `s` reach the target, meeting at most `allow` chance nodes with several outcomes?
  bool Prove(const State& s, int allow) {
    if (s.IsTerminal()) return FinalScore(s) >= target_;
    if (bound_ && bound_(s) < target_) return false;
    const Key128 k = KeyOf(s);
    if (const auto p = proved_.find(k); p != proved_.end() && p->second <= allow) return true;
    if (const auto f = refuted_.find(k); f != refuted_.end() && f->second >= allow) return false;
    bool ok;
    std::vector<ChanceOutcome> outcomes;
    if (s.IsChance()) {
      outcomes = s.ChanceOutcomes();
      if (outcomes.size() > 1 && allow == 0) {
        limited_ = true;  // the refutation is only for this allowance
        return false;
      }
    }
    Count();
    Enter(k);
    if (s.IsChance()) {
      // Every outcome must be proved; the first refuted one settles the node.
      const int below = outcomes.size() > 1 ? allow - 1 : allow;
      ok = true;
      for (const ChanceOutcome& o : outcomes) {
        std::unique_ptr<State> c = s.Clone();
        c->ApplyLegalAction(o.action);
        if (!Prove(*c, below)) {
          ok = false;
          break;
        }
      }
    } else {
      // One proved child is enough. Order: children that are not a chance node with several outcomes
      // first (proving a branching node needs every outcome), then the `first` action, then by bound
      // (terminal: score), descending.
      const std::vector<Action> legal = s.LegalActions();
      const Action f = first_ && legal.size() > 1 ? first_(s, legal) : -1;
      std::vector<std::pair<std::unique_ptr<State>, Action>> children;
      std::vector<std::tuple<int, int, std::int64_t>> order;
      for (Action a : legal) {
        std::unique_ptr<State> c = s.Clone();
        c->ApplyLegalAction(a);
        const bool branching = c->IsChance() && c->ChanceOutcomes().size() > 1;
        order.emplace_back(branching ? 0 : 1, a == f ? 1 : 0,
                           c->IsTerminal() ? FinalScore(*c) : bound_ ? bound_(*c) : 0);
        children.emplace_back(std::move(c), a);
      }
      std::vector<std::size_t> idx(children.size());
      for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
      std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) { return order[x] > order[y]; });
      ok = false;
      for (std::size_t i : idx)
        if (Prove(*children[i].first, allow)) {
          ok = true;
          choice_[k] = children[i].second;
          break;
        }
    }
    Leave(k);
    if (options_.transposition) {
      if (ok) {
        auto [it, fresh] = proved_.emplace(k, allow);
        if (!fresh) it->second = std::min<int>(it->second, allow);
      } else if (refuted_.size() < options_.max_table || refuted_.count(k)) {
        auto [it, fresh] = refuted_.emplace(k, allow);
        if (!fresh) it->second = std::max<int>(it->second, allow);
      }
    }
    return ok;
  }

  // The proved strategy, from the choices recorded at proved player nodes: every chance outcome followed.
  std::vector<std::pair<std::uint64_t, Action>> Strategy(const State& start) {
    std::vector<std::pair<std::uint64_t, Action>> out;
    std::unordered_set<Key128, Key128Hash> done;
    std::vector<std::unique_ptr<State>> stack;
    stack.push_back(start.Clone());
    while (!stack.empty()) {
      std::unique_ptr<State> s = std::move(stack.back());
      stack.pop_back();
      if (s->IsTerminal()) continue;
      const Key128 k = KeyOf(*s);
      if (!done.insert(k).second) continue;
      if (s->IsChance()) {
        for (const ChanceOutcome& o : s->ChanceOutcomes()) {
          stack.push_back(s->Clone());
          stack.back()->ApplyLegalAction(o.action);
        }
        continue;
      }
      const auto it = choice_.find(k);
      if (it == choice_.end()) throw Error("sure search", "a proved decision has no recorded choice");
      out.emplace_back(StrategyKey(*s), it->second);
      stack.push_back(s->Clone());
      stack.back()->ApplyLegalAction(it->second);
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  std::int64_t target_;
  const ScoreBoundFn& bound_;
  const DeterministicPolicy& first_;
  // Smallest allowance a state was proved with; largest it was refuted with.
  std::unordered_map<Key128, int, Key128Hash> proved_, refuted_;
  bool limited_ = false;  // some line met a branching chance node with no allowance left
  std::unordered_map<Key128, Action, Key128Hash> choice_;
};

}  // namespace

std::uint64_t StrategyKey(const State& state) { return Fnv1a64(state.ToJson()["state"].dump()); }

SureResult SolveSureTarget(const State& start, std::int64_t target, const ScoreBoundFn& bound,
                           const SolitaireOptions& options, const DeterministicPolicy& first) {
  SureSolver solver(start, options, target, bound, first);
  return solver.Run(start);
}

}  // namespace peerage
