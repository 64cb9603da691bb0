// SPDX-License-Identifier: MIT

import Anchorage

/// The Masonry guide's growing button: a container that makes and updates its button's
/// constraints in `updateConstraints()`. The button is centred; its size is a low-priority wish
/// that each tap doubles, and `lessThanOrEqualTo` the container caps it, so the cap wins once the
/// wish outgrows the container.
final class GrowingButtonView: LayoutView {
    let button: LayoutView
    var buttonSize = Size(width: 100, height: 100) {
        didSet { setNeedsUpdateConstraints() }
    }

    override init(frame: Rect) {
        button = LayoutView()
        button.snp.setLabel("button")
        super.init(frame: frame)
        addSubview(button)
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        button.snp.updateConstraints { make in
            make.center.equalTo(self)
            make.width.equalTo(buttonSize.width).priority(.low)
            make.height.equalTo(buttonSize.height).priority(.low)
            make.width.lessThanOrEqualTo(self)
            make.height.lessThanOrEqualTo(self)
        }
        super.updateConstraints()
    }

    /// The guide's tap: double the wished size and animate the layout change.
    func tap() {
        buttonSize = Size(width: buttonSize.width * 2, height: buttonSize.height * 2)
        LayoutView.animate(withDuration: 0.4) { self.layoutIfNeeded() }
    }
}

/// Scene 7: the growing button tapped three times, each tap animated for 0.4 s after the last.
let growingButtonScene = Scene(number: 7, slug: "growing-button", title: "The growing button: updateConstraints and animation",
                               directions: [.leftToRight]) { run in
    let container = GrowingButtonView(frame: .zero)
    container.snp.setLabel("container")
    run.root.addSubview(container)
    container.snp.makeConstraints { make in
        make.edges.equalTo(run.root.safeAreaLayoutGuide).inset(20)
    }
    run.snapshot("before any tap: 100 × 100, centred")
    var sizes = [describe(container.button.frame)]
    for tap in 0..<3 {
        container.animationClock = 0.4 * Double(tap)
        container.tap()
        sizes.append(describe(container.button.frame))
    }
    run.animatedSnapshot("three taps, 0.4 s each: 200, then 400 capped by the container's width, then its height",
                         textAt: 0.6)
    run.note("button after each tap: " + sizes.joined(separator: " → "))
    run.summary = "container \(describe(container.frame)); button " + sizes.joined(separator: " → ")
}

/// Scene 8: the entry bar of scene 3, animated: entries arrive (3, 1, 2) and one leaves, each
/// change a 0.3 s ease-in-out animation of `layoutIfNeeded()` after the previous one.
let animatedEntryBarScene = Scene(number: 8, slug: "entry-bar-animated", title: "The entry bar, animated",
                                  directions: [.leftToRight]) { run in
    let root = run.root
    let bar = addEntryBar(to: root)
    let tray = addTray(to: bar)
    root.layoutIfNeeded()
    var entries: [(tag: Int, view: LayoutView)] = []
    /// Lays the entries out in tag order, 10 apart, the tray hugging them.
    func arrange() {
        arrangeEntries(entries.sorted { $0.tag < $1.tag }.map(\.view))
    }
    var steps: [String] = []
    func change(_ caption: String, _ body: () -> Void) {
        root.animationClock = 0.3 * Double(steps.count)
        LayoutView.animate(withDuration: 0.3) {
            body()
            arrange()
            root.layoutIfNeeded()
        }
        steps.append(caption + ": tray " + describe(tray.frame))
    }
    for tag in [3, 1, 2] {
        change("\(tag) arrives") { entries.append((tag, addView("entry-\(tag)", to: tray))) }
    }
    change("1 leaves") {
        let index = entries.firstIndex { $0.tag == 1 }!
        entries.remove(at: index).view.removeFromSuperview()
    }
    run.animatedSnapshot("3, 1 and 2 arrive, then 1 leaves; the tray grows and shrinks from the trailing end",
                         textAt: 1.05)
    for step in steps { run.note(step) }
    run.summary = steps.joined(separator: "; ")
}
