#!/usr/bin/env bash
# Test cmake-package (label unit): installs an already-built peerage tree into a temporary prefix, checks the
# layout, then configures and builds examples/consumer against it with find_package(peerage CONFIG REQUIRED)
# and runs the consumer's own test (all five games registered; golden traces replayed through the installed
# engines and compared with the expectations written in the consumer's source).
# Usage: cmake_package.sh CMAKE CTEST BUILD_DIR SOURCE_DIR CXX_COMPILER
# Writes only inside a fresh mktemp -d directory, removed on exit. Nothing of peerage is rebuilt.
set -euo pipefail
cmake_cmd="$1" ctest_cmd="$2" build="$3" src="$4" cxx="$5"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"

"$cmake_cmd" --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; exit 1; }

fail=0
for f in lib/cmake/peerage/peerageConfig.cmake lib/cmake/peerage/peerageConfigVersion.cmake \
         lib/cmake/peerage/peerageTargets.cmake \
         lib/libpeerage_core.a lib/libpeerage_analysis.a lib/libpeerage_protocol.a \
         include/model/core/state.h include/model/core/trace.h include/model/games/tudor/tudor.h \
         include/model/analysis/stats.h include/model/protocol/server.h \
         share/peerage/data/tudor/board.json share/peerage/data/noblemen/components.json \
         share/peerage/data/among-nobles/cards.json \
         share/peerage/corpus/golden/dueling-nobles-seed1-game0.trace.json share/peerage/corpus/perft/dueling-nobles.json share/peerage/docs/protocol.md; do
  [[ -f "$prefix/$f" ]] || { echo "cmake-package: not installed: $f" >&2; fail=1; }
done
# The engines' objects (one per game source, at least one per game folder).
for game in among_nobles dueling_nobles nobles_solo noblemen tudor; do
  find "$prefix/lib/peerage/objects" -path "*$game*" -name '*.o' | grep -q . ||
    { echo "cmake-package: no installed objects for $game" >&2; fail=1; }
done
# No path of the source or build tree may leak into the installed package files.
if grep -l -e "$src/" -e "$build/" "$prefix"/lib/cmake/peerage/*.cmake; then
  echo "cmake-package: installed CMake files name the source or build tree" >&2; fail=1
fi
(( fail == 0 )) || exit 1

# The installed command finds its installed corpus from any directory, perft tables' trace paths included.
if [[ -x "$prefix/bin/peerage" ]]; then
  (cd "$tmp" && "$prefix/bin/peerage" conform --game dueling-nobles --engine "$prefix/bin/peerage serve" \
     --random 0 --no-shrink --perft-seconds 5 --repro-dir "") >"$tmp/conform.log" 2>&1 ||
    { echo "cmake-package: the installed conform failed:" >&2; cat "$tmp/conform.log" >&2; exit 1; }
  grep -Eq '^perft +[1-9]' "$tmp/conform.log" ||
    { echo "cmake-package: the installed conform ran no perft position:" >&2; cat "$tmp/conform.log" >&2; exit 1; }
fi

gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
"$cmake_cmd" -S "$src/examples/consumer" -B "$tmp/consumer" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/configure.log" ||
  { cat "$tmp/configure.log"; exit 1; }
"$cmake_cmd" --build "$tmp/consumer" -j 2 >"$tmp/build.log" || { cat "$tmp/build.log"; exit 1; }
"$ctest_cmd" --test-dir "$tmp/consumer" --output-on-failure
echo "cmake-package: installed, consumer built and passed"
