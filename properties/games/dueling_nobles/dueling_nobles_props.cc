// Dueling Nobles rule properties. Expected values are restated here from the rulebook text
// (shared/rulebooks/dueling-nobles.txt), reading only the canonical state JSON — never the engine's helpers.
// States come from random playouts driven by peerage::PlayoutFrom (one action at a time, rc-generated
// seeds) and from state_from_json scenarios.
#include <map>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>

#include "model/analysis/stats.h"
#include "properties/generators.h"
#include "properties/games/dueling_nobles/dueling_nobles_fixtures.h"
#include "properties/rule_assertions.h"
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/error.h"
#include "model/analysis/stats.h"
#include "model/core/game.h"
#include "model/core/playout.h"
#include "model/core/rng.h"
#include "model/core/state.h"

using namespace peerage;

namespace {

// ---- the rulebook, restated -------------------------------------------------------------------------

int Rank(const std::string& card) {  // A=1, 2..10, J=11, Q=12, K=13
  const std::string r = card.substr(0, card.size() - 1);
  if (r == "A") return 1;
  if (r == "J") return 11;
  if (r == "Q") return 12;
  if (r == "K") return 13;
  return std::stoi(r);
}
char Suit(const std::string& card) { return card.back(); }
int TableStamina(const std::string& noble) { return Rank(noble) == 13 ? 3 : 2; }  // King 3, Queen/Jack 2

using dn_test::AllCards;

using dn_test::kDefault;

// A configuration with every interpretation at a random reading.
rc::Gen<GameConfig> AnyConfig() { return props::GenConfigFor(Registry::Instance().Get("dueling-nobles")); }

using props::StepWalk;

bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }
std::string Arg(const std::string& text) { return text.substr(text.find(':') + 1); }

const Json* FindNoble(const Json& st, const std::string& noble, int* owner = nullptr) {
  for (int p = 0; p < 2; ++p)
    for (const Json& n : st["players"][p]["courtyard"])
      if (n["noble"] == noble) {
        if (owner) *owner = p;
        return &n;
      }
  return nullptr;
}

bool Contains(const Json& list, const std::string& card) {
  for (const Json& c : list)
    if (c == card) return true;
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dueling_nobles)

// "All 52 cards": every card of the deck is in exactly one place at every step.
RC_BOOST_PROP(every_card_is_in_exactly_one_place, ()) {
  const GameConfig config = *AnyConfig();
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [](const Json&, const std::string& text, int, const Json& st, const State&) {
    std::map<std::string, int> seen;
    auto add = [&](const Json& list) { for (const Json& c : list) ++seen[c.get<std::string>()]; };
    add(st["noble_stack"]);
    add(st["support_stock"]);
    add(st["discard"]);
    for (int p = 0; p < 2; ++p) {
      add(st["players"][p]["hand"]);
      add(st["players"][p]["dealt_nobles"]);
      add(st["players"][p]["kept"]);
      for (const Json& n : st["players"][p]["courtyard"]) {
        ++seen[n["noble"].get<std::string>()];
        if (!n["weapon"].is_null()) ++seen[n["weapon"].get<std::string>()];
        RC_ASSERT(n["stamina"].get<int>() >= 1);  // a Noble at 0 is vanquished
      }
    }
    if (!st["duel"].is_null()) {
      add(st["duel"]["supports"][0]);
      add(st["duel"]["supports"][1]);
    }
    for (const std::string& card : AllCards())
      if (seen[card] != 1) RC_FAIL(fmt::format("after {}: {} is in {} places", text, card, seen[card]));
    RC_ASSERT(seen.size() == 52u);
  });
}

// Step 1-4: strength = base (J 11, Q 12, K 13) + weapon rank + Queen 3 per other Noble + dice (a King
// two) + support ranks + Adrenaline 2 per support of the Noble's suit; an Ace wins outright, Aces on
// both sides tie; winner +1 Resource, loser -1 Stamina (both on a tie), vanquished at 0.
PEERAGE_ASSERTS_RULES(duel_resolution_follows_the_strength_formula, "dn.duel.strength", "dn.duel.queen-bonus",
                      "dn.duel.dice", "dn.duel.king-two-dice", "dn.duel.adrenaline", "dn.duel.critical-hit",
                      "dn.duel.double-ace", "dn.duel.outcome", "dn.duel.winner-resource", "dn.duel.stamina-loss",
                      "dn.duel.tie", "dn.duel.vanquish", "dn.duel.weapon-discard", "dn.duel.noble-shuffled-back",
                      "dn.duel.supports-discarded");
RC_BOOST_PROP(duel_resolution_follows_the_strength_formula, ()) {
  GameConfig config = kDefault;
  config.settings["dn.ace-value"] = *rc::gen::element<std::string>("one", "zero");
  config.settings["dn.double-ace"] = *rc::gen::element<std::string>("tie", "totals-decide");
  config.settings["dn.jack-aces"] = *rc::gen::element<std::string>("tie", "more-aces-wins");
  config.settings["dn.duels-per-turn"] = *rc::gen::element<std::string>("one", "unlimited");
  int with_ace = 0, ties = 0;
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int, const Json& post, const State&) {
    if (pre["duel"].is_null() || !post["duel"].is_null()) return;  // not the action that ends a duel
    const Json& duel = pre["duel"];
    const int attacker = pre["active"].get<int>();
    const std::string noble[2] = {duel["attacker"].get<std::string>(), duel["defender"].get<std::string>()};
    std::vector<int> dice[2] = {duel["dice"][0].get<std::vector<int>>(), duel["dice"][1].get<std::vector<int>>()};
    std::vector<std::string> cards[2] = {duel["supports"][0].get<std::vector<std::string>>(),
                                         duel["supports"][1].get<std::vector<std::string>>()};
    if (StartsWith(text, "die:")) {
      const int need0 = Rank(noble[0]) == 13 ? 2 : 1;
      dice[dice[0].size() < static_cast<size_t>(need0) ? 0 : 1].push_back(std::stoi(Arg(text)));
    }
    if (StartsWith(text, "support:")) cards[duel["side"].get<int>()].push_back(Arg(text));
    int total[2], aces[2];
    for (int side = 0; side < 2; ++side) {
      const int owner = side == 0 ? attacker : 1 - attacker;
      const Json* n = FindNoble(pre, noble[side]);
      RC_ASSERT(n != nullptr);
      int t = Rank(noble[side]);
      if (!(*n)["weapon"].is_null()) t += Rank((*n)["weapon"].get<std::string>());
      if (Rank(noble[side]) == 12) t += 3 * (static_cast<int>(pre["players"][owner]["courtyard"].size()) - 1);
      RC_ASSERT(dice[side].size() == (Rank(noble[side]) == 13 ? 2u : 1u));
      for (int d : dice[side]) t += d;
      RC_ASSERT(cards[side].size() <= (Rank(noble[side]) == 11 ? 2u : 1u));
      aces[side] = 0;
      for (const std::string& c : cards[side]) {
        if (Rank(c) == 1) ++aces[side];
        t += Rank(c) == 1 ? (config.settings["dn.ace-value"] == "one" ? 1 : 0) : Rank(c);
        if (Suit(c) == Suit(noble[side])) t += 2;
      }
      total[side] = t;
    }
    int winner;  // side, -1 tie
    const bool by_totals = !(aces[0] || aces[1]) ||
                           (aces[0] && aces[1] && config.settings["dn.double-ace"] == "totals-decide" &&
                            !(config.settings["dn.jack-aces"] == "more-aces-wins" && aces[0] != aces[1]));
    if (by_totals) winner = total[0] > total[1] ? 0 : total[1] > total[0] ? 1 : -1;
    else if (aces[0] && aces[1]) winner = config.settings["dn.jack-aces"] == "more-aces-wins" && aces[0] != aces[1]
                                              ? (aces[0] > aces[1] ? 0 : 1) : -1;
    else winner = aces[0] ? 0 : 1;
    with_ace += aces[0] || aces[1];
    ties += winner < 0;

    const bool new_turn = post["turn"] != pre["turn"];
    for (int side = 0; side < 2; ++side) {
      const int owner = side == 0 ? attacker : 1 - attacker;
      const int gained = (winner == side ? 1 : 0) + (new_turn && post["active"] == owner ? 1 : 0);
      RC_ASSERT(post["players"][owner]["resources"].get<int>() == pre["players"][owner]["resources"].get<int>() + gained);
      const int before = (*FindNoble(pre, noble[side]))["stamina"].get<int>();
      const bool loses = winner != side;
      const Json* after = FindNoble(post, noble[side]);
      if (loses && before == 1) {  // vanquished: back into the Noble stack, weapon to the discard pile
        RC_ASSERT(after == nullptr);
        RC_ASSERT(Contains(post["noble_stack"], noble[side]));
        const Json& w = (*FindNoble(pre, noble[side]))["weapon"];
        if (!w.is_null()) RC_ASSERT(Contains(post["discard"], w.get<std::string>()) || Contains(post["support_stock"], w.get<std::string>()));
      } else {
        RC_ASSERT(after != nullptr);
        RC_ASSERT((*after)["stamina"].get<int>() == before - (loses ? 1 : 0));
      }
      for (const std::string& c : cards[side])  // played supports are discarded (or already reshuffled)
        RC_ASSERT(Contains(post["discard"], c) || (pre["support_stock"].empty() && Contains(post["support_stock"], c)));
    }
    for (int p = 0; p < 2; ++p)
      if (post["players"][p]["courtyard"].empty()) RC_ASSERT(post["phase"] == "game-over");
  });
  RC_CLASSIFY(with_ace > 0, "a duel with an Ace");
  RC_CLASSIFY(ties > 0, "a tied duel");
}

// Suit Abilities: each at most once per game per player, played with a card of that suit.
PEERAGE_ASSERTS_RULES(suit_abilities_once_per_game_per_player, "dn.command.spades");
RC_BOOST_PROP(suit_abilities_once_per_game_per_player, ()) {
  std::map<std::pair<int, std::string>, int> uses;
  const GameConfig config = *AnyConfig();
  StepWalk(config, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int actor, const Json& post, const State&) {
    for (const char* ability : {"hearts", "diamonds", "clubs", "spades"}) {
      if (!StartsWith(text, (std::string(ability) + ":").c_str())) continue;
      const std::string card = Arg(text).substr(0, Arg(text).find('>'));
      RC_ASSERT((Suit(card) == static_cast<char>(std::toupper(ability[0]))));
      RC_ASSERT((++uses[{actor, ability}] == 1));
      RC_ASSERT(Contains(post["players"][actor]["abilities_used"], ability));
      if (std::string(ability) == "diamonds")  // only when the opponent has more Nobles (when played, default)
        if (config.settings.at("dn.diamonds-count") == "when-played")
          RC_ASSERT(pre["players"][1 - actor]["courtyard"].size() > pre["players"][actor]["courtyard"].size());
      if (std::string(ability) == "spades")  // the player sees the opponent's hand as it is now
        RC_ASSERT(post["players"][actor]["spied_hand"] == post["players"][1 - actor]["hand"]);
    }
  });
}

// King tax: one Stamina for one Resource, never down to 0; at most one new weapon per turn; a deflect
// costs exactly two Resources; hire 5; Support cards 1 each (default reading); three of a suit +3;
// one automatic Resource at the start of each turn.
PEERAGE_ASSERTS_RULES(payments_and_per_turn_limits, "dn.income.king-tax", "dn.income.triple", "dn.income.auto",
                      "dn.command.weapon", "dn.duel.deflect", "dn.reinforce.hire", "dn.reinforce.buy");
RC_BOOST_PROP(payments_and_per_turn_limits, ()) {
  std::map<int, int> weapons_per_turn;
  StepWalk(kDefault, *rc::gen::arbitrary<std::uint64_t>(), [&](const Json& pre, const std::string& text, int actor, const Json& post, const State&) {
    auto res = [](const Json& st, int p) { return st["players"][p]["resources"].get<int>(); };
    const bool new_turn = post["turn"] != pre["turn"];
    const int other = 1 - actor;
    if (StartsWith(text, "tax:")) {
      const std::string king = Arg(text);
      RC_ASSERT(Rank(king) == 13);
      const int before = (*FindNoble(pre, king))["stamina"].get<int>();
      RC_ASSERT(before >= 2);
      RC_ASSERT((*FindNoble(post, king))["stamina"].get<int>() == before - 1);
      RC_ASSERT(res(post, actor) == res(pre, actor) + 1);
    }
    if (StartsWith(text, "weapon:")) {
      const std::string card = Arg(text).substr(0, Arg(text).find('>'));
      RC_ASSERT((Rank(card) == 2 || Rank(card) == 3));
      RC_ASSERT(++weapons_per_turn[post["turn"].get<int>()] == 1);
    }
    if (StartsWith(text, "deflect:")) {
      RC_ASSERT(actor == 1 - pre["active"].get<int>());
      RC_ASSERT(res(post, actor) == res(pre, actor) - 2);
      RC_ASSERT(post["duel"]["defender"] == Arg(text));
      RC_ASSERT(Arg(text) != pre["duel"]["declared"].get<std::string>());
    }
    if (text == "hire") RC_ASSERT(res(post, actor) == res(pre, actor) - 5);
    if (StartsWith(text, "draw:") && pre["phase"] == "hire-draw") {
      const Json* n = FindNoble(post, Arg(text));
      RC_ASSERT(n != nullptr);
      RC_ASSERT((*n)["stamina"].get<int>() == TableStamina(Arg(text)));
      RC_ASSERT((*n)["weapon"].is_null());
    }
    if (StartsWith(text, "buy:")) RC_ASSERT(res(post, actor) == res(pre, actor) - std::stoi(Arg(text)));
    if (StartsWith(text, "discard:") && post["phase"] == "income")
      RC_ASSERT(res(post, actor) == res(pre, actor) + 3);
    if (new_turn && post["phase"] != "game-over" && pre["phase"] != "deal-support" && pre["duel"].is_null()) {
      const int next = post["active"].get<int>();  // the new player gets the automatic Resource
      RC_ASSERT(next != pre["active"].get<int>());
      RC_ASSERT(res(post, next) == res(pre, next) + 1);
      RC_ASSERT(res(post, 1 - next) == res(pre, 1 - next));
    }
    (void)other;
  });
}

// Hidden information: a player's observation shows the opponent's hand and the face-down piles as counts.
RC_BOOST_PROP(observations_show_hidden_cards_as_counts, ()) {
  StepWalk(*AnyConfig(), *rc::gen::arbitrary<std::uint64_t>(), [&](const Json&, const std::string&, int, const Json& st, const State& s) {
    for (int p = 0; p < 2; ++p) {
      const Json obs = s.ObservationJson(p).at("state");
      RC_ASSERT((obs["players"][1 - p]["hand"] == Json{{"hidden", st["players"][1 - p]["hand"].size()}}));
      RC_ASSERT((obs["players"][1 - p]["kept"] == Json{{"hidden", st["players"][1 - p]["kept"].size()}}));
      RC_ASSERT((obs["support_stock"] == Json{{"hidden", st["support_stock"].size()}}));
      RC_ASSERT((obs["noble_stack"] == Json{{"hidden", st["noble_stack"].size()}}));
      RC_ASSERT(obs["players"][p]["hand"] == st["players"][p]["hand"]);
    }
  });
}

// Scenarios built with state_from_json: dueling_nobles_scenario_props.cc (same suite).

BOOST_AUTO_TEST_SUITE_END()
