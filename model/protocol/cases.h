// Where conformance test cases come from, in a fixed order so that `--shard i/n` splits them the same way
// on every run: explicit trace files, golden traces (corpus/golden/*.trace.json of the game), perft
// positions (corpus/perft/<game>.json), then N random playouts from a seed.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/protocol/lockstep.h"

namespace peerage::protocol {

struct CaseSources {
  GameConfig config;                // the game, and players/settings for random playouts
  std::vector<std::string> traces;  // explicit trace files (e.g. a reproducer)
  std::string golden_dir;           // empty: none
  std::string perft_dir;            // empty: none
  std::string root = ".";           // directory perft tables' trace paths are relative to
  int perft_depth = 0;              // deepest perft depth checked (0: every depth the table lists)
  int random = 0;                   // random playouts
  std::uint64_t seed = 1;
  int max_steps = 0;                // per random playout (0: the game's declared maximum)
};

// Builds the case list. Throws peerage::Error for unreadable or malformed inputs (bad input). The default
// corpus plays under the game's default readings: a golden trace or perft position recorded under another
// reading is a variant case (source "variant", Case::variant naming the readings), run after the others.
// The readings of `config` (random playouts) are the user's choice and stay as given.
std::vector<Case> BuildCases(const CaseSources& sources);

// The case of a trace (actions as written; checkpoints are not needed by the lockstep runner).
Case CaseFromTrace(const std::string& path, const std::string& source);
// A random playout of `config` on the reference (chance sampled by its probabilities).
Case RandomCase(const GameConfig& config, std::uint64_t seed, int index, int max_steps);

// The interpretations of `settings` whose reading is not the game's default, "id=reading, ..." ("" if none).
std::string NonDefaultReadings(const std::string& game, const std::map<std::string, std::string>& settings);
// Keeps the cases whose index i satisfies i % count == index (count >= 1).
std::vector<Case> Shard(std::vector<Case> cases, int index, int count);

}  // namespace peerage::protocol
