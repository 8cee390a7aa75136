// How two answers differ, as lines a person can read: legal action sets (missing, extra, listed twice)
// and JSON values (per pointer, lists per element), for the conformance runner's reports.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "model/protocol/messages.h"

namespace peerage::protocol {

// Sorted-set difference of legal action texts: lines "missing in engine: a, b" / "extra in engine: c".
std::vector<std::string> LegalDiff(const std::vector<std::string>& reference, const std::vector<std::string>& engine);
// Differences between two JSON values as lines "<pointer>: reference <v>, engine <w>" (at most `limit`),
// values in full. Lists are compared per element: "<pointer>: first differing index i: reference <v>,
// engine <w>", then "<pointer>: only in reference: <v>" / "only in engine: <w>" per element (as
// multisets; "same elements in another order" when there are none); lists of equal length whose elements
// are objects or lists are compared index by index instead.
std::vector<std::string> JsonDiff(const Json& reference, const Json& engine, std::size_t limit = 12);
// JsonDiff of the whole values, or at the given pointers only; each line prefixed with `prefix`.
std::vector<std::string> CompareJson(const Json& reference, const Json& engine, const std::vector<std::string>& fields,
                                     const std::string& prefix);

}  // namespace peerage::protocol
