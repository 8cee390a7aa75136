// Among Nobles Z3 query: does the finger game's tie rule (an.finger-tie) ever change who goes first?
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <z3++.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/trace.h"
#include "solver/games/among_nobles/an_scenario.h"

namespace peerage::solver::an {
namespace {

using peerage::an::kMaxFingers;

// The engine at its first finger choice (setup draws lowest-first) under an.first-player=fingers.
std::unique_ptr<State> AtFingers(int players, const std::string& tie) {
  auto s = NewGame(Context(players, {{"an.first-player", "fingers"}, {"an.finger-tie", tie}}));
  while (s->IsChance()) s->ApplyAction(s->LegalActions().front());
  if (s->ToJson()["state"]["phase"] != "fingers") throw Error("an.finger-tie witness", "setup did not reach the finger game");
  return s;
}

// The first player after one showing (-1: they start over), played on the engine.
int Show(const State& at, const std::vector<int>& shown, std::unique_ptr<State>* keep = nullptr) {
  auto s = at.Clone();
  for (int k : shown) s->ApplyActionText(fmt::format("fingers:{}", k));
  const Json st = s->ToJson()["state"];
  const int first = st["phase"] == "fingers" ? -1 : static_cast<int>(st["sc"]["first"]);
  if (keep) *keep = std::move(s);
  return first;
}

}  // namespace

/// \brief Does the tie rule of the finger game ever change who goes first?
///
/// Rule fragment ("Determining first player"): each player shows 0-5 fingers; the most fingers wins; "if
/// there is a tie, the first player is the player who presented the second-most fingers"; with no unique
/// number, start over. The text stops at the second-most, so an.finger-tie reads a tie there either as
/// passing on down (highest-unique) or as starting over (second-most). Encoded per player count: the
/// counts c_k of each number k; the readings differ exactly when the highest number shown by one player
/// only is not among the two highest numbers shown (then both of those are tied, and second-most starts
/// over while highest-unique has a winner). Asked for 3, 4 and 5 players. Confirmation: for the player
/// counts Z3 calls impossible, every showing (6^n) is played on the engine under both readings and must
/// agree; for the others the model's showing is played under both and must differ; the witness is that
/// game (setup, then the showing under highest-unique).
SolverAnswer QueryFingerTieMatters() {
  SolverAnswer answer;
  answer.id = "an.finger-tie-matters";
  answer.interpretations = {"an.finger-tie"};
  answer.question =
      "In the finger game for the first player, can a tie for the most AND for the second-most occur while "
      "some lower number is unique, so that the readings of an.finger-tie pick different first players?";
  std::string verdicts, confirmations;
  bool confirmed = true;
  std::vector<int> witness_shown;
  int witness_players = 0;
  for (int n = 3; n <= 5; ++n) {
    z3::context c;
    z3::solver s(c);
    std::vector<z3::expr> x;
    for (int p = 0; p < n; ++p) {
      x.push_back(c.int_const(fmt::format("x{}", p).c_str()));
      s.add(x.back() >= 0 && x.back() <= kMaxFingers);
    }
    std::vector<z3::expr> count, unique, present;
    for (int k = 0; k <= kMaxFingers; ++k) {
      z3::expr ck = c.int_val(0);
      for (int p = 0; p < n; ++p) ck = ck + z3::ite(x[p] == k, c.int_val(1), c.int_val(0));
      count.push_back(ck);
      unique.push_back(ck == 1);
      present.push_back(ck >= 1);
    }
    z3::expr differ = c.bool_val(false);
    for (int w = 0; w <= kMaxFingers; ++w) {
      z3::expr highest_unique = unique[w];
      z3::expr above = c.int_val(0);  // distinct numbers shown above w
      for (int j = w + 1; j <= kMaxFingers; ++j) {
        highest_unique = highest_unique && !unique[j];
        above = above + z3::ite(present[j], c.int_val(1), c.int_val(0));
      }
      differ = differ || (highest_unique && above >= 2);
    }
    s.add(differ);
    const z3::check_result r = s.check();
    verdicts += fmt::format("{}{} players: {}", verdicts.empty() ? "" : "; ", n,
                            r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown");
    try {
      const auto hu = AtFingers(n, "highest-unique"), sm = AtFingers(n, "second-most");
      if (r == z3::unsat) {  // every showing on the engine: the readings agree
        int showings = 0, disagree = 0;
        std::vector<int> shown(n, 0);
        for (bool more = true; more; ++showings) {
          disagree += Show(*hu, shown) != Show(*sm, shown);
          more = false;
          for (int p = 0; p < n && !more; ++p) {
            if (++shown[p] <= kMaxFingers) more = true;
            else shown[p] = 0;
          }
        }
        confirmed = confirmed && disagree == 0;
        confirmations += fmt::format("{}{} players: the engine agrees under both readings on {}{} showings",
                                     confirmations.empty() ? "" : "; ", n, disagree ? "" : "all ",
                                     disagree ? fmt::format("{} of {}", showings - disagree, showings)
                                              : std::to_string(showings));
      } else if (r == z3::sat) {
        const z3::model m = s.get_model();
        std::vector<int> shown;
        for (const z3::expr& e : x) shown.push_back(m.eval(e, true).get_numeral_int());
        const int a = Show(*hu, shown), b = Show(*sm, shown);
        confirmed = confirmed && a >= 0 && b == -1;
        confirmations += fmt::format("{}{} players: showing [{}] makes p{} first under highest-unique, {} under "
                                     "second-most",
                                     confirmations.empty() ? "" : "; ", n, fmt::join(shown, ", "), a,
                                     b < 0 ? std::string("a new showing") : fmt::format("p{}", b));
        if (witness_shown.empty()) {
          witness_shown = shown;
          witness_players = n;
        }
      } else {
        confirmed = false;
      }
    } catch (const Error& e) {
      confirmed = false;
      confirmations += std::string("; engine check failed: ") + e.what();
    }
  }
  answer.verdict = witness_shown.empty() ? "unsat" : "sat";
  answer.answer = witness_shown.empty()
                      ? "No: with 3-5 players the two readings always pick the same first player."
                      : fmt::format(
                            "Only with {} players ({}): e.g. fingers [{}]: the most and the second-most are each "
                            "shown twice and a lower number once, so the text's rule runs out; with fewer players "
                            "the readings never differ, so an FAQ answer is needed for {} players only.",
                            witness_players, verdicts, fmt::join(witness_shown, ", "), witness_players);
  answer.confirmed = confirmed && (witness_shown.empty() || witness_players > 0);
  answer.confirmation = confirmations;
  if (!witness_shown.empty()) {
    try {
      std::unique_ptr<State> end;
      Show(*AtFingers(witness_players, "highest-unique"), witness_shown, &end);
      answer.witness = RecordTrace(*end, false, "finger showing the an.finger-tie readings resolve differently");
    } catch (const Error& e) {
      answer.confirmed = false;
      answer.confirmation += std::string("; witness failed: ") + e.what();
    }
  }
  return answer;
}

}  // namespace peerage::solver::an
