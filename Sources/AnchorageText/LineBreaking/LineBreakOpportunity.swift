// SPDX-License-Identifier: MIT

/// A place where a line of text may end, or must end: a break opportunity of Unicode's
/// line-breaking algorithm (UAX #14) that falls between two grapheme clusters.
///
/// ```swift
/// let text = "well-known (sic)"
/// LineBreaker.breakOpportunities(in: text).map { $0.index.utf16Offset(in: text) }
/// // [5, 11, 16]: "well-|known (sic)", "well-known |(sic)" and the end
/// ```
public struct LineBreakOpportunity: Sendable, Hashable {
    /// Where the next line would start: the index of the first character after the break.
    public var index: String.Index
    /// Whether the line must end here: after `"\n"`, `"\r\n"`, `"\r"`, U+000B, U+000C, U+0085,
    /// U+2028 and U+2029, and at the end of the text (UAX #14's LB3-LB5).
    public var isMandatory: Bool

    /// Creates a break opportunity.
    ///
    /// - Parameters:
    ///   - index: Where the next line would start.
    ///   - isMandatory: Whether the line must end here.
    public init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

/// The break opportunities of a text, in order, found as the text is walked once: the rules of
/// ``LineBreakRules`` over its code points, kept only between grapheme clusters (Swift's
/// `Character`s), and a mandatory one at the end of a non-empty text.
///
/// A value type: a copy resumes from where the original stood, which is how line fitting steps
/// back without keeping the breaks it passed.
///
/// Most text is ASCII, so an ASCII byte followed by another is taken as its own cluster and code
/// point straight from the UTF-8 view (CR is left to the general path, for CR LF). So is a CJK
/// character (ideograph, kana, full-width punctuation) followed by another or by ASCII: no
/// grapheme cluster rule joins those (see ``isAlone(_:)``). Anything else goes through
/// `Character` and its code points.
struct LineBreakIterator: Sendable {
    private let text: Substring
    private var rules = LineBreakRules()
    /// The start of the next grapheme cluster to look at.
    private var position: String.Index
    private var finished = false
    /// The class of each code point of the Basic Multilingual Plane (held here, so a lookup does
    /// not go through the shared table's lazy initializer each time).
    private let basic: [LineBreakClass]

    /// The break opportunities of `text` after its start.
    init(_ text: Substring) {
        self.text = text
        self.position = text.startIndex
        self.finished = text.isEmpty
        self.basic = LineBreakClassTable.shared.basic
    }

    mutating func next() -> LineBreakOpportunity? {
        guard !finished else { return nil }
        let utf8 = text.utf8
        while position < text.endIndex {
            let clusterStart = position
            let byte = utf8[clusterStart]
            let afterByte = utf8.index(after: clusterStart)
            let action: LineBreakAction?
            if byte < 0x80 && byte != 0x0D && (afterByte == utf8.endIndex || utf8[afterByte] < 0x80) {
                action = advance(basic[Int(byte)], to: afterByte)
            } else if byte >= 0x80, let (current, after) = loneScalar(at: clusterStart) {
                action = advance(current, to: after)
            } else {
                action = advanceCluster(at: clusterStart)
            }
            switch action {
            case .mandatory: return LineBreakOpportunity(index: clusterStart, isMandatory: true)
            case .allowed: return LineBreakOpportunity(index: clusterStart, isMandatory: false)
            case .prohibited, nil: continue
            }
        }
        finished = true
        return LineBreakOpportunity(index: text.endIndex, isMandatory: true)
    }

    /// Runs the rules over a grapheme cluster of one code point, of class `current`, and moves to
    /// `after`.
    private mutating func advance(_ current: LineBreakClass, to after: String.Index) -> LineBreakAction? {
        var lookahead: LineBreakClass?
        if LineBreakRules.needsLookahead(current) { lookahead = classSkippingMarks(from: after) }
        position = after
        return rules.advance(to: current, next: lookahead)
    }

    /// The class of the code point at `index` and the index after it, when that code point is a
    /// grapheme cluster of its own for sure: it and the next code point (if not ASCII) are
    /// ``isAlone(_:)``.
    private func loneScalar(at index: String.Index) -> (LineBreakClass, String.Index)? {
        let scalars = text.unicodeScalars
        let current = lineBreakClass(scalars[index])
        guard LineBreakIterator.isAlone(current) else { return nil }
        let after = scalars.index(after: index)
        guard after < scalars.endIndex, text.utf8[after] >= 0x80 else { return (current, after) }
        return LineBreakIterator.isAlone(lineBreakClass(scalars[after])) ? (current, after) : nil
    }

    /// Whether code points of a class are never joined to their neighbours by the grapheme
    /// cluster rules: none is a Prepend, Extend, SpacingMark, ZWJ, Hangul jamo or regional
    /// indicator (ideographs, kana and the emoji of class ID; full-width closing and opening
    /// punctuation and exclamation marks). NS is left out for the half-width katakana sound marks
    /// (U+FF9E, U+FF9F), which extend.
    private static func isAlone(_ lineBreakClass: LineBreakClass) -> Bool {
        switch lineBreakClass {
        case .id, .cl, .opEastAsian, .ex: true
        default: false
        }
    }

    /// Runs the rules over the code points of the grapheme cluster at `start` and moves past it.
    ///
    /// - Returns: The action before its first code point.
    private mutating func advanceCluster(at start: String.Index) -> LineBreakAction? {
        let scalars = text.unicodeScalars
        let end = text.index(after: start)
        var index = start
        var first: LineBreakAction?
        while index < end {
            let after = scalars.index(after: index)
            let current = lineBreakClass(scalars[index])
            var lookahead: LineBreakClass?
            if LineBreakRules.needsLookahead(current) { lookahead = classSkippingMarks(from: after) }
            let action = rules.advance(to: current, next: lookahead)
            if index == start { first = action }
            index = after
        }
        position = end
        return first
    }

    private func lineBreakClass(_ scalar: Unicode.Scalar) -> LineBreakClass {
        scalar.value < 0x1_0000 ? basic[Int(scalar.value)] : LineBreakClassTable.shared.supplementary(scalar.value)
    }

    /// The class of the first code point from `index` on that is not CM or ZWJ (LB9's look-ahead).
    private func classSkippingMarks(from index: String.Index) -> LineBreakClass? {
        let scalars = text.unicodeScalars
        var index = index
        while index < scalars.endIndex {
            let lineBreakClass = lineBreakClass(scalars[index])
            if lineBreakClass != .cm && lineBreakClass != .zwj { return lineBreakClass }
            index = scalars.index(after: index)
        }
        return nil
    }
}
