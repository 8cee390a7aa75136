#include "model/analysis/report_faq.h"

#include <cctype>
#include <algorithm>
#include <filesystem>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/analysis/hunt.h"
#include "model/core/error.h"
#include "model/core/narrator_readings.h"

namespace peerage {
namespace {

// Two examples that play the same actions from the same position, with the same other readings.
bool SameLine(const FaqExample& a, const FaqExample& b) {
  if (a.context != b.context || a.trace.steps.size() != b.trace.steps.size()) return false;
  if ((a.trace.start == nullptr) != (b.trace.start == nullptr)) return false;
  if (a.trace.start && *a.trace.start != *b.trace.start) return false;
  for (std::size_t k = 0; k < a.trace.steps.size(); ++k)
    if (a.trace.steps[k].action != b.trace.steps[k].action) return false;
  return a.recorded.steps.size() == b.recorded.steps.size();
}

using Settings = std::map<std::string, std::string>;

// At most this many actions are kept before the point an example shows.
constexpr int kLeadActions = 8;
// The lockstep searches compare whole states (and views) every this many steps, who acts and the legal
// actions at every step (differential.h: a difference found is traced back to its first step).
constexpr int kCompareEvery = 8;

std::string PlaceOf(const GameInfo& info, const std::vector<std::string>& rules) {
  for (const std::string& id : rules)
    for (const RuleInfo& r : info.rules)
      if (r.id == id) return r.place;
  return "";
}

// What the narrator's plausibility check (Narrator::implausible) says of a situation's start: "" when a
// table could reach it, or for a game without the check.
std::string Implausible(const Trace& t) {
  const GameInfo& info = Registry::Instance().Get(t.game);
  if (!info.narrator.implausible) return "";
  std::unique_ptr<State> s = t.start ? StateFromJson(*t.start, "example start") : NewGame(TraceConfig(t));
  const Json table = TablePosition(*s);
  return table.is_null() ? "" : info.narrator.implausible(WithReadings(table, *s));
}

// The situation's recorded readings become `settings` (start position and trace alike); its parameters
// (the report's, or a hand-built seed's own) stay, apart from the readings.
void SetReadings(Trace& t, const Settings& settings) {
  GameConfig c = TraceConfig(t);
  for (const auto& [id, reading] : settings) c.settings[id] = reading;
  SplitSettings split = Split(Registry::Instance().Get(t.game), MakeContext(c)->settings);
  t.interpretations = split.interpretations;
  t.parameters = split.parameters;
  if (t.start) {
    Json j = *t.start;
    j["settings"] = t.interpretations;
    if (t.parameters.empty()) j.erase("parameters");
    else j["parameters"] = t.parameters;
    t.start = std::make_shared<const Json>(std::move(j));
  }
}

// Every step names its actor (hand-built seeds may leave them out), under the trace's own readings.
void FillActors(Trace& t) {
  SituationPlay p = PlaySituation([&] { Trace start = t; start.steps.clear(); return start; }(), {});
  for (TraceStep& s : t.steps) {
    s.actor = ActorName(p.state->CurrentPlayer());
    p.state->ApplyActionText(s.action);
  }
}

std::string ExampleFile(const GameInfo& info, const std::string& name) {
  std::string safe;
  for (char c : name) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '=') ? c : '+';
  return info.name + "/" + safe + ".trace.json";
}

struct Witness {
  Trace trace;          // from the initial state (or a seed's start), under side `a`
  Settings a, b;        // overrides of the two sides (the interpretation, and any context)
  bool observations = false;
  std::string source;
  bool seed = false;    // a hand-built situation: used as it is, not cut
  std::string file;     // a hand-built situation's or stored witness's file, named when it fails
  std::string built;    // why its start is built rather than dealt ("" for play from the deal)
  bool own_shown_from = false;  // a game played from the deal for this pair, whose `shown_from` must be used
};

// The readings a trace is played under, as an error names them: "id=reading, ..." (none: the defaults).
std::string ReadingsPlayed(const Trace& t) {
  std::string under;
  for (const auto& [id, r] : t.interpretations) under += (under.empty() ? "" : ", ") + id + "=" + r;
  return under.empty() ? "the default readings" : under;
}

// Whether every step of `t` plays under the trace's own readings.
bool Playable(const Trace& t) {
  try {
    Trace copy = t;
    FillActors(copy);
    return true;
  } catch (const Error&) {
    return false;
  }
}

// The record of an example cut from play: the witness's actions up to the example's position (`from`) and
// the example's `actions` after it, under `readings`, with the actors filled in; `shown_from` marks the
// position, so that `peerage replay` plays the history that reaches it.
Trace Recorded(const Trace& witness, int from, std::size_t actions, const Settings& readings, const std::string& note) {
  Trace r = witness;
  r.steps.resize(static_cast<std::size_t>(from) + actions);
  r.shown_from = from;
  r.final_state.reset();
  r.note = note;
  SetReadings(r, readings);
  for (TraceStep& s : r.steps) s.legal.reset(), s.hash.reset(), s.line = 0;
  FillActors(r);
  return r;
}

// How far the witness's play reaches the same position under both sides' readings: the largest k such that
// after each of its first k actions (and at its start) the two states are equal; -1 when they differ at the
// start already (a reading that deals differently). An example's position must be one both readings reach.
int SameUntil(const Trace& witness, const Settings& a, const Settings& b) {
  Trace start = witness;
  start.steps.clear();
  std::unique_ptr<State> sa, sb;
  try {
    sa = PlaySituation(start, a).state;
    sb = PlaySituation(start, b).state;
  } catch (const Error&) {
    return -1;
  }
  for (int k = 0;; ++k) {
    if (sa->ToJson()["state"] != sb->ToJson()["state"]) return k - 1;
    if (k == static_cast<int>(witness.steps.size())) return k;
    try {
      sa->ApplyActionText(witness.steps[k].action);
      sb->ApplyActionText(witness.steps[k].action);
    } catch (const Error&) {
      return k;
    }
  }
}

// The witness from its `from`-th position on: cut there, or, at its very start, the witness itself, so that
// each reading plays it from its own deal.
Trace CutAt(const Trace& witness, int from) {
  if (from > 0 || witness.start) return CutSituation(witness, from);
  Trace t = witness;
  for (TraceStep& s : t.steps) s.legal.reset(), s.hash.reset(), s.line = 0;
  t.final_state.reset();
  return t;
}

// What a player at the table notices of a reading's end: who acts (or the result), the legal actions, the
// narrated table. Two ends that look alike here differ at most in what the engine keeps track of.
std::string Visible(const State& s) {
  if (s.IsTerminal()) return fmt::format("over {} {}", fmt::join(s.Scores(), ","), fmt::join(s.Ranking(), ","));
  std::string v = ActorName(s.CurrentPlayer()) + "|";
  for (Action a : s.LegalActions()) v += s.ActionToString(a) + ",";
  const Json table = TablePosition(s);
  return v + "|" + (table.is_null() ? s.ToJson()["state"].dump() : table.dump());
}

// Where two readings part only in what the engine keeps track of (a bride the groom's own player still owes,
// a record of moves), the example plays on until a player notices: the first action legal under both
// (chance: the first outcome both allow), at most kFollowActions of them. Returns the actions to add to `t`
// (its end then shows the difference at the table), or none if the readings still look alike after them.
constexpr int kFollowActions = 12;
std::vector<std::string> FollowToVisible(const Trace& t, const Settings& a, const Settings& b) {
  std::unique_ptr<State> sa, sb;
  try {
    SituationPlay pa = PlaySituation(t, a), pb = PlaySituation(t, b);
    if (pa.illegal_at >= 0 || pb.illegal_at >= 0 || !pa.state || !pb.state) return {};
    sa = std::move(pa.state), sb = std::move(pb.state);
  } catch (const Error&) {
    return {};
  }
  std::vector<std::string> added;
  while (Visible(*sa) == Visible(*sb)) {
    if (sa->IsTerminal() || static_cast<int>(added.size()) == kFollowActions) return {};
    std::optional<std::string> next;
    for (Action x : sa->LegalActions()) {
      const std::string text = sa->ActionToString(x);
      const std::optional<Action> y = sb->ParseAction(text);
      if (y && sb->IsLegal(*y)) {
        next = text;
        break;
      }
    }
    if (!next) return {};
    sa->ApplyActionText(*next);
    sb->ApplyActionText(*next);
    added.push_back(*next);
  }
  return added;
}

// Why an example's position is not one reached by play from the deal ("" when it is), with what the
// plausibility check says of it. A position reached by play is one a table reaches, whatever the check says
// (a test holds the check to that: properties/unit/report_examples_tests.cc).
std::string ConstructedWhy(const std::string& built, const Trace& situation) {
  if (built.empty()) return "";
  const std::string odd = Implausible(situation);
  return odd.empty() ? built : built + "; a table would not reach it as shown: " + odd;
}

// The example for an interpretation: the witness cut to the last position before the readings part (at most
// kLeadActions actions before the point), and the actions after the parting point dropped. The position is
// one the witness reached by play: it is not simplified, and the example's file keeps the play that reaches
// it. A hand-built situation keeps its start and its actions: its note describes them (a reading that records
// the position differently parts at once, before what the note shows happens).
FaqExample MakeExample(const GameInfo& info, const Interpretation& in, const std::string& reading, Witness w) {
  auto parts = [&](const Trace& t) { return SplitSituation(t, w.a, w.b, w.observations); };
  Trace t = w.trace;
  int from = 0;
  if (!w.seed) {
    // The latest position both readings reach by the same play (a reading that records the play differently,
    // a move it keeps track of, parts there: the example then starts before that action).
    // A game played from the deal by hand may name the position it was played to show (its `shown_from`):
    // that one, if both readings reach it and it parts them.
    int n = std::min(static_cast<int>(w.trace.steps.size()), SameUntil(w.trace, w.a, w.b));
    int lead = kLeadActions;
    if (w.trace.shown_from && *w.trace.shown_from <= n && parts(CutAt(w.trace, *w.trace.shown_from)))
      n = *w.trace.shown_from, lead = 0;
    else if (w.own_shown_from)  // the person who chose the position meant it: say why it cannot be shown
      throw Error(w.file, fmt::format("its shown_from is {}, but the example for {}={} must start where both readings "
                                      "have reached the same position by the same play and part after it: {}",
                                      *w.trace.shown_from, in.id, reading,
                                      *w.trace.shown_from > n ? fmt::format("the readings' states differ from action {} on", n + 1)
                                                              : std::string("they do not part after it")));
    t = CutAt(w.trace, 0);  // if no late cut parts them (rare): the whole witness
    for (int k = n; k >= std::max(0, n - lead); --k) {
      Trace cut = CutAt(w.trace, k);
      if (parts(cut)) {
        t = std::move(cut);
        from = k;
        break;
      }
    }
  }
  FaqExample ex;
  ex.source = w.source;
  ex.found_steps = w.trace.steps.size();
  if (auto split = parts(t)) {
    ex.split = *split;
    if (!w.seed) {
      t.steps.resize(split->step);
      // Parted only in what the engine keeps track of: played on to where a player notices.
      const std::vector<std::string> more = FollowToVisible(t, w.a, w.b);
      w.trace.steps.resize(static_cast<std::size_t>(from) + t.steps.size());
      for (const std::string& m : more) {
        t.steps.push_back(TraceStep{.action = m});
        w.trace.steps.push_back(TraceStep{.action = m});
      }
    }
  }
  Settings context = w.a;
  context.erase(in.id);
  Settings base = context;
  base[in.id] = in.default_reading;
  SetReadings(t, base);
  // A hand-built situation keeps all its actions, which may go on past the point where the game ends (or an
  // action stops being legal) under the default: it is then recorded under its own reading, the one it was
  // built for, so that `peerage replay` plays it as written.
  std::string recorded;
  if (w.seed && !Playable(t)) {
    Settings own = context;
    own[in.id] = reading;
    SetReadings(t, own);
    recorded = fmt::format(" Recorded under `{}`: its actions go on where `{}` stops them.", reading, in.default_reading);
  }
  t.note = fmt::format("{}: `{}` and `{}` part here{}.{} Replay under each reading with `peerage replay FILE --set {}=READING`.",
                       in.id, in.default_reading, reading,
                       context.empty() ? "" : fmt::format(" (with {})", fmt::join(context, ", ")), recorded, in.id);
  for (TraceStep& s : t.steps) s.legal.reset(), s.hash.reset();
  try {
    FillActors(t);
    if (!w.seed) {
      ex.recorded = Recorded(w.trace, from, t.steps.size(), base, t.note);
      ex.history = static_cast<std::size_t>(from);
    } else {
      ex.recorded = t;
    }
  } catch (const Error& e) {  // one clear error naming the example's file and the readings it was played under
    throw Error(w.file.empty() ? "the example for " + in.id + "=" + reading : w.file,
                fmt::format("the example for {}={} does not play under {}: {}", in.id, reading, ReadingsPlayed(t),
                            e.what()));
  }
  ex.trace = std::move(t);
  ex.hand_built = w.seed;
  ex.reading_a = in.default_reading;
  ex.reading_b = reading;
  ex.context = context;
  std::string name = in.id + "=" + reading;
  for (const auto& [id, r] : context) name += "+" + id + "=" + r;
  ex.file = ExampleFile(info, name);
  DescribeExample(ex, &in, nullptr);
  TellExample(ex, &in);
  ex.constructed = ConstructedWhy(w.built, ex.trace);
  return ex;
}

std::optional<Witness> FromSearch(const DifferentialResult& d, const Interpretation& in, const Settings& context,
                                  bool observations, const std::string& source) {
  if (!d.divergence) return std::nullopt;
  Witness w;
  w.trace = d.divergence->witness;
  const std::string first = w.trace.interpretations.at(in.id);
  const std::string second = first == d.reading_a ? d.reading_b : d.reading_a;
  w.a = context;
  w.b = context;
  w.a[in.id] = first;
  w.b[in.id] = second;
  w.observations = observations;
  w.source = source;
  return w;
}

// The first game the frequency count saw diverge, as a witness (the count plays other games than the
// search, so it may see a rare difference the search missed).
std::optional<Witness> FromCount(const GameConfig& a, const GameConfig& b, const std::vector<std::string>& actions,
                                 const Interpretation& in, const std::string& source) {
  bool valid = false;
  std::optional<Divergence> found;
  try {
    found = FirstDivergence(a, b, actions, &valid);
  } catch (const Error&) {
    return std::nullopt;
  }
  if (!valid || !found) return std::nullopt;
  return Witness{found->witness, {{in.id, a.settings.at(in.id)}}, {{in.id, b.settings.at(in.id)}}, false, source, false};
}

// A witness kept by the coverage-guided search (ci/hunt.sh) for this pair, if it still parts them.
std::optional<Witness> StoredWitness(const GameInfo& info, const Interpretation& in, const std::string& reading,
                                     const ReportOptions& options) {
  const std::string path = options.witness_dir + "/" + info.name + "--" + in.id + "=" + reading + ".trace.json";
  if (!options.data_file.empty() || !std::filesystem::exists(path)) return std::nullopt;
  try {
    Trace t = ReadTraceFile(path);
    if (t.game != info.name) return std::nullopt;
    std::vector<std::string> actions;
    for (const auto& s : t.steps) actions.push_back(s.action);
    GameConfig a{.game = info.name, .players = t.players, .settings = WithParameters(options, {{in.id, in.default_reading}}), .data_file = {}};
    GameConfig b{.game = info.name, .players = t.players, .settings = WithParameters(options, {{in.id, reading}}), .data_file = {}};
    bool valid = false;
    std::optional<Divergence> found = FirstDivergence(a, b, actions, &valid);
    if (!valid || !found) return std::nullopt;  // stale: the engine changed since the search
    return Witness{found->witness, {{in.id, in.default_reading}}, {{in.id, reading}}, false,
                   "the coverage-guided search (libFuzzer, ci/hunt.sh)", false};
  } catch (const Error&) {
    return std::nullopt;
  }
}

}  // namespace

std::vector<ExampleSeed> LoadExampleSeeds(const GameInfo& info, const std::string& dir) {
  std::vector<ExampleSeed> seeds;
  const std::filesystem::path folder = std::filesystem::path(dir) / info.name;
  if (!std::filesystem::is_directory(folder)) return seeds;
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(folder))
    if (e.path().string().ends_with(".trace.json")) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    Trace t = ReadTraceFile(f);
    try {
      Replay(t, {.check_checkpoints = true, .where = f});  // a broken seed is an error, not a silent skip
    } catch (const Error& e) {  // named with the readings it was played under (the trace's own)
      // Replay's own place (the file, its line and step) stays where it is, named once.
      throw Error(e.where().empty() ? f : e.where(),
                  fmt::format("hand-built example played under {}: {}", ReadingsPlayed(t), e.why()));
    }
    seeds.push_back({f, std::move(t)});
  }
  return seeds;
}

// An example none of whose readings shows the table anything the other does not: no action stops being
// allowed, no game ends, the same player decides next with the same actions, the table looks the same (what
// the players' views hold may differ: a question about what a player sees has only such examples, and takes
// one when nothing else is found).
bool ShowsNothing(const FaqExample& ex) {
  return std::all_of(ex.outcomes.begin(), ex.outcomes.end(), [](const ReadingOutcome& o) {
    const bool table_alike = o.told.empty() || (o.told.size() == 1 && o.told.front().starts_with("the table looks the same"));
    return o.narrated && o.illegal_at < 0 && !o.terminal && o.only_here.empty() && o.not_here.empty() && table_alike &&
           !o.finding && (o.compared_actor.empty() || o.compared_actor == o.actor);
  });
}

namespace {

// How well an example shows its question, best first. A tie-break example whose readings agree on who wins
// shows a tie-break the rulebook may give for the winner only (pass 13: an.remaining-gold, nm.tie-after-pounds
// showed ties for second place); one whose point is the ability of a card the data file invented shows that
// card, not the rule (an.legacy-order's sample legacy). Either is kept only where nothing better is found.
constexpr int kShowsAll = 0, kShowsInventedCard = 1, kShowsOnlyBelowFirst = 2, kShowsNothing = 3;
int ExamplePreference(const GameInfo& info, const FaqExample& ex) {
  if (ShowsNothing(ex)) return kShowsNothing;
  if (std::any_of(ex.outcomes.begin(), ex.outcomes.end(), [](const ReadingOutcome& o) { return o.same_winners; }))
    return kShowsOnlyBelowFirst;
  if (info.tells_invented) {
    const SituationPlay played = PlaySituation(ex.trace, {});  // the game's context: its data file
    for (const ReadingOutcome& o : ex.outcomes)
      if (played.state && info.tells_invented(*played.state, OutcomeSentence(o))) return kShowsInventedCard;
  }
  return kShowsAll;
}

// A game the frequency count saw diverge, to be played again as another witness.
struct CountedGame {
  GameConfig a, b;
  std::uint64_t seed = 0, game = 0;
};
constexpr std::size_t kMoreCountedGames = 60;  // at most this many more witnesses are tried per reading
constexpr std::uint64_t kFurtherGamesFactor = 8;  // games played past the count, as a multiple of it, for a tie for first

}  // namespace

FaqEntry InterpretationEntry(const GameInfo& info, const Interpretation& in, const ReportOptions& options,
                             const std::vector<ExampleSeed>& seeds) {
  FaqEntry e;
  e.kind = "interpretation";
  e.modelling = in.kind == InterpretationKind::kModellingChoice;
  e.id = in.id;
  e.question = in.question;
  e.phrase = in.phrase;
  e.place = in.phrase_place.empty() ? PlaceOf(info, in.rules) : in.phrase_place;
  e.rules = in.rules;
  e.default_reading = in.default_reading;
  e.default_why = in.default_why;
  e.readings = in.readings;
  std::stable_partition(e.readings.begin(), e.readings.end(), [&](const Reading& r) { return r.id == in.default_reading; });
  for (const Reading& reading : in.readings) {
    if (reading.id == in.default_reading) continue;
    std::optional<Witness> best;
    std::vector<Witness> found;  // every search's witness, the shortest first
    std::vector<CountedGame> more;  // the other games the frequency count saw diverge
    std::uint64_t games = 0, steps = 0;
    std::vector<int> counts;
    for (int p = info.min_players; p <= info.max_players && in.chance_differs.empty(); ++p) {
      counts.push_back(p);
      GameConfig a{.game = info.name, .players = p, .settings = WithParameters(options, {{in.id, in.default_reading}}),
                   .data_file = options.data_file};
      GameConfig b = a;
      b.settings[in.id] = reading.id;
      DivergenceCount f = CountDivergentGames(a, b, options.freq_games, SubSeed(options.seed, p));
      e.frequency.push_back({p, reading.id, f.games, f.diverged});
      for (std::size_t k = 0; k < f.diverged_games.size(); ++k)
        more.push_back({a, b, SubSeed(options.seed, p), f.diverged_games[k]});
      DifferentialOptions d{.seed = options.seed, .games = options.diff_games, .max_steps = 2000, .shrink_budget = 0,
                            .data_file = options.data_file, .context = options.parameters, .observations = false,
                            .compare_every = kCompareEvery};
      DifferentialResult r = SearchDivergence(info, p, in.id, in.default_reading, reading.id, d);
      games += r.games, steps += r.steps;
      if (auto w = FromSearch(r, in, {}, false, "random lockstep search, " + PlayerCount(p))) found.push_back(std::move(*w));
      else if (f.diverged > 0)  // the frequency count's games saw it where the search's did not
        if (auto w = FromCount(a, b, f.first_diverged, in, "random play counting how often it matters, " + PlayerCount(p)))
          found.push_back(std::move(*w));
    }
    if (in.chance_differs.empty())
      if (auto w = StoredWitness(info, in, reading.id, options)) found.push_back(std::move(*w));
    std::stable_sort(found.begin(), found.end(),
                     [](const Witness& x, const Witness& y) { return x.trace.steps.size() < y.trace.steps.size(); });
    // The shortest witness whose example shows a player something; one that parts the readings only in what
    // the engine keeps track of, even played on (FollowToVisible), is kept only if no other shows more. One
    // that shows less than the question asks (a tie-break for second place, an invented card's ability) is
    // kept only if no other game the count saw diverge shows more (ExamplePreference).
    std::optional<FaqExample> chosen, quiet;
    int chosen_rank = kShowsNothing;
    auto consider = [&](const Witness& w) {
      FaqExample ex = MakeExample(info, in, reading.id, w);
      const int rank = ExamplePreference(info, ex);
      if (rank == kShowsNothing) {
        if (!quiet) quiet = std::move(ex);
      } else if (rank < chosen_rank) {
        chosen = std::move(ex);
        chosen_rank = rank;
      }
    };
    for (const Witness& w : found) {
      if (chosen_rank == kShowsAll) break;
      consider(w);
    }
    for (std::size_t k = 0, tried_more = 0; k < more.size() && chosen && chosen_rank != kShowsAll &&
                                             tried_more < kMoreCountedGames; ++k, ++tried_more) {
      const CountedGame& g = more[k];
      if (auto w = FromCount(g.a, g.b, CountedGameActions(g.a, g.b, g.seed, g.game), in,
                             "random play counting how often it matters, " + PlayerCount(g.a.players)))
        consider(*w);
    }
    // A tie-break shown only for a place below first: play on past the counted games (the same seeds, games
    // the table does not count) for a tie for the win (nm.tie-after-pounds: one game in a few hundred).
    for (int p = info.min_players; p <= info.max_players && chosen && chosen_rank >= kShowsOnlyBelowFirst &&
                                   in.chance_differs.empty() && options.freq_games > 0;
         ++p) {
      GameConfig a{.game = info.name, .players = p, .settings = WithParameters(options, {{in.id, in.default_reading}}),
                   .data_file = options.data_file};
      GameConfig b = a;
      b.settings[in.id] = reading.id;
      const std::uint64_t seed = SubSeed(options.seed, p);
      const DivergenceCount further = CountDivergentGames(a, b, options.freq_games * kFurtherGamesFactor, seed);
      for (std::size_t k = 0, tried_further = 0; k < further.diverged_games.size() && chosen_rank >= kShowsOnlyBelowFirst &&
                                                 tried_further < kMoreCountedGames; ++k) {
        if (further.diverged_games[k] < options.freq_games) continue;  // counted, and tried above
        ++tried_further;
        if (auto w = FromCount(a, b, CountedGameActions(a, b, seed, further.diverged_games[k]), in,
                               "random play past the counted games, " + PlayerCount(p)))
          consider(*w);
      }
    }
    if (chosen || quiet) best = found.front();
    // "120 games played under both readings at 2, 3 and 4 players, 37874 actions in all"
    std::vector<std::string> tried;
    if (!counts.empty()) {
      std::string at = fmt::format("{}", counts.back());
      if (counts.size() > 1)
        at = fmt::format("{} and {}", fmt::join(counts.begin(), counts.end() - 1, ", "), counts.back());
      tried.push_back(fmt::format("{} games played under both readings at {} player{}, {} actions in all", games, at,
                                  counts.size() == 1 && counts[0] == 1 ? "" : "s", steps));
    }
    // Hand-built seeds are used only where the searches found nothing: a position a real game reaches beats
    // one built to show the point (issue 38 item 2). The seed made for this pair is tried first; one that is
    // played from the deal (no start state) is itself a position a real game reaches, chosen by a person to
    // show the point, and is taken over the searches' witnesses.
    std::vector<const ExampleSeed*> order;
    const std::string own = in.id + "=" + reading.id;
    auto from_deal = [](const ExampleSeed& seed) { return seed.solver.empty() && seed.trace.start == nullptr; };
    // A seed of its own is also tried where the searches' example shows less than the question asks (a tie
    // for second place only), and taken only if its own example shows more.
    const bool weak = chosen && chosen_rank >= kShowsOnlyBelowFirst;
    for (const ExampleSeed& seed : seeds)
      if ((!chosen || weak || from_deal(seed)) && std::filesystem::path(seed.path).filename().string().starts_with(own))
        order.push_back(&seed);
    for (const ExampleSeed& seed : seeds)
      if (!best && std::find(order.begin(), order.end(), &seed) == order.end()) order.push_back(&seed);
    for (const ExampleSeed* seed : order) {
      Settings context;
      for (const auto& [id, r] : seed->trace.interpretations)
        for (const Interpretation& other : info.interpretations)
          if (other.id == id && id != in.id && r != other.default_reading) context[id] = r;
      Settings a = context, b = context;
      a[in.id] = in.default_reading;
      b[in.id] = reading.id;
      if (SplitSituation(seed->trace, a, b, true)) {
        Trace t = seed->trace;
        SetReadings(t, a);
        // Its own seed is shown as built, with its note; another question's seed is a witness like any other
        // (cut and simplified), and its note, which speaks of that other question, is left out.
        const bool mine = std::filesystem::path(seed->path).filename().string().starts_with(own);
        const std::string source = !seed->solver.empty()
                                       ? "the solver's confirmed witness for its answer `" + seed->solver + "`"
                                   : from_deal(*seed) ? "a game played from a chosen deal (`" + seed->path + "`)"
                                   : mine ? "a hand-built situation (`" + seed->path + "`: " + seed->trace.note + ")"
                                          : "a hand-built situation made for another question (`" + seed->path + "`)";
        std::string built;
        if (!seed->solver.empty()) built = "it is built from the solver's model for its answer `" + seed->solver + "`";
        else if (from_deal(*seed)) built = "";  // played from the deal: reached by play, as the replay proves
        else if (!mine) built = "it is played on from a situation built by hand for another question";
        else if (!in.chance_differs.empty()) built = "it is built by hand, as random play cannot show this question: " + in.chance_differs;
        else if (weak)
          built = "it is built by hand: in the games random play reached, the readings parted only on places below "
                  "first (" + fmt::format("{}", fmt::join(tried, "; ")) + ")";
        else built = "it is built by hand: random play never reached it (" + fmt::format("{}", fmt::join(tried, "; ")) + ")";
        // A game played from the deal is cut like a search's witness: its example starts from the last
        // position both readings reach, and the trace keeps the play that reaches it.
        Witness w{t, a, b, true, source, mine && !from_deal(*seed), seed->path, built,
                  mine && from_deal(*seed) && seed->trace.shown_from.has_value()};
        if (weak && !from_deal(*seed)) {  // a built seed beats the searches' example only by showing more
          FaqExample ex = MakeExample(info, in, reading.id, w);
          if (const int rank = ExamplePreference(info, ex); rank < chosen_rank) chosen = std::move(ex), chosen_rank = rank;
          break;
        }
        best = std::move(w);
        quiet.reset();  // a seed that parts the pair beats a witness that shows nothing
        if (mine && from_deal(*seed)) chosen.reset();
        break;
      }
    }
    if (!seeds.empty() && !best) tried.push_back(fmt::format("the {} hand-built seed situations and solver witnesses", seeds.size()));
    if (!best) {  // only what a player sees may differ: compare observations too
      std::uint64_t g = 0, s = 0;
      for (int p = info.min_players; p <= info.max_players && !best; ++p) {
        DifferentialOptions d{.seed = options.seed + 1, .games = options.context_games, .max_steps = 2000,
                              .shrink_budget = 0, .data_file = options.data_file, .context = options.parameters, .observations = true,
                              .compare_every = kCompareEvery};
        DifferentialResult r = SearchDivergence(info, p, in.id, in.default_reading, reading.id, d);
        g += r.games, s += r.steps;
        best = FromSearch(r, in, {}, true, "lockstep search comparing what each player sees, " + PlayerCount(p));
      }
      tried.push_back(fmt::format("{} more comparing every player's view ({} steps)", g, s));
    }
    if (!best) {  // a reading that matters only together with another one
      std::uint64_t g = 0, s = 0, contexts = 0;
      for (const Interpretation& other : info.interpretations) {
        if (other.id == in.id || best) continue;
        for (const Reading& r : other.readings) {
          if (r.id == other.default_reading || best) continue;
          ++contexts;
          DifferentialOptions d{.seed = options.seed + 2, .games = options.context_games, .max_steps = 2000,
                                .shrink_budget = 0, .data_file = options.data_file,
                                .context = WithParameters(options, {{other.id, r.id}}), .observations = false,
                                .compare_every = kCompareEvery};
          DifferentialResult res = SearchDivergence(info, info.default_players, in.id, in.default_reading, reading.id, d);
          g += res.games, s += res.steps;
          best = FromSearch(res, in, {{other.id, r.id}}, true,
                            fmt::format("lockstep search together with {}={}, {}", other.id, r.id, PlayerCount(info.default_players)));
        }
      }
      tried.push_back(fmt::format("{} together with each of {} other readings ({} steps)", g, contexts, s));
    }
    // An example whose position, actions and other readings are those of one already shown adds nothing: that
    // one's lines give every reading (dn.duels-per-turn's `each-noble` and `unlimited` parted at one action).
    auto add = [&](FaqExample ex) {
      for (const FaqExample& shown : e.examples)
        if (SameLine(shown, ex)) {
          e.without_example.push_back(fmt::format("`{}`: the example of `{}` against `{}` shows it too (the same "
                                                  "position and actions; its lines give every reading)",
                                                  reading.id, shown.reading_a, shown.reading_b));
          return;
        }
      e.examples.push_back(std::move(ex));
    };
    if (chosen) add(std::move(*chosen));
    else if (quiet) add(std::move(*quiet));
    else if (best) add(MakeExample(info, in, reading.id, std::move(*best)));
    else if (!in.shipped_answer.empty() && options.data_file.empty() && ++e.shipped_answers)
      // The answer first; the searches that bear it out after it, as a sentence of their own (pass 12: a
      // trailing parenthesis of statistics kept an.trait-inheritance from print).
      e.without_example.push_back(fmt::format("`{}`: with the shipped components it never differs from `{}`: {}. Play "
                                              "agrees: no difference was found in {}",
                                              reading.id, in.default_reading, in.shipped_answer, fmt::join(tried, "; ")));
    else e.without_example.push_back(fmt::format("`{}`: no situation where it differs from `{}` was found within {}",
                                                 reading.id, in.default_reading, fmt::join(tried, "; ")));
  }
  return e;
}

namespace {

// Whether a finding's situation still shows it: the engine records it again, or (for what only the hunt
// sees) the position repeats, the game is stuck, an invariant breaks.
bool ShowsFinding(const Trace& t, const Finding& f, bool engine) {
  SituationPlay p = PlaySituation(t, {});
  if (p.illegal_at >= 0) return false;
  if (engine) {
    for (const Finding& g : p.state->Findings())
      if (g.kind == f.kind && g.rules == f.rules) return true;
    return false;
  }
  switch (f.kind) {
    case FindingKind::kDeadlock: return !p.state->IsTerminal() && p.state->LegalActions().empty();
    case FindingKind::kInvariant: return !p.state->CheckInvariants().empty();
    case FindingKind::kLivelock: {
      Trace start = t;
      start.steps.clear();
      SituationPlay q = PlaySituation(start, {});
      std::set<std::uint64_t> seen{PositionHash(*q.state)};
      for (const TraceStep& s : t.steps) {
        q.state->ApplyActionText(s.action);
        if (!seen.insert(PositionHash(*q.state)).second) return true;
      }
      return false;
    }
    default: return false;
  }
}

FaqExample FindingExample(const GameInfo& info, const FindingSummary& s, int number, const Interpretation* in) {
  const Finding& f = s.first;
  SituationPlay whole = PlaySituation(s.witness, {});
  bool engine = false;
  for (const Finding& g : whole.state->Findings()) engine = engine || (g.kind == f.kind && g.rules == f.rules);
  const int n = static_cast<int>(s.witness.steps.size());
  Trace t = CutSituation(s.witness, 0);
  int from = 0;
  for (int k = n; k >= 0; --k) {  // the latest cut that still shows it (a loop needs its whole cycle)
    Trace cut = CutSituation(s.witness, k);
    if (ShowsFinding(cut, f, engine)) {
      t = std::move(cut);
      from = k;
      break;
    }
  }
  FaqExample ex;
  ex.source = "random play (" + s.witness.note + ")";
  ex.found_steps = s.witness.steps.size();
  t.note = fmt::format("finding {}: {} — {}", number, FindingKindName(f.kind), f.detail);
  for (TraceStep& st : t.steps) st.legal.reset(), st.hash.reset();
  FillActors(t);
  ex.recorded = Recorded(s.witness, from, t.steps.size(), s.witness.interpretations, t.note);
  ex.history = static_cast<std::size_t>(from);
  ex.trace = std::move(t);
  if (s.witness.start) ex.constructed = ConstructedWhy("it is played on from a start position the search was given", ex.trace);
  if (in) ex.reading_a = ex.trace.interpretations.at(in->id);
  ex.file = ExampleFile(info, fmt::format("finding-{}", number));
  DescribeExample(ex, in, &f);
  TellExample(ex, in);
  return ex;
}

}  // namespace

std::vector<FaqEntry> FindingEntries(const GameInfo& info, const std::vector<ReportFinding>& findings) {
  struct Group {
    const ReportFinding* shortest = nullptr;
    std::uint64_t count = 0, games = 0;
    std::vector<std::string> configurations;
    std::set<std::string> readings;
    std::set<std::string> non_default;  // "id=reading" of the runs under a non-default reading that reached it
    bool under_defaults = false;
    std::size_t runs = 0;
  };
  std::vector<std::string> order;
  std::map<std::string, Group> groups;
  for (const ReportFinding& rf : findings) {
    const Finding& f = rf.summary.first;
    const std::string interp = f.interpretation.substr(0, f.interpretation.find('='));
    std::string key = std::string(FindingKindName(f.kind)) + "|" + fmt::format("{}", fmt::join(f.rules, ",")) + "|" + interp;
    if (f.rules.empty()) key += "|" + f.detail;  // the kernel's own findings are told apart by their words
    auto [it, fresh] = groups.try_emplace(key);
    if (fresh) order.push_back(key);
    Group& g = it->second;
    if (!g.shortest || rf.summary.witness.steps.size() < g.shortest->summary.witness.steps.size()) g.shortest = &rf;
    g.count += rf.summary.count;
    g.games += rf.summary.games;
    g.configurations.push_back(fmt::format("{} ({}×)", rf.run, rf.summary.count));
    ++g.runs;
    if (!f.interpretation.empty()) g.readings.insert(f.interpretation);
    if (rf.run.starts_with("reading ")) g.non_default.insert(rf.run.substr(8));
    else g.under_defaults = true;
  }
  std::vector<FaqEntry> out;
  for (const std::string& key : order) {
    const Group& g = groups.at(key);
    const Finding& f = g.shortest->summary.first;
    const int number = static_cast<int>(out.size()) + 1;
    FaqEntry e;
    e.kind = "finding";
    e.id = fmt::format("finding-{}", number);
    e.finding_kind = FindingKindName(f.kind);
    e.detail = f.detail;
    // "Silence: …", "Contradiction: …": the kind as a noun, capitalised, as the Findings section's headings read.
    std::string noun = e.finding_kind == "silent" ? std::string("silence") : e.finding_kind;
    if (!noun.empty()) noun[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(noun[0])));
    e.question = fmt::format("{}: {}", noun, f.detail);
    e.rules = f.rules;
    e.place = PlaceOf(info, f.rules);
    e.resolved_by = fmt::format("{}", fmt::join(g.readings, ", "));
    e.count = g.count;
    e.games = g.games;
    e.configurations = g.configurations;
    if (e.configurations.size() > 6) {  // the first few say where; the count says how widely
      e.configurations.resize(5);
      e.configurations.push_back(fmt::format("and {} more configurations", g.runs - 5));
    }
    const Interpretation* in = nullptr;
    const std::string interp = f.interpretation.substr(0, f.interpretation.find('='));
    for (const Interpretation& i : info.interpretations)
      if (i.id == interp) in = &i;
    if (!g.under_defaults) e.only_under.assign(g.non_default.begin(), g.non_default.end());
    if (in) {
      e.inside = in->id;
      e.phrase = in->phrase;  // quoted with the question's own place, not the finding's rules' place
      e.place = in->phrase_place.empty() ? PlaceOf(info, in->rules) : in->phrase_place;
      e.readings = in->readings;
      e.default_reading = in->default_reading;
      e.default_why = in->default_why;
    }
    e.examples.push_back(FindingExample(info, g.shortest->summary, number, in));
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace peerage
