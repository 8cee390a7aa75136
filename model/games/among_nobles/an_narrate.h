// What Among Nobles' narrator shares between its files (an_narrate.cc: actions and the narrator itself;
// an_narrate_diff.cc: differences; an_narrate_picture.cc: picture, legend, implausible positions): the
// shipped card data, the public card texts read back, and the phrases more than one file uses. Internal to
// those files. The narrator reads the public state only (among_nobles.h, "Public state"); cards are named
// as in the card data, without its " (sample)" marker.
#pragma once
#include <string>
#include <vector>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an::narrate {

// A member of an object (null when absent or not an object), as an int or a string (fallback / "").
const Json& At(const Json& obj, const char* key);
int IntAt(const Json& obj, const char* key, int fallback = 0);
std::string StrAt(const Json& obj, const char* key);

// The shipped card data (the narrator has no game context; a state from another card set is read by index).
const CardData& Cards();

// One card's place, read from its public text "<loc>[ p<owner> r<row>[ s<spouse>][ act][ parents:...]]".
struct Place {
  std::string loc;
  int owner = -1, row = -1, spouse = -1;
  bool activated = false;
  std::string parents;  // "red,blue" or ""
};
Place PlaceOf(const Json& state, int card);

int NumPlayers(const Json& pub);
int NumCards(const Json& state);
// A card's name ("card 61" for an index the data does not have); by name, -1 when unknown.
std::string Name(int card);
int CardByName(const Json& name);
// "male, red" / "female, blue and green".
std::string Traits(int card);
std::string Province(int province);
// The deck a card belongs to: "I", "II", "III" ("ancestral" for the set-up couples).
std::string DeckOf(int card);
// "a, b and c"; "" for none.
std::string Join(const std::vector<std::string>& items);
// "1 army", "2 armies", "no army".
std::string Count(long long n, const std::string& one, const std::string& many);
// The action word in the rulebook's terms: "warfare", "male birth", "female birth", "birth" (either gender).
std::string ActionWord(const std::string& word);
// The activated head (card index, -1 none), his wife (-1) and the acting player (-1 when unknown).
int Head(const Json& state);
int Wife(const Json& state, int head);
// "Charlemagne" or "the couple Charlemagne and Hildegard de France".
std::string CharacterOrCouple(const Json& state, int head);
// The action being executed: the hired one, else the first left ("" outside an activation).
std::string CurrentAction(const Json& state);
// Who decides now (-1: chance or nobody), from the public state alone.
int Actor(const Json& pub);
// Where play stands: "in the activation phase, p1 is to activate a character or couple".
std::string PhaseSentence(const Json& pub);

// an_narrate_diff.cc: one change per card, player, bride, shown fingers; one per other field.
std::vector<NarratedChange> Differences(const Json& before, const Json& after);
// A card's place as a sentence: "Henri of Brabant is on the display line". Against `before` (the other state
// of a difference): where the card stood elsewhere there, only its place and marriage; where it stood in the
// same family, what else differs (activated, parents' traits) as well.
std::string CardSentence(const Json& state, int card, const Json* before = nullptr);

// an_narrate_picture.cc.
std::string Picture(const Json& pub, const std::vector<std::string>& focus);
std::string Implausible(const Json& pub);
extern const char* const kLegend;

// an_narrate_totals.cc: the final reckoning (Narrator::totals) of the players `pointers` concern, when the
// game is over ("" before, or when fewer than two players are concerned).
std::string FinalReckoning(const Json& pub, const std::vector<std::string>& pointers);

}  // namespace peerage::an::narrate
