// Dueling Nobles narrator: the differences between two public states, one sentence per player, card list,
// Noble, turn mark or duel detail, each about the second state (Narrator::differences).
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "model/games/dueling_nobles/dn_narrate.h"

namespace peerage::dn::narration {
namespace {

bool Contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
std::vector<std::string> Minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  for (const std::string& x : a)
    if (!Contains(b, x)) out.push_back(x);
  return out;
}

// A card list told as `prefix` + its cards, or, when long, as its size and what came and went.
std::string CardList(const std::string& prefix, const Json& before, const Json& after, const std::string& noun,
                     const std::string& empty) {
  const std::vector<std::string> now = Strings(after), then = Strings(before);
  if (now.empty()) return empty;
  if (now.size() <= 4) return prefix + " " + JoinCards(now);
  std::string s = fmt::format("{} {} {}", prefix, now.size(), noun);
  const std::vector<std::string> added = Minus(now, then), removed = Minus(then, now);
  if (!added.empty() && added.size() <= 4) s += ", now with " + JoinCards(added);
  if (!removed.empty() && removed.size() <= 4) s += std::string(added.empty() ? "," : " and") + " no longer " + JoinCards(removed);
  return s;
}

// A long card list's value told alone, for a reader who sees only the second state (a deciding fact): the
// cards it holds that the first state's list did not ("p0's hand holds the Ace of Hearts"), where only cards
// came; else "" (the sentence itself tells the value).
std::string CardListAlone(const std::string& prefix, const Json& before, const Json& after) {
  const std::vector<std::string> now = Strings(after), then = Strings(before);
  const std::vector<std::string> added = Minus(now, then);
  if (now.size() <= 4 || added.empty() || added.size() > 4 || !Minus(then, now).empty()) return "";
  return prefix + " " + JoinCards(added);
}

// "the King of Hearts (2 Stamina, the 3 of Clubs as Weapon)".
std::string NobleWithMarks(const Json& n) {
  std::string s = fmt::format("{} ({}", The(Str(n, "noble")), Plural(Int(n, "stamina"), "Stamina", "Stamina"));
  const std::string w = Str(n, "weapon");
  if (!w.empty()) s += ", " + The(w) + " as Weapon";
  return s + ")";
}

std::string Courtyard(const std::string& seat, const Json& court) {
  std::vector<std::string> nobles;
  if (court.is_array())
    for (const Json& n : court) nobles.push_back(NobleWithMarks(n));
  if (nobles.empty()) return seat + "'s Courtyard is empty";
  return seat + "'s Courtyard holds " + Join(nobles);
}

std::string CourtNobleChange(const std::string& seat, const Json& before, const Json& after) {
  const std::string noble = seat + "'s " + CardWords(Str(after, "noble"));
  std::vector<std::string> parts;
  if (At(before, "stamina") != At(after, "stamina")) parts.push_back("has " + Plural(Int(after, "stamina"), "Stamina", "Stamina"));
  if (At(before, "weapon") != At(after, "weapon")) {
    const std::string w = Str(after, "weapon");
    parts.push_back(w.empty() ? "has no Weapon" : "holds " + The(w) + " as Weapon");
  }
  if (parts.empty()) parts.push_back("is unchanged");
  return noble + " " + Join(parts);
}

std::string Abilities(const std::string& seat, const Json& used) {
  std::vector<std::string> names;
  for (std::string a : Strings(used)) {
    if (!a.empty()) a[0] = static_cast<char>(a[0] - 'a' + 'A');
    names.push_back(a);
  }
  if (names.empty()) return seat + " has used no Suit Ability yet";
  return fmt::format("{} has used the {} {}", seat, Join(names), names.size() == 1 ? "ability" : "abilities");
}

std::string DealerRoll(const Json& dice) {
  std::vector<std::string> p0, p1;
  if (dice.is_array())
    for (std::size_t i = 0; i < dice.size(); ++i) (i < 2 ? p0 : p1).push_back(dice[i].dump());
  if (p0.empty()) return "no die of this round of the dealer roll is rolled yet";
  std::string s = "in this round of the dealer roll p0 has rolled " + Join(p0);
  s += p1.empty() ? " and p1 nothing yet" : " and p1 " + Join(p1);
  return s;
}

std::string Triple(const Json& triple, int active) {
  if (!triple.is_object()) return "nobody is discarding three of a suit";
  const std::string suit = Str(triple, "suit");
  const std::vector<std::string> picked = Strings(At(triple, "picked"));
  return fmt::format("{} is discarding three {}, {}", Seat(active), SuitWord(suit.empty() ? '?' : suit[0]),
                     picked.empty() ? "none discarded yet" : JoinCards(picked) + " discarded so far");
}

std::string Draw(const Json& draw) {
  if (!draw.is_object()) return "no Support cards are waiting to be drawn";
  const int pending = Int(draw, "pending"), bought = Int(draw, "bought");
  std::string s = fmt::format("{} still has {} Support card{} to draw", Seat(Int(draw, "to")), Number(pending),
                              pending == 1 ? "" : "s");
  if (Str(draw, "return") == "command") return s + " for the Diamonds ability, then goes back to the Command phase";
  if (bought > 0) s += fmt::format(" of {} bought", Number(bought));
  return s + ", then goes back to the Reinforcements phase";
}

std::string DuelWhole(const Json& duel, int active) {
  if (!duel.is_object()) return "no duel is being fought";
  std::string s = fmt::format("{}'s {} is dueling {}'s {}", Seat(active), CardWords(Str(duel, "attacker")),
                              Seat(1 - active), CardWords(Str(duel, "defender")));
  if (At(duel, "deflected") == true) s += ", deflected from " + The(Str(duel, "declared"));
  return s;
}

std::string SideList(const Json& lists, int side) {
  if (!lists.is_array() || side >= static_cast<int>(lists.size()) || !lists[side].is_array()) return "";
  std::vector<std::string> out;
  for (const Json& v : lists[side]) out.push_back(v.is_string() ? The(v.get<std::string>()) : v.dump());
  return Join(out);
}

std::string DuelDice(const Json& dice) {
  const std::string a = SideList(dice, 0), d = SideList(dice, 1);
  if (a.empty() && d.empty()) return "no die of the duel is rolled yet";
  return fmt::format("in the duel the attacker has rolled {} and the defender {}", a.empty() ? "nothing" : a,
                     d.empty() ? "nothing yet" : d);
}

std::string DuelSupports(const Json& supports) {
  const std::string a = SideList(supports, 0), d = SideList(supports, 1);
  if (a.empty() && d.empty()) return "no Support card has been played in the duel yet";
  return fmt::format("in the duel the attacker has played {} and the defender {}", a.empty() ? "no Support card" : a,
                     d.empty() ? "no Support card" : d);
}

std::string Result(const Json& r) {
  const std::string s = r.is_string() ? r.get<std::string>() : "";
  if (s == "p0" || s == "p1") return s + " has won the game";
  if (s == "draw") return "the game has ended in a draw";
  if (s == "shared-win") return "the game has ended with both players sharing the win";
  return "the game is not over";
}

std::string Phase(const Json& st) {
  const std::string phase = Str(st, "phase");
  return phase == "game-over" ? "the game is over" : "the game is in " + PhaseWords(phase);
}

std::string Active(const Json& st) {
  const std::string seat = Seat(Int(st, "active"));
  if (Str(st, "phase") == "choose-nobles") return seat + " is choosing Nobles now";
  if (Int(st, "turn") >= 1) return "it is " + seat + "'s turn";
  const Json& dealer = At(st, "dealer");
  if (dealer.is_number_integer() && dealer.get<int>() != Int(st, "active"))
    return seat + ", the dealer's opponent, will take the first turn";
  return seat + " is the active player of the setup";
}

// The sentences about this turn's marks, by member of turn_state.
std::string TurnMark(const std::string& key, const Json& marks, const std::string& seat) {
  const Json& v = At(marks, key.c_str());
  const int n = v.is_number_integer() ? v.get<int>() : 0;
  if (key == "taxed")
    return Strings(v).empty() ? "no King has been taxed this turn" : "this turn " + seat + " has taxed " + JoinCards(Strings(v));
  if (key == "triples")
    return n == 0 ? seat + " has not discarded three of a suit this turn"
                  : fmt::format("{} has discarded three of a suit {} this turn", seat, Times(n));
  if (key == "hires") return fmt::format("{} has hired {} Noble{} this turn", seat, Number(n), n == 1 ? "" : "s");
  if (key == "bought") return seat + (v == true ? " has bought" : " has not bought") + " Support cards this turn";
  if (key == "weapon_played") return seat + (v == true ? " has played" : " has not played") + " a new Weapon this turn";
  if (key == "moved") {
    const std::vector<std::string> m = Strings(v);
    if (m.empty()) return seat + " has moved no Weapon this turn";
    return fmt::format("{} has moved {} this turn: {}", seat, m.size() == 1 ? "a Weapon" : "Weapons", JoinCards(m));
  }
  if (key == "command_stage") {
    const std::string stage = v.is_string() ? v.get<std::string>() : "weapon";
    if (stage == "suit-ability") return seat + " has played a Suit Ability this turn";
    if (stage == "move") return seat + " has moved a Weapon but played no Suit Ability this turn";
    return seat + " has neither moved a Weapon nor played a Suit Ability this turn";
  }
  if (key == "duels") return fmt::format("{} has declared {} duel{} this turn", seat, Number(n), n == 1 ? "" : "s");
  if (key == "dueled")
    return Strings(v).empty() ? "no Noble of " + seat + " has dueled this turn"
                              : "this turn " + seat + " has dueled with " + JoinCards(Strings(v));
  if (key == "start_nobles") {
    const int a = v.is_array() && v.size() > 0 && v[0].is_number_integer() ? v[0].get<int>() : 0;
    const int b = v.is_array() && v.size() > 1 && v[1].is_number_integer() ? v[1].get<int>() : 0;
    return fmt::format("when this turn began, p0's Courtyard held {} and p1's {}", Plural(a, "Noble", "Nobles"), b);
  }
  return "this turn's marks differ";
}

std::string DuelPart(const std::string& key, const Json& duel, int active) {
  if (key == "attacker") return fmt::format("the attacking Noble is {}'s {}", Seat(active), CardWords(Str(duel, "attacker")));
  if (key == "defender") return fmt::format("the defending Noble is {}'s {}", Seat(1 - active), CardWords(Str(duel, "defender")));
  if (key == "declared") return fmt::format("the duel was declared against {}'s {}", Seat(1 - active), CardWords(Str(duel, "declared")));
  if (key == "deflected") return At(duel, "deflected") == true ? "the duel has been deflected" : "the duel has not been deflected";
  if (key == "dice") return DuelDice(At(duel, "dice"));
  if (key == "supports") return DuelSupports(At(duel, "supports"));
  if (key == "side")
    return Str(duel, "side") == "defender" ? "the defender plays Support cards now"
                                           : "the attacker's Support cards come first";
  return "the duel differs";
}

class Differ {
 public:
  Differ(const Json& before, const Json& after)
      : a_(Inner(before)), b_(Inner(after)), leaves_(DifferingLeaves(a_, b_)) {}

  std::vector<NarratedChange> Run() {
    if (leaves_.empty()) return {};
    Top();
    Piles();
    for (int p = 0; p < 2; ++p) Players(p);
    Marks();
    Substeps();
    Uncovered();
    return out_;
  }

 private:
  bool Differs(const std::string& pointer) const {
    return std::any_of(leaves_.begin(), leaves_.end(), [&](const std::string& l) { return PatternCovers(pointer, l); });
  }
  void Add(const std::string& pointer, const std::string& field, const std::function<std::string()>& say) {
    if (Differs(pointer)) out_.push_back({field, say()});
  }
  // A card list: its sentence, and its value told alone where the sentence tells what came (CardListAlone).
  void AddCards(const std::string& pointer, const std::string& field, const std::string& prefix, const Json& before,
                const Json& after, const std::string& noun, const std::string& empty) {
    if (Differs(pointer)) out_.push_back({field, CardList(prefix, before, after, noun, empty), CardListAlone(prefix, before, after)});
  }
  const Json& Before(const char* key) const { return At(a_, key); }
  const Json& After(const char* key) const { return At(b_, key); }

  void Top() {
    Add("/phase", "/phase", [&] { return Phase(b_); });
    Add("/active", "/active", [&] { return Active(b_); });
    Add("/turn", "/turn", [&] {
      const int t = Int(b_, "turn");
      return t == 0 ? std::string("the game is still in its setup, before the first turn") : fmt::format("this is turn {}", t);
    });
    Add("/dealer", "/dealer", [&] {
      const Json& d = After("dealer");
      return d.is_number_integer() ? Seat(d.get<int>()) + " is the dealer" : std::string("no dealer is chosen yet");
    });
    Add("/roll/dice", "/roll/dice", [&] { return DealerRoll(At(After("roll"), "dice")); });
    Add("/roll/ties", "/roll/ties", [&] {
      const int t = Int(After("roll"), "ties");
      return t == 0 ? std::string("the dealer roll has not tied") : fmt::format("the dealer roll has tied {} in a row", Times(t));
    });
    Add("/result", "/result", [&] { return Result(After("result")); });
  }

  void Piles() {
    AddCards("/noble_stack", "/noble_stack", "the Noble stack holds", Before("noble_stack"), After("noble_stack"), "Nobles",
             "the Noble stack is empty");
    AddCards("/support_stock", "/support_stock", "the Support stock holds", Before("support_stock"), After("support_stock"),
             "cards", "the Support stock is empty");
    AddCards("/discard", "/discard", "the discard pile holds", Before("discard"), After("discard"), "cards",
             "the discard pile is empty");
    for (int p = 0; p < 2; ++p)
      Add(fmt::format("/triple_discards/{}", p), "/triple_discards/*", [&] {
        const std::string seat = Seat(p);
        return CardList(seat + "'s three-of-a-suit discards in the discard pile are", At(Before("triple_discards"), p),
                        At(After("triple_discards"), p), "cards", "no card of the discard pile comes from " + seat + "'s three of a suit");
      });
  }
  static const Json& At(const Json& list, int i) {
    static const Json kNull;
    return list.is_array() && i < static_cast<int>(list.size()) ? list[i] : kNull;
  }
  static const Json& At(const Json& j, const char* key) { return narration::At(j, key); }

  void Players(int p) {
    const Json &pa = Player(a_, p), &pb = Player(b_, p);
    const std::string seat = Seat(p), at = fmt::format("/players/{}/", p);
    Add(at + "resources", "/players/*/resources", [&] { return seat + " has " + Plural(Int(pb, "resources"), "Resource", "Resources"); });
    AddCards(at + "hand", "/players/*/hand", seat + "'s hand holds", At(pa, "hand"), At(pb, "hand"), "cards",
             seat + "'s hand is empty");
    Add(at + "dealt_nobles", "/players/*/dealt_nobles", [&] {
      return CardList(seat + "'s dealt Nobles not yet chosen are", At(pa, "dealt_nobles"), At(pb, "dealt_nobles"),
                      "Nobles", seat + " holds no dealt Noble left to choose from");
    });
    Add(at + "kept", "/players/*/kept", [&] {
      const bool choosing = Str(b_, "phase") == "choose-nobles";
      return CardList(seat + " has chosen", At(pa, "kept"), At(pb, "kept"), "Nobles",
                      choosing ? seat + " has chosen no Noble yet" : seat + " holds no Noble still being chosen");
    });
    Add(at + "abilities_used", "/players/*/abilities_used", [&] { return Abilities(seat, At(pb, "abilities_used")); });
    Court(p, At(pa, "courtyard"), At(pb, "courtyard"));
  }

  // A Courtyard whose Nobles changed is one sentence; otherwise one per Noble whose marks changed.
  void Court(int p, const Json& before, const Json& after) {
    const std::string at = fmt::format("/players/{}/courtyard", p);
    if (!Differs(at)) return;
    auto names = [](const Json& c) {
      std::vector<std::string> out;
      if (c.is_array())
        for (const Json& n : c) out.push_back(Str(n, "noble"));
      return out;
    };
    if (names(before) != names(after)) {
      out_.push_back({"/players/*/courtyard", Courtyard(Seat(p), after)});
      return;
    }
    for (std::size_t i = 0; i < after.size(); ++i)
      Add(fmt::format("{}/{}", at, i), "/players/*/courtyard/*",
          [&] { return CourtNobleChange(Seat(p), before[i], after[i]); });
  }

  void Marks() {
    const std::string seat = Seat(Int(b_, "active"));
    for (const char* key : {"taxed", "triples", "hires", "bought", "weapon_played", "moved", "command_stage", "duels",
                            "dueled", "start_nobles"})
      Add(std::string("/turn_state/") + key, std::string("/turn_state/") + key,
          [&] { return TurnMark(key, After("turn_state"), seat); });
  }

  void Substeps() {
    const int active = Int(b_, "active");
    Add("/triple", "/triple", [&] { return Triple(After("triple"), active); });
    Add("/draw", "/draw", [&] { return Draw(After("draw")); });
    Add("/clubs_card", "/clubs_card", [&] {
      const std::string c = Str(b_, "clubs_card");
      return c.empty() ? std::string("no Clubs ability is waiting for its card to be taken")
                       : fmt::format("{} has played {} for the Clubs ability and is taking a card from the discard pile",
                                     Seat(active), The(c));
    });
    const Json &da = Before("duel"), &db = After("duel");
    if (!Differs("/duel")) return;
    if (!da.is_object() || !db.is_object()) {
      out_.push_back({"/duel", DuelWhole(db, active)});
      return;
    }
    for (const char* key : {"attacker", "defender", "declared", "deflected", "dice", "supports", "side"})
      Add(std::string("/duel/") + key, std::string("/duel/") + key, [&] { return DuelPart(key, db, active); });
  }

  // A leaf no sentence above covers (a malformed state): told plainly, so that nothing goes unsaid.
  void Uncovered() {
    for (const std::string& leaf : leaves_) {
      const bool covered = std::any_of(out_.begin(), out_.end(), [&](const NarratedChange& c) {
        return PatternCovers(c.field, FieldPattern(leaf, b_)) || PatternCovers(c.field, FieldPattern(leaf, a_));
      });
      if (!covered) out_.push_back({FieldPattern(leaf, b_), "this part of the table differs in a way the rules do not name"});
    }
  }

  const Json& a_;
  const Json& b_;
  std::vector<std::string> leaves_;
  std::vector<NarratedChange> out_;
};

}  // namespace

std::vector<NarratedChange> Differences(const Json& before, const Json& after) {
  return Differ(before, after).Run();
}

}  // namespace peerage::dn::narration
