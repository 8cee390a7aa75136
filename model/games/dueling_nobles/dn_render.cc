// Dueling Nobles: the text picture of a state (GameInfo::render, `peerage replay --render`, report examples).
// It shows the full state for the person reading an example, marking what the players could not see:
// hands, dealt Nobles and the Spades view are "(hidden)", the Noble stack and the stock "(face down)",
// and three-of-a-suit discards "(face-down)" under dn.triple-discard-face=face-down.
#include <fmt/format.h>

#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace {

std::string Names(Mask m) {
  std::string s;
  for (; m; m &= m - 1) {
    if (!s.empty()) s.push_back(' ');
    s += CardName(Lowest(m));
  }
  return s;
}

// "label: cards" when the set is not empty (empty zones are left out).
void Zone(std::string& out, const char* indent, const std::string& label, Mask m) {
  if (m != 0) out += fmt::format("{}{}: {}\n", indent, label, Names(m));
}

std::string ActorText(const State& s) {
  const int p = s.CurrentPlayer();
  if (p == kChance) return "chance";
  if (p == kTerminal) return "nobody";
  return fmt::format("p{}", p);
}

const char* ResultText(Result r) {
  switch (r) {
    case Result::kP0: return "p0 wins";
    case Result::kP1: return "p1 wins";
    case Result::kDraw: return "draw";
    case Result::kSharedWin: return "shared win";
    default: return "none";
  }
}

}  // namespace

std::string DuelingNoblesState::Render() const {
  std::string out;
  out += fmt::format("turn {}, p{}'s turn", turn_, active_);
  out += dealer_ < 0 ? std::string(", no dealer yet") : fmt::format(", dealer p{}", dealer_);
  out += fmt::format(": phase {}, to act: {}\n", PhaseName(phase_), ActorText(*this));

  // The pending sub-step.
  if (phase_ == Phase::kDealerRoll) {
    std::string dice;
    for (int i = 0; i < rolled_ && i < 4; ++i) dice += fmt::format(" {}", roll_[i]);
    out += fmt::format("dealer roll: dice{} (p0 p0 p1 p1), tied rounds {}\n", dice.empty() ? " none" : dice, ties_);
  }
  if (phase_ == Phase::kDealNobles || phase_ == Phase::kDealSupport) out += fmt::format("dealt so far: {}\n", dealt_count_);
  if (triple_suit_ >= 0 && triple_suit_ < 4)
    out += fmt::format("three-of-a-suit in {}: picked {}\n", kSuitLetters[triple_suit_],
                       triple_picked_ ? Names(triple_picked_) : "none yet");
  if (draw_pending_ > 0)
    out += fmt::format("drawing: {} more Support card{} for p{}, then {}{}\n", draw_pending_, draw_pending_ == 1 ? "" : "s", draw_to_,
                       PhaseName(draw_return_), draw_bought_ ? fmt::format(" ({} bought)", draw_bought_) : "");
  if (clubs_card_ != kNoCard) out += fmt::format("Clubs: {} played, p{} takes a discard\n", CardName(clubs_card_), active_);
  if (duel_att_ != kNoCard) {
    out += fmt::format("duel: p{} {} against p{} {}", active_, CardName(duel_att_), 1 - active_, CardName(duel_def_));
    if (deflected_) out += fmt::format(" (deflected from {})", CardName(duel_declared_));
    for (int side = 0; side < 2; ++side) {
      std::string dice;
      for (int i = 0; i < dice_count_[side] && i < 2; ++i) dice += fmt::format(" {}", dice_[side][i]);
      out += fmt::format("; {} dice{}", side == 0 ? "attacker" : "defender", dice.empty() ? " -" : dice);
      if (duel_supports_[side]) out += fmt::format(", supports {}", Names(duel_supports_[side]));
    }
    if (phase_ == Phase::kDuelSupport) out += fmt::format("; Step 3: {} plays", support_side_ == 0 ? "attacker" : "defender");
    out += "\n";
  }

  // The players.
  const bool face_down = Reading(kITripleDiscardFace) == kTripleFaceDown;
  for (int p = 0; p < 2; ++p) {
    out += fmt::format("p{}: {} Resource{}", p, resources_[p], resources_[p] == 1 ? "" : "s");
    std::string used;
    for (int s = 0; s < 4; ++s)
      if (used_[p] & (1u << s)) used += std::string(used.empty() ? "" : " ") + kSuitNames[s];
    if (!used.empty()) out += ", abilities used: " + used;
    out += "\n";
    if (courtyard_[p]) {
      std::string court;
      for (Mask m = courtyard_[p]; m; m &= m - 1) {
        const Card n = Lowest(m);
        if (!court.empty()) court += ", ";
        court += fmt::format("{} (stamina {}", CardName(n), stamina_[NobleIndex(n)]);
        if (weapon_[NobleIndex(n)] != kNoCard) court += ", weapon " + CardName(weapon_[NobleIndex(n)]);
        court += ")";
      }
      out += "  courtyard: " + court + "\n";
    }
    Zone(out, "  ", "hand (hidden)", hand_[p]);
    Zone(out, "  ", "dealt Nobles (hidden)", dealt_[p]);
    Zone(out, "  ", "kept Nobles (hidden)", kept_[p]);
    if (has_spied_[p]) out += fmt::format("  Spades view of p{}'s hand (hidden): {}\n", 1 - p, spied_[p] ? Names(spied_[p]) : "none");
    Zone(out, "  ", face_down ? "three-of-a-suit discards (face-down)" : "three-of-a-suit discards", triple_discards_[p]);
  }

  // The piles and this turn.
  Zone(out, "", fmt::format("Noble stack (face down, {})", Count(noble_stack_)), noble_stack_);
  Zone(out, "", fmt::format("Support stock (face down, {})", Count(stock_)), stock_);
  Zone(out, "", "discard pile", discard_);
  if (phase_ >= Phase::kIncome && phase_ != Phase::kGameOver) {
    std::string marks;
    auto mark = [&marks](const std::string& m) { marks += (marks.empty() ? "" : "; ") + m; };
    if (taxed_) mark("taxed " + Names(taxed_));
    if (triples_) mark(fmt::format("three-of-a-suits {}", triples_));
    if (hires_) mark(fmt::format("hires {}", hires_));
    if (bought_) mark("bought");
    if (weapon_played_) mark("weapon played");
    if (moved_) mark("moved " + Names(moved_));
    if (command_stage_) mark(fmt::format("command stage {}", command_stage_));
    if (duels_) mark(fmt::format("duels {}", duels_) + (dueled_ ? " (" + Names(dueled_) + ")" : ""));
    mark(fmt::format("Nobles at turn start {}/{}", start_nobles_[0], start_nobles_[1]));
    out += "this turn: " + marks + "\n";
  }
  if (result_ != Result::kNone) out += fmt::format("result: {}\n", ResultText(result_));
  return out;
}

std::string RenderDuelingNobles(const State& state) {
  return static_cast<const DuelingNoblesState&>(state).Render();
}

}  // namespace peerage::dn
