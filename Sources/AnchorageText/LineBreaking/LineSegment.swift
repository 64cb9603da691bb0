// SPDX-License-Identifier: MIT

/// The text from one break opportunity to the next: the unit line fitting takes or leaves whole.
struct LineSegment: Sendable {
    /// Where it starts (a break opportunity, or where a too-wide word was cut).
    var start: String.Index
    /// The end of its content: before the whitespace and line break that end it, which hang.
    var contentEnd: String.Index
    /// Where the next segment starts.
    var end: String.Index
    /// Whether a line must end after it (a line break, or the end of the text).
    var isMandatory: Bool
    /// The width of its content, once measured: a segment that did not fit on one line is the
    /// first of the next.
    var contentWidth: Double?
}

/// The segments of a text in order, as ``LineBreakMode/byWordWrapping`` (break opportunities of
/// UAX #14) or ``LineBreakMode/byCharWrapping`` (every grapheme cluster, with the whitespace
/// after it) sees them. A value type: a copy resumes where the original stood.
struct LineSegments: Sendable {
    private let text: Substring
    private var breaks: LineBreakIterator?
    private var position: String.Index

    /// The segments of `text`, between any two grapheme clusters when `byCluster`.
    init(_ text: Substring, byCluster: Bool) {
        self.text = text
        self.breaks = byCluster ? nil : LineBreakIterator(text)
        self.position = text.startIndex
    }

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
        var contentEnd = end
        while contentEnd > start {
            let before = text.index(before: contentEnd)
            guard LineSegments.hangs(text[before]) else { break }
            contentEnd = before
        }
        return LineSegment(start: start, contentEnd: contentEnd, end: end, isMandatory: isMandatory)
    }

    /// Whether a character hangs at the end of a line (is not drawn there and takes no width):
    /// white space other than the no-break spaces, line breaks included.
    static func hangs(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D)
        }
        return character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace && scalar != "\u{A0}" && scalar != "\u{2007}" && scalar != "\u{202F}"
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
