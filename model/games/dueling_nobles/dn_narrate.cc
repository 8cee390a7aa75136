// Dueling Nobles narrator (GameInfo::narrator, model/core/narrator.h): the shared words and the actions told
// in the rulebook's words, reading only the public state (public_state.schema.json) and action texts.
// Differences: dn_narrate_diff.cc; the picture, its legend and the implausibility checks: dn_narrate_picture.cc.
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/games/dueling_nobles/dn_narrate.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace narration {

// ---- reading the public state ---------------------------------------------------------------------

const Json& Inner(const Json& pub) {
  static const Json kEmpty = Json::object();
  if (pub.is_object() && pub.contains("state") && pub["state"].is_object()) return pub["state"];
  return kEmpty;
}
const Json& At(const Json& j, const char* key) {
  static const Json kNull;
  return j.is_object() && j.contains(key) ? j[key] : kNull;
}
int Int(const Json& j, const char* key, int fallback) {
  const Json& v = At(j, key);
  return v.is_number_integer() ? v.get<int>() : fallback;
}
std::string Str(const Json& j, const char* key) {
  const Json& v = At(j, key);
  return v.is_string() ? v.get<std::string>() : std::string();
}
std::vector<std::string> Strings(const Json& list) {
  std::vector<std::string> out;
  if (list.is_array())
    for (const Json& v : list)
      if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}
const Json& Player(const Json& st, int p) {
  static const Json kEmpty = Json::object();
  const Json& players = At(st, "players");
  return players.is_array() && p >= 0 && p < static_cast<int>(players.size()) ? players[p] : kEmpty;
}
// A Noble's entry in a player's Courtyard, or null.
const Json& CourtNoble(const Json& st, int p, const std::string& noble) {
  static const Json kNull;
  const Json& court = At(Player(st, p), "courtyard");
  if (court.is_array())
    for (const Json& n : court)
      if (Str(n, "noble") == noble) return n;
  return kNull;
}
int TableStaminaOf(const std::string& noble) { return !noble.empty() && noble[0] == 'K' ? 3 : 2; }

// ---- words --------------------------------------------------------------------------------------

std::string SuitWord(char s) {
  switch (s) {
    case 'C': return "Clubs";
    case 'D': return "Diamonds";
    case 'H': return "Hearts";
    case 'S': return "Spades";
    default: return "an unknown suit";
  }
}
// "KH" -> "King of Hearts", "AS" -> "Ace of Spades", "7C" -> "7 of Clubs".
std::string CardWords(const std::string& card) {
  if (card.size() < 2) return "unknown card";
  const std::string rank = card.substr(0, card.size() - 1);
  const std::string r = rank == "A" ? "Ace" : rank == "J" ? "Jack" : rank == "Q" ? "Queen" : rank == "K" ? "King" : rank;
  return r + " of " + SuitWord(card.back());
}
std::string The(const std::string& card) { return "the " + CardWords(card); }
std::string Number(int n) {
  static const char* const kWords[] = {"no", "one", "two", "three", "four", "five", "six"};
  return n >= 0 && n <= 6 ? kWords[n] : std::to_string(n);
}
std::string Plural(int n, const std::string& one, const std::string& many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}
std::string Join(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}
std::string JoinCards(const std::vector<std::string>& cards) {
  std::vector<std::string> words;
  for (const std::string& c : cards) words.push_back(The(c));
  return Join(words);
}
std::string Times(int n) { return n == 1 ? "once" : n == 2 ? "twice" : fmt::format("{} times", n); }

std::string PhaseWords(const std::string& phase) {
  static const std::vector<std::pair<std::string, std::string>> kPhases = {
      {"dealer-roll", "the dealer roll"},
      {"deal-nobles", "the deal of the Nobles"},
      {"choose-nobles", "the choice of Nobles for the Courtyards"},
      {"deal-support", "the deal of the Support cards"},
      {"income", "the Income phase"},
      {"triple", "the Income phase, discarding three of a suit"},
      {"reinforcements", "the Reinforcements phase"},
      {"hire-draw", "the Reinforcements phase, drawing a hired Noble"},
      {"support-draw", "the drawing of Support cards"},
      {"command", "the Command phase"},
      {"clubs-take", "the Command phase, taking a card with Clubs"},
      {"dueling", "the Dueling phase"},
      {"deflect", "the Dueling phase, the defender deciding whether to deflect"},
      {"duel-dice", "the Dueling phase, rolling the duel's dice"},
      {"duel-support", "the Dueling phase, playing Support cards in the duel"},
      {"game-over", "the end of the game"}};
  for (const auto& [name, words] : kPhases)
    if (name == phase) return words;
  return "an unnamed step of the game";
}

// ---- actions --------------------------------------------------------------------------------------

namespace {

std::pair<std::string, std::string> SplitPair(const std::string& arg) {
  const auto gt = arg.find('>');
  if (gt == std::string::npos) return {arg, ""};
  return {arg.substr(0, gt), arg.substr(gt + 1)};
}

int DiceNeeded(const std::string& noble) { return !noble.empty() && noble[0] == 'K' ? 2 : 1; }
int DiceCount(const Json& duel, int side) {
  const Json& dice = At(duel, "dice");
  return dice.is_array() && side < static_cast<int>(dice.size()) && dice[side].is_array()
             ? static_cast<int>(dice[side].size())
             : 0;
}

std::string DealerRollDie(const Json& st, const std::string& value) {
  const std::vector<int> dice = [&] {
    std::vector<int> out;
    const Json& d = At(At(st, "roll"), "dice");
    if (d.is_array())
      for (const Json& v : d)
        if (v.is_number_integer()) out.push_back(v.get<int>());
    return out;
  }();
  const std::size_t k = dice.size();
  const int who = k < 2 ? 0 : 1;
  const std::string ordinal = k % 2 == 0 ? "first" : "second";
  std::string s = fmt::format("{}'s {} die of the dealer roll shows {}", Seat(who), ordinal, value);
  const int v = value.empty() ? 0 : value[0] - '0';
  if (k == 1) s += fmt::format(", a total of {}", dice[0] + v);
  if (k == 3) {
    const int t0 = dice[0] + dice[1], t1 = dice[2] + v;
    const bool capped = Int(At(st, "roll"), "ties") + 1 >= kDealerTieCap;  // dn.dealer-ties decides then
    if (t0 == t1 && capped) s += fmt::format(", a total of {} like p0's: {} ties in a row", t1, kDealerTieCap);
    else if (t0 == t1) s += fmt::format(", a total of {} like p0's: a tie, so both roll again", t1);
    else s += fmt::format(", a total of {} against p0's {}: {} becomes the dealer", t1, t0, Seat(t0 < t1 ? 0 : 1));
  }
  return s;
}

std::string DuelDie(const Json& st, const std::string& value) {
  const Json& duel = At(st, "duel");
  const int active = Int(st, "active");
  const std::string attacker = Str(duel, "attacker"), defender = Str(duel, "defender");
  const int side = DiceCount(duel, 0) < DiceNeeded(attacker) ? 0 : 1;
  const std::string noble = side == 0 ? attacker : defender;
  if (noble.empty()) return fmt::format("the die shows {}", value);
  const int count = DiceCount(duel, side);
  const std::string which = DiceNeeded(noble) == 2 ? (count == 0 ? "first die" : "second die") : "die";
  return fmt::format("the {} for {}'s {} shows {}", which, Seat(side == 0 ? active : 1 - active),
                     CardWords(noble), value);
}

int ListSize(const Json& j) { return j.is_array() ? static_cast<int>(j.size()) : 0; }

std::string ChanceDraw(const Json& st, const std::string& card) {
  const std::string phase = Str(st, "phase");
  const int dealer = Int(st, "dealer", 0);
  if (phase == "deal-nobles" || phase == "deal-support") {
    int dealt = 0;
    for (int p = 0; p < 2; ++p)
      dealt += phase == "deal-nobles" ? ListSize(At(Player(st, p), "dealt_nobles")) : ListSize(At(Player(st, p), "hand"));
    const int to = dealt % 2 == 0 ? 1 - dealer : dealer;
    return fmt::format("the dealer deals {} {} from the {} deck", Seat(to), The(card),
                       phase == "deal-nobles" ? "Nobles" : "Support card");
  }
  if (phase == "hire-draw")
    return fmt::format("the Noble stack gives {} {}, who joins the Courtyard", Seat(Int(st, "active")), The(card));
  if (phase == "support-draw") {
    const Json& draw = At(st, "draw");
    const int left = Int(draw, "pending", 1) - 1;
    std::string s = fmt::format("the Support stock gives {} {}", Seat(Int(draw, "to")), The(card));
    if (left > 0) s += fmt::format(", {} more to draw", Number(left));
    return s;
  }
  return fmt::format("the draw gives {}", The(card));
}

std::string Discard(const Json& st, const std::string& who, const std::string& card) {
  const int n = ListSize(At(At(st, "triple"), "picked")) + 1;
  const std::string suit = SuitWord(card.empty() ? '?' : card.back());
  if (n >= 3) return fmt::format("{} discards {}, the third of the three {}, and gains three Resources", who, The(card), suit);
  return fmt::format("{} discards {}, the {} of the three {}", who, The(card), n == 1 ? "first" : "second", suit);
}

std::string SupportCard(const Json& st, const std::string& who, const std::string& card) {
  const Json& duel = At(st, "duel");
  const std::string noble = Str(duel, Str(duel, "side") == "defender" ? "defender" : "attacker");
  std::string s = fmt::format("{} plays {} as a Support card", who, The(card));
  if (!noble.empty()) s += " for " + The(noble);
  if (!card.empty() && card[0] == 'A') s += ", a Critical Hit";
  else if (!noble.empty() && !card.empty() && card.back() == noble.back()) s += ", with the Adrenaline bonus";
  return s;
}

std::string PlayerAction(const Json& st, const std::string& kind, const std::string& arg, const std::string& who,
                         int actor) {
  const auto [a, b] = SplitPair(arg);
  const Json& duel = At(st, "duel");
  if (kind == "keep")
    return fmt::format("{} selects {} as Noble {} of 3 for the Courtyard", who, The(a),
                       ListSize(At(Player(st, actor), "kept")) + 1);
  if (kind == "tax") {
    const Json& n = CourtNoble(st, actor, a);
    if (n.is_null()) return fmt::format("{} taxes {} for one Resource", who, The(a));
    return fmt::format("{} taxes {}, who drops to {} Stamina, for one Resource", who, The(a), Int(n, "stamina") - 1);
  }
  if (kind == "triple") return fmt::format("{} chooses to discard three {} for three Resources", who, SuitWord(a.empty() ? '?' : a[0]));
  if (kind == "discard") return Discard(st, who, a);
  if (kind == "end-income") return who + " ends the Income phase";
  if (kind == "hire") return who + " pays 5 Resources to hire the top Noble of the Noble stack";
  if (kind == "buy") {
    const int n = a.empty() ? 0 : a[0] - '0';
    return fmt::format("{} buys {} Support card{}", who, Number(n), n == 1 ? "" : "s");
  }
  if (kind == "end-reinforcements") return who + " ends the Reinforcements phase";
  if (kind == "weapon")
    return fmt::format("{} plays {} as a Weapon on {}, +{} Strength", who, The(a), The(b), a.substr(0, 1));
  if (kind == "move") {
    const std::string w = Str(CourtNoble(st, actor, a), "weapon");
    if (w.empty()) return fmt::format("{} moves the Weapon of {} to {}", who, The(a), The(b));
    return fmt::format("{} moves the Weapon, {}, from {} to {}", who, The(w), The(a), The(b));
  }
  if (kind == "hearts") {
    const Json& n = CourtNoble(st, actor, b);
    const int s = Int(n, "stamina");
    if (n.is_null()) return fmt::format("{} plays {} for the Hearts ability, restoring 1 Stamina to {}", who, The(a), The(b));
    return fmt::format("{} plays {} for the Hearts ability, restoring {} from {} to {} Stamina", who, The(a), The(b), s, s + 1);
  }
  if (kind == "diamonds")
    return fmt::format("{} plays {} for the Diamonds ability, to draw three Support cards", who, The(a));
  if (kind == "clubs")
    return fmt::format("{} plays {} for the Clubs ability, to take one card from the discard pile", who, The(a));
  if (kind == "take") return fmt::format("{} takes {} from the discard pile into hand", who, The(a));
  if (kind == "spades")
    return fmt::format("{} plays {} for the Spades ability and views {}'s hand of {}", who, The(a), Seat(1 - actor),
                       Plural(ListSize(At(Player(st, 1 - actor), "hand")), "card", "cards"));
  if (kind == "end-command") return who + " ends the Command phase";
  if (kind == "duel")
    return fmt::format("{} declares a duel: {} against {}'s {}", who, The(a), Seat(1 - actor), CardWords(b));
  if (kind == "deflect") {
    const std::string declared = Str(duel, "declared");
    if (declared == a || declared.empty())
      return fmt::format("{} pays 2 Resources to deflect the duel, keeping {} as its target", who, The(a));
    return fmt::format("{} pays 2 Resources to deflect the duel from {} to {}", who, The(declared), The(a));
  }
  if (kind == "accept") {
    const std::string declared = Str(duel, "declared");
    return declared.empty() ? who + " does not deflect the duel"
                            : fmt::format("{} does not deflect: {} takes the duel", who, The(declared));
  }
  if (kind == "support") return SupportCard(st, who, a);
  if (kind == "end-support") return who + " plays no further Support card in this duel";
  if (kind == "end-turn") return who + " declares no further duel and ends the turn";
  return who + " takes an action the rulebook does not name";
}

}  // namespace

std::string Action(const Json& pub, std::string_view action, int actor) {
  const Json& st = Inner(pub);
  const std::string kind(ActionKind(action));
  const std::string arg = kind.size() < action.size() ? std::string(action.substr(kind.size() + 1)) : "";
  if (kind == "die") return Str(st, "phase") == "dealer-roll" ? DealerRollDie(st, arg) : DuelDie(st, arg);
  if (kind == "draw") return ChanceDraw(st, arg);
  const std::string who = actor >= 0 ? Seat(actor) : "the player";
  return PlayerAction(st, kind, arg, who, actor >= 0 ? actor : Int(st, "active"));
}

}  // namespace narration

namespace {

std::vector<std::string> SchemaFields() {
  return SchemaLeafPatterns(Json::parse(kDuelingNoblesPublicSchema));
}

}  // namespace

Narrator DuelingNoblesNarrator() {
  Narrator n;
  // dn_actions.cc, kKinds: every kind's name (die and draw are the chance outcomes).
  n.action_kinds = {"die",    "draw",     "keep",   "tax",   "triple",      "discard", "end-income",
                    "hire",   "buy",      "end-reinforcements", "weapon", "move",    "hearts",
                    "diamonds", "clubs",  "take",   "spades", "end-command", "duel",    "deflect",
                    "accept", "support",  "end-support", "end-turn"};
  n.fields = SchemaFields();
  n.action = narration::Action;
  n.differences = narration::Differences;
  n.picture = narration::Picture;
  n.legend = narration::kLegend;
  n.implausible = narration::Implausible;
  return n;
}

}  // namespace peerage::dn
