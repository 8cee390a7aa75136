#include "model/analysis/deciding_facts.h"

#include <algorithm>
#include <map>
#include <set>

#include "model/core/game.h"
#include "model/core/public_state.h"
#include "model/core/state.h"

namespace peerage {
namespace {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr std::size_t kDropsPerList = 8;  // elements left out one at a time, per list
// Lists of objects whose elements exchange values (SwappedPositions): the players, a Courtyard, a family row;
// not the longer lists of things (tiles, cards) in which an exchange of two is no fact a table tells.
constexpr std::size_t kSwapListMost = 6;

std::string Short(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  std::string s = v.dump();
  return s.size() > 24 ? s.substr(0, 21) + "..." : s;
}

class Edits {
 public:
  explicit Edits(std::size_t limit) : limit_(limit) {}

  void Walk(const std::string& at, const Json& v, const Json* deal) {
    if (Full()) return;
    if (v.is_object()) {
      for (const auto& [key, sub] : v.items()) {
        const Json* d = deal && deal->is_object() && deal->contains(key) ? &(*deal)[key] : nullptr;
        Walk(at + "/" + PointerToken(key), sub, d);
      }
      return;
    }
    if (v.is_array()) return List(at, v, deal);
    Scalar(at, v, deal);
  }

  std::vector<FactEdit> out;

 private:
  bool Full() const { return out.size() >= limit_; }
  void Add(const std::string& at, Json value, std::string how) {
    if (!Full()) out.push_back(FactEdit{at, std::move(value), std::move(how)});
  }
  void DealValue(const std::string& at, const Json& v, const Json* deal) {
    if (deal && *deal != v) Add(at, *deal, "the deal's value");
  }

  void Scalar(const std::string& at, const Json& v, const Json* deal) {
    if (v.is_number_integer()) {
      const auto n = v.get<long long>();
      if (n > 0) Add(at, n - 1, "one less");
      Add(at, n + 1, "one more");
      if (n > 2) Add(at, 1, "lowered to 1");
      if (n > 1) Add(at, 0, "lowered to 0");
    } else if (v.is_boolean()) {
      Add(at, !v.get<bool>(), "the other value");
    } else if (v.is_string()) {
      Add(at, nullptr, "none");
    }
    if (deal && *deal != v && !(v.is_number_integer() && deal->is_number_integer() &&
                                (std::llabs(deal->get<long long>() - v.get<long long>()) == 1 ||
                                 deal->get<long long>() == 0 || deal->get<long long>() == 1)))
      Add(at, *deal, "the deal's value");
  }

  void List(const std::string& at, const Json& v, const Json* deal) {
    const bool scalars = std::all_of(v.begin(), v.end(), [](const Json& x) { return x.is_primitive(); });
    if (scalars && !v.empty()) Add(at, Json::array(), "emptied");
    // From the end: a pile or deck is written bottom to top, so its top cards, which play reaches first, are
    // left out first; of equal values the last (the top one).
    std::set<Json> dropped;
    for (std::size_t k = v.size(); k > 0 && dropped.size() < kDropsPerList; --k) {
      if (!dropped.insert(v[k - 1]).second) continue;
      Json without = v;
      without.erase(k - 1);
      if (!(scalars && without.empty())) Add(at, std::move(without), "without " + Short(v[k - 1]));
    }
    // A list of objects gets no deal's value of its own: its elements' fields get theirs (deciding_facts.h),
    // and the whole list reset would be a fact as broad as every player's state.
    if (scalars) DealValue(at, v, deal);
    if (scalars) {
      for (std::size_t k = 0; k < v.size(); ++k)
        if (v[k].is_number_integer()) {
          const auto n = v[k].get<long long>();
          Json less = v, more = v;
          less[k] = n - 1, more[k] = n + 1;
          if (n > 0) Add(at, std::move(less), "one less at " + std::to_string(k));
          Add(at, std::move(more), "one more at " + std::to_string(k));
        }
      return;
    }
    for (std::size_t k = 0; k < v.size(); ++k) {
      const Json* d = deal && deal->is_array() && k < deal->size() ? &(*deal)[k] : nullptr;
      Walk(at + "/" + std::to_string(k), v[k], d);
    }
  }

  std::size_t limit_;
};

bool OutOfTime(const AblationBudget& b) { return b.deadline && Clock::now() > *b.deadline; }

// The pointers of `state` a pattern ('*' for any index or key) matches.
void Matches(const Json& node, const std::vector<std::string>& segments, std::size_t at, const std::string& prefix,
             std::vector<std::string>& out) {
  if (at == segments.size()) {
    out.push_back(prefix);
    return;
  }
  const std::string& seg = segments[at];
  if (node.is_array()) {
    for (std::size_t k = 0; k < node.size(); ++k)
      if (seg == "*" || seg == std::to_string(k)) Matches(node[k], segments, at + 1, prefix + "/" + std::to_string(k), out);
  } else if (node.is_object()) {
    for (const auto& [key, sub] : node.items())
      if (seg == "*" || seg == PointerToken(key)) Matches(sub, segments, at + 1, prefix + "/" + PointerToken(key), out);
  }
}

std::vector<std::string> Segments(const std::string& pattern) {
  std::vector<std::string> out;
  for (std::size_t at = 1; at <= pattern.size();) {
    std::size_t next = pattern.find('/', at);
    if (next == std::string::npos) next = pattern.size();
    out.push_back(pattern.substr(at, next - at));
    at = next + 1;
  }
  return out;
}

}  // namespace

std::vector<FactEdit> AbsentFieldEdits(const Json& state, const std::vector<std::string>& fields) {
  std::vector<FactEdit> out;
  for (const std::string& f : fields) {
    if (f.find('*') != std::string::npos || f.empty()) continue;
    const Json::json_pointer p(f);
    if (state.contains(p)) continue;
    const Json::json_pointer parent = p.parent_pointer();
    if (!state.contains(parent) || !state.at(parent).is_object()) continue;
    out.push_back(FactEdit{f, 1, "one, where there was none"});
  }
  return out;
}

std::vector<FactEdit> CandidateEdits(const Json& state, const Json& deal, std::size_t limit) {
  Edits e(limit);
  e.Walk("", state, deal.is_null() ? nullptr : &deal);
  return std::move(e.out);
}

namespace {

void Swaps(const Json& wrapper, const std::string& at, const Json& v, std::size_t limit, std::vector<FactEdit>& out) {
  if (out.size() >= limit) return;
  if (v.is_object()) {
    for (const auto& [key, sub] : v.items()) Swaps(wrapper, at + "/" + PointerToken(key), sub, limit, out);
    return;
  }
  if (!v.is_array()) return;
  const bool objects = !v.empty() && v.size() <= kSwapListMost && std::all_of(v.begin(), v.end(), [](const Json& x) { return x.is_object(); });
  if (objects)
    for (const auto& [key, first] : v[0].items()) {
      if (!first.is_primitive()) continue;
      for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = i + 1; j < v.size(); ++j) {
          if (out.size() >= limit) return;
          if (!v[i].contains(key) || !v[j].contains(key) || !v[i][key].is_primitive() || v[i][key] == v[j][key]) continue;
          const std::string a = at + "/" + std::to_string(i) + "/" + PointerToken(key);
          const std::string b = at + "/" + std::to_string(j) + "/" + PointerToken(key);
          Json changed = wrapper;
          changed["state"][Json::json_pointer(a)] = v[j][key];
          changed["state"][Json::json_pointer(b)] = v[i][key];
          FactEdit e;
          e.pointer = a;
          e.value = v[j][key];
          e.also = {b};
          e.how = "exchanged with " + std::to_string(j);
          e.exchange = true;
          e.wrapper = std::make_shared<const Json>(std::move(changed));
          out.push_back(std::move(e));
        }
    }
  for (std::size_t k = 0; k < v.size(); ++k) Swaps(wrapper, at + "/" + std::to_string(k), v[k], limit, out);
}

}  // namespace

std::vector<FactEdit> SwappedPositions(const Json& wrapper, std::size_t limit) {
  std::vector<FactEdit> out;
  if (wrapper.is_object() && wrapper.contains("state")) Swaps(wrapper, "", wrapper.at("state"), limit, out);
  return out;
}

Json PublicWrapper(const State& state) {
  Json out = state.ToJson();
  out["state"] = state.info().public_state(state).at("state");
  return out;
}

std::vector<FactEdit> SimplerPositions(const State& state) {
  std::vector<FactEdit> out;
  if (!state.info().simplify || !state.info().public_state) return out;
  const Json inner = state.info().public_state(state).at("state");
  std::vector<Json> candidates = state.info().simplify(state);
  const std::size_t simplifications = candidates.size();
  if (state.info().neighbours)  // not smaller, but as far from the position as a simplification (game.h)
    for (Json& n : state.info().neighbours(state)) candidates.push_back(std::move(n));
  for (std::size_t k = 0; k < candidates.size(); ++k) {
    Json& candidate = candidates[k];
    std::string about;  // a neighbour may name the field it changes the thing of (game.h)
    if (k >= simplifications && candidate.contains("about")) {
      about = candidate["about"].get<std::string>();
      candidate.erase("about");
    }
    std::unique_ptr<State> s;
    try {
      s = StateFromJson(candidate, "a simplification");
    } catch (const std::exception&) {
      continue;
    }
    Json wrapper = PublicWrapper(*s);
    std::vector<std::string> changed = DifferingLeaves(inner, wrapper.at("state"));
    if (changed.empty()) continue;
    FactEdit e;
    e.pointer = changed.front();
    e.also.assign(changed.begin() + 1, changed.end());
    e.how = k < simplifications ? "simplified" : "a neighbour";
    e.neighbour = k >= simplifications;
    if (std::find(changed.begin(), changed.end(), about) != changed.end()) e.about = about;
    e.wrapper = std::make_shared<const Json>(std::move(wrapper));
    out.push_back(std::move(e));
  }
  return out;
}

Json WithEdit(const Json& wrapper, const FactEdit& edit) {
  if (edit.wrapper) return *edit.wrapper;
  Json out = wrapper;
  out["state"][Json::json_pointer(edit.pointer)] = edit.value;
  return out;
}

namespace {
// Whether the position holds an empty list at `pointer` (the empty discard pile a card may be moved onto).
bool EmptyListAt(const Json& inner, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  return inner.contains(p) && inner.at(p).is_array() && inner.at(p).empty();
}
// Whether the position holds no count at `pointer` (left out, null or 0: no Deceased Shades yet).
bool NoCountAt(const Json& inner, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  return !inner.contains(p) || inner.at(p).is_null() || inner.at(p) == 0;
}
}  // namespace

DecidingFacts FindDecidingFacts(const Json& wrapper, const Json& deal_inner, const DifferenceAt& difference,
                                const AblationBudget& budget, const std::vector<FactEdit>& simpler) {
  DecidingFacts r;
  std::optional<std::string> base = difference(wrapper);
  if (!base) {
    r.complete = false;
    return r;
  }
  r.base = *base;
  // A field group already found deciding needs no further change tried once a change of it made the
  // difference go away; while its changes only turned the difference into another one, its further changes
  // are tried for one that removes it (the top card of a deck, not the whole deck emptied).
  std::set<std::string> decided;
  std::map<std::string, std::size_t> altering;  // group -> its fact, found by a change that did not remove it
  std::vector<FactEdit> edits = CandidateEdits(wrapper.at("state"), deal_inner, budget.max_edits);
  edits.insert(edits.end(), simpler.begin(), simpler.end());
  // The empty lists a simplification fills, each counted once per valid simplification (r.fills).
  auto filled = [&](const FactEdit& e) {
    std::vector<std::string> out;
    if (e.wrapper == nullptr) return out;
    const Json& inner = wrapper.at("state");
    for (const std::string& p : e.also)
      if (EmptyListAt(inner, p) || NoCountAt(inner, p)) out.push_back(p);
    if (EmptyListAt(inner, e.pointer) || NoCountAt(inner, e.pointer)) out.push_back(e.pointer);
    return out;
  };
  // The budget (r.complete false once it ran out) and one change tried: the difference it shows, nullopt
  // for no valid position; the empty lists and counts it fills are counted in r.fills.
  auto OutOfBudget = [&] {
    if (OutOfTime(budget) || static_cast<std::size_t>(r.tried) >= budget.max_runs) r.complete = false;
    return !r.complete;
  };
  auto Try = [&](const FactEdit& e) -> std::optional<std::string> {
    ++r.tried;
    std::optional<std::string> shown;
    try {
      shown = difference(WithEdit(wrapper, e));
    } catch (const std::exception&) {
      shown.reset();
    }
    if (!shown) ++r.invalid;
    else
      for (const std::string& p : filled(e)) ++r.fills[p].first, r.fills[p].second += *shown != r.base;
    return shown;
  };
  std::vector<const FactEdit*> skipped;  // known simplifications that fill an empty list: tried at the end
  for (const FactEdit& e : edits) {
    const bool known = decided.count(e.pointer) > 0 &&
                       std::all_of(e.also.begin(), e.also.end(), [&](const std::string& p) { return decided.count(p) > 0; });
    const auto open = e.also.empty() ? altering.find(e.pointer) : altering.end();
    if (known && open == altering.end()) {
      if (!filled(e).empty()) skipped.push_back(&e);
      continue;
    }
    if (OutOfBudget()) break;
    const std::optional<std::string> shown = Try(e);
    if (!shown || *shown == r.base) continue;
    if (known) {  // a group found altering: this change of it removes the difference, or tells nothing new
      if (shown->empty()) {
        DecidingFact& f = r.facts[open->second];
        f.edit = e;
        f.shown.clear();
        altering.erase(open);
      }
      continue;
    }
    if (!shown->empty() && e.also.empty()) altering[e.pointer] = r.facts.size();
    DecidingFact fact{e.pointer, FieldPattern(e.pointer, wrapper.at("state")), {}, e, *shown};
    fact.patterns.push_back(fact.pattern);
    decided.insert(e.pointer);
    for (const std::string& p : e.also) {
      decided.insert(p);
      std::string pattern = FieldPattern(p, wrapper.at("state"));
      if (std::find(fact.patterns.begin(), fact.patterns.end(), pattern) == fact.patterns.end()) fact.patterns.push_back(pattern);
    }
    r.facts.push_back(std::move(fact));
  }
  // The rest of the simplifications that fill an empty list, so that r.fills says whether every one alters.
  for (const FactEdit* e : skipped) {
    if (OutOfBudget()) break;
    Try(*e);
  }
  return r;
}

bool DecidedBy(const Json& wrapper, const Json& deal_inner, const std::vector<std::string>& patterns,
               const DifferenceAt& difference, const AblationBudget& budget, const std::vector<FactEdit>& simpler) {
  std::optional<std::string> base = difference(wrapper);
  if (!base) return false;
  const Json& inner = wrapper.at("state");
  std::size_t runs = 1;
  auto alters = [&](const FactEdit& edit) {  // a valid change that shows another difference
    try {
      const std::optional<std::string> shown = difference(WithEdit(wrapper, edit));
      return shown && *shown != *base;
    } catch (const std::exception&) {
      return false;
    }
  };
  std::set<std::string> pointers;
  for (const std::string& p : patterns) {
    std::vector<std::string> found;
    Matches(inner, Segments(p), 0, "", found);
    pointers.insert(found.begin(), found.end());
  }
  for (const std::string& pointer : pointers) {
    const Json::json_pointer jp(pointer);
    const Json* deal = nullptr;
    if (deal_inner.is_object() && deal_inner.contains(jp)) deal = &deal_inner.at(jp);
    Edits e(budget.max_edits);
    e.Walk(pointer, inner.at(jp), deal);
    for (const FactEdit& edit : e.out) {
      if (edit.pointer != pointer) continue;  // the field group itself, not fields inside it
      if (OutOfTime(budget) || runs++ >= budget.max_runs) return false;
      if (alters(edit)) return true;
    }
  }
  for (const FactEdit& edit : simpler) {
    // The same kind of simplification: it changes exactly the fields (as patterns) the fact names.
    std::set<std::string> touched{FieldPattern(edit.pointer, inner)};
    for (const std::string& p : edit.also) touched.insert(FieldPattern(p, inner));
    if (touched != std::set<std::string>(patterns.begin(), patterns.end())) continue;
    if (OutOfTime(budget) || runs++ >= budget.max_runs) return false;
    if (alters(edit)) return true;
  }
  return false;
}

namespace {

std::size_t Depth(const std::string& pointer) { return static_cast<std::size_t>(std::count(pointer.begin(), pointer.end(), '/')); }

// How many of the simplifications TellFacts tells change each field (where some fact removes the difference,
// only those that do).
std::map<std::string, int> SharedFields(const DecidingFacts& facts) {
  const bool some_agree = std::any_of(facts.facts.begin(), facts.facts.end(), [](const DecidingFact& f) { return f.shown.empty(); });
  std::map<std::string, int> shared;
  for (const DecidingFact& f : facts.facts) {
    if (f.edit.wrapper == nullptr || f.edit.exchange || (some_agree && !f.shown.empty())) continue;
    ++shared[f.pointer];
    for (const std::string& p : f.edit.also) ++shared[p];
  }
  return shared;
}

// Whether the position holds no count or value at `pointer`: left out, null, 0 or false (a pile without
// Shades, a supply without Courtiers); an empty list is a value a card can be moved onto, not a count.
bool NothingAt(const Json& inner, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  if (!inner.contains(p)) return true;
  const Json& v = inner.at(p);
  return v.is_null() || v == 0 || v == false;
}

// Whether the position holds an empty list or object at `pointer` (the empty discard pile).
bool EmptyAt(const Json& inner, const std::string& pointer) {
  const Json::json_pointer p(pointer);
  return inner.contains(p) && (inner.at(p).is_array() || inner.at(p).is_object()) && inner.at(p).empty();
}

// The field a simplification is told by: the one field two or more simplifications told change, when there
// is only one such field and the position holds nothing in it (any of two players' cards moved onto the empty discard pile removes the
// difference: the pile is the fact, not either card; but only when every card moved there does so: where only the
// Aces do, they are the fact, facts.fills), else one
// whose count the position leaves at nothing (the Deceased pile without Archivists a card was moved onto),
// else the one place it took something from (the Church's donation area a land went back to the bag from),
// else the deepest it changes (a Noble's Weapon rather than the discard pile the Weapon went to), the first
// of equal depth. `shared`: how many of the simplifications told change each field.
std::string TellingField(const DecidingFacts& facts, const DecidingFact& f, const Json& inner,
                         const std::map<std::string, int>& shared) {
  std::vector<std::string> changed{f.pointer};
  changed.insert(changed.end(), f.edit.also.begin(), f.edit.also.end());
  // A neighbour moves nothing between places (a title exchanged with the supply's, a deck turned face up):
  // the fact is the thing it changes, its deepest field (p2's title, not the supply's count of Earls).
  if (f.edit.neighbour) {
    if (!f.edit.about.empty()) return PlayerFieldPattern(f.edit.about, inner);
    std::string best = f.pointer;
    for (const std::string& p : f.edit.also)
      if (Depth(p) > Depth(best)) best = p;
    return PlayerFieldPattern(best, inner);
  }
  std::vector<std::string> many;  // every field two or more simplifications told change
  for (const auto& [p, k] : shared)
    if (k > 1) many.push_back(p);
  // Whether every simplification that put something where the position holds nothing altered the
  // difference (where one only did, the place it came from may be the fact as well: unclear, not claimed).
  auto every_fill_alters = [&](const std::string& p, int least) {
    const auto f = facts.fills.find(p);
    return f == facts.fills.end() || (f->second.first >= least && f->second.first == f->second.second);
  };
  if (many.size() == 1 && std::find(changed.begin(), changed.end(), many.front()) != changed.end() &&
      EmptyAt(inner, many.front()) && every_fill_alters(many.front(), 1))
    return PlayerFieldPattern(many.front(), inner);
  // The places the simplification took something from (a donated land back to the bag: the donation area).
  std::vector<std::string> lost;
  if (f.edit.wrapper) {
    const Json& then = f.edit.wrapper->at("state");
    for (const std::string& p : changed) {
      const Json::json_pointer jp(p);
      if (!inner.contains(jp)) continue;
      const Json& was = inner.at(jp);
      const Json* is = then.contains(jp) ? &then.at(jp) : nullptr;
      const bool less = !is || is->is_null() ||
                        (was.is_number() && is->is_number() && is->get<double>() < was.get<double>()) ||
                        (was.is_array() && is->is_array() && is->size() < was.size()) ||
                        (was.is_string() && is->is_string() && is->get<std::string>().size() < was.get<std::string>().size());
      if (less) lost.push_back(p);
    }
  }
  // A count at nothing that the simplification filled: the fact where what was taken is one of many alike (a
  // Courtier of 13 Ambassadors into the empty supply: "p0 has no Courtiers in their supply"), or where every
  // such fill decides; where it was a card taken from a pile in order (the Debutante on top of N2), and only
  // that one fill was tried, the pile it came from is told instead.
  const bool from_pile = std::any_of(lost.begin(), lost.end(), [&](const std::string& p) {
    const Json::json_pointer jp(p);
    return inner.contains(jp) && inner.at(jp).is_array();
  });
  for (const std::string& p : changed)
    if (NothingAt(inner, p) && (!from_pile || every_fill_alters(p, 2))) return PlayerFieldPattern(p, inner);
  // The one place the simplification took something from, where only one place lost something.
  if (lost.size() == 1) return PlayerFieldPattern(lost.front(), inner);
  std::string best = f.pointer;
  for (const std::string& p : f.edit.also)
    if (Depth(p) > Depth(best)) best = p;
  return PlayerFieldPattern(best, inner);
}

}  // namespace

namespace {

// A fact told in full can list a whole deck card by card; under the picture (which shows it in full) a few
// of its items are enough: a sentence longer than kWholeFactChars is cut at the last ", " before kFactChars
// characters, with "and so on". Three Nobles discarded for an Event (the Archivist the last of them) are
// told whole; five Rings on a Hand Screen are cut.
constexpr std::size_t kFactChars = 110, kWholeFactChars = 160;
std::string Brief(const std::string& sentence) {
  if (sentence.size() <= kWholeFactChars) return sentence;
  const std::size_t cut = sentence.rfind(", ", kFactChars);
  if (cut == std::string::npos || cut < 40) return sentence;
  return sentence.substr(0, cut) + " and so on";
}

// Facts about one list told item by item ("p4's estate has 13 lands, among them a farm at 0,-1", then "...,
// among them a clearing at -1,0") merge into one sentence naming every item.
std::vector<std::string> MergeListFacts(const std::vector<std::string>& facts) {
  static const std::string kAmong = ", among them ";
  std::vector<std::string> out;
  std::vector<std::vector<std::string>> items;  // per out entry with a list, its items
  for (const std::string& f : facts) {
    const std::size_t at = f.rfind(kAmong);
    const std::string head = at == std::string::npos ? std::string() : f.substr(0, at);
    auto same = std::find_if(out.begin(), out.end(), [&](const std::string& o) { return !head.empty() && o == head; });
    if (same != out.end()) {
      items[static_cast<std::size_t>(same - out.begin())].push_back(f.substr(at + kAmong.size()));
      continue;
    }
    out.push_back(head.empty() ? f : head);
    items.push_back(head.empty() ? std::vector<std::string>{} : std::vector<std::string>{f.substr(at + kAmong.size())});
  }
  for (std::size_t k = 0; k < out.size(); ++k) {
    const std::vector<std::string>& v = items[k];
    if (v.empty()) continue;
    out[k] += kAmong + (v.size() == 1 ? v[0] : fmt::format("{} and {}", fmt::join(v.begin(), v.end() - 1, ", "), v.back()));
  }
  return out;
}

}  // namespace

std::string ToldField(const DecidingFacts& facts, const DecidingFact& fact, const Json& inner) {
  if (fact.edit.wrapper == nullptr) return fact.pattern;
  return TellingField(facts, fact, inner, SharedFields(facts));
}

std::vector<std::string> TellFacts(const GameInfo& info, const Json& wrapper, const DecidingFacts& facts,
                                   std::size_t limit) {
  std::vector<std::string> out;
  if (info.narrator.empty() || info.public_schema.empty()) return out;
  const Json schema = PublicSchemaOf(info);
  const Json now = WithPublicDefaults(schema, wrapper);
  const bool some_agree = std::any_of(facts.facts.begin(), facts.facts.end(), [](const DecidingFact& f) { return f.shown.empty(); });
  const std::map<std::string, int> shared = SharedFields(facts);
  // Facts about where play stands (Narrator::standing) are told only where no other fact decides.
  std::vector<std::string> standing;
  auto stands = [&](const std::string& field) {
    return std::any_of(info.narrator.standing.begin(), info.narrator.standing.end(),
                       [&](const std::string& p) { return PatternCovers(p, field); });
  };
  auto told_facts = [&]() { return MergeListFacts(out.empty() ? standing : out); };
  // Facts that are fields of one total a rule reads (Narrator::totals), two or more of them: the total is
  // told first, in their place.
  std::set<const DecidingFact*> in_total;
  for (const NarratedTotal& total : info.narrator.totals) {
    std::vector<const DecidingFact*> covered;
    std::vector<std::string> pointers;
    for (const DecidingFact& f : facts.facts) {
      if (f.edit.exchange || (some_agree && !f.shown.empty()) || in_total.count(&f)) continue;
      // A one-field fact when the total reads its fields; a simplification (a token moved from p0's hand to
      // the box) when the total reads one of the places it moves something between.
      auto read = [&](const std::string& p) {
        return std::any_of(total.fields.begin(), total.fields.end(), [&](const std::string& t) { return PatternCovers(t, p); });
      };
      const bool simplified = f.edit.wrapper != nullptr;
      if (simplified ? std::none_of(f.patterns.begin(), f.patterns.end(), read) : !std::all_of(f.patterns.begin(), f.patterns.end(), read))
        continue;
      covered.push_back(&f);
      pointers.push_back(f.pointer);
      pointers.insert(pointers.end(), f.edit.also.begin(), f.edit.also.end());
    }
    if (covered.size() < 2 || out.size() >= limit) continue;
    std::string sentence;
    try {
      sentence = total.tell(now, pointers);
    } catch (const std::exception&) {
      sentence.clear();
    }
    if (sentence.empty()) continue;
    out.push_back(sentence);
    in_total.insert(covered.begin(), covered.end());
  }
  for (const int pass : {0, 1, 2})
    for (const DecidingFact& f : facts.facts) {
      if (out.size() >= limit || (pass == 2 && !out.empty())) return told_facts();
      const bool simplified = f.edit.wrapper != nullptr;
      if ((pass == 0) == simplified || (pass == 2) != f.edit.exchange) continue;
      if (some_agree && !f.shown.empty()) continue;  // it alters the difference; others remove it
      if (in_total.count(&f)) continue;  // told by its total
      // Two values exchanged tell both, one of which decides nothing alone: told only where the exchange
      // makes the difference go away, not where it merely turns it into another one (p1 given p0's gold, so
      // that p1 could afford a marriage next, under both readings).
      if (f.edit.exchange && !f.shown.empty()) continue;
      // A neighbour that names what it is about is told by that field's change alone (the married card, not
      // the dead one that took its place): the narrator may tell every field of a list by one pattern.
      Json edited = WithEdit(wrapper, f.edit);
      if (f.edit.neighbour && !f.edit.about.empty()) {
        const Json::json_pointer at("/state" + f.edit.about);
        edited = wrapper;
        edited[at] = f.edit.wrapper->at(at);
      }
      const Json then = WithPublicDefaults(schema, edited);
      std::vector<NarratedChange> told;
      try {
        told = info.narrator.differences(then, now);
      } catch (const std::exception&) {
        continue;
      }
      const std::vector<std::string> about_fields =
          simplified ? std::vector<std::string>{TellingField(facts, f, wrapper.at("state"), shared)} : f.patterns;
      for (const NarratedChange& c : told) {
        const bool about = std::any_of(about_fields.begin(), about_fields.end(), [&](const std::string& p) {
          return PatternCovers(c.field, p) || PatternCovers(p, c.field);
        });
        const std::string told_briefly = Brief(c.alone.empty() ? c.sentence : c.alone);  // the value, not the change
        std::vector<std::string>& into = stands(c.field) ? standing : out;
        if (about && into.size() < limit && std::find(into.begin(), into.end(), told_briefly) == into.end())
          into.push_back(told_briefly);
      }
    }
  return told_facts();
}

Json DealPublicState(const State& like) {
  if (!like.info().public_state) return nullptr;
  std::unique_ptr<State> s = NewGame(like.shared_context());
  for (int guard = 0; guard < 10000 && s->IsChance(); ++guard) s->ApplyLegalAction(s->ChanceOutcomes().front().action);
  return like.info().public_state(*s).at("state");
}

}  // namespace peerage
