// The deciding facts of a FAQ example (faq.h: DecidingFactsOf): its start position's public-state fields whose
// change makes the example's two readings agree, or part otherwise (deciding_facts.h), found by replaying
// the example under both readings from the start with one field changed at a time (a change that gives the
// turn to another player decides nothing).
#include <set>

#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/analysis/faq.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

namespace peerage {
namespace {

constexpr std::size_t kExampleAblationRuns = 400;
constexpr std::size_t kToldFacts = 4;     // facts told in words under the picture
constexpr std::size_t kPictureFacts = 4;  // of them, the fields offered to the picture (faq.cc: while it stays short)

std::string Kind(const std::string& action) { return action.substr(0, action.find_first_of(": ")); }

// One reading's end of the line, for comparing with the other's: where it stops, who acts, and the kinds of
// its legal actions.
struct End {
  int illegal_at = -1;
  std::string actor;
  std::set<std::string> kinds;
  Json table;
};

std::optional<End> EndOf(const Trace& t, const std::map<std::string, std::string>& overrides) {
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
    for (Action a : p.state->LegalActions()) e.kinds.insert(Kind(p.state->ActionToString(a)));
  e.table = TablePosition(*p.state);
  return e;
}

}  // namespace

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
  std::map<std::string, std::string> a = ex.context, b = ex.context;
  a[interpretation->id] = ex.reading_a;
  b[interpretation->id] = ex.reading_b;
  // What differs between the readings' ends: where each stops, who acts, the action kinds only one allows,
  // the public-state fields that differ (as patterns). nullopt: the start is no valid position, or neither
  // reading can play the line at all.
  const int actor = start->CurrentPlayer();
  DifferenceAt difference = [&](const Json& wrapper) -> std::optional<std::string> {
    Trace t = ex.trace;
    t.start = std::make_shared<const Json>(wrapper);
    // A change of who is to act changes every decision: it decides nothing of its own.
    try {
      if (StateFromJson(wrapper, "changed start")->CurrentPlayer() != actor) return std::nullopt;
    } catch (const Error&) {
      return std::nullopt;
    }
    std::optional<End> ea = EndOf(t, a), eb = EndOf(t, b);
    if (!ea || !eb || (ea->illegal_at == 0 && eb->illegal_at == 0)) return std::nullopt;
    std::string key = std::to_string(ea->illegal_at) + "/" + std::to_string(eb->illegal_at) + "|";
    if (ea->actor != eb->actor) key += ea->actor + ">" + eb->actor + "|";
    for (const std::string& k : ea->kinds)
      if (!eb->kinds.count(k)) key += "+a " + k + "|";
    for (const std::string& k : eb->kinds)
      if (!ea->kinds.count(k)) key += "+b " + k + "|";
    if (ea->table.is_object() && eb->table.is_object()) {
      std::set<std::string> fields;
      for (const std::string& leaf : DifferingLeaves(ea->table["state"], eb->table["state"]))
        fields.insert(FieldPattern(leaf, eb->table["state"]));
      for (const std::string& f : fields) key += f + "|";
    }
    return key == "-1/-1|" ? std::string() : key;
  };
  const Json wrapper = PublicWrapper(*start);
  AblationBudget budget;
  budget.max_runs = kExampleAblationRuns;
  DecidingFacts facts = FindDecidingFacts(wrapper, DealPublicState(*start), difference, budget, SimplerPositions(*start));
  if (facts.base.empty()) return;  // the readings agree from the public position: nothing to explain
  ex.deciding = TellFacts(info, wrapper, facts, kToldFacts);
  // The picture shows the fields of the first facts told (one-field facts first, as TellFacts tells them).
  for (const bool simplified : {false, true})
    for (const DecidingFact& f : facts.facts) {
      if ((f.edit.wrapper != nullptr) != simplified || ex.deciding_fields.size() >= kPictureFacts) continue;
      const std::string p = simplified ? f.pattern : f.patterns.front();
      if (std::find(ex.deciding_fields.begin(), ex.deciding_fields.end(), p) == ex.deciding_fields.end())
        ex.deciding_fields.push_back(p);
    }
}

}  // namespace peerage
