// A purpose-built faulty engine for the conformance runner's tests: the reference server in-process,
// with one fault injected into its conduct. Usage:
//   peerage_faulty_engine --fault NAME [--at N] [--pidfile PATH] [--action TEXT]
// The fault fires from the N-th applied action of a game on (default 0), on the command named below:
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
//   refuse        apply: refuses the action as illegal
//   hang-group    legal: forks a helper that holds stdout open (its pid to --pidfile), then hangs
//   ignore-quit   quit: ignores it and SIGTERM, never exits (its own pid to --pidfile)
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "model/protocol/server.h"

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
  std::string fault = "honest", pidfile, omit;
  std::size_t at = 0;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--fault") fault = argv[i + 1];
    else if (flag == "--at") at = std::strtoul(argv[i + 1], nullptr, 10);
    else if (flag == "--pidfile") pidfile = argv[i + 1];
    else if (flag == "--action") omit = argv[i + 1];
  }
  peerage::protocol::Server server;
  std::string line;
  while (!server.done() && std::getline(std::cin, line)) {
    std::string cmd;
    try {
      auto j = nlohmann::json::parse(line);
      if (j.is_object() && j.contains("cmd") && j["cmd"].is_string()) cmd = j["cmd"].get<std::string>();
    } catch (const std::exception&) {
    }
    const peerage::State* game = server.game();
    bool armed = game && game->History().size() >= at;
    if (fault == "ignore-quit" && cmd == "quit") {
      signal(SIGTERM, SIG_IGN);
      WritePid(pidfile, getpid());
      SleepForever();
    }
    if (armed && cmd == "apply") {
      if (fault == "exit") std::exit(3);
      if (fault == "crash") std::abort();
    }
    std::string reply = server.Handle(line);
    auto j = nlohmann::json::parse(reply);
    if (cmd == "hello" && fault == "version") j["protocol"] = 99;
    if (cmd == "status" && fault == "wrong-scores" && j.contains("scores")) j["scores"][0] = j["scores"][0].get<int>() + 1;
    if (armed && cmd == "state" && fault == "wrong-state") j["state"]["state"]["faulty"] = true;
    if (armed && cmd == "apply" && fault == "refuse")
      j = {{"id", j["id"]}, {"ok", false}, {"error", {{"code", "illegal-action"}, {"message", "refused by fault"}}}};
    if (armed && cmd == "legal") {
      if (fault == "garbage") {
        Reply("this is not json");
        continue;
      }
      if (fault == "wrong-id") j["id"] = j["id"].get<long long>() + 1;
      if (fault == "delay") std::this_thread::sleep_for(std::chrono::seconds(30));
      if (fault == "drop") continue;
      if (fault == "flood") {
        std::string block(65536, 'x');
        while (true) Write(block);
      }
      std::string text = j.dump();
      if (fault == "partial" || fault == "partial-exit") {
        Write(text.substr(0, text.size() / 2));
        if (fault == "partial-exit") std::_Exit(0);
        SleepForever();
      }
      if (fault == "stderr") std::fprintf(stderr, "debug: %zu legal actions\n", j["actions"].size());
      if (fault == "omit-legal" && !j["actions"].empty()) {
        j["actions"].erase(j["actions"].size() - 1);
        if (j.contains("probabilities")) j["probabilities"].erase(j["probabilities"].size() - 1);
      }
      if (fault == "omit-action") {
        auto& actions = j["actions"];
        for (size_t k = 0; k < actions.size(); ++k)
          if (actions[k] == omit) {
            actions.erase(k);
            if (j.contains("probabilities")) j["probabilities"].erase(k);
            break;
          }
      }
      if (fault == "hang-group") {
        pid_t helper = fork();
        if (helper == 0) SleepForever();
        WritePid(pidfile, helper);
        SleepForever();
      }
      if (fault == "extra-line") {
        Reply(j.dump());
        Reply(R"({"id":999999,"ok":true})");
        continue;
      }
    }
    Reply(j.dump());
  }
  return 0;
}
