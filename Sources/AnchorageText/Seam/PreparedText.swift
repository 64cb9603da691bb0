// SPDX-License-Identifier: MIT

// What Anchorage uses from this module and users do not see: a label's text prepared once in its
// font, then fitted at each width layout tries, at a cost that follows the number of words.

extension Font {
    /// The identity of the face (the parsed file): two fonts with the same one, size and fallbacks
    /// are equal.
    package var faceIdentity: ObjectIdentifier { ObjectIdentifier(face) }
}

/// A text prepared in a font for line fitting at any width: its segments (break opportunity to
/// break opportunity) are found and measured once, and when the text is ASCII the font covers,
/// the width of any part of it comes from prefix sums in O(1) instead of being measured. Fitting
/// gives exactly what ``LineBreaker`` gives with `font.width(of:)` as the measure. A class: one
/// preparation is refilled in place as a label's text changes.
package final class PreparedText {
    // A preparation belongs to one label, used from one thread at a time: its state goes
    // without the runtime's exclusivity checks.

    /// The text prepared.
    @exclusivity(unchecked) package private(set) var text = ""
    /// The font it is prepared in; `nil` before ``prepare(_:font:)``.
    @exclusivity(unchecked) package private(set) var font: Font?
    /// The font's points per font unit.
    @exclusivity(unchecked) private var pointsPerUnit = 0.0
    /// The segments of ``LineBreakMode/byWordWrapping``, each with its content's width.
    @exclusivity(unchecked) private(set) var segments: [LineSegment] = []
    /// Whether a line break is among the segments.
    @exclusivity(unchecked) private var containsLineBreak = false
    /// Where the content ends, before the white space that hangs at the end of the text.
    @exclusivity(unchecked) private var contentEnd = 0
    /// Run widths by UTF-8 offset (`text.utf8.count + 1` of them are the text's), when
    /// `hasRunWidths`: those written under `stamp`, which each preparation changes, so the storage
    /// goes from text to text without being cleared.
    @exclusivity(unchecked) private var entries: [RunWidthEntry] = []
    /// Not private: a test sets it to reach the wrap-around.
    @exclusivity(unchecked) var stamp: UInt32 = 0
    @exclusivity(unchecked) private(set) var hasRunWidths = false
    /// Whether the run widths and segments came from one pass over prose.
    @exclusivity(unchecked) private(set) var isProse = false
    /// ``ASCIILineBreaks/steps``, held rather than read from the global at each preparation.
    private let breaks = ASCIILineBreaks.steps

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
        segments.removeAll(keepingCapacity: true)
        (hasRunWidths, isProse) = (false, false)
        var leftUnmeasured = true
        nextStamp()
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            // Run widths only for what the face measures in its kept scratch: a longer text is
            // measured segment by segment rather than holding sixteen bytes per byte.
            let count = bytes.count + 1
            guard bytes.count <= ShapingState.maximumKeptGlyphs else { return segmentASCII(bytes) }
            if entries.count < count {
                entries = Array(repeating: RunWidthEntry(before: 0, after: 0, letters: 0), count: count)
            }
            return entries.withUnsafeMutableBufferPointer { entries in
                let widths = RunWidths(entries: entries.baseAddress!, stamp: stamp)
                // Prose in one pass; anything else in two.
                if let found = font.face.proseRuns(ofASCII: bytes, into: widths, segments: &segments,
                                                   pointsPerUnit: pointsPerUnit)
                {
                    (hasRunWidths, isProse, containsLineBreak) = (true, true, found.containsLineBreak)
                    leftUnmeasured = found.leftUnmeasured
                    return true
                }
                hasRunWidths = font.face.runWidths(ofASCII: bytes, into: widths)
                return segmentASCII(bytes, measuredWith: hasRunWidths ? widths : nil)
            }
        }
        if isASCII != true {
            // Found as the line breaker finds them (the run widths, when made, still serve).
            containsLineBreak = LineFitting.containsLineBreak(text[...])
            var iterator = LineSegments(text[...], byCluster: false)
            while let segment = iterator.next() { segments.append(segment) }
        }
        contentEnd = segments.last { $0.contentEnd > $0.start }?.contentEnd ?? 0
        // What the run widths did not give is measured once here rather than at each width.
        guard leftUnmeasured else { return }
        withWidths { widths in
            segments.withUnsafeMutableBufferPointer { list in
                for index in list.indices where list[index].contentWidth.isNaN {
                    list[index].contentWidth = widths.width(list[index].start..<list[index].contentEnd)
                }
            }
        }
    }

    /// Finds the segments of ASCII text from the table of its break classes, measured with the
    /// run widths `widths` when given; false when a byte's class is not covered.
    private func segmentASCII(_ bytes: UnsafeBufferPointer<UInt8>,
                              measuredWith widths: RunWidths? = nil) -> Bool
    {
        let pointsPerUnit = pointsPerUnit
        let found = breaks.withUnsafeBufferPointer { breaks in
            ASCIILineBreaks.segments(of: bytes, into: &segments, steps: breaks) { segment in
                if let widths { segment.measure(widths, pointsPerUnit) }
            }
        }
        guard let found else { return false }
        containsLineBreak = found
        return true
    }

    /// The widest line and the number of lines, as
    /// ``LineBreaker/size(of:maximumWidth:maximumLines:lineBreakMode:measure:)`` gives them.
    ///
    /// - Complexity: O(number of segments) for word wrapping when the text fits its lines whole.
    package func size(maximumWidth: Double?, maximumLines: Int, lineBreakMode: LineBreakMode)
        -> (width: Double, lineCount: Int)
    {
        guard font != nil else { return (0, 0) }
        return withWidths { widths in
            if maximumWidth == nil && !containsLineBreak && !text.isEmpty {
                // Unwrapped, a text without line breaks is one line, as wide as its content up to
                // the white space that hangs at its end (what the line breaker finds, without
                // fitting).
                return (widths.width(0..<contentEnd), 1)
            }
            return segments.withUnsafeBufferPointer { list in
                LineBreaker.size(text, maximumWidth, maximumLines, lineBreakMode,
                                 PreparedSegments(list, contentEnd: contentEnd), containsLineBreak, widths)
            }
        }
    }

    /// The lines, as ``LineBreaker/lines(of:maximumWidth:maximumLines:lineBreakMode:measure:)``
    /// gives them.
    ///
    /// - Complexity: As ``size(maximumWidth:maximumLines:lineBreakMode:)``, and allocates the
    ///   lines.
    package func lines(maximumWidth: Double?, maximumLines: Int, lineBreakMode: LineBreakMode) -> [TextLine] {
        guard font != nil else { return [] }
        return withWidths { widths in
            segments.withUnsafeBufferPointer { list in
                LineBreaker.lines(text, maximumWidth, maximumLines, lineBreakMode,
                                  PreparedSegments(list, contentEnd: contentEnd), containsLineBreak, widths)
            }
        }
    }

    /// Moves to the stamp of a new text: one no entry has, clearing the entries when the stamps
    /// wrap around (once in four billion preparations).
    private func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            entries.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices { entries[index].stamp = 0 }
            }
            stamp = 1
        }
    }

    /// Gives `body` the widths of parts of the text, valid while it runs.
    private func withWidths<Result>(_ body: (PreparedWidths) -> Result) -> Result {
        entries.withUnsafeBufferPointer { entries in
            // Read only.
            let runs = hasRunWidths ? RunWidths(entries: UnsafeMutablePointer(mutating: entries.baseAddress!), stamp: stamp) : nil
            return body(PreparedWidths(runs: runs, pointsPerUnit: pointsPerUnit, prepared: Unmanaged.passUnretained(self)))
        }
    }

    /// The width of a part of the text that the run widths do not give.
    fileprivate func measured(_ range: Range<Int>) -> Double {
        font!.width(of: text[LineBreaker.indices(text, range)])
    }
}

/// The widths of a prepared text while it is fitted: of a part given in UTF-8 offsets, from the
/// run widths when they hold it exactly (its ends are glyph boundaries and it holds a letter, so
/// its script is its line's), else measured; of other text, measured in the font. It holds the
/// preparation without a reference count (it lives within ``PreparedText``'s own calls).
private struct PreparedWidths: TextMeasure {
    /// The run widths, when the text has them.
    let runs: RunWidths?
    let pointsPerUnit: Double
    let prepared: Unmanaged<PreparedText>

    func width(_ range: Range<Int>) -> Double {
        if range.isEmpty { return 0 }
        if let units = runs?.units(range) { return Double(units) * pointsPerUnit }
        return prepared._withUnsafeGuaranteedRef { $0.measured(range) }
    }

    func width(of run: Substring) -> Double {
        prepared._withUnsafeGuaranteedRef { $0.font!.width(of: run) }
    }
}
