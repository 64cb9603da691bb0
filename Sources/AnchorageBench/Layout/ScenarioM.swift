// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// Scenario M, memory: a tree of 100 views (a feed of 25 cells with the DSL, a guide, a broken
/// constraint, an updated constant and a moved view) is built, laid out and dropped 10,000 times
/// (1,000 with `--quick`). The peak resident set size (`VmHWM` in `/proc/self/status`) is read
/// after the first tenth of the rounds and at the end: memory is flat when the end's peak is
/// within 4 MiB of the early one (a leak of one view per round would add some 10 MB). Linux
/// only; elsewhere the rounds run and the figures read "n/a".
func runScenarioM(_ options: Options) throws(BenchFailure) {
    let rounds = options.quick ? 1_000 : 10_000
    let clock = ContinuousClock()
    let start = clock.now
    var early: Int? = nil
    var frameSum = 0.0
    for round in 0..<rounds {
        frameSum += MemoryRound.buildLayoutAndDrop(round)
        if round + 1 == rounds / 10 { early = peakResidentKiB() }
    }
    let elapsed = seconds(clock.now - start)
    let final = peakResidentKiB()
    let current = residentKiB()
    let expectedSum = (0..<rounds).reduce(0.0) { $0 + MemoryRound.expectedSum($1) }
    try checkValue(frameSum, equals: expectedSum, "sum of frame heights", in: "M")
    func mib(_ kib: Int?) -> String { kib.map { String(format: "%.1f MiB", Double($0) / 1024) } ?? "n/a" }
    print(String(format: "M memory    %6d trees of 100 views built and dropped in %.2f s", rounds, elapsed)
          + "; peak RSS after \(rounds / 10): \(mib(early)), after \(rounds): \(mib(final)), current \(mib(current))")
    if let early, let final, final - early > 4 * 1024 {
        throw .check(scenario: "M", message: "peak RSS grew from \(mib(early)) to \(mib(final)) over \(rounds) trees")
    }
}

enum MemoryRound {
    /// Builds one tree, lays it out, changes it, lays it out again, and drops it; returns the
    /// sum of the cells' heights (checked against ``expectedSum(_:)``).
    static func buildLayoutAndDrop(_ round: Int) -> Double {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 320, height: 4_000))
        root.diagnosticHandler = { _ in }
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        var cells: [LayoutView] = []
        var top: Constraint? = nil
        for i in 0..<25 {
            let cell = LayoutView(), icon = LayoutView(), title = LayoutView(), body = LayoutView()
            root.addSubview(cell)
            cell.addSubview(icon)
            cell.addSubview(title)
            cell.addSubview(body)
            cell.snp.makeConstraints { make in
                make.left.right.equalTo(guide)
                let chain = make.top.equalTo(cells.last?.snp.bottom ?? guide.snp.top).offset(4)
                if i == 0 { top = chain.constraint }
            }
            icon.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(6)
                make.size.equalTo(30)
            }
            title.snp.makeConstraints { make in
                make.left.equalTo(icon.snp.right).offset(8)
                make.right.top.equalToSuperview().inset(6)
                make.height.equalTo(20)
                make.height.equalTo(21)   // broken on purpose: the report path is part of the round
            }
            body.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(6)
                make.top.equalTo(title.snp.bottom).offset(4)
                make.height.equalTo(Double(10 + (round + i) % 7))
                make.bottom.equalToSuperview().inset(6)
            }
            cells.append(cell)
        }
        root.layoutIfNeeded()
        top?.update(offset: 10)
        cells[23].addSubview(cells[24])   // a moved subtree: its constraints to the root are dropped
        root.layoutIfNeeded()
        return cells.reduce(0) { $0 + $1.frame.height }
    }

    /// The cells' heights: 6 + 20 + 4 + body + 6 each (the moved cell keeps its content).
    static func expectedSum(_ round: Int) -> Double {
        (0..<25).reduce(0.0) { sum, i in sum + 36 + Double(10 + (round + i) % 7) }
    }
}

/// `VmHWM` (peak resident set size) from `/proc/self/status`, in KiB, or nil off Linux.
func peakResidentKiB() -> Int? { procStatusField("VmHWM:") }

/// `VmRSS` (current resident set size) from `/proc/self/status`, in KiB, or nil off Linux.
func residentKiB() -> Int? { procStatusField("VmRSS:") }

private func procStatusField(_ name: String) -> Int? {
    // procfs files report a size of 0, so read them line by line rather than by length.
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
    }
    return nil
}
