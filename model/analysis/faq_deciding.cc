// The deciding facts of a FAQ example (faq.h: DecidingFactsOf): its start position's public-state fields whose
// change makes the example's two readings agree, or part otherwise (deciding_facts.h), found by replaying
// the example under both readings from the start with one field changed at a time (a change that gives the
// turn to another player decides nothing).
#include <algorithm>
#include <set>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/analysis/faq.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

namespace peerage {
namespace {

// Every candidate change of a position is tried (report_deciding_tests checks every one against the picture);
// the bounds only stop a runaway on a position far larger than any table holds.
constexpr std::size_t kExampleAblationRuns = 20000;
constexpr std::size_t kToldFacts = 4;     // facts told in words under the picture

std::string Kind(const std::string& action) { return action.substr(0, action.find_first_of(": ")); }

// One reading's end of the line, for comparing with the other's: where it stops, who acts, its legal actions,
// the places when the game is over, and the table.
struct End {
  int illegal_at = -1;
  std::string actor;
  std::set<std::string> legal;
  std::vector<int> ranking;
  Json table;
  bool occasion = false;  // a rule the question affects was applied on the way
};

// The kinds of the actions `mine` offers and `theirs` does not, as "+<side> <kind>|" each (sorted, unique).
std::string OnlyHere(const std::set<std::string>& mine, const std::set<std::string>& theirs, const char* side) {
  std::set<std::string> kinds;
  for (const std::string& a : mine)
    if (!theirs.count(a)) kinds.insert(Kind(a));
  std::string key;
  for (const std::string& k : kinds) key += std::string("+") + side + " " + k + "|";
  return key;
}

// The indices (GameInfo::rules) of the rules an interpretation affects.
std::vector<std::size_t> RuleIndices(const GameInfo& info, const Interpretation& interpretation) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < info.rules.size(); ++i)
    if (std::find(interpretation.rules.begin(), interpretation.rules.end(), info.rules[i].id) != interpretation.rules.end())
      out.push_back(i);
  return out;
}

std::optional<End> EndOf(const Trace& t, const std::map<std::string, std::string>& overrides,
                         const std::vector<std::size_t>& rules) {
  SituationPlay p;
  try {
    p = PlaySituation(t, overrides);
  } catch (const Error&) {
    return std::nullopt;
  }
  if (!p.state) return std::nullopt;
  End e;
  e.illegal_at = p.illegal_at;
  e.actor = p.state->IsTerminal() ? "over" : ActorName(p.state->CurrentPlayer());
  if (!p.state->IsTerminal())
    for (Action a : p.state->LegalActions()) e.legal.insert(p.state->ActionToString(a));
  else
    e.ranking = p.state->Ranking();
  e.table = TablePosition(*p.state);
  // The loaded start counts no firing, so the counts are those of the example's actions.
  for (std::size_t r : rules) e.occasion = e.occasion || p.state->RuleCounts().at(r) > 0;
  return e;
}

}  // namespace

DifferenceAt FaqDifference(const FaqExample& ex, const Interpretation& interpretation) {
  std::map<std::string, std::string> a = ex.context, b = ex.context;
  a[interpretation.id] = ex.reading_a;
  b[interpretation.id] = ex.reading_b;
  std::optional<int> actor;
  if (ex.trace.start) {
    try {
      actor = StateFromJson(*ex.trace.start, "example start")->CurrentPlayer();
    } catch (const Error&) {
    }
  }
  const Trace trace = ex.trace;
  // Where the example's actions apply a rule the question affects (a scoring at a round's end), a change
  // after which neither reading applies one and each line ends elsewhere than it did (a Courtier left to
  // act, so the round does not end) takes away the occasion for the question rather than deciding it: it
  // decides nothing. A change that only keeps the rule's condition from holding (an Ace fewer in a duel
  // that is still fought) leaves the lines ending where they did, and may decide.
  std::vector<std::size_t> rules;
  std::optional<End> base_a, base_b;
  if (ex.trace.start) {
    try {
      rules = RuleIndices(StateFromJson(*ex.trace.start, "example start")->info(), interpretation);
      base_a = EndOf(trace, a, rules);
      base_b = EndOf(trace, b, rules);
      if (base_a && base_b && !base_a->occasion && !base_b->occasion) base_a.reset();
    } catch (const Error&) {
    }
  }
  const bool occasion = base_a && base_b;
  const std::string actor_a = occasion ? base_a->actor : "", actor_b = occasion ? base_b->actor : "";
  return [trace, a, b, actor, rules, occasion, actor_a, actor_b](const Json& wrapper) -> std::optional<std::string> {
    Trace t = trace;
    t.start = std::make_shared<const Json>(wrapper);
    // A change of who is to act changes every decision: it decides nothing of its own.
    try {
      if (actor && StateFromJson(wrapper, "changed start")->CurrentPlayer() != *actor) return std::nullopt;
    } catch (const Error&) {
      return std::nullopt;
    }
    std::optional<End> ea = EndOf(t, a, rules), eb = EndOf(t, b, rules);
    if (!ea || !eb || (ea->illegal_at == 0 && eb->illegal_at == 0)) return std::nullopt;
    if (occasion && ea->illegal_at < 0 && eb->illegal_at < 0 && !ea->occasion && !eb->occasion && ea->actor != actor_a &&
        eb->actor != actor_b)
      return std::nullopt;
    // The point, as the outcome sentence says it first (OutcomePoint): where an action stops being allowed;
    // else who decides next (or that the game is over); else what may be done next (the kinds of the actions
    // only one reading offers: a King taxed again, though another King may be taxed under both); else, at a
    // game end, the pairs of players ordered otherwise; else what differs at the table. A change that alters only what follows from the
    // point (a turn's record reset because the turn passed under one reading) alters nothing an editor would
    // call the difference.
    if (ea->illegal_at != eb->illegal_at)
      return "stops " + std::to_string(ea->illegal_at) + "/" + std::to_string(eb->illegal_at);
    if (ea->actor != eb->actor) return "acts " + ea->actor + "/" + eb->actor;
    std::string key = OnlyHere(ea->legal, eb->legal, "a") + OnlyHere(eb->legal, ea->legal, "b");
    if (!key.empty()) return "may " + key;
    // At a game end, each pair of players the readings order otherwise ("p0=p2/<": level under the first,
    // p0 behind p2 under the second), not their places: a player both readings rank alike who overtakes
    // them moves their places and decides nothing.
    if (ea->ranking != eb->ranking && ea->ranking.size() == eb->ranking.size()) {
      auto order = [](const std::vector<int>& r, std::size_t p, std::size_t q) {
        return r[p] < r[q] ? '>' : r[p] == r[q] ? '=' : '<';
      };
      for (std::size_t p = 0; p < ea->ranking.size(); ++p)
        for (std::size_t q = p + 1; q < ea->ranking.size(); ++q)
          if (order(ea->ranking, p, q) != order(eb->ranking, p, q))
            key += fmt::format(" p{}{}p{}/{}", p, order(ea->ranking, p, q), q, order(eb->ranking, p, q));
      return "places" + key;
    }
    if (ea->table.is_object() && eb->table.is_object()) {
      // The fields that differ; where every one is a number (Prestige after a scoring), by how much each
      // differs (p0 scores 6 more under one reading): a change that moves both readings' values alike (p0's
      // Prestige before the scoring) keeps the difference, one that changes what the rule gives (a column's
      // majority) alters it.
      std::set<std::string> fields;
      const Json &sa = ea->table["state"], &sb = eb->table["state"];
      const std::vector<std::string> leaves = DifferingLeaves(sa, sb);
      const bool numbers = std::all_of(leaves.begin(), leaves.end(), [&](const std::string& leaf) {
        const Json::json_pointer at(leaf);
        return sa.contains(at) && sb.contains(at) && sa[at].is_number() && sb[at].is_number();
      });
      for (const std::string& leaf : leaves) {
        const Json::json_pointer at(leaf);
        fields.insert(numbers ? fmt::format("{} {:+}", leaf, sb[at].get<double>() - sa[at].get<double>())
                              : FieldPattern(leaf, sb));
      }
      for (const std::string& f : fields) key += f + "|";
    }
    return key.empty() ? std::string() : "table " + key;
  };
}

void DecidingFactsOf(FaqExample& ex, const Interpretation* interpretation) {
  ex.deciding.clear();
  ex.deciding_fields.clear();
  if (!interpretation || ex.reading_b.empty() || !ex.trace.start) return;
  std::unique_ptr<State> start;
  try {
    start = StateFromJson(*ex.trace.start, "example start");
  } catch (const Error&) {
    return;
  }
  const GameInfo& info = start->info();
  if (!info.public_state || info.narrator.empty()) return;
  const Json wrapper = PublicWrapper(*start);
  AblationBudget budget;
  budget.max_runs = kExampleAblationRuns;
  budget.max_edits = kExampleAblationRuns;
  std::vector<FactEdit> several = AbsentFieldEdits(wrapper.at("state"), info.narrator.fields);
  for (FactEdit& e : SimplerPositions(*start)) several.push_back(std::move(e));
  for (FactEdit& e : SwappedPositions(wrapper)) several.push_back(std::move(e));
  DecidingFacts facts = FindDecidingFacts(wrapper, DealPublicState(*start), FaqDifference(ex, *interpretation), budget, several);
  if (facts.base.empty()) return;  // the readings agree from the public position: nothing to explain
  ex.deciding = TellFacts(info, wrapper, facts, kToldFacts);
  // The picture shows the field of every fact found (one-field facts first, as TellFacts tells them; a
  // simplification or an exchange of two values by the first field it changes).
  for (const bool simplified : {false, true})
    for (const DecidingFact& f : facts.facts) {
      if ((f.edit.wrapper != nullptr) != simplified) continue;
      // A simplification by its first field and by the field it is told by (a card moved from a hand to
      // the discard pile: the hand), so the picture shows what "What decides it" names.
      // An exchange of two values (two players' estates) by the one it is told by only.
      // With three or more players, a fact about one player is drawn for that player ("/players/4/tiles").
      const bool by_seat = start->NumPlayers() > 2;
      const std::string own = by_seat ? PlayerFieldPattern(f.pointer, wrapper.at("state")) : f.pattern;
      std::string told = simplified ? ToldField(facts, f, wrapper.at("state")) : own;
      if (!by_seat) told = EverySeat(told);
      for (const std::string& p : f.edit.exchange ? std::vector<std::string>{told} : std::vector<std::string>{own, told})
        if (std::find(ex.deciding_fields.begin(), ex.deciding_fields.end(), p) == ex.deciding_fields.end())
          ex.deciding_fields.push_back(p);
    }
}

}  // namespace peerage
