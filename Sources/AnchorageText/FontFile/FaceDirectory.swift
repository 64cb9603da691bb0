// SPDX-License-Identifier: MIT

// FontFile: the container of a font, before any table is understood. It owns the sfnt header and
// the collection (TTC) header, the table directory of one face (`FaceDirectory`), the
// bounds-checked big-endian reader every table goes through (`TableData`), reading a file from
// disk without Foundation (`FileBytes`), four-byte tags, and `FontError`, the one error type of
// the module. Nothing here knows what a table means.

/// The tables of one face of a font file: where each starts and how long it is.
///
/// Reading the directory checks that every table lies inside the file and that no two tables
/// share bytes; a table's own contents are read later, when something needs them.
struct FaceDirectory: Sendable {
    /// The sfnt version of a font with TrueType outlines (or none).
    static let trueTypeSignature: UInt32 = 0x0001_0000
    /// Apple's signature for TrueType outlines.
    static let appleTrueTypeSignature = Tag("true").rawValue
    /// The signature of a font with CFF outlines.
    static let cffSignature = Tag("OTTO").rawValue
    /// The signature of a collection.
    static let collectionSignature = Tag("ttcf").rawValue

    private struct Entry: Sendable {
        let tag: Tag
        let offset: Int
        let length: Int
    }

    /// The whole file.
    let file: [UInt8]
    /// Whether the face's outlines are CFF (`'OTTO'`): advances still come from `hmtx`.
    let hasCFFOutlines: Bool
    /// Sorted by tag.
    private let entries: [Entry]

    /// The number of faces in `file`: a collection's count, 1 for a single font.
    static func faceCount(in file: [UInt8]) throws(FontError) -> Int {
        let header = TableData(file: file, start: 0, count: file.count, name: "collection header")
        let signature = try header.uint32(0)
        guard signature == collectionSignature else { return 1 }
        return Int(try header.uint32(8))
    }

    /// Reads the directory of face `index` of `file` (a single font has face 0 only).
    init(file: [UInt8], index: Int) throws(FontError) {
        self.file = file
        let whole = TableData(file: file, start: 0, count: file.count, name: "table directory")
        var faceOffset = 0
        if try whole.uint32(0) == Self.collectionSignature {
            let collection = TableData(file: file, start: 0, count: file.count, name: "collection header")
            let count = Int(try collection.uint32(8))
            guard index >= 0, index < count else { throw .faceIndexOutOfRange(index: index, count: count) }
            faceOffset = Int(try collection.uint32(12 + 4 * index))
            guard faceOffset < file.count else {
                throw .badOffset(table: "collection header", field: "offset of face \(index)", offset: faceOffset,
                                 limit: file.count)
            }
        } else if index != 0 {
            throw .faceIndexOutOfRange(index: index, count: 1)
        }
        let directory = try whole.subtable(at: faceOffset, field: "face offset")
        let signature = try directory.uint32(0)
        switch signature {
        case Self.trueTypeSignature, Self.appleTrueTypeSignature: hasCFFOutlines = false
        case Self.cffSignature: hasCFFOutlines = true
        default: throw .unknownSignature(signature)
        }
        let tableCount = try directory.int(4)
        try directory.check(12, tableCount * 16)
        var entries: [Entry] = []
        entries.reserveCapacity(tableCount)
        for record in 0..<tableCount {
            let at = 12 + record * 16
            let tag = Tag(directory.unchecked32(at))
            let offset = Int(directory.unchecked32(at + 8))
            let length = Int(directory.unchecked32(at + 12))
            guard offset <= file.count else {
                throw .badOffset(table: "table directory", field: "offset of \(tag.quoted)", offset: offset,
                                 limit: file.count)
            }
            guard length <= file.count - offset else {
                throw .truncated(table: tag.description, offset: 0, needed: length, length: file.count - offset)
            }
            entries.append(Entry(tag: tag, offset: offset, length: length))
        }
        try Self.checkNoOverlap(entries)
        // Sorted by tag for lookups; a tag listed twice keeps its first record (sorting is stable).
        self.entries = entries.enumerated()
            .sorted { ($0.element.tag, $0.offset) < ($1.element.tag, $1.offset) }
            .map(\.element)
    }

    /// The table `tag`, or nil when the face has none.
    func table(_ tag: Tag) -> TableData? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].tag < tag { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].tag == tag else { return nil }
        let entry = entries[low]
        return TableData(file: file, start: entry.offset, count: entry.length, name: tag.description)
    }

    /// The table `tag`; throws ``FontError/missingTable(_:)`` when the face has none.
    func requiredTable(_ tag: Tag) throws(FontError) -> TableData {
        guard let table = table(tag) else { throw .missingTable(tag.description) }
        return table
    }

    /// Throws when two non-empty tables share bytes.
    private static func checkNoOverlap(_ entries: [Entry]) throws(FontError) {
        let byOffset = entries.filter { $0.length > 0 }.sorted { ($0.offset, $0.tag) < ($1.offset, $1.tag) }
        for (previous, next) in zip(byOffset, byOffset.dropFirst()) where next.offset < previous.offset + previous.length {
            throw .overlappingTables(previous.tag.description, next.tag.description)
        }
    }
}
