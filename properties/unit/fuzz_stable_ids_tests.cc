// Fuzz inputs that choose their game name it by the game's fixed fuzz id (model/analysis/fuzz_decode.h,
// GameInfo::fuzz_id), so registering one more game changes nothing that an existing input plays.
//
// This file is compiled twice: into peerage_unit (the registered games: "before") and into the toy-game
// fixture's binary (properties/fixtures/toy_game/: the same games plus the toy Goofspiel, toy-goofspiel with
// the fixture fuzz id 240, and a stand-in real Goofspiel, goofspiel with the next unused real id -- one past
// the highest registered below 240, so 5 with the five games of today and 6 once a sixth real game takes 5:
// it never clashes with a game a contributor adds -- whose name sorts between dueling-nobles and noblemen:
// "after"). Both runs hold every checked-in any-game
// seed to the same expectations, stated by the seed's file name or written down here by hand, never
// computed by the decoder: so every seed decodes to the same game, and player count, before and after. (Under the old rule, position b mod n among
// the games sorted by name, the "after" run would have sent gen-noblemen-*.bin, game byte 2, to goofspiel.)
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/game.h"

using namespace peerage;
namespace fs = std::filesystem;

namespace {

// Seeds written by corpus/fuzz/make_seeds.py are named gen-<game>-<players>p... or gen-<game>-readings<k>...:
// the name states the game (the longest registered name that fits, so a new game's seeds need no entry here).

// The other checked-in any-game seeds, with their game byte (the input's last byte, `od -An -tu1`) and the
// game it names: only byte 0 (Among Nobles' id) is a game's id; 25, 48, ..., 255 are nobody's.
struct HandSeed {
  const char* file;
  int game_byte;
  const char* game;  // "" = names no game (skipped)
};
const HandSeed kHandSeeds[] = {
    {"ones-64", 255, ""},       {"sha256-256", 54, ""},    {"sha256-4096", 25, ""},
    {"sha256-600-a", 114, ""},  {"sha256-600-b", 145, ""}, {"sha256-600-c", 48, ""},
    {"sha256-600-d", 171, ""},  {"sha256-64", 203, ""},    {"zero-1", 0, "among-nobles"},
    {"zeros-64", 0, "among-nobles"},
};

std::vector<std::uint8_t> Bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Expected {
  std::string game;  // "" = no game
  int players = 0;   // 0 = not stated by the name
};

// From the file name: gen-<game>-<n>p... states game and players; a hand seed is looked up.
bool ExpectedFor(const std::string& name, Expected& e) {
  for (const GameInfo* info : Registry::Instance().All()) {
    const std::string prefix = "gen-" + info->name + "-";
    if (name.rfind(prefix, 0) != 0 || info->name.size() <= e.game.size()) continue;
    e.game = info->name;
    const std::string rest = name.substr(prefix.size());
    if (rest.size() > 1 && rest[0] >= '1' && rest[0] <= '9' && rest[1] == 'p') e.players = rest[0] - '0';
  }
  if (!e.game.empty()) return true;
  for (const HandSeed& h : kHandSeeds)
    if (name == h.file) {
      e.game = h.game;
      return true;
    }
  return false;
}

// Every seed of a target whose input (minus `trailer` bytes at the end) goes through DecodeFuzzInput.
void CheckTarget(const std::string& target, std::size_t trailer) {
  const fs::path dir = fs::path("corpus/fuzz") / target;
  BOOST_REQUIRE_MESSAGE(fs::is_directory(dir), dir << " not found: run from the source root");
  int seeds = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    Expected want;
    BOOST_TEST_CONTEXT(dir.string() + "/" + name) {
      BOOST_TEST_REQUIRE(ExpectedFor(name, want), "a new any-game seed: add its game to this test's tables");
      std::vector<std::uint8_t> bytes = Bytes(entry.path());
      bytes.resize(bytes.size() > trailer ? bytes.size() - trailer : 0);
      FuzzDecodeOptions options;
      options.max_steps = 1;  // the configuration is what the game byte decides
      options.check = false;
      options.detect_repeats = false;
      const FuzzDecodeResult r = DecodeFuzzInput(bytes.data(), bytes.size(), options);
      BOOST_TEST(r.config.game == want.game);
      BOOST_TEST((r.stop == FuzzStop::kNoGame) == want.game.empty());
      if (want.players) BOOST_TEST(r.config.players == want.players);
      ++seeds;
    }
  }
  BOOST_TEST_MESSAGE(target << ": " << seeds << " seeds decode to the expected game with "
                            << Registry::Instance().All().size() << " games registered");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fuzz_stable_ids)

// The five games registered when the ids were introduced keep the positions they had then: their seeds
// (bytes 0-4) kept their meaning. These numbers may never change.
BOOST_AUTO_TEST_CASE(the_founding_games_keep_their_ids) {
  const std::map<std::string, int> ids = {
      {"among-nobles", 0}, {"dueling-nobles", 1}, {"noblemen", 2}, {"nobles-solo", 3}, {"tudor", 4}};
  for (const auto& [game, id] : ids) BOOST_TEST(Registry::Instance().Get(game).fuzz_id == id, game);
}

BOOST_AUTO_TEST_CASE(fuzz_ids_are_bytes_and_unique) {
  std::map<int, std::string> seen;
  for (const GameInfo* info : Registry::Instance().All()) {
    if (info->fuzz_id < 0) continue;  // fuzzed with the game fixed only (the completeness check names it)
    BOOST_TEST(info->fuzz_id <= 255, info->name << ": fuzz id " << info->fuzz_id << " is not a byte");
    const auto [it, fresh] = seen.emplace(info->fuzz_id, info->name);
    BOOST_TEST(fresh, info->name << " and " << it->second << " share fuzz id " << info->fuzz_id);
  }
}

BOOST_AUTO_TEST_CASE(checked_in_play_fuzzer_seeds_decode_to_their_game) { CheckTarget("play_fuzzer", 0); }

// observation_walk_fuzzer: the last 17 bytes are its own (observer and seeds); the rest is a decoder input.
BOOST_AUTO_TEST_CASE(checked_in_observation_walk_seeds_decode_to_their_game) {
  CheckTarget("observation_walk_fuzzer", 17);
}

// interp_diff_fuzzer reads its game byte first too (ConsumeFuzzGame): count-32 ends in byte 32, nobody's id;
// zeros-256 in byte 0, Among Nobles.
BOOST_AUTO_TEST_CASE(checked_in_interp_diff_seeds_name_their_game) {
  for (const auto& [file, game] : std::map<std::string, std::string>{{"count-32", ""}, {"zeros-256", "among-nobles"}}) {
    const std::vector<std::uint8_t> bytes = Bytes(fs::path("corpus/fuzz/interp_diff_fuzzer") / file);
    BOOST_TEST_REQUIRE(!bytes.empty(), file);
    FuzzBytes in(bytes.data(), bytes.size());
    const GameInfo* info = ConsumeFuzzGame(in);
    BOOST_TEST((info ? info->name : std::string()) == game, file);
  }
}

BOOST_AUTO_TEST_CASE(an_input_naming_no_game_is_skipped) {
  const std::uint8_t bytes[] = {7, 7, 200};  // game byte 200 (the last): nobody's id
  const FuzzDecodeResult r = DecodeFuzzInput(bytes, sizeof bytes);
  BOOST_TEST((r.stop == FuzzStop::kNoGame));
  BOOST_TEST(r.fuzz_id == 200);
  BOOST_TEST(r.config.game.empty());
  BOOST_TEST(!r.state);
  BOOST_TEST(r.violations.empty());
  BOOST_TEST(DescribeFuzzResult(r).find("200") != std::string::npos);
}

// `trace-to-fuzz --any-game` (EncodeFuzzInput, game not fixed) ends the input with the game's id: Tudor's
// default game with no actions ends in its id 4 (read first, so written last); with the game fixed the same
// input lacks only that byte.
BOOST_AUTO_TEST_CASE(any_game_inputs_end_with_the_game_id) {
  const std::vector<std::uint8_t> bytes = EncodeFuzzInput({.game = "tudor"}, {}, false);
  BOOST_TEST(bytes.back() == 4);
  BOOST_TEST(EncodeFuzzInput({.game = "tudor"}, {}, true).size() == bytes.size() - 1);  // fixed: no game byte
}

// Parameters are decoded after the interpretations, like readings: every value of every parameter (the
// first 8 of a long integer range) encodes and decodes back, and an empty input plays the defaults.
BOOST_AUTO_TEST_CASE(parameter_values_round_trip_through_fuzz_inputs) {
  for (const GameInfo* info : Registry::Instance().All())
    for (const Parameter& p : info->parameters) {
      FuzzDecodeOptions fixed;
      fixed.game = info->name;
      fixed.max_steps = 1;
      BOOST_TEST(DecodeFuzzInput(nullptr, 0, fixed).config.settings.at(p.id) == p.default_value, p.id);
      std::vector<std::string> values;
      for (const ParameterValue& v : p.values) values.push_back(v.id);
      for (int v = p.min; p.values.empty() && v <= p.max && v < p.min + 8; ++v) values.push_back(std::to_string(v));
      for (const std::string& value : values) {
        GameConfig config{.game = info->name};
        config.settings[p.id] = value;
        const std::vector<std::uint8_t> bytes = EncodeFuzzInput(config, {}, false);
        FuzzDecodeOptions any;
        any.max_steps = 1;
        BOOST_TEST(DecodeFuzzInput(bytes.data(), bytes.size(), any).config.settings.at(p.id) == value,
                   p.id << "=" << value);
      }
    }
}

BOOST_AUTO_TEST_SUITE_END()
