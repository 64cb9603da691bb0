// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// UIKit's anchors: every method's frames (expected values by hand), activation, the properties
/// UIKit lets you set, the same constraints the DSL makes, and UIKit's programmer errors.
@Suite struct AnchorTests {
    /// A 400 × 300 root with a view `a` at (10, 20, 100, 50) held by anchors, and a free view `b`
    /// (its autoresizing mask off) for the constraint under test.
    private func fixture() -> (root: LayoutView, a: LayoutView, b: LayoutView) {
        let root = makeRoot()
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b")
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (root, a, b)
    }

    /// Holds `b` at (0, 0, 30, 30) at a low priority, so that each constraint under test moves it.
    private func pullToOrigin(_ b: LayoutView, _ root: LayoutView) {
        for c in [b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                  b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30)]
        {
            c.priority = .low
            c.isActive = true
        }
    }

    @Test func xAxisRelations() {
        // a spans x 10…110, centre 60.
        let cases: [(LayoutView, LayoutView) -> LayoutConstraint] = [
            { b, a in b.leadingAnchor.constraint(equalTo: a.trailingAnchor) },                       // 110
            { b, a in b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5) },                // 115
            { b, a in b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor) },          // 110
            { b, a in b.leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor, constant: 7) },   // 117
            { b, a in b.rightAnchor.constraint(lessThanOrEqualTo: a.leftAnchor) },                   // -20: right <= 10
            { b, a in b.centerXAnchor.constraint(lessThanOrEqualTo: a.centerXAnchor, constant: -100) }, // centre <= -40
            { b, a in b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1) },        // 118
            { b, a in b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2) }, // 126
            { b, a in b.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: -1) },   // right <= 2
        ]
        let expectedX: [Double] = [110, 115, 110, 117, -20, -55, 118, 126, -28]
        for (make, x) in zip(cases, expectedX) {
            let (root, a, b) = fixture()
            pullToOrigin(b, root)
            let constraint = make(b, a)
            #expect(!constraint.isActive)
            constraint.isActive = true
            root.layoutIfNeeded()
            expectFrame(b, x, 0, 30, 30)
        }
    }

    @Test func yAxisRelations() {
        // a spans y 20…70, centre 45.
        let cases: [(LayoutView, LayoutView) -> LayoutConstraint] = [
            { b, a in b.topAnchor.constraint(equalTo: a.bottomAnchor) },                               // 70
            { b, a in b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4) },                  // 74
            { b, a in b.centerYAnchor.constraint(greaterThanOrEqualTo: a.centerYAnchor) },             // 30
            { b, a in b.topAnchor.constraint(greaterThanOrEqualTo: a.topAnchor, constant: 3) },        // 23
            { b, a in b.bottomAnchor.constraint(lessThanOrEqualTo: a.topAnchor) },                     // -10
            { b, a in b.bottomAnchor.constraint(lessThanOrEqualTo: a.topAnchor, constant: -5) },       // -15
            { b, a in b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1) },             // 78
            { b, a in b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5) }, // 82
            { b, a in b.bottomAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.topAnchor, multiplier: -2) },  // bottom <= 4
        ]
        let expectedY: [Double] = [70, 74, 30, 23, -10, -15, 78, 82, -26]
        for (make, y) in zip(cases, expectedY) {
            let (root, a, b) = fixture()
            pullToOrigin(b, root)
            make(b, a).isActive = true
            root.layoutIfNeeded()
            expectFrame(b, 0, y, 30, 30)
        }
    }

    @Test func dimensionRelations() {
        // a is 100 × 50; b is pulled to 30 × 30 at a low priority.
        let cases: [(LayoutView, LayoutView) -> LayoutConstraint] = [
            { b, _ in b.widthAnchor.constraint(equalToConstant: 44) },                                   // 44
            { b, _ in b.widthAnchor.constraint(greaterThanOrEqualToConstant: 40) },                      // 40
            { b, _ in b.widthAnchor.constraint(lessThanOrEqualToConstant: 12) },                         // 12
            { b, a in b.widthAnchor.constraint(equalTo: a.widthAnchor) },                                // 100
            { b, a in b.widthAnchor.constraint(equalTo: a.heightAnchor, constant: 2) },                  // 52
            { b, a in b.widthAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor) },                  // 50
            { b, a in b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, constant: -90) },       // 10
            { b, a in b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25) },              // 25
            { b, a in b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 3) },  // 53
            { b, a in b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.6) },  // 60
            { b, a in b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.4, constant: 1) }, // 41
            { b, a in b.widthAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 0.2) },   // 10
            { b, a in b.widthAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 0.2, constant: 5) }, // 15
        ]
        let expected: [Double] = [44, 40, 12, 100, 52, 50, 10, 25, 53, 60, 41, 10, 15]
        for (make, width) in zip(cases, expected) {
            let (root, a, b) = fixture()
            pullToOrigin(b, root)
            make(b, a).isActive = true
            root.layoutIfNeeded()
            expectFrame(b, 0, 0, width, 30)
        }
        // Heights too.
        let (root, a, b) = fixture()
        pullToOrigin(b, root)
        b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2).isActive = true
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 30, 100)
    }

    @Test func baselineAnchorsUseTheViewsBaselineOffsets() {
        final class Text: LayoutView {
            override var firstBaselineOffsetFromTop: Double { 12 }
            override var lastBaselineOffsetFromBottom: Double { 4 }
        }
        let root = makeRoot()
        let title = Text(), detail = Text()
        root.addSubview(title)
        root.addSubview(detail)
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            title.heightAnchor.constraint(equalToConstant: 40),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
            detail.heightAnchor.constraint(equalToConstant: 16),
            title.leftAnchor.constraint(equalTo: root.leftAnchor), title.widthAnchor.constraint(equalToConstant: 10),
            detail.leftAnchor.constraint(equalTo: root.leftAnchor), detail.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // title's last baseline: 10 + 40 − 4 = 46; detail's first baseline at 66, so its top 54.
        expectFrame(detail, 0, 54, 10, 16)
        detail.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
            .isActive = false   // made and left inactive: nothing changes
        root.layoutIfNeeded()
        expectFrame(detail, 0, 54, 10, 16)
    }

    @Test func guidesHaveAnchorsAndLeadingFlipsRightToLeft() {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let box = addView(to: root, label: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalTo: root.heightAnchor),
            box.leadingAnchor.constraint(equalToSystemSpacingAfter: guide.trailingAnchor, multiplier: 1),
            box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Right to left: the guide's leading (right) edge is 20 from the root's right (380), so
        // it spans 330…380; the box's leading edge is 8 before the guide's trailing edge (330).
        #expect(approximatelyEqual(guide.layoutFrame, Rect(x: 330, y: 0, width: 50, height: 300)))
        expectFrame(box, 292, 145, 30, 10)
    }

    @Test func constraintsAreInactiveAndCarryTheirSourceLine() {
        let (_, a, b) = fixture()
        let line: UInt = #line + 1
        let constraint = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(!constraint.isActive)
        #expect(constraint.location?.line == line)
        #expect(constraint.location?.fileName == "AnchorTests.swift")
        #expect(constraint.firstItem === b && constraint.secondItem === a)
        #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .trailing)
        #expect(constraint.priority == .required && constraint.multiplier == 1 && constraint.constant == 8)
        constraint.identifier = "gap"
        #expect(constraint.label == "gap")
        #expect(constraint.description == "<LayoutConstraint:gap@AnchorTests.swift#\(line) LayoutView:b.leading == LayoutView:a.trailing + 8.0>")
        #expect(b.widthAnchor.constraint(equalToConstant: 5).description.hasSuffix("LayoutView:b.width == 5.0>"))
        #expect("\(b.firstBaselineAnchor)" == "LayoutView:b.firstBaseline")
    }

    @Test func anchorsMakeWhatTheDSLMakes() {
        let (root, a, b) = fixture()
        var handles: [Constraint] = []
        b.snp.prepareConstraints { make in
            handles.append(make.leading.equalTo(a.snp.trailing).offset(8).constraint)
            handles.append(make.width.equalTo(a.snp.height).multipliedBy(0.5).offset(2).constraint)
            handles.append(make.height.lessThanOrEqualTo(40).constraint)
        }
        let dsl = handles.flatMap(\.layoutConstraints)
        let anchors = [b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                       b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5, constant: 2),
                       b.heightAnchor.constraint(lessThanOrEqualToConstant: 40)]
        for (x, y) in zip(dsl, anchors) {
            #expect(x.firstItem === y.firstItem && x.secondItem === y.secondItem)
            #expect(x.firstAttribute == y.firstAttribute && x.secondAttribute == y.secondAttribute)
            #expect(x.relation == y.relation && x.multiplier == y.multiplier && x.constant == y.constant)
            #expect(x.priority == y.priority)
            x.identifier = "same"
            y.identifier = "same"
            #expect(x.description.split(separator: " ").dropFirst() == y.description.split(separator: " ").dropFirst())
        }
        LayoutConstraint.activate(anchors + [b.topAnchor.constraint(equalTo: root.topAnchor),
                                             b.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        expectFrame(b, 118, 0, 27, 30)
    }

    @Test func activationAndTheSettableProperties() {
        let (root, _, b) = fixture()
        let log = DiagnosticLog(root)
        let left = b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let top = b.topAnchor.constraint(equalTo: root.topAnchor, constant: 6)
        let width = b.widthAnchor.constraint(equalToConstant: 70)
        let height = b.heightAnchor.constraint(equalToConstant: 80)
        LayoutConstraint.activate([left, top, width, height])
        #expect(left.isActive && top.isActive && width.isActive && height.isActive)
        #expect(root.constraints.contains { $0 === left } && b.constraints.contains { $0 === width })
        root.layoutIfNeeded()
        expectFrame(b, 5, 6, 70, 80)

        left.constant = 15
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 70, 80)

        // A required priority changed on an active constraint works (UIKit refuses), both ways.
        let wider = b.widthAnchor.constraint(equalToConstant: 90)
        wider.priority = .defaultHigh
        wider.isActive = true
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 70, 80)
        width.priority = .defaultLow
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 90, 80)
        width.priority = .required
        wider.priority = .fittingSizeLevel
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 70, 80)

        LayoutConstraint.deactivate([width, height])
        #expect(!width.isActive && !height.isActive && left.isActive)
        b.widthAnchor.constraint(equalToConstant: 11).isActive = true
        b.heightAnchor.constraint(equalToConstant: 12).isActive = true
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 11, 12)
        height.isActive = true   // 80 against 12: a conflict, the last activated broken
        root.layoutIfNeeded()
        expectFrame(b, 15, 6, 11, 12)
        #expect(log.kinds == [.unsatisfiableConstraints])
        #expect(log.entries.first?.constraints.first === height)
    }

    @Test func forgettingTheAutoresizingMaskShowsAsUIKitShowsIt() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let box = addView(to: root, label: "box", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(box.translatesAutoresizingMaskIntoConstraints)   // a view made in code keeps its frame
        // Anchors, like UIKit's, leave the flag alone.
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        expectFrame(box, 10, 10, 40, 40)
        #expect(log.kinds == [.unsatisfiableConstraints])
        let message = log.entries.first?.message ?? ""
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold.")
        #expect(lines.contains { $0.hasPrefix("    <AutoresizingMaskLayoutConstraint:") && $0.hasSuffix(" LayoutView:box.width == 40.0>") })
        #expect(lines.contains { $0.contains("<LayoutConstraint:") && $0.hasSuffix(" LayoutView:box.width == 100.0>") })
        #expect(lines.last == "Note: LayoutView:box keeps the frame you set (translatesAutoresizingMaskIntoConstraints is true).")

        // Turning it off, as UIKit code must, lets the constraint hold.
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 20)
    }

    @Test func relatingLeadingToLeftTrapsWithTheSourceLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = LayoutView(), b = LayoutView()
            a.snp.setLabel("a")
            b.snp.setLabel("b")
            _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("cannot relate LayoutView:a.leading to LayoutView:b.left: a constraint relates leading/trailing to leading/trailing or left/right to left/right, never one to the other (at AnchorTests.swift#"))
        await #expect(processExitsWith: .failure) {
            let a = LayoutView(), b = LayoutView()
            _ = a.rightAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)
        }
    }
}
