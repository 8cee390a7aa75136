// `peerage best GAME`: exact best score per deal of a one-player game (model/analysis/solitaire_search.h),
// with the exact expected scores of random and greedy play on the same deals, and the search cost.
#include <fmt/core.h>

#include <chrono>
#include <filesystem>
#include <map>

#include "cli/commands.h"
#include "model/analysis/report_ext.h"
#include "model/analysis/solitaire_search.h"
#include "model/core/error.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "model/core/trace.h"

namespace peerage::cli {

void AddBestCommand(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "best", "exact best score per deal of a one-player game (expectimax over the player's choices, chance exact)");
  auto opts = std::make_shared<GameOptions>();
  auto seed = std::make_shared<std::uint64_t>(1);
  auto deals = std::make_shared<std::uint64_t>(5);
  auto first_deal = std::make_shared<std::uint64_t>(0);
  auto max_nodes = std::make_shared<std::uint64_t>(2'000'000);
  auto no_table = std::make_shared<bool>(false);
  auto advance = std::make_shared<int>(0);
  auto endgame = std::make_shared<bool>(false);
  auto foresight_only = std::make_shared<bool>(false);
  auto certain = std::make_shared<bool>(false);
  auto sure = std::make_shared<bool>(false);
  auto branchings_from = std::make_shared<int>(0);
  auto no_bound = std::make_shared<bool>(false);
  auto horizon = std::make_shared<int>(-1);
  auto save_lines = std::make_shared<std::string>();
  auto restart = std::make_shared<std::uint64_t>(0);
  auto no_checkpoints = std::make_shared<bool>(false);
  auto nested = std::make_shared<int>(-1);
  auto nested_seed = std::make_shared<std::uint64_t>(1);
  auto nested_greedy = std::make_shared<int>(0);
  opts->Add(*cmd);
  cmd->add_option("--seed,-s", *seed, "seed: deal i is drawn with SubSeed(seed, i)")->check(Count(0, kMaxSeed));
  cmd->add_option("--deals,-n", *deals, "number of deals")->check(Count(1, kMaxCount));
  cmd->add_option("--first-deal", *first_deal, "index of the first deal (deals first-deal .. first-deal + deals - 1)")
      ->check(Count(0, kMaxCount));
  cmd->add_option("--max-nodes", *max_nodes, "node limit per search (over it: \"not exhausted\")")
      ->check(Count(1, UINT64_MAX / 4));
  cmd->add_option("--advance", *advance,
                  "first play this many player decisions greedily (chance drawn with the deal's seed), then search "
                  "the rest: an endgame of the deal")
      ->check(Count(0, kMaxCount));
  cmd->add_flag("--endgame", *endgame,
                "search each deal's endgame: greedy play through the deal, exact search from the latest positions "
                "back while --max-nodes (all searches of the deal together) lasts; prints the decision searched from");
  cmd->add_flag("--foresight", *foresight_only,
                "whole deals, perfect-foresight maximum only (max over choices and chance), by branch and bound with "
                "the game's score bound (if registered) and greedy-first ordering");
  cmd->add_flag("--certain", *certain,
                "with --foresight: only lines whose every chance node after the deal has a single outcome (the "
                "player can follow them for certain); their maximum is a lower bound on the best expected score, "
                "and equals it when it reaches the game's score bound");
  cmd->add_flag("--sure", *sure,
                "whole deals: is there a strategy (choices may depend on the chance outcomes seen) that reaches the "
                "game's score bound on every line? AND-OR search; proved means the best expected score equals the "
                "bound, refuted that it is below");
  cmd->add_option("--branchings-from", *branchings_from,
                  "with --sure: begin with strategies that may meet K chance nodes of several outcomes per line "
                  "(default 0: lines of certain chance first)")
      ->check(Count(0, 8));
  cmd->add_option("--horizon", *horizon,
                  "whole deals: the exact expected score of best play for the next K decisions of every line, then "
                  "greedy (a lower bound on the best expected score)")
      ->check(Count(0, 254));
  cmd->add_option("--save-lines", *save_lines,
                  "with --foresight: write each exhausted deal's optimal line (setup and play; with --certain also the best line found before the node limit) as a trace "
                  "DIR/GAME-seedS-dealD[--ID=READING...].foresight.trace.json, or .certain.trace.json with --certain "
                  "(a certificate the report replays; the non-default readings are part of the name)");
  cmd->add_flag("--no-checkpoints", *no_checkpoints,
                "with --save-lines: write the actions only, without per-step checkpoints (about half the size; "
                "the replay still checks every action)");
  cmd->add_option("--restart", *restart,
                  "with --foresight: restart the depth-first search in a new random order after N * Luby(i) states "
                  "in round i (0: no restarts)")
      ->check(Count(0, kMaxCount));
  cmd->add_option("--nested", *nested,
                  "with --foresight: instead of the exhaustive search, a nested Monte Carlo search of this level "
                  "(random playouts at level 0) for a high-scoring line; never exhausted, but its line (with "
                  "--certain, a line of certain chance) is real play and can be saved as a certificate")
      ->check(Count(0, 4));
  cmd->add_option("--nested-seed", *nested_seed, "with --nested: the seed of its random playouts")
      ->check(Count(0, kMaxSeed));
  cmd->add_option("--nested-greedy", *nested_greedy,
                  "with --nested: in playouts, take the greedy move this percent of the time (games with a greedy "
                  "policy)")
      ->check(Count(0, 100));
  cmd->add_flag("--no-bound", *no_bound, "with --foresight: no pruning by the score bound (for checks)");
  cmd->add_flag("--no-table", *no_table, "search without the transposition table (slower; for checks)");
  cmd->callback([=] {
    auto ctx = MakeContext(opts->Config());
    if (ctx->players != 1) throw Error(ctx->info->name, "`best` needs a one-player game");
    if (!save_lines->empty() && !*foresight_only) throw Error("--save-lines", "only with --foresight");
    if (*certain && !*foresight_only) throw Error("--certain", "only with --foresight");
    if (*no_checkpoints && save_lines->empty()) throw Error("--no-checkpoints", "only with --save-lines");
    if (*nested >= 0 && !*foresight_only) throw Error("--nested", "only with --foresight");
    if (!save_lines->empty() && !std::filesystem::is_directory(*save_lines))
      throw Error("--save-lines " + *save_lines, "not an existing directory");
    const ReportExtension* ext = FindReportExtension(ctx->info->name);
    DeterministicPolicy greedy = ext && ext->greedy ? ext->greedy(*ctx) : DeterministicPolicy{};
    SolitaireOptions so;
    so.max_nodes = *max_nodes;
    so.transposition = !*no_table;
    so.restart_nodes = *restart;
    so.certain_only = *certain;
    so.min_branchings = *branchings_from;
    if (*branchings_from && !*sure) throw Error("--branchings-from", "only with --sure");
    fmt::print("{}: seed {}, {} deals, node limit {}{}\n", ctx->info->name, *seed, *deals, *max_nodes,
               *no_table ? ", no transposition table" : "");
    fmt::print("values: best = max expected score (expectimax); foresight = max score knowing all chance; "
               "random = uniform random play; greedy = {}\n",
               greedy ? ext->greedy_description : "(no greedy policy registered for this game)");
    fmt::print("{:>5} {:>9} {:>9} {:>8} {:>8} {:>10} {:>10} {:>9} {:>10}\n", "deal", "best", "foresight", "random",
               "greedy", "nodes", "table", "seconds", "nodes/s");
    std::map<std::int64_t, std::uint64_t> foresight;
    if (*sure) {
      ScoreBoundFn bound = ext && ext->score_bound ? ext->score_bound(*ctx) : ScoreBoundFn{};
      if (!bound) throw Error(ctx->info->name, "--sure needs the game's score bound");
      std::uint64_t unknown = 0;
      for (std::uint64_t d = *first_deal; d < *first_deal + *deals; ++d) {
        std::unique_ptr<State> deal = DealFor(ctx, *seed, d);
        const std::int64_t target = bound(*deal);
        SureResult r = SolveSureTarget(*deal, target, bound, so, greedy);
        if (!r.exhausted) ++unknown;
        fmt::print("{:>5} target {}: {} ({} nodes, {} proved, {} refuted states, {:.2f} s)\n", d, target,
                   !r.exhausted ? "not exhausted: " + r.why_not
                   : r.proved   ? fmt::format("proved, a strategy of {} decisions", r.strategy.size())
                                : std::string("refuted"),
                   r.nodes, r.proved_entries, r.refuted_entries, r.seconds);
      }
      if (unknown) throw CheckFailed(fmt::format("{} deal(s) not exhausted", unknown));
      return;
    }
    if (*horizon >= 0) {
      if (!greedy) throw Error(ctx->info->name, "--horizon needs a greedy policy for this game");
      for (std::uint64_t d = *first_deal; d < *first_deal + *deals; ++d) {
        std::unique_ptr<State> deal = DealFor(ctx, *seed, d);
        HorizonResult h = SolveHorizon(*deal, greedy, *horizon, so);
        fmt::print("{:>5} horizon {}: {} ({} nodes, {} table, {:.2f} s)\n", d, *horizon,
                   h.exhausted ? fmt::format("{:.4f}", h.expected) : "not exhausted: " + h.why_not, h.nodes,
                   h.table_entries, h.seconds);
      }
      return;
    }
    if (*foresight_only) {
      ScoreBoundFn bound = ext && ext->score_bound && !*no_bound ? ext->score_bound(*ctx) : ScoreBoundFn{};
      fmt::print("foresight only{}; score bound: {}\n",
                 *certain ? ", lines of certain chance only (a single outcome at every chance node)" : "",
                 bound ? "the game's" : "none");
      fmt::print("{:>5} {:>9} {:>12} {:>10} {:>12} {:>10} {:>9}\n", "deal", "foresight", "nodes", "pruned", "table hits",
                 "line", "seconds");
      double total_s = 0;
      std::uint64_t total_nodes = 0, exact = 0;
      for (std::uint64_t d = *first_deal; d < *first_deal + *deals; ++d) {
        std::unique_ptr<State> deal = DealFor(ctx, *seed, d);
        ForesightResult r = *nested >= 0 ? SolveNestedMonteCarlo(*deal, bound, *nested, so, *nested_seed, greedy,
                                                                 *nested_greedy)
                                         : SolveForesightMax(*deal, bound, so, greedy);
        // A line that reaches the score bound proves the maximum, however it was found.
        if (*nested >= 0 && r.found && bound && r.max >= bound(*deal)) r.exhausted = true;
        total_s += r.seconds;
        total_nodes += r.nodes;
        // A line of certain chance is a lower bound on the best expected score even when the search did not
        // finish: with --certain the best one found is saved either way.
        const bool save = !save_lines->empty() && r.found &&
                          (r.exhausted || *certain || (*nested >= 0 && bound && r.max >= bound(*deal)));
        if (save) {
          std::unique_ptr<State> end = deal->Clone();
          for (Action a : r.line) end->ApplyAction(a);
          const char* kind = *certain ? "certain" : "foresight";
          const std::string path = DealLinePath(*save_lines, *ctx, *seed, d, kind);
          WriteFileAtomic(path, WriteTrace(RecordTrace(
                                    *end, !*no_checkpoints,
                                    *certain ? fmt::format("a line of certain chance scoring {} on deal {} of seed {}, "
                                                           "found by `peerage best --foresight --certain{}`{}",
                                                           r.max, d, *seed,
                                                           *nested >= 0 ? fmt::format(" --nested {} --nested-seed {}",
                                                                                      *nested, *nested_seed)
                                                                        : "",
                                                           r.exhausted || *nested >= 0
                                                               ? ""
                                                               : " (the best found before the node limit)")
                                             : fmt::format("perfect-foresight maximum {} of deal {} of seed {}: "
                                                           "an optimal line found by `peerage best --foresight`",
                                                           r.max, d, *seed))));
        }
        if (!r.exhausted) {
          fmt::print("{:>5} not exhausted: {} ({} nodes, {:.2f} s){}\n", d, r.why_not, r.nodes, r.seconds,
                     r.found && (*certain || *nested >= 0)
                         ? fmt::format("; best {}line found scores {}", *certain ? "certain " : "", r.max)
                         : "");
          continue;
        }
        if (!r.found) {  // certain_only: every line meets a chance node with more than one outcome
          ++exact;
          fmt::print("{:>5} {:>9} {:>12} {:>10} {:>12} {:>10} {:>9.3f}\n", d, "none", r.nodes, r.pruned, r.table_hits,
                     0, r.seconds);
          continue;
        }
        ++exact;
        ++foresight[r.max];
        fmt::print("{:>5} {:>9} {:>12} {:>10} {:>12} {:>10} {:>9.3f}\n", d, r.max, r.nodes, r.pruned, r.table_hits,
                   r.line.size(), r.seconds);
      }
      std::string dist;
      for (auto [v, n] : foresight) dist += fmt::format(" {}:{}", v, n);
      fmt::print("{} (score: deals):{}\n", *certain ? "certain-line maximum" : "foresight maximum", dist);
      fmt::print("search cost: {} nodes in {:.2f} s ({:.3f} s per deal)\n", total_nodes, total_s,
                 total_s / static_cast<double>(*deals));
      if (exact < *deals) throw CheckFailed(fmt::format("{} deal(s) not exhausted", *deals - exact));
      return;
    }
    double sum_best = 0, sum_random = 0, sum_greedy = 0, seconds = 0;
    std::uint64_t nodes = 0, solved = 0;
    for (std::uint64_t d = *first_deal; d < *first_deal + *deals; ++d) {
      std::unique_ptr<State> deal = DealFor(ctx, *seed, d);
      if (*endgame) {
        if (!greedy) throw Error(ctx->info->name, "--endgame needs a greedy policy for this game");
        const auto t0 = std::chrono::steady_clock::now();
        EndgameResult e = SolveEndgame(*deal, greedy, SubSeed(*seed, d), *max_nodes, so);
        nodes += e.nodes;
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (e.from < 0) {
          fmt::print("{:>5} not exhausted even for the last decision ({} nodes)\n", d, e.nodes);
          continue;
        }
        ++solved;
        sum_best += e.best.best_expected;
        sum_random += e.best.random_expected;
        sum_greedy += e.policy.expected;
        ++foresight[e.best.best_foresight];
        fmt::print("{:>5} {:>9.3f} {:>9} {:>8.3f} {:>8.3f} {:>10} {:>10}   from decision {} of {}\n", d,
                   e.best.best_expected, e.best.best_foresight, e.best.random_expected, e.policy.expected, e.nodes,
                   e.best.table_entries, e.from, e.decisions);
        continue;
      }
      if (*advance > 0) {
        if (!greedy) throw Error(ctx->info->name, "--advance needs a greedy policy for this game");
        AdvanceByPolicy(*deal, greedy, *advance, SubSeed(*seed, d));
      }
      SolitaireResult r = SolveSolitaire(*deal, so);
      std::string greedy_text = "–";
      if (greedy) {
        PolicyValue g = EvaluatePolicy(*deal, greedy, so);
        greedy_text = g.exhausted ? fmt::format("{:.3f}", g.expected) : "n/e";
        if (g.exhausted && r.exhausted) sum_greedy += g.expected;
      }
      nodes += r.nodes;
      seconds += r.seconds;
      if (!r.exhausted) {
        fmt::print("{:>5} not exhausted: {} ({} nodes, {:.2f} s); greedy {}\n", d, r.why_not, r.nodes, r.seconds,
                   greedy_text);
        continue;
      }
      ++solved;
      sum_best += r.best_expected;
      sum_random += r.random_expected;
      ++foresight[r.best_foresight];
      fmt::print("{:>5} {:>9.3f} {:>9} {:>8.3f} {:>8} {:>10} {:>10} {:>9.3f} {:>10.0f}\n", d, r.best_expected,
                 r.best_foresight, r.random_expected, greedy_text, r.nodes, r.table_entries, r.seconds,
                 r.seconds > 0 ? r.nodes / r.seconds : 0.0);
    }
    if (solved) {
      fmt::print("mean over {} exhausted deal(s): best {:.3f}, random {:.3f}{}\n", solved, sum_best / solved,
                 sum_random / solved, greedy ? fmt::format(", greedy {:.3f}", sum_greedy / solved) : "");
      std::string dist;
      for (auto [v, n] : foresight) dist += fmt::format(" {}:{}", v, n);
      fmt::print("{} (score: deals):{}\n", *certain ? "certain-line maximum" : "foresight maximum", dist);
    }
    fmt::print("search cost: {} nodes in {:.2f} s ({:.0f} nodes/s, {:.3f} s per deal)\n", nodes, seconds,
               seconds > 0 ? nodes / seconds : 0.0, seconds / static_cast<double>(*deals));
    if (solved < *deals) throw CheckFailed(fmt::format("{} deal(s) not exhausted", *deals - solved));
  });
}

void PrintSearchBench(const std::string& only, double seconds) {
  const std::uint64_t budget = 120000;
  bool header = false;
  for (const GameInfo* g : Registry::Instance().All()) {
    if ((!only.empty() && g->name != only) || g->min_players != 1) continue;
    auto ctx = MakeContext({.game = g->name, .players = 1, .settings = {}, .data_file = {}});
    const ReportExtension* ext = FindReportExtension(g->name);
    DeterministicPolicy policy = ext && ext->greedy ? ext->greedy(*ctx)
                                                    : [](const State&, const std::vector<Action>& legal) { return legal.front(); };
    if (!header) {
      fmt::print("\nexact search (model/analysis/solitaire_search.h) on endgames: the greedy line of each deal, searched "
                 "from its latest positions back with {} nodes per deal:\n", budget);
      fmt::print("{:<18} {:>7} {:>12} {:>14} {:>22}\n", "game", "deals", "nodes/s", "s per deal", "decisions searched");
      header = true;
    }
    std::uint64_t deals = 0, nodes = 0, searched = 0;
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0;
    while (elapsed < seconds || deals == 0) {
      std::unique_ptr<State> deal = DealFor(ctx, 1, deals);
      EndgameResult e = SolveEndgame(*deal, policy, SubSeed(1, deals), budget);
      nodes += e.nodes;
      searched += e.from >= 0 ? static_cast<std::uint64_t>(e.decisions - e.from) : 0;
      ++deals;
      elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    fmt::print("{:<18} {:>7} {:>12.0f} {:>14.3f} {:>22.1f}\n", g->name, deals, nodes / elapsed, elapsed / deals,
               static_cast<double>(searched) / deals);
  }
}

}  // namespace peerage::cli
