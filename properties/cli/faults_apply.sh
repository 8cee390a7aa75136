#!/usr/bin/env bash
# Every planted-fault patch (properties/faults/<piece>/*.patch, docs/battery.md "Planted faults") still applies
# to the source tree as it is. ci/planted_faults.sh builds and tests each one (an hour); this only checks that
# none has gone stale, so that a code change which moves a patched line says so at once, with the patch named.
# Usage: faults_apply.sh SOURCE_ROOT
set -u
root="$1"
cd "$root" || { echo "FAIL: no source root '$root'"; exit 1; }
fails=0 passes=0
for patch in properties/faults/*/*.patch; do
  if out=$(git apply --check "$patch" 2>&1); then passes=$((passes + 1))
  else echo "FAIL: $patch no longer applies: ${out%%$'\n'*}"; fails=$((fails + 1)); fi
done
if (( passes == 0 && fails == 0 )); then echo "FAIL: no patch under $root/properties/faults"; exit 1; fi
echo "$passes patches apply, $fails do not"
(( fails == 0 ))
