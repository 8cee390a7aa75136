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
  if (!other->IsTerminal()) o.compared_actor = ActorName(other->CurrentPlayer());
  o.compared_over = other->IsTerminal();
  o.same_result = s.IsTerminal() && other->IsTerminal() && s.Scores() == other->Scores() && s.Ranking() == other->Ranking();
  if (s.IsTerminal() && other->IsTerminal() && s.Ranking() != other->Ranking()) {
    const std::vector<int> mine = s.Ranking(), theirs = other->Ranking();
    o.same_winners = mine.size() == theirs.size();
    for (std::size_t p = 0; p < mine.size(); ++p) o.same_winners = o.same_winners && ((mine[p] == 1) == (theirs[p] == 1));
    // The same points, placed otherwise: the tie-break is what the readings part on (for the win, or only
    // for a place below it).
    const std::vector<std::int64_t> points = s.Scores();
    if (points == other->Scores()) {
      std::vector<std::string> notes;
      for (std::size_t p = 0; p < mine.size() && notes.size() < 2; ++p)
        for (std::size_t q = p + 1; q < mine.size() && notes.size() < 2; ++q) {
          const bool same_order = (mine[p] < mine[q]) == (theirs[p] < theirs[q]) && (mine[p] == mine[q]) == (theirs[p] == theirs[q]);
          if (points[p] != points[q] || same_order) continue;
          const std::string how = mine[p] == mine[q] ? std::string("leaves them level")
                                  : fmt::format("puts p{} ahead", mine[p] < mine[q] ? p : q);
          const std::string why = s.TieBreakWhy(static_cast<int>(p), static_cast<int>(q));
          notes.push_back(why.empty() ? fmt::format("p{} and p{} both score {}, and the tie-break {}", p, q, points[p], how)
                                      : fmt::format("p{} and p{} both score {}; {}, so the tie-break {}", p, q, points[p], why, how));
        }
      o.tie_note = fmt::format("{}", fmt::join(notes, "; "));
    }
  }
  const Narrator& narrator = s.info().narrator;
  const Json mine = TablePosition(s), theirs = TablePosition(*other);
  o.narrated = !mine.is_null();
  if (!s.IsTerminal() && !other->IsTerminal() && s.CurrentPlayer() == other->CurrentPlayer()) {
    std::vector<Action> here = s.LegalActions(), there = other->LegalActions(), only, missing;
    std::set_difference(here.begin(), here.end(), there.begin(), there.end(), std::back_inserter(only));
    std::set_difference(there.begin(), there.end(), here.begin(), here.end(), std::back_inserter(missing));
    const int actor = s.IsChance() ? -1 : s.CurrentPlayer();
    o.only_here_count = only.size();
    for (std::size_t k = 0; k < only.size() && k < 6; ++k) {
      o.only_here.push_back(s.ActionToString(only[k]));
      if (o.narrated) o.only_here_told.push_back(narrator.action(mine, o.only_here.back(), actor));
    }
    // One action only here, after which the same player has one choice left: what it leads to.
    if (only.size() == 1 && actor >= 0) {
      std::unique_ptr<State> next = s.Clone();
      next->SetExplaining(true);
      next->ApplyLegalAction(only.front());
      for (std::size_t k = 0; k < next->StepParts().size(); ++k)
        if (!next->StepPartAside(k)) o.only_here_resolved.push_back(next->StepParts()[k]);
      next->SetExplaining(false);
      if (!next->IsTerminal() && !next->IsChance() && next->CurrentPlayer() == actor) {
        const std::vector<Action> follow = next->LegalActions();
        const Json then_table = TablePosition(*next);
        if (follow.size() == kThenActions)
          for (Action f : follow) {
            o.then.push_back(next->ActionToString(f));
            if (o.narrated) o.then_told.push_back(narrator.action(then_table, o.then.back(), actor));
          }
      }
    }
    o.not_here_count = missing.size();
    for (std::size_t k = 0; k < missing.size() && k < 6; ++k) {
      o.not_here.push_back(other->ActionToString(missing[k]));
      if (o.narrated) o.not_here_told.push_back(narrator.action(theirs, o.not_here.back(), actor));
    }
    if (!o.not_here.empty()) o.not_here_why = s.WhyNotLegal(o.not_here.front());
  } else if (!s.IsTerminal() && !other->IsTerminal() && !s.IsChance()) {  // another is asked there
    const std::vector<Action> here = s.LegalActions();
    o.choices_count = here.size();
    for (std::size_t k = 0; k < here.size() && k < 6; ++k) {
      o.choices.push_back(s.ActionToString(here[k]));
      if (o.narrated) o.choices_told.push_back(narrator.action(mine, o.choices.back(), s.CurrentPlayer()));
    }
  }
  if (o.narrated && mine["state"] != theirs["state"])
    for (const NarratedChange& c : TableDifferences(narrator, theirs, mine)) {
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
  std::vector<int> saw;  // the players whose view differs though the table does not
  for (int p = 0; p < s.NumPlayers(); ++p) {
    Json oa = other->ObservationJson(p)["state"], ob = s.ObservationJson(p)["state"];
    DropOneSidedEmpty(oa, ob);
    if (oa == ob) continue;
    if (o.fields.empty()) {
      o.fields = Differences(oa, ob);
      o.fields_of = ActorName(p) + "'s view";
    }
    saw.push_back(p);
  }
  // The same table, but a player has seen something different (a hand looked at, a card remembered), or
  // every player sees the table differently (prestige concealed): said only where the point says nothing else.
  const bool everyone = s.NumPlayers() > 1 && saw.size() == static_cast<std::size_t>(s.NumPlayers());
  if (o.narrated && o.told.empty() && !saw.empty() && o.only_here.empty() && o.not_here.empty())
    o.told.push_back(everyone ? std::string("the table looks the same, but what each player sees of it differs")
                              : "the table looks the same, but what " + ActorName(saw.front()) + " has seen differs");
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
  // The places below first, where the compared reading has the same winners: what differs is who comes
  // second ("p1 wins, p2 is second and p0 is third" against "p1 wins, p0 and p2 share second place").
  if (o.same_winners) {
    static const char* kOrdinals[] = {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
    std::vector<std::string> places;
    for (int rank = 2; rank <= static_cast<int>(o.ranking.size()) && rank <= 8; ++rank) {
      std::vector<std::string> at;
      for (std::size_t p = 0; p < o.ranking.size(); ++p)
        if (o.ranking[p] == rank) at.push_back("p" + std::to_string(p));
      if (at.size() == 1) places.push_back(fmt::format("{} is {}", at[0], kOrdinals[rank]));
      if (at.size() > 1) {
        const std::string last = at.back();
        at.pop_back();
        places.push_back(fmt::format("{} and {} share {} place", fmt::join(at, ", "), last, kOrdinals[rank]));
      }
    }
    if (!places.empty()) {
      const std::string last = places.back();
      places.pop_back();
      who += places.empty() ? ", " + last : fmt::format(", {} and {}", fmt::join(places, ", "), last);
    }
  }
  return fmt::format("{} (scores {})", who, fmt::join(o.scores, ", "));
}

}  // namespace

std::vector<NarratedChange> TableDifferences(const Narrator& narrator, const Json& theirs, const Json& mine) {
  const std::vector<NarratedChange> back = narrator.differences(mine, theirs);
  std::vector<NarratedChange> out;
  for (NarratedChange& c : narrator.differences(theirs, mine))
    if (std::none_of(back.begin(), back.end(), [&](const NarratedChange& b) { return b.field == c.field && b.sentence == c.sentence; }))
      out.push_back(std::move(c));
  return out;
}

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
  // An ordinary capitalised word ("The", "Hiring"), or the article "A"; not an acronym ("FAQ").
  if (out.size() > 1 && std::isupper(static_cast<unsigned char>(out[0])) &&
      (std::islower(static_cast<unsigned char>(out[1])) || (out[0] == 'A' && out[1] == ' ')))
    out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
  return out;
}

namespace {

// "1 more", "5 more": the actions past the one told.
std::string More(std::size_t n) { return std::to_string(n) + " more"; }

std::vector<std::string> Words(const std::string& s) {
  std::vector<std::string> out;
  std::string w;
  for (char c : s) {
    if (c == ' ') {
      if (!w.empty()) out.push_back(std::move(w)), w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) out.push_back(std::move(w));
  return out;
}

std::string Unwords(std::vector<std::string>::const_iterator from, std::vector<std::string>::const_iterator to) {
  std::string s;
  for (auto it = from; it != to; ++it) s += (s.empty() ? "" : " ") + *it;
  return s;
}

}  // namespace

// Sentences that differ in one place, said once with the alternatives listed: "p0 takes the 7 of Clubs from
// the discard pile into hand" and "... the 9 of Clubs ..." -> "p0 takes the 7 or 9 of Clubs from the discard
// pile into hand". Only where the sentences share at least their first two words, every one has a part of
// its own of at most six words, and no two are alike; otherwise "" (the sentences are told otherwise).
std::string OneSentenceForAll(const std::vector<std::string>& told) {
  if (told.size() < 2) return "";
  std::vector<std::vector<std::string>> words;
  for (const std::string& t : told) words.push_back(Words(t));
  std::size_t shortest = words.front().size();
  for (const auto& w : words) shortest = std::min(shortest, w.size());
  std::size_t prefix = 0;
  while (prefix < shortest &&
         std::all_of(words.begin(), words.end(), [&](const auto& w) { return w[prefix] == words.front()[prefix]; }))
    ++prefix;
  std::size_t suffix = 0;
  while (prefix + suffix < shortest && std::all_of(words.begin(), words.end(), [&](const auto& w) {
           return w[w.size() - 1 - suffix] == words.front()[words.front().size() - 1 - suffix];
         }))
    ++suffix;
  if (prefix < 2) return "";
  std::vector<std::string> middles;
  for (const auto& w : words) {
    const std::size_t n = w.size() - prefix - suffix;
    if (n == 0 || n > 6) return "";
    std::string m = Unwords(w.begin() + static_cast<std::ptrdiff_t>(prefix), w.end() - static_cast<std::ptrdiff_t>(suffix));
    if (std::find(middles.begin(), middles.end(), m) != middles.end()) return "";
    middles.push_back(std::move(m));
  }
  // A word every part holds ("Diamonds against p1's Jack of Hearts", "Spades against p1's King of Clubs"): the
  // sentences differ in two places around it, and a list of the parts would read as one place. Short linking
  // words do not count ("Jack of Hearts or King of Clubs" reads as one place).
  static const std::set<std::string> kLinking = {"of", "a", "an", "the", "to", "in", "on", "for"};
  // Words are compared without the punctuation that closes them ("Murder:" holds "Murder").
  auto bare = [](std::string w) {
    while (!w.empty() && (w.back() == ',' || w.back() == ':' || w.back() == ';' || w.back() == '.')) w.pop_back();
    return w;
  };
  for (const std::string& word : Words(middles.front()))
    if (const std::string w = bare(word); !w.empty() && !kLinking.contains(w) &&
        std::all_of(middles.begin() + 1, middles.end(), [&](const std::string& m) {
          const std::vector<std::string> ws = Words(m);
          return std::any_of(ws.begin(), ws.end(), [&](const std::string& x) { return bare(x) == w; });
        }))
      return "";
  // A comma that closes every part belongs after the list ("the King of Clubs or Diamonds, +2 Strength").
  const bool comma = std::all_of(middles.begin(), middles.end(), [](const std::string& m) { return m.ends_with(','); });
  for (std::string& m : middles) {
    if (comma) m.pop_back();
    // A part that is itself a list ("a clearing and a wood") would blur the list of parts.
    if (m.find(',') != std::string::npos || m.find(" and ") != std::string::npos || m.find(" or ") != std::string::npos)
      return "";
  }
  std::string list;
  for (std::size_t k = 0; k < middles.size(); ++k)
    list += (k == 0 ? "" : k + 1 == middles.size() ? " or " : ", ") + middles[k];
  if (comma) list += ",";
  const auto& first = words.front();
  std::string s = Unwords(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(prefix)) + " " + list;
  if (suffix > 0) s += " " + Unwords(first.end() - static_cast<std::ptrdiff_t>(suffix), first.end());
  return s;
}

namespace {

// The actions one reading allows and the other does not, as a player hears it: said as one sentence with
// their texts in brackets where they differ in one place (OneSentenceForAll), or as two such sentences where
// every action is listed and they fall into two runs, else the first told with its text in brackets and the
// rest counted; actions past the told ones are counted.
std::string FirstOf(const std::vector<std::string>& told, const std::vector<std::string>& texts, std::size_t count,
                    const std::string& joiner) {
  if (const std::string all = told.size() == texts.size() ? OneSentenceForAll(told) : ""; !all.empty()) {
    std::vector<std::string> codes;
    for (const std::string& t : texts) codes.push_back("`" + t + "`");
    std::string s = fmt::format("{} ({})", all, fmt::join(codes, ", "));
    if (count > texts.size()) s += fmt::format(", {} {}", joiner, More(count - texts.size()));
    return s;
  }
  // Every action listed, and they fall into two runs each said as one sentence (a waiting Courtier to either
  // of two benches, the activated one to any of three): both runs told, none counted away.
  if (told.size() == texts.size() && count == texts.size() && texts.size() > 1) {
    std::vector<std::pair<std::size_t, std::size_t>> runs;  // [first, last) of each run
    for (std::size_t k = 0; k < told.size();) {
      std::size_t end = k + 1;
      while (end < told.size() && !OneSentenceForAll({told.begin() + static_cast<std::ptrdiff_t>(k), told.begin() + static_cast<std::ptrdiff_t>(end) + 1}).empty())
        ++end;
      runs.emplace_back(k, end);
      k = end;
    }
    if (runs.size() == 2) {
      std::vector<std::string> parts;
      for (const auto& [first, last] : runs) {
        const std::vector<std::string> run_told(told.begin() + static_cast<std::ptrdiff_t>(first), told.begin() + static_cast<std::ptrdiff_t>(last));
        std::vector<std::string> codes;
        for (std::size_t k = first; k < last; ++k) codes.push_back("`" + texts[k] + "`");
        parts.push_back(fmt::format("{} ({})", run_told.size() == 1 ? run_told.front() : OneSentenceForAll(run_told), fmt::join(codes, ", ")));
      }
      return fmt::format("{}, {} {}", parts[0], joiner, parts[1]);
    }
  }
  std::string s = fmt::format("{} (`{}`)", told.empty() ? texts.front() : told.front(), texts.front());
  if (count > 1) s += fmt::format(", {} {}", joiner, More(count - 1));
  return s;
}

// A few actions, every one told with its text in brackets ("a (`x`) or b (`y`)"), or as one sentence where
// they differ in one place.
std::string EveryOne(const std::vector<std::string>& told, const std::vector<std::string>& texts) {
  if (told.size() != texts.size()) return FirstOf(told, texts, texts.size(), "or");
  if (const std::string all = OneSentenceForAll(told); !all.empty()) return FirstOf(told, texts, texts.size(), "or");
  std::vector<std::string> each;
  for (std::size_t k = 0; k < texts.size(); ++k) each.push_back(fmt::format("{} (`{}`)", told[k], texts[k]));
  return fmt::format("{}", fmt::join(each, " or "));
}

// Both readings go on, but another player (or chance) decides next under the compared one.
bool ActorsDiffer(const ReadingOutcome& o) {
  return o.illegal_at < 0 && !o.terminal && !o.compared.empty() && !o.compared_actor.empty() && o.compared_actor != o.actor;
}

std::string WhoNext(const std::string& actor) { return actor == "chance" ? std::string("a chance draw comes next") : actor + " decides next"; }

// Where another player (or chance) decides next, the game's sentence for the step reached says what they
// decide: told with the point, not after it. -1 where no step was told.
int StepTold(const ReadingOutcome& o) {
  if (!ActorsDiffer(o) || !o.narrated) return -1;
  for (std::size_t k = 0; k < o.told.size() && k < o.told_fields.size(); ++k)
    if (o.told_fields[k] == "/phase") return static_cast<int>(k);
  return -1;
}

// Where another player (or chance) decides next and the game tells no step that says what they are asked,
// the first other thing that differs at the table comes first ("c3r1 waits for a new Court Token from the
// bag"; "p1 is asked whether they play Murder"): it is what a player notices, the sequencing follows. -1: none.
int LeadTold(const ReadingOutcome& o) {
  if (!ActorsDiffer(o) || !o.narrated) return -1;
  const int step = StepTold(o);
  if (step >= 0 && o.actor != "chance" && o.told[static_cast<std::size_t>(step)].find(o.actor + " is to ") != std::string::npos)
    return -1;
  for (std::size_t k = 0; k < o.told.size(); ++k)
    if (static_cast<int>(k) != step) return static_cast<int>(k);
  return -1;
}

// A finding as the table meets it: what kind of gap in the rulebook, then what happened (Finding::detail).
std::string FindingSaid(const Finding& f) {
  if (f.detail.empty()) return "";
  switch (f.kind) {
    case FindingKind::kContradiction: return "here the rulebook contradicts itself: " + f.detail;
    case FindingKind::kSilent: return "here the rulebook is silent: " + f.detail;
    case FindingKind::kDeadlock: return "here the rules leave no move: " + f.detail;
    case FindingKind::kLivelock: return "here play can go on without end: " + f.detail;
    case FindingKind::kInvariant: return "here the engine breaks its own bookkeeping: " + f.detail;
  }
  return "";
}

// The resolved part that is the point (ReadingOutcome::resolved_point; the last where unset).
int VerdictIndex(const ReadingOutcome& o) {
  const int n = static_cast<int>(o.resolved.size());
  return o.resolved_point >= 0 && o.resolved_point < n ? o.resolved_point : n - 1;
}
std::string Verdict(const ReadingOutcome& o) {
  if (o.resolved_extends) return fmt::format("{}", fmt::join(o.resolved, "; "));
  if (o.resolved_follows && VerdictIndex(o) > 0)
    return o.resolved[static_cast<std::size_t>(VerdictIndex(o) - 1)] + "; then " + o.resolved[static_cast<std::size_t>(VerdictIndex(o))];
  return o.resolved[static_cast<std::size_t>(VerdictIndex(o))];
}

// A game ending otherwise than under the compared reading, where its last action was resolved (a duel, a
// final scoring): the resolution's point leads the result, resolved alike (the tie that empties both
// Courtyards) or not (the Garter's totals with Opportunity Tokens left out).
bool VerdictLeadsEnd(const ReadingOutcome& o) {
  return o.terminal && !o.same_result && o.illegal_at < 0 && !o.resolved.empty() &&
         (o.resolved_alike || o.resolved_point >= 0);
}

bool PointSaysActor(const ReadingOutcome& o) {
  return o.illegal_at < 0 && !o.terminal && o.narrated && (!o.only_here.empty() || !o.not_here.empty());
}

// Where the same player decides under both readings but at another step (an Ability that can do nothing
// under one reading, so play goes on to the Event step), the step told first: it is why the actions
// differ. -1 where no step differs.
int PhaseLead(const ReadingOutcome& o) {
  if (!PointSaysActor(o) || ActorsDiffer(o)) return -1;
  for (std::size_t k = 0; k < o.told.size() && k < o.told_fields.size(); ++k)
    if (o.told_fields[k] == "/phase") return static_cast<int>(k);
  return -1;
}

}  // namespace

namespace {

std::string PointAfterIt(const ReadingOutcome& o);

}  // namespace

// Where the compared reading's game is over and this one's goes on, that is the point a table notices first
// (pass 13: an.double-run-out's `one-per-upkeep` line listed round 3's state without saying play goes on).
std::string OutcomePoint(const ReadingOutcome& o) {
  const std::string point = PointAfterIt(o);
  if (o.terminal || !o.compared_over || o.illegal_at >= 0 || o.compared.empty()) return point;
  return fmt::format("the game goes on, where under `{}` it ends: {}", o.compared, point);
}

namespace {

std::string PointAfterIt(const ReadingOutcome& o) {
  std::string s;
  // The refused action told in words where the narrator tells it ("the example's action 1, p0 moves the 3 of
  // Clubs ..., is not allowed here"), the engine's reason kept only where it says more than that the action's
  // code is not legal; the engine's reason alone otherwise.
  if (o.illegal_at >= 0) {
    const bool bare = o.why.find("is not legal here") != std::string::npos;
    s = o.illegal_told.empty()
            ? fmt::format("the example's action {} is not allowed ({}); there ", o.illegal_at + 1, o.why)
            : fmt::format("the example's action {}, {}, is not allowed {}; there ", o.illegal_at + 1, o.illegal_told,
                          bare ? std::string("here") : "(" + o.why + ")");
  }
  // The same end under both readings is not the point: how the last action was resolved (a duel's verdict),
  // or what differs at the table on the way, is.
  if (o.terminal && o.same_result && o.narrated && (!o.told.empty() || !o.resolved.empty()) && o.illegal_at < 0)
    return fmt::format("{}; the game ends as under `{}` ({})", o.resolved.empty() ? o.told.front() : Verdict(o),
                       o.compared, Result(o));
  if (o.terminal)  // how the last action was resolved (its verdict: the part that differs, or alike) says why
    return s + (!VerdictLeadsEnd(o) ? "" : Verdict(o) + "; ") +
           (o.scores.size() == 1 || o.draw ? "the game ends " : "the game ends: ") + Result(o) +
           (o.tie_note.empty() ? "" : ": " + o.tie_note);
  if (ActorsDiffer(o)) {  // who is asked is the point: "p1 decides next; under `own-too` p0 does"
    const std::string there =
        o.compared_actor == "chance" ? std::string("a chance draw comes first") : o.compared_actor + " is asked instead";
    const int step = StepTold(o);
    // What the player asked may do, which the other reading does not ask of them ("p0's choices: p0 declares a
    // duel ..., or 4 more"); nothing at a chance node.
    const std::string choices =
        o.choices_told.empty() ? "" : fmt::format("; {}'s choices: {}", o.actor, FirstOf(o.choices_told, o.choices, o.choices_count, "or"));
    // What they are asked, where the game's sentence for the step says it of them ("in the activation phase,
    // p1 is to execute the intrigue action"), is the point; else who decides, with the step.
    // How the last action was resolved, where it differs (a second duel allowed or not, a finger tie passed
    // on), says why another player is asked: it leads; else the told change that does.
    const bool verdict = o.illegal_at < 0 && o.narrated && !o.resolved.empty();
    if (step >= 0 && o.actor != "chance" && o.told[step].find(o.actor + " is to ") != std::string::npos)
      return s + fmt::format("{}{}{}; under `{}` {}", verdict ? Verdict(o) + "; " : "", o.told[step], choices, o.compared, there);
    const int lead = LeadTold(o);
    const std::string why = verdict ? Verdict(o) + "; " : lead < 0 ? std::string() : o.told[static_cast<std::size_t>(lead)] + "; ";
    return s + fmt::format("{}{}{}{}; under `{}` {}", why,
                           WhoNext(o.actor), step < 0 ? "" : " (" + o.told[step] + ")", choices, o.compared,
                           o.compared_actor == "chance" ? std::string("a chance draw comes first") : o.compared_actor + " does");
  }
  if (PointSaysActor(o)) {
    const bool chance = o.actor == "chance";
    const std::string against = o.compared.empty() ? std::string("the other reading") : "`" + o.compared + "`";
    std::vector<std::string> parts;
    if (!o.only_here.empty())
      parts.push_back(fmt::format("{} what {} {}: {}", chance ? "the next chance draw may bring" : o.actor + " may next do",
                                  against, chance ? "never brings" : "forbids",
                                  FirstOf(o.only_here_told, o.only_here, o.only_here_count, "or") +
                                      (o.only_here_resolved.empty() ? std::string()
                                                                    : fmt::format("; with it, {}", fmt::join(o.only_here_resolved, "; "))) +
                                      (o.then.empty() ? std::string()
                                                      : ", and then " + EveryOne(o.then_told, o.then))));
    if (!o.not_here.empty() && parts.empty())
      parts.push_back(fmt::format("{} what {} {}: {}", chance ? "the next chance draw cannot bring" : o.actor + " may not do",
                                  against, chance ? "may bring" : "allows",
                                  FirstOf(o.not_here_told, o.not_here, o.not_here_count, "nor") +
                                      (o.not_here_why.empty() ? std::string() : ", since " + o.not_here_why)));
    // Both gained and lost: the lost ones are the compared reading's own line ("may next do what this one
    // forbids"), printed beside this one; telling them here too mirrored that line (grading pass 3).
    if (const int lead = PhaseLead(o); lead >= 0) parts.insert(parts.begin(), o.told[static_cast<std::size_t>(lead)]);
    // How the last action was resolved, where it differs (one Debutante choice for every deck), says why
    // other moves are open: it leads.
    if (!o.resolved.empty()) parts.insert(parts.begin(), Verdict(o));
    return s + fmt::format("{}", fmt::join(parts, "; "));
  }
  if (!o.as_under.empty()) return "as under `" + o.compared + "`: " + o.as_under;
  if (o.narrated && !o.resolved.empty() && o.illegal_at < 0) return Verdict(o);  // a duel's verdict
  if (o.narrated && !o.told.empty() && o.illegal_at < 0) return o.told.front();
  s += o.actor == "chance" ? std::string("a chance draw comes next") : o.actor + " decides next";
  // Nothing differs from the compared reading here: say so, so the line is not read as a difference.
  if (o.narrated && o.illegal_at < 0 && !o.compared.empty() && o.only_here.empty() && o.not_here.empty() && !o.finding)
    s += ", as under `" + o.compared + "`";
  return s;
}

}  // namespace

bool EndsAlikeEverywhere(const FaqEntry& e) {
  if (e.kind != "interpretation" || e.examples.empty() || e.frequency.empty()) return false;
  for (const Frequency& f : e.frequency)
    if (f.diverged > 0) return false;
  return std::all_of(e.examples.begin(), e.examples.end(), [](const FaqExample& x) {
    return !x.outcomes.empty() && std::all_of(x.outcomes.begin(), x.outcomes.end(), [](const ReadingOutcome& o) {
      return o.narrated && o.illegal_at < 0 && o.terminal && o.same_result;
    });
  });
}

bool UnraisedQuestion(const FaqEntry& e, const std::vector<SolverAnswer>& solver) {
  if (e.kind != "interpretation" || e.modelling || e.shipped_answers != e.without_example.size()) return false;
  if (e.without_example.empty() && EndsAlikeEverywhere(e)) return true;
  if (e.examples.empty()) return !e.without_example.empty();
  const bool all_built = std::all_of(e.examples.begin(), e.examples.end(), [](const FaqExample& x) { return !x.constructed.empty(); });
  const bool proved = std::any_of(solver.begin(), solver.end(), [&](const SolverAnswer& a) {
    return a.never_with_shipped && a.confirmed && a.verdict == "unsat" &&
           std::find(e.solver.begin(), e.solver.end(), a.id) != e.solver.end();
  });
  return all_built && proved;
}

std::string WithoutExampleNote(const FaqEntry& e) {
  if (e.kind != "interpretation" || !e.examples.empty()) return "";
  const bool answered = !e.without_example.empty() && e.shipped_answers == e.without_example.size();
  return answered ? " — never differs with the shipped components" : " — no example found";
}

std::vector<FindingLink> FindingsUnder(const std::vector<FaqEntry>& faq, const std::string& question_id) {
  std::vector<FindingLink> out;
  int number = 0;
  for (const FaqEntry& f : faq) {
    if (f.kind != "finding") continue;
    ++number;
    if (f.inside == question_id) out.push_back({number, f.id, f.finding_kind, f.detail});
  }
  return out;
}

std::string FindingsNoun(const std::vector<FindingLink>& links) {
  const auto noun = [](const std::string& kind) { return kind == "silent" ? std::string("silence") : kind; };
  const bool one_kind = std::all_of(links.begin(), links.end(), [&](const FindingLink& l) { return l.kind == links.front().kind; });
  if (links.size() == 1) return "a " + noun(links.front().kind);
  return fmt::format("{} {}s", links.size(), one_kind ? noun(links.front().kind) : std::string("finding"));
}

std::string OutcomeDetails(const ReadingOutcome& o) {
  if (!o.as_under.empty()) return "";  // the compared reading's whole line is the point (OutcomePoint)
  std::vector<std::string> parts;
  // What the point said first (OutcomePoint): the last resolved part (a duel's verdict), else the first
  // difference at the table; the rest follows.
  const bool open_point = o.narrated && o.illegal_at < 0 &&
                          ((!o.terminal && !PointSaysActor(o) && !ActorsDiffer(o)) || (o.terminal && o.same_result));
  const bool verdict_first = open_point && !o.resolved.empty();
  const bool told_first = open_point && !verdict_first && !o.told.empty();
  // How the last action was resolved (a duel's strengths) says why the point holds: first after it.
  const bool verdict_leads_actor =
      o.narrated && o.illegal_at < 0 && !o.terminal && (ActorsDiffer(o) || PointSaysActor(o)) && !o.resolved.empty();
  const bool verdict_in_point = verdict_first || (o.terminal && !o.same_result && VerdictLeadsEnd(o)) || verdict_leads_actor;
  for (std::size_t k = 0; k < o.resolved.size(); ++k)
    if (!verdict_in_point || (!o.resolved_extends && static_cast<int>(k) != VerdictIndex(o) &&
                              !(o.resolved_follows && static_cast<int>(k) == VerdictIndex(o) - 1)))
      parts.push_back(o.resolved[k]);
  // Who decides next, where the compared reading has someone else (the same one there is no difference),
  // unless the point already says what they are to do ("it is the Event step: p0 is to choose ...").
  const bool point_names_actor = told_first && o.told.front().find(o.actor + " is to ") != std::string::npos;
  if (open_point && !o.terminal && (verdict_first || told_first) && o.compared_actor != o.actor && !point_names_actor)
    parts.push_back(o.actor == "chance" ? std::string("a chance draw comes next") : o.actor + " decides next");
  if (o.narrated) {
    const int step = StepTold(o), lead = verdict_leads_actor ? -1 : LeadTold(o), phase = PhaseLead(o);  // told with the point
    for (std::size_t k = told_first ? 1 : 0; k < o.told.size(); ++k)
      if (static_cast<int>(k) != step && static_cast<int>(k) != lead && static_cast<int>(k) != phase)
        parts.push_back(o.told[k]);
  } else {
    if (!o.only_here.empty()) parts.push_back(fmt::format("only under this reading may they choose {}", fmt::join(o.only_here, ", ")));
    if (!o.not_here.empty()) parts.push_back(fmt::format("only under the other may they choose {}", fmt::join(o.not_here, ", ")));
    if (!o.fields.empty()) {
      std::vector<std::string> fields;
      for (const auto& [path, value] : o.fields) fields.push_back(path + " = " + value);
      parts.push_back(fmt::format("{}: {}", o.fields_of, fmt::join(fields, ", ")));
    }
  }
  if (o.finding) parts.push_back(o.finding_said.empty() ? std::string("the finding is recorded") : o.finding_said);
  return fmt::format("{}", fmt::join(parts, "; "));
}

std::string IllegalActionTold(const State& s, const std::string& action) {
  const Narrator& n = s.info().narrator;
  const Json table = TablePosition(s);
  if (table.is_null() || !n.action) return "";
  try {
    return n.action(table, action, s.IsChance() ? -1 : s.CurrentPlayer());
  } catch (const std::exception&) {  // an action the position cannot even name: the engine's reason says it
    return "";
  }
}

std::string OutcomeSentence(const ReadingOutcome& o) {
  const std::string details = OutcomeDetails(o);
  return OutcomePoint(o) + (details.empty() ? "" : "; " + details);
}

namespace {

// The parts the game tells of how the last of `steps` actions of `t` was resolved under `overrides`
// (State::StepParts: a duel's strengths), by replaying it with explaining on; empty if none are told.
// `asides` gets, per part, whether it was told as an aside (State::StepPartAside).
std::vector<std::string> LastStepParts(const Trace& t, const std::map<std::string, std::string>& overrides,
                                       std::vector<bool>& asides, bool* in_sequence = nullptr,
                                       std::set<std::string>* afters = nullptr) {
  asides.clear();
  if (in_sequence) *in_sequence = false;
  if (t.steps.empty()) return {};
  Trace before = t;
  before.steps.pop_back();
  try {
    SituationPlay p = PlaySituation(before, overrides);
    if (!p.state || p.illegal_at >= 0) return {};
    p.state->SetExplaining(true);
    p.state->ApplyActionText(t.steps.back().action);
    for (std::size_t k = 0; k < p.state->StepParts().size(); ++k) {
      asides.push_back(p.state->StepPartAside(k));
      if (afters && p.state->StepPartAfter(k)) afters->insert(p.state->StepParts()[k]);
    }
    if (in_sequence) *in_sequence = p.state->StepPartsInSequence();
    return p.state->StepParts();
  } catch (const std::exception&) {
    return {};
  }
}

// Asides (State::TellAside) told alike under both readings are not the difference: both lists lose them.
void DropAlikeAsides(std::vector<std::string>& mine, const std::vector<bool>& my_asides, std::vector<std::string>& theirs,
                     const std::vector<bool>& their_asides) {
  auto keep = [](const std::vector<std::string>& parts, const std::vector<bool>& asides, const std::vector<std::string>& other) {
    std::vector<std::string> kept;
    for (std::size_t k = 0; k < parts.size(); ++k)
      if (!asides[k] || std::find(other.begin(), other.end(), parts[k]) == other.end()) kept.push_back(parts[k]);
    return kept;
  };
  std::vector<std::string> m = keep(mine, my_asides, theirs), t = keep(theirs, their_asides, mine);
  mine = std::move(m);
  theirs = std::move(t);
}

}  // namespace

int ResolvedPoint(const std::vector<std::string>& mine, const std::vector<std::string>& theirs) {
  for (std::size_t k = mine.size(); k-- > 0;)
    if (std::find(theirs.begin(), theirs.end(), mine[k]) == theirs.end()) return static_cast<int>(k);
  return mine.empty() ? -1 : static_cast<int>(mine.size()) - 1;
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
    if (p.state && o.illegal_at >= 0 && !p.state->IsTerminal() &&
        static_cast<std::size_t>(o.illegal_at) < example.trace.steps.size())
      o.illegal_told = IllegalActionTold(*p.state, example.trace.steps[static_cast<std::size_t>(o.illegal_at)].action);
    if (p.state) {
      const State* other = reading == example.reading_a ? b.state.get() : a.state.get();
      if (other) o.compared = reading == example.reading_a ? example.reading_b : example.reading_a;
      Compare(o, *p.state, other);
      // How the last action was resolved, where it is resolved otherwise than under the compared reading.
      if (o.illegal_at < 0 && other) {
        std::map<std::string, std::string> overrides = example.context, theirs = example.context;
        if (interpretation) overrides[interpretation->id] = reading, theirs[interpretation->id] = o.compared;
        std::vector<bool> my_asides, their_asides;
        bool sequence = false;
        std::set<std::string> afters;  // parts told as following the one before them (State::TellAfter)
        o.resolved = LastStepParts(example.trace, overrides, my_asides, &sequence, &afters);
        std::vector<std::string> their_parts = LastStepParts(example.trace, theirs, their_asides);
        DropAlikeAsides(o.resolved, my_asides, their_parts, their_asides);
        // Resolved alike but ending otherwise (a tied duel that empties both Courtyards, a draw against a
        // shared win): how it was resolved is why the game ends, and stays with the result.
        const bool ends_otherwise = o.terminal && other->IsTerminal() && !o.same_result;
        if (o.resolved == their_parts && !ends_otherwise) o.resolved.clear();
        o.resolved_alike = !o.resolved.empty() && o.resolved == their_parts;
        o.resolved_point = ResolvedPoint(o.resolved, their_parts);
        // Told in order where the compared reading's parts begin these and this one goes on, or where the game
        // told them as a sequence of events (State::StepPartsInSequence) and a part before the point differs
        // too (two Shades' Effects, each taking another card): the sequence is the point (pass 13:
        // ns.effect-chain, ns.shade-beneath told the last Effect first). A duel's reckoning keeps its verdict first.
        bool earlier_differs = false;
        for (int k = 0; k < o.resolved_point; ++k)
          earlier_differs = earlier_differs ||
                            std::find(their_parts.begin(), their_parts.end(), o.resolved[static_cast<std::size_t>(k)]) == their_parts.end();
        o.resolved_extends = !o.resolved_alike && !their_parts.empty() &&
                             ((o.resolved.size() > their_parts.size() &&
                               std::equal(their_parts.begin(), their_parts.end(), o.resolved.begin())) ||
                              (sequence && earlier_differs));
        // A point that follows the part before it in time (the next turn's Income after a duel's verdict) is
        // told after that part (pass 13: dn.token-supply told p1's Income before the duel p0 won).
        const int point = o.resolved_point;
        o.resolved_follows = !o.resolved_alike && !o.resolved_extends && point > 0 &&
                             afters.count(o.resolved[static_cast<std::size_t>(point)]) > 0;
        // What follows the part that differs is told alike under both readings (the same heir drawn after a
        // legacy claimed otherwise): it is not the difference, and is left out.
        if (!o.resolved_alike && o.resolved_point >= 0) o.resolved.resize(static_cast<std::size_t>(o.resolved_point) + 1);
      }
      if (finding)
        for (const Finding& f : p.state->Findings())
          if (!o.finding && f.kind == finding->kind && f.rules == finding->rules) {
            o.finding = true;
            o.finding_said = FindingSaid(f);
          }
    }
    o.sentence = p.state ? OutcomeSentence(o) : o.why;
    example.outcomes.push_back(std::move(o));
  }
  // A reading that plays out exactly as the one it is compared with says what that one's line says ("p0 may
  // not play a Weapon ..."), not only that the same player decides next (pass 6: dn.command-order).
  for (ReadingOutcome& o : example.outcomes) {
    if (o.sentence != o.actor + " decides next, as under `" + o.compared + "`") continue;
    for (const ReadingOutcome& x : example.outcomes)
      if (x.reading == o.compared && x.as_under.empty() && x.sentence.find(", as under `") == std::string::npos) {
        o.as_under = x.sentence;
        o.sentence = OutcomeSentence(o);
      }
  }
}

}  // namespace peerage

namespace peerage {

namespace {

// Whether a field (a pointer) says where play stands (Narrator::standing) rather than what is on the table.
bool Stands(const Narrator& n, const std::string& pointer) {
  return std::any_of(n.standing.begin(), n.standing.end(), [&](const std::string& p) { return PatternCovers(p, pointer); });
}

// Whether `pointer` is absent from `state` or holds an empty value (null, false, 0, "", [] or {}).
bool Cleared(const Json& state, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  if (!state.contains(p)) return true;
  const Json& v = state.at(p);
  return v.is_null() || v == false || v == 0 || v == "" || ((v.is_array() || v.is_object()) && v.empty());
}

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
  const bool by_seat = s->NumPlayers() > 2;
  for (std::size_t k = 0; k < ex.trace.steps.size(); ++k) {
    const TraceStep& step = ex.trace.steps[k];
    const std::optional<Action> a = s->ParseAction(step.action);
    if (!a || !s->IsLegal(*a)) break;  // the readings' sentences say where an action stops being allowed
    ex.steps_told.push_back(n.action(before, step.action, s->IsChance() ? -1 : s->CurrentPlayer()));
    if (n.targets)
      for (const std::string& f : n.targets(before, step.action)) touch(f);
    s->ApplyLegalAction(*a);
    Json after = TablePosition(*s);
    // With three or more players, the players an action writes to by seat: the picture draws their fields,
    // not every player's (with two, the opponent's side of the same field is drawn too).
    const std::vector<std::string> leaves = DifferingLeaves(before["state"], after["state"]);
    // The last action, where it changes three or more players' holdings at once (a decade's scoring round),
    // is told by the readings' lines: what it writes is its consequence, not the position's; the picture
    // draws what the lines tell (below), not every player's score and the refilled bag.
    std::set<std::string> seats;
    for (const std::string& leaf : leaves)
      if (leaf.rfind("/players/", 0) == 0) seats.insert(leaf.substr(9, leaf.find('/', 9) - 9));
    const bool last = k + 1 == ex.trace.steps.size();
    const bool consequence = by_seat && last && seats.size() >= 3;
    if (!consequence)
      for (const std::string& leaf : leaves)
        // Where the last action ends a turn or a step, clearing its notes (what was chosen, what waits), the
        // lines say so and the header says where play stands: the notes it clears are not the position's
        // point (pass 12: ns.archivist-gain's Construct notes). A movement it begins (Tudor's Courtier picked
        // to move) is drawn; so is a deciding fact among the cleared ones (below).
        if (!(last && Stands(n, leaf) && Cleared(after["state"], leaf)))
          touch(by_seat ? PlayerFieldPattern(leaf, after["state"]) : FieldPattern(leaf, after["state"]));
    before = std::move(after);
  }
  // What the lines tell differs at the table; with three or more players, drawn for the players it differs
  // for (p4's victory points, not every player's).
  std::vector<std::string> differing;
  std::vector<Json> ends;  // each reading's table where its line ends
  if ((by_seat || n.targets) && interpretation && ex.outcomes.size() == 2) {
    for (const ReadingOutcome& o : ex.outcomes) {
      std::map<std::string, std::string> overrides = ex.context;
      overrides[interpretation->id] = o.reading;
      try {
        SituationPlay p = PlaySituation(ex.trace, overrides);
        if (p.state) ends.push_back(TablePosition(*p.state));
      } catch (const Error&) {
      }
    }
    if (ends.size() != 2 || !ends[0].is_object() || !ends[1].is_object()) ends.clear();
    if (by_seat && !ends.empty()) differing = DifferingLeaves(ends[0]["state"], ends[1]["state"]);
  }
  for (const ReadingOutcome& o : ex.outcomes)
    for (const std::string& f : o.told_fields) {
      bool seated = false;
      if (f.rfind("/players/*", 0) == 0)
        for (const std::string& leaf : differing)
          if (PatternCovers(f, leaf) || PatternCovers(f, FieldPattern(leaf, start["state"]))) {
            touch(PlayerFieldPattern(leaf, start["state"]));
            seated = true;
          }
      if (!seated) touch(f);
    }
  // What an action only one reading allows leads to (Treachery's one placement) acts on its targets; so do
  // the choices of whoever decides next (p2's Murder: p2's hand), at the table where each line ends.
  if (n.targets) {
    for (const ReadingOutcome& o : ex.outcomes)
      for (const std::string& a : o.then)
        for (const std::string& f : n.targets(start, a)) touch(f);
    for (std::size_t k = 0; k < ends.size(); ++k)
      for (const std::string& a : ex.outcomes[k].choices)
        for (const std::string& f : n.targets(ends[k], a)) touch(f);
  }
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
  // Every one of them joins the picture, however tall that makes it: a position without the fact that
  // decides it shows nothing (the sentence under the picture names the first few in words).
  DecidingFactsOf(ex, interpretation);
  for (const std::string& f : ex.deciding_fields) touch(f);
  ex.picture = n.picture(start, ex.focus);
  if (!ex.picture.empty() && ex.picture.back() != '\n') ex.picture += '\n';
}

}  // namespace peerage
