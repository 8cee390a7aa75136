// Noblemen JSON: the canonical state, observations, reading a state back (strict), and ResampleHidden.
// The schema is documented at the top of noblemen.h.
#include <cstring>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/core/rng.h"
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

const std::array<const char*, kNumScratch> kScratchNames = {
    "lands_left", "woods", "forests", "scandal_played", "action_done", "vicar", "marriage", "bought", "donated",
    "give_from", "give_to", "give_left", "redeem_for", "resume", "offer_index", "murdered", "purloin_left",
    "trade_for", "ball_index", "ball_extra", "ball_redeemed", "ball_blackmail", "mulligan_player", "chooser",
    "card_draws", "maa_treachery", "lands_card", "draw_next", "group_x", "group_y"};

int* ScratchField(Scratch& s, int i) {
  int* const f[kNumScratch] = {
      &s.lands_left, &s.woods, &s.forests, &s.scandal_played, &s.action_done, &s.vicar, &s.marriage, &s.bought,
      &s.donated, &s.give_from, &s.give_to, &s.give_left, &s.redeem_for, &s.resume, &s.offer_index, &s.murdered,
      &s.purloin_left, &s.trade_for, &s.ball_index, &s.ball_extra, &s.ball_redeemed, &s.ball_blackmail,
      &s.mulligan_player, &s.chooser, &s.card_draws, &s.maa_treachery, &s.lands_card, &s.draw_next, &s.group_x,
      &s.group_y};
  return f[i];
}

namespace {
// Counts as {name: count} with the non-zero entries only (lands by LandName, cards by CardName).
template <std::size_t K>
Json Arr(const std::array<std::uint8_t, K>& a) {
  Json j = Json::object();
  for (std::size_t i = 0; i < K; ++i)
    if (a[i]) j[K == kNumLands ? LandName(static_cast<int>(i)) : CardName(static_cast<int>(i))] = a[i];
  return j;
}
template <std::size_t K>
int Sum(const std::array<std::uint8_t, K>& a) {
  int t = 0;
  for (auto v : a) t += v;
  return t;
}
Json Hidden(int count) { return Json{{"hidden", count}}; }
constexpr char kLandLetters[] = "CWPF";
constexpr char kStructLetters[] = " KQH1234";
}  // namespace

struct StateIo {
  static Json Write(const NoblemenState& s, int observer) {
    const int n = s.N();
    const bool all = observer < 0;
    Json j;
    j["phase"] = PhaseName(s.phase_);
    j["active"] = s.active_;
    j["crown"] = s.crown_;
    j["decade"] = s.decade_;
    j["marker"] = s.marker_;
    j["balls"] = s.balls_;
    j["final_left"] = s.final_left_;
    const bool bag_seen = all || s.pl_[observer].bag_known;
    j["bag"] = bag_seen ? Arr(s.bag_) : Hidden(s.BagTotal());
    j["donated"] = Arr(s.donated_);
    j["pile"] = all ? Arr(s.pile_) : Hidden(s.PileTotal());
    Json bottom = Json::array();
    for (const Returned& r : s.bottom_) {
      Json e;
      e["card"] = all || r.by < 0 || r.by == observer ? Json(CardName(r.card)) : Json("hidden");
      e["by"] = r.by;
      if (r.with_previous) e["with_previous"] = true;
      bottom.push_back(e);
    }
    j["bottom"] = bottom;
    j["castle_slots"] = s.castle_slots_;
    j["church_slots"] = s.church_slots_;
    j["palaces_board"] = s.palaces_board_;
    j["follies_left"] = s.follies_left_;
    j["follies_built"] = s.follies_built_;
    j["castles_supply"] = s.castles_supply_;
    j["churches_supply"] = s.churches_supply_;
    j["palaces_supply"] = s.palaces_supply_;
    j["titles_supply"] = Json::array();
    for (auto v : s.titles_supply_) j["titles_supply"].push_back(v);
    j["chits_supply"] = s.chits_supply_;
    j["war"] = s.war_;
    j["war_pounds"] = s.war_pounds_;
    Json sc = Json::object();
    Scratch copy = s.sc_, defaults;
    for (int i = 0; i < kNumScratch; ++i)
      if (*ScratchField(copy, i) != *ScratchField(defaults, i)) sc[kScratchNames[i]] = *ScratchField(copy, i);
    j["scratch"] = sc;
    Json draws = Json::array(), prestige = Json::array(), queue = Json::array(), players = Json::array();
    for (int p = 0; p < n; ++p) draws.push_back(s.draws_[p]);
    for (int p = 0; p < n; ++p) prestige.push_back(s.prestige_[p]);
    for (auto q : s.card_queue_) queue.push_back(q);
    j["draws"] = draws;
    j["prestige"] = prestige;
    j["card_queue"] = queue;
    for (int p = 0; p < n; ++p) {
      const PlayerState& ps = s.pl_[p];
      const bool mine = all || observer == p;
      Json o;
      o["pounds"] = mine || s.Reading(kIScreenMoney) == 0 ? Json(ps.pounds) : Json("hidden");
      o["vp"] = ps.vp;
      o["title"] = ps.title;
      o["screen"] = mine ? Arr(ps.screen) : Hidden(Sum(ps.screen));
      o["aside"] = mine ? Arr(ps.aside) : Hidden(Sum(ps.aside));
      o["hand"] = mine ? Arr(ps.hand) : Hidden(Sum(ps.hand));
      o["offered"] = mine ? Arr(ps.offered) : Hidden(Sum(ps.offered));
      o["offered_public"] = Arr(ps.offered_public);
      o["bag_known"] = ps.bag_known;
      o["chits"] = ps.chits;
      o["acquire_used"] = ps.acquire_used;
      o["taxes_used"] = ps.taxes_used;
      o["treason"] = ps.treason;
      Json maa = Json::array();
      for (int m = 0; m < 2; ++m)
        maa.push_back(ps.maa_owner[m] < 0 ? Json(nullptr) : Json::array({ps.maa_owner[m], ps.maa_x[m], ps.maa_y[m]}));
      o["maa"] = maa;
      // Tiles and groups as one compact string each (a JSON node per tile made the state JSON the cost of
      // every differential step): "x,y,L[S]" in play order, L one of CWPF, S a structure letter.
      std::string tiles, groups;
      for (const Tile& t : ps.estate.tiles) {
        fmt::format_to(std::back_inserter(tiles), "{}{},{},{}", tiles.empty() ? "" : " ", t.x, t.y, kLandLetters[t.land]);
        if (t.structure) tiles += kStructLetters[t.structure];
      }
      for (const Group& g : ps.estate.groups)
        fmt::format_to(std::back_inserter(groups), "{}{},{},{}", groups.empty() ? "" : " ", g.x, g.y, kLandLetters[g.land]);
      o["tiles"] = tiles;
      o["groups"] = groups;
      if (!all) o["render"] = RenderEstate(ps.estate);
      players.push_back(o);
    }
    j["players"] = players;
    return j;
  }


  static std::vector<std::string> Items(const Json& v, const std::string& path) {
    if (!v.is_string()) state_json::Fail(path, "must be a string of space-separated items");
    std::vector<std::string> out;
    const std::string text = v.get<std::string>();
    std::size_t i = 0;
    while (i < text.size()) {
      const std::size_t j = std::min(text.find(' ', i), text.size());
      if (j == i) state_json::Fail(path, "empty item");
      out.push_back(text.substr(i, j - i));
      i = j + 1;
      if (j + 1 == text.size()) state_json::Fail(path, "trailing space");
    }
    return out;
  }

  // "x,y,L" plus an optional structure letter (tiles only).
  static void ParseItem(const std::string& item, const std::string& path, bool tile, int& x, int& y, int& land,
                        int& st) {
    const std::size_t c1 = item.find(','), c2 = item.find(',', c1 == std::string::npos ? 0 : c1 + 1);
    if (c1 == std::string::npos || c2 == std::string::npos) state_json::Fail(path, "must be x,y,L");
    auto num = [&](const std::string& t) {
      if (t.empty() || t.size() > 4) state_json::Fail(path, "bad coordinate");
      std::size_t used = 0;
      int v = 0;
      try { v = std::stoi(t, &used); } catch (...) { state_json::Fail(path, "bad coordinate"); }
      if (used != t.size() || v <= -kMaxTiles || v >= kMaxTiles) state_json::Fail(path, "bad coordinate");
      return v;
    };
    x = num(item.substr(0, c1));
    y = num(item.substr(c1 + 1, c2 - c1 - 1));
    const std::string rest = item.substr(c2 + 1);
    if (rest.empty() || rest.size() > (tile ? 2u : 1u)) state_json::Fail(path, "bad land/structure letters");
    const char* l = std::strchr(kLandLetters, rest[0]);
    if (!l || !*l) state_json::Fail(path, "land must be one of C W P F");
    land = static_cast<int>(l - kLandLetters);
    st = kNoStructure;
    if (rest.size() == 2) {
      const char* s = std::strchr(kStructLetters + 1, rest[1]);
      if (!s || !*s) state_json::Fail(path, "structure must be one of K Q H 1 2 3 4");
      st = static_cast<int>(s - kStructLetters);
    }
  }

  template <std::size_t K>
  static void ReadArr(const Json& v, const std::string& path, std::array<std::uint8_t, K>& out, int hi) {
    if (!v.is_object()) state_json::Fail(path, "must be an object of non-zero counts");
    out.fill(0);
    for (const auto& [key, val] : v.items()) {
      std::size_t i = 0;
      while (i < K && key != (K == kNumLands ? LandName(static_cast<int>(i)) : CardName(static_cast<int>(i)))) ++i;
      if (i == K) state_json::Fail(state_json::Sub(path, key.c_str()), "unknown name");
      out[i] = static_cast<std::uint8_t>(state_json::Int(val, state_json::Sub(path, key.c_str()), 1, hi));
    }
  }

  static std::unique_ptr<State> Read(std::shared_ptr<const GameContext> context, const Json& j) {
    using namespace state_json;
    // A public state (nm_public.cc) leaves out what the players saw: load it with the memories' defaults;
    // its "turn" (the turn in progress in the rulebook's terms) becomes the scratch once the rest is loaded.
    if (IsPublicTurnState(j)) {
      auto st = Read(std::move(context), WithBookkeepingDefaults(j));
      static_cast<NoblemenState&>(*st).LoadPublicTurn(j.contains("turn") ? j["turn"] : Json::object());
      return st;
    }
    if (LacksBookkeeping(j)) return Read(std::move(context), WithBookkeepingDefaults(j));
    auto st = std::make_unique<NoblemenState>(std::move(context));
    NoblemenState& s = *st;
    const int n = s.N();
    Keys(j, "", {"phase", "active", "crown", "decade", "marker", "balls", "final_left", "bag", "donated", "pile",
                 "bottom", "castle_slots", "church_slots", "palaces_board", "follies_left", "follies_built",
                 "castles_supply", "churches_supply", "palaces_supply", "titles_supply", "chits_supply", "war",
                 "war_pounds", "scratch", "draws", "prestige", "card_queue", "players"});
    const Json& ph = Need(j, "", "phase");
    bool found = false;
    for (int i = 0; i < kNumPhases; ++i)
      if (ph.is_string() && ph.get<std::string>() == PhaseName(static_cast<Phase>(i))) {
        s.phase_ = static_cast<Phase>(i);
        found = true;
      }
    if (!found) Fail("phase", "unknown phase");
    auto I = [&](const char* key, long long lo, long long hi) { return static_cast<int>(Int(Need(j, "", key), key, lo, hi)); };
    s.active_ = static_cast<std::int8_t>(I("active", 0, n - 1));
    s.crown_ = static_cast<std::int8_t>(I("crown", -1, n - 1));
    s.decade_ = I("decade", 0, 3);
    s.marker_ = I("marker", 1, 10);
    s.balls_ = I("balls", 0, 2);
    s.final_left_ = I("final_left", 0, n);
    ReadArr(Need(j, "", "bag"), "bag", s.bag_, kMaxTiles);
    ReadArr(Need(j, "", "donated"), "donated", s.donated_, 5);
    ReadArr(Need(j, "", "pile"), "pile", s.pile_, kDeckSize);
    ReadBottom(s, Need(j, "", "bottom"));
    s.castle_slots_ = I("castle_slots", 0, 31);
    s.church_slots_ = I("church_slots", 0, 31);
    s.palaces_board_ = I("palaces_board", 0, kMaxPlayers);
    s.follies_left_ = I("follies_left", 0, 15);
    s.follies_built_ = I("follies_built", 0, 4);
    s.castles_supply_ = I("castles_supply", 0, 99);
    s.churches_supply_ = I("churches_supply", 0, 99);
    s.palaces_supply_ = I("palaces_supply", 0, 99);
    const Json& ts = Need(j, "", "titles_supply");
    if (!ts.is_array() || ts.size() != kNumTitles) Fail("titles_supply", "must be 5 counts, Baron to Duke");
    for (int t = 0; t < kNumTitles; ++t)
      s.titles_supply_[t] = static_cast<std::uint8_t>(Int(ts[t], fmt::format("titles_supply[{}]", t), 0, 12));
    s.chits_supply_ = I("chits_supply", 0, kChits);
    s.war_ = I("war", -1, kFrance);
    if (s.war_ >= 0 && s.war_ < kSpain) Fail("war", "must be -1, 12 or 13");
    s.war_pounds_ = I("war_pounds", 0, 9);
    const Json& sc = Need(j, "", "scratch");
    if (!sc.is_object()) Fail("scratch", "must be an object");
    s.sc_ = Scratch{};  // the constructor's setup values are not defaults
    for (const auto& [key, val] : sc.items()) {
      int i = 0;
      while (i < kNumScratch && key != kScratchNames[i]) ++i;
      if (i == kNumScratch) Fail(Sub("scratch", key), "unknown scratch value");
      const bool coordinate = key == "group_x" || key == "group_y";  // an estate position, may be negative
      *ScratchField(s.sc_, i) = static_cast<int>(Int(val, Sub("scratch", key), coordinate ? -kCoordOffset + 1 : -1,
                                                     coordinate ? kCoordOffset - 1 : 999));
    }
    if (s.sc_.draw_next < 0 || s.sc_.draw_next >= n) Fail("scratch.draw_next", "must be a seat");
    const Json& draws = Need(j, "", "draws");
    const Json& prestige = Need(j, "", "prestige");
    if (!draws.is_array() || draws.size() != static_cast<std::size_t>(n)) Fail("draws", "one count per player");
    if (!prestige.is_array() || prestige.size() != static_cast<std::size_t>(n)) Fail("prestige", "one per player");
    for (int p = 0; p < n; ++p) {
      s.draws_[p] = static_cast<std::uint16_t>(Int(draws[p], fmt::format("draws[{}]", p), 0, 999));
      s.prestige_[p] = static_cast<std::int8_t>(Int(prestige[p], fmt::format("prestige[{}]", p), -1, kTrackMax));
    }
    const Json& queue = Need(j, "", "card_queue");
    if (!queue.is_array() || queue.size() > static_cast<std::size_t>(n)) Fail("card_queue", "at most one entry per player");
    s.card_queue_.clear();
    for (std::size_t i = 0; i < queue.size(); ++i)
      s.card_queue_.push_back(static_cast<std::int8_t>(Int(queue[i], fmt::format("card_queue[{}]", i), 0, n - 1)));
    const Json& players = Need(j, "", "players");
    if (!players.is_array() || players.size() != static_cast<std::size_t>(n)) Fail("players", "one entry per player");
    for (int p = 0; p < n; ++p) ReadPlayer(s, p, players[p], fmt::format("players[{}]", p));
    return st;
  }

  static void ReadBottom(NoblemenState& s, const Json& b) {
    using namespace state_json;
    if (!b.is_array() || b.size() > kDeckSize) Fail("bottom", "must be an array of at most 36 cards, oldest first");
    s.bottom_.clear();
    for (std::size_t i = 0; i < b.size(); ++i) {
      const std::string path = fmt::format("bottom[{}]", i);
      const Json& e = b[i];
      if (!e.is_object()) Fail(path, "must be {card, by[, with_previous]}");
      Keys(e, path, {"card", "by", "with_previous"});
      const Json& c = Need(e, path, "card");
      int card = 0;
      while (card < kNumCards && !(c.is_string() && c.get<std::string>() == CardName(card))) ++card;
      if (card == kNumCards) Fail(Sub(path, "card"), "unknown card");
      Returned r;
      r.card = static_cast<std::uint8_t>(card);
      r.by = static_cast<std::int8_t>(Int(Need(e, path, "by"), Sub(path, "by"), -1, s.N() - 1));
      if (e.contains("with_previous")) {
        if (!Bool(e["with_previous"], Sub(path, "with_previous"))) Fail(Sub(path, "with_previous"), "only written when true");
        if (i == 0) Fail(Sub(path, "with_previous"), "the first entry has no entry before it");
        r.with_previous = true;
      }
      s.bottom_.push_back(r);
    }
  }

  static void ReadPlayer(NoblemenState& s, int p, const Json& o, const std::string& path) {
    using namespace state_json;
    Keys(o, path, {"pounds", "vp", "title", "screen", "aside", "hand", "offered", "offered_public", "bag_known", "chits", "acquire_used",
                   "taxes_used", "treason", "maa", "tiles", "groups", "render"});
    PlayerState& ps = s.pl_[p];
    ps = PlayerState{};
    ps.pounds = static_cast<int>(Int(Need(o, path, "pounds"), Sub(path, "pounds"), 0, 100000));
    ps.vp = static_cast<int>(Int(Need(o, path, "vp"), Sub(path, "vp"), 0, 100000));
    ps.title = static_cast<std::int8_t>(Int(Need(o, path, "title"), Sub(path, "title"), -1, kDuke));
    ReadArr(Need(o, path, "screen"), Sub(path, "screen"), ps.screen, kMaxTiles);
    ReadArr(Need(o, path, "aside"), Sub(path, "aside"), ps.aside, kMaxTiles);
    ReadArr(Need(o, path, "hand"), Sub(path, "hand"), ps.hand, kDeckSize);
    ReadArr(Need(o, path, "offered"), Sub(path, "offered"), ps.offered, 3);
    ReadArr(Need(o, path, "offered_public"), Sub(path, "offered_public"), ps.offered_public, 3);
    ps.bag_known = Bool(Need(o, path, "bag_known"), Sub(path, "bag_known"));
    ps.chits = static_cast<std::uint8_t>(Int(Need(o, path, "chits"), Sub(path, "chits"), 0, kChits));
    ps.acquire_used = Bool(Need(o, path, "acquire_used"), Sub(path, "acquire_used"));
    ps.taxes_used = Bool(Need(o, path, "taxes_used"), Sub(path, "taxes_used"));
    ps.treason = Bool(Need(o, path, "treason"), Sub(path, "treason"));
    const Json& maa = Need(o, path, "maa");
    if (!maa.is_array() || maa.size() != 2) Fail(Sub(path, "maa"), "must hold two markers");
    for (int m = 0; m < 2; ++m) {
      const std::string mp = fmt::format("{}.maa[{}]", path, m);
      if (maa[m].is_null()) continue;
      if (!maa[m].is_array() || maa[m].size() != 3) Fail(mp, "must be null or [owner, x, y]");
      ps.maa_owner[m] = static_cast<std::int8_t>(Int(maa[m][0], mp, 0, s.N() - 1));
      ps.maa_x[m] = static_cast<std::int16_t>(Int(maa[m][1], mp, -kMaxTiles, kMaxTiles));
      ps.maa_y[m] = static_cast<std::int16_t>(Int(maa[m][2], mp, -kMaxTiles, kMaxTiles));
    }
    const auto tiles = Items(Need(o, path, "tiles"), Sub(path, "tiles"));
    if (tiles.empty() || tiles.size() > kMaxTiles) Fail(Sub(path, "tiles"), "must list 1-240 tiles");
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      const std::string tp = fmt::format("{}.tiles[{}]", path, i);
      int x, y, land, st;
      ParseItem(tiles[i], tp, true, x, y, land, st);
      if (ps.estate.Find(x, y) >= 0) Fail(tp, "two tiles on one cell");
      if (st != kNoStructure && land != kClearing) Fail(tp, "structures stand on clearings");
      const int idx = ps.estate.Add(x, y, land);
      ps.estate.tiles[idx].structure = static_cast<std::uint8_t>(st);
    }
    const auto groups = Items(Need(o, path, "groups"), Sub(path, "groups"));
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const std::string gp = fmt::format("{}.groups[{}]", path, g);
      int x, y, land, st;
      ParseItem(groups[g], gp, false, x, y, land, st);
      if (land == kClearing) Fail(gp, "clearings form no group");
      for (int dx = 0; dx <= 1; ++dx)
        for (int dy = 0; dy <= 1; ++dy) {
          const int i = ps.estate.Find(x + dx, y + dy);
          if (i < 0 || ps.estate.tiles[i].land != land || ps.estate.tiles[i].group >= 0)
            Fail(gp, "must cover four ungrouped tiles of its land");
          ps.estate.tiles[i].group = static_cast<std::int16_t>(g);
        }
      ps.estate.groups.push_back({static_cast<std::int16_t>(x), static_cast<std::int16_t>(y), static_cast<std::uint8_t>(land)});
    }
  }
};

Json NoblemenState::DoToJson() const { return StateIo::Write(*this, -1); }
Json NoblemenState::DoObservationJson(int player) const { return StateIo::Write(*this, player); }

std::unique_ptr<State> NoblemenState::FromJson(std::shared_ptr<const GameContext> context, const Json& j) {
  return StateIo::Read(std::move(context), j);
}

namespace {
// Draws `count` items from the multiset `pool` uniformly into `slot`.
template <std::size_t K>
void Deal(std::array<int, K>& pool, std::array<std::uint8_t, K>& slot, int count, Rng& rng) {
  int total = 0;
  for (int v : pool) total += v;
  for (int i = 0; i < count && total > 0; ++i, --total) {
    auto r = static_cast<int>(rng.Below(static_cast<std::uint64_t>(total)));
    std::size_t k = 0;
    while (r >= pool[k]) r -= pool[k++];
    --pool[k];
    ++slot[k];
  }
}
}  // namespace

std::unique_ptr<State> NoblemenState::DoResampleHidden(int observer, std::uint64_t seed) const {
  auto out = std::make_unique<NoblemenState>(*this);
  NoblemenState& r = *out;
  Rng rng(seed);
  const int n = N();
  const bool bag_seen = pl_[observer].bag_known;
  // Lands: the bag (unless seen) and the other players' screens and set-aside tiles.
  std::array<int, kNumLands> lands{};
  std::vector<std::pair<std::array<std::uint8_t, kNumLands>*, int>> land_slots;
  auto take_lands = [&](std::array<std::uint8_t, kNumLands>& slot) {
    int size = 0;
    for (int l = 0; l < kNumLands; ++l) { lands[l] += slot[l]; size += slot[l]; slot[l] = 0; }
    land_slots.push_back({&slot, size});
  };
  if (!bag_seen) take_lands(r.bag_);
  for (int q = 0; q < n; ++q)
    if (q != observer) { take_lands(r.pl_[q].screen); take_lands(r.pl_[q].aside); }
  for (auto& [slot, size] : land_slots) Deal(lands, *slot, size, rng);
  // Cards: the pile, the other players' hands and offered cards, and the cards other players returned
  // face down (each keeps its place under the deck; only its identity is redrawn).
  std::array<int, kNumCards> cards{};
  std::vector<std::pair<std::array<std::uint8_t, kNumCards>*, int>> card_slots;
  auto take_cards = [&](std::array<std::uint8_t, kNumCards>& slot) {
    int size = 0;
    for (int c = 0; c < kNumCards; ++c) { cards[c] += slot[c]; size += slot[c]; slot[c] = 0; }
    card_slots.push_back({&slot, size});
  };
  // Offered cards everyone knows stay: out of the offered slot while the rest is redrawn, then back.
  auto public_offered = [&](int q, int sign) {
    for (int c = 0; c < kNumCards; ++c)
      r.pl_[q].offered[c] = static_cast<std::uint8_t>(r.pl_[q].offered[c] + sign * r.pl_[q].offered_public[c]);
  };
  take_cards(r.pile_);
  for (int q = 0; q < n; ++q)
    if (q != observer) {
      take_cards(r.pl_[q].hand);
      public_offered(q, -1);
      take_cards(r.pl_[q].offered);
    }
  std::vector<std::array<std::uint8_t, kNumCards>> returned;  // one slot per hidden return
  std::vector<int> returned_at;
  for (int i = 0; i < static_cast<int>(r.bottom_.size()); ++i)
    if (r.bottom_[i].by >= 0 && r.bottom_[i].by != observer) {
      returned.emplace_back();
      returned.back()[r.bottom_[i].card] = 1;
      returned_at.push_back(i);
    }
  for (auto& slot : returned) take_cards(slot);  // none of these is a hand
  for (auto& [slot, size] : card_slots) Deal(cards, *slot, size, rng);
  for (std::size_t k = 0; k < returned.size(); ++k) {
    int c = 0;
    while (!returned[k][c]) ++c;
    r.bottom_[returned_at[k]].card = static_cast<std::uint8_t>(c);
  }
  for (int q = 0; q < n; ++q)
    if (q != observer) public_offered(q, +1);
  r.SortBatches();
  return out;
}

}  // namespace peerage::nm
