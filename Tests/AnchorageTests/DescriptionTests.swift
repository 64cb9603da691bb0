// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Exact description strings in SnapKit's format.
@Suite struct DescriptionTests {
    final class Card: LayoutView {}

    private func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    @Test func labelledConstraintBetweenLabelledViews() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let title = addView(to: root, label: "title")
        let line = #line + 1
        let handle = title.snp.prepareConstraints { make in make.left.equalToSuperview().offset(20).labeled("title") }[0]
        #expect(handle.layoutConstraints[0].description
                == "<LayoutConstraint:title@DescriptionTests.swift#\(line) LayoutView:title.left == LayoutView:root.left + 20.0>")
    }

    @Test func constantOnlyConstraintPrintsTheAddressAndTheBareConstant() {
        let root = makeRoot()
        let avatar = addView(to: root, label: "avatar")
        let line = #line + 1
        let lc = avatar.snp.prepareConstraints { make in make.width.equalTo(40) }[0].layoutConstraints[0]
        #expect(lc.description == "<LayoutConstraint:\(address(lc))@DescriptionTests.swift#\(line) LayoutView:avatar.width == 40.0>")
        #expect(lc.secondAttribute == .notAnAttribute && lc.secondItem == nil)
    }

    @Test func multiplierPriorityNegativeConstantAndRelations() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let a = addView(to: root, label: "a")
        let line = #line + 1
        let handles = a.snp.prepareConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5).priority(.high).labeled("half")
            make.right.lessThanOrEqualToSuperview().offset(-8).labeled("r")
            make.top.greaterThanOrEqualTo(root.snp.bottom).labeled("t")
            make.height.equalTo(10).priority(251).labeled("h")
        }
        #expect(handles.map { $0.layoutConstraints[0].description } == [
            "<LayoutConstraint:half@DescriptionTests.swift#\(line + 1) LayoutView:a.width == LayoutView:root.width * 0.5 ^750.0>",
            "<LayoutConstraint:r@DescriptionTests.swift#\(line + 2) LayoutView:a.right <= LayoutView:root.right - 8.0>",
            "<LayoutConstraint:t@DescriptionTests.swift#\(line + 3) LayoutView:a.top >= LayoutView:root.bottom>",
            "<LayoutConstraint:h@DescriptionTests.swift#\(line + 4) LayoutView:a.height == 10.0 ^251.0>",
        ])
    }

    @Test func unlabelledViewsPrintTheirAddressAndSubclassesTheirTypeName() {
        let root = makeRoot()
        let card = Card()
        root.addSubview(card)
        card.snp.setLabel("card")
        let lc = card.snp.prepareConstraints { make in make.left.equalToSuperview().labeled("x") }[0].layoutConstraints[0]
        #expect(lc.description.hasSuffix(" Card:card.left == LayoutView:\(address(root)).left>"))
        #expect(card.snp.label() == "card")
        card.snp.setLabel(nil)
        #expect(card.snp.label() == nil)
    }

    @Test func guidesPrintTheirIdentifier() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let guide = LayoutGuide()
        guide.identifier = "content"
        root.addLayoutGuide(guide)
        let lc = guide.snp.prepareConstraints { make in make.top.equalToSuperview().inset(4).labeled("g") }[0].layoutConstraints[0]
        #expect(lc.description.hasSuffix(" LayoutGuide:content.top == LayoutView:root.top + 4.0>"))
    }

    @Test func manualLayoutConstraint() {
        let root = makeRoot()
        root.snp.setLabel("root")
        let v = addView(to: root, label: "v")
        let line = #line + 1
        let lc = LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                                  multiplier: 2, constant: -3, priority: 500, label: "m")
        #expect(lc.description == "<LayoutConstraint:m@DescriptionTests.swift#\(line) LayoutView:v.centerX == LayoutView:root.centerX * 2.0 - 3.0 ^500.0>")
    }

    @Test func otherDescriptions() {
        #expect(ConstraintRelation.equal.description == "==")
        #expect(ConstraintRelation.lessThanOrEqual.description == "<=")
        #expect(ConstraintRelation.greaterThanOrEqual.description == ">=")
        #expect(ConstraintPriority.high.description == "750.0")
        #expect(SourceLocation(fileID: "Mod/Card.swift", line: 12, column: 3).description == "Card.swift#12")
        #expect(LayoutAttribute.centerXWithinMargins.description == "centerXWithinMargins")
        let root = makeRoot()
        root.snp.setLabel("root")
        #expect(root.snp.top.description == "LayoutView:root.[top]")
    }
}
