// Tudor simpler neighbours (GameInfo::simplify), for shrinking report examples: each candidate takes one
// thing away, to where the conservation invariants (td_checks.cc) let it go. Order and measure: tudor.h
// (SimplifyTudor).
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "model/games/tudor/tudor.h"

namespace peerage::td {

struct Simpler {
  explicit Simpler(const TudorState& s) : s_(s), current_(s.CurrentPlayer()) {}

  std::vector<Json> Run() {
    if (s_.phase_ == Phase::kSetup) return std::move(out_);
    const int n = s_.NumPlayers();
    // Courtiers in the Throne Room, then Office holders, back to their owner's supply.
    for (int x = 0; x < kMaxSpaces; ++x)
      if (s_.OnBoard(x) && s_.fig_[x] != kNone && !FigureBusy(x))
        Emit([x](TudorState& c) {
          ++c.players_[c.fig_[x]].supply;
          c.fig_[x] = kNone;
        });
    for (int col = 0; col < s_.Cols(); ++col)
      if (s_.office_[col] != kNone && col != s_.pending_office_)
        Emit([col](TudorState& c) {
          ++c.players_[c.office_[col]].supply;
          c.office_[col] = kNone;
        });
    // A Ring from a finger back to the stand.
    for (int p = 0; p < n; ++p)
      for (int f = 0; f < kFingers; ++f)
        if (s_.players_[p].fingers[f] >= 0 && !RingsBusy(p))
          Emit([p, f](TudorState& c) {
            ++c.stand_[c.players_[p].fingers[f]];
            c.players_[p].fingers[f] = kNone;
          });
    // A whole screen's Court Cards (to the stacks), Court Tokens (out of the game), Influence/Intrigue Tokens
    // (the box); single items of a kind come later, so a whole hand is offered only when it holds two or more.
    for (int p = 0; p < n; ++p) {
      if (ScreenBusy(p)) continue;
      const Player& pl = s_.players_[p];
      if (pl.CardCount() >= 2)
        Emit([p](TudorState& c) {
          for (int f = 0; f < kFactions; ++f) Cards(c, p, f, c.players_[p].cards[f]);
        });
      if (pl.TokenCount() >= 2)
        Emit([p](TudorState& c) {
          for (int f = 0; f < kFactions; ++f) Tokens(c, p, f, c.players_[p].tokens[f]);
        });
      if (pl.IICount() >= 2)
        Emit([p](TudorState& c) {
          for (int t = 0; t < kNumII; ++t) II(c, p, t, c.players_[p].ii[t]);
        });
    }
    // Tokens off the Throne Room spaces (left alone while two of them are being swapped).
    if (s_.mode_ != Mode::kSwapTokens)
      for (int x = 0; x < kMaxSpaces; ++x)
        if (s_.OnBoard(x) && s_.token_[x] != kNone)
          Emit([x](TudorState& c) {
            ++c.removed_[c.token_[x]];
            c.token_[x] = kNone;
          });
    for (int x = 0; x < kMaxSpaces; ++x)
      if (s_.OnBoard(x) && s_.ii_[x] != kNone)
        Emit([x](TudorState& c) {
          ++c.ii_pool_[c.ii_[x]];
          c.ii_[x] = kNone;
        });
    // One Court Card, Court Token, Influence/Intrigue Token; an Ambassador; Prestige.
    for (int p = 0; p < n; ++p) {
      const Player& pl = s_.players_[p];
      if (!ScreenBusy(p)) {
        for (int f = 0; f < kFactions; ++f)
          if (pl.cards[f] > 0) Emit([p, f](TudorState& c) { Cards(c, p, f, 1); });
        for (int f = 0; f < kFactions; ++f)
          if (pl.tokens[f] > 0) Emit([p, f](TudorState& c) { Tokens(c, p, f, 1); });
        for (int t = 0; t < kNumII; ++t)
          if (pl.ii[t] > 0) Emit([p, t](TudorState& c) { II(c, p, t, 1); });
      }
      if (pl.ambassadors > 0)
        Emit([p](TudorState& c) {
          --c.players_[p].ambassadors;
          ++c.players_[p].supply;
        });
      if (pl.prestige != 0) Emit([p](TudorState& c) { c.players_[p].prestige = 0; });
      if (std::abs(pl.prestige) >= 2) Emit([p](TudorState& c) { c.players_[p].prestige += TowardZero(c.players_[p].prestige); });
    }
    return std::move(out_);
  }

 private:
  static int TowardZero(int prestige) { return prestige > 0 ? -1 : 1; }  // one step toward 0
  static void Cards(TudorState& c, int p, int f, int k) {
    c.players_[p].cards[f] = static_cast<std::uint8_t>(c.players_[p].cards[f] - k);
    c.stack_[f] += k;
  }
  static void Tokens(TudorState& c, int p, int f, int k) {
    c.players_[p].tokens[f] = static_cast<std::uint8_t>(c.players_[p].tokens[f] - k);
    c.removed_[f] += k;
  }
  static void II(TudorState& c, int p, int t, int k) {
    c.players_[p].ii[t] = static_cast<std::uint8_t>(c.players_[p].ii[t] - k);
    c.ii_pool_[t] += k;
  }

  // An Action's sub-decision is under way (a movement, a card or Ring choice, a token to keep or use):
  // the acting player's screen and Rings pay for or receive what is being decided.
  bool Resolving() const {
    return s_.phase_ == Phase::kActions && s_.mode_ != Mode::kTurn && s_.mode_ != Mode::kNone &&
           s_.mode_ != Mode::kArrange;
  }
  bool ScreenBusy(int p) const { return Resolving() && p == s_.actor_; }
  bool RingsBusy(int p) const { return ScreenBusy(p) || p == s_.pending_victim_ || s_.arrange_[p]; }
  // The moving Courtier; and a player without Courtiers in supply who must place one takes one of their
  // own back from the Throne Room (phase 1, a movement's start): those stay.
  bool FigureBusy(int x) const {
    if (s_.mode_ == Mode::kMove && x == s_.mv_.pos) return true;
    const bool placing = s_.phase_ == Phase::kAssign || s_.mode_ == Mode::kMove;
    return placing && s_.fig_[x] == s_.actor_ && s_.players_[s_.actor_].supply == 0;
  }

  // Applies `edit` to a copy; keeps it when it is a valid position with the same player to act and a move
  // to make (a cheap guard: the edits above are chosen to pass it).
  template <class Edit>
  void Emit(Edit&& edit) {
    TudorState c(s_);
    edit(c);
    if (c.CurrentPlayer() != current_ || !c.CheckInvariants().empty()) return;
    if (current_ != kTerminal && c.LegalActions().empty()) return;
    out_.push_back(c.ToJson());
  }

  const TudorState& s_;
  const int current_;
  std::vector<Json> out_;
};

std::vector<Json> SimplifyTudor(const State& state) { return Simpler(static_cast<const TudorState&>(state)).Run(); }

}  // namespace peerage::td
