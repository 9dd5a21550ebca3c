#!/usr/bin/env bash
# make leaks: runs `vellum-stress leaks` (the mixed workload: renders in every format, reports,
# markup, and the error paths) for 100 and for 1,000 renders under valgrind memcheck, and passes
# when neither run has a memcheck error or a byte definitely or indirectly lost outside the
# suppressions in scripts/valgrind.supp, and both end with the same bytes still reachable (within
# the spread that thread timing gives identical runs) and the suppressed bytes no larger after
# 1,000 (caches that reached their size and one-time allocations, not memory that grows with the
# work).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?usage: scripts/leaks.sh path/to/vellum-stress}
scripts/install-deps.sh valgrind
out=.build/leaks
mkdir -p "$out"

run() {
  local renders=$1
  # Deterministic hashing: both runs then load fonts in the same order.
  SWIFT_DETERMINISTIC_HASHING=1 VELLUM_FONTS=pinned valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect --suppressions=scripts/valgrind.supp \
    --log-file="$out/memcheck-$renders.txt" "$binary" leaks --renders "$renders" >/dev/null
}

# "definitely lost: 1,234 bytes in 5 blocks" -> 1234
bytes() { grep -E "== +$2: " "$out/memcheck-$1.txt" | tail -1 | sed -E 's/.*: *([0-9,]+) bytes.*/\1/' | tr -d ,; }

status=0
for renders in 100 1000; do
  run "$renders"
  definite=$(bytes "$renders" "definitely lost"); definite=${definite:-0}
  indirect=$(bytes "$renders" "indirectly lost"); indirect=${indirect:-0}
  reachable=$(bytes "$renders" "still reachable"); reachable=${reachable:-0}
  suppressed=$(bytes "$renders" "suppressed"); suppressed=${suppressed:-0}
  errors=$(grep -E "ERROR SUMMARY" "$out/memcheck-$renders.txt" | tail -1 | sed -E 's/.*SUMMARY: ([0-9,]+) errors.*/\1/' | tr -d ,)
  echo "leaks: $renders renders: definitely lost $definite B, indirectly lost $indirect B, still reachable $reachable B, suppressed $suppressed B, $errors memcheck errors"
  [[ "$definite" == 0 && "$indirect" == 0 && "$errors" == 0 ]] || status=1
  declare "reachable_$renders=$reachable" "suppressed_$renders=$suppressed"
done
# Equal within 32 KB. Reports lay views out on two threads, and which thread's text engine lays
# out (and caches) which view depends on timing: three identical 100-render runs ended 14 KB
# apart. A cache that grew with the work, or a leak of 36 bytes a render, still fails.
same() { local d=$(( $1 - $2 )); (( d >= -32768 && d <= 32768 )); }
if ! same "$reachable_100" "$reachable_1000"; then
  echo "leaks: still reachable differs: $reachable_100 B after 100 renders, $reachable_1000 B after 1,000"
  status=1
fi
# Suppressed one-time allocations vary by up to about 12 KB between runs (thread timing); they
# must not grow by more than 16 KB over 900 more renders (a leak of 18 bytes per render).
if (( suppressed_1000 > suppressed_100 + 16384 )); then
  echo "leaks: suppressed leaks grew: $suppressed_100 B after 100 renders, $suppressed_1000 B after 1,000"
  status=1
fi
[[ $status == 0 ]] && echo "leaks: passed (logs in $out)" || echo "leaks: FAILED (logs in $out)"
exit $status
