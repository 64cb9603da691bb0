// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// Unsatisfiable required constraints: never a crash, the rest of the layout goes on, and the
/// diagnostic lists only the small conflicting set, in the documented format.
@Suite struct ConflictDiagnosticTests {
    @Test func theSmallConflictingSetInTheDocumentedFormat() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let card = addView(to: root, label: "card")
        let other = addView(to: root, label: "other")
        let log = DiagnosticLog(root)
        let line = #line + 2
        card.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20).labeled("card.left")
            make.right.equalToSuperview().inset(20).labeled("card.right")
            make.top.height.equalTo(10)
        }
        other.snp.makeConstraints { make in
            make.left.top.size.equalTo(5)   // unrelated: not part of the report
        }
        card.snp.makeConstraints { make in
            make.width.equalTo(500).labeled("card.width")
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        let diagnostic = log.entries[0]
        #expect(diagnostic.message == """
            Unable to simultaneously satisfy constraints: these 4 required constraints cannot all hold.
            Broken, as the last of them to be activated (left out of the layout; retried whenever a constraint of this tree is removed):
                <LayoutConstraint:card.width@ConflictDiagnosticTests.swift#\(line + 8) LayoutView:card.width == 500.0>
            Conflicting with:
                <RootFrameLayoutConstraint:UIView-Encapsulated-Layout-Width LayoutView:root.width == 400.0>
                <LayoutConstraint:card.left@ConflictDiagnosticTests.swift#\(line) LayoutView:card.left == LayoutView:root.left + 20.0>
                <LayoutConstraint:card.right@ConflictDiagnosticTests.swift#\(line + 1) LayoutView:card.right == LayoutView:root.right - 20.0>
            Note: LayoutView:root is the root; its size is the frame you set.
            """)
        #expect(diagnostic.location?.line == UInt(line + 8))
        #expect(diagnostic.description.hasSuffix("(at ConflictDiagnosticTests.swift#\(line + 8))"))
        #expect(diagnostic.constraints.map(\.label) == ["card.width", "UIView-Encapsulated-Layout-Width", "card.left", "card.right"])
        // The rest of the layout went on.
        expectFrame(card, 20, 10, 360, 10)
        expectFrame(other, 5, 5, 5, 5)
    }

    @Test func aConstantChangeThatCannotHoldSaysSo() {
        let root = makeRoot()
        let child = addView(to: root, label: "child")
        let log = DiagnosticLog(root)
        var width: Constraint!
        let line = #line + 3
        child.snp.makeConstraints { make in
            make.left.top.height.equalTo(0)
            make.width.lessThanOrEqualTo(100).labeled("max")
            width = make.width.equalTo(50).labeled("width").constraint
        }
        root.layoutIfNeeded()
        width.update(offset: 150)
        root.layoutIfNeeded()
        #expect(log.entries.map(\.message) == ["""
            Unable to simultaneously satisfy constraints: these 2 required constraints cannot all hold.
            Broken, as the one whose constant changed (left out of the layout; retried whenever a constraint of this tree is removed):
                <LayoutConstraint:width@ConflictDiagnosticTests.swift#\(line + 1) LayoutView:child.width == 150.0>
            Conflicting with:
                <LayoutConstraint:max@ConflictDiagnosticTests.swift#\(line) LayoutView:child.width <= 100.0>
            """])
        expectFrame(child, 0, 0, 100, 0)
    }

    @Test func aConstraintThatCannotHoldOnItsOwn() {
        let root = makeRoot()
        let child = addView(to: root, label: "child")
        let log = DiagnosticLog(root)
        let line = #line + 2
        child.snp.makeConstraints { make in
            make.width.equalTo(child.snp.width).offset(5).labeled("self")
            make.left.top.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(log.entries.map(\.message) == ["""
            Unable to simultaneously satisfy constraints: these 1 required constraints cannot all hold.
            Broken, as the last of them to be activated (left out of the layout; retried whenever a constraint of this tree is removed):
                <LayoutConstraint:self@ConflictDiagnosticTests.swift#\(line) LayoutView:child.width == LayoutView:child.width + 5.0>
            Conflicting with:
                (nothing else: it cannot hold on its own)
            """])
        expectFrame(child, 10, 10, 10, 10)
    }

    @Test func systemGuideConstraintsAreNamedInConflicts() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = addView(to: root, label: "bar")
        let log = DiagnosticLog(root)
        bar.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide)
            make.top.equalToSuperview().labeled("under the notch")
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        #expect(log.entries[0].message.contains(
            "    <SystemGuideLayoutConstraint:UIViewSafeAreaLayoutGuide-top LayoutGuide:UIViewSafeAreaLayoutGuide.top == LayoutView:0x"))
        #expect(log.entries[0].constraints.first?.label == "under the notch")
        expectFrame(bar, 0, 47, 390, 44)
    }

    /// Seeded random required constraints, many of them conflicting: layout never traps, every
    /// constraint left in the layout holds, every other active one is broken, and each report
    /// counts its own set.
    @Test(arguments: [41, 42, 43, 44, 45, 46] as [UInt64])
    func conflictsNeverStopTheLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let views = (0..<6).map { _ in addView(to: root) }
        let attributes: [LayoutAttribute] = [.left, .right, .width, .top, .bottom, .height, .centerX, .centerY]
        for _ in 0..<40 {
            let view = views[Int(rng.next() % 6)]
            let other = views[Int(rng.next() % 6)]
            let attribute = attributes[Int(rng.next() % UInt64(attributes.count))]
            let constant = Double(rng.next() % 300)
            let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
            let toItem: LayoutItem? = attribute.isSize && rng.next() % 2 == 0 ? nil : (other === view ? root : other)
            let lc = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: toItem,
                                      attribute: attribute, constant: constant)
            view.translatesAutoresizingMaskIntoConstraints = false
            lc.isActive = true
            if rng.next() % 4 == 0 { root.layoutIfNeeded() }
        }
        root.layoutIfNeeded()
        var brokenCount = 0
        func check(_ view: LayoutView) {
            for constraint in view.constraints {
                switch constraint.record.state {
                case .inSolver:
                    #expect(constraint.record.solverConstraint(for: constraint.constant)?.isViolated(tolerance: 1e-6) == false, "\(constraint)")
                case .broken:
                    brokenCount += 1
                case .inactive, .pendingAdd:
                    Issue.record("active constraint neither in the solver nor broken: \(constraint)")
                }
            }
            for subview in view.subviews { check(subview) }
        }
        check(root)
        #expect(log.kinds.allSatisfy { $0 == .unsatisfiableConstraints })
        #expect(log.entries.count >= brokenCount)
        for entry in log.entries {
            #expect(entry.message.hasPrefix(
                "Unable to simultaneously satisfy constraints: these \(entry.constraints.count) required constraints cannot all hold."))
        }
    }
}
