#include "model/protocol/perft_walk.h"

#include <map>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/perft.h"
#include "model/protocol/compare.h"

namespace peerage::protocol {
namespace {

struct OutOfTime {};
struct Declined {
  ErrorInfo refusal;
};

class Walker {
 public:
  using Deadline = std::optional<std::chrono::steady_clock::time_point>;
  Walker(RemoteEngine& engine, const Case& c, int depth, Deadline deadline)
      : engine_(engine), case_(c), depth_(depth), deadline_(deadline) {
    walk_.counts.assign(depth, 0);
  }

  PerftWalk Run() {
    auto root = CaseStart(case_);
    for (const std::string& a : case_.actions) root->ApplyActionText(a);
    context_ = root->shared_context();
    position_forms_.push_back(root->ToJson());
    if (root->info().public_state && !root->info().public_schema.empty()) position_forms_.push_back(PublicStart(*root));
    std::vector<std::string> path;
    Visit(root.get(), path);
    return std::move(walk_);
  }

 private:
  // Brings the engine to `path` (below the case's position): one apply if it is a child of where the
  // engine is, otherwise a new game and the whole way down.
  void Goto(const std::vector<std::string>& path) {
    if (at_valid_ && at_ == path) return;
    if (at_valid_ && path.size() == at_.size() + 1 && std::equal(at_.begin(), at_.end(), path.begin())) {
      ApplyOrFault(path.back());
      at_ = path;
      return;
    }
    at_valid_ = false;
    LoadPosition();
    for (const std::string& a : path) ApplyOrFault(a);
    at_ = path;
    at_valid_ = true;
  }

  // Puts the engine at the case's position: loaded as a start state (the canonical state, else the public
  // wrapper conform re-synchronises with) when it loads states, so that a divergence on the way there does
  // not spoil the walk; otherwise the case's start and its actions.
  void LoadPosition() {
    if (!case_.actions.empty()) {
      for (std::size_t k = next_form_; k < position_forms_.size(); ++k, ++next_form_)
        if (!engine_.NewGame(*context_, &position_forms_[k])) return;
    }
    if (auto refusal = engine_.NewGame(*context_, case_.start.get())) throw Declined{*refusal};
    for (const std::string& a : case_.actions) ApplyOrFault(a);
  }

  void ApplyOrFault(const std::string& a) {
    if (auto refusal = engine_.Apply(a)) {
      engine_.Kill();
      throw EngineFault(FaultKind::kProtocol, "engine refused '" + a + "' during the perft walk (" + refusal->code +
                                                  ": " + refusal->message + ")");
    }
  }

  // `ref` is the reference at the same node, or null below an action only the engine lists.
  void Visit(const State* ref, std::vector<std::string>& path) {
    if (deadline_ && std::chrono::steady_clock::now() >= *deadline_) throw OutOfTime{};
    Goto(path);
    std::vector<std::string> legal = engine_.Legal().actions;
    ++walk_.nodes;
    const size_t level = path.size();
    if (ref && !walk_.mismatch_path) {
      std::vector<std::string> texts;
      for (Action a : ref->LegalActions()) texts.push_back(ref->ActionToString(a));
      auto diff = LegalDiff(texts, legal);
      if (!diff.empty()) {
        walk_.mismatch_path = path;
        walk_.mismatch = diff;
      }
    }
    walk_.counts[level] += legal.size();
    if (level == 0)
      for (const std::string& a : legal) {
        walk_.divide.push_back({a, std::vector<std::uint64_t>(depth_, 0)});
        walk_.divide.back().second[0] = 1;
      }
    else
      walk_.divide[first_].second[level] += legal.size();
    if (level + 1 >= static_cast<size_t>(depth_)) return;
    for (size_t i = 0; i < legal.size(); ++i) {
      const std::string& a = legal[i];
      if (level == 0) first_ = i;
      std::unique_ptr<State> child;
      if (ref) {
        auto action = ref->ParseAction(a);
        if (action && ref->IsLegal(*action)) {
          child = ref->Clone();
          child->ApplyLegalAction(*action);
        }
      }
      path.push_back(a);
      Visit(child.get(), path);
      path.pop_back();
    }
  }

  RemoteEngine& engine_;
  const Case& case_;
  int depth_;
  Deadline deadline_;
  std::shared_ptr<const GameContext> context_;
  PerftWalk walk_;
  std::vector<std::string> at_;
  bool at_valid_ = false;
  std::vector<Json> position_forms_;  // the case's position as start states, in the order tried
  std::size_t next_form_ = 0;         // the first form not refused yet
  size_t first_ = 0;  // index in walk_.divide of the first action of the current path
};

}  // namespace

PerftWalk WalkPerft(RemoteEngine& engine, const Case& c, int depth,
                    std::optional<std::chrono::steady_clock::time_point> deadline) {
  if (depth < 1) return {};
  Walker w(engine, c, depth, deadline);
  try {
    return w.Run();
  } catch (const OutOfTime&) {
    PerftWalk partial;
    partial.complete = false;
    return partial;
  } catch (const Declined& d) {
    PerftWalk declined;
    declined.declined = d.refusal;
    return declined;
  }
}

std::vector<std::string> DivideDiff(const State& position, const PerftWalk& walk, int depth) {
  std::vector<std::string> out;
  std::map<std::string, std::uint64_t> engine;
  for (const auto& [a, counts] : walk.divide) engine[a] = depth >= 1 && depth <= static_cast<int>(counts.size()) ? counts[depth - 1] : 0;
  for (const auto& [a, n] : PerftDivide(position, depth)) {
    auto it = engine.find(a);
    if (it == engine.end()) out.push_back("  " + a + ": reference " + std::to_string(n) + ", engine (no such action)");
    else if (it->second != n) out.push_back("  " + a + ": reference " + std::to_string(n) + ", engine " + std::to_string(it->second));
    if (it != engine.end()) engine.erase(it);
  }
  for (const auto& [a, n] : engine) out.push_back("  " + a + ": reference (no such action), engine " + std::to_string(n));
  if (out.size() > 12) {
    size_t more = out.size() - 12;
    out.resize(12);
    out.push_back("  ... and " + std::to_string(more) + " more");
  }
  return out;
}

}  // namespace peerage::protocol
