#!/usr/bin/env bash
# Builds the DocC documentation of Canvas, Widgets and VellumTesting into docs-out/, without
# swift-docc-plugin: the compiler emits symbol graphs while it builds the three modules, then
# `docc convert` turns each module's graphs and catalog (Sources/<Module>/<Module>.docc) into an
# archive, and `docc merge` joins the archives into one static site.
#
#   make docs                    # or scripts/build-docs.sh
#   python3 -m http.server -d docs-out/Vellum.doccarchive 8000
#   # then open http://localhost:8000/documentation/widgets
#
# Output (docs-out/):
#   Canvas.doccarchive, Widgets.doccarchive, VellumTesting.doccarchive   one archive per module
#   Vellum.doccarchive                                                   the three merged: the site
# Links from one module's pages into another's (``/Canvas/Font`` in an article of Widgets) resolve
# against the earlier archives and lead somewhere in the merged site. Every archive is transformed
# for static hosting: serve its folder with any static file server. DocC pages load their content
# with JavaScript from absolute paths, so open them over http, not from disk (docc's
# --experimental-transform-for-static-hosting-with-content, which would inline it, crashes in
# Swift 6.3.1).
#
# Environment:
#   SWIFT, DOCC              the tools (docc is looked for on PATH, then beside swift, then xcrun)
#   DOCS_OUT                 the output folder (docs-out)
#   DOCS_SCRATCH             the build folder (.build/docs: symbol graphs need extra compiler flags,
#                            which would rebuild the everyday .build/debug every time)
#   DOCS_HOSTING_BASE_PATH   the path the site is served under, e.g. /vellum (none: the root)
#   DOCS_ANALYZE=1           pass --analyze to docc (notes as well as warnings)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT="${SWIFT:-swift}"
OUT="${DOCS_OUT:-docs-out}"
SCRATCH="${DOCS_SCRATCH:-.build/docs}"
# In dependency order: each module's archive resolves links into the ones before it.
MODULES=(Canvas Widgets VellumTesting)
# The gallery's reviewed renderings, shown in the seed articles (staged into the Widgets catalog).
SNAPSHOTS=Tests/GalleryTests/__Snapshots__/GallerySnapshotTests
SCENE_IMAGES=(movie-card planet-card podcast-detail)

find_docc() {
    if [ -n "${DOCC:-}" ]; then echo "$DOCC"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    local swift_path beside
    swift_path="$(command -v "$SWIFT" || true)"
    if [ -n "$swift_path" ]; then
        beside="$(dirname "$(readlink -f "$swift_path")")/docc"
        if [ -x "$beside" ]; then echo "$beside"; return; fi
    fi
    if command -v xcrun >/dev/null 2>&1 && xcrun --find docc 2>/dev/null; then return; fi
    echo "build-docs: docc not found; it ships with Swift toolchains beside swift, or set DOCC" >&2
    exit 1
}
DOCC="$(find_docc)"

mkdir -p "$SCRATCH" "$OUT"
SCRATCH="$(cd "$SCRATCH" && pwd)"
GRAPHS="$SCRATCH/symbol-graphs"
STAGE="$SCRATCH/docc-stage"

# 1. Symbol graphs, emitted by the compiler for each module it compiles (with extension blocks,
#    so Widgets' extensions of Canvas types and Canvas's of Foundation types get pages).
build_modules() {
    mkdir -p "$GRAPHS"
    for module in "${MODULES[@]}"; do
        "$SWIFT" build --scratch-path "$SCRATCH" --target "$module" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS" \
            -Xswiftc -emit-extension-block-symbols
    done
}
missing_graphs() {
    for module in "${MODULES[@]}"; do
        [ -f "$GRAPHS/$module.symbols.json" ] || echo "$module"
    done
}
build_modules
if [ -n "$(missing_graphs)" ]; then
    # An up-to-date module is not recompiled, so its graph is only written when it changes: when
    # a graph is gone but the module is not, delete the module so that it is emitted again.
    echo "build-docs: no symbol graph for $(missing_graphs | xargs); emitting it again"
    for module in $(missing_graphs); do
        find "$SCRATCH" -maxdepth 4 -path "*/Modules/$module.swiftmodule" -exec rm -rf {} +
    done
    build_modules
    if [ -n "$(missing_graphs)" ]; then
        echo "build-docs: the compiler wrote no symbol graph for $(missing_graphs | xargs);" \
            "delete $SCRATCH and try again" >&2
        exit 1
    fi
fi

# 2. Articles that quote the gallery's sources: each ```swift block after a
#    `<!-- quote: <path> -->` comment must still appear in that file (indentation and blank lines
#    aside), so an article notices when the code it quotes changes.
normalized() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$1" | tr '\n' '\001'; }
check_quotes() {
    local article quotes block path stale=0
    for article in Sources/*/*.docc/*.md; do
        [ -f "$article" ] || continue
        quotes="$(mktemp -d)"
        awk -v dir="$quotes" '
            /<!-- quote: [^ ]+ -->/ {
                match($0, /quote: [^ ]+/); path = substr($0, RSTART + 7, RLENGTH - 7); next
            }
            path != "" && /^[[:space:]]*```/ {
                if (inside) { inside = 0; path = ""; close(file) }
                else { inside = 1; n++; file = dir "/" n; print path > (file ".path"); close(file ".path"); printf "" > file }
                next
            }
            inside { print > file }
        ' "$article"
        for block in "$quotes"/*.path; do
            [ -f "$block" ] || continue
            path="$(cat "$block")"
            if [ ! -f "$path" ]; then
                echo "warning: $article quotes $path, which does not exist"
                stale=1
            elif [[ "$(normalized "$path")" != *"$(normalized "${block%.path}")"* ]]; then
                echo "warning: $article quotes lines of $path that are no longer there:"
                sed 's/^/    /' "${block%.path}"
                stale=1
            fi
        done
        rm -rf "$quotes"
    done
    [ "$stale" = 0 ] || echo "build-docs: update the quotes above (the documentation is built anyway)"
}
check_quotes

# 3. One archive per module: its catalog (staged with the gallery's renderings) and symbol graphs.
rm -rf "$STAGE"
mkdir -p "$STAGE"
dependencies=()
archives=()
for module in "${MODULES[@]}"; do
    lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
    graphs="$STAGE/$module-graphs"
    mkdir -p "$graphs"
    cp "$GRAPHS/$module.symbols.json" "$graphs/"
    for extension_graph in "$GRAPHS/$module"@*.symbols.json; do
        [ -f "$extension_graph" ] && cp "$extension_graph" "$graphs/"
    done

    catalog="Sources/$module/$module.docc"
    arguments=()
    if [ -d "$catalog" ]; then
        cp -R "$catalog" "$STAGE/$module.docc"
        if [ "$module" = Widgets ]; then
            for scene in "${SCENE_IMAGES[@]}"; do
                image="$SNAPSHOTS/scenePixelsMatchTheReference.$scene.png"
                if [ -f "$image" ]; then cp "$image" "$STAGE/$module.docc/$scene.png"; fi
            done
        fi
        arguments+=("$STAGE/$module.docc")
    fi
    archive="$OUT/$module.doccarchive"
    rm -rf "$archive"
    arguments+=(
        --additional-symbol-graph-dir "$graphs"
        --output-path "$archive"
        --fallback-display-name "$module"
        --fallback-bundle-identifier "org.vellum.$lower"
        --fallback-bundle-version 0.1
        --transform-for-static-hosting
        --enable-experimental-external-link-support
    )
    if [ -n "${DOCS_HOSTING_BASE_PATH:-}" ]; then
        arguments+=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
    fi
    if [ "${DOCS_ANALYZE:-0}" = 1 ]; then arguments+=(--analyze); fi
    for dependency in "${dependencies[@]+"${dependencies[@]}"}"; do
        arguments+=(--dependency "$dependency")
    done
    echo "build-docs: $module → $archive"
    # Diagnostics name articles relative to the staged catalog and sources relative to it
    # (../../…/Sources/…): name both relative to the package instead.
    "$DOCC" convert "${arguments[@]}" 2>&1 |
        sed -e "s#--> \([^/ ]*\.md:\)#--> $catalog/\1#" -e "s#--> \(\.\./\)*${PWD#/}/#--> #"
    dependencies+=("$archive")
    archives+=("$archive")
done

# 4. The merged site: one landing page over the three modules.
rm -rf "$OUT/Vellum.doccarchive"
"$DOCC" merge "${archives[@]}" --output-path "$OUT/Vellum.doccarchive" \
    --synthesized-landing-page-name Vellum --synthesized-landing-page-kind Package \
    --synthesized-landing-page-topics-style list
echo "build-docs: merged → $OUT/Vellum.doccarchive"
if [ -z "${DOCS_HOSTING_BASE_PATH:-}" ]; then
    echo "build-docs: serve it with  python3 -m http.server -d $OUT/Vellum.doccarchive 8000"
    echo "            and open       http://localhost:8000/documentation/widgets"
else
    echo "build-docs: publish the contents of $OUT/Vellum.doccarchive at $DOCS_HOSTING_BASE_PATH/"
fi
