// Tudor readings, whole effect (issue 40 item 4): consequences a reading's catalogue description names that
// the per-reading tests (tudor_readings*_props.cc) left unasserted. Each test compares EVERY reading of its
// interpretation on one hand-built state (tudor_build in tudor_fixtures.h); expectations are derived by hand
// from shared/rulebooks/tudor.txt and td_catalogue.cc. Board numbers as in tudor_readings2_props.cc (3
// players: a Ring stand of 2 per colour, 7 rows, Scoring Cards 1+4, Scenario 3).
//   td.ring-full-hand    no-office bars "a player with five Rings": with four, the top space is entered and a
//                        Ring taken under both readings (the old test had five Rings only).
//   td.disgrace-arrange  both: a disgraced player who loses their only Ring has nothing to rearrange.
//   td.discard-to        names C, E, G and the exchange; the old test had G and the exchange: here Action E,
//                        including the card paid to skip an occupied space.
//   td.banish-space      stays-empty: the space left "is entered like a space the empty bag left empty".
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {

int RingsOf(const Json& player) {
  int n = 0;
  for (const Json& f : player["fingers"]) n += f.get<int>() >= 0;
  return n;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_reading_effects)

// td.ring-full-hand: "A player with a Ring on every finger gains an Office". p0 wears four Rings (blue, green,
// red, yellow on fingers 0-3): a finger is free, so neither reading applies and both agree. "from:c2r6" and
// "step:c2r7:red" are offered (no-office bars only "a player with five Rings"); the Office (column 2) is p0's;
// the stand, 2 of each colour less the four worn (blue, green, red, yellow 2 - 1 = 1; brown, gray, purple 2),
// still holds every colour: 7 "ring:" choices. ring:purple: purple 2 - 1 = 1 on the stand, p0 wears 4 + 1 =
// 5 Rings, and no finding is recorded.
PEERAGE_ASSERTS_READING(four_rings_take_an_office_and_a_ring_by_reading, "td.ring-full-hand", "no-ring", "no-office");
BOOST_AUTO_TEST_CASE(four_rings_take_an_office_and_a_ring_by_reading) {
  for (const std::string reading : {"no-ring", "no-office"}) {
    Json j = OfficeByG("td.ring-full-hand", reading);
    const int rings[4] = {kBlue, kGreen, kRed, kYellow};
    for (int f = 0; f < 4; ++f) RingOn(j, 0, f, rings[f]);
    auto s = Load(j);
    s->ApplyActionText("do:G");
    BOOST_TEST(LegalWith(*s, "from:") == (Texts{"from:c2r6"}), reading);
    s->ApplyActionText("from:c2r6");
    BOOST_TEST(LegalWith(*s, "step:") == (Texts{"step:c2r7:red"}), reading);
    s->ApplyActionText("step:c2r7:red");
    DrawAll(*s);
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["office"][1] == 0, reading);
    BOOST_TEST(LegalWith(*s, "ring:").size() == 7u, reading);
    s->ApplyActionText("ring:purple");
    while (s->ToJson()["state"]["mode"] == "arrange") s->ApplyAction(s->LegalActions().front());
    now = s->ToJson()["state"];
    BOOST_TEST(now["stand"][kPurple] == 1, reading);
    BOOST_TEST(RingsOf(now["players"][0]) == 5, reading);
    BOOST_TEST(now["mode"] == "turn", reading);
    BOOST_TEST(s->Findings().empty(), reading);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// td.disgrace-arrange: "Any time a player gains or loses a Ring, they may rearrange". p1 holds c2's Office with
// one green Ring (finger 0); p0 takes the Office by G, p1 is disgraced (supply 13 + 1 = 14) and p0 takes the
// green Ring (the only choice): p1 wears 1 - 1 = 0 Rings. Under both readings p0 (gained) rearranges: one Ring on
// five fingers, 5 arrangements; p1 has no Ring left to arrange, so both readings ask p0 alone, then the turn menu.
PEERAGE_ASSERTS_READING(a_disgraced_player_left_without_rings_by_reading, "td.disgrace-arrange", "both", "winner-only");
BOOST_AUTO_TEST_CASE(a_disgraced_player_left_without_rings_by_reading) {
  for (const std::string reading : {"both", "winner-only"}) {
    Json j = OfficeByG("td.disgrace-arrange", reading);
    OfficeOf(j, 2, 1);
    RingOn(j, 1, 0, kGreen);
    auto s = Load(j);
    for (const char* a : {"do:G", "from:c2r6", "step:c2r7:red"}) s->ApplyActionText(a);
    DrawAll(*s);
    BOOST_TEST(LegalWith(*s, "ring:") == (Texts{"ring:green"}), reading);
    s->ApplyActionText("ring:green");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["office"][1] == 0, reading);
    BOOST_TEST(now["players"][1]["supply"] == 14, reading);
    BOOST_TEST(RingsOf(now["players"][1]) == 0, reading);
    std::vector<int> arrangers;
    while (s->ToJson()["state"]["mode"] == "arrange") {
      arrangers.push_back(s->CurrentPlayer());
      if (arrangers.size() == 1) BOOST_TEST(LegalWith(*s, "arrange:").size() == 5u, reading);
      s->ApplyAction(s->LegalActions().front());
    }
    BOOST_TEST(arrangers == std::vector<int>{0}, reading);
    BOOST_TEST(s->ToJson()["state"]["mode"] == "turn", reading);
  }
}

// td.discard-to with Action E (the setting of tudor_rules_props.cc's long movement): p0's Lord in chamber 3, p0
// on c1r1, p1 on c1r2, c1r3 red and c1r4 green Court Tokens; p0 holds a blue, a red and a green card (each
// stack 10 - 1 = 9). "any Court Card may be discarded to skip that space": jump:c1r3:blue:red discards blue (the
// skip) and red (c1r3), step:c1r4:green discards green; no card is left, the movement ends, c1r3 and c1r1 are
// restocked. p0 ends with no card under both readings.
//   supply: the three go back to their stacks: blue, red, green 9 + 1 = 10, nothing out of the game.
//   out-of-game: the stacks stay 9 and cards_out is 1 blue, 1 red, 1 green.
PEERAGE_ASSERTS_READING(cards_discarded_by_action_e_and_a_skip_by_reading, "td.discard-to", "supply", "out-of-game");
BOOST_AUTO_TEST_CASE(cards_discarded_by_action_e_and_a_skip_by_reading) {
  for (const std::string reading : {"supply", "out-of-game"}) {
    Json j = WithReading(Blank(3, "1+4", 3, 2), "td.discard-to", reading);
    Lord(j, 3, 1, 0, false);
    Fig(j, 0, 1, 1);
    Fig(j, 1, 1, 2);
    Tok(j, 1, 3, kRed);
    Tok(j, 1, 4, kGreen);
    for (int f : {kBlue, kRed, kGreen}) Add(j, 0, "cards", f, 1);
    BOOST_TEST(j["state"]["stack"][kBlue] == 9);
    auto s = Load(j);
    for (const char* a : {"activate:3:lord", "do:E", "from:c1r1", "jump:c1r3:blue:red", "step:c1r4:green"})
      s->ApplyActionText(a);
    BOOST_TEST(DrawAll(*s) == 2, reading);
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(1, 4)] == 0, reading);
    const bool supply = reading == "supply";
    for (int f : {kBlue, kRed, kGreen}) {
      BOOST_TEST(now["players"][0]["cards"][f] == 0, reading << " " << kColourNames[f]);
      BOOST_TEST(now["stack"][f] == (supply ? 10 : 9), reading << " " << kColourNames[f]);
      BOOST_TEST(now["cards_out"][f] == (supply ? 0 : 1), reading << " " << kColourNames[f]);
    }
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// td.banish-space. Only The Strong Shall Rule, right: "discard 2 Intrigue Tokens to banish another player's
// Courtier from the Throne Room 3 spaces or lower ... returning it to their supply". p1's Courtier on c2r2 (row 2),
// p0's on c2r1 below it; green Court Tokens on c1r1, c3r1, c1r2 and c3r2 (the bag: 20 of each colour, green
// 20 - 4 = 16, 136 in all); p0 holds 2 Intrigue Tokens and one blue card. banish:c2r2: p0 2 - 2 = 0 Intrigue,
// p1's supply 13 + 1 = 14, c2r2 empty under both readings.
//   refill: a Court Token is drawn for c2r2 at once: blue 20/136 = 5/34, green 16/136 = 2/17, each other colour
//   5/34. Drawn red: G ("discarding a Court Card matching the Court Token") has no step from c2r1: c2r2 wants
//   red, the others green, and p0 holds blue; so c2r1 is not offered as a Courtier to move.
//   stays-empty: no draw; c2r2 has no Court Token and is entered like a space the empty bag left empty: any
//   card pays, so step:c2r2:blue is G's only step from c2r1.
PEERAGE_ASSERTS_READING(the_banished_courtiers_space_entered_by_reading, "td.banish-space", "refill", "stays-empty");
BOOST_AUTO_TEST_CASE(the_banished_courtiers_space_entered_by_reading) {
  for (const std::string reading : {"refill", "stays-empty"}) {
    Json j = WithReading(Blank(3, "1+4", 5, 2), "td.banish-space", reading);
    Fig(j, 1, 2, 2);
    Fig(j, 0, 2, 1);
    for (int c : {1, 3})
      for (int r : {1, 2}) Tok(j, c, r, kGreen);
    Add(j, 0, "ii", kInt, 2);
    Add(j, 0, "cards", kBlue, 1);
    auto s = Load(j);
    s->ApplyActionText("banish:c2r2");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(2, 2)] == -1, reading);
    BOOST_TEST(now["players"][0]["ii"][kInt] == 0, reading);
    BOOST_TEST(now["players"][1]["supply"] == 14, reading);
    if (reading == "refill") {
      BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:blue 5/34", "draw-token:green 2/17", "draw-token:red 5/34",
                                        "draw-token:yellow 5/34", "draw-token:brown 5/34", "draw-token:gray 5/34",
                                        "draw-token:purple 5/34"}));
      s->ApplyActionText("draw-token:red");
      BOOST_TEST(s->ToJson()["state"]["token"][At(2, 2)] == kRed);
    } else {
      BOOST_TEST(!s->IsChance());
      BOOST_TEST(now["token"][At(2, 2)] == -1);
    }
    BOOST_TEST(s->ToJson()["state"]["mode"] == "turn", reading);
    s->ApplyActionText("do:G");
    if (reading == "refill") {  // a Courtier with no step is not offered to move
      BOOST_TEST(LegalWith(*s, "from:").empty());
      continue;
    }
    BOOST_TEST(LegalWith(*s, "from:") == (Texts{"from:c2r1"}));
    s->ApplyActionText("from:c2r1");
    BOOST_TEST(LegalWith(*s, "step:") == (Texts{"step:c2r2:blue"}));
  }
}

BOOST_AUTO_TEST_SUITE_END()
