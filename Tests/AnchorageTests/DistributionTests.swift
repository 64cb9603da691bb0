// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Masonry's `distributeViewsAlong` in both forms, 2, 3 and 10 views, both axes.
@Suite struct DistributionTests {
    struct Case: CustomStringConvertible, Sendable {
        let count: Int
        let axis: AxisType
        var description: String { "\(count) \(axis)" }
    }

    static let cases: [Case] = [2, 3, 10].flatMap { [Case(count: $0, axis: .horizontal), Case(count: $0, axis: .vertical)] }

    private func fixture(_ count: Int) -> (LayoutView, [LayoutView]) {
        let root = makeRoot(width: 400, height: 300)
        return (root, (0..<count).map { addView(to: root, label: "v\($0)") })
    }

    /// Pins the cross axis: 7 from the leading cross edge, 11 long.
    private func pinCrossAxis(_ views: [LayoutView], _ axis: AxisType) {
        views.snp.makeConstraints { make in
            if axis == .horizontal { make.top.equalTo(7); make.height.equalTo(11) } else { make.left.equalTo(7); make.width.equalTo(11) }
        }
    }

    @Test(arguments: cases)
    func fixedSpacing(_ testCase: Case) {
        let (root, views) = fixture(testCase.count)
        views.snp.distributeViewsAlong(axisType: testCase.axis, fixedSpacing: 5, leadSpacing: 10, tailSpacing: 20)
        pinCrossAxis(views, testCase.axis)
        root.layoutIfNeeded()
        let n = Double(testCase.count)
        let total = testCase.axis == .horizontal ? 400.0 : 300.0
        let length = (total - 30 - (n - 1) * 5) / n
        for (i, view) in views.enumerated() {
            let start = 10 + Double(i) * (length + 5)
            if testCase.axis == .horizontal { expectFrame(view, start, 7, length, 11) } else { expectFrame(view, 7, start, 11, length) }
        }
    }

    @Test(arguments: cases)
    func fixedItemLength(_ testCase: Case) {
        let (root, views) = fixture(testCase.count)
        views.snp.distributeViewsAlong(axisType: testCase.axis, fixedItemLength: 20, leadSpacing: 10, tailSpacing: 15)
        pinCrossAxis(views, testCase.axis)
        root.layoutIfNeeded()
        let total = testCase.axis == .horizontal ? 400.0 : 300.0
        let step = (total - 10 - 15 - 20) / Double(testCase.count - 1)
        for (i, view) in views.enumerated() {
            let start = 10 + Double(i) * step
            if testCase.axis == .horizontal { expectFrame(view, start, 7, 20, 11) } else { expectFrame(view, 7, start, 11, 20) }
        }
    }

    @Test func masonrysWorkedExample() {
        // n = 3, W = 320, lead = tail = 10, length = 50: right₁ = 160 + 30 − 5 = 185.
        let root = makeRoot(width: 320, height: 100)
        let views = (0..<3).map { _ in addView(to: root) }
        views.snp.distributeViewsAlong(axisType: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 10)
        views.snp.makeConstraints { make in make.top.height.equalTo(1) }
        root.layoutIfNeeded()
        #expect(abs(views[1].frame.maxX - 185) < frameTolerance)
    }

    @Test func constraintCountsMatchMasonry() {
        let root = makeRoot()
        let spaced = (0..<3).map { _ in addView(to: root) }
        spaced.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 1)
        let counts = spaced.map { view in
            (root.constraints + view.constraints).filter { $0.firstItem === view }.count
        }
        #expect(counts == [1, 2, 3])
        let fixed = (0..<3).map { _ in addView(to: root) }
        fixed.snp.distributeViewsAlong(axisType: .vertical, fixedItemLength: 1)
        let fixedCounts = fixed.map { view in (root.constraints + view.constraints).filter { $0.firstItem === view }.count }
        #expect(fixedCounts == [2, 2, 2])
    }

    @Test func distributingViewsInDifferentContainersUsesTheCommonAncestor() {
        let root = makeRoot(width: 400, height: 300)
        let left = addView(to: root, frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let right = addView(to: root, frame: Rect(x: 200, y: 0, width: 200, height: 300))
        let a = addView(to: left), b = addView(to: right)
        [a, b].snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 0)
        [a, b].snp.makeConstraints { make in make.top.height.equalTo(1) }
        #expect([a, b].snp.closestCommonSuperview() === root)
        root.layoutIfNeeded()
        expectFrame(a, 0, 1, 200, 1)
        expectFrame(b, 0, 1, 200, 1)    // 200 in root space, 0 in `right`
    }

    @Test func commonSuperviewFoldStartsAtTheFirstView() {
        let root = makeRoot()
        let a = addView(to: root)
        let b = addView(to: a)
        #expect([a, b].snp.closestCommonSuperview() === a)
        #expect([LayoutView]().snp.closestCommonSuperview() == nil)
        #expect([a, LayoutView()].snp.closestCommonSuperview() == nil)
    }
}
