// SPDX-License-Identifier: MIT

@testable import Anchorage
import Testing

/// `firstBaseline` and `lastBaseline` read `firstBaselineOffsetFromTop` and
/// `lastBaselineOffsetFromBottom`: a label's come from its metrics; a view without text falls
/// back to its top and bottom edges.
@Suite struct BaselineTests {
    /// 10 points per character, 30-point lines, baseline 24 below a line's top (descent 6).
    let large = TextMetrics(advance: 10, lineHeight: 30, baselineOffset: 24)

    @Test func defaultsAreTheEdges() {
        let view = LayoutView()
        #expect(view.firstBaselineOffsetFromTop == 0)
        #expect(view.lastBaselineOffsetFromBottom == 0)
        let label = Label(text: "x")
        #expect(label.firstBaselineOffsetFromTop == 16)
        #expect(label.lastBaselineOffsetFromBottom == 4)
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let root = makeRoot()
        let small = Label(text: "Name"), big = Label(text: "Value")
        big.textMetrics = large
        root.addSubview(small)
        root.addSubview(big)
        small.snp.makeConstraints { make in make.left.equalTo(0); make.top.equalTo(10) }
        big.snp.makeConstraints { make in
            make.left.equalTo(small.snp.right).offset(8)
            make.firstBaseline.equalTo(small.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        expectFrame(small, 0, 10, 32, 20)
        expectFrame(big, 40, 2, 50, 30)   // 2 + 24 == 10 + 16
    }

    /// A wrapping body 80 points wide at (10, 10) and, at x 0, a label in the large metrics whose
    /// last baseline is the body's.
    private func sideOnTheLastBaseline(of text: String) -> (root: LayoutView, body: Label, side: Label) {
        let root = makeRoot(width: 100, height: 300)
        let body = Label(text: text)
        body.numberOfLines = 0
        let side = Label(text: "x")
        side.textMetrics = large
        root.addSubview(body)
        root.addSubview(side)
        body.snp.makeConstraints { make in make.left.top.equalTo(10); make.right.equalToSuperview().inset(10) }
        side.snp.makeConstraints { make in
            make.left.equalTo(0)
            make.lastBaseline.equalTo(body.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        return (root, body, side)
    }

    @Test func lastBaselineOfAMultiLineLabel() {
        let (_, body, side) = sideOnTheLastBaseline(of: "aaaa bbbb cccc dddd")
        expectFrame(body, 10, 10, 80, 40)     // last baseline at 50 - 4 = 46
        expectFrame(side, 0, 22, 10, 30)      // 22 + 30 - 6 = 46
    }

    @Test func aBaselineReaderFollowsALabelWhoseTextChangesLater() {
        let (root, body, side) = sideOnTheLastBaseline(of: "aaaa")
        expectFrame(side, 0, 2, 10, 30)       // one line, bottom 30: last baseline 26 = 2 + 30 - 6
        body.text = "aaaa bbbb cccc dddd eeee ffff"
        root.layoutIfNeeded()
        expectFrame(body, 10, 10, 80, 60)     // three lines of ten characters: last baseline at 70 - 4 = 66
        expectFrame(side, 0, 42, 10, 30)      // 42 + 30 - 6 = 66
    }

    @Test func aViewWithoutTextUsesItsEdges() {
        let root = makeRoot()
        let label = Label(text: "Hi")
        let box = addView(to: root)
        root.addSubview(label)
        label.snp.makeConstraints { make in make.left.top.equalTo(10) }
        box.snp.makeConstraints { make in
            make.left.equalTo(0)
            make.height.equalTo(5)
            make.width.equalTo(5)
            make.firstBaseline.equalTo(label.snp.firstBaseline)   // box's top at the label's baseline
        }
        let under = addView(to: root)
        under.snp.makeConstraints { make in
            make.left.equalTo(0)
            make.size.equalTo(5)
            make.top.equalTo(label.snp.lastBaseline)
        }
        let rule = addView(to: root)
        rule.snp.makeConstraints { make in
            make.left.equalTo(0)
            make.size.equalTo(5)
            make.lastBaseline.equalTo(label.snp.bottom)      // rule's bottom at the label's bottom
        }
        root.layoutIfNeeded()
        expectFrame(box, 0, 26, 5, 5)
        expectFrame(under, 0, 26, 5, 5)     // 10 + 20 - 4
        expectFrame(rule, 0, 25, 5, 5)
    }

    @Test func changingMetricsMovesBaselineConstraintsIncrementally() {
        let root = makeRoot()
        let small = Label(text: "Name"), big = Label(text: "Value")
        root.addSubview(small)
        root.addSubview(big)
        small.snp.makeConstraints { make in make.left.equalTo(0); make.top.equalTo(40) }
        big.snp.makeConstraints { make in
            make.left.equalTo(100)
            make.firstBaseline.equalTo(small.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        expectFrame(big, 100, 40, 40, 20)
        big.textMetrics = large
        root.layoutIfNeeded()
        expectFrame(big, 100, 32, 50, 30)
        small.textMetrics = large
        root.layoutIfNeeded()
        expectFrame(small, 0, 40, 40, 30)
        expectFrame(big, 100, 40, 50, 30)
        #expect(root.engine.rebuildCount == 1)
    }

    /// A custom view with a baseline (an icon with a text-like baseline).
    final class Glyph: LayoutView {
        var baseline: Double = 12 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: Size { Size(width: 16, height: 16) }
        override var firstBaselineOffsetFromTop: Double { baseline }
        override var lastBaselineOffsetFromBottom: Double { 16 - baseline }
    }

    @Test func customViewsOverrideTheOffsets() {
        let root = makeRoot()
        let label = Label(text: "Hi"), glyph = Glyph()
        root.addSubview(label)
        root.addSubview(glyph)
        label.snp.makeConstraints { make in make.left.top.equalTo(10) }
        glyph.snp.makeConstraints { make in
            make.left.equalTo(label.snp.right)
            make.lastBaseline.equalTo(label.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        expectFrame(glyph, 26, 14, 16, 16)    // bottom 30 = baseline 26 + 4
        glyph.baseline = 10
        root.layoutIfNeeded()
        expectFrame(glyph, 26, 16, 16, 16)    // bottom 32 = baseline 26 + 6
    }
}
