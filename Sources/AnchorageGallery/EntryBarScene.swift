// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 3: a 60-point bar under the top safe area. Entries of a fixed 40 × 40 (labels showing
/// their tags) arrive in the
/// order 3, 1, 2 and are laid out after each arrival at the bar's trailing end in tag order (in
/// reading order, so mirrored in right-to-left), 10 points apart, with Masonry's
/// `distributeViewsAlong(axisType:fixedSpacing:leadSpacing:tailSpacing:)` inside a tray that the
/// entries size.
let entryBarScene = Scene(number: 3, slug: "entry-bar", title: "An entry bar: views arriving in any order",
                          directions: [.leftToRight, .rightToLeft]) { run in
    let root = run.root
    let bar = addEntryBar(to: root)
    // The tray hugs the entries: its width is whatever the distribution needs.
    let tray = addTray(to: bar)
    var entries: [(tag: Int, view: LayoutView)] = []
    for tag in [3, 1, 2] {
        // Each entry shows its tag, in the scene's font when it has one.
        entries.append((tag, addLabel("entry-\(tag)", String(tag), to: tray)))
        let byTag = entries.sorted { $0.tag < $1.tag }.map(\.view)
        // `distributeViewsAlong` works left to right; in right-to-left the first tag is rightmost.
        arrangeEntries(run.direction == .rightToLeft ? Array(byTag.reversed()) : byTag)
        let order = entries.map { String($0.tag) }.joined(separator: ", ")
        run.snapshot("entries arrived: \(order)")
        let positions = entries.sorted { $0.tag < $1.tag }
            .map { "\($0.tag) at x \(number(tray.frame.minX + $0.view.frame.minX))" }
        run.note("arrived \(order): " + positions.joined(separator: ", "))
    }
    run.summary = "after 3, 1, 2: tray \(describe(tray.frame)) in the bar at y \(number(bar.frame.minY)); "
        + entries.sorted { $0.tag < $1.tag }.map { "\($0.tag) at x \(number(tray.frame.minX + $0.view.frame.minX))" }
        .joined(separator: ", ")
}

/// Lays `views` out left to right in their tray, 40 × 40 and 10 apart, with Masonry's
/// `distributeViewsAlong`; one view alone (Masonry distributes two or more) is the tray's width.
func arrangeEntries(_ views: [LayoutView]) {
    for view in views {
        view.snp.remakeConstraints { make in
            make.size.equalTo(40)
            make.centerY.equalToSuperview()
        }
    }
    if views.count >= 2 {
        views.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
    } else if let only = views.first {
        only.snp.makeConstraints { make in make.left.right.equalToSuperview() }
    }
}

/// The 60-point bar under the top safe area that the entry-bar scenes (3, 8 and 9) share.
func addEntryBar(to root: LayoutView) -> LayoutView {
    let bar = addView("bar", to: root)
    bar.snp.makeConstraints { make in
        make.top.equalTo(root.safeAreaLayoutGuide)
        make.left.right.equalToSuperview()
        make.height.equalTo(60)
    }
    return bar
}

/// The 40-point tray at the bar's trailing end, 10 from it, as wide as the entries make it.
func addTray(to bar: LayoutView) -> LayoutView {
    let tray = addView("tray", to: bar)
    tray.snp.makeConstraints { make in
        make.trailing.equalToSuperview().inset(10)
        make.centerY.equalToSuperview()
        make.height.equalTo(40)
    }
    return tray
}
