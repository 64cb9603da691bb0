// SPDX-License-Identifier: MIT

@testable import AnchorageText
import Testing

/// A font file is untrusted input: each malformed case throws a `FontError` naming the table and
/// what was wrong (descriptions checked exactly), and no bytes crash, hang or measure as NaN.
@Suite struct MalformedFontTests {
    let kerned: [UInt8]

    init() throws { kerned = try TestFonts.bytes("Kerned.ttf") }

    private func open(_ bytes: [UInt8]) throws(FontError) -> Font { try Font(data: bytes, size: 10) }

    private func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

    @Test func theUnmodifiedFontOpens() throws {
        #expect(try open(kerned).width(of: "AV") == 11)
    }

    @Test func unitsPerEmZero() {
        let file = TestFonts.patched(kerned, table: "head", at: 18, [0, 0])
        #expect(throws: FontError.invalidValue(table: "head", field: "unitsPerEm", value: 0)) { try open(file) }
        #expect(FontError.invalidValue(table: "head", field: "unitsPerEm", value: 0).description
            == "'head' table: unitsPerEm 0 is invalid")
    }

    @Test func missingRequiredTables() {
        for tag in ["cmap", "hhea", "hmtx", "head", "maxp"] {
            var file = kerned
            let at = TestFonts.record(of: tag, in: file)!
            file[at + 3] = UInt8(ascii: "_")
            #expect(throws: FontError.missingTable(tag)) { try open(file) }
        }
        #expect(FontError.missingTable("cmap").description == "required table 'cmap' is missing")
    }

    @Test func truncatedTables() {
        // hmtx: 22 advance records need 88 bytes.
        let count = u16(kerned, TestFonts.table("hhea", in: kerned).offset + 34)
        #expect(count == 22)
        #expect(throws: FontError.truncated(table: "hmtx", offset: 0, needed: 88, length: 10)) {
            try open(TestFonts.withLength(kerned, table: "hmtx", 10))
        }
        // hhea cut before numberOfHMetrics.
        #expect(throws: FontError.truncated(table: "hhea", offset: 34, needed: 2, length: 30)) {
            try open(TestFonts.withLength(kerned, table: "hhea", 30))
        }
        #expect(throws: FontError.truncated(table: "OS/2", offset: 62, needed: 2, length: 40)) {
            try open(TestFonts.withLength(kerned, table: "OS/2", 40))
        }
        #expect(FontError.truncated(table: "OS/2", offset: 62, needed: 2, length: 40).description
            == "'OS/2' table is truncated: needs 2 bytes at offset 62, has 40")
    }

    @Test func everyPrefixOfAFontThrowsOrOpens() {
        // Cut anywhere, the file must be refused with a FontError, never crash.
        for length in stride(from: 0, to: kerned.count, by: 5) {
            #expect(throws: FontError.self) { try open(Array(kerned.prefix(length))) }
        }
    }

    @Test func countsThatPromiseMoreThanTheTableHolds() {
        // numberOfHMetrics above the glyph count.
        let hhea = TestFonts.patched(kerned, table: "hhea", at: 34, [0xFF, 0xFF])
        #expect(throws: FontError.invalidValue(table: "hhea", field: "numberOfHMetrics", value: 65_535)) { try open(hhea) }
        // A name table claiming 65,535 records.
        let name = TestFonts.patched(kerned, table: "name", at: 2, [0xFF, 0xFF])
        let nameLength = TestFonts.table("name", in: kerned).length
        #expect(throws: FontError.truncated(table: "name", offset: 6, needed: 65_535 * 12, length: nameLength)) {
            try open(name)
        }
    }

    @Test func overlappingAndOutOfFileTables() {
        var file = kerned
        let hhea = TestFonts.record(of: "hhea", in: file)!
        let head = TestFonts.record(of: "head", in: file)!
        file.replaceSubrange(hhea + 8..<hhea + 12, with: file[head + 8..<head + 12])
        #expect(throws: FontError.overlappingTables("head", "hhea")) { try open(file) }
        let past = TestFonts.withLength(kerned, table: "name", 1 << 20)
        let nameOffset = TestFonts.table("name", in: kerned).offset
        #expect(throws: FontError.truncated(table: "name", offset: 0, needed: 1 << 20, length: kerned.count - nameOffset)) {
            try open(past)
        }
    }

    /// The offset in the file of the format 4 subtable Kerned.ttf's cmap uses.
    private var segments: Int {
        let cmap = TestFonts.table("cmap", in: kerned).offset
        return cmap + (Int(kerned[cmap + 8]) << 24 | Int(kerned[cmap + 9]) << 16 | u16(kerned, cmap + 10))
    }

    @Test func aCmapSegmentListThatLies() {
        let cmap = TestFonts.table("cmap", in: kerned)
        let at = segments
        #expect(u16(kerned, at) == 4)
        let segmentCount = u16(kerned, at + 6) / 2
        // An odd segCountX2.
        var odd = kerned
        odd[at + 7] |= 1
        #expect(throws: FontError.invalidValue(table: "cmap", field: "segCountX2", value: 2 * segmentCount + 1)) {
            try open(odd)
        }
        // A segment count larger than the table.
        var huge = kerned
        huge.replaceSubrange(at + 6..<at + 8, with: [0xFF, 0xFE])
        let available = cmap.length - (at - cmap.offset)
        #expect(throws: FontError.truncated(table: "cmap", offset: 14, needed: 8 * 32_767 + 2, length: available)) {
            try open(huge)
        }
        // End codes out of order: segment 1 ends before segment 0.
        var unsorted = kerned
        unsorted.replaceSubrange(at + 16..<at + 18, with: [0, 1])
        #expect(throws: FontError.invalidValue(table: "cmap", field: "endCode[1]", value: 1)) { try open(unsorted) }
        // A start code above its end code.
        var inverted = kerned
        let start0 = at + 16 + 2 * segmentCount
        inverted.replaceSubrange(start0..<start0 + 2, with: [0xFF, 0xF0])
        #expect(throws: FontError.self) { try open(inverted) }
        // An idRangeOffset pointing past the table.
        var ranged = kerned
        let range0 = at + 16 + 6 * segmentCount
        ranged.replaceSubrange(range0..<range0 + 2, with: [0x7F, 0xF0])
        #expect(throws: FontError.self) { try open(ranged) }
        #expect(FontError.badOffset(table: "cmap", field: "idRangeOffset[0]", offset: 32_800, limit: 200).description
            == "'cmap' table: idRangeOffset[0] 32800 points outside its 200 bytes")
    }

    @Test func cmapSubtableOffsetsPastTheTable() {
        let cmap = TestFonts.table("cmap", in: kerned)
        var file = kerned
        file.replaceSubrange(cmap.offset + 8..<cmap.offset + 12, with: be32(0x00FF_FFFF))
        #expect(throws: FontError.badOffset(table: "cmap", field: "offset of subtable 0", offset: 0xFF_FFFF,
                                            limit: cmap.length)) { try open(file) }
    }

    /// The offset in the file of lookup `index` of the layout table `tag`.
    private func lookup(_ index: Int, in tag: String, of file: [UInt8]) -> Int {
        let table = TestFonts.table(tag, in: file).offset
        let list = table + u16(file, table + 8)
        return list + u16(file, list + 2 + 2 * index)
    }

    @Test func absurdLookupCounts() {
        let gpos = TestFonts.table("GPOS", in: kerned).offset
        let list = gpos + u16(kerned, gpos + 8)
        var file = kerned
        file.replaceSubrange(list..<list + 2, with: [0xFF, 0xFF])
        #expect(throws: FontError.badLookup(table: "GPOS", lookup: 65_535, reason: "the lookup list claims 65535 lookups")) {
            try open(file)
        }
        #expect(FontError.badLookup(table: "GPOS", lookup: 65_535, reason: "the lookup list claims 65535 lookups")
            .description == "'GPOS' table lookup 65535: the lookup list claims 65535 lookups")
        // A subtable count past the lookup's bytes.
        var subtables = kerned
        let first = lookup(0, in: "GPOS", of: kerned)
        subtables.replaceSubrange(first + 4..<first + 6, with: [0x7F, 0xFF])
        #expect(throws: FontError.self) { try open(subtables) }
    }

    @Test func anExtensionThatWrapsAnExtension() {
        // GPOS lookup 1 is an extension (type 9) around pair adjustments; make its first
        // subtable claim to wrap type 9 again.
        let at = lookup(1, in: "GPOS", of: kerned)
        #expect(u16(kerned, at) == 9)
        let subtable = at + u16(kerned, at + 6)
        var file = kerned
        file.replaceSubrange(subtable + 2..<subtable + 4, with: [0, 9])
        #expect(throws: FontError.badLookup(table: "GPOS", lookup: 1, reason: "an extension subtable wraps another extension")) {
            try open(file)
        }
        // And GSUB's extension (lookup 0, type 7) the same way.
        let gsub = lookup(0, in: "GSUB", of: kerned)
        #expect(u16(kerned, gsub) == 7)
        let wrapped = gsub + u16(kerned, gsub + 6)
        var loop = kerned
        loop.replaceSubrange(wrapped + 2..<wrapped + 4, with: [0, 7])
        #expect(throws: FontError.badLookup(table: "GSUB", lookup: 0, reason: "an extension subtable wraps another extension")) {
            try open(loop)
        }
        // An extension offset past the table.
        var far = kerned
        far.replaceSubrange(wrapped + 4..<wrapped + 8, with: be32(0x0FFF_FFFF))
        #expect(throws: FontError.self) { try open(far) }
    }

    @Test func classPairCountsPastTheSubtable() {
        // GPOS lookup 1's first subtable wraps a pair adjustment of format 2; claim 65,535 classes.
        let at = lookup(1, in: "GPOS", of: kerned)
        let ext = at + u16(kerned, at + 6)
        let pair = ext + (Int(kerned[ext + 4]) << 24 | Int(kerned[ext + 5]) << 16 | u16(kerned, ext + 6))
        #expect(u16(kerned, pair) == 2)
        var file = kerned
        file.replaceSubrange(pair + 12..<pair + 14, with: [0xFF, 0xFF])
        #expect(throws: FontError.self) { try open(file) }
        var format = kerned
        format.replaceSubrange(pair..<pair + 2, with: [0, 3])
        #expect(throws: FontError.invalidValue(table: "GPOS", field: "pair adjustment format", value: 3)) { try open(format) }
    }

    @Test func aLigatureWithoutComponents() {
        // GSUB lookup 1 (f i → fi, f l → fl): its first ligature's componentCount set to 0.
        let at = lookup(1, in: "GSUB", of: kerned)
        let subtable = at + u16(kerned, at + 6)
        let set = subtable + u16(kerned, subtable + 6)
        let ligature = set + u16(kerned, set + 2)
        var file = kerned
        file.replaceSubrange(ligature + 2..<ligature + 4, with: [0, 0])
        #expect(throws: FontError.invalidValue(table: "GSUB", field: "ligature componentCount", value: 0)) {
            try open(file)
        }
    }

    @Test func randomCorruptionNeverCrashes() {
        // Seeded: 600 copies of each test font with 1 to 8 random bytes changed; each opens or
        // throws, and what opens measures a finite width.
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var opened = 0
        for name in ["Kerned.ttf", "CJK.ttf", "Mono.otf", "Legacy.ttf", "Collection.ttc"] {
            guard let original = try? TestFonts.bytes(name) else { continue }
            for _ in 0..<600 {
                var file = original
                for _ in 0...(next() % 8) { file[next() % file.count] = UInt8(truncatingIfNeeded: next()) }
                guard let font = try? Font(data: file, size: 12) else { continue }
                opened += 1
                let width = font.width(of: "AVATo office 7. \u{391}V 中文 \u{20000}")
                #expect(width.isFinite)
            }
        }
        #expect(opened > 0)
    }
}
