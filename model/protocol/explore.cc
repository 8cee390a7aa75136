#include "model/protocol/explore.h"

#include <bit>

#include "model/core/playout.h"

namespace peerage::protocol {
namespace {

constexpr std::size_t kPoolCap = 8192;

// Feature keys: a tag in the top byte, the payload below.
std::uint64_t Key(std::uint8_t tag, std::uint64_t a, std::uint64_t b = 0) {
  return (std::uint64_t{tag} << 56) ^ (a << 24) ^ b;
}

}  // namespace

Explorer::Explorer(const State& start, std::uint64_t seed, int max_steps)
    : start_(start.Clone()), rng_(seed), max_steps_(max_steps > 0 ? max_steps : DeclaredMaxLength(start.context())) {
  pool_.push_back({});
}

bool Explorer::Add(std::uint64_t feature) { return seen_.insert(feature).second; }

ExploreStats Explorer::stats() const {
  ExploreStats s = stats_;
  s.features = seen_.size();
  s.pool = pool_.size();
  s.rules_fired = rules_.size();
  return s;
}

std::optional<std::vector<std::string>> Explorer::Next(std::chrono::steady_clock::time_point deadline) {
  std::vector<Action> legal;
  while (std::chrono::steady_clock::now() < deadline) {
    ++stats_.candidates;
    std::size_t pick = pool_.size() > 4 && rng_.Below(2) == 0
                           ? pool_.size() - 1 - rng_.Below(pool_.size() / 4)
                           : rng_.Below(pool_.size());
    std::vector<Action> actions = pool_[pick];
    auto state = start_->Clone();
    std::vector<std::string> texts;
    for (Action a : actions) {
      texts.push_back(state->ActionToString(a));
      state->ApplyLegalAction(a);
    }
    std::uint64_t prev_rule = 0xffff;
    std::size_t findings = state->Findings().size();
    bool novel = false;
    while (!state->IsTerminal() && state->Step() - start_->Step() < max_steps_) {
      Action a;
      if (state->IsChance()) {
        a = SampleChance(state->ChanceOutcomes(), rng_);
      } else {
        state->LegalActions(legal);
        if (legal.empty()) break;
        a = legal[rng_.Below(legal.size())];
      }
      texts.push_back(state->ActionToString(a));
      state->ApplyLegalAction(a);
      actions.push_back(a);
      bool step_novel = false;
      const auto& fired = state->StepRules();
      for (RuleId r : fired) {
        rules_.insert(r);
        step_novel |= Add(Key(1, r));
        step_novel |= Add(Key(2, prev_rule, r));
        prev_rule = r;
      }
      if (!fired.empty()) {
        state->LegalActions(legal);
        step_novel |= Add(Key(3, fired.front(), std::bit_width(legal.size())));
      }
      for (; findings < state->Findings().size(); ++findings)
        step_novel |= Add(Key(4, static_cast<std::uint64_t>(state->Findings()[findings].kind)));
      if (step_novel) {
        novel = true;
        if (pool_.size() < kPoolCap) pool_.push_back(actions);
        else pool_[rng_.Below(pool_.size())] = actions;
      }
    }
    if (state->IsTerminal()) {
      std::uint64_t pattern = 0;
      for (int r : state->Ranking()) pattern = pattern * 131 + static_cast<std::uint64_t>(r);
      novel |= Add(Key(5, pattern));
    }
    if (novel) {
      ++stats_.emitted;
      return texts;
    }
  }
  return std::nullopt;
}

}  // namespace peerage::protocol
