// Nobles (solo) JSON: the canonical state, observations, reading a state back, and the invariants.
// The schema is documented at the top of nobles_solo.h.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/games/nobles_solo/nobles_solo.h"

namespace peerage::ns {

const std::array<const char*, kNumScratch> kScratchNames = {
    "court_deck", "this_kind", "reveal", "construct_draw", "construct_first", "constructs_left", "pending",
    "pending_arg", "debut_index", "restore_kind", "chain", "take_pair", "event_deck", "event_kind", "moving",
    "constructs_ever", "veteran_effect_from", "dealt"};

const std::uint8_t* ScratchField(const Scratch& s, int i) {
  const std::array<const std::uint8_t*, kNumScratch> f = {
      &s.court_deck, &s.this_kind, &s.reveal, &s.construct_draw, &s.construct_first, &s.constructs_left,
      &s.pending, &s.pending_arg, &s.debut_index, &s.restore_kind, &s.chain, &s.take_pair, &s.event_deck,
      &s.event_kind, &s.moving, &s.constructs_ever, &s.veteran_effect_from, &s.dealt};
  return f[i];
}
std::uint8_t* ScratchField(Scratch& s, int i) {
  return const_cast<std::uint8_t*>(ScratchField(static_cast<const Scratch&>(s), i));
}

namespace {

Json Counts(const std::array<std::uint8_t, kNumKinds>& c) {
  Json j = Json::object();
  for (int k = 0; k < kNumKinds; ++k)
    if (c[k] > 0) j[KindName(k)] = c[k];
  return j;
}

// "unseen" is written under ns.face-up-decks=tops-only only (the open reading's JSON is unchanged).
Json DeckJson(const Deck& d, bool tops_only) {
  Json cards = Json::array();
  for (int i = 0; i < d.n_known; ++i) cards.push_back(KindName(d.known[i]));
  Json j = {{"cards", cards}, {"hidden", Counts(d.hidden)}, {"face_down", d.face_down}};
  if (tops_only) j["unseen"] = d.unseen;
  return j;
}

}  // namespace

Json NoblesSoloState::DoToJson() const {
  Json j;
  j["phase"] = PhaseName(phase_);
  j["turn"] = turn_;
  j["pool"] = Counts(pool_);
  Json nd = Json::array(), ed = Json::array();
  for (int d = 0; d < 3; ++d) nd.push_back(DeckJson(decks_[d], TopsOnly()));
  for (int d = 3; d < 6; ++d) ed.push_back(DeckJson(decks_[d], TopsOnly()));
  j["noble_decks"] = nd;
  j["event_decks"] = ed;
  j["deceased"] = Counts(deceased_);
  j["completed"] = Counts(completed_);
  j["removed"] = Counts(removed_);
  Json s = Json::object();
  for (int i = 0; i < kNumScratch; ++i) s[kScratchNames[i]] = *ScratchField(sc_, i);
  j["scratch"] = s;
  Json dis = Json::array();
  for (int i = 0; i < n_discarded_; ++i) dis.push_back({KindName(discarded_[i][0]), discarded_[i][1]});
  j["discarded"] = dis;
  Json eff = Json::array();
  for (int i = 0; i < n_effects_; ++i) eff.push_back({KindName(effects_[i][0]), effects_[i][1], effects_[i][2]});
  j["effects"] = eff;
  return j;
}

// The face-down parts are stored only as counts (their order does not exist yet), so the player sees
// exactly the full state.
Json NoblesSoloState::DoObservationJson(int) const { return DoToJson(); }

using state_json::Fail;
using state_json::Int;
using state_json::Keys;
using state_json::Need;

struct StateIo {
  static int KindByName(const Json& v, const std::string& path) {
    if (v.is_string())
      for (int k = 0; k < kNumKinds; ++k)
        if (v.get<std::string>() == KindName(k)) return k;
    Fail(path, "not a card kind");
  }
  static void ReadCounts(const Json& v, const std::string& path, std::array<std::uint8_t, kNumKinds>& out) {
    if (!v.is_object()) Fail(path, "expected {kind: count}");
    out.fill(0);
    for (const auto& [key, val] : v.items()) {
      const int k = KindByName(Json(key), path + "." + key);
      out[k] = static_cast<std::uint8_t>(Int(val, path + "." + key, 0, kNobleCards));
    }
  }
  static void ReadDeck(const Json& v, const std::string& path, Deck& d) {
    Keys(v, path, {"cards", "hidden", "face_down", "unseen"});
    const Json& cards = Need(v, path, "cards");
    if (!cards.is_array() || cards.size() > kNobleCards) Fail(path + ".cards", "expected at most 27 kinds");
    d.n_known = 0;
    for (size_t i = 0; i < cards.size(); ++i) d.Push(KindByName(cards[i], fmt::format("{}.cards[{}]", path, i)));
    ReadCounts(Need(v, path, "hidden"), path + ".hidden", d.hidden);
    int n = 0;
    for (int c : d.hidden) n += c;
    if (n > kNobleCards) Fail(path + ".hidden", "more than 27 cards");
    d.n_hidden = static_cast<std::uint8_t>(n);
    const Json& fd = Need(v, path, "face_down");
    if (!fd.is_boolean()) Fail(path + ".face_down", "expected true or false");
    d.face_down = fd.get<bool>();
    d.unseen = v.contains("unseen") ? static_cast<std::uint8_t>(Int(v["unseen"], path + ".unseen", 0, kNobleCards)) : 0;
  }
  static std::unique_ptr<State> Read(std::shared_ptr<const GameContext> context, const Json& j) {
    auto state = std::make_unique<NoblesSoloState>(std::move(context));
    NoblesSoloState& s = *state;
    Keys(j, "", {"phase", "turn", "pool", "noble_decks", "event_decks", "deceased", "completed", "removed",
                 "scratch", "discarded", "effects"});
    const Json& phase = Need(j, "", "phase");
    bool found = false;
    for (int p = 0; p < kNumPhases; ++p)
      if (phase.is_string() && phase.get<std::string>() == PhaseName(static_cast<Phase>(p))) {
        s.phase_ = static_cast<Phase>(p);
        found = true;
      }
    if (!found) Fail("phase", "not a phase name");
    s.turn_ = Int(Need(j, "", "turn"), "turn", 0, 1000000);
    ReadCounts(Need(j, "", "pool"), "pool", s.pool_);
    for (const char* key : {"noble_decks", "event_decks"}) {
      const Json& decks = Need(j, "", key);
      if (!decks.is_array() || decks.size() != 3) Fail(key, "expected three decks");
      const int base = std::string(key) == "noble_decks" ? 0 : 3;
      for (int d = 0; d < 3; ++d) ReadDeck(decks[d], fmt::format("{}[{}]", key, d), s.decks_[base + d]);
    }
    ReadCounts(Need(j, "", "deceased"), "deceased", s.deceased_);
    ReadCounts(Need(j, "", "completed"), "completed", s.completed_);
    ReadCounts(Need(j, "", "removed"), "removed", s.removed_);
    Json sc = Need(j, "", "scratch");
    if (!sc.is_object()) Fail("scratch", "expected an object");
    if (!sc.contains("dealt")) {  // the public state leaves it out: the cards no longer in the pool
      int pooled = 0;  // (after setup all 51; tops-only keeps its unseen cards in the pool)
      for (int c : s.pool_) pooled += c;
      sc["dealt"] = s.phase_ == Phase::kSetup ? kNobleCards + kEventCards - pooled : kNobleCards + kEventCards;
    }
    for (const auto& [key, _] : sc.items()) {
      bool ok = false;
      for (const char* n : kScratchNames) ok = ok || key == n;
      if (!ok) Fail("scratch." + key, "unknown field");
    }
    for (int i = 0; i < kNumScratch; ++i)
      *ScratchField(s.sc_, i) = static_cast<std::uint8_t>(
          Int(Need(sc, "scratch", kScratchNames[i]), std::string("scratch.") + kScratchNames[i], 0, 255));
    const Json& dis = Need(j, "", "discarded");
    if (!dis.is_array() || dis.size() > kNobleCards) Fail("discarded", "expected at most 27 [kind, deck] pairs");
    for (size_t i = 0; i < dis.size(); ++i) {
      const std::string p = fmt::format("discarded[{}]", i);
      if (!dis[i].is_array() || dis[i].size() != 2) Fail(p, "expected [kind, deck]");
      s.discarded_[s.n_discarded_++] = {static_cast<std::uint8_t>(KindByName(dis[i][0], p)),
                                        static_cast<std::uint8_t>(Int(dis[i][1], p, 0, 2))};
    }
    const Json& eff = Need(j, "", "effects");
    if (!eff.is_array() || eff.size() > s.effects_.size()) Fail("effects", "expected at most 54 effects");
    for (size_t i = 0; i < eff.size(); ++i) {
      const std::string p = fmt::format("effects[{}]", i);
      if (!eff[i].is_array() || eff[i].size() != 3) Fail(p, "expected [kind, deck, taken-later]");
      s.effects_[s.n_effects_++] = {static_cast<std::uint8_t>(KindByName(eff[i][0], p)),
                                    static_cast<std::uint8_t>(Int(eff[i][1], p, 0, 2)),
                                    static_cast<std::uint8_t>(Int(eff[i][2], p, 0, 1))};
    }
    return state;
  }
};

std::unique_ptr<State> NoblesSoloState::FromJson(std::shared_ptr<const GameContext> context, const Json& j) {
  // A public state (no "scratch"): its "this_turn" and "constructs_ever" become the scratch first.
  if (j.is_object() && !j.contains("scratch")) return StateIo::Read(std::move(context), WithEngineScratch(j));
  return StateIo::Read(std::move(context), j);
}

void NoblesSoloState::DoCheckInvariants(InvariantReport& report) const {
  // Every card is in exactly one place: the setup pool, a deck, Deceased, Completed, removed, or held.
  std::array<int, kNumKinds> where{};
  for (int k = 0; k < kNumKinds; ++k) where[k] = pool_[k] + deceased_[k] + completed_[k] + removed_[k];
  for (int d = 0; d < 6; ++d) {
    const Deck& x = decks_[d];
    int hidden = 0;
    for (int k = 0; k < kNumKinds; ++k) {
      where[k] += x.hidden[k];
      hidden += x.hidden[k];
    }
    for (int i = 0; i < x.n_known; ++i) ++where[x.known[i]];
    report.Check(hidden == x.n_hidden, "ns.deck-hidden-count", [&] { return fmt::format("deck {} hidden {} != {}", d, hidden, x.n_hidden); });
    bool right_kind = true;
    for (int i = 0; i < x.n_known; ++i) right_kind = right_kind && IsNoble(x.known[i]) == (d < 3);
    for (int k = 0; k < kNumKinds; ++k) right_kind = right_kind && (x.hidden[k] == 0 || IsNoble(k) == (d < 3));
    report.Check(right_kind, "ns.deck-kind", [&] { return fmt::format("deck {} holds a card of the other kind", d); });
    report.Check(x.face_down || x.n_hidden == 0, "ns.face-up-known",
                 [&] { return fmt::format("face-up deck {} has an unknown part", d); });
    report.Check(x.unseen == 0 || (TopsOnly() && phase_ != Phase::kSetup), "ns.unseen",
                 [&] { return fmt::format("deck {} has unseen cards outside tops-only play", d); });
  }
  if (phase_ != Phase::kSetup)
    for (int family = 0; family < 2; ++family) {
      int pool = 0, unseen = 0;
      for (int k = 0; k < kNumKinds; ++k) pool += IsNoble(k) == (family == 0) ? pool_[k] : 0;
      for (int d = 3 * family; d < 3 * family + 3; ++d) unseen += decks_[d].unseen;
      report.Check(pool == unseen, "ns.unseen-pool", [&] {
        return fmt::format("{} unseen {} in the decks, {} in the pool", unseen, family ? "Events" : "Nobles", pool);
      });
    }
  if (sc_.moving != kNone && sc_.moving < kNumKinds) ++where[sc_.moving];
  for (int k = 0; k < kNumKinds; ++k)
    report.Check(where[k] == kKindCounts[k], "ns.cards-conserved",
                 [&] { return fmt::format("{} {} cards placed, {} exist", where[k], KindName(k), kKindCounts[k]); });
  for (int k = 0; k < kNumKinds; ++k) {
    report.Check(IsNoble(k) || deceased_[k] == 0, "ns.deceased-nobles", "an Event is Deceased");
    report.Check(!IsNoble(k) || (completed_[k] == 0 && removed_[k] == 0), "ns.completed-events",
                 "a Noble is a Completed Event");
  }
  int pooled = 0;
  for (int c : pool_) pooled += c;
  report.Check((phase_ == Phase::kSetup) == (sc_.dealt < kNobleCards + kEventCards), "ns.setup-phase",
               [&] { return fmt::format("phase {} with {} cards dealt", PhaseName(phase_), sc_.dealt); });
  report.Check(phase_ == Phase::kSetup ? pooled + sc_.dealt == kNobleCards + kEventCards
                                       : sc_.dealt == kNobleCards + kEventCards,
               "ns.setup-pool",
               [&] { return fmt::format("{} in the pool + {} dealt", pooled, sc_.dealt); });
  report.Check(sc_.reveal == kNone || (sc_.reveal < 6 && decks_[sc_.reveal].TopUnknown()), "ns.reveal",
               "a reveal is pending on a deck whose top is known or empty");
  report.Check(sc_.construct_draw == kNone || sc_.construct_draw < 3, "ns.construct-draw", "bad Construct deck");
  report.Check(phase_ != Phase::kRequire || sc_.event_kind == kNone ||
                   (sc_.event_kind >= kFirstEvent && sc_.event_kind < kNumKinds),
               "ns.event-kind", "the Event being completed is not an Event");
  report.Check(phase_ != Phase::kRequire || n_effects_ > 0 || sc_.reveal == kNone ||
                   sc_.pending != kNone,
               "ns.effects", "an automatic reveal without waiting Effects");
  report.Check(phase_ != Phase::kShade || sc_.court_deck < 3, "ns.shade-deck", "Shade without its deck");
  report.Check(phase_ != Phase::kVeteranMove || (sc_.moving < kNumNobleKinds && sc_.court_deck < 3),
               "ns.veteran-move", "no Noble being moved");
  report.Check(phase_ != Phase::kRequire || sc_.event_deck == kNone || (sc_.event_deck >= 3 && sc_.event_deck < 6),
               "ns.event-deck", "the Event deck is not an Event deck");
  report.Check(phase_ != Phase::kRequire || n_effects_ > 0 || sc_.event_kind != kNone, "ns.require",
               "a Requirement without an Event");
  report.Check(phase_ != Phase::kArchivistReplace || (sc_.restore_kind >= kFirstEvent && sc_.restore_kind < kNumKinds &&
                                                       completed_[sc_.restore_kind] > 0),
               "ns.restore", "no Completed Event chosen to restore");
  report.Check(phase_ != Phase::kRequire || n_effects_ > 0 ||
                   (sc_.event_deck >= 3 && sc_.event_deck < 6 && decks_[sc_.event_deck].Top() == sc_.event_kind),
               "ns.require-event", "the Event being completed is not the known top of its deck");
  report.Check(phase_ != Phase::kVeteranEffect || (deceased_[kVeteran] > 0 && sc_.veteran_effect_from < 3),
               "ns.veteran-effect", "no Deceased Veteran to move");
  report.Check(phase_ != Phase::kDebutante || sc_.debut_index < 6, "ns.debutante", "Debutante index past the decks");
  report.Check(phase_ != Phase::kConstructDeck || (sc_.constructs_left >= 1 && sc_.constructs_left <= 2),
               "ns.construct", "no Construct placement left");
  for (int i = 0; i < n_discarded_; ++i)
    report.Check(IsNoble(discarded_[i][0]) && discarded_[i][1] < 3, "ns.discarded", "bad discarded entry");
  if (phase_ == Phase::kGameOver) {
    bool stopped = turn_ >= kTurnCaps[Reading(kITurnCap)];
    for (const Deck& d : decks_) stopped = stopped || d.Empty();
    report.Check(stopped, "ns.game-over", "the game is over but no deck is empty and the turn cap is not reached");
  }
}

}  // namespace peerage::ns
