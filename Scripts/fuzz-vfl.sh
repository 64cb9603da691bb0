#!/usr/bin/env bash
# libFuzzer run of the Visual Format Language (Fuzz/VisualFormatFuzzer.swift), with
# AddressSanitizer.
#
#   Scripts/fuzz-vfl.sh [seconds]        # default 30: explore (random seed, time-bounded)
#   FUZZ_RUNS=20000 FUZZ_SEED=1 Scripts/fuzz-vfl.sh
#                                        # what CI runs: a fixed number of inputs from a fixed
#                                        # seed, so a run is reproducible and its verdict a gate
#   FUZZ_CONFIG=release Scripts/fuzz-vfl.sh 600
#                                        # an optimized build for long runs (it takes about three
#                                        # times as long to build as the default debug one, which
#                                        # is what keeps CI's step short)
#
# Builds the Anchorage library and its dependencies with SwiftPM (instrumented for libFuzzer and
# AddressSanitizer, in .build-libfuzzer/spm, so the module list follows Package.swift), links Fuzz/VisualFormatFuzzer.swift against their objects into
# .build-libfuzzer/vfl-fuzzer, and fuzzes with a corpus in .build-libfuzzer/vfl-corpus seeded
# from Fuzz/vfl-seeds (Apple's examples). A crash leaves its input in
# .build-libfuzzer/vfl-crash-*; replay it with
#   .build-libfuzzer/vfl-fuzzer .build-libfuzzer/vfl-crash-<hash>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
config="${FUZZ_CONFIG:-debug}"
out=.build-libfuzzer
mkdir -p "$out/vfl-corpus"
swift build -c "$config" --target Anchorage --scratch-path "$out/spm" \
    -Xswiftc -sanitize=fuzzer,address 2>&1 | { grep -E "error|warning" || true; }
optimize=-Onone
if [[ "$config" == release ]]; then optimize=-O; fi
# (gold warns once per ASan helper symbol it cannot export; those lines are noise.)
swiftc -sanitize=fuzzer,address -parse-as-library "$optimize" -I "$out/spm/$config/Modules" \
    Fuzz/VisualFormatFuzzer.swift "$out/spm/$config"/*.build/*.o -o "$out/vfl-fuzzer" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
cp Fuzz/vfl-seeds/* "$out/vfl-corpus/"
# Swift's own crash backtracer would compete with ASan's report.
export SWIFT_BACKTRACE=enable=no
# grep hides libFuzzer's progress lines; the script's status is the fuzzer's (taken before any
# other command runs, so a crash is not masked).
set +e
limit=(-max_total_time="$seconds")
if [[ -n "${FUZZ_RUNS:-}" ]]; then limit=(-runs="$FUZZ_RUNS"); fi
if [[ -n "${FUZZ_SEED:-}" ]]; then limit+=(-seed="$FUZZ_SEED"); fi
"$out/vfl-fuzzer" "${limit[@]}" -max_len=128 -artifact_prefix="$out/vfl-" -print_final_stats=1 "$out/vfl-corpus" 2>&1 \
    | grep -E "^#[0-9]+[[:space:]]+(DONE|INITED)|stat::number_of_executed_units|ERROR|vfl fuzzer:|SUMMARY"
status=${PIPESTATUS[0]}
set -e
exit "$status"
