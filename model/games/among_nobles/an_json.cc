// Among Nobles JSON: the canonical state, observations, hidden-information resampling and reading a
// state back (schema at the top of among_nobles.h).
#include <sstream>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/core/rng.h"
#include "model/games/among_nobles/among_nobles.h"

namespace peerage::an {

const std::array<const char*, kNumScratch> kScratchNames = {
    "round", "first", "turn", "tokens", "picks", "head", "reactivation", "pos", "hired", "groom",
    "marriage_paid", "present_idx", "eff_card", "eff_term", "eff_player", "eff_left", "eff_resume",
    "eff_trigger", "taken", "deck", "run_out", "gc_pending", "gc_done", "up_player", "up_cursor", "heir",
    "actor", "triggered", "gc_now"};

const std::uint8_t* ScratchField(const Scratch& s, int i) {
  const std::array<const std::uint8_t*, kNumScratch> f = {
      &s.round, &s.first, &s.turn, &s.tokens, &s.picks, &s.head, &s.reactivation, &s.pos, &s.hired, &s.groom,
      &s.marriage_paid, &s.present_idx, &s.eff_card, &s.eff_term, &s.eff_player, &s.eff_left, &s.eff_resume,
      &s.eff_trigger, &s.taken, &s.deck, &s.run_out, &s.gc_pending, &s.gc_done, &s.up_player, &s.up_cursor,
      &s.heir, &s.actor, &s.triggered, &s.gc_now};
  return f[i];
}
std::uint8_t* ScratchField(Scratch& s, int i) {
  return const_cast<std::uint8_t*>(ScratchField(static_cast<const Scratch&>(s), i));
}

// "<loc>" or, for a card in a family, "<loc> p<owner> r<row>[ s<spouse>][ act][ b<parents' trait mask>]".
std::string AmongNoblesState::CardText(int c) const {
  std::string t = LocName(loc_[c]);
  if (owner_[c] != kNone) t += fmt::format(" p{} r{}", owner_[c], row_[c]);
  if (spouse_[c] != kNone) t += fmt::format(" s{}", spouse_[c]);
  if (activated_[c]) t += " act";
  if (born_[c]) t += fmt::format(" b{}", born_[c]);
  return t;
}

void AmongNoblesState::ReadCardText(int c, const Json& v, const std::string& path) {
  if (!v.is_string()) state_json::Fail(path, "expected a card text");
  std::istringstream in(v.get<std::string>());
  std::string word;
  in >> word;
  loc_[c] = kNumLocs;
  for (int l = 0; l < kNumLocs; ++l)
    if (word == LocName(l)) loc_[c] = static_cast<std::uint8_t>(l);
  if (loc_[c] == kNumLocs) state_json::Fail(path, "unknown location '" + word + "'");
  owner_[c] = row_[c] = spouse_[c] = kNone;
  activated_[c] = born_[c] = 0;
  auto number = [&](const std::string& w, int hi) {
    int x = -1;
    try {
      size_t used = 0;
      x = std::stoi(w.substr(1), &used);
      if (used + 1 != w.size()) x = -1;
    } catch (const std::exception&) {
      x = -1;
    }
    if (x < 0 || x > hi) state_json::Fail(path, "bad field '" + w + "'");
    return static_cast<std::uint8_t>(x);
  };
  while (in >> word) {
    if (word == "act") activated_[c] = 1;
    else if (word[0] == 'p') owner_[c] = number(word, NumPlayers() - 1);
    else if (word[0] == 'r') row_[c] = number(word, kRows - 1);
    else if (word[0] == 's') spouse_[c] = number(word, kCards - 1);
    else if (word[0] == 'b') born_[c] = number(word, 15);
    else state_json::Fail(path, "unknown field '" + word + "'");
  }
  if (CardText(c) != v.get<std::string>()) state_json::Fail(path, "not in canonical form (" + CardText(c) + ")");
}

Json AmongNoblesState::DoToJson() const {
  Json j;
  j["phase"] = PhaseName(phase_);
  Json sc = Json::object();
  for (int i = 0; i < kNumScratch; ++i) sc[kScratchNames[i]] = *ScratchField(sc_, i);
  j["sc"] = sc;
  // One compact text per card (few JSON nodes: the report hashes and compares states at every step).
  Json cards = Json::array();
  for (int c = 0; c < kCards; ++c) cards.push_back(CardText(c));
  j["cards"] = std::move(cards);
  Json players = Json::array();
  for (int p = 0; p < NumPlayers(); ++p) {
    const PlayerState& ps = players_[p];
    players.push_back({{"gold", ps.gold}, {"prestige", ps.prestige}, {"supply", ps.supply}, {"armies", ps.armies},
                       {"gained_armies", ps.gained_armies}, {"gold_in", ps.gold_in}, {"gold_out", ps.gold_out},
                       {"tokens_used", ps.tokens_used}});
  }
  j["players"] = players;
  Json queue = Json::array();
  for (int k = 0; k < n_queue_; ++k) queue.push_back(ActName(queue_[k]));
  j["queue"] = queue;
  Json presented = Json::array();
  for (int p = 0; p < NumPlayers(); ++p) presented.push_back(presented_[p]);
  j["presented"] = presented;
  j["revealed"] = presented_revealed_ != 0;
  if (Reading(kIFirstPlayer) == kFirstByFingers) {
    Json shown = Json::array();
    for (int p = 0; p < NumPlayers(); ++p) shown.push_back(fingers_[p]);
    j["fingers"] = {{"shown", shown}, {"rounds", finger_rounds_}};
  }
  return j;
}

// Hidden: the simultaneous bride picks and finger counts of others not yet revealed, and under
// an.prestige-open=concealed the prestige of others. Everything else is open (decks are multisets: their contents follow from the
// cards seen).
Json AmongNoblesState::DoObservationJson(int player) const {
  Json j = DoToJson();
  if (context().Param(kPBrides) == 0 && !presented_revealed_)
    for (int p = 0; p < NumPlayers(); ++p)
      if (p != player && presented_[p] >= 0) j["presented"][p] = "hidden";
  if (Reading(kIPrestigeOpen) == 1)
    for (int p = 0; p < NumPlayers(); ++p)
      if (p != player) j["players"][p]["prestige"] = "hidden";
  if (Reading(kIFirstPlayer) == kFirstByFingers)  // shown fingers are resolved (cleared) once all have shown
    for (int p = 0; p < NumPlayers(); ++p)
      if (p != player && fingers_[p] >= 0) j["fingers"]["shown"][p] = "hidden";
  return j;
}

std::unique_ptr<State> AmongNoblesState::DoResampleHidden(int observer, std::uint64_t seed) const {
  auto out = std::make_unique<AmongNoblesState>(*this);
  Rng rng(seed);
  if (context().Param(kPBrides) == 0 && !presented_revealed_) {
    for (int p = 0; p < NumPlayers(); ++p) {
      if (p == observer || presented_[p] < 0) continue;
      std::vector<int> options;
      for (int c = 0; c < kCards; ++c)
        if (IsUnmarriedFemale(c, p) && c != sc_.head) options.push_back(c);
      if (!options.empty()) out->presented_[p] = static_cast<std::int8_t>(options[rng.Below(options.size())]);
    }
  }
  // A concealed total is redrawn from what the observer knows, never from the total itself (the observer's
  // own total is the scale: uniform from 0 to twice it plus 4); a redraw sized by the hidden total would hand
  // a search that total's size.
  if (Reading(kIPrestigeOpen) == 1 && observer >= 0 && observer < NumPlayers()) {
    const auto bound = static_cast<std::uint64_t>(2 * players_[observer].prestige + 5);
    for (int p = 0; p < NumPlayers(); ++p)
      if (p != observer) out->players_[p].prestige = static_cast<int>(rng.Below(bound));
  }
  for (int p = 0; p < NumPlayers(); ++p)
    if (p != observer && fingers_[p] >= 0) out->fingers_[p] = static_cast<std::int8_t>(rng.Below(kMaxFingers + 1));
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Reading a state back: shapes and names here, meanings in the invariants (run by the kernel).

using state_json::Bool;
using state_json::Fail;
using state_json::Int;
using state_json::Keys;
using state_json::Need;
using state_json::Sub;

struct StateIo {
  static void Read(AmongNoblesState& s, const Json& j) {
    // A public state (an_public.cc) leaves out the ledger, the finger cut-off and the scratch values: load it
    // with their defaults, then rebuild the scratch from its description of the turn in progress.
    if (LacksBookkeeping(j)) {
      Read(s, WithBookkeepingDefaults(j, s.data()));
      if (!j.contains("sc")) s.LoadTurnInProgress(j);
      return;
    }
    Keys(j, "", {"phase", "sc", "cards", "players", "queue", "presented", "revealed", "fingers"});
    const Json& phase = Need(j, "", "phase");
    bool found = false;
    for (int k = 0; k < kNumPhases && !found; ++k)
      if (phase.is_string() && phase.get<std::string>() == PhaseName(static_cast<Phase>(k))) {
        s.phase_ = static_cast<Phase>(k);
        found = true;
      }
    if (!found) Fail("phase", "unknown phase");
    const Json& sc = Need(j, "", "sc");
    std::vector<const char*> names(kScratchNames.begin(), kScratchNames.end());
    if (!sc.is_object()) Fail("sc", "expected an object");
    for (auto it = sc.begin(); it != sc.end(); ++it)
      if (std::find_if(names.begin(), names.end(), [&](const char* n) { return it.key() == n; }) == names.end())
        Fail(Sub("sc", it.key()), "unknown field");
    for (int i = 0; i < kNumScratch; ++i)
      *ScratchField(s.sc_, i) = static_cast<std::uint8_t>(Int(Need(sc, "sc", kScratchNames[i]), Sub("sc", kScratchNames[i]), 0, 255));
    // Working values that index arrays are checked here, before anything reads through them.
    const Scratch& v = s.sc_;
    auto card_or_none = [](std::uint8_t x) { return x == kNone || x < kCards; };
    const int n = s.NumPlayers();
    if (!card_or_none(v.head)) Fail("sc.head", "not a card");
    if (!card_or_none(v.groom)) Fail("sc.groom", "not a card");
    if (!card_or_none(v.eff_card)) Fail("sc.eff_card", "not a card");
    if (!card_or_none(v.heir)) Fail("sc.heir", "not a card");
    if (v.actor >= n || v.first >= n || v.eff_player >= n) Fail("sc", "actor, first or eff_player is no player");
    if (v.picks > 3 || v.deck < 1 || v.deck > 4 || v.pos > 8 || v.eff_resume > kResLegacy || v.present_idx > n ||
        v.up_player > n || v.gc_done > 3 || !(v.hired == kNone || v.hired < kNumActs))
      Fail("sc", "a working value is out of range");
    if (v.eff_card != kNone && v.eff_term > s.data().cards[v.eff_card].terms.size()) Fail("sc.eff_term", "out of range");
    const Json& cards = Need(j, "", "cards");
    if (!cards.is_array() || cards.size() != kCards) Fail("cards", fmt::format("expected {} entries", kCards));
    for (int c = 0; c < kCards; ++c) s.ReadCardText(c, cards[c], fmt::format("cards[{}]", c));
    const Json& players = Need(j, "", "players");
    if (!players.is_array() || static_cast<int>(players.size()) != s.NumPlayers())
      Fail("players", fmt::format("expected {} players", s.NumPlayers()));
    for (int p = 0; p < s.NumPlayers(); ++p) {
      const std::string at = fmt::format("players[{}]", p);
      const Json& pj = players[p];
      Keys(pj, at, {"gold", "prestige", "supply", "armies", "gained_armies", "gold_in", "gold_out", "tokens_used"});
      PlayerState& ps = s.players_[p];
      constexpr long long kBig = 1000000;
      ps.gold = static_cast<int>(Int(Need(pj, at, "gold"), Sub(at, "gold"), 0, kBig));
      ps.prestige = static_cast<int>(Int(Need(pj, at, "prestige"), Sub(at, "prestige"), 0, kBig));
      ps.supply = static_cast<int>(Int(Need(pj, at, "supply"), Sub(at, "supply"), 0, kBig));
      ps.gained_armies = static_cast<int>(Int(Need(pj, at, "gained_armies"), Sub(at, "gained_armies"), 0, kBig));
      ps.gold_in = static_cast<int>(Int(Need(pj, at, "gold_in"), Sub(at, "gold_in"), 0, kBig));
      ps.gold_out = static_cast<int>(Int(Need(pj, at, "gold_out"), Sub(at, "gold_out"), 0, kBig));
      ps.tokens_used = static_cast<int>(Int(Need(pj, at, "tokens_used"), Sub(at, "tokens_used"), 0, 3));
      const Json& armies = Need(pj, at, "armies");
      if (!armies.is_array() || armies.size() != kProvinces) Fail(Sub(at, "armies"), "expected 9 counts");
      for (int i = 0; i < kProvinces; ++i)
        ps.armies[i] = static_cast<int>(Int(armies[i], fmt::format("{}.armies[{}]", at, i), 0, kBig));
    }
    const Json& queue = Need(j, "", "queue");
    if (!queue.is_array() || queue.size() > 8) Fail("queue", "expected at most 8 action words");
    s.n_queue_ = static_cast<std::uint8_t>(queue.size());
    for (size_t k = 0; k < queue.size(); ++k) {
      int found_act = -1;
      for (int a = 0; a < kNumActs; ++a)
        if (queue[k].is_string() && queue[k].get<std::string>() == ActName(a)) found_act = a;
      if (found_act < 0) Fail(fmt::format("queue[{}]", k), "unknown action word");
      s.queue_[k] = static_cast<std::uint8_t>(found_act);
    }
    const Json& presented = Need(j, "", "presented");
    if (!presented.is_array() || static_cast<int>(presented.size()) != s.NumPlayers())
      Fail("presented", fmt::format("expected {} entries", s.NumPlayers()));
    for (int p = 0; p < s.NumPlayers(); ++p)
      s.presented_[p] = static_cast<std::int8_t>(Int(presented[p], fmt::format("presented[{}]", p), -1, kCards - 1));
    s.presented_revealed_ = Bool(Need(j, "", "revealed"), "revealed");
    if (s.Reading(kIFirstPlayer) != kFirstByFingers) {
      if (j.contains("fingers")) Fail("fingers", "only under an.first-player=fingers");
      return;
    }
    const Json& fingers = Need(j, "", "fingers");
    Keys(fingers, "fingers", {"shown", "rounds"});
    const Json& shown = Need(fingers, "fingers", "shown");
    if (!shown.is_array() || static_cast<int>(shown.size()) != n) Fail("fingers.shown", fmt::format("expected {} entries", n));
    for (int p = 0; p < n; ++p)
      s.fingers_[p] = static_cast<std::int8_t>(Int(shown[p], fmt::format("fingers.shown[{}]", p), -1, kMaxFingers));
    s.finger_rounds_ = static_cast<std::uint8_t>(Int(Need(fingers, "fingers", "rounds"), "fingers.rounds", 0, kFingerRounds));
  }
};

std::unique_ptr<State> AmongNoblesState::FromJson(std::shared_ptr<const GameContext> context, const Json& j) {
  auto s = std::make_unique<AmongNoblesState>(std::move(context));
  StateIo::Read(*s, j);
  return s;
}

}  // namespace peerage::an
