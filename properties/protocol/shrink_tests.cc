// Delta debugging of a failing case (model/protocol/shrink.h; docs/protocol.md, "Witnesses from a small
// state": for an engine that cannot load states "the case's actions are cut instead by delta debugging
// (drop a chunk, keep the cut if the rest is legal in the reference and the engine still diverges the same
// way)"), on an engine written here as a function, so that what must hold is checked by replaying: the
// engine "diverges" (kind legal, as an engine that never offers one action) after the first actions that
// reach a decision where the reference offers `target`. The witness is legal in the reference, shows the
// same divergence, holds exactly the actions it needs, and is 1-minimal: without any one of its actions it
// is illegal or the engine passes.
#include <boost/test/unit_test.hpp>

#include "model/core/game.h"
#include "model/protocol/cases.h"
#include "model/protocol/lockstep.h"
#include "model/protocol/shrink.h"

using namespace peerage;
using namespace peerage::protocol;

namespace {

// After how many of c's actions the reference first offers `target` at a decision (nullopt: never, or
// an action c plays is not legal there).
std::optional<int> FirstOffer(const Case& c, const std::string& target) {
  auto state = CaseStart(c);
  for (std::size_t k = 0;; ++k) {
    if (!state->IsTerminal() && !state->IsChance())
      for (Action a : state->LegalActions())
        if (state->ActionToString(a) == target) return static_cast<int>(k);
    if (k == c.actions.size()) return std::nullopt;
    try {
      state->ApplyActionText(c.actions[k]);
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
}

// One random case of `game`, its engine omitting one action; the checks above. Returns the witness's length.
void CheckShrink(const std::string& game, std::uint64_t seed) {
  const Case failing = RandomCase(GameConfig{game, 0, {}}, seed, 0, 0);
  // The last legal action of a decision with a choice, some way into the game: the action the engine omits.
  std::string target;
  {
    auto s = CaseStart(failing);
    for (std::size_t k = 0; k < failing.actions.size() && k < 60; ++k) {
      if (!s->IsChance() && k > 10 && s->LegalActions().size() > 1) target = s->ActionToString(s->LegalActions().back());
      s->ApplyActionText(failing.actions[k]);
    }
  }
  if (target.empty()) return;
  const CaseRunner engine = [&](const Case& c) -> std::optional<Divergence> {
    const auto at = FirstOffer(c, target);
    if (!at) return std::nullopt;
    Divergence d;
    d.kind = "legal", d.step = *at, d.needed = *at;
    d.details = {"missing in engine: " + target};
    return d;
  };
  const auto first = engine(failing);
  BOOST_REQUIRE(first.has_value());
  const ShrinkResult r = Shrink(failing, *first, engine, ShrinkOptions{.seconds = 120, .max_runs = 100000});
  BOOST_TEST_MESSAGE(game << " seed " << seed << ", target " << target << ": " << first->needed << " actions shrunk to "
                          << r.shrunk.actions.size() << " in " << r.runs << " runs");
  BOOST_TEST(!r.exhausted);
  BOOST_TEST(ValidInReference(r.shrunk));
  const auto again = engine(r.shrunk);
  BOOST_REQUIRE(again.has_value());
  BOOST_TEST(again->kind == first->kind);
  BOOST_TEST(r.divergence.needed == again->needed);
  BOOST_TEST(static_cast<int>(r.shrunk.actions.size()) == again->needed);  // exactly the actions it needs
  for (std::size_t k = 0; k < r.shrunk.actions.size(); ++k) {
    Case fewer = r.shrunk;
    fewer.actions.erase(fewer.actions.begin() + static_cast<std::ptrdiff_t>(k));
    BOOST_TEST(!(ValidInReference(fewer) && engine(fewer).has_value()), "without action " << k << " it still diverges");
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shrink)

BOOST_AUTO_TEST_CASE(delta_debugging_keeps_a_valid_one_minimal_witness) {
  for (const GameInfo* g : Registry::Instance().All())
    for (std::uint64_t seed : {11, 12, 13}) BOOST_TEST_CONTEXT(g->name << " seed " << seed) CheckShrink(g->name, seed);
}

BOOST_AUTO_TEST_SUITE_END()
