// Noblemen rule scenarios, part 1: the final turns, scoring rounds, the end and its tie-breaks, Balls,
// the start of a decade and the setup. Every state is built by hand (noblemen_table_fixtures.h) and every
// expected value is derived here from shared/rulebooks/noblemen.txt, with the arithmetic in a comment.
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {



// A decade's last final turn, ready to end: p`active` has taken its action, final_left = 1.
Json LastFinalTurn(int n, int active, int crown, int decade, const Json& settings = Json::object()) {
  Json j = NewTable(n, settings);
  Json& st = j["state"];
  st["active"] = active;
  st["crown"] = crown;
  st["decade"] = decade;
  st["marker"] = 10;
  st["balls"] = 2;
  st["final_left"] = 1;
  st["scratch"]["action_done"] = 1;
  return j;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_scoring)

// "If it moves to 6 or 10 a Masquerade Ball immediately starts. After the second ball all players get one
// more turn and then a scoring round happens." 4 players, third decade, one Ball held, marker 9, p1 holds
// the crown and ends its turn: favour +1 VP (p1: 0 -> 1), marker 9 -> 10, the second Ball (placing order
// from the crown: p1, p2, p3, p0; nobody has prestige, so all Barons, 0 VP). Then exactly four final
// turns, from the left of p1: p2, p3, p0, p1 - each takes 1 VP instead of an action; p1's final turn also
// gets the crown's VP (nm.final-favour = favour-vp) but the marker stays at 10. Only after p1's turn does
// the scoring round (nothing enclosed: 0) end the game. VP: p0 1, p1 1 + 1 + 1 = 3, p2 1, p3 1.
PEERAGE_ASSERTS_RULES(the_second_ball_gives_every_player_exactly_one_more_turn_in_order, "nm.ball.final-turns",
                      "nm.turn.favour", "nm.turn.marker", "nm.ball.start", "nm.decade.first-player",
                      "nm.score.decade-end", "nm.end.winner");
PEERAGE_ASSERTS_READING(the_second_ball_gives_every_player_exactly_one_more_turn_in_order, "nm.final-favour", "favour-vp", "no-favour-vp");
BOOST_AUTO_TEST_CASE(the_second_ball_gives_every_player_exactly_one_more_turn_in_order) {
  for (const char* reading : {"favour-vp", "no-favour-vp"}) {
    Json j = NewTable(4, Json{{"nm.final-favour", reading}});
    Json& st = j["state"];
    st["active"] = 1;
    st["crown"] = 1;
    st["decade"] = 2;
    st["marker"] = 9;
    st["balls"] = 1;
    st["scratch"]["action_done"] = 1;
    Balance(st);
    auto s = Load(j, "final turns");
    s->ApplyActionText("end");
    BOOST_TEST(St(*s)["phase"] == "ball");
    BOOST_TEST(St(*s)["marker"] == 10);
    BOOST_TEST(Vp(*s, 1) == 1);
    for (int p : {1, 2, 3, 0}) {  // the crown holder places first, then to the left
      BOOST_TEST(s->CurrentPlayer() == p);
      s->ApplyActionText("place");
    }
    const std::vector<int> order = {2, 3, 0, 1};
    for (std::size_t k = 0; k < order.size(); ++k) {
      BOOST_TEST_REQUIRE(!s->IsTerminal());
      PassOffers(*s);
      const Json now = St(*s);
      BOOST_TEST(now["phase"] == "main");
      BOOST_TEST(now["active"] == order[k]);
      BOOST_TEST(now["final_left"] == static_cast<int>(order.size() - k));  // 4, 3, 2, 1 turns left
      BOOST_TEST(now["decade"] == 2);
      s->ApplyActionText("vp");
      s->ApplyActionText("end");
      BOOST_TEST(St(*s)["marker"] == 10);
    }
    BOOST_TEST(s->IsTerminal());
    const int p1 = std::string(reading) == "favour-vp" ? 3 : 2;  // 1 (ball turn) + 1 (vp) [+ 1 favour]
    BOOST_TEST((s->Scores() == std::vector<std::int64_t>{1, p1, 1, 1}));
    BOOST_TEST((s->Ranking() == std::vector<int>{2, 1, 2, 2}));
  }
}

// The crown in one of the last turns, on its own. "At the end of your turn, if you have the Queens crown ...
// you immediately get 1 Victory Point. Also the decade marker moves one space up the track"; after the second
// Ball the marker is on 10, the track's last space. 4 players, third decade, 2 last turns to come, p0 holds
// the crown and ends its turn with 0 VP: favour-vp 0 + 1 = 1 VP, no-favour-vp 0 + 0 = 0. Under High Treason
// ("will not receive a victory point from the Queen's crown") 0 under both. Either way the marker stays on 10,
// no Ball starts and 2 - 1 = 1 last turn is left (p1's).
PEERAGE_ASSERTS_RULES(the_crown_in_a_last_turn_scores_by_reading_and_the_marker_stays_on_10,
                      "nm.ball.final-turns", "nm.turn.favour", "nm.card.treason");
PEERAGE_ASSERTS_READING(the_crown_in_a_last_turn_scores_by_reading_and_the_marker_stays_on_10, "nm.final-favour",
                        "favour-vp", "no-favour-vp");
BOOST_AUTO_TEST_CASE(the_crown_in_a_last_turn_scores_by_reading_and_the_marker_stays_on_10) {
  for (const char* reading : {"favour-vp", "no-favour-vp"}) {
    for (const bool treason : {false, true}) {
      BOOST_TEST_CONTEXT(reading << (treason ? ", High Treason" : "")) {
        Json j = LastFinalTurn(4, 0, 0, 2, Json{{"nm.final-favour", reading}});
        Json& st = j["state"];
        st["final_left"] = 2;
        st["players"][0]["treason"] = treason;
        Balance(st);
        auto s = Load(j, "a last turn");
        s->ApplyActionText("end");
        const Json now = St(*s);
        BOOST_TEST(Vp(*s, 0) == (std::string(reading) == "favour-vp" && !treason ? 1 : 0));
        BOOST_TEST(now["marker"] == 10);
        BOOST_TEST(now["balls"] == 2);
        BOOST_TEST(now["final_left"] == 1);
        BOOST_TEST(now["active"] == 1);
        BOOST_TEST(!s->IsTerminal());
      }
    }
  }
}

// "The winner is the player with the most victory points. If there is a tie, the player among the tied
// players, with the most pounds wins." Liaisons add 3 VP each at the end. The last final turn of the third
// decade (p3 ends; the crown is p0's, so no favour VP; no Castle is enclosed). Before: p0 20 VP 5 pounds
// Baron; p1 20 VP 7 pounds Viscount; p2 14 VP + 2 Liaisons (14 + 2*3 = 20) 7 pounds Earl; p3 19 VP 50
// pounds. Level 1: p3 (19) is last despite its pounds. Level 2: among the 20s, p0 (5 pounds) is behind p1
// and p2 (7). Level 3: p1 and p2 tie on both: under nm.tie-after-pounds = shared both rank 1 (p0 3rd,
// p3 4th); under higher-title the Earl (p2) beats the Viscount (p1).
PEERAGE_ASSERTS_RULES(the_winner_has_most_vp_then_most_pounds_then_shares, "nm.end.winner", "nm.end.tie",
                      "nm.end.liaison", "nm.score.decade-end");
PEERAGE_ASSERTS_READING(the_winner_has_most_vp_then_most_pounds_then_shares, "nm.tie-after-pounds", "shared", "higher-title");
BOOST_AUTO_TEST_CASE(the_winner_has_most_vp_then_most_pounds_then_shares) {
  for (const char* reading : {"shared", "higher-title"}) {
    Json j = LastFinalTurn(4, 3, 0, 2, Json{{"nm.tie-after-pounds", reading}});
    Json& st = j["state"];
    const int vp[4] = {20, 20, 14, 19}, pounds[4] = {5, 7, 7, 50}, title[4] = {0, 1, 2, 0};
    for (int p = 0; p < 4; ++p) {
      st["players"][p]["vp"] = vp[p];
      st["players"][p]["pounds"] = pounds[p];
      st["players"][p]["title"] = title[p];
    }
    st["players"][2]["hand"] = Json{{"liaison", 2}};
    Balance(st);
    auto s = Load(j, "tie chain");
    s->ApplyActionText("end");
    BOOST_TEST_REQUIRE(s->IsTerminal());
    BOOST_TEST((s->Scores() == std::vector<std::int64_t>{20, 20, 20, 19}));
    const std::vector<int> want = std::string(reading) == "shared" ? std::vector<int>{3, 1, 1, 4}
                                                                   : std::vector<int>{3, 2, 1, 4};
    BOOST_TEST(s->Ranking() == want);
    // What the tie-break compares, as a report tells it: p1 (Viscount, 7 pounds) and p2 (Earl, 7 pounds) are
    // level on 20 VP and pounds, the title only under higher-title; p0 (5 pounds) and p1 part on pounds.
    BOOST_TEST(s->TieBreakWhy(1, 2) == (std::string(reading) == "shared"
                                            ? "each has 7 pounds"
                                            : "each has 7 pounds, and p1 is a Viscount, p2 an Earl"));
    BOOST_TEST(s->TieBreakWhy(0, 1) == "p0 has 5 pounds and p1 7");
  }
}

// Scoring round: "Each Castle that is completely enclosed by land ... is worth 3 victory points plus 1 for
// each Church adjacent to it"; a Palace 5 plus 2 per Church; the FAQ: enclosed = all 8 neighbours land.
// p0: Castle 0,0 enclosed, Churches at -1,0 (orthogonal) and 1,1 (diagonal); Palace 4,0 enclosed, Church
// at 3,0; Castle 8,0 not enclosed (Church at 9,0). p1: a Castle enclosed, no Church.
// nm.church-adjacent = orthogonal: p0 (3 + 1) + (5 + 2*1) + 0 = 11, p1 3. = eight: p0 (3 + 2) + 7 = 12.
// The round ends the first decade: decade 0 -> 1. p2 ends the turn without the crown (p3 has it): +0.
PEERAGE_ASSERTS_RULES(enclosed_castles_and_palaces_score_with_their_churches, "nm.score.castle", "nm.score.palace",
                      "nm.score.decade-end");
PEERAGE_ASSERTS_READING(enclosed_castles_and_palaces_score_with_their_churches, "nm.church-adjacent", "orthogonal", "eight");
BOOST_AUTO_TEST_CASE(enclosed_castles_and_palaces_score_with_their_churches) {
  // Filler lands alternate wood and farm (no 2x2 of like lands).
  auto filler = [](int x, int y) { return ((x + y) % 2 + 2) % 2 ? 'W' : 'F'; };
  std::string p0;
  auto add = [&](int x, int y, const char* what) {
    if (!p0.empty()) p0 += ' ';
    p0 += what ? fmt::format("{},{},{}", x, y, what) : fmt::format("{},{},{}", x, y, filler(x, y));
  };
  for (int x = -1; x <= 9; ++x)
    for (int y = -1; y <= 1; ++y) {
      if (x >= 6 && y != 0) continue;  // the third structure's row only
      const char* what = nullptr;
      if (x == 0 && y == 0) what = "CK";
      if ((x == -1 && y == 0) || (x == 1 && y == 1) || (x == 3 && y == 0) || (x == 9 && y == 0)) what = "CH";
      if (x == 4 && y == 0) what = "CQ";
      if (x == 8 && y == 0) what = "CK";
      add(x, y, what);
    }
  std::string p1 = "0,0,CK";
  for (int x = -1; x <= 1; ++x)
    for (int y = -1; y <= 1; ++y)
      if (x || y) p1 += fmt::format(" {},{},{}", x, y, filler(x, y));
  for (const char* reading : {"orthogonal", "eight"}) {
    Json j = LastFinalTurn(4, 2, 3, 0, Json{{"nm.church-adjacent", reading}});
    Json& st = j["state"];
    st["players"][0]["tiles"] = p0;
    st["players"][1]["tiles"] = p1;
    Balance(st);
    auto s = Load(j, "scoring round");
    s->ApplyActionText("end");
    const int want0 = std::string(reading) == "orthogonal" ? 11 : 12;
    BOOST_TEST((std::vector<int>{Vp(*s, 0), Vp(*s, 1), Vp(*s, 2), Vp(*s, 3)} == std::vector<int>{want0, 3, 0, 0}));
    BOOST_TEST(St(*s)["decade"] == 1);
  }
}

// The start of a decade (after the first scoring round; p0 ends the last final turn, p1 holds the crown).
// Before: Castles on the board: one, on the cheapest space (slot 0); supply 2. Churches: none, supply 13.
// Palaces on the board 1. Donated wood 2, farm 3. p0 spent Acquire, p2 Taxes, p1 is under High Treason.
// War with Spain in play (4 pounds on it). Marker 10.
// Expected, from "Start New Decade Here": tokens back and Treason over; Castles "one castle per player ...
// most expensive areas first filling in from right to left": 4 wanted, supply 2, so slots 4 and 3 filled
// (slots {0, 3, 4} = 1 + 8 + 16 = 25; supply 0); Churches slots 4, 3, 2, 1 (2+4+8+16 = 30, supply 13 - 4
// = 9); Palaces 1 -> 3 (one fewer than 4 players); the donated lands back to the bag; marker back to 2;
// War cards "go away at the end of the decade" (under the deck, face up). The deal: left of the crown
// first (p2, p3, p0, p1), three cards each, keep one, the rest under the deck. Shuffled part: tariff 3,
// dowry 1: p2's first draw dowry 1/4, tariff 3/4; after a tariff 1/3, 2/3; after the dowry tariff 1/1.
// p3 then takes the last tariff and the two oldest returns (outmaneuver, outmaneuver: everything under
// the deck lies by kind, Outmaneuver first). After all four choices p2 begins the decade.
PEERAGE_ASSERTS_RULES(a_new_decade_refills_the_board_from_the_right_and_deals_from_the_crowns_left,
                      "nm.decade.tokens", "nm.decade.castles", "nm.decade.churches", "nm.decade.palaces",
                      "nm.decade.donate", "nm.decade.marker", "nm.decade.scandals", "nm.decade.first-player",
                      "nm.card.draw", "nm.card.bottom", "nm.score.decade-end");
BOOST_AUTO_TEST_CASE(a_new_decade_refills_the_board_from_the_right_and_deals_from_the_crowns_left) {
  Json j = LastFinalTurn(4, 0, 1, 0);
  Json& st = j["state"];
  // 13 Castles on p3's estate (a row, Castles on the even cells, woods between) leave 20 - 4 - 13 - 1
  // (the board) = 2 in supply; two Churches on p0's and p1's estates leave 15 - 2 = 13.
  std::string row = "0,0,CK";
  for (int x = 1; x <= 26; ++x) row += fmt::format(" {},0,{}", x, x % 2 == 0 ? "CK" : "W");
  st["players"][3]["tiles"] = row;
  st["players"][0]["tiles"] = "0,0,CK 1,0,CH";
  st["players"][1]["tiles"] = "0,0,CK 1,0,CH";
  st["castle_slots"] = 1;
  st["palaces_board"] = 1;
  st["donated"] = Json{{"wood", 2}, {"farm", 3}};
  st["players"][0]["acquire_used"] = true;
  st["players"][2]["taxes_used"] = true;
  st["players"][1]["treason"] = true;
  st["war"] = 12;
  st["war_pounds"] = 4;
  st["pile"] = Json{{"tariff", 3}, {"dowry", 1}};
  Balance(st, {.keep_pile = true});
  BOOST_REQUIRE(st["castles_supply"] == 2);
  BOOST_REQUIRE(st["churches_supply"] == 13);
  const Json bottom = st["bottom"];
  const int bag_wood = Count(st["bag"], "wood"), bag_farm = Count(st["bag"], "farm");
  auto s = Load(j, "decade start");
  s->ApplyActionText("end");
  Json now = St(*s);
  BOOST_TEST(now["decade"] == 1);
  BOOST_TEST(now["castle_slots"] == 25);
  BOOST_TEST(now["castles_supply"] == 0);
  BOOST_TEST(now["church_slots"] == 30);
  BOOST_TEST(now["churches_supply"] == 9);
  BOOST_TEST(now["palaces_board"] == 3);
  BOOST_TEST(now["donated"] == Json::object());
  BOOST_TEST(Count(now["bag"], "wood") == bag_wood + 2);
  BOOST_TEST(Count(now["bag"], "farm") == bag_farm + 3);
  BOOST_TEST(now["marker"] == 2);
  for (int p = 0; p < 4; ++p)
    for (const char* k : {"acquire_used", "taxes_used", "treason"}) BOOST_TEST(now["players"][p][k] == false);
  BOOST_TEST(now["war"] == -1);
  BOOST_TEST(now["war_pounds"] == 0);
  BOOST_TEST((now["bottom"].back() == Json{{"card", "war-with-spain"}, {"by", -1}}));
  BOOST_TEST((now["card_queue"] == Json::array({3, 0, 1})));
  BOOST_TEST(now["scratch"]["chooser"] == 2);
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card dowry 1/4", "draw-card tariff 3/4"}));
  s->ApplyActionText("draw-card tariff");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card dowry 1/3", "draw-card tariff 2/3"}));
  s->ApplyActionText("draw-card dowry");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card tariff 1/1"}));
  s->ApplyActionText("draw-card tariff");
  BOOST_TEST(s->CurrentPlayer() == 2);
  BOOST_TEST((P(*s, 2)["offered"] == Json{{"dowry", 1}, {"tariff", 2}}));
  s->ApplyActionText("choose dowry");
  s->ApplyActionText("bottom tariff");
  now = St(*s);
  BOOST_TEST((now["players"][2]["hand"] == Json{{"dowry", 1}}));
  const std::size_t b = now["bottom"].size();
  BOOST_TEST((now["bottom"][b - 2] == Json{{"card", "tariff"}, {"by", 2}}));
  BOOST_TEST((now["bottom"][b - 1] == Json{{"card", "tariff"}, {"by", 2}}));
  BOOST_TEST((Outcomes(*s) == Texts{"draw-card tariff 1/1"}));  // p3: the last shuffled card
  s->ApplyActionText("draw-card tariff");
  BOOST_TEST(bottom[0]["card"] == "outmaneuver");
  BOOST_TEST(bottom[1]["card"] == "outmaneuver");
  BOOST_TEST((P(*s, 3)["offered"] == Json{{"outmaneuver", 2}, {"tariff", 1}}));
  for (int p : {3, 0, 1}) {
    BOOST_TEST(s->CurrentPlayer() == p);
    s->ApplyActionText(LegalTexts(*s).front());
    while (St(*s)["phase"] == "card-order") s->ApplyActionText(LegalTexts(*s).front());
  }
  now = St(*s);
  BOOST_TEST(now["phase"] == "murder-offer");
  BOOST_TEST(now["active"] == 2);
}

// A Ball (4 players; p0 holds the crown and ends its turn with the marker on 5: +1 VP, marker 6, Ball).
// Titles go back to the supply first (p0 was an Earl, p1 a Viscount). Placing order p0, p1, p2, p3.
// p0: 5 ponds (a Garden among them) + a Palace 2, but p1's Men-at-Arms sits on the Garden, so its 2 go to
// p1: 5 + 2 = 7; redeems 2 chits (+2, back to the board) and returns a Tariff (+1): 10.
// p1: 3 ponds + 2 (p0's Garden) + Blackmail 3 + a Liaison returned 1 + the second Blackmail returned 1
// = 10, tied with p0: "the first open space behind theirs": 9. Only one Blackmail per Ball counts 3.
// p2: 20 ponds + 10 chits + Blackmail 3 + 2 cards = 35: the track stops at 34. p3: 2 ponds: 2.
// Titles by the track: p2 (34) Duke +7, p0 (10) Marquess +5, p1 (9) Earl (need 6) +3, p3 (2) Viscount +1.
PEERAGE_ASSERTS_RULES(a_ball_counts_prestige_places_markers_and_hands_out_titles, "nm.ball.start",
                      "nm.ball.prestige", "nm.ball.redirect", "nm.ball.chits", "nm.ball.cards", "nm.ball.place",
                      "nm.ball.cap", "nm.ball.titles", "nm.ball.title-vp", "nm.card.blackmail", "nm.bribe.redeem",
                      "nm.turn.marker", "nm.turn.favour");
PEERAGE_ASSERTS_READING(a_ball_counts_prestige_places_markers_and_hands_out_titles, "nm.blackmail-per-ball", "one");
BOOST_AUTO_TEST_CASE(a_ball_counts_prestige_places_markers_and_hands_out_titles) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["marker"] = 5;
  st["scratch"]["action_done"] = 1;
  st["players"][0]["tiles"] = "0,0,CQ 1,0,P 2,0,P 1,1,P 2,1,P 3,0,P";
  st["players"][0]["groups"] = "1,0,P";
  st["players"][0]["title"] = 2;
  st["players"][0]["chits"] = 2;
  st["players"][0]["hand"] = Json{{"tariff", 1}};
  st["players"][1]["tiles"] = "0,0,CK 1,0,P 2,0,P 3,0,P";
  st["players"][1]["title"] = 1;
  st["players"][1]["maa"] = Json::array({Json::array({0, 1, 0}), nullptr});
  st["players"][1]["hand"] = Json{{"blackmail", 2}, {"liaison", 1}};
  std::string row = "0,0,CK";
  for (int x = 1; x <= 20; ++x) row += fmt::format(" {},0,P", x);
  st["players"][2]["tiles"] = row;
  st["players"][2]["chits"] = 10;
  st["players"][2]["hand"] = Json{{"blackmail", 1}, {"dowry", 1}, {"outmaneuver", 1}};
  st["players"][3]["tiles"] = "0,0,CK 1,0,P 2,0,P";
  Balance(st);
  auto s = Load(j, "ball");
  s->ApplyActionText("end");
  Json now = St(*s);
  BOOST_TEST(now["phase"] == "ball");
  BOOST_TEST(now["marker"] == 6);
  BOOST_TEST(Vp(*s, 0) == 1);
  for (int p = 0; p < 4; ++p) BOOST_TEST(now["players"][p]["title"] == -1);
  BOOST_TEST((now["titles_supply"] == Json::array({4, 2, 1, 1, 1})));
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST((LegalTexts(*s) == Texts{"redeem 1", "redeem 2", "spend tariff", "place"}));
  s->ApplyActionText("redeem 2");
  BOOST_TEST(St(*s)["chits_supply"] == 2);  // 12 - 10 held by p2
  BOOST_TEST(!Has(LegalTexts(*s), "redeem 1"));
  s->ApplyActionText("spend tariff");
  BOOST_TEST((St(*s)["bottom"].back() == Json{{"card", "tariff"}, {"by", -1}}));
  s->ApplyActionText("place");
  BOOST_TEST(St(*s)["prestige"][0] == 10);
  BOOST_TEST(s->CurrentPlayer() == 1);
  s->ApplyActionText("blackmail");
  BOOST_TEST(!Has(LegalTexts(*s), "blackmail"));  // one Blackmail per Ball (nm.blackmail-per-ball = one)
  BOOST_TEST(Has(LegalTexts(*s), "spend blackmail"));
  s->ApplyActionText("spend liaison");
  s->ApplyActionText("spend blackmail");
  s->ApplyActionText("place");
  BOOST_TEST(St(*s)["prestige"][1] == 9);
  for (const char* a : {"redeem 10", "blackmail", "spend dowry", "spend outmaneuver", "place"}) s->ApplyActionText(a);
  BOOST_TEST(St(*s)["prestige"][2] == 34);
  s->ApplyActionText("place");
  now = St(*s);
  BOOST_TEST((now["players"][0]["title"] == 3 && now["players"][1]["title"] == 2 && now["players"][2]["title"] == 4 &&
              now["players"][3]["title"] == 1));
  BOOST_TEST((std::vector<int>{Vp(*s, 0), Vp(*s, 1), Vp(*s, 2), Vp(*s, 3)} == std::vector<int>{1 + 5, 3, 7, 1}));
  BOOST_TEST(now["balls"] == 1);
  BOOST_TEST(now["phase"] == "murder-offer");
  BOOST_TEST(now["active"] == 1);  // play goes on to the left of p0
}

// Ties on space 0 ("place yours on the first open space behind theirs", with nothing behind 0): 3 players,
// nobody has prestige. nm.ball-floor = share-zero (default): all three on 0, all Barons (0 VP).
// next-open-above: p0 0, p1 1, p2 2, so p2 (2 prestige) takes the Viscount (+1 VP), the others Barons.
PEERAGE_ASSERTS_RULES(ties_on_space_zero_by_reading, "nm.ball.place", "nm.ball.titles", "nm.ball.title-vp");
PEERAGE_ASSERTS_READING(ties_on_space_zero_by_reading, "nm.ball-floor", "share-zero", "next-open-above");
BOOST_AUTO_TEST_CASE(ties_on_space_zero_by_reading) {
  for (const char* reading : {"share-zero", "next-open-above"}) {
    Json j = NewTable(3, Json{{"nm.ball-floor", reading}});
    Json& st = j["state"];
    st["marker"] = 5;
    st["scratch"]["action_done"] = 1;
    Balance(st);
    auto s = Load(j, "floor");
    s->ApplyActionText("end");
    s->ApplyActionText("place");
    s->ApplyActionText("place");
    const bool share = std::string(reading) == "share-zero";
    BOOST_TEST((St(*s)["prestige"] == (share ? Json::array({0, 0, -1}) : Json::array({0, 1, -1}))));
    s->ApplyActionText("place");
    const Json now = St(*s);
    BOOST_TEST(now["players"][2]["title"] == (share ? 0 : 1));
    BOOST_TEST(Vp(*s, 2) == (share ? 0 : 1));
    BOOST_TEST(Vp(*s, 0) == 1);  // the crown's VP only
  }
}

// "In order of highest prestige players take the highest Noble title sign remaining in supply" with its
// need met. 3 players (one Duke, Marquess, Earl, Viscount, three Barons). p0: 8 ponds + 6 chits = 14;
// p1: 8 ponds + 6 chits = 14, taken: 13; p2: 12 ponds = 12. p0 Duke (+7; with the crown's +1: 8), p1
// Marquess (needs 10: +5), p2 would meet the Marquess too but it is gone: Earl (+3).
PEERAGE_ASSERTS_RULES(titles_go_highest_first_to_the_highest_one_left, "nm.ball.titles", "nm.ball.title-vp",
                      "nm.ball.place", "nm.ball.chits");
BOOST_AUTO_TEST_CASE(titles_go_highest_first_to_the_highest_one_left) {
  Json j = NewTable(3);
  Json& st = j["state"];
  st["marker"] = 5;
  st["scratch"]["action_done"] = 1;
  auto ponds = [](int n) {
    std::string t = "0,0,CK";
    for (int x = 1; x <= n; ++x) t += fmt::format(" {},0,P", x);
    return t;
  };
  st["players"][0]["tiles"] = ponds(8);
  st["players"][1]["tiles"] = ponds(8);
  st["players"][2]["tiles"] = ponds(12);
  st["players"][0]["chits"] = 6;
  st["players"][1]["chits"] = 6;
  Balance(st);
  auto s = Load(j, "titles");
  s->ApplyActionText("end");
  for (const char* a : {"redeem 6", "place", "redeem 6", "place"}) s->ApplyActionText(a);
  BOOST_TEST((St(*s)["prestige"] == Json::array({14, 13, -1})));
  s->ApplyActionText("place");
  const Json now = St(*s);
  BOOST_TEST((now["players"][0]["title"] == 4 && now["players"][1]["title"] == 3 && now["players"][2]["title"] == 2));
  BOOST_TEST((std::vector<int>{Vp(*s, 0), Vp(*s, 1), Vp(*s, 2)} == std::vector<int>{8, 5, 3}));
}

// Setup (4 players): 10 pounds, two Men-at-Arms in supply, Acquire and Taxes tokens; Baron for all, the
// supply 1 Duke, 1 Marquess, 1 Earl, 2 Viscounts; start lands 2 of each: a clearing with a Castle out, 7
// behind the screen; the bag holds 30 - 8 = 22 of each: each of the 4 kinds 22/88 = 1/4; marker on 2.
// Draws go 4 to each player in seat order. Mulligan: p0 sets 2 ponds aside, the others keep; p0 draws
// 2 from the bag WITHOUT the set-aside ponds: 16 clearings drawn, so clearing 6, wood 22, pond 22,
// farm 22 = 72: 1/12, 11/36, 11/36, 11/36; then the 2 ponds go back (pond 22 + 2). The crown goes to
// Dudley (the fourth seat, nm.families = seat-order); with 3 players a random one, 1/3 each; 5 players
// start the marker on 1.
PEERAGE_ASSERTS_RULES(setup_gives_start_lands_titles_and_a_mulligan, "nm.setup.screens", "nm.setup.titles",
                      "nm.setup.start-lands", "nm.setup.deal", "nm.setup.mulligan", "nm.setup.crown",
                      "nm.setup.marker");
PEERAGE_ASSERTS_READING(setup_gives_start_lands_titles_and_a_mulligan, "nm.families", "seat-order");
BOOST_AUTO_TEST_CASE(setup_gives_start_lands_titles_and_a_mulligan) {
  auto s = NewGame(GameConfig{"noblemen", 4, {}});
  Json now = St(*s);
  BOOST_TEST((now["titles_supply"] == Json::array({0, 2, 1, 1, 1})));
  BOOST_TEST(now["marker"] == 2);
  for (int p = 0; p < 4; ++p) {
    const Json& pl = now["players"][p];
    BOOST_TEST(pl["pounds"] == 10);
    BOOST_TEST(pl["title"] == 0);
    BOOST_TEST((pl["maa"] == Json::array({nullptr, nullptr})));
    BOOST_TEST(pl["acquire_used"] == false);
    BOOST_TEST(pl["taxes_used"] == false);
    BOOST_TEST(pl["tiles"] == "0,0,CK");
    BOOST_TEST((pl["screen"] == Json{{"clearing", 1}, {"farm", 2}, {"pond", 2}, {"wood", 2}}));
  }
  BOOST_TEST((Outcomes(*s) ==
              Texts{"draw-land clearing 1/4", "draw-land wood 1/4", "draw-land pond 1/4", "draw-land farm 1/4"}));
  for (int k = 0; k < 16; ++k) {
    s->ApplyActionText("draw-land clearing");
    if (k == 3) BOOST_TEST(Total(P(*s, 0)["screen"]) == 11);
    if (k == 3) BOOST_TEST(Total(P(*s, 1)["screen"]) == 7);
  }
  BOOST_TEST(St(*s)["phase"] == "mulligan");
  BOOST_TEST(s->CurrentPlayer() == 0);
  s->ApplyActionText("aside pond");
  s->ApplyActionText("aside pond");
  s->ApplyActionText("keep");
  for (int p = 1; p < 4; ++p) s->ApplyActionText("keep");
  BOOST_TEST((Outcomes(*s) == Texts{"draw-land clearing 1/12", "draw-land wood 11/36", "draw-land pond 11/36",
                                    "draw-land farm 11/36"}));
  s->ApplyActionText("draw-land wood");
  s->ApplyActionText("draw-land wood");
  now = St(*s);
  BOOST_TEST(now["crown"] == 3);
  BOOST_TEST(Count(now["bag"], "pond") == 24);
  BOOST_TEST(Count(now["bag"], "wood") == 20);
  BOOST_TEST((now["players"][0]["screen"] == Json{{"clearing", 5}, {"farm", 2}, {"wood", 4}}));
  // 3 players: a random crown.
  auto three = NewGame(GameConfig{"noblemen", 3, {}});
  for (int k = 0; k < 12; ++k) three->ApplyActionText("draw-land farm");
  for (int p = 0; p < 3; ++p) three->ApplyActionText("keep");
  BOOST_TEST((Outcomes(*three) == Texts{"crown p0 1/3", "crown p1 1/3", "crown p2 1/3"}));
  BOOST_TEST(St(*NewGame(GameConfig{"noblemen", 5, {}}))["marker"] == 1);
}

BOOST_AUTO_TEST_SUITE_END()
