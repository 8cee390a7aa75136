// The checked-in reports as the report tests read them: reports/<game>.{json,md,html} under the source
// root (the tests' working directory), for every registered game.
#pragma once
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/core/game.h"

namespace report_files {

inline std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline std::vector<std::string> ReportGames() {
  std::vector<std::string> games;
  for (const peerage::GameInfo* g : peerage::Registry::Instance().All()) games.push_back(g->name);
  return games;
}

inline nlohmann::json ReadReport(const std::string& game) { return nlohmann::json::parse(ReadText("reports/" + game + ".json")); }

}  // namespace report_files
