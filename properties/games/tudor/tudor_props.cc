// Tudor rule properties: geometry, setup, conservation, turns, scoring and tie-breaks. Expected values are
// restated here from the rulebook (shared/rulebooks/tudor.txt), reading only the canonical state JSON — never
// the engine's helpers. Scenario tests (Offices, movement) are in tudor_scenario_props.cc.
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"
#include "model/core/trace.h"
#include "properties/temp_dir.h"

BOOST_AUTO_TEST_SUITE(tudor_geometry)

// "properties must hold for any valid geometry": a random valid board file (passed like `--data FILE`)
// loads, and a random game on it ends within the declared length with every invariant holding after
// every step (conservation of Courtiers, tokens, cards and Rings; one figure per space; equal turns).
RC_BOOST_PROP(any_valid_geometry_plays_to_the_end_with_every_invariant, ()) {
  const Json board = GenBoard();
  const test::TempDir tmp("tudor-board");
  const std::string file = tmp / "board.json";
  {
    std::ofstream out(file);
    out << board.dump();
  }
  GameConfig config = *AnyConfig();
  config.data_file = file;
  std::unique_ptr<State> end;
  try {
    end = props::Walk(config, *props::GenSeed(), 0, [&](const State& s) {
      const auto v = s.CheckInvariants();
      if (!v.empty()) {
        // The witness: the game so far as a trace (replay it with `peerage replay` and the board file).
        RC_FAIL(fmt::format("{} {} at step {}\nboard {}\ntrace (save it beside the board to replay it):\n{}", v[0].name,
                            v[0].detail, s.Step(), board.dump(), WriteTrace(RecordTrace(s, false, v[0].name + " " + v[0].detail))));
      }
    });
  } catch (const std::exception& e) {
    RC_FAIL(fmt::format("{}\nboard {}", e.what(), board.dump()));
  }
  RC_ASSERT(end->IsTerminal());
  RC_ASSERT(end->ToJson().at("state").at("token").size() ==
            static_cast<size_t>(board["columns"][std::to_string(config.players)].get<int>() * 9));
}

// The loader names the bad field.
BOOST_AUTO_TEST_CASE(a_bad_board_file_names_the_field) {
  const GameInfo& info = Registry::Instance().Get("tudor");
  Json good = Json::parse(info.data.json);
  Json bad = good;
  bad["chambers"][1][0] = "A";  // A offered by two chambers
  BOOST_CHECK_EXCEPTION(info.data.load(bad), std::exception, [](const std::exception& e) {
    return std::string(e.what()).find("chambers[1][0]") != std::string::npos;
  });
  bad = good;
  bad["columns"]["3"] = 6;  // 42 spaces for 36 Influence/Intrigue Tokens
  BOOST_CHECK_EXCEPTION(info.data.load(bad), std::exception, [](const std::exception& e) {
    return std::string(e.what()).find("columns.3") != std::string::npos;
  });
  // The set tables of Politically Focused/Flexible: seven numbers, a bigger set never worth less.
  bad = good;
  bad["focused_sets"][3] = 2;  // 1, 3, 6, 2: a set of 4 below a set of 3
  BOOST_CHECK_EXCEPTION(info.data.load(bad), std::exception, [](const std::exception& e) {
    return std::string(e.what()).find("focused_sets[3]") != std::string::npos;
  });
  bad = good;
  bad["flexible_sets"] = Json::array({1, 3, 6});
  BOOST_CHECK_EXCEPTION(info.data.load(bad), std::exception, [](const std::exception& e) {
    return std::string(e.what()).find("flexible_sets") != std::string::npos;
  });
  bad = good;
  bad["flexible_sets"][0] = "one";
  BOOST_CHECK_EXCEPTION(info.data.load(bad), std::exception, [](const std::exception& e) {
    return std::string(e.what()).find("flexible_sets[0]") != std::string::npos;
  });
  BOOST_CHECK_NO_THROW(info.data.load(good));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(tudor)

// Issue 8: "All 75 set-ups (any two of the six Scoring cards x five Scenario cards) playable and fuzzed".
// Every pair of different Scoring Cards with every Scenario Card plays to the end (player counts cycle
// 2, 3, 4), every state passing the invariants, and the cards in play are the ones configured.
BOOST_AUTO_TEST_CASE(all_75_setups_play_to_the_end) {
  int setups = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = a + 1; b <= 6; ++b)
      for (int sc = 1; sc <= 5; ++sc) {
        GameConfig config{"tudor", 2 + setups % 3, {{"td.scoring-cards", PairName(a, b)}, {"td.scenario", std::to_string(sc)}}};
        ++setups;
        auto end = props::Walk(config, 1000 + setups, 0, [&](const State& s) {
          const auto v = s.CheckInvariants();
          if (!v.empty()) BOOST_FAIL(fmt::format("{} {}: {} at step {}", PairName(a, b), sc, v[0].name + " " + v[0].detail, s.Step()));
        });
        BOOST_TEST(end->IsTerminal(), PairName(a, b) << " scenario " << sc << " did not end");
        const Json st = end->ToJson().at("state");
        BOOST_TEST(st.at("scoring") == Json::array({a - 1, b - 1}));
        BOOST_TEST(st.at("scenario") == sc - 1);
      }
  BOOST_TEST(setups == 75);
}

// Random Setup: "1. Randomly select one Red Scoring Card 2. Randomly select one Green Scoring Card." The
// Red cards are 1-3 and the Green 4-6 (the recommended set-ups pair "Red Scoring Card 2" with "Green Scoring
// Card 5" and so on; data/tudor/board.json lists the card order), so the chance node offers exactly the
// 3 x 3 = 9 pairs of one Red and one Green card, each with probability 1/3 * 1/3 = 1/9; two cards of one
// colour ("1+2", "4+5", ...) only in a Customized Setup. Then one of the 5 Scenario Cards, 1/5 each.
PEERAGE_ASSERTS_RULES(random_setup_draws_one_red_and_one_green_scoring_card, "td.setup.cards");
BOOST_AUTO_TEST_CASE(random_setup_draws_one_red_and_one_green_scoring_card) {
  auto s = NewGame(GameConfig{"tudor", 3, {}});
  const auto pairs = s->ChanceOutcomes();
  std::vector<std::string> names;
  for (const auto& o : pairs) {
    names.push_back(s->ActionToString(o.action));
    BOOST_TEST((o.probability == Rational(1, 9)), s->ActionToString(o.action));
  }
  const std::vector<std::string> expected = {"scoring-cards:1+4", "scoring-cards:1+5", "scoring-cards:1+6",
                                             "scoring-cards:2+4", "scoring-cards:2+5", "scoring-cards:2+6",
                                             "scoring-cards:3+4", "scoring-cards:3+5", "scoring-cards:3+6"};
  BOOST_TEST(names == expected, fmt::format("{}", fmt::join(names, " ")));
  s->ApplyAction(pairs.front().action);
  const auto scen = s->ChanceOutcomes();
  BOOST_TEST(scen.size() == 5u);
  for (const auto& o : scen) BOOST_TEST((o.probability == Rational(1, 5)));
  // A pair of one colour is still a Customized Setup.
  auto same = NewGame(GameConfig{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "1"}}});
  BOOST_TEST(same->ToJson()["state"]["scoring"] == Json::array({0, 1}));
}

// Setup (Game setup 7-10): after the board is filled, every Throne Room space holds one Court Token and
// one Influence/Intrigue Token; the Ring stand holds 2 of each colour (3 with 4 players); each player
// then drafts two Rings and holds a Court Card matching each.
PEERAGE_ASSERTS_RULES(setup_fills_every_space_and_the_draft_gives_matching_cards, "td.setup.influence-intrigue", "td.setup.court-tokens", "td.draft.cards");
RC_BOOST_PROP(setup_fills_every_space_and_the_draft_gives_matching_cards, ()) {
  const GameConfig config = *AnyConfig();
  const int n = config.players;
  const int cols = n == 2 ? 4 : 5;  // data/tudor/board.json
  bool checked_board = false, checked_draft = false;
  WalkTudor(config, *props::GenSeed(), [&](const Json& pre, const std::string&, int, const Json& post) {
    if (pre.at("phase") == "setup" && post.at("phase") == "draft") {
      RC_ASSERT(post.at("token").size() == static_cast<size_t>(cols * 9));
      for (int c = 0; c < cols; ++c)
        for (int r = 0; r < 9; ++r) {
          const int s = c * 9 + r;
          const bool on = c < cols && r < 7;
          RC_ASSERT((post.at("token")[s] != -1) == on);
          RC_ASSERT((post.at("ii")[s] != -1) == on);
        }
      for (const auto& x : post.at("stand")) RC_ASSERT(x == (n == 4 ? 3 : 2));
      checked_board = true;
    }
    if (pre.at("phase") == "draft" && post.at("phase") != "draft") {
      for (const auto& pl : post.at("players")) {
        int rings = 0;
        std::map<int, int> ring_colours;
        for (const auto& f : pl.at("fingers"))
          if (f != -1) {
            ++rings;
            ++ring_colours[f.get<int>()];
          }
        RC_ASSERT(rings == 2);
        RC_ASSERT(Sum(pl.at("cards")) == 2);
        for (const auto& [colour, k] : ring_colours) RC_ASSERT(pl.at("cards")[colour] == k);
      }
      checked_draft = true;
    }
  });
  RC_ASSERT(checked_board);
  RC_ASSERT(checked_draft);
}

// "A Courtier remains on an Office Space until disgraced by another Courtier": an Office never becomes
// empty, and changes hands only to the player whose action entered it (never to its own holder).
RC_BOOST_PROP(office_holders_are_never_moved_except_by_disgrace, ()) {
  const GameConfig config = *AnyConfig();
  WalkTudor(config, *props::GenSeed(), [&](const Json& pre, const std::string& text, int actor, const Json& post) {
    for (int c = 0; c < 7; ++c) {
      const int before = pre.at("office")[c], after = post.at("office")[c];
      if (before == after) continue;
      RC_ASSERT(after != -1);
      RC_ASSERT(after == post.at("actor").get<int>());
      RC_ASSERT((text.rfind("step", 0) == 0 || text.rfind("jump", 0) == 0));
      (void)actor;
    }
  });
}

// Conservation restated from the component list: per faction 10 Court Cards (stacks + hands + out of the
// game), 20 Court Tokens (18 with 2 players: bag + board + screens + spent + removed), Rings 3 per colour
// with 4 players, else 2 (stand + fingers); 14 Courtiers per player; one figure per space.
RC_BOOST_PROP(components_are_conserved, ()) {
  const GameConfig config = *AnyConfig();
  const int n = config.players;
  WalkTudor(config, *props::GenSeed(), [&](const Json&, const std::string&, int, const Json& s) {
    if (s.at("scenario") == -1 || s.at("scoring")[0] == -1) return;
    for (int f = 0; f < 7; ++f) {
      int cards = s.at("stack")[f].get<int>() + s.at("cards_out")[f].get<int>();
      int tokens = s.at("bag")[f].get<int>() + s.at("removed")[f].get<int>();
      int rings = s.at("stand")[f];
      for (const auto& pl : s.at("players")) {
        cards += pl.at("cards")[f].get<int>();
        tokens += pl.at("tokens")[f].get<int>() + pl.at("spent")[f].get<int>();
        for (const auto& x : pl.at("fingers")) rings += x == f;
      }
      for (const auto& t : s.at("token")) tokens += t == f;
      RC_ASSERT(cards == 10);
      RC_ASSERT(tokens == (n == 2 ? 18 : 20));
      RC_ASSERT(rings == (n == 4 ? 3 : 2));
    }
    for (int p = 0; p < n; ++p) {
      const Json& pl = s.at("players")[p];
      int where = pl.at("supply").get<int>() + pl.at("ambassadors").get<int>();
      for (const auto& x : s.at("bench")) where += x == p;
      for (const auto& x : s.at("chairs")) where += x != -1 && x.get<int>() / 2 == p;
      for (const auto& x : s.at("fig")) where += x == p;
      for (const auto& x : s.at("office")) where += x == p;
      RC_ASSERT(where == 14);
    }
  });
}

// "The phase ends when all player figures have been activated and all players have had an equal number
// of Turns": whenever phase 4 ends, every player has had the same number of turns and no figure waits.
PEERAGE_ASSERTS_RULES(phase_four_ends_with_equal_turns_and_every_figure_used, "td.phase4.equal-turns");
RC_BOOST_PROP(phase_four_ends_with_equal_turns_and_every_figure_used, ()) {
  const GameConfig config = *AnyConfig();
  int ended = 0;
  WalkTudor(config, *props::GenSeed(), [&](const Json& pre, const std::string&, int, const Json& post) {
    if (pre.at("phase") != "actions" || post.at("phase") == "actions") return;
    ++ended;
    const int turns = post.at("players")[0].at("turns");
    for (const auto& pl : post.at("players")) RC_ASSERT(pl.at("turns") == turns);
    for (int c = 0; c < 3; ++c) {  // seats: -1 empty, else player*2 + done
      bool lorded = false;
      for (int k = 0; k < 2; ++k) {
        const int l = pre.at("lords")[c * 2 + k];
        lorded = lorded || l != -1;
        RC_ASSERT((l == -1 || l % 2 == 1));
      }
      if (lorded)
        for (int i = 0; i < 6; ++i) {
          const int ch = pre.at("chairs")[c * 6 + i];
          RC_ASSERT((ch == -1 || ch % 2 == 1));
        }
    }
  });
  RC_ASSERT(ended >= 1);
}

// Phase 2: "If no empty Courtier Chair is available, all Courtiers already in chairs will be pushed
// upwards"; a chamber never seats more Courtiers than its chairs (3/4/5 for 2/3/4 players).
RC_BOOST_PROP(chambers_never_exceed_their_chairs, ()) {
  const GameConfig config = *AnyConfig();
  const int chairs = config.players + 1;
  WalkTudor(config, *props::GenSeed(), [&](const Json&, const std::string&, int, const Json& s) {
    for (int c = 0; c < 3; ++c)
      for (int i = chairs; i < 6; ++i) RC_ASSERT(s.at("chairs")[c * 6 + i] == -1);
  });
}


// Politically Focused: "7 Court Tokens of the same type are worth 28"; "8 Tokens would be worth 28 + 1 =
// 29"; sets of n are worth 1+2+..+n. With no cards and no tokens left every Garter total is 0: all four
// players tie for first and each gains the 5 Prestige of first place.
PEERAGE_ASSERTS_RULES(politically_focused_scores_the_rulebook_examples, "td.scoring.focused", "td.end.garter");
BOOST_AUTO_TEST_CASE(politically_focused_scores_the_rulebook_examples) {
  GameConfig config{"tudor", 4, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}}};
  Json j = BeforeTheEnd(config, 11);
  Give(j, 0, "tokens", "bag", 0, 8);  // 8 blue: 29
  Give(j, 1, "tokens", "bag", 1, 7);  // 7 green: 28
  Give(j, 2, "tokens", "bag", 2, 1);  // 1 red + 2 yellow: 1 + 3
  Give(j, 2, "tokens", "bag", 3, 2);
  const auto gain = FinalGain(j);
  BOOST_TEST(gain == (std::vector<std::int64_t>{29 + 5, 28 + 5, 4 + 5, 0 + 5}), fmt::format("{}", fmt::join(gain, " ")));
}

// Politically Flexible: "2 sets of 7 Tokens, 1 set of 5 Tokens, 4 individual Tokens = 75 Prestige".
PEERAGE_ASSERTS_RULES(politically_flexible_scores_the_rulebook_example, "td.scoring.flexible");
BOOST_AUTO_TEST_CASE(politically_flexible_scores_the_rulebook_example) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "3+4"}, {"td.scenario", "2"}}};
  Json j = BeforeTheEnd(config, 12);
  const int counts[7] = {7, 3, 3, 3, 3, 2, 2};  // sets: 7, 7, 5, 1, 1, 1, 1
  for (int f = 0; f < 7; ++f) Give(j, 0, "tokens", "bag", f, counts[f]);
  const auto gain = FinalGain(j);
  BOOST_TEST(gain == (std::vector<std::int64_t>{75 + 5, 0 + 5, 0 + 5}), fmt::format("{}", fmt::join(gain, " ")));
}

// Order of the Garter, 4 players (5/3/1/0): "all tied players receive the full Prestige Points for their
// rank and the following rank is not scored". Totals 3, 3, 2, 0: p0 and p1 share first (5 each), second is
// not scored, p2 is third (1) and p3 fourth (0). Both readings agree with two tied players: competition
// counts the 2 players ahead of p2 (third place), next-only counts the tied pair as min(2, 2) = 2 (third).
PEERAGE_ASSERTS_RULES(garter_ties_share_the_rank_and_skip_the_next, "td.end.garter");
PEERAGE_ASSERTS_READING(garter_ties_share_the_rank_and_skip_the_next, "td.garter-tie", "competition", "next-only");
BOOST_AUTO_TEST_CASE(garter_ties_share_the_rank_and_skip_the_next) {
  for (const char* reading : {"competition", "next-only"}) {
    GameConfig config{"tudor", 4, {{"td.scoring-cards", "1+4"}, {"td.scenario", "3"}, {"td.garter-tie", reading}}};
    Json j = BeforeTheEnd(config, 13);
    Give(j, 0, "cards", "stack", 0, 3);
    Give(j, 1, "cards", "stack", 1, 2);
    int type = 0;
    while (j["state"]["ii_pool"][type].get<int>() == 0) ++type;
    Give(j, 1, "ii", "ii_pool", type, 1);  // a kept Influence Token counts like a card
    Give(j, 2, "cards", "stack", 2, 2);
    const auto gain = FinalGain(j);
    BOOST_TEST(gain == (std::vector<std::int64_t>{5, 5, 1, 0}), reading << ": " << fmt::format("{}", fmt::join(gain, " ")));
  }
}

// Three players tied for first, 4 players (5/3/1/0): totals 2, 2, 2, 0. All three take first place (5 each).
// competition: the tie fills ranks 1-3, so p3 has 3 players ahead and is fourth (0). next-only: only the one
// rank after the tie (second) is not scored, so p3 counts the tied group as min(3, 2) = 2 and is third (1).
PEERAGE_ASSERTS_RULES(garter_three_way_tie_by_reading, "td.end.garter");
PEERAGE_ASSERTS_READING(garter_three_way_tie_by_reading, "td.garter-tie", "competition", "next-only");
BOOST_AUTO_TEST_CASE(garter_three_way_tie_by_reading) {
  for (const char* reading : {"competition", "next-only"}) {
    GameConfig config{"tudor", 4, {{"td.scoring-cards", "1+4"}, {"td.scenario", "3"}, {"td.garter-tie", reading}}};
    Json j = BeforeTheEnd(config, 13);
    for (int p = 0; p < 3; ++p) Give(j, p, "cards", "stack", p, 2);
    const auto gain = FinalGain(j);
    const std::vector<std::int64_t> want = std::string(reading) == "competition" ? std::vector<std::int64_t>{5, 5, 5, 0}
                                                                                : std::vector<std::int64_t>{5, 5, 5, 1};
    BOOST_TEST(gain == want, reading << ": " << fmt::format("{}", fmt::join(gain, " ")));
  }
}

// Two players tied for first, 3 players (5/2/0): totals 1, 1, 0. Under both readings p2 is third (0), not
// second: "the following rank is not scored" (next-only counts the pair as min(2, 2) = 2 places).
PEERAGE_ASSERTS_RULES(garter_two_way_tie_three_players_skips_second, "td.end.garter");
PEERAGE_ASSERTS_READING(garter_two_way_tie_three_players_skips_second, "td.garter-tie", "competition", "next-only");
BOOST_AUTO_TEST_CASE(garter_two_way_tie_three_players_skips_second) {
  for (const char* reading : {"competition", "next-only"}) {
    GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "3"}, {"td.garter-tie", reading}}};
    Json j = BeforeTheEnd(config, 13);
    Give(j, 0, "cards", "stack", 0, 1);
    Give(j, 1, "cards", "stack", 1, 1);
    const auto gain = FinalGain(j);
    BOOST_TEST(gain == (std::vector<std::int64_t>{5, 5, 0}), reading << ": " << fmt::format("{}", fmt::join(gain, " ")));
  }
}

// The winner's tie-break chain (Prestige, Court Cards, unspent tokens, Rings, shared) is asserted level by
// level from hand-built states in tudor_scoring_props.cc (final_tie_break_every_level_of_the_chain).

BOOST_AUTO_TEST_SUITE_END()
