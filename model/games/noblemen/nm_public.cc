// Noblemen's public state (GameInfo::public_state): the canonical state JSON without the two per-player
// memories that only shape observations, with the engine's "scratch" replaced by "turn", what a table
// would say about the turn (or set-up, Scandal deal, Ball) in progress, and with the canonical JSON's
// packed values (bit masks, card and title numbers, -1 for none) written as a table would write them.
// Both directions live here: the writers (PublicTurn, WritePlainForms) and the loader's side
// (ReadPlainForms, then LoadPublicTurn rebuilding the scratch, called by the state reader in nm_json.cc).
// The schema is public_state.schema.json beside this file (`peerage schema noblemen`); noblemen.h says
// which fields are public and why.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/core/json_util.h"
#include "model/core/public_state.h"
#include "model/games/noblemen/nm_public_forms.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

namespace {
// What each player saw, not what is on the table: a full-table observer knows the bag and every offered
// card anyway. Both only decide what ObservationJson hides.
constexpr const char* kBookkeeping[] = {"bag_known", "offered_public"};

bool Dealing(Phase p) { return p == Phase::kCardDraw || p == Phase::kCardChoose || p == Phase::kCardOrder; }
bool Purloining(Phase p) { return p == Phase::kPurloin || p == Phase::kPurloinPick; }
bool DrawingLands(Phase p) { return p == Phase::kDeal || p == Phase::kMulliganDraw || p == Phase::kLandDraw; }

// A player's turn is under way: not the set-up, not a Ball, not the decade's Scandal deal (the turn marks
// of the turn before are then stale: the next turn starts afresh).
bool InTurn(Phase p, bool decade_deal) {
  switch (p) {
    case Phase::kDeal: case Phase::kMulligan: case Phase::kMulliganDraw: case Phase::kCrownDraw:
    case Phase::kBall: case Phase::kGameOver: return false;
    default: return !(Dealing(p) && decade_deal);
  }
}

const char* const kLandsFor[] = {"action", "outmaneuver"};        // Scratch::lands_card 0 / 1
const char* const kRedeemFor[] = {"acquire-land", "taxes"};       // Scratch::redeem_for 0 / 1
const char* const kPlacement[] = {"castle", "treachery"};         // Scratch::maa_treachery 0 / 1
const char* const kDealFor[] = {"church", "decade"};              // resume kResMain / kResTurns

// The index of `text` in `names`; a clear error otherwise.
template <std::size_t K>
int NameIndex(const Json& v, const std::string& path, const char* const (&names)[K]) {
  for (std::size_t i = 0; i < K; ++i)
    if (v.is_string() && v.get<std::string>() == names[i]) return static_cast<int>(i);
  std::string list;
  for (std::size_t i = 0; i < K; ++i) list += std::string(i ? ", " : "") + names[i];
  state_json::Fail(path, "must be one of " + list);
}
}  // namespace

Json NoblemenState::PublicTurn() const {
  const bool decade_deal = Dealing(phase_) && sc_.resume == kResTurns;
  const bool turn = InTurn(phase_, decade_deal);
  Json t;
  t["scandal_played"] = turn && sc_.scandal_played;
  t["action_taken"] = turn && sc_.action_done;
  t["card_in_effect"] = !turn        ? Json()
                        : sc_.vicar    ? Json(CardName(kVicar))
                        : sc_.marriage ? Json(CardName(kMarriage))
                                       : Json();
  t["lands"] = phase_ == Phase::kLands || phase_ == Phase::kGroupPick
                   ? Json{{"for", kLandsFor[sc_.lands_card ? 1 : 0]}, {"played", 3 - sc_.lands_left},
                          {"squares_of", phase_ == Phase::kGroupPick ? Json(fmt::format("{},{}", sc_.group_x, sc_.group_y)) : Json()}}
                   : Json();
  t["chits_bought"] = phase_ == Phase::kBribe ? sc_.bought : 0;
  t["redeem_for"] = phase_ == Phase::kRedeem ? Json(kRedeemFor[sc_.redeem_for ? 1 : 0]) : Json();
  t["purloin_left"] = Purloining(phase_) ? sc_.purloin_left : 0;
  t["forest_payment"] = phase_ == Phase::kForestGive
                            ? Json{{"from", sc_.give_from}, {"lands_left", sc_.give_left},
                                   {"placement", kPlacement[sc_.maa_treachery ? 1 : 0]}}
                            : Json();
  t["murder_offer_to"] = phase_ == Phase::kMurderOffer ? Json(OfferPlayer(sc_.offer_index)) : Json();
  t["mulligan_by"] = phase_ == Phase::kMulligan ? Json(sc_.mulligan_player) : Json();
  t["deal"] = Dealing(phase_) ? Json{{"to", sc_.chooser}, {"for", kDealFor[decade_deal ? 1 : 0]}} : Json();
  t["ball"] = phase_ == Phase::kBall ? Json{{"prestige_added", sc_.ball_extra},
                                            {"chits_redeemed", sc_.ball_redeemed != 0},
                                            {"blackmail_used", sc_.ball_blackmail}}
                                     : Json();
  t["next_land_to"] = RoundRobinShort() ? Json(NextDrawer()) : Json();
  return t;
}

bool NoblemenState::RoundRobinShort() const {
  if (Reading(kIShortBagOrder) != 1 || !DrawingLands(phase_)) return false;
  int owed = 0;
  for (int p = 0; p < N(); ++p) owed += draws_[p];
  return BagTotal() < owed;
}

void NoblemenState::LoadPublicTurn(const Json& t) {
  using namespace state_json;
  const std::string path = "turn";
  if (!t.is_object()) Fail(path, "must be an object");
  Keys(t, path, {"scandal_played", "action_taken", "card_in_effect", "lands", "chits_bought", "redeem_for",
                 "purloin_left", "forest_payment", "murder_offer_to", "mulligan_by", "deal", "ball", "next_land_to"});
  const int n = N();
  // A member of "turn" that is set (present and not null); `when` says whether the phase needs it.
  auto given = [&](const char* key, bool when, const char* need) -> const Json* {
    const Json* v = Field(t, path, key, false);
    if (v && v->is_null()) v = nullptr;
    if (v && !when) Fail(Sub(path, key), std::string("only ") + need);
    if (!v && when) Fail(Sub(path, key), std::string("missing: needed ") + need);
    return v;
  };
  auto seat = [&](const Json& v, const std::string& p) { return static_cast<int>(Int(v, p, 0, n - 1)); };
  sc_ = Scratch{};
  sc_.resume = phase_ == Phase::kDeal ? kResMulligan : phase_ == Phase::kMulliganDraw ? kResAfterMulligan : kResMain;
  bool decade_deal = false;
  if (const Json* d = given("deal", Dealing(phase_), "while Scandal cards are dealt (card-draw, card-choose, card-order)")) {
    const std::string dp = Sub(path, "deal");
    if (!d->is_object()) Fail(dp, "must be {to, for}");
    Keys(*d, dp, {"to", "for"});
    sc_.chooser = seat(Need(*d, dp, "to"), Sub(dp, "to"));
    decade_deal = NameIndex(Need(*d, dp, "for"), Sub(dp, "for"), kDealFor) == 1;
    sc_.resume = decade_deal ? kResTurns : kResMain;
    // Cards are dealt three at a time: those still to come are the three less the ones on offer.
    int offered = 0;
    for (int c = 0; c < kNumCards; ++c) offered += pl_[sc_.chooser].offered[c];
    if (phase_ == Phase::kCardDraw) {
      sc_.card_draws = 3 - offered;
      if (sc_.card_draws <= 0) Fail(dp, "the player dealt to has three cards on offer: no draw is left");
    }
  }
  const bool turn = InTurn(phase_, decade_deal);
  const char* in_turn = "during a player's turn (not at set-up, a Ball or the decade's Scandal deal)";
  if (const Json* v = Field(t, path, "scandal_played", false)) sc_.scandal_played = Bool(*v, Sub(path, "scandal_played"));
  if (const Json* v = Field(t, path, "action_taken", false)) sc_.action_done = Bool(*v, Sub(path, "action_taken"));
  if ((sc_.scandal_played || sc_.action_done) && !turn)
    Fail(Sub(path, sc_.action_done ? "action_taken" : "scandal_played"), std::string("only true ") + in_turn);
  if (const Json* v = Field(t, path, "card_in_effect", false); v && !v->is_null()) {
    const std::string cp = Sub(path, "card_in_effect");
    if (!turn) Fail(cp, std::string("only ") + in_turn);
    if (!sc_.scandal_played) Fail(cp, "a card in effect was played: scandal_played must be true");
    if (v->is_string() && v->get<std::string>() == CardName(kVicar)) sc_.vicar = 1;
    else if (v->is_string() && v->get<std::string>() == CardName(kMarriage)) sc_.marriage = 1;
    else Fail(cp, std::string("must be ") + CardName(kVicar) + " or " + CardName(kMarriage));
  }
  const bool picking = phase_ == Phase::kGroupPick;
  if (const Json* l = given("lands", phase_ == Phase::kLands || picking, "while lands are played (phases lands, group-pick)")) {
    const std::string lp = Sub(path, "lands");
    if (!l->is_object()) Fail(lp, "must be {for, played, squares_of}");
    Keys(*l, lp, {"for", "played", "squares_of"});
    sc_.lands_card = NameIndex(Need(*l, lp, "for"), Sub(lp, "for"), kLandsFor);
    const Estate& e = pl_[active_].estate;
    const int played = static_cast<int>(Int(Need(*l, lp, "played"), Sub(lp, "played"), picking ? 1 : 0, picking ? 3 : 2));
    const Json* squares = Field(*l, lp, "squares_of", false);
    if (squares && squares->is_null()) squares = nullptr;
    if (squares && !picking) Fail(Sub(lp, "squares_of"), "only in phase group-pick");
    if (!squares && picking) Fail(Sub(lp, "squares_of"), "missing: needed in phase group-pick");
    if (squares) {
      const std::string sp = Sub(lp, "squares_of");
      const std::string text = squares->is_string() ? squares->get<std::string>() : "";
      int x = 0, y = 0;
      if (std::sscanf(text.c_str(), "%d,%d", &x, &y) != 2 || fmt::format("{},{}", x, y) != text)
        Fail(sp, "must be \"x,y\"");
      if (e.tiles.empty() || e.tiles.back().x != x || e.tiles.back().y != y)
        Fail(sp, "must be the position of the land placed last (the estate's last tile)");
      if (CompletedSquares(active_, x, y).size() < 2) Fail(sp, "the land at " + text + " completes fewer than two squares");
      sc_.group_x = x, sc_.group_y = y;
    }
    if (played >= static_cast<int>(e.tiles.size())) Fail(Sub(lp, "played"), "more than the lands in the estate");
    sc_.lands_left = 3 - played;
    // The lands played so far are the estate's last ones: each wood is owed a land, each Forest one of
    // them completed (a group holding one of them formed in this play) two.
    std::vector<int> forests;
    for (int i = static_cast<int>(e.tiles.size()) - played; i < static_cast<int>(e.tiles.size()); ++i) {
      const Tile& tile = e.tiles[i];
      if (tile.land != kWood) continue;
      ++sc_.woods;
      if (tile.group >= 0 && std::find(forests.begin(), forests.end(), tile.group) == forests.end())
        forests.push_back(tile.group);
    }
    sc_.forests = static_cast<int>(forests.size());
  }
  if (const Json* v = Field(t, path, "chits_bought", false)) {
    sc_.bought = static_cast<int>(Int(*v, Sub(path, "chits_bought"), 0, kChits));
    if (sc_.bought && phase_ != Phase::kBribe) Fail(Sub(path, "chits_bought"), "only during Bribe Royalty (phase bribe)");
  }
  if (const Json* v = given("redeem_for", phase_ == Phase::kRedeem, "while chits are redeemed (phase redeem)"))
    sc_.redeem_for = NameIndex(*v, Sub(path, "redeem_for"), kRedeemFor);
  if (const Json* v = Field(t, path, "purloin_left", false))
    sc_.purloin_left = static_cast<int>(Int(*v, Sub(path, "purloin_left"), 0, 5));
  if (Purloining(phase_) != (sc_.purloin_left > 0))
    Fail(Sub(path, "purloin_left"), "1 to 5 during Purloin (phases purloin, purloin-pick), 0 otherwise");
  sc_.trade_for = Purloining(phase_) ? 1 : 0;
  if (const Json* f = given("forest_payment", phase_ == Phase::kForestGive, "while a Forest is paid for (phase forest-give)")) {
    const std::string fp = Sub(path, "forest_payment");
    if (!f->is_object()) Fail(fp, "must be {from, lands_left, placement}");
    Keys(*f, fp, {"from", "lands_left", "placement"});
    sc_.give_from = seat(Need(*f, fp, "from"), Sub(fp, "from"));
    if (sc_.give_from == active_) Fail(Sub(fp, "from"), "the Forest's owner is not the player placing the Men-at-Arms");
    sc_.give_to = active_;
    sc_.give_left = static_cast<int>(Int(Need(*f, fp, "lands_left"), Sub(fp, "lands_left"), 1, 2));
    sc_.maa_treachery = NameIndex(Need(*f, fp, "placement"), Sub(fp, "placement"), kPlacement);
  }
  if (const Json* v = given("murder_offer_to", phase_ == Phase::kMurderOffer, "while Murder is offered (phase murder-offer)")) {
    const int asked = seat(*v, Sub(path, "murder_offer_to"));
    sc_.offer_index = -1;
    for (int i = 0; i < n - 1 && sc_.offer_index < 0; ++i)
      if (OfferPlayer(i) == asked) sc_.offer_index = i;
    if (sc_.offer_index < 0) Fail(Sub(path, "murder_offer_to"), "must be a player other than the one whose turn starts");
  }
  if (const Json* v = given("mulligan_by", phase_ == Phase::kMulligan, "during the mulligan (phase mulligan)"))
    sc_.mulligan_player = seat(*v, Sub(path, "mulligan_by"));
  if (const Json* b = given("ball", phase_ == Phase::kBall, "during a Masquerade Ball (phase ball)")) {
    const std::string bp = Sub(path, "ball");
    if (!b->is_object()) Fail(bp, "must be {prestige_added, chits_redeemed, blackmail_used}");
    Keys(*b, bp, {"prestige_added", "chits_redeemed", "blackmail_used"});
    sc_.ball_extra = static_cast<int>(Int(Need(*b, bp, "prestige_added"), Sub(bp, "prestige_added"), 0, 999));
    sc_.ball_redeemed = Bool(Need(*b, bp, "chits_redeemed"), Sub(bp, "chits_redeemed")) ? 1 : 0;
    sc_.ball_blackmail = static_cast<int>(Int(Need(*b, bp, "blackmail_used"), Sub(bp, "blackmail_used"), 0, 4));
    // Markers go down from the crown holder leftwards: the one placing is the first without one.
    for (int p = 0; p < n; ++p) sc_.ball_index += prestige_[p] >= 0;
    if (sc_.ball_index == n) Fail("prestige", "every marker is placed, yet the Ball goes on");
  }
  // Round-robin draws start from the acting player (StartLandDraws) when the bag is short; with enough
  // lands in the bag the order cannot matter, is not kept and the table needs no note.
  if (RoundRobinShort()) sc_.draw_next = active_;
  if (const Json* v = given("next_land_to", RoundRobinShort(),
                            "under nm.short-bag-order=round-robin while the bag holds fewer lands than are owed")) {
    sc_.draw_next = seat(*v, Sub(path, "next_land_to"));
    if (draws_[sc_.draw_next] == 0) Fail(Sub(path, "next_land_to"), "that player is owed no land");
  }
}

Json PublicState(const State& state) {
  const auto& s = static_cast<const NoblemenState&>(state);
  Json inner = state.ToJson()["state"];
  for (Json& player : inner["players"])
    for (const char* key : kBookkeeping) player.erase(key);
  inner.erase("scratch");
  inner["turn"] = s.PublicTurn();
  WritePlainForms(inner);
  return PublicStateWrapper(state, std::move(inner));
}

bool IsPublicTurnState(const Json& state) { return state.is_object() && !state.contains("scratch"); }

bool LacksBookkeeping(const Json& state) {
  if (!state.is_object() || !state.contains("players") || !state["players"].is_array()) return false;
  for (const Json& player : state["players"])
    if (player.is_object() && (!player.contains("bag_known") || !player.contains("offered_public"))) return true;
  return false;
}

Json WithBookkeepingDefaults(const Json& state) {
  Json out = state;
  // A public state describes the turn in progress under "turn"; the reader rebuilds the scratch from it
  // once the rest is loaded (LoadPublicTurn): here it starts empty.
  // Its packed values are written plainly: they go back to the canonical numbers first.
  if (IsPublicTurnState(out)) {
    out.erase("turn");
    out["scratch"] = Json::object();
    ReadPlainForms(out);
  }
  if (!out.contains("players") || !out["players"].is_array()) return out;
  // A player picking a land from the bag (the trade's "take", Purloin's pick) has just looked into it;
  // every other memory starts empty: nobody remembers the bag, no offered card is known to the others.
  const std::string phase = state.contains("phase") && state["phase"].is_string() ? state["phase"].get<std::string>() : "";
  const bool picking = phase == PhaseName(Phase::kTradePick) || phase == PhaseName(Phase::kPurloinPick);
  const Json active = state.contains("active") ? state["active"] : Json();
  for (std::size_t p = 0; p < out["players"].size(); ++p) {
    Json& player = out["players"][p];
    if (!player.is_object()) continue;
    if (!player.contains("bag_known"))
      player["bag_known"] = picking && active.is_number_integer() && active.get<long long>() == static_cast<long long>(p);
    if (!player.contains("offered_public")) player["offered_public"] = Json::object();
  }
  return out;
}

}  // namespace peerage::nm
