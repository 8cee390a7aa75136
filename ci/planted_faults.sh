#!/usr/bin/env bash
# The planted-fault suite (issue 40 item 3; docs/battery.md, "Planted faults"): every patch under
# properties/faults/<piece>/ plants one plausible mistake in a piece of machinery and names, in its header,
# the contract test that must fail with it:
#
#   # piece: <piece>
#   # fault: <what is wrong>
#   # killed-by: <CTest entry>[, <Boost.Test path>]
#   diff --git ...            (git apply ignores the lines before the diff)
#
# One scratch worktree of HEAD (under a mktemp -d in build/, removed on exit, failure or interrupt) is
# configured with the default preset and built once; then for each patch: git apply, an incremental build
# of the executables the killing CTest entry runs, that entry's command with its environment and working
# directory (the source root of the scratch worktree) as CTest has them (ctest --show-only=json-v1), its
# --run_test narrowed to the named Boost.Test path, then the patch reverted. The test must FAIL: "killed".
# A test that passes is a "SURVIVED"; a patch that does not apply, does not build, or names a change
# detector (a golden trace or perft table compared with the tree, a report's drift) as its killer is an
# "error": a fault only a change detector sees is not caught by a contract. Exit status 1 if any patch
# survived or erred. It runs outside .ci/run: a build per patch.
#
# Usage: bash ci/planted_faults.sh [--list] [PATCH...]     (default: every properties/faults/*/*.patch)
# Patches are read from this checkout; the code they are applied to is HEAD's (commit first).
# Environment: PEERAGE_JOBS (build jobs, as ci/build.sh), PEERAGE_FAULTS_TIMEOUT (seconds per test, 900),
# PEERAGE_FAULTS_LOGS (where each patch's build and test output is kept; build/planted-faults/).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

list=0
patches=()
for a in "$@"; do
  case "$a" in
    --list) list=1 ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "planted_faults.sh: unknown option $a" >&2; exit 2 ;;
    *) [[ -f "$a" ]] || { echo "planted_faults.sh: no such patch: $a" >&2; exit 2; }
       patches+=("$(realpath --relative-to="$root" "$a")") ;;
  esac
done
if ((${#patches[@]} == 0)); then
  shopt -s nullglob
  patches=(properties/faults/*/*.patch)
fi
((${#patches[@]} > 0)) || { echo "planted_faults.sh: no patches" >&2; exit 2; }

header() { sed -n "s/^# $2: *//p" "$1" | head -n 1; }  # header FILE FIELD
# Change detectors: tests that compare the tree with checked-in output rather than state a contract.
# CTest entries (regular expression over the whole name) and Boost.Test paths (prefixes).
detector_entries='^(reports-up-to-date\..*|fuzz-dicts|readme-catalogue|docs\.engine-guide)$'
detector_paths=(corpus/golden_traces_replay_with_their_checkpoints corpus/perft_tables_agree)
is_detector() {  # is_detector ENTRY [PATH]
  [[ "$1" =~ $detector_entries ]] && return 0
  local p
  for p in "${detector_paths[@]}"; do [[ -n "${2:-}" && "$2" == "$p"* ]] && return 0; done
  return 1
}

if ((list)); then
  for p in "${patches[@]}"; do
    printf '%s\n  piece: %s\n  fault: %s\n  killed-by: %s\n' "$p" "$(header "$p" piece)" "$(header "$p" fault)" \
      "$(header "$p" killed-by)"
  done
  exit 0
fi

start=$SECONDS
logs="${PEERAGE_FAULTS_LOGS:-$root/build/planted-faults}"
mkdir -p "$logs" "$root/build"
scratch=$(mktemp -d "$root/build/planted-faults-wt.XXXXXX")
wt="$scratch/src"
cleanup() {
  git -C "$root" worktree remove --force "$wt" >/dev/null 2>&1 || true
  rm -rf "$scratch"
  git -C "$root" worktree prune >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM
git -C "$root" worktree add --detach -q "$wt" HEAD
build() { (($# > 0)) || return 0; (cd "$wt" && PEERAGE_JOBS="${PEERAGE_JOBS:-1}" bash ci/build.sh default "$@"); }

# Configure (no target: the configure step alone), then read every entry's command from CTest.
(cd "$wt" && cmake --preset default >/dev/null)
ctest --test-dir "$wt/build/default" --show-only=json-v1 >"$scratch/tests.json"

# Each killing entry as CTest runs it, one directory per entry under $scratch/entries/: targets (the
# executables of the build its command names: their file names are the CMake targets), env (KEY=VALUE
# lines), dir (working directory), cmd (the arguments, one a line).
entries=()
for p in "${patches[@]}"; do
  kb=$(header "$p" killed-by)
  entries+=("${kb%%,*}")
done
python3 - "$scratch/tests.json" "$wt/build/default" "$scratch/entries" "${entries[@]}" <<'PY'
import json, os, sys
tests, bdir, out = json.load(open(sys.argv[1]))["tests"], sys.argv[2], sys.argv[3]
for name in set(n.strip() for n in sys.argv[4:]):
    t = next((t for t in tests if t["name"] == name and t.get("command")), None)
    if t is None or not name:  # no such entry (or one CTest lists without a command): an error per patch
        continue
    props = {p["name"]: p["value"] for p in t.get("properties", [])}
    cmd = t["command"]
    targets = [os.path.basename(a) for a in cmd
               if a.startswith(bdir + "/") and "/test-logs/" not in a and not a.endswith((".log", ".txt"))]
    d = os.path.join(out, name)
    os.makedirs(d)
    for f, text in (("targets", " ".join(dict.fromkeys(targets))), ("env", "\n".join(props.get("ENVIRONMENT", []))),
                    ("dir", props.get("WORKING_DIRECTORY", bdir)), ("cmd", "\n".join(cmd))):
        with open(os.path.join(d, f), "w") as fh:
            fh.write(text + "\n" if text else "")
PY
all_targets=()
for e in "$scratch"/entries/*/; do
  ts=()
  [[ -f "$e/targets" ]] && read -r -a ts <"$e/targets" || true
  all_targets+=("${ts[@]}")
done
mapfile -t all_targets < <(printf '%s\n' "${all_targets[@]}" | sort -u | sed '/^$/d')
echo "planted_faults.sh: ${#patches[@]} patches; building ${all_targets[*]} in $wt"
if ! build "${all_targets[@]}" >"$logs/initial-build.log" 2>&1; then
  echo "planted_faults.sh: the unpatched tree does not build (log: $logs/initial-build.log)" >&2
  exit 2
fi

killed=0 survived=0 errors=0
results=()
for p in "${patches[@]}"; do
  name=$(basename "$(dirname "$p")")/$(basename "$p" .patch)
  log="$logs/${name//\//--}.log"
  kb=$(header "$p" killed-by)
  entry=${kb%%,*}; entry=${entry// /}
  path=""; [[ "$kb" == *,* ]] && { path=${kb#*,}; path=${path// /}; }
  t0=$SECONDS
  verdict=""
  if [[ -z "$entry" ]]; then
    verdict="error (no killed-by line)"
  elif is_detector "$entry" "$path"; then
    verdict="error (caught only by a change detector: $kb)"
  elif [[ ! -s "$scratch/entries/$entry/cmd" ]]; then
    verdict="error (no CTest entry $entry)"
  elif ! git -C "$wt" apply "$root/$p" 2>"$log"; then
    verdict="error (does not apply: $(head -n 1 "$log"))"
  else
    e="$scratch/entries/$entry"
    ts=()
    read -r -a ts <"$e/targets" || true
    if ! build "${ts[@]}" >>"$log" 2>&1; then
      verdict="error (does not build; log: $log)"
    else
      mapfile -t cmd <"$e/cmd"
      if [[ -n "$path" ]]; then  # narrow --run_test to the named case (added after the executable if absent)
        narrowed=() put=0
        for a in "${cmd[@]}"; do
          if [[ "$a" == --run_test=* ]]; then narrowed+=("--run_test=$path"); put=1
          elif [[ "$a" == -- && $put == 0 ]]; then narrowed+=("--run_test=$path" --); put=1
          else narrowed+=("$a"); fi
        done
        ((put)) || narrowed+=("--run_test=$path")
        cmd=("${narrowed[@]}")
      fi
      # The entry's paths name the scratch build; its source directory is the scratch worktree's.
      mapfile -t envs <"$e/env"
      set +e
      (cd "$(cat "$e/dir")" && env "${envs[@]}" timeout "${PEERAGE_FAULTS_TIMEOUT:-900}" "${cmd[@]}") >>"$log" 2>&1
      rc=$?
      set -e
      if ((rc == 124)); then verdict="killed (timed out)"
      elif ((rc != 0)); then verdict="killed"
      else verdict="SURVIVED"; fi
    fi
    git -C "$wt" apply -R "$root/$p" 2>>"$log" || true
    git -C "$wt" reset -q --hard HEAD  # whatever the test or the revert left, the next patch starts from HEAD
  fi
  case "$verdict" in
    killed*) ((++killed)) ;;
    SURVIVED*) ((++survived)) ;;
    *) ((++errors)) ;;
  esac
  line=$(printf '%-9s %-55s %4ds  %s' "${verdict%% *}" "$name" $((SECONDS - t0)) "$kb")
  [[ "$verdict" == error* ]] && line+="  -- ${verdict#error }"
  echo "$line"
  results+=("$line")
done

elapsed=$((SECONDS - start))
printf 'planted_faults.sh: %d patches: %d killed, %d survived, %d errors; %dm%02ds (logs: %s)\n' \
  "${#patches[@]}" "$killed" "$survived" "$errors" $((elapsed / 60)) $((elapsed % 60)) "$logs"
((survived == 0 && errors == 0))
