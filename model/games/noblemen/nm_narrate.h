// Noblemen narrator internals shared by nm_narrate.cc (actions, differences) and nm_narrate_picture.cc
// (picture, legend, implausible): the rulebook's names for the public state's values.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/narrator.h"

namespace peerage::nm::narrate {

using Json = nlohmann::json;

// One land of an estate, parsed from a player's "tiles" ("x,y,L[S]").
struct EstateTile {
  int x = 0, y = 0;
  char land = 'C';
  char structure = 0;  // 0 none, else K Q H 1-4
};
std::vector<EstateTile> ParseTiles(const std::string& tiles);
// One 2x2 group, parsed from a player's "groups" ("x,y,L").
std::vector<EstateTile> ParseGroups(const std::string& groups);

std::string Join(const std::vector<std::string>& parts);    // "a, b and c"
std::string Count(int n, const std::string& one, const std::string& many);  // "1 pound", "2 pounds"
std::string CardTitle(const std::string& card);              // "favor-of-the-vicar" -> "Favor of the Vicar"
std::string ACard(const std::string& card);                  // "a Dowry card", "an Outmaneuver card"
std::string LandList(const Json& lands);                     // "1 clearing and 2 woods" ("" when none)
std::string CardList(const Json& cards);                     // "Dowry and 2 Liaison cards" ("" when none)
std::string TitleTitle(const Json& title);                   // "Earl" ("" for null)
std::string StructureWord(char s);                           // 'K' -> "Castle"
std::string GroupName(char land);                            // 'W' -> "Forest"
std::string PhaseWords(const std::string& phase);            // "main" -> "main decision"
int IntOr(const Json& j, const char* key, int fallback);
// The state's integer at j[key][i] (fallback when absent or not a number).
int IntAt(const Json& j, const char* key, int i, int fallback);

// The differences between two public states (nm_narrate_changes.cc).
std::vector<NarratedChange> Differences(const Json& before, const Json& after);
// The sentence about `group` (a pointer GroupOf gives: "/bag", "/turn/deal", "/pile/dowry") in the inner state.
std::string TableSentence(const Json& state, const std::string& group);
// The picture, legend and plausibility check (nm_narrate_picture.cc).
std::string Picture(const Json& public_state, const std::vector<std::string>& focus);
extern const char* const kLegend;
std::string Implausible(const Json& public_state);

}  // namespace peerage::nm::narrate
