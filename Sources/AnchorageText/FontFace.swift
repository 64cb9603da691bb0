// SPDX-License-Identifier: MIT

// The face: one font of a file, parsed once and shared by every `Font` made from it (any size,
// any fallback list). Its tables are immutable after opening; its caches (glyph pages, shaping
// plans, kerning pairs) fill lazily under one lock.

/// One face of a font file: its checked tables and the caches measuring fills.
final class FontFace: Sendable {
    let directory: FaceDirectory
    let tables: FaceTables
    let names: NameTable
    let characterMap: CharacterMap
    /// GPOS `kern` lookups by lookup index (type 2 only), checked at opening.
    let pairLookups: [Int: [PairAdjustment]]
    /// GSUB `liga` lookups by lookup index (type 4 only), checked at opening.
    let ligatureLookups: [Int: [LigatureSubstitution]]
    let positioning: LayoutTable?
    let substitution: LayoutTable?
    let legacyKerning: KernTable?
    /// Cap height and x-height in font units: OS/2's, else the top of `H` and `x` in glyf.
    let capHeight: Int
    let xHeight: Int
    /// Every glyph's advance in font units (hmtx read whole at opening: two bytes per glyph).
    let advances: [UInt16]
    /// What measuring fills in; see `ShapingState`.
    let state: Lock<ShapingState>

    /// Reads face `index` of `file`.
    ///
    /// - Complexity: O(n) in the size of the tables read (all but the outlines, which are not
    ///   read, and hmtx, of which only the bounds are checked).
    init(file: [UInt8], index: Int) throws(FontError) {
        directory = try FaceDirectory(file: file, index: index)
        tables = try FaceTables(directory)
        names = try NameTable(directory.table(Tag("name")))
        characterMap = try CharacterMap(directory.requiredTable(Tag("cmap")), glyphCount: tables.numberOfGlyphs)

        let budget = ReadBudget(fileSize: file.count)
        (positioning, pairLookups) = try Self.read(directory.table(Tag("GPOS")), feature: Tag("kern"), type: 2,
                                                   extensionType: 9, budget: budget, as: PairAdjustment.init)
        (substitution, ligatureLookups) = try Self.read(directory.table(Tag("GSUB")), feature: Tag("liga"), type: 4,
                                                        extensionType: 7, budget: budget, as: LigatureSubstitution.init)
        legacyKerning = try directory.table(Tag("kern")).map { table throws(FontError) in try KernTable(table) }

        let outlines = OutlineBounds(directory: directory, tables: tables)
        let map = characterMap
        capHeight = tables.capHeight ?? outlines?.top(of: map.glyph(for: 0x48)) ?? 0
        xHeight = tables.xHeight ?? outlines?.top(of: map.glyph(for: 0x78)) ?? 0
        let metrics = tables.horizontalMetrics
        advances = (0..<tables.numberOfGlyphs).map { UInt16(metrics.advance(of: $0)) }
        state = Lock(ShapingState())
    }

    /// Reads a layout table for `feature` and checks its lookups of `type`, each subtable read
    /// once however many lookups share it.
    private static func read<Subtable>(
        _ table: TableData?, feature: Tag, type: Int, extensionType: Int, budget: ReadBudget,
        as make: (TableData, ReadBudget) throws(FontError) -> Subtable
    ) throws(FontError) -> (LayoutTable?, [Int: [Subtable]]) {
        guard let table else { return (nil, [:]) }
        let layout = try LayoutTable(table, extensionType: extensionType, feature: feature, budget: budget)
        var lookups: [Int: [Subtable]] = [:]
        var read: [Int: Subtable] = [:]
        for index in layout.allLookupIndices {
            let lookup = try layout.lookup(index, budget: budget)
            guard lookup.type == type else { continue }
            var subtables: [Subtable] = []
            for data in lookup.subtables {
                if let known = read[data.start] {
                    subtables.append(known)
                } else {
                    let subtable = try make(data, budget)
                    read[data.start] = subtable
                    subtables.append(subtable)
                }
            }
            lookups[index] = subtables
        }
        return (layout, lookups)
    }
}

/// The tops of TrueType outlines (glyf's per-glyph bounding boxes, found through loca), for the
/// cap height and x-height of fonts whose OS/2 table predates those fields.
private struct OutlineBounds {
    let loca: TableData
    let glyf: TableData
    let longOffsets: Bool

    init?(directory: FaceDirectory, tables: FaceTables) {
        guard let loca = directory.table(Tag("loca")), let glyf = directory.table(Tag("glyf")) else { return nil }
        self.loca = loca
        self.glyf = glyf
        longOffsets = tables.indexToLocFormat == 1
    }

    /// yMax of `glyph`'s outline, or nil when it has none (or the tables do not hold it).
    func top(of glyph: Int) -> Int? {
        guard glyph != 0 else { return nil }
        let start = longOffsets ? (try? loca.uint32(4 * glyph)).map(Int.init) : (try? loca.int(2 * glyph)).map { 2 * $0 }
        let end = longOffsets
            ? (try? loca.uint32(4 * glyph + 4)).map(Int.init) : (try? loca.int(2 * glyph + 2)).map { 2 * $0 }
        guard let start, let end, end > start, let top = try? glyf.int16(start + 8) else { return nil }
        return Int(top)
    }
}
