// Among Nobles' narrator: the small picture of a public state for an FAQ example (a heading with the round,
// the first player and who does what, then only the parts the focus asks for), its legend, and the
// positions no table could reach.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "model/games/among_nobles/an_narrate.h"

namespace peerage::an::narrate {

const char* const kLegend =
    "m, f: a male or a female character, with the traits after it\n"
    "sample: a card the rulebook does not show, invented for this engine's card data (data/among-nobles/cards.json)\n"
    "+: a married couple, the husband first\n"
    "*: activated this round\n"
    "|: between generation rows, the top row first\n"
    "||: between two players, with four or more players\n"
    "Sachsen 1: a province and the player's armies in it\n"
    "(reactivated): a character or couple activated a second time this round with another action token\n"
    "discarded: cards on the discard pile; dead: characters gone from the families (the oldest generation at a "
    "generational change, a daughter sacrificed); out of the game: cards set aside at set-up (the couples nobody "
    "chose, a colour left out with 3 players)\n"
    "c5, c15 (in action texts): a card by its number in the card data, named in the sentence before it";

namespace {

// Players' lines, two to a line (separated by " || ") once there are four or more: a picture stays short.
std::vector<std::string> TwoPerLineFromFour(const std::vector<std::string>& each) {
  if (each.size() < 4) return each;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < each.size(); i += 2) out.push_back(i + 1 < each.size() ? each[i] + " || " + each[i + 1] : each[i]);
  return out;
}


constexpr int kMaxLines = 12;
constexpr std::array<const char*, 4> kSetupPhases = {"deal-display", "choose-first", "fingers", "pick-couple"};
constexpr std::array<const char*, 5> kActivationPhases = {"activate", "series", "action", "present", "choose-bride"};

template <std::size_t N>
bool OneOf(const std::string& s, const std::array<const char*, N>& set) {
  return std::find(set.begin(), set.end(), s) != set.end();
}

std::string Short(int c) {
  const Card* card = c >= 0 && c < static_cast<int>(Cards().cards.size()) ? &Cards().cards[c] : nullptr;
  if (!card) return Name(c);
  std::vector<std::string> traits;
  for (int t = 0; t < kNumTraits; ++t)
    if (card->traits >> t & 1) traits.push_back(TraitName(t));
  std::string t;
  for (const std::string& x : traits) t += (t.empty() ? "" : "/") + x;
  return fmt::format("{} ({} {}{})", Name(c), card->male ? "m" : "f", t, card->sample ? ", sample" : "");
}

std::vector<int> CardsAt(const Json& st, const std::string& loc) {
  std::vector<int> out;
  for (int c = 0; c < NumCards(st); ++c)
    if (PlaceOf(st, c).loc == loc) out.push_back(c);
  return out;
}

std::string Heading(const Json& pub) {
  const Json& st = At(pub, "state");
  const int round = IntAt(st, "round");
  if (round == 0) return "Before the first round: " + PhaseSentence(pub);
  return fmt::format("Round {}, first player {}: {}", round, Seat(IntAt(st, "first_player")), PhaseSentence(pub));
}

// "Charlemagne (m blue)+Hildegard de France (f red)* | Henri of Brabant (m red)".
std::string Family(const Json& st, int p) {
  std::vector<std::string> rows;
  for (int r = 0; r < kRows; ++r) {
    std::vector<std::string> row;
    for (int c = 0; c < NumCards(st); ++c) {
      const Place pl = PlaceOf(st, c);
      if ((pl.loc != "owned" && pl.loc != "dying") || pl.owner != p || pl.row != r) continue;
      const bool wife = pl.spouse >= 0 && !(c < static_cast<int>(Cards().cards.size()) && Cards().cards[c].male);
      if (wife) continue;  // shown with her husband
      std::string entry = Short(c) + (pl.spouse >= 0 ? "+" + Short(pl.spouse) : "") + (pl.activated ? "*" : "");
      if (pl.loc == "dying") entry += " dying";
      row.push_back(entry);
    }
    if (!row.empty()) rows.push_back(fmt::format("{}", fmt::join(row, ", ")));
  }
  return rows.empty() ? "no characters" : fmt::format("{}", fmt::join(rows, " | "));
}

std::string Resources(const Json& pl) {
  std::string out = fmt::format("{} gold, {} prestige, supply {}", IntAt(pl, "gold"), IntAt(pl, "prestige"),
                                Count(IntAt(pl, "supply"), "army", "armies"));
  const Json& armies = At(pl, "armies");
  for (std::size_t i = 0; i < armies.size(); ++i)
    if (armies[i].is_number_integer() && armies[i].get<int>() > 0)
      out += fmt::format(", {} {}", Province(static_cast<int>(i)), armies[i].get<int>());
  const int used = IntAt(pl, "tokens_used");
  return out + (used > 0 ? fmt::format(", {} used", Count(used, "action token", "action tokens")) : "");
}

std::string DecksLine(const Json& st) {
  std::vector<std::string> parts;
  for (int d = 1; d <= 3; ++d) {
    int left = 0;
    for (int c : CardsAt(st, "deck")) left += c < static_cast<int>(Cards().cards.size()) && Cards().cards[c].deck == d;
    parts.push_back(fmt::format("{} {}", std::array{"I", "II", "III"}[d - 1], left));
  }
  std::string out = "Decks: " + fmt::format("{}", fmt::join(parts, ", "));
  for (const auto& [loc, word] : {std::pair{"discard", "discarded"}, {"dead", "dead"}, {"out", "out of the game"},
                                  {"pool", "ancestral cards to choose"}, {"revealed", "revealed for an heir"}})
    if (const auto n = CardsAt(st, loc).size(); n > 0) out += fmt::format("; {} {}", n, word);
  return out;
}

std::string ActivationLine(const Json& st) {
  const Json& act = At(st, "activation");
  if (!act.is_object()) return "Activation: none";
  const int head = Head(st), wife = Wife(st, head);
  std::vector<std::string> left;
  for (const Json& w : At(act, "actions"))
    if (w.is_string()) left.push_back(ActionWord(w.get<std::string>()));
  std::string out = fmt::format("Activation: {}'s {}{}{}", Seat(PlaceOf(st, head).owner), Name(head),
                                wife >= 0 ? "+" + Name(wife) : "", At(act, "reactivation") == true ? " (reactivated)" : "");
  out += left.empty() ? ", series not chosen yet" : ", actions left: " + fmt::format("{}", fmt::join(left, ", "));
  if (At(act, "hired").is_string()) out += ", hired " + StrAt(act, "hired");
  if (At(act, "groom").is_string()) out += ", groom at court " + Name(CardByName(At(act, "groom")));
  return out;
}

std::string BridesLine(const Json& st) {
  std::vector<std::string> brides;
  const Json& presented = At(st, "presented");
  for (std::size_t p = 0; p < presented.size(); ++p)
    if (presented[p].is_string()) brides.push_back(fmt::format("{} {}", Seat(static_cast<int>(p)), Name(CardByName(presented[p]))));
  return fmt::format("Brides at court: {}{}", brides.empty() ? "none" : fmt::format("{}", fmt::join(brides, ", ")),
                     At(st, "revealed") == true ? " (revealed)" : "");
}

std::string AbilityLine(const Json& st) {
  const Json& ab = At(st, "ability");
  if (!ab.is_object()) return "Ability: none";
  return fmt::format("Ability: {} carries out that of {}, {}", Seat(IntAt(ab, "player")), Name(CardByName(At(ab, "card"))),
                     StrAt(ab, "resolving") == "sacrifice" ? "choosing a daughter to sacrifice"
                                                           : fmt::format("returning armies ({} so far)", IntAt(ab, "returned")));
}

std::string ChangeLine(const Json& st) {
  const Json& gc = At(st, "generational_change");
  if (!gc.is_object()) return "Generational change: none under way";
  return fmt::format("Generational change: in {}'s family{}", Seat(IntAt(gc, "player")),
                     At(gc, "heir").is_string() ? ", heir " + Name(CardByName(At(gc, "heir"))) + " waits for a bride" : "");
}

std::string AgesLine(const Json& st) {
  std::vector<std::string> decks;
  for (const Json& d : At(st, "decks_run_out"))
    if (d.is_string()) decks.push_back(d.get<std::string>());
  return fmt::format("Decks run out: {}; generational changes: {} due, {} done; display card taken this round: {}",
                     decks.empty() ? "none" : fmt::format("{}", fmt::join(decks, ", ")),
                     IntAt(st, "generational_changes_due"), IntAt(st, "generational_changes_done"),
                     At(st, "display_card_taken") == true ? "yes" : "no");
}

std::string FingersLine(const Json& st) {
  std::vector<std::string> shown;
  const Json& s = At(At(st, "fingers"), "shown");
  for (std::size_t p = 0; p < s.size(); ++p)
    shown.push_back(fmt::format("{} {}", Seat(static_cast<int>(p)), s[p].is_number_integer() ? std::to_string(s[p].get<int>()) : "not yet"));
  return "Fingers shown: " + (shown.empty() ? std::string("none") : fmt::format("{}", fmt::join(shown, ", ")));
}

std::vector<std::string> Summary(const Json& pub) {
  const Json& st = At(pub, "state");
  const int n = NumPlayers(pub);
  std::vector<std::string> lines;
  if (n <= 4) {
    const auto display = CardsAt(st, "display");
    lines.push_back(fmt::format("Display line: {}; {}", Count(display.size(), "card", "cards"), DecksLine(st)));
  }
  const Json& players = At(st, "players");
  std::vector<std::string> each;
  for (int p = 0; p < static_cast<int>(players.size()); ++p) {
    int characters = 0, in_provinces = 0;
    for (int c = 0; c < NumCards(st); ++c) characters += PlaceOf(st, c).loc == "owned" && PlaceOf(st, c).owner == p;
    for (const Json& a : At(players[p], "armies")) in_provinces += a.is_number_integer() ? a.get<int>() : 0;
    each.push_back(fmt::format("{}: {} gold, {} prestige, {} in the supply and {} in provinces, {}", Seat(p),
                               IntAt(players[p], "gold"), IntAt(players[p], "prestige"),
                               Count(IntAt(players[p], "supply"), "army", "armies"), in_provinces,
                               Count(characters, "character", "characters")));
  }
  for (const std::string& l : TwoPerLineFromFour(each)) lines.push_back(l);
  return lines;
}

std::vector<std::string> Focused(const Json& pub, const std::vector<std::string>& focus) {
  const Json& st = At(pub, "state");
  auto wants = [&](std::string_view group) {
    return std::any_of(focus.begin(), focus.end(), [&](const std::string& f) {
      return PatternCovers(f, group) || PatternCovers(group, f);
    });
  };
  std::vector<std::string> lines;
  const bool cards = wants("/cards"), players = wants("/players");
  if (cards) {
    std::vector<std::string> display;
    for (int c : CardsAt(st, "display")) display.push_back(Short(c));
    lines.push_back("Display line: " + (display.empty() ? std::string("empty") : fmt::format("{}", fmt::join(display, ", "))));
    lines.push_back(DecksLine(st));
  }
  if (cards || players) {
    std::vector<std::string> each;
    for (int p = 0; p < static_cast<int>(At(st, "players").size()); ++p)
      each.push_back(fmt::format("{}: {}{}{}", Seat(p), players ? Resources(At(st, "players")[p]) : "",
                                 cards && players ? " | " : "", cards ? Family(st, p) : ""));
    for (const std::string& l : TwoPerLineFromFour(each)) lines.push_back(l);
  }
  if (wants("/decks_run_out") || wants("/generational_changes_due") || wants("/generational_changes_done") ||
      wants("/display_card_taken"))
    lines.push_back(AgesLine(st));
  if (wants("/activation")) lines.push_back(ActivationLine(st));
  if (wants("/presented") || wants("/revealed")) lines.push_back(BridesLine(st));
  if (wants("/ability")) lines.push_back(AbilityLine(st));
  if (wants("/generational_change")) lines.push_back(ChangeLine(st));
  if (wants("/fingers")) lines.push_back(FingersLine(st));
  return lines;
}

}  // namespace

std::string Picture(const Json& pub, const std::vector<std::string>& focus) {
  std::vector<std::string> lines = focus.empty() ? Summary(pub) : Focused(pub, focus);
  lines.insert(lines.begin(), Heading(pub));
  if (static_cast<int>(lines.size()) > kMaxLines) lines.resize(kMaxLines);
  return fmt::format("{}", fmt::join(lines, "\n"));
}

// ---- implausible positions ----------------------------------------------------------------------------------

namespace {

std::string SetupAndRound(const Json& st) {
  const std::string phase = StrAt(st, "phase");
  const int round = IntAt(st, "round");
  if (OneOf(phase, kSetupPhases) && round > 0) return fmt::format("set-up is still under way in round {}", round);
  if (!OneOf(phase, kSetupPhases) && round == 0) return "play has gone past set-up, but no round has begun";
  return "";
}

std::string ChangesAndDecks(const Json& st) {
  const int counted = IntAt(st, "generational_changes_due") + IntAt(st, "generational_changes_done");
  const int run_out = static_cast<int>(At(st, "decks_run_out").size());
  if (counted <= run_out) return "";
  return fmt::format("{} due or done, but {} run out", Count(counted, "generational change is", "generational changes are"),
                     run_out == 0 ? "no deck has" : Count(run_out, "deck has", "decks have"));
}

// Age cards leave the game only with 3 players, all the cards of one trait at set-up.
std::string AgeCardsOut(const Json& st, int n) {
  const auto& cards = Cards().cards;
  std::vector<int> out;
  for (int c = 0; c < NumCards(st); ++c)
    if (cards[c].deck > 0 && PlaceOf(st, c).loc == "out") out.push_back(c);
  if (out.empty()) return "";
  if (n > 3) return fmt::format("{} out of the game, but with {} players only unused ancestral couples leave it",
                                Count(out.size(), "age card is", "age cards are"), n);
  for (int t = 0; t < kNumTraits; ++t) {
    bool one_trait = true;
    for (int c = 0; c < NumCards(st) && one_trait; ++c)
      if (cards[c].deck > 0) one_trait = (PlaceOf(st, c).loc == "out") == ((cards[c].traits >> t & 1) != 0);
    if (one_trait) return "";
  }
  return fmt::format("{} out of the game, not the cards of one trait that leave a 3-player game",
                     Count(out.size(), "age card is", "age cards are"));
}

// A deck is drawn from only once the one before it has run out.
std::string LaterDeckDrawn(const Json& st) {
  std::vector<std::string> run_out;
  for (const Json& d : At(st, "decks_run_out"))
    if (d.is_string()) run_out.push_back(d.get<std::string>());
  for (int c = 0; c < NumCards(st); ++c) {
    const int deck = Cards().cards[c].deck;
    const std::string loc = PlaceOf(st, c).loc;
    if (deck < 2 || loc == "deck" || loc == "out") continue;
    const std::string before = deck == 2 ? "I" : "II";
    if (std::find(run_out.begin(), run_out.end(), before) == run_out.end())
      return fmt::format("{} of deck {} has left its deck before deck {} ran out", Name(c), DeckOf(c), before);
  }
  return "";
}

std::string LeftPlayEarly(const Json& st) {
  const int round = IntAt(st, "round");
  const auto gone = CardsAt(st, "discard").size() + (round == 0 ? CardsAt(st, "dead").size() : 0);
  if (gone == 0) return "";
  if (round == 0) return fmt::format("{} discarded or dead before the first round", Count(gone, "card is", "cards are"));
  if (round == 1 && OneOf(StrAt(st, "phase"), kActivationPhases))
    return fmt::format("{} discarded in the first activation phase, before any upkeep", Count(gone, "card is", "cards are"));
  return "";
}

std::string Overfull(const Json& st, int n) {
  const int shown = static_cast<int>(CardsAt(st, "display").size());
  if (shown > DisplaySize(n))
    return fmt::format("{} cards are on the display line, which holds {}", shown, DisplaySize(n));
  const int round = IntAt(st, "round"), tokens = round == 0 ? 0 : round == 1 ? 1 : TokensPerPlayer(n);
  const Json& players = At(st, "players");
  for (int p = 0; p < static_cast<int>(players.size()); ++p)
    if (IntAt(players[p], "tokens_used") > tokens)
      return fmt::format("{} has used {} in round {}, which gives {}", Seat(p),
                         Count(IntAt(players[p], "tokens_used"), "action token", "action tokens"), round,
                         Count(tokens, "action token", "action tokens"));
  return "";
}

}  // namespace

std::string Implausible(const Json& pub) {
  const Json& st = At(pub, "state");
  const int n = NumPlayers(pub);
  for (const std::string& why : {SetupAndRound(st), ChangesAndDecks(st), Overfull(st, n)})
    if (!why.empty()) return why;
  if (NumCards(st) != static_cast<int>(Cards().cards.size())) return "";  // another card set: cards not checked
  for (const std::string& why : {AgeCardsOut(st, n), LaterDeckDrawn(st), LeftPlayEarly(st)})
    if (!why.empty()) return why;
  return "";
}

}  // namespace peerage::an::narrate
