// Noblemen narrator: the rulebook's names for the public state's values (lands, Scandal cards, titles,
// structures, groups, phases) and small readers of the public state shared by nm_narrate*.cc.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>

#include <fmt/format.h>

#include "model/games/noblemen/nm_narrate.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm::narrate {

// ---- names ----------------------------------------------------------------------------------------------

std::vector<EstateTile> ParseTiles(const std::string& tiles) {
  std::vector<EstateTile> out;
  std::istringstream in(tiles);
  std::string item;
  while (in >> item) {
    EstateTile t;
    char land[3] = {0, 0, 0};
    if (std::sscanf(item.c_str(), "%d,%d,%2s", &t.x, &t.y, land) < 3) continue;
    t.land = land[0];
    t.structure = land[1];
    out.push_back(t);
  }
  return out;
}

std::vector<EstateTile> ParseGroups(const std::string& groups) { return ParseTiles(groups); }

std::string Join(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

std::string Count(int n, const std::string& one, const std::string& many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string CardTitle(const std::string& card) {
  std::string out;
  bool start = true;
  for (char c : card) {
    if (c == '-') { out += ' '; start = true; continue; }
    out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  for (const char* small : {" Of ", " The ", " With "}) {  // "Favor of the Vicar", "War with Spain"
    std::string lower = small;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    for (auto at = out.find(small); at != std::string::npos; at = out.find(small)) out.replace(at, lower.size(), lower);
  }
  return out;
}

std::string ACard(const std::string& card) {
  const std::string name = CardTitle(card);
  const bool vowel = !name.empty() && std::string("AEIOU").find(name[0]) != std::string::npos;
  return (vowel ? "an " : "a ") + name + " card";
}

std::string LandList(const Json& lands) {
  std::vector<std::string> parts;
  for (int l = 0; l < kNumLands; ++l) {
    const int n = IntOr(lands, LandName(l), 0);
    if (n > 0) parts.push_back(Count(n, LandName(l), std::string(LandName(l)) + "s"));
  }
  return Join(parts);
}

std::string CardList(const Json& cards) {
  std::vector<std::string> parts;
  for (int c = 0; c < kNumCards; ++c) {
    const int n = IntOr(cards, CardName(c), 0);
    if (n == 1) parts.push_back(CardTitle(CardName(c)));
    else if (n > 1) parts.push_back(fmt::format("{} {} cards", n, CardTitle(CardName(c))));
  }
  return Join(parts);
}

std::string TitleTitle(const Json& title) {
  if (!title.is_string()) return "";
  std::string t = title.get<std::string>();
  if (!t.empty()) t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

std::string StructureWord(char s) {
  switch (s) {
    case 'K': return "Castle";
    case 'Q': return "Palace";
    case 'H': return "Church";
    case '1': return "Country Folly";
    case '2': return "Wealth Folly";
    case '3': return "Prestige Folly";
    case '4': return "Grand Folly";
    default: return "structure";
  }
}

std::string GroupName(char land) {
  switch (land) {
    case 'W': return "Forest";
    case 'P': return "Garden";
    case 'F': return "Plantation";
    default: return "group";
  }
}

std::string PhaseWords(const std::string& phase) {
  static const std::pair<const char*, const char*> kWords[] = {
      {"deal", "set-up: lands dealt from the bag"}, {"mulligan", "set-up: lands set aside for replacements"},
      {"mulligan-draw", "set-up: replacement lands drawn"}, {"crown-draw", "set-up: the Queen's crown given at random"},
      {"card-draw", "Scandal cards dealt"}, {"card-choose", "a dealt Scandal card kept"},
      {"card-order", "dealt Scandal cards put under the deck"}, {"murder-offer", "Murder offered at the start of the turn"},
      {"main", "choosing an action, a Scandal card, a trade or the end of the turn"}, {"lands", "playing lands"},
      {"group-pick", "choosing which square the land just placed makes a group"},
      {"land-draw", "lands drawn from the bag"}, {"maa-offer", "the Men-at-Arms action after a new Castle"},
      {"forest-give", "lands given for a Men-at-Arms on a Forest"}, {"donate", "donating land to the Church"},
      {"bribe", "buying Bribe Royalty chits"}, {"redeem", "redeeming chits"},
      {"trade-pick", "picking a land from the bag for a trade"}, {"purloin", "trading lands with the bag by Purloin"},
      {"purloin-pick", "picking a land from the bag for Purloin"}, {"treachery", "placing a Men-at-Arms by Treachery"},
      {"treason", "choosing the opponent of High Treason"}, {"ball", "a Masquerade Ball"}, {"game-over", "the game is over"}};
  for (const auto& [name, words] : kWords)
    if (phase == name) return words;
  return "an unnamed step";
}

int IntOr(const Json& j, const char* key, int fallback) {
  if (!j.is_object()) return fallback;
  const auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

int IntAt(const Json& j, const char* key, int i, int fallback) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_array()) return fallback;
  const Json& a = j[key];
  return i >= 0 && i < static_cast<int>(a.size()) && a[i].is_number_integer() ? a[i].get<int>() : fallback;
}

}  // namespace peerage::nm::narrate
