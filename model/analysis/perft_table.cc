#include "model/analysis/perft_table.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "model/core/error.h"
#include "model/core/json_util.h"
#include "model/core/perft.h"
#include "model/core/trace.h"

namespace peerage {

std::vector<PerftPosition> LoadPerftTable(const std::string& path, const std::string& root) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ParseError(path, "cannot open file");
  std::stringstream ss;
  ss << in.rdbuf();
  Json j;
  try {
    j = Json::parse(ss.str());
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(path, std::string("malformed JSON: ") + e.what());
  }
  if (!j.is_object() || !j.contains("game") || !j.contains("positions") || !j["positions"].is_array())
    throw ParseError(path, "expected {\"game\": ..., \"positions\": [...]}");
  std::vector<PerftPosition> out;
  for (size_t i = 0; i < j["positions"].size(); ++i) {
    const Json& p = j["positions"][i];
    std::string where = path + " (position " + std::to_string(i) + ")";
    try {
      PerftPosition pos;
      pos.name = p.at("name").get<std::string>();
      pos.counts = p.at("counts").get<std::vector<std::uint64_t>>();
      if (p.contains("trace")) {
        std::string tpath = root + "/" + p.at("trace").get<std::string>();
        Trace t = ReadTraceFile(tpath);
        if (t.game != j["game"].get<std::string>()) throw ParseError(where, "trace is of another game");
        if (p.contains("steps")) {
          size_t steps = p.at("steps").get<size_t>();
          if (steps > t.steps.size()) throw ParseError(where, "\"steps\" exceeds the trace's length");
          t.steps.resize(steps);
          t.final_state.reset();
        }
        pos.state = Replay(t, {.check_checkpoints = true, .where = tpath});
      } else {
        GameConfig c;
        c.game = j["game"].get<std::string>();
        c.players = p.contains("players") ? static_cast<int>(IntField(p, "players", 0, 64, where)) : 0;
        if (p.contains("interpretations")) c.settings = p.at("interpretations").get<std::map<std::string, std::string>>();
        pos.state = NewGame(c);
      }
      out.push_back(std::move(pos));
    } catch (const nlohmann::json::exception& e) {
      throw ParseError(where, std::string("bad field: ") + e.what());
    }
  }
  return out;
}

std::vector<PerftMismatch> CheckPerftTable(const std::vector<PerftPosition>& table, int max_depth) {
  std::vector<PerftMismatch> out;
  for (const PerftPosition& pos : table) {
    for (size_t d = 1; d <= pos.counts.size(); ++d) {
      if (max_depth > 0 && static_cast<int>(d) > max_depth) break;
      std::uint64_t actual = Perft(*pos.state, static_cast<int>(d));
      if (actual != pos.counts[d - 1]) {
        out.push_back({pos.name, static_cast<int>(d), pos.counts[d - 1], actual,
                       PerftDivide(*pos.state, static_cast<int>(d))});
        break;
      }
    }
  }
  return out;
}

}  // namespace peerage
