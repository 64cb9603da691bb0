// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// `anchorWithOffset(to:)`: distances between two anchors constrained like dimensions, with
/// frames worked by hand, in both reading directions, across subtrees, and as the tree changes.
@Suite struct AnchorOffsetTests {
    /// Three 20-high views in a 400-wide root, their autoresizing masks off.
    private func row(rightToLeft: Bool = false) -> (LayoutView, LayoutView, LayoutView, LayoutView) {
        let root = makeRoot()
        if rightToLeft { root.userInterfaceLayoutDirection = .rightToLeft }
        let views = ["a", "b", "c"].map { name -> LayoutView in
            let view = addView(to: root, label: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                       view.heightAnchor.constraint(equalToConstant: 20)])
            return view
        }
        return (root, views[0], views[1], views[2])
    }

    @Test func equalGapsBetweenThreeViews() {
        for rightToLeft in [false, true] {
            let (root, a, b, c) = row(rightToLeft: rightToLeft)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                c.widthAnchor.constraint(equalToConstant: 50),
                b.widthAnchor.constraint(equalToConstant: 60),
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                    .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            ])
            root.layoutIfNeeded()
            // a ends 60 in, c starts 60 from the far edge: (400 − 120 − 60) / 2 = 110 on each side of b.
            expectFrame(a, rightToLeft ? 340 : 10, 0, 50, 20)
            expectFrame(b, 170, 0, 60, 20)
            expectFrame(c, rightToLeft ? 10 : 340, 0, 50, 20)
        }
    }

    @Test func offsetsAgainstConstantsAndDimensions() {
        let (root, a, b, c) = row()
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 40),
            c.widthAnchor.constraint(equalToConstant: 30),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 25),       // b at 85
            b.centerXAnchor.anchorWithOffset(to: c.leftAnchor).constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 3),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 85, 0, 40, 20)
        expectFrame(c, 133, 0, 30, 20)   // b's centre 105, + 25 + 3
        // Inequalities, vertically: a gap of at least 12 below a, pulled up to it at a low priority.
        let d = addView(to: root, label: "d")
        d.translatesAutoresizingMaskIntoConstraints = false
        let pull = d.topAnchor.constraint(equalTo: root.topAnchor)
        pull.priority = .low
        LayoutConstraint.activate([
            pull, d.leftAnchor.constraint(equalTo: root.leftAnchor), d.widthAnchor.constraint(equalToConstant: 5),
            d.heightAnchor.constraint(equalToConstant: 5),
            a.bottomAnchor.anchorWithOffset(to: d.topAnchor).constraint(greaterThanOrEqualToConstant: 12),
            a.bottomAnchor.anchorWithOffset(to: d.topAnchor).constraint(lessThanOrEqualTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(d, 0, 32, 5, 5)
    }

    @Test func theConstraintNamesEveryAnchorAndLivesOnTheirCommonAncestor() {
        let root = makeRoot()
        let left = addView(to: root, label: "left"), right = addView(to: root, label: "right")
        let a = addView(to: left, label: "a"), b = addView(to: right, label: "b")
        for view in [left, right, a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        let line: UInt = #line + 1
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
        #expect("\(a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor))" == "(LayoutView:b.leading - LayoutView:a.trailing)")
        #expect(gap.description.hasSuffix("@AnchorOffsetTests.swift#\(line) (LayoutView:b.leading - LayoutView:a.trailing) == 8.0>"))
        gap.isActive = true
        // b and a live in different subtrees: only the root holds them both.
        #expect(root.constraints.contains { $0 === gap })
        #expect(!b.constraints.contains { $0 === gap })
        // Removing the view it starts from deactivates it, as for any item of a constraint.
        a.removeFromSuperview()
        #expect(!gap.isActive)
    }

    @Test func measuringLeadingToLeftTraps() async {
        await #expect(processExitsWith: .failure) {
            let a = LayoutView(), b = LayoutView()
            _ = a.leadingAnchor.anchorWithOffset(to: b.leftAnchor)
        }
    }
}
