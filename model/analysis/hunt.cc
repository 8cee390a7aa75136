#include "model/analysis/hunt.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/core/error.h"
#include "model/core/rng.h"

namespace peerage {
namespace {

std::vector<std::string> Texts(const Trace& t) {
  std::vector<std::string> out;
  for (const auto& s : t.steps) out.push_back(s.action);
  return out;
}

// Replays `actions` from the trace's start; nullptr if some action is not legal.
std::unique_ptr<State> TryReplay(const Trace& base, const std::vector<std::string>& actions) {
  std::unique_ptr<State> s = base.start ? StateFromJson(*base.start, "witness start") : NewGame(TraceConfig(base));
  for (const auto& a : actions) {
    auto x = s->ParseAction(a);
    if (!x || s->IsTerminal() || !s->IsLegal(*x)) return nullptr;
    s->ApplyLegalAction(*x);
  }
  return s;
}

Trace WithActions(const Trace& base, const std::vector<std::string>& actions, const std::string& note) {
  auto s = TryReplay(base, actions);
  if (!s) throw Error("hunt", "a shrunk witness no longer replays");
  return RecordTrace(*s, false, note);
}

}  // namespace

// Hash of the position (GameInfo::position_key), else of the game's state JSON without the kernel's step
// counter.
std::uint64_t PositionHash(const State& s) {
  if (s.info().position_key) {
    std::string key;
    s.info().position_key(s, key);
    return Fnv1a64(key);
  }
  return Fnv1a64(s.ToJson()["state"].dump());
}


Trace ShrinkFindingWitness(const Trace& witness, const Finding& finding, std::uint64_t budget,
                           std::uint64_t* replays) {
  auto same = [&](const std::vector<std::string>& acts) {
    auto s = TryReplay(witness, acts);
    if (!s) return false;
    for (const Finding& f : s->Findings())
      if (f.kind == finding.kind && f.rules == finding.rules && f.interpretation == finding.interpretation) return true;
    return false;
  };
  auto acts = Texts(witness);
  if (!same(acts)) return witness;  // not reproducible by replay (should not happen): keep as found
  return WithActions(witness, ShrinkActions(acts, same, budget, replays), witness.note + " (shrunk)");
}

Trace ShrinkDeadlockWitness(const Trace& witness, std::uint64_t budget, std::uint64_t* replays) {
  auto stuck = [&](const std::vector<std::string>& acts) {
    auto s = TryReplay(witness, acts);
    return s && !s->IsTerminal() && s->LegalActions().empty();
  };
  auto acts = Texts(witness);
  if (!stuck(acts)) return witness;
  return WithActions(witness, ShrinkActions(acts, stuck, budget, replays), witness.note + " (shrunk)");
}

HuntResult HuntCyclesAndInvariants(std::shared_ptr<const GameContext> context, const HuntOptions& options) {
  HuntResult result;
  std::map<std::string, size_t> index;
  auto add = [&](FindingKind kind, const std::string& detail, const State& s, const Trace& witness) {
    std::string key = std::string(FindingKindName(kind)) + "|" + detail;
    auto it = index.find(key);
    if (it == index.end()) {
      FindingSummary f;
      f.first.kind = kind;
      f.first.detail = detail;
      f.first.state_hash = s.Hash();
      f.first.step = s.Step();
      f.witness = witness;
      index[key] = result.findings.size();
      result.findings.push_back(f);
      it = index.find(key);
    } else if (witness.steps.size() < result.findings[it->second].witness.steps.size()) {
      result.findings[it->second].witness = witness;
    }
    ++result.findings[it->second].count;
    ++result.findings[it->second].games;
  };
  const int max_steps = options.max_steps > 0 ? options.max_steps : DeclaredMaxLength(*context);
  std::vector<Action> legal;
  for (std::uint64_t g = 0; g < options.games; ++g) {
    ++result.games;
    Rng rng(SubSeed(options.seed, g));
    auto s = NewGame(context);
    std::map<std::uint64_t, int> seen;  // position hash -> step first seen
    bool cycle = false, broken = false;
    while (!s->IsTerminal() && s->Step() < max_steps) {
      ++result.steps;
      auto violations = s->CheckInvariants();
      if (!violations.empty() && !broken) {
        broken = true;
        add(FindingKind::kInvariant, violations[0].name + ": " + violations[0].detail, *s,
            RecordTrace(*s, false, "invariant violated at the end"));
      }
      if (!cycle) {
        auto [it, fresh] = seen.emplace(PositionHash(*s), s->Step());
        if (!fresh) {
          cycle = true;
          Trace w = RecordTrace(*s, false, "the state after the last action equals the one after step " +
                                               std::to_string(it->second));
          // Shrink: any list whose replay passes through one position twice.
          auto repeats = [&](const std::vector<std::string>& acts) {
            std::unique_ptr<State> r = NewGame(context);
            std::map<std::uint64_t, int> pos;
            pos.emplace(PositionHash(*r), 0);
            for (const auto& a : acts) {
              auto x = r->ParseAction(a);
              if (!x || r->IsTerminal() || !r->IsLegal(*x)) return false;
              r->ApplyLegalAction(*x);
              if (!pos.emplace(PositionHash(*r), r->Step()).second) return true;
            }
            return false;
          };
          auto acts = Texts(w);
          auto shrunk = ShrinkActions(acts, repeats, options.shrink_budget, &result.replays);
          add(FindingKind::kLivelock, "a position repeats on one path: the rules let play cycle without progress",
              *s, WithActions(w, shrunk, "cycle witness (shrunk): the last position occurred earlier in the trace"));
        }
      }
      if (s->IsChance()) {
        s->ApplyLegalAction(SampleChance(s->ChanceOutcomes(), rng));
      } else {
        s->LegalActions(legal);
        if (legal.empty()) break;  // deadlocks are counted by the playout statistics
        s->ApplyLegalAction(legal[rng.Below(legal.size())]);
      }
    }
  }
  return result;
}

namespace {

// The non-default reading a loop comes from: the first interpretation (catalogue order) that the witness plays
// under a reading other than its default and that affects a rule the loop applies ("id=reading"); "" when
// none does (the loop is the rules' own, under the readings it was found with).
std::string LoopReading(const GameInfo& info, const Trace& witness, const std::vector<std::string>& loop_rules) {
  for (const Interpretation& in : info.interpretations) {
    const auto it = witness.interpretations.find(in.id);
    if (it == witness.interpretations.end() || it->second == in.default_reading) continue;
    for (const std::string& rule : in.rules)
      if (std::find(loop_rules.begin(), loop_rules.end(), rule) != loop_rules.end()) return in.id + "=" + it->second;
  }
  return "";
}

}  // namespace

std::optional<FindingSummary> CheckLoopWitness(const Trace& witness) {
  std::unique_ptr<State> s = NewGame(TraceConfig(witness));
  std::map<std::uint64_t, int> seen;  // position hash -> step first reached
  std::vector<std::vector<RuleId>> fired;  // rules each action fired
  for (std::size_t i = 0;; ++i) {
    const auto [it, fresh] = seen.emplace(PositionHash(*s), s->Step());
    if (i == witness.steps.size()) {
      if (fresh) return std::nullopt;
      FindingSummary f;
      f.first.kind = FindingKind::kLivelock;
      // The rules the loop itself applies (the actions from the first occurrence on), in rulebook order.
      std::set<RuleId> in_loop;
      for (std::size_t a = static_cast<std::size_t>(it->second); a < fired.size(); ++a)
        in_loop.insert(fired[a].begin(), fired[a].end());
      for (RuleId r : in_loop) f.first.rules.push_back(s->info().rules[r].id);
      f.first.detail = fmt::format("a position repeats on one path (found by coverage-guided fuzzing): the position "
                                   "after step {} comes back after step {}, so the rules let play cycle",
                                   it->second, s->Step());
      f.first.state_hash = s->Hash();
      f.first.step = s->Step();
      f.first.interpretation = LoopReading(s->info(), witness, f.first.rules);
      f.count = f.games = 1;
      f.witness = RecordTrace(*s, false, "loop witness kept by the play fuzzer (the shortest it found; ci/hunt.sh)");
      return f;
    }
    const std::optional<Action> a = s->ParseAction(witness.steps[i].action);
    if (!a || s->IsTerminal() || !s->IsLegal(*a)) return std::nullopt;
    s->ApplyLegalAction(*a);
    fired.push_back(s->StepRules());
  }
}

}  // namespace peerage
