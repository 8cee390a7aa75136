// Tudor scenario tests: Offices, disgrace, Ring enhancements, empty bag, no Courtier in supply — states built
// with state_from_json from played games, expected values restated from the rulebook.
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/rule_assertions.h"

BOOST_AUTO_TEST_SUITE(tudor_offices)

// COURT OFFICES: entering a column's top space ends the move; the Courtier goes onto the Office, the
// top space's Influence/Intrigue Token is taken, an empty Office grants a Ring from the stand (then the
// Rings may be rearranged); The Quest For Power scores on acquiring an Office (3, data file). Moved here
// with the Move Courtier bonus action (2 Court Tokens, 1 space in any direction).
PEERAGE_ASSERTS_RULES(an_empty_office_grants_a_ring_from_the_stand, "td.office.enter", "td.office.ring", "td.scoring.quest", "td.bonus.move", "td.rings.arrange");
BOOST_AUTO_TEST_CASE(an_empty_office_grants_a_ring_from_the_stand) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "2+4"}, {"td.scenario", "1"}}};
  Json j = TurnMenuState(config, 5);
  const int p = j["state"]["actor"];
  PutCourtier(j, p, 0, 5);
  Json& st = j["state"];
  st["office"][0] = -1;
  st["bag"][0] = st["bag"][0].get<int>() - 2;
  st["players"][p]["tokens"][0] = st["players"][p]["tokens"][0].get<int>() + 2;
  st["players"][p]["bonus_used"] = false;
  const int ii_top = st["ii"][6];
  const int rings_before = [&] { int n = 0; for (auto& f : st["players"][p]["fingers"]) n += f != -1; return n; }();
  const int prestige = st["players"][p]["prestige"];
  auto s = StateFromJson(j, "office scenario");
  s->ApplyActionText("bonus-move:blue:blue");
  s->ApplyActionText("from:c1r6");
  s->ApplyActionText("step:c1r7:-");
  // The spaces left are refilled by chance draws (td.office-restock=restock, the default) before the Courtier
  // takes the Office; while it waits it is still one of its owner's 14 (td.courtiers-conserved held a
  // Courtier in no place here once, a false alarm that only a random board had shown).
  int waiting = 0;
  while (s->IsChance()) {
    waiting += s->ToJson()["state"]["pending"]["office"] == 0;
    std::string violations;
    for (const InvariantViolation& v : s->CheckInvariants()) violations += v.name + ": " + v.detail + "; ";
    BOOST_TEST(violations == "");
    s->ApplyAction(s->LegalActions().front());
  }
  BOOST_TEST(waiting >= 1);
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["office"][0] == p);
  BOOST_TEST(now["fig"][6] == -1);
  BOOST_TEST(now["fig"][5] == -1);
  BOOST_TEST(now["ii"][6] == -1);
  BOOST_TEST(now["players"][p]["prestige"] == prestige + 3);
  BOOST_TEST(now["mode"] == "office-ring");
  BOOST_TEST(Offers(*s, "ring:red") == (now["stand"][2] > 0));
  int colour = 0;
  while (now["stand"][colour] == 0) ++colour;
  s->ApplyActionText(std::string("ring:") + std::array<const char*, 7>{"blue", "green", "red", "yellow", "brown", "gray", "purple"}[colour]);
  BOOST_TEST(s->ToJson()["state"]["mode"] == "arrange");
  s->ApplyAction(s->LegalActions().front());
  now = s->ToJson()["state"];
  int rings = 0;
  for (auto& f : now["players"][p]["fingers"]) rings += f != -1;
  BOOST_TEST(rings == rings_before + 1);
  (void)ii_top;
}

// "If an opponent's Courtier already occupies the Office, it is disgraced": back to its supply; the new
// holder takes a Ring of their choice from the disgraced player. "A player may never disgrace their own
// Courtier": with its own Office above, a player's Courtier cannot enter that top space.
PEERAGE_ASSERTS_RULES(disgrace_takes_a_ring_and_an_own_office_blocks_the_column, "td.office.disgrace", "td.office.own-block");
BOOST_AUTO_TEST_CASE(disgrace_takes_a_ring_and_an_own_office_blocks_the_column) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "1"}}};
  Json j = TurnMenuState(config, 6);
  const int p = j["state"]["actor"], q = (p + 1) % 3;
  PutCourtier(j, p, 0, 5);
  Json& st = j["state"];
  st["office"][0] = q;
  st["players"][q]["supply"] = st["players"][q]["supply"].get<int>() - 1;
  st["bag"][0] = st["bag"][0].get<int>() - 2;
  st["players"][p]["tokens"][0] = st["players"][p]["tokens"][0].get<int>() + 2;
  st["players"][p]["bonus_used"] = false;
  const int q_supply = st["players"][q]["supply"];
  Json own = j;  // the same with p's own Office above
  own["state"]["office"][0] = p;
  own["state"]["players"][q]["supply"] = q_supply + 1;
  own["state"]["players"][p]["supply"] = own["state"]["players"][p]["supply"].get<int>() - 1;
  auto s = StateFromJson(j, "disgrace scenario");
  s->ApplyActionText("bonus-move:blue:blue");
  s->ApplyActionText("from:c1r6");
  BOOST_TEST(Offers(*s, "step:c1r7:-"));
  s->ApplyActionText("step:c1r7:-");
  while (s->IsChance()) s->ApplyAction(s->LegalActions().front());
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["office"][0] == p);
  BOOST_TEST(now["players"][q]["supply"] == q_supply + 1);
  BOOST_TEST(now["mode"] == "take-ring");
  const int victim_ring = now["players"][q]["fingers"][0] != -1 ? now["players"][q]["fingers"][0].get<int>() : -1;
  std::string take;
  for (Action a : s->LegalActions()) take = s->ActionToString(a);
  s->ApplyActionText(take);
  now = s->ToJson()["state"];
  int q_rings = 0;
  for (auto& f : now["players"][q]["fingers"]) q_rings += f != -1;
  BOOST_TEST(q_rings == 1);  // both starting Rings, one taken
  (void)victim_ring;
  auto blocked = StateFromJson(own, "own office scenario");
  blocked->ApplyActionText("bonus-move:blue:blue");
  // From row 6 the only moves are down and sideways; the top space of column 1 is closed to p.
  BOOST_TEST(!Offers(*blocked, "step:c1r7:-"));
  blocked->ApplyActionText("from:c1r6");
  BOOST_TEST(!Offers(*blocked, "step:c1r7:-"));
}
// Exploiting Connections, right: "Immediately perform an Action when acquiring a Court Office. You may
// take any one Audience Chamber Action (A-F)". Used here to test Ring Action Enhancements restated from
// the text (patterns from data/tudor/board.json: D = fingers 3+4, F = fingers 1+3):
//  D: "Instead of drawing Court Cards matching 2 different Rings, you may use a single Ring to draw 2 Court
//     Cards of its color" — the second card may match the same single Ring only when D is enhanced;
//  F: "You may take 2 Court Cards and then return 1 card from your hand to the supply".
std::unique_ptr<State> OfficeThenFreeAction(const std::array<int, 5>& layout, int* a_colour, int* new_ring) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "1+2"}, {"td.scenario", "4"}}};
  Json j = TurnMenuState(config, 7);
  const int p = j["state"]["actor"];
  std::vector<int> rings;
  for (auto& f : j["state"]["players"][p]["fingers"])
    if (f != -1) rings.push_back(f);
  BOOST_REQUIRE(rings.size() == 2u);
  for (int f = 0; f < 5; ++f) j["state"]["players"][p]["fingers"][f] = layout[f] < 0 ? -1 : rings[layout[f]];
  *a_colour = rings[0];
  PutCourtier(j, p, 0, 5);
  Json& st = j["state"];
  st["office"][0] = -1;
  st["bag"][0] = st["bag"][0].get<int>() - 2;
  st["players"][p]["tokens"][0] = st["players"][p]["tokens"][0].get<int>() + 2;
  st["players"][p]["bonus_used"] = false;
  auto s = StateFromJson(j, "free action scenario");
  s->ApplyActionText("bonus-move:blue:blue");
  s->ApplyActionText("from:c1r6");
  s->ApplyActionText("step:c1r7:-");
  while (s->IsChance()) s->ApplyAction(s->LegalActions().front());
  // A Ring from the stand of a colour the player does not hold, then keep the arrangement as it is.
  Json now = s->ToJson()["state"];
  int colour = 0;
  while (now["stand"][colour] == 0 || colour == rings[0] || colour == rings[1]) ++colour;
  *new_ring = colour;
  s->ApplyActionText(std::string("ring:") + kColourNames[colour]);
  now = s->ToJson()["state"];
  std::string keep = "arrange:";
  for (auto& f : now["players"][p]["fingers"]) keep += f == -1 ? '-' : kInitials[f.get<int>()];
  s->ApplyActionText(keep);
  return s;
}

PEERAGE_ASSERTS_RULES(exploiting_connections_free_action_and_ring_enhancements, "td.scenario.exploiting-right", "td.enhance.d", "td.enhance.f", "td.action.d");
BOOST_AUTO_TEST_CASE(exploiting_connections_free_action_and_ring_enhancements) {
  int a = 0, x = 0;
  {  // D enhanced (Rings on fingers 3 and 4): two cards of one Ring's colour
    auto s = OfficeThenFreeAction({-1, -1, -1, 0, 1}, &a, &x);
    BOOST_TEST(s->ToJson()["state"]["mode"] == "any-action");
    BOOST_TEST(Offers(*s, "free-action:F"));
    s->ApplyActionText("free-action:D");
    s->ApplyActionText(std::string("card:") + kColourNames[a]);
    BOOST_TEST(Offers(*s, std::string("card:") + kColourNames[a]), "enhanced D refuses a second card of one Ring");
  }
  {  // D not enhanced (the new Ring lands on finger 0; fingers 1, 2 hold the others): different Rings
    auto s = OfficeThenFreeAction({-1, 0, 1, -1, -1}, &a, &x);
    s->ApplyActionText("free-action:D");
    s->ApplyActionText(std::string("card:") + kColourNames[a]);
    BOOST_TEST(!Offers(*s, std::string("card:") + kColourNames[a]), "plain D offers a second card of one Ring");
    BOOST_TEST(Offers(*s, std::string("card:") + kColourNames[x]));
  }
  {  // F enhanced (fingers 1 and 3): take 2, return 1
    auto s = OfficeThenFreeAction({-1, 0, -1, 1, -1}, &a, &x);
    const int p = s->CurrentPlayer();
    const int before = Sum(s->ToJson()["state"]["players"][p]["cards"]);
    s->ApplyActionText("free-action:F");
    s->ApplyActionText("card:purple");
    s->ApplyActionText("card:purple");
    BOOST_TEST(s->ToJson()["state"]["mode"] == "return");
    s->ApplyActionText("return:purple");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(Sum(now["players"][p]["cards"]) == before + 1);
    BOOST_TEST(now["mode"] == "turn");
  }
}

BOOST_AUTO_TEST_SUITE_END()

// ---- Movement scenarios after an Exploiting Connections free action ------------------------------------------
// Space index = column * 9 + row (0-based); text "c<col+1>r<row+1>".
int Sp(int col, int row) { return col * 9 + row; }

// Empties space (col, row) for a scenario: a figure there goes back to its owner's supply, an
// Influence/Intrigue Token to the pool, its Court Token to the bag; then `tok` (-1: none) comes from the bag.
void SetSpace(Json& j, int col, int row, int tok) {
  Json& st = j["state"];
  const int s = Sp(col, row);
  if (st["fig"][s] != -1) {
    const int q = st["fig"][s];
    st["players"][q]["supply"] = st["players"][q]["supply"].get<int>() + 1;
    st["fig"][s] = -1;
  }
  if (st["ii"][s] != -1) {
    const int t = st["ii"][s];
    st["ii_pool"][t] = st["ii_pool"][t].get<int>() + 1;
    st["ii"][s] = -1;
  }
  if (st["token"][s] != -1) {
    const int t = st["token"][s];
    st["bag"][t] = st["bag"][t].get<int>() + 1;
  }
  st["token"][s] = tok;
  if (tok != -1) {
    BOOST_REQUIRE(st["bag"][tok].get<int>() > 0);
    st["bag"][tok] = st["bag"][tok].get<int>() - 1;
  }
}
// Returns every Court Card of p to the stacks, then hands p `k` cards of each colour in `colours`.
void SetCards(Json& j, int p, const std::vector<int>& colours, int k) {
  Json& st = j["state"];
  for (int f = 0; f < 7; ++f) {
    st["stack"][f] = st["stack"][f].get<int>() + st["players"][p]["cards"][f].get<int>();
    st["players"][p]["cards"][f] = 0;
  }
  for (int f : colours) Give(j, p, "cards", "stack", f, k);
}

// The free-action state of OfficeThenFreeAction (Rings laid out by `layout`, a third Ring on the first
// free finger), re-read after `edit` changed its JSON.
template <typename Edit>
std::unique_ptr<State> FreeActionWith(const std::array<int, 5>& layout, Edit&& edit) {
  int a = 0, x = 0;
  auto s = tudor_offices::OfficeThenFreeAction(layout, &a, &x);
  BOOST_REQUIRE(s->ToJson()["state"]["mode"] == "any-action");
  Json j = s->ToJson();
  edit(j, s->CurrentPlayer());
  return StateFromJson(j, "free action scenario");
}

// Ends a movement that could go on (a movement with no step left ends by itself).
void StopIfMoving(State& s) {
  if (Offers(s, "stop")) s.ApplyActionText("stop");
}

void ResolveChance(State& s) {
  while (s.IsChance()) s.ApplyAction(s.LegalActions().front());
}

using tudor_build::kBlue, tudor_build::kGreen, tudor_build::kRed, tudor_build::kYellow;

// Leaves p with one Courtier in the Throne Room, on (col, row) (so no other could move instead), none in
// supply (the rest go out of play, counted with the Ambassadors), and two red Court Cards: a movement from
// supply then has to recall one (td.no-courtiers-recall).
void OnlyCourtierOnNoSupply(Json& j, int p, int col, int row) {
  for (int c = 0; c < 5; ++c)
    for (int r = 0; r < 7; ++r)
      if (j["state"]["fig"][Sp(c, r)] == p) SetSpace(j, c, r, -1);
  PutCourtier(j, p, col, row);
  SetCards(j, p, {kRed}, 2);
  Json& pl = j["state"]["players"][p];
  pl["ambassadors"] = pl["ambassadors"].get<int>() + pl["supply"].get<int>();
  pl["supply"] = 0;
}

BOOST_AUTO_TEST_SUITE(tudor_movement)

// Ring enhancement of C (Rings on C's fingers 2 and 3): "move up to 3 spaces (instead of 2)", each "in any
// vertical or horizontal direction", never re-entering a space it occupied in this movement. Without the
// enhancement C moves 1 or 2 spaces up a single column.
PEERAGE_ASSERTS_RULES(enhanced_c_moves_three_spaces_in_any_direction, "td.enhance.c", "td.action.c", "td.move.pickup");
BOOST_AUTO_TEST_CASE(enhanced_c_moves_three_spaces_in_any_direction) {
  auto prepare = [](Json& j, int p) {
    SetSpace(j, 2, 0, -1);
    SetSpace(j, 2, 1, kRed);
    SetSpace(j, 2, 2, kRed);
    SetSpace(j, 3, 2, kRed);
    SetSpace(j, 1, 0, kRed);
    PutCourtier(j, p, 2, 0);
    SetCards(j, p, {kRed}, 3);
  };
  {
    auto s = FreeActionWith({-1, -1, 0, 1, -1}, prepare);  // fingers 0, 2, 3: C enhanced
    const int p = s->CurrentPlayer();
    const int red_tokens = s->ToJson()["state"]["players"][p]["tokens"][kRed];
    s->ApplyActionText("free-action:C");
    s->ApplyActionText("from:c3r1");
    BOOST_TEST(Offers(*s, "step:c2r1:red"), "enhanced C: sideways first step");
    s->ApplyActionText("step:c3r2:red");
    BOOST_TEST(!Offers(*s, "step:c3r1:red"), "enhanced C re-enters the space it left");
    s->ApplyActionText("step:c3r3:red");
    BOOST_TEST(Offers(*s, "step:c4r3:red"), "enhanced C: a third step, sideways");
    s->ApplyActionText("step:c4r3:red");
    ResolveChance(*s);
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(3, 2)] == p);
    BOOST_TEST(now["fig"][Sp(2, 0)] == -1);
    BOOST_TEST(now["players"][p]["cards"][kRed] == 0);  // one red card a space entered
    BOOST_TEST(now["players"][p]["tokens"][kRed] == red_tokens + 3);  // a red Court Token a space
  }
  {
    auto s = FreeActionWith({-1, 0, 1, -1, -1}, prepare);  // fingers 0, 1, 2: C plain
    const int p = s->CurrentPlayer();
    s->ApplyActionText("free-action:C");
    s->ApplyActionText("from:c3r1");
    BOOST_TEST(!Offers(*s, "step:c2r1:red"), "plain C moves sideways");
    s->ApplyActionText("step:c3r2:red");
    s->ApplyActionText("step:c3r3:red");
    BOOST_TEST(!Offers(*s, "step:c4r3:red"), "plain C offers a third step");
    ResolveChance(*s);
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(2, 2)] == p);  // two spaces were the whole movement
    BOOST_TEST(now["players"][p]["cards"][kRed] == 1);
  }
}

// Ring enhancement of E (Rings on fingers 0 and 4): after moving at least 3 spaces the player may take a
// Court Card from the supply matching one of the cards discarded for this movement.
PEERAGE_ASSERTS_RULES(enhanced_e_after_three_spaces_takes_a_discarded_colour, "td.enhance.e");
BOOST_AUTO_TEST_CASE(enhanced_e_after_three_spaces_takes_a_discarded_colour) {
  auto prepare = [](Json& j, int p) {
    SetSpace(j, 2, 0, -1);
    SetSpace(j, 2, 1, kRed);
    SetSpace(j, 2, 2, kGreen);
    SetSpace(j, 2, 3, kYellow);
    PutCourtier(j, p, 2, 0);
    SetCards(j, p, {kRed, kGreen, kYellow}, 1);
  };
  auto run = [&](const std::array<int, 5>& layout, int steps) {
    auto s = FreeActionWith(layout, prepare);
    s->ApplyActionText("free-action:E");
    s->ApplyActionText("from:c3r1");
    const char* path[3] = {"step:c3r2:red", "step:c3r3:green", "step:c3r4:yellow"};
    for (int i = 0; i < steps; ++i) s->ApplyActionText(path[i]);
    StopIfMoving(*s);
    ResolveChance(*s);
    return s;
  };
  {
    auto s = run({-1, 0, -1, -1, 1}, 3);  // fingers 0, 1, 4: E enhanced
    BOOST_TEST(s->ToJson()["state"]["mode"] == "card");
    BOOST_TEST(Offers(*s, "card:red"));
    BOOST_TEST(Offers(*s, "card:green"));
    BOOST_TEST(Offers(*s, "card:yellow"));
    BOOST_TEST(!Offers(*s, "card:blue"), "a colour not discarded is offered");
    const int p = s->CurrentPlayer();
    s->ApplyActionText("card:green");
    BOOST_TEST(s->ToJson()["state"]["players"][p]["cards"][kGreen] == 1);
  }
  {  // enhanced, only 2 spaces: no card
    auto s = run({-1, 0, -1, -1, 1}, 2);
    BOOST_TEST(s->ToJson()["state"]["mode"] != "card");
  }
  {  // plain E (fingers 0, 1, 2), 3 spaces: no card
    auto s = run({-1, 0, 1, -1, -1}, 3);
    BOOST_TEST(s->ToJson()["state"]["mode"] != "card");
  }
}

// The same E, enhanced, whose third space is the top one: the Courtier enters column 3's Office (COURT
// OFFICES: a Ring from the stand) and the movement still covered 3 spaces with red, green and yellow cards
// discarded, so after the Ring the card matching one of them is owed as well (it was lost once: the Ring's
// step cleared the discarded colours before the card was offered).
PEERAGE_ASSERTS_RULES(enhanced_e_onto_an_office_still_takes_its_card, "td.enhance.e", "td.office.ring");
BOOST_AUTO_TEST_CASE(enhanced_e_onto_an_office_still_takes_its_card) {
  auto prepare = [](Json& j, int p) {
    SetSpace(j, 2, 3, -1);
    SetSpace(j, 2, 4, kRed);
    SetSpace(j, 2, 5, kGreen);
    SetSpace(j, 2, 6, kYellow);
    PutCourtier(j, p, 2, 3);
    SetCards(j, p, {kRed, kGreen, kYellow}, 1);
  };
  auto s = FreeActionWith({-1, 0, -1, -1, 1}, prepare);  // fingers 0, 1, 4: E enhanced
  const int p = s->CurrentPlayer();
  for (const char* a : {"free-action:E", "from:c3r4", "step:c3r5:red", "step:c3r6:green", "step:c3r7:yellow"})
    s->ApplyActionText(a);
  StopIfMoving(*s);
  ResolveChance(*s);
  BOOST_TEST_REQUIRE(s->ToJson()["state"]["mode"] == "office-ring");
  s->ApplyActionText(s->ActionToString(s->LegalActions().front()));  // any Ring the stand holds
  BOOST_TEST_REQUIRE(s->ToJson()["state"]["mode"] == "arrange");  // a Ring gained: it may be rearranged
  std::string keep = "arrange:";
  const Json held = s->ToJson()["state"]["players"][p]["fingers"];
  for (const Json& f : held) keep += f == -1 ? '-' : kInitials[f.get<int>()];
  s->ApplyActionText(keep);
  ResolveChance(*s);
  BOOST_TEST_REQUIRE(s->ToJson()["state"]["mode"] == "card");
  BOOST_TEST(Offers(*s, "card:green"));
  BOOST_TEST(!Offers(*s, "card:blue"), "a colour not discarded is offered");
  s->ApplyActionText("card:green");
  BOOST_TEST(s->ToJson()["state"]["players"][p]["cards"][kGreen] == 1);
}

// SPECIAL CASES, bag exhausted: spaces that cannot be refilled stay empty; an empty space may be entered
// with ANY Ring for Action A and ANY Court Card for C/E/G, and gives no Court Token.
PEERAGE_ASSERTS_RULES(an_empty_bag_leaves_spaces_empty_and_any_ring_or_card_enters_them, "td.special.bag-empty", "td.action.a");
BOOST_AUTO_TEST_CASE(an_empty_bag_leaves_spaces_empty_and_any_ring_or_card_enters_them) {
  auto prepare = [](Json& j, int p) {
    Json& st = j["state"];
    std::array<bool, 7> ring{};
    for (auto& f : st["players"][p]["fingers"])
      if (f != -1) ring[f.get<int>()] = true;
    int other = 0;
    while (other < 7 && (ring[other] || st["bag"][other] == 0)) ++other;  // a colour none of p's Rings has
    BOOST_REQUIRE(other < 7);
    SetSpace(j, 2, 0, -1);
    SetSpace(j, 2, 1, -1);
    SetSpace(j, 1, 0, other);
    SetSpace(j, 3, 0, -1);
    PutCourtier(j, p, 2, 0);
    SetCards(j, p, {kBlue}, 1);
    // Every token left in the bag goes behind another player's screen: the bag is empty.
    const int q = (p + 1) % 3;
    for (int f = 0; f < 7; ++f) {
      st["players"][q]["tokens"][f] = st["players"][q]["tokens"][f].get<int>() + st["bag"][f].get<int>();
      st["bag"][f] = 0;
    }
  };
  {  // A (fingers 0, 2, 3: not enhanced): any Ring enters the empty space; a token no Ring matches does not
    auto s = FreeActionWith({-1, -1, 0, 1, -1}, prepare);
    const int p = s->CurrentPlayer();
    const int tokens = Sum(s->ToJson()["state"]["players"][p]["tokens"]);
    s->ApplyActionText("free-action:A");
    s->ApplyActionText("from:c3r1");
    BOOST_TEST(Offers(*s, "step:c4r1:-"), "A refuses an empty space");
    bool other_offered = false;
    for (Action a : s->LegalActions()) other_offered = other_offered || s->ActionToString(a).rfind("step:c2r1", 0) == 0;
    BOOST_TEST(!other_offered, "A enters a space whose token matches no Ring");
    s->ApplyActionText("step:c3r2:-");
    BOOST_TEST(!s->IsChance(), "a refill drawn from an empty bag");
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(2, 1)] == p);
    BOOST_TEST(now["token"][Sp(2, 0)] == -1);  // the space left stays empty
    BOOST_TEST(Sum(now["players"][p]["tokens"]) == tokens);  // no Court Token gained
  }
  {  // C: any Court Card (here blue) enters the empty space
    auto s = FreeActionWith({-1, 0, 1, -1, -1}, prepare);
    const int p = s->CurrentPlayer();
    const int tokens = Sum(s->ToJson()["state"]["players"][p]["tokens"]);
    s->ApplyActionText("free-action:C");
    s->ApplyActionText("from:c3r1");
    BOOST_TEST(Offers(*s, "step:c3r2:blue"));
    s->ApplyActionText("step:c3r2:blue");
    StopIfMoving(*s);
    BOOST_TEST(!s->IsChance());
    const Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(2, 1)] == p);
    BOOST_TEST(now["players"][p]["cards"][kBlue] == 0);
    BOOST_TEST(now["token"][Sp(2, 0)] == -1);
    BOOST_TEST(Sum(now["players"][p]["tokens"]) == tokens);
  }
}

// SPECIAL CASES, no Courtiers in supply: a player who must place a Courtier on the board and has none in
// supply may take one of their Courtiers back from the Throne Room; its space is lost and gets a new Court
// Token. Here: Action C's placement from supply (place on a bottom space, then up to 1 more).
PEERAGE_ASSERTS_RULES(no_courtier_in_supply_a_movement_placement_takes_one_back, "td.special.no-courtiers", "td.move.place-supply");
BOOST_AUTO_TEST_CASE(no_courtier_in_supply_a_movement_placement_takes_one_back) {
  auto prepare = [](Json& j, int p) {
    SetSpace(j, 2, 2, -1);
    SetSpace(j, 1, 0, kRed);
    SetSpace(j, 1, 1, kRed);
    OnlyCourtierOnNoSupply(j, p, 2, 2);
  };
  auto s = FreeActionWith({-1, 0, 1, -1, -1}, prepare);
  const int p = s->CurrentPlayer();
  s->ApplyActionText("free-action:C");
  BOOST_TEST(Offers(*s, "recall-place:c3r3:c2r1:red"));
  BOOST_TEST(!Offers(*s, "step:c2r1:red"), "a placement with an empty supply");
  s->ApplyActionText("recall-place:c3r3:c2r1:red");
  Json now = s->ToJson()["state"];
  BOOST_TEST(now["fig"][Sp(2, 2)] == -1);
  BOOST_TEST(now["fig"][Sp(1, 0)] == p);
  BOOST_TEST(now["players"][p]["supply"] == 0);
  BOOST_TEST(now["players"][p]["cards"][kRed] == 1);
  s->ApplyActionText("step:c2r2:red");
  BOOST_TEST(s->IsChance(), "the lost space waits for a new Court Token");
  ResolveChance(*s);
  now = s->ToJson()["state"];
  BOOST_TEST(now["fig"][Sp(1, 1)] == p);
  BOOST_TEST(now["token"][Sp(2, 2)] != -1);  // the lost space has a new Court Token
  BOOST_TEST(now["token"][Sp(1, 0)] != -1);  // so does the bottom space moved through
}

// td.recall-whose: with no Courtier in supply, Action C's placement may remove "any existing Courtier".
// own: only p's own (recall-place, above); no "recall:" of another player's Courtier is offered.
// any: every other player's Courtier in the Throne Room is offered too ("recall:<space>"); taking q's on
// c4r4 returns it to q's supply and c4r4 gets a new Court Token; p still has no Courtier, so nothing is
// placed and the movement ends (no card paid, p's own Courtier stays on c3r3) with one silent-text finding.
PEERAGE_ASSERTS_RULES(recall_whose_own_or_any_in_a_movement, "td.special.no-courtiers");
PEERAGE_ASSERTS_READING(recall_whose_own_or_any_in_a_movement, "td.recall-whose", "own", "any");
BOOST_AUTO_TEST_CASE(recall_whose_own_or_any_in_a_movement) {
  for (const std::string reading : {"own", "any"}) {
    int q = -1;
    auto prepare = [&](Json& j, int p) {
      j["settings"]["td.recall-whose"] = reading;
      SetSpace(j, 2, 2, -1);
      SetSpace(j, 1, 0, kRed);
      SetSpace(j, 3, 3, -1);
      OnlyCourtierOnNoSupply(j, p, 2, 2);
      q = (p + 1) % 3;
      PutCourtier(j, q, 3, 3);
    };
    auto s = FreeActionWith({-1, 0, 1, -1, -1}, prepare);
    const int p = s->CurrentPlayer();
    s->ApplyActionText("free-action:C");
    const Json st = s->ToJson()["state"];
    std::vector<std::string> want, got;  // other players' Courtiers on the board's spaces (not Offices)
    for (int c = 0; c < 5; ++c)
      for (int r = 0; r < 7; ++r) {
        const int f = st["fig"][Sp(c, r)];
        if (reading == "any" && f != -1 && f != p) want.push_back(fmt::format("recall:c{}r{}", c + 1, r + 1));
      }
    for (Action a : s->LegalActions())
      if (s->ActionToString(a).rfind("recall:", 0) == 0) got.push_back(s->ActionToString(a));
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    BOOST_TEST(got == want, reading);
    BOOST_TEST(Offers(*s, "recall-place:c3r3:c2r1:red"), reading);
    if (reading == "own") continue;
    BOOST_REQUIRE(Offers(*s, "recall:c4r4"));
    const int q_supply = st["players"][q]["supply"];
    s->ApplyActionText("recall:c4r4");
    Json now = s->ToJson()["state"];
    BOOST_TEST(now["fig"][Sp(3, 3)] == -1);
    BOOST_TEST(now["fig"][Sp(2, 2)] == p);
    BOOST_TEST(now["players"][q]["supply"] == q_supply + 1);
    BOOST_TEST(now["players"][p]["supply"] == 0);
    BOOST_TEST(now["players"][p]["cards"][kRed] == 2);
    BOOST_TEST(now["mode"] != "move");
    BOOST_REQUIRE(s->IsChance());
    ResolveChance(*s);
    now = s->ToJson()["state"];
    BOOST_TEST(now["token"][Sp(3, 3)] != -1);
    BOOST_TEST(now["mode"] != "move");
    BOOST_TEST(s->CurrentPlayer() == p);
    // "a movement ends with nothing placed (a silent-text finding is recorded)": one, naming the reading.
    int named = 0;
    for (const Finding& f : s->Findings()) named += f.interpretation == "td.recall-whose=any";
    BOOST_TEST(named == 1);
    BOOST_TEST(s->CheckInvariants().empty());
  }
}

BOOST_AUTO_TEST_SUITE_END()
