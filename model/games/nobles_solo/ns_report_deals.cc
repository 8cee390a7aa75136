// Nobles (solo) report: whole deals. The exact expected score of greedy play and of best play over a short
// horizon then greedy (lower bounds on the best expected score); the best expected score itself, proved
// exact by replaying a checked-in line of certain chance that reaches the Event bound; and the
// perfect-foresight maximum, proved by a checked-in line (any chance) that reaches the bound.
#include <fmt/format.h>

#include <filesystem>
#include <algorithm>
#include <map>

#include "model/analysis/report_ext.h"
#include "model/core/error.h"
#include "model/core/trace.h"
#include "model/games/nobles_solo/nobles_solo.h"
#include "model/games/nobles_solo/ns_analysis.h"

namespace peerage::ns {

namespace {

constexpr std::uint64_t kWholeDeals = 20;
constexpr std::uint64_t kCertainDeals = 100;  // deals whose certain-line certificates are counted
constexpr int kMaxHorizon = 3;
constexpr std::uint64_t kHorizonNodes = 150000;  // per horizon search; the longest horizon within it is shown
constexpr std::uint64_t kGreedyNodes = 2000000;  // greedy play's whole-deal value

std::string TwoPlaces(double x) { return fmt::format("{:.2f}", x); }

}  // namespace

std::string CertificatePath(const std::string& dir, std::uint64_t seed, std::uint64_t deal, CertificateKind kind) {
  static const std::shared_ptr<const GameContext> defaults =
      MakeContext({.game = "nobles-solo", .players = 1, .settings = {}, .data_file = {}});
  return DealLinePath(dir, *defaults, seed, deal, kind == CertificateKind::kCertain ? "certain" : "foresight");
}

std::string ReadingCertificatePath(const std::string& dir, const GameContext& context, std::uint64_t seed,
                                   std::uint64_t deal) {
  return DealLinePath(dir, context, seed, deal, "certain");
}

std::optional<std::int64_t> CheckCertificate(const State& deal, const std::string& path, std::string& why,
                                             CertificateKind kind, bool reread) {
  if (!std::filesystem::exists(path)) {
    why = "no certificate";
    return std::nullopt;
  }
  const Trace trace = ReadTraceFile(path);
  std::unique_ptr<State> end;
  if (reread) {
    if (trace.game != deal.info().name) {
      why = "the certificate is another game";
      return std::nullopt;
    }
    RereadResult r = ReplayUnderReadings(trace, deal.context().settings, path);
    if (r.diverged_at >= 0) {
      why = fmt::format("under these readings, step {} ({}): {}", r.diverged_at, trace.steps[r.diverged_at].action,
                        r.why);
      return std::nullopt;
    }
    end = std::move(r.state);
  } else {
    end = Replay(trace, {.check_checkpoints = true, .where = path});
  }
  const std::vector<Action> dealt = deal.History(), played = end->History();
  if (played.size() < dealt.size() || !std::equal(dealt.begin(), dealt.end(), played.begin()) ||
      end->info().name != deal.info().name || end->context().settings != deal.context().settings) {
    why = "the certificate is another deal or other readings";
    return std::nullopt;
  }
  if (!end->IsTerminal()) {
    why = "the certificate does not end the game";
    return std::nullopt;
  }
  if (kind == CertificateKind::kCertain) {
    std::unique_ptr<State> s = deal.Clone();
    for (std::size_t i = dealt.size(); i < played.size(); ++i) {
      if (s->IsChance() && s->ChanceOutcomes().size() > 1) {
        why = fmt::format("action {} ({}) is a chance outcome that was not certain", i,
                          s->ActionToString(played[i]));
        return std::nullopt;
      }
      s->ApplyLegalAction(played[i]);
    }
  }
  const std::int64_t score = end->Scores().at(0);
  if (kind == CertificateKind::kForesight && score != EventBound(deal)) {
    why = fmt::format("the certificate scores {}, below the bound {}", score, EventBound(deal));
    return std::nullopt;
  }
  return score;
}

ReportSection WholeDeals(const GameInfo& info, const ReportExtensionOptions& o) {
  auto ctx = MakeContext({.game = info.name, .players = 1, .settings = {}, .data_file = {}});
  ReportSection s{"Whole deals", "", ""};
  const std::string certain_example = CertificatePath(o.certificate_dir, o.seed, 1, CertificateKind::kCertain);
  std::string intro = fmt::format(
      "The plain expectimax search cannot finish a whole deal: it passes 30 million nodes "
      "(`peerage best nobles-solo --max-nodes 30000000`), because play can be prolonged for 20 turns and more by "
      "Shades, Constructs and Veterans that put Nobles back, and bad play keeps the game going longest. The best "
      "expected score is nevertheless exact, deal by deal, by a certificate: a line of play of **certain chance** "
      "(every chance node on it after the deal has a single outcome, e.g. a Construct that can only draw one kind "
      "of deceased Noble, or no shuffle at all) that completes every Event of the deal. The player can follow "
      "such a line with probability 1, so the best expected score is at least the Event bound of {}, and no "
      "game can complete more. These lines are found offline (`peerage best nobles-solo --foresight --certain "
      "--save-lines DIR`, a depth-first branch and bound, or with `--nested 4`, a nested Monte Carlo search that "
      "finds the lines the depth-first order misses; e.g. `{}`) and replayed here on the engine, with their "
      "checkpoints, from the deal under the default readings, checking every chance node on the way.\n\n"
      "Per deal (seed {}, deals 0-{}, default readings):\n\n"
      "- greedy: the exact expected score of greedy play over the whole deal (every chance outcome, exact "
      "probabilities), within {} nodes.\n"
      "- horizon ≥: the exact expected score of the strategy \"best choices for the first k decisions of every "
      "line, then greedy\" (`peerage best nobles-solo --horizon k`), for the longest k ≤ {} whose search stays "
      "within {} nodes: a strategy the player can follow, so a lower bound.\n"
      "- best expected: exact where a certain line reaching the bound is certified; otherwise from the better "
      "of the horizon value and the score of the best certain line checked in (the best found before the "
      "search's node limit, also a strategy) up to the foresight maximum.\n"
      "- foresight max: the best score if every chance outcome were known in advance, the upper end for the "
      "best expected score, proved by a certain line or by a checked-in foresight line (`{}`) that reaches the "
      "Event bound.\n\n",
      kEventCards, certain_example, o.seed, kWholeDeals - 1, kGreedyNodes, kMaxHorizon, kHorizonNodes,
      CertificatePath(o.certificate_dir, o.seed, 0));
  std::vector<std::vector<std::string>> table;
  double sum_greedy = 0, sum_lower = 0;
  int valued = 0;  // deals whose greedy value was exhausted
  for (std::uint64_t d = 0; d < kWholeDeals; ++d) {
    std::unique_ptr<State> deal = DealFor(ctx, o.seed, d);
    SolitaireOptions so;
    so.max_nodes = kGreedyNodes;
    HorizonResult greedy = SolveHorizon(*deal, GreedyAction, 0, so);
    HorizonResult lower = greedy;
    int k = 0;
    so.max_nodes = kHorizonNodes;
    for (int h = 1; greedy.exhausted && h <= kMaxHorizon; ++h) {
      HorizonResult r = SolveHorizon(*deal, GreedyAction, h, so);
      if (!r.exhausted) break;
      lower = r;
      k = h;
    }
    std::string why_certain, why;
    const std::optional<std::int64_t> sure = CheckCertificate(
        *deal, CertificatePath(o.certificate_dir, o.seed, d, CertificateKind::kCertain), why_certain,
        CertificateKind::kCertain);
    const bool exact = sure && *sure == EventBound(*deal);
    const std::optional<std::int64_t> max =
        exact ? sure : CheckCertificate(*deal, CertificatePath(o.certificate_dir, o.seed, d), why);
    const std::string fs = exact ? fmt::format("{} (certain line)", *sure)
                           : max ? fmt::format("{} (foresight line)", *max)
                                 : fmt::format("≤ {} ({})", EventBound(*deal), why);
    // Below: the better of the horizon value and a certain line's score (both values of strategies).
    std::string low = greedy.exhausted ? TwoPlaces(lower.expected) + " (horizon)" : "?";
    if (sure && (!greedy.exhausted || static_cast<double>(*sure) > lower.expected))
      low = fmt::format("{} (certain line)", *sure);
    const std::string best = exact ? fmt::format("**{}** (exact)", *sure)
                                   : fmt::format("{} to {}", low, max ? *max : EventBound(*deal));
    if (!greedy.exhausted) {
      table.push_back({std::to_string(d), fmt::format("not exhausted ({} nodes)", kGreedyNodes), "", best, fs});
      continue;
    }
    ++valued;
    sum_greedy += greedy.expected;
    sum_lower += lower.expected;
    table.push_back({std::to_string(d), TwoPlaces(greedy.expected), fmt::format("{} (k = {})", TwoPlaces(lower.expected), k), best, fs});
    if (o.progress) o.progress("whole deals", d + 1, kWholeDeals);
  }
  const std::vector<std::string> head = {"deal", "greedy (exact)", "horizon ≥ (exact, k)", "best expected",
                                         "foresight max"};
  std::string summary = fmt::format("Means over the {} deals with a greedy value: greedy {}, horizon {}. ", valued,
                                    TwoPlaces(valued ? sum_greedy / valued : 0), TwoPlaces(valued ? sum_lower / valued : 0));
  // The distribution of the exact best expected score over more deals: certificates only (cheap to replay).
  int exact = 0;
  std::string others;  // deals without an exact certificate: their certain lower bound, if any
  for (std::uint64_t d = 0; d < kCertainDeals; ++d) {
    std::unique_ptr<State> deal = DealFor(ctx, o.seed, d);
    std::string why;
    const std::optional<std::int64_t> sure = CheckCertificate(
        *deal, CertificatePath(o.certificate_dir, o.seed, d, CertificateKind::kCertain), why, CertificateKind::kCertain);
    if (sure && *sure == EventBound(*deal)) {
      ++exact;
      continue;
    }
    others += fmt::format("{}deal {}{}", others.empty() ? "" : ", ", d, sure ? fmt::format(" ≥ {}", *sure) : "");
  }
  summary += fmt::format(
      "Over deals 0-{}, a certain line reaching the bound is certified on {} deals: there the best expected "
      "score is exactly {}, i.e. a player who reads the face-up decks well completes every Event with "
      "certainty, and the gap to greedy play measures how hard the deal is to read, not luck.",
      kCertainDeals - 1, exact == static_cast<int>(kCertainDeals) ? std::string("every one of the") : std::to_string(exact),
      kEventCards);
  if (exact < static_cast<int>(kCertainDeals))
    summary += fmt::format(
        " On the other {} deals no such line was found within the offline search budget (that does not prove "
        "there is none); the best expected score is at least the score of the best certain line found, where "
        "one is checked in: {}.",
        kCertainDeals - exact, others.empty() ? "none" : others);
  summary += "\n\n";
  s.markdown = intro + MarkdownTable(head, table) + summary;
  s.html = "<p>" + HtmlText(intro) + "</p>" + HtmlTable(head, table) + "<p>" + HtmlText(summary) + "</p>";
  return s;
}

}  // namespace peerage::ns
