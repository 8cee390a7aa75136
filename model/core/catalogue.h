// What a game declares about its rulebook: rule ids, interpretation options, set-up parameters and findings.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace peerage {

// Index into a game's rule table. Engines declare an enum of these next to the table.
using RuleId = std::uint16_t;

// One rule the engine applies, named by its place in the rulebook.
struct RuleInfo {
  std::string id;       // stable id, e.g. "dn.duel.critical-hit"
  std::string place;    // where in the rulebook, e.g. "Dueling, Step 3, Critical Hit"
  std::string summary;  // the rule in our own words
};

// One way of reading an ambiguous or silent passage.
struct Reading {
  std::string id;           // e.g. "once-per-turn"
  std::string description;  // what the engine does under this reading
};

// What an interpretation is. A rules question: the text is silent or can be read two ways, and a player or an
// FAQ editor could ask it. A modelling choice: something this engine had to decide to model the game at all,
// not a question of what the text means: a cap that keeps play finite, a seat or first-player model, what a
// player is assumed to remember. Reports list rules questions in their FAQ and modelling choices (with the
// data file's assumptions) under "How this engine models the game"; `peerage rules` shows the same split.
enum class InterpretationKind : std::uint8_t { kRulesQuestion, kModellingChoice };
const char* InterpretationKindName(InterpretationKind k);  // "rules question" | "modelling choice"

// A place where the rulebook can be read more than one way, or is silent.
struct Interpretation {
  std::string id;        // e.g. "dn.duels-per-turn"
  // The short rulebook phrase it hinges on (quoted, a few words). Where the text says nothing at all, it is
  // "(silent: <what the text says nothing about>)" instead, which reports and `peerage rules` show as a
  // plain statement, never as a quotation (SilentAbout below).
  std::string phrase;
  std::string question;  // what the text leaves open
  std::vector<Reading> readings;
  std::string default_reading;  // id of one of readings
  std::vector<std::string> rules;  // rule ids it affects
  // Why the default is the default, in one or two plain sentences: the wording it follows, the FAQ or
  // example that decides it, or, where the text gives no support either way, the plain reason it was
  // chosen (e.g. "the simpler rule"). Shown by `peerage rules` and in every report's FAQ entry; a unit
  // test (properties/unit/interpretation_catalogue_tests.cc) requires it for every interpretation.
  std::string default_why;
  InterpretationKind kind = InterpretationKind::kRulesQuestion;
  // Where the game's shipped components make the readings agree in every game (the question arises only
  // with other data, or never in play): why, in plain words. A report built on the shipped data says this
  // instead of "no example found" when its searches find none. Empty: not known to be impossible.
  std::string shipped_answer;
  // Where `phrase` is printed in the rulebook, when that is not the place of the first rule in `rules`
  // (reports credit the phrase to that place otherwise).
  std::string phrase_place;
  // Where the readings draw the game's chance differently (one deals a card that the other leaves unseen
  // until it comes to light), so that the same chance action lands elsewhere under each and two games of
  // random play in lockstep are two different deals, not one deal played two ways: why, in plain words.
  // Reports then neither count how often random games differ nor show a random-play witness; they show
  // the situation built for the pair (corpus/examples/<game>/<id>=<reading>.trace.json), saying this.
  std::string chance_differs;
};

// For a silent question's phrase "(silent: X)", X; "" for a phrase quoted from the rulebook.
inline std::string SilentAbout(const std::string& phrase) {
  const std::string open = "(silent: ";
  if (phrase.size() <= open.size() + 1 || phrase.compare(0, open.size(), open) != 0 || phrase.back() != ')') return "";
  return phrase.substr(open.size(), phrase.size() - open.size() - 1);
}

// One value of a parameter: its id (what --param and the trace format write) and what it sets up.
struct ParameterValue {
  std::string id;       // e.g. "random", "1+4", "on"
  std::string meaning;  // the set-up it gives, in plain words
};

// A set-up choice the rulebook offers on purpose (a scenario card "of your choice", a named variant, an
// option for new players): not a question about what the text means, so reports never list it as one.
// Reports and searches play the default unless asked (`--param id=value`); `peerage rules` lists parameters
// apart from interpretations, and traces and state JSON keep them in their own "parameters" object.
// The value is either one of `values` or, when `values` is empty, a whole number in [min, max] (written in
// decimal). Engines read the value's index (or the number) with GameContext::Param(parameter index).
struct Parameter {
  std::string id;     // e.g. "td.scenario"
  std::string place;  // where the rulebook offers the choice, e.g. "SETUP, Customized Setup"
  std::string sets;   // what it sets, in plain words
  std::vector<ParameterValue> values;  // the values; empty: an integer in [min, max]
  int min = 0;
  int max = 0;
  std::string default_value;  // one of values' ids, or a number in [min, max]
  std::string default_why;    // why that default, in one or two plain sentences
};

// Kinds of finding an engine or an analysis can record.
enum class FindingKind : std::uint8_t {
  kContradiction,  // two rules demand incompatible things in this state
  kSilent,         // the rules say nothing about what happens in this state
  kDeadlock,       // non-terminal state with no legal action
  kLivelock,       // repeated state without progress, or step bound overrun
  kInvariant,      // an invariant check failed
};
const char* FindingKindName(FindingKind k);

// A reachable state where the rules contradict each other or are silent.
struct Finding {
  FindingKind kind = FindingKind::kContradiction;
  std::vector<std::string> rules;   // rule ids involved
  std::string interpretation;       // "id=reading" used to continue, empty if none
  std::string detail;               // what happened, in words
  // The state in which the triggering action was taken: `step` actions from the initial state. Its hash
  // is not computed during play (hashing serialises the whole state, which would dominate playout time);
  // StateHashAtStep fills it in from the history when a finding is reported.
  std::uint64_t state_hash = 0;
  int step = 0;
};

}  // namespace peerage
