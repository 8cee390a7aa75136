// Tudor scoring: Crowded Court at the end of a round, the end-game Scoring Cards, the Order of the Garter,
// final scores (Prestige) and the winner's tie-break chain.
#include "model/games/tudor/tudor.h"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace peerage::td {
namespace {
// The Prestige of a set of `size` Court Tokens (0: nothing) from a data file's set table.
int SetValue(const std::array<int, kFactions>& table, int size) { return size == 0 ? 0 : table[size - 1]; }
}  // namespace

// Crowded Court: in each column the player with most Courtiers (Office holder included) scores; a tie goes
// to the tied player with the highest figure in the column.
std::vector<int> TudorState::ScoreRound() {
  std::vector<int> scorers(static_cast<std::size_t>(Cols()), kNone);
  if (!HasScoring(4)) return scorers;
  for (int c = 0; c < Cols(); ++c) {
    std::array<int, kMaxPlayers> count{}, top{};
    top.fill(-1);
    for (int r = 0; r < Rows(); ++r) {
      const int p = fig_[Space(c, r)];
      if (p == kNone) continue;
      ++count[p];
      top[p] = std::max(top[p], r);
    }
    if (office_[c] != kNone) {
      ++count[office_[c]];
      if (Reading(kICrowdedTie) == 0) top[office_[c]] = Rows();
    }
    int best = kNone;
    for (int p = 0; p < NumPlayers(); ++p) {
      if (count[p] == 0) continue;
      if (best == kNone || count[p] > count[best] || (count[p] == count[best] && top[p] > top[best])) best = p;
    }
    if (best == kNone) continue;
    bool tie = false;  // equal count and equal height (only possible under board-only with Office holders)
    for (int p = 0; p < NumPlayers(); ++p)
      tie = tie || (p != best && count[p] == count[best] && top[p] == top[best]);
    if (Explaining()) TellCrowdedColumn(c, count, top, best, tie);
    if (tie) {
      RecordFinding(FindingKind::kSilent, {kRScCrowded}, kICrowdedTie,
                    "Crowded Court: a tie on Courtiers and on the highest figure; nobody scores the column");
      continue;
    }
    players_[best].prestige += board().crowded_prestige;
    scorers[static_cast<std::size_t>(c)] = best;
    Fire(kRScCrowded);
  }
  return scorers;
}

// Explaining (State::StepParts), where td.crowded-last-round matters: whether the last round's Crowded Court
// is scored, and the column majorities it scores or would have scored ("p0 takes 6 Prestige for column 1").
void TudorState::TellCrowdedLastRound(const std::vector<int>& scorers, bool scored) {
  std::vector<std::string> each;
  for (int p = 0; p < NumPlayers(); ++p) {
    std::vector<std::string> cols;
    for (std::size_t c = 0; c < scorers.size(); ++c)
      if (scorers[c] == p) cols.push_back(std::to_string(c + 1));
    if (cols.empty()) continue;
    const std::string which = cols.size() == 1 ? "column " + cols[0]
                                               : fmt::format("columns {} and {}", fmt::join(cols.begin(), cols.end() - 1, ", "), cols.back());
    each.push_back(scored ? fmt::format("p{} takes {} Prestige for {}", p, board().crowded_prestige * static_cast<int>(cols.size()), which)
                          : fmt::format("p{}'s majority in {}", p, which));
  }
  std::string list = each.empty() ? std::string() : each.size() == 1 ? each[0]
                     : fmt::format("{} and {}", fmt::join(each.begin(), each.end() - 1, ", "), each.back());
  if (scored)
    TellAside("Crowded Court scores at the end of the last round too, as at the end of every round" +
         (each.empty() ? std::string(": nobody holds a column majority") : ": " + list));
  else
    TellAside("Crowded Court is not scored at the end of the last round" +
         (each.empty() ? std::string() : ", so " + list + (each.size() == 1 ? " scores" : " score") + " nothing"));
}

// Explaining (State::StepParts), where td.crowded-tie matters: a column whose most figures are shared, told
// with what breaks the tie under the reading in force (the Office as the highest figure, or the Courtiers
// on the board only) and who scores.
void TudorState::TellCrowdedColumn(int c, const std::array<int, kMaxPlayers>& count,
                                   const std::array<int, kMaxPlayers>& top, int best, bool tie) {
  std::vector<std::string> tied;
  for (int p = 0; p < NumPlayers(); ++p)
    if (count[p] == count[best]) tied.push_back(fmt::format("p{}", p));
  if (tied.size() < 2) return;
  std::string who = tied.back();
  if (tied.size() > 2) who = fmt::format("{} and {}", fmt::join(tied.begin(), tied.end() - 1, ", "), tied.back());
  else who = tied.front() + " and " + tied.back();
  const std::string head = fmt::format("Crowded Court, column {}: {} have {} figure{} each there{}", c + 1, who,
                                       count[best], count[best] == 1 ? "" : "s", office_[c] != kNone ? " (the Office counts)" : "");
  if (tie) {
    Tell(head + ", and their highest figures stand level: nobody scores the column");
    return;
  }
  const bool by_office = top[best] == Rows();
  Tell(by_office ? fmt::format("{}, and p{}'s Office is the column's highest figure: p{} scores {}", head, best, best,
                               board().crowded_prestige)
                 : fmt::format("{}, and p{}'s Courtier on {} is the highest{}: p{} scores {}", head, best,
                               fmt::format("c{}r{}", c + 1, top[best] + 1),
                               Reading(kICrowdedTie) != 0 && office_[c] != kNone ? " on the board (the Office is not a space)" : "",
                               best, board().crowded_prestige));
}

int TudorState::Garter(int p) const {
  const Player& pl = players_[p];
  const int ii = pl.ii[kInfluence] + pl.ii[kIntrigue] + (Reading(kIGarterOpportunity) == 0 ? pl.ii[kOpportunity] : 0);
  return ii + pl.CardCount();
}

void TudorState::ScoreEnd() {
  const int n = NumPlayers();
  for (int p = 0; p < n; ++p) {
    Player& pl = players_[p];
    if (HasScoring(0)) {  // sets of one faction: 7 tokens a full set, extras a separate set
      const auto& v = board().focused_sets;
      for (int f = 0; f < kFactions; ++f)
        pl.prestige += (pl.tokens[f] / kFactions) * SetValue(v, kFactions) + SetValue(v, pl.tokens[f] % kFactions);
      Fire(kRScFocused);
    }
    if (HasScoring(1)) {
      for (int f = 0; f < kFactions; ++f) pl.prestige += pl.tokens[f] * board().essentials_value[f];
      Fire(kRScEssentials);
    }
    if (HasScoring(2)) {  // sets of different factions: the k-th set holds every faction with >= k tokens
      for (int k = 1; k <= kTokensPerFaction; ++k) {
        int size = 0;
        for (int f = 0; f < kFactions; ++f) size += pl.tokens[f] >= k;
        pl.prestige += SetValue(board().flexible_sets, size);
      }
      Fire(kRScFlexible);
    }
    if (HasScoring(5)) {
      pl.prestige += pl.ambassadors * board().ambassador_prestige;
      Fire(kRScDiplomatic);
    }
  }
  // Order of the Garter: tied players share their rank's points and "the following rank is not scored".
  // competition: every rank a tie fills is skipped (a player's place counts every player ahead); next-only:
  // a tie skips just the one rank after it (each group of tied players ahead counts as at most two). The two
  // agree unless three or more players tie ahead of someone.
  std::array<int, kMaxPlayers> total{}, garter_won{}, garter_place{};
  for (int p = 0; p < n; ++p) total[p] = Garter(p);
  for (int p = 0; p < n; ++p) {
    int place = 0;
    if (Reading(kIGarterTie) == 0) {
      for (int q = 0; q < n; ++q) place += total[q] > total[p];
    } else {
      for (int q = 0; q < n; ++q) {
        bool first_of_its_total = total[q] > total[p];
        for (int r = 0; r < q; ++r) first_of_its_total = first_of_its_total && total[r] != total[q];
        if (!first_of_its_total) continue;
        int tied = 0;
        for (int r = 0; r < n; ++r) tied += total[r] == total[q];
        place += std::min(tied, 2);
      }
    }
    players_[p].prestige += board().garter[n][place];
    garter_won[p] = board().garter[n][place];
    garter_place[p] = place;
  }
  Fire(kRGarter);
  if (Explaining()) TellGarter(total, garter_won, garter_place);
}

// Explaining (State::StepParts): the Order of the Garter's totals and what each player takes, with whether
// Opportunity Tokens count (td.garter-opportunity, where anyone holds one) and how a tie skips ranks
// (td.garter-tie, where players tie).
void TudorState::TellGarter(const std::array<int, kMaxPlayers>& total, const std::array<int, kMaxPlayers>& won,
                            const std::array<int, kMaxPlayers>& place) {
  const int n = NumPlayers();
  bool opportunity = false, ties = false;
  for (int p = 0; p < n; ++p) {
    opportunity = opportunity || players_[p].ii[kOpportunity] > 0;
    for (int q = p + 1; q < n; ++q) ties = ties || total[p] == total[q];
  }
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) order[static_cast<std::size_t>(p)] = p;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return total[a] > total[b]; });
  std::vector<std::string> each;
  for (int p : order)
    each.push_back(fmt::format("p{} {} ({} Prestige{})", p, total[p], won[p],
                               opportunity && players_[p].ii[kOpportunity] > 0
                                   ? fmt::format(", {} Opportunity Token{} {}", players_[p].ii[kOpportunity],
                                                 players_[p].ii[kOpportunity] == 1 ? "" : "s",
                                                 Reading(kIGarterOpportunity) == 0 ? "included" : "left out")
                                   : std::string()));
  const std::string counts = fmt::format("the Order of the Garter counts each player's Influence and Intrigue Tokens{} and Court Cards",
                                         !opportunity ? "" : Reading(kIGarterOpportunity) == 0 ? ", Opportunity Tokens among them," : " (not Opportunity Tokens)");
  if (!ties) {
    Tell(fmt::format("{}: {}", counts, fmt::join(each, ", ")));
    return;
  }
  // With a tie, the point is who shares a rank and which rank the next player takes: told group by group,
  // highest total first ("p0, p1 and p3 tie with 2 and take 5 Prestige each; p2, with 1, takes the fourth
  // rank's 0: a tie fills as many ranks as it has players").
  static constexpr const char* kOrdinal[] = {"first", "second", "third", "fourth", "fifth"};
  std::vector<std::string> groups;
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j < order.size() && total[order[j]] == total[order[i]]) ++j;
    const int p = order[i];
    if (j - i > 1) {
      std::vector<std::string> who;
      for (std::size_t k = i; k < j; ++k) who.push_back(fmt::format("p{}", order[k]));
      groups.push_back(fmt::format("{} and {} tie with {} and take {} Prestige each", fmt::join(who.begin(), who.end() - 1, ", "),
                                   who.back(), total[p], won[p]));
    } else {
      groups.push_back(i > 0 && place[p] < 5
                           ? fmt::format("p{}, with {}, takes the {} rank's {} Prestige", p, total[p], kOrdinal[place[p]], won[p])
                           : fmt::format("p{}, with {}, takes {} Prestige", p, total[p], won[p]));
    }
    i = j;
  }
  if (opportunity) {
    std::vector<std::string> held;
    for (int p = 0; p < n; ++p)
      if (players_[p].ii[kOpportunity] > 0) held.push_back(fmt::format("p{} {}", p, players_[p].ii[kOpportunity]));
    groups.push_back(fmt::format("Opportunity Tokens {}: {}", Reading(kIGarterOpportunity) == 0 ? "included" : "left out",
                                 fmt::join(held, ", ")));
  }
  Tell(fmt::format("{}: {}; {}", counts, fmt::join(groups, "; "),
                   Reading(kIGarterTie) == 0 ? "a tie fills as many ranks as it has players" : "a tie skips only the one rank after it"));
}

std::vector<std::int64_t> TudorState::DoScores() const {
  std::vector<std::int64_t> out;
  for (int p = 0; p < NumPlayers(); ++p) out.push_back(players_[p].prestige);
  return out;
}

// Most Prestige; ties: most Court Cards, then most unspent Influence/Intrigue Tokens, then most Rings;
// still tied: a shared win.
std::vector<int> TudorState::DoRanking() const {
  std::vector<std::vector<std::int64_t>> keys;
  for (int p = 0; p < NumPlayers(); ++p) {
    const Player& pl = players_[p];
    keys.push_back({pl.prestige, pl.CardCount(), pl.IICount(), pl.Rings()});
  }
  return RankByKeys(keys);
}

}  // namespace peerage::td
