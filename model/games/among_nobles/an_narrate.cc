// Among Nobles' narrator (GameInfo::narrator, model/core/narrator.h): its actions and the differences between
// two public states told in the rulebook's words. Reads the public state (among_nobles.h, "Public state")
// and action texts only; cards by the shipped card data. Picture, legend and implausible positions:
// an_narrate_picture.cc.
#include "model/games/among_nobles/an_narrate.h"

#include <algorithm>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/public_state.h"

namespace peerage::an::narrate {

const Json& At(const Json& obj, const char* key) {
  static const Json null;
  return obj.is_object() && obj.contains(key) ? obj[key] : null;
}
int IntAt(const Json& obj, const char* key, int fallback) {
  const Json& v = At(obj, key);
  return v.is_number_integer() ? v.get<int>() : fallback;
}
std::string StrAt(const Json& obj, const char* key) {
  const Json& v = At(obj, key);
  return v.is_string() ? v.get<std::string>() : "";
}

const CardData& Cards() {
  static const std::shared_ptr<const GameData> data = LoadCardData(Json::parse(kAmongNoblesCards));
  return static_cast<const CardData&>(*data);
}

namespace {

// The number after a one-letter prefix ("c13" -> 13), -1 when there is none.
int NumberAfter(std::string_view text, std::size_t from) {
  int n = 0;
  bool any = false;
  for (std::size_t i = from; i < text.size() && text[i] >= '0' && text[i] <= '9' && n < 100000; ++i, any = true)
    n = n * 10 + (text[i] - '0');
  return any ? n : -1;
}
const Card* CardAt(int c) { return c >= 0 && c < static_cast<int>(Cards().cards.size()) ? &Cards().cards[c] : nullptr; }
bool Male(int c) { return CardAt(c) && CardAt(c)->male; }
constexpr std::array<const char*, 4> kAges = {"ancestral", "I", "II", "III"};
constexpr std::array<const char*, 4> kSeriesOrdinal = {"first", "second", "third", "fourth"};
// The activated head's cost of one kind: his nobility's cost term, else the rulebook's price.
int HeadCost(const Json& state, CostKind kind) {
  static constexpr std::array<int, kNumCosts> kBase = {1, 1, 2, 2};
  if (const Card* h = CardAt(Head(state)))
    for (const Term& t : h->terms)
      if (t.kind == kTCost && t.cost == kind) return t.n;
  return kBase[kind];
}
std::string Gold(int n) { return fmt::format("{} gold", n); }

}  // namespace

// ---- shared helpers ---------------------------------------------------------------------------------------

Place PlaceOf(const Json& state, int card) {
  Place p;
  const Json& cards = At(state, "cards");
  if (!cards.is_array() || card < 0 || card >= static_cast<int>(cards.size()) || !cards[card].is_string()) return p;
  const std::string text = cards[card].get<std::string>();
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    const std::string word = text.substr(at, end - at);
    if (at == 0) p.loc = word;
    else if (word == "act") p.activated = true;
    else if (word.rfind("parents:", 0) == 0) p.parents = word.substr(8);
    else if (word[0] == 'p') p.owner = NumberAfter(word, 1);
    else if (word[0] == 'r') p.row = NumberAfter(word, 1);
    else if (word[0] == 's') p.spouse = NumberAfter(word, 1);
    at = end + 1;
  }
  return p;
}

int NumPlayers(const Json& pub) {
  const int n = IntAt(pub, "players", 0);
  return n > 0 ? n : static_cast<int>(At(At(pub, "state"), "players").size());
}
int NumCards(const Json& state) { return static_cast<int>(At(state, "cards").size()); }

std::string Name(int card) {
  const Card* c = CardAt(card);
  return c ? c->TableName() : fmt::format("card {}", card);
}

int CardByName(const Json& name) {
  if (!name.is_string()) return -1;
  const auto& cards = Cards().cards;
  for (std::size_t c = 0; c < cards.size(); ++c)
    if (cards[c].name == name.get<std::string>()) return static_cast<int>(c);
  return -1;
}

std::string Traits(int card) {
  const Card* c = CardAt(card);
  if (!c) return "unknown";
  std::vector<std::string> traits;
  for (int t = 0; t < kNumTraits; ++t)
    if (c->traits >> t & 1) traits.push_back(TraitName(t));
  return fmt::format("{}, {}", c->male ? "male" : "female", Join(traits));
}

std::string DeckOf(int card) { return CardAt(card) ? kAges[std::clamp(CardAt(card)->deck, 0, 3)] : "?"; }

std::string Province(int province) {
  const auto& ps = Cards().provinces;
  return province >= 0 && province < static_cast<int>(ps.size()) ? ps[province].name : fmt::format("province {}", province + 1);
}

std::string Join(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return out;
}

std::string Count(long long n, const std::string& one, const std::string& many) {
  return n == 0 ? "no " + one : n == 1 ? "1 " + one : fmt::format("{} {}", n, many);
}

std::string ActionWord(const std::string& word) {
  if (word == "son") return "male birth";
  if (word == "daughter") return "female birth";
  if (word == "child") return "birth";
  return word.empty() ? "next" : word;
}

int Head(const Json& state) { return CardByName(At(At(state, "activation"), "head")); }
int Wife(const Json& state, int head) {
  if (head < 0) return -1;
  const Place p = PlaceOf(state, head);
  return p.spouse >= 0 && !Male(p.spouse) ? p.spouse : -1;
}

std::string CharacterOrCouple(const Json& state, int head) {
  const int wife = Wife(state, head);
  return wife < 0 ? Name(head) : fmt::format("the couple {} and {}", Name(head), Name(wife));
}

std::string CurrentAction(const Json& state) {
  const Json& act = At(state, "activation");
  if (At(act, "hired").is_string()) return At(act, "hired").get<std::string>();
  const Json& left = At(act, "actions");
  return left.is_array() && !left.empty() && left[0].is_string() ? left[0].get<std::string>() : "";
}

int Actor(const Json& pub) {
  const Json& st = At(pub, "state");
  const std::string phase = StrAt(st, "phase");
  const int n = std::max(1, NumPlayers(pub)), first = IntAt(st, "first_player");
  if (phase == "activate") {
    int used = 0;
    for (const Json& p : At(st, "players")) used += IntAt(p, "tokens_used");
    return (first + used) % n;
  }
  if (phase == "series" || phase == "action" || phase == "choose-bride") return PlaceOf(st, Head(st)).owner;
  if (phase == "effect") return IntAt(At(st, "ability"), "player", -1);
  if (phase == "heir-wed") return IntAt(At(st, "generational_change"), "player", -1);
  if (phase == "fingers") {
    const Json& shown = At(At(st, "fingers"), "shown");
    for (int p = 0; p < static_cast<int>(shown.size()); ++p)
      if (shown[p].is_null()) return p;
    return -1;
  }
  if (phase == "pick-couple") {
    int owned = 0;
    for (int c = 0; c < NumCards(st); ++c) owned += PlaceOf(st, c).loc == "owned";
    const int couples = owned / 2, picks = n == 3 ? couples : couples / 2;
    static constexpr std::array<int, 3> kOffset = {-1, 0, 1};
    return (first + kOffset[std::min(picks, 2)] + n) % n;
  }
  return -1;
}

std::string PhaseSentence(const Json& pub) {
  const Json& st = At(pub, "state");
  const std::string phase = StrAt(st, "phase");
  const std::string who = Seat(std::max(0, Actor(pub)));
  const int head = Head(st);
  const Json& gc = At(st, "generational_change");
  if (phase == "deal-display") return "in set-up, the display line is being dealt";
  if (phase == "choose-first") return "in set-up, the first player is being determined";
  if (phase == "fingers") return fmt::format("in set-up, {} is to show fingers to determine the first player", who);
  if (phase == "pick-couple") return fmt::format("in set-up, {} is to choose an ancestral couple", who);
  if (phase == "activate") return fmt::format("in the activation phase, {} is to activate a character or couple", who);
  if (phase == "series") return fmt::format("in the activation phase, {} is to choose an action series for {}", who, Name(head));
  if (phase == "action")
    return fmt::format("in the activation phase, {} is to execute the {} action", who, ActionWord(CurrentAction(st)));
  if (phase == "present")
    return fmt::format("in the activation phase, the opponents are presenting brides at court for {}",
                       Name(CardByName(At(At(st, "activation"), "groom"))));
  if (phase == "choose-bride") return fmt::format("in the activation phase, {} is to choose a bride for {}", who,
                                                  Name(CardByName(At(At(st, "activation"), "groom"))));
  if (phase == "effect")
    return fmt::format("in the {} phase, {} is carrying out the ability of {}", gc.is_object() ? "upkeep" : "activation",
                       who, Name(CardByName(At(At(st, "ability"), "card"))));
  if (phase == "refill") return "in the upkeep phase, the display line is being refilled";
  if (phase == "heir-draw")
    return fmt::format("in the upkeep phase, {} is drawing cards until a male heir appears",
                       Seat(IntAt(gc, "player")));
  if (phase == "heir-wed")
    return fmt::format("in the upkeep phase, {} is to choose a bride for the heir {}", who, Name(CardByName(At(gc, "heir"))));
  if (phase == "game-over") return "the game is over";
  return "the game is under way";
}

// ---- actions --------------------------------------------------------------------------------------------

namespace {

struct Told {
  const Json& pub;
  const Json& st;
  std::string who;  // the actor's seat
  std::string kind;
  std::string arg;  // after the ':'
};

std::string Draw(const Told& t, int c) {
  const std::string phase = StrAt(t.st, "phase");
  if (phase == "heir-draw") {
    const std::string p = Seat(IntAt(At(t.st, "generational_change"), "player"));
    return Male(c) ? fmt::format("deck {} gives {} a male heir, {} ({})", DeckOf(c), p, Name(c), Traits(c))
                   : fmt::format("deck {} reveals {} ({}), no male heir for {}", DeckOf(c), Name(c), Traits(c), p);
  }
  return fmt::format("deck {} puts {} ({}) on the display line", DeckOf(c), Name(c), Traits(c));
}

std::string CouplePick(const Told& t, int k) {
  const auto& couples = Cards().couples;
  if (k < 0 || k >= static_cast<int>(couples.size())) return t.who + " chooses an ancestral couple";
  auto pair = [&](int i) { return fmt::format("{} and {}", Name(couples[i].lord), Name(couples[i].lady)); };
  std::string out = fmt::format("{} chooses the ancestral couple {}", t.who, pair(k));
  const int n = NumPlayers(t.pub), first = IntAt(t.st, "first_player");
  int owned = 0;
  for (int c = 0; c < NumCards(t.st); ++c) owned += PlaceOf(t.st, c).loc == "owned";
  const int picks = n == 3 ? owned / 2 : owned / 4;
  if (n > 3 && picks < 2) {
    const int to = (first + (n == 4 ? 1 + picks : 2 + picks)) % n;
    return out + fmt::format(" and gives the rival couple {} to {}", pair(Cards().RivalOf(k)), Seat(to));
  }
  if (n == 3 && picks == 1)
    for (int i = 0; i < static_cast<int>(couples.size()); ++i)
      if (i != k && PlaceOf(t.st, couples[i].lord).loc == "pool")
        return out + fmt::format("; the last couple, {}, goes to {}", pair(i), Seat((first + 1) % n));
  return out;
}

std::string Activate(const Told& t, int c) {
  const Place p = PlaceOf(t.st, c);
  const std::string who = p.spouse >= 0 ? fmt::format("the couple {} and {}", Name(c), Name(p.spouse)) : Name(c);
  if (p.activated) return fmt::format("{} reactivates {}, for the leftmost action of one series", t.who, who);
  return fmt::format("{} activates {}", t.who, who);
}

std::string Series(const Told& t, int s) {
  const int head = Head(t.st), wife = Wife(t.st, head);
  std::vector<std::string> words;
  for (int c : {head, wife})
    if (const Card* card = CardAt(c); card && s >= 0 && s < 4)
      for (int k = 0; k < card->len[s]; ++k) words.push_back(ActionWord(ActName(card->series[s][k])));
  const std::string ordinal = s >= 0 && s < 4 ? kSeriesOrdinal[s] : "next";
  if (words.empty()) return fmt::format("{} chooses the {} action series", t.who, ordinal);
  if (At(At(t.st, "activation"), "reactivation") == true)
    return fmt::format("{} chooses the {} action series and executes only its leftmost action, {}", t.who, ordinal, words[0]);
  return fmt::format("{} chooses the {} action series: {}", t.who, ordinal, Join(words));
}

std::string Do(const Told& t) {
  const std::string act = CurrentAction(t.st);
  if (act == "piety") return t.who + " takes the piety action and gains 1 prestige point";
  if (act == "commerce") return t.who + " takes the commerce action and gains 1 gold";
  const int head = Head(t.st), wife = Wife(t.st, head);
  const int card = CardAt(head) && CardAt(head)->power == kPIntrigue ? head : wife;
  return fmt::format("{} takes the intrigue action, and the ability of {} applies", t.who, Name(card));
}

std::string War(const Told& t) {
  const std::size_t gt = t.arg.find('>');
  const int to = gt == std::string::npos ? -1 : NumberAfter(t.arg, gt + 2);
  if (t.arg.rfind("supply", 0) == 0) {
    const int cost = HeadCost(t.st, kCostSupplyMove);
    return cost == 0 ? fmt::format("{} moves an army from the supply to {} at no cost", t.who, Province(to))
                     : fmt::format("{} pays {} to move an army from the supply to {}", t.who, Gold(cost), Province(to));
  }
  return fmt::format("{} moves an army from {} to {}", t.who, Province(NumberAfter(t.arg, 1)), Province(to));
}

std::string Birth(const Told& t, int c) {
  const std::string act = CurrentAction(t.st);
  std::string out = fmt::format("{} takes {} ({}) from the display line as a {}", t.who, Name(c), Traits(c),
                                Male(c) ? "son" : "daughter");
  if (act == "son" && HeadCost(t.st, kCostSon) > 0) out += fmt::format(", paying {}", Gold(HeadCost(t.st, kCostSon)));
  if (const Card* card = CardAt(c); card && card->shields > 0)
    out += fmt::format(", and adds {} to the supply for its {}", Count(card->shields, "army", "armies"),
                       card->shields == 1 ? "shield" : "shields");
  return out;
}

std::string Bride(const Told& t, int c) {
  const int from = PlaceOf(t.st, c).owner;
  const std::string groom = Name(CardByName(At(At(t.st, "activation"), "groom")));
  const bool alliance = CardAt(c) && CardAt(c)->power == kAlliance;
  return fmt::format("{} chooses {}, presented by {}, as the bride of {}; {} gains 2 prestige points{}", t.who, Name(c),
                     Seat(from), groom, Seat(from), alliance ? " and her alliance benefit" : "");
}

std::string Return(const Told& t, int actor) {
  const std::size_t slash = t.arg.find('/');
  const int province = NumberAfter(t.arg, 1), owner = slash == std::string::npos ? -1 : NumberAfter(t.arg, slash + 2);
  if (owner == actor) return fmt::format("{} returns one of their own armies from {} to their supply", t.who, Province(province));
  return fmt::format("{} returns one of {}'s armies from {} to {}'s supply", t.who, Seat(owner), Province(province),
                     Seat(owner));
}

std::string Done(const Told& t) {
  const Json& ab = At(t.st, "ability");
  const std::string card = Name(CardByName(At(ab, "card")));
  if (StrAt(ab, "resolving") == "sacrifice")
    return fmt::format("{} sacrifices no daughter for the ability of {}", t.who, card);
  return fmt::format("{} returns no more armies for the ability of {}", t.who, card);
}

std::string PlayerAction(const Told& t, int actor) {
  const int c = t.arg.size() > 1 && t.arg[0] == 'c' ? NumberAfter(t.arg, 1) : -1;
  const std::string groom = Name(CardByName(At(At(t.st, "activation"), "groom")));
  if (t.kind == "couple") return CouplePick(t, NumberAfter(t.arg, 0));
  if (t.kind == "activate") return Activate(t, c);
  if (t.kind == "series") return Series(t, NumberAfter(t.arg, 0) - 1);
  if (t.kind == "skip") {
    const bool hired = At(At(t.st, "activation"), "hired").is_string();
    return fmt::format("{} passes up the {}{} action", t.who, hired ? "hired " : "", ActionWord(CurrentAction(t.st)));
  }
  if (t.kind == "do") return Do(t);
  if (t.kind == "war") return War(t);
  if (t.kind == "birth") return Birth(t, c);
  if (t.kind == "groom")
    return fmt::format("{} pays {} and sends {} to court as a groom", t.who, Gold(HeadCost(t.st, kCostMarriage)), Name(c));
  if (t.kind == "present") return fmt::format("{} presents {} at court as a bride for {}", t.who, Name(c), groom);
  if (t.kind == "bride") return Bride(t, c);
  if (t.kind == "hire")
    return fmt::format("{} pays {} to hire an extra {} action", t.who, Gold(HeadCost(t.st, kCostHire)), t.arg);
  if (t.kind == "return") return Return(t, actor);
  if (t.kind == "sacrifice")
    return fmt::format("{} removes the unmarried daughter {} from the game for the ability of {}", t.who, Name(c),
                       Name(CardByName(At(At(t.st, "ability"), "card"))));
  if (t.kind == "done") return Done(t);
  if (t.kind == "pass") return t.who + " has no character to activate and passes, using an action token";
  if (t.kind == "wed")
    return fmt::format("{} chooses {} as the bride of the heir {}", t.who, Name(c),
                       Name(CardByName(At(At(t.st, "generational_change"), "heir"))));
  if (t.kind == "fingers") return fmt::format("{} shows {}", t.who, Count(NumberAfter(t.arg, 0), "finger", "fingers"));
  return t.who + " takes an action";
}

std::string TellAction(const Json& pub, std::string_view action, int actor) {
  const std::string kind(ActionKind(action));
  const std::string arg = kind.size() < action.size() ? std::string(action.substr(kind.size() + 1)) : "";
  const Told t{pub, At(pub, "state"), actor >= 0 ? Seat(actor) : "chance", kind, arg};
  if (kind == "draw") return Draw(t, NumberAfter(arg, 1));
  if (kind == "first") return fmt::format("the draw makes {} the first player", Seat(NumberAfter(arg, 1)));
  if (actor < 0) return "chance decides";
  return PlayerAction(t, actor);
}

}  // namespace

}  // namespace peerage::an::narrate

namespace peerage::an {

Narrator AmongNoblesNarrator() {
  Narrator n;
  n.action_kinds = {"draw", "first", "couple", "activate", "series", "skip", "do", "war", "birth", "groom",
                    "present", "bride", "hire", "return", "sacrifice", "done", "pass", "wed", "fingers"};
  n.fields = SchemaLeafPatterns(ParsePublicSchema(kAmongNoblesPublicSchema, "among-nobles"));
  n.action = [](const Json& pub, std::string_view action, int actor) -> std::string {
    try {
      return narrate::TellAction(pub, action, actor);
    } catch (const std::exception&) {
      return actor >= 0 ? Seat(actor) + " takes an action" : "chance decides";
    }
  };
  n.differences = narrate::Differences;
  n.picture = narrate::Picture;
  n.legend = narrate::kLegend;
  n.implausible = narrate::Implausible;
  n.totals = {{{"/players/*/gold", "/players/*/prestige", "/players/*/armies"}, narrate::FinalReckoning}};
  return n;
}

}  // namespace peerage::an
