// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 10: the entry bar of scenes 3 and 8, now at the bottom on the keyboard layout guide's
/// top, under a message list that fills the rest of the safe area. The keyboard shows (animated,
/// 0.25 s) and hides again; a view pinned to the guide's edges draws where the guide is.
let keyboardScene = Scene(number: 10, slug: "keyboard", title: "The entry bar riding the keyboard",
                          directions: [.leftToRight]) { run in
    let root = run.root
    let guideView = addView("keyboard", to: root)
    guideView.snp.makeConstraints { make in make.edges.equalTo(root.keyboardLayoutGuide) }
    let bar = addView("bar", to: root)
    bar.snp.makeConstraints { make in
        make.bottom.equalTo(root.keyboardLayoutGuide.snp.top)
        make.left.right.equalToSuperview()
        make.height.equalTo(60)
    }
    let tray = addTray(to: bar)
    let entries = [1, 2, 3].map { addView("entry-\($0)", to: tray) }
    for view in entries {
        view.snp.makeConstraints { make in
            make.size.equalTo(40)
            make.centerY.equalToSuperview()
        }
    }
    entries.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
    let list = addView("messages", to: root)
    list.snp.makeConstraints { make in
        make.top.equalTo(root.safeAreaLayoutGuide)
        make.left.right.equalToSuperview()
        make.bottom.equalTo(bar.snp.top)
    }
    run.snapshot("keyboard hidden: the bar sits on the safe area's bottom")
    var steps = ["hidden: bar \(describe(bar.frame))"]
    // A phone's keyboard in portrait is some 336 points tall, a tablet's some 400.
    let keyboardHeight = run.device.name == "tablet" ? 400.0 : 336.0
    root.keyboardHeight = keyboardHeight
    LayoutView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
    steps.append("keyboard \(number(keyboardHeight)) shown: bar \(describe(bar.frame)), messages \(describe(list.frame))")
    root.animationClock = 0.5
    root.keyboardHeight = 0
    LayoutView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
    steps.append("hidden again: bar \(describe(bar.frame))")
    run.animatedSnapshot("the keyboard shows, then hides at 0.5 s; the bar and the list ride it", textAt: 0.25)
    for step in steps { run.note(step) }
    run.summary = steps.joined(separator: "; ")
}
