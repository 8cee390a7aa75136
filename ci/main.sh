#!/usr/bin/env bash
# The main job: set up, build, and generate every game's rules report (reports/<game>.md and .html).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/setup.sh
bash ci/build.sh default peerage
./build/default/peerage report all
