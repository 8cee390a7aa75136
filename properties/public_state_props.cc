// The public state (GameInfo::public_state, public_schema; model/core/public_state.h), generic over every
// registered game that has one (PEERAGE_GAME narrows it, as for the generic suite). On random reachable
// states (random player counts and readings):
//   (a) the wrapper is {"game","players","step","state"} of that state and validates against the game's
//       schema (which describes the whole wrapper, parses and follows the documentation rules);
//   (b) stripping every optional property that holds its default, then filling defaults, gives back the
//       same JSON (the reference writes every field, and the defaults mean what the reference writes);
//   (c) resumable: the wrapper plus the state's settings loads with StateFromJson and gives the same public
//       state, the same player to act and the same legal action texts (and play resumes alike for 20
//       actions more, at every player count and seat rotation: public_state_roundtrip_props.cc);
//   (d) on a random walk, a step that changes any player's observation ("state" member) also changes the
//       public state, unless every observation field that changed is listed below as bookkeeping for that
//       game (as its header says): nothing a player can see is missing from the public state.
#include <map>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "model/core/error.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "properties/generators.h"
#include "properties/public_state_resume.h"

using namespace peerage;
using namespace peerage::props;

namespace {

constexpr int kPublicWalkSteps = 300;  // steps of (d) after the random start state

// Observation fields (JSON pointers into an observation's "state", prefixes) that a game's header lists as
// bookkeeping left out of the public state and that may change in a step that leaves the public state
// alone. An index in a pointer is written "*" here (matches any array index).
const std::map<std::string, std::vector<std::string>> kObservationBookkeeping = {};

std::string Lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += "\n  " + l;
  return out;
}

// Does `path` (a JSON pointer) fall under one of the listed prefixes ("*" standing for any index)?
bool Listed(const std::string& game, const std::string& path) {
  auto it = kObservationBookkeeping.find(game);
  if (it == kObservationBookkeeping.end()) return false;
  for (const std::string& prefix : it->second) {
    std::size_t i = 0, k = 0;
    while (i < prefix.size() && k < path.size()) {
      if (prefix[i] == '*') {
        ++i;
        while (k < path.size() && path[k] != '/') ++k;
      } else if (prefix[i] == path[k]) {
        ++i, ++k;
      } else {
        break;
      }
    }
    if (i == prefix.size() && (k == path.size() || path[k] == '/')) return true;
  }
  return false;
}

// (a), (b) and (c) on one state.
void CheckState(const GameInfo& info, const nlohmann::json& schema, const State& state) {
  const Json pub = info.public_state(state);
  RC_ASSERT(pub.is_object());
  const Json head = {{"game", info.name}, {"players", state.NumPlayers()}, {"step", state.Step()}};
  for (const auto& [key, value] : head.items())
    RC_ASSERT(pub.value(key, Json()) == value);
  RC_ASSERT(pub.size() == 4u);
  RC_ASSERT(pub.contains("state"));
  const auto violations = ValidatePublicState(schema, pub);
  if (!violations.empty()) RC_FAIL(fmt::format("(a) at {}:{}", ShowState(state), Lines(violations)));
  // (b)
  const Json round_trip = WithPublicDefaults(schema, WithoutPublicDefaults(schema, pub));
  if (round_trip != pub)
    RC_FAIL(fmt::format("(b) at {}:\n  strip then fill: {}", ShowState(state), Json::diff(pub, round_trip).dump()));
  // (c)
  if (NotResumable().count(info.name)) return;
  const Json wrapper = ResumeWrapper(info, state);
  std::unique_ptr<State> loaded;
  try {
    loaded = StateFromJson(wrapper, "public state");
  } catch (const Error& e) {
    RC_FAIL(fmt::format("(c) at {}:\n  the public state does not load: {}", ShowState(state), e.what()));
  }
  const Json again = info.public_state(*loaded);
  if (again != pub)
    RC_FAIL(fmt::format("(c) at {}:\n  reloaded public state differs: {}", ShowState(state),
                        Json::diff(pub, again).dump()));
  RC_ASSERT(loaded->CurrentPlayer() == state.CurrentPlayer());
  RC_ASSERT(ActionTexts(*loaded) == ActionTexts(state));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(public_state)

// Every game under test has both public_state and public_schema or neither; the schema parses and
// follows the documentation rules (model/core/public_state.h: PublicSchemaProblems).
BOOST_AUTO_TEST_CASE(schema_is_well_formed) {
  for (const GameInfo* g : GamesUnderTest()) {
    BOOST_TEST_CONTEXT(g->name) {
      BOOST_TEST(static_cast<bool>(g->public_state) == !g->public_schema.empty());
      if (g->public_schema.empty()) continue;
      const nlohmann::json schema = PublicSchemaOf(*g);
      BOOST_TEST(PublicSchemaProblems(schema).empty(), Lines(PublicSchemaProblems(schema)));
    }
  }
  BOOST_TEST_MESSAGE(fmt::format("public_state: {} game(s) under test with a public state",
                                 GamesWithPublicState().size()));
}

// (a), (b), (c) on random reachable states, per game with a public state.
BOOST_AUTO_TEST_CASE(validates_strips_and_resumes) {
  for (const GameInfo* g : GamesWithPublicState()) {
    const nlohmann::json schema = PublicSchemaOf(*g);
    const bool ok = rc::check(g->name + ": public state validates, strips and resumes", [g, &schema] {
      Reach reach;
      reach.config = *GenConfigFor(*g);
      reach.seed = *rc::gen::noShrink(GenSeed());
      reach.permille = *rc::gen::inRange(0, 1001);
      CheckState(*g, schema, *ReachState(reach).state);
    });
    BOOST_TEST(ok, g->name);
  }
}

// (d) on random walks of kPublicWalkSteps from random reachable states, per game with a public state.
BOOST_AUTO_TEST_CASE(observation_changes_show_in_public_state) {
  for (const GameInfo* g : GamesWithPublicState()) {
    const bool ok = rc::check(g->name + ": every observed change shows in the public state", [g] {
      Reach reach;
      reach.config = *GenConfigFor(*g);
      reach.seed = *rc::gen::noShrink(GenSeed());
      reach.permille = *rc::gen::inRange(0, 1001);
      const std::uint64_t walk_seed = *rc::gen::noShrink(GenSeed());
      auto state = ReachState(reach).state;
      Rng rng(walk_seed);
      auto views = [&] {
        std::vector<Json> out;
        for (int p = 0; p < state->NumPlayers(); ++p) out.push_back(state->ObservationJson(p).at("state"));
        return out;
      };
      std::vector<Json> seen = views();
      Json pub = g->public_state(*state).at("state");
      for (int i = 0; i < kPublicWalkSteps && !state->IsTerminal(); ++i) {
        const auto legal = state->LegalActions();
        if (legal.empty()) break;
        const Action a = state->IsChance() ? SampleChance(state->ChanceOutcomes(), rng) : legal[rng.Below(legal.size())];
        const std::string text = state->ActionToString(a);
        state->ApplyLegalAction(a);
        std::vector<Json> now = views();
        Json pub_now = g->public_state(*state).at("state");
        if (pub_now == pub) {
          for (int p = 0; p < state->NumPlayers(); ++p)
            for (const Json& op : Json::diff(seen[p], now[p]))
              if (!Listed(g->name, op.at("path").get<std::string>()))
                RC_FAIL(fmt::format("(d) {} after '{}' (walk seed {}): p{}'s view changed at {} but the public "
                                    "state did not\n{}",
                                    g->name, text, walk_seed, p, op.at("path").get<std::string>(), ShowState(*state)));
        }
        seen = std::move(now);
        pub = std::move(pub_now);
      }
    });
    BOOST_TEST(ok, g->name);
  }
}

BOOST_AUTO_TEST_SUITE_END()
