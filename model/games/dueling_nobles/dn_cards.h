// Dueling Nobles card encoding: one standard 52-card deck as ids 0..51 and card sets as 64-bit masks.
//
// id = (rank - 1) * 4 + suit, rank 1 = Ace .. 10, 11 = Jack, 12 = Queen, 13 = King; suit 0 = Clubs,
// 1 = Diamonds, 2 = Hearts, 3 = Spades. So ids 0..39 are the Support cards and 40..51 the Nobles
// (J, Q, K); sorting by id sorts by rank, then suit. Text: rank A,2..10,J,Q,K then suit C,D,H,S ("10H").
#pragma once
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace peerage::dn {

using Card = std::uint8_t;
using Mask = std::uint64_t;

inline constexpr int kNumCards = 52;
inline constexpr int kNumNobles = 12;
inline constexpr Card kFirstNoble = 40;
inline constexpr Card kNoCard = 0xFF;

enum Suit : int { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };
enum Rank : int { kAce = 1, kJack = 11, kQueen = 12, kKing = 13 };

constexpr int RankOf(Card c) { return c / 4 + 1; }
constexpr int SuitOf(Card c) { return c % 4; }
constexpr Card MakeCard(int rank, int suit) { return static_cast<Card>((rank - 1) * 4 + suit); }
constexpr Mask Bit(Card c) { return Mask{1} << c; }
constexpr bool Has(Mask m, Card c) { return (m >> c) & 1u; }
// Portable SWAR popcount: std::popcount compiles to a libgcc call without -mpopcnt.
constexpr int Count(Mask m) {
  m -= (m >> 1) & 0x5555555555555555ull;
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((m * 0x0101010101010101ull) >> 56);
}
constexpr Card Lowest(Mask m) { return static_cast<Card>(std::countr_zero(m)); }
constexpr Card Highest(Mask m) { return static_cast<Card>(63 - std::countl_zero(m)); }
// Cards with an id strictly above c.
constexpr Mask Above(Card c) { return c >= 63 ? 0 : ~((Mask{2} << c) - 1); }
constexpr int NobleIndex(Card noble) { return noble - kFirstNoble; }
constexpr bool IsNoble(Card c) { return c >= kFirstNoble && c < kNumCards; }
constexpr bool IsSupport(Card c) { return c < kFirstNoble; }

inline constexpr Mask kAllCards = (Mask{1} << kNumCards) - 1;
inline constexpr Mask kSupportCards = (Mask{1} << kFirstNoble) - 1;
inline constexpr Mask kNobleCards = kAllCards & ~kSupportCards;

// All cards of one rank (4 bits).
constexpr Mask RankMask(int rank) { return Mask{0xF} << ((rank - 1) * 4); }
// The Support cards of one suit.
constexpr Mask SupportSuitMask(int suit) { return (Mask{0x1111111111} << suit) & kSupportCards; }
inline constexpr Mask kAces = RankMask(kAce);
inline constexpr Mask kWeaponRanks = RankMask(2) | RankMask(3);
inline constexpr Mask kKings = RankMask(kKing);
inline constexpr Mask kQueens = RankMask(kQueen);
inline constexpr Mask kJacks = RankMask(kJack);

// The Noble table: Jack 11/2, Queen 12/2, King 13/3.
constexpr int BaseStrength(Card noble) { return RankOf(noble); }
constexpr int TableStamina(Card noble) { return RankOf(noble) == kKing ? 3 : 2; }

inline constexpr const char* kSuitLetters = "CDHS";
inline constexpr const char* kSuitNames[4] = {"clubs", "diamonds", "hearts", "spades"};

std::string CardName(Card c);
// Parses "10H", "KS", "AC" (upper case only, canonical); nullopt otherwise.
std::optional<Card> ParseCard(std::string_view text);
// Parses a suit letter "C"/"D"/"H"/"S".
std::optional<int> ParseSuitLetter(std::string_view text);

// Iterate a mask: for (Mask m = set; m; m &= m - 1) { Card c = Lowest(m); ... }

}  // namespace peerage::dn
