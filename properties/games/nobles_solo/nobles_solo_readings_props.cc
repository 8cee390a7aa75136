// Nobles (solo) reading coverage (part 1: hand-built situations). Each test builds a small state where an
// interpretation's readings matter and compares, under EVERY reading of it, the options offered (legal action
// texts, written out by hand) and the outcome, with values derived by hand from the card texts of
// shared/rulebooks/nobles-solo.txt and the reading's description in ns_catalogue.cc (arithmetic in the
// comments). States are built with nobles_solo_fixtures.h (Build: a canonical state JSON loaded with
// StateFromJson; with `deceased` left null every Noble in no deck is Deceased, every Event in no deck and not
// Completed is out of the game). Readings already asserted by hand in other files are registered there.
// The catalogue's claims about when readings agree: nobles_solo_readings2_props.cc.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/catalogue.h"
#include "model/core/game.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace ns_test;

BOOST_AUTO_TEST_SUITE(nobles_solo_readings)

namespace {
const Strings kTakeAll = {"take-event:E0", "take-event:E1", "take-event:E2"};
const std::vector<Json> kOneEventEach = {Deck({"battle"}), Deck({"coronation"}), Deck({"feast"})};
}  // namespace

// ---- ns.three-different ------------------------------------------------------------------------------

// INTERLOPER: "If there are three different Nobles, take one Event". tops: the three Noble decks show three
// different known tops; deceased: the Deceased pile holds at least three different Nobles (kinds, not cards).
// The Interloper is discarded by the Court first, so it is itself in the Deceased pile when the check is made.
//   (1) tops after the Court shade, veteran, baroness; Deceased {interloper}: 1 kind.
//       tops: 3 different -> take any Event deck's top (3 offers); deceased: 1 < 3 -> nothing, Event step.
//   (2) tops shade, shade, baroness; Deceased {construct, veteran, interloper}: 3 kinds.
//       tops: 2 different -> nothing; deceased: 3 -> the 3 offers.
//   (3) tops shade, shade, baroness; Deceased {construct 2, interloper 1}: 3 cards but 2 kinds -> nothing
//       under both.
//   (4) tops shade, veteran and N2 face down with an unknown top; Deceased {interloper}: tops: an unknown
//       top never counts (nobles_solo.h), 2 known -> nothing; deceased: 1 kind -> nothing.
PEERAGE_ASSERTS_READING(three_different_nobles_on_the_tops_or_in_the_deceased_pile, "ns.three-different", "tops",
                        "deceased");
BOOST_AUTO_TEST_CASE(three_different_nobles_on_the_tops_or_in_the_deceased_pile) {
  struct Case {
    std::vector<Json> nobles;
    Json deceased;
    bool tops_take, deceased_take;
  };
  const std::vector<Case> cases = {
      {{Deck({"shade", "interloper"}), Deck({"veteran"}), Deck({"baroness"})}, Json::object(), true, false},
      {{Deck({"shade", "interloper"}), Deck({"shade"}), Deck({"baroness"})}, {{"construct", 1}, {"veteran", 1}}, false,
       true},
      {{Deck({"shade", "interloper"}), Deck({"shade"}), Deck({"baroness"})}, {{"construct", 2}}, false, false},
      {{Deck({"shade", "interloper"}), Deck({"veteran"}), Down({{"baroness", 1}, {"archivist", 1}})}, Json::object(),
       false, false},
  };
  int n = 0;
  for (const Case& c : cases) {
    ++n;
    for (const std::string reading : {"tops", "deceased"}) {
      auto s = Build({.nobles = c.nobles, .events = kOneEventEach, .deceased = c.deceased, .pad = 0,
                      .settings = {{"ns.three-different", reading}}});
      s->ApplyActionText("court:N0");
      const Json st = St(*s);
      BOOST_TEST(Count(st["deceased"], "interloper") == 1, "case " << n);
      const bool take = reading == "tops" ? c.tops_take : c.deceased_take;
      if (take) {
        BOOST_TEST(st["phase"] == "take-event", "case " << n << " " << reading);
        BOOST_TEST(Texts(*s) == kTakeAll, "case " << n << " " << reading);
      } else {
        BOOST_TEST(st["phase"] == "event-choose", "case " << n << " " << reading);
        BOOST_TEST(Texts(*s) == (Strings{"event:E0", "event:E1", "event:E2"}), "case " << n << " " << reading);
        BOOST_TEST(Total(st["completed"]) == 0, "case " << n << " " << reading);
      }
    }
  }
}

// ---- ns.take-event-source (the Baroness; the Interloper: taking_a_face_down_event_reveals_it_by_card_counts) --

// BARONESS: "If there are two identical face up Events, take one Event." E0 and E1 show face-up Battles; E2
// is face down {coronation 1, feast 1}. any-top: any Event deck's top, face-down ones included: E0, E1, E2;
// taking E2 reveals its top, 1/2 each, and the Feast is Completed (E2 keeps {coronation 1}). face-up-top:
// only the face-up decks: E0, E1; taking E0 completes its Battle, E0 = feast.
PEERAGE_ASSERTS_READING(a_baroness_takes_a_face_down_event_only_under_any_top, "ns.take-event-source", "any-top",
                        "face-up-top");
BOOST_AUTO_TEST_CASE(a_baroness_takes_a_face_down_event_only_under_any_top) {
  for (const std::string reading : {"any-top", "face-up-top"}) {
    auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"veteran", "debutante"}), Deck({"archivist", "veteran"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Down({{"coronation", 1}, {"feast", 1}})},
                    .settings = {{"ns.take-event-source", reading}}});
    s->ApplyActionText("court:N0");
    if (reading == "face-up-top") {
      BOOST_TEST(Texts(*s) == (Strings{"take-event:E0", "take-event:E1"}));
      s->ApplyActionText("take-event:E0");
      const Json st = St(*s);
      BOOST_TEST(st["completed"] == (Json{{"battle", 1}}));
      BOOST_TEST(DeckOf(st, "E0") == Deck({"feast"}));
      BOOST_TEST(st["phase"] == "event-choose");
      continue;
    }
    BOOST_TEST(Texts(*s) == kTakeAll);
    s->ApplyActionText("take-event:E2");
    BOOST_TEST(Outcomes(*s) == (Strings{"draw:coronation 1/2", "draw:feast 1/2"}));
    s->ApplyActionText("draw:feast");
    const Json st = St(*s);
    BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
    BOOST_TEST(DeckOf(st, "E2") == Down({{"coronation", 1}}));
    BOOST_TEST(st["phase"] == "event-choose");
  }
}

// ---- ns.unmet-requirement ----------------------------------------------------------------------------

// EXPANSION: "Discard one Noble for each Expansion you have (including this one)." With 3 Completed: 4. The
// Noble decks hold one card each (shade, veteran, debutante): 3 Nobles, 3 < 4. After the three takes no Noble
// can be taken and the Requirement is not met: only "finish". complete-anyway: the Expansion is Completed
// anyway (expansion 3 + 1 = 4, score 4), E0 = battle; not-completed: the three Nobles stay Deceased (each kind
// + 1 under both), the Expansion stays on E0 (E0 = battle, expansion), score 3. A silent-rule finding names
// the reading used. The Noble decks are empty: Downfall ends the game under both.
PEERAGE_ASSERTS_READING(an_expansion_that_cannot_be_met_by_reading, "ns.unmet-requirement", "complete-anyway",
                        "not-completed");
BOOST_AUTO_TEST_CASE(an_expansion_that_cannot_be_met_by_reading) {
  for (const std::string reading : {"complete-anyway", "not-completed"}) {
    auto s = Build({.nobles = {Deck({"shade"}), Deck({"veteran"}), Deck({"debutante"})},
                    .events = {Deck({"battle", "expansion"}), Deck({"feast"}), Deck({"coronation"})},
                    .completed = {{"expansion", 3}}, .phase = "event-choose",
                    .settings = {{"ns.unmet-requirement", reading}}});
    const Json before = St(*s);
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N1", "take:N2"}));
    s->ApplyActionText("take:N0");
    BOOST_TEST(Texts(*s) == (Strings{"take:N1", "take:N2"}));  // 1 < 4: no finish, N0 is empty
    Play(*s, {"take:N1", "take:N2"});
    BOOST_TEST(Texts(*s) == Strings{"finish"});
    s->ApplyActionText("finish");
    const Json st = St(*s);
    for (const char* k : {"shade", "veteran", "debutante"})
      BOOST_TEST(Count(st["deceased"], k) == Count(before["deceased"], k) + 1, k);
    BOOST_TEST_REQUIRE(s->Findings().size() == 1u);
    BOOST_TEST((s->Findings()[0].kind == FindingKind::kSilent));
    BOOST_TEST(s->Findings()[0].interpretation == "ns.unmet-requirement=" + reading);
    BOOST_TEST(s->IsTerminal());
    if (reading == "complete-anyway") {
      BOOST_TEST(st["completed"] == (Json{{"expansion", 4}}));
      BOOST_TEST(DeckOf(st, "E0") == Deck({"battle"}));
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{4});
    } else {
      BOOST_TEST(st["completed"] == (Json{{"expansion", 3}}));
      BOOST_TEST(DeckOf(st, "E0") == Deck({"battle", "expansion"}));
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{3});
    }
  }
}

// ---- ns.debutante-feast under not-completed ----------------------------------------------------------------

// FEAST: "Discard the top Noble of each Noble deck"; DEBUTANTE: "This is never discarded for a FEAST." N1's top
// is a Debutante. Both readings offer take:N0, take:N2 only (never the Debutante); after N0, only take:N2; after
// N2 only "finish". skip-deck: N1 is skipped, the Feast is met by the other two: Completed feast 1, E0 =
// battle, no finding. feast-fails: the Feast cannot be met; with ns.unmet-requirement=not-completed it stays on
// E0 (battle, feast), Completed nothing, one silent-rule finding; the Baroness and the Veteran stay Deceased
// (+1 each under both). No deck is empty: turn 5 -> 6 under both.
PEERAGE_ASSERTS_READING(a_feast_under_a_debutante_top_not_completed_by_reading, "ns.debutante-feast", "skip-deck",
                        "feast-fails");
BOOST_AUTO_TEST_CASE(a_feast_under_a_debutante_top_not_completed_by_reading) {
  for (const std::string reading : {"skip-deck", "feast-fails"}) {
    auto s = Build({.nobles = {Deck({"shade", "baroness"}), Deck({"shade", "debutante"}), Deck({"shade", "veteran"})},
                    .events = {Deck({"battle", "feast"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose",
                    .settings = {{"ns.debutante-feast", reading}, {"ns.unmet-requirement", "not-completed"}}});
    const Json before = St(*s);
    s->ApplyActionText("event:E0");
    BOOST_TEST(Texts(*s) == (Strings{"take:N0", "take:N2"}));
    s->ApplyActionText("take:N0");
    BOOST_TEST(Texts(*s) == Strings{"take:N2"});
    s->ApplyActionText("take:N2");
    BOOST_TEST(Texts(*s) == Strings{"finish"});
    s->ApplyActionText("finish");
    const Json st = St(*s);
    BOOST_TEST(Count(st["deceased"], "baroness") == Count(before["deceased"], "baroness") + 1);
    BOOST_TEST(Count(st["deceased"], "veteran") == Count(before["deceased"], "veteran") + 1);
    BOOST_TEST(Top(st, "N1") == "debutante");
    BOOST_TEST(st["phase"] == "court");
    BOOST_TEST(st["turn"] == 6);
    if (reading == "skip-deck") {
      BOOST_TEST(st["completed"] == (Json{{"feast", 1}}));
      BOOST_TEST(DeckOf(st, "E0") == Deck({"battle"}));
      BOOST_TEST(s->Findings().empty());
    } else {
      BOOST_TEST(Total(st["completed"]) == 0);
      BOOST_TEST(DeckOf(st, "E0") == Deck({"battle", "feast"}));
      BOOST_TEST_REQUIRE(s->Findings().size() == 1u);
      BOOST_TEST(s->Findings()[0].interpretation == "ns.unmet-requirement=not-completed");
    }
  }
}

// ---- ns.shade-beneath --------------------------------------------------------------------------------

// SHADE Effect: "If this is discarded for an Event, discard the Noble beneath it as well." Effects follow
// completion.
//   (1) A Battle: the Shade from N0 = veteran, baroness, shade, then N1's and N2's tops (three in any
//       combination). The card beneath the Shade (the Baroness) was not taken: both readings discard it:
//       N0 = veteran, Deceased baroness + 1.
//   (2) A Coronation: the Shade and then the Baroness beneath it, both from N0 = veteran, veteran, baroness,
//       shade. current-top: "beneath it" is now the top Veteran: N0 = veteran, Deceased veteran + 1;
//       none-if-taken: the card beneath was discarded for the Event, nothing more: N0 = veteran, veteran.
// No deck is empty: a new turn under both.
PEERAGE_ASSERTS_READING(the_noble_beneath_a_shade_by_reading, "ns.shade-beneath", "current-top", "none-if-taken");
BOOST_AUTO_TEST_CASE(the_noble_beneath_a_shade_by_reading) {
  for (const std::string reading : {"current-top", "none-if-taken"}) {
    auto s = Build({.nobles = {Deck({"veteran", "baroness", "shade"}), Deck({"shade", "debutante"}), Deck({"shade", "archivist"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.shade-beneath", reading}}});
    const Json before = St(*s);
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
    const Json st = St(*s);
    BOOST_TEST(DeckOf(st, "N0") == Deck({"veteran"}), reading);
    BOOST_TEST(Count(st["deceased"], "baroness") == Count(before["deceased"], "baroness") + 1, reading);
    BOOST_TEST(st["phase"] == "court");

    s = Build({.nobles = {Deck({"veteran", "veteran", "baroness", "shade"}), Deck({"shade", "debutante"}),
                          Deck({"shade", "archivist"})},
               .events = {Deck({"feast", "coronation"}), Deck({"battle"}), Deck({"expansion"})},
               .phase = "event-choose", .settings = {{"ns.shade-beneath", reading}}});
    const Json before2 = St(*s);
    Play(*s, {"event:E0", "take:N0", "take:N0", "finish"});
    const Json st2 = St(*s);
    const bool current = reading == "current-top";
    BOOST_TEST(DeckOf(st2, "N0") == (current ? Deck({"veteran"}) : Deck({"veteran", "veteran"})), reading);
    BOOST_TEST(Count(st2["deceased"], "veteran") == Count(before2["deceased"], "veteran") + (current ? 1 : 0));
    BOOST_TEST(Count(st2["deceased"], "baroness") == Count(before2["deceased"], "baroness") + 1);
    BOOST_TEST(st2["completed"] == (Json{{"coronation", 1}}));
    BOOST_TEST(st2["phase"] == "court");
  }
}

// ---- ns.effect-chain -----------------------------------------------------------------------------------

// "Follow any applicable Effects of any discarded Nobles." A Battle: the Shade from N0, the Debutante from
// N1, the Construct from N2 (three in any combination). SHADE Effect: "discard the Noble beneath it as well".
//   (1) N0 = veteran, baroness, shade, shade: the Shade's Effect discards the second Shade (N0 = veteran,
//       baroness). none: that Shade has no Effect: Deceased shade + 2, baroness + 0. chain: its Effect
//       discards the Baroness beneath it too: N0 = veteran, baroness + 1.
//   (2) N0 = veteran, archivist, shade; E1 = coronation, battle (face up). The Shade's Effect discards the
//       Archivist. none: nothing more, Completed battle 1 (the Battle itself), E1 unchanged. chain: the
//       Archivist's Effect "gain all face up Events of that type" gains E1's Battle: battle 2, E1 = coronation.
// No deck is empty afterwards (N0, N1, N2 = veteran): a new turn under both.
PEERAGE_ASSERTS_READING(effects_of_nobles_discarded_by_effects_by_reading, "ns.effect-chain", "none", "chain");
BOOST_AUTO_TEST_CASE(effects_of_nobles_discarded_by_effects_by_reading) {
  for (const std::string reading : {"none", "chain"}) {
    auto s = Build({.nobles = {Deck({"veteran", "baroness", "shade", "shade"}), Deck({"veteran", "debutante"}),
                               Deck({"veteran", "construct"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.effect-chain", reading}}});
    const Json before = St(*s);
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2"});
    BOOST_TEST(Texts(*s) == Strings{"finish"});
    s->ApplyActionText("finish");
    const Json st = St(*s);
    BOOST_TEST(Count(st["deceased"], "shade") == Count(before["deceased"], "shade") + 2);
    BOOST_TEST(Count(st["deceased"], "baroness") == Count(before["deceased"], "baroness") + (reading == "chain" ? 1 : 0));
    BOOST_TEST(DeckOf(st, "N0") == (reading == "chain" ? Deck({"veteran"}) : Deck({"veteran", "baroness"})));
    BOOST_TEST(st["completed"] == (Json{{"battle", 1}}));
    BOOST_TEST(st["phase"] == "court");
  }
  for (const std::string reading : {"none", "chain"}) {
    auto s = Build({.nobles = {Deck({"veteran", "archivist", "shade"}), Deck({"veteran", "debutante"}),
                               Deck({"veteran", "construct"})},
                    .events = {Deck({"feast", "battle"}), Deck({"coronation", "battle"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.effect-chain", reading}}});
    const Json before = St(*s);
    Play(*s, {"event:E0", "take:N0", "take:N1", "take:N2", "finish"});
    const Json st = St(*s);
    BOOST_TEST(DeckOf(st, "N0") == Deck({"veteran"}));
    BOOST_TEST(Count(st["deceased"], "archivist") == Count(before["deceased"], "archivist") + 1);
    BOOST_TEST(st["completed"] == (Json{{"battle", reading == "chain" ? 2 : 1}}));
    BOOST_TEST(DeckOf(st, "E1") == (reading == "chain" ? Deck({"coronation"}) : Deck({"coronation", "battle"})));
    BOOST_TEST(DeckOf(st, "E0") == Deck({"feast"}));
    BOOST_TEST(st["phase"] == "court");
  }
}

// ---- ns.interloper-others: on the tops, repeatedly ----------------------------------------------------------

// INTERLOPER Effect: "discard all other Interlopers as well". A Battle: the Interloper from N0 (N0 = construct
// left), then the Debutante and the Baroness from N2 (N2 = veteran left). The two other Interlopers are on N1.
//   (a) N1 = baroness, interloper, interloper (both on top, one under the other): tops-only discards the top
//       one, then the one now on top (repeatedly): N1 = baroness; anywhere: the same. Deceased interloper
//       0 + 1 taken + 2 = 3 under both.
//   (b) N1 = interloper, baroness, interloper: tops-only discards the top one and stops at the Baroness: N1 =
//       interloper, baroness, Deceased 1 + 1 = 2; anywhere: both: N1 = baroness, 3.
PEERAGE_ASSERTS_READING(other_interlopers_on_the_tops_repeatedly_or_anywhere, "ns.interloper-others", "anywhere",
                        "tops-only");
BOOST_AUTO_TEST_CASE(other_interlopers_on_the_tops_repeatedly_or_anywhere) {
  const std::vector<std::pair<Strings, int>> n1s = {{{"baroness", "interloper", "interloper"}, 0},
                                                   {{"interloper", "baroness", "interloper"}, 1}};
  for (const auto& [n1, buried] : n1s)
    for (const std::string reading : {"anywhere", "tops-only"}) {
      auto s = Build({.nobles = {Deck({"construct", "interloper"}), Deck(n1), Deck({"veteran", "baroness", "debutante"})},
                      .events = {Deck({"feast", "battle"}), Deck({"coronation"}), Deck({"expansion"})},
                      .phase = "event-choose", .settings = {{"ns.interloper-others", reading}}});
      BOOST_TEST(Count(St(*s)["deceased"], "interloper") == 0);
      Play(*s, {"event:E0", "take:N0", "take:N2", "take:N2", "finish"});
      const Json st = St(*s);
      const bool stops = reading == "tops-only" && buried == 1;
      BOOST_TEST(Count(st["deceased"], "interloper") == (stops ? 2 : 3), reading << " " << buried);
      BOOST_TEST(DeckOf(st, "N1") == (stops ? Deck({"interloper", "baroness"}) : Deck({"baroness"})), reading);
      BOOST_TEST(DeckOf(st, "N0") == Deck({"construct"}));
      BOOST_TEST(DeckOf(st, "N2") == Deck({"veteran"}));
      BOOST_TEST(st["phase"] == "court");
    }
}

// ---- ns.archivist-another ------------------------------------------------------------------------------

// ARCHIVIST: "Use another Noble Ability." No Event is Completed, so the Court's Archivist goes straight to
// the choice of Ability (archivist-ability phase).
//   (1) Deceased after the Court: shade 1, baroness 2, archivist 1 (the one courted).
//       other-type: the six other kinds, shade .. debutante; deceased-type: the non-Archivist kinds in the
//       Deceased pile: shade, baroness; any-type: all seven, the Archivist included.
//   (2) Deceased after the Court: archivist 1 only. other-type: the six; any-type: the seven; deceased-type:
//       no non-Archivist kind is Deceased, so nothing to use: the Event step follows at once.
PEERAGE_ASSERTS_READING(abilities_an_archivist_may_use_by_reading, "ns.archivist-another", "other-type",
                        "deceased-type", "any-type");
BOOST_AUTO_TEST_CASE(abilities_an_archivist_may_use_by_reading) {
  const Strings six = {"ability:shade", "ability:interloper", "ability:construct", "ability:baroness",
                       "ability:veteran", "ability:debutante"};
  Strings seven = six;
  seven.push_back("ability:archivist");
  for (const bool empty : {false, true})
    for (const std::string reading : {"other-type", "deceased-type", "any-type"}) {
      auto s = Build({.nobles = {Deck({"shade", "archivist"}), Deck({"debutante", "baroness"}), Deck({"veteran", "shade"})},
                      .events = {Deck({"feast", "battle"}), Deck({"battle", "coronation"}), Deck({"expansion", "feast"})},
                      .deceased = empty ? Json::object() : Json{{"shade", 1}, {"baroness", 2}}, .pad = 0,
                      .settings = {{"ns.archivist-another", reading}}});
      s->ApplyActionText("court:N0");
      const Json st = St(*s);
      BOOST_TEST(Count(st["deceased"], "archivist") == 1);
      BOOST_TEST(Total(st["deceased"]) == (empty ? 1 : 4));
      if (reading == "deceased-type" && empty) {
        BOOST_TEST(st["phase"] == "event-choose");
        continue;
      }
      BOOST_TEST(st["phase"] == "archivist-ability", reading);
      if (reading == "other-type") BOOST_TEST(Texts(*s) == six);
      if (reading == "any-type") BOOST_TEST(Texts(*s) == seven);
      if (reading == "deceased-type") BOOST_TEST(Texts(*s) == (Strings{"ability:shade", "ability:baroness"}));
    }
}

// ---- ns.turn-cap --------------------------------------------------------------------------------------

// The turn cap (a modelling choice: "stop after 60 turns" / "after 200 turns, with a livelock finding"). A
// Coronation from N0 (the Veteran, then the Baroness beneath) leaves no deck empty, so NEWYEAR would begin
// another turn. At turn t the game stops (terminal, score 1, a livelock finding naming the reading) iff t >=
// the cap: cap-60: t = 59 goes on to turn 60, t = 60 stops; cap-200: t = 60 goes on to 61, t = 199 to 200,
// t = 200 stops.
PEERAGE_ASSERTS_READING(the_turn_cap_stops_play_after_its_turn, "ns.turn-cap", "cap-60", "cap-200");
BOOST_AUTO_TEST_CASE(the_turn_cap_stops_play_after_its_turn) {
  const std::vector<std::pair<std::string, int>> cases = {{"cap-60", 59}, {"cap-60", 60}, {"cap-200", 60},
                                                          {"cap-200", 199}, {"cap-200", 200}};
  for (const auto& [reading, turn] : cases) {
    auto s = Build({.nobles = {Deck({"shade", "baroness", "veteran"}), Deck({"shade", "veteran"}), Deck({"shade", "debutante"})},
                    .events = {Deck({"feast", "coronation"}), Deck({"battle"}), Deck({"expansion"})},
                    .phase = "event-choose", .settings = {{"ns.turn-cap", reading}}, .turn = turn});
    Play(*s, {"event:E0", "take:N0", "take:N0", "finish"});
    const Json st = St(*s);
    const bool stops = turn >= (reading == "cap-60" ? 60 : 200);
    BOOST_TEST(s->IsTerminal() == stops, reading << " turn " << turn);
    BOOST_TEST(Total(st["completed"]) == 1);
    BOOST_TEST(DeckOf(st, "N0") == Deck({"shade"}));
    if (stops) {
      BOOST_TEST_REQUIRE(s->Findings().size() == 1u);
      BOOST_TEST((s->Findings()[0].kind == FindingKind::kLivelock));
      BOOST_TEST(s->Findings()[0].interpretation == "ns.turn-cap=" + reading);
      BOOST_TEST(st["turn"] == turn);
      BOOST_TEST(s->Scores() == std::vector<std::int64_t>{1});
    } else {
      BOOST_TEST(s->Findings().empty());
      BOOST_TEST(st["phase"] == "court");
      BOOST_TEST(st["turn"] == turn + 1);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
