// Small situations: a position (the trace's `start`) and a few actions, instead of a whole game from the
// initial deal. A report example is a witness found by random play cut to the position just before the
// point it shows (its file keeps the play before: Trace::shown_from). conform shrinks its witnesses' start
// positions with the game's own `simplify` hook (GameInfo; ShrinkSituation) for as long as the witness still
// shows the same thing.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "model/core/trace.h"

namespace peerage {

// A situation played under the trace's readings with `overrides` applied: the start position (or the
// initial state) and as many of its actions as are legal. `illegal_at` is the first action that is not
// (-1: all were), `why` says why.
struct SituationPlay {
  std::unique_ptr<State> state;
  int illegal_at = -1;
  std::string why;
};
SituationPlay PlaySituation(const Trace& situation, const std::map<std::string, std::string>& overrides);

// The witness cut at `from`: the position after its first `from` actions becomes the start, the rest of
// its actions follow. The note is kept.
Trace CutSituation(const Trace& witness, int from);

// How two readings first part on a situation played in lockstep: after `step` of its actions (0: at the
// start already), in `kind` ("legal-actions", "state", "outcome", or "observation" when only what some
// player sees differs) with `detail`. Both sides must accept every action up to that point.
struct SituationSplit {
  int step = 0;
  std::string kind, detail;
};
std::optional<SituationSplit> SplitSituation(const Trace& situation, const std::map<std::string, std::string>& a,
                                             const std::map<std::string, std::string>& b, bool observations);

// What shrinking must keep: true while the candidate situation still shows what the original showed.
using SituationTest = std::function<bool(const Trace&)>;

struct ShrinkStats {
  std::uint64_t tries = 0;  // candidates replayed
  std::uint64_t kept = 0;   // simplifications kept
};

// Greedy shrinking of the start position: asks the game's simplify hook for simpler positions, keeps the
// first one for which `shows` holds, and asks again, until no candidate holds or `budget` candidates were
// tried. `shows` must hold for `situation`. A game without the hook or a situation without a start is
// returned as it is.
Trace ShrinkSituation(Trace situation, const SituationTest& shows, std::uint64_t budget, ShrinkStats* stats);

}  // namespace peerage
