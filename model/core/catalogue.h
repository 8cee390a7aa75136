// What a game declares about its rulebook: rule ids, interpretation options and findings.
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

// A place where the rulebook can be read more than one way, or is silent.
struct Interpretation {
  std::string id;        // e.g. "dn.duels-per-turn"
  std::string phrase;    // the short rulebook phrase it hinges on (quoted, a few words)
  std::string question;  // what the text leaves open
  std::vector<Reading> readings;
  std::string default_reading;  // id of one of readings
  std::vector<std::string> rules;  // rule ids it affects
  // Why the default is the default, in one or two plain sentences: the wording it follows, the FAQ or
  // example that decides it, or, where the text gives no support either way, the plain reason it was
  // chosen (e.g. "the simpler rule"). Shown by `peerage rules` and in every report's FAQ entry; a unit
  // test (properties/unit/interpretation_catalogue_tests.cc) requires it for every interpretation.
  std::string default_why;
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
