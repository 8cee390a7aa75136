#!/usr/bin/env bash
# Installs what peerage needs on Debian 12, as root (no sudo). Idempotent: does nothing when all is there.
#   bash ci/setup.sh            build + test dependencies
#   bash ci/setup.sh --chromium also Debian's chromium (for the HTML report browser test)
set -euo pipefail
packages=(g++ cmake ninja-build pkg-config git ca-certificates
          librapidcheck-dev libz3-dev libboost-test-dev libfmt-dev nlohmann-json3-dev libcli11-dev
          clang-14 libclang-rt-14-dev python3  # python3: fuzz dictionaries, ClusterFuzzLite seed zips
          ccache  # ccache: a CI run after a session's own builds recompiles little (CMakeLists.txt, ci/build.sh)
          # test schema.interop (properties/schema/interop.py) and the official suite run in peerage_unit
          python3-jsonschema json-schema-test-suite)
[[ "${1:-}" == "--chromium" ]] && packages+=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if (( ${#missing[@]} == 0 )); then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi
echo "setup: installing ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
  echo "setup: must run as root to install packages (missing: ${missing[*]})" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
