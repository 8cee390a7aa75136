// The game completeness check: what a registered game still lacks of the recipe in README.md ("Adding a
// game"), piece by piece in the README's order, read from the repository (tests run from the source root).
// One function per piece; the pieces themselves are enforced elsewhere (rule_coverage, reports-up-to-date,
// readme-catalogue, perft and golden tests, fuzz-coverage): this check only says, for a game, which are
// still missing, in one message. Used by properties/unit/game_completeness_tests.cc (every registered game)
// and the toy-game fixture (properties/fixtures/toy_game/), which expects its exact list.
#pragma once
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "model/analysis/fuzz_decode.h"
#include "model/core/game.h"

namespace peerage::props {

struct MissingPiece {
  std::string piece;  // short and stable, as README's recipe names it, e.g. "golden trace"
  std::string what;   // what is missing and how to make it
};

// Every piece the check can name, in README's order (its "Adding a game" section names them in bold, and a
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

// docs/rule-tests/<game>.md lists every rule and none is "**none**" (the table rule_coverage keeps current).
inline void RuleTests(const GameInfo& info, const fs::path& root, Completeness& out) {
  const fs::path table = root / "docs/rule-tests" / (info.name + ".md");
  if (!fs::is_regular_file(table)) {
    out.missing.push_back({"rule tests", fmt::format("no docs/rule-tests/{}.md: a test asserting each rule "
                                                     "(PEERAGE_ASSERTS_RULES), then ci/update_rule_tables.sh", info.name)});
    return;
  }
  const std::string text = ReadText(table);
  std::string unasserted;
  for (const RuleInfo& r : info.rules) {
    const std::string row = "| `" + r.id + "` |";
    const auto at = text.find(row);
    if (at == std::string::npos || text.substr(at, text.find('\n', at) - at).find("**none**") != std::string::npos)
      unasserted += (unasserted.empty() ? "" : ", ") + r.id;
  }
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

// The README catalogue block (between the catalogue markers) has the game's heading.
inline bool InReadmeCatalogue(const GameInfo& info, const std::string& readme) {
  const auto begin = readme.find("<!-- catalogue:begin -->"), end = readme.find("<!-- catalogue:end -->");
  if (begin == std::string::npos || end == std::string::npos) return false;
  return readme.substr(begin, end - begin).find("#### " + info.title + " (`" + info.name + "`)") != std::string::npos;
}

// A Markdown heading of docs/engine-guide.md names the game (its title or its registry name).
inline bool InEngineGuide(const GameInfo& info, const fs::path& root) {
  std::istringstream guide(ReadText(root / "docs/engine-guide.md"));
  for (std::string line; std::getline(guide, line);)
    if (!line.empty() && line[0] == '#' &&
        (line.find(info.title) != std::string::npos || line.find(info.name) != std::string::npos))
      return true;
  return false;
}

// Some input of corpus/fuzz/play_fuzzer/ plays the game (decoded as the fuzzer decodes it).
inline bool AnyFuzzSeed(const GameInfo& info, const fs::path& root) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root / "corpus/fuzz/play_fuzzer", ec)) {
    const std::string bytes = ReadText(entry.path());
    FuzzDecodeOptions options;
    options.max_steps = 1;  // the game and configuration are all that is needed
    options.check = false;
    options.detect_repeats = false;
    if (DecodeFuzzInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), options).config.game ==
        info.name)
      return true;
  }
  return false;
}

}  // namespace completeness

// What `info` lacks, in README's order. `all`: every registered game (for fuzz id clashes).
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
  need(info.fuzz_id >= 0 && info.fuzz_id <= 255 && clash.empty(), "fuzz id",
       clash.empty() ? std::string("GameInfo::fuzz_id: the next unused number in 0-255, never changed afterwards")
                     : "GameInfo::fuzz_id " + std::to_string(info.fuzz_id) + " is also " + clash + "'s");
  need(bool(info.render), "render hook", "GameInfo::render: a text picture of the state (`peerage replay --render`)");
  need(bool(info.simplify), "simplify hook", "GameInfo::simplify: smaller neighbours of a state (report examples)");
  need(bool(info.public_state) && !info.public_schema.empty(), "public state",
       "GameInfo::public_state and public_schema (conform's default comparison, `peerage schema GAME`)");
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
  need(c::AnyFuzzSeed(info, root), "fuzz seeds", "corpus/fuzz/play_fuzzer/gen-" + info.name + "-*: python3 corpus/fuzz/make_seeds.py");
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
  const std::string readme = c::ReadText(root / "README.md");
  need(c::InReadmeCatalogue(info, readme), "README catalogue block", "ci/update_readme_catalogue.sh");
  need(readme.find("** (`" + info.name + "`") != std::string::npos, "README Games paragraph",
       "a paragraph in README's Games section: **" + info.title + "** (`" + info.name + "`, players; ...)");
  need(c::InEngineGuide(info, root), "engine guide section",
       "a section of docs/engine-guide.md whose heading names " + info.title);
  for (const MissingPiece& m : out.missing)  // README's list and this check name the same pieces
    if (std::find(PieceNames().begin(), PieceNames().end(), m.piece) == PieceNames().end())
      throw std::logic_error("game_completeness.h names a piece README does not: " + m.piece);
  return out;
}

// One readable message for several games: each game with its missing pieces, then the notes.
inline std::string DescribeCompleteness(const std::vector<std::pair<std::string, Completeness>>& games) {
  std::string text;
  for (const auto& [name, c] : games) {
    if (c.missing.empty()) continue;
    text += fmt::format("\n{} lacks {} piece(s) of the recipe (README, \"Adding a game\"):", name, c.missing.size());
    for (const MissingPiece& m : c.missing) text += fmt::format("\n  - {}: {}", m.piece, m.what);
  }
  return text;
}

}  // namespace peerage::props
