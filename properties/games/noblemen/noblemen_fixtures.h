// Shared fixtures of the Noblemen property files (noblemen_props.cc, noblemen_deck_props.cc): the card
// and land names of the state JSON, counts read from it, and scenario starting points. Expected values stay
// in the test files, restated from the rulebook.
#pragma once
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"

namespace nm_test {

using peerage::Json;

inline const std::array<int, 14> kCopies = {3, 4, 3, 2, 4, 2, 2, 2, 3, 4, 3, 2, 1, 1};  // 36 Scandal cards
inline const char* const kLands[4] = {"clearing", "wood", "pond", "farm"};
inline const char* const kCards[14] = {"outmaneuver", "blackmail", "dowry", "favor-of-the-vicar", "liaison", "murder",
                                       "purloin", "treachery", "tariff", "white-hall", "secret-marriage", "high-treason",
                                       "war-with-spain", "war-with-france"};

inline int Count(const Json& counts, const char* name) { return counts.contains(name) ? counts[name].get<int>() : 0; }
inline int Total(const Json& counts) {
  int n = 0;
  for (const auto& [k, v] : counts.items()) n += v.get<int>();
  return n;
}

// The canonical JSON of the first state of a default 4-player game (seed 1) that satisfies `want`.
template <typename Want>
Json FirstState(Want&& want) {
  auto s = peerage::NewGame(peerage::GameConfig{"noblemen", 4, {}});
  peerage::Rng rng(1);
  while (!s->IsTerminal()) {
    Json j = s->ToJson();
    if (want(j["state"])) return j;
    const auto legal = s->LegalActions();
    s->ApplyLegalAction(s->IsChance() ? peerage::SampleChance(s->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())]);
  }
  BOOST_FAIL("no such state");
  return {};
}

inline std::vector<std::string> LegalTexts(const peerage::State& s) {
  std::vector<std::string> out;
  for (peerage::Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}
inline bool Has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace nm_test
