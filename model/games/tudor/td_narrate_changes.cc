// Tudor's narrator, differences between two public states: each differing leaf belongs to a topic (a
// player's field, a Throne Room space's token or Courtier, a supply, a chamber's bench, chairs or Lords, the
// turn in progress), and each topic is told once, as a sentence about the second state.
#include <map>

#include <fmt/format.h>

#include "model/games/tudor/td_narrate.h"

namespace peerage::td::narrate {
namespace {

std::vector<std::string> Segments(const std::string& pointer) {
  std::vector<std::string> out;
  std::size_t i = 1;
  while (i <= pointer.size()) {
    const std::size_t next = pointer.find('/', i);
    out.push_back(pointer.substr(i, next == std::string::npos ? std::string::npos : next - i));
    if (next == std::string::npos) break;
    i = next + 1;
  }
  return out;
}
int Index(const std::vector<std::string>& seg, std::size_t i) {
  if (i >= seg.size() || seg[i].empty() || seg[i].find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::stoi(seg[i]);
}

// One topic: the change's field (a pattern), what it is about (key member, index) and its sentence.
struct Topic {
  std::string field, member;
  int index = -1;  // player, space, column, chamber; -1 none
  std::string sub;  // a player's field, or the member of turn/sub/move/pending
};

Topic TopicOf(const std::string& leaf) {
  const std::vector<std::string> seg = Segments(leaf);
  Topic t;
  t.member = seg.empty() ? std::string() : seg[0];
  const std::string& m = t.member;
  const int i = Index(seg, 1);
  if (m == "players" && i >= 0 && seg.size() >= 3) return {"/players/*/" + seg[2], m, i, seg[2]};
  if (m == "players") return {"/players", m, -1, ""};
  if ((m == "token" || m == "ii" || m == "fig" || m == "office") && i >= 0) return {"/" + m + "/*", m, i, ""};
  if (m == "bench" && i >= 0) return {"/bench/*", m, i / kMaxBench, ""};
  if (m == "chairs" && i >= 0) return {"/chairs/*", m, i / kMaxChairs, ""};
  if (m == "lords" && i >= 0) return {"/lords/*", m, i / kLordChairs, ""};
  if ((m == "turn" || m == "sub" || m == "move" || m == "pending") && seg.size() >= 2)
    return {"/" + m + "/" + seg[1], m, -1, seg[1]};
  return {"/" + m, m, -1, ""};
}

std::string Key(const Topic& t) { return fmt::format("{}|{}|{}", t.member, t.index, t.sub); }

// ---- sentences ----------------------------------------------------------------------------------------------

std::string PlayerSentence(const Json& st, int p, const std::string& f) {
  const Json& pl = Item(At(st, "players"), p);
  const std::string who = Seat(p);
  if (f == "supply") return fmt::format("{} has {} in their supply", who, CountOf(IntAt(pl, "supply", 0), "Courtier"));
  if (f == "lord") {
    const int c = IntAt(pl, "lord");
    return c < 0 ? who + "'s Lord is not in an Audience Chamber" : fmt::format("{}'s Lord is in {}", who, ChamberName(c));
  }
  if (f == "prestige") return fmt::format("{} has {} Prestige", who, IntAt(pl, "prestige", 0));
  if (f == "ambassadors") {
    const int k = IntAt(pl, "ambassadors", 0);
    return k == 0 ? who + " has no Ambassadors on the Diplomatic Service card"
                  : fmt::format("{} has {} on the Diplomatic Service card", who, CountOf(k, "Ambassador"));
  }
  if (f == "lord_done")
    return fmt::format("{}'s Lord {} been activated this round", who, BoolAt(pl, "lord_done") ? "has" : "has not");
  if (f == "bonus_used")
    return fmt::format("{} {} the Move Courtier Bonus Action this round", who, BoolAt(pl, "bonus_used") ? "has used" : "has not used");
  if (f == "fingers") {
    const std::string rings = RingsText(At(pl, "fingers"));
    return fmt::format("{}'s Hand Screen displays {}", who, rings.empty() ? std::string("no Rings") : rings);
  }
  if (f == "cards") return fmt::format("{} holds {}", who, ColourCounts(At(pl, "cards"), "Court Card"));
  if (f == "tokens") return fmt::format("{} holds {}", who, ColourCounts(At(pl, "tokens"), "Court Token", " behind their screen"));
  if (f == "spent")
    return fmt::format("{} has {}", who, ColourCounts(At(pl, "spent"), "Court Token", " spent in front of their screen"));
  if (f == "ii") return fmt::format("{} holds {}", who, TokenCounts(At(pl, "ii")));
  return who + "'s screen differs";
}

std::string SpaceSentence(const Json& st, const std::string& m, int s) {
  const Json& v = Item(At(st, m), s);
  const std::string space = SpaceText(s);
  if (m == "token")
    return v.is_string() ? fmt::format("the space {} holds a {} Court Token", space, v.get<std::string>())
                         : fmt::format("the space {} has no Court Token", space);
  if (m == "ii") {
    const int t = v.is_string() ? TokenKindIndex(v.get<std::string>()) : -1;
    return t >= 0 ? fmt::format("the space {} holds an {} Token", space, TokenKind(t))
                  : fmt::format("the space {} has no Influence or Intrigue Token", space);
  }
  if (m == "fig")
    return v.is_number_integer() ? fmt::format("{}'s Courtier stands on {}", Seat(v.get<int>()), space)
                                 : fmt::format("no Courtier stands on {}", space);
  const int holder = IntOf(v);  // office: s is the column
  return holder >= 0 ? fmt::format("{} holds the Office of column {}", Seat(holder), s + 1)
                     : fmt::format("nobody holds the Office of column {}", s + 1);
}

std::string SpacesList(const Json& list) {
  std::vector<std::string> names;
  for (const Json& v : list)
    if (v.is_number_integer()) names.push_back(SpaceText(v.get<int>()));
  return JoinAnd(names);
}

// A supply's counts that differ: "the bag holds 19 red and no gray Court Tokens".
std::string SupplySentence(const Json& before, const Json& after, const std::string& m) {
  const bool kinds = m == "ii_pool" || m == "ii_used";
  const Json &a = At(before, m), &b = At(after, m);
  std::vector<std::string> parts;
  int total = 0, size = kinds ? kNumII : kFactions;
  for (int i = 0; i < size; ++i) {
    const int x = IntOf(Item(a, i), 0), y = IntOf(Item(b, i), 0);
    if (x == y) continue;
    parts.push_back(fmt::format("{} {}", y == 0 ? std::string("no") : std::to_string(y), kinds ? TokenKind(i) : Colour(i)));
    total += y;
  }
  const std::string noun = kinds ? (total == 1 && parts.size() == 1 ? "Token" : "Tokens")
                                 : m == "stand" ? (total == 1 && parts.size() == 1 ? "Ring" : "Rings")
                                 : m == "stack" || m == "cards_out" ? (total == 1 && parts.size() == 1 ? "Court Card" : "Court Cards")
                                                                    : (total == 1 && parts.size() == 1 ? "Court Token" : "Court Tokens");
  const std::string what = JoinAnd(parts) + " " + noun;
  const bool one = total == 1 && parts.size() == 1;
  if (m == "bag") return "the bag holds " + what;
  if (m == "stack") return "the supply holds " + what;
  if (m == "stand") return "the Ring Stand holds " + what;
  if (m == "ii_pool") return "the box holds " + what;
  if (m == "ii_used") return fmt::format("{} {} spent and out of the game", what, one ? "is" : "are");
  return fmt::format("{} {} out of the game", what, one ? "is" : "are");  // removed, cards_out
}

std::string BenchSentence(const Json& st, int c) {
  std::vector<std::string> owners;
  for (int i = 0; i < kMaxBench; ++i) {
    const int p = IntOf(Item(At(st, "bench"), c * kMaxBench + i));
    if (p >= 0) owners.push_back(Seat(p));
  }
  if (owners.empty()) return fmt::format("the Assignment Bench of {} is empty", ChamberName(c));
  if (owners.size() == 1) return fmt::format("the Assignment Bench of {} holds a Courtier of {}", ChamberName(c), owners[0]);
  return fmt::format("the Assignment Bench of {} holds Courtiers of {}, nearest the door first", ChamberName(c), JoinAnd(owners));
}

std::string ChairsSentence(const Json& st, int c) {
  std::vector<std::string> seated;
  for (int i = 0; i < kMaxChairs; ++i) {
    const Json& ch = Item(At(st, "chairs"), c * kMaxChairs + i);
    const int p = IntAt(ch, "owner");
    if (p >= 0) seated.push_back(fmt::format("{}{}", Seat(p), BoolAt(ch, "acted") ? " (behind its chair)" : ""));
  }
  if (seated.empty()) return fmt::format("no Courtier sits in {}", ChamberName(c));
  if (seated.size() == 1) return fmt::format("{} seats a Courtier of {}", ChamberName(c), seated[0]);
  return fmt::format("{} seats Courtiers of {}, top chair first", ChamberName(c), JoinAnd(seated));
}

std::string LordsSentence(const Json& st, int c) {
  std::vector<std::string> lords;
  for (int i = 0; i < kLordChairs; ++i) {
    const Json& l = Item(At(st, "lords"), c * kLordChairs + i);
    const int p = IntAt(l, "owner");
    if (p >= 0) lords.push_back(fmt::format("{}'s Lord{}", Seat(p), BoolAt(l, "acted") ? " (activated)" : ""));
  }
  if (lords.empty()) return fmt::format("no Lord sits in {}", ChamberName(c));
  return fmt::format("{} {} in {}", JoinAnd(lords), lords.size() == 1 ? "sits" : "sit", ChamberName(c));
}

std::string OpenText(const Json& open, int& items) {
  std::vector<std::string> letters;
  bool alternate = false;
  for (const Json& v : open) {
    if (!v.is_string()) continue;
    if (v.get<std::string>() == "G/H") alternate = true;
    else letters.push_back(v.get<std::string>());
  }
  std::vector<std::string> parts;
  if (!letters.empty()) parts.push_back((letters.size() == 1 ? "Action " : "Actions ") + JoinAnd(letters));
  if (alternate) parts.push_back("an alternate Action G or H");
  items = static_cast<int>(letters.size()) + (alternate ? 1 : 0);
  return JoinAnd(parts);
}

std::string TurnSentence(const Json& st, const std::string& f) {
  const Json& turn = At(st, "turn");
  const std::string who = Seat(IntAt(st, "actor", 0));
  if (f == "chamber") {
    const int c = IntAt(turn, "chamber");
    return c < 0 ? "no figure has been activated this turn" : fmt::format("the figure activated this turn is in {}", ChamberName(c));
  }
  if (f == "open") {
    int items = 0;
    const std::string open = OpenText(At(turn, "open"), items);
    return open.empty() ? "no Action is open to an activated figure"
                        : fmt::format("{} {} still open to the activated figure", open, items == 1 ? "is" : "are");
  }
  if (f == "steps") {
    const int k = IntAt(turn, "steps", 0);
    return k == 0 ? who + " has no Action left to take this turn"
                  : fmt::format("{} still has {} to take this turn", who, k == 1 ? "one Action" : "two Actions");
  }
  if (f == "lord")
    return BoolAt(turn, "lord") ? fmt::format("the figure {} activated this turn is their Lord", who)
                                : fmt::format("{} has not activated their Lord this turn", who);
  if (f == "acted")
    return BoolAt(turn, "acted") ? fmt::format("{} has activated a figure or taken an alternate Action this turn", who)
                                 : fmt::format("{} has not yet activated a figure this turn", who);
  return "the turn in progress differs";
}

std::string SubSentence(const Json& st, const std::string& f) {
  const Json& sub = At(st, "sub");
  const std::string action = StrAt(sub, "action");
  if (f == "action") {
    if (action == "card-of-choice") return "the current Action is the Scenario Card's Court Card of the player's choice";
    return action.empty() ? "no Action is being resolved" : "the current Action is " + ActionName(action[0]);
  }
  if (f == "count") {
    const int k = IntAt(sub, "count", 0);
    return k == 0 ? "no Court Card is still to be taken in the current Action"
                  : fmt::format("{} still to be taken in the current Action", CountOf(k, "Court Card") + (k == 1 ? " is" : " are"));
  }
  if (f == "color") {
    const std::string colour = StrAt(sub, "color");
    if (colour.empty()) return "no colour has been chosen in the current Action";
    if (action == "B") return fmt::format("the first new Ring of Action B is {}", colour);
    if (action == "D") return fmt::format("the first Court Card taken in Action D is {}", colour);
    return fmt::format("the colour chosen in the current Action is {}", colour);
  }
  if (f == "finger") {
    const std::string v = StrAt(sub, "finger");
    if (v.empty()) return "no second Ring exchange of Action B is in progress";
    if (v.size() == 2 && v[0] == 'f')
      return fmt::format("the first exchange of Action B replaced the Ring on the {}", Finger(v[1] - '0'));
    return fmt::format("the second new Ring of Action B is {}", v);
  }
  return "the Action in progress differs";
}

std::string MoveKind(const std::string& kind) {
  if (kind == "bonus-move") return "the movement is the Move Courtier Bonus Action";
  if (kind == "jump") return "the movement is the jump of Climbing The Ranks";
  if (kind == "strong-move") return "the movement is the move of up to 2 spaces of Only The Strong Shall Rule";
  return "the movement comes from " + ActionName(kind.empty() ? '?' : kind[0]);
}

std::string MoveSentence(const Json& st, const std::string& f) {
  const Json& move = At(st, "move");
  if (f == "kind") return MoveKind(StrAt(move, "kind"));
  if (f == "pos") {
    const int s = IntAt(move, "pos");
    return s < 0 ? "no moving Courtier stands on a Throne Room space" : "the moving Courtier stands on " + SpaceText(s);
  }
  if (f == "start") {
    const int s = IntAt(move, "start");
    return s < 0 ? "the moving Courtier did not start from a Throne Room space" : "the moving Courtier started from " + SpaceText(s);
  }
  if (f == "left") {
    const int k = IntAt(move, "left", 0);
    return k == 0 ? "the movement has no spaces left" : fmt::format("the movement has {} left", CountOf(k, "space"));
  }
  if (f == "moved") {
    const int k = IntAt(move, "moved", 0);
    return k == 0 ? "the moving Courtier has not moved yet" : fmt::format("the moving Courtier has moved {}", CountOf(k, "space"));
  }
  if (f == "any_dir")
    return BoolAt(move, "any_dir") ? "the movement may go in any direction" : "the movement goes only up its column";
  if (f == "enhanced") return BoolAt(move, "enhanced") ? "the movement is enhanced by Rings" : "the movement is not enhanced";
  if (f == "visited") {
    const std::string spaces = SpacesList(At(move, "visited"));
    return spaces.empty() ? "the moving Courtier has entered no space yet"
                          : "the moving Courtier has entered or passed " + spaces + " in this movement";
  }
  if (f == "discarded") {
    std::vector<std::string> colours;
    for (const Json& v : At(move, "discarded"))
      if (v.is_string()) colours.push_back(v.get<std::string>());
    if (colours.empty()) return "no Court Card has been discarded for the movement";
    return fmt::format("{} {} been discarded for the movement", JoinAnd(colours) + " Court Card" + (colours.size() == 1 ? "" : "s"),
                       colours.size() == 1 ? "has" : "have");
  }
  return "the movement in progress differs";
}

std::string PendingSentence(const Json& st, const std::string& f) {
  const Json& pending = At(st, "pending");
  const std::string who = Seat(IntAt(st, "actor", 0));
  if (f == "ii") {
    const int t = TokenKindIndex(StrAt(pending, "ii"));
    return t < 0 ? "no picked-up Influence or Intrigue Token waits to be kept or used"
                 : fmt::format("{} has just picked up an {} Token, to keep or to use", who, TokenKind(t));
  }
  if (f == "office") {
    const int c = IntAt(pending, "office");
    return c < 0 ? "no Office is being taken" : fmt::format("{}'s Courtier has reached the Office of column {}", who, c + 1);
  }
  if (f == "victim") {
    const int v = IntAt(pending, "victim");
    return v < 0 ? "nobody is being disgraced" : fmt::format("{} is disgraced and loses a Ring of {}'s choice", Seat(v), who);
  }
  if (f == "any") {
    const int k = IntAt(pending, "any", 0);
    return k == 0 ? "no free Action is owed"
                  : fmt::format("{} is owed {} of their choice from Exploiting Connections", who, CountOf(k, "free Action"));
  }
  if (f == "ecard")
    return BoolAt(pending, "ecard") ? who + " may take a Court Card matching one discarded for the enhanced Long Court Movement"
                                    : "no Court Card is owed for an enhanced Long Court Movement";
  return "what a movement left to resolve differs";
}

std::string TopSentence(const Json& ps, const std::string& m) {
  const Json& st = At(ps, "state");
  const std::string phase = StrAt(st, "phase");
  if (m == "phase") {
    if (phase == "game-over") return "the game is over";
    const int round = IntAt(st, "round", 0);
    return round > 0 ? fmt::format("the game is in {} of round {}", PhaseName(phase), round) : "the game is in " + PhaseName(phase);
  }
  if (m == "round") {
    const int round = IntAt(st, "round", 0), total = RoundsTotal(ps);
    if (round == 0) return "no round has begun yet";
    return total > 0 ? fmt::format("it is round {} of {}", round, total) : fmt::format("it is round {}", round);
  }
  if (m == "actor") {
    if (phase == "game-over") return "the game is over: nobody acts";
    if (phase == "setup") return "the board is still being set up: nobody acts yet";
    return fmt::format("it is {}'s turn, in {}", Seat(IntAt(st, "actor", 0)), PhaseName(phase));
  }
  if (m == "start") {
    const int p = IntAt(st, "start");
    return p < 0 ? "no start player has been chosen yet" : Seat(p) + " is the start player";
  }
  if (m == "scenario") {
    const int n = IntAt(st, "scenario");
    return n < 0 ? "no Scenario Card has been drawn yet" : "the Scenario Card in play is " + ScenarioName(n);
  }
  if (m == "scoring") {
    const Json& s = At(st, "scoring");
    const int a = IntOf(Item(s, 0)), b = IntOf(Item(s, 1));
    return a < 0 ? "no Scoring Cards have been drawn yet"
                 : fmt::format("the Scoring Cards in play are {} and {}", ScoringName(a), ScoringName(b));
  }
  if (m == "decision") {
    const std::string d = StrAt(st, "decision"), who = Seat(IntAt(st, "actor", 0));
    if (d == "ring-for-office") return who + " chooses a Ring from the Ring Stand for the Office just taken";
    if (d == "exchange-ring") return who + " chooses a Ring to exchange for Action B";
    if (d == "swap-tokens") return who + " chooses two Court Tokens in the Throne Room to swap";
    if (d == "swap-chairs") return who + " chooses two adjacent Courtiers in an Audience Chamber to switch";
    return "no Office Ring, Ring exchange or swap waits to be chosen";
  }
  if (m == "assign_left") {
    const int k = IntAt(st, "assign_left", 0);
    return k == 0 ? "no Courtier placement is still owed this round"
                  : fmt::format("{} still owed in Chamber Assignment", CountOf(k, "Courtier placement") + (k == 1 ? " is" : " are"));
  }
  if (m == "restock") {
    const std::string spaces = SpacesList(At(st, "restock"));
    const int n = static_cast<int>(At(st, "restock").size());
    return spaces.empty() ? "no space waits for a new Court Token"
                          : fmt::format("{} {} for a new Court Token from the bag", spaces, n == 1 ? "waits" : "wait");
  }
  if (m == "arrange") {
    std::vector<std::string> seats;
    for (const Json& v : At(st, "arrange"))
      if (v.is_number_integer()) seats.push_back(Seat(v.get<int>()));
    return seats.empty() ? "nobody is rearranging Rings"
                         : fmt::format("{} may rearrange their Rings now", JoinAnd(seats));
  }
  return "the position differs";
}

std::string Sentence(const Json& before, const Json& after, const Topic& t) {
  const Json& st = At(after, "state");
  const std::string& m = t.member;
  if (m == "players") return t.index >= 0 ? PlayerSentence(st, t.index, t.sub) : "the players differ";
  if (m == "token" || m == "ii" || m == "fig" || m == "office") return SpaceSentence(st, m, t.index);
  if (m == "bag" || m == "stack" || m == "stand" || m == "removed" || m == "cards_out" || m == "ii_pool" || m == "ii_used")
    return SupplySentence(At(before, "state"), st, m);
  if (m == "bench") return BenchSentence(st, t.index);
  if (m == "chairs") return ChairsSentence(st, t.index);
  if (m == "lords") return LordsSentence(st, t.index);
  if (m == "turn") return t.sub == "none" ? "no figure has been activated this turn" : TurnSentence(st, t.sub);
  if (m == "sub") return t.sub == "none" ? "no Action is being resolved" : SubSentence(st, t.sub);
  if (m == "move") return t.sub == "none" ? "no movement is under way" : MoveSentence(st, t.sub);
  if (m == "pending") return PendingSentence(st, t.sub);
  return TopSentence(after, m);
}

// The turn, the Action and the movement back at their defaults (nothing under way) are told once each.
Topic Collapsed(Topic t, const Json& st) {
  if (t.member == "move" && t.sub != "discarded" && IntAt(At(st, "move"), "left", 0) == 0) return {"/move", "move", -1, "none"};
  if (t.member == "turn" && !BoolAt(At(st, "turn"), "acted") && IntAt(At(st, "turn"), "chamber") < 0)
    return {"/turn", "turn", -1, "none"};
  if (t.member == "sub" && StrAt(At(st, "sub"), "action").empty()) return {"/sub", "sub", -1, "none"};
  return t;
}

}  // namespace

std::vector<NarratedChange> Differences(const Json& before, const Json& after) {
  std::vector<NarratedChange> out;
  std::map<std::string, bool> told;
  for (const std::string& leaf : DifferingLeaves(At(before, "state"), At(after, "state"))) {
    const Topic t = Collapsed(TopicOf(leaf), At(after, "state"));
    if (told[Key(t)]) continue;
    told[Key(t)] = true;
    std::string sentence;
    try {
      sentence = Sentence(before, after, t);
    } catch (const std::exception&) {
      sentence = "the position differs";
    }
    out.push_back({t.field, sentence});
  }
  return out;
}

}  // namespace peerage::td::narrate
