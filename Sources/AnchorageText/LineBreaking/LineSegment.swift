// SPDX-License-Identifier: MIT

/// The text from one break opportunity to the next: the unit line fitting takes or leaves whole.
/// Positions are UTF-8 offsets from the start of the text, which fitting compares and measures
/// without going through `String.Index`.
struct LineSegment: Sendable {
    /// Where it starts (a break opportunity, or where a too-wide word was cut).
    var start: Int
    /// The end of its content: before the whitespace and line break that end it, which hang.
    var contentEnd: Int
    /// Where the next segment starts.
    var end: Int
    /// The width of its content once measured (a segment that did not fit on one line is the
    /// first of the next), else NaN.
    var contentWidth = Double.nan
    /// The width of the white space after its content when known beforehand, else NaN.
    var trailingWidth = Double.nan
    /// Whether a line must end after it (a line break, or the end of the text).
    var isMandatory: Bool

    init(start: Int, contentEnd: Int, end: Int, isMandatory: Bool) {
        (self.start, self.contentEnd, self.end, self.isMandatory) = (start, contentEnd, end, isMandatory)
    }
}

/// Where line fitting takes its segments from, in order: a value, so that a copy resumes where
/// the original stood (fitting steps back that way).
protocol LineSegmentSource {
    /// The next segment; nil when the text is used up.
    mutating func next() -> LineSegment?
    /// Uses the text up: `next()` gives nil from now on.
    mutating func finish()
    /// Where the text's content ends (before the white space that hangs at its end), when known
    /// beforehand.
    var contentEnd: Int? { get }
}

/// Segments found and measured beforehand (``PreparedText``), read in order from storage the
/// caller keeps alive while fitting (copies of the source are made to step back, so it holds no
/// reference to count).
struct PreparedSegments: LineSegmentSource {
    let segments: UnsafeBufferPointer<LineSegment>
    let contentEnd: Int?
    private var position = 0

    init(_ segments: UnsafeBufferPointer<LineSegment>, contentEnd: Int) {
        self.segments = segments
        self.contentEnd = contentEnd
    }

    @inline(__always)
    mutating func next() -> LineSegment? {
        guard position < segments.count else { return nil }
        position &+= 1
        return segments[position &- 1]
    }

    mutating func finish() { position = segments.count }
}

/// The segments of a text in order, as ``LineBreakMode/byWordWrapping`` (break opportunities of
/// UAX #14) or ``LineBreakMode/byCharWrapping`` (every grapheme cluster, with the whitespace
/// after it) sees them. A value type: a copy resumes where the original stood.
struct LineSegments: LineSegmentSource {
    private let text: Substring
    private var breaks: LineBreakIterator?
    private var position: String.Index

    /// The segments of `text`, between any two grapheme clusters when `byCluster`.
    init(_ text: Substring, byCluster: Bool) {
        self.text = text
        self.position = text.startIndex
        self.breaks = byCluster ? nil : LineBreakIterator(text)
    }

    mutating func finish() { position = text.endIndex }

    var contentEnd: Int? { nil }

    mutating func next() -> LineSegment? {
        guard position < text.endIndex else { return nil }
        let start = position
        let end: String.Index
        let isMandatory: Bool
        if breaks != nil {
            guard let opportunity = breaks!.next() else { return nil }
            end = opportunity.index
            isMandatory = opportunity.isMandatory
        } else {
            // One cluster, then the whitespace after it; a line break ends the segment.
            var index = start
            var lineBreak = LineSegments.isLineBreak(text[index])
            index = text.index(after: index)
            while !lineBreak, index < text.endIndex, LineSegments.hangs(text[index]) {
                lineBreak = LineSegments.isLineBreak(text[index])
                index = text.index(after: index)
            }
            end = index
            isMandatory = lineBreak || end == text.endIndex
        }
        position = end
        let utf8 = text.utf8
        let contentEnd = LineSegments.hangingStart(in: text, from: start, to: end)
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        return LineSegment(start: offset, contentEnd: offset + utf8.distance(from: start, to: contentEnd),
                           end: offset + utf8.distance(from: start, to: end), isMandatory: isMandatory)
    }

    /// Where the white space that hangs at the end of `text[start..<end]` starts.
    ///
    /// Looks at the last code point first, from the UTF-8 bytes: when it is not white space (the
    /// end of a word), no grapheme cluster needs to be found.
    static func hangingStart(in text: Substring, from start: String.Index, to end: String.Index) -> String.Index {
        let utf8 = text.utf8
        var end = end
        while end > start {
            var lead = utf8.index(before: end)
            let byte = utf8[lead]
            if byte < 0x80 {
                guard isHangingSpace(Unicode.Scalar(byte)) else { break }
                // An ASCII space after an ASCII byte is a cluster of its own (nothing before it
                // can be a Prepend); CR LF and the rest go through Character.
                if lead > start && byte != 0x0A && utf8[utf8.index(before: lead)] < 0x80 {
                    end = lead
                    continue
                }
            } else {
                while utf8[lead] & 0xC0 == 0x80 && lead > start { lead = utf8.index(before: lead) }
                guard isHangingSpace(text.unicodeScalars[lead]) else { break }
            }
            let before = text.index(before: end)
            guard hangs(text[before]) else { break }
            end = before
        }
        return end
    }

    /// Whether a character hangs at the end of a line (is not drawn there and takes no width):
    /// white space other than the no-break spaces, line breaks included.
    static func hangs(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isHangingSpace)
    }

    /// Unicode's White_Space code points (a stable list) less the no-break spaces U+00A0, U+2007
    /// and U+202F.
    private static func isHangingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether a character ends a line: LF, CR, CR LF, VT, FF, NEL, LS, PS (UAX #14's BK, CR, LF
    /// and NL).
    static func isLineBreak(_ character: Character) -> Bool {
        switch LineBreakClass(character.unicodeScalars.last!) {
        case .bk, .cr, .lf, .nl: true
        default: false
        }
    }
}
