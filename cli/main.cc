// peerage: verify the rules of tabletop games. See README.md for every verb with an example.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>

#include "cli/commands.h"
#include "model/core/error.h"

int main(int argc, char** argv) {
  CLI::App app{"peerage: reference engines and a verification battery for tabletop game rules"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "help for every verb");
  peerage::cli::AddInfoCommands(app);
  peerage::cli::AddPlayCommands(app);
  peerage::cli::AddTraceCommands(app);
  peerage::cli::AddReportCommands(app);
  peerage::cli::AddProtocolCommands(app);
  peerage::cli::AddSchemaCommand(app);
  peerage::cli::AddBestCommand(app);
  peerage::cli::AddFuzzCoverageCommand(app);
  // A first word that is no verb (nor an option): named, with the nearest verbs.
  if (argc > 1 && argv[1][0] != '-') {
    std::vector<std::string> verbs;
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) verbs.push_back(sub->get_name());
    if (std::find(verbs.begin(), verbs.end(), argv[1]) == verbs.end()) {
      fmt::print(stderr, "peerage: error: {}\n", peerage::cli::UnknownVerbMessage(argv[1], verbs));
      return peerage::cli::kExitBadInput;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {  // one line, like every other bad input
    fmt::print(stderr, "peerage: error: {} (see --help)\n", e.what());
    return peerage::cli::kExitBadInput;
  } catch (const peerage::cli::CheckFailed& e) {
    fmt::print(stderr, "peerage: check failed: {}\n", e.what());
    return peerage::cli::kExitCheckFailed;
  } catch (const peerage::Error& e) {
    fmt::print(stderr, "peerage: error: {}\n", e.what());
    return peerage::cli::kExitBadInput;
  } catch (const std::exception& e) {
    fmt::print(stderr, "peerage: internal error: {}\n", e.what());
    return 3;
  }
  return 0;
}
