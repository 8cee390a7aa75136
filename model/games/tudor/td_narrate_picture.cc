// Tudor's narrator, the small picture for an FAQ example (a header, then only the sections the focus
// selects: the cards in play, the Throne Room grid, players, Audience Chambers, supplies, the turn in
// progress), its legend, and the conditions no table could reach (Implausible).
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/tudor/td_narrate.h"

namespace peerage::td::narrate {
namespace {

constexpr std::size_t kMaxLines = 12;

bool Selects(const std::vector<std::string>& focus, const std::string& pointer) {
  for (const std::string& p : focus)
    if (PatternsOverlap(p, pointer)) return true;
  return false;
}
bool SelectsAny(const std::vector<std::string>& focus, std::initializer_list<const char*> pointers) {
  for (const char* p : pointers)
    if (Selects(focus, p)) return true;
  return false;
}

std::string Header(const Json& ps) {
  const Json& st = At(ps, "state");
  const std::string phase = StrAt(st, "phase");
  const int round = IntAt(st, "round", 0), total = RoundsTotal(ps), start = IntAt(st, "start");
  if (phase == "game-over") return fmt::format("the game is over after round {}", round);
  if (phase == "setup") return "game set-up: the board is being filled";
  std::string out = round > 0 ? (total > 0 ? fmt::format("round {} of {}, ", round, total) : fmt::format("round {}, ", round)) : "";
  out += fmt::format("{}: {} to act", PhaseName(phase), Seat(IntAt(st, "actor", 0)));
  if (start >= 0) out += fmt::format(", start player {}", Seat(start));
  return out;
}

std::string CardsLine(const Json& st) {
  const Json& s = At(st, "scoring");
  const int a = IntOf(Item(s, 0)), b = IntOf(Item(s, 1)), scenario = IntAt(st, "scenario");
  return fmt::format("{}; {}", a < 0 ? "Scoring Cards not drawn" : ScoringName(a) + " and " + ScoringName(b),
                     scenario < 0 ? "Scenario Card not drawn" : ScenarioName(scenario));
}

// A Throne Room cell: the Courtier's owner, else the Court Token's initial ('?' waiting for one, '.' none),
// then the Influence/Intrigue/Opportunity Token's initial or '.'.
std::string Cell(const Json& st, int s, const std::vector<int>& waiting) {
  static constexpr std::string_view kInitials = "bgrynap", kKinds = "ITO";
  std::string cell;
  const int owner = IntOf(Item(At(st, "fig"), s));
  const Json& token = Item(At(st, "token"), s);
  const int colour = token.is_string() ? ColourIndex(token.get<std::string>()) : -1;
  if (owner >= 0) cell += static_cast<char>('0' + owner);
  else if (colour >= 0) cell += kInitials[static_cast<std::size_t>(colour)];
  else cell += std::find(waiting.begin(), waiting.end(), s) != waiting.end() ? '?' : '.';
  const Json& ii = Item(At(st, "ii"), s);
  const int kind = ii.is_string() ? TokenKindIndex(ii.get<std::string>()) : -1;
  cell += kind >= 0 ? kKinds[static_cast<std::size_t>(kind)] : '.';
  return cell;
}

void ThroneRoom(const Json& st, const std::vector<std::string>& focus, std::vector<std::string>& out) {
  const int cols = Columns(st);
  // A Courtier's movement (the Move Courtier bonus, a push) is told by spaces: the Throne Room and its
  // Offices are drawn where the example moves one.
  const bool moving = std::any_of(focus.begin(), focus.end(), [](const std::string& f) { return PatternCovers("/move/pos", f); });
  if (moving || SelectsAny(focus, {"/office"})) {
    std::vector<std::string> held;
    for (int c = 0; c < cols; ++c) {
      const int p = IntOf(Item(At(st, "office"), c));
      if (p >= 0) held.push_back(fmt::format("column {} {}", c + 1, Seat(p)));
    }
    if (!held.empty() || !moving || SelectsAny(focus, {"/office"}))
      out.push_back(held.empty() ? "Offices: none held" : "Offices: " + JoinAnd(held));
  }
  if (!moving && !SelectsAny(focus, {"/token", "/ii", "/fig", "/restock"})) return;
  std::vector<int> waiting;
  for (const Json& v : At(st, "restock")) waiting.push_back(IntOf(v));
  // Where only the figures matter (a majority, a Courtier's place: the focus selects no Court or Influence
  // Token), rows without a Courtier or a space waiting for a token are named on one line, not drawn.
  const bool tokens = SelectsAny(focus, {"/token", "/ii"});
  // Rows with something on them are drawn; the empty ones are named on one line.
  std::vector<std::string> empty, bare;
  for (int r = Rows() - 1; r >= 0; --r) {
    std::string line = fmt::format("r{}:", r + 1);
    bool any = false, figure = false;
    for (int c = 0; c < cols; ++c) {
      const std::string cell = Cell(st, c * kMaxRows + r, waiting);
      any = any || cell != "..";
      figure = figure || (cell[0] >= '0' && cell[0] <= '9') || cell[0] == '?';
      line += " " + cell;
    }
    if (!any) empty.push_back(fmt::format("r{}", r + 1));
    else if (!tokens && !figure) bare.push_back(fmt::format("r{}", r + 1));
    else out.push_back(line);
  }
  if (!empty.empty()) out.push_back(fmt::format("empty rows: {}", fmt::join(empty, ", ")));
  if (!bare.empty()) out.push_back(fmt::format("rows without Courtiers: {}", fmt::join(bare, ", ")));
}

// One player's selected fields, in a few words each.
std::string PlayerField(const Json& pl, const std::string& f) {
  if (f == "prestige") return fmt::format("{} Prestige", IntAt(pl, "prestige", 0));
  if (f == "supply") return CountOf(IntAt(pl, "supply", 0), "Courtier") + " in supply";
  if (f == "lord") {
    const int c = IntAt(pl, "lord");
    return c < 0 ? "Lord not placed" : "Lord in " + ChamberName(c);
  }
  if (f == "ambassadors") return CountOf(IntAt(pl, "ambassadors", 0), "Ambassador");
  if (f == "lord_done") return BoolAt(pl, "lord_done") ? "Lord activated" : "Lord not activated";
  if (f == "bonus_used") return BoolAt(pl, "bonus_used") ? "bonus move used" : "bonus move not used";
  if (f == "fingers") {
    const std::string rings = RingsText(At(pl, "fingers"));
    return rings.empty() ? "no Rings" : rings;
  }
  if (f == "cards") return ColourCounts(At(pl, "cards"), "Court Card");
  if (f == "tokens") return ColourCounts(At(pl, "tokens"), "Court Token");
  if (f == "spent") return ColourCounts(At(pl, "spent"), "Court Token") + " spent";
  if (f == "ii") return TokenCounts(At(pl, "ii"));
  return "";
}

void Players(const Json& st, const std::vector<std::string>& focus, std::vector<std::string>& out) {
  static const std::vector<std::string> kFields = {"prestige", "supply", "lord", "lord_done", "ambassadors", "bonus_used",
                                                   "fingers", "cards", "tokens", "spent", "ii"};
  static const std::vector<std::string> kWhole = {"prestige", "supply", "fingers", "cards", "tokens", "ii"};
  const Json& players = At(st, "players");
  // A field selected for every player ("/players/*/ii/*") is drawn for those who hold something of it; a
  // player whose every selected field is empty ("no Influence or Intrigue Tokens") is left out when another
  // player is drawn, as a table looks at who holds what.
  std::vector<std::string> lines, empty;
  for (int p = 0; p < static_cast<int>(players.size()); ++p) {
    const std::string at = fmt::format("/players/{}", p);
    bool whole = false, named = false;
    for (const std::string& f : focus) {
      whole = whole || PatternCovers(f, at);
      named = named || (PatternsOverlap(f, at) && f.compare(0, at.size(), at) == 0);
    }
    std::vector<std::string> parts;
    bool all_empty = true;
    for (const std::string& f : whole ? kWhole : kFields)
      if (whole || Selects(focus, at + "/" + f)) {
        parts.push_back(PlayerField(players[static_cast<std::size_t>(p)], f));
        all_empty = all_empty && (parts.back().rfind("no ", 0) == 0 || parts.back().find(": none") != std::string::npos);
      }
    if (parts.empty()) continue;
    const std::string line = Seat(p) + ": " + fmt::format("{}", fmt::join(parts, "; "));
    (all_empty && !whole && !named ? empty : lines).push_back(line);
  }
  if (lines.empty()) lines = empty;
  out.insert(out.end(), lines.begin(), lines.end());
}

std::string ChamberLine(const Json& st, int c) {
  const auto& actions = Board().chamber_actions[static_cast<std::size_t>(c)];
  std::vector<std::string> lords, chairs, bench;
  for (int i = 0; i < kLordChairs; ++i) {
    const Json& l = Item(At(st, "lords"), c * kLordChairs + i);
    if (IntAt(l, "owner") >= 0) lords.push_back(Seat(IntAt(l, "owner")) + (BoolAt(l, "acted") ? "*" : ""));
  }
  for (int i = 0; i < kMaxChairs; ++i) {
    const Json& ch = Item(At(st, "chairs"), c * kMaxChairs + i);
    if (IntAt(ch, "owner") >= 0) chairs.push_back(Seat(IntAt(ch, "owner")) + (BoolAt(ch, "acted") ? "*" : ""));
  }
  for (int i = 0; i < kMaxBench; ++i) {
    const int p = IntOf(Item(At(st, "bench"), c * kMaxBench + i));
    if (p >= 0) bench.push_back(Seat(p));
  }
  auto list = [](const std::vector<std::string>& v) { return v.empty() ? std::string("none") : fmt::format("{}", fmt::join(v, " ")); };
  return fmt::format("Chamber {} ({}, {}): Lords {}; Courtiers {}; bench {}", c + 1, static_cast<char>('A' + actions[0]),
                     static_cast<char>('A' + actions[1]), list(lords), list(chairs), list(bench));
}

void Supplies(const Json& st, const std::vector<std::string>& focus, std::vector<std::string>& out) {
  if (Selects(focus, "/bag")) out.push_back("the bag holds " + ColourCounts(At(st, "bag"), "Court Token"));
  if (Selects(focus, "/stack")) out.push_back("the supply holds " + ColourCounts(At(st, "stack"), "Court Card"));
  if (Selects(focus, "/stand")) out.push_back("the Ring Stand holds " + ColourCounts(At(st, "stand"), "Ring"));
  if (Selects(focus, "/removed")) out.push_back("out of the game: " + ColourCounts(At(st, "removed"), "Court Token"));
  if (Selects(focus, "/cards_out")) out.push_back("out of the game: " + ColourCounts(At(st, "cards_out"), "Court Card"));
  if (Selects(focus, "/ii_pool")) out.push_back("the box holds " + TokenCounts(At(st, "ii_pool")));
  if (Selects(focus, "/ii_used")) out.push_back("spent out of the game: " + TokenCounts(At(st, "ii_used")));
}

// What gives a movement under way when it is not the Action being resolved: sub.action keeps a finished
// movement Action's letter (tudor.h), so during the Move Courtier Bonus Action or a Scenario move it may
// still say "E" though Action E is over.
std::string OtherMovement(const std::string& kind) {
  if (kind == "bonus-move") return "Move Courtier Bonus Action";
  if (kind == "jump") return "the jump of Climbing The Ranks";
  if (kind == "strong-move") return "the move of Only The Strong Shall Rule";
  return "Action " + kind;
}

// The turn in progress in a few words ("" when nothing is under way).
std::string InProgress(const Json& st) {
  std::vector<std::string> parts;
  const Json &turn = At(st, "turn"), &move = At(st, "move"), &pending = At(st, "pending"), &sub = At(st, "sub");
  const int chamber = IntAt(turn, "chamber");
  if (chamber >= 0)
    parts.push_back(fmt::format("{} of Chamber {} activated, {} left", BoolAt(turn, "lord") ? "Lord" : "Courtier", chamber + 1,
                                CountOf(IntAt(turn, "steps", 0), "Action")));
  else if (BoolAt(turn, "acted"))
    parts.push_back("alternate Action taken");
  const std::string action = StrAt(sub, "action"), kind = StrAt(move, "kind");
  const bool moving = IntAt(move, "left", 0) > 0;
  if (moving && !kind.empty() && kind != action) parts.push_back(OtherMovement(kind));
  else if (action.size() == 1) parts.push_back("Action " + action);
  if (moving) {
    const int pos = IntAt(move, "pos");
    parts.push_back(fmt::format("moving {}, {} left", pos < 0 ? std::string("a Courtier") : "from " + SpaceText(pos),
                                CountOf(IntAt(move, "left", 0), "space")));
  }
  const std::string decision = StrAt(st, "decision");
  if (!decision.empty()) parts.push_back(decision == "ring-for-office" ? "a Ring for the new Office" : decision == "exchange-ring" ? "a Ring to exchange" : decision == "swap-tokens" ? "two Court Tokens to swap" : "two Courtiers to switch");
  const int t = TokenKindIndex(StrAt(pending, "ii"));
  if (t >= 0) parts.push_back(fmt::format("{} Token picked up", TokenKind(t)));
  if (IntAt(pending, "victim") >= 0) parts.push_back(Seat(IntAt(pending, "victim")) + " disgraced");
  if (IntAt(pending, "any", 0) > 0) parts.push_back(CountOf(IntAt(pending, "any", 0), "free Action") + " owed");
  std::vector<std::string> arrange;
  for (const Json& v : At(st, "arrange")) arrange.push_back(Seat(IntOf(v, 0)));
  if (!arrange.empty()) parts.push_back("Rings to arrange: " + JoinAnd(arrange));
  if (StrAt(st, "phase") == "assign") {
    parts.push_back(CountOf(IntAt(st, "assign_left", 0), "placement") + " left");
    // With no Courtier in supply the player may take one of theirs back from the Throne Room (SPECIAL CASES):
    // where theirs stand is what that choice is about.
    const int actor = IntAt(st, "actor", -1);
    const Json& pl = Item(At(st, "players"), actor);
    if (actor >= 0 && pl.is_object() && IntAt(pl, "supply", 1) == 0) {
      std::vector<std::string> on;
      for (int s = 0; s < static_cast<int>(At(st, "fig").size()); ++s)
        if (IntOf(Item(At(st, "fig"), s)) == actor) on.push_back(SpaceText(s));
      parts.push_back(on.empty() ? Seat(actor) + " has no Courtier in supply or in the Throne Room"
                                 : fmt::format("{} has no Courtier in supply; theirs in the Throne Room: {}", Seat(actor), JoinAnd(on)));
    }
  }
  return parts.empty() ? "" : "now: " + fmt::format("{}", fmt::join(parts, "; "));
}

std::vector<std::string> Summary(const Json& ps) {
  const Json& st = At(ps, "state");
  std::vector<std::string> out = {Header(ps), CardsLine(st)};
  std::vector<std::string> figures, offices, prestige;
  const Json& players = At(st, "players");
  for (int p = 0; p < static_cast<int>(players.size()); ++p) {
    int k = 0;
    for (const Json& v : At(st, "fig")) k += IntOf(v) == p;
    if (k > 0) figures.push_back(fmt::format("{} {}", Seat(p), k));
    prestige.push_back(fmt::format("{} {}", Seat(p), IntAt(players[static_cast<std::size_t>(p)], "prestige", 0)));
  }
  for (int c = 0; c < Columns(st); ++c)
    if (IntOf(Item(At(st, "office"), c)) >= 0) offices.push_back(fmt::format("column {} {}", c + 1, Seat(IntOf(Item(At(st, "office"), c)))));
  out.push_back(fmt::format("Throne Room: Courtiers {}; Offices {}", figures.empty() ? "none" : JoinAnd(figures),
                            offices.empty() ? "none" : JoinAnd(offices)));
  out.push_back("Prestige: " + JoinAnd(prestige));
  const std::string now = InProgress(st);
  if (!now.empty()) out.push_back(now);
  return out;
}

std::string Lines(std::vector<std::string> lines) {
  if (lines.size() > kMaxLines) {
    lines.resize(kMaxLines - 1);
    lines.push_back("(more left out)");
  }
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace

const char* const kLegend =
    "c3r2: the Throne Room space in column 3, row 2 (rows counted from the bottom)\n"
    "r7: a row of the Throne Room (row 7 is the top), its cells from column 1 on the left\n"
    "0 1 2 3 (first sign of a cell): a Courtier of p0, p1, p2 or p3\n"
    "b g r y n a p (first sign of a cell): a blue, green, red, yellow, brown, gray or purple Court Token\n"
    "? (first sign of a cell): an empty space waiting for a new Court Token from the bag\n"
    "I T O (second sign of a cell): an Influence, Intrigue or Opportunity Token\n"
    ".: nothing there\n"
    "*: a figure already activated this round (moved behind its chair)\n"
    "Offices: column 1 p0: the Office above a column and the player who holds it\n"
    "empty rows: r7, r6: rows of the Throne Room with nothing on them, not drawn\n"
    "rows without Courtiers: r7, r6: rows with Court and Influence Tokens but no Courtier, not drawn where only "
    "the Courtiers' places matter\n"
    "Chamber 1 (A, B): an Audience Chamber and its two Actions; Lords: the Lords on its Lord chairs; "
    "Courtiers: the Courtiers on its chairs; bench: the Courtiers waiting to enter it\n"
    "now: what is under way this turn (the figure activated and the Actions it has left, a movement and its "
    "spaces left)\n"
    "(more left out): further lines of the position, not needed for the example\n";

std::string Picture(const Json& ps, const std::vector<std::string>& given) {
  try {
    if (given.empty()) return Lines(Summary(ps));
    const Json& st = At(ps, "state");
    // The Order of the Garter counts every player's Court Cards together with their Influence, Intrigue and
    // Opportunity Tokens: in the last round, a picture that draws some of them draws them all, for everyone.
    std::vector<std::string> focus = given;
    if (IntAt(st, "round", 0) == RoundsTotal(ps) && SelectsAny(focus, {"/players/*/cards", "/players/*/ii"}))
      focus.insert(focus.end(), {"/players/*/cards", "/players/*/ii"});
    std::vector<std::string> out = {Header(ps)};
    if (SelectsAny(focus, {"/scenario", "/scoring"})) out.push_back(CardsLine(st));
    ThroneRoom(st, focus, out);
    Players(st, focus, out);
    if (SelectsAny(focus, {"/bench", "/chairs", "/lords"}))
      for (int c = 0; c < kChambers; ++c) out.push_back(ChamberLine(st, c));
    Supplies(st, focus, out);
    if (SelectsAny(focus, {"/decision", "/turn", "/sub", "/move", "/pending", "/arrange", "/assign_left"})) {
      const std::string now = InProgress(st);
      out.push_back(now.empty() ? "now: nothing is under way" : now);
    }
    return Lines(out);
  } catch (const std::exception&) {
    return "a Tudor position\n";
  }
}

// ---- implausible ------------------------------------------------------------------------------------------

namespace {

int Sum(const Json& counts) {
  int n = 0;
  for (const Json& v : counts) n += IntOf(v, 0);
  return n;
}
bool HasScoring(const Json& st, int card) {
  for (const Json& v : At(st, "scoring"))
    if (IntOf(v) == card) return true;
  return false;
}

// Court Tokens leave the game only at set-up (Only The Essentials) and at the end of a round (those spent
// for the Move Courtier Bonus Action, 2 a player a round at most).
std::string TokensOut(const Json& ps) {
  const Json& st = At(ps, "state");
  const int n = IntAt(ps, "players", 0), round = IntAt(st, "round", 0);
  const int ended = StrAt(st, "phase") == "game-over" ? round : std::max(round - 1, 0);
  int essentials = 0;
  if (HasScoring(st, 2))
    for (int r : Board().essentials_removed) essentials += r;
  const int out = Sum(At(st, "removed"));
  if (out <= essentials + 2 * n * ended) return "";
  const std::string when = round == 0 ? std::string("before the first round")
                                      : fmt::format("{} round {}", StrAt(st, "phase") == "game-over" ? "after" : "in", round);
  return fmt::format("{} Court Tokens are out of the game {}, more than set-up and spent tokens could remove by then", out, when);
}

// Every Court Token of a colour is in the bag, on a space, behind a screen, spent or out of the game.
std::string TokensCounted(const Json& ps) {
  const Json& st = At(ps, "state");
  const int each = IntAt(ps, "players", 0) == 2 ? kTokensPerFaction - 2 : kTokensPerFaction;
  if (IntAt(st, "scenario") < 0 || IntOf(Item(At(st, "scoring"), 0)) < 0) return "";  // the bag is not filled yet
  for (int f = 0; f < kFactions; ++f) {
    int k = IntOf(Item(At(st, "bag"), f), 0) + IntOf(Item(At(st, "removed"), f), 0);
    for (const Json& v : At(st, "token")) k += v.is_string() && v.get<std::string>() == Colour(f);
    for (const Json& pl : At(st, "players"))
      k += IntOf(Item(At(pl, "tokens"), f), 0) + IntOf(Item(At(pl, "spent"), f), 0);
    if (k != each) return fmt::format("{} {} Court Tokens are in the game, which has {}", k, Colour(f), each);
  }
  return "";
}

// Set-up puts one Influence/Intrigue Token on every space; no token returns to the box afterwards.
std::string BoxAfterSetup(const Json& ps) {
  const Json& st = At(ps, "state");
  const int n = IntAt(ps, "players", 0);
  if (StrAt(st, "phase") == "setup" || n < 2 || n > kMaxPlayers || Columns(st) != Board().columns[n]) return "";
  const int left = (n == 2 ? 28 : 36) - Columns(st) * Rows(), box = Sum(At(st, "ii_pool"));
  if (box <= left) return "";
  return fmt::format("{} Influence or Intrigue Tokens are in the box after set-up, which leaves {} there", box, left);
}

// Prestige before the game ends comes only from The Quest For Power and Crowded Court, and never goes down.
std::string EarlyPrestige(const Json& st) {
  if (StrAt(st, "phase") == "game-over") return "";
  const bool scored = HasScoring(st, 4) || HasScoring(st, 5);
  const Json& players = At(st, "players");
  for (int p = 0; p < static_cast<int>(players.size()); ++p) {
    const int v = IntAt(players[static_cast<std::size_t>(p)], "prestige", 0);
    if (v < 0) return fmt::format("{} has {} Prestige before the game ends", Seat(p), v);
    if (v > 0 && !scored)
      return fmt::format("{} has {} Prestige before the game ends, but these Scoring Cards score only at game end", Seat(p), v);
  }
  return "";
}

// Scenario Cards 3 to 5 assign no Courtier in the first round: the Audience Chambers stay empty of Courtiers.
std::string FirstRoundChambers(const Json& st) {
  const int scenario = IntAt(st, "scenario");
  if (IntAt(st, "round", 0) != 1 || scenario < 1 || scenario > kNumScenario || Board().courtiers[scenario - 1][0] != 0) return "";
  for (const char* key : {"chairs", "bench"})
    for (const Json& v : At(st, key))
      if (!v.is_null()) return fmt::format("Courtiers are in the Audience Chambers in round 1, when {} assigns none", ScenarioName(scenario));
  return "";
}

}  // namespace

std::string Implausible(const Json& ps) {
  try {
    const Json& st = At(ps, "state");
    for (const std::string& why : {TokensCounted(ps), TokensOut(ps), BoxAfterSetup(ps), EarlyPrestige(st), FirstRoundChambers(st)})
      if (!why.empty()) return why;
  } catch (const std::exception&) {
  }
  return "";
}

}  // namespace peerage::td::narrate
