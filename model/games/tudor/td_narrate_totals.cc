// Tudor's totals a rule reads (Narrator::totals, model/core/narrator.h): the Order of the Garter, which at the
// game's end ranks the players by their Influence and Intrigue Tokens (Opportunity Tokens too, under the
// default of td.garter-opportunity) and Court Cards. In the last round, facts about those holdings are told
// as what each player holds for it.
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model/games/tudor/td_narrate.h"

namespace peerage::td::narrate {

std::string GarterHoldings(const Json& ps, const std::vector<std::string>& /*pointers: every player counts*/) {
  const Json& st = At(ps, "state");
  const int rounds = RoundsTotal(ps);
  if (rounds <= 0 || IntAt(st, "round", 0) != rounds) return "";
  const Json& players = At(st, "players");
  if (!players.is_array() || players.empty()) return "";
  bool opportunity = false;
  for (const Json& pl : players) opportunity = opportunity || IntOf(Item(At(pl, "ii"), kOpportunity), 0) > 0;
  std::vector<std::string> each;
  std::map<int, std::vector<std::string>, std::greater<>> by_total;  // without Opportunity Tokens only
  for (std::size_t p = 0; p < players.size(); ++p) {
    const Json& pl = players[p];
    std::vector<std::string> parts;
    int sum = 0;
    for (int t = 0; t < kNumII; ++t) {
      const int k = IntOf(Item(At(pl, "ii"), t), 0);
      if (k > 0) parts.push_back(CountOf(k, TokenKind(t) + " Token"));
      sum += k;
    }
    int cards = 0;
    for (const Json& c : At(pl, "cards")) cards += IntOf(c, 0);
    if (cards > 0) parts.push_back(CountOf(cards, "Court Card"));
    sum += cards;
    const std::string who = fmt::format("p{}", p);
    each.push_back(fmt::format("{}{} {}", who, p == 0 ? " holds" : "", parts.empty() ? "none of them" : JoinAnd(parts)));
    by_total[sum].push_back(who);
  }
  // Without Opportunity Tokens the count is the same under every reading: said first, tied players together.
  std::string counts;
  if (!opportunity) {
    std::vector<std::string> groups;
    for (const auto& [sum, who] : by_total)
      groups.push_back(fmt::format("{}{} {}{}", JoinAnd(who), groups.empty() ? (who.size() > 1 ? " count" : " counts") : "",
                                   sum, who.size() > 1 ? " each" : ""));
    counts = " " + JoinAnd(groups) + ":";
  }
  return fmt::format("for the Order of the Garter,{} {}", counts, fmt::join(each, "; "));
}

}  // namespace peerage::td::narrate
