// The one trace format: game, players, interpretations, actions (chance included), optional per-step
// checkpoints (legal-action count and state hash before the action) and an optional final checkpoint.
// Used by corpus golden traces, fuzz reproducers, reports' witnesses and the engine protocol.
//
// Canonical layout (written by WriteTrace; any valid JSON with these fields is accepted):
//   {
//     "format": "peerage-trace", "version": 1,
//     "game": "dueling-nobles", "players": 2,
//     "interpretations": {"dn.duels-per-turn": "one"},
//     "parameters": {"td.scenario": "2"},   (games with set-up parameters only: catalogue.h, Parameter)
//     "data": {"file": "my-cards.json", "hash": "..."},  (optional; games with a data file, user's data)
//     "note": "free text",
//     "start": {...canonical state JSON...},   (optional; default: the game's initial state)
//     "shown_from": 196,   (optional; the position a report example shows: the state after this many
//                           actions, the ones before it being the play that reaches it)
//     "actions": [
//       {"actor": "chance", "action": "die:4", "legal": 6, "hash": "0123456789abcdef"},
//       {"actor": "p0", "action": "pass"},
//       "p1-style plain strings are accepted too"
//     ],
//     "final": {"terminal": true, "scores": [1, 0], "hash": "..."}
//   }
// A trace written before parameters existed lists them under "interpretations": it is read as if they were
// under "parameters" (ParseTrace moves them), and written back split. An id under "parameters" that is not a
// parameter of the game, or an id under both, is an error.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/state.h"

namespace peerage {

struct TraceStep {
  std::string action;                // canonical text
  std::optional<std::string> actor;  // "chance" or "p<i>"
  std::optional<int> legal;          // number of legal actions before this step
  std::optional<std::string> hash;   // state hash (hex) before this step
  int line = 0;                      // source line when read from text (0 if unknown)
};

struct TraceFinal {
  bool terminal = false;
  std::optional<std::vector<std::int64_t>> scores;
  std::optional<std::string> hash;
};

struct Trace {
  std::string game;
  int players = 0;
  std::map<std::string, std::string> interpretations;
  std::map<std::string, std::string> parameters;  // set-up parameters (game.h: GameInfo::parameters)
  std::string note;
  std::string data_file;  // a user's data file ("" = the game's shipped data)
  std::string data_hash;  // its hash (hex) as recorded; replay refuses data with another hash
  std::shared_ptr<const Json> start;  // optional start state (canonical JSON); null: the initial state
  // A report example's position: the state after the first `shown_from` actions (the play that reaches it
  // from the start); the actions after it are the example's own. 0..steps.size().
  std::optional<int> shown_from;
  std::vector<TraceStep> steps;
  std::optional<TraceFinal> final_state;
};

std::string ActorName(int player);  // "chance", "p0", ...

// Parses trace text (bounded JSON: model/core/input_file.h; a duplicate key is an error); `where` names
// the source (a file path) for errors. Throws ParseError.
Trace ParseTrace(const std::string& text, const std::string& where);
Trace ReadTraceFile(const std::string& path);  // through ReadInputFile: regular files within the cap only
std::string WriteTrace(const Trace& trace);
// Writes atomically: the content goes to a temporary file under a fresh name beside `path` (created
// exclusively, so no existing file is touched), which is renamed onto `path`; on any failure the
// temporary is removed and nothing is left half-written. Throws Error(path, why).
void WriteFileAtomic(const std::string& path, const std::string& content);

// The trace of a game played so far: replays the history from the start to fill checkpoints.
Trace RecordTrace(const State& state, bool checkpoints, const std::string& note = "");
GameConfig TraceConfig(const Trace& trace);  // settings: the interpretations and the parameters

struct ReplayOptions {
  bool check_checkpoints = true;  // compare recorded legal counts / hashes / final
  std::string where;              // source name for errors
};
// Replays; throws IllegalActionError / ParseError naming the step, its line and the reason.
std::unique_ptr<State> Replay(const Trace& trace, const ReplayOptions& options = {});

// The same line of play under other readings: the trace's interpretations with `overrides` applied (checked
// like a new game's: an unknown id or reading throws ConfigError naming `where`), its actions applied by
// text, checkpoints not compared (they belong to the recorded readings). Where an action is not legal under
// the new readings (or another actor is to act, or the game is already over), the replay stops there:
// `state` is the position before that step, `diverged_at` its index and `why` the reason. A trace with a
// start state is read as the same position under the new readings: the game's part of the start is kept
// and its settings replaced (a start that breaks an invariant under the new readings: ParseError).
struct RereadResult {
  std::unique_ptr<State> state;
  int diverged_at = -1;  // -1: every action of the trace was legal
  std::string why;
};
RereadResult ReplayUnderReadings(const Trace& trace, const std::map<std::string, std::string>& overrides,
                                 const std::string& where);

}  // namespace peerage
