#!/bin/sh
# Builds the C baseline: bench/c-baseline/build.sh [output] (default: .build/bench/baseline).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/../../.build/bench/baseline"}
mkdir -p "$(dirname "$out")"
${CC:-gcc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -o "$out" "$here/baseline.c" \
    $(pkg-config --cflags --libs pangocairo) -ljpeg -lm
echo "$out"
