#include "model/core/playout.h"

namespace peerage {

int DeclaredMaxLength(const GameContext& context) { return context.info->max_game_length(context); }

PlayoutEnd PlayoutFrom(State& state, const PlayoutOptions& options) {
  Rng rng(options.seed);
  const int max_steps = options.max_steps > 0 ? options.max_steps : DeclaredMaxLength(state.context());
  std::vector<Action> legal;
  legal.reserve(64);
  for (;;) {
    const int current = state.CurrentPlayer();
    if (current == kTerminal) break;
    if (state.Step() >= max_steps) return PlayoutEnd::kOverran;
    Action a;
    if (current == kChance) {
      std::optional<Action> drawn = state.SampleChanceOutcome(rng);
      if (!drawn) return PlayoutEnd::kDeadlock;
      a = *drawn;
    } else {
      state.LegalActions(legal);
      if (legal.empty()) return PlayoutEnd::kDeadlock;
      a = options.policy ? options.policy(state, legal, rng) : legal[rng.Below(legal.size())];
    }
    if (options.validate) state.ApplyAction(a);
    else state.ApplyLegalAction(a);
  }
  return PlayoutEnd::kTerminal;
}

PlayoutResult Playout(std::shared_ptr<const GameContext> context, const PlayoutOptions& options) {
  PlayoutResult result;
  result.state = NewGame(std::move(context));
  result.end = PlayoutFrom(*result.state, options);
  return result;
}

}  // namespace peerage
