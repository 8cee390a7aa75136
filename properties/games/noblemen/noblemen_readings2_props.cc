// Noblemen readings, part 2: the catalogue's claims about when two readings agree and when they part
// (nm_catalogue.cc, noblemen.h), checked exhaustively over small spaces of hand-built situations. Each
// expectation is the rule restated from shared/rulebooks/noblemen.txt and the readings' descriptions.
#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/game.h"
#include "model/core/rational.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_table_fixtures.h"
#include "properties/legal_texts.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {

// Every way the chance nodes from `s` can go until a decision: the final split of p0's and p1's screens,
// with its probability.
void Splits(const State& s, Rational w, std::map<std::string, Rational>& out) {
  if (!s.IsChance()) {
    const Json st = St(s);
    const std::string key = st["players"][0]["screen"].dump() + " " + st["players"][1]["screen"].dump();
    out[key] = out[key] + w;
    return;
  }
  for (const auto& o : s.ChanceOutcomes()) {
    auto next = s.Clone();
    next->ApplyLegalAction(o.action);
    Splits(*next, w * o.probability, out);
  }
}
}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_readings_claims)

// nm.earl-discount: "an Earl pays 1 pound less (title list)" / "2 pounds less (example)"; the rest of the
// series is Marquess 2, Duke 3, Baron and Viscount none: the readings part only for an Earl. A Palace (8
// pounds) from 10 pounds: Baron 2, Viscount 2, Earl 3 (earl-1) or 4 (earl-2), Marquess 4, Duke 5.
PEERAGE_ASSERTS_READING(earl_discount_parts_the_readings_only_for_an_earl, "nm.earl-discount", "earl-1", "earl-2");
BOOST_AUTO_TEST_CASE(earl_discount_parts_the_readings_only_for_an_earl) {
  const std::array<int, 5> earl1 = {2, 2, 3, 4, 5}, earl2 = {2, 2, 4, 4, 5};
  for (const char* reading : {"earl-1", "earl-2"})
    for (int title = 0; title < 5; ++title) {
      BOOST_TEST_CONTEXT(reading << ", title " << title) {
        Json j = NewTable(4, Json{{"nm.earl-discount", reading}});
        Json& st = j["state"];
        st["palaces_board"] = 1;
        st["players"][0]["title"] = title;
        Balance(st);
        auto s = Load(j, "earl discount");
        s->ApplyActionText("palace 0,0");
        BOOST_TEST(Pounds(*s, 0) == (std::string(reading) == "earl-1" ? earl1 : earl2)[title]);
      }
    }
}

// nm.murder-order: left-of-victim asks v+1, v+2, ... (skipping nobody but the victim v); from-crown asks
// from the crown holder c leftwards, skipping v, "or left of it when the holder is the victim". So the two
// orders are the same exactly when c is v or v's left neighbour. Every player count, victim and crown.
PEERAGE_ASSERTS_READING(murder_orders_agree_only_when_the_crown_is_the_victim_or_its_left, "nm.murder-order",
                        "left-of-victim", "from-crown");
BOOST_AUTO_TEST_CASE(murder_orders_agree_only_when_the_crown_is_the_victim_or_its_left) {
  for (int n = 3; n <= 5; ++n)
    for (int v = 0; v < n; ++v)
      for (int c = 0; c < n; ++c) {
        BOOST_TEST_CONTEXT(n << " players, victim p" << v << ", crown p" << c) {
          std::map<std::string, std::vector<int>> asked;
          for (const char* reading : {"left-of-victim", "from-crown"}) {
            Json j = NewTable(n, Json{{"nm.murder-order", reading}});
            Json& st = j["state"];
            st["phase"] = "murder-offer";
            st["active"] = v;
            st["crown"] = c;
            Balance(st);
            auto s = Load(j, "murder order");
            while (St(*s)["phase"] == "murder-offer") {
              asked[reading].push_back(s->CurrentPlayer());
              s->ApplyActionText("pass");
            }
            BOOST_TEST(St(*s)["phase"] == "main");
            BOOST_TEST(St(*s)["active"] == v);
          }
          std::vector<int> left, crown;
          for (int k = 1; k < n; ++k) left.push_back((v + k) % n);
          for (int p = c == v ? (c + 1) % n : c; static_cast<int>(crown.size()) < n - 1; p = (p + 1) % n)
            if (p != v) crown.push_back(p);
          BOOST_TEST(asked["left-of-victim"] == left);
          BOOST_TEST(asked["from-crown"] == crown);
          BOOST_TEST((left == crown) == (c == v || c == (v + 1) % n));
        }
      }
}

// nm.vicar-cap: "The area's 12 is just three of each type": without Favor of the Vicar a type may be
// donated while fewer than 3 of it lie in the area, under both readings (every area of 0-3 per type, p0
// holding one of each). With the Vicar (played this turn): type-only offers a type while fewer than 5 of
// it lie there; area-12 also needs fewer than 12 in all: the readings part exactly when the area holds 12
// or more and some type has fewer than 5 (every area of 2-5 per type: 8 to 20 in all, both sides of 12).
PEERAGE_ASSERTS_READING(vicar_cap_readings_part_only_past_twelve_with_the_vicar, "nm.vicar-cap", "type-only",
                        "area-12");
BOOST_AUTO_TEST_CASE(vicar_cap_readings_part_only_past_twelve_with_the_vicar) {
  std::map<std::string, Json> base;  // the table once per reading; each area is written into a copy
  for (const char* reading : {"type-only", "area-12"}) base[reading] = NewTable(4, Json{{"nm.vicar-cap", reading}});
  for (const bool vicar : {false, true}) {
    const int low = vicar ? 2 : 0, span = 4;  // per type: 0-3 without the Vicar, 2-5 with it
    int parted = 0;
    for (int code = 0; code < span * span * span * span; ++code) {
      std::array<int, 4> d{};
      int total = 0;
      for (int l = 0, c = code; l < 4; ++l, c /= span) total += d[l] = low + c % span;
      std::map<std::string, Texts> offered;
      for (const char* reading : {"type-only", "area-12"}) {
        Json j = base[reading];
        Json& st = j["state"];
        for (int l = 0; l < 4; ++l)
          if (d[l]) st["donated"][kLands[l]] = d[l];
        st["players"][0]["screen"] = Json{{"clearing", 1}, {"wood", 1}, {"pond", 1}, {"farm", 1}};
        if (vicar) {
          st["scratch"]["vicar"] = 1;
          st["scratch"]["scandal_played"] = 1;
        }
        Balance(st);
        auto s = Load(j, "vicar cap");
        offered[reading] = Starting(*s, "donate");
        Texts want;
        for (int l = 0; l < 4; ++l)
          if (d[l] < (vicar ? 5 : 3) && !(vicar && std::string(reading) == "area-12" && total >= 12))
            want.push_back(std::string("donate ") + kLands[l]);
        std::sort(want.begin(), want.end());
        BOOST_TEST(offered[reading] == want, reading << " area " << d[0] << d[1] << d[2] << d[3]);
      }
      const bool differ = offered["type-only"] != offered["area-12"];
      parted += differ;
      const bool room = std::any_of(d.begin(), d.end(), [](int x) { return x < 5; });
      BOOST_TEST(differ == (vicar && total >= 12 && room), "area " << d[0] << d[1] << d[2] << d[3]);
    }
    BOOST_TEST((parted > 0) == vicar);
  }
}

// nm.ball-floor: the readings answer only "A tie on space 0 has no space behind it": while every marker
// finds an open space at or behind its total, both place alike ("the first open space behind theirs").
// 3 players, p0 holding the crown places first, then p1, p2; each musters 0-2 prestige (ponds). The rule
// restated: a marker goes on its total, else the first open space behind; with none, share-zero puts it on
// 0 (shared), next-open-above on the first open space above its total. Titles (3 players: one Viscount,
// need 2; Earl needs 6): the highest marker at 2 or more takes the Viscount (+1 VP), ties on 0 in placing
// order, everyone else a Baron. Checked: p0's and p1's spaces, every title, and that whenever no marker
// falls past 0 the two readings end with the same titles and VP.
PEERAGE_ASSERTS_READING(ball_floor_readings_part_only_on_a_tie_at_zero, "nm.ball-floor", "share-zero",
                        "next-open-above");
BOOST_AUTO_TEST_CASE(ball_floor_readings_part_only_on_a_tie_at_zero) {
  for (int code = 0; code < 27; ++code) {
    const std::array<int, 3> total = {code % 3, code / 3 % 3, code / 9};
    std::map<std::string, Json> ends;
    bool fell = false;
    for (const char* reading : {"share-zero", "next-open-above"}) {
      BOOST_TEST_CONTEXT(reading << " prestige " << total[0] << total[1] << total[2]) {
        const bool share = std::string(reading) == "share-zero";
        std::array<int, 3> at = {-1, -1, -1};
        for (int p = 0; p < 3; ++p) {
          auto taken = [&](int v) { return std::find(at.begin(), at.end(), v) != at.end(); };
          int v = total[p];
          while (v >= 0 && taken(v)) --v;
          if (v < 0) {
            fell = true;
            v = 0;
            if (!share)
              for (v = total[p]; taken(v);) ++v;
          }
          at[p] = v;
        }
        std::array<int, 3> title = {0, 0, 0};
        int best = -1;
        for (int p = 0; p < 3; ++p)  // placing order breaks ties on 0 (only 0 can be shared)
          if (at[p] >= 2 && (best < 0 || at[p] > at[best])) best = p;
        if (best >= 0) title[best] = 1;
        Json j = NewTable(3, Json{{"nm.ball-floor", reading}});
        Json& st = j["state"];
        st["marker"] = 5;
        st["scratch"]["action_done"] = 1;
        for (int p = 0; p < 3; ++p) {
          std::string tiles = "0,0,CK";
          for (int x = 1; x <= total[p]; ++x) tiles += fmt::format(" {},0,P", x);
          st["players"][p]["tiles"] = tiles;
        }
        Balance(st);
        auto s = Load(j, "ball floor");
        s->ApplyActionText("end");
        s->ApplyActionText("place");
        s->ApplyActionText("place");
        BOOST_TEST(St(*s)["prestige"][0] == at[0]);
        BOOST_TEST(St(*s)["prestige"][1] == at[1]);
        s->ApplyActionText("place");
        const Json now = St(*s);
        for (int p = 0; p < 3; ++p) {
          BOOST_TEST(now["players"][p]["title"] == title[p]);
          BOOST_TEST(now["players"][p]["vp"] == title[p] + (p == 0 ? 1 : 0));  // p0: the crown's VP too
        }
        ends[reading] = now["players"];
      }
    }
    if (!fell) BOOST_TEST(ends["share-zero"] == ends["next-open-above"]);
  }
}

// nm.ball-floor told while explaining (State::StepParts): prestige 1, 0, 0 (p0 one pond, placing first). p0
// goes on 1, p1 on 0; p2's 0 is taken and nothing is behind it: share-zero puts p2 on 0 with p1,
// next-open-above on the first open space above 0, which is 2 (1 is p0's). A marker that finds its own space
// open (p0, p1) is told nothing. With a pond of p2's own (prestige 1, 0, 1), p2's 1 is p0's and 0 is p1's:
// the same two endings, told with where p2's 1 comes from (the estate's pond: 1 each, BasePrestige).
BOOST_AUTO_TEST_CASE(a_marker_with_no_open_space_behind_is_told_where_it_goes) {
  auto told = [](const char* reading, const char* p2_tiles = "0,0,CK") {
    Json j = NewTable(3, Json{{"nm.ball-floor", reading}});
    Json& st = j["state"];
    st["marker"] = 5;
    st["scratch"]["action_done"] = 1;
    st["players"][0]["tiles"] = "0,0,CK 1,0,P";
    st["players"][1]["tiles"] = "0,0,CK";
    st["players"][2]["tiles"] = p2_tiles;
    Balance(st);
    auto s = Load(j, "ball floor told");
    s->SetExplaining(true);
    std::vector<std::vector<std::string>> parts;
    for (const char* a : {"end", "place", "place", "place"}) {
      s->ApplyActionText(a);
      parts.push_back(s->StepParts());
    }
    return parts;
  };
  using Strings = std::vector<std::string>;
  for (const char* reading : {"share-zero", "next-open-above"}) {
    const auto parts = told(reading);
    BOOST_TEST(parts[1].empty(), reading);
    BOOST_TEST(parts[2].empty(), reading);
  }
  BOOST_TEST(told("share-zero")[3] ==
                 Strings{"p2's marker, with 0 prestige, finds space 0 taken, so it shares space 0 with p1"},
             boost::test_tools::per_element());
  BOOST_TEST(told("next-open-above")[3] ==
                 Strings{"p2's marker, with 0 prestige, finds space 0 taken, so it goes up to space 2, the first open "
                         "space above"},
             boost::test_tools::per_element());
  BOOST_TEST(told("share-zero", "0,0,CK 1,0,P")[3] ==
                 Strings{"p2's marker, with 1 prestige (1 from the estate's pond), finds every space from 1 down to 0 "
                         "taken, so it shares space 0 with p1"},
             boost::test_tools::per_element());
  BOOST_TEST(told("next-open-above", "0,0,CK 1,0,P")[3] ==
                 Strings{"p2's marker, with 1 prestige (1 from the estate's pond), finds every space from 1 down to 0 "
                         "taken, so it goes up to space 2, the first open space above"},
             boost::test_tools::per_element());
}

// nm.short-bag-order: "While the bag holds enough for all, the order cannot change who ends with what ...
// when it holds too few it decides who goes short" (noblemen.h). p1 acquires (4 woods -> 4 lands) and its
// Forest's 2 go to p0's Men-at-Arms ("they get the two land bonus from the bag instead of you"): owed
// p0 2, p1 4. A bag of 3 farms and 3 ponds (6, enough): both readings give the same law of the final split,
// each player getting what is owed (p0 2 lands, p1 4). A bag of 2 farms and 2 ponds (4, short):
// acting-first: p1 draws all 4, p0 none; round-robin: p1, p0, p1, p0: 2 each.
PEERAGE_ASSERTS_READING(short_bag_orders_part_only_when_the_bag_is_short, "nm.short-bag-order", "acting-first",
                        "round-robin");
BOOST_AUTO_TEST_CASE(short_bag_orders_part_only_when_the_bag_is_short) {
  for (const bool short_bag : {false, true}) {
    std::map<std::string, std::map<std::string, Rational>> law;
    for (const char* reading : {"acting-first", "round-robin"}) {
      BOOST_TEST_CONTEXT(reading << (short_bag ? ", short bag" : ", enough")) {
        Json j = NewTable(3, Json{{"nm.short-bag-order", reading}});
        Json& st = j["state"];
        st["active"] = 1;
        st["crown"] = 1;
        st["players"][1]["tiles"] = "0,0,CK 1,0,W 2,0,W 1,1,W 2,1,W";
        st["players"][1]["groups"] = "1,0,W";
        st["players"][0]["maa"] = Json::array({Json::array({1, 1, 0}), nullptr});
        st["bag"] = Json{{"farm", short_bag ? 2 : 3}, {"pond", short_bag ? 2 : 3}};
        Balance(st, {.keep_bag = true, .sink = 2});
        auto s = Load(j, reading);
        s->ApplyActionText("acquire");
        BOOST_TEST((St(*s)["draws"] == Json::array({2, 4, 0})));
        Splits(*s, Rational(1), law[reading]);
        Rational sum(0);
        for (const auto& [key, w] : law[reading]) {
          sum = sum + w;
          const Json screens = Json::parse("[" + key.substr(0, key.find(' ')) + "," + key.substr(key.find(' ') + 1) + "]");
          const int want0 = !short_bag ? 2 : std::string(reading) == "acting-first" ? 0 : 2;
          const int want1 = !short_bag ? 4 : std::string(reading) == "acting-first" ? 4 : 2;
          BOOST_TEST(Total(screens[0]) == want0, key);
          BOOST_TEST(Total(screens[1]) == want1, key);
        }
        BOOST_TEST((sum == Rational(1)));
      }
    }
    BOOST_TEST((law["acting-first"] == law["round-robin"]) == !short_bag);
  }
}

// nm.short-bag-order in the mulligan, "no one's action: from the first seat, the order it is asked in".
// 3 players; after the start draws p0 sets 2 woods aside, p1 a pond, p2 keeps: owed [2, 1, 0]. The bag is
// then cut to 2 farms (every other tile behind p2's screen, p2 owing nothing). acting-first: seat 0 in full
// first: p0 both farms (farm 2 -> 4), p1 none (2). round-robin: p0, p1: one each (3, 3). Then the set-aside
// lands go back into the bag (wood 2, pond 1) and, 3 players having no Dudley, the crown is drawn.
PEERAGE_ASSERTS_READING(short_bag_order_in_the_mulligan_starts_at_seat_zero, "nm.short-bag-order", "acting-first",
                        "round-robin");
BOOST_AUTO_TEST_CASE(short_bag_order_in_the_mulligan_starts_at_seat_zero) {
  for (const char* reading : {"acting-first", "round-robin"}) {
    BOOST_TEST_CONTEXT(reading) {
      auto s = NewGame(GameConfig{"noblemen", 3, {{"nm.short-bag-order", reading}}});
      for (int k = 0; k < 12; ++k) s->ApplyActionText("draw-land clearing");
      for (const char* a : {"aside wood", "aside wood", "keep", "aside pond", "keep", "keep"}) s->ApplyActionText(a);
      Json j = s->ToJson();
      Json& st = j["state"];
      BOOST_TEST(st["phase"] == "mulligan-draw");
      BOOST_TEST((st["draws"] == Json::array({2, 1, 0})));
      Json& sink = st["players"][2]["screen"];
      for (int l = 0; l < 4; ++l) {
        const int keep = l == 3 ? 2 : 0, move = Count(st["bag"], kLands[l]) - keep;
        sink[kLands[l]] = Count(sink, kLands[l]) + move;
      }
      st["bag"] = Json{{"farm", 2}};
      auto m = Load(j, reading);
      BOOST_TEST((Outcomes(*m) == std::vector<std::string>{"draw-land farm 1/1"}));
      m->ApplyActionText("draw-land farm");
      BOOST_TEST((Outcomes(*m) == std::vector<std::string>{"draw-land farm 1/1"}));
      m->ApplyActionText("draw-land farm");
      const Json now = St(*m);
      const bool first = std::string(reading) == "acting-first";
      BOOST_TEST(Count(now["players"][0]["screen"], "farm") == (first ? 4 : 3));
      BOOST_TEST(Count(now["players"][1]["screen"], "farm") == (first ? 2 : 3));
      BOOST_TEST((now["bag"] == Json{{"wood", 2}, {"pond", 1}}));
      BOOST_TEST(now["phase"] == "crown-draw");
    }
  }
}

// nm.bottom-order: "Two cards go under the deck at once: in what order? (silent; it matters once the deck
// cycles)". While the shuffled part holds cards, the next draws come from it under both readings alike:
// the first chooser of the first decade's deal keeps a card; player-chooses then asks the chooser to put
// the other two under one at a time ("bottom <card>" for each kind left, the chooser to act), unordered
// puts them under as one batch at once. Either way the next player's first draw is a chance node over the
// shuffled part, each kind with its count over the part's total, the same under both readings.
PEERAGE_ASSERTS_READING(bottom_order_readings_draw_alike_while_the_deck_has_not_cycled, "nm.bottom-order",
                        "player-chooses", "unordered");
BOOST_AUTO_TEST_CASE(bottom_order_readings_draw_alike_while_the_deck_has_not_cycled) {
  const Json start = FirstState([](const Json& st) { return st["phase"] == "card-choose" && !st["card_queue"].empty(); });
  const Json& st0 = start["state"];
  const int c = st0["scratch"]["chooser"].get<int>(), q = st0["card_queue"][0].get<int>();
  const Json offered = st0["players"][c]["offered"];
  const std::string kept = offered.begin().key();
  Texts rest;  // the kinds left after the keep, as "bottom <card>"
  for (const auto& [card, n] : offered.items())
    if (n.get<int>() - (card == kept ? 1 : 0) > 0) rest.push_back("bottom " + card);
  std::sort(rest.begin(), rest.end());
  std::map<std::string, std::vector<std::string>> next;
  for (const char* reading : {"player-chooses", "unordered"}) {
    BOOST_TEST_CONTEXT(reading) {
      Json j = start;
      j["settings"]["nm.bottom-order"] = reading;
      auto s = Load(j, reading);
      s->ApplyActionText("choose " + kept);
      if (std::string(reading) == "player-chooses") {
        BOOST_TEST(St(*s)["phase"] == "card-order");
        BOOST_TEST(s->CurrentPlayer() == c);
        BOOST_TEST(props::SortedLegalTexts(*s) == rest);
        s->ApplyActionText(rest.back());
      }
      const Json now = St(*s);
      BOOST_TEST(now["phase"] == "card-draw");
      BOOST_TEST(now["scratch"]["chooser"] == q);
      const Json& pile = now["pile"];
      BOOST_TEST_REQUIRE(Total(pile) > 0);
      std::vector<std::string> want;
      for (int k = 0; k < 14; ++k)
        if (Count(pile, kCards[k]) > 0) {
          const Rational p(Count(pile, kCards[k]), Total(pile));
          want.push_back(fmt::format("draw-card {} {}/{}", kCards[k], p.num, p.den));
        }
      next[reading] = Outcomes(*s);
      BOOST_TEST(next[reading] == want);
    }
  }
  BOOST_TEST(next["player-chooses"] == next["unordered"]);
}

BOOST_AUTO_TEST_SUITE_END()
