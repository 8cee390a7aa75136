// Tudor's narrator (GameInfo::narrator, model/core/narrator.h), internal: the rulebook's names for the
// public state's values (td_narrate_names.cc), shared by td_narrate.cc (actions, the factory),
// td_narrate_changes.cc (differences) and td_narrate_picture.cc (picture, legend, implausible).
// Everything reads the public state only
// (public_state.schema.json) and the game's shipped board data (data/tudor/board.json: rows, chambers,
// rounds, stairs); lookups never throw: a missing or ill-typed value reads as its "none".
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/narrator.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td::narrate {

// The shipped board data (the narrator has no game context).
const BoardData& Board();
// Throne Room size of a public "state": columns from its space arrays (9 entries a column), rows the board's.
int Columns(const Json& st);
int Rows();

// Safe reads: an integer (fallback when absent, null or not an integer), a string ("" likewise), a bool.
int IntAt(const Json& obj, std::string_view key, int fallback = kNone);
int IntOf(const Json& v, int fallback = kNone);
std::string StrAt(const Json& obj, std::string_view key);
bool BoolAt(const Json& obj, std::string_view key);
const Json& At(const Json& obj, std::string_view key);  // a null Json when absent
const Json& Item(const Json& arr, int i);               // a null Json when out of range

// Names as the rulebook writes them.
std::string SpaceText(int s);                 // "c3r2" (column 3, row 2 from the bottom)
std::string Colour(int f);                    // "blue" .. "purple"
int ColourIndex(std::string_view name);       // -1 when it names no colour
std::string TokenKind(int t);                 // "Influence", "Intrigue", "Opportunity"
int TokenKindIndex(std::string_view name);    // from "influence" ..; -1 none
std::string Finger(int f);                    // "thumb" .. "little finger"
std::string ActionName(char letter);          // "Action C (Short Court Movement)"
std::string ScoringName(int number);          // "Red Scoring Card 1 (Politically Focused)"
std::string ScenarioName(int number);         // "Blue Scenario Card 3 (Climbing The Ranks)"
std::string ChamberName(int chamber);         // "Audience Chamber 2" (chamber 0-2)
std::string PhaseName(const std::string& phase);  // "Phase 4 (Chamber Actions)"
int RoundsTotal(const Json& public_state);    // rounds of the game (0 when no Scenario Card yet)

// "a", "a and b", "a, b and c".
std::string JoinAnd(const std::vector<std::string>& items);
// "1 Court Card", "3 Court Cards", "no Court Cards" (noun given in the singular; plural adds "s").
std::string CountOf(int n, const std::string& noun);
// Per-colour counts told as "3 Court Cards: 2 blue and 1 red", "2 blue Court Cards" or "no Court Cards";
// `where` goes after the count, before the colours ("3 Court Tokens behind their screen: 2 blue and 1 red").
std::string ColourCounts(const Json& counts, const std::string& noun, const std::string& where = "");
// Influence/Intrigue/Opportunity counts: "1 Influence Token and 2 Intrigue Tokens", or "no Influence or
// Intrigue Tokens".
std::string TokenCounts(const Json& counts);
// A player's Rings: "a blue Ring on the thumb and a red Ring on the ring finger", or "" when none.
std::string RingsText(const Json& fingers);

// The narrator's parts (td_narrate_changes.cc, td_narrate_picture.cc).
std::vector<NarratedChange> Differences(const Json& before, const Json& after);
std::string Picture(const Json& public_state, const std::vector<std::string>& focus);
extern const char* const kLegend;
std::string Implausible(const Json& public_state);
// The Order of the Garter's holdings of every player, in the last round ("" before it): Narrator::totals.
std::string GarterHoldings(const Json& public_state, const std::vector<std::string>& pointers);

}  // namespace peerage::td::narrate
