// reports/<game>.json: the FAQ entries as data (format "peerage-faq", version 1; schema in docs/reports.md).
#include <nlohmann/json.hpp>

#include "model/analysis/report.h"

namespace peerage {
namespace {

Json OutcomeJson(const ReadingOutcome& o) {
  Json j;
  j["reading"] = o.reading;
  j["sentence"] = o.sentence;
  j["illegal_at"] = o.illegal_at;
  if (o.illegal_at >= 0) j["why"] = o.why;
  j["terminal"] = o.terminal;
  if (o.terminal) {
    j["scores"] = o.scores;
    j["ranking"] = o.ranking;
    if (o.draw) j["draw"] = true;
  } else {
    j["actor"] = o.actor;
  }
  if (!o.compared.empty()) j["compared"] = o.compared;
  if (!o.as_under.empty()) j["as_under"] = o.as_under;
  if (!o.tie_note.empty()) j["tie_note"] = o.tie_note;
  if (!o.compared_actor.empty()) j["compared_actor"] = o.compared_actor;
  if (o.same_result) j["same_result"] = true;
  if (o.same_winners) j["same_winners"] = true;
  if (!o.resolved.empty()) j["resolved"] = o.resolved;
  if (!o.resolved.empty() && o.resolved_point >= 0) j["resolved_point"] = o.resolved_point;
  if (o.resolved_alike) j["resolved_alike"] = true;
  if (o.resolved_extends) j["resolved_extends"] = true;
  if (o.resolved_follows) j["resolved_follows"] = true;
  if (o.compared_over) j["compared_over"] = true;
  j["only_here"] = o.only_here;
  j["only_here_count"] = o.only_here_count;
  if (!o.then.empty()) j["then"] = o.then;
  if (!o.only_here_resolved.empty()) j["only_here_resolved"] = o.only_here_resolved;
  j["not_here"] = o.not_here;
  j["not_here_count"] = o.not_here_count;
  if (!o.not_here_why.empty()) j["not_here_why"] = o.not_here_why;
  if (!o.choices.empty()) {
    j["choices"] = o.choices;
    j["choices_count"] = o.choices_count;
  }
  if (!o.illegal_told.empty()) j["illegal_told"] = o.illegal_told;
  if (o.narrated) {
    j["only_here_told"] = o.only_here_told;
    if (!o.then_told.empty()) j["then_told"] = o.then_told;
    j["not_here_told"] = o.not_here_told;
    if (!o.choices_told.empty()) j["choices_told"] = o.choices_told;
    j["told"] = o.told;
    j["told_fields"] = o.told_fields;
  }
  Json fields = Json::array();
  for (const auto& [path, value] : o.fields) fields.push_back({{"path", path}, {"value", value}});
  j["fields"] = fields;
  j["fields_of"] = o.fields_of;
  j["finding"] = o.finding;
  if (!o.finding_said.empty()) j["finding_said"] = o.finding_said;
  return j;
}

Json ExampleJson(const FaqExample& ex) {
  Json j;
  j["file"] = ex.file;
  j["players"] = ex.trace.players;
  j["readings"] = ex.reading_b.empty() ? Json::array({ex.reading_a}) : Json::array({ex.reading_a, ex.reading_b});
  j["context"] = ex.context;
  Json actions = Json::array();
  for (const TraceStep& s : ex.trace.steps) actions.push_back({{"actor", s.actor.value_or("")}, {"action", s.action}});
  j["actions"] = actions;
  j["steps_in_words"] = ExampleSteps(ex);
  j["start_picture"] = ex.picture;
  if (!ex.focus.empty()) j["focus"] = ex.focus;
  if (!ex.deciding.empty()) j["deciding"] = ex.deciding, j["deciding_fields"] = ex.deciding_fields;
  if (!ex.constructed.empty()) j["constructed"] = ex.constructed;
  j["source"] = ex.source;
  j["found_steps"] = ex.found_steps;
  j["history"] = ex.history;
  if (!ex.split.kind.empty()) j["parting"] = {{"step", ex.split.step}, {"kind", ex.split.kind}, {"detail", ex.split.detail}};
  Json outcomes = Json::array();
  for (const ReadingOutcome& o : ex.outcomes) outcomes.push_back(OutcomeJson(o));
  j["outcomes"] = outcomes;
  return j;
}

Json EntryJson(const FaqEntry& e) {
  Json j;
  j["kind"] = e.kind;
  if (e.kind == "interpretation") j["modelling"] = e.modelling;
  if (e.unraised) j["unraised"] = true;
  j["id"] = e.id;
  j["question"] = e.question;
  j["phrase"] = e.phrase;
  j["place"] = e.place;
  j["rules"] = e.rules;
  Json readings = Json::array();
  for (const Reading& r : e.readings)
    readings.push_back({{"id", r.id}, {"description", r.description}, {"default", r.id == e.default_reading}});
  j["readings"] = readings;
  j["default_why"] = e.default_why;
  Json examples = Json::array();
  for (const FaqExample& ex : e.examples) examples.push_back(ExampleJson(ex));
  j["examples"] = examples;
  Json frequency = Json::array();
  for (const Frequency& f : e.frequency)
    frequency.push_back({{"players", f.players}, {"reading", f.reading}, {"games", f.games}, {"diverged", f.diverged}});
  j["frequency"] = frequency;
  j["without_example"] = e.without_example;
  j["solver"] = e.solver;
  if (e.kind == "finding") {
    // The interpretation whose readings the example is replayed under ("" if none).
    j["interpretation"] = e.resolved_by.substr(0, e.resolved_by.find('='));
    j["finding_kind"] = e.finding_kind;
    j["detail"] = e.detail;
    j["resolved_by"] = e.resolved_by;
    j["count"] = e.count;
    j["games"] = e.games;
    j["configurations"] = e.configurations;
    j["inside"] = e.inside;
    j["only_under"] = e.only_under;
  }
  return j;
}

}  // namespace

std::string RenderJson(const GameReport& r) {
  Json j;
  j["format"] = "peerage-faq";
  j["version"] = 1;
  j["game"] = r.info->name;
  j["title"] = r.info->title;
  j["rulebook"] = CiteRulebook(r.info->rulebook);
  j["generated_by"] = ReportCommand(r);
  if (const auto params = ReportParameters(r); !params.empty()) j["parameters"] = params;  // the set-up every run used
  if (const auto assumptions = DataAssumptions(*r.info); !assumptions.empty()) j["data_assumptions"] = assumptions;
  Json entries = Json::array();
  for (const FaqEntry& e : r.faq) entries.push_back(EntryJson(e));
  j["entries"] = entries;
  return j.dump(1) + "\n";
}

}  // namespace peerage
