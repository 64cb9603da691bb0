// SPDX-License-Identifier: MIT

// What Anchorage uses from this module and users do not see: a label's text prepared once in its
// font, then fitted at each width layout tries, at a cost that follows the number of words.

/// A text prepared in a font for line fitting at any width: its segments (break opportunity to
/// break opportunity) are found and measured once, and when the text is ASCII the font covers,
/// the width of any part of it comes from prefix sums in O(1) instead of being measured. Fitting
/// gives exactly what ``LineBreaker`` gives with `font.width(of:)` as the measure. A class: one
/// preparation is refilled in place as a label's text changes.
package final class PreparedText {
    /// What fitting reads: the segments of ``LineBreakMode/byWordWrapping``, each with its
    /// content's width, and whether a line break is among them.
    typealias Segments = (segments: [LineSegment], containsLineBreak: Bool)

    /// The text prepared.
    package private(set) var text = ""
    /// The font it is prepared in; `nil` before ``prepare(_:font:)``.
    package private(set) var font: Font?
    /// The font's points per font unit.
    private var pointsPerUnit = 0.0
    private var segments: Segments = ([], false)
    /// Run widths by UTF-8 offset (`text.utf8.count + 1` of them are the text's), when
    /// `hasRunWidths`.
    private var entries: [RunWidthEntry] = []
    private(set) var hasRunWidths = false

    /// An empty preparation, to fill with ``prepare(_:font:)``.
    package init() {}

    /// Prepares `text` in `font`, reusing the storage of what was prepared before.
    ///
    /// - Complexity: O(n) in the length of `text`; the widths of ASCII text the font covers are
    ///   sums, other text is measured segment by segment.
    package func prepare(_ text: String, font: Font) {
        self.text = text
        self.font = font
        pointsPerUnit = font.points(1)
        segments.segments.removeAll(keepingCapacity: true)
        hasRunWidths = false
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            // Run widths only for what the face measures in its kept scratch: a longer text is
            // measured segment by segment rather than holding twelve bytes per byte.
            let count = bytes.count + 1
            if bytes.count <= ShapingState.maximumKeptGlyphs {
                if entries.count < count {
                    entries = Array(repeating: RunWidthEntry(before: 0, after: 0, letters: 0), count: count)
                }
                hasRunWidths = entries.withUnsafeMutableBufferPointer { entries in
                    font.face.runWidths(ofASCII: bytes, into: entries.baseAddress!)
                }
            }
            let found = entries.withUnsafeBufferPointer { entries in
                ASCIILineBreaks.segments(of: bytes, into: &segments.segments) { segment in
                    if hasRunWidths { Self.measure(&segment, entries, pointsPerUnit) }
                }
            }
            guard let containsLineBreak = found else { return false }
            segments.containsLineBreak = containsLineBreak
            return true
        }
        if isASCII != true {
            // Found as the line breaker finds them (the run widths, when made, still serve).
            segments.containsLineBreak = LineFitting.containsLineBreak(text[...])
            var iterator = LineSegments(text[...], byCluster: false)
            while let segment = iterator.next() { segments.segments.append(segment) }
        }
        // What the run widths did not give is measured once here rather than at each width.
        var list = segments.segments
        segments.segments = []
        list.withUnsafeMutableBufferPointer { list in
            for index in list.indices where list[index].contentWidth == nil {
                let segment = list[index]
                list[index].contentWidth =
                    segment.start == segment.contentEnd ? 0 : width(segment.start..<segment.contentEnd)
            }
        }
        segments.segments = list
    }

    /// Sets the widths of `segment` that the run widths give exactly: its content's, when the
    /// content holds a letter (so its script is its line's) and starts and ends at glyphs; what
    /// hangs after it when that is one space or line feed, one glyph (or none) whose width is its
    /// advance in any script.
    @inline(__always)
    private static func measure(_ segment: inout LineSegment, _ entries: UnsafeBufferPointer<RunWidthEntry>,
                                _ pointsPerUnit: Double)
    {
        let start = entries[segment.start], contentEnd = entries[segment.contentEnd]
        guard start.before != RunWidthEntry.inside && contentEnd.before != RunWidthEntry.inside else { return }
        if segment.start == segment.contentEnd {
            segment.contentWidth = 0
        } else if contentEnd.letters > start.letters {
            segment.contentWidth = Double(Int(contentEnd.before) - Int(start.after)) * pointsPerUnit
        }
        if segment.contentEnd + 1 == segment.end {
            let end = entries[segment.end]
            if end.before != RunWidthEntry.inside {
                segment.trailingWidth = Double(Int(end.before) - Int(contentEnd.after)) * pointsPerUnit
            }
        }
    }

    /// The widest line and the number of lines, as
    /// ``LineBreaker/size(of:maximumWidth:maximumLines:lineBreakMode:measure:)`` gives them.
    ///
    /// - Complexity: O(number of segments) for word wrapping when the text fits its lines whole.
    package func size(maximumWidth: Double?, maximumLines: Int, lineBreakMode: LineBreakMode)
        -> (width: Double, lineCount: Int)
    {
        guard let font else { return (0, 0) }
        if maximumWidth == nil && !segments.containsLineBreak && !text.isEmpty {
            // Unwrapped, a text without line breaks is one line, as wide as its content up to the
            // white space that hangs at its end (what the line breaker finds, without fitting).
            let end = segments.segments.last { $0.contentEnd > $0.start }?.contentEnd ?? 0
            return (end == 0 ? 0 : width(0..<end), 1)
        }
        return LineBreaker.size(text, maximumWidth, maximumLines, lineBreakMode, segments, { width($0) }) {
            font.width(of: $0)
        }
    }

    /// The lines, as ``LineBreaker/lines(of:maximumWidth:maximumLines:lineBreakMode:measure:)``
    /// gives them.
    ///
    /// - Complexity: As ``size(maximumWidth:maximumLines:lineBreakMode:)``, and allocates the
    ///   lines.
    package func lines(maximumWidth: Double?, maximumLines: Int, lineBreakMode: LineBreakMode) -> [TextLine] {
        guard let font else { return [] }
        return LineBreaker.lines(text, maximumWidth, maximumLines, lineBreakMode, segments, { width($0) }) {
            font.width(of: $0)
        }
    }

    /// The width of a part of `text` given in UTF-8 offsets: from the run widths when its ends are
    /// glyph boundaries and it holds a letter (so its script is its line's), else measured.
    private func width(_ range: Range<Int>) -> Double {
        if hasRunWidths {
            let begin = entries[range.lowerBound]
            let end = entries[range.upperBound]
            if begin.before != RunWidthEntry.inside && end.before != RunWidthEntry.inside
                && end.letters > begin.letters
            {
                return Double(Int(end.before) - Int(begin.after)) * pointsPerUnit
            }
        }
        return font!.width(of: text[LineBreaker.indices(text, range)])
    }
}
