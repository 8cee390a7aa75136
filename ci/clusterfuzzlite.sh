#!/usr/bin/env bash
# The ClusterFuzzLite/OSS-Fuzz build, run here as the OSS-Fuzz base image runs it for libFuzzer +
# AddressSanitizer (clang 14 here; the image has its own clang): .clusterfuzzlite/build.sh in fresh SRC, WORK
# and OUT directories, with two jobs; then checks $OUT has every fuzz target with its seed corpus zip,
# dictionary and options, and runs each target for a few seconds on the unzipped seeds with its dictionary
# and options. A step of its own, as ClusterFuzzLite's workflow runs build_fuzzers apart from the tests: a
# third full build of the libraries (with OSS-Fuzz's flags), 400 s cold on two cores, too dear for the test
# command (ci/test.sh), which keeps the cheap check fuzz.clusterfuzzlite-targets (the script's target list, the
# files it copies, its configure step). Run it after changing .clusterfuzzlite/, fuzz/ or the CMake files the
# fuzz targets build from (docs/fuzzing.md).
# Usage: bash ci/clusterfuzzlite.sh [SECONDS_PER_TARGET [BUILD_AREA]]   (defaults: 4, build/clusterfuzzlite)
#
# BUILD_AREA: WORK, where the libraries are compiled, is a fresh temporary directory there instead of under
# TMPDIR, and ccache (when CMake uses it) gets CCACHE_BASEDIR at the source root, as ci/build.sh sets it. Every
# path of a compile command then lies under the source root at the same depth in every run and every clone,
# so the cache serves this build from the second run on (from a fresh temporary directory it missed every time).
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
secs="${1:-4}"
area="${2:-$src/build/clusterfuzzlite}"
[[ "$secs" =~ ^[1-9][0-9]*$ ]] || { echo "clusterfuzzlite.sh: SECONDS_PER_TARGET must be a whole number, not '$secs'" >&2; exit 2; }
tmp=$(mktemp -d)
work=""
if [[ -n $area ]]; then
  mkdir -p "$area"
  work=$(mktemp -d "$area/cfl-work.XXXXXX")
fi
trap 'rm -rf "$tmp" ${work:+"$work"}' EXIT
start=$SECONDS

export CC=clang-14 CXX=clang++-14
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export SANITIZER=address FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64 FUZZING_LANGUAGE=c++
export SRC="$tmp/src" WORK="${work:-$tmp/work}" OUT="$tmp/out"
export PEERAGE_JOBS=2
[[ -n $work ]] && export CCACHE_BASEDIR="$src" CCACHE_NOHASHDIR=true CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}"
mkdir -p "$SRC" "$WORK" "$OUT"

(cd "$src" && bash .clusterfuzzlite/build.sh) >"$tmp/build.log" 2>&1 || { tail -50 "$tmp/build.log"; exit 1; }
echo "clusterfuzzlite.sh: build.sh took $((SECONDS - start)) s"

fail=0
targets=()
for f in "$src"/fuzz/*_fuzzer.cc; do targets+=("$(basename "$f" .cc)"); done
for t in "${targets[@]}"; do
  for f in "$t" "${t}_seed_corpus.zip" "$t.dict" "$t.options"; do
    [[ -s "$OUT/$f" ]] || { echo "missing in \$OUT: $f" >&2; fail=1; }
  done
  [[ -x "$OUT/$t" ]] || { echo "not executable: $t" >&2; fail=1; }
done
(( fail == 0 )) || exit 1

for t in "${targets[@]}"; do
  # The zip holds exactly the seed folder's files.
  mkdir -p "$tmp/seeds/$t" "$tmp/new/$t"
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
    "$OUT/${t}_seed_corpus.zip" "$tmp/seeds/$t"
  if ! diff -r "$tmp/seeds/$t" "$src/corpus/fuzz/$t" >/dev/null; then
    echo "$t: seed corpus zip differs from corpus/fuzz/$t" >&2; fail=1; continue
  fi
  # The options file's [libfuzzer] settings as flags, as ClusterFuzzLite passes them.
  opts=($(sed -n '/^\[libfuzzer\]/,/^\[/{s/^\([a-z_]*\) *= *\([^ ]*\)$/-\1=\2/p}' "$OUT/$t.options"))
  if ! (cd "$tmp" && "$OUT/$t" "${opts[@]}" -dict="$OUT/$t.dict" -max_total_time="$secs" -seed=1 \
          -artifact_prefix="$tmp/new/$t-" "$tmp/new/$t" "$tmp/seeds/$t" >"$tmp/$t.log" 2>&1); then
    echo "$t failed:" >&2; tail -40 "$tmp/$t.log" >&2; fail=1; continue
  fi
  grep -q "Dictionary: [1-9][0-9]* entries" "$tmp/$t.log" || { echo "$t: dictionary not loaded" >&2; fail=1; }
  runs=$(grep -o 'Done [0-9]* runs' "$tmp/$t.log" | tail -1)
  echo "clusterfuzzlite.sh: $t ${opts[*]} ran ${secs}s on $(ls "$tmp/seeds/$t" | wc -l) seeds: ${runs:-?}"
done
(( fail == 0 )) || exit 1
echo "clusterfuzzlite.sh: all ${#targets[@]} targets built and ran in $((SECONDS - start)) s"
