// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// `Constraint` handles: update(offset:), update(inset:), update(priority:), update(multiplier:).
@Suite struct ConstraintHandleTests {
    @Test func updateOffsetChangesEveryConstantInPlace() {
        let root = makeRoot()
        let child = addView(to: root)
        var edges: Constraint!
        child.snp.makeConstraints { make in edges = make.edges.equalToSuperview().constraint }
        root.layoutIfNeeded()
        let objects = edges.layoutConstraints.map(ObjectIdentifier.init)
        edges.update(offset: 5)
        root.layoutIfNeeded()
        expectFrame(child, 5, 5, 400, 300)
        #expect(edges.layoutConstraints.map(ObjectIdentifier.init) == objects)
        #expect(edges.layoutConstraints.map(\.constant) == [5, 5, 5, 5])
    }

    @Test func updateInsetIsKeyedPerAttribute() {
        let root = makeRoot()
        let child = addView(to: root)
        var edges: Constraint!
        child.snp.makeConstraints { make in edges = make.edges.equalToSuperview().constraint }
        edges.update(inset: 10)
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 380, 280)
        edges.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        expectFrame(child, 2, 1, 394, 296)
        edges.update(inset: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        root.layoutIfNeeded()
        expectFrame(child, 6, 5, 386, 288)
    }

    @Test func updatePriorityAcrossTheRequiredBoundary() {
        let root = makeRoot()
        let child = addView(to: root)
        var narrow: Constraint!
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            narrow = make.width.equalTo(100).constraint
            make.width.equalTo(200).priority(.high)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        narrow.update(priority: .low)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
        narrow.update(priority: 1000)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        narrow.update(priority: Double(751))
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        #expect(narrow.layoutConstraints[0].priority.value == 751)
    }

    @Test func updateMultiplier() {
        let root = makeRoot()
        let child = addView(to: root)
        var progress: Constraint!
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            progress = make.width.equalToSuperview().multipliedBy(0.25).constraint
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 100, 10)
        progress.update(multiplier: 0.75)
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 10)
        #expect(progress.layoutConstraints[0].multiplier == 0.75)
    }

    @Test func settingALayoutConstraintsConstantDirectly() {
        let root = makeRoot()
        let child = addView(to: root)
        let handle = child.snp.prepareConstraints { make in make.width.equalTo(10) }[0]
        child.snp.makeConstraints { make in make.left.top.equalTo(0); make.height.equalTo(1) }
        handle.activate()
        root.layoutIfNeeded()
        handle.layoutConstraints[0].constant = 42
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 42, 1)
    }

    @Test func updatesBeforeTheFirstLayoutAndWhileInactive() {
        let root = makeRoot()
        let child = addView(to: root)
        let handle = child.snp.prepareConstraints { make in make.left.top.equalTo(1); make.size.equalTo(2) }
        handle[0].update(offset: 7)
        handle[1].update(offset: 9)
        for h in handle { h.activate() }
        root.layoutIfNeeded()
        expectFrame(child, 7, 7, 9, 9)
    }

    @Test func handleDescriptionListsItsLayoutConstraints() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let child = addView(to: root, label: "child")
        let handle = child.snp.prepareConstraints { make in make.left.right.equalToSuperview().labeled("h") }[0]
        #expect(handle.description.hasPrefix("[<LayoutConstraint:h@"))
        #expect(handle.description.contains("LayoutView:child.right == LayoutView:root.right>]"))
    }
}
