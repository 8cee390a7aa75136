// Noblemen narrator: the differences between two public states, one sentence per player field, card,
// supply, track or turn member, each about the second state's value.
#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "model/games/noblemen/nm_narrate.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm::narrate {
namespace {

std::vector<std::string> Segments(const std::string& pointer) {
  std::vector<std::string> out;
  std::size_t i = 1;
  while (i <= pointer.size()) {
    const std::size_t j = pointer.find('/', i);
    out.push_back(pointer.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  return out;
}

// The pointer a differing leaf is told under: a player's field (screen, hand, Men-at-Arms as one), a card of
// the deck, a member of "turn", one player's entry of a per-player list, or the whole of a list or supply.
std::string GroupOf(const std::string& leaf) {
  const std::vector<std::string> s = Segments(leaf);
  if (s.empty()) return "/";
  const std::string& top = s[0];
  const bool keyed = top == "players" || top == "pile" || top == "turn" || top == "draws" || top == "prestige";
  if (!keyed || s.size() == 1) return "/" + top;
  if (top == "players") return s.size() >= 3 ? fmt::format("/players/{}/{}", s[1], s[2]) : "/players/" + s[1];
  return fmt::format("/{}/{}", top, s[1]);
}

const Json& At(const Json& j, const std::string& pointer) {
  static const Json kNull;
  try {
    const Json::json_pointer ptr(pointer);
    return j.contains(ptr) ? j.at(ptr) : kNull;
  } catch (const std::exception&) {
    return kNull;
  }
}

std::string Num(int n, const std::string& one, const std::string& many) { return Count(n, one, many); }

std::string Ordinal(int k) {
  static const char* const kWords[] = {"first", "second", "third"};
  return k >= 0 && k < 3 ? kWords[k] : fmt::format("number {}", k + 1);
}

// ---- the whole table --------------------------------------------------------------------------------------

std::string Slots(const Json& slots, const std::string& what, const std::string& many) {
  std::vector<std::string> spaces;
  if (slots.is_array())
    for (const Json& s : slots) spaces.push_back(s.dump());
  if (spaces.empty()) return fmt::format("no {} is left on the action board", what);
  return fmt::format("the action board holds {} on price {} {} (1 the cheapest)", Num(static_cast<int>(spaces.size()), what, many),
                     spaces.size() == 1 ? "space" : "spaces", Join(spaces));
}

std::string Follies(const Json& left) {
  std::vector<std::string> names;
  if (left.is_array())
    for (const Json& f : left)
      if (f.is_string()) names.push_back(CardTitle(f.get<std::string>()));
  if (names.empty()) return "every Folly has been built";
  return "the " + Join(names) + (names.size() == 1 ? " Folly is" : " Follies are") + " still to be built";
}

std::string Titles(const Json& supply) {
  static const char* const kNames[] = {"Baron", "Viscount", "Earl", "Marquess", "Duke"};
  std::vector<std::string> parts;
  for (int t = 0; t < 5 && supply.is_array() && t < static_cast<int>(supply.size()); ++t)
    if (supply[t].is_number_integer() && supply[t].get<int>() > 0) parts.push_back(fmt::format("{} {}", supply[t].get<int>(), kNames[t]));
  if (parts.empty()) return "no title is left in the supply";
  return "the supply holds the titles " + Join(parts);
}

std::string Bottom(const Json& bottom) {
  if (!bottom.is_array() || bottom.empty()) return "no card lies under the Scandal deck";
  auto one = [](const Json& e) {
    const std::string card = CardTitle(e.value("card", std::string()));
    const Json by = e.value("by", Json());
    return by.is_number_integer() ? fmt::format("{} (put there face down by {})", card, Seat(by.get<int>()))
                                  : card + " (face up)";
  };
  const int n = static_cast<int>(bottom.size());
  if (n <= 3) {
    std::vector<std::string> parts;
    for (const Json& e : bottom) parts.push_back(one(e));
    return fmt::format("under the Scandal deck, next to be drawn first, {}: {}", n == 1 ? "lies" : "lie", Join(parts));
  }
  return fmt::format("{} cards lie under the Scandal deck: the next to be drawn is {}, the last put there {}", n,
                     one(bottom.front()), one(bottom.back()));
}

std::string Queue(const Json& queue) {
  std::vector<std::string> seats;
  if (queue.is_array())
    for (const Json& p : queue)
      if (p.is_number_integer()) seats.push_back(Seat(p.get<int>()));
  if (seats.empty()) return "no other player waits to be dealt Scandal cards";
  return fmt::format("{} {} still to be dealt Scandal cards", Join(seats), seats.size() == 1 ? "is" : "are");
}

std::string Top(const std::string& key, const Json& v) {
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  if (key == "phase") return "the game is at this step: " + PhaseWords(v.is_string() ? v.get<std::string>() : "");
  if (key == "active") return fmt::format("it is {}'s turn", Seat(n));
  if (key == "crown") return v.is_null() ? "no one holds the Queen's crown yet" : fmt::format("{} holds the Queen's crown", Seat(n));
  if (key == "decade") return n >= 3 ? "all three decades are over" : fmt::format("it is the {} decade of three", Ordinal(n));
  if (key == "marker") return fmt::format("the decade marker is on space {} of the decade track", n);
  if (key == "balls")
    return n == 0 ? "no Masquerade Ball has been held this decade"
                  : fmt::format("{} been held this decade", Num(n, "Masquerade Ball has", "Masquerade Balls have"));
  if (key == "final_left")
    return n == 0 ? "no player waits for their one more turn after the second Ball"
           : n == 1 ? std::string("this turn is the last after the second Ball, before the decade's scoring")
                    : fmt::format("{} turns are left after the second Ball, this one among them, before the decade's scoring", n);
  if (key == "bag") { const std::string l = LandList(v); return l.empty() ? "the bag is empty" : "the bag holds " + l; }
  if (key == "donated") {
    const std::string l = LandList(v);
    return l.empty() ? "the Donate land to the Church area is empty" : "the Donate land to the Church area holds " + l;
  }
  if (key == "bottom") return Bottom(v);
  if (key == "castle_slots") return Slots(v, "Castle", "Castles");
  if (key == "church_slots") return Slots(v, "Church", "Churches");
  if (key == "palaces_board") return n == 0 ? "no Palace is left on the action board" : fmt::format("the action board holds {}", Num(n, "Palace", "Palaces"));
  if (key == "follies_left") return Follies(v);
  if (key == "follies_built") {
    static const int kVp[4] = {12, 10, 8, 6};
    return n >= 4 ? "all 4 Follies have been built"
                  : fmt::format("{} been built: the next one scores {} victory points", Num(n, "Folly has", "Follies have"), kVp[std::max(0, n)]);
  }
  if (key == "castles_supply") return fmt::format("the supply holds {}", Num(n, "Castle", "Castles"));
  if (key == "churches_supply") return fmt::format("the supply holds {}", Num(n, "Church", "Churches"));
  if (key == "palaces_supply") return fmt::format("the supply holds {}", Num(n, "Palace", "Palaces"));
  if (key == "titles_supply") return Titles(v);
  if (key == "chits_supply") return fmt::format("the action board holds {}", Num(n, "Bribe Royalty chit", "Bribe Royalty chits"));
  if (key == "war") return v.is_string() ? CardTitle(v.get<std::string>()) + " is in play" : "no War card is in play";
  if (key == "war_pounds") return fmt::format("the War card holds {}", Num(n, "pound", "pounds"));
  if (key == "card_queue") return Queue(v);
  return "the table changes";
}

std::string PileCard(const std::string& card, const Json& v) {
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  return fmt::format("the shuffled Scandal deck holds {} {} {}", n == 0 ? "no" : std::to_string(n), CardTitle(card),
                     n == 1 || n == 0 ? "card" : "cards");
}

// The player placing at a Ball: the first from the crown holder leftwards whose marker is not yet placed.
std::string BallPlacer(const Json& st) {
  const int n = st.contains("prestige") && st["prestige"].is_array() ? static_cast<int>(st["prestige"].size()) : 0;
  const int crown = IntOr(st, "crown", 0);
  for (int k = 0; k < n; ++k)
    if (st["prestige"][(crown + k) % n].is_null()) return Seat((crown + k) % n);
  return "the player placing";
}

// ---- the turn in progress ----------------------------------------------------------------------------

std::string TurnMember(const Json& st, const std::string& key, const Json& v) {
  const std::string who = Seat(IntOr(st, "active", 0));
  const bool on = v.is_boolean() && v.get<bool>();
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  if (key == "scandal_played") return on ? who + " has played their one Scandal card this turn" : who + " may still play a Scandal card this turn";
  if (key == "action_taken") {
    if (on) return who + " has taken the turn's one action";
    // A new Castle's Men-at-Arms step is part of the Build action: the flag is set once it is over (pass 13:
    // "still has the turn's action to take" read as a second action).
    if (st.value("phase", std::string()) == "maa-offer")
      return who + "'s action is not over until the new Castle's Men-at-Arms is placed or skipped";
    // So is playing lands for the action (not for Outmaneuver, after which the action is still to come).
    const Json lands = st.value("turn", Json::object()).value("lands", Json());
    if (lands.is_object() && lands.value("for", std::string()) == "action")
      return who + "'s action is not over until their lands are played";
    return who + " still has the turn's action to take";
  }
  if (key == "card_in_effect") return v.is_string() ? CardTitle(v.get<std::string>()) + " is in effect for the rest of the turn" : "no Scandal card's effect lasts this turn";
  if (key == "lands") {
    if (!v.is_object()) return "no lands are being played";
    const bool card = v.value("for", std::string()) == "outmaneuver";
    std::string out = fmt::format("{} has played {} of up to 3 {}", who, Num(IntOr(v, "played", 0), "land", "lands"),
                                  card ? "for Outmaneuver" : "as the turn's action");
    if (v.value("squares_of", Json()).is_string())
      out += fmt::format(", and chooses which square the land at {} makes a group", v["squares_of"].get<std::string>());
    return out;
  }
  if (key == "chits_bought") return n == 0 ? "no chit has been bought in this Bribe Royalty" : fmt::format("{} has bought {} in this Bribe Royalty", who, Num(n, "chit", "chits"));
  if (key == "redeem_for") {
    if (!v.is_string()) return "no chits are being redeemed for an action";
    return fmt::format("{} may redeem chits for their {} action", who, v.get<std::string>() == "taxes" ? "Taxes" : "Acquire Land");
  }
  if (key == "purloin_left") return n == 0 ? "no Purloin is under way" : fmt::format("Purloin may still trade {} with the bag", Num(n, "land", "lands"));
  if (key == "forest_payment") {
    if (!v.is_object()) return "no lands are owed for a Men-at-Arms on a Forest";
    const bool card = v.value("placement", std::string()) == "treachery";
    return fmt::format("{} still owes {} {} of their choice for the Men-at-Arms {} on their Forest", Seat(IntOr(v, "from", 0)), who,
                       Num(IntOr(v, "lands_left", 0), "land", "lands"), card ? "placed by Treachery" : "placed after a new Castle");
  }
  if (key == "murder_offer_to") return v.is_null() ? "no one is being asked about Murder" : fmt::format("{} is asked whether they play Murder on {}'s turn", Seat(n), who);
  if (key == "mulligan_by") return v.is_null() ? "no one is setting lands aside in the mulligan" : fmt::format("{} is setting lands aside in the mulligan", Seat(n));
  if (key == "deal") {
    if (!v.is_object()) return "no Scandal cards are being dealt";
    const bool church = v.value("for", std::string()) == "church";
    return fmt::format("{} is dealt three Scandal cards to keep one, {}", Seat(IntOr(v, "to", 0)), church ? "for building a Church" : "for the new decade");
  }
  if (key == "ball") {
    if (!v.is_object()) return "no Masquerade Ball is under way";
    const bool chits = v.value("chits_redeemed", false);
    const int blackmail = IntOr(v, "blackmail_used", 0);
    // What the player adds to the estate's prestige (pass 13: "has added 0 prestige" read against the estate's 1).
    const int added = IntOr(v, "prestige_added", 0);
    return fmt::format("{}, placing their marker at the Ball, has added {} to the estate's prestige from chits and Scandal cards, has {}redeemed chits and has used {}",
                       BallPlacer(st), added == 0 ? std::string("nothing") : std::to_string(added), chits ? "" : "not ",
                       blackmail == 0 ? "no Blackmail" : Num(blackmail, "Blackmail", "Blackmails"));
  }
  if (key == "next_land_to") return v.is_null() ? "the next land from the bag goes to the first player owed one, from the player whose turn it is leftwards" : fmt::format("the next land from the bag goes to {}", Seat(n));
  return "the turn in progress changes";
}

// ---- a player ---------------------------------------------------------------------------------------------

std::string Maa(const Json& st, int p, const Json& maa) {
  std::vector<std::string> placed;
  int in_supply = 0;
  if (maa.is_array())
    for (const Json& m : maa) {
      if (!m.is_array() || m.size() != 3 || !m[0].is_number_integer()) { ++in_supply; continue; }
      const int owner = m[0].get<int>();
      const std::string coord = fmt::format("{},{}", m[1].dump(), m[2].dump());
      std::string kind = "group";
      const Json& op = At(st, fmt::format("/players/{}/groups", owner));
      for (const EstateTile& g : ParseGroups(op.is_string() ? op.get<std::string>() : ""))
        if (fmt::format("{},{}", g.x, g.y) == coord) kind = GroupName(g.land);
      placed.push_back(fmt::format("{} {} at {}", owner == p ? "their own" : Seat(owner) + "'s", kind, coord));
    }
  if (placed.empty()) return fmt::format("both of {}'s Men-at-Arms are in the supply", Seat(p));
  std::string out = fmt::format("{} has {} on {}", Seat(p), placed.size() == 1 ? "a Men-at-Arms" : "Men-at-Arms", Join(placed));
  if (in_supply > 0) out += " and one in the supply";
  return out;
}

std::string TileWords(const EstateTile& t) {
  const std::string land = t.land == 'C' ? "clearing" : t.land == 'W' ? "wood" : t.land == 'P' ? "pond" : "farm";
  return t.structure ? fmt::format("a {} on a {} at {},{}", StructureWord(t.structure), land, t.x, t.y)
                     : fmt::format("a {} at {},{}", land, t.x, t.y);
}

std::string Estate(int p, const Json& before, const Json& after) {
  const auto b = ParseTiles(before.is_string() ? before.get<std::string>() : "");
  const auto a = ParseTiles(after.is_string() ? after.get<std::string>() : "");
  auto same = [](const EstateTile& x, const EstateTile& y) { return x.x == y.x && x.y == y.y && x.land == y.land && x.structure == y.structure; };
  auto at = [](const std::vector<EstateTile>& v, const EstateTile& t) {
    return std::any_of(v.begin(), v.end(), [&](const EstateTile& u) { return u.x == t.x && u.y == t.y; });
  };
  std::vector<std::string> gained, lost;
  for (const EstateTile& t : a)
    if (std::none_of(b.begin(), b.end(), [&](const EstateTile& u) { return same(t, u); })) gained.push_back(TileWords(t));
  for (const EstateTile& t : b)
    if (!at(a, t)) lost.push_back(fmt::format("{},{}", t.x, t.y));
  const std::string size = Num(static_cast<int>(a.size()), "land", "lands");
  std::string out = fmt::format("{}'s estate has {}", Seat(p), size);
  if (!gained.empty()) out += ", among them " + Join(gained);
  if (!lost.empty()) out += fmt::format("{} no land at {}", gained.empty() ? ", with" : ", and", Join(lost));
  if (gained.empty() && lost.empty()) out += ", the same ones played in another order";
  return out;
}

std::string Groups(int p, const Json& v) {
  std::vector<std::string> parts;
  for (const EstateTile& g : ParseGroups(v.is_string() ? v.get<std::string>() : ""))
    parts.push_back(fmt::format("a {} at {},{}", GroupName(g.land), g.x, g.y));
  if (parts.empty()) return fmt::format("{}'s estate has no Forest, Garden or Plantation", Seat(p));
  return fmt::format("{}'s estate has {} (top-left corners)", Seat(p), Join(parts));
}

std::string PlayerField(const Json& st, int p, const std::string& key, const Json& before, const Json& v) {
  const std::string who = Seat(p);
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  const bool on = v.is_boolean() && v.get<bool>();
  if (key == "pounds") return fmt::format("{} has {}", who, Num(n, "pound", "pounds"));
  if (key == "vp") return fmt::format("{} has {}", who, Num(n, "victory point", "victory points"));
  if (key == "title") {
    const std::string t = TitleTitle(v);
    if (t.empty()) return who + " has handed in their title for the Masquerade Ball";
    return fmt::format("{} is {} {}", who, t == "Earl" ? "an" : "a", t);
  }
  if (key == "screen") { const std::string l = LandList(v); return l.empty() ? who + " has no land behind their screen" : fmt::format("{} has {} behind their screen", who, l); }
  if (key == "aside") { const std::string l = LandList(v); return l.empty() ? who + " has no land set aside" : fmt::format("{} has set aside {} in the mulligan", who, l); }
  if (key == "hand") { const std::string c = CardList(v); return c.empty() ? who + "'s hand holds no Scandal card" : fmt::format("{}'s hand holds {}", who, c); }
  if (key == "offered") { const std::string c = CardList(v); return c.empty() ? who + " has no Scandal card on offer" : fmt::format("{} chooses among {}", who, c); }
  if (key == "chits") return n == 0 ? who + " holds no Bribe Royalty chit" : fmt::format("{} holds {}", who, Num(n, "Bribe Royalty chit", "Bribe Royalty chits"));
  if (key == "acquire_used") return on ? who + " has spent their Acquire Land token this decade" : who + " still has their Acquire Land token";
  if (key == "taxes_used") return on ? who + " has spent their Taxes token this decade" : who + " still has their Taxes token";
  if (key == "treason") return on ? fmt::format("High Treason is played against {}: no victory point from the Queen's crown for them this decade", who)
                                  : who + " is not under High Treason";
  if (key == "maa") return Maa(st, p, v);
  if (key == "tiles") return Estate(p, before, v);
  if (key == "groups") return Groups(p, v);
  return who + "'s holdings change";
}

std::string Sentence(const Json& sb, const Json& sa, const std::string& group) {
  const std::vector<std::string> s = Segments(group);
  const Json& v = At(sa, group);
  if (s.size() == 3 && s[0] == "players") return PlayerField(sa, std::atoi(s[1].c_str()), s[2], At(sb, group), v);
  if (s.size() == 2 && s[0] == "pile") return PileCard(s[1], v);
  if (s.size() == 2 && s[0] == "turn") return TurnMember(sa, s[1], v);
  if (s.size() == 2 && s[0] == "draws") {
    const int n = v.is_number_integer() ? v.get<int>() : 0;
    return n == 0 ? fmt::format("{} is owed no land from the bag", Seat(std::atoi(s[1].c_str())))
                  : fmt::format("{} is owed {} from the bag", Seat(std::atoi(s[1].c_str())), Num(n, "land", "lands"));
  }
  if (s.size() == 2 && s[0] == "prestige") {
    const std::string who = Seat(std::atoi(s[1].c_str()));
    return v.is_number_integer() ? fmt::format("{}'s prestige marker is on space {} of the prestige track", who, v.get<int>())
                                 : fmt::format("{}'s prestige marker is off the prestige track", who);
  }
  if (s.size() == 1) return Top(s[0], v);
  return "the table changes";
}

}  // namespace

std::string TableSentence(const Json& state, const std::string& group) { return Sentence(state, state, group); }

std::vector<NarratedChange> Differences(const Json& before, const Json& after) {
  static const Json kEmpty = Json::object();
  const Json& sb = before.contains("state") ? before["state"] : kEmpty;
  const Json& sa = after.contains("state") ? after["state"] : kEmpty;
  std::vector<std::string> groups;
  for (const std::string& leaf : DifferingLeaves(sb, sa)) {
    const std::string g = GroupOf(leaf);
    if (std::find(groups.begin(), groups.end(), g) == groups.end()) groups.push_back(g);
  }
  std::vector<NarratedChange> out;
  for (const std::string& g : groups) {
    std::string sentence;
    try {
      sentence = Sentence(sb, sa, g);
    } catch (const std::exception&) {
      sentence = "the table changes";
    }
    out.push_back({FieldPattern(g, sa.is_null() ? sb : sa), sentence});
  }
  return out;
}

}  // namespace peerage::nm::narrate
