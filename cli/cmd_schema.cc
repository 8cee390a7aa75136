// `peerage schema GAME`: the game's public state documented as a JSON Schema (GameInfo::public_schema),
// pretty-printed: what an engine answers to {"cmd": "state", "view": "public"} and what `peerage conform`
// compares by default (docs/protocol.md, "state and observation").
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/public_state.h"

namespace peerage::cli {

void AddSchemaCommand(CLI::App& app) {
  auto* cmd = app.add_subcommand("schema", "print a game's public state schema (JSON Schema): what conform compares");
  auto game = std::make_shared<std::string>();
  cmd->add_option("game", *game, "game")->required();
  cmd->callback([game] {
    const GameInfo& g = Registry::Instance().Get(*game);
    if (g.public_schema.empty() || !g.public_state)
      throw ConfigError("game '" + g.name + "'",
                        "has no public state yet: `peerage conform --state full` or `--state none` test it without one");
    ParsePublicSchema(g.public_schema, g.name);  // checks it (a bad one is one error line)
    // In the file's own order (descriptions where its author put them), indented by two spaces.
    fmt::print("{}\n", nlohmann::ordered_json::parse(g.public_schema).dump(2));
  });
}

}  // namespace peerage::cli
