// Nobles (solo) narrator: the small picture of a public state for a report example, its legend, and the
// conditions that no table could reach (see ns_narrate.h).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "model/core/narrator_readings.h"
#include "model/games/nobles_solo/ns_narrate.h"

namespace peerage::ns::narrate {

const char* const kLegend =
    "N0, N1, N2: the three Noble decks\n"
    "E0, E1, E2: the three Event decks\n"
    "from the top: a deck's cards listed from its top card down\n"
    "unknown order: cards of a shuffled, face-down deck, known only by count\n"
    "unseen: cards of a face-up deck not seen yet (only its top shows)\n"
    "Elsewhere: places the position does not need in full, by count (decks, the Deceased Nobles)\n"
    "out of the game: Events removed from play, by kind\n"
    "This turn: what the player has done this turn (the first deck they constructed from, the extra Constructs "
    "an Event allows)";

namespace {

const char* const kDecks[] = {"N0", "N1", "N2", "E0", "E1", "E2"};

std::vector<std::string> Segments(const std::string& p) {
  std::vector<std::string> out;
  for (size_t i = 1; i <= p.size() && !p.empty();) {
    const size_t j = p.find('/', i);
    out.push_back(p.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  if (out.size() == 1 && out[0].empty()) out.clear();  // "/" is the whole state
  return out;
}

// Whether a focus pattern and a picture item's pointer meet: one lies at or below the other ('*' matches
// any segment on either side).
bool Overlaps(const std::string& focus, const std::string& root) {
  const std::vector<std::string> a = Segments(focus), b = Segments(root);
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
    if (a[i] != b[i] && a[i] != "*" && b[i] != "*") return false;
  return true;
}

std::string DeckPointer(const std::string& name) {
  return fmt::format("/{}/{}", name[0] == 'N' ? "noble_decks" : "event_decks", name[1]);
}

// ---- Lines ----

std::string PhaseLabel(const std::string& phase) {
  if (phase == "court") return "Court";
  if (phase == "shade") return "Court, Shade Ability";
  if (phase == "take-event") return "Court, taking an Event";
  if (phase == "construct-deck") return "Court, Construct Ability";
  if (phase == "veteran-move") return "Court, Veteran Ability";
  if (phase == "debutante") return "Court, Debutante Ability";
  if (phase.rfind("archivist", 0) == 0) return "Court, Archivist Ability";
  if (phase == "event-choose") return "Event, choosing the Event";
  if (phase == "require") return "Event, Requirements";
  if (phase == "veteran-effect") return "Event, Veteran Effect";
  return "unknown step";
}

std::string Header(const Json& st) {
  const std::string phase = Str(Member(st, "phase"));
  const int score = Total(Member(st, "completed"));
  if (phase == "setup")
    return fmt::format("Setup: dealing the decks, {} of 51 cards dealt", 51 - Total(Member(st, "pool")));
  if (phase == "game-over") return fmt::format("Turn {}, game over: score {}", Int(Member(st, "turn")), score);
  return fmt::format("Turn {}, {}: {}; score {}", Int(Member(st, "turn")), PhaseLabel(phase),
                     ChanceNext(st) ? "a card is drawn or turned over" : "p0 to act", score);
}

std::string DeckLine(const Json& st, const std::string& name) {
  const Json& deck = DeckOf(st, name);
  const int n = DeckSize(deck);
  if (n == 0) return name + " empty";
  return fmt::format("{} face {}, {}{}", name, FaceDown(deck) ? "down" : "up", CardsCount(n), DeckContents(deck));
}

// "N0 Construct (9 cards)", "N1 face down (3 cards)", "N2 empty".
std::string DeckTop(const Json& st, const std::string& name) {
  const Json& deck = DeckOf(st, name);
  const int n = DeckSize(deck);
  if (n == 0) return name + " empty";
  const std::string top = TopOf(deck);
  const std::string shown = !top.empty() ? Title(top) : FaceDown(deck) ? "face down" : "unseen";
  return fmt::format("{} {} ({})", name, shown, CardsCount(n));
}

std::string TopsLine(const Json& st, bool nobles) {
  std::vector<std::string> parts;
  for (int i = nobles ? 0 : 3; i < (nobles ? 3 : 6); ++i) parts.push_back(DeckTop(st, kDecks[i]));
  return fmt::format("{} decks, top cards: {}", nobles ? "Noble" : "Event", fmt::join(parts, ", "));
}

std::string CountsOrNone(const Json& counts) {
  const std::string s = CountsText(counts);
  return s.empty() ? "none" : s;
}

std::string DeceasedLine(const Json& st) { return "Deceased: " + CountsOrNone(Member(st, "deceased")); }

std::string CompletedLine(const Json& st, bool with_removed) {
  const Json& done = Member(st, "completed");
  const int n = Total(done);
  std::string s =
      n == 0 ? "Completed: none" : fmt::format("Completed, {} point{}: {}", n, n == 1 ? "" : "s", CountsText(done));
  if (with_removed || Total(Member(st, "removed")) > 0)
    s += "; out of the game: " + CountsOrNone(Member(st, "removed"));
  return s;
}

std::string PoolLine(const Json& st) {
  const bool setup = Str(Member(st, "phase")) == "setup";
  return (setup ? "Still to deal: " : "Never seen: ") + CountsOrNone(Member(st, "pool"));
}

// The turn in progress in a few words each; empty when nothing is set.
std::vector<std::string> TurnParts(const Json& st) {
  const Json& t = Member(st, "this_turn");
  auto s = [&](const char* key) { return Str(Member(t, key)); };
  std::vector<std::string> parts;
  if (!s("court_deck").empty()) parts.push_back("Court from " + s("court_deck"));
  if (!s("this_noble").empty()) parts.push_back("this Noble " + Title(s("this_noble")));
  if (!s("moving").empty()) parts.push_back("holding the " + Title(s("moving")));
  if (!s("uncovering").empty()) parts.push_back("turning over the top of " + s("uncovering"));
  if (!s("waiting_action").empty()) parts.push_back("a choice waits for that card");
  if (!s("waiting_ability").empty())
    parts.push_back("the " + Title(s("waiting_ability")) + " Ability waits for a top card");
  if (!s("construct_to").empty()) parts.push_back("a random Deceased Noble goes onto " + s("construct_to"));
  if (!s("construct_first").empty()) parts.push_back("first Construct deck " + s("construct_first"));
  if (int n = Int(Member(t, "constructs_left")); n > 0) parts.push_back(fmt::format("Construct adds {} more", n));
  if (!s("debutante_next").empty()) parts.push_back("Debutante decides " + s("debutante_next") + " next");
  if (!s("restoring").empty()) parts.push_back("putting back a Completed " + Title(s("restoring")));
  if (int n = Int(Member(t, "archivist_chain")); n > 0)
    parts.push_back(fmt::format("{} Archivist Abilit{} followed", n, n == 1 ? "y" : "ies"));
  if (!s("baroness_pair").empty()) parts.push_back("may take a face-up " + Title(s("baroness_pair")) + " of the pair");
  if (!s("event").empty() || !s("event_deck").empty())
    parts.push_back(
        fmt::format("Event {} from {}", Title(s("event")), s("event_deck").empty() ? "?" : s("event_deck")));
  if (!s("veteran_effect_from").empty())
    parts.push_back("Veteran Effect, the Veteran came from " + s("veteran_effect_from"));
  if (int n = Int(Member(st, "constructs_ever")); n > 0)
    parts.push_back(fmt::format("{} Construct{} discarded for Events this game", n, n == 1 ? "" : "s"));
  return parts;
}

std::string TurnLine(const Json& st) {
  const std::vector<std::string> parts = TurnParts(st);
  return "This turn: " + (parts.empty() ? std::string("nothing done yet") : fmt::format("{}", fmt::join(parts, "; ")));
}

std::vector<std::string> Nobles(const Json& list, bool with_later) {
  std::vector<std::string> out;
  if (list.is_array())
    for (const Json& e : list) {
      if (!e.is_array() || e.size() < 2) continue;
      const bool later = with_later && e.size() >= 3 && Int(e[2]) == 1;
      out.push_back(
          fmt::format("{} from N{}{}", Title(Str(e[0])), Int(e[1]), later ? " (a later Noble from it too)" : ""));
    }
  return out;
}

bool EventBusy(const Json& st) { return !Member(st, "discarded").empty() || !Member(st, "effects").empty(); }

std::string EventLine(const Json& st) {
  const std::vector<std::string> taken = Nobles(Member(st, "discarded"), false),
                                 waiting = Nobles(Member(st, "effects"), true);
  // "discarded" holds the Nobles discarded for an Event still being chosen; once the Event is completed they
  // are Deceased and only their Effects wait. Empty lists say nothing waits now, never that no Noble was
  // discarded (a table remembers the two Veterans discarded for the Battle a moment ago).
  if (!taken.empty())
    return fmt::format("For the Event: discarded {} so far; {}", JoinAnd(taken),
                       waiting.empty() ? "no Effect waiting" : "Effects waiting: " + JoinAnd(waiting));
  return waiting.empty() ? "no Noble's Effect waiting to be followed" : "Effects still to follow: " + JoinAnd(waiting);
}

// One part of the picture: the pointers it shows, its line, and its words in the summary of what is left out.
struct Item {
  std::vector<std::string> roots;
  std::function<std::string()> line;
  std::string summary;
};

std::vector<Item> Items(const Json& st) {
  std::vector<Item> items;
  // One line per family of decks (the three Noble decks, the three Event decks): a picture stays short.
  for (const int first : {0, 3}) {
    std::vector<std::string> roots, sizes;
    for (int i = first; i < first + 3; ++i) {
      roots.push_back(DeckPointer(kDecks[i]));
      // A face-down deck says so even in the summary: which tops can be seen decides what may be taken.
      const Json& deck = DeckOf(st, kDecks[i]);
      sizes.push_back(fmt::format("{} {}{}", kDecks[i], CardsCount(DeckSize(deck)),
                                  FaceDown(deck) && DeckSize(deck) > 0 ? " face down" : ""));
    }
    items.push_back({roots,
                     [&st, first] {
                       std::vector<std::string> decks;
                       for (int i = first; i < first + 3; ++i) decks.push_back(DeckLine(st, kDecks[i]));
                       return fmt::format("{}", fmt::join(decks, "; "));
                     },
                     fmt::format("{}", fmt::join(sizes, ", "))});
  }
  const int dead = Total(Member(st, "deceased")), done = Total(Member(st, "completed"));
  items.push_back({{"/deceased"},
                   [&st] { return DeceasedLine(st); },
                   fmt::format("{} Deceased Noble{}", dead, dead == 1 ? "" : "s")});
  items.push_back({{"/completed", "/removed"},
                   [&st] { return CompletedLine(st, true); },
                   fmt::format("{} Completed Event{}", done, done == 1 ? "" : "s")});
  items.push_back({{"/pool"}, [&st] { return PoolLine(st); }, ""});
  items.push_back({{"/this_turn", "/constructs_ever"}, [&st] { return TurnLine(st); }, ""});
  items.push_back({{"/discarded", "/effects"}, [&st] { return EventLine(st); }, ""});
  return items;
}

std::string Compact(const Json& st) {
  std::vector<std::string> lines = {Header(st), TopsLine(st, true), TopsLine(st, false),
                                    DeceasedLine(st) + "; " + CompletedLine(st, false)};
  if (!TurnParts(st).empty()) lines.push_back(TurnLine(st));
  if (EventBusy(st)) lines.push_back(EventLine(st));
  return fmt::format("{}", fmt::join(lines, "\n"));
}

std::string PictureOf(const Json& ps, const std::vector<std::string>& focus) {
  const Json& st = Member(ps, "state");
  if (focus.empty()) return Compact(st);
  std::vector<std::string> lines = {Header(st)}, left;
  for (const Item& item : Items(st)) {
    bool shown = false;
    for (const std::string& f : focus)
      for (const std::string& r : item.roots) shown = shown || Overlaps(f, r);
    if (shown)
      lines.push_back(item.line());
    else if (!item.summary.empty())
      left.push_back(item.summary);
  }
  if (!left.empty() && lines.size() < 12) lines.push_back(fmt::format("Elsewhere: {}", fmt::join(left, ", ")));
  return fmt::format("{}", fmt::join(lines, "\n"));
}

// ---- Implausible positions ----

// Every printed card is in exactly one place: the setup pool (or, under tops-only, the unseen cards), a
// deck, Deceased, Completed, out of the game, or held while being moved.
std::string CardCountProblem(const Json& st) {
  for (int k = 0; k < kNumKinds; ++k) {
    const std::string kind = Kinds()[k];
    int n = Int(Member(Member(st, "pool"), kind.c_str()));
    for (const char* name : kDecks) {
      const Json& deck = DeckOf(st, name);
      for (const Json& c : Member(deck, "cards")) n += c == kind;
      n += Int(Member(Member(deck, "hidden"), kind.c_str()));
    }
    for (const char* pile : {"deceased", "completed", "removed"}) n += Int(Member(Member(st, pile), kind.c_str()));
    n += Str(Member(Member(st, "this_turn"), "moving")) == kind;
    if (n != kKindCounts[k])
      return fmt::format("{} {} on the table, but the game has {}", n, n == 1 ? Title(kind) : Plural(kind),
                         kKindCounts[k]);
  }
  return "";
}

// Nobles die, Events are completed or leave the game: never the other way round.
std::string WrongPileProblem(const Json& st) {
  for (const std::string& kind : Kinds()) {
    const bool noble = IsNobleKind(kind);
    if (noble && Int(Member(Member(st, "completed"), kind.c_str())) > 0)
      return "a " + Title(kind) + " among the Completed Events";
    if (noble && Int(Member(Member(st, "removed"), kind.c_str())) > 0) return "a Noble out of the game";
    if (!noble && Int(Member(Member(st, "deceased"), kind.c_str())) > 0) return "an Event among the Deceased Nobles";
  }
  for (int i = 3; i < 6; ++i)
    if (const int n = DeckSize(DeckOf(st, kDecks[i])); n > kEventDeckSize)
      return fmt::format("Event deck {} holds {} cards, more than the 8 dealt to it", kDecks[i], n);
  return "";
}

// What the turn count and the readings allow. Only an Archivist's replacement under
// ns.archivist-replaced=removed (`replaced_leaves`) puts an Event out of the game, and it needs a
// Completed Event: on turn 1 none exists while the Court's Abilities are followed (the Event step follows
// no Ability), so the first can leave on turn 2; one turn replaces at most 9 (the Archivist chain is cut
// after 8). Turn 1 before the Court discard (the Court step, no Court deck chosen, no card being turned over:
// under tops-only the Court step also waits for a new top while an Interloper's check needs it) is the deal.
std::string TurnProblem(const Json& st, bool replaced_leaves) {
  const std::string phase = Str(Member(st, "phase"));
  const int turn = Int(Member(st, "turn"));
  if (phase == "setup" && turn != 0) return fmt::format("turn {} while the cards are still being dealt", turn);
  if (phase != "setup" && turn == 0) return "turn 0 after the deal";
  const int removed = Total(Member(st, "removed")), most = 9 * std::max(0, turn - 1);
  if (removed > 0 && !replaced_leaves)
    return fmt::format("{} Event{} out of the game, though under ns.archivist-replaced=to-completed a replaced Event "
                       "becomes a Completed Event and none leaves the game",
                       removed, removed == 1 ? " is" : "s are");
  if (removed > most)
    return fmt::format("turn {} with {} Event{} out of the game", turn, removed, removed == 1 ? "" : "s");
  const Json& this_turn = Member(st, "this_turn");
  const bool before_court = phase == "court" && Member(this_turn, "court_deck").is_null() &&
                            Member(this_turn, "uncovering").is_null() && Member(this_turn, "this_noble").is_null();
  if (!before_court || turn != 1) return "";
  if (const int n = Total(Member(st, "deceased")); n > 0)
    return fmt::format("turn 1 before the Court with {} Deceased Noble{}", n, n == 1 ? "" : "s");
  if (const int n = Total(Member(st, "completed")); n > 0)
    return fmt::format("turn 1 before the Court with {} Completed Event{}", n, n == 1 ? "" : "s");
  for (int i = 0; i < 6; ++i) {
    const Json& deck = DeckOf(st, kDecks[i]);
    const int dealt = i < 3 ? kNobleDeckSize : kEventDeckSize;
    if (DeckSize(deck) != dealt)
      return fmt::format("turn 1 before the Court with {} cards in {}, not the {} dealt", DeckSize(deck), kDecks[i],
                         dealt);
    if (FaceDown(deck)) return fmt::format("turn 1 before the Court with {} face down", kDecks[i]);
  }
  return "";
}

}  // namespace

std::string Picture(const Json& public_state, const std::vector<std::string>& focus) {
  return PictureOf(public_state, focus);
}

std::string Implausible(const Json& public_state) {
  const Json& st = Member(public_state, "state");
  for (const auto& check : {WrongPileProblem, CardCountProblem})
    if (std::string why = check(st); !why.empty()) return why;
  // Only the `removed` reading of the Archivist's replacement puts an Event out of the game.
  return TurnProblem(st, ReadingIn(public_state, "ns.archivist-replaced") != "to-completed");
}

}  // namespace peerage::ns::narrate
