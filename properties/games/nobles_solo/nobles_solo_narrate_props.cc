// Nobles (solo)'s narrator (ns_narrate.cc, ns_narrate_picture.cc): every action kind and every public-state
// field told in the rulebook's words (shared/rulebooks/nobles-solo.txt), each expected sentence written
// here by hand from the card texts and the TURN ORDER card; the small pictures of two positions; and the
// positions no table could reach. States are hand-built (ns_test::Build: canonical JSON loaded with
// StateFromJson, invariants checked) or dealt from the start, then played with fixed action texts.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/narrator_readings.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "properties/games/nobles_solo/nobles_solo_fixtures.h"
#include "properties/narration_cases.h"

using namespace peerage;
using ns_test::Build;
using ns_test::Deck;
using ns_test::Down;
using ns_test::Play;
using ns_test::Spec;
using ns_test::Strings;
using peerage::test::ActionCase;
using peerage::test::FieldCase;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("nobles-solo"); }

Json Public(const State& s) { return WithPublicDefaults(PublicSchemaOf(Info()), Info().public_state(s)); }

// The public state after `texts` from the hand-built `spec`.
Json After(const Spec& spec, const Strings& texts) {
  auto s = Build(spec);
  Play(*s, texts);
  return Public(*s);
}

// Three Noble decks with the tops Baroness (N0), Veteran (N1), Shade (N2); Event tops Coronation (E0),
// Battle (E1), Expansion (E2). Every Noble in no deck is Deceased (Shade 3, Interloper 3, Construct 3,
// Baroness 3, Veteran 3, Debutante 3, Archivist 3), every Event in no deck out of the game; turn 5.
Spec Court(const Json& n0 = Deck({"shade", "baroness"})) {
  return Spec{.nobles = {n0, Deck({"debutante", "veteran"}), Deck({"archivist", "shade"})},
              .events = {Deck({"battle", "coronation"}), Deck({"feast", "battle"}), Deck({"expansion"})}};
}

// The deal that always gives the first kind left (kind order), as nobles_solo_rules_props.cc builds it:
// N0 bottom to top 5 Shades, 3 Interlopers, a Construct; N1 2 Constructs, 4 Baronesses, 3 Veterans; N2 a
// Veteran, 4 Debutantes, 4 Archivists; E0 6 Battles, 2 Coronations; E1 4 Coronations, 4 Feasts; E2 2
// Feasts, 6 Expansions. Turn 1, the Court.
std::unique_ptr<State> FirstKindDeal(int deals = 51, const std::map<std::string, std::string>& settings = {}) {
  auto s = NewGame(GameConfig{"nobles-solo", 1, settings});
  for (int i = 0; i < deals; ++i) s->ApplyAction(s->ChanceOutcomes().front().action);
  return s;
}

std::vector<ActionCase> ActionCases() {
  const Json court = After(Court(), {});
  const Json debutante = After(Court(Deck({"shade", "debutante"})), {"court:N0"});
  Spec archivist = Court(Deck({"shade", "archivist"}));
  archivist.completed = {{"battle", 1}};
  Spec veteran_battle = Court(Deck({"shade", "veteran"}));
  veteran_battle.nobles[1] = Deck({"debutante", "veteran"});
  veteran_battle.events[0] = Deck({"coronation", "battle"});
  veteran_battle.phase = "event-choose";
  Spec expansion = Court(Deck({"shade", "baroness"}));
  expansion.phase = "event-choose";
  Spec face_down = Court();
  face_down.nobles[1] = Down({{"construct", 1}, {"debutante", 2}});
  return {
      // Setup (the NOBLES and EVENTS backs): the deal fills N0 first, then the Event decks from E0.
      {Public(*FirstKindDeal(0)), "draw:shade", -1,
       "the shuffled Noble cards deal a Shade, face up onto Noble deck N0"},
      {Public(*FirstKindDeal(27)), "draw:battle", -1,
       "the shuffled Event cards deal a Battle, face up onto Event deck E0"},
      // 1. COURT: "Discard one card from the top of a Noble deck. Follow its Ability."
      {court, "court:N0", 0, "p0 discards the Baroness from the top of Noble deck N0 for the Court"},
      // VETERAN: "Do not discard this Noble. Instead, move it to the top of another deck."
      {court, "court:N1", 0,
       "p0 takes the Veteran from the top of Noble deck N1 for the Court, to move it to the top of another deck"},
      {After(Court(), {"court:N1"}), "place:N0", 0, "p0 moves the Veteran to the top of Noble deck N0"},
      // SHADE: "Move one Deceased Noble to the top of the deck this was discarded from."
      {After(Court(), {"court:N2"}), "raise:veteran", 0,
       "p0 moves a Deceased Veteran to the top of Noble deck N2, where the Shade came from"},
      // INTERLOPER: "If there are three different Nobles, take one Event (ignoring its requirements)": the
      // tops are then Baroness (N0, beneath the Interloper), Veteran, Shade.
      {After(Court(Deck({"baroness", "interloper"})), {"court:N0"}), "take-event:E1", 0,
       "p0 takes the Battle from the top of Event deck E1, ignoring its Requirements"},
      // CONSTRUCT: "Add one random deceased Noble to the top of two different Noble decks."
      {After(Court(Deck({"shade", "construct"})), {"court:N0"}), "place:N1", 0,
       "p0 chooses Noble deck N1 to get a random Deceased Noble on top (Construct)"},
      {After(Court(Deck({"shade", "construct"})), {"court:N0", "place:N1"}), "draw:veteran", -1,
       "the random Deceased Noble is a Veteran, added to the top of Noble deck N1"},
      // DEBUTANTE: "You may shuffle each Event deck. You may shuffle each Noble deck." (E0 asked first)
      {debutante, "shuffle:E0", 0, "p0 shuffles Event deck E0 for the Debutante, flipping it face down"},
      {debutante, "keep:E0", 0, "p0 chooses not to shuffle Event deck E0 (Debutante)"},
      // ARCHIVIST: "Replace the top card of an Event deck with a Completed Event. Use another Noble Ability."
      {After(archivist, {"court:N0"}), "restore:battle", 0,
       "p0 chooses a Completed Battle to put back on top of an Event deck (Archivist)"},
      {After(archivist, {"court:N0", "restore:battle"}), "replace:E2", 0,
       "p0 replaces the Expansion on top of Event deck E2 with the Completed Battle"},
      {After(archivist, {"court:N0", "restore:battle", "replace:E2"}), "ability:shade", 0,
       "p0 uses the Shade Ability through the Archivist"},
      // 2. EVENT: "Choose the top Event of an Event deck. Check its Requirements and discard ..."
      {After(Court(), {"court:N0"}), "event:E0", 0,
       "p0 chooses the Coronation on top of Event deck E0 for the Event step"},
      {After(Court(), {"court:N0", "event:E0"}), "take:N1", 0,
       "p0 discards the Veteran from the top of Noble deck N1 for the Coronation"},
      // CORONATION: "Discard two Nobles from a single deck": two from N1 meet it.
      {After(Court(), {"court:N0", "event:E0", "take:N1", "take:N1"}), "finish", 0,
       "p0 has discarded the Nobles the Coronation asks for and completes it"},
      // N0's last Noble taken: no second Noble from that deck is left.
      {After(Court(), {"court:N0", "event:E0", "take:N0"}), "finish", 0,
       "p0 can discard no more Nobles for the Coronation, short of its Requirements"},
      // BARONESS: "If this is discarded for an EXPANSION, it counts as three Nobles."
      {After(expansion, {"event:E2"}), "take:N0", 0,
       "p0 discards the Baroness from the top of Noble deck N0 for the Expansion, where it counts as three Nobles"},
      // VETERAN Effect: "If this is discarded for a BATTLE, move it to the top of a deck and shuffle that deck."
      {After(veteran_battle, {"event:E0", "take:N0", "take:N1", "finish"}), "place:N2", 0,
       "p0 moves a Deceased Veteran to the top of Noble deck N2 and shuffles that deck face down"},
      // A shuffled deck is face down: its top is turned over when it is needed.
      {After(face_down, {}), "court:N1", 0,
       "p0 chooses Noble deck N1 for the Court; its top card is turned over first"},
      {After(face_down, {"court:N1"}), "draw:debutante", -1,
       "the top card of face-down Noble deck N1 is turned over: a Debutante"},
  };
}

BOOST_AUTO_TEST_SUITE(nobles_solo_narrate)

BOOST_AUTO_TEST_CASE(fields_are_the_schema_leaves_and_kinds_the_engine_actions) {
  const Narrator& n = Info().narrator;
  const std::vector<std::string> leaves = SchemaLeafPatterns(PublicSchemaOf(Info()));
  BOOST_TEST(
      (std::set<std::string>(n.fields.begin(), n.fields.end()) == std::set<std::string>(leaves.begin(), leaves.end())));
  BOOST_TEST(n.fields.size() == 93u);  // 2 + pool 11 + 2 x (cards + hidden 11 + face_down + unseen) + 3 x 11
                                       // + this_turn 16 + constructs_ever + discarded + effects
  BOOST_TEST(n.action_kinds == (Strings{"draw", "court", "event", "take", "finish", "raise", "take-event", "place",
                                        "shuffle", "keep", "restore", "replace", "ability"}));
}

// Under ns.face-up-decks=tops-only a face-up deck shows its top only: once the Court takes N0's top, its
// new top (one of the unseen Nobles) is seen.
BOOST_AUTO_TEST_CASE(tops_only_uncovers_the_new_top) {
  auto s = FirstKindDeal(6, {{"ns.face-up-decks", "tops-only"}});
  s->ApplyActionText("court:N0");
  BOOST_TEST(Info().narrator.action(Public(*s), "draw:interloper", -1) ==
             "the new top card of Noble deck N0 is seen: an Interloper");
}

// Unknown kinds never throw and are told plainly.
BOOST_AUTO_TEST_CASE(unknown_actions_are_told_plainly) {
  const Json court = After(Court(), {});
  BOOST_TEST(Info().narrator.action(court, "unknown:7", 0) == "p0 makes a choice");
  BOOST_TEST(Info().narrator.action(court, "draw:?", -1) == "chance gives a card");
}

// ---- Fields ----

struct KindWords {
  std::string kind, title, plural;
  // N1 (face down, 1 Construct and 2 Debutantes in unknown order) with one more of the kind.
  std::string hidden_noble;
  // Deceased {2 Veterans} with one more; Completed {1 Feast} with one more.
  std::string deceased, completed;
};

const std::vector<KindWords>& Kinds() {
  static const std::vector<KindWords> kinds = {
      {"shade", "Shade", "Shades", "1 Shade, 1 Construct and 2 Debutantes", "1 Shade and 2 Veterans",
       "1 Shade and 1 Feast"},
      {"interloper", "Interloper", "Interlopers", "1 Interloper, 1 Construct and 2 Debutantes",
       "1 Interloper and 2 Veterans", "1 Interloper and 1 Feast"},
      {"construct", "Construct", "Constructs", "2 Constructs and 2 Debutantes", "1 Construct and 2 Veterans",
       "1 Construct and 1 Feast"},
      {"baroness", "Baroness", "Baronesses", "1 Construct, 1 Baroness and 2 Debutantes", "1 Baroness and 2 Veterans",
       "1 Baroness and 1 Feast"},
      {"veteran", "Veteran", "Veterans", "1 Construct, 1 Veteran and 2 Debutantes", "3 Veterans",
       "1 Veteran and 1 Feast"},
      {"debutante", "Debutante", "Debutantes", "1 Construct and 3 Debutantes", "2 Veterans and 1 Debutante",
       "1 Debutante and 1 Feast"},
      {"archivist", "Archivist", "Archivists", "1 Construct, 2 Debutantes and 1 Archivist",
       "2 Veterans and 1 Archivist", "1 Archivist and 1 Feast"},
      {"battle", "Battle", "Battles", "1 Construct, 2 Debutantes and 1 Battle", "2 Veterans and 1 Battle",
       "1 Battle and 1 Feast"},
      {"coronation", "Coronation", "Coronations", "1 Construct, 2 Debutantes and 1 Coronation",
       "2 Veterans and 1 Coronation", "1 Coronation and 1 Feast"},
      {"feast", "Feast", "Feasts", "1 Construct, 2 Debutantes and 1 Feast", "2 Veterans and 1 Feast", "2 Feasts"},
      {"expansion", "Expansion", "Expansions", "1 Construct, 2 Debutantes and 1 Expansion",
       "2 Veterans and 1 Expansion", "1 Feast and 1 Expansion"},
  };
  return kinds;
}

// The Court position with N1 face down (1 Construct, 2 Debutantes in unknown order): turn 5, the Court.
Json FieldBase() {
  Spec spec = Court(Deck({"shade", "baroness"}));
  spec.nobles[1] = Down({{"construct", 1}, {"debutante", 2}});
  return After(spec, {});
}

std::vector<FieldCase> FieldCases() {
  const Json base = FieldBase();
  std::vector<FieldCase> cases;
  // `edit` changes `after` (a copy of `before`); `prepare` sets both first.
  auto add = [&](const std::string& field, auto prepare, auto edit, const std::string& expected) {
    Json before = base;
    prepare(before["state"]);
    Json after = before;
    edit(after["state"]);
    cases.push_back({field, before, after, expected});
  };
  auto none = [](Json&) {};
  add(
      "/phase", none, [](Json& s) { s["phase"] = "require"; }, "p0 is discarding Nobles for the Event's Requirements");
  add(
      "/turn", none, [](Json& s) { s["turn"] = 6; }, "it is turn 6");
  add(
      "/noble_decks/*/cards/*", none, [](Json& s) { s["noble_decks"][0]["cards"][1] = "shade"; },
      "Noble deck N0 is face up with 2 cards, from the top: 2 Shades");
  add(
      "/noble_decks/*/face_down", none, [](Json& s) { s["noble_decks"][0]["face_down"] = true; },
      "Noble deck N0 is face down with 2 cards, from the top: Baroness, Shade");
  add(
      "/noble_decks/*/unseen", none, [](Json& s) { s["noble_decks"][2]["unseen"] = 4; },
      "Noble deck N2 is face up with 6 cards, from the top: Shade, Archivist, then 4 unseen");
  add(
      "/event_decks/*/cards/*", none, [](Json& s) { s["event_decks"][2]["cards"] = Json::array(); },
      "Event deck E2 is empty");
  add(
      "/event_decks/*/face_down", none, [](Json& s) { s["event_decks"][0]["face_down"] = true; },
      "Event deck E0 is face down with 2 cards, from the top: Coronation, Battle");
  add(
      "/event_decks/*/unseen", none, [](Json& s) { s["event_decks"][0]["unseen"] = 6; },
      "Event deck E0 is face up with 8 cards, from the top: Coronation, Battle, then 6 unseen");
  for (const KindWords& k : Kinds()) {
    const std::string& kind = k.kind;
    add(
        "/pool/" + kind, none, [&](Json& s) { s["pool"][kind] = 2; }, "2 cards have never been seen: 2 " + k.plural);
    add(
        "/noble_decks/*/hidden/" + kind, none,
        [&](Json& s) { s["noble_decks"][1]["hidden"][kind] = s["noble_decks"][1]["hidden"].value(kind, 0) + 1; },
        "Noble deck N1 is face down with 4 cards in unknown order: " + k.hidden_noble);
    add(
        "/event_decks/*/hidden/" + kind, none, [&](Json& s) { s["event_decks"][1]["hidden"][kind] = 1; },
        "Event deck E1 is face up with 3 cards, from the top: Battle, Feast, then 1 in unknown order (1 " + k.title +
            ")");
    add(
        "/deceased/" + kind,
        [](Json& s) {
          s["deceased"] = {{"veteran", 2}};
        },
        [&](Json& s) { s["deceased"][kind] = s["deceased"].value(kind, 0) + 1; },
        "there are 3 Deceased Nobles: " + k.deceased);
    add(
        "/completed/" + kind,
        [](Json& s) {
          s["completed"] = {{"feast", 1}};
        },
        [&](Json& s) { s["completed"][kind] = s["completed"].value(kind, 0) + 1; },
        "p0 has 2 Completed Events (2 points): " + k.completed);
    add(
        "/removed/" + kind, [](Json& s) { s["removed"] = Json::object(); }, [&](Json& s) { s["removed"][kind] = 1; },
        "1 Event is out of the game: 1 " + k.title);
  }
  const std::vector<std::pair<std::string, std::pair<Json, std::string>>> turn = {
      {"court_deck", {"N1", "the Court Noble came from Noble deck N1 this turn"}},
      {"this_noble", {"shade", "the Noble whose Ability is followed this turn is the Shade"}},
      {"uncovering", {"E1", "the top card of Event deck E1 is being turned over"}},
      {"construct_to", {"N2", "a random Deceased Noble is being added to the top of Noble deck N2"}},
      {"construct_first", {"N0", "the Construct's first random Noble went to Noble deck N0"}},
      {"constructs_left", {1, "the Construct still adds 1 random Deceased Noble"}},
      {"waiting_action",
       {"court:N1",
        "p0 waits for the top card to be turned over before discarding the top of Noble deck N1 for the Court"}},
      {"waiting_ability", {"interloper", "the Interloper Ability waits for a face-up top card to be seen"}},
      {"debutante_next", {"E1", "the Debutante's next choice is whether to shuffle Event deck E1"}},
      {"restoring", {"battle", "the Archivist is putting a Completed Battle back on an Event deck"}},
      {"archivist_chain", {2, "2 Archivist Abilities have been followed this turn"}},
      {"baroness_pair", {"feast", "the Baroness lets p0 take one of the two face-up Feasts"}},
      {"event_deck", {"E0", "this turn's Event comes from Event deck E0"}},
      {"event", {"coronation", "the Event being completed is a Coronation"}},
      {"moving", {"veteran", "the Veteran is held, moving to the top of another deck"}},
      {"veteran_effect_from",
       {"N1", "the Veteran discarded for the Battle came from Noble deck N1, and its Effect is followed"}},
  };
  for (const auto& [member, change] : turn) {
    const Json value = change.first;
    const std::string key = member;
    add(
        "/this_turn/" + member, none, [=](Json& s) { s["this_turn"][key] = value; }, change.second);
  }
  add(
      "/constructs_ever", none, [](Json& s) { s["constructs_ever"] = 1; },
      "1 Construct has been discarded for an Event this game");
  add(
      "/discarded/*/*",
      [](Json& s) {
        s["discarded"] = Json::array({Json::array({"veteran", 0})});
      },
      [](Json& s) { s["discarded"][0][1] = 1; },
      "the Noble discarded for this Event so far is the Veteran from Noble deck N1");
  add(
      "/effects/*/*",
      [](Json& s) {
        s["effects"] = Json::array({Json::array({"shade", 0, 0})});
      },
      [](Json& s) { s["effects"][0][2] = 1; },
      "the Effect still to follow is that of the Shade from Noble deck N0, a later Noble also taken from that deck");
  return cases;
}

BOOST_AUTO_TEST_CASE(every_action_kind_and_field_is_told_in_the_rulebook_words) {
  peerage::test::CheckNarrationCases(Info(), ActionCases(), FieldCases());
}

// The way back: a member cleared, a pile emptied, a list grown to two, several fields at once.
BOOST_AUTO_TEST_CASE(differences_tell_cleared_values_and_group_by_deck) {
  const Narrator& n = Info().narrator;
  Json before = FieldBase(), after = before;
  before["state"]["this_turn"]["court_deck"] = "N1";
  before["state"]["removed"] = {{"battle", 1}};
  after["state"]["removed"] = Json::object();
  after["state"]["discarded"] = Json::array({Json::array({"shade", 0}), Json::array({"veteran", 1})});
  after["state"]["noble_decks"][0]["cards"] = Json::array({"shade"});
  after["state"]["noble_decks"][0]["face_down"] = true;
  std::vector<std::string> told;
  for (const NarratedChange& c : n.differences(before, after)) told.push_back(c.field + " | " + c.sentence);
  std::sort(told.begin(), told.end());
  BOOST_TEST(told == (Strings{
                         "/discarded | the Nobles discarded for this Event so far are the Shade from Noble deck N0 "
                         "and the Veteran from Noble deck N1",
                         "/noble_decks/* | Noble deck N0 is face down with 1 card, from the top: Shade",
                         "/removed | no Event is out of the game",
                         "/this_turn/court_deck | no Noble has been discarded for the Court yet this turn",
                     }),
             boost::test_tools::per_element());
}

// Issue 38 (pass 6: the Shade's and the Interloper's lines listed whole decks): a card that moved between a
// Noble deck and the Deceased pile is told by that card, against the other position, both ways; the value
// alone stays with the change for a reader of one position. By hand: N0 holds, bottom to top, Shade and
// Baroness (FieldBase); the Deceased pile 2 Veterans. The Baroness taken off the top and made Deceased leaves
// N0 with 1 card (the Shade on top) and 3 Deceased Nobles, in the engine's kind order "1 Baroness and 2
// Veterans". The way back puts her on top of N0 again (2 cards) and leaves 2 Deceased Nobles.
BOOST_AUTO_TEST_CASE(a_card_that_moved_is_told_by_the_card) {
  const Narrator& n = Info().narrator;
  Json before = FieldBase();
  before["state"]["deceased"] = {{"veteran", 2}};
  Json after = before;
  after["state"]["noble_decks"][0]["cards"] = Json::array({"shade"});
  after["state"]["deceased"]["baroness"] = 1;
  auto told = [&](const Json& a, const Json& b) {
    std::vector<std::string> out;
    for (const NarratedChange& c : n.differences(a, b)) out.push_back(c.field + " | " + c.sentence + " | " + c.alone);
    std::sort(out.begin(), out.end());
    return out;
  };
  BOOST_TEST(told(before, after) ==
                 (Strings{"/deceased | the Baroness is Deceased too (3 Deceased Nobles: 1 Baroness and 2 Veterans) | "
                          "there are 3 Deceased Nobles: 1 Baroness and 2 Veterans",
                          "/noble_decks/* | the Baroness is off the top of Noble deck N0 (1 card left, the Shade on top) | "
                          "Noble deck N0 is face up with 1 card, from the top: Shade"}),
             boost::test_tools::per_element());
  BOOST_TEST(told(after, before) ==
                 (Strings{"/deceased | the Baroness is not among the Deceased (2 Deceased Nobles: 2 Veterans) | "
                          "there are 2 Deceased Nobles: 2 Veterans",
                          "/noble_decks/* | Noble deck N0 has the Baroness on top (2 cards) | "
                          "Noble deck N0 is face up with 2 cards, from the top: Baroness, Shade"}),
             boost::test_tools::per_element());
  // A card taken from inside a deck (an Interloper's Effect): "out of", not "off the top of".
  Json inside = before;
  inside["state"]["noble_decks"][0]["cards"] = Json::array({"shade", "interloper", "baroness"});
  BOOST_TEST(told(inside, before).back() ==
             "/noble_decks/* | the Interloper is out of Noble deck N0 (2 cards left, the Baroness on top) | "
             "Noble deck N0 is face up with 2 cards, from the top: Baroness, Shade");
  // Three cards moved are no short list: the deck is told by its value, with nothing alone.
  Json three = before;
  three["state"]["noble_decks"][0]["cards"] = Json::array({"shade", "veteran", "veteran", "veteran", "baroness"});
  BOOST_TEST(told(three, before).back() ==
             "/noble_decks/* | Noble deck N0 is face up with 2 cards, from the top: Baroness, Shade | ");
}

// Pass 7: an Ability passed over under one reading is told as doing nothing, against the position that
// follows it ("to the best of your ability": an Ability is passed over only where it can do nothing); the
// step alone for a reader of one position. By hand: the Court Noble is a Shade; one position is at the
// Shade's step, the other at the Event step.
BOOST_AUTO_TEST_CASE(an_ability_passed_over_is_told_as_doing_nothing) {
  const Narrator& n = Info().narrator;
  Json shade = FieldBase();
  shade["state"]["phase"] = "shade";
  shade["state"]["this_turn"]["this_noble"] = "shade";
  Json event = shade;
  event["state"]["phase"] = "event-choose";
  std::vector<std::string> told;
  for (const NarratedChange& c : n.differences(shade, event))
    if (c.field == "/phase") told.push_back(c.sentence + " | " + c.alone);
  BOOST_TEST(told == (Strings{"the Shade's Ability can do nothing here, so it is the Event step: p0 is to choose the top "
                              "Event of an Event deck | it is the Event step: p0 is to choose the top Event of an Event deck"}),
             boost::test_tools::per_element());
  told.clear();
  for (const NarratedChange& c : n.differences(event, shade))  // the way back: the Ability's step, as it is
    if (c.field == "/phase") told.push_back(c.sentence + " | " + c.alone);
  BOOST_TEST(told == (Strings{"p0 is to move one Deceased Noble to the top of the Court Noble's deck (Shade Ability) | "}),
             boost::test_tools::per_element());
}

// ---- Pictures ----

BOOST_AUTO_TEST_CASE(picture_of_the_start) {
  const Narrator& n = Info().narrator;
  const Json start = Public(*FirstKindDeal());
  BOOST_TEST(n.picture(start, {}) ==
             "Turn 1, Court: p0 to act; score 0\n"
             "Noble decks, top cards: N0 Construct (9 cards), N1 Veteran (9 cards), N2 Archivist (9 cards)\n"
             "Event decks, top cards: E0 Coronation (8 cards), E1 Feast (8 cards), E2 Expansion (8 cards)\n"
             "Deceased: none; Completed: none");
  BOOST_TEST(n.picture(start, {"/noble_decks/*/cards/*"}) ==
             "Turn 1, Court: p0 to act; score 0\n"
             "N0 face up, 9 cards, from the top: Construct, 3 Interlopers, 5 Shades; "
             "N1 face up, 9 cards, from the top: 3 Veterans, 4 Baronesses, 2 Constructs; "
             "N2 face up, 9 cards, from the top: 4 Archivists, 4 Debutantes, Veteran\n"
             "Elsewhere: E0 8 cards, E1 8 cards, E2 8 cards, 0 Deceased Nobles, 0 Completed Events");
}

// The Battle of two Veterans (from N0 and N1) is completed; the first Veteran's Effect is being followed,
// the second's waits. Deceased: every Noble in no deck (Baroness 4, Veteran 2, 3 of each other kind) and
// the two Veterans discarded.
BOOST_AUTO_TEST_CASE(picture_of_a_veteran_effect) {
  Spec spec = Court(Deck({"shade", "veteran"}));
  spec.events[0] = Deck({"coronation", "battle"});
  spec.phase = "event-choose";
  const Json st = After(spec, {"event:E0", "take:N0", "take:N1", "finish"});
  BOOST_TEST(
      Info().narrator.picture(st, {"/this_turn", "/effects", "/deceased/veteran"}) ==
      "Turn 5, Event, Veteran Effect: p0 to act; score 1\n"
      "Deceased: 3 Shades, 3 Interlopers, 3 Constructs, 4 Baronesses, 4 Veterans, 3 Debutantes and 3 Archivists\n"
      "This turn: Event Battle from E0; Veteran Effect, the Veteran came from N0\n"
      "Effects still to follow: Veteran from N1\n"
      "Elsewhere: N0 1 card, N1 1 card, N2 2 cards, E0 1 card, E1 2 cards, E2 1 card, 1 Completed Event");
}

// Line counts on many positions of random games: at most 6 lines with no focus or up to 3 patterns of
// one deck or pile each, never more than 12 (everything in focus).
BOOST_AUTO_TEST_CASE(pictures_stay_small) {
  const Narrator& n = Info().narrator;
  auto lines = [](const std::string& s) { return 1 + std::count(s.begin(), s.end(), '\n'); };
  Rng rng(11);
  auto s = NewGame(GameConfig{"nobles-solo", 1, {}});
  while (!s->IsTerminal()) {
    const Json ps = Public(*s);
    BOOST_TEST(lines(n.picture(ps, {})) <= 6);
    BOOST_TEST(lines(n.picture(ps, {"/noble_decks/*/cards/*", "/this_turn"})) <= 6);
    BOOST_TEST(lines(n.picture(ps, {"/event_decks/0", "/deceased", "/discarded"})) <= 6);
    BOOST_TEST(lines(n.picture(ps, {"/"})) <= 12);
    const auto legal = s->LegalActions();
    s->ApplyAction(s->IsChance() ? SampleChance(s->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())]);
  }
  BOOST_TEST(!n.legend.empty());
}

// ---- Implausible positions ----

BOOST_AUTO_TEST_CASE(implausible_positions) {
  const Narrator& n = Info().narrator;
  const Json start = Public(*FirstKindDeal());
  BOOST_TEST(n.implausible(start) == "");
  // N0 cut down to its top Construct, its 8 other Nobles Deceased: nothing has been discarded before the
  // first Court.
  Json cut = start;
  cut["state"]["noble_decks"][0]["cards"] = Json::array({"construct"});
  cut["state"]["deceased"] = {{"shade", 5}, {"interloper", 3}};
  BOOST_TEST(n.implausible(cut) == "turn 1 before the Court with 8 Deceased Nobles");
  // E0 cut down to its top Coronation, the other 7 out of the game. Under the default
  // ns.archivist-replaced=to-completed no Event ever leaves the game (a replaced one becomes Completed): a
  // public state without readings is read under the defaults, and so is one with the default's settings.
  Json out = start;
  out["state"]["event_decks"][0]["cards"] = Json::array({"coronation"});
  out["state"]["removed"] = {{"battle", 6}, {"coronation", 1}};
  const std::string never = "7 Events are out of the game, though under ns.archivist-replaced=to-completed a "
                            "replaced Event becomes a Completed Event and none leaves the game";
  BOOST_TEST(n.implausible(out) == never);
  BOOST_TEST(n.implausible(WithReadings(out, *FirstKindDeal())) == never);
  // Under `removed` only an Archivist's replacement puts an Event out of the game, and on turn 1 there is
  // no Completed Event to put back: 7 > 9 x (1 - 1) = 0.
  auto removing = NewGame(GameConfig{"nobles-solo", 1, {{"ns.archivist-replaced", "removed"}}});
  BOOST_TEST(n.implausible(WithReadings(out, *removing)) == "turn 1 with 7 Events out of the game");
  // On turn 2 up to 9 x (2 - 1) = 9 may have left under `removed`: 7 is plausible there.
  Json later = out;
  later["state"]["turn"] = 2;
  BOOST_TEST(n.implausible(WithReadings(later, *removing)) == "");
  BOOST_TEST(n.implausible(later) == never);
  // Under ns.face-up-decks=tops-only the Court step can wait on turn 1 with a Noble already Deceased: the
  // Interloper's "three different Nobles" needs N2's new top, which is turned over first.
  auto tops = NewGame(GameConfig{"nobles-solo", 1, {{"ns.face-up-decks", "tops-only"}}});
  Play(*tops, {"draw:interloper", "draw:shade", "draw:interloper", "draw:battle", "draw:coronation", "draw:battle",
               "court:N2"});
  BOOST_TEST(n.implausible(Public(*tops)) == "");
  // A Shade gone from N0's bottom and from everywhere else.
  Json lost = start;
  lost["state"]["noble_decks"][0]["cards"].erase(0);
  BOOST_TEST(n.implausible(lost) == "4 Shades on the table, but the game has 5");
}

// ---- Random play ----

// Every position of random games under several readings: implausible says "", every legal action is told
// in a sentence free of engine words, and every difference between consecutive positions is covered.
BOOST_AUTO_TEST_CASE(random_games_are_told_and_plausible) {
  const Narrator& n = Info().narrator;
  const std::vector<std::map<std::string, std::string>> readings = {
      {},
      {{"ns.face-up-decks", "tops-only"}},
      {{"ns.archivist-replaced", "removed"}, {"ns.archivist-another", "any-type"}},
      {{"ns.debutante-choice", "all-or-nothing"}, {"ns.interloper-others", "tops-only"}, {"ns.effect-chain", "chain"}},
      {{"ns.face-up-decks", "tops-only"}, {"ns.interloper-others", "anywhere"}, {"ns.game-end", "after-each-step"}},
  };
  auto clean = [](const std::string& s) {
    if (s.empty()) return false;
    for (const char* bad : {"{", "}", "[", "]", "_", "null", "true", "false", "/"})
      if (s.find(bad) != std::string::npos) return false;
    return true;
  };
  for (const auto& settings : readings)
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      Rng rng(seed * 7919);
      auto s = NewGame(GameConfig{"nobles-solo", 1, settings});
      Json before = Public(*s);
      while (!s->IsTerminal()) {
        const std::string odd = n.implausible(WithReadings(before, *s));
        BOOST_TEST_REQUIRE(odd == "", odd << " at step " << s->Step());
        const int actor = s->IsChance() ? -1 : 0;
        for (Action a : s->LegalActions()) {
          const std::string told = n.action(before, s->ActionToString(a), actor);
          BOOST_TEST(clean(told), told);
        }
        const auto legal = s->LegalActions();
        s->ApplyAction(s->IsChance() ? SampleChance(s->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())]);
        const Json after = Public(*s);
        const std::vector<NarratedChange> changes = n.differences(before, after);
        for (const std::string& leaf : DifferingLeaves(before["state"], after["state"])) {
          bool covered = false;
          for (const NarratedChange& c : changes) covered = covered || PatternCovers(c.field, leaf);
          BOOST_TEST(covered, leaf);
        }
        for (const NarratedChange& c : changes) BOOST_TEST(clean(c.sentence), c.sentence);
        before = after;
      }
      BOOST_TEST(n.implausible(WithReadings(before, *s)) == "");
    }
}

BOOST_AUTO_TEST_SUITE_END()

}  // namespace
