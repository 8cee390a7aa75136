// Nobles (solo): does every game end, under each combination of readings? (See ns_analysis.h.)
#include <fmt/format.h>

#include <unordered_map>

#include "model/analysis/loop_search.h"
#include "model/core/error.h"
#include "model/core/rng.h"
#include "model/games/nobles_solo/nobles_solo.h"
#include "model/games/nobles_solo/ns_analysis.h"

namespace peerage::ns {

const char* const kTerminationProof =
    "every turn that does not end the game moves one Event from an Event deck to the Completed Events, and "
    "nothing adds cards to the Event decks (an Archivist replaces a top card, which keeps the deck's size), "
    "so the 24 Events in the decks last at most 24 turns; within a turn every step removes a card from "
    "somewhere or moves the turn on, except a chain of Archivist Abilities (ns.archivist-another=any-type). "
    "The Event step completes its Event under ns.unmet-requirement=complete-anyway; under not-completed it "
    "fails only when no Noble can be taken before the Requirement is met, and with "
    "ns.debutante-feast=skip-deck that happens only once a Noble deck is empty (a Battle or an Expansion "
    "takes from any deck that holds a card, a Construct only waits while another top can be taken, a "
    "Coronation's second Noble comes from the first one's deck, a Feast skips Debutante tops), so the game "
    "ends at Downfall. With feast-fails a Feast under a Debutante top also fails, and a second measure covers "
    "those turns: W, the non-Debutante Nobles in the Noble decks, and D, the Debutantes there. A failed Feast "
    "takes every non-Debutante top (the player must take while a take is legal). Every card the Court step "
    "puts on a deck (a Shade's or a Construct's Deceased Noble, a moved Veteran, an Archivist following one of "
    "these) lies on top when the Feast comes, so if it is not a Debutante the Feast takes it again; the Noble "
    "courted leaves the decks or, a Veteran, is taken from its new top. So W never rises in such a turn, and it "
    "stays the same only if the Noble courted is a Debutante and the Feast takes nothing: then D falls by one. "
    "(W, D) falls lexicographically in every failed turn, so each run of failed turns is finite, and there are "
    "at most 24 turns that complete something";

bool TerminationProved(const std::map<std::string, std::string>& settings) {
  return settings.at("ns.archivist-another") != "any-type";
}

const std::vector<TerminationFactor>& TerminationFactors() {
  static const std::vector<TerminationFactor> factors = {
      {"ns.unmet-requirement", "decides whether every Event step removes an Event (the progress measure)"},
      {"ns.game-end", "decides when an empty deck is noticed (after the Court step or only at Downfall)"},
      {"ns.archivist-another", "any-type lets an Archivist follow an Archivist: a chain inside one turn"},
      {"ns.effect-chain", "chained Effects discard more Nobles while an Event is completed"},
      {"ns.shade-self", "a Shade that raises itself leaves the Noble decks as they were (a Court without progress)"},
      {"ns.construct-self", "which Deceased Nobles a Construct (one Noble more in the decks) can bring back"},
      {"ns.debutante-feast", "feast-fails makes a Feast under a Debutante top unmeetable (under not-completed an "
                             "Event step that completes nothing; the proof's second measure covers it)"},
  };
  return factors;
}

std::vector<std::vector<int>> PairwiseCoveringArray(const std::vector<int>& levels) {
  const int n = static_cast<int>(levels.size());
  // uncovered[i][j][a*levels[j]+b]
  std::vector<std::vector<std::vector<bool>>> open(n, std::vector<std::vector<bool>>(n));
  std::size_t left = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      open[i][j].assign(static_cast<std::size_t>(levels[i] * levels[j]), true);
      left += open[i][j].size();
    }
  std::vector<std::vector<int>> rows;
  while (left > 0) {
    std::vector<int> row(n, -1);
    // Seed the row with the first uncovered pair.
    for (int i = 0; i < n && row[0] == -1 && row[i] == -1; ++i)
      for (int j = i + 1; j < n && row[i] == -1; ++j)
        for (std::size_t c = 0; c < open[i][j].size(); ++c)
          if (open[i][j][c]) {
            row[i] = static_cast<int>(c) / levels[j];
            row[j] = static_cast<int>(c) % levels[j];
            break;
          }
    for (int f = 0; f < n; ++f) {
      if (row[f] != -1) continue;
      int best = 0, best_gain = -1;
      for (int v = 0; v < levels[f]; ++v) {
        int gain = 0;
        for (int g = 0; g < n; ++g) {
          if (g == f || row[g] == -1) continue;
          const int i = std::min(f, g), j = std::max(f, g), a = i == f ? v : row[g], b = j == f ? v : row[g];
          gain += open[i][j][static_cast<std::size_t>(a * levels[j] + b)];
        }
        if (gain > best_gain) {
          best_gain = gain;
          best = v;
        }
      }
      row[f] = best;
    }
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        auto cell = open[i][j].begin() + row[i] * levels[j] + row[j];
        if (*cell) {
          *cell = false;
          --left;
        }
      }
    rows.push_back(row);
  }
  return rows;
}

namespace {

// "1 action", "3 actions".
std::string Actions(std::size_t n) { return fmt::format("{} action{}", n, n == 1 ? "" : "s"); }

std::uint64_t seed_mix(std::uint64_t seed) { return seed ^ 0x5a17u; }

std::string Key(const State& s) {
  std::string k;
  LoopKey(s, k);
  return k;
}

bool CutOff(const State& s) {
  for (const Finding& f : s.Findings())
    if (f.kind == FindingKind::kLivelock) return true;
  return false;
}

// One random walk from deal `w`: returns the actions after the deal, and the index of the first
// occurrence of a repeated position (or -1).
struct Walk {
  std::vector<Action> actions;
  int repeat_from = -1;
  bool ended = false, cut = false;
  std::string cut_detail;
};

Walk RandomWalk(std::shared_ptr<const GameContext> ctx, std::uint64_t seed, std::uint64_t w) {
  Walk walk;
  std::unique_ptr<State> s = DealFor(ctx, seed, w);
  Rng rng(SubSeed(seed_mix(seed), w));
  std::unordered_map<std::string, int> seen;
  std::vector<Action> legal;
  while (!s->IsTerminal()) {
    auto [it, fresh] = seen.emplace(Key(*s), static_cast<int>(walk.actions.size()));
    if (!fresh) {
      walk.repeat_from = it->second;
      return walk;
    }
    Action a;
    if (s->IsChance()) {
      a = *s->SampleChanceOutcome(rng);
    } else {
      s->LegalActions(legal);
      a = legal[rng.Below(legal.size())];
    }
    s->ApplyLegalAction(a);
    walk.actions.push_back(a);
  }
  walk.cut = CutOff(*s);
  walk.ended = !walk.cut;
  if (walk.cut) walk.cut_detail = s->Findings().back().detail;
  return walk;
}

std::vector<std::string> Texts(const State& deal, const std::vector<Action>& actions) {
  std::vector<std::string> out;
  std::unique_ptr<State> s = deal.Clone();
  for (Action a : actions) {
    out.push_back(s->ActionToString(a));
    s->ApplyLegalAction(a);
  }
  return out;
}

void Analyse(std::shared_ptr<const GameContext> ctx, const TerminationOptions& o, TerminationRow& row) {
  std::optional<std::pair<std::uint64_t, Walk>> loop, overrun;
  for (std::uint64_t w = 0; w < o.walks; ++w) {
    Walk walk = RandomWalk(ctx, o.seed, w);
    ++row.walks;
    row.ended += walk.ended;
    row.cut += walk.cut;
    if (walk.repeat_from >= 0 && !loop) loop.emplace(w, std::move(walk));
    else if (walk.cut && !overrun) overrun.emplace(w, std::move(walk));
  }
  if (loop) {
    const auto& [w, walk] = *loop;
    std::unique_ptr<State> deal = DealFor(ctx, o.seed, w);
    std::unique_ptr<State> at = deal->Clone();
    std::vector<Action> path(walk.actions.begin(), walk.actions.begin() + walk.repeat_from);
    for (Action a : path) at->ApplyLegalAction(a);
    // The shortest way round from the repeated position (breadth-first), else the walk's own loop.
    LoopSearchResult shortest = SearchLoop(*at, {.max_nodes = o.loop_nodes, .max_depth = 0, .key = LoopKey,
                                                 .back_to_start = true});
    std::vector<Action> round = shortest.loop ? shortest.loop->actions
                                              : std::vector<Action>(walk.actions.begin() + walk.repeat_from,
                                                                    walk.actions.end());
    row.verdict = "loop";
    row.deal = w;
    row.loop_start = path.size();
    path.insert(path.end(), round.begin(), round.end());
    // Check on the engine: replaying the witness comes back to the position.
    std::unique_ptr<State> check = deal->Clone();
    std::string k0;
    for (std::size_t i = 0; i < path.size(); ++i) {
      if (i == row.loop_start) k0 = Key(*check);
      check->ApplyAction(path[i]);
    }
    if (Key(*check) != k0) throw Error("ns termination", "a loop witness does not come back on the engine");
    row.witness = Texts(*deal, path);
    row.detail = fmt::format("deal {}: after {} the position recurs every {} ({})", w,
                             Actions(row.loop_start), Actions(round.size()),
                             shortest.loop ? "shortest way round, breadth-first" : "the walk's own loop");
    return;
  }
  // Breadth-first from the first walk position where an Archivist tops a Noble deck at the Court step and an
  // Event is completed (the only place a loop inside one turn can start): any loop there is found.
  for (std::uint64_t w = 0; w < o.walks; ++w) {
    std::unique_ptr<State> deal = DealFor(ctx, o.seed, w);
    std::unique_ptr<State> s = deal->Clone();
    Rng rng(SubSeed(seed_mix(o.seed), w));
    std::vector<Action> prefix, legal;
    while (!s->IsTerminal()) {
      const auto& ns = dynamic_cast<const NoblesSoloState&>(*s);
      bool archivist_top = false;
      for (int d = 0; d < 3; ++d) archivist_top = archivist_top || ns.deck(d).Top() == kArchivist;
      if (ns.phase() == Phase::kCourt && archivist_top && ns.score() > 0) break;
      Action a;
      if (s->IsChance()) {
        a = *s->SampleChanceOutcome(rng);
      } else {
        s->LegalActions(legal);
        a = legal[rng.Below(legal.size())];
      }
      s->ApplyLegalAction(a);
      prefix.push_back(a);
    }
    if (s->IsTerminal()) continue;
    LoopSearchResult bfs = SearchLoop(*s, {.max_nodes = o.targeted_nodes, .max_depth = 0, .key = LoopKey,
                                           .back_to_start = false});
    if (!bfs.loop) break;  // searched once, from the first such position
    row.verdict = "loop";
    row.deal = w;
    row.loop_start = prefix.size() + bfs.loop->loop_start;
    prefix.insert(prefix.end(), bfs.loop->actions.begin(), bfs.loop->actions.end());
    row.witness = Texts(*deal, prefix);
    row.detail = fmt::format("deal {}: from the first Court with an Archivist on top (after {} random actions), "
                             "breadth-first: after {} more the position recurs every {}",
                             w, prefix.size() - bfs.loop->actions.size(), bfs.loop->loop_start,
                             Actions(bfs.loop->actions.size() - bfs.loop->loop_start));
    return;
  }
  if (overrun) {
    const auto& [w, walk] = *overrun;
    row.verdict = "overrun";
    row.deal = w;
    std::unique_ptr<State> deal = DealFor(ctx, o.seed, w);
    row.witness = Texts(*deal, walk.actions);
    row.loop_start = walk.actions.size();
    row.detail = fmt::format("deal {}: {} after {} actions (random walk, not shortened)", w, walk.cut_detail,
                             walk.actions.size());
    return;
  }
  row.verdict = "terminates";
  row.proof = TerminationProved(ctx->settings);
  row.detail = row.proof ? "every walk ended; proved (progress measure)"
                         : "every walk ended; no repeated position seen";
}

// A loop found under other readings may exist here too: replay each earlier loop witness (validating every
// action) and keep the first that still comes back to its position.
void TryKnownLoops(std::shared_ptr<const GameContext> ctx, const TerminationOptions& o,
                   const std::vector<TerminationRow>& earlier, TerminationRow& row) {
  for (std::size_t i = 0; i < earlier.size(); ++i) {
    const TerminationRow& e = earlier[i];
    if (e.verdict != "loop" || e.detail.find("replayed from") != std::string::npos) continue;
    std::unique_ptr<State> s = DealFor(ctx, o.seed, e.deal);
    std::string k0;
    bool ok = true;
    for (std::size_t a = 0; a < e.witness.size() && ok; ++a) {
      if (a == e.loop_start) k0 = Key(*s);
      try {
        s->ApplyActionText(e.witness[a]);
      } catch (const Error&) {
        ok = false;
      }
    }
    if (!ok || s->IsTerminal() || Key(*s) != k0) continue;
    const TerminationRow keep = row;
    row.verdict = "loop";
    row.deal = e.deal;
    row.witness = e.witness;
    row.loop_start = e.loop_start;
    row.proof = false;
    row.detail = fmt::format("the loop witness of combination {} replayed from deal {} loops here too ({} + {} "
                             "actions); the walks alone: {}",
                             i + 1, e.deal, e.loop_start, e.witness.size() - e.loop_start, keep.detail);
    return;
  }
}

}  // namespace

std::vector<TerminationRow> TerminationTable(const TerminationOptions& options,
                                             const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
  const GameInfo& info = Registry::Instance().Get("nobles-solo");
  std::vector<const Interpretation*> product, rest;
  for (const Interpretation& i : info.interpretations) {
    bool in = false;
    for (const TerminationFactor& f : TerminationFactors()) in = in || f.id == i.id;
    (in ? product : rest).push_back(&i);
  }
  std::vector<int> levels;
  for (const Interpretation* i : rest) levels.push_back(static_cast<int>(i->readings.size()));
  const std::vector<std::vector<int>> covering = PairwiseCoveringArray(levels);
  std::uint64_t combos = 1;
  for (const Interpretation* i : product) combos *= i->readings.size();
  std::vector<TerminationRow> rows;
  for (std::uint64_t c = 0; c < combos; ++c) {
    GameConfig config{.game = info.name, .players = 1, .settings = {}, .data_file = {}};
    std::uint64_t x = c;
    for (auto it = product.rbegin(); it != product.rend(); ++it) {  // last factor varies fastest
      config.settings[(*it)->id] = (*it)->readings[x % (*it)->readings.size()].id;
      x /= (*it)->readings.size();
    }
    const std::vector<int>& cover = covering[c % covering.size()];
    for (std::size_t f = 0; f < rest.size(); ++f) config.settings[rest[f]->id] = rest[f]->readings[cover[f]].id;
    TerminationRow row;
    row.settings = config.settings;
    auto ctx = MakeContext(config);
    Analyse(ctx, options, row);
    if (row.verdict != "loop") TryKnownLoops(ctx, options, rows, row);
    rows.push_back(std::move(row));
    if (progress) progress(c + 1, combos);
  }
  return rows;
}

}  // namespace peerage::ns
