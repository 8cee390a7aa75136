// Dueling Nobles narrator internals, shared by dn_narrate.cc (words, actions, the Narrator), dn_narrate_diff.cc
// (differences) and dn_narrate_picture.cc (picture, legend, implausible). Everything reads the public state
// (public_state.schema.json) defensively: a missing or mistyped member reads as empty, never throws.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/narrator.h"

namespace peerage::dn::narration {

using Json = nlohmann::json;

// Reading the public state.
const Json& Inner(const Json& pub);                    // the "state" member, or an empty object
const Json& At(const Json& j, const char* key);        // a member, or null
int Int(const Json& j, const char* key, int fallback = 0);
std::string Str(const Json& j, const char* key);       // a string member, or ""
std::vector<std::string> Strings(const Json& list);    // the strings of a list
const Json& Player(const Json& st, int p);             // players[p], or an empty object
const Json& CourtNoble(const Json& st, int p, const std::string& noble);  // its Courtyard entry, or null
int TableStaminaOf(const std::string& noble);          // King 3, Queen and Jack 2

// Words.
std::string SuitWord(char suit);                       // 'H' -> "Hearts"
std::string CardWords(const std::string& card);        // "KH" -> "King of Hearts"
std::string The(const std::string& card);              // "KH" -> "the King of Hearts"
std::string Number(int n);                             // 0..6 in words ("no", "one", ...), else digits
std::string Plural(int n, const std::string& one, const std::string& many);  // "1 card", "2 cards"
std::string Join(const std::vector<std::string>& items);                     // "a, b and c"
std::string JoinCards(const std::vector<std::string>& cards);                // "the 7 of Hearts and the ..."
std::string Times(int n);                              // "once", "twice", "3 times"
std::string PhaseWords(const std::string& phase);      // "command" -> "the Command phase"

// The Narrator's functions.
std::string Action(const Json& pub, std::string_view action, int actor);
std::vector<NarratedChange> Differences(const Json& before, const Json& after);
std::string Picture(const Json& pub, const std::vector<std::string>& focus);
std::string Implausible(const Json& pub);
extern const char* const kLegend;

}  // namespace peerage::dn::narration
