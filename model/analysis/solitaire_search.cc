// Exact expectimax / perfect-foresight / random-play values of a one-player game, with a transposition
// table keyed by a 128-bit digest of the state key (search_detail.h).
#include "model/analysis/solitaire_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <nlohmann/json.hpp>
#include <unordered_map>
#include <unordered_set>

#include "model/analysis/search_detail.h"
#include "model/core/error.h"
#include "model/core/rng.h"

namespace peerage {
namespace {

using namespace search_detail;

class Solver : public SearchBase {
 public:
  using SearchBase::SearchBase;

  SolitaireResult Run(const State& start) {
    SolitaireResult r;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      const Values v = Visit(start);
      r.exhausted = true;
      r.best_expected = v.best;
      r.best_foresight = v.hi;
      r.random_expected = v.rnd;
      r.worst = v.lo;
      if (options_.transposition) r.line = Line(start);
    } catch (const Abort& a) {
      r.why_not = a.why;
    }
    r.nodes = nodes_;
    r.table_hits = hits_;
    r.table_entries = table_.size();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }

 private:
  Values Visit(const State& s) {
    if (s.IsTerminal()) {
      Count();
      const std::int64_t score = FinalScore(s);
      return {static_cast<double>(score), score, static_cast<double>(score), score, -1};
    }
    const Key128 k = KeyOf(s);
    if (options_.transposition) {
      auto it = table_.find(k);
      if (it != table_.end()) {
        ++hits_;
        return it->second;
      }
    }
    Count();
    Enter(k);
    Values v;
    if (s.IsChance()) {
      std::vector<ChanceOutcome> outcomes = s.ChanceOutcomes();
      bool first = true;
      for (const ChanceOutcome& o : outcomes) {
        const Values c = Child(s, o.action);
        const double p = o.probability.AsDouble();
        v.best += p * c.best;
        v.rnd += p * c.rnd;
        v.hi = first ? c.hi : std::max(v.hi, c.hi);
        v.lo = first ? c.lo : std::min(v.lo, c.lo);
        first = false;
      }
    } else {
      std::vector<Action> legal = s.LegalActions();
      bool first = true;
      for (Action a : legal) {
        const Values c = Child(s, a);
        if (first || c.best > v.best) {
          v.best = c.best;
          v.best_action = a;
        }
        v.rnd += c.rnd / static_cast<double>(legal.size());
        v.hi = first ? c.hi : std::max(v.hi, c.hi);
        v.lo = first ? c.lo : std::min(v.lo, c.lo);
        first = false;
      }
    }
    Leave(k);
    if (options_.transposition && table_.size() < options_.max_table) table_.emplace(k, v);
    return v;
  }

  Values Child(const State& s, Action a) {
    std::unique_ptr<State> c = s.Clone();
    c->ApplyLegalAction(a);
    return Visit(*c);
  }

  // Follows the table: best action at decisions, the most likely outcome at chance nodes.
  std::vector<Action> Line(const State& start) {
    std::vector<Action> line;
    std::unique_ptr<State> s = start.Clone();
    while (!s->IsTerminal()) {
      Action next = -1;
      if (s->IsChance()) {
        Rational best_p(0);
        for (const ChanceOutcome& o : s->ChanceOutcomes())
          if (best_p < o.probability) {
            best_p = o.probability;
            next = o.action;
          }
      } else {
        auto it = table_.find(KeyOf(*s));
        if (it == table_.end()) break;  // table was full: the line stops here
        next = it->second.best_action;
      }
      line.push_back(next);
      s->ApplyLegalAction(next);
    }
    return line;
  }

  std::unordered_map<Key128, Values, Key128Hash> table_;
};

class ForesightSolver : public SearchBase {
 public:
  ForesightSolver(const State& start, const SolitaireOptions& options, const ScoreBoundFn& bound,
                  const DeterministicPolicy& first)
      : SearchBase(start, options), bound_(bound), first_(first) {}

  ForesightResult Run(const State& start) {
    ForesightResult r;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      // Restarts: round i may expand restart_nodes * Luby(i) states (1, 1, 2, 1, 1, 2, 4, ...) before the next
      // round begins with another random order; the visited table (fully searched states) carries over.
      for (std::uint64_t round = 1;; ++round) {
        try {
          round_ = round;
          round_limit_ = options_.restart_nodes ? nodes_ + options_.restart_nodes * Luby(round) : 0;
          Visit(start);
          break;
        } catch (const NextRound&) {
          path_.clear();
          path_actions_.clear();
        }
      }
      r.exhausted = found_ || options_.certain_only;
      if (!r.exhausted) r.why_not = "no terminal state was reached";
    } catch (const Abort& a) {
      r.why_not = a.why;
    }
    {
      // Exhausted or not, the best line found is a real line of play.
      r.found = found_;
      r.max = incumbent_;
      r.line = best_line_;
    }
    r.nodes = nodes_;
    r.table_hits = hits_;
    r.pruned = pruned_;
    r.table_entries = visited_.size();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
  }

 private:
  void Visit(const State& s) {
    if (s.IsTerminal()) {
      Count();
      const std::int64_t score = FinalScore(s);
      if (!found_ || score > incumbent_) {
        incumbent_ = score;
        best_line_ = path_actions_;
        found_ = true;
      }
      return;
    }
    if (found_ && bound_ && bound_(s) <= incumbent_) {
      ++pruned_;
      return;
    }
    // certain_only: a chance node with more than one outcome is not entered (and not counted as a node).
    if (options_.certain_only && s.IsChance() && s.ChanceOutcomes().size() > 1) {
      ++pruned_;
      return;
    }
    const Key128 k = KeyOf(s);
    if (options_.transposition && visited_.count(k)) {
      ++hits_;
      return;
    }
    Count();
    if (round_limit_ && nodes_ > round_limit_) throw NextRound{};
    Enter(k);
    // Children in order: at a player node the `first` action, then by the bound (a terminal child: its
    // score) descending, stable so ties keep the action order; chance outcomes the same way (all maximised).
    // After the first round of restarts, ties are broken at random instead, and `first` is not preferred.
    std::vector<Action> actions;
    if (s.IsChance()) {
      for (const ChanceOutcome& o : s.ChanceOutcomes()) actions.push_back(o.action);
    } else {
      actions = s.LegalActions();
    }
    Action f = -1;
    if (!s.IsChance() && first_ && actions.size() > 1) f = first_(s, actions);
    std::vector<std::pair<std::unique_ptr<State>, Action>> children;
    std::vector<std::pair<std::int64_t, std::int64_t>> order_key;
    for (Action a : actions) {
      std::unique_ptr<State> c = s.Clone();
      c->ApplyLegalAction(a);
      order_key.emplace_back(a == f ? 1 : 0, c->IsTerminal() ? c->Scores().at(0)
                                             : bound_ ? bound_(*c) : std::numeric_limits<std::int64_t>::max());
      children.emplace_back(std::move(c), a);
    }
    std::vector<std::size_t> idx(children.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
    if (round_ > 1)
      for (std::size_t i = idx.size(); i > 1; --i) std::swap(idx[i - 1], idx[rng_.Below(i)]);
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) { return order_key[x] > order_key[y]; });
    for (std::size_t i : idx) {
      path_actions_.push_back(children[i].second);
      Visit(*children[i].first);
      path_actions_.pop_back();
    }
    Leave(k);
    if (options_.transposition && visited_.size() < options_.max_table) visited_.insert(k);
  }

  struct NextRound {};
  // The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ... (i >= 1).
  static std::uint64_t Luby(std::uint64_t i) {
    for (std::uint64_t k = 1;; ++k) {
      const std::uint64_t full = (1ull << k) - 1;
      if (i == full) return 1ull << (k - 1);
      if (i < full) return Luby(i - ((1ull << (k - 1)) - 1));
    }
  }

  const ScoreBoundFn& bound_;
  const DeterministicPolicy& first_;
  std::uint64_t round_ = 1, round_limit_ = 0;
  Rng rng_{0x5eed};
  std::unordered_set<Key128, Key128Hash> visited_;
  std::vector<Action> path_actions_, best_line_;
  std::int64_t incumbent_ = 0;
  bool found_ = false;
  std::uint64_t pruned_ = 0;
};

}  // namespace

void CanonicalStateKey(const State& state, std::string& out) { out += state.ToJson()["state"].dump(); }

StateKeyFn SearchKeyFor(const GameInfo& info) {
  if (info.search_key) return info.search_key;
  return CanonicalStateKey;
}

SolitaireResult SolveSolitaire(const State& start, const SolitaireOptions& options) {
  Solver solver(start, options);
  return solver.Run(start);
}

ForesightResult SolveForesightMax(const State& start, const ScoreBoundFn& bound, const SolitaireOptions& options,
                                  const DeterministicPolicy& first) {
  ForesightSolver solver(start, options, bound, first);
  return solver.Run(start);
}

PolicyValue EvaluatePolicy(const State& start, const DeterministicPolicy& policy, const SolitaireOptions& options) {
  const HorizonResult h = SolveHorizon(start, policy, 0, options);  // no decisions searched: the policy's value
  return {.exhausted = h.exhausted, .why_not = h.why_not, .expected = h.expected, .nodes = h.nodes};
}

std::string DealLinePath(const std::string& dir, const GameContext& context, std::uint64_t seed, std::uint64_t deal,
                         const std::string& kind) {
  std::string readings;
  for (const Interpretation& in : context.info->interpretations) {
    const std::string& r = context.settings.at(in.id);
    if (r != in.default_reading) readings += "--" + in.id + "=" + r;
  }
  return fmt::format("{}/{}-seed{}-deal{}{}.{}.trace.json", dir, context.info->name, seed, deal, readings, kind);
}

std::unique_ptr<State> DealFor(std::shared_ptr<const GameContext> context, std::uint64_t seed, std::uint64_t index) {
  std::unique_ptr<State> state = NewGame(std::move(context));
  Rng rng(SubSeed(seed, index));
  while (state->IsChance()) {
    std::optional<Action> a = state->SampleChanceOutcome(rng);
    if (!a) break;
    state->ApplyLegalAction(*a);
  }
  return state;
}

void AdvanceByPolicy(State& state, const DeterministicPolicy& policy, int decisions, std::uint64_t seed) {
  Rng rng(seed);
  while (!state.IsTerminal()) {
    if (state.IsChance()) {
      std::optional<Action> a = state.SampleChanceOutcome(rng);
      if (!a) return;
      state.ApplyLegalAction(*a);
      continue;
    }
    if (decisions-- <= 0) return;
    state.ApplyAction(policy(state, state.LegalActions()));
  }
}

EndgameResult SolveEndgame(const State& deal, const DeterministicPolicy& policy, std::uint64_t seed,
                           std::uint64_t node_budget, const SolitaireOptions& options) {
  EndgameResult r;
  std::vector<std::unique_ptr<State>> line;  // the position before each decision
  std::unique_ptr<State> s = deal.Clone();
  Rng rng(seed);
  while (!s->IsTerminal()) {
    if (s->IsChance()) {
      std::optional<Action> a = s->SampleChanceOutcome(rng);
      if (!a) break;
      s->ApplyLegalAction(*a);
      continue;
    }
    line.push_back(s->Clone());
    s->ApplyAction(policy(*s, s->LegalActions()));
  }
  r.decisions = static_cast<int>(line.size());
  for (int i = r.decisions - 1; i >= 0 && r.nodes < node_budget; --i) {
    SolitaireOptions o = options;
    o.max_nodes = node_budget - r.nodes;
    SolitaireResult b = SolveSolitaire(*line[i], o);
    r.nodes += b.nodes;
    if (!b.exhausted) break;
    PolicyValue p = EvaluatePolicy(*line[i], policy, o);
    if (!p.exhausted) break;
    r.from = i;
    r.best = std::move(b);
    r.policy = p;
  }
  return r;
}

}  // namespace peerage
