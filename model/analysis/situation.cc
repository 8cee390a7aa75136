#include "model/analysis/situation.h"

#include <set>

#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/core/error.h"

namespace peerage {

SituationPlay PlaySituation(const Trace& situation, const std::map<std::string, std::string>& overrides) {
  RereadResult r = ReplayUnderReadings(situation, overrides, "situation");
  return {std::move(r.state), r.diverged_at, std::move(r.why)};
}

Trace CutSituation(const Trace& witness, int from) {
  if (from < 0 || from > static_cast<int>(witness.steps.size())) throw Error("situation", "cut outside the witness");
  std::unique_ptr<State> at = witness.start ? StateFromJson(*witness.start, "witness start") : NewGame(TraceConfig(witness));
  for (int k = 0; k < from; ++k) at->ApplyActionText(witness.steps[k].action);
  Trace t = witness;
  t.start = std::make_shared<const Json>(at->ToJson());
  t.steps.assign(witness.steps.begin() + from, witness.steps.end());
  for (TraceStep& s : t.steps) s.legal.reset(), s.hash.reset(), s.line = 0;
  t.final_state.reset();
  return t;
}

namespace {

std::unique_ptr<State> Start(const Trace& t, const std::map<std::string, std::string>& overrides) {
  Trace position = t;
  position.steps.clear();
  return PlaySituation(position, overrides).state;
}

}  // namespace

std::optional<SituationSplit> SplitSituation(const Trace& situation, const std::map<std::string, std::string>& a,
                                             const std::map<std::string, std::string>& b, bool observations) {
  std::unique_ptr<State> sa, sb;
  try {
    sa = Start(situation, a);
    sb = Start(situation, b);
  } catch (const Error&) {
    return std::nullopt;  // the position is not valid under one of the readings
  }
  for (std::size_t k = 0;; ++k) {
    SituationSplit split{static_cast<int>(k), {}, {}};
    if (StatesDiffer(*sa, *sb, &split.kind, &split.detail)) return split;
    if (observations && ObservationsDiffer(*sa, *sb, &split.detail)) {
      split.kind = "observation";
      return split;
    }
    if (k == situation.steps.size() || sa->IsTerminal()) return std::nullopt;
    const std::optional<Action> x = sa->ParseAction(situation.steps[k].action);
    if (!x || !sa->IsLegal(*x)) return std::nullopt;
    sa->ApplyLegalAction(*x);
    sb->ApplyLegalAction(*x);  // legal there too: the legal sets were equal
  }
}

Trace ShrinkSituation(Trace situation, const SituationTest& shows, std::uint64_t budget, ShrinkStats* stats) {
  const GameInfo& info = Registry::Instance().Get(situation.game);
  if (!info.simplify || !situation.start) return situation;
  std::set<std::uint64_t> seen{Fnv1a64(situation.start->dump())};
  for (bool progress = true; progress && stats->tries < budget;) {
    progress = false;
    const std::unique_ptr<State> start = StateFromJson(*situation.start, "situation start");
    for (Json& candidate : info.simplify(*start)) {
      if (stats->tries >= budget) break;
      if (!seen.insert(Fnv1a64(candidate.dump())).second) continue;
      ++stats->tries;
      Trace next = situation;
      next.start = std::make_shared<const Json>(std::move(candidate));
      bool holds = false;
      try {
        holds = shows(next);
      } catch (const Error&) {
        holds = false;  // a candidate the game's loader refuses is simply not simpler
      }
      if (holds) {
        situation = std::move(next);
        ++stats->kept;
        progress = true;
        break;
      }
    }
  }
  return situation;
}

}  // namespace peerage
