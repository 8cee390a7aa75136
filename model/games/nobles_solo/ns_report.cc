// Nobles (solo) report extension: the termination table over combinations of readings, the exact best
// score per deal (endgames), random vs greedy vs best, and how the readings move these numbers.
#include <fmt/format.h>

#include <map>

#include "model/analysis/report_ext.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/games/nobles_solo/nobles_solo.h"
#include "model/games/nobles_solo/ns_analysis.h"

namespace peerage::ns {
namespace {

constexpr std::uint64_t kDeals = 10;            // deals for the best-score distribution
constexpr std::uint64_t kDealNodes = 120000;    // exact-search nodes per deal (endgame back-off)
constexpr std::uint64_t kReadingDeals = 3;      // deals per reading for the reading impact
constexpr std::uint64_t kReadingNodes = 30000;  // nodes per deal there
constexpr std::uint64_t kRandomGames = 100;     // random playouts per deal
constexpr std::uint64_t kReadingWholeNodes = 300000;  // whole-deal greedy / horizon-1 nodes per deal there
// Deals 0 .. kCertainReadingDeals - 1 are checked per reading for a certified line of certain chance (the
// best expected score is exactly the Event bound where one reaches it; see Whole deals).
constexpr std::uint64_t kCertainReadingDeals = 10;

std::string Short(const std::map<std::string, std::string>& settings, const GameInfo& info) {
  std::string out;
  for (const Interpretation& i : info.interpretations) {
    auto it = settings.find(i.id);
    if (it == settings.end() || it->second == i.default_reading) continue;
    out += (out.empty() ? "" : ", ") + i.id.substr(3) + "=" + it->second;
  }
  return out.empty() ? "(all defaults)" : out;
}

ReportSection Termination(const GameInfo& info, const ReportExtensionOptions& o) {
  TerminationOptions to;
  to.seed = o.seed;
  std::vector<TerminationRow> rows = TerminationTable(to, [&o](std::uint64_t d, std::uint64_t t) {
    if (o.progress) o.progress("termination", d, t);
  });
  ReportSection s{"Termination", "", ""};
  std::string intro = fmt::format(
      "Does every game end, under each combination of readings? The interpretations that can change whether "
      "play stops are searched as a full product; the other {} are varied by a pairwise covering array (row i "
      "of the array goes with combination i, cyclically, so every pair of their readings occurs).\n\n",
      info.interpretations.size() - TerminationFactors().size());
  std::string factors;
  for (const TerminationFactor& f : TerminationFactors()) factors += "- `" + f.id + "`: " + f.why + "\n";
  std::string method = fmt::format(
      "\nMethod, per combination: {} random walks (the player's choices and chance uniformly at random), deal i "
      "for walk i, each position keyed without the engine's cut-off counters (turn number, Archivist chain "
      "count). A position seen twice on one walk is a loop the player can choose (where chance is involved, "
      "with positive probability each time round); it is shortened breadth-first from the repeated position "
      "(the shortest way round; the path to it is the walk's own) and replayed on the engine. A walk the "
      "engine cuts off (turn cap, Archivist chain cap) is an overrun witness. Where the walks see no loop, "
      "a breadth-first search of {} states runs from the first walk position at a Court step with an Archivist "
      "on a Noble deck and a Completed Event (where a loop inside one turn can start), and a loop found under "
      "earlier readings is replayed here. \"proved\": {}.\n\n",
      to.walks, to.targeted_nodes, kTerminationProof);
  std::map<std::string, int> tally;
  std::vector<std::vector<std::string>> table;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const TerminationRow& r = rows[i];
    ++tally[r.verdict];
    table.push_back({std::to_string(i + 1), Short(r.settings, info),
                     fmt::format("{}/{}/{}", r.ended, r.cut, r.walks),
                     r.verdict == "terminates" ? (r.proof ? "terminates always (proved)" : "terminates in every walk")
                                               : r.verdict + " witness",
                     // A proved row's walks column and verdict already say it all ("every walk ended;
                     // proved"); 128 repeats of that made the report outgrow a readable size.
                     r.verdict == "terminates" && r.proof ? "" : r.detail});
  }
  std::string summary = "Summary:";
  for (const auto& [v, n] : tally) summary += fmt::format(" {} {},", n, v);
  summary.back() = '.';
  summary += fmt::format(" {} combinations.\n\n", rows.size());
  const std::vector<std::string> head = {"#", "readings (non-default)", "walks ended/cut/total", "verdict", "detail"};
  s.markdown = intro + factors + method + summary + MarkdownTable(head, table);
  s.html = "<p>" + HtmlText(intro) + "</p><ul>";
  for (const TerminationFactor& f : TerminationFactors())
    s.html += "<li><code>" + HtmlEscape(f.id) + "</code>: " + HtmlText(f.why) + "</li>";
  s.html += "</ul><p>" + HtmlText(method) + "</p><p>" + HtmlText(summary) + "</p>" + HtmlTable(head, table);
  // One witness per distinct verdict detail kind: the first loop and the first overrun, in full.
  for (const char* kind : {"loop", "overrun"}) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (rows[i].verdict != kind) continue;
      std::string actions;
      for (std::size_t a = 0; a < rows[i].witness.size(); ++a)
        actions += (a == rows[i].loop_start && rows[i].verdict == "loop" ? " | " : " ") + rows[i].witness[a];
      std::string text = fmt::format("First {} witness (combination {}, {}; actions after deal {} of seed {}{}):{}",
                                     kind, i + 1, Short(rows[i].settings, info), rows[i].deal, o.seed,
                                     rows[i].verdict == "loop" ? ", the loop after `|`" : "", actions);
      s.markdown += text + "\n\n";
      s.html += "<p>" + HtmlText(text) + "</p>\n";
      break;
    }
  }
  return s;
}

struct DealNumbers {
  double random_mean = 0;  // sampled from the deal
  EndgameResult endgame;
};

DealNumbers ForDeal(std::shared_ptr<const GameContext> ctx, std::uint64_t seed, std::uint64_t d,
                    std::uint64_t nodes) {
  DealNumbers n;
  std::unique_ptr<State> deal = DealFor(ctx, seed, d);
  double total = 0;
  for (std::uint64_t g = 0; g < kRandomGames; ++g) {
    std::unique_ptr<State> s = deal->Clone();
    PlayoutFrom(*s, {.seed = SubSeed(SubSeed(seed, d), g), .max_steps = 0, .validate = false, .policy = {}});
    total += static_cast<double>(s->Scores().at(0));
  }
  n.random_mean = total / kRandomGames;
  n.endgame = SolveEndgame(*deal, GreedyAction, SubSeed(seed, d), nodes);
  return n;
}

std::string F(double x) { return fmt::format("{:.2f}", x); }

ReportSection BestScores(const GameInfo& info, const ReportExtensionOptions& o) {
  auto ctx = MakeContext({.game = info.name, .players = 1, .settings = {}, .data_file = {}});
  ReportSection s{"Best score", "", ""};
  std::string intro = fmt::format(
      "Exact search over the player's decisions (model/analysis/solitaire_search.h): expectimax with the "
      "engine's exact chance probabilities and a transposition table. \"best\" is the best expected score, "
      "\"foresight\" the best score if every later chance outcome were known in advance, \"random\" uniform "
      "random play, \"greedy\": {}. A whole deal is beyond this search (Whole deals has the best expected "
      "score of every deal it covers exactly, by certificate), and even a few decisions "
      "before the end one alternative that does not end the game opens the rest of it (more turns, chance "
      "reveals, Construct draws): deal 2 of seed 1 is solved in 2 nodes from its second-to-last decision on "
      "the greedy line and passes 2 million nodes from the one before. So each deal is searched from its "
      "endgame: greedy play goes through the deal, and the exact search runs from the positions on that line, "
      "latest first, with {} nodes per deal (`peerage best nobles-solo --endgame`); the table shows the "
      "earliest position solved (decision index of the greedy line). Random (whole deal) is the mean of {} "
      "random playouts from the deal; the endgame values are exact. Seed {}, deals 0-{}.\n\n",
      kGreedyDescription, kDealNodes, kRandomGames, o.seed, kDeals - 1);
  std::vector<std::vector<std::string>> table;
  std::map<std::int64_t, int> dist;
  double sum_best = 0, sum_greedy = 0, sum_rnd = 0, sum_rnd_deal = 0;
  int solved = 0;
  for (std::uint64_t d = 0; d < kDeals; ++d) {
    DealNumbers n = ForDeal(ctx, o.seed, d, kDealNodes);
    if (o.progress) o.progress("best scores", d + 1, kDeals);
    const EndgameResult& e = n.endgame;
    if (e.from < 0) {
      table.push_back({std::to_string(d), F(n.random_mean), "not exhausted", "", "", "", "", std::to_string(e.nodes)});
      continue;
    }
    ++solved;
    sum_best += e.best.best_expected;
    sum_greedy += e.policy.expected;
    sum_rnd += e.best.random_expected;
    sum_rnd_deal += n.random_mean;
    ++dist[e.best.best_foresight];
    table.push_back({std::to_string(d), F(n.random_mean), fmt::format("{} of {}", e.from, e.decisions),
                     F(e.best.random_expected), F(e.policy.expected), F(e.best.best_expected),
                     std::to_string(e.best.best_foresight), std::to_string(e.nodes)});
  }
  const std::vector<std::string> head = {"deal", "random (whole deal)", "endgame from decision", "random",
                                         "greedy", "best", "foresight", "nodes"};
  std::string summary;
  if (solved) {
    summary = fmt::format("Means over {} deals, endgame values: random {}, greedy {}, best {}; random over the "
                          "whole deal {}. Foresight maximum (score: deals):",
                          solved, F(sum_rnd / solved), F(sum_greedy / solved), F(sum_best / solved),
                          F(sum_rnd_deal / solved));
    for (auto [v, c] : dist) summary += fmt::format(" {}: {},", v, c);
    summary.back() = '.';
    summary += "\n\n";
  }
  s.markdown = intro + MarkdownTable(head, table) + summary;
  s.html = "<p>" + HtmlText(intro) + "</p>" + HtmlTable(head, table) + "<p>" + HtmlText(summary) + "</p>";
  return s;
}

ReportSection ReadingImpact(const GameInfo& info, const ReportExtensionOptions& o) {
  ReportSection s{"Readings and scores", "", ""};
  std::string intro = fmt::format(
      "Each non-default reading against the defaults on the same {} deals (seed {}): random play over the whole "
      "deal ({} playouts per deal); the exact expected scores over the whole deal of greedy play and of best "
      "play for the first decision of every line then greedy (horizon 1, a lower bound on the best expected "
      "score; see Whole deals), each within {} nodes per deal (\"n/e\" where not exhausted); and the exact "
      "endgame gain of best over greedy play ({} nodes per deal; the endgame starts where the search first "
      "exhausted, which may differ between readings, so compare the gain rather than absolute values). "
      "Last, the best expected score over the whole deal, on deals 0-{}: how many deals have a certified "
      "line of certain chance completing all {} Events (the best expected score is then exactly {}; see Whole "
      "deals), and in brackets on how many of those the default readings' certified line (`{}`) is still "
      "legal, certain and complete under the reading, i.e. the reading does not touch the deal's best line. "
      "The other certificates are lines found for the reading itself (`peerage best nobles-solo --foresight "
      "--certain --set ID=READING --save-lines DIR`, checked in under `{}`). After \"≥\": the best certified "
      "certain score on the other deals, a lower bound (\"?\" where none; neither proves that 24 is "
      "impossible).\n\n",
      kReadingDeals, o.seed, kRandomGames, kReadingWholeNodes, kReadingNodes, kCertainReadingDeals - 1, kEventCards,
      kEventCards, fmt::format("{}/nobles-solo-seed{}-dealD.certain.trace.json", o.certificate_dir, o.seed),
      o.certificate_dir + "/readings");
  struct Row {
    double rnd = 0, greedy = 0, horizon = 0, gain = 0;
    int whole = 0, solved = 0;  // deals with both whole-deal values exhausted; endgames solved
    std::string certain;        // deals with a certified certain line to the Event bound, and lower bounds
    int exact = 0;              // those deals
  };
  auto measure = [&](const std::map<std::string, std::string>& settings) {
    auto ctx = MakeContext({.game = info.name, .players = 1, .settings = settings, .data_file = {}});
    Row row;
    for (std::uint64_t d = 0; d < kReadingDeals; ++d) {
      DealNumbers n = ForDeal(ctx, o.seed, d, kReadingNodes);
      row.rnd += n.random_mean / kReadingDeals;
      if (n.endgame.from >= 0) {
        row.gain += n.endgame.best.best_expected - n.endgame.policy.expected;
        ++row.solved;
      }
      SolitaireOptions so;
      so.max_nodes = kReadingWholeNodes;
      std::unique_ptr<State> deal = DealFor(ctx, o.seed, d);
      const HorizonResult g = SolveHorizon(*deal, GreedyAction, 0, so), h = SolveHorizon(*deal, GreedyAction, 1, so);
      if (g.exhausted && h.exhausted) {
        row.greedy += g.expected;
        row.horizon += h.expected;
        ++row.whole;
      }
    }
    int by_default = 0;
    int& exact = row.exact;
    std::string lower;
    for (std::uint64_t d = 0; d < kCertainReadingDeals; ++d) {
      std::unique_ptr<State> deal = DealFor(ctx, o.seed, d);
      std::string why;
      // The default readings' line replayed under this reading, then a line found for the reading itself.
      const std::optional<std::int64_t> reread = CheckCertificate(
          *deal, CertificatePath(o.certificate_dir, o.seed, d, CertificateKind::kCertain), why,
          CertificateKind::kCertain, true);
      const std::optional<std::int64_t> own =
          settings.empty() ? std::nullopt
                           : CheckCertificate(*deal, ReadingCertificatePath(o.certificate_dir + "/readings", *ctx, o.seed, d),
                                              why, CertificateKind::kCertain);
      const std::int64_t best = std::max(reread.value_or(-1), own.value_or(-1));
      if (best == EventBound(*deal)) {
        ++exact;
        by_default += reread && *reread == best;
      } else {
        lower += (lower.empty() ? "" : ", ") + (best < 0 ? std::string("?") : std::to_string(best));
      }
    }
    row.certain = fmt::format("{}/{} ({}){}", exact, kCertainReadingDeals, by_default,
                              lower.empty() ? "" : "; ≥ " + lower);
    if (row.solved) row.gain /= row.solved;
    if (row.whole) {
      row.greedy /= row.whole;
      row.horizon /= row.whole;
    }
    return row;
  };
  auto whole = [](const Row& r, double v) { return r.whole == static_cast<int>(kReadingDeals) ? F(v) : std::string("n/e"); };
  auto delta = [](const Row& r, const Row& base, double v, double b) {
    return r.whole == static_cast<int>(kReadingDeals) && base.whole == r.whole ? fmt::format("{:+.2f}", v - b)
                                                                              : std::string("–");
  };
  const Row base = measure({});
  std::vector<std::vector<std::string>> table;
  table.push_back({"(defaults)", F(base.rnd), "", whole(base, base.greedy), "", whole(base, base.horizon), "",
                   fmt::format("{} ({} deals solved)", F(base.gain), base.solved), "", base.certain});
  std::uint64_t done = 0, total = 0;
  std::string fewer;  // readings with fewer deals certified at the Event bound than the defaults
  for (const Interpretation& i : info.interpretations) total += i.readings.size() - 1;
  for (const Interpretation& i : info.interpretations)
    for (const Reading& r : i.readings) {
      if (r.id == i.default_reading) continue;
      const Row row = measure({{i.id, r.id}});
      if (row.exact < base.exact) fewer += fmt::format("{}`{}={}` ({})", fewer.empty() ? "" : ", ", i.id, r.id, row.exact);
      table.push_back({i.id + "=" + r.id, F(row.rnd), fmt::format("{:+.2f}", row.rnd - base.rnd),
                       whole(row, row.greedy), delta(row, base, row.greedy, base.greedy), whole(row, row.horizon),
                       delta(row, base, row.horizon, base.horizon),
                       fmt::format("{} ({} deals solved)", F(row.gain), row.solved),
                       row.solved && base.solved ? fmt::format("{:+.2f}", row.gain - base.gain) : "–", row.certain});
      if (o.progress) o.progress("readings and scores", ++done, total);
    }
  const std::vector<std::string> head = {"reading", "random (whole deal)", "vs default", "greedy (exact)", "vs default",
                                         "best ≥ (horizon 1)", "vs default", "endgame gain best - greedy",
                                         "vs default",
                                         fmt::format("best expected = {} on deals 0-{} (by the default line); others",
                                                     kEventCards, kCertainReadingDeals - 1)};
  const std::string summary = fmt::format(
      "Readings with fewer of deals 0-{} certified at {} than the defaults' {}: {}. A lower count is evidence "
      "that the reading makes the deals harder to complete for certain, not proof: the certain-line searches "
      "stop at a node limit (see the lower bounds).\n\n",
      kCertainReadingDeals - 1, kEventCards, base.exact, fewer.empty() ? "none" : fewer);
  s.markdown = intro + MarkdownTable(head, table) + summary;
  s.html = "<p>" + HtmlText(intro) + "</p>" + HtmlTable(head, table) + "<p>" + HtmlText(summary) + "</p>";
  return s;
}

const ReportExtension kExtension{
    .game = "nobles-solo",
    .sections = [](const GameInfo& info, const ReportExtensionOptions& o) {
      return std::vector<ReportSection>{Termination(info, o), WholeDeals(info, o), BestScores(info, o), ReadingImpact(info, o)};
    },
    .greedy = [](const GameContext&) -> DeterministicPolicy { return GreedyAction; },
    .greedy_description = kGreedyDescription,
    .score_bound = [](const GameContext&) -> ScoreBoundFn { return EventBound; },
};

}  // namespace

PEERAGE_REGISTER_REPORT_EXTENSION(kExtension);

}  // namespace peerage::ns
