#include "properties/protocol/planted_dn_bugs.h"

#include <algorithm>

#include "model/core/state.h"

namespace peerage::protocol::testing {
namespace {

using Json = nlohmann::json;

bool StartsWith(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

// The courtyard entry of `noble` in player `p`'s courtyard, or null.
Json* Entry(Json& state, int p, const std::string& noble) {
  for (Json& e : state["players"][p]["courtyard"])
    if (e["noble"] == noble) return &e;
  return nullptr;
}

void Erase(Json& list, const Json& value) {
  for (std::size_t k = 0; k < list.size(); ++k)
    if (list[k] == value) {
      list.erase(k);
      return;
    }
}

// The game reloaded from `full` (a canonical state JSON).
void Load(Server& server, const Json& full) {
  Json request = {{"id", 0}, {"cmd", "new_game"}, {"game", full["game"]}, {"players", full["players"]},
                  {"settings", full["settings"]}, {"start", full}};
  server.Handle(request.dump());
}

// wrong-loser: the duel just resolved in `after` (from `before`); the winner's Noble loses the Stamina point
// instead of the loser's. False where the edit is not made.
bool SwapLoser(const Json& before, Json& after) {
  const Json& duel = before["state"]["duel"];
  if (!duel.is_object() || !after["state"]["duel"].is_null() || !after["state"]["result"].is_null()) return false;
  const int active = before["state"]["active"].get<int>();
  const std::string nobles[2] = {duel["attacker"].get<std::string>(), duel["defender"].get<std::string>()};
  const int owners[2] = {active, 1 - active};
  Json b = before["state"];
  Json& a = after["state"];
  int stamina_before[2], stamina_after[2];
  for (int side = 0; side < 2; ++side) {
    const Json* was = Entry(b, owners[side], nobles[side]);
    if (!was) return false;
    stamina_before[side] = (*was)["stamina"].get<int>();
    const Json* now = Entry(a, owners[side], nobles[side]);
    stamina_after[side] = now ? (*now)["stamina"].get<int>() : 0;
  }
  int loser = -1;
  for (int side = 0; side < 2; ++side)
    if (stamina_after[side] == stamina_before[side] - 1 && stamina_after[1 - side] == stamina_before[1 - side]) loser = side;
  if (loser < 0) return false;  // a tie: both lost one
  const int winner = 1 - loser;
  if (stamina_before[winner] < 2) return false;
  // The loser's courtyard as it was (his Noble back, with its weapon, from the Noble stack and discard pile).
  const Json lost = *Entry(b, owners[loser], nobles[loser]);
  if (stamina_after[loser] == 0) {
    Erase(a["noble_stack"], lost["noble"]);
    if (!lost["weapon"].is_null()) Erase(a["discard"], lost["weapon"]);
  }
  a["players"][owners[loser]]["courtyard"] = b["players"][owners[loser]]["courtyard"];
  Json* won = Entry(a, owners[winner], nobles[winner]);
  (*won)["stamina"] = stamina_before[winner] - 1;
  return true;
}

}  // namespace

std::optional<std::string> PlantedDnBugs::Unknown() const {
  static const std::set<std::string> known = {"phase-order", "no-tax",       "wrong-loser", "free-hire",
                                              "loaded-die",  "armed-weapon", "weapon-after-ability",
                                              "tax-at-one",  "no-income",    "reroll",      "load-dealer",
                                              "load-turn"};
  for (const std::string& b : bugs_)
    if (!known.count(b)) return b;
  return std::nullopt;
}

std::optional<Json> PlantedDnBugs::Answer(const Json& request, const Server& server) const {
  if (!Has("no-tax") || !server.game() || request.value("cmd", "") != "apply") return std::nullopt;
  const std::string action = request.value("action", "");
  if (!StartsWith(action, "tax:")) return std::nullopt;
  return Json{{"id", request["id"]}, {"ok", false},
              {"error", {{"code", "illegal-action"}, {"message", "'" + action + "' is not legal now"}}}};
}

void PlantedDnBugs::AfterApply(Server& server, const Json& before) const {
  if (!server.game() || server.game()->info().name != "dueling-nobles") return;
  Json after = server.game()->ToJson();
  bool edited = false;
  if (Has("phase-order") && before["state"]["phase"] == "income" && after["state"]["phase"] == "reinforcements") {
    after["state"]["phase"] = "command";
    edited = true;
  }
  if (Has("wrong-loser") && StartsWith(before["state"]["phase"].get<std::string>(), "duel")) edited |= SwapLoser(before, after);
  Json& a = after["state"];
  if (Has("no-income") && a["phase"] == "income" && before["state"]["turn"] != a["turn"]) {
    Json& resources = a["players"][a["active"].get<int>()]["resources"];
    if (resources.get<int>() >= 1) resources = resources.get<int>() - 1, edited = true;
  }
  if (Has("reroll") && before["state"]["phase"] == "dealer-roll" && a["phase"] == "dealer-roll" &&
      a["roll"]["dice"].size() == before["state"]["roll"]["dice"].size() + 1) {
    Json& die = a["roll"]["dice"].back();
    die = die.get<int>() % 6 + 1;
    edited = true;
  }
  if (edited) Load(server, after);
}

void PlantedDnBugs::AfterNewGame(Server& server) const {
  if (!server.game() || server.game()->info().name != "dueling-nobles") return;
  Json full = server.game()->ToJson();
  Json& s = full["state"];
  bool edited = false;
  if (Has("load-dealer") && s["dealer"].is_number_integer() && s["dealer"].get<int>() >= 0 && s["turn"].get<int>() >= 1)
    s["dealer"] = 1 - s["dealer"].get<int>(), edited = true;
  if (Has("load-turn") && s["turn"].get<int>() > 1) s["turn"] = 1, edited = true;
  if (edited) Load(server, full);
}

void PlantedDnBugs::EditLegal(Json& reply, const Server& server) const {
  const State* game = server.game();
  if (!game || game->info().name != "dueling-nobles" || !reply.contains("actions")) return;
  Json& actions = reply["actions"];
  const Json state = game->ToJson()["state"];
  const bool command = state["phase"] == "command", income = state["phase"] == "income";
  const int p = state["active"].is_number_integer() ? state["active"].get<int>() : 0;
  if (Has("no-tax"))
    for (std::size_t k = actions.size(); k-- > 0;)
      if (StartsWith(actions[k].get<std::string>(), "tax:")) actions.erase(k);
  if (Has("free-hire")) {
    const bool listed = std::find(actions.begin(), actions.end(), Json("hire")) != actions.end();
    if (state["phase"] == "reinforcements" && !listed && !state["noble_stack"].empty() &&
        state["turn_state"]["hires"].get<int>() == 0 && state["players"][p]["resources"].get<int>() < 5)
      actions.push_back("hire");
  }
  auto add = [&](const std::string& action) {
    if (std::find(actions.begin(), actions.end(), Json(action)) == actions.end()) actions.push_back(action);
  };
  auto weapons = [&] {  // the 2s and 3s in the active player's hand
    std::vector<std::string> out;
    for (const Json& c : state["players"][p]["hand"])
      if (const std::string card = c.get<std::string>(); card.size() == 2 && (card[0] == '2' || card[0] == '3')) out.push_back(card);
    return out;
  };
  auto lists = [&](const char* prefix) {
    return std::any_of(actions.begin(), actions.end(), [&](const Json& a) { return StartsWith(a.get<std::string>(), prefix); });
  };
  if (Has("armed-weapon") && command && lists("weapon:"))
    for (const Json& n : state["players"][p]["courtyard"])
      if (!n["weapon"].is_null())
        for (const std::string& w : weapons()) add("weapon:" + w + ">" + n["noble"].get<std::string>());
  if (Has("weapon-after-ability") && command && state["turn_state"]["command_stage"] == 2 &&
      !state["turn_state"]["weapon_played"].get<bool>())
    for (const Json& n : state["players"][p]["courtyard"])
      if (n["weapon"].is_null())
        for (const std::string& w : weapons()) add("weapon:" + w + ">" + n["noble"].get<std::string>());
  if (Has("tax-at-one") && income)
    for (const Json& n : state["players"][p]["courtyard"])
      if (const std::string noble = n["noble"].get<std::string>(); noble[0] == 'K' && n["stamina"] == 1) add("tax:" + noble);
  if (Has("loaded-die") && reply.contains("probabilities")) {
    for (std::size_t k = 0; k < actions.size(); ++k)
      if (StartsWith(actions[k].get<std::string>(), "die:"))
        reply["probabilities"][k] = actions[k] == "die:6" ? "1/3" : "2/15";
  }
}

}  // namespace peerage::protocol::testing
