// The game completeness check: what a registered game still lacks of the recipe in docs/adding-a-game.md
// ("The recipe"), piece by piece in the recipe's order, read from the repository (tests run from the source
// root). The catalogue block and the Games paragraphs live in docs/games.md (the pieces keep their names).
// It is the one list of what the suite demands of a game: each piece below says which tests hold it, and
// holds it as those tests do, so that a game the check passes makes the suite green (except for engine
// bugs, which the generic suites find). Pieces and the tests behind them:
//   rulebook citation, render/simplify hooks, narrator  the reports, `replay --render`, the suite narration
//   fuzz id                 fuzz_stable_ids; Registry::Add (model/core/fixture_games.h: 240-249 and "toy-"
//                           names are test fixtures')
//   public state            conform's default comparison and the protocol suite (public_tests.cc: every game
//                           with a public state; a schema without optional fields is fine), `peerage schema`
//   rule tests              rule_coverage: every rule and every reading asserted, docs/rule-tests/<game>.md
//   golden trace, perft table   corpus/golden_traces_replay_with_their_checkpoints, perft_tables_agree, conform
//   fuzz seeds              fuzz-coverage --check: play_fuzzer and trace_fuzzer at every player count and with
//                           every set-up parameter off its default, protocol_fuzzer and serve_fuzzer a session
//                           of the game, data_fuzzer the game's data (corpus/fuzz/make_seeds.py --game)
//   report, report examples reports-up-to-date
//   README catalogue block  readme-catalogue (the block is in docs/games.md now, as is the Games paragraph)
//   engine guide section    docs.engine-guide: a "### Title (`game`)" section of docs/engine-guide.md with a
//                           decision table and a chance table with the guide's columns (kGuideDecisionColumns,
//                           kGuideChanceColumns), every action kind random play reaches in its table
//   cmake-package asks nothing of a game: the consumer (examples/consumer) reads the registry and checks only
//   that the five reference games are there.
// One function per piece; this check only says, for a game, which are still missing, in one message. Used by
// properties/unit/game_completeness_tests.cc (every registered game, or PEERAGE_GAME alone: ci/new_game.sh
// prints what is left this way) and the toy-game fixture (properties/fixtures/toy_game/), which expects its
// exact list.
#pragma once
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/fixture_games.h"
#include "model/core/game.h"
#include "model/core/narrator.h"
#include "model/core/playout.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

namespace peerage::props {

struct MissingPiece {
  std::string piece;  // short and stable, as the recipe names it, e.g. "golden trace"
  std::string what;   // what is missing and how to make it
};

// Every piece the check can name, in the recipe's order (docs/adding-a-game.md names them in bold, and a
// test keeps the two lists equal).
inline const std::vector<std::string>& PieceNames() {
  static const std::vector<std::string> names = {
      "rulebook citation", "fuzz id",     "render hook",     "simplify hook",          "public state",
      "narrator",          "rule tests",        "golden trace", "perft table",    "fuzz seeds",             "report",
      "report examples",   "README catalogue block",         "README Games paragraph", "engine guide section"};
  return names;
}

struct Completeness {
  std::vector<MissingPiece> missing;
  std::vector<std::string> notes;  // optional pieces left out ("no solver queries"), not failures
};

// The engine guide's table columns (docs/engine-guide.md, section 2): a game's section has one table of
// each, with these header cells in this order; ci/new_game.sh prints skeletons with them.
inline const std::vector<std::string> kGuideDecisionColumns = {
    "decision", "who", "format", "example", "offered when", "forced: skipped or kept", "split"};
inline const std::vector<std::string> kGuideChanceColumns = {"chance", "node", "format", "example", "outcomes", "order"};

namespace completeness {

namespace fs = std::filesystem;

inline std::string ReadText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The game's folder name in per-game trees (solver/games/<folder>/): its name with '-' as '_'.
inline std::string Folder(const GameInfo& info) {
  std::string folder = info.name;
  for (char& c : folder)
    if (c == '-') c = '_';
  return folder;
}

// A row of a Markdown table whose first cells are `cells` (each in backticks): its text, or "" if none.
inline std::string TableRow(const std::string& text, const std::vector<std::string>& cells) {
  std::string head = "|";
  for (const std::string& c : cells) head += " `" + c + "` |";
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(head, 0) == 0 || line.rfind(head.substr(0, head.size() - 2), 0) == 0) return line;
  return {};
}

// docs/rule-tests/<game>.md lists every rule and every reading, none of them "**none**" (the table
// rule_coverage keeps current; it fails for a rule or a reading without an asserting test).
inline void RuleTests(const GameInfo& info, const fs::path& root, Completeness& out) {
  const fs::path table = root / "docs/rule-tests" / (info.name + ".md");
  if (!fs::is_regular_file(table)) {
    out.missing.push_back({"rule tests", fmt::format("no docs/rule-tests/{}.md: a test asserting each rule "
                                                     "(PEERAGE_ASSERTS_RULES) and each reading "
                                                     "(PEERAGE_ASSERTS_READING), then ci/update_rule_tables.sh",
                                                     info.name)});
    return;
  }
  const std::string text = ReadText(table);
  std::string unasserted;
  auto check = [&](const std::string& row, const std::string& what) {
    if (row.empty() || row.find("**none**") != std::string::npos) unasserted += (unasserted.empty() ? "" : ", ") + what;
  };
  for (const RuleInfo& r : info.rules) check(TableRow(text, {r.id}), r.id);
  for (const Interpretation& in : info.interpretations)
    for (const Reading& r : in.readings) check(TableRow(text, {in.id, r.id}), in.id + "=" + r.id);
  if (!unasserted.empty())
    out.missing.push_back({"rule tests", "no asserting test (or a stale docs/rule-tests table) for " + unasserted});
}

inline bool AnyGoldenTrace(const GameInfo& info, const fs::path& root) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root / "corpus/golden", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() < 11 || name.substr(name.size() - 11) != ".trace.json") continue;
    const auto json = nlohmann::json::parse(ReadText(entry.path()), nullptr, false);
    if (json.is_object() && json.value("game", "") == info.name) return true;
  }
  return false;
}

// The catalogue block (between the catalogue markers of docs/games.md) has the game's heading.
inline bool InReadmeCatalogue(const GameInfo& info, const std::string& readme) {
  const auto begin = readme.find("<!-- catalogue:begin -->"), end = readme.find("<!-- catalogue:end -->");
  if (begin == std::string::npos || end == std::string::npos) return false;
  return readme.substr(begin, end - begin).find("#### " + info.title + " (`" + info.name + "`)") != std::string::npos;
}

// The game's section of docs/engine-guide.md as docs.engine-guide (properties/cli/engine_guide.sh) reads it:
// a "### ... (`game`)" heading (the name exactly: toy-goofspiel's section is not goofspiel's), then tables
// told apart by their header's first cell; a row's first cell is its `prefix`.
struct GuideSection {
  bool found = false;
  std::vector<std::string> decision_header, chance_header;
  std::set<std::string> decisions, chances;  // the rows' prefixes
};

inline std::vector<std::string> Cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '|' && line[i - 1] != '\\') {
      const auto b = cell.find_first_not_of(' '), e = cell.find_last_not_of(' ');
      cells.push_back(b == std::string::npos ? "" : cell.substr(b, e - b + 1));
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return cells;
}

inline GuideSection ReadGuideSection(const GameInfo& info, const fs::path& root) {
  GuideSection out;
  std::istringstream guide(ReadText(root / "docs/engine-guide.md"));
  const std::string suffix = "(`" + info.name + "`)";
  bool mine = false;
  std::string kind;  // "" = outside a table, else the table's first header cell
  for (std::string line; std::getline(guide, line);) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (!line.empty() && line[0] == '#') {
      mine = line.rfind("### ", 0) == 0 && line.size() >= suffix.size() &&
             line.compare(line.size() - suffix.size(), suffix.size(), suffix) == 0;
      out.found = out.found || mine;
      kind.clear();
      continue;
    }
    if (!mine || line.empty() || line[0] != '|') {
      kind.clear();
      continue;
    }
    const std::vector<std::string> row = Cells(line);
    if (kind.empty()) {  // a header row
      kind = row.empty() ? "other" : row[0];
      if (kind == "decision") out.decision_header = row;
      if (kind == "chance") out.chance_header = row;
      continue;
    }
    if (line.find_first_not_of("|-: ") == std::string::npos || row.empty()) continue;  // the separator row
    const auto b = row[0].find('`'), e = row[0].find('`', b + 1);
    if (b != 0 || e == std::string::npos) continue;
    if (kind == "decision") out.decisions.insert(row[0].substr(1, e - 1));
    if (kind == "chance") out.chances.insert(row[0].substr(1, e - 1));
  }
  return out;
}

// The action kinds (ActionKind: an action text's first word) random play reaches, by whether chance or a
// player took them: 20 games per player count, as docs.engine-guide plays them (there through the CLI).
struct PlayedKinds {
  std::map<std::string, std::string> decisions, chances;  // kind -> an example text
};

inline PlayedKinds PlayKinds(const GameInfo& info, int games_per_count = 20) {
  PlayedKinds out;
  for (int players = info.min_players; players <= info.max_players; ++players)
    for (int g = 0; g < games_per_count; ++g) {
      const auto context = MakeContext(GameConfig{.game = info.name, .players = players});
      PlayoutOptions options;
      options.seed = 1 + g;
      const auto played = Playout(context, options).state;
      auto s = NewGame(context);
      for (Action a : played->History()) {
        const std::string text = s->ActionToString(a);
        (s->IsChance() ? out.chances : out.decisions).emplace(std::string(ActionKind(text)), text);
        s->ApplyAction(a);
      }
    }
  return out;
}

inline std::string Joined(const std::vector<std::string>& cells) {
  std::string text = "|";
  for (const std::string& c : cells) text += " " + c + " |";
  return text;
}

// What the game's engine-guide section lacks ("" = nothing), as docs.engine-guide would fail on it.
inline std::string GuideGaps(const GameInfo& info, const fs::path& root) {
  const GuideSection section = ReadGuideSection(info, root);
  if (!section.found)
    return fmt::format("a section of docs/engine-guide.md headed \"### {} (`{}`)\" with a decision table ({}) and a "
                       "chance table ({}); ci/new_game.sh prints skeletons of both",
                       info.title, info.name, Joined(kGuideDecisionColumns), Joined(kGuideChanceColumns));
  std::vector<std::string> gaps;
  if (section.decision_header != kGuideDecisionColumns || section.decisions.empty())
    gaps.push_back("a decision table with the columns " + Joined(kGuideDecisionColumns) + " and a row per kind");
  if (section.chance_header != kGuideChanceColumns || section.chances.empty())
    gaps.push_back("a chance table with the columns " + Joined(kGuideChanceColumns) + " and a row per kind");
  const PlayedKinds played = PlayKinds(info);
  for (const auto& [kind, text] : played.decisions)
    if (!section.decisions.count(kind)) gaps.push_back(fmt::format("a decision row `{}` (e.g. `{}`)", kind, text));
  for (const auto& [kind, text] : played.chances)
    if (!section.chances.count(kind)) gaps.push_back(fmt::format("a chance row `{}` (e.g. `{}`)", kind, text));
  if (gaps.empty()) return {};
  std::string what = "its section of docs/engine-guide.md lacks ";
  for (std::size_t i = 0; i < gaps.size(); ++i) what += (i ? "; " : "") + gaps[i];
  return what;
}

// What the committed fuzz seeds lack for the game, as fuzz-coverage --check names it ("" = nothing).
inline std::string FuzzGaps(const GameInfo& info, const fs::path& root) {
  const fs::path dir = root / "corpus/fuzz";
  auto files = [&](const char* target) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir / target, ec))
      if (entry.is_regular_file()) out.push_back(ReadText(entry.path()));
    return out;
  };
  // Player counts and parameters off their defaults reached by play_fuzzer (decoded as the fuzzer decodes
  // it) and trace_fuzzer (a trace's or a state's own "game", "players" and parameters).
  std::set<int> play_players, trace_players;
  std::set<std::string> play_params, trace_params;
  bool play = false, trace = false;
  auto off_default = [&](const std::map<std::string, std::string>& settings, std::set<std::string>& params) {
    for (const Parameter& p : info.parameters)
      if (auto it = settings.find(p.id); it != settings.end() && it->second != p.default_value) params.insert(p.id);
  };
  for (const std::string& bytes : files("play_fuzzer")) {
    FuzzDecodeOptions options;
    options.max_steps = 1;  // the game and configuration are all that is needed
    options.check = false;
    options.detect_repeats = false;
    const FuzzDecodeResult r =
        DecodeFuzzInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), options);
    if (r.config.game != info.name) continue;
    play = true;
    play_players.insert(r.config.players);
    off_default(r.config.settings, play_params);
  }
  for (const std::string& text : files("trace_fuzzer")) {
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object() || !j.contains("game") || j["game"] != info.name) continue;
    trace = true;
    if (j.contains("players") && j["players"].is_number_integer()) trace_players.insert(j["players"].get<int>());
    if (j.contains("parameters") && j["parameters"].is_object()) {
      std::map<std::string, std::string> settings;
      for (const auto& [k, v] : j["parameters"].items())
        if (v.is_string()) settings[k] = v.get<std::string>();
      off_default(settings, trace_params);
    }
  }
  // A protocol or serve session that starts a game of it.
  auto session = [&](const char* target) {
    for (const std::string& text : files(target)) {
      std::istringstream lines(text);
      for (std::string line; std::getline(lines, line);) {
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_object() && j.value("cmd", "") == "new_game" && j.value("game", "") == info.name) return true;
      }
    }
    return false;
  };
  bool data = !info.data.load;
  for (const std::string& text : info.data.load ? files("data_fuzzer") : std::vector<std::string>{}) {
    const auto j = nlohmann::json::parse(text, nullptr, false);
    try {
      data = data || (!j.is_discarded() && info.data.load(j));
    } catch (const std::exception&) {
    }
  }
  std::vector<std::string> gaps;
  if (!play) gaps.push_back("play_fuzzer: no input plays it");
  if (!trace) gaps.push_back("trace_fuzzer: no trace or state of it");
  for (int p = info.min_players; p <= info.max_players; ++p) {
    if (play && !play_players.count(p)) gaps.push_back(fmt::format("play_fuzzer: none with {} players", p));
    if (trace && !trace_players.count(p)) gaps.push_back(fmt::format("trace_fuzzer: none with {} players", p));
  }
  for (const Parameter& p : info.parameters) {
    if (play && !play_params.count(p.id)) gaps.push_back("play_fuzzer: none with " + p.id + " off its default");
    if (trace && !trace_params.count(p.id)) gaps.push_back("trace_fuzzer: none with " + p.id + " off its default");
  }
  if (!session("protocol_fuzzer")) gaps.push_back("protocol_fuzzer: no session of it");
  if (!session("serve_fuzzer")) gaps.push_back("serve_fuzzer: no session of it");
  if (!data) gaps.push_back("data_fuzzer: no input loads as its data");
  if (gaps.empty()) return {};
  std::string what = "corpus/fuzz/*/gen-" + info.name + "-* (python3 corpus/fuzz/make_seeds.py --game " + info.name + "): ";
  for (std::size_t i = 0; i < gaps.size(); ++i) what += (i ? "; " : "") + gaps[i];
  return what;
}

// The public state and its schema, as the protocol suite and `peerage schema` take them: both set, and the
// schema one public_state.h reads ("" = nothing missing).
inline std::string PublicStateGaps(const GameInfo& info) {
  if (!info.public_state || info.public_schema.empty())
    return "GameInfo::public_state and public_schema (conform's default comparison, `peerage schema GAME`)";
  try {
    const std::vector<std::string> problems = PublicSchemaProblems(PublicSchemaOf(info));
    if (!problems.empty()) return "GameInfo::public_schema: " + problems.front();
  } catch (const std::exception& e) {
    return std::string("GameInfo::public_schema: ") + e.what();
  }
  return {};
}

}  // namespace completeness

// What `info` lacks, in the recipe's order. `all`: every registered game (for fuzz id clashes).
inline Completeness CheckCompleteness(const GameInfo& info, const std::vector<const GameInfo*>& all,
                                      const std::filesystem::path& root) {
  namespace c = completeness;
  Completeness out;
  auto need = [&](bool ok, const char* piece, std::string what) {
    if (!ok) out.missing.push_back({piece, std::move(what)});
  };
  // 1. The engine's folder: catalogue, citation, hooks, fuzz id.
  need(!info.rulebook.empty(), "rulebook citation",
       "GameInfo::rulebook: the rulebook's title and where to get it (edition and author where it states them)");
  std::string clash;
  for (const GameInfo* other : all)
    if (other != &info && other->fuzz_id == info.fuzz_id) clash = other->name;
  const std::string fixture_problem = FixtureRuleProblem(info.name, info.fuzz_id);
  need(info.fuzz_id >= 0 && info.fuzz_id <= 255 && clash.empty() && fixture_problem.empty(), "fuzz id",
       !clash.empty() ? "GameInfo::fuzz_id " + std::to_string(info.fuzz_id) + " is also " + clash + "'s"
       : !fixture_problem.empty()
           ? "GameInfo::fuzz_id: " + fixture_problem
           : fmt::format("GameInfo::fuzz_id: the next unused number below {} ({}-{} are test fixtures'), never "
                         "changed afterwards",
                         kFixtureFuzzIdFirst, kFixtureFuzzIdFirst, kFixtureFuzzIdLast));
  need(bool(info.render), "render hook", "GameInfo::render: a text picture of the state (`peerage replay --render`)");
  need(bool(info.simplify), "simplify hook", "GameInfo::simplify: smaller neighbours of a state (report examples)");
  const std::string public_gaps = c::PublicStateGaps(info);
  need(public_gaps.empty(), "public state", public_gaps);
  need(!info.narrator.empty(), "narrator",
       "GameInfo::narrator: actions and public-state differences told in the rulebook's words, a focused "
       "picture with its legend, and what makes a position implausible (model/core/narrator.h); hand-written "
       "cases in properties/games/<folder>/<folder>_narrate_props.cc");
  // 2. Rule tests.
  c::RuleTests(info, root, out);
  // 3. Optional: solver queries.
  if (!std::filesystem::is_directory(root / "solver/games" / c::Folder(info)))
    out.notes.push_back("no solver queries (solver/games/" + c::Folder(info) + "/ is optional)");
  // 4. Corpus.
  need(c::AnyGoldenTrace(info, root), "golden trace",
       fmt::format("corpus/golden/{}-seed1-game0.trace.json: peerage play {} --seed 1 --games 1 --save-traces DIR",
                   info.name, info.name));
  need(std::filesystem::is_regular_file(root / "corpus/perft" / (info.name + ".json")), "perft table",
       fmt::format("corpus/perft/{}.json: hand-derived first depths, checked by peerage perft {} --check", info.name,
                   info.name));
  const std::string fuzz_gaps = c::FuzzGaps(info, root);
  need(fuzz_gaps.empty(), "fuzz seeds", fuzz_gaps);
  // 5. Reports and documentation.
  bool reports = true;
  for (const char* ext : {".md", ".json", ".html"})
    reports = reports && std::filesystem::is_regular_file(root / "reports" / (info.name + ext));
  need(reports, "report", fmt::format("reports/{}.md, .json, .html: peerage report {}", info.name, info.name));
  std::error_code ec;
  const bool examples = !std::filesystem::is_empty(root / "corpus/examples" / info.name, ec) && !ec;
  need(examples || info.interpretations.empty(), "report examples",
       fmt::format("corpus/examples/{}/*.trace.json: hand-built situations (a start state and a few actions) where "
                   "readings part, tried first by peerage report", info.name));
  // The pieces once in README.md, now in docs/games.md (their names kept).
  const std::string games_page = c::ReadText(root / "docs/games.md");
  need(c::InReadmeCatalogue(info, games_page), "README catalogue block",
       "the catalogue block of docs/games.md: ci/update_readme_catalogue.sh");
  need(games_page.find("** (`" + info.name + "`") != std::string::npos, "README Games paragraph",
       "a paragraph in docs/games.md, \"What each engine models\": **" + info.title + "** (`" + info.name +
           "`, players; ...)");
  const std::string guide_gaps = c::GuideGaps(info, root);
  need(guide_gaps.empty(), "engine guide section", guide_gaps);
  for (const MissingPiece& m : out.missing)  // the recipe's list and this check name the same pieces
    if (std::find(PieceNames().begin(), PieceNames().end(), m.piece) == PieceNames().end())
      throw std::logic_error("game_completeness.h names a piece the recipe does not: " + m.piece);
  return out;
}

// One readable message for several games: each game with its missing pieces, then the notes.
inline std::string DescribeCompleteness(const std::vector<std::pair<std::string, Completeness>>& games) {
  std::string text;
  for (const auto& [name, c] : games) {
    if (c.missing.empty()) continue;
    text += fmt::format("\n{} lacks {} piece(s) of the recipe (docs/adding-a-game.md):", name, c.missing.size());
    for (const MissingPiece& m : c.missing) text += fmt::format("\n  - {}: {}", m.piece, m.what);
  }
  return text;
}

}  // namespace peerage::props
