// Tudor invariants: conservation of Courtiers, Court Tokens, Court Cards, Rings and Influence/Intrigue
// Tokens; one figure per space; Offices above columns; equal turns in phase 4. Strings are built only
// when a check fails.
#include <fmt/format.h>

#include "model/games/tudor/tudor.h"

namespace peerage::td {

void TudorState::DoCheckInvariants(InvariantReport& report) const {
  const int n = NumPlayers();
  auto check = [&](bool ok, const char* name, auto&& detail) {
    if (!ok) report.Check(false, name, detail());
  };
  // Spaces: figures only on the board, never on a top space (that Courtier holds the Office instead).
  for (int s = 0; s < kMaxSpaces; ++s) {
    const bool on = OnBoard(s);
    check(on || (fig_[s] == kNone && token_[s] == kNone && ii_[s] == kNone && restock_[s] == 0), "td.off-board",
          [&] { return fmt::format("space {} is off the board but holds something", s); });
    check(fig_[s] == kNone || RowOf(s) < Rows() - 1, "td.top-space-empty",
          [&] { return fmt::format("a Courtier stands on top space {}", s); });
    check(fig_[s] == kNone || token_[s] == kNone || phase_ == Phase::kSetup, "td.occupied-no-token",
          [&] { return fmt::format("space {} holds a Courtier and a Court Token", s); });
    // A space waiting for a Court Token was left empty by a movement, a recall, an Office or a banishment; one
    // that holds a token or a figure again is no longer waiting (EnterSpace clears the flag), and a refill
    // onto a held token would lose it.
    check(restock_[s] == 0 || (fig_[s] == kNone && token_[s] == kNone), "td.restock-empty",
          [&] { return fmt::format("space {} waits for a Court Token but holds {}", s, fig_[s] != kNone ? "a Courtier" : "a Court Token"); });
  }
  for (int c = Cols(); c < kMaxCols; ++c)
    check(office_[c] == kNone, "td.office-column", [&] { return fmt::format("Office {} has no column", c); });
  // Actions left in a turn come from the activated chamber: without one there is nothing left but G or H (the
  // sanitizer build caught the legal list reading chamber -1's Actions in a state the deciding-facts search
  // had edited).
  check(turn_chamber_ != kNone || (turn_steps_ == 0 && (turn_open_ & 3) == 0), "td.turn-chamber",
        [&] { return fmt::format("{} Action(s) left in the turn but no chamber activated", turn_steps_); });
  const bool dealt = scenario_ != kNone && scoring_[0] != kNone;
  if (!dealt) return;
  // Courtiers: supply + benches + chairs + Throne Room + Offices (+ one on its way to an Office) + Ambassadors
  // = 14 per player.
  for (int p = 0; p < n; ++p) {
    int where = players_[p].supply + players_[p].ambassadors;
    for (int c = 0; c < kChambers; ++c) {
      for (auto b : bench_[c]) where += b == p;
      for (const Chair& ch : chairs_[c]) where += ch.player == p;
    }
    for (int s = 0; s < kMaxSpaces; ++s) where += fig_[s] == p;
    for (int c = 0; c < kMaxCols; ++c) where += office_[c] == p;
    // A Courtier that moved onto a top space waits for the restocking draws before it takes the Office.
    where += pending_office_ != kNone && p == actor_;
    check(where == kCourtiers, "td.courtiers-conserved", [&] { return fmt::format("player {} has {} Courtiers placed", p, where); });
    int lords = 0;
    for (int c = 0; c < kChambers; ++c)
      for (const Chair& l : lords_[c]) lords += l.player == p;
    check(lords <= 1 && (lords == 1) == (players_[p].lord_chamber != kNone), "td.one-lord",
          [&] { return fmt::format("player {} has {} Lords seated (lord chamber {})", p, lords, players_[p].lord_chamber); });
  }
  for (int c = 0; c < kChambers; ++c) {
    for (int i = board().chairs[n]; i < kMaxChairs; ++i)
      check(chairs_[c][i].player == kNone, "td.chairs", [&] { return fmt::format("chamber {} chair {} does not exist", c, i); });
    for (int i = 0; i + 1 < kMaxBench; ++i)
      check(bench_[c][i] != kNone || bench_[c][i + 1] == kNone, "td.bench-order", [&] { return fmt::format("bench {} has a gap", c); });
    check(BenchSize() >= kMaxBench || bench_[c][BenchSize()] == kNone, "td.bench-size", [&] { return fmt::format("bench {} overfull", c); });
  }
  // Court Tokens: bag + board + screens + spent + removed = 20 per faction (18 with 2 players).
  for (int f = 0; f < kFactions; ++f) {
    int where = bag_[f] + removed_[f];
    for (int s = 0; s < kMaxSpaces; ++s) where += token_[s] == f;
    for (int p = 0; p < n; ++p) where += players_[p].tokens[f] + players_[p].spent[f];
    const int total = kTokensPerFaction - (n == 2 ? 2 : 0);
    check(where == total, "td.tokens-conserved", [&] { return fmt::format("{} {} Court Tokens, {} exist", where, FactionName(f), total); });
    int cards = stack_[f] + cards_out_[f];
    for (int p = 0; p < n; ++p) cards += players_[p].cards[f];
    check(cards == kCardsPerFaction, "td.cards-conserved", [&] { return fmt::format("{} {} Court Cards, 10 exist", cards, FactionName(f)); });
    int rings = stand_[f];
    for (int p = 0; p < n; ++p)
      for (auto x : players_[p].fingers) rings += x == f;
    const int ring_total = n <= 3 ? 2 : 3;
    check(rings == ring_total, "td.rings-conserved", [&] { return fmt::format("{} {} Rings, {} in play", rings, FactionName(f), ring_total); });
  }
  // Influence/Intrigue/Opportunity Tokens: pool + board + screens + spent + the one being decided.
  const bool opp = context().Param(kPOpportunity) == 1;
  for (int t = 0; t < kNumII; ++t) {
    int where = ii_pool_[t] + ii_used_[t] + (pending_ii_ == t);
    for (int s = 0; s < kMaxSpaces; ++s) where += ii_[s] == t;
    for (int p = 0; p < n; ++p) where += players_[p].ii[t];
    const int total = t == kOpportunity ? (opp ? 8 : 0) : 18 - (n == 2 ? 4 : 0) - (opp ? 4 : 0);
    check(where == total, "td.ii-conserved", [&] { return fmt::format("{} tokens of type {}, {} exist", where, t, total); });
  }
  // Equal turns: in phase 4 the players from the start player up to (not including) the one to act have
  // had one turn more than the others.
  if (phase_ == Phase::kActions) {
    const int k = (actor_ - start_ + n) % n;
    for (int i = 0; i < n; ++i) {
      const int p = (start_ + i) % n;
      const int want = players_[actor_].turns + (i < k ? 1 : 0);
      check(players_[p].turns == want, "td.equal-turns",
            [&] { return fmt::format("player {} has had {} turns, expected {}", p, players_[p].turns, want); });
    }
  }
  check(phase_ == Phase::kSetup || phase_ == Phase::kDraft || phase_ == Phase::kGameOver ||
            (round_ >= 1 && round_ <= RoundsTotal()),
        "td.round", [&] { return fmt::format("round {} of {}", round_, RoundsTotal()); });
}

}  // namespace peerage::td
