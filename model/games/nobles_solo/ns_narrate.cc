// Nobles (solo): the narrator (GameInfo::narrator, model/core/narrator.h). Actions and public states told in
// the words of the rulebook (shared/rulebooks/nobles-solo.txt: Noble and Event decks, the Court, the Event
// step, Abilities, Requirements, Effects, Deceased Nobles, Completed Events). It reads the public state only
// (ns_public.cc, public_state.schema.json). Decks are named as the action texts name them: Noble decks N0-N2,
// Event decks E0-E2. This file: the shared words (ns_narrate.h), the actions and the narrator itself;
// differences in ns_narrate_diff.cc; the picture, its legend and implausible positions in
// ns_narrate_picture.cc.
#include "model/games/nobles_solo/ns_narrate.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace peerage::ns {
namespace narrate {

const std::vector<std::string>& Kinds() {
  static const std::vector<std::string> kinds = {"shade",      "interloper", "construct", "baroness",
                                                 "veteran",    "debutante",  "archivist", "battle",
                                                 "coronation", "feast",      "expansion"};
  return kinds;
}

// "shade" -> "Shade"; anything that is not a card kind -> "card".
std::string Title(const std::string& kind) {
  for (const std::string& k : Kinds())
    if (k == kind) return std::string(1, static_cast<char>(kind[0] - 'a' + 'A')) + kind.substr(1);
  return "card";
}
bool IsNobleKind(const std::string& kind) {
  for (int k = 0; k < kNumNobleKinds; ++k)
    if (Kinds()[k] == kind) return true;
  return false;
}
std::string Plural(const std::string& kind) { return Title(kind) + (kind == "baroness" ? "es" : "s"); }
std::string CountOf(int n, const std::string& kind) {
  return fmt::format("{} {}", n, n == 1 ? Title(kind) : Plural(kind));
}
std::string WithArticle(const std::string& kind) {
  const std::string t = Title(kind);
  return (std::string("AEIOU").find(t[0]) == std::string::npos ? "a " : "an ") + t;
}

// "a, b and c".
std::string JoinAnd(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

int Int(const Json& v) { return v.is_number_integer() ? v.get<int>() : 0; }
std::string Str(const Json& v) { return v.is_string() ? v.get<std::string>() : ""; }
const Json& Member(const Json& obj, const char* key) {
  static const Json none;
  return obj.is_object() && obj.contains(key) ? obj[key] : none;
}

int Total(const Json& counts) {
  int n = 0;
  if (counts.is_object())
    for (const auto& [k, c] : counts.items()) n += Int(c);
  return n;
}
// "2 Shades and 1 Veteran" in card order ("" when none).
std::string CountsText(const Json& counts) {
  std::vector<std::string> parts;
  for (const std::string& k : Kinds())
    if (int n = Int(Member(counts, k.c_str())); n > 0) parts.push_back(CountOf(n, k));
  return JoinAnd(parts);
}

// "N1" -> the deck's JSON in the inner state (null if the name is not a deck).
const Json& DeckOf(const Json& st, const std::string& name) {
  static const Json none;
  if (name.size() != 2 || (name[0] != 'N' && name[0] != 'E') || name[1] < '0' || name[1] > '2') return none;
  const Json& decks = Member(st, name[0] == 'N' ? "noble_decks" : "event_decks");
  const size_t i = static_cast<size_t>(name[1] - '0');
  return decks.is_array() && i < decks.size() ? decks[i] : none;
}
std::string DeckWords(const std::string& name) {
  if (name.size() == 2 && name[0] == 'N') return "Noble deck " + name;
  if (name.size() == 2 && name[0] == 'E') return "Event deck " + name;
  return "a deck";
}
int DeckSize(const Json& deck) {
  const Json& cards = Member(deck, "cards");
  return (cards.is_array() ? static_cast<int>(cards.size()) : 0) + Total(Member(deck, "hidden")) +
         Int(Member(deck, "unseen"));
}
// The known top card's kind, "" when the deck is empty or its top is not known.
std::string TopOf(const Json& deck) {
  const Json& cards = Member(deck, "cards");
  return cards.is_array() && !cards.empty() ? Str(cards.back()) : "";
}
bool FaceDown(const Json& deck) { return Member(deck, "face_down") == true; }

// The deck's cards after its size: ", from the top: Construct, 3 Interlopers, 5 Shades", " in unknown
// order: 1 Construct and 2 Debutantes", ", from the top: Shade, then 8 unseen".
std::string DeckContents(const Json& deck) {
  std::vector<std::string> runs;
  const Json& cards = Member(deck, "cards");
  if (cards.is_array())
    for (size_t i = cards.size(); i > 0;) {
      const std::string kind = Str(cards[i - 1]);
      int n = 0;
      while (i > 0 && Str(cards[i - 1]) == kind) --i, ++n;
      runs.push_back(n == 1 ? Title(kind) : CountOf(n, kind));
    }
  const int hidden = Total(Member(deck, "hidden")), unseen = Int(Member(deck, "unseen"));
  std::string out;
  for (size_t i = 0; i < runs.size(); ++i) out += (i ? ", " : ", from the top: ") + runs[i];
  if (hidden > 0)
    out += runs.empty() ? " in unknown order: " + CountsText(Member(deck, "hidden"))
                        : fmt::format(", then {} in unknown order ({})", hidden, CountsText(Member(deck, "hidden")));
  if (unseen > 0) out += runs.empty() && hidden == 0 ? ", all unseen" : fmt::format(", then {} unseen", unseen);
  return out;
}
std::string CardsCount(int n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

// Whether chance acts next (a deal, a card turned over, a random Deceased Noble, an unseen card named).
bool ChanceNext(const Json& st) {
  const std::string phase = Str(Member(st, "phase"));
  if (phase == "setup") return true;
  if (phase == "game-over") return false;
  const Json& turn = Member(st, "this_turn");
  if (!Member(turn, "uncovering").is_null() || !Member(turn, "construct_to").is_null()) return true;
  for (const char* family : {"noble_decks", "event_decks"})
    for (const Json& d : Member(st, family))
      if (Int(Member(d, "unseen")) > 0 && (FaceDown(d) || TopOf(d).empty())) return true;
  const Json& effects = Member(st, "effects");
  if (phase == "require" && effects.is_array() && !effects.empty() && effects[0].is_array() && !effects[0].empty() &&
      effects[0][0] == "interloper")
    for (const Json& d : Member(st, "noble_decks"))
      if (Int(Member(d, "unseen")) > 0) return true;
  return false;
}

}  // namespace narrate

namespace {

using namespace narrate;

// The deck a setup deal goes to, or "" when the state cannot tell (open: a deck fills before the next;
// tops-only: one card a deck; one card in the first deck and none in the second reads either way).
std::string DealDeck(const Json& st, bool noble) {
  const char letter = noble ? 'N' : 'E';
  const int full = noble ? kNobleDeckSize : kEventDeckSize;
  std::vector<int> sizes;
  for (int i = 0; i < 3; ++i) sizes.push_back(DeckSize(DeckOf(st, fmt::format("{}{}", letter, i))));
  const int largest = std::max({sizes[0], sizes[1], sizes[2]});
  if (largest <= 1 && sizes[0] == 1) {
    if (sizes[1] == 0) return "";
    for (int i = 0; i < 3; ++i)
      if (sizes[i] == 0) return fmt::format("{}{}", letter, i);
  }
  for (int i = 0; i < 3; ++i)
    if (sizes[i] < full) return fmt::format("{}{}", letter, i);
  return "";
}

std::string DealSentence(const Json& st, const std::string& kind) {
  const bool noble = IsNobleKind(kind);
  const std::string deck = DealDeck(st, noble);
  const std::string cards = noble ? "Noble cards" : "Event cards";
  if (deck.empty()) return fmt::format("the shuffled {} deal {}", cards, WithArticle(kind));
  return fmt::format("the shuffled {} deal {}, face up onto {}", cards, WithArticle(kind), DeckWords(deck));
}

// The first deck (N0..E2) with `pred`, or "".
template <typename Pred>
std::string FirstDeck(const Json& st, Pred pred) {
  for (const char* name : {"N0", "N1", "N2", "E0", "E1", "E2"})
    if (pred(DeckOf(st, name), name[0] == 'N')) return name;
  return "";
}

// A chance outcome "draw:<kind>": which place the card is drawn for follows the engine's order of chance
// nodes (nobles_solo.cc ChanceSource), read from the public state.
std::string DrawSentence(const Json& st, const std::string& kind) {
  if (Title(kind) == "card") return "chance gives a card";
  if (Str(Member(st, "phase")) == "setup") return DealSentence(st, kind);
  const Json& turn = Member(st, "this_turn");
  const std::string shuffled =
      FirstDeck(st, [](const Json& d, bool) { return FaceDown(d) && Int(Member(d, "unseen")) > 0; });
  if (!shuffled.empty())
    return fmt::format("one of the unseen cards shuffled into {} is {}", DeckWords(shuffled), WithArticle(kind));
  if (const std::string d = Str(Member(turn, "uncovering")); !d.empty()) {
    if (FaceDown(DeckOf(st, d)))
      return fmt::format("the top card of face-down {} is turned over: {}", DeckWords(d), WithArticle(kind));
    return fmt::format("the top card of {} is seen: {}", DeckWords(d), WithArticle(kind));
  }
  if (const std::string d = Str(Member(turn, "construct_to")); !d.empty())
    return fmt::format("the random Deceased Noble is {}, added to the top of {}", WithArticle(kind), DeckWords(d));
  const std::string uncover =
      FirstDeck(st, [](const Json& d, bool) { return TopOf(d).empty() && Int(Member(d, "unseen")) > 0; });
  if (!uncover.empty()) return fmt::format("the new top card of {} is seen: {}", DeckWords(uncover), WithArticle(kind));
  const std::string unseen = FirstDeck(st, [](const Json& d, bool) { return Int(Member(d, "unseen")) > 0; });
  if (!unseen.empty())
    return fmt::format("an unseen card of {} turns out to be {}", DeckWords(unseen), WithArticle(kind));
  return fmt::format("chance gives {}", WithArticle(kind));
}

// The Event being resolved, as "the Battle" ("the Event" when none is named).
std::string EventWords(const Json& st) {
  const std::string e = Str(Member(Member(st, "this_turn"), "event"));
  return e.empty() ? "the Event" : "the " + Title(e);
}

// Whether the Nobles discarded so far meet the Event's Requirements (the card texts; the Feast counts only
// decks that gave their top Noble).
bool RequirementMet(const Json& st) {
  const std::string event = Str(Member(Member(st, "this_turn"), "event"));
  const Json& discarded = Member(st, "discarded");
  std::vector<std::string> kinds;
  std::set<int> decks;
  if (discarded.is_array())
    for (const Json& d : discarded)
      if (d.is_array() && d.size() >= 2) kinds.push_back(Str(d[0])), decks.insert(Int(d[1]));
  const int n = static_cast<int>(kinds.size());
  if (event == "battle") return n >= 3 || (n == 2 && kinds[0] == kinds[1]);
  if (event == "coronation") return n >= 2;
  if (event == "expansion") {
    int weight = 0;
    for (const std::string& k : kinds) weight += k == "baroness" ? 3 : 1;
    return weight >= Int(Member(Member(st, "completed"), "expansion")) + 1;
  }
  if (event == "feast") {
    for (int d = 0; d < 3; ++d)
      if (!decks.count(d) && DeckSize(DeckOf(st, fmt::format("N{}", d))) > 0) return false;
    return true;
  }
  return false;
}

std::string FinishSentence(const Json& st, const std::string& who) {
  const std::string event = EventWords(st);
  if (RequirementMet(st)) return fmt::format("{} has discarded the Nobles {} asks for and completes it", who, event);
  if (event == "the Feast") {
    const std::string blocked =
        FirstDeck(st, [](const Json& d, bool noble) { return noble && TopOf(d) == "debutante"; });
    if (!blocked.empty())
      return fmt::format(
          "{} ends the discards for the Feast: the Debutante on top of {} is never discarded for a "
          "Feast",
          who, DeckWords(blocked));
  }
  return fmt::format("{} can discard no more Nobles for {}, short of its Requirements", who, event);
}

std::string CourtSentence(const Json& st, const std::string& who, const std::string& deck) {
  const std::string top = TopOf(DeckOf(st, deck));
  if (top.empty())
    return fmt::format("{} chooses {} for the Court; its top card is turned over first", who, DeckWords(deck));
  if (top == "veteran")
    return fmt::format("{} takes the Veteran from the top of {} for the Court, to move it to the top of another deck",
                       who, DeckWords(deck));
  return fmt::format("{} discards the {} from the top of {} for the Court", who, Title(top), DeckWords(deck));
}

std::string TakeSentence(const Json& st, const std::string& who, const std::string& deck) {
  const std::string top = TopOf(DeckOf(st, deck)), event = EventWords(st);
  if (top.empty())
    return fmt::format("{} discards the top Noble of {} for {}; it is turned over first", who, DeckWords(deck), event);
  const std::string three = top == "baroness" && event == "the Expansion" ? ", where it counts as three Nobles" : "";
  return fmt::format("{} discards the {} from the top of {} for {}{}", who, Title(top), DeckWords(deck), event, three);
}

std::string PlaceSentence(const Json& st, const std::string& who, const std::string& deck) {
  const std::string phase = Str(Member(st, "phase"));
  if (phase == "construct-deck")
    return fmt::format("{} chooses {} to get a random Deceased Noble on top (Construct)", who, DeckWords(deck));
  if (phase == "veteran-move") {
    const std::string moving = Str(Member(Member(st, "this_turn"), "moving"));
    return fmt::format("{} moves the {} to the top of {}", who, moving.empty() ? "Veteran" : Title(moving),
                       DeckWords(deck));
  }
  if (phase == "veteran-effect")
    return fmt::format("{} moves a Deceased Veteran to the top of {} and shuffles that deck face down", who,
                       DeckWords(deck));
  return fmt::format("{} chooses {}", who, DeckWords(deck));
}

std::string EventDeckSentence(const Json& st, const std::string& who, const std::string& kind,
                              const std::string& deck) {
  const std::string top = TopOf(DeckOf(st, deck));
  if (kind == "event") {
    if (top.empty())
      return fmt::format("{} chooses the top Event of {}; it is turned over first", who, DeckWords(deck));
    return fmt::format("{} chooses the {} on top of {} for the Event step", who, Title(top), DeckWords(deck));
  }
  if (kind == "take-event") {
    if (top.empty())
      return fmt::format("{} takes the top Event of {}, ignoring its Requirements; it is turned over first", who,
                         DeckWords(deck));
    return fmt::format("{} takes the {} from the top of {}, ignoring its Requirements", who, Title(top),
                       DeckWords(deck));
  }
  const std::string restoring = Str(Member(Member(st, "this_turn"), "restoring"));
  const std::string with = restoring.empty() ? "a Completed Event" : "the Completed " + Title(restoring);
  if (top.empty()) return fmt::format("{} replaces the top card of {} with {}", who, DeckWords(deck), with);
  return fmt::format("{} replaces the {} on top of {} with {}", who, Title(top), DeckWords(deck), with);
}

std::string NarrateAction(const Json& ps, std::string_view action, int actor) {
  const Json& st = Member(ps, "state");
  const std::string kind(ActionKind(action));
  const std::string arg = kind.size() < action.size() ? std::string(action.substr(kind.size() + 1)) : "";
  const std::string who = actor >= 0 ? Seat(actor) : "chance";
  const std::string this_noble = Str(Member(Member(st, "this_turn"), "this_noble"));
  if (kind == "draw") return DrawSentence(st, arg);
  if (kind == "court") return CourtSentence(st, who, arg);
  if (kind == "event" || kind == "take-event" || kind == "replace") return EventDeckSentence(st, who, kind, arg);
  if (kind == "take") return TakeSentence(st, who, arg);
  if (kind == "finish") return FinishSentence(st, who);
  if (kind == "place") return PlaceSentence(st, who, arg);
  if (kind == "raise") {
    const std::string from = Str(Member(Member(st, "this_turn"), "court_deck"));
    if (from.empty()) return fmt::format("{} moves a Deceased {} to the top of a Noble deck", who, Title(arg));
    return fmt::format("{} moves a Deceased {} to the top of {}, where the {} came from", who, Title(arg),
                       DeckWords(from), this_noble.empty() ? "Shade" : Title(this_noble));
  }
  if (kind == "shuffle")
    return fmt::format("{} shuffles {} for the Debutante, flipping it face down", who, DeckWords(arg));
  if (kind == "keep") return fmt::format("{} chooses not to shuffle {} (Debutante)", who, DeckWords(arg));
  if (kind == "restore")
    return fmt::format("{} chooses a Completed {} to put back on top of an Event deck (Archivist)", who, Title(arg));
  if (kind == "ability") return fmt::format("{} uses the {} Ability through the Archivist", who, Title(arg));
  return actor >= 0 ? fmt::format("{} makes a choice", who) : "chance decides";
}

std::vector<std::string> ActionKinds() {
  return {"draw",  "court",   "event", "take",    "finish",  "raise",  "take-event",
          "place", "shuffle", "keep",  "restore", "replace", "ability"};
}

}  // namespace

Narrator MakeNoblesSoloNarrator() {
  Narrator n;
  n.action_kinds = ActionKinds();
  n.fields = SchemaLeafPatterns(Json::parse(kNoblesSoloPublicSchema));
  n.action = NarrateAction;
  n.differences = Differences;
  n.picture = Picture;
  n.legend = kLegend;
  n.implausible = Implausible;
  // Where the turn stands: its step and the turn's notes (the choices made, what waits to be done).
  n.standing = {"/phase", "/this_turn"};
  return n;
}

}  // namespace peerage::ns
