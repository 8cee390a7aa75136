#include "model/core/state.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/rng.h"
#include "model/core/json_util.h"

namespace peerage {

const char* FindingKindName(FindingKind k) {
  switch (k) {
    case FindingKind::kContradiction: return "contradiction";
    case FindingKind::kSilent: return "silent";
    case FindingKind::kDeadlock: return "deadlock";
    case FindingKind::kLivelock: return "livelock";
    case FindingKind::kInvariant: return "invariant";
  }
  return "unknown";
}

const char* InterpretationKindName(InterpretationKind k) {
  return k == InterpretationKind::kModellingChoice ? "modelling choice" : "rules question";
}

State::State(std::shared_ptr<const GameContext> context)
    : context_(std::move(context)), rule_counts_(context_->info->rules.size(), 0) {}

std::vector<Action> State::LegalActions() const {
  std::vector<Action> out;
  LegalActions(out);
  return out;
}

void State::LegalActions(std::vector<Action>& out) const {
  out.clear();
  DoLegalActions(out);
}

bool State::IsLegal(Action action) const {
  std::vector<Action> legal;
  LegalActions(legal);
  return std::binary_search(legal.begin(), legal.end(), action);
}

std::vector<ChanceOutcome> State::ChanceOutcomes() const {
  std::vector<ChanceOutcome> out;
  ChanceOutcomes(out);
  return out;
}

void State::ChanceOutcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (IsChance()) DoChanceOutcomes(out);
}

std::optional<Action> State::DoSampleChance(Rng& rng) const {
  thread_local std::vector<ChanceOutcome> outcomes;  // reused: no allocation per chance node
  ChanceOutcomes(outcomes);
  if (outcomes.empty()) return std::nullopt;
  return SampleChance(outcomes, rng);
}

std::vector<std::int64_t> State::Scores() const {
  if (!IsTerminal()) throw Error("step " + std::to_string(Step()), "scores asked of a non-terminal state");
  return DoScores();
}

std::vector<int> State::Ranking() const {
  if (!IsTerminal()) throw Error("step " + std::to_string(Step()), "ranking asked of a non-terminal state");
  return DoRanking();
}

std::vector<int> State::DoRanking() const {
  std::vector<std::vector<std::int64_t>> keys;
  for (auto s : DoScores()) keys.push_back({s});
  return RankByKeys(keys);
}

std::vector<int> RankByKeys(const std::vector<std::vector<std::int64_t>>& keys) {
  std::vector<int> rank(keys.size(), 1);
  for (size_t p = 0; p < keys.size(); ++p)
    for (size_t q = 0; q < keys.size(); ++q)
      if (keys[q] > keys[p]) ++rank[p];
  return rank;
}

void State::ApplyAction(Action action) {
  int actor = CurrentPlayer();
  if (actor == kTerminal)
    throw IllegalActionError("step " + std::to_string(Step()), "the game is over; no action is legal");
  if (!IsLegal(action)) {
    std::string text;
    try { text = ActionToString(action); } catch (...) { text = "#" + std::to_string(action); }
    throw IllegalActionError("step " + std::to_string(Step()),
                             "action '" + text + "' is not legal here");
  }
  ApplyUnchecked(action, actor);
}

void State::ApplyActionText(std::string_view text) {
  auto action = ParseAction(text);
  if (!action)
    throw IllegalActionError("step " + std::to_string(Step()),
                             "'" + std::string(text) + "' is not an action of " + info().name);
  int actor = CurrentPlayer();
  if (actor == kTerminal || !IsLegal(*action))
    throw IllegalActionError("step " + std::to_string(Step()),
                             "action '" + std::string(text) + "' is not legal here");
  ApplyUnchecked(*action, actor);
}

void State::ApplyLegalAction(Action action) { ApplyUnchecked(action, CurrentPlayer()); }

void State::ApplyUnchecked(Action action, int actor) {
  step_rules_.clear();
  step_parts_.clear();
  step_asides_.clear();
  step_afters_.clear();
  in_sequence_ = false;
  DoApplyAction(action);
  history_.push_back(action);
  actors_.push_back(actor);
}

void State::Fire(RuleId rule) {
  ++rule_counts_[rule];
  step_rules_.push_back(rule);
}

void State::RecordFinding(FindingKind kind, std::vector<RuleId> rules, int interpretation_index,
                          std::string detail) {
  Finding f;
  f.kind = kind;
  for (RuleId r : rules) f.rules.push_back(info().rules.at(r).id);
  if (interpretation_index >= 0) {
    const auto& interp = info().interpretations.at(interpretation_index);
    f.interpretation = interp.id + "=" + interp.readings.at(Reading(interpretation_index)).id;
  }
  f.detail = std::move(detail);
  f.step = Step();
  findings_.push_back(std::move(f));
}

Json State::ToJson() const {
  Json j;
  j["game"] = info().name;
  j["players"] = NumPlayers();
  if (info().parameters.empty()) {
    j["settings"] = context_->settings;
  } else {  // set-up parameters apart from the readings (only games that have parameters: others keep their hashes)
    SplitSettings split = Split(info(), context_->settings);
    j["settings"] = std::move(split.interpretations);
    j["parameters"] = std::move(split.parameters);
  }
  if (!context_->data_file.empty()) j["data"] = context_->data_file;
  j["step"] = Step();
  j["state"] = DoToJson();
  return j;
}

Json State::ObservationJson(int player) const {
  Json j;
  j["game"] = info().name;
  j["players"] = NumPlayers();
  j["observer"] = player;
  j["step"] = Step();
  j["state"] = DoObservationJson(player);
  return j;
}

std::uint64_t State::Hash() const { return Fnv1a64(ToJson().dump()); }

std::vector<InvariantViolation> State::CheckInvariants() const {
  InvariantReport report;
  int cur = CurrentPlayer();
  report.Check(cur == kChance || cur == kTerminal || (cur >= 0 && cur < NumPlayers()),
               "kernel.current-player", "current player " + std::to_string(cur) + " out of range");
  DoCheckInvariants(report);
  return std::move(report.violations());
}

std::unique_ptr<State> StateFromJson(const Json& json, const std::string& where) {
  if (!json.is_object() || !json.contains("game") || !json.contains("state"))
    throw ParseError(where, "a state is an object with \"game\", \"players\", \"settings\", \"step\", \"state\"");
  GameConfig config;
  try {
    config.game = json.at("game").get<std::string>();
    config.players = json.contains("players") ? static_cast<int>(IntField(json, "players", 0, 64, where)) : 0;
    if (json.contains("settings")) config.settings = json.at("settings").get<std::map<std::string, std::string>>();
    if (json.contains("data")) config.data_file = json.at("data").get<std::string>();
    if (json.contains("parameters"))
      for (const auto& [id, value] : json.at("parameters").get<std::map<std::string, std::string>>()) {
        const GameInfo* info = Registry::Instance().Find(config.game);
        if (info && !FindParameter(*info, id))
          throw ParseError(where, "\"" + id + "\" under \"parameters\" is not a parameter of " + config.game +
                                      (info->parameters.empty() ? "" : " (interpretations go under \"settings\")"));
        if (!config.settings.emplace(id, value).second)
          throw ParseError(where, "\"" + id + "\" is given under both \"settings\" and \"parameters\"");
      }
  } catch (const nlohmann::json::exception&) {
    throw ParseError(where, "\"game\", \"players\", \"settings\" or \"parameters\" has the wrong type");
  }
  std::shared_ptr<const GameContext> context;
  try {
    context = MakeContext(config);
  } catch (const ConfigError& e) {
    throw ConfigError(where + ": " + e.where(), e.why());
  }
  if (!context->info->state_from_json)
    throw ParseError(where, context->info->name + " cannot load states from JSON");
  std::unique_ptr<State> state;
  try {
    state = context->info->state_from_json(context, json.at("state"));
  } catch (const ParseError& e) {
    throw ParseError(where + ": " + e.where(), e.why());
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(where, std::string("state JSON does not fit the game: ") + e.what());
  }
  auto violations = state->CheckInvariants();
  if (!violations.empty()) {
    std::string why = "state violates " + violations[0].name + ": " + violations[0].detail;
    if (violations.size() > 1) why += " (and " + std::to_string(violations.size() - 1) + " more)";
    throw ParseError(where, why);
  }
  // Bounded so that Step() cannot overflow however long the game continues from here.
  state->base_step_ = json.contains("step") ? static_cast<int>(IntField(json, "step", 0, 1 << 24, where)) : 0;
  state->start_ = std::make_shared<const Json>(state->ToJson());
  return state;
}

std::uint64_t StateHashAtStep(const State& state, int step) {
  std::unique_ptr<State> s = state.StartState() ? StateFromJson(*state.StartState(), "start state")
                                                : NewGame(state.shared_context());
  int base = state.Step() - static_cast<int>(state.History().size());
  for (int k = 0; k < step - base && k < static_cast<int>(state.History().size()); ++k)
    s->ApplyLegalAction(state.History()[k]);
  return s->Hash();
}

std::uint64_t Fnv1a64(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string HashHex(std::uint64_t hash) {
  static const char* kDigits = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) s[i] = kDigits[hash & 15];
  return s;
}

}  // namespace peerage
