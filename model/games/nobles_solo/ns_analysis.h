// Nobles (solo) analyses for designers (not rules): the greedy policy, the state key for loop searches,
// the termination table over combinations of readings, the best-score distribution, and the report
// extension that shows them (model/analysis/report_ext.h). The engine's rules are not touched here.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/analysis/report_ext.h"
#include "model/analysis/solitaire_search.h"

namespace peerage::ns {

// Greedy play: at each decision, the action whose resulting state has the most Completed Events; ties
// go to the action leaving the smallest deck (Noble or Event) largest, then to fewer face-down decks
// (no gratuitous shuffles), then the lowest action id.
// Chance is not looked through (an action that waits for a reveal is judged by the state before it).
Action GreedyAction(const State& state, const std::vector<Action>& legal);
extern const char* const kGreedyDescription;

// Loop key: the canonical state without the turn counter (and the step count), so that a position that
// comes back on a later turn is recognised as the same position.
void LoopKey(const State& state, std::string& out);

// An admissible upper bound on the final score (Completed Events) from `state`, for the branch-and-bound
// foresight search: Events already completed plus every Event card still in an Event deck (during setup:
// all 24). Why it is admissible: an Event reaches the Completed Events only from the top of an Event deck
// (Requirements met, Interloper/Baroness "take one Event", Archivist "gain all face up Events"); the
// Archivist's Replace swaps a Completed Event with a deck top (net zero, or one lost to "removed"), and a
// removed Event never comes back. So completed + Events in decks never increases.
std::int64_t EventBound(const State& state);
// The whole-deal perfect-foresight maximum with that bound and greedy-first move ordering
// (options.certain_only: the best line of certain chance instead, see SolitaireOptions).
ForesightResult SolveDealForesight(const State& deal, const SolitaireOptions& options = {});

// ---- whole deals (ns_report_deals.cc) --------------------------------------------------------------------
// Two kinds of certificate, both lines of play from the deal to the end:
//   kForesight  any line (chance outcomes chosen too) that reaches EventBound(deal): proves the
//               perfect-foresight maximum;
//   kCertain    a line whose every chance node after the deal has a single outcome, so the player can follow
//               it for certain: its score is a lower bound on the best EXPECTED score (expectimax), which
//               it equals when the score reaches the Event bound.
enum class CertificateKind { kForesight, kCertain };
// Where `peerage best --foresight [--certain] --save-lines DIR` writes deal `deal`'s line for `seed` under
// the default readings (DealLinePath), and (ReadingCertificatePath) a certain line under `context`'s readings.
std::string CertificatePath(const std::string& dir, std::uint64_t seed, std::uint64_t deal,
                            CertificateKind kind = CertificateKind::kForesight);
std::string ReadingCertificatePath(const std::string& dir, const GameContext& context, std::uint64_t seed,
                                   std::uint64_t deal);
// Replays the certificate at `path` (a trace); returns its score when it starts with `deal`'s setup under
// the same readings, ends the game and (kForesight) reaches EventBound(deal) or (kCertain) meets no chance
// node after the deal with more than one outcome; otherwise nullopt and `why`. With `reread`, the line may
// have been recorded under other readings: its actions are replayed under `deal`'s readings instead
// (ReplayUnderReadings, checkpoints not compared), and a step that is not legal there is a `why`. A
// malformed trace throws (ParseError / IllegalActionError naming the file).
std::optional<std::int64_t> CheckCertificate(const State& deal, const std::string& path, std::string& why,
                                             CertificateKind kind = CertificateKind::kForesight,
                                             bool reread = false);
// The report section: greedy and horizon values (exact, whole deals) and certified foresight maxima.
ReportSection WholeDeals(const GameInfo& info, const ReportExtensionOptions& options);

}  // namespace peerage::ns

namespace peerage::ns {

// ---- termination over combinations of readings (ns_termination.cc) -------------------------------------
// The interpretations that can change whether or when play stops, with why; the full product of their
// readings is searched. Every other interpretation is varied by a pairwise covering array (each pair of
// readings of any two of them appears in some row), row i of the covering array going with product
// combination i (cyclically).
struct TerminationFactor {
  std::string id;
  std::string why;
};
const std::vector<TerminationFactor>& TerminationFactors();
// Rows of a pairwise covering array over `levels` (number of readings per factor), deterministic.
std::vector<std::vector<int>> PairwiseCoveringArray(const std::vector<int>& levels);

struct TerminationOptions {
  std::uint64_t seed = 1;
  std::uint64_t walks = 16;           // random walks (player and chance uniform) per combination, deal i each
  std::uint64_t loop_nodes = 20000;   // breadth-first states to shorten a loop (shortest way round)
  std::uint64_t targeted_nodes = 4000;  // breadth-first states from the first Archivist Court position
};

struct TerminationRow {
  std::map<std::string, std::string> settings;  // every interpretation (full settings)
  std::uint64_t walks = 0, ended = 0, cut = 0;  // walks; walks that ended by Downfall; cut off by the engine
  std::string verdict;                           // "terminates", "loop", "overrun"
  std::string detail;                            // the witness in words
  std::vector<std::string> witness;              // the witness's actions after the deal, as text
  std::size_t loop_start = 0;                    // witness[loop_start..] is the loop
  std::uint64_t deal = 0;                        // deal index (DealFor(seed, deal)) the witness starts from
  bool proof = false;                            // "terminates" is proved (see TerminationProof)
};
// Why every game ends unless an Archivist chain is possible (ns.archivist-another=any-type): Events left in
// the Event decks never rise and fall in every turn that completes something; in a turn that completes
// nothing and goes on (only a Feast failing under a Debutante top, with not-completed + feast-fails), the
// pair (non-Debutante Nobles in the Noble decks, Debutantes there) falls lexicographically.
extern const char* const kTerminationProof;
// The readings under which kTerminationProof applies (`settings`: every interpretation, resolved).
bool TerminationProved(const std::map<std::string, std::string>& settings);
std::vector<TerminationRow> TerminationTable(const TerminationOptions& options,
                                             const std::function<void(std::uint64_t, std::uint64_t)>& progress = {});

}  // namespace peerage::ns
