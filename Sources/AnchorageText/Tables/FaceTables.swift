// SPDX-License-Identifier: MIT

// Tables: what the font's tables say, read once and checked as they are read. It owns the
// metrics tables (head, hhea, maxp, hmtx, OS/2, post), the names (name), the character map
// (cmap formats 4 and 12; format 14 and the others are skipped), the legacy kern table (format 0)
// and the OpenType layout tables' parts this module applies: GPOS pair adjustment (lookup type
// 2, formats 1 and 2, through extension lookups, type 9) and GSUB ligatures (lookup type 4,
// through extension lookups, type 7), chosen through the script, feature and lookup lists.
// CFF outlines are accepted ('OTTO'); their advances come from hmtx like TrueType's.

/// The fixed facts of one face, in font units, read when the face is opened.
struct FaceTables: Sendable {
    let unitsPerEm: Int
    let numberOfGlyphs: Int
    /// The line metrics `Font` reports: hhea's, or OS/2's typo values when its
    /// USE_TYPO_METRICS bit (fsSelection bit 7) is set.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// OS/2's sCapHeight and sxHeight (version 2 and later), else nil.
    let capHeight: Int?
    let xHeight: Int?
    /// OS/2's usWeightClass (400 without OS/2).
    let weightClass: Int
    /// OS/2's fsSelection ITALIC bit, or head's macStyle italic bit without OS/2.
    let isItalic: Bool
    /// post's isFixedPitch (false without post).
    let isFixedPitch: Bool
    /// head's indexToLocFormat: 0 for 16-bit loca offsets, 1 for 32-bit ones.
    let indexToLocFormat: Int
    let horizontalMetrics: HorizontalMetrics

    init(_ directory: FaceDirectory) throws(FontError) {
        let head = try directory.requiredTable(Tag("head"))
        unitsPerEm = try head.int(18)
        guard unitsPerEm > 0 else { throw .invalidValue(table: "head", field: "unitsPerEm", value: 0) }
        let macStyle = try head.uint16(44)
        indexToLocFormat = Int(try head.int16(50))

        let maxp = try directory.requiredTable(Tag("maxp"))
        numberOfGlyphs = try maxp.int(4)
        guard numberOfGlyphs > 0 else { throw .invalidValue(table: "maxp", field: "numGlyphs", value: 0) }

        let hhea = try directory.requiredTable(Tag("hhea"))
        let hheaAscender = Int(try hhea.int16(4))
        let hheaDescender = Int(try hhea.int16(6))
        let hheaLineGap = Int(try hhea.int16(8))
        let metricCount = try hhea.int(34)
        guard metricCount > 0, metricCount <= numberOfGlyphs else {
            throw .invalidValue(table: "hhea", field: "numberOfHMetrics", value: metricCount)
        }
        horizontalMetrics = try HorizontalMetrics(directory.requiredTable(Tag("hmtx")), count: metricCount,
                                                  glyphs: numberOfGlyphs)

        if let os2 = directory.table(Tag("OS/2")) {
            let version = try os2.int(0)
            weightClass = try os2.int(4)
            let selection = try os2.uint16(62)
            isItalic = selection & 1 != 0
            // fsSelection bit 7, USE_TYPO_METRICS: the typo values are the line metrics.
            if selection & 0x80 != 0 {
                ascender = Int(try os2.int16(68))
                descender = Int(try os2.int16(70))
                lineGap = Int(try os2.int16(72))
            } else {
                ascender = hheaAscender
                descender = hheaDescender
                lineGap = hheaLineGap
            }
            try os2.check(0, 78)
            if version >= 2 {
                xHeight = Int(try os2.int16(86))
                capHeight = Int(try os2.int16(88))
            } else {
                xHeight = nil
                capHeight = nil
            }
        } else {
            weightClass = 400
            isItalic = macStyle & 2 != 0
            ascender = hheaAscender
            descender = hheaDescender
            lineGap = hheaLineGap
            capHeight = nil
            xHeight = nil
        }

        if let post = directory.table(Tag("post")) {
            isFixedPitch = try post.uint32(12) != 0
        } else {
            isFixedPitch = false
        }
    }
}

/// hmtx: each glyph's advance width. Glyphs past the table's last full record share its advance
/// (the monospaced tail the format allows).
struct HorizontalMetrics: Sendable {
    private let table: TableData
    private let count: Int

    init(_ table: TableData, count: Int, glyphs: Int) throws(FontError) {
        // The advance records; the left side bearings after them are not read.
        try table.check(0, 4 * count)
        self.table = table
        self.count = count
    }

    /// The advance of `glyph` in font units.
    @inline(__always)
    func advance(of glyph: Int) -> Int {
        Int(table.unchecked16(4 * min(glyph, count - 1)))
    }
}
