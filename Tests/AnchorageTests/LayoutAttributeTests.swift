// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Every single attribute, related to the superview's same attribute + 10 and to a bare number,
/// with solved frames. Root 400 × 300 with margins (top 5, left 6, bottom 7, right 9); the child
/// is 40 × 20 with zero margins so only the superview's margins matter.
@Suite struct LayoutAttributeTests {
    struct Case: CustomStringConvertible, Sendable {
        let attribute: LayoutAttribute
        /// Expected origin along the attribute's axis for `attribute == superview.attribute + 10`.
        let toSuperview: Double
        /// Expected origin for `attribute.equalTo(10)` (centres are measured from left/top).
        let toNumber: Double
        var description: String { attribute.description }
    }

    static let locationCases: [Case] = [
        Case(attribute: .left, toSuperview: 10, toNumber: 10),
        Case(attribute: .right, toSuperview: 370, toNumber: 370),
        Case(attribute: .leading, toSuperview: 10, toNumber: 10),
        Case(attribute: .trailing, toSuperview: 370, toNumber: 370),
        Case(attribute: .centerX, toSuperview: 190, toNumber: -10),
        Case(attribute: .leftMargin, toSuperview: 16, toNumber: 16),
        Case(attribute: .rightMargin, toSuperview: 361, toNumber: 361),
        Case(attribute: .leadingMargin, toSuperview: 16, toNumber: 16),
        Case(attribute: .trailingMargin, toSuperview: 361, toNumber: 361),
        Case(attribute: .centerXWithinMargins, toSuperview: 188.5, toNumber: 188.5),
        Case(attribute: .top, toSuperview: 10, toNumber: 10),
        Case(attribute: .bottom, toSuperview: 290, toNumber: 290),
        Case(attribute: .centerY, toSuperview: 150, toNumber: 0),
        Case(attribute: .firstBaseline, toSuperview: 10, toNumber: 10),
        Case(attribute: .lastBaseline, toSuperview: 290, toNumber: 290),
        Case(attribute: .topMargin, toSuperview: 15, toNumber: 15),
        Case(attribute: .bottomMargin, toSuperview: 283, toNumber: 283),
        Case(attribute: .centerYWithinMargins, toSuperview: 149, toNumber: 149),
    ]

    private func fixture() -> (LayoutView, LayoutView) {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 9)
        let child = addView(to: root, label: "child")
        child.layoutMargins = .zero
        return (root, child)
    }

    /// Pins the other axis and the size so only `attribute` decides the tested coordinate.
    private func pinRest(_ make: ConstraintMaker, for attribute: LayoutAttribute) {
        make.width.equalTo(40)
        make.height.equalTo(20)
        if attribute.axis == .horizontal { make.top.equalTo(0) } else { make.left.equalTo(0) }
    }

    private func origin(_ view: LayoutView, _ attribute: LayoutAttribute) -> Double {
        attribute.axis == .horizontal ? view.frame.minX : view.frame.minY
    }

    @Test(arguments: locationCases)
    func locationAttributeRelatedToSuperview(_ testCase: Case) {
        let (root, child) = fixture()
        child.snp.makeConstraints { make in
            pinRest(make, for: testCase.attribute)
            make.selecting(testCase.attribute.set).equalToSuperview().offset(10)
        }
        root.layoutIfNeeded()
        #expect(abs(origin(child, testCase.attribute) - testCase.toSuperview) < frameTolerance,
                "\(testCase.attribute): \(child.frame)")
        #expect(child.frame.size == Size(width: 40, height: 20))
    }

    @Test(arguments: locationCases)
    func locationAttributeRelatedToANumber(_ testCase: Case) {
        let (root, child) = fixture()
        child.snp.makeConstraints { make in
            pinRest(make, for: testCase.attribute)
            make.selecting(testCase.attribute.set).equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(abs(origin(child, testCase.attribute) - testCase.toNumber) < frameTolerance,
                "\(testCase.attribute): \(child.frame)")
    }

    @Test func sizeAttributesRelatedToSuperviewAndToNumbers() {
        let (root, child) = fixture()
        child.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalToSuperview().offset(-100)
            make.height.equalTo(70)
        }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 70)
    }

    @Test func eachAttributeThroughTheMakerProperty() {
        let root = makeRoot()
        let child = addView(to: root)
        let handles = child.snp.prepareConstraints { make in
            for chain in [make.left, make.top, make.right, make.bottom, make.leading, make.trailing, make.width,
                          make.height, make.centerX, make.centerY, make.lastBaseline, make.firstBaseline,
                          make.leftMargin, make.rightMargin, make.topMargin, make.bottomMargin, make.leadingMargin,
                          make.trailingMargin, make.centerXWithinMargins, make.centerYWithinMargins]
            {
                chain.equalTo(root)
            }
        }
        #expect(handles.map { $0.layoutConstraints[0].firstAttribute } == AttributeSet.generationOrder)
        #expect(handles.map { $0.layoutConstraints[0].secondAttribute } == AttributeSet.generationOrder)
    }

    @Test func rawValuesFollowUIKit() {
        #expect(LayoutAttribute.notAnAttribute.rawValue == 0)
        #expect(LayoutAttribute.left.rawValue == 1)
        #expect(LayoutAttribute.width.rawValue == 7)
        #expect(LayoutAttribute.lastBaseline.rawValue == 11)
        #expect(LayoutAttribute.firstBaseline.rawValue == 12)
        #expect(LayoutAttribute.centerYWithinMargins.rawValue == 20)
    }

    @Test func compositesExpandInSnapKitGenerationOrder() {
        #expect(AttributeSet.edges.attributes == [.left, .top, .right, .bottom])
        #expect(AttributeSet.horizontalEdges.attributes == [.left, .right])
        #expect(AttributeSet.verticalEdges.attributes == [.top, .bottom])
        #expect(AttributeSet.directionalEdges.attributes == [.top, .bottom, .leading, .trailing])
        #expect(AttributeSet.directionalHorizontalEdges.attributes == [.leading, .trailing])
        #expect(AttributeSet.directionalVerticalEdges.attributes == [.top, .bottom])
        #expect(AttributeSet.size.attributes == [.width, .height])
        #expect(AttributeSet.center.attributes == [.centerX, .centerY])
        #expect(AttributeSet.margins.attributes == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(AttributeSet.directionalMargins.attributes == [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
        #expect(AttributeSet.centerWithinMargins.attributes == [.centerXWithinMargins, .centerYWithinMargins])
        #expect(AttributeSet.edges.description == "[left, top, right, bottom]")
    }

    @Test func axesAndSizes() {
        #expect(LayoutAttribute.width.isSize && LayoutAttribute.height.isSize && !LayoutAttribute.left.isSize)
        #expect(LayoutAttribute.leadingMargin.axis == .horizontal)
        #expect(LayoutAttribute.lastBaseline.axis == .vertical)
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
    }
}
