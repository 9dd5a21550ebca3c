#!/bin/sh
# Checks that the C baseline and the Swift bench generate W2's rows alike, byte for byte: the
# first 1,000 rows of each data set (benchmark, latin, mixed), as tab-separated lines, compared
# with cmp.
#
#   bench/check-data.sh [BASELINE BENCH]
#
# Without arguments it builds both as `make bench` does (the C baseline into .build/bench/baseline,
# the bench product in .build/bench-static); with them it uses those two executables.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 2 ]; then
    baseline=$1
    bench=$2
elif [ $# -eq 0 ]; then
    cd "$root"
    swift=${SWIFT:-swift}
    baseline=$(bench/c-baseline/build.sh "$root/.build/bench/baseline")
    $swift build -c release --static-swift-stdlib --build-path .build/bench-static --product bench
    bench=$($swift build -c release --static-swift-stdlib --build-path .build/bench-static --show-bin-path)/bench
else
    echo "usage: $0 [BASELINE BENCH]" >&2
    exit 2
fi
rows=1000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for set in benchmark latin mixed; do
    "$baseline" w2-data $rows $set >"$work/c-$set.tsv"
    "$bench" w2-data $rows $set >"$work/swift-$set.tsv"
    lines=$(wc -l <"$work/c-$set.tsv")
    if [ "$lines" -ne $rows ]; then
        echo "$set: the C baseline wrote $lines lines, not $rows" >&2
        status=1
    elif cmp "$work/c-$set.tsv" "$work/swift-$set.tsv"; then
        echo "$set: $rows rows, $(wc -c <"$work/c-$set.tsv") bytes, identical"
    else
        status=1
    fi
done
exit $status
