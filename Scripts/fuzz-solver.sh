#!/usr/bin/env bash
# libFuzzer run of the solver (Fuzz/SolverFuzzer.swift), with AddressSanitizer.
#
#   Scripts/fuzz-solver.sh [seconds]        # default 30: explore (random seed, time-bounded)
#   FUZZ_RUNS=20000 FUZZ_SEED=1 Scripts/fuzz-solver.sh
#                                           # what CI runs: a fixed number of inputs from a fixed
#                                           # seed, so a run is reproducible and its verdict a gate
#
# Builds .build-libfuzzer/solver-fuzzer from Fuzz/SolverFuzzer.swift and every Swift file under
# Sources/AnchorageSolver as one module (the harness calls the internal invariant checker; see
# Scripts/libfuzzer-module.sh), then fuzzes with a corpus in .build-libfuzzer/solver-corpus. A
# crash leaves its input in .build-libfuzzer/solver-crash-*; replay it with
#   .build-libfuzzer/solver-fuzzer .build-libfuzzer/solver-crash-<hash>
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/libfuzzer-module.sh
fuzz_module AnchorageSolver solver SolverFuzzer.swift "${1:-30}" -max_len=256
