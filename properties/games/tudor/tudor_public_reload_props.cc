// Tudor's public state on random reachable states and along whole games: the bookkeeping it leaves out
// (setup_step, draft_pick, each player's turns and placed, "mode", the restock flags and the visited bit
// mask) and the numbers it says by name are rebuilt by the loader exactly (turns up to the offset the rules
// never read). Hand-written cases: tudor_public_props.cc.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "properties/games/tudor/tudor_fixtures.h"

using namespace peerage;
using namespace tudor_build;

namespace {

// What the public state keeps of a canonical state: turns this round less the fewest any player has had
// (all the rules, and the loader, know of them), and outside a movement no movement figures (a movement
// stopped before its first step leaves them in the reference, unread) but the colours discarded; and
// sub.finger only while Action B is resolved.
Json Comparable(Json state) {
  int least = 1 << 30;
  for (const Json& p : state["players"]) least = std::min(least, p["turns"].get<int>());
  for (Json& p : state["players"]) p["turns"] = p["turns"].get<int>() - least;
  // sub.finger is public only while Action B is resolved (tudor.h): afterwards it is left behind, unread.
  if (state["mode"] != "exchange" && !(state["mode"] == "card" && state["sub"]["action"] == 1)) state["sub"]["finger"] = -1;
  if (state["mode"] != "move")
    state["move"] = {{"kind", 0}, {"pos", -1}, {"start", -1}, {"left", 0}, {"moved", 0}, {"any_dir", false},
                     {"enhanced", false}, {"visited", 0}, {"discarded", state["move"]["discarded"]}};
  return state;
}

// The canonical state the public state of `state` loads into, made comparable (nullopt: equal).
std::optional<std::string> ReloadDiff(const State& state) {
  const Json full = state.ToJson();
  Json wrapper = state.info().public_state(state);
  for (const char* key : {"settings", "parameters", "data"})
    if (full.contains(key)) wrapper[key] = full[key];
  const Json again = StateFromJson(wrapper, "public state")->ToJson()["state"];
  if (Comparable(again) == Comparable(full["state"])) return std::nullopt;
  return Json::diff(Comparable(full["state"]), Comparable(again)).dump();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tudor_public_reload)

// Every decision of one whole random game reloads from its public state (chance nodes, most of the states,
// are left to the property below; the rare decisions after an Office, to tudor_public_props.cc).
RC_BOOST_PROP(every_state_of_a_game_reloads_from_its_public_state, ()) {
  const GameConfig config = *AnyConfig();
  const std::uint64_t seed = *rc::gen::noShrink(props::GenSeed());
  auto state = NewGame(config);
  Rng rng(seed);
  std::vector<Action> legal;
  while (!state->IsTerminal()) {
    if (const auto diff = state->IsChance() ? std::nullopt : ReloadDiff(*state)) RC_FAIL(props::ShowState(*state) + "\n" + *diff);
    state->LegalActions(legal);
    state->ApplyLegalAction(state->IsChance() ? *state->SampleChanceOutcome(rng) : legal[rng.Below(legal.size())]);
  }
}

RC_BOOST_PROP(reloaded_public_states_match_the_canonical_state, ()) {
  props::Reach reach;
  reach.config = *AnyConfig();
  reach.seed = *rc::gen::noShrink(props::GenSeed());
  reach.permille = *rc::gen::inRange(0, 1001);
  const auto state = props::ReachState(reach).state;
  RC_TAG(state->ToJson()["state"]["mode"].get<std::string>());  // which decisions the cases reached
  if (const auto diff = ReloadDiff(*state)) RC_FAIL(props::ShowState(*state) + "\n" + *diff);
}

BOOST_AUTO_TEST_SUITE_END()
