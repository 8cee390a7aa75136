// The exact expected score of "best play for the next k decisions, then a fixed policy" (SolveHorizon):
// expectimax over the first k player decisions of every line, the policy's exact value below them.
#include <chrono>
#include <unordered_map>

#include "model/analysis/search_detail.h"
#include "model/analysis/solitaire_search.h"

namespace peerage {
namespace {

using namespace search_detail;

constexpr int kPolicyMark = 255;  // key suffix of a state valued by the policy (no decisions of the horizon left)

class HorizonSolver : public SearchBase {
 public:
  HorizonSolver(const State& start, const SolitaireOptions& options, const DeterministicPolicy& policy)
      : SearchBase(start, options), policy_(policy) {}

  HorizonResult Run(const State& start, int decisions) {
    HorizonResult r;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      r.expected = Visit(start, decisions, &r.first);
      r.exhausted = true;
    } catch (const Abort& a) {
      r.why_not = a.why;
    }
    r.nodes = nodes_;
    r.table_entries = table_.size();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }

 private:
  Key128 KeyWith(const State& s, int left) {
    buffer_.clear();
    key_(s, buffer_);
    buffer_.push_back(static_cast<char>(left));
    return Digest(buffer_);
  }

  // `left`: decisions still played by the search on this line; kPolicyMark: the policy plays from here.
  double Visit(const State& s, int left, Action* chosen = nullptr) {
    if (s.IsTerminal()) {
      Count();
      return static_cast<double>(FinalScore(s));
    }
    if (left == 0 && !s.IsChance()) left = kPolicyMark;
    const Key128 k = KeyWith(s, left);
    if (options_.transposition && !chosen) {
      auto it = table_.find(k);
      if (it != table_.end()) return it->second;
    }
    Count();
    Enter(k);
    double v = 0;
    if (s.IsChance()) {
      for (const ChanceOutcome& o : s.ChanceOutcomes()) v += o.probability.AsDouble() * Child(s, o.action, left);
    } else if (left == kPolicyMark) {
      const Action a = policy_(s, s.LegalActions());
      if (chosen) *chosen = a;
      v = Child(s, a, left);
    } else {
      bool first = true;
      for (Action a : s.LegalActions()) {
        const double c = Child(s, a, left - 1);
        if (first || c > v) {
          v = c;
          if (chosen) *chosen = a;
        }
        first = false;
      }
    }
    Leave(k);
    if (options_.transposition && table_.size() < options_.max_table) table_.emplace(k, v);
    return v;
  }

  double Child(const State& s, Action a, int left) {
    std::unique_ptr<State> c = s.Clone();
    c->ApplyAction(a);  // validating: the policy may return anything
    return Visit(*c, left);
  }

  const DeterministicPolicy& policy_;
  std::unordered_map<Key128, double, Key128Hash> table_;
};

}  // namespace

HorizonResult SolveHorizon(const State& start, const DeterministicPolicy& policy, int decisions,
                           const SolitaireOptions& options) {
  if (decisions < 0 || decisions >= kPolicyMark)
    throw Error(start.info().name, fmt::format("the search horizon must be 0-{} decisions", kPolicyMark - 1));
  HorizonSolver solver(start, options, policy);
  return solver.Run(start, decisions);
}

}  // namespace peerage
