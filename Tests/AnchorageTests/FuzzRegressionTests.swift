// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// Engine bugs the layout fuzzer found, each reduced to the smallest tree that showed it.
@Suite struct FuzzRegressionTests {
    /// A subtree moved out of a tree before that tree's next layout: the old tree's queues still
    /// listed its broken constraint, and its retry added the constraint to the *old* solver (a
    /// ghost that pinned nothing visible), while the new tree's engine believed it was in its own.
    @Test func subtreeLeavingATreeLeavesNoConstraintBehind() {
        let a = makeRoot()
        let log = DiagnosticLog(a)
        let child = addView(to: a, label: "child")
        child.snp.makeConstraints { make in
            make.width.equalTo(10)
            make.width.equalTo(200)   // broken: conflicts with the first
        }
        a.layoutIfNeeded()
        #expect(log.kinds == [.unsatisfiableConstraints])
        let b = makeRoot()
        b.layoutIfNeeded()
        b.addSubview(a)
        b.layoutIfNeeded()
        a.removeFromSuperview()
        a.layoutIfNeeded()            // a's new engine first, then the old tree
        b.layoutIfNeeded()
        #expect(a.auditLayout().problems == [])
        #expect(b.auditLayout().problems == [])
        #expect(b.engineIfPresent?.solver.constraintCount == 4)   // b's own root pins only
        #expect(child.frame.width == 10)
    }

    /// A broken constraint stayed broken after the constraint it conflicted with changed its
    /// constant so that both could hold (retries only followed removals).
    @Test func brokenConstraintIsRetriedAfterAConflictingConstantChanges() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let child = addView(to: root)
        var first: Constraint!
        var height: Constraint!
        child.snp.makeConstraints { make in
            first = make.width.equalTo(100).constraint
            make.width.equalTo(200)
            make.left.top.equalTo(0)
            height = make.height.equalTo(10).constraint
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        first.update(offset: 200)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
        #expect(root.auditLayout().broken.isEmpty)
        // Now `first` cannot take 150: it breaks (reported), the other width holds.
        first.update(offset: 150)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
        #expect(log.kinds == [.unsatisfiableConstraints, .unsatisfiableConstraints])
        // An unrelated constant change retries it quietly: still broken, not reported again.
        height.update(offset: 12)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 12)
        #expect(log.kinds.count == 2)
        #expect(root.auditLayout().problems == [])
        #expect(root.auditLayout().broken.count == 1)
    }

    /// A broken constraint whose own constant changes so that it can hold is added again.
    @Test func brokenConstraintIsRetriedAfterItsOwnConstantChanges() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let child = addView(to: root)
        var second: Constraint!
        child.snp.makeConstraints { make in
            make.width.equalTo(100)
            second = make.width.equalTo(200).constraint
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(root.auditLayout().broken.count == 1)
        second.update(offset: 100)
        root.layoutIfNeeded()
        #expect(root.auditLayout().broken.isEmpty)
        expectFrame(child, 0, 0, 100, 10)
        #expect(log.kinds == [.unsatisfiableConstraints])
    }

    /// Beside a constant of 1e9 the solver knows values to about 0.1; once the constraint that
    /// holds it leaves the tree, the values left must regain the precision of the constraints of
    /// a few points that remain: `b.top == a.top + 0.0625` holds exactly, not as
    /// `b.top == a.top`.
    @Test func valuesRegainTheirPrecisionWhenAHugeConstantLeaves() {
        let root = makeRoot()
        let a = addView(to: root, label: "a"), b = addView(to: root, label: "b")
        var far: Constraint!
        b.snp.makeConstraints { make in
            make.top.greaterThanOrEqualToSuperview()
        }
        a.snp.makeConstraints { make in
            far = make.top.greaterThanOrEqualTo(1e9).constraint
        }
        b.snp.makeConstraints { make in
            make.top.equalTo(a.snp.top).offset(0.0625)
        }
        root.layoutIfNeeded()
        far.deactivate()
        root.layoutIfNeeded()
        #expect(root.auditLayout().problems == [])
        #expect(b.frame.minY - a.frame.minY == 0.0625)
    }

    /// A frame set on a view held by autoresizing pins, where the new pins conflict with its
    /// required constraints: the pins broke, the solved values did not move, and no frame was
    /// written, so the view kept the frame the user set instead of its solved one (fuzz seed 5,
    /// step 1,906).
    @Test func frameSetAgainstRequiredConstraintsIsReplacedBySolvedFrame() {
        let root = makeRoot()
        let log = DiagnosticLog(root)
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(9)
        }
        root.layoutIfNeeded()
        child.translatesAutoresizingMaskIntoConstraints = true   // pins at the solved frame agree
        root.layoutIfNeeded()
        #expect(log.kinds == [])
        child.frame = Rect(x: -1e9, y: -1e9, width: 1e-9, height: 1e-9)
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 9, 9)
        #expect(root.auditLayout().problems == [])
        #expect(log.kinds.allSatisfy { $0 == .unsatisfiableConstraints } && !log.kinds.isEmpty)
    }
}
