// Among Nobles: how a step's abilities and the final tie-break were resolved, told in the rulebook's terms
// while explaining (State::StepParts, State::TieBreakWhy): a card's ability in words, what it counted and
// what it gave, and why the reading in force claims it or not.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {
namespace {

std::string Amount(Res res, int n) {
  if (res == kGold) return fmt::format("{} gold", n);
  if (res == kPrestige) return fmt::format("{} prestige point{}", n, n == 1 ? "" : "s");
  return fmt::format("{} arm{}", n, n == 1 ? "y" : "ies");
}

std::string PerWords(Per per, bool male) {
  switch (per) {
    case kPerProvinceWithArmy: return " for each province holding an army of the family";
    case kPerRowCharacter: return fmt::format(" for each character in {} row", male ? "his" : "her");
    case kPerCharacter: return " for each character of the family";
    case kPerUnmarriedFemale: return " for each unmarried female of the family";
    default: return "";
  }
}

// The name as the table reads it: the data file marks sample cards " (sample)", which no card prints.
std::string Named(const Card& card) { return card.TableName(); }

std::string Counted(int n) { return n == 0 ? std::string("none counts") : fmt::format("{} count{}", n, n == 1 ? "s" : ""); }

std::string GainWords(const Gain& g, bool male) { return Amount(g.res, g.amount) + PerWords(g.per, male); }

std::string GainsWords(const std::vector<Gain>& gains, bool male) {
  std::vector<std::string> parts;
  for (const Gain& g : gains) parts.push_back(GainWords(g, male));
  return fmt::format("{}", fmt::join(parts, " and "));
}

std::string TermWords(const Term& t, bool male) {
  switch (t.kind) {
    case kTGain: return GainWords(t.gain, male);
    case kTReturnArmies: return fmt::format("up to {} arm{} of any player go back from the provinces", t.n, t.n == 1 ? "y" : "ies");
    case kTSacrifice: return "an unmarried daughter may be sacrificed for " + GainsWords(t.then, male);
    case kTOnSon: return "a son's birth gives " + GainsWords(t.then, male);
    case kTCost: return fmt::format("a cost becomes {} gold", t.n);
  }
  return "";
}

}  // namespace

// A card's ability as its rule box states it ("1 gold for each character in her row").
std::string AbilityWords(const Card& card) {
  std::vector<std::string> parts;
  for (const Term& t : card.terms) parts.push_back(TermWords(t, card.male));
  return fmt::format("{}", fmt::join(parts, "; "));
}

// A legacy or intrigue gain: what the ability says, what it counted (and, for a legacy counting the family,
// whether the dying row counts under an.legacy-order) and what the player gains.
void AmongNoblesState::TellAbilityGain(const Gain& g) {
  if (sc_.eff_trigger != kLegacy && sc_.eff_trigger != kPIntrigue) return;
  const int p = sc_.eff_player, count = CountPer(g.per, p, sc_.eff_card);
  const Card& card = data().cards[sc_.eff_card];
  const std::string kind = sc_.eff_trigger == kLegacy ? "legacy" : "intrigue ability";
  const int amount = g.amount * count;
  const std::string gains = amount == 0 ? fmt::format("p{} gains nothing", p) : fmt::format("p{} gains {}", p, Amount(g.res, amount));
  if (g.per == kPerNone || g.per == kPerProvinceWithArmy) {
    TellAside(fmt::format("{}'s {} gives {}: {}", Named(card), kind, GainWords(g, card.male), gains));
    return;
  }
  std::string dying;
  if (sc_.eff_trigger == kLegacy)
    dying = Reading(kILegacyOrder) == 0 ? ", the row leaving the game still counting" : ", the row leaving the game no longer counting";
  TellAside(fmt::format("{}'s {} gives {}: {}{}, so {}", Named(card), kind, GainWords(g, card.male), Counted(count), dying, gains));
}

// an.wife-rule-box=never: a married wife's legacy is passed over.
void AmongNoblesState::TellWifeLegacyPassed(int c) {
  TellAside(fmt::format("{}'s legacy ({}) is not claimed: she is married, and her rule box no longer applies", Named(data().cards[c]),
                   AbilityWords(data().cards[c])));
}

// An intrigue action reached where only the head's wife has an intrigue ability: under an.intrigue-couple=both
// her ability serves the couple (told here); otherwise the action does nothing and is passed: counted (1), and
// told once for the step by TellIntriguesPassed.
int AmongNoblesState::TellCoupleIntrigue() {
  if (sc_.head == kNone || CurrentAct() != kIntrigue) return 0;
  const int w = spouse_[sc_.head];
  if (w == kNone || data().cards[sc_.head].power == kPIntrigue || data().cards[w].power != kPIntrigue) return 0;
  if (Reading(kIIntrigueCouple) != 1) return 1;
  const Card& wife = data().cards[w];
  Tell(fmt::format("{}'s intrigue ability ({}) serves the couple's intrigue action", Named(wife), AbilityWords(wife)));
  return 0;
}

// The couple's intrigue actions passed in one step (a series with two passes both): "the couple's two intrigue
// actions do nothing: ...".
void AmongNoblesState::TellIntriguesPassed(int passed) {
  if (passed == 0 || sc_.head == kNone || spouse_[sc_.head] == kNone) return;
  const Card& wife = data().cards[spouse_[sc_.head]];
  Tell(fmt::format("the couple's {} nothing: {} has no intrigue ability, and {}'s ({}) no longer applies, she being "
                   "married",
                   passed == 1 ? std::string("intrigue action does") : fmt::format("{} intrigue actions do", passed == 2 ? "two" : std::to_string(passed)),
                   Named(data().cards[sc_.head]), Named(wife), AbilityWords(wife)));
}

// A family left without a male by a generational change: under an.heir-deck=next-deck it draws from the
// deck play continues from until a male appears; under `none`, or where that deck holds no male, it stays
// without a head.
void AmongNoblesState::TellHeirDraw(int p, bool drawable) {
  static constexpr std::array<const char*, 4> kDecks = {"", "I", "II", "III"};
  const std::string none = fmt::format("p{}'s family has no male after the generational change", p);
  if (Reading(kIHeirDeck) == 1)
    TellAside(none + ", and with the deck it drew from run out it draws from no other: it goes on without a head");
  else if (drawable)
    TellAside(fmt::format("{}: p{} draws from deck {}, the deck play continues from, until a male appears", none, p, kDecks[sc_.deck]));
  else
    TellAside(none + ", and no deck left holds a male to draw: it goes on without a head");
}

// an.remaining-gold: the tie-break compares remaining gold, then provinces controlled alone.
std::string AmongNoblesState::DoTieBreakWhy(int p, int q) const {
  const bool leftover = Reading(kIRemainingGold) == 0;
  const int gp = RemainingGoldKey(p), gq = RemainingGoldKey(q);
  std::string gold;
  if (gp == gq)
    gold = leftover ? fmt::format("each keeps {} gold after buying prestige", gp) : fmt::format("each has {} gold", gp);
  else
    gold = leftover ? fmt::format("p{} keeps {} gold after buying prestige and p{} {}", p, gp, q, gq)
                    : fmt::format("p{} has {} gold and p{} {}", p, gp, q, gq);
  if (gp != gq) return gold;
  const int cp = ControlledProvinces(p), cq = ControlledProvinces(q);
  auto provinces = [](int n) { return fmt::format("{} province{}", n, n == 1 ? "" : "s"); };
  if (cp == cq) return fmt::format("{}, and each controls {} alone", gold, provinces(cp));
  return fmt::format("{}, and p{} controls {} alone, p{} {}", gold, p, provinces(cp), q, cq);
}

}  // namespace peerage::an
