// Dueling Nobles narrator: the small picture of a position for FAQ examples (a heading, then only the parts
// the focus selects), its legend, and the conditions no table could reach (Narrator::picture, legend,
// implausible).
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "model/games/dueling_nobles/dn_narrate.h"

namespace peerage::dn::narration {

const char* const kLegend =
    "KH, 10S: a card, its rank (A Ace, 2-10, J Jack, Q Queen, K King) then its suit (C Clubs, D Diamonds, "
    "H Hearts, S Spades)\n"
    "p0, p1: the players by seat\n"
    "KH 2: a Noble in a Courtyard with its Stamina (here 2)\n"
    "KH 2 w3C: the same Noble holding the 3 of Clubs as its Weapon\n"
    "dice 5 3 / 4: in a duel, the attacker's dice, then the defender's\n"
    "Support 7H / -: in a duel, the Support cards played by the attacker, then by the defender (-: none yet)\n"
    "Noble stack 8: face-down Nobles left to hire; discard pile 15: the common Support discard pile, its size\n"
    "used Hearts Spades: the Suit Abilities a player has already used (each once a game)\n"
    "this turn: what the active player has done this turn (Kings taxed, Nobles hired, Support cards bought, "
    "duels declared, Nobles that dueled, the Command steps reached)\n"
    "result: not over: the game goes on; at its end, who won";

namespace {

bool InList(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
int Size(const Json& j) { return j.is_array() ? static_cast<int>(j.size()) : 0; }

std::vector<std::string> Segments(const std::string& p) {
  std::vector<std::string> out;
  std::size_t i = 1;
  while (i <= p.size() && !p.empty() && p != "/") {
    const std::size_t next = p.find('/', i);
    out.push_back(p.substr(i, next == std::string::npos ? std::string::npos : next - i));
    if (next == std::string::npos) break;
    i = next + 1;
  }
  return out;
}

// Whether a focus pattern and a part of the state meet: one is at or below the other ('*' on either side).
bool Meets(const std::string& focus, const std::string& part) {
  const std::vector<std::string> f = Segments(focus), p = Segments(part);
  for (std::size_t i = 0; i < std::min(f.size(), p.size()); ++i)
    if (f[i] != "*" && p[i] != "*" && f[i] != p[i]) return false;
  return true;
}

std::string Cards(const Json& list) {
  std::string s;
  for (const std::string& c : Strings(list)) s += (s.empty() ? "" : " ") + c;
  return s.empty() ? "none" : s;
}

std::string NobleShort(const Json& n) {
  std::string s = fmt::format("{} {}", Str(n, "noble"), Int(n, "stamina"));
  if (const std::string w = Str(n, "weapon"); !w.empty()) s += " w" + w;
  return s;
}

std::string Court(const Json& court) {
  std::string s;
  if (court.is_array())
    for (const Json& n : court) s += (s.empty() ? "" : ", ") + NobleShort(n);
  return s.empty() ? "empty" : s;
}

std::string Heading(const Json& st) {
  const std::string phase = Str(st, "phase");
  const Json& dealer = At(st, "dealer");
  const std::string deals = dealer.is_number_integer() ? fmt::format(" ({} is the dealer)", Seat(dealer.get<int>())) : "";
  const int turn = Int(st, "turn");
  if (phase == "game-over") {
    const std::string r = Str(st, "result");
    const std::string how = r == "p0" || r == "p1" ? r + " has won" : r == "shared-win" ? "both players share the win" : "a draw";
    return fmt::format("turn {}: the game is over, {}", turn, how);
  }
  if (phase == "choose-nobles") return fmt::format("setup: {}, {} choosing{}", PhaseWords(phase), Seat(Int(st, "active")), deals);
  if (turn == 0) return "setup: " + PhaseWords(phase) + deals;
  return fmt::format("turn {}: {}'s turn, {}{}", turn, Seat(Int(st, "active")), PhaseWords(phase), deals);
}

class Painter {
 public:
  Painter(const Json& st, const std::vector<std::string>& focus) : st_(st), focus_(focus) {}

  std::string Paint() {
    lines_.push_back(Heading(st_));
    Roll();
    Substeps();
    for (int p = 0; p < 2; ++p) PlayerLine(p);
    Piles();
    Marks();
    if (Wants("/result") && focus_.size() > 0) lines_.push_back("result: " + Result());
    if (lines_.size() > 12) lines_.resize(12);
    std::string out;
    for (const std::string& l : lines_) out += l + "\n";
    return out;
  }

 private:
  bool Summary() const { return focus_.empty(); }
  bool Wants(const std::string& part) const {
    return std::any_of(focus_.begin(), focus_.end(), [&](const std::string& f) { return Meets(f, part); });
  }
  std::string Result() const {
    const std::string r = Str(st_, "result");
    return r.empty() ? "not over" : r == "draw" ? "a draw" : r == "shared-win" ? "a shared win" : r + " won";
  }

  void Roll() {
    const std::vector<std::string> dice = [&] {
      std::vector<std::string> out;
      const Json& d = At(At(st_, "roll"), "dice");
      if (d.is_array())
        for (const Json& v : d) out.push_back(v.dump());
      return out;
    }();
    const bool rolling = Str(st_, "phase") == "dealer-roll";
    if (!(Summary() ? rolling : Wants("/roll"))) return;
    std::string p0, p1;
    for (std::size_t i = 0; i < dice.size(); ++i) (i < 2 ? p0 : p1) += " " + dice[i];
    lines_.push_back(fmt::format("dealer roll: p0{}, p1{}; tied rounds so far {}", p0.empty() ? " -" : p0,
                                 p1.empty() ? " -" : p1, Int(At(st_, "roll"), "ties")));
  }

  void Substeps() {
    const int active = Int(st_, "active");
    const Json& triple = At(st_, "triple");
    if (Summary() ? triple.is_object() : Wants("/triple"))
      lines_.push_back(triple.is_object() ? fmt::format("three of a suit: {} discards {}, so far {}", Seat(active),
                                                        SuitWord(Str(triple, "suit").empty() ? '?' : Str(triple, "suit")[0]),
                                                        Cards(At(triple, "picked")))
                                          : "three of a suit: none under way");
    const Json& draw = At(st_, "draw");
    if (Summary() ? draw.is_object() : Wants("/draw"))
      lines_.push_back(draw.is_object() ? fmt::format("drawing: {} has {} Support card{} to draw, then back to the {} phase",
                                                      Seat(Int(draw, "to")), Int(draw, "pending"), Int(draw, "pending") == 1 ? "" : "s",
                                                      Str(draw, "return") == "command" ? "Command" : "Reinforcements")
                                        : "no Support cards waiting to be drawn");
    const std::string clubs = Str(st_, "clubs_card");
    if (Summary() ? !clubs.empty() : Wants("/clubs_card"))
      lines_.push_back(clubs.empty() ? "no card waiting to be taken with Clubs"
                                     : fmt::format("Clubs: {} played {} and takes a card from the discard pile", Seat(active), clubs));
    const Json& duel = At(st_, "duel");
    if (Summary() ? duel.is_object() : Wants("/duel")) lines_.push_back(Duel(duel, active));
  }

  static std::string Side(const Json& lists, int side) {
    if (!lists.is_array() || side >= static_cast<int>(lists.size()) || !lists[side].is_array() || lists[side].empty())
      return "-";
    std::string s;
    for (const Json& v : lists[side]) s += (s.empty() ? "" : " ") + (v.is_string() ? v.get<std::string>() : v.dump());
    return s;
  }
  static std::string Duel(const Json& duel, int active) {
    if (!duel.is_object()) return "duel: none";
    std::string s = fmt::format("duel: {} {} against {} {}", Seat(active), Str(duel, "attacker"), Seat(1 - active),
                                Str(duel, "defender"));
    if (At(duel, "deflected") == true) s += " (deflected from " + Str(duel, "declared") + ")";
    s += fmt::format("; dice {} / {}; Support {} / {}", Side(At(duel, "dice"), 0), Side(At(duel, "dice"), 1),
                     Side(At(duel, "supports"), 0), Side(At(duel, "supports"), 1));
    return s + (Str(duel, "side") == "defender" ? "; the defender plays" : "");
  }

  void PlayerLine(int p) {
    const Json& pl = Player(st_, p);
    const std::string at = fmt::format("/players/{}/", p);
    std::vector<std::string> parts;
    auto part = [&](const char* key, const std::string& text, bool in_summary) {
      if (Summary() ? in_summary : Wants(at + key)) parts.push_back(text);
    };
    const bool setup = Int(st_, "turn") == 0;
    part("resources", Plural(Int(pl, "resources"), "Resource", "Resources"), !setup);
    part("courtyard", "Courtyard " + Court(At(pl, "courtyard")), !setup || Size(At(pl, "courtyard")) > 0);
    part("dealt_nobles", "dealt Nobles " + Cards(At(pl, "dealt_nobles")), !Strings(At(pl, "dealt_nobles")).empty());
    part("kept", "chosen " + Cards(At(pl, "kept")), !Strings(At(pl, "kept")).empty());
    part("hand", "hand " + Cards(At(pl, "hand")), !Strings(At(pl, "hand")).empty());
    const std::vector<std::string> used = Strings(At(pl, "abilities_used"));
    std::string used_text;
    for (std::string u : used) {
      if (!u.empty()) u[0] = static_cast<char>(u[0] - 'a' + 'A');
      used_text += (used_text.empty() ? "" : " ") + u;
    }
    part("abilities_used", used.empty() ? "no Suit Ability used" : "used " + used_text, !used.empty());
    if (!parts.empty()) {
      std::string line = Seat(p) + ": ";
      for (std::size_t i = 0; i < parts.size(); ++i) line += (i ? "; " : "") + parts[i];
      lines_.push_back(line);
    }
  }

  void Piles() {
    std::vector<std::string> parts;
    auto pile = [&](const char* key, const std::string& name, bool show_cards) {
      const std::vector<std::string> cards = Strings(At(st_, key));
      if (!Summary() && !Wants(std::string("/") + key)) return;
      std::string s = fmt::format("{} {}", name, cards.size());
      if (show_cards && !cards.empty()) s += ": " + Cards(At(st_, key));
      parts.push_back(s);
    };
    pile("noble_stack", "Noble stack", !Summary());
    pile("support_stock", "Support stock", !Summary() && Strings(At(st_, "support_stock")).size() <= 12);
    pile("discard", "discard pile", !Summary() || Strings(At(st_, "discard")).size() <= 8);
    if (!Summary() && Wants("/triple_discards"))
      for (int p = 0; p < 2; ++p) {
        const Json& lists = At(st_, "triple_discards");
        const Json& mine = lists.is_array() && p < static_cast<int>(lists.size()) ? lists[p] : Json();
        parts.push_back(fmt::format("{}'s three of a suit in the discard pile: {}", Seat(p), Cards(mine)));
      }
    if (parts.empty()) return;
    std::string line;
    for (std::size_t i = 0; i < parts.size(); ++i) line += (i ? "; " : "") + parts[i];
    lines_.push_back(line);
  }

  void Marks() {
    if (Summary() || Int(st_, "turn") == 0) return;
    const Json& m = At(st_, "turn_state");
    std::vector<std::string> parts;
    auto mark = [&](const char* key, const std::string& text) {
      if (Wants(std::string("/turn_state/") + key)) parts.push_back(text);
    };
    mark("taxed", At(m, "taxed").empty() ? std::string("no King taxed") : "Kings taxed " + Cards(At(m, "taxed")));
    const int triples = Int(m, "triples");
    mark("triples", triples == 0   ? std::string("no three of a suit discarded")
                    : triples == 1 ? std::string("three of a suit discarded once")
                                   : fmt::format("three of a suit discarded {} times", triples));
    mark("hires", fmt::format("Nobles hired {}", Int(m, "hires")));
    mark("bought", At(m, "bought") == true ? "Support cards bought" : "no Support cards bought");
    mark("weapon_played", At(m, "weapon_played") == true ? "a new Weapon played" : "no new Weapon played");
    const bool moved_shown = Wants("/turn_state/moved");
    mark("moved", At(m, "moved").empty() ? std::string("no Weapon moved") : "Weapons moved " + Cards(At(m, "moved")));
    const std::string stage = Str(m, "command_stage");
    // The furthest Command step reached, said as what the player has done (a Weapon moved, a Suit Ability
    // used): dn.command-order's readings decide what may still follow.
    // (The Weapon moves are not said twice when their own mark is shown.)
    mark("command_stage", stage == "suit-ability" ? "a Suit Ability already used in the Command phase"
                          : moved_shown           ? "no Suit Ability used yet"
                          : stage == "move"       ? "a Weapon moved, no Suit Ability used yet"
                                                  : "no Weapon moved and no Suit Ability used yet");
    mark("duels", fmt::format("duels declared {}", Int(m, "duels")));
    mark("dueled", At(m, "dueled").empty() ? std::string("no Noble has dueled") : "Nobles that dueled " + Cards(At(m, "dueled")));
    const Json& start = At(m, "start_nobles");
    mark("start_nobles", fmt::format("Nobles at the start of the turn: p0 {}, p1 {}",
                                     start.is_array() && start.size() > 0 ? start[0].dump() : "0",
                                     start.is_array() && start.size() > 1 ? start[1].dump() : "0"));
    if (parts.empty()) return;
    std::string line = "this turn: ";
    for (std::size_t i = 0; i < parts.size(); ++i) line += (i ? "; " : "") + parts[i];
    lines_.push_back(line);
  }

  const Json& st_;
  const std::vector<std::string>& focus_;
  std::vector<std::string> lines_;
};

// ---- implausible -----------------------------------------------------------------------------------

// The dealer's opponent takes turn 1 and turns alternate, so odd turns are the opponent's, even turns
// the dealer's (a game stopped by the turn limit keeps its last turn's player).
std::string TurnOrder(const Json& st) {
  const int turn = Int(st, "turn"), active = Int(st, "active");
  const Json& dealer = At(st, "dealer");
  if (turn < 1 || !dealer.is_number_integer()) return "";
  const bool dealers_turn = turn % 2 == 0;
  if ((active == dealer.get<int>()) == dealers_turn) return "";
  return active == dealer.get<int>()
             ? fmt::format("turn {} is {}'s turn, though {} deals and so plays only the even turns", turn, Seat(active), Seat(active))
             : fmt::format("turn {} is {}'s turn, though {}, the dealer's opponent, plays only the odd turns", turn,
                           Seat(active), Seat(active));
}

// Stamina only rises through Hearts, one point, once per game per player; a hired Noble enters at its table
// Stamina. So a Noble above its table Stamina needs its owner's Hearts, and only one such Noble a player.
std::string StaminaAboveTable(const Json& st) {
  for (int p = 0; p < 2; ++p) {
    int above = 0;
    const bool hearts = InList(Strings(At(Player(st, p), "abilities_used")), "hearts");
    const Json& court = At(Player(st, p), "courtyard");
    for (const Json& n : court.is_array() ? court : Json::array()) {
      const std::string noble = Str(n, "noble");
      const int extra = Int(n, "stamina") - TableStaminaOf(noble);
      if (extra <= 0) continue;
      ++above;
      if (!hearts) return fmt::format("{}'s {} has {} Stamina, above its table Stamina, though {} has not used Hearts",
                                      Seat(p), CardWords(noble), Int(n, "stamina"), Seat(p));
      if (extra > 1) return fmt::format("{}'s {} has {} Stamina, more than one above its table Stamina", Seat(p),
                                        CardWords(noble), Int(n, "stamina"));
    }
    if (above > 1) return fmt::format("{} has {} Nobles above their table Stamina, though Hearts restores one point once a game",
                                      Seat(p), above);
  }
  return "";
}

// On turn 1 before any duel, the player not on turn has had no turn at all: six Support cards as dealt,
// no Resources, three Nobles at table Stamina without Weapons, no ability used; no Noble of either side
// has lost Stamina but by the King tax; and the discard pile holds only what the player on turn put
// there by three of a suit or with a suit ability.
std::string FirstTurnBeforeDuels(const Json& st) {
  if (Int(st, "turn") != 1 || Str(st, "phase") == "game-over" || Int(At(st, "turn_state"), "duels") != 0) return "";
  const int active = Int(st, "active"), other = 1 - active;
  const Json& o = Player(st, other);
  const std::string seat = Seat(other), when = "on turn 1 before any duel";
  if (Size(At(o, "hand")) != 6)
    return fmt::format("{} holds {} Support cards {}, though the deal gave six and {} has had no turn", seat,
                       Size(At(o, "hand")), when, seat);
  if (Int(o, "resources") != 0)
    return fmt::format("{} has {} {}, though {} has had no turn to earn any", seat,
                       Plural(Int(o, "resources"), "Resource", "Resources"), when, seat);
  if (Size(At(o, "courtyard")) != 3)
    return fmt::format("{}'s Courtyard holds {} Nobles {}, though it began with three", seat, Size(At(o, "courtyard")), when);
  if (!Strings(At(o, "abilities_used")).empty()) return fmt::format("{} has used a suit ability {}, before any turn of {}", seat, when, seat);
  for (int p = 0; p < 2; ++p)
    for (const Json& n : At(Player(st, p), "courtyard").is_array() ? At(Player(st, p), "courtyard") : Json::array()) {
      const std::string noble = Str(n, "noble");
      const bool king = !noble.empty() && noble[0] == 'K';
      const int least = p == other ? TableStaminaOf(noble) : king ? 1 : TableStaminaOf(noble);
      if (Int(n, "stamina") < least)
        return fmt::format("{}'s {} has {} {}, though only a duel{} could have lowered it", Seat(p), CardWords(noble),
                           Plural(Int(n, "stamina"), "Stamina", "Stamina"), when, p == active && king ? " or the King tax" : "");
      if (p == other && !Str(n, "weapon").empty())
        return fmt::format("{}'s {} holds a Weapon {}, though {} has had no turn to play one", seat, CardWords(noble), when, seat);
    }
  if (Size(At(Player(st, active), "courtyard")) < 3)
    return fmt::format("{}'s Courtyard holds fewer than three Nobles {}, though only a duel vanquishes one", Seat(active), when);
  const Json& lists = At(st, "triple_discards");
  const std::vector<std::string> mine = lists.is_array() && Size(lists) > active ? Strings(lists[active]) : std::vector<std::string>{};
  int extra = 0;
  for (const std::string& c : Strings(At(st, "discard"))) extra += InList(mine, c) ? 0 : 1;
  const int abilities = Size(At(Player(st, active), "abilities_used"));
  if (extra > abilities)
    return fmt::format("the discard pile holds {} cards {} that neither {}'s three of a suit nor {}'s suit abilities put there",
                       extra, when, Seat(active), Seat(active));
  return "";
}

}  // namespace

std::string Picture(const Json& pub, const std::vector<std::string>& focus) { return Painter(Inner(pub), focus).Paint(); }

std::string Implausible(const Json& pub) {
  const Json& st = Inner(pub);
  if (std::string why = TurnOrder(st); !why.empty()) return why;
  if (std::string why = StaminaAboveTable(st); !why.empty()) return why;
  return FirstTurnBeforeDuels(st);
}

}  // namespace peerage::dn::narration
