// The fuzzers' start positions: for each configuration a fixed line of play with positions every
// kFuzzStartStride actions along it, so that an input of a few dozen actions can play the middle or the end
// of a game instead of always the deal (a whole game is hundreds of actions, and under ASan an input that
// long runs about 100 times a second where the fuzzers need 1,000).
//
// The line of a configuration: a uniform random playout from the initial state (Rng seeded 1; chance drawn
// by State::SampleChanceOutcome, exactly as by its probabilities; a player's action uniform among the legal
// ones). Start position k (1..kFuzzStarts) is the state after k * kFuzzStartStride actions of it, or its
// terminal state when the game ends sooner (a short game's last positions are all its end). Every one is
// reached by legal play from the deal, so it is as real as any other reachable state, and its history
// (State::History) is the line that reached it: a trace recorded from a decoded state starts at the deal
// and needs no start state.
//
// Deterministic: the same configuration gives the same positions in every process (the playout depends on
// the engine and its data only, so a rule change moves them, as it moves which action an input's byte
// picks). Played on demand, only as far as the deepest position asked for, and kept for the process (at
// most kFuzzStartCacheSize configurations; the least recently used is dropped): a configuration's playout
// takes milliseconds under ASan, and inputs differing in their readings are different configurations.
#pragma once
#include <memory>
#include <vector>

#include "model/core/game.h"
#include "model/core/state.h"

namespace peerage {

inline constexpr int kFuzzStartStride = 24;
// 28 * 24 = 672 actions: the longest game (Noblemen with 5 players) plays about 670.
inline constexpr int kFuzzStarts = 28;  // positions 1..kFuzzStarts; 0 is the deal
inline constexpr std::size_t kFuzzStartCacheSize = 256;

// Start position k in 1..kFuzzStarts of `context`'s configuration, as a fresh copy. Throws what the engine
// throws while playing (a bug the fuzzers report as such).
std::unique_ptr<State> FuzzStartPosition(const std::shared_ptr<const GameContext>& context, int k);

}  // namespace peerage
