// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The debugger's calls, headless: `constraintsAffectingLayout(for:)` on a layout worked by hand,
/// `exerciseAmbiguityInLayout()` moving exactly the ambiguous views, and `autolayoutTrace()`'s
/// exact text.
@Suite struct DebuggerCallsTests {
    /// Root 400 × 300. `a`: left 20, top 10, 100 × 40. `b`: 8 after `a`, 20 from the right edge,
    /// `a`'s top and height, at least 10 wide. `c`: elsewhere (left 0, top 200, 50 × 30).
    func worked() -> (root: LayoutView, a: LayoutView, b: LayoutView, c: LayoutView) {
        let root = makeRoot(width: 400, height: 300)
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b"), c = addView(to: root, label: "c")
        a.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20).labeled("a.left")
            make.top.equalToSuperview().offset(10).labeled("a.top")
            make.width.equalTo(100).labeled("a.width")
            make.height.equalTo(40).labeled("a.height")
        }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8).labeled("b.left")
            make.right.equalToSuperview().inset(20).labeled("b.right")
            make.top.equalTo(a).labeled("b.top")
            make.height.equalTo(a).labeled("b.height")
            make.width.greaterThanOrEqualTo(10).labeled("b.minWidth")
        }
        c.snp.makeConstraints { make in
            make.left.equalToSuperview().labeled("c.left")
            make.top.equalToSuperview().offset(200).labeled("c.top")
            make.size.equalTo(Size(width: 50, height: 30)).labeled("c.size")
        }
        return (root, a, b, c)
    }

    private func labels(_ constraints: [LayoutConstraint]) -> [String] {
        constraints.map { $0.label ?? "?" }
    }

    @Test func constraintsAffectingLayoutOnALayoutWorkedByHand() {
        let (root, a, b, c) = worked()
        root.layoutIfNeeded()
        expectFrame(b, 128, 10, 252, 40)
        // b.x − root.x = 20 + 100 + 8: a.left, a.width, b.left. b.width = root.width − 20 − b.x:
        // those, b.right and the root's width; b.minWidth names b's width but does not bind. The
        // root's left pin moves everything together, so b's frame does not change with it. Tree
        // order: the root's installed constraints, the root's pins, then a's and b's own.
        #expect(labels(b.constraintsAffectingLayout(for: .horizontal))
            == ["a.left", "b.left", "b.right", "UIView-Encapsulated-Layout-Width", "a.width", "b.minWidth"])
        // b.y − root.y = a.y − root.y = 10: a.top and b.top; b.height = a.height = 40.
        #expect(labels(b.constraintsAffectingLayout(for: .vertical)) == ["a.top", "b.top", "b.height", "a.height"])
        // a is placed by its own constraints alone (b.left names a's right edge, but a does
        // not move when it changes).
        #expect(labels(a.constraintsAffectingLayout(for: .horizontal)) == ["a.left", "a.width"])
        #expect(labels(a.constraintsAffectingLayout(for: .vertical)) == ["a.top", "a.height"])
        #expect(labels(c.constraintsAffectingLayout(for: .horizontal)) == ["c.left", "c.size"])
        // The root: its pins (its x is its own, not relative to anything).
        #expect(labels(root.constraintsAffectingLayout(for: .horizontal))
            == ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Width"])
        // An optional constraint that binds brings in what it ties the view to; one that loses
        // is listed only as the view's own.
        let d = addView(to: root, label: "d")
        d.snp.makeConstraints { make in
            make.left.equalToSuperview().labeled("d.left")
            make.top.equalTo(250).labeled("d.top")
            make.height.equalTo(10).labeled("d.height")
            make.width.equalTo(a).priority(.high).labeled("d.width")
            make.width.equalTo(20).priority(.low).labeled("d.loses")
        }
        root.layoutIfNeeded()
        expectFrame(d, 0, 250, 100, 10)
        #expect(labels(d.constraintsAffectingLayout(for: .horizontal)) == ["d.left", "d.width", "a.width", "d.loses"])
    }

    @Test func aViewNoConstraintMentionsHasNone() {
        let root = makeRoot()
        let loose = addView(to: root, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(loose.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    /// Root 400 × 300. `manual` keeps its frame; `fixed` is placed below it; `badge` has a size
    /// only; `follower` is placed after `badge`; `stretch` has a position and a minimum width
    /// only; `inner` (in `fixed`) is mentioned by nothing.
    func ambiguous() -> (root: LayoutView, views: [String: LayoutView]) {
        let root = makeRoot(width: 400, height: 300)
        root.snp.setLabel("root")
        let manual = addView(to: root, label: "manual", frame: Rect(x: 300, y: 0, width: 50, height: 50))
        let fixed = addView(to: root, label: "fixed")
        let inner = addView(to: fixed, label: "inner", frame: Rect(x: 1, y: 1, width: 5, height: 5))
        let badge = addView(to: root, label: "badge")
        let follower = addView(to: root, label: "follower")
        let stretch = addView(to: root, label: "stretch")
        fixed.snp.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(manual.snp.bottom).offset(10)
            make.size.equalTo(50)
        }
        badge.snp.makeConstraints { make in make.size.equalTo(20) }
        follower.snp.makeConstraints { make in
            make.left.equalTo(badge.snp.right).offset(5)
            make.top.equalTo(badge)
            make.size.equalTo(10)
        }
        stretch.snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.right.lessThanOrEqualToSuperview()
            make.top.equalTo(100)
            make.height.equalTo(10)
            make.width.greaterThanOrEqualTo(10)
        }
        root.layoutIfNeeded()
        let views = ["manual": manual, "fixed": fixed, "inner": inner, "badge": badge, "follower": follower, "stretch": stretch]
        return (root, views)
    }

    @Test func exerciseMovesExactlyTheAmbiguousViews() {
        for name in ["root", "manual", "fixed", "inner", "badge", "follower", "stretch"] {
            let (root, views) = ambiguous()
            let all = [root] + views.keys.sorted().map { views[$0]! }
            let before = all.map(\.frame)
            let target = name == "root" ? root : views[name]!
            target.exerciseAmbiguityInLayout()
            let moved = zip(all, before).filter { $0.0.frame != $0.1 }.map { $0.0.snp.label()! }.sorted()
            switch name {
            case "badge", "follower":
                // Both positions are free, and the follower is tied to the badge.
                #expect(moved == ["badge", "follower"], "\(name)")
                let badge = views["badge"]!, old = before[all.firstIndex { $0 === badge }!]
                #expect(badge.frame.size == old.size)
                if name == "badge" {
                    #expect(badge.frame.origin == Point(x: old.minX + 20, y: old.minY + 20))
                }
                #expect(views["follower"]!.frame.minX == badge.frame.maxX + 5)
            case "stretch":
                #expect(moved == ["stretch"])
                let stretch = views["stretch"]!, old = before[all.firstIndex { $0 === stretch }!]
                #expect(stretch.frame.minX == 0 && stretch.frame.minY == 100 && stretch.frame.height == 10)
                #expect(abs(abs(stretch.frame.width - old.width) - 20) < 1e-9)
            default:
                #expect(moved.isEmpty, "\(name) moved \(moved)")
            }
            #expect(root.ambiguousLayoutReport().views.count == 3)   // still the same three
        }
    }

    @Test func aViewLeftToConstraintsThatNoneMentionsMovesByHand() {
        let root = makeRoot()
        let loose = addView(to: root, frame: Rect(x: 5, y: 6, width: 7, height: 8))
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame == Rect(x: 25, y: 26, width: 7, height: 8))
    }

    @Test func autolayoutTraceText() {
        let (root, _) = ambiguous()
        #expect(root.autolayoutTrace() == """
            •LayoutView:root
            |   +LayoutView:manual
            |   *LayoutView:fixed
            |   |   LayoutView:inner
            |   *LayoutView:badge- AMBIGUOUS LAYOUT for LayoutView:badge.minX, LayoutView:badge.minY
            |   *LayoutView:follower- AMBIGUOUS LAYOUT for LayoutView:follower.minX, LayoutView:follower.minY
            |   *LayoutView:stretch- AMBIGUOUS LAYOUT for LayoutView:stretch.Width

            Legend:
            \t* - is laid out with auto layout
            \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = true
            \t• - layout engine host
            """)
    }
}
