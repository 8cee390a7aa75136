// Among Nobles' narrator (GameInfo::narrator, model/games/among_nobles/an_narrate*.cc): every action kind and
// every public-state field told in the rulebook's words (shared/rulebooks/among-nobles.txt), the picture of
// a position and the positions no table could reach. Every expected sentence is written by hand from the
// rulebook and the position: the states come from fixed traces on the shipped card data (cards as listed in
// among_nobles_fixtures.h and data/among-nobles/cards.json) or from hand-built positions loaded through the
// engine (Position, which checks the invariants).
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"
#include "properties/games/among_nobles/among_nobles_fixtures.h"
#include "properties/narration_cases.h"

using namespace peerage;
using namespace peerage::an_test;
using peerage::test::ActionCase;
using peerage::test::FieldCase;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("among-nobles"); }

Json Pub(const State& s) { return WithPublicDefaults(PublicSchemaOf(Info()), Info().public_state(s)); }

// `pub` with the value at `pointer` (into the inner state) replaced.
Json Edit(Json pub, const std::string& pointer, Json value) {
  pub["state"][Json::json_pointer(pointer)] = std::move(value);
  return pub;
}

// The main trace, 4 players: deck I deals Charlotte (c12, f green), Charles I (c13, m red), Fernando (c14,
// m yellow), Anne of Cleves (c15, f blue), Henri (c16, m red, 1 shield, christening: 1 gold), Ludwig (c17,
// m blue) and Isabella (c22, f red); p2 is drawn first. The last player p1 takes Christian and Benedicte
// (couple 0, group A) and gives the rival A couple George and Arianne to p3, second in player order; the
// first player p2 takes Charlemagne and Hildegard (couple 2, group B) and gives the rival Alfonso and
// Cyntia to p0. Round 1: one action token each, p2 first.
struct Trace {
  std::unique_ptr<State> s = NewGame(GameConfig{"among-nobles", 4, {}});
  Json start = Pub(*s);
  Json dealt, picking, round1, series, warfare, piety, second_warfare, child, son;
  Trace() {
    for (int c : {12, 13, 14, 15, 16, 17, 22}) s->ApplyActionText(fmt::format("draw:c{}", c));
    dealt = Pub(*s);
    s->ApplyActionText("first:p2");
    picking = Pub(*s);
    s->ApplyActionText("couple:0");
    s->ApplyActionText("couple:2");
    round1 = Pub(*s);
    s->ApplyActionText("activate:c2");
    series = Pub(*s);
    // Charlemagne's first series (warfare, piety, son) and Hildegard's (warfare, child, warfare).
    s->ApplyActionText("series:1");
    warfare = Pub(*s);
    s->ApplyActionText("war:supply>P4");  // 1 gold: p2 has none left
    piety = Pub(*s);
    s->ApplyActionText("do");  // the son birth cannot be paid and passes by; Hildegard's warfare
    second_warfare = Pub(*s);
    s->ApplyActionText("skip");
    child = Pub(*s);  // blue and red parents: Anne (f blue) or Isabella (f red); a son cannot be paid
    s->ApplyActionText("birth:c15");
    s->ApplyActionText("skip");
    // p3: George (red) and Arianne (yellow), fourth series: George's marriage (no groom) and son, then
    // Arianne's hire and intrigue. The son: Charles I, Fernando or Henri, for 1 gold.
    s->ApplyActionText("activate:c1");
    s->ApplyActionText("series:4");
    son = Pub(*s);
  }
};

const Trace& Main() {
  static const Trace t;
  return t;
}

// Sophia von Habsburg (c55, p0, unmarried) takes her fourth series (intrigue, intrigue); the first intrigue
// runs her ability: return up to 1 army (p1 has 2 in Rom, p2 1 in Sachsen), then 1 prestige.
Json SophiaReturns() {
  Position pos(4);
  pos.card(55, "owned p0 r0").armies(1, 5, 2).armies(2, 4, 1).card(27, "deck");
  auto s = pos.Load();
  for (const char* a : {"activate:c55", "series:4", "do"}) s->ApplyActionText(a);
  return Pub(*s);
}

// Felipe II (c47, p0) takes his fourth series (hire, hire: no gold; intrigue): sacrifice Anne (c15) or
// Eleanor (c24), p0's unmarried daughters, for 2 gold and 2 prestige.
Json FelipeSacrifices() {
  Position pos(4);
  pos.card(47, "owned p0 r0").card(15, "owned p0 r1").card(24, "owned p0 r1").card(27, "deck");
  auto s = pos.Load();
  for (const char* a : {"activate:c47", "series:4", "do"}) s->ApplyActionText(a);
  return Pub(*s);
}

// p0 sends Amadeus (c5) to court for 2 of his 3 gold; p1 presents Anne (c15), p2 Isabella (c22).
struct Marriage {
  Json groom, present, choose;
  Marriage() {
    Position pos(4);
    pos.card(5, "owned p0 r0").gold(0, 3).card(15, "owned p1 r1 act").card(24, "owned p1 r1").card(22, "owned p2 r0");
    pos.card(18, "owned p3 r0").card(27, "deck");
    auto s = pos.Load();
    s->ApplyActionText("activate:c5");
    s->ApplyActionText("series:4");  // marriage son
    groom = Pub(*s);
    s->ApplyActionText("groom:c5");
    present = Pub(*s);
    s->ApplyActionText("present:c15");
    s->ApplyActionText("present:c22");
    choose = Pub(*s);
  }
};

// The last turn of round 2 (p3 first): p2, with no character, is to act (as in among_nobles_upkeep_props).
Json NoCharacter() {
  Position pos(4);
  pos.sc("first", 3).sc("turn", 11).sc("actor", 2).sc("taken", 1);
  for (int p = 0; p < 4; ++p) pos.st()["players"][p]["tokens_used"] = p == 2 ? 2 : 3;
  pos.card(1, "owned p0 r0 act").card(18, "owned p1 r0 act").card(16, "owned p3 r0 act");
  for (int c = 19; c < 26; ++c) pos.card(c, "display");
  pos.card(26, "deck").card(27, "deck");
  return Pub(*pos.Load());
}

// No male heir (as in among_nobles_upkeep_props): a generational change leaves p0 with daughters only;
// deck I holds Pedro (c18, m), Beatrix (c25, f) and Johanna (c26, f). Beatrix is revealed, then Pedro
// comes; p0 weds him to Anne (c15) or Margarethe (c23) of the oldest generation.
struct Heir {
  Json first_draw, second_draw, wed;
  Heir() {
    Position pos(4);
    pos.sc("first", 0).sc("turn", 11).sc("actor", 3).sc("gc_pending", 1).sc("taken", 1);
    for (int p = 0; p < 4; ++p) pos.st()["players"][p]["tokens_used"] = p == 3 ? 2 : 3;
    pos.card(18, "deck").card(25, "deck").card(26, "deck");
    pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(15, "owned p0 r1").card(23, "owned p0 r1");
    pos.card(22, "owned p0 r2");
    pos.card(49, "owned p1 r1").card(48, "owned p2 r1").card(47, "owned p3 r1 act");
    for (int c : {12, 13, 14, 16, 17, 19, 20}) pos.card(c, "display");
    auto s = pos.Load();
    PlayTurn(*s, 47, 2);
    first_draw = Pub(*s);
    s->ApplyActionText("draw:c25");
    second_draw = Pub(*s);
    s->ApplyActionText("draw:c18");
    wed = Pub(*s);
  }
};

// Under an.first-player=fingers with 3 players: the display is dealt, then p0 is the first to show.
Json Fingers() {
  auto s = NewGame(GameConfig{"among-nobles", 3, {{"an.first-player", "fingers"}}});
  while (s->IsChance()) s->ApplyAction(s->ChanceOutcomes().front().action);
  return Pub(*s);
}

// p0 has George (c1) and 2 gold; his first series begins with a hire.
Json GeorgeHires() {
  Position pos(4);
  pos.card(1, "owned p0 r0").gold(0, 2).card(27, "deck");
  auto s = pos.Load();
  s->ApplyActionText("activate:c1");
  s->ApplyActionText("series:1");
  return Pub(*s);
}

int Lines(const std::string& text) {
  return text.empty() ? 0 : static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(among_nobles_narrate)

BOOST_AUTO_TEST_CASE(every_action_and_field_is_told_in_the_rulebooks_words) {
  const Trace& t = Main();
  const Marriage m;
  const Heir h;
  const Json sophia = SophiaReturns(), felipe = FelipeSacrifices();
  const std::vector<ActionCase> actions = {
      {t.start, "draw:c16", -1, "deck I puts Henri of Brabant (male, red) on the display line"},
      {t.dealt, "first:p2", -1, "the draw makes p2 the first player"},
      // The last player (right of p2) chooses first and gives the rival couple to the player across.
      {t.picking, "couple:0", 1,
       "p1 chooses the ancestral couple Christian af Danmark and Benedicte af Danmark and gives the rival couple "
       "George, Earl of Cumberland and Arianne of Cumberland to p3"},
      {t.round1, "activate:c2", 2, "p2 activates the couple Charlemagne and Hildegard de France"},
      {t.series, "series:1", 2,
       "p2 chooses the first action series: warfare, piety, male birth, warfare, birth and warfare"},
      {t.warfare, "war:supply>P4", 2, "p2 pays 1 gold to move an army from the supply to Sachsen"},
      {t.piety, "do", 2, "p2 takes the piety action and gains 1 prestige point"},
      {t.second_warfare, "war:P4>P5", 2, "p2 moves an army from Sachsen to Rom"},
      {t.second_warfare, "skip", 2, "p2 passes up the warfare action"},
      {t.child, "birth:c15", 2, "p2 takes Anne of Cleves (female, blue) from the display line as a daughter"},
      {t.son, "birth:c16", 3,
       "p3 takes Henri of Brabant (male, red) from the display line as a son, paying 1 gold, and adds 1 army to "
       "the supply for its shield"},
      {GeorgeHires(), "hire:piety", 0, "p0 pays 2 gold to hire an extra piety action"},
      {m.groom, "groom:c5", 0, "p0 pays 2 gold and sends Amadeus de Savoie to court as a groom"},
      {m.present, "present:c15", 1, "p1 presents Anne of Cleves at court as a bride for Amadeus de Savoie"},
      // Anne's alliance: 2 gold for the player who presented her.
      {m.choose, "bride:c15", 0,
       "p0 chooses Anne of Cleves, presented by p1, as the bride of Amadeus de Savoie; p1 gains 2 prestige points "
       "and her alliance benefit"},
      {sophia, "return:P5/p1", 0, "p0 returns one of p1's armies from Rom to p1's supply"},
      {sophia, "done", 0, "p0 returns no more armies for the ability of Sophia von Habsburg"},
      {felipe, "sacrifice:c15", 0,
       "p0 removes the unmarried daughter Anne of Cleves from the game for the ability of Felipe II de Espana"},
      {felipe, "done", 0, "p0 sacrifices no daughter for the ability of Felipe II de Espana"},
      {NoCharacter(), "pass", 2, "p2 has no character to activate and passes, using an action token"},
      {h.first_draw, "draw:c25", -1, "deck I reveals Beatrix of Brabant (female, yellow), no male heir for p0"},
      {h.second_draw, "draw:c18", -1, "deck I gives p0 a male heir, Pedro af Sverige (male, blue)"},
      {h.wed, "wed:c23", 0, "p0 chooses Margarethe af Sverige as the bride of the heir Pedro af Sverige"},
      {Fingers(), "fingers:3", 0, "p0 shows 3 fingers"},
  };
  const Json& r = t.round1;  // round 1, p2 to act, every player 1 gold, 0 prestige, 2 armies in the supply
  const std::vector<FieldCase> fields = {
      {"/phase", r, Edit(r, "/phase", "refill"), "in the upkeep phase, the display line is being refilled"},
      {"/round", r, Edit(r, "/round", 2), "it is round 2"},
      {"/first_player", r, Edit(r, "/first_player", 3), "p3 is the first player"},
      // During the finger game the field holds no first player yet (an.finger-tie's example, issue 38 grading).
      {"/first_player", Fingers(), Edit(Fingers(), "/first_player", 3), "the first player is not decided yet"},
      {"/display_card_taken", r, Edit(r, "/display_card_taken", true),
       "a card has been taken from the display line this round"},
      {"/decks_run_out/*", r, Edit(r, "/decks_run_out", {"I"}), "deck I has run out"},
      {"/generational_changes_due", r, Edit(r, "/generational_changes_due", 1), "1 generational change is due"},
      {"/generational_changes_done", r, Edit(r, "/generational_changes_done", 2),
       "2 generational changes have taken place"},
      // A card told against its place before: arriving in a family, its place (not its parents); in the same
      // place, what else differs (its parents' traits, its activation), not what stayed.
      {"/cards/*", r, Edit(r, "/cards/16", "owned p3 r1 parents:red,yellow"), "Henri of Brabant is in p3's family, in the second row"},
      {"/cards/*", Edit(r, "/cards/16", "owned p3 r1 parents:blue"), Edit(r, "/cards/16", "owned p3 r1 parents:red,yellow"),
       "Henri of Brabant is in p3's family, in the second row, born to parents of the red and yellow traits"},
      {"/cards/*", r, Edit(r, "/cards/2", "owned p2 r0 s8 act"), "Charlemagne is in p2's family, in the top row, activated this round"},
      {"/players/*/gold", r, Edit(r, "/players/0/gold", 4), "p0 has 4 gold"},
      {"/players/*/prestige", r, Edit(r, "/players/1/prestige", 2), "p1 has 2 prestige points"},
      {"/players/*/supply", r, Edit(r, "/players/3/supply", 0), "p3 has no army in the supply"},
      {"/players/*/armies/*", r, Edit(r, "/players/2/armies/5", 2), "p2 has 2 armies in Rom"},
      {"/players/*/tokens_used", r, Edit(r, "/players/2/tokens_used", 1), "p2 has used 1 action token this round"},
      // Alfonso is p0's, married to Cyntia.
      {"/activation/head", t.series, Edit(t.series, "/activation/head", "Alfonso de Aragon"),
       "p0 has activated the couple Alfonso de Aragon and Cyntia de Aragon"},
      {"/activation/reactivation", t.series, Edit(t.series, "/activation/reactivation", true),
       "the activation is a reactivation, for the leftmost action of one series only"},
      {"/activation/actions/*", t.warfare, Edit(t.warfare, "/activation/actions", {"child", "warfare"}),
       "the birth and warfare actions are left to execute, in this order"},
      {"/activation/hired", t.warfare, Edit(t.warfare, "/activation/hired", "warfare"),
       "a hired warfare action is being executed"},
      {"/activation/groom", m.present, Edit(m.present, "/activation/groom", nullptr), "no groom is at court"},
      {"/presented/*", m.present, Edit(m.present, "/presented/2", "Isabella von Bayern (sample)"),
       "p2 presents Isabella von Bayern as a bride"},
      {"/revealed", m.choose, Edit(m.choose, "/revealed", false), "the presented brides are not revealed"},
      {"/ability/card", sophia, Edit(sophia, "/ability/card", "Charlotte von Mecklenburg"),
       "the ability being carried out is that of Charlotte von Mecklenburg"},
      {"/ability/player", sophia, Edit(sophia, "/ability/player", 1), "p1 carries out the ability"},
      {"/ability/resolving", sophia, Edit(sophia, "/ability/resolving", "sacrifice"),
       "the ability waits for the choice of an unmarried daughter to remove from the game"},
      {"/ability/returned", sophia, Edit(sophia, "/ability/returned", 1), "the ability has returned 1 army so far"},
      {"/generational_change/player", h.first_draw, Edit(h.first_draw, "/generational_change/player", 1),
       "the generational change is under way in p1's family"},
      {"/generational_change/heir", h.first_draw,
       Edit(h.first_draw, "/generational_change/heir", "Pedro af Sverige (sample)"),
       "Pedro af Sverige, drawn as p0's new head of family, waits for his bride"},
      {"/fingers/shown/*", Fingers(), Edit(Fingers(), "/fingers/shown/1", 4), "p1 shows 4 fingers"},
  };
  test::CheckNarrationCases(Info(), actions, fields);
}

// Whole parts that begin or end are one sentence each: an activation, an ability.
BOOST_AUTO_TEST_CASE(an_activation_or_ability_that_begins_is_told_whole) {
  const Trace& t = Main();
  const auto changes = Info().narrator.differences(t.round1, t.series);
  auto told = [&](const std::string& field) {
    for (const NarratedChange& c : changes)
      if (c.field == field) return c.sentence;
    return std::string("(nothing)");
  };
  BOOST_TEST(told("/activation") ==
             "p2 has activated the couple Charlemagne and Hildegard de France, whose action series is still to be chosen");
  BOOST_TEST(told("/phase") == "in the activation phase, p2 is to choose an action series for Charlemagne");
  BOOST_TEST(told("/players/*") == "p2 has used 1 action token this round");
  // The cards dealt at set-up: one sentence for the seven that went to the same place.
  const auto dealt = Info().narrator.differences(t.start, t.dealt);
  BOOST_REQUIRE_EQUAL(dealt.size(), 2u);
  BOOST_TEST(dealt[0].sentence == "in set-up, the first player is being determined");
  BOOST_TEST(dealt[1].sentence ==
             "Charlotte von Mecklenburg, Charles I of England, Fernando de Toledo, Anne of Cleves, Henri of Brabant, "
             "Ludwig of Lancaster and Isabella von Bayern are on the display line");
  const Json sophia = SophiaReturns();
  const auto ended = Info().narrator.differences(sophia, Edit(sophia, "/ability", nullptr));
  BOOST_REQUIRE_EQUAL(ended.size(), 1u);
  BOOST_TEST(ended[0].sentence == "no ability is being carried out");
}

BOOST_AUTO_TEST_CASE(the_picture_shows_the_heading_and_the_focus_only) {
  const Narrator& n = Info().narrator;
  const Json& r = Main().round1;
  const std::string heading = "Round 1, first player p2: in the activation phase, p2 is to activate a character or couple";
  BOOST_TEST(n.picture(r, {"/players/*/gold"}) == heading + "\n"
                                                            "p0: 1 gold, 0 prestige, supply 2 armies || "
                                                            "p1: 1 gold, 0 prestige, supply 2 armies\n"
                                                            "p2: 1 gold, 0 prestige, supply 2 armies || "
                                                            "p3: 1 gold, 0 prestige, supply 2 armies");
  BOOST_TEST(n.picture(r, {"/cards/*"}) ==
             heading + "\n"
                       "Display line: Charlotte von Mecklenburg (f green), Charles I of England (m red), Fernando de "
                       "Toledo (m yellow), Anne of Cleves (f blue), Henri of Brabant (m red, sample), Ludwig of Lancaster (m "
                       "blue, sample), Isabella von Bayern (f red, sample)\n"
                       "Decks: I 9, II 16, III 16; 4 out of the game\n"
                       "p0: Alfonso de Aragon (m yellow)+Cyntia de Aragon (f green) || "
                       "p1: Christian af Danmark (m green)+Benedicte af Danmark (f blue)\n"
                       "p2: Charlemagne (m blue)+Hildegard de France (f red) || "
                       "p3: George, Earl of Cumberland (m red)+Arianne of Cumberland (f yellow)");
  BOOST_TEST(n.picture(SophiaReturns(), {"/activation", "/ability"}) ==
             "Round 2, first player p0: in the activation phase, p0 is carrying out the ability of Sophia von Habsburg\n"
             "Activation: p0's Sophia von Habsburg, actions left: intrigue, intrigue\n"
             "Ability: p0 carries out that of Sophia von Habsburg, returning armies (0 so far)");
  // The start position, no focus: the heading, the display and decks, the players two to a line (4 players).
  BOOST_TEST(n.picture(r, {}) == heading + "\n"
                                           "Display line: 7 cards; Decks: I 9, II 16, III 16; 4 out of the game\n"
                                           "p0: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, 2 characters || "
                                           "p1: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, 2 characters\n"
                                           "p2: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, 2 characters || "
                                           "p3: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, 2 characters");
  // The very start: nothing dealt, every ancestral couple still to be chosen.
  BOOST_TEST(n.picture(Main().start, {}) ==
             "Before the first round: in set-up, the display line is being dealt\n"
             "Display line: no card; Decks: I 16, II 16, III 16; 12 ancestral cards to choose\n"
             "p0: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, no character || "
             "p1: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, no character\n"
             "p2: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, no character || "
             "p3: 1 gold, 0 prestige, 2 armies in the supply and 0 in provinces, no character");
  for (const Json& pub : {r, Main().son, SophiaReturns(), Heir().wed}) {
    BOOST_TEST(Lines(n.picture(pub, {})) <= 6);
    BOOST_TEST(Lines(n.picture(pub, {"/cards/*", "/players/*/gold", "/activation"})) <= 12);
  }
  BOOST_TEST(n.legend.find("+: ") != std::string::npos);
  BOOST_TEST(n.legend.find("sample: a card the rulebook does not show") != std::string::npos);  // Henri, Ludwig, Isabella above
}

BOOST_AUTO_TEST_CASE(implausible_positions_say_why) {
  const Narrator& n = Info().narrator;
  const Trace& t = Main();
  BOOST_TEST(n.implausible(t.start) == "");
  BOOST_TEST(n.implausible(t.round1) == "");
  BOOST_TEST(n.implausible(t.son) == "");
  // Catherine de Castilla (c40, deck II) out of a 4-player game: only unused ancestral couples leave it.
  BOOST_TEST(n.implausible(Edit(t.round1, "/cards/40", "out")) ==
             "1 age card is out of the game, but with 4 players only unused ancestral couples leave it");
  // A generational change done while no deck has run out.
  BOOST_TEST(n.implausible(Edit(t.round1, "/generational_changes_done", 1)) ==
             "1 generational change is due or done, but no deck has run out");
  // Sibylle of Cleves (c30, deck II) born into p0's family while deck I is still drawn from.
  BOOST_TEST(n.implausible(Edit(t.round1, "/cards/30", "owned p0 r1 parents:yellow,green")) ==
             "Sibylle of Cleves of deck II has left its deck before deck I ran out");
}

BOOST_AUTO_TEST_SUITE_END()
