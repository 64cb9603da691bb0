// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageFuzzing
import Testing

/// Independent trees are independent: 64 trees laid out at once in a task group (each built,
/// changed and laid out inside its own task, as the concurrency contract asks) give exactly the
/// frames of the same trees laid out one after another. Clean under ThreadSanitizer (run by
/// hand: `swift test --sanitize=thread --scratch-path .build-tsan --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {
    /// A feed of cells made with the DSL, then changed (constants, a remake, a moved view) and
    /// laid out again; returns every frame.
    static func frames(seed: Int) -> [Rect] {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320 + Double(seed), height: 2_000))
        root.diagnosticHandler = { _ in }
        var cells: [LayoutView] = []
        var tops: [Constraint] = []
        for i in 0..<30 {
            let cell = LayoutView()
            root.addSubview(cell)
            let icon = LayoutView(), title = LayoutView()
            cell.addSubview(icon)
            cell.addSubview(title)
            cell.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(Double(seed % 7))
                tops.append(make.top.equalTo(cells.last?.snp.bottom ?? root.snp.top).offset(8).constraint)
                make.height.greaterThanOrEqualTo(44)
            }
            icon.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(6)
                make.size.equalTo(Double(20 + (i * seed) % 17))
            }
            title.snp.makeConstraints { make in
                make.left.equalTo(icon.snp.right).offset(8)
                make.right.equalToSuperview().inset(6)
                make.top.bottom.equalToSuperview().inset(4)
                make.height.equalTo(Double(30 + (i + seed) % 23)).priority(.high)
            }
            cells.append(cell)
        }
        root.layoutIfNeeded()
        for (i, top) in tops.enumerated() where i % 3 == seed % 3 { top.update(offset: Double(i % 5)) }
        cells[seed % 30].snp.remakeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalToSuperview().offset(Double(seed))
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        var result: [Rect] = []
        func visit(_ view: LayoutView) {
            result.append(view.frame)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }

    @Test func sixtyFourTreesInParallelMatchSerialLayouts() async {
        let serial = (0..<64).map { Self.frames(seed: $0) }
        let parallel = await withTaskGroup(of: (Int, [Rect]).self) { group in
            for seed in 0..<64 { group.addTask { (seed, Self.frames(seed: seed)) } }
            var results = [[Rect]](repeating: [], count: 64)
            for await (seed, frames) in group { results[seed] = frames }
            return results
        }
        #expect(parallel == serial)
        #expect(Set(serial.map { $0.count }) == [91])
    }

    /// The fuzzer's trees (every engine path, diagnostics, dropped trees) in parallel: the
    /// reports match serial runs exactly (their counts; failure texts may name addresses).
    @Test func fuzzedTreesInParallelMatchSerialRuns() async {
        let seeds: [UInt64] = Array(200..<208)
        let serial = seeds.map { Self.digest(LayoutFuzzer(seed: $0).run(steps: 150)) }
        let parallel = await withTaskGroup(of: (Int, String).self) { group in
            for (index, seed) in seeds.enumerated() {
                group.addTask { (index, Self.digest(LayoutFuzzer(seed: seed).run(steps: 150))) }
            }
            var results = [String](repeating: "", count: seeds.count)
            for await (index, summary) in group { results[index] = summary }
            return results
        }
        #expect(parallel == serial)
    }

    static func digest(_ report: LayoutFuzzer.Report) -> String {
        let kinds = report.rejected.map { "\($0.key) \($0.value)" }.sorted()
        let operations = report.operationCounts.map { "\($0.key) \($0.value)" }.sorted()
        return "\(report.operations) \(report.layouts) \(kinds) \(operations) \(report.treesDropped) \(report.failures.count)"
    }
}
