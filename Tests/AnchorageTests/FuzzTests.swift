// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageFuzzing
import Foundation
import Testing

/// A bounded run of the layout fuzzer (`Sources/AnchorageFuzzing`; the `anchorage-fuzz`
/// executable runs it longer): random operations on view trees, valid and invalid, each followed
/// by a layout of every tree and an audit of its solver. Any failure names the seed and the last
/// operations; `swift run anchorage-fuzz --seed <seed> --runs 1 --steps <n> --trace` replays it.
@Suite struct FuzzTests {
    /// Steps per seed: 600, or `ANCHORAGE_FUZZ_STEPS` (the sanitizer pass of `.ci/run` uses
    /// fewer, since AddressSanitizer slows the audits several times).
    static let steps = ProcessInfo.processInfo.environment["ANCHORAGE_FUZZ_STEPS"].flatMap { Int($0) } ?? 600

    /// Seeds that run clean today. Longer runs and other seeds still find the open engine and
    /// solver bugs listed in `knownFailuresStillReproduce()`.
    @Test(arguments: [UInt64(1), 4, 5, 6])
    func randomOperationsKeepEveryTreeSound(seed: UInt64) {
        let report = LayoutFuzzer(seed: seed).run(steps: Self.steps)
        #expect(report.failures.isEmpty, "\(report.summary)")
        #expect(report.operations == Self.steps)
        // The run exercised what it is meant to: rejected input of every kind, dropped trees.
        #expect(report.rejected[.nonFiniteValue, default: 0] > 0)
        #expect(report.rejected[.unsatisfiableConstraints, default: 0] > 0)
        #expect(report.rejected[.unfinishedChain, default: 0] > 0)
        #expect(report.operationCounts.count >= 25)
    }

    /// Seeds on which the fuzzer finds open bugs (issue 6 report): required constraints in the
    /// solver that do not hold at the written values (e.g. seed 3: a fresh `width == 100`
    /// reads 0), broken constraints that could hold (seeds 16, 17), frames that are not the
    /// solved ones after extreme frames (seed 5 at 1,906 steps).
    @Test(.disabled("open engine and solver bugs; see the issue 6 report"), arguments: [UInt64(2), 3, 9, 10, 11, 13, 14, 16, 17, 19])
    func knownFailuresStillReproduce(seed: UInt64) {
        #expect(LayoutFuzzer(seed: seed).run(steps: 600).failures.isEmpty)
    }

    @Test func runsReplayExactly() {
        let first = LayoutFuzzer(seed: 99).run(steps: 200)
        let second = LayoutFuzzer(seed: 99).run(steps: 200)
        #expect(first.summary == second.summary)
        #expect(first.operationCounts == second.operationCounts)
    }
}
