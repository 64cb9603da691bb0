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

    /// Seeds on which the fuzzer finds open solver bugs. Replaying each seed's solver operations
    /// alone (without the engine) reproduces every one: beside coefficients and constants near
    /// 1e9 and 1e-9 the solver accepts a required constraint that contradicts another, or solves
    /// to values at which an accepted required constraint does not hold (seeds 2, 3, 9, 10, 11,
    /// 13, 14, 19); seeds 16 and 17 are the audit's fresh probe solver tripping on the same
    /// numerics ("broken constraint could hold"). Reduced reproducers: `ExtremeScaleTests` in
    /// the solver tests.
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
