// The packed values of Noblemen's canonical state JSON written as a table would write them, both ways
// (nm_public_forms.cc): the public state writes the plain forms (WritePlainForms), its loader turns them
// back into the canonical numbers (ReadPlainForms) before the canonical reader runs. Internal to the
// public state (nm_public.cc).
#pragma once
#include "model/games/noblemen/noblemen.h"

namespace peerage::nm {

// Rewrites the canonical "state" member `st`: price-track bit masks as lists of spaces, Follies by name,
// the War card and titles by name, -1 as null.
void WritePlainForms(Json& st);
// The inverse on a public "state" member; a value in another form throws a ParseError naming its field.
void ReadPlainForms(Json& st);

}  // namespace peerage::nm
