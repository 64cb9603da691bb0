#!/usr/bin/env bash
# libFuzzer run of the font reader (Fuzz/FontFuzzer.swift), with AddressSanitizer.
#
#   Scripts/fuzz-font.sh [seconds]          # default 30: explore (random seed, time-bounded)
#   FUZZ_RUNS=20000 FUZZ_SEED=1 Scripts/fuzz-font.sh
#                                           # what CI runs: a fixed number of inputs from a fixed
#                                           # seed, so a run is reproducible and its verdict a gate
#
# Builds .build-libfuzzer/font-fuzzer from Fuzz/FontFuzzer.swift and
# Sources/AnchorageText/**/*.swift as one module, then fuzzes for the given time with a corpus in
# .build-libfuzzer/font-corpus, seeded with the test fonts (Tests/AnchorageTextTests/Fonts) and
# guided by the table tags in Fuzz/font.dict. A crash leaves its input in
# .build-libfuzzer/font-crash-*; replay it with
#   .build-libfuzzer/font-fuzzer .build-libfuzzer/font-crash-<hash>
# and keep it as a regression test (FontFuzzRegressionTests).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
out=.build-libfuzzer
mkdir -p "$out/font-corpus"
# (gold warns once per ASan helper symbol it cannot export; those lines are noise.)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name AnchorageText \
    -package-name anchorage \
    $(find Sources/AnchorageText -name '*.swift' | sort) Fuzz/FontFuzzer.swift -o "$out/font-fuzzer" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
# Swift's own crash backtracer would compete with ASan's report.
export SWIFT_BACKTRACE=enable=no
# grep hides libFuzzer's progress lines; the script's status is the fuzzer's (taken before any
# other command runs, so a crash is not masked).
set +e
limit=(-max_total_time="$seconds")
if [[ -n "${FUZZ_RUNS:-}" ]]; then limit=(-runs="$FUZZ_RUNS"); fi
if [[ -n "${FUZZ_SEED:-}" ]]; then limit+=(-seed="$FUZZ_SEED"); fi
"$out/font-fuzzer" "${limit[@]}" -max_len=8192 -dict=Fuzz/font.dict -artifact_prefix="$out/font-" \
    -print_final_stats=1 "$out/font-corpus" Tests/AnchorageTextTests/Fonts 2>&1 \
    | grep -E "^#[0-9]+ +(DONE|INITED)|stat::number_of_executed_units|ERROR|font fuzzer:|SUMMARY"
status=${PIPESTATUS[0]}
set -e
exit "$status"
