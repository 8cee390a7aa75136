// Among Nobles solver support: concrete engine states built from a model's values (a real setup state
// whose JSON is edited, then loaded strictly with state_from_json so the invariants hold), and drivers
// that play a witness on the engine.
#include "solver/games/among_nobles/an_scenario.h"

#include <nlohmann/json.hpp>

#include "model/core/error.h"

namespace peerage::solver::an {

std::shared_ptr<const GameContext> Context(int players, const std::map<std::string, std::string>& settings,
                                           const std::string& data_file) {
  return MakeContext(GameConfig{"among-nobles", players, settings, data_file});
}

Json SetupJson(std::shared_ptr<const GameContext> context) {
  auto s = NewGame(context);
  // Setup with the lowest outcome/choice everywhere: display, first player, couples.
  while (s->ToJson()["state"]["phase"] != "activate") s->ApplyAction(s->LegalActions().front());
  return s->ToJson();
}

void SetCard(Json& state, int card, const std::string& text) { state["state"]["cards"][card] = text; }

int CardByName(const GameContext& context, const std::string& name) {
  const auto& cards = context.Data<peerage::an::CardData>().cards;
  for (size_t c = 0; c < cards.size(); ++c)
    if (cards[c].name == name) return static_cast<int>(c);
  throw Error("among-nobles data", "no card named " + name);
}

void SetPlayer(Json& state, int p, int gold, int prestige, const std::array<int, 9>& armies, int supply) {
  Json& pj = state["state"]["players"][p];
  pj["gold"] = gold;
  pj["gold_in"] = gold;
  pj["gold_out"] = 0;
  pj["prestige"] = prestige;
  pj["supply"] = supply;
  int total = supply;
  for (int a : armies) total += a;
  pj["armies"] = armies;
  pj["gained_armies"] = total;
}

// The last turn of an activation phase: `actor` is to activate, every other player has used its token.
void LastTurn(Json& state, int players) {
  Json& sc = state["state"]["sc"];
  const int tokens = sc["tokens"];
  sc["turn"] = players * tokens - 1;
  sc["actor"] = (sc["first"].get<int>() + players * tokens - 1) % players;
  for (int p = 0; p < players; ++p) state["state"]["players"][p]["tokens_used"] = p == sc["actor"] ? 0 : tokens;
}

std::unique_ptr<State> Load(const Json& state, const std::string& where) { return StateFromJson(state, where); }

void PlayQuietTurn(State& s) {
  // Activate the first character with the first series, then decline every optional action.
  const int round = s.ToJson()["state"]["sc"]["round"];
  s.ApplyAction(s.LegalActions().front());  // activate
  s.ApplyAction(s.LegalActions().front());  // series
  while (!s.IsTerminal() && s.ToJson()["state"]["sc"]["round"] == round && !s.IsChance()) {
    const auto skip = s.ParseAction("skip"), done = s.ParseAction("done");
    if (skip && s.IsLegal(*skip)) s.ApplyAction(*skip);
    else if (done && s.IsLegal(*done)) s.ApplyAction(*done);
    else throw Error("witness", "no way to decline at step " + std::to_string(s.Step()));
  }
}

void PlayQuietRound(State& s) {
  const int round = s.ToJson()["state"]["sc"]["round"];
  while (!s.IsTerminal() && s.ToJson()["state"]["sc"]["round"] == round) {
    const auto skip = s.ParseAction("skip"), done = s.ParseAction("done");
    if (skip && s.IsLegal(*skip)) s.ApplyAction(*skip);
    else if (done && s.IsLegal(*done)) s.ApplyAction(*done);
    else s.ApplyAction(s.LegalActions().front());
  }
}

}  // namespace peerage::solver::an
