# peerage_embed_data(<file under the repository> <symbol>): compiles a game's shipped data file (see
# GameData in model/core/game.h) into the engines as `extern const std::string_view <symbol>;`.
# The source is written at configure time (so it belongs to no directory's custom commands and any game
# folder may call this), and editing the data file re-runs the configure step (CMAKE_CONFIGURE_DEPENDS).
function(peerage_embed_data file symbol)
  set(src ${CMAKE_SOURCE_DIR}/${file})
  set(out ${CMAKE_BINARY_DIR}/embedded/${symbol}.cc)
  file(READ "${src}" content)
  string(FIND "${content}" ")peerage_data\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${file} contains the raw-string delimiter )peerage_data\"")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${src})
  # file(CONFIGURE) rewrites the output only when its content changes: no needless rebuilds.
  file(CONFIGURE OUTPUT "${out}" CONTENT "// Generated from ${file} by cmake/embed_data.cmake; do not edit.
#include <string_view>
namespace peerage {
extern const std::string_view ${symbol};
const std::string_view ${symbol} = R\"peerage_data(@content@)peerage_data\";
}  // namespace peerage
" @ONLY)
  target_sources(peerage_games PRIVATE ${out})
endfunction()
