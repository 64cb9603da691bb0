// SPDX-License-Identifier: MIT

/// The run widths and segments of ASCII prose in one loop
/// (``FontFace/proseRuns(ofASCII:into:segments:pointsPerUnit:)``): ``ASCIIPlan`` sums each line,
/// and the same lookup that gives a pair's kerning says whether a line may break between the
/// two, so the break opportunities are noted as the sums are made. The segments between them are
/// then cut and measured from the run widths.
struct ProseScan {
    let text: UnsafeBufferPointer<UInt8>
    let widths: RunWidths
    let pointsPerUnit: Double

    /// The mark of a mandatory break among the noted offsets (an offset is at most
    /// ``ShapingState/maximumKeptGlyphs``, which is below it).
    private static let mandatoryMark: UInt16 = 0x8000

    /// Runs the loop with the characters and pairs of `ascii`, noting break opportunities in
    /// `notes` (room for one per byte), `learn` giving the kerning of a pair met for the first
    /// time (nil when the pair consumes its second glyph).
    ///
    /// - Returns: Whether the text holds a line break, and whether a segment is left unmeasured
    ///   (one without a letter, whose script is not known to be its line's); nil, having appended
    ///   nothing, when it
    ///   needs the general passes (a character whose break class ``ASCIILineBreaks`` does not
    ///   cover, a line without a letter, a ligature, a missing glyph, a consumed pair).
    func run(_ ascii: ASCIIPlan, notes: UnsafeMutablePointer<UInt16>, into segments: inout [LineSegment],
             learn: (Int, Int) -> Int32?) -> (containsLineBreak: Bool, leftUnmeasured: Bool)?
    {
        let count = text.count
        var sum: Int32 = 0, letters: Int32 = 0
        var lineStart = 0
        var containsLineBreak = false
        var noted = 0
        while true {
            let lettersBefore = letters
            let line = ascii.sumLine(text, from: lineStart, &sum, &letters,
                                     stop: ASCIIPlan.startsLigatureBit | ASCIIPlan.uncoveredBit, learn: learn) {
                widths.record($0, $1)
            } noteBreak: {
                notes[noted] = UInt16(truncatingIfNeeded: $0)
                noted &+= 1
            }
            guard case .ended(let lineEnd) = line, letters > lettersBefore || lineEnd == lineStart else { return nil }
            widths.record(lineEnd, RunWidthEntry(before: sum, after: sum, letters: letters))
            // A line must break after a line feed, and the text ends the last segment: each takes
            // the room of the byte before it, which notes nothing.
            notes[noted] = UInt16(truncatingIfNeeded: min(lineEnd + 1, count)) | Self.mandatoryMark
            noted &+= 1
            if lineEnd >= count - 1 { break }
            containsLineBreak = true
            lineStart = lineEnd + 1
        }
        segments.reserveCapacity(segments.count + noted)
        var start = 0
        var leftUnmeasured = false
        for note in UnsafeBufferPointer(start: notes, count: noted) {
            let end = Int(note & ~Self.mandatoryMark)
            var segment = ASCIILineBreaks.segment(of: text, from: start, to: end,
                                                  isMandatory: note & Self.mandatoryMark != 0)
            segment.measure(widths, pointsPerUnit)
            leftUnmeasured = leftUnmeasured || segment.contentWidth.isNaN
            segments.append(segment)
            start = end
        }
        return (containsLineBreak || text[count - 1] == 0x0A, leftUnmeasured)
    }
}
