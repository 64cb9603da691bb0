// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// The keyboard layout guide: an entry bar pinned above it on an iPhone 14 in portrait (390 × 844,
/// safe area 47 top and 34 bottom), with the keyboard hidden, docked, undocked and animated.
@Suite struct KeyboardGuideTests {
    /// The screen and its entry bar (52 tall, full width, bottom on the guide's top).
    func chatScreen() -> (root: LayoutView, bar: LayoutView) {
        let root = makeRoot(width: 390, height: 844)
        root.snp.setLabel("screen")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = addView(to: root, label: "entryBar")
        bar.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.bottom.equalTo(root.keyboardLayoutGuide.snp.top)
            make.height.equalTo(52)
        }
        return (root, bar)
    }

    @Test func hiddenTheGuideIsTheBottomSafeArea() {
        let (root, bar) = chatScreen()
        root.layoutIfNeeded()
        // 844 − 34 = 810 is the safe area's bottom; the bar sits on it.
        expectFrame(bar, 0, 758, 390, 52)
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 810, width: 390, height: 34))
        #expect(root.keyboardFrame == nil)
        #expect(root.keyboardHeight == 0)
        #expect(root.layoutGuides.map(\.identifier) == ["UIViewKeyboardLayoutGuide"])
    }

    @Test func shownTheBarRidesTheKeyboardAndComesBackWhenHidden() {
        let (root, bar) = chatScreen()
        root.layoutIfNeeded()
        root.keyboardHeight = 336
        root.layoutIfNeeded()
        // The keyboard's top: 844 − 336 = 508.
        expectFrame(bar, 0, 456, 390, 52)
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(root.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        root.keyboardFrame = Rect(x: 0, y: 544, width: 390, height: 300)   // docked, set as a frame
        root.layoutIfNeeded()
        expectFrame(bar, 0, 492, 390, 52)
        #expect(root.keyboardHeight == 300)
        root.keyboardHeight = 0
        root.layoutIfNeeded()
        expectFrame(bar, 0, 758, 390, 52)
    }

    @Test func withoutTheBottomSafeAreaTheHiddenGuideIsEmpty() {
        let (root, bar) = chatScreen()
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        root.layoutIfNeeded()
        expectFrame(bar, 0, 792, 390, 52)   // 844 − 52
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 844, width: 390, height: 0))
    }

    @Test func anUndockedKeyboardIsFollowedOnlyWhenAsked() {
        let (root, bar) = chatScreen()
        root.keyboardFrame = Rect(x: 40, y: 300, width: 320, height: 250)   // floating
        root.layoutIfNeeded()
        #expect(root.keyboardHeight == 0)
        expectFrame(bar, 0, 758, 390, 52)   // as if hidden (UIKit's default)
        root.keyboardLayoutGuide.followsUndockedKeyboard = true
        root.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 40, y: 300, width: 320, height: 250))
        expectFrame(bar, 0, 248, 390, 52)
    }

    @Test func aSubviewsGuideIsTheKeyboardsOverlapWithIt() {
        let root = makeRoot(width: 390, height: 844)
        let panel = addView(to: root)
        panel.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalTo(100)
            make.height.equalTo(600)   // bottom at 700
        }
        let field = addView(to: panel)
        field.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.bottom.equalTo(panel.keyboardLayoutGuide.snp.top)
            make.height.equalTo(40)
        }
        root.layoutIfNeeded()
        expectFrame(field, 0, 560, 390, 40)   // panel's bottom: no safe area here
        root.keyboardHeight = 336                // top at 508 in the root, 408 in the panel
        root.layoutIfNeeded()
        #expect(panel.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 408, width: 390, height: 192))
        expectFrame(field, 0, 368, 390, 40)
        root.keyboardHeight = 100                // top at 744: below the panel
        root.layoutIfNeeded()
        expectFrame(field, 0, 560, 390, 40)
    }

    @Test func showingTheKeyboardInsideAnimateIsATransition() {
        let (root, bar) = chatScreen()
        root.layoutIfNeeded()
        root.keyboardHeight = 336
        LayoutView.animate(withDuration: 0.25, delay: 0, options: .curveLinear) {
            root.layoutIfNeeded()
        }
        expectFrame(bar, 0, 456, 390, 52)
        #expect(bar.presentationFrame(at: 0) == Rect(x: 0, y: 758, width: 390, height: 52))
        // Linear: halfway is halfway between 758 and 456.
        #expect(abs(bar.presentationFrame(at: 0.125).minY - 607) < 1e-9)
        #expect(bar.presentationFrame(at: 0.25) == Rect(x: 0, y: 456, width: 390, height: 52))
        root.animationClock = 1
        root.keyboardHeight = 0
        LayoutView.animate(withDuration: 0.25, delay: 0, options: .curveLinear) {
            root.layoutIfNeeded()
        }
        expectFrame(bar, 0, 758, 390, 52)
        #expect(abs(bar.presentationFrame(at: 1.125).minY - 607) < 1e-9)
    }

    @Test func aRotatedRootMovesTheDockedGuide() {
        let (root, bar) = chatScreen()
        root.keyboardHeight = 336
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.keyboardHeight = 209
        root.layoutIfNeeded()
        expectFrame(bar, 0, 129, 844, 52)   // 390 − 209 − 52
    }
}
