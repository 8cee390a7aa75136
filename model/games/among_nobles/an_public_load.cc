// Among Nobles' public state, the loader's side: a public state (no "sc") back into the canonical layout
// with the bookkeeping rebuilt (LacksBookkeeping, WithBookkeepingDefaults) and the description of the turn
// in progress back into the engine's scratch values (LoadTurnInProgress). The writer is an_public.cc;
// among_nobles.h ("Public state") says what is derived and how.
#include <algorithm>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/games/among_nobles/among_nobles.h"
#include "model/games/among_nobles/an_public_terms.h"

namespace peerage::an {

using namespace public_terms;
using state_json::Bool;
using state_json::Fail;
using state_json::Field;
using state_json::Int;
using state_json::Keys;
using state_json::Need;
using state_json::Sub;

namespace {
// obj[key] when present and not null.
const Json* Given(const Json& obj, const std::string& path, const char* key) {
  const Json* v = Field(obj, path, key, false);
  return v && !v->is_null() ? v : nullptr;
}
std::uint8_t CardNamed(const CardData& d, const Json& v, const std::string& path) {
  if (!v.is_string()) Fail(path, "expected a card name");
  for (int c = 0; c < kCards; ++c)
    if (d.cards[c].name == v.get<std::string>()) return static_cast<std::uint8_t>(c);
  Fail(path, "no card of this name in the card data");
}

// A public card text back into the canonical one: "parents:<trait>,..." becomes " b<mask>".
Json CanonicalCardText(const Json& v, const std::string& path) {
  if (!v.is_string()) return v;  // the canonical reader names the error
  const std::string text = v.get<std::string>();
  const std::size_t at = text.find(kParents);
  if (text.find(" b") != std::string::npos)
    Fail(path, "the parents' traits at birth are written \"parents:<trait>,...\" (red, blue, yellow, green), not as a mask");
  if (at == std::string::npos) return v;
  if (at == 0 || text[at - 1] != ' ') Fail(path, "expected \" parents:<trait>,...\" after the other fields");
  std::string rest = text.substr(at + std::strlen(kParents));
  int mask = 0, last = -1;
  for (std::size_t from = 0; from <= rest.size();) {
    const std::size_t comma = std::min(rest.find(',', from), rest.size());
    const std::string word = rest.substr(from, comma - from);
    int found = -1;
    for (int t = 0; t < kNumTraits; ++t)
      if (word == TraitName(t)) found = t;
    if (found <= last)
      Fail(path, "parents: expected trait names (red, blue, yellow, green), each once and in that order, joined by commas");
    mask |= 1 << found;
    last = found;
    from = comma + 1;
  }
  return text.substr(0, at) + "b" + std::to_string(mask);
}
}  // namespace

bool LacksBookkeeping(const Json& state) {
  if (!state.is_object()) return false;
  if (!state.contains("sc")) return true;
  if (state.contains("fingers") && state["fingers"].is_object() && !state["fingers"].contains("rounds")) return true;
  if (state.contains("players") && state["players"].is_array())
    for (const Json& player : state["players"])
      if (player.is_object())
        for (const char* key : kLedger)
          if (!player.contains(key)) return true;
  return false;
}

Json WithBookkeepingDefaults(const Json& state, const CardData& d) {
  Json out = state;
  // The ledger that balances what the player has: all their gold came in, none went out, and every army
  // they own (in the supply or in a province) was gained.
  if (out.contains("players") && out["players"].is_array())
    for (Json& player : out["players"]) {
      if (!player.is_object()) continue;
      long long armies = IntOr(player, "supply", 0);
      if (player.contains("armies") && player["armies"].is_array())
        for (const Json& a : player["armies"]) armies += a.is_number_integer() ? a.get<long long>() : 0;
      if (!player.contains("gold_in")) player["gold_in"] = IntOr(player, "gold", 0) + IntOr(player, "gold_out", 0);
      if (!player.contains("gold_out")) player["gold_out"] = 0;
      if (!player.contains("gained_armies")) player["gained_armies"] = armies;
      if (!player.contains("tokens_used")) player["tokens_used"] = 0;  // optional in the public state
    }
  // Showings without a winner: the engine's cut-off, not a rule; a loaded finger game starts counting anew.
  if (out.contains("fingers") && out["fingers"].is_object() && !out["fingers"].contains("rounds"))
    out["fingers"]["rounds"] = 0;
  if (out.contains("sc")) return out;
  // A public state: the canonical layout, its turn in progress left to LoadTurnInProgress.
  Json canonical = Json::object();
  for (const char* key : {"phase", "cards", "players", "presented", "revealed", "fingers"})
    if (out.contains(key)) canonical[key] = out[key];
  if (!canonical.contains("revealed")) canonical["revealed"] = false;
  // Names and nulls back into the canonical numbers: the brides presented, the fingers shown, the parents'
  // traits in the card texts.
  if (canonical.contains("cards") && canonical["cards"].is_array())
    for (std::size_t c = 0; c < canonical["cards"].size(); ++c)
      canonical["cards"][c] = CanonicalCardText(canonical["cards"][c], fmt::format("cards[{}]", c));
  if (canonical.contains("presented") && canonical["presented"].is_array())
    for (std::size_t p = 0; p < canonical["presented"].size(); ++p) {
      Json& bride = canonical["presented"][p];
      const std::string at = fmt::format("presented[{}]", p);
      if (!bride.is_null() && !bride.is_string()) Fail(at, "expected null or the name of the card presented");
      bride = bride.is_null() ? -1 : CardNamed(d, bride, at);
    }
  if (canonical.contains("fingers") && canonical["fingers"].is_object() && canonical["fingers"].contains("shown") &&
      canonical["fingers"]["shown"].is_array())
    for (std::size_t p = 0; p < canonical["fingers"]["shown"].size(); ++p) {
      Json& shown = canonical["fingers"]["shown"][p];
      if (shown.is_null()) shown = -1;
      else if (!shown.is_number_integer() || shown < 0)
        Fail(fmt::format("fingers.shown[{}]", p), "expected null (not shown yet) or the fingers shown, 0 to 5");
    }
  const Scratch fresh;
  Json sc = Json::object();
  for (int i = 0; i < kNumScratch; ++i) sc[kScratchNames[i]] = *ScratchField(fresh, i);
  canonical["sc"] = std::move(sc);
  canonical["queue"] = Json::array();
  return canonical;
}

// ---------------------------------------------------------------------------------------------------
// Loading: the description of the turn in progress back into scratch values (derivations: among_nobles.h).

namespace {
std::uint8_t Count(const Json& obj, const char* key, int hi) {
  const Json* v = Given(obj, "", key);
  return v ? static_cast<std::uint8_t>(Int(*v, key, 0, hi)) : 0;
}
}  // namespace

void AmongNoblesState::LoadTurnInProgress(const Json& pub) {
  Keys(pub, "", {"phase", "round", "first_player", "display_card_taken", "decks_run_out", "generational_changes_due",
                 "generational_changes_done", "cards", "players", "activation", "presented", "revealed", "ability",
                 "generational_change", "fingers"});
  const CardData& d = data();
  const int n = NumPlayers();
  Scratch sc;
  sc.round = static_cast<std::uint8_t>(Int(Need(pub, "", "round"), "round", 0, 255));
  const bool setup = phase_ <= Phase::kPickCouple;
  if (setup != (sc.round == 0)) Fail("round", setup ? "0 during set-up" : "at least 1 after set-up");
  sc.first = static_cast<std::uint8_t>(Int(Need(pub, "", "first_player"), "first_player", 0, n - 1));
  sc.tokens = static_cast<std::uint8_t>(sc.round <= 1 ? 1 : TokensPerPlayer(n));
  if (const Json* v = Given(pub, "", "display_card_taken")) sc.taken = Bool(*v, "display_card_taken");
  if (const Json* v = Given(pub, "", "decks_run_out")) {
    if (!v->is_array() || v->size() > 3) Fail("decks_run_out", "expected at most 3 deck names");
    for (std::size_t k = 0; k < v->size(); ++k)
      if ((*v)[k] != kAges[k + 1]) Fail(fmt::format("decks_run_out[{}]", k), fmt::format("expected \"{}\" (decks run out in the order I, II, III)", kAges[k + 1]));
    sc.run_out = static_cast<std::uint8_t>((1u << v->size()) - 1);
    sc.deck = static_cast<std::uint8_t>(v->size() + 1);
  }
  sc.gc_pending = Count(pub, "generational_changes_due", 3);
  sc.gc_done = Count(pub, "generational_changes_done", 3);
  int couples = 0;  // couples given out so far: one per pick with 3 players, two per pick (but the last) with more
  for (const Couple& cp : d.couples) couples += loc_[cp.lord] == kLOwned;
  sc.picks = static_cast<std::uint8_t>(!setup ? (n == 5 ? 3 : 2) : phase_ != Phase::kPickCouple ? 0 : n == 3 ? couples : couples / 2);

  // The ability being carried out: its power says what triggered it and where play goes on afterwards.
  const Json* ability = Given(pub, "", "ability");
  if ((ability != nullptr) != (phase_ == Phase::kEffect))
    Fail("ability", ability ? "only while an ability is carried out (phase effect)" : "required in phase effect");
  if (ability) {
    Keys(*ability, "ability", {"card", "player", "resolving", "returned"});
    sc.eff_card = CardNamed(d, Need(*ability, "ability", "card"), "ability.card");
    sc.eff_player = static_cast<std::uint8_t>(Int(Need(*ability, "ability", "player"), "ability.player", 0, n - 1));
    const Card& card = d.cards[sc.eff_card];
    if (card.power == kPNone || card.power == kNobility) Fail("ability.card", "has no ability that is carried out");
    const Json& what = Need(*ability, "ability", "resolving");
    const TermKind kind = what == "return_armies" ? kTReturnArmies : what == "sacrifice" ? kTSacrifice : kTGain;
    if (kind == kTGain) Fail("ability.resolving", "expected return_armies or sacrifice");
    sc.eff_term = static_cast<std::uint8_t>(card.terms.size());
    for (std::size_t k = card.terms.size(); k-- > 0;)
      if (card.terms[k].kind == kind) sc.eff_term = static_cast<std::uint8_t>(k);
    if (sc.eff_term == card.terms.size()) Fail("ability.resolving", "the card's ability has no such term");
    const int most = kind == kTReturnArmies ? card.terms[sc.eff_term].n : 1;
    const Json* returned = Given(*ability, "ability", "returned");
    const int done = returned ? static_cast<int>(Int(*returned, "ability.returned", 0, most - 1)) : 0;
    sc.eff_left = static_cast<std::uint8_t>(kind == kTReturnArmies ? most - done : 0);
    sc.eff_trigger = card.power;
    sc.eff_resume = card.power == kLegacy ? kResLegacy : kResAction;
  }
  const bool legacy = ability && sc.eff_resume == kResLegacy;

  // The activation: its head's player acts; the queue starts at the current action.
  const Json* activation = Given(pub, "", "activation");
  const bool acting = InActivation(phase_) || (ability && !legacy);
  if ((activation != nullptr) != acting)
    Fail("activation", acting ? "required during an activation" : "only during an activation (or an ability it triggered)");
  int used = 0;
  for (int p = 0; p < n; ++p) used += players_[p].tokens_used;
  if (acting) {
    Keys(*activation, "activation", {"head", "reactivation", "actions", "hired", "groom"});
    sc.head = CardNamed(d, Need(*activation, "activation", "head"), "activation.head");
    if (owner_[sc.head] == kNone) Fail("activation.head", "not in a family");
    sc.actor = owner_[sc.head];
    if (const Json* v = Given(*activation, "activation", "reactivation")) sc.reactivation = Bool(*v, "activation.reactivation");
    const Json* actions = Given(*activation, "activation", "actions");
    const std::size_t count = actions && actions->is_array() ? actions->size() : 0;
    if (actions && (!actions->is_array() || count > 8)) Fail("activation.actions", "expected at most 8 action words");
    if ((count == 0) != (phase_ == Phase::kSeries))
      Fail("activation.actions", count ? "empty until the series is chosen" : "the action being executed comes first");
    n_queue_ = static_cast<std::uint8_t>(count);
    for (std::size_t k = 0; k < count; ++k) {
      int found = -1;
      for (int a = 0; a < kNumActs; ++a)
        if ((*actions)[k] == ActName(a)) found = a;
      if (found < 0) Fail(fmt::format("activation.actions[{}]", k), "unknown action word");
      queue_[k] = static_cast<std::uint8_t>(found);
    }
    if (const Json* v = Given(*activation, "activation", "hired")) {
      for (int a : kHireable)
        if (*v == ActName(a)) sc.hired = static_cast<std::uint8_t>(a);
      if (sc.hired == kNone) Fail("activation.hired", "expected warfare, piety or marriage");
      if (count == 0 || queue_[0] != kHire) Fail("activation.hired", "a hired action is executed within a hire (the first of actions)");
    }
    const Json* groom = Given(*activation, "activation", "groom");
    const bool marrying = phase_ == Phase::kPresent || phase_ == Phase::kChooseBride;
    if ((groom != nullptr) != marrying)
      Fail("activation.groom", marrying ? "required while brides are presented or chosen" : "only while brides are presented or chosen");
    if (groom) sc.groom = CardNamed(d, *groom, "activation.groom");
    if (used == 0) Fail("players", "an activation uses its player's token: tokens_used counts it");
    sc.turn = static_cast<std::uint8_t>(used - 1);
  } else if (phase_ == Phase::kActivate) {
    if (used >= n * sc.tokens) Fail("players", "every token of this round is used");
    sc.turn = static_cast<std::uint8_t>(used);
    sc.actor = static_cast<std::uint8_t>((sc.first + used) % n);
  } else if (!setup) {  // the upkeep
    sc.turn = static_cast<std::uint8_t>(n * sc.tokens);
    sc.actor = sc.first;
  }

  // The generational change: its player, counted from the first player; the legacy claimed says which
  // legacy comes next (those after it in card order).
  const Json* change = Given(pub, "", "generational_change");
  const bool changing = InGenerationalChange(phase_, legacy);
  if ((change != nullptr) != changing)
    Fail("generational_change", changing ? "required during a legacy, an heir draw or an heir's wedding" : "only during a legacy, an heir draw or an heir's wedding");
  if (changing) {
    Keys(*change, "generational_change", {"player", "heir"});
    const int p = static_cast<int>(Int(Need(*change, "generational_change", "player"), "generational_change.player", 0, n - 1));
    sc.up_player = static_cast<std::uint8_t>((p - sc.first + n) % n);
    const Json* heir = Given(*change, "generational_change", "heir");
    if ((heir != nullptr) != (phase_ == Phase::kHeirWed))
      Fail("generational_change.heir", heir ? "only while the heir waits for his bride (phase heir-wed)" : "required in phase heir-wed");
    if (heir) {
      sc.heir = CardNamed(d, *heir, "generational_change.heir");
      if (owner_[sc.heir] != p) Fail("generational_change.heir", "not in that player's family");
    }
    if (legacy) {
      if (sc.eff_player != p) Fail("ability.player", "a legacy goes to the player whose family the change handles");
      sc.up_cursor = static_cast<std::uint8_t>(sc.eff_card + 2);
    } else {
      sc.actor = static_cast<std::uint8_t>(p);
    }
    if (sc.gc_pending == 0) Fail("generational_changes_due", "the change under way is one of those due: at least 1");
    sc.gc_now = Reading(kIDoubleRunOut) == 0 ? 1 : sc.gc_pending;
  }
  sc_ = sc;

  // The marriage: its price is the head's cost; the next to present follows the last bride presented.
  if (phase_ != Phase::kPresent && phase_ != Phase::kChooseBride) return;
  sc_.marriage_paid = static_cast<std::uint8_t>(Cost(kCostMarriage));
  const int asked = n - (Reading(kIOwnDaughter) == 0 ? 1 : 0);
  sc_.present_idx = static_cast<std::uint8_t>(asked);
  if (phase_ == Phase::kChooseBride) return;
  int next = 0;
  for (int i = 0; i < asked; ++i)
    if (presented_[Presenter(i)] >= 0) next = i + 1;
  std::vector<Action> offers;
  for (; next < asked && offers.empty(); ++next) {
    sc_.present_idx = static_cast<std::uint8_t>(next);
    LegalPresent(offers);
  }
  if (offers.empty()) Fail("presented", "nobody is left to present a bride");
}

}  // namespace peerage::an
