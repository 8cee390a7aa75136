// Dueling Nobles action encoding <-> canonical text, card names and phase names.
//
// An action id is kind * 4096 + a * 64 + b; the text depends on the id only, never on the state:
//   chance  "die:4", "draw:7C"
//   setup   "keep:KH"
//   income  "tax:KH", "triple:H", "discard:5H", "end-income"
//   reinf.  "hire", "buy:2", "end-reinforcements"
//   command "weapon:3C>KH", "move:KH>QS", "hearts:7H>KH", "diamonds:4D", "clubs:5C", "take:9S",
//           "spades:2S", "end-command"
//   duel    "duel:KH>QS", "deflect:JC", "accept", "support:7H", "end-support", "end-turn"
#include <charconv>
#include <fmt/format.h>
#include <string>

#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace {

enum class Shape { kNone, kNumber, kCard, kSuit, kCardPair };

struct KindSpec {
  const char* name;
  Shape shape;
};

constexpr KindSpec kKinds[kNumKinds] = {
    {"die", Shape::kNumber},        {"draw", Shape::kCard},         {"keep", Shape::kCard},
    {"tax", Shape::kCard},          {"triple", Shape::kSuit},       {"discard", Shape::kCard},
    {"end-income", Shape::kNone},   {"hire", Shape::kNone},         {"buy", Shape::kNumber},
    {"end-reinforcements", Shape::kNone},                           {"weapon", Shape::kCardPair},
    {"move", Shape::kCardPair},     {"hearts", Shape::kCardPair},   {"diamonds", Shape::kCard},
    {"clubs", Shape::kCard},        {"take", Shape::kCard},         {"spades", Shape::kCard},
    {"end-command", Shape::kNone},  {"duel", Shape::kCardPair},     {"deflect", Shape::kCard},
    {"accept", Shape::kNone},       {"support", Shape::kCard},      {"end-support", Shape::kNone},
    {"end-turn", Shape::kNone},
};

bool SupportOfSuit(int c, int suit) { return c < kFirstNoble && SuitOf(static_cast<Card>(c)) == suit; }
bool Noble(int c) { return c >= kFirstNoble && c < kNumCards; }
bool Support(int c) { return c < kFirstNoble; }

// Whether (kind, a, b) is in the domain of that kind: the ids the engine can ever produce.
bool WellFormed(int kind, int a, int b) {
  switch (kind) {
    case kDie: return a >= 1 && a <= 6 && b == 0;
    case kDraw: return a < kNumCards && b == 0;
    case kKeep: case kDeflect: return Noble(a) && b == 0;
    case kTax: return Noble(a) && RankOf(static_cast<Card>(a)) == kKing && b == 0;
    case kTripleStart: return a < 4 && b == 0;
    case kDiscard: case kTake: case kSupport: return Support(a) && b == 0;
    case kBuy: return a >= 1 && a <= 3 && b == 0;
    case kWeapon: return Support(a) && Has(kWeaponRanks, static_cast<Card>(a)) && Noble(b);
    case kMove: case kDuel: return Noble(a) && Noble(b) && a != b;
    case kHeartsAbility: return SupportOfSuit(a, kHearts) && Noble(b);
    case kDiamondsAbility: return SupportOfSuit(a, kDiamonds) && b == 0;
    case kClubsAbility: return SupportOfSuit(a, kClubs) && b == 0;
    case kSpadesAbility: return SupportOfSuit(a, kSpades) && b == 0;
    default: return kind >= 0 && kind < kNumKinds && a == 0 && b == 0;
  }
}

}  // namespace

std::string CardName(Card c) {
  static constexpr const char* kRanks[] = {"", "A", "2", "3", "4", "5", "6", "7",
                                           "8", "9", "10", "J", "Q", "K"};
  if (c >= kNumCards) return "?";
  std::string name = kRanks[RankOf(c)];
  name.push_back(kSuitLetters[SuitOf(c)]);
  return name;
}

std::optional<int> ParseSuitLetter(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  for (int s = 0; s < 4; ++s)
    if (text[0] == kSuitLetters[s]) return s;
  return std::nullopt;
}

std::optional<Card> ParseCard(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  auto suit = ParseSuitLetter(text.substr(text.size() - 1));
  if (!suit) return std::nullopt;
  std::string_view r = text.substr(0, text.size() - 1);
  int rank = 0;
  if (r == "A") rank = kAce;
  else if (r == "J") rank = kJack;
  else if (r == "Q") rank = kQueen;
  else if (r == "K") rank = kKing;
  else if (r == "10") rank = 10;
  else if (r.size() == 1 && r[0] >= '2' && r[0] <= '9') rank = r[0] - '0';
  else return std::nullopt;
  return MakeCard(rank, *suit);
}

const char* PhaseName(Phase p) {
  static constexpr const char* kNames[kNumPhases] = {
      "dealer-roll", "deal-nobles", "choose-nobles", "deal-support", "income", "triple",
      "reinforcements", "hire-draw", "support-draw", "command", "clubs-take", "dueling",
      "deflect", "duel-dice", "duel-support", "game-over"};
  return kNames[static_cast<int>(p)];
}

std::string ActionText(Action action) {
  const int kind = KindOf(action), a = ArgA(action), b = ArgB(action);
  if (action < 0 || !WellFormed(kind, a, b)) return fmt::format("#{}", action);
  const KindSpec& spec = kKinds[kind];
  switch (spec.shape) {
    case Shape::kNone: return spec.name;
    case Shape::kNumber: return fmt::format("{}:{}", spec.name, a);
    case Shape::kCard: return fmt::format("{}:{}", spec.name, CardName(static_cast<Card>(a)));
    case Shape::kSuit: return fmt::format("{}:{}", spec.name, kSuitLetters[a]);
    case Shape::kCardPair:
      return fmt::format("{}:{}>{}", spec.name, CardName(static_cast<Card>(a)), CardName(static_cast<Card>(b)));
  }
  return spec.name;
}

std::optional<Action> ParseActionText(std::string_view text) {
  const auto colon = text.find(':');
  const std::string_view name = text.substr(0, colon);
  const std::string_view arg = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
  for (int kind = 0; kind < kNumKinds; ++kind) {
    if (name != kKinds[kind].name) continue;
    int a = 0, b = 0;
    switch (kKinds[kind].shape) {
      case Shape::kNone:
        if (colon != std::string_view::npos) return std::nullopt;
        break;
      case Shape::kNumber: {
        if (arg.size() != 1) return std::nullopt;
        auto [ptr, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), a);
        if (ec != std::errc() || ptr != arg.data() + arg.size()) return std::nullopt;
        break;
      }
      case Shape::kCard: {
        auto c = ParseCard(arg);
        if (!c) return std::nullopt;
        a = *c;
        break;
      }
      case Shape::kSuit: {
        auto s = ParseSuitLetter(arg);
        if (!s) return std::nullopt;
        a = *s;
        break;
      }
      case Shape::kCardPair: {
        const auto gt = arg.find('>');
        if (gt == std::string_view::npos) return std::nullopt;
        auto c1 = ParseCard(arg.substr(0, gt)), c2 = ParseCard(arg.substr(gt + 1));
        if (!c1 || !c2) return std::nullopt;
        a = *c1;
        b = *c2;
        break;
      }
    }
    if (!WellFormed(kind, a, b)) return std::nullopt;
    return MakeAction(kind, a, b);
  }
  return std::nullopt;
}

}  // namespace peerage::dn
