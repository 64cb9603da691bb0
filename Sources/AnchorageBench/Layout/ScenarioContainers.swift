// SPDX-License-Identifier: MIT

// The layout scenarios: what users of the view tree do, each checked against its closed form
// before its times count: F (a feed), U (the update pass), S (self-sizing cells), K (a stack),
// W (the wrapping containers), V (the Visual Format Language), M (memory) and T (text).

import Anchorage
import Foundation

/// Scenario W, the wrapping containers. The flow: N items 30 × 20, spacing 10, line spacing 5,
/// in a root 400 wide (10 items a line): `W flow first` (making it and the first layout, whose
/// second pass breaks the lines), `W flow rebreak` (the root 360 wide, 9 a line: every line
/// changes), `W flow hide last` (one line changes) and `W flow hide middle` (every later line
/// takes the next line's first item). The grid: N / 10 rows of 10, cell (r, c) of intrinsic size
/// `(20 + (7c + 3r) % 11) × (10 + (r + c) % 5)`, spacing 4, pinned by its top and leading edges:
/// `W grid first` and `W grid cell` (a middle cell grows wider than its column: one track
/// constant moves). Every flow height and grid width is checked against its closed form (lines
/// of `floor((width + 10) / 40)` items; columns as wide as their widest cell).
enum ContainersBench {
    static let itemWidth = 30.0, itemHeight = 20.0, spacing = 10.0, lineSpacing = 5.0

    /// The flow's height for `n` visible items at `width`.
    static func flowHeight(_ n: Int, width: Double) -> Double {
        let perLine = Int((width + spacing) / (itemWidth + spacing))
        let lines = (n + perLine - 1) / perLine
        return Double(lines) * itemHeight + Double(lines - 1) * lineSpacing
    }

    static func cellSize(row r: Int, column c: Int) -> Size {
        Size(width: 20 + Double((7 * c + 3 * r) % 11), height: 10 + Double((r + c) % 5))
    }

    /// The grid's width for `rows` rows, with `grown` cells' widths replaced.
    static func gridWidth(rows: Int, grown: (row: Int, column: Int, width: Double)? = nil) -> Double {
        var total = 9 * 4.0
        for c in 0..<10 {
            var widest = 0.0
            for r in 0..<rows {
                let width = grown.map { $0.row == r && $0.column == c ? $0.width : nil } ?? nil
                widest = max(widest, width ?? cellSize(row: r, column: c).width)
            }
            total += widest
        }
        return total
    }
}

/// Runs scenario W at `options.feedSizes`' sizes up to 10,000.
func runScenarioW(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    for n in options.feedSizes where n <= 10_000 {
        let size = "N = \(n)"
        let scenario = "W containers N = \(n)"
        var first = Samples(), rebreak = Samples(), hideLast = Samples(), hideMiddle = Samples()
        var gridFirst = Samples(), gridCell = Samples()
        let start = clock.now
        for _ in 0..<options.samples {
            var diagnostics: [String] = []
            // The flow.
            var t0 = clock.now
            let root = LayoutView(frame: Rect(x: 0, y: 0, width: 400, height: 1_000))
            root.diagnosticHandler = { diagnostics.append($0.description) }
            let items = (0..<n).map { _ in
                SizedItem(Size(width: ContainersBench.itemWidth, height: ContainersBench.itemHeight))
            }
            let flow = FlowView(arrangedSubviews: items)
            flow.spacing = ContainersBench.spacing
            flow.lineSpacing = ContainersBench.lineSpacing
            root.addSubview(flow)
            flow.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            root.layoutIfNeeded()
            first.append(seconds(clock.now - t0))
            try checkValue(flow.frame.height, equals: ContainersBench.flowHeight(n, width: 400), "flow height", in: scenario)

            t0 = clock.now
            root.frame = Rect(x: 0, y: 0, width: 360, height: 1_000)
            root.layoutIfNeeded()
            rebreak.append(seconds(clock.now - t0))
            try checkValue(flow.frame.height, equals: ContainersBench.flowHeight(n, width: 360), "flow height at 360",
                           in: scenario)
            try checkValue(items[n - 1].frame.minX, equals: Double((n - 1) % 9) * 40, "last item's x at 360", in: scenario)

            t0 = clock.now
            items[n - 1].isHidden = true
            root.layoutIfNeeded()
            hideLast.append(seconds(clock.now - t0))
            try checkValue(flow.frame.height, equals: ContainersBench.flowHeight(n - 1, width: 360), "flow height, last hidden",
                           in: scenario)

            t0 = clock.now
            items[n / 2].isHidden = true
            root.layoutIfNeeded()
            hideMiddle.append(seconds(clock.now - t0))
            try checkValue(flow.frame.height, equals: ContainersBench.flowHeight(n - 2, width: 360), "flow height, two hidden",
                           in: scenario)
            try checkValue(items[n / 2 + 1].frame.minX, equals: Double((n / 2) % 9) * 40, "x after the middle", in: scenario)

            // The grid.
            let rows = n / 10
            t0 = clock.now
            let gridRoot = LayoutView(frame: Rect(x: 0, y: 0, width: 1_000, height: 100_000))
            gridRoot.diagnosticHandler = { diagnostics.append($0.description) }
            let cells = (0..<rows).map { r in
                (0..<10).map { c in SizedItem(ContainersBench.cellSize(row: r, column: c)) }
            }
            let grid = GridView(rows: cells)
            grid.horizontalSpacing = 4
            grid.verticalSpacing = 4
            gridRoot.addSubview(grid)
            grid.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            gridRoot.layoutIfNeeded()
            gridFirst.append(seconds(clock.now - t0))
            try checkValue(grid.frame.width, equals: ContainersBench.gridWidth(rows: rows), "grid width", in: scenario)

            t0 = clock.now
            cells[rows / 2][3].size = Size(width: 60, height: 12)
            gridRoot.layoutIfNeeded()
            gridCell.append(seconds(clock.now - t0))
            try checkValue(grid.frame.width, equals: ContainersBench.gridWidth(rows: rows, grown: (rows / 2, 3, 60)),
                           "grid width after a cell grew", in: scenario)
            try checkNoDiagnostics(diagnostics, in: scenario)
            if seconds(clock.now - start) > Budget.seconds { break }
        }
        let count = first.values.count
        func share(_ samples: Samples, of whole: Samples) -> String {
            " | " + String(format: "%.2f%%", 100 * samples.median / whole.median) + " of the first layout"
        }
        emit(resultLine("W flow", size: size, unit: "", samples: first, count: count) + " | first layout")
        emit(resultLine("W flow", size: size, unit: "", samples: rebreak, count: count)
            + " | re-break" + share(rebreak, of: first) + " (every line's items change)")
        emit(resultLine("W flow", size: size, unit: "", samples: hideLast, count: count)
            + " | hide last" + share(hideLast, of: first) + " (one line changes)")
        emit(resultLine("W flow", size: size, unit: "", samples: hideMiddle, count: count)
            + " | hide middle" + share(hideMiddle, of: first) + " (the lines after it change)")
        emit(resultLine("W grid", size: size, unit: "", samples: gridFirst, count: count)
            + " | first layout, \(n / 10) × 10 cells")
        emit(resultLine("W grid", size: size, unit: "", samples: gridCell, count: count)
            + " | one cell grows" + share(gridCell, of: gridFirst) + " (one track constant)")
    }
}
