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
struct LineBreakIterator: IteratorProtocol, Sendable {
    private let text: Substring
    private var rules = LineBreakRules()
    /// The start of the next grapheme cluster to look at.
    private var position: String.Index
    private var finished = false

    /// The break opportunities of `text` after its start.
    init(_ text: Substring) {
        self.text = text
        self.position = text.startIndex
        self.finished = text.isEmpty
    }

    mutating func next() -> LineBreakOpportunity? {
        guard !finished else { return nil }
        let scalars = text.unicodeScalars
        while position < text.endIndex {
            let clusterStart = position
            let clusterEnd = text.index(after: clusterStart)
            var scalarIndex = clusterStart
            var actionAtStart: LineBreakAction?
            while scalarIndex < clusterEnd {
                let after = scalars.index(after: scalarIndex)
                let action = rules.advance(to: LineBreakClass(scalars[scalarIndex])) {
                    LineBreakIterator.classSkippingMarks(in: scalars, from: after)
                }
                if scalarIndex == clusterStart { actionAtStart = action }
                scalarIndex = after
            }
            position = clusterEnd
            switch actionAtStart {
            case .mandatory: return LineBreakOpportunity(index: clusterStart, isMandatory: true)
            case .allowed: return LineBreakOpportunity(index: clusterStart, isMandatory: false)
            case .prohibited, nil: continue
            }
        }
        finished = true
        return LineBreakOpportunity(index: text.endIndex, isMandatory: true)
    }

    /// The class of the first code point from `index` on that is not CM or ZWJ (LB9's look-ahead).
    private static func classSkippingMarks(in scalars: Substring.UnicodeScalarView, from index: String.Index)
        -> LineBreakClass?
    {
        var index = index
        while index < scalars.endIndex {
            let lineBreakClass = LineBreakClass(scalars[index])
            if lineBreakClass != .cm && lineBreakClass != .zwj { return lineBreakClass }
            index = scalars.index(after: index)
        }
        return nil
    }
}
