// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 4: a scroll view filling the safe area, its content view pinned to its edges (the content
/// area) and as wide as it (its frame), holding 15 rows 30, 60, 90, … 450 high stacked top to
/// bottom; the content size comes from the rows' constraints.
let scrollScene = Scene(number: 4, slug: "scroll-view", title: "A scroll view sized by its content",
                        directions: [.leftToRight]) { run in
    let scroll = ScrollView()
    scroll.snp.setLabel("scroll")
    run.root.addSubview(scroll)
    scroll.snp.makeConstraints { make in make.edges.equalTo(run.root.safeAreaLayoutGuide) }
    let content = addView("content", to: scroll)
    content.snp.makeConstraints { make in
        make.edges.equalToSuperview()   // the content area: it sets the content size
        make.width.equalToSuperview()   // the frame: no horizontal scrolling
    }
    var previous: LayoutView?
    for index in 1...15 {
        let row = addView("row-\(index)", to: content)
        row.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(16)
            make.height.equalTo(30 * index)
            make.top.equalTo(previous.map { $0.snp.bottom } ?? content.snp.top)
            if index == 15 { make.bottom.equalToSuperview() }
        }
        previous = row
    }
    run.snapshot("the screen: the scroll view shows the first rows")
    run.snapshot("the whole content, \(number(scroll.contentSize.height)) points tall", of: content, columns: 24)
    run.note("contentSize \(number(scroll.contentSize.width))×\(number(scroll.contentSize.height)); "
        + "row 15 \(describe(previous?.frame ?? .zero))")
    run.summary = "contentSize \(number(scroll.contentSize.width))×\(number(scroll.contentSize.height)) "
        + "(30 + 60 + … + 450 = 3600)"
}
