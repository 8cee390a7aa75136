#include "model/analysis/stats.h"

#include <chrono>

namespace peerage {

std::string OutcomeKey(const State& terminal) {
  if (terminal.NumPlayers() == 1) return "solo";
  if (terminal.IsDraw()) return "draw";
  const std::vector<int> ranking = terminal.Ranking();
  std::vector<int> winners;
  for (size_t p = 0; p < ranking.size(); ++p)
    if (ranking[p] == 1) winners.push_back(static_cast<int>(p));
  if (winners.size() == 1) return "p" + std::to_string(winners[0]);
  std::string key = "shared:";
  for (size_t i = 0; i < winners.size(); ++i) key += (i ? "+p" : "p") + std::to_string(winners[i]);
  return key;
}

// "First player" is the player who takes the first turn, for the first-player advantage statistic. A game
// whose first decision is not a turn of one player (simultaneous choices played in seat order, a set-up
// step everyone takes) says what it means for it with GameInfo::first_player, or returns -1 from it and
// the statistic is left out (`play` prints that instead). Among Nobles: the holder of the first-player
// card in the first activation round, after the finger game (or the chance draw) that decides it; its
// simultaneous finger showings and bride picks are never "first turns". Dueling Nobles: the dealer's
// opponent; Tudor: round 1's start player; Nobles solo: its one player. Without the hook: the actor of
// the first non-chance action, right for a game that starts with one player's turn.
int FirstPlayer(const State& state) {
  if (state.info().first_player) return state.info().first_player(state);
  for (int actor : state.HistoryActors())
    if (actor >= 0) return actor;
  return -1;
}

Trace PrefixTrace(const State& state, int steps, const std::string& note) {
  std::unique_ptr<State> replay = state.StartState() ? StateFromJson(*state.StartState(), "start state")
                                                     : NewGame(state.shared_context());
  for (int k = 0; k < steps && k < static_cast<int>(state.History().size()); ++k)
    replay->ApplyLegalAction(state.History()[k]);
  return RecordTrace(*replay, false, note);
}

namespace {

// Findings are the same when kind, rules and interpretation agree (details carry state-specific numbers;
// the summary keeps the detail of its shortest witness). Findings without rules (the kernel's
// deadlock/livelock) are told apart by their detail.
std::string FindingKey(const Finding& f) {
  std::string key = FindingKindName(f.kind);
  for (const auto& r : f.rules) key += "|" + r;
  return key + "|" + f.interpretation + (f.rules.empty() ? "|" + f.detail : "");
}

void Absorb(PlayStats& stats, std::map<std::string, size_t>& index, const State& final_state,
            std::uint64_t game_seed) {
  std::map<std::string, bool> seen_here;
  for (const Finding& f : final_state.Findings()) {
    std::string key = FindingKey(f);
    auto it = index.find(key);
    int witness_steps = f.step - (final_state.Step() - static_cast<int>(final_state.History().size())) + 1;
    if (it == index.end()) {
      index[key] = stats.findings.size();
      FindingSummary s;
      s.first = f;
      s.first.state_hash = StateHashAtStep(final_state, f.step);
      s.witness = PrefixTrace(final_state, witness_steps, "witness: seed " + std::to_string(game_seed));
      stats.findings.push_back(std::move(s));
      it = index.find(key);
    } else if (witness_steps < static_cast<int>(stats.findings[it->second].witness.steps.size())) {
      stats.findings[it->second].first = f;
      stats.findings[it->second].first.state_hash = StateHashAtStep(final_state, f.step);
      stats.findings[it->second].witness =
          PrefixTrace(final_state, witness_steps, "witness: seed " + std::to_string(game_seed));
    }
    FindingSummary& s = stats.findings[it->second];
    ++s.count;
    if (!seen_here[key]) ++s.games;
    seen_here[key] = true;
  }
}

void AddEndFinding(PlayStats& stats, std::map<std::string, size_t>& index, const State& state,
                   FindingKind kind, const std::string& detail, std::uint64_t game_seed) {
  Finding f;
  f.kind = kind;
  f.detail = detail;
  f.state_hash = state.Hash();
  f.step = state.Step();
  std::string key = FindingKey(f);
  auto it = index.find(key);
  if (it == index.end()) {
    index[key] = stats.findings.size();
    FindingSummary s;
    s.first = f;
    s.witness = PrefixTrace(state, static_cast<int>(state.History().size()),
                            "witness: seed " + std::to_string(game_seed));
    stats.findings.push_back(std::move(s));
    it = index.find(key);
  }
  ++stats.findings[it->second].count;
  ++stats.findings[it->second].games;
}

}  // namespace

PlayStats RunPlayouts(std::shared_ptr<const GameContext> context, const PlayOptions& options) {
  PlayStats stats;
  stats.game = context->info->name;
  stats.players = context->players;
  stats.settings = context->settings;
  stats.seed = options.seed;
  stats.scores.resize(context->players);
  stats.rule_counts.assign(context->info->rules.size(), 0);
  std::map<std::string, size_t> finding_index;
  auto start = std::chrono::steady_clock::now();
  for (std::uint64_t g = 0; g < options.games; ++g) {
    PlayoutOptions po;
    po.seed = SubSeed(options.seed, g);
    po.max_steps = options.max_steps;
    po.policy = options.policy;
    PlayoutResult r = Playout(context, po);
    const State& s = *r.state;
    ++stats.games;
    stats.actions += s.History().size();
    for (int actor : s.HistoryActors()) stats.chance_actions += actor == kChance;
    ++stats.lengths[static_cast<int>(s.History().size())];
    for (size_t i = 0; i < stats.rule_counts.size(); ++i) stats.rule_counts[i] += s.RuleCounts()[i];
    Absorb(stats, finding_index, s, po.seed);
    switch (r.end) {
      case PlayoutEnd::kTerminal: {
        ++stats.terminal;
        auto ranking = s.Ranking();
        auto scores = s.Scores();
        ++stats.outcomes[OutcomeKey(s)];
        for (int p = 0; p < stats.players; ++p) ++stats.scores[p][scores[p]];
        int first = FirstPlayer(s);
        if (first >= 0) {
          ++stats.first_player_games;
          stats.first_player_wins += ranking[first] == 1 && !s.IsDraw();
        }
        break;
      }
      case PlayoutEnd::kOverran:
        ++stats.overran;
        AddEndFinding(stats, finding_index, s, FindingKind::kLivelock,
                      "playout reached the step bound without ending", po.seed);
        break;
      case PlayoutEnd::kDeadlock:
        ++stats.deadlocked;
        AddEndFinding(stats, finding_index, s, FindingKind::kDeadlock,
                      "non-terminal state with no legal action", po.seed);
        break;
    }
    if (options.progress && ((g + 1) % 1000 == 0 || g + 1 == options.games)) options.progress(g + 1, options.games);
  }
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace peerage
