#!/usr/bin/env bash
# The one way the module fuzzers (fuzz-solver.sh, fuzz-font.sh) build and run: sourced by them.
#
#   fuzz_module MODULE NAME HARNESS SECONDS [libFuzzer options and corpus folders...]
#
# Compiles every Swift file under Sources/MODULE with Fuzz/HARNESS as one module (so a harness
# may call internal API), with libFuzzer and AddressSanitizer, into .build-libfuzzer/NAME-fuzzer,
# then runs it for SECONDS, or for FUZZ_RUNS inputs when that is set (from FUZZ_SEED when set:
# reproducible, what CI runs). A crash leaves its input in .build-libfuzzer/NAME-crash-*. The
# status is the fuzzer's. The kept corpus comes first (libFuzzer writes new inputs into the
# first folder), then the caller's options and seed folders.
fuzz_module() {
    local module="$1" name="$2" harness="$3" seconds="$4"
    shift 4
    local out=.build-libfuzzer
    mkdir -p "$out/$name-corpus"
    # (gold warns once per ASan helper symbol it cannot export; those lines are noise.)
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name "$module" -package-name anchorage \
        $(find "Sources/$module" -name '*.swift' | sort) "Fuzz/$harness" -o "$out/$name-fuzzer" 2>&1 \
        | { grep -v "Cannot export local symbol" || true; }
    # Swift's own crash backtracer would compete with ASan's report.
    export SWIFT_BACKTRACE=enable=no
    # grep hides libFuzzer's progress lines; the status is the fuzzer's (taken before any other
    # command runs, so a crash is not masked).
    local limit=(-max_total_time="$seconds")
    if [[ -n "${FUZZ_RUNS:-}" ]]; then limit=(-runs="$FUZZ_RUNS"); fi
    if [[ -n "${FUZZ_SEED:-}" ]]; then limit+=(-seed="$FUZZ_SEED"); fi
    set +e
    "$out/$name-fuzzer" "${limit[@]}" -artifact_prefix="$out/$name-crash-" -print_final_stats=1 \
        "$out/$name-corpus" "$@" 2>&1 \
        | grep -E "^#[0-9]+ +(DONE|INITED)|stat::number_of_executed_units|ERROR|$name fuzzer:|SUMMARY"
    local status=${PIPESTATUS[0]}
    set -e
    return "$status"
}
