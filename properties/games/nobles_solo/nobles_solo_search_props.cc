// Nobles (solo) exact search properties: the solitaire search (model/analysis/solitaire_search.h) against
// values derived by hand from the card texts, against an independent exact-rational enumeration written
// here, against random playouts, and with its transposition table switched off; and the termination
// analysis' building blocks (covering array, loop witnesses).
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <regex>
#include <unistd.h>
#include <functional>
#include <set>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/analysis/fuzz_decode.h"
#include "model/analysis/hunt.h"
#include "model/analysis/loop_search.h"
#include "model/analysis/solitaire_search.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "model/games/nobles_solo/nobles_solo.h"
#include "model/games/nobles_solo/ns_analysis.h"
#include "properties/generators.h"
#include "properties/rule_assertions.h"
#include "properties/temp_dir.h"

using namespace peerage;

namespace {

// A hand-built end of a deal: one card left in each Event deck, two or one Nobles in each Noble deck:
//   N0 veteran, interloper (top) | N1 veteran, shade (top) | N2 veteran, baroness (top)
//   E0 battle | E1 feast | E2 coronation; every other card Deceased (Nobles) or out of the game (Events).
// By the cards: Court N0 discards the Interloper and the tops become Veteran, Shade, Baroness — three
// different Nobles — so it takes an Event (1), which empties that Event deck; the Event step is still
// played (Downfall is step 3) and completes another (2); then the empty deck ends the game. Court N1 (Shade
// puts a Deceased Noble back; nothing scores) or N2 (no two identical Events showing) leaves only the Event
// step: 1. No Effect takes an Event here (no Archivist can meet a second Event of its type, every Event
// showing is different). So: best 2 (no chance: foresight 2), worst 1, random play 1/3*2 + 2/3*1 = 4/3.
// Under ns.game-end=after-each-step the Interloper's Event empties a deck before the Event step: best 1.
Json HandDeal() {
  auto deck = [](std::vector<std::string> cards) {
    return Json{{"cards", cards}, {"hidden", Json::object()}, {"face_down", false}};
  };
  Json scratch = Json::object();
  for (const char* name : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                           "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    scratch[name] = 255;
  for (const char* name : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) scratch[name] = 0;
  scratch["dealt"] = 51;
  return Json{{"phase", "court"},
              {"turn", 9},
              {"pool", Json::object()},
              {"noble_decks", {deck({"veteran", "interloper"}), deck({"veteran", "shade"}), deck({"veteran", "baroness"})}},
              {"event_decks", {deck({"battle"}), deck({"feast"}), deck({"coronation"})}},
              {"deceased", {{"shade", 4}, {"interloper", 2}, {"construct", 3}, {"baroness", 3}, {"veteran", 1},
                            {"debutante", 4}, {"archivist", 4}}},
              {"completed", Json::object()},
              {"removed", {{"battle", 5}, {"coronation", 5}, {"feast", 5}, {"expansion", 6}}},
              {"scratch", scratch},
              {"discarded", Json::array()},
              {"effects", Json::array()}};
}

std::unique_ptr<State> Load(const Json& state, std::map<std::string, std::string> settings = {}) {
  auto ctx = MakeContext({.game = "nobles-solo", .players = 1, .settings = std::move(settings), .data_file = {}});
  return ctx->info->state_from_json(ctx, state);
}

// Independent exact enumeration: max over the player's actions, exact rational expectation over chance.
Rational Enumerate(const State& s, std::uint64_t& nodes) {
  ++nodes;
  if (s.IsTerminal()) return Rational(s.Scores().at(0));
  std::optional<Rational> best;
  if (s.IsChance()) {
    Rational sum(0);
    for (const ChanceOutcome& o : s.ChanceOutcomes()) {
      auto c = s.Clone();
      c->ApplyAction(o.action);
      sum = sum + o.probability * Enumerate(*c, nodes);
    }
    return sum;
  }
  for (Action a : s.LegalActions()) {
    auto c = s.Clone();
    c->ApplyAction(a);
    Rational v = Enumerate(*c, nodes);
    if (!best || *best < v) best = v;
  }
  return *best;
}

// Independent exact value of the greedy policy: its action at player nodes, exact rational expectation over
// chance (no table, no search code).
Rational EnumerateGreedy(const State& s) {
  if (s.IsTerminal()) return Rational(s.Scores().at(0));
  auto c = s.Clone();
  if (!s.IsChance()) {
    c->ApplyAction(ns::GreedyAction(s, s.LegalActions()));
    return EnumerateGreedy(*c);
  }
  Rational sum(0);
  for (const ChanceOutcome& o : s.ChanceOutcomes()) {
    auto child = s.Clone();
    child->ApplyAction(o.action);
    sum = sum + o.probability * EnumerateGreedy(*child);
  }
  return sum;
}

// Independent maximum over lines of certain chance: a chance node with more than one outcome ends the line
// without a value; nullopt when no such line reaches the end.
std::optional<std::int64_t> EnumerateCertain(const State& s) {
  if (s.IsTerminal()) return s.Scores().at(0);
  std::vector<Action> moves;
  if (s.IsChance()) {
    const std::vector<ChanceOutcome> outcomes = s.ChanceOutcomes();
    if (outcomes.size() > 1) return std::nullopt;
    moves.push_back(outcomes.front().action);
  } else {
    moves = s.LegalActions();
  }
  std::optional<std::int64_t> best;
  for (Action a : moves) {
    auto c = s.Clone();
    c->ApplyAction(a);
    const std::optional<std::int64_t> v = EnumerateCertain(*c);
    if (v && (!best || *best < *v)) best = v;
  }
  return best;
}

// Independent max-min value: max over the player's actions, MIN over chance outcomes (the score a
// strategy can guarantee).
std::int64_t EnumerateMaxMin(const State& s) {
  if (s.IsTerminal()) return s.Scores().at(0);
  std::optional<std::int64_t> v;
  const std::vector<Action> moves = s.LegalActions();  // chance outcomes too, at chance nodes
  for (Action a : moves) {
    auto c = s.Clone();
    c->ApplyAction(a);
    const std::int64_t x = EnumerateMaxMin(*c);
    if (!v || (s.IsChance() ? x < *v : x > *v)) v = x;
  }
  return *v;
}

// Follows `strategy` (StrategyKey -> action) from `s` through every chance outcome; the lowest final score,
// or nullopt when the strategy has no legal move for a decision it reaches.
std::optional<std::int64_t> FollowStrategy(const State& s, const std::map<std::uint64_t, Action>& strategy) {
  if (s.IsTerminal()) return s.Scores().at(0);
  std::vector<Action> moves;
  if (s.IsChance()) {
    moves = s.LegalActions();
  } else {
    const auto it = strategy.find(StrategyKey(s));
    if (it == strategy.end() || !s.IsLegal(it->second)) return std::nullopt;
    moves = {it->second};
  }
  std::optional<std::int64_t> low;
  for (Action a : moves) {
    auto c = s.Clone();
    c->ApplyAction(a);
    const std::optional<std::int64_t> x = FollowStrategy(*c, strategy);
    if (!x) return std::nullopt;
    if (!low || *x < *low) low = x;
  }
  return low;
}

// Under ns.face-up-decks=tops-only every uncovered top is a chance node (up to 7 outcomes), so a search
// without the table or without pruning can need far more states than the caps below, which were sized for
// the open reading; there a search that runs out of its cap discards the case instead of failing it.
bool TopsOnly(const State& s) { return s.ToJson()["settings"].value("ns.face-up-decks", "open") == "tops-only"; }

// An endgame: a random configuration and deal, played greedily until `left` decisions remain.
std::unique_ptr<State> Endgame(const GameConfig& config, std::uint64_t seed, int left) {
  auto ctx = MakeContext(config);
  std::unique_ptr<State> deal = DealFor(ctx, seed, 0);
  std::unique_ptr<State> probe = deal->Clone();
  AdvanceByPolicy(*probe, ns::GreedyAction, 1000, seed);
  int decisions = 0;
  for (int actor : probe->HistoryActors()) decisions += actor == 0;
  AdvanceByPolicy(*deal, ns::GreedyAction, std::max(0, decisions - left), seed);
  return deal;
}

// A random endgame (configuration, deal, greedy play until 1..max_left decisions remain) that the plain
// search exhausts within 40000 nodes (the case is discarded otherwise), with that search's result and the seed.
struct SolvedEndgame {
  std::unique_ptr<State> state;
  SolitaireResult plain;
  std::uint64_t seed = 0;
};
SolvedEndgame GenSolvedEndgame(int max_left) {
  const GameConfig config = *props::GenConfigFor(Registry::Instance().Get("nobles-solo"));
  SolvedEndgame e;
  e.seed = *props::GenSeed();
  e.state = Endgame(config, e.seed, *rc::gen::inRange(1, max_left));
  SolitaireOptions o;
  o.max_nodes = 40000;
  e.plain = SolveSolitaire(*e.state, o);
  RC_PRE(e.plain.exhausted);
  return e;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(nobles_solo_search)

PEERAGE_ASSERTS_RULES(hand_built_deal_has_the_best_score_derived_from_the_cards, "ns.ability.interloper",
                      "ns.take-event", "ns.end.downfall");
BOOST_AUTO_TEST_CASE(hand_built_deal_has_the_best_score_derived_from_the_cards) {
  for (bool table : {true, false}) {
    SolitaireOptions o;
    o.transposition = table;
    SolitaireResult r = SolveSolitaire(*Load(HandDeal()), o);
    BOOST_REQUIRE(r.exhausted);
    BOOST_CHECK_CLOSE(r.best_expected, 2.0, 1e-9);
    BOOST_CHECK_EQUAL(r.best_foresight, 2);
    BOOST_CHECK_EQUAL(r.worst, 1);
    BOOST_CHECK_CLOSE(r.random_expected, 4.0 / 3.0, 1e-9);
  }
  SolitaireResult early = SolveSolitaire(*Load(HandDeal(), {{"ns.game-end", "after-each-step"}}));
  BOOST_REQUIRE(early.exhausted);
  BOOST_CHECK_CLOSE(early.best_expected, 1.0, 1e-9);
  BOOST_CHECK_EQUAL(early.best_foresight, 1);
  // The optimal line courts N0 first.
  SolitaireResult r = SolveSolitaire(*Load(HandDeal()));
  BOOST_REQUIRE(!r.line.empty());
  BOOST_CHECK_EQUAL(Load(HandDeal())->ActionToString(r.line.front()), "court:N0");
}

BOOST_AUTO_TEST_CASE(a_node_limit_is_reported_as_not_exhausted) {
  SolitaireOptions o;
  o.max_nodes = 3;
  SolitaireResult r = SolveSolitaire(*Load(HandDeal()), o);
  BOOST_CHECK(!r.exhausted);
  BOOST_CHECK(!r.why_not.empty());
  PolicyValue p = EvaluatePolicy(*Load(HandDeal()), ns::GreedyAction, o);
  BOOST_CHECK(!p.exhausted);
}

RC_BOOST_PROP(expectimax_equals_exact_enumeration_and_the_table_changes_nothing, ()) {
  const GameConfig config = *props::GenConfigFor(Registry::Instance().Get("nobles-solo"));
  const std::uint64_t seed = *props::GenSeed();
  const int left = *rc::gen::inRange(1, 7);
  std::unique_ptr<State> s = Endgame(config, seed, left);
  SolitaireOptions o;
  o.max_nodes = 20000;
  SolitaireResult with = SolveSolitaire(*s, o);
  RC_PRE(with.exhausted);
  o.transposition = false;
  SolitaireResult without = SolveSolitaire(*s, o);
  if (TopsOnly(*s)) RC_PRE(without.exhausted);
  RC_ASSERT(without.exhausted);
  RC_ASSERT(std::abs(with.best_expected - without.best_expected) < 1e-9);
  RC_ASSERT(std::abs(with.random_expected - without.random_expected) < 1e-9);
  RC_ASSERT(with.best_foresight == without.best_foresight);
  RC_ASSERT(with.worst == without.worst);
  std::uint64_t nodes = 0;
  const Rational exact = Enumerate(*s, nodes);
  RC_ASSERT(std::abs(exact.AsDouble() - with.best_expected) < 1e-9);
}

RC_BOOST_PROP(best_bounds_every_random_playout_and_the_greedy_policy, ()) {
  SolvedEndgame e = GenSolvedEndgame(9);
  const std::unique_ptr<State>& s = e.state;
  const std::uint64_t seed = e.seed;
  const SolitaireResult& r = e.plain;
  SolitaireOptions o;
  o.max_nodes = 40000;
  for (std::uint64_t g = 0; g < 20; ++g) {
    std::unique_ptr<State> p = s->Clone();
    PlayoutFrom(*p, {.seed = SubSeed(seed, g), .max_steps = 0, .validate = false, .policy = {}});
    RC_ASSERT(p->IsTerminal());
    const std::int64_t score = p->Scores().at(0);
    RC_ASSERT(score <= r.best_foresight);
    RC_ASSERT(score >= r.worst);
  }
  PolicyValue greedy = EvaluatePolicy(*s, ns::GreedyAction, o);
  RC_ASSERT(greedy.exhausted);
  RC_ASSERT(greedy.expected <= r.best_expected + 1e-9);
  RC_ASSERT(r.random_expected <= r.best_expected + 1e-9);
  RC_ASSERT(r.best_expected <= static_cast<double>(r.best_foresight) + 1e-9);
  // The optimal line replays to the end.
  std::unique_ptr<State> line = s->Clone();
  for (Action a : r.line) line->ApplyAction(a);
  RC_ASSERT(line->IsTerminal());
}

// Best play over a horizon, then greedy (SolveHorizon): horizon 0 is the greedy policy's exact value (an
// independent rational enumeration of greedy play); the
// value never decreases as the horizon grows, never exceeds the best expected score, and equals it once
// the horizon covers every decision left (an endgame of at most 8 decisions, horizon 40); its first action
// is legal.
RC_BOOST_PROP(horizon_values_climb_from_greedy_to_the_best_expected_score, ()) {
  const GameConfig config = *props::GenConfigFor(Registry::Instance().Get("nobles-solo"));
  const std::uint64_t seed = *props::GenSeed();
  std::unique_ptr<State> s = Endgame(config, seed, *rc::gen::inRange(1, 9));
  RC_PRE(!s->IsTerminal() && !s->IsChance());
  SolitaireOptions o;
  o.max_nodes = 40000;
  SolitaireResult best = SolveSolitaire(*s, o);
  RC_PRE(best.exhausted);
  const double greedy = EnumerateGreedy(*s).AsDouble();
  double last = -1;
  for (int k : {0, 1, 2, 3, 40}) {
    HorizonResult h = SolveHorizon(*s, ns::GreedyAction, k, o);
    RC_ASSERT(h.exhausted);
    if (k == 0) RC_ASSERT(std::abs(h.expected - greedy) < 1e-9);
    RC_ASSERT(h.expected >= last - 1e-9);
    RC_ASSERT(h.expected <= best.best_expected + 1e-9);
    const std::vector<Action> legal = s->LegalActions();
    RC_ASSERT(std::find(legal.begin(), legal.end(), h.first) != legal.end());
    last = h.expected;
  }
  RC_ASSERT(std::abs(last - best.best_expected) < 1e-9);
}

// Horizon 1 from the hand-built deal: the Court choice is made by the search, the rest by greedy play.
// From the cards (see HandDeal): Court N0 gives 2 Events whatever follows (the Interloper's Event and the
// Event step), N1 or N2 gives 1; so horizon 1 reaches the best score 2, and greedy (which judges the Court
// by the state right after it, where only N0's Interloper has taken an Event) does too.
BOOST_AUTO_TEST_CASE(horizon_one_on_the_hand_built_deal) {
  HorizonResult h = SolveHorizon(*Load(HandDeal()), ns::GreedyAction, 1);
  BOOST_REQUIRE(h.exhausted);
  BOOST_CHECK_CLOSE(h.expected, 2.0, 1e-9);
  BOOST_CHECK_EQUAL(Load(HandDeal())->ActionToString(h.first), "court:N0");
  BOOST_CHECK_THROW(SolveHorizon(*Load(HandDeal()), ns::GreedyAction, 255), Error);
}

// The branch-and-bound foresight maximum: the Event bound is admissible (never below the exact maximum of
// an endgame solved by the plain search, and never increasing along a random line of play, ending at or
// above the final score), and pruning on/off, the table on/off and restarts all give the plain search's value; the
// line found replays on the engine to a terminal state scoring that value.
RC_BOOST_PROP(foresight_branch_and_bound_equals_the_plain_search_and_the_bound_is_admissible, ()) {
  SolvedEndgame e = GenSolvedEndgame(8);
  const std::unique_ptr<State>& s = e.state;
  const SolitaireResult& plain = e.plain;
  SolitaireOptions o;
  RC_ASSERT(ns::EventBound(*s) >= plain.best_foresight);
  for (int variant = 0; variant < 5; ++variant) {
    const bool table = variant != 1 && variant != 3, prune = variant < 2 || variant == 4;
    o.transposition = table;
    o.restart_nodes = variant == 4 ? 25 : 0;  // restarts after 25, 25, 50, 25, ... states: still exact
    // Without the table, or with restarts (rounds repeat work), more states are expanded: a wider cap.
    o.max_nodes = table && variant != 4 ? 40000 : 4000000;
    {
      ForesightResult f = prune ? SolveForesightMax(*s, ns::EventBound, o, ns::GreedyAction)
                                : SolveForesightMax(*s, ScoreBoundFn{}, o);
      if (TopsOnly(*s)) RC_PRE(f.exhausted);
      RC_ASSERT(f.exhausted);
      RC_ASSERT(f.max == plain.best_foresight);
      std::unique_ptr<State> line = s->Clone();
      for (Action a : f.line) line->ApplyAction(a);
      RC_ASSERT(line->IsTerminal());
      RC_ASSERT(line->Scores().at(0) == f.max);
    }
  }
  std::unique_ptr<State> p = s->Clone();
  Rng rng(e.seed);
  std::int64_t last = ns::EventBound(*p);
  while (!p->IsTerminal()) {
    const std::vector<Action> legal = p->LegalActions();
    if (p->IsChance()) {
      p->ApplyLegalAction(*p->SampleChanceOutcome(rng));
    } else {
      p->ApplyLegalAction(legal[rng.Below(legal.size())]);
    }
    const std::int64_t b = ns::EventBound(*p);
    RC_ASSERT(b <= last);
    last = b;
  }
  RC_ASSERT(last >= p->Scores().at(0));
}

// The search over lines of certain chance (certain_only): it equals the independent enumeration above
// (with or without the bound, with or without the table), it never exceeds the best expected score (it is
// the value of a strategy), and its line replays to a terminal state of that score with every chance node
// on the way certain.
RC_BOOST_PROP(certain_lines_search_equals_enumeration_and_bounds_the_best_expected_score_from_below, ()) {
  SolvedEndgame e = GenSolvedEndgame(8);
  const std::unique_ptr<State>& s = e.state;
  const SolitaireResult& plain = e.plain;
  SolitaireOptions o;
  const std::optional<std::int64_t> expected = EnumerateCertain(*s);
  o.certain_only = true;
  for (int variant = 0; variant < 3; ++variant) {
    o.transposition = variant != 1;
    o.max_nodes = variant == 1 ? 4000000 : 40000;
    ForesightResult f = variant == 2 ? SolveForesightMax(*s, ScoreBoundFn{}, o)
                                     : SolveForesightMax(*s, ns::EventBound, o, ns::GreedyAction);
    RC_ASSERT(f.exhausted);
    RC_ASSERT(f.found == expected.has_value());
    if (!f.found) continue;
    RC_ASSERT(f.max == *expected);
    RC_ASSERT(static_cast<double>(f.max) <= plain.best_expected + 1e-9);
    std::unique_ptr<State> line = s->Clone();
    for (Action a : f.line) {
      if (line->IsChance()) RC_ASSERT(line->ChanceOutcomes().size() == 1u);
      line->ApplyAction(a);
    }
    RC_ASSERT(line->IsTerminal());
    RC_ASSERT(line->Scores().at(0) == f.max);
  }
}

// Nested Monte Carlo search (SolveNestedMonteCarlo) proves nothing, but what it returns must be true: its
// line is real play from the start to the end scoring what it says; with certain_only every chance node on it
// has a single outcome, so its score is at most the exact certain-line maximum (independent enumeration) and
// it finds nothing where no certain line exists; without, at most the foresight maximum.
RC_BOOST_PROP(nested_search_lines_are_real_and_never_beat_the_exact_maxima, ()) {
  SolvedEndgame e = GenSolvedEndgame(8);
  const std::optional<std::int64_t> certain = EnumerateCertain(*e.state);
  const int level = *rc::gen::inRange(0, 3);
  for (bool certain_only : {false, true}) {
    SolitaireOptions o;
    o.certain_only = certain_only;
    o.max_nodes = 200000;
    const ForesightResult f = SolveNestedMonteCarlo(*e.state, ns::EventBound, level, o, e.seed);
    RC_ASSERT(!f.exhausted);
    if (certain_only && !certain) RC_ASSERT(!f.found);
    if (!f.found) continue;
    std::unique_ptr<State> line = e.state->Clone();
    for (Action a : f.line) {
      if (certain_only && line->IsChance()) RC_ASSERT(line->ChanceOutcomes().size() == 1u);
      line->ApplyAction(a);
    }
    RC_ASSERT(line->IsTerminal());
    RC_ASSERT(line->Scores().at(0) == f.max);
    RC_ASSERT(f.max <= (certain_only ? *certain : e.plain.best_foresight));
  }
}

// The AND-OR search for a strategy that reaches a target on every line (SolveSureTarget): proved exactly
// when the independent max-min value reaches the target (with or without the bound and the table); a proved
// strategy, followed through every chance outcome, never ends below the target (also when the rounds start
// at 2 branching chance nodes); and with the target at the
// foresight maximum, proved exactly when the best expected score equals it.
RC_BOOST_PROP(sure_target_search_equals_the_max_min_value_and_its_strategy_holds, ()) {
  SolvedEndgame e = GenSolvedEndgame(8);
  const std::unique_ptr<State>& s = e.state;
  const SolitaireResult& plain = e.plain;
  SolitaireOptions o;
  const std::int64_t maxmin = EnumerateMaxMin(*s);
  RC_ASSERT(maxmin <= plain.best_foresight);
  o.max_branchings = 64;
  for (std::int64_t target : {plain.best_foresight, maxmin, maxmin + 1}) {
    for (int variant = 0; variant < 4; ++variant) {
      o.transposition = variant != 1;
      o.max_nodes = variant == 1 ? 4000000 : 400000;
      o.min_branchings = variant == 3 ? 2 : 0;  // rounds from 2: the same answer
      SureResult r = variant == 2 ? SolveSureTarget(*s, target, ScoreBoundFn{}, o)
                                  : SolveSureTarget(*s, target, ns::EventBound, o, ns::GreedyAction);
      RC_ASSERT(r.exhausted);
      RC_ASSERT(r.proved == (maxmin >= target));
      if (target == plain.best_foresight)
        RC_ASSERT(r.proved == (std::abs(plain.best_expected - static_cast<double>(target)) < 1e-9));
      if (!r.proved) continue;
      std::map<std::uint64_t, Action> strategy(r.strategy.begin(), r.strategy.end());
      RC_ASSERT(strategy.size() == r.strategy.size());
      const std::optional<std::int64_t> low = FollowStrategy(*s, strategy);
      RC_ASSERT(low.has_value());
      RC_ASSERT(*low >= target);
    }
  }
}

// Foresight certificates (corpus/foresight, replayed by the report): every checked-in file proves 24 for
// its own deal; the same file is refused for another deal or other readings, and a line that ends below the
// Event bound (greedy play of deal 0) or does not end is refused with the reason.
BOOST_AUTO_TEST_CASE(foresight_certificates_prove_their_deal_only) {
  namespace fs = std::filesystem;
  auto ctx = MakeContext({.game = "nobles-solo", .players = 1, .settings = {}, .data_file = {}});
  int checked = 0;
  for (std::uint64_t d = 0; d < 40; ++d) {
    const std::string path = ns::CertificatePath("corpus/foresight", 1, d);
    if (!fs::exists(path)) continue;
    std::string why;
    BOOST_CHECK_EQUAL(ns::CheckCertificate(*DealFor(ctx, 1, d), path, why).value_or(-1), 24);
    BOOST_CHECK(!ns::CheckCertificate(*DealFor(ctx, 1, d + 1), path, why));
    BOOST_CHECK_EQUAL(why, "the certificate is another deal or other readings");
    auto other = MakeContext({.game = "nobles-solo", .players = 1, .settings = {{"ns.archivist-gain", "repeat"}}, .data_file = {}});
    BOOST_CHECK(!ns::CheckCertificate(*DealFor(other, 1, d), path, why));
    ++checked;
  }
  BOOST_CHECK_GE(checked, 1);
  // Certain lines hold for their deal (as lines of certain chance; those reaching 24 as foresight lines too).
  int certain = 0;
  for (std::uint64_t d = 0; d < 100; ++d) {
    const std::string path = ns::CertificatePath("corpus/foresight", 1, d, ns::CertificateKind::kCertain);
    if (!fs::exists(path)) continue;
    std::string why;
    const std::optional<std::int64_t> score =
        ns::CheckCertificate(*DealFor(ctx, 1, d), path, why, ns::CertificateKind::kCertain);
    BOOST_REQUIRE_MESSAGE(score.has_value(), path + ": " + why);
    BOOST_CHECK_EQUAL(ns::CheckCertificate(*DealFor(ctx, 1, d), path, why).has_value(), *score == 24);
    BOOST_CHECK(!ns::CheckCertificate(*DealFor(ctx, 1, d + 1), path, why, ns::CertificateKind::kCertain));
    ++certain;
  }
  BOOST_CHECK_GE(certain, 1);
  // A certain line below the bound (the best a short search finds on deal 0) counts as a lower bound only.
  {
    SolitaireOptions so;
    so.max_nodes = 20000;
    so.certain_only = true;
    std::unique_ptr<State> deal0 = DealFor(ctx, 1, 0);
    const ForesightResult f = ns::SolveDealForesight(*deal0, so);
    BOOST_REQUIRE(f.found);
    BOOST_REQUIRE_LT(f.max, 24);
    std::unique_ptr<State> end = deal0->Clone();
    for (Action a : f.line) end->ApplyAction(a);
    const test::TempDir low_dir("peerage-cert-low");
    const std::string path = low_dir / "low.certain.json";
    WriteFileAtomic(path, WriteTrace(RecordTrace(*end, true)));
    std::string why;
    BOOST_CHECK_EQUAL(ns::CheckCertificate(*deal0, path, why, ns::CertificateKind::kCertain).value_or(-1), f.max);
    BOOST_CHECK(!ns::CheckCertificate(*deal0, path, why));
    BOOST_CHECK_EQUAL(why, fmt::format("the certificate scores {}, below the bound 24", f.max));
  }
  // Deal 0's foresight line chooses outcomes of uncertain chance nodes: not a certain line.
  {
    std::string why;
    BOOST_CHECK(!ns::CheckCertificate(*DealFor(ctx, 1, 0), ns::CertificatePath("corpus/foresight", 1, 0), why,
                                      ns::CertificateKind::kCertain));
    BOOST_CHECK_MESSAGE(why.find("a chance outcome that was not certain") != std::string::npos, why);
  }
  const test::TempDir tmp("peerage-cert");
  const fs::path dir = tmp.path();
  std::unique_ptr<State> deal = DealFor(ctx, 1, 0);
  std::unique_ptr<State> greedy = deal->Clone();
  AdvanceByPolicy(*greedy, ns::GreedyAction, 1000, 1);
  BOOST_REQUIRE(greedy->IsTerminal());
  const std::string low = (dir / "low.json").string();
  WriteFileAtomic(low, WriteTrace(RecordTrace(*greedy, true)));
  std::string why;
  BOOST_CHECK(!ns::CheckCertificate(*deal, low, why));
  BOOST_CHECK_EQUAL(why, fmt::format("the certificate scores {}, below the bound 24", greedy->Scores().at(0)));
  std::unique_ptr<State> part = deal->Clone();
  AdvanceByPolicy(*part, ns::GreedyAction, 3, 1);
  const std::string unfinished = (dir / "unfinished.json").string();
  WriteFileAtomic(unfinished, WriteTrace(RecordTrace(*part, true)));
  BOOST_CHECK(!ns::CheckCertificate(*deal, unfinished, why));
  BOOST_CHECK_EQUAL(why, "the certificate does not end the game");
  BOOST_CHECK(!ns::CheckCertificate(*deal, (dir / "missing.json").string(), why));
  BOOST_CHECK_EQUAL(why, "no certificate");
}

// Every line checked in for a reading (corpus/foresight/readings) is named for its deal and readings, and is a
// certain line of exactly that deal under exactly those readings; and it beats the default line re-read there
// (otherwise it would add nothing to the report).
BOOST_AUTO_TEST_CASE(reading_certificates_are_named_for_their_deal_and_readings) {
  namespace fs = std::filesystem;
  const std::regex name(R"(nobles-solo-seed1-deal(\d+)((?:--[a-z.-]+=[a-z0-9-]+)+)\.certain\.trace\.json)");
  int checked = 0;
  for (const fs::directory_entry& e : fs::directory_iterator("corpus/foresight/readings")) {
    std::smatch m;
    const std::string file = e.path().filename().string();
    BOOST_REQUIRE_MESSAGE(std::regex_match(file, m, name), file + ": not a reading certificate's name");
    std::map<std::string, std::string> settings;
    const std::string readings = m[2].str();
    const std::regex one(R"(--([a-z.-]+)=([a-z0-9-]+))");
    for (auto it = std::sregex_iterator(readings.begin(), readings.end(), one); it != std::sregex_iterator(); ++it)
      settings[(*it)[1].str()] = (*it)[2].str();
    auto ctx = MakeContext({.game = "nobles-solo", .players = 1, .settings = settings, .data_file = {}});
    const std::uint64_t d = std::stoull(m[1].str());
    BOOST_CHECK_EQUAL(ns::ReadingCertificatePath("corpus/foresight/readings", *ctx, 1, d), e.path().string());
    std::unique_ptr<State> deal = DealFor(ctx, 1, d);
    std::string why, why_default;
    const std::optional<std::int64_t> own = ns::CheckCertificate(*deal, e.path().string(), why, ns::CertificateKind::kCertain);
    BOOST_CHECK_MESSAGE(own.has_value(), file + ": " + why);
    const std::optional<std::int64_t> reread =
        ns::CheckCertificate(*deal, ns::CertificatePath("corpus/foresight", 1, d, ns::CertificateKind::kCertain),
                             why_default, ns::CertificateKind::kCertain, true);
    BOOST_CHECK_MESSAGE(!reread || !own || *own > *reread,
                        file + ": the default line already certifies as much");
    ++checked;
  }
  BOOST_CHECK_GE(checked, 1);
}

// A certificate re-read under other readings (the report's per-reading column): under the recorded readings
// it is the plain check; a reading that only raises the turn cap cannot touch a line that ends before the
// default cap, so the line still proves 24; a reading that forbids a step of the line is refused at that step,
// naming it; and the file named for a reading is the default one with the reading in its name.
BOOST_AUTO_TEST_CASE(certificates_reread_under_other_readings) {
  auto ctx = MakeContext({.game = "nobles-solo", .players = 1, .settings = {}, .data_file = {}});
  const std::string path = ns::CertificatePath("corpus/foresight", 1, 1, ns::CertificateKind::kCertain);
  std::string why;
  const std::optional<std::int64_t> plain =
      ns::CheckCertificate(*DealFor(ctx, 1, 1), path, why, ns::CertificateKind::kCertain);
  BOOST_REQUIRE_MESSAGE(plain.has_value(), why);
  BOOST_CHECK(ns::CheckCertificate(*DealFor(ctx, 1, 1), path, why, ns::CertificateKind::kCertain, true) == plain);
  auto cap = MakeContext({.game = "nobles-solo", .players = 1, .settings = {{"ns.turn-cap", "cap-200"}}, .data_file = {}});
  BOOST_CHECK(!ns::CheckCertificate(*DealFor(cap, 1, 1), path, why, ns::CertificateKind::kCertain));
  BOOST_CHECK(ns::CheckCertificate(*DealFor(cap, 1, 1), path, why, ns::CertificateKind::kCertain, true) == plain);
  // Under shade-self=other-only the line breaks where a Shade moves itself back (found here by walking the
  // line on the legal actions' texts): the re-read is refused naming that step.
  auto other_only =
      MakeContext({.game = "nobles-solo", .players = 1, .settings = {{"ns.shade-self", "other-only"}}, .data_file = {}});
  const Trace trace = ReadTraceFile(path);
  std::unique_ptr<State> walk = NewGame(other_only);
  std::size_t broken = 0;
  for (; broken < trace.steps.size(); ++broken) {
    bool legal = false;
    for (Action a : walk->LegalActions()) legal = legal || walk->ActionToString(a) == trace.steps[broken].action;
    if (!legal) break;
    walk->ApplyActionText(trace.steps[broken].action);
  }
  BOOST_REQUIRE_MESSAGE(broken < trace.steps.size(), "the certificate never moves a Shade back onto itself");
  BOOST_CHECK(!ns::CheckCertificate(*DealFor(other_only, 1, 1), path, why, ns::CertificateKind::kCertain, true));
  BOOST_CHECK_MESSAGE(why.find(fmt::format("step {} ", broken)) != std::string::npos, why);
  BOOST_CHECK_EQUAL(ns::ReadingCertificatePath("d", *other_only, 1, 3),
                    "d/nobles-solo-seed1-deal3--ns.shade-self=other-only.certain.trace.json");
  BOOST_CHECK_EQUAL(ns::ReadingCertificatePath("d", *ctx, 1, 3), ns::CertificatePath("d", 1, 3, ns::CertificateKind::kCertain));
}

namespace {

// The measures of ns::kTerminationProof: Events in the Event decks; non-Debutante Nobles and Debutantes in
// the Noble decks (known and face-down parts; under ns.face-up-decks=tops-only also the unseen cards, whose
// kinds the pool holds: every pooled card lies in a deck of its family, so the sums stay exact).
struct Measure {
  int turn = 0, events = 0, w = 0, d = 0;
};
Measure MeasureOf(const State& st) {
  const Json j = st.ToJson()["state"];
  Measure m;
  m.turn = j["turn"].get<int>();
  for (const Json& deck : j["event_decks"]) {
    m.events += static_cast<int>(deck["cards"].size());
    for (const auto& [kind, count] : deck["hidden"].items()) m.events += count.get<int>();
  }
  for (const Json& deck : j["noble_decks"]) {
    for (const Json& card : deck["cards"]) (card.get<std::string>() == "debutante" ? m.d : m.w) += 1;
    for (const auto& [kind, count] : deck["hidden"].items()) (kind == "debutante" ? m.d : m.w) += count.get<int>();
  }
  if (j["phase"] != "setup")
    for (const auto& [kind, count] : j["pool"].items()) {
      const bool event = kind == "battle" || kind == "coronation" || kind == "feast" || kind == "expansion";
      (event ? m.events : kind == "debutante" ? m.d : m.w) += count.get<int>();
    }
  return m;
}

// Between two consecutive turn starts: Events fell, or (Events equal) (W, D) fell lexicographically.
bool Progressed(const Measure& before, const Measure& after) {
  if (after.events != before.events) return after.events < before.events;
  return after.w < before.w || (after.w == before.w && after.d < before.d);
}

}  // namespace

// The termination proof's progress measure (ns::kTerminationProof): under every combination of readings it
// covers (all but ns.archivist-another=any-type), every turn that goes on lowers the Events in the Event
// decks, or keeps them and lowers (W, D) (random walks, player and chance uniform). Under not-completed with
// feast-fails the hand-built positions below show both kinds of failed Feast turn: one where W falls, one
// where only D does.
RC_BOOST_PROP(every_turn_that_goes_on_lowers_the_termination_measure, ()) {
  const GameConfig config = *props::GenConfigFor(Registry::Instance().Get("nobles-solo"));
  auto ctx = MakeContext(config);
  RC_PRE(ns::TerminationProved(ctx->settings));
  const std::uint64_t seed = *props::GenSeed();
  // Half the walks choose a Feast whenever one tops an Event deck, so that failed Feasts come often.
  const bool feasts = *rc::gen::arbitrary<bool>();
  std::unique_ptr<State> s = DealFor(ctx, seed, 0);
  Rng rng(seed);
  Measure last = MeasureOf(*s);
  int stalled = 0;  // turns that went on without lowering the Events
  while (!s->IsTerminal()) {
    std::vector<Action> legal = s->LegalActions();
    const auto& ns_state = dynamic_cast<const ns::NoblesSoloState&>(*s);
    if (feasts && ns_state.phase() == ns::Phase::kEventChoose) {
      std::vector<Action> feast;
      // Only Event picks (kind kAEvent, argument the Event deck 0-2) name a deck; other actions legal
      // here (e.g. an ability) are not picks and are never filtered in.
      for (Action a : legal)
        if (ns::ActKindOf(a) == ns::kAEvent && ns_state.deck(3 + ns::ArgOf(a)).Top() == ns::kFeast) feast.push_back(a);
      if (!feast.empty()) legal = feast;
    }
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
    const Measure m = MeasureOf(*s);
    if (m.turn != last.turn && !s->IsTerminal()) {
      RC_ASSERT(Progressed(last, m));
      stalled += m.events == last.events;
      last = m;
    }
  }
  RC_CLASSIFY(stalled > 0, "a turn went on without lowering the Events");
}

// Not-completed + feast-fails: a Feast under Debutante tops fails and completes nothing, yet the measure
// falls. (1) N2's Shade puts a Deceased Shade back; the Feast must take that Shade (Debutantes are never
// discarded for a Feast): W falls by one. (2) All three tops are Debutantes and the Court discards one;
// the Feast can take nothing: W stays, D falls by one.
BOOST_AUTO_TEST_CASE(a_failed_feast_under_a_debutante_still_lowers_the_measure) {
  Json j = HandDeal();
  j["noble_decks"][0]["cards"] = {"veteran", "debutante"};
  j["noble_decks"][1]["cards"] = {"veteran", "debutante"};
  j["noble_decks"][2]["cards"] = {"veteran", "shade", "shade"};
  j["event_decks"] = {Json{{"cards", {"feast", "feast"}}, {"hidden", Json::object()}, {"face_down", false}},
                      Json{{"cards", {"feast", "feast"}}, {"hidden", Json::object()}, {"face_down", false}},
                      Json{{"cards", {"feast", "feast"}}, {"hidden", Json::object()}, {"face_down", false}}};
  j["deceased"] = {{"shade", 2}, {"interloper", 3}, {"construct", 3}, {"baroness", 4}, {"veteran", 1}, {"debutante", 2},
                   {"archivist", 4}};
  j["removed"] = {{"battle", 6}, {"coronation", 6}, {"expansion", 6}};
  const std::map<std::string, std::string> fails = {{"ns.unmet-requirement", "not-completed"},
                                                    {"ns.debutante-feast", "feast-fails"}};
  std::unique_ptr<State> s = Load(j, fails);
  Measure before = MeasureOf(*s);
  for (const char* a : {"court:N2", "raise:shade", "event:E0", "take:N2", "finish"}) s->ApplyActionText(a);
  BOOST_CHECK(!s->IsTerminal());
  BOOST_CHECK_EQUAL(dynamic_cast<const ns::NoblesSoloState&>(*s).score(), 0);
  BOOST_CHECK(dynamic_cast<const ns::NoblesSoloState&>(*s).phase() == ns::Phase::kCourt);  // the next turn
  Measure after = MeasureOf(*s);
  BOOST_CHECK_EQUAL(after.events, before.events);  // nothing left the Event decks
  BOOST_CHECK_EQUAL(after.w, before.w - 1);
  BOOST_CHECK_EQUAL(after.d, before.d);

  j["noble_decks"][2]["cards"] = {"veteran", "debutante", "debutante"};
  j["deceased"]["shade"] = 4;
  j["deceased"]["debutante"] = 1;
  s = Load(j, fails);
  before = MeasureOf(*s);
  s->ApplyActionText("court:N2");
  while (dynamic_cast<const ns::NoblesSoloState&>(*s).phase() == ns::Phase::kDebutante) {
    const std::vector<Action> legal = s->LegalActions();
    const auto keep = std::find_if(legal.begin(), legal.end(),
                                   [&](Action a) { return s->ActionToString(a).rfind("keep:", 0) == 0; });
    BOOST_REQUIRE(keep != legal.end());
    s->ApplyAction(*keep);
  }
  for (const char* a : {"event:E0", "finish"}) s->ApplyActionText(a);
  BOOST_CHECK(!s->IsTerminal());
  after = MeasureOf(*s);
  BOOST_CHECK_EQUAL(after.turn, before.turn + 1);
  BOOST_CHECK_EQUAL(after.events, before.events);
  BOOST_CHECK_EQUAL(after.w, before.w);
  BOOST_CHECK_EQUAL(after.d, before.d - 1);
  BOOST_CHECK(Progressed(before, after));
  BOOST_CHECK(ns::TerminationProved(MakeContext({.game = "nobles-solo", .players = 1, .settings = fails, .data_file = {}})->settings));
}

BOOST_AUTO_TEST_CASE(covering_array_covers_every_pair) {
  const std::vector<int> levels = {2, 3, 2, 2, 2, 3, 2, 2, 2, 2, 2};
  const auto rows = ns::PairwiseCoveringArray(levels);
  BOOST_CHECK_LE(rows.size(), 15u);
  for (std::size_t i = 0; i < levels.size(); ++i)
    for (std::size_t j = i + 1; j < levels.size(); ++j)
      for (int a = 0; a < levels[i]; ++a)
        for (int b = 0; b < levels[j]; ++b) {
          bool found = false;
          for (const auto& row : rows) found = found || (row[i] == a && row[j] == b);
          BOOST_CHECK_MESSAGE(found, "pair " << i << "=" << a << ", " << j << "=" << b << " not covered");
        }
}

// An Archivist that may use the Archivist Ability (any-type) can swap a Completed Event back and forth
// forever inside one turn: restore A over B, then B over A, and the position is as before. From a hand-built
// position with an Archivist on top and one Completed Event, the loop search must find a loop whose
// replay comes back to the same position; under other-type it must not find one.
PEERAGE_ASSERTS_READING(archivist_chain_is_a_loop_only_under_any_type, "ns.archivist-another", "other-type",
                        "any-type");
BOOST_AUTO_TEST_CASE(archivist_chain_is_a_loop_only_under_any_type) {
  Json j = HandDeal();
  j["noble_decks"][0]["cards"] = {"veteran", "interloper", "archivist"};
  j["deceased"]["archivist"] = 3;
  j["completed"] = {{"expansion", 1}};
  j["removed"]["expansion"] = 5;
  for (const char* reading : {"any-type", "other-type"}) {
    std::unique_ptr<State> s = Load(j, {{"ns.archivist-another", reading}});
    LoopSearchResult r = SearchLoop(*s, {.max_nodes = 200000, .max_depth = 0, .key = ns::LoopKey, .back_to_start = false});
    if (std::string(reading) == "other-type") {
      BOOST_CHECK(!r.loop);
      BOOST_CHECK(r.exhausted);
      continue;
    }
    BOOST_REQUIRE(r.loop);
    std::unique_ptr<State> replay = s->Clone();
    std::string at, end;
    for (std::size_t i = 0; i < r.loop->actions.size(); ++i) {
      if (i == r.loop->loop_start) ns::LoopKey(*replay, at);
      replay->ApplyAction(r.loop->actions[i]);
    }
    ns::LoopKey(*replay, end);
    BOOST_CHECK(at == end);
    // Restore the Expansion over a top, Ability, restore that top's Event over the Expansion, Ability: six
    // actions round (no Event showing is of the Completed Event's kind, so one swap cannot close the loop).
    BOOST_CHECK_EQUAL(r.loop->actions.size() - r.loop->loop_start, 6u);
  }
}

// The fuzz decoder finds loops (GameInfo::position_key = the loop key): under
// ns.archivist-another=any-type an Archivist may use another Archivist's Ability, and play can cycle. A
// seeded random walk finds a repeated position; its line, encoded as fuzz bytes, decodes back and stops
// with kRepeat at the same step, naming where the position first occurred; the report's re-check of a
// kept witness accepts it. Under the default readings (where
// termination is proved) the same walks never repeat a position.
BOOST_AUTO_TEST_CASE(the_fuzz_decoder_stops_at_a_repeated_position) {
  for (const char* reading : {"any-type", "other-type"}) {
    const GameConfig config{.game = "nobles-solo", .players = 1, .settings = {{"ns.archivist-another", reading}}};
    int found = 0;
    for (std::uint64_t w = 0; w < 300 && !found; ++w) {
      std::unique_ptr<State> s = NewGame(config);
      Rng rng(SubSeed(77, w));
      std::map<std::string, int> seen;
      int first = -1;
      while (!s->IsTerminal() && s->Step() < 3000) {
        std::string key;
        ns::LoopKey(*s, key);
        auto [it, fresh] = seen.emplace(key, s->Step());
        if (!fresh) {
          first = it->second;
          break;
        }
        const std::vector<Action> legal = s->LegalActions();
        s->ApplyLegalAction(legal[rng.Below(legal.size())]);
      }
      if (first < 0) continue;
      ++found;
      const std::vector<std::uint8_t> bytes = EncodeFuzzInput(config, s->History(), true);
      FuzzDecodeOptions o;
      o.game = "nobles-solo";
      const FuzzDecodeResult d = DecodeFuzzInput(bytes.data(), bytes.size(), o);
      BOOST_CHECK_MESSAGE(d.stop == FuzzStop::kRepeat, DescribeFuzzResult(d));
      BOOST_CHECK_EQUAL(d.state->History().size(), s->History().size());
      BOOST_CHECK_EQUAL(d.repeat_first, first);
      BOOST_CHECK(d.violations.empty());
      // The report's re-check (CheckLoopWitness) accepts the line, and refuses it one action short.
      const Trace t = RecordTrace(*d.state, false);
      const std::optional<FindingSummary> f = CheckLoopWitness(t);
      BOOST_REQUIRE(f.has_value());
      BOOST_CHECK(f->first.kind == FindingKind::kLivelock);
      // The loop goes through an Archivist using another Archivist's Ability.
      BOOST_CHECK(std::find(f->first.rules.begin(), f->first.rules.end(), "ns.ability.archivist-another") !=
                  f->first.rules.end());
      // ... so it is that non-default reading's loop, told inside ns.archivist-another's entry.
      BOOST_CHECK_EQUAL(f->first.interpretation, "ns.archivist-another=any-type");
      BOOST_CHECK_MESSAGE(f->first.detail.find(fmt::format("after step {} comes back", first)) != std::string::npos,
                          f->first.detail);
      Trace shorter = t;
      shorter.steps.pop_back();
      shorter.final_state.reset();
      BOOST_CHECK(!CheckLoopWitness(shorter).has_value());
    }
    BOOST_CHECK_EQUAL(found, std::string(reading) == "any-type" ? 1 : 0);
  }
}

BOOST_AUTO_TEST_SUITE_END()
