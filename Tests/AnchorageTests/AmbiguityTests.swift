// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// Ambiguity: `hasAmbiguousLayout` and the tree-wide report find exactly the views whose frames
/// the constraints do not determine.
@Suite struct AmbiguityTests {
    @Test func aFullyConstrainedTreeIsNotAmbiguous() {
        let root = makeRoot()
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b")
        a.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(50)
        }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.top.equalTo(a)
            make.right.equalToSuperview().inset(10)
            make.height.equalTo(a)
        }
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !root.hasAmbiguousLayout)
        #expect(root.ambiguousLayoutReport().isEmpty)
        #expect(root.ambiguousLayoutReport().description == "No ambiguous layout.")
        expectFrame(b, 68, 10, 322, 50)   // the query laid the tree out
    }

    @Test func aViewWithOnlyASizeIsAmbiguousInPosition() {
        // UIKit's classic: a size but no position.
        let root = makeRoot()
        let badge = addView(to: root, label: "badge")
        badge.snp.makeConstraints { make in make.size.equalTo(20) }
        root.layoutIfNeeded()
        #expect(badge.hasAmbiguousLayout)
        let report = root.ambiguousLayoutReport()
        #expect(report.views.map { $0 === badge } == [true])
        #expect(report.entries[0].components == [.x, .y])
        #expect(report.description == """
            Ambiguous layout: the constraints do not determine 1 view's frame.
                LayoutView:badge: x, y (frame \(badge.frame))
            """)
    }

    @Test func theSilentZeroSizeView() {
        // UIKit's most confusing failure: pinned on the left and top only, the view lays out at
        // zero size and nothing complains.
        let root = makeRoot()
        let label = addView(to: root, label: "label")
        label.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(16) }
        root.layoutIfNeeded()
        expectFrame(label, 16, 16, 0, 0)
        #expect(root.ambiguousLayoutReport().entries.map(\.components) == [[.width, .height]])
    }

    @Test func aLessThanOrEqualBoundLeavesTheWidthFree() {
        let root = makeRoot()
        let view = addView(to: root)
        view.snp.makeConstraints { make in
            make.left.top.height.equalTo(10)
            make.width.lessThanOrEqualTo(100)
        }
        #expect(view.hasAmbiguousLayout)
        // An optional preference settles it, as a hugging priority would.
        view.snp.makeConstraints { make in make.width.equalTo(60).priority(.low) }
        #expect(!view.hasAmbiguousLayout)
        expectFrame(view, 10, 10, 60, 10)
    }

    @Test func equalOptionalPrioritiesPullingApartAreAmbiguous() {
        let root = makeRoot()
        let view = addView(to: root)
        view.snp.makeConstraints { make in
            make.left.top.height.equalTo(0)
            make.width.equalTo(100).priority(.high)
            make.width.equalTo(200).priority(.high)
        }
        #expect(root.ambiguousLayoutReport().entries.map(\.components) == [.width])
        view.snp.makeConstraints { make in make.width.equalTo(150).priority(.low) }
        #expect(!view.hasAmbiguousLayout)
        expectFrame(view, 0, 0, 150, 0)
    }

    @Test func positionRelativeToAnAmbiguousParentIsDetermined() {
        // The container floats, but the child is pinned inside it: only the container is
        // reported, as the child's frame (in its superview) is fixed.
        let root = makeRoot()
        let container = addView(to: root, label: "container")
        let child = addView(to: container, label: "child")
        container.snp.makeConstraints { make in make.size.equalTo(100) }
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let report = root.ambiguousLayoutReport()
        #expect(report.views.map(\.debugDescription) == ["LayoutView:container"])
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func viewsThatKeepTheirFramesAreNeverAmbiguous() {
        let root = makeRoot()
        let fixed = addView(to: root, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let floating = addView(to: root, label: "floating")
        floating.translatesAutoresizingMaskIntoConstraints = false
        #expect(!fixed.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        // Positioned by constraints, but none mentions it: all four parts are free.
        #expect(root.ambiguousLayoutReport().entries.map(\.components) == [.all])
        #expect(floating.hasAmbiguousLayout)
    }

    @Test func safeAreaGuidesCountAsConstraints() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = addView(to: root)
        content.snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        #expect(!content.hasAmbiguousLayout)
        expectFrame(content, 0, 47, 390, 763)
    }

    @Test func aBrokenConstraintDoesNotCount() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let view = addView(to: root)
        view.snp.makeConstraints { make in
            make.left.top.size.equalTo(10)
            make.width.equalTo(20)      // conflicts with size: broken
        }
        #expect(!view.hasAmbiguousLayout)
        #expect(log.kinds == [.unsatisfiableConstraints])
    }

    /// Seeded random layouts: removing one determining constraint of a fully constrained view
    /// always makes exactly that view ambiguous, in the axis of the removed constraint.
    @Test(arguments: [31, 32, 33, 34, 35] as [UInt64])
    func removingAConstraintMakesItsAxisAmbiguous(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let root = makeRoot()
        var views: [LayoutView] = []
        var handles: [(LayoutView, Constraint, FrameComponents)] = []
        for i in 0..<10 {
            let view = addView(to: root)
            var left: Constraint!, width: Constraint!, top: Constraint!
            view.snp.makeConstraints { make in
                if let previous = views.last, rng.next() % 2 == 0 {
                    left = make.left.equalTo(previous.snp.right).offset(Double(rng.next() % 10)).constraint
                } else {
                    left = make.left.equalTo(Double(rng.next() % 200)).constraint
                }
                width = make.width.equalTo(Double(rng.next() % 50 + 1)).constraint
                top = make.top.equalTo(Double(i) * 20).constraint
                make.height.equalTo(10)
            }
            views.append(view)
            handles.append(contentsOf: [(view, left, .x), (view, width, .width), (view, top, .y)])
        }
        #expect(root.ambiguousLayoutReport().isEmpty)
        let (view, handle, axis) = handles[Int(rng.next() % UInt64(handles.count))]
        handle.deactivate()
        let report = root.ambiguousLayoutReport()
        #expect(report.entries.first?.view === view)
        #expect(report.entries.first?.components == axis)
        // Views chained to its right edge move with it: x is free for them, nothing else.
        for entry in report.entries.dropFirst() { #expect(entry.components == .x) }
        handle.activate()
        #expect(root.ambiguousLayoutReport().isEmpty)
    }
}
