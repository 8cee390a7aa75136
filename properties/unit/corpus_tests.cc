// The corpus as data: golden traces (per-step legal counts and hashes) replay exactly, and perft
// tables agree. Every registered game must ship at least one of each.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <set>

#include "model/analysis/perft_table.h"
#include "model/core/trace.h"

using namespace peerage;
namespace fs = std::filesystem;

BOOST_AUTO_TEST_SUITE(corpus)

BOOST_AUTO_TEST_CASE(golden_traces_replay_with_their_checkpoints) {
  std::set<std::string> games;
  int n = 0;
  for (const auto& entry : fs::directory_iterator("corpus/golden")) {
    std::string path = entry.path().string();
    if (path.size() < 11 || path.substr(path.size() - 11) != ".trace.json") continue;
    BOOST_TEST_CONTEXT(path) {
      Trace t = ReadTraceFile(path);
      BOOST_TEST(t.final_state.has_value(), "golden traces carry a final checkpoint");
      for (const auto& s : t.steps) BOOST_TEST((s.hash.has_value() && s.legal.has_value()));
      BOOST_CHECK_NO_THROW(Replay(t, {.check_checkpoints = true, .where = path}));
      games.insert(t.game);
      ++n;
    }
  }
  BOOST_TEST(n > 0);
  for (const GameInfo* g : Registry::Instance().All())
    BOOST_TEST(games.count(g->name) == 1u, g->name << " has no golden trace in corpus/golden");
}

BOOST_AUTO_TEST_CASE(perft_tables_agree) {
  std::set<std::string> games;
  for (const auto& entry : fs::directory_iterator("corpus/perft")) {
    std::string path = entry.path().string();
    if (entry.path().extension() != ".json") continue;
    BOOST_TEST_CONTEXT(path) {
      auto table = LoadPerftTable(path, ".");
      BOOST_TEST(!table.empty());
      for (const auto& m : CheckPerftTable(table))
        BOOST_ERROR(m.position << " depth " << m.depth << ": expected " << m.expected << ", got " << m.actual);
      if (!table.empty()) games.insert(table.front().state->info().name);
    }
  }
  for (const GameInfo* g : Registry::Instance().All())
    BOOST_TEST(games.count(g->name) == 1u, g->name << " has no perft table in corpus/perft");
}

BOOST_AUTO_TEST_SUITE_END()
