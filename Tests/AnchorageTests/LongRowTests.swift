// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// A row of 200 equal-width views pinned to both edges of their superview: every width depends on
/// every gap, the case where the solver sheds required equations' markers (ghost dummies in
/// AnchorageSolver). Frames, constant updates, remakes and conflicts behave as in a short row.
@Suite struct LongRowTests {
    static let count = 200

    /// The row: view i at x = 10 + i·(width + 4); root width 1,816 gives width 5.
    private func makeRow() -> (root: LayoutView, views: [LayoutView], gaps: [Constraint?]) {
        let root = makeRoot(width: 1_816, height: 100)
        var views: [LayoutView] = []
        var gaps: [Constraint?] = []
        for i in 0..<Self.count {
            let view = addView(to: root, label: "v\(i)")
            let previous = views.last
            var gap: Constraint?
            view.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.height.equalTo(20)
                if let previous {
                    gap = make.left.equalTo(previous.snp.right).offset(4).constraint
                    make.width.equalTo(previous)
                } else {
                    make.left.equalToSuperview().offset(10)
                }
                if i == Self.count - 1 { make.right.equalToSuperview().inset(10) }
            }
            views.append(view)
            gaps.append(gap)
        }
        return (root, views, gaps)
    }

    private func expectRow(_ views: [LayoutView], width: Double, extraGap: Double = 0, after: Int = -1,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var x = 10.0
        for (i, view) in views.enumerated() {
            if !approximatelyEqual(view.frame, Rect(x: x, y: 0, width: width, height: 20)) {
                Issue.record("v\(i) at \(view.frame), expected x \(x) width \(width)", sourceLocation: sourceLocation)
                return
            }
            x += width + 4 + (i == after ? extraGap : 0)
        }
    }

    @Test func framesUpdatesAndRemakes() throws {
        let (root, views, gaps) = makeRow()
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        expectRow(views, width: 5)
        #expect(root.engine.solver.dump().contains(" ghost]"), "the row should shed markers")

        // One gap 100 wider: every width gives up half a point.
        try #require(gaps[120]).update(offset: 104)
        root.layoutIfNeeded()
        expectRow(views, width: 4.5, extraGap: 100, after: 119)

        // The same link remade with a gap of 4 again.
        views[120].snp.remakeConstraints { make in
            make.top.equalToSuperview()
            make.height.equalTo(20)
            make.left.equalTo(views[119].snp.right).offset(4)
            make.width.equalTo(views[119])
        }
        root.layoutIfNeeded()
        expectRow(views, width: 5)

        // A wider root.
        root.frame = Rect(x: 0, y: 0, width: 2_016, height: 100)
        root.layoutIfNeeded()
        expectRow(views, width: 6)
        #expect(log.entries.isEmpty)
    }

    @Test func aConflictWithTheWholeRowIsReportedAndLeftOut() throws {
        let (root, views, _) = makeRow()
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        views[50].snp.makeConstraints { make in
            make.width.greaterThanOrEqualTo(10).labeled("too-wide")
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        let labels = log.entries.first?.constraints.map(\.label) ?? []
        // The broken one first, then the root's width and the row's links and equal widths.
        #expect(labels.first == "too-wide")
        #expect(labels.contains("UIView-Encapsulated-Layout-Width"))
        #expect(labels.count > 2 * Self.count, "\(labels.count) constraints named")
        expectRow(views, width: 5)
    }

    /// An open row sizes its container: each view's left edge on the previous view's right, the
    /// last one's right edge on the container's, and each view's width and height written after
    /// its edges, in the same closure. No width depends on every gap here, so no marker becomes
    /// a ghost, and a change of every gap moves only the views after it.
    @Test func anOpenRowWithWidthsAfterItsEdgesKeepsItsMarkers() throws {
        let root = makeRoot(width: 10_000, height: 100)
        let container = addView(to: root, label: "container")
        container.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        var views: [LayoutView] = []
        var gaps: [Constraint] = []
        for i in 0..<Self.count {
            let view = LayoutView()
            container.addSubview(view)
            let previous = views.last
            view.snp.makeConstraints { make in
                make.top.bottom.equalToSuperview()
                if let previous {
                    gaps.append(make.left.equalTo(previous.snp.right).offset(4).constraint)
                } else {
                    make.left.equalToSuperview()
                }
                if i == Self.count - 1 { make.right.equalToSuperview() }
                make.width.equalTo(20 + i % 5)
                make.height.equalTo(30)
            }
            views.append(view)
        }
        let log = DiagnosticLog(root)
        root.layoutIfNeeded()
        func expectRow(gap: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            var x = 0.0
            for (i, view) in views.enumerated() {
                let width = Double(20 + i % 5)
                #expect(approximatelyEqual(view.frame, Rect(x: x, y: 0, width: width, height: 30)),
                        "view \(i) at \(view.frame)", sourceLocation: sourceLocation)
                x += width + gap
            }
            #expect(approximatelyEqual(container.frame, Rect(x: 0, y: 0, width: x - gap, height: 30)),
                    sourceLocation: sourceLocation)
        }
        expectRow(gap: 4)
        #expect(!root.engine.solver.dump().contains("ghost"))
        for gap in gaps { gap.update(offset: 6) }
        root.layoutIfNeeded()
        expectRow(gap: 6)
        #expect(!root.engine.solver.dump().contains("ghost"))
        #expect(log.entries.isEmpty)
    }
}
