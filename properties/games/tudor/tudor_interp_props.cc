// Tudor interpretations where the text is silent or reads two ways: who starts (td.first-player), the space
// a banished Courtier leaves (td.banish-space), the phase-1 take-back with an empty supply
// (td.no-courtiers-recall) and whose Courtier it may be (td.recall-whose). Every reading is played from a real state; expected values are restated from
// the rulebook, reading only the canonical state JSON.
#include "model/core/error.h"
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

namespace {

int Sp(int col, int row) { return col * 9 + row; }

std::vector<std::string> LegalInOrder(const State& s) {
  std::vector<std::string> out;
  for (Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}

// Plays the setup draws of `config` (seeded) until the start-player chance node (td.first-player=chance)
// or the first decision (seat0).
std::unique_ptr<State> BoardFilled(const GameConfig& config, std::uint64_t seed) {
  auto s = NewGame(config);
  Rng rng(seed);
  while (s->IsChance() && s->ActionToString(s->LegalActions().front()).rfind("start-player:", 0) != 0)
    s->ApplyLegalAction(*s->SampleChanceOutcome(rng));
  return s;
}

// Plays the Ring draft (first legal Ring each time) and the Ring arrangements; returns who picked, in order.
std::vector<int> DraftOrder(State& s) {
  std::vector<int> order;
  while (s.ToJson()["state"]["phase"] == "draft") {
    const std::string first = s.ActionToString(s.LegalActions().front());
    if (first.rfind("ring:", 0) == 0) order.push_back(s.CurrentPlayer());
    s.ApplyAction(s.LegalActions().front());
  }
  return order;
}

int BagTotal(const Json& st) { return Sum(st["bag"]); }

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_interpretations)

// STARTING RING SELECTION: "Beginning with the start player and proceeding clockwise, each player selects
// one Privilege Ring"; "a second Ring is taken in reverse player order. The start player will be the last to
// select their second Ring." Phase 1 then begins "with the start player". Reading seat0: seat 0 starts.
PEERAGE_ASSERTS_RULES(first_player_seat0_starts_the_draft_and_round_one, "td.draft.snake", "td.setup.start-player");
PEERAGE_ASSERTS_READING(first_player_seat0_starts_the_draft_and_round_one, "td.first-player", "seat0");
BOOST_AUTO_TEST_CASE(first_player_seat0_starts_the_draft_and_round_one) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "1"}, {"td.first-player", "seat0"}}};
  auto s = BoardFilled(config, 3);
  BOOST_TEST(!s->IsChance(), "seat0: no chance node chooses the start player");
  BOOST_TEST(s->ToJson()["state"]["start"] == 0);
  BOOST_TEST(DraftOrder(*s) == (std::vector<int>{0, 1, 2, 2, 1, 0}));
  const Json st = s->ToJson()["state"];
  BOOST_TEST(st["phase"] == "assign");
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(s->info().first_player(*s) == 0);
}

// Reading chance: once the board is filled a chance node picks the start player, each of the n seats with
// probability exactly 1/n; the draft and round 1 then begin with that player and the first player reported
// for statistics is that player, also at the end of the game (the start player has moved on by then).
PEERAGE_ASSERTS_RULES(first_player_chance_picks_each_seat_with_one_in_n, "td.setup.start-player", "td.draft.snake");
PEERAGE_ASSERTS_READING(first_player_chance_picks_each_seat_with_one_in_n, "td.first-player", "chance");
BOOST_AUTO_TEST_CASE(first_player_chance_picks_each_seat_with_one_in_n) {
  for (int n = 2; n <= 4; ++n) {
    GameConfig config{"tudor", n, {{"td.scoring-cards", "2+5"}, {"td.scenario", "2"}, {"td.first-player", "chance"}}};
    auto node = BoardFilled(config, 10 + n);
    BOOST_REQUIRE(node->IsChance());
    BOOST_TEST(node->ToJson()["state"]["start"] == -1);
    BOOST_TEST(node->info().first_player(*node) == -1);
    const auto outcomes = node->ChanceOutcomes();
    BOOST_REQUIRE(static_cast<int>(outcomes.size()) == n);
    for (int k = 0; k < n; ++k) {
      BOOST_TEST(node->ActionToString(outcomes[k].action) == fmt::format("start-player:p{}", k));
      BOOST_TEST(outcomes[k].probability.num == 1);
      BOOST_TEST(outcomes[k].probability.den == n);
    }
    for (int k = 0; k < n; ++k) {
      auto s = node->Clone();
      s->ApplyActionText(fmt::format("start-player:p{}", k));
      BOOST_TEST(s->ToJson()["state"]["start"] == k);
      std::vector<int> want;
      for (int i = 0; i < n; ++i) want.push_back((k + i) % n);
      for (int i = n - 1; i >= 0; --i) want.push_back((k + i) % n);
      BOOST_TEST(DraftOrder(*s) == want, "n=" << n << " start " << k);
      BOOST_TEST(s->ToJson()["state"]["phase"] == "assign");
      BOOST_TEST(s->CurrentPlayer() == k);
      Rng rng(k + 1);
      std::vector<Action> legal;
      while (!s->IsTerminal()) {
        s->LegalActions(legal);
        s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
      }
      BOOST_TEST(s->info().first_player(*s) == k, "n=" << n << " start " << k);
    }
    // "start" -1 (not chosen) is a setup-only value: a draft state claiming it is refused, naming the field.
    auto drafted = node->Clone();
    drafted->ApplyActionText("start-player:p0");
    Json j = drafted->ToJson();
    j["state"]["start"] = -1;
    try {
      StateFromJson(j, "test");
      BOOST_FAIL("start -1 outside setup was accepted");
    } catch (const ParseError& e) {
      BOOST_TEST(std::string(e.what()).find("start") != std::string::npos, e.what());
    }
  }
}

// Only The Strong Shall Rule, right: 2 Intrigue Tokens banish another player's Courtier "3 spaces or lower"
// (below the stairs), "returning it to their supply". The space it leaves has no Court Token (its Courtier
// picked it up). td.banish-space=refill: a Court Token is drawn from the bag for it at once;
// stays-empty: no draw, the space stays without a Court Token and the bag is untouched.
PEERAGE_ASSERTS_RULES(banish_space_refill_or_stays_empty, "td.scenario.strong-right");
PEERAGE_ASSERTS_READING(banish_space_refill_or_stays_empty, "td.banish-space", "refill", "stays-empty");
BOOST_AUTO_TEST_CASE(banish_space_refill_or_stays_empty) {
  for (const std::string reading : {"refill", "stays-empty"}) {
    GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "5"}, {"td.banish-space", reading}}};
    Json j = TurnMenuState(config, 4);
    Json& st = j["state"];
    const int p = st["actor"], q = (p + 1) % 3;
    PutCourtier(j, q, 1, 1);  // c2r2, row 2: below the stairs
    for (int k = 0, s = 0; k < 2 && s < static_cast<int>(st["ii"].size()); ++s)  // 2 Intrigue Tokens from the board
      if (st["ii"][s] == 1 && s != Sp(1, 1)) {
        st["ii"][s] = -1;
        st["players"][p]["ii"][1] = st["players"][p]["ii"][1].get<int>() + 1;
        ++k;
      }
    const int intrigue = st["players"][p]["ii"][1], q_supply = st["players"][q]["supply"], bag = BagTotal(st);
    auto s = StateFromJson(j, "banish scenario");
    BOOST_REQUIRE(Offers(*s, "banish:c2r2"));
    s->ApplyActionText("banish:c2r2");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(1, 1)] == -1);
    BOOST_TEST(now["players"][q]["supply"] == q_supply + 1);
    BOOST_TEST(now["players"][p]["ii"][1] == intrigue - 2);
    if (reading == "refill") {
      BOOST_REQUIRE(s->IsChance());
      BOOST_TEST(s->ActionToString(s->LegalActions().front()).rfind("draw-token:", 0) == 0u);
      s->ApplyAction(s->LegalActions().front());
      now = s->ToJson()["state"];
      BOOST_TEST(now["token"][Sp(1, 1)] != -1);
      BOOST_TEST(BagTotal(now) == bag - 1);
    } else {
      BOOST_TEST(!s->IsChance());
      BOOST_TEST(now["token"][Sp(1, 1)] == -1);
      BOOST_TEST(now["restock"][Sp(1, 1)] == 0);
      BOOST_TEST(BagTotal(now) == bag);
    }
    BOOST_TEST(now["mode"] == "turn");
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// SPECIAL CASES: a player who "needs to place a Courtier" with none in supply "may choose to remove any
// existing Courtier from the Throne Room in order to continue"; the space "is lost and a new Court Token is
// placed there". In phase 1 (Persistent Courtiers: 2 Courtiers in round 1) the start player has one
// Courtier on c3r3 and none in supply. optional: "recall:c3r3" or "decline-recall" (this placement lapses,
// nothing else changes, no finding); forced: "recall:c3r3" only.
PEERAGE_ASSERTS_RULES(no_courtiers_recall_optional_or_forced, "td.special.no-courtiers");
PEERAGE_ASSERTS_READING(no_courtiers_recall_optional_or_forced, "td.no-courtiers-recall", "optional", "forced");
BOOST_AUTO_TEST_CASE(no_courtiers_recall_optional_or_forced) {
  for (const std::string reading : {"optional", "forced"}) {
    GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "1"}, {"td.no-courtiers-recall", reading}}};
    auto walk = BoardFilled(config, 8);
    DraftOrder(*walk);
    BOOST_REQUIRE(walk->ToJson()["state"]["phase"] == "assign");
    Json j = walk->ToJson();
    Json& st = j["state"];
    const int p = walk->CurrentPlayer();
    PutCourtier(j, p, 2, 2);
    Json& pl = st["players"][p];
    pl["ambassadors"] = pl["ambassadors"].get<int>() + pl["supply"].get<int>();  // out of play
    pl["supply"] = 0;
    const int placed = pl["placed"], left = st["assign_left"];
    auto s = StateFromJson(j, "empty supply in phase 1");
    const std::vector<std::string> want = reading == "optional" ? std::vector<std::string>{"recall:c3r3", "decline-recall"}
                                                                : std::vector<std::string>{"recall:c3r3"};
    BOOST_TEST(LegalInOrder(*s) == want, reading);
    if (reading == "optional") {
      auto d = s->Clone();
      d->ApplyActionText("decline-recall");
      const Json now = d->ToJson()["state"];
      BOOST_TEST(now["fig"][Sp(2, 2)] == p);
      BOOST_TEST(now["players"][p]["supply"] == 0);
      BOOST_TEST(now["players"][p]["placed"] == placed + 1);
      BOOST_TEST(now["assign_left"] == left - 1);
      BOOST_TEST(Sum(now["bench"]) == Sum(st["bench"]));
      BOOST_TEST(!d->IsChance());
      BOOST_TEST(d->CurrentPlayer() == (p + 1) % 3);
      BOOST_TEST(d->Findings().empty());
    }
    s->ApplyActionText("recall:c3r3");
    BOOST_TEST(s->ToJson()["state"]["fig"][Sp(2, 2)] == -1);
    BOOST_TEST(s->ToJson()["state"]["players"][p]["supply"] == 1);
    BOOST_REQUIRE(s->IsChance());  // the lost space gets a new Court Token
    s->ApplyAction(s->LegalActions().front());
    BOOST_TEST(s->ToJson()["state"]["token"][Sp(2, 2)] != -1);
    BOOST_TEST(s->CurrentPlayer() == p);
    BOOST_TEST(Offers(*s, "bench:1"));
    s->ApplyActionText("bench:1");
    BOOST_TEST(s->ToJson()["state"]["players"][p]["supply"] == 0);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// SPECIAL CASES: the player "may choose to remove any existing Courtier from the Throne Room in order to
// continue"; "A Courtier holding a Court Office may not be removed" (Office holders are off the Throne Room's
// spaces). Phase 1, round 1 of Persistent Courtiers (2 Courtiers each), td.no-courtiers-recall=forced: the
// start player p has none in supply, one Courtier on c3r3, and the next player q one on c2r2.
// own: only "recall:c3r3"; with no own Courtier in the Throne Room nothing can be taken back ("end").
// any: "recall:c2r2" too. Taking q's: it goes back to q's supply, c2r2 gets a new Court Token from the bag,
// p still has no Courtier, so p's placement lapses (placed +1, nothing on a bench) and q places next; a
// silent-text finding names the reading.
PEERAGE_ASSERTS_READING(recall_whose_own_or_any_in_phase_one, "td.recall-whose", "own", "any");
BOOST_AUTO_TEST_CASE(recall_whose_own_or_any_in_phase_one) {
  for (const std::string reading : {"own", "any"}) {
    GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "1"},
                                   {"td.no-courtiers-recall", "forced"}, {"td.recall-whose", reading}}};
    auto walk = BoardFilled(config, 8);
    DraftOrder(*walk);
    BOOST_REQUIRE(walk->ToJson()["state"]["phase"] == "assign");
    Json j = walk->ToJson();
    Json& st = j["state"];
    const int p = walk->CurrentPlayer(), q = (p + 1) % 3;
    BOOST_REQUIRE(st["players"][p]["placed"] == 0);
    PutCourtier(j, q, 1, 1);
    auto empty_supply = [p](Json& x) {
      Json& pl = x["state"]["players"][p];
      pl["ambassadors"] = pl["ambassadors"].get<int>() + pl["supply"].get<int>();  // out of play
      pl["supply"] = 0;
    };
    Json none_on_board = j;  // p has no Courtier in the Throne Room to take back
    empty_supply(none_on_board);
    PutCourtier(j, p, 2, 2);
    empty_supply(j);
    const bool any = reading == "any";
    auto bare = StateFromJson(none_on_board, "no own Courtier anywhere");
    BOOST_TEST(LegalInOrder(*bare) == (any ? std::vector<std::string>{"recall:c2r2"} : std::vector<std::string>{"end"}), reading);
    auto s = StateFromJson(j, "empty supply in phase 1");
    BOOST_TEST(LegalInOrder(*s) == (any ? std::vector<std::string>{"recall:c2r2", "recall:c3r3"}
                                 : std::vector<std::string>{"recall:c3r3"}), reading);
    if (!any) continue;
    const int q_supply = st["players"][q]["supply"], left = st["assign_left"], bag = BagTotal(st);
    s->ApplyActionText("recall:c2r2");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(1, 1)] == -1);
    BOOST_TEST(now["fig"][Sp(2, 2)] == p);
    BOOST_TEST(now["players"][q]["supply"] == q_supply + 1);
    BOOST_TEST(now["players"][p]["supply"] == 0);
    BOOST_TEST(now["players"][p]["placed"] == 1);
    BOOST_TEST(now["assign_left"] == left - 1);
    BOOST_TEST(now["bench"] == st["bench"]);  // nothing placed
    BOOST_REQUIRE(s->IsChance());  // the lost space gets a new Court Token
    BOOST_TEST(s->ActionToString(s->LegalActions().front()).rfind("draw-token:", 0) == 0u);
    s->ApplyAction(s->LegalActions().front());
    now = s->ToJson()["state"];
    BOOST_TEST(now["token"][Sp(1, 1)] != -1);
    BOOST_TEST(BagTotal(now) == bag - 1);
    BOOST_TEST(now["phase"] == "assign");
    BOOST_TEST(s->CurrentPlayer() == q);
    BOOST_TEST(Offers(*s, "bench:1"));
    bool named = false;
    for (const Finding& f : s->Findings()) named = named || f.interpretation == "td.recall-whose=any";
    BOOST_TEST(named);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

// ---- td.enhance-first-round=from-round-2 -------------------------------------------------------------------
// RE-POSITIONING RINGS, NOTE: new players "may ignore the Ring Action Enhancements in the first Round. Then
// at the beginning of the game's second Round they may rearrange the Rings ... and begin to use" them.
// 3 players, seat 0 starts round 1, so round 2's start player is seat 1 (the start player passes to the
// left): seats 1, 2, 0 are asked in turn, before Chamber Assignment. A player with two Rings of different
// colours on five fingers has 5 x 4 = 20 arrangements (two of one colour: 5 x 4 / 2 = 10), keeping them as
// they are among them. Enhanced F ("take 2 Court Cards and then return 1") needs fingers 1 and 3
// (data/tudor/board.json): every F in round 1 takes 1 card (no enhancement), and after everybody put their
// Rings on fingers 1 and 3 every F in round 2 takes 2.
PEERAGE_ASSERTS_RULES(enhance_from_round_two_rearranges_at_its_start, "td.enhance.f");
BOOST_AUTO_TEST_CASE(enhance_from_round_two_rearranges_at_its_start) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}, {"td.first-player", "seat0"},
                                 {"td.enhance-first-round", "from-round-2"}}};
  int games = 0;
  for (std::uint64_t seed = 1; seed <= 60 && games < 2; ++seed) {
    auto s = NewGame(config);
    Rng rng(seed);
    int f_round1 = 0, f_round2 = 0;
    std::vector<int> asked;
    // Prefers "do:F" when offered; otherwise a random legal action (chance by its probabilities).
    auto play = [&](State& st) {
      const std::vector<std::string> texts = LegalInOrder(st);
      if (!st.IsChance() && std::find(texts.begin(), texts.end(), "do:F") != texts.end()) {
        st.ApplyActionText("do:F");
        const Json now = st.ToJson()["state"];
        BOOST_TEST(now["mode"] == "card");
        BOOST_TEST(now["sub"]["count"] == (now["round"] == 1 ? 1 : 2), "round " << now["round"]);
        ++(now["round"] == 1 ? f_round1 : f_round2);
        return;
      }
      const auto legal = st.LegalActions();
      st.ApplyLegalAction(st.IsChance() ? *st.SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
    };
    while (!s->IsTerminal() && s->ToJson()["state"]["round"] != 2) play(*s);
    BOOST_REQUIRE(!s->IsTerminal());
    bool two_rings = true;  // games where a player gained or lost a Ring in round 1 are skipped
    const Json players = s->ToJson()["state"]["players"];  // not a reference into a destroyed temporary
    for (const auto& pl : players) {
      int k = 0;
      for (const auto& f : pl["fingers"]) k += f.get<int>() >= 0;
      two_rings = two_rings && k == 2;
    }
    if (!two_rings) continue;
    while (true) {
      const Json st = s->ToJson()["state"];
      BOOST_TEST(st["phase"] == "assign");
      if (st["mode"] != "arrange") break;
      const int p = s->CurrentPlayer();
      asked.push_back(p);
      std::vector<int> rings;
      for (const auto& f : st["players"][p]["fingers"])
        if (f.get<int>() >= 0) rings.push_back(f.get<int>());
      const auto texts = LegalInOrder(*s);
      BOOST_TEST(texts.size() == (rings[0] == rings[1] ? 10u : 20u));
      for (const auto& t : texts) BOOST_TEST(t.rfind("arrange:", 0) == 0u, t);
      const std::string layout = fmt::format("arrange:-{}-{}-", kInitials[rings[0]], kInitials[rings[1]]);
      BOOST_TEST((std::find(texts.begin(), texts.end(), layout) != texts.end()), layout);
      s->ApplyActionText(layout);
      BOOST_TEST(s->ToJson()["state"]["players"][p]["fingers"] == Json::array({-1, rings[0], -1, rings[1], -1}));
    }
    BOOST_TEST(asked == (std::vector<int>{1, 2, 0}));
    BOOST_TEST(s->ToJson()["state"]["mode"] == "none");
    BOOST_TEST(s->CurrentPlayer() == 1, "Chamber Assignment of round 2 begins with its start player");
    while (!s->IsTerminal() && s->ToJson()["state"]["round"] == 2) play(*s);
    games += f_round1 > 0 && f_round2 > 0;
  }
  BOOST_TEST(games == 2, "games with an F in round 1 and in round 2");
}

// Reading always (the default): no arrangement at the start of round 2; Chamber Assignment begins at once.
BOOST_AUTO_TEST_CASE(enhance_always_has_no_round_two_arrangement) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}, {"td.first-player", "seat0"}}};
  auto s = NewGame(config);
  Rng rng(7);
  while (!s->IsTerminal() && s->ToJson()["state"]["round"] != 2) {
    const auto legal = s->LegalActions();
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
  }
  const Json st = s->ToJson()["state"];
  BOOST_TEST(st["phase"] == "assign");
  BOOST_TEST(st["mode"] == "none");
  BOOST_TEST(s->ActionToString(s->LegalActions().front()).rfind("bench:", 0) == 0u);
}

// ---- td.no-reentry ------------------------------------------------------------------------------------------
// Only The Strong Shall Rule, LEFT ACTION: "discard 2 Influence Tokens to move ONE of your Courtiers up to 2
// spaces", each "in any vertical or horizontal direction", "All other normal movement rules apply". The C
// enhancement alone says the Courtier "may not re-enter a space that it previously occupied". A Courtier on
// c3r3 with open spaces around it steps up to c3r4 (a red Court Token: picked up). Under enhanced-c-only it
// may step back down onto c3r3, its start: the movement's 2 spaces are used, it ends on c3r3, and only c3r4
// (moved through) is restocked: 1 chance draw; c3r3 (re-entered, the end space) stays without a Court Token.
// Under every-move the step back is not offered (up, left and right are).
PEERAGE_ASSERTS_RULES(no_reentry_strong_move_steps_back_only_under_enhanced_c_only, "td.scenario.strong-left", "td.move.restock");
PEERAGE_ASSERTS_READING(no_reentry_strong_move_steps_back_only_under_enhanced_c_only, "td.no-reentry", "enhanced-c-only",
                        "every-move");
BOOST_AUTO_TEST_CASE(no_reentry_strong_move_steps_back_only_under_enhanced_c_only) {
  for (const char* reading : {"enhanced-c-only", "every-move"}) {
    GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "5"}, {"td.no-reentry", reading}}};
    Json j = TurnMenuState(config, 5);
    Json& st = j["state"];
    const int p = st["actor"];
    // Clear c2..c4, rows 2..4 of figures and Influence/Intrigue Tokens; c3r4 holds a red Court Token.
    for (int c = 1; c <= 3; ++c)
      for (int r = 1; r <= 3; ++r) {
        const int sp = Sp(c, r);
        BOOST_REQUIRE(st["fig"][sp] == -1);  // round 1 of this scenario places no Courtier
        if (st["ii"][sp] != -1) {
          const int t = st["ii"][sp];
          st["ii_pool"][t] = st["ii_pool"][t].get<int>() + 1;
          st["ii"][sp] = -1;
        }
      }
    const int up = Sp(2, 3);
    if (st["token"][up] != -1) st["bag"][st["token"][up].get<int>()] = st["bag"][st["token"][up].get<int>()].get<int>() + 1;
    st["bag"][2] = st["bag"][2].get<int>() - 1;
    st["token"][up] = 2;
    PutCourtier(j, p, 2, 2);
    // Two Influence Tokens from the pool for the Special Action.
    BOOST_REQUIRE(st["ii_pool"][0].get<int>() >= 2);
    st["ii_pool"][0] = st["ii_pool"][0].get<int>() - 2;
    st["players"][p]["ii"][0] = st["players"][p]["ii"][0].get<int>() + 2;
    auto s = StateFromJson(j, "strong move");
    const int red = st["players"][p]["tokens"][2];
    s->ApplyActionText("scenario-action:left");
    s->ApplyActionText("from:c3r3");
    s->ApplyActionText("step:c3r4:-");
    const bool text = std::string(reading) == "enhanced-c-only";
    BOOST_TEST(Offers(*s, "step:c3r3:-") == text, reading);
    BOOST_TEST(Offers(*s, "step:c3r5:-"));
    BOOST_TEST(Offers(*s, "step:c2r4:-"));
    BOOST_TEST(Offers(*s, "step:c4r4:-"));
    if (!text) continue;
    s->ApplyActionText("step:c3r3:-");
    BOOST_REQUIRE(s->IsChance());
    s->ApplyAction(s->LegalActions().front());
    BOOST_TEST(!s->IsChance(), "one space restocked, not two");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(2, 2)] == p);
    BOOST_TEST(now["fig"][up] == -1);
    BOOST_TEST(now["token"][up] != -1);      // moved through: restocked
    BOOST_TEST(now["token"][Sp(2, 2)] == -1);  // the end space: nothing drawn for it
    BOOST_TEST(now["players"][p]["tokens"][2] == red + 1);
    BOOST_TEST(now["mode"] == "turn");
  }
}

// The C enhancement keeps its own limit under both readings: "may not re-enter a space that it previously
// occupied during the current movement" (tested in tudor_movement/enhanced_c_moves_three_spaces_in_any_direction
// under the default, and under both readings in
// tudor_movement_reading_effects/multi_space_movements_re_entering_by_reading; see td_move.cc MoveOptions).

BOOST_AUTO_TEST_SUITE_END()
