// Tudor action text: canonical, state-independent, total over every id (unknown ids print "unknown:<id>").
// An action is "<name>" or "<name>:<field>:<field>..." with fields decoded from the argument (kind << 16).
#include <fmt/format.h>

#include "model/games/tudor/tudor.h"

namespace peerage::td {
namespace {

constexpr std::array<const char*, kFactions> kFactionNames = {"blue", "green", "red", "yellow", "brown", "gray", "purple"};

enum Field : std::uint8_t { kFFaction, kFPay, kFSpace, kFLetter, kFChamber, kFWho, kFPair, kFII, kFCard1, kFSide,
                            kFFinger, kFPlayer, kFInt2, kFChair, kFArrange, kFUse };
struct Spec { const char* name; std::vector<std::pair<Field, int>> fields; };  // (field, multiplier)

const std::array<Spec, kNumActKinds>& Specs() {
  static const std::array<Spec, kNumActKinds> specs = {{
      {"scoring-cards", {{kFPair, 1}}}, {"scenario", {{kFCard1, 1}}}, {"place-token", {{kFII, 1}}},
      {"draw-token", {{kFFaction, 1}}}, {"ring", {{kFFaction, 1}}}, {"arrange", {{kFArrange, 1}}},
      {"bench", {{kFChamber, 1}}}, {"recall", {{kFSpace, 1}}}, {"lord", {{kFChamber, 1}}}, {"no-lord", {}},
      {"activate", {{kFChamber, 2}, {kFWho, 1}}}, {"do", {{kFLetter, 1}}}, {"end", {}},
      {"from", {{kFSpace, 1}}}, {"step", {{kFSpace, 8}, {kFPay, 1}}}, {"jump", {{kFSpace, 64}, {kFPay, 8}, {kFPay, 1}}},
      {"stop", {}}, {"card", {{kFFaction, 1}}}, {"return", {{kFFaction, 1}}},
      {"exchange", {{kFFinger, 8}, {kFFaction, 1}}}, {"bonus-move", {{kFFaction, 7}, {kFFaction, 1}}},
      {"trade", {{kFFaction, 49}, {kFFaction, 7}, {kFFaction, 1}}},
      {"keep", {}}, {"use", {{kFUse, 1}}}, {"scenario-action", {{kFSide, 1}}},
      {"swap-tokens", {{kFSpace, 64}, {kFSpace, 1}}}, {"swap-chair", {{kFChamber, 8}, {kFChair, 1}}},
      {"banish", {{kFSpace, 1}}}, {"ring-swap", {{kFFinger, 32}, {kFPlayer, 8}, {kFFinger, 1}}},
      {"withdraw", {{kFChamber, 16}, {kFInt2, 8}, {kFChamber, 1}}}, {"free-action", {{kFLetter, 1}}},
      {"recall-place", {{kFSpace, 512}, {kFSpace, 8}, {kFPay, 1}}},
      {"start-player", {{kFPlayer, 1}}}, {"decline-recall", {}},
  }};
  return specs;
}

int Radix(Field f) {
  switch (f) {
    case kFFaction: return 7;
    case kFPay: return 8;
    case kFSpace: return 64;
    case kFLetter: return 8;
    case kFChamber: return 3;
    case kFWho: return 2;
    case kFPair: return kNumPairs;
    case kFII: return 3;
    case kFCard1: return 5;
    case kFSide: return 2;
    case kFFinger: return 5;
    case kFPlayer: return 4;
    case kFInt2: return 2;
    case kFChair: return kMaxChairs;
    case kFArrange: return 1 << 15;
    case kFUse: return 3;
  }
  return 1;
}

// Text of one field value (value within its radix), or "" if the value names nothing.
std::string FieldText(Field f, int v) {
  switch (f) {
    case kFFaction: return kFactionNames[v];
    case kFPay: return v == 7 ? "-" : kFactionNames[v];
    case kFSpace: return v % kMaxRows < kMaxRows && v / kMaxRows < kMaxCols ? fmt::format("c{}r{}", v / kMaxRows + 1, v % kMaxRows + 1) : "";
    case kFLetter: return std::string(1, static_cast<char>('A' + v));
    case kFChamber: return std::to_string(v + 1);
    case kFWho: return v ? "lord" : "courtier";
    case kFPair: {
      int k = v;
      for (int a = 0; a < kNumScoring; ++a)
        for (int b = a + 1; b < kNumScoring; ++b)
          if (k-- == 0) return fmt::format("{}+{}", a + 1, b + 1);
      return "";
    }
    case kFII: return kIINames[v];
    case kFCard1: return std::to_string(v + 1);
    case kFSide: return v ? "right" : "left";
    case kFFinger: return fmt::format("f{}", v);
    case kFPlayer: return fmt::format("p{}", v);
    case kFInt2: return v ? "done" : "waiting";
    case kFChair: return std::to_string(v + 1);
    case kFUse: return v == 0 ? "left" : v == 1 ? "right" : "ambassador";
    case kFArrange: {
      std::string s;
      for (int i = 0; i < kFingers; ++i) {
        const int x = (v >> (3 * i)) & 7;
        s += x == 0 ? '-' : kInitials[x - 1];
      }
      return s;
    }
  }
  return "";
}

}  // namespace

const char* FactionName(int f) { return f >= 0 && f < kFactions ? kFactionNames[f] : "none"; }

std::string ActionText(Action action) {
  const std::string unknown = fmt::format("unknown:{}", action);
  if (action < 0) return unknown;
  const int kind = KindOf(action), arg = ArgOf(action);
  if (kind >= kNumActKinds) return unknown;
  const Spec& spec = Specs()[kind];
  std::string out = spec.name;
  int used = 0, above = 0;  // above: the previous (larger) field's multiplier, 0 for the first field
  for (const auto& [field, mult] : spec.fields) {
    const int v = above ? (arg / mult) % (above / mult) : arg / mult;
    above = mult;
    if (v >= Radix(field)) return unknown;
    used += v * mult;
    const std::string t = FieldText(field, v);
    if (t.empty()) return unknown;
    out += ":" + t;
  }
  if (used != arg || (spec.fields.empty() && arg != 0)) return unknown;
  return out;
}

std::optional<Action> ParseActionText(std::string_view text) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    const size_t colon = text.find(':', start);
    parts.push_back(text.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start));
    if (colon == std::string_view::npos) break;
    start = colon + 1;
  }
  for (int kind = 0; kind < kNumActKinds; ++kind) {
    const Spec& spec = Specs()[kind];
    if (parts[0] != spec.name || parts.size() != spec.fields.size() + 1) continue;
    int arg = 0;
    for (size_t i = 0; i < spec.fields.size(); ++i) {
      const auto [field, mult] = spec.fields[i];
      int found = -1;
      if (field == kFArrange) {
        if (parts[i + 1].size() != kFingers) return std::nullopt;
        int code = 0;
        for (int k = 0; k < kFingers; ++k) {
          const char ch = parts[i + 1][k];
          int x = ch == '-' ? 0 : -1;
          for (int f = 0; f < kFactions; ++f)
            if (ch == kInitials[f]) x = f + 1;
          if (x < 0) return std::nullopt;
          code |= x << (3 * k);
        }
        found = code;
      } else {
        for (int v = 0; v < Radix(field) && found < 0; ++v)
          if (FieldText(field, v) == parts[i + 1]) found = v;
      }
      if (found < 0) return std::nullopt;
      arg += found * mult;
    }
    const Action a = MakeAction(kind, arg);
    if (ActionText(a) != text) return std::nullopt;
    return a;
  }
  return std::nullopt;
}

}  // namespace peerage::td
