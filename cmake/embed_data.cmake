# Writes a C++ source defining `extern const std::string_view SYMBOL` holding the text of IN.
# Run by peerage_embed_data (model/games/CMakeLists.txt) at build time: cmake -DIN= -DOUT= -DSYMBOL= -P.
file(READ "${IN}" content)
string(FIND "${content}" ")peerage_data\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw-string delimiter )peerage_data\"")
endif()
file(WRITE "${OUT}.tmp" "// Generated from ${IN} by cmake/embed_data.cmake; do not edit.\n#include <string_view>\nnamespace peerage {\nextern const std::string_view ${SYMBOL};\nconst std::string_view ${SYMBOL} = R\"peerage_data(${content})peerage_data\";\n}  // namespace peerage\n")
file(RENAME "${OUT}.tmp" "${OUT}")
