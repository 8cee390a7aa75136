// Names and fuzz ids kept for test fixtures: games registered only inside a test binary (the toy game of
// properties/fixtures/toy_game/), never in model/games/. A fixture's name starts with "toy-" and its fuzz id,
// if it has one, is one of 240-249; a real game takes neither. So a fixture never collides with a game added
// later (a real Goofspiel beside the toy one), and a fuzz input that names a real game keeps naming it in a
// binary that also links fixtures. Registry::Add refuses a registration that breaks this (and a name
// registered twice); the completeness check (properties/game_completeness.h) names it as the "fuzz id" piece.
#pragma once
#include <string>
#include <string_view>

namespace peerage {

inline constexpr std::string_view kFixtureNamePrefix = "toy-";
inline constexpr int kFixtureFuzzIdFirst = 240;
inline constexpr int kFixtureFuzzIdLast = 249;

inline bool IsFixtureName(std::string_view name) {
  return name.substr(0, kFixtureNamePrefix.size()) == kFixtureNamePrefix;
}
inline bool IsFixtureFuzzId(int fuzz_id) { return fuzz_id >= kFixtureFuzzIdFirst && fuzz_id <= kFixtureFuzzIdLast; }

// Why a game called `name` may not have fuzz id `fuzz_id` under the fixture rule; empty when it may.
inline std::string FixtureRuleProblem(std::string_view name, int fuzz_id) {
  const std::string range = std::to_string(kFixtureFuzzIdFirst) + "-" + std::to_string(kFixtureFuzzIdLast);
  if (IsFixtureFuzzId(fuzz_id) && !IsFixtureName(name))
    return "fuzz id " + std::to_string(fuzz_id) + " is reserved for test fixtures (" + range +
           ", games named '" + std::string(kFixtureNamePrefix) + "...'): a real game takes the next unused id below " +
           std::to_string(kFixtureFuzzIdFirst);
  if (IsFixtureName(name) && fuzz_id >= 0 && !IsFixtureFuzzId(fuzz_id))
    return "a name starting '" + std::string(kFixtureNamePrefix) + "' is a test fixture's, whose fuzz id is one of " +
           range + " (or -1), not " + std::to_string(fuzz_id) + ": the ids below " +
           std::to_string(kFixtureFuzzIdFirst) + " are real games'";
  return {};
}

}  // namespace peerage
