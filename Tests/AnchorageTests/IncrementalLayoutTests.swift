// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// The engine only pushes what changed, only writes frames that moved, and rebuilds only after
/// structural changes.
@Suite struct IncrementalLayoutTests {
    /// A column of `count` rows, each 10 high, stacked under each other; returns the rows' top
    /// constraints.
    private func column(_ count: Int) -> (LayoutView, [LayoutView], [Constraint]) {
        let root = makeRoot(width: 100, height: 10_000)
        var rows: [LayoutView] = []
        var tops: [Constraint] = []
        for _ in 0..<count {
            let row = addView(to: root)
            let previous = rows.last
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.height.equalTo(10)
                if let previous { tops.append(make.top.equalTo(previous.snp.bottom).constraint) } else { tops.append(make.top.equalTo(0).constraint) }
            }
            rows.append(row)
        }
        return (root, rows, tops)
    }

    @Test func oneConstantChangeWritesOnlyTheViewsThatMoved() {
        let (root, rows, tops) = column(100)
        root.layoutIfNeeded()
        #expect(root.engine.rebuildCount == 1)
        tops[90].update(offset: 5)
        root.layoutIfNeeded()
        #expect(root.engine.rebuildCount == 1)
        #expect(root.engine.lastPassWriteCount == 10)
        expectFrame(rows[89], 0, 890, 100, 10)
        expectFrame(rows[90], 0, 905, 100, 10)
        expectFrame(rows[99], 0, 995, 100, 10)
    }

    /// A link deactivated and activated again in the middle of a long column (a view toggled out
    /// of a stack and back) leaves the solver as sparse as it was: no ghost dummies, so an offset
    /// changed above it later is an ordinary incremental update, not a rebuild of the tableau.
    @Test func aLinkDeactivatedAndActivatedAgainKeepsTheColumnIncremental() {
        let (root, rows, tops) = column(300)
        root.layoutIfNeeded()
        tops[150].deactivate()
        root.layoutIfNeeded()
        tops[150].activate()
        root.layoutIfNeeded()
        #expect(!root.engine.solver.dump().contains("ghost"))
        tops[10].update(offset: 5)
        root.layoutIfNeeded()
        #expect(!root.engine.solver.dump().contains("ghost"))
        #expect(root.engine.rebuildCount == 1)
        expectFrame(rows[9], 0, 90, 100, 10)
        expectFrame(rows[10], 0, 105, 100, 10)
        expectFrame(rows[150], 0, 1_505, 100, 10)
        expectFrame(rows[299], 0, 2_995, 100, 10)
    }

    /// A row taken out of the middle of a long column and put back, its constraints made again
    /// (its own, then the top of the row below): still no ghost dummies, frames right after a
    /// later offset change.
    @Test func aRowRemovedAndInsertedAgainKeepsTheColumnIncremental() {
        let (root, rows, tops) = column(300)
        root.layoutIfNeeded()
        rows[150].removeFromSuperview()
        root.layoutIfNeeded()
        root.insertSubview(rows[150], at: 150)
        rows[150].snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.height.equalTo(10)
            make.top.equalTo(rows[149].snp.bottom)
        }
        rows[151].snp.makeConstraints { make in make.top.equalTo(rows[150].snp.bottom) }
        root.layoutIfNeeded()
        #expect(!root.engine.solver.dump().contains("ghost"))
        tops[10].update(offset: 5)
        root.layoutIfNeeded()
        #expect(!root.engine.solver.dump().contains("ghost"))
        expectFrame(rows[10], 0, 105, 100, 10)
        expectFrame(rows[150], 0, 1_505, 100, 10)
        expectFrame(rows[299], 0, 2_995, 100, 10)
    }

    @Test func layoutWithNothingChangedDoesNothing() {
        let (root, _, _) = column(10)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.engine.rebuildCount == 1)
        #expect(root.engine.lastPassWriteCount == 11)  // the rows and the root, from the first pass; no second pass ran
    }

    @Test func makingMoreConstraintsAfterALayoutIsIncremental() {
        let (root, rows, _) = column(5)
        root.layoutIfNeeded()
        let extra = addView(to: root)
        extra.snp.makeConstraints { make in make.top.equalTo(rows[4].snp.bottom); make.left.equalTo(1); make.size.equalTo(3) }
        root.layoutIfNeeded()
        #expect(root.engine.rebuildCount == 1)
        expectFrame(extra, 1, 50, 3, 3)
    }

    @Test func removingAViewDeactivatesConstraintsThatReferenceIt() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        a.snp.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(10) }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).priority(.high)
            make.left.equalTo(0).priority(.low)
            make.top.equalTo(0)
            make.size.equalTo(5)
        }
        root.layoutIfNeeded()
        expectFrame(b, 20, 0, 5, 5)
        #expect(root.constraints.count == 5)
        a.removeFromSuperview()
        #expect(root.constraints.count == 2)     // b's left to a and a's left/top are gone at once
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 5, 5)
        #expect(root.constraints.allSatisfy { $0.secondItem !== a && $0.firstItem !== a })
        root.addSubview(a)       // not resurrected
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 5, 5)
        #expect(a.constraints.count == 2)   // a's own size constraints came along with it
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let child = addView(to: root)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        child.snp.makeConstraints { make in
            make.edges.equalTo(guide).priority(.high)
            make.edges.equalToSuperview().priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 380, 280)
        root.removeLayoutGuide(guide)
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 400, 300)
    }

    @Test func movingAViewWithinItsTreeDropsItsOutsideConstraints() {
        let root = makeRoot()
        let left = addView(to: root, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = addView(to: root, frame: Rect(x: 200, y: 0, width: 100, height: 100))
        let child = addView(to: left)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        right.addSubview(child)
        #expect(left.constraints.isEmpty)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        expectFrame(child, 20, 20, 60, 60)
    }

    @Test func removingAndAddingRowsDoesNotRebuild() {
        let (root, rows, _) = column(20)
        root.layoutIfNeeded()
        rows[10].removeFromSuperview()
        rows[11].snp.makeConstraints { make in make.top.equalTo(rows[9].snp.bottom) }
        root.layoutIfNeeded()
        expectFrame(rows[11], 0, 100, 100, 10)
        expectFrame(rows[19], 0, 180, 100, 10)
        root.addSubview(rows[10])    // its own height came along; its edges and top did not
        #expect(rows[10].constraints.count == 1)
        rows[10].snp.makeConstraints { make in make.top.equalTo(rows[19].snp.bottom); make.left.right.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(rows[10], 0, 190, 100, 10)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func aSubtreeLaidOutOnItsOwnThenMovedBetweenTrees() {
        let first = makeRoot(width: 200, height: 200)
        let second = makeRoot(width: 100, height: 100)
        let card = LayoutView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let inner = addView(to: card)
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        card.layoutIfNeeded()
        first.addSubview(card)
        first.layoutIfNeeded()
        expectFrame(inner, 5, 5, 40, 40)
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        first.layoutIfNeeded()
        expectFrame(inner, 5, 5, 190, 190)
        second.layoutIfNeeded()
        second.addSubview(card)      // leaves `first`: the edges constraints go, the inner ones stay
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        second.layoutIfNeeded()
        expectFrame(card, 10, 10, 80, 80)
        expectFrame(inner, 5, 5, 70, 70)
        first.layoutIfNeeded()
        #expect(first.constraints.isEmpty)
        #expect(first.engine.rebuildCount == 1 && second.engine.rebuildCount == 1)
    }

    @Test func addingAConstrainedSubtreeToALaidOutTree() {
        let root = makeRoot()
        let header = addView(to: root)
        header.snp.makeConstraints { make in make.left.top.right.equalToSuperview(); make.height.equalTo(50) }
        root.layoutIfNeeded()
        let card = LayoutView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = addView(to: card)
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        card.layoutIfNeeded()
        expectFrame(inner, 5, 5, 90, 90)
        root.addSubview(card)
        card.snp.makeConstraints { make in make.top.equalTo(header.snp.bottom); make.left.equalTo(0); make.size.equalTo(60) }
        root.layoutIfNeeded()
        expectFrame(card, 0, 50, 60, 60)
        expectFrame(inner, 5, 5, 50, 50)
    }

    @Test func autoresizingViewsKeepTheirFrameAndFollowUserChanges() {
        let root = makeRoot()
        let fixed = addView(to: root, frame: Rect(x: 30, y: 40, width: 50, height: 60))
        let follower = addView(to: root)
        follower.snp.makeConstraints { make in
            make.left.equalTo(fixed.snp.right)
            make.top.equalTo(fixed)
            make.size.equalTo(fixed)
        }
        root.layoutIfNeeded()
        expectFrame(fixed, 30, 40, 50, 60)
        expectFrame(follower, 80, 40, 50, 60)
        fixed.frame = Rect(x: 0, y: 0, width: 10, height: 20)
        root.layoutIfNeeded()
        expectFrame(follower, 10, 0, 10, 20)
        fixed.center = Point(x: 100, y: 100)
        root.layoutIfNeeded()
        expectFrame(follower, 105, 90, 10, 20)
    }

    @Test func turningAutoresizingOffAndOnAgain() {
        let root = makeRoot()
        let fixed = addView(to: root, frame: Rect(x: 30, y: 40, width: 50, height: 60))
        let follower = addView(to: root)
        follower.snp.makeConstraints { make in make.edges.equalTo(fixed) }
        root.layoutIfNeeded()
        fixed.snp.makeConstraints { make in make.left.top.equalTo(1); make.size.equalTo(2) }   // turns it off
        root.layoutIfNeeded()
        expectFrame(fixed, 1, 1, 2, 2)
        expectFrame(follower, 1, 1, 2, 2)
        fixed.snp.removeConstraints()
        fixed.translatesAutoresizingMaskIntoConstraints = true    // holds its last frame
        root.layoutIfNeeded()
        expectFrame(fixed, 1, 1, 2, 2)
        expectFrame(follower, 1, 1, 2, 2)
    }

    @Test func aFrameSetByHandOnAConstrainedViewIsOverwrittenByTheNextLayout() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        child.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 400, 300)
    }

    @Test func movingAParentRewritesOnlyChildFramesThatChangedAndRestoresOnesSetByHand() {
        let root = makeRoot()
        let cell = addView(to: root)
        let inner = addView(to: cell)
        let other = addView(to: cell)
        var top: Constraint!
        cell.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.right.equalToSuperview()
            make.height.equalTo(100)
        }
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        other.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(20) }
        root.layoutIfNeeded()
        // Both children move with the cell in root space but keep their frames in it; a frame
        // set by hand in between is put back.
        other.frame = Rect(x: 7, y: 7, width: 7, height: 7)
        top.update(offset: 60)
        root.layoutIfNeeded()
        expectFrame(cell, 0, 60, 400, 100)
        expectFrame(inner, 5, 5, 390, 90)
        expectFrame(other, 0, 0, 20, 20)
        top.update(offset: 10)
        root.layoutIfNeeded()
        expectFrame(cell, 0, 10, 400, 100)
        expectFrame(inner, 5, 5, 390, 90)
        expectFrame(other, 0, 0, 20, 20)
    }

    @Test func aNonFiniteConstantSetDirectlyIsReportedAndIgnored() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        var width: Constraint!
        child.snp.makeConstraints { make in make.left.top.height.equalTo(1); width = make.width.equalTo(10).constraint }
        root.layoutIfNeeded()
        width.layoutConstraints[0].constant = .nan
        root.layoutIfNeeded()
        expectFrame(child, 1, 1, 10, 1)
        #expect(log.kinds == [.nonFiniteValue])
    }

    @Test func rootFrameChangesRelayout() {
        let root = makeRoot(width: 400, height: 300)
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        root.frame = Rect(x: 5, y: 5, width: 200, height: 100)
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 180, 80)
        expectFrame(root, 5, 5, 200, 100)
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 80, 80)
    }

    @Test func layoutMarginChangesRelayout() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 384, 284)
        root.layoutMargins = EdgeInsets(all: 20)
        root.layoutIfNeeded()
        expectFrame(child, 20, 20, 360, 260)
    }

    @Test func layoutSubviewsRunsParentsFirstAfterFramesAreWritten() {
        final class Recorder: LayoutView {
            var log: (String) -> Void = { _ in }
            var seenWidths: [Double] = []
            override func layoutSubviews() {
                seenWidths.append(frame.width)
                log(snp.label() ?? "?")
            }
        }
        var order: [String] = []
        let root = Recorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = Recorder(), child = Recorder()
        for (view, name) in [(root, "root"), (parent, "parent"), (child, "child")] {
            view.snp.setLabel(name)
            view.log = { order.append($0) }
        }
        root.addSubview(parent)
        parent.addSubview(child)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        parent.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(order == ["root", "parent", "child"])
        #expect(child.seenWidths == [70])
        order = []
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(order == ["root"])
        order = []
        root.frame = Rect(x: 0, y: 0, width: 50, height: 100)
        root.layoutIfNeeded()
        #expect(order == ["root", "parent", "child"])
        #expect(child.seenWidths == [70, 20])
        order = []
        parent.snp.updateConstraints { make in make.edges.equalToSuperview().inset(EdgeInsets(top: 11, left: 10, bottom: 10, right: 10)) }
        root.layoutIfNeeded()
        #expect(order == ["parent", "child"])   // height changed; the root's did not
    }

    @Test func layoutIfNeededInsideLayoutSubviewsIsHarmless() {
        final class Eager: LayoutView {
            var calls = 0
            override func layoutSubviews() {
                calls += 1
                layoutIfNeeded()
            }
        }
        let root = makeRoot()
        let eager = Eager()
        root.addSubview(eager)
        eager.snp.makeConstraints { make in make.edges.equalToSuperview().inset(1) }
        root.layoutIfNeeded()
        expectFrame(eager, 1, 1, 398, 298)
        #expect(eager.calls == 1)
    }

    @Test func constraintsChangedInLayoutSubviewsAreAppliedBeforeReturning() {
        final class Adaptive: LayoutView {
            var handle: Constraint?
            override func layoutSubviews() {
                if frame.width > 200 { handle?.update(offset: 50) }
            }
        }
        let root = makeRoot(width: 400, height: 300)
        let adaptive = Adaptive()
        root.addSubview(adaptive)
        let child = addView(to: adaptive)
        adaptive.snp.makeConstraints { make in make.edges.equalToSuperview() }
        child.snp.makeConstraints { make in
            adaptive.handle = make.left.equalToSuperview().offset(10).constraint
            make.top.equalTo(0)
            make.size.equalTo(5)
        }
        root.layoutIfNeeded()
        expectFrame(child, 50, 0, 5, 5)
    }
}
