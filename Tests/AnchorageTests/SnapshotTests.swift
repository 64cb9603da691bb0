// SPDX-License-Identifier: MIT

import Anchorage
import Testing

/// `svgSnapshot()` and `textSnapshot(columns:)`: golden files (the workflow the README shows),
/// determinism, text, escaping, and frames no snapshot may trap on.
@Suite struct SnapshotTests {
    /// A view that shows text, as a user's own text view would.
    final class Caption: LayoutView {
        var text: String
        init(_ text: String) {
            self.text = text
            super.init()
        }
        override var snapshotText: String? { text }
    }

    /// A small card: header, avatar, a two-line caption, a footer; margins on the card.
    private func card() -> LayoutView {
        let root = makeRoot(width: 320, height: 200)
        root.snp.setLabel("root")
        let card = addView(to: root, label: "card")
        let avatar = addView(to: card, label: "avatar")
        let caption = Caption("Jane Appleseed\n@jane")
        caption.snp.setLabel("caption")
        card.addSubview(caption)
        let footer = addView(to: card, label: "footer")
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)) }
        avatar.snp.makeConstraints { make in
            make.left.equalTo(card.snp.leftMargin)
            make.top.equalTo(card.snp.topMargin)
            make.size.equalTo(60)
        }
        caption.snp.makeConstraints { make in
            make.left.equalTo(avatar.snp.right).offset(10)
            make.right.equalTo(card.snp.rightMargin)
            make.top.equalTo(avatar)
            make.height.equalTo(40)
        }
        footer.snp.makeConstraints { make in
            make.left.equalTo(card.snp.leftMargin)
            make.right.equalTo(card.snp.rightMargin)
            make.bottom.equalTo(card.snp.bottomMargin)
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        return root
    }

    @Test func textSnapshotOfACardMatchesItsGoldenFile() throws {
        try expectSnapshot(card().textSnapshot(columns: 64), named: "card.txt")
    }

    @Test func svgSnapshotOfACardMatchesItsGoldenFile() throws {
        try expectSnapshot(card().svgSnapshot(), named: "card.svg")
    }

    @Test func snapshotsAreTheSameForTheSameLayout() {
        #expect(card().textSnapshot() == card().textSnapshot())
        #expect(card().svgSnapshot() == card().svgSnapshot())
    }

    @Test func textSnapshotListsExactFramesByDepth() {
        let lines = card().textSnapshot(columns: 32).split(separator: "\n", omittingEmptySubsequences: false)
        let legend = Array(lines.suffix(6))
        #expect(legend == [
            "root (x: 0, y: 0, width: 320, height: 200)",
            "  card (x: 20, y: 10, width: 280, height: 160)",
            "    avatar (x: 8, y: 8, width: 60, height: 60)",
            "    caption (x: 78, y: 8, width: 194, height: 40) \"Jane Appleseed\\n@jane\"",
            "    footer (x: 8, y: 122, width: 264, height: 30)",
            "",
        ])
    }

    @Test func theUnsafeAreaIsShadedAndListed() {
        let root = makeRoot(width: 100, height: 200)
        root.snp.setLabel("screen")
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = addView(to: root, label: "content")
        content.snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        let svg = root.svgSnapshot()
        #expect(svg.contains("<path d=\"M0 0H100V200H0Z M0 44V166H100V44Z\" fill=\"#000000\" fill-opacity=\"0.07\" "
            + "fill-rule=\"evenodd\"><title>unsafe area, insets (top: 44, left: 0, bottom: 34, right: 0)</title></path>"))
        #expect(svg.ranges(of: "<path ").count == 1)   // only the pictured view's own
        let text = root.textSnapshot(columns: 10)
        #expect(text.hasSuffix("""
            screen (x: 0, y: 0, width: 100, height: 200) safe area (top: 44, left: 0, bottom: 34, right: 0)
              content (x: 0, y: 44, width: 100, height: 122)

            """))
        #expect(!LayoutView(frame: Rect(x: 0, y: 0, width: 10, height: 10)).svgSnapshot().contains("<path "))
    }

    @Test func colorsDependOnlyOnTheLabel() {
        func fill(of label: String, in svg: String) -> Substring? {
            guard let title = svg.range(of: "<title>\(label) ") else { return nil }
            guard let fill = svg[title.upperBound...].range(of: "fill=\"") else { return nil }
            return svg[fill.upperBound...].prefix(7)
        }
        let small = LayoutView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        addView(to: small, label: "avatar", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let cardSVG = card().svgSnapshot(), smallSVG = small.svgSnapshot()
        #expect(fill(of: "avatar", in: cardSVG) != nil)
        #expect(fill(of: "avatar", in: cardSVG) == fill(of: "avatar", in: smallSVG))
        #expect(fill(of: "avatar", in: cardSVG) != fill(of: "footer", in: cardSVG))
        #expect(fill(of: "LayoutView", in: smallSVG) == "#808080")   // unlabelled: grey
    }

    @Test func svgEscapesLabelsAndText() {
        let root = makeRoot(width: 100, height: 50)
        let caption = Caption("a < b & \"c\"")
        caption.snp.setLabel("<tag>")
        caption.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        root.addSubview(caption)
        let svg = root.svgSnapshot()
        #expect(svg.contains("<title>&lt;tag&gt; (x: 0, y: 0, width: 100, height: 20)</title>"))
        #expect(svg.contains(">a &lt; b &amp; &quot;c&quot;</tspan>"))
        #expect(!svg.contains("<tag>"))
        caption.snp.setLabel("bell\u{7}")
        #expect(root.svgSnapshot().contains("<title>bell\u{fffd} (x: 0"))   // XML allows no control characters
    }

    @Test func snapshotsLayOutPendingChangesFirst() {
        let root = makeRoot(width: 100, height: 100)
        let child = addView(to: root, label: "child")
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        #expect(root.textSnapshot(columns: 10).hasSuffix("  child (x: 10, y: 10, width: 80, height: 80)\n"))
    }

    @Test func textInsideABoxAndOnTheBorderWhenThereIsNoRoom() {
        let root = makeRoot(width: 200, height: 100)
        let tall = Caption("one\ntwo")
        tall.snp.setLabel("tall")
        tall.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let flat = Caption("flat text")
        flat.frame = Rect(x: 100, y: 0, width: 100, height: 10)
        root.addSubview(tall)
        root.addSubview(flat)
        let rows = root.textSnapshot(columns: 20).split(separator: "\n").prefix(4)
        // 100 × 10 at a tenth of a point per row is one row: the box is a line, its text the name.
        #expect(Array(rows) == [
            "+tall----++\"flat te+",
            "|one     |         |",
            "|two     |         |",
            "|        |         |",
        ])
    }

    @Test func labelsShowTheirLinesAsLaidOut() {
        let root = makeRoot(width: 200, height: 100)
        let label = Label(text: "one two three four")
        label.numberOfLines = 0
        label.snp.setLabel("bio")
        root.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(80)   // 10 characters of the standard metrics (8 points each)
        }
        let text = root.textSnapshot(columns: 20)
        #expect(text.hasSuffix("  bio (x: 0, y: 0, width: 80, height: 40) \"one two\\nthree four\"\n"))
        let svg = root.svgSnapshot()
        #expect(svg.contains(">one two</tspan>") && svg.contains(">three four</tspan>"))
        #expect(Label().snapshotText == "")
    }

    /// The example in `textSnapshot(columns:)`'s documentation, exactly.
    @Test func theDocumentedTextSnapshotExample() {
        let root = LayoutView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = LayoutView()
        box.snp.setLabel("box")
        root.addSubview(box)
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        #expect(root.textSnapshot(columns: 20) == """
            +LayoutView--------+
            | +box-----------+ |
            | |              | |
            | +--------------+ |
            +------------------+

            LayoutView (x: 0, y: 0, width: 200, height: 100)
              box (x: 20, y: 20, width: 160, height: 60)

            """)
    }

    @Test func framesFarOutsideOrBrokenDoNotTrap() {
        let root = makeRoot(width: 100, height: 100)
        addView(to: root, label: "far", frame: Rect(x: 1e300, y: -1e300, width: 1e308, height: 5))
        addView(to: root, label: "nan", frame: Rect(x: .nan, y: 0, width: .infinity, height: -5))
        addView(to: root, label: "empty", frame: .zero)
        let text = root.textSnapshot(columns: 10)
        #expect(text.contains("far (x: 1e+300, y: -1e+300, width: 1e+308, height: 5)"))
        #expect(text.contains("nan (x: nan, y: 0, width: inf, height: -5)"))
        #expect(root.svgSnapshot().contains("<title>empty (x: 0, y: 0, width: 0, height: 0)</title>"))
        let empty = LayoutView()
        #expect(empty.textSnapshot(columns: 4) == "+\n\nLayoutView (x: 0, y: 0, width: 0, height: 0)\n")
    }

    @Test func tooFewColumnsTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = LayoutView().textSnapshot(columns: 1)
        }
    }
}
