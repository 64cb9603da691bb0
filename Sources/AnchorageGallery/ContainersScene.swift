// SPDX-License-Identifier: MIT

import Anchorage

/// Scene 11: FlowView. The entry bar's entries grown into tags (Chinese and Latin) that arrive
/// one by one in a card 16 points from the screen's sides: a flow inside 12-point margins, tags 8
/// apart in lines 8 apart, each a label padded 10 across and 4 down. The first tag that does not
/// fit starts a second line and the card grows with it; on the tablet the same tags take fewer
/// lines. Right to left, lines start at the right.
let flowTagsScene = Scene(number: 11, slug: "flow-tags", title: "FlowView: tags wrapping in a card",
                          directions: [.leftToRight, .rightToLeft]) { run in
    let root = run.root
    let card = LayoutView()
    card.snp.setLabel("card")
    root.addSubview(card)
    card.snp.makeConstraints { make in
        make.top.equalTo(root.safeAreaLayoutGuide).offset(20)
        make.leading.trailing.equalToSuperview().inset(16)
    }
    let flow = FlowView()
    flow.snp.setLabel("tags")
    flow.spacing = 8
    flow.lineSpacing = 8
    flow.alignment = .center
    flow.layoutMargins = EdgeInsets(all: 12)
    flow.isLayoutMarginsRelativeArrangement = true
    card.addSubview(flow)
    flow.snp.makeConstraints { make in make.edges.equalToSuperview() }   // the card is as tall as its lines
    var lines = 0
    for (index, text) in GalleryText.tags.enumerated() {
        flow.addArrangedSubview(tagChip(text, label: "tag-\(index)"))
        root.layoutIfNeeded()
        let now = Set(flow.arrangedSubviews.map(\.frame.minY)).count
        if index == 0 { run.snapshot("the first tag") }
        if now == 2, lines == 1 { run.snapshot("tag \(index + 1), \"\(text)\", starts a second line") }
        lines = now
    }
    run.snapshot("\(GalleryText.tags.count) tags in \(lines) lines")
    run.note("card \(describe(card.frame)), \(lines) lines")
    run.summary = "\(GalleryText.tags.count) tags in \(lines) lines; card \(describe(card.frame))"
}

/// Scene 12: GridView. A settings form 16 points from the screen's sides: labels in column 0,
/// which is as wide as the longest ("Email address") and no wider, values in column 1, which
/// takes the rest (its fields hug least); 12 points between the columns and 10 between rows,
/// cells centred in their rows. A note under the form lines up with column 1 through the
/// column's guide. Right to left, column 0 is on the right.
let settingsGridScene = Scene(number: 12, slug: "settings-grid", title: "GridView: a settings form",
                              directions: [.leftToRight, .rightToLeft]) { run in
    let root = run.root
    func field(_ label: String) -> LayoutView {
        let view = LayoutView()
        view.snp.setLabel(label)
        view.snp.makeConstraints { make in make.height.equalTo(32) }
        view.setContentHuggingPriority(1, for: .horizontal)
        return view
    }
    func title(_ text: String, _ label: String) -> Label {
        let view = Label(text: text)
        view.snp.setLabel(label)
        return view
    }
    let toggle = LayoutView()
    toggle.snp.setLabel("notifications-switch")
    toggle.snp.makeConstraints { make in make.size.equalTo(Size(width: 51, height: 31)) }
    let language = title("English", "language-value")
    let fields = [field("name-field"), field("email-field")]
    let grid = GridView(rows: [
        [title("Name", "name-title"), fields[0]],
        [title("Email address", "email-title"), fields[1]],
        [title("Notifications", "notifications-title"), toggle],
        [title("Language", "language-title"), language],
    ])
    grid.snp.setLabel("settings")
    grid.horizontalSpacing = 12
    grid.verticalSpacing = 10
    grid.setAlignment(.leading, forColumn: 0)
    grid.setAlignment(.leading, forColumn: 1)
    for field in fields { grid.setAlignment(GridView.Alignment(horizontal: .fill, vertical: .center), for: field) }
    root.addSubview(grid)
    grid.snp.makeConstraints { make in
        make.top.equalTo(root.safeAreaLayoutGuide).offset(20)
        make.leading.trailing.equalToSuperview().inset(16)
    }
    let note = title("Changes apply at once.", "note")
    root.addSubview(note)
    note.snp.makeConstraints { make in
        make.leading.equalTo(grid.columnGuide(at: 1).snp.leading)
        make.top.equalTo(grid.snp.bottom).offset(12)
    }
    run.snapshot("labels in a column as wide as the longest")
    let labels = grid.columnGuide(at: 0).layoutFrame
    run.note("label column \(describe(labels)); value column \(describe(grid.columnGuide(at: 1).layoutFrame))")
    run.summary = "settings \(describe(grid.frame)), label column \(number(labels.width)) wide; note \(describe(note.frame))"
}

/// A tag: a label padded 10 across and 4 down.
func tagChip(_ text: String, label: String) -> LayoutView {
    let chip = LayoutView()
    chip.snp.setLabel(label)
    let title = Label(text: text)
    title.snp.setLabel("\(label)-text")
    chip.addSubview(title)
    title.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview().inset(10)
        make.top.bottom.equalToSuperview().inset(4)
    }
    return chip
}

/// The texts of the containers' scenes.
enum GalleryText {
    /// Tags in Chinese and Latin script.
    static let tags = [
        "Swift", "自动布局", "Linux", "约束", "Cassowary", "SnapKit", "服务器渲染", "Auto Layout", "终端界面", "RTL",
        "中文排版", "Masonry", "Unicode", "布局引擎", "Grid",
    ]
}
