// SPDX-License-Identifier: MIT

/// The last line the line limit allows when text remains after it: UIKit folds the rest of the
/// text into it, clipped or truncated with "…".
///
/// The rest is seen as its first paragraph (up to the first line break), where the kept start
/// of the text comes from, and its last paragraph, where the kept end comes from: a line never
/// shows a line break. Tail truncation keeps a start, head truncation an end, middle truncation
/// both, balanced by width; whole grapheme clusters are dropped until the line with its "…" fits.
extension LineFitter {
    /// The last line, from UTF-8 offset `startOffset` (where the line would have started) to the
    /// end of the text, and what it draws when that is not its source (truncated).
    func lastLine(from startOffset: Int, mode: LineBreakMode) -> (line: FittedLine, drawn: String?) {
        let start = index(startOffset)
        let rest = Rest(text, from: start)
        func width(_ range: Range<String.Index>) -> Double {
            self.width(offset(range.lowerBound)..<offset(range.upperBound))
        }
        func offsets(_ range: Range<String.Index>) -> Range<Int> { startOffset..<offset(range.upperBound) }
        if mode == .byClipping {
            let range = start..<rest.firstParagraphEnd
            return (FittedLine(range: offsets(range), width: width(range), isTruncated: true), nil)
        }
        let ellipsis = LineBreaker.ellipsis
        let ellipsisWidth = widths.width(of: ellipsis[...])
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
            return (FittedLine(range: offsets(range), width: width(range), isTruncated: false), nil)
        }
        // Measured whole, the line may be wider than its parts: drop more, from the wider side.
        var drawn = String(text[start..<front]) + ellipsis + text[back..<rest.end]
        var lineWidth = widths.width(of: drawn[...])
        while lineWidth > limit && (front > start || back < rest.end) {
            if front > start && (back == rest.end || width(start..<front) >= width(back..<rest.end)) {
                front = text.index(before: front)
            } else {
                back = text.index(after: back)
            }
            drawn = String(text[start..<front]) + ellipsis + text[back..<rest.end]
            lineWidth = widths.width(of: drawn[...])
        }
        return (FittedLine(range: offsets(range), width: lineWidth, isTruncated: true), drawn)
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
        let utf8 = text.utf8
        // Line breaks are found by their UTF-8 bytes (LF, VT, FF, CR; NEL is C2 85; LS and PS are
        // E2 80 A8 and E2 80 A9): each is a grapheme cluster of its own, CR LF aside, which ends
        // with LF.
        var firstEnd = start
        while firstEnd < end {
            let byte = utf8[firstEnd]
            let next = utf8.index(after: firstEnd)
            if (0x0A...0x0D).contains(byte) { break }
            if byte == 0xC2 && next < end && utf8[next] == 0x85 { break }
            if byte == 0xE2, next < end, utf8[next] == 0x80 {
                let third = utf8.index(after: next)
                if third < end && (utf8[third] == 0xA8 || utf8[third] == 0xA9) { break }
            }
            firstEnd = next
        }
        hasLineBreak = firstEnd < end
        firstEnd = LineSegments.hangingStart(in: text, from: start, to: firstEnd)
        var lastStart = end
        while lastStart > start {
            let last = utf8.index(before: lastStart)
            let byte = utf8[last]
            if (0x0A...0x0D).contains(byte) { break }
            if byte == 0x85 || byte == 0xA8 || byte == 0xA9, last > start {
                let previous = utf8.index(before: last)
                if byte == 0x85 && utf8[previous] == 0xC2 { break }
                if byte != 0x85 && utf8[previous] == 0x80 && previous > start && utf8[utf8.index(before: previous)] == 0xE2 {
                    break
                }
            }
            lastStart = last
        }
        self.firstParagraphEnd = firstEnd
        self.lastParagraphStart = lastStart
        self.end = end
    }
}
