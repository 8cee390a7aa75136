// Dueling Nobles rule scenarios (issue 18): the Dueling phase. Each test starts from a small hand-built
// state, takes a few actions and compares the outcome with values worked out by hand from
// shared/rulebooks/dueling-nobles.txt (arithmetic in the comments). Strength table: Jack 11, Queen 12,
// King 13; Stamina Jack 2, Queen 2, King 3.
//
// After a duel the turn ends (one duel a turn, the default reading), so the defender's owner, who plays
// next, also receives his automatic Resource; the comments count it separately.
// A one-Noble courtyard is Json::array({Noble(...)}): a braced list holding one Json is that Json itself
// under clang (an object, not an array of one).
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/core/error.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace dn_test;
using Strings = std::vector<std::string>;

namespace {
const Strings kSixDice = Each("die:", {"1", "2", "3", "4", "5", "6"}, "1/6");

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles_duel_rules)

// "selects one of the Nobles from his Courtyard and any of his opponent's Nobles": every pair of p0's
// JC, KC with p1's JD, QD, plus ending the turn. p1 has no 2 Resources to deflect, so the dice come next.
PEERAGE_ASSERTS_RULES(a_duel_pairs_any_own_noble_with_any_opponent_noble, "dn.duel.declare");
BOOST_AUTO_TEST_CASE(a_duel_pairs_any_own_noble_with_any_opponent_noble) {
  auto s = Load({{"phase", "dueling"},
                 {"players", {Player(0, Json::array(), {Noble("JC", 2), Noble("KC", 3)}),
                              Player(1, Json::array(), {Noble("JD", 2), Noble("QD", 2)})}}});
  BOOST_TEST(Legal(*s) == (Strings{"duel:JC>JD", "duel:JC>QD", "duel:KC>JD", "duel:KC>QD", "end-turn"}),
             boost::test_tools::per_element());
  s->ApplyActionText("duel:KC>QD");
  const Json st = St(*s);
  BOOST_TEST(st["phase"] == "duel-dice");
  BOOST_TEST(st["duel"]["attacker"] == "KC");
  BOOST_TEST(st["duel"]["defender"] == "QD");
}

// Deflecting: "by spending 2 Resources ... select any other Noble in his own courtyard". p1 (3 Resources)
// may name JD or KD instead of QD, or accept: 3 - 2 = 1 Resource left and KD is the target. With a single
// Noble there is no other target, so no deflect choice at all.
PEERAGE_ASSERTS_READING(the_defender_may_pay_two_to_deflect_to_another_noble, "dn.deflect-target", "other");
PEERAGE_ASSERTS_RULES(the_defender_may_pay_two_to_deflect_to_another_noble, "dn.duel.deflect");
BOOST_AUTO_TEST_CASE(the_defender_may_pay_two_to_deflect_to_another_noble) {
  auto s = Load({{"phase", "dueling"},
                 {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(3, Json::array(), {Noble("JD", 2), Noble("QD", 2), Noble("KD", 3)})}}});
  s->ApplyActionText("duel:KC>QD");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*s) == (Strings{"deflect:JD", "deflect:KD", "accept"}), boost::test_tools::per_element());
  s->ApplyActionText("deflect:KD");
  BOOST_TEST(Res(*s, 1) == 1);
  BOOST_TEST(St(*s)["duel"]["defender"] == "KD");
  BOOST_TEST(St(*s)["phase"] == "duel-dice");
  auto one = Load({{"phase", "dueling"},
                   {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                                Player(3, Json::array(), Json::array({Noble("QD", 2)}))}}});
  one->ApplyActionText("duel:KC>QD");
  BOOST_TEST(St(*one)["phase"] == "duel-dice");
  auto poor = Load({{"phase", "dueling"},  // 1 Resource < 2: no deflect either
                    {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                                 Player(1, Json::array(), {Noble("JD", 2), Noble("QD", 2)})}}});
  poor->ApplyActionText("duel:KC>QD");
  BOOST_TEST(St(*poor)["phase"] == "duel-dice");
  BOOST_TEST(Res(*poor, 1) == 1);
}

// Step 2: "Each player then rolls one die (except the King, who ... two such dice)". KC attacks JD: two
// attacker dice, then one defender die, each 1/6 per face. KC 13 + 4 + 5 = 22 > JD 11 + 2 = 13: KC wins,
// p0 gains 1 (0 + 1), JD loses one Stamina (2 - 1 = 1). As defender a King also rolls two: JC 11 + 6 = 17
// against KD 13 + 1 + 2 = 16: JC wins, KD 3 - 1 = 2.
PEERAGE_ASSERTS_RULES(each_side_rolls_one_die_and_a_king_two, "dn.duel.dice", "dn.duel.king-two-dice",
                      "dn.duel.outcome", "dn.duel.winner-resource", "dn.duel.stamina-loss");
BOOST_AUTO_TEST_CASE(each_side_rolls_one_die_and_a_king_two) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("KC", "JD", {Json::array(), Json::array()})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("KC", 3)})),
                              Player(0, Json::array(), Json::array({Noble("JD", 2)}))}}});
  BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  s->ApplyActionText("die:4");
  BOOST_TEST(St(*s)["duel"]["dice"] == Json::array({Json::array({4}), Json::array()}));
  BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  s->ApplyActionText("die:5");
  BOOST_TEST(St(*s)["duel"]["dice"] == Json::array({Json::array({4, 5}), Json::array()}));
  BOOST_TEST(Outcomes(*s) == kSixDice, boost::test_tools::per_element());
  s->ApplyActionText("die:2");
  BOOST_TEST(St(*s)["duel"].is_null());
  BOOST_TEST(Stamina(*s, "KC") == 3);
  BOOST_TEST(Stamina(*s, "JD") == 1);
  BOOST_TEST(Res(*s, 0) == 1);
  BOOST_TEST(Res(*s, 1) == 1);  // 0, plus 1 automatic at the start of p1's turn
  auto d = Load({{"phase", "duel-dice"}, {"duel", Duel("JC", "KD", {Json::array(), Json::array()})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("JC", 2)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  d->ApplyActionText("die:6");
  d->ApplyActionText("die:1");
  BOOST_TEST(St(*d)["duel"]["dice"] == Json::array({Json::array({6}), Json::array({1})}));  // still rolling
  d->ApplyActionText("die:2");
  BOOST_TEST(Stamina(*d, "KD") == 2);
  BOOST_TEST(Stamina(*d, "JC") == 2);
  BOOST_TEST(Res(*d, 0) == 1);
}

// Step 1: "Strength value ... added to the value of any weapon ... (such as the Queen) ... add a Strength
// bonus"; the Queen adds "3 points ... for each other Noble currently in that player's Courtyard".
// QC (weapon 3C) with JH and KH beside her: 12 + 3 + 3 * 2 = 21, die 2: 23. KD (weapon 2D): 13 + 2 = 15,
// dice 4 + 4: 23. Equal totals: a tie, both lose one Stamina (QC 2 - 1 = 1, KD 3 - 1 = 2), nobody gains a
// Resource. With KD's second die 3 instead: 22 < 23, QC wins, p0 0 + 1 = 1, only KD loses (3 - 1 = 2).
PEERAGE_ASSERTS_RULES(strength_adds_weapon_and_queen_bonus_equal_totals_tie, "dn.duel.strength",
                      "dn.duel.queen-bonus", "dn.duel.outcome", "dn.duel.tie", "dn.duel.stamina-loss",
                      "dn.duel.winner-resource");
BOOST_AUTO_TEST_CASE(strength_adds_weapon_and_queen_bonus_equal_totals_tie) {
  const Json st = {{"phase", "duel-dice"}, {"duel", Duel("QC", "KD", {Json::array({2}), Json::array({4})})},
                   {"players", {Player(0, Json::array(), {Noble("JH", 2), Noble("QC", 2, "3C"), Noble("KH", 3)}),
                                Player(0, Json::array(), Json::array({Noble("KD", 3, "2D")}))}}};
  auto tie = Load(st);
  tie->ApplyActionText("die:4");
  BOOST_TEST(Stamina(*tie, "QC") == 1);
  BOOST_TEST(Stamina(*tie, "KD") == 2);
  BOOST_TEST(Res(*tie, 0) == 0);
  BOOST_TEST(Res(*tie, 1) == 1);  // 0 from the duel, plus 1 automatic at the start of p1's turn
  auto win = Load(st);
  win->ApplyActionText("die:3");
  BOOST_TEST(Stamina(*win, "QC") == 2);
  BOOST_TEST(Stamina(*win, "KD") == 2);
  BOOST_TEST(Res(*win, 0) == 1);
  BOOST_TEST(Res(*win, 1) == 1);  // 0 from the duel, plus 1 automatic
}

// A Queen alone gets no Inspiration: QC 12 + 0 + die 1 = 13 against JD 11 + die 2 = 13: a tie (with a
// bonus counting herself she would win 16 to 13). Both lose one Stamina: 2 - 1 = 1 each.
PEERAGE_ASSERTS_RULES(a_queen_alone_has_no_bonus, "dn.duel.queen-bonus", "dn.duel.tie");
BOOST_AUTO_TEST_CASE(a_queen_alone_has_no_bonus) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("QC", "JD", {Json::array({1}), Json::array()})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("QC", 2)})),
                              Player(0, Json::array(), {Noble("JD", 2), Noble("KD", 3)})}}});
  s->ApplyActionText("die:2");
  BOOST_TEST(Stamina(*s, "QC") == 1);
  BOOST_TEST(Stamina(*s, "JD") == 1);
  BOOST_TEST(Res(*s, 0) == 0);
}

// Step 3: the attacker plays first, then the defender; one card each, two for a Jack; each adds its rank,
// and a card of the Noble's suit adds 2 more (Adrenaline). KC: 13 + 1 + 1 = 15, plays 4C (Clubs = KC's
// suit): 15 + 4 + 2 = 21; his limit is one, so p1 is asked next. JD: 11 + 6 = 17, plays 2H (17 + 2 = 19)
// and, as a Jack, a second card above it, 3D (Diamonds = JD's suit): 19 + 3 + 2 = 24. 24 > 21: JD wins,
// p1 0 + 1 = 1 (+ 1 automatic = 2), KC 3 - 1 = 2. The played 4C, 2H, 3D go to the face-up discard pile.
PEERAGE_ASSERTS_RULES(supports_attacker_first_with_adrenaline_and_a_jacks_second_card, "dn.duel.support",
                      "dn.duel.adrenaline", "dn.duel.jack-two-supports", "dn.duel.supports-discarded",
                      "dn.duel.outcome", "dn.deck.discard-face-up");
BOOST_AUTO_TEST_CASE(supports_attacker_first_with_adrenaline_and_a_jacks_second_card) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({1, 1}), Json::array({6})})},
                 {"players", {Player(0, {"4C", "5S"}, Json::array({Noble("KC", 3)})),
                              Player(0, {"2H", "3D"}, Json::array({Noble("JD", 2)}))}}});
  BOOST_TEST(s->CurrentPlayer() == 0);
  BOOST_TEST(Legal(*s) == (Strings{"support:4C", "support:5S", "end-support"}), boost::test_tools::per_element());
  s->ApplyActionText("support:4C");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*s) == (Strings{"support:2H", "support:3D", "end-support"}), boost::test_tools::per_element());
  s->ApplyActionText("support:2H");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Legal(*s) == (Strings{"support:3D", "end-support"}), boost::test_tools::per_element());
  s->ApplyActionText("support:3D");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Stamina(*s, "JD") == 2);
  BOOST_TEST(Res(*s, 1) == 2);
  BOOST_TEST(Res(*s, 0) == 0);
  BOOST_TEST(St(*s)["discard"] == Cards({"2H", "3D", "4C"}));
  BOOST_TEST(s->ObservationJson(0)["state"]["discard"] == Cards({"2H", "3D", "4C"}));
  BOOST_TEST(St(*s)["players"][0]["hand"] == Cards({"5S"}));
}

// A card of another suit adds only its rank: KC 13 + 3 + 3 = 19 plays nothing; JD 11 + 6 = 17 plays 2H
// (Hearts, not JD's Diamonds): 17 + 2 = 19. Equal totals: a tie (a spurious Adrenaline +2 would make JD
// win 21 to 19). Both lose one Stamina: KC 3 - 1 = 2, JD 2 - 1 = 1; nobody gains (p1's 1 is automatic).
PEERAGE_ASSERTS_RULES(a_support_of_another_suit_adds_only_its_rank, "dn.duel.support", "dn.duel.adrenaline",
                      "dn.duel.outcome", "dn.duel.tie");
BOOST_AUTO_TEST_CASE(a_support_of_another_suit_adds_only_its_rank) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({3, 3}), Json::array({6})})},
                 {"players", {Player(0, {"5S"}, Json::array({Noble("KC", 3)})),
                              Player(0, {"2H"}, Json::array({Noble("JD", 2)}))}}});
  s->ApplyActionText("end-support");
  BOOST_TEST(s->CurrentPlayer() == 1);
  s->ApplyActionText("support:2H");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Stamina(*s, "JD") == 1);
  BOOST_TEST(Res(*s, 0) == 0);
  BOOST_TEST(Res(*s, 1) == 1);
}

// The played Support cards go to the discard pile "after the duel"; with the stock and the pile both
// empty before (all other Support cards in hands), that pile is at once the new stock (immediate
// reshuffle): stock 4C 9S, pile empty. KC 13 + 2 + 2 + 4C (4 + 2 Adrenaline) = 23, JD 11 + 3 + 9S 9 = 23:
// a tie, both lose one Stamina (KC 3 - 1 = 2, JD 2 - 1 = 1).
PEERAGE_ASSERTS_RULES(played_supports_are_discarded_and_refill_an_empty_stock, "dn.duel.supports-discarded",
                      "dn.deck.support-reshuffle", "dn.duel.tie");
BOOST_AUTO_TEST_CASE(played_supports_are_discarded_and_refill_an_empty_stock) {
  Json h0 = Json::array({"4C"}), h1 = Json::array({"9S"});
  int i = 0;
  for (const std::string& c : AllCards())
    if (!IsNobleName(c) && c != "4C" && c != "9S") (i++ % 2 ? h1 : h0).push_back(c);
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({2, 2}), Json::array({3})})},
                 {"support_stock", Json::array()}, {"discard", Json::array()},
                 {"players", {Player(0, h0, Json::array({Noble("KC", 3)})),
                              Player(0, h1, Json::array({Noble("JD", 2)}))}}});
  s->ApplyActionText("support:4C");
  s->ApplyActionText("support:9S");
  s->ApplyActionText("end-support");  // the Jack may play a second card but declines
  BOOST_TEST(St(*s)["support_stock"] == Cards({"4C", "9S"}));
  BOOST_TEST(St(*s)["discard"] == Json::array());
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Stamina(*s, "JD") == 1);
}

// Critical Hit: "the player of the Ace automatically wins". Defender JD 11 + 1 = 12 plays AD against KC
// (weapon 3C) 13 + 3 + 6 + 6 = 28, + 10C (10 + 2 Adrenaline) = 40: JD still wins. KC 3 - 1 = 2, JD keeps
// 2; p1 0 + 1 (+ 1 automatic) = 2.
PEERAGE_ASSERTS_RULES(the_defenders_ace_wins_against_a_higher_total, "dn.duel.critical-hit",
                      "dn.duel.winner-resource", "dn.duel.stamina-loss");
BOOST_AUTO_TEST_CASE(the_defenders_ace_wins_against_a_higher_total) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({6, 6}), Json::array({1})})},
                 {"players", {Player(0, {"10C"}, Json::array({Noble("KC", 3, "3C")})),
                              Player(0, {"AD"}, Json::array({Noble("JD", 2)}))}}});
  s->ApplyActionText("support:10C");
  s->ApplyActionText("support:AD");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Stamina(*s, "JD") == 2);
  BOOST_TEST(Res(*s, 0) == 0);
  BOOST_TEST(Res(*s, 1) == 2);
}

// "If both payers play an Ace, however, the Duel is considered a tie": KC 13 + 6 + 6 + AC (1, + 2
// Adrenaline) = 28 against JD 11 + 1 + AH 1 = 13, but Aces on both sides: both lose one Stamina (KC 3 - 1 = 2, JD 2 - 1 = 1), nobody
// gains (p1's 1 is his automatic Resource).
PEERAGE_ASSERTS_READING(aces_on_both_sides_tie_whatever_the_totals, "dn.double-ace", "tie");
PEERAGE_ASSERTS_RULES(aces_on_both_sides_tie_whatever_the_totals, "dn.duel.double-ace", "dn.duel.tie");
BOOST_AUTO_TEST_CASE(aces_on_both_sides_tie_whatever_the_totals) {
  auto s = Load({{"phase", "duel-support"}, {"duel", Duel("KC", "JD", {Json::array({6, 6}), Json::array({1})})},
                 {"players", {Player(0, {"AC"}, Json::array({Noble("KC", 3)})),
                              Player(0, {"AH"}, Json::array({Noble("JD", 2)}))}}});
  s->ApplyActionText("support:AC");
  s->ApplyActionText("support:AH");
  BOOST_TEST(Stamina(*s, "KC") == 2);
  BOOST_TEST(Stamina(*s, "JD") == 1);
  BOOST_TEST(Res(*s, 0) == 0);
  BOOST_TEST(Res(*s, 1) == 1);
}

// "If a Noble reaches 0 Stamina points, he is vanquished and is removed from play. Any Weapon cards ...
// are discarded to the Support card discard pile and this Noble is shuffled back into the Noble cards
// pile". KC 13 + 6 + 6 = 25 beats JS (Stamina 1, weapon 2S) 11 + 2 + 1 = 14: JS 1 - 1 = 0 leaves p1's
// Courtyard (QD stays: the game goes on), 2S is discarded, and the Noble stack, empty before ("no cards
// remaining": no hire), holds JS. On p1's turn (4 + 1 automatic = 5 Resources) he may hire again, and
// draws JS with 1/1.
PEERAGE_ASSERTS_RULES(a_vanquished_noble_returns_to_the_stack_and_its_weapon_is_discarded, "dn.duel.vanquish",
                      "dn.duel.weapon-discard", "dn.duel.noble-shuffled-back", "dn.deck.noble-stack-empty");
BOOST_AUTO_TEST_CASE(a_vanquished_noble_returns_to_the_stack_and_its_weapon_is_discarded) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("KC", "JS", {Json::array({6, 6}), Json::array()})},
                 {"noble_stack", Json::array()},
                 {"players", {Player(0, Json::array(), {Noble("JC", 2), Noble("JD", 2), Noble("JH", 2), Noble("QC", 2),
                                                        Noble("QH", 2), Noble("QS", 2), Noble("KC", 3), Noble("KH", 3)}),
                              Player(4, Json::array(), {Noble("JS", 1, "2S"), Noble("QD", 2), Noble("KD", 3), Noble("KS", 3)})}}});
  s->ApplyActionText("die:1");
  const Json st = St(*s);
  BOOST_TEST(st["players"][1]["courtyard"] == Json::array({Noble("QD", 2), Noble("KD", 3), Noble("KS", 3)}));
  BOOST_TEST(st["noble_stack"] == Cards({"JS"}));
  BOOST_TEST(st["discard"] == Cards({"2S"}));
  BOOST_TEST(st["phase"] == "income");
  BOOST_TEST(s->CurrentPlayer() == 1);
  BOOST_TEST(Res(*s, 1) == 5);
  s->ApplyActionText("end-income");
  BOOST_TEST(Legal(*s) == (Strings{"hire", "buy:1", "buy:2", "buy:3", "end-reinforcements"}), boost::test_tools::per_element());
  s->ApplyActionText("hire");
  BOOST_TEST(Outcomes(*s) == (Strings{"draw:JS=1"}), boost::test_tools::per_element());
}

// A vanquished Noble joins a stack of one and is drawn like any other: KC 13 + 6 + 6 = 25 beats JS
// (Stamina 1) 11 + 1 = 12; the stack JH becomes JH JS, and p1's hire (4 + 1 automatic = 5 Resources)
// draws each with 1/2.
PEERAGE_ASSERTS_RULES(a_vanquished_noble_is_drawn_like_any_other, "dn.duel.noble-shuffled-back");
BOOST_AUTO_TEST_CASE(a_vanquished_noble_is_drawn_like_any_other) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("KC", "JS", {Json::array({6, 6}), Json::array()})},
                 {"noble_stack", Cards({"JH"})},
                 {"players", {Player(0, Json::array(), {Noble("JC", 2), Noble("JD", 2), Noble("QC", 2), Noble("QH", 2),
                                                        Noble("QS", 2), Noble("KC", 3), Noble("KH", 3)}),
                              Player(4, Json::array(), {Noble("JS", 1), Noble("QD", 2), Noble("KD", 3), Noble("KS", 3)})}}});
  s->ApplyActionText("die:1");
  BOOST_TEST(St(*s)["noble_stack"] == Cards({"JH", "JS"}));
  s->ApplyActionText("end-income");
  s->ApplyActionText("hire");
  BOOST_TEST(Outcomes(*s) == Each("draw:", {"JH", "JS"}, "1/2"), boost::test_tools::per_element());
}

// "If, after a duel is completed, either player finds that he has no more Nobels in his Courtyard, the
// game ends with his opponent declared the winner." The attacker's last Noble loses: JC (Stamina 1)
// 11 + 1 = 12 against KD 13 + 1 + 1 = 15: JC is vanquished, p0's Courtyard is empty, p1 wins: scores
// [0, 1], p1's Resources 0 + 1 (the duel; no new turn) = 1.
PEERAGE_ASSERTS_RULES(the_player_whose_courtyard_empties_loses, "dn.end.courtyard-empty", "dn.duel.vanquish",
                      "dn.duel.outcome");
BOOST_AUTO_TEST_CASE(the_player_whose_courtyard_empties_loses) {
  auto s = Load({{"phase", "duel-dice"}, {"duel", Duel("JC", "KD", {Json::array({1}), Json::array({1})})},
                 {"players", {Player(0, Json::array(), Json::array({Noble("JC", 1)})),
                              Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}});
  s->ApplyActionText("die:1");
  BOOST_TEST(s->IsTerminal());
  BOOST_TEST((s->Scores() == std::vector<std::int64_t>{0, 1}));
  BOOST_TEST(!s->IsDraw());
  BOOST_TEST(St(*s)["result"] == "p1");
  BOOST_TEST(St(*s)["players"][0]["courtyard"] == Json::array());
  BOOST_TEST(Stamina(*s, "KD") == 3);
  BOOST_TEST(Res(*s, 1) == 1);
}

// A duel in progress was declared this turn: declaring counts it (turn_state.duels) and marks its
// attacker (dueled), under every reading of dn.duels-per-turn. A state in a duel with duels 0, or whose
// attacker is not marked, is refused when read; with both it loads.
BOOST_AUTO_TEST_CASE(a_duel_in_progress_must_have_been_declared_this_turn) {
  auto duel_state = [](int duels, const char* dueled) {
    Json st = {{"phase", "duel-dice"}, {"duel", Duel("JC", "KD", {Json::array({1}), Json::array()})},
               {"players", {Player(0, Json::array(), Json::array({Noble("JC", 2)})),
                            Player(0, Json::array(), Json::array({Noble("KD", 3)}))}}};
    st["turn_state"] = Json::object();
    st["turn_state"]["duels"] = duels;
    st["turn_state"]["dueled"] = dueled ? Json::array({dueled}) : Json::array();
    return st;
  };
  for (const auto& [duels, dueled] : std::vector<std::pair<int, const char*>>{{0, "JC"}, {1, nullptr}, {0, nullptr}}) {
    try {
      (void)Load(duel_state(duels, dueled));
      BOOST_FAIL("a duel with duels " << duels << " was accepted");
    } catch (const peerage::ParseError& e) {
      BOOST_TEST(std::string(e.what()).find("never declared") != std::string::npos, e.what());
    }
  }
  BOOST_TEST(Load(duel_state(1, "JC"))->CurrentPlayer() == peerage::kChance);
}

BOOST_AUTO_TEST_SUITE_END()
