// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Every target type, with solved frames.
@Suite struct ConstraintTargetTests {
    @Test func viewTargetUsesTheSameAttribute() {
        let root = makeRoot()
        let anchor = addView(to: root, frame: Rect(x: 30, y: 40, width: 100, height: 50))
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalTo(anchor) }
        root.layoutIfNeeded()
        expectFrame(child, 30, 40, 100, 50)
    }

    @Test func itemTargetUsesTheGivenAttribute() {
        let root = makeRoot()
        let header = addView(to: root, frame: Rect(x: 0, y: 0, width: 400, height: 60))
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(8)
            make.left.equalTo(header.snp.centerX)
            make.width.equalTo(header.snp.height)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 200, 68, 60, 10)
    }

    @Test func singleAttributeTargetAppliesToEveryConstrainedAttribute() {
        let root = makeRoot()
        let other = addView(to: root)
        let handle = addView(to: root).snp.prepareConstraints { make in make.edges.equalTo(other.snp.left) }[0]
        #expect(handle.layoutConstraints.map(\.secondAttribute) == [.left, .left, .left, .left])
    }

    @Test func layoutGuideAsTargetAndAsConstrainedItem() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        a.snp.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(50) }
        spacer.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right)
            make.width.equalTo(20)
            make.top.equalTo(5)          // measured from the owning view
            make.height.equalTo(1)
        }
        b.snp.makeConstraints { make in
            make.left.equalTo(spacer.snp.right)
            make.top.equalTo(spacer)
            make.size.equalTo(30)
        }
        root.layoutIfNeeded()
        #expect(approximatelyEqual(spacer.layoutFrame, Rect(x: 50, y: 5, width: 20, height: 1)))
        expectFrame(b, 70, 5, 30, 30)
        #expect(spacer.owningView === root)
        #expect(root.layoutGuides.count == 1)
    }

    @Test func numericTargetsOfEveryType() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.equalTo(Int(1))
            make.top.equalTo(UInt(2))
            make.width.equalTo(Double(3.5))
            make.height.equalTo(Float(4.5))
        }
        root.layoutIfNeeded()
        expectFrame(child, 1, 2, 3.5, 4.5)
    }

    @Test func pointAndSizeTargetsResolvePerAttribute() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(Point(x: 11, y: 22))
            make.size.equalTo(Size(width: 33, height: 44))
        }
        root.layoutIfNeeded()
        expectFrame(child, 11, 22, 33, 44)
        // A size gives 0 to locations, a point 0 to sizes.
        let handle = child.snp.prepareConstraints { make in make.edges.equalTo(Size(width: 5, height: 6)) }[0]
        #expect(handle.layoutConstraints.map(\.constant) == [0, 0, 0, 0])
        let sized = child.snp.prepareConstraints { make in make.size.equalTo(Point(x: 5, y: 6)) }[0]
        #expect(sized.layoutConstraints.map(\.constant) == [0, 0])
    }

    @Test func insetTargetsResolvePerAttribute() {
        let root = makeRoot()
        let child = addView(to: root)
        let handle = child.snp.prepareConstraints { make in
            make.edges.centerX.centerY.width.height.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }[0]
        // left, top, right, bottom, width, height, centerX, centerY (generation order). A centre
        // measured from a number is measured from the superview's left/top, so it takes the
        // left/top inset (SnapKit, UIKit branch).
        #expect(handle.layoutConstraints.map(\.constant) == [2, 1, -4, -3, -6, -4, 2, 1])
        #expect(handle.layoutConstraints.map(\.secondAttribute).suffix(2) == [.left, .top])
        // Against the superview's own centres the inset is half the difference.
        let centred = child.snp.prepareConstraints { make in
            make.center.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }[0]
        #expect(centred.layoutConstraints.map(\.constant) == [-1, -1])
        let directional = child.snp.prepareConstraints { make in
            make.leading.trailing.left.right.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }[0]
        #expect(directional.layoutConstraints.map(\.constant) == [2, -4, 2, -4])
    }

    @Test func arrayTargetsMakeOneConstraintPerElement() {
        let root = makeRoot()
        let a = addView(to: root, frame: Rect(x: 0, y: 0, width: 120, height: 10))
        let b = addView(to: root, frame: Rect(x: 0, y: 0, width: 80, height: 10))
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo([a, b])
            make.width.equalTo(1000).priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 80, 10)
        let handle = child.snp.prepareConstraints { make in make.width.height.lessThanOrEqualTo([a, b]) }[0]
        #expect(handle.layoutConstraints.count == 4)
        #expect(handle.layoutConstraints.map { $0.secondItem === a } == [true, true, false, false])
        let numbers = child.snp.prepareConstraints { make in make.width.greaterThanOrEqualTo([10, 20]) }[0]
        #expect(numbers.layoutConstraints.map(\.constant) == [10, 20])
    }

    @Test func mixedArrayTargets() {
        let root = makeRoot()
        let a = addView(to: root, frame: Rect(x: 0, y: 0, width: 120, height: 10))
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo([a, 90])
            make.width.greaterThanOrEqualTo([a.snp.height, 20.5])
            make.width.equalTo(1000).priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 90, 10)
        let handle = child.snp.prepareConstraints { make in make.height.equalTo([a, Size(width: 1, height: 2)]) }[0]
        #expect(handle.layoutConstraints.map(\.constant) == [0, 2])
        #expect(handle.layoutConstraints.map { $0.secondItem === a } == [true, false])
    }

    @Test func superviewRelationsAndTheClosureForm() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.snp.topMargin }
            make.left.equalToSuperview { $0.snp.leftMargin }.offset(2)
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
            make.width.equalTo(1000).priority(.low)
            make.height.greaterThanOrEqualToSuperview { $0.snp.height }.dividedBy(3)
            make.height.lessThanOrEqualToSuperview { $0 }.dividedBy(3)
        }
        root.layoutIfNeeded()
        expectFrame(child, 10, 8, 200, 100)
    }

    @Test func greaterThanOrEqualToSuperviewAndLessThanOrEqualToSuperview() {
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.greaterThanOrEqualToSuperview().offset(30)
            make.left.equalTo(0).priority(.low)
            make.right.lessThanOrEqualToSuperview().offset(-30)
            make.right.equalTo(1000).priority(.low)
            make.top.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, 30, 10, 340, 10)
    }

    @Test func customTargetThroughTheRequirement() {
        struct Gutter: ConstraintTarget {
            var constraintTargetValue: ConstraintTargetValue { .constant(.scalar(16)) }
        }
        let root = makeRoot()
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(Gutter())
            make.size.equalTo(Gutter())
        }
        root.layoutIfNeeded()
        expectFrame(child, 16, 16, 16, 16)
    }
}
