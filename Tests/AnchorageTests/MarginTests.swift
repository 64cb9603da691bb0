// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// Layout margins: UIKit's defaults, the margins guide, directional margins, margins measured
/// from the safe area, and incremental relayout when they change.
@Suite struct MarginTests {
    /// UIKit's default layout margins: 8 points on every side.
    static let uiKitDefaultMargin = 8.0

    @Test func defaultsAreUIKits() {
        let view = LayoutView()
        #expect(view.layoutMargins == EdgeInsets(all: Self.uiKitDefaultMargin))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.insetsLayoutMarginsFromSafeArea)
    }

    @Test func layoutMarginsGuideIsTheBoundsInsetByTheMargins() {
        let root = makeRoot()
        let card = addView(to: root, label: "card")
        let title = addView(to: card, label: "title")
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        title.snp.makeConstraints { make in make.edges.equalTo(card.layoutMarginsGuide) }
        root.layoutIfNeeded()
        expectFrame(card, 20, 20, 360, 260)
        let m = Self.uiKitDefaultMargin
        expectFrame(title, m, m, 360 - 2 * m, 260 - 2 * m)
        #expect(card.layoutMarginsGuide.layoutFrame == Rect(x: m, y: m, width: 360 - 2 * m, height: 260 - 2 * m))
        #expect(card.layoutGuides.map(\.identifier) == ["UIViewLayoutMarginsGuide"])
        #expect(card.layoutMarginsGuide === card.layoutMarginsGuide)
    }

    @Test func marginAttributesAndTheGuideAgree() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let viaAttributes = addView(to: root), viaGuide = addView(to: root), viaClosure = addView(to: root)
        viaAttributes.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
        viaGuide.snp.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide.snp.edges) }
        viaClosure.snp.makeConstraints { make in make.edges.equalToSuperview { $0.layoutMarginsGuide } }
        root.layoutIfNeeded()
        for view in [viaAttributes, viaGuide, viaClosure] { expectFrame(view, 2, 1, 394, 296) }
    }

    @Test func changingMarginsRelayoutsIncrementally() {
        let root = makeRoot()
        let viaGuide = addView(to: root), viaAttribute = addView(to: root), unrelated = addView(to: root)
        viaGuide.snp.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide) }
        viaAttribute.snp.makeConstraints { make in
            make.left.equalTo(root.snp.leftMargin)
            make.top.size.equalTo(10)
        }
        unrelated.snp.makeConstraints { make in
            make.left.top.size.equalTo(1)
        }
        root.layoutIfNeeded()
        let rebuilds = root.engine.rebuildCount
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.layoutIfNeeded()
        expectFrame(viaGuide, 20, 10, 340, 260)
        expectFrame(viaAttribute, 20, 10, 10, 10)
        expectFrame(unrelated, 1, 1, 1, 1)
        #expect(root.engine.rebuildCount == rebuilds)
        // The frames of the views that moved were written; the unrelated one was not.
        #expect(root.engine.lastPassWriteCount <= 3)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6)
        root.layoutIfNeeded()
        expectFrame(viaGuide, 5, 0, 389, 300)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func directionalMarginsThroughTheGuide(_ direction: UserInterfaceLayoutDirection) {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = direction
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 10)
        let child = addView(to: root)
        child.snp.makeConstraints { make in
            make.leading.trailing.equalTo(root.layoutMarginsGuide)
            make.top.equalTo(root.layoutMarginsGuide)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(child, direction == .leftToRight ? 30 : 10, 8, 360, 10)
    }

    /// iPhone in landscape: the sensor housing on the left, the home indicator at the bottom.
    static let landscapeSafeArea = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = Self.landscapeSafeArea
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide) }
        let marked = addView(to: root)
        marked.snp.makeConstraints { make in
            make.left.equalTo(root.snp.leftMargin)
            make.bottom.equalTo(root.snp.bottomMargin)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        // 47 + 8 on the sides, 0 + 8 at the top, 21 + 8 at the bottom.
        expectFrame(child, 55, 8, 734, 353)
        expectFrame(marked, 55, 351, 10, 10)
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 828, 374)
        expectFrame(marked, 8, 372, 10, 10)
        root.insetsLayoutMarginsFromSafeArea = true
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 828, 374)
    }

    @Test func aDescendantsMarginsIncludeItsDerivedSafeArea() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = addView(to: root, label: "header")
        let title = addView(to: header, label: "title")
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(100)
        }
        title.snp.makeConstraints { make in make.edges.equalTo(header.layoutMarginsGuide) }
        root.layoutIfNeeded()
        // The header reaches under the status bar: its top safe inset is 47, its margin 47 + 8.
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        expectFrame(title, 8, 55, 374, 37)
    }

    @Test func builtInGuidesCannotBeRemovedOrMoved() async {
        await #expect(processExitsWith: .failure) {
            let view = LayoutView()
            view.removeLayoutGuide(view.layoutMarginsGuide)
        }
        await #expect(processExitsWith: .failure) {
            let view = LayoutView(), other = LayoutView()
            other.addLayoutGuide(view.safeAreaLayoutGuide)
        }
    }
}
