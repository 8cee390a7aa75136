// Building a report's FAQ entries: for each interpretation, the search for a situation where its readings
// part (at every player count, alone, with observations compared, then together with other readings, and
// in the hand-built seeds), how often they part in random play, and the example cut from the witness and
// shrunk; for each distinct finding, its example the same way. Used by BuildReport (report_build.cc).
#pragma once
#include <string>
#include <vector>

#include "model/analysis/faq.h"
#include "model/analysis/report.h"

namespace peerage {

// A hand-built seed situation: a start position and a few actions, with a note saying in plain words what
// it shows. Named <id>=<reading>[...].trace.json for the pair it was made for.
struct ExampleSeed {
  std::string path;
  Trace trace;
  std::string solver;  // the solver answer's id when this is its confirmed witness (not a hand-built file)
};

// Every <dir>/<game>/*.trace.json (sorted by name). A seed that does not replay is an error naming it (the
// seeds are checked in, so a broken one is a bug).
std::vector<ExampleSeed> LoadExampleSeeds(const GameInfo& info, const std::string& dir);

// A seed made for the pair (its file name starts with "<id>=<reading>") is tried first, then the others.
FaqEntry InterpretationEntry(const GameInfo& info, const Interpretation& interpretation, const ReportOptions& options,
                             const std::vector<ExampleSeed>& seeds);

// One entry per distinct finding: findings are the same when kind, rule ids and the interpretation the engine
// continued by (its id, whatever the reading) agree; counts and configurations are summed.
std::vector<FaqEntry> FindingEntries(const GameInfo& info, const std::vector<ReportFinding>& findings);

}  // namespace peerage
