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
source Scripts/libfuzzer-module.sh
fuzz_module AnchorageText font FontFuzzer.swift "${1:-30}" -max_len=8192 -dict=Fuzz/font.dict \
    Tests/AnchorageTextTests/Fonts
