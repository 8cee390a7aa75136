#include "model/protocol/lockstep.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <nlohmann/json.hpp>
#include <fmt/format.h>

#include "model/core/error.h"
#include "model/protocol/atoms.h"

namespace peerage::protocol {


namespace {

// Said of a state difference whose next decision (actor, legal actions) is the one the rules give at the
// engine's wrong state: that decision is no difference of its own.
constexpr const char* kFollows = "the engine's next decision is the one the rules give at its state";


// The requests queued for one step of a batch: the action (none at the batch's first position), then the
// position it leads to: status, legal and, when compared there, the state.
struct StepRequests {
  int position = 0;  // actions applied when the position is reached
  std::optional<RemoteEngine::Queued> apply;
  RemoteEngine::Queued status, legal;
  std::vector<RemoteEngine::Queued> state;
  bool state_only = false;  // no status or legal request (the position's were compared before)
};

class Lockstep {
 public:
  Lockstep(RemoteEngine& engine, const Case& c, const CompareOptions& options, int max_divergences)
      : engine_(engine), c_(c), options_(options), max_(max_divergences), ref_(CaseStart(c)),
        check_(ref_->info(), options) {}

  LockstepResult Run() {
    const int n = static_cast<int>(c_.actions.size());
    const int every = std::max(options_.state_every, 1);
    int batch = every;  // steps per batch: 1 right after a divergence, doubling back to `every`
    try {
      if (!Start()) return result_;
      bool compare_from = c_.compare_start || c_.actions.empty();
      bool loaded_only = false;  // compare only the state at `from` (where the engine was just loaded)
      while (true) {
        const int from = step_;
        const int to = loaded_only ? from : std::min(from + batch, n);
        Saved at_from = Save();
        std::optional<Divergence> d = Batch(from, to, compare_from, every == 1, loaded_only);
        const bool at_load = loaded_only && d && step_ == from;  // the loaded state itself differs
        loaded_only = false;
        result_.steps = step_;
        if (d && every > 1 && step_ > from + 1 && check_.mode() != StateCompare::kNone && engine_.connected()) {
          // Not every state in (from, step_) was compared: replay them with the state at every step, so
          // the divergence reported is the first a per-step comparison finds.
          if (auto exact = Replay(at_from, step_)) d = exact;
          result_.steps = step_;
        }
        if (!d) {
          if (step_ == n) return result_;
          compare_from = false;
          batch = std::min(batch * 2, every);
          continue;
        }
        const bool rejected = d->kind == "rejected";
        bool schema = false;
        const std::vector<std::string> texts = ref_->IsTerminal() ? std::vector<std::string>{} : LegalTexts(*ref_);
        std::vector<Divergence> found;
        if (at_load) found.push_back(std::move(*d));  // status and legal actions here were compared before
        else found = Everything(std::move(*d));
        const std::size_t recorded = result_.divergences.size();
        bool kept = false, carried = false;
        for (Divergence& whole : found) {
          // A state that differs where the engine was just loaded (and given no action since) is how it loads.
          if (whole.kind == "state" && !origin_.is_null() && step_ == origin_step_) whole.kind = "loading";
          for (Divergence& x : SplitAtoms(std::move(whole), texts)) {
            if (x.kind != "rejected") Locate(x, *ref_);
            schema |= x.kind == "schema";
            if (RefusedAsMissing(x)) continue;
            if (StripLoadedWrong(x)) {
              carried = true;
              continue;
            }
            Record(std::move(x), step_);
            kept = true;
          }
        }
        if (carried && !kept && !schema && !rejected) {
          // Only what the engine loaded wrongly, still wrong: no new difference, play goes on.
          if (engine_at_ != step_ && !LoadAt(step_)) return result_;
          if (step_ == n) return result_;
          compare_from = false;
          batch = 1;
          continue;
        }
        // A reply that does not follow the schema would not after a re-synchronisation either; a finished
        // game has nothing left to re-synchronise for.
        if (schema || ref_->IsTerminal() || Full()) return result_;
        // A position the engine was just loaded at and loads wrongly is not loaded again: play goes on from
        // what it made of it.
        const bool loaded_wrong = step_ == origin_step_ && !origin_.is_null() && !rejected &&
                                  std::all_of(result_.divergences.begin() + static_cast<std::ptrdiff_t>(recorded),
                                              result_.divergences.end(), [](const Divergence& x) { return x.kind == "loading"; });
        if (loaded_wrong) {
          // A pipelined batch may have taken the engine further on: back to this position, as it loads it.
          if (engine_at_ != step_ && !LoadAt(step_)) return result_;
        } else if (!Resync()) {
          return result_;
        }
        // The engine was loaded with the reference's state: compare that state there, so that a position it
        // loads wrongly shows where it was loaded (after a refused action, the state the action leads to:
        // everything is compared there, nothing was yet).
        compare_from = !loaded_wrong;
        loaded_only = !loaded_wrong && !rejected && check_.mode() != StateCompare::kNone;
        if (!rejected && !loaded_only) compare_from = false;
        batch = 1;
        if (step_ == n && !compare_from) return result_;
      }
    } catch (const EngineFault& f) {
      Divergence d = MakeDivergence(FaultName(f.kind()), f.why());
      d.fault = true;
      Record(std::move(d), fault_step_);
      return result_;
    }
  }

 private:
  // The reference and what the runner remembers about the step that led to it.
  struct Saved {
    std::unique_ptr<State> ref;
    int step = 0;
    std::string action, actor;
    std::vector<std::string> rules;
  };
  Saved Save() const { return {ref_->Clone(), step_, last_action_, last_actor_, last_rules_}; }
  void Restore(Saved s) {
    ref_ = std::move(s.ref), step_ = s.step;
    last_action_ = std::move(s.action), last_actor_ = std::move(s.actor), last_rules_ = std::move(s.rules);
  }

  // Takes out of a state divergence the fields the engine loaded wrongly at its last load (the same
  // difference carried on, not recorded again until the engine is loaded again); true if nothing is left.
  bool StripLoadedWrong(Divergence& d) const {
    if (d.kind != "state" || loaded_wrong_.empty()) return false;
    std::vector<std::string> kept;
    for (const std::string& line : d.details)
      if (!loaded_wrong_.count(DifferingFields({line}))) kept.push_back(line);
    if (kept.size() == d.details.size()) return false;
    d.details = std::move(kept);
    return d.details.empty();
  }

  void Record(Divergence d, int step) {
    if (d.kind == "loading") {
      const std::set<std::string> fields = DifferingFieldSet(d.details);
      loaded_wrong_.insert(fields.begin(), fields.end());
    }
    d.step = d.needed = step;
    d.action = last_action_;
    d.actor = last_actor_;
    d.rules = last_rules_;
    d.resynced = resynced_;
    if (!result_.divergence) result_.divergence = d;
    result_.divergences.push_back(std::move(d));
    result_.steps = step_;
  }

  // The case's new_game: its start state as the comparison sends states (the public wrapper under the
  // public comparison), else as written; false if the engine declines it.
  bool Start() {
    std::optional<ErrorInfo> refusal;
    if (!c_.start) {
      refusal = engine_.NewGame(ref_->context(), nullptr);
    } else {
      Json start = check_.StartFor(*ref_);
      refusal = engine_.NewGame(ref_->context(), &start);
      if (refusal && start != *c_.start) {
        start = *c_.start;
        refusal = engine_.NewGame(ref_->context(), &start);
      }
      if (!refusal) origin_ = std::move(start);
    }
    if (refusal) result_.declined = refusal;
    return !refusal;
  }

  bool Full() const { return max_ > 0 && static_cast<int>(result_.divergences.size()) >= max_; }

  // Everything that differs at the position where `first` showed, each difference its own divergence:
  // the actor (with the legal actions, when they differ too), the legal actions, the final scores and the
  // state are asked for again and compared, so that a wrong result is seen even where the next decision
  // differs as well. A refused action, a fault or a reply in the wrong shape stands alone.
  std::vector<Divergence> Everything(Divergence first) {
    if (first.kind == "rejected" || first.kind == "schema" || first.fault || !engine_.connected()) return {first};
    fault_step_ = step_;
    if (engine_at_ != step_ && !LoadAt(step_)) return {first};  // a pipelined batch left it further on
    RemoteEngine::Queued status = engine_.QueueStatus(), legal = engine_.QueueLegal();
    std::vector<RemoteEngine::Queued> state = check_.Queue(engine_, ref_->NumPlayers());
    std::vector<std::string> replies;
    engine_.Flush(replies);
    std::vector<Divergence> out;
    std::optional<Divergence> actor = CompareStatus(engine_.StatusOf(replies[0], status), *ref_);
    std::optional<Divergence> listed = CompareLegal(engine_.LegalOf(replies[1], legal), *ref_, LegalTexts(*ref_));
    if (actor && actor->kind == "actor" && listed && listed->kind == "legal") {
      actor->summary += "; " + listed->summary;
      actor->details = std::move(listed->details);
      actor->missing = std::move(listed->missing), actor->extra = std::move(listed->extra);
      listed.reset();
    }
    std::optional<Divergence> wrong_state;
    if (!state.empty()) wrong_state = check_.Check(engine_, replies, 2, state, *ref_);
    if (wrong_state && StripLoadedWrong(*wrong_state)) wrong_state.reset();  // only what it loaded wrongly
    if (wrong_state && wrong_state->kind == "state" && (actor || listed) &&
        FollowsFromState(engine_.StateOf(replies[2], state[0]), actor ? *actor : *listed)) {
      // The engine's next decision is the one its own (wrong) state gives: the state's difference, not a second.
      wrong_state->summary += "; " + std::string(kFollows);
      // Kept, so that the engine's refusal of an action it did not list is still known as this difference.
      const Divergence& decision = actor ? *actor : *listed;
      wrong_state->missing = decision.missing, wrong_state->extra = decision.extra;
      actor.reset(), listed.reset();
    }
    for (auto* d : {&actor, &listed})
      if (*d) out.push_back(std::move(**d));
    if (wrong_state) out.push_back(std::move(*wrong_state));
    if (out.empty()) out.push_back(std::move(first));  // answered differently when asked again
    return out;
  }

  // True if the reference, loaded with the engine's public state, gives the decision `d` says the engine
  // gives: its actor and its legal actions (the reference's less d.missing plus d.extra; for another
  // decision altogether, their kinds).
  bool FollowsFromState(const Json& engine_public, const Divergence& d) const {
    std::unique_ptr<State> mirror = check_.ReferenceAt(engine_public, *ref_);
    if (!mirror) return false;
    const std::string engine_actor = d.kind == "actor" ? d.engine_actor : ActorText(ref_->CurrentPlayer());
    if (ActorText(mirror->CurrentPlayer()) != engine_actor) return false;
    std::set<std::string> engine_legal;
    if (!ref_->IsTerminal()) {
      const std::vector<std::string> texts = LegalTexts(*ref_);
      engine_legal.insert(texts.begin(), texts.end());
    }
    for (const std::string& a : d.missing) engine_legal.erase(a);
    engine_legal.insert(d.extra.begin(), d.extra.end());
    std::set<std::string> mirror_legal;
    if (!mirror->IsTerminal())
      for (const std::string& a : LegalTexts(*mirror)) mirror_legal.insert(a);
    if (mirror_legal == engine_legal) return true;
    // Another decision altogether (a wrong phase: no kind in common with the reference's) is the one its
    // state gives when the kinds agree; single actions there may still differ, by bugs of their own.
    auto kinds = [](const std::set<std::string>& actions) {
      std::set<std::string> out;
      for (const std::string& a : actions) out.insert(a.substr(0, a.find_first_of(": ")));
      return out;
    };
    std::set<std::string> reference_legal;
    if (!ref_->IsTerminal())
      for (const std::string& a : LegalTexts(*ref_)) reference_legal.insert(a);
    const std::set<std::string> engine_kinds = kinds(engine_legal), reference_kinds = kinds(reference_legal);
    const bool another = std::none_of(engine_kinds.begin(), engine_kinds.end(), [&](const std::string& k) { return reference_kinds.count(k) > 0; });
    return another && kinds(mirror_legal) == engine_kinds;
  }

  // A refusal of the action the engine did not list one step before is that same divergence, not another.
  bool RefusedAsMissing(const Divergence& d) const {
    if (d.kind != "rejected" || step_ < 1) return false;
    const std::string& action = c_.actions[static_cast<std::size_t>(step_ - 1)];
    for (auto it = result_.divergences.rbegin(); it != result_.divergences.rend() && it->step == step_ - 1; ++it)
      if (std::find(it->missing.begin(), it->missing.end(), action) != it->missing.end()) return true;
    return false;
  }

  // After a rule divergence: go on from the reference's state, if the engine can load it.
  bool Resync() {
    if (!engine_.connected()) return false;
    Json start = check_.StartFor(*ref_);
    fault_step_ = step_;
    if (auto refusal = engine_.NewGame(ref_->context(), &start)) {
      // An engine may load only the canonical state (the public one with its loader defaults is not
      // always loadable: a game's header says when): that is tried before giving up.
      Json canonical = ref_->ToJson();
      if (canonical == start || engine_.NewGame(ref_->context(), &canonical)) {
        result_.resync_refused = refusal;
        return false;
      }
      start = std::move(canonical);
    }
    origin_ = std::move(start), origin_step_ = engine_at_ = step_;
    loaded_wrong_.clear();
    resynced_ = true;
    ++result_.resyncs;
    return true;
  }

  void ApplyReference(int t) {
    last_actor_ = ActorText(ref_->CurrentPlayer());
    try {
      ref_->ApplyActionText(c_.actions[static_cast<std::size_t>(t)]);
    } catch (const IllegalActionError& e) {
      throw IllegalActionError(c_.name + " (step " + std::to_string(t) + ")", e.why());
    }
    last_action_ = c_.actions[static_cast<std::size_t>(t)];
    last_rules_.clear();
    for (RuleId r : ref_->StepRules()) last_rules_.push_back(ref_->info().rules.at(r).id);
    step_ = t + 1;
  }

  // Plays actions [from, to) on the engine and the reference in one pipelined batch. Status and legal
  // actions are compared at every position after `from` (and at `from` if `compare_from`), the state at
  // `to`, at `from` when it is compared, and everywhere if `every`. Returns the first divergence, the
  // reference left where it showed (step_). Throws EngineFault with fault_step_ set.
  std::optional<Divergence> Batch(int from, int to, bool compare_from, bool every, bool loaded_only = false) {
    std::vector<StepRequests> plan;
    auto position = [&](StepRequests& q, bool with_state) {
      q.status = engine_.QueueStatus();
      q.legal = engine_.QueueLegal();
      if (with_state) q.state = check_.Queue(engine_, ref_->NumPlayers());
    };
    if (compare_from) {
      plan.emplace_back().position = from;
      if (loaded_only) plan.back().state = check_.Queue(engine_, ref_->NumPlayers()), plan.back().state_only = true;
      else position(plan.back(), true);
    }
    for (int t = from; t < to; ++t) {
      StepRequests& q = plan.emplace_back();
      q.position = t + 1;
      q.apply = engine_.QueueApply(c_.actions[static_cast<std::size_t>(t)]);
      position(q, every || t + 1 == to);
    }
    std::vector<std::string> replies;
    std::optional<EngineFault> fault;
    engine_at_ = to;  // once every action is accepted (a refusal is re-synchronised from)
    try {
      engine_.Flush(replies);
    } catch (const EngineFault& f) {
      fault = f;  // the replies read before it still count: a divergence there came first
      engine_at_ = -1;
    }
    std::size_t r = 0;
    auto next = [&](int step, std::size_t count = 1) {
      fault_step_ = step;
      if (r + count > replies.size()) throw *fault;
    };
    for (const StepRequests& q : plan) {
      if (q.apply) {
        next(q.position);
        const std::string& reply = replies[r++];
        auto refusal = IsCanonicalApplyReply(reply, q.apply->id) ? std::nullopt : engine_.ApplyOf(reply, *q.apply);
        std::optional<Divergence> d;
        if (refusal) {
          d = MakeDivergence("rejected", "engine refused '" + c_.actions[static_cast<std::size_t>(q.position - 1)] +
                                             "', legal in the reference",
                             {refusal->code + ": " + refusal->message});
          Locate(*d, *ref_);
        }
        ApplyReference(q.position - 1);
        if (d) return d;
      }
      if (!q.state_only) {
        // A reply identical to the reference server's agrees without being parsed (the common case).
        next(q.position);
        if (const std::string& reply = replies[r++]; !IsCanonicalStatusReply(reply, q.status.id, *ref_))
          if (auto d = CompareStatus(engine_.StatusOf(reply, q.status), *ref_)) return d;
        next(q.position);
        std::vector<std::string> texts = LegalTexts(*ref_);
        if (const std::string& reply = replies[r++]; !IsCanonicalLegalReply(reply, q.legal.id, *ref_, texts))
          if (auto d = CompareLegal(engine_.LegalOf(reply, q.legal), *ref_, texts)) return d;
      }
      if (!q.state.empty()) {
        next(q.position, q.state.size());
        if (auto d = check_.Check(engine_, replies, r, q.state, *ref_)) return d;
        r += q.state.size();
      }
    }
    if (fault) throw *fault;  // every reply read, then the engine failed (e.g. wrote to stderr)
    return std::nullopt;
  }

  // Puts the engine back at `at`'s position (new_game with the state it last loaded, then the actions
  // since) and replays up to `to` comparing the state at every step. The divergence found, or nullopt
  // (the reference and the engine then as before) if the engine cannot be put back or shows none.
  std::optional<Divergence> Replay(const Saved& at, int to) {
    fault_step_ = step_;
    if (!LoadAt(at.step)) return std::nullopt;
    Saved after = Save();
    Restore({at.ref->Clone(), at.step, at.action, at.actor, at.rules});
    std::optional<Divergence> d = Batch(at.step, to, false, true);
    if (!d) Restore(std::move(after));
    return d;
  }

  // Puts the engine at `position` (new_game with the state it was last loaded with, then the case's actions
  // since); false if it refuses any of that.
  bool LoadAt(int position) {
    engine_at_ = -1;
    if (engine_.NewGame(ref_->context(), origin_.is_null() ? nullptr : &origin_)) return false;
    std::vector<RemoteEngine::Queued> applies;
    for (int t = origin_step_; t < position; ++t) applies.push_back(engine_.QueueApply(c_.actions[static_cast<std::size_t>(t)]));
    std::vector<std::string> replies;
    engine_.Flush(replies);
    for (std::size_t k = 0; k < applies.size(); ++k)
      if (engine_.ApplyOf(replies[k], applies[k])) return false;
    engine_at_ = position;
    return true;
  }

  RemoteEngine& engine_;
  const Case& c_;
  const CompareOptions& options_;
  const int max_;
  std::unique_ptr<State> ref_;
  StateCheck check_;
  LockstepResult result_;
  int step_ = 0;        // actions the reference has applied
  int fault_step_ = 0;  // the step an engine fault belongs to (its action included when applying)
  Json origin_;         // the state the engine was last loaded with (null: the configuration's initial state)
  int origin_step_ = 0;
  int engine_at_ = 0;   // actions the engine has applied (-1: unknown)
  bool resynced_ = false;
  std::set<std::string> loaded_wrong_;  // field patterns the engine loaded wrongly at its last load
  std::string last_action_, last_actor_;
  std::vector<std::string> last_rules_;
};

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
    std::string kind = text.substr(0, text.find_first_of(": "));  // the prefix (Noblemen's texts use spaces)
    if (std::find(d.decision.begin(), d.decision.end(), kind) == d.decision.end()) d.decision.push_back(kind);
  }
}

std::string DecisionText(const Divergence& d) {
  if (d.to_act.empty()) return "";
  std::string s = d.to_act == "terminal" ? "game over" : d.to_act + " to act";
  if (!d.phase.empty()) s += ", phase " + d.phase;
  if (!d.decision.empty()) s += ", choosing among " + fmt::format("{}", fmt::join(d.decision, ", "));
  return s;
}

// The fields a state or observation divergence names, each JSON pointer with its list indices as "*"
// (/state/players/1/vp -> /state/players/*/vp), sorted, without the "p<seat> " of observation lines.
std::string DifferingFields(const std::vector<std::string>& details) {
  std::set<std::string> fields;
  for (const std::string& line : details) {
    std::string_view rest(line);
    if (rest.size() > 1 && rest[0] == 'p' && std::isdigit(static_cast<unsigned char>(rest[1]))) {
      const auto space = rest.find(' ');
      if (space != std::string_view::npos) rest.remove_prefix(space + 1);
    }
    const std::string_view pointer = rest.substr(0, rest.find(": "));
    std::string general;
    for (std::size_t at = 0; at < pointer.size();) {
      std::size_t next = pointer.find('/', at + 1);
      if (next == std::string_view::npos) next = pointer.size();
      const std::string_view segment = pointer.substr(at, next - at);  // "/name" or "/3"
      const bool index = segment.size() > 1 && std::all_of(segment.begin() + 1, segment.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      });
      general += index ? std::string("/*") : std::string(segment);
      at = next;
    }
    fields.insert(general);
  }
  return fmt::format("{}", fmt::join(fields, ", "));
}

std::set<std::string> DifferingFieldSet(const std::vector<std::string>& details) {
  std::set<std::string> out;
  for (const std::string& line : details) out.insert(DifferingFields({line}));
  return out;
}

namespace {

// An action's kind: its text up to the first ':' or space ("duel: KS QH" -> "duel").
std::string KindOf(const std::string& action) { return action.substr(0, action.find_first_of(": ")); }

// The distinct kinds of `actions`, sorted, joined with '+'.
std::string Kinds(const std::vector<std::string>& actions) {
  std::set<std::string> kinds;
  for (const std::string& a : actions) kinds.insert(KindOf(a));
  std::string s;
  for (const std::string& k : kinds) s += (s.empty() ? "" : "+") + k;
  return s;
}

// "p0"/"p1" -> "a player" (which seat is an accident of the position); "chance" and "terminal" stay.
std::string Role(const std::string& actor) {
  return actor == "chance" || actor == "terminal" || actor.empty() ? actor : "a player";
}

std::string Quoted(const std::string& kinds) {
  std::string s, part;
  for (std::size_t at = 0; at <= kinds.size(); ++at) {
    if (at == kinds.size() || kinds[at] == '+') {
      s += (s.empty() ? "" : at == kinds.size() && kinds.find('+') != std::string::npos ? " and " : ", ");
      s += "'" + part + "'";
      part.clear();
    } else {
      part += kinds[at];
    }
  }
  return s;
}

}  // namespace

std::string Signature(const Divergence& d) {
  // A reply in the wrong shape is one problem wherever it shows: named by its first violation.
  if (d.kind == "schema") return d.kind + " | " + (d.details.empty() ? "" : d.details.front());
  // A wrong state is grouped by the fields that differ, whichever action exposed it (a value kept wrong
  // shows after whichever action reads or writes it next).
  if (d.kind == "state" || d.kind == "observation" || d.kind == "loading") return d.kind + " | " + DifferingFields(d.details);
  // A decision that differs is grouped by what differs (the kinds of actions only one side lists, or whose
  // turn it is), not by what happened before it: one bug, one group.
  if (d.kind == "legal" || d.kind == "actor") {
    std::string s = "decision | " + d.phase + " | missing " + Kinds(d.missing) + " | extra " + Kinds(d.extra);
    if (d.kind == "actor") s += " | actor " + Role(d.reference_actor) + " -> " + Role(d.engine_actor);
    return s;
  }
  if (d.kind == "probabilities") return d.kind + " | " + Kinds(d.missing);
  if (d.kind == "rejected") return d.kind + " | " + d.phase + " | " + KindOf(d.action);
  if (d.kind == "scores") return d.kind;
  return d.kind + " | " + d.phase;  // a fault, a perft count
}

namespace {

std::set<std::string> KindSet(const std::vector<std::string>& actions) {
  std::set<std::string> kinds;
  for (const std::string& a : actions) kinds.insert(KindOf(a));
  return kinds;
}

bool Meet(const std::set<std::string>& a, const std::set<std::string>& b) {
  return std::any_of(a.begin(), a.end(), [&](const std::string& x) { return b.count(x) > 0; });
}

// The generalised fields of a state divergence.
std::set<std::string> FieldSet(const Divergence& d) { return DifferingFieldSet(d.details); }

// True if one pointer pattern is the other or lies inside it ("/a/*" and "/a/*/b").
bool Nested(const std::string& a, const std::string& b) {
  const std::string& shorter = a.size() <= b.size() ? a : b;
  const std::string& longer = a.size() <= b.size() ? b : a;
  return longer.compare(0, shorter.size(), shorter) == 0 && (longer.size() == shorter.size() || longer[shorter.size()] == '/');
}

}  // namespace

bool SameDifference(const Divergence& a, const Divergence& b) {
  if (Signature(a) == Signature(b)) return true;
  // An engine that refuses a kind of action the reference allows is the engine that does not offer it: one
  // cause, seen once as its legal list and once where a case's own action is sent to it.
  auto refuses_what_it_leaves_out = [](const Divergence& r, const Divergence& m) {
    return r.kind == "rejected" && m.kind == "legal" && r.phase == m.phase && m.extra.empty() &&
           KindSet(m.missing).count(KindOf(r.action)) > 0;
  };
  if (refuses_what_it_leaves_out(a, b) || refuses_what_it_leaves_out(b, a)) return true;
  const bool decision_a = a.kind == "legal" || a.kind == "actor", decision_b = b.kind == "legal" || b.kind == "actor";
  if (decision_a && decision_b)
    return a.phase == b.phase && Role(a.engine_actor) == Role(b.engine_actor) &&
           Role(a.reference_actor) == Role(b.reference_actor) &&
           (Meet(KindSet(a.missing), KindSet(b.missing)) || Meet(KindSet(a.extra), KindSet(b.extra)));
  if (a.kind == b.kind && (a.kind == "state" || a.kind == "observation")) {
    const std::set<std::string> fa = FieldSet(a), fb = FieldSet(b);
    for (const std::string& x : fa)
      for (const std::string& y : fb)
        if (Nested(x, y)) return true;
  }
  return false;
}

std::string DifferenceText(const Divergence& d) {
  const std::string where = d.phase.empty() ? "" : " in phase " + d.phase;
  if (d.kind == "schema") return "the engine's state replies do not follow the schema: " + (d.details.empty() ? d.summary : d.details.front());
  if (d.kind == "loading")
    return "on loading a position the engine's state differs from the one it was given: " + DifferingFields(d.details);
  if (d.kind == "state" || d.kind == "observation")
    return std::string(d.kind == "state" ? "the state" : "what a player sees") + " differs after " +
           (d.action.empty() ? std::string("loading the position") : "'" + KindOf(d.action) + "'") + ": " +
           DifferingFields(d.details) + (d.summary.find(kFollows) != std::string::npos ? "; " + std::string(kFollows) : "");
  if (d.kind == "legal" || d.kind == "actor") {
    std::string s;
    if (d.kind == "actor")
      s = "the engine gives the turn to " + (d.engine_actor.empty() ? std::string("?") : d.engine_actor) +
          " where the reference gives it to " + d.reference_actor + where;
    const std::string missing = Kinds(d.missing), extra = Kinds(d.extra);
    if (!missing.empty())
      s += (s.empty() ? "" : "; ") + std::string("the engine does not offer ") + Quoted(missing) + " actions" +
           (s.empty() ? where : "") + " that the reference offers";
    if (!extra.empty())
      s += (s.empty() ? "" : "; ") + std::string("the engine offers ") + Quoted(extra) + " actions" +
           (missing.empty() && d.kind != "actor" ? where : "") + " that the reference does not";
    return s.empty() ? d.summary : s;
  }
  if (d.kind == "probabilities")
    return "the engine gives other chances to " + Quoted(Kinds(d.missing)) + " outcomes" + where;
  if (d.kind == "rejected") return "the engine refuses '" + KindOf(d.action) + "' actions" + where + " that the reference allows";
  if (d.kind == "scores") return "the final scores differ (" + d.summary + ")";
  return d.summary;
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

LockstepResult RunLockstep(RemoteEngine& engine, const Case& c, const CompareOptions& options, int max_divergences) {
  return Lockstep(engine, c, options, max_divergences).Run();
}

}  // namespace peerage::protocol
