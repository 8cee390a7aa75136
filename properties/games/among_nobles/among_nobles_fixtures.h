// Among Nobles hand-built positions for the rule scenarios (among_nobles_rules_props.cc,
// among_nobles_upkeep_props.cc). A Position starts with every card out of the game, every player at zero
// and the activation phase of round 2; a test places cards (their documented texts, see among_nobles.h),
// sets counters and loads it with StateFromJson (which runs the invariant checks). The ledgers the
// invariants compare (gained_armies, gold_in) are filled in from the counters the test sets.
//
// Card indices of the shipped data (data/among-nobles/cards.json) used by the scenarios, with what the
// data file says of them (m/f, trait, series, shields, power):
//   c1  George, Earl of Cumberland   m red    [hire child son][piety][commerce][marriage son]
//   c2  Charlemagne                  m blue   [warfare piety son][piety daughter piety][child commerce][marriage son]
//   c5  Amadeus de Savoie            m blue   [warfare son][piety daughter piety][piety commerce][marriage son]
//   c7  Arianne of Cumberland        f yellow [warfare warfare][piety daughter][child commerce piety][hire intrigue]
//   c8  Hildegard de France          f red    [warfare child warfare][hire piety daughter][commerce][commerce intrigue]
//   c11 Bona de Savoie               f yellow [hire hire hire][piety daughter][commerce hire][child intrigue]
//   c12 Charlotte von Mecklenburg    f green  I, intrigue: return up to 2 armies
//   c13 Charles I of England         m red    I, nobility: gain an army per son
//   c14 Fernando de Toledo           m yellow I, 1 shield, christening: gain an army
//   c15 Anne of Cleves               f blue   I, alliance: gain 2 gold
//   c16 Henri of Brabant             m red    I, 1 shield, christening: gain 1 gold
//   c17 Ludwig of Lancaster          m blue   I, 2 shields, legacy: 1 gold per character in his row
//   c18 Pedro af Sverige             m blue   I
//   c22 Isabella von Bayern          f red    I, intrigue: 1 prestige per character
//   c24 Eleanor of Lancaster         f blue   I
//   c31 Charles de Solier            m green  II, nobility: supply moves cost 0
//   c34 Jaime von Bayern             m blue   II, 1 shield, nobility: marriage costs 1
//   c40 Catherine de Castilla        f blue   II
//   c47 Felipe II de Espana          m blue   III, intrigue: sacrifice an unmarried daughter for 2 gold 2 prestige
//   c48 Sancho af Sverige            m red    III, nobility: sons cost 0
//   c49 William von Bayern           m red    III, 1 shield
// Provinces: 0 Holland 2c/0p (4+), 1 Normandie 1c/1p (4+), 2 Wien 0c/2p (4+), 3 Westfalen 1c/1p, 4 Sachsen 2c,
// 5 Rom 2p, 6 Flandern 2c/1p, 7 Aquitaine 1c/2p, 8 Bohmen 1c.
#pragma once
#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/state.h"

namespace peerage::an_test {

struct Position {
  Json j;
  Json& st() { return j["state"]; }

  explicit Position(int n, std::map<std::string, std::string> settings = {}) {
    j = NewGame(GameConfig{"among-nobles", n, std::move(settings)})->ToJson();
    Json cards = Json::array();
    for (int c = 0; c < 60; ++c) cards.push_back("out");
    Json players = Json::array();
    for (int p = 0; p < n; ++p)
      players.push_back({{"gold", 0}, {"prestige", 0}, {"supply", 0}, {"armies", std::vector<int>(9, 0)},
                         {"gained_armies", 0}, {"gold_in", 0}, {"gold_out", 0}, {"tokens_used", 0}});
    const Json sc = {{"round", 2}, {"first", 0}, {"turn", 0}, {"tokens", n == 5 ? 2 : 3}, {"picks", n == 5 ? 3 : 2},
                     {"head", 255}, {"reactivation", 0}, {"pos", 0}, {"hired", 255}, {"groom", 255},
                     {"marriage_paid", 0}, {"present_idx", 0}, {"eff_card", 255}, {"eff_term", 0},
                     {"eff_player", 0}, {"eff_left", 0}, {"eff_resume", 0}, {"eff_trigger", 0}, {"taken", 0},
                     {"deck", 1}, {"run_out", 0}, {"gc_pending", 0}, {"gc_done", 0}, {"up_player", 0},
                     {"up_cursor", 0}, {"heir", 255}, {"actor", 0}, {"triggered", 0}, {"gc_now", 0}};
    Json presented = Json::array();
    for (int p = 0; p < n; ++p) presented.push_back(-1);
    j["state"] = {{"phase", "activate"}, {"sc", sc},          {"cards", cards},  {"players", players},
                  {"queue", Json::array()}, {"presented", presented}, {"revealed", false}};
  }
  Position& card(int c, const std::string& text) {
    st()["cards"][c] = text;
    return *this;
  }
  Position& sc(const std::string& name, int v) {
    st()["sc"][name] = v;
    return *this;
  }
  Position& gold(int p, int g) {
    st()["players"][p]["gold"] = g;
    return *this;
  }
  Position& prestige(int p, int v) {
    st()["players"][p]["prestige"] = v;
    return *this;
  }
  Position& supply(int p, int v) {
    st()["players"][p]["supply"] = v;
    return *this;
  }
  Position& armies(int p, int province, int v) {
    st()["players"][p]["armies"][province] = v;
    return *this;
  }
  // Loads the position (invariants checked); gained_armies and gold_in are made to match the counters.
  std::unique_ptr<State> Load() {
    for (Json& p : st()["players"]) {
      int armies = p["supply"].get<int>();
      for (const Json& a : p["armies"]) armies += a.get<int>();
      p["gained_armies"] = armies;
      p["gold_in"] = p["gold"].get<int>() + p["gold_out"].get<int>();
    }
    auto s = StateFromJson(j, "scenario");
    const auto bad = s->CheckInvariants();
    BOOST_REQUIRE_MESSAGE(bad.empty(), (bad.empty() ? "" : bad[0].name + ": " + bad[0].detail));
    return s;
  }
};

inline Json St(const State& s) { return s.ToJson()["state"]; }
inline int Gold(const State& s, int p) { return St(s)["players"][p]["gold"].get<int>(); }
inline int Prestige(const State& s, int p) { return St(s)["players"][p]["prestige"].get<int>(); }
inline int Supply(const State& s, int p) { return St(s)["players"][p]["supply"].get<int>(); }
inline int ArmiesIn(const State& s, int p, int province) { return St(s)["players"][p]["armies"][province].get<int>(); }
inline std::string CardAt(const State& s, int c) { return St(s)["cards"][c].get<std::string>(); }
inline std::string Phase(const State& s) { return St(s)["phase"].get<std::string>(); }

inline std::vector<std::string> Legal(const State& s) {
  std::vector<std::string> out;
  for (Action a : s.LegalActions()) out.push_back(s.ActionToString(a));
  return out;
}
// Chance outcomes as "text probability" lines, e.g. "draw:c13 1/12".
inline std::vector<std::string> Outcomes(const State& s) {
  std::vector<std::string> out;
  for (const ChanceOutcome& o : s.ChanceOutcomes()) out.push_back(s.ActionToString(o.action) + " " + o.probability.ToString());
  return out;
}
inline bool Fired(const State& s, const std::string& rule) {
  for (RuleId r : s.StepRules())
    if (s.info().rules[r].id == rule) return true;
  return false;
}

using Strings = std::vector<std::string>;

inline Strings Sorted(Strings v) {
  std::sort(v.begin(), v.end());
  return v;
}
inline Strings SortedLegal(const State& s) { return Sorted(Legal(s)); }

// Declines every optional action until the current player's turn ends (a mandatory birth takes the first
// legal child; an ability's optional choice is declined with "done").
inline void FinishTurn(State& s) {
  const int actor = s.CurrentPlayer();
  while (!s.IsTerminal() && !s.IsChance() && s.CurrentPlayer() == actor && Phase(s) != "activate") {
    const Strings legal = Legal(s);
    if (std::find(legal.begin(), legal.end(), "skip") != legal.end()) s.ApplyActionText("skip");
    else if (std::find(legal.begin(), legal.end(), "done") != legal.end()) s.ApplyActionText("done");
    else s.ApplyActionText(legal.front());
  }
}

// Activates `card`, picks series `series` (1..4) and finishes the turn.
inline void PlayTurn(State& s, int card, int series) {
  s.ApplyActionText(fmt::format("activate:c{}", card));
  s.ApplyActionText(fmt::format("series:{}", series));
  FinishTurn(s);
}

// Plays every chance draw (its first outcome) and every "pass" until the next round begins (or the end).
inline void PassRound(State& s) {
  const int round = St(s)["sc"]["round"];
  while (!s.IsTerminal() && St(s)["sc"]["round"] == round) {
    if (s.IsChance()) {
      s.ApplyAction(s.ChanceOutcomes().front().action);
      continue;
    }
    BOOST_REQUIRE(Legal(s) == Strings{"pass"});
    s.ApplyActionText("pass");
  }
}

// fmt_text formatted with each of from..to, each followed by suffix.
inline Strings Range(const char* fmt_text, int from, int to, const char* suffix = "") {
  Strings out;
  for (int k = from; k <= to; ++k) out.push_back(fmt::format(fmt::runtime(fmt_text), k) + suffix);
  return out;
}

// Shared by the upkeep and readings suites.
// The last turn of round 2 (4 players, 3 tokens): turn 11 of 12, taken by (first + 11) % 4, who has had 2
// turns (turns 3 and 7) and so spent 2 tokens; the others have had 3 turns each (11 = 2 + 3 x 3).
inline Position LastTurn(int first, std::map<std::string, std::string> settings = {}) {
  Position pos(4, std::move(settings));
  const int actor = (first + 11) % 4;
  pos.sc("first", first).sc("turn", 11).sc("actor", actor);
  for (int p = 0; p < 4; ++p) pos.st()["players"][p]["tokens_used"] = p == actor ? 2 : 3;
  return pos;
}

// Generational changes shared by the upkeep, readings and tell suites, each at the last turn of round 2 with
// deck I just run out and one change due (p3 activates card 48, or 47, series 2 to end the round):
// p1's Ludwig of Lancaster (c17, legacy: 1 gold per character in his row) married to Jane Seymour (c29,
// legacy: 2 gold), their son Fernando (c14) below.
inline Position WifeLegacyChange(std::map<std::string, std::string> settings) {
  Position pos = LastTurn(0, std::move(settings));
  pos.sc("gc_pending", 1).sc("deck", 2).sc("run_out", 1).sc("taken", 1).card(28, "deck");
  pos.card(16, "owned p0 r1");
  pos.card(17, "owned p1 r0 s29").card(29, "owned p1 r0 s17").card(14, "owned p1 r1");
  pos.card(49, "owned p2 r1").card(48, "owned p3 r1 act");
  for (int c : {19, 20, 21, 22, 23, 25, 26}) pos.card(c, "display");
  return pos;
}
// p0's George and Arianne (c1, c7) die above Charles I + Anne (c13, c15), Eleanor (c24) and Henri (c16);
// p1's Ludwig (c17) dies beside Pedro (c18), Fernando (c14) below.
inline Position LegacyRowChange(std::map<std::string, std::string> settings) {
  Position pos = LastTurn(0, std::move(settings));
  pos.sc("gc_pending", 1).sc("deck", 2).sc("run_out", 1).sc("taken", 1).card(28, "deck");
  pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(13, "owned p0 r1 s15").card(15, "owned p0 r1 s13");
  pos.card(24, "owned p0 r1").card(16, "owned p0 r2");
  pos.card(17, "owned p1 r0").card(18, "owned p1 r0").card(14, "owned p1 r1");
  pos.card(49, "owned p2 r1").card(48, "owned p3 r1 act");
  for (int c : {19, 20, 21, 22, 23, 25, 26}) pos.card(c, "display");
  return pos;
}
// Deck II holds c28 Baudouin (m), c29 Jane (f), c30 Sibylle (f); p0's George and Arianne die, leaving only
// daughters (Anne, Margarethe in row 1, Isabella in row 2); p3 activates card 47.
inline Position DaughtersOnlyChange(std::map<std::string, std::string> settings) {
  Position pos = LastTurn(0, std::move(settings));
  pos.sc("gc_pending", 1).sc("taken", 1).sc("deck", 2).sc("run_out", 1);
  pos.card(28, "deck").card(29, "deck").card(30, "deck");
  pos.card(1, "owned p0 r0 s7").card(7, "owned p0 r0 s1").card(15, "owned p0 r1").card(23, "owned p0 r1");
  pos.card(22, "owned p0 r2");
  pos.card(49, "owned p1 r1").card(48, "owned p2 r1").card(47, "owned p3 r1 act");
  for (int c : {12, 13, 14, 16, 17, 19, 20}) pos.card(c, "display");
  return pos;
}

}  // namespace peerage::an_test
