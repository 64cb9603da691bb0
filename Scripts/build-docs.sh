#!/usr/bin/env bash
# Builds the DocC documentation of the three library modules with the toolchain's `docc` (no package
# dependency), treating every DocC warning as an error.
#
#   1. `swift build` of the library targets with symbol graphs emitted (own scratch path, so the
#      extra compiler flags do not invalidate the main `.build`);
#   2. `docc convert` of each module's catalog with its own symbol graphs.
#
# Output: .build-docs/Anchorage.doccarchive, .build-docs/AnchorageSolver.doccarchive and
# .build-docs/AnchorageText.doccarchive (open them with `docc preview`, or pass `--static` to get
# static-hosting archives).
#
# Usage: Scripts/build-docs.sh [--static]
set -euo pipefail
cd "$(dirname "$0")/.."

static=()
case "${1:-}" in
    --static) static=(--transform-for-static-hosting) ;;
    "") ;;
    *) echo "usage: Scripts/build-docs.sh [--static]" >&2; exit 2 ;;
esac

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    # docc ships next to swift in the toolchain.
    docc="$(dirname "$(command -v swift)")/docc"
fi
[ -x "$docc" ] || { echo "build-docs: docc not found next to $(command -v swift)" >&2; exit 1; }

out=.build-docs
graphs="$out/symbol-graphs"
# The graphs are rewritten whenever a module recompiles; an up-to-date build leaves them as they are.
rm -rf "$out"/sg-* "$out"/*.doccarchive
mkdir -p "$graphs"

swift build --scratch-path "$out/build" --target Anchorage \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -emit-extension-block-symbols 2>&1 | tail -n 1

for module in AnchorageSolver AnchorageText Anchorage; do
    # Each module's own graphs only (AnchorageSolver's and AnchorageText's names start with
    # "Anchorage").
    mkdir -p "$out/sg-$module"
    if [ "$module" = Anchorage ]; then
        # The compiler's graph of Anchorage also holds the symbols it re-exports
        # (`@_exported import AnchorageText`); they belong to AnchorageText's own documentation,
        # so Anchorage's graphs are extracted from its module, which leaves them out.
        triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
        "$(dirname "$(command -v swift)")/swift-symbolgraph-extract" -module-name Anchorage -target "$triple" \
            -I "$out/build/debug/Modules" -output-dir "$out/sg-$module" -minimum-access-level public \
            -emit-extension-block-symbols
    else
        cp "$graphs/$module.symbols.json" "$out/sg-$module/"
        for extension in "$graphs/$module@"*.symbols.json; do
            [ -e "$extension" ] && cp "$extension" "$out/sg-$module/"
        done
    fi
    status=0
    log=$("$docc" convert "Sources/$module/$module.docc" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "dev.anchorage.$module" \
        --additional-symbol-graph-dir "$out/sg-$module" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors ${static[@]+"${static[@]}"} 2>&1) || status=$?
    if [ "$status" -ne 0 ] || grep -qE '(^|: )(warning|error):' <<<"$log"; then
        printf '%s\n' "$log" >&2
        echo "build-docs: $module has DocC warnings or errors" >&2
        exit 1
    fi
    echo "build-docs: $module: no warnings -> $out/$module.doccarchive"
done
