// `peerage conform`: drives an external engine through the protocol against the reference on every
// case (cases.h), then a time-boxed novelty-guided exploration (explore.h); shrinks each failure to a
// minimal trace (shrink.h) and writes it as a peerage trace. The runner itself never fails because the
// engine does: every engine fault becomes a failed (or, when the engine is unusable, errored) case, the
// engine is restarted for the next case, and its processes are always cleaned up.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/protocol/cases.h"
#include "model/protocol/explore.h"
#include "model/protocol/shrink.h"

namespace peerage::protocol {

// kSkip: the engine declined the case's configuration (bad-config) or start state (bad-state) — a
// configuration it does not implement, not a fault.
enum class Outcome { kPass, kFail, kError, kSkip };
const char* OutcomeName(Outcome o);  // "pass", "fail", "error", "skip"

// A divergence and its witness: the case cut (and shrunk, if it was) to what reproduces it.
struct Witness {
  Divergence divergence;
  int original_actions = 0;
  int shrunk_actions = -1;  // -1: not shrunk (e.g. the same divergence was shrunk in an earlier case)
  int shrink_runs = 0;
  std::string reproducer;   // trace file written, if any
  bool from_position = false;  // the witness starts from a position of its own (a start state), not the case's
  std::string same_as;      // "source/name" of the case whose witness stands for this group (already seen)
  int group = 0;            // the group's number in ConformReport::distinct (from 1)
};

struct CaseResult {
  std::string source, name;
  Outcome outcome = Outcome::kPass;
  std::optional<Divergence> divergence;  // set for kFail
  std::string error;                     // set for kError: why the case could not be run; kSkip: why skipped
  std::vector<std::string> notes;        // e.g. perft counts per depth
  std::string limited;                   // set when a budget cut the case short: what was checked
  double seconds = 0;
  int steps = 0;                         // actions played in lockstep
  int original_actions = 0;
  int shrunk_actions = -1;               // -1: not shrunk
  int shrink_runs = 0;
  std::string reproducer;                // trace file written, if any
  std::string same_as;                   // "source/name" of the case that first showed this divergence
  bool from_position = false;            // its witness starts from a start state of its own
  int group = 0;                         // the first divergence's group number (ConformReport::distinct, from 1)
  int divergences = 0;                   // divergences found in the case, the first included
  std::map<int, int> group_counts;       // group number -> divergences of that group in this case
  std::vector<Witness> later;            // after re-synchronising: each group first seen in the run here, in order
  std::vector<std::string> condition;    // the first divergence's group's condition (DistinctDivergence)
};

// One distinct divergence of a run (a group, by Signature: what differs): how often and in how many cases
// it showed, where first, what differs in words, and its (shrunk) witness.
struct DistinctDivergence {
  std::string signature;
  std::string first_case;  // "source/name"
  int occurrences = 0;
  Witness witness;
  int cases = 0;
  std::string text;  // DifferenceText
  // The facts of the witness's position that decide it (conditions.h), as the game's narrator tells them
  // ("p0's King of Clubs has 1 Stamina"), and their field patterns; empty when none was found (or looked for).
  std::vector<std::string> condition;
  std::vector<std::string> deciding;
  // Differences that showed at exactly the positions this one did (at least two), each the text of a group
  // merged into this one: one bug seen two ways (a wrong phase order: the decision and the state's phase).
  std::vector<std::string> also;
  // For a difference in what a step did (state, observation, scores, who acts next): how the reference
  // resolved that step at the witness, in the rulebook's terms where the game tells the parts (State::
  // StepParts: "p0's King of Hearts (attacking): 13 (strength) + 4 (die) = 17", "p1's ... wins the duel by
  // strength, 17 against 12"), then the rule ids it applied there ("rules applied: ...").
  std::vector<std::string> cause;
};

// The group's line: its condition, then what differs ("where p0 has used Spades this turn: the engine offers
// 'weapon' actions ..."), then what always showed with it.
std::string GroupText(const DistinctDivergence& g);

struct ConformOptions {
  std::string engine;  // shell command line of the engine under test
  ChildLimits limits;
  CompareOptions compare;
  CaseSources sources;               // config.game: the game under test
  double explore_seconds = 0;        // 0: no exploration
  int explore_cases = 0;             // 0: no cap besides the time box
  int shard = 0, shards = 1;
  // Divergences collected per case: after each, the engine is re-synchronised from the reference's state
  // (new_game with start) and the case goes on. 0: no limit (every case runs to its end); 1: stop at the
  // first (also what happens, said in the report, with an engine that cannot load states). Each group is
  // shrunk and described once however often it shows.
  int max_divergences = 0;
  double perft_seconds = 0;          // time budget shared by the perft cases (0: none); depth 1 is always walked
  // Engine runs to look for a new group's condition (conditions.h), and for the whole run's checks of which
  // group a divergence with a condition belongs to (runs, not seconds: the same groups on every machine);
  // condition_runs 0: no conditions (groups by what differs only).
  int condition_runs = 400;
  int condition_total_runs = 3000;
  bool shrink = true;
  ShrinkOptions shrink_options;
  std::string repro_dir;             // empty: no reproducer files
  std::function<void(const std::string& what, std::uint64_t done, std::uint64_t total)> progress;
  std::function<void(const CaseResult&)> on_result;  // called as each case finishes
  std::function<void(const std::string& source_name)> on_case;  // called as each case starts
};

struct ConformReport {
  std::string engine_name;  // from the engine's hello (empty if it never answered)
  std::vector<CaseResult> results;
  double seconds = 0;
  std::uint64_t requests = 0;
  std::optional<ExploreStats> explore;
  std::vector<DistinctDivergence> distinct;  // every distinct divergence, in the order first seen
  std::string resync_note;  // set when the engine could not load states, so cases stopped at their first divergence
  std::string state_note;   // set when the state comparison asked for could not be made (e.g. no public state)
};

// The state comparison conform makes for `options`, and why it differs from the one asked for ("" if not):
// a game without a public state is compared without its state (kNone).
StateCompare EffectiveStateCompare(const CompareOptions& options, const std::string& game, std::string* note);

// Validates options (JSON pointers, shard, game), builds the cases and runs them. Throws peerage::Error
// for bad input (exit status 2); everything the engine does is reported in the results.
ConformReport RunConform(const ConformOptions& options);

// 0 all passed (skipped cases aside), 1 some case failed, 2 some case errored (engine unusable) or
// nothing was run (no cases, or the engine declined every one).
int ExitStatus(const ConformReport& report);

}  // namespace peerage::protocol
