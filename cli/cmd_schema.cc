// `peerage schema GAME`: the game's public state documented as a JSON Schema (GameInfo::public_schema),
// pretty-printed: what an engine answers to {"cmd": "state", "view": "public"} and what `peerage conform`
// compares by default (docs/protocol.md, "state and observation"). `--check FILE` validates a public state
// (one JSON value, e.g. an engine's `state` reply's "state") with the built-in validator: exit 0 valid,
// 1 invalid (the first violation named), 2 a file that is not JSON or cannot be read.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/input_file.h"
#include "model/core/public_state.h"

namespace peerage::cli {

void AddSchemaCommand(CLI::App& app) {
  auto* cmd = app.add_subcommand("schema", "print a game's public state schema (JSON Schema): what conform compares");
  auto game = std::make_shared<std::string>();
  cmd->add_option("game", *game, "game")->required();
  auto check = std::make_shared<std::string>();
  cmd->add_option("--check", *check,
                  "validate this public state file (JSON) instead of printing the schema: exit 0 valid, "
                  "1 invalid (naming the first violation)");
  cmd->callback([game, check] {
    const GameInfo& g = Registry::Instance().Get(*game);
    if (g.public_schema.empty() || !g.public_state)
      throw ConfigError("game '" + g.name + "'",
                        "has no public state yet: `peerage conform --state full` or `--state none` test it without one");
    const nlohmann::json schema = ParsePublicSchema(g.public_schema, g.name);  // a bad one is one error line
    if (!check->empty()) {
      const nlohmann::json value = ReadJsonFile(*check, "public state");
      const std::vector<std::string> violations = ValidatePublicState(schema, value, 1);
      if (!violations.empty())
        throw CheckFailed(fmt::format("{}: not a valid {} public state: {}", *check, g.name, violations.front()));
      fmt::print("{}: valid {} public state\n", *check, g.name);
      return;
    }
    // In the file's own order (descriptions where its author put them), indented by two spaces.
    fmt::print("{}\n", nlohmann::ordered_json::parse(g.public_schema).dump(2));
  });
}

}  // namespace peerage::cli
