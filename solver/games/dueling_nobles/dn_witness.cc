#include "solver/games/dueling_nobles/dn_witness.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "model/core/error.h"

namespace peerage::solver::dn {
namespace {

constexpr const char* kRanks[] = {"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
constexpr const char* kSuits = "CDHS";

// Printed Stamina of a Noble rank (King 3, Queen and Jack 2).
int PrintedStamina(int rank) { return rank == 13 ? 3 : 2; }

bool StartsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// Hands out cards, each at most once.
class CardPool {
 public:
  void Use(const CardRef& c, const std::string& why) {
    if (c.rank < 1 || c.rank > 13 || c.suit < 0 || c.suit > 3)
      throw Error("solver witness", fmt::format("{} is not a card (rank {}, suit {})", why, c.rank, c.suit));
    if (Has(c)) throw Error("solver witness", fmt::format("{} needs {} a second time", why, CardText(c)));
    used_.push_back(c);
  }
  bool Has(const CardRef& c) const { return std::find(used_.begin(), used_.end(), c) != used_.end(); }
  // The first unused card among `ranks` (in order), suits C, D, H, S.
  CardRef Take(const std::vector<int>& ranks, const std::string& why) {
    for (int r : ranks)
      for (int s = 0; s < 4; ++s)
        if (!Has({r, s})) {
          Use({r, s}, why);
          return {r, s};
        }
    throw Error("solver witness", "no card left for " + why);
  }

 private:
  std::vector<CardRef> used_;
};

Json CardList(const std::vector<CardRef>& cards) {
  Json out = Json::array();
  for (const CardRef& c : InCardOrder(cards)) out.push_back(CardText(c));
  return out;
}

}  // namespace

std::string CardText(const CardRef& c) {
  if (c.rank < 1 || c.rank > 13 || c.suit < 0 || c.suit > 3) return "?";
  return std::string(kRanks[c.rank]) + kSuits[c.suit];
}

std::vector<CardRef> InCardOrder(std::vector<CardRef> cards) {
  std::sort(cards.begin(), cards.end(), [](const CardRef& a, const CardRef& b) {
    return a.rank != b.rank ? a.rank < b.rank : a.suit < b.suit;
  });
  return cards;
}

CardRef NobleCard(const DuelSide& side) { return {11 + side.type, side.suit}; }

Json TableJson(const TableSpec& t) {
  CardPool pool;
  Json players = Json::array();
  for (int p = 0; p < 2; ++p) {
    Json court = Json::array();
    for (const NobleSpot& n : t.courtyard[p]) {
      pool.Use(n.noble, fmt::format("p{}'s Courtyard", p));
      if (n.weapon) pool.Use(*n.weapon, fmt::format("p{}'s weapon", p));
      court.push_back({{"noble", CardText(n.noble)},
                       {"stamina", n.stamina},
                       {"weapon", n.weapon ? Json(CardText(*n.weapon)) : Json(nullptr)}});
    }
    for (const CardRef& c : t.hand[p]) pool.Use(c, fmt::format("p{}'s hand", p));
    players.push_back({{"resources", t.resources[p]}, {"hand", CardList(t.hand[p])}, {"courtyard", court}});
  }
  std::vector<CardRef> nobles, supports;
  for (int r = 1; r <= 13; ++r)
    for (int s = 0; s < 4; ++s)
      if (!pool.Has({r, s})) (r >= 11 ? nobles : supports).push_back({r, s});
  Json state = {{"phase", t.phase},
                {"active", 0},
                {"dealer", 1},
                {"turn", 1},
                {"noble_stack", CardList(nobles)},
                {"support_stock", CardList(supports)},
                {"discard", Json::array()},
                {"players", players},
                {"turn_state", {{"start_nobles", {t.courtyard[0].size(), t.courtyard[1].size()}}}}};
  return {{"game", kGame}, {"players", 2}, {"settings", t.settings}, {"step", 0}, {"state", state}};
}

Json DuelStartJson(const DuelSetup& setup) {
  // Reserve the planned cards first, so the extra Nobles and weapons are taken from the rest.
  CardPool pool;
  const DuelSide* sides[2] = {&setup.declarer, &setup.defender};
  for (int p = 0; p < 2; ++p) {
    pool.Use(NobleCard(*sides[p]), fmt::format("p{}'s dueling Noble", p));
    for (const CardRef& c : sides[p]->supports) pool.Use(c, fmt::format("p{}'s planned support", p));
    for (const CardRef& c : sides[p]->spare) pool.Use(c, fmt::format("p{}'s spare hand", p));
  }
  TableSpec t;
  t.settings = setup.settings;
  for (int p = 0; p < 2; ++p) {
    const DuelSide& s = *sides[p];
    NobleSpot duelist{NobleCard(s), s.stamina, std::nullopt};
    if (s.weapon != 0) duelist.weapon = pool.Take({s.weapon}, fmt::format("p{}'s weapon", p));
    t.courtyard[p].push_back(duelist);
    for (int k = 0; k < s.others; ++k) {
      CardRef n = pool.Take({11, 12, 13}, fmt::format("p{}'s other Nobles", p));
      t.courtyard[p].push_back({n, PrintedStamina(n.rank), std::nullopt});
    }
    t.hand[p] = s.supports;
    t.hand[p].insert(t.hand[p].end(), s.spare.begin(), s.spare.end());
  }
  return TableJson(t);
}

std::unique_ptr<State> DuelStartState(const DuelSetup& setup) {
  return StateFromJson(DuelStartJson(setup), "solver witness");
}

bool InDuel(const State& state) {
  if (state.IsTerminal()) return false;
  std::vector<Action> legal = state.LegalActions();
  for (Action a : legal) {
    std::string t = state.ActionToString(a);
    if (StartsWith(t, "support:") || t == "end-support" || t == "accept" || StartsWith(t, "deflect:") ||
        (state.IsChance() && StartsWith(t, "die:")))
      return true;
  }
  return false;
}

DuelRun PlayDuel(const DuelSetup& setup, const std::string& note) {
  DuelRun run;
  run.before = DuelStartState(setup);
  std::unique_ptr<State> s = run.before->Clone();
  std::vector<int> dice = setup.declarer.dice;
  dice.insert(dice.end(), setup.defender.dice.begin(), setup.defender.dice.end());
  size_t next_die = 0;
  size_t next_card[2] = {0, 0};
  const std::vector<CardRef> plan[2] = {InCardOrder(setup.declarer.supports),
                                        InCardOrder(setup.defender.supports)};
  auto apply = [&](const std::string& text) {
    try {
      s->ApplyActionText(text);
      return true;
    } catch (const IllegalActionError& e) {
      run.error = fmt::format("the engine refused '{}': {}", text, e.why());
      return false;
    }
  };
  bool ok = apply(
      fmt::format("duel:{}>{}", CardText(NobleCard(setup.declarer)), CardText(NobleCard(setup.defender))));
  while (ok && InDuel(*s)) {
    if (s->IsChance()) {
      if (next_die == dice.size()) {
        run.error =
            fmt::format("the engine asks for die {} but the rules give {} dice", next_die + 1, dice.size());
        ok = false;
        break;
      }
      ok = apply(fmt::format("die:{}", dice[next_die++]));
      continue;
    }
    const int player = s->CurrentPlayer();
    std::vector<Action> legal = s->LegalActions();
    bool support_step = std::any_of(legal.begin(), legal.end(),
                                    [&](Action a) { return s->ActionToString(a) == "end-support"; });
    if (!support_step) {
      ok = apply("accept");
    } else if (next_card[player] < plan[player].size()) {
      ok = apply("support:" + CardText(plan[player][next_card[player]++]));
    } else {
      ok = apply("end-support");
    }
  }
  if (ok && next_die != dice.size())
    run.error = fmt::format("the duel ended after {} dice; the plan has {}", next_die, dice.size());
  for (int p = 0; p < 2 && ok && run.error.empty(); ++p) {
    const DuelSide& side = p == 0 ? setup.declarer : setup.defender;
    if (next_card[p] != side.supports.size())
      run.error =
          fmt::format("p{} played {} of {} planned support cards", p, next_card[p], side.supports.size());
  }
  run.trace = RecordTrace(*s, true, note);
  run.after = std::move(s);
  return run;
}

}  // namespace peerage::solver::dn
