// Coverage-guided interpretation-differential search. Input bytes choose a game, one interpretation and a
// non-default reading of it, then actions (chance included) played under the default readings while a
// second engine under that reading follows in lockstep. A divergence is not a bug, so nothing aborts;
// with PEERAGE_WITNESS_DIR set, the shortest witness per (game, interpretation=reading) is kept there as
// <game>--<id>=<reading>.trace.json, which `peerage report` picks up (after re-checking it) from
// corpus/witnesses/. Run by ci/hunt.sh.
//
// Speed: the witness is the first step at which StatesDiffer (model/analysis/differential.h: who acts,
// legal actions, final scores, the state JSON) reports a difference, as if it ran before every action. It
// does not: the cheap parts (who acts, legal actions, scores) run every step, the state JSON only every
// kJsonEvery steps and at the end. When either finds a difference, the line is replayed from the last
// checkpoint both agreed at with StatesDiffer at every step, which finds the same first step; without
// PEERAGE_WITNESS_DIR that replay and its checkpoint copies are skipped (the witness is all they give).
// A line whose last comparison found the two alike before (same configuration and actions) skips that
// comparison. Two state JSONs per step made this target run at about 4 inputs/s under ASan; see
// docs/measured.md.
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "model/analysis/differential.h"
#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/trace.h"

using namespace peerage;

namespace {

constexpr int kMaxSteps = 4000;
constexpr int kJsonEvery = 64;  // steps between two state-JSON comparisons

// PEERAGE_WITNESS_DIR, or null: witnesses are not kept (and not looked for).
const char* const g_witness_dir = std::getenv("PEERAGE_WITNESS_DIR");

// StatesDiffer on the two initial states, per configuration (key and player count): NewGame is
// deterministic (chance is chosen by the input's bytes, later), so it is computed once per configuration
// instead of once per input, where it was half of the state-JSON work of a short input.
struct StartDiff {
  bool differs = false;
  std::string kind, detail;
};
std::map<std::string, StartDiff> g_start_diff;

// Lines whose last states StatesDiffer found alike, per configuration (a hash of key, players and line):
// most mutations of an input decode to a line an earlier input played, and its last comparison, the
// costly one, is not repeated (the cheap comparisons of every step still run).
std::unordered_set<std::uint64_t> g_alike;

std::uint64_t LineHash(const std::string& key, int players, const std::vector<Action>& line) {
  std::string text = key + "/" + std::to_string(players) + "|";
  for (Action a : line) text += std::to_string(a) + ",";
  return Fnv1a64(text);
}
bool SeenAlike(const std::string& key, int players, const std::vector<Action>& line) {
  return g_alike.count(LineHash(key, players, line)) > 0;
}
void RememberAlike(const std::string& key, int players, const std::vector<Action>& line) {
  if (g_alike.size() >= (std::size_t{1} << 22)) g_alike.clear();
  g_alike.insert(LineHash(key, players, line));
}

// Keeps `trace` as the witness for `key` if there is none yet or it is shorter.
void KeepWitness(const std::string& key, const Trace& trace) {
  if (g_witness_dir) KeepShorterWitness(std::string(g_witness_dir) + "/" + key + ".trace.json", trace);
}

// The parts of StatesDiffer that need no JSON: who acts, final scores and ranking, legal actions
// (`la`, `lb`: the two states' legal actions). True means StatesDiffer is true as well.
bool CheaplyDiffer(const State& a, const State& b, const std::vector<Action>& la, const std::vector<Action>& lb) {
  if (a.CurrentPlayer() != b.CurrentPlayer()) return true;
  if (a.IsTerminal() && b.IsTerminal() && (a.Scores() != b.Scores() || a.Ranking() != b.Ranking())) return true;
  return la != lb;
}

// Two engines in lockstep, and copies of both at the last step where StatesDiffer found them alike.
struct Lockstep {
  std::unique_ptr<State> a, b, agreed_a, agreed_b;
  std::size_t agreed_step = 0;  // history length of agreed_a/agreed_b

  void Agree() {
    if (!g_witness_dir) return;  // only KeepFirstDivergence reads these
    agreed_a = a->Clone();
    agreed_b = b->Clone();
    agreed_step = a->History().size();
  }
  // A difference is known at the current step: the first step since the agreed copies where StatesDiffer
  // reports it, as a witness trace (exactly what a StatesDiffer before every action would have found).
  // Only its witness comes out of this replay, so without PEERAGE_WITNESS_DIR it is skipped.
  void KeepFirstDivergence(const std::string& key, const std::string& under) {
    if (!g_witness_dir) return;
    const std::vector<Action>& line = a->History();
    std::unique_ptr<State> x = std::move(agreed_a), y = std::move(agreed_b);
    for (std::size_t k = agreed_step;; ++k) {
      std::string kind, detail;
      if (StatesDiffer(*x, *y, &kind, &detail)) {
        KeepWitness(key, RecordTrace(*x, false, "coverage-guided witness: under " + under + " " + kind + ": " + detail));
        return;
      }
      if (k == line.size()) return;  // not reached: the current step differs
      x->ApplyLegalAction(line[k]);
      y->ApplyLegalAction(line[k]);
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzBytes in(data, size);
  const char* fixed = std::getenv("PEERAGE_FUZZ_GAME");
  // The game byte is a fuzz id (GameInfo::fuzz_id), as in the shared decoder: stable when games are added.
  const GameInfo* info = fixed ? Registry::Instance().Find(fixed) : ConsumeFuzzGame(in);
  if (!info || info->interpretations.empty()) return 0;
  const Interpretation& interp = info->interpretations[in.ConsumeIntegralInRange<std::size_t>(0, info->interpretations.size() - 1)];
  std::vector<std::string> others;
  for (const Reading& r : interp.readings)
    if (r.id != interp.default_reading) others.push_back(r.id);
  if (others.empty()) return 0;
  const std::string reading = others[in.ConsumeIntegralInRange<std::size_t>(0, others.size() - 1)];
  const int players = in.ConsumeIntegralInRange<int>(info->min_players, info->max_players);

  GameConfig ca{.game = info->name, .players = players, .settings = {}};
  GameConfig cb{.game = info->name, .players = players, .settings = {{interp.id, reading}}};
  const std::string key = info->name + "--" + interp.id + "=" + reading;
  const std::string under = interp.id + "=" + reading;
  Lockstep s{NewGame(ca), NewGame(cb)};
  std::string kind, detail;
  // The empty input is not cached: libFuzzer first calls the target with it in a run whose coverage it
  // does not record, and the comparison's code would then never be seen as covered for this configuration.
  StartDiff uncached;
  StartDiff* start = &uncached;
  bool fresh = true;
  if (size > 0) {
    const auto [it, inserted] = g_start_diff.try_emplace(key + "/" + std::to_string(players));
    start = &it->second;
    fresh = inserted;
  }
  if (fresh) start->differs = StatesDiffer(*s.a, *s.b, &start->kind, &start->detail);
  if (start->differs) {  // differ from the start: the empty line is the witness
    KeepWitness(key, RecordTrace(*s.a, false, "coverage-guided witness: under " + under + " " + start->kind + ": " +
                                                  start->detail));
    return 0;
  }
  s.Agree();
  std::vector<Action> la, lb;
  for (int step = 0;; ++step) {
    s.a->LegalActions(la);
    s.b->LegalActions(lb);
    if (CheaplyDiffer(*s.a, *s.b, la, lb)) {
      s.KeepFirstDivergence(key, under);
      return 0;
    }
    const bool last = step == kMaxSteps || s.a->IsTerminal() || la.empty() || (la.size() > 1 && in.remaining_bytes() == 0);
    if (step > 0 && (last || step % kJsonEvery == 0) && !(last && SeenAlike(key, players, s.a->History()))) {
      if (StatesDiffer(*s.a, *s.b, &kind, &detail)) {
        s.KeepFirstDivergence(key, under);
        return 0;
      }
      if (!last) s.Agree();
      else RememberAlike(key, players, s.a->History());
    }
    if (last) return 0;
    const Action x = la[in.ConsumeIntegralInRange<std::size_t>(0, la.size() - 1)];
    s.a->ApplyLegalAction(x);
    s.b->ApplyLegalAction(x);
  }
}
