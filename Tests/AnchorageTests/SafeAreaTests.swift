// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// The safe area: insets set on a root, derived for descendants from their frames, and the
/// safe-area guide in the DSL.
@Suite struct SafeAreaTests {
    /// An iPhone 14 in portrait: 390 × 844 points, status bar and notch 47, home indicator 34.
    static let portrait = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func phone() -> LayoutView {
        let root = makeRoot(width: 390, height: 844)
        root.snp.setLabel("root")
        root.safeAreaInsets = Self.portrait
        return root
    }

    @Test func aRootHasNoInsetsUntilSet() {
        #expect(makeRoot().safeAreaInsets == .zero)
        #expect(phone().safeAreaInsets == Self.portrait)
    }

    @Test func everyDSLFormOfTheGuide() {
        let root = phone()
        let a = addView(to: root), b = addView(to: root), c = addView(to: root), d = addView(to: root)
        a.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        b.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(50)
            make.left.size.equalTo(10)
        }
        c.snp.makeConstraints { make in
            make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
            make.left.right.equalToSuperview()
            make.height.equalTo(49)
        }
        d.snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        root.layoutIfNeeded()
        expectFrame(a, 0, 47, 390, 44)
        expectFrame(b, 10, 97, 10, 10)
        expectFrame(c, 0, 761, 390, 49)        // 844 − 34 − 49
        expectFrame(d, 0, 47, 390, 763)
        #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.layoutGuides.map(\.identifier) == ["UIViewSafeAreaLayoutGuide"])
    }

    @Test func descendantsDeriveTheirInsetsFromTheirFrames() {
        let root = phone()
        let inside = addView(to: root, frame: Rect(x: 20, y: 100, width: 100, height: 100))
        let overlapping = addView(to: root, frame: Rect(x: 0, y: 20, width: 390, height: 100))
        let beyond = addView(to: root, frame: Rect(x: 0, y: -30, width: 390, height: 100))
        let footer = addView(to: root, frame: Rect(x: 0, y: 800, width: 390, height: 44))
        let tiny = addView(to: root, frame: Rect(x: 0, y: 0, width: 390, height: 10))
        #expect(inside.safeAreaInsets == .zero)
        #expect(overlapping.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // Pushed above the screen: capped at the root's 47, as UIKit caps it.
        #expect(beyond.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // The unsafe band reaches only as far as the frame.
        #expect(tiny.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // Nested: a child of `overlapping` at its top inherits the part of the band it covers.
        let nested = addView(to: overlapping, frame: Rect(x: 0, y: 10, width: 50, height: 50))
        #expect(nested.safeAreaInsets == EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
    }

    @Test func aDescendantsGuideFollowsItsSolvedFrame() {
        let root = phone()
        let container = addView(to: root, label: "container")
        let content = addView(to: container, label: "content")
        container.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.left.right.bottom.equalToSuperview()
        }
        content.snp.makeConstraints { make in make.edges.equalTo(container.safeAreaLayoutGuide) }
        root.layoutIfNeeded()
        expectFrame(container, 0, 20, 390, 824)
        #expect(container.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 34, right: 0))
        expectFrame(content, 0, 27, 390, 763)
        // Moving the container moves its safe area: the engine iterates to the fixed point.
        container.snp.updateConstraints { make in make.top.equalToSuperview().offset(60) }
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 390, 750)
    }

    @Test func chainedGuidesSettleWithinThePassBound() {
        // Each level's frame depends on the guide of the level above.
        let root = phone()
        let log = DiagnosticLog(root)
        var parent = root
        var levels: [LayoutView] = []
        for _ in 0..<4 {
            let level = addView(to: parent)
            level.snp.makeConstraints { make in
                make.top.equalTo(parent.safeAreaLayoutGuide).offset(-10)
                make.left.right.bottom.equalToSuperview()
            }
            levels.append(level)
            parent = level
        }
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        // Level 1 starts at 37 (10 into the band), so its inset is 10 and level 2 starts at 0 in
        // it; every deeper level sits 10 above its parent's safe top.
        expectFrame(levels[0], 0, 37, 390, 807)
        #expect(levels[0].safeAreaInsets.top == 10)
        expectFrame(levels[1], 0, 0, 390, 807)
        #expect(levels[1].safeAreaInsets.top == 10)
    }

    @Test func changingTheRootsInsetsRelayoutsWithoutARebuild() {
        let root = phone()
        let bar = addView(to: root)
        bar.snp.makeConstraints { make in
            make.top.left.right.equalTo(root.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        let rebuilds = root.engine.rebuildCount
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)   // iPhone 8
        root.layoutIfNeeded()
        expectFrame(bar, 0, 20, 390, 44)
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        expectFrame(bar, 0, 0, 390, 44)
        #expect(root.engine.rebuildCount == rebuilds)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func leadingFollowsTheSafeAreaInLandscape(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
        root.userInterfaceLayoutDirection = direction
        let label = addView(to: root)
        label.snp.makeConstraints { make in
            make.leading.equalTo(root.safeAreaLayoutGuide).offset(16)
            make.top.equalTo(root.safeAreaLayoutGuide)
            make.size.equalTo(100)
        }
        root.layoutIfNeeded()
        expectFrame(label, direction == .leftToRight ? 63 : 728, 0, 100, 100)
    }

    @Test func settingTheInsetsOfANonRootViewTraps() async {
        await #expect(processExitsWith: .failure) {
            let root = LayoutView()
            let child = LayoutView()
            root.addSubview(child)
            child.safeAreaInsets = EdgeInsets(all: 1)
        }
        await #expect(processExitsWith: .failure) {
            LayoutView().safeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        }
    }

    /// Seeded random frames: a descendant's insets never exceed its superview's, never go
    /// negative, and are zero inside the superview's safe rectangle.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func derivedInsetsStayWithinTheirSuperviews(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        func random(_ range: Int) -> Double { Double(rng.next() % UInt64(range)) }
        let root = phone()
        var views = [root]
        for _ in 0..<40 {
            let parent = views[Int(rng.next() % UInt64(views.count))]
            let frame = Rect(x: random(300) - 50, y: random(900) - 50, width: random(400), height: random(400))
            views.append(addView(to: parent, frame: frame))
        }
        for view in views.dropFirst() {
            let insets = view.safeAreaInsets, parent = view.superview!.safeAreaInsets
            for (own, cap) in [(insets.top, parent.top), (insets.left, parent.left),
                               (insets.bottom, parent.bottom), (insets.right, parent.right)]
            {
                #expect(own >= 0 && own <= cap)
            }
            #expect(insets.top <= view.frame.height && insets.bottom <= view.frame.height)
            let safe = Rect(origin: .zero, size: view.superview!.frame.size).inset(by: parent)
            if view.frame.minY >= safe.minY && view.frame.maxY <= safe.maxY
                && view.frame.minX >= safe.minX && view.frame.maxX <= safe.maxX
            {
                #expect(insets == .zero)
            }
        }
    }
}
