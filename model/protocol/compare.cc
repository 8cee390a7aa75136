#include "model/protocol/compare.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/public_state.h"

namespace peerage::protocol {
namespace {

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

}  // namespace

Divergence MakeDivergence(std::string kind, std::string summary, std::vector<std::string> details) {
  Divergence d;
  d.kind = std::move(kind);
  d.summary = std::move(summary);
  d.details = std::move(details);
  return d;
}

const char* StateCompareName(StateCompare c) {
  switch (c) {
    case StateCompare::kNone: return "none";
    case StateCompare::kFull: return "full";
    case StateCompare::kObservation: return "observation";
    case StateCompare::kPublic: return "public";
  }
  return "?";
}

std::vector<std::string> LegalTexts(const State& ref) {
  std::vector<Action> actions = ref.LegalActions();
  std::vector<std::string> texts;
  texts.reserve(actions.size());
  for (Action a : actions) texts.push_back(ref.ActionToString(a));
  return texts;
}

std::optional<Divergence> CompareStatus(const StatusReply& status, const State& ref) {
  std::string actor = ActorText(ref.CurrentPlayer());
  if (status.actor != actor) {
    Divergence d = MakeDivergence("actor", "engine says " + status.actor + " is to act, reference says " + actor);
    d.reference_actor = actor, d.engine_actor = status.actor;
    return d;
  }
  if (ref.IsTerminal()) {
    std::vector<std::int64_t> scores = ref.Scores();
    if (*status.scores != scores) {
      auto show = [](const std::vector<std::int64_t>& v) {
        std::string s;
        for (auto x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
        return "[" + s + "]";
      };
      return MakeDivergence("scores", "final scores differ: reference " + show(scores) + ", engine " + show(*status.scores));
    }
  }
  return std::nullopt;
}

std::optional<Divergence> CompareLegal(const LegalReply& legal, const State& ref, const std::vector<std::string>& texts) {
  if (legal.actions.size() != texts.size() || !std::is_permutation(texts.begin(), texts.end(), legal.actions.begin())) {
    auto diff = LegalDiff(texts, legal.actions);
    Divergence d = MakeDivergence("legal", "legal actions differ (" + std::to_string(texts.size()) + " in reference, " +
                                               std::to_string(legal.actions.size()) + " in engine)", diff);
    std::set<std::string> engine(legal.actions.begin(), legal.actions.end()), reference(texts.begin(), texts.end());
    for (const std::string& a : texts)
      if (!engine.count(a)) d.missing.push_back(a);
    for (const std::string& a : engine)
      if (!reference.count(a)) d.extra.push_back(a);
    return d;
  }
  if (legal.probabilities) {
    if (!ref.IsChance()) return MakeDivergence("probabilities", "engine gives probabilities at a player's decision");
    std::map<std::string, Rational> want;
    for (const ChanceOutcome& o : ref.ChanceOutcomes()) want[ref.ActionToString(o.action)] = o.probability;
    std::vector<std::string> bad, missing;
    for (size_t i = 0; i < legal.actions.size(); ++i) {
      auto p = ParseFraction((*legal.probabilities)[i]);
      const Rational& w = want[legal.actions[i]];
      if (!p || !(*p == w))
        missing.push_back(legal.actions[i]), bad.push_back(legal.actions[i] + ": reference " + w.ToString() + ", engine " + Dump(Json((*legal.probabilities)[i])));
    }
    if (!bad.empty()) {
      Divergence d = MakeDivergence("probabilities", "chance probabilities differ", bad);
      d.missing = std::move(missing);  // the outcomes whose probability differs
      return d;
    }
  }
  return std::nullopt;
}

namespace {

// The schema node `node` stands for ("$ref": "#/$defs/name" followed; a chain longer than the schema is a cycle).
const Json& Resolved(const Json& schema, const Json* node) {
  for (std::size_t hops = 0; node->is_object() && node->contains("$ref") && hops < 32; ++hops) {
    const Json& ref = (*node)["$ref"];
    constexpr std::string_view kPrefix = "#/$defs/";
    if (!ref.is_string() || ref.get<std::string>().rfind(kPrefix, 0) != 0) break;
    auto defs = schema.find("$defs");
    if (defs == schema.end()) break;
    auto it = defs->find(ref.get<std::string>().substr(kPrefix.size()));
    if (it == defs->end()) break;
    node = &*it;
  }
  return *node;
}

// Removes from `value` (following `node`) every property whose schema says it matters only under readings
// (x-peerage-readings: ["id=reading", ...]) none of which is in `settings`.
void DropFieldsOutOfPlay(const Json& schema, const Json& node_in, Json& value,
                         const std::map<std::string, std::string>& settings) {
  const Json& node = Resolved(schema, &node_in);
  if (!node.is_object()) return;
  if (value.is_object()) {
    auto props = node.find("properties");
    if (props == node.end() || !props->is_object()) return;
    for (auto it = value.begin(); it != value.end();) {
      auto sub = props->find(it.key());
      if (sub == props->end()) {
        ++it;
        continue;
      }
      const Json& field = Resolved(schema, &*sub);
      const Json* only = nullptr;
      for (const Json* where : {&*sub, &field})
        if (!only && where->is_object() && where->contains("x-peerage-readings")) only = &(*where)["x-peerage-readings"];
      if (only && only->is_array()) {
        bool in_play = false;
        for (const Json& r : *only) {
          if (!r.is_string()) continue;
          const std::string text = r.get<std::string>();
          const auto eq = text.find('=');
          auto set = settings.find(text.substr(0, eq));
          in_play |= eq != std::string::npos && set != settings.end() && set->second == text.substr(eq + 1);
        }
        if (!in_play) {
          it = value.erase(it);
          continue;
        }
      }
      DropFieldsOutOfPlay(schema, *sub, *it, settings);
      ++it;
    }
  } else if (value.is_array()) {
    auto items = node.find("items");
    if (items == node.end()) return;
    for (Json& element : value) DropFieldsOutOfPlay(schema, *items, element, settings);
  }
}

}  // namespace

// The reference server writes these replies (messages.cc); an engine answering in the same bytes agrees.
bool IsCanonicalApplyReply(const std::string& reply, std::int64_t id) { return reply == EmptyOkReply(id); }

bool IsCanonicalStatusReply(const std::string& reply, std::int64_t id, const State& ref) {
  return !ref.IsTerminal() && reply == StatusOkReply(id, ActorText(ref.CurrentPlayer()), nullptr);
}

bool IsCanonicalLegalReply(const std::string& reply, std::int64_t id, const State& ref,
                           const std::vector<std::string>& texts) {
  if (reply.compare(0, 12, "{\"actions\":[") != 0) return false;
  if (!ref.IsChance()) return reply == LegalOkReply(id, texts, nullptr);
  std::vector<std::string> probabilities;
  for (const ChanceOutcome& o : ref.ChanceOutcomes()) probabilities.push_back(o.probability.ToString());
  return reply == LegalOkReply(id, texts, &probabilities);
}

StateCheck::StateCheck(const GameInfo& game, const CompareOptions& options)
    : game_(game), options_(options), mode_(options.state) {
  if (mode_ == StateCompare::kPublic) {
    if (!game.public_state || game.public_schema.empty()) mode_ = StateCompare::kNone;
    else schema_ = std::make_shared<const Json>(PublicSchemaOf(game));
  }
}

std::vector<RemoteEngine::Queued> StateCheck::Queue(RemoteEngine& engine, int players) const {
  std::vector<RemoteEngine::Queued> q;
  if (mode_ == StateCompare::kFull || mode_ == StateCompare::kPublic) q.push_back(engine.QueueState(mode_ == StateCompare::kPublic));
  if (mode_ == StateCompare::kObservation)
    for (int p = 0; p < players; ++p) q.push_back(engine.QueueObservation(p));
  return q;
}

std::optional<Divergence> StateCheck::Check(RemoteEngine& engine, const std::vector<std::string>& replies, std::size_t first,
                                            const std::vector<RemoteEngine::Queued>& queued, const State& ref) const {
  if (mode_ == StateCompare::kFull) {
    auto diff = CompareJson(ref.ToJson(), engine.StateOf(replies[first], queued[0]), options_.fields, "");
    if (!diff.empty()) return MakeDivergence("state", "states differ", diff);
  } else if (mode_ == StateCompare::kPublic) {
    return CheckPublic(engine.StateOf(replies[first], queued[0]), ref);
  } else if (mode_ == StateCompare::kObservation) {
    for (int p = 0; p < static_cast<int>(queued.size()); ++p) {
      Json seen = engine.ObservationOf(replies[first + static_cast<std::size_t>(p)], queued[static_cast<std::size_t>(p)]);
      auto diff = CompareJson(ref.ObservationJson(p), seen, options_.fields, "p" + std::to_string(p) + " ");
      if (!diff.empty()) return MakeDivergence("observation", "player " + std::to_string(p) + "'s observations differ", diff);
    }
  }
  return std::nullopt;
}

std::optional<Divergence> StateCheck::CheckPublic(const Json& engine, const State& ref) const {
  Json reference = game_.public_state(ref);
  // The same JSON as the reference's (which follows the schema: properties/public_state_props.cc) is the
  // common case and needs neither the schema check nor the defaults.
  if (options_.fields.empty() && engine == reference) return std::nullopt;
  std::vector<std::string> violations = ValidatePublicState(*schema_, engine);
  if (!violations.empty()) {
    std::string why = "the engine's public state does not follow the schema (`peerage schema " + game_.name + "`)";
    if (engine.is_object() && engine.contains("settings"))
      why += "; it looks like a full state: does the engine ignore \"view\": \"public\" in the state request?";
    return MakeDivergence("schema", why, violations);
  }
  // Fields that matter only under readings not in play are not compared (an engine need not track them).
  Json want = WithPublicDefaults(*schema_, reference), got = WithPublicDefaults(*schema_, engine);
  DropFieldsOutOfPlay(*schema_, *schema_, want, ref.context().settings);
  DropFieldsOutOfPlay(*schema_, *schema_, got, ref.context().settings);
  auto diff = CompareJson(want, got, options_.fields, "");
  if (!diff.empty()) return MakeDivergence("state", "public states differ (optional fields filled with their defaults)", diff);
  return std::nullopt;
}

std::unique_ptr<State> StateCheck::ReferenceAt(const Json& engine_public, const State& ref) const {
  if (mode_ != StateCompare::kPublic || !engine_public.is_object() || !engine_public.contains("state")) return nullptr;
  try {
    Json wrapper = ref.ToJson();
    wrapper["state"] = WithPublicDefaults(*schema_, engine_public).at("state");
    return StateFromJson(wrapper, "the engine's state");
  } catch (const std::exception&) {
    return nullptr;
  }
}

Json StateCheck::StartFor(const State& ref) const {
  if (mode_ != StateCompare::kPublic) return ref.ToJson();
  return PublicStart(ref);
}

Json PublicStart(const State& ref) {
  const GameInfo& game_ = ref.info();
  Json start = ref.ToJson();
  Json pub = game_.public_state(ref);
  start["state"] = std::move(pub["state"]);
  start["step"] = std::move(pub["step"]);
  return start;
}

}  // namespace peerage::protocol
