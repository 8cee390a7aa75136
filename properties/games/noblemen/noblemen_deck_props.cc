// Noblemen: the order of the Scandal deck's bottom and the land-bag glimpse. Scenarios are edited from
// canonical state JSON (state_from_json); expected values are restated from the rulebook: a player getting
// a card takes "the top three" and puts "the rest on the bottom", so once the shuffled cards are gone the
// oldest return comes up first; cards returned face down are known to the returning player only. The
// FAQ lets a trader "dig through the random land bag", so the trader has seen the whole bag.
#include <array>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/game.h"
#include "model/core/rng.h"
#include "model/core/state.h"
#include "properties/games/noblemen/noblemen_fixtures.h"
#include "properties/generators.h"
#include "properties/rule_assertions.h"

using namespace peerage;
using namespace nm_test;

namespace {

int CardIndex(const std::string& name) {
  for (int c = 0; c < 14; ++c)
    if (name == kCards[c]) return c;
  BOOST_FAIL("unknown card " + name);
  return -1;
}

// Rebuilds the Scandal cards of a state: hands stay, the chooser (if any) is offered `offered`, the
// shuffled part is empty and every other card lies under the deck: first `front`, then the rest by kind
// from War with France down to Outmaneuver; entry k is returned by owners[k % owners.size()].
void UnderTheDeck(Json& st, const std::vector<std::string>& offered, const std::vector<std::string>& front,
                  const std::vector<int>& owners) {
  std::array<int, 14> left = kCopies;
  for (Json& p : st["players"]) {
    for (int c = 0; c < 14; ++c) left[c] -= Count(p["hand"], kCards[c]);
    p["offered"] = Json::object();
  }
  if (st["war"].get<int>() >= 0) --left[st["war"].get<int>()];
  if (!offered.empty()) {
    Json& o = st["players"][st["scratch"]["chooser"].get<int>()]["offered"];
    for (const std::string& name : offered) {
      o[name] = Count(o, name.c_str()) + 1;
      --left[CardIndex(name)];
    }
  }
  st["pile"] = Json::object();
  Json bottom = Json::array();
  auto put = [&](int c) {
    BOOST_REQUIRE(left[c] > 0);
    --left[c];
    bottom.push_back(Json{{"card", kCards[c]}, {"by", owners[bottom.size() % owners.size()]}});
  };
  for (const std::string& name : front) put(CardIndex(name));
  for (int c = 13; c >= 0; --c)
    while (left[c] > 0) put(c);
  st["bottom"] = bottom;
}

// The first card choice of the first decade, with a next chooser waiting.
Json ChoiceState() {
  return FirstState([](const Json& st) { return st["phase"] == "card-choose" && !st["card_queue"].empty(); });
}

Json Entry(const char* card, int by) { return Json{{"card", card}, {"by", by}}; }

}  // namespace

BOOST_AUTO_TEST_SUITE(noblemen_deck)

// Random 5-player games (the deck cycles; nm.bottom-order = player-chooses): every step takes cards from
// under the deck only from the front (oldest first) and only once the shuffled part is gone, and adds
// returns only at the back, face up or by the player acting; a card draw that is a chance node always
// has shuffled cards left.
PEERAGE_ASSERTS_RULES(the_bottom_of_the_deck_is_a_queue, "nm.card.bottom");
RC_BOOST_PROP(the_bottom_of_the_deck_is_a_queue, ()) {
  GameConfig config{"noblemen", 5, {{"nm.bottom-order", "player-chooses"}}};
  int cycled = 0;
  props::StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string&, int actor,
                                                                    const Json& post, const State&) {
    if (pre["phase"] == "card-draw") RC_ASSERT(Total(pre["pile"]) > 0);
    const Json& a = pre["bottom"];
    const Json& b = post["bottom"];
    // post = a[k:] + appended, for the smallest k that fits.
    std::size_t k = 0;
    auto fits = [&](std::size_t k) {
      if (a.size() - k > b.size()) return false;
      for (std::size_t i = k; i < a.size(); ++i)
        if (b[i - k] != a[i]) return false;
      return true;
    };
    while (k < a.size() && !fits(k)) ++k;
    RC_ASSERT(fits(k));
    if (k > 0) {
      RC_ASSERT(Total(post["pile"]) == 0);
      ++cycled;
    }
    for (std::size_t i = a.size() - k; i < b.size(); ++i) {
      const int by = b[i]["by"].get<int>();
      RC_ASSERT((by == -1 || by == actor));
      RC_ASSERT(!b[i].contains("with_previous"));
    }
  });
  RC_CLASSIFY(cycled > 0, "cards came back from under the deck");
}

// Default reading (nm.bottom-order = player-chooses): the two cards not kept go under the deck in the
// order the chooser picks; the next player's three cards are the three oldest returns, with no chance.
PEERAGE_ASSERTS_RULES(returned_cards_come_back_oldest_first_in_the_chosen_order, "nm.card.draw", "nm.card.bottom");
PEERAGE_ASSERTS_READING(returned_cards_come_back_oldest_first_in_the_chosen_order, "nm.bottom-order", "player-chooses");
BOOST_AUTO_TEST_CASE(returned_cards_come_back_oldest_first_in_the_chosen_order) {
  Json j = ChoiceState();
  Json& st = j["state"];
  const int c = st["scratch"]["chooser"].get<int>(), q = st["card_queue"][0].get<int>();
  const int other = (c + 2) % 4;
  UnderTheDeck(st, {"dowry", "tariff", "liaison"}, {"blackmail", "white-hall"}, {-1, other, c});
  const Json before = st["bottom"];
  auto s = StateFromJson(j, "scenario");
  s->ApplyActionText("choose liaison");
  BOOST_TEST(s->ToJson()["state"]["phase"] == "card-order");
  BOOST_TEST(s->CurrentPlayer() == c);
  BOOST_TEST((LegalTexts(*s) == std::vector<std::string>{"bottom dowry", "bottom tariff"}));
  s->ApplyActionText("bottom tariff");  // tariff first, then dowry (the last card: no decision)
  BOOST_TEST(!s->IsChance());
  BOOST_TEST(s->CurrentPlayer() == q);
  const Json after = s->ToJson()["state"];
  BOOST_TEST(after["phase"] == "card-choose");
  // q holds the three oldest returns: blackmail, white-hall and the first of the rest.
  Json want = Json::object();
  for (int i = 0; i < 3; ++i) {
    const std::string name = before[i]["card"].get<std::string>();
    want[name] = Count(want, name.c_str()) + 1;
  }
  BOOST_TEST(after["players"][q]["offered"] == want);
  BOOST_TEST(Count(after["players"][q]["offered"], "blackmail") >= 1);
  BOOST_TEST(Count(after["players"][q]["offered"], "white-hall") >= 1);
  Json rest = Json::array();
  for (std::size_t i = 3; i < before.size(); ++i) rest.push_back(before[i]);
  rest.push_back(Entry("tariff", c));
  rest.push_back(Entry("dowry", c));
  BOOST_TEST(after["bottom"] == rest);
  // The face-up return q drew (blackmail) is known to everyone until q chooses; the others are not.
  for (int o = 0; o < 4; ++o) {
    const Json op = s->ObservationJson(o)["state"]["players"][q];
    BOOST_TEST(op["offered_public"] == (Json{{"blackmail", 1}}));
    if (o != q) BOOST_TEST(op["offered"] == (Json{{"hidden", 3}}));
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
      BOOST_TEST(Count(s->ResampleHidden(o, seed)->ToJson()["state"]["players"][q]["offered"], "blackmail") >= 1);
  }
  auto chosen = s->Clone();
  chosen->ApplyActionText("choose blackmail");
  BOOST_TEST(chosen->ToJson()["state"]["players"][q]["offered_public"] == Json::object());
  // Who sees what: face-up returns and one's own are named, other players' face-down returns are not.
  for (int o = 0; o < 4; ++o) {
    const Json ob = s->ObservationJson(o)["state"]["bottom"];
    BOOST_REQUIRE(ob.size() == rest.size());
    for (std::size_t i = 0; i < rest.size(); ++i) {
      const int by = rest[i]["by"].get<int>();
      BOOST_TEST(ob[i]["by"] == by);
      BOOST_TEST(ob[i]["card"] == (by == -1 || by == o ? rest[i]["card"] : Json("hidden")));
    }
  }
}

// Two alike cards left over still get an ordering decision under player-chooses (issue 16): the one legal
// action is forced, but skipping it would tell the other players the two cards are alike. After
// "choose liaison" the chooser c holds tariff, tariff: asked once ("bottom tariff" only), the last one
// goes under without a decision, then the next player q draws. Both tariffs end at the bottom, by c.
PEERAGE_ASSERTS_RULES(alike_cards_still_get_an_ordering_decision, "nm.card.bottom");
BOOST_AUTO_TEST_CASE(alike_cards_still_get_an_ordering_decision) {
  Json j = ChoiceState();
  Json& st = j["state"];
  const int c = st["scratch"]["chooser"].get<int>(), q = st["card_queue"][0].get<int>();
  UnderTheDeck(st, {"tariff", "tariff", "liaison"}, {}, {-1});
  const std::size_t n = st["bottom"].size();
  auto s = StateFromJson(j, "scenario");
  s->ApplyActionText("choose liaison");
  BOOST_TEST(s->CurrentPlayer() == c);
  BOOST_TEST(s->ToJson()["state"]["phase"] == "card-order");
  BOOST_TEST((LegalTexts(*s) == std::vector<std::string>{"bottom tariff"}));
  s->ApplyActionText("bottom tariff");
  BOOST_TEST(s->CurrentPlayer() == q);  // straight on to the next player's (known) draws
  const Json b = s->ToJson()["state"]["bottom"];
  BOOST_REQUIRE(b.size() == n + 2 - 3);
  BOOST_TEST(b[b.size() - 2] == Entry("tariff", c));
  BOOST_TEST(b[b.size() - 1] == Entry("tariff", c));
}

// Resampling for an observer keeps every return the observer knows (face up or their own) and the place
// of every return; only the identity of other players' face-down returns may change.
BOOST_AUTO_TEST_CASE(resampling_keeps_the_returns_the_observer_knows) {
  Json j = ChoiceState();
  Json& st = j["state"];
  const int c = st["scratch"]["chooser"].get<int>();
  UnderTheDeck(st, {"dowry", "tariff", "liaison"}, {}, {-1, (c + 1) % 4, (c + 2) % 4, (c + 3) % 4, c});
  auto s = StateFromJson(j, "scenario");
  s->ApplyActionText("choose liaison");
  s->ApplyActionText("bottom dowry");
  const Json full = s->ToJson()["state"]["bottom"];
  for (int o = 0; o < 4; ++o) {
    int changed = 0, hidden = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      auto r = s->ResampleHidden(o, seed);
      BOOST_TEST(r->CheckInvariants().empty());
      const Json rb = r->ToJson()["state"]["bottom"];
      BOOST_REQUIRE(rb.size() == full.size());
      for (std::size_t i = 0; i < full.size(); ++i) {
        const int by = full[i]["by"].get<int>();
        BOOST_TEST(rb[i]["by"] == by);
        if (by == -1 || by == o) BOOST_TEST(rb[i] == full[i]);
        else {
          ++hidden;
          changed += rb[i] != full[i];
        }
      }
    }
    BOOST_TEST(hidden > 0);
    BOOST_TEST(changed > 0);  // the hidden returns really are redrawn
  }
}

// nm.bottom-order = unordered: the cards not kept go under the deck together with no order; when such a
// batch comes up, which of its cards comes first is a chance draw, uniform over the batch.
PEERAGE_ASSERTS_RULES(unordered_returns_come_up_by_chance, "nm.card.draw", "nm.card.bottom");
PEERAGE_ASSERTS_READING(unordered_returns_come_up_by_chance, "nm.bottom-order", "unordered");
BOOST_AUTO_TEST_CASE(unordered_returns_come_up_by_chance) {
  Json j = ChoiceState();
  j["settings"]["nm.bottom-order"] = "unordered";
  Json& st = j["state"];
  const int c = st["scratch"]["chooser"].get<int>(), q = st["card_queue"][0].get<int>();
  const int r = (c + 2) % 4;
  UnderTheDeck(st, {"dowry", "tariff", "liaison"}, {"blackmail", "white-hall"}, {r});
  st["bottom"][1]["with_previous"] = true;  // r returned blackmail and white-hall in one go
  const Json before = st["bottom"];
  auto s = StateFromJson(j, "scenario");
  s->ApplyActionText("choose liaison");  // no ordering decision
  BOOST_TEST(s->IsChance());
  const auto outcomes = s->ChanceOutcomes();
  BOOST_REQUIRE(outcomes.size() == 2u);
  BOOST_TEST(s->ActionToString(outcomes[0].action) == "draw-card blackmail");
  BOOST_TEST(s->ActionToString(outcomes[1].action) == "draw-card white-hall");
  BOOST_TEST((outcomes[0].probability == Rational(1, 2) && outcomes[1].probability == Rational(1, 2)));
  s->ApplyActionText("draw-card white-hall");  // then blackmail and the next return, both known
  BOOST_TEST(!s->IsChance());
  BOOST_TEST(s->CurrentPlayer() == q);
  const Json after = s->ToJson()["state"];
  Json want = Json{{"blackmail", 1}, {"white-hall", 1}};
  const std::string third = before[2]["card"].get<std::string>();
  want[third] = Count(want, third.c_str()) + 1;
  BOOST_TEST(after["players"][q]["offered"] == want);
  // c's two returns: one batch, stored by kind (dowry before tariff).
  const Json tail = Json::array({Entry("dowry", c), Json{{"card", "tariff"}, {"by", c}, {"with_previous", true}}});
  BOOST_TEST((Json(std::vector<Json>(after["bottom"].end() - 2, after["bottom"].end())) == tail));
}

// The trader digs through the bag: the trader's observation shows the bag from then on, through the
// trader's own draws, until another player draws from it unseen.
BOOST_AUTO_TEST_CASE(a_bag_glimpse_is_remembered_until_an_unseen_draw) {
  Json j = FirstState([](const Json& st) {
    if (st["phase"] != "main" || st["scratch"].contains("action_done") || st["scratch"].contains("scandal_played"))
      return false;
    return Total(st["players"][st["active"].get<int>()]["screen"]) >= 2;
  });
  Json& st = j["state"];
  const int p = st["active"].get<int>(), q = (p + 1) % 4;
  // p and q each hold a Dowry and nothing else (no Murder offers); every other card in the shuffled part.
  for (Json& pl : st["players"]) pl["hand"] = Json::object();
  st["players"][p]["hand"] = Json{{"dowry", 1}};
  st["players"][q]["hand"] = Json{{"dowry", 1}};
  Json pile = Json::object();
  for (int c = 0; c < 14; ++c) {
    const int n = kCopies[c] - (c == 2 ? 2 : 0) - (st["war"].get<int>() == c);
    if (n > 0) pile[kCards[c]] = n;
  }
  st["pile"] = pile;
  st["bottom"] = Json::array();
  for (Json& pl : st["players"]) pl["offered"] = Json::object();
  auto s = StateFromJson(j, "scenario");
  auto bag_seen_by = [&](int o) { return s->ObservationJson(o)["state"]["bag"] == s->ToJson()["state"]["bag"]; };
  BOOST_TEST(!bag_seen_by(p));
  // Trade the first two lands behind p's screen.
  std::vector<int> lands;
  for (int l = 0; l < 4; ++l)
    for (int k = 0; k < Count(st["players"][p]["screen"], kLands[l]) && lands.size() < 2; ++k) lands.push_back(l);
  s->ApplyActionText(fmt::format("trade {} {}", kLands[lands[0]], kLands[lands[1]]));
  BOOST_TEST(bag_seen_by(p));
  BOOST_TEST(!bag_seen_by(q));
  s->ApplyActionText(LegalTexts(*s).front());  // take a land
  BOOST_TEST(s->ToJson()["state"]["phase"] == "main");
  BOOST_TEST(bag_seen_by(p));  // remembered after the pick
  s->ApplyActionText("play dowry");
  Rng rng(7);
  for (int k = 0; k < 4; ++k) {
    BOOST_REQUIRE(s->IsChance());
    s->ApplyLegalAction(SampleChance(s->ChanceOutcomes(), rng));
    BOOST_TEST(bag_seen_by(p));  // p sees its own draws
  }
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    BOOST_TEST(s->ResampleHidden(p, seed)->ToJson()["state"]["bag"] == s->ToJson()["state"]["bag"]);
  s->ApplyActionText("vp");  // p's action: 1 VP instead
  s->ApplyActionText("end");
  while (s->ToJson()["state"]["phase"] == "murder-offer") s->ApplyActionText("pass");  // q's turn: all asked
  BOOST_REQUIRE(s->CurrentPlayer() == q);
  s->ApplyActionText("play dowry");
  s->ApplyLegalAction(SampleChance(s->ChanceOutcomes(), rng));  // q draws a land p does not see
  BOOST_TEST(!bag_seen_by(p));
  BOOST_TEST(s->ObservationJson(p)["state"]["bag"].contains("hidden"));
}

BOOST_AUTO_TEST_SUITE_END()
