// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// Scenario U, the constraint-update pass: scenario F's feed, but each cell makes and updates its
/// constraints in an `updateConstraints()` override with `snp.updateConstraints { }`, as UIKit
/// recommends (the cell's gap above it is its state). It measures `U idle` (every cell asks for
/// an update and nothing changed: N overrides, nothing for the solver), `U one` (cell 1's gap
/// alternates 20 and 8 over 20 steps; only that cell asks, and every cell below moves) and
/// `U plain` (the same change on F's feed with `update(offset:)` on a kept handle, the pass
/// `U one` is measured against). Every frame is checked against F's closed form after the first
/// layout and after each step.
final class UpdatingCell: LayoutView {
    unowned(unsafe) let previous: LayoutView?
    let avatar = LayoutView(), title = LayoutView(), subtitle = LayoutView(), body = LayoutView()
    var gap = Feed.gap {
        didSet { if gap != oldValue { setNeedsUpdateConstraints() } }
    }

    init(previous: LayoutView?) {
        self.previous = previous
        super.init(frame: .zero)
        for view in [avatar, title, subtitle, body] { addSubview(view) }
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        snp.updateConstraints { make in
            if let previous {
                make.top.equalTo(previous.snp.bottom).offset(gap)
            } else {
                make.top.equalToSuperview().offset(gap)
            }
            make.left.right.equalToSuperview()
        }
        Feed.constrainContent(avatar: avatar, title: title, subtitle: subtitle, body: body) { view, describe in
            view.snp.updateConstraints(describe)
        }
        super.updateConstraints()
    }

    var contents: [LayoutView] { [avatar, title, subtitle, body] }
}

/// A feed of ``UpdatingCell``s: every constraint is made by the cells' first update pass.
final class UpdatingFeedTree {
    let root: LayoutView
    let cells: [UpdatingCell]
    var diagnostics: [String] = []

    init(n: Int) {
        root = LayoutView(frame: Rect(x: 0, y: 0, width: Feed.rootWidth, height: Feed.rootHeight))
        var cells: [UpdatingCell] = []
        cells.reserveCapacity(n)
        for _ in 0..<n {
            let cell = UpdatingCell(previous: cells.last)
            root.addSubview(cell)
            cells.append(cell)
        }
        self.cells = cells
        root.diagnosticHandler = { [unowned self] in diagnostics.append($0.description) }
    }

    func verify(cell1Gap: Double = Feed.gap, in scenario: String) throws(BenchFailure) {
        try Feed.verify(cells: cells, contents: cells.map(\.contents), diagnostics: diagnostics, width: Feed.rootWidth,
                        cell1Gap: cell1Gap, in: scenario)
    }
}

func runScenarioU(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    for n in options.feedSizes where n >= 2 {
        let size = "N = \(n)"
        var idle = Samples(), one = Samples(), plain = Samples()
        let start = clock.now
        for _ in 0..<options.samples {
            let scenario = "U update pass N = \(n)"
            let tree = UpdatingFeedTree(n: n)
            tree.root.layoutIfNeeded()
            try tree.verify(in: scenario + " (first layout)")

            let t0 = clock.now
            for cell in tree.cells { cell.setNeedsUpdateConstraints() }
            tree.root.layoutIfNeeded()
            idle.append(seconds(clock.now - t0))
            try tree.verify(in: scenario + " (idle pass)")

            one.append(try Feed.timeGapSteps { gap throws(BenchFailure) in
                let t0 = clock.now
                tree.cells[1].gap = gap
                tree.root.layoutIfNeeded()
                let elapsed = seconds(clock.now - t0)
                try tree.verify(cell1Gap: gap, in: scenario + " (cell 1's gap \(gap))")
                return elapsed
            })
            withExtendedLifetime(tree) {}

            let plainTree = FeedTree(n: n)
            plainTree.make()
            plainTree.root.layoutIfNeeded()
            guard let handle = plainTree.cell1Top else {
                throw .check(scenario: scenario, message: "no handle for cell 1's top constraint")
            }
            plain.append(try Feed.timeGapSteps { gap throws(BenchFailure) in
                let t0 = clock.now
                handle.update(offset: gap)
                plainTree.root.layoutIfNeeded()
                let elapsed = seconds(clock.now - t0)
                try plainTree.verify(width: Feed.rootWidth, cell1Gap: gap, in: scenario + " (plain feed, gap \(gap))")
                return elapsed
            })
            withExtendedLifetime(plainTree) {}
            if seconds(clock.now - start) > Budget.seconds { break }
        }
        let count = idle.values.count
        emit(resultLine("U idle", size: size, unit: "per pass", samples: idle, count: count)
            + " | \(n) overrides, nothing changed" + String(format: " (%.1fx U plain)", idle.median / plain.median))
        emit(resultLine("U one", size: size, unit: "per pass", samples: one, count: count)
            + String(format: " | one cell changed: %.2fx U plain", one.median / plain.median))
        emit(resultLine("U plain", size: size, unit: "per pass", samples: plain, count: count)
            + " | the same change without overrides (update(offset:))")
    }
}
