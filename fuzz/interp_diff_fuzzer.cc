// Coverage-guided interpretation-differential search. Input bytes choose a game, one interpretation and a
// non-default reading of it, then actions (chance included) played under the default readings while a
// second engine under that reading follows in lockstep. A divergence is not a bug, so nothing aborts;
// with PEERAGE_WITNESS_DIR set, the shortest witness per (game, interpretation=reading) is kept there as
// <game>--<id>=<reading>.trace.json, which `peerage report` picks up (after re-checking it) from
// corpus/witnesses/. Run by ci/hunt.sh.
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "model/analysis/differential.h"
#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/trace.h"

using namespace peerage;

namespace {

// Keeps `trace` as the witness for `key` if there is none yet or it is shorter.
void KeepWitness(const std::string& key, const Trace& trace) {
  if (const char* dir = std::getenv("PEERAGE_WITNESS_DIR")) KeepShorterWitness(std::string(dir) + "/" + key + ".trace.json", trace);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzBytes in(data, size);
  auto games = Registry::Instance().All();
  const char* fixed = std::getenv("PEERAGE_FUZZ_GAME");
  const GameInfo* info = fixed ? Registry::Instance().Find(fixed) : games[in.ConsumeIntegralInRange<std::size_t>(0, games.size() - 1)];
  if (!info || info->interpretations.empty()) return 0;
  const Interpretation& interp = info->interpretations[in.ConsumeIntegralInRange<std::size_t>(0, info->interpretations.size() - 1)];
  std::vector<std::string> others;
  for (const Reading& r : interp.readings)
    if (r.id != interp.default_reading) others.push_back(r.id);
  if (others.empty()) return 0;
  const std::string reading = others[in.ConsumeIntegralInRange<std::size_t>(0, others.size() - 1)];
  const int players = in.ConsumeIntegralInRange<int>(info->min_players, info->max_players);

  GameConfig a{.game = info->name, .players = players, .settings = {}};
  GameConfig b{.game = info->name, .players = players, .settings = {{interp.id, reading}}};
  auto sa = NewGame(a), sb = NewGame(b);
  std::vector<Action> legal;
  for (int step = 0; step < 4000; ++step) {
    std::string kind, detail;
    if (StatesDiffer(*sa, *sb, &kind, &detail)) {
      Trace t = RecordTrace(*sa, false, "coverage-guided witness: under " + interp.id + "=" + reading + " " + kind + ": " + detail);
      KeepWitness(info->name + "--" + interp.id + "=" + reading, t);
      return 0;
    }
    if (sa->IsTerminal()) return 0;
    sa->LegalActions(legal);
    if (legal.empty()) return 0;
    if (legal.size() > 1 && in.remaining_bytes() == 0) return 0;
    Action x = legal[in.ConsumeIntegralInRange<std::size_t>(0, legal.size() - 1)];
    sa->ApplyLegalAction(x);
    sb->ApplyLegalAction(x);
  }
  return 0;
}
