// SPDX-License-Identifier: MIT

import Anchorage
import Foundation

/// Scenario K, a StackView of N arranged views: a horizontal `.fill` stack, spacing 4, pinned by
/// its leading and top edges only (it sizes itself), view `i` of intrinsic size
/// `(20 + i % 5) × (30 + i % 3)`. It measures `K first` (making the stack and the first layout),
/// `K by hand` (the same layout written with the DSL, each view's leading on the previous one's
/// trailing plus the spacing: the ratio says what the stack costs), `K spacing` (changing
/// `spacing`, and by hand every gap's `update(offset:)`), `K hidden` (hiding and showing the
/// middle view, per toggle), `K spacing again` (after that toggle re-made the links around it)
/// and `K insert` (a new view at index 0). Every stack width is checked against the sum of the
/// visible widths plus the spacing between them.
enum StackBench {
    static let spacing = 4.0

    static func width(_ i: Int) -> Double { 20 + Double(i % 5) }
    static func height(_ i: Int) -> Double { 30 + Double(i % 3) }

    /// The expected width of views `0..<n`, without `hidden`, at `spacing`.
    static func expectedWidth(_ n: Int, hidden: Int? = nil, spacing: Double = spacing) -> Double {
        let visible = (0..<n).filter { $0 != hidden }
        return visible.reduce(0) { $0 + width($1) } + spacing * Double(visible.count - 1)
    }
}

/// A view whose intrinsic size is what it is given (scenarios K and W).
final class SizedItem: LayoutView {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ size: Size) {
        self.size = size
        super.init(frame: .zero)
    }

    /// Scenario K's view `i`.
    convenience init(index i: Int) {
        self.init(Size(width: StackBench.width(i), height: StackBench.height(i)))
    }

    override var intrinsicContentSize: Size { size }
}

/// Runs scenario K at `options.feedSizes`' sizes up to 10,000.
func runScenarioK(_ options: Options) throws(BenchFailure) {
    let clock = ContinuousClock()
    for n in options.feedSizes where n <= 10_000 {
        let size = "N = \(n)"
        let scenario = "K stack N = \(n)"
        var first = Samples(), hand = Samples(), toggle = Samples(), spacing = Samples(), handSpacing = Samples()
        var insert = Samples(), spacingAfterToggle = Samples()
        let start = clock.now
        for _ in 0..<options.samples {
            var diagnostics: [String] = []
            // The stack.
            var t0 = clock.now
            let root = LayoutView(frame: Rect(x: 0, y: 0, width: 100_000, height: 1_000))
            root.diagnosticHandler = { diagnostics.append($0.description) }
            let views = (0..<n).map { SizedItem(index: $0) }
            let stack = StackView(arrangedSubviews: views)
            stack.spacing = StackBench.spacing
            root.addSubview(stack)
            stack.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            root.layoutIfNeeded()
            first.append(seconds(clock.now - t0))
            try checkValue(stack.frame.width, equals: StackBench.expectedWidth(n), "stack width", in: scenario)

            // The same layout by hand.
            t0 = clock.now
            let handRoot = LayoutView(frame: Rect(x: 0, y: 0, width: 100_000, height: 1_000))
            let container = LayoutView()
            handRoot.addSubview(container)
            container.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            let handViews = (0..<n).map { SizedItem(index: $0) }
            for view in handViews { container.addSubview(view) }
            var gaps: [Constraint] = []
            for (i, view) in handViews.enumerated() {
                view.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    if i == 0 {
                        make.leading.equalToSuperview()
                    } else {
                        gaps.append(make.leading.equalTo(handViews[i - 1].snp.trailing).offset(StackBench.spacing).constraint)
                    }
                    if i == n - 1 { make.trailing.equalToSuperview() }
                }
            }
            handRoot.layoutIfNeeded()
            hand.append(seconds(clock.now - t0))
            try checkValue(container.frame.width, equals: StackBench.expectedWidth(n), "hand-written width", in: scenario)

            // The same spacing change by hand: every gap's offset.
            t0 = clock.now
            for gap in gaps { gap.update(offset: 6) }
            handRoot.layoutIfNeeded()
            handSpacing.append(seconds(clock.now - t0))
            try checkValue(container.frame.width, equals: StackBench.expectedWidth(n, spacing: 6), "hand-written width at 6", in: scenario)

            // The spacing.
            t0 = clock.now
            stack.spacing = 6
            root.layoutIfNeeded()
            spacing.append(seconds(clock.now - t0))
            try checkValue(stack.frame.width, equals: StackBench.expectedWidth(n, spacing: 6), "width at spacing 6", in: scenario)

            // Hiding and showing the middle view.
            let middle = views[n / 2]
            t0 = clock.now
            middle.isHidden = true
            root.layoutIfNeeded()
            let hiddenWidth = stack.frame.width
            middle.isHidden = false
            root.layoutIfNeeded()
            toggle.append(seconds(clock.now - t0) / 2)
            try checkValue(hiddenWidth, equals: StackBench.expectedWidth(n, hidden: n / 2, spacing: 6), "width with one hidden",
                           in: scenario)
            try checkValue(stack.frame.width, equals: StackBench.expectedWidth(n, spacing: 6), "width shown again", in: scenario)

            // The spacing again, after the middle view's links were removed and made again.
            t0 = clock.now
            stack.spacing = 4
            root.layoutIfNeeded()
            spacingAfterToggle.append(seconds(clock.now - t0))
            try checkValue(stack.frame.width, equals: StackBench.expectedWidth(n), "width back at spacing 4", in: scenario)

            // Inserting at the front.
            let newcomer = SizedItem(index: 0)
            t0 = clock.now
            stack.insertArrangedSubview(newcomer, at: 0)
            root.layoutIfNeeded()
            insert.append(seconds(clock.now - t0))
            try checkValue(stack.frame.width, equals: StackBench.expectedWidth(n) + 4 + StackBench.width(0),
                           "width after inserting", in: scenario)
            try checkValue(views[0].frame.minX, equals: StackBench.width(0) + 4, "first view's x after inserting", in: scenario)
            try checkNoDiagnostics(diagnostics, in: scenario)
            if seconds(clock.now - start) > Budget.seconds { break }
        }
        let count = first.values.count
        emit(resultLine("K first", size: size, unit: "", samples: first, count: count))
        emit(resultLine("K by hand", size: size, unit: "", samples: hand, count: count)
            + " | stack / hand-written: " + String(format: "%.2fx", first.median / hand.median))
        emit(resultLine("K hidden", size: size, unit: "", samples: toggle, count: count)
            + " | " + String(format: "%.2f%%", 100 * toggle.median / first.median) + " of the first layout")
        emit(resultLine("K spacing", size: size, unit: "", samples: spacing, count: count)
            + " | " + String(format: "%.2f%%", 100 * spacing.median / first.median) + " of the first layout")
        emit(resultLine("K spacing", size: size + " again", unit: "", samples: spacingAfterToggle, count: count)
            + " | after hiding and showing a view")
        emit(resultLine("K spacing", size: size + " by hand", unit: "", samples: handSpacing, count: count)
            + " | the same \(n - 1) offsets changed with update(offset:)")
        emit(resultLine("K insert", size: size, unit: "", samples: insert, count: count)
            + " | " + String(format: "%.2f%%", 100 * insert.median / first.median) + " of the first layout")
    }
}
