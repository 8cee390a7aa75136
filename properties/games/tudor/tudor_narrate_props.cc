// Tudor's narrator (td_narrate*.cc): every action kind and every public-state field told in the rulebook's
// words, checked against sentences written by hand from shared/rulebooks/tudor.txt; the small picture for
// two focus sets and the empty focus; the implausible positions. States are real: a game played from its
// start with a fixed policy (chance by a seeded Rng, every player the first legal action), or a hand-built
// position (tudor_build::Blank and its setters, loaded by the engine) written out as its public state.
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include "model/core/public_state.h"
#include "properties/games/tudor/tudor_fixtures.h"
#include "properties/narration_cases.h"

using namespace peerage;
using namespace tudor_build;
using peerage::test::ActionCase;
using peerage::test::CheckNarrationCases;
using peerage::test::FieldCase;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("tudor"); }

Json PublicOf(const State& s) { return WithPublicDefaults(PublicSchemaOf(Info()), Info().public_state(s)); }
Json PublicOf(const Json& canonical) { return PublicOf(*Load(canonical)); }

// Plays `config` from its start (chance by Rng(7), players their first legal action) until `stop` holds for
// the public state; returns that state.
std::unique_ptr<State> PlayUntil(const GameConfig& config, const std::function<bool(const Json&)>& stop) {
  auto s = NewGame(config);
  Rng rng(7);
  for (int step = 0; step < 2000 && !s->IsTerminal(); ++step) {
    if (stop(PublicOf(*s))) return s;
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : s->LegalActions().front());
  }
  BOOST_FAIL("the stop condition never held");
  return s;
}
bool PhaseIs(const Json& ps, const char* phase) { return ps["state"]["phase"] == phase; }

// Scoring Cards 1 (Politically Focused) and 4 (The Quest For Power), Scenario Card 1 (Persistent Courtiers).
const GameConfig kFixed{"tudor", 3, {{"td.scoring-cards", "1+4"}, {"td.scenario", "1"}}};

// A hand-built 3-player position, round 2 of Persistent Courtiers (4 rounds with 3 players), Phase 4, p0 to
// act and start player: a red Court Token on c1r1, p0's Courtier on c2r3, an Intrigue Token on c3r2; p0 has a
// blue Ring on the thumb and a blue Court Card, p0's activated Courtier on chair 1 of Audience Chamber 1, p1's
// waiting Courtier on chair 1 of Audience Chamber 2 with p1's Lord there.
Json Position(int scenario = 1, const std::string& pair = "1+4") {
  Json j = Blank(3, pair, scenario, 2);
  Tok(j, 1, 1, kRed);
  Fig(j, 0, 2, 3);
  IIon(j, 3, 2, kInt);
  RingOn(j, 0, 0, kBlue);
  Add(j, 0, "cards", kBlue, 1);
  Chair(j, 1, 1, 0, true);
  Chair(j, 2, 1, 1, false);
  Lord(j, 2, 1, 1, false);
  return j;
}

// Phase 1 with 3 placements owed and no Courtier in p0's supply (p0's 14 Courtiers: 12 Ambassadors, the one
// on c2r3 and the one on a chair of Audience Chamber 1).
Json NoCourtierInSupply() {
  Json none = Position(1, "1+6");
  none["state"]["phase"] = "assign";
  none["state"]["mode"] = "none";
  none["state"]["assign_left"] = 3;
  none["state"]["players"][0]["ambassadors"] = 12;
  none["state"]["players"][0]["supply"] = 0;
  return none;
}

// The same position in the middle of a movement of p0's Courtier on c2r3 (canonical numbers: kind 1 is
// Action C, space 11 is c2r3), or, with pos -1, before its Courtier is chosen.
Json Moving(int pos, int kind = 1, int left = 2) {
  Json j = Position();
  Json& st = j["state"];
  st["mode"] = "move";
  st["turn"] = {{"chamber", 1}, {"open", 0}, {"steps", 0}, {"lord", false}, {"acted", true}};
  st["sub"]["action"] = 2;
  st["move"]["kind"] = kind;
  st["move"]["left"] = left;
  if (pos >= 0) {
    st["move"]["pos"] = pos;
    st["move"]["start"] = pos;
    st["move"]["visited"] = std::uint64_t{1} << pos;
  }
  Add(j, 0, "cards", kRed, 1);
  return j;
}
Json WithMode(Json j, const char* mode) {
  j["state"]["mode"] = mode;
  j["state"]["turn"] = {{"chamber", 0}, {"open", 0}, {"steps", 0}, {"lord", false}, {"acted", true}};
  return j;
}

std::vector<ActionCase> ChanceCases() {
  std::vector<ActionCase> out;
  const Json start = PublicOf(*NewGame(GameConfig{"tudor", 3, {}}));
  // Random Setup draws the Scoring Cards first, then the Scenario Card (Customized/Random Setup).
  out.push_back({start, "scoring-cards:1+4", -1,
                 "the Scoring Cards drawn are Red Scoring Card 1 (Politically Focused) and Green Scoring Card 4 (The Quest For Power)"});
  auto s = NewGame(GameConfig{"tudor", 3, {}});
  s->ApplyActionText("scoring-cards:1+4");
  out.push_back({PublicOf(*s), "scenario:3", -1, "the Scenario Card drawn is Blue Scenario Card 3 (Climbing The Ranks)"});
  // Game setup 9: one Influence/Intrigue Token face up on each space; the engine fills column 1 from the bottom
  // (7 spaces), so the eighth token goes on c2r1.
  auto f = NewGame(kFixed);
  for (int i = 0; i < 7; ++i) f->ApplyActionText("place-token:influence");
  out.push_back({PublicOf(*f), "place-token:intrigue", -1, "the draw gives an Intrigue Token, placed face up on c2r1"});
  // Game setup 10: then a Court Token on each space, in the same order: the first on c1r1.
  for (int i = 7; i < 35; ++i) f->ApplyActionText(i < 18 ? "place-token:influence" : "place-token:intrigue");
  out.push_back({PublicOf(*f), "draw-token:red", -1, "the bag gives a red Court Token, placed face up on c1r1"});
  out.push_back({PublicOf(*f), "start-player:p2", -1, "p2 is chosen as the start player"});
  // Restocking after a movement: "Fill spaces from top to bottom and from left to right": c2r5 before c1r3.
  Json r = Position();
  r["state"]["restock"][At(1, 3)] = 1;
  r["state"]["restock"][At(2, 5)] = 1;
  out.push_back({PublicOf(r), "draw-token:green", -1, "the bag gives a green Court Token to refill c2r5"});
  return out;
}

std::vector<ActionCase> SetupCases() {
  std::vector<ActionCase> out;
  const Json draft = PublicOf(*PlayUntil(kFixed, [](const Json& ps) { return PhaseIs(ps, "draft"); }));
  // STARTING RING SELECTION: a Ring of their choice, and a Court Card matching it.
  out.push_back({draft, "ring:red", 0, "p0 chooses a red Privilege Ring from the Ring Stand and takes a red Court Card"});
  const Json assign = PublicOf(*PlayUntil(kFixed, [](const Json& ps) { return PhaseIs(ps, "assign") && ps["state"]["arrange"].empty(); }));
  out.push_back({assign, "bench:2", 0, "p0 places a Courtier on the Assignment Bench of Audience Chamber 2"});
  const Json lords = PublicOf(*PlayUntil(kFixed, [](const Json& ps) { return PhaseIs(ps, "lords"); }));
  out.push_back({lords, "lord:1", 0, "p0 places their Lord in Audience Chamber 1"});
  out.push_back({lords, "no-lord", 0, "p0 places no Lord this round"});
  const Json actions = PublicOf(*PlayUntil(kFixed, [](const Json& ps) { return PhaseIs(ps, "actions"); }));
  out.push_back({actions, "activate:1:lord", 0, "p0 activates their Lord in Audience Chamber 1"});
  out.push_back({actions, "activate:2:courtier", 0, "p0 activates their Courtier in Audience Chamber 2"});
  // SPECIAL CASES: no Courtier in supply in Phase 1 (NoCourtierInSupply).
  const Json recall = PublicOf(NoCourtierInSupply());
  out.push_back({recall, "recall:c2r3", 0, "p0 has no Courtier in supply, so takes back their Courtier from c2r3 to place it"});
  out.push_back({recall, "decline-recall", 0,
                 "p0 has no Courtier in supply and takes none back from the Throne Room, so this placement lapses"});
  out.push_back({recall, "end", 0, "p0 has no Courtier to place, so this placement lapses"});
  return out;
}

std::vector<ActionCase> TurnCases() {
  std::vector<ActionCase> out;
  const Json menu = PublicOf(Position());
  // ALTERNATE ACTIONS: "A player may always take one G or H Action if they have no Courtier or Lord to activate".
  out.push_back({menu, "do:G", 0, "p0 has no figure to activate and takes the alternate Action G (One Space Court Movement)"});
  const Json lord = PublicOf(WithMode(Position(), "turn"));
  out.push_back({lord, "do:B", 0, "p0 takes Action B (Privilege Ring Exchange)"});
  out.push_back({lord, "end", 0, "p0 ends their turn"});
  // BONUS ACTIONS: Move Courtier for any 2 Court Tokens; Exchange 2 Cards for 1.
  out.push_back({menu, "bonus-move:blue:red", 0, "p0 spends a blue and a red Court Token for the Move Courtier Bonus Action"});
  out.push_back({menu, "trade:blue:blue:green", 0, "p0 exchanges two blue Court Cards for a green Court Card from the supply"});
  // Exploiting Connections, RIGHT ACTION: any one Audience Chamber Action (A-F) on acquiring an Office.
  out.push_back({menu, "free-action:C", 0, "p0 takes Action C (Short Court Movement) as the free Action of Exploiting Connections"});
  return out;
}

std::vector<ActionCase> MoveCases() {
  std::vector<ActionCase> out;
  const Json choose = PublicOf(Moving(-1));
  out.push_back({choose, "from:c2r3", 0, "p0 chooses their Courtier on c2r3 to move"});
  // C: "place a new Courtier from your supply into the Throne Room", discarding a matching Court Card.
  out.push_back({choose, "step:c3r1:red", 0, "p0 places a new Courtier from their supply on c3r1, discarding a red Court Card"});
  out.push_back({choose, "recall-place:c2r3:c1r1:red", 0,
                 "p0 has no Courtier in supply, so takes back their Courtier from c2r3 and places it on c1r1, discarding a red Court Card"});
  const Json on = PublicOf(Moving(At(2, 3)));
  out.push_back({on, "step:c2r4:blue", 0, "p0 moves the Courtier from c2r3 one step up, to c2r4, discarding a blue Court Card"});
  out.push_back({on, "stop", 0, "p0 ends the movement on c2r3"});
  // COURT OFFICES: the top space (row 7) is the one below its column's Office: entering it is told as such.
  const Json below = PublicOf(Moving(At(2, 6)));
  out.push_back({below, "step:c2r7:blue", 0,
                 "p0 moves the Courtier from c2r6 one step up, to c2r7, the top space, below column 2's Office, discarding a "
                 "blue Court Card"});
  // C: "If the first space is blocked by another Courtier, any Court Card may be discarded to skip that space".
  Json jump = Moving(At(2, 3));
  Fig(jump, 1, 2, 4);
  out.push_back({PublicOf(jump), "jump:c2r5:red:blue", 0,
                 "p0 moves the Courtier from c2r3 up over p1's Courtier on c2r4 to c2r5, discarding a red Court Card to skip it and "
                 "a blue one for c2r5"});
  return out;
}

std::vector<ActionCase> SubCases() {
  std::vector<ActionCase> out;
  Json d = WithMode(Position(), "card");
  d["state"]["sub"] = {{"action", 3}, {"count", 2}, {"color", -1}, {"finger", -1}};
  out.push_back({PublicOf(d), "card:red", 0, "p0 takes a red Court Card from the supply for Action D"});
  Json f = WithMode(Position(), "return");
  f["state"]["sub"] = {{"action", 5}, {"count", 0}, {"color", -1}, {"finger", -1}};
  out.push_back({PublicOf(f), "return:blue", 0, "p0 returns a blue Court Card from their hand to the supply"});
  // B: a Ring back to the Stand, a different one on the same finger.
  Json b = WithMode(Position(), "exchange");
  RingOn(b, 0, 1, kRed);
  b["state"]["sub"] = {{"action", 1}, {"count", 0}, {"color", -1}, {"finger", -1}};
  out.push_back({PublicOf(b), "exchange:f1:green", 0, "p0 exchanges the red Ring on their index finger for a green Ring from the Ring Stand"});
  // COURT OFFICES: a Ring from the Holder for an empty Office; from the disgraced player's screen otherwise.
  Json office = WithMode(Position(), "office-ring");
  OfficeOf(office, 3, 0);
  out.push_back({PublicOf(office), "ring:yellow", 0, "p0 takes a yellow Ring from the Ring Stand for their new Office"});
  Json disgrace = WithMode(Position(), "take-ring");
  OfficeOf(disgrace, 3, 0);
  RingOn(disgrace, 1, 2, kRed);
  disgrace["state"]["pending"]["victim"] = 1;
  out.push_back({PublicOf(disgrace), "ring:red", 0, "p0 takes the red Ring from the screen of the disgraced p1"});
  Json arrange = WithMode(Position(), "arrange");
  RingOn(arrange, 0, 1, kRed);
  arrange["state"]["arrange"][0] = 1;
  out.push_back({PublicOf(arrange), "arrange:b---r", 0, "p0 arranges their Rings: a blue Ring on the thumb and a red Ring on the little finger"});
  return out;
}

std::vector<ActionCase> ScenarioCases() {
  std::vector<ActionCase> out;
  // Persistent Courtiers: RIGHT ACTION on receiving an Intrigue Token; LEFT ACTION for 2 Influence Tokens.
  Json token = WithMode(Position(), "token");
  token["state"]["pending"]["ii"] = kInt;
  token["state"]["ii_pool"][kInt] = token["state"]["ii_pool"][kInt].get<int>() - 1;
  const Json picked = PublicOf(token);
  out.push_back({picked, "keep", 0, "p0 keeps the Intrigue Token behind their screen"});
  out.push_back({picked, "use:right", 0, "p0 discards the Intrigue Token to swap two Court Tokens in the Throne Room"});
  // Diplomatic Service: an Influence or Intrigue Token for an Ambassador from the supply.
  out.push_back({picked, "use:ambassador", 0,
                 "p0 discards the Intrigue Token and places a Courtier from their supply on the Diplomatic Service card as an Ambassador"});
  Json swap = WithMode(Position(), "swap-tokens");
  Tok(swap, 2, 2, kBlue);
  out.push_back({PublicOf(swap), "swap-tokens:c1r1:c2r2", 0, "p0 swaps the red Court Token on c1r1 with the blue Court Token on c2r2"});
  Json withdraw = Position();
  Add(withdraw, 0, "ii", kInf, 2);
  out.push_back({PublicOf(withdraw), "withdraw:1:done:2", 0,
                 "p0 discards 2 Influence Tokens to move their activated Courtier from Audience Chamber 1 to the Assignment Bench of "
                 "Audience Chamber 2"});
  // Rise And Fall: LEFT ACTION a Court Card of your choice; RIGHT ACTION switch with an ADJACENT Courtier.
  Json rise = WithMode(Position(2), "token");
  rise["state"]["pending"]["ii"] = kInf;
  rise["state"]["ii_pool"][kInf] = rise["state"]["ii_pool"][kInf].get<int>() - 1;
  out.push_back({PublicOf(rise), "use:left", 0, "p0 discards the Influence Token to take a Court Card of their choice"});
  Json chairs = WithMode(Position(2), "swap-chair");
  Chair(chairs, 1, 2, 2, false);
  out.push_back({PublicOf(chairs), "swap-chair:1:1", 0,
                 "p0 switches their Courtier on chair 1 of Audience Chamber 1 with p2's Courtier on chair 2"});
  // Climbing The Ranks: LEFT ACTION 2 Influence Tokens (an Opportunity Token counts as either).
  Json climb = Position(3);
  climb["parameters"]["td.opportunity"] = "on";
  climb["state"]["ii_pool"] = {14, 13, 8};  // 4 Influence and 4 Intrigue replaced; the Intrigue Token on c3r2
  Add(climb, 0, "ii", kInf, 1);
  Add(climb, 0, "ii", 2, 1);
  const Json climbing = PublicOf(climb);
  out.push_back({climbing, "scenario-action:left", 0,
                 "p0 discards 1 Influence Token and 1 Opportunity Token to take a Court Card of their choice"});
  // Exploiting Connections: LEFT ACTION 1 Influence and 1 Intrigue Token to exchange Rings with another player.
  Json ring = Position(4);
  RingOn(ring, 1, 2, kRed);
  Add(ring, 0, "ii", kInf, 1);
  Add(ring, 0, "ii", kInt, 1);
  out.push_back({PublicOf(ring), "ring-swap:f0:p1:f2", 0,
                 "p0 discards 1 Influence Token and 1 Intrigue Token to exchange their blue Ring on the thumb with p1's red Ring on the "
                 "middle finger"});
  // Only The Strong Shall Rule: 3 Intrigue Tokens for a Courtier above the stairs (4 spaces or higher).
  Json strong = Position(5);
  Fig(strong, 1, 2, 5);
  Add(strong, 0, "ii", kInt, 3);
  const Json rule = PublicOf(strong);
  out.push_back({rule, "banish:c2r5", 0, "p0 discards 3 Intrigue Tokens to banish p1's Courtier from c2r5 to its owner's supply"});
  Json two = Position(5);
  Add(two, 0, "ii", kInf, 2);
  out.push_back({PublicOf(two), "scenario-action:left", 0, "p0 discards 2 Influence Tokens to move one of their Courtiers up to 2 spaces"});
  return out;
}

std::vector<ActionCase> ActionCases() {
  std::vector<ActionCase> out;
  for (auto* part : {&ChanceCases, &SetupCases, &TurnCases, &MoveCases, &SubCases, &ScenarioCases})
    for (ActionCase& c : (*part)()) out.push_back(std::move(c));
  return out;
}

// ---- fields -----------------------------------------------------------------------------------------------

FieldCase Edit(const Json& base, const std::string& field, const std::string& pointer, const Json& value, const std::string& expected) {
  Json after = base;
  after["state"][Json::json_pointer(pointer)] = value;
  return {field, base, after, expected};
}

std::vector<FieldCase> FieldCases() {
  const Json b = PublicOf(Position());
  // Bases in the middle of a turn, an Action and a movement (their fields tell nothing under way otherwise).
  const Json turn = PublicOf(WithMode(Position(), "turn"));  // p0's Courtier of Audience Chamber 1 activated
  Json d = WithMode(Position(), "card");
  d["state"]["sub"] = {{"action", 3}, {"count", 2}, {"color", -1}, {"finger", -1}};
  const Json cards = PublicOf(d);  // Action D, two Court Cards to take
  Json x = WithMode(Position(), "exchange");
  x["state"]["sub"] = {{"action", 1}, {"count", 0}, {"color", -1}, {"finger", -1}};
  const Json exchange = PublicOf(x);  // Action B
  const Json move = PublicOf(Moving(At(2, 3)));  // Action C moving p0's Courtier on c2r3, 2 spaces left
  std::vector<FieldCase> out = {
      Edit(b, "/phase", "/phase", "lords", "the game is in Phase 3 (Lord Placement) of round 2"),
      Edit(b, "/round", "/round", 3, "it is round 3 of 4"),
      Edit(b, "/start", "/start", 1, "p1 is the start player"),
      Edit(b, "/actor", "/actor", 2, "it is p2's turn, in Phase 4 (Chamber Actions)"),
      Edit(b, "/scenario", "/scenario", 3, "the Scenario Card in play is Blue Scenario Card 3 (Climbing The Ranks)"),
      Edit(b, "/scoring/*", "/scoring/1", 5,
           "the Scoring Cards in play are Red Scoring Card 1 (Politically Focused) and Green Scoring Card 5 (Crowded Court)"),
      Edit(b, "/players/*/supply", "/players/1/supply", 12, "p1 has 12 Courtiers in their supply"),
      Edit(b, "/players/*/lord", "/players/1/lord", 2, "p1's Lord is in Audience Chamber 3"),
      Edit(b, "/players/*/prestige", "/players/2/prestige", 6, "p2 has 6 Prestige"),
      Edit(b, "/players/*/ambassadors", "/players/0/ambassadors", 1, "p0 has 1 Ambassador on the Diplomatic Service card"),
      Edit(b, "/players/*/lord_done", "/players/0/lord_done", true, "p0's Lord has been activated this round"),
      Edit(b, "/players/*/bonus_used", "/players/0/bonus_used", true, "p0 has used the Move Courtier Bonus Action this round"),
      Edit(b, "/players/*/fingers/*", "/players/0/fingers/3", "red",
           "p0's Hand Screen displays a blue Ring on the thumb and a red Ring on the ring finger"),
      Edit(b, "/players/*/spent/*", "/players/0/spent/2", 2, "p0 has 2 red Court Tokens spent in front of their screen"),
      Edit(b, "/players/*/cards/*", "/players/0/cards/2", 2, "p0 holds 3 Court Cards: 1 blue and 2 red"),
      Edit(b, "/players/*/tokens/*", "/players/1/tokens/4", 1, "p1 holds 1 brown Court Token behind their screen"),
      Edit(b, "/players/*/ii/*", "/players/2/ii/1", 2, "p2 holds 2 Intrigue Tokens"),
      Edit(b, "/token/*", "/token/0", nullptr, "the space c1r1 has no Court Token"),
      Edit(b, "/ii/*", "/ii/19", nullptr, "the space c3r2 has no Influence or Intrigue Token"),
      Edit(b, "/fig/*", "/fig/11", nullptr, "no Courtier stands on c2r3"),
      Edit(b, "/restock/*", "/restock", Json::array({0, 20}), "c1r1 and c3r3 wait for a new Court Token from the bag"),
      Edit(b, "/office/*", "/office/2", 1, "p1 holds the Office of column 3"),
      Edit(b, "/bag/*", "/bag/2", 17, "the bag holds 17 red Court Tokens"),
      Edit(b, "/ii_pool/*", "/ii_pool/0", 10, "the box holds 10 Influence Tokens"),
      Edit(b, "/stack/*", "/stack/0", 8, "the supply holds 8 blue Court Cards"),
      Edit(b, "/stand/*", "/stand/3", 1, "the Ring Stand holds 1 yellow Ring"),
      Edit(b, "/removed/*", "/removed/2", 2, "2 red Court Tokens are out of the game"),
      Edit(b, "/cards_out/*", "/cards_out/0", 1, "1 blue Court Card is out of the game"),
      Edit(b, "/ii_used/*", "/ii_used/1", 3, "3 Intrigue Tokens are spent and out of the game"),
      Edit(b, "/bench/*", "/bench/4", 1, "the Assignment Bench of Audience Chamber 2 holds a Courtier of p1"),
      Edit(b, "/chairs/*/owner", "/chairs/0/owner", 2, "Audience Chamber 1 seats a Courtier of p2 (behind its chair)"),
      Edit(b, "/chairs/*/acted", "/chairs/6/acted", true, "Audience Chamber 2 seats a Courtier of p1 (behind its chair)"),
      Edit(b, "/lords/*/owner", "/lords/2/owner", 2, "p2's Lord sits in Audience Chamber 2"),
      Edit(b, "/lords/*/acted", "/lords/2/acted", true, "p1's Lord (activated) sits in Audience Chamber 2"),
      Edit(b, "/decision", "/decision", "swap-tokens", "p0 chooses two Court Tokens in the Throne Room to swap"),
      Edit(b, "/turn/chamber", "/turn/chamber", 1, "the figure activated this turn is in Audience Chamber 2"),
      Edit(turn, "/turn/open/*", "/turn/open", Json::array({"C", "G/H"}),
           "Action C and an alternate Action G or H are still open to the activated figure"),
      Edit(turn, "/turn/steps", "/turn/steps", 1, "p0 still has one Action to take this turn"),
      Edit(turn, "/turn/lord", "/turn/lord", true, "the figure p0 activated this turn is their Lord"),
      Edit(b, "/turn/acted", "/turn/acted", true, "p0 has activated a figure or taken an alternate Action this turn"),
      Edit(b, "/sub/action", "/sub/action", "D", "the current Action is Action D (Privilege Cards)"),
      Edit(cards, "/sub/count", "/sub/count", 1, "1 Court Card is still to be taken in the current Action"),
      Edit(cards, "/sub/color", "/sub/color", "green", "the first Court Card taken in Action D is green"),
      Edit(exchange, "/sub/finger", "/sub/finger", "f1", "the first exchange of Action B replaced the Ring on the index finger"),
      Edit(move, "/move/kind", "/move/kind", "E", "the movement comes from Action E (Long Court Movement)"),
      Edit(move, "/move/pos", "/move/pos", 12, "the moving Courtier stands on c2r4"),
      Edit(move, "/move/start", "/move/start", 10, "the moving Courtier started from c2r2"),
      Edit(move, "/move/left", "/move/left", 1, "the movement has 1 space left"),
      Edit(move, "/move/moved", "/move/moved", 1, "the moving Courtier has moved 1 space"),
      Edit(move, "/move/any_dir", "/move/any_dir", true, "the movement may go in any direction"),
      Edit(move, "/move/enhanced", "/move/enhanced", true, "the movement is enhanced by Rings"),
      Edit(move, "/move/visited/*", "/move/visited", Json::array({11, 12}),
           "the moving Courtier has entered or passed c2r3 and c2r4 in this movement"),
      Edit(b, "/move/discarded/*", "/move/discarded", Json::array({"blue", "red"}),
           "blue and red Court Cards have been discarded for the movement"),
      Edit(b, "/pending/ii", "/pending/ii", "intrigue", "p0 has just picked up an Intrigue Token, to keep or to use"),
      Edit(b, "/pending/office", "/pending/office", 2, "p0's Courtier has reached the Office of column 3"),
      Edit(b, "/pending/victim", "/pending/victim", 1, "p1 is disgraced and loses a Ring of p0's choice"),
      Edit(b, "/pending/any", "/pending/any", 1, "p0 is owed 1 free Action of their choice from Exploiting Connections"),
      Edit(b, "/pending/ecard", "/pending/ecard", true,
           "p0 may take a Court Card matching one discarded for the enhanced Long Court Movement"),
      Edit(b, "/arrange/*", "/arrange", Json::array({0, 2}), "p0 and p2 may rearrange their Rings now"),
      Edit(b, "/assign_left", "/assign_left", 3, "3 Courtier placements are still owed in Chamber Assignment"),
  };
  // A few values back to "none": the table says what is no longer there.
  out.push_back(Edit(b, "/players/*/fingers/*", "/players/0/fingers/0", nullptr, "p0's Hand Screen displays no Rings"));
  out.push_back(Edit(b, "/lords/*/owner", "/lords/2", nullptr, "no Lord sits in Audience Chamber 2"));
  out.push_back(Edit(b, "/players/*/cards/*", "/players/0/cards/0", 0, "p0 holds no Court Cards"));
  out.push_back(Edit(move, "/move/left", "/move/left", 0, "no movement is under way"));
  Json spent = b;
  spent["state"]["players"][2]["spent"] = {0, 0, 0, 0, 0, 1, 1};
  out.push_back({"/players/*/spent/*", b, spent, "p2 has 2 Court Tokens spent in front of their screen: 1 gray and 1 purple"});
  return out;
}

// What the generic rules forbid in a sentence: empty, a trailing full stop, JSON or engine names.
std::string SentenceProblem(const std::string& s) {
  if (s.empty()) return "empty";
  if (s.back() == '.') return "a trailing full stop";
  for (const char* bad : {"{", "}", "[", "]", "_", "null", "true", "false", "/"})
    if (s.find(bad) != std::string::npos) return fmt::format("contains '{}'", bad);
  return "";
}

// Random games under every reading and player count (fixed seeds): every action and every difference
// between consecutive public states is told by a clean sentence, every differing leaf is covered, and no
// reached position is called implausible.
void WalkAndTell(const GameConfig& config, std::uint64_t seed) {
  const Narrator& n = Info().narrator;
  auto s = NewGame(config);
  Rng rng(seed);
  Json pre = PublicOf(*s);
  BOOST_REQUIRE_EQUAL(n.implausible(pre), "");
  while (!s->IsTerminal()) {
    const int actor = s->IsChance() ? -1 : s->CurrentPlayer();
    const std::vector<Action> legal = s->LegalActions();
    const Action a = s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())];
    const std::string text = s->ActionToString(a), told = n.action(pre, text, actor);
    BOOST_REQUIRE_MESSAGE(SentenceProblem(told).empty(), fmt::format("'{}' told as \"{}\": {}", text, told, SentenceProblem(told)));
    BOOST_REQUIRE_MESSAGE(told.find("rules of this game do not name") == std::string::npos, text);
    s->ApplyLegalAction(a);
    const Json post = PublicOf(*s);
    const std::vector<NarratedChange> changes = n.differences(pre, post);
    for (const NarratedChange& c : changes)
      BOOST_REQUIRE_MESSAGE(SentenceProblem(c.sentence).empty(), fmt::format("{}: \"{}\"", c.field, c.sentence));
    for (const std::string& leaf : DifferingLeaves(pre["state"], post["state"])) {
      bool covered = false;
      for (const NarratedChange& c : changes) covered = covered || PatternCovers(c.field, leaf);
      BOOST_REQUIRE_MESSAGE(covered, fmt::format("after '{}', {} differs untold", text, leaf));
    }
    const std::string why = n.implausible(post);
    BOOST_REQUIRE_MESSAGE(why.empty(), fmt::format("after '{}' (step {}): {}", text, s->Step(), why));
    const std::string picture = n.picture(post, {});
    BOOST_REQUIRE(std::count(picture.begin(), picture.end(), '\n') <= 6);
    pre = post;
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_narrate)

BOOST_AUTO_TEST_CASE(random_games_are_told_cleanly_and_found_plausible) {
  const GameInfo& info = Info();
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GameConfig config{"tudor", 2 + static_cast<int>(seed % 3), {}};
    Rng pick(seed * 7919);
    for (const Interpretation& interp : info.interpretations)  // a random reading of every interpretation
      config.settings[interp.id] = interp.readings[pick.Below(interp.readings.size())].id;
    if (seed % 4 == 0) config.settings["td.opportunity"] = "on";
    if (seed % 5 == 0) config.settings["td.enhance-first-round"] = "from-round-2";
    BOOST_TEST_CONTEXT(fmt::format("seed {}, {} players", seed, config.players)) { WalkAndTell(config, seed); }
  }
}

BOOST_AUTO_TEST_CASE(every_action_kind_and_field_is_told_in_the_rulebooks_words) {
  CheckNarrationCases(Info(), ActionCases(), FieldCases());
}

BOOST_AUTO_TEST_CASE(fields_are_the_schema_leaves) {
  std::vector<std::string> fields = Info().narrator.fields, schema = SchemaLeafPatterns(PublicSchemaOf(Info()));
  std::sort(fields.begin(), fields.end());
  std::sort(schema.begin(), schema.end());
  BOOST_CHECK(fields == schema);
  BOOST_CHECK_EQUAL(fields.size(), 60u);
}

// The hand-built position by hand (tudor.h: a cell is the Courtier's owner or the Court Token's initial, then
// the Influence/Intrigue Token's initial; rows from r7 at the top): red Court Token on c1r1, p0's Courtier on
// c2r3, an Intrigue Token alone on c3r2; chamber 1 offers A and B, 2 C and D, 3 E and F (data/tudor/board.json).
BOOST_AUTO_TEST_CASE(pictures_show_the_header_and_what_the_focus_selects) {
  const Narrator& n = Info().narrator;
  const Json ps = PublicOf(Position());
  const std::string header = "round 2 of 4, Phase 4 (Chamber Actions): p0 to act, start player p0\n";
  BOOST_CHECK_EQUAL(n.picture(ps, {}),
                    header +
                        "Red Scoring Card 1 (Politically Focused) and Green Scoring Card 4 (The Quest For Power); Blue Scenario "
                        "Card 1 (Persistent Courtiers)\n"
                        "Throne Room: Courtiers p0 1; Offices none\n"
                        "Prestige: p0 0, p1 0 and p2 0\n");
  // A field selected for every player is drawn for those who hold something of it (p0's blue Court Card); p1
  // and p2, with none, are left out, but drawn when named, or when nobody holds any (no Court Token spent this round).
  BOOST_CHECK_EQUAL(n.picture(ps, {"/office/*", "/players/*/cards"}),
                    header + "Offices: none held\np0: 1 blue Court Card\n");
  BOOST_CHECK_EQUAL(n.picture(ps, {"/players/1/cards"}), header + "p1: no Court Cards\n");
  BOOST_CHECK_EQUAL(n.picture(ps, {"/players/*/spent/*"}),
                    header + "p0: no Court Tokens spent\np1: no Court Tokens spent\np2: no Court Tokens spent\n");
  // Only the figures in focus: r2 (an Intrigue Token) and r1 (a red Court Token) hold no Courtier and are named,
  // not drawn; with the tokens in focus too they are drawn.
  BOOST_CHECK_EQUAL(n.picture(ps, {"/fig/*"}), header +
                                                   "r3: .. 0. .. .. ..\n"
                                                   "empty rows: r7, r6, r5, r4\n"
                                                   "rows without Courtiers: r2, r1\n");
  BOOST_CHECK_EQUAL(n.picture(ps, {"/fig/*", "/token/*"}), header +
                                                   "r3: .. 0. .. .. ..\n"
                                                   "r2: .. .. .T .. ..\n"
                                                   "r1: r. .. .. .. ..\n"
                                                   "empty rows: r7, r6, r5, r4\n");
  BOOST_CHECK_EQUAL(n.picture(ps, {"/chairs/*/owner", "/lords/*/acted"}),
                    header +
                        "Chamber 1 (A, B): Lords none; Courtiers p0*; bench none\n"
                        "Chamber 2 (C, D): Lords p1; Courtiers p1; bench none\n"
                        "Chamber 3 (E, F): Lords none; Courtiers none; bench none\n");
  // A focus on the elements of a player's list field (what deciding facts name: "/players/*/cards/*") selects
  // that field as its whole pattern does.
  BOOST_CHECK_EQUAL(n.picture(ps, {"/players/*/cards/*"}), n.picture(ps, {"/players/*/cards"}));
  // However wide the focus, at most 12 lines; every symbol the pictures use is in the legend.
  const std::string all = n.picture(ps, {"/"});
  BOOST_CHECK_LE(std::count(all.begin(), all.end(), '\n'), 12);
  for (const char* symbol : {"c3r2", "r7", "0 1 2 3", "b g r y n a p", "?", "I T O", ".:", "*:"})
    BOOST_CHECK_MESSAGE(n.legend.find(symbol) != std::string::npos, symbol);
}

// The turn in progress names a movement by what gives it. The reference keeps a finished movement Action's
// letter in sub.action until the next Action (tudor.h), so after p0's Courtier in Audience Chamber 3 (E and F)
// has taken Action E (Long Court Movement) the Move Courtier Bonus Action ("spend any 2 Court Tokens ... to move
// one of their Courtiers 1 space in any direction", BONUS ACTIONS) still finds "E" there: it is told as the
// bonus, not as Action E, which may place from the supply where the bonus (default td.special-move-place=no)
// may not. Action E itself, under way with 2 spaces left, stays Action E. Canonical numbers: sub.action 4 is
// E, move.kind 2 is E and 4 the bonus; turn.chamber 2 is Audience Chamber 3; space 11 is c2r3.
BOOST_AUTO_TEST_CASE(the_turn_in_progress_names_the_movement_by_what_gives_it) {
  const Narrator& n = Info().narrator;
  const std::string header = "round 2 of 4, Phase 4 (Chamber Actions): p0 to act, start player p0\n";
  Json bonus = Moving(At(2, 3), 4, 1);
  bonus["state"]["turn"]["chamber"] = 2;
  bonus["state"]["sub"]["action"] = 4;
  bonus["state"]["players"][0]["bonus_used"] = true;
  BOOST_CHECK_EQUAL(n.picture(PublicOf(bonus), {"/move"}),
                    header + "now: Courtier of Chamber 3 activated, no Actions left; Move Courtier Bonus Action; "
                             "moving from c2r3, 1 space left\n");
  Json e = Moving(At(2, 3), 2, 2);
  e["state"]["turn"]["chamber"] = 2;
  e["state"]["sub"]["action"] = 4;
  BOOST_CHECK_EQUAL(n.picture(PublicOf(e), {"/move"}),
                    header + "now: Courtier of Chamber 3 activated, no Actions left; Action E; moving from c2r3, 2 "
                             "spaces left\n");
}

// SPECIAL CASES: with no Courtier in supply, "the player may choose to remove any existing Courtier from the
// Throne Room": the turn in progress names where theirs stand (p0's one Courtier on c2r3; the placement
// fixture of ChamberCases), and says when there is none to take back.
BOOST_AUTO_TEST_CASE(a_placement_without_courtiers_in_supply_names_those_in_the_throne_room) {
  const Narrator& n = Info().narrator;
  Json none = NoCourtierInSupply();
  const std::string picture = n.picture(PublicOf(none), {"/assign_left"});
  BOOST_TEST(picture.find("now: 3 placements left; p0 has no Courtier in supply; theirs in the Throne Room: c2r3\n") !=
                 std::string::npos,
             picture);
  none["state"]["players"][0]["supply"] = 1;  // one Courtier back from the Ambassadors: 14 in all still
  none["state"]["players"][0]["ambassadors"] = 11;
  BOOST_TEST(n.picture(PublicOf(none), {"/assign_left"}).find("Throne Room") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(implausible_positions_say_why_and_real_ones_pass) {
  const Narrator& n = Info().narrator;
  BOOST_CHECK_EQUAL(n.implausible(PublicOf(*NewGame(kFixed))), "");
  const Json real = PublicOf(*PlayUntil(kFixed, [](const Json& ps) { return PhaseIs(ps, "actions"); }));
  BOOST_REQUIRE_EQUAL(n.implausible(real), "");
  // Court Tokens leave the game only through Only The Essentials (not in play) or spent at a round's end.
  Json out = real;
  out["state"]["bag"][kRed] = out["state"]["bag"][kRed].get<int>() - 5;
  out["state"]["removed"][kRed] = 5;
  BOOST_CHECK_EQUAL(n.implausible(out),
                    "5 Court Tokens are out of the game in round 1, more than set-up and spent tokens could remove by then");
  // Prestige is only ever gained during the game (The Quest For Power here); negative only from end scoring.
  Json prestige = real;
  prestige["state"]["players"][1]["prestige"] = -2;
  BOOST_CHECK_EQUAL(n.implausible(prestige), "p1 has -2 Prestige before the game ends");
  // The hand-built position leaves 35 of the 36 Influence/Intrigue Tokens in the box: set-up leaves 1 (35 spaces).
  BOOST_CHECK_EQUAL(n.implausible(PublicOf(Position())),
                    "35 Influence or Intrigue Tokens are in the box after set-up, which leaves 1 there");
}

BOOST_AUTO_TEST_SUITE_END()
