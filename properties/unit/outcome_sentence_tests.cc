// A reading's outcome in a report opens with the point (issue 38 item 3; docs/reports.md, "Example"): what a
// player at the table notices first, in one sentence; then who decides next if the point did not say it, then
// the rest of what differs. Each expected sentence is written by hand from the facts given.
#include <boost/test/unit_test.hpp>

#include <functional>

#include <string>
#include <utility>
#include <vector>

#include "model/analysis/faq.h"

using namespace peerage;

namespace {

// p0 to act under `suit-abilities-last`, compared with `listed`: three Weapon plays only here.
ReadingOutcome WeaponsOnlyHere() {
  ReadingOutcome o;
  o.reading = "suit-abilities-last";
  o.compared = "listed";
  o.actor = "p0";
  o.narrated = true;
  o.only_here = {"weapon:2C>KD", "weapon:2H>KD", "weapon:3C>KD"};
  o.only_here_told = {"p0 plays the 2 of Clubs as a Weapon on the King of Diamonds, +2 Strength",
                      "p0 plays the 2 of Hearts as a Weapon on the King of Diamonds, +2 Strength",
                      "p0 plays the 3 of Clubs as a Weapon on the King of Diamonds, +3 Strength"};
  o.only_here_count = 3;
  return o;
}

// A narrated outcome under `reading`, compared with `compared`: who decides next under each, and what the game
// tells of the table (each sentence with the field it tells of).
ReadingOutcome Narrated(const std::string& reading, const std::string& compared, const std::string& actor,
                        const std::string& compared_actor, std::vector<std::string> told,
                        std::vector<std::string> told_fields) {
  ReadingOutcome o;
  o.reading = reading;
  o.compared = compared;
  o.actor = actor;
  o.compared_actor = compared_actor;
  o.narrated = true;
  o.told = std::move(told);
  o.told_fields = std::move(told_fields);
  return o;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(outcome_sentence)

// an.double-run-out: decks II and III run out together; under `all-next-upkeep` both generational changes come at
// the next upkeep and the game ends, under `one-per-upkeep` the last one waits a round. The point of the line
// that plays on is that play goes on, said first; what differs at the table follows.
BOOST_AUTO_TEST_CASE(a_game_that_goes_on_where_the_other_ends_says_so_first) {
  ReadingOutcome o = Narrated("one-per-upkeep", "all-next-upkeep", "p2", "",
                              {"in the activation phase, p2 is to activate a character or couple", "it is round 3"},
                              {"/phase", "/round"});
  o.compared_over = true;
  BOOST_TEST(OutcomePoint(o) == "the game goes on, where under `all-next-upkeep` it ends: in the activation phase, p2 is to "
                                "activate a character or couple");
  o.compared_over = false;  // both go on: no such point
  BOOST_TEST(OutcomePoint(o).rfind("the game goes on", 0) != 0);
  o.compared_over = true;
  o.illegal_at = 0;  // an action refused: that is the point
  o.why = "not legal";
  BOOST_TEST(OutcomePoint(o).rfind("the game goes on", 0) != 0);
}

// Parts told as a sequence (ns.shade-beneath: two Shades' Effects, each taking another card) are the point in
// their order; a reckoning (a duel's strengths, then its verdict) keeps its verdict first.
BOOST_AUTO_TEST_CASE(a_sequence_of_effects_is_told_in_order_and_a_verdict_first) {
  ReadingOutcome o = Narrated("current-top", "none-if-taken", "p0", "p0", {"the Construct is Deceased too"}, {"/deceased"});
  o.resolved = {"the first Shade's Effect discards the Debutante beneath it on N1",
                "the second Shade's Effect discards the Construct beneath it on N1"};
  o.resolved_point = 1;
  o.resolved_extends = true;
  BOOST_TEST(OutcomePoint(o) == "the first Shade's Effect discards the Debutante beneath it on N1; the second Shade's Effect "
                                "discards the Construct beneath it on N1");
  BOOST_TEST(OutcomeSentence(o) == OutcomePoint(o) + "; the Construct is Deceased too");
  o.resolved_extends = false;  // a reckoning: the point part first, the rest after it
  BOOST_TEST(OutcomeSentence(o) == "the second Shade's Effect discards the Construct beneath it on N1; the first Shade's "
                                   "Effect discards the Debutante beneath it on N1; the Construct is Deceased too");
}

// dn.token-supply: p0's Queen wins the duel (24 against 20), then p1's turn begins and its Income is not paid,
// the 24 counters being in the treasuries. The Income, told as following the verdict (State::TellAfter), is the
// point: the verdict comes first, then the Income, then the strengths. Not so told, the point comes first.
BOOST_AUTO_TEST_CASE(a_point_that_follows_a_verdict_is_told_after_it) {
  ReadingOutcome o = Narrated("24-counters", "unlimited", "p1", "p1", {"p1 has 10 Resources"}, {"/players/1/resources"});
  o.resolved = {"p0's Queen (attacking): 24", "p1's Queen (defending): 20", "p0's Queen wins the duel by strength, 24 against 20",
                "p1's turn begins, and its Income (1 Resource) is not paid"};
  o.resolved_point = 3;
  o.resolved_follows = true;
  BOOST_TEST(OutcomeSentence(o) == "p0's Queen wins the duel by strength, 24 against 20; then p1's turn begins, and its Income "
                                   "(1 Resource) is not paid; p0's Queen (attacking): 24; p1's Queen (defending): 20; p1 has "
                                   "10 Resources");
  o.resolved_follows = false;
  BOOST_TEST(OutcomeSentence(o) == "p1's turn begins, and its Income (1 Resource) is not paid; p0's Queen (attacking): 24; p1's "
                                   "Queen (defending): 20; p0's Queen wins the duel by strength, 24 against 20; p1 has 10 "
                                   "Resources");
}

BOOST_AUTO_TEST_CASE(newly_allowed_actions_are_one_told_and_the_rest_counted) {
  ReadingOutcome o = WeaponsOnlyHere();
  // All three listed: the two 2s differ in the suit alone (one sentence), the 3 of Clubs in card and Strength:
  // two runs, both told; the point names the actor, so no "p0 decides next" follows.
  BOOST_TEST(OutcomeSentence(o) == "p0 may next do what `listed` forbids: p0 plays the 2 of Clubs or Hearts as a Weapon on the King of "
             "Diamonds, +2 Strength (`weapon:2C>KD`, `weapon:2H>KD`), or p0 plays the 3 of Clubs as a Weapon on the "
             "King of Diamonds, +3 Strength (`weapon:3C>KD`)");
  // Seven in all, three listed: one told with its text, 7 - 1 = 6 counted.
  o.only_here_count = 7;
  BOOST_TEST(OutcomeSentence(o) ==
             "p0 may next do what `listed` forbids: p0 plays the 2 of Clubs as a Weapon on the King of Diamonds, "
             "+2 Strength (`weapon:2C>KD`), or 6 more");
}

BOOST_AUTO_TEST_CASE(the_forbidding_reading_says_what_may_not_be_done) {
  ReadingOutcome o;
  o.reading = "listed";
  o.compared = "suit-abilities-last";
  o.actor = "p0";
  o.narrated = true;
  o.not_here = {"weapon:2C>KD"};
  o.not_here_told = {"p0 plays the 2 of Clubs as a Weapon on the King of Diamonds, +2 Strength"};
  o.not_here_count = 1;
  BOOST_TEST(OutcomeSentence(o) ==
             "p0 may not do what `suit-abilities-last` allows: p0 plays the 2 of Clubs as a Weapon on the King of "
             "Diamonds, +2 Strength (`weapon:2C>KD`)");
  o.not_here_count = 7;  // 7 - 1 = 6 more
  BOOST_TEST(OutcomePoint(o).ends_with("(`weapon:2C>KD`), nor 6 more"));
}

BOOST_AUTO_TEST_CASE(one_action_only_here_says_what_it_leads_to) {
  // Noblemen, nm.treachery-displace: Treachery is playable only where p1 may displace, and its one placement
  // follows it; two placements are both told, joined by "or", none counted away.
  ReadingOutcome o;
  o.reading = "as-men-at-arms";
  o.compared = "no-displace";
  o.actor = "p1";
  o.narrated = true;
  o.only_here = {"play treachery"};
  o.only_here_told = {"p1 plays Treachery to play or move one of their Men-at-Arms"};
  o.only_here_count = 1;
  o.then = {"maa 0 p1 -2,-1"};
  o.then_told = {"p1 places a Men-at-Arms on their own Forest at -2,-1, sending p2's back"};
  BOOST_TEST(OutcomeSentence(o) ==
             "p1 may next do what `no-displace` forbids: p1 plays Treachery to play or move one of their Men-at-Arms "
             "(`play treachery`), and then p1 places a Men-at-Arms on their own Forest at -2,-1, sending p2's back "
             "(`maa 0 p1 -2,-1`)");
  // How the game tells the action resolves comes before what follows (Tudor, td.ring-full-hand: the step into
  // the top space takes the Office, without a Ring).
  ReadingOutcome step;
  step.reading = "no-ring";
  step.compared = "no-office";
  step.actor = "p0";
  step.narrated = true;
  step.only_here = {"step:c2r7:-"};
  step.only_here_told = {"p0 moves the Courtier from c2r6 one step up, to c2r7"};
  step.only_here_count = 1;
  step.only_here_resolved = {"p0 takes column 2's Office from p1, who is disgraced, but no Ring from them"};
  BOOST_TEST(OutcomeSentence(step) ==
             "p0 may next do what `no-office` forbids: p0 moves the Courtier from c2r6 one step up, to c2r7 "
             "(`step:c2r7:-`); with it, p0 takes column 2's Office from p1, who is disgraced, but no Ring from them");
  o.then = {"maa 0 p1 -2,-1", "maa 0 p2 3,3"};
  o.then_told = {"p1 places a Men-at-Arms on their own Forest at -2,-1, sending p2's back",
                 "p1 places a Men-at-Arms on p2's Plantation at 3,3 and collects 2 pounds from them"};
  BOOST_TEST(OutcomeSentence(o).ends_with(
      "and then p1 places a Men-at-Arms on their own Forest at -2,-1, sending p2's back (`maa 0 p1 -2,-1`) or p1 "
      "places a Men-at-Arms on p2's Plantation at 3,3 and collects 2 pounds from them (`maa 0 p2 3,3`)"));
}

BOOST_AUTO_TEST_CASE(gained_actions_are_the_point_and_lost_ones_are_the_other_line) {
  ReadingOutcome o = WeaponsOnlyHere();
  o.not_here = {"move:w2H>KC"};
  o.not_here_told = {"p0 moves the 2 of Hearts to the King of Clubs"};
  o.not_here_count = 2;
  // The gained ones (the two runs); the lost move is what `listed`'s own line tells as gained.
  BOOST_TEST(OutcomePoint(o) == "p0 may next do what `listed` forbids: p0 plays the 2 of Clubs or Hearts as a Weapon on the King of "
             "Diamonds, +2 Strength (`weapon:2C>KD`, `weapon:2H>KD`), or p0 plays the 3 of Clubs as a Weapon on the "
             "King of Diamonds, +3 Strength (`weapon:3C>KD`)");
  // Only lost ones: they are the point.
  o.only_here.clear();
  o.only_here_told.clear();
  o.only_here_count = 0;
  BOOST_TEST(OutcomePoint(o) ==
             "p0 may not do what `listed` allows: p0 moves the 2 of Hearts to the King of Clubs (`move:w2H>KC`), nor 1 more");
}

BOOST_AUTO_TEST_CASE(a_chance_step_says_what_the_draw_may_bring) {
  ReadingOutcome o;
  o.compared = "dealer-first";
  o.actor = "chance";
  o.narrated = true;
  o.only_here = {"draw-card murder"};
  o.only_here_told = {"the Scandal deck gives p0 a Murder card"};
  o.only_here_count = 6;
  BOOST_TEST(OutcomePoint(o) ==
             "the next chance draw may bring what `dealer-first` never brings: the Scandal deck gives p0 a Murder card "
             "(`draw-card murder`), or 5 more");
}

BOOST_AUTO_TEST_CASE(without_a_new_action_the_first_difference_at_the_table_is_the_point) {
  ReadingOutcome o;
  o.compared = "no-favour-vp";
  o.actor = "chance";
  o.narrated = true;
  o.told = {"p1 has 1 victory point", "the decade marker is on space 10"};
  BOOST_TEST(OutcomePoint(o) == "p1 has 1 victory point");
  BOOST_TEST(OutcomeDetails(o) == "a chance draw comes next; the decade marker is on space 10");
  BOOST_TEST(OutcomeSentence(o) == "p1 has 1 victory point; a chance draw comes next; the decade marker is on space 10");
}

BOOST_AUTO_TEST_CASE(the_end_of_the_game_is_the_point_then_what_differs) {
  ReadingOutcome o;
  o.terminal = true;
  o.scores = {5, 5, 5, 0};
  o.ranking = {1, 1, 1, 4};
  o.narrated = true;
  o.told = {"p3 has 0 Prestige"};
  BOOST_TEST(OutcomeSentence(o) == "the game ends: p0, p1 and p2 share first place (scores 5, 5, 5, 0); p3 has 0 Prestige");
  o.draw = true;
  o.scores = {0, 0};
  o.ranking = {1, 1};
  o.told.clear();
  BOOST_TEST(OutcomeSentence(o) == "the game ends in a draw (scores 0, 0)");
}

// nm.tie-after-pounds: p0 (Baron) and p2 (Viscount) end on 23 VP and 0 pounds each, p1 first on 46 VP. `shared`
// ranks them equal (ranking 2, 1, 2), `higher-title` by title (Viscount above Baron: 3, 1, 2). The winner is the
// same under both, so the places below first are the point.
BOOST_AUTO_TEST_CASE(the_same_winner_with_other_places_says_the_places) {
  ReadingOutcome o;
  o.terminal = true;
  o.scores = {23, 46, 23};
  o.ranking = {2, 1, 2};
  o.same_winners = true;
  BOOST_TEST(OutcomePoint(o) == "the game ends: p1 wins, p0 and p2 share second place (scores 23, 46, 23)");
  o.ranking = {3, 1, 2};
  BOOST_TEST(OutcomePoint(o) == "the game ends: p1 wins, p2 is second and p0 is third (scores 23, 46, 23)");
  // Five players, two sharing first: the places after them (ranks 3, 3 and 5).
  o.scores = {9, 9, 4, 4, 1};
  o.ranking = {1, 1, 3, 3, 5};
  BOOST_TEST(OutcomePoint(o) ==
             "the game ends: p0 and p1 share first place, p2 and p3 share third place and p4 is fifth (scores 9, 9, 4, 4, 1)");
  // Where the winners differ too, who wins is the point, as before.
  o.same_winners = false;
  BOOST_TEST(OutcomePoint(o) == "the game ends: p0 and p1 share first place (scores 9, 9, 4, 4, 1)");
}

BOOST_AUTO_TEST_CASE(nothing_different_says_who_decides) {
  ReadingOutcome o;
  o.actor = "p1";
  o.narrated = true;
  BOOST_TEST(OutcomeSentence(o) == "p1 decides next");
  o.compared = "each-once";  // a third reading that agrees with the one it is compared with says so
  BOOST_TEST(OutcomeSentence(o) == "p1 decides next, as under `each-once`");
  o.compared.clear();
  o.finding = true;
  BOOST_TEST(OutcomeSentence(o) == "p1 decides next; the finding is recorded");
  // Told in words where the engine's finding has its detail (Dueling Nobles' finding-2).
  o.finding_said = "here the rulebook contradicts itself: a tied duel vanquished both players' last Nobles";
  BOOST_TEST(OutcomeSentence(o) ==
             "p1 decides next; here the rulebook contradicts itself: a tied duel vanquished both players' last Nobles");
}

BOOST_AUTO_TEST_CASE(an_action_not_allowed_comes_first) {
  ReadingOutcome o;
  o.illegal_at = 1;  // the second action
  o.why = "p0 has hired once this turn";
  o.actor = "p0";
  o.narrated = true;
  o.told = {"p0 has 5 Resources"};
  BOOST_TEST(OutcomeSentence(o) ==
             "the example's action 2 is not allowed (p0 has hired once this turn); there p0 decides next; p0 has 5 Resources");
  // Where the narrator tells the refused action (dn.weapon-moves under `each-once`: the engine's reason named
  // only the code 'move:QH>QS'), the action is said in words and no code is shown.
  o.illegal_at = 0;
  o.why = "action 'move:QH>QS' is not legal here";
  o.illegal_told = "p0 moves the 3 of Clubs from the Queen of Hearts to the Queen of Spades";
  BOOST_TEST(OutcomeSentence(o) ==
             "the example's action 1, p0 moves the 3 of Clubs from the Queen of Hearts to the Queen of Spades, is not "
             "allowed here; there p0 decides next; p0 has 5 Resources");
  // A reason that says more than "not legal" stays.
  o.why = "p0 has hired once this turn";
  BOOST_TEST(OutcomeSentence(o) ==
             "the example's action 1, p0 moves the 3 of Clubs from the Queen of Hearts to the Queen of Spades, is not "
             "allowed (p0 has hired once this turn); there p0 decides next; p0 has 5 Resources");
}

// an.own-daughter's hand-built example: after p0 sends his groom to court, `opponents-only` asks p1 (the
// only opponent with a daughter) and `own-too` asks p0 first. Who is asked is the point; nothing else is
// said to be "as under" the other reading.
BOOST_AUTO_TEST_CASE(another_player_asked_is_the_point) {
  ReadingOutcome o;
  o.reading = "opponents-only";
  o.compared = "own-too";
  o.actor = "p1";
  o.compared_actor = "p0";
  o.narrated = true;
  BOOST_TEST(OutcomePoint(o) == "p1 decides next; under `own-too` p0 does");
  BOOST_TEST(OutcomeSentence(o) == "p1 decides next; under `own-too` p0 does");
  o.compared_actor = "chance";
  BOOST_TEST(OutcomePoint(o) == "p1 decides next; under `own-too` a chance draw comes first");
  o.compared_actor = "p1";  // the same player: the old wording, and nothing differs
  BOOST_TEST(OutcomePoint(o) == "p1 decides next, as under `own-too`");
}

// dn.duels-per-turn: after p0's first duel, `each-noble` leaves p0 in the Dueling phase where `one` passes the
// turn to p1. What p0 may then do is the point: their choices follow who decides (the first told with its
// code, 5 - 1 = 4 counted); at a chance node there are none to tell.
BOOST_AUTO_TEST_CASE(the_choices_of_whoever_is_asked_instead_are_told) {
  ReadingOutcome o = Narrated("each-noble", "one", "p0", "p1", {"it is p0's turn", "the game is in the Dueling phase"},
                              {"/turn_player", "/phase"});
  o.choices = {"duel:QD>JH", "duel:QD>KC", "duel:QD>KH", "duel:KS>JH", "end-dueling"};
  o.choices_count = 5;
  o.choices_told = {"p0's Queen of Diamonds challenges p1's Jack of Hearts", "p0's Queen of Diamonds challenges p1's King of Clubs",
                    "p0's Queen of Diamonds challenges p1's King of Hearts", "p0's King of Spades challenges p1's Jack of Hearts",
                    "p0 ends the Dueling phase"};
  BOOST_TEST(OutcomePoint(o) ==
             "it is p0's turn; p0 decides next (the game is in the Dueling phase); p0's choices: p0's Queen of Diamonds "
             "challenges p1's Jack of Hearts (`duel:QD>JH`), or 4 more; under `one` p1 does");
  // Choices that differ in one place are said as one sentence.
  o.choices = {"duel:QD>JH", "duel:QD>KC"};
  o.choices_count = 2;
  o.choices_told = {"p0's Queen of Diamonds challenges p1's Jack of Hearts", "p0's Queen of Diamonds challenges p1's King of Clubs"};
  BOOST_TEST(OutcomePoint(o) ==
             "it is p0's turn; p0 decides next (the game is in the Dueling phase); p0's choices: p0's Queen of Diamonds "
             "challenges p1's Jack of Hearts or King of Clubs (`duel:QD>JH`, `duel:QD>KC`); under `one` p1 does");
  // A step that says what the player is to do opens the line; the choices follow it.
  o.told = {"in the activation phase, p0 is to activate a character or couple"};
  o.told_fields = {"/phase"};
  BOOST_TEST(OutcomePoint(o) ==
             "in the activation phase, p0 is to activate a character or couple; p0's choices: p0's Queen of Diamonds "
             "challenges p1's Jack of Hearts or King of Clubs (`duel:QD>JH`, `duel:QD>KC`); under `one` p1 is asked instead");
}

// td.restock-start: under `restock` the emptied space c3r1 waits for a token from the bag, so a chance draw
// comes next; under `leave-empty` p0 decides next. What a player notices at the table (the waiting space)
// opens the line, then who decides; it is not told again after the point.
BOOST_AUTO_TEST_CASE(what_differs_at_the_table_comes_before_who_decides_next) {
  ReadingOutcome o = Narrated("restock", "leave-empty", "chance", "p0",
                              {"c3r1 waits for a new Court Token from the bag", "1 Court Token is in the bag"},
                              {"/restock", "/bag"});
  BOOST_TEST(OutcomePoint(o) ==
             "c3r1 waits for a new Court Token from the bag; a chance draw comes next; under `leave-empty` p0 does");
  BOOST_TEST(OutcomeDetails(o) == "1 Court Token is in the bag");
  // With a step told that does not say what the actor is asked, the step stays in brackets after who decides.
  o.actor = "p1";
  o.compared_actor = "p0";
  o.told = {"p1 is asked whether they play Murder on p0's turn", "the game is at this step: Murder offered"};
  o.told_fields = {"/murder", "/phase"};
  BOOST_TEST(OutcomePoint(o) == "p1 is asked whether they play Murder on p0's turn; p1 decides next (the game is "
                                "at this step: Murder offered); under `leave-empty` p0 does");
  BOOST_TEST(OutcomeDetails(o) == "");
}

// ns.game-end: under `downfall` the game goes on to the Event step where under `after-each-step` it is over;
// the step's sentence opens the line and already says p0 is to choose, so "p0 decides next" does not follow.
BOOST_AUTO_TEST_CASE(a_point_that_says_who_is_to_act_is_not_followed_by_who_decides) {
  // No one decides next under after-each-step: the game is over there.
  ReadingOutcome o = Narrated("downfall", "after-each-step", "p0", "",
                              {"it is the Event step: p0 is to choose the top Event of an Event deck", "Noble deck N2 is empty"},
                              {"/phase", "/noble_decks/2/cards"});
  BOOST_TEST(OutcomeSentence(o) ==
             "it is the Event step: p0 is to choose the top Event of an Event deck; Noble deck N2 is empty");
  // A point that does not say it keeps who decides next after it.
  o.told = {"Noble deck N2 is empty"};
  o.told_fields = {"/noble_decks/2/cards"};
  BOOST_TEST(OutcomeSentence(o) == "Noble deck N2 is empty; p0 decides next");
}

// dn.jack-aces: both readings end the game with p0 the winner, 1 Noble to 0; what differs on the way (the
// Jacks' Stamina) is the point, the shared end follows.
BOOST_AUTO_TEST_CASE(the_same_end_under_both_readings_comes_after_what_differs) {
  ReadingOutcome o;
  o.reading = "tie";
  o.compared = "attacker-wins";
  o.terminal = true;
  o.scores = {1, 0};
  o.ranking = {1, 2};
  o.same_result = true;
  o.narrated = true;
  o.told = {"p1's Jack of Hearts has 0 Stamina", "the discard pile holds 12 cards"};
  BOOST_TEST(OutcomeSentence(o) ==
             "p1's Jack of Hearts has 0 Stamina; the game ends as under `attacker-wins` (p0 wins (scores 1, 0)); "
             "the discard pile holds 12 cards");
  o.same_result = false;  // a different end is the point itself
  BOOST_TEST(OutcomePoint(o) == "the game ends: p0 wins (scores 1, 0)");
}

// A duel's strengths (the engine's StepParts for the last action) say why the point holds: they come right
// after it, before what else differs.
BOOST_AUTO_TEST_CASE(how_the_last_action_was_resolved_follows_the_point) {
  ReadingOutcome o;
  o.reading = "totals-decide";
  o.compared = "tie";
  o.terminal = true;
  o.scores = {1, 0};
  o.ranking = {1, 2};
  o.narrated = true;
  o.resolved = {"p0's Queen of Diamonds: 12 (strength) + 6 + 7 (dice) = 25",
                "p1's Jack of Clubs: 11 (strength) + 4 + 6 (dice) = 21"};
  o.told = {"p1's Jack of Clubs has 0 Stamina"};
  BOOST_TEST(OutcomeSentence(o) ==
             "the game ends: p0 wins (scores 1, 0); p0's Queen of Diamonds: 12 (strength) + 6 + 7 (dice) = 25; "
             "p1's Jack of Clubs: 11 (strength) + 4 + 6 (dice) = 21; p1's Jack of Clubs has 0 Stamina");
}

// dn.empty-courtyards (corpus/examples/dueling-nobles/dn.empty-courtyards=shared-win.trace.json): two lone
// Kings at 1 Stamina tie at 31; both lose 1 Stamina, 1 - 1 = 0: both are vanquished. The duel is resolved
// alike under both readings, but the game ends otherwise ("his opponent declared the winner": a draw under
// `draw`, both win under `shared-win`): the resolution is why, and its last part leads, before the result.
BOOST_AUTO_TEST_CASE(an_end_resolved_alike_but_scored_otherwise_says_why_first) {
  const std::vector<std::string> parts = {"p0's King of Hearts (attacking): 31", "p1's King of Spades (defending): 31",
                                          "the duel is a tie by strength, 31 against 31: both Nobles lose 1 Stamina",
                                          "the tie vanquishes both players' last Nobles: both Courtyards are empty at once"};
  ReadingOutcome o;
  o.reading = "draw";
  o.compared = "shared-win";
  o.terminal = true;
  o.draw = true;
  o.scores = {0, 0};
  o.ranking = {1, 1};
  o.narrated = true;
  o.resolved = parts;
  o.resolved_point = ResolvedPoint(parts, parts);
  o.resolved_alike = true;
  BOOST_TEST(OutcomeSentence(o) ==
             "the tie vanquishes both players' last Nobles: both Courtyards are empty at once; the game ends in a draw "
             "(scores 0, 0); p0's King of Hearts (attacking): 31; p1's King of Spades (defending): 31; the duel is a tie "
             "by strength, 31 against 31: both Nobles lose 1 Stamina");
}

// dn.jack-aces (corpus/examples/dueling-nobles/dn.jack-aces=more-aces-wins.trace.json): p0's Jack of Clubs plays
// two Aces against the one Ace of p1's last Noble, a Jack of Diamonds at 1 Stamina. Critical Hit: "If both payers
// play an Ace" the duel is a tie under `tie` (both Nobles lose 1 Stamina, p1's Jack is vanquished: p0 wins);
// under `more-aces-wins` p0's Jack wins the duel (p1's Jack vanquished: p0 wins). The game ends alike, so the
// verdict is the point, not the game's end that both readings tell last.
BOOST_AUTO_TEST_CASE(the_verdict_not_the_shared_end_is_the_point) {
  const std::vector<std::string> tie = {"p0's Jack of Clubs (attacking): 19", "p1's Jack of Diamonds (defending): 18",
                                        "the duel is a tie as both played an Ace", "p1's Courtyard is empty: p0 wins the game"};
  const std::vector<std::string> more = {"p0's Jack of Clubs (attacking): 19", "p1's Jack of Diamonds (defending): 18",
                                         "p0's Jack of Clubs wins the duel with more Aces", "p1's Courtyard is empty: p0 wins the game"};
  BOOST_TEST(ResolvedPoint(tie, more) == 2);
  BOOST_TEST(ResolvedPoint(tie, tie) == 3);  // nothing differs: the last part, as before
  BOOST_TEST(ResolvedPoint({}, more) == -1);
  ReadingOutcome o;
  o.reading = "tie";
  o.compared = "more-aces-wins";
  o.terminal = true;
  o.scores = {1, 0};
  o.ranking = {1, 2};
  o.same_result = true;
  o.narrated = true;
  o.resolved = tie;
  o.resolved_point = ResolvedPoint(tie, more);
  o.told = {"p0's Jack of Clubs has 1 Stamina"};
  BOOST_TEST(OutcomeSentence(o) ==
             "the duel is a tie as both played an Ace; the game ends as under `more-aces-wins` (p0 wins (scores 1, 0)); "
             "p0's Jack of Clubs (attacking): 19; p1's Jack of Diamonds (defending): 18; "
             "p1's Courtyard is empty: p0 wins the game; p0's Jack of Clubs has 1 Stamina");
}

BOOST_AUTO_TEST_CASE(actions_differing_in_one_place_are_one_sentence) {
  // Three Clubs cards in the discard pile p0 may take under `face-up` only: the sentences differ only in the
  // card's rank (7, 9, 10), so the point says them once with the ranks listed and every action's text.
  ReadingOutcome o;
  o.reading = "face-down";
  o.compared = "face-up";
  o.actor = "p0";
  o.narrated = true;
  o.not_here = {"take:7C", "take:9C", "take:10C"};
  o.not_here_told = {"p0 takes the 7 of Clubs from the discard pile into hand",
                     "p0 takes the 9 of Clubs from the discard pile into hand",
                     "p0 takes the 10 of Clubs from the discard pile into hand"};
  o.not_here_count = 3;
  BOOST_TEST(OutcomePoint(o) ==
             "p0 may not do what `face-up` allows: p0 takes the 7, 9 or 10 of Clubs from the discard pile into hand "
             "(`take:7C`, `take:9C`, `take:10C`)");
  // Five such actions, three told: 5 - 3 = 2 are counted after them.
  o.not_here_count = 5;
  BOOST_TEST(OutcomePoint(o).ends_with("(`take:7C`, `take:9C`, `take:10C`), nor 2 more"));
}

BOOST_AUTO_TEST_CASE(a_chance_draw_differing_in_one_place_lists_the_cards) {
  // 14 cards the Scandal deck may give only here, the first 3 told: one sentence with the 3 cards and their
  // articles, 14 - 3 = 11 counted.
  ReadingOutcome o;
  o.compared = "dealer-first";
  o.actor = "chance";
  o.narrated = true;
  o.only_here = {"draw-card outmaneuver", "draw-card blackmail", "draw-card favor"};
  o.only_here_told = {"the Scandal deck gives p0 an Outmaneuver card", "the Scandal deck gives p0 a Blackmail card",
                      "the Scandal deck gives p0 a Favor of the Vicar card"};
  o.only_here_count = 14;
  BOOST_TEST(OutcomePoint(o) ==
             "the next chance draw may bring what `dealer-first` never brings: the Scandal deck gives p0 an "
             "Outmaneuver, a Blackmail or a Favor of the Vicar card (`draw-card outmaneuver`, `draw-card blackmail`, "
             "`draw-card favor`), or 11 more");
}

BOOST_AUTO_TEST_CASE(sentences_that_differ_in_more_than_one_place_are_not_merged) {
  // Shuffling and not shuffling share only "p0": no shared start of two words, so one is told, 1 counted.
  BOOST_TEST(OneSentenceForAll({"p0 shuffles Noble deck N0 for the Debutante, flipping it face down",
                                "p0 chooses not to shuffle Noble deck N0 (Debutante)"}) == "");
  // The Weapons differ in the card and in the Strength: the part of each of its own is 11 words, over 6.
  ReadingOutcome weapons = WeaponsOnlyHere();
  weapons.only_here_count = 4;  // more than listed: no runs, one told and 3 counted
  BOOST_TEST(OutcomePoint(weapons).ends_with("+2 Strength (`weapon:2C>KD`), or 3 more"));
  // Duels that differ in the challenger and the target: the parts ("Diamonds against p1's Jack of Hearts",
  // "Spades against p1's King of Clubs") share "against p1's", two places differ: not merged.
  BOOST_TEST(OneSentenceForAll({"p0 declares a duel: the Queen of Diamonds against p1's Jack of Hearts",
                                "p0 declares a duel: the Queen of Spades against p1's King of Clubs"}) == "");
  // Two alike (nothing of its own) or one a start of the other (an empty part): not merged.
  BOOST_TEST(OneSentenceForAll({"p1 buys two Support cards", "p1 buys two Support cards"}) == "");
  BOOST_TEST(OneSentenceForAll({"p1 passes", "p1 passes again"}) == "");
  // Parts that are lists themselves ("a clearing and a wood") are not listed again.
  BOOST_TEST(OneSentenceForAll({"p0 puts two clearings into the bag", "p0 puts a clearing and a wood into the bag"}) == "");
  // A comma closing every part goes after the list: "Clubs," and "Diamonds," -> "Clubs or Diamonds,".
  BOOST_TEST(OneSentenceForAll({"p0 plays the 2 of Clubs as a Weapon on the King of Clubs, +2 Strength",
                                "p0 plays the 2 of Clubs as a Weapon on the King of Diamonds, +2 Strength"}) ==
             "p0 plays the 2 of Clubs as a Weapon on the King of Clubs or Diamonds, +2 Strength");
  // One place, two words each: merged, the shared start and end kept once.
  BOOST_TEST(OneSentenceForAll({"p1 buys two Support cards", "p1 buys three Support cards"}) ==
             "p1 buys two or three Support cards");
}

// Pass 7 (ns.shade-self): the same player decides under both readings, but at another step; the step is why
// the actions differ, so it comes first, then what may be done, and it is not told again after. By hand:
// under other-only the Shade's Ability has no other Deceased Noble and play goes on to the Event step, where
// p0 may choose the Battle on E0 (the only action told, 3 in all: "or 2 more").
BOOST_AUTO_TEST_CASE(a_step_reached_under_one_reading_only_comes_first) {
  ReadingOutcome o = Narrated("other-only", "allowed", "p0", "p0",
                              {"the Shade's Ability can do nothing here, so it is the Event step: p0 is to choose the "
                               "top Event of an Event deck",
                               "3 Deceased Nobles"},
                              {"/phase", "/deceased"});
  o.only_here = {"event:E0"};
  o.only_here_told = {"p0 chooses the Battle on top of Event deck E0 for the Event step"};
  o.only_here_count = 3;
  BOOST_TEST(OutcomePoint(o) ==
             "the Shade's Ability can do nothing here, so it is the Event step: p0 is to choose the top Event of an "
             "Event deck; p0 may next do what `allowed` forbids: p0 chooses the Battle on top of Event deck E0 for "
             "the Event step (`event:E0`), or 2 more");
  BOOST_TEST(OutcomeDetails(o) == "3 Deceased Nobles");
  // No step among the differences: the actions are the point, as before.
  o.told = {"3 Deceased Nobles"};
  o.told_fields = {"/deceased"};
  BOOST_TEST(OutcomePoint(o).starts_with("p0 may next do what `allowed` forbids: "));
}

// Where another player decides next and the game tells the step reached, the step goes with the point (it
// says what they decide) and is not told again after it. Nobles Solo, ns.shade-self: under other-only the
// Court ends and p0 chooses an Event; under allowed a Noble is drawn at random first.
BOOST_AUTO_TEST_CASE(another_player_asked_says_at_which_step) {
  ReadingOutcome o = Narrated("other-only", "allowed", "p0", "chance",
                              {"3 Deceased Nobles", "it is the Event step: p0 is to choose the top Event of an Event deck"},
                              {"/deceased", "/phase"});
  // The step's sentence says what p0 is asked: it is the point.
  BOOST_TEST(OutcomePoint(o) ==
             "it is the Event step: p0 is to choose the top Event of an Event deck; under `allowed` a chance draw "
             "comes first");
  BOOST_TEST(OutcomeDetails(o) == "3 Deceased Nobles");
  // The same player under both readings: the point is what differs, and "decides next" is not repeated.
  o.actor = o.compared_actor = "chance";
  o.told = {"p4 has 5 gold"};
  o.told_fields = {"/players/4/gold"};
  BOOST_TEST(OutcomeSentence(o) == "p4 has 5 gold");
}

// The contents line of an entry without an example says why: an.trait-inheritance's one other reading
// (`all-inherited`) is answered by the shipped components (every shipped card has one trait), so it "never
// differs"; an entry with a reading the search merely did not reach says "no example found".
BOOST_AUTO_TEST_CASE(an_entry_without_an_example_says_why_in_the_contents) {
  FaqEntry e;
  e.kind = "interpretation";
  e.without_example = {"`all-inherited`: with the shipped components it never differs from `any-shared`: ..."};
  e.shipped_answers = 1;
  BOOST_TEST(WithoutExampleNote(e) == " — never differs with the shipped components");
  e.without_example.push_back("`other`: no situation where it differs from `any-shared` was found within ...");
  BOOST_TEST(WithoutExampleNote(e) == " — no example found");
  e.examples.emplace_back();
  BOOST_TEST(WithoutExampleNote(e) == "");
  e.examples.clear();
  e.kind = "finding";
  BOOST_TEST(WithoutExampleNote(e) == "");
}

// A rules question is listed apart from the FAQ (FaqEntry::unraised) only where every reading without an
// example is answered by the shipped components and no example was found: the same cases as "never differs"
// above, and never a modelling choice or a finding.
BOOST_AUTO_TEST_CASE(only_a_question_the_components_answer_in_full_is_never_raised) {
  FaqEntry e;
  e.kind = "interpretation";
  e.without_example = {"`all-inherited`: with the shipped components it never differs from `any-shared`: ..."};
  e.shipped_answers = 1;
  BOOST_TEST(UnraisedQuestion(e));
  e.modelling = true;  // a modelling choice stays with the modelling choices
  BOOST_TEST(!UnraisedQuestion(e));
  e.modelling = false;
  e.without_example.push_back("`other`: no situation where it differs from `any-shared` was found within ...");
  BOOST_TEST(!UnraisedQuestion(e));  // one reading merely not reached
  e.without_example.pop_back();
  e.examples.emplace_back();
  BOOST_TEST(!UnraisedQuestion(e));  // an example shows it
  e.examples.clear();
  e.kind = "finding";
  BOOST_TEST(!UnraisedQuestion(e));
}

// Or its only examples are built and a confirmed solver proof on it says the shipped components never reach
// the situation (an.double-run-out: no refill empties two decks with the shipped cards). A proof the entry does
// not link, an unconfirmed one, a "sat" one, one not about the shipped components, or an example reached by
// play keeps it in the FAQ.
BOOST_AUTO_TEST_CASE(a_built_example_with_a_shipped_components_proof_is_never_raised) {
  FaqEntry e;
  e.kind = "interpretation";
  e.examples.emplace_back();
  e.examples.back().constructed = "it is built from the solver's model for its answer `timing`";
  e.solver = {"shipped", "timing"};
  SolverAnswer proof;
  proof.id = "shipped";
  proof.verdict = "unsat";
  proof.confirmed = true;
  proof.never_with_shipped = true;
  SolverAnswer timing;
  timing.id = "timing";
  timing.verdict = "sat";
  timing.confirmed = true;
  BOOST_TEST(UnraisedQuestion(e, {timing, proof}));
  BOOST_TEST(!UnraisedQuestion(e, {timing}));  // no proof
  BOOST_TEST(!UnraisedQuestion(e));
  e.solver = {"timing"};
  BOOST_TEST(!UnraisedQuestion(e, {timing, proof}));  // the proof is not on this question
  e.solver = {"shipped", "timing"};
  for (auto spoil : std::vector<std::function<void(SolverAnswer&)>>{[](SolverAnswer& a) { a.confirmed = false; },
                                                                    [](SolverAnswer& a) { a.verdict = "sat"; },
                                                                    [](SolverAnswer& a) { a.never_with_shipped = false; }}) {
    SolverAnswer spoilt = proof;
    spoil(spoilt);
    BOOST_TEST(!UnraisedQuestion(e, {timing, spoilt}));
  }
  e.examples.emplace_back();  // a second example, reached by play
  BOOST_TEST(!UnraisedQuestion(e, {timing, proof}));
  e.examples.pop_back();
  e.without_example = {"`third`: no situation where it differs from `default` was found within ..."};
  BOOST_TEST(!UnraisedQuestion(e, {timing, proof}));  // a reading merely not reached
}

// Or every example ends the game alike under each reading and random play never parted them (an.display-reset:
// the short display line is discarded or kept in the upkeep that ends the game; p1 wins 5, 11, 8 either way).
// A different result, a game that goes on, a reading stopped by an illegal action, or one random game that
// parted the readings keeps it in the FAQ.
BOOST_AUTO_TEST_CASE(examples_that_end_alike_are_never_raised) {
  FaqEntry e;
  e.kind = "interpretation";
  e.frequency = {{3, "line-full", 40, 0}, {4, "line-full", 40, 0}};
  ReadingOutcome over;
  over.narrated = true;
  over.terminal = true;
  over.scores = {5, 11, 8};
  over.ranking = {3, 1, 2};
  over.same_result = true;
  e.examples.emplace_back();
  e.examples.back().outcomes = {over, over};
  BOOST_TEST(EndsAlikeEverywhere(e));
  BOOST_TEST(UnraisedQuestion(e));
  for (auto spoil : std::vector<std::function<void(ReadingOutcome&)>>{
           [](ReadingOutcome& o) { o.same_result = false; },
           [](ReadingOutcome& o) { o.terminal = false; },
           [](ReadingOutcome& o) { o.illegal_at = 0; }}) {
    FaqEntry f = e;
    spoil(f.examples.back().outcomes.back());
    BOOST_TEST(!EndsAlikeEverywhere(f));
    BOOST_TEST(!UnraisedQuestion(f));
  }
  FaqEntry parted = e;
  parted.frequency.back().diverged = 1;
  BOOST_TEST(!UnraisedQuestion(parted));
  FaqEntry unplayed = e;  // no random play to say it never parts
  unplayed.frequency.clear();
  BOOST_TEST(!UnraisedQuestion(unplayed));
  FaqEntry modelling = e;
  modelling.modelling = true;
  BOOST_TEST(!UnraisedQuestion(modelling));
}

// ns.face-up-decks: `tops-only` keeps an "unseen" count on every deck, so the narrator is asked about Event
// deck E0 though both readings show it alike ("... from the top: Battle" of either side): no difference a
// player sees. Noble deck N0, told by its own value on each side, stays.
BOOST_AUTO_TEST_CASE(a_difference_told_alike_of_both_readings_is_none) {
  Narrator n;
  n.differences = [](const nlohmann::json&, const nlohmann::json& after) {
    return std::vector<NarratedChange>{
        {"/event_decks/0", "Event deck E0 is face up with 1 card, from the top: Battle"},
        {"/noble_decks/0", "Noble deck N0 is face up with 2 cards, " + after["n0"].get<std::string>()}};
  };
  const nlohmann::json open = {{"n0", "from the top: Shade, Archivist"}}, tops = {{"n0", "all unseen"}};
  const std::vector<NarratedChange> told = TableDifferences(n, open, tops);
  BOOST_REQUIRE(told.size() == 1u);
  BOOST_TEST(told[0].sentence == "Noble deck N0 is face up with 2 cards, all unseen");
  BOOST_TEST(TableDifferences(n, open, open).empty());
}

BOOST_AUTO_TEST_SUITE_END()
