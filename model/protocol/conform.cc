#include "model/protocol/conform.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <functional>
#include <filesystem>
#include <nlohmann/json.hpp>

#include <fmt/core.h>

#include <map>
#include <set>

#include "model/core/error.h"
#include "model/core/perft.h"
#include "model/core/trace.h"
#include "model/analysis/deciding_facts.h"
#include "model/analysis/situation.h"
#include "model/protocol/atoms.h"
#include "model/protocol/conditions.h"
#include "model/protocol/perft_walk.h"

namespace peerage::protocol {
namespace {

using Clock = std::chrono::steady_clock;
constexpr int kUnusableAfter = 3;  // handshake failures in a row before the remaining cases are skipped

double Since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string FileName(const std::string& source, const std::string& name) {
  std::string s = source + "-";
  for (char c : name) s += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '_';
  if (s.size() > 11 && s.compare(s.size() - 11, 11, ".trace.json") == 0) s.resize(s.size() - 11);
  return s + ".trace.json";
}

Divergence FaultDivergence(const EngineFault& f, int step) {
  Divergence d;
  d.kind = FaultName(f.kind());
  d.fault = true;
  d.step = d.needed = step;
  d.summary = f.why();
  return d;
}

constexpr int kLookBack = 10;  // positions before a divergence a witness may start from

class Runner {
 public:
  explicit Runner(const ConformOptions& o)
      : o_(o), engine_(o.engine, o.limits), state_mode_(EffectiveStateCompare(o.compare, o.sources.config.game, nullptr)) {}
  ~Runner() { engine_.Disconnect(); }

  // `perft_seconds`: this case's share of the perft budget (0: none).
  CaseResult Run(const Case& c, double perft_seconds = 0) {
    CaseResult r;
    r.source = c.source;
    r.name = c.name;
    r.original_actions = static_cast<int>(c.actions.size());
    auto t0 = Clock::now();
    try {
      if (Connect(c, r)) {
        if (c.perft.empty()) RunTrace(c, r);
        else RunPerft(c, r, perft_seconds);
      }
    } catch (const EngineFault& f) {  // a fault outside a lockstep run (e.g. during a perft re-check)
      Fail(c, FaultDivergence(f, static_cast<int>(c.actions.size())), r, false);
    } catch (const Error& e) {
      r.outcome = Outcome::kError;
      r.error = "bad case: " + std::string(e.what());
    }
    r.seconds = Since(t0);
    return r;
  }

  std::string engine_name() const { return engine_.hello().engine; }
  std::uint64_t requests() const { return engine_.requests(); }
  // Set when the engine refused every re-synchronisation of the run (it cannot load states).
  std::string resync_note() const {
    if (resyncs_ > 0 || refused_resync_.empty()) return "";
    return "the engine cannot load states (new_game with start: " + refused_resync_ +
           "), so each case stopped at its first divergence";
  }
  const std::vector<DistinctDivergence>& groups() const { return groups_; }
  // A state divergence split by the groups already seen: each state group whose fields are some (not all)
  // of `d`'s takes its part, and what no group explains is left as one more (a wrong duel result and a
  // missing payment at one step are two differences when each was seen alone before). Anything else: `d`.
  std::vector<Divergence> PeelKnown(const Divergence& d) const {
    if (d.kind != "state" || d.details.size() < 2) return {d};
    std::vector<std::string> fields;
    for (const std::string& line : d.details) fields.push_back(DifferingFields({line}));
    std::vector<bool> taken(d.details.size(), false);
    std::vector<Divergence> out;
    for (const DistinctDivergence& g : groups_) {
      const Divergence& w = g.witness.divergence;
      if (w.kind != "state") continue;
      std::set<std::string> group_fields;
      for (const std::string& line : w.details) group_fields.insert(DifferingFields({line}));
      Divergence part = d;
      part.details.clear();
      std::set<std::string> covered;
      for (std::size_t k = 0; k < fields.size(); ++k)
        if (!taken[k] && group_fields.count(fields[k])) part.details.push_back(d.details[k]), covered.insert(fields[k]);
      if (covered != group_fields || part.details.size() == d.details.size()) continue;  // not all of it, or all of d
      for (std::size_t k = 0; k < fields.size(); ++k) taken[k] = taken[k] || group_fields.count(fields[k]) > 0;
      out.push_back(std::move(part));
    }
    if (out.empty()) return {d};
    Divergence rest = d;
    rest.details.clear();
    for (std::size_t k = 0; k < fields.size(); ++k)
      if (!taken[k]) rest.details.push_back(d.details[k]);
    if (!rest.details.empty()) out.push_back(std::move(rest));
    return out;
  }

  // Where `d` showed, for MergeCoOccurring. A position the engine loads wrongly is seen only where something
  // else made it load: its own key, never the same as that other difference's.
  static std::string PositionKey(const CaseResult& r, const Divergence& d) {
    return r.source + "/" + r.name + "@" + std::to_string(d.step) + (d.kind == "loading" ? " loaded" : "");
  }

  // Groups that showed at exactly the same positions (at least two) are one bug seen two ways: each later
  // one is merged into the first (its text kept in `also`), and the results' group numbers follow.
  void MergeCoOccurring(std::vector<CaseResult>& results) {
    std::vector<int> renumber(groups_.size() + 1, 0);  // old number -> new number
    std::vector<DistinctDivergence> kept;
    std::vector<std::size_t> kept_from;
    for (std::size_t k = 0; k < groups_.size(); ++k) {
      std::optional<std::size_t> into;
      for (std::size_t j = 0; j < kept.size() && !into; ++j)
        if (positions_[k].size() >= 2 && positions_[k] == positions_[kept_from[j]]) into = j;
      // Numbers stay as the run printed them: a merged group's divergences take the number of the one it
      // joins, and the list skips its own.
      if (into) {
        kept[*into].also.push_back(groups_[k].text.empty() ? groups_[k].witness.divergence.summary : groups_[k].text);
        renumber[k + 1] = static_cast<int>(kept_from[*into]) + 1;
      } else {
        kept.push_back(groups_[k]);
        kept_from.push_back(k);
        renumber[k + 1] = static_cast<int>(k) + 1;
      }
    }
    if (kept.size() == groups_.size()) return;
    auto fix = [&](int& n) {
      if (n > 0 && static_cast<std::size_t>(n) < renumber.size()) n = renumber[static_cast<std::size_t>(n)];
    };
    for (CaseResult& r : results) {
      fix(r.group);
      std::map<int, int> counts;
      for (const auto& [n, c] : r.group_counts) {
        int m = n;
        fix(m);
        counts[m] = std::max(counts[m], c);  // one position counted once for the merged group
      }
      r.group_counts = std::move(counts);
      std::vector<Witness> later;
      for (Witness& w : r.later) {
        fix(w.group);
        if (w.group != r.group && std::none_of(later.begin(), later.end(), [&](const Witness& x) { return x.group == w.group; }))
          later.push_back(std::move(w));
      }
      r.later = std::move(later);
    }
    groups_ = std::move(kept);
  }

 private:
  // Starts the engine if needed; on failure the case is an error (the engine is unusable).
  bool Connect(const Case& c, CaseResult& r) {
    if (unusable_ >= kUnusableAfter) {
      r.outcome = Outcome::kError;
      r.error = "skipped: the engine failed its handshake " + std::to_string(unusable_) + " times in a row";
      return false;
    }
    try {
      engine_.Connect();
    } catch (const EngineFault& f) {
      ++unusable_;
      r.outcome = Outcome::kError;
      r.error = std::string("engine unusable (") + FaultName(f.kind()) + "): " + f.why();
      r.divergence = FaultDivergence(f, 0);
      return false;
    }
    unusable_ = 0;
    const auto& games = engine_.hello().games;
    if (std::find(games.begin(), games.end(), c.config.game) == games.end()) {
      std::string list;
      for (const auto& g : games) list += (list.empty() ? "" : ", ") + g;
      r.outcome = Outcome::kError;
      r.error = "engine unusable: it does not list game " + c.config.game + " (it lists: " + list + ")";
      return false;
    }
    return true;
  }

  // One lockstep run collecting up to `max_divergences` (0: all), with a check that nothing unasked-for
  // followed the last reply. Counts the re-synchronisations the engine accepted and the first it refused.
  LockstepResult PlayAll(const Case& c, int max_divergences) {
    LockstepResult lr = RunLockstep(engine_, c, o_.compare, max_divergences);
    resyncs_ += lr.resyncs;
    if (lr.resync_refused && refused_resync_.empty())
      refused_resync_ = lr.resync_refused->code + ": " + lr.resync_refused->message;
    if (lr.declined || (!lr.divergences.empty() && lr.divergences.back().fault)) return lr;
    try {
      engine_.CheckQuiet();
    } catch (const EngineFault& f) {
      Divergence d = FaultDivergence(f, lr.steps);
      if (!lr.divergence) lr.divergence = d;
      lr.divergences.push_back(std::move(d));
    }
    return lr;
  }

  // The first divergence only, as a run without re-synchronisation sees it.
  std::optional<Divergence> Play(const Case& c, int* steps) {
    LockstepResult lr = PlayAll(c, 1);
    if (steps) *steps = lr.steps;
    return lr.divergence;
  }

  void Skip(CaseResult& r, const ErrorInfo& refusal, const Case& c) {
    r.outcome = Outcome::kSkip;
    r.error = std::string(refusal.code == code::kBadState ? "the engine declined the start state"
                                                          : "the engine declined the configuration") +
              " (" + refusal.code + ": " + refusal.message + ")";
    if (!c.variant.empty()) r.error += "; a variant case, recorded under " + c.variant + ", not the default readings";
  }

  void RunTrace(const Case& c, CaseResult& r) {
    LockstepResult lr = PlayAll(c, o_.max_divergences);
    r.steps = lr.steps;
    if (lr.declined) return Skip(r, *lr.declined, c);
    if (lr.resync_refused)
      r.notes.push_back("the engine refused to load the reference's state at step " + std::to_string(lr.steps) + " (" +
                        lr.resync_refused->code + ": " + lr.resync_refused->message + "), so the case ended there");
    if (lr.divergences.empty()) return;
    r.divergences = static_cast<int>(lr.divergences.size());
    Fail(c, lr.divergences.front(), r, true);
    for (size_t k = 1; k < lr.divergences.size(); ++k) {
      for (Divergence& part : PeelKnown(lr.divergences[k])) {
        Witness w = Note(c, part, r, true);
        if (w.same_as.empty()) r.later.push_back(std::move(w));  // a group new to the run
      }
    }
  }

  void RunPerft(const Case& c, CaseResult& r, double seconds) {
    const int depth = static_cast<int>(c.perft.size());
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    PerftWalk walk;
    int done = 0;
    try {
      // Iterative deepening: each depth is a complete walk, so the deepest one finished in time is checked.
      for (int d = 1; d <= depth; ++d) {
        std::optional<Clock::time_point> limit;
        if (d > 1 && seconds > 0) limit = deadline;
        PerftWalk w = WalkPerft(engine_, c, d, limit);
        if (w.declined) return Skip(r, *w.declined, c);
        if (!w.complete) break;
        walk = std::move(w);
        done = d;
        if (walk.counts[d - 1] != c.perft[d - 1] || walk.mismatch_path) break;
      }
    } catch (const EngineFault& f) {
      return Fail(c, FaultDivergence(f, static_cast<int>(c.actions.size())), r, false);
    }
    if (done < depth && (done == 0 || (walk.counts[done - 1] == c.perft[done - 1] && !walk.mismatch_path)))
      r.limited = "perft checked to depth " + std::to_string(done) + " of " + std::to_string(depth) + ": the " +
                  fmt::format("{:.1f}", seconds) + " s budget for this position (--perft-seconds) ran out during depth " +
                  std::to_string(done + 1);
    int bad_depth = 0;
    for (int d = 1; d <= done; ++d) {
      r.notes.push_back("depth " + std::to_string(d) + ": table " + std::to_string(c.perft[d - 1]) + ", engine " +
                        std::to_string(walk.counts[d - 1]));
      if (!bad_depth && walk.counts[d - 1] != c.perft[d - 1]) bad_depth = d;
    }
    r.steps = static_cast<int>(walk.nodes);
    if (!bad_depth && !walk.mismatch_path) return;
    auto position = CaseStart(c);
    for (const std::string& a : c.actions) position->ApplyActionText(a);
    std::vector<std::string> lines;
    if (bad_depth) {
      std::uint64_t reference = Perft(*position, bad_depth);
      if (reference != c.perft[bad_depth - 1] && !walk.mismatch_path) {
        r.outcome = Outcome::kError;
        r.error = "the perft table is stale: depth " + std::to_string(bad_depth) + " lists " +
                  std::to_string(c.perft[bad_depth - 1]) + " but the reference counts " + std::to_string(reference);
        return;
      }
      lines.push_back("perft depth " + std::to_string(bad_depth) + ": table " + std::to_string(c.perft[bad_depth - 1]) +
                      ", engine " + std::to_string(walk.counts[bad_depth - 1]) + "; divide:");
      for (auto& l : DivideDiff(*position, walk, bad_depth)) lines.push_back(std::move(l));
    }
    Case located = c;
    located.perft.clear();
    if (walk.mismatch_path) {
      for (const auto& a : *walk.mismatch_path) located.actions.push_back(a);
      lines.push_back("first differing node: " + std::to_string(walk.mismatch_path->size()) +
                      " action(s) below the position");
    }
    // Replay the located path in lockstep for the standard report (rules, fields), then shrink it: from the
    // position loaded as a start state (what the walk compared), else (an engine that cannot load states)
    // from the case's start.
    std::optional<Divergence> d;
    if (walk.mismatch_path && Connect(located, r)) {
      Case below = located;
      below.start = std::make_shared<const Json>(position->ToJson());
      below.actions = *walk.mismatch_path;
      LockstepResult lr = PlayAll(below, 1);
      if (!lr.declined) {
        r.steps = static_cast<int>(c.actions.size()) + lr.steps;
        if (lr.divergence) d = lr.divergence, located = std::move(below);
      } else if (Connect(located, r)) {
        d = Play(located, &r.steps);
      }
    }
    if (r.outcome == Outcome::kError) return;
    if (!d) {
      Divergence p;
      p.kind = "perft";
      p.summary = walk.mismatch_path ? "legal actions differ during the perft walk" : "perft counts differ";
      p.step = p.needed = static_cast<int>(located.actions.size());
      for (const auto& m : walk.mismatch) p.details.push_back(m);
      d = p;
    }
    r.original_actions = static_cast<int>(located.actions.size());
    bool shrink = d->kind != "perft";
    Fail(located, std::move(*d), r, shrink, lines);
  }

  // Writes `repro` as a peerage trace named for the case; the path, or empty (with a note) on failure.
  std::string WriteRepro(const Case& repro, const Divergence& d, const std::string& name, CaseResult& r) {
    if (o_.repro_dir.empty()) return "";
    try {
      auto state = CaseStart(repro);
      for (const std::string& a : repro.actions) state->ApplyActionText(a);
      std::string note = "peerage conform: " + r.source + " case " + r.name + ": " + d.kind + " at step " +
                         std::to_string(d.step) + ": " + d.summary;
      if (!repro.compare_start)
        note += " (a witness from the position just before it: the position itself may show other differences of the run)";
      else if (d.resynced && !repro.start)
        note += " (found after re-synchronising from the reference's state; replayed alone, an earlier divergence may show first)";
      std::filesystem::create_directories(o_.repro_dir);
      std::string path = (std::filesystem::path(o_.repro_dir) / FileName(r.source, name)).string();
      WriteFileAtomic(path, WriteTrace(RecordTrace(*state, true, note)));
      return path;
    } catch (const std::exception& e) {
      r.notes.push_back(std::string("could not write the reproducer: ") + e.what());
      return "";
    }
  }

  // Everything that differs where `candidate` first diverges (empty if it passes or the engine cannot be
  // started).
  std::vector<Divergence> First(const Case& candidate) {
    try {
      engine_.Connect();
    } catch (const EngineFault&) {
      return {};
    }
    std::vector<Divergence> all = PlayAll(candidate, 1).divergences;
    if (!all.empty()) all.erase(std::remove_if(all.begin(), all.end(), [&](const Divergence& x) { return x.step != all.front().step; }), all.end());
    return all;
  }

  // A witness starting from the reference's position a few actions before the divergence (loaded as a
  // start state), which the game's simplify hook then makes smaller while the same group shows first; or,
  // for an engine that cannot load states, the case's actions cut by delta debugging. Time-boxed per group.
  Witness Shrunk(const Case& c, const Divergence& d, Case& repro) {
    Witness w;
    w.divergence = d;
    w.original_actions = std::min(d.needed, static_cast<int>(c.actions.size()));
    repro = c;
    repro.actions.resize(static_cast<std::size_t>(w.original_actions));
    if (w.original_actions == 0) w.shrunk_actions = 0;  // nothing to cut
    if (!o_.shrink || d.fault || d.kind == "perft" || w.original_actions == 0) return w;
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                             std::chrono::duration<double>(o_.shrink_options.seconds));
    int runs = 0;
    auto shows = [&](const Case& candidate) -> std::optional<Divergence> {
      if (Clock::now() > deadline || runs >= o_.shrink_options.max_runs) return std::nullopt;
      ++runs;
      for (Divergence& got : First(candidate))
        if (SameDifference(d, got)) return got;
      return std::nullopt;
    };
    std::optional<Divergence> found;
    if (resyncs_ > 0 || refused_resync_.empty()) {
      auto position = CaseStart(c);
      std::vector<std::unique_ptr<State>> before;  // positions step-kLookBack .. step
      for (int t = 0; t < w.original_actions; ++t) {
        if (t >= w.original_actions - kLookBack) before.push_back(position->Clone());
        position->ApplyActionText(c.actions[static_cast<std::size_t>(t)]);
      }
      before.push_back(std::move(position));
      for (int back = 0; back < static_cast<int>(before.size()) && !found; ++back) {
        const State& at = *before[before.size() - 1 - static_cast<std::size_t>(back)];
        Case candidate = c;
        candidate.name = c.name + " (witness)";
        candidate.start = std::make_shared<const Json>(at.ToJson());
        candidate.actions.assign(c.actions.begin() + (w.original_actions - back), c.actions.begin() + w.original_actions);
        candidate.compare_start = back == 0;  // what the actions lead to, whatever else the position shows
        if (at.IsTerminal() && back == 0) continue;
        if ((found = shows(candidate))) repro = std::move(candidate);
      }
      if (found && repro.start) {
        // Simplify the start position while the same group still shows first.
        auto state = CaseStart(repro);
        for (const std::string& a : repro.actions) state->ApplyActionText(a);
        Trace trace = RecordTrace(*state, false);
        ShrinkStats stats;
        Trace small = ShrinkSituation(trace, [&](const Trace& t) {
          Case candidate = repro;
          candidate.start = t.start;
          candidate.actions.clear();
          for (const TraceStep& step : t.steps) candidate.actions.push_back(step.action);
          if (auto got = shows(candidate)) {
            found = got;
            return true;
          }
          return false;
        }, static_cast<std::uint64_t>(std::max(o_.shrink_options.max_runs, 0)), &stats);
        repro.start = small.start;
      }
    }
    if (!found && w.original_actions > 0 && !d.resynced) {
      // From the case's own start (an engine that cannot load states): delta debugging over its actions.
      ShrinkResult s = Shrink(repro, d, [&](const Case& candidate) { return shows(candidate); }, o_.shrink_options);
      found = s.divergence, repro = s.shrunk;
    }
    w.shrink_runs = runs;
    if (found) {
      w.shrunk_actions = static_cast<int>(repro.actions.size());
      w.from_position = repro.start != nullptr && repro.start != c.start;
    } else {
      repro = c;
      repro.actions.resize(static_cast<std::size_t>(w.original_actions));
    }
    return w;
  }

  // Counts a divergence in its group; a new group gets its witness shrunk and written. Returns the
  // witness as this case shows it.
  Witness Note(const Case& c, const Divergence& d, CaseResult& r, bool shrink) {
    const std::string sig = Signature(d);
    auto join = [&](std::size_t k) {
      DistinctDivergence& g = groups_[k];
      positions_[k].insert(PositionKey(r, d));
      ++g.occurrences;
      if (cases_seen_[k].insert(r.source + "/" + r.name).second) ++g.cases;
      Witness w;
      w.divergence = d;
      w.original_actions = std::min(d.needed, static_cast<int>(c.actions.size()));
      w.same_as = g.first_case;
      w.group = static_cast<int>(k) + 1;
      ++r.group_counts[w.group];
      return w;
    };
    if (std::optional<std::size_t> into = GroupOf(c, d)) return join(*into);
    Case repro;
    Witness w = shrink ? Shrunk(c, d, repro) : Witness{};
    if (!shrink) {
      w.divergence = d;
      w.original_actions = std::min(d.needed, static_cast<int>(c.actions.size()));
      repro = c;
      repro.actions.resize(static_cast<std::size_t>(w.original_actions));
    }
    DistinctDivergence g{sig, r.source + "/" + r.name, 1, w, 1, DifferenceText(d), {}, {}};
    Divergence at_witness = w.divergence;
    at_witness.step = static_cast<int>(repro.actions.size());
    FindCondition(repro, at_witness, g);
    // Where two bugs act at one position (an armed Noble after a Suit Ability), d's own facts there match
    // neither group; its witness, shrunk to a position where one of them acts alone, shows whose it is.
    if (std::optional<std::size_t> k = SameConditionAs(g)) {
      facts_.erase(g.signature + "#" + std::to_string(groups_.size()));
      return join(*k);
    }
    g.cause = ReferenceCause(repro, at_witness);
    std::string base = r.name;  // "x.trace.json" -> "x-2"
    if (base.size() > 11 && base.compare(base.size() - 11, 11, ".trace.json") == 0) base.resize(base.size() - 11);
    w.reproducer = WriteRepro(repro, w.divergence, base + "-" + std::to_string(groups_.size() + 1), r);
    w.group = static_cast<int>(groups_.size()) + 1;
    ++r.group_counts[w.group];
    g.witness = w;
    groups_.push_back(std::move(g));
    positions_.push_back({PositionKey(r, d)});
    cases_seen_.push_back({r.source + "/" + r.name});
    return w;
  }

  // How the reference resolved the step after which `d` shows in `repro` (DistinctDivergence::cause): the
  // parts the game tells while explaining, then the ids of the rules it applied; empty for a difference in
  // a decision (legal actions, chances, a refusal), which no step resolves.
  std::vector<std::string> ReferenceCause(const Case& repro, const Divergence& d) const {
    static const std::set<std::string> kOutcomes = {"state", "observation", "scores", "actor"};
    if (!kOutcomes.count(d.kind) || d.step < 1 || d.step > static_cast<int>(repro.actions.size())) return {};
    try {
      auto state = CaseStart(repro);
      for (int i = 0; i + 1 < d.step; ++i) state->ApplyActionText(repro.actions[static_cast<std::size_t>(i)]);
      state->SetExplaining(true);
      state->ApplyActionText(repro.actions[static_cast<std::size_t>(d.step - 1)]);
      std::vector<std::string> out = state->StepParts();
      std::vector<std::string> ids;
      for (RuleId rule : state->StepRules()) {
        const std::string& id = state->info().rules[static_cast<std::size_t>(rule)].id;
        if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
      }
      if (!ids.empty()) {
        std::string line = "rules applied: ";
        for (std::size_t i = 0; i < ids.size(); ++i) line += (i ? ", " : "") + ids[i];
        out.push_back(line);
      }
      return out;
    } catch (const Error&) {
      return {};
    }
  }

  // An earlier group of the same difference whose deciding facts and those of `g` (a new group's, found at
  // its witness) cover each other (CoveredShare both ways, at least kCoverShare): one condition.
  std::optional<std::size_t> SameConditionAs(const DistinctDivergence& g) {
    const auto mine = facts_.find(g.signature + "#" + std::to_string(groups_.size()));
    if (mine == facts_.end() || mine->second.empty()) return std::nullopt;
    for (std::size_t k = 0; k < groups_.size(); ++k) {
      if (groups_[k].signature != g.signature) continue;
      const auto theirs = facts_.find(groups_[k].signature + "#" + std::to_string(k));
      if (theirs == facts_.end() || theirs->second.empty()) continue;
      if (CoveredShare(theirs->second, mine->second) >= kCoverShare && CoveredShare(mine->second, theirs->second) >= kCoverShare)
        return k;
    }
    return std::nullopt;
  }

  // The group an earlier group's difference `d` joins, if any: one showing the same difference (Signature,
  // SameDifference) and, for a decision (legal actions) where groups of that difference have conditions, one
  // whose deciding facts each decide `d` at its own position too (changing it takes some of `d`'s actions
  // away, or all of it), or, failing that, the one whose facts `d`'s own facts cover best (CoveredShare, at
  // least kCoverShare); a decision whose own facts are found and cover no group's is a new group.
  std::optional<std::size_t> GroupOf(const Case& c, const Divergence& d) {
    std::vector<std::size_t> same;
    for (std::size_t k = 0; k < groups_.size(); ++k)
      if (groups_[k].signature == Signature(d) || SameDifference(groups_[k].witness.divergence, d)) same.push_back(k);
    if (same.empty()) return std::nullopt;
    const bool conditioned = std::any_of(same.begin(), same.end(), [&](std::size_t k) { return !groups_[k].deciding.empty(); });
    // Only a decision is split by condition (two bugs that offer, or leave out, one kind of action at one
    // decision); a state is grouped by the fields that differ.
    if (!conditioned || !ConditionsOn() || d.kind != "legal" || condition_runs_ >= o_.condition_total_runs)
      return same.front();
    auto until = [&](int runs) {
      AblationBudget b;
      b.max_runs = static_cast<std::size_t>(std::max(std::min(runs, o_.condition_total_runs - condition_runs_), 0));
      return b;
    };
    std::optional<std::size_t> found;
    bool fresh = false;  // d's own facts share no group's: a new group
    try {
      Case at = ConditionCase(c, d);
      auto position = CaseStart(at);
      const Json deal = DealPublicState(*position);
      const std::vector<FactEdit> simpler = SimplerPositions(*position);
      const std::string base = ShowsFrom(at, *at.start, d).value_or("");
      // 1. Quick: every one of a group's deciding facts, changed on its own here, takes some of d's actions
      //    away (or all of it). Remembered by the values of the group's deciding fields here.
      for (std::size_t k : same) {
        if (groups_[k].deciding.empty() || base.empty()) continue;
        const std::string memo_key = std::to_string(k) + "|" + Signature(d) + "|" + FieldValues(at.start->at("state"), groups_[k].deciding);
        auto m = decided_memo_.find(memo_key);
        if (m == decided_memo_.end()) {
          DifferenceAt fewer = [&](const Json& wrapper) -> std::optional<std::string> {
            std::optional<std::string> now = ShowsFrom(at, wrapper, d);
            if (!now) return std::nullopt;
            return Fewer(*now, base) ? "fewer" : base;
          };
          const AblationBudget budget = until(200);
          bool decided = true;
          for (const std::vector<std::string>& fact : facts_[groups_[k].signature + "#" + std::to_string(k)])
            if (decided) decided = DecidedBy(*at.start, deal, fact, fewer, budget, simpler);
          m = decided_memo_.emplace(memo_key, decided).first;
        }
        if (m->second) {
          found = k;
          break;
        }
      }
      // 2. Else d's own deciding facts, found once at its position: the group whose facts they cover best
      //    takes it, if they cover at least kCoverShare of them (Covered: the same field, or two changes of
      //    several fields of which one contains the other: one condition seen from another position, where
      //    a game's simplification touches one more field); none: a new group.
      if (!found && !base.empty()) {
        DifferenceAt vanishes = [&](const Json& wrapper) -> std::optional<std::string> {
          std::optional<std::string> now = ShowsFrom(at, wrapper, d);
          if (!now) return std::nullopt;
          return now->empty() ? "" : "shows";
        };
        DecidingFacts own = FindDecidingFacts(*at.start, deal, vanishes, until(200), simpler);
        std::vector<std::vector<std::string>> mine;
        for (const DecidingFact& f : own.facts) mine.push_back(f.patterns);
        if (own.complete && !mine.empty()) {
          fresh = true;
          double best = 0;
          for (std::size_t k : same) {
            const auto theirs = facts_.find(groups_[k].signature + "#" + std::to_string(k));
            if (theirs == facts_.end() || theirs->second.empty()) continue;
            const double share = CoveredShare(theirs->second, mine);
            if (share >= kCoverShare && share > best) found = k, fresh = false, best = share;
          }
        }
      }
    } catch (const Error&) {
    }
    if (found) return found;
    if (fresh) return std::nullopt;
    return same.front();  // nothing tells it apart (or the budget ran out): the first group of its difference
  }

  bool ConditionsOn() const {
    return o_.condition_runs > 0 && state_mode_ == StateCompare::kPublic;
  }

  // What a run from `wrapper` (base's start replaced) shows of `d`: for a decision, the actions only one side
  // lists that `d`'s kinds name, sorted ("" none: the engines agree on them); otherwise "shows" or "".
  // nullopt: no valid position (the reference refuses it or its actions, or gives the turn to another
  // player than at base's start; the engine declines it or fails; or something differs before `d`'s step).
  std::optional<std::string> ShowsFrom(const Case& base, const Json& wrapper, const Divergence& d) {
    ++condition_runs_;
    Case candidate = base;
    candidate.start = std::make_shared<const Json>(wrapper);
    try {
      // A change of who is to act changes every decision: it decides nothing of its own.
      if (CaseStart(candidate)->CurrentPlayer() != CaseStart(base)->CurrentPlayer()) return std::nullopt;
      if (!ValidInReference(candidate)) return std::nullopt;
      engine_.Connect();
    } catch (const Error&) {  // the reference's refusal, or the engine's fault (EngineFault is an Error)
      return std::nullopt;
    }
    LockstepResult lr = PlayAll(candidate, 1);
    if (lr.declined) return std::nullopt;
    if (lr.divergences.empty()) return std::string();
    const Divergence& first = lr.divergences.front();
    if (first.fault || first.step < static_cast<int>(base.actions.size())) return std::nullopt;
    std::set<std::string> actions;
    bool shows = false;
    for (const Divergence& x : lr.divergences) {
      if (x.step != first.step || !SameDifference(d, x)) continue;
      shows = true;
      actions.insert(x.missing.begin(), x.missing.end());
      actions.insert(x.extra.begin(), x.extra.end());
    }
    if (!shows) return std::string();
    if (actions.empty()) return std::string("shows");
    std::string key;
    for (const std::string& a : actions) key += a + "\n";
    return key;
  }

  // How much of a group's deciding facts a divergence's own facts cover: two bugs that offer one action kind
  // at one decision differ in a fact (a Suit Ability played this turn; a Noble already armed), while one bug
  // seen at two positions shares its facts up to the incidental ones (issue 39). A group's fact is covered by
  // an own fact of the same fields, or, for changes of several fields (a game's simplifications, which keep
  // its invariants, and touch more or fewer bookkeeping fields by position), by one whose fields contain its
  // fields, lie within them, or share at least two fields and half of the larger one's (a Noble taken out of
  // the Courtyard with or without this turn's tax record: one fact; a card moved to the discard pile from a
  // hand or from a Noble's Weapon, sharing only the pile: two).
  static constexpr double kCoverShare = 0.75;
  static bool Covered(const std::vector<std::string>& fact, const std::vector<std::vector<std::string>>& own) {
    const std::set<std::string> a(fact.begin(), fact.end());
    for (const std::vector<std::string>& o : own) {
      const std::set<std::string> b(o.begin(), o.end());
      if (a == b) return true;
      if (a.size() < 2 || b.size() < 2) continue;
      if (std::includes(a.begin(), a.end(), b.begin(), b.end()) || std::includes(b.begin(), b.end(), a.begin(), a.end()))
        return true;
      std::size_t shared = 0;
      for (const std::string& f : a) shared += b.count(f);
      if (shared >= 2 && 2 * shared >= std::max(a.size(), b.size())) return true;
    }
    return false;
  }
  static double CoveredShare(const std::vector<std::vector<std::string>>& group_facts,
                             const std::vector<std::vector<std::string>>& own) {
    std::size_t covered = 0;
    for (const std::vector<std::string>& f : group_facts) covered += Covered(f, own) ? 1 : 0;
    return group_facts.empty() ? 0.0 : static_cast<double>(covered) / static_cast<double>(group_facts.size());
  }

  // True if `now` lists a strict part of `base`'s actions (ShowsFrom keys).
  static bool Fewer(const std::string& now, const std::string& base) {
    if (now.empty()) return !base.empty();
    if (now == base || now == "shows" || base == "shows") return false;
    for (std::size_t at = 0; at < now.size();) {
      const std::size_t end = now.find('\n', at);
      if (base.find(now.substr(at, end - at + 1)) == std::string::npos) return false;
      at = end + 1;
    }
    return now.size() < base.size();
  }

  // The values at every pointer `patterns` match in `inner`, in one text.
  static std::string FieldValues(const Json& inner, const std::vector<std::string>& patterns) {
    std::string s;
    std::function<void(const Json&, const std::string&)> walk = [&](const Json& node, const std::string& at) {
      if (!at.empty())
        for (const std::string& p : patterns)
          if (PatternCovers(p, FieldPattern(at, inner)) && FieldPattern(at, inner).size() == p.size()) {
            s += at + "=" + node.dump() + ";";
            return;
          }
      if (node.is_object())
        for (const auto& [key, sub] : node.items()) walk(sub, at + "/" + key);
      else if (node.is_array())
        for (std::size_t k = 0; k < node.size(); ++k) walk(node[k], at + "/" + std::to_string(k));
    };
    walk(inner, "");
    return s;
  }

  // A new group's condition: the deciding facts of its witness's position (conditions.h), within
  // condition_runs engine runs.
  void FindCondition(const Case& repro, const Divergence& d, DistinctDivergence& g) {
    if (!ConditionsOn() || !HasCondition(d)) return;
    try {
      Case at = ConditionCase(repro, d);
      auto position = CaseStart(at);
      AblationBudget budget;
      budget.max_runs = static_cast<std::size_t>(o_.condition_runs);
      // Deciding: some change makes the difference go away.
      DifferenceAt vanishes = [&](const Json& wrapper) -> std::optional<std::string> {
        std::optional<std::string> now = ShowsFrom(at, wrapper, d);
        if (!now) return std::nullopt;
        return now->empty() ? "" : "shows";
      };
      DecidingFacts facts = FindDecidingFacts(*at.start, DealPublicState(*position), vanishes, budget, SimplerPositions(*position));
      if (facts.base == "shows") {
        g.condition = TellFacts(position->info(), *at.start, facts);
        // What a divergence of this group must be decided by: each fact (its fields) on its own.
        std::vector<std::vector<std::string>> group_facts;
        for (const DecidingFact& f : facts.facts) {
          group_facts.push_back(f.patterns);
          for (const std::string& p : f.patterns)
            if (std::find(g.deciding.begin(), g.deciding.end(), p) == g.deciding.end()) g.deciding.push_back(p);
        }
        facts_[g.signature + "#" + std::to_string(groups_.size())] = std::move(group_facts);
      }
    } catch (const Error&) {
    }
  }

  // Records a case's first failure: counted in its group (shrunk if the group is new and `shrink`), with
  // `context` lines ahead of its details.
  void Fail(const Case& c, Divergence d, CaseResult& r, bool shrink, const std::vector<std::string>& context = {}) {
    r.outcome = Outcome::kFail;
    std::vector<Divergence> parts = PeelKnown(d);
    Witness w = Note(c, parts.front(), r, shrink);
    for (std::size_t k = 1; k < parts.size(); ++k) {
      Witness more = Note(c, parts[k], r, shrink);
      if (more.same_as.empty()) r.later.push_back(std::move(more));
    }
    r.same_as = w.same_as;
    r.shrunk_actions = w.shrunk_actions;
    r.shrink_runs = w.shrink_runs;
    r.reproducer = w.reproducer;
    r.from_position = w.from_position;
    r.group = w.group;
    if (w.group > 0) r.condition = groups_[static_cast<std::size_t>(w.group - 1)].condition;
    d.details.insert(d.details.begin(), context.begin(), context.end());
    r.divergence = d;
  }

  const ConformOptions& o_;
  RemoteEngine engine_;
  int unusable_ = 0;
  int resyncs_ = 0;             // re-synchronisations the engine accepted in this run
  std::string refused_resync_;  // the first it refused ("code: message")
  std::vector<DistinctDivergence> groups_;        // in the order first seen
  std::vector<std::set<std::string>> positions_;   // per group: "source/name@step" of every divergence in it
  StateCompare state_mode_ = StateCompare::kNone;  // the state comparison made (conditions need kPublic)
  int condition_runs_ = 0;                        // engine runs spent on conditions in this run
  std::map<std::string, bool> decided_memo_;      // GroupOf: group, difference and deciding values -> decided
  std::map<std::string, std::vector<std::vector<std::string>>> facts_;  // "signature#index" -> its deciding facts' fields
  std::vector<std::set<std::string>> cases_seen_;  // per group: the cases it showed in
};

void Validate(const ConformOptions& o) {
  Registry::Instance().Get(o.sources.config.game);
  MakeContext(o.sources.config);
  if (o.engine.empty()) throw ConfigError("--engine", "name the engine command to test");
  if (o.shards < 1 || o.shard < 0 || o.shard >= o.shards)
    throw ConfigError("--shard", "expected i/n with 0 <= i < n");
  if (o.limits.timeout_ms < 1) throw ConfigError("--timeout", "must be at least 1 ms");
  if (o.max_divergences < 0) throw ConfigError("--divergences", "must be 0 (no limit) or more (1: stop each case at its first)");
  if (o.compare.state_every < 1) throw ConfigError("--state-every", "must be at least 1 (1: the state at every step)");
  if (o.perft_seconds < 0) throw ConfigError("--perft-seconds", "must not be negative");
  for (const std::string& f : o.compare.fields) {
    try {
      Json::json_pointer p(f);
      (void)p;
    } catch (const nlohmann::json::exception&) {
      throw ConfigError("--field " + f, "not a JSON pointer (e.g. /state/phase)");
    }
  }
}

}  // namespace

const char* OutcomeName(Outcome o) {
  switch (o) {
    case Outcome::kPass: return "pass";
    case Outcome::kFail: return "fail";
    case Outcome::kError: return "error";
    case Outcome::kSkip: return "skip";
  }
  return "?";
}

StateCompare EffectiveStateCompare(const CompareOptions& options, const std::string& game, std::string* note) {
  StateCheck check(Registry::Instance().Get(game), options);
  if (note && check.mode() != options.state)
    *note = "game " + game + " has no public state yet, so states were not compared (only actors, scores and legal "
            "actions); use --state full or observation to compare more";
  return check.mode();
}

ConformReport RunConform(const ConformOptions& o) {
  Validate(o);
  auto t0 = Clock::now();
  std::vector<Case> cases = Shard(BuildCases(o.sources), o.shard, o.shards);
  ConformReport report;
  Runner runner(o);
  auto finish = [&](CaseResult r) {
    if (o.on_result) o.on_result(r);
    report.results.push_back(std::move(r));
  };
  // The perft budget is shared: each perft case gets what is left divided by the perft cases left.
  int perft_left = static_cast<int>(std::count_if(cases.begin(), cases.end(), [](const Case& c) { return !c.perft.empty(); }));
  double perft_budget = o.perft_seconds;
  for (size_t i = 0; i < cases.size(); ++i) {
    if (o.progress) o.progress("conform", i, cases.size());
    if (o.on_case) o.on_case(cases[i].source + "/" + cases[i].name);
    double share = 0;
    if (!cases[i].perft.empty() && o.perft_seconds > 0) share = std::max(perft_budget, 0.0) / perft_left--;
    CaseResult r = runner.Run(cases[i], share);
    if (!cases[i].perft.empty()) perft_budget -= r.seconds;
    finish(std::move(r));
  }
  if (o.progress && !cases.empty()) o.progress("conform", cases.size(), cases.size());
  if (o.explore_seconds > 0) {
    auto start = NewGame(o.sources.config);
    Explorer explorer(*start, SubSeed(o.sources.seed, 0x6578706c), o.sources.max_steps);
    auto begin = Clock::now();
    auto deadline = begin + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(o.explore_seconds));
    auto total_ms = static_cast<std::uint64_t>(o.explore_seconds * 1000);
    int index = 0, run = 0;
    while (o.explore_cases == 0 || run < o.explore_cases) {
      auto actions = explorer.Next(deadline);
      if (!actions) break;
      int j = index++;
      if (j % o.shards != o.shard) continue;
      Case c;
      c.source = "explore";
      c.name = "explore#" + std::to_string(j);
      c.config = o.sources.config;
      c.config.players = start->NumPlayers();
      c.config.settings = start->context().settings;
      c.config.data_file = start->context().data_file;
      c.actions = std::move(*actions);
      ++run;
      if (o.on_case) o.on_case(c.source + "/" + c.name);
      finish(runner.Run(c));
      if (o.progress) o.progress("explore (ms)", std::min<std::uint64_t>(static_cast<std::uint64_t>(Since(begin) * 1000), total_ms), total_ms);
    }
    if (o.progress) o.progress("explore (ms)", total_ms, total_ms);
    report.explore = explorer.stats();
  }
  runner.MergeCoOccurring(report.results);
  report.distinct = runner.groups();
  report.resync_note = runner.resync_note();
  EffectiveStateCompare(o.compare, o.sources.config.game, &report.state_note);
  report.engine_name = runner.engine_name();
  report.requests = runner.requests();
  report.seconds = Since(t0);
  return report;
}

std::string GroupText(const DistinctDivergence& g) {
  std::string s = WithCondition(g.condition, g.text.empty() ? g.witness.divergence.summary : g.text);
  for (const std::string& a : g.also) s += "; at the same positions, " + a;
  if (!g.cause.empty()) {
    s += "; the reference: ";
    for (std::size_t i = 0; i < g.cause.size(); ++i) s += (i ? "; " : "") + g.cause[i];
  }
  return s;
}

int ExitStatus(const ConformReport& report) {
  bool fail = false, ran = false;
  for (const CaseResult& r : report.results) {
    if (r.outcome == Outcome::kError) return 2;
    fail |= r.outcome == Outcome::kFail;
    ran |= r.outcome != Outcome::kSkip;
  }
  if (!ran) return 2;
  return fail ? 1 : 0;
}

}  // namespace peerage::protocol
