// Atomic differences: what differs at one position split into the pieces a bug can cause on its own, so that
// two bugs that meet at one decision are two groups (conform.h), not one named by whichever showed first.
//
// A decision whose legal sets share some action kind (the engine asks for the same decision, with some
// actions left out or added) splits into one difference per kind only one side offers: "the engine offers
// 'weapon' actions the reference does not" and "the engine offers 'hearts' actions ..." are two. A decision
// whose legal sets share no kind (the engine asks for another decision altogether: a wrong phase order) stays
// one difference, as does a wrong actor, a wrong state (grouped by its fields), a wrong chance distribution,
// a refusal and a fault. A position the engine loads wrongly ("loading") splits into one difference per
// field pattern it changes: each is a bug of its loader of its own.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "model/protocol/compare.h"

namespace peerage::protocol {

// The field patterns a state divergence's detail lines name (JSON pointers, list indices as "*"), sorted
// and joined with ", " (lockstep.cc).
std::string DifferingFields(const std::vector<std::string>& details);
// The same, as a set of patterns.
std::set<std::string> DifferingFieldSet(const std::vector<std::string>& details);
// `d` split into its atomic differences (just `d` when it is one). `reference_texts`: the reference's legal
// action texts at the position (LegalTexts).
std::vector<Divergence> SplitAtoms(Divergence d, const std::vector<std::string>& reference_texts);

}  // namespace peerage::protocol
