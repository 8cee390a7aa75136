// The one decoder from fuzz bytes to a game, shared by the libFuzzer targets (fuzz/), the property suite
// and `peerage fuzz-to-trace`. Every input decodes to a valid game: the bytes only ever choose among
// legal alternatives, so the fuzzer explores reachable states (dice and decks included) rather than
// parse errors.
//
// Decoding, in order, with FuzzBytes (FuzzedDataProvider's integer semantics: bytes are taken from the
// END of the input; a choice among n alternatives uses ceil(log256 n) bytes, none when n == 1; an
// exhausted input yields the smallest value):
//   1. the game, unless FuzzDecodeOptions::game fixes one (then no byte): one byte b in [0, 255] names
//      the registered game whose GameInfo::fuzz_id is b (ConsumeFuzzGame). An input whose byte names no
//      registered game is skipped: FuzzStop::kNoGame, no state, no violation, `fuzz_id` = b;
//   2. the player count: k in [0, max-min], players = min + (default - min + k) mod (max - min + 1);
//   3. each interpretation in table order: k in [0, n-1], reading = (default + k) mod n;
//      then each parameter (GameInfo::parameters) in table order: k in [0, n-1] over its n values (an
//      integer parameter: the max - min + 1 numbers from min up), value = (default + k) mod n;
//      (so an empty or all-zero input plays the default configuration of the game with fuzz id 0, Among
//      Nobles, or of the fixed game)
//   3b. the start: k in [0, kFuzzStarts]: 0 the deal (the initial state), k >= 1 the configuration's k-th
//      start position (model/analysis/fuzz_starts.h: positions every 24 actions of a random playout, so
//      that short inputs reach the middle and the end of a game; the decoded state's history begins with
//      the line that reached it, so its trace still starts at the deal);
//   3c. the final checks: k in [0, 1]: 1 gives the last state the JSON round trip as well (with options.check;
//      it is most of a short input's time under ASan, and the fuzzer keeps inputs of both kinds since the
//      round trip's code is coverage of its own: every reachable state is still the last state of some
//      input with k = 1). EncodeFuzzInput writes 1;
//   4. each step: legal[k] with k in [0, n-1] over LegalActions() — chance outcomes too, so the input
//      steers dice and draws. Decoding stops at a terminal state, at the step cap, at the first check
//      violation, after options.max_actions actions from the start, or when the input is exhausted and
//      the step offers a real choice (forced steps, with one legal action, consume nothing and are still
//      taken). Reaching the game's declared maximum
//      length without a terminal state is a violation (fuzz.declared-max-length). For a game with a
//      GameInfo::position_key, decoding also stops when a position repeats (FuzzStop::kRepeat): not a
//      bug, a finding (the rules let play cycle) whose witness is the decoded line.
// Stable across games added: a fuzz id is never changed nor given to another game, so registering a game
// only gives a meaning to inputs that named no game before (byte = its new id); every input that played a
// game plays the same game, configuration and actions as before (properties/unit/fuzz_stable_ids_tests.cc
// checks the checked-in seeds with one more game registered). The bytes after the game byte are read
// against that game's own catalogue: a game that gains an interpretation or parameter (or turns one into
// the other) changes what its own inputs play, never another game's; rerun corpus/fuzz/make_seeds.py
// then. Per-game fuzzing (options.game) reads no game byte. History: until issue 20 the byte chose by position among the registered games sorted by
// name (b mod n), which re-mapped every input when a game was added; the five games then registered took
// their positions as ids (0 Among Nobles, 1 Dueling Nobles, 2 Noblemen, 3 Nobles solo, 4 Tudor), so inputs
// written by EncodeFuzzInput (bytes 0-4) kept their meaning, while an input whose byte was 5 or more, which
// then meant b mod 5, now names no game. Issue 31 inserted steps 3b and 3c: an input written before reads
// what were its first two action choices as its start and round-trip choice (the same game and
// configuration, other actions); make_seeds.py rewrote the gen-* seeds.
#pragma once
#include <climits>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"

namespace peerage {

// A byte consumer with FuzzedDataProvider's semantics for the calls below (same bytes, same calls, same
// values), written here because the CLI is built with g++, which has no FuzzedDataProvider.h.
class FuzzBytes {
 public:
  FuzzBytes(const std::uint8_t* data, std::size_t size) : data_(data), remaining_(size) {}

  // A value in [min, max]: takes bytes from the end while the range still needs them (at most
  // sizeof(T)), most recently taken byte least significant, then reduces modulo (max - min + 1).
  template <typename T>
  T ConsumeIntegralInRange(T min, T max) {
    static_assert(std::is_integral_v<T> && sizeof(T) <= sizeof(std::uint64_t));
    if (min > max) max = min;  // FuzzedDataProvider aborts; callers here never pass an empty range
    const std::uint64_t range = static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min);
    std::uint64_t result = 0;
    std::size_t offset = 0;
    while (offset < sizeof(T) * CHAR_BIT && (range >> offset) > 0 && remaining_ != 0) {
      --remaining_;
      result = (result << CHAR_BIT) | data_[remaining_];
      offset += CHAR_BIT;
    }
    if (range != std::numeric_limits<std::uint64_t>::max()) result = result % (range + 1);
    return static_cast<T>(static_cast<std::uint64_t>(min) + result);
  }
  template <typename T>
  T ConsumeIntegral() {
    return ConsumeIntegralInRange(std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
  }
  bool ConsumeBool() { return (ConsumeIntegral<std::uint8_t>() & 1) == 1; }
  std::size_t remaining_bytes() const { return remaining_; }

 private:
  const std::uint8_t* data_;
  std::size_t remaining_;
};

// play_fuzzer's FuzzDecodeOptions::max_actions, with which `peerage fuzz-to-trace` decodes its inputs:
// more than the kFuzzStartStride actions between two start positions (fuzz_starts.h), so that every
// stretch of a game's line is within reach of a start.
inline constexpr int kPlayFuzzerMaxActions = 32;
// protocol_fuzzer and serve_fuzzer read the first this many lines of an input (a line ends at each "\n"),
// and `peerage fuzz-coverage` counts what those lines reach: a session that starts or loads a game and
// uses every command fits (corpus/fuzz/make_seeds.py writes such sessions); a session's cost is its
// requests (about 0.15 ms each under ASan), and a short one shows what a long one would.
inline constexpr int kProtocolFuzzerLines = 8;

struct FuzzDecodeOptions {
  std::string game;    // registry name to fix the game; empty: the input chooses (step 1 above)
  int max_steps = 0;   // stop after this many actions; 0 (or more than declared): the declared maximum
  int max_actions = 0; // stop after this many actions from the start (step 3b); 0: no bound
  bool check = true;   // run CheckStep before every action and on the final state
  // With check: also the JSON round trip before every action (several ToJson per step: slow under
  // sanitizers). The final state gets it when the input asks (step 3c), and since the fuzzer chooses
  // where an input ends, every reachable state can be such a final state.
  bool json_every_step = false;
  // With check: CheckStep on a sample of the states only (fuzz targets; everything else checks them all):
  // states whose step is a multiple of check_every, states decoded while at most check_tail bytes of
  // the input remain, and the final state. 1 (default): every state.
  int check_every = 1;
  std::size_t check_tail = 0;
  // Stop at the first repeated position (games with a GameInfo::position_key only).
  bool detect_repeats = true;
  // With check: the last states already given every check (a hash of the configuration, the line and
  // the input's step 3c choice), kept by the caller across inputs. A last state in it is not checked
  // again, one that passes is added: the fuzz targets pass one, since most mutations of an input decode
  // to a line an earlier input played (in a 30 s play_fuzzer run, 73% of the inputs). The verdict on
  // every input is the same as without it: what is skipped passed before on the same state.
  std::unordered_set<std::uint64_t>* checked_last = nullptr;
};

enum class FuzzStop {
  kTerminal,        // the game ended
  kInputExhausted,  // no bytes left for a real choice
  kStepCap,         // options.max_steps reached (below the game's declared maximum)
  kViolation,       // a check failed (see violations)
  kRepeat,          // a position came back (see repeat_first): the line can cycle
  kNoGame,          // the game byte names no registered game (see fuzz_id): nothing played
};
const char* FuzzStopName(FuzzStop stop);

struct FuzzDecodeResult {
  GameConfig config;              // fully resolved: game, players, every reading and parameter value
  std::unique_ptr<State> state;   // the game after the decoded actions (state->History() lists them)
  FuzzStop stop = FuzzStop::kTerminal;
  // Every violation found at the first failing point (empty unless stop == kViolation). Names are the
  // game's invariant names or "fuzz.*" for the decoder's own checks (see CheckStep).
  std::vector<InvariantViolation> violations;
  // When applying a legal action threw: that action and its text (it is NOT in the history; the state
  // was rebuilt without it). Appending the text to the recorded trace reproduces the failure.
  std::optional<Action> failed_action;
  std::string failed_action_text;
  // kRepeat: the step (history length) at which the final position was first reached.
  int repeat_first = -1;
  // The game byte read in step 1 (-1 when options.game fixed the game). kNoGame: config.game is empty.
  int fuzz_id = -1;
  int start = 0;                 // step 3b: 0 the deal, else the start position (fuzz_starts.h)
  int start_step = 0;            // the actions of the history that lead to that start
  bool final_round_trip = false; // step 3c
};

// Step 1: reads the game byte and returns the registered game whose fuzz_id it is, nullptr if none. For any
// fuzz target that lets its input choose the game (play_fuzzer, observation_walk_fuzzer, interp_diff_fuzzer).
const GameInfo* ConsumeFuzzGame(FuzzBytes& in, int* byte_read = nullptr);

// Decodes `data` into a game and plays it, checking every step when options.check is set. Never throws
// for any input bytes; throws ConfigError only if options.game is unknown.
FuzzDecodeResult DecodeFuzzInput(const std::uint8_t* data, std::size_t size,
                                 const FuzzDecodeOptions& options = {});
// The inverse: bytes that DecodeFuzzInput (with options.game = config.game when `game_fixed`, else the
// game chosen from the bytes by its fuzz id) decodes to `config` (players, every interpretation and
// parameter resolved as in FuzzDecodeResult::config), start position `start` (0: the deal), the final
// round trip, then `actions`, legal in turn from that start. Turns a trace into a fuzz seed. Throws Error
// if an action is not legal where it comes, the configuration is unknown, `start` is outside
// 0..kFuzzStarts, or (not `game_fixed`) the game has no fuzz id.
std::vector<std::uint8_t> EncodeFuzzInput(const GameConfig& config, const std::vector<Action>& actions,
                                          bool game_fixed, int start = 0);
// Writes `trace` to `path` unless a readable trace at least as short is already there (the fuzz targets
// keep their shortest witness per key this way). WriteFileAtomic: never half-written.
void KeepShorterWitness(const std::string& path, const Trace& trace);
// Reads a file (e.g. a libFuzzer crash file) and decodes it. Throws Error if it cannot be read.
FuzzDecodeResult DecodeFuzzFile(const std::string& path, const FuzzDecodeOptions& options = {});

// The generic checks of one state, each violation named:
//   the state's own CheckInvariants();
//   fuzz.legal-empty-iff-terminal, fuzz.legal-sorted-unique;
//   fuzz.chance-outcomes (outcome actions == LegalActions at chance nodes, none elsewhere),
//   fuzz.chance-probability (each > 0), fuzz.chance-sum (exactly 1 in Rational arithmetic);
//   fuzz.action-text (ParseAction(ActionToString(a)) == a), fuzz.action-text-distinct;
//   fuzz.json-roundtrip (StateFromJson(ToJson()) has the same JSON, player and legal actions), when
//     json_round_trip is set;
//   fuzz.terminal-scores (terminal: one score and a rank in 1..n per player, some rank 1);
//   fuzz.finding (engine findings name known rule ids and a real "interpretation=reading").
// An exception escaping any of these is itself reported (fuzz.exception).
std::vector<InvariantViolation> CheckStep(const State& state, bool json_round_trip = true);
// Only the findings part of CheckStep (all findings recorded so far).
std::vector<InvariantViolation> CheckFindings(const State& state);

// A few lines for people: game, settings, steps, how decoding stopped, each violation.
std::string DescribeFuzzResult(const FuzzDecodeResult& result);

}  // namespace peerage
