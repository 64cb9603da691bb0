// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// offset, inset, multipliedBy, dividedBy, priority, labeled — with solved frames.
@Suite struct ModifierTests {
    @Test func offsetReplacesTheTargetConstant() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.width.equalTo(100).offset(10)
            make.height.equalTo(20)
            make.left.top.equalTo(0)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 10, 20)
    }

    @Test func offsetIsNotKeyedPerEdge() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().offset(5) }
        root.layoutIfNeeded()
        expectFrame(child, 5, 5, 400, 300)
    }

    @Test func offsetOfEveryNumericType() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(Int(1))
            make.top.equalToSuperview().offset(UInt(2))
            make.width.equalTo(0).offset(Float(3.5))
            make.height.equalTo(0).offset(4.5)
        }
        root.layoutIfNeeded()
        expectFrame(child, 1, 2, 3.5, 4.5)
    }

    @Test func insetIsKeyedOnTheTargetAttribute() {
        let root = makeRoot()
        let label = addView(to: root, frame: Rect(x: 200, y: 100, width: 50, height: 50))
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.right.equalTo(label.snp.left).inset(8)     // keyed on `left`: +8
            make.top.equalTo(label.snp.bottom).inset(10)    // keyed on `bottom`: -10
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(child, 188, 140, 20, 20)
    }

    @Test func insetOnCentresIsZeroAndOnSizesIsTwice() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.center.equalToSuperview().inset(10)
            make.size.equalToSuperview().inset(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 380, 280)
    }

    @Test func insetsWithStructsAndTheAlias() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        a.snp.makeConstraints { make in make.edges.equalToSuperview().insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        b.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        }
        root.layoutIfNeeded()
        expectFrame(a, 2, 1, 394, 296)
        expectFrame(b, 6, 5, 386, 288)
    }

    @Test func multipliedByAndDividedBy() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        a.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
            make.left.top.equalTo(0)
        }
        b.snp.makeConstraints { make in
            make.width.equalTo(a).multipliedBy(Float(0.5)).offset(1)   // the constant is not scaled
            make.height.equalTo(a).dividedBy(Int(5))
            make.left.top.equalTo(0)
        }
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 75)
        expectFrame(b, 0, 0, 101, 15)
    }

    @Test func centreMultiplierIsMeasuredInTheSuperviewsBounds() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.centerX.equalToSuperview().multipliedBy(0.5)
            make.centerY.equalToSuperview().multipliedBy(1.5)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(child, 90, 215, 20, 20)
    }

    @Test func centreMultiplierInAnOffsetSuperview() {
        let root = makeRoot()
        let container = addView(to: root, frame: Rect(x: 100, y: 50, width: 200, height: 100))
        let child = addView(to: container)
        child.snp.makeConstraints { make in
            make.centerX.equalToSuperview().multipliedBy(0.5)
            make.centerY.equalToSuperview()
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 45, 45, 10, 10)
    }

    @Test func multiplierOnImplicitSuperviewAndOnConstantSize() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.equalTo(10).multipliedBy(2)        // 2 · superview.left(0) + 10
            make.top.equalTo(0)
            make.width.equalTo(295).multipliedBy(0.2)    // no second item: no effect
            make.height.equalTo(1)
        }
        root.layoutIfNeeded()
        expectFrame(child, 10, 0, 295, 1)
    }

    @Test func higherPriorityWins() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.equalTo(100).priority(.low)
            make.width.equalTo(200).priority(.high)
            make.width.equalTo(300).priority(ConstraintPriority.medium)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
    }

    @Test func prioritiesAreLexicographicEvenOneApart() {
        let root = makeRoot()
        let child = addView(to: root)
        let p = 750
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.equalTo(100).priority(p)
            make.width.equalTo(200).priority(ConstraintPriority.high.advanced(by: 1))
            make.width.equalTo(300).priority(Float(749))
            make.width.equalTo(400).priority(Double(748))
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 200, 10)
    }

    @Test func priorityValues() {
        #expect(ConstraintPriority.required.value == 1000)
        #expect(ConstraintPriority.high.value == 750)
        #expect(ConstraintPriority.medium.value == 500)
        #expect(ConstraintPriority.low.value == 250)
        #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
        #expect(ConstraintPriority.low.distance(to: .high) == 500)
        let literal: ConstraintPriority = 600.5
        #expect(literal.value == 600.5)
        #expect(ConstraintPriority.required.isRequired && !ConstraintPriority(999).isRequired)
    }

    @Test func labeledNamesEveryGeneratedConstraint() {
        let root = makeRoot()
        let child = addView(to: root)
        let handles = child.snp.prepareConstraints { make in
            make.edges.equalToSuperview().labeled("fill")
            make.width.equalTo(10).priority(.low).labeled("narrow")
        }
        #expect(handles[0].layoutConstraints.map(\.label) == ["fill", "fill", "fill", "fill"])
        #expect(handles[0].label == "fill")
        #expect(handles[1].layoutConstraints[0].label == "narrow")
        #expect(handles[1].layoutConstraints[0].priority == .low)
    }

    @Test func constraintIsReachableFromEveryStage() {
        let root = makeRoot()
        let child = addView(to: root)
        var captured: [Constraint] = []
        let handles = child.snp.prepareConstraints { make in
            captured.append(make.left.equalTo(1).constraint)
            captured.append(make.top.equalTo(2).priority(.high).constraint)
            captured.append(make.width.equalTo(3).labeled("w").constraint)
            captured.append(make.height.equalTo(4).priority(.low).labeled("h").constraint)
        }
        #expect(captured.count == 4)
        for (a, b) in zip(captured, handles) { #expect(a === b) }
        #expect(handles.map { $0.layoutConstraints[0].constant } == [1, 2, 3, 4])
    }
}
