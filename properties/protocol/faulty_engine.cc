// A purpose-built faulty engine for the conformance runner's tests: the reference server in-process,
// with faults injected into its conduct. Usage:
//   peerage_faulty_engine --fault NAME [--fault NAME ...] [--at N] [--pidfile PATH] [--action TEXT]
//                         [--decline ID=READING]
// Several --fault flags inject several unrelated faults at once. A fault fires once the game is N actions
// from its deal (default 0; a loaded start state counts its own step), on the command named below:
//   honest        no fault (must pass)
//   garbage       legal: a line that is not JSON
//   wrong-id      legal: the reply carries another id
//   delay         legal: answers only after 30 s
//   drop          legal: never answers, keeps reading
//   exit          apply: exits with status 3 instead of answering
//   crash         apply: aborts (SIGABRT)
//   flood         legal: endless bytes without a newline
//   partial       legal: half the reply line, then silence
//   partial-exit  legal: half the reply line, then exit 0
//   stderr        legal: a debug line on stderr, then the right reply
//   version       hello: claims protocol 99
//   extra-line    legal: the right reply, then an unsolicited line
//   omit-legal    legal: drops the last legal action (a mis-implemented rule)
//   omit-action   legal: never lists the action named by --action TEXT (a mis-implemented rule)
//   wrong-scores  status at a terminal state: player 0's score plus one (a mis-implemented rule)
//   wrong-state   state: an extra field in the state JSON
//   wrong-state-since-start  the same, once --at actions were applied since the last new_game (a loaded
//                 state's own actions not counted: the engine loads right and goes wrong later)
//   refuse        apply: refuses the action as illegal
//   hang-group    legal: forks a helper that holds stdout open (its pid to --pidfile), then hangs
//   ignore-quit   quit: ignores it and SIGTERM, never exits (its own pid to --pidfile)
//   decline       new_game: answers bad-config when the settings choose the reading --decline ID=READING
//                 (an engine that implements only some readings)
//   no-start      new_game with a start state: answers bad-state (an engine that cannot load states)
//   strip-public  state with "view": "public": leaves out every optional field that holds its default (an
//                 engine that implements only the public state, as lean as the schema allows; not a fault)
//   full-for-public  state with "view": "public": answers the full state (an engine that ignores "view")
//   wrong-public  state with "view": "public": "step" one more than it is (the public state diverges, the
//                 actors and legal actions do not)
//   untracked-marks  state with "view": "public": leaves out /state/triple_discards and the turn marks
//                 start_nobles, dueled and triples (a Dueling Nobles engine that tracks only what the default
//                 readings use)
//   refuse-first-state  new_game with a start state: answers bad-state to the first two (the first state
//                 conform sends, in both forms it tries: public wrapper, then canonical), loads every other
//                 (one state an engine cannot load)
// --bug NAME (repeatable) plants a Dueling Nobles rule bug instead (planted_dn_bugs.h): phase-order,
// no-tax, wrong-loser, free-hire, loaded-die.
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>

#include "model/core/public_state.h"
#include "model/core/state.h"
#include "model/protocol/server.h"
#include "properties/protocol/planted_dn_bugs.h"

namespace {

void Write(const std::string& s) {
  std::fwrite(s.data(), 1, s.size(), stdout);
  std::fflush(stdout);
}

void Reply(const std::string& line) { Write(line + "\n"); }

[[noreturn]] void SleepForever() {
  while (true) std::this_thread::sleep_for(std::chrono::seconds(30));
}

void WritePid(const std::string& path, pid_t pid) {
  if (path.empty()) return;
  std::ofstream(path) << pid << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::set<std::string> faults, bugs;
  std::string pidfile, omit, decline;
  std::size_t at = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--fault") faults.insert(argv[i + 1]);
    else if (flag == "--at") at = std::strtoul(argv[i + 1], nullptr, 10);
    else if (flag == "--pidfile") pidfile = argv[i + 1];
    else if (flag == "--action") omit = argv[i + 1];
    else if (flag == "--decline") decline = argv[i + 1];
    else if (flag == "--bug") bugs.insert(argv[i + 1]);
  }
  const peerage::protocol::testing::PlantedDnBugs planted(bugs);
  if (auto unknown = planted.Unknown()) {
    std::fprintf(stderr, "unknown --bug %s\n", unknown->c_str());
    return 2;
  }
  auto has = [&](const char* name) { return faults.count(name) > 0; };
  peerage::protocol::Server server;
  std::size_t since_start = 0;  // actions applied since the last new_game (wrong-state-since-start)
  std::string line;
  while (!server.done() && std::getline(std::cin, line)) {
    std::string cmd;
    bool public_view = false;
    try {
      auto j = nlohmann::json::parse(line);
      if (j.is_object() && j.contains("cmd") && j["cmd"].is_string()) cmd = j["cmd"].get<std::string>();
      public_view = j.is_object() && j.value("view", "") == "public";
    } catch (const std::exception&) {
    }
    if (cmd == "new_game") {
      auto j = nlohmann::json::parse(line);
      std::string refuse, why;
      auto eq = decline.find('=');
      if (has("decline") && eq != std::string::npos && j.contains("settings") && j["settings"].is_object() &&
          j["settings"].value(decline.substr(0, eq), "") == decline.substr(eq + 1))
        refuse = "bad-config", why = "reading " + decline + " is not implemented";
      if (has("no-start") && j.contains("start")) refuse = "bad-state", why = "this engine cannot load states";
      static int starts = 0;  // new_game requests with a start state so far
      if (has("refuse-first-state") && j.contains("start") && starts++ < 2)
        refuse = "bad-state", why = "this engine cannot load this state";
      if (!refuse.empty()) {
        Reply(nlohmann::json{{"id", j["id"]}, {"ok", false}, {"error", {{"code", refuse}, {"message", why}}}}.dump());
        continue;
      }
    }
    const peerage::State* game = server.game();
    bool armed = game && static_cast<std::size_t>(game->Step()) >= at;  // actions since the deal, a loaded state's included
    if (has("ignore-quit") && cmd == "quit") {
      signal(SIGTERM, SIG_IGN);
      WritePid(pidfile, getpid());
      SleepForever();
    }
    if (armed && cmd == "apply") {
      if (has("exit")) std::exit(3);
      if (has("crash")) std::abort();
    }
    nlohmann::json before;
    if (!bugs.empty() && cmd == "apply" && game) {
      auto request = nlohmann::json::parse(line);
      if (auto answer = planted.Answer(request, server)) {
        Reply(answer->dump());
        continue;
      }
      before = game->ToJson();
    }
    std::string reply = server.Handle(line);
    auto j = nlohmann::json::parse(reply);
    if (!bugs.empty() && cmd == "apply" && j.value("ok", false) && !before.is_null()) planted.AfterApply(server, before);
    if (!bugs.empty() && cmd == "legal" && j.value("ok", false)) planted.EditLegal(j, server);
    if (!bugs.empty() && cmd == "new_game" && j.value("ok", false) && line.find("\"start\"") != std::string::npos)
      planted.AfterNewGame(server);
    if (cmd == "hello" && has("version")) j["protocol"] = 99;
    if (cmd == "status" && has("wrong-scores") && j.contains("scores")) j["scores"][0] = j["scores"][0].get<int>() + 1;
    if (cmd == "state" && ((armed && has("wrong-state")) || (since_start >= at && has("wrong-state-since-start"))))
      j["state"]["state"]["faulty"] = true;
    if (cmd == "new_game") since_start = 0;
    if (cmd == "apply" && j.value("ok", false)) ++since_start;
    if (cmd == "state" && game && public_view && j.contains("state")) {
      if (has("full-for-public")) j["state"] = game->ToJson();
      if (armed && has("wrong-public")) j["state"]["step"] = j["state"]["step"].get<int>() + 1;
      if (has("strip-public")) j["state"] = peerage::WithoutPublicDefaults(peerage::PublicSchemaOf(game->info()), j["state"]);
      if (has("untracked-marks") && j["state"].contains("state")) {
        auto& inner = j["state"]["state"];
        inner.erase("triple_discards");
        if (inner.contains("turn_state"))
          for (const char* mark : {"start_nobles", "dueled", "triples"}) inner["turn_state"].erase(mark);
      }
    }
    if (armed && cmd == "apply" && has("refuse"))
      j = {{"id", j["id"]}, {"ok", false}, {"error", {{"code", "illegal-action"}, {"message", "refused by fault"}}}};
    if (armed && cmd == "legal") {
      if (has("garbage")) {
        Reply("this is not json");
        continue;
      }
      if (has("wrong-id")) j["id"] = j["id"].get<long long>() + 1;
      if (has("delay")) std::this_thread::sleep_for(std::chrono::seconds(30));
      if (has("drop")) continue;
      if (has("flood")) {
        std::string block(65536, 'x');
        while (true) Write(block);
      }
      std::string text = j.dump();
      if (has("partial") || has("partial-exit")) {
        Write(text.substr(0, text.size() / 2));
        if (has("partial-exit")) std::_Exit(0);
        SleepForever();
      }
      if (has("stderr")) std::fprintf(stderr, "debug: %zu legal actions\n", j["actions"].size());
      if (has("omit-legal") && !j["actions"].empty()) {
        j["actions"].erase(j["actions"].size() - 1);
        if (j.contains("probabilities")) j["probabilities"].erase(j["probabilities"].size() - 1);
      }
      if (has("omit-action")) {
        auto& actions = j["actions"];
        for (size_t k = 0; k < actions.size(); ++k)
          if (actions[k] == omit) {
            actions.erase(k);
            if (j.contains("probabilities")) j["probabilities"].erase(k);
            break;
          }
      }
      if (has("hang-group")) {
        pid_t helper = fork();
        if (helper == 0) SleepForever();
        WritePid(pidfile, helper);
        SleepForever();
      }
      if (has("extra-line")) {
        Reply(j.dump());
        Reply(R"({"id":999999,"ok":true})");
        continue;
      }
    }
    Reply(j.dump());
  }
  return 0;
}
