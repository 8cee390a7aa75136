// conform's default state comparison, the public state: an engine that answers only the public state and
// leaves out every optional field holding its default passes with default options; bugs in such an
// engine are each reported with their own witness; an engine that answers its full state to a public
// request gets one clear "schema" divergence; and a public state that diverges inside a comparison
// interval is reported at its exact step.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <map>
#include <set>

#include "model/core/public_state.h"
#include "model/core/trace.h"
#include "model/protocol/conform.h"
#include "model/protocol/junit.h"
#include "model/protocol/messages.h"
#include "model/protocol/server.h"
#include "properties/protocol/test_support.h"

using namespace peerage;
using namespace peerage::protocol;
using namespace peerage::protocol::testing;

namespace {

// Games with a public state (the others are compared without their state, said in the report).
std::vector<std::string> PublicGames() {
  std::vector<std::string> out;
  for (const GameInfo* g : Registry::Instance().All())
    if (g->public_state && !g->public_schema.empty()) out.push_back(g->name);
  return out;
}

// Default options, except what a test must fix: the engine, a few random playouts, their seed, no corpus.
ConformOptions Defaults(const std::string& engine, const std::string& game, int random = 3) {
  ConformOptions o;
  o.engine = engine;
  o.sources.config.game = game;
  o.sources.random = random;
  o.sources.seed = 11;
  return o;
}

// Writes case `c` as a trace file at `path`; returns the path.
std::string WriteCase(const Case& c, const std::string& path) {
  auto s = CaseStart(c);
  for (const auto& a : c.actions) s->ApplyActionText(a);
  WriteFileAtomic(path, WriteTrace(RecordTrace(*s, true)));
  return path;
}

int tested = 0;

}  // namespace

BOOST_AUTO_TEST_SUITE(public_state)

BOOST_AUTO_TEST_CASE(the_default_comparison_is_the_public_state) {
  BOOST_TEST(StateCompareName(CompareOptions{}.state) == std::string("public"));
  for (const GameInfo* g : Registry::Instance().All()) {
    std::string note;
    StateCompare made = EffectiveStateCompare(CompareOptions{}, g->name, &note);
    BOOST_TEST_CONTEXT(g->name) {
      if (g->public_state) {
        BOOST_TEST(StateCompareName(made) == std::string("public"));
        BOOST_TEST(note.empty());
      } else {  // transitional: compared without the state, and the report says so
        BOOST_TEST(StateCompareName(made) == std::string("none"));
        BOOST_TEST(note.find("has no public state") != std::string::npos, note);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(serve_answers_the_public_state_and_the_reference_loads_the_wrapper_conform_sends) {
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      const GameInfo& info = Registry::Instance().Get(game);
      Case c = RandomCase(GameConfig{game, 0, {}}, 11, 1, 0);
      auto ref = CaseStart(c);
      const std::size_t half = c.actions.size() / 2;
      for (std::size_t k = 0; k < half; ++k) ref->ApplyActionText(c.actions[k]);
      Json start = ref->ToJson();
      Server server;
      server.Handle(R"({"id":0,"cmd":"hello","protocol":1})");
      Json ng = Json::parse(NewGameRequest(1, game, ref->NumPlayers(), ref->context().settings, &start));
      BOOST_REQUIRE(Json::parse(server.Handle(ng.dump()))["ok"] == true);
      Json pub = Json::parse(server.Handle(StateRequest(2, true)));
      BOOST_TEST(pub["state"] == info.public_state(*ref));
      BOOST_TEST(Json::parse(server.Handle(StateRequest(3, false)))["state"] == start);
      Json bad = Json::parse(server.Handle(R"({"id":4,"cmd":"state","view":"secret"})"));
      BOOST_TEST(bad["error"]["code"] == "bad-request");
      // What conform sends to re-synchronise under --state public loads, with the same public state.
      CompareOptions options;
      Json resync = StateCheck(info, options).StartFor(*ref);
      BOOST_TEST(resync["state"] == info.public_state(*ref)["state"]);
      Json outer = resync, canonical = start;  // the same wrapper around another inner state
      outer.erase("state"), canonical.erase("state");
      BOOST_TEST(outer == canonical);
      ng = Json::parse(NewGameRequest(5, game, ref->NumPlayers(), ref->context().settings, &resync));
      Json loaded = Json::parse(server.Handle(ng.dump()));
      BOOST_REQUIRE_MESSAGE(loaded["ok"] == true, loaded.dump());
      BOOST_TEST(Json::parse(server.Handle(StateRequest(6, true)))["state"] == info.public_state(*ref));
    }
  }
}

BOOST_AUTO_TEST_CASE(an_engine_leaving_out_every_optional_field_passes_with_default_options) {
  BOOST_REQUIRE_MESSAGE(!PublicGames().empty(), "no game has a public state yet");
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      ConformOptions o = Defaults(Faulty("strip-public"), game);
      o.explore_seconds = 0.5;
      ConformReport r = RunConform(o);
      BOOST_TEST(NoChildrenLeft());
      BOOST_TEST(ExitStatus(r) == 0);
      BOOST_TEST(r.state_note.empty());
      for (const CaseResult& c : r.results)
        if (c.outcome != Outcome::kPass) BOOST_ERROR(c.source << "/" << c.name << ": " << DescribeResult(c));
    }
  }
}

// Whether a schema declares any optional field (a property with a "default"), anywhere in it.
bool HasOptionalField(const Json& schema) {
  if (schema.is_object()) {
    if (schema.contains("properties"))
      for (const auto& [name, sub] : schema["properties"].items())
        if (sub.is_object() && sub.contains("default")) return true;
    for (const auto& [key, sub] : schema.items())
      if (key != "default" && HasOptionalField(sub)) return true;
  } else if (schema.is_array()) {
    for (const Json& sub : schema)
      if (HasOptionalField(sub)) return true;
  }
  return false;
}

BOOST_AUTO_TEST_CASE(the_stripped_replies_really_leave_fields_out) {
  // The proxy is only a test of the defaults if some state it answers is shorter than the reference's. A game
  // whose schema has no optional field is legitimate: nothing can be left out, and there is nothing to check.
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      const GameInfo& info = Registry::Instance().Get(game);
      if (!HasOptionalField(PublicSchemaOf(info))) continue;
      Case c = RandomCase(GameConfig{game, 0, {}}, 11, 0, 0);
      auto s = CaseStart(c);
      bool shorter = false;
      for (const std::string& a : c.actions) {
        Json full = info.public_state(*s);
        shorter |= WithoutPublicDefaults(PublicSchemaOf(info), full).dump().size() < full.dump().size();
        s->ApplyActionText(a);
      }
      BOOST_TEST(shorter, "no optional field ever held its default in a whole game");
    }
  }
}

BOOST_AUTO_TEST_CASE(a_full_state_answered_to_a_public_request_is_one_schema_divergence) {
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      ConformOptions o = Defaults(Faulty("full-for-public"), game, 1);
      o.shrink = false;
      ConformReport r = RunConform(o);
      BOOST_TEST(NoChildrenLeft());
      BOOST_REQUIRE(r.results.size() == 1u);
      const CaseResult& c = r.results.front();
      BOOST_REQUIRE(c.divergence.has_value());
      BOOST_TEST(c.divergence->kind == "schema");
      BOOST_TEST(c.divergence->step == 0);
      BOOST_TEST(c.divergence->summary.find("does the engine ignore \"view\": \"public\"") != std::string::npos,
                 c.divergence->summary);
      // The full wrapper's "settings" is no public field; it is named.
      const auto& details = c.divergence->details;
      bool named = std::find(details.begin(), details.end(), "(root): unknown field 'settings'") != details.end();
      BOOST_TEST(named, DescribeResult(c));
      // Re-synchronising cannot help an engine that answers the wrong thing: the same divergence again,
      // grouped as one.
      BOOST_TEST(r.distinct.size() == 1u);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_public_state_divergence_inside_an_interval_is_reported_at_its_exact_step) {
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      // From step 37 on the engine's public "step" is one too many; its actors and legal actions stay
      // right, so only the state comparison sees it. With a state comparison every 64 steps (the
      // default) the first interval is steps 1..64: step 37 is inside it.
      const int at = 37;
      ConformOptions o = Defaults(Faulty("wrong-public", at, "--fault strip-public"), game, 2);
      o.shrink = false;
      BOOST_REQUIRE(o.compare.state_every == 64);
      ConformReport r = RunConform(o);
      BOOST_TEST(NoChildrenLeft());
      for (const CaseResult& c : r.results) {
        BOOST_TEST_CONTEXT(c.name) {
          if (c.original_actions < at) continue;  // too short for the fault
          BOOST_REQUIRE(c.divergence.has_value());
          BOOST_TEST(c.divergence->kind == "state");
          BOOST_TEST(c.divergence->step == at);
          // "step" after 37 actions: reference 37, engine 37 + 1 = 38.
          BOOST_TEST(c.divergence->details.front() == "/step: reference 37, engine 38", DescribeResult(c));
        }
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(pipelined_and_per_step_runs_report_the_same_divergences) {
  // Requests pipelined over 64 steps and replies read afterwards, or one step at a time with the state
  // at every step: each case reports the same divergences at the same steps with the same details.
  const std::string game = PublicGames().front();
  for (const std::string& engine :
       {Faulty("omit-legal", 5), Faulty("refuse", 3), Faulty("wrong-scores", 0), Faulty("wrong-public", 70),
        Faulty("full-for-public", 0)}) {
    BOOST_TEST_CONTEXT(engine) {
      ConformOptions batched = Defaults(engine, game, 2);
      batched.shrink = false;
      ConformOptions stepwise = batched;
      stepwise.compare.state_every = 1;
      ConformReport a = RunConform(batched), b = RunConform(stepwise);
      BOOST_TEST(NoChildrenLeft());
      BOOST_REQUIRE(a.results.size() == b.results.size());
      for (std::size_t i = 0; i < a.results.size(); ++i) {
        const CaseResult &x = a.results[i], &y = b.results[i];
        BOOST_TEST(x.outcome == y.outcome, x.name);
        BOOST_REQUIRE(x.divergence.has_value() == y.divergence.has_value());
        if (!x.divergence) continue;
        BOOST_TEST(x.divergence->kind == y.divergence->kind, x.name);
        BOOST_TEST(x.divergence->step == y.divergence->step, x.name);
        BOOST_TEST(x.divergence->details == y.divergence->details, x.name);
        BOOST_REQUIRE(x.later.size() == y.later.size());
        for (std::size_t k = 0; k < x.later.size(); ++k) {
          BOOST_TEST(x.later[k].divergence.kind == y.later[k].divergence.kind);
          BOOST_TEST(x.later[k].divergence.step == y.later[k].divergence.step);
        }
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(two_bugs_behind_a_lean_public_state_are_both_reported_with_their_witnesses) {
  // Two unrelated rules bugs: a player's action that is legal at exactly one position of a finished game
  // is never listed, and player 0's final score is one too many. The case shows the legal bug first;
  // re-synchronised from the reference's public state (which the proxy, over the reference, loads) it
  // goes on to its end and shows the wrong scores there.
  for (const std::string& game : PublicGames()) {
    BOOST_TEST_CONTEXT(game) {
      Target t = FindTarget(game);
      if (t.index < 0) continue;  // no such game among the first playouts (said by the check below)
      ++tested;
      TempDir dir;
      ConformOptions o = Defaults(FaultyBin() + " --fault strip-public --fault omit-action --action '" + t.action +
                                      "' --fault wrong-scores",
                                  game, 0);
      o.sources.traces = {WriteCase(RandomCase(GameConfig{game, 0, {}}, 11, t.index, 0), dir / "game.trace.json")};
      o.shrink_options.max_runs = 40;
      o.repro_dir = dir / "repro";
      ConformReport r = RunConform(o);
      BOOST_TEST(NoChildrenLeft());
      BOOST_TEST(r.resync_note.empty());
      BOOST_REQUIRE(r.results.size() == 1u);
      const CaseResult& c = r.results.front();
      BOOST_REQUIRE(c.divergence.has_value());
      BOOST_TEST(c.divergence->kind == "legal");
      BOOST_TEST(c.divergence->details.front() == "missing in engine: " + t.action);
      BOOST_REQUIRE_MESSAGE(c.later.size() == 1u, DescribeResult(c));
      BOOST_TEST(c.later.front().divergence.kind == "scores");
      BOOST_TEST(c.later.front().divergence.resynced);
      BOOST_REQUIRE_MESSAGE(r.distinct.size() == 2u, DistinctList(r));
      for (const DistinctDivergence& g : r.distinct) {
        BOOST_TEST(!g.witness.reproducer.empty(), g.signature);
        BOOST_TEST(g.witness.shrunk_actions >= 0, g.signature);
      }
    }
  }
  BOOST_TEST(tested > 0, "no game with a public state had a finished playout with an action legal only once");
}

BOOST_AUTO_TEST_SUITE_END()
