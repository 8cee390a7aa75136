// Tudor text picture for people (GameInfo::render): the full state (screens, bag and box are open information: see tudor.h).
// Layout: tudor.h (RenderTudor). Faction names and Ring initials are those of the action text.
#include <fmt/format.h>

#include "model/games/tudor/tudor.h"

namespace peerage::td {
namespace {

constexpr std::array<const char*, kNumScoring> kScoringNames = {
    "Politically Focused", "Only The Essentials", "Politically Flexible",
    "The Quest For Power", "Crowded Court", "Diplomatic Service"};
constexpr std::array<const char*, kNumScenario> kScenarioNames = {
    "Persistent Courtiers", "Rise And Fall", "Climbing The Ranks", "Exploiting Connections",
    "Only The Strong Shall Rule"};
constexpr char kIIInitials[] = "ITO";
constexpr std::array<const char*, 14> kModeText = {
    "", "arranging Rings", "", "moving a Courtier", "exchanging a Ring (B)", "taking a Court Card",
    "returning a Court Card", "taking a Ring from the stand (Office)", "taking a Ring from the disgraced",
    "keeping or using the token picked up", "swapping two Court Tokens",
    "swapping two chairs", "swapping Rings", "choosing a free Action"};
constexpr std::array<const char*, 7> kMoveNames = {"A", "C", "E", "G", "bonus", "jump", "strong"};

std::string SpaceName(int s) { return fmt::format("c{}r{}", s / kMaxRows + 1, s % kMaxRows + 1); }
char Letter(int x) { return static_cast<char>('A' + x); }

// "blue 2 red 1" from per-faction counts (zeros left out), "none" when all are zero.
template <class A>
std::string Counts(const A& a, bool ii = false) {
  std::string out;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != 0) out += fmt::format("{}{} {}", out.empty() ? "" : " ", ii ? kIINames[i] : FactionName(static_cast<int>(i)),
                                      static_cast<int>(a[i]));
  return out.empty() ? "none" : out;
}

std::string Seat(const Chair& c) { return fmt::format("p{}{}", c.player, c.done ? "*" : ""); }

}  // namespace

struct Picture {
  static std::string Header(const TudorState& s) {
    static constexpr std::array<const char*, 6> kPhase = {"setup", "ring draft", "phase 1 (assign Courtiers)",
                                                          "phase 3 (Lords)", "phase 4 (actions)", "game over"};
    std::string out;
    if (s.round_ > 0 && s.scenario_ != kNone) out += fmt::format("round {} of {}, ", s.round_, s.RoundsTotal());
    out += kPhase[static_cast<int>(s.phase_)];
    if (s.start_ != kNone) out += fmt::format(", start player p{}", s.start_);
    const int cur = s.CurrentPlayer();
    if (cur != kTerminal) out += cur == kChance ? "; to act: chance" : fmt::format("; to act: p{}", cur);
    out += "\n";
    if (s.scoring_[0] != kNone && s.scoring_[1] != kNone)
      out += fmt::format("scoring {} {} + {} {}", s.scoring_[0] + 1, kScoringNames[s.scoring_[0]], s.scoring_[1] + 1,
                         kScoringNames[s.scoring_[1]]);
    else
      out += "scoring cards not drawn";
    out += s.scenario_ != kNone ? fmt::format("; scenario {} {}\n", s.scenario_ + 1, kScenarioNames[s.scenario_])
                                : "; scenario not drawn\n";
    return out + Decision(s);
  }

  // What is being decided or resolved now (nothing when a plain turn menu or placement is up).
  static std::string Decision(const TudorState& s) {
    std::vector<std::string> parts;
    if (s.phase_ == Phase::kActions && s.turn_acted_) {
      std::string open;
      for (int i = 0; i < 2 && s.turn_chamber_ != kNone; ++i)
        if (s.turn_open_ & (1 << i)) open += fmt::format(" {}", Letter(s.board().chamber_actions[s.turn_chamber_][i]));
      if (s.turn_open_ & 4) open += " G/H";
      const std::string left = s.turn_steps_ > 0 ? fmt::format("{} Action(s) left from{}", s.turn_steps_, open.empty() ? " none" : open)
                                                 : std::string("no Action left");
      parts.push_back(s.turn_chamber_ == kNone
                          ? std::string("G/H Action taken")
                          : fmt::format("{} of chamber {} activated, {}", s.turn_lord_ ? "Lord" : "Courtier",
                                        s.turn_chamber_ + 1, left));
    }
    const int mode = static_cast<int>(s.mode_);
    if (mode < static_cast<int>(kModeText.size()) && kModeText[mode][0] != '\0') parts.push_back(kModeText[mode]);
    if (s.mode_ == Mode::kMove) {
      const Move& m = s.mv_;
      std::string where = m.pos == kNone ? "not started" : "at " + SpaceName(m.pos);
      if (m.start != kNone) where += " from " + SpaceName(m.start);
      parts.push_back(fmt::format("movement {}{}, {}, {} step(s) left", kMoveNames[m.kind % 7],
                                  m.enhanced ? " enhanced" : "", where, m.left));
    }
    if (s.mode_ == Mode::kExchange || s.mode_ == Mode::kCard || s.mode_ == Mode::kReturn)
      parts.push_back(s.sub_action_ >= 0 && s.sub_action_ < 8
                          ? fmt::format("for Action {}, count {}", Letter(s.sub_action_), s.sub_count_)
                          : std::string("a Court Card of the player's choice (Scenario)"));
    if (s.pending_office_ != kNone) parts.push_back(fmt::format("Office c{} to take", s.pending_office_ + 1));
    if (s.pending_ii_ != kNone) parts.push_back(fmt::format("{} token picked up", kIINames[s.pending_ii_]));
    if (s.pending_victim_ != kNone) parts.push_back(fmt::format("p{} disgraced", s.pending_victim_));
    if (s.pending_any_ > 0) parts.push_back(fmt::format("{} free Action(s) owed", s.pending_any_));
    if (s.pending_ecard_) parts.push_back("E enhancement card owed");
    std::string arrange;
    for (int p = 0; p < s.NumPlayers(); ++p)
      if (s.arrange_[p]) arrange += fmt::format(" p{}", p);
    if (!arrange.empty()) parts.push_back("to arrange Rings:" + arrange);
    if (s.phase_ == Phase::kAssign) parts.push_back(fmt::format("{} placement(s) left", s.assign_left_));
    if (parts.empty()) return "";
    std::string out = "now: " + parts[0];
    for (std::size_t i = 1; i < parts.size(); ++i) out += "; " + parts[i];
    return out + "\n";
  }

  static std::string Board(const TudorState& s) {
    std::string out = "Throne Room (Courtier 0-3 or Court Token bgrynap, ? awaited; then I Influence, T Intrigue, "
                      "O Opportunity):\n      ";
    for (int c = 0; c < s.Cols(); ++c) out += fmt::format(" c{}", c + 1);
    out += "\noffice";
    for (int c = 0; c < s.Cols(); ++c)
      out += s.office_[c] == kNone ? std::string(" ..") : fmt::format(" p{}", s.office_[c]);
    out += "\n";
    for (int r = s.Rows() - 1; r >= 0; --r) {
      out += fmt::format("r{:<5}", r + 1);
      for (int c = 0; c < s.Cols(); ++c) {
        const int x = s.Space(c, r);
        char a = '.';
        if (s.fig_[x] != kNone) a = static_cast<char>('0' + s.fig_[x]);
        else if (s.token_[x] != kNone) a = kInitials[s.token_[x]];
        else if (s.restock_[x]) a = '?';
        const char b = s.ii_[x] == kNone ? '.' : kIIInitials[s.ii_[x]];
        out += fmt::format(" {}{}", a, b);
      }
      out += "\n";
    }
    return out;
  }

  static std::string Chambers(const TudorState& s) {
    std::string out;
    for (int c = 0; c < kChambers; ++c) {
      std::string lords, chairs, bench;
      for (const Chair& l : s.lords_[c])
        if (l.player != kNone) lords += " " + Seat(l);
      for (const Chair& ch : s.chairs_[c])
        chairs += ch.player == kNone ? std::string(" --") : " " + Seat(ch);
      bool any_chair = false;
      for (const Chair& ch : s.chairs_[c]) any_chair = any_chair || ch.player != kNone;
      for (auto b : s.bench_[c])
        if (b != kNone) bench += fmt::format(" p{}", b);
      if (lords.empty() && !any_chair && bench.empty()) continue;
      const auto& acts = s.board().chamber_actions[c];
      out += fmt::format("chamber {} ({} {}):", c + 1, Letter(acts[0]), Letter(acts[1]));
      if (!lords.empty()) out += " lords" + lords + ";";
      if (any_chair) {
        while (chairs.size() >= 3 && chairs.compare(chairs.size() - 3, 3, " --") == 0) chairs.resize(chairs.size() - 3);
        out += " chairs" + chairs + ";";
      }
      if (!bench.empty()) out += " bench" + bench + ";";
      out.pop_back();
      out += "\n";
    }
    if (!out.empty()) out = "(* = already activated)\n" + out;
    return out;
  }

  static std::string Supplies(const TudorState& s) {
    std::string out;
    auto line = [&out](const char* what, const std::string& counts) {
      if (counts != "none") out += fmt::format("{}: {}\n", what, counts);
    };
    line("stand (Rings)", Counts(s.stand_));
    line("Court Card stacks", Counts(s.stack_));
    line("bag", Counts(s.bag_));
    line("box", Counts(s.ii_pool_, true));
    std::vector<std::string> gone;
    if (Counts(s.removed_) != "none") gone.push_back("Court Tokens " + Counts(s.removed_));
    if (Counts(s.cards_out_) != "none") gone.push_back("Court Cards " + Counts(s.cards_out_));
    if (Counts(s.ii_used_, true) != "none") gone.push_back("spent " + Counts(s.ii_used_, true));
    if (!gone.empty()) {
      out += "out of the game: " + gone[0];
      for (std::size_t i = 1; i < gone.size(); ++i) out += "; " + gone[i];
      out += "\n";
    }
    return out;
  }

  static std::string Players(const TudorState& s) {
    std::string out;
    for (int p = 0; p < s.NumPlayers(); ++p) {
      const Player& pl = s.players_[p];
      std::string rings, enh;
      for (auto f : pl.fingers) rings += f < 0 ? '-' : kInitials[f];
      for (int x = 0; x < 6; ++x)
        if (s.Enhanced(p, x)) enh += fmt::format(" {}", Letter(x));
      out += fmt::format("p{}: {} prestige, {} in supply, rings {}", p, pl.prestige, pl.supply, rings);
      if (!enh.empty()) out += " (enhances" + enh + ")";
      std::string offices;
      for (int c = 0; c < s.Cols(); ++c)
        if (s.office_[c] == p) offices += fmt::format(" c{}", c + 1);
      if (!offices.empty()) out += ", Offices" + offices;
      if (pl.ambassadors) out += fmt::format(", {} Ambassador(s)", pl.ambassadors);
      if (pl.lord_chamber != kNone) out += fmt::format(", Lord in chamber {}{}", pl.lord_chamber + 1, pl.lord_done ? " (used)" : "");
      if (pl.bonus_used) out += ", bonus move used";
      if (s.phase_ == Phase::kActions) out += fmt::format(", {} turn(s)", pl.turns);
      if (s.phase_ == Phase::kAssign || s.phase_ == Phase::kLords) out += fmt::format(", {} placed", pl.placed);
      out += "\n";
      std::string screen;
      for (const auto& [what, counts] : {std::pair<const char*, std::string>{"cards ", Counts(pl.cards)},
                                         {"Court Tokens ", Counts(pl.tokens)}, {"", Counts(pl.ii, true)}})
        if (counts != "none") screen += (screen.empty() ? "" : "; ") + (what + counts);
      if (!screen.empty()) out += "  behind the screen: " + screen + "\n";
      if (Counts(pl.spent) != "none") out += "  spent this round: " + Counts(pl.spent) + "\n";
    }
    return out;
  }
};

std::string RenderTudor(const State& state) {
  const auto& s = static_cast<const TudorState&>(state);
  return Picture::Header(s) + Picture::Board(s) + Picture::Chambers(s) + Picture::Supplies(s) + Picture::Players(s);
}

}  // namespace peerage::td
