// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The behaviours SnapKit's own test suite checks (installed-constraint counts, constants), with
/// the solved frames SnapKit cannot check without a device.
@Suite struct SnapKitParityTests {
    private func fixture() -> (LayoutView, LayoutView, LayoutView) {
        let container = makeRoot(width: 400, height: 300)
        let v1 = addView(to: container), v2 = addView(to: container)
        return (container, v1, v2)
    }

    @Test func makeCountsAndFrames() {
        let (container, v1, v2) = fixture()
        v2.snp.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(100) }
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)       // left to top: allowed, as in SnapKit
            make.size.equalTo(5)
        }
        #expect(container.constraints.count == 4)
        container.layoutIfNeeded()
        expectFrame(v1, 60, 60, 5, 5)
    }

    @Test func guideMake() {
        let container = makeRoot()
        let v1 = addView(to: container)
        let g1 = LayoutGuide()
        container.addLayoutGuide(g1)
        v1.snp.makeConstraints { make in
            make.top.equalTo(g1).offset(50)
            make.left.equalTo(g1.snp.top).offset(50)
        }
        #expect(container.constraints.count == 2)
        g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(container.constraints.count == 6)
    }

    @Test func impliedSuperview() {
        let (container, v1, v2) = fixture()
        v1.snp.makeConstraints { make in make.top.equalTo(50.0); make.left.equalTo(50.0) }
        #expect(container.constraints.count == 2)
        #expect(container.constraints.allSatisfy { $0.secondItem === container })
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(container.constraints.count == 6)
    }

    @Test func updateKeepsTheCount() {
        let (container, v1, v2) = fixture()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
        #expect(container.constraints.count == 2)
        #expect(container.constraints.map(\.constant).sorted() == [15, 50])
    }

    @Test func remakeAndRemoveCounts() {
        let (container, v1, v2) = fixture()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(container.constraints.count == 4)
        v1.snp.removeConstraints()
        #expect(container.constraints.isEmpty)
    }

    @Test func prepareActivateDeactivateReactivate() {
        let (container, v1, v2) = fixture()
        let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(container.constraints.isEmpty)
        for c in constraints { c.activate() }
        #expect(container.constraints.count == 4)
        for c in constraints { c.deactivate() }
        #expect(container.constraints.isEmpty)
        for c in constraints { c.activate() }
        #expect(container.constraints.count == 4)
    }

    @Test func setIsActive() {
        let (container, v1, v2) = fixture()
        var c1: Constraint?, c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        c1?.isActive = true
        c2?.isActive = false
        #expect(container.constraints.count == 1)
        c2?.isActive = true
        #expect(container.constraints.count == 2)
        c1?.isActive = false
        c2?.isActive = false
        #expect(container.constraints.isEmpty)
    }

    @Test func edgesOffsetEveryConstantBy50() {
        let container = makeRoot()
        let view = addView(to: container)
        view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
        #expect(container.constraints.map(\.constant) == [50, 50, 50, 50])
        container.layoutIfNeeded()
        expectFrame(view, 50, 50, 400, 300)
    }

    @Test func updateReferencedConstraintsKeepsIdentity() {
        let (container, v1, v2) = fixture()
        var c1: Constraint!, c2: Constraint!
        v1.snp.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        let constraints = container.constraints.sorted { $0.constant > $1.constant }
        c1.update(offset: 15)
        c2.update(offset: 20)
        #expect(constraints.map(\.constant) == [15, 20])
        c1.update(inset: 15)
        c2.update(inset: 20)
        #expect(constraints.map(\.constant) == [15, -20])
    }

    @Test func insetsAsConstants() {
        let container = makeRoot()
        let a = addView(to: container), b = addView(to: container), c = addView(to: container)
        a.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
        b.snp.makeConstraints { make in make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        c.snp.makeConstraints { make in make.edges.equalTo(container).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        for view in [a, b, c] {
            let constants = container.constraints.filter { $0.firstItem === view }.map(\.constant).sorted(by: >)
            let amount = view === a ? 50.0 : 25.0
            #expect(constants == [amount, amount, -amount, -amount])
        }
        container.layoutIfNeeded()
        expectFrame(a, 50, 50, 300, 200)
        expectFrame(b, 25, 25, 350, 250)
        expectFrame(c, 25, 25, 350, 250)
    }

    @Test func sizeConstraintsAreInstalledOnTheView() {
        let container = makeRoot()
        let view = addView(to: container)
        view.snp.makeConstraints { make in
            make.size.equalTo(Size(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        #expect(view.constraints.count == 2 && container.constraints.count == 2)
        #expect(view.constraints.map(\.firstAttribute) == [.width, .height])
        #expect(view.constraints.map(\.constant) == [50, 50])
    }

    @Test func centerOffset() {
        let container = makeRoot()
        let view = addView(to: container)
        view.snp.makeConstraints { make in
            make.center.equalTo(container).offset(50.0)
            make.size.equalTo(10)
        }
        #expect(container.constraints.map(\.constant) == [50, 50])
        container.layoutIfNeeded()
        expectFrame(view, 245, 195, 10, 10)
    }

    @Test func constraintIdentifierAndLabels() {
        let container = makeRoot()
        let view = addView(to: container)
        view.snp.makeConstraints { make in make.top.equalTo(container.snp.top).labeled("Test-Identifier") }
        #expect(container.constraints.first?.label == "Test-Identifier")
        view.snp.setLabel("MyView")
        #expect(view.snp.label() == "MyView")
    }

    @Test func edgesToEdgesOfAnotherItem() {
        let (container, v1, v2) = fixture()
        v2.snp.makeConstraints { make in make.edges.equalToSuperview().inset(30) }
        v1.snp.makeConstraints { make in make.edges.equalTo(v2.snp.edges) }
        #expect(container.constraints.filter { $0.firstItem === v1 }.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        container.layoutIfNeeded()
        expectFrame(v1, 30, 30, 340, 240)
    }

    @Test func directionalEdgesToDirectionalEdges() {
        let (container, v1, v2) = fixture()
        v2.snp.makeConstraints { make in make.edges.equalToSuperview().inset(30) }
        v1.snp.makeConstraints { make in make.directionalEdges.equalTo(v2.snp.directionalEdges) }
        #expect(container.constraints.filter { $0.firstItem === v1 }.map(\.secondAttribute) == [.top, .bottom, .leading, .trailing])
        container.layoutIfNeeded()
        expectFrame(v1, 30, 30, 340, 240)
    }

    @Test func priorityShortcutsAndStride() {
        let container = makeRoot()
        let view = addView(to: container)
        let handles = view.snp.prepareConstraints { make in
            make.top.equalTo(1).priority(.required)
            make.top.equalTo(1).priority(.high)
            make.top.equalTo(1).priority(.medium)
            make.top.equalTo(1).priority(.low)
            make.top.equalTo(1).priority(ConstraintPriority.high.advanced(by: 1))
            make.top.equalTo(1).priority(ConstraintPriority.low.advanced(by: -1))
        }
        #expect(handles.map { $0.layoutConstraints[0].priority.value } == [1000, 750, 500, 250, 751, 249])
    }
}
