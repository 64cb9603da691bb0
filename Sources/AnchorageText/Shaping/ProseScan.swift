// SPDX-License-Identifier: MIT

/// The run widths and segments of ASCII prose in one shaping plan
/// (``FontFace/proseRuns(ofASCII:into:segments:breaks:pointsPerUnit:)``), in two tight loops over
/// its bytes: one sums each character's advance and the kerning of the pair it ends into the run
/// widths, line by line; the other steps through the break classes' table and notes each break
/// opportunity. The segments between them are then cut and measured from the run widths.
///
/// Most labels hold such text, so each loop keeps to lookups, sums and stores, and what is rare (a
/// line feed, a pair met for the first time) is handled out of its way.
struct ProseScan {
    let text: UnsafeBufferPointer<UInt8>
    let entries: UnsafeMutablePointer<RunWidthEntry>
    /// ``ASCIILineBreaks/steps``.
    let breaks: UnsafeBufferPointer<UInt8>
    let pointsPerUnit: Double

    /// The mark of a mandatory break among the noted offsets (an offset is at most
    /// ``ShapingState/maximumKeptGlyphs``, which is below it).
    private static let mandatoryMark: UInt16 = 0x8000

    /// Runs the pass with the characters and pairs of `ascii`, noting break opportunities in
    /// `notes` (room for one per byte), `learn` giving the kerning of a pair met for the first
    /// time (`ASCIIPlan.unknownPair` when the pair consumes its second glyph).
    ///
    /// - Returns: Whether the text holds a line break; nil, having appended nothing, when it
    ///   needs the general passes (a byte the table does not cover, a line without a letter, a
    ///   ligature, a missing glyph, a consumed pair).
    func run(_ ascii: ASCIIPlan, notes: UnsafeMutablePointer<UInt16>, into segments: inout [LineSegment],
             learn: (Int, Int) -> Int32) -> Bool?
    {
        var sum: Int32 = 0, letters: Int32 = 0
        var lineStart = 0
        var containsLineBreak = false
        while true {
            let lettersBefore = letters
            let line = ascii.sumLine(text, from: lineStart, &sum, &letters, learn: learn) { entries[$0] = $1 }
            guard case .ended(let lineEnd) = line, letters > lettersBefore || lineEnd == lineStart else { return nil }
            entries[lineEnd] = RunWidthEntry(before: sum, after: sum, letters: letters)
            if lineEnd == text.count { break }
            containsLineBreak = true
            lineStart = lineEnd + 1
        }
        guard let noted = noteBreaks(in: notes) else { return nil }
        segments.reserveCapacity(segments.count + noted)
        var start = 0
        for note in UnsafeBufferPointer(start: notes, count: noted) {
            let end = Int(note & ~Self.mandatoryMark)
            var segment = ASCIILineBreaks.segment(of: text, from: start, to: end,
                                                  isMandatory: note & Self.mandatoryMark != 0)
            segment.measure(entries, pointsPerUnit)
            segments.append(segment)
            start = end
        }
        return containsLineBreak
    }

    /// Notes where the segments end, the end of the text last, and how many; nil at a byte whose
    /// class the table does not cover.
    private func noteBreaks(in notes: UnsafeMutablePointer<UInt16>) -> Int? {
        let bytes = text.baseAddress!, count = text.count
        var state = ASCIILineBreaks.first(bytes[0], breaks)
        var noted = 0
        var index = 1
        while index < count && state != ASCIILineBreaks.uncoveredStep {
            state = ASCIILineBreaks.step(after: state, bytes[index], breaks)
            // A state alone is below both bits; `uncoveredStep` has them.
            if state >= ASCIILineBreaks.allowedBit {
                notes[noted] = UInt16(truncatingIfNeeded: index)
                    | (state & ASCIILineBreaks.mandatoryBit != 0 ? Self.mandatoryMark : 0)
                noted &+= 1
            }
            index &+= 1
        }
        guard state != ASCIILineBreaks.uncoveredStep else { return nil }
        // Breaks are noted after the first byte only, so there is room for the end.
        notes[noted] = UInt16(truncatingIfNeeded: count) | Self.mandatoryMark
        return noted + 1
    }
}
