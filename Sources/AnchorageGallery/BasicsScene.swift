// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 1: a view inset by (5, 10, 15, 20) from its superview; a view whose size and centre come
/// from another view; a width of a third and a height of a quarter of the superview.
let basicsScene = Scene(number: 1, slug: "basics", title: "The basics: insets, size and center, fractions",
                        directions: [.leftToRight]) { run in
    let inset = addView("inset", to: run.root)
    inset.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    }
    let anchor = addView("anchor", to: inset)
    anchor.snp.makeConstraints { make in
        make.top.left.equalToSuperview().offset(20)
        make.width.equalTo(160)
        make.height.equalTo(100)
    }
    // Half the anchor's size, on its centre.
    let badge = addView("badge", to: inset)
    badge.snp.makeConstraints { make in
        make.size.equalTo(anchor).dividedBy(2)
        make.center.equalTo(anchor)
    }
    let fraction = addView("third-by-quarter", to: inset)
    fraction.snp.makeConstraints { make in
        make.width.equalToSuperview().dividedBy(3)
        make.height.equalToSuperview().multipliedBy(0.25)
        make.right.bottom.equalToSuperview().inset(20)
    }
    run.snapshot("inset (5, 10, 15, 20); badge: half of anchor, on its centre; a third by a quarter")
    run.note("inset \(describe(inset.frame)), anchor \(describe(anchor.frame)), badge \(describe(badge.frame)), "
        + "third-by-quarter \(describe(fraction.frame))")
    run.summary = "inset \(describe(inset.frame)); badge \(describe(badge.frame)) centred on anchor; "
        + "a third by a quarter is \(number(fraction.frame.width))×\(number(fraction.frame.height))"
}

/// A labelled view added to `superview`.
func addView(_ label: String, to superview: LayoutView) -> LayoutView {
    let view = LayoutView()
    view.snp.setLabel(label)
    superview.addSubview(view)
    return view
}
