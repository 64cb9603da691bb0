#!/usr/bin/env bash
# Measures kiwi (the C++ Cassowary solver of kiwisolver) on this machine, on scenarios A to D of
# shared/bench/SCENARIOS.md, with anchorage-bench's methodology, so that anchorage-bench can be
# compared with kiwi "same machine, same run" (`anchorage-bench --kiwi-baseline FILE`).
#
# Why: the kiwi table in SCENARIOS.md was not measured beside our runs (another machine, method
# or load). On a shared 2-core VM on 2026-11-24, kiwi took 0.36-0.40 ms per A.build where the table
# says 0.162 ms, and 1.3 to 3 times the table's figures on B to D; the same VM runs 2-3x slower
# when other jobs share it. A ratio against that table says as much about machines and moments as
# about the solvers: run this script and anchorage-bench back to back, and for A.build compare
# instruction counts (--callgrind), which do not depend on the load.
#
# What it does:
#  1. fetches the kiwisolver sdist (version $KIWI_VERSION, default below) with pip into
#     .build/kiwi-baseline/ (once; nothing of kiwi is committed: the driver only #includes the
#     headers of the unpacked sdist);
#  2. compiles Scripts/kiwi-baseline/kiwi_bench.cpp with `g++ -O2 -std=c++17`;
#  3. runs A.build, A.resize, B rows (N = 100, 1000), B chain (N = 50, 100, 200), C rows
#     (N = 100, 1000) and D rows (N = 100; with --full also N = 1000, about 20 s per sample for
#     kiwi), verifying SCENARIOS.md's checksums before any time counts, and prints one line per
#     scenario and size, `<scenario> <size> <median seconds per unit>`, e.g.
#     `A.build 37v/111c 3.450000e-04` (median, min and max go to standard error). Lines starting
#     with '#' record the kiwi version, the compiler, the CPU and the date.
#  The samples follow anchorage-bench (Sources/AnchorageBench): medians of 5 samples; A.build
#  times batches of 20 builds on variables and constraints instantiated before the clock starts;
#  A.resize batches of 6,000 steps; B, C and D build their problem untimed for every sample.
#
# Usage: Scripts/kiwi-baseline.sh [--out FILE] [--full] [--samples K] [--scenario A,B,C,D]
#        Scripts/kiwi-baseline.sh --callgrind [--samples K]
#   --out FILE    also write the results to FILE (only when every checksum passed), for
#                 `anchorage-bench --kiwi-baseline FILE`.
#   --full        also D rows N = 1000 (a few minutes).
#   --callgrind   instead of timing: runs scenario A under valgrind's callgrind, for kiwi and
#                 for anchorage-bench (built first by `swift build -c release`), counting only
#                 the timed regions (--toggle-collect on the function that holds each timed
#                 loop: K samples of 20 builds, then K samples of 6,000 resize steps, K =
#                 --samples, default 5), and prints instructions per A.build build and per
#                 A.resize step. Wall time on a shared machine varies by up to 2x; instruction
#                 counts barely move.
#
# Example:
#   Scripts/kiwi-baseline.sh --out .build/kiwi-baseline/results.txt
#   swift build -c release --product anchorage-bench
#   .build/release/anchorage-bench --scenario A,B --sizes 100 --kiwi-baseline .build/kiwi-baseline/results.txt
#
# Needs: python3 with pip (PyPI reachable the first time), g++; valgrind for --callgrind.
set -euo pipefail
cd "$(dirname "$0")/.."

KIWI_VERSION=${KIWI_VERSION:-1.5.1}
cache=.build/kiwi-baseline
enaml=Sources/AnchorageBench/Resources/enaml_constraints.txt
out=""
callgrind=""
samples=5
driver_args=()
while [ "$#" -gt 0 ]; do
    case "$1" in
        --out) out=${2:?--out needs a file}; shift 2 ;;
        --full) driver_args+=(--full); shift ;;
        --callgrind) callgrind=yes; shift ;;
        --samples) samples=${2:?--samples needs a value}; driver_args+=(--samples "$samples"); shift 2 ;;
        --scenario) driver_args+=(--scenario "${2:?--scenario needs a value}"); shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "kiwi-baseline: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done

# 1. kiwi's headers, from the sdist on PyPI (kept in the cache between runs).
source_dir=$cache/kiwisolver-$KIWI_VERSION
if [ ! -f "$source_dir/kiwi/kiwi.h" ]; then
    mkdir -p "$cache"
    echo "kiwi-baseline: fetching the kiwisolver $KIWI_VERSION sdist" >&2
    python3 -m pip download --quiet --no-binary :all: --no-deps -d "$cache" "kiwisolver==$KIWI_VERSION" >&2
    tar -xzf "$cache/kiwisolver-$KIWI_VERSION.tar.gz" -C "$cache"
fi

# 2. The driver.
binary=$cache/kiwi_bench-$KIWI_VERSION
cxxflags=(-O2 -std=c++17)
if [ ! -x "$binary" ] || [ Scripts/kiwi-baseline/kiwi_bench.cpp -nt "$binary" ]; then
    echo "kiwi-baseline: compiling the driver (g++ ${cxxflags[*]})" >&2
    g++ "${cxxflags[@]}" -Wall -Wextra -I "$source_dir" Scripts/kiwi-baseline/kiwi_bench.cpp -o "$binary"
fi

# --callgrind: instructions per A.build build and per A.resize step, kiwi and anchorage-bench.
if [ -n "$callgrind" ]; then
    command -v valgrind >/dev/null || { echo "kiwi-baseline: --callgrind needs valgrind" >&2; exit 1; }
    bench=.build/release/anchorage-bench
    swift build -c release --product anchorage-bench >&2
    # The Swift functions that hold the timed loops, by their exact mangled names (a wildcard
    # could also match a closure nested in one, and callgrind toggles on every match): the
    # function itself, or its one specialization (`...F` followed by `Tf...`) when the optimizer
    # left only that.
    swift_symbol() {
        nm "$bench" | awk -v prefix="$1" 'index($3, prefix) == 1 && $3 ~ /F(Tf[0-9a-z_]*)?$/ { print $3 }' \
            | sort | head -n 1
    }
    build_symbol=$(swift_symbol '$s14AnchorageBench10buildBatch')
    resize_symbol=$(swift_symbol '$s14AnchorageBench11resizeBatch')
    [ -n "$build_symbol" ] && [ -n "$resize_symbol" ] \
        || { echo "kiwi-baseline: buildBatch or resizeBatch not found in $bench" >&2; exit 1; }
    count() {  # count NAME UNIT UNITS SYMBOL COMMAND...: prints the instructions per unit
        local name=$1 unit=$2 units=$3 symbol=$4
        shift 4
        local file=$cache/callgrind.$name.out
        valgrind --tool=callgrind --callgrind-out-file="$file" --toggle-collect="$symbol" "$@" >/dev/null 2>"$file.log" \
            || { cat "$file.log" >&2; echo "kiwi-baseline: $name failed under callgrind" >&2; exit 1; }
        awk -v name="$name" -v unit="$unit" -v units="$units" '/^summary:/ {
            printf "%-10s %9.0f instructions per %s (%d, %d instructions)\n", name, $2 / units, unit, units, $2 }' "$file"
    }
    kiwi=("$binary" --enaml "$enaml" --scenario A --samples "$samples")
    anchorage=("$bench" --scenario A --samples "$samples")
    count kiwi "A.build build" $((samples * 20)) kiwi_bench_build_batch "${kiwi[@]}"
    count anchorage "A.build build" $((samples * 20)) "$build_symbol" "${anchorage[@]}"
    count kiwi "A.resize step" $((samples * 6000)) kiwi_bench_resize_batch "${kiwi[@]}"
    count anchorage "A.resize step" $((samples * 6000)) "$resize_symbol" "${anchorage[@]}"
    exit 0
fi

# 3. The run: results to standard output (and to --out once everything passed).
header() {
    echo "# kiwi baseline (Scripts/kiwi-baseline.sh): <scenario> <size> <median seconds per unit>"
    echo "# kiwisolver $KIWI_VERSION headers, $(g++ --version | head -n 1), ${cxxflags[*]}"
    echo "# cpu: $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown)" \
        "x $(nproc 2>/dev/null || echo '?'); $(date -u '+%Y-%m-%d %H:%M UTC')"
}
if [ -n "$out" ]; then
    mkdir -p "$(dirname "$out")"
    { header; "$binary" --enaml "$enaml" "${driver_args[@]}"; } | tee "$out.partial"
    mv "$out.partial" "$out"
    echo "kiwi-baseline: wrote $out" >&2
else
    header
    "$binary" --enaml "$enaml" "${driver_args[@]}"
fi
