// Nested Monte Carlo search (Cazenave 2009) for a high-scoring line of a one-player game: level 0 is a
// uniformly random playout; level k tries every move of the current position with a level k-1 search,
// keeps the best line found so far and follows it one move at a time. It proves nothing about the
// maximum; its line is real play, and with certain_only a line the player can follow for certain, so a
// certificate check (e.g. ns::CheckCertificate) can make it a proof of a lower bound.
#include <chrono>

#include "model/analysis/solitaire_search.h"
#include "model/core/error.h"
#include "model/core/rng.h"

namespace peerage {
namespace {

class Nested {
 public:
  Nested(const SolitaireOptions& options, const ScoreBoundFn& bound, std::uint64_t seed,
         const DeterministicPolicy& policy, int policy_percent)
      : options_(options), bound_(bound), rng_(seed), policy_(policy), policy_percent_(policy_percent) {}

  struct Line {
    std::int64_t score = -1;  // -1: no line to the end (every continuation met an uncertain chance node)
    std::vector<Action> actions;
  };

  // Applies `a` and every chance node after it that has a single outcome (with certain_only; otherwise
  // chance nodes are moves like any other). False: `a` leads to a chance node with several outcomes.
  bool Step(State& s, Action a, std::vector<Action>& line) {
    s.ApplyLegalAction(a);
    line.push_back(a);
    ++nodes_;
    while (options_.certain_only && s.IsChance()) {
      const std::vector<ChanceOutcome> o = s.ChanceOutcomes();
      if (o.size() != 1) return false;
      s.ApplyLegalAction(o.front().action);
      line.push_back(o.front().action);
      ++nodes_;
    }
    return true;
  }

  // Plays `a` (and its forced chance) on `s` and appends to `actions`, unless it leads into a chance node of
  // several outcomes: then `s` and `actions` stay as they were.
  bool TryMove(std::unique_ptr<State>& s, Action a, std::vector<Action>& actions) {
    std::unique_ptr<State> c = s->Clone();
    std::vector<Action> step;
    if (!Step(*c, a, step)) return false;
    s = std::move(c);
    actions.insert(actions.end(), step.begin(), step.end());
    return true;
  }

  // Uniformly random among the moves that do not lead into a chance node of several outcomes (certain_only);
  // at a player node, policy_percent_ % of the time the policy's move first.
  Line Playout(std::unique_ptr<State> s) {
    Line r;
    while (!s->IsTerminal()) {
      if (nodes_ > options_.max_nodes) return Line{};
      std::vector<Action> legal = s->LegalActions();
      if (policy_ && !s->IsChance() && static_cast<int>(rng_.Below(100)) < policy_percent_ &&
          TryMove(s, policy_(*s, legal), r.actions))
        continue;
      bool moved = false;
      for (std::size_t left = legal.size(); left > 0 && !moved; --left) {
        std::swap(legal[left - 1], legal[rng_.Below(left)]);
        moved = TryMove(s, legal[left - 1], r.actions);
      }
      if (!moved) return Line{};
    }
    r.score = s->Scores().at(0);
    return r;
  }

  Line Search(const State& start, int level) {
    if (level == 0) return Playout(start.Clone());
    Line best;
    std::vector<Action> played;
    std::unique_ptr<State> s = start.Clone();
    while (!s->IsTerminal() && nodes_ <= options_.max_nodes && !(best.score >= 0 && AtBound(start, best.score))) {
      for (Action a : s->LegalActions()) {
        std::unique_ptr<State> c = s->Clone();
        std::vector<Action> head = played;
        if (!Step(*c, a, head)) continue;
        Line sub = c->IsTerminal() ? Line{c->Scores().at(0), {}} : Search(*c, level - 1);
        if (sub.score > best.score) {
          best.score = sub.score;
          best.actions = head;
          best.actions.insert(best.actions.end(), sub.actions.begin(), sub.actions.end());
        }
        if (nodes_ > options_.max_nodes) break;
      }
      if (best.score < 0 || best.actions.size() <= played.size()) break;  // no line goes on from here
      // Follow the best line by one move (and the forced chance after it).
      std::vector<Action> dummy;
      const Action next = best.actions[played.size()];
      Step(*s, next, dummy);
      played.insert(played.end(), dummy.begin(), dummy.end());
    }
    return best;
  }

  bool AtBound(const State& start, std::int64_t score) const { return bound_ && score >= bound_(start); }
  std::uint64_t nodes() const { return nodes_; }

 private:
  const SolitaireOptions& options_;
  const ScoreBoundFn& bound_;
  Rng rng_;
  const DeterministicPolicy& policy_;
  int policy_percent_ = 0;
  std::uint64_t nodes_ = 0;
};

}  // namespace

ForesightResult SolveNestedMonteCarlo(const State& start, const ScoreBoundFn& bound, int level,
                                      const SolitaireOptions& options, std::uint64_t seed,
                                      const DeterministicPolicy& policy, int policy_percent) {
  if (start.NumPlayers() != 1) throw Error(start.info().name, "the nested search needs a one-player game");
  const auto t0 = std::chrono::steady_clock::now();
  Nested nested(options, bound, seed, policy, policy_percent);
  ForesightResult r;
  std::unique_ptr<State> s = start.Clone();
  std::vector<Action> prefix;
  // A start at a chance node: single outcomes are followed (certain_only); otherwise the search starts there.
  while (options.certain_only && s->IsChance() && s->ChanceOutcomes().size() == 1) {
    prefix.push_back(s->ChanceOutcomes().front().action);
    s->ApplyLegalAction(prefix.back());
  }
  Nested::Line best = options.certain_only && s->IsChance() && s->ChanceOutcomes().size() > 1
                          ? Nested::Line{}
                          : (s->IsTerminal() ? Nested::Line{s->Scores().at(0), {}} : nested.Search(*s, level));
  r.found = best.score >= 0;
  r.max = r.found ? best.score : 0;
  if (r.found) {
    r.line = prefix;
    r.line.insert(r.line.end(), best.actions.begin(), best.actions.end());
  }
  r.why_not = "a nested Monte Carlo search finds lines; it never proves a maximum";
  r.nodes = nested.nodes();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace peerage
