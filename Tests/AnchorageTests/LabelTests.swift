// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// `Label` and `TextMetrics`: measurement, word wrapping, and UIKit's two-pass layout of
/// multi-line labels whose width comes from constraints. The standard metrics: 8 points per
/// character, 20-point lines.
@Suite struct LabelTests {
    let metrics = TextMetrics.standard

    @Test func standardMetrics() {
        #expect(metrics.lineHeight == 20)
        #expect(metrics.baselineOffset == 16)
        #expect(metrics.width(of: "Hello") == 40)
        #expect(metrics.width(of: "") == 0)
        #expect(metrics.width(of: "né ✓") == 32)   // characters, not bytes
    }

    @Test func wrappingIsGreedyByWords() {
        #expect(metrics.lines(of: "one two three", maximumWidth: 64) == ["one two", "three"])
        #expect(metrics.lines(of: "one two three", maximumWidth: 56) == ["one two", "three"])
        #expect(metrics.lines(of: "one two three", maximumWidth: 55.9) == ["one", "two", "three"])
        #expect(metrics.lines(of: "one two three", maximumWidth: nil) == ["one two three"])
        #expect(metrics.lines(of: "one\n\ntwo", maximumWidth: nil) == ["one", "", "two"])
        #expect(metrics.lines(of: "one   two", maximumWidth: 24) == ["one", "two"])   // spaces at the break go
        #expect(metrics.lines(of: "abcdefghij xy", maximumWidth: 32) == ["abcd", "efgh", "ij", "xy"])   // a long word breaks
        #expect(metrics.lines(of: "xy abcdefghij", maximumWidth: 32) == ["xy", "abcd", "efgh", "ij"])
        #expect(metrics.lines(of: "a", maximumWidth: 1) == ["a"])    // at least one character per line
        #expect(metrics.lines(of: "", maximumWidth: 10).isEmpty)
        #expect(metrics.size(of: "one two three", maximumWidth: 64) == Size(width: 56, height: 40))
        #expect(metrics.size(of: "a b c d", maximumWidth: 8, maximumLines: 2) == Size(width: 8, height: 40))
    }

    @Test func customMeasurementIsUsed() {
        // A "proportional" model: 'i' is narrow.
        let custom = TextMetrics(lineHeight: 10, baselineOffset: 8) { run in
            run.reduce(0.0) { $0 + ($1 == "i" ? 2 : 6) }
        }
        #expect(custom.lines(of: "iii mmmm", maximumWidth: 30) == ["iii", "mmmm"])
        #expect(custom.lines(of: "iii iii", maximumWidth: 30) == ["iii iii"])
        let label = Label(text: "iii mmm")
        label.textMetrics = custom
        #expect(label.intrinsicContentSize == Size(width: 30, height: 10))
    }

    /// The standard metrics' widths, measured line by line (no monospaced fast path): what the
    /// fast paths must agree with.
    static func measuredMetrics() -> TextMetrics {
        TextMetrics(lineHeight: 20, baselineOffset: 16) { Double($0.count) * 8 }
    }

    /// Calls `body` with `count` texts, each of fewer than `limit` random pieces, and the
    /// generator (for the rest of the case: a width, a line limit).
    static func forEachRandomText(seed: UInt64, _ pieces: [String], count: Int, fewerThan limit: UInt64,
                                  _ body: (String, inout SplitMix64) -> Void) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<count {
            let text = (0..<Int(rng.next() % limit)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            body(text, &rng)
        }
    }

    /// The monospaced fast path (counting characters while walking) wraps exactly as measuring
    /// each line so far with the same widths, and every line fits.
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func monospacedWrappingMatchesMeasuredWrapping(seed: UInt64) {
        let measured = Self.measuredMetrics()
        let pieces = ["a", "bb", "ccc", "dddddddddddd", " ", "  ", "\n", "é", "✓✓"]
        Self.forEachRandomText(seed: seed, pieces, count: 200, fewerThan: 20) { text, rng in
            let width = Double(rng.next() % 120) + 0.5
            let fast = metrics.lines(of: text, maximumWidth: width)
            #expect(fast == measured.lines(of: text, maximumWidth: width), "\(text.debugDescription) at \(width)")
            #expect(fast.allSatisfy { metrics.width(of: $0) <= width || $0.count == 1 || $0.allSatisfy { $0 == " " } },
                    "\(text.debugDescription) at \(width)")
        }
    }

    /// The monospaced size (which finds each line's break without making the lines) is the size
    /// of the lines that measuring makes: as many, capped at the line limit, the widest of them.
    @Test(arguments: [31, 32, 33, 34] as [UInt64])
    func monospacedSizeMatchesMeasuredSize(seed: UInt64) {
        let measured = Self.measuredMetrics()
        let pieces = ["a", "bb", "ccc", "dddd", "eeeeeee", "fffffffffffffff", " ", "  ", "   "]
        Self.forEachRandomText(seed: seed, pieces, count: 400, fewerThan: 24) { text, rng in
            let width: Double? = rng.next() % 8 == 0 ? nil : Double(rng.next() % 160) + [0, 0.5, 1e-7][Int(rng.next() % 3)]
            let lines = Int(rng.next() % 4)
            #expect(metrics.size(of: text, maximumWidth: width, maximumLines: lines)
                        == measured.size(of: text, maximumWidth: width, maximumLines: lines),
                    "\(text.debugDescription) at \(width.map(String.init(describing:)) ?? "nil"), \(lines) lines")
        }
    }

    /// The word-at-a-time printable-ASCII test agrees with a byte-by-byte one, at every offset
    /// and with the boundary bytes around the printable range.
    @Test func printableASCIITestMatchesBytewiseTest() {
        var rng = SplitMix64(seed: 35)
        let bytes: [UInt8] = [0x00, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        for _ in 0..<2_000 {
            var text = (0..<Int(rng.next() % 40)).map { _ in UInt8(ascii: "a") + UInt8(rng.next() % 26) }
            for _ in 0..<Int(rng.next() % 3) where !text.isEmpty {
                text[Int(rng.next() % UInt64(text.count))] = bytes[Int(rng.next() % UInt64(bytes.count))]
            }
            let expected = text.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            #expect(text.withUnsafeBufferPointer { TextMetrics.isPrintableASCII($0) } == expected, "\(text)")
        }
    }

    @Test func intrinsicSizes() {
        #expect(Label().intrinsicContentSize == .zero)
        #expect(Label(text: "Hello").intrinsicContentSize == Size(width: 40, height: 20))
        let lines = Label(text: "one\ntwo three")
        #expect(lines.intrinsicContentSize == Size(width: 24, height: 20))   // one line: the first
        lines.numberOfLines = 0
        #expect(lines.intrinsicContentSize == Size(width: 72, height: 40))
        lines.preferredMaxLayoutWidth = 40
        #expect(lines.intrinsicContentSize == Size(width: 40, height: 60))   // one / two / three
        lines.numberOfLines = 2
        #expect(lines.intrinsicContentSize == Size(width: 24, height: 40))
    }

    @Test func multiLineLabelTakesItsHeightFromItsConstrainedWidth() {
        // No preferredMaxLayoutWidth: the width comes from the edges, the height follows.
        let root = makeRoot(width: 100, height: 400)
        let label = Label(text: "aaaa bbbb cccc dddd")   // 152 wide on one line
        label.numberOfLines = 0
        root.addSubview(label)
        label.snp.makeConstraints { make in
            make.left.top.right.equalToSuperview().inset(10)
        }
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 80, 40)   // "aaaa bbbb" / "cccc dddd"
        #expect(label.displayedLines == ["aaaa bbbb", "cccc dddd"])

        root.frame = Rect(x: 0, y: 0, width: 60, height: 400)   // 40 wide: one word per line
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 40, 80)

        label.numberOfLines = 3
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 40, 60)
        #expect(label.displayedLines == ["aaaa", "bbbb", "cccc"])

        label.text = "short"
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 40, 20)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func viewsBelowAWrappingLabelFollowItsHeight() {
        let root = makeRoot(width: 100, height: 400)
        let label = Label(text: "aaaa bbbb cccc dddd")
        label.numberOfLines = 0
        let below = addView(to: root)
        root.addSubview(label)
        label.snp.makeConstraints { make in make.left.top.right.equalToSuperview().inset(10) }
        below.snp.makeConstraints { make in
            make.top.equalTo(label.snp.bottom).offset(5)
            make.left.equalTo(0)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(below, 0, 55, 10, 10)
    }

    @Test func wrappingLabelWithRoomToSpareIsAsWideAsItsText() {
        let root = makeRoot(width: 400, height: 100)
        let label = Label(text: "aaaa bbbb")
        label.numberOfLines = 0
        root.addSubview(label)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.right.lessThanOrEqualToSuperview().inset(10)
        }
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 72, 20)
        root.frame = Rect(x: 0, y: 0, width: 60, height: 100)   // at most 40 wide now
        root.layoutIfNeeded()
        // Wrapped at 40 into "aaaa" and "bbbb", it narrows to its widest line (4 × 8), as
        // UIKit's label does, instead of keeping the 40 the cap allows.
        expectFrame(label, 10, 10, 32, 40)
        root.frame = Rect(x: 0, y: 0, width: 60, height: 101)   // an unrelated change: it stays
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 32, 40)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 100)  // and back: it grows again
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 72, 20)
        root.frame = Rect(x: 0, y: 0, width: 66, height: 100)   // 46 allowed: still two lines
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 32, 40)
    }

    @Test func preferredMaxLayoutWidthWrapsWithoutConstraints() {
        let root = makeRoot(width: 400, height: 100)
        let label = Label(text: "aaaa bbbb cccc")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 80
        root.addSubview(label)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 72, 40)
    }

    @Test func textChangesRelayoutIncrementally() {
        let root = makeRoot(width: 400, height: 100)
        let title = Label(text: "Hi")
        root.addSubview(title)
        title.snp.makeConstraints { make in make.left.top.equalTo(0) }
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 16, 20)
        title.text = "Hello, world"
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 96, 20)
        title.text = ""
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 0, 0)
        title.textMetrics = TextMetrics(advance: 10, lineHeight: 30, baselineOffset: 24)
        title.text = "Hey"
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 30, 30)
        #expect(root.engine.rebuildCount == 1)
    }

    @Test func labelsThatTieWidthToHeightStopAfterEightPasses() {
        // A height held exactly to the wrapped text (required hugging and resistance) and a
        // width tied to the height never settle: each width gives a height that gives another
        // width (30 → 800 high → 400 → 60 high → 30 …). Layout stops and reports it.
        let root = makeRoot(width: 400, height: 400)
        let log = DiagnosticLog(root)
        let label = Label(text: String(repeating: "ab ", count: 40))
        label.numberOfLines = 0
        label.setContentHuggingPriority(.required, for: .vertical)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        root.addSubview(label)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(label.snp.height).multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        #expect(log.kinds == [.layoutLoop])
        #expect(log.entries.first?.description
                == "[Anchorage] layoutSubviews(), updateConstraints(), the safe area or wrapping text kept changing the layout; stopped after 8 layout passes")
        #expect(label.frame.width == label.frame.height * 0.5)   // whatever pass it stopped in, constraints held
    }

    @Test func numberOfLinesMustNotBeNegative() async {
        await #expect(processExitsWith: .failure) {
            Label(text: "x").numberOfLines = -1
        }
    }
}

/// `layoutSubviews()` sees a wrapping label's final height: the second pass runs first.
@Suite struct LabelHookTests {
    final class Card: LayoutView {
        var seenHeights: [Double] = []
        override func layoutSubviews() { seenHeights.append(bounds.height) }
    }

    @Test func hooksRunAfterTheSecondPass() {
        let root = makeRoot(width: 100, height: 400)
        let card = Card()
        root.addSubview(card)
        card.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
        let label = Label(text: "aaaa bbbb cccc dddd")
        label.numberOfLines = 0
        card.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(card.seenHeights == [60])          // never the one-line 40 of the first pass
        root.frame = Rect(x: 0, y: 0, width: 60, height: 400)
        root.layoutIfNeeded()
        #expect(card.seenHeights == [60, 100])
    }
}
