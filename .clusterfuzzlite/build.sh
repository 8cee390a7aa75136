#!/bin/bash -eu
# ClusterFuzzLite/OSS-Fuzz build script: builds every fuzz target (fuzz/*_fuzzer.cc) with the environment's
# $CC/$CXX/$CFLAGS/$CXXFLAGS (sanitizers and -fsanitize=fuzzer-no-link come from there, not from peerage's
# CMake) linked with $LIB_FUZZING_ENGINE, and puts into $OUT, per target:
#   <target>                  the fuzzer
#   <target>_seed_corpus.zip  corpus/fuzz/<target>/ (files at the top level of the zip)
#   <target>.dict             fuzz/<target>.dict (properties/ecosystem/fuzz_dicts.py regenerates them)
#   <target>.options          fuzz/<target>.options (max_len, timeout, rss_limit_mb)
# Runs from the repository root (the Dockerfile's WORKDIR, or PEERAGE_SRC). Build directory: $WORK/peerage.
# fmt is used header-only so the binaries need no libfmt.so on the runner image.
# Local run (what ci/clusterfuzzlite.sh does): CC=clang-14 CXX=clang++-14 CFLAGS=... CXXFLAGS=...
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/out WORK=/tmp/work SRC=/tmp bash .clusterfuzzlite/build.sh
repo="${PEERAGE_SRC:-$PWD}"
cd "$repo"
[[ -f CMakeLists.txt && -d fuzz ]] || { echo "build.sh: run from the peerage repository root" >&2; exit 1; }
jobs="${PEERAGE_JOBS:-$(nproc)}"
build="$WORK/peerage"

targets=()
for f in fuzz/*_fuzzer.cc; do targets+=("$(basename "$f" .cc)"); done

generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S . -B "$build" "${generator[@]}" \
  -DCMAKE_BUILD_TYPE= \
  -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DPEERAGE_FUZZ=ON \
  -DPEERAGE_FUZZ_SANITIZE=OFF \
  -DPEERAGE_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DPEERAGE_FMT_HEADER_ONLY=ON
cmake --build "$build" -j "$jobs" --target "${targets[@]}"

mkdir -p "$OUT"
for target in "${targets[@]}"; do
  cp "$build/fuzz/$target" "$OUT/"
  python3 - "corpus/fuzz/$target" "$OUT/${target}_seed_corpus.zip" <<'PY'
import os, sys, zipfile
src, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    for name in sorted(os.listdir(src)) if os.path.isdir(src) else []:
        path = os.path.join(src, name)
        if os.path.isfile(path):
            z.write(path, name)
PY
  for extra in dict options; do
    if [[ -f "fuzz/$target.$extra" ]]; then cp "fuzz/$target.$extra" "$OUT/"; fi
  done
done
echo "build.sh: ${targets[*]} in $OUT"
