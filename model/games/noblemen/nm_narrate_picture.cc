// Noblemen narrator: the small text picture of a public state for FAQ examples (whose turn, then only the
// focused parts), its legend, and the check that a position could arise at a table.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/noblemen/nm_narrate.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm::narrate {

const char* const kLegend =
    "C: clearing\n"
    "W: wood\n"
    "P: pond\n"
    "F: farm\n"
    "2W: a count before a land letter, here 2 woods\n"
    "K: Castle (on a clearing)\n"
    "Q: Palace (on a clearing)\n"
    "H: Church (on a clearing)\n"
    "1, 2, 3, 4: Country, Wealth, Prestige, Grand Folly (on a clearing)\n"
    "x,y: a land's column and row in its estate, the starting clearing at 0,0\n"
    "VP: victory points\n"
    "CK, CQ, CH: a clearing with a Castle, a Palace or a Church on it\n"
    "screen 1F: the lands behind a player's screen, counted (here one farm)\n"
    "(top-left corners): a Forest, Garden or Plantation is a 2x2 group, named by its top-left land\n"
    "decade marker on 7: the space of the decade marker on the decade track; the decade ends when it reaches the "
    "track's end\n"
    "price spaces 3, 4 and 5 (1 the cheapest): spaces of a structure's row on the action board, numbered from "
    "the cheapest\n";

namespace {

const char kLetters[kNumLands] = {'C', 'W', 'P', 'F'};

const Json& Get(const Json& j, const char* key) {
  static const Json kNull;
  return j.is_object() && j.contains(key) ? j[key] : kNull;
}

std::string Letters(const Json& lands) {
  std::vector<std::string> parts;
  for (int l = 0; l < kNumLands; ++l)
    if (const int n = IntOr(lands, LandName(l), 0); n > 0) parts.push_back(fmt::format("{}{}", n, kLetters[l]));
  return parts.empty() ? "none" : fmt::format("{}", fmt::join(parts, " "));
}

int Total(const Json& counts) {
  int n = 0;
  if (counts.is_object())
    for (const auto& [k, v] : counts.items()) n += v.is_number_integer() ? v.get<int>() : 0;
  return n;
}

std::string Header(const Json& st) {
  const std::string phase = Get(st, "phase").is_string() ? Get(st, "phase").get<std::string>() : "";
  const int active = IntOr(st, "active", 0), decade = IntOr(st, "decade", 0), balls = IntOr(st, "balls", 0);
  const Json& crown = Get(st, "crown");
  const Json& deal = Get(Get(st, "turn"), "deal");
  std::string who = fmt::format("{}'s turn", Seat(active));
  if (phase == "deal" || phase == "mulligan" || phase == "mulligan-draw" || phase == "crown-draw") who = "";
  else if (phase == "ball") who = "Masquerade Ball";
  else if (phase == "game-over") who = "Game over";
  else if (phase == "murder-offer") who = fmt::format("Start of {}'s turn", Seat(active));
  else if (deal.is_object() && deal.value("for", std::string()) == "decade") who = "Start of the decade";
  const std::string when = decade >= 3 ? "after the third decade"
                                       : fmt::format("decade {} of 3, decade marker on {}, {} held", decade + 1,
                                                     IntOr(st, "marker", 0), Count(balls, "Ball", "Balls"));
  // The round of last turns after the second Ball: whether this turn is the last before the decade's scoring.
  const int last_turns = IntOr(st, "final_left", 0);
  std::string last;
  if (decade < 3 && last_turns == 1) last = ", this turn the last after the second Ball, before the decade's scoring";
  else if (decade < 3 && last_turns > 1)
    last = fmt::format(", {} turns left after the second Ball, this one among them, before the decade's scoring", last_turns);
  std::string what = PhaseWords(phase);
  if (who.empty()) what[0] = 'S';  // "Set-up: ..."
  else if (phase == "ball" || phase == "game-over") what = who;
  else what = fmt::format("{} ({})", who, what);
  return fmt::format("{}; {}{}; crown: {}", what, when, last,
                     crown.is_number_integer() ? Seat(crown.get<int>()) : "nobody yet");
}

// Whether a focus pattern and a pointer (either may hold '*') name overlapping parts: one is a prefix of the
// other, segment by segment, a '*' on either side matching any segment.
bool Overlap(const std::string& a, const std::string& b) {
  if (a.size() <= 1 || b.size() <= 1) return true;  // "/" (or "") is the whole state
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    const std::size_t ei = a.find('/', i + 1), ej = b.find('/', j + 1);
    const std::string sa = a.substr(i, ei == std::string::npos ? std::string::npos : ei - i);
    const std::string sb = b.substr(j, ej == std::string::npos ? std::string::npos : ej - j);
    if (sa != sb && sa != "/*" && sb != "/*") return false;
    if (ei == std::string::npos || ej == std::string::npos) return true;
    i = ei, j = ej;
  }
  return true;
}

bool Matches(const std::vector<std::string>& focus, const std::string& pointer) {
  return std::any_of(focus.begin(), focus.end(), [&](const std::string& f) { return Overlap(f, pointer); });
}

// "Men-at-Arms: both in the supply", "Men-at-Arms: one on p1's group at 2,3, one in the supply".
std::string Maa(const Json& maa) {
  std::vector<std::string> placed;
  int in_supply = 0;
  if (maa.is_array())
    for (const Json& m : maa) {
      if (m.is_array() && m.size() == 3)
        placed.push_back(fmt::format("on {}'s group at {},{}", Seat(m[0].get<int>()), m[1].dump(), m[2].dump()));
      else
        ++in_supply;
    }
  if (placed.empty()) return in_supply == 2 ? "Men-at-Arms: both in the supply" : in_supply == 1 ? "Men-at-Arms: in the supply" : "Men-at-Arms: none";
  std::vector<std::string> parts;
  for (const std::string& p : placed) parts.push_back((placed.size() + in_supply > 1 ? "one " : "") + p);
  if (in_supply > 0) parts.push_back(in_supply == 1 ? "one in the supply" : std::to_string(in_supply) + " in the supply");
  return "Men-at-Arms: " + Join(parts);
}

std::string Tiles(const Json& tiles) {
  std::vector<std::string> parts;
  for (const EstateTile& t : ParseTiles(tiles.is_string() ? tiles.get<std::string>() : ""))
    parts.push_back(fmt::format("{},{} {}{}", t.x, t.y, t.land, t.structure ? std::string(1, t.structure) : ""));
  return "estate " + fmt::format("{}", fmt::join(parts, ", "));
}

std::string Groups(const Json& groups) {
  std::vector<std::string> parts;
  for (const EstateTile& g : ParseGroups(groups.is_string() ? groups.get<std::string>() : ""))
    parts.push_back(fmt::format("{} at {},{}", GroupName(g.land), g.x, g.y));
  return parts.empty() ? "no Forest, Garden or Plantation" : Join(parts);
}

// A player's field in a few words.
std::string Short(const std::string& key, const Json& v) {
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  const bool on = v.is_boolean() && v.get<bool>();
  if (key == "pounds") return Count(n, "pound", "pounds");
  if (key == "vp") return fmt::format("{} VP", n);
  if (key == "title") return v.is_string() ? TitleTitle(v) : "no title during the Ball";
  if (key == "screen") return "screen " + Letters(v);
  if (key == "aside") return "set aside " + Letters(v);
  if (key == "hand") { const std::string c = CardList(v); return "hand: " + (c.empty() ? "none" : c); }
  if (key == "offered") { const std::string c = CardList(v); return "offered: " + (c.empty() ? "none" : c); }
  if (key == "chits") return Count(n, "chit", "chits");
  if (key == "acquire_used") return on ? "Acquire Land token spent" : "Acquire Land token kept";
  if (key == "taxes_used") return on ? "Taxes token spent" : "Taxes token kept";
  if (key == "treason") return on ? "under High Treason" : "not under High Treason";
  if (key == "maa") return Maa(v);
  if (key == "tiles") return Tiles(v);
  if (key == "groups") return Groups(v);
  return key;
}

const char* const kPlayerKeys[] = {"title", "vp", "pounds", "chits", "screen", "aside", "hand", "offered", "acquire_used",
                                   "taxes_used", "treason", "maa", "tiles", "groups"};

std::string PlayerLine(const Json& st, int p, const std::vector<std::string>& focus) {
  const Json& pl = st["players"][p];
  std::vector<std::string> parts;
  for (const char* key : kPlayerKeys)
    if (Matches(focus, fmt::format("/players/{}/{}", p, key))) parts.push_back(Short(key, Get(pl, key)));
  if (Matches(focus, fmt::format("/draws/{}", p))) parts.push_back(IntAt(st, "draws", p, 0) == 0 ? std::string("no land owed from the bag") : fmt::format("owed {} from the bag", Count(IntAt(st, "draws", p, 0), "land", "lands")));
  if (Matches(focus, fmt::format("/prestige/{}", p))) {
    const Json& at = Get(st, "prestige").is_array() && p < static_cast<int>(st["prestige"].size()) ? st["prestige"][p] : Json();
    parts.push_back(at.is_number_integer() ? fmt::format("prestige marker on {}", at.get<int>()) : "prestige marker off the track");
  }
  return parts.empty() ? "" : fmt::format("{}: {}", Seat(p), fmt::join(parts, ", "));
}

std::string SummaryLine(const Json& st, int p) {
  const Json& pl = st["players"][p];
  const int lands = static_cast<int>(ParseTiles(Get(pl, "tiles").is_string() ? pl["tiles"].get<std::string>() : "").size());
  return fmt::format("{}: {}, {} VP, {}; {} in the estate, {} behind the screen; {}", Seat(p), TitleTitle(Get(pl, "title")).empty() ? "no title" : TitleTitle(pl["title"]),
                     IntOr(pl, "vp", 0), Count(IntOr(pl, "pounds", 0), "pound", "pounds"), Count(lands, "land", "lands"),
                     Count(Total(Get(pl, "screen")), "land", "lands"), Count(Total(Get(pl, "hand")), "Scandal card", "Scandal cards"));
}

// The table's parts outside the players, each told in one line when focused.
const char* const kTableKeys[] = {"bag", "donated", "bottom", "castle_slots", "church_slots", "palaces_board", "follies_left",
                                  "follies_built", "castles_supply", "churches_supply", "palaces_supply", "titles_supply",
                                  "chits_supply", "war", "war_pounds", "final_left", "card_queue"};

std::vector<std::string> TableLines(const Json& st, const std::vector<std::string>& focus) {
  std::vector<std::string> lines;
  for (const char* key : kTableKeys) {
    // The last turns after the second Ball are said in the header (Header).
    if (std::string(key) == "final_left" && IntOr(st, "final_left", 0) > 0 && IntOr(st, "decade", 0) < 3) continue;
    if (Matches(focus, std::string("/") + key)) lines.push_back(TableSentence(st, std::string("/") + key));
  }
  if (Matches(focus, "/pile")) {
    std::vector<std::string> cards;
    for (int c = 0; c < kNumCards; ++c)
      if (const int n = IntOr(Get(st, "pile"), CardName(c), 0); n > 0 && Matches(focus, std::string("/pile/") + CardName(c)))
        cards.push_back(fmt::format("{} {}", CardTitle(CardName(c)), n));
    lines.push_back(fmt::format("shuffled Scandal deck: {}{}", Count(Total(Get(st, "pile")), "card", "cards"),
                                cards.empty() ? "" : fmt::format(" ({})", fmt::join(cards, ", "))));
  }
  if (Get(st, "turn").is_object())
    for (const auto& [key, value] : st["turn"].items()) {
      const bool set = !(value.is_null() || value == false || value == 0);
      if (set && Matches(focus, "/turn/" + key)) lines.push_back(TableSentence(st, "/turn/" + key));
    }
  return lines;
}

}  // namespace

std::string Picture(const Json& public_state, const std::vector<std::string>& focus) {
  const Json& st = Get(public_state, "state");
  const int n = Get(st, "players").is_array() ? static_cast<int>(st["players"].size()) : 0;
  std::vector<std::string> lines = {Header(st)};
  try {
    if (focus.empty()) {
      for (int p = 0; p < n; ++p) lines.push_back(SummaryLine(st, p));
    } else {
      for (int p = 0; p < n; ++p)
        if (std::string line = PlayerLine(st, p, focus); !line.empty()) lines.push_back(line);
      for (std::string& line : TableLines(st, focus)) lines.push_back(line);
    }
  } catch (const std::exception&) {
    lines.push_back("(the rest of the position cannot be read)");
  }
  if (lines.size() > 12) {
    const std::size_t cut = lines.size() - 11;
    lines.resize(11);
    lines.push_back(fmt::format("and {} more focused {} left out", cut, cut == 1 ? "line" : "lines"));
  }
  return fmt::format("{}\n", fmt::join(lines, "\n"));
}

// ---- plausibility ----------------------------------------------------------------------------------------

namespace {

// Victory points a player's table shows they must have earned, since victory points are never lost: the
// title's points (scored at the Ball that gave it), one per chit held (each bought for one point), and the
// Follies on their estate (the cheapest ones: 6, 8, 10, 12 in building order).
int EarnedAtLeast(const Json& pl) {
  static const int kTitleVp[] = {0, 1, 3, 5, 7};
  static const char* const kTitles[] = {"baron", "viscount", "earl", "marquess", "duke"};
  int vp = IntOr(pl, "chits", 0);
  for (int t = 0; t < 5; ++t)
    if (Get(pl, "title") == kTitles[t]) vp += kTitleVp[t];
  int follies = 0;
  for (const EstateTile& t : ParseTiles(Get(pl, "tiles").is_string() ? pl["tiles"].get<std::string>() : ""))
    follies += t.structure >= '1' && t.structure <= '4';
  static const int kCheapest[] = {0, 6, 14, 24, 36};
  return vp + kCheapest[std::min(follies, 4)];
}

std::string StartClearing(const Json& pl, int p) {
  for (const EstateTile& t : ParseTiles(Get(pl, "tiles").is_string() ? pl["tiles"].get<std::string>() : ""))
    if (t.x == 0 && t.y == 0)
      return t.land == 'C' && (t.structure == 'K' || t.structure == 'Q')
                 ? ""
                 : fmt::format("{}'s starting clearing holds no Castle or Palace, yet no structure ever leaves an estate", Seat(p));
  return fmt::format("{}'s estate lacks its starting clearing", Seat(p));
}

}  // namespace

std::string Implausible(const Json& public_state) {
  const Json& st = Get(public_state, "state");
  if (!Get(st, "players").is_array()) return "";
  const bool before_first_ball = IntOr(st, "decade", 0) == 0 && IntOr(st, "balls", 0) == 0 &&
                                 Get(st, "phase") != "ball" && Get(st, "phase") != "game-over";
  for (int p = 0; p < static_cast<int>(st["players"].size()); ++p) {
    const Json& pl = st["players"][p];
    if (std::string why = StartClearing(pl, p); !why.empty()) return why;
    if (before_first_ball && Get(pl, "title").is_string() && Get(pl, "title") != "baron")
      return fmt::format("{} is {} {} before the first Masquerade Ball, where titles are first handed out", Seat(p),
                         pl["title"] == "earl" ? "an" : "a", TitleTitle(pl["title"]));
    const int earned = EarnedAtLeast(pl), vp = IntOr(pl, "vp", 0);
    if (vp < earned)
      return fmt::format("{} has {}, fewer than the {} their title, chits and Follies alone earned", Seat(p),
                         Count(vp, "victory point", "victory points"), earned);
  }
  return "";
}

}  // namespace peerage::nm::narrate
