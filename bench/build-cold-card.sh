#!/usr/bin/env bash
# Builds `cold-card`, the program `make bench` starts cold, for a fast start, and prints its path.
#   bench/build-cold-card.sh [SWIFT]        (SWIFT: the swift driver, default `swift`)
#
# A program that renders one document and exits spends most of its time starting. This build:
# 1. links the Swift runtime and Foundation statically (`--static-swift-stdlib`);
# 2. reaches concrete types' metadata through accessor functions instead of mangled names
#    (`-disable-concrete-type-metadata-mangled-name-accessors`), so the first use of a generic
#    type does not scan every protocol conformance of the binary;
# 3. links libstdc++ statically: `-lstdc++` finds `libstdc++.a` in a folder holding only a link to
#    it (the toolchain's clang's, else gcc's) before the compiler's folder with `libstdc++.so`, so
#    the loader neither loads nor relocates libstdc++.so; with neither archive it stays dynamic;
# 4. where the toolchain has lld and the C library loads DT_RELR (glibc ≥ 2.36), links with lld:
#    relative relocations packed (`-z pack-relative-relocs`: a 15 KB table instead of 1.9 MB of
#    RELA entries), and the functions a cold run executes placed together
#    (`--symbol-ordering-file`, every function in its own section with `-function-sections`), so
#    starting touches fewer pages of the 75 MB binary. The order comes from a profile of this very
#    build (callgrind, one card): build, profile, relink.
# `make bench` checks that this build and the bench executable's own `cold-card` (a plain static
# build) write the same bytes.
set -euo pipefail
swift=${1:-swift}
root=$(cd "$(dirname "$0")/.." && pwd)
build="$root/.build/fast-start"
libstdcxx="$root/.build/static-libstdcxx"
order="$build/cold-card.order"
log() { echo "build-cold-card: $*" >&2; }

# Step 3: the folder that makes `-lstdc++` static.
rm -rf "$libstdcxx" && mkdir -p "$libstdcxx"
for compiler in clang gcc; do
  archive=$($compiler -print-file-name=libstdc++.a 2>/dev/null || true)
  case $archive in /*) [ -f "$archive" ] && ln -s "$archive" "$libstdcxx/" && break ;; esac
done

flags=(--static-swift-stdlib
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  -Xswiftc -L"$libstdcxx")

# Step 4: lld, packed relocations and a symbol order, where both the toolchain and libc allow.
toolchain_bin=$(dirname "$(readlink -f "$(command -v "$swift")")")  # where the driver looks for lld
ordered=false
if { [ -x "$toolchain_bin/ld.lld" ] || command -v ld.lld >/dev/null; } &&
  grep -qs GLIBC_ABI_DT_RELR /lib/x86_64-linux-gnu/libc.so.6 /lib/aarch64-linux-gnu/libc.so.6 /lib64/libc.so.6; then
  ordered=true
  mkdir -p "$build" && touch "$order"
  flags+=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
    -Xlinker -z -Xlinker pack-relative-relocs
    -Xlinker --symbol-ordering-file="$order" -Xlinker --no-warn-symbol-ordering)
fi

build_card() { "$swift" build -c release --product cold-card "${flags[@]}" --build-path "$build" >&2; }
bin=$("$swift" build -c release --product cold-card "${flags[@]}" --build-path "$build" --show-bin-path)
build_card

if $ordered; then
  # The profile: one card under callgrind, its functions in this binary listed by name.
  "$root/scripts/install-deps.sh" valgrind
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # The order only speeds the start up: a profile that cannot be taken leaves the card as linked
  # (with the previous order, if any), and says why.
  if valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profile" \
    "$bin/cold-card" "$work/card.pdf" 2>"$work/valgrind.log" &&
    "$root/scripts/link-order.py" "$work/profile" "$bin/cold-card" >"$order.new"; then
    log "$(wc -l <"$order.new") functions ordered first"
  else
    tail -5 "$work/valgrind.log" >&2
    log "no profile: cold-card keeps the order it was linked with"
    cp "$order" "$order.new"
  fi
  # SwiftPM relinks only when its flags change, not when the order file does.
  if ! cmp -s "$order.new" "$order"; then
    mv "$order.new" "$order"
    rm -f "$bin/cold-card"
    build_card
  fi
else
  log "no lld or no DT_RELR support: linked with the default linker, functions unordered"
fi
if readelf -d "$bin/cold-card" | grep -q 'libstdc++'; then
  log "no libstdc++.a found: cold-card links libstdc++.so"
fi
echo "$bin/cold-card"
