// Reports of a conformance run: JUnit XML for CI systems (one <testsuite> per case source, one <testcase>
// per case, <failure> for a divergence, <error> for a case that could not run), and the text a person
// reads: each failure as a readable diff, and a summary table.
#pragma once
#include <string>

#include "model/protocol/conform.h"

namespace peerage::protocol {

std::string JUnitXml(const ConformReport& report, const std::string& game);

// A failed or errored case as readable lines: step, action, kind, differing fields, reference rules,
// shrinking and the reproducer (a passed or skipped case: one line).
std::string DescribeResult(const CaseResult& r);

// A passed case a budget cut short, as one line ("NOTE source/name: ..."); empty if it was not.
std::string DescribeLimited(const CaseResult& r);

// source | cases | pass | fail | error | skip | seconds, plus a total row, then "N skipped (engine declined
// the configuration)" when some were.
std::string SummaryTable(const ConformReport& report);

// The run's groups of divergences (by what differs: lockstep.h Signature), one line each: the difference in
// words, how often and in how many cases it showed, and its shortest witness; and the note when the engine
// could not be re-synchronised. Empty when none.
std::string DistinctList(const ConformReport& report);

// Escapes text for XML character data and attributes; drops characters XML 1.0 cannot carry.
std::string XmlEscape(const std::string& text);

}  // namespace peerage::protocol
