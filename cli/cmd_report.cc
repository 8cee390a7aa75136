// `peerage report GAME|all` writes reports/<game>.md; `peerage solve GAME` prints the solver answers.
#include <fmt/core.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <thread>

#include "cli/commands.h"
#include "cli/project_root.h"
#include "model/analysis/report.h"
#include "model/analysis/report_faq.h"
#include "model/core/error.h"
#include "model/core/input_file.h"
#include "solver/solver.h"

namespace peerage::cli {
namespace {

std::string ReadFileOr(const std::string& path, const std::string& fallback) {
  try {
    return ReadInputFile(path, "report file");
  } catch (const Error&) {
    return fallback;
  }
}

void PrintAnswer(const SolverAnswer& a) {
  fmt::print("{} [{}]\n  Q: {}\n  A: {}\n  engine: {} — {}\n", a.id, a.verdict, a.question, a.answer,
             a.confirmed ? "confirmed" : "NOT CONFIRMED", a.confirmation);
  if (a.witness) fmt::print("  witness: {} steps\n", a.witness->steps.size());
}

// Names the report verb also accepts, when no game of that name is registered.
std::string ReportAlias(const std::string& name) {
  if (name == "nobles" && !Registry::Instance().Find(name)) return "nobles-solo";
  return name;
}

}  // namespace

void AddReportCommands(CLI::App& app) {
  {
    auto* cmd = app.add_subcommand("report", "write the FAQ edge-case report reports/<game>.md and .html");
    auto game = std::make_shared<std::string>();
    auto opts = std::make_shared<ReportOptions>();
    auto out = std::make_shared<std::string>("reports");
    auto check = std::make_shared<bool>(false);
    auto jobs = std::make_shared<unsigned>(0);
    cmd->add_option("game", *game, "game name, or `all` (`nobles` is accepted for nobles-solo)")
        ->required();
    cmd->add_option("--seed,-s", opts->seed, "seed")->check(Count(0, kMaxSeed));
    cmd->add_option("--games,-n", opts->games, "games per player count with default readings")->check(Count(1, kMaxCount));
    cmd->add_option("--games-per-reading", opts->games_per_reading, "games per non-default reading")->check(Count(1, kMaxCount));
    cmd->add_option("--diff-games", opts->diff_games, "lockstep playouts per reading pair, direction and player count")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--freq-games", opts->freq_games, "random games per reading and player count measuring how often it matters")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--context-games", opts->context_games,
                    "lockstep playouts per direction in the follow-up searches (views compared, readings paired)")
        ->check(Count(0, kMaxCount));
    cmd->add_option("--hunt-games", opts->hunt_games, "cycle/invariant hunt playouts per player count")->check(Count(0, kMaxCount));
    cmd->add_option("--shrink-budget", opts->shrink_budget, "replays per witness spent shrinking")->check(Count(0, kMaxCount));
    cmd->add_option("--out,-o", *out, "output directory");
    cmd->add_flag("--check", *check, "do not write: exit 1 if the file on disk differs (drift check)");
    cmd->add_option("--jobs,-j", *jobs, "games built at once with `all` (default: one per core)")->check(Count(0, 1024));
    CLI::Option* examples = cmd->add_option("--examples", opts->examples_dir,
                                            "folder of hand-built situations tried first as examples (DIR/<game>/*.trace.json; "
                                            "default: the project's corpus/examples)");
    cmd->add_option("--data", opts->data_file, "your data file for a game with one (not with `all`), e.g. the real cards");
    auto params = std::make_shared<std::vector<std::string>>();
    cmd->add_option("--param", *params, "set-up parameter every run uses, id=value (repeatable; not with `all`; default: "
                                        "the game's defaults, see `peerage rules GAME`)");
    cmd->callback([=] {
      std::vector<const GameInfo*> games;
      if (*game == "all") games = Registry::Instance().All();
      else games.push_back(&Registry::Instance().Get(ReportAlias(*game)));
      if (!params->empty()) {  // checked up front like --data: one clear error naming the option
        if (*game == "all") throw ConfigError("--param " + params->front(), "names one game's set-up: give the game, not `all`");
        GameOptions given;
        given.game = games[0]->name;
        given.params = *params;
        opts->parameters = given.Config().settings;
        MakeContext({.game = games[0]->name, .players = 0, .settings = opts->parameters, .data_file = {}});
      }
      if (!opts->data_file.empty() && *game == "all")
        throw ConfigError("--data " + opts->data_file, "names one game's data: give the game, not `all`");
      if (!opts->data_file.empty()) {  // unreadable, invalid or a game without data: one clear error up front
        CheckDataFile(games[0]->name, opts->data_file);
        MakeContext({.game = games[0]->name, .players = 0, .settings = {}, .data_file = opts->data_file});
      }
      if (std::filesystem::exists(*out) && !std::filesystem::is_directory(*out)) throw Error(*out, "not a directory");
      if (*check && !std::filesystem::is_directory(*out)) throw Error(*out, "no report directory to check");
      // The hand-built examples, stored witnesses and certificates are the project's own: read from its root
      // (installed or source tree) whatever the working directory, the output still where the user said.
      if (examples->count() && !std::filesystem::is_directory(opts->examples_dir))
        throw Error("--examples " + opts->examples_dir, "not a directory");
      std::vector<std::string*> user_paths{out.get(), &opts->data_file};
      if (examples->count()) user_paths.push_back(&opts->examples_dir);  // the user's folder, not the project's
      RunFromProjectRoot(user_paths, "reports are written without hand-built examples, stored witnesses or certificates");
      // The hand-built examples are played before any search (BuildReport plays them again as its seeds): a
      // broken one is named at once, not after minutes of search, and nothing is written.
      if (opts->data_file.empty())
        for (const GameInfo* g : games) LoadExampleSeeds(*g, opts->examples_dir);
      if (!*check) std::filesystem::create_directories(*out);
      // Games are built in parallel (each report is deterministic on its own), then checked or written
      // in registry order; an error in any game stops before anything is written.
      std::vector<std::vector<std::pair<std::string, std::string>>> files(games.size());
      std::vector<std::exception_ptr> errors(games.size());
      std::atomic<std::size_t> next{0};
      auto work = [&] {
        for (std::size_t i; (i = next++) < games.size();) {
          const GameInfo* g = games[i];
          try {
            ReportOptions o = *opts;
            o.progress = [g](const std::string& stage, std::uint64_t d, std::uint64_t t) {
              Progress(g->name + " " + stage, d, t);
            };
            GameReport report = BuildReport(*g, o, RunSolverQueries(g->name));
            files[i] = {{*out + "/" + g->name + ".md", RenderMarkdown(report)},
                        {*out + "/" + g->name + ".html", RenderHtml(report)},
                        {*out + "/" + g->name + ".json", RenderJson(report)}};
            for (auto& [path, content] : ExampleFiles(report)) files[i].emplace_back(*out + "/" + path, std::move(content));
          } catch (...) {
            errors[i] = std::current_exception();
          }
        }
      };
      const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
      const std::size_t threads = std::min<std::size_t>(games.size(), *jobs ? *jobs : cores);
      std::vector<std::thread> pool;
      for (std::size_t k = 1; k < threads; ++k) pool.emplace_back(work);
      work();
      for (auto& t : pool) t.join();
      for (const auto& e : errors)
        if (e) std::rethrow_exception(e);
      int drift = 0;
      for (std::size_t i = 0; i < games.size(); ++i) {
        const auto& game_files = files[i];
        // The example folder holds exactly the report's traces: a stale one is drift (check) or removed (write).
        const std::filesystem::path folder = std::filesystem::path(*out) / games[i]->name;
        std::vector<std::string> stale;
        if (std::filesystem::is_directory(folder))
          for (const auto& e : std::filesystem::directory_iterator(folder)) {
            const std::string path = *out + "/" + games[i]->name + "/" + e.path().filename().string();
            if (std::none_of(game_files.begin(), game_files.end(), [&](const auto& f) { return f.first == path; }))
              stale.push_back(path);
          }
        std::sort(stale.begin(), stale.end());
        if (*check) {
          for (const auto& [path, content] : game_files) {
            bool same = ReadFileOr(path, "") == content;
            if (!same || path.ends_with(".md")) fmt::print("{}: {}\n", path, same ? "up to date" : "DRIFT (regenerate with peerage report)");
            drift += !same;
          }
          for (const std::string& path : stale) fmt::print("{}: DRIFT (not part of the report any more)\n", path);
          drift += static_cast<int>(stale.size());
        } else {
          // Every file is rendered before any is written; each write is atomic.
          std::filesystem::create_directories(folder);
          for (const auto& [path, content] : game_files) WriteFileAtomic(path, content);
          for (const std::string& path : stale) std::filesystem::remove(path);
          fmt::print("wrote {}/{}.md, .html, .json and {} example traces in {}/\n", *out, games[i]->name, game_files.size() - 3,
                     folder.string());
        }
      }
      if (drift) throw CheckFailed(fmt::format("{} report(s) out of date", drift));
    });
  }
  {
    auto* cmd = app.add_subcommand("solve", "run the Z3 solver queries of a game and check each answer on the engine");
    auto game = std::make_shared<std::string>();
    cmd->add_option("game", *game, "game name")->required();
    cmd->callback([=] {
      Registry::Instance().Get(*game);
      RunFromProjectRoot({}, "queries that read the project's derived data sets (corpus/data/) are not confirmed");
      auto answers = RunSolverQueries(*game);
      if (answers.empty()) fmt::print("{}: no solver queries registered\n", *game);
      int unconfirmed = 0;
      for (const auto& a : answers) {
        PrintAnswer(a);
        unconfirmed += !a.confirmed;
      }
      if (unconfirmed) throw CheckFailed(fmt::format("{} answer(s) not confirmed by the engine", unconfirmed));
    });
  }
}

}  // namespace peerage::cli
