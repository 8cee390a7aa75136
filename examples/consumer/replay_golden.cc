// A consumer of the installed peerage package: checks that every reference engine is registered, replays
// one golden trace per game through the installed engines and compares the outcome with the expectations
// written below (read off the trace files by hand: number of actions, final scores, final state hash),
// then talks to the reference protocol server in-process.
// Usage: replay_golden GOLDEN_DIR   (share/peerage/corpus/golden of the installation)
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"
#include "model/core/trace.h"
#include "model/protocol/server.h"

namespace {

struct Expectation {
  const char* file;
  const char* game;
  int steps;                          // actions in the trace, chance included
  std::vector<std::int64_t> scores;   // final scores
  const char* hash;                   // final state hash
};

// From corpus/golden/*.trace.json ("actions" counted, "final" read).
const Expectation kExpected[] = {
    {"dueling-nobles-seed1-game0.trace.json", "dueling-nobles", 200, {0, 1}, "865c3fc05a607d7a"},
    {"nobles-solo-seed1-game0.trace.json", "nobles-solo", 143, {10}, "6efa49c44b8bb68e"},
    {"noblemen-seed1-game0.trace.json", "noblemen", 845, {26, 21, 34, 23}, "d58a840c3651c410"},
    {"tudor-seed1-game0.trace.json", "tudor", 306, {6, 6, 1}, "c2447b01dcbfd9ae"},
    {"among-nobles-seed1-game0.trace.json", "among-nobles", 364, {8, 7, 9, 9}, "d4f0e26c4255837a"},
};

const char* const kGames[] = {"among-nobles", "dueling-nobles", "noblemen", "nobles-solo", "tudor"};

int failures = 0;

void Fail(const std::string& what) {
  std::fprintf(stderr, "FAIL: %s\n", what.c_str());
  ++failures;
}

std::string Scores(const std::vector<std::int64_t>& scores) {
  std::string out = "[";
  for (std::size_t i = 0; i < scores.size(); ++i) out += (i ? "," : "") + std::to_string(scores[i]);
  return out + "]";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s GOLDEN_DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[1];

  // 1. Every game's registrar was linked in: the reference engines this example replays are registered (a
  //    game added to peerage later is registered too, and is no failure here).
  std::vector<std::string> names;
  for (const peerage::GameInfo* info : peerage::Registry::Instance().All()) names.push_back(info->name);
  for (const char* game : kGames)
    if (std::find(names.begin(), names.end(), game) == names.end()) {
      std::string got;
      for (const auto& n : names) got += " " + n;
      Fail(std::string("game ") + game + " is not registered (registered:" + got + ")");
    }

  // 2. Golden traces replayed by the installed engines (the trace's own checkpoints are not consulted:
  //    the expectation is ours).
  for (const Expectation& e : kExpected) {
    try {
      peerage::Trace trace = peerage::ReadTraceFile(dir + "/" + e.file);
      if (trace.game != e.game) Fail(std::string(e.file) + ": game " + trace.game);
      peerage::ReplayOptions options;
      options.check_checkpoints = false;
      options.where = e.file;
      auto state = peerage::Replay(trace, options);
      char hash[17];
      std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(state->Hash()));
      if (state->Step() != e.steps) Fail(std::string(e.file) + ": " + std::to_string(state->Step()) + " steps");
      if (!state->IsTerminal()) Fail(std::string(e.file) + ": game not over");
      else if (state->Scores() != e.scores) Fail(std::string(e.file) + ": scores " + Scores(state->Scores()));
      if (std::string(hash) != e.hash) Fail(std::string(e.file) + ": final hash " + hash);
      std::printf("%-40s %-15s %4d steps, scores %s\n", e.file, e.game, state->Step(),
                  Scores(state->Scores()).c_str());
    } catch (const std::exception& ex) {
      Fail(std::string(e.file) + ": " + ex.what());
    }
  }

  // 3. The protocol server (peerage::protocol) in-process.
  peerage::protocol::Server server;
  const std::string hello = server.Handle(R"({"id":1,"cmd":"hello","protocol":1})");
  if (hello.find("\"ok\":true") == std::string::npos || hello.find("\"tudor\"") == std::string::npos)
    Fail("hello reply: " + hello);
  const std::string game = server.Handle(
      R"({"id":2,"cmd":"new_game","game":"dueling-nobles","players":2,"settings":{}})");
  if (game.find("\"ok\":true") == std::string::npos) Fail("new_game reply: " + game);

  if (failures) return 1;
  std::printf("consumer: %zu games registered, %zu golden traces as expected, protocol answers\n",
              names.size(), std::size(kExpected));
  return 0;
}
