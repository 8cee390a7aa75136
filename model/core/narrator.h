// Narration: what a game's actions and positions mean, told in the rulebook's words for people (report
// entries, FAQ examples). A game's narrator reads the public state (GameInfo::public_state) and action texts
// only, never the engine's internal state, so every sentence is one a player at the table could say.
//
// Coverage is checked like rule coverage (properties/narration/): every action kind the game offers and
// every public-state field its schema allows has a phrase, each backed by a hand-written case whose
// expected sentence is written from the rulebook.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace peerage {

// One difference between two public states, told as a fact about the second one.
struct NarratedChange {
  // The public-state field the sentence tells of, as a pattern: a pointer into the inner "state" with '*'
  // for any array index ("/players/*/prestige"): one of Narrator::fields, or a pattern above some of them
  // ("/bag" for a sentence about the whole bag). A sentence covers every differing leaf at or below it.
  std::string field;
  // One sentence in the rulebook's terms, in the present tense, about the second state's value: "p2 has 2
  // Prestige", "the space c3r2 holds a red Court Token", "p0 still has one Action to take". No JSON pointer,
  // no engine field name, no bare action text.
  std::string sentence;
  // When `sentence` tells the value against the first state ("the Construct is off the top of N1"): the
  // second state's value told alone, for a reader who sees only that state (a deciding fact); else "".
  std::string alone;
};

// A total a rule reads across several fields: Tudor's Order of the Garter adds each player's Influence,
// Intrigue and Opportunity Tokens and Court Cards; Among Nobles' final reckoning reads each player's gold,
// prestige and the provinces they hold alone. Where two or more facts "What decides it" would tell are fields
// of one total, it tells the total in their place: the rule reads the total, not each field one by one.
struct NarratedTotal {
  // The field patterns the total reads (as NarratedChange::field).
  std::vector<std::string> fields;
  // One sentence telling the total at `public_state` for the players it concerns (`pointers`: the facts'
  // fields, pointers into the inner "state"), or "" where the rule that reads it is not in play there (the
  // Order of the Garter before the last round).
  std::function<std::string(const nlohmann::json& public_state, const std::vector<std::string>& pointers)> tell;
};

// Every function below receives whole public states as GameInfo::public_state writes them ({"game", "players",
// "step", "state"}) with every optional field's default filled in (WithPublicDefaults); field patterns are
// pointers into the inner "state" member.
struct Narrator {
  // Every action kind the game offers, chance outcomes included: an action text's first word, as ActionKind
  // below returns.
  std::vector<std::string> action_kinds;
  // Every leaf field pattern of the public state (as NarratedChange::field; the schema's leaves, with '*'
  // for array items and open-keyed objects). `differences` tells a difference in each.
  std::vector<std::string> fields;
  // One action, in the public state it is taken in, as a short sentence: "p1 moves the Courtier from c3r2
  // one step right, to c4r2"; "the bag gives a red Court Token"; "p0 pays 2 Resources to draw two Support
  // cards". `actor` is the player's index, or -1 for a chance outcome. The action text itself is not
  // repeated (reports show it beside the sentence so that the trace can be replayed).
  std::function<std::string(const nlohmann::json& public_state, std::string_view action, int actor)> action;
  // What is different in `after` from `before` (two public states of the same game, players and readings:
  // one position under two readings, or the same game a few actions apart), one sentence per difference.
  // Every leaf that differs lies at or below the field of some returned change.
  std::function<std::vector<NarratedChange>(const nlohmann::json& before, const nlohmann::json& after)> differences;
  // A small picture of the public state for an example (at most 6 lines in the usual case): whose turn and
  // the phase, then only the parts that match `focus` (field patterns as above; a pattern also selects
  // everything below it), everything else left out or summarised in one line. Uses only symbols `legend`
  // explains.
  std::function<std::string(const nlohmann::json& public_state, const std::vector<std::string>& focus)> picture;
  // The symbols `picture` uses, one "symbol: meaning" line each; empty when it uses only words.
  std::string legend;
  // Why a position could not arise at a table ("20 Events are out of the game on turn 1"), or "" when it
  // could. The report's example shrinker refuses a simplification that makes its position implausible, and
  // an entry whose example starts from an implausible position says it is constructed.
  std::function<std::string(const nlohmann::json& public_state)> implausible;
  // Field patterns that say where play stands (the phase, a movement under way, a refill pending) rather
  // than what is on the table: a deciding fact about them is the occasion of an example, and "What decides
  // it" tells it only where no other fact decides, and an example's picture does not draw what the example's
  // last action clears there (the notes of the turn it ends: the lines tell that). Empty: every field is a
  // fact like any other.
  std::vector<std::string> standing;
  // The fields an action names as what it acts on, though it may not write them (Noblemen's Men-at-Arms
  // placed on p0's Garden: p0's groups), in the public state it is taken in; the picture of an example shows
  // them. Empty (no function): an action's written fields are enough.
  std::function<std::vector<std::string>(const nlohmann::json& public_state, std::string_view action)> targets;
  // Totals rules read (NarratedTotal); empty: every fact is told by its own field.
  std::vector<NarratedTotal> totals;

  bool empty() const { return !action || !differences || !picture; }
};

// An action text's kind: its first word, up to the first ':' or space ("duel:KH>QD" -> "duel", Noblemen's
// "land wood 5,0" -> "land"), the whole text when it has neither.
inline std::string_view ActionKind(std::string_view action) { return action.substr(0, action.find_first_of(": ")); }

}  // namespace peerage

namespace peerage {

// Pointers (RFC 6901) of the leaves that differ between two JSON values: members present on one side only,
// scalars that differ, and arrays of different lengths (the array itself); equal subtrees add nothing.
std::vector<std::string> DifferingLeaves(const nlohmann::json& a, const nlohmann::json& b);
// An object key as one reference token of a JSON pointer (RFC 6901: '~' as "~0", '/' as "~1").
std::string PointerToken(std::string_view key);
// A pointer's pattern: every array index written '*' ("/players/2/prestige" -> "/players/*/prestige").
std::string FieldPattern(std::string_view pointer, const nlohmann::json& document);
// The same, but the player's index of a pointer into "/players" kept ("/players/2/hand/0" -> "/players/2/hand/*"):
// a picture focused on it draws that player's field, not every player's.
std::string PlayerFieldPattern(std::string_view pointer, const nlohmann::json& document);
// A pattern's player index as '*' again ("/players/2/hand/*" -> "/players/*/hand/*"); others unchanged.
std::string EverySeat(std::string_view pattern);
// Whether `pattern` (segments, '*' for any) equals `pointer` or is a prefix of it segment by segment.
bool PatternCovers(std::string_view pattern, std::string_view pointer);
// Whether two patterns (or pointers) can name one field or one the other contains: segment by segment up to
// the shorter one's end, equal or '*' on either side ("/players/*/fingers/*" and "/players/0/fingers" do).
bool PatternsOverlap(std::string_view a, std::string_view b);
// The leaf field patterns a public-state schema (GameInfo::public_schema, parsed) allows, below "state":
// "/players/*/prestige" for the inner state's players[i].prestige. An object or array whose members or items
// the schema does not describe is a leaf itself.
std::vector<std::string> SchemaLeafPatterns(const nlohmann::json& schema);
// "p0", "p1", ... for a seat.
std::string Seat(int player);

}  // namespace peerage
