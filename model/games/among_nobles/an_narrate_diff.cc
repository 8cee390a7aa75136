// Among Nobles' narrator: the differences between two public states, each told as a fact about the second
// one in the rulebook's terms: one sentence per card, player, presented bride and shown fingers, one per
// other field of the round and the turn in progress; an activation, ability or generational change that
// begins or ends is one sentence about the whole of it.
#include <algorithm>
#include <utility>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/games/among_nobles/an_narrate.h"

namespace peerage::an::narrate {
namespace {

std::string Who(const Json& v) { return v.is_number_integer() ? Seat(v.get<int>()) : "nobody"; }
std::string CardNamed(const Json& name) { return Name(CardByName(name)); }

std::string RoundSentence(const Json& st) {
  const int round = IntAt(st, "round");
  return round == 0 ? "the game is still in set-up, before the first round" : fmt::format("it is round {}", round);
}

std::string DecksSentence(const Json& st) {
  std::vector<std::string> decks;
  for (const Json& d : At(st, "decks_run_out"))
    if (d.is_string()) decks.push_back(d.get<std::string>());
  if (decks.empty()) return "no deck has run out";
  return fmt::format("{} {} run out", decks.size() == 1 ? "deck " + decks[0] : "decks " + Join(decks),
                     decks.size() == 1 ? "has" : "have");
}

std::string ChangesSentence(const Json& st, bool due) {
  const int n = IntAt(st, due ? "generational_changes_due" : "generational_changes_done");
  const std::string what = n == 0 ? "no generational change" : Count(n, "generational change", "generational changes");
  if (due) return fmt::format("{} {} due", what, n > 1 ? "are" : "is");
  return fmt::format("{} {} taken place", what, n > 1 ? "have" : "has");
}

std::string PlayerSentence(const Json& a, const Json& b, int p) {
  std::vector<std::string> has;
  auto changed = [&](const char* key) { return At(a, key) != At(b, key); };
  if (changed("gold")) has.push_back(Count(IntAt(b, "gold"), "gold", "gold"));
  if (changed("prestige")) has.push_back(Count(IntAt(b, "prestige"), "prestige point", "prestige points"));
  if (changed("supply")) has.push_back(Count(IntAt(b, "supply"), "army", "armies") + " in the supply");
  const Json &was = At(a, "armies"), &now = At(b, "armies");
  for (std::size_t i = 0; i < now.size(); ++i)
    if (now[i].is_number_integer() && (i >= was.size() || was[i] != now[i]))
      has.push_back(fmt::format("{} in {}", Count(now[i].get<int>(), "army", "armies"), Province(static_cast<int>(i))));
  if (was.size() > now.size()) has.push_back("no army in the other provinces");
  std::string out = has.empty() ? "" : Seat(p) + " has " + Join(has);
  if (changed("tokens_used")) {
    const int used = IntAt(b, "tokens_used");
    out += (out.empty() ? Seat(p) : " and") +
           fmt::format(" has used {} this round", Count(used, "action token", "action tokens"));
  }
  return out.empty() ? Seat(p) + "'s supply and armies stand as before" : out;
}

std::string ActivationSentence(const Json& st) {
  const Json& act = At(st, "activation");
  if (!act.is_object()) return "no activation is under way";
  const int head = Head(st);
  std::string out = fmt::format("{} has {}activated {}", Seat(PlaceOf(st, head).owner),
                                At(act, "reactivation") == true ? "re" : "", CharacterOrCouple(st, head));
  std::vector<std::string> left;
  for (const Json& w : At(act, "actions"))
    if (w.is_string()) left.push_back(ActionWord(w.get<std::string>()));
  return out + (left.empty() ? ", whose action series is still to be chosen"
                             : ", with the " + Join(left) + " " + (left.size() == 1 ? "action" : "actions") + " left");
}

void TellActivation(const Json& a, const Json& b, const Json& st, std::vector<NarratedChange>& out) {
  if (!a.is_object() || !b.is_object()) {
    out.push_back({"/activation", ActivationSentence(st)});
    return;
  }
  auto changed = [&](const char* key) { return At(a, key) != At(b, key); };
  if (changed("head")) {
    const int head = CardByName(At(b, "head"));
    out.push_back({"/activation/head", fmt::format("{} has activated {}", Seat(PlaceOf(st, head).owner),
                                                   CharacterOrCouple(st, head))});
  }
  if (changed("reactivation"))
    out.push_back({"/activation/reactivation",
                   At(b, "reactivation") == true ? "the activation is a reactivation, for the leftmost action of one series only"
                                                 : "the activation is a first activation this round, not a reactivation"});
  if (changed("actions")) {
    std::vector<std::string> left;
    for (const Json& w : At(b, "actions"))
      if (w.is_string()) left.push_back(ActionWord(w.get<std::string>()));
    out.push_back({"/activation/actions",
                   left.empty() ? "no action series has been chosen yet"
                                : fmt::format("the {} {} left to execute{}", Join(left),
                                              left.size() == 1 ? "action is" : "actions are",
                                              left.size() == 1 ? "" : ", in this order")});
  }
  if (changed("hired"))
    out.push_back({"/activation/hired", At(b, "hired").is_string()
                                            ? fmt::format("a hired {} action is being executed", StrAt(b, "hired"))
                                            : "no hired action is waiting"});
  if (changed("groom"))
    out.push_back({"/activation/groom", At(b, "groom").is_string()
                                            ? fmt::format("{} is at court as a groom, looking for a bride", CardNamed(At(b, "groom")))
                                            : "no groom is at court"});
}

std::string AbilityPart(const Json& ab) {
  if (StrAt(ab, "resolving") == "sacrifice") return "waits for the choice of an unmarried daughter to remove from the game";
  return fmt::format("waits for armies to go back to their owners' supplies, {} returned so far",
                     Count(IntAt(ab, "returned"), "army", "armies"));
}

void TellAbility(const Json& a, const Json& b, std::vector<NarratedChange>& out) {
  if (!a.is_object() || !b.is_object()) {
    out.push_back({"/ability", b.is_object() ? fmt::format("{} is carrying out the ability of {}, which {}",
                                                           Who(At(b, "player")), CardNamed(At(b, "card")), AbilityPart(b))
                                             : "no ability is being carried out"});
    return;
  }
  auto changed = [&](const char* key) { return At(a, key) != At(b, key); };
  if (changed("card"))
    out.push_back({"/ability/card", fmt::format("the ability being carried out is that of {}", CardNamed(At(b, "card")))});
  if (changed("player")) out.push_back({"/ability/player", fmt::format("{} carries out the ability", Who(At(b, "player")))});
  if (changed("resolving")) out.push_back({"/ability/resolving", "the ability " + AbilityPart(b)});
  if (changed("returned"))
    out.push_back({"/ability/returned", fmt::format("the ability has returned {} so far",
                                                    Count(IntAt(b, "returned"), "army", "armies"))});
}

std::string HeirPart(const Json& gc) {
  return At(gc, "heir").is_string()
             ? fmt::format("{}, drawn as {}'s new head of family, waits for his bride", CardNamed(At(gc, "heir")),
                           Who(At(gc, "player")))
             : "no drawn heir waits for a bride";
}

void TellGenerationalChange(const Json& a, const Json& b, std::vector<NarratedChange>& out) {
  if (!a.is_object() || !b.is_object()) {
    out.push_back({"/generational_change",
                   b.is_object() ? fmt::format("a generational change is under way in {}'s family{}", Who(At(b, "player")),
                                               At(b, "heir").is_string() ? "; " + HeirPart(b) : "")
                                 : "no generational change is under way"});
    return;
  }
  if (At(a, "player") != At(b, "player"))
    out.push_back({"/generational_change/player",
                   fmt::format("the generational change is under way in {}'s family", Who(At(b, "player")))});
  if (At(a, "heir") != At(b, "heir")) out.push_back({"/generational_change/heir", HeirPart(b)});
}

void TellFingers(const Json& a, const Json& b, std::vector<NarratedChange>& out) {
  const Json &was = At(a, "shown"), &now = At(b, "shown");
  if (!b.is_object() || !a.is_object() || was.size() != now.size()) {
    out.push_back({"/fingers", b.is_object() ? "the players are showing fingers to determine the first player"
                                             : "no finger game is being played"});
    return;
  }
  for (std::size_t p = 0; p < now.size(); ++p)
    if (was[p] != now[p])
      out.push_back({"/fingers/shown/*", now[p].is_number_integer()
                                             ? fmt::format("{} shows {}", Seat(static_cast<int>(p)),
                                                           Count(now[p].get<int>(), "finger", "fingers"))
                                             : fmt::format("{} has not shown fingers yet", Seat(static_cast<int>(p)))});
}

// The same place outside a family, said of one card or of several: {singular, plural}; {} for a family.
std::pair<std::string, std::string> LoosePlace(const Json& st, int c) {
  const std::string loc = PlaceOf(st, c).loc;
  if (loc == "deck") return {"is in deck " + DeckOf(c), "are in deck " + DeckOf(c)};
  if (loc == "display") return {"is on the display line", "are on the display line"};
  if (loc == "discard") return {"is discarded from the display line", "are discarded from the display line"};
  if (loc == "dead") return {"has died and is out of the game", "have died and are out of the game"};
  if (loc == "out") return {"is out of the game", "are out of the game"};
  if (loc == "pool") return {"waits among the ancestral couples to be chosen", "wait among the ancestral couples to be chosen"};
  if (loc == "revealed")
    return {"is revealed from the deck while a male heir is sought", "are revealed from the deck while a male heir is sought"};
  return {};
}

// One sentence per card in a family; the cards that went to the same place outside the families together
// ("Henri of Brabant and Pedro af Sverige are discarded from the display line").
void TellCards(const Json& a, const Json& b, std::vector<NarratedChange>& out) {
  const Json &ca = At(a, "cards"), &cb = At(b, "cards");
  std::vector<std::pair<std::pair<std::string, std::string>, std::vector<std::string>>> loose;
  for (std::size_t i = 0; i < cb.size(); ++i) {
    if (ca[i] == cb[i]) continue;
    const int c = static_cast<int>(i);
    const auto place = LoosePlace(b, c);
    if (place.first.empty()) {
      out.push_back({"/cards/*", CardSentence(b, c, &a)});
      continue;
    }
    auto same = std::find_if(loose.begin(), loose.end(), [&](const auto& g) { return g.first == place; });
    if (same == loose.end()) loose.push_back({place, {Name(c)}});
    else same->second.push_back(Name(c));
  }
  for (const auto& [place, names] : loose)
    out.push_back({"/cards/*", Join(names) + " " + (names.size() == 1 ? place.first : place.second)});
}

void TellLists(const Json& a, const Json& b, std::vector<NarratedChange>& out) {
  const Json &ca = At(a, "cards"), &cb = At(b, "cards");
  if (ca.size() != cb.size()) out.push_back({"/cards", fmt::format("{} character cards are in the game", cb.size())});
  else
    TellCards(a, b, out);
  const Json &pa = At(a, "players"), &pb = At(b, "players");
  if (pa.size() != pb.size()) out.push_back({"/players", fmt::format("{} players are at the table", pb.size())});
  else
    for (std::size_t p = 0; p < pb.size(); ++p)
      if (pa[p] != pb[p]) out.push_back({"/players/*", PlayerSentence(pa[p], pb[p], static_cast<int>(p))});
  const Json &ba = At(a, "presented"), &bb = At(b, "presented");
  if (ba.size() != bb.size()) out.push_back({"/presented", "the presented brides are listed anew"});
  else
    for (std::size_t p = 0; p < bb.size(); ++p)
      if (ba[p] != bb[p])
        out.push_back({"/presented/*", bb[p].is_string() ? fmt::format("{} presents {} as a bride", Seat(static_cast<int>(p)),
                                                                       CardNamed(bb[p]))
                                                         : fmt::format("{} has no bride at court", Seat(static_cast<int>(p)))});
}

}  // namespace

std::string CardSentence(const Json& st, int c, const Json* before) {
  const Place p = PlaceOf(st, c);
  const Place was = before ? PlaceOf(*before, c) : p;
  const bool same_place = was.loc == p.loc && was.owner == p.owner;
  const std::string name = Name(c);
  if (const auto place = LoosePlace(st, c); !place.first.empty()) return name + " " + place.first;
  if (p.loc != "owned" && p.loc != "dying") return fmt::format("{} is in an unknown place", name);
  std::string out = fmt::format("{} {} in {}'s family, in the {}", name, p.loc == "dying" ? "is dying of old age" : "is",
                                Seat(p.owner), p.row == 0 ? "top row" : p.row == 1 ? "second row" : "third row");
  if (p.spouse >= 0 && (!before || !same_place || was.spouse != p.spouse)) out += ", married to " + Name(p.spouse);
  if (p.activated && (!before || (same_place && !was.activated))) out += ", activated this round";
  if (!p.parents.empty() && (!before || (same_place && was.parents != p.parents))) {
    std::string traits = p.parents;
    for (char& ch : traits)
      if (ch == ',') ch = ' ';
    std::vector<std::string> words;
    for (std::size_t at = 0; at < traits.size();) {
      const std::size_t end = std::min(traits.find(' ', at), traits.size());
      words.push_back(traits.substr(at, end - at));
      at = end + 1;
    }
    out += fmt::format(", born to parents of the {} {}", Join(words), words.size() == 1 ? "trait" : "traits");
  }
  return out;
}

std::vector<NarratedChange> Differences(const Json& before, const Json& after) {
  const Json &a = At(before, "state"), &b = At(after, "state");
  std::vector<NarratedChange> out;
  auto changed = [&](const char* key) { return At(a, key) != At(b, key); };
  if (changed("phase")) out.push_back({"/phase", PhaseSentence(after)});
  if (changed("round")) out.push_back({"/round", RoundSentence(b)});
  if (changed("first_player")) {
    // Before the finger game (or the draw) has decided, the field holds no first player yet.
    const Json& ph = At(b, "phase");
    const bool undecided = ph == "deal-display" || ph == "choose-first" || ph == "fingers";
    out.push_back({"/first_player", undecided ? std::string("the first player is not decided yet")
                                              : fmt::format("{} is the first player", Who(At(b, "first_player")))});
  }
  if (changed("display_card_taken"))
    out.push_back({"/display_card_taken", At(b, "display_card_taken") == true
                                              ? "a card has been taken from the display line this round"
                                              : "no card has been taken from the display line this round"});
  if (changed("decks_run_out")) out.push_back({"/decks_run_out", DecksSentence(b)});
  if (changed("generational_changes_due")) out.push_back({"/generational_changes_due", ChangesSentence(b, true)});
  if (changed("generational_changes_done")) out.push_back({"/generational_changes_done", ChangesSentence(b, false)});
  TellLists(a, b, out);
  if (changed("activation")) TellActivation(At(a, "activation"), At(b, "activation"), b, out);
  if (changed("revealed"))
    out.push_back({"/revealed", At(b, "revealed") == true ? "the presented brides are revealed"
                                                          : "the presented brides are not revealed"});
  if (changed("ability")) TellAbility(At(a, "ability"), At(b, "ability"), out);
  if (changed("generational_change")) TellGenerationalChange(At(a, "generational_change"), At(b, "generational_change"), out);
  if (changed("fingers")) TellFingers(At(a, "fingers"), At(b, "fingers"), out);
  return out;
}

}  // namespace peerage::an::narrate
