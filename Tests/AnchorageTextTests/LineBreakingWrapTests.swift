// SPDX-License-Identifier: MIT
import Testing

import AnchorageText

/// Greedy wrapping (`byWordWrapping`, `byCharWrapping`), measured 10 points per grapheme cluster
/// unless a test says otherwise.
@Suite struct LineBreakingWrapTests {
    static func ten(_ run: Substring) -> Double { Double(run.count) * 10 }

    static func wrap(_ text: String, _ width: Double?, lines: Int = 0, _ mode: LineBreakMode = .byWordWrapping)
        -> [String]
    {
        LineBreaker.lines(of: text, maximumWidth: width, maximumLines: lines, lineBreakMode: mode, measure: ten)
            .map(\.text)
    }

    @Test func aLineTakesWordsWhileTheyFitAndItsBreakingSpacesHang() {
        let text = "one two three"
        let lines = LineBreaker.lines(of: text, maximumWidth: 70, measure: Self.ten)
        #expect(lines.map(\.text) == ["one two", "three"])
        #expect(lines.map(\.width) == [70, 50])
        #expect(lines.map { text[$0.range] } == ["one two", "three"])
        #expect(lines.map(\.isTruncated) == [false, false])
        // Exactly as wide as the maximum fits; a hair narrower does not.
        #expect(Self.wrap(text, 69.999) == ["one", "two", "three"])
        // Many spaces hang at the break, and trailing spaces at the end.
        #expect(Self.wrap("ab     cd   ", 20) == ["ab", "cd"])
        #expect(LineBreaker.lines(of: "ab     cd", maximumWidth: 20, measure: Self.ten).map(\.width) == [20, 20])
        // Spaces inside a line count.
        #expect(Self.wrap("a  b c", 40) == ["a  b", "c"])
        // Leading spaces of a paragraph are drawn.
        #expect(Self.wrap("  ab cd", 40) == ["  ab", "cd"])
    }

    @Test func noMaximumWidthBreaksOnlyAtLineBreaks() {
        #expect(Self.wrap("one two three", nil) == ["one two three"])
        #expect(Self.wrap("one\ntwo three\r\nfour\u{2028}five\u{2029}six", nil)
            == ["one", "two three", "four", "five", "six"])
        #expect(Self.wrap("", nil) == [])
        #expect(Self.wrap("", 100) == [])
    }

    @Test func lineBreaksAlwaysEndALineAndATrailingOneAddsNone() {
        #expect(Self.wrap("a\nb", 100) == ["a", "b"])
        #expect(Self.wrap("a\n\nb", 100) == ["a", "", "b"])
        #expect(Self.wrap("a\n", 100) == ["a"])
        #expect(Self.wrap("a\n\n", 100) == ["a", ""])
        #expect(Self.wrap("\n", 100) == [""])
        #expect(Self.wrap("ab  \ncd", 100) == ["ab", "cd"])
        #expect(LineBreaker.lines(of: "a\n\nb", maximumWidth: 100, measure: Self.ten).map(\.width) == [10, 0, 10])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenGraphemeClusters() {
        #expect(Self.wrap("abcdefghij", 40) == ["abcd", "efgh", "ij"])
        #expect(Self.wrap("a abcdefghij b", 40) == ["a", "abcd", "efgh", "ij b"])
        // A cluster wider than the line stands alone.
        #expect(Self.wrap("abc", 5) == ["a", "b", "c"])
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(Self.wrap(family + family + "e\u{301}e\u{301}", 10) == [family, family, "e\u{301}", "e\u{301}"])
    }

    @Test func hyphensOfferBreaksBetweenLettersOnly() {
        #expect(Self.wrap("well-known", 60) == ["well-", "known"])
        #expect(Self.wrap("a well-known fact", 110) == ["a well-", "known fact"])
        #expect(Self.wrap("x -5", 20) == ["x", "-5"])
        // "pre-1990" has no break: cut between clusters only because it is too wide.
        #expect(Self.wrap("pre-1990", 50) == ["pre-1", "990"])
    }

    @Test func chineseNeverStartsALineWithClosingPunctuationNorEndsOneWithOpening() {
        #expect(Self.wrap("你好，世界。", 30) == ["你好，", "世界。"])
        #expect(Self.wrap("你好，世界。", 20) == ["你", "好，", "世", "界。"])
        #expect(Self.wrap("我说「你好」", 30) == ["我说", "「你", "好」"])
        #expect(Self.wrap("他问：「是吗？」对。", 40) == ["他问：", "「是", "吗？」", "对。"])
        #expect(Self.wrap("Swift编程很好", 60) == ["Swift编", "程很好"])
        #expect(Self.wrap("(hello) world", 70) == ["(hello)", "world"])
    }

    @Test func emojiClustersAreNeverSplit() {
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        let text = family + "👍🏽🇫🇷e\u{301}"
        #expect(Self.wrap(text, 10) == [family, "👍🏽", "🇫🇷", "e\u{301}"])
        #expect(Self.wrap(text, 20) == [family + "👍🏽", "🇫🇷e\u{301}"])
        #expect(Self.wrap(text, 20, .byCharWrapping) == [family + "👍🏽", "🇫🇷e\u{301}"])
    }

    @Test func charWrappingBreaksBetweenAnyClustersAndSpacesStillHang() {
        #expect(Self.wrap("The quick brown fox jumps", 85, .byCharWrapping) == ["The quic", "k brown", "fox jump", "s"])
        #expect(Self.wrap("The quick brown fox jumps", 85) == ["The", "quick", "brown", "fox", "jumps"])
        // Closing punctuation may start a line when breaking by character, as in UIKit.
        #expect(Self.wrap("你好，世界。", 20, .byCharWrapping) == ["你好", "，世", "界。"])
        #expect(Self.wrap("a\nbc", 100, .byCharWrapping) == ["a", "bc"])
        #expect(Self.wrap("ab    cd", 30, .byCharWrapping) == ["ab", "cd"])
    }

    @Test func theLineLimitHidesTheRestAndMarksTheLastLine() {
        let text = "The quick brown fox jumps"
        let one = LineBreaker.lines(of: text, maximumWidth: 100, maximumLines: 1, measure: Self.ten)
        #expect(one.map(\.text) == ["The quick"])
        #expect(one.map(\.isTruncated) == [true])
        let two = LineBreaker.lines(of: text, maximumWidth: 100, maximumLines: 2, measure: Self.ten)
        #expect(two.map(\.text) == ["The quick", "brown fox"])
        #expect(two.map(\.isTruncated) == [false, true])
        let all = LineBreaker.lines(of: text, maximumWidth: 100, maximumLines: 3, measure: Self.ten)
        #expect(all.map(\.text) == ["The quick", "brown fox", "jumps"])
        #expect(all.map(\.isTruncated) == [false, false, false])
        #expect(Self.wrap(text, 85, lines: 2, .byCharWrapping) == ["The quic", "k brown"])
        #expect(LineBreaker.lines(of: "a\n", maximumWidth: 100, maximumLines: 1, measure: Self.ten)[0].isTruncated
            == false)
    }

    @Test func everyWidthIsTheMeasureOfTheDrawnLineEvenWithKerning() {
        // 10 points a cluster, less 3 for each "AV" or "VA" pair: kerning across segments.
        let kerned = { (run: Substring) -> Double in
            let characters = Array(run)
            var width = Double(characters.count) * 10
            for (a, b) in zip(characters, characters.dropFirst()) where (a == "A" && b == "V") || (a == "V" && b == "A") {
                width -= 3
            }
            return width
        }
        // "VA-" then "VAV": the whole line measures 6 less than its two segments' sum (60 + ...).
        let text = "VA-VAV AV"
        let lines = LineBreaker.lines(of: text, maximumWidth: 54, measure: kerned)
        for line in lines { #expect(line.width == kerned(line.text[...])) }
        // "VA-VAV" is 60 less 3 × 3 (three pairs) = 51: it fits at 54 though its segments sum to 54 + 3.
        #expect(lines.map(\.text) == ["VA-VAV", "AV"])
        #expect(lines.map(\.width) == [51, 17])
    }

    @Test func sizeMatchesTheLinesWithoutMakingThem() {
        let text = "The quick brown fox jumps over the lazy dog\n\n你好，世界。"
        for width in [nil, 35.0, 60, 100, 1000] {
            for limit in 0...3 {
                for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead,
                             .byTruncatingTail, .byTruncatingMiddle]
                {
                    let lines = LineBreaker.lines(of: text, maximumWidth: width, maximumLines: limit,
                                                  lineBreakMode: mode, measure: Self.ten)
                    let size = LineBreaker.size(of: text, maximumWidth: width, maximumLines: limit,
                                                lineBreakMode: mode, measure: Self.ten)
                    let widest = lines.map { mode == .byClipping && $0.isTruncated ? min($0.width, width ?? .infinity) : $0.width }
                        .max() ?? 0
                    #expect(size.lineCount == lines.count && size.width == widest, "\(mode) \(String(describing: width)) \(limit)")
                }
            }
        }
    }

    @Test func aLongParagraphIsMeasuredInLinearTime() {
        // 10,000 characters in words of 1 to 9 letters.
        var text = ""
        var state: UInt64 = 7
        while text.count < 10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += String(repeating: "x", count: Int(state >> 60) % 9 + 1) + " "
        }
        let words = text.split(separator: " ").count
        var calls = 0
        var measured = 0
        let counting = { (run: Substring) -> Double in
            calls += 1
            measured += run.count
            return Double(run.count) * 10
        }
        let lines = LineBreaker.lines(of: text, maximumWidth: 300, measure: counting)
        #expect(lines.count > 300)
        // The whole text once (it might have fit), then each word once, one space (the same after
        // every word), and each line once: no line measured over and over.
        #expect(calls <= 2 + words + lines.count)
        #expect(measured <= 3 * text.count)
        calls = 0
        measured = 0
        _ = LineBreaker.size(of: text, maximumWidth: 300, maximumLines: 1, lineBreakMode: .byTruncatingMiddle,
                             measure: counting)
        // The whole text once (to learn it does not fit), then the clusters kept around the "…".
        #expect(calls < 200 && measured < text.count + 400)
    }
}
