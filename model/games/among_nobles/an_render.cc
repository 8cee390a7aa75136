// Among Nobles: the text picture of a state for people (GameInfo::render): `peerage replay --render` and
// the report examples. Layout in among_nobles.h ("Render"). Cards appear as their action-text names
// (c13) with, where a player sees them, name, gender and traits.
#include <fmt/format.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {
namespace {

constexpr std::size_t kWidth = 100;

// `head` then the items separated by `sep`, wrapped before kWidth columns with a two-space indent.
void Wrapped(std::string& out, const std::string& head, const std::vector<std::string>& items, const char* sep) {
  std::string line = head;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string piece = (i == 0 ? "" : sep) + items[i];
    if (i > 0 && line.size() + piece.size() > kWidth) {
      std::string cut = sep;
      while (!cut.empty() && cut.back() == ' ') cut.pop_back();
      out += line + cut + "\n";
      line = "    " + items[i];
    } else {
      line += piece;
    }
  }
  out += line + "\n";
}

std::string Traits(std::uint8_t mask) {
  std::string t;
  for (int k = 0; k < kNumTraits; ++k)
    if (mask >> k & 1) t += (t.empty() ? "" : "+") + std::string(TraitName(k));
  return t;
}

}  // namespace

std::string AmongNoblesState::Render() const {
  const CardData& d = data();
  const int n = NumPlayers();
  auto card = [&](int c) {
    const Card& k = d.cards[c];
    return fmt::format("c{} {} ({} {})", c, k.name, k.male ? "m" : "f", Traits(k.traits));
  };
  auto cards_at = [&](int loc, auto&& keep) {
    std::vector<int> cs;
    for (int c = 0; c < kCards; ++c)
      if (loc_[c] == loc && keep(c)) cs.push_back(c);
    return cs;
  };
  auto any = [](int) { return true; };
  std::string out;
  // Heading: round, first player, tokens, phase, who acts.
  const int actor = CurrentPlayer();
  const std::string acts = actor == kChance     ? "chance"
                           : actor == kTerminal ? "nobody (game over)"
                                                : fmt::format("p{}", actor);
  out += fmt::format("round {}, first player p{}, {} token{} each, phase {}, to act: {}\n", sc_.round, sc_.first,
                     sc_.tokens, sc_.tokens == 1 ? "" : "s", PhaseName(phase_), acts);
  // Setup: the ancestral couples still to pick.
  std::vector<std::string> pool;
  for (int k = 0; k < static_cast<int>(d.couples.size()); ++k)
    if (loc_[d.couples[k].lord] == kLPool)
      pool.push_back(fmt::format("{}: {} + {}", k, card(d.couples[k].lord), card(d.couples[k].lady)));
  if (!pool.empty()) Wrapped(out, "ancestral couples: ", pool, "; ");
  // Decks (face down, uniform draws), the display and the cards gone.
  static constexpr std::array<const char*, 4> kAge = {"", "I", "II", "III"};
  for (int age = 1; age <= 3; ++age) {
    std::vector<std::string> names;
    for (int c : cards_at(kLDeck, [&](int c) { return d.cards[c].deck == age; }))
      names.push_back(fmt::format("c{}", c));
    if (names.empty()) continue;
    const char* next = age == sc_.deck ? ", drawn next" : "";
    Wrapped(out, fmt::format("deck {} (face down, {} cards{}): ", kAge[age], names.size(), next), names, " ");
  }
  std::vector<std::string> shown;
  for (int c : cards_at(kLDisplay, any)) shown.push_back(card(c));
  if (!shown.empty()) Wrapped(out, "display: ", shown, ", ");
  for (int loc : {kLDiscard, kLDead}) {
    std::vector<std::string> ids;
    for (int c : cards_at(loc, any)) ids.push_back(fmt::format("c{}", c));
    if (!ids.empty()) Wrapped(out, loc == kLDiscard ? "discarded: " : "dead: ", ids, " ");
  }
  const auto out_of_game = cards_at(kLOut, any).size();
  if (out_of_game > 0) out += fmt::format("out of the game: {} cards\n", out_of_game);
  // Players: counters, armies, tokens, then the family tree row by row.
  const bool concealed = Reading(kIPrestigeOpen) == 1;
  for (int p = 0; p < n; ++p) {
    const PlayerState& ps = players_[p];
    std::string armies = fmt::format("{} in supply", ps.supply);
    for (int i = 0; i < kProvinces; ++i)
      if (ps.armies[i] > 0) armies += fmt::format(", {} {}", d.provinces[i].name, ps.armies[i]);
    out += fmt::format("p{}: gold {}, prestige {}{}, armies: {}; tokens used {}\n", p, ps.gold,
                       concealed ? "(hidden) " : "", ps.prestige, armies, ps.tokens_used);
    for (int r = 0; r < kRows; ++r) {
      std::vector<std::string> family;
      for (int c : cards_at(kLOwned, [&](int c) { return owner_[c] == p && row_[c] == r && !IsWife(c); })) {
        std::string who = card(c) + (activated_[c] ? " activated" : "");
        if (spouse_[c] != kNone) who += " + " + card(spouse_[c]);
        family.push_back(who);
      }
      if (!family.empty()) Wrapped(out, fmt::format("  row {}: ", r), family, "; ");
    }
  }
  // What is being resolved: the activation, a marriage, an ability, an heir, a generational change.
  if (sc_.head != kNone) {
    std::string queue;
    for (int k = 0; k < n_queue_; ++k) {
      const bool now = k == sc_.pos && sc_.hired == kNone && phase_ != Phase::kSeries;
      queue += fmt::format(" {}{}{}", now ? "[" : "", ActName(queue_[k]), now ? "]" : "");
    }
    out += fmt::format("activated{}: c{} of p{}; series:{}{}\n", sc_.reactivation ? " again" : "", sc_.head, sc_.actor,
                       n_queue_ > 0 ? queue : " not chosen",
                       sc_.hired != kNone ? fmt::format("; hired [{}]", ActName(sc_.hired)) : "");
  }
  if (sc_.groom != kNone) {
    const bool hidden = context().Param(kPBrides) == 0 && !presented_revealed_;
    std::string brides;
    for (int p = 0; p < n; ++p)
      if (presented_[p] >= 0) brides += fmt::format(" p{} c{}", p, presented_[p]);
    out += fmt::format("marriage: groom c{}, {} gold paid; presented{}:{}\n", sc_.groom, sc_.marriage_paid,
                       hidden ? " (hidden until all have picked)" : "", brides.empty() ? " none yet" : brides);
  }
  if (phase_ == Phase::kEffect && sc_.eff_card != kNone)
    out += fmt::format("ability of c{} for p{}: term {} of {}{}\n", sc_.eff_card, sc_.eff_player, sc_.eff_term + 1,
                       d.cards[sc_.eff_card].terms.size(),
                       sc_.eff_left > 0 ? fmt::format(", {} armies still to return", sc_.eff_left) : "");
  std::vector<std::string> aside;
  for (int c : cards_at(kLDying, any)) aside.push_back("dying " + card(c));
  for (int c : cards_at(kLRevealed, any)) aside.push_back("revealed " + card(c));
  if (sc_.heir != kNone) aside.push_back("heir " + card(sc_.heir));
  if (!aside.empty()) Wrapped(out, "", aside, "; ");
  if (sc_.gc_done > 0 || sc_.gc_pending > 0)
    out += fmt::format("generational changes: {} done, {} pending\n", sc_.gc_done, sc_.gc_pending);
  std::string fingers;
  for (int p = 0; p < n; ++p)
    if (fingers_[p] >= 0) fingers += fmt::format(" p{} {}", p, fingers_[p]);
  if (!fingers.empty()) out += "fingers shown (hidden until all have shown):" + fingers + "\n";
  if (phase_ == Phase::kGameOver) {
    std::string scores;
    for (int p = 0; p < n; ++p) scores += fmt::format("{}p{} {}", p ? ", " : "", p, FinalScore(p));
    out += "final scores: " + scores + "\n";
  }
  return out;
}

}  // namespace peerage::an
