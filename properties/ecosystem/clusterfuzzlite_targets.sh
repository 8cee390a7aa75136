#!/usr/bin/env bash
# Test fuzz.clusterfuzzlite-targets (label fuzz): the cheap half of the ClusterFuzzLite build, kept in the test
# command while the build itself is a step of its own (ci/clusterfuzzlite.sh, docs/fuzzing.md). Passes when
#   - the targets .clusterfuzzlite/build.sh builds (every fuzz/*_fuzzer.cc) are exactly the fuzz targets CMake
#     defines (fuzz/CMakeLists.txt, passed in as arguments);
#   - each has what build.sh copies into $OUT: a [libfuzzer] options file naming max_len, a dictionary of
#     quoted entries, and a seed folder corpus/fuzz/<target>/ that is not empty;
#   - build.sh parses (bash -n) and its configure step (the same cmake options, $CXXFLAGS of the base image)
#     succeeds and offers every target, in a fresh directory under BUILD_AREA, removed afterwards.
# Usage: clusterfuzzlite_targets.sh SOURCE_DIR BUILD_AREA CMAKE TARGET...
set -u
src="$1" area="$2" cmake="$3"
shift 3
cmake_targets=$(printf '%s\n' "$@" | sort)
failures=0 passes=0
check() {  # check NAME COMMAND...: COMMAND's status is the verdict
  local name="$1"; shift
  if "$@"; then passes=$((passes + 1)); else echo "FAIL: $name"; failures=$((failures + 1)); fi
}
script_targets=$(for f in "$src"/fuzz/*_fuzzer.cc; do basename "$f" .cc; done | sort)
check "build.sh's targets ($(echo $script_targets)) are CMake's ($(echo $cmake_targets))" \
  test "$script_targets" = "$cmake_targets"
for t in $script_targets; do
  check "fuzz/$t.options has a [libfuzzer] section naming max_len" \
    grep -qE '^max_len *= *[0-9]+' <(sed -n '/^\[libfuzzer\]/,/^\[/p' "$src/fuzz/$t.options" 2>/dev/null)
  check "fuzz/$t.dict has entries" grep -qE '^[a-z_0-9]*=?"' "$src/fuzz/$t.dict"
  check "corpus/fuzz/$t/ has seeds" test -n "$(ls -A "$src/corpus/fuzz/$t" 2>/dev/null)"
done
check "build.sh parses" bash -n "$src/.clusterfuzzlite/build.sh"
# The configure step as build.sh runs it (its cmake options; the base image's flags).
mkdir -p "$area"
work=$(mktemp -d "$area/cfl-configure.XXXXXX")
trap 'rm -rf "$work"' EXIT
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
options=$(sed -n '/^cmake -S/,/[^\\]$/p' "$src/.clusterfuzzlite/build.sh" | grep -o -- '-DPEERAGE_[A-Z_]*=[^ ]*' | sed "s|\"\$LIB_FUZZING_ENGINE\"|-fsanitize=fuzzer|")
check "build.sh names its PEERAGE_ options ($(echo $options))" test -n "$options"
if CXX=clang++-14 "$cmake" -S "$src" -B "$work/peerage" -G Ninja -DCMAKE_BUILD_TYPE= -DCMAKE_CXX_COMPILER=clang++-14 \
     -DCMAKE_CXX_FLAGS="$flags" $options >"$work/configure.log" 2>&1; then
  passes=$((passes + 1))
  offered=$("$cmake" --build "$work/peerage" --target help 2>/dev/null | sed -n 's/^\([a-z_]*_fuzzer\):.*/\1/p' | sort)
  check "the configured build offers every target (offers: $(echo $offered))" test "$offered" = "$cmake_targets"
else
  tail -20 "$work/configure.log"
  echo "FAIL: build.sh's configure step failed"; failures=$((failures + 1))
fi
echo "$passes passed, $failures failed"
(( failures == 0 ))
