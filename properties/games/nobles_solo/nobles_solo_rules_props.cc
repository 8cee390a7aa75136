// Nobles (solo): every rule of the setup, the Court step and the Noble Abilities asserted from small
// constructed states (nobles_solo_fixtures.h), with the expected values derived by hand from the card
// texts and the RULES / TURN ORDER cards of shared/rulebooks/nobles-solo.txt (arithmetic in the comments).
// Chance: every draw is uniform over the CARDS left (a kind's probability is its count over the total),
// checked on piles with duplicate kinds where a draw uniform over kinds would give other numbers.
// The Event step, Requirements, Effects and the end: nobles_solo_rules_event_props.cc.
#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace ns_test;

BOOST_AUTO_TEST_SUITE(nobles_solo_rules)

// ---- setup -----------------------------------------------------------------------------------------

// NOBLES / EVENTS backs: "Shuffle these cards and separate them into three even face up decks."
// First Noble dealt: 27 Nobles, so shade 5/27, interloper 3/27 = 1/9, construct 3/27 = 1/9, baroness,
// veteran, debutante, archivist 4/27 each. After the 27 Nobles, the first Event: 6 of 24 = 1/4 each kind.
// Dealing always the first kind left (kind order) fills N0 with the first 9 (bottom first; the card gives
// no order, this is the dealing order documented in nobles_solo.h), N1, N2 the next 9 each: N0 = shade x5, interloper x3, construct; N1 = construct x2, baroness x4, veteran x3;
// N2 = veteran, debutante x4, archivist x4. Events 8 a deck: E0 = battle x6, coronation x2;
// E1 = coronation x4, feast x4; E2 = feast x2, expansion x6. All face up; turn 1 begins with the Court.
PEERAGE_ASSERTS_READING(setup_deals_three_even_face_up_decks_in_order, "ns.face-up-decks", "open");
PEERAGE_ASSERTS_RULES(setup_deals_three_even_face_up_decks_in_order, "ns.setup.noble-decks", "ns.setup.event-decks");
BOOST_AUTO_TEST_CASE(setup_deals_three_even_face_up_decks_in_order) {
  auto s = NewGame(GameConfig{"nobles-solo", 1, {}});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 5/27", "draw:interloper 1/9", "draw:construct 1/9",
                                      "draw:baroness 4/27", "draw:veteran 4/27", "draw:debutante 4/27",
                                      "draw:archivist 4/27"}));
  for (int i = 0; i < 27; ++i) s->ApplyAction(s->ChanceOutcomes().front().action);
  BOOST_TEST(Outcomes(*s) ==
             (Strings{"draw:battle 1/4", "draw:coronation 1/4", "draw:feast 1/4", "draw:expansion 1/4"}));
  for (int i = 0; i < 24; ++i) s->ApplyAction(s->ChanceOutcomes().front().action);
  const Json st = St(*s);
  auto rep = [](std::initializer_list<std::pair<const char*, int>> runs) {
    Strings out;
    for (const auto& [k, n] : runs) out.insert(out.end(), n, k);
    return out;
  };
  BOOST_TEST(DeckOf(st, "N0") == Deck(rep({{"shade", 5}, {"interloper", 3}, {"construct", 1}})));
  BOOST_TEST(DeckOf(st, "N1") == Deck(rep({{"construct", 2}, {"baroness", 4}, {"veteran", 3}})));
  BOOST_TEST(DeckOf(st, "N2") == Deck(rep({{"veteran", 1}, {"debutante", 4}, {"archivist", 4}})));
  BOOST_TEST(DeckOf(st, "E0") == Deck(rep({{"battle", 6}, {"coronation", 2}})));
  BOOST_TEST(DeckOf(st, "E1") == Deck(rep({{"coronation", 4}, {"feast", 4}})));
  BOOST_TEST(DeckOf(st, "E2") == Deck(rep({{"feast", 2}, {"expansion", 6}})));
  BOOST_TEST(st["phase"] == "court");
  BOOST_TEST(st["turn"] == 1);
  BOOST_TEST(Total(st["deceased"]) == 0);
  BOOST_TEST(Total(st["completed"]) == 0);
  BOOST_TEST(Texts(*s) == (Strings{"court:N0", "court:N1", "court:N2"}));
}

namespace {
// A setup state part-dealt: `dealt` cards placed, `pool` left (a kind uniform draw would differ).
std::unique_ptr<State> SetupAt(int dealt, const Json& pool, const std::vector<Json>& nobles,
                               const std::vector<Json>& events) {
  Json sc = Json::object();
  for (const char* name : {"court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "pending",
                           "restore_kind", "take_pair", "event_deck", "event_kind", "moving", "veteran_effect_from"})
    sc[name] = 255;
  for (const char* name : {"constructs_left", "pending_arg", "debut_index", "chain", "constructs_ever"}) sc[name] = 0;
  sc["dealt"] = dealt;
  Json st = {{"phase", "setup"},     {"turn", 0},          {"pool", pool},   {"noble_decks", nobles},
             {"event_decks", events}, {"deceased", Json::object()}, {"completed", Json::object()},
             {"removed", Json::object()}, {"scratch", sc}, {"discarded", Json::array()}, {"effects", Json::array()}};
  return StateFromJson({{"game", "nobles-solo"}, {"players", 1}, {"settings", Json::object()}, {"step", 0},
                        {"state", st}},
                       "setup scenario");
}
}  // namespace

// The shuffle is uniform over the cards: with 3 Nobles left, 2 Shades and 1 Interloper, a Shade comes
// 2/3 and the Interloper 1/3 (uniform over kinds would say 1/2 each). Cards 25-27 go on N2 (9 per deck),
// the last dealt on top. Then the Events; with 3 left, 2 Coronations and 1 Expansion: 2/3 and 1/3; the
// 51st card completes E2 (8 cards) and turn 1 begins.
PEERAGE_ASSERTS_RULES(setup_draws_are_uniform_over_the_cards_left, "ns.setup.noble-decks", "ns.setup.event-decks");
BOOST_AUTO_TEST_CASE(setup_draws_are_uniform_over_the_cards_left) {
  Json events = {{"battle", 6}, {"coronation", 6}, {"feast", 6}, {"expansion", 6}};
  Json pool = events;
  pool["shade"] = 2;
  pool["interloper"] = 1;
  // 24 Nobles dealt: the 27 less 2 Shades and 1 Interloper.
  std::vector<Json> nobles = {
      Deck({"shade", "shade", "shade", "interloper", "interloper", "construct", "construct", "construct", "baroness"}),
      Deck({"baroness", "baroness", "baroness", "veteran", "veteran", "veteran", "veteran", "debutante", "debutante"}),
      Deck({"debutante", "debutante", "archivist", "archivist", "archivist", "archivist"})};
  std::vector<Json> empty = {Deck({}), Deck({}), Deck({})};
  auto s = SetupAt(24, pool, nobles, empty);
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 2/3", "draw:interloper 1/3"}));
  s->ApplyActionText("draw:interloper");
  BOOST_TEST(Outcomes(*s) == Strings{"draw:shade 1/1"});
  Play(*s, {"draw:shade", "draw:shade"});
  Json st = St(*s);
  const Strings top = TopDown(st, "N2", 4);  // a named value: BOOST_TEST keeps no reference to a temporary
  BOOST_TEST((top == Strings{"shade", "shade", "interloper", "archivist"}));
  BOOST_TEST(Size(st, "N2") == 9);
  BOOST_TEST(Outcomes(*s) ==
             (Strings{"draw:battle 1/4", "draw:coronation 1/4", "draw:feast 1/4", "draw:expansion 1/4"}));

  // 48 dealt: E0, E1 full, E2 five Expansions; left 2 Coronations and 1 Expansion.
  nobles[2] = Deck({"debutante", "debutante", "archivist", "archivist", "archivist", "archivist", "shade", "shade",
                    "interloper"});
  s = SetupAt(48, {{"coronation", 2}, {"expansion", 1}}, nobles,
              {Deck({"battle", "battle", "battle", "battle", "battle", "battle", "coronation", "coronation"}),
               Deck({"coronation", "coronation", "feast", "feast", "feast", "feast", "feast", "feast"}),
               Deck({"expansion", "expansion", "expansion", "expansion", "expansion"})});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:coronation 2/3", "draw:expansion 1/3"}));
  s->ApplyActionText("draw:coronation");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:coronation 1/2", "draw:expansion 1/2"}));
  Play(*s, {"draw:expansion", "draw:coronation"});
  st = St(*s);
  BOOST_TEST(TopDown(st, "E2", 3) == (Strings{"coronation", "expansion", "coronation"}));
  BOOST_TEST(Size(st, "E2") == 8);
  BOOST_TEST(st["phase"] == "court");
  BOOST_TEST(st["turn"] == 1);
  BOOST_TEST(!s->IsChance());
}

// ---- Court and Shade -------------------------------------------------------------------------------

// TURN ORDER 1. COURT: "Discard one card from the top of a Noble deck. Follow its Ability." Any of the
// three decks. Court N0 puts the Shade in Deceased: Deceased = construct 1, debutante 1, shade 1.
// SHADE: "Move one Deceased Noble to the top of the deck this was discarded from": one choice per kind in
// Deceased (shade-self allowed: the Shade itself too). Raise the Construct: N0 = ..., baroness, construct;
// Deceased = debutante 1, shade 1. Under ns.shade-self=other-only the Shade is not offered.
PEERAGE_ASSERTS_READING(court_discards_a_top_and_the_shade_raises_a_deceased_noble, "ns.shade-self",
                        "allowed", "other-only");
PEERAGE_ASSERTS_RULES(court_discards_a_top_and_the_shade_raises_a_deceased_noble, "ns.court.discard",
                      "ns.ability.shade");
BOOST_AUTO_TEST_CASE(court_discards_a_top_and_the_shade_raises_a_deceased_noble) {
  for (const std::string reading : {"allowed", "other-only"}) {
    auto s = Build({.nobles = {Deck({"baroness", "shade"}), Deck({"veteran", "debutante"}), Deck({"archivist", "interloper"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation", "expansion"}), Deck({"feast", "battle"})},
                    .deceased = {{"construct", 1}, {"debutante", 1}},
                    .settings = {{"ns.shade-self", reading}}});
    BOOST_TEST(Texts(*s) == (Strings{"court:N0", "court:N1", "court:N2"}));
    s->ApplyActionText("court:N0");
    Json st = St(*s);
    BOOST_TEST(st["deceased"] == (Json{{"construct", 1}, {"debutante", 1}, {"shade", 1}}));
    BOOST_TEST(Top(st, "N0") == "baroness");
    BOOST_TEST(Texts(*s) == (reading == "allowed" ? Strings{"raise:shade", "raise:construct", "raise:debutante"}
                                                  : Strings{"raise:construct", "raise:debutante"}));
    s->ApplyActionText("raise:construct");
    st = St(*s);
    BOOST_TEST(TopDown(st, "N0", 2) == (Strings{"construct", "baroness"}));
    BOOST_TEST(st["deceased"] == (Json{{"debutante", 1}, {"shade", 1}}));
    BOOST_TEST(st["phase"] == "event-choose");
  }
}

// A Shade alone in Deceased: "allowed" puts the Shade itself back on its deck (N1 top shade again);
// "other-only" has nothing to move, so the Court step ends with N1's top the Veteran.
PEERAGE_ASSERTS_READING(a_lone_deceased_shade_and_the_shade_self_reading, "ns.shade-self", "allowed", "other-only");
PEERAGE_ASSERTS_RULES(a_lone_deceased_shade_and_the_shade_self_reading, "ns.ability.shade");
BOOST_AUTO_TEST_CASE(a_lone_deceased_shade_and_the_shade_self_reading) {
  for (const std::string reading : {"allowed", "other-only"}) {
    auto s = Build({.nobles = {Deck({"baroness"}), Deck({"veteran", "shade"}), Deck({"debutante"})},
                    .events = {Deck({"battle"}), Deck({"coronation"}), Deck({"feast"})},
                    .deceased = Json::object(), .pad = 0, .settings = {{"ns.shade-self", reading}}});
    s->ApplyActionText("court:N1");
    if (reading == "allowed") {
      BOOST_TEST(Texts(*s) == Strings{"raise:shade"});
      s->ApplyActionText("raise:shade");
    }
    const Json st = St(*s);
    BOOST_TEST(st["phase"] == "event-choose");
    BOOST_TEST(Top(st, "N1") == (reading == "allowed" ? "shade" : "veteran"));
    BOOST_TEST(Count(st["deceased"], "shade") == (reading == "allowed" ? 0 : 1));
  }
}

// ---- Interloper and taking Events ------------------------------------------------------------------

// INTERLOPER: "If there are three different Nobles, take one Event (ignoring its requirements)." After
// Court N0 the tops are shade, veteran, baroness: three different, so any Event deck's top may be taken.
// Take E1's only card, an Expansion (its Requirement ignored: no Noble moves): Completed expansion 1, E1
// empty. The Event step is still played (Downfall is step 3) from the non-empty decks only: E0, E2.
// E0's Coronation takes N2's two cards; then Downfall: E1 (and N2) empty, the game ends, score 1 + 1 = 2.
PEERAGE_ASSERTS_READING(interloper_takes_an_event_and_the_event_step_follows, "ns.game-end", "downfall");
PEERAGE_ASSERTS_READING(interloper_takes_an_event_and_the_event_step_follows, "ns.three-different", "tops");
PEERAGE_ASSERTS_RULES(interloper_takes_an_event_and_the_event_step_follows, "ns.ability.interloper",
                      "ns.take-event", "ns.event.choose", "ns.end.downfall", "ns.score");
BOOST_AUTO_TEST_CASE(interloper_takes_an_event_and_the_event_step_follows) {
  auto s = Build({.nobles = {Deck({"veteran", "shade", "interloper"}), Deck({"shade", "veteran"}), Deck({"veteran", "baroness"})},
                  .events = {Deck({"feast", "coronation"}), Deck({"expansion"}), Deck({"feast", "battle"})}});
  const Json before = St(*s);
  s->ApplyActionText("court:N0");
  BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E1", "take-event:E2"}));
  s->ApplyActionText("take-event:E1");
  Json st = St(*s);
  BOOST_TEST(st["completed"] == (Json{{"expansion", 1}}));
  BOOST_TEST(Size(st, "E1") == 0);
  BOOST_TEST(Count(st["deceased"], "interloper") == Count(before["deceased"], "interloper") + 1);
  BOOST_TEST(Total(st["deceased"]) == Total(before["deceased"]) + 1);  // only the Court's Interloper
  BOOST_TEST(st["phase"] == "event-choose");
  BOOST_TEST(Texts(*s) == (Strings{"event:E0", "event:E2"}));
  s->ApplyActionText("event:E0");
  Play(*s, {"take:N2", "take:N2", "finish"});
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST(St(*s)["completed"] == (Json{{"coronation", 1}, {"expansion", 1}}));
  BOOST_TEST(s->Scores() == std::vector<std::int64_t>{2});
}

// Tops shade, shade, baroness after Court N0: only two different Nobles, so nothing is taken and the
// Court step ends (no Completed Event).
PEERAGE_ASSERTS_READING(interloper_without_three_different_nobles_takes_nothing, "ns.three-different", "tops");
PEERAGE_ASSERTS_RULES(interloper_without_three_different_nobles_takes_nothing, "ns.ability.interloper");
BOOST_AUTO_TEST_CASE(interloper_without_three_different_nobles_takes_nothing) {
  auto s = Build({.nobles = {Deck({"veteran", "shade", "interloper"}), Deck({"veteran", "shade"}), Deck({"veteran", "baroness"})},
                  .events = {Deck({"feast", "coronation"}), Deck({"expansion"}), Deck({"feast", "battle"})}});
  s->ApplyActionText("court:N0");
  const Json st = St(*s);
  BOOST_TEST(st["phase"] == "event-choose");
  BOOST_TEST(Total(st["completed"]) == 0);
}

// Taking the top of a face-down Event deck (take-event-source any-top): the card is unknown, so a chance
// node reveals it, uniform over E1's 3 cards: battle 2/3, feast 1/3. The revealed Feast is Completed and
// E1 keeps {battle 2}. Under face-up-top the face-down E1 is not offered.
PEERAGE_ASSERTS_READING(taking_a_face_down_event_reveals_it_by_card_counts, "ns.take-event-source",
                        "any-top", "face-up-top");
PEERAGE_ASSERTS_RULES(taking_a_face_down_event_reveals_it_by_card_counts, "ns.take-event", "ns.deck.reveal",
                      "ns.ability.interloper");
BOOST_AUTO_TEST_CASE(taking_a_face_down_event_reveals_it_by_card_counts) {
  for (const std::string reading : {"any-top", "face-up-top"}) {
    auto s = Build({.nobles = {Deck({"veteran", "shade", "interloper"}), Deck({"shade", "veteran"}), Deck({"veteran", "baroness"})},
                    .events = {Deck({"feast", "coronation"}), Down({{"battle", 2}, {"feast", 1}}), Deck({"feast", "expansion"})},
                    .settings = {{"ns.take-event-source", reading}}});
    s->ApplyActionText("court:N0");
    if (reading == "face-up-top") {
      BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E2"}));
      continue;
    }
    BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E1", "take-event:E2"}));
    s->ApplyActionText("take-event:E1");
    BOOST_TEST(s->IsChance());
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:battle 2/3", "draw:feast 1/3"}));
    s->ApplyActionText("draw:feast");
    const Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
    BOOST_TEST(DeckOf(st, "E1") == Down({{"battle", 2}}));
    BOOST_TEST(st["phase"] == "event-choose");
  }
}

// ---- Construct ---------------------------------------------------------------------------------------

// CONSTRUCT: "Add one random deceased Noble to the top of two different Noble decks." Deceased after the
// Court: shade 2, veteran 1 and the Construct (construct-self included): 4 cards, so shade 2/4 = 1/2,
// construct 1/4, veteran 1/4 (uniform over kinds would be 1/3 each). First deck N1 (any deck); a Shade
// goes on N1. Second deck: not N1; Deceased is now shade 1, construct 1, veteran 1: 1/3 each; the
// Construct goes on N2. Deceased ends shade 1, veteran 1. Under construct-self=excluded the Construct is
// not among the picks: shade 2/3, veteran 1/3.
PEERAGE_ASSERTS_READING(construct_adds_random_deceased_nobles_by_card_counts, "ns.construct-self",
                        "included", "excluded");
PEERAGE_ASSERTS_RULES(construct_adds_random_deceased_nobles_by_card_counts, "ns.ability.construct");
BOOST_AUTO_TEST_CASE(construct_adds_random_deceased_nobles_by_card_counts) {
  for (const std::string reading : {"included", "excluded"}) {
    auto s = Build({.nobles = {Deck({"baroness", "construct"}), Deck({"debutante", "archivist"}), Deck({"archivist", "baroness"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation", "expansion"}), Deck({"feast", "battle"})},
                    .deceased = {{"shade", 2}, {"veteran", 1}},
                    .settings = {{"ns.construct-self", reading}}});
    s->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*s) == (Strings{"place:N0", "place:N1", "place:N2"}));
    s->ApplyActionText("place:N1");
    if (reading == "excluded") {
      BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 2/3", "draw:veteran 1/3"}));
      continue;
    }
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/2", "draw:construct 1/4", "draw:veteran 1/4"}));
    s->ApplyActionText("draw:shade");
    BOOST_TEST(Top(St(*s), "N1") == "shade");
    BOOST_TEST(Texts(*s) == (Strings{"place:N0", "place:N2"}));
    s->ApplyActionText("place:N2");
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/3", "draw:construct 1/3", "draw:veteran 1/3"}));
    s->ApplyActionText("draw:construct");
    const Json st = St(*s);
    BOOST_TEST(TopDown(st, "N2", 2) == (Strings{"construct", "baroness"}));
    BOOST_TEST(TopDown(st, "N1", 2) == (Strings{"shade", "archivist"}));
    BOOST_TEST(st["deceased"] == (Json{{"shade", 1}, {"veteran", 1}}));
    BOOST_TEST(st["phase"] == "event-choose");
  }
}

// Deceased empty before the Court: only the Construct itself can be picked (included): it goes back on
// the first deck chosen with probability 1, and the second placement has nothing left to add. Excluded:
// nothing to add at all; the Court step ends with the Construct Deceased.
PEERAGE_ASSERTS_READING(construct_with_only_itself_deceased, "ns.construct-self", "included", "excluded");
PEERAGE_ASSERTS_RULES(construct_with_only_itself_deceased, "ns.ability.construct");
BOOST_AUTO_TEST_CASE(construct_with_only_itself_deceased) {
  for (const std::string reading : {"included", "excluded"}) {
    auto s = Build({.nobles = {Deck({"baroness", "construct"}), Deck({"debutante", "archivist"}), Deck({"archivist", "baroness"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation", "expansion"}), Deck({"feast", "battle"})},
                    .deceased = Json::object(), .settings = {{"ns.construct-self", reading}}});
    s->ApplyActionText("court:N0");
    if (reading == "included") {
      s->ApplyActionText("place:N2");
      BOOST_TEST(Outcomes(*s) == Strings{"draw:construct 1/1"});
      s->ApplyActionText("draw:construct");
    }
    const Json st = St(*s);
    BOOST_TEST(st["phase"] == "event-choose");
    BOOST_TEST(Count(st["deceased"], "construct") == (reading == "included" ? 0 : 1));
    BOOST_TEST(Top(st, "N2") == (reading == "included" ? "construct" : "baroness"));
  }
}

// ---- Baroness, Veteran -----------------------------------------------------------------------------

// BARONESS: "If there are two identical face up Events, take one Event." E0 and E1 show a Battle: the
// Baroness takes any Event deck's top (baroness-take any), here E2's Expansion, Requirement ignored.
// Under of-the-pair only E0 and E1 are offered. With E1 face down (its Battle top known but the deck is
// not face up) there is no pair: nothing is taken.
PEERAGE_ASSERTS_READING(baroness_takes_an_event_only_with_an_identical_face_up_pair, "ns.baroness-take",
                        "any", "of-the-pair");
PEERAGE_ASSERTS_RULES(baroness_takes_an_event_only_with_an_identical_face_up_pair, "ns.ability.baroness",
                      "ns.take-event");
BOOST_AUTO_TEST_CASE(baroness_takes_an_event_only_with_an_identical_face_up_pair) {
  const std::vector<Json> nobles = {Deck({"shade", "baroness"}), Deck({"veteran", "debutante"}), Deck({"archivist", "veteran"})};
  for (const std::string reading : {"any", "of-the-pair"}) {
    auto s = Build({.nobles = nobles,
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Deck({"battle", "expansion"})},
                    .settings = {{"ns.baroness-take", reading}}});
    s->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*s) == (reading == "any" ? Strings{"take-event:E0", "take-event:E1", "take-event:E2"}
                                              : Strings{"take-event:E0", "take-event:E1"}));
    if (reading != "any") continue;
    s->ApplyActionText("take-event:E2");
    const Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"expansion", 1}}));
    BOOST_TEST(TopDown(st, "E2", 1) == Strings{"battle"});
    BOOST_TEST(st["phase"] == "event-choose");
  }
  auto s = Build({.nobles = nobles,
                  .events = {Deck({"feast", "battle"}), Deck({"battle"}, {{"coronation", 1}}, true), Deck({"battle", "expansion"})}});
  s->ApplyActionText("court:N0");
  BOOST_TEST(St(*s)["phase"] == "event-choose");
  BOOST_TEST(Total(St(*s)["completed"]) == 0);
}

// VETERAN: "Do not discard this Noble. Instead, move it to the top of another deck." Court N1: Deceased
// unchanged, the Veteran may go to N0 or N2 (not N1); on N0 it is the top, N1 shows the Debutante.
PEERAGE_ASSERTS_RULES(veteran_moves_to_another_deck_instead_of_dying, "ns.ability.veteran", "ns.court.discard");
BOOST_AUTO_TEST_CASE(veteran_moves_to_another_deck_instead_of_dying) {
  auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"debutante", "veteran"}), Deck({"archivist", "shade"})},
                  .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})}});
  const Json before = St(*s);
  s->ApplyActionText("court:N1");
  BOOST_TEST(Texts(*s) == (Strings{"place:N0", "place:N2"}));
  s->ApplyActionText("place:N0");
  const Json st = St(*s);
  BOOST_TEST(st["deceased"] == before["deceased"]);
  BOOST_TEST(TopDown(st, "N0", 2) == (Strings{"veteran", "baroness"}));
  BOOST_TEST(DeckOf(st, "N1") == Deck({"debutante"}));
  BOOST_TEST(st["phase"] == "event-choose");
}

// ---- Debutante, face-down decks, reveals -------------------------------------------------------------

// DEBUTANTE: "You may shuffle each Event deck. You may shuffle each Noble deck." One yes/no per deck, the
// Event decks first. N2 is shuffled: "If you shuffle this deck during the game, flip it face down first":
// N2 = face down, no known card, {shade 1, veteran 3}. A Coronation then takes two Nobles from N2, each an
// unknown top revealed by chance uniform over N2's cards: shade 1/4, veteran 3/4 (not 1/2 each); a Veteran
// comes; then 3 cards left, shade 1/3, veteran 2/3.
PEERAGE_ASSERTS_READING(debutante_shuffles_face_down_and_reveals_go_by_card_counts, "ns.debutante-choice",
                        "each-deck");
PEERAGE_ASSERTS_RULES(debutante_shuffles_face_down_and_reveals_go_by_card_counts, "ns.ability.debutante",
                      "ns.deck.face-down", "ns.deck.reveal");
BOOST_AUTO_TEST_CASE(debutante_shuffles_face_down_and_reveals_go_by_card_counts) {
  auto s = Build({.nobles = {Deck({"shade", "debutante"}), Deck({"baroness", "baroness"}), Deck({"veteran", "veteran", "shade", "veteran"})},
                  .events = {Deck({"battle", "coronation"}), Deck({"feast", "feast"}), Deck({"expansion", "battle"})}});
  s->ApplyActionText("court:N0");
  BOOST_TEST(Count(St(*s)["deceased"], "debutante") == 4 - 1 + 1);  // 3 elsewhere Deceased + this one
  for (const char* deck : {"E0", "E1", "E2", "N0", "N1"}) {
    BOOST_TEST(Texts(*s) == (Strings{fmt::format("shuffle:{}", deck), fmt::format("keep:{}", deck)}));
    s->ApplyActionText(fmt::format("keep:{}", deck));
  }
  s->ApplyActionText("shuffle:N2");
  Json st = St(*s);
  BOOST_TEST(DeckOf(st, "N2") == Down({{"shade", 1}, {"veteran", 3}}));
  for (const char* deck : {"N0", "N1", "E0", "E1", "E2"}) BOOST_TEST(DeckOf(st, deck)["face_down"] == false);
  BOOST_TEST(st["phase"] == "event-choose");
  Play(*s, {"event:E0", "take:N2"});
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/4", "draw:veteran 3/4"}));
  s->ApplyActionText("draw:veteran");
  BOOST_TEST(Texts(*s) == Strings{"take:N2"});  // Coronation: the second from the same deck
  s->ApplyActionText("take:N2");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:shade 1/3", "draw:veteran 2/3"}));
  s->ApplyActionText("draw:veteran");
  s->ApplyActionText("finish");
  st = St(*s);
  BOOST_TEST(DeckOf(st, "N2") == Down({{"shade", 1}, {"veteran", 1}}));
  BOOST_TEST(st["completed"] == (Json{{"coronation", 1}}));
}

// ns.debutante-choice=all-or-nothing: one decision shuffles the three Event decks, then one for the Noble
// decks. E0 = {battle 1, coronation 1} face down; choosing E0 reveals its top: 1/2 each.
PEERAGE_ASSERTS_READING(debutante_all_or_nothing_and_an_event_reveal, "ns.debutante-choice", "all-or-nothing");
PEERAGE_ASSERTS_RULES(debutante_all_or_nothing_and_an_event_reveal, "ns.ability.debutante", "ns.deck.face-down",
                      "ns.deck.reveal", "ns.event.choose");
BOOST_AUTO_TEST_CASE(debutante_all_or_nothing_and_an_event_reveal) {
  auto s = Build({.nobles = {Deck({"shade", "debutante"}), Deck({"baroness", "baroness"}), Deck({"veteran", "veteran"})},
                  .events = {Deck({"battle", "coronation"}), Deck({"feast", "feast"}), Deck({"expansion", "battle", "battle"})},
                  .settings = {{"ns.debutante-choice", "all-or-nothing"}}});
  s->ApplyActionText("court:N0");
  BOOST_TEST(Texts(*s) == (Strings{"shuffle:E0", "keep:E0"}));
  s->ApplyActionText("shuffle:E0");
  BOOST_TEST(Texts(*s) == (Strings{"shuffle:N0", "keep:N0"}));
  s->ApplyActionText("keep:N0");
  const Json st = St(*s);
  BOOST_TEST(DeckOf(st, "E0") == Down({{"battle", 1}, {"coronation", 1}}));
  BOOST_TEST(DeckOf(st, "E1") == Down({{"feast", 2}}));
  BOOST_TEST(DeckOf(st, "E2") == Down({{"battle", 2}, {"expansion", 1}}));
  BOOST_TEST(DeckOf(st, "N2") == Deck({"veteran", "veteran"}));
  BOOST_TEST(Texts(*s) == (Strings{"event:E0", "event:E1", "event:E2"}));
  s->ApplyActionText("event:E2");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:battle 2/3", "draw:expansion 1/3"}));
  s->ApplyActionText("draw:expansion");
  BOOST_TEST(St(*s)["phase"] == "require");
  BOOST_TEST(Top(St(*s), "E2") == "expansion");
}

// ---- Archivist ---------------------------------------------------------------------------------------

// ARCHIVIST: "Replace the top card of an Event deck with a Completed Event. Use another Noble Ability."
// Completed battle 1, feast 2 (score 3). Restore the Battle over E1's Coronation: E1 = battle, battle;
// archivist-replaced to-completed: the Coronation becomes Completed: feast 2, coronation 1 (still 3);
// removed: it leaves the game: feast 2 (score 2). Then another Ability: the six other kinds
// (other-type). The Veteran's: the Archivist ("this") moves from Deceased to another deck than N0.
PEERAGE_ASSERTS_READING(archivist_replaces_an_event_top_and_uses_another_ability, "ns.archivist-another",
                        "other-type");
PEERAGE_ASSERTS_READING(archivist_replaces_an_event_top_and_uses_another_ability, "ns.archivist-replaced",
                        "to-completed", "removed");
PEERAGE_ASSERTS_RULES(archivist_replaces_an_event_top_and_uses_another_ability, "ns.ability.archivist-replace",
                      "ns.ability.archivist-another");
BOOST_AUTO_TEST_CASE(archivist_replaces_an_event_top_and_uses_another_ability) {
  for (const std::string reading : {"to-completed", "removed"}) {
    auto s = Build({.nobles = {Deck({"shade", "archivist"}), Deck({"debutante", "baroness"}), Deck({"veteran", "shade"})},
                    .events = {Deck({"feast", "battle"}), Deck({"battle", "coronation"}), Deck({"expansion", "feast"})},
                    .completed = {{"battle", 1}, {"feast", 2}},
                    .settings = {{"ns.archivist-replaced", reading}}});
    const Json before = St(*s);
    s->ApplyActionText("court:N0");
    BOOST_TEST(Texts(*s) == (Strings{"restore:battle", "restore:feast"}));
    s->ApplyActionText("restore:battle");
    BOOST_TEST(Texts(*s) == (Strings{"replace:E0", "replace:E1", "replace:E2"}));
    s->ApplyActionText("replace:E1");
    Json st = St(*s);
    BOOST_TEST(DeckOf(st, "E1") == Deck({"battle", "battle"}));
    if (reading == "to-completed") {
      BOOST_TEST(st["completed"] == (Json{{"coronation", 1}, {"feast", 2}}));
      BOOST_TEST(Total(st["completed"]) == 3);
    } else {
      BOOST_TEST(st["completed"] == (Json{{"feast", 2}}));
      BOOST_TEST(Count(st["removed"], "coronation") == Count(before["removed"], "coronation") + 1);
      BOOST_TEST(Total(st["completed"]) == 2);
    }
    BOOST_TEST(Texts(*s) == (Strings{"ability:shade", "ability:interloper", "ability:construct", "ability:baroness",
                                     "ability:veteran", "ability:debutante"}));
    s->ApplyActionText("ability:veteran");
    BOOST_TEST(Texts(*s) == (Strings{"place:N1", "place:N2"}));
    s->ApplyActionText("place:N2");
    st = St(*s);
    BOOST_TEST(TopDown(st, "N2", 2) == (Strings{"archivist", "shade"}));
    BOOST_TEST(st["deceased"] == before["deceased"]);
    BOOST_TEST(st["phase"] == "event-choose");
  }
}

// With no Completed Event there is nothing to put back: the Archivist goes straight to "Use another Noble
// Ability"; the Shade's puts a Deceased Noble on the Archivist's deck N0.
PEERAGE_ASSERTS_RULES(archivist_without_completed_events_only_uses_another_ability,
                      "ns.ability.archivist-replace", "ns.ability.archivist-another");
BOOST_AUTO_TEST_CASE(archivist_without_completed_events_only_uses_another_ability) {
  auto s = Build({.nobles = {Deck({"shade", "archivist"}), Deck({"debutante", "baroness"}), Deck({"veteran", "shade"})},
                  .events = {Deck({"feast", "battle"}), Deck({"battle", "coronation"}), Deck({"expansion", "feast"})},
                  .deceased = {{"construct", 1}}});
  s->ApplyActionText("court:N0");
  BOOST_TEST(St(*s)["phase"] == "archivist-ability");
  s->ApplyActionText("ability:shade");
  BOOST_TEST(Texts(*s) == (Strings{"raise:construct", "raise:archivist"}));
  s->ApplyActionText("raise:construct");
  const Json st = St(*s);
  BOOST_TEST(TopDown(st, "N0", 2) == (Strings{"construct", "shade"}));
  BOOST_TEST(st["deceased"] == (Json{{"archivist", 1}}));
  BOOST_TEST(Total(st["completed"]) == 0);
}

BOOST_AUTO_TEST_SUITE_END()
