// Among Nobles' totals a rule reads (Narrator::totals, model/core/narrator.h): the final reckoning, in which
// each player's gold buys prestige (3 gold a point) and a tie on prestige goes to the most remaining gold,
// then the most provinces controlled alone. When the game is over, facts about gold, prestige or armies are
// told as the standing of the players they concern.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/among_nobles/an_narrate.h"

namespace peerage::an::narrate {
namespace {

// The seat and the rest of a pointer into "/players/<seat>/..." (seat -1: another field).
int SeatOf(const std::string& pointer, std::string* rest) {
  static const std::string kPlayers = "/players/";
  if (pointer.rfind(kPlayers, 0) != 0) return -1;
  std::size_t used = 0;
  int seat = -1;
  try {
    seat = std::stoi(pointer.substr(kPlayers.size()), &used);
  } catch (const std::exception&) {
    return -1;
  }
  *rest = pointer.substr(kPlayers.size() + used);
  return seat;
}

// The provinces `seat` has armies in where no other player has any.
std::vector<std::string> HeldAlone(const Json& players, std::size_t seat) {
  std::vector<std::string> out;
  const Json& mine = At(players[seat], "armies");
  for (std::size_t k = 0; mine.is_array() && k < mine.size(); ++k) {
    if (!mine[k].is_number_integer() || mine[k].get<int>() <= 0) continue;
    bool alone = true;
    for (std::size_t q = 0; q < players.size(); ++q) {
      const Json& theirs = At(players[q], "armies");
      alone = alone && (q == seat || !theirs.is_array() || k >= theirs.size() || theirs[k] == 0);
    }
    if (alone) out.push_back(Province(static_cast<int>(k)));
  }
  return out;
}

}  // namespace

std::string FinalReckoning(const Json& pub, const std::vector<std::string>& pointers) {
  const Json& st = At(pub, "state");
  if (StrAt(st, "phase") != "game-over") return "";
  const Json& players = At(st, "players");
  if (!players.is_array()) return "";
  // The players a fact is about: whose gold or prestige it is, or who controls alone the province an army
  // fact is in (p0's army in Wien matters to the one who holds Wien alone).
  std::set<std::size_t> seats;
  for (const std::string& p : pointers) {
    std::string rest;
    const int seat = SeatOf(p, &rest);
    if (seat < 0 || seat >= static_cast<int>(players.size())) continue;
    if (rest.rfind("/armies/", 0) != 0) {
      seats.insert(static_cast<std::size_t>(seat));
      continue;
    }
    const std::string province = Province(std::stoi(rest.substr(8)));
    for (std::size_t q = 0; q < players.size(); ++q) {
      const std::vector<std::string> alone = HeldAlone(players, q);
      if (std::find(alone.begin(), alone.end(), province) != alone.end()) seats.insert(q);
    }
  }
  if (seats.size() < 2) return "";
  // Where some of them end level on prestige (gold bought in), the tie-break is what the facts decide: those
  // players only, their score said first.
  auto score = [&](std::size_t s) { return IntAt(players[s], "prestige") + IntAt(players[s], "gold") / kGoldPerPrestige; };
  std::set<std::size_t> level;
  for (const std::size_t s : seats)
    for (const std::size_t t : seats)
      if (s != t && score(s) == score(t)) level.insert(s);
  std::string head;
  if (!level.empty()) {
    std::vector<std::string> who;
    for (const std::size_t s : level) who.push_back(fmt::format("p{}", s));
    std::set<int> scores;
    for (const std::size_t s : level) scores.insert(score(s));
    if (scores.size() == 1)
      head = fmt::format("{}{} reach {} prestige points with their gold bought in: ", level.size() == 2 ? "both " : "", Join(who) + (level.size() == 2 ? "" : " all"),
                         *scores.begin());
    seats = level;
  }
  std::vector<std::string> each;
  for (const std::size_t s : seats) {
    const std::vector<std::string> alone = HeldAlone(players, s);
    each.push_back(fmt::format("p{} has {} gold and {}, controlling {} alone", s, IntAt(players[s], "gold"),
                               IntAt(players[s], "prestige") == 0 ? std::string("no prestige points")
                                                                  : Count(IntAt(players[s], "prestige"), "prestige point", "prestige points"),
                               alone.empty() ? "no province" : Join(alone)));
  }
  return fmt::format("at the game's end, {}{}", head, fmt::join(each, "; "));
}

}  // namespace peerage::an::narrate
