// SPDX-License-Identifier: MIT
import Testing

import AnchorageText

/// The last line the line limit allows: clipped, or truncated with "…" at its head, tail or
/// middle. Measured 10 points per grapheme cluster ("…" included) unless a test says otherwise.
@Suite struct LineBreakingTruncationTests {
    static func ten(_ run: Substring) -> Double { Double(run.count) * 10 }
    static let text = "The quick brown fox jumps"

    static func lines(_ width: Double?, lines: Int, _ mode: LineBreakMode, of text: String = text,
                      measure: (Substring) -> Double = ten) -> [TextLine]
    {
        LineBreaker.lines(of: text, maximumWidth: width, maximumLines: lines, lineBreakMode: mode, measure: measure)
    }

    static func texts(_ width: Double?, lines: Int, _ mode: LineBreakMode, of text: String = text) -> [String] {
        self.lines(width, lines: lines, mode, of: text).map(\.text)
    }

    @Test func tailTruncationKeepsTheStartOfTheRestAndEndsWithAnEllipsis() {
        let one = Self.lines(100, lines: 1, .byTruncatingTail)
        #expect(one.map(\.text) == ["The quick…"])
        #expect(one.map(\.width) == [100])
        #expect(one.map(\.isTruncated) == [true])
        #expect(one[0].range == Self.text.startIndex..<Self.text.endIndex)
        // Two lines: the first wraps by words, the second holds the rest, cut mid-word.
        #expect(Self.texts(100, lines: 2, .byTruncatingTail) == ["The quick", "brown fox…"])
        #expect(Self.texts(85, lines: 2, .byTruncatingTail) == ["The", "quick b…"])
        // Nothing to hide: no ellipsis.
        #expect(Self.texts(100, lines: 3, .byTruncatingTail) == ["The quick", "brown fox", "jumps"])
        #expect(Self.lines(1000, lines: 1, .byTruncatingTail).map(\.isTruncated) == [false])
    }

    @Test func headTruncationKeepsTheEndOfTheText() {
        let one = Self.lines(100, lines: 1, .byTruncatingHead)
        #expect(one.map(\.text) == ["…fox jumps"])
        #expect(one.map(\.width) == [100])
        #expect(Self.texts(100, lines: 2, .byTruncatingHead) == ["The quick", "…fox jumps"])
        #expect(Self.texts(60, lines: 2, .byTruncatingHead) == ["The", "…jumps"])
    }

    @Test func middleTruncationKeepsBothEndsBalancedByWidth() {
        #expect(Self.texts(100, lines: 1, .byTruncatingMiddle) == ["The q…umps"])
        #expect(Self.texts(100, lines: 2, .byTruncatingMiddle) == ["The quick", "brown…umps"])
        #expect(Self.texts(50, lines: 1, .byTruncatingMiddle) == ["Th…ps"])
    }

    @Test func clippingHoldsTheRestOfTheParagraphUnwrapped() {
        let one = Self.lines(100, lines: 1, .byClipping)
        #expect(one.map(\.text) == [Self.text])
        #expect(one.map(\.width) == [250])
        #expect(one.map(\.isTruncated) == [true])
        #expect(Self.texts(100, lines: 2, .byClipping) == ["The quick", "brown fox jumps"])
        #expect(Self.texts(30, lines: 1, .byClipping, of: "ab cd\nef") == ["ab cd"])
        // Unlimited, it wraps as word wrapping does.
        #expect(Self.texts(100, lines: 0, .byClipping) == ["The quick", "brown fox", "jumps"])
        let size = LineBreaker.size(of: Self.text, maximumWidth: 100, maximumLines: 1, lineBreakMode: .byClipping,
                                    measure: Self.ten)
        #expect(size == (100, 1))
    }

    @Test func theEllipsisIsMeasuredWithTheTextsMeasure() {
        // "…" is 30 points wide here.
        let wide = { (run: Substring) in run.reduce(0.0) { $0 + ($1 == "…" ? 30 : 10) } }
        let tail = Self.lines(100, lines: 1, .byTruncatingTail, measure: wide)
        #expect(tail.map(\.text) == ["The qui…"])
        #expect(tail.map(\.width) == [100])
        #expect(Self.lines(100, lines: 1, .byTruncatingHead, measure: wide).map(\.text) == ["…x jumps"])
        #expect(Self.lines(100, lines: 1, .byTruncatingMiddle, measure: wide).map(\.text) == ["The …mps"])
        // Not even one cluster fits beside it: the ellipsis alone.
        #expect(Self.lines(35, lines: 1, .byTruncatingTail, measure: wide).map(\.text) == ["…"])
    }

    @Test func theLastLineFoldsInTheParagraphsAfterIt() {
        let text = "first line\nsecond line\nthird"
        #expect(Self.texts(200, lines: 1, .byTruncatingTail, of: text) == ["first line…"])
        #expect(Self.texts(200, lines: 1, .byTruncatingHead, of: text) == ["…third"])
        #expect(Self.texts(200, lines: 1, .byTruncatingMiddle, of: text) == ["first line…third"])
        #expect(Self.texts(200, lines: 2, .byTruncatingTail, of: text) == ["first line", "second line…"])
        #expect(Self.texts(200, lines: 3, .byTruncatingTail, of: text) == ["first line", "second line", "third"])
        #expect(Self.texts(nil, lines: 2, .byTruncatingTail, of: text) == ["first line", "second line…"])
        // The whole text on one line, as UIKit does with one line.
        #expect(Self.texts(80, lines: 1, .byTruncatingMiddle, of: text) == ["firs…ird"])
        // Every kind of line break separates the paragraphs.
        for lineBreak in ["\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            let text = "ab" + lineBreak + "cd" + lineBreak + "ef  "
            #expect(Self.texts(100, lines: 1, .byTruncatingTail, of: text) == ["ab…"])
            #expect(Self.texts(100, lines: 1, .byTruncatingHead, of: text) == ["…ef"])
            #expect(Self.texts(100, lines: 1, .byTruncatingMiddle, of: text) == ["ab…ef"])
            #expect(Self.texts(100, lines: 1, .byClipping, of: text) == ["ab"])
        }
        let folded = Self.lines(200, lines: 1, .byTruncatingHead, of: text)[0]
        #expect(text[folded.range] == text)
    }

    @Test func truncationDropsWholeGraphemeClusters() {
        let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
        let text = "ab" + family + "👍🏽🇫🇷e\u{301}cd"
        #expect(Self.texts(40, lines: 1, .byTruncatingTail, of: text) == ["ab" + family + "…"])
        #expect(Self.texts(40, lines: 1, .byTruncatingHead, of: text) == ["…e\u{301}cd"])
        #expect(Self.texts(40, lines: 1, .byTruncatingMiddle, of: text) == ["ab…d"])
        #expect(Self.texts(50, lines: 1, .byTruncatingMiddle, of: text) == ["ab…cd"])
        #expect(Self.texts(60, lines: 1, .byTruncatingMiddle, of: text) == ["ab" + family + "…cd"])
    }

    @Test func chineseTruncatesByCharacter() {
        #expect(Self.texts(50, lines: 1, .byTruncatingTail, of: "你好，世界。欢迎！") == ["你好，世…"])
        #expect(Self.texts(40, lines: 2, .byTruncatingTail, of: "你好，世界。欢迎！") == ["你好，世", "界。欢…"])
        #expect(Self.texts(50, lines: 1, .byTruncatingHead, of: "你好，世界。欢迎！") == ["…。欢迎！"])
    }
}
