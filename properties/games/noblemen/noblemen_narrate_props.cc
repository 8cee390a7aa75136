// Noblemen narrator (GameInfo::narrator, model/games/noblemen/nm_narrate*.cc): every action kind and every
// public-state field told in the rulebook's words. Each expected sentence is written by hand from
// shared/rulebooks/noblemen.txt for a real position: the start of a 3-player game played by a fixed trace,
// or a table built by hand (noblemen_table_fixtures.h) that loads with its conservation checks, then a few
// actions from it.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/narration_cases.h"

using namespace peerage;
using namespace nm_test;
using peerage::test::ActionCase;
using peerage::test::FieldCase;

namespace {

const GameInfo& Info() { return Registry::Instance().Get("noblemen"); }

Json Public(const State& s) { return WithPublicDefaults(PublicSchemaOf(Info()), Info().public_state(s)); }

// The table of most cases, 4 players, p0 to act in the first decade (marker 2), p2 holding the crown:
// p0 has two Forests (corners 1,0 and 3,0), open clearings at 0,1 and 0,2, 20 pounds, a chit and one of
// each Scandal card a turn can play; p1 a Plantation at 1,0; p2 a Garden at 0,1, Murder and 2 Blackmail;
// p3 a Forest at 1,0 and lands behind the screen. Castles and Churches wait on price spaces 4 and 5
// (mask 24), 3 Palaces on the board.
Json TableJson(int crown = 2, int marker = 2) {
  Json j = NewTable(4);
  Json& st = j["state"];
  st["crown"] = crown;
  st["marker"] = marker;
  st["castle_slots"] = 24;
  st["church_slots"] = 24;
  st["palaces_board"] = 3;
  Json& p0 = st["players"][0];
  p0["pounds"] = 20;
  p0["chits"] = 1;
  p0["vp"] = 1;
  p0["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W 3,0,W 4,0,W 3,1,W 4,1,W 0,1,C 0,2,C";
  p0["groups"] = "1,0,W 3,0,W";
  p0["screen"] = Json{{"clearing", 1}, {"wood", 1}, {"pond", 2}, {"farm", 1}};
  p0["hand"] = Json{{"tariff", 1}, {"secret-marriage", 1}, {"dowry", 1}, {"purloin", 1}, {"outmaneuver", 1},
                    {"high-treason", 1}, {"treachery", 1}, {"white-hall", 1}, {"favor-of-the-vicar", 1},
                    {"war-with-spain", 1}};
  Json& p1 = st["players"][1];
  p1["tiles"] = "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F";
  p1["groups"] = "1,0,F";
  Json& p2 = st["players"][2];
  p2["tiles"] = "0,0,CK 0,1,P 1,1,P 0,2,P 1,2,P";
  p2["groups"] = "0,1,P";
  p2["hand"] = Json{{"murder", 1}, {"blackmail", 2}, {"liaison", 1}};
  Json& p3 = st["players"][3];
  p3["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W";
  p3["groups"] = "1,0,W";
  p3["screen"] = Json{{"pond", 2}, {"farm", 1}};
  Balance(st);
  return j;
}

std::unique_ptr<State> Table(int crown = 2, int marker = 2) { return Load(TableJson(crown, marker), "narration table"); }

// The table as one of the last turns after the second Ball: third decade, marker 10, two Balls held, 2 of
// the 4 last turns to come (p1's and p2's after p0's), p0 holding the crown and done with its action;
// `treason`: p0 is the target of High Treason.
Json LastTurns(bool treason) {
  Json j = TableJson(0, 10);
  Json& st = j["state"];
  st["decade"] = 2;
  st["balls"] = 2;
  st["final_left"] = 2;
  st["scratch"]["action_done"] = 1;
  st["players"][0]["treason"] = treason;
  return Public(*Load(j, "last turns"));
}

// The table with five ponds above p0's first Forest (1,-2 2,-2 3,-2 1,-1 3,-1), after p0 plays a pond at 2,-1:
// it completes the squares with top-left corners 1,-2 and 2,-2, and p0 chooses which becomes the Garden.
Json PondsPicking() {
  Json j = TableJson();
  Json& p0 = j["state"]["players"][0];
  p0["tiles"] = p0["tiles"].get<std::string>() + " 1,-2,P 2,-2,P 3,-2,P 1,-1,P 3,-1,P";
  Balance(j["state"]);
  auto s = Load(j, "ponds picking");
  s->ApplyActionText("land pond 2,-1");
  return Public(*s);
}

// The table after `texts`, and the public state it is at.
Json After(const std::vector<std::string>& texts, int crown = 2, int marker = 2) {
  auto s = Table(crown, marker);
  for (const std::string& t : texts) s->ApplyActionText(t);
  return Public(*s);
}

// A 3-player game from its start, after `texts`.
Json Start(const std::vector<std::string>& texts) {
  auto s = NewGame(GameConfig{"noblemen", 3, {}});
  for (const std::string& t : texts) s->ApplyActionText(t);
  return Public(*s);
}

// The set-up of the 3-player game: 4 lands each from the bag (the first two draws a wood, then farms).
std::vector<std::string> SetupDeals() {
  std::vector<std::string> t = {"draw-land wood", "draw-land wood"};
  for (int k = 2; k < 12; ++k) t.push_back("draw-land farm");
  return t;
}

std::vector<std::string> Plus(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::vector<ActionCase> ActionCases() {
  const Json table = After({});
  const std::vector<std::string> deals = SetupDeals();
  // Mulligan: p0 sets one wood aside and keeps the rest; p1 and p2 keep all; p0's replacement comes; then
  // the crown is drawn (3 players: no Dudley seat), then the decade's Scandal deal from the crown's left.
  const std::vector<std::string> mulligan = Plus(deals, {"aside wood", "keep", "keep", "keep", "draw-land pond"});
  const std::vector<std::string> crowned = Plus(mulligan, {"crown p1"});
  const std::vector<std::string> dealt = Plus(crowned, {"draw-card dowry", "draw-card tariff", "draw-card murder"});
  const std::vector<std::string> church = {"church 0,1", "draw-card liaison", "draw-card tariff", "draw-card blackmail"};
  const std::vector<ActionCase> cases = {
      // Set-up: "Give each player 4 land tiles from the bag" (p0 first).
      {Start({}), "draw-land wood", -1, "the bag gives p0 a wood"},
      {Start(deals), "aside wood", 0, "p0 sets a wood aside to draw a replacement from the bag"},
      {Start(Plus(deals, {"aside wood"})), "keep", 0, "p0 sets no more land aside and draws 1 replacement from the bag"},
      {Start(Plus(deals, {"aside wood", "keep"})), "keep", 1, "p1 keeps all their lands"},
      {Start(mulligan), "crown p1", -1, "the Queen's crown goes to p1 at random"},
      // "Deal three Scandal Cards to each player", from the left of the crown (p1): p2 first.
      {Start(crowned), "draw-card dowry", -1, "the Scandal deck gives p2 a Dowry card"},
      {Start(dealt), "choose dowry", 2, "p2 keeps a Dowry card and puts the other two under the Scandal deck"},
      {Start(Plus(dealt, {"choose dowry"})), "bottom murder", 2, "p2 puts a Murder card under the Scandal deck"},
      // The turn's one action (p0, 20 pounds).
      {table, "vp", 0, "p0 scores 1 victory point instead of taking an action"},
      {table, "land pond 0,-1", 0, "p0 plays a pond at 0,-1, land 1 of up to 3"},
      {After({"land pond 0,-1"}), "done", 0, "p0 plays no more lands, after 1 land"},
      // nm.group-order = choose: p0's pond at 2,-1 completes the squares at 1,-2 and 2,-2 (PondsPicking).
      {PondsPicking(), "group 1,-2", 0, "p0 makes the square at 1,-2 (its top-left corner) a Garden"},
      {table, "castle 0,2", 0, "p0 builds the left-most Castle of the action board on the clearing at 0,2"},
      {After({"castle 0,2"}), "skip", 0, "p0 takes no Men-at-Arms action"},
      {After({"castle 0,2"}), "maa 0 p1 1,0", 0, "p0 places a Men-at-Arms on p1's Plantation at 1,0 and collects 2 pounds from them"},
      {table, "church 0,1", 0, "p0 builds a Church on the clearing at 0,1 and gets a Scandal card"},
      {After({"church 0,1"}), "draw-card liaison", -1, "the Scandal deck gives p0 a Liaison card"},
      {After(church), "choose liaison", 0, "p0 keeps a Liaison card and puts the other two under the Scandal deck"},
      {table, "palace 0,0", 0, "p0 replaces the Castle at 0,0 with a Palace and takes the Queen's crown"},
      {table, "folly country 0,2", 0, "p0 builds the Country Folly on the clearing at 0,2 for 12 victory points"},
      {table, "acquire", 0, "p0 spends their Acquire Land token to draw lands from the bag"},
      {After({"acquire"}), "redeem 1", 0, "p0 redeems 1 Bribe Royalty chit for 1 more land"},
      {After({"acquire", "redeem 1"}), "draw-land clearing", -1, "the bag gives p0 a clearing"},
      {table, "taxes", 0, "p0 spends their Taxes token to collect taxes"},
      {After({"taxes"}), "redeem 0", 0, "p0 redeems no Bribe Royalty chits"},
      {table, "donate pond", 0, "p0 donates a pond to the Church for 1 victory point"},
      {After({"donate pond"}), "done", 0, "p0 donates no more land to the Church"},
      {table, "bribe", 0, "p0 bribes royalty: a chit for 2 pounds and 1 victory point"},
      {After({"bribe"}), "bribe", 0, "p0 bribes royalty: another chit for 2 pounds and 1 victory point"},
      {After({"bribe"}), "done", 0, "p0 buys no more Bribe Royalty chits"},
      {After({"play secret-marriage"}), "bribe", 0, "p0 bribes royalty: a chit for 1 pound and 1 victory point"},
      // Scandal cards and the 2-for-1 trade.
      {table, "play tariff", 0, "p0 plays Tariff and collects 5 pounds"},
      {table, "play white-hall", 0, "p0 plays White Hall and takes the Queen's crown"},
      {table, "trade pond pond", 0, "p0 puts two ponds into the bag to take one land of their choice"},
      {After({"trade pond pond"}), "take farm", 0, "p0 takes a farm of their choice from the bag"},
      {After({"play purloin"}), "give wood", 0, "p0 puts a wood into the bag for Purloin"},
      {After({"play purloin", "give wood"}), "take pond", 0, "p0 takes a pond of their choice from the bag for Purloin"},
      {After({"play purloin", "give wood", "take pond"}), "done", 0, "p0 stops trading with the bag: Purloin ends"},
      {After({"play outmaneuver"}), "land wood 5,0", 0, "p0 plays a wood at 5,0 for Outmaneuver, land 1 of up to 3"},
      {After({"play high-treason"}), "target p1", 0,
       "p0 chooses p1 for High Treason: no victory point from the Queen's crown for them this decade"},
      // Treachery onto p3's Forest: p3 gives p0 two lands of p3's choice from behind the screen.
      {After({"play treachery"}), "maa 0 p3 1,0", 0,
       "p0 places a Men-at-Arms on p3's Forest at 1,0: p3 gives them 2 lands of their choice"},
      {After({"play treachery", "maa 0 p3 1,0"}), "give pond", 3, "p3 gives p0 a pond for the Men-at-Arms on their Forest"},
      // The end of the turn, and Murder "at the start of another players turn" (p1's, p2 asked first).
      {After({"vp"}), "end", 0, "p0 ends their turn"},
      {After({"vp", "end"}), "murder", 2, "p2 plays Murder: p1 skips their turn"},
      {After({"vp", "end"}), "pass", 2, "p2 plays no Murder on p1's turn"},
      // p0 holds the crown with the marker on 5: the end of the turn moves it to 6, a Masquerade Ball.
      {After({"vp"}, 0, 5), "end", 0, "p0 ends their turn with the Queen's favour: 1 victory point and the decade marker moves up"},
      // The same end in one of the last turns after the second Ball: "all players get one more turn" and the
      // marker is on 10, its last space, so it stays; whether the crown's "1 Victory Point" still comes is the
      // reading nm.final-favour (favour-vp +1, no-favour-vp +0), so the sentence names no VP; High Treason's
      // target gets none under either reading.
      {LastTurns(false), "end", 0,
       "p0 ends one of the last turns after the second Ball with the Queen's crown: the decade marker stays on 10"},
      {LastTurns(true), "end", 0,
       "p0 ends one of the last turns after the second Ball with the Queen's crown: no victory point under High "
       "Treason, and the decade marker stays on 10"},
      {After({"vp", "end"}, 0, 5), "redeem 1", 0, "p0 redeems 1 Bribe Royalty chit for 1 prestige"},
      {After({"vp", "end"}, 0, 5), "spend tariff", 0, "p0 puts a Tariff card under the Scandal deck for 1 prestige"},
      // p0: no pond, no Palace; 1 chit redeemed + 1 card spent = 2 prestige.
      {After({"vp", "end", "redeem 1", "spend tariff"}, 0, 5), "place", 0, "p0 adds their Prestige marker to the prestige track at 2"},
      {After({"vp", "end", "place", "place"}, 0, 5), "blackmail", 2, "p2 uses Blackmail for 3 prestige"},
  };
  // "bottom" after the Church's deal: the two cards not kept (tariff, blackmail) go under one at a time.
  std::vector<ActionCase> all = cases;
  all.push_back({After(Plus(church, {"choose liaison"})), "bottom tariff", 0, "p0 puts a Tariff card under the Scandal deck"});
  return all;
}

std::vector<FieldCase> FieldCases() {
  const Json before = After({});
  struct Edit {
    std::string field, pointer;
    Json value;
    std::string expected;
  };
  // pointer: where the value is put (inside "state"); field: the declared pattern it is a leaf of.
  const std::vector<Edit> edits = {
      {"/phase", "/phase", "ball", "the game is at this step: a Masquerade Ball"},
      {"/active", "/active", 3, "it is p3's turn"},
      {"/crown", "/crown", 1, "p1 holds the Queen's crown"},
      {"/decade", "/decade", 1, "it is the second decade of three"},
      {"/marker", "/marker", 5, "the decade marker is on space 5 of the decade track"},
      {"/balls", "/balls", 1, "1 Masquerade Ball has been held this decade"},
      {"/final_left", "/final_left", 3, "3 turns are left after the second Ball, this one among them, before the decade's scoring"},
      {"/bag/clearing", "/bag/clearing", 1, "the bag holds 1 clearing, 17 woods, 22 ponds and 24 farms"},
      {"/bag/wood", "/bag/wood", 2, "the bag holds 23 clearings, 2 woods, 22 ponds and 24 farms"},
      {"/bag/pond", "/bag/pond", 3, "the bag holds 23 clearings, 17 woods, 3 ponds and 24 farms"},
      {"/bag/farm", "/bag/farm", 4, "the bag holds 23 clearings, 17 woods, 22 ponds and 4 farms"},
      {"/donated/clearing", "/donated/clearing", 1, "the Donate land to the Church area holds 1 clearing"},
      {"/donated/wood", "/donated/wood", 3, "the Donate land to the Church area holds 3 woods"},
      {"/donated/pond", "/donated/pond", 2, "the Donate land to the Church area holds 2 ponds"},
      {"/donated/farm", "/donated/farm", 5, "the Donate land to the Church area holds 5 farms"},
      {"/pile/outmaneuver", "/pile/outmaneuver", 1, "the shuffled Scandal deck holds 1 Outmaneuver card"},
      {"/pile/blackmail", "/pile/blackmail", 1, "the shuffled Scandal deck holds 1 Blackmail card"},
      {"/pile/dowry", "/pile/dowry", 1, "the shuffled Scandal deck holds 1 Dowry card"},
      {"/pile/favor-of-the-vicar", "/pile/favor-of-the-vicar", 0, "the shuffled Scandal deck holds no Favor of the Vicar card"},
      {"/pile/liaison", "/pile/liaison", 2, "the shuffled Scandal deck holds 2 Liaison cards"},
      {"/pile/murder", "/pile/murder", 0, "the shuffled Scandal deck holds no Murder card"},
      {"/pile/purloin", "/pile/purloin", 0, "the shuffled Scandal deck holds no Purloin card"},
      {"/pile/treachery", "/pile/treachery", 0, "the shuffled Scandal deck holds no Treachery card"},
      {"/pile/tariff", "/pile/tariff", 1, "the shuffled Scandal deck holds 1 Tariff card"},
      {"/pile/white-hall", "/pile/white-hall", 2, "the shuffled Scandal deck holds 2 White Hall cards"},
      {"/pile/secret-marriage", "/pile/secret-marriage", 1, "the shuffled Scandal deck holds 1 Secret Marriage card"},
      {"/pile/high-treason", "/pile/high-treason", 0, "the shuffled Scandal deck holds no High Treason card"},
      {"/pile/war-with-spain", "/pile/war-with-spain", 1, "the shuffled Scandal deck holds 1 War with Spain card"},
      {"/pile/war-with-france", "/pile/war-with-france", 0, "the shuffled Scandal deck holds no War with France card"},
      {"/bottom/*/card", "/bottom", Json::array({{{"card", "murder"}, {"by", nullptr}}}),
       "under the Scandal deck, next to be drawn first, lies: Murder (face up)"},
      {"/bottom/*/by", "/bottom", Json::array({{{"card", "dowry"}, {"by", 1}}, {{"card", "tariff"}, {"by", nullptr}}}),
       "under the Scandal deck, next to be drawn first, lie: Dowry (put there face down by p1) and Tariff (face up)"},
      {"/bottom/*/with_previous", "/bottom",
       Json::array({{{"card", "dowry"}, {"by", 1}}, {{"card", "tariff"}, {"by", 1}, {"with_previous", true}}}),
       "under the Scandal deck, next to be drawn first, lie: Dowry (put there face down by p1) and Tariff (put there face down by p1)"},
      {"/castle_slots/*", "/castle_slots", Json::array({5}), "the action board holds 1 Castle on price space 5 (1 the cheapest)"},
      {"/church_slots/*", "/church_slots", Json::array({3, 4, 5}), "the action board holds 3 Churches on price spaces 3, 4 and 5 (1 the cheapest)"},
      {"/palaces_board", "/palaces_board", 0, "no Palace is left on the action board"},
      {"/follies_left/*", "/follies_left", Json::array({"country", "grand"}), "the Country and Grand Follies are still to be built"},
      {"/follies_built", "/follies_built", 2, "2 Follies have been built: the next one scores 8 victory points"},
      {"/castles_supply", "/castles_supply", 7, "the supply holds 7 Castles"},
      {"/churches_supply", "/churches_supply", 1, "the supply holds 1 Church"},
      {"/palaces_supply", "/palaces_supply", 2, "the supply holds 2 Palaces"},
      {"/titles_supply/*", "/titles_supply", Json::array({0, 1, 0, 1, 1}), "the supply holds the titles 1 Viscount, 1 Marquess and 1 Duke"},
      {"/chits_supply", "/chits_supply", 9, "the action board holds 9 Bribe Royalty chits"},
      {"/war", "/war", "war-with-france", "War with France is in play"},
      {"/war_pounds", "/war_pounds", 4, "the War card holds 4 pounds"},
      {"/turn/scandal_played", "/turn/scandal_played", true, "p0 has played their one Scandal card this turn"},
      {"/turn/action_taken", "/turn/action_taken", true, "p0 has taken the turn's one action"},
      {"/turn/card_in_effect", "/turn/card_in_effect", "favor-of-the-vicar", "Favor of the Vicar is in effect for the rest of the turn"},
      {"/turn/lands/for", "/turn/lands", Json{{"for", "outmaneuver"}, {"played", 0}}, "p0 has played 0 lands of up to 3 for Outmaneuver"},
      {"/turn/lands/played", "/turn/lands", Json{{"for", "action"}, {"played", 2}}, "p0 has played 2 lands of up to 3 as the turn's action"},
      {"/turn/lands/squares_of", "/turn/lands", Json{{"for", "action"}, {"played", 1}, {"squares_of", "2,-1"}},
       "p0 has played 1 land of up to 3 as the turn's action, and chooses which square the land at 2,-1 makes a group"},
      {"/turn/chits_bought", "/turn/chits_bought", 3, "p0 has bought 3 chits in this Bribe Royalty"},
      {"/turn/redeem_for", "/turn/redeem_for", "taxes", "p0 may redeem chits for their Taxes action"},
      {"/turn/purloin_left", "/turn/purloin_left", 4, "Purloin may still trade 4 lands with the bag"},
      {"/turn/forest_payment/from", "/turn/forest_payment", Json{{"from", 3}, {"lands_left", 2}, {"placement", "castle"}},
       "p3 still owes p0 2 lands of their choice for the Men-at-Arms placed after a new Castle on their Forest"},
      {"/turn/forest_payment/lands_left", "/turn/forest_payment", Json{{"from", 3}, {"lands_left", 1}, {"placement", "treachery"}},
       "p3 still owes p0 1 land of their choice for the Men-at-Arms placed by Treachery on their Forest"},
      {"/turn/forest_payment/placement", "/turn/forest_payment", Json{{"from", 1}, {"lands_left", 2}, {"placement", "treachery"}},
       "p1 still owes p0 2 lands of their choice for the Men-at-Arms placed by Treachery on their Forest"},
      {"/turn/murder_offer_to", "/turn/murder_offer_to", 2, "p2 is asked whether they play Murder on p0's turn"},
      {"/turn/mulligan_by", "/turn/mulligan_by", 1, "p1 is setting lands aside in the mulligan"},
      {"/turn/deal/to", "/turn/deal", Json{{"to", 3}, {"for", "decade"}}, "p3 is dealt three Scandal cards to keep one, for the new decade"},
      {"/turn/deal/for", "/turn/deal", Json{{"to", 0}, {"for", "church"}}, "p0 is dealt three Scandal cards to keep one, for building a Church"},
      {"/turn/ball/prestige_added", "/turn/ball", Json{{"prestige_added", 4}, {"chits_redeemed", false}, {"blackmail_used", 1}},
       "p2, placing their marker at the Ball, has added 4 to the estate's prestige from chits and Scandal cards, has not redeemed chits and has used 1 Blackmail"},
      {"/turn/ball/chits_redeemed", "/turn/ball", Json{{"prestige_added", 2}, {"chits_redeemed", true}, {"blackmail_used", 0}},
       "p2, placing their marker at the Ball, has added 2 to the estate's prestige from chits and Scandal cards, has redeemed chits and has used no Blackmail"},
      {"/turn/ball/blackmail_used", "/turn/ball", Json{{"prestige_added", 6}, {"chits_redeemed", false}, {"blackmail_used", 2}},
       "p2, placing their marker at the Ball, has added 6 to the estate's prestige from chits and Scandal cards, has not redeemed chits and has used 2 Blackmails"},
      {"/turn/next_land_to", "/turn/next_land_to", 2, "the next land from the bag goes to p2"},
      {"/draws/*", "/draws/1", 3, "p1 is owed 3 lands from the bag"},
      {"/card_queue/*", "/card_queue", Json::array({2, 3}), "p2 and p3 are still to be dealt Scandal cards"},
      {"/prestige/*", "/prestige/2", 7, "p2's prestige marker is on space 7 of the prestige track"},
      {"/players/*/pounds", "/players/1/pounds", 4, "p1 has 4 pounds"},
      {"/players/*/vp", "/players/0/vp", 12, "p0 has 12 victory points"},
      {"/players/*/title", "/players/2/title", "earl", "p2 is an Earl"},
      {"/players/*/screen/clearing", "/players/3/screen/clearing", 1, "p3 has 1 clearing, 2 ponds and 1 farm behind their screen"},
      {"/players/*/screen/wood", "/players/0/screen/wood", 3, "p0 has 1 clearing, 3 woods, 2 ponds and 1 farm behind their screen"},
      {"/players/*/screen/pond", "/players/0/screen/pond", 1, "p0 has 1 clearing, 1 wood, 1 pond and 1 farm behind their screen"},
      {"/players/*/screen/farm", "/players/3/screen/farm", 4, "p3 has 2 ponds and 4 farms behind their screen"},
      {"/players/*/aside/clearing", "/players/1/aside/clearing", 1, "p1 has set aside 1 clearing in the mulligan"},
      {"/players/*/aside/wood", "/players/1/aside/wood", 2, "p1 has set aside 2 woods in the mulligan"},
      {"/players/*/aside/pond", "/players/1/aside/pond", 1, "p1 has set aside 1 pond in the mulligan"},
      {"/players/*/aside/farm", "/players/1/aside/farm", 3, "p1 has set aside 3 farms in the mulligan"},
      {"/players/*/chits", "/players/0/chits", 0, "p0 holds no Bribe Royalty chit"},
      {"/players/*/acquire_used", "/players/3/acquire_used", true, "p3 has spent their Acquire Land token this decade"},
      {"/players/*/taxes_used", "/players/3/taxes_used", true, "p3 has spent their Taxes token this decade"},
      {"/players/*/treason", "/players/1/treason", true,
       "High Treason is played against p1: no victory point from the Queen's crown for them this decade"},
      {"/players/*/maa/*/*", "/players/0/maa/0", Json::array({1, 1, 0}), "p0 has a Men-at-Arms on p1's Plantation at 1,0 and one in the supply"},
      {"/players/*/tiles", "/players/1/tiles", "0,0,CK 1,0,F 2,0,F 1,1,F 2,1,F 0,1,P",
       "p1's estate has 6 lands, among them a pond at 0,1"},
      {"/players/*/groups", "/players/2/groups", "", "p2's estate has no Forest, Garden or Plantation"},
  };
  std::vector<FieldCase> fields;
  for (const Edit& e : edits) {
    Json after = before;
    after["state"][Json::json_pointer(e.pointer)] = e.value;
    fields.push_back({e.field, before, after, e.expected});
  }
  // Scandal cards by name: a hand, and three cards on offer.
  const char* const kCardsAndWords[][2] = {
      {"outmaneuver", "Outmaneuver"}, {"blackmail", "Blackmail"}, {"dowry", "Dowry"},
      {"favor-of-the-vicar", "Favor of the Vicar"}, {"liaison", "Liaison"}, {"murder", "Murder"},
      {"purloin", "Purloin"}, {"treachery", "Treachery"}, {"tariff", "Tariff"}, {"white-hall", "White Hall"},
      {"secret-marriage", "Secret Marriage"}, {"high-treason", "High Treason"},
      {"war-with-spain", "War with Spain"}, {"war-with-france", "War with France"}};
  for (const auto& [card, words] : kCardsAndWords) {
    Json after = before;
    after["state"]["players"][3]["hand"][card] = 2;
    fields.push_back({std::string("/players/*/hand/") + card, before, after, fmt::format("p3's hand holds 2 {} cards", words)});
    after = before;
    after["state"]["players"][1]["offered"][card] = 1;
    fields.push_back({std::string("/players/*/offered/") + card, before, after, fmt::format("p1 chooses among {}", words)});
  }
  return fields;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_narrate)

// Noblemen's action texts separate their words by spaces ("land wood 5,0"): the kind is the first word
// (ActionKind), as the narrator declares them.
BOOST_AUTO_TEST_CASE(every_action_kind_and_field_told_in_the_rulebook_words) {
  CheckNarrationCases(Info(), ActionCases(), FieldCases());
}

// The estate's new structure named as the rulebook names it ("Build a structure: Castle, Palace, Church,
// or a Folly"; the Church is checked below): p0 builds a Castle on its clearing at 0,2 ("castle 0,2"), or
// replaces its Castle at 0,0 with a Palace ("Build a Palace ... Replace one of your castles with the
// Palace": "palace 0,0"). The estate keeps its 11 tiles (TableJson) either way.
BOOST_AUTO_TEST_CASE(an_estate_names_a_new_castle_and_a_new_palace) {
  auto sentences = [](const std::vector<std::string>& texts) {
    std::vector<std::string> out;
    for (const NarratedChange& c : Info().narrator.differences(After({}), After(texts))) out.push_back(c.sentence);
    return out;
  };
  const auto castle = sentences({"castle 0,2"}), palace = sentences({"palace 0,0"});
  BOOST_TEST(std::count(castle.begin(), castle.end(), "p0's estate has 11 lands, among them a Castle on a clearing at 0,2") == 1);
  BOOST_TEST(std::count(palace.begin(), palace.end(), "p0's estate has 11 lands, among them a Palace on a clearing at 0,0") == 1);
}

// A new Castle brings a Men-at-Arms ("Men-at-arms"): placing or skipping it is part of the Build action, so
// while it waits the turn's action is not yet taken, nor still to take (pass 13: nm.own-estate-maa's line
// "p0 still has the turn's action to take" read as a second action). Once skipped, the action is taken.
BOOST_AUTO_TEST_CASE(a_castles_men_at_arms_step_is_part_of_its_action) {
  const Json castle = After({"castle 0,2"});
  BOOST_REQUIRE(castle["state"]["phase"] == "maa-offer");
  auto told = [](const Json& before, const Json& after) {
    std::vector<std::string> out;
    for (const NarratedChange& c : Info().narrator.differences(before, after))
      if (c.field.rfind("/turn/action_taken", 0) == 0 || c.field == "/turn") out.push_back(c.sentence);
    return out;
  };
  Json taken = castle;
  taken["state"]["turn"]["action_taken"] = true;
  const auto during = told(taken, castle);
  BOOST_TEST(std::count(during.begin(), during.end(), "p0's action is not over until the new Castle's Men-at-Arms is placed or skipped") == 1);
  const auto after = told(castle, After({"castle 0,2", "skip"}));
  BOOST_TEST(std::count(after.begin(), after.end(), "p0 has taken the turn's one action") == 1);
}

BOOST_AUTO_TEST_CASE(differences_cover_every_differing_leaf_and_group_them) {
  // p0 plays the Church: pounds, the Church track, the estate and the deal for the Church card change.
  const Json before = After({});
  const Json after = After({"church 0,1"});
  const auto changes = Info().narrator.differences(before, after);
  for (const std::string& leaf : DifferingLeaves(before["state"], after["state"])) {
    bool covered = false;
    for (const NarratedChange& c : changes) covered = covered || PatternCovers(c.field, leaf);
    BOOST_TEST(covered, leaf);
  }
  std::vector<std::string> sentences;
  for (const NarratedChange& c : changes) sentences.push_back(c.sentence);
  // The Church on space 4 is taken (the left-most); the estate gains the Church on its clearing at 0,1.
  BOOST_TEST(std::count(sentences.begin(), sentences.end(), "the action board holds 1 Church on price space 5 (1 the cheapest)") == 1);
  BOOST_TEST(std::count(sentences.begin(), sentences.end(), "p0's estate has 11 lands, among them a Church on a clearing at 0,1") == 1);
  BOOST_TEST(std::count(sentences.begin(), sentences.end(), "p0 is dealt three Scandal cards to keep one, for building a Church") == 1);
}

BOOST_AUTO_TEST_CASE(pictures_show_the_turn_then_the_focus) {
  const Narrator& n = Info().narrator;
  const Json start = Start({});
  // The start of a 3-player game: set-up, the bag deals 4 lands to each; no crown yet (3 players).
  BOOST_TEST(n.picture(start, {}) ==
             "Set-up: lands dealt from the bag; decade 1 of 3, decade marker on 2, 0 Balls held; crown: nobody yet\n"
             "p0: Baron, 0 VP, 10 pounds; 1 land in the estate, 7 lands behind the screen; 0 Scandal cards\n"
             "p1: Baron, 0 VP, 10 pounds; 1 land in the estate, 7 lands behind the screen; 0 Scandal cards\n"
             "p2: Baron, 0 VP, 10 pounds; 1 land in the estate, 7 lands behind the screen; 0 Scandal cards\n");
  const Json table = After({});
  BOOST_TEST(n.picture(table, {"/players/*/pounds", "/castle_slots"}) ==
             "p0's turn (choosing an action, a Scandal card, a trade or the end of the turn); decade 1 of 3, decade marker on 2, "
             "0 Balls held; crown: p2\n"
             "p0: 20 pounds\np1: 10 pounds\np2: 10 pounds\np3: 10 pounds\n"
             "the action board holds 2 Castles on price spaces 4 and 5 (1 the cheapest)\n");
  BOOST_TEST(n.picture(table, {"/players/3/tiles", "/players/3/screen", "/bag"}) ==
             "p0's turn (choosing an action, a Scandal card, a trade or the end of the turn); decade 1 of 3, decade marker on 2, "
             "0 Balls held; crown: p2\n"
             "p3: screen 2P 1F, estate 0,0 CK, 1,0 W, 2,0 W, 1,1 W, 2,1 W\n"
             "the bag holds 23 clearings, 17 woods, 22 ponds and 24 farms\n");
  // Line counts: never more than 12, at most 6 for the empty focus and for up to 3 patterns on one player.
  for (const std::vector<std::string>& focus : std::vector<std::vector<std::string>>{
           {}, {"/players/0/hand"}, {"/bag", "/pile", "/turn"}, {"/players", "/bag", "/pile", "/bottom", "/turn", "/draws"}}) {
    const std::string pic = n.picture(table, focus);
    const auto lines = std::count(pic.begin(), pic.end(), '\n');
    BOOST_TEST(lines <= 12);
    if (focus.size() <= 3) BOOST_TEST(lines <= 6, pic);
  }
}

BOOST_AUTO_TEST_CASE(implausible_positions_are_named) {
  const Narrator& n = Info().narrator;
  BOOST_TEST(n.implausible(Start({})) == "");
  BOOST_TEST(n.implausible(After({})) == "");
  // The start Castle taken off p1's clearing: structures never leave an estate (a Palace only replaces it).
  Json no_castle = After({});
  no_castle["state"]["players"][1]["tiles"] = "0,0,C 1,0,F 2,0,F 1,1,F 2,1,F";
  BOOST_TEST(n.implausible(no_castle) == "p1's starting clearing holds no Castle or Palace, yet no structure ever leaves an estate");
  // An Earl in the first decade before any Ball: titles are handed out at Masquerade Balls only.
  Json earl = After({});
  earl["state"]["players"][2]["title"] = "earl";
  earl["state"]["players"][2]["vp"] = 3;
  BOOST_TEST(n.implausible(earl) == "p2 is an Earl before the first Masquerade Ball, where titles are first handed out");
  // p0 holds a chit (bought for 1 VP) and the Country Folly (at least 6 VP) with 1 VP: VP are never lost.
  Json folly = After({});
  folly["state"]["players"][0]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W 3,0,W 4,0,W 3,1,W 4,1,W 0,1,C 0,2,C1";
  BOOST_TEST(n.implausible(folly) == "p0 has 1 victory point, fewer than the 7 their title, chits and Follies alone earned");
}

// Plays one random game (seeded) and checks each action's sentence, the differences of each step (clean,
// every differing leaf covered), that each position is plausible and its summary picture short.
template <typename Clean>
void PlayAndTell(const Narrator& n, const GameConfig& config, int seed, Clean&& clean) {
  auto s = NewGame(config);
  Rng rng(static_cast<std::uint64_t>(seed));
  Json before = Public(*s);
  for (int step = 0; step < 4000 && !s->IsTerminal(); ++step) {
    const auto legal = s->LegalActions();
    const Action a = s->IsChance() ? SampleChance(s->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
    const std::string text = s->ActionToString(a), told = n.action(before, text, s->IsChance() ? -1 : s->CurrentPlayer());
    BOOST_TEST(clean(told), text << ": " << told);
    s->ApplyLegalAction(a);
    const Json after = Public(*s);
    const auto changes = n.differences(before, after);
    for (const NarratedChange& c : changes) BOOST_TEST(clean(c.sentence), c.field << ": " << c.sentence);
    for (const std::string& leaf : DifferingLeaves(before["state"], after["state"]))
      BOOST_TEST(std::any_of(changes.begin(), changes.end(), [&](const NarratedChange& c) { return PatternCovers(c.field, leaf); }), leaf);
    BOOST_TEST(n.implausible(after) == "", text);
    const std::string pic = n.picture(after, {});
    BOOST_TEST(std::count(pic.begin(), pic.end(), '\n') <= 6);
    before = after;
  }
  BOOST_TEST(s->IsTerminal());
}

// Random games under several readings and player counts: every sentence is clean (no engine names, no
// JSON), every differing leaf of consecutive positions is told, every reached position is plausible and
// its picture short.
BOOST_AUTO_TEST_CASE(random_games_are_told_cleanly) {
  const Narrator& n = Info().narrator;
  auto clean = [](const std::string& s) {
    if (s.empty()) return false;
    for (const char* bad : {"{", "}", "[", "]", "_", "null", "true", "false"})
      if (s.find(bad) != std::string::npos) return false;
    return true;
  };
  const std::vector<std::map<std::string, std::string>> readings = {
      {}, {{"nm.short-bag-order", "round-robin"}, {"nm.bottom-order", "unordered"}, {"nm.families", "random-crown"}}};
  int games = 0;
  for (int players = 3; players <= 5; ++players)
    for (int repeat = 0; repeat < 2; ++repeat)
      for (const auto& settings : readings) PlayAndTell(n, GameConfig{"noblemen", players, settings}, players * 10 + games++, clean);
}

// The header of one of the last turns after the second Ball says how many are left, this one included
// (LastTurns: 2, p0's and then p1's; when the last one ends, the decade is scored), and no table line repeats it.
BOOST_AUTO_TEST_CASE(the_last_turns_are_said_in_the_header) {
  const std::string pic = Info().narrator.picture(LastTurns(false), {"/final_left"});
  const std::string first = pic.substr(0, pic.find('\n'));
  BOOST_TEST(first.find("; decade 3 of 3, decade marker on 10, 2 Balls held, 2 turns left after the second Ball, this one "
                        "among them, before the decade's scoring; crown: p0") != std::string::npos, first);
  BOOST_TEST(pic.find("turns are left") == std::string::npos, pic);
}

// A Men-at-Arms action names the estate it goes to ("maa <marker> p<owner> x,y": Men-at-arms, placing a marker
// on a 2x2 group of an estate): the owner's groups are what it acts on, so an example's picture draws them
// (the Garden the Queen's crown may move from). Other actions name no such target.
BOOST_AUTO_TEST_CASE(a_men_at_arms_action_targets_the_owners_groups) {
  const Narrator& n = Info().narrator;
  BOOST_REQUIRE(static_cast<bool>(n.targets));
  const Json any = Json::object();
  BOOST_TEST(n.targets(any, "maa 0 p0 1,0") == std::vector<std::string>{"/players/0/groups"}, boost::test_tools::per_element());
  BOOST_TEST(n.targets(any, "maa 1 p3 -2,-1") == std::vector<std::string>{"/players/3/groups"}, boost::test_tools::per_element());
  // In a public state whose turn is p2's, p2's own Men-at-Arms too (the one moved, and where the other stands).
  const Json p2s_turn = {{"state", {{"active", 2}}}};
  BOOST_TEST(n.targets(p2s_turn, "maa 0 p0 1,0") == (std::vector<std::string>{"/players/0/groups", "/players/2/maa"}),
             boost::test_tools::per_element());
  // Murder, offered at the start of p1's turn to p3: p3's hand (where the card comes from).
  const Json offered = {{"state", {{"active", 1}, {"turn", {{"murder_offer_to", 3}}}}}};
  BOOST_TEST(n.targets(offered, "murder") == std::vector<std::string>{"/players/3/hand"}, boost::test_tools::per_element());
  BOOST_TEST(n.targets(any, "murder").empty());
  BOOST_TEST(n.targets(any, "end").empty());
  BOOST_TEST(n.targets(any, "play treachery").empty());
}

BOOST_AUTO_TEST_SUITE_END()
