// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// While an item is in a laid-out tree its frame lives in the engine's frame table; it keeps its
/// frame when it leaves the tree, when its engine goes, and when it moves to another tree, and a
/// frame set by hand reads back at once and gives way to the solved one at the next layout.
@Suite struct FrameTableTests {
    /// A root 300 wide with a 20-high `box` at (10, y) and 280 wide, `y` given by the returned
    /// constraint.
    private func tree(y: Double) -> (root: LayoutView, box: LayoutView, top: Constraint) {
        let root = makeRoot(width: 300, height: 500)
        let box = addView(to: root, label: "box")
        var top: Constraint!
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(y).constraint
            make.left.right.equalToSuperview().inset(10)
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        return (root, box, top)
    }

    @Test func aViewKeepsItsFrameWhenItLeavesTheTree() {
        let (root, box, top) = tree(y: 40)
        let child = addView(to: box)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(2) }
        root.layoutIfNeeded()
        box.removeFromSuperview()
        expectFrame(box, 10, 40, 280, 20)
        expectFrame(child, 2, 2, 276, 16)
        // The tree goes on without them; they are no longer written.
        top.update(offset: 60)
        root.layoutIfNeeded()
        expectFrame(box, 10, 40, 280, 20)
        box.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        expectFrame(box, 1, 2, 3, 4)
        expectFrame(child, 2, 2, 276, 16)
    }

    @Test func framesOutliveTheirEngine() {
        let (root, box, _) = tree(y: 40)
        let host = makeRoot(width: 600, height: 600)
        // The root becomes a subview: its engine is dropped, its views keep their frames.
        host.addSubview(root)
        expectFrame(box, 10, 40, 280, 20)
        expectFrame(root, 0, 0, 300, 500)
        host.layoutIfNeeded()
        expectFrame(box, 10, 40, 280, 20)
        root.frame = Rect(x: 0, y: 0, width: 200, height: 500)
        host.layoutIfNeeded()
        expectFrame(box, 10, 40, 180, 20)
    }

    @Test func aViewMovedToAnotherTreeShowsTheFrameOfTheTreeItIsIn() {
        let (rootA, box, _) = tree(y: 40)
        let (rootB, other, _) = tree(y: 100)
        // Moved before tree A lays out again (its engine still holds the box's node).
        other.addSubview(box)
        expectFrame(box, 10, 40, 280, 20)
        box.snp.remakeConstraints { make in make.edges.equalToSuperview().inset(5) }
        rootB.layoutIfNeeded()
        expectFrame(box, 5, 5, 270, 10)
        rootA.layoutIfNeeded()
        expectFrame(box, 5, 5, 270, 10)
        box.frame = Rect(x: 7, y: 7, width: 7, height: 7)
        expectFrame(box, 7, 7, 7, 7)
        rootB.layoutIfNeeded()
        expectFrame(box, 5, 5, 270, 10)
    }

    @Test func aFrameSetByHandReadsBackUntilTheNextLayout() {
        let (root, box, _) = tree(y: 40)
        box.center = Point(x: 0, y: 0)
        #expect(box.frame.origin == Point(x: -140, y: -10))
        box.bounds = Rect(x: 0, y: 0, width: 2, height: 2)
        #expect(box.frame == Rect(x: -1, y: -1, width: 2, height: 2))
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 40, width: 280, height: 20))
        #expect(box.bounds.size == Size(width: 280, height: 20))
    }

    @Test func aReusedNodeSlotDoesNotShareFrames() {
        let (root, box, _) = tree(y: 40)
        box.removeFromSuperview()
        let newcomer = addView(to: root)
        newcomer.snp.makeConstraints { make in make.edges.equalToSuperview().inset(50) }
        root.layoutIfNeeded()
        expectFrame(newcomer, 50, 50, 200, 400)
        expectFrame(box, 10, 40, 280, 20)
        box.frame = .zero
        expectFrame(newcomer, 50, 50, 200, 400)
        newcomer.frame = Rect(x: 1, y: 1, width: 1, height: 1)
        expectFrame(box, 0, 0, 0, 0)
    }

    /// Pass stamps are 32 bits: after 2^32 passes they start over, and every pass still writes
    /// exactly the frames that moved.
    @Test func framesFollowChangesAcrossTheStampsWrapping() {
        let root = makeRoot(width: 100, height: 1000)
        var rows: [LayoutView] = [], tops: [Constraint] = []
        for i in 0..<8 {
            let row = addView(to: root)
            let previous = rows.last
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.height.equalTo(10)
                tops.append(make.top.equalTo(previous?.snp.bottom ?? root.snp.top).constraint)
            }
            let inner = addView(to: row)
            inner.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(Double(i)) }
            rows.append(row)
        }
        root.layoutIfNeeded()
        root.engine.pass = Int(UInt32.max) - 3
        var random = SplitMix64(seed: 7)
        var offsets = [Double](repeating: 0, count: 8)
        for _ in 0..<12 {
            let k = Int.random(in: 0..<8, using: &random)
            offsets[k] = Double(Int.random(in: 0...5, using: &random))
            tops[k].update(offset: offsets[k])
            root.layoutIfNeeded()
            var y = 0.0
            for (i, row) in rows.enumerated() {
                y += offsets[i]
                expectFrame(row, 0, y, 100, 10)
                expectFrame(row.subviews[0], Double(i), Double(i), 0, 0)
                y += 10
            }
        }
        #expect(root.engine.pass > Int(UInt32.max))
    }
}
