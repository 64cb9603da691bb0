// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// The rest of UIKit's inset API that ported layout code touches: additional safe-area insets,
/// margins measured from the safe area, preserved superview margins, and the readable content
/// guide. Expected frames follow UIKit's documented rules, worked out in each test.
@Suite("Additional safe area, preserved margins, readable content")
struct ViewInsetsTests {
    /// A phone-sized screen with a notch and a home indicator.
    private func makeScreen(width: Double = 375, height: Double = 812) -> LayoutView {
        let screen = LayoutView(frame: Rect(x: 0, y: 0, width: width, height: height))
        screen.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return screen
    }

    @Test("additionalSafeAreaInsets add to the derived insets, for the view and the views inside it")
    func additionalSafeAreaInsets() {
        let screen = makeScreen()
        let content = addView(to: screen, label: "content")
        content.snp.makeConstraints { make in make.edges.equalToSuperview() }
        content.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 49, right: 0)   // a tab bar
        let list = addView(to: content, label: "list")
        list.snp.makeConstraints { make in make.edges.equalTo(content.safeAreaLayoutGuide) }
        let footer = addView(to: content, label: "footer")
        footer.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(200)
        }
        let inner = addView(to: footer, label: "inner")
        inner.snp.makeConstraints { make in make.edges.equalTo(footer.safeAreaLayoutGuide) }
        screen.layoutIfNeeded()
        // content: 44 from the screen, 34 + 49 at the bottom.
        #expect(content.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        expectFrame(list, 0, 44, 375, 812 - 44 - 83)
        // The footer (the bottom 200 of content) derives 83 from content's unsafe band.
        expectFrame(inner, 0, 0, 375, 200 - 83)

        content.additionalSafeAreaInsets = .zero
        screen.layoutIfNeeded()
        expectFrame(list, 0, 44, 375, 812 - 44 - 34)
        expectFrame(inner, 0, 0, 375, 200 - 34)
    }

    @Test("additionalSafeAreaInsets on a root whose own insets are zero")
    func additionalInsetsOnAPlainRoot() {
        let root = makeRoot(width: 300, height: 200)
        let child = addView(to: root)
        child.snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        root.layoutIfNeeded()
        expectFrame(child, 0, 0, 300, 200)
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 20, bottom: 0, right: -5)
        root.layoutIfNeeded()
        // A negative addition cannot take the insets below zero.
        #expect(root.safeAreaInsets == EdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        expectFrame(child, 20, 10, 280, 190)
    }

    @Test("Margins are measured from the safe area unless insetsLayoutMarginsFromSafeArea is false")
    func marginsFromTheSafeArea() {
        let screen = makeScreen()
        let child = addView(to: screen)
        child.snp.makeConstraints { make in make.edges.equalTo(screen.layoutMarginsGuide) }
        screen.layoutIfNeeded()
        // 8-point margins added to the 44 and 34 of the safe area.
        expectFrame(child, 8, 52, 359, 812 - 52 - 42)
        screen.insetsLayoutMarginsFromSafeArea = false
        screen.layoutIfNeeded()
        expectFrame(child, 8, 8, 359, 796)
    }

    /// A 300 × 100 cell with 20-point margins and a content view placed by `place`, whose label
    /// fills the content view's margins.
    private func preservedMargins(preserves: Bool, place: (ConstraintMaker) -> Void) -> (content: LayoutView, label: LayoutView) {
        let cell = makeRoot(width: 300, height: 100)
        cell.layoutMargins = EdgeInsets(all: 20)
        let content = addView(to: cell, label: "content")
        content.layoutMargins = EdgeInsets(all: 8)
        content.preservesSuperviewLayoutMargins = preserves
        content.snp.makeConstraints(place)
        let label = addView(to: content, label: "label")
        label.snp.makeConstraints { make in make.edges.equalTo(content.snp.margins) }
        cell.layoutIfNeeded()
        return (content, label)
    }

    @Test("preservesSuperviewLayoutMargins: a content view that fills its cell takes the cell's margins")
    func preservedMarginsFill() {
        let own = preservedMargins(preserves: false) { make in make.edges.equalToSuperview() }
        expectFrame(own.label, 8, 8, 284, 84)
        let preserved = preservedMargins(preserves: true) { make in make.edges.equalToSuperview() }
        // Every edge of the content view is on the cell's edge, inside its 20-point margins.
        expectFrame(preserved.label, 20, 20, 260, 60)
    }

    @Test("preservesSuperviewLayoutMargins adjusts by the least amount, edge by edge")
    func preservedMarginsLeastAmount() {
        let result = preservedMargins(preserves: true) { make in
            make.left.equalToSuperview().offset(5)     // left margin: 20 − 5 = 15 > 8
            make.right.equalToSuperview().inset(30)    // right: 20 − 30 < 0, its own 8
            make.top.bottom.equalToSuperview()         // 20 each
        }
        expectFrame(result.content, 5, 0, 265, 100)
        expectFrame(result.label, 15, 20, 265 - 15 - 8, 60)
        // In the cell: the label starts at the cell's 20-point margin.
        #expect(result.content.frame.minX + result.label.frame.minX == 20)
    }

    @Test("The readable content guide is the margins guide, at most 672 wide and centred")
    func readableContentGuide() {
        // A tablet: margins 8 + safe area, 820 − 16 = 804 wide, more than 672.
        let tablet = LayoutView(frame: Rect(x: 0, y: 0, width: 820, height: 1180))
        tablet.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let article = addView(to: tablet, label: "article")
        article.snp.makeConstraints { make in make.edges.equalTo(tablet.readableContentGuide) }
        tablet.layoutIfNeeded()
        expectFrame(article, 8 + (804 - 672) / 2, 32, 672, 1180 - 32 - 28)
        #expect(tablet.layoutGuides.contains { $0.identifier == "UIViewReadableContentGuide" })

        // A phone in portrait: the margins are narrower than 672, so the guide is the margins guide.
        let phone = makeScreen()
        let text = addView(to: phone, label: "text")
        text.snp.makeConstraints { make in make.edges.equalTo(phone.readableContentGuide) }
        phone.layoutIfNeeded()
        expectFrame(text, 8, 52, 359, 812 - 52 - 42)

        // Wider margins on one side: the guide stays centred between the margins.
        tablet.layoutMargins = EdgeInsets(top: 8, left: 100, bottom: 8, right: 20)
        tablet.layoutIfNeeded()
        expectFrame(article, 100 + (700 - 672) / 2, 32, 672, 1180 - 32 - 28)
        tablet.frame = Rect(x: 0, y: 0, width: 600, height: 1180)
        tablet.layoutIfNeeded()
        expectFrame(article, 100, 32, 480, 1180 - 32 - 28)
    }
}
