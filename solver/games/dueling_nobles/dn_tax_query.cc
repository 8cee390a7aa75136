// Dueling Nobles solver query: can a King be taxed into being vanquished?
#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/game.h"
#include "solver/games/dueling_nobles/dn_queries.h"
#include "solver/games/dueling_nobles/dn_query_util.h"

namespace peerage::solver::dn {
namespace {

constexpr const char* kKingTax = "dn.king-tax";
constexpr int kSteps = 8;  // unrolled tax decisions, more than any King's Stamina allows

// Most taxes of one King in one Income phase starting at `stamina`, by Z3 over kSteps unrolled
// decisions: a tax needs the Stamina to stay above 0 afterwards ("never ... to zero") and takes one;
// `once` limits it to one tax per King per turn.
int MaxTaxesByZ3(int stamina, bool once) {
  z3::context c;
  z3::optimize opt(c);
  z3::expr s = c.int_val(stamina), count = c.int_val(0);
  for (int i = 0; i < kSteps; ++i) {
    z3::expr tax = c.bool_const(fmt::format("tax{}", i).c_str());
    opt.add(z3::implies(tax, s - 1 >= 1));
    s = s - z3::ite(tax, c.int_val(1), c.int_val(0));
    count = count + z3::ite(tax, c.int_val(1), c.int_val(0));
  }
  if (once) opt.add(count <= 1);
  opt.maximize(count);
  if (opt.check() != z3::sat) return -1;
  return Value(opt.get_model(), count);
}

// Income phase of turn 1: player 0 has the King of Hearts at `stamina` (and one Resource, the automatic
// one); player 1 a Jack of Clubs. Hands are empty, so taxing is the only Income choice.
TableSpec IncomeTable(int stamina, const std::string& reading) {
  TableSpec t;
  t.phase = "income";
  t.courtyard[0] = {{{13, 2}, stamina, std::nullopt}};
  t.courtyard[1] = {{{11, 0}, 2, std::nullopt}};
  t.resources[0] = 1;
  t.settings[kKingTax] = reading;
  return t;
}

int KingStamina(const State& s) {
  const Json j = s.ToJson();
  for (const Json& n : j.at("state").at("players").at(0).at("courtyard"))
    if (n.at("noble") == "KH") return n.at("stamina").get<int>();
  return 0;
}

}  // namespace

/// \brief Can a King be taxed into being vanquished?
///
/// Rule fragment encoded: Income, the King's tax: each tax takes one Stamina and the text forbids taking
/// a Noble's Stamina to zero. Proof by induction (unsat of the negated step): a King in the Courtyard
/// (Stamina >= 1) whose tax is allowed (Stamina - 1 >= 1) keeps Stamina >= 1 after it, so no number of
/// taxes vanquishes him. Z3 also gives, per reading of dn.king-tax, the most taxes one King can pay in one
/// Income phase from Stamina 1, 2 and 3. Confirmation: for each reading and each starting Stamina every
/// Income-phase action sequence is played on the engine: the King must stay in the Courtyard with
/// Stamina >= 1 at every step, "tax:KH" must not be offered at Stamina 1, and the most taxes seen must equal
/// Z3's; the witness taxes a 3-Stamina King twice under the repeat reading and ends the phase.
SolverAnswer QueryKingTaxNeverVanquishes() {
  SolverAnswer answer;
  answer.id = "dn.king-tax-never-vanquishes";
  answer.interpretations = {"dn.king-tax"};
  answer.question = "Can a King be taxed into being vanquished (Stamina 0)?";
  z3::context c;
  z3::expr s = c.int_const("stamina"), after = c.int_const("after");
  z3::solver step(c);
  step.add(s >= 1 && s - 1 >= 1 && after == s - 1 && after < 1);
  z3::check_result r = step.check();
  answer.verdict = Verdict(r);

  std::vector<std::string> readings;
  for (const Interpretation& i : Registry::Instance().Get(kGame).interpretations)
    if (i.id == kKingTax)
      for (const Reading& rd : i.readings) readings.push_back(rd.id);
  bool ok = r == z3::unsat && !readings.empty();
  std::string table, engine;
  for (const std::string& reading : readings) {
    const bool once = reading == "once-per-king";
    if (!once && reading != "repeat") {
      ok = false;
      engine += fmt::format("; reading {} is not encoded", reading);
      continue;
    }
    for (int stamina = 1; stamina <= 3; ++stamina) {
      const int z3_max = MaxTaxesByZ3(stamina, once);
      int engine_max = 0, bad = 0;
      try {
        std::unique_ptr<State> start =
            StateFromJson(TableJson(IncomeTable(stamina, reading)), "solver tax state");
        auto in_income = [](const State& st) {
          for (Action a : st.LegalActions())
            if (st.ActionToString(a) == "end-income") return true;
          return false;
        };
        Explore(*start, {.inside = in_income,
                         .node =
                             [&](const State& st, const std::vector<std::string>&) {
                               const int k = KingStamina(st);
                               bool offered = false;
                               for (Action a : st.LegalActions())
                                 offered = offered || st.ActionToString(a) == "tax:KH";
                               bad += k < 1 || (k == 1 && offered);
                             },
                         .leaf =
                             [&](const State& st, const std::vector<std::string>& path) {
                               bad += KingStamina(st) < 1;
                               engine_max =
                                   std::max<int>(engine_max, std::count(path.begin(), path.end(), "tax:KH"));
                             }});
      } catch (const Error& e) {
        ++bad;
        engine += std::string("; ") + e.what();
      }
      ok = ok && bad == 0 && z3_max == engine_max;
      table += fmt::format("{}{} from {}: {}", table.empty() ? "" : ", ", reading, stamina, z3_max);
      engine += fmt::format("; {} from Stamina {}: most taxes {} (Z3 {}){}", reading, stamina, engine_max,
                            z3_max, bad ? fmt::format(", {} violations", bad) : "");
    }
  }
  answer.answer =
      "No: a tax is only allowed while the King keeps at least 1 Stamina after it, so taxes never "
      "vanquish him. Most taxes of one King in one Income phase (reading from Stamina: count): " +
      table + ".";
  // Witness: the repeat reading, a 3-Stamina King taxed twice, then the phase ends.
  Trace t;
  t.game = kGame;
  t.players = 2;
  t.interpretations = {{kKingTax, "repeat"}};
  t.note = "solver witness: " + answer.id;
  t.start = std::make_shared<const Json>(TableJson(IncomeTable(3, "repeat")));
  for (const char* a : {"tax:KH", "tax:KH"}) t.steps.push_back({.action = a});
  try {
    std::unique_ptr<State> end = Replay(t, {.where = "solver witness"});
    bool offered = false;
    for (Action a : end->LegalActions()) offered = offered || end->ActionToString(a) == "tax:KH";
    end->ApplyActionText("end-income");
    answer.witness = RecordTrace(*end, true, t.note);
    const bool w_ok = !offered && KingStamina(*end) == 1 && Replay(*answer.witness) != nullptr;
    ok = ok && w_ok;
    engine += fmt::format("; witness: two taxes leave KH at Stamina {}, a third is {}offered",
                          KingStamina(*end), offered ? "" : "not ");
  } catch (const Error& e) {
    ok = false;
    engine += std::string("; witness failed: ") + e.what();
  }
  answer.confirmed = ok;
  answer.confirmation = "engine, every Income sequence" + engine;
  return answer;
}

}  // namespace peerage::solver::dn
