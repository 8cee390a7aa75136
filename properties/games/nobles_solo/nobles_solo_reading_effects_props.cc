// Nobles solo readings, whole effect (issue 40 item 4): consequences a reading's catalogue description names
// that the per-reading tests (nobles_solo_readings*_props.cc, nobles_solo_rules*_props.cc) left unasserted.
// Each test compares EVERY reading of its interpretation on one hand-built situation; expectations are
// derived by hand from shared/rulebooks/nobles-solo.txt and ns_catalogue.cc. Decks are listed bottom to top.
//   ns.debutante-choice  all-or-nothing: "one for the Noble decks" (the old test only kept them).
//   ns.construct-limit   per-game: "after one Construct was discarded for an Event" counted by play, across
//                        two turns (the old tests set the count in the state).
//   ns.take-event-source face-up-top with every Event deck face down: nothing to take.
//   ns.effect-chain      chain names the Veteran's Effect too: a Veteran a Shade's Effect discards in a Battle.
//   ns.baroness-take     of-the-pair: what taking one of the pair does, and three identical tops.
//   ns.unmet-requirement names ns.req.battle: a Battle left unmet after a Court emptied a Noble deck.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/catalogue.h"
#include "model/core/state.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace ns_test;

BOOST_AUTO_TEST_SUITE(nobles_solo_reading_effects)

// DEBUTANTE: "You may shuffle each Event deck. You may shuffle each Noble deck." Court N0's Debutante
// (N0 = shade, debutante: the Shade is left). Both readings first ask about E0.
//   each-deck: six questions, E0, E1, E2, N0, N1, N2 in turn; keeping the Event decks and shuffling N0 alone
//   flips N0 face down ({shade 1}) and then asks about N1 and N2, which are kept face up.
//   all-or-nothing: "one decision for the three Event decks, one for the Noble decks": keep:E0 keeps all three
//   Event decks and the next question is N0's; shuffle:N0 flips N0 {shade 1}, N1 {baroness 2} and N2
//   {shade 1, veteran 1} face down ("flip it face down first") and nothing more is asked: the Event step.
PEERAGE_ASSERTS_READING(the_noble_deck_decision_of_a_debutante_by_reading, "ns.debutante-choice", "each-deck",
                        "all-or-nothing");
BOOST_AUTO_TEST_CASE(the_noble_deck_decision_of_a_debutante_by_reading) {
  for (const std::string reading : {"each-deck", "all-or-nothing"}) {
    auto s = Build({.nobles = {Deck({"shade", "debutante"}), Deck({"baroness", "baroness"}), Deck({"veteran", "shade"})},
                    .events = {Deck({"battle", "coronation"}), Deck({"feast", "feast"}), Deck({"expansion", "battle"})},
                    .settings = {{"ns.debutante-choice", reading}}});
    s->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*s) == (Strings{"shuffle:E0", "keep:E0"}), reading);
    s->ApplyActionText("keep:E0");
    if (reading == "each-deck")
      for (const char* deck : {"E1", "E2"}) {
        BOOST_TEST(Texts(*s) == (Strings{std::string("shuffle:") + deck, std::string("keep:") + deck}));
        s->ApplyActionText(std::string("keep:") + deck);
      }
    BOOST_TEST(Texts(*s) == (Strings{"shuffle:N0", "keep:N0"}), reading);
    s->ApplyActionText("shuffle:N0");
    if (reading == "each-deck") {
      BOOST_TEST(DeckOf(St(*s), "N0") == Down({{"shade", 1}}));
      for (const char* deck : {"N1", "N2"}) {
        BOOST_TEST(Texts(*s) == (Strings{std::string("shuffle:") + deck, std::string("keep:") + deck}));
        s->ApplyActionText(std::string("keep:") + deck);
      }
    }
    const Json st = St(*s);
    BOOST_TEST(st["phase"] == "event-choose", reading);
    BOOST_TEST(DeckOf(st, "N0") == Down({{"shade", 1}}), reading);
    if (reading == "each-deck") {
      BOOST_TEST(DeckOf(st, "N1") == Deck({"baroness", "baroness"}));
      BOOST_TEST(DeckOf(st, "N2") == Deck({"veteran", "shade"}));
    } else {
      BOOST_TEST(DeckOf(st, "N1") == Down({{"baroness", 2}}));
      BOOST_TEST(DeckOf(st, "N2") == Down({{"shade", 1}, {"veteran", 1}}));
    }
    BOOST_TEST(DeckOf(st, "E0") == Deck({"battle", "coronation"}), reading);
    BOOST_TEST(DeckOf(st, "E1") == Deck({"feast", "feast"}), reading);
    BOOST_TEST(DeckOf(st, "E2") == Deck({"expansion", "battle"}), reading);
  }
}

// The same Debutante told while explaining (State::StepParts): each-deck, keep:E0 keeps E0 alone and E1 is
// asked next; shuffle:N2, the last Noble deck, names no next deck. all-or-nothing, keep:E0 keeps E0, E1 and
// E2; shuffle:N0 shuffles N0, N1 and N2.
BOOST_AUTO_TEST_CASE(a_debutante_choice_is_told_with_the_decks_it_covers) {
  for (const std::string reading : {"each-deck", "all-or-nothing"}) {
    auto s = Build({.nobles = {Deck({"shade", "debutante"}), Deck({"baroness", "baroness"}), Deck({"veteran", "shade"})},
                    .events = {Deck({"battle", "coronation"}), Deck({"feast", "feast"}), Deck({"expansion", "battle"})},
                    .settings = {{"ns.debutante-choice", reading}}});
    s->SetExplaining(true);
    s->ApplyActionText("court:N0");
    s->ApplyActionText("keep:E0");
    const bool each = reading == "each-deck";
    BOOST_TEST(s->StepParts() ==
                   (Strings{each ? "Event deck E0 alone is kept as it is: each Event deck is a choice of its own, and E1 is "
                                   "asked about next"
                                 : "one choice of the Debutante covers every Event deck: E0, E1 and E2 are all kept as they are"}),
               boost::test_tools::per_element());
    if (each)
      for (const char* a : {"keep:E1", "keep:E2", "keep:N0", "keep:N1"}) s->ApplyActionText(a);
    s->ApplyActionText(each ? "shuffle:N2" : "shuffle:N0");
    BOOST_TEST(s->StepParts() ==
                   (Strings{each ? "Noble deck N2 alone is shuffled face down"
                                 : "one choice of the Debutante covers every Noble deck: N0, N1 and N2 are all shuffled face down"}),
               boost::test_tools::per_element());
  }
}

// The Effects told while explaining (State::StepParts), in the two situations of
// nobles_solo_readings_props.cc's effects_of_nobles_discarded_by_effects_by_reading (a Battle: the Shade from N0,
// the Debutante from N1, the Construct from N2). (1) N0 = veteran, baroness, shade, shade: the Shade's Effect
// discards the Shade beneath it; under chain that Shade's own Effect discards the Baroness. (2) N0 = veteran,
// archivist, shade; E1 = coronation, battle: the Shade's Effect discards the Archivist; under chain the
// Archivist's Effect gains E1's Battle. A second Shade's Effect is told as the second.
BOOST_AUTO_TEST_CASE(the_effects_followed_are_told_with_what_they_take) {
  // The parts told when the Battle on E0 is finished, having taken N0's, N1's and N2's tops, under `reading`.
  auto told = [](Strings n0, Strings e1, const std::string& reading) {
    auto s = Build({.nobles = {Deck(std::move(n0)), Deck({"veteran", "debutante"}), Deck({"veteran", "construct"})},
                    .events = {Deck({"feast", "battle"}), Deck(std::move(e1)), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.effect-chain", reading}}});
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2"});
    s->SetExplaining(true);
    s->ApplyActionText("finish");
    return s->StepParts();
  };
  const Strings shade = {"the Shade's Effect discards the Shade beneath it on N0"};
  BOOST_TEST(told({"veteran", "baroness", "shade", "shade"}, {"coronation"}, "none") == shade, boost::test_tools::per_element());
  BOOST_TEST(told({"veteran", "baroness", "shade", "shade"}, {"coronation"}, "chain") ==
                 (Strings{shade[0], "that Shade has an Effect of its own, followed in turn",
                          "the second Shade's Effect discards the Baroness beneath it on N0"}),
             boost::test_tools::per_element());
  const Strings archivist = {"the Shade's Effect discards the Archivist beneath it on N0"};
  BOOST_TEST(told({"veteran", "archivist", "shade"}, {"coronation", "battle"}, "none") == archivist,
             boost::test_tools::per_element());
  BOOST_TEST(told({"veteran", "archivist", "shade"}, {"coronation", "battle"}, "chain") ==
                 (Strings{archivist[0], "that Archivist has an Effect of its own, followed in turn",
                          "the Archivist's Effect gains the Battle on top of E1"}),
             boost::test_tools::per_element());
}

// Two Shades, one beneath the other on N0 = veteran, veteran, shade, shade, both discarded for a Coronation (two
// Nobles): their Effects are told as the first and the second, in the order followed (discard order).
//   current-top: each takes the current top of N0, a Veteran each.
//   none-if-taken: the first Shade's card beneath (the second Shade) was discarded for the Event: nothing;
//   the second takes the Veteran beneath it.
BOOST_AUTO_TEST_CASE(two_shades_effects_are_told_as_first_and_second) {
  for (const std::string reading : {"current-top", "none-if-taken"}) {
    auto s = Build({.nobles = {Deck({"veteran", "veteran", "shade", "shade"}), Deck({"shade", "debutante"}),
                               Deck({"shade", "archivist"})},
                    .events = {Deck({"feast", "coronation"}), Deck({"battle"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.shade-beneath", reading}}});
    Play(*s, {"event:E0", "take:N0", "take:N0"});
    s->SetExplaining(true);
    s->ApplyActionText("finish");
    const Strings want = reading == "current-top"
                             ? Strings{"the first Shade's Effect discards the Veteran beneath it on N0",
                                       "the second Shade's Effect discards the Veteran beneath it on N0"}
                             : Strings{"the first Shade's Effect discards nothing: the card beneath it on N0 was discarded for the Event",
                                       "the second Shade's Effect discards the Veteran beneath it on N0"};
    BOOST_TEST(s->StepParts() == want, boost::test_tools::per_element());
  }
}

// CONSTRUCT: "If possible, only one of this Noble can ever be discarded for an Event", counted by play.
// Turn 1 (Event step): E0's Expansion needs 0 + 1 = 1 Noble; tops construct, baroness, construct: no
// Construct discarded yet under either reading, so take:N0, take:N1, take:N2. take:N0 (the Construct) meets
// it: finish completes the Expansion (score 1) and the count of Constructs ever discarded is 1. No deck is
// empty: NEWYEAR, turn 2, Court. court:N1 discards a Baroness (two identical face-up Events? tops feast,
// expansion, battle: no, nothing taken); the Event step: E1's Expansion needs 1 + 1 = 2 Nobles; tops shade,
// baroness, construct.
//   per-event: no Construct yet for this Event: take:N0, take:N1, take:N2.
//   per-game: one was discarded for the earlier Event and N0, N1 offer others: take:N0, take:N1.
PEERAGE_ASSERTS_READING(a_construct_discarded_in_an_earlier_turn_by_reading, "ns.construct-limit", "per-event",
                        "per-game");
BOOST_AUTO_TEST_CASE(a_construct_discarded_in_an_earlier_turn_by_reading) {
  const Strings all{"take:N0", "take:N1", "take:N2"};
  for (const std::string reading : {"per-event", "per-game"}) {
    auto s = Build({.nobles = {Deck({"shade", "construct"}), Deck({"veteran", "baroness", "baroness"}),
                               Deck({"shade", "debutante", "construct"})},
                    .events = {Deck({"feast", "expansion"}), Deck({"battle", "expansion"}), Deck({"coronation", "battle"})},
                    .phase = "event-choose", .settings = {{"ns.construct-limit", reading}}});
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == all, reading);
    s->ApplyActionText("take:N0");
    BOOST_TEST(Texts(*s) == (Strings{"finish"}), reading);
    s->ApplyActionText("finish");
    Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"expansion", 1}}), reading);
    BOOST_TEST(st["scratch"]["constructs_ever"] == 1, reading);
    BOOST_TEST(st["phase"] == "court", reading);
    BOOST_TEST(st["turn"] == 6, reading);
    s->ApplyActionText("court:N1");
    BOOST_TEST(St(*s)["phase"] == "event-choose", reading);
    s->ApplyActionText("event:E1");
    BOOST_TEST(Texts(*s) == (reading == "per-event" ? all : Strings{"take:N0", "take:N1"}), reading);
  }
}

// "take one Event" (the Interloper: tops shade, veteran, baroness after courting N0's Interloper are three
// different Nobles) while every Event deck is face down ({battle 1, feast 1}, {coronation 2}, {expansion 1,
// feast 1}).
//   any-top: the top of any Event deck: take-event:E0, E1, E2.
//   face-up-top: "only the top of a face-up Event deck": none, so nothing is taken and the Event step follows at
//   once (event:E0, E1, E2; nothing Completed).
PEERAGE_ASSERTS_READING(a_take_with_every_event_deck_face_down_by_reading, "ns.take-event-source", "any-top",
                        "face-up-top");
BOOST_AUTO_TEST_CASE(a_take_with_every_event_deck_face_down_by_reading) {
  for (const std::string reading : {"any-top", "face-up-top"}) {
    auto s = Build({.nobles = {Deck({"shade", "interloper"}), Deck({"veteran"}), Deck({"baroness"})},
                    .events = {Down({{"battle", 1}, {"feast", 1}}), Down({{"coronation", 2}}),
                               Down({{"expansion", 1}, {"feast", 1}})},
                    .settings = {{"ns.take-event-source", reading}}});
    s->ApplyActionText("court:N0");
    const Json st = St(*s);
    if (reading == "any-top") {
      BOOST_TEST(st["phase"] == "take-event");
      BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E1", "take-event:E2"}));
    } else {
      BOOST_TEST(st["phase"] == "event-choose");
      BOOST_TEST(Texts(*s) == (Strings{"event:E0", "event:E1", "event:E2"}));
      BOOST_TEST(Total(st["completed"]) == 0);
    }
  }
}

// "Follow any applicable Effects of any discarded Nobles." A Battle (3 Nobles): the Shade from N0 (N0 =
// baroness, veteran, shade), the Debutante from N1 (N1 = veteran left), the Construct from N2 (N2 = veteran
// left); finish. SHADE Effect: "discard the Noble beneath it as well": the Veteran (N0 = baroness), Deceased
// veteran + 1. The Battle is Completed under both.
//   none: the Veteran was discarded by an Effect, not for the Requirement: no Effect of its own; the turn ends
//   (no deck empty): Court, Deceased veteran + 1.
//   chain: VETERAN Effect, "If this is discarded for a BATTLE, move it to the top of a deck and shuffle that
//   deck": place:N0, place:N1, place:N2 (ns.veteran-battle-deck=any-deck). place:N1: N1 = veteran + the
//   Veteran, shuffled face down: {veteran 2}; the Veteran leaves the Deceased pile (veteran + 1 - 1 = + 0).
PEERAGE_ASSERTS_READING(a_veteran_discarded_by_a_shade_effect_by_reading, "ns.effect-chain", "none", "chain");
BOOST_AUTO_TEST_CASE(a_veteran_discarded_by_a_shade_effect_by_reading) {
  for (const std::string reading : {"none", "chain"}) {
    auto s = Build({.nobles = {Deck({"baroness", "veteran", "shade"}), Deck({"veteran", "debutante"}),
                               Deck({"veteran", "construct"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.effect-chain", reading}}});
    const int veterans = Count(St(*s)["deceased"], "veteran");
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2"});
    BOOST_TEST(Texts(*s) == Strings{"finish"}, reading);
    s->ApplyActionText("finish");
    Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"battle", 1}}), reading);
    BOOST_TEST(DeckOf(st, "N0") == Deck({"baroness"}), reading);
    BOOST_TEST(Count(st["deceased"], "veteran") == veterans + 1, reading);
    if (reading == "none") {
      BOOST_TEST(st["phase"] == "court");
      BOOST_TEST(DeckOf(st, "N1") == Deck({"veteran"}));
      continue;
    }
    BOOST_TEST(Texts(*s) == (Strings{"place:N0", "place:N1", "place:N2"}));
    s->ApplyActionText("place:N1");
    st = St(*s);
    BOOST_TEST(DeckOf(st, "N1") == Down({{"veteran", 2}}));
    BOOST_TEST(Count(st["deceased"], "veteran") == veterans);
    BOOST_TEST(st["phase"] == "court");
  }
}

// BARONESS: "If there are two identical face up Events, take one Event." Court N0's Baroness.
//   (a) E0 and E1 show Battles, E2 an Expansion. any: E0, E1, E2; of-the-pair: "one of the two identical
//       Events": E0, E1. Under both, take-event:E1 completes its Battle (score 1), E1 = coronation, and the
//       Event step follows.
//   (b) E0, E1 and E2 all show Battles: every top is one of the identical Events: E0, E1, E2 under both.
PEERAGE_ASSERTS_READING(a_baroness_taking_one_of_the_pair_by_reading, "ns.baroness-take", "any", "of-the-pair");
BOOST_AUTO_TEST_CASE(a_baroness_taking_one_of_the_pair_by_reading) {
  const std::vector<Json> nobles = {Deck({"shade", "baroness"}), Deck({"veteran", "debutante"}), Deck({"archivist", "veteran"})};
  for (const std::string reading : {"any", "of-the-pair"}) {
    auto s = Build({.nobles = nobles,
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Deck({"battle", "expansion"})},
                    .settings = {{"ns.baroness-take", reading}}});
    s->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*s) == (reading == "any" ? Strings{"take-event:E0", "take-event:E1", "take-event:E2"}
                                              : Strings{"take-event:E0", "take-event:E1"}));
    s->ApplyActionText("take-event:E1");
    const Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"battle", 1}}), reading);
    BOOST_TEST(DeckOf(st, "E1") == Deck({"coronation"}), reading);
    BOOST_TEST(st["phase"] == "event-choose", reading);
    auto three = Build({.nobles = nobles,
                        .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Deck({"expansion", "battle"})},
                        .settings = {{"ns.baroness-take", reading}}});
    three->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*three) == (Strings{"take-event:E0", "take-event:E1", "take-event:E2"}), reading);
  }
}

// BATTLE: "Discard three Nobles, or two identical Nobles". A Battle is unmet only when a Noble deck is already
// empty at the Event step, which ns.game-end=downfall allows after the Court: N0 = baroness (its last card),
// N1 = shade, N2 = debutante; E0 = feast, battle; E1 feast, E2 coronation (no identical face-up pair: the
// Baroness takes nothing). court:N0, then event:E0 offers take:N1, take:N2 (N0 is empty); after both, 2 Nobles,
// not identical, and no card left: only "finish". Shade, debutante (and the courted baroness) each + 1 Deceased
// under both readings; the Shade's Effect finds no card beneath it (N1 empty). One silent finding names the
// reading. All three Noble decks are empty: Downfall ends the game.
//   complete-anyway: the Battle is Completed (battle 1, E0 = feast): score 1.
//   not-completed: "the discarded Nobles stay Deceased and the Event stays on its deck": E0 = feast, battle,
//   nothing Completed: score 0.
PEERAGE_ASSERTS_READING(a_battle_that_cannot_be_met_by_reading, "ns.unmet-requirement", "complete-anyway", "not-completed");
BOOST_AUTO_TEST_CASE(a_battle_that_cannot_be_met_by_reading) {
  for (const std::string reading : {"complete-anyway", "not-completed"}) {
    auto s = Build({.nobles = {Deck({"baroness"}), Deck({"shade"}), Deck({"debutante"})},
                    .events = {Deck({"feast", "battle"}), Deck({"feast"}), Deck({"coronation"})},
                    .settings = {{"ns.unmet-requirement", reading}}});
    const Json before = St(*s);
    s->ApplyActionText("court:N0");
    BOOST_TEST(St(*s)["phase"] == "event-choose", reading);
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == (Strings{"take:N1", "take:N2"}), reading);
    Play(*s, {"take:N1", "take:N2"});
    BOOST_TEST(Texts(*s) == Strings{"finish"}, reading);
    s->ApplyActionText("finish");
    const Json st = St(*s);
    for (const char* k : {"baroness", "shade", "debutante"})
      BOOST_TEST(Count(st["deceased"], k) == Count(before["deceased"], k) + 1, reading << " " << k);
    BOOST_TEST_REQUIRE(s->Findings().size() == 1u);
    BOOST_TEST((s->Findings()[0].kind == FindingKind::kSilent));
    BOOST_TEST(s->Findings()[0].interpretation == "ns.unmet-requirement=" + reading);
    BOOST_TEST(s->IsTerminal(), reading);
    if (reading == "complete-anyway") {
      BOOST_TEST(st["completed"] == (Json{{"battle", 1}}));
      BOOST_TEST(DeckOf(st, "E0") == Deck({"feast"}));
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{1});
    } else {
      BOOST_TEST(Total(st["completed"]) == 0);
      BOOST_TEST(DeckOf(st, "E0") == Deck({"feast", "battle"}));
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{0});
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
