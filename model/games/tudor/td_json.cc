// Tudor state JSON (canonical, strict loader), observations (screens hidden), ResampleHidden.
//
// "state" fields (all required): phase, mode, round, start (-1: not chosen yet, setup only), actor, scenario (-1: not drawn yet), scoring
// [a, b] (-1: not drawn), players [{supply, lord, prestige, ambassadors, lord_done, bonus_used, fingers[5],
// cards[7], tokens[7], spent[7], ii[3], turns, placed}], token/ii/fig/restock [columns*9 spaces, index
// col*9+row, -1 none; rows beyond the board's are -1],
// office[7], bag/stack/stand/removed/cards_out[7], ii_pool/ii_used[3], bench[3*4] (player or -1), chairs[3*6]
// and lords[3*2] (-1 empty, else player*2 + done; index chamber*size + seat), turn {chamber, open, steps, lord, acted}, sub {action, count, color,
// finger}, move {kind, pos, start, left, moved, any_dir, enhanced, visited, discarded}, pending
// {ii, office, victim, any, ecard}, arrange[4], draft_pick, setup_step, assign_left.
// An observation is the whole state: nothing in Tudor is hidden from a player who remembers what happened
// (tudor.h, "Hidden information"), so ResampleHidden has nothing to redraw and returns a clone.
#include <algorithm>
#include <limits>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td {
namespace {

constexpr std::array<const char*, 6> kPhaseNames = {"setup", "draft", "assign", "lords", "actions", "game-over"};
constexpr std::array<const char*, 14> kModeNames = {"none", "arrange", "turn", "move", "exchange", "card", "return",
                                                    "office-ring", "take-ring", "token", "swap-tokens",
                                                    "swap-chair", "ring-swap", "any-action"};

template <class A>
Json Arr(const A& a, std::size_t n = 0) {
  if (n == 0) n = a.size();
  std::vector<int> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<int>(a[i]);
  return Json(std::move(v));
}

}  // namespace

using state_json::Fail;
using state_json::Int;
using state_json::Keys;
using state_json::Need;

struct StateIo {
  static Json Write(const TudorState& s) {
    Json j;
    j["phase"] = kPhaseNames[static_cast<int>(s.phase_)];
    j["mode"] = kModeNames[static_cast<int>(s.mode_)];
    j["round"] = s.round_;
    j["start"] = s.start_;
    j["actor"] = s.actor_;
    j["scenario"] = s.scenario_;
    j["scoring"] = Arr(s.scoring_);
    Json players = Json::array();
    for (int p = 0; p < s.NumPlayers(); ++p) {
      const Player& pl = s.players_[p];
      players.push_back({{"supply", pl.supply}, {"lord", pl.lord_chamber}, {"prestige", pl.prestige},
                         {"ambassadors", pl.ambassadors}, {"lord_done", pl.lord_done}, {"bonus_used", pl.bonus_used},
                         {"fingers", Arr(pl.fingers)}, {"spent", Arr(pl.spent)}, {"turns", pl.turns}, {"placed", pl.placed},
                         {"cards", Arr(pl.cards)}, {"tokens", Arr(pl.tokens)}, {"ii", Arr(pl.ii)}});
    }
    j["players"] = players;
    const std::size_t spaces = static_cast<std::size_t>(s.Cols()) * kMaxRows;  // columns beyond the board omitted
    j["token"] = Arr(s.token_, spaces);
    j["ii"] = Arr(s.ii_, spaces);
    j["fig"] = Arr(s.fig_, spaces);
    j["restock"] = Arr(s.restock_, spaces);
    j["office"] = Arr(s.office_);
    j["bag"] = Arr(s.bag_);
    j["ii_pool"] = Arr(s.ii_pool_);
    j["stack"] = Arr(s.stack_);
    j["stand"] = Arr(s.stand_);
    j["removed"] = Arr(s.removed_);
    j["cards_out"] = Arr(s.cards_out_);
    j["ii_used"] = Arr(s.ii_used_);
    // Chambers flattened (one array each, few allocations: the report compares states every step):
    // bench[c*4+i] = player or -1; chairs[c*6+i] and lords[c*2+k] = -1 empty, else player*2 + done.
    std::vector<int> bench, chairs, lords;
    for (int c = 0; c < kChambers; ++c) {
      for (auto b : s.bench_[c]) bench.push_back(b);
      for (const Chair& x : s.chairs_[c]) chairs.push_back(x.player < 0 ? -1 : x.player * 2 + x.done);
      for (const Chair& x : s.lords_[c]) lords.push_back(x.player < 0 ? -1 : x.player * 2 + x.done);
    }
    j["bench"] = Json(std::move(bench));
    j["chairs"] = Json(std::move(chairs));
    j["lords"] = Json(std::move(lords));
    j["turn"] = {{"chamber", s.turn_chamber_}, {"open", s.turn_open_}, {"steps", s.turn_steps_},
                 {"lord", s.turn_lord_}, {"acted", s.turn_acted_}};
    j["sub"] = {{"action", s.sub_action_}, {"count", s.sub_count_}, {"color", s.sub_color_}, {"finger", s.sub_finger_}};
    const Move& m = s.mv_;
    j["move"] = {{"kind", m.kind}, {"pos", m.pos}, {"start", m.start}, {"left", m.left}, {"moved", m.moved},
                 {"any_dir", m.any_dir}, {"enhanced", m.enhanced}, {"visited", m.visited}, {"discarded", m.discarded}};
    j["pending"] = {{"ii", s.pending_ii_}, {"office", s.pending_office_}, {"victim", s.pending_victim_},
                    {"any", s.pending_any_}, {"ecard", s.pending_ecard_}};
    j["arrange"] = Arr(s.arrange_);
    j["draft_pick"] = s.draft_pick_;
    j["setup_step"] = s.setup_step_;
    j["assign_left"] = s.assign_left_;
    return j;
  }

  template <class A>
  static void ReadArr(const Json& obj, const std::string& path, const char* key, A& out, long long lo, long long hi,
                      std::size_t n = 0) {
    if (n == 0) n = out.size();
    const Json& v = Need(obj, path, key);
    const std::string p = state_json::Sub(path, key);
    if (!v.is_array() || v.size() != n) Fail(p, fmt::format("expected {} integers", n));
    for (size_t i = 0; i < n; ++i)
      out[i] = static_cast<typename A::value_type>(Int(v[i], fmt::format("{}[{}]", p, i), lo, hi));
  }
  static int I(const Json& obj, const std::string& path, const char* key, long long lo, long long hi) {
    return static_cast<int>(Int(Need(obj, path, key), state_json::Sub(path, key), lo, hi));
  }
  static bool B(const Json& obj, const std::string& path, const char* key) {
    return state_json::Bool(Need(obj, path, key), state_json::Sub(path, key));
  }
  template <std::size_t N>
  static int Name(const Json& obj, const char* key, const std::array<const char*, N>& names) {
    const Json& v = Need(obj, "", key);
    for (size_t i = 0; i < N; ++i)
      if (v.is_string() && v.get<std::string>() == names[i]) return static_cast<int>(i);
    Fail(key, "unknown name");
  }
  static std::unique_ptr<State> Read(std::shared_ptr<const GameContext> context, const Json& j) {
    // A public state (td_public.cc) leaves out the bookkeeping: load it with that rebuilt from the rest.
    if (LacksBookkeeping(j)) return Read(context, WithBookkeeping(*context, j));
    auto state = std::make_unique<TudorState>(std::move(context));
    TudorState& s = *state;
    Keys(j, "", {"phase", "mode", "round", "start", "actor", "scenario", "scoring", "players", "token", "ii", "fig",
                 "restock", "office", "bag", "ii_pool", "stack", "stand", "removed", "cards_out", "ii_used", "bench",
                 "chairs", "lords", "turn", "sub", "move", "pending", "arrange", "draft_pick", "setup_step", "assign_left"});
    const int n = s.NumPlayers();
    s.phase_ = static_cast<Phase>(Name(j, "phase", kPhaseNames));
    s.mode_ = static_cast<Mode>(Name(j, "mode", kModeNames));
    s.round_ = I(j, "", "round", 0, 8);
    s.start_ = I(j, "", "start", -1, n - 1);
    if (s.start_ == kNone && s.phase_ != Phase::kSetup) Fail("start", "-1 (not chosen yet) is only valid during setup");
    s.actor_ = I(j, "", "actor", 0, n - 1);
    s.scenario_ = I(j, "", "scenario", -1, kNumScenario - 1);
    ReadArr(j, "", "scoring", s.scoring_, -1, kNumScoring - 1);
    const Json& players = Need(j, "", "players");
    if (!players.is_array() || static_cast<int>(players.size()) != n) Fail("players", fmt::format("expected {} players", n));
    for (int p = 0; p < n; ++p) {
      const std::string path = fmt::format("players[{}]", p);
      const Json& o = players[p];
      Keys(o, path, {"supply", "lord", "prestige", "ambassadors", "lord_done", "bonus_used", "fingers", "spent", "turns",
                     "placed", "cards", "tokens", "ii"});
      Player& pl = s.players_[p];
      pl.supply = I(o, path, "supply", 0, kCourtiers);
      pl.lord_chamber = I(o, path, "lord", -1, kChambers - 1);
      pl.prestige = I(o, path, "prestige", -100000, 100000);
      pl.ambassadors = I(o, path, "ambassadors", 0, kCourtiers);
      pl.lord_done = B(o, path, "lord_done");
      pl.bonus_used = B(o, path, "bonus_used");
      pl.turns = I(o, path, "turns", 0, 1000);
      pl.placed = I(o, path, "placed", 0, 1000);
      ReadArr(o, path, "fingers", pl.fingers, -1, kFactions - 1);
      ReadArr(o, path, "spent", pl.spent, 0, kTokensPerFaction);
      ReadArr(o, path, "cards", pl.cards, 0, kCardsPerFaction);
      ReadArr(o, path, "tokens", pl.tokens, 0, kTokensPerFaction);
      ReadArr(o, path, "ii", pl.ii, 0, 36);
    }
    const std::size_t spaces = static_cast<std::size_t>(s.Cols()) * kMaxRows;
    ReadArr(j, "", "token", s.token_, -1, kFactions - 1, spaces);
    ReadArr(j, "", "ii", s.ii_, -1, kNumII - 1, spaces);
    ReadArr(j, "", "fig", s.fig_, -1, n - 1, spaces);
    ReadArr(j, "", "restock", s.restock_, 0, 1, spaces);
    ReadArr(j, "", "office", s.office_, -1, n - 1);
    ReadArr(j, "", "bag", s.bag_, 0, kTokensPerFaction);
    ReadArr(j, "", "ii_pool", s.ii_pool_, 0, 18);
    ReadArr(j, "", "stack", s.stack_, 0, kCardsPerFaction);
    ReadArr(j, "", "stand", s.stand_, 0, 3);
    ReadArr(j, "", "removed", s.removed_, 0, kTokensPerFaction);
    ReadArr(j, "", "cards_out", s.cards_out_, 0, kCardsPerFaction);
    ReadArr(j, "", "ii_used", s.ii_used_, 0, 18);
    std::array<int, kChambers * kMaxBench> bench{};
    std::array<int, kChambers * kMaxChairs> chairs{};
    std::array<int, kChambers * kLordChairs> lords{};
    ReadArr(j, "", "bench", bench, -1, n - 1);
    ReadArr(j, "", "chairs", chairs, -1, 2 * n - 1);
    ReadArr(j, "", "lords", lords, -1, 2 * n - 1);
    auto chair = [](int v) { return v < 0 ? Chair{} : Chair{static_cast<std::int8_t>(v / 2), v % 2 == 1}; };
    for (int c = 0; c < kChambers; ++c) {
      for (int i = 0; i < kMaxBench; ++i) s.bench_[c][i] = static_cast<std::int8_t>(bench[c * kMaxBench + i]);
      for (int i = 0; i < kMaxChairs; ++i) s.chairs_[c][i] = chair(chairs[c * kMaxChairs + i]);
      for (int k = 0; k < kLordChairs; ++k) s.lords_[c][k] = chair(lords[c * kLordChairs + k]);
    }
    const Json& t = Need(j, "", "turn");
    Keys(t, "turn", {"chamber", "open", "steps", "lord", "acted"});
    s.turn_chamber_ = I(t, "turn", "chamber", -1, kChambers - 1);
    s.turn_open_ = I(t, "turn", "open", 0, 7);
    s.turn_steps_ = I(t, "turn", "steps", 0, 2);
    s.turn_lord_ = B(t, "turn", "lord");
    s.turn_acted_ = B(t, "turn", "acted");
    const Json& sub = Need(j, "", "sub");
    Keys(sub, "sub", {"action", "count", "color", "finger"});
    s.sub_action_ = I(sub, "sub", "action", -1, 8);
    s.sub_count_ = I(sub, "sub", "count", 0, 2);
    s.sub_color_ = I(sub, "sub", "color", -1, kFactions - 1);
    s.sub_finger_ = I(sub, "sub", "finger", -1, kFactions - 1);
    const Json& m = Need(j, "", "move");
    Keys(m, "move", {"kind", "pos", "start", "left", "moved", "any_dir", "enhanced", "visited", "discarded"});
    s.mv_.kind = static_cast<std::uint8_t>(I(m, "move", "kind", 0, kMvStrong));
    s.mv_.pos = static_cast<std::int8_t>(I(m, "move", "pos", -1, kMaxSpaces - 1));
    s.mv_.start = static_cast<std::int8_t>(I(m, "move", "start", -1, kMaxSpaces - 1));
    s.mv_.left = static_cast<std::uint8_t>(I(m, "move", "left", 0, 7));
    s.mv_.moved = static_cast<std::uint8_t>(I(m, "move", "moved", 0, 7));
    s.mv_.any_dir = B(m, "move", "any_dir");
    s.mv_.enhanced = B(m, "move", "enhanced");
    s.mv_.visited = static_cast<std::uint64_t>(Int(Need(m, "move", "visited"), "move.visited", 0, std::numeric_limits<long long>::max()));
    s.mv_.discarded = static_cast<std::uint8_t>(I(m, "move", "discarded", 0, 127));
    const Json& pe = Need(j, "", "pending");
    Keys(pe, "pending", {"ii", "office", "victim", "any", "ecard"});
    s.pending_ii_ = I(pe, "pending", "ii", -1, kNumII - 1);
    s.pending_office_ = I(pe, "pending", "office", -1, kMaxCols - 1);
    s.pending_victim_ = I(pe, "pending", "victim", -1, n - 1);
    s.pending_any_ = I(pe, "pending", "any", 0, 64);
    s.pending_ecard_ = B(pe, "pending", "ecard");
    ReadArr(j, "", "arrange", s.arrange_, 0, 1);
    s.draft_pick_ = I(j, "", "draft_pick", 0, 2 * n);
    s.setup_step_ = I(j, "", "setup_step", 0, 2 * kMaxSpaces);
    s.assign_left_ = I(j, "", "assign_left", 0, 2 * kMaxPlayers);
    return state;
  }
};

Json TudorState::DoToJson() const { return StateIo::Write(*this); }
Json TudorState::DoObservationJson(int) const { return StateIo::Write(*this); }
std::unique_ptr<State> TudorState::FromJson(std::shared_ptr<const GameContext> context, const Json& j) {
  return StateIo::Read(std::move(context), j);
}
std::unique_ptr<State> TudorState::DoResampleHidden(int, std::uint64_t) const { return Clone(); }

}  // namespace peerage::td
