// Nobles (solo) report: whole deals. The exact expected score of greedy play and of best play over a short
// horizon then greedy (lower bounds on the best expected score), and the perfect-foresight maximum, proved
// by replaying a checked-in optimal line (a certificate) that reaches the Event bound.
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
constexpr int kMaxHorizon = 3;
constexpr std::uint64_t kHorizonNodes = 150000;  // per horizon search; the longest horizon within it is shown
constexpr std::uint64_t kGreedyNodes = 2000000;  // greedy play's whole-deal value

std::string F(double x) { return fmt::format("{:.2f}", x); }

}  // namespace

std::string CertificatePath(const std::string& dir, std::uint64_t seed, std::uint64_t deal) {
  return fmt::format("{}/nobles-solo-seed{}-deal{}.foresight.trace.json", dir, seed, deal);
}

std::optional<std::int64_t> CheckCertificate(const State& deal, const std::string& path, std::string& why) {
  if (!std::filesystem::exists(path)) {
    why = "no certificate";
    return std::nullopt;
  }
  const Trace trace = ReadTraceFile(path);
  std::unique_ptr<State> end = Replay(trace, {.check_checkpoints = true, .where = path});
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
  const std::int64_t score = end->Scores().at(0);
  if (score != EventBound(deal)) {
    why = fmt::format("the certificate scores {}, below the bound {}", score, EventBound(deal));
    return std::nullopt;
  }
  return score;
}

ReportSection WholeDeals(const GameInfo& info, const ReportExtensionOptions& o) {
  auto ctx = MakeContext({.game = info.name, .players = 1, .settings = {}, .data_file = {}});
  ReportSection s{"Whole deals", "", ""};
  std::string intro = fmt::format(
      "The best expected score of a whole deal (expectimax, chance exact) is beyond the exact search: a full "
      "deal passes 30 million nodes without finishing (`peerage best nobles-solo --max-nodes 30000000`), since "
      "play can be prolonged for 20 turns and more by Shades, Constructs and Veterans that put Nobles back. "
      "What is exact per deal instead (seed {}, deals 0-{}, default readings):\n\n"
      "- greedy: the exact expected score of greedy play over the whole deal (every chance outcome, exact "
      "probabilities), within {} nodes.\n"
      "- best ≥: the exact expected score of the strategy \"best choices for the first k decisions of every "
      "line, then greedy\" (`peerage best nobles-solo --horizon k`), for the longest k ≤ {} whose search stays "
      "within {} nodes. It is a strategy the player can follow, so the best expected score is at least this.\n"
      "- foresight max: the best score if every chance outcome were known in advance, the upper end for the "
      "best expected score. It is proved when a checked-in optimal line (`{}`, written by `peerage best "
      "nobles-solo --foresight --save-lines DIR` with a large node budget) replays on the engine from this deal "
      "to the Event bound of {} (no game completes more Events than the deal holds).\n\n"
      "So for each deal: best ≥ column ≤ best expected score ≤ foresight max.\n\n",
      o.seed, kWholeDeals - 1, kGreedyNodes, kMaxHorizon, kHorizonNodes, CertificatePath(o.certificate_dir, o.seed, 0),
      kEventCards);
  std::vector<std::vector<std::string>> table;
  std::map<std::string, int> dist;
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
    std::string why;
    const std::optional<std::int64_t> max = CheckCertificate(*deal, CertificatePath(o.certificate_dir, o.seed, d), why);
    const std::string fs = max ? fmt::format("{} (certificate replayed)", *max) : fmt::format("≤ {} ({})", EventBound(*deal), why);
    ++dist[max ? std::to_string(*max) : "not certified"];
    if (!greedy.exhausted) {
      table.push_back({std::to_string(d), fmt::format("not exhausted ({} nodes)", kGreedyNodes), "", fs});
      continue;
    }
    ++valued;
    sum_greedy += greedy.expected;
    sum_lower += lower.expected;
    table.push_back({std::to_string(d), F(greedy.expected), fmt::format("{} (k = {})", F(lower.expected), k), fs});
    if (o.progress) o.progress("whole deals", d + 1, kWholeDeals);
  }
  const std::vector<std::string> head = {"deal", "greedy (exact)", "best ≥ (exact, horizon k)", "foresight max"};
  std::string summary = fmt::format("Means over the {} deals with a greedy value: greedy {}, best ≥ {}. Foresight "
                                    "maximum over all {} deals (score: deals):",
                                    valued, F(valued ? sum_greedy / valued : 0), F(valued ? sum_lower / valued : 0),
                                    kWholeDeals);
  for (const auto& [v, c] : dist) summary += fmt::format(" {}: {},", v, c);
  summary.back() = '.';
  summary += "\n\n";
  s.markdown = intro + MarkdownTable(head, table) + summary;
  s.html = "<p>" + HtmlEscape(intro) + "</p>" + HtmlTable(head, table) + "<p>" + HtmlEscape(summary) + "</p>";
  return s;
}

}  // namespace peerage::ns
