// Noblemen narrator (model/core/narrator.h): each action told in the rulebook's words from the public state
// it is taken in, and the narrator itself. The names of things are in nm_narrate_names.cc, differences
// between public states in nm_narrate_changes.cc, the picture and the plausibility check in
// nm_narrate_picture.cc.
#include "model/games/noblemen/nm_narrate.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include <fmt/format.h>

#include "model/core/narrator.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage {
extern const std::string_view kNoblemenPublicSchema;
}

namespace peerage::nm::narrate {

namespace {

// ---- action context -------------------------------------------------------------------------------------

std::vector<std::string> Words(std::string_view text) {
  std::vector<std::string> out;
  std::istringstream in{std::string(text)};
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

std::string Arg(const std::vector<std::string>& w, std::size_t i) { return i < w.size() ? w[i] : ""; }

int SeatOf(const std::string& word) {
  return word.size() == 2 && word[0] == 'p' && std::isdigit(static_cast<unsigned char>(word[1])) ? word[1] - '0' : -1;
}

const Json& Player(const Json& st, int p) {
  static const Json kNone = Json::object();
  if (!st.contains("players") || !st["players"].is_array() || p < 0 || p >= static_cast<int>(st["players"].size()))
    return kNone;
  return st["players"][p];
}

std::string Str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}

const Json& Turn(const Json& st) {
  static const Json kNone = Json::object();
  return st.contains("turn") && st["turn"].is_object() ? st["turn"] : kNone;
}

int Players(const Json& st) { return st.contains("players") && st["players"].is_array() ? static_cast<int>(st["players"].size()) : 0; }

// The player the next land from the bag goes to: next_land_to, else the first owed from the active player on.
int LandDrawer(const Json& st) {
  const Json& t = Turn(st);
  if (t.contains("next_land_to") && t["next_land_to"].is_number_integer()) return t["next_land_to"].get<int>();
  const int n = Players(st), active = IntOr(st, "active", 0);
  for (int k = 0; k < n; ++k)
    if (IntAt(st, "draws", (active + k) % n, 0) > 0) return (active + k) % n;
  return active;
}

int DealtTo(const Json& st) {
  const Json& t = Turn(st);
  return t.contains("deal") && t["deal"].is_object() ? IntOr(t["deal"], "to", 0) : IntOr(st, "active", 0);
}

// The kind of 2x2 group with top-left corner `coord` in `owner`'s estate ("group" when none is there).
std::string GroupAt(const Json& st, int owner, const std::string& coord) {
  for (const EstateTile& g : ParseGroups(Str(Player(st, owner), "groups")))
    if (fmt::format("{},{}", g.x, g.y) == coord) return GroupName(g.land);
  return "group";
}

// The player whose Men-at-Arms stands on owner's group at coord, or -1.
int MaaOn(const Json& st, int owner, const std::string& coord) {
  for (int q = 0; q < Players(st); ++q) {
    const Json& maa = Player(st, q).value("maa", Json::array());
    for (const Json& m : maa)
      if (m.is_array() && m.size() == 3 && m[0] == owner && fmt::format("{},{}", m[1].dump(), m[2].dump()) == coord)
        return q;
  }
  return -1;
}

int ScreenTotal(const Json& player) {
  int n = 0;
  for (int l = 0; l < kNumLands; ++l) n += IntOr(player.value("screen", Json::object()), LandName(l), 0);
  return n;
}

int CardTotal(const Json& cards) {
  int n = 0;
  for (int c = 0; c < kNumCards; ++c) n += IntOr(cards, CardName(c), 0);
  return n;
}

// Prestige a Ball's placing player brings: ponds, 2 per own Garden not taken by another's Men-at-Arms, 2 per
// Garden of another their Men-at-Arms stands on, 2 per Palace, plus what the Ball added so far.
int BallPrestige(const Json& st, int p) {
  int total = 0;
  for (const EstateTile& t : ParseTiles(Str(Player(st, p), "tiles"))) total += (t.land == 'P') + 2 * (t.structure == 'Q');
  for (int o = 0; o < Players(st); ++o)
    for (const EstateTile& g : ParseGroups(Str(Player(st, o), "groups"))) {
      if (g.land != 'P') continue;
      const int q = MaaOn(st, o, fmt::format("{},{}", g.x, g.y));
      if ((o == p && (q < 0 || q == o)) || (o != p && q == p)) total += 2;
    }
  const Json& t = Turn(st);
  if (t.contains("ball") && t["ball"].is_object()) total += IntOr(t["ball"], "prestige_added", 0);
  return total;
}

std::string LandWithArticle(const std::string& land) {
  return (land.empty() || std::string("aeiou").find(land[0]) == std::string::npos ? "a " : "an ") + land;
}

// ---- actions ------------------------------------------------------------------------------------------

std::string PlayCardSentence(const std::string& who, const std::string& card) {
  const std::string name = CardTitle(card);
  if (card == "outmaneuver") return who + " plays Outmaneuver to play up to 3 lands from behind their screen";
  if (card == "dowry") return who + " plays Dowry to take 4 random lands from the bag";
  if (card == "favor-of-the-vicar") return who + " plays Favor of the Vicar to donate up to five of a type of land";
  if (card == "purloin") return who + " plays Purloin to trade up to 5 lands 1 for 1 with the bag";
  if (card == "treachery") return who + " plays Treachery to play or move one of their Men-at-Arms";
  if (card == "tariff") return who + " plays Tariff and collects 5 pounds";
  if (card == "white-hall") return who + " plays White Hall and takes the Queen's crown";
  if (card == "secret-marriage") return who + " plays Secret Marriage: the first 4 chits they bribe for cost 1 pound each";
  if (card == "high-treason") return who + " plays High Treason against an opponent still to be chosen";
  if (card == "war-with-spain") return who + " plays War with Spain: each land played puts 1 pound on it, up to 9";
  if (card == "war-with-france") return who + " plays War with France: each pond played puts 2 pounds on it, up to 6";
  return who + " plays " + name;
}

std::string MaaSentence(const Json& st, const std::string& who, int actor, const std::vector<std::string>& w) {
  const int marker = Arg(w, 1) == "1" ? 1 : 0, owner = SeatOf(Arg(w, 2));
  const std::string coord = Arg(w, 3), group = GroupAt(st, owner, coord);
  const Json maa = Player(st, actor).value("maa", Json::array());
  const bool moving = marker < static_cast<int>(maa.size()) && !maa[marker].is_null();
  std::string out = fmt::format("{} {} a Men-at-Arms {} ", who, moving ? "moves" : "places", moving ? "to" : "on");
  if (owner == actor) {
    out += fmt::format("their own {} at {}", group, coord);
    const int occupant = MaaOn(st, owner, coord);
    if (occupant >= 0 && occupant != actor) out += fmt::format(", sending {}'s back", Seat(occupant));
    return out;
  }
  const Json& o = Player(st, owner);
  out += fmt::format("{}'s {} at {}", Seat(owner), group, coord);
  if (group == "Plantation") out += fmt::format(" and collects {} from them", Count(std::min(2, IntOr(o, "pounds", 0)), "pound", "pounds"));
  if (group == "Forest") out += fmt::format(": {} gives them {} of their choice", Seat(owner), Count(std::min(2, ScreenTotal(o)), "land", "lands"));
  if (group == "Garden" && IntOr(st, "crown", -1) == owner) out += " and takes the Queen's crown from them";
  return out;
}

std::string DoneSentence(const Json& st, const std::string& who) {
  const std::string phase = Str(st, "phase");
  if (phase == "lands") {
    const Json& lands = Turn(st).value("lands", Json());
    const int played = lands.is_object() ? IntOr(lands, "played", 0) : 0;
    return fmt::format("{} plays no more lands, after {}", who, Count(played, "land", "lands"));
  }
  if (phase == "donate") return who + " donates no more land to the Church";
  if (phase == "bribe") return who + " buys no more Bribe Royalty chits";
  if (phase == "purloin") return who + " stops trading with the bag: Purloin ends";
  return who + " is done";
}

std::string LandSentence(const Json& st, const std::string& who, const std::vector<std::string>& w) {
  const Json& lands = Turn(st).value("lands", Json());
  const int played = lands.is_object() ? IntOr(lands, "played", 0) : 0;
  const bool card = lands.is_object() && Str(lands, "for") == "outmaneuver";
  return fmt::format("{} plays {} at {}{}, land {} of up to 3", who, LandWithArticle(Arg(w, 1)), Arg(w, 2),
                     card ? " for Outmaneuver" : "", played + 1);
}

// nm.group-order=choose: "p0 makes the square at 2,0 (its top-left corner) a Plantation". The square's land is
// the land just placed (turn.lands.squares_of) read from the estate's tiles.
std::string GroupSentence(const Json& st, const std::string& who, int actor, const std::vector<std::string>& w) {
  const Json& lands = Turn(st).value("lands", Json());
  const std::string at = lands.is_object() && lands.value("squares_of", Json()).is_string()
                             ? lands["squares_of"].get<std::string>() : std::string();
  std::string group = "group";
  const std::string tiles = Str(Player(st, actor), "tiles");
  for (std::size_t i = 0; !at.empty() && i < tiles.size();) {
    const std::size_t end = std::min(tiles.find(' ', i), tiles.size());
    const std::string tile = tiles.substr(i, end - i);
    if (tile.rfind(at + ",", 0) == 0 && tile.size() > at.size() + 1) group = GroupName(tile[at.size() + 1]);
    i = end + 1;
  }
  return fmt::format("{} makes the square at {} (its top-left corner) {}", who, Arg(w, 1),
                     group == "group" ? "a group" : "a " + group);
}

std::string RedeemSentence(const Json& st, const std::string& who, int n) {
  if (n == 0) return who + " redeems no Bribe Royalty chits";
  const std::string chits = Count(n, "Bribe Royalty chit", "Bribe Royalty chits");
  if (Str(st, "phase") == "ball") return fmt::format("{} redeems {} for {} prestige", who, chits, n);
  const bool taxes = Str(Turn(st), "redeem_for") == "taxes";
  return fmt::format("{} redeems {} for {} more {}", who, chits, n, taxes ? (n == 1 ? "pound" : "pounds") : (n == 1 ? "land" : "lands"));
}

std::string BribeSentence(const Json& st, const std::string& who) {
  const Json& t = Turn(st);
  const int bought = Str(st, "phase") == "bribe" ? IntOr(t, "chits_bought", 0) : 0;
  const int price = Str(t, "card_in_effect") == "secret-marriage" && bought < 4 ? 1 : 2;
  return fmt::format("{} bribes royalty: {} chit for {} and 1 victory point", who, bought == 0 ? "a" : "another",
                     Count(price, "pound", "pounds"));
}

std::string EndSentence(const Json& st, int actor, const std::string& who) {
  if (IntOr(st, "crown", -1) != actor) return who + " ends their turn";
  const bool treason = Player(st, actor).value("treason", false);
  // The last turns after the second Ball: the marker has nowhere to go, and whether the crown still scores is
  // the reading nm.final-favour; the sentence says only what holds under every reading.
  if (IntOr(st, "final_left", 0) > 0)
    return fmt::format("{} ends one of the last turns after the second Ball with the Queen's crown: {}the decade "
                       "marker stays on {}",
                       who, treason ? "no victory point under High Treason, and " : "", IntOr(st, "marker", 10));
  return fmt::format("{} ends their turn with the Queen's favour: {}the decade marker moves up", who,
                     treason ? "no victory point under High Treason, but " : "1 victory point and ");
}

std::string ChanceSentence(const Json& st, const std::string& kind, const std::vector<std::string>& w) {
  if (kind == "draw-land") return fmt::format("the bag gives {} {}", Seat(LandDrawer(st)), LandWithArticle(Arg(w, 1)));
  if (kind == "draw-card") {
    const bool under = CardTotal(st.value("pile", Json::object())) == 0;
    return fmt::format("{} gives {} {}", under ? "the bottom of the Scandal deck" : "the Scandal deck",
                       Seat(DealtTo(st)), ACard(Arg(w, 1)));
  }
  if (kind == "crown") return fmt::format("the Queen's crown goes to {} at random", Arg(w, 1));
  return "chance decides: " + Join(w);
}

std::string PlayerSentence(const Json& st, const std::string& kind, const std::vector<std::string>& w, int actor) {
  const std::string who = Seat(actor), phase = Str(st, "phase");
  const int active = IntOr(st, "active", 0);
  const Json& me = Player(st, actor);
  if (kind == "aside") return fmt::format("{} sets {} aside to draw a replacement from the bag", who, LandWithArticle(Arg(w, 1)));
  if (kind == "keep") {
    int aside = 0;
    for (int l = 0; l < kNumLands; ++l) aside += IntOr(me.value("aside", Json::object()), LandName(l), 0);
    return aside == 0 ? who + " keeps all their lands"
                      : fmt::format("{} sets no more land aside and draws {} from the bag", who, Count(aside, "replacement", "replacements"));
  }
  if (kind == "choose") {
    const int others = CardTotal(me.value("offered", Json::object())) - 1;
    return fmt::format("{} keeps {}{}", who, ACard(Arg(w, 1)),
                       others <= 0 ? "" : others == 1 ? " and puts the other one under the Scandal deck"
                                                      : " and puts the other two under the Scandal deck");
  }
  if (kind == "bottom") return fmt::format("{} puts {} under the Scandal deck", who, ACard(Arg(w, 1)));
  if (kind == "murder") return fmt::format("{} plays Murder: {} skips their turn", who, Seat(active));
  if (kind == "pass") return fmt::format("{} plays no Murder on {}'s turn", who, Seat(active));
  if (kind == "vp") return who + " scores 1 victory point instead of taking an action";
  if (kind == "land") return LandSentence(st, who, w);
  if (kind == "group") return GroupSentence(st, who, actor, w);
  if (kind == "done") return DoneSentence(st, who);
  if (kind == "castle") return fmt::format("{} builds the left-most Castle of the action board on the clearing at {}", who, Arg(w, 1));
  if (kind == "church") return fmt::format("{} builds a Church on the clearing at {} and gets a Scandal card", who, Arg(w, 1));
  if (kind == "palace") return fmt::format("{} replaces the Castle at {} with a Palace and takes the Queen's crown", who, Arg(w, 1));
  if (kind == "folly") {
    static const int kVp[4] = {12, 10, 8, 6};
    const int built = std::clamp(IntOr(st, "follies_built", 0), 0, 3);
    return fmt::format("{} builds the {} Folly on the clearing at {} for {} victory points", who, CardTitle(Arg(w, 1)), Arg(w, 2), kVp[built]);
  }
  if (kind == "maa") return MaaSentence(st, who, actor, w);
  if (kind == "skip") return who + " takes no Men-at-Arms action";
  if (kind == "give") {
    if (phase == "purloin") return fmt::format("{} puts {} into the bag for Purloin", who, LandWithArticle(Arg(w, 1)));
    return fmt::format("{} gives {} {} for the Men-at-Arms on their Forest", who, Seat(active), LandWithArticle(Arg(w, 1)));
  }
  if (kind == "acquire") return who + " spends their Acquire Land token to draw lands from the bag";
  if (kind == "taxes") return who + " spends their Taxes token to collect taxes";
  if (kind == "redeem") return RedeemSentence(st, who, std::atoi(Arg(w, 1).c_str()));
  if (kind == "donate") return fmt::format("{} donates {} to the Church for 1 victory point", who, LandWithArticle(Arg(w, 1)));
  if (kind == "bribe") return BribeSentence(st, who);
  if (kind == "play") return PlayCardSentence(who, Arg(w, 1));
  if (kind == "trade") {
    const std::string two = Arg(w, 1) == Arg(w, 2) ? "two " + Arg(w, 1) + "s"
                                                    : LandWithArticle(Arg(w, 1)) + " and " + LandWithArticle(Arg(w, 2));
    return fmt::format("{} puts {} into the bag to take one land of their choice", who, two);
  }
  if (kind == "take")
    return fmt::format("{} takes {} of their choice from the bag{}", who, LandWithArticle(Arg(w, 1)),
                       phase == "purloin-pick" ? " for Purloin" : "");
  if (kind == "target") return fmt::format("{} chooses {} for High Treason: no victory point from the Queen's crown for them this decade", who, Arg(w, 1));
  if (kind == "spend") return fmt::format("{} puts {} under the Scandal deck for 1 prestige", who, ACard(Arg(w, 1)));
  if (kind == "blackmail") return who + " uses Blackmail for 3 prestige";
  if (kind == "place") return fmt::format("{} adds their Prestige marker to the prestige track at {}", who, BallPrestige(st, actor));
  if (kind == "end") return EndSentence(st, actor, who);
  return who + " takes an action the rulebook does not name";
}

std::string ActionSentence(const Json& public_state, std::string_view action, int actor) {
  const Json& st = public_state.contains("state") ? public_state["state"] : public_state;
  const std::vector<std::string> w = Words(action);
  const std::string kind = w.empty() ? "" : w[0];
  try {
    return actor < 0 ? ChanceSentence(st, kind, w) : PlayerSentence(st, kind, w, actor);
  } catch (const std::exception&) {
    return actor < 0 ? "chance decides an outcome" : Seat(actor) + " takes an action";
  }
}

// What an action acts on, though it may not write it: a Men-at-Arms placed or moved onto a player's 2x2
// group ("maa <marker> p<owner> x,y") acts on that player's groups (a Garden the crown moves from) and on the
// Men-at-Arms of the player whose turn it is (the one placed or moved, and where the other stands); Murder
// at the start of a turn on the hand of the player asked.
std::vector<std::string> Targets(const Json& public_state, std::string_view action) {
  const std::vector<std::string> w = Words(action);
  const Json& st = public_state.contains("state") ? public_state["state"] : public_state;
  // Murder played at the start of a turn comes from the hand of the player asked.
  if (w.size() == 1 && w[0] == "murder") {
    const Json& turn = st.is_object() && st.contains("turn") ? st["turn"] : Json();
    if (turn.is_object() && turn.contains("murder_offer_to") && turn["murder_offer_to"].is_number_integer())
      return {fmt::format("/players/{}/hand", turn["murder_offer_to"].get<int>())};
    return {};
  }
  if (w.size() < 3 || w[0] != "maa" || SeatOf(w[2]) < 0) return {};
  std::vector<std::string> out{fmt::format("/players/{}/groups", SeatOf(w[2]))};
  if (st.is_object() && st.contains("active") && st["active"].is_number_integer())
    out.push_back(fmt::format("/players/{}/maa", st["active"].get<int>()));
  return out;
}

// A function, not a namespace-scope vector: the GameInfo that calls NoblemenNarrator is built during static
// initialisation, in another file.
std::vector<std::string> Kinds() {
  return {
    "draw-land", "draw-card", "crown", "aside", "keep", "choose", "murder", "pass", "vp", "land", "done",
    "castle", "church", "palace", "folly", "maa", "skip", "give", "acquire", "taxes", "redeem", "donate",
    "bribe", "play", "trade", "take", "target", "spend", "blackmail", "place", "end", "bottom", "group"};
}

}  // namespace

}  // namespace peerage::nm::narrate

namespace peerage::nm {

Narrator NoblemenNarrator() {
  Narrator n;
  n.action_kinds = narrate::Kinds();
  n.fields = SchemaLeafPatterns(nlohmann::json::parse(kNoblemenPublicSchema));
  n.action = narrate::ActionSentence;
  n.differences = narrate::Differences;
  n.picture = narrate::Picture;
  n.legend = narrate::kLegend;
  n.implausible = narrate::Implausible;
  n.targets = narrate::Targets;
  return n;
}

}  // namespace peerage::nm
