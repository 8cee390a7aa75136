// Describing an example under each reading: replay, compare with the other reading, say it in words.
#include "model/analysis/faq.h"

#include <algorithm>
#include <cctype>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "model/analysis/differential.h"
#include "model/core/error.h"
#include "model/core/public_state.h"

namespace peerage {
namespace {

std::string Short(const Json& value) {
  std::string s = value.is_string() ? value.get<std::string>() : value.dump();
  return s.size() > 80 ? s.substr(0, 77) + "..." : s;
}

// The first few differences between two JSON documents, as (pointer, value in `to`).
std::vector<std::pair<std::string, std::string>> Differences(const Json& from, const Json& to) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const Json& op : Json::diff(from, to)) {
    if (out.size() == 4) break;
    std::string path = op.value("path", "/");
    if (path.ends_with("/-")) {  // appended to an array: show the whole array
      path.resize(path.size() - 2);
      if (std::any_of(out.begin(), out.end(), [&](const auto& f) { return f.first == path; })) continue;
      out.emplace_back(path, Short(to.at(Json::json_pointer(path))));
      continue;
    }
    out.emplace_back(path, op.value("op", "") == "remove" ? "(none)" : Short(op.contains("value") ? op["value"] : Json()));
  }
  return out;
}

void Compare(ReadingOutcome& o, const State& s, const State* other) {
  if (s.IsTerminal()) {
    o.terminal = true;
    o.scores = s.Scores();
    o.ranking = s.Ranking();
    o.draw = s.IsDraw();
  } else {
    o.actor = ActorName(s.CurrentPlayer());
  }
  if (!other) return;
  const Narrator& narrator = s.info().narrator;
  const Json mine = TablePosition(s), theirs = TablePosition(*other);
  o.narrated = !mine.is_null();
  if (!s.IsTerminal() && !other->IsTerminal() && s.CurrentPlayer() == other->CurrentPlayer()) {
    std::vector<Action> here = s.LegalActions(), there = other->LegalActions(), only;
    std::set_difference(here.begin(), here.end(), there.begin(), there.end(), std::back_inserter(only));
    for (std::size_t k = 0; k < only.size() && k < 6; ++k) {
      o.only_here.push_back(s.ActionToString(only[k]));
      if (o.narrated) o.only_here_told.push_back(narrator.action(mine, o.only_here.back(), s.IsChance() ? -1 : s.CurrentPlayer()));
    }
  }
  if (o.narrated && mine["state"] != theirs["state"])
    for (const NarratedChange& c : narrator.differences(theirs, mine)) {
      if (o.told.size() == kToldDifferences) break;
      o.told.push_back(c.sentence);
      o.told_fields.push_back(c.field);
    }
  Json a = other->ToJson()["state"], b = s.ToJson()["state"];
  DropOneSidedEmpty(a, b);
  if (a != b) {
    o.fields = Differences(a, b);
    o.fields_of = "state";
  }
  if (!o.fields.empty() && !o.told.empty()) return;
  for (int p = 0; p < s.NumPlayers(); ++p) {
    Json oa = other->ObservationJson(p)["state"], ob = s.ObservationJson(p)["state"];
    DropOneSidedEmpty(oa, ob);
    if (oa == ob) continue;
    if (o.fields.empty()) {
      o.fields = Differences(oa, ob);
      o.fields_of = ActorName(p) + "'s view";
    }
    // The same table, but a player has seen something different (a hand looked at, a card remembered).
    if (o.narrated && o.told.empty()) o.told.push_back("the table looks the same, but what " + ActorName(p) + " has seen differs");
    return;
  }
}

std::string Result(const ReadingOutcome& o) {
  // A one-player game has a score, not a winner.
  if (o.scores.size() == 1) return fmt::format("with a score of {}", o.scores[0]);
  std::vector<std::string> first;
  for (std::size_t p = 0; p < o.ranking.size(); ++p)
    if (o.ranking[p] == 1) first.push_back("p" + std::to_string(p));
  std::string who;
  if (o.draw) return fmt::format("in a draw (scores {})", fmt::join(o.scores, ", "));
  if (first.size() == 1) who = first[0] + " wins";
  else if (first.size() == o.ranking.size()) who = o.ranking.size() == 2 ? "both players share the win" : "all players share the win";
  else {
    const std::string last = first.back();
    first.pop_back();
    who = fmt::format("{} and {} share first place", fmt::join(first, ", "), last);
  }
  return fmt::format("{} (scores {})", who, fmt::join(o.scores, ", "));
}

}  // namespace

Json TablePosition(const State& s) {
  const GameInfo& info = s.info();
  if (info.narrator.empty() || !info.public_state) return Json();
  static std::mutex lock;
  static std::map<std::string, Json> schemas;
  Json schema;
  {
    std::lock_guard<std::mutex> hold(lock);
    auto it = schemas.find(info.name);
    if (it == schemas.end()) it = schemas.emplace(info.name, PublicSchemaOf(info)).first;
    schema = it->second;
  }
  return WithPublicDefaults(schema, info.public_state(s));
}

// A reading's rationale after "because": the catalogues' two stock openings said as reasons ("The text's
// literal wording: ..." -> "it follows the text's literal wording: ...", "No textual support either way;
// ..." -> "the text supports neither reading; ..."), any other rationale with its first letter lowered.
std::string Because(const std::string& why) {
  static const std::pair<const char*, const char*> kOpenings[] = {
      {"The text's literal wording", "it follows the text's literal wording"},
      {"No textual support either way", "the text supports neither reading"},
      {"No textual support", "the text supports no reading"}};
  for (const auto& [from, to] : kOpenings)
    if (why.rfind(from, 0) == 0) return to + why.substr(std::string_view(from).size());
  std::string out = why;
  if (out.size() > 1 && std::isupper(static_cast<unsigned char>(out[0])) &&
      std::islower(static_cast<unsigned char>(out[1])))
    out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
  return out;
}

std::string OutcomeSentence(const ReadingOutcome& o) {
  std::string s;
  if (o.illegal_at >= 0) s = fmt::format("the example's action {} is not allowed ({}); there ", o.illegal_at + 1, o.why);
  if (o.terminal) s += (o.scores.size() == 1 || o.draw ? "the game ends " : "the game ends: ") + Result(o);
  else if (o.actor == "chance") s += "a chance draw comes next";
  else s += o.actor + " decides next";
  if (o.narrated) {
    std::vector<std::string> only;
    for (std::size_t k = 0; k < o.only_here.size(); ++k)
      only.push_back(fmt::format("{} (`{}`)", k < o.only_here_told.size() ? o.only_here_told[k] : o.only_here[k], o.only_here[k]));
    if (!only.empty()) s += fmt::format("; only under this reading may the next action be: {}", fmt::join(only, "; or "));
    if (!o.told.empty()) s += fmt::format("; {}", fmt::join(o.told, "; "));
  } else {
    if (!o.only_here.empty()) s += fmt::format("; only under this reading may they choose {}", fmt::join(o.only_here, ", "));
    if (!o.fields.empty()) {
      std::vector<std::string> parts;
      for (const auto& [path, value] : o.fields) parts.push_back(path + " = " + value);
      s += fmt::format("; {}: {}", o.fields_of, fmt::join(parts, ", "));
    }
  }
  if (o.finding) s += "; the finding is recorded";
  return s;
}

void DescribeExample(FaqExample& example, const Interpretation* interpretation, const Finding* finding) {
  example.outcomes.clear();
  auto play = [&](const std::string& reading) {
    std::map<std::string, std::string> overrides = example.context;
    if (interpretation) overrides[interpretation->id] = reading;
    try {
      return PlaySituation(example.trace, overrides);
    } catch (const Error& e) {
      return SituationPlay{nullptr, 0, std::string("the start position is not valid under this reading: ") + e.why()};
    }
  };
  const SituationPlay a = play(example.reading_a);
  const SituationPlay b = example.reading_b.empty() ? SituationPlay{} : play(example.reading_b);
  std::vector<std::string> readings;
  if (interpretation)
    for (const Reading& r : interpretation->readings) readings.push_back(r.id);
  else
    readings.push_back(example.reading_a);
  for (const std::string& reading : readings) {
    const SituationPlay p = play(reading);
    ReadingOutcome o;
    o.reading = reading;
    o.illegal_at = p.illegal_at;
    o.why = p.why;
    if (p.state) {
      const State* other = reading == example.reading_a ? b.state.get() : a.state.get();
      Compare(o, *p.state, other);
      if (finding)
        for (const Finding& f : p.state->Findings())
          o.finding = o.finding || (f.kind == finding->kind && f.rules == finding->rules);
    }
    o.sentence = p.state ? OutcomeSentence(o) : o.why;
    example.outcomes.push_back(std::move(o));
  }
}

}  // namespace peerage

namespace peerage {

namespace {
constexpr std::size_t kPictureLines = 6;  // a picture's usual height, deciding facts included
}  // namespace

void TellExample(FaqExample& ex, const Interpretation* interpretation) {
  const GameInfo& info = Registry::Instance().Get(ex.trace.game);
  std::unique_ptr<State> s = ex.trace.start ? StateFromJson(*ex.trace.start, "example start") : NewGame(TraceConfig(ex.trace));
  const Json start = TablePosition(*s);
  ex.steps_told.clear();
  ex.focus.clear();
  if (start.is_null()) {  // no narrator: the game's own picture, the actions as texts
    ex.picture = info.render ? info.render(*s) : s->ToJson()["state"].dump(1) + "\n";
    return;
  }
  const Narrator& n = info.narrator;
  std::set<std::string> seen;
  auto touch = [&](const std::string& field) {
    if (seen.insert(field).second) ex.focus.push_back(field);
  };
  Json before = start;
  for (const TraceStep& step : ex.trace.steps) {
    const std::optional<Action> a = s->ParseAction(step.action);
    if (!a || !s->IsLegal(*a)) break;  // the readings' sentences say where an action stops being allowed
    ex.steps_told.push_back(n.action(before, step.action, s->IsChance() ? -1 : s->CurrentPlayer()));
    s->ApplyLegalAction(*a);
    Json after = TablePosition(*s);
    for (const std::string& leaf : DifferingLeaves(before["state"], after["state"])) touch(FieldPattern(leaf, after["state"]));
    before = std::move(after);
  }
  for (const ReadingOutcome& o : ex.outcomes)
    for (const std::string& f : o.told_fields) touch(f);
  // An example that changes nothing and differs only in what its readings allow next: what an action only
  // one reading allows would change (a second Blackmail: the Ball's record of the first) is what the
  // position must show.
  for (const ReadingOutcome& o : ex.outcomes) {
    if (!ex.focus.empty() || o.only_here.empty() || o.illegal_at >= 0) continue;
    std::map<std::string, std::string> overrides = ex.context;
    if (interpretation) overrides[interpretation->id] = o.reading;
    try {
      SituationPlay p = PlaySituation(ex.trace, overrides);
      if (!p.state || p.state->IsTerminal()) continue;
      const Json here = TablePosition(*p.state);
      p.state->ApplyActionText(o.only_here.front());
      const Json next = TablePosition(*p.state);
      for (const std::string& leaf : DifferingLeaves(here["state"], next["state"])) touch(FieldPattern(leaf, next["state"]));
    } catch (const Error&) {
    }
  }
  // The facts that decide it, though no action of it writes them (a King already taxed, a Suit Ability
  // already played), are what the position must show.
  // Each joins the picture while it stays a few lines (kPictureLines, or what the written fields already
  // take); the sentence under the picture names them all.
  DecidingFactsOf(ex, interpretation);
  auto lines = [](const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); };
  const std::size_t room = std::max(kPictureLines, lines(n.picture(start, ex.focus)));
  for (const std::string& f : ex.deciding_fields) {
    if (seen.count(f)) continue;
    std::vector<std::string> wider = ex.focus;
    wider.push_back(f);
    if (lines(n.picture(start, wider)) <= room) touch(f);
  }
  ex.picture = n.picture(start, ex.focus);
  if (!ex.picture.empty() && ex.picture.back() != '\n') ex.picture += '\n';
  ex.constructed = n.implausible ? n.implausible(start) : "";
}

}  // namespace peerage
