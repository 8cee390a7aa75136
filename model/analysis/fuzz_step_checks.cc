// The generic checks the fuzz targets and the trace fuzzer run on every state they reach (CheckStep,
// CheckFindings; declared in fuzz_decode.h): invariants, legal-set shape, chance distributions, the JSON
// round trip, scores at the end and findings, each guarded so that a check that throws is a violation.
#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"

namespace peerage {
namespace {

// Records a violation; details are only formatted for failures (the checks run on every fuzzed step).
void Fail(InvariantReport& report, const char* name, std::string detail) {
  report.Check(false, name, std::move(detail));
}

void CheckLegal(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const bool terminal = state.IsTerminal();
  if (legal.empty() != terminal)
    Fail(report, "fuzz.legal-empty-iff-terminal", fmt::format("{} legal actions, terminal={}", legal.size(), terminal));
  for (std::size_t i = 1; i < legal.size(); ++i)
    if (!(legal[i - 1] < legal[i])) {
      Fail(report, "fuzz.legal-sorted-unique",
           fmt::format("legal[{}]={} then legal[{}]={}", i - 1, legal[i - 1], i, legal[i]));
      break;
    }
  std::set<std::string> texts;
  for (Action a : legal) {
    std::string text = state.ActionToString(a);
    const auto back = state.ParseAction(text);
    if (!back || *back != a)
      Fail(report, "fuzz.action-text", fmt::format("action {} prints as '{}' which parses back to {}", a, text,
                                                   back ? std::to_string(*back) : std::string("nothing")));
    if (!texts.insert(text).second)
      Fail(report, "fuzz.action-text-distinct", fmt::format("two legal actions print as '{}'", text));
  }
}

void CheckChance(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const auto outcomes = state.ChanceOutcomes();
  if (!state.IsChance()) {
    if (!outcomes.empty()) Fail(report, "fuzz.chance-outcomes", "chance outcomes at a non-chance node");
    return;
  }
  bool same = outcomes.size() == legal.size();
  bool positive = true;
  Rational sum(0);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const ChanceOutcome& o = outcomes[i];
    same = same && o.action == legal[i];
    if (o.probability.num <= 0 || o.probability.den <= 0) {
      positive = false;
      Fail(report, "fuzz.chance-probability", fmt::format("outcome '{}' has probability {}",
                                                          state.ActionToString(o.action), o.probability.ToString()));
    }
    sum = sum + o.probability;
  }
  if (!same)
    Fail(report, "fuzz.chance-outcomes",
         fmt::format("the {} outcomes are not the {} legal actions in order", outcomes.size(), legal.size()));
  if (positive && !(sum == Rational(1))) Fail(report, "fuzz.chance-sum", "probabilities sum to " + sum.ToString());
}

// Equal canonical JSON implies equal hashes (Hash() is a function of ToJson()), so hashes are not compared.
void CheckJsonRoundTrip(const State& state, const std::vector<Action>& legal, InvariantReport& report) {
  const Json json = state.ToJson();
  std::unique_ptr<State> back;
  try {
    back = StateFromJson(json, "round trip");
  } catch (const Error& e) {
    Fail(report, "fuzz.json-roundtrip", std::string("StateFromJson(ToJson()) threw: ") + e.what());
    return;
  }
  const Json again = back->ToJson();
  if (again != json)
    Fail(report, "fuzz.json-roundtrip",
         "reloaded state writes different JSON (patch from the original): " + Json::diff(json, again).dump());
  if (back->CurrentPlayer() != state.CurrentPlayer())
    Fail(report, "fuzz.json-roundtrip",
         fmt::format("reloaded state's player is {}, not {}", back->CurrentPlayer(), state.CurrentPlayer()));
  if (back->LegalActions() != legal) Fail(report, "fuzz.json-roundtrip", "reloaded state has other legal actions");
}

void CheckTerminal(const State& state, InvariantReport& report) {
  if (!state.IsTerminal()) return;
  const int n = state.NumPlayers();
  const auto scores = state.Scores();
  const auto ranks = state.Ranking();
  if (static_cast<int>(scores.size()) != n)
    Fail(report, "fuzz.terminal-scores", fmt::format("{} scores for {} players", scores.size(), n));
  if (static_cast<int>(ranks.size()) != n)
    Fail(report, "fuzz.terminal-scores", fmt::format("{} ranks for {} players", ranks.size(), n));
  if (std::find(ranks.begin(), ranks.end(), 1) == ranks.end())
    Fail(report, "fuzz.terminal-scores", "no player ranks first");
  for (int r : ranks)
    if (r < 1 || r > n) Fail(report, "fuzz.terminal-scores", fmt::format("rank {} outside 1..{}", r, n));
}

void CheckFindingsInto(const State& state, InvariantReport& report) {
  const GameContext& context = state.context();
  for (const Finding& f : state.Findings()) {
    auto what = [&] { return fmt::format("finding at step {} ('{}')", f.step, f.detail); };
    if (f.rules.empty()) Fail(report, "fuzz.finding", what() + " names no rule");
    for (const std::string& id : f.rules)
      if (id.empty() || context.RuleIndex(id) < 0)
        Fail(report, "fuzz.finding", what() + " names unknown rule '" + id + "'");
    if (f.interpretation.empty()) continue;
    const auto eq = f.interpretation.find('=');
    const int index = eq == std::string::npos ? -1 : context.InterpretationIndex(f.interpretation.substr(0, eq));
    bool reading_ok = false;
    if (index >= 0)
      for (const Reading& r : state.info().interpretations[index].readings)
        reading_ok = reading_ok || r.id == f.interpretation.substr(eq + 1);
    if (!reading_ok) Fail(report, "fuzz.finding", what() + " names unknown interpretation '" + f.interpretation + "'");
  }
}

template <typename F>
void Guarded(InvariantReport& report, const char* part, F&& check) {
  try {
    check();
  } catch (const std::exception& e) {
    report.Check(false, "fuzz.exception", fmt::format("checking {} threw: {}", part, e.what()));
  } catch (...) {
    report.Check(false, "fuzz.exception", fmt::format("checking {} threw a non-std exception", part));
  }
}

}  // namespace

std::vector<InvariantViolation> CheckFindings(const State& state) {
  InvariantReport report;
  Guarded(report, "findings", [&] { CheckFindingsInto(state, report); });
  return std::move(report.violations());
}

std::vector<InvariantViolation> CheckStep(const State& state, bool json_round_trip) {
  InvariantReport report;
  Guarded(report, "invariants", [&] {
    for (auto& v : state.CheckInvariants()) report.violations().push_back(std::move(v));
  });
  std::vector<Action> legal;
  Guarded(report, "legal actions", [&] {
    legal = state.LegalActions();
    CheckLegal(state, legal, report);
  });
  Guarded(report, "chance outcomes", [&] { CheckChance(state, legal, report); });
  if (json_round_trip) Guarded(report, "JSON round trip", [&] { CheckJsonRoundTrip(state, legal, report); });
  Guarded(report, "scores", [&] { CheckTerminal(state, report); });
  Guarded(report, "findings", [&] { CheckFindingsInto(state, report); });
  return std::move(report.violations());
}

}  // namespace peerage
