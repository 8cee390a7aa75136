// Among Nobles: how the first player is determined (an.first-player), and the finger game: every player
// shows zero to five fingers at once. Simultaneous choices are sequential decisions in seat order whose
// earlier picks stay hidden from the later choosers until all have shown (observation and ResampleHidden
// in an_json.cc). The most fingers wins; a tie passes to the second-most (an.finger-tie says how far);
// with no unique number the players start over, at most kFingerRounds times.
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

int FingerWinner(const std::array<std::int8_t, 5>& shown, int n, bool highest_unique) {
  std::array<int, kMaxFingers + 1> count{};
  for (int p = 0; p < n; ++p) ++count[shown[p]];
  int considered = 0;  // distinct numbers looked at, from the highest down
  for (int k = kMaxFingers; k >= 0; --k) {
    if (count[k] == 0) continue;
    if (!highest_unique && ++considered > 2) return -1;  // only the most and the second-most count
    if (count[k] != 1) continue;
    for (int p = 0; p < n; ++p)
      if (shown[p] == k) return p;
  }
  return -1;
}

void AmongNoblesState::StartFirstPlayer() {
  switch (Reading(kIFirstPlayer)) {
    case kFirstByChance: phase_ = Phase::kChooseFirst; return;
    case kFirstByFingers:
      fingers_.fill(-1);
      finger_rounds_ = 0;
      phase_ = Phase::kFingers;
      return;
    default:
      sc_.first = 0;
      Fire(kRSetupFirst);
      phase_ = Phase::kPickCouple;
  }
}

int AmongNoblesState::FingerChooser() const {
  int p = 0;
  while (p < NumPlayers() && fingers_[p] >= 0) ++p;
  return p;
}

void AmongNoblesState::LegalFingers(std::vector<Action>& out) const {
  for (int k = 0; k <= kMaxFingers; ++k) out.push_back(MakeAction(kAFingers, k));
}

void AmongNoblesState::ShowFingers(int fingers) {
  const int p = FingerChooser(), n = NumPlayers();
  fingers_[p] = static_cast<std::int8_t>(fingers);
  Fire(kRSetupFingers);
  if (p + 1 < n) return;
  const int winner = FingerWinner(fingers_, n, Reading(kIFingerTie) == 0);
  if (Explaining()) TellFingers(winner);
  fingers_.fill(-1);  // revealed and resolved: nothing stays hidden
  if (winner >= 0) {
    sc_.first = static_cast<std::uint8_t>(winner);
    Fire(kRSetupFirst);
    phase_ = Phase::kPickCouple;
    return;
  }
  Fire(kRSetupFingersAgain);
  if (++finger_rounds_ < kFingerRounds) return;
  RecordFinding(FindingKind::kLivelock, {kRSetupFingers, kRSetupFingersAgain}, kIFirstPlayer,
                fmt::format("{} showings in a row without a unique number of fingers: the rule may start over forever "
                            "(players who all show the same never stop); the first player is drawn by chance",
                            kFingerRounds));
  phase_ = Phase::kChooseFirst;
}

// Explaining (State::StepParts), where an.finger-tie matters: the numbers tied above the one that decides,
// and how the reading in force passes the tie on ("p0 and p1 tie with 5 fingers, p2 and p3 with 3; p4's 1
// finger is the most shown by one player alone: p4 is the first player"). Nothing where no number is tied.
void AmongNoblesState::TellFingers(int winner) {
  const int n = NumPlayers();
  auto fingers = [](int k) { return fmt::format("{} finger{}", k, k == 1 ? "" : "s"); };
  std::vector<std::string> ties;
  for (int k = kMaxFingers; k >= 0; --k) {
    if (winner >= 0 && k <= fingers_[winner]) break;
    std::vector<std::string> who;
    for (int p = 0; p < n; ++p)
      if (fingers_[p] == k) who.push_back(fmt::format("p{}", p));
    if (who.size() < 2) continue;
    const std::string players = fmt::format("{} and {}", fmt::join(who.begin(), who.end() - 1, ", "), who.back());
    ties.push_back(ties.empty() ? fmt::format("{} tie with {}", players, fingers(k)) : fmt::format("{} with {}", players, k));
  }
  if (ties.empty()) return;
  const bool unique = Reading(kIFingerTie) == 0;
  std::string then;
  if (winner >= 0) {
    const char* verb = fingers_[winner] == 1 ? "is" : "are";
    then = unique ? fmt::format("p{}'s {} {} the most shown by one player alone: p{} is the first player", winner,
                                fingers(fingers_[winner]), verb, winner)
                  : fmt::format("p{}'s {} {} the second-most: p{} is the first player", winner, fingers(fingers_[winner]),
                                verb, winner);
  }
  else
    then = unique ? "no number is shown by one player alone, so everyone shows fingers again"
                  : "only the most and the second-most count, so everyone shows fingers again";
  Tell(fmt::format("{}; {}", fmt::join(ties, ", "), then));
}

}  // namespace peerage::an
