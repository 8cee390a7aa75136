// Tudor's narrator: every action kind told as a sentence, and the factory TudorNarrator(). Names:
// td_narrate_names.cc; differences: td_narrate_changes.cc; picture, legend, implausible: td_narrate_picture.cc.
#include "model/games/tudor/td_narrate.h"

#include <algorithm>
#include <cstdio>

#include <fmt/format.h>

#include "model/core/public_state.h"

namespace peerage {
extern const std::string_view kTudorPublicSchema;
}  // namespace peerage

namespace peerage::td {
namespace narrate {
// ---- actions ----------------------------------------------------------------------------------------------

namespace {

std::vector<std::string> Split(std::string_view text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t colon = text.find(':', start);
    parts.emplace_back(text.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start));
    if (colon == std::string_view::npos) return parts;
    start = colon + 1;
  }
}

// "c3r2" -> space index, -1 when it is not one.
int ParseSpace(const std::string& t) {
  int c = 0, r = 0;
  if (std::sscanf(t.c_str(), "c%dr%d", &c, &r) != 2 || c < 1 || r < 1 || c > kMaxCols || r > kMaxRows) return -1;
  return (c - 1) * kMaxRows + (r - 1);
}
int ParseNumber(const std::string& t, int fallback = -1) {
  int v = 0;
  return std::sscanf(t.c_str(), "%d", &v) == 1 ? v : fallback;
}
int ParseFinger(const std::string& t) { return t.size() == 2 && t[0] == 'f' ? t[1] - '0' : -1; }
int ParseSeat(const std::string& t) { return t.size() == 2 && t[0] == 'p' ? t[1] - '0' : -1; }

std::string Direction(int from, int to) {
  const int dc = to / kMaxRows - from / kMaxRows, dr = to % kMaxRows - from % kMaxRows;
  if (dc == 0) return dr > 0 ? "up" : "down";
  return dc > 0 ? "right" : "left";
}
std::string Discarding(const std::string& pay) {
  return ColourIndex(pay) >= 0 ? fmt::format(", discarding a {} Court Card", pay) : std::string();
}
std::string Owner(int seat) { return seat >= 0 ? Seat(seat) + "'s" : "a"; }

// The tokens a Special Action of `n` tokens of kind `type` costs `p`: the named kind first, then Opportunity
// Tokens (the engine's rule, tudor.h); kNumII: one Influence and one Intrigue.
std::string Payment(const Json& st, int p, int type, int n) {
  const Json& ii = At(Item(At(st, "players"), p), "ii");
  auto part = [&](int t, int k) {
    const int own = std::min(IntOf(Item(ii, t), 0), k);
    std::vector<std::string> out;
    if (own > 0) out.push_back(CountOf(own, TokenKind(t) + " Token"));
    if (k - own > 0) out.push_back(CountOf(k - own, "Opportunity Token"));
    return out;
  };
  std::vector<std::string> parts = type == kNumII ? part(kInfluence, 1) : part(type, n);
  if (type == kNumII)
    for (const std::string& s : part(kIntrigue, 1)) parts.push_back(s);
  return JoinAnd(parts);
}

struct Ctx {
  const Json& ps;
  const Json& st;
  int actor;
  std::string who;  // "p0"
  const std::vector<std::string>& f;  // the action's fields after its kind
  std::string F(std::size_t i) const { return i < f.size() ? f[i] : std::string(); }
  int Fig(int s) const { return IntOf(Item(At(st, "fig"), s)); }
  std::string Phase() const { return StrAt(st, "phase"); }
  const Json& Player() const { return Item(At(st, "players"), actor); }
};

std::string Chance(const Ctx& c, const std::string& kind) {
  if (kind == "scoring-cards") {
    const std::string pair = c.F(0);
    const int a = ParseNumber(pair.substr(0, pair.find('+'))),
              b = pair.find('+') == std::string::npos ? -1 : ParseNumber(pair.substr(pair.find('+') + 1));
    return fmt::format("the Scoring Cards drawn are {} and {}", ScoringName(a), ScoringName(b));
  }
  if (kind == "scenario") return "the Scenario Card drawn is " + ScenarioName(ParseNumber(c.F(0)));
  if (kind == "start-player") return fmt::format("{} is chosen as the start player", c.F(0));
  const int rows = Rows();
  if (kind == "place-token") {
    int placed = 0;
    for (const Json& v : At(c.st, "ii")) placed += !v.is_null();
    const int t = TokenKindIndex(c.F(0));
    return fmt::format("the draw gives an {} Token, placed face up on {}", TokenKind(t),
                       SpaceText((placed / rows) * kMaxRows + placed % rows));
  }
  // draw-token: set-up fills the spaces column by column; later a draw refills the topmost, then leftmost,
  // space waiting for a new Court Token.
  if (c.Phase() == "setup") {
    int placed = 0;
    for (const Json& v : At(c.st, "token")) placed += !v.is_null();
    return fmt::format("the bag gives a {} Court Token, placed face up on {}", c.F(0),
                       SpaceText((placed / rows) * kMaxRows + placed % rows));
  }
  int best = -1;
  for (const Json& v : At(c.st, "restock")) {
    const int s = IntOf(v);
    if (s >= 0 && (best < 0 || s % kMaxRows > best % kMaxRows || (s % kMaxRows == best % kMaxRows && s < best))) best = s;
  }
  if (best < 0) return fmt::format("the bag gives a {} Court Token", c.F(0));
  return fmt::format("the bag gives a {} Court Token to refill {}", c.F(0), SpaceText(best));
}

std::string Stop(const Ctx& c) {
  const std::string decision = StrAt(c.st, "decision");
  if (decision == "swap-tokens") return c.who + " has no two different Court Tokens to swap, so the Intrigue Token is spent for nothing";
  if (decision == "swap-chairs") return c.who + " has no adjacent Courtiers to switch, so the Intrigue Token is spent for nothing";
  if (decision == "exchange-ring")
    return c.who + " takes no Court Card for the new Ring, its stack being empty";
  const Json& move = At(c.st, "move");
  if (IntAt(move, "left", 0) > 0) {
    const int pos = IntAt(move, "pos");
    return pos < 0 ? c.who + " gives up the movement" : fmt::format("{} ends the movement on {}", c.who, SpaceText(pos));
  }
  if (IntAt(At(c.st, "pending"), "any", 0) > 0) return c.who + " takes no free Action";
  return c.who + " stops";
}

std::string CardPurpose(const Ctx& c) {
  const Json& sub = At(c.st, "sub");
  const std::string action = StrAt(sub, "action");
  if (action == "card-of-choice") return " as the Court Card of their choice";
  if (action == "E") return " matching a card discarded for the enhanced Long Court Movement";
  if (action.size() == 1) return " for Action " + action;
  return "";
}

std::string RingAction(const Ctx& c) {
  const std::string colour = c.F(0);
  if (c.Phase() == "draft")
    return fmt::format("{} chooses a {} Privilege Ring from the Ring Stand and takes a {} Court Card", c.who, colour, colour);
  const int victim = IntAt(At(c.st, "pending"), "victim");
  if (victim >= 0) return fmt::format("{} takes the {} Ring from the screen of the disgraced {}", c.who, colour, Seat(victim));
  return fmt::format("{} takes a {} Ring from the Ring Stand for their new Office", c.who, colour);
}

std::string Arrange(const Ctx& c) {
  static constexpr std::string_view kInitials = "bgrynap";
  const std::string code = c.F(0);
  Json fingers = Json::array();
  for (char ch : code) {
    const std::size_t f = kInitials.find(ch);
    fingers.push_back(f == std::string_view::npos ? Json() : Json(Colour(static_cast<int>(f))));
  }
  const std::string rings = RingsText(fingers);
  return fmt::format("{} {} their Rings: {}", c.who, c.Phase() == "draft" ? "places" : "arranges",
                     rings.empty() ? "none" : rings);
}

std::string Step(const Ctx& c) {
  const int to = ParseSpace(c.F(0)), pos = IntAt(At(c.st, "move"), "pos");
  if (pos < 0)
    return fmt::format("{} places a new Courtier from their supply on {}{}", c.who, SpaceText(to), Discarding(c.F(1)));
  // The top space is the one below its column's Office, which a Courtier there takes: said where it is entered.
  const std::string top = to >= 0 && to % kMaxRows == Rows() - 1
                              ? fmt::format(", the top space, below column {}'s Office", to / kMaxRows + 1)
                              : std::string();
  return fmt::format("{} moves the Courtier from {} one step {}, to {}{}{}", c.who, SpaceText(pos), Direction(pos, to),
                     SpaceText(to), top, Discarding(c.F(1)));
}

std::string Jump(const Ctx& c) {
  const int to = ParseSpace(c.F(0)), pos = IntAt(At(c.st, "move"), "pos");
  if (pos < 0) return fmt::format("{} moves a Courtier past an occupied space to {}", c.who, SpaceText(to));
  const int over = ((pos / kMaxRows + to / kMaxRows) / 2) * kMaxRows + (pos % kMaxRows + to % kMaxRows) / 2;
  std::string pay;
  if (ColourIndex(c.F(1)) >= 0 && ColourIndex(c.F(2)) >= 0)
    pay = fmt::format(", discarding a {} Court Card to skip it and a {} one for {}", c.F(1), c.F(2), SpaceText(to));
  return fmt::format("{} moves the Courtier from {} {} over {} Courtier on {} to {}{}", c.who, SpaceText(pos),
                     Direction(pos, to), Owner(c.Fig(over)), SpaceText(over), SpaceText(to), pay);
}

std::string Recall(const Ctx& c, const std::string& kind) {
  const int s = ParseSpace(c.F(0)), owner = c.Fig(s);
  if (kind == "recall-place") {
    const int to = ParseSpace(c.F(1));
    return fmt::format("{} has no Courtier in supply, so takes back their Courtier from {} and places it on {}{}",
                       c.who, SpaceText(s), SpaceText(to), Discarding(c.F(2)));
  }
  if (owner == c.actor)
    return fmt::format("{} has no Courtier in supply, so takes back their Courtier from {} to place it", c.who, SpaceText(s));
  return fmt::format("{} has no Courtier in supply and removes {} Courtier from {} to its owner's supply", c.who,
                     Owner(owner), SpaceText(s));
}

std::string Exchange(const Ctx& c) {
  const int f = ParseFinger(c.F(0));
  const Json& old = Item(At(c.Player(), "fingers"), f);
  return fmt::format("{} exchanges the {} Ring on their {} for a {} Ring from the Ring Stand", c.who,
                     old.is_string() ? old.get<std::string>() : "old", Finger(f), c.F(1));
}

std::string Two(const std::string& a, const std::string& b, const std::string& noun) {
  return a == b ? fmt::format("two {} {}s", a, noun) : fmt::format("a {} and a {} {}", a, b, noun);
}

std::string PickedUp(const Ctx& c) {
  const int t = TokenKindIndex(StrAt(At(c.st, "pending"), "ii"));
  return fmt::format("the {} Token", t >= 0 ? TokenKind(t) : "picked-up");
}

std::string Use(const Ctx& c) {
  const std::string side = c.F(0), token = PickedUp(c);
  if (side == "ambassador")
    return fmt::format("{} discards {} and places a Courtier from their supply on the Diplomatic Service card as an Ambassador",
                       c.who, token);
  if (side == "left") return fmt::format("{} discards {} to take a Court Card of their choice", c.who, token);
  if (IntAt(c.st, "scenario") == 1)
    return fmt::format("{} discards {} to swap two Court Tokens in the Throne Room", c.who, token);
  return fmt::format("{} discards {} to switch one of their Courtiers with an adjacent Courtier in the same Audience Chamber",
                     c.who, token);
}

std::string ScenarioAction(const Ctx& c) {
  const int scenario = IntAt(c.st, "scenario");
  if (scenario == 3 && c.F(0) == "left")
    return fmt::format("{} discards {} to take a Court Card of their choice", c.who, Payment(c.st, c.actor, kInfluence, 2));
  if (scenario == 3)
    return fmt::format("{} discards {} to move a Courtier 2 spaces by jumping over an adjacent Courtier", c.who,
                       Payment(c.st, c.actor, kIntrigue, 2));
  return fmt::format("{} discards {} to move one of their Courtiers up to 2 spaces", c.who,
                     Payment(c.st, c.actor, kInfluence, 2));
}

std::string SwapChair(const Ctx& c) {
  const int chamber = ParseNumber(c.F(0)) - 1, chair = ParseNumber(c.F(1)) - 1;
  const Json& chairs = At(c.st, "chairs");
  const int a = IntAt(Item(chairs, chamber * 6 + chair), "owner"), b = IntAt(Item(chairs, chamber * 6 + chair + 1), "owner");
  auto whose = [&](int p) { return p == c.actor ? std::string("their") : Owner(p); };
  return fmt::format("{} switches {} Courtier on chair {} of {} with {} Courtier on chair {}", c.who, whose(a), chair + 1,
                     ChamberName(chamber), whose(b), chair + 2);
}

std::string Banish(const Ctx& c) {
  const int s = ParseSpace(c.F(0));
  const int cost = s % kMaxRows < Board().stairs_below ? 2 : 3;
  return fmt::format("{} discards {} to banish {} Courtier from {} to its owner's supply", c.who,
                     Payment(c.st, c.actor, kIntrigue, cost), Owner(c.Fig(s)), SpaceText(s));
}

std::string RingSwap(const Ctx& c) {
  const int mine = ParseFinger(c.F(0)), q = ParseSeat(c.F(1)), theirs = ParseFinger(c.F(2));
  const Json& a = Item(At(c.Player(), "fingers"), mine);
  const Json& b = Item(At(Item(At(c.st, "players"), q), "fingers"), theirs);
  return fmt::format("{} discards {} to exchange their {} Ring on the {} with {}'s {} Ring on the {}", c.who,
                     Payment(c.st, c.actor, kNumII, 2), a.is_string() ? a.get<std::string>() : "own", Finger(mine),
                     c.F(1), b.is_string() ? b.get<std::string>() : "", Finger(theirs));
}

std::string Withdraw(const Ctx& c) {
  return fmt::format("{} discards {} to move their {} Courtier from {} to the Assignment Bench of {}", c.who,
                     Payment(c.st, c.actor, kInfluence, 2), c.F(1) == "done" ? "activated" : "waiting",
                     ChamberName(ParseNumber(c.F(0)) - 1), ChamberName(ParseNumber(c.F(2)) - 1));
}

std::string Do(const Ctx& c) {
  const char letter = c.F(0).empty() ? '?' : c.F(0)[0];
  if (!BoolAt(At(c.st, "turn"), "acted"))
    return fmt::format("{} has no figure to activate and takes the alternate {}", c.who, ActionName(letter));
  return fmt::format("{} takes {}", c.who, ActionName(letter));
}

std::string PlayerAction(const Ctx& c, const std::string& kind) {
  const std::string& w = c.who;
  if (kind == "ring") return RingAction(c);
  if (kind == "arrange") return Arrange(c);
  if (kind == "bench") return fmt::format("{} places a Courtier on the Assignment Bench of {}", w, ChamberName(ParseNumber(c.F(0)) - 1));
  if (kind == "recall" || kind == "recall-place") return Recall(c, kind);
  if (kind == "decline-recall") return w + " has no Courtier in supply and takes none back from the Throne Room, so this placement lapses";
  if (kind == "lord") return fmt::format("{} places their Lord in {}", w, ChamberName(ParseNumber(c.F(0)) - 1));
  if (kind == "no-lord") return w + " places no Lord this round";
  if (kind == "activate")
    return fmt::format("{} activates their {} in {}", w, c.F(1) == "lord" ? "Lord" : "Courtier", ChamberName(ParseNumber(c.F(0)) - 1));
  if (kind == "do") return Do(c);
  if (kind == "end")
    return c.Phase() == "assign" ? w + " has no Courtier to place, so this placement lapses" : w + " ends their turn";
  if (kind == "from") return fmt::format("{} chooses their Courtier on {} to move", w, SpaceText(ParseSpace(c.F(0))));
  if (kind == "step") return Step(c);
  if (kind == "jump") return Jump(c);
  if (kind == "stop") return Stop(c);
  if (kind == "card") return fmt::format("{} takes a {} Court Card from the supply{}", w, c.F(0), CardPurpose(c));
  if (kind == "return") return fmt::format("{} returns a {} Court Card from their hand to the supply", w, c.F(0));
  if (kind == "exchange") return Exchange(c);
  if (kind == "bonus-move")
    return fmt::format("{} spends {} for the Move Courtier Bonus Action", w, Two(c.F(0), c.F(1), "Court Token"));
  if (kind == "trade")
    return fmt::format("{} exchanges {} for a {} Court Card from the supply", w, Two(c.F(0), c.F(1), "Court Card"), c.F(2));
  if (kind == "keep") return fmt::format("{} keeps {} behind their screen", w, PickedUp(c));
  if (kind == "use") return Use(c);
  if (kind == "scenario-action") return ScenarioAction(c);
  if (kind == "swap-tokens") {
    const int s = ParseSpace(c.F(0)), t = ParseSpace(c.F(1));
    const Json& token = At(c.st, "token");
    const Json &a = Item(token, s), &b = Item(token, t);
    return fmt::format("{} swaps the {} Court Token on {} with the {} Court Token on {}", w,
                       a.is_string() ? a.get<std::string>() : "", SpaceText(s), b.is_string() ? b.get<std::string>() : "",
                       SpaceText(t));
  }
  if (kind == "swap-chair") return SwapChair(c);
  if (kind == "banish") return Banish(c);
  if (kind == "ring-swap") return RingSwap(c);
  if (kind == "withdraw") return Withdraw(c);
  if (kind == "free-action") {
    const char letter = c.F(0).empty() ? '?' : c.F(0)[0];
    return fmt::format("{} takes {} as the free Action of Exploiting Connections", w, ActionName(letter));
  }
  return w + " takes an action the rules of this game do not name";
}

}  // namespace

std::string TellAction(const Json& ps, std::string_view text, int actor) {
  try {
    std::vector<std::string> parts = Split(text);
    const std::string kind = parts.front();
    parts.erase(parts.begin());
    const Ctx c{ps, At(ps, "state"), actor, Seat(actor), parts};
    if (kind == "scoring-cards" || kind == "scenario" || kind == "place-token" || kind == "draw-token" ||
        kind == "start-player")
      return Chance(c, kind);
    return PlayerAction(c, kind);
  } catch (const std::exception&) {
    return actor < 0 ? "a chance event happens" : Seat(actor) + " takes an action";
  }
}

const std::vector<std::string>& ActionKinds() {
  static const std::vector<std::string> kinds = {
      "scoring-cards", "scenario", "place-token", "draw-token", "ring", "arrange", "bench", "recall", "lord",
      "no-lord", "activate", "do", "end", "from", "step", "jump", "stop", "card", "return", "exchange",
      "bonus-move", "trade", "keep", "use", "scenario-action", "swap-tokens", "swap-chair", "banish",
      "ring-swap", "withdraw", "free-action", "recall-place", "start-player", "decline-recall"};
  return kinds;
}

}  // namespace narrate

Narrator TudorNarrator() {
  Narrator n;
  n.action_kinds = narrate::ActionKinds();
  n.fields = SchemaLeafPatterns(ParsePublicSchema(kTudorPublicSchema, "tudor"));
  n.action = narrate::TellAction;
  n.differences = narrate::Differences;
  n.picture = narrate::Picture;
  n.legend = narrate::kLegend;
  n.implausible = narrate::Implausible;
  n.standing = {"/phase", "/decision", "/turn", "/sub", "/move", "/pending", "/arrange", "/assign_left", "/restock"};
  n.totals = {{{"/players/*/ii", "/players/*/cards"}, narrate::GarterHoldings}};
  return n;
}

}  // namespace peerage::td
