#!/usr/bin/env bash
# Runs the built test suite as one `swift test` process per core, each taking a share of the suites,
# and prints their output one after the other. Every test runs on the main actor, so one process
# keeps one core busy: shards are what make a 2-core machine use both. Suites go to the shard with
# the fewest tests so far, largest suites first; a test outside any suite counts as a suite of one.
# The shards only run what is built, so they pass SwiftPM's lock on the build folder together.
#   Scripts/test-shards.sh [--shards N] [--skip REGEX ...]
set -uo pipefail
SWIFT=${SWIFT:-swift}
shards=$(nproc)
skips=()
while [ $# -gt 0 ]; do
    case "$1" in
        --shards) shards=$2; shift 2 ;;
        --skip) skips+=("$2"); shift 2 ;;
        *) echo "usage: $0 [--shards N] [--skip REGEX ...]" >&2; exit 2 ;;
    esac
done

dir=$(mktemp -d "${TMPDIR:-/tmp}/openuikit-tests.XXXXXX")
trap 'rm -rf "$dir"' EXIT

"$SWIFT" test list --skip-build > "$dir/all" 2> "$dir/list.err" || { cat "$dir/list.err"; exit 1; }
cp "$dir/all" "$dir/list"
for s in "${skips[@]}"; do grep -Ev -- "$s" "$dir/list" > "$dir/kept"; mv "$dir/kept" "$dir/list"; done
# "Target.Suite/test()" → "Target.Suite"; a free test keeps its whole name.
awk -F/ '{ print (NF > 1 ? $1 "/" : $0) }' "$dir/list" | sort | uniq -c | sort -k1,1nr -k2 > "$dir/suites"
[ "$shards" -ge 1 ] || shards=1
awk -v n="$shards" -v dir="$dir" '
    { best = 0; for (i = 1; i < n; i++) if (load[i] < load[best]) best = i
      load[best] += $1; print $2 > (dir "/shard" best) }' "$dir/suites"

pids=()
for ((i = 0; i < shards; i++)); do
    [ -s "$dir/shard$i" ] || continue
    # Each name becomes a literal regular expression: dots and brackets escaped.
    filters=()
    while read -r name; do filters+=(--filter "$(printf '%s' "$name" | sed 's/[][().\\^$*+?{}|]/\\&/g')"); done < "$dir/shard$i"
    "$SWIFT" test --skip-build --ignore-lock "${filters[@]}" > "$dir/out$i" 2>&1 &
    pids[i]=$!
done
echo "Running the tests in ${#pids[@]} processes…"

status=0
for i in "${!pids[@]}"; do
    wait "${pids[i]}"; rc=$?
    cat "$dir/out$i"
    [ "$rc" -eq 0 ] || { echo "Shard $((i + 1)) of ${#pids[@]} failed (exit $rc)."; status=1; }
done
[ "$status" -eq 0 ] && echo "All ${#pids[@]} shards passed."
exit "$status"
