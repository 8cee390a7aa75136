#!/usr/bin/env bash
# Runs `peerage conform` against this example engine with conform's default options, from a fresh
# temporary directory (which also holds any reproducer traces) that is removed afterwards.
# Usage: run_conform.sh PEERAGE [more conform options, e.g. -n 50 --seed 2]
# CTest entry: examples.python-conform (examples/python-dueling-nobles/CMakeLists.txt).
set -euo pipefail
peerage=$(realpath "$1")
shift
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$peerage" conform --engine "python3 '$here/engine.py'" --game dueling-nobles \
  --repro-dir "$work/conform-repro" "$@"
