// libFuzzer target: any bytes as a user's data file (`--data FILE`, `peerage data GAME --check FILE`, a
// protocol new_game with "data") for every game that has one (GameInfo::data). The bytes go through the
// bounded JSON reader (model/core/input_file.h: 64 levels, no duplicate key), then through each such
// game's data loader. Refusing the file is fine, but only as the tools refuse it: a peerage::Error, or a
// nlohmann::json exception (which the kernel's loader turns into "data does not fit the schema").
// Anything else escaping, a sanitizer report or a hang is a bug.
//
// Data a game accepts must also be playable: a game is started on it (the player count chosen by the
// input's length, so the file itself stays a plain data file) and played to its end (at most kMaxSteps
// actions, chosen by a fixed-seed Rng) with the generic step checks (model/analysis/fuzz_decode.h
// CheckStep; no JSON round trip, which would reload the shipped data) on the first state, the last one
// and every kCheckEvery-th step between, offset by the input's length (as the Rng seed is: an input one
// byte longer plays another game and checks other steps; every state under PEERAGE_FUZZ_CHECK_EVERY=1).
// Starting may still refuse the data with a peerage::Error; once started, a legal action that throws or a failed check aborts.
// A crash file reproduces with `peerage data GAME --check crash-...` and `peerage play GAME --data crash-...`.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/input_file.h"
#include "model/core/rng.h"
#include "model/core/state.h"

namespace {

constexpr int kMaxSteps = 1500;
constexpr int kCheckEvery = 16;
int g_check_every = kCheckEvery;

[[noreturn]] void Bug(const std::string& game, const std::string& what) {
  std::fprintf(stderr, "peerage data_fuzzer: %s: %s\n", game.c_str(), what.c_str());
  std::abort();
}

void CheckOrDie(const peerage::State& state, const std::string& game) {
  auto violations = peerage::CheckStep(state, /*json_round_trip=*/false);
  if (violations.empty()) return;
  std::string what = "with this data, at step " + std::to_string(state.Step());
  for (const auto& v : violations) what += "\n  " + v.name + ": " + v.detail;
  Bug(game, what);
}

// Plays a game of `info` on `data` to its end (or kMaxSteps), checking a sample of its states.
void PlayOn(const peerage::GameInfo& info, std::shared_ptr<const peerage::GameData> data, const nlohmann::json& j,
            std::size_t size) {
  const int players = info.min_players + static_cast<int>(size % static_cast<std::size_t>(info.max_players - info.min_players + 1));
  std::unique_ptr<peerage::State> state;
  try {
    auto context = std::make_shared<peerage::GameContext>(*peerage::MakeContext({.game = info.name, .players = players}));
    context->data = std::move(data);
    context->data_hash = peerage::Fnv1a64(j.dump());
    state = peerage::NewGame(std::move(context));
  } catch (const peerage::Error&) {
    return;  // refused when the game starts: the tools say so with one line
  } catch (const std::exception& e) {
    Bug(info.name, std::string("starting a game on this data threw a non-peerage exception: ") + e.what());
  }
  peerage::Rng rng(size);
  std::vector<peerage::Action> legal;
  CheckOrDie(*state, info.name);
  for (int k = 0; k < kMaxSteps && !state->IsTerminal(); ++k) {
    state->LegalActions(legal);
    if (legal.empty()) {  // a non-terminal state without actions: CheckOrDie names it
      CheckOrDie(*state, info.name);
      return;
    }
    try {
      state->ApplyLegalAction(legal[rng.Below(legal.size())]);
    } catch (const std::exception& e) {
      Bug(info.name, "with this data, step " + std::to_string(state->Step()) + ": applying a legal action threw: " + e.what());
    }
    if (state->IsTerminal() || k + 1 == kMaxSteps || (static_cast<std::size_t>(k) + size) % g_check_every == 0)
      CheckOrDie(*state, info.name);
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* every = std::getenv("PEERAGE_FUZZ_CHECK_EVERY"); every && *every) {
    g_check_every = std::atoi(every);
    if (g_check_every < 1) {
      std::fprintf(stderr, "PEERAGE_FUZZ_CHECK_EVERY: a positive number, not '%s'\n", every);
      std::exit(2);
    }
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nlohmann::json j;
  try {
    j = peerage::ParseJsonInput(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
  } catch (const peerage::Error&) {
    return 0;  // the bounded reader refused it (every tool reads data files through it)
  }
  for (const peerage::GameInfo* info : peerage::Registry::Instance().All()) {
    if (!info->data.load) continue;
    std::shared_ptr<const peerage::GameData> loaded;
    try {
      loaded = info->data.load(j);
    } catch (const peerage::Error&) {
      continue;
    } catch (const nlohmann::json::exception&) {
      continue;  // "data does not fit the schema" (model/core/game.cc ParseGameData)
    } catch (const std::exception& e) {
      Bug(info->name, std::string("the data loader threw a non-peerage exception: ") + e.what());
    }
    if (loaded) PlayOn(*info, std::move(loaded), j, size);
  }
  return 0;
}
