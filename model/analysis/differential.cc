#include "model/analysis/differential.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/playout.h"
#include "model/core/rng.h"

namespace peerage {
namespace {

std::string Setting(const GameConfig& c, const std::string& id) {
  auto it = c.settings.find(id);
  return it == c.settings.end() ? "?" : id + "=" + it->second;
}

bool EmptyValue(const Json& v) {
  return v.is_null() || (v.is_boolean() && !v.get<bool>()) || (v.is_number() && v == 0) ||
         ((v.is_object() || v.is_array()) && v.empty());
}

}  // namespace

void DropOneSidedEmpty(Json& a, Json& b) {
  if (a.is_object() && b.is_object()) {
    for (auto it = a.begin(); it != a.end();) it = !b.contains(it.key()) && EmptyValue(*it) ? a.erase(it) : std::next(it);
    for (auto it = b.begin(); it != b.end();) it = !a.contains(it.key()) && EmptyValue(*it) ? b.erase(it) : std::next(it);
    for (auto it = a.begin(); it != a.end(); ++it)
      if (b.contains(it.key())) DropOneSidedEmpty(*it, b[it.key()]);
  } else if (a.is_array() && b.is_array() && a.size() == b.size()) {
    for (std::size_t i = 0; i < a.size(); ++i) DropOneSidedEmpty(a[i], b[i]);
  }
}

bool StatesDiffer(const State& a, const State& b, std::string* kind, std::string* detail) {
  if (a.CurrentPlayer() != b.CurrentPlayer()) {
    *kind = "legal-actions";
    *detail = "to act: " + ActorName(a.CurrentPlayer()) + " vs " + ActorName(b.CurrentPlayer());
    return true;
  }
  if (a.IsTerminal() && b.IsTerminal()) {
    if (a.Scores() != b.Scores() || a.Ranking() != b.Ranking()) {  // a tie-break changes only the ranking
      *kind = "outcome";
      std::string sa, sb;
      for (auto s : a.Scores()) sa += (sa.empty() ? "" : " ") + std::to_string(s);
      for (auto s : b.Scores()) sb += (sb.empty() ? "" : " ") + std::to_string(s);
      for (auto r : a.Ranking()) sa += (sa.find(';') == std::string::npos ? "; ranks " : " ") + std::to_string(r);
      for (auto r : b.Ranking()) sb += (sb.find(';') == std::string::npos ? "; ranks " : " ") + std::to_string(r);
      *detail = "final scores [" + sa + "] vs [" + sb + "]";
      return true;
    }
  }
  std::vector<Action> la = a.LegalActions(), lb = b.LegalActions();
  if (la != lb) {
    *kind = "legal-actions";
    std::vector<Action> only_a, only_b;
    std::set_difference(la.begin(), la.end(), lb.begin(), lb.end(), std::back_inserter(only_a));
    std::set_difference(lb.begin(), lb.end(), la.begin(), la.end(), std::back_inserter(only_b));
    std::string d;
    for (size_t i = 0; i < only_a.size() && i < 4; ++i) d += (d.empty() ? "only in the first: " : ", ") + a.ActionToString(only_a[i]);
    if (!only_b.empty()) d += d.empty() ? "" : "; ";
    for (size_t i = 0; i < only_b.size() && i < 4; ++i) d += (i ? ", " : "only in the second: ") + b.ActionToString(only_b[i]);
    *detail = d;
    return true;
  }
  Json ja = a.ToJson()["state"], jb = b.ToJson()["state"];
  DropOneSidedEmpty(ja, jb);
  if (ja != jb) {
    *kind = "state";
    Json patch = Json::diff(ja, jb);
    std::string path = patch.empty() ? "" : patch[0].value("path", "");
    *detail = "state differs at " + (path.empty() ? std::string("/") : path);
    if (!patch.empty() && patch[0].contains("value") && ja.contains(Json::json_pointer(path)))
      *detail += ": " + ja.at(Json::json_pointer(path)).dump() + " vs " + patch[0]["value"].dump();
    return true;
  }
  return false;
}

bool ObservationsDiffer(const State& a, const State& b, std::string* detail) {
  for (int p = 0; p < a.NumPlayers(); ++p) {
    Json oa = a.ObservationJson(p)["state"], ob = b.ObservationJson(p)["state"];
    DropOneSidedEmpty(oa, ob);
    if (oa == ob) continue;
    Json patch = Json::diff(oa, ob);
    std::string path = patch.empty() ? "/" : patch[0].value("path", "/");
    *detail = "what " + ActorName(p) + " sees differs at " + path;
    return true;
  }
  return false;
}

namespace {

bool Differ(const State& a, const State& b, bool observations, std::string* kind, std::string* detail) {
  if (StatesDiffer(a, b, kind, detail)) return true;
  if (observations && ObservationsDiffer(a, b, detail)) {
    *kind = "observation";
    return true;
  }
  return false;
}

Trace MakeWitness(const GameConfig& a, const std::vector<std::string>& actions, const std::string& note) {
  auto state = NewGame(a);
  for (const auto& t : actions) state->ApplyActionText(t);
  return RecordTrace(*state, false, note);
}

}  // namespace

std::optional<Divergence> FirstDivergence(const GameConfig& a, const GameConfig& b,
                                          const std::vector<std::string>& actions, bool* valid,
                                          bool observations) {
  *valid = true;
  auto sa = NewGame(a), sb = NewGame(b);
  for (size_t k = 0;; ++k) {
    std::string kind, detail;
    if (Differ(*sa, *sb, observations, &kind, &detail)) {
      std::vector<std::string> prefix(actions.begin(), actions.begin() + k);
      Divergence d{kind, detail, static_cast<int>(k), {}};
      d.witness = MakeWitness(a, prefix, detail);
      return d;
    }
    if (k == actions.size() || sa->IsTerminal()) return std::nullopt;
    auto act = sa->ParseAction(actions[k]);
    if (!act || !sa->IsLegal(*act)) {
      *valid = false;
      return std::nullopt;
    }
    sa->ApplyLegalAction(*act);
    sb->ApplyLegalAction(*act);  // legal in b too: the legal sets were equal
  }
}

std::vector<std::string> ShrinkActions(std::vector<std::string> actions,
                                       const std::function<bool(const std::vector<std::string>&)>& still_fails,
                                       std::uint64_t budget, std::uint64_t* calls) {
  size_t n = 2;
  while (actions.size() >= 2 && *calls < budget) {
    size_t chunk = (actions.size() + n - 1) / n;
    bool reduced = false;
    for (size_t start = 0; start < actions.size() && *calls < budget; start += chunk) {
      std::vector<std::string> candidate(actions.begin(), actions.begin() + start);
      candidate.insert(candidate.end(), actions.begin() + std::min(actions.size(), start + chunk), actions.end());
      ++*calls;
      if (still_fails(candidate)) {
        actions = std::move(candidate);
        n = std::max<size_t>(n - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (chunk == 1) break;
      n = std::min(actions.size(), n * 2);
    }
  }
  // Game actions come in dependent runs (a purchase and its draws, a choice and its chance outcome), so
  // chunk boundaries rarely line up with them: finish with sliding windows of 2-4 actions.
  for (size_t w = 2; w <= 4; ++w) {
    for (size_t i = 0; i + w <= actions.size() && *calls < budget;) {
      std::vector<std::string> candidate(actions.begin(), actions.begin() + i);
      candidate.insert(candidate.end(), actions.begin() + i + w, actions.end());
      ++*calls;
      if (still_fails(candidate)) actions = std::move(candidate);
      else ++i;
    }
  }
  return actions;
}

DifferentialResult SearchDivergence(const GameInfo& info, int players, const std::string& interpretation,
                                    const std::string& reading_a, const std::string& reading_b,
                                    const DifferentialOptions& options) {
  DifferentialResult result{interpretation, reading_a, reading_b, 0, 0, 0, std::nullopt};
  GameConfig ca{.game = info.name, .players = players, .settings = options.context, .data_file = options.data_file};
  GameConfig cb = ca;
  ca.settings[interpretation] = reading_a;
  cb.settings[interpretation] = reading_b;
  auto ctx_a = MakeContext(ca), ctx_b = MakeContext(cb);
  ca.settings = ctx_a->settings;
  cb.settings = ctx_b->settings;
  std::optional<std::pair<std::vector<std::string>, bool>> best;  // actions, true if recorded under b
  std::vector<Action> legal, follow_legal;
  for (int dir = 0; dir < 2; ++dir) {
    auto& lead_ctx = dir == 0 ? ctx_a : ctx_b;
    auto& follow_ctx = dir == 0 ? ctx_b : ctx_a;
    for (std::uint64_t g = 0; g < options.games; ++g) {
      ++result.games;
      Rng rng(SubSeed(options.seed, g + 1000003ull * dir));
      auto lead = NewGame(lead_ctx), follow = NewGame(follow_ctx);
      int cap = std::min(options.max_steps, DeclaredMaxLength(*lead_ctx));
      if (best) cap = std::min<int>(cap, static_cast<int>(best->first.size()) - 1);
      std::vector<Action> played;
      for (int k = 0; k <= cap; ++k) {
        ++result.steps;
        std::string kind, detail;
        const bool look = k % std::max(1, options.compare_every) == 0 || lead->IsTerminal() || k == cap;
        bool differ = lead->CurrentPlayer() != follow->CurrentPlayer();
        if (!differ && !lead->IsTerminal()) {
          lead->LegalActions(legal);
          follow->LegalActions(follow_legal);
          differ = legal != follow_legal;
        }
        if (differ || (look && Differ(*lead, *follow, options.observations, &kind, &detail))) {
          std::vector<std::string> texts;
          for (Action x : played) texts.push_back(lead->ActionToString(x));
          if (!best || texts.size() < best->first.size()) best = {texts, dir == 1};
          break;
        }
        if (lead->IsTerminal() || k == cap) break;
        Action x;
        if (lead->IsChance()) x = SampleChance(lead->ChanceOutcomes(), rng);
        else {
          if (legal.empty()) break;
          x = legal[rng.Below(legal.size())];
        }
        lead->ApplyLegalAction(x);
        follow->ApplyLegalAction(x);
        played.push_back(x);
      }
    }
  }
  if (!best) return result;
  const GameConfig& first = best->second ? cb : ca;
  const GameConfig& second = best->second ? ca : cb;
  auto still = [&](const std::vector<std::string>& acts) {
    bool valid = false;
    auto d = FirstDivergence(first, second, acts, &valid, options.observations);
    return valid && d.has_value();
  };
  std::vector<std::string> shrunk = ShrinkActions(best->first, still, options.shrink_budget, &result.shrink_replays);
  bool valid = false;
  auto d = FirstDivergence(first, second, shrunk, &valid, options.observations);
  if (!d) throw Error("differential " + interpretation, "shrinking lost the divergence (engine not deterministic?)");
  d->witness.note = "diverges after the last action: under " + Setting(first, interpretation) + " vs " +
                    Setting(second, interpretation) + ": " + d->detail;
  result.divergence = std::move(d);
  return result;
}

namespace {

// One game of the count: lead and follow play the same random actions until they part (who acts, the legal
// actions or the result differ); `played` (when given) receives the actions up to that step.
bool CountGameDiverges(const std::shared_ptr<const GameContext>& ctx_a, const std::shared_ptr<const GameContext>& ctx_b, std::uint64_t seed, std::uint64_t g,
                       std::uint64_t& steps, std::vector<std::string>* played) {
  std::vector<Action> la, lb;
  Rng rng(SubSeed(seed, g));
  auto lead = NewGame(ctx_a), follow = NewGame(ctx_b);
  const int cap = DeclaredMaxLength(*ctx_a);
  for (int k = 0; k <= cap; ++k, ++steps) {
    if (lead->CurrentPlayer() != follow->CurrentPlayer()) return true;
    if (lead->IsTerminal()) return lead->Ranking() != follow->Ranking() || lead->Scores() != follow->Scores();
    lead->LegalActions(la);
    follow->LegalActions(lb);
    if (la != lb) return true;
    if (la.empty() || k == cap) return false;
    const Action x = lead->IsChance() ? SampleChance(lead->ChanceOutcomes(), rng) : la[rng.Below(la.size())];
    if (played) played->push_back(lead->ActionToString(x));
    lead->ApplyLegalAction(x);
    follow->ApplyLegalAction(x);
  }
  return false;
}

}  // namespace

DivergenceCount CountDivergentGames(const GameConfig& a, const GameConfig& b, std::uint64_t games,
                                    std::uint64_t seed) {
  DivergenceCount count;
  auto ctx_a = MakeContext(a), ctx_b = MakeContext(b);
  for (std::uint64_t g = 0; g < games; ++g) {
    ++count.games;
    const bool keep = count.diverged == 0;  // the play is kept until a first game diverges
    std::vector<std::string> played;
    if (!CountGameDiverges(ctx_a, ctx_b, seed, g, count.steps, keep ? &played : nullptr)) continue;
    ++count.diverged;
    count.diverged_games.push_back(g);
    if (keep) count.first_diverged = std::move(played);
  }
  return count;
}

std::vector<std::string> CountedGameActions(const GameConfig& a, const GameConfig& b, std::uint64_t seed,
                                            std::uint64_t game) {
  auto ctx_a = MakeContext(a), ctx_b = MakeContext(b);
  std::uint64_t steps = 0;
  std::vector<std::string> played;
  if (!CountGameDiverges(ctx_a, ctx_b, seed, game, steps, &played)) return {};
  return played;
}

}  // namespace peerage
