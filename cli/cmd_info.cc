// `peerage games`, `peerage rules GAME` and `peerage data GAME`: what is registered, each game's rule
// ids, set-up parameters and interpretation catalogue, and the data file of games whose components the rulebook omits.
#include <algorithm>
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "model/core/error.h"
#include "model/core/game.h"
#include "model/core/state.h"

namespace peerage::cli {
namespace {

void ListGames() {
  for (const GameInfo* g : Registry::Instance().All())
    fmt::print("{:<18} {}-{} players  {} rules, {} interpretations{}  ({})\n", g->name, g->min_players,
               g->max_players, g->rules.size(), g->interpretations.size(),
               g->parameters.empty() ? "" : fmt::format(", {} parameter{}", g->parameters.size(), g->parameters.size() == 1 ? "" : "s"), g->title);
}

Json RulesJson(const GameInfo& g) {
  Json j;
  j["game"] = g.name;
  j["title"] = g.title;
  j["rulebook"] = {{"title", g.rulebook.title}, {"edition", g.rulebook.edition}, {"author", g.rulebook.author},
                   {"source", g.rulebook.source}, {"citation", CiteRulebook(g.rulebook)}};
  j["players"] = {g.min_players, g.max_players};
  for (const RuleInfo& r : g.rules) j["rules"].push_back({{"id", r.id}, {"place", r.place}, {"summary", r.summary}});
  if (g.data.load) j["data_file"] = g.data.file;
  for (const Parameter& p : g.parameters) {
    Json pj = {{"id", p.id}, {"place", p.place}, {"sets", p.sets}, {"default", p.default_value},
               {"default_why", p.default_why}};
    if (p.values.empty()) pj["range"] = {p.min, p.max};
    for (const ParameterValue& v : p.values) pj["values"].push_back({{"id", v.id}, {"meaning", v.meaning}});
    j["parameters"].push_back(pj);
  }
  for (const Interpretation& i : g.interpretations) {
    Json ij = {{"id", i.id}, {"phrase", i.phrase}, {"question", i.question}, {"default", i.default_reading},
               {"default_why", i.default_why}, {"rules", i.rules}, {"kind", InterpretationKindName(i.kind)}};
    for (const Reading& r : i.readings) ij["readings"].push_back({{"id", r.id}, {"description", r.description}});
    j["interpretations"].push_back(ij);
  }
  return j;
}

void PrintRules(const GameInfo& g) {
  fmt::print("{} ({}), {}-{} players\nRulebook: {}\n\n", g.title, g.name, g.min_players, g.max_players,
             CiteRulebook(g.rulebook));
  if (g.data.load)
    fmt::print("Data not in the rulebook: {} (shipped; assumptions inside). `peerage data {}` prints it;\n"
               "pass your own with --data FILE.\n\n", g.data.file, g.name);
  if (!g.parameters.empty()) {
    fmt::print("Parameters ({}): set-up choices the rulebook offers, not rules questions; set with --param id=value\n",
               g.parameters.size());
    for (const Parameter& p : g.parameters) {
      fmt::print("\n  {}  — {}\n    {}\n", p.id, p.place, p.sets);
      if (p.values.empty()) fmt::print("    a whole number from {} to {}\n", p.min, p.max);
      for (const ParameterValue& v : p.values)
        fmt::print("    {} {:<22} {}\n", v.id == p.default_value ? "*" : " ", v.id, v.meaning);
      fmt::print("    default {} because: {}\n", p.default_value, p.default_why);
    }
    fmt::print("\n");
  }
  for (const InterpretationKind kind : {InterpretationKind::kRulesQuestion, InterpretationKind::kModellingChoice}) {
    const auto n = std::count_if(g.interpretations.begin(), g.interpretations.end(),
                                 [&](const Interpretation& i) { return i.kind == kind; });
    if (n == 0) continue;
    if (kind == InterpretationKind::kRulesQuestion)
      fmt::print("Rules questions ({}): where the text is silent or can be read two ways; set with --set id=reading\n", n);
    else
      fmt::print("\nModelling choices ({}): what this engine had to decide to model the game (caps that keep play\n"
                 "finite, seat and first-player models, what a player remembers), not questions of the text; set with\n"
                 "--set id=reading\n", n);
    for (const Interpretation& i : g.interpretations) {
      if (i.kind != kind) continue;
      const std::string silent = SilentAbout(i.phrase);
      fmt::print("\n  {}  — {}\n    {}\n", i.id, silent.empty() ? "\"" + i.phrase + "\"" : "the text says nothing about " + silent,
                 i.question);
      for (const Reading& r : i.readings)
        fmt::print("    {} {:<22} {}\n", r.id == i.default_reading ? "*" : " ", r.id, r.description);
      fmt::print("    default {} because: {}\n", i.default_reading, i.default_why);
    }
  }
  fmt::print("\nRules ({}):\n", g.rules.size());
  for (const RuleInfo& r : g.rules) fmt::print("  {:<34} {:<40} {}\n", r.id, r.place, r.summary);
}

// The catalogue as Markdown tables, as embedded in docs/games.md (a test keeps the two in step).
std::string CatalogueMarkdown(const GameInfo& g) {
  std::string md = "#### " + g.title + " (`" + g.name + "`)\n\n";
  for (const InterpretationKind kind : {InterpretationKind::kRulesQuestion, InterpretationKind::kModellingChoice}) {
    if (std::none_of(g.interpretations.begin(), g.interpretations.end(), [&](const Interpretation& i) { return i.kind == kind; }))
      continue;
    md += kind == InterpretationKind::kRulesQuestion
              ? "Rules questions (the text is silent or can be read two ways):\n\n"
              : "\nModelling choices (what the engine decides to model the game at all, not questions of the text):\n\n";
    md += "| id | phrase | readings (default first) | default because |\n|---|---|---|---|\n";
    for (const Interpretation& i : g.interpretations) {
      if (i.kind != kind) continue;
      std::string readings = "`" + i.default_reading + "`";
      for (const Reading& r : i.readings)
        if (r.id != i.default_reading) readings += ", `" + r.id + "`";
      std::string phrase = i.phrase;
      for (auto& c : phrase) if (c == '|') c = '/';
      std::string why = i.default_why;
      for (auto& c : why) if (c == '|') c = '/';
      const std::string silent = SilentAbout(phrase);
      md += "| `" + i.id + "` | " + (silent.empty() ? "\"" + phrase + "\"" : "(says nothing about " + silent + ")") + " | " +
            readings + " | " + why + " |\n";
    }
  }
  if (!g.parameters.empty()) {
    md += "\nParameters (set-up choices the rulebook offers; `--param id=value`):\n\n";
    md += "| id | where offered | values (default first) | default because |\n|---|---|---|---|\n";
    auto cell = [](std::string text) {
      for (auto& c : text) if (c == '|') c = '/';
      return text;
    };
    for (const Parameter& p : g.parameters) {
      std::string values = "`" + p.default_value + "`";
      for (const ParameterValue& v : p.values)
        if (v.id != p.default_value) values += ", `" + v.id + "`";
      if (p.values.empty()) values += fmt::format(" (a whole number from {} to {})", p.min, p.max);
      md += "| `" + p.id + "` | " + cell(p.place) + " | " + values + " | " + cell(p.default_why) + " |\n";
    }
  }
  return md + "\n";
}

// `peerage data GAME`: the shipped data file verbatim (a starting point for a user's own), or with
// --check FILE whether a user's file loads (exit 0, its hash) or not (exit 2, where and why).
void DataCommand(const std::string& game, const std::string& check) {
  const GameInfo& g = Registry::Instance().Get(game);
  if (!g.data.load) throw ConfigError("game '" + game + "'", "has no data file: all its components are in the rulebook");
  if (check.empty()) {
    fmt::print("{}", g.data.json);
    return;
  }
  CheckDataFile(g.name, check);
  auto ctx = MakeContext({.game = g.name, .players = 0, .settings = {}, .data_file = check});
  fmt::print("{}: valid {} data (hash {})\n", check, g.name, HashHex(ctx->data_hash));
}

}  // namespace

void AddInfoCommands(CLI::App& app) {
  auto* games = app.add_subcommand("games", "list the registered games");
  games->callback(ListGames);

  auto* rules = app.add_subcommand("rules", "a game's set-up parameters, interpretation catalogue and rule ids");
  auto game = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  auto markdown = std::make_shared<bool>(false);
  rules->add_option("game", *game, "game name, or `all` (with --markdown)")->required();
  rules->add_flag("--json", *json, "machine-readable output");
  rules->add_flag("--markdown", *markdown, "the interpretation catalogue as Markdown (as in docs/games.md)");
  rules->callback([game, json, markdown] {
    if (*markdown && *game == "all") {
      for (const GameInfo* g : Registry::Instance().All()) fmt::print("{}", CatalogueMarkdown(*g));
      return;
    }
    const GameInfo& g = Registry::Instance().Get(*game);
    if (*json) fmt::print("{}\n", RulesJson(g).dump(2));
    else if (*markdown) fmt::print("{}", CatalogueMarkdown(g));
    else PrintRules(g);
  });

  auto* data = app.add_subcommand("data", "print a game's shipped data file, or --check your own");
  auto data_game = std::make_shared<std::string>();
  auto check = std::make_shared<std::string>();
  data->add_option("game", *data_game, "game name")->required();
  data->add_option("--check", *check, "validate this data file instead of printing the shipped one");
  data->callback([data_game, check] { DataCommand(*data_game, *check); });
}

}  // namespace peerage::cli
