// FAQ entries: what a report says to an FAQ editor. One entry per interpretation and one per distinct
// finding, each with the question in plain words, the rulebook phrase and its place, a small example (a
// start position and a few actions, kept in its own trace file), what happens under each reading — every
// such sentence produced by replaying the example under that reading — how often it matters in random
// play, and the rule ids involved.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/analysis/deciding_facts.h"
#include "model/analysis/situation.h"
#include "model/analysis/solver_answer.h"
#include "model/core/catalogue.h"
#include "model/core/trace.h"

namespace peerage {

// What happens when an example is played under one reading, in facts and in one sentence.
// At most this many narrated differences are told per outcome (the first ones, in the narrator's order).
constexpr std::size_t kToldDifferences = 6;
// What an action only one reading allows leads to (ReadingOutcome::then) is told where it is this many
// actions: one forced follow-up (Treachery's one placement), not a menu of the next turn's choices.
constexpr std::size_t kThenActions = 1;

struct ReadingOutcome {
  std::string reading;            // reading id ("" for a finding without a resolving interpretation)
  int illegal_at = -1;            // the first example action not allowed under this reading, -1: none
  std::string why;                // why not
  std::string illegal_told;       // that action in the narrator's words, in the position it was refused in ("" if not told)
  std::string actor;              // who decides next: "p0".., "chance", "" when the game is over
  bool terminal = false;
  std::vector<std::int64_t> scores;  // when terminal
  std::vector<int> ranking;          // when terminal
  bool draw = false;                 // when terminal: nobody won (State::IsDraw), not a shared win
  std::string compared;           // the reading this one is compared with ("" for none)
  // Where this reading plays out exactly as `compared` (no action, actor or table differs): that reading's
  // line, which this one's says after "as under `compared`: " (DescribeExample fills it); "" otherwise.
  std::string as_under;
  std::string compared_actor;     // who decides next under the compared reading ("" when over there, or none)
  bool compared_over = false;     // the compared reading's game is over here
  bool same_result = false;       // both games are over with the same scores and ranking
  // Both games are over with the same winners but a different ranking below them (a tie-break among the
  // others): the places below first are then part of the point.
  bool same_winners = false;
  // Both games over with the same scores, ranked otherwise: the pairs of players level on points whom the
  // readings order otherwise, as the tie-break treats them under this reading ("p1 and p3 both score 10,
  // and the tie-break leaves them level"); "" otherwise.
  std::string tie_note;
  // How the example's last action was resolved, where the rules add up parts the state does not keep (a
  // duel's strengths: State::StepParts), told after the point; empty where the game tells none.
  std::vector<std::string> resolved;
  // Which of them is the point: the last one the compared reading does not tell (a duel's verdict, not the
  // game's end that follows it under both); -1: the last.
  int resolved_point = -1;
  // The last action was resolved alike under both readings, but the games end otherwise (a tie emptying both
  // Courtyards: a draw against a shared win): `resolved` is kept, and its point leads the result.
  bool resolved_alike = false;
  // The compared reading's parts are the first of these, and this reading goes on past them (an Effect that
  // under ns.effect-chain=chain has an Effect of its own), or a part before the point differs too (two
  // Shades' Effects each taking another card): the sequence is the point, told in order.
  bool resolved_extends = false;
  // The point was told as following the part before it (State::TellAfter: the next turn's Income after a
  // duel's verdict): that part is told first, then the point ("...; then ...").
  bool resolved_follows = false;
  std::vector<std::string> only_here;  // legal actions here but not under the compared reading (first 6)
  std::size_t only_here_count = 0;     // how many there are in all
  // Where one action only is open here and not under the compared reading, and its player decides again
  // after it with kThenActions choice(s) left, those: what the action leads to (Treachery played, the one
  // Men-at-Arms placement it allows). Empty otherwise.
  std::vector<std::string> then;
  std::vector<std::string> then_told;  // each of `then` told by the narrator
  // Where one action only is open here, how the game tells it resolves (State::StepParts, asides left out):
  // what taking it means under this reading (a sixth Ring's Office taken without the Ring). Empty otherwise.
  std::vector<std::string> only_here_resolved;
  std::vector<std::string> not_here;   // legal under the compared reading but not here (first 6)
  std::string not_here_why;  // why the first of them may not be taken here, as the game says it (State::WhyNotLegal)
  std::size_t not_here_count = 0;
  // Where another player decides next than under the compared reading, what this one's actor may do: their
  // legal actions (first 6) and how many there are in all; empty at a chance node.
  std::vector<std::string> choices;
  std::size_t choices_count = 0;
  std::vector<std::pair<std::string, std::string>> fields;  // JSON pointer -> this reading's value (first 4)
  std::string fields_of;          // "state", or "p1's view" when only an observation differs
  bool finding = false;           // the example records the entry's finding under this reading
  std::string finding_said;       // that finding in words ("the rulebook is silent here: ..."; "" when none)
  // Told by the game's narrator (GameInfo::narrator), for games that have one: each action of only_here as a
  // sentence (same order), and what is different at the table from the compared reading's position, one
  // sentence each (NarratedChange::sentence), with the public-state fields they tell of (not written out).
  bool narrated = false;
  std::vector<std::string> only_here_told;
  std::vector<std::string> not_here_told;
  std::vector<std::string> choices_told;  // each of `choices` told
  std::vector<std::string> told;
  std::vector<std::string> told_fields;
  std::string sentence;           // all of the above in plain words
};

struct FaqExample {
  std::string file;  // the example's trace, relative to the report directory: "<game>/<name>.trace.json"
  Trace trace;       // start position + actions, under `reading_a` (and `context`)
  // What `file` holds: for a position reached by play, the play from the deal up to it (`shown_from` marks
  // the position) and then the example's actions, so that a replay proves the position arises; for a
  // hand-built situation, `trace` itself.
  Trace recorded;
  std::size_t history = 0;                       // actions of play from the deal to the position (0: hand-built)
  std::string reading_a, reading_b;              // the readings it separates (findings: reading_a only)
  std::map<std::string, std::string> context;    // other interpretations it needs, id -> reading
  SituationSplit split;                          // where the two part (interpretation examples)
  std::string picture;                           // the start position: the narrator's focused picture, or render
  std::vector<std::string> steps_told;           // each action in words (the narrator), empty without one
  std::vector<std::string> focus;                // public-state fields the example touches (the picture's focus)
  // The start's facts that decide the example (DecidingFactsOf): told in the game's words (under the
  // picture), and their field patterns (every one joins `focus`: the picture shows them all).
  std::vector<std::string> deciding;
  std::vector<std::string> deciding_fields;
  // Why the position was built rather than reached by play from the deal (a hand-built situation, a solver's
  // model, play from another question's hand-built start), and what the narrator's plausibility check says
  // of it (Narrator::implausible); "" for a position reached by play.
  std::string constructed;
  std::string source;                            // how it was found, in words
  bool hand_built = false;                       // a seed from corpus/examples/, used as written
  std::size_t found_steps = 0;                   // actions of the witness it was cut from
  std::vector<ReadingOutcome> outcomes;          // per reading of the interpretation in question
};

struct Frequency {
  int players = 0;
  std::string reading;            // the non-default reading played against the default
  std::uint64_t games = 0;        // random games played under the default, the other in lockstep
  std::uint64_t diverged = 0;     // games in which who acts, the legal actions or the result differed
};

struct FaqEntry {
  std::string kind;      // "interpretation" | "finding"
  bool modelling = false;  // an interpretation that is a modelling choice (InterpretationKind), not a rules question
  // A rules question the shipped components never raise: no example, and for every reading the components'
  // own reason (Interpretation::shipped_answer) why it agrees with the default in every game; or examples
  // only from built positions, with a confirmed solver proof that the shipped components never reach the
  // situation (SolverAnswer::never_with_shipped). Reports list it apart from the FAQ, under "Questions these
  // components never raise" (UnraisedQuestion).
  bool unraised = false;
  std::string id;        // interpretation id, or "finding-<n>"
  std::string question;  // in plain words
  std::string phrase;    // the short rulebook phrase it hinges on
  std::string place;     // where in the rulebook (the first involved rule's place)
  std::vector<std::string> rules;
  std::vector<Reading> readings;  // interpretation entries: every reading, the default first
  std::string default_reading;
  std::string default_why;        // why the default is the default (Interpretation::default_why)
  std::vector<FaqExample> examples;
  std::vector<Frequency> frequency;
  std::vector<std::string> without_example;  // per reading with no example: what was tried, with the budget
  // How many of them the shipped components answer (the reading never differs from the default with them).
  std::size_t shipped_answers = 0;
  std::vector<std::string> solver;           // ids of the solver answers that bear on it (SolverAnswer::interpretations)
  // Findings: the kind, what was seen, the reading the engine continued by, how often and where.
  std::string finding_kind, detail, resolved_by;
  // Findings: the interpretation entry this finding is told inside (the question its reading resolves), or ""
  // for a gap no interpretation covers (an entry of its own, proposed as a new interpretation); and the
  // non-default readings it was reached under when play under the defaults never reached it (else empty).
  std::string inside;
  std::vector<std::string> only_under;
  std::uint64_t count = 0, games = 0;
  std::vector<std::string> configurations;
};

// Fills `outcomes` of an example: replays it under every reading of `interpretation` (with its context),
// comparing each end position with the compared reading's (reading_b for reading_a, reading_a for the
// others). For a finding entry, `finding` is matched against what each replay records.
void DescribeExample(FaqExample& example, const Interpretation* interpretation, const Finding* finding);

// Tells an example through its game's narrator, after DescribeExample: each action in words, the fields
// its actions and its readings' outcomes touch, the start position's picture focused on them (the game's
// render without a narrator).
// `interpretation` (null for a finding without one) is the question the example's readings answer: an
// action only one reading allows is played there too, and the fields it would change join the focus.
void TellExample(FaqExample& example, const Interpretation* interpretation);

// The start position's facts that decide an example (model/analysis/deciding_facts.h): the public-state
// fields whose change alone makes its two readings agree, or part otherwise, when the example is replayed
// under both from the changed start. Sets `deciding` and `deciding_fields`; nothing for an example without
// a start state, a second reading, or a narrator.
void DecidingFactsOf(FaqExample& example, const Interpretation* interpretation);
// What an example shows from a start position (a public-state wrapper), as DecidingFactsOf compares it: a
// key equal for equal points ("" when the readings agree), nullopt for a position that is no valid start
// (refused, another player to act, the example's first action illegal under both). The point, as an outcome
// sentence opens (OutcomePoint): where an action stops being allowed, else who decides next, else what may
// be done next (the kinds of the actions only one reading offers, so a King taxed again counts though another
// King may be taxed under both), else at a game end who is placed otherwise, else which fields differ at the table.
DifferenceAt FaqDifference(const FaqExample& example, const Interpretation& interpretation);

// The public state of `s` with every default filled in (what narrators read); null when the game has no
// narrator.
nlohmann::json TablePosition(const State& s);

// What differs at the table in `mine` from `theirs` (two TablePositions of one position under two readings),
// as the game's narrator tells it, less what it tells in the same words of both (a field kept otherwise by
// one reading's model, as Nobles solo's `tops-only` keeps an "unseen" count, is no difference a player sees).
std::vector<NarratedChange> TableDifferences(const Narrator& narrator, const nlohmann::json& theirs,
                                             const nlohmann::json& mine);

// Which of `mine` (a step's parts, State::StepParts) is the point against `theirs` (the same step under the
// compared reading): the last part they do not tell; the last part if they tell all of them, -1 if none.
int ResolvedPoint(const std::vector<std::string>& mine, const std::vector<std::string>& theirs);
// What a player at the table notices first under this reading, in one sentence (issue 38 item 3): the
// example's action that is not allowed, how the game ends, what may (or may no longer) be done next, the
// actions told with their texts in brackets (as one sentence where they differ in one place, else the first
// told and the rest counted); else the first thing that differs at the table.
std::string OutcomePoint(const ReadingOutcome& outcome);
// What a contents line adds after an interpretation entry's question: "" with an example; without one, why
// ("never differs with the shipped components" where they answer every reading, else "no example found").
std::string WithoutExampleNote(const FaqEntry& entry);
// Whether `entry` is a rules question the shipped components never raise (FaqEntry::unraised): no example
// and every reading answered by the components' reason; or every example built (constructed), every reading
// without one so answered, and one of `solver` (the report's answers; those `entry.solver` names count) a
// confirmed "unsat" proof that the shipped components never reach the situation; or every example ends alike
// (EndsAlikeEverywhere). The caller leaves it false for a report on other components (`--data`).
bool UnraisedQuestion(const FaqEntry& entry, const std::vector<SolverAnswer>& solver = {});
// Every example of the question ends the game with the same result under each reading (the readings part only
// in what a game that is over leaves on the table), and random play never parted them (an.display-reset: a
// short display line arises only once deck III is used up, in the upkeep that ends the game).
bool EndsAlikeEverywhere(const FaqEntry& e);
// A finding as a rules entry links it: its number in the report's Findings section ("F2"), id and words.
struct FindingLink {
  int number = 0;
  std::string id, kind, detail;
};
// The findings recorded under the question `question_id`, numbered as the Findings section numbers all findings.
std::vector<FindingLink> FindingsUnder(const std::vector<FaqEntry>& faq, const std::string& question_id);
// The findings as a noun: "a silence", "a contradiction", "3 silences", "2 findings" (kinds mixed).
std::string FindingsNoun(const std::vector<FindingLink>& links);
// The rest, after the point: who decides next when the point did not say it, what else differs at the table.
std::string OutcomeDetails(const ReadingOutcome& outcome);
// The point, then the details after "; " (used by DescribeExample; exposed for the report tests).
std::string OutcomeSentence(const ReadingOutcome& outcome);
// An action refused in `state`, in the game narrator's words for that position (ReadingOutcome::illegal_told),
// or "" where the game has no narrator or the position cannot name the action.
std::string IllegalActionTold(const State& state, const std::string& action);
// Sentences that differ in one place said once, the alternatives listed ("p0 takes the 7 or 9 of Clubs from
// the discard pile into hand"); "" where they do not share their first two words and differ in one place of
// at most six words each.
std::string OneSentenceForAll(const std::vector<std::string>& told);

// An interpretation's default_why continuing "Default: `x`, because ...": the first letter lowered when
// it starts an ordinary word ("The text's" -> "the text's"; "FAQ", quotes and code stay as they are).
std::string Because(const std::string& default_why);

}  // namespace peerage
