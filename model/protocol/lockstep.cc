#include "model/protocol/lockstep.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "model/core/error.h"

namespace peerage::protocol {
namespace {

std::string Shown(const Json& j) { return Dump(j); }

bool Structured(const Json& j) { return j.is_object() || j.is_array(); }

// Two lists that differ: where they first differ, then what each holds that the other does not.
void ListDiff(const Json& a, const Json& b, const std::string& at, std::vector<std::string>& out, std::size_t limit) {
  const std::string p = at.empty() ? "/" : at;
  size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  auto at_index = [](const Json& list, size_t k) { return k < list.size() ? Shown(list[k]) : std::string("(end of list)"); };
  out.push_back(p + ": first differing index " + std::to_string(i) + ": reference " + at_index(a, i) + ", engine " +
                at_index(b, i) + " (" + std::to_string(a.size()) + " elements in reference, " +
                std::to_string(b.size()) + " in engine)");
  std::map<std::string, int> count;  // reference minus engine, by element text
  for (const Json& x : a) ++count[Shown(x)];
  for (const Json& x : b) --count[Shown(x)];
  bool any = false;
  for (const Json& x : a) {  // what only the reference holds, in its order
    std::string t = Shown(x);
    if (count[t] > 0 && out.size() < limit) out.push_back(p + ": only in reference: " + t), --count[t], any = true;
  }
  for (const Json& x : b) {  // what only the engine holds, in its order
    std::string t = Shown(x);
    if (count[t] < 0 && out.size() < limit) out.push_back(p + ": only in engine: " + t), ++count[t], any = true;
  }
  if (!any && out.size() < limit) out.push_back(p + ": same elements in another order");
}

std::string EscapePointerToken(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

void Diff(const Json& a, const Json& b, const std::string& at, std::vector<std::string>& out, std::size_t limit) {
  if (out.size() >= limit) return;
  if (a.is_object() && b.is_object()) {
    std::set<std::string> keys;
    for (const auto& [k, _] : a.items()) keys.insert(k);
    for (const auto& [k, _] : b.items()) keys.insert(k);
    for (const std::string& k : keys) {
      std::string p = at + "/" + EscapePointerToken(k);
      auto ia = a.find(k), ib = b.find(k);
      if (ia == a.end()) out.push_back(p + ": only in engine, " + Shown(*ib));
      else if (ib == b.end()) out.push_back(p + ": only in reference, " + Shown(*ia));
      else Diff(*ia, *ib, p, out, limit);
      if (out.size() >= limit) return;
    }
    return;
  }
  if (a.is_array() && b.is_array()) {
    if (a == b) return;
    bool structured = a.size() == b.size() && std::all_of(a.begin(), a.end(), Structured) &&
                      std::all_of(b.begin(), b.end(), Structured);
    if (!structured) return ListDiff(a, b, at, out, limit);
    for (size_t i = 0; i < a.size() && out.size() < limit; ++i) Diff(a[i], b[i], at + "/" + std::to_string(i), out, limit);
    return;
  }
  if (a != b) out.push_back((at.empty() ? "/" : at) + ": reference " + Shown(a) + ", engine " + Shown(b));
}

// Compares `reference` and `engine` entirely, or at the given pointers only.
std::vector<std::string> CompareJson(const Json& reference, const Json& engine, const std::vector<std::string>& fields,
                                     const std::string& prefix) {
  std::vector<std::string> out;
  if (fields.empty()) {
    if (reference == engine) return out;
    Diff(reference, engine, "", out, 12);
  } else {
    for (const std::string& f : fields) {
      Json::json_pointer p(f);  // validated by the caller that accepted the options
      bool in_ref = reference.contains(p), in_eng = engine.contains(p);
      if (!in_ref && !in_eng) continue;
      if (!in_eng) out.push_back(f + ": only in reference, " + Shown(reference.at(p)));
      else if (!in_ref) out.push_back(f + ": only in engine, " + Shown(engine.at(p)));
      else Diff(reference.at(p), engine.at(p), f, out, 12);
    }
  }
  for (auto& line : out) line = prefix + line;
  return out;
}

std::optional<Rational> ParseFraction(const std::string& s) {
  std::int64_t num = 0, den = 1;
  auto slash = s.find('/');
  const char* b = s.data();
  const char* e = s.data() + (slash == std::string::npos ? s.size() : slash);
  auto r = std::from_chars(b, e, num);
  if (r.ec != std::errc() || r.ptr != e || num < 0) return std::nullopt;
  if (slash != std::string::npos) {
    auto r2 = std::from_chars(s.data() + slash + 1, s.data() + s.size(), den);
    if (r2.ec != std::errc() || r2.ptr != s.data() + s.size() || den <= 0) return std::nullopt;
  }
  return Rational(num, den);
}

std::string Join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

Divergence Make(std::string kind, std::string summary, std::vector<std::string> details = {}) {
  Divergence d;
  d.kind = std::move(kind);
  d.summary = std::move(summary);
  d.details = std::move(details);
  return d;
}

// The reference state before action `step` of `c` (for locating a refusal of that action).
std::unique_ptr<State> ReferenceAt(const Case& c, int step) {
  auto s = CaseStart(c);
  for (int k = 0; k < step; ++k) s->ApplyActionText(c.actions[k]);
  return s;
}

}  // namespace

void Locate(Divergence& d, const State& ref) {
  d.to_act = ActorText(ref.CurrentPlayer());
  Json j = ref.ToJson();
  auto it = j.find("state");
  if (it != j.end() && it->is_object() && it->contains("phase")) {
    const Json& phase = (*it)["phase"];
    d.phase = phase.is_string() ? phase.get<std::string>() : Dump(phase);
  }
  d.decision.clear();
  for (Action a : ref.LegalActions()) {
    std::string text = ref.ActionToString(a);
    std::string kind = text.substr(0, text.find(':'));
    if (std::find(d.decision.begin(), d.decision.end(), kind) == d.decision.end()) d.decision.push_back(kind);
  }
}

std::string DecisionText(const Divergence& d) {
  if (d.to_act.empty()) return "";
  std::string s = d.to_act == "terminal" ? "game over" : d.to_act + " to act";
  if (!d.phase.empty()) s += ", phase " + d.phase;
  if (!d.decision.empty()) s += ", choosing among " + Join(d.decision);
  return s;
}

std::string Signature(const Divergence& d) {
  return d.kind + " | " + d.phase + " | " + Join(d.decision) + " | " + Join(d.rules);
}

const char* StateCompareName(StateCompare c) {
  switch (c) {
    case StateCompare::kNone: return "none";
    case StateCompare::kFull: return "full";
    case StateCompare::kObservation: return "observation";
  }
  return "?";
}

std::vector<std::string> LegalDiff(const std::vector<std::string>& reference, const std::vector<std::string>& engine) {
  std::set<std::string> ref(reference.begin(), reference.end()), eng;
  std::vector<std::string> missing, extra, twice, out;
  for (const auto& a : engine)
    if (!eng.insert(a).second) twice.push_back(a);
  for (const auto& a : reference)
    if (!eng.count(a)) missing.push_back(a);
  for (const auto& a : engine)
    if (!ref.count(a) && std::find(extra.begin(), extra.end(), a) == extra.end()) extra.push_back(a);
  if (!missing.empty()) out.push_back("missing in engine: " + Join(missing));
  if (!extra.empty()) out.push_back("extra in engine: " + Join(extra));
  if (!twice.empty()) out.push_back("listed more than once by engine: " + Join(twice));
  return out;
}

std::vector<std::string> JsonDiff(const Json& reference, const Json& engine, std::size_t limit) {
  std::vector<std::string> out;
  Diff(reference, engine, "", out, limit);
  return out;
}

std::unique_ptr<State> CaseStart(const Case& c) {
  if (!c.start) return NewGame(c.config);
  auto s = StateFromJson(*c.start, c.name + " (start)");
  if (s->context().settings != MakeContext(c.config)->settings || s->info().name != c.config.game)
    throw ConfigError(c.name, "the start state's game or settings differ from the case's");
  return s;
}

bool ValidInReference(const Case& c) {
  auto s = CaseStart(c);
  for (const std::string& a : c.actions) {
    auto action = s->ParseAction(a);
    if (!action || s->IsTerminal() || !s->IsLegal(*action)) return false;
    s->ApplyLegalAction(*action);
  }
  return true;
}

std::optional<Divergence> ComparePosition(RemoteEngine& engine, const State& ref, const CompareOptions& options) {
  StatusReply status = engine.Status();
  std::string actor = ActorText(ref.CurrentPlayer());
  if (status.actor != actor)
    return Make("actor", "engine says " + status.actor + " is to act, reference says " + actor);
  if (ref.IsTerminal()) {
    std::vector<std::int64_t> scores = ref.Scores();
    if (*status.scores != scores) {
      auto show = [](const std::vector<std::int64_t>& v) {
        std::string s;
        for (auto x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
        return "[" + s + "]";
      };
      return Make("scores", "final scores differ: reference " + show(scores) + ", engine " + show(*status.scores));
    }
  }
  LegalReply legal = engine.Legal();
  std::vector<Action> actions = ref.LegalActions();
  std::vector<std::string> texts;
  texts.reserve(actions.size());
  for (Action a : actions) texts.push_back(ref.ActionToString(a));
  if (legal.actions.size() != texts.size() || !std::is_permutation(texts.begin(), texts.end(), legal.actions.begin())) {
    auto diff = LegalDiff(texts, legal.actions);
    return Make("legal", "legal actions differ (" + std::to_string(texts.size()) + " in reference, " +
                             std::to_string(legal.actions.size()) + " in engine)", diff);
  }
  if (legal.probabilities) {
    if (!ref.IsChance()) return Make("probabilities", "engine gives probabilities at a player's decision");
    std::map<std::string, Rational> want;
    for (const ChanceOutcome& o : ref.ChanceOutcomes()) want[ref.ActionToString(o.action)] = o.probability;
    std::vector<std::string> bad;
    for (size_t i = 0; i < legal.actions.size(); ++i) {
      auto p = ParseFraction((*legal.probabilities)[i]);
      const Rational& w = want[legal.actions[i]];
      if (!p || !(*p == w))
        bad.push_back(legal.actions[i] + ": reference " + w.ToString() + ", engine " + Dump(Json((*legal.probabilities)[i])));
    }
    if (!bad.empty()) return Make("probabilities", "chance probabilities differ", bad);
  }
  if (options.state == StateCompare::kFull) {
    auto diff = CompareJson(ref.ToJson(), engine.FullState(), options.fields, "");
    if (!diff.empty()) return Make("state", "states differ", diff);
  } else if (options.state == StateCompare::kObservation) {
    for (int p = 0; p < ref.NumPlayers(); ++p) {
      auto diff = CompareJson(ref.ObservationJson(p), engine.Observation(p), options.fields, "p" + std::to_string(p) + " ");
      if (!diff.empty()) return Make("observation", "player " + std::to_string(p) + "'s observations differ", diff);
    }
  }
  return std::nullopt;
}

LockstepResult RunLockstep(RemoteEngine& engine, const Case& c, const CompareOptions& options, int max_divergences) {
  LockstepResult result;
  auto ref = CaseStart(c);
  std::string last_action, last_actor;
  std::vector<std::string> last_rules;
  bool resynced = false;
  auto record = [&](Divergence d, int step) {
    d.step = d.needed = step;
    d.action = last_action;
    d.actor = last_actor;
    d.rules = last_rules;
    d.resynced = resynced;
    if (!result.divergence) result.divergence = d;
    result.divergences.push_back(std::move(d));
  };
  // After a rule divergence: go on from the reference's state, if the engine can load it.
  auto resync = [&]() {
    if (static_cast<int>(result.divergences.size()) >= max_divergences) return false;
    Json start = ref->ToJson();
    if (auto refusal = engine.NewGame(ref->context(), &start)) {
      result.resync_refused = refusal;
      return false;
    }
    resynced = true;
    return true;
  };
  int step = 0;
  bool applying = false, compare = true;
  try {
    if (auto refusal = engine.NewGame(ref->context(), c.start.get())) {
      result.declined = refusal;
      return result;
    }
    for (;; ++step) {
      result.steps = step;
      if (compare) {
        if (auto d = ComparePosition(engine, *ref, options)) {
          Locate(*d, *ref);
          record(std::move(*d), step);
          if (!resync()) return result;
          compare = false;  // the engine now holds the reference's state here; go on with the next action
        }
      }
      compare = true;
      if (step == static_cast<int>(c.actions.size())) return result;
      const std::string& a = c.actions[step];
      last_actor = ActorText(ref->CurrentPlayer());
      try {
        ref->ApplyActionText(a);
      } catch (const IllegalActionError& e) {
        throw IllegalActionError(c.name + " (step " + std::to_string(step) + ")", e.why());
      }
      last_action = a;
      last_rules.clear();
      for (RuleId r : ref->StepRules()) last_rules.push_back(ref->info().rules.at(r).id);
      applying = true;
      auto refusal = engine.Apply(a);
      applying = false;
      if (refusal) {
        Divergence d = Make("rejected", "engine refused '" + a + "', legal in the reference",
                            {refusal->code + ": " + refusal->message});
        Locate(d, *ReferenceAt(c, step));
        record(std::move(d), step + 1);
        if (!resync()) return result;
        result.steps = step + 1;
      }
    }
  } catch (const EngineFault& f) {
    Divergence d = Make(FaultName(f.kind()), f.why());
    d.fault = true;
    // A fault while applying action `step` needs that action to reproduce.
    record(std::move(d), applying ? step + 1 : step);
    return result;
  }
}

}  // namespace peerage::protocol
