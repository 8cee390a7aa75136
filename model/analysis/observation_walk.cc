#include "model/analysis/observation_walk.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/trace.h"

namespace peerage {
namespace {

constexpr int kPickTries = 5;      // picks in s before a walk ends at a revealing step
constexpr int kMatchLimit = 64;    // counterparts tried in s' per pick

std::string Who(const State& s) {
  const int p = s.CurrentPlayer();
  return p == kTerminal ? std::string("nobody (terminal)") : ActorName(p);
}

std::string Trim(const std::string& text, std::size_t max = 160) {
  return text.size() <= max ? text : text.substr(0, max) + fmt::format("... ({} chars)", text.size());
}

// The value at a JSON-patch path, or "(absent)".
std::string ValueAt(const Json& j, const std::string& path) {
  try {
    return Trim(j.at(Json::json_pointer(path)).dump());
  } catch (const std::exception&) {
    return "(absent)";
  }
}

// "path: s=<value> s'=<value>" per differing path of a vs b (at most `limit` lines).
std::vector<std::string> DiffPaths(const Json& a, const Json& b) {
  std::vector<std::string> paths;
  for (const Json& op : Json::diff(a, b)) paths.push_back(op.at("path").get<std::string>());
  return paths;
}

bool IsShapePath(const std::string& path);

// Shape paths (phase, active, ...) first, then the rest in document order.
std::string DescribeDiff(const Json& a, const Json& b, const char* na, const char* nb, std::size_t limit = 10) {
  auto paths = DiffPaths(a, b);
  std::stable_partition(paths.begin(), paths.end(), [](const std::string& p) { return IsShapePath(p); });
  if (paths.empty()) return "    (none)\n";
  std::string out;
  for (std::size_t i = 0; i < paths.size() && i < limit; ++i)
    out += fmt::format("    {}: {}={} {}={}\n", paths[i], na, ValueAt(a, paths[i]), nb, ValueAt(b, paths[i]));
  if (paths.size() > limit) out += fmt::format("    ... and {} more paths\n", paths.size() - limit);
  return out;
}

// A path with array indices and player numbers folded, for grouping divergences of one kind.
std::string FoldPath(const std::string& path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '/' && i + 1 < path.size() && std::isdigit(static_cast<unsigned char>(path[i + 1]))) {
      out += "/#";
      while (i + 1 < path.size() && path[i + 1] != '/') ++i;
    } else {
      out += path[i];
    }
  }
  return out;
}

// The field a path lies in, for grouping: "/state/players/#/offered/murder" -> "/state/players/#/offered".
std::string FieldOf(const std::string& folded) {
  std::vector<std::string> parts;
  std::size_t from = 1;
  while (from <= folded.size()) {
    const std::size_t to = std::min(folded.find('/', from), folded.size());
    parts.push_back(folded.substr(from, to - from));
    from = to + 1;
  }
  std::string out;
  std::size_t keep = parts.size() > 1 && parts[0] == "state" ? 2 : 1;
  if (parts.size() > keep && parts[keep] == "#") keep += 2;
  for (std::size_t i = 0; i < parts.size() && i < keep; ++i) out += "/" + parts[i];
  return out;
}

std::string ActionKind(const std::string& text) { return text.substr(0, text.find_first_of(":>( ")); }

std::string PhaseOf(const Json& view) {
  const Json& st = view.at("state");
  if (st.is_object()) {
    for (const char* key : {"phase", "stage"})
      if (st.contains(key) && st[key].is_string()) return st[key].get<std::string>();
  }
  return "?";
}

// Steps at which the rules reveal, to everyone at once, something whose consequence is the shape of play:
// a difference after such a step is what the players legitimately saw, not a leak.
//   among-nobles, the finger game: the last player to show ends a simultaneous showing; every count is
//   then seen by all and decides who goes first (the observation clears the counts once resolved, so only
//   the first player remains as their trace).
bool IsPublicReveal(const State& before, int observer, const std::string& text) {
  if (before.info().name == "among-nobles" && text.rfind("fingers:", 0) == 0) {
    const Json view = before.ObservationJson(observer).at("state");
    if (!view.contains("fingers")) return false;
    int waiting = 0;
    for (const Json& shown : view["fingers"]["shown"]) waiting += shown.is_number_integer() && shown.get<int>() < 0;
    return waiting == 1;  // the one about to show: this showing completes the round
  }
  return false;
}

// Top-level observation fields that say where play is rather than what lies where: a difference in one of
// them is a difference in the shape of play, like a difference in who decides next.
bool IsShapePath(const std::string& path) {
  for (const char* key : {"/state/phase", "/state/active", "/state/mode", "/state/actor", "/state/stage"})
    if (path == key) return true;
  return false;
}

struct StepLog {
  std::string actor, in_s, in_t;
};

// One step of a walk for a player other than the observer, or chance: the pick in s and its counterpart.
struct Pair {
  std::unique_ptr<State> s, t;
  std::string text_s, text_t;
  bool same = false;  // the same text in both (then j's view must agree); else a' was matched on j's view
  std::optional<Json> view_s;  // j's view of s, when the matching computed it
};

std::optional<Pair> PickPair(const State& s, const State& t, int j, Rng& rng) {
  std::vector<Action> legal, tlegal;
  for (int attempt = 0; attempt < kPickTries; ++attempt) {
    s.LegalActions(legal);
    const Action a = s.IsChance() ? SampleChance(s.ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
    Pair pair;
    pair.s = s.Clone();
    pair.s->ApplyLegalAction(a);
    pair.text_s = s.ActionToString(a);
    if (auto at = t.ParseAction(pair.text_s); at && t.IsLegal(*at)) {
      pair.t = t.Clone();
      pair.t->ApplyLegalAction(*at);
      pair.text_t = pair.text_s;
      pair.same = true;
      return pair;
    }
    // The hidden counterpart: an action of s' after which j sees exactly what j sees after a in s.
    const Json& want = pair.view_s.emplace(pair.s->ObservationJson(j));
    const int want_actor = pair.s->CurrentPlayer();
    t.LegalActions(tlegal);
    for (std::size_t i = 0; i < tlegal.size(); ++i)  // shuffled: any counterpart, not always the first
      std::swap(tlegal[i], tlegal[i + rng.Below(tlegal.size() - i)]);
    const std::size_t tries = std::min<std::size_t>(tlegal.size(), kMatchLimit);
    for (std::size_t i = 0; i < tries; ++i) {
      auto cand = t.Clone();
      cand->ApplyLegalAction(tlegal[i]);
      if (cand->CurrentPlayer() != want_actor || cand->ObservationJson(j) != want) continue;
      pair.text_t = t.ActionToString(tlegal[i]);
      pair.t = std::move(cand);
      return pair;
    }
  }
  return std::nullopt;
}

std::string WalkText(const std::vector<StepLog>& log) {
  std::string out;
  int n = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (log[i].actor.empty()) {
      out += fmt::format("       {}\n", log[i].in_s);
      continue;
    }
    out += fmt::format("    {:>2} {:<6} {}", ++n, log[i].actor, log[i].in_s);
    if (!log[i].in_t.empty() && log[i].in_t != log[i].in_s) out += fmt::format("   (in s': {})", log[i].in_t);
    out += "\n";
  }
  return out.empty() ? "    (no step: the start states already differ)\n" : out;
}

std::string PrefixText(const State& s, std::size_t last = 12) {
  const auto& history = s.History();
  const auto& actors = s.HistoryActors();
  auto replay = NewGame(s.shared_context());
  std::string out;
  const std::size_t from = history.size() > last ? history.size() - last : 0;
  if (from > 0) out += fmt::format("    ... {} earlier actions\n", from);
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (i >= from)
      out += fmt::format("    {:>4} {:<6} {}\n", i, ActorName(actors[i]), replay->ActionToString(history[i]));
    replay->ApplyLegalAction(history[i]);
  }
  return out;
}

std::string Readings(const GameContext& context) {
  std::string out;
  for (const Interpretation& interp : context.info->interpretations) {
    const auto it = context.settings.find(interp.id);
    if (it != context.settings.end() && it->second != interp.default_reading)
      out += fmt::format("{}{}={}", out.empty() ? "" : ", ", interp.id, it->second);
  }
  return out.empty() ? "all default" : out;
}

// Walks s and its resample for observer j; the first divergence of j's view, if any.
}  // namespace

WalkOutcome WalkPair(const State& start, int j, std::uint64_t resample_seed, std::uint64_t walk_seed, int steps,
                     bool tell_hidden_differs) {
  WalkOutcome out;
  std::unique_ptr<State> s = start.Clone();
  std::unique_ptr<State> t = start.ResampleHidden(j, resample_seed);
  // s and s' when s' was (last) drawn, for a divergence's message (their JSON only then: it is costly).
  std::unique_ptr<State> drawn_s = s->Clone(), drawn_t = t->Clone();
  if (tell_hidden_differs) out.hidden_differs = s->ToJson() != t->ToJson();
  Rng rng(walk_seed);
  std::vector<StepLog> log;
  std::vector<Action> legal;

  // j's view of s, computed once per step: s only moves forward, so its step names it.
  Json view_s;
  int view_step = -1;
  auto view_of_s = [&]() -> const Json& {
    if (view_step != s->Step()) {
      view_s = s->ObservationJson(j);
      view_step = s->Step();
    }
    return view_s;
  };
  std::string phase_before = PhaseOf(view_of_s());
  auto diverged = [&](const std::string& kind, const std::string& what, const std::string& action_kind,
                      const std::string& paths_sig) {
    WalkDivergence d;
    d.kind = kind;
    d.walk_step = out.steps;
    d.prefix = start.Step();
    d.signature = fmt::format("{} after {} in phase {}: {}", kind, action_kind, phase_before, paths_sig);
    const GameContext& ctx = start.context();
    d.message = fmt::format(
        "{} with {} players ({}): observer p{} can tell two states apart that it could not tell apart {} "
        "step(s) earlier: {}\n"
        "  {}\n"
        "  after: s has {} to act, s' has {} to act\n"
        "  walk from the start state (s / s' = resampled for p{}):\n{}"
        "  p{}'s view, s vs s' (observation paths):\n{}"
        "  hidden information, s vs s', when s' was drawn (full-state paths):\n{}"
        "  hidden information, s vs s', now:\n{}"
        "  the start state s was reached by (step {}, {} to act):\n{}",
        ctx.info->name, ctx.players, Readings(ctx), j, d.walk_step, kind, what, Who(*s), Who(*t), j,
        WalkText(log), j, DescribeDiff(s->ObservationJson(j), t->ObservationJson(j), "s", "s'"),
        DescribeDiff(drawn_s->ToJson(), drawn_t->ToJson(), "s", "s'", 8), DescribeDiff(s->ToJson(), t->ToJson(), "s", "s'", 8),
        start.Step(), Who(start), PrefixText(start));
    out.divergence = std::move(d);
  };

  // Compares j's view of s and s' after a step. A difference in who decides next, in a shape field or in
  // j's view where the shape agrees: the first two fail the walk; fields alone are a reveal (the rules
  // showing j what the resample got otherwise, e.g. picks revealed together), after which s' is drawn
  // afresh from s so that the walk goes on from what j now knows.
  enum class Cmp { kSame, kReveal, kShape };
  auto compare = [&](const std::string& action_kind, bool public_reveal = false) {
    const Json& vs = view_of_s();
    const Json vt = t->ObservationJson(j);
    const bool view_differs = vs != vt;
    const bool actor_differs = s->CurrentPlayer() != t->CurrentPlayer();
    if (!view_differs && !actor_differs) return Cmp::kSame;
    std::set<std::string> fields, shape_paths;
    for (const std::string& p : DiffPaths(vs, vt)) {
      fields.insert(FieldOf(FoldPath(p)));
      if (IsShapePath(p)) shape_paths.insert(p);
    }
    const bool shape = !public_reveal && (actor_differs || !shape_paths.empty());
    std::string sig;
    for (const std::string& p : shape ? shape_paths : fields) sig += (sig.empty() ? "" : " ") + p;
    auto role = [&](const State& x) {
      const int p = x.CurrentPlayer();
      return p == j ? "j" : p == kChance ? "chance" : p == kTerminal ? "terminal" : "other";
    };
    if (actor_differs) sig = fmt::format("[{} vs {}] ", role(*s), role(*t)) + sig;
    const std::string kind = public_reveal   ? "a public reveal (not a leak)"
                             : !shape        ? "fields only (a reveal)"
                             : actor_differs ? (view_differs ? "observation and next actor" : "next actor")
                                             : "phase";
    diverged(kind,
             actor_differs ? fmt::format("who decides next differs: {} in s, {} in s'", Who(*s), Who(*t))
             : shape       ? std::string("the phase (or whose turn it is) differs")
             : public_reveal ? std::string("the observations differ after a step that reveals to everyone")
                           : std::string("the observations differ in fields only, the shape of play agrees"),
             action_kind, sig);
    if (shape) return Cmp::kShape;
    if (out.reveals.size() < 4) out.reveals.push_back(std::move(*out.divergence));
    out.divergence.reset();
    return Cmp::kReveal;
  };
  // After a reveal (or a pick with no counterpart in s'): s' drawn afresh from s for j.
  auto resync = [&]() {
    t = s->ResampleHidden(j, rng.Next());
    ++out.resyncs;
    drawn_s = s->Clone();
    drawn_t = t->Clone();
    log.push_back({"", "(s' drawn afresh here: j saw something s' contradicted)", ""});
    return compare("a fresh resample") != Cmp::kShape;
  };

  if (compare("the resample") == Cmp::kShape) return out;
  for (int step = 0; step < steps && !s->IsTerminal(); ++step) {
    const int actor = s->CurrentPlayer();
    phase_before = PhaseOf(view_of_s());
    if (actor == j) {
      s->LegalActions(legal);
      std::vector<std::string> own_s, own_t;
      for (Action a : legal) own_s.push_back(s->ActionToString(a));
      for (Action a : t->LegalActions()) own_t.push_back(t->ActionToString(a));
      std::sort(own_s.begin(), own_s.end());
      std::sort(own_t.begin(), own_t.end());
      if (own_s != own_t) {
        std::vector<std::string> only_s, only_t;
        std::set_difference(own_s.begin(), own_s.end(), own_t.begin(), own_t.end(), std::back_inserter(only_s));
        std::set_difference(own_t.begin(), own_t.end(), own_s.begin(), own_s.end(), std::back_inserter(only_t));
        auto list = [](const std::vector<std::string>& v) {
          std::string o;
          for (std::size_t i = 0; i < v.size() && i < 8; ++i) o += (i ? ", " : "") + v[i];
          if (v.size() > 8) o += fmt::format(", ... ({} in all)", v.size());
          return o.empty() ? std::string("-") : o;
        };
        std::string kinds;
        for (const auto& v : {only_s, only_t})
          for (const std::string& a : v) kinds += " " + ActionKind(a);
        diverged("own legal actions",
                 fmt::format("p{}'s own legal actions differ: only in s: {}; only in s': {}", j, list(only_s), list(only_t)),
                 "-", "own:" + kinds);
        return out;
      }
      const Action a = legal[rng.Below(legal.size())];
      const std::string text = s->ActionToString(a);
      const bool public_reveal = IsPublicReveal(*s, j, text);
      s->ApplyLegalAction(a);
      t->ApplyActionText(text);
      log.push_back({ActorName(actor), text, text});
      ++out.steps;
      const Cmp c = compare(fmt::format("own {}", ActionKind(text)), public_reveal);
      if (c == Cmp::kShape || (c == Cmp::kReveal && !resync())) return out;
    } else {
      auto pair = PickPair(*s, *t, j, rng);
      if (!pair) {  // every pick revealed something s' contradicts: play one in s, resample afresh
        s->LegalActions(legal);
        const Action a = s->IsChance() ? SampleChance(s->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
        const std::string text = s->ActionToString(a);
        s->ApplyLegalAction(a);
        log.push_back({ActorName(actor), text, "(resampled afresh)"});
        ++out.steps;
        if (!resync()) return out;
        continue;
      }
      const bool public_reveal = IsPublicReveal(*s, j, pair->text_s);
      s = std::move(pair->s);
      if (pair->view_s) {
        view_s = std::move(*pair->view_s);
        view_step = s->Step();
      }
      t = std::move(pair->t);
      log.push_back({ActorName(actor), pair->text_s, pair->text_t});
      ++out.steps;
      // A matched counterpart agrees by construction; only the same text can diverge.
      if (!pair->same) continue;
      const Cmp c = compare(fmt::format("{} {}", actor == kChance ? "chance" : "other's", ActionKind(pair->text_s)),
                            public_reveal);
      if (c == Cmp::kShape || (c == Cmp::kReveal && !resync())) return out;
    }
  }
  return out;
}

}  // namespace peerage
