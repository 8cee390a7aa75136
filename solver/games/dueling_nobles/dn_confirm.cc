#include "solver/games/dueling_nobles/dn_confirm.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"

namespace peerage::solver::dn {
namespace {

// Stamina of `noble` in player p's Courtyard, 0 when it is not there (vanquished).
int StaminaIn(const Json& state, int p, const std::string& noble) {
  for (const Json& n : state.at("players").at(p).at("courtyard"))
    if (n.at("noble").get<std::string>() == noble) return n.at("stamina").get<int>();
  return 0;
}

std::string OutcomeText(int outcome) {
  return outcome > 0 ? "the declarer wins" : outcome < 0 ? "the defender wins" : "a tie";
}

}  // namespace

std::string DuelObservation::Describe() const {
  std::string s = recognised ? OutcomeText(outcome) : "an unrecognised Stamina change";
  s += fmt::format("; Stamina after {}/{}; Courtyards {}/{}; Resources gained {}/{}", stamina[0], stamina[1],
                   courtyard[0], courtyard[1], resource_gain[0], resource_gain[1]);
  if (game_over) s += fmt::format("; game over, scores [{}]", fmt::join(scores, ", "));
  for (const Finding& f : findings)
    s += fmt::format("; {} finding [{}] ({}): {}", FindingKindName(f.kind), fmt::join(f.rules, ", "),
                     f.interpretation, f.detail);
  return s;
}

std::string DuelClaim::Describe() const {
  return fmt::format("{}; Courtyards {}/{}; {}", OutcomeText(outcome), courtyard[0], courtyard[1],
                     game_over ? "game over" : "game goes on");
}

DuelObservation ObserveDuel(const State& before, const State& after, const DuelSetup& setup) {
  return ObserveDuel(before.ToJson().at("state"), after, setup);
}

DuelObservation ObserveDuel(const Json& b, const State& after, const DuelSetup& setup) {
  const Json a = after.ToJson().at("state");
  DuelObservation o;
  const DuelSide* sides[2] = {&setup.declarer, &setup.defender};
  bool lost[2], sane = true;
  for (int p = 0; p < 2; ++p) {
    const std::string noble = CardText(NobleCard(*sides[p]));
    const int was = StaminaIn(b, p, noble);
    o.stamina[p] = StaminaIn(a, p, noble);
    lost[p] = o.stamina[p] == was - 1;
    sane = sane && (lost[p] || o.stamina[p] == was);
    o.courtyard[p] = static_cast<int>(a.at("players").at(p).at("courtyard").size());
    o.resource_gain[p] =
        a.at("players").at(p).at("resources").get<int>() - b.at("players").at(p).at("resources").get<int>();
  }
  // A resolved duel that ends the turn starts the opponent's: his automatic Income Resource is not the duel's.
  if (a.at("turn").get<int>() == b.at("turn").get<int>() + 1) o.resource_gain[a.at("active").get<int>()] -= 1;
  o.recognised = sane && (lost[0] || lost[1]);
  o.outcome = lost[0] && lost[1] ? 0 : lost[1] ? 1 : -1;
  o.game_over = after.IsTerminal();
  if (o.game_over) o.scores = after.Scores();
  o.findings = after.Findings();
  return o;
}

std::string CompareDuel(const DuelClaim& claim, const DuelObservation& seen) {
  std::vector<std::string> diffs;
  if (!seen.recognised)
    diffs.push_back("the engine's Stamina changes match no duel outcome");
  else if (seen.outcome != claim.outcome)
    diffs.push_back(
        fmt::format("claimed {}, engine: {}", OutcomeText(claim.outcome), OutcomeText(seen.outcome)));
  for (int p = 0; p < 2; ++p)
    if (claim.courtyard[p] != seen.courtyard[p])
      diffs.push_back(fmt::format("claimed p{}'s Courtyard holds {}, engine: {}", p, claim.courtyard[p],
                                  seen.courtyard[p]));
  if (claim.game_over != seen.game_over)
    diffs.push_back(fmt::format("claimed the game {}, engine: {}", claim.game_over ? "ends" : "goes on",
                                seen.game_over ? "it ends" : "it goes on"));
  if (seen.recognised) {  // the winner's Resource: one for the winner, none on a tie
    int want[2] = {seen.outcome > 0 ? 1 : 0, seen.outcome < 0 ? 1 : 0};
    for (int p = 0; p < 2; ++p)
      if (want[p] != seen.resource_gain[p])
        diffs.push_back(fmt::format("p{} gained {} Resource(s) from the duel, the rule gives {}", p,
                                    seen.resource_gain[p], want[p]));
  }
  std::string out;
  for (const std::string& d : diffs) out += (out.empty() ? "" : "; ") + d;
  return out;
}

Confirmation ConfirmDuel(const DuelSetup& setup, const DuelClaim& claim, const std::string& note) {
  Confirmation c;
  try {
    DuelRun run = PlayDuel(setup, note);
    c.witness = run.trace;
    if (!run.error.empty()) {
      c.text = "engine run failed: " + run.error;
      return c;
    }
    std::unique_ptr<State> replayed = Replay(run.trace, {.check_checkpoints = true, .where = "solver witness"});
    DuelObservation seen = ObserveDuel(*run.before, *replayed, setup);
    c.seen = seen;
    std::string diff = CompareDuel(claim, seen);
    c.ok = diff.empty();
    c.text = c.ok ? fmt::format("replayed {} actions: {}", run.trace.steps.size(), seen.Describe())
                  : "mismatch: " + diff + " (engine: " + seen.Describe() + ")";
  } catch (const Error& e) {
    c.ok = false;
    c.text = std::string("engine rejected the witness: ") + e.what();
  }
  return c;
}

namespace {

struct Walker {
  const ExploreOptions& o;
  long nodes = 0, leaves = 0;
  std::vector<std::string> path;

  void Visit(const State& s) {
    if (++nodes > o.max_nodes)
      throw Error("solver exploration", fmt::format("more than {} nodes", o.max_nodes));
    if (!o.inside(s)) {
      ++leaves;
      o.leaf(s, path);
      return;
    }
    if (o.node) o.node(s, path);
    for (Action a : s.LegalActions()) {
      std::string text = s.ActionToString(a);
      if (o.allow && !o.allow(s, text, path)) continue;
      std::unique_ptr<State> child = s.Clone();
      child->ApplyLegalAction(a);
      path.push_back(text);
      Visit(*child);
      path.pop_back();
    }
  }
};

}  // namespace

long Explore(const State& start, const ExploreOptions& options) {
  Walker w{options};
  w.Visit(start);
  return w.leaves;
}

bool DeclarerFollowsPlan(const State& state, const std::string& action, const DuelSetup& setup) {
  if (state.IsChance() || state.CurrentPlayer() != 0) return true;
  if (action.rfind("support:", 0) != 0 && action != "end-support") return true;
  const Json j = state.ToJson();
  const Json& duel = j.at("state").at("duel");
  const size_t played = duel.is_null() ? 0 : duel.at("supports").at(0).size();
  const std::vector<CardRef> plan = InCardOrder(setup.declarer.supports);
  return played < plan.size() ? action == "support:" + CardText(plan[played]) : action == "end-support";
}

}  // namespace peerage::solver::dn
