// Dueling Nobles JSON: the canonical state (observer -1), observations, and reading a state back.
// The schema is documented at the top of dueling_nobles.h.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/games/dueling_nobles/dueling_nobles.h"

namespace peerage::dn {
namespace {

Json Cards(Mask m) {
  Json a = Json::array();
  for (; m; m &= m - 1) a.push_back(CardName(Lowest(m)));
  return a;
}

Json Hidden(Mask m) { return Json{{"hidden", Count(m)}}; }

Json CardOrNull(Card c) { return c == kNoCard ? Json(nullptr) : Json(CardName(c)); }

const char* ResultName(Result r) {
  switch (r) {
    case Result::kP0: return "p0";
    case Result::kP1: return "p1";
    case Result::kDraw: return "draw";
    case Result::kSharedWin: return "shared-win";
    default: return nullptr;
  }
}

}  // namespace

Json DuelingNoblesState::Serialize(int observer) const {
  const bool full = observer < 0;
  auto sees = [&](int owner) { return full || owner == observer; };
  const bool face_down = Reading(kITripleDiscardFace) == kTripleFaceDown;
  auto sees_triples = [&](int owner) { return sees(owner) || !face_down; };

  Json j;
  j["phase"] = PhaseName(phase_);
  j["active"] = active_;
  j["dealer"] = dealer_;
  j["turn"] = turn_;
  Json dice = Json::array();
  for (int i = 0; i < rolled_; ++i) dice.push_back(roll_[i]);
  j["roll"] = {{"dice", dice}, {"ties", ties_}};
  j["dealt"] = dealt_count_;
  j["noble_stack"] = full ? Cards(noble_stack_) : Hidden(noble_stack_);
  j["support_stock"] = full ? Cards(stock_) : Hidden(stock_);
  Mask invisible = 0;
  Json triples = Json::array();
  for (int p = 0; p < 2; ++p) {
    if (sees_triples(p)) {
      triples.push_back(Cards(triple_discards_[p]));
    } else {
      invisible |= triple_discards_[p];
      Json by_suit = Json::array();
      for (int s = 0; s < 4; ++s) by_suit.push_back(Count(triple_discards_[p] & SupportSuitMask(s)));
      triples.push_back(Json{{"hidden_by_suit", by_suit}});
    }
  }
  j["discard"] = Cards(discard_ & ~invisible);
  j["triple_discards"] = triples;

  Json players = Json::array();
  for (int p = 0; p < 2; ++p) {
    Json pj;
    pj["resources"] = resources_[p];
    pj["hand"] = sees(p) ? Cards(hand_[p]) : Hidden(hand_[p]);
    pj["dealt_nobles"] = sees(p) ? Cards(dealt_[p]) : Hidden(dealt_[p]);
    pj["kept"] = sees(p) ? Cards(kept_[p]) : Hidden(kept_[p]);
    Json court = Json::array();
    for (Mask m = courtyard_[p]; m; m &= m - 1) {
      const Card n = Lowest(m);
      court.push_back({{"noble", CardName(n)}, {"stamina", stamina_[NobleIndex(n)]},
                       {"weapon", CardOrNull(weapon_[NobleIndex(n)])}});
    }
    pj["courtyard"] = court;
    Json used = Json::array();
    for (int s = 0; s < 4; ++s)
      if (used_[p] & (1u << s)) used.push_back(kSuitNames[s]);
    pj["abilities_used"] = used;
    pj["spied_hand"] = has_spied_[p] ? Cards(spied_[p]) : Json(nullptr);
    players.push_back(pj);
  }
  j["players"] = players;

  Json seen = Json::array();
  for (int i = 0; i < move_seen_count_; ++i) seen.push_back(move_seen_[i]);
  j["turn_state"] = {{"taxed", Cards(taxed_)},         {"triples", triples_},
                     {"hires", hires_},                {"bought", bought_},
                     {"weapon_played", weapon_played_}, {"moved", Cards(moved_)},
                     {"command_stage", command_stage_}, {"duels", duels_},
                     {"dueled", Cards(dueled_)},        {"start_nobles", start_nobles_},
                     {"move_seen", seen},              {"livelock_reported", livelock_reported_}};
  j["triple"] = triple_suit_ < 0 ? Json(nullptr)
                                 : Json{{"suit", std::string(1, kSuitLetters[triple_suit_])},
                                        {"picked", sees_triples(active_) ? Cards(triple_picked_)
                                                                         : Hidden(triple_picked_)}};
  j["draw"] = draw_pending_ == 0 ? Json(nullptr)
                                 : Json{{"pending", draw_pending_}, {"to", draw_to_},
                                        {"return", PhaseName(draw_return_)}, {"bought", draw_bought_}};
  j["clubs_card"] = CardOrNull(clubs_card_);
  if (duel_att_ == kNoCard) {
    j["duel"] = nullptr;
  } else {
    Json d;
    d["attacker"] = CardName(duel_att_);
    d["defender"] = CardName(duel_def_);
    d["declared"] = CardName(duel_declared_);
    d["deflected"] = deflected_;
    Json dd = Json::array();
    for (int s = 0; s < 2; ++s) {
      Json one = Json::array();
      for (int i = 0; i < dice_count_[s]; ++i) one.push_back(dice_[s][i]);
      dd.push_back(one);
    }
    d["dice"] = dd;
    d["supports"] = {Cards(duel_supports_[0]), Cards(duel_supports_[1])};
    d["side"] = support_side_;
    j["duel"] = d;
  }
  const char* result = ResultName(result_);
  j["result"] = result ? Json(result) : Json(nullptr);
  return j;
}

Json DuelingNoblesState::DoToJson() const { return Serialize(-1); }
Json DuelingNoblesState::DoObservationJson(int player) const { return Serialize(player); }

// ---------------------------------------------------------------------------------------------------
// Reading a state back. Every malformed field throws ParseError naming it ("state.players[1].hand").
// Shapes and names are checked here; what the values mean together is checked by the invariants, which
// the kernel runs on every loaded state.

using state_json::Bool;
using state_json::Fail;
using state_json::Field;
using state_json::Int;
using state_json::Keys;
using state_json::Sub;

struct StateIo {
  static Card OneCard(const Json& v, const std::string& path) {
    if (!v.is_string()) Fail(path, "expected a card name such as \"10H\"");
    auto c = ParseCard(v.get<std::string>());
    if (!c) Fail(path, "'" + v.get<std::string>() + "' is not a card");
    return *c;
  }

  static Card CardOrNone(const Json& v, const std::string& path) {
    return v.is_null() ? kNoCard : OneCard(v, path);
  }

  static Mask CardList(const Json& v, const std::string& path) {
    if (!v.is_array()) Fail(path, "expected a list of cards");
    Mask m = 0;
    for (size_t i = 0; i < v.size(); ++i) {
      const Card c = OneCard(v[i], fmt::format("{}[{}]", path, i));
      if (Has(m, c)) Fail(path, CardName(c) + " appears twice");
      m |= Bit(c);
    }
    return m;
  }

  static Phase PhaseByName(const Json& v, const std::string& path) {
    if (v.is_string())
      for (int i = 0; i < kNumPhases; ++i)
        if (v.get<std::string>() == PhaseName(static_cast<Phase>(i))) return static_cast<Phase>(i);
    Fail(path, "not a phase name");
  }

  static void ReadPlayer(DuelingNoblesState& s, int p, const Json& pj, const std::string& path) {
    Keys(pj, path, {"resources", "hand", "dealt_nobles", "kept", "courtyard", "abilities_used", "spied_hand"});
    s.resources_[p] = static_cast<int>(Int(*Field(pj, path, "resources", true), Sub(path, "resources"),
                                           -1000000, 1000000));
    s.hand_[p] = CardList(*Field(pj, path, "hand", true), Sub(path, "hand"));
    if (auto* v = Field(pj, path, "dealt_nobles", false)) s.dealt_[p] = CardList(*v, Sub(path, "dealt_nobles"));
    if (auto* v = Field(pj, path, "kept", false)) s.kept_[p] = CardList(*v, Sub(path, "kept"));
    const Json& court = *Field(pj, path, "courtyard", true);
    const std::string cpath = Sub(path, "courtyard");
    if (!court.is_array()) Fail(cpath, "expected a list of {noble, stamina, weapon}");
    for (size_t i = 0; i < court.size(); ++i) {
      const std::string npath = fmt::format("{}[{}]", cpath, i);
      Keys(court[i], npath, {"noble", "stamina", "weapon"});
      const Card n = OneCard(*Field(court[i], npath, "noble", true), Sub(npath, "noble"));
      if (!IsNoble(n)) Fail(Sub(npath, "noble"), CardName(n) + " is not a Noble");
      if (Has(s.courtyard_[p], n)) Fail(npath, CardName(n) + " appears twice");
      s.courtyard_[p] |= Bit(n);
      s.stamina_[NobleIndex(n)] =
          static_cast<std::uint8_t>(Int(*Field(court[i], npath, "stamina", true), Sub(npath, "stamina"), 0, 9));
      if (auto* w = Field(court[i], npath, "weapon", false))
        s.weapon_[NobleIndex(n)] = CardOrNone(*w, Sub(npath, "weapon"));
    }
    if (auto* v = Field(pj, path, "abilities_used", false)) {
      const std::string upath = Sub(path, "abilities_used");
      if (!v->is_array()) Fail(upath, "expected a list of suit names");
      for (const Json& name : *v) {
        int suit = -1;
        for (int k = 0; k < 4; ++k)
          if (name.is_string() && name.get<std::string>() == kSuitNames[k]) suit = k;
        if (suit < 0) Fail(upath, "expected clubs, diamonds, hearts or spades");
        s.used_[p] |= static_cast<std::uint8_t>(1u << suit);
      }
    }
    if (auto* v = Field(pj, path, "spied_hand", false); v && !v->is_null()) {
      s.spied_[p] = CardList(*v, Sub(path, "spied_hand"));
      s.has_spied_[p] = true;
    }
  }

  static void ReadTurnState(DuelingNoblesState& s, const Json& t) {
    const std::string path = "turn_state";
    Keys(t, path, {"taxed", "triples", "hires", "bought", "weapon_played", "moved", "command_stage", "duels",
                   "dueled", "start_nobles", "move_seen", "livelock_reported"});
    auto small = [&](const char* key, std::uint8_t& out, int hi) {
      if (auto* v = Field(t, path, key, false)) out = static_cast<std::uint8_t>(Int(*v, Sub(path, key), 0, hi));
    };
    auto flag = [&](const char* key, bool& out) {
      if (auto* v = Field(t, path, key, false)) out = Bool(*v, Sub(path, key));
    };
    auto cards = [&](const char* key, Mask& out) {
      if (auto* v = Field(t, path, key, false)) out = CardList(*v, Sub(path, key));
    };
    cards("taxed", s.taxed_);
    small("triples", s.triples_, 13);
    small("hires", s.hires_, kNumNobles);
    flag("bought", s.bought_);
    flag("weapon_played", s.weapon_played_);
    cards("moved", s.moved_);
    small("command_stage", s.command_stage_, 2);
    small("duels", s.duels_, 255);
    cards("dueled", s.dueled_);
    flag("livelock_reported", s.livelock_reported_);
    if (auto* v = Field(t, path, "start_nobles", false)) {
      if (!v->is_array() || v->size() != 2) Fail(Sub(path, "start_nobles"), "expected [n0, n1]");
      for (int p = 0; p < 2; ++p)
        s.start_nobles_[p] = static_cast<std::uint8_t>(Int((*v)[p], Sub(path, "start_nobles"), 0, kNumNobles));
    }
    if (auto* v = Field(t, path, "move_seen", false)) {
      const std::string mpath = Sub(path, "move_seen");
      if (!v->is_array() || v->size() > kMoveSeenCap) Fail(mpath, "expected at most 16 arrangement hashes");
      for (const Json& h : *v) {
        if (!h.is_number_unsigned() && !(h.is_number_integer() && h.get<long long>() >= 0))
          Fail(mpath, "expected unsigned integers");
        s.move_seen_[s.move_seen_count_++] = h.get<std::uint64_t>();
      }
    }
  }

  static void ReadDuel(DuelingNoblesState& s, const Json& d) {
    const std::string path = "duel";
    Keys(d, path, {"attacker", "defender", "declared", "deflected", "dice", "supports", "side"});
    s.duel_att_ = OneCard(*Field(d, path, "attacker", true), "duel.attacker");
    s.duel_def_ = OneCard(*Field(d, path, "defender", true), "duel.defender");
    s.duel_declared_ = s.duel_def_;
    if (auto* v = Field(d, path, "declared", false)) s.duel_declared_ = OneCard(*v, "duel.declared");
    for (Card c : {s.duel_att_, s.duel_def_, s.duel_declared_})
      if (!IsNoble(c)) Fail(path, CardName(c) + " is not a Noble");
    if (auto* v = Field(d, path, "deflected", false)) s.deflected_ = Bool(*v, "duel.deflected");
    if (auto* v = Field(d, path, "dice", false)) {
      if (!v->is_array() || v->size() != 2) Fail("duel.dice", "expected [[attacker dice], [defender dice]]");
      for (int side = 0; side < 2; ++side) {
        const Json& one = (*v)[side];
        if (!one.is_array() || one.size() > 2) Fail("duel.dice", "each side rolls at most two dice");
        for (const Json& die : one)
          s.dice_[side][s.dice_count_[side]++] = static_cast<std::uint8_t>(Int(die, "duel.dice", 1, 6));
      }
    }
    if (auto* v = Field(d, path, "supports", false)) {
      if (!v->is_array() || v->size() != 2) Fail("duel.supports", "expected [[attacker cards], [defender cards]]");
      for (int side = 0; side < 2; ++side) s.duel_supports_[side] = CardList((*v)[side], "duel.supports");
    }
    if (auto* v = Field(d, path, "side", false)) s.support_side_ = static_cast<std::uint8_t>(Int(*v, "duel.side", 0, 1));
  }

  static std::unique_ptr<State> Read(std::shared_ptr<const GameContext> context, const Json& j) {
    auto state = std::make_unique<DuelingNoblesState>(std::move(context));
    DuelingNoblesState& s = *state;
    Keys(j, "", {"phase", "active", "dealer", "turn", "roll", "dealt", "noble_stack", "support_stock", "discard",
                 "triple_discards", "players", "turn_state", "triple", "draw", "clubs_card", "duel", "result"});
    s.phase_ = PhaseByName(*Field(j, "", "phase", true), "phase");
    if (auto* v = Field(j, "", "active", false)) s.active_ = static_cast<std::uint8_t>(Int(*v, "active", 0, 1));
    if (auto* v = Field(j, "", "dealer", false)) s.dealer_ = static_cast<std::int8_t>(Int(*v, "dealer", -1, 1));
    if (auto* v = Field(j, "", "turn", false)) s.turn_ = static_cast<int>(Int(*v, "turn", 0, 1000000));
    if (auto* v = Field(j, "", "roll", false)) {
      Keys(*v, "roll", {"dice", "ties"});
      if (auto* d = Field(*v, "roll", "dice", false)) {
        if (!d->is_array() || d->size() > 3) Fail("roll.dice", "expected at most three dice (the fourth decides)");
        for (const Json& die : *d) s.roll_[s.rolled_++] = static_cast<std::uint8_t>(Int(die, "roll.dice", 1, 6));
      }
      if (auto* t = Field(*v, "roll", "ties", false))
        s.ties_ = static_cast<std::uint8_t>(Int(*t, "roll.ties", 0, kDealerTieCap - 1));
    }
    if (auto* v = Field(j, "", "dealt", false)) s.dealt_count_ = static_cast<std::uint8_t>(Int(*v, "dealt", 0, 11));
    s.noble_stack_ = CardList(*Field(j, "", "noble_stack", true), "noble_stack");
    s.stock_ = CardList(*Field(j, "", "support_stock", true), "support_stock");
    s.discard_ = CardList(*Field(j, "", "discard", true), "discard");
    if (auto* v = Field(j, "", "triple_discards", false)) {
      if (!v->is_array() || v->size() != 2) Fail("triple_discards", "expected [[p0 cards], [p1 cards]]");
      for (int p = 0; p < 2; ++p)
        s.triple_discards_[p] = CardList((*v)[p], fmt::format("triple_discards[{}]", p));
    }
    const Json& players = *Field(j, "", "players", true);
    if (!players.is_array() || players.size() != 2) Fail("players", "expected two player objects");
    for (int p = 0; p < 2; ++p) ReadPlayer(s, p, players[p], fmt::format("players[{}]", p));
    if (auto* v = Field(j, "", "turn_state", false)) ReadTurnState(s, *v);
    if (auto* v = Field(j, "", "triple", false); v && !v->is_null()) {
      Keys(*v, "triple", {"suit", "picked"});
      const Json& suit = *Field(*v, "triple", "suit", true);
      auto su = suit.is_string() ? ParseSuitLetter(suit.get<std::string>()) : std::nullopt;
      if (!su) Fail("triple.suit", "expected C, D, H or S");
      s.triple_suit_ = static_cast<std::int8_t>(*su);
      if (auto* pk = Field(*v, "triple", "picked", false)) s.triple_picked_ = CardList(*pk, "triple.picked");
    }
    if (auto* v = Field(j, "", "draw", false); v && !v->is_null()) {
      Keys(*v, "draw", {"pending", "to", "return", "bought"});
      s.draw_pending_ = static_cast<std::uint8_t>(Int(*Field(*v, "draw", "pending", true), "draw.pending", 1, 3));
      if (auto* t = Field(*v, "draw", "to", false)) s.draw_to_ = static_cast<std::uint8_t>(Int(*t, "draw.to", 0, 1));
      if (auto* r = Field(*v, "draw", "return", false)) {
        s.draw_return_ = PhaseByName(*r, "draw.return");
        if (s.draw_return_ != Phase::kReinforcements && s.draw_return_ != Phase::kCommand)
          Fail("draw.return", "expected reinforcements or command");
      }
      if (auto* b = Field(*v, "draw", "bought", false))
        s.draw_bought_ = static_cast<std::uint8_t>(Int(*b, "draw.bought", 0, 3));
    }
    if (auto* v = Field(j, "", "clubs_card", false)) s.clubs_card_ = CardOrNone(*v, "clubs_card");
    if (auto* v = Field(j, "", "duel", false); v && !v->is_null()) ReadDuel(s, *v);
    if (auto* v = Field(j, "", "result", false); v && !v->is_null()) {
      bool ok = false;
      for (Result r : {Result::kP0, Result::kP1, Result::kDraw, Result::kSharedWin})
        if (v->is_string() && v->get<std::string>() == ResultName(r)) {
          s.result_ = r;
          ok = true;
        }
      if (!ok) Fail("result", "expected null, p0, p1, draw or shared-win");
    }
    // The public state leaves "dealt" out: count the cards dealt so far (Nobles, or Support cards in hands).
    if (!j.contains("dealt") && s.phase_ == Phase::kDealNobles)
      s.dealt_count_ = static_cast<std::uint8_t>(Count(s.dealt_[0] | s.dealt_[1]));
    if (!j.contains("dealt") && s.phase_ == Phase::kDealSupport)
      s.dealt_count_ = static_cast<std::uint8_t>(Count(s.hand_[0] | s.hand_[1]));
    return state;
  }
};

std::unique_ptr<State> DuelingNoblesState::FromJson(std::shared_ptr<const GameContext> context, const Json& j) {
  return StateIo::Read(std::move(context), WithCanonicalNumbers(j));  // a public state's names: dn_public.cc
}

}  // namespace peerage::dn
