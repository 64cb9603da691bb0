// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 9: StackView. First the entry bar of scene 3 rebuilt as a horizontal stack at the bar's
/// trailing end: entries of 40 × 40 arrive in the order 3, 1, 2 and are inserted at their place
/// in tag order, 10 points apart, the stack centred across the bar and as wide as its entries;
/// then entry 2 is hidden and the others close up. No lead spacing is computed and nothing is
/// reversed by hand: in right to left the stack puts entry 1 at the right. Then a settings form
/// below the bar: a vertical stack inside its margins whose rows are horizontal stacks (a title
/// that stretches, a switch or a value that hugs) and an "About" column with a wrapping label.
let stackScene = Scene(number: 9, slug: "stack-view", title: "StackView: the entry bar and a settings form",
                       directions: [.leftToRight, .rightToLeft]) { run in
    let root = run.root
    let bar = addEntryBar(to: root)
    let tray = StackView()
    tray.snp.setLabel("tray")
    tray.spacing = 10
    tray.alignment = .center
    bar.addSubview(tray)
    tray.snp.makeConstraints { make in
        make.trailing.equalToSuperview().inset(10)
        make.centerY.equalToSuperview()
    }
    var tags: [Int] = []
    var entries: [Int: LayoutView] = [:]
    func positions() -> String {
        tags.map { "\($0) at x \(number(tray.frame.minX + entries[$0]!.frame.minX))" }.joined(separator: ", ")
    }
    for tag in [3, 1, 2] {
        let entry = LayoutView()
        entry.snp.setLabel("entry-\(tag)")
        // 999, not required: a hidden view's zero length (`UISV-hiding`) is required, and a
        // required size would conflict with it, as in UIKit.
        entry.snp.makeConstraints { make in make.size.equalTo(40).priority(999) }
        entries[tag] = entry
        let index = tags.firstIndex { $0 > tag } ?? tags.count
        tags.insert(tag, at: index)
        tray.insertArrangedSubview(entry, at: index)
        run.snapshot("entry \(tag) arrives at index \(index)")
        run.note("arrived \(tag): " + positions())
    }
    entries[2]!.isHidden = true
    run.snapshot("entry 2 hidden: the others close up")
    run.note("entry 2 hidden: " + positions() + " (entry 2 is zero wide)")

    let form = StackView()
    form.snp.setLabel("form")
    form.axis = .vertical
    form.spacing = 12
    form.layoutMargins = EdgeInsets(all: 12)
    form.isLayoutMarginsRelativeArrangement = true
    root.addSubview(form)
    form.snp.makeConstraints { make in
        make.top.equalTo(bar.snp.bottom).offset(20)
        make.leading.trailing.equalToSuperview().inset(16)
    }
    func row(_ name: String, accessory: LayoutView) -> StackView {
        let title = Label(text: name)
        title.snp.setLabel("\(name.lowercased())-title")
        title.setContentHuggingPriority(249, for: .horizontal)   // the title takes the room left
        let row = StackView(arrangedSubviews: [title, accessory])
        row.snp.setLabel("\(name.lowercased())-row")
        row.spacing = 8
        row.alignment = .center
        return row
    }
    func toggle(_ label: String) -> LayoutView {
        let view = LayoutView()
        view.snp.setLabel(label)
        view.snp.makeConstraints { make in make.size.equalTo(Size(width: 51, height: 31)) }
        return view
    }
    let value = Label(text: "Anchorage")
    value.snp.setLabel("name-value")
    let heading = Label(text: "About")
    heading.snp.setLabel("about-heading")
    let about = Label(text: "Rows are stacks inside a stack; nothing here is placed by hand.")
    about.snp.setLabel("about-text")
    about.numberOfLines = 0
    let aboutColumn = StackView(arrangedSubviews: [heading, about])
    aboutColumn.snp.setLabel("about")
    aboutColumn.axis = .vertical
    aboutColumn.spacing = 4
    for arranged in [row("Wi-Fi", accessory: toggle("wifi-switch")), row("Bluetooth", accessory: toggle("bluetooth-switch")),
                     row("Name", accessory: value), aboutColumn]
    {
        form.addArrangedSubview(arranged)
    }
    run.snapshot("a settings form of nested stacks")
    run.note("form \(describe(form.frame)); about text \(describe(about.frame)) in \(about.displayedLines.count) lines")
    run.summary = "tray \(describe(tray.frame)) with entry 2 hidden: " + positions() + "; form \(describe(form.frame))"
}
