// Narration (GameInfo::narrator, model/core/narrator.h), generic over every registered game with a public
// state (PEERAGE_GAME narrows it). The per-game hand-written cases (properties/games/<folder>/*_narrate_props.cc)
// check that the sentences say the right thing; this suite checks that they exist and read as words:
//   (a) the declared fields are exactly the leaves of the public schema;
//   (b) on random games (random player counts and readings), every action taken has a declared kind and a
//       sentence; every difference between consecutive public states is covered by a narrated change whose
//       field is declared (or lies above a declared field); every sentence is words, not engine text;
//   (c) every position reached by play is plausible (Narrator::implausible says "");
//   (d) the picture of a reached position, focused on what the last action changed, stays small and never
//       shows engine text.
#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <boost/test/unit_test.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/boost_test.h>

#include "model/core/narrator.h"
#include "model/core/narrator_readings.h"
#include "model/core/playout.h"
#include "model/core/public_state.h"
#include "model/core/rng.h"
#include "properties/generators.h"

using namespace peerage;
using namespace peerage::props;

namespace {

std::vector<const GameInfo*> NarratedGames() {
  std::vector<const GameInfo*> out;
  for (const GameInfo* g : GamesUnderTest())
    if (g->public_state) out.push_back(g);
  return out;
}

// Why `sentence` is not plain words ("" when it is): a JSON pointer, JSON punctuation, an engine field name
// (snake_case), or a JSON literal.
std::string EngineText(const std::string& sentence) {
  static const std::regex pointer(R"((^|[\s(])/[A-Za-z0-9_*])");
  static const std::regex literal(R"(\b(null|true|false)\b)");
  if (sentence.empty()) return "empty";
  if (std::regex_search(sentence, pointer)) return "a JSON pointer";
  if (sentence.find_first_of("{}[]_") != std::string::npos) return "JSON punctuation or an engine field name";
  if (std::regex_search(sentence, literal)) return "a JSON literal";
  return "";
}

bool Declared(const Narrator& n, const std::string& field) {
  return std::any_of(n.fields.begin(), n.fields.end(),
                     [&](const std::string& f) { return PatternCovers(field, f); });
}

Json Public(const GameInfo& info, const Json& schema, const State& s) {
  return WithPublicDefaults(schema, info.public_state(s));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(narration)

BOOST_AUTO_TEST_CASE(declared_fields_are_the_schema_leaves) {
  for (const GameInfo* info : NarratedGames()) {
    BOOST_TEST_CONTEXT(info->name) {
      BOOST_REQUIRE_MESSAGE(!info->narrator.empty(), info->name + " has a public state but no narrator");
      const std::vector<std::string> leaves = SchemaLeafPatterns(PublicSchemaOf(*info));
      const std::set<std::string> want(leaves.begin(), leaves.end());
      const std::set<std::string> have(info->narrator.fields.begin(), info->narrator.fields.end());
      for (const std::string& f : want)
        BOOST_CHECK_MESSAGE(have.count(f), fmt::format("{}: schema field {} is not narrated", info->name, f));
      for (const std::string& f : have)
        BOOST_CHECK_MESSAGE(want.count(f), fmt::format("{}: narrated field {} is not in the schema", info->name, f));
      BOOST_CHECK_EQUAL(have.size(), info->narrator.fields.size());  // no field listed twice
      const std::set<std::string> kinds(info->narrator.action_kinds.begin(), info->narrator.action_kinds.end());
      BOOST_CHECK_EQUAL(kinds.size(), info->narrator.action_kinds.size());
      for (const std::string& line : [&] {
             std::vector<std::string> out;
             std::string l;
             for (char c : info->narrator.legend + "\n")
               if (c == '\n') { if (!l.empty()) out.push_back(l); l.clear(); } else l += c;
             return out;
           }())
        BOOST_CHECK_MESSAGE(line.find(": ") != std::string::npos,
                            fmt::format("{}: legend line '{}' is not 'symbol: meaning'", info->name, line));
    }
  }
}

RC_BOOST_PROP(random_play_is_narrated_in_words, ()) {
  const auto games = NarratedGames();
  RC_PRE(!games.empty());
  const GameInfo& info = **rc::gen::elementOf(games);
  const GameConfig config = *GenConfigFor(info);
  const std::uint64_t seed = *GenSeed();
  const Narrator& n = info.narrator;
  RC_ASSERT(!n.empty());
  const Json schema = PublicSchemaOf(info);
  auto s = NewGame(config);
  const int cap = DeclaredMaxLength(s->context());
  Rng rng(seed);
  std::vector<Action> legal;
  Json before = Public(info, schema, *s);
  while (true) {
    const std::string why_implausible = n.implausible ? n.implausible(WithReadings(before, *s)) : "";
    if (!why_implausible.empty())
      RC_FAIL(fmt::format("step {}: a position reached by play is called implausible: {}\n{}", s->Step(),
                          why_implausible, ShowState(*s)));
    if (s->IsTerminal() || s->Step() >= cap) break;
    s->LegalActions(legal);
    const auto outcomes = s->ChanceOutcomes();
    if (legal.empty() || (s->IsChance() && outcomes.empty())) break;
    const Action a = s->IsChance() ? SampleChance(outcomes, rng) : legal[rng.Below(legal.size())];
    const std::string text = s->ActionToString(a);
    const int actor = s->IsChance() ? -1 : s->CurrentPlayer();
    const std::string kind(ActionKind(text));
    if (std::count(n.action_kinds.begin(), n.action_kinds.end(), kind) != 1)
      RC_FAIL(fmt::format("action '{}': kind '{}' is not declared", text, kind));
    const std::string said = n.action(before, text, actor);
    if (!EngineText(said).empty() || (text.find(':') != std::string::npos && said.find(text) != std::string::npos))
      RC_FAIL(fmt::format("action '{}' narrated as '{}' ({})", text, said,
                          EngineText(said).empty() ? "repeats the action text" : EngineText(said)));
    s->ApplyLegalAction(a);
    Json now = Public(info, schema, *s);
    const std::vector<NarratedChange> changes = n.differences(before, now);
    for (const NarratedChange& c : changes) {
      if (!Declared(n, c.field)) RC_FAIL(fmt::format("after '{}': change of undeclared field {}", text, c.field));
      if (!EngineText(c.sentence).empty())
        RC_FAIL(fmt::format("after '{}': '{}' ({}) is {}", text, c.sentence, c.field, EngineText(c.sentence)));
    }
    for (const std::string& leaf : DifferingLeaves(before["state"], now["state"]))
      if (std::none_of(changes.begin(), changes.end(), [&](const NarratedChange& c) { return PatternCovers(c.field, leaf); }))
        RC_FAIL(fmt::format("after '{}' at step {}: the difference at {} is not narrated\n{}", text, s->Step(), leaf,
                            ShowState(*s)));
    std::vector<std::string> focus;
    for (const NarratedChange& c : changes)
      if (focus.size() < 3) focus.push_back(c.field);
    const std::string picture = n.picture(now, focus);
    const auto lines = std::count(picture.begin(), picture.end(), '\n') + (picture.empty() || picture.back() == '\n' ? 0 : 1);
    if (lines > 12) RC_FAIL(fmt::format("a picture focused on {} fields has {} lines:\n{}", focus.size(), lines, picture));
    if (picture.find('_') != std::string::npos || picture.find('{') != std::string::npos)
      RC_FAIL(fmt::format("the picture shows engine text:\n{}", picture));
    before = std::move(now);
  }
}

BOOST_AUTO_TEST_SUITE_END()
