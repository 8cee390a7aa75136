// The checked-in reports say only what the engine does: every example of every reports/<game>.json is
// replayed under each reading it speaks of, and each stated fact (who decides next, the result and scores,
// the actions only that reading allows, the state values it names, whether the finding is recorded) is
// checked on the replay, independently of the code that wrote it. Also: the reports stay readable (size,
// no inlined traces, short examples) and every reading either has an example or says what was tried.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "model/analysis/faq.h"
#include "model/analysis/report_ext.h"
#include "model/core/narrator.h"
#include "model/core/error.h"
#include "model/core/narrator_readings.h"
#include "model/core/trace.h"
#include "properties/unit/report_files.h"

using namespace peerage;
using namespace report_files;
namespace fs = std::filesystem;

namespace {

std::string Shown(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

// Whether `value` (as the report shows it, possibly cut with "...") is what `doc` holds at `path`.
bool HoldsAt(const Json& doc, const std::string& path, const std::string& value) {
  const Json::json_pointer p(path);
  if (value == "(none)") return !doc.contains(p);
  if (!doc.contains(p)) return false;
  const std::string actual = Shown(doc.at(p));
  if (value.size() > 3 && value.ends_with("...")) return actual.starts_with(value.substr(0, value.size() - 3));
  return actual == value;
}

Json Viewed(const State& s, const std::string& fields_of) {
  if (fields_of == "state") return s.ToJson()["state"];
  const int p = std::stoi(fields_of.substr(1));  // "p1's view"
  return s.ObservationJson(p)["state"];
}

// Checks one example against replays; returns what does not hold, in words (empty: all holds).
std::vector<std::string> CheckExample(const Json& entry, const Json& example, const std::string& report_dir) {
  std::vector<std::string> problems;
  const std::string where = entry["id"].get<std::string>() + " / " + example["file"].get<std::string>();
  // The example starts at the position its file marks (after the play that reaches it, when it keeps that).
  const Trace recorded = ReadTraceFile(report_dir + "/" + example["file"].get<std::string>());
  // At the deal itself (shown_from 0, no start), each reading plays from its own deal.
  const Trace trace = recorded.shown_from && (*recorded.shown_from > 0 || recorded.start)
                          ? CutSituation(recorded, *recorded.shown_from) : recorded;
  const std::string interpretation = entry["kind"] == "interpretation" ? entry["id"].get<std::string>()
                                                                       : entry.value("interpretation", std::string());
  std::map<std::string, std::string> context = example["context"].get<std::map<std::string, std::string>>();
  auto play = [&](const std::string& reading) {
    std::map<std::string, std::string> o = context;
    if (!interpretation.empty()) o[interpretation] = reading;
    return ReplayUnderReadings(trace, o, where);
  };
  const auto readings = example["readings"].get<std::vector<std::string>>();
  for (const Json& o : example["outcomes"]) {
    const std::string reading = o["reading"].get<std::string>();
    const std::string at = where + " under " + (reading.empty() ? "its readings" : reading);
    RereadResult mine;
    try {
      mine = play(reading);
    } catch (const Error& e) {  // the position itself is not valid under this reading: the report must say so
      if (o["illegal_at"] != 0 || o.value("why", "").find("not valid under this reading") == std::string::npos)
        problems.push_back(at + ": the start does not load (" + e.why() + ") but the report does not say so");
      continue;
    }
    if (mine.diverged_at != o["illegal_at"].get<int>()) {
      problems.push_back(at + ": stops at action " + std::to_string(mine.diverged_at) + ", report says " + o["illegal_at"].dump());
      continue;
    }
    const State& s = *mine.state;
    if (s.IsTerminal() != o["terminal"].get<bool>()) problems.push_back(at + ": terminal is " + (s.IsTerminal() ? "true" : "false"));
    if (s.IsTerminal()) {
      if (o.value("scores", Json()) != Json(s.Scores())) problems.push_back(at + ": scores differ from the report's");
      if (o.value("ranking", Json()) != Json(s.Ranking())) problems.push_back(at + ": ranking differs from the report's");
      if (o.value("draw", false) != s.IsDraw()) problems.push_back(at + ": the report says the game is " + (s.IsDraw() ? "not " : "") + "drawn");
    } else if (o.value("actor", "") != ActorName(s.CurrentPlayer())) {
      problems.push_back(at + ": " + ActorName(s.CurrentPlayer()) + " decides next, report says " + o.value("actor", ""));
    }
    // The compared reading: the other of the pair for the first, the first for every other reading.
    const std::string compared = reading == readings[0] ? (readings.size() > 1 ? readings[1] : "") : readings[0];
    std::unique_ptr<State> other;
    if (!compared.empty()) {
      try {
        other = play(compared).state;
      } catch (const Error&) {
        other = nullptr;  // nothing to compare with
      }
    }
    if (o.value("compared", compared) != compared) problems.push_back(at + ": compared with " + o["compared"].dump() + ", not " + compared);
    // How the last action was resolved (a duel's strengths), as the engine tells it explaining that step.
    // Told only where it is resolved otherwise under the compared reading.
    bool sequence_here = false;  // this reading's parts told as a sequence of events (State::StepPartsInSequence)
    std::set<std::string> after_here;  // this reading's parts told as following the one before (State::TellAfter)
    auto resolved_under = [&](const std::string& r) {
      Trace before = trace;
      before.steps.pop_back();
      std::map<std::string, std::string> ov = context;
      if (!interpretation.empty()) ov[interpretation] = r;
      RereadResult pre = ReplayUnderReadings(before, ov, where);
      if (pre.diverged_at >= 0 || !pre.state) return std::vector<std::pair<std::string, bool>>{{"(not played)", false}};
      pre.state->SetExplaining(true);
      pre.state->ApplyActionText(trace.steps.back().action);
      std::vector<std::pair<std::string, bool>> parts;  // each part, and whether told as an aside
      for (std::size_t k = 0; k < pre.state->StepParts().size(); ++k)
        parts.emplace_back(pre.state->StepParts()[k], pre.state->StepPartAside(k));
      if (r == reading) sequence_here = pre.state->StepPartsInSequence();
      for (std::size_t k = 0; r == reading && k < pre.state->StepParts().size(); ++k)
        if (pre.state->StepPartAfter(k)) after_here.insert(pre.state->StepParts()[k]);
      return parts;
    };
    if (mine.diverged_at < 0 && !trace.steps.empty() && other && !compared.empty()) {
      const auto told_here = resolved_under(reading), told_there = resolved_under(compared);
      // An aside (State::TellAside) the other reading tells too is not the difference: neither keeps it.
      auto kept = [](const std::vector<std::pair<std::string, bool>>& mine_told,
                     const std::vector<std::pair<std::string, bool>>& other_told) {
        std::vector<std::string> out;
        for (const auto& told : mine_told)  // (clang 14 does not let a lambda capture a structured binding)
          if (!told.second ||
              std::none_of(other_told.begin(), other_told.end(), [&](const auto& x) { return x.first == told.first; }))
            out.push_back(told.first);
        return out;
      };
      std::vector<std::string> here = kept(told_here, told_there);
      const std::vector<std::string> there = kept(told_there, told_here);
      // Resolved alike: told only where the games then end otherwise (the resolution is why).
      const bool ends_otherwise = s.IsTerminal() && other->IsTerminal() &&
                                  (s.Scores() != other->Scores() || s.Ranking() != other->Ranking());
      const bool alike = !here.empty() && here == there;
      if (alike && !ends_otherwise) here.clear();
      // The point among them: the last part the compared reading does not tell (a duel's verdict, not the
      // game's end that follows it under both); what follows it, told alike under both, is left out.
      int point = static_cast<int>(here.size()) - 1;
      while (point >= 0 && std::find(there.begin(), there.end(), here[static_cast<std::size_t>(point)]) != there.end()) --point;
      if (point < 0) point = static_cast<int>(here.size()) - 1;
      if (!alike && point >= 0) here.resize(static_cast<std::size_t>(point) + 1);
      if (o.value("resolved", std::vector<std::string>()) != here)
        problems.push_back(at + ": how the last action was resolved is not what the engine tells");
      if (o.value("resolved_alike", false) != (alike && ends_otherwise))
        problems.push_back(at + ": resolved alike is " + (alike && ends_otherwise ? "true" : "false") + " by the engine");
      if (!here.empty() && o.value("resolved_point", -1) != point)
        problems.push_back(at + ": the point is resolved part " + std::to_string(o.value("resolved_point", -1)) + ", not " + std::to_string(point));
      // The compared reading's parts begin this one's, which goes on past them, or a part before the point
      // differs too: the sequence is the point.
      bool earlier_differs = false;
      for (int k = 0; k < point && k < static_cast<int>(here.size()); ++k)
        earlier_differs = earlier_differs || std::find(there.begin(), there.end(), here[static_cast<std::size_t>(k)]) == there.end();
      const bool extends = !(alike && ends_otherwise) && !there.empty() &&
                           ((here.size() > there.size() && std::equal(there.begin(), there.end(), here.begin())) ||
                            (sequence_here && earlier_differs));
      if (o.value("resolved_extends", false) != extends)
        problems.push_back(at + std::string(": the parts ") + (extends ? "extend" : "do not extend") + " the compared reading's, by the engine");
      // A point the engine told as following the part before it: that part first, then the point.
      const bool follows = !(alike && ends_otherwise) && !extends && point > 0 && !here.empty() &&
                           after_here.count(here[static_cast<std::size_t>(point)]) > 0;
      if (o.value("resolved_follows", false) != follows)
        problems.push_back(at + std::string(": the point ") + (follows ? "follows" : "does not follow") + " the part before it, by the engine");
    }
    const std::string their_actor = other && !other->IsTerminal() ? ActorName(other->CurrentPlayer()) : "";
    const bool same_end = other && s.IsTerminal() && other->IsTerminal() && s.Scores() == other->Scores() && s.Ranking() == other->Ranking();
    if (o.value("same_result", false) != same_end) problems.push_back(at + ": the report says the games end " + (same_end ? "differently" : "alike"));
    // The same winners, ranked otherwise below them (a tie-break among the others): the places are then told.
    bool same_winners = other && s.IsTerminal() && other->IsTerminal() && s.Ranking() != other->Ranking() &&
                        s.Ranking().size() == other->Ranking().size();
    for (std::size_t p = 0; same_winners && p < s.Ranking().size(); ++p)
      same_winners = (s.Ranking()[p] == 1) == (other->Ranking()[p] == 1);
    if (o.value("same_winners", false) != same_winners)
      problems.push_back(at + ": the report says the winners " + (same_winners ? "differ" : "are the same and only the places below differ"));
    if (o.value("compared_over", false) != (other && other->IsTerminal()))
      problems.push_back(at + ": the report says the compared reading's game is " + (o.value("compared_over", false) ? "" : "not ") + "over");
    if (o.value("compared_actor", "") != their_actor)
      problems.push_back(at + ": says " + o.value("compared_actor", "nobody") + " decides next under " + compared + ", the replay " + their_actor);
    for (const Json& a : o["only_here"]) {
      const std::string text = a.get<std::string>();
      auto mine_a = s.ParseAction(text);
      auto other_a = other ? other->ParseAction(text) : std::nullopt;
      if (!mine_a || !s.IsLegal(*mine_a)) problems.push_back(at + ": '" + text + "' is not legal here");
      if (other && other_a && !other->IsTerminal() && other->IsLegal(*other_a))
        problems.push_back(at + ": '" + text + "' is legal under " + compared + " too");
    }
    // What the compared reading allows and this one does not ("p0 may not do what `x` allows").
    for (const Json& a : o.value("not_here", Json::array())) {
      const std::string text = a.get<std::string>();
      auto other_a = other ? other->ParseAction(text) : std::nullopt;
      auto mine_a = s.ParseAction(text);
      if (!other || !other_a || other->IsTerminal() || !other->IsLegal(*other_a))
        problems.push_back(at + ": '" + text + "' is said to be allowed under " + compared + ", but is not");
      if (mine_a && !s.IsTerminal() && s.IsLegal(*mine_a)) problems.push_back(at + ": '" + text + "' is legal here too");
    }
    // The counts: every action only one side allows, counted on the replays themselves.
    if (other && !s.IsTerminal() && !other->IsTerminal() && s.CurrentPlayer() == other->CurrentPlayer()) {
      std::vector<Action> here = s.LegalActions(), there = other->LegalActions(), only, missing;
      std::set_difference(here.begin(), here.end(), there.begin(), there.end(), std::back_inserter(only));
      std::set_difference(there.begin(), there.end(), here.begin(), here.end(), std::back_inserter(missing));
      if (o.value("only_here_count", 0u) != only.size()) problems.push_back(at + ": the count of actions only here is wrong");
      // What the one action only here leads to: after it, the same player's one legal action (a Treachery's
      // one placement), else none told.
      std::vector<std::string> then, resolved;
      if (only.size() == 1 && !s.IsChance()) {
        std::unique_ptr<State> next = s.Clone();
        next->SetExplaining(true);
        next->ApplyLegalAction(only.front());
        // How the game tells that action resolves, asides left out.
        for (std::size_t k = 0; k < next->StepParts().size(); ++k)
          if (!next->StepPartAside(k)) resolved.push_back(next->StepParts()[k]);
        if (!next->IsTerminal() && !next->IsChance() && next->CurrentPlayer() == s.CurrentPlayer() && next->LegalActions().size() == 1)
          for (Action f : next->LegalActions()) then.push_back(next->ActionToString(f));
      }
      if (o.value("then", std::vector<std::string>()) != then) problems.push_back(at + ": what the action only here leads to is not what the replay allows");
      if (o.value("only_here_resolved", std::vector<std::string>()) != resolved)
        problems.push_back(at + ": how the action only here resolves is not what the replay tells");
      if (o.value("not_here_count", 0u) != missing.size()) problems.push_back(at + ": the count of actions only under " + compared + " is wrong");
    }
    for (const Json& f : o["fields"]) {
      const std::string path = f["path"].get<std::string>(), value = f["value"].get<std::string>();
      if (!HoldsAt(Viewed(s, o["fields_of"].get<std::string>()), path, value))
        problems.push_back(at + ": " + path + " is not " + value);
      if (other && HoldsAt(Viewed(*other, o["fields_of"].get<std::string>()), path, value)) {
        // A value cut with "..." may share its start with the other reading's: then the whole values must differ.
        const Json mine_view = Viewed(s, o["fields_of"].get<std::string>()), other_view = Viewed(*other, o["fields_of"].get<std::string>());
        const Json::json_pointer p(path);
        const bool cut = value.size() > 3 && value.ends_with("...");
        if (!cut || (mine_view.contains(p) && other_view.contains(p) && mine_view.at(p) == other_view.at(p)))
          problems.push_back(at + ": " + path + " is " + value + " under " + compared + " too");
      }
    }
    if (entry["kind"] == "finding") {
      bool recorded = false;
      for (const Finding& fnd : s.Findings()) {
        std::vector<std::string> rules = entry["rules"].get<std::vector<std::string>>();
        recorded = recorded || (FindingKindName(fnd.kind) == entry["finding_kind"].get<std::string>() && fnd.rules == rules);
      }
      if (recorded != o["finding"].get<bool>()) problems.push_back(at + ": the finding is " + (recorded ? "" : "not ") + "recorded");
    }
    // The sentence says exactly these facts.
    ReadingOutcome facts;
    facts.reading = reading;
    facts.illegal_at = o["illegal_at"].get<int>();
    facts.why = o.value("why", "");
    facts.illegal_told = o.value("illegal_told", "");
    // A refused action is told as the narrator tells it in the position it was refused in.
    if (facts.illegal_at >= 0) {
      const std::size_t k = static_cast<std::size_t>(facts.illegal_at);
      const std::string want = !s.IsTerminal() && k < trace.steps.size() ? IllegalActionTold(s, trace.steps[k].action) : "";
      if (facts.illegal_told != want) problems.push_back(at + ": the refused action is told as '" + facts.illegal_told + "', the narrator says '" + want + "'");
    }
    facts.terminal = o["terminal"].get<bool>();
    if (facts.terminal) {
      facts.scores = o["scores"].get<std::vector<std::int64_t>>();
      facts.ranking = o["ranking"].get<std::vector<int>>();
      facts.draw = o.value("draw", false);
    } else {
      facts.actor = o["actor"].get<std::string>();
    }
    facts.compared = o.value("compared", "");
    facts.compared_actor = o.value("compared_actor", "");
    // "as under `x`: <x's line>": this reading plays out exactly as x (who acts, what they may do, the
    // table), and the line is x's own.
    facts.as_under = o.value("as_under", "");
    if (!facts.as_under.empty()) {
      const bool same = other && !s.IsTerminal() && !other->IsTerminal() && s.CurrentPlayer() == other->CurrentPlayer() &&
                        s.LegalActions() == other->LegalActions() && TablePosition(s) == TablePosition(*other);
      if (!same) problems.push_back(at + ": says it plays out as under " + compared + ", but the replays part");
      bool theirs = false;
      for (const Json& x : example["outcomes"])
        theirs = theirs || (x["reading"] == facts.compared && x["sentence"] == facts.as_under);
      if (!theirs) problems.push_back(at + ": the line it repeats is not " + compared + "'s");
    }
    // "p1 and p3 both score 10, and the tie-break leaves them level": by the replays, players level on
    // points whom the two readings place otherwise, at most two pairs.
    facts.tie_note = o.value("tie_note", "");
    if (other && s.IsTerminal() && other->IsTerminal() && s.Scores() == other->Scores()) {
      const std::vector<int> r = s.Ranking(), t = other->Ranking();
      std::vector<std::string> pairs;
      for (std::size_t p = 0; p < r.size(); ++p)
        for (std::size_t q = p + 1; q < r.size(); ++q)
          if (s.Scores()[p] == s.Scores()[q] && ((r[p] == r[q]) != (t[p] == t[q]) || (r[p] < r[q]) != (t[p] < t[q])))
          {
            // What the tie-break compares, where the game tells it (State::TieBreakWhy).
            const std::string why = s.TieBreakWhy(static_cast<int>(p), static_cast<int>(q));
            const std::string how = r[p] == r[q] ? std::string("leaves them level") : fmt::format("puts p{} ahead", r[p] < r[q] ? p : q);
            pairs.push_back(why.empty() ? fmt::format("p{} and p{} both score {}, and the tie-break {}", p, q, s.Scores()[p], how)
                                        : fmt::format("p{} and p{} both score {}; {}, so the tie-break {}", p, q, s.Scores()[p], why, how));
          }
      if (pairs.size() > 2) pairs.resize(2);
      // Told whether the tie-break decides the win or only a place below it (an.remaining-gold: a tie for first).
      if (facts.tie_note != fmt::format("{}", fmt::join(pairs, "; ")))
        problems.push_back(at + ": the tie-break note is not what the replays show");
    } else if (!facts.tie_note.empty()) {
      problems.push_back(at + ": a tie-break note where the games do not end on the same points");
    }
    facts.same_result = o.value("same_result", false);
    facts.same_winners = o.value("same_winners", false);
    facts.resolved = o.value("resolved", std::vector<std::string>());
    facts.resolved_point = o.value("resolved_point", -1);
    facts.resolved_alike = o.value("resolved_alike", false);
    facts.resolved_extends = o.value("resolved_extends", false);
    facts.resolved_follows = o.value("resolved_follows", false);
    facts.compared_over = o.value("compared_over", false);
    facts.only_here = o["only_here"].get<std::vector<std::string>>();
    facts.only_here_count = o.value("only_here_count", 0u);
    facts.then = o.value("then", std::vector<std::string>());
    facts.only_here_resolved = o.value("only_here_resolved", std::vector<std::string>());
    facts.not_here = o.value("not_here", std::vector<std::string>());
    facts.not_here_count = o.value("not_here_count", 0u);
    // Why the first of them may not be taken here: what the engine says of it on this reading's replay.
    facts.not_here_why = o.value("not_here_why", "");
    if (!facts.not_here.empty() && !s.IsTerminal() && facts.not_here_why != s.WhyNotLegal(facts.not_here.front()))
      problems.push_back(at + ": why '" + facts.not_here.front() + "' may not be taken is not what the engine says");
    facts.choices = o.value("choices", std::vector<std::string>());
    facts.choices_count = o.value("choices_count", 0u);
    // Whoever decides next where the compared reading asks another: their legal actions, as the replay lists them.
    if (!facts.choices.empty() || facts.choices_count > 0) {
      std::vector<std::string> legal;
      if (!s.IsTerminal())
        for (Action a : s.LegalActions()) legal.push_back(s.ActionToString(a));
      if (legal.size() != facts.choices_count ||
          !std::equal(facts.choices.begin(), facts.choices.end(), legal.begin(), legal.begin() + std::min(legal.size(), facts.choices.size())))
        problems.push_back(at + ": the choices told are not the actor's legal actions");
    }
    for (const Json& f : o["fields"]) facts.fields.emplace_back(f["path"].get<std::string>(), f["value"].get<std::string>());
    facts.fields_of = o["fields_of"].get<std::string>();
    facts.finding = o["finding"].get<bool>();
    facts.finding_said = o.value("finding_said", std::string());
    facts.narrated = o.contains("told");
    if (facts.narrated) {
      facts.told = o["told"].get<std::vector<std::string>>();
      facts.told_fields = o.value("told_fields", std::vector<std::string>());
      facts.only_here_told = o["only_here_told"].get<std::vector<std::string>>();
      facts.then_told = o.value("then_told", std::vector<std::string>());
      facts.not_here_told = o.value("not_here_told", std::vector<std::string>());
      facts.choices_told = o.value("choices_told", std::vector<std::string>());
      // The narrated sentences are the game's narrator's words for this replay (its own hand-written cases check
      // that those words are right): the actions only here, and what differs at the table from the compared reading.
      const Narrator& n = s.info().narrator;
      const Json mine_table = TablePosition(s);
      for (std::size_t k = 0; k < facts.only_here.size(); ++k)
        if (k >= facts.only_here_told.size() ||
            facts.only_here_told[k] != n.action(mine_table, facts.only_here[k], s.IsChance() ? -1 : s.CurrentPlayer()))
          problems.push_back(at + ": the action '" + facts.only_here[k] + "' is not told as the narrator tells it");
      if (!facts.then.empty()) {
        std::unique_ptr<State> next = s.Clone();
        next->ApplyActionText(facts.only_here.front());
        const Json then_table = TablePosition(*next);
        for (std::size_t k = 0; k < facts.then.size(); ++k)
          if (k >= facts.then_told.size() || facts.then_told[k] != n.action(then_table, facts.then[k], s.CurrentPlayer()))
            problems.push_back(at + ": the action '" + facts.then[k] + "' is not told as the narrator tells it");
      }
      for (std::size_t k = 0; k < facts.choices.size(); ++k)
        if (k >= facts.choices_told.size() || facts.choices_told[k] != n.action(mine_table, facts.choices[k], s.CurrentPlayer()))
          problems.push_back(at + ": the choice '" + facts.choices[k] + "' is not told as the narrator tells it");
      if (other) {
        const Json theirs = TablePosition(*other);
        for (std::size_t k = 0; k < facts.not_here.size(); ++k)
          if (k >= facts.not_here_told.size() ||
              facts.not_here_told[k] != n.action(theirs, facts.not_here[k], other->IsChance() ? -1 : other->CurrentPlayer()))
            problems.push_back(at + ": the action '" + facts.not_here[k] + "' is not told as the narrator tells it");
      }
      if (other) {
        const Json other_table = TablePosition(*other);
        std::vector<std::string> want, want_fields;
        if (mine_table["state"] != other_table["state"])
          for (const NarratedChange& c : TableDifferences(n, other_table, mine_table))
            if (want.size() < kToldDifferences) {
              want.push_back(c.sentence);
              want_fields.push_back(c.field);
            }
        if (!want.empty() && (want != facts.told || want_fields != facts.told_fields))
          problems.push_back(at + ": what differs at the table is not what the narrator tells");
        if (want.empty() && !facts.told.empty() && facts.told.front().find("has seen differs") == std::string::npos &&
            facts.told.front().find("sees of it differs") == std::string::npos)
          problems.push_back(at + ": the report tells a difference the table does not show");
      }
    }
    if (OutcomeSentence(facts) != o["sentence"].get<std::string>()) problems.push_back(at + ": the sentence does not say the facts");
  }
  return problems;
}

// Issue 38 item 2: an example's position is reached by play from the deal, under each reading the example
// compares, and its file keeps that play; or the report says it is constructed and why. Returns what does
// not hold, in words.
std::vector<std::string> CheckReached(const Json& entry, const Json& example, const std::string& report_dir) {
  std::vector<std::string> problems;
  const std::string where = entry["id"].get<std::string>() + " / " + example["file"].get<std::string>();
  const Trace t = ReadTraceFile(report_dir + "/" + example["file"].get<std::string>());
  if (example.contains("constructed")) {
    const std::string why = example["constructed"].get<std::string>();
    if (why.size() < 20) problems.push_back(where + ": constructed, but the reason given is '" + why + "'");
    return problems;
  }
  if (t.start) problems.push_back(where + ": starts from a position of its own, not the deal, and is not labelled constructed");
  if (!t.shown_from) {
    problems.push_back(where + ": does not mark the position it shows (shown_from)");
    return problems;
  }
  if (example.value("history", -1) != *t.shown_from)
    problems.push_back(where + ": the report says " + example.value("history", Json()).dump() + " actions reach the position, the file " +
                       std::to_string(*t.shown_from));
  Trace history = t;
  history.steps.resize(static_cast<std::size_t>(*t.shown_from));
  try {
    Replay(history, {.check_checkpoints = true, .where = where});  // the play itself, under the file's readings
  } catch (const Error& e) {
    problems.push_back(where + ": the play to the position does not replay: " + e.what());
    return problems;
  }
  const std::unique_ptr<State> at = Replay(history, {.check_checkpoints = false, .where = where});
  // The same play reaches the same position under every reading the example compares (where the readings
  // would have parted earlier, the position is not one both reach). At the deal itself (no play before it),
  // each reading deals its own: nothing to compare.
  const std::string interpretation = entry["kind"] == "interpretation" ? entry["id"].get<std::string>() : "";
  if (!interpretation.empty() && *t.shown_from > 0)
    for (const Json& r : example["readings"]) {
      std::map<std::string, std::string> o = example["context"].get<std::map<std::string, std::string>>();
      o[interpretation] = r.get<std::string>();
      RereadResult again = ReplayUnderReadings(history, o, where);
      if (again.diverged_at >= 0) {
        problems.push_back(where + ": under " + r.get<std::string>() + " the play to the position stops at action " +
                           std::to_string(again.diverged_at) + " (" + again.why + ")");
        continue;
      }
      Json mine = again.state->ToJson()["state"], base = at->ToJson()["state"];
      if (mine != base) problems.push_back(where + ": under " + r.get<std::string>() + " the play reaches another position");
    }
  // The narrator's plausibility check (the second line of defence against invented positions) must not
  // object to a position play reached.
  const Narrator& n = at->info().narrator;
  if (n.implausible) {
    const Json table = TablePosition(*at);
    if (!table.is_null()) {
      const std::string odd = n.implausible(WithReadings(table, *at));
      if (!odd.empty()) problems.push_back(where + ": the plausibility check objects to a position play reached: " + odd);
    }
  }
  return problems;
}

}  // namespace

// An action's text stands with its sentence when it sits in the parentheses after it, alone or in a list of
// action texts told by one sentence ("p0 takes the 7 or 9 of Clubs ... (`take:7C`, `take:9C`)").
static bool InParenthesesAfterItsSentence(const std::string& line, std::size_t at, bool md) {
  const std::size_t open = at == 0 ? std::string::npos : line.rfind('(', at - 1);
  const std::size_t close = line.find(')', at);
  if (open == std::string::npos || close == std::string::npos || open == 0) return false;
  static const std::regex md_list(R"(`[^`]+`(, `[^`]+`)*)");
  static const std::regex html_list(R"(<code>[^<]+</code>(, <code>[^<]+</code>)*)");
  return std::regex_match(line.substr(open + 1, close - open - 1), md ? md_list : html_list);
}

BOOST_AUTO_TEST_SUITE(report_examples)

BOOST_AUTO_TEST_CASE(every_example_shows_what_its_entry_says_under_each_reading) {
  int examples = 0;
  for (const std::string& game : ReportGames()) {
    const Json report = ReadReport(game);
    for (const Json& entry : report["entries"])
      for (const Json& example : entry["examples"]) {
        ++examples;
        for (const std::string& p : CheckExample(entry, example, "reports")) BOOST_ERROR(game + ": " + p);
      }
  }
  BOOST_TEST(examples > 50);
}

BOOST_AUTO_TEST_CASE(every_example_is_reached_by_play_or_says_it_is_constructed) {
  int reached = 0, constructed = 0;
  for (const std::string& game : ReportGames()) {
    const Json report = ReadReport(game);
    for (const Json& entry : report["entries"])
      for (const Json& example : entry["examples"]) {
        ++(example.contains("constructed") ? constructed : reached);
        for (const std::string& p : CheckReached(entry, example, "reports")) BOOST_ERROR(game + ": " + p);
      }
  }
  BOOST_TEST_MESSAGE(reached << " examples reached by play, " << constructed << " constructed");
  BOOST_TEST(reached > 30);
}

BOOST_AUTO_TEST_CASE(an_unlabelled_constructed_position_is_caught) {
  // Negative control: a hand-built example with its label taken away must be objected to.
  for (const std::string& game : ReportGames()) {
    const Json report = ReadReport(game);
    for (const Json& entry : report["entries"])
      for (Json example : entry["examples"]) {
        if (!example.contains("constructed")) continue;
        example.erase("constructed");
        BOOST_TEST(!CheckReached(entry, example, "reports").empty());
        return;
      }
  }
  BOOST_FAIL("no constructed example to tamper with");
}

BOOST_AUTO_TEST_CASE(a_wrong_claim_is_caught) {
  // Negative control: swap the outcomes of the first example with two readings; the check must object.
  const Json report = ReadReport("dueling-nobles");
  for (const Json& entry : report["entries"]) {
    if (entry["examples"].empty() || entry["kind"] != "interpretation") continue;
    Json example = entry["examples"][0];
    std::swap(example["outcomes"][0]["sentence"], example["outcomes"][1]["sentence"]);
    std::swap(example["outcomes"][0]["fields"], example["outcomes"][1]["fields"]);
    BOOST_TEST(!CheckExample(entry, example, "reports").empty());
    return;
  }
  BOOST_FAIL("no Dueling Nobles example to tamper with");
}

BOOST_AUTO_TEST_CASE(reports_are_readable) {
  std::vector<std::size_t> lengths;
  for (const std::string& game : ReportGames()) {
    BOOST_TEST_CONTEXT(game) {
      const std::string md = ReadText("reports/" + game + ".md");
      BOOST_TEST(md.size() < 150u * 1024u, "reports/" << game << ".md is " << md.size() << " bytes");
      BOOST_TEST(md.find("\"peerage-trace\"") == std::string::npos, "a trace is inlined in the Markdown");
      const Json report = ReadReport(game);
      std::set<std::string> ids, finding_keys;
      for (const Json& entry : report["entries"]) {
        BOOST_TEST(ids.insert(entry["id"].get<std::string>()).second, "entry " << entry["id"] << " repeats");
        if (entry["kind"] == "finding")
          BOOST_TEST(finding_keys.insert(entry["finding_kind"].dump() + entry["rules"].dump() + entry["interpretation"].dump() +
                                         (entry["rules"].empty() ? entry["detail"].dump() : "")).second,
                     "finding " << entry["id"] << " repeats another");
        for (const Json& example : entry["examples"]) lengths.push_back(example["actions"].size());
        if (entry["kind"] != "interpretation") continue;
        // No two examples of an entry play the same actions from the same position with the same other readings
        // (each example's lines give every reading: a second one would repeat the first).
        for (std::size_t i = 0; i < entry["examples"].size(); ++i)
          for (std::size_t j = i + 1; j < entry["examples"].size(); ++j) {
            const Json &x = entry["examples"][i], &y = entry["examples"][j];
            BOOST_TEST(!(x["actions"] == y["actions"] && x["start_picture"] == y["start_picture"] && x["context"] == y["context"]),
                       entry["id"] << ": examples " << i + 1 << " and " << j + 1 << " are the same line");
          }
        // Every non-default reading has an example or says what was tried.
        const std::size_t others = entry["readings"].size() - 1;
        BOOST_TEST(entry["examples"].size() + entry["without_example"].size() == others, entry["id"]);
        // Every missing example says why: what was tried (its budget), why the shipped components make the
        // readings agree (Interpretation::shipped_answer), or which example shown has its lines.
        for (const Json& w : entry["without_example"])
          BOOST_TEST((w.get<std::string>().find("within") != std::string::npos ||
                      w.get<std::string>().find("with the shipped components it never differs") != std::string::npos ||
                      w.get<std::string>().find("shows it too (the same position and actions") != std::string::npos),
                     "a missing example names its budget or why it cannot arise: " << w);
      }
    }
  }
  BOOST_REQUIRE(!lengths.empty());
  std::sort(lengths.begin(), lengths.end());
  BOOST_TEST(lengths[lengths.size() / 2] <= 8u, "median example length " << lengths[lengths.size() / 2]);
}

// What an FAQ editor reads is words: in the FAQ part of every Markdown and HTML report, no JSON pointer, no
// engine field name, no action text standing without its sentence (an action's text appears only in brackets
// right after the sentence that tells it); positions are small (median at most 6 lines) and each report with
// symbols in its positions has a legend.
BOOST_AUTO_TEST_CASE(reports_speak_in_words) {
  static const std::regex pointer(R"((^|[\s(=:])/[a-z_][A-Za-z0-9_]*(/[A-Za-z0-9_*]+)*)");
  // An engine field name: "scratch", or any snake_case name (the public states' and engines' field style).
  static const std::regex internal(R"(\b(scratch|[a-z]+_[a-z_]+)\b)");
  for (const std::string& game : ReportGames()) {
    BOOST_TEST_CONTEXT(game) {
      const GameInfo& info = Registry::Instance().Get(game);
      const Json report = ReadReport(game);
      std::set<std::string> actions, ids;
      for (const Json& entry : report["entries"]) {
        ids.insert(entry["id"].get<std::string>());
        for (const Json& r : entry["readings"]) ids.insert(r["id"].get<std::string>());
        for (const Json& example : entry["examples"]) {
          for (const Json& a : example["actions"]) actions.insert(a["action"].get<std::string>());
          for (const Json& o : example["outcomes"])
            for (const Json& a : o["only_here"]) actions.insert(a.get<std::string>());
          for (const Json& o : example["outcomes"])
            for (const Json& a : o.value("not_here", Json::array())) actions.insert(a.get<std::string>());
        }
      }
      for (const std::string& id : ids) actions.erase(id);
      for (const std::string& ext : {std::string(".md"), std::string(".html")}) {
        const std::string text = ReadText("reports/" + game + ext);
        const bool md = ext == ".md";
        const std::size_t from = text.find(md ? "\n## FAQ" : "id=\"faq\"");
        const std::size_t to = text.find(md ? "\n## Solver answers" : "id=\"solver\"");
        BOOST_REQUIRE(from != std::string::npos && to != std::string::npos && from < to);
        const std::string faq = text.substr(from, to - from);
        // Markdown's code marks are rendered in HTML, never printed (issue 38: "Trace:" notes and defaults).
        if (!md) BOOST_TEST(faq.find('`') == std::string::npos, game + ext + ": a literal backtick in the FAQ");
        // Counts agree with their nouns: no "1 actions", "1 times" (issue 38's wording list).
        static const std::regex one_plural(R"((^|[^0-9.])1 (actions|times)\b)");  // not "413.1 actions", a mean
        std::smatch plural;
        if (std::regex_search(text, plural, one_plural)) BOOST_ERROR(game + ext + ": '" + plural.str() + "'");
        // Issue 38's wording list, item 7: a rationale after "because" reads as a reason; a draw is no shared
        // win; one place is not named twice.
        for (const char* phrase : {"because the text's literal wording", "because no textual support",
                                   "every player shares first place", "in the supply and in the supply", "card(s)"})
          BOOST_TEST(text.find(phrase) == std::string::npos, game + ext + ": '" + phrase + "'");
        std::istringstream lines(faq);
        std::string line;
        bool in_picture = false;
        std::vector<std::size_t> picture_lines;
        while (std::getline(lines, line)) {
          if (md ? line.starts_with("```text") : line.find("<pre class=\"picture\">") != std::string::npos) {
            in_picture = true;
            picture_lines.push_back(md ? 0 : 1);
            if (!md && line.find("</pre>") != std::string::npos) in_picture = false;
            continue;
          }
          if (in_picture) {
            if (md ? line == "```" : line.find("</pre>") != std::string::npos) {
              in_picture = false;
              if (!md && line != "</pre>") ++picture_lines.back();
              continue;
            }
            ++picture_lines.back();
          }
          if (line.starts_with("Trace:") || line.find("class=\"src\"") != std::string::npos) continue;  // file links
          std::smatch m;
          if (std::regex_search(line, m, pointer)) BOOST_ERROR(game + ext + ": a JSON pointer '" + m.str() + "' in: " + line);
          if (std::regex_search(line, m, internal)) BOOST_ERROR(game + ext + ": an engine field '" + m.str() + "' in: " + line);
          for (const std::string& a : actions) {
            const std::string quoted = md ? "`" + a + "`" : "<code>" + HtmlEscape(a) + "</code>";
            for (std::size_t at = line.find(quoted); at != std::string::npos; at = line.find(quoted, at + 1))
              if (!InParenthesesAfterItsSentence(line, at, md))
                BOOST_ERROR(game + ext + ": the action text " + quoted + " stands without its sentence in: " + line);
          }
        }
        // Counted on the Markdown: the HTML draws the same pictures, a row pairing two players that would not
        // fit a page's width split in two (report_html_page checks that).
        if (!picture_lines.empty() && md) {
          std::sort(picture_lines.begin(), picture_lines.end());
          // 8, not issue 30's 6: a picture shows every fact that decides its example (report_deciding_tests.cc),
          // and a Tudor position that must show its board rows, its three chambers and its Offices takes two
          // lines more.
          BOOST_TEST(picture_lines[picture_lines.size() / 2] <= 8u,
                     game + ext + ": median position block of " << picture_lines[picture_lines.size() / 2] << " lines");
        }
        if (!info.narrator.legend.empty())
          BOOST_TEST(faq.find(md ? "Symbols in the positions:" : "class=\"legend\"") != std::string::npos, game + ext + ": no legend");
      }
    }
  }
}

// An example played or built in another set-up than the report's (a Tudor game with Opportunity Tokens on
// in a report set up without them) names that set-up in its heading: "(set up with `td.opportunity=on`)".
BOOST_AUTO_TEST_CASE(an_example_in_another_set_up_names_it) {
  int named = 0;
  for (const std::string& game : ReportGames()) {
    const Json report = ReadReport(game);
    const Json params = report.value("parameters", Json::object());
    const std::string md = ReadText("reports/" + game + ".md");
    for (const Json& entry : report["entries"])
      for (const Json& example : entry["examples"]) {
        const Json t = Json::parse(ReadText("reports/" + example["file"].get<std::string>()));
        std::string own;
        const Json played = t.value("parameters", Json::object());
        for (const auto& [id, value] : played.items())
          if (params.value(id, Json()) != value)
            own += (own.empty() ? "" : ", ") + ("`" + id + "=" + value.get<std::string>() + "`");
        if (own.empty()) continue;
        ++named;
        if (example["readings"].size() < 2) continue;  // a finding's example has no heading of readings
        const std::string heading = "**Example: `" + example["readings"][0].get<std::string>() + "` against `" +
                                    example["readings"][1].get<std::string>() + "`**";
        const std::size_t entry_at = md.find("<a id=\"" + entry["id"].get<std::string>() + "\"></a>");
        const std::size_t at = md.find(heading, entry_at == std::string::npos ? 0 : entry_at);
        BOOST_TEST_REQUIRE(at != std::string::npos, game << ": " << heading);
        const std::string line = md.substr(at, md.find('\n', at) - at);
        BOOST_TEST(line.find("(set up with " + own + ")") != std::string::npos, game << ": " << line);
      }
  }
  BOOST_TEST(named > 0);  // Tudor's td.garter-opportunity is played with Opportunity Tokens on
}

BOOST_AUTO_TEST_SUITE_END()
