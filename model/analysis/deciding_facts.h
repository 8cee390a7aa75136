// Deciding facts: which facts of a position decide what an example shows, found by ablation, not guessed.
//
// An example (a FAQ entry's position under two readings, a conform witness on the engine under test and
// the reference) shows a difference from a position. The deciding facts are the public-state fields whose
// change alone makes the difference go away or turn into another one. They are found the way Hypothesis'
// explain phase marks the parts of a failing example that can vary freely: the example is replayed from
// the position with one field changed at a time, and a field is deciding when some change of it (that the
// reference still accepts as a position, with the example's actions still legal) changes what is shown.
// Every other field is free: no change tried alters the difference.
//
// The changes tried are generic (no per-game list), one field group at a time, on the public state (the
// inner "state" of GameInfo::public_state, so only facts a player at the table could see):
//   a number          one less (not below 0), one more, 1 and 0 (when lower still), the deal's value
//   a boolean         the other value
//   a string          the deal's value, null (a Weapon taken off, a result not yet known)
//   null              the deal's value
//   a list of scalars (a hand, the Kings taxed this turn) emptied, each element left out (from the end: a
//                     deck's top first), the deal's value;
//                     a list of numbers also one less / one more per element
//   a list of objects (a Courtyard) each element left out, and each element's fields as above
//   a count left out  (a pile without Shades, AbsentFieldEdits) set to 1
// where "the deal's value" is the field's value at the configuration's first position (when it has the
// field); and, after those, the game's own simplifications (GameInfo::simplify: a Noble back to the stack, a
// card out of a hand), which keep invariants such as every card in one place that a one-field change
// breaks, and the game's neighbours (GameInfo::neighbours: a face-down deck turned face up), which no
// one-field change reaches; a simplification's or neighbour's fact is every field it changes. A change the
// position's loader refuses, or after which the example's actions are no longer legal, counts as invalid and
// decides nothing.
//
// Conform (model/protocol) and the FAQ report (report_faq.cc) both call FindDecidingFacts with their own
// `difference`; TellFacts says the facts found in the game's words (its narrator).
#pragma once
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/narrator.h"

namespace peerage {

struct GameInfo;

// One change of one field group of a public state: `pointer` into the inner "state" (RFC 6901), the value it
// is given, and how that value was chosen ("one less", "emptied", "without KC", "the deal's value", ...).
// A simplification (SimplerPositions) changes several fields at once: `wrapper` holds the whole changed
// position, `pointer` the first field it changes and `also` the others.
struct FactEdit {
  std::string pointer;
  nlohmann::json value;
  std::string how;
  std::vector<std::string> also;
  std::shared_ptr<const nlohmann::json> wrapper;
  bool exchange = false;  // two elements' values exchanged (SwappedPositions)
  bool neighbour = false;  // a game's neighbour (GameInfo::neighbours), not a simplification: told by its deepest field
  std::string about;       // a neighbour's own choice of the field it is told by (its "about"), if it made one
};

// The candidate changes of an inner public state, in document order, at most `limit` of them; `deal` is
// the inner public state of the configuration's first position (null: no deal values).
std::vector<FactEdit> CandidateEdits(const nlohmann::json& state, const nlohmann::json& deal, std::size_t limit = 400);
// A count the position leaves out because it is zero (a pile without Shades), as one edit each: the field set
// to 1 ("one, where there was none"). `fields` are the narrator's leaf patterns; only those without '*'
// whose parent object is present count. A field that is no count is refused by the loader (invalid).
std::vector<FactEdit> AbsentFieldEdits(const nlohmann::json& state, const std::vector<std::string>& fields);
// The game's simplifications of `state` (GameInfo::simplify), then its neighbours (GameInfo::neighbours), as
// edits of its public wrapper (PublicWrapper), each naming the fields it changes; empty for a game without
// simplify or a public state.
std::vector<FactEdit> SimplerPositions(const class State& state);
// Two elements of one short list of objects (at most 6: the players, a Courtyard's Nobles) with the values of one of their
// scalar fields exchanged, as edits of `wrapper` (a public-state wrapper), each naming the two fields: a
// change that keeps every total a one-field change breaks (the titles in play against the titles left, the
// gold in the game), as "p0 and p2 swap titles". At most `limit` of them, in document order.
std::vector<FactEdit> SwappedPositions(const nlohmann::json& wrapper, std::size_t limit = 400);
// The wrapper the reference loads a public state from: the canonical JSON with its "state" replaced by the
// public inner state (what protocol::PublicStart sends an engine).
nlohmann::json PublicWrapper(const class State& state);
// `wrapper` (a state wrapper: {"state": inner, ...}) with `edit` made to its inner state.
nlohmann::json WithEdit(const nlohmann::json& wrapper, const FactEdit& edit);

struct DecidingFact {
  std::string pointer;  // the field group, into the inner state
  std::string pattern;  // the same with list indices as '*' (FieldPattern)
  std::vector<std::string> patterns;  // every field the change touched, as patterns (`pattern` first)
  FactEdit edit;        // the first change that altered the difference
  std::string shown;    // the difference under that change ("": none)
};

struct DecidingFacts {
  std::string base;                  // the difference at the unchanged position
  std::vector<DecidingFact> facts;   // deciding field groups, in document order
  int tried = 0, invalid = 0;        // changes tried, and those that were no valid position
  // For each field a simplification fills where the position holds an empty list (the discard pile): how
  // many valid simplifications filled it, and how many of them altered the difference. Every one altering
  // makes the empty pile the fact (any card moved onto it); some only, the cards moved (two Aces of many).
  std::map<std::string, std::pair<int, int>> fills;
  bool complete = true;              // false: the budget ran out before every candidate was tried
};

// Candidates generated (max_edits), calls of `difference` (max_runs: a deterministic bound, the same on
// every machine) and an optional wall-clock deadline; the search stops at the first bound it meets.
struct AblationBudget {
  std::size_t max_edits = 400;
  std::size_t max_runs = static_cast<std::size_t>(-1);
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

// The difference an example shows from a position: a key that is equal for equal differences ("" when
// nothing differs), or nullopt when the position is no valid one (refused, or the actions are illegal).
using DifferenceAt = std::function<std::optional<std::string>(const nlohmann::json& wrapper)>;

// Ablation of `wrapper` (a public-state wrapper the reference loads, e.g. protocol::PublicStart): the base
// difference and every field group some valid change of which alters it. `deal_inner` as CandidateEdits.
// Throws nothing of its own; `difference` at the unchanged position must not be nullopt (else no facts).
// `simpler`: further candidates tried after the one-field changes (SimplerPositions of the position).
DecidingFacts FindDecidingFacts(const nlohmann::json& wrapper, const nlohmann::json& deal_inner,
                                const DifferenceAt& difference, const AblationBudget& budget = {},
                                const std::vector<FactEdit>& simpler = {});

// Only the given field patterns are changed (a group's deciding patterns checked at another position):
// true if some valid change of a field matching one of `patterns` alters the difference.
// `simpler`: simplifications of the position, tried when they change exactly the fields `patterns` name (a
// simplification fact's patterns: the same kind of simplification, a Weapon spent, seen at another position).
bool DecidedBy(const nlohmann::json& wrapper, const nlohmann::json& deal_inner, const std::vector<std::string>& patterns,
               const DifferenceAt& difference, const AblationBudget& budget = {},
               const std::vector<FactEdit>& simpler = {});

// The deciding facts told as the narrator tells the position's value of each field (one sentence per fact,
// in the order found; a fact the narrator has no sentence for is left out), at most `limit` sentences. Facts
// of one field come first, then simplifications (several fields at once), each told by the deepest field it
// changes (a Noble's Weapon, not the discard pile the Weapon went to), and exchanges of two elements' values
// only when nothing else is told and the exchange makes the difference go away (each tells both values, one
// of which decides nothing alone). Two or more facts that are fields of one total a rule reads
// (Narrator::totals: the Order of the Garter's tokens and cards) are told as that total, first. Where some facts' change makes the
// difference go away (`shown` empty: the readings, or the engines, agree), only those are told: they are
// the condition; a fact whose change only turns the difference into another one is shown in the picture but
// not named as what decides it. `wrapper` as given to FindDecidingFacts; `info` the game (its narrator and public schema).
std::vector<std::string> TellFacts(const GameInfo& info, const nlohmann::json& wrapper, const DecidingFacts& facts,
                                   std::size_t limit = 3);

// The field pattern TellFacts tells `fact` by (a simplification's telling field; a one-field fact's own),
// which a picture must show; `inner` as TellFacts' wrapper's "state".
std::string ToldField(const DecidingFacts& facts, const DecidingFact& fact, const nlohmann::json& inner);

// The inner public state of the configuration `like` has (its game, players and settings) at its first
// position where a player is to act (the deal); null if the game has no public state.
nlohmann::json DealPublicState(const class State& like);

}  // namespace peerage
