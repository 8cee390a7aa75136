#!/usr/bin/env bash
# The main job: set up, build, and generate the Dueling Nobles report (reports/dueling-nobles.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/setup.sh
bash ci/build.sh default peerage
./build/default/peerage report dueling-nobles
