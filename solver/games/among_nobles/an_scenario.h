// Among Nobles solver support: concrete states for confirming answers on the engine.
#pragma once
#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "model/analysis/solver_answer.h"
#include "model/core/state.h"
#include "model/games/among_nobles/among_nobles.h"

namespace peerage::solver::an {

std::shared_ptr<const GameContext> Context(int players, const std::map<std::string, std::string>& settings = {},
                                           const std::string& data_file = "");
// Canonical JSON of the state right after setup (lowest outcome and choice everywhere).
Json SetupJson(std::shared_ptr<const GameContext> context);
void SetCard(Json& state, int card, const std::string& text);
int CardByName(const GameContext& context, const std::string& name);
// Gold, prestige, armies per province and supply of player p (ledgers set to match).
void SetPlayer(Json& state, int p, int gold, int prestige, const std::array<int, 9>& armies, int supply);
// Makes the state the last turn of its activation phase.
void LastTurn(Json& state, int players);
std::unique_ptr<State> Load(const Json& state, const std::string& where);
// The acting player activates its first character with its first series and declines every option,
// until the next round, a chance node or the end.
void PlayQuietTurn(State& s);
// Plays to the next round (or the end): lowest chance outcomes, "skip"/"done" where legal, else the first
// legal action.
void PlayQuietRound(State& s);

std::vector<SolverAnswer> Queries();
SolverAnswer QueryTieSurvivesGoldAndProvinces();
SolverAnswer QueryDoubleRunOut();
SolverAnswer QueryDoubleRunOutTiming();
SolverAnswer QueryNoMaleHeirNoDrawableMale();
SolverAnswer QueryFingerTieMatters();

}  // namespace peerage::solver::an
