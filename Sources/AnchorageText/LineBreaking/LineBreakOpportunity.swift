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
/// Most text is ASCII or CJK, where every code point is a grapheme cluster of its own, so the walk
/// reads the UTF-8 bytes directly (``scanSimpleClusters()``) while it sees an ASCII byte followed
/// by another (CR aside, for CR LF) or a CJK character followed by another or by ASCII (see
/// ``isAlone(_:)``). Any other cluster goes through `Character` and its code points.
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
        while position < text.endIndex {
            if let opportunity = scanSimpleClusters() { return opportunity }
            guard position < text.endIndex else { break }
            let clusterStart = position
            switch advanceCluster(at: clusterStart) {
            case .mandatory: return LineBreakOpportunity(index: clusterStart, isMandatory: true)
            case .allowed: return LineBreakOpportunity(index: clusterStart, isMandatory: false)
            case .prohibited, nil: continue
            }
        }
        finished = true
        return LineBreakOpportunity(index: text.endIndex, isMandatory: true)
    }

    /// Runs the rules over the one-code-point clusters from ``position`` on, from the UTF-8 bytes,
    /// until a break opportunity (returned), a cluster that needs the general path, or the end.
    private mutating func scanSimpleClusters() -> LineBreakOpportunity? {
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: position)
        let basic = self.basic
        var rules = self.rules
        let stop = utf8.withContiguousStorageIfAvailable { bytes -> (offset: Int, breakBefore: Int?, mandatory: Bool) in
            let count = bytes.count
            var i = start
            while i < count {
                let byte = bytes[i]
                let current: LineBreakClass
                let next: Int
                if byte < 0x80 {
                    guard byte != 0x0D, i + 1 == count || bytes[i + 1] < 0x80 else { break }
                    current = basic[Int(byte)]
                    next = i + 1
                } else {
                    let (scalar, length) = LineBreakIterator.decode(bytes, at: i)
                    current = scalar < 0x1_0000 ? basic[Int(scalar)] : LineBreakClassTable.shared.supplementary(scalar)
                    next = i + length
                    guard LineBreakIterator.isAlone(current) else { break }
                    if next < count && bytes[next] >= 0x80 {
                        let following = LineBreakIterator.decode(bytes, at: next).scalar
                        guard following < 0x1_0000, LineBreakIterator.isAlone(basic[Int(following)]) else { break }
                    }
                }
                var lookahead: LineBreakClass?
                if LineBreakRules.needsLookahead(current) {
                    lookahead = LineBreakIterator.classSkippingMarks(bytes, from: next, basic)
                }
                let action = rules.advance(to: current, next: lookahead)
                if action == .allowed || action == .mandatory {
                    return (next, i, action == .mandatory)
                }
                i = next
            }
            return (i, nil, false)
        }
        guard let stop else { return nil }  // not contiguous UTF-8: the general path does it all
        self.rules = rules
        position = utf8.index(utf8.startIndex, offsetBy: stop.offset)
        guard let breakBefore = stop.breakBefore else { return nil }
        return LineBreakOpportunity(index: utf8.index(utf8.startIndex, offsetBy: breakBefore),
                                    isMandatory: stop.mandatory)
    }

    /// The code point starting at `i` in valid UTF-8, and its length in bytes.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[i])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        let high = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
        return (high | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
    }

    /// The class of the first code point from byte `i` on that is not CM or ZWJ (LB25's look-ahead,
    /// seen through LB9).
    private static func classSkippingMarks(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int,
                                           _ basic: [LineBreakClass]) -> LineBreakClass?
    {
        var i = i
        while i < bytes.count {
            let (scalar, length) = decode(bytes, at: i)
            let lineBreakClass = scalar < 0x1_0000 ? basic[Int(scalar)] : LineBreakClassTable.shared.supplementary(scalar)
            if lineBreakClass != .cm && lineBreakClass != .zwj { return lineBreakClass }
            i += length
        }
        return nil
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

    /// The class of the first code point from `index` on that is not CM or ZWJ (LB25's look-ahead,
    /// seen through LB9).
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
