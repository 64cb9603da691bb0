// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// Right-to-left layout: leading/trailing flip with the first item's effective direction,
/// left/right never do, and switching direction relayouts.
@Suite struct RightToLeftTests {
    /// A 400 × 300 root with a child pinned by leading/trailing insets and a fixed width.
    func leadingRow(_ direction: UserInterfaceLayoutDirection) -> (LayoutView, LayoutView) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let child = addView(to: root, label: "child")
        child.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(20)
            make.width.equalTo(100)
            make.top.equalTo(10)
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        return (root, child)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func leadingOffsetIsMeasuredFromTheReadingEdge(_ direction: UserInterfaceLayoutDirection) {
        let (_, child) = leadingRow(direction)
        // 400 − 20 − 100 = 280 in right-to-left.
        expectFrame(child, direction == .leftToRight ? 20 : 280, 10, 100, 30)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func leftAndRightNeverFlip(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.right.equalToSuperview().inset(50)
            make.top.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 20, 10, 330, 10)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func siblingsChainFromLeadingToTrailing(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b")
        [a, b].snp.makeConstraints { make in
            make.top.equalTo(0)
            make.size.equalTo(50)
        }
        a.snp.makeConstraints { make in make.leading.equalToSuperview().offset(10) }
        b.snp.makeConstraints { make in make.leading.equalTo(a.snp.trailing).offset(8) }
        root.layoutIfNeeded()
        if direction == .leftToRight {
            expectFrame(a, 10, 0, 50, 50)
            expectFrame(b, 68, 0, 50, 50)
        } else {
            expectFrame(a, 340, 0, 50, 50)   // 400 − 10 − 50
            expectFrame(b, 282, 0, 50, 50)   // a.left − 8 − 50
        }
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func directionalEdgesWithDirectionalInsets(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
        }
        root.layoutIfNeeded()
        expectFrame(child, direction == .leftToRight ? 10 : 30, 1, 360, 297)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func leadingAndTrailingMarginsFlip(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        root.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.leading.equalTo(root.snp.leadingMargin)
            make.width.equalTo(100)
            make.top.height.equalTo(10)
        }
        root.layoutIfNeeded()
        // Leading margin: the left margin (5) in left-to-right, the right one (15) in right-to-left.
        expectFrame(child, direction == .leftToRight ? 5 : 285, 10, 100, 10)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func directionalEdgesToDirectionalMargins(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 30)
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.directionalEdges.equalTo(root.snp.directionalMargins) }
        root.layoutIfNeeded()
        expectFrame(child, direction == .leftToRight ? 12 : 30, 4, 358, 290)
    }

    @Test func multipliedTrailingMirrorsTheDistribution() {
        // Masonry's distribution: trailing == superview.trailing * (i / n).
        func layout(_ direction: UserInterfaceLayoutDirection) -> [Rect] {
            let root = makeRoot()
            root.userInterfaceLayoutDirection = direction
            let views = (0..<4).map { _ in addView(to: root) }
            for (i, view) in views.enumerated() {
                view.snp.makeConstraints { make in
                    make.trailing.equalToSuperview().multipliedBy(Double(i + 1) / 4)
                    make.width.equalTo(100)
                    make.top.height.equalTo(10)
                }
            }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        let ltr = layout(.leftToRight), rtl = layout(.rightToLeft)
        #expect(ltr.map(\.minX) == [0, 100, 200, 300])
        for (l, r) in zip(ltr, rtl) {
            #expect(abs(r.minX - (400 - l.maxX)) <= frameTolerance)
        }
    }

    @Test func switchingDirectionRelayoutsIncrementally() {
        let (root, child) = leadingRow(.leftToRight)
        let other = addView(to: root, label: "other")
        other.snp.makeConstraints { make in
            make.left.equalTo(7)
            make.top.size.equalTo(5)
        }
        root.layoutIfNeeded()
        let rebuilds = root.engine.rebuildCount
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(child, 280, 10, 100, 30)
        expectFrame(other, 7, 5, 5, 5)
        #expect(root.engine.rebuildCount == rebuilds)
        #expect(child.userInterfaceLayoutDirection == .rightToLeft)
        root.userInterfaceLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        expectFrame(child, 20, 10, 100, 30)
    }

    /// A chain of views each pinned 10, 5 and 2 points from its superview's leading edge: a 200
    /// point `forced` view in the 400 point root, a 20 point `inner` in it, a 4 point `innermost`
    /// in that.
    func nestedLeadingViews() -> (root: LayoutView, forced: LayoutView, inner: LayoutView, innermost: LayoutView) {
        let root = makeRoot()
        let forced = addView(to: root, label: "forced")
        let inner = addView(to: forced, label: "inner")
        let innermost = addView(to: inner, label: "innermost")
        for (view, offset, size) in [(forced, 10.0, 200.0), (inner, 5, 20), (innermost, 2, 4)] {
            view.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(offset)
                make.top.equalTo(0)
                make.size.equalTo(size)
            }
        }
        root.layoutIfNeeded()
        return (root, forced, inner, innermost)
    }

    @Test func aForcedDirectionReachesTheViewsBelowThatForceNone() {
        let (root, forced, inner, innermost) = nestedLeadingViews()
        expectFrame(forced, 10, 0, 200, 200)
        forced.semanticContentAttribute = .forceRightToLeft
        #expect(forced.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(innermost.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.layoutIfNeeded()
        expectFrame(forced, 190, 0, 200, 200)   // 400 − 10 − 200
        expectFrame(inner, 175, 0, 20, 20)      // 200 − 5 − 20, in forced's coordinates
        expectFrame(innermost, 14, 0, 4, 4)     // 20 − 2 − 4
        // Back to unspecified: all three follow the left-to-right tree again.
        forced.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        expectFrame(forced, 10, 0, 200, 200)
        expectFrame(inner, 5, 0, 20, 20)
        expectFrame(innermost, 2, 0, 4, 4)
    }

    @Test func aViewForcingTheOppositeDirectionInsideAForcedOneLeadsItsOwnSubtree() {
        let (root, forced, inner, innermost) = nestedLeadingViews()
        forced.semanticContentAttribute = .forceRightToLeft
        inner.semanticContentAttribute = .forceLeftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(innermost.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.layoutIfNeeded()
        expectFrame(forced, 190, 0, 200, 200)
        expectFrame(inner, 5, 0, 20, 20)
        expectFrame(innermost, 2, 0, 4, 4)
        // A tree turned right to left moves only what follows it: forced keeps its own direction,
        // inner and innermost keep inner's.
        forced.semanticContentAttribute = .unspecified
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        expectFrame(forced, 190, 0, 200, 200)
        expectFrame(inner, 5, 0, 20, 20)
        expectFrame(innermost, 2, 0, 4, 4)
        inner.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        expectFrame(inner, 175, 0, 20, 20)
        expectFrame(innermost, 14, 0, 4, 4)
        // Playback and spatial content is left to right, and so is what follows it.
        forced.semanticContentAttribute = .playback
        #expect(innermost.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.layoutIfNeeded()
        expectFrame(forced, 10, 0, 200, 200)
        expectFrame(inner, 5, 0, 20, 20)
        expectFrame(innermost, 2, 0, 4, 4)
    }

    @Test func aSubtreeMovedUnderAForcedViewTakesItsDirection() {
        let (root, forced, _, _) = nestedLeadingViews()
        forced.semanticContentAttribute = .forceRightToLeft
        let moved = addView(to: root, label: "moved")
        let dot = addView(to: moved, label: "dot")
        dot.snp.makeConstraints { make in   // installed on moved: it moves with the subtree
            make.leading.equalToSuperview().offset(2)
            make.top.equalTo(0)
            make.size.equalTo(4)
        }
        func place() {
            moved.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(30)
                make.top.equalTo(0)
                make.size.equalTo(10)
            }
        }
        place()
        root.layoutIfNeeded()
        expectFrame(moved, 30, 0, 10, 10)
        expectFrame(dot, 2, 0, 4, 4)
        forced.addSubview(moved)   // deactivates the constraints to the old superview, as UIKit does
        place()
        root.layoutIfNeeded()
        expectFrame(moved, 160, 0, 10, 10)      // 200 − 30 − 10
        expectFrame(dot, 4, 0, 4, 4)            // 10 − 2 − 4
    }

    @Test func aStackForcedRightToLeftInALeftToRightTreeRunsRightToLeft() {
        // UIKit: 50 + 100 + 130 and two gaps of 10 fill the 300 points exactly, laid from the right.
        let root = makeRoot()
        let boxes = [Box(50, 20), Box(100, 20), Box(130, 20)]
        let stack = StackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.semanticContentAttribute = .forceRightToLeft
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(300)
        }
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 300, 20)
        expectFrame(boxes[0], 250, 0, 50, 20)
        expectFrame(boxes[1], 140, 0, 100, 20)
        expectFrame(boxes[2], 0, 0, 130, 20)
        // A stack that forces nothing inside a forced container runs right to left as well; one
        // that forces left to right there runs left to right.
        let container = addView(to: root, label: "container")
        container.semanticContentAttribute = .forceRightToLeft
        container.frame = Rect(x: 0, y: 100, width: 300, height: 20)
        stack.semanticContentAttribute = .unspecified
        container.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(300)
        }
        root.layoutIfNeeded()
        expectFrame(boxes[0], 250, 0, 50, 20)
        expectFrame(boxes[1], 140, 0, 100, 20)
        expectFrame(boxes[2], 0, 0, 130, 20)
        stack.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(boxes[0], 0, 0, 50, 20)
        expectFrame(boxes[1], 60, 0, 100, 20)
        expectFrame(boxes[2], 170, 0, 130, 20)
    }

    @Test func theFirstItemDecidesTheDirectionOfAConstraint() {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b")
        a.semanticContentAttribute = .forceLeftToRight
        a.snp.makeConstraints { make in
            make.leading.equalTo(b.snp.leading).offset(10)   // read left-to-right: a.left == b.left + 10
            make.top.size.equalTo(10)
        }
        b.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(30)        // right-to-left: b.right == 370
            make.top.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(b, 360, 10, 10, 10)
        expectFrame(a, 370, 10, 10, 10)
    }

    @Test func directionalMarginsFollowTheDirection() {
        let root = makeRoot()
        let card = addView(to: root, label: "card", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4)
        #expect(card.layoutMargins == EdgeInsets(top: 8, left: 20, bottom: 8, right: 4))
        let child = addView(to: card)
        child.snp.makeConstraints { make in
            make.left.equalTo(card.snp.leftMargin)   // absolute attribute, directional source
            make.top.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 20, 10, 10, 10)
        root.userInterfaceLayoutDirection = .rightToLeft
        #expect(card.layoutMargins == EdgeInsets(top: 8, left: 4, bottom: 8, right: 20))
        root.layoutIfNeeded()
        expectFrame(child, 4, 10, 10, 10)
        // Margins set absolutely keep their sides; the directional view is derived.
        card.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 6)
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 6, bottom: 3, trailing: 2))
        root.userInterfaceLayoutDirection = .leftToRight
        #expect(card.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 6))
        root.layoutIfNeeded()
        expectFrame(child, 2, 10, 10, 10)
    }

    @Test func treeDirectionIsKeptByTheRoot() {
        let root = makeRoot()
        let child = addView(to: root)
        child.userInterfaceLayoutDirection = .rightToLeft
        #expect(root.userInterfaceLayoutDirection == .rightToLeft)
        #expect(LayoutView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(LayoutView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(LayoutView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    /// Seeded random rows of leading-chained views: the right-to-left frames are the mirror
    /// image of the left-to-right ones, before and after switching.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func rightToLeftIsTheMirrorImage(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func build(_ direction: UserInterfaceLayoutDirection, seed: UInt64) -> (LayoutView, [LayoutView]) {
            var rng = SplitMix64(seed: seed)
            let root = makeRoot(width: 500)
            root.userInterfaceLayoutDirection = direction
            var views: [LayoutView] = []
            for i in 0..<8 {
                let v = addView(to: root)
                let width = Double(rng.next() % 40 + 5), gap = Double(rng.next() % 10)
                v.snp.makeConstraints { make in
                    if let previous = views.last, rng.next() % 3 != 0 {
                        make.leading.equalTo(previous.snp.trailing).offset(gap)
                    } else {
                        make.leading.equalToSuperview().offset(gap * 3)
                    }
                    if rng.next() % 2 == 0 {
                        make.width.equalTo(width)
                    } else {
                        make.trailing.equalToSuperview().multipliedBy(Double(i + 1) / 9).priority(.high)
                        make.width.equalTo(width).priority(.low)
                    }
                    make.top.equalTo(Double(i) * 10)
                    make.height.equalTo(10)
                }
                views.append(v)
            }
            root.layoutIfNeeded()
            return (root, views)
        }
        let seed2 = rng.next()
        let (_, ltr) = build(.leftToRight, seed: seed2)
        let (rtlRoot, rtl) = build(.rightToLeft, seed: seed2)
        for (l, r) in zip(ltr, rtl) {
            #expect(abs(r.frame.minX - (500 - l.frame.maxX)) <= 1e-6)
            #expect(abs(r.frame.width - l.frame.width) <= 1e-6)
        }
        rtlRoot.userInterfaceLayoutDirection = .leftToRight
        rtlRoot.layoutIfNeeded()
        for (l, r) in zip(ltr, rtl) { expectFrame(r, l.frame) }
    }
}
