// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// Constraints whose closest common ancestor is not the superview: evaluated in that ancestor's
/// coordinate space, frames written relative to each view's own superview.
@Suite struct NestedTreeTests {
    @Test func cousinsRelatedAcrossContainers() {
        let root = makeRoot()
        let c1 = addView(to: root, frame: Rect(x: 100, y: 50, width: 100, height: 100))
        let c2 = addView(to: root, frame: Rect(x: 10, y: 200, width: 300, height: 50))
        let a = addView(to: c1), b = addView(to: c2)
        a.snp.makeConstraints { make in make.left.top.equalTo(5); make.size.equalTo(20) }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(10)
            make.top.equalTo(a)
            make.size.equalTo(a)
        }
        root.layoutIfNeeded()
        expectFrame(a, 5, 5, 20, 20)
        expectFrame(b, 125, -145, 20, 20)     // root x 135 → 135 − 10; root y 55 → 55 − 200
        #expect(root.constraints.count == 4)    // left, top, width, height
    }

    @Test func multiplierIsAppliedInTheCommonAncestorsSpace() {
        let root = makeRoot()
        let g = addView(to: root, frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let s1 = addView(to: g, frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let s2 = addView(to: g, frame: Rect(x: 50, y: 60, width: 50, height: 50))
        let a = addView(to: s1), b = addView(to: s2)
        a.snp.makeConstraints { make in make.left.top.equalTo(5); make.size.equalTo(10) }
        b.snp.makeConstraints { make in
            make.left.equalTo(a).multipliedBy(2)     // in g's space: 2 · (10 + 5) = 30
            make.top.equalTo(a.snp.bottom).multipliedBy(2)   // 2 · (10 + 5 + 10) = 50
            make.size.equalTo(1)
        }
        root.layoutIfNeeded()
        #expect(b.closestCommonSuperview(a) === g)
        expectFrame(b, 30 - 50, 50 - 60, 1, 1)
        #expect(g.constraints.count == 2)
    }

    @Test func relatingToAGrandparentDirectly() {
        let root = makeRoot()
        let container = addView(to: root, frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = addView(to: container)
        child.snp.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.right.bottom.equalTo(root).offset(-10)
        }
        root.layoutIfNeeded()
        expectFrame(child, -90, -90, 380, 280)
        #expect(root.constraints.count == 4)
    }

    @Test func aSuperviewPositionedByConstraintsCarriesItsChildren() {
        let root = makeRoot()
        let card = addView(to: root, label: "card")
        let avatar = addView(to: card, label: "avatar")
        let title = addView(to: card, label: "title")
        card.snp.makeConstraints { make in make.left.right.equalToSuperview().inset(10); make.top.equalTo(20) }
        avatar.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(8); make.size.equalTo(40) }
        title.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(8)
            make.right.equalToSuperview().inset(8)
            make.top.equalTo(avatar)
            make.height.equalTo(20)
            make.bottom.lessThanOrEqualToSuperview().inset(8)
        }
        card.snp.makeConstraints { make in make.bottom.equalTo(avatar).offset(8) }
        root.layoutIfNeeded()
        expectFrame(card, 10, 20, 380, 56)
        expectFrame(avatar, 8, 8, 40, 40)
        expectFrame(title, 56, 8, 316, 20)
    }

    @Test func closestCommonSuperview() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        let a1 = addView(to: a), b1 = addView(to: b)
        #expect(a1.closestCommonSuperview(b1) === root)
        #expect(a1.closestCommonSuperview(a) === a)
        #expect(a.closestCommonSuperview(a1) === a)
        #expect(a.closestCommonSuperview(a) === a)
        #expect(a.closestCommonSuperview(LayoutView()) == nil)
    }

    @Test func guideOwnedByAnAncestor() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let container = addView(to: root, frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let child = addView(to: container)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        child.snp.makeConstraints { make in make.edges.equalTo(guide) }
        root.layoutIfNeeded()
        expectFrame(child, -30, -30, 360, 260)
    }
}
