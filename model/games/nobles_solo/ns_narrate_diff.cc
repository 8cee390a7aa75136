// Nobles (solo) narrator: what differs between two public states, one sentence per deck, pile, list or
// member of the turn in progress, about the second state's value (see ns_narrate.h).
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/games/nobles_solo/ns_narrate.h"

namespace peerage::ns::narrate {
namespace {

std::string PhaseSentence(const std::string& phase) {
  if (phase == "setup") return "the cards are being dealt into the six decks";
  if (phase == "court") return "it is the Court: p0 is to discard a Noble from the top of a Noble deck";
  if (phase == "shade") return "p0 is to move one Deceased Noble to the top of the Court Noble's deck (Shade Ability)";
  if (phase == "take-event") return "p0 is to take one Event, ignoring its Requirements";
  if (phase == "construct-deck")
    return "p0 is to choose a Noble deck to get a random Deceased Noble (Construct Ability)";
  if (phase == "veteran-move") return "p0 is to move the Veteran to the top of another deck (Veteran Ability)";
  if (phase == "debutante") return "p0 is deciding which decks to shuffle (Debutante Ability)";
  if (phase == "archivist-restore") return "p0 is to choose a Completed Event to put back (Archivist Ability)";
  if (phase == "archivist-replace")
    return "p0 is to choose the Event deck whose top card the Completed Event replaces (Archivist Ability)";
  if (phase == "archivist-ability") return "p0 is to choose another Noble Ability to use (Archivist Ability)";
  if (phase == "event-choose") return "it is the Event step: p0 is to choose the top Event of an Event deck";
  if (phase == "require") return "p0 is discarding Nobles for the Event's Requirements";
  if (phase == "veteran-effect")
    return "p0 is to move a Deceased Veteran to the top of a deck and shuffle it (Veteran Effect)";
  if (phase == "game-over") return "the game is over";
  return "the game is in an unknown step";
}

std::string DeckSentence(const Json& deck, const std::string& name) {
  const int n = DeckSize(deck);
  if (n == 0) return DeckWords(name) + " is empty";
  return fmt::format("{} is face {} with {}{}", DeckWords(name), FaceDown(deck) ? "down" : "up", CardsCount(n),
                     DeckContents(deck));
}

// "there are 3 Deceased Nobles: 2 Shades and 1 Veteran".
std::string PileSentence(const Json& counts, const char* one, const char* many, const std::string& none) {
  const int n = Total(counts);
  if (n == 0) return none;
  return fmt::format("{}: {}", fmt::format(fmt::runtime(n == 1 ? one : many), n), CountsText(counts));
}

std::string CompletedSentence(const Json& counts) {
  const int n = Total(counts);
  if (n == 0) return "p0 has no Completed Events (0 points)";
  return fmt::format("p0 has {} Completed Event{} ({} point{}): {}", n, n == 1 ? "" : "s", n, n == 1 ? "" : "s",
                     CountsText(counts));
}

std::string PoolSentence(const Json& st) {
  const Json& pool = Member(st, "pool");
  if (Str(Member(st, "phase")) == "setup")
    return PileSentence(pool, "{} card is still to be dealt", "{} cards are still to be dealt",
                        "no card is left to deal");
  return PileSentence(pool, "{} card has never been seen", "{} cards have never been seen",
                      "no card is left undealt or unseen");
}

// A Noble of "discarded"/"effects": "the Shade from Noble deck N0".
std::string NobleFrom(const Json& entry) {
  if (!entry.is_array() || entry.size() < 2) return "a Noble";
  return fmt::format("the {} from Noble deck N{}", Title(Str(entry[0])), Int(entry[1]));
}

std::string DiscardedSentence(const Json& list) {
  std::vector<std::string> parts;
  if (list.is_array())
    for (const Json& e : list) parts.push_back(NobleFrom(e));
  if (parts.empty()) return "no Noble has been discarded for this Event";
  if (parts.size() == 1) return "the Noble discarded for this Event so far is " + parts[0];
  return "the Nobles discarded for this Event so far are " + JoinAnd(parts);
}

std::string EffectsSentence(const Json& list) {
  std::vector<std::string> parts;
  if (list.is_array())
    for (const Json& e : list) {
      const bool later = e.is_array() && e.size() >= 3 && Int(e[2]) == 1;
      parts.push_back(NobleFrom(e) + (later ? ", a later Noble also taken from that deck" : ""));
    }
  if (parts.empty()) return "no Effect waits to be followed";
  if (parts.size() == 1) return "the Effect still to follow is that of " + parts[0];
  return "the Effects still to follow are those of " + JoinAnd(parts);
}

// What p0 goes on with once the top card is turned over (a waiting action text).
std::string WaitingSentence(const std::string& action) {
  if (action.empty()) return "no choice of p0 waits for a card to be turned over";
  const std::string kind(ActionKind(action));
  const std::string deck = kind.size() < action.size() ? DeckWords(action.substr(kind.size() + 1)) : "a deck";
  std::string then = "going on";
  if (kind == "court") then = "discarding the top of " + deck + " for the Court";
  if (kind == "event") then = "choosing the top Event of " + deck;
  if (kind == "take") then = "discarding the top of " + deck + " for the Event";
  if (kind == "take-event") then = "taking the top Event of " + deck;
  if (kind == "replace") then = "replacing the top card of " + deck;
  return "p0 waits for the top card to be turned over before " + then;
}

// One member of "this_turn", told about its value `v`.
std::string TurnSentence(const std::string& member, const Json& v) {
  const std::string s = Str(v);
  const int n = Int(v);
  if (member == "court_deck")
    return s.empty() ? "no Noble has been discarded for the Court yet this turn"
                     : "the Court Noble came from " + DeckWords(s) + " this turn";
  if (member == "this_noble")
    return s.empty() ? "no Noble Ability has been followed yet this turn"
                     : "the Noble whose Ability is followed this turn is the " + Title(s);
  if (member == "uncovering")
    return s.empty() ? "no card is being turned over" : "the top card of " + DeckWords(s) + " is being turned over";
  if (member == "construct_to")
    return s.empty() ? "no random Deceased Noble is being drawn"
                     : "a random Deceased Noble is being added to the top of " + DeckWords(s);
  if (member == "construct_first")
    return s.empty() ? "no Noble deck has been chosen for a Construct yet"
                     : "the Construct's first random Noble went to " + DeckWords(s);
  if (member == "constructs_left")
    return n == 0 ? "the Construct adds no more Deceased Nobles"
                  : fmt::format("the Construct still adds {} random Deceased Noble{}", n, n == 1 ? "" : "s");
  if (member == "waiting_action") return WaitingSentence(s);
  if (member == "waiting_ability")
    return s.empty() ? "no Ability waits for a card to be seen"
                     : "the " + Title(s) + " Ability waits for a face-up top card to be seen";
  if (member == "debutante_next")
    return s.empty() ? "no Debutante choice is waiting"
                     : "the Debutante's next choice is whether to shuffle " + DeckWords(s);
  if (member == "restoring")
    return s.empty() ? "no Completed Event is being put back"
                     : "the Archivist is putting a Completed " + Title(s) + " back on an Event deck";
  if (member == "archivist_chain")
    return n == 0 ? "no Archivist Ability has been followed this turn"
                  : fmt::format("{} Archivist Abilit{} been followed this turn", n, n == 1 ? "y has" : "ies have");
  if (member == "baroness_pair")
    return s.empty() ? "no pair of identical face-up Events limits the Event taken"
                     : "the Baroness lets p0 take one of the two face-up " + Plural(s);
  if (member == "event_deck")
    return s.empty() ? "no Event deck has been chosen yet this turn" : "this turn's Event comes from " + DeckWords(s);
  if (member == "event")
    return s.empty() ? "no Event is being completed" : "the Event being completed is " + WithArticle(s);
  if (member == "moving")
    return s.empty() ? "no Noble is being moved" : "the " + Title(s) + " is held, moving to the top of another deck";
  if (member == "veteran_effect_from")
    return s.empty()
               ? "no Veteran Effect is being followed"
               : "the Veteran discarded for the Battle came from " + DeckWords(s) + ", and its Effect is followed";
  return "the turn in progress differs";
}

std::string ConstructsEverSentence(int n) {
  if (n == 0) return "no Construct has been discarded for an Event this game";
  if (n == 1) return "1 Construct has been discarded for an Event this game";
  return fmt::format("{} Constructs have been discarded for Events this game", n);
}

std::string WholeTurnSentence(const Json& turn) {
  std::vector<std::string> parts;
  if (turn.is_object())
    for (const auto& [k, v] : turn.items())
      if (!v.is_null() && v != 0) parts.push_back(TurnSentence(k, v));
  return parts.empty() ? "nothing has been done yet this turn" : JoinAnd(parts);
}

// The group a differing leaf is told in: "/noble_decks/1", "/this_turn/event", "/deceased", ...
std::string GroupOf(const std::string& leaf) {
  std::vector<std::string> seg;
  for (size_t i = 1; i <= leaf.size() && !leaf.empty();) {
    const size_t j = leaf.find('/', i);
    seg.push_back(leaf.substr(i, j == std::string::npos ? std::string::npos : j - i));
    if (j == std::string::npos) break;
    i = j + 1;
  }
  if (seg.empty() || seg[0].empty()) return "/";
  const bool two = seg[0] == "noble_decks" || seg[0] == "event_decks" || seg[0] == "this_turn";
  return two && seg.size() >= 2 ? "/" + seg[0] + "/" + seg[1] : "/" + seg[0];
}

NarratedChange Tell(const std::string& group, const Json& st) {
  const size_t slash = group.find('/', 1);
  const std::string top = group.substr(1, slash == std::string::npos ? std::string::npos : slash - 1);
  const std::string sub = slash == std::string::npos ? "" : group.substr(slash + 1);
  if (top == "noble_decks" || top == "event_decks") {
    const std::string letter = top == "noble_decks" ? "N" : "E";
    if (sub.empty()) {
      std::vector<std::string> parts;
      for (int i = 0; i < 3; ++i) {
        const std::string name = letter + std::to_string(i);
        parts.push_back(DeckSentence(DeckOf(st, name), name));
      }
      return {group, JoinAnd(parts)};
    }
    return {"/" + top + "/*", DeckSentence(DeckOf(st, letter + sub), letter + sub)};
  }
  if (top == "this_turn") {
    if (sub.empty()) return {group, WholeTurnSentence(Member(st, "this_turn"))};
    return {group, TurnSentence(sub, Member(Member(st, "this_turn"), sub.c_str()))};
  }
  if (top == "phase") return {group, PhaseSentence(Str(Member(st, "phase")))};
  if (top == "turn") {
    const int t = Int(Member(st, "turn"));
    return {group, t == 0 ? "no turn has begun yet" : fmt::format("it is turn {}", t)};
  }
  if (top == "pool") return {group, PoolSentence(st)};
  if (top == "deceased")
    return {group, PileSentence(Member(st, "deceased"), "there is {} Deceased Noble", "there are {} Deceased Nobles",
                                "there are no Deceased Nobles")};
  if (top == "completed") return {group, CompletedSentence(Member(st, "completed"))};
  if (top == "removed")
    return {group, PileSentence(Member(st, "removed"), "{} Event is out of the game", "{} Events are out of the game",
                                "no Event is out of the game")};
  if (top == "constructs_ever") return {group, ConstructsEverSentence(Int(Member(st, "constructs_ever")))};
  if (top == "discarded") return {group, DiscardedSentence(Member(st, "discarded"))};
  if (top == "effects") return {group, EffectsSentence(Member(st, "effects"))};
  return {group, "the position differs in a way the rulebook does not name"};
}

// Cards named as a list: "the Construct", "the Shade and 2 Interlopers" (kinds in the order given).
std::string CardsNamed(const std::vector<std::string>& kinds) {
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < kinds.size();) {
    std::size_t j = i;
    while (j < kinds.size() && kinds[j] == kinds[i]) ++j;
    parts.push_back(j - i == 1 ? "the " + Title(kinds[i]) : CountOf(static_cast<int>(j - i), kinds[i]));
    i = j;
  }
  return JoinAnd(parts);
}

// More cards moved than this are told by the deck's or pile's whole value: a list of moved cards is the point
// only while it is short.
constexpr std::size_t kFewMoved = 2;

// `shorter` is `longer` with some cards taken out, the rest in their order: those cards, from the top down
// (nullopt otherwise); `at_top` tells whether they were all the top cards.
std::optional<std::vector<std::string>> TakenOut(const Json& longer, const Json& shorter, bool* at_top) {
  if (!longer.is_array() || !shorter.is_array() || shorter.size() >= longer.size() ||
      longer.size() - shorter.size() > kFewMoved)
    return std::nullopt;
  std::vector<std::string> out;
  std::size_t j = 0;
  for (std::size_t i = 0; i < longer.size(); ++i)
    if (j < shorter.size() && longer[i] == shorter[j]) ++j;
    else out.push_back(Str(longer[i]));
  if (j != shorter.size()) return std::nullopt;
  *at_top = std::equal(shorter.begin(), shorter.end(), longer.begin());
  std::reverse(out.begin(), out.end());  // the top first
  return out;
}

// A deck that differs only by cards taken out or put in, the rest in their order, told by those cards (the
// point of a reading that discards one more card): "the Construct is off the top of Noble deck N1 (5 cards
// left, the Debutante on top)"; "Noble deck N1 has the Construct on top (6 cards)". "" for any other change.
std::string DeckMoveSentence(const Json& before, const Json& after, const std::string& name) {
  for (const char* same : {"face_down", "hidden", "unseen"})
    if (Member(before, same) != Member(after, same)) return "";
  const Json &was = Member(before, "cards"), &is = Member(after, "cards");
  bool at_top = false;
  const int n = DeckSize(after);
  const std::string top = TopOf(after);
  const std::string on_top = top.empty() || FaceDown(after) ? "" : ", the " + Title(top) + " on top";
  if (auto out = TakenOut(was, is, &at_top))
    return fmt::format("{} {} {} {} ({} left{})", CardsNamed(*out), out->size() == 1 ? "is" : "are",
                       at_top ? "off the top of" : "out of", DeckWords(name), CardsCount(n), on_top);
  if (auto in = TakenOut(is, was, &at_top))
    return fmt::format("{} has {} {} ({})", DeckWords(name), CardsNamed(*in), at_top ? "on top" : "in it too", CardsCount(n));
  return "";
}

// The Deceased pile against `before` when it only gained or only lost Nobles: "the Construct is Deceased
// too (4 Deceased Nobles: …)", "the Construct is not among the Deceased (3 Deceased Nobles: …)". "" else.
std::string DeceasedMoveSentence(const Json& before, const Json& after) {
  std::vector<std::string> more, fewer;
  for (const std::string& k : Kinds()) {
    const int d = Int(Member(after, k.c_str())) - Int(Member(before, k.c_str()));
    for (int i = 0; i < d; ++i) more.push_back(k);
    for (int i = 0; i < -d; ++i) fewer.push_back(k);
  }
  if (!more.empty() == !fewer.empty() || more.size() + fewer.size() > kFewMoved) return "";
  const int n = Total(after);
  const std::string pile = n == 0 ? std::string("no Deceased Nobles")
                                  : fmt::format("{} Deceased Noble{}: {}", n, n == 1 ? "" : "s", CountsText(after));
  if (!more.empty())
    return fmt::format("{} {} Deceased too ({})", CardsNamed(more), more.size() == 1 ? "is" : "are", pile);
  return fmt::format("{} {} not among the Deceased ({})", CardsNamed(fewer), fewer.size() == 1 ? "is" : "are", pile);
}

// A group told against the other position where a card moved: the Deceased pile and the Noble decks by the
// cards that moved (the point), every other group by its value (Tell).
// The step a Noble's Ability is followed at ("shade", "construct-deck", ...), as PhaseSentence names them.
bool AbilityStep(const std::string& phase) {
  return phase == "shade" || phase == "take-event" || phase == "construct-deck" || phase == "veteran-move" ||
         phase == "debutante" || phase == "archivist-restore" || phase == "archivist-replace" ||
         phase == "archivist-ability";
}

NarratedChange TellAgainst(const std::string& group, const Json& a, const Json& b) {
  // Where the other position follows the Court Noble's Ability and this one has gone past it, the Ability
  // did nothing here: Abilities must be followed where they can be ("to the best of your ability"), so one
  // passed over is one that could do nothing.
  if (group == "/phase") {
    const std::string was = Str(Member(a, "phase")), is = Str(Member(b, "phase"));
    const std::string noble = Str(Member(Member(b, "this_turn"), "this_noble"));
    if (AbilityStep(was) && !AbilityStep(is) && is != "game-over" && !noble.empty())
      return {group, "the " + Title(noble) + "'s Ability can do nothing here, so " + PhaseSentence(is), PhaseSentence(is)};
  }
  if (group == "/deceased")
    if (std::string s = DeceasedMoveSentence(Member(a, "deceased"), Member(b, "deceased")); !s.empty())
      return {group, s, Tell(group, b).sentence};
  if (group.rfind("/noble_decks/", 0) == 0 && group.size() > 13) {
    const std::string name = "N" + group.substr(13);
    if (std::string s = DeckMoveSentence(DeckOf(a, name), DeckOf(b, name), name); !s.empty())
      return {"/noble_decks/*", s, Tell(group, b).sentence};
  }
  return Tell(group, b);
}

}  // namespace

std::vector<NarratedChange> Differences(const Json& before, const Json& after) {
  const Json& a = Member(before, "state");
  const Json& b = Member(after, "state");
  std::vector<NarratedChange> out;
  std::set<std::string> told;
  for (const std::string& leaf : DifferingLeaves(a, b))
    if (const std::string group = GroupOf(leaf); told.insert(group).second) out.push_back(TellAgainst(group, a, b));
  return out;
}

}  // namespace peerage::ns::narrate
