// SPDX-License-Identifier: MIT

@testable import Anchorage
import SeededRandom
import Testing

/// `Label` with a real font: the test fonts that `Scripts/make-test-fonts.py` writes into
/// `Tests/AnchorageTextTests/Fonts` (no system font needed). Every expected value is hand
/// arithmetic over the script's numbers. Kerned.ttf at 10 points (1000 units per em, so an
/// advance of 700 units is 7 points): H 7, e 5.1, l 2.5, o 5.2, A 6, i 2.4, c 4.8, f 3, a 5,
/// space 2.5, "…" 9; ascender 8, descender −2, leading 0.9, line height 10.9. Words used (no
/// kerning pair or ligature inside or between them): "Hello" 22.3, "Alice" 20.8, "face" 17.9,
/// "lace" 17.4.
@Suite struct LabelFontTests {
    /// A test font by file name, at `size`.
    static func font(_ name: String, size: Double = 10) -> Font {
        let tests = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        do {
            return try Font(contentsOfFile: tests + "/AnchorageTextTests/Fonts/" + name, size: size)
        } catch {
            fatalError("test font \(name): \(error)")
        }
    }

    static let kerned = font("Kerned.ttf")
    /// "Hello Alice face lace": 22.3 + 2.5 + 20.8 + 2.5 + 17.9 + 2.5 + 17.4 = 85.9 points.
    static let text = "Hello Alice face lace"

    /// A label of `text` in `font`, `lines` lines, in a root, pinned at the top left and to the
    /// root's right edge (`right == root.right`, or `<=` when `capped`).
    func pinnedLabel(_ text: String = LabelFontTests.text, font: Font = LabelFontTests.kerned, width: Double,
                     lines: Int = 0, capped: Bool = false) -> (root: LayoutView, label: Label)
    {
        let root = makeRoot(width: width, height: 200)
        let label = Label(text: text)
        label.font = font
        label.numberOfLines = lines
        root.addSubview(label)
        label.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            if capped { make.right.lessThanOrEqualToSuperview() } else { make.right.equalToSuperview() }
        }
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test func intrinsicSizeIsRoundedUpToThePixel() {
        let label = Label(text: "Hello")   // 22.3 × 10.9
        label.font = Self.kerned
        #expect(label.intrinsicContentSize == Size(width: 23, height: 11))
        let root = makeRoot()
        root.addSubview(label)
        root.displayScale = 2
        #expect(label.intrinsicContentSize == Size(width: 22.5, height: 11))   // 44.6 → 45, 21.8 → 22 half points
        root.displayScale = 3
        #expect(label.intrinsicContentSize == Size(width: 67.0 / 3, height: 11))   // 66.9 → 67, 32.7 → 33 thirds
        // Mono.otf at 10 points: every advance 6, typo metrics (USE_TYPO_METRICS) 8.8 / −1.2 / 0.5.
        label.font = Self.font("Mono.otf")
        #expect(label.intrinsicContentSize == Size(width: 30, height: 32.0 / 3))   // 10.5 → 31.5 → 32 thirds
        label.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 30, height: 32.0 / 3))
        root.displayScale = nil
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: 30, height: 11))
    }

    @Test func aMultiLineLabelWrapsAtTheWidthLayoutGives() {
        // At 50: "Hello Alice" is 45.6; with " face" 66.
        let (_, fixed) = pinnedLabel(width: 50)
        expectFrame(fixed, 0, 0, 50, 22)   // two lines of 10.9: 21.8 → 22
        #expect(fixed.displayedLines == ["Hello Alice", "face lace"])
        // Only capped: the label narrows to its widest line, 45.6 → 46, as UIKit's does.
        let (_, capped) = pinnedLabel(width: 50, capped: true)
        expectFrame(capped, 0, 0, 46, 22)
        #expect(capped.displayedLines == ["Hello Alice", "face lace"])
        // Wide enough for the whole text: one line, its own width (85.9 → 86).
        let (root, wide) = pinnedLabel(width: 200, capped: true)
        expectFrame(wide, 0, 0, 86, 11)
        // Narrowed later: wrapped again at the new width (25: every word on its own line).
        root.frame = Rect(x: 0, y: 0, width: 25, height: 200)
        root.layoutIfNeeded()
        expectFrame(wide, 0, 0, 23, 44)   // "Hello" 22.3 is the widest; 4 × 10.9 = 43.6
        #expect(wide.displayedLines == ["Hello", "Alice", "face", "lace"])
        // preferredMaxLayoutWidth wraps there whatever the width.
        let preferred = Label(text: Self.text)
        preferred.font = Self.kerned
        preferred.numberOfLines = 0
        preferred.preferredMaxLayoutWidth = 40
        // "Hello" (+ " Alice" is 45.6), "Alice" (+ " face" 41.2), "face lace" 37.8: 3 × 10.9 = 32.7.
        #expect(preferred.intrinsicContentSize == Size(width: 38, height: 33))
    }

    @Test func truncationModesOnTheLastLine() {
        func lines(_ mode: LineBreakMode, width: Double, lines: Int) -> [String] {
            let (_, label) = pinnedLabel(width: width, lines: lines)
            label.lineBreakMode = mode
            return label.displayedLines
        }
        // One line at 50: room for 41 points of text before "…" (9).
        #expect(Label().lineBreakMode == .byTruncatingTail)   // UILabel's default
        #expect(lines(.byTruncatingTail, width: 50, lines: 1) == ["Hello Alic…"])    // 40.5 + 9
        #expect(lines(.byTruncatingHead, width: 50, lines: 1) == ["… face lace"])    // 9 + 40.3
        #expect(lines(.byClipping, width: 50, lines: 1) == [Self.text])
        // Two lines at 30: "Hello" then the last line, "Alice face lace", cut as the mode says.
        #expect(lines(.byTruncatingTail, width: 30, lines: 2) == ["Hello", "Alice…"])   // 20.8 + 9
        #expect(lines(.byWordWrapping, width: 30, lines: 2) == ["Hello", "Alice"])
        #expect(lines(.byClipping, width: 30, lines: 2) == ["Hello", "Alice face lace"])
        #expect(lines(.byCharWrapping, width: 30, lines: 2) == ["Hello", "Alice f"])   // 20.8 + 2.5 + 3
        // A label shorter than its lines shows what fits, the last truncated.
        let (root, label) = pinnedLabel(width: 30, lines: 0)
        label.snp.makeConstraints { make in make.height.equalTo(22) }
        root.layoutIfNeeded()
        #expect(label.displayedLines == ["Hello", "Alice…"])
        #expect(label.snapshotText == "Hello\nAlice…")
    }

    @Test func baselinesComeFromTheFont() {
        let label = Label(text: "Hello")
        label.font = Self.kerned
        #expect(label.firstBaselineOffsetFromTop == 8)
        #expect(abs(label.lastBaselineOffsetFromBottom - 3) < 1e-9)   // 11 − 8
        let (_, wrapped) = pinnedLabel(width: 50)
        #expect(wrapped.firstBaselineOffsetFromTop == 8)
        #expect(abs(wrapped.lastBaselineOffsetFromBottom - 3.1) < 1e-9)   // 22 − (8 + 10.9)
    }

    /// A Kerned 10-point label of two lines (22 high, baselines 8 and 18.9 from its top) and a
    /// Mono 20-point label of one (21 high: 17.6 + 2.4 + 1; baseline 17.6 from its top), in a
    /// horizontal stack aligned on `alignment`.
    func stackOfTwo(_ alignment: StackView.Alignment) -> (stack: StackView, two: Label, one: Label) {
        let root = makeRoot()
        let two = Label(text: "Hello\nAlice"), one = Label(text: "Aim")
        two.numberOfLines = 0
        two.font = Self.kerned
        one.font = Self.font("Mono.otf", size: 20)
        let stack = StackView(arrangedSubviews: [two, one])
        stack.alignment = alignment
        stack.spacing = 4
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        root.layoutIfNeeded()
        return (stack, two, one)
    }

    @Test func aStackAlignsLabelsOnTheirFontsBaselines() {
        let first = stackOfTwo(.firstBaseline)
        // First baselines: 8 and 17.6, so the Kerned label starts 9.6 lower.
        expectFrame(first.one, 27, 0, 36, 21)   // "Aim": 3 × 12; after 23 + 4
        expectFrame(first.two, 0, 9.6, 23, 22)
        #expect(abs(first.stack.frame.height - 31.6) < 1e-9)
        let last = stackOfTwo(.lastBaseline)
        // Last baselines: 18.9 and 17.6 from the tops, so the Mono label starts 1.3 lower.
        expectFrame(last.two, 0, 0, 23, 22)
        expectFrame(last.one, 27, 1.3, 36, 21)
        #expect(abs(last.stack.frame.height - 22.3) < 1e-9)
    }

    @Test func aBaselineRelativeStackSpacesTheFontsBaselines() {
        let root = makeRoot()
        let top = Label(text: "Hello"), bottom = Label(text: "Aim")
        top.font = Self.kerned                        // last baseline 8 below its top (3 above its bottom)
        bottom.font = Self.font("Mono.otf", size: 20)   // first baseline 17.6 below its top
        let stack = StackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(top, 0, 0, 23, 11)
        expectFrame(bottom, 0, 20.4, 36, 21)   // 8 + 30 = 38 = 20.4 + 17.6
    }

    @Test func aSelfSizingCellTakesItsHeightFromWrappedText() {
        let cell = LayoutView()
        let body = Label(text: Self.text)
        body.font = Self.kerned
        body.numberOfLines = 0
        cell.addSubview(body)
        body.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        func height(atWidth width: Double) -> Double {
            cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel).height
        }
        #expect(height(atWidth: 60) == 32)    // 50 for the text: two lines, 22
        #expect(height(atWidth: 100) == 21)   // 90: one line of 85.9, 11
        #expect(height(atWidth: 35) == 54)    // 25: four lines, 43.6 → 44
    }

    @Test func charactersTheFontLacksAreMeasuredInItsFallbacks() {
        // Kerned has no CJK; CJK.ttf's ideographs advance 1000 units (10 points).
        let label = Label(text: "a中文")
        var font = Self.kerned
        label.font = font
        #expect(label.intrinsicContentSize.width == 15)   // 5 + two .notdef of 5
        font.fallbacks = [Self.font("CJK.ttf")]
        label.font = font
        #expect(label.intrinsicContentSize.width == 25)   // 5 + 10 + 10
    }

    @Test func aLabelMovedToAnotherTreeMeasuresInThatTreesFont() {
        // The same face in each tree: at twice the size, then with fallbacks. What the label
        // measured in one tree must not stand for the next.
        let label = Label(text: "a中文")
        let first = makeRoot(), second = makeRoot(), third = makeRoot()
        first.defaultFont = Self.kerned
        second.defaultFont = Self.kerned.withSize(20)
        var withFallbacks = Self.kerned
        withFallbacks.fallbacks = [Self.font("CJK.ttf")]
        third.defaultFont = withFallbacks
        first.addSubview(label)
        #expect(label.intrinsicContentSize.width == 15)   // 5 + two .notdef of 5
        second.addSubview(label)
        #expect(label.intrinsicContentSize.width == 30)   // twice that
        third.addSubview(label)
        #expect(label.intrinsicContentSize.width == 25)   // 5 + 10 + 10
        first.addSubview(label)
        #expect(label.intrinsicContentSize.width == 15)
    }

    @Test func theModelKeepsItsFramesAndATreeFontReachesEveryLabel() {
        let root = makeRoot()
        let plain = Label(text: "Hello"), kept = Label(text: "Hello"), own = Label(text: "Hello")
        kept.textMetrics = .standard
        own.font = Self.font("Mono.otf")
        for label in [plain, kept, own] { root.addSubview(label) }
        #expect(plain.intrinsicContentSize == Size(width: 40, height: 20))   // 8 a character, 20-point lines
        #expect(plain.firstBaselineOffsetFromTop == 16)
        root.defaultFont = Self.kerned
        #expect(plain.defaultFont == Self.kerned)
        #expect(plain.intrinsicContentSize == Size(width: 23, height: 11))   // the tree's font
        #expect(kept.intrinsicContentSize == Size(width: 40, height: 20))    // its own model
        #expect(own.intrinsicContentSize == Size(width: 30, height: 11))     // its own font
        plain.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(plain, 0, 0, 23, 11)
        // A label that leaves the tree leaves its font.
        plain.removeFromSuperview()
        #expect(plain.intrinsicContentSize == Size(width: 40, height: 20))
        root.addSubview(plain)
        plain.snp.makeConstraints { make in make.left.top.equalToSuperview() }   // removal deactivated them
        root.layoutIfNeeded()
        expectFrame(plain, 0, 0, 23, 11)
        root.defaultFont = nil
        root.layoutIfNeeded()
        #expect(plain.frame.size == Size(width: 40, height: 20))
    }

    @Test func theSVGSnapshotDrawsEachLineAtItsBaselineInTheFont() {
        let (root, label) = pinnedLabel(width: 50)
        label.snp.setLabel("body")
        let svg = root.svgSnapshot()
        #expect(svg.contains("<text font-family=\"'Anchorage Test Kerned', sans-serif\" font-size=\"10\""))
        #expect(svg.contains("<tspan x=\"0\" y=\"8\">Hello Alice</tspan>"))
        #expect(svg.contains("<tspan x=\"0\" y=\"18.9\">face lace</tspan>"))
        root.userInterfaceLayoutDirection = .rightToLeft
        // Right to left: each line ends at the right edge, at 50 less its measured width.
        #expect(root.svgSnapshot().contains("<tspan x=\"12.2\" y=\"18.9\">face lace</tspan>"))   // 50 − 37.8
    }
    @Test func textAlignmentPlacesEachDrawnLineByItsMeasuredWidth() {
        // In a label 50 wide: "Hello Alice" measures 45.6, "face lace" 37.8.
        let (root, label) = pinnedLabel(width: 50)
        let frame = label.frame
        func drawn(_ line: String) -> String? {
            root.svgSnapshot().split(separator: "\n").first { $0.hasSuffix(">\(line)</tspan>") }
                .map { String($0.drop { $0 == " " }) }
        }
        label.textAlignment = .center
        #expect(drawn("Hello Alice") == "<tspan x=\"2.2\" y=\"8\">Hello Alice</tspan>")      // (50 − 45.6) / 2
        #expect(drawn("face lace") == "<tspan x=\"6.1\" y=\"18.9\">face lace</tspan>")      // (50 − 37.8) / 2
        label.textAlignment = .right
        #expect(drawn("face lace") == "<tspan x=\"12.2\" y=\"18.9\">face lace</tspan>")     // 50 − 37.8
        // Justified: every line but the paragraph's last is stretched to the width at its spaces.
        label.textAlignment = .justified
        #expect(drawn("Hello Alice") == "<tspan x=\"0\" y=\"8\" word-spacing=\"4.4\">Hello Alice</tspan>")   // 50 − 45.6
        #expect(drawn("face lace") == "<tspan x=\"0\" y=\"18.9\">face lace</tspan>")
        // Right to left: natural and a paragraph's last justified line start at the right; left
        // stays left.
        root.userInterfaceLayoutDirection = .rightToLeft
        #expect(drawn("face lace") == "<tspan x=\"12.2\" y=\"18.9\">face lace</tspan>")
        label.textAlignment = .left
        #expect(drawn("face lace") == "<tspan x=\"0\" y=\"18.9\">face lace</tspan>")
        // Drawing only: the frame is what layout gave before.
        root.layoutIfNeeded()
        #expect(label.frame == frame)
    }

    @Test func aLineBreakEndsAJustifiedParagraph() {
        // "Hello" ends its paragraph at the line feed: drawn as natural, not stretched.
        let (root, label) = pinnedLabel("Hello\nface lace", width: 50)
        label.textAlignment = .justified
        let svg = root.svgSnapshot()
        #expect(svg.contains("<tspan x=\"0\" y=\"8\">Hello</tspan>"))
        #expect(svg.contains("<tspan x=\"0\" y=\"18.9\">face lace</tspan>"))
        #expect(!svg.contains("word-spacing"))
    }
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func everyAlignmentDrawsAnyTextInAnyMode(seed: UInt64) {
        // Random texts (line feeds, runs of spaces, words wider than the label, characters the
        // font lacks), modes, line limits and widths: drawing never traps, and a stretched line
        // only ever gains room (positive word spacing) and starts at the left edge.
        let pieces = ["Hello", " ", "Alice", "\n", "face", "lace", " ", "  ", "é", "中", "HelloAliceface", "Hello Alice "]
        let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                                      .byTruncatingTail, .byTruncatingMiddle]
        var random = SplitMix64(seed: seed)
        var stretched = 0
        for _ in 0..<150 {
            var text = ""
            for _ in 0..<random.int(in: 1...20) { text += random.pick(pieces) }
            let (root, label) = pinnedLabel(text, width: Double(random.int(in: 10...160)), lines: random.int(in: 0...3))
            label.lineBreakMode = random.pick(modes)
            for alignment in TextAlignment.allCases {
                label.textAlignment = alignment
                for line in root.svgSnapshot().split(separator: "\n") where line.contains("word-spacing=") {
                    stretched += 1
                    let value = line.split(separator: "word-spacing=\"")[1].prefix { $0 != "\"" }
                    #expect(alignment == .justified && line.contains("<tspan x=\"0\" ") && Double(value)! > 0,
                            "\(text.debugDescription): \(line)")
                }
            }
        }
        #expect(stretched > 15, "\(stretched) lines stretched")
    }
}
