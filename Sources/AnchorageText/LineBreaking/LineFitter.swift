// SPDX-License-Identifier: MIT

/// One line as fitting found it, before its `String` is made (a truncated line's is made by
/// truncation, beside it).
struct FittedLine {
    /// The source text it stands for (see ``TextLine/range``), in UTF-8 offsets.
    var range: Range<Int>
    var width: Double
    var isTruncated: Bool
}

/// What line fitting knows whatever its segments' source.
enum LineFitting {
    /// Room for rounding: a line exactly as wide as the maximum (to within what a solver reports)
    /// fits.
    static let slack = 1e-6

    /// Whether `text` holds a line break (LF, VT, FF, CR, NEL, LS, PS), by its UTF-8 bytes.
    static func containsLineBreak(_ text: Substring) -> Bool {
        func search(_ bytes: some Sequence<UInt8>) -> Bool {
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x0A...0x0D: return true
                case 0x85 where previous == 0xC2: return true
                case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { return true }
                default: break
                }
                beforePrevious = previous
                previous = byte
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? search(text.utf8)
    }
}

/// How line fitting measures: parts of its text, given in UTF-8 offsets, and text that is not
/// part of it (the ellipsis, a truncated line).
protocol TextMeasure {
    /// The width of the part of the text from `range.lowerBound` to `range.upperBound`.
    func width(_ range: Range<Int>) -> Double
    /// The width of a run of text without line breaks.
    func width(of run: Substring) -> Double
}

/// Widths from a function: what ``LineBreaker``'s entry points measure with.
struct MeasuringFunction: TextMeasure {
    let text: String
    let measure: (Substring) -> Double

    func width(_ range: Range<Int>) -> Double { measure(text[LineBreaker.indices(text, range)]) }
    func width(of run: Substring) -> Double { measure(run) }
}

/// Greedy line fitting, as UIKit's word wrapping: each line takes segments (break opportunity to
/// break opportunity) while its content still fits; the whitespace where a line breaks hangs; a
/// segment wider than a line on its own is cut between grapheme clusters.
///
/// Cost: the fitting sums the widths of segments, each measured once, rather than measuring the
/// line so far at each step (which is quadratic in the line's length). Only when the sum is done
/// is the line measured whole, which is its reported width; if kerning across segments makes that
/// measure disagree with the sum about fitting, the line is adjusted a segment at a time, each
/// time measured whole again.
struct LineFitter<Segments: LineSegmentSource, Widths: TextMeasure> {
    let text: Substring
    /// The maximum width plus ``LineFitting/slack``, or infinity not to wrap.
    let limit: Double
    /// Measures parts of `text`, and other text.
    let widths: Widths
    private var segments: Segments
    /// A segment taken from `segments` that the previous line left.
    private var pending: LineSegment?
    /// The width of one space once measured, else NaN: most words end with exactly one, and its
    /// width is only part of a sum that the line's own measure checks.
    private var spaceWidth = Double.nan

    /// The fitter of `text` into lines of `segments`; `containsLineBreak` says whether the text
    /// holds a line break when that is known.
    init(_ text: Substring, maximumWidth: Double?, segments: Segments, containsLineBreak: Bool?, widths: Widths) {
        self.text = text
        self.limit = maximumWidth.map { $0 + LineFitting.slack } ?? .infinity
        self.widths = widths
        self.segments = segments
        self.containsLineBreak = containsLineBreak
    }

    /// Whether the text holds a line break, when known beforehand.
    private let containsLineBreak: Bool?

    /// The whole text as one line, if it is one: no line break in it, and it fits. Most labels hold
    /// one line that fits, and measuring it once costs less than finding its break opportunities,
    /// so this is tried first; when it fails it has cost one measure of the text.
    mutating func wholeLine() -> FittedLine? {
        guard !text.isEmpty, !(containsLineBreak ?? LineFitting.containsLineBreak(text)) else { return nil }
        let range = 0..<(segments.contentEnd
            ?? offset(LineSegments.hangingStart(in: text, from: text.startIndex, to: text.endIndex)))
        let lineWidth = width(range)
        guard lineWidth <= limit else { return nil }
        pending = nil
        segments.finish()
        return FittedLine(range: range, width: lineWidth, isTruncated: false)
    }

    /// Whether text is left for another line.
    mutating func hasMore() -> Bool {
        if pending == nil { pending = segments.next() }
        return pending != nil
    }

    /// The width of a part of the text; 0 for none, without measuring.
    func width(_ range: Range<Int>) -> Double {
        range.isEmpty ? 0 : widths.width(range)
    }

    /// The index of UTF-8 offset `offset` of the text.
    @inline(__always)
    func index(_ offset: Int) -> String.Index { text.utf8.index(text.startIndex, offsetBy: offset) }

    /// The UTF-8 offset of `index` in the text.
    @inline(__always)
    func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: index) }

    private mutating func nextSegment() -> LineSegment? {
        if let segment = pending {
            pending = nil
            return segment
        }
        return segments.next()
    }

    /// The next line, nil when the text is used up.
    mutating func nextLine() -> FittedLine? {
        guard let first = nextSegment() else { return nil }
        let lineStart = first.start
        // The source to step back to (with `first` pending) if the whole line measures wider
        // than its segments' sum.
        let replay = segments
        var taken = 0
        // The end of the last segment's content, and whether a line must end after it.
        var lastEnd = first.contentEnd, lastIsMandatory = first.isMandatory
        var sum = 0.0  // the segments taken, their whitespace included
        var contentSum = 0.0  // the same up to the last one's content
        var segment = first
        while true {
            let content = segment.contentWidth.isNaN ? width(segment.start..<segment.contentEnd) : segment.contentWidth
            if taken == 0 && content > limit { return cut(segment, lineStart) }
            if taken > 0 && sum + content > limit {
                segment.contentWidth = content
                pending = segment
                break
            }
            taken += 1
            (lastEnd, lastIsMandatory) = (segment.contentEnd, segment.isMandatory)
            contentSum = sum + content
            if segment.isMandatory { break }
            sum = contentSum + trailingWidth(segment)
            guard let next = nextSegment() else { break }
            segment = next
        }
        var lineWidth = width(lineStart..<lastEnd)
        if lineWidth > limit {
            // The whole line is wider than its parts: give segments back.
            while lineWidth > limit && taken > 1 {
                taken -= 1
                (segments, pending) = (replay, first)
                for _ in 0..<taken { lastEnd = nextSegment()!.contentEnd }
                lineWidth = width(lineStart..<lastEnd)
            }
            if lineWidth > limit {
                (segments, pending) = (replay, nil)
                return cut(first, lineStart)
            }
            return FittedLine(range: lineStart..<lastEnd, width: lineWidth, isTruncated: false)
        }
        // The whole line is narrower than its parts: take the next segment if it fits after all.
        while contentSum - lineWidth > LineFitting.slack, !lastIsMandatory, let next = pending {
            let nextContent = next.contentWidth.isNaN ? width(next.start..<next.contentEnd) : next.contentWidth
            guard sum - (contentSum - lineWidth) + nextContent <= limit else { break }
            let extended = width(lineStart..<next.contentEnd)
            guard extended <= limit else { break }
            pending = nil
            contentSum = sum + nextContent
            sum = contentSum + trailingWidth(next)
            lineWidth = extended
            (lastEnd, lastIsMandatory) = (next.contentEnd, next.isMandatory)
            if !next.isMandatory { pending = nextSegment() }
        }
        return FittedLine(range: lineStart..<lastEnd, width: lineWidth, isTruncated: false)
    }

    /// The width of the white space after a segment's content.
    private mutating func trailingWidth(_ segment: LineSegment) -> Double {
        if !segment.trailingWidth.isNaN { return segment.trailingWidth }
        guard segment.contentEnd + 1 == segment.end, text.utf8[index(segment.contentEnd)] == 0x20 else {
            return width(segment.contentEnd..<segment.end)
        }
        if spaceWidth.isNaN { spaceWidth = width(segment.contentEnd..<segment.end) }
        return spaceWidth
    }

    /// A line holding the most grapheme clusters of `segment` that fit (at least one); the rest of
    /// the segment is left for the next line.
    private mutating func cut(_ segment: LineSegment, _ lineStart: Int) -> FittedLine {
        let afterStart = offset(text.index(after: index(lineStart)))
        var end = afterStart
        var sum = width(lineStart..<end)
        while end < segment.contentEnd {
            let next = offset(text.index(after: index(end)))
            let cluster = width(end..<next)
            guard sum + cluster <= limit else { break }
            sum += cluster
            end = next
        }
        var lineWidth = width(lineStart..<end)
        while lineWidth > limit && afterStart < end {
            end = offset(text.index(before: index(end)))
            lineWidth = width(lineStart..<end)
        }
        if end < segment.contentEnd {
            pending = LineSegment(start: end, contentEnd: segment.contentEnd, end: segment.end,
                                  isMandatory: segment.isMandatory)
        }
        return FittedLine(range: lineStart..<end, width: lineWidth, isTruncated: false)
    }
}
