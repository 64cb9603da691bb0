// SPDX-License-Identifier: MIT

import Anchorage
import AnchorageSolver
import Foundation

/// Scenario F, the layout scenario: a feed of N cells stacked in a root of fixed width, each an
/// avatar, a title, a subtitle and a body pinned with the DSL as a SnapKit user writes it (21
/// constraints per cell, one an inequality; text views of fixed heights). On the same sample it
/// measures `F make` (`makeConstraints` on every view and the first `layoutIfNeeded()`), `F raw`
/// (the same equations by hand on a fresh ``Solver``, and `F make`'s ratio to it), `F offset`
/// (one `update(offset:)` on cell 1's top and a layout, every cell below moving; 20 alternating
/// updates) and `F widths` (a root width change and a layout; 100 widths). Every frame is checked
/// against the closed form after the first layout, each offset and the last width, and the raw
/// solver's values too.
enum Feed {
    static let rootWidth = 375.0
    static let rootHeight = 812.0
    static let gap = 8.0            // between cells, and above the first
    static let inset = 12.0         // avatar, title and body against the cell
    static let avatarSize = 40.0
    static let avatarGap = 8.0      // title.left = avatar.right + 8
    static let titleHeight = 20.0
    static let subtitleGap = 4.0    // subtitle.top = title.bottom + 4
    static let subtitleHeight = 16.0
    static let bodyGap = 12.0       // body.top = subtitle.bottom + 12 (>= avatar.bottom + 8: slack 4)
    static let bodyHeight = 60.0
    static let bottomInset = 10.0   // body.bottom = cell.bottom - 10
    /// The offset of cell 1's top in the `F offset` steps (its initial value is `gap`).
    static let movedGap = 20.0
    static let offsetSteps = 20
    static let widthSteps = 100
    static func width(atStep k: Int) -> Double { 320 + 1.5 * Double(k) }

    static let bodyTop = inset + titleHeight + subtitleGap + subtitleHeight + bodyGap   // 64
    static let cellHeight = bodyTop + bodyHeight + bottomInset                          // 134

    /// Cell `i`'s expected frame in the root, with cell 1's top offset set to `firstGap`.
    static func cellFrame(_ i: Int, width: Double, cell1Gap: Double = gap) -> Rect {
        var y = gap + Double(i) * (cellHeight + gap)
        if i >= 1 { y += cell1Gap - gap }
        return Rect(x: 0, y: y, width: width, height: cellHeight)
    }

    /// The expected frames of the avatar, title, subtitle and body in their cell.
    static func contentFrames(width: Double) -> [Rect] {
        let textX = inset + avatarSize + avatarGap
        let textWidth = width - textX - inset
        return [
            Rect(x: inset, y: inset, width: avatarSize, height: avatarSize),
            Rect(x: textX, y: inset, width: textWidth, height: titleHeight),
            Rect(x: textX, y: inset + titleHeight + subtitleGap, width: textWidth, height: subtitleHeight),
            Rect(x: inset, y: bodyTop, width: width - 2 * inset, height: bodyHeight),
        ]
    }
}

extension Feed {
    /// A cell's content constraints as a SnapKit user writes them, one maker closure per view,
    /// handed to `apply` with its view: `makeConstraints` for scenario F, `updateConstraints` in
    /// scenario U's overrides.
    static func constrainContent(avatar: LayoutView, title: LayoutView, subtitle: LayoutView, body: LayoutView,
                                 _ apply: (LayoutView, (ConstraintMaker) -> Void) -> Void)
    {
        apply(avatar) { make in
            make.left.top.equalToSuperview().offset(Feed.inset)
            make.size.equalTo(Feed.avatarSize)
        }
        apply(title) { make in
            make.left.equalTo(avatar.snp.right).offset(Feed.avatarGap)
            make.right.equalToSuperview().inset(Feed.inset)
            make.top.equalTo(avatar)
            make.height.equalTo(Feed.titleHeight)
        }
        apply(subtitle) { make in
            make.left.right.equalTo(title)
            make.top.equalTo(title.snp.bottom).offset(Feed.subtitleGap)
            make.height.equalTo(Feed.subtitleHeight)
        }
        apply(body) { make in
            make.left.right.equalToSuperview().inset(Feed.inset)
            make.top.equalTo(subtitle.snp.bottom).offset(Feed.bodyGap)
            make.top.greaterThanOrEqualTo(avatar.snp.bottom).offset(Feed.avatarGap)
            make.height.equalTo(Feed.bodyHeight)
            make.bottom.equalToSuperview().inset(Feed.bottomInset)
        }
    }
}

extension Feed {
    /// Runs ``offsetSteps`` steps that set cell 1's gap to ``movedGap`` and back, alternately;
    /// `step` applies one, lays out, checks and returns its timed seconds.
    ///
    /// - Returns: The mean seconds per step.
    static func timeGapSteps(_ step: (Double) throws(BenchFailure) -> Double) throws(BenchFailure) -> Double {
        var total = 0.0
        for k in 0..<offsetSteps { total += try step(k % 2 == 0 ? movedGap : gap) }
        return total / Double(offsetSteps)
    }
}

// The timed steps, each a function of its own (never inlined) so that a profiler can count one
// kind of step alone: `valgrind --tool=callgrind --toggle-collect=<its mangled name>`.
extension Feed {
    /// `F offset`'s step: cell 1's gap set through its kept constraint, then the layout.
    @inline(never)
    static func offsetStep(_ handle: Constraint, _ gap: Double, root: LayoutView) {
        handle.update(offset: gap)
        root.layoutIfNeeded()
    }

    /// `F widths`' step `k`: the root's width set, then the layout.
    @inline(never)
    static func widthStep(_ k: Int, root: LayoutView) {
        root.frame = Rect(x: 0, y: 0, width: width(atStep: k), height: rootHeight)
        root.layoutIfNeeded()
    }
}

extension RawFeed {
    /// The raw solver's share of `F offset`'s step: what the engine asks of the solver.
    @inline(never)
    func offsetStep(_ gap: Double) throws(SolverError) {
        try solver.updateConstant(-gap, of: cell1Top)
        solver.updateVariables()
    }

    /// The raw solver's share of `F widths`' step `k`.
    @inline(never)
    func widthStep(_ k: Int) throws(SolverError) {
        try solver.updateConstant(-Feed.width(atStep: k), of: rootWidth)
        solver.updateVariables()
    }
}

/// One feed: the root, the cells and their content, built untimed; `make()` is the timed part.
final class FeedTree {
    let n: Int
    let root: LayoutView
    let cells: [LayoutView]
    /// `[avatar, title, subtitle, body]` per cell.
    let contents: [[LayoutView]]
    /// Cell 1's `top == cell0.bottom + 8`, kept from the maker.
    var cell1Top: Constraint?
    var diagnostics: [String] = []

    /// A feed of `n` cells whose content views (avatar, title, subtitle, body) `content` makes
    /// for each cell (plain views by default; labels for `F text`).
    init(n: Int, content: (Int) -> [LayoutView] = { _ in [LayoutView(), LayoutView(), LayoutView(), LayoutView()] }) {
        precondition(n >= 2, "the feed needs at least two cells")
        self.n = n
        root = LayoutView(frame: Rect(x: 0, y: 0, width: Feed.rootWidth, height: Feed.rootHeight))
        var cells: [LayoutView] = [], contents: [[LayoutView]] = []
        cells.reserveCapacity(n)
        contents.reserveCapacity(n)
        for _ in 0..<n {
            let cell = LayoutView()
            let views = content(cells.count)
            for view in views { cell.addSubview(view) }
            root.addSubview(cell)
            cells.append(cell)
            contents.append(views)
        }
        self.cells = cells
        self.contents = contents
        root.diagnosticHandler = { [unowned self] in diagnostics.append($0.description) }
    }

    /// Makes every constraint, as a SnapKit user would (the timed part, with the first layout).
    func make() {
        var previous: LayoutView?
        for (i, cell) in cells.enumerated() {
            let avatar = contents[i][0], title = contents[i][1], subtitle = contents[i][2], body = contents[i][3]
            cell.snp.makeConstraints { make in
                if let previous {
                    let top = make.top.equalTo(previous.snp.bottom).offset(Feed.gap).constraint
                    if i == 1 { cell1Top = top }
                } else {
                    make.top.equalToSuperview().offset(Feed.gap)
                }
                make.left.right.equalToSuperview()
            }
            Feed.constrainContent(avatar: avatar, title: title, subtitle: subtitle, body: body) { view, describe in
                view.snp.makeConstraints(describe)
            }
            previous = cell
        }
    }

    /// Checks every frame against the closed form.
    func verify(width: Double, cell1Gap: Double = Feed.gap, in scenario: String) throws(BenchFailure) {
        try Feed.verify(cells: cells, contents: contents, diagnostics: diagnostics, width: width, cell1Gap: cell1Gap,
                        in: scenario)
    }
}

extension Feed {
    /// Checks every frame of a feed against the closed form, and that nothing was reported.
    static func verify(cells: [LayoutView], contents: [[LayoutView]], diagnostics: [String], width: Double,
                       cell1Gap: Double = Feed.gap, in scenario: String) throws(BenchFailure)
    {
        try checkNoDiagnostics(diagnostics, in: scenario)
        let expectedContents = Feed.contentFrames(width: width)
        for i in cells.indices {
            let expected = Feed.cellFrame(i, width: width, cell1Gap: cell1Gap)
            try check(cells[i].frame, expected, "cell \(i)", in: scenario)
            for (k, view) in contents[i].enumerated() {
                try check(view.frame, expectedContents[k], "cell \(i) \(["avatar", "title", "subtitle", "body"][k])",
                          in: scenario)
            }
        }
    }

    private static func check(_ got: Rect, _ expected: Rect, _ what: String, in scenario: String) throws(BenchFailure) {
        let close = { (a: Double, b: Double) in abs(a - b) <= 1e-6 * max(1, abs(b)) }
        guard close(got.minX, expected.minX), close(got.minY, expected.minY), close(got.width, expected.width),
            close(got.height, expected.height)
        else {
            throw .check(scenario: scenario, message: "\(what) frame is \(got), expected \(expected)")
        }
    }
}

/// The same equations on a bare solver, in root coordinates: `x, y, width, height` per view.
struct RawFeed {
    struct Box {
        let x: Variable, y: Variable, w: Variable, h: Variable
        init() { x = Variable(); y = Variable(); w = Variable(); h = Variable() }
        var right: LinearExpression { x + w }
        var bottom: LinearExpression { y + h }
    }

    let root: Box
    let cells: [Box]
    let contents: [[Box]]
    let solver: Solver
    /// `root.width == W`, and cell 1's `top == cell0.bottom + 8`, for the relayout timings.
    let rootWidth: LinearConstraint
    let cell1Top: LinearConstraint

    /// The timed part: variables, constraints, a fresh solver, `updateVariables()`.
    init(n: Int) throws(SolverError) {
        let solver = Solver()
        let root = Box()
        try solver.addConstraint(root.x == 0)
        try solver.addConstraint(root.y == 0)
        let rootWidth = root.w == Feed.rootWidth
        try solver.addConstraint(rootWidth)
        try solver.addConstraint(root.h == Feed.rootHeight)
        var cells: [Box] = [], contents: [[Box]] = []
        cells.reserveCapacity(n)
        contents.reserveCapacity(n)
        var previous: Box?
        var cell1Top: LinearConstraint?
        for i in 0..<n {
            let cell = Box()
            let avatar = Box(), title = Box(), subtitle = Box(), body = Box()
            if let previous {
                let top = cell.y == previous.bottom + Feed.gap
                try solver.addConstraint(top)
                if i == 1 { cell1Top = top }
            } else {
                try solver.addConstraint(cell.y == root.y + Feed.gap)
            }
            try solver.addConstraint(cell.x == root.x)
            try solver.addConstraint(cell.right == root.right)

            try solver.addConstraint(avatar.x == cell.x + Feed.inset)
            try solver.addConstraint(avatar.y == cell.y + Feed.inset)
            try solver.addConstraint(avatar.w == Feed.avatarSize)
            try solver.addConstraint(avatar.h == Feed.avatarSize)

            try solver.addConstraint(title.x == avatar.right + Feed.avatarGap)
            try solver.addConstraint(title.right == cell.right - Feed.inset)
            try solver.addConstraint(title.y == avatar.y)
            try solver.addConstraint(title.h == Feed.titleHeight)

            try solver.addConstraint(subtitle.x == title.x)
            try solver.addConstraint(subtitle.right == title.right)
            try solver.addConstraint(subtitle.y == title.bottom + Feed.subtitleGap)
            try solver.addConstraint(subtitle.h == Feed.subtitleHeight)

            try solver.addConstraint(body.x == cell.x + Feed.inset)
            try solver.addConstraint(body.right == cell.right - Feed.inset)
            try solver.addConstraint(body.y == subtitle.bottom + Feed.bodyGap)
            try solver.addConstraint(body.y >= avatar.bottom + Feed.avatarGap)
            try solver.addConstraint(body.h == Feed.bodyHeight)
            try solver.addConstraint(body.bottom == cell.bottom - Feed.bottomInset)

            cells.append(cell)
            contents.append([avatar, title, subtitle, body])
            previous = cell
        }
        solver.updateVariables()
        self.solver = solver
        self.root = root
        self.cells = cells
        self.contents = contents
        self.rootWidth = rootWidth
        self.cell1Top = cell1Top!
    }

    /// Checks every value against the closed form (content in root coordinates).
    func verify(width: Double = Feed.rootWidth, cell1Gap: Double = Feed.gap, in scenario: String) throws(BenchFailure) {
        let expectedContents = Feed.contentFrames(width: width)
        func check(_ box: Box, _ expected: Rect, _ what: String) throws(BenchFailure) {
            try checkValue(box.x.value, equals: expected.minX, "\(what) x", in: scenario)
            try checkValue(box.y.value, equals: expected.minY, "\(what) y", in: scenario)
            try checkValue(box.w.value, equals: expected.width, "\(what) width", in: scenario)
            try checkValue(box.h.value, equals: expected.height, "\(what) height", in: scenario)
        }
        for i in cells.indices {
            let cell = Feed.cellFrame(i, width: width, cell1Gap: cell1Gap)
            try check(cells[i], cell, "raw cell \(i)")
            for (k, box) in contents[i].enumerated() {
                let e = expectedContents[k]
                try check(box, Rect(x: cell.minX + e.minX, y: cell.minY + e.minY, width: e.width, height: e.height),
                          "raw cell \(i) content \(k)")
            }
        }
    }
}

/// Runs scenario F at `options.feedSizes`, with the budget of `measureSizes` applied to the cost
/// of one whole sample (all four measurements and their untimed setup and checks).
func runScenarioF(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    var previous: (n: Int, make: Double, raw: Double, offset: Double, widths: Double, spent: Double)?
    var exponent = 1.0
    for n in options.feedSizes {
        let size = "N = \(n)"
        guard n >= 2 else {
            emit("F feed".padding(toLength: 10, withPad: " ", startingAt: 0) + size.padding(toLength: 12, withPad: " ", startingAt: 0)
                + "skipped: the feed needs at least 2 cells (the offset update is on cell 1)")
            continue
        }
        if let previous {
            if previous.spent > Budget.seconds || previous.make > Budget.seconds {
                reportSkipped("F feed", size: size, reason: "N = \(previous.n) took over \(Int(Budget.seconds)) s")
                continue
            }
            let projected = previous.spent * pow(Double(n) / Double(previous.n), max(1, exponent))
            if projected > Budget.projectedSeconds {
                reportSkipped(
                    "F feed", size: size,
                    reason: String(format: "projected %.0f s per sample from N^%.2f growth", projected, exponent))
                continue
            }
        }
        var make = Samples(), raw = Samples(), offset = Samples(), widths = Samples()
        var rawOffset = Samples(), rawWidths = Samples()
        let start = clock.now
        for _ in 0..<options.samples {
            let scenario = "F feed N = \(n)"
            let tree = FeedTree(n: n)

            var t0 = clock.now
            tree.make()
            tree.root.layoutIfNeeded()
            make.append(seconds(clock.now - t0))
            try tree.verify(width: Feed.rootWidth, in: scenario + " (first layout)")
            guard let handle = tree.cell1Top else {
                throw .check(scenario: scenario, message: "no handle for cell 1's top constraint")
            }

            offset.append(try Feed.timeGapSteps { gap throws(BenchFailure) in
                let t0 = clock.now
                Feed.offsetStep(handle, gap, root: tree.root)
                let elapsed = seconds(clock.now - t0)
                try tree.verify(width: Feed.rootWidth, cell1Gap: gap, in: scenario + " (after update(offset: \(gap)))")
                return elapsed
            })

            t0 = clock.now
            for k in 0..<Feed.widthSteps { Feed.widthStep(k, root: tree.root) }
            widths.append(seconds(clock.now - t0) / Double(Feed.widthSteps))
            try tree.verify(width: Feed.width(atStep: Feed.widthSteps - 1), in: scenario + " (after the widths)")
            withExtendedLifetime(tree) {}

            t0 = clock.now
            let rawFeed = try solving(scenario) { () throws(SolverError) in try RawFeed(n: n) }
            raw.append(seconds(clock.now - t0))
            try rawFeed.verify(in: scenario + " (raw solver)")
            // The raw solver's share of the relayouts: `updateConstant` (what the engine calls)
            // and `updateVariables()`, on the same constraints.
            var rawOffsetTime = 0.0
            for step in 0..<Feed.offsetSteps {
                let gap = step % 2 == 0 ? Feed.movedGap : Feed.gap
                t0 = clock.now
                try solving(scenario) { () throws(SolverError) in try rawFeed.offsetStep(gap) }
                rawOffsetTime += seconds(clock.now - t0)
                try rawFeed.verify(cell1Gap: gap, in: scenario + " (raw solver, offset \(gap))")
            }
            rawOffset.append(rawOffsetTime / Double(Feed.offsetSteps))
            t0 = clock.now
            for k in 0..<Feed.widthSteps {
                try solving(scenario) { () throws(SolverError) in try rawFeed.widthStep(k) }
            }
            rawWidths.append(seconds(clock.now - t0) / Double(Feed.widthSteps))
            try rawFeed.verify(width: Feed.width(atStep: Feed.widthSteps - 1), in: scenario + " (raw solver, widths)")
            withExtendedLifetime(rawFeed) {}

            let spent = seconds(clock.now - start)
            make.spent = spent
            if spent > Budget.seconds { break }
        }
        let count = make.values.count
        let growth = { (samples: Samples, old: Double?) -> String in
            guard let previous, let old, old > 0 else { return "" }
            let e = log(samples.median / old) / log(Double(n) / Double(previous.n))
            return String(format: " | growth N^%.2f from N = %d", e, previous.n)
        }
        let makeOverRaw = make.median / raw.median
        emitFeedLine(
            "F make", size, make, count: count, unit: "",
            note: String(format: " | %.2fx raw (target <= 2x)", makeOverRaw) + growth(make, previous?.make))
        emitFeedLine("F raw", size, raw, count: count, unit: "", note: growth(raw, previous?.raw))
        emitFeedLine(
            "F offset", size, offset, count: count, unit: "per update",
            note: String(format: " | %.3f%% of first layout (target < 1%% at N = 1,000)", 100 * offset.median / make.median)
                + " | raw solver " + formatTime(rawOffset.median) + String(format: " (%.1fx)", offset.median / rawOffset.median)
                + growth(offset, previous?.offset))
        emitFeedLine(
            "F widths", size, widths, count: count, unit: "per width",
            note: String(format: " | %.2f%% of first layout", 100 * widths.median / make.median)
                + " | raw solver " + formatTime(rawWidths.median) + String(format: " (%.1fx)", widths.median / rawWidths.median)
                + growth(widths, previous?.widths))
        let perSample = make.spent / Double(count)
        if let previous, previous.spent > 0, n != previous.n {
            exponent = log(perSample / previous.spent) / log(Double(n) / Double(previous.n))
        }
        previous = (n, make.median, raw.median, offset.median, widths.median, perSample)
        try runFeedText(n: n, options)
    }
}

/// One result line in the layout of ``report``, with a free-form note instead of kiwi's figure.
private func emitFeedLine(_ label: String, _ size: String, _ samples: Samples, count: Int, unit: String, note: String) {
    var line = resultLine(label, size: size, unit: unit, samples: samples, count: count)
    line += note
    emit(line)
}
