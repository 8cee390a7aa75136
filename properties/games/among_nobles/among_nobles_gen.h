// RapidCheck generator of VALID Among Nobles card sets (the constraints of the rulebook as restated in
// data/among-nobles/cards.json's "schema"): 9 provinces with exactly three 4+ ones, 6 ancestral couples in
// groups A/B/C with one character of each trait per group, 16 cards per age, random genders, traits,
// action series, shields and abilities composed from the effect vocabulary. Sometimes every card of one
// age shares a trait, so that a 3-player game with that trait removed meets an empty deck.
#pragma once
#include <algorithm>
#include <array>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>

namespace peerage::props {

inline nlohmann::json GenGain() {
  static const std::array<const char*, 3> kRes = {"gold", "prestige", "army"};
  static const std::array<const char*, 5> kPer = {"", "province_with_army", "row_character", "character",
                                                  "unmarried_female"};
  nlohmann::json g = {{"gain", kRes[*rc::gen::inRange(0, 3)]}, {"amount", *rc::gen::inRange(1, 6)}};
  const int per = *rc::gen::inRange(0, 5);
  if (per > 0) g["per"] = kPer[per];
  return g;
}

inline nlohmann::json GenAbility(const std::string& power) {
  nlohmann::json terms = nlohmann::json::array();
  if (power == "none") return terms;
  const int n = *rc::gen::inRange(1, 4);
  for (int i = 0; i < n; ++i) {
    if (power == "nobility") {
      static const std::array<const char*, 4> kCost = {"son", "supply_move", "marriage", "hire"};
      if (*rc::gen::inRange(0, 2) == 0) terms.push_back({{"on_son", nlohmann::json::array({GenGain()})}});
      else terms.push_back({{"cost", kCost[*rc::gen::inRange(0, 4)]}, {"amount", *rc::gen::inRange(0, 4)}});
      continue;
    }
    switch (*rc::gen::inRange(0, 4)) {
      case 0: terms.push_back({{"return_armies", *rc::gen::inRange(1, 5)}}); break;
      case 1: terms.push_back({{"sacrifice", "unmarried_female"}, {"then", nlohmann::json::array({GenGain()})}}); break;
      default: terms.push_back(GenGain()); break;
    }
  }
  return terms;
}

inline nlohmann::json GenSeries(bool lord) {
  static const std::array<const char*, 9> kActs = {"warfare", "piety", "commerce", "marriage", "intrigue",
                                                   "hire", "son", "daughter", "child"};
  nlohmann::json series = nlohmann::json::array();
  int total = 0;
  for (int s = 0; s < 4; ++s) {
    nlohmann::json one = nlohmann::json::array();
    const int len = *rc::gen::inRange(0, 5);
    for (int k = 0; k < len; ++k) one.push_back(kActs[*rc::gen::inRange(0, 9)]);
    total += len;
    series.push_back(one);
  }
  if (total == 0 || lord) series[3] = nlohmann::json::array({"marriage", "son"});
  return series;
}

// A valid card set as JSON (what a user's data file would hold).
inline rc::Gen<nlohmann::json> GenCardSet() {
  return rc::gen::exec([] {
    static const std::array<const char*, 4> kTraits = {"red", "blue", "yellow", "green"};
    static const std::array<const char*, 6> kPowers = {"none", "nobility", "christening", "alliance", "legacy", "intrigue"};
    nlohmann::json provinces = nlohmann::json::array();
    const auto four_plus = *rc::gen::unique<std::vector<int>>(3, rc::gen::inRange(0, 9));
    for (int i = 0; i < 9; ++i)
      provinces.push_back({{"name", fmt::format("Province {}", i)}, {"commerce", *rc::gen::inRange(0, 4)},
                           {"piety", *rc::gen::inRange(0, 4)},
                           {"four_plus", std::find(four_plus.begin(), four_plus.end(), i) != four_plus.end()},
                           {"sample", true}});
    nlohmann::json cards = nlohmann::json::array();
    auto card = [&](const std::string& name, const std::string& deck, bool male, int top, int bottom, bool lord) {
      const std::string power = kPowers[*rc::gen::inRange(0, 6)];
      return nlohmann::json{{"name", name}, {"deck", deck}, {"gender", male ? "male" : "female"},
                            {"traits", {{"top", kTraits[top]}, {"bottom", kTraits[bottom]}}},
                            {"series", GenSeries(lord)}, {"shields", *rc::gen::inRange(0, 4)}, {"power", power},
                            {"ability", GenAbility(power)}, {"sample", true}};
    };
    for (int g = 0; g < 3; ++g) {
      static const std::array<std::array<int, 4>, 6> kPerms = {{{0, 1, 2, 3}, {1, 3, 0, 2}, {2, 0, 3, 1},
                                                                {3, 2, 1, 0}, {0, 3, 1, 2}, {2, 1, 3, 0}}};
      auto perm = kPerms[*rc::gen::inRange(0, 6)];
      std::rotate(perm.begin(), perm.begin() + *rc::gen::inRange(0, 4), perm.end());
      for (int k = 0; k < 2; ++k) {
        const std::string group(1, static_cast<char>('A' + g));
        const std::string lord = fmt::format("Lord {}{}", group, k);
        nlohmann::json l = card(lord, "ancestral", true, perm[2 * k], perm[2 * k], true);
        l["group"] = group;
        nlohmann::json w = card(fmt::format("Lady {}{}", group, k), "ancestral", false, perm[2 * k + 1], perm[2 * k + 1], false);
        w["group"] = group;
        w["spouse"] = lord;
        cards.push_back(l);
        cards.push_back(w);
      }
    }
    static const std::array<const char*, 3> kAges = {"I", "II", "III"};
    const int skewed_age = *rc::gen::inRange(0, 8);  // < 3: every card of that age shares one trait
    const int skew_trait = *rc::gen::inRange(0, 4);
    for (int a = 0; a < 3; ++a)
      for (int i = 0; i < 16; ++i) {
        const int top = a == skewed_age ? skew_trait : *rc::gen::inRange(0, 4);
        const int bottom = *rc::gen::inRange(0, 5) == 0 && a != skewed_age ? *rc::gen::inRange(0, 4) : top;
        cards.push_back(card(fmt::format("Age {} card {}", kAges[a], i), kAges[a], *rc::gen::arbitrary<bool>(), top,
                             bottom, false));
      }
    return nlohmann::json{{"source", "generated"}, {"assumptions", nlohmann::json::array()}, {"provinces", provinces},
                          {"cards", cards}};
  });
}

}  // namespace peerage::props
