// Tudor Chamber Actions, Ring Action Enhancements, the Starting Ring placement, the 2-for-1 card Bonus Action
// and keeping an Influence/Intrigue Token, from hand-built states (tudor_build in tudor_fixtures.h). Every
// expectation is worked out by hand from shared/rulebooks/tudor.txt in the comment next to it (chambers, finger
// patterns: data/tudor/board.json — chamber 1 = A/B, 2 = C/D, 3 = E/F; A enhanced by Rings on fingers 0+1,
// B by fingers 1+2). Action texts: "exchange:f<finger>:<colour>", "arrange:<5 fingers, colour initial or ->",
// "trade:<discard>:<discard>:<take>".
#include <set>

#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {
std::set<std::string> AsSet(const Texts& t) { return {t.begin(), t.end()}; }
}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_actions)

// STARTING RING SELECTION, 2 players, seat 0 starts: picks p0 red, p1 blue, p1 blue, p0 yellow (snake). "Players
// then immediately place their two Rings on separate fingers of their Player Hand Screens. Each player may
// freely choose which fingers": p0 (two different Rings on 2 of 5 fingers, order matters) has 5 * 4 = 20
// placements, each with one 'r', one 'y' and three empty fingers; p1 (two identical blue Rings) has
// C(5,2) = 10. The chosen placements are exactly the fingers afterwards.
PEERAGE_ASSERTS_RULES(starting_rings_go_on_separate_fingers_of_choice, "td.draft.fingers");
BOOST_AUTO_TEST_CASE(starting_rings_go_on_separate_fingers_of_choice) {
  GameConfig config{"tudor", 2, {{"td.scoring-cards", "1+4"}, {"td.scenario", "3"}, {"td.first-player", "seat0"}}};
  auto s = NewGame(config);
  Rng rng(7);
  while (s->IsChance()) s->ApplyLegalAction(*s->SampleChanceOutcome(rng));
  BOOST_REQUIRE(s->ToJson()["state"]["phase"] == "draft");
  for (const char* a : {"ring:red", "ring:blue", "ring:blue", "ring:yellow"}) s->ApplyActionText(a);
  BOOST_TEST(s->CurrentPlayer() == 0);
  std::set<std::string> want0, want1;
  for (int a = 0; a < 5; ++a)
    for (int b = 0; b < 5; ++b) {
      if (a == b) continue;
      std::string f = "-----";
      f[a] = 'r';
      f[b] = 'y';
      want0.insert("arrange:" + f);
      if (a < b) {
        f[b] = 'b';
        f[a] = 'b';
        want1.insert("arrange:" + f);
      }
    }
  BOOST_TEST(want0.size() == 20u);
  BOOST_TEST(want1.size() == 10u);
  BOOST_TEST(LegalWith(*s, "").size() == 20u);
  BOOST_TEST(AsSet(LegalWith(*s, "")) == want0);
  s->ApplyActionText("arrange:-r-y-");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(LegalWith(*s, "").size() == 10u);
  BOOST_TEST(AsSet(LegalWith(*s, "")) == want1);
  s->ApplyActionText("arrange:b---b");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["phase"] != "draft");
  BOOST_TEST(now["players"][0]["fingers"] == Json::array({-1, kRed, -1, kYellow, -1}));
  BOOST_TEST(now["players"][1]["fingers"] == Json::array({kBlue, -1, -1, -1, kBlue}));
}

// B - PRIVILEGE RING EXCHANGE, 3 players (2 Rings of each colour on the stand). p0: red Ring on finger 0, gray on
// finger 4 (B not enhanced: fingers 1+2 empty). p1 holds the other red Ring and p1, p2 both purple Rings, so the
// stand has red 0, purple 0, gray 1, the rest 2. "choose a different Ring from the Stand and place it on the same
// finger": for each of p0's fingers 0 and 4 the colours on the stand, blue, green, yellow, brown, gray (gray for
// gray allowed: "another of that type is present in the Stand before the exchange"; no red: the only red would be
// "the exact same Ring that you just placed there"; no purple). 2 x 5 = 10 options. Exchanging finger 0 for green:
// fingers [green - - - gray], stand red 0 + 1 = 1, green 2 - 1 = 1; "You then receive a Court Card of the same type
// as the new Ring": 1 green card, green stack 10 - 1 = 9; the Action is over (one exchange, no rearranging).
PEERAGE_ASSERTS_RULES(privilege_ring_exchange_same_finger_and_matching_card, "td.action.b");
BOOST_AUTO_TEST_CASE(privilege_ring_exchange_same_finger_and_matching_card) {
  Json j = Blank(3, "1+4", 3, 2);
  Lord(j, 1, 1, 0, false);
  RingOn(j, 0, 0, kRed);
  RingOn(j, 0, 4, kGray);
  RingOn(j, 1, 0, kRed);
  RingOn(j, 1, 1, kPurple);
  RingOn(j, 2, 1, kPurple);
  auto s = Load(j);
  s->ApplyActionText("activate:1:lord");
  s->ApplyActionText("do:B");
  BOOST_TEST(LegalWith(*s, "") ==
             (Texts{"exchange:f0:blue", "exchange:f0:green", "exchange:f0:yellow", "exchange:f0:brown",
                    "exchange:f0:gray", "exchange:f4:blue", "exchange:f4:green", "exchange:f4:yellow",
                    "exchange:f4:brown", "exchange:f4:gray"}));
  s->ApplyActionText("exchange:f0:green");
  const Json now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["fingers"] == Json::array({kGreen, -1, -1, -1, kGray}));
  BOOST_TEST(now["stand"] == Json::array({2, 1, 1, 2, 2, 1, 0}));
  BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 1, 0, 0, 0, 0, 0}));
  BOOST_TEST(now["stack"][kGreen] == 9);
  BOOST_TEST(now["mode"] == "turn");
  BOOST_TEST(LegalWith(*s, "exchange").empty());
  BOOST_TEST(LegalWith(*s, "arrange").empty());
}

// B enhanced (Rings on fingers 1 and 2: red, blue): "You may exchange 2 Rings (1 at a time). You still only
// receive 1 Court Card, but may choose which of the new Rings it matches. You are allowed take a Court Card
// matching the Ring taken during the first exchange, even if that Ring is then returned in the second exchange."
// (a) f1 red -> green: a second exchange is offered, or the green card at once (one new Ring: green only); then
//     f2 blue -> yellow: the card is green or yellow; p0 takes green: fingers [- green yellow - -], 1 green card.
// (b) f1 red -> green, then f1 green -> yellow (green back on the stand): the card is still green or yellow;
//     p0 takes green, holding [- yellow blue - -] and 1 green card.
PEERAGE_ASSERTS_RULES(enhanced_exchange_two_rings_card_of_either, "td.enhance.b", "td.action.b");
BOOST_AUTO_TEST_CASE(enhanced_exchange_two_rings_card_of_either) {
  for (const bool same_finger : {false, true}) {
    Json j = Blank(3, "1+4", 3, 2);
    Lord(j, 1, 1, 0, false);
    RingOn(j, 0, 1, kRed);
    RingOn(j, 0, 2, kBlue);
    auto s = Load(j);
    s->ApplyActionText("activate:1:lord");
    s->ApplyActionText("do:B");
    s->ApplyActionText("exchange:f1:green");
    BOOST_TEST(LegalWith(*s, "card:") == (Texts{"card:green"}));
    BOOST_TEST(Offers(*s, "exchange:f2:yellow"));
    BOOST_TEST(Offers(*s, "exchange:f1:yellow"));
    s->ApplyActionText(same_finger ? "exchange:f1:yellow" : "exchange:f2:yellow");
    BOOST_TEST(LegalWith(*s, "") == (Texts{"card:green", "card:yellow"}), "same finger " << same_finger);
    s->ApplyActionText("card:green");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["players"][0]["fingers"] ==
               (same_finger ? Json::array({-1, kYellow, kBlue, -1, -1}) : Json::array({-1, kGreen, kYellow, -1, -1})));
    BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 1, 0, 0, 0, 0, 0}));
    BOOST_TEST(now["mode"] == "turn");
  }
}

// A - PRIVILEGE MOVEMENT and its enhancement. 3 players, p0 Lord in chamber 1. Bottom row: c1r1 red, c2r1 green,
// c3r1 blue, c4r1 yellow, c5r1 purple. p0 Courtier on c4r3 with c4r4 gray, c4r2 brown, c3r3 red, c5r3 green.
// Plain A (red Ring on finger 0, blue on 2; not fingers 0+1): placement only on a bottom space whose token matches
// a Ring, c1r1 (red) and c3r1 (blue); from c4r3 only onto c3r3 (red). Enhanced A (red on 0, blue on 1): "onto any
// Throne Room space, even if you do not have a Ring that matches": all five bottom spaces and all four neighbours
// of c4r3. Placing on c5r1 (purple, no purple Ring): p0 takes the purple Court Token, supply 14 - 1 = 13.
PEERAGE_ASSERTS_RULES(enhanced_privilege_movement_ignores_the_ring_match, "td.enhance.a", "td.action.a");
BOOST_AUTO_TEST_CASE(enhanced_privilege_movement_ignores_the_ring_match) {
  for (const bool enhanced : {false, true}) {
    Json j = Blank(3, "1+4", 3, 2);
    Lord(j, 1, 1, 0, false);
    RingOn(j, 0, 0, kRed);
    RingOn(j, 0, enhanced ? 1 : 2, kBlue);
    const int bottom[5] = {kRed, kGreen, kBlue, kYellow, kPurple};
    for (int c = 1; c <= 5; ++c) Tok(j, c, 1, bottom[c - 1]);
    Fig(j, 0, 4, 3);
    Tok(j, 4, 4, kGray);
    Tok(j, 4, 2, kBrown);
    Tok(j, 3, 3, kRed);
    Tok(j, 5, 3, kGreen);
    auto s = Load(j);
    s->ApplyActionText("activate:1:lord");
    s->ApplyActionText("do:A");
    BOOST_TEST(LegalWith(*s, "from") == (Texts{"from:c4r3"}));
    BOOST_TEST(LegalWith(*s, "step") ==
               (enhanced ? Texts{"step:c1r1:-", "step:c2r1:-", "step:c3r1:-", "step:c4r1:-", "step:c5r1:-"}
                         : Texts{"step:c1r1:-", "step:c3r1:-"}));
    auto moved = s->Clone();
    moved->ApplyActionText("from:c4r3");
    BOOST_TEST(LegalWith(*moved, "step") ==
               (enhanced ? Texts{"step:c3r3:-", "step:c4r2:-", "step:c4r4:-", "step:c5r3:-"} : Texts{"step:c3r3:-"}));
    if (!enhanced) continue;
    s->ApplyActionText("step:c5r1:-");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][At(5, 1)] == 0);
    BOOST_TEST(now["token"][At(5, 1)] == -1);
    BOOST_TEST(now["players"][0]["tokens"][kPurple] == 1);
    BOOST_TEST(now["players"][0]["supply"] == 13 - 1);  // 14, one Courtier on c4r3, one placed
  }
}

// EXCHANGE 2 CARDS FOR 1: "exchange any 2 Court Cards in their hand for 1 new Court Card of their choice from the
// supply ... as many times as a player wishes and is in addition to and SEPARATE from any Lord or Courtier
// Action". p0 (no figure, turn not yet taken) holds 2 red + 1 blue; p1 holds all 10 purple cards (purple stack
// empty). Discard pairs: blue+red, red+red; take any colour with cards on its stack: blue, green, red, yellow,
// brown, gray (not purple): 2 x 6 = 12 options. red+red for green: hand blue 1, green 1; red stack 10 - 2 (p0's)
// + 2 = 10, green 10 - 1 = 9. Again, blue+green for gray: hand gray 1, and with one card no trade is left. The
// turn is untouched: p0 still chooses G/H or "end".
PEERAGE_ASSERTS_RULES(two_cards_for_one_any_number_of_times, "td.bonus.trade");
BOOST_AUTO_TEST_CASE(two_cards_for_one_any_number_of_times) {
  Json j = Blank(3, "1+4", 3, 2);
  Add(j, 0, "cards", kRed, 2);
  Add(j, 0, "cards", kBlue, 1);
  Add(j, 1, "cards", kPurple, 10);
  auto s = Load(j);
  Texts want;
  for (const char* pair : {"blue:red", "red:red"})
    for (const char* c : {"blue", "green", "red", "yellow", "brown", "gray"})
      want.push_back(fmt::format("trade:{}:{}", pair, c));
  BOOST_TEST(LegalWith(*s, "trade") == want);
  s->ApplyActionText("trade:red:red:green");
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["cards"] == Json::array({1, 1, 0, 0, 0, 0, 0}));
  BOOST_TEST(now["stack"] == Json::array({9, 9, 10, 10, 10, 10, 0}));
  BOOST_TEST(now["turn"]["acted"] == false);
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Offers(*s, "trade:blue:green:gray"));
  BOOST_TEST(!Offers(*s, "trade:blue:green:purple"));
  s->ApplyActionText("trade:blue:green:gray");
  now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["cards"] == Json::array({0, 0, 0, 0, 0, 1, 0}));
  BOOST_TEST(now["stack"] == Json::array({10, 10, 10, 10, 10, 9, 0}));
  BOOST_TEST(LegalWith(*s, "trade").empty());
  BOOST_TEST(Offers(*s, "end"));
  BOOST_TEST(s->CurrentPlayer() == 0);
}

// IMMEDIATE ACTIONS, kept: Rise And Fall, p0 (red Ring, Lord in chamber 1) places with A onto c1r1 (red Court Token,
// Influence Token). "the player must decide whether to immediately spend the picked-up Token to take the Special
// Action, or to skip the Special Action and keep the Token": offered keep and use:left (Influence). Kept: "placed
// behind the Player's Hand Screen" (p0 Influence 0 -> 1, the pool does not get it back) "and may not be spent for
// Immediate Actions in the future": in the rest of the turn (B still open) nothing spends it (no use, no
// scenario-action), and it is still behind the screen at the end of the turn.
PEERAGE_ASSERTS_RULES(a_kept_token_stays_behind_the_screen, "td.token.keep");
BOOST_AUTO_TEST_CASE(a_kept_token_stays_behind_the_screen) {
  Json j = Blank(3, "1+4", 2, 2);
  Lord(j, 1, 1, 0, false);
  RingOn(j, 0, 0, kRed);
  Tok(j, 1, 1, kRed);
  IIon(j, 1, 1, kInf);
  for (int c = 2; c <= 5; ++c) Tok(j, c, 1, kYellow);
  auto s = Load(j);
  s->ApplyActionText("activate:1:lord");
  s->ApplyActionText("do:A");
  s->ApplyActionText("step:c1r1:-");
  BOOST_TEST(LegalWith(*s, "") == (Texts{"keep", "use:left"}));
  s->ApplyActionText("keep");
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["players"][0]["ii"] == Json::array({1, 0, 0}));
  BOOST_TEST(now["ii_pool"] == Json::array({17, 18, 0}));  // 18 each (3 players), 1 Influence placed on c1r1
  BOOST_TEST(now["ii_used"] == Json::array({0, 0, 0}));
  BOOST_TEST(now["mode"] == "turn");
  BOOST_TEST(LegalWith(*s, "use").empty());
  BOOST_TEST(LegalWith(*s, "scenario-action").empty());
  BOOST_TEST(Offers(*s, "do:B"));
  s->ApplyActionText("end");
  BOOST_TEST(s->ToJson()["state"]["players"][0]["ii"] == Json::array({1, 0, 0}));
}

BOOST_AUTO_TEST_SUITE_END()
