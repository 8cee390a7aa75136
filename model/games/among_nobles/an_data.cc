// Among Nobles card data: the loader. Every field is validated; a bad card is reported as
// ParseError("cards[12] (Name).field", why). Schema: see among_nobles.h and the data file's "schema".
#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {
namespace {

using nlohmann::json;

constexpr std::array<const char*, kNumActs> kActWords = {"warfare", "piety", "commerce", "marriage", "intrigue",
                                                         "hire", "son", "daughter", "child"};
constexpr std::array<const char*, kNumTraits> kTraitWords = {"red", "blue", "yellow", "green"};
constexpr std::array<const char*, kNumPowers> kPowerWords = {"none", "nobility", "christening", "alliance", "legacy",
                                                             "intrigue"};
constexpr std::array<const char*, kNumRes> kResWords = {"gold", "prestige", "army"};
constexpr std::array<const char*, kNumPers> kPerWords = {"", "province_with_army", "row_character", "character",
                                                         "unmarried_female"};
constexpr std::array<const char*, kNumCosts> kCostWords = {"son", "supply_move", "marriage", "hire"};

[[noreturn]] void Bad(const std::string& where, const std::string& why) { throw ParseError(where, why); }

const json& DataField(const json& o, const char* key, const std::string& where) {
  if (!o.is_object()) Bad(where, "expected an object");
  auto it = o.find(key);
  if (it == o.end()) Bad(where + "." + key, "missing");
  return *it;
}
std::string Str(const json& o, const char* key, const std::string& where) {
  const json& v = DataField(o, key, where);
  if (!v.is_string()) Bad(where + "." + key, "expected a string");
  return v.get<std::string>();
}
int Int(const json& o, const char* key, int lo, int hi, const std::string& where) {
  const json& v = DataField(o, key, where);
  if (!v.is_number_integer()) Bad(where + "." + key, "expected an integer");
  const auto x = v.get<long long>();
  if (x < lo || x > hi) Bad(where + "." + key, fmt::format("{} is outside {}..{}", x, lo, hi));
  return static_cast<int>(x);
}
bool Bool(const json& o, const char* key, const std::string& where) {
  const json& v = DataField(o, key, where);
  if (!v.is_boolean()) Bad(where + "." + key, "expected true or false");
  return v.get<bool>();
}
template <size_t N>
int Word(const std::string& s, const std::array<const char*, N>& words, const std::string& where, int from = 0) {
  for (size_t i = from; i < N; ++i)
    if (s == words[i]) return static_cast<int>(i);
  std::string list;
  for (size_t i = from; i < N; ++i) list += (list.empty() ? "" : "|") + std::string(words[i]);
  Bad(where, fmt::format("'{}' is not one of {}", s, list));
}
void Keys(const json& o, std::initializer_list<const char*> allowed, const std::string& where) {
  for (auto it = o.begin(); it != o.end(); ++it) {
    bool ok = false;
    for (const char* k : allowed) ok = ok || it.key() == k;
    if (!ok) Bad(where + "." + it.key(), "unknown field");
  }
}

Gain ParseGain(const json& t, const std::string& where) {
  if (!t.is_object() || !t.contains("gain")) Bad(where, "expected a gain term {gain, amount, per?}");
  Keys(t, {"gain", "amount", "per"}, where);
  Gain g;
  g.res = static_cast<Res>(Word(Str(t, "gain", where), kResWords, where + ".gain"));
  g.amount = Int(t, "amount", 1, 5, where);
  if (t.contains("per")) g.per = static_cast<Per>(Word(Str(t, "per", where), kPerWords, where + ".per", 1));
  return g;
}

Term ParseTerm(const json& t, Power power, const std::string& where) {
  if (!t.is_object()) Bad(where, "expected an effect term object");
  Term term;
  if (t.contains("gain")) {
    term.kind = kTGain;
    term.gain = ParseGain(t, where);
  } else if (t.contains("return_armies")) {
    Keys(t, {"return_armies"}, where);
    term.kind = kTReturnArmies;
    term.n = Int(t, "return_armies", 1, 4, where);
  } else if (t.contains("sacrifice")) {
    Keys(t, {"sacrifice", "then"}, where);
    if (Str(t, "sacrifice", where) != "unmarried_female") Bad(where + ".sacrifice", "must be unmarried_female");
    term.kind = kTSacrifice;
  } else if (t.contains("on_son")) {
    Keys(t, {"on_son"}, where);
    term.kind = kTOnSon;
  } else if (t.contains("cost")) {
    Keys(t, {"cost", "amount"}, where);
    term.kind = kTCost;
    term.cost = static_cast<CostKind>(Word(Str(t, "cost", where), kCostWords, where + ".cost"));
    term.n = Int(t, "amount", 0, 5, where);
  } else {
    Bad(where, "unknown effect term (gain, return_armies, sacrifice, on_son, cost)");
  }
  const bool passive = term.kind == kTOnSon || term.kind == kTCost;
  if (passive != (power == kNobility))
    Bad(where, passive ? "on_son and cost terms need the nobility power" : "a nobility ability holds only on_son and cost terms");
  if (term.kind == kTSacrifice || term.kind == kTOnSon) {
    const char* key = term.kind == kTSacrifice ? "then" : "on_son";
    const json& list = DataField(t, key, where);
    if (!list.is_array() || list.empty() || list.size() > 4) Bad(where + "." + key, "expected 1-4 gain terms");
    for (size_t i = 0; i < list.size(); ++i) term.then.push_back(ParseGain(list[i], fmt::format("{}.{}[{}]", where, key, i)));
  }
  return term;
}

Card ParseCard(const json& c, int index) {
  std::string where = fmt::format("cards[{}]", index);
  if (!c.is_object()) Bad(where, "expected an object");
  Keys(c, {"name", "deck", "gender", "traits", "series", "shields", "power", "ability", "group", "spouse", "sample"}, where);
  Card card;
  card.name = Str(c, "name", where);
  if (card.name.empty()) Bad(where + ".name", "must not be empty");
  where = fmt::format("cards[{}] ({})", index, card.name);
  const std::string deck = Str(c, "deck", where);
  static const std::array<const char*, 4> kDecks = {"ancestral", "I", "II", "III"};
  card.deck = Word(deck, kDecks, where + ".deck");
  const std::string gender = Str(c, "gender", where);
  if (gender != "male" && gender != "female") Bad(where + ".gender", "must be male or female");
  card.male = gender == "male";
  const json& traits = DataField(c, "traits", where);
  Keys(traits, {"top", "bottom"}, where + ".traits");
  card.traits = static_cast<std::uint8_t>((1u << Word(Str(traits, "top", where + ".traits"), kTraitWords, where + ".traits.top")) |
                                          (1u << Word(Str(traits, "bottom", where + ".traits"), kTraitWords, where + ".traits.bottom")));
  const json& series = DataField(c, "series", where);
  if (!series.is_array() || series.size() != 4) Bad(where + ".series", "expected 4 action series");
  int total = 0;
  for (int s = 0; s < 4; ++s) {
    const std::string sw = fmt::format("{}.series[{}]", where, s);
    if (!series[s].is_array() || series[s].size() > 4) Bad(sw, "expected an array of at most 4 action words");
    for (size_t k = 0; k < series[s].size(); ++k) {
      if (!series[s][k].is_string()) Bad(fmt::format("{}[{}]", sw, k), "expected an action word");
      card.series[s][k] = static_cast<std::uint8_t>(Word(series[s][k].get<std::string>(), kActWords, fmt::format("{}[{}]", sw, k)));
    }
    card.len[s] = static_cast<std::uint8_t>(series[s].size());
    total += card.len[s];
  }
  if (total == 0) Bad(where + ".series", "a card needs at least one action");
  card.shields = Int(c, "shields", 0, 5, where);
  card.power = static_cast<Power>(Word(Str(c, "power", where), kPowerWords, where + ".power"));
  const json& ability = DataField(c, "ability", where);
  if (!ability.is_array() || ability.size() > 4) Bad(where + ".ability", "expected an array of at most 4 effect terms");
  if (ability.empty() != (card.power == kPNone)) Bad(where + ".ability", "must be empty exactly when power is none");
  for (size_t i = 0; i < ability.size(); ++i)
    card.terms.push_back(ParseTerm(ability[i], card.power, fmt::format("{}.ability[{}]", where, i)));
  card.sample = Bool(c, "sample", where);
  if (card.deck == 0) {
    static const std::array<const char*, 3> kGroups = {"A", "B", "C"};
    card.group = Word(Str(c, "group", where), kGroups, where + ".group");
  } else if (c.contains("group") || c.contains("spouse")) {
    Bad(where + (c.contains("group") ? ".group" : ".spouse"), "only ancestral cards have a group or spouse");
  }
  return card;
}

}  // namespace

int CardData::RivalOf(int couple) const {
  for (int k = 0; k < static_cast<int>(couples.size()); ++k)
    if (k != couple && couples[k].group == couples[couple].group) return k;
  return couple;
}

std::shared_ptr<const GameData> LoadCardData(const json& j) {
  if (!j.is_object()) Bad("", "expected an object");
  Keys(j, {"schema", "source", "assumptions", "provinces", "cards"}, "");
  auto data = std::make_shared<CardData>();
  const json& provinces = DataField(j, "provinces", "");
  if (!provinces.is_array() || provinces.size() != kProvinces) Bad("provinces", "expected exactly 9 provinces");
  int four_plus = 0;
  for (int i = 0; i < kProvinces; ++i) {
    const std::string where = fmt::format("provinces[{}]", i);
    const json& p = provinces[i];
    if (!p.is_object()) Bad(where, "expected an object");
    Keys(p, {"name", "commerce", "piety", "four_plus", "sample"}, where);
    Province pr{Str(p, "name", where), Int(p, "commerce", 0, 3, where), Int(p, "piety", 0, 3, where),
                Bool(p, "four_plus", where), Bool(p, "sample", where)};
    four_plus += pr.four_plus;
    data->provinces.push_back(pr);
  }
  if (four_plus != 3) Bad("provinces", fmt::format("exactly 3 provinces must be four_plus, found {}", four_plus));
  const json& cards = DataField(j, "cards", "");
  if (!cards.is_array() || cards.size() != kCards) Bad("cards", fmt::format("expected exactly {} cards", kCards));
  std::map<std::string, int> by_name;
  for (int i = 0; i < kCards; ++i) {
    data->cards.push_back(ParseCard(cards[i], i));
    if (!by_name.emplace(data->cards[i].name, i).second)
      Bad(fmt::format("cards[{}] ({}).name", i, data->cards[i].name), "duplicate name");
  }
  // Spouses, couples, groups.
  std::array<int, 4> per_deck{};
  int lords = 0, ladies = 0;
  std::set<int> wed;
  for (int i = 0; i < kCards; ++i) {
    Card& c = data->cards[i];
    const std::string where = fmt::format("cards[{}] ({})", i, c.name);
    ++per_deck[c.deck];
    if (c.deck != 0) continue;
    if (c.male) {
      ++lords;
      if (cards[i].contains("spouse")) Bad(where + ".spouse", "only ancestral ladies name a spouse");
      continue;
    }
    ++ladies;
    const std::string spouse = Str(cards[i], "spouse", where);
    auto it = by_name.find(spouse);
    if (it == by_name.end() || data->cards[it->second].deck != 0 || !data->cards[it->second].male)
      Bad(where + ".spouse", fmt::format("'{}' is not an ancestral lord", spouse));
    if (!wed.insert(it->second).second) Bad(where + ".spouse", fmt::format("'{}' already has a lady", spouse));
    if (data->cards[it->second].group != c.group) Bad(where + ".group", "must be her lord's group");
    c.spouse = it->second;
  }
  if (lords != 6) Bad("cards", fmt::format("expected 6 ancestral lords, found {}", lords));
  if (ladies != 6) Bad("cards", fmt::format("expected 6 ancestral ladies, found {}", ladies));
  for (int d = 1; d <= 3; ++d)
    if (per_deck[d] != 16) Bad("cards", fmt::format("expected 16 cards in deck {}, found {}", std::array<const char*, 4>{"ancestral", "I", "II", "III"}[d], per_deck[d]));
  for (int i = 0; i < kCards; ++i) {
    const Card& c = data->cards[i];
    if (c.deck == 0 && !c.male) data->couples.push_back({c.spouse, i, c.group});
  }
  std::sort(data->couples.begin(), data->couples.end(), [](const Couple& a, const Couple& b) { return a.lord < b.lord; });
  for (int g = 0; g < 3; ++g) {
    int n = 0;
    std::uint8_t traits = 0;
    bool single = true;
    for (const Couple& cp : data->couples) {
      if (cp.group != g) continue;
      ++n;
      for (int x : {cp.lord, cp.lady}) {
        const std::uint8_t t = data->cards[x].traits;
        single = single && (t & (t - 1)) == 0 && (traits & t) == 0;
        traits |= t;
      }
    }
    if (n != 2) Bad("cards", fmt::format("group {} must hold exactly 2 ancestral couples, found {}", "ABC"[g], n));
    if (!single || traits != 0xF)
      Bad("cards", fmt::format("group {} must have one ancestral character of each trait", "ABC"[g]));
  }
  return data;
}

const char* ActName(int a) { return a >= 0 && a < kNumActs ? kActWords[a] : "?"; }
const char* TraitName(int t) { return t >= 0 && t < kNumTraits ? kTraitWords[t] : "?"; }

}  // namespace peerage::an
