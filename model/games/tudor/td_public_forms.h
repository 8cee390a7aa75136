// The packed numbers of Tudor's canonical state JSON said by name, both ways (td_public_forms.cc): the
// public state writes names (ToNames), its loader turns them back into numbers (FromNames) before the
// canonical reader runs. Internal to the public state (td_public.cc).
#pragma once
#include <string>

#include "model/core/json_util.h"
#include "model/games/tudor/tudor.h"

namespace peerage::td {

// Rewrites the canonical "state" member `st` into the public forms; `mode` is the canonical mode.
void ToNames(Json& st, const BoardData& board, const std::string& mode);
// The inverse on a public "state" member (n players); a value that names nothing throws a ParseError
// naming its field.
void FromNames(Json& st, const BoardData& board, int n);

}  // namespace peerage::td
