// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// `ScrollView`: content size from the content's constraints, UIKit's edges-to-content and
/// size-to-frame rules, the two layout guides and the content offset.
@Suite struct ScrollViewTests {
    /// The common pattern: a scroll view filling a 320 × 480 root, a content view pinned to its
    /// edges and as wide as it, `count` rows of 50 stacked inside with 10 between them and 20
    /// around them.
    private func stackedRows(_ count: Int) -> (LayoutView, ScrollView, LayoutView, [LayoutView]) {
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = LayoutView()
        scroll.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        var rows: [LayoutView] = []
        for i in 0..<count {
            let row = addView(to: content)
            let previous = rows.last
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview().inset(20)
                make.height.equalTo(50)
                if let previous { make.top.equalTo(previous.snp.bottom).offset(10) } else { make.top.equalToSuperview().offset(20) }
                if i == count - 1 { make.bottom.equalToSuperview().inset(20) }
            }
            rows.append(row)
        }
        return (root, scroll, content, rows)
    }

    @Test func contentSizeOfStackedRows() {
        let (root, scroll, content, rows) = stackedRows(20)
        root.layoutIfNeeded()
        let height = 20 + 20 * 50 + 19 * 10 + 20.0   // 1230
        expectFrame(scroll, 0, 0, 320, 480)
        #expect(scroll.contentSize == Size(width: 320, height: height))
        expectFrame(content, 0, 0, 320, height)     // in content coordinates
        expectFrame(rows[0], 20, 20, 280, 50)
        expectFrame(rows[19], 20, 20 + 19 * 60, 280, 50)
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: height))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func contentSizeFollowsChangesIncrementally() {
        let (root, scroll, _, rows) = stackedRows(5)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 330))
        root.frame = Rect(x: 0, y: 0, width: 400, height: 480)   // rotate: wider content
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 400, height: 330))
        rows[2].snp.updateConstraints { make in make.height.equalTo(100) }
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 400, height: 380))
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func shortContentIsSmallerThanTheFrame() {
        let (root, scroll, content, _) = stackedRows(2)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 150))
        expectFrame(content, 0, 0, 320, 150)
    }

    @Test func contentAsWideAsItsRowsScrollsBothWays() {
        // No width == frame: the content is as wide as what is inside it.
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let wide = addView(to: scroll)
        wide.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.size.equalTo(Size(width: 1000, height: 700))
        }
        root.layoutIfNeeded()
        expectFrame(scroll, 10, 10, 300, 460)
        #expect(scroll.contentSize == Size(width: 1000, height: 700))
        expectFrame(wide, 0, 0, 1000, 700)
    }

    @Test func marginsOfTheScrollViewInsetTheContentArea() {
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        scroll.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let box = addView(to: scroll)
        box.snp.makeConstraints { make in
            make.edges.equalTo(scroll.snp.margins)
            make.size.equalTo(100)
        }
        root.layoutIfNeeded()
        expectFrame(box, 6, 5, 100, 100)
        #expect(scroll.contentSize == Size(width: 114, height: 112))
        scroll.layoutMargins = .zero
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 100, height: 100))
    }

    @Test func centresAttachToTheFrame() {
        let (root, scroll, _, _) = stackedRows(20)
        let badge = addView(to: scroll)
        badge.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(badge, 150, 230, 20, 20)
        #expect(scroll.contentSize.height == 1230)
    }

    @Test func guidesInTheDSL() {
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = addView(to: scroll)
        content.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
            make.height.equalTo(900)
        }
        let floating = addView(to: scroll)
        floating.snp.makeConstraints { make in
            make.right.bottom.equalTo(scroll.frameLayoutGuide).inset(16)
            make.size.equalTo(44)
        }
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 900))
        expectFrame(floating, 260, 420, 44, 44)

        // Scrolling moves the visible rectangle; the floating button stays in it, the content
        // does not move in content coordinates.
        scroll.contentOffset = Point(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 300, width: 320, height: 480))
        expectFrame(floating, 260, 720, 44, 44)
        expectFrame(content, 0, 0, 320, 900)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func subviewsThatKeepTheirFramesAreInContentCoordinates() {
        let root = makeRoot(width: 320, height: 480)
        let scroll = ScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview().inset(40) }
        let fixed = LayoutView(frame: Rect(x: 10, y: 600, width: 50, height: 50))
        scroll.addSubview(fixed)
        let next = addView(to: scroll)
        next.snp.makeConstraints { make in
            make.top.equalTo(fixed.snp.bottom)
            make.left.equalTo(fixed)
            make.size.equalTo(10)
            make.bottom.right.equalToSuperview()
        }
        root.layoutIfNeeded()
        expectFrame(fixed, 10, 600, 50, 50)
        expectFrame(next, 10, 650, 10, 10)
        #expect(scroll.contentSize == Size(width: 20, height: 660))
    }

    @Test func fittingAScrollViewUsesTheSameRules() {
        let scroll = ScrollView()
        let content = LayoutView()
        scroll.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(500)
        }
        // The scroll view's own size is free: its content does not size it.
        let size = scroll.systemLayoutSizeFitting(Size(width: 200, height: 100), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .required)
        #expect(size == Size(width: 200, height: 100))
    }
}
