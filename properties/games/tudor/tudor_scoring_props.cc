// Tudor scoring rules from hand-built states (tudor_build in tudor_fixtures.h): the winner's tie-break chain
// level by level, the Order of the Garter, Crowded Court's majority chain, Only The Essentials, Diplomatic
// Service, the game's length. Every expectation is worked out by hand from shared/rulebooks/tudor.txt in the
// comment next to it; data/tudor/board.json numbers are quoted where the card's print is needed.
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {
// The last turn of the last round: no figure left anywhere, the player before the start player (seat 0) to
// act; "end" closes phase 4 ("play continues clockwise to the start player"), then the game ends.
std::unique_ptr<State> PlayFinalEnd(Json j) {
  ActorIs(j, j["players"].get<int>() - 1);
  auto s = Load(j);
  s->ApplyActionText("end");
  BOOST_REQUIRE(s->IsTerminal());
  return s;
}
std::vector<std::int64_t> Prestige(const State& s) {
  std::vector<std::int64_t> out;
  const Json j = s.ToJson();
  for (const auto& pl : j["state"]["players"]) out.push_back(pl["prestige"].get<int>());
  return out;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_scoring)

// Game end: "The player with the most Prestige is the winner. In case of a tie, the player with the most Court
// Cards is the winner. If still tied, the player with the most unspent Influence/Intrigue Tokens wins. If still
// tied, the player with more Privilege Rings wins. If still a tie, both players share the win."
// 2 players, Scoring Cards 4+5 (nothing to score on an empty board), Persistent Courtiers: 5 rounds, round 5.
// Garter (2 players 5/0): Influence + Intrigue + Court Cards; a tie gives both the 5.
PEERAGE_ASSERTS_RULES(final_tie_break_every_level_of_the_chain, "td.end.tie-break", "td.end.garter");
BOOST_AUTO_TEST_CASE(final_tie_break_every_level_of_the_chain) {
  auto base = [] { return Blank(2, "4+5", 1, 5); };
  {  // level 1, Prestige: p0 20 + Garter 0 (total 0) = 20; p1 10 + 5 (3 cards) = 15: p0 wins despite fewer cards
    Json j = base();
    j["state"]["players"][0]["prestige"] = 20;
    j["state"]["players"][1]["prestige"] = 10;
    Add(j, 1, "cards", kRed, 3);
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{20, 15}));
    BOOST_TEST(s->Ranking() == (std::vector<int>{1, 2}));
  }
  {  // level 2, Court Cards: Garter totals 2 (2 cards) and 2 (1 card + 1 Influence): both +5 -> 15 = 15.
     // p0 2 cards > p1 1 card: p0 wins, though p1 has more tokens (1 > 0) and more Rings (2 > 0).
    Json j = base();
    for (auto& pl : j["state"]["players"]) pl["prestige"] = 10;
    Add(j, 0, "cards", kBlue, 2);
    Add(j, 1, "cards", kBlue, 1);
    Add(j, 1, "ii", kInf, 1);
    RingOn(j, 1, 0, kRed);
    RingOn(j, 1, 1, kGreen);
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{15, 15}));
    BOOST_TEST(s->Ranking() == (std::vector<int>{1, 2}));
  }
  {  // level 3, unspent Influence/Intrigue Tokens: p1 1 card + 1 Intrigue (Garter 2: +5) from 10 -> 15; p0 1
     // card (Garter 1: +0) from 15 -> 15. Cards 1 = 1; tokens p1 1 > 0: p1 wins, though p0 has 2 Rings to 0.
    Json j = base();
    j["state"]["players"][0]["prestige"] = 15;
    j["state"]["players"][1]["prestige"] = 10;
    Add(j, 0, "cards", kBlue, 1);
    Add(j, 1, "cards", kBlue, 1);
    Add(j, 1, "ii", kInt, 1);
    RingOn(j, 0, 0, kRed);
    RingOn(j, 0, 1, kGreen);
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{15, 15}));
    BOOST_TEST(s->Ranking() == (std::vector<int>{2, 1}));
  }
  {  // level 4, Rings: 1 card each (Garter 1 = 1: both +5) -> 15 = 15; cards 1 = 1, tokens 0 = 0; Rings p1 2 > 1
    Json j = base();
    for (auto& pl : j["state"]["players"]) pl["prestige"] = 10;
    Add(j, 0, "cards", kBlue, 1);
    Add(j, 1, "cards", kRed, 1);
    RingOn(j, 0, 2, kYellow);
    RingOn(j, 1, 0, kYellow);
    RingOn(j, 1, 4, kGreen);
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{15, 15}));
    BOOST_TEST(s->Ranking() == (std::vector<int>{2, 1}));
  }
  {  // still a tie: 1 card, 1 Influence, 1 Ring each: a shared win
    Json j = base();
    for (int p = 0; p < 2; ++p) {
      j["state"]["players"][p]["prestige"] = 7;
      Add(j, p, "cards", kGray, 1);
      Add(j, p, "ii", kInf, 1);
      RingOn(j, p, p, kPurple);
    }
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{12, 12}));
    BOOST_TEST(s->Ranking() == (std::vector<int>{1, 1}));
  }
}

// Order of the Garter with 3 players: "5 2 0"; "In case of a tie, all tied players receive the full Prestige
// Points for their rank and the following rank is not scored." Scoring Cards 4+5 score nothing here;
// Persistent Courtiers with 3 players: 4 rounds, round 4 is the last.
PEERAGE_ASSERTS_RULES(garter_three_players_every_tie_pattern, "td.end.garter");
BOOST_AUTO_TEST_CASE(garter_three_players_every_tie_pattern) {
  struct Case { std::array<int, 3> cards, influence; std::vector<std::int64_t> want; };
  const std::vector<Case> cases = {
      {{4, 2, 0}, {0, 0, 0}, {5, 2, 0}},  // totals 4, 2, 0: first, second, third
      {{1, 2, 0}, {2, 0, 0}, {5, 2, 0}},  // totals 3 (1 card + 2 Influence), 2, 0: tokens count with cards
      {{3, 3, 1}, {0, 0, 0}, {5, 5, 0}},  // 3, 3, 1: two share first, second is not scored, p2 third: 0
      {{2, 1, 1}, {0, 0, 0}, {5, 2, 2}},  // 2, 1, 1: two share second place: 2 each
      {{0, 0, 0}, {0, 0, 0}, {5, 5, 5}},  // 0, 0, 0: all first
  };
  for (const auto& c : cases) {
    Json j = Blank(3, "4+5", 1, 4);
    for (int p = 0; p < 3; ++p) {
      if (c.cards[p]) Add(j, p, "cards", p, c.cards[p]);
      if (c.influence[p]) Add(j, p, "ii", kInf, c.influence[p]);
    }
    auto s = PlayFinalEnd(j);
    BOOST_TEST(Prestige(*s) == c.want, fmt::format("{}", fmt::join(Prestige(*s), " ")));
  }
}

// Crowded Court: "At the end of every Round, a majority scoring will occur for every Throne Room column. The
// player with the most Courtiers in a column (including Office Holders) scores 6 Prestige. In case of a tie,
// the player with the highest figure in the column receives the Prestige." 3 players (5 columns), Scoring
// Cards 1+5, Persistent Courtiers, end of round 1 of 4 (no figure left, p2 ends the last turn):
//   c1: p0 on r1 and r2, p1 on r6          -> 2 to 1: p0 (most Courtiers beats the highest figure)
//   c2: p0 on r2, p1 on r4                 -> 1 to 1, p1 higher: p1
//   c3: p2's Office, p0 on r6              -> 1 to 1, the Office holder is the column's highest figure: p2
//   c4: p1's Office and p1 on r1, p0 on r3 and r4 -> 2 to 2 (the Office counts), p1's Office highest: p1
//   c5: p0 on r1, p1 on r2, p2 on r3       -> 1 each, p2 highest: p2
// Default readings: p0 6, p1 12, p2 12. td.crowded-tie=board-only (only Courtiers on spaces are "highest"):
// c3 p0 (r6 against no space), c4 2 to 2, p0's r4 above p1's r1: p0; so p0 6+6+6 = 18, p1 6 (c2), p2 6 (c5).
static Json CrowdedTable(const std::string& tie) {
  Json j = Blank(3, "1+5", 1, 1);
  j["settings"]["td.crowded-tie"] = tie;
  Fig(j, 0, 1, 1); Fig(j, 0, 1, 2); Fig(j, 1, 1, 6);
  Fig(j, 0, 2, 2); Fig(j, 1, 2, 4);
  OfficeOf(j, 3, 2); Fig(j, 0, 3, 6);
  OfficeOf(j, 4, 1); Fig(j, 1, 4, 1); Fig(j, 0, 4, 3); Fig(j, 0, 4, 4);
  Fig(j, 0, 5, 1); Fig(j, 1, 5, 2); Fig(j, 2, 5, 3);
  ActorIs(j, 2);
  return j;
}
PEERAGE_ASSERTS_RULES(crowded_court_majority_then_highest_figure_then_office, "td.scoring.crowded");
PEERAGE_ASSERTS_READING(crowded_court_majority_then_highest_figure_then_office, "td.crowded-tie", "office-highest",
                        "board-only");
BOOST_AUTO_TEST_CASE(crowded_court_majority_then_highest_figure_then_office) {
  for (const std::string tie : {"office-highest", "board-only"}) {
    auto s = Load(CrowdedTable(tie));
    s->ApplyActionText("end");
    BOOST_TEST(s->ToJson()["state"]["round"] == 2);
    const auto want = tie == "office-highest" ? std::vector<std::int64_t>{6, 12, 12} : std::vector<std::int64_t>{18, 6, 6};
    BOOST_TEST(Prestige(*s) == want, tie << ": " << fmt::format("{}", fmt::join(Prestige(*s), " ")));
  }
}

// The same table told while explaining (State::StepParts): each column whose most figures are shared, with
// what breaks the tie under each reading and who scores (6); c1 (2 to 1) is a plain majority and not told.
// office-highest: c2 p1's r4 over p0's r2; c3 p2's Office over p0's r6; c4 p1's Office over p0's r4; c5
// p2's r3. board-only: c3 p0's r6 (the Office is no space); c4 p0's r4 over p1's r1.
BOOST_AUTO_TEST_CASE(crowded_court_ties_are_told_by_reading) {
  for (const std::string tie : {"office-highest", "board-only"}) {
    auto s = Load(CrowdedTable(tie));
    s->SetExplaining(true);
    s->ApplyActionText("end");
    const bool office = tie == "office-highest";
    const std::string board = " on the board (the Office is not a space)";
    const std::vector<std::string> want = {
        "Crowded Court, column 2: p0 and p1 have 1 figure each there, and p1's Courtier on c2r4 is the highest: p1 scores 6",
        office ? "Crowded Court, column 3: p0 and p2 have 1 figure each there (the Office counts), and p2's Office is the "
                 "column's highest figure: p2 scores 6"
               : "Crowded Court, column 3: p0 and p2 have 1 figure each there (the Office counts), and p0's Courtier on "
                 "c3r6 is the highest" + board + ": p0 scores 6",
        office ? "Crowded Court, column 4: p0 and p1 have 2 figures each there (the Office counts), and p1's Office is the "
                 "column's highest figure: p1 scores 6"
               : "Crowded Court, column 4: p0 and p1 have 2 figures each there (the Office counts), and p0's Courtier on "
                 "c4r4 is the highest" + board + ": p0 scores 6",
        "Crowded Court, column 5: p0, p1 and p2 have 1 figure each there, and p2's Courtier on c5r3 is the highest: p2 scores 6"};
    BOOST_TEST(s->StepParts() == want, boost::test_tools::per_element());
  }
}

// The Order of the Garter told while explaining: 3 players, Court Cards 3, 3, 1 (Garter "5 2 0"): p0 and p1
// tie for first (5 each), second is not scored, p2 third (0). With 2 Opportunity Tokens for p2 as well: 3
// under counted (still third: 0), told as included / left out.
BOOST_AUTO_TEST_CASE(the_garter_is_told_with_its_totals) {
  auto told = [](const char* opportunity_reading, int opportunity) {
    Json j = Blank(3, "4+5", 1, 4);
    j["settings"]["td.garter-opportunity"] = opportunity_reading;
    j["parameters"]["td.opportunity"] = "on";  // 8 Opportunity Tokens, 14 Influence and 14 Intrigue
    j["state"]["ii_pool"] = {14, 14, 8};
    Add(j, 0, "cards", 0, 3);
    Add(j, 1, "cards", 1, 3);
    Add(j, 2, "cards", 2, 1);
    if (opportunity) Add(j, 2, "ii", 2, opportunity);
    ActorIs(j, 2);
    auto s = Load(j);
    s->SetExplaining(true);
    s->ApplyActionText("end");
    BOOST_REQUIRE(s->IsTerminal());
    return s->StepParts();
  };
  const std::vector<std::string> plain = told("counted", 0);
  BOOST_REQUIRE(plain.size() == 2u);  // the last round's Crowded Court (scored, nobody in the Throne Room), the Garter
  BOOST_TEST(plain[0] == "Crowded Court scores at the end of the last round too, as at the end of every round: nobody "
                         "holds a column majority");
  // Totals 3, 3, 1: p0 and p1 share the first rank (5 each); the second rank is not scored, so p2 takes the
  // third rank's 0.
  BOOST_TEST(plain[1] == "the Order of the Garter counts each player's Influence and Intrigue Tokens and Court Cards: "
                         "p0 and p1 tie with 3 and take 5 Prestige each; p2, with 1, takes the third rank's 0 Prestige; a "
                         "tie fills as many ranks as it has players");
  // counted: p2 1 + 2 = 3, a three-way tie for the first rank: 5 each.
  BOOST_TEST(told("counted", 2).back() ==
             "the Order of the Garter counts each player's Influence and Intrigue Tokens, Opportunity Tokens among them, and "
             "Court Cards: p0, p1 and p2 tie with 3 and take 5 Prestige each; Opportunity Tokens included: p2 2; a tie "
             "fills as many ranks as it has players");
  BOOST_TEST(told("not-counted", 2).back() ==
             "the Order of the Garter counts each player's Influence and Intrigue Tokens (not Opportunity Tokens) and Court "
             "Cards: p0 and p1 tie with 3 and take 5 Prestige each; p2, with 1, takes the third rank's 0 Prestige; "
             "Opportunity Tokens left out: p2 2; a tie fills as many ranks as it has players");
}

// The Order of the Garter with 4 players ("5 3 1 0", the chart's 4-player row) told for three tied players:
// Court Cards 2, 2, 1, 2 for p0..p3. competition: p0, p1 and p3 share the first rank (5 each) and
// fill ranks 1-3, so p2 is fourth: 0. next-only: the tie skips only the second rank, so p2 is third: 1.
BOOST_AUTO_TEST_CASE(a_three_way_garter_tie_is_told_with_the_rank_that_follows) {
  for (const std::string reading : {"competition", "next-only"}) {
    Json j = Blank(4, "4+5", 1, 4);
    j["settings"]["td.garter-tie"] = reading;
    Add(j, 0, "cards", 0, 2);
    Add(j, 1, "cards", 1, 2);
    Add(j, 2, "cards", 2, 1);
    Add(j, 3, "cards", 3, 2);
    ActorIs(j, 3);
    auto s = Load(j);
    s->SetExplaining(true);
    s->ApplyActionText("end");
    BOOST_REQUIRE(s->IsTerminal());
    const bool competition = reading == "competition";
    BOOST_TEST(s->StepParts().back() ==
               std::string("the Order of the Garter counts each player's Influence and Intrigue Tokens and Court Cards: "
                           "p0, p1 and p3 tie with 2 and take 5 Prestige each; p2, with 1, takes the ") +
                   (competition ? "fourth rank's 0 Prestige; a tie fills as many ranks as it has players"
                                : "third rank's 1 Prestige; a tie skips only the one rank after it"),
               reading);
  }
}

// The last round's Crowded Court told with the majorities it scores, or would have scored: 2 players, round 5
// of 5, Scoring Cards 4+5, p0 alone in c1 (r1) and c3 (r2), p1 alone in c2 (r1): scored, p0 takes 2 x 6 = 12
// for columns 1 and 3 and p1 6 for column 2; not-scored, the same majorities score nothing.
BOOST_AUTO_TEST_CASE(the_last_rounds_crowded_court_is_told_with_its_majorities) {
  for (const std::string reading : {"scored", "not-scored"}) {
    Json j = Blank(2, "4+5", 1, 5);
    j["settings"]["td.crowded-last-round"] = reading;
    Fig(j, 0, 1, 1);
    Fig(j, 0, 3, 2);
    Fig(j, 1, 2, 1);
    ActorIs(j, 1);
    auto s = Load(j);
    s->SetExplaining(true);
    s->ApplyActionText("end");
    BOOST_REQUIRE(s->IsTerminal());
    BOOST_TEST(s->StepParts().front() ==
                   (reading == "scored"
                        ? "Crowded Court scores at the end of the last round too, as at the end of every round: p0 takes 12 "
                          "Prestige for columns 1 and 3 and p1 takes 6 Prestige for column 2"
                        : "Crowded Court is not scored at the end of the last round, so p0's majority in columns 1 and 3 and "
                          "p1's majority in column 2 score nothing"),
               reading);
  }
}

// Crowded Court in the last round: "At the end of every Round" (td.crowded-last-round=scored) against the
// phase summary's "If this was NOT the last game Round" (not-scored). 2 players, Scoring Cards 4+5, round 5 of
// 5: p0 alone in c1 (r1). scored: p0 6 + Garter; Garter totals 0 = 0: both 5. p0 11, p1 5; not-scored: 5, 5.
PEERAGE_ASSERTS_RULES(crowded_court_in_the_last_round_per_reading, "td.scoring.crowded", "td.end.garter");
PEERAGE_ASSERTS_READING(crowded_court_in_the_last_round_per_reading, "td.crowded-last-round", "scored", "not-scored");
BOOST_AUTO_TEST_CASE(crowded_court_in_the_last_round_per_reading) {
  for (const std::string reading : {"scored", "not-scored"}) {
    Json j = Blank(2, "4+5", 1, 5);
    j["settings"]["td.crowded-last-round"] = reading;
    Fig(j, 0, 1, 1);
    auto s = PlayFinalEnd(j);
    const auto want = reading == "scored" ? std::vector<std::int64_t>{11, 5} : std::vector<std::int64_t>{5, 5};
    BOOST_TEST(Prestige(*s) == want, reading);
  }
}

// Only The Essentials: "During game setup, remove Court Tokens from the bag as shown on the card" (data file:
// 5 brown, gray, purple) and "At Game End, players receive the listed amount of positive or negative
// Prestige for each Court Token" (blue/green/red +2, yellow +1, brown 0, gray -1, purple -2); "Court Tokens
// worth negative Prestige may not be spent for the Move Courtier Bonus Action".
// Setup, 3 players: the bag holds 20 of blue..yellow and 15 of brown, gray, purple (125); once the 35
// Influence/Intrigue Tokens are placed, the first Court Token draw is 20/125 = 4/25 for each of the first four
// colours and 15/125 = 3/25 for the others.
PEERAGE_ASSERTS_RULES(only_the_essentials_removal_values_and_bonus_spend, "td.scoring.essentials",
                      "td.setup.essentials-removal", "td.setup.court-tokens");
BOOST_AUTO_TEST_CASE(only_the_essentials_removal_values_and_bonus_spend) {
  auto s = NewGame(GameConfig{"tudor", 3, {{"td.scoring-cards", "2+4"}, {"td.scenario", "1"}}});
  Json st = s->ToJson()["state"];
  BOOST_TEST(st["bag"] == Json::array({20, 20, 20, 20, 15, 15, 15}));
  BOOST_TEST(st["removed"] == Json::array({0, 0, 0, 0, 5, 5, 5}));
  for (int i = 0; i < 35; ++i) s->ApplyAction(s->LegalActions().front());
  BOOST_TEST(Outcomes(*s) == (Texts{"draw-token:blue 4/25", "draw-token:green 4/25", "draw-token:red 4/25",
                                    "draw-token:yellow 4/25", "draw-token:brown 3/25", "draw-token:gray 3/25",
                                    "draw-token:purple 3/25"}));
  // Game end, 3 players, round 4 of 4. p0: blue, yellow, brown, gray and 2 purple: 2 + 1 + 0 - 1 - 4 = -2;
  // p1: 3 red: 6; p2 none. Garter 0, 0, 0: 5 each. p0's last turn (actor p2 is replaced by p0's Courtier on
  // c1r1 for the bonus check): tokens blue, yellow, brown, gray, purple x2: the pairs without a negative
  // token are blue+yellow, blue+brown, yellow+brown.
  Json j = Blank(3, "2+4", 1, 4);
  Add(j, 0, "tokens", kBlue, 1);
  Add(j, 0, "tokens", kYellow, 1);
  Add(j, 0, "tokens", kBrown, 1);
  Add(j, 0, "tokens", kGray, 1);
  Add(j, 0, "tokens", kPurple, 2);
  Add(j, 1, "tokens", kRed, 3);
  Fig(j, 0, 1, 1);
  Tok(j, 1, 2, kGreen);
  auto turn = Load(j);
  BOOST_TEST(LegalWith(*turn, "bonus-move") ==
             (Texts{"bonus-move:blue:yellow", "bonus-move:blue:brown", "bonus-move:yellow:brown"}));
  auto end = PlayFinalEnd(j);
  BOOST_TEST(Prestige(*end) == (std::vector<std::int64_t>{-2 + 5, 6 + 5, 0 + 5}));
}

// Diplomatic Service: "At Game End, players score 6 Prestige for each of their Courtiers on this card."
// 2 players, Scoring Cards 1+6, round 5 of 5: p0 2 Ambassadors (12), p1 none; no tokens: Focused 0, Garter
// 0 = 0: 5 each. p0 17, p1 5.
PEERAGE_ASSERTS_RULES(diplomatic_service_scores_six_an_ambassador, "td.scoring.diplomatic");
BOOST_AUTO_TEST_CASE(diplomatic_service_scores_six_an_ambassador) {
  Json j = Blank(2, "1+6", 1, 5);
  j["state"]["players"][0]["ambassadors"] = 2;
  j["state"]["players"][0]["supply"] = 12;
  auto s = PlayFinalEnd(j);
  BOOST_TEST(Prestige(*s) == (std::vector<std::int64_t>{17, 5}));
}

// Game length (Scenario Cards): Persistent Courtiers 5/4/4 rounds for 2/3/4 players, Only The Strong Shall
// Rule 6/5/5. The end of the last round ends the game; the end of any earlier round starts the next.
PEERAGE_ASSERTS_RULES(the_game_lasts_the_rounds_of_the_scenario_card, "td.end.rounds");
BOOST_AUTO_TEST_CASE(the_game_lasts_the_rounds_of_the_scenario_card) {
  struct Case { int n, scenario, rounds; };
  for (const Case c : {Case{2, 1, 5}, Case{3, 1, 4}, Case{4, 1, 4}, Case{2, 5, 6}, Case{3, 5, 5}, Case{4, 5, 5}}) {
    for (int round = c.rounds - 1; round <= c.rounds; ++round) {
      Json j = Blank(c.n, "1+4", c.scenario, round);
      ActorIs(j, c.n - 1);
      auto s = Load(j);
      s->ApplyActionText("end");
      BOOST_TEST(s->IsTerminal() == (round == c.rounds), c.n << " players, scenario " << c.scenario << ", round " << round);
      if (round < c.rounds) BOOST_TEST(s->ToJson()["state"]["round"] == round + 1);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
