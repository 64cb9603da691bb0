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
    /// Steps per seed: 600, or `ANCHORAGE_FUZZ_STEPS` (for a quicker run under a sanitizer;
    /// `.ci/run`'s release AddressSanitizer pass keeps the 600).
    static let steps = ProcessInfo.processInfo.environment["ANCHORAGE_FUZZ_STEPS"].flatMap { Int($0) } ?? 600

    /// Seeds for the bounded run. Every seed runs clean today (`.ci/run` also runs seeds 1 to 8
    /// for 2,500 steps each in a release build); these include the ones that found the solver
    /// bugs now reduced in `ExtremeScaleTests` (2, 3, 9, 16, 17: a required equation lost
    /// beside 1e9 and 1e-9 terms, the audit's probe tripping on the same numerics).
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 9, 16, 17])
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

    /// Definitions are evaluated after the ones they name, also when a definition is placed
    /// before definitions made earlier: each cell pins its content while it is its own tree, so
    /// the content's top is defined from the cell's top, which the link to the cell above defines
    /// later, at a place before it. A change at the head of the stack then reaches every cell, and
    /// every content after its cell; a content evaluated before its cell would keep the old top.
    /// (The fuzzer's audit checks the plan's order after every step; seed 119 revives stale
    /// definitions early and often.)
    @Test func definitionsAreEvaluatedInDefinitionOrder() {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 1_000))
        var cells: [LayoutView] = [], contents: [LayoutView] = []
        var head: Constraint?
        for _ in 0..<12 {
            let cell = LayoutView(), content = LayoutView()
            cell.addSubview(content)
            content.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                make.left.right.equalToSuperview()
                make.height.equalTo(20)
            }
            root.addSubview(cell)
            cell.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.bottom.equalTo(content).offset(5)
                if let previous = cells.last {
                    make.top.equalTo(previous.snp.bottom).offset(8)
                } else {
                    head = make.top.equalToSuperview().offset(4).constraint
                }
            }
            cells.append(cell)
            contents.append(content)
        }
        // A cell is 10 + 20 + 5 = 35 tall; cell i starts at top + 43 i.
        for top in [4.0, 50, 7] {
            head?.update(offset: top)
            root.layoutIfNeeded()
            for (i, cell) in cells.enumerated() {
                #expect(cell.frame == Rect(x: 0, y: top + 43 * Double(i), width: 100, height: 35), "cell \(i) at top \(top)")
                #expect(contents[i].frame == Rect(x: 0, y: 10, width: 100, height: 20), "content \(i) at top \(top)")
            }
        }
        let report = LayoutFuzzer(seed: 119).run(steps: 400)
        #expect(report.failures.isEmpty, "\(report.summary)")
    }

    @Test func runsReplayExactly() {
        let first = LayoutFuzzer(seed: 99).run(steps: 200)
        let second = LayoutFuzzer(seed: 99).run(steps: 200)
        #expect(first.summary == second.summary)
        #expect(first.operationCounts == second.operationCounts)
    }
}
