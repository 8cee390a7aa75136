// Nobles (solo) narrator: what its three files share (ns_narrate.cc: words, actions and the narrator itself;
// ns_narrate_diff.cc: differences between public states; ns_narrate_picture.cc: picture, legend, implausible
// positions). Everything reads the public state (ns_public.cc, public_state.schema.json) as JSON; a missing or
// malformed member reads as empty, so no function throws.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/core/narrator.h"
#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns::narrate {

// Card kinds in the engine's order (Nobles, then Events) and their words: "Shade", "Baronesses", "2 Shades",
// "an Interloper"; anything else is "card".
const std::vector<std::string>& Kinds();
bool IsNobleKind(const std::string& kind);
std::string Title(const std::string& kind);
std::string Plural(const std::string& kind);
std::string CountOf(int n, const std::string& kind);
std::string WithArticle(const std::string& kind);
// "a, b and c".
std::string JoinAnd(const std::vector<std::string>& parts);

// Reading JSON leniently: a missing member is null, a non-number 0, a non-string "".
int Int(const Json& v);
std::string Str(const Json& v);
const Json& Member(const Json& obj, const char* key);
// Counts by kind: their total and "2 Shades and 1 Veteran" ("" when none).
int Total(const Json& counts);
std::string CountsText(const Json& counts);

// Decks by their action-text names "N0".."E2": the JSON, "Noble deck N0", size, known top ("" if none).
const Json& DeckOf(const Json& st, const std::string& name);
std::string DeckWords(const std::string& name);
int DeckSize(const Json& deck);
std::string TopOf(const Json& deck);
bool FaceDown(const Json& deck);
// A deck's cards after its size: ", from the top: Construct, 3 Interlopers, 5 Shades", " in unknown order:
// 1 Construct and 2 Debutantes", ", from the top: Shade, then 8 unseen".
std::string DeckContents(const Json& deck);
std::string CardsCount(int n);
// Whether chance acts next (a deal, a card turned over, a random Deceased Noble, an unseen card named).
bool ChanceNext(const Json& st);

// The narrator's parts (st: the inner "state"; public_state: the whole public state).
std::vector<NarratedChange> Differences(const Json& before, const Json& after);
std::string Picture(const Json& public_state, const std::vector<std::string>& focus);
std::string Implausible(const Json& public_state);
extern const char* const kLegend;

}  // namespace peerage::ns::narrate
