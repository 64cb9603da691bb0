// SPDX-License-Identifier: MIT

/// What a text holds before one of its UTF-8 offsets, for widths of its runs in O(1): a run
/// from offset `a` to offset `b` measures `points(end.before - start.after)` font units, where
/// `start` and `end` are the entries at `a` and `b`.
///
/// Why that is exact: a run's width is its glyphs' advances plus the kerning of each pair inside
/// it. `before` sums, over the glyphs before the offset, each glyph's advance and the kerning of
/// the pair it ends; `after` adds the kerning of the pair the glyph at the offset ends, which a
/// run starting there does not hold.
struct RunWidthEntry: Sendable {
    /// Sum of advances and kerning before the offset, in font units.
    var before: Int32
    /// `before` plus the kerning between the glyph before the offset and the one at it.
    var after: Int32
    /// How many ASCII letters come before the offset (a run with one has the Latin script).
    var letters: Int32
    /// The ``RunWidths/stamp`` of the text it was written for; 0, which no text has, for none.
    var stamp: UInt32 = 0
}

/// The run widths of one text, in storage that its preparation keeps from text to text: an entry
/// counts only when written under the text's `stamp`. So a new text needs no clearing, and the
/// offsets the sums pass over (inside a ligature, or a word summed whole), where no run can start
/// or end in O(1), read as unknown without being written.
struct RunWidths {
    let entries: UnsafeMutablePointer<RunWidthEntry>
    /// Not 0.
    let stamp: UInt32

    /// Writes `entry` at `offset`, for this text.
    @inline(__always)
    func record(_ offset: Int, _ entry: RunWidthEntry) {
        var entry = entry
        entry.stamp = stamp
        entries[offset] = entry
    }

    /// The entry at `offset`, when one was written for this text.
    @inline(__always)
    subscript(offset: Int) -> RunWidthEntry? {
        let entry = entries[offset]
        return entry.stamp == stamp ? entry : nil
    }

    /// The width of the run `range` in font units, when the entries give it exactly: both ends
    /// written and a letter inside (so its script is its line's).
    @inline(__always)
    func units(_ range: Range<Int>) -> Int? {
        guard let start = self[range.lowerBound], let end = self[range.upperBound], end.letters > start.letters
        else { return nil }
        return Int(end.before) - Int(start.after)
    }
}

extension LineSegment {
    /// Sets the widths that the run widths `widths` (in units of `pointsPerUnit` points) give
    /// exactly: its content's, when the content holds a letter (so its script is its line's) and
    /// starts and ends at glyphs; what hangs after it when that is one space or line feed, one
    /// glyph (or none) whose width is its advance in any script.
    @inline(__always)
    mutating func measure(_ widths: RunWidths, _ pointsPerUnit: Double) {
        guard let start = widths[self.start], let contentEnd = widths[self.contentEnd] else { return }
        if self.start == self.contentEnd {
            contentWidth = 0
        } else if contentEnd.letters > start.letters {
            contentWidth = Double(Int(contentEnd.before) - Int(start.after)) * pointsPerUnit
        }
        if self.contentEnd + 1 == end, let end = widths[end] {
            trailingWidth = Double(Int(end.before) - Int(contentEnd.after)) * pointsPerUnit
        }
    }
}
