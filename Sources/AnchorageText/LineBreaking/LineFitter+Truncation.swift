// SPDX-License-Identifier: MIT

/// The last line the line limit allows when text remains after it: UIKit folds the rest of the
/// text into it, clipped or truncated with "…".
///
/// The rest is seen as its first paragraph (up to the first line break), where the kept start
/// of the text comes from, and its last paragraph, where the kept end comes from: a line never
/// shows a line break. Tail truncation keeps a start, head truncation an end, middle truncation
/// both, balanced by width; whole grapheme clusters are dropped until the line with its "…" fits.
extension LineFitter {
    /// The last line, from `start` (where the line would have started) to the end of the text.
    func lastLine(from start: String.Index, mode: LineBreakMode) -> FittedLine {
        let rest = Rest(text, from: start)
        if mode == .byClipping {
            let range = start..<rest.firstParagraphEnd
            return FittedLine(range: range, width: width(range), isTruncated: true)
        }
        let ellipsis = LineBreaker.ellipsis
        let ellipsisWidth = measure(ellipsis[...])
        let budget = limit - ellipsisWidth
        // The kept start ends at `front`, the kept end starts at `back`.
        var front = start
        var back = rest.end
        var frontWidth = 0.0
        var backWidth = 0.0
        let keepsStart = mode != .byTruncatingHead
        let keepsEnd = mode != .byTruncatingTail
        let frontLimit = rest.firstParagraphEnd
        while true {
            let backLimit = max(rest.lastParagraphStart, front)
            let canGrowFront = keepsStart && front < frontLimit && front < back
            let canGrowBack = keepsEnd && back > backLimit
            guard canGrowFront || canGrowBack else { break }
            if canGrowFront && (!canGrowBack || frontWidth <= backWidth) {
                let next = text.index(after: front)
                let cluster = width(front..<next)
                guard frontWidth + backWidth + cluster <= budget else { break }
                frontWidth += cluster
                front = next
            } else {
                let previous = text.index(before: back)
                let cluster = width(previous..<back)
                guard frontWidth + backWidth + cluster <= budget else { break }
                backWidth += cluster
                back = previous
            }
        }
        let range = start..<rest.end
        if !rest.hasLineBreak && (front == rest.end || back == start || front == back) {
            // Everything fits after all (the measure of the whole is below the sum of its parts).
            return FittedLine(range: range, width: width(range), isTruncated: false)
        }
        // Measured whole, the line may be wider than its parts: drop more, from the wider side.
        var drawn = String(text[start..<front]) + ellipsis + text[back..<rest.end]
        var lineWidth = measure(drawn[...])
        while lineWidth > limit && (front > start || back < rest.end) {
            if front > start && (back == rest.end || width(start..<front) >= width(back..<rest.end)) {
                front = text.index(before: front)
            } else {
                back = text.index(after: back)
            }
            drawn = String(text[start..<front]) + ellipsis + text[back..<rest.end]
            lineWidth = measure(drawn[...])
        }
        return FittedLine(range: range, truncatedText: drawn, width: lineWidth, isTruncated: true)
    }
}

/// Where the paragraphs of the rest of a text start and end.
private struct Rest {
    /// The end of the first paragraph's content (before its line break and hanging whitespace).
    var firstParagraphEnd: String.Index
    /// The start of the last paragraph that has content.
    var lastParagraphStart: String.Index
    /// The end of the text's content (before trailing whitespace and line breaks).
    var end: String.Index
    /// Whether a line break separates the first paragraph from the last.
    var hasLineBreak: Bool

    init(_ text: Substring, from start: String.Index) {
        let end = LineSegments.hangingStart(in: text, from: start, to: text.endIndex)
        var firstEnd = start
        while firstEnd < end, !LineSegments.isLineBreak(text[firstEnd]) { firstEnd = text.index(after: firstEnd) }
        hasLineBreak = firstEnd < end
        firstEnd = LineSegments.hangingStart(in: text, from: start, to: firstEnd)
        var lastStart = end
        while lastStart > start, !LineSegments.isLineBreak(text[text.index(before: lastStart)]) {
            lastStart = text.index(before: lastStart)
        }
        self.firstParagraphEnd = firstEnd
        self.lastParagraphStart = lastStart
        self.end = end
    }
}
