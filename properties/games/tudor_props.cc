// Tudor rule properties. Expected values are restated here from the rulebook (shared/rulebooks/tudor.txt),
// reading only the canonical state JSON — never the engine's helpers. States come from random playouts and
// from state_from_json scenarios built from them.
#include <algorithm>
#include <fstream>
#include <unistd.h>
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "properties/generators.h"
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Registry::Instance().Get("tudor")); }

// Plays one random game one action at a time (props::StepWalk); check(pre, text, actor, post).
template <typename Check>
std::unique_ptr<State> WalkTudor(const GameConfig& config, std::uint64_t seed, Check&& check) {
  return props::StepWalk(config, seed, [&](const Json& pre, const std::string& text, int actor, const Json& post,
                                           const State&) { check(pre, text, actor, post); });
}

int Sum(const Json& a) {
  int n = 0;
  for (const auto& x : a) n += x.get<int>();
  return n;
}

std::string PairName(int a, int b) { return fmt::format("{}+{}", a, b); }

// The state just before the last action of a random game of `config` (that action is the final "end"),
// with every player's Court Tokens, Court Cards and Influence/Intrigue Tokens put back (bag, stacks,
// pool), so a scenario can hand out exactly what it tests.
Json BeforeTheEnd(const GameConfig& config, std::uint64_t seed) {
  PlayoutOptions o;
  o.seed = seed;
  auto whole = Playout(MakeContext(config), o);
  auto s = NewGame(config);
  const auto& h = whole.state->History();
  for (size_t i = 0; i + 1 < h.size(); ++i) s->ApplyAction(h[i]);
  BOOST_REQUIRE(s->ActionToString(h.back()) == "end");
  Json j = s->ToJson();
  Json& st = j["state"];
  for (auto& pl : st["players"]) {
    for (int f = 0; f < 7; ++f) {
      st["bag"][f] = st["bag"][f].get<int>() + pl["tokens"][f].get<int>();
      st["stack"][f] = st["stack"][f].get<int>() + pl["cards"][f].get<int>();
      pl["tokens"][f] = 0;
      pl["cards"][f] = 0;
    }
    for (int t = 0; t < 3; ++t) {
      st["ii_pool"][t] = st["ii_pool"][t].get<int>() + pl["ii"][t].get<int>();
      pl["ii"][t] = 0;
    }
  }
  return j;
}

void Give(Json& j, int p, const char* what, const char* from, int f, int k) {
  Json& st = j["state"];
  BOOST_REQUIRE(st[from][f].get<int>() >= k);
  st[from][f] = st[from][f].get<int>() - k;
  st["players"][p][what][f] = st["players"][p][what][f].get<int>() + k;
}

// Plays the final "end" from the edited state; returns prestige gained per player.
std::vector<std::int64_t> FinalGain(const Json& j) {
  auto s = StateFromJson(j, "scenario");
  std::vector<std::int64_t> before;
  for (const auto& pl : j.at("state").at("players")) before.push_back(pl.at("prestige").get<int>());
  s->ApplyActionText("end");
  BOOST_REQUIRE(s->IsTerminal());
  auto after = s->Scores();
  for (size_t p = 0; p < after.size(); ++p) after[p] -= before[p];
  return after;
}


// A phase-4 turn-menu state of a real game (the actor has not activated yet), for Office scenarios.
Json TurnMenuState(const GameConfig& config, std::uint64_t seed) {
  auto s = NewGame(config);
  Rng rng(seed);
  std::vector<Action> legal;
  while (!s->IsTerminal()) {
    const Json st = s->ToJson().at("state");
    if (st.at("phase") == "actions" && st.at("mode") == "turn" && st.at("turn").at("acted") == false && !s->IsChance())
      return s->ToJson();
    s->LegalActions(legal);
    s->ApplyLegalAction(s->IsChance() ? *s->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
  }
  BOOST_FAIL("no phase-4 turn found");
  return {};
}

// Puts a Courtier of player p from its supply on space (col, row) (its Court Token back into the bag).
void PutCourtier(Json& j, int p, int col, int row) {
  Json& st = j["state"];
  const int s = col * 9 + row;
  BOOST_REQUIRE(st["fig"][s] == -1);
  const int tok = st["token"][s];
  if (tok != -1) st["bag"][tok] = st["bag"][tok].get<int>() + 1;
  st["token"][s] = -1;
  st["fig"][s] = p;
  st["players"][p]["supply"] = st["players"][p]["supply"].get<int>() - 1;
}

constexpr std::array<const char*, 7> kColourNames = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};
constexpr char kInitials[] = "bgrynap";

bool Offers(const State& s, const std::string& text) {
  for (Action a : s.LegalActions())
    if (s.ActionToString(a) == text) return true;
  return false;
}


// ---- any valid board geometry -------------------------------------------------------------------------------
// A random valid data/tudor/board.json (the loader's rules): columns and rows within the token supply
// (28 spaces with 2 players, 36 otherwise), any stairs row, a random split of A-F into three chambers,
// random finger patterns, chairs 1-6, benches 2-4, rounds 1-8, 0-2 Courtiers a round, any card numbers.
Json GenBoard() {
  Json b;
  b["source"] = "generated";
  b["assumptions"] = Json::array({"random valid geometry"});
  const int rows = *rc::gen::inRange(3, 10);
  b["rows"] = rows;
  b["stairs_below"] = *rc::gen::inRange(1, rows);
  for (int n = 2; n <= 4; ++n) {
    const int max_cols = std::min(7, (n == 2 ? 28 : 36) / rows);
    const std::string k = std::to_string(n);
    b["columns"][k] = *rc::gen::inRange(1, std::max(2, max_cols + 1));
    b["chairs"][k] = *rc::gen::inRange(1, 7);
    b["bench"][k] = *rc::gen::inRange(2, 5);
  }
  std::vector<std::string> letters = {"A", "B", "C", "D", "E", "F"};
  const auto order = *rc::gen::container<std::vector<int>>(6, rc::gen::arbitrary<int>());
  std::vector<std::pair<int, std::string>> keyed;
  for (int i = 0; i < 6; ++i) keyed.push_back({order[i], letters[i]});
  std::stable_sort(keyed.begin(), keyed.end(), [](auto& x, auto& y) { return x.first < y.first; });
  for (int c = 0; c < 3; ++c) b["chambers"][c] = Json::array({keyed[2 * c].second, keyed[2 * c + 1].second});
  for (const auto& l : letters) {
    const int mask = *rc::gen::inRange(1, 32);
    Json list = Json::array();
    for (int f = 0; f < 5; ++f)
      if (mask & (1 << f)) list.push_back(f);
    b["fingers"][l] = list;
  }
  for (int sc = 0; sc < 5; ++sc) {
    Json card;
    card["name"] = "card";
    for (int n = 2; n <= 4; ++n) card["rounds"][std::to_string(n)] = *rc::gen::inRange(1, 9);
    card["courtiers"] = Json::array({*rc::gen::inRange(0, 3), *rc::gen::inRange(0, 3)});
    b["scenarios"][sc] = card;
  }
  Json removed = Json::array(), value = Json::array();
  for (int f = 0; f < 7; ++f) {
    removed.push_back(*rc::gen::inRange(0, 3));
    value.push_back(*rc::gen::inRange(-3, 4));
  }
  b["essentials"] = {{"removed", removed}, {"value", value}};
  b["quest_prestige"] = *rc::gen::inRange(0, 10);
  b["crowded_prestige"] = *rc::gen::inRange(0, 10);
  b["ambassador_prestige"] = *rc::gen::inRange(0, 10);
  b["garter"] = {{"2", {5, 0}}, {"3", {5, 2, 0}}, {"4", {5, 3, 1, 0}}};
  return b;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_geometry)

// "properties must hold for any valid geometry": a random valid board file (passed like `--data FILE`)
// loads, and a random game on it ends within the declared length with every invariant holding after
// every step (conservation of Courtiers, tokens, cards and Rings; one figure per space; equal turns).
RC_BOOST_PROP(any_valid_geometry_plays_to_the_end_with_every_invariant, ()) {
  const Json board = GenBoard();
  const std::string file = fmt::format("/tmp/tudor-board-{}.json", ::getpid());
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
      if (!v.empty()) RC_FAIL(fmt::format("{} {} at step {}\nboard {}", v[0].name, v[0].detail, s.Step(), board.dump()));
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
  BOOST_CHECK_NO_THROW(info.data.load(good));
}

BOOST_AUTO_TEST_SUITE_END()

namespace {
}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_offices)

// COURT OFFICES: entering a column's top space ends the move; the Courtier goes onto the Office, the
// top space's Influence/Intrigue Token is taken, an empty Office grants a Ring from the stand (then the
// Rings may be rearranged); The Quest For Power scores on acquiring an Office (3, data file). Moved here
// with the Move Courtier bonus action (2 Court Tokens, 1 space in any direction).
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
  while (s->IsChance()) s->ApplyAction(s->LegalActions().front());  // refill the spaces left
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

namespace {
}  // namespace

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

constexpr int kRed = 2, kGreen = 1, kYellow = 3, kBlue = 0;

BOOST_AUTO_TEST_SUITE(tudor_movement)

// Ring enhancement of C (Rings on C's fingers 2 and 3): "move up to 3 spaces (instead of 2)", each "in any
// vertical or horizontal direction", never re-entering a space it occupied in this movement. Without the
// enhancement C moves 1 or 2 spaces up a single column.
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

// SPECIAL CASES, bag exhausted: spaces that cannot be refilled stay empty; an empty space may be entered
// with ANY Ring for Action A and ANY Court Card for C/E/G, and gives no Court Token.
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
BOOST_AUTO_TEST_CASE(no_courtier_in_supply_a_movement_placement_takes_one_back) {
  auto prepare = [](Json& j, int p) {
    SetSpace(j, 2, 2, -1);
    SetSpace(j, 1, 0, kRed);
    SetSpace(j, 1, 1, kRed);
    for (int c = 0; c < 5; ++c)  // no other Courtier of p in the Throne Room (it could move instead)
      for (int r = 0; r < 7; ++r)
        if (j["state"]["fig"][Sp(c, r)] == p) SetSpace(j, c, r, -1);
    PutCourtier(j, p, 2, 2);
    SetCards(j, p, {kRed}, 2);
    Json& pl = j["state"]["players"][p];
    pl["ambassadors"] = pl["ambassadors"].get<int>() + pl["supply"].get<int>();  // out of play
    pl["supply"] = 0;
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

// Random set-up ("random" readings): the two Scoring Cards are different and every pair and scenario
// is drawn with the same probability at the two setup chance nodes.
BOOST_AUTO_TEST_CASE(random_setup_draws_uniformly) {
  auto s = NewGame(GameConfig{"tudor", 3, {}});
  const auto pairs = s->ChanceOutcomes();
  BOOST_TEST(pairs.size() == 15u);
  for (const auto& o : pairs) BOOST_TEST((o.probability == Rational(1, 15)));
  s->ApplyAction(pairs.front().action);
  const auto scen = s->ChanceOutcomes();
  BOOST_TEST(scen.size() == 5u);
  for (const auto& o : scen) BOOST_TEST((o.probability == Rational(1, 5)));
}

// Setup (Game setup 7-10): after the board is filled, every Throne Room space holds one Court Token and
// one Influence/Intrigue Token; the Ring stand holds 2 of each colour (3 with 4 players); each player
// then drafts two Rings and holds a Court Card matching each.
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
BOOST_AUTO_TEST_CASE(politically_flexible_scores_the_rulebook_example) {
  GameConfig config{"tudor", 3, {{"td.scoring-cards", "3+4"}, {"td.scenario", "2"}}};
  Json j = BeforeTheEnd(config, 12);
  const int counts[7] = {7, 3, 3, 3, 3, 2, 2};  // sets: 7, 7, 5, 1, 1, 1, 1
  for (int f = 0; f < 7; ++f) Give(j, 0, "tokens", "bag", f, counts[f]);
  const auto gain = FinalGain(j);
  BOOST_TEST(gain == (std::vector<std::int64_t>{75 + 5, 0 + 5, 0 + 5}), fmt::format("{}", fmt::join(gain, " ")));
}

// Order of the Garter, 4 players (5/3/1/0): "all tied players receive the full Prestige Points for their
// rank and the following rank is not scored". Totals 3, 3, 2, 0 -> 5, 5, then third place 1, fourth 0;
// under td.garter-tie=next-only each distinct total takes the next place: 5, 5, 3 (second), 1 (third).
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
    const std::vector<std::int64_t> want = std::string(reading) == "competition" ? std::vector<std::int64_t>{5, 5, 1, 0}
                                                                                : std::vector<std::int64_t>{5, 5, 3, 1};
    BOOST_TEST(gain == want, reading << ": " << fmt::format("{}", fmt::join(gain, " ")));
  }
}

// Winner: most Prestige; tie: most Court Cards, then most unspent Influence/Intrigue Tokens, then more
// Rings; "If still a tie, both players share the win". Equal Prestige and cards, the Influence Token
// decides between p0 and p1; p2 and p3 tie on everything the scenario sets and are ranked by Rings.
BOOST_AUTO_TEST_CASE(tie_break_chain_goes_cards_tokens_rings_then_shared) {
  GameConfig config{"tudor", 4, {{"td.scoring-cards", "1+4"}, {"td.scenario", "4"}}};
  Json j = BeforeTheEnd(config, 14);
  for (auto& pl : j["state"]["players"]) pl["prestige"] = 10;
  for (int p = 0; p < 4; ++p) Give(j, p, "cards", "stack", p, 1);
  int type = 0;
  while (j["state"]["ii_pool"][type].get<int>() == 0) ++type;
  Give(j, 0, "ii", "ii_pool", type, 1);  // Garter: p0 2, others 1 -> p0 5, others tie second: 3 each
  auto s = StateFromJson(j, "scenario");
  s->ApplyActionText("end");
  BOOST_REQUIRE(s->IsTerminal());
  const Json st = s->ToJson().at("state");
  std::vector<std::vector<int>> keys;
  for (const auto& pl : st.at("players")) {
    int rings = 0;
    for (const auto& f : pl.at("fingers")) rings += f != -1;
    keys.push_back({pl.at("prestige").get<int>(), Sum(pl.at("cards")), Sum(pl.at("ii")), rings});
  }
  BOOST_TEST(keys[0][0] == 15);
  for (int p = 1; p < 4; ++p) BOOST_TEST(keys[p][0] == 13);
  const auto rank = s->Ranking();
  for (int p = 0; p < 4; ++p) {
    int ahead = 0;
    for (int q = 0; q < 4; ++q) ahead += keys[q] > keys[p];
    BOOST_TEST(rank[p] == 1 + ahead, "player " << p);
  }
  BOOST_TEST(rank[0] == 1);
}

BOOST_AUTO_TEST_SUITE_END()
