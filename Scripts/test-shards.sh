#!/usr/bin/env bash
# Runs the built test suite in one `swift test` process per core at a time, and prints what they
# printed once all are done. Every test runs on the main actor, so one process keeps one core busy:
# running several is what makes a 2-core machine use both. The suites are dealt into six batches per
# core (largest suites first, each to the batch with the fewest tests so far; a test outside any suite
# counts as a suite of one), and each core takes the next batch when it is free, so a slow batch does
# not leave a core idle at the end. The processes are the built test binary (run as `swift test`
# runs it), so SwiftPM's lock on the build folder is not theirs to take. Within a process the tests run one after another (--no-parallel):
# each test's time in the log is its own, and no test is helped along by another's frames.
# The suites matching a --first pattern form one batch of their own, started before all others and
# run in one process, one test after another: the suites that build packages in the build folder,
# which keep one core busy for minutes (SwiftPM plans, a small app compiles, lld links) while the
# other core runs batches beside them.
#   Scripts/test-shards.sh [--jobs N] [--skip REGEX ...] [--first REGEX]
set -uo pipefail
SWIFT=${SWIFT:-swift}
jobs=$(nproc)
skips=()
first=""
while [ $# -gt 0 ]; do
    case "$1" in
        --jobs) jobs=$2; shift 2 ;;
        --skip) skips+=("$2"); shift 2 ;;
        --first) first=$2; shift 2 ;;
        *) echo "usage: $0 [--jobs N] [--skip REGEX ...] [--first REGEX]" >&2; exit 2 ;;
    esac
done
[ "$jobs" -ge 1 ] || jobs=1

dir=$(mktemp -d "${TMPDIR:-/tmp}/openuikit-tests.XXXXXX")
trap 'rm -rf "$dir"' EXIT

"$SWIFT" test list --skip-build > "$dir/list" 2> "$dir/list.err" || { cat "$dir/list.err"; exit 1; }
for s in "${skips[@]}"; do grep -Ev -- "$s" "$dir/list" > "$dir/kept"; mv "$dir/kept" "$dir/list"; done
# The first batch: its suites, named as the others are dealt.
if [ -n "$first" ]; then
    grep -E -- "$first" "$dir/list" | awk -F/ '{ print (NF > 1 ? $1 "/" : $0) }' | sort -u > "$dir/batchF"
    grep -Ev -- "$first" "$dir/list" > "$dir/kept"; mv "$dir/kept" "$dir/list"
    [ -s "$dir/batchF" ] || rm "$dir/batchF"
fi
# "Target.Suite/test()" → "Target.Suite/"; a free test keeps its whole name.
awk -F/ '{ print (NF > 1 ? $1 "/" : $0) }' "$dir/list" | sort | uniq -c | sort -k1,1nr -k2 > "$dir/suites"
batches=$((jobs * 6))
awk -v n="$batches" -v dir="$dir" '
    { best = 0; for (i = 1; i < n; i++) if (load[i] < load[best]) best = i
      load[best] += $1; print $2 > (dir "/batch" best) }' "$dir/suites"

# One batch, run by the test binary itself as `swift test` runs it, without SwiftPM in between
# (which plans the whole package again for each process, and whose processes, started together,
# can find the build database locked): swift-testing with each suite name as a literal regular
# expression (dots and brackets escaped; it exits 69 when the batch has none of its tests), then
# XCTest with the suites as its selectors (it ignores names that are not its classes).
run_batch() {
    local filters=() selectors=()
    while read -r name; do
        filters+=(--filter "$(printf '%s' "$name" | sed 's/[][().\\^$*+?{}|]/\\&/g')")
        selectors+=("${name%/}")
    done < "$1"
    local swt xct
    {
        NO_COLOR=1 "$TEST_BINARY" --testing-library swift-testing --no-parallel "${filters[@]}"; swt=$?
        [ "$swt" -eq 69 ] && swt=0
        NO_COLOR=1 "$TEST_BINARY" "$(IFS=,; echo "${selectors[*]}")"; xct=$?
    } > "$1.out" 2>&1
    echo $(( swt > xct ? swt : xct )) > "$1.status"
}
# The package's test binary (the package is named in Package.swift; ported apps built in the same
# folder have binaries of their own beside it).
package=$(sed -n 's/^    name: "\([^"]*\)",.*/\1/p' Package.swift | head -1)
TEST_BINARY="$("$SWIFT" build --show-bin-path)/${package}PackageTests.xctest"
[ -x "$TEST_BINARY" ] || { echo "no test binary at $TEST_BINARY: build the tests first (swift build --build-tests)" >&2; exit 1; }
export -f run_batch
export SWIFT TEST_BINARY
echo "Running the tests in $jobs processes at a time…"
batches() { { [ -e "$dir/batchF" ] && echo batchF; ls "$dir" | grep -E '^batch[0-9]+$' | sort -V; } }
batches | sed "s|^|$dir/|" | xargs -P "$jobs" -I{} bash -c 'run_batch "$1"' _ {}

status=0
failed=0
for b in $(batches); do
    cat "$dir/$b.out"
    if [ "$(cat "$dir/$b.status" 2>/dev/null)" != "0" ]; then failed=$((failed + 1)); status=1; fi
done
if [ "$status" -eq 0 ]; then echo "All test batches passed."; else echo "$failed test batch(es) failed: see ✘ above."; fi
exit "$status"
