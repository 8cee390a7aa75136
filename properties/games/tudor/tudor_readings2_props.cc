// Tudor readings asserted one by one (continued from tudor_readings_props.cc: Offices, discards, chambers and
// the Garter claim): for every interpretation whose readings no other test compares with a
// hand-derived expectation, a small hand-built state (tudor_build in tudor_fixtures.h) where the reading
// matters, the exact options offered and/or the outcome under each reading, worked out in the comment next
// to it from shared/rulebooks/tudor.txt and the reading's description (td_catalogue.cc). Board numbers
// (chambers 1 = A/B, 2 = C/D, 3 = E/F; finger patterns A 0+1, B 1+2, C 2+3, D 3+4, E 0+4, F 1+3; 7 rows;
// benches 4/3/4 for 2/3/4 players; Garter 5 0 / 5 2 0 / 5 3 1 0) are from data/tudor/board.json.
// Scoring Cards 1+4 (Focused, Quest) score nothing during a turn but the Quest's Office Prestige, which no
// test here reads; Climbing The Ranks (Scenario 3) has no Immediate Action, so picked-up tokens are kept.
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

using namespace tudor_build;

namespace {

bool HasFinding(const State& s, const std::string& interp) {
  for (const Finding& f : s.Findings())
    if (f.interpretation == interp) return true;
  return false;
}

}  // namespace

// ---- td.disgrace-arrange / td.office-restock / td.ring-full-hand: an Office taken by Action G ----------------------
// The setting: OfficeByG (tudor_fixtures.h).

BOOST_AUTO_TEST_SUITE(tudor_readings_offices)

// td.disgrace-arrange. "If an opponent's Courtier already occupies the Office, it is disgraced ... The new Office
// Holder now removes a Ring of their choice from the disgraced Player's Hand Screen"; "Any time a player gains or
// loses a Ring, they may rearrange". p1 holds c2's Office with a green Ring (finger 0) and a yellow one (finger 1).
// p0 takes c2's Office, p1's Courtier goes back to its supply (13 -> 14), p0 chooses "ring:green" or
// "ring:yellow"; takes green. both: p0 (gained) and then p1 (lost, 1 Ring left: 5 arrangements) rearrange;
// winner-only: p0 alone. Then the turn menu.
PEERAGE_ASSERTS_READING(disgrace_arrange_by_reading, "td.disgrace-arrange", "both", "winner-only");
BOOST_AUTO_TEST_CASE(disgrace_arrange_by_reading) {
  for (const std::string reading : {"both", "winner-only"}) {
    Json j = OfficeByG("td.disgrace-arrange", reading);
    OfficeOf(j, 2, 1);
    RingOn(j, 1, 0, kGreen);
    RingOn(j, 1, 1, kYellow);
    auto s = Load(j);
    for (const char* a : {"do:G", "from:c2r6", "step:c2r7:red"}) s->ApplyActionText(a);
    DrawAll(*s);
    BOOST_TEST(LegalWith(*s, "ring:") == (Texts{"ring:green", "ring:yellow"}));
    s->ApplyActionText("ring:green");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["office"][1] == 0);
    BOOST_TEST(now["players"][1]["supply"] == 14);
    BOOST_TEST(now["players"][1]["fingers"] == Json::array({-1, kYellow, -1, -1, -1}));
    std::vector<int> arrangers;
    while (s->ToJson()["state"]["mode"] == "arrange") {
      const int p = s->CurrentPlayer();
      arrangers.push_back(p);
      BOOST_TEST(LegalWith(*s, "arrange:").size() == 5u);  // one Ring on five fingers
      s->ApplyAction(s->LegalActions().front());
    }
    BOOST_TEST(arrangers == (reading == "both" ? std::vector<int>{0, 1} : std::vector<int>{0}), reading);
    BOOST_TEST(s->ToJson()["state"]["mode"] == "turn");
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// td.office-restock. The top space's Court Token is taken and the Courtier moves on to the Office: restock
// refills the top space c2r7 like a space moved through, leave-empty does not. The start space c2r6 waits under
// both (td.restock-start=restock). restock: 2 draws, c2r7 gets a Court Token; leave-empty: 1 draw, c2r7 stays
// empty. Under both the Office is p0's and, the Office being empty, p0 then picks a Ring from the stand.
PEERAGE_ASSERTS_READING(office_restock_by_reading, "td.office-restock", "restock", "leave-empty");
BOOST_AUTO_TEST_CASE(office_restock_by_reading) {
  for (const std::string reading : {"restock", "leave-empty"}) {
    auto s = Load(OfficeByG("td.office-restock", reading));
    for (const char* a : {"do:G", "from:c2r6", "step:c2r7:red"}) s->ApplyActionText(a);
    const bool restock = reading == "restock";
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["restock"][At(2, 6)] == 1);
    BOOST_TEST(now["restock"][At(2, 7)] == (restock ? 1 : 0), reading);
    BOOST_TEST(now["fig"][At(2, 7)] == -1);
    BOOST_TEST(now["players"][0]["tokens"][kRed] == 1);
    BOOST_TEST(DrawAll(*s) == (restock ? 2 : 1), reading);
    now = s->ToJson()["state"];
    BOOST_TEST((now["token"][At(2, 7)] != -1) == restock, reading);
    BOOST_TEST(now["token"][At(2, 6)] != -1);
    BOOST_TEST(now["office"][1] == 0);
    BOOST_TEST(LegalWith(*s, "ring:").size() == 7u);  // every colour is on the stand
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// td.ring-full-hand. p0 has a Ring on every finger (blue, green, red, yellow, brown).
//   no-ring: the step onto c2r7 is offered; the Office is taken, no Ring is chosen (the stand keeps its Rings, the
//   fingers stay as they were), a silent-text finding names the reading, and the turn menu follows. With p1
//   holding the Office (a purple Ring): p1 is disgraced (supply 13 -> 14) but keeps its Ring.
//   no-office: "a player with five Rings may not enter a top space": the Courtier on c2r6 cannot move (its only
//   step is into c2r7), so no "from:" is offered; G can still place on a bottom space.
PEERAGE_ASSERTS_READING(ring_full_hand_by_reading, "td.ring-full-hand", "no-ring", "no-office");
BOOST_AUTO_TEST_CASE(ring_full_hand_by_reading) {
  for (const std::string reading : {"no-ring", "no-office"}) {
    for (const bool holder : {false, true}) {
      Json j = OfficeByG("td.ring-full-hand", reading);
      const int rings[5] = {kBlue, kGreen, kRed, kYellow, kBrown};
      for (int f = 0; f < 5; ++f) RingOn(j, 0, f, rings[f]);
      if (holder) {
        OfficeOf(j, 2, 1);
        RingOn(j, 1, 0, kPurple);
      }
      const Json stand = j["state"]["stand"];
      auto s = Load(j);
      s->ApplyActionText("do:G");
      if (reading == "no-office") {
        BOOST_TEST(LegalWith(*s, "from:").empty(), "holder " << holder);
        BOOST_TEST(LegalWith(*s, "step:c2r7").empty());
        BOOST_TEST(!LegalWith(*s, "step:").empty());
        continue;
      }
      BOOST_TEST(LegalWith(*s, "from:") == (Texts{"from:c2r6"}));
      s->ApplyActionText("from:c2r6");
      BOOST_TEST(LegalWith(*s, "step:") == (Texts{"step:c2r7:red"}));
      // Told while explaining: column 2's Office taken (from p1, disgraced, where p1 held it), no Ring.
      s->SetExplaining(true);
      s->ApplyActionText("step:c2r7:red");
      const std::string told = holder ? "p0 takes column 2's Office from p1, who is disgraced, but no Ring from them: each of "
                                        "p0's five fingers already holds one"
                                      : "p0 takes column 2's Office but no Ring from the Ring Stand: each of p0's five "
                                        "fingers already holds one";
      BOOST_TEST((std::find(s->StepParts().begin(), s->StepParts().end(), told) != s->StepParts().end()), "holder " << holder);
      s->SetExplaining(false);
      DrawAll(*s);
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["office"][1] == 0);
      BOOST_TEST(now["mode"] == "turn", "holder " << holder);
      BOOST_TEST(now["stand"] == stand);
      BOOST_TEST(now["players"][0]["fingers"] == Json::array({kBlue, kGreen, kRed, kYellow, kBrown}));
      if (holder) {
        BOOST_TEST(now["players"][1]["supply"] == 14);
        BOOST_TEST(now["players"][1]["fingers"] == Json::array({kPurple, -1, -1, -1, -1}));
      }
      BOOST_TEST(HasFinding(*s, "td.ring-full-hand=no-ring"));
      BOOST_TEST(s->CheckInvariants().empty());
    }
  }
}

// ---- td.discard-to --------------------------------------------------------------------------------------------
// "discard a Court Card" (C/E/G) and EXCHANGE 2 CARDS FOR 1: supply: a discarded card goes back to its faction's
// stack; out-of-game: it leaves the game (cards_out).
// (a) G: p0's Courtier on c2r1, a red Court Token on c2r2, p0's one red card (red stack 10 - 1 = 9). After
//     "step:c2r2:red": supply: red stack 10, none out; out-of-game: red stack 9, 1 red card out.
// (b) the exchange: p0 holds 2 red cards and p1 the other 8 (red stack empty). supply: the two reds go back
//     before the new card is taken, so all 7 colours are offered ("trade:red:red:red" included); out-of-game:
//     the 6 colours with cards on their stacks. Taking blue: supply: red stack 2, none out, blue stack 9;
//     out-of-game: red stack 0, 2 red cards out, blue stack 9.
PEERAGE_ASSERTS_READING(discard_to_by_reading, "td.discard-to", "supply", "out-of-game");
BOOST_AUTO_TEST_CASE(discard_to_by_reading) {
  for (const std::string reading : {"supply", "out-of-game"}) {
    const bool supply = reading == "supply";
    {
      Json j = WithReading(Blank(3, "1+4", 3, 2), "td.discard-to", reading);
      Fig(j, 0, 2, 1);
      Tok(j, 2, 2, kRed);
      Add(j, 0, "cards", kRed, 1);
      auto s = Load(j);
      for (const char* a : {"do:G", "from:c2r1", "step:c2r2:red"}) s->ApplyActionText(a);
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["players"][0]["cards"][kRed] == 0);
      BOOST_TEST(now["stack"][kRed] == (supply ? 10 : 9), reading);
      BOOST_TEST(now["cards_out"][kRed] == (supply ? 0 : 1), reading);
    }
    {
      Json j = WithReading(Blank(3, "1+4", 3, 2), "td.discard-to", reading);
      Add(j, 0, "cards", kRed, 2);
      Add(j, 1, "cards", kRed, 8);
      auto s = Load(j);
      Texts want;
      for (int c = 0; c < 7; ++c)
        if (supply || c != kRed) want.push_back(std::string("trade:red:red:") + kColourNames[c]);
      BOOST_TEST(LegalWith(*s, "trade:") == want, reading);
      s->ApplyActionText("trade:red:red:blue");
      const Json now = s->ToJson()["state"];
      BOOST_TEST(now["players"][0]["cards"][kRed] == 0);
      BOOST_TEST(now["players"][0]["cards"][kBlue] == 1);
      BOOST_TEST(now["stack"][kRed] == (supply ? 2 : 0), reading);
      BOOST_TEST(now["cards_out"][kRed] == (supply ? 0 : 2), reading);
      BOOST_TEST(now["stack"][kBlue] == 9);
      BOOST_TEST(s->CheckInvariants().empty());
    }
  }
}

// ---- td.chamber-leave -----------------------------------------------------------------------------------------
// Persistent Courtiers, LEFT ACTION: "discard 2 Influence Tokens to remove one of your own Courtiers from an
// Audience Chamber and immediately place it on ANY open Audience Chamber Assignment Bench" against the Game
// Summary's "This is the ONLY way a Courtier ever leaves an Audience Chamber". 3 players, Scenario 1, round 2:
// p0's Courtier in chamber 1, chair 1 (no Lord there, so it cannot act), p0 2 Influence Tokens, no card, no Ring.
//   card-wins: "end" and "withdraw:1:waiting:<bench>" for benches 1-3 (all open). Withdrawing to bench 2: chair 1
//   of chamber 1 is empty, bench 2's first space holds p0's Courtier, p0 has 0 Influence Tokens, and the
//   contradiction is recorded under the reading.
//   summary-wins: only "end".
PEERAGE_ASSERTS_READING(chamber_leave_by_reading, "td.chamber-leave", "card-wins", "summary-wins");
BOOST_AUTO_TEST_CASE(chamber_leave_by_reading) {
  for (const std::string reading : {"card-wins", "summary-wins"}) {
    Json j = WithReading(Blank(3, "1+4", 1, 2), "td.chamber-leave", reading);
    Chair(j, 1, 1, 0, false);
    Add(j, 0, "ii", kInf, 2);
    auto s = Load(j);
    if (reading == "summary-wins") {
      BOOST_TEST(LegalWith(*s, "") == (Texts{"end"}));
      continue;
    }
    BOOST_TEST(Sorted(LegalWith(*s, "")) == (Texts{"end", "withdraw:1:waiting:1", "withdraw:1:waiting:2", "withdraw:1:waiting:3"}));
    s->ApplyActionText("withdraw:1:waiting:2");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["chairs"][0] == -1);
    BOOST_TEST(now["bench"][4] == 0);
    BOOST_TEST(now["players"][0]["ii"][kInf] == 0);
    BOOST_TEST(HasFinding(*s, "td.chamber-leave=card-wins"));
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// ---- td.garter-tie: the catalogue's claim, exhaustively -------------------------------------------------------
// "with two tied players both readings agree" (the readings part only when three or more tie ahead of someone).
// Every Garter total vector with values 0..n-1 for 2, 3 and 4 players (4 + 27 + 256 cases): a player's place is
// competition: 1 + the players with more; next-only: 1 + the sum over the groups of tied players ahead of
// min(size, 2). Prestige is the place's (5 0 / 5 2 0 / 5 3 1 0). Both readings give exactly that, and they agree
// unless a group of three or more tied players has a player behind it.
BOOST_AUTO_TEST_CASE(garter_tie_readings_agree_unless_three_tie_ahead) {
  const std::vector<std::vector<int>> points = {{}, {}, {5, 0}, {5, 2, 0}, {5, 3, 1, 0}};
  for (int n = 2; n <= 4; ++n) {
    int cases = 1, differ = 0;
    for (int i = 0; i < n; ++i) cases *= n;
    for (int code = 0; code < cases; ++code) {
      std::vector<int> total(n);
      for (int p = 0, c = code; p < n; ++p, c /= n) total[p] = c % n;
      std::vector<std::int64_t> comp(n), next(n);
      bool three_ahead = false;
      for (int p = 0; p < n; ++p) {
        std::map<int, int> ahead;  // total -> players with it, above p's
        for (int q = 0; q < n; ++q)
          if (total[q] > total[p]) ++ahead[total[q]];
        int c = 0, x = 0;
        for (const auto& [v, k] : ahead) {
          c += k;
          x += std::min(k, 2);
          three_ahead = three_ahead || k >= 3;
        }
        comp[p] = points[n][c];
        next[p] = points[n][x];
      }
      for (const std::string reading : {"competition", "next-only"}) {
        Json j = WithReading(Blank(n, "4+5", 1, n == 2 ? 5 : 4), "td.garter-tie", reading);
        for (int p = 0; p < n; ++p)
          if (total[p]) Add(j, p, "cards", p, total[p]);
        const auto got = FinalPrestige(j);
        BOOST_TEST(got == (reading == "competition" ? comp : next),
                   reading << " totals " << fmt::format("{}", fmt::join(total, " ")) << " got " << fmt::format("{}", fmt::join(got, " ")));
      }
      BOOST_TEST((comp == next) == !three_ahead, fmt::format("{}", fmt::join(total, " ")));
      differ += comp != next;
    }
    // They differ only with 4 players: one player (4 choices) below three tied at v > w (6 pairs of 0..3): 24.
    BOOST_TEST(differ == (n == 4 ? 24 : 0), "n=" << n);
  }
}

BOOST_AUTO_TEST_SUITE_END()
