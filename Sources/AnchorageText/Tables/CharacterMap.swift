// SPDX-License-Identifier: MIT

/// cmap: from Unicode scalar values to glyph ids, through one subtable of format 4 (segments of
/// the Basic Multilingual Plane) or 12 (groups over all planes).
///
/// The subtable is chosen as shapers do: a full-repertoire format 12 (Windows 3/10, Unicode 0/6
/// or 0/4), else a BMP format 4 (Windows 3/1, Unicode 0/3 to 0/0). Format 14 (variation
/// sequences) and every other format are skipped: a variation selector is measured as nothing
/// instead (see `Shaper`). The chosen subtable is checked whole when the face opens (sorted,
/// non-overlapping segments or groups, every glyph-array reference inside the table), so a
/// lookup is a binary search with no failure path; a glyph id past the font's glyph count maps to
/// 0, `.notdef`.
struct CharacterMap: Sendable {
    private enum Subtable: Sendable {
        case segments(TableData, segmentCount: Int)
        case groups(TableData, groupCount: Int)
    }

    private let subtable: Subtable
    private let glyphCount: Int

    init(_ cmap: TableData, glyphCount: Int) throws(FontError) {
        self.glyphCount = glyphCount
        let count = try cmap.recordCount(at: 2, stride: 8)
        // (rank, format, offset) of the best subtable seen; lower rank wins.
        var chosen: (rank: Int, offset: Int)?
        for record in 0..<count {
            let at = 4 + 8 * record
            let platform = cmap.unchecked16(at)
            let encoding = cmap.unchecked16(at + 2)
            let offset = Int(cmap.unchecked32(at + 4))
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, 6): rank = 1
            case (0, 4): rank = 2
            case (3, 1): rank = 3
            case (0, 3): rank = 4
            case (0, 2), (0, 1), (0, 0): rank = 5
            default: continue
            }
            let format = try cmap.subtable(at: offset, field: "offset of subtable \(record)").uint16(0)
            guard format == 4 || format == 12 else { continue }
            if let current = chosen, current.rank <= rank { continue }
            chosen = (rank, offset)
        }
        guard let chosen else { throw .missingTable("cmap (a Unicode subtable of format 4 or 12)") }
        let data = try cmap.subtable(at: chosen.offset, field: "subtable offset")
        if try data.uint16(0) == 4 {
            subtable = try Self.checkedSegments(data)
        } else {
            subtable = try Self.checkedGroups(data)
        }
    }

    /// The glyph of `scalar`, or 0 (`.notdef`) when the font has none.
    func glyph(for scalar: UInt32) -> Int {
        let glyph: Int
        switch subtable {
        case let .segments(data, count): glyph = Self.segmentGlyph(data, count: count, scalar: scalar)
        case let .groups(data, count): glyph = Self.groupGlyph(data, count: count, scalar: scalar)
        }
        return glyph < glyphCount ? glyph : 0
    }

    // MARK: format 4

    /// The end codes start at 14, the start codes at 16 + 2n, the deltas at 16 + 4n, the range
    /// offsets at 16 + 6n, the glyph array after them.
    private static func checkedSegments(_ data: TableData) throws(FontError) -> Subtable {
        let doubled = try data.int(6)
        guard doubled > 0, doubled % 2 == 0 else {
            throw .invalidValue(table: "cmap", field: "segCountX2", value: doubled)
        }
        let count = doubled / 2
        try data.check(14, 8 * count + 2)
        var previousEnd = -1
        for segment in 0..<count {
            let end = Int(data.unchecked16(14 + 2 * segment))
            let start = Int(data.unchecked16(16 + doubled + 2 * segment))
            guard end > previousEnd else { throw .invalidValue(table: "cmap", field: "endCode[\(segment)]", value: end) }
            guard start <= end else { throw .invalidValue(table: "cmap", field: "startCode[\(segment)]", value: start) }
            previousEnd = end
            let rangeAt = 16 + 3 * doubled + 2 * segment
            let rangeOffset = Int(data.unchecked16(rangeAt))
            // The final 0xFFFF segment is a sentinel some fonts leave pointing anywhere.
            guard rangeOffset != 0, start != 0xFFFF else { continue }
            let last = rangeAt + rangeOffset + 2 * (end - start)
            guard data.contains(last, 2) else {
                throw .badOffset(table: "cmap", field: "idRangeOffset[\(segment)]", offset: last, limit: data.count)
            }
        }
        return .segments(data, segmentCount: count)
    }

    private static func segmentGlyph(_ data: TableData, count: Int, scalar: UInt32) -> Int {
        guard scalar <= 0xFFFF else { return 0 }
        let code = Int(scalar)
        let doubled = 2 * count
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if Int(data.unchecked16(14 + 2 * middle)) < code { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return 0 }
        let start = Int(data.unchecked16(16 + doubled + 2 * low))
        guard code >= start else { return 0 }
        let delta = Int(data.unchecked16(16 + 2 * doubled + 2 * low))
        let rangeAt = 16 + 3 * doubled + 2 * low
        let rangeOffset = Int(data.unchecked16(rangeAt))
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        let at = rangeAt + rangeOffset + 2 * (code - start)
        guard data.contains(at, 2) else { return 0 }
        let glyph = Int(data.unchecked16(at))
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
    }

    // MARK: format 12

    /// Groups of 12 bytes from offset 16: first and last scalar, first glyph.
    private static func checkedGroups(_ data: TableData) throws(FontError) -> Subtable {
        let count = Int(try data.uint32(12))
        try data.check(16, 12 * count)
        var previousEnd: Int64 = -1
        for group in 0..<count {
            let at = 16 + 12 * group
            let start = Int64(data.unchecked32(at))
            let end = Int64(data.unchecked32(at + 4))
            guard start > previousEnd else {
                throw .invalidValue(table: "cmap", field: "startCharCode[\(group)]", value: Int(start))
            }
            guard end >= start else { throw .invalidValue(table: "cmap", field: "endCharCode[\(group)]", value: Int(end)) }
            previousEnd = end
        }
        return .groups(data, groupCount: count)
    }

    private static func groupGlyph(_ data: TableData, count: Int, scalar: UInt32) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if data.unchecked32(16 + 12 * middle + 4) < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < count else { return 0 }
        let at = 16 + 12 * low
        let start = data.unchecked32(at)
        guard scalar >= start else { return 0 }
        let glyph = Int64(data.unchecked32(at + 8)) + Int64(scalar - start)
        return glyph <= Int64(Int32.max) ? Int(glyph) : 0
    }
}
