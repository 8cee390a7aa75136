// Noblemen action text: one canonical text per action id, independent of the state; any id is named
// without undefined behaviour (ids that are no action print as "unknown-action <id>" and parse to nothing).
#include <charconv>
#include <fmt/format.h>

#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {
namespace {

const char* const kKindNames[kNumKinds] = {
    "draw-land", "draw-card", "crown", "aside", "keep", "choose", "murder", "pass", "vp", "land", "done",
    "castle", "church", "palace", "folly", "maa", "skip", "give", "acquire", "taxes", "redeem", "donate",
    "bribe", "play", "trade", "take", "target", "spend", "blackmail", "place", "end", "bottom", "group"};
const char* const kFollyNames[4] = {"country", "wealth", "prestige", "grand"};

enum Arg { kNone, kLandArg, kCardArg, kPlayerArg, kCountArg, kPosArg, kLandPos, kFollyPos, kMaaArg, kTradeArg };
Arg ArgOfKind(int kind) {
  switch (kind) {
    case kADrawLand: case kAAside: case kAGive: case kADonate: case kATake: return kLandArg;
    case kADrawCard: case kAChoose: case kAPlay: case kASpend: case kABottom: return kCardArg;
    case kACrown: case kATarget: return kPlayerArg;
    case kARedeem: return kCountArg;
    case kACastle: case kAChurch: case kAPalace: case kAGroup: return kPosArg;
    case kALand: return kLandPos;
    case kAFolly: return kFollyPos;
    case kAMaa: return kMaaArg;
    case kATrade: return kTradeArg;
    default: return kNone;
  }
}

bool CoordOk(int payload) {
  const int x = PosX(payload), y = PosY(payload);
  return x > -kCoordOffset && x < kCoordOffset && y > -kCoordOffset && y < kCoordOffset;
}

std::string Coord(int payload) { return fmt::format("{},{}", PosX(payload), PosY(payload)); }

std::optional<int> Index(std::string_view s, const char* const* names, int n) {
  for (int i = 0; i < n; ++i)
    if (s == names[i]) return i;
  return std::nullopt;
}

std::optional<int> Number(std::string_view s) {
  if (s.empty() || s.size() > 4) return std::nullopt;
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<int> ParseCoord(std::string_view s) {
  const auto comma = s.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto x = Number(s.substr(0, comma)), y = Number(s.substr(comma + 1));
  if (!x || !y || *x <= -kCoordOffset || *x >= kCoordOffset || *y <= -kCoordOffset || *y >= kCoordOffset)
    return std::nullopt;
  return Pos(*x, *y);
}

std::optional<int> ParsePlayer(std::string_view s) {
  if (s.size() != 2 || s[0] != 'p' || s[1] < '0' || s[1] >= '0' + kMaxPlayers) return std::nullopt;
  return s[1] - '0';
}

std::array<const char*, kNumLands> LandNames() { return {LandName(0), LandName(1), LandName(2), LandName(3)}; }
std::array<const char*, kNumCards> CardNames() {
  std::array<const char*, kNumCards> a{};
  for (int i = 0; i < kNumCards; ++i) a[i] = CardName(i);
  return a;
}

}  // namespace

std::string ActionText(Action a) {
  const int kind = a >> 24, p = a & 0xFFFFFF;
  const std::string bad = fmt::format("unknown-action {}", a);
  if (a < 0 || kind >= kNumKinds) return bad;
  const std::string k = kKindNames[kind];
  switch (ArgOfKind(kind)) {
    case kNone: return p == 0 ? k : bad;
    case kLandArg: return p < kNumLands ? k + " " + LandName(p) : bad;
    case kCardArg: return p < kNumCards ? k + " " + CardName(p) : bad;
    case kPlayerArg: return p < kMaxPlayers ? fmt::format("{} p{}", k, p) : bad;
    case kCountArg: return p <= kChits ? fmt::format("{} {}", k, p) : bad;
    case kPosArg: return (p >> 18) == 0 && CoordOk(p) ? k + " " + Coord(p) : bad;
    case kLandPos: return (p >> 20) == 0 && CoordOk(p) ? fmt::format("{} {} {}", k, LandName(p >> 18), Coord(p)) : bad;
    case kFollyPos: return (p >> 20) == 0 && CoordOk(p) ? fmt::format("{} {} {}", k, kFollyNames[p >> 18], Coord(p)) : bad;
    case kMaaArg:
      return ((p >> 18) & 3) == 0 && (p >> 21) < kMaxPlayers && CoordOk(p)
                 ? fmt::format("{} {} p{} {}", k, (p >> 20) & 1, p >> 21, Coord(p)) : bad;
    case kTradeArg: {
      const int x = p / kNumLands, y = p % kNumLands;
      return p < kNumLands * kNumLands && x <= y ? fmt::format("{} {} {}", k, LandName(x), LandName(y)) : bad;
    }
  }
  return bad;
}

std::optional<Action> ParseActionText(std::string_view text) {
  std::vector<std::string_view> w;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t j = text.find(' ', i);
    const std::size_t end = j == std::string_view::npos ? text.size() : j;
    if (end == i) return std::nullopt;  // empty word: not canonical
    w.push_back(text.substr(i, end - i));
    i = end == text.size() ? end : end + 1;
    if (end != text.size() && i == text.size()) return std::nullopt;
  }
  if (w.empty()) return std::nullopt;
  auto kind = Index(w[0], kKindNames, kNumKinds);
  if (!kind) return std::nullopt;
  const auto lands = LandNames();
  const auto cards = CardNames();
  auto want = [&](std::size_t n) { return w.size() == n; };
  switch (ArgOfKind(*kind)) {
    case kNone: if (want(1)) return Act(*kind); break;
    case kLandArg: if (want(2)) if (auto l = Index(w[1], lands.data(), kNumLands)) return Act(*kind, *l); break;
    case kCardArg: if (want(2)) if (auto c = Index(w[1], cards.data(), kNumCards)) return Act(*kind, *c); break;
    case kPlayerArg: if (want(2)) if (auto q = ParsePlayer(w[1])) return Act(*kind, *q); break;
    case kCountArg:
      if (want(2)) if (auto n = Number(w[1]); n && *n >= 0 && *n <= kChits && fmt::format("{}", *n) == w[1])
        return Act(*kind, *n);
      break;
    case kPosArg: if (want(2)) if (auto c = ParseCoord(w[1])) return Act(*kind, *c); break;
    case kLandPos:
      if (want(3)) if (auto l = Index(w[1], lands.data(), kNumLands)) if (auto c = ParseCoord(w[2]))
        return Act(*kind, (*l << 18) | *c);
      break;
    case kFollyPos:
      if (want(3)) if (auto f = Index(w[1], kFollyNames, 4)) if (auto c = ParseCoord(w[2]))
        return Act(*kind, (*f << 18) | *c);
      break;
    case kMaaArg:
      if (want(4) && (w[1] == "0" || w[1] == "1")) if (auto q = ParsePlayer(w[2])) if (auto c = ParseCoord(w[3]))
        return Act(*kind, (*q << 21) | ((w[1] == "1") << 20) | *c);
      break;
    case kTradeArg:
      if (want(3)) if (auto x = Index(w[1], lands.data(), kNumLands)) if (auto y = Index(w[2], lands.data(), kNumLands))
        if (*x <= *y) return Act(*kind, *x * kNumLands + *y);
      break;
  }
  return std::nullopt;
}

}  // namespace peerage::nm
