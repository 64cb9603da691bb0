// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// make, prepare, update, remake, remove, activate, deactivate — with solved frames.
@Suite struct LifecycleTests {
    @Test func makeTurnsAutoresizingOffAndIsAdditive() {
        let root = makeRoot()
        let child = addView(to: root, frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        child.snp.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(10) }
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        child.snp.makeConstraints { make in make.width.equalTo(50).priority(.high) }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 10, 10)    // the required width wins; both exist
        #expect(child.constraints.count == 3)  // width, height, and the high width: single-item constraints live on the item
        #expect(root.constraints.count == 2)   // left and top live on the common ancestor
    }

    @Test func prepareReturnsInactiveHandlesToActivateLater() {
        let root = makeRoot()
        let child = addView(to: root)
        let handles = child.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        #expect(!child.translatesAutoresizingMaskIntoConstraints)
        #expect(handles.count == 1)
        #expect(!handles[0].isActive)
        #expect(root.constraints.isEmpty)
        handles[0].activate()
        #expect(handles[0].isActive)
        root.layoutIfNeeded()
        expectFrame(child, 20, 20, 360, 260)
    }

    @Test func deactivateAndReactivate() {
        let root = makeRoot()
        let child = addView(to: root)
        var wide: Constraint!
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.equalTo(100).priority(.low)
            wide = make.width.equalTo(300).constraint
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 10)
        wide.deactivate()
        #expect(!wide.isActive)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        wide.isActive = true
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 10)
        wide.isActive = false
        wide.activate()           // toggling before a layout cancels out
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 10)
    }

    @Test func layoutConstraintIsActiveToggle() {
        let root = makeRoot()
        let child = addView(to: root)
        let handle = child.snp.prepareConstraints { make in make.size.equalTo(10) }[0]
        child.snp.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(5).priority(.low) }
        handle.layoutConstraints[0].isActive = true
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 10, 5)
        #expect(handle.isActive)
    }

    @Test func remakeReplacesOnlyThisItemsConstraints() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        a.snp.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(20) }
        b.snp.makeConstraints { make in make.left.equalTo(a.snp.right); make.top.equalTo(a); make.size.equalTo(a) }
        root.layoutIfNeeded()
        expectFrame(b, 30, 10, 20, 20)
        a.snp.remakeConstraints { make in make.left.top.equalTo(50); make.size.equalTo(40) }
        root.layoutIfNeeded()
        expectFrame(a, 50, 50, 40, 40)
        expectFrame(b, 90, 50, 40, 40)    // b's constraints pointing at a stay
    }

    @Test func removeDeactivatesEverythingMadeFromTheItem() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(20) }
        root.layoutIfNeeded()
        child.snp.removeConstraints()
        #expect(root.constraints.isEmpty && child.constraints.isEmpty)
        child.snp.makeConstraints { make in make.left.top.equalTo(1); make.size.equalTo(2) }
        root.layoutIfNeeded()
        expectFrame(child, 1, 1, 2, 2)
    }

    @Test func updateChangesTheConstantOfTheMatchingConstraintInPlace() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.equalTo(20)
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        let before = root.constraints.map(ObjectIdentifier.init) + child.constraints.map(ObjectIdentifier.init)
        child.snp.updateConstraints { make in
            make.left.equalTo(15)
            make.width.equalTo(25)
        }
        root.layoutIfNeeded()
        expectFrame(child, 15, 10, 25, 30)
        let after = root.constraints.map(ObjectIdentifier.init) + child.constraints.map(ObjectIdentifier.init)
        #expect(before == after)      // the same LayoutConstraint objects
        #expect(log.entries.isEmpty)
    }

    @Test func updateWithInsetResolvesForTheExistingAttribute() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        child.snp.updateConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        expectFrame(child, 20, 20, 360, 260)
        #expect(root.constraints.count == 4)
    }

    @Test func updateThatMatchesNothingInstallsAndReports() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        child.snp.makeConstraints { make in make.left.top.equalTo(0); make.height.equalTo(10); make.width.equalTo(20).priority(.low) }
        let line = #line + 2
        child.snp.updateConstraints { make in
            make.width.equalTo(40)    // required: differs in priority, so it matches nothing
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 40, 10)
        #expect(log.kinds == [.unmatchedUpdate])
        #expect(log.entries[0].location?.line == UInt(line))
        #expect(log.entries[0].message.contains("LayoutView:"))
    }

    @Test func updateWithNothingMadeYetMakes() {
        let root = makeRoot()
        let child = addView(to: root)
        let log = DiagnosticLog(root)
        child.snp.updateConstraints { make in make.left.top.equalTo(3); make.size.equalTo(4) }
        root.layoutIfNeeded()
        expectFrame(child, 3, 3, 4, 4)
        #expect(log.entries.isEmpty)
    }

    @Test func installLocationIsTheClosestCommonAncestor() {
        let root = makeRoot()
        let container = addView(to: root)
        let a = addView(to: container), b = addView(to: container)
        let other = addView(to: root)
        a.snp.makeConstraints { make in
            make.left.equalTo(b)          // container
            make.top.equalTo(other)       // root
            make.width.equalTo(10)        // a itself
            make.height.equalTo(container) // container (a's superview is the ancestor)
        }
        #expect(container.constraints.map(\.firstAttribute) == [.left, .height])
        #expect(root.constraints.map(\.firstAttribute) == [.top])
        #expect(a.constraints.map(\.firstAttribute) == [.width])
        let handle = a.snp.prepareConstraints { make in make.left.equalTo(b) }[0]
        let lc = handle.layoutConstraints[0]
        #expect(lc.firstItem === a && lc.secondItem === b && lc.relation == .equal && lc.multiplier == 1)
        #expect(lc.priority == .required && lc.constant == 0 && lc.handle === handle && !lc.isActive)
    }

    @Test func handleOfAMadeConstraintIsKeptByTheItem() {
        let root = makeRoot()
        let child = addView(to: root)
        weak var weakHandle: Constraint?
        child.snp.makeConstraints { make in weakHandle = make.width.equalTo(10).constraint }
        #expect(weakHandle != nil)
        child.snp.removeConstraints()
        #expect(weakHandle == nil)
    }

    @Test func arrayDSLRunsTheClosureForEachView() {
        let root = makeRoot()
        let views = (0..<3).map { _ in addView(to: root) }
        views.snp.makeConstraints { make in make.top.equalTo(5); make.size.equalTo(10) }
        for (i, view) in views.enumerated() {
            view.snp.makeConstraints { make in make.left.equalTo(Double(i) * 20) }
        }
        root.layoutIfNeeded()
        for (i, view) in views.enumerated() { expectFrame(view, Double(i) * 20, 5, 10, 10) }
        views.snp.updateConstraints { make in make.top.equalTo(7) }
        root.layoutIfNeeded()
        for view in views { #expect(view.frame.minY == 7) }
        views.snp.remakeConstraints { make in make.left.top.equalTo(1); make.size.equalTo(2) }
        root.layoutIfNeeded()
        for view in views { expectFrame(view, 1, 1, 2, 2) }
        let prepared = views.snp.prepareConstraints { make in make.width.equalTo(9) }
        #expect(prepared.count == 3 && prepared.allSatisfy { !$0.isActive })
        views.snp.removeConstraints()
        #expect(root.constraints.isEmpty)
    }

    @Test func guideDSLLifecycle() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(approximatelyEqual(guide.layoutFrame, Rect(x: 10, y: 10, width: 380, height: 280)))
        guide.snp.remakeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(5) }
        root.layoutIfNeeded()
        #expect(approximatelyEqual(guide.layoutFrame, Rect(x: 0, y: 0, width: 5, height: 5)))
        guide.snp.updateConstraints { make in make.size.equalTo(6) }
        root.layoutIfNeeded()
        #expect(approximatelyEqual(guide.layoutFrame, Rect(x: 0, y: 0, width: 6, height: 6)))
    }
}
