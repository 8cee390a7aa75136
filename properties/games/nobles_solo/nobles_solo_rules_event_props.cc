// Nobles (solo): every rule of the Event step (Requirements, completing, the Effects of the discarded
// Nobles), Downfall, New Year and the score, asserted from small constructed states
// (nobles_solo_fixtures.h) with expected values derived by hand from the card texts and the RULES / TURN
// ORDER cards of shared/rulebooks/nobles-solo.txt (arithmetic in the comments). Setup, Court and the
// Abilities: nobles_solo_rules_props.cc.
#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace ns_test;

BOOST_AUTO_TEST_SUITE(nobles_solo_rules_event)

namespace {
const Strings kAllTakes = {"take:N0", "take:N1", "take:N2"};
}

// ---- Requirements ----------------------------------------------------------------------------------

// BATTLE: "Discard two identical Nobles, or three Nobles in any combination." (a) Baroness + Baroness:
// two identical, "finish" is offered (a third may still be taken). The Battle leaves E0 for the Completed
// Events; no deck is empty, so NEW YEAR: turn 5 -> 6, Court step. (b) Baroness + Debutante: not
// identical, no "finish"; a third (Baroness) makes three: only "finish".
PEERAGE_ASSERTS_RULES(battle_needs_two_identical_or_any_three, "ns.req.battle", "ns.event.choose",
                      "ns.event.complete", "ns.turn.newyear");
BOOST_AUTO_TEST_CASE(battle_needs_two_identical_or_any_three) {
  const Spec spec = {.nobles = {Deck({"shade", "baroness"}), Deck({"veteran", "baroness"}), Deck({"veteran", "debutante"})},
                     .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Deck({"expansion", "battle"})},
                     .phase = "event-choose"};
  auto s = Build(spec);
  const Json before = St(*s);
  BOOST_TEST(Texts(*s) == (Strings{"event:E0", "event:E1", "event:E2"}));
  s->ApplyActionText("event:E0");
  BOOST_TEST(Texts(*s) == kAllTakes);
  Play(*s, {"take:N0", "take:N1"});
  BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N1", "take:N2", "finish"}));
  s->ApplyActionText("finish");
  Json st = St(*s);
  BOOST_TEST(DeckOf(st, "E0") == Deck({"feast"}));
  BOOST_TEST(st["completed"] == (Json{{"battle", 1}}));
  BOOST_TEST(Count(st["deceased"], "baroness") == Count(before["deceased"], "baroness") + 2);
  BOOST_TEST(st["phase"] == "court");
  BOOST_TEST(st["turn"] == 6);
  BOOST_TEST(Texts(*s) == (Strings{"court:N0", "court:N1", "court:N2"}));

  s = Build(spec);
  Play(*s, {"event:E0", "take:N0", "take:N2"});
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  BOOST_TEST(St(*s)["completed"] == (Json{{"battle", 1}}));
}

// CORONATION: "Discard two Nobles from a single deck." After the first from N1 only N1 may give the
// second; "finish" only after two. N1 keeps its bottom Debutante.
PEERAGE_ASSERTS_RULES(coronation_needs_two_from_a_single_deck, "ns.req.coronation", "ns.event.complete");
BOOST_AUTO_TEST_CASE(coronation_needs_two_from_a_single_deck) {
  auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"debutante", "veteran", "baroness"}), Deck({"veteran", "debutante"})},
                  .events = {Deck({"feast", "coronation"}), Deck({"battle"}), Deck({"expansion"})},
                  .phase = "event-choose"});
  s->ApplyActionText("event:E0");
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == Strings{"take:N1"});
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  const Json st = St(*s);
  BOOST_TEST(DeckOf(st, "N1") == Deck({"debutante"}));
  BOOST_TEST(st["completed"] == (Json{{"coronation", 1}}));
}

// FEAST: "Discard the top Noble of each Noble deck." One from each deck, never twice from one; "finish"
// once all three are taken.
PEERAGE_ASSERTS_RULES(feast_takes_the_top_of_each_noble_deck, "ns.req.feast", "ns.event.complete");
BOOST_AUTO_TEST_CASE(feast_takes_the_top_of_each_noble_deck) {
  auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"shade", "veteran"}), Deck({"shade", "baroness"})},
                  .events = {Deck({"battle", "feast"}), Deck({"coronation"}), Deck({"expansion"})},
                  .phase = "event-choose"});
  s->ApplyActionText("event:E0");
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N2"}));
  s->ApplyActionText("take:N0");
  BOOST_TEST(Texts(*s) == Strings{"take:N2"});
  s->ApplyActionText("take:N2");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  const Json st = St(*s);
  for (const char* d : {"N0", "N1", "N2"}) BOOST_TEST(DeckOf(st, d) == Deck({"shade"}));
  BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
}

// The Court empties N2 (a Baroness with no identical Events showing does nothing). TURN ORDER: the empty
// deck is checked at 3. DOWNFALL, so the Event step is still played; the Feast takes the top of each
// deck that has one (N0, N1), then the game ends with score 1. Under ns.game-end=after-each-step the
// game ends at once, score 0.
PEERAGE_ASSERTS_READING(a_court_that_empties_a_deck_leaves_one_last_event_step, "ns.game-end",
                        "downfall", "after-each-step");
PEERAGE_ASSERTS_RULES(a_court_that_empties_a_deck_leaves_one_last_event_step, "ns.end.downfall", "ns.req.feast",
                      "ns.score");
BOOST_AUTO_TEST_CASE(a_court_that_empties_a_deck_leaves_one_last_event_step) {
  for (const std::string reading : {"downfall", "after-each-step"}) {
    auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"veteran", "veteran"}), Deck({"baroness"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation", "expansion"}), Deck({"expansion", "battle"})},
                    .settings = {{"ns.game-end", reading}}});
    s->ApplyActionText("court:N2");
    if (reading == "after-each-step") {
      BOOST_TEST(s->IsTerminal());
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{0});
      continue;
    }
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N1"}));
    Play(*s, {"take:N0", "take:N1"});
    BOOST_TEST(Texts(*s) == Strings{"finish"});
    s->ApplyActionText("finish");
    BOOST_TEST(s->IsTerminal());
    BOOST_TEST(s->Scores() == std::vector<std::int64_t>{1});
  }
}

// EXPANSION: "Discard one Noble for each Expansion you have (including this one)." With 2 Completed: 3.
// Debutante, Debutante: 2 < 3, no "finish"; a Veteran: 3, only "finish"; 3 Expansions then.
// BARONESS: "If this is discarded for an EXPANSION, it counts as three Nobles": alone it meets 3; with 3
// Completed (need 4), Debutante 1 + Baroness 3 = 4. For a Battle a Baroness counts one: Baroness alone
// offers no "finish".
PEERAGE_ASSERTS_RULES(expansion_counts_expansions_and_a_baroness_counts_three, "ns.req.expansion",
                      "ns.effect.baroness", "ns.event.complete");
BOOST_AUTO_TEST_CASE(expansion_counts_expansions_and_a_baroness_counts_three) {
  auto spec = [](int had) {
    return Spec{.nobles = {Deck({"shade", "veteran", "debutante"}), Deck({"shade", "veteran", "debutante"}), Deck({"veteran", "baroness"})},
                .events = {Deck({"battle", "expansion"}), Deck({"coronation", "battle"}), Deck({"feast"})},
                .completed = {{"expansion", had}}, .phase = "event-choose"};
  };
  auto s = Build(spec(2));
  Play(*s, {"event:E0", "take:N0"});
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N0");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  BOOST_TEST(St(*s)["completed"] == (Json{{"expansion", 3}}));

  s = Build(spec(2));
  Play(*s, {"event:E0", "take:N2"});
  BOOST_TEST(Texts(*s) == Strings{"finish"});

  s = Build(spec(3));
  Play(*s, {"event:E0", "take:N0"});
  BOOST_TEST(Texts(*s) == kAllTakes);
  s->ApplyActionText("take:N2");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  BOOST_TEST(St(*s)["completed"] == (Json{{"expansion", 4}}));

  s = Build(spec(2));
  Play(*s, {"event:E1", "take:N2"});
  BOOST_TEST(Texts(*s) == kAllTakes);
}

// ---- Effects -------------------------------------------------------------------------------------------

// SHADE: "If this is discarded for an Event, discard the Noble beneath it as well." Battle with the Shade
// from N0: the Baroness beneath it is discarded after completion; N0 = veteran. Deceased grows by
// 3 (Shade, Baroness, Debutante for the Battle) + 1 (beneath).
PEERAGE_ASSERTS_RULES(shade_effect_discards_the_noble_beneath, "ns.effect.shade");
BOOST_AUTO_TEST_CASE(shade_effect_discards_the_noble_beneath) {
  auto s = Build({.nobles = {Deck({"veteran", "baroness", "shade"}), Deck({"shade", "baroness"}), Deck({"veteran", "debutante"})},
                  .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                  .phase = "event-choose"});
  const Json before = St(*s);
  Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
  const Json st = St(*s);
  BOOST_TEST(DeckOf(st, "N0") == Deck({"veteran"}));
  BOOST_TEST(Total(st["deceased"]) == Total(before["deceased"]) + 4);
  BOOST_TEST(Count(st["deceased"], "baroness") == Count(before["deceased"], "baroness") + 2);
  BOOST_TEST(st["phase"] == "court");
}

// The card beneath the Shade was itself taken (a Coronation: Shade then Baroness from N0). Effects follow
// completion: current-top discards the Veteran now on top, N0 is empty and the game ends; none-if-taken
// discards nothing more, N0 = veteran and play goes on.
PEERAGE_ASSERTS_READING(shade_effect_when_the_card_beneath_was_taken, "ns.shade-beneath",
                        "current-top", "none-if-taken");
PEERAGE_ASSERTS_RULES(shade_effect_when_the_card_beneath_was_taken, "ns.effect.shade", "ns.end.downfall");
BOOST_AUTO_TEST_CASE(shade_effect_when_the_card_beneath_was_taken) {
  for (const std::string reading : {"current-top", "none-if-taken"}) {
    auto s = Build({.nobles = {Deck({"veteran", "baroness", "shade"}), Deck({"shade", "baroness"}), Deck({"veteran", "debutante"})},
                    .events = {Deck({"feast", "coronation"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.shade-beneath", reading}}});
    Play(*s, {"event:E0", "take:N0", "take:N0", "finish"});
    const Json st = St(*s);
    BOOST_TEST(Size(st, "N0") == (reading == "current-top" ? 0 : 1));
    BOOST_TEST(s->IsTerminal() == (reading == "current-top"));
  }
}

// INTERLOPER: "If this is discarded for an Event, discard all other Interlopers as well." Interlopers:
// N0 bottom (under a Shade), one in N1's face-down part, the one taken. anywhere: both others go: 3
// Deceased, N0 = shade, N1 = {shade 1}. tops-only: N0's top is a Shade and N1's top is unknown: none go.
PEERAGE_ASSERTS_READING(interloper_effect_anywhere_or_on_top, "ns.interloper-others", "anywhere", "tops-only");
PEERAGE_ASSERTS_RULES(interloper_effect_anywhere_or_on_top, "ns.effect.interloper");
BOOST_AUTO_TEST_CASE(interloper_effect_anywhere_or_on_top) {
  for (const std::string reading : {"anywhere", "tops-only"}) {
    auto s = Build({.nobles = {Deck({"interloper", "shade", "interloper"}), Down({{"shade", 1}, {"interloper", 1}}),
                               Deck({"veteran", "baroness", "debutante"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.interloper-others", reading}}});
    Play(*s, {"event:E0", "take:N0", "take:N2", "take:N2", "finish"});
    const Json st = St(*s);
    if (reading == "anywhere") {
      BOOST_TEST(Count(st["deceased"], "interloper") == 3);
      BOOST_TEST(DeckOf(st, "N0") == Deck({"shade"}));
      BOOST_TEST(DeckOf(st, "N1") == Down({{"shade", 1}}));
    } else {
      BOOST_TEST(Count(st["deceased"], "interloper") == 1);
      BOOST_TEST(DeckOf(st, "N0") == Deck({"interloper", "shade"}));
      BOOST_TEST(DeckOf(st, "N1") == Down({{"shade", 1}, {"interloper", 1}}));
    }
  }
}

// CONSTRUCT: "If possible, only one of this Noble can ever be discarded for an Event." Battle, Construct
// from N0: N1's Construct is then refused while N0 (Debutante) and N2 (Baroness) offer others. A
// Coronation from N1 = baroness, construct, construct: the second Construct is the only possible second
// Noble, so it is allowed. per-game: a Construct already discarded for an earlier Event refuses both
// Construct tops while N2 offers a Baroness.
PEERAGE_ASSERTS_READING(construct_effect_only_one_construct_if_possible, "ns.construct-limit",
                        "per-event", "per-game");
PEERAGE_ASSERTS_RULES(construct_effect_only_one_construct_if_possible, "ns.effect.construct");
BOOST_AUTO_TEST_CASE(construct_effect_only_one_construct_if_possible) {
  const std::vector<Json> nobles = {Deck({"debutante", "construct"}), Deck({"baroness", "construct"}), Deck({"veteran", "baroness"})};
  auto s = Build({.nobles = nobles, .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                  .phase = "event-choose"});
  Play(*s, {"event:E0", "take:N0"});
  BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N2"}));

  s = Build({.nobles = {Deck({"debutante"}), Deck({"baroness", "construct", "construct"}), Deck({"veteran", "baroness"})},
             .events = {Deck({"feast", "coronation"}), Deck({"battle"}), Deck({"expansion"})}, .phase = "event-choose"});
  Play(*s, {"event:E0", "take:N1"});
  BOOST_TEST(Texts(*s) == Strings{"take:N1"});
  s->ApplyActionText("take:N1");
  BOOST_TEST(Texts(*s) == Strings{"finish"});
  s->ApplyActionText("finish");
  BOOST_TEST(St(*s)["completed"] == (Json{{"coronation", 1}}));
  BOOST_TEST(DeckOf(St(*s), "N1") == Deck({"baroness"}));

  for (const std::string reading : {"per-event", "per-game"}) {
    s = Build({.nobles = nobles, .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
               .phase = "event-choose", .scratch = {{"constructs_ever", 1}},
               .settings = {{"ns.construct-limit", reading}}});
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == (reading == "per-event" ? kAllTakes : Strings{"take:N2"}));
  }
}

// VETERAN: "If this is discarded for a BATTLE, move it to the top of a deck and shuffle that deck."
// Any Noble deck (veteran-battle-deck any-deck; other-deck: not N0, where it came from: placed on N1 = shade,
// it makes N1 face down {shade 1, veteran 1}). On N0 = shade,
// shade: N0 becomes face down {shade 2, veteran 1} and the Veteran leaves Deceased. Next turn a Court on
// N0 reveals its top uniformly over its 3 cards: shade 2/3, veteran 1/3 (not 1/2 each).
PEERAGE_ASSERTS_READING(veteran_battle_effect_shuffles_and_the_reveal_goes_by_card_counts, "ns.veteran-battle-deck",
                        "any-deck", "other-deck");
PEERAGE_ASSERTS_RULES(veteran_battle_effect_shuffles_and_the_reveal_goes_by_card_counts, "ns.effect.veteran",
                      "ns.deck.face-down", "ns.deck.reveal");
BOOST_AUTO_TEST_CASE(veteran_battle_effect_shuffles_and_the_reveal_goes_by_card_counts) {
  for (const std::string reading : {"any-deck", "other-deck"}) {
    auto s = Build({.nobles = {Deck({"shade", "shade", "veteran"}), Deck({"shade", "baroness"}), Deck({"shade", "debutante"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "coronation"}), Deck({"feast", "expansion"})},
                    .phase = "event-choose", .settings = {{"ns.veteran-battle-deck", reading}}});
    const Json before = St(*s);
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
    BOOST_TEST(Texts(*s) == (reading == "any-deck" ? Strings{"place:N0", "place:N1", "place:N2"}
                                                   : Strings{"place:N1", "place:N2"}));
    if (reading != "any-deck") {  // other-deck: N1 (shade left after the take) gets it: {shade 1, veteran 1}
      s->ApplyActionText("place:N1");
      const Json st = St(*s);
      BOOST_TEST(DeckOf(st, "N1") == Down({{"shade", 1}, {"veteran", 1}}));
      BOOST_TEST(Count(st["deceased"], "veteran") == Count(before["deceased"], "veteran"));
      BOOST_TEST(st["phase"] == "court");
      continue;
    }
    s->ApplyActionText("place:N0");
    const Json st = St(*s);
    BOOST_TEST(DeckOf(st, "N0") == Down({{"shade", 2}, {"veteran", 1}}));
    BOOST_TEST(Count(st["deceased"], "veteran") == Count(before["deceased"], "veteran"));
    BOOST_TEST(st["phase"] == "court");
    s->ApplyActionText("court:N0");
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 2/3", "draw:veteran 1/3"}));
  }
}

// DEBUTANTE: "This is never discarded for a FEAST." N1 is face down {debutante 1, shade 1}: taking its top
// reveals it (1/2 each); a Debutante stays on top, known, and the Feast goes on with N0 and N2 only
// (skip-deck). Under feast-fails (with complete-anyway) the Feast cannot be met, yet is completed, with
// a silent-rule finding (the unmet Feast; the blocking Debutante is an exception, not a contradiction).
PEERAGE_ASSERTS_READING(a_debutante_is_never_discarded_for_a_feast, "ns.debutante-feast", "skip-deck", "feast-fails");
PEERAGE_ASSERTS_RULES(a_debutante_is_never_discarded_for_a_feast, "ns.effect.debutante", "ns.deck.reveal",
                      "ns.req.feast");
BOOST_AUTO_TEST_CASE(a_debutante_is_never_discarded_for_a_feast) {
  for (const std::string reading : {"skip-deck", "feast-fails"}) {
    auto s = Build({.nobles = {Deck({"shade", "baroness"}), Down({{"debutante", 1}, {"shade", 1}}), Deck({"shade", "veteran"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.debutante-feast", reading}}});
    Play(*s, {"event:E0", "take:N1"});
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/2", "draw:debutante 1/2"}));
    s->ApplyActionText("draw:debutante");
    BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N2"}));
    Play(*s, {"take:N0", "take:N2"});
    BOOST_TEST(Texts(*s) == Strings{"finish"});
    s->ApplyActionText("finish");
    const Json st = St(*s);
    BOOST_TEST(DeckOf(st, "N1") == Deck({"debutante"}, {{"shade", 1}}, true));
    BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
    // feast-fails: the unmet Feast is a silent-rule finding (what to do with an Event that cannot be met); the
    // Debutante blocking it is no contradiction (its text is a specific exception to the Feast), so 1 finding.
    BOOST_TEST(s->Findings().size() == (reading == "skip-deck" ? 0u : 1u));
  }
}

// ARCHIVIST: "If this is discarded for an Event, gain all face up Events of that type." Battle with the
// Archivist: the face-up Battle on E1 is gained (E2's known Battle is on a face-down deck: not face up).
// tops: once, Completed battle 1 + 1 = 2, E1 = coronation, battle; repeat: the Battle uncovered on E1 too,
// 3, E1 = coronation.
PEERAGE_ASSERTS_READING(archivist_effect_gains_face_up_events_of_that_type, "ns.archivist-gain", "tops", "repeat");
PEERAGE_ASSERTS_RULES(archivist_effect_gains_face_up_events_of_that_type, "ns.effect.archivist");
BOOST_AUTO_TEST_CASE(archivist_effect_gains_face_up_events_of_that_type) {
  for (const std::string reading : {"tops", "repeat"}) {
    auto s = Build({.nobles = {Deck({"shade", "archivist"}), Deck({"shade", "baroness"}), Deck({"shade", "debutante"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle", "battle"}),
                               Deck({"battle"}, {{"feast", 1}}, true)},
                    .phase = "event-choose", .settings = {{"ns.archivist-gain", reading}}});
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
    const Json st = St(*s);
    BOOST_TEST(Count(st["completed"], "battle") == (reading == "tops" ? 2 : 3));
    BOOST_TEST(DeckOf(st, "E1") == (reading == "tops" ? Deck({"coronation", "battle"}) : Deck({"coronation"})));
    BOOST_TEST(DeckOf(st, "E2") == Deck({"battle"}, {{"feast", 1}}, true));
    BOOST_TEST(DeckOf(st, "E0") == Deck({"feast"}));
  }
}

// ---- the other reveals: under a Shade's Effect, under an Archivist's replace ------------------------------

// The card beneath a Shade discarded for a Battle lies in N0's face-down part {baroness 1, veteran 2}:
// the Effect reveals it first, uniformly over those 3 cards: baroness 1/3, veteran 2/3. A Veteran: it is
// Deceased, N0 keeps {baroness 1, veteran 1}.
PEERAGE_ASSERTS_RULES(the_shade_effect_reveals_a_face_down_card_by_card_counts, "ns.effect.shade",
                      "ns.deck.reveal");
BOOST_AUTO_TEST_CASE(the_shade_effect_reveals_a_face_down_card_by_card_counts) {
  auto s = Build({.nobles = {Deck({"shade"}, {{"baroness", 1}, {"veteran", 2}}, true), Deck({"shade", "baroness"}),
                             Deck({"veteran", "debutante"})},
                  .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                  .phase = "event-choose"});
  const Json before = St(*s);
  Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:baroness 1/3", "draw:veteran 2/3"}));
  s->ApplyActionText("draw:veteran");
  const Json st = St(*s);
  BOOST_TEST(DeckOf(st, "N0") == Down({{"baroness", 1}, {"veteran", 1}}));
  BOOST_TEST(Count(st["deceased"], "veteran") == Count(before["deceased"], "veteran") + 1);
  BOOST_TEST(st["phase"] == "court");
}

// An Archivist replacing the top of face-down E1 {coronation 2, feast 1}: the top is revealed first,
// coronation 2/3, feast 1/3. A Feast: it becomes Completed (to-completed), the restored Battle lies on
// top of E1's unknown part: E1 = battle over {coronation 2}, still face down.
PEERAGE_ASSERTS_RULES(an_archivist_replace_reveals_a_face_down_top_by_card_counts, "ns.ability.archivist-replace",
                      "ns.deck.reveal");
BOOST_AUTO_TEST_CASE(an_archivist_replace_reveals_a_face_down_top_by_card_counts) {
  auto s = Build({.nobles = {Deck({"shade", "archivist"}), Deck({"debutante", "baroness"}), Deck({"veteran", "shade"})},
                  .events = {Deck({"feast", "battle"}), Down({{"coronation", 2}, {"feast", 1}}), Deck({"expansion"})},
                  .completed = {{"battle", 1}}});
  Play(*s, {"court:N0", "restore:battle", "replace:E1"});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:coronation 2/3", "draw:feast 1/3"}));
  s->ApplyActionText("draw:feast");
  const Json st = St(*s);
  BOOST_TEST(DeckOf(st, "E1") == Deck({"battle"}, {{"coronation", 2}}, true));
  BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
  BOOST_TEST(st["phase"] == "archivist-ability");
}

BOOST_AUTO_TEST_SUITE_END()
