#!/usr/bin/env bash
# libFuzzer run of the solver (Fuzz/SolverFuzzer.swift), with AddressSanitizer.
#
#   Scripts/fuzz-solver.sh [seconds]        # default 30: explore (random seed, time-bounded)
#   FUZZ_RUNS=20000 FUZZ_SEED=1 Scripts/fuzz-solver.sh
#                                           # what CI runs: a fixed number of inputs from a fixed
#                                           # seed, so a run is reproducible and its verdict a gate
#
# Builds .build-libfuzzer/solver-fuzzer from Fuzz/SolverFuzzer.swift and every Swift file under
# Sources/AnchorageSolver (its rooms nest) as one module (the harness calls the internal invariant
# checker), then fuzzes for the given time with a corpus in .build-libfuzzer/corpus. A crash
# leaves its input in .build-libfuzzer/crash-*; replay it with
#   .build-libfuzzer/solver-fuzzer .build-libfuzzer/crash-<hash>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
out=.build-libfuzzer
mkdir -p "$out/corpus"
# (gold warns once per ASan helper symbol it cannot export; those lines are noise.)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name AnchorageSolver \
    -package-name anchorage \
    $(find Sources/AnchorageSolver -name '*.swift' | sort) Fuzz/SolverFuzzer.swift -o "$out/solver-fuzzer" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
# Swift's own crash backtracer would compete with ASan's report.
export SWIFT_BACKTRACE=enable=no
# grep hides libFuzzer's progress lines; the script's status is the fuzzer's (taken before any
# other command runs, so a crash is not masked).
set +e
limit=(-max_total_time="$seconds")
if [[ -n "${FUZZ_RUNS:-}" ]]; then limit=(-runs="$FUZZ_RUNS"); fi
if [[ -n "${FUZZ_SEED:-}" ]]; then limit+=(-seed="$FUZZ_SEED"); fi
"$out/solver-fuzzer" "${limit[@]}" -max_len=256 -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" 2>&1 \
    | grep -E "^#[0-9]+ +(DONE|INITED)|stat::number_of_executed_units|ERROR|solver fuzzer:|SUMMARY"
status=${PIPESTATUS[0]}
set -e
exit "$status"
