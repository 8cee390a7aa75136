// Game metadata, configuration and the registry that maps names to factories.
//
// A game registers itself with one line at the end of its .cc:
//   PEERAGE_REGISTER_GAME(kInfo);
// where kInfo is a GameInfo built with designated initialisers. Engines are linked as an OBJECT library
// so that the static registrars are never dropped by the linker.
#pragma once
#include <functional>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "model/core/catalogue.h"
#include "model/core/narrator.h"

namespace peerage {

class State;
struct GameContext;

// Data the rulebook text does not give (a card list, a board layout, a bag's contents). A game ships one
// JSON file under data/<game>/ with its assumptions stated; it is embedded in the binary at build time
// (model/games/CMakeLists.txt: peerage_embed_data) and a user who owns the real components passes their
// own file instead (GameConfig::data_file, `--data FILE` on the command line). A game derives its parsed
// form from GameData and reads it with GameContext::Data<T>().
struct GameData {
  virtual ~GameData() = default;
};

struct GameDataInfo {
  std::string file;       // repository path of the shipped file, e.g. "data/tudor/board.json"
  std::string_view json;  // that file's text (embedded); empty: the game has no data file
  // Parses and validates; throws ParseError naming the field (e.g. "cards[3].shields") and why. A plain function
  // (null: no data file): a std::function here drew a false -Wmaybe-uninitialized from GCC 12 on the GameInfo of
  // every game without data, in the game's own catalogue file.
  std::shared_ptr<const GameData> (*load)(const nlohmann::json&) = nullptr;
};

// Where a game's rules come from, cited the way a reader looks for them (the rulebook texts themselves are
// not in this repository). Each part as the rulebook's own text gives it; nothing is added that the text
// does not show (no guessed web address). Shown by `peerage rules` and at the top of every report.
struct RulebookCitation {
  std::string title;    // the rulebook's own title for the game, e.g. "Tudor"
  std::string edition;  // version or edition as printed ("version 0.8.6.5"); empty when the text states none
  std::string author;   // designer and/or publisher as the text names them; empty when it names none
  // Where to get it: the publisher's or designer's address as the text prints it, or how the file is
  // distributed ("print-and-play file as distributed by the designer") when the text gives no address.
  std::string source;
  bool empty() const { return title.empty() || source.empty(); }
};
// One line: "Title, edition, by author; source".
inline std::string CiteRulebook(const RulebookCitation& c) {
  std::string line = c.title;
  if (!c.edition.empty()) line += ", " + c.edition;
  if (!c.author.empty()) line += ", by " + c.author;
  if (!c.source.empty()) line += "; " + c.source;
  return line;
}

struct GameInfo {
  std::string name;        // registry key, e.g. "dueling-nobles"
  std::string title;       // e.g. "Dueling Nobles"
  RulebookCitation rulebook;
  // The game's number in fuzz inputs that choose the game (model/analysis/fuzz_decode.h): 0-239, unique,
  // never changed or given to another game, so that saved inputs keep naming the same game when games are
  // added (240-249 are kept for test fixtures: model/core/fixture_games.h). -1: the game is fuzzed only with
  // the game fixed (PEERAGE_FUZZ_GAME).
  int fuzz_id = -1;
  std::string summary;     // one paragraph: what the game is
  int min_players = 1;
  int max_players = 1;
  int default_players = 1;
  std::vector<RuleInfo> rules;
  std::vector<Interpretation> interpretations;
  // Set-up choices the rulebook offers on purpose (catalogue.h: Parameter); empty for most games.
  std::vector<Parameter> parameters;
  // Declared upper bound on the number of actions (chance included) in one game.
  std::function<int(const GameContext&)> max_game_length;
  std::function<std::unique_ptr<State>(std::shared_ptr<const GameContext>)> new_initial_state;
  // Optional: the player who takes the first turn (for first-player-advantage statistics), -1 if not
  // yet known. Default: the actor of the first non-chance action.
  std::function<int(const State&)> first_player;
  // Builds a state from the "state" member of the canonical JSON the game's DoToJson writes.
  // Throws ParseError naming the bad field. Used by solver witnesses and traces with a start state.
  std::function<std::unique_ptr<State>(std::shared_ptr<const GameContext>, const nlohmann::json&)>
      state_from_json;
  // Optional: the game's data file (see GameData).
  GameDataInfo data;
  // Optional: a text picture of the state for people (a board, an estate grid, hands), as shown by
  // `peerage replay --render` and under report witnesses. Not parsed back; the JSON stays canonical.
  std::function<std::string(const State&)> render;
  // Optional: simpler neighbours of a state, for shrinking report examples to small situations
  // (model/analysis/situation.h). Each candidate is a full canonical state JSON (as State::ToJson writes
  // it, same game, players, settings and step) of a valid position with one thing taken away or made
  // smaller: a card out of a hand, a Noble out of a courtyard, a counter lowered, a tile removed. Every
  // candidate must load with StateFromJson (its invariants hold) and be strictly smaller by a measure the
  // game states in its header, so that repeated simplification ends. Candidates come most drastic first.
  // The shrinker keeps one while the example still shows what it showed. Empty: examples start from the
  // position where the difference appears, unsimplified.
  std::function<std::vector<nlohmann::json>(const State&)> simplify;
  // Optional: positions one public fact away from a state that no change of one public field reaches while
  // the game's invariants hold (Nobles solo: a face-down deck turned face up, its cards laid open in an
  // order of the game's choosing, since a face-up deck's order is known). Full canonical state JSONs as for
  // `simplify`, but not smaller: the deciding-facts ablation (model/analysis/deciding_facts.h) tries them
  // beside the simplifications, the shrinker never does. Empty: the one-field changes and the
  // simplifications are every neighbour tried. A candidate may carry "about": the public-state pointer of the
  // one thing it changes (Among Nobles: "/cards/29", the married card exchanged with a dead one), by which
  // the fact is told; without it, the deepest field it changes tells it.
  std::function<std::vector<nlohmann::json>(const State&)> neighbours;
  // Optional: whether a report example's line, told in the game `s` belongs to, turns on the ability of a
  // component the data file invented (Among Nobles: a card marked "sample"). The report takes such an
  // example only where no game it played shows the question with the rulebook's own components. Empty:
  // the game invents none.
  std::function<bool(const State& s, std::string_view told)> tells_invented;
  // Optional (conform's default comparison, `peerage schema GAME`): the public state -- what a player with a
  // full view of the table could write down by the rulebook's own terms: hands, decks (sizes, and order
  // where the rules make it known), boards, counters, the rulebook's phase, whose turn -- and none of the
  // reference's bookkeeping (deal counters, per-turn marks, cached views). `public_schema` documents it as
  // a JSON Schema (the subset model/core/public_state.h reads); a property with a "default" there is
  // optional: an engine may leave it out and conform treats it as that default. Both set or both empty.
  std::function<nlohmann::json(const State&)> public_state;
  std::string_view public_schema;
  // Optional: a fast state key for exact searches (model/analysis/solitaire_search.h). Appends to `out`
  // a text that two states share only if they have the same future (legal actions, chance outcomes,
  // scores). Empty: the searches use the canonical JSON of the state.
  std::function<void(const State&, std::string& out)> search_key;
  // Optional: the position of play for loop detection (the hunt, the fuzz decoder). Appends a text that two
  // states share when they are the same position, leaving out counters that only count and cut play off
  // (a turn number, a chain counter): a line that meets one position twice shows the rules let play
  // cycle. Empty: the hunt uses the canonical JSON of the state, and the fuzz decoder (where a JSON per
  // step is too slow) does not look for repeats.
  std::function<void(const State&, std::string& out)> position_key;
  // Optional: the same position under other readings (`replay --set` from a start state, and so report
  // examples compared across readings). Rewrites a "state" member written under the settings `from` into
  // what a state under `to` records, for a reading that changes what the state holds rather than how play
  // goes on (nobles-solo's ns.face-up-decks: under tops-only a face-up deck records only its top, the cards
  // beneath are unseen). Leaves JSON it does not recognise alone for the loader to refuse. Empty: the state
  // is loaded as written and must be valid under the new readings.
  std::function<void(nlohmann::json& state, const std::map<std::string, std::string>& from,
                     const std::map<std::string, std::string>& to)>
      reread_state;
  // The game told in the rulebook's words (model/core/narrator.h): actions and differences between public
  // states as sentences, a small focused picture with its legend, and what makes a position implausible at a
  // table. Reads the public state only, so it needs `public_state`. Report entries speak through it.
  Narrator narrator;
};

// Player count, interpretation readings and parameter values chosen by the user. `settings` holds both
// (interpretation id -> reading id, parameter id -> value): every place that passes a configuration around
// carries parameters unchanged; they are told apart by id (Split) wherever a person or an outside
// engine sees them (`peerage rules`, --set/--param, the trace's and the state JSON's "parameters").
struct GameConfig {
  std::string game;
  int players = 0;  // 0: the game's default
  std::map<std::string, std::string> settings;
  std::string data_file;  // a user's data file for games with GameInfo::data; empty: the shipped data
};

// Immutable per-game-instance context shared by all states of one game: the resolved configuration.
struct GameContext {
  const GameInfo* info = nullptr;
  int players = 0;
  std::vector<int> readings;  // per interpretation index, the chosen reading index
  std::map<std::string, std::string> settings;  // fully resolved id -> reading id / value (defaults included)
  std::vector<int> params;  // per parameter index: the value's index in Parameter::values, or the number
  // Games with a data file: the parsed data, the user's file ("" = shipped data) and the FNV-1a hash of
  // the data's canonical JSON (traces record file and hash so a replay with other data is refused).
  std::shared_ptr<const GameData> data;
  std::string data_file;
  std::uint64_t data_hash = 0;

  template <class T>
  const T& Data() const { return static_cast<const T&>(*data); }

  int Reading(int interpretation_index) const { return readings.at(interpretation_index); }
  int RuleIndex(const std::string& rule_id) const;  // -1 if unknown
  int InterpretationIndex(const std::string& id) const;  // -1 if unknown
  // A parameter's value: the index of its value in Parameter::values, or the number for an integer one.
  int Param(int parameter_index) const { return params.at(parameter_index); }
  int ParameterIndex(const std::string& id) const;  // -1 if unknown
};

// A configuration's ids told apart: interpretation readings and parameter values (an id that is neither
// goes with the interpretations, where MakeContext names it as unknown).
struct SplitSettings {
  std::map<std::string, std::string> interpretations;
  std::map<std::string, std::string> parameters;
};
SplitSettings Split(const GameInfo& info, const std::map<std::string, std::string>& settings);
const Parameter* FindParameter(const GameInfo& info, const std::string& id);  // nullptr if not one
// A value of `p` as GameContext::Param gives it: the index in p.values, or the number of an integer
// parameter. Throws ConfigError naming the parameter, the value and what it may be.
int ResolveParameter(const Parameter& p, const std::string& value);

// Validates a config against the registry; throws ConfigError naming the bad game/option/value: an id that
// is neither an interpretation nor a parameter, an unknown reading, a value outside a parameter's values or
// range.
std::shared_ptr<const GameContext> MakeContext(const GameConfig& config);
std::unique_ptr<State> NewGame(const GameConfig& config);
std::unique_ptr<State> NewGame(std::shared_ptr<const GameContext> context);

class Registry {
 public:
  static Registry& Instance();
  void Add(const GameInfo* info);
  const GameInfo* Find(const std::string& name) const;  // nullptr if unknown
  const GameInfo& Get(const std::string& name) const;   // throws ConfigError
  std::vector<const GameInfo*> All() const;            // sorted by name

 private:
  std::map<std::string, const GameInfo*> games_;
};

struct Registrar {
  explicit Registrar(const GameInfo* info) { Registry::Instance().Add(info); }
};

#define PEERAGE_CONCAT_INNER(a, b) a##b
#define PEERAGE_CONCAT(a, b) PEERAGE_CONCAT_INNER(a, b)
#define PEERAGE_REGISTER_GAME(info) \
  static const ::peerage::Registrar PEERAGE_CONCAT(peerage_registrar_, __LINE__)(&(info))

}  // namespace peerage
